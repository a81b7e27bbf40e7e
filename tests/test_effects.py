"""The effect vocabulary (119, 120, 121, 122, 701): each effect is a public game method,
one atomic action that logs what it did and fires its event; a card never writes a life
total, a tapped state or a zone itself."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardDrawn,
    CardhostError,
    CountersChanged,
    DamageDealt,
    Game,
    IllegalActionError,
    LibraryShuffled,
    LifeChanged,
    ScriptedChooser,
    SpellCountered,
    Step,
    TappedOrUntapped,
    Zone,
    ZoneChanged,
    game_state,
    load_card_text,
)

NewGame = Callable[..., Game]

BEARS = "Grizzly Bears"  # a 2/2 test card


def main_phase(game: Game) -> None:
    game.begin_at(game.players[0], Step.MAIN1)


# --------------------------------------------------------------------------- cards


def test_draw_takes_the_top_cards_one_at_a_time(new_game: NewGame) -> None:
    """121.1, 121.2: each draw is its own event, the top card first."""
    game = new_game(library=0)
    alice = game.players[0]
    first = game.add_card("Forest", alice, "library")
    second = game.add_card("Island", alice, "library")  # now on top
    main_phase(game)
    drawn = game.draw(alice, 2)
    assert [c.name for c in drawn] == ["Island", "Forest"]
    assert [c.name for c in alice.hand] == ["Island", "Forest"]
    events = game.log.events(CardDrawn)
    assert [e.object for e in events] == [second, first]
    assert [e.new for e in events] == drawn
    assert "Alice drew Island" in game.log.text()


def test_drawing_from_an_empty_library_loses_the_game(new_game: NewGame) -> None:
    """121.4, 704.5b: the draw does nothing; the player loses when state-based actions are
    next checked, which is at the end of this very action."""
    game = new_game(library=0)
    alice, bob = game.players
    game.add_card("Forest", alice, "library")
    main_phase(game)
    assert [c.name for c in game.draw(alice, 3)] == ["Forest"]
    assert alice.has_lost and game.winner is bob


def test_discard_is_the_players_choice(new_game: NewGame) -> None:
    """701.9a-b: the player chooses which card; the cards go to the graveyard."""
    game = new_game(choices={"discard": ["Island"]})
    alice = game.players[0]
    for name in ("Forest", "Island", "Swamp"):
        game.add_card(name, alice, "hand")
    main_phase(game)
    [discarded] = game.discard(alice)
    assert discarded.name == "Island" and discarded.zone is Zone.GRAVEYARD
    assert sorted(c.name for c in alice.hand) == ["Forest", "Swamp"]


def test_discarding_more_than_the_hand_discards_the_hand(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    game.add_card("Forest", alice, "hand")
    main_phase(game)
    assert len(game.discard(alice, 3)) == 1
    assert alice.hand == ()


def test_discarding_a_named_card_not_in_hand_is_refused(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    main_phase(game)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 701\.9a"):
        game.discard(alice, card=forest)
    assert game_state(game) == before


def test_mill_puts_as_many_as_there_are(new_game: NewGame) -> None:
    """701.17a-b: a player mills as many cards as their library holds, all at once."""
    game = new_game(library=2)
    alice = game.players[0]
    main_phase(game)
    library = list(alice.library)
    milled = game.mill(alice, 5)
    assert len(milled) == 2 and all(c.zone is Zone.GRAVEYARD for c in milled)
    assert alice.library == () and not alice.has_lost  # milling isn't drawing (121.4)
    moves = [e for e in game.log.events(ZoneChanged) if e.reason.startswith("milled")]
    assert [m.simultaneous for m in moves] == [tuple(library)] * 2  # at once (701.17a)


# --------------------------------------------------------------------------- life


def test_gaining_and_losing_life_go_through_one_event(new_game: NewGame) -> None:
    """119.3: both change the life total and fire LifeChanged; 0 life is no event
    (119.9)."""
    game = new_game()
    alice = game.players[0]
    main_phase(game)
    game.gain_life(alice, 3, "a test")
    game.lose_life(alice, 5, "a test")
    game.gain_life(alice, 0, "nothing")
    assert alice.life == 18
    assert [(e.amount, e.total) for e in game.log.events(LifeChanged)] == [(3, 23), (-5, 18)]


def test_losing_all_life_loses_the_game(new_game: NewGame) -> None:
    """119.6, 704.5a."""
    game = new_game()
    alice, bob = game.players
    main_phase(game)
    game.lose_life(bob, 20)
    assert bob.has_lost and game.winner is alice


@pytest.mark.parametrize("amount", [-1, True, 1.5, "3"])
def test_an_amount_of_life_is_a_whole_number(new_game: NewGame, amount: object) -> None:
    game = new_game()
    main_phase(game)
    before = game_state(game)
    with pytest.raises(CardhostError, match="a number of life is an int of 0 or more"):
        game.gain_life(game.players[0], amount)  # type: ignore[arg-type]
    assert game_state(game) == before


# --------------------------------------------------------------------------- damage


def test_damage_to_a_player_is_life_loss(new_game: NewGame) -> None:
    """120.3a: damage dealt to a player makes them lose that much life, through the same
    event as any life loss."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, alice)
    main_phase(game)
    game.deal_damage(bears, bob, 3)
    assert bob.life == 17
    [dealt] = game.log.events(DamageDealt)
    assert dealt.recipients == ((bob, 3),) and not dealt.combat
    [lost] = game.log.events(LifeChanged)
    assert (lost.player, lost.amount) == (bob, -3)


def test_damage_to_a_creature_is_marked_and_lethal_damage_destroys_it(
    new_game: NewGame,
) -> None:
    """120.3e, 704.5g: the damage is marked; state-based actions destroy the creature."""
    game = new_game()
    alice, bob = game.players
    source = game.add_card(BEARS, alice)
    target = game.add_card(BEARS, bob)
    main_phase(game)
    game.deal_damage(source, target, 1)
    assert target.damage == 1 and target.zone is Zone.BATTLEFIELD
    game.deal_damage(source, target, 1)
    assert target.zone is None
    assert [c.name for c in bob.graveyard] == [BEARS]


def test_lifelink_gains_its_controller_the_damage(new_game: NewGame) -> None:
    """120.3f, 702.15b: a source with lifelink, outside combat too."""
    game = new_game()
    alice, bob = game.players
    main_phase(game)
    [vampire] = game.create_token("Vampire Token", alice)
    game.deal_damage(vampire, bob, 2)
    assert (alice.life, bob.life) == (22, 18)


def test_zero_damage_is_no_damage(new_game: NewGame) -> None:
    """120.8."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, alice)
    main_phase(game)
    game.deal_damage(bears, bob, 0)
    assert game.log.events(DamageDealt) == [] and bob.life == 20


def test_damage_to_a_noncreature_permanent_is_refused(new_game: NewGame) -> None:
    """120.1a: damage can't be dealt to an object that isn't a creature (planeswalkers
    and battles aside)."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, alice)
    forest = game.add_card("Forest", bob)
    main_phase(game)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 120\.1a"):
        game.deal_damage(bears, forest, 2)
    assert game_state(game) == before


# --------------------------------------------------------------------------- permanents


def test_destroy_moves_a_permanent_to_its_owners_graveyard(new_game: NewGame) -> None:
    """701.8a: to its owner's graveyard, whoever controls it."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, alice, controller=bob)
    main_phase(game)
    destroyed = game.destroy(bears)
    assert destroyed is not None and destroyed.zone is Zone.GRAVEYARD
    assert [c.name for c in alice.graveyard] == [BEARS] and bob.graveyard == ()
    [moved] = [e for e in game.log.events(ZoneChanged) if e.object is bears]
    assert moved.dies and moved.new is destroyed


def test_exile_and_return_to_hand(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    bears = game.add_card(BEARS, alice)
    forest = game.add_card("Forest", alice, "graveyard")
    main_phase(game)
    exiled = game.exile(bears)
    assert exiled.zone is Zone.EXILE and exiled in game.exile_zone
    returned = game.return_to_hand(forest)
    assert returned.zone is Zone.HAND and returned in alice.hand


def test_a_returned_token_ceases_to_exist(new_game: NewGame) -> None:
    """A token that leaves the battlefield ceases to exist (704.5d, 111.7)."""
    game = new_game()
    alice = game.players[0]
    main_phase(game)
    [vampire] = game.create_token("Vampire Token", alice)
    game.return_to_hand(vampire)
    assert alice.hand == ()
    assert game.follow(vampire) is None


def test_tap_and_untap_only_change_what_they_can(new_game: NewGame) -> None:
    """701.26a-b: only an untapped permanent can be tapped, only a tapped one untapped."""
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    main_phase(game)
    assert game.untap(forest) is False
    assert game.tap(forest, "an effect") is True and forest.tapped
    assert game.tap(forest) is False
    assert game.untap(forest) is True and not forest.tapped
    assert [e.tapped for e in game.log.events(TappedOrUntapped)] == [True, False]


def test_counters_are_put_and_removed(new_game: NewGame) -> None:
    """122.1, 122.8; 704.5q cancels +1/+1 against -1/-1 counters."""
    game = new_game()
    alice = game.players[0]
    bears = game.add_card(BEARS, alice)
    main_phase(game)
    game.add_counters(bears, "+1/+1", 2)
    assert (bears.power, bears.toughness) == (4, 4)
    assert game.remove_counters(bears, "+1/+1", 5) == 2
    assert bears.counters == {}
    game.add_counters(bears, "+1/+1", 1)
    game.add_counters(bears, "-1/-1", 1)
    assert bears.counters == {}
    kinds = [(e.kind, e.amount) for e in game.log.events(CountersChanged)]
    assert kinds[:2] == [("+1/+1", 2), ("+1/+1", -2)]


def test_an_indestructible_permanent_is_not_destroyed(new_game: NewGame) -> None:
    """702.12b."""
    game = new_game()
    alice = game.players[0]
    bears = game.add_card(BEARS, alice)
    main_phase(game)
    game.grant_keyword(bears, "indestructible")
    assert game.destroy(bears) is None
    assert bears.zone is Zone.BATTLEFIELD


# --------------------------------------------------------------------------- libraries


def test_scry_puts_cards_on_the_bottom_and_orders_the_top(new_game: NewGame) -> None:
    """701.22a: look at the top three; one to the bottom, the other two back on top in
    the order chosen."""
    chooser = ScriptedChooser({"scry": ["top", "bottom", "top"], "order": ["Swamp"]})
    game = new_game(library=0, chooser=chooser)
    alice = game.players[0]
    for name in ("Plains", "Swamp", "Island", "Forest"):  # Forest ends on top
        game.add_card(name, alice, "library")
    main_phase(game)
    game.scry(alice, 3)
    assert [c.name for c in alice.library] == ["Swamp", "Forest", "Plains", "Island"]
    assert "scried 3: 2 on top, 1 on the bottom" in game.log.text()


def test_scry_zero_is_no_event(new_game: NewGame) -> None:
    """701.22b."""
    game = new_game()
    main_phase(game)
    mark = len(game.log)
    game.scry(game.players[0], 0)
    assert len(game.log) == mark


def test_search_finds_a_card_and_shuffles(new_game: NewGame) -> None:
    """701.23a, 701.24a: the found card goes where the effect says; the library is then
    shuffled."""
    game = new_game(library=5, choices={"search": ["Forest"]})
    alice = game.players[0]
    game.add_card("Forest", alice, "library")
    main_phase(game)
    [found] = game.search_library(
        alice, lambda card: card.is_land, "a land card", to="battlefield", tapped=True
    )
    assert found.name == "Forest" and found.zone is Zone.BATTLEFIELD and found.tapped
    assert len(alice.library) == 5
    assert len(game.log.events(LibraryShuffled)) == 1


def test_a_search_for_a_quality_may_find_nothing(new_game: NewGame) -> None:
    """701.23b: searching for a card with a stated quality, the player may find none."""
    game = new_game(library=3, choices={"search": ["find nothing"]})
    alice = game.players[0]
    main_phase(game)
    assert game.search_library(alice, lambda c: True, "a card") == []
    assert len(alice.library) == 3 and alice.hand == ()


# --------------------------------------------------------------------------- the stack


def test_counter_a_spell_puts_it_into_its_owners_graveyard(new_game: NewGame) -> None:
    """701.6a: countered, it doesn't resolve; no refund (701.6b)."""
    game = new_game()
    alice = game.players[0]
    bears = game.add_card(BEARS, alice, "hand")
    main_phase(game)
    game.add_mana(alice, "{1}{G}")
    spell = game.cast(bears)
    game.counter(spell)
    assert game.stack == ()
    assert [c.name for c in alice.graveyard] == [BEARS]
    assert alice.mana_pool.total == 0
    assert len(game.log.events(SpellCountered)) == 1


# --------------------------------------------------------------------------- following


def test_follow_finds_the_object_a_card_became(new_game: NewGame) -> None:
    """400.7: after each zone change the card is a new object; ``follow`` finds it."""
    game = new_game()
    alice = game.players[0]
    bears = game.add_card(BEARS, alice, "hand")
    main_phase(game)
    game.add_mana(alice, "{1}{G}")
    spell = game.cast(bears)
    game.resolve_stack()
    permanent = game.follow(bears)
    assert permanent is not None and permanent.zone is Zone.BATTLEFIELD
    assert game.follow(spell) is permanent
    assert permanent.card_id == bears.card_id != permanent.id
    game.destroy(permanent)
    assert game.follow(bears).zone is Zone.GRAVEYARD


def test_the_targets_controller(new_game: NewGame) -> None:
    """608.2h: "Destroy target creature. Its controller loses 2 life." names the player
    who controlled it as it last existed."""
    pit = load_card_text(
        'name = "Pit Sentence"\nmana_cost = "{B}"\ntypes = ["Instant"]\n'
        'oracle = "Destroy target creature. Its controller loses 2 life."\n[spell]\n'
        'targets = ["target creature"]\neffects = [{ destroy = "target" }, '
        '{ lose_life = 2, player = "the target\'s controller" }]\n'
    )
    game = new_game(cards=[pit])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    game.cast(game.add_card("Pit Sentence", alice, "hand"), target=bears)
    game.resolve_stack()
    assert bob.life == 18 and alice.life == 20


def test_tap_or_untap_is_chosen(new_game: NewGame) -> None:
    """701.26: "Tap or untap target creature": its controller chooses which."""
    twist = load_card_text(
        'name = "Twist of Fate"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
        'oracle = "Tap or untap target creature."\n[spell]\n'
        'targets = ["target creature"]\neffects = [{ tap_or_untap = "target" }]\n'
    )
    game = new_game(cards=[twist], choices={"tap or untap": ["untap", "tap"]})
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.tap(bears)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{U}{U}")
    game.cast(game.add_card("Twist of Fate", alice, "hand"), target=bears)
    game.resolve_stack()
    assert not bears.tapped
    game.cast(game.add_card("Twist of Fate", alice, "hand"), target=bears)
    game.resolve_stack()
    assert bears.tapped


def test_each_player_discards_their_hand(new_game: NewGame) -> None:
    """701.9a: "Each player discards their hand.": every card of each hand, however many."""
    wheel = load_card_text(
        'name = "Empty Hands"\nmana_cost = "{R}"\ntypes = ["Sorcery"]\n'
        'oracle = "Each player discards their hand."\n'
        '[spell]\neffects = [{ discard = "hand", player = "each player" }]\n'
    )
    game = new_game(cards=[wheel])
    alice, bob = game.players
    for _ in range(3):
        game.add_card("Forest", alice, "hand")
    game.add_card("Island", bob, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Empty Hands", alice, "hand"))
    game.resolve_stack()
    assert not alice.hand and not bob.hand
    assert len(alice.graveyard) == 4 and len(bob.graveyard) == 1
