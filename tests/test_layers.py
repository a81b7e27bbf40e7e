"""Continuous effects in layers (611, 613): the bundled cards that make them, and the
Comprehensive Rules' own examples under 613."""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable

import pytest
from test_losing_keywords import WINGS

from cardhost import (
    CardDefinition,
    CardFileError,
    CardhostError,
    CardType,
    Color,
    ControlChanged,
    Game,
    GameObject,
    IllegalActionError,
    Layer,
    ManaAmount,
    ManaType,
    Modification,
    RemovedFromCombat,
    Step,
    Zone,
    game_state,
    load_card_text,
)
from cardhost.simulation import trial

NewGame = Callable[..., Game]

BEARS = "Grizzly Bears"  # a green 2/2 (tests/cards)

GRAY_OGRE = load_card_text(
    'name = "Gray Ogre"\nmana_cost = "{2}{R}"\ntypes = ["Creature"]\nsubtypes = ["Ogre"]\n'
    "power = 2\ntoughness = 2\n"
)
HONOR = load_card_text(
    'name = "Honor of the Pure"\nmana_cost = "{1}{W}"\ntypes = ["Enchantment"]\n'
    'oracle = "White creatures you control get +1/+1."\n'
    '[[statics]]\naffects = "white creatures you control"\npt = "+1/+1"\n'
)
WALL_OF_WARDS = load_card_text(
    'name = "Toughening Field"\nmana_cost = "{2}"\ntypes = ["Enchantment"]\n'
    'oracle = "Creatures you control get +0/+2."\n'
    '[[statics]]\naffects = "creatures you control"\npt = "+0/+2"\n'
)


def main(game: Game) -> None:
    game.begin_at(game.players[0], Step.MAIN1)


def effect(game: Game, source: GameObject, target: GameObject, **change: object) -> None:
    """A resolved effect of ``source`` on ``target`` until end of turn (611.2)."""
    layer = change.pop("layer")
    game.create_effect(source, [target], [Modification(layer, **change)])  # type: ignore[arg-type]


# --------------------------------------------------------------------------- 613 examples


def test_613_5_gray_ogre(new_game: NewGame) -> None:
    """613.5: a 2/2 with a +1/+1 counter (7c) is 3/3; +4/+4 until end of turn (7c), 7/7;
    "creatures you control get +0/+2" (7c), 7/9; "becomes 0/1" (7b), 5/8."""
    game = new_game(cards=[GRAY_OGRE, WALL_OF_WARDS])
    alice = game.players[0]
    ogre = game.add_card("Gray Ogre", alice)
    main(game)
    game.add_counters(ogre, "+1/+1")
    assert (ogre.power, ogre.toughness) == (3, 3)
    effect(game, ogre, ogre, layer=Layer.PT_MODIFY, modify_pt=(4, 4))
    assert (ogre.power, ogre.toughness) == (7, 7)
    game.add_card("Toughening Field", alice)
    assert (ogre.power, ogre.toughness) == (7, 9)
    effect(game, ogre, ogre, layer=Layer.PT_SET, set_pt=(0, 1))
    assert (ogre.power, ogre.toughness) == (5, 8)


def test_613_5_honor_of_the_pure_follows_the_colour(new_game: NewGame) -> None:
    """613.5: turned white (layer 5), a black 2/2 gets +1/+1 from "White creatures you
    control get +1/+1" (7c); turned red later, it stops."""
    game = new_game(cards=[HONOR])
    alice = game.players[0]
    rats = game.add_card("Typhoid Rats", alice)  # black 1/1
    game.add_card("Honor of the Pure", alice)
    main(game)
    assert rats.power == 1
    effect(game, rats, rats, layer=Layer.COLOR, colors=(Color.WHITE,))
    assert rats.colors == {"W"} and (rats.power, rats.toughness) == (2, 2)
    effect(game, rats, rats, layer=Layer.COLOR, colors=(Color.RED,))
    assert (rats.power, rats.toughness) == (1, 1)


@pytest.mark.parametrize(
    ("changes", "expected"),
    [
        ([("modify", (0, 1)), ("switch", None)], (4, 1)),
        ([("modify", (0, 1)), ("switch", None), ("modify", (5, 0))], (4, 6)),
        ([("modify", (0, 1)), ("switch", None), ("switch", None)], (1, 4)),
    ],
)
def test_613_4d_switching_applies_last(new_game: NewGame, changes: list, expected: tuple) -> None:
    """613.4d's examples: a 1/3 given +0/+1, switched, is 4/1; with +5/+0 later it is
    4/6; switched twice, 1/4."""
    one_three = load_card_text(
        'name = "One Three"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\ntoughness = 3\n'
    )
    game = new_game(cards=[one_three])
    creature = game.add_card("One Three", game.players[0])
    main(game)
    for kind, value in changes:
        if kind == "modify":
            effect(game, creature, creature, layer=Layer.PT_MODIFY, modify_pt=value)
        else:
            effect(game, creature, creature, layer=Layer.PT_SWITCH, switch_pt=True)
    assert (creature.power, creature.toughness) == expected


# --------------------------------------------------------------------------- P/T and types


def test_glorious_anthem_pumps_only_your_creatures(new_game: NewGame) -> None:
    """613.4c, 611.3a: "Creatures you control get +1/+1", judged continuously: a creature
    that arrives later gets it too; an opponent's doesn't."""
    game = new_game()
    alice, bob = game.players
    mine = game.add_card(BEARS, alice)
    theirs = game.add_card(BEARS, bob)
    anthem = game.add_card("Glorious Anthem", alice)
    main(game)
    later = game.create_token("Vampire Token", alice)[0]
    assert (mine.power, mine.toughness) == (3, 3)
    assert (later.power, later.toughness) == (2, 2)
    assert (theirs.power, theirs.toughness) == (2, 2)
    game.destroy(anthem)
    assert (mine.power, mine.toughness) == (2, 2)


@pytest.mark.parametrize("urborg", [False, True])
def test_giant_growth_lasts_until_end_of_turn(new_game: NewGame, urborg: bool) -> None:
    """611.2, 514.2: "Target creature gets +3/+3 until end of turn"; with Urborg's
    effect in force too, the Bears (asked before, not changed themselves) get it as it
    begins and lose it as it ends (their characteristics kept by their own changes and
    the effects in force, 613)."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, alice)
    if urborg:
        game.add_card("Urborg, Tomb of Yawgmoth", alice)
    growth = game.add_card("Giant Growth", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    assert bears.power == 2
    game.add_mana(alice, "{G}")
    game.cast(growth, target=bears)
    game.resolve_stack()
    assert (bears.power, bears.toughness) == (5, 5)
    game.advance_to(Step.UPKEEP, bob)
    assert (bears.power, bears.toughness) == (2, 2)


def test_giant_growth_saves_a_creature_from_lethal_damage(new_game: NewGame) -> None:
    """Bolted in response to Giant Growth... the pump resolves first: 5/5 survives 3."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, alice)
    growth = game.add_card("Giant Growth", alice, "hand")
    bolt = game.add_card("Lightning Bolt", bob, "hand")
    main(game)
    game.add_mana(alice, "{G}")
    game.add_mana(bob, "{R}")
    game.pass_priority()
    game.cast(bolt, target=bears)
    game.pass_priority()
    game.cast(growth, target=bears)
    game.resolve_stack()
    assert bears.zone is Zone.BATTLEFIELD and bears.damage == 3


def test_heliod_is_a_creature_only_with_devotion_five(new_game: NewGame) -> None:
    """613.1d with 700.5: "As long as your devotion to white is less than five, Heliod
    isn't a creature"; its own {W} counts (700.5)."""
    game = new_game()
    alice = game.players[0]
    heliod = game.add_card("Heliod, God of the Sun", alice)
    main(game)
    assert not heliod.is_creature and heliod.is_type("Enchantment")
    game.add_card("Glorious Anthem", alice)  # {W}{W}: devotion 3
    assert not heliod.is_creature
    game.add_card("White Knight", alice)  # {W}{W}: devotion 5
    assert heliod.is_creature and (heliod.power, heliod.toughness) == (6, 7)


def test_heliod_gives_other_creatures_vigilance(new_game: NewGame) -> None:
    """613.1f: "Other creatures you control have vigilance": attacking doesn't tap them
    (702.20b)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Heliod, God of the Sun", alice)
    bears = game.add_card(BEARS, alice)
    game.start(alice)
    assert bears.has_keyword("vigilance")
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    assert not bears.tapped


def test_heliods_ability_makes_clerics(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    heliod = game.add_card("Heliod, God of the Sun", alice)
    main(game)
    game.add_mana(alice, "{2}{W}{W}")
    game.activate(heliod)
    game.resolve_stack()
    [cleric] = game.permanents("Cleric Token")
    assert cleric.is_type("Enchantment") and cleric.is_creature and cleric.colors == {"W"}
    assert cleric.has_keyword("vigilance")


def test_elvish_archdruid_pumps_other_elves_and_counts_them(new_game: NewGame) -> None:
    """613.4c: "Other Elf creatures you control get +1/+1"; its mana counts every Elf
    you control, itself included (107.1b)."""
    game = new_game()
    alice = game.players[0]
    druid = game.add_card("Elvish Archdruid", alice)
    elves = game.add_card("Llanowar Elves", alice)
    bears = game.add_card(BEARS, alice)
    main(game)
    assert (elves.power, elves.toughness) == (2, 2)
    assert (druid.power, bears.power) == (2, 2)
    assert game.activate_mana_ability(druid) == ManaAmount(g=2)


# --------------------------------------------------------------------------- control


def test_mind_control_takes_the_creature(new_game: NewGame) -> None:
    """613.1b: "You control enchanted creature"; it is sick for its new controller
    (302.6) and goes back when the Aura leaves."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, bob)
    control = game.add_card("Mind Control", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{3}{U}{U}")
    game.cast(control, target=bears)
    game.resolve_stack()
    assert bears.controller is alice and bears.owner is bob
    [changed] = game.log.events(ControlChanged)
    assert changed.controller is alice
    assert bears.summoning_sick
    game.advance_to(Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError, match=r"rule 302\.6"):
        game.declare_attackers([bears])
    aura = game.permanents("Mind Control")[0]
    game.declare_attackers([])
    game.destroy(aura)
    assert bears.controller is bob


def test_a_creature_stolen_during_combat_leaves_combat(new_game: NewGame) -> None:
    """506.4: a permanent whose controller changes is removed from combat."""
    game = new_game()
    alice, bob = game.players
    attacker = game.add_card(BEARS, alice)
    control = game.add_card("Mind Control", bob, "hand")
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    game.put_onto_battlefield(control)  # it enchants the one creature there (303.4f)
    assert attacker.controller is bob
    assert not game.combat.is_attacking(attacker)


ANIMATE = load_card_text(
    'name = "Animating Charm"\nmana_cost = "{1}{U}"\ntypes = ["Enchantment"]\n'
    'subtypes = ["Aura"]\nenchant = "artifact"\n'
    'oracle = """\nEnchant artifact\nEnchanted artifact is a creature with base power and '
    'toughness 3/3 in addition to its other types."""\n'
    '[[statics]]\naffects = "enchanted artifact"\nadd_types = ["Creature"]\nbase_pt = "3/3"\n'
)


def test_an_attacker_that_stops_being_a_creature_leaves_combat(new_game: NewGame) -> None:
    """506.4: an animated Sol Ring attacks; its Aura is destroyed, no continuous effect is
    left in the game, and the Ring, no longer a creature, is removed from combat and
    deals no combat damage (510.1)."""
    game = new_game(cards=[ANIMATE])
    alice, bob = game.players
    ring = game.add_card("Sol Ring", alice)
    aura = game.add_card("Animating Charm", alice, attached_to=ring)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([ring])
    game.destroy(aura)
    assert not ring.is_creature
    assert not game.combat.is_attacking(ring)
    assert [e.creature for e in game.log.events(RemovedFromCombat)] == [ring]
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 20


# --------------------------------------------------------------------------- land types


def test_urborg_makes_each_land_a_swamp(new_game: NewGame) -> None:
    """305.6, 106.7: a Forest that is also a Swamp has both mana abilities; could_produce
    sees the granted one."""
    game = new_game(choices={})
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    urborg = game.add_card("Urborg, Tomb of Yawgmoth", alice)
    main(game)
    assert forest.subtypes == ("Forest", "Swamp")
    assert game.could_produce(forest) == {ManaType.G, ManaType.B}
    assert game.could_produce(urborg) == {ManaType.B}
    assert game.activate_mana_ability(forest, 1) == ManaAmount(b=1)


def test_evil_presence_makes_a_land_only_a_swamp(new_game: NewGame) -> None:
    """305.7: the land's type is set: it loses its old land type and the abilities of its
    rules text, and has "{T}: Add {B}"."""
    game = new_game()
    alice = game.players[0]
    coffers = game.add_card("Cabal Coffers", alice)
    game.add_card("Evil Presence", alice, attached_to=coffers)
    main(game)
    assert coffers.subtypes == ("Swamp",)
    assert [a.text for a in coffers.mana_abilities] == ["{T}: Add {B}."]
    assert game.activate_mana_ability(coffers) == ManaAmount(b=1)


def test_evil_presence_on_urborg_ends_urborgs_effect(new_game: NewGame) -> None:
    """613.8a, 305.7: Urborg's effect depends on Evil Presence's, which removes Urborg's
    ability: applied first, it leaves no ability to make lands Swamps."""
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    urborg = game.add_card("Urborg, Tomb of Yawgmoth", alice)
    assert "Swamp" in forest.subtypes
    game.add_card("Evil Presence", alice, attached_to=urborg)
    assert forest.subtypes == ("Forest",)
    assert urborg.subtypes == ("Swamp",)


@pytest.mark.parametrize("moon_first", [True, False])
def test_a_moon_ends_urborgs_effect_whatever_the_timestamps(
    new_game: NewGame, moon_first: bool
) -> None:
    """613.8a, 305.7: applying "Nonbasic lands are Mountains" to Urborg would make it a
    Mountain without its ability, so Urborg's effect depends on the Moon's: the Moon
    applies first, earlier or later, and Urborg's effect then doesn't exist, for any
    land, Urborg included."""
    game = new_game()
    alice = game.players[0]
    if moon_first:
        game.add_card("Crimson Moon", alice)
    forest = game.add_card("Forest", alice)
    urborg = game.add_card("Urborg, Tomb of Yawgmoth", alice)
    coffers = game.add_card("Cabal Coffers", alice)
    if not moon_first:
        game.add_card("Crimson Moon", alice)
    main(game)
    assert urborg.subtypes == ("Mountain",)
    assert coffers.subtypes == ("Mountain",)
    assert forest.subtypes == ("Forest",)
    assert [a.text for a in urborg.mana_abilities] == ["{T}: Add {R}."]
    assert game.could_produce(forest) == {ManaType.G}


@pytest.mark.parametrize("asked_first", [0, 1])
def test_two_urborgs_under_a_moon_whichever_is_asked_first(
    new_game: NewGame, asked_first: int
) -> None:
    """613.8a, 305.7: each player's Urborg is a nonbasic land the Moon makes a Mountain
    without its ability, so neither Urborg's effect exists: both are Mountains only,
    whichever is asked first (the other's layers, found meanwhile from a value still
    being found, are not kept as its answer)."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Crimson Moon", alice)
    urborgs = [game.add_card("Urborg, Tomb of Yawgmoth", p) for p in (alice, bob)]
    main(game)
    game.add_card("Forest", alice)  # the board changes: every answer found anew
    first = urborgs[asked_first]
    assert first.subtypes == ("Mountain",)
    assert [u.subtypes for u in urborgs] == [("Mountain",), ("Mountain",)]


ISLE_SPIRE = load_card_text(
    'name = "Isle Spire"\ntypes = ["Land"]\n'
    'oracle = "Each land is an Island in addition to its other land types."\n'
    '[[statics]]\naffects = "each land"\nadd_subtypes = ["Island"]\n'
)
FOREST_RULE = load_card_text(
    'name = "Forest Rule"\ntypes = ["Land"]\n'
    'oracle = "As long as you control an Island, nonbasic lands are Forests."\n'
    '[[statics]]\naffects = "nonbasic lands"\nland_type = "Forest"\n'
    'as_long_as = { count = "the number of Islands you control", at_least = 1 }\n'
)


def test_lands_whose_abilities_depend_on_each_other_read_the_same_in_any_order(
    new_game: NewGame,
) -> None:
    """613.8b, 611.3b, 305.7: Isle Spire makes each land an Island; Forest Rule, as long
    as its controller controls an Island, makes nonbasic lands Forests, which takes both
    their abilities. Each permanent asked in every order, each time in a game restored
    afresh, reads the same: the answer to a question asked from outside is found from the
    start, whatever was found inside another's layers before."""
    game = new_game(cards=[ISLE_SPIRE, FOREST_RULE])
    alice = game.players[0]
    for name in ("Isle Spire", "Forest Rule", "Plains"):
        game.add_card(name, alice)
    main(game)
    saved = game.to_json()
    answers = set()
    for order in itertools.permutations(range(3)):
        restored = Game.from_json(saved, catalog=game.catalog)
        lands = sorted(restored.battlefield, key=lambda p: p.id)
        found = {i: (lands[i].subtypes, lands[i].has_rules_text) for i in order}
        answers.add(tuple(sorted(found.items())))
    assert len(answers) == 1, answers


BIG_LORD = load_card_text(
    'name = "Big Lord"\nmana_cost = "{1}{R}"\ntypes = ["Creature"]\nsubtypes = ["Giant"]\n'
    'power = 3\ntoughness = 3\noracle = "As long as you control another creature with power 4 '
    'or greater, other creatures you control get +1/+1."\n[[statics]]\n'
    'affects = "other creatures you control"\npt = "+1/+1"\nas_long_as = { count = '
    '"the number of other creatures you control with power 4 or greater", at_least = 1 }\n'
)
STRONG_LEASH = load_card_text(
    'name = "Strong Leash"\nmana_cost = "{1}{U}"\ntypes = ["Enchantment"]\n'
    'subtypes = ["Aura"]\nenchant = "creature"\noracle = "Enchant creature\\nAs long as you '
    'control a creature with power 4 or greater, you control enchanted creature."\n'
    '[[statics]]\naffects = "enchanted creature"\ncontrol = true\nas_long_as = { count = '
    '"the number of creatures you control with power 4 or greater", at_least = 1 }\n'
)


def test_a_controller_asked_first_leaves_no_guess_behind(new_game: NewGame) -> None:
    """613.1b, 613.8b, 611.3b: asking who controls Bob's leashed Bears first computes
    Alice's lords inside it; once the board changes (three +1/+1 counters on her Bears),
    every creature reads as in a game that never asked (each lord 4/4)."""
    game = new_game(cards=[BIG_LORD, STRONG_LEASH])
    alice, bob = game.players
    game.add_card("Big Lord", alice)
    game.add_card("Big Lord", alice)
    game.add_card(BEARS, alice)
    leashed = game.add_card(BEARS, bob)
    game.add_card("Strong Leash", alice, attached_to=leashed)
    main(game)
    saved = game.to_json()

    def board(asked_first: bool) -> list[tuple[str, int, int, str]]:
        restored = Game.from_json(saved, catalog=game.catalog)
        if asked_first:
            assert restored.permanents(BEARS)[1].controller.name == "Bob"
        restored.add_counters(restored.permanents(BEARS)[0], "+1/+1", 3)
        creatures = [p for p in restored.battlefield if p.is_creature]
        return [(p.name, p.power, p.toughness, p.controller.name) for p in creatures]

    assert board(asked_first=True) == board(asked_first=False)


GROVE = load_card_text(
    'name = "Lifegift Grove"\ntypes = ["Land"]\n'
    'oracle = "When this land enters, you gain 1 life."\n'
    '[[triggers]]\nwhen = "enters"\neffects = [{ gain_life = 1 }]\n'
)


@pytest.mark.parametrize(("moon", "life"), [(False, 21), (True, 20)])
def test_a_land_whose_type_is_set_has_no_triggered_abilities(
    new_game: NewGame, moon: bool, life: int
) -> None:
    """305.7, 603.2: under "Nonbasic lands are Mountains", the Grove enters as a Mountain
    without its rules text, so "When this land enters" doesn't trigger."""
    game = new_game(cards=[GROVE])
    alice = game.players[0]
    if moon:
        game.add_card("Crimson Moon", alice)
    card = game.add_card("Lifegift Grove", alice, "hand")
    main(game)
    game.play_land(card)
    game.resolve_stack()
    assert alice.life == life


@pytest.mark.parametrize(
    ("later", "land_type", "mana"),
    [("Crimson Moon", "Mountain", "{R}"), ("Evil Presence", "Swamp", "{B}")],
)
def test_a_moon_and_evil_presence_apply_in_timestamp_order(
    new_game: NewGame, later: str, land_type: str, mana: str
) -> None:
    """613.7, 613.8a: neither effect changes whether the other exists or what it applies
    to (Cabal Coffers stays a nonbasic land either way), so there is no dependency: they
    apply in timestamp order and the later one sets the land type."""
    game = new_game()
    alice = game.players[0]
    coffers = game.add_card("Cabal Coffers", alice)
    if later == "Evil Presence":
        game.add_card("Crimson Moon", alice)
        game.add_card("Evil Presence", alice, attached_to=coffers)
    else:
        game.add_card("Evil Presence", alice, attached_to=coffers)
        game.add_card("Crimson Moon", alice)
    main(game)
    assert coffers.subtypes == (land_type,)
    assert [a.text for a in coffers.mana_abilities] == [f"{{T}}: Add {mana}."]


def test_wild_growths_mana_follows_the_lands_controller(new_game: NewGame) -> None:
    """613.1b: an effect gives Bob control of Alice's Forest; Wild Growth, still
    Alice's, gives its additional {G} to the land's controller, Bob (106.12a)."""
    game = new_game()
    alice, bob = game.players
    forest = game.add_card("Forest", alice)
    game.add_card("Wild Growth", alice, attached_to=forest)
    thief = game.add_card(BEARS, bob)
    game.start(alice)
    game.advance_to(Step.MAIN1, bob)
    change = Modification(Layer.CONTROL, control=True)
    game.create_effect(thief, [forest], [change], duration="for the rest of the game")
    assert forest.controller is bob
    game.advance_to(Step.MAIN1, alice)
    game.advance_to(Step.MAIN1, bob)  # Bob has controlled it since his turn began (302.6)
    game.activate_mana_ability(forest)
    assert bob.mana_pool.mana == ManaAmount(g=2) and alice.mana_pool.total == 0


def test_a_land_whose_type_is_set_loses_its_activated_abilities(new_game: NewGame) -> None:
    """305.7: the land loses the abilities of its rules text, activated ones too."""
    pinger = load_card_text(
        'name = "Pinger Land"\ntypes = ["Land"]\n'
        'oracle = "{T}: This land deals 1 damage to any target."\n'
        '[[abilities]]\ncost = "{T}"\ntargets = ["any target"]\n'
        'effects = [{ damage = 1, to = "target" }]\n'
    )
    game = new_game(cards=[pinger])
    alice, bob = game.players
    land = game.add_card("Pinger Land", alice)
    game.add_card("Evil Presence", alice, attached_to=land)
    main(game)
    assert land.activated_abilities == ()
    with pytest.raises(IllegalActionError, match=r"rule 602\.1"):
        game.activate(land, target=bob)


def test_removing_the_creature_type_removes_creature_types(new_game: NewGame) -> None:
    """205.1a: while Heliod isn't a creature, God, a creature type, is gone too."""
    game = new_game()
    heliod = game.add_card("Heliod, God of the Sun", game.players[0])
    main(game)
    assert heliod.types == (CardType.ENCHANTMENT,) and heliod.subtypes == ()


def test_urborg_applies_after_an_effect_that_makes_a_land(new_game: NewGame) -> None:
    """613.8a: an effect that makes Grizzly Bears a land changes what Urborg's effect
    applies to, so Urborg's waits for it, whatever the timestamps: the Bears are a Swamp
    and have "{T}: Add {B}" (305.6)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Urborg, Tomb of Yawgmoth", alice)
    bears = game.add_card(BEARS, alice)
    main(game)
    game.create_effect(bears, [bears], [Modification(Layer.TYPE, add_types=(CardType.LAND,))])
    assert bears.subtypes == ("Bear", "Swamp")
    assert [a.text for a in bears.mana_abilities] == ["{T}: Add {B}."]


SQUADRON_BANNER = load_card_text(
    """name = "Squadron Banner"
mana_cost = "{2}{W}"
types = ["Enchantment"]
oracle = "Creatures you control get +1/+1 for each creature you control with flying."
[[statics]]
affects = "creatures you control"
pt = "+X/+X"
x = "the number of creatures you control with flying"
"""
)


def test_a_count_reading_a_permanent_being_computed_sees_its_layers_so_far(
    new_game: NewGame,
) -> None:
    """611.3a, 613.4c: two Bears given flying under Squadron Banner ("+1/+1 for each
    creature you control with flying") are each 4/4: the count, read as a Bears' own
    power is computed, sees the flying its layer 6 gave it (a loop back to it reads the
    layers applied so far, not its printed values), and no answer found inside another's
    computation is kept wrong."""
    game = new_game(cards=[SQUADRON_BANNER, WINGS])
    alice = game.players[0]
    first, second = game.add_card("Grizzly Bears", alice), game.add_card("Grizzly Bears", alice)
    game.add_card("Squadron Banner", alice)
    game.begin_at(alice, Step.MAIN1)
    for bears in (first, second):
        game.add_mana(alice, "{U}")
        game.cast(game.add_card("Borrowed Wings", alice, "hand"), target=bears)
        game.resolve_stack()
    assert [(b.power, b.toughness) for b in (first, second)] == [(4, 4), (4, 4)]


SKY_DRILL = load_card_text(
    """name = "Sky Drill"
mana_cost = "{2}{W}"
types = ["Enchantment"]
oracle = "Creatures you control with flying have first strike."
[[statics]]
affects = "creatures you control with flying"
keywords = ["first strike"]
"""
)
SMALL_SHIELD = load_card_text(
    """name = "Small Shield"
mana_cost = "{W}"
types = ["Enchantment"]
oracle = "Creatures you control with power 2 or less get +0/+2."
[[statics]]
affects = "creatures you control with power 2 or less"
pt = "+0/+2"
"""
)
BRUTE_RAGE = load_card_text(
    """name = "Brute Rage"
mana_cost = "{R}"
types = ["Instant"]
oracle = "Target creature gets +2/+0 until end of turn."
[spell]
targets = ["target creature"]
effects = [{ gets = "+2/+0", on = "target" }]
"""
)


def test_613_8a_an_effect_judged_by_a_keyword_waits_for_one_giving_it(
    new_game: NewGame,
) -> None:
    """613.8a in layer 6: Sky Drill ("creatures you control with flying have first
    strike"), earlier, depends on Borrowed Wings, later, which changes what it applies to:
    the Bears given flying have first strike."""
    game = new_game(cards=[SKY_DRILL, WINGS])
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.add_card("Sky Drill", alice)
    game.begin_at(alice, Step.MAIN1)
    assert not bears.has_keyword("first strike")
    game.add_mana(alice, "{U}")
    game.cast(game.add_card("Borrowed Wings", alice, "hand"), target=bears)
    game.resolve_stack()
    assert bears.has_keyword("flying") and bears.has_keyword("first strike")


def test_613_8a_an_effect_judged_by_power_waits_for_one_changing_it(new_game: NewGame) -> None:
    """613.8a in layer 7c: Small Shield ("creatures you control with power 2 or less get
    +0/+2"), earlier, depends on a later +2/+0: the Bears, 4 power, don't get +0/+2."""
    game = new_game(cards=[SMALL_SHIELD, BRUTE_RAGE])
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.add_card("Small Shield", alice)
    game.begin_at(alice, Step.MAIN1)
    assert (bears.power, bears.toughness) == (2, 4)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Brute Rage", alice, "hand"), target=bears)
    game.resolve_stack()
    assert (bears.power, bears.toughness) == (4, 2)


def test_a_creature_with_no_power_has_0_that_effects_modify(new_game: NewGame) -> None:
    """208.5, 613.4c: a Sol Ring made a creature by Metal March has no printed power and
    toughness, so 0/0; Glorious Anthem makes it 1/1 (it survives, 704.5f), and another
    with a +1/+1 counter 2/2."""
    game = new_game(cards=[METAL_MARCH])
    alice = game.players[0]
    ring, countered = game.add_card("Sol Ring", alice), game.add_card("Sol Ring", alice)
    game.add_counters(countered, "+1/+1")
    game.add_card("Glorious Anthem", alice)
    game.add_card("Metal March", alice)
    game.begin_at(alice, Step.MAIN1)
    game.settle()
    assert ring.is_creature and (ring.power, ring.toughness) == (1, 1) and ring.zone is not None
    assert (countered.power, countered.toughness) == (2, 2)


METAL_MARCH = load_card_text(
    """name = "Metal March"
mana_cost = "{3}{U}"
types = ["Enchantment"]
oracle = "Artifacts are creatures in addition to their other types."
[[statics]]
affects = "artifacts"
add_types = ["Creature"]
"""
)


def test_twenty_anthems_add_up(new_game: NewGame) -> None:
    """613.4c: each Glorious Anthem (here token copies, 707.2) gives +1/+1. Each static
    ability's controller is its source's, asked through the layers once per change of
    the game, not again for every other effect (a property test found that blowing up)."""
    game = new_game()
    alice = game.players[0]
    bears = game.add_card(BEARS, alice)
    main(game)
    game.create_token("Glorious Anthem", alice, 20)
    assert (bears.power, bears.toughness) == (22, 22)
    assert game.devotion(alice, "white") == 40


def test_a_devotion_condition_on_a_big_board_reads_control_from_layer_2(
    new_game: Callable[..., Game],
) -> None:
    """Heliod's "as long as your devotion to white is less than five, Heliod isn't a
    creature" counts the permanents its controller controls (700.5); who controls each is
    decided in layer 2 (613.1b), before Heliod's type-changing effect (613.1d), so
    reading it never waits on that effect: with 150 White Knights and a Glorious Anthem
    on the battlefield, Heliod is a creature, and every Knight 3/3."""
    game = new_game()
    alice = game.players[0]
    heliod = game.add_card("Heliod, God of the Sun", alice)
    knights = [game.add_card("White Knight", alice) for _ in range(150)]
    game.add_card("Glorious Anthem", alice)
    game.begin_at(alice, Step.MAIN1)
    assert heliod.is_creature and game.devotion(alice, "W") == 1 + 300 + 2
    assert {(k.power, k.toughness) for k in knights} == {(3, 3)}


def test_a_static_ability_as_long_as_a_count_holds(new_game: Callable[..., Game]) -> None:
    """611.3b: "Grove Ape gets +1/+2 as long as you control a Forest" applies only while
    its controller controls one (Bob's Forest doesn't count); checked continuously."""
    ape = load_card_text(
        'name = "Grove Ape"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\noracle = "Grove Ape gets +1/+2 as long as you control a Forest."\n'
        '[[statics]]\naffects = "this"\npt = "+1/+2"\n'
        'as_long_as = { count = "the number of Forests you control", at_least = 1 }\n'
    )
    game = new_game(cards=[ape])
    alice, bob = game.players
    grove_ape = game.add_card("Grove Ape", alice)
    game.add_card("Forest", bob)
    assert (grove_ape.power, grove_ape.toughness) == (1, 1)
    forest = game.add_card("Forest", alice)
    assert (grove_ape.power, grove_ape.toughness) == (2, 3)
    game.destroy(forest)
    assert (grove_ape.power, grove_ape.toughness) == (1, 1)
    with pytest.raises(CardFileError, match=r"as_long_as\.count"):
        load_card_text(
            'name = "Bad Ape"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\noracle = "Bad Ape gets +1/+2 as long as you control a Forst."\n'
            '[[statics]]\naffects = "this"\npt = "+1/+2"\n'
            'as_long_as = { count = "the number of forsts", at_least = 1 }\n'
        )


EMPTY_HOUND = load_card_text(
    'name = "Empty Hound"\nmana_cost = "{B}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "Empty Hound gets +2/+0 as long as you have no cards in '
    'hand."\n[[statics]]\naffects = "this"\npt = "+2/+0"\n'
    'as_long_as = { count = "the number of cards in your hand", at_most = 0 }\n'
)


PROUD_BEAR = load_card_text(
    'name = "Proud Bear"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "Proud Bear has vigilance as long as you control a creature '
    'with power 4 or greater."\n[[statics]]\naffects = "this"\nkeywords = ["vigilance"]\n'
    'as_long_as = { count = "the number of creatures you control with power 4 or greater", '
    "at_least = 1 }\n"
)


def test_a_condition_reads_its_own_permanent_as_the_other_effects_make_it(
    new_game: NewGame,
) -> None:
    """611.3b, 613.4c: Proud Bear, 2/2, has vigilance as long as you control a creature
    with power 4 or greater: two Glorious Anthems make it 4/4, so it counts itself and
    has vigilance (its power is changed in a layer after its vigilance's, yet the
    condition reads it as the anthems make it); one Anthem leaves it 3/3, without."""
    game = new_game(cards=[PROUD_BEAR])
    alice = game.players[0]
    bear = game.add_card("Proud Bear", alice)
    game.begin_at(alice, Step.MAIN1)
    anthems = [game.add_card("Glorious Anthem", alice) for _ in range(2)]
    assert (bear.power, bear.has_keyword("vigilance")) == (4, True)
    game.destroy(anthems[0])
    assert (bear.power, bear.has_keyword("vigilance")) == (3, False)


def test_a_static_ability_as_long_as_a_count_is_at_most(new_game: Callable[..., Game]) -> None:
    """611.3b: "as long as you have no cards in hand" (at most none) holds only with an
    empty hand."""
    game = new_game(cards=[EMPTY_HOUND])
    alice = game.players[0]
    empty = game.add_card("Empty Hound", alice)
    card = game.add_card("Forest", alice, "hand")
    assert empty.power == 1
    game.put_onto_battlefield(card)
    assert [c.name for c in alice.hand] == [] and empty.power == 3


def test_effects_reading_only_permanents_are_not_read_anew_for_a_hand(
    new_game: Callable[..., Game],
) -> None:
    """611.3a, 613: Urborg's "Each land is a Swamp" and Glorious Anthem read only
    permanents, so a card put into a hand moves no board version (what the layers keep
    still holds), while a land entering does, and is a Swamp. Once Empty Hound's count
    of cards in hand is in force (611.3b), a card put into the hand is a change: the
    Hound loses its +2/+0 at once."""
    game = new_game(cards=[EMPTY_HOUND])
    alice = game.players[0]
    game.add_card("Urborg, Tomb of Yawgmoth", alice)
    game.add_card("Glorious Anthem", alice)
    bears = game.add_card(BEARS, alice)
    assert (bears.power, bears.toughness) == (3, 3)
    before = game.board_version
    forest = game.add_card("Forest", alice, "hand")
    assert game.board_version == before and bears.power == 3
    land = game.put_onto_battlefield(forest)
    assert game.board_version != before and "Swamp" in land.subtypes
    empty = game.add_card("Empty Hound", alice)
    assert alice.hand == () and (empty.power, empty.toughness) == (4, 2)
    before = game.board_version
    game.add_card("Forest", alice, "hand")
    assert game.board_version != before and (empty.power, empty.toughness) == (2, 2)


def test_counters_of_any_power_and_toughness(new_game: Callable[..., Game]) -> None:
    """122.1a, 613.4c: a +1/+0 counter adds 1 to power only, a -0/-2 counter 2 off
    toughness, with the +1/+1 counters, on the battlefield and with effects in force."""
    game = new_game()
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.add_counters(bears, "+1/+0", 2)
    game.add_counters(bears, "+1/+1")
    assert (bears.power, bears.toughness) == (5, 3)
    game.add_card("Glorious Anthem", alice)
    assert (bears.power, bears.toughness) == (6, 4)
    game.add_counters(bears, "-0/-2")
    assert (bears.power, bears.toughness) == (6, 2)


def test_switching_power_and_toughness_until_end_of_turn(new_game: Callable[..., Game]) -> None:
    """613.4d: "Switch target creature's power and toughness until end of turn." applies
    after the other changes (a +1/+1 and a +0/+1 counter on a 2/2 make 3/4, switched
    4/3), and ends with the turn (514.2)."""
    twist = load_card_text(
        'name = "Sudden Twist"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
        'oracle = "Switch target creature\'s power and toughness until end of turn."\n'
        '[spell]\ntargets = ["target creature"]\neffects = [{ switch_pt = "target" }]\n'
    )
    game = new_game(cards=[twist])
    alice = game.players[0]
    wall = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_counters(wall, "+1/+1")
    game.add_counters(wall, "+0/+1")
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Sudden Twist", alice, "hand"), target=wall)
    game.resolve_stack()
    assert (wall.power, wall.toughness) == (4, 3)
    game.advance_to(Step.MAIN1, game.players[1])
    assert (wall.power, wall.toughness) == (3, 4)


def test_a_change_undone_whole_leaves_the_versions_as_they_were(
    new_game: Callable[..., Game],
) -> None:
    """732, 613: a trial that sacrificed a Treasure for mana (its last known
    characteristics taken through Urborg's effect, 113.7a) and was undone, and a
    spell refused once on the stack (601.2h), leave the game as it was, so its
    versions are again the ones before: what the layers computed still holds. The
    next change has a version seen neither before nor inside the trial."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Urborg, Tomb of Yawgmoth", alice)
    treasure = game.add_card("Treasure Token", alice)
    assert "Swamp" in game.permanents("Urborg, Tomb of Yawgmoth")[0].subtypes
    before = game.version, game.board_version
    seen = []
    with trial():
        game.activate_mana_ability(treasure)
        assert treasure.zone is None and alice.mana_pool
        seen.append((game.version, game.board_version))
    assert (game.version, game.board_version) == before and treasure.zone is Zone.BATTLEFIELD
    dreadmaw = game.add_card("Colossal Dreadmaw", alice, "hand")
    before = game.version, game.board_version
    with pytest.raises(IllegalActionError, match=r"rule 601\.2h"):
        game.cast(dreadmaw)
    assert (game.version, game.board_version) == before
    game.add_card("Forest", alice)
    after = game.version, game.board_version
    assert after[0] != before[0] and after[1] != before[1] and after not in seen


def test_an_artifact_made_a_land_then_a_mountain_loses_its_static_ability(
    new_game: NewGame,
) -> None:
    """205.1a, 305.7, 613.8a: an artifact made a land by one effect, then given the land
    type Mountain by another ("Nonbasic lands are Mountains"), loses the abilities of its
    rules text: its "Creatures you control get +1/+1" no longer exists, as Sol Ring's mana
    ability doesn't (it taps for {R}); the Relic is back once Crimson Moon is gone."""
    relic = load_card_text(
        'name = "Anthem Relic"\nmana_cost = "{3}"\ntypes = ["Artifact"]\n'
        'oracle = "Creatures you control get +1/+1."\n'
        '[[statics]]\naffects = "creatures you control"\npt = "+1/+1"\n'
    )
    soil = load_card_text(
        'name = "Relic Soil"\nmana_cost = "{2}{G}"\ntypes = ["Enchantment"]\n'
        'oracle = "Artifacts are lands in addition to their other types."\n'
        '[[statics]]\naffects = "artifacts"\nadd_types = ["Land"]\n'
    )
    game = new_game(cards=[relic, soil])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    anthem = game.add_card("Anthem Relic", alice)
    game.add_card("Relic Soil", alice)
    assert bears.power == 3
    moon = game.add_card("Crimson Moon", bob)
    assert anthem.subtypes == ("Mountain",) and not anthem.has_rules_text
    assert bears.power == 2
    game.move_to(moon, "graveyard")
    assert anthem.has_rules_text and bears.power == 3


PACK_BANNER = load_card_text(
    'name = "Pack Banner"\nmana_cost = "{2}"\ntypes = ["Enchantment"]\n'
    'oracle = "As long as you control a creature with power 3 or greater, creatures you '
    'control get +1/+1."\n'
    '[[statics]]\naffects = "creatures you control"\npt = "+1/+1"\n'
    'as_long_as = { count = "the number of creatures you control with power 3 or greater", '
    "at_least = 1 }\n"
)


@pytest.mark.parametrize("pumped", ["counter", "Giant Growth"])
def test_a_condition_reading_other_creatures_holds_for_each(new_game: NewGame, pumped: str) -> None:
    """611.3a-b, 613.4c: the Banner's condition holds while one of Alice's creatures has
    power 3 or greater, judged with the Banner's own effect aside: a Bears with a +1/+1
    counter (or Giant Growth) meets it, so both Bears get +1/+1. The other Bears, found
    while the condition is decided for the first, reads the first with the Banner's
    effect aside too, not as far as its layers had got (before its counter)."""
    game = new_game(cards=[PACK_BANNER])
    alice = game.players[0]
    pumped_bears = game.add_card(BEARS, alice)
    other_bears = game.add_card(BEARS, alice)
    game.add_card("Pack Banner", alice)
    main(game)
    assert (other_bears.power, other_bears.toughness) == (2, 2)
    if pumped == "counter":
        game.add_counters(pumped_bears, "+1/+1", 1)
        expected = (4, 4)
    else:
        growth = game.add_card("Giant Growth", alice, "hand")
        game.add_mana(alice, "{G}")
        game.cast(growth, target=pumped_bears)
        game.resolve_stack()
        expected = (6, 6)
    assert (pumped_bears.power, pumped_bears.toughness) == expected
    assert (other_bears.power, other_bears.toughness) == (3, 3)


SWAMP_CONVERSION = load_card_text(
    'name = "Swamp Conversion"\nmana_cost = "{2}{W}"\ntypes = ["Enchantment"]\n'
    'oracle = "All Swamps are Plains."\n'
    '[[statics]]\naffects = "Swamps"\nland_type = "Plains"\n'
)


@pytest.mark.parametrize("conversion_first", [True, False])
def test_an_effect_applied_before_its_source_loses_it_still_applies(
    new_game: NewGame, conversion_first: bool
) -> None:
    """613.8a, 613.6, 305.7: "All Swamps are Plains" depends on Urborg's "each land is a
    Swamp" (which makes lands Swamps), not the other way round (before Urborg's effect,
    Urborg is no Swamp): Urborg's applies first, to every land, then the Plains effect
    makes every land a Plains, taking Urborg's ability only after it has applied. The
    Forest ends a Plains, as Urborg does, whatever the timestamps (Crimson Moon, which
    takes Urborg's ability before it applies, ends it: the test of the Moon above)."""
    game = new_game(cards=[SWAMP_CONVERSION])
    alice = game.players[0]
    if conversion_first:
        game.add_card("Swamp Conversion", alice)
    forest = game.add_card("Forest", alice)
    urborg = game.add_card("Urborg, Tomb of Yawgmoth", alice)
    if not conversion_first:
        game.add_card("Swamp Conversion", alice)
    main(game)
    assert (urborg.subtypes, forest.subtypes) == (("Plains",), ("Plains",))
    assert game.could_produce(forest) == {ManaType.W}


def test_what_a_land_keeps_of_its_statics_is_not_saved_as_itself(new_game: NewGame) -> None:
    """Urborg, its rules text taken after its effect applied (613.6), then destroyed: the
    last known characteristics a save holds of it say no working memory of the layers
    (numbers of this process's objects), so two saves of one game are the same text."""
    game = new_game(cards=[SWAMP_CONVERSION])
    alice = game.players[0]
    game.add_card("Forest", alice)
    urborg = game.add_card("Urborg, Tomb of Yawgmoth", alice)
    game.add_card("Swamp Conversion", alice)
    main(game)
    assert urborg.subtypes == ("Plains",)
    game.destroy(urborg)
    assert "kept_statics" not in game.to_json()
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    assert restored.to_json() == game.to_json()


def _type_enchantment(name: str, oracle: str, affects: str, change: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = ["Enchantment"]\n'
        f'oracle = "{oracle}"\n[[statics]]\naffects = "{affects}"\n{change}\n'
    )


def test_a_loop_of_dependency_applies_before_an_effect_waiting_on_it(new_game: NewGame) -> None:
    """613.8b: Darksteel Myr, an artifact creature, under three type-changing effects:
    "Artifacts are enchantments" (earliest), "Creatures aren't artifacts", "Artifacts
    aren't creatures". Each of the last two depends on the other (applying either ends
    what the other applies to, 613.8a): a loop, applied in timestamp order. The first
    depends on "Creatures aren't artifacts" and waits until just after it: by then the
    Myr is no artifact, so it isn't an enchantment, and the last applies to nothing."""
    gilding = _type_enchantment(
        "Gilding Veil",
        "Artifacts are enchantments in addition to their other types.",
        "artifacts",
        'add_types = ["Enchantment"]',
    )
    unforging = _type_enchantment(
        "Unforging", "Creatures aren't artifacts.", "creatures", 'remove_types = ["Artifact"]'
    )
    stilling = _type_enchantment(
        "Stilling", "Artifacts aren't creatures.", "artifacts", 'remove_types = ["Creature"]'
    )
    game = new_game(cards=[gilding, unforging, stilling])
    alice = game.players[0]
    myr = game.add_card("Darksteel Myr", alice)
    for card in ("Gilding Veil", "Unforging", "Stilling"):  # in timestamp order
        game.add_card(card, alice)
    assert myr.types == (CardType.CREATURE,)


def test_one_effects_two_changes_of_a_layer_are_one_change(new_game: NewGame) -> None:
    """613.6, 613.4c: an effect given "+1/+1" and "+2/+0" in layer 7c gives +3/+1; two
    powers set by one effect are refused, naming the rule, the game as it was."""
    game = new_game()
    alice = game.players[0]
    bears = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.MAIN1)
    pumps = [
        Modification(Layer.PT_MODIFY, modify_pt=(1, 1)),
        Modification(Layer.PT_MODIFY, modify_pt=(2, 0)),
    ]
    game.create_effect(bears, [bears], pumps)
    assert (bears.power, bears.toughness) == (5, 3)
    before = game_state(game)
    sets = [Modification(Layer.PT_SET, set_pt=(1, 1)), Modification(Layer.PT_SET, set_pt=(5, 5))]
    with pytest.raises(CardhostError, match=r"set_pt twice .* 613\.6"):
        game.create_effect(bears, [bears], sets)
    assert game_state(game) == before


SMALL_RALLY = load_card_text(
    'name = "Small Rally"\nmana_cost = "{W}"\ntypes = ["Enchantment"]\n'
    'oracle = "Creatures you control with power 2 or less get +1/+1."\n'
    '[[statics]]\naffects = "creatures you control with power 2 or less"\npt = "+1/+1"\n'
)


HILL_BRUTE = load_card_text(
    'name = "Hill Brute"\nmana_cost = "{2}{R}"\ntypes = ["Creature"]\npower = 3\ntoughness = 3\n'
)


def rally_enters(game: Game) -> None:
    """Small Rally put onto Alice's battlefield now: its effect's timestamp is now's."""
    alice = game.players[0]
    game.put_onto_battlefield(game.add_card("Small Rally", alice, "hand"))


@pytest.mark.parametrize(
    ("creature", "counter", "first", "expected"),
    [
        ("Grizzly Bears", "+1/+1", "counter", (3, 3)),
        ("Grizzly Bears", "+1/+1", "rally", (4, 4)),
        ("Hill Brute", "-1/-1", "counter", (3, 3)),
        ("Hill Brute", "-1/-1", "rally", (2, 2)),
    ],
)
def test_counters_apply_in_layer_7c_in_timestamp_order(
    new_game: NewGame, creature: str, counter: str, first: str, expected: tuple[int, int]
) -> None:
    """613.4c, 613.7c: a counter is applied in 7c with the effects there, by timestamp:
    put on before "creatures with power 2 or less get +1/+1" arrives, that effect judges
    the creature with it (the Bears, 3 power, don't get it; the 3/3 Brute, 2, does);
    put on after, without it."""
    game = new_game(cards=[SMALL_RALLY, HILL_BRUTE])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    permanent = game.add_card(creature, alice)
    for step in (first, "rally" if first == "counter" else "counter"):
        if step == "counter":
            game.add_counters(permanent, counter)
        else:
            rally_enters(game)
    assert (permanent.power, permanent.toughness) == expected


def test_a_counter_put_on_gives_those_of_its_kind_its_timestamp(new_game: NewGame) -> None:
    """613.7c: the Bears' +1/+1 counter, put on before Small Rally arrived, keeps it off
    them (3/3); a second one after gives both its timestamp: the Rally applies to the 2/2
    first, then both counters (5/5). A saved game keeps when they were put on."""
    game = new_game(cards=[SMALL_RALLY])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_counters(bears, "+1/+1")
    rally_enters(game)
    assert (bears.power, bears.toughness) == (3, 3)
    game.add_counters(bears, "+1/+1")
    assert (bears.power, bears.toughness) == (5, 5)
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    [restored] = again.permanents("Grizzly Bears")
    assert (restored.power, restored.toughness) == (5, 5)


def test_counters_a_creature_enters_with_have_its_timestamp(new_game: NewGame) -> None:
    """613.7c-d, 614.1c: a 1/1 entering with two +1/+1 counters under Small Rally: the
    counters are put on as it enters, after the Rally arrived, so the Rally judges the
    1/1 and applies (2/2), then the counters (4/4)."""
    grower = load_card_text(
        'name = "Entering Grower"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\noracle = "Entering Grower enters with two +1/+1 counters on it."\n'
        '[enters_with_counters]\n"+1/+1" = 2\n'
    )
    game = new_game(cards=[SMALL_RALLY, grower])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    rally_enters(game)
    grown = game.put_onto_battlefield(game.add_card("Entering Grower", alice, "hand"))
    assert grown is not None and grown.counters == {"+1/+1": 2}
    assert (grown.power, grown.toughness) == (4, 4)


@pytest.mark.parametrize(
    ("values", "problem"),
    [
        ({"layer": 40}, "a modification's layer is a Layer"),
        ({"layer": Layer.COLOR, "modify_pt": (1, 1)}, "modify_pt is a change of layer PT_MODIFY"),
        ({"layer": Layer.COLOR, "colors": ("blue",)}, "colors: a tuple of Color values"),
        ({"layer": Layer.ABILITY, "add_keywords": "flying"}, "add_keywords: a tuple of str"),
        ({"layer": Layer.ABILITY, "add_keywords": ("flyng",)}, "add_keywords: "),
        ({"layer": Layer.TYPE, "land_type": "Plainz"}, "one of the basic land types"),
        ({"layer": Layer.PT_SET, "set_pt": (1,)}, "a power and a toughness"),
    ],
)
def test_a_modification_of_values_no_layer_holds_is_refused(
    values: dict[str, object], problem: str
) -> None:
    """613.1, 613.4: a change is one layer's, of that layer's kinds of values; a colour
    that isn't one, a keyword given as a string (it was read letter by letter), a land
    type that isn't basic (305.7) or a change of another layer (it was ignored) is
    refused as the Modification is made, naming it."""
    with pytest.raises(ValueError, match=re.escape(problem)):
        Modification(**values)  # type: ignore[arg-type]


def test_an_effect_given_one_object_not_a_list_is_refused_clearly(new_game: NewGame) -> None:
    """611.2c: an effect names a list of objects; one object given alone is refused
    with a CardhostError (it raised TypeError), the game unchanged."""
    game = new_game()
    bears = game.add_card("Grizzly Bears", game.players[0])
    before = game_state(game)
    change = Modification(Layer.PT_MODIFY, modify_pt=(1, 1))
    with pytest.raises(CardhostError, match="each a list"):
        game.create_effect(bears, bears, [change])  # type: ignore[arg-type]
    assert game_state(game) == before


def test_wither_counters_have_the_timestamp_they_are_put_on_with(new_game: NewGame) -> None:
    """613.7c, 120.3d: -1/-1 counters from a wither source's damage are put on as the
    damage is dealt, after Small Rally arrived: the Rally judges the 3/3 without them (no
    +1/+1), then the counter (2/2), as a counter an effect puts on (they took the
    creature's own timestamp, before the Rally: 3/3)."""
    wilt = load_card_text(
        'name = "Wilting Imp"\nmana_cost = "{B}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\nkeywords = ["wither"]\noracle = "Wither"\n'
    )
    game = new_game(cards=[SMALL_RALLY, HILL_BRUTE, wilt])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    brute = game.add_card("Hill Brute", alice)
    rally_enters(game)
    game.deal_damage(game.add_card("Wilting Imp", bob), brute, 1)
    assert brute.counters == {"-1/-1": 1} and (brute.power, brute.toughness) == (2, 2)


def test_a_counters_timestamp_stays_when_its_permanent_transforms(new_game: NewGame) -> None:
    """613.7c, 613.7g: a 3/3 placed with a -1/-1 counter, then Small Rally: the counter
    first (2/2), the Rally applies (3/3). Transformed, the permanent takes a new
    timestamp; its counter keeps its own, so still 3/3 (it moved with the permanent's:
    the Rally judged the 3/3 first, 2/2)."""
    flip = load_card_text(
        'name = "Flip Brute"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\npower = 3\n'
        'toughness = 3\noracle = ""\n[back]\nname = "Flip Brute Back"\ntypes = ["Creature"]\n'
        'power = 3\ntoughness = 3\noracle = ""\n'
    )
    game = new_game(cards=[SMALL_RALLY, flip])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    brute = game.add_card("Flip Brute", alice, counters={"-1/-1": 1})
    rally_enters(game)
    assert (brute.power, brute.toughness) == (3, 3)
    game.transform(brute)
    assert (brute.power, brute.toughness) == (3, 3)


def _rung(name: str, power: int, change: str = "+1/+0") -> CardDefinition:
    """An enchantment: "Creatures with power ``power`` or greater get ``change``."."""
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = ["Enchantment"]\n'
        f'oracle = "Creatures with power {power} or greater get {change}."\n'
        f'[[statics]]\naffects = "creatures with power {power} or greater"\npt = "{change}"\n'
    )


@pytest.mark.parametrize("first", [None, ("Nine Rung", 9, "+0/+1")])
def test_a_counter_counts_for_what_depends_on_what_in_layer_7c(
    new_game: NewGame, first: tuple[str, int, str] | None
) -> None:
    """613.4c, 613.7c, 613.8a-c: Grizzly Bears with a +1/+1 counter placed with it (its
    timestamp before every effect's) are 3/3 as 7c begins, so "power 3 or greater get
    +1/+0" applies and "power 4 or greater" depends on it, whatever their order: 5/3.
    So too after an effect applying to nothing was chosen first ("power 9 or greater")."""
    rungs = [_rung(*first)] if first else []
    rungs += [_rung("Four Rung", 4), _rung("Three Rung", 3)]
    game = new_game(cards=rungs)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice, counters={"+1/+1": 1})
    for rung in rungs:
        game.add_card(rung.name, alice)
    assert (bears.power, bears.toughness) == (5, 3)


@pytest.mark.parametrize("second", ["counter", "effect"])
def test_a_counter_between_effects_applies_as_an_effect_there_would(
    new_game: NewGame, second: str
) -> None:
    """613.4c, 613.7c, 613.8b-c: Grizzly Bears; "power 3 or greater get +1/+0" (ts 1);
    then a +1/+1 counter put on them (ts 2); "power 4 or greater get +1/+0" (ts 3);
    +1/+0 until end of turn (ts 4). The first waits on the last; the counter waits on
    nothing, so it applies before the third is chosen, making the first apply: 6/3, as
    a +1/+1 effect at ts 2 would."""
    three, four = _rung("Three Rung", 3), _rung("Four Rung", 4)
    game = new_game(cards=[three, four])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    game.put_onto_battlefield(game.add_card("Three Rung", alice, "hand"))
    if second == "counter":
        game.add_counters(bears, "+1/+1", 1)
    else:
        game.create_effect(bears, [bears], [Modification(Layer.PT_MODIFY, modify_pt=(1, 1))])
    game.put_onto_battlefield(game.add_card("Four Rung", alice, "hand"))
    game.create_effect(bears, [bears], [Modification(Layer.PT_MODIFY, modify_pt=(1, 0))])
    assert (bears.power, bears.toughness) == (6, 3)
