"""The edges of the rulings that their own tests set up otherwise: T-1 (302.6) by play
and by a control change, not by the setup flag; M-2 for a source that would produce no
mana; M-4 for the mana as replaced; M-5 for "you tap" and who orders; X-1 with March gone
before its trigger resolves; MC-2 for devotion reached after the upkeep began; SQ-1 with
attackers split between two players."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import Game, GameObject, IllegalActionError, ManaType, Step

NewGame = Callable[..., Game]


def pool(game: Game, index: int = 0) -> list[str]:
    counts = game.players[index].mana_pool.mana.counts
    return sorted(t.value for t, n in counts.items() for _ in range(n))


def cast_in_main(game: Game, card: GameObject, mana: str, **how: object) -> None:
    """The game started with Alice, in her main phase, she casts ``card`` and it resolves."""
    alice = game.players[0]
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, mana)
    game.cast(card, **how)
    game.resolve_stack()


def test_t1_a_creature_cast_this_turn_cant_tap_in_the_next_opponents_turn(
    new_game: NewGame,
) -> None:
    """T-1, 107.5, 302.6: Elves Alice casts in her turn haven't been hers since her most recent
    turn began, in Bob's turn either; Elves she had before her turn have."""
    game = new_game()
    alice, _ = game.players
    old = game.add_card("Llanowar Elves", alice)
    cast_in_main(game, game.add_card("Llanowar Elves", alice, "hand"), "{G}")
    [new] = [p for p in game.permanents("Llanowar Elves") if p is not old]
    game.next_turn()
    game.advance_to(Step.MAIN1)
    game.pass_priority()  # Alice has priority in Bob's turn
    with pytest.raises(IllegalActionError, match=r"302\.6"):
        game.activate_mana_ability(new)
    game.activate_mana_ability(old)
    assert pool(game) == ["G"]


def test_t1_a_creature_taken_this_turn_cant_tap(new_game: NewGame) -> None:
    """T-1, 107.5, 302.6: Elves Alice takes with Mind Control this turn aren't hers since her
    turn began: their {T} can't be paid."""
    game = new_game()
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", bob)
    control = game.add_card("Mind Control", alice, "hand")
    cast_in_main(game, control, "{U}{U}{C}{C}{C}", target=elves)
    assert elves.controller is alice
    with pytest.raises(IllegalActionError, match=r"302\.6"):
        game.activate_mana_ability(elves)


def test_m2_a_source_that_would_produce_no_mana_could_produce_no_type(
    new_game: NewGame,
) -> None:
    """M-2, 106.7: Bob's Cabal Coffers with no Swamp would produce no mana, so no type:
    Exotic Orchard could produce none; with Urborg (Coffers a Swamp) black."""
    game = new_game()
    alice, bob = game.players
    orchard = game.add_card("Exotic Orchard", alice)
    coffers = game.add_card("Cabal Coffers", bob)
    assert not game.could_produce(coffers) and not game.could_produce(orchard)
    game.add_card("Urborg, Tomb of Yawgmoth", alice)
    assert set(game.could_produce(orchard)) == {ManaType.B}


def test_m5_only_lands_you_tap_and_the_tapper_orders(new_game: NewGame) -> None:
    """M-5, 106.12b, 616.1: Alice's Mana Reflection doesn't double Bob's Forest; with
    Bob's Reflection and Alice's Contamination both applying to Bob's Forest, Bob, who
    taps it, orders them."""
    game = new_game(choices={"replacement": ["Contamination"]})
    alice, bob = game.players
    game.add_card("Mana Reflection", alice)
    forest = game.add_card("Forest", bob)
    game.start(bob)
    game.advance_to(Step.MAIN1)
    game.activate_mana_ability(forest)
    assert pool(game, 1) == ["G"]
    game = new_game(choices={"replacement": ["Contamination"]})
    alice, bob = game.players
    forest = game.add_card("Forest", bob)
    game.add_card("Mana Reflection", bob)
    game.add_card("Contamination", alice)
    game.start(bob)
    game.advance_to(Step.MAIN1)
    game.activate_mana_ability(forest)
    assert pool(game, 1) == ["B", "B"]
    [asked] = [c for c in game.chooser.asked if c.kind.value == "replacement"]
    assert asked.player is bob


def test_m4_heartbeat_adds_the_mana_as_replaced_and_only_for_lands(new_game: NewGame) -> None:
    """M-4, 106.12a: with Contamination, a Forest tapped for mana makes {B}, and
    Heartbeat of Spring adds one more of that type, {B}; Elves tapped for mana (not a
    land) add no more."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Heartbeat of Spring", bob)
    game.add_card("Contamination", bob)
    forest = game.add_card("Forest", alice)
    elves = game.add_card("Llanowar Elves", alice)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.activate_mana_ability(forest)
    assert pool(game) == ["B", "B"]
    game.activate_mana_ability(elves)
    assert pool(game) == ["B", "B", "G"]


def test_x1_march_gone_before_its_trigger_resolves_still_makes_x(new_game: NewGame) -> None:
    """X-1, 107.3m: March cast with X 3 leaves before its enters trigger resolves: the
    trigger still makes three Vampires (the spell's X)."""
    game = new_game()
    alice, _ = game.players
    march = game.add_card("March of the Canonized", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{W}" * 5)
    game.cast(march, x=3)
    game.resolve_top()
    game.move_to(game.permanents("March of the Canonized")[0], "graveyard")
    game.resolve_stack()
    assert len(game.permanents("Vampire Token")) == 3


def test_mc2_devotion_reached_after_the_upkeep_began_doesnt_trigger(new_game: NewGame) -> None:
    """MC-2, 603.2: devotion to white and black becoming seven during the upkeep, once it
    has begun, doesn't make March's upkeep ability trigger."""
    game = new_game()
    alice, _ = game.players
    game.add_card("March of the Canonized", alice)
    for _ in range(4):
        game.add_card("Mourning Thrull", alice)
    game.start(alice)
    game.add_card("Mourning Thrull", alice)
    assert game.devotion(alice, "W", "B") == 7
    game.advance_to(Step.MAIN1)
    assert game.permanents("Vampire Demon Token") == []


def test_sq1_attackers_split_between_two_players_dont_attack_alone(new_game: NewGame) -> None:
    """SQ-1, 506.5: with three players, Squall attacking Bob and the Bears attacking
    Carol: neither attacks alone, so neither gets double strike."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    alice, bob, carol = game.players
    squall = game.add_card("Squall, SeeD Mercenary", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers({squall: bob, bears: carol})
    game.resolve_stack()
    assert not squall.has_keyword("double strike") and not bears.has_keyword("double strike")
