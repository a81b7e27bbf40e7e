"""Priority (117): who may act, passing in turn order, and what happens when all players
pass in succession (117.4). The one-call conveniences (``resolve_top``, ``advance``) are
"every player passes"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    PASS,
    Game,
    IllegalActionError,
    ManaLeft,
    PriorityPassed,
    ScriptedChooser,
    SpellResolved,
    Step,
    Zone,
    game_state,
)

NewGame = Callable[..., Game]

SPARK = "Quick Spark"  # an {R} instant (tests/cards)


def test_the_active_player_receives_priority_as_a_step_begins(new_game: NewGame) -> None:
    """117.3a: after turn-based actions and triggers, the active player gets priority."""
    game = new_game()
    alice, bob = game.players
    game.start(alice)
    assert (game.step, game.priority) == (Step.UPKEEP, alice)
    game.advance_to(Step.MAIN1, bob)
    assert game.priority is bob


def test_passing_gives_priority_to_the_next_player_in_turn_order(new_game: NewGame) -> None:
    """117.3d: the next player in turn order receives priority; passing announces the
    mana in the pool."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    alice, bob, carol = game.players
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{G}")
    game.pass_priority()
    assert game.priority is carol
    game.pass_priority()
    assert game.priority is alice
    [first, second] = game.log.events(PriorityPassed)
    assert (first.player, second.player) == (bob, carol)
    assert "Bob passed priority, with {G} in their pool (117.3d)." in game.log.text()


def test_all_players_passing_with_an_empty_stack_ends_the_step(new_game: NewGame) -> None:
    """117.4: the step ends; in the next, the active player has priority again."""
    game = new_game()
    alice, _bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.pass_priority()
    assert game.step is Step.MAIN1
    game.pass_priority()
    assert game.step is Step.BEGINNING_OF_COMBAT and game.priority is alice


def test_all_players_passing_resolves_the_top_of_the_stack(new_game: NewGame) -> None:
    """117.4, 117.3b: the top object resolves, then the active player receives priority."""
    game = new_game()
    alice, bob = game.players
    spark = game.add_card(SPARK, bob, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.pass_priority()
    game.add_mana(bob, "{R}")
    game.cast(spark)
    assert game.priority is bob  # 117.3c: the caster receives priority again
    game.pass_priority()
    assert game.priority is alice and game.stack
    game.pass_priority()
    assert game.stack == () and game.priority is alice
    assert len(game.log.events(SpellResolved)) == 1


def test_an_action_starts_the_passing_anew(new_game: NewGame) -> None:
    """117.4: "in succession" means with no action in between. Alice casts a Spark, Bob
    responds with one; Bob passes, Alice passes: only Bob's resolves."""
    game = new_game()
    alice, bob = game.players
    alices = game.add_card(SPARK, alice, "hand")
    bobs = game.add_card(SPARK, bob, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.add_mana(bob, "{R}")
    game.cast(alices)
    game.pass_priority()
    game.cast(bobs)  # in response (117.7)
    game.pass_priority()
    game.pass_priority()
    [resolved] = game.log.events(SpellResolved)
    assert resolved.spell.owner is bob
    assert [item.owner for item in game.stack] == [alice]
    assert game.priority is alice


def test_a_player_without_priority_cant_act(new_game: NewGame) -> None:
    """117.1: a spell is cast, an ability activated, a land played by the player who has
    priority; the refusal changes nothing."""
    game = new_game()
    alice, bob = game.players
    spark = game.add_card(SPARK, bob, "hand")
    forest = game.add_card("Forest", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(bob, "{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 117\.1: Bob can't cast a spell"):
        game.cast(spark)
    with pytest.raises(IllegalActionError, match=r"rule 117\.1: Bob can't activate"):
        game.activate_mana_ability(forest)
    assert game_state(game) == before
    assert spark.zone is Zone.HAND


def test_nobody_has_priority_before_attackers_are_declared(new_game: NewGame) -> None:
    """117.3a, 508.1-508.2: the declaration comes first; then the active player gets
    priority."""
    game = new_game()
    alice, _bob = game.players
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError, match=r"rule 117\.3a: attackers must be declared"):
        game.pass_priority()
    game.declare_attackers([])
    assert game.priority is alice


def test_resolve_top_is_every_player_passing(new_game: NewGame) -> None:
    """The convenience: whoever has priority, all pass in succession."""
    game = new_game()
    alice, bob = game.players
    spark = game.add_card(SPARK, alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(spark)
    game.pass_priority()
    assert game.priority is bob
    game.resolve_top()
    assert game.stack == () and game.priority is alice


def test_a_departed_player_is_skipped(new_game: NewGame) -> None:
    """800.4a, 101.4: a player who left the game gets no priority; two players passing
    is then everyone."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    alice, bob, carol = game.players
    game.begin_at(alice, Step.MAIN1)
    game.lose_life(bob, 20)
    assert bob.has_lost
    game.pass_priority()
    assert game.priority is carol
    game.pass_priority()
    assert game.step is Step.BEGINNING_OF_COMBAT


def test_the_chooser_decides_whether_a_player_responds(new_game: NewGame) -> None:
    """117.1: with priority, a player may pass or act. ``resolve_stack(ask=True)`` asks
    each player who receives priority; Bob answers Alice's Divination with Counterspell,
    and everyone else passes."""
    chooser = ScriptedChooser({"priority": ["cast Counterspell"]})
    game = new_game(chooser=chooser)
    alice, bob = game.players
    counterspell = game.add_card("Counterspell", bob, "hand")
    divination = game.add_card("Divination", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{U}")
    game.add_mana(bob, "{U}{U}")
    game.cast(divination)
    offered = game.decisions()
    assert offered == [PASS]  # Alice has nothing else she could cast now
    game.resolve_stack(ask=True)
    asked = [c for c in chooser.asked if c.kind.value == "priority"]
    assert asked[0].player is bob  # Alice could only pass: a lone option isn't asked
    assert [o if isinstance(o, str) else o.name for o in asked[0].options] == [
        "pass",
        "cast Counterspell",
    ]
    assert counterspell.zone is None and [c.name for c in bob.graveyard] == ["Counterspell"]
    assert [c.name for c in alice.graveyard] == ["Divination"] and alice.hand == ()


def test_decisions_offer_only_what_the_rules_allow(new_game: NewGame) -> None:
    """A sorcery only in its caster's main phase with an empty stack (307.1); an ability
    whose cost can't be paid isn't offered (118.3); trying changes nothing."""
    game = new_game()
    alice, _bob = game.players
    game.add_card("Divination", alice, "hand")
    game.add_card("Prodigal Pyromancer", alice)
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    names = [o if isinstance(o, str) else o.name for o in game.decisions()]
    assert names == [
        "pass",
        "activate Prodigal Pyromancer: {T}: This creature deals 1 damage to any target.",
    ]
    assert game_state(game) == before
    game.add_mana(alice, "{2}{U}")
    assert "cast Divination" in [getattr(o, "name", o) for o in game.decisions()]


def test_mana_left_after_paying_is_announced(new_game: NewGame) -> None:
    """106.4a: Lightning Bolt ({R}) paid from a pool of {R}{U}{B}: the log says what is still
    there ({U}{B}); paid from {R} alone, nothing is left and nothing is said."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{U}{B}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=game.players[1])
    [left] = game.log.events(ManaLeft)
    assert left.player is alice and str(left.mana) == "{U}{B}"
    assert "Alice has {U}{B} left in their mana pool (106.4a)." in game.log.text()
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=game.players[1])
    assert game.log.events(ManaLeft) == []
