"""Persist (702.79a) and undying (702.93a): when the permanent is put into a graveyard
from the battlefield, if it had no -1/-1 (+1/+1) counters on it, it returns under its
owner's control with one such counter, entering with it (614.1c); once it has one, it
stays dead. Judged as it last existed (603.10a); a card that left the graveyard is a new
object and doesn't return (400.7); the trigger waiting on the stack is saved."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, GameObject, Player, Step, load_card_text

NewGame = Callable[..., Game]

WARDEN = load_card_text(
    """name = "Hollow Warden"
mana_cost = "{2}{G}"
types = ["Creature"]
subtypes = ["Spirit"]
power = 3
toughness = 2
keywords = ["persist"]
oracle = "Persist (When this creature dies, if it had no -1/-1 counters on it, return it to \
the battlefield under its owner's control with a -1/-1 counter on it.)"
"""
)
REVENANT = load_card_text(
    """name = "Barrow Revenant"
mana_cost = "{1}{B}"
types = ["Creature"]
subtypes = ["Zombie"]
power = 2
toughness = 1
keywords = ["undying"]
oracle = "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to \
the battlefield under its owner's control with a +1/+1 counter on it.)"
"""
)
CARDS = [WARDEN, REVENANT]


def bolt(game: Game, player: Player, target: GameObject) -> None:
    game.add_mana(player, "{R}")
    game.cast(game.add_card("Lightning Bolt", player, "hand"), target=target)
    game.resolve_stack()


def on_battlefield(game: Game, name: str) -> GameObject | None:
    return next((p for p in game.battlefield if p.name == name), None)


def test_persist_returns_once(new_game: NewGame) -> None:
    """702.79a: the Warden dies and returns a 2/1 with a -1/-1 counter; killed again,
    it had a counter, so it stays in the graveyard."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    warden = game.add_card("Hollow Warden", alice)
    game.begin_at(bob, Step.MAIN1)
    bolt(game, bob, warden)
    returned = on_battlefield(game, "Hollow Warden")
    assert returned is not None and returned.counters == {"-1/-1": 1}
    assert (returned.power, returned.toughness) == (2, 1)
    assert returned.controller is alice
    bolt(game, bob, returned)
    assert on_battlefield(game, "Hollow Warden") is None
    assert [c.name for c in alice.graveyard] == ["Hollow Warden"]


def test_undying_returns_with_a_plus_counter(new_game: NewGame) -> None:
    """702.93a: the Revenant returns a 3/2; with a +1/+1 counter it stays dead."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(bob, Step.MAIN1)
    bolt(game, bob, game.add_card("Barrow Revenant", alice))
    returned = on_battlefield(game, "Barrow Revenant")
    assert returned is not None and returned.counters == {"+1/+1": 1}
    assert (returned.power, returned.toughness) == (3, 2)
    bolt(game, bob, returned)
    assert on_battlefield(game, "Barrow Revenant") is None


def test_doubling_season_doubles_the_counter_it_enters_with(new_game: NewGame) -> None:
    """614.1c, 122.6: it enters with the counter, so Doubling Season makes it two."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Doubling Season", alice)
    game.begin_at(bob, Step.MAIN1)
    bolt(game, bob, game.add_card("Barrow Revenant", alice))
    returned = on_battlefield(game, "Barrow Revenant")
    assert returned is not None and returned.counters == {"+1/+1": 2}


def test_a_card_that_left_the_graveyard_stays_where_it_is(new_game: NewGame) -> None:
    """400.7: exiled from the graveyard with the trigger waiting, the card is a new
    object and doesn't return; the waiting trigger survives a saved game."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    warden = game.add_card("Hollow Warden", alice)
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{R}")
    game.cast(game.add_card("Lightning Bolt", bob, "hand"), target=warden)
    game.pass_priority()
    game.pass_priority()  # the Bolt resolves; persist triggers
    assert [item.text for item in game.stack] == ["Persist (702.79a)"]
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    alice = game.players[0]
    game.move_to(alice.graveyard[0], "exile")
    game.resolve_stack()
    assert on_battlefield(game, "Hollow Warden") is None
    assert [c.name for c in game.exile_zone] == ["Hollow Warden"]


def test_a_token_with_persist_doesnt_return(new_game: NewGame) -> None:
    """704.5d: a token put into a graveyard ceases to exist; nothing returns."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    token = game.create_token(WARDEN, alice)[0]
    game.begin_at(bob, Step.MAIN1)
    bolt(game, bob, token)
    assert on_battlefield(game, "Hollow Warden") is None


def test_counters_cancelled_as_it_dies_are_still_on_it_as_it_last_existed(
    new_game: NewGame,
) -> None:
    """704.3, 704.5q, 603.10a: the Revenant with a +1/+1 counter gets two -1/-1 counters:
    it dies (toughness 0) in the same check in which the counters would cancel, so it
    dies with a +1/+1 counter and undying doesn't return it; the Warden with a +1/+1
    counter and 2 damage gets a -1/-1 counter and dies with it: persist doesn't either."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    revenant = game.add_card("Barrow Revenant", alice)
    warden = game.add_card("Hollow Warden", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_counters(revenant, "+1/+1", 1)
    game.add_counters(warden, "+1/+1", 1)
    game.deal_damage(game.add_card("Grizzly Bears", bob), warden, 2)
    assert warden.zone is not None
    game.add_counters(revenant, "-1/-1", 2)
    game.add_counters(warden, "-1/-1", 1)
    game.resolve_stack()
    assert revenant.zone is None and warden.zone is None
    assert on_battlefield(game, "Barrow Revenant") is None
    assert on_battlefield(game, "Hollow Warden") is None
