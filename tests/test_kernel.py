"""The game kernel as a card author sees it: turn structure, summoning sickness, illegal
actions, combat, state-based actions, "until end of turn", the event log, determinism.

Every expectation is one the Comprehensive Rules demand; the rule is named beside it."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from cardhost import (
    AbilityTriggered,
    CardhostError,
    Choice,
    ChoiceKind,
    ControlChanged,
    DamageDealt,
    Game,
    GameObject,
    IllegalActionError,
    LandPlayed,
    LifeChanged,
    ManaAbilityResolved,
    ManaAmount,
    ManaType,
    PlayerLost,
    ScriptedChooser,
    Step,
    StepBegan,
    TurnBegan,
    Zone,
    ZoneChanged,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.tools.testing import Expect

# --------------------------------------------------------------------------- test cards
# Shared test cards (tests/cards) and bundled ones, by name.

ELVES = "Llanowar Elves"  # {G} 1/1, {T}: Add {G}.
HASTY_ELVES = "Hasty Elves"  # {G} 1/1 haste, {T}: Add {G}.
BEARS = "Grizzly Bears"  # {1}{G} 2/2
GIANT = "Test Giant"  # {2}{R} 3/3
TWIN_BLADE = "Twin Blade"  # {1}{W} 2/2 double strike
SQUIRE = "Test Squire"  # {W} 1/1
SPIDER = "Tall Spider"  # {1}{G} 1/3 reach
BIRD = "Test Bird"  # {W} 1/1 flying
SPIRIT = "Lifelink Spirit Token"  # Spirit Maker's 1/1 white Spirit with lifelink
SORCERY = "Test Sorcery"  # {R}
INSTANT = "Quick Spark"  # {R}

NewGame = Callable[..., Game]


def steps_of_turn(game: Game, turn: int) -> list[str]:
    """The steps that began in ``turn``, in order, read from the log."""
    return [e.event.step for e in game.log if e.turn == turn and isinstance(e.event, StepBegan)]


def to_combat_damage(game: Game, attackers: Any, blocks: dict | None = None) -> None:
    """From before combat: declare ``attackers`` and ``blocks``; stop as the first combat
    damage step (first-strike or regular) has begun and its triggers resolved."""
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers(attackers)
    game.resolve_stack()
    game.advance()
    assert game.step is Step.DECLARE_BLOCKERS
    game.declare_blockers(blocks or {})
    game.advance()


# --------------------------------------------------------------------------- turn structure

NO_COMBAT_TURN = [
    "untap",
    "upkeep",
    "draw",
    "precombat main",
    "beginning of combat",
    "declare attackers",
    "end of combat",
    "postcombat main",
    "end",
    "cleanup",
]


def test_steps_of_a_turn_in_order(new_game: NewGame) -> None:
    """500.1: the phases and steps in order; 508.8: with no attackers, the declare
    blockers and combat damage steps are skipped; 103.8a: the starting player of a
    two-player game skips the draw step of their first turn."""
    game = new_game()
    alice, _bob = game.players
    game.start(alice)
    game.next_turn()
    game.next_turn()
    assert steps_of_turn(game, 1) == [s for s in NO_COMBAT_TURN if s != "draw"]
    assert steps_of_turn(game, 2) == NO_COMBAT_TURN
    assert [(e.turn_number, e.player.name) for e in game.log.events(TurnBegan)] == [
        (1, "Alice"),
        (2, "Bob"),
        (3, "Alice"),
    ]


def test_steps_of_a_turn_with_combat_and_first_strike(new_game: NewGame) -> None:
    game = new_game()
    alice, _bob = game.players
    legionnaire = game.add_card("Porcelain Legionnaire", alice)
    bears = game.add_card(BEARS, alice)
    game.start(alice)
    to_combat_damage(game, [bears])
    game.next_turn()
    assert steps_of_turn(game, 1) == [
        "untap",
        "upkeep",
        "precombat main",
        "beginning of combat",
        "declare attackers",
        "declare blockers",
        "combat damage",
        "end of combat",
        "postcombat main",
        "end",
        "cleanup",
    ]
    game.next_turn()
    to_combat_damage(game, [legionnaire, bears])
    game.next_turn()
    steps = steps_of_turn(game, 3)
    assert steps[steps.index("declare attackers") : steps.index("end of combat") + 1] == [
        "declare attackers",
        "declare blockers",
        "first-strike damage",  # 510.4
        "combat damage",
        "end of combat",
    ]


def test_starting_player_skips_the_first_draw_in_a_two_player_game(new_game: NewGame) -> None:
    """103.8a: the starting player doesn't draw on their first turn; everyone else draws
    in each of their draw steps (504.1)."""
    game = new_game()
    alice, bob = game.players
    game.start(alice)
    game.advance_to(Step.MAIN1)
    assert (len(alice.hand), len(alice.library)) == (0, 10)
    game.advance_to(Step.MAIN1, bob)
    assert (len(bob.hand), len(bob.library)) == (1, 9)
    game.advance_to(Step.MAIN1, alice)
    assert (len(alice.hand), len(alice.library)) == (1, 9)


def test_starting_player_with_an_empty_library_survives_their_first_turn(new_game: NewGame) -> None:
    """103.8a: no draw, so no loss (704.5b) on the starting player's first turn."""
    game = new_game(library=0)
    alice, _bob = game.players
    game.start(alice)
    game.advance_to(Step.END)
    assert not alice.has_lost
    assert not game.game_over


def test_drawing_from_an_empty_library_loses_at_the_next_state_based_check(
    new_game: NewGame,
) -> None:
    """704.5b: an empty library alone loses nothing; attempting to draw from it does, the
    next time state-based actions are checked."""
    game = new_game()
    alice, bob = game.players
    game.mill(bob, len(bob.library))
    game.start(alice)
    game.next_turn()
    assert game.active_player is bob
    assert game.step is Step.UPKEEP
    assert not bob.has_lost  # an empty library is not a loss by itself
    game.advance()
    assert game.step is Step.DRAW
    assert bob.has_lost
    assert game.game_over
    assert game.winner is alice
    losses = game.log.events(PlayerLost)
    assert [(e.player.name, "704.5b" in e.reason) for e in losses] == [("Bob", True)]
    texts = game.log.lines()
    assert texts.index("— draw step") < texts.index(losses[0].text)
    with pytest.raises(IllegalActionError) as raised:
        game.advance()
    assert raised.value.rule == "104.1"
    assert game.legal_actions() == [] and game.legal_actions(alice) == []  # 104.1
    with pytest.raises(IllegalActionError, match=r"104\.1"):
        game.decisions()


def test_in_a_multiplayer_game_the_starting_player_draws(new_game: NewGame) -> None:
    """103.8c: in multiplayer games other than Two-Headed Giant, no one skips a draw."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    _alice, bob, _carol = game.players
    game.start(bob)
    game.advance_to(Step.MAIN1)
    assert "draw" in steps_of_turn(game, 1)
    assert (len(bob.hand), len(bob.library)) == (1, 9)


def test_a_game_begun_with_three_players_stays_multiplayer_for_the_first_draw(
    new_game: NewGame,
) -> None:
    """100.1b, 103.8c: a multiplayer game is one that begins with more than two players;
    Carol losing in Bob's first upkeep leaves two playing, and Bob still draws. Saved and
    restored in that upkeep, the game still knows it (version 18)."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    _alice, bob, carol = game.players
    game.start(bob)
    assert game.step is Step.UPKEEP
    carol.life = 0
    game.settle()
    assert carol.has_lost and not game.game_over
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    for each in (game, again):
        each.advance_to(Step.MAIN1)
        assert len(each.player("Bob").hand) == 1


def test_turns_taken_per_player_and_the_games_turn_number(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    assert (game.turn_number, alice.turns_taken, bob.turns_taken) == (0, 0, 0)
    game.start(alice)
    seen = [(game.turn_number, alice.turns_taken, bob.turns_taken)]
    for _ in range(4):
        game.next_turn()
        seen.append((game.turn_number, alice.turns_taken, bob.turns_taken))
    assert seen == [(1, 1, 0), (2, 1, 1), (3, 2, 1), (4, 2, 2), (5, 3, 2)]
    assert [(e.turn_number, e.player.name, e.players_turn) for e in game.log.events(TurnBegan)] == [
        (1, "Alice", 1),
        (2, "Bob", 1),
        (3, "Alice", 2),
        (4, "Bob", 2),
        (5, "Alice", 3),
    ]


def test_extra_turns_most_recent_first(new_game: NewGame) -> None:
    """500.7: extra turns come directly after this one; the most recently created first.
    Then normal turn order resumes after the last normal turn (101.4)."""
    game = new_game()
    alice, bob = game.players
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_extra_turn(alice)
    game.add_extra_turn(bob)
    for _ in range(4):
        game.next_turn()
    assert [(e.turn_number, e.player.name, e.extra) for e in game.log.events(TurnBegan)] == [
        (1, "Alice", False),
        (2, "Bob", True),
        (3, "Alice", True),
        (4, "Bob", False),
        (5, "Alice", False),
    ]
    assert (alice.turns_taken, bob.turns_taken) == (3, 2)


def test_an_extra_turn_created_during_an_extra_turn_comes_next(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    game.start(alice)
    game.add_extra_turn(alice)
    game.add_extra_turn(bob)
    game.next_turn()  # Bob's extra turn
    game.add_extra_turn(bob)  # created most recently: taken before Alice's
    for _ in range(3):
        game.next_turn()
    assert [(e.player.name, e.extra) for e in game.log.events(TurnBegan)] == [
        ("Alice", False),
        ("Bob", True),
        ("Bob", True),
        ("Alice", True),
        ("Bob", False),
    ]


def test_three_players_take_turns_in_turn_order(new_game: NewGame) -> None:
    """101.4, 103.1: turns pass to the next player in turn order, from the starting
    player."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    alice, bob, carol = game.players
    game.start(carol)
    for _ in range(4):
        game.next_turn()
    assert [e.player.name for e in game.log.events(TurnBegan)] == [
        "Carol",
        "Alice",
        "Bob",
        "Carol",
        "Alice",
    ]
    assert (alice.turns_taken, bob.turns_taken, carol.turns_taken) == (2, 1, 2)
    assert game.turn_number == 5


def test_three_players_attack_a_chosen_opponent(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """508.1b: with several opponents, the attacking player chooses whom each creature
    attacks."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    alice, _bob, carol = game.players
    bears = game.add_card(BEARS, alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError) as raised:
        game.declare_attackers([bears])
    assert raised.value.rule == "508.1b"
    game.declare_attackers({bears: carol})
    game.advance()
    game.advance()
    expect(game).player("Alice", life=20).player("Bob", life=20).player("Carol", life=18)


# --------------------------------------------------------------------------- summoning sickness


def cast_creature(game: Game, card: GameObject, mana: str) -> GameObject:
    before = set(game.battlefield)
    game.add_mana(card.owner, mana)
    game.cast(card)
    game.resolve_stack()
    (permanent,) = [p for p in game.battlefield if p not in before]
    assert permanent.name == card.name
    return permanent


def test_a_creature_cast_this_turn_can_neither_tap_for_mana_nor_attack(new_game: NewGame) -> None:
    """302.6: not controlled continuously since its controller's most recent turn began."""
    game = new_game()
    alice, _bob = game.players
    in_hand = game.add_card(ELVES, alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    elves = cast_creature(game, in_hand, "{G}")

    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.activate_mana_ability(elves)
    assert raised.value.rule == "302.6"
    assert "302.6" in str(raised.value)
    assert game_state(game) == before
    assert not elves.tapped

    game.advance_to(Step.DECLARE_ATTACKERS)
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.declare_attackers([elves])
    assert raised.value.rule == "302.6"
    assert game_state(game) == before


def test_summoning_sickness_lasts_through_the_opponents_turn(new_game: NewGame) -> None:
    """302.6: during Bob's turn, Alice's most recent turn is the one in which the Elves
    arrived, so they still can't tap; on Alice's next turn they can tap and attack."""
    game = new_game()
    alice, bob = game.players
    in_hand = game.add_card(ELVES, alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    elves = cast_creature(game, in_hand, "{G}")
    game.advance_to(Step.MAIN1, bob)
    game.pass_priority()  # Bob passes: Alice may activate mana abilities (117.1d)
    with pytest.raises(IllegalActionError) as raised:
        game.activate_mana_ability(elves)
    assert raised.value.rule == "302.6"

    game.advance_to(Step.MAIN1, alice)
    assert game.activate_mana_ability(elves) == ManaAmount.of(ManaType.G)
    assert elves.tapped
    assert alice.mana_pool.mana == ManaAmount.of(ManaType.G)


def test_a_creature_that_arrived_during_the_opponents_turn_attacks_on_its_controllers_turn(
    new_game: NewGame,
) -> None:
    """302.6 counts from the controller's most recent turn, not from a full round."""
    game = new_game()
    alice, bob = game.players
    in_hand = game.add_card(BEARS, alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1, bob)
    bears = game.put_onto_battlefield(in_hand)
    assert bears is not None and bears.controller is alice
    game.advance_to(Step.DECLARE_ATTACKERS, alice)
    game.declare_attackers([bears])
    game.advance()
    game.advance()
    assert bob.life == 18


def test_a_creature_controlled_since_the_turn_began_can_tap_on_any_turn(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    elves = game.add_card(ELVES, alice)
    game.start(alice)
    game.advance_to(Step.MAIN1, bob)
    game.pass_priority()
    assert game.activate_mana_ability(elves) == ManaAmount.of(ManaType.G)


def test_begin_at_says_which_permanents_arrived_this_turn(new_game: NewGame) -> None:
    """302.6: a game begun in progress has each permanent under its controller's control
    since before the turn began, but for those it names in ``summoning_sick`` and those
    added with ``summoning_sick=True``, before or after it begins: those can't attack nor
    pay {T}."""
    game = new_game()
    alice, bob = game.players
    veteran = game.add_card(ELVES, alice)
    flagged = game.add_card(ELVES, alice, summoning_sick=True)
    named = game.add_card(ELVES, alice)
    theirs = game.add_card(ELVES, bob, summoning_sick=True)
    game.begin_at(alice, Step.MAIN1, summoning_sick=[named])
    late = game.add_card(ELVES, alice, summoning_sick=True)
    assert not veteran.summoning_sick
    assert flagged.summoning_sick and named.summoning_sick and late.summoning_sick
    assert theirs.summoning_sick
    for sick in (flagged, named, late):
        with pytest.raises(IllegalActionError, match=r"rule 302\.6"):
            game.activate_mana_ability(sick)
    assert game.activate_mana_ability(veteran) == ManaAmount.of(ManaType.G)


def test_begin_at_refuses_a_sick_object_off_the_battlefield(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    card = game.add_card(ELVES, alice, "hand")
    with pytest.raises(CardhostError, match="not on the battlefield"):
        game.begin_at(alice, Step.MAIN1, summoning_sick=[card])
    assert game.turn_number == 0


def test_haste_ignores_summoning_sickness(new_game: NewGame) -> None:
    """702.10 (haste), 302.6."""
    game = new_game()
    alice, bob = game.players
    first, second = (game.add_card(HASTY_ELVES, alice, "hand") for _ in range(2))
    game.start(alice)
    game.advance_to(Step.MAIN1)
    tapper = cast_creature(game, first, "{G}")
    attacker = cast_creature(game, second, "{G}")
    assert game.activate_mana_ability(tapper) == ManaAmount.of(ManaType.G)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    game.advance()
    game.advance()
    assert bob.life == 19


def test_a_land_can_tap_the_turn_it_is_played(new_game: NewGame) -> None:
    """302.6 concerns creatures only."""
    game = new_game()
    alice, _bob = game.players
    card = game.add_card("Forest", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    forest = game.play_land(card)
    assert forest is not None
    assert game.activate_mana_ability(forest) == ManaAmount.of(ManaType.G)


def test_a_summoning_sick_creature_can_block(new_game: NewGame) -> None:
    """302.6 forbids attacking and {T} abilities, not blocking (509.1a)."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, alice)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    fresh = game.put_onto_battlefield(game.add_card(SQUIRE, bob, "hand"))
    assert fresh is not None
    to_combat_damage(game, [bears], {fresh: bears})
    assert fresh not in game.battlefield
    assert bob.life == 20


# --------------------------------------------------------------------------- illegal actions


def test_playing_a_second_land_in_a_turn_is_illegal_and_changes_nothing(new_game: NewGame) -> None:
    game = new_game()
    alice, _bob = game.players
    first = game.add_card("Forest", alice, "hand")
    second = game.add_card("Plains", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.play_land(first)
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.play_land(second)
    assert raised.value.rule == "305.2"
    assert "rule 305.2" in str(raised.value)
    assert game_state(game) == before
    assert second.zone is Zone.HAND
    assert second in alice.hand
    assert alice.lands_played == 1
    # On Alice's next turn, she may play a land again.
    game.next_turn()
    game.advance_to(Step.MAIN1, alice)
    assert game.play_land(second) is not None


def test_casting_a_sorcery_during_combat_is_illegal_and_changes_nothing(new_game: NewGame) -> None:
    """307.1: a sorcery only in a main phase of its caster's turn with an empty stack.
    An instant may be cast then (117.1a)."""
    game = new_game()
    alice, _bob = game.players
    sorcery = game.add_card(SORCERY, alice, "hand")
    instant = game.add_card(INSTANT, alice, "hand")
    bears = game.add_card(BEARS, alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.add_mana(alice, "{R}{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.cast(sorcery)
    assert raised.value.rule == "307.1"
    assert "rule 307.1" in str(raised.value)
    assert game_state(game) == before
    assert sorcery.zone is Zone.HAND
    assert alice.mana_pool.mana == ManaAmount.of(ManaType.R, ManaType.R)
    spell = game.cast(instant)
    assert game.stack == (spell,)


def test_casting_a_sorcery_on_the_opponents_turn_is_illegal(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    sorcery = game.add_card(SORCERY, alice, "hand")
    game.start(bob)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.cast(sorcery)
    assert raised.value.rule == "117.1"  # Bob has priority
    game.pass_priority()
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.cast(sorcery)
    assert raised.value.rule == "307.1"
    assert game_state(game) == before


def test_casting_a_creature_during_combat_is_illegal(new_game: NewGame) -> None:
    """302.1, 117.1a: a creature spell only in its caster's main phase, stack empty."""
    game = new_game()
    alice, _bob = game.players
    card = game.add_card(BEARS, alice, "hand")
    game.start(alice)
    game.advance_to(Step.BEGINNING_OF_COMBAT)
    game.add_mana(alice, "{G}{G}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.cast(card)
    assert raised.value.rule == "117.1a"
    assert "rule 117.1a" in str(raised.value)
    assert game_state(game) == before
    assert card in alice.hand


def test_playing_a_land_during_combat_is_illegal(new_game: NewGame) -> None:
    """305.1: a land is played in a main phase of its player's turn, stack empty."""
    game = new_game()
    alice, _bob = game.players
    card = game.add_card("Forest", alice, "hand")
    game.start(alice)
    game.advance_to(Step.BEGINNING_OF_COMBAT)
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.play_land(card)
    assert raised.value.rule == "305.1"
    assert game_state(game) == before
    assert alice.lands_played == 0


def test_attacking_with_a_tapped_creature_is_illegal_and_changes_nothing(new_game: NewGame) -> None:
    """508.1a: attackers must be untapped. The whole declaration fails: the untapped
    creature declared with it doesn't tap."""
    game = new_game()
    alice, bob = game.players
    tapped = game.add_card(ELVES, alice)
    untapped = game.add_card(GIANT, alice)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.activate_mana_ability(tapped)  # tapped for mana this turn
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert tapped.tapped
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.declare_attackers([untapped, tapped])
    assert raised.value.rule == "508.1a"
    assert "rule 508.1a" in str(raised.value)
    assert game_state(game) == before
    assert not untapped.tapped
    game.declare_attackers([untapped])
    assert untapped.tapped  # 508.1f
    game.advance()
    game.advance()
    assert bob.life == 17


def test_a_tapped_creature_cannot_block(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, alice)
    blocker = game.add_card(GIANT, bob, tapped=True)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.advance()
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.declare_blockers({blocker: bears})
    assert raised.value.rule == "509.1a"
    assert game_state(game) == before


# --------------------------------------------------------------------------- combat


def test_first_strike_kills_the_blocker_before_it_deals_damage(new_game: NewGame) -> None:
    """702.7b, 510.4: Porcelain Legionnaire (3/1 first strike) kills a 2/2 blocker in the
    first-strike damage step; the blocker is gone before the regular step."""
    game = new_game()
    alice, bob = game.players
    legionnaire = game.add_card("Porcelain Legionnaire", alice)
    bears = game.add_card(BEARS, bob)
    game.start(alice)
    to_combat_damage(game, [legionnaire], {bears: legionnaire})
    assert game.step is Step.FIRST_STRIKE_DAMAGE
    assert bears not in game.battlefield
    assert [p.name for p in bob.graveyard] == ["Grizzly Bears"]
    game.advance()
    assert game.step is Step.COMBAT_DAMAGE
    assert legionnaire.zone is Zone.BATTLEFIELD
    assert legionnaire.damage == 0
    hits = [
        (e.source.name, recipient, amount)
        for e in game.log.events(DamageDealt)
        for recipient, amount in e.recipients
    ]
    assert hits == [("Porcelain Legionnaire", bears, 3)]
    assert bob.life == 20  # blocked: no damage to the player (510.1c)


def test_first_strike_kills_a_bigger_blocker_before_it_strikes_back(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    legionnaire = game.add_card("Porcelain Legionnaire", alice)
    giant = game.add_card(GIANT, bob)
    game.start(alice)
    to_combat_damage(game, [legionnaire], {giant: legionnaire})
    assert giant.damage == 3
    game.resolve_stack()
    assert giant not in game.battlefield  # 704.5g after the first-strike step
    game.advance()
    assert legionnaire.zone is Zone.BATTLEFIELD  # the Giant died before it could strike
    assert legionnaire.damage == 0


def test_double_strike_deals_damage_twice(new_game: NewGame) -> None:
    """702.4b: in both the first-strike and the regular combat damage steps."""
    game = new_game()
    alice, bob = game.players
    blade = game.add_card(TWIN_BLADE, alice)
    game.start(alice)
    to_combat_damage(game, [blade])
    assert game.step is Step.FIRST_STRIKE_DAMAGE
    assert bob.life == 18
    game.advance()
    assert game.step is Step.COMBAT_DAMAGE
    assert bob.life == 16
    hits = [(e.source.name, e.recipients) for e in game.log.events(DamageDealt)]
    assert hits == [("Twin Blade", ((bob, 2),)), ("Twin Blade", ((bob, 2),))]


def test_double_striker_whose_blocker_died_deals_no_more_damage(new_game: NewGame) -> None:
    """510.1c: a blocked creature with no blockers left assigns no combat damage."""
    game = new_game()
    alice, bob = game.players
    blade = game.add_card(TWIN_BLADE, alice)
    squire = game.add_card(SQUIRE, bob)
    game.start(alice)
    to_combat_damage(game, [blade], {squire: blade})
    assert squire not in game.battlefield
    game.advance()
    assert game.step is Step.COMBAT_DAMAGE
    assert bob.life == 20
    assert blade.damage == 0
    assert len(game.log.events(DamageDealt)) == 1


def test_lifelink_token_gains_its_controller_life(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """702.15b: damage from a source with lifelink makes its controller gain that much."""
    game = new_game()
    alice, _bob = game.players
    spirit = game.add_card(SPIRIT, alice)
    assert spirit.is_token
    game.start(alice)
    to_combat_damage(game, [spirit])
    expect(game).player("Alice", life=21).player("Bob", life=19)
    gains = [e for e in game.log.events(LifeChanged) if e.player.name == "Alice"]
    assert [(e.amount, e.total) for e in gains] == [(1, 21)]
    assert "lifelink" in gains[0].reason


def test_lifelink_counts_damage_dealt_to_a_creature(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    spirit = game.add_card(SPIRIT, alice)
    bears = game.add_card(BEARS, bob)
    game.start(alice)
    to_combat_damage(game, [spirit], {bears: spirit})
    assert (alice.life, bob.life) == (21, 20)
    assert bears.damage == 1
    assert game.permanents("Lifelink Spirit Token") == []  # 704.5g, then 704.5d
    assert alice.graveyard == ()  # a token leaves no card behind (704.5d)


def test_flying_cant_be_blocked_by_a_creature_without_flying_or_reach(new_game: NewGame) -> None:
    """702.9b."""
    game = new_game()
    alice, bob = game.players
    thrull = game.add_card("Mourning Thrull", alice)
    bears = game.add_card(BEARS, bob)
    spider = game.add_card(SPIDER, bob)
    bird = game.add_card(BIRD, bob)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([thrull])
    game.advance()
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.declare_blockers({bears: thrull})
    assert raised.value.rule == "509.1b"
    assert "702.9b" in str(raised.value)
    assert game_state(game) == before
    with pytest.raises(IllegalActionError):
        game.declare_blockers({spider: thrull, bears: thrull})
    assert game_state(game) == before
    game.declare_blockers({spider: thrull, bird: thrull})  # reach and flying may block


def test_a_flyer_can_block_a_creature_without_flying(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    squire = game.add_card(SQUIRE, alice)
    bird = game.add_card(BIRD, bob)
    game.start(alice)
    to_combat_damage(game, [squire], {bird: squire})
    assert squire not in game.battlefield
    assert bird not in game.battlefield


def test_pacifism_stops_its_creature_attacking_and_blocking(new_game: NewGame) -> None:
    """Pacifism: "Enchanted creature can't attack or block." (508.1c, 509.1b)"""
    game = new_game()
    alice, bob = game.players
    pacifism = game.add_card("Pacifism", alice, "hand")
    alice_bears = game.add_card(BEARS, alice)
    bob_giant = game.add_card(GIANT, bob)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{W}{W}")
    game.cast(pacifism, target=bob_giant)
    game.resolve_stack()
    (aura,) = game.permanents("Pacifism")
    assert aura.attached_to is bob_giant

    game.advance_to(Step.DECLARE_ATTACKERS, bob)
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.declare_attackers([bob_giant])
    assert raised.value.rule == "508.1c"
    assert "Pacifism" in str(raised.value)
    assert game_state(game) == before
    assert not bob_giant.tapped

    game.advance_to(Step.DECLARE_ATTACKERS, alice)
    game.declare_attackers([alice_bears])
    game.advance()
    before = game_state(game)
    with pytest.raises(IllegalActionError) as raised:
        game.declare_blockers({bob_giant: alice_bears})
    assert raised.value.rule == "509.1b"
    assert game_state(game) == before
    game.declare_blockers({})
    game.advance()
    assert bob.life == 18


def test_pacifism_only_affects_the_creature_it_enchants(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    game = new_game()
    alice, bob = game.players
    pacified = game.add_card(BEARS, alice)
    free = game.add_card(GIANT, alice)
    game.add_card("Pacifism", bob, attached_to=pacified)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError):
        game.declare_attackers([pacified, free])
    game.declare_attackers([free])
    game.advance()
    game.advance()
    expect(game).player("Bob", life=17)


@pytest.mark.parametrize(
    ("to_first", "first_dies", "second_damage"),
    [
        (2, True, 1),
        (1, False, 2),
        (0, False, 3),
    ],
)
def test_attacker_with_two_blockers_divides_damage_as_its_controller_chooses(
    new_game: NewGame, to_first: int, first_dies: bool, second_damage: int
) -> None:
    """510.1c: a creature blocked by two or more assigns its damage divided as its
    controller chooses among them: asked how much goes to the first blocker, the rest
    goes to the second (510.1a: all of it is assigned)."""
    chooser = ScriptedChooser({"damage assignment": [to_first]})
    game = new_game(chooser=chooser)
    alice, bob = game.players
    giant = game.add_card(GIANT, alice)
    first = game.add_card(BEARS, bob)
    second = game.add_card(SPIDER, bob)
    game.start(alice)
    to_combat_damage(game, [giant], {first: giant, second: giant})
    asked = [c for c in chooser.asked if c.kind is ChoiceKind.DAMAGE_ASSIGNMENT]
    assert len(asked) == 1
    assert asked[0].player is alice
    assert tuple(asked[0].options) == (3, 2, 1, 0)
    assert (first not in game.battlefield) is first_dies
    if second_damage >= 3:  # lethal for the 1/3 Spider (704.5g)
        assert second not in game.battlefield
    else:
        assert second.zone is Zone.BATTLEFIELD
        assert second.damage == second_damage
    assert giant not in game.battlefield  # 2 + 1 damage from its blockers, 704.5g
    assert bob.life == 20
    assert chooser.remaining() == {}


def test_mourning_thrull_gains_life_equal_to_the_damage_it_deals(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    game.add_card("Mourning Thrull", alice)
    (thrull,) = game.permanents("Mourning Thrull")
    game.start(alice)
    to_combat_damage(game, [thrull])
    assert bob.life == 19
    assert len(game.stack) == 1  # a triggered ability (603.2), not lifelink
    assert alice.life == 20
    game.resolve_stack()
    assert alice.life == 21
    assert [e.ability for e in game.log.events(AbilityTriggered)] == [
        "Whenever Mourning Thrull deals damage, you gain that much life."
    ]


def test_mourning_thrull_gains_life_even_if_it_dies_in_the_combat(new_game: NewGame) -> None:
    """603.10 is not needed: the ability triggered; it resolves though the Thrull is gone
    (608.2h uses last known information)."""
    game = new_game()
    alice, bob = game.players
    thrull = game.add_card("Mourning Thrull", alice)
    spider = game.add_card(SPIDER, bob)
    game.start(alice)
    to_combat_damage(game, [thrull], {spider: thrull})
    assert thrull not in game.battlefield
    game.resolve_stack()
    assert alice.life == 21
    assert spider.damage == 1


# --------------------------------------------------------------------------- state-based actions


class KeepNewest:
    """Keeps the newest legendary permanent; otherwise the first option."""

    def choose(self, choice: Choice) -> Any:
        if choice.kind is ChoiceKind.LEGEND_RULE:
            return max(choice.options, key=lambda p: p.id)
        return choice.options[0]


@pytest.mark.parametrize("keep_newest", [False, True])
def test_legend_rule_with_two_squalls(new_game: NewGame, keep_newest: bool) -> None:
    """704.5j: the controller chooses one; the rest go to their owners' graveyards."""
    game = new_game(chooser=KeepNewest() if keep_newest else None)
    alice, _bob = game.players
    old = game.add_card("Squall, SeeD Mercenary", alice)
    card = game.add_card("Squall, SeeD Mercenary", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{W}{B}{C}{C}")
    game.cast(card)
    game.resolve_top()
    squalls = game.permanents("Squall, SeeD Mercenary")
    assert len(squalls) == 1
    if keep_newest:
        assert squalls[0] is not old
        assert old not in game.battlefield
    else:
        assert squalls[0] is old
    assert [c.name for c in alice.graveyard] == ["Squall, SeeD Mercenary"]
    moves = [e for e in game.log.events(ZoneChanged) if "704.5j" in e.reason]
    assert len(moves) == 1
    assert moves[0].to_zone == "graveyard"


def test_legend_rule_is_per_controller(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    game.add_card("Squall, SeeD Mercenary", alice)
    card = game.add_card("Squall, SeeD Mercenary", bob, "hand")
    game.start(bob)
    game.advance_to(Step.MAIN1)
    game.add_mana(bob, "{W}{B}{C}{C}")
    game.cast(card)
    game.resolve_stack()
    assert len(game.permanents("Squall, SeeD Mercenary")) == 2


def test_lethal_damage_destroys_and_damage_wears_off_in_cleanup(new_game: NewGame) -> None:
    """704.5g: damage at least equal to toughness destroys; 514.2: damage marked on
    permanents is removed in the cleanup step, not before."""
    game = new_game()
    alice, bob = game.players
    giant = game.add_card(GIANT, alice)
    bears = game.add_card(BEARS, bob)
    game.start(alice)
    to_combat_damage(game, [giant], {bears: giant})
    assert bears not in game.battlefield
    graveyard_moves = [e for e in game.log.events(ZoneChanged) if "704.5g" in e.reason]
    assert [e.object.name for e in graveyard_moves] == ["Grizzly Bears"]
    assert giant.zone is Zone.BATTLEFIELD
    assert giant.damage == 2  # 2 < 3: not lethal
    game.advance_to(Step.END)
    assert giant.damage == 2
    game.next_turn()
    assert giant.damage == 0
    assert giant.zone is Zone.BATTLEFIELD


def test_damage_equal_to_toughness_is_lethal(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, alice)
    other = game.add_card(BEARS, bob)
    game.start(alice)
    to_combat_damage(game, [bears], {other: bears})
    assert bears not in game.battlefield
    assert other not in game.battlefield


def test_until_end_of_turn_double_strike_ends_in_cleanup(new_game: NewGame) -> None:
    """Squall's Rough Divide: double strike until end of turn (611.2a); it ends in the
    cleanup step (514.2)."""
    game = new_game()
    alice, bob = game.players
    squall = game.add_card("Squall, SeeD Mercenary", alice)
    game.start(alice)
    assert not squall.has_keyword("double strike")
    to_combat_damage(game, [squall])
    game.resolve_stack()
    assert squall.has_keyword("double strike")
    game.advance()
    assert bob.life == 14  # 3 twice
    game.advance_to(Step.END)
    assert squall.has_keyword("double strike")
    game.next_turn()
    assert not squall.has_keyword("double strike")
    assert "double strike" not in squall.keywords


# --------------------------------------------------------------------------- the log


def test_event_log_is_readable_and_structured(new_game: NewGame) -> None:
    game = new_game()
    alice, _bob = game.players
    forest = game.add_card("Forest", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.play_land(forest)
    text = game.log.text()
    lines = text.splitlines()
    assert len(lines) == len(game.log)
    assert "Alice plays first" in lines[0]
    assert any(line.startswith("T1") and "Turn 1: Alice's turn" in line for line in lines)
    assert any("Alice played Forest" in line for line in lines)
    assert lines[-1].startswith("T1 precombat main")
    played = game.log.events(LandPlayed)
    assert len(played) == 1
    assert (played[0].player.name, played[0].land.name) == ("Alice", "Forest")
    assert [e.text for e in game.log.events()] == game.log.lines()


def run_script(new_game: NewGame, seed: int) -> Game:
    game = new_game(library=0, seed=seed)
    alice, bob = game.players
    for player in game.players:
        for name in ("Plains", "Island", "Swamp", "Mountain", "Forest") * 3:
            game.add_card(name, player, "library")
    game.add_card("Mourning Thrull", alice)
    game.add_card(TWIN_BLADE, alice)
    game.add_card(BEARS, bob)
    game.start(alice, opening_hands=True)
    attackers = game.permanents(controller=alice)
    (bears,) = game.permanents(controller=bob)
    twin = next(p for p in attackers if p.name == "Twin Blade")
    to_combat_damage(game, attackers, {bears: twin})
    game.resolve_stack()
    game.next_turn()
    game.next_turn()
    return game


def test_the_same_script_gives_the_same_log(new_game: NewGame) -> None:
    first = run_script(new_game, seed=7)
    second = run_script(new_game, seed=7)
    assert first.log.text() == second.log.text()
    assert len(first.log) > 50
    assert first.players[0].life == 21
    assert first.players[1].life == 19


def test_the_shuffle_follows_the_seed(new_game: NewGame) -> None:
    hands = {
        seed: [c.name for c in run_script(new_game, seed).players[0].hand] for seed in (1, 2, 3)
    }
    assert len({tuple(h) for h in hands.values()}) > 1


def test_a_mana_ability_cannot_be_activated_again_while_it_resolves(new_game: NewGame) -> None:
    """605.3c: once a player begins to activate a mana ability, it can't be activated
    again until it has resolved, even from inside its own resolution."""
    attempts: list[str] = []

    @hookimpl
    def on_mana_ability_resolved(game: Game, event: ManaAbilityResolved) -> None:
        try:
            game.activate_mana_ability(event.permanent, 1)
        except IllegalActionError as error:
            attempts.append(str(error))

    spring = load_card_text(
        'name = "Echoing Spring"\ntypes = ["Land"]\n'
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{C}"\n'
        '[[mana_abilities]]\ncost = "{1}"\nadd = "{G}"\n',
        plugin=SimpleNamespace(on_mana_ability_resolved=on_mana_ability_resolved),
    )
    game = new_game(cards=[spring])
    alice = game.players[0]
    land = game.add_card("Echoing Spring", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{C}")
    game.activate_mana_ability(land, 1)
    assert attempts == [
        f"rule 605.3c: {land}'s mana ability can't be activated again until it resolves"
    ]
    assert alice.mana_pool.mana == ManaAmount.of(ManaType.G)


@pytest.mark.parametrize("placed", ["before", "after"])
def test_a_permanent_placed_under_mind_control_was_always_so(
    new_game: NewGame, placed: str
) -> None:
    """302.6, 613.1b: Bob's Elves and a Mind Control on them placed for Alice, before or
    after the game begins at her main phase, are as if always so: the Elves have been
    hers since her turn began (not summoning sick: they tap for mana), and no control
    changed."""
    game = new_game()
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", bob)
    if placed == "after":
        game.begin_at(alice, Step.MAIN1)
    game.add_card("Mind Control", alice, attached_to=elves)
    if placed == "before":
        game.begin_at(alice, Step.MAIN1)
    game.settle()
    assert elves.controller is alice and not elves.summoning_sick
    game.activate_mana_ability(elves)
    assert alice.mana_pool.total == 1
    assert not game.log.events(ControlChanged)
