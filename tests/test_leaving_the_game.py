"""A player leaving a multiplayer game (800.4): their turn goes on without them (800.4j),
their loss is one of the state-based actions performed together (704.3), effects giving
them control end and what they still control is exiled (800.4a, 800.4c), their "until
your next turn" effects end as that turn would have begun (800.4m); a restart ends the old
game's delayed triggers (726.1); a player concedes at any time (104.3a). A pass of a player
who left counts no more (117.4); a spell is its caster's (601.2a), exiled as they leave;
the active player leaving before declaring attackers declares none (800.4j); a block of a
player who left is none (506.4)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    AbilityTriggered,
    Cast,
    Game,
    GameObject,
    IllegalActionError,
    PlayerLost,
    PriorityPassed,
    Step,
    Zone,
    ZoneChanged,
    load_card_text,
)

NewGame = Callable[..., Game]
THREE = ("Alice", "Bob", "Carol")


def test_a_turn_goes_on_without_the_active_player_who_left(new_game: NewGame) -> None:
    """800.4j: Alice loses in her main phase; in her beginning of combat Bob receives
    priority, then Carol, and in her declare attackers step nobody is asked to declare
    attackers."""
    game = new_game(players=THREE)
    alice, bob, carol = game.players
    game.begin_at(alice, Step.MAIN1)
    game.lose_life(alice, 20)
    game.settle()
    assert alice.has_lost and game.priority is bob
    game.pass_priority()
    game.pass_priority()
    assert game.step is Step.BEGINNING_OF_COMBAT and game.priority is bob
    mark = len(game.log)
    game.pass_priority()
    game.pass_priority()
    passed = [e.event.player for e in list(game.log)[mark:] if isinstance(e.event, PriorityPassed)]
    assert passed == [bob, carol]
    assert game.step is Step.DECLARE_ATTACKERS and game.awaiting is None
    decision = game.decision()
    assert decision is not None and decision.player == "Bob" and decision.kind == "priority"


def test_a_loss_and_a_death_at_one_check_are_one_event(new_game: NewGame) -> None:
    """704.3, 800.4a: Bob at 5 life blocks Alice's trampling Dreadmaw with his Elves; at
    the check after combat damage he loses and the Elves is destroyed at once: it dies
    (Carol's Blood Artist triggers), and then leaves the game from his graveyard."""
    game = new_game(players=THREE)
    alice, bob, carol = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    elves = game.add_card("Llanowar Elves", bob)
    game.add_card("Blood Artist", carol)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    bob.life = 5
    game.declare_attackers({dreadmaw: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({elves: dreadmaw})
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.has_lost
    moves = [(e.from_zone, e.to_zone) for e in game.log.events(ZoneChanged)]
    assert ("battlefield", "graveyard") in moves and ("graveyard", "out of the game") in moves
    assert [t.source.name for t in game.log.events(AbilityTriggered)] == ["Blood Artist"]


STEAL = load_card_text(
    'name = "Steal Forever"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "Gain control of target creature."\n'
    '[spell]\ntargets = ["target creature"]\neffects = [{ gain_control = "target" }]\n'
)
BORROW = load_card_text(
    'name = "Borrow"\nmana_cost = "{R}"\ntypes = ["Sorcery"]\n'
    'oracle = "Gain control of target creature until end of turn."\n'
    '[spell]\ntargets = ["target creature"]\n'
    'effects = [{ gain_control = "target", duration = "until end of turn" }]\n'
)


def test_an_effect_giving_the_leaving_player_control_ends(new_game: NewGame) -> None:
    """800.4a: Bob gained control of Carol's Dreadmaw for the rest of the game; as he
    leaves, that effect ends and the Dreadmaw is Carol's again, not exiled."""
    game = new_game(players=THREE, cards=[STEAL])
    _, bob, carol = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", carol)
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{U}")
    game.cast(game.add_card("Steal Forever", bob, "hand"), target=dreadmaw)
    game.resolve_stack()
    game.lose_life(bob, 20)
    game.settle()
    assert bob.has_lost and dreadmaw.controller is carol and game.exile_zone == ()


def test_what_control_reverts_to_a_player_who_left_is_exiled(new_game: NewGame) -> None:
    """800.4c: Carol's Dreadmaw is Bob's by default; Alice borrows it until end of turn
    and Bob leaves; as Alice's effect ends in her cleanup step, the Dreadmaw is exiled."""
    game = new_game(players=THREE, cards=[BORROW])
    alice, bob, carol = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", carol, controller=bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Borrow", alice, "hand"), target=dreadmaw)
    game.resolve_stack()
    game.lose_life(bob, 20)
    game.settle()
    assert bob.has_lost and dreadmaw.controller is alice
    game.next_turn()
    assert game.battlefield == () and [c.name for c in game.exile_zone] == ["Colossal Dreadmaw"]


STAND = load_card_text(
    'name = "Brace Up"\nmana_cost = "{W}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature gets +0/+3 until your next turn."\n'
    '[spell]\ntargets = ["target creature"]\n'
    'effects = [{ gets = "+0/+3", on = "target", duration = "until your next turn" }]\n'
)


def _carols_dreadmaw_braced_by_bob(new_game: NewGame) -> tuple[Game, GameObject]:
    """Three players; in his main phase Bob gives Carol's Dreadmaw +0/+3 until his next
    turn (611.2a): the game, and the Dreadmaw."""
    game = new_game(players=THREE, cards=[STAND])
    _, bob, carol = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", carol)
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{W}")
    game.cast(game.add_card("Brace Up", bob, "hand"), target=dreadmaw)
    game.resolve_stack()
    return game, dreadmaw


def test_until_your_next_turn_lasts_until_that_turn_would_have_begun(new_game: NewGame) -> None:
    """800.4m: Bob's "until your next turn" +0/+3 on Carol's Dreadmaw lasts after he
    leaves in Carol's turn, through Alice's, and ends as his turn would have begun."""
    game, dreadmaw = _carols_dreadmaw_braced_by_bob(new_game)
    bob = game.players[1]
    game.next_turn()
    game.lose_life(bob, 20)
    game.settle()
    toughness = [dreadmaw.toughness]
    for _ in range(3):  # Alice's turn, then Carol's: Bob's would have begun between
        game.next_turn()
        toughness.append(dreadmaw.toughness)
    assert toughness == [9, 9, 6, 6]


def test_a_pending_extra_turn_of_a_player_who_left_is_their_next_turn(
    new_game: NewGame,
) -> None:
    """800.4m, 500.7, 800.4k: Bob's "until your next turn" +0/+3 on Carol's Dreadmaw;
    he has an extra turn to take after his own, and leaves: the extra turn isn't taken,
    but it was his next turn: the effect ends as it would have begun, before Carol's."""
    game, dreadmaw = _carols_dreadmaw_braced_by_bob(new_game)
    _, bob, carol = game.players
    game.add_extra_turn(bob)
    game.lose_life(bob, 20)
    game.settle()
    assert dreadmaw.toughness == 9
    game.next_turn()
    assert game.active_player is carol and dreadmaw.toughness == 6


GIFT = load_card_text(
    'name = "Delayed Gift"\nmana_cost = "{W}"\ntypes = ["Sorcery"]\n'
    'oracle = "At the beginning of the next end step, you gain 5 life."\n'
    '[spell]\neffects = [{ gain_life = 5, at = "the beginning of the next end step" }]\n'
)


def test_a_restart_ends_the_old_games_delayed_triggers(new_game: NewGame) -> None:
    """726.1: the restarted game ends; Alice's "at the beginning of the next end step,
    you gain 5 life" doesn't reach the new game's first end step."""
    game = new_game(players=THREE, cards=[GIFT], library=15)
    alice, _, carol = game.players
    game.start(alice)
    game.advance_to(Step.MAIN1)
    carol.life = 0
    game.settle()
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Delayed Gift", alice, "hand"))
    game.resolve_stack()
    game.restart(alice)
    assert game.delayed_triggers == ()
    game.advance_to(Step.END)
    game.resolve_stack()
    assert alice.life == 20


def test_a_player_concedes_at_any_time_and_leaves_at_once(new_game: NewGame) -> None:
    """104.3a: Bob concedes while Alice's Lightning Bolt waits for its target: he leaves
    the game at once and loses it (800.4a: his permanents with him), the decision waiting
    is abandoned, and the game goes on with Alice and Carol, Alice with priority. When
    Carol concedes too, Alice wins (104.2a); no one concedes a game that is over (104.1)
    nor twice (800.4a)."""
    game = new_game(players=THREE)
    alice, bob, carol = game.players
    elves = game.add_card("Llanowar Elves", bob)
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    waiting = game.answer(Cast(bolt.id, bolt.name))
    assert waiting is not None and waiting.kind == "target"
    game.concede(bob)
    assert bob.has_lost and elves.zone is None and not game.game_over
    assert [e.reason for e in game.log.events(PlayerLost)] == ["conceded (104.3a)"]
    decision = game.decision()
    assert decision is not None and (decision.player, decision.kind) == ("Alice", "priority")
    assert bolt.zone is Zone.HAND and alice.mana_pool.total == 1
    with pytest.raises(IllegalActionError, match=r"800\.4a"):
        game.concede(bob)
    game.concede(carol)
    assert game.game_over and game.winner is alice
    with pytest.raises(IllegalActionError, match=r"104\.1"):
        game.concede(alice)


FOUR = ("Alice", "Bob", "Carol", "Dave")


def test_a_pass_of_a_player_who_left_counts_no_more(new_game: NewGame) -> None:
    """117.4, 800.4a: Carol casts Lightning Bolt and passes, Dave passes, then Dave
    concedes while Alice has priority. When Alice passes, Bob, still in the game, hasn't
    passed since the Bolt was cast: he receives priority (117.3d) and the Bolt waits
    until he passes too."""
    game = new_game(players=FOUR)
    alice, bob, carol, dave = game.players
    game.begin_at(alice, Step.MAIN1)
    game.pass_priority()
    game.pass_priority()
    game.add_mana(carol, "{R}")
    game.cast(game.add_card("Lightning Bolt", carol, "hand"), target=alice)
    game.pass_priority()
    game.pass_priority()
    assert game.priority is alice
    game.concede(dave)
    game.pass_priority()
    assert game.priority is bob and [s.name for s in game.stack] == ["Lightning Bolt"]
    assert alice.life == 20
    game.pass_priority()  # Carol, Alice and Bob have passed in succession
    assert not game.stack and alice.life == 17


def test_a_pass_of_a_player_who_left_before_it_does_count_no_less(new_game: NewGame) -> None:
    """117.4: Alice casts a Bolt and passes; Dave, who hasn't passed, concedes while Bob
    has priority: Bob and Carol passing resolve it, Alice's pass still counted."""
    game = new_game(players=FOUR)
    alice, bob, carol, dave = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    game.pass_priority()
    assert game.priority is bob
    game.concede(dave)
    game.pass_priority()
    assert game.stack and game.priority is carol
    game.pass_priority()
    assert not game.stack and bob.life == 17


GRAVE_BORROW = load_card_text(
    'name = "Grave Borrow"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    "oracle = \"You may cast target instant card in an opponent's graveyard without paying "
    'its mana cost."\n[spell]\n'
    'targets = ["target instant card in an opponent\'s graveyard"]\n'
    'effects = [{ cast_without_paying = "target", may = true }]\n'
)


def test_a_spell_is_controlled_by_its_caster_and_exiled_as_they_leave(new_game: NewGame) -> None:
    """601.2a: Bob casts Alice's Lightning Bolt from her graveyard: the spell is his.
    800.4a: Bob leaves the game; the Bolt, Alice's card he still controls, is exiled and
    deals no damage."""
    game = new_game(players=THREE, cards=[GRAVE_BORROW])
    alice, bob, _ = game.players
    bolt = game.add_card("Lightning Bolt", alice, "graveyard")
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{U}")
    game.cast(game.add_card("Grave Borrow", bob, "hand"), target=bolt)
    game.resolve_top()
    [spell] = game.stack
    assert spell.name == "Lightning Bolt" and spell.controller is bob and spell.owner is alice
    game.concede(bob)
    assert not game.stack and alice.life == 20
    assert [c.name for c in game.exile_zone] == ["Lightning Bolt"]
    [exiled] = [e for e in game.log.events(ZoneChanged) if e.to_zone == "exile"]
    assert exiled.reason == "its controller left the game, 800.4a"


def test_a_spell_cast_from_an_opponents_graveyard_is_its_casters(new_game: NewGame) -> None:
    """601.2a, 608.2: a spell Bob casts from Alice's graveyard is controlled by Bob: its
    "you gain 5 life" is his."""
    gift = load_card_text(
        'name = "Quick Gift"\nmana_cost = "{W}"\ntypes = ["Instant"]\n'
        'oracle = "You gain 5 life."\n[spell]\neffects = [{ gain_life = 5 }]\n'
    )
    game = new_game(cards=[GRAVE_BORROW, gift])
    alice, bob = game.players
    card = game.add_card("Quick Gift", alice, "graveyard")
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{U}")
    game.cast(game.add_card("Grave Borrow", bob, "hand"), target=card)
    game.resolve_stack()
    assert (alice.life, bob.life) == (20, 25)


def test_the_active_player_leaving_before_declaring_attackers_declares_none(
    new_game: NewGame,
) -> None:
    """800.4j, 104.3a: Alice concedes while her declaration of attackers is awaited:
    nobody declares, and Bob, the next player in turn order, receives priority."""
    game = new_game(players=THREE)
    alice, bob, carol = game.players
    game.add_card("Colossal Dreadmaw", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    assert game.awaiting == "attackers"
    game.concede(alice)
    assert game.awaiting is None and game.priority is bob
    decision = game.decision()
    assert decision is not None and (decision.player, decision.kind) == ("Bob", "priority")
    game.pass_priority()
    assert game.priority is carol


def test_a_block_of_a_player_who_left_is_no_block(new_game: NewGame) -> None:
    """802.4, 800.4a, 506.4: Bob declares his blocks, then concedes before Carol declares
    hers: his Elves left the game with him and blocks nothing."""
    game = new_game(players=THREE)
    alice, bob, carol = game.players
    first, second = (game.add_card("Colossal Dreadmaw", alice) for _ in range(2))
    elves = game.add_card("Llanowar Elves", bob)
    wall = game.add_card("Wall of Stone", carol)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({first: bob, second: carol})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blocks_of({elves: first})
    game.concede(bob)
    game.declare_blocks_of({wall: second})
    assert game.blockers_of(first) == () and game.blockers_of(second) == (wall,)


def test_the_passes_before_a_player_left_holding_priority_still_count(
    new_game: NewGame,
) -> None:
    """117.4, 800.4a: Alice casts a Bolt and passes, Bob passes, then Carol, who has
    priority, concedes: Dave receives priority, and when he passes, Alice, Bob and Dave
    have passed in succession: the Bolt resolves."""
    game = new_game(players=FOUR)
    alice, bob, carol, dave = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    game.pass_priority()
    game.pass_priority()
    assert game.priority is carol
    game.concede(carol)
    assert game.priority is dave and game.stack
    game.pass_priority()
    assert not game.stack and bob.life == 17


def test_a_concession_during_the_mulligans_starts_the_game_for_the_players_left(
    new_game: NewGame,
) -> None:
    """104.3a, 100.1b: Bob concedes while his mulligan waits in a three-player game: the
    start is taken again for Alice and Carol, each asked anew (103.5), and the game is
    still a multiplayer game: Alice's first mulligan is free (103.5c) and she doesn't
    skip her first draw (103.8c). When the starting player concedes, the next in turn
    order starts (103.1)."""
    game = new_game(players=THREE, library=20)
    alice, bob, carol = game.players
    first = game.start_with_decisions(alice)
    assert first is not None and (first.player, first.kind) == ("Alice", "mulligan")
    assert game.answer("mulligan").player == "Bob"
    game.concede(bob)
    assert bob.has_lost and game.turn_number == 0
    again = game.decision()
    assert again is not None and (again.player, again.kind) == ("Alice", "mulligan")
    assert game.answer("mulligan").player == "Carol"
    assert game.answer("keep").player == "Alice"
    assert game.answer("keep").kind == "priority"
    assert game.began_with == 3 and game.active_player is alice
    assert len(alice.hand) == 7 and len(carol.hand) == 7
    game.advance_to(Step.MAIN1)
    assert len(alice.hand) == 8

    other = new_game(players=THREE, library=20)
    first = other.start_with_decisions("Alice")
    assert first is not None and first.player == "Alice"
    other.concede("Alice")
    again = other.decision()
    assert again is not None and (again.player, again.kind) == ("Bob", "mulligan")
    restored = Game.from_json(other.to_json()).decision()  # the start as saved
    assert restored is not None and restored.prompt == again.prompt


def test_a_game_begins_with_the_players_still_in_it(new_game: NewGame) -> None:
    """100.1b, 103.8a: Carol concedes before the game starts: it begins with two players,
    so Alice, starting, skips her first draw."""
    game = new_game(players=THREE, library=20)
    alice = game.players[0]
    game.concede("Carol")
    game.start(alice, opening_hands=True)
    game.advance_to(Step.MAIN1)
    assert game.began_with == 2 and len(alice.hand) == 7
