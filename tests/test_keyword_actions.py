"""Keyword actions that put counters, as data: ``{ bolster = 2 }`` (701.39a),
``{ explore = "this" }`` (701.44a) and ``{ proliferate = 1 }`` (701.34a)."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import ChoiceKind, Game, Step, load_card_text

NewGame = Callable[..., Game]


def sorcery(name: str, oracle: str, effect: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = ["Sorcery"]\noracle = "{oracle}"\n'
        f"[spell]\neffects = [{effect}]\n"
    )


BOLSTER = sorcery("Bolster Test", "Bolster 2.", "{ bolster = 2 }")
PROLIFERATE = sorcery("Proliferate Test", "Proliferate.", "{ proliferate = 1 }")
SCOUT = load_card_text(
    'name = "Scout Test"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "When Scout Test enters the battlefield, it explores."\n'
    '[[triggers]]\nwhen = "enters"\neffects = [{ explore = "this" }]\n'
)
CARDS = [BOLSTER, PROLIFERATE, SCOUT]


def cast(game: Game, name: str, mana: str = "{1}") -> None:
    alice = game.players[0]
    game.add_mana(alice, mana)
    game.cast(game.add_card(name, alice, "hand"))
    game.resolve_stack()


def test_bolster_the_least_toughness(new_game: NewGame) -> None:
    """701.39a: the Elves (1/1) over the Bears (2/2); Bob's creature isn't Alice's."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    elves = game.add_card("Llanowar Elves", alice)
    game.add_card("Llanowar Elves", bob)
    cast(game, "Bolster Test")
    assert elves.counters == {"+1/+1": 2} and not bears.counters


def test_bolster_a_tie_is_chosen(new_game: NewGame) -> None:
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Grizzly Bears", alice)
    game.add_card("Grizzly Bears", alice)
    cast(game, "Bolster Test")
    assert [c.kind for c in game.chooser.asked] == [ChoiceKind.PERMANENT]


def test_explore_a_land_goes_to_hand(new_game: NewGame) -> None:
    game = new_game(cards=CARDS, library=0)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Forest", alice, "library")
    cast(game, "Scout Test", "{1}{G}")
    [scout] = game.permanents("Scout Test")
    assert [c.name for c in alice.hand] == ["Forest"] and not scout.counters


def test_explore_a_nonland_card_a_counter_and_maybe_the_graveyard(new_game: NewGame) -> None:
    """701.44a: a +1/+1 counter; the Bears card goes to the graveyard as chosen."""
    game = new_game(cards=CARDS, library=0, choices={"explore": ["put it into your graveyard"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Grizzly Bears", alice, "library")
    cast(game, "Scout Test", "{1}{G}")
    [scout] = game.permanents("Scout Test")
    assert scout.counters == {"+1/+1": 1} and [c.name for c in alice.graveyard] == ["Grizzly Bears"]


def test_proliferate_permanents_and_players(new_game: NewGame) -> None:
    """701.34a: the Bears with a +1/+1 and a charge counter gets one of each; Bob's
    poison goes up; the Elves, not chosen, keep theirs."""
    game = new_game(cards=CARDS, choices={"proliferate": ["Grizzly Bears", "Bob", "done"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    elves = game.add_card("Llanowar Elves", alice)
    game.add_counters(bears, "+1/+1", 1)
    game.add_counters(bears, "charge", 1)
    game.add_counters(elves, "+1/+1", 1)
    game.give_poison(bob, 2, bears)
    cast(game, "Proliferate Test")
    assert bears.counters == {"+1/+1": 2, "charge": 2} and elves.counters == {"+1/+1": 1}
    assert bob.poison == 3


def test_explore_with_an_empty_library_still_a_counter(new_game: NewGame) -> None:
    """701.44a-b: no land card was revealed, so the counter goes on all the same."""
    game = new_game(cards=CARDS, library=0)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Scout Test", "{1}{G}")
    [scout] = game.permanents("Scout Test")
    assert scout.counters == {"+1/+1": 1} and not alice.graveyard
