"""Keywords with their rules (702): trample, deathtouch, menace, defender,
indestructible, hexproof, shroud, protection, landwalk, exalted, prowess and devoid,
with the bundled cards that have them."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardFileError,
    DamageDealt,
    Game,
    GameObject,
    IllegalActionError,
    ScriptedChooser,
    Step,
    Zone,
    game_state,
    load_card_text,
)

NewGame = Callable[..., Game]

BEARS = "Grizzly Bears"  # green 2/2
WALL = load_card_text(
    'name = "Stone Wall"\nmana_cost = "{2}"\ntypes = ["Creature"]\npower = 0\ntoughness = 4\n'
)


def to_blocks(game: Game, attackers: list[GameObject]) -> None:
    """Alice's attackers are declared; the game waits for blocks."""
    game.start(game.players[0])
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers(attackers)
    game.advance()
    assert game.step is Step.DECLARE_BLOCKERS


def damage_to(game: Game, source: GameObject) -> dict[str, int]:
    dealt: dict[str, int] = {}
    for event in game.log.events(DamageDealt):
        if event.source is source:
            for recipient, amount in event.recipients:
                dealt[str(recipient)] = dealt.get(str(recipient), 0) + amount
    return dealt


# --------------------------------------------------------------------------- trample


def test_trample_assigns_lethal_to_the_blocker_and_the_rest_to_the_player(
    new_game: NewGame,
) -> None:
    """702.19b: the default assigns exactly lethal damage to the blocker (2 to a 2/2)
    and the other 4 to the player."""
    game = new_game()
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    bears = game.add_card(BEARS, bob)
    to_blocks(game, [dreadmaw])
    game.declare_blockers({bears: dreadmaw})
    game.advance()
    assert damage_to(game, dreadmaw) == {str(bears): 2, "Bob": 4}
    assert bob.life == 16 and bears.zone is None


def test_trample_may_assign_more_to_the_blocker(new_game: NewGame) -> None:
    """702.19b: excess damage is assigned as its controller chooses among the blocker
    and the player."""
    game = new_game(chooser=ScriptedChooser({"damage assignment": [5]}))
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    bears = game.add_card(BEARS, bob)
    to_blocks(game, [dreadmaw])
    game.declare_blockers({bears: dreadmaw})
    game.advance()
    assert bob.life == 19


def test_trample_counts_damage_already_marked(new_game: NewGame) -> None:
    """702.19b: lethal damage takes damage already marked into account: a 0/4 wall with
    3 damage needs 1."""
    game = new_game(cards=[WALL])
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    wall = game.add_card("Stone Wall", bob)
    to_blocks(game, [dreadmaw])
    game.deal_damage(dreadmaw, wall, 3)
    game.declare_blockers({wall: dreadmaw})
    game.advance()
    assert bob.life == 15


def test_trample_with_its_blocker_gone_hits_the_player(new_game: NewGame) -> None:
    """702.19d: blocked, but no creature blocks it as damage is assigned: all of it goes
    to the player (without trample it would assign none, 510.1c)."""
    game = new_game()
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    bears = game.add_card(BEARS, bob)
    to_blocks(game, [dreadmaw])
    game.declare_blockers({bears: dreadmaw})
    game.destroy(bears)
    game.advance()
    assert bob.life == 14


def test_a_blocking_trampler_doesnt_trample(new_game: NewGame) -> None:
    """702.19a: trample only changes how an attacking creature assigns damage."""
    game = new_game()
    alice, bob = game.players
    attacker = game.add_card(BEARS, alice)
    dreadmaw = game.add_card("Colossal Dreadmaw", bob)
    to_blocks(game, [attacker])
    game.declare_blockers({dreadmaw: attacker})
    game.advance()
    assert alice.life == 20 and damage_to(game, dreadmaw) == {str(attacker): 6}


# --------------------------------------------------------------------------- deathtouch


def test_deathtouch_destroys_whatever_it_damages(new_game: NewGame) -> None:
    """702.2b, 704.5h: 1 damage from Typhoid Rats destroys the Dreadmaw."""
    game = new_game()
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    rats = game.add_card("Typhoid Rats", bob)
    to_blocks(game, [dreadmaw])
    game.declare_blockers({rats: dreadmaw})
    game.advance()
    assert dreadmaw.zone is None and rats.zone is None


def test_deathtouch_and_trample_need_assign_only_one(new_game: NewGame) -> None:
    """702.2c, 702.19b: with deathtouch, 1 damage is lethal, so a deathtouch trampler
    assigns 1 to its blocker and the rest to the player."""
    game = new_game()
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    bears = game.add_card(BEARS, bob)
    to_blocks(game, [dreadmaw])
    game.grant_keyword(dreadmaw, "deathtouch")
    game.declare_blockers({bears: dreadmaw})
    game.advance()
    assert damage_to(game, dreadmaw) == {str(bears): 1, "Bob": 5}
    assert bears.zone is None


def test_deathtouch_asks_no_damage_of_a_blocker_with_lethal_damage_marked(
    new_game: NewGame,
) -> None:
    """702.2c, 702.19b: deathtouch makes any nonzero amount lethal, never more needed: a
    0/4 wall (indestructible, so it survives) with 4 damage marked already has lethal
    damage, so a deathtouch trampler's default assigns all 6 to the player."""
    game = new_game(cards=[WALL])
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    wall = game.add_card("Stone Wall", bob)
    to_blocks(game, [dreadmaw])
    game.grant_keyword(dreadmaw, "deathtouch")
    game.grant_keyword(wall, "indestructible")
    game.deal_damage(dreadmaw, wall, 4)
    game.declare_blockers({wall: dreadmaw})
    game.advance()
    assert damage_to(game, dreadmaw).get("Bob") == 6 and bob.life == 14


def test_deathtouch_outside_combat_destroys_too(new_game: NewGame) -> None:
    """702.2d: deathtouch works whatever damage it is."""
    game = new_game()
    alice, bob = game.players
    rats = game.add_card("Typhoid Rats", alice)
    dreadmaw = game.add_card("Colossal Dreadmaw", bob)
    game.begin_at(alice, Step.MAIN1)
    game.deal_damage(rats, dreadmaw, 1)
    assert dreadmaw.zone is None


# --------------------------------------------------------------------------- menace, defender


def test_menace_needs_two_blockers(new_game: NewGame) -> None:
    """702.111b: one blocker is an illegal block; two are legal."""
    game = new_game()
    alice, bob = game.players
    brute = game.add_card("Boggart Brute", alice)
    first, second = game.add_card(BEARS, bob), game.add_card(BEARS, bob)
    to_blocks(game, [brute])
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 509\.1b: .* has menace"):
        game.declare_blockers({first: brute})
    assert game_state(game) == before
    game.declare_blockers({first: brute, second: brute})
    assert game.combat.blockers_of(brute) == (first, second)


def test_defender_cant_attack(new_game: NewGame) -> None:
    """702.3b."""
    game = new_game()
    alice = game.players[0]
    wall = game.add_card("Wall of Stone", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError, match=r"rule 508\.1c: .*defender"):
        game.declare_attackers([wall])


def test_a_wall_still_blocks(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    attacker = game.add_card(BEARS, alice)
    wall = game.add_card("Wall of Stone", bob)
    to_blocks(game, [attacker])
    game.declare_blockers({wall: attacker})
    game.advance()
    assert bob.life == 20 and wall.damage == 2


# --------------------------------------------------------------------------- indestructible


def test_indestructible_survives_lethal_damage_and_destroy(new_game: NewGame) -> None:
    """702.12b: not destroyed by lethal damage (704.5g) or by "destroy" (701.8)."""
    game = new_game()
    alice, bob = game.players
    myr = game.add_card("Darksteel Myr", bob)
    blade = game.add_card("Doom Blade", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    game.add_mana(alice, "{R}{1}{B}")
    game.cast(bolt, target=myr)
    game.resolve_stack()
    game.cast(blade, target=myr)
    game.resolve_stack()
    assert myr.zone is Zone.BATTLEFIELD and myr.damage == 3


def test_indestructible_still_dies_to_zero_toughness(new_game: NewGame) -> None:
    """704.5f: a creature with toughness 0 is put into its graveyard; that isn't
    destroying it (701.8b)."""
    game = new_game()
    bob = game.players[1]
    myr = game.add_card("Darksteel Myr", bob)
    game.begin_at(game.players[0], Step.MAIN1)
    game.add_counters(myr, "-1/-1")
    assert myr.zone is None


# --------------------------------------------------------------------------- targeting


HEXPROOF_BEAR = load_card_text(
    'name = "Hidden Bear"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\nkeywords = ["hexproof"]\n'
)
SHROUD_BEAR = load_card_text(
    'name = "Veiled Bear"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\nkeywords = ["shroud"]\n'
)


def test_hexproof_refuses_an_opponents_target_but_not_its_controllers(
    new_game: NewGame,
) -> None:
    """702.11b: can't be the target of spells or abilities its controller's opponents
    control."""
    game = new_game(cards=[HEXPROOF_BEAR])
    alice, bob = game.players
    hidden = game.add_card("Hidden Bear", bob)
    game.begin_at(alice, Step.MAIN1)
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    game.add_mana(alice, "{R}")
    with pytest.raises(IllegalActionError, match=r"rule 601\.2c.*it has hexproof.*702\.11b"):
        game.cast(bolt, target=hidden)
    growth = game.add_card("Giant Growth", bob, "hand")
    game.pass_priority()
    game.add_mana(bob, "{G}")
    game.cast(growth, target=hidden)
    game.resolve_stack()
    assert hidden.power == 5


def test_shroud_refuses_every_target(new_game: NewGame) -> None:
    """702.18a."""
    game = new_game(cards=[SHROUD_BEAR])
    alice = game.players[0]
    veiled = game.add_card("Veiled Bear", alice)
    growth = game.add_card("Giant Growth", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}")
    with pytest.raises(IllegalActionError, match=r"rule 601\.2c.*it has shroud \(702\.18a\)"):
        game.cast(growth, target=veiled)


def test_an_aura_refused_its_hexproof_target_says_why(new_game: NewGame) -> None:
    """303.4a, 702.11b: Pacifism could enchant Bob's Hidden Bear but can't target it:
    the refusal names hexproof, not only "a target it can enchant"."""
    game = new_game(cards=[HEXPROOF_BEAR])
    alice, bob = game.players
    hidden = game.add_card("Hidden Bear", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}")
    pacifism = game.add_card("Pacifism", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"rule 702\.11b: Pacifism #\d+ can't target"):
        game.cast(pacifism, target=hidden)
    assert pacifism.zone is not None and pacifism.zone.value == "hand"


def test_protection_from_black_targets_blocks_and_damage(new_game: NewGame) -> None:
    """702.16b: Doom Blade (black) can't target White Knight; 702.16f: a black creature
    can't block it; 702.16e: damage from a black source is prevented."""
    game = new_game()
    alice, bob = game.players
    knight = game.add_card("White Knight", alice)
    rats = game.add_card("Typhoid Rats", bob)
    blade = game.add_card("Doom Blade", bob, "hand")
    to_blocks(game, [knight])
    with pytest.raises(IllegalActionError, match=r"rule 509\.1b: .*protection from black"):
        game.declare_blockers({rats: knight})
    game.declare_blockers({})
    game.add_mana(bob, "{1}{B}")
    game.pass_priority()
    with pytest.raises(IllegalActionError, match=r"rule 601\.2c"):
        game.cast(blade, target=knight)
    game.deal_damage(rats, knight, 1)
    assert knight.damage == 0 and knight.zone is Zone.BATTLEFIELD


def test_protection_makes_an_aura_of_that_colour_fall_off(new_game: NewGame) -> None:
    """702.16c, 704.5m: a black Aura on a creature that gains protection from black is
    put into its owner's graveyard."""
    curse = load_card_text(
        'name = "Black Shackle"\nmana_cost = "{B}"\ntypes = ["Enchantment"]\n'
        'subtypes = ["Aura"]\nenchant = "creature"\n'
    )
    game = new_game(cards=[curse])
    alice, bob = game.players
    bears = game.add_card(BEARS, alice)
    game.add_card("Black Shackle", bob, attached_to=bears)
    game.begin_at(alice, Step.MAIN1)
    game.grant_keyword(bears, "protection from black")
    assert game.permanents("Black Shackle") == []


WARDEN_TEXT = (
    'name = "Scrap Warden"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "Protection from artifacts"\n'
    'keywords = ["protection from artifacts"]\n'
)
WARDEN = load_card_text(WARDEN_TEXT)
SLINGER = load_card_text(
    'name = "Scrap Slinger"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
    'oracle = "{T}: Scrap Slinger deals 1 damage to any target."\n'
    '[[abilities]]\ncost = "{T}"\ntargets = ["any target"]\n'
    'effects = [{ damage = 1, to = "target" }]\n'
)


@pytest.mark.parametrize(
    "kind", ["spells", "permanents", "cards", "creatures you control", "tapped creatures"]
)
def test_protection_from_what_no_characteristic_says_is_refused(kind: str) -> None:
    """702.16a: protection is from a quality of objects (a colour, a card type, a
    subtype); where an object is, who controls it or its status is none: such a card
    file is refused, naming the keyword, not played as protection from everything."""
    text = WARDEN_TEXT.replace("protection from artifacts", f"protection from {kind}")
    with pytest.raises(CardFileError, match=rf"702\.16a.*protection from {kind}"):
        load_card_text(text.replace("Protection from artifacts", f"Protection from {kind}"))


def test_protection_from_artifacts(new_game: NewGame) -> None:
    """702.16a: a kind of object, not a colour: an artifact creature can't block the
    Warden (702.16f), an artifact's ability can't target it (702.16b), and damage from
    an artifact is prevented (702.16e); a green creature may block it."""
    game = new_game(cards=[WARDEN, SLINGER])
    alice, bob = game.players
    warden = game.add_card("Scrap Warden", alice)
    myr = game.add_card("Darksteel Myr", bob)
    slinger = game.add_card("Scrap Slinger", bob)
    to_blocks(game, [warden])
    with pytest.raises(IllegalActionError, match=r"509\.1b: .*protection from artifacts"):
        game.declare_blockers({myr: warden})
    game.declare_blockers({})
    game.pass_priority()
    with pytest.raises(IllegalActionError, match=r"not a legal target"):
        game.activate(slinger, 0, target=warden)
    game.deal_damage(myr, warden, 2)
    assert warden.damage == 0
    game.deal_damage(game.add_card(BEARS, bob), warden, 1)
    assert warden.damage == 1


def test_protection_from_a_creature_type() -> None:
    """702.16a: "protection from Dragons" is a quality of a subtype; nonsense isn't."""
    load_card_text(
        'name = "Dragon Bane"\nmana_cost = "{W}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\noracle = "Protection from Dragons"\n'
        'keywords = ["protection from Dragons"]\n'
    )
    with pytest.raises(CardFileError, match=r"702\.16a"):
        load_card_text(
            'name = "Bad Bane"\nmana_cost = "{W}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\nkeywords = ["protection from nonsense"]\n'
        )


# --------------------------------------------------------------------------- landwalk


def test_swampwalk_is_unblockable_against_a_swamp(new_game: NewGame) -> None:
    """702.14c; with Urborg every land is a Swamp, so any land will do (305.6)."""
    walker = load_card_text(
        'name = "Bog Walker"\nmana_cost = "{B}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\nkeywords = ["swampwalk"]\n'
    )
    game = new_game(cards=[walker])
    alice, bob = game.players
    bog = game.add_card("Bog Walker", alice)
    blocker = game.add_card(BEARS, bob)
    game.add_card("Forest", bob)
    game.add_card("Urborg, Tomb of Yawgmoth", alice)
    to_blocks(game, [bog])
    with pytest.raises(IllegalActionError, match=r"swampwalk and Bob controls a Swamp"):
        game.declare_blockers({blocker: bog})


# --------------------------------------------------------------------------- exalted, prowess


def test_sublime_archangel_gives_each_creature_exalted(new_game: NewGame) -> None:
    """702.83: each instance triggers; the Archangel and two other creatures make three
    instances: a lone 2/2 attacker gets +3/+3 until end of turn."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Sublime Archangel", alice)
    attacker = game.add_card(BEARS, alice)
    game.add_card("Llanowar Elves", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    assert len(game.stack) == 3
    game.resolve_stack()
    assert (attacker.power, attacker.toughness) == (5, 5)
    game.advance_to(Step.END)
    game.advance_to(Step.UPKEEP, bob)
    assert attacker.power == 2


def test_exalted_doesnt_trigger_for_two_attackers(new_game: NewGame) -> None:
    """506.5: a creature attacks alone only if it's the only one declared."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Sublime Archangel", alice)
    first, second = game.add_card(BEARS, alice), game.add_card(BEARS, alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([first, second])
    assert game.stack == ()


def test_prowess_grows_with_each_noncreature_spell(new_game: NewGame) -> None:
    """702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until
    end of turn"; a creature spell doesn't trigger it."""
    monk = load_card_text(
        'name = "Test Monk"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\nkeywords = ["prowess"]\n'
    )
    game = new_game(cards=[monk])
    alice, bob = game.players
    creature = game.add_card("Test Monk", alice)
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    bears = game.add_card(BEARS, alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{1}{G}")
    game.cast(bolt, target=bob)
    game.resolve_stack()
    game.cast(bears)
    game.resolve_stack()
    assert (creature.power, creature.toughness) == (2, 2)


@pytest.mark.parametrize("keyword", ["shroud", "hexproof", "protection from white"])
def test_an_aura_spell_whose_target_gains_it_doesnt_resolve(
    new_game: NewGame, keyword: str
) -> None:
    """608.3b with 702.18a, 702.11b, 702.16b: Pacifism's target can't be targeted by the
    time it resolves, so it doesn't resolve and goes to the graveyard."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, bob)
    pacifism = game.add_card("Pacifism", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}")
    game.cast(pacifism, target=bears)
    game.grant_keyword(bears, keyword)
    game.resolve_stack()
    assert game.permanents("Pacifism") == []
    assert [c.name for c in alice.graveyard] == ["Pacifism"]


SCION = load_card_text(
    'name = "Void Drifter"\nmana_cost = "{1}{B}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 1\nkeywords = ["devoid"]\noracle = "Devoid (This card has no color.)"\n'
)


def test_devoid_is_colorless_in_every_zone(new_game: NewGame) -> None:
    """702.114a, 604.3: its mana cost is black, yet it is colorless in hand and on the
    battlefield, so Doom Blade ("destroy target nonblack creature") may target it."""
    game = new_game(cards=[SCION])
    alice, bob = game.players
    drifter = game.add_card("Void Drifter", bob, "hand")
    assert drifter.colors == frozenset()
    drifter = game.add_card("Void Drifter", bob)
    assert drifter.colors == frozenset() and drifter.mana_value == 2
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{B}")
    game.cast(game.add_card("Doom Blade", alice, "hand"), targets=[drifter])
    game.resolve_stack()
    assert [c.name for c in bob.graveyard] == ["Void Drifter"]
