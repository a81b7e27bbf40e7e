"""Mana rulings M-1..M-5 (rules 106.5, 106.7, 106.12, 616.1) and tap/untap rulings T-1 and
T-2 (rules 107.5, 107.6, 302.6), through Reflecting Pool, Exotic Orchard, Llanowar Elves,
Pili-Pala, Heartbeat of Spring, Wild Growth, Mana Reflection and Contamination."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    Game,
    GameObject,
    IllegalActionError,
    ManaAbilityResolved,
    ManaAdded,
    ManaAmount,
    ManaType,
    Player,
    ReplacementApplied,
    Step,
)

G, B, C, R = ManaType.G, ManaType.B, ManaType.C, ManaType.R

POOL = "Reflecting Pool"
ORCHARD = "Exotic Orchard"
ELVES = "Llanowar Elves"
PILI = "Pili-Pala"
HEARTBEAT = "Heartbeat of Spring"
WILD = "Wild Growth"
REFLECTION = "Mana Reflection"
CONTAMINATION = "Contamination"


NewGame = Callable[..., Game]


def to_main(game: Game) -> None:
    game.start(game.players[0])
    game.advance_to(Step.MAIN1)


def pool_of(player: Player) -> list[ManaType]:
    """The mana in the pool, one entry per mana, in the order W, U, B, R, G, C."""
    return [t for t, n in player.mana_pool.mana.counts.items() for _ in range(n)]


def activations(game: Game, mark: int = 0) -> list[ManaAbilityResolved]:
    return [e.event for e in game.log.since(mark) if isinstance(e.event, ManaAbilityResolved)]


def triggered_mana(game: Game, source: str, mark: int = 0) -> list[ManaAdded]:
    return [
        e.event
        for e in game.log.since(mark)
        if isinstance(e.event, ManaAdded) and e.event.source and e.event.source.name == source
    ]


def replacements(game: Game, mark: int = 0) -> list[str]:
    return [
        e.event.source.name for e in game.log.since(mark) if isinstance(e.event, ReplacementApplied)
    ]


def with_two_in_pool(game: Game, player: Player) -> None:
    game.add_mana(player, "{C}{C}")


def untap_pili_pala_for_red(new_game: NewGame, beside: str) -> tuple[Game, int]:
    """Alice, with ``beside`` on the battlefield, pays {2} and untaps a tapped Pili-Pala for
    {R}: exactly one {R} is added. Returns the game and the log mark before activation."""
    game = new_game(choices={"color": ["R"]})
    alice = game.players[0]
    game.add_card(beside, alice)
    to_main(game)
    pili = game.add_card(PILI, alice, tapped=True)  # after the untap step; not sick
    with_two_in_pool(game, alice)
    mark = len(game.log)
    assert game.activate_mana_ability(pili) == ManaAmount.of(R)
    assert pool_of(alice) == [R]
    return game, mark


# ---------------------------------------------------------------- M-1: undefined type (106.5)
def test_M_1_lone_reflecting_pool_produces_no_mana(new_game: NewGame) -> None:
    """M-1, rule 106.5: Reflecting Pool as its controller's only land reflects no type, so
    its ability produces no mana, yet it resolves: the Pool is tapped, and the log says why
    (106.5)."""
    game = new_game()
    alice = game.players[0]
    pool = game.add_card(POOL, alice)
    to_main(game)
    assert game.could_produce(pool) == frozenset()
    mark = len(game.log)
    assert game.activate_mana_ability(pool) == ManaAmount()
    assert pool.tapped
    assert pool_of(alice) == []
    [activated] = activations(game, mark)
    assert activated.mana == ManaAmount()
    assert "106.5" in activated.note


def test_M_1_two_reflecting_pools_define_no_type(new_game: NewGame) -> None:
    """M-1, rules 106.5 and 106.7: two Reflecting Pools only reflect each other, so neither
    could produce any type, and tapping one produces no mana."""
    game = new_game()
    alice = game.players[0]
    first = game.add_card(POOL, alice)
    second = game.add_card(POOL, alice)
    to_main(game)
    assert game.could_produce(first) == frozenset()
    assert game.could_produce(second) == frozenset()
    mark = len(game.log)
    assert game.activate_mana_ability(first) == ManaAmount()
    assert first.tapped and not second.tapped
    assert pool_of(alice) == []
    [activated] = activations(game, mark)
    assert "106.5" in activated.note


def test_M_1_no_mana_means_no_tapped_for_mana_triggers(new_game: NewGame) -> None:
    """M-1 with M-4, rules 106.5 and 106.12a: a Pool that produces no mana wasn't tapped
    for mana that produced any, so Heartbeat of Spring and Wild Growth add nothing."""
    game = new_game()
    alice = game.players[0]
    pool = game.add_card(POOL, alice)
    game.add_card(HEARTBEAT, alice)
    game.add_card(WILD, alice, attached_to=pool)
    to_main(game)
    mark = len(game.log)
    assert game.activate_mana_ability(pool) == ManaAmount()
    assert pool.tapped
    assert pool_of(alice) == []
    assert triggered_mana(game, HEARTBEAT, mark) == []
    assert triggered_mana(game, WILD, mark) == []


# ---------------------------------------------------------------- M-2: could produce (106.7)
def test_M_2_exotic_orchard_example_of_106_7(new_game: NewGame) -> None:
    """M-2, the example of rule 106.7: you control a Forest and an Exotic Orchard, your
    opponent an Exotic Orchard; each Orchard could produce {G}."""
    game = new_game(choices={"mana type": ["G"]})
    alice, bob = game.players
    game.add_card("Forest", alice)
    mine = game.add_card(ORCHARD, alice)
    theirs = game.add_card(ORCHARD, bob)
    to_main(game)
    assert game.could_produce(mine) == frozenset({G})
    assert game.could_produce(theirs) == frozenset({G})
    assert game.activate_mana_ability(mine) == ManaAmount.of(G)
    assert pool_of(alice) == [G]


def test_M_2_exotic_orchard_without_opponent_lands_produces_nothing(new_game: NewGame) -> None:
    """M-2, the example of rule 106.7: if your opponent controls no lands, Exotic Orchard
    could produce nothing, and activating it produces no mana (106.5)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Forest", alice)
    orchard = game.add_card(ORCHARD, alice)
    to_main(game)
    assert game.could_produce(orchard) == frozenset()
    assert game.activate_mana_ability(orchard) == ManaAmount()
    assert orchard.tapped
    assert pool_of(alice) == []


def test_M_2_only_orchards_define_nothing(new_game: NewGame) -> None:
    """M-2, the example of rule 106.7: if each player controls no lands other than Exotic
    Orchards, no Orchard could produce any type of mana."""
    game = new_game()
    alice, bob = game.players
    mine = game.add_card(ORCHARD, alice)
    theirs = game.add_card(ORCHARD, bob)
    to_main(game)
    assert game.could_produce(mine) == frozenset()
    assert game.could_produce(theirs) == frozenset()
    assert game.activate_mana_ability(mine) == ManaAmount()


def test_M_2_reflecting_pool_reflects_its_own_other_abilities(new_game: NewGame) -> None:
    """M-2, rule 106.7: "a land you control" includes Reflecting Pool itself. Made a Swamp
    by Bob's Urborg, Tomb of Yawgmoth, Alice's only land has "{T}: Add {B}" as well, so it
    could produce {B} and its reflecting ability adds {B}."""
    game = new_game(choices={"mana type": ["B"]})
    alice, bob = game.players
    pool = game.add_card(POOL, alice)
    game.add_card("Urborg, Tomb of Yawgmoth", bob)
    to_main(game)
    assert game.could_produce(pool) == frozenset({B})
    reflecting = next(
        i for i, ability in enumerate(pool.mana_abilities) if ability.reflect is not None
    )
    assert game.activate_mana_ability(pool, reflecting) == ManaAmount.of(B)
    assert pool_of(alice) == [B]


def test_M_2_reflecting_pool_under_contamination_could_produce_only_black(
    new_game: NewGame,
) -> None:
    """M-2, rule 106.7: replacement effects count. With Contamination on the battlefield a
    Forest could produce only {B}, so a Reflecting Pool could produce only {B}, and tapping
    it (Contamination applying to it too) adds {B}."""
    game = new_game()
    alice, bob = game.players
    forest = game.add_card("Forest", alice)
    pool = game.add_card(POOL, alice)
    game.add_card(CONTAMINATION, bob)  # Bob's: its upkeep cost doesn't come up on Alice's turn
    to_main(game)
    assert game.could_produce(forest) == frozenset({B})
    assert game.could_produce(pool) == frozenset({B})
    assert game.activate_mana_ability(pool) == ManaAmount.of(B)
    assert pool_of(alice) == [B]


def test_M_2_reflecting_pool_ignores_costs_of_reflected_abilities(new_game: NewGame) -> None:
    """M-2, rule 106.7: whether a cost could be paid is ignored, so a tapped Forest still
    could produce {G} and Reflecting Pool can add {G}."""
    game = new_game()
    alice = game.players[0]
    pool = game.add_card(POOL, alice)
    to_main(game)
    forest = game.add_card("Forest", alice, tapped=True)  # after the untap step
    assert forest.tapped
    assert game.could_produce(forest) == frozenset({G})
    assert game.could_produce(pool) == frozenset({G})
    assert game.activate_mana_ability(pool) == ManaAmount.of(G)
    assert pool_of(alice) == [G]


def test_M_2_exotic_orchard_never_reflects_colorless(new_game: NewGame) -> None:
    """M-2, rule 106.7: Exotic Orchard names a color, and {C} is no color (106.1b): an
    opponent's Wastes gives it nothing to produce (106.5)."""
    game = new_game()
    alice, bob = game.players
    orchard = game.add_card(ORCHARD, alice)
    wastes = game.add_card("Wastes", bob)
    to_main(game)
    assert game.could_produce(wastes) == frozenset({C})
    assert game.could_produce(orchard) == frozenset()
    assert game.activate_mana_ability(orchard) == ManaAmount()
    assert orchard.tapped
    assert pool_of(alice) == []


# ---------------------------------------------------------------- M-3: tap for mana (106.12)
def test_M_3_pili_pala_untap_ability_is_not_tapping_for_mana(new_game: NewGame) -> None:
    """M-3, rule 106.12: Pili-Pala's {2}, {Q} ability has no {T} in its cost, so it isn't
    tapping for mana and Mana Reflection doesn't double it."""
    game, mark = untap_pili_pala_for_red(new_game, REFLECTION)
    assert replacements(game, mark) == []


def test_M_3_llanowar_elves_tap_ability_is_tapping_for_mana(new_game: NewGame) -> None:
    """M-3, rule 106.12: Llanowar Elves' {T} ability is tapping it for mana, so Mana
    Reflection doubles it to {G}{G}."""
    game = new_game()
    alice = game.players[0]
    elves = game.add_card(ELVES, alice)
    game.add_card(REFLECTION, alice)
    to_main(game)
    assert game.activate_mana_ability(elves) == ManaAmount.of(G, G)
    assert pool_of(alice) == [G, G]
    assert elves.tapped


# ---------------------------------------------------------------- M-4: triggers (106.12a)
def test_M_4_heartbeat_of_spring_adds_one_mana_of_the_type_produced(new_game: NewGame) -> None:
    """M-4, rule 106.12a: tapping a Forest with Heartbeat of Spring out adds {G}, then one
    more {G} of the type the Forest produced."""
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    game.add_card(HEARTBEAT, alice)
    to_main(game)
    mark = len(game.log)
    assert game.activate_mana_ability(forest) == ManaAmount.of(G)
    assert pool_of(alice) == [G, G]
    [added] = triggered_mana(game, HEARTBEAT, mark)
    assert added.mana == ManaAmount.of(G) and added.player.name == "Alice"


def test_M_4_heartbeat_with_mana_reflection_makes_three(new_game: NewGame) -> None:
    """M-4 with M-5, rules 106.12a and 106.12b: Mana Reflection doubles the Forest's mana
    to {G}{G}; Heartbeat of Spring then adds one {G}, which is not doubled (nothing was
    tapped for it): three {G} in all."""
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    game.add_card(HEARTBEAT, alice)
    game.add_card(REFLECTION, alice)
    to_main(game)
    mark = len(game.log)
    assert game.activate_mana_ability(forest) == ManaAmount.of(G, G)
    assert pool_of(alice) == [G, G, G]
    [added] = triggered_mana(game, HEARTBEAT, mark)
    assert added.mana == ManaAmount.of(G)


def test_M_4_wild_growth_on_opponents_land_gives_mana_to_its_controller(new_game: NewGame) -> None:
    """M-4, rule 106.12a: Alice's Wild Growth on Bob's Forest: when Bob taps the Forest for
    mana, Bob (the land's controller) adds the additional {G}."""
    game = new_game()
    alice, bob = game.players
    forest = game.add_card("Forest", bob)
    game.add_card(WILD, alice, attached_to=forest)
    to_main(game)
    game.pass_priority()  # Alice passes; Bob has priority (117.3d)
    mark = len(game.log)
    assert game.activate_mana_ability(forest) == ManaAmount.of(G)
    assert pool_of(bob) == [G, G]
    assert pool_of(alice) == []
    [added] = triggered_mana(game, WILD, mark)
    assert added.player.name == "Bob" and added.mana == ManaAmount.of(G)


def test_M_4_nothing_triggers_for_pili_pala_untap_ability(new_game: NewGame) -> None:
    """M-4, rules 106.12 and 106.12a: Pili-Pala's {Q} ability is not tapping for mana, so
    Heartbeat of Spring doesn't trigger and only one mana is added."""
    game, mark = untap_pili_pala_for_red(new_game, HEARTBEAT)
    assert triggered_mana(game, HEARTBEAT, mark) == []


# ---------------------------------------------------------------- M-5: replacement (106.12b)
def test_M_5_mana_reflection_doubles_a_land(new_game: NewGame) -> None:
    """M-5, rule 106.12b: Mana Reflection modifies the Forest's mana production event:
    {G}{G}."""
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    game.add_card(REFLECTION, alice)
    to_main(game)
    mark = len(game.log)
    assert game.activate_mana_ability(forest) == ManaAmount.of(G, G)
    assert pool_of(alice) == [G, G]
    assert replacements(game, mark) == [REFLECTION]
    [activated] = activations(game, mark)
    assert activated.mana == ManaAmount.of(G, G)
    assert activated.replacements == (REFLECTION,)


def test_M_5_mana_reflection_doubles_a_creature(new_game: NewGame) -> None:
    """M-5, rule 106.12b: Mana Reflection applies to any permanent tapped for mana,
    Llanowar Elves included: {G}{G}."""
    game = new_game()
    alice = game.players[0]
    elves = game.add_card(ELVES, alice)
    game.add_card(REFLECTION, alice)
    to_main(game)
    assert game.activate_mana_ability(elves) == ManaAmount.of(G, G)
    assert pool_of(alice) == [G, G]


def test_M_5_two_mana_reflections_give_four(new_game: NewGame) -> None:
    """M-5, rules 106.12b and 616.1f: each Mana Reflection applies once to the event, one
    after the other: {G} becomes {G}{G}, then {G}{G}{G}{G}."""
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    game.add_card(REFLECTION, alice)
    game.add_card(REFLECTION, alice)
    to_main(game)
    mark = len(game.log)
    assert game.activate_mana_ability(forest) == ManaAmount.of(G, G, G, G)
    assert pool_of(alice) == [G, G, G, G]
    assert replacements(game, mark) == [REFLECTION, REFLECTION]


def test_M_5_reflection_then_contamination_gives_one_black(new_game: NewGame) -> None:
    """M-5, rules 106.12b and 616.1: the affected player orders the effects. Mana
    Reflection first ({G}{G}), then Contamination ({B} instead of any type and amount):
    {B}."""
    game = new_game(choices={"replacement": [REFLECTION]})
    alice, bob = game.players
    forest = game.add_card("Forest", alice)
    game.add_card(REFLECTION, alice)
    game.add_card(CONTAMINATION, bob)
    to_main(game)
    mark = len(game.log)
    assert game.activate_mana_ability(forest) == ManaAmount.of(B)
    assert pool_of(alice) == [B]
    assert replacements(game, mark) == [REFLECTION, CONTAMINATION]


def test_M_5_contamination_then_reflection_gives_two_black(new_game: NewGame) -> None:
    """M-5, rules 106.12b and 616.1: Contamination first ({B}), then Mana Reflection
    (twice as much): {B}{B}. The log records the effects in that order."""
    game = new_game(choices={"replacement": [CONTAMINATION]})
    alice, bob = game.players
    forest = game.add_card("Forest", alice)
    game.add_card(REFLECTION, alice)
    game.add_card(CONTAMINATION, bob)
    to_main(game)
    mark = len(game.log)
    assert game.activate_mana_ability(forest) == ManaAmount.of(B, B)
    assert pool_of(alice) == [B, B]
    assert replacements(game, mark) == [CONTAMINATION, REFLECTION]
    [activated] = activations(game, mark)
    assert activated.replacements == (CONTAMINATION, REFLECTION)


# ---------------------------------------------------------------- T-1: {T} (107.5, 302.6)
def assert_refused(game: Game, permanent: GameObject, rule: str) -> None:
    """Activating ``permanent``'s first mana ability is illegal under ``rule``, and the
    game is left unchanged."""
    player = permanent.controller
    pool_before = player.mana_pool
    tapped_before = permanent.tapped
    log_before = len(game.log)
    with pytest.raises(IllegalActionError) as raised:
        game.activate_mana_ability(permanent)
    assert raised.value.rule == rule
    assert rule in str(raised.value)
    assert player.mana_pool == pool_before
    assert permanent.tapped == tapped_before
    assert len(game.log) == log_before


def test_T_1_tapped_permanent_cant_pay_tap_cost(new_game: NewGame) -> None:
    """T-1, rule 107.5: a tapped Forest can't be tapped again to pay {T}; the action is
    refused and the game is unchanged."""
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    to_main(game)
    game.add_mana(alice, "{C}")
    game.activate_mana_ability(forest)
    assert forest.tapped
    assert_refused(game, forest, "107.5")
    assert pool_of(alice) == [G, C]


def test_T_1_summoning_sick_elves_cant_tap_but_a_new_land_can(new_game: NewGame) -> None:
    """T-1, rules 107.5 and 302.6: Llanowar Elves that came under Alice's control this turn
    can't use its {T} ability; a land that just arrived can, since it isn't a creature."""
    game = new_game()
    alice = game.players[0]
    to_main(game)
    elves = game.add_card(ELVES, alice, summoning_sick=True)
    forest = game.add_card("Forest", alice, summoning_sick=True)
    assert elves.summoning_sick
    assert_refused(game, elves, "302.6")
    assert not elves.tapped
    assert game.activate_mana_ability(forest) == ManaAmount.of(G)
    assert forest.tapped
    assert pool_of(alice) == [G]


# ---------------------------------------------------------------- T-2: {Q} (107.6, 302.6)
def test_T_2_untapped_pili_pala_cant_pay_untap_cost(new_game: NewGame) -> None:
    """T-2, rule 107.6: an untapped Pili-Pala can't be untapped to pay {Q}; the action is
    refused, nothing is paid, and the game is unchanged."""
    game = new_game()
    alice = game.players[0]
    pili = game.add_card(PILI, alice)
    to_main(game)
    with_two_in_pool(game, alice)
    assert not pili.tapped
    assert_refused(game, pili, "107.6")
    assert pool_of(alice) == [C, C]


def test_T_2_tapped_pili_pala_untaps_for_one_mana_of_a_chosen_color(new_game: NewGame) -> None:
    """T-2, rule 107.6: a tapped Pili-Pala with {2} available pays {2} and {Q}: it untaps,
    and its controller adds one mana of the colour they choose."""
    game = new_game(choices={"color": ["R"]})
    alice = game.players[0]
    to_main(game)
    pili = game.add_card(PILI, alice, tapped=True)  # after the untap step; not sick
    with_two_in_pool(game, alice)
    assert game.activate_mana_ability(pili) == ManaAmount.of(R)
    assert not pili.tapped
    assert pool_of(alice) == [R]


def test_T_2_summoning_sick_pili_pala_cant_untap(new_game: NewGame) -> None:
    """T-2, rules 107.6 and 302.6: a Pili-Pala that came under Alice's control this turn
    can't use its {Q} ability, even tapped with {2} available."""
    game = new_game()
    alice = game.players[0]
    to_main(game)
    pili = game.add_card(PILI, alice, tapped=True, summoning_sick=True)
    with_two_in_pool(game, alice)
    assert pili.summoning_sick
    assert_refused(game, pili, "302.6")
    assert pili.tapped
    assert pool_of(alice) == [C, C]
