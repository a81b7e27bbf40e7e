"""Keywords that put +1/+1 counters: renown (702.112), fabricate (702.123), modular
(702.43), mentor (702.134), evolve (702.100), unleash (702.98); living weapon (702.92)
and umbra armor (702.89). Each card is data: the keyword alone says its rules."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    BecameRenowned,
    CardDefinition,
    Catalog,
    ChoiceKind,
    Game,
    IllegalActionError,
    SavedByUmbraArmor,
    Step,
    ZoneChanged,
    load_card_text,
)

NewGame = Callable[..., Game]


def creature(
    name: str, power: int, toughness: int, keywords: str, types: str = '"Creature"'
) -> CardDefinition:
    oracle = keywords.replace('"', "").capitalize()
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = [{types}]\npower = {power}\n'
        f'toughness = {toughness}\noracle = "{oracle}"\nkeywords = [{keywords}]\n'
    )


def vanilla(name: str, power: int, toughness: int, types: str = '"Creature"') -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = [{types}]\npower = {power}\n'
        f"toughness = {toughness}\n"
    )


RENOWNED = creature("Renown Knight", 2, 2, '"renown 1"')
FABRICATOR = creature("Fabricator", 1, 1, '"fabricate 2"')
MODULE = creature("Module Drone", 0, 0, '"modular 2"', '"Artifact", "Creature"')
WORKER = vanilla("Worker Drone", 1, 1, '"Artifact", "Creature"')
MENTOR = creature("Old Mentor", 3, 3, '"mentor"')
EVOLVER = creature("Evolver", 1, 2, '"evolve"')
UNLEASHED = creature("Wild Brute", 2, 2, '"unleash"')
SMALL = vanilla("Small One", 1, 1)
BIG = vanilla("Big One", 3, 1)
WEAPON = load_card_text(
    'name = "Germ Blade"\nmana_cost = "{3}"\ntypes = ["Artifact"]\nsubtypes = ["Equipment"]\n'
    'oracle = "Living weapon\\nEquipped creature gets +2/+2.\\nEquip {2}"\n'
    'keywords = ["living weapon"]\nequip = "{2}"\n'
    '[[statics]]\naffects = "equipped creature"\npt = "+2/+2"\n'
)
UMBRA = load_card_text(
    'name = "Umbra Ward"\nmana_cost = "{1}{G}"\ntypes = ["Enchantment"]\nsubtypes = ["Aura"]\n'
    'enchant = "creature"\noracle = "Enchant creature\\nTotem armor"\nkeywords = ["totem armor"]\n'
)
CARDS = [RENOWNED, FABRICATOR, MODULE, WORKER, MENTOR, EVOLVER, UNLEASHED, SMALL, BIG]
CARDS += [WEAPON, UMBRA]


def cast(game: Game, name: str) -> None:
    alice = game.players[0]
    game.add_mana(alice, "{3}")
    game.cast(game.add_card(name, alice, "hand"))
    game.resolve_stack()


def unblocked_attack(game: Game, attacker_name: str) -> None:
    alice, bob = game.players
    [attacker] = game.permanents(attacker_name)
    if game.turn_number:
        game.advance_to(Step.DECLARE_ATTACKERS)
    else:
        game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({attacker: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance_to(Step.END_OF_COMBAT)


def test_renown_once_then_renowned(new_game: NewGame) -> None:
    """702.112a-b: combat damage to a player gives a counter and renown; the next time,
    being renowned, nothing (603.4). Renowned is kept in a saved game."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Renown Knight", alice)
    unblocked_attack(game, "Renown Knight")
    [knight] = game.permanents("Renown Knight")
    assert knight.renowned and knight.counters == {"+1/+1": 1} and bob.life == 18
    assert [e.permanent for e in game.log.events(BecameRenowned)] == [knight]
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    assert again.permanents("Renown Knight")[0].renowned
    game.next_turn()
    game.next_turn()
    unblocked_attack(game, "Renown Knight")
    assert knight.counters == {"+1/+1": 1} and bob.life == 15


def test_fabricate_counters_or_servos(new_game: NewGame) -> None:
    """702.123a: counters on it, or as many 1/1 Servo artifact creature tokens."""
    game = new_game(cards=CARDS, choices={"fabricate": ["create 2 Servos"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Fabricator")
    [fabricator] = game.permanents("Fabricator")
    servos = game.permanents("Servo Token")
    assert not fabricator.counters and len(servos) == 2
    assert all(s.is_type("Artifact") and (s.power, s.toughness) == (1, 1) for s in servos)
    cast(game, "Fabricator")
    newest = game.permanents("Fabricator")[-1]
    assert newest.counters == {"+1/+1": 2} and len(game.permanents("Servo Token")) == 2


def test_modular_enters_with_counters_and_moves_them(new_game: NewGame) -> None:
    """702.43a: it enters with two counters; dying, they go on target artifact creature,
    counted as it last existed (603.10a)."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    worker = game.add_card("Worker Drone", alice)
    cast(game, "Module Drone")
    [module] = game.permanents("Module Drone")
    assert module.counters == {"+1/+1": 2}
    game.add_counters(module, "+1/+1", 1)
    game.destroy(module)
    game.resolve_stack()
    assert worker.counters == {"+1/+1": 3}


def test_mentor_targets_a_weaker_attacker(new_game: NewGame) -> None:
    """702.134a: the 1/1 attacking beside the 3/3 gets the counter; the 3/1 can't be
    targeted, its power not less."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    mentor = game.add_card("Old Mentor", alice)
    small = game.add_card("Small One", alice)
    big = game.add_card("Big One", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({mentor: bob, small: bob, big: bob})
    game.resolve_stack()
    assert small.counters == {"+1/+1": 1} and not big.counters and not mentor.counters


def test_evolve_when_a_greater_creature_enters(new_game: NewGame) -> None:
    """702.100a: a 3/1 has greater power than the 1/2; a 1/1 has neither greater."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    evolver = game.add_card("Evolver", alice)
    cast(game, "Small One")
    assert not evolver.counters
    cast(game, "Big One")
    assert evolver.counters == {"+1/+1": 1}
    cast(game, "Big One")  # 3/1 against a 2/3: power still greater
    assert evolver.counters == {"+1/+1": 2}


def test_evolve_checks_again_as_it_resolves(new_game: NewGame) -> None:
    """603.4, 702.100a: the evolver grew before its ability resolved; no counter."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    evolver = game.add_card("Evolver", alice)
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("Big One", alice, "hand"))
    game.pass_priority()
    game.pass_priority()  # Big One resolves; the evolve trigger waits on the stack
    game.add_counters(evolver, "+1/+1", 2)
    game.resolve_stack()
    assert evolver.counters == {"+1/+1": 2}


def test_unleash_a_counter_and_then_no_blocking(new_game: NewGame) -> None:
    """702.98a: entering with the counter, it can't block, naming the rule."""
    game = new_game(cards=CARDS, choices={"yes or no": ["yes"]})
    alice, bob = game.players
    attacker = game.add_card("Small One", alice)
    game.begin_at(alice, Step.MAIN1)
    brute = game.put_onto_battlefield(game.add_card("Wild Brute", bob, "hand"))
    assert brute is not None and brute.counters == {"+1/+1": 1}
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers({attacker: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    assert brute not in game.block_options()
    with pytest.raises(IllegalActionError, match=r"702\.98a"):
        game.declare_blockers({brute: attacker})


def test_living_weapon_a_germ_wearing_it(new_game: NewGame) -> None:
    """702.92a: a 0/0 black Phyrexian Germ, the Equipment attached: a 2/2."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Germ Blade")
    [germ] = game.permanents("Germ Token")
    [blade] = game.permanents("Germ Blade")
    assert blade.attached_to is germ and (germ.power, germ.toughness) == (2, 2)
    assert germ.subtypes == ("Phyrexian", "Germ")


def test_umbra_armor_saves_from_lethal_damage_and_destruction(new_game: NewGame) -> None:
    """702.89a: lethal damage (704.5g) destroys the Aura instead, and the damage is
    removed; a destroy effect too, each Aura once."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    big = game.add_card("Big One", alice)
    ward = game.add_card("Umbra Ward", alice, attached_to=big)
    game.deal_damage(ward, big, 2)
    assert big.zone is not None and big.damage == 0 and not game.permanents("Umbra Ward")
    assert [e.aura for e in game.log.events(SavedByUmbraArmor)] == [ward]
    game.destroy(big)
    assert not game.permanents("Big One")


CLEANSING = load_card_text(
    'name = "Cleansing Test"\nmana_cost = "{3}"\ntypes = ["Sorcery"]\n'
    'oracle = "Destroy all nonland permanents."\n'
    '[spell]\neffects = [{ destroy_all = "nonland permanents" }]\n'
)
SCORCHING = load_card_text(
    'name = "Scorching Test"\nmana_cost = "{3}"\ntypes = ["Sorcery"]\n'
    'oracle = "This spell deals 3 damage to each creature."\n'
    '[spell]\neffects = [{ damage = 3, to = "each creature" }]\n'
)


def _wards_fall(game: Game, spell: str) -> ZoneChanged:
    """Big One, warded, and Small One on Alice's battlefield; ``spell`` cast and
    resolved: the Ward's move to the graveyard."""
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    big = game.add_card("Big One", alice)
    ward = game.add_card("Umbra Ward", alice, attached_to=big)
    game.add_card("Small One", alice)
    game.add_mana(alice, "{2}{B}{B}")
    game.cast(game.add_card(spell, alice, "hand"))
    game.resolve_stack()
    assert [p.name for p in game.battlefield] == ["Big One"] and big.damage == 0
    assert [e.aura for e in game.log.events(SavedByUmbraArmor)] == [ward]
    [fell] = [e for e in game.log.events(ZoneChanged) if e.object.name == "Umbra Ward"]
    assert [c.name for c in alice.graveyard].count("Umbra Ward") == 1
    return fell


@pytest.mark.parametrize("spell", ["Damnation", "Cleansing Test"])
def test_umbra_armor_in_a_destruction_of_all(new_game: NewGame, spell: str) -> None:
    """701.8a, 702.89a: Damnation destroys the creatures at once; the warded one's
    destruction is replaced by the Aura's, in the same event (with Small One's); a
    spell destroying the Aura too destroys it once."""
    fell = _wards_fall(new_game(cards=[*CARDS, CLEANSING]), spell)
    assert {o.name for o in fell.simultaneous} == {"Umbra Ward", "Small One"}


def test_umbra_armor_among_state_based_actions(new_game: NewGame) -> None:
    """704.3, 704.5g, 702.89a: both creatures dealt lethal damage; the Aura is destroyed
    instead of Big One, with Small One, in one event."""
    fell = _wards_fall(new_game(cards=[*CARDS, SCORCHING]), "Scorching Test")
    assert {o.name for o in fell.simultaneous} == {"Umbra Ward", "Small One"}


def test_umbra_armor_or_regeneration_chosen(new_game: NewGame) -> None:
    """616.1: both would replace the destruction; the controller chooses regeneration,
    and the Aura stays."""
    game = new_game(cards=CARDS, choices={"replacement": ["regeneration (701.19a)"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    big = game.add_card("Big One", alice)
    game.add_card("Umbra Ward", alice, attached_to=big)
    game.regenerate(big)
    game.destroy(big)
    assert big.tapped and game.permanents("Umbra Ward")
    assert [c.kind for c in game.chooser.asked] == [ChoiceKind.REPLACEMENT]


def test_unleash_declined_no_counter_and_it_blocks(new_game: NewGame) -> None:
    """702.98a: "you may": without the counter it may block."""
    game = new_game(cards=CARDS, choices={"yes or no": ["no"]})
    alice, bob = game.players
    attacker = game.add_card("Small One", alice)
    game.begin_at(alice, Step.MAIN1)
    brute = game.put_onto_battlefield(game.add_card("Wild Brute", bob, "hand"))
    assert brute is not None and not brute.counters
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers({attacker: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    assert game.block_options()[brute] == [attacker]


def test_the_rules_tokens_come_with_a_catalog_of_other_cards() -> None:
    """702.92a, 111.10: a game whose catalog has none of the bundled cards (an imported
    folder alone) still has the Germ living weapon makes, and saves and restores with it
    given the same catalog."""
    cards = Catalog([WEAPON])
    game = Game(["Alice", "Bob"], catalog=cards)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}")
    game.cast(game.add_card("Germ Blade", alice, "hand"))
    game.resolve_stack()
    [germ] = game.permanents("Germ Token")
    assert (germ.power, germ.toughness) == (2, 2)
    restored = Game.from_json(game.to_json(), catalog=cards)
    assert [p.name for p in restored.battlefield] == ["Germ Blade", "Germ Token"]


def test_umbra_armor_doesnt_save_from_the_legend_rule(new_game: NewGame) -> None:
    """704.3, 704.5j, 702.89a: a warded legend dealt lethal damage is also the one the
    legend rule puts into the graveyard: that isn't a destruction, so the armor replaces
    nothing and the legend goes, the Aura after it (704.5m)."""
    legend = load_card_text(
        'name = "Legend One"\nmana_cost = "{2}"\nsupertypes = ["Legendary"]\n'
        'types = ["Creature"]\npower = 2\ntoughness = 2\noracle = ""\n'
    )
    game = new_game(cards=[*CARDS, legend])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    warded = game.add_card("Legend One", alice)
    game.add_card("Umbra Ward", alice, attached_to=warded)
    other = game.add_card("Legend One", alice)
    game.chooser.add("legend rule", other)
    game.deal_damage(game.add_card("Big One", bob), warded, 3)
    assert game.permanents("Legend One") == [other] and warded.zone is None
    assert not game.log.events(SavedByUmbraArmor) and not game.permanents("Umbra Ward")
