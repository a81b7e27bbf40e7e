"""Forge's keywords cardhost has as card-file keys come over (evoke, persist, undying,
bloodthirst, rampage, and those putting +1/+1 counters), and copying a spell (707.10);
a form cardhost can't say is skipped. The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge

CHEWER = """Name:Slag Chewer
ManaCost:4 R
Types:Creature Elemental
PT:3/3
K:Evoke:R
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigDestroy | TriggerDescription$ x
SVar:TrigDestroy:DB$ Destroy | ValidTgts$ Artifact
Oracle:When Slag Chewer enters the battlefield, destroy target artifact.\\nEvoke {R} (You \
may cast this spell for its evoke cost. If you do, it's sacrificed when it enters the \
battlefield.)
"""


def test_evoke(tmp_path: Path) -> None:
    """702.74a: an evoke cost of mana."""
    face = imported(tmp_path, "slag_chewer.txt", CHEWER)
    assert face.evoke is not None and str(face.evoke) == "{R}"


def test_an_evoke_cost_the_oracle_text_doesnt_say_is_skipped(tmp_path: Path) -> None:
    out = tmp_path / "out"
    script = CHEWER.replace("Evoke {R}", "Evoke {G}")
    import_forge(folder_of(tmp_path, {"slag_chewer.txt": script}), out, progress=False)
    entry = report(out)["s/slag_chewer.txt"]
    assert not entry["imported"]
    assert [r["construct"] for r in entry["reasons"]] == ["K:Evoke:R"]


FINKS = """Name:Hedge Finks
ManaCost:2 G
Types:Creature Ouphe
PT:3/2
K:Persist
Oracle:Persist (When this creature dies, if it had no -1/-1 counters on it, return it to \
the battlefield under its owner's control with a -1/-1 counter on it.)
"""


def test_persist_and_undying(tmp_path: Path) -> None:
    """702.79a, 702.93a: the keywords as cardhost's."""
    assert imported(tmp_path / "a", "hedge_finks.txt", FINKS).keywords == frozenset({"persist"})
    undying = FINKS.replace("K:Persist", "K:Undying").replace("Persist (", "Undying (")
    face = imported(tmp_path / "b", "hedge_finks.txt", undying)
    assert face.keywords == frozenset({"undying"})


GOBLIN = """Name:Gorge Goblin
ManaCost:1 R
Types:Creature Goblin
PT:1/1
K:Bloodthirst:2
K:Rampage:1
K:Soulshift:1
Oracle:Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters the \
battlefield with two +1/+1 counters on it.)\\nRampage 1 (Whenever this creature becomes \
blocked, it gets +1/+1 until end of turn for each creature blocking it beyond the first.)\\n\
Soulshift 1 (When this creature dies, you may return target Spirit card with mana value 1 \
or less from your graveyard to your hand.)
"""


def test_bloodthirst_and_rampage(tmp_path: Path) -> None:
    """702.54a, 702.23a: keywords with a number."""
    face = imported(tmp_path, "gorge_goblin.txt", GOBLIN)
    assert face.keywords == frozenset({"bloodthirst 2", "rampage 1", "soulshift 1"})


MIRROR = """Name:Mirror Caster
ManaCost:1 U U
Types:Creature Human Wizard
PT:2/2
K:Flash
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigCopy | TriggerDescription$ x
SVar:TrigCopy:DB$ CopySpellAbility | ValidTgts$ Instant,Sorcery | TargetType$ Spell
Oracle:Flash\\nWhen Mirror Caster enters the battlefield, copy target instant or sorcery \
spell. You may choose new targets for the copy.
"""


def test_copy_a_spell(tmp_path: Path) -> None:
    """707.10c: Forge's ``CopySpellAbility`` of an instant or sorcery spell."""
    [trigger] = imported(tmp_path, "mirror_caster.txt", MIRROR).triggers
    [copy] = trigger.effects
    assert (copy.verb, copy.new_targets) == ("copy", "may")
    assert [t.text for t in trigger.targets] == ["target instant or sorcery spell"]


WHISPER = """Name:Grave Whisper
ManaCost:1 B
Types:Sorcery
K:Buyback:3
A:SP$ LoseLife | Cost$ 1 B | ValidTgts$ Player | LifeAmount$ 2 | SpellDescription$ x
Oracle:Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put \
this card into your hand as it resolves.)\\nTarget player loses 2 life.
"""


def test_buyback(tmp_path: Path) -> None:
    """702.27a: a buyback cost of mana; one of another kind is skipped."""
    face = imported(tmp_path / "a", "grave_whisper.txt", WHISPER)
    assert face.buyback is not None and str(face.buyback) == "{3}"
    out = tmp_path / "b" / "out"
    script = WHISPER.replace("K:Buyback:3", "K:Buyback:Sac<1/Land>")
    import_forge(folder_of(tmp_path / "b", {"grave_whisper.txt": script}), out, progress=False)
    assert [r["construct"] for r in report(out)["g/grave_whisper.txt"]["reasons"]] == [
        "K:Buyback:Sac<1/Land>"
    ]


TWIN = """Name:Hollow Twin
ManaCost:5
Types:Creature Eldrazi
PT:4/4
T:Mode$ SpellCast | ValidCard$ Card.Self | Execute$ TrigGain | TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | LifeAmount$ 3
Oracle:When you cast Hollow Twin, you gain 3 life.
"""


def test_when_you_cast_this(tmp_path: Path) -> None:
    """601.2i: Forge's ``SpellCast`` of the card itself is its own cast trigger."""
    [trigger] = imported(tmp_path, "hollow_twin.txt", TWIN).triggers
    assert trigger.event == "cast this"


def test_changeling(tmp_path: Path) -> None:
    """702.73a: Forge's ``K:Changeling``."""
    script = (
        "Name:Shifting Finks\nManaCost:2 G\nTypes:Creature Shapeshifter\nPT:3/2\n"
        "K:Changeling\nOracle:Changeling (This card is every creature type.)\n"
    )
    face = imported(tmp_path, "shifting_finks.txt", script)
    assert face.keywords == frozenset({"changeling"}) and "Elf" in face.every_subtype


def test_fading_and_vanishing(tmp_path: Path) -> None:
    """702.32a, 702.63a: Forge's ``K:Fading:N`` and ``K:Vanishing:N``."""
    for keyword, reminder in (
        ("Fading", "This creature enters the battlefield with two fade counters on it."),
        ("Vanishing", "This creature enters the battlefield with two time counters on it."),
    ):
        script = (
            f"Name:Fleeting Beast\nManaCost:2 G\nTypes:Creature Beast\nPT:3/3\n"
            f"K:{keyword}:2\nOracle:{keyword} 2 ({reminder})\n"
        )
        face = imported(tmp_path / keyword, "fleeting_beast.txt", script)
        assert face.keywords == frozenset({f"{keyword.lower()} 2"})


def test_damage_to_the_enchanted_creature(tmp_path: Path) -> None:
    """303.4: Forge's ``Defined$ Enchanted`` of ``DealDamage``."""
    script = (
        "Name:Deadly Draw\nManaCost:4 R\nTypes:Enchantment Aura\nK:Enchant creature\n"
        "A:SP$ Attach | Cost$ 4 R | ValidTgts$ Creature | AILogic$ Curse\n"
        "T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield "
        "| Execute$ TrigDamage | TriggerDescription$ x\n"
        "SVar:TrigDamage:DB$ DealDamage | Defined$ Enchanted | NumDmg$ 2\n"
        "Oracle:Enchant creature\\nAt the beginning of your upkeep, Deadly Draw deals 2 "
        "damage to enchanted creature.\n"
    )
    [trigger] = imported(tmp_path, "deadly_draw.txt", script).triggers
    assert [(e.verb, e.subject) for e in trigger.effects] == [("damage", "enchanted creature")]


CAPTAIN = """Name:Sky Captain
ManaCost:2 W
Types:Artifact Creature Human Soldier
PT:2/2
K:Renown:1
K:Fabricate:2
K:Modular:1
K:Mentor
K:Evolve
K:Unleash
Oracle:Renown 1\\nFabricate 2\\nModular 1\\nMentor\\nEvolve\\nUnleash
"""

WARD = """Name:Hide Ward
ManaCost:1 G
Types:Enchantment Aura
K:Enchant creature
K:Totem armor
A:SP$ Attach | Cost$ 1 G | ValidTgts$ Creature | AILogic$ Pump
Oracle:Enchant creature\\nTotem armor (If enchanted creature would be destroyed, instead \
remove all damage from it and destroy this Aura.)
"""

SPEAR = """Name:Germ Spear
ManaCost:2
Types:Artifact Equipment
K:Living Weapon
K:Equip:2
Oracle:Living weapon\\nEquip {2}
"""


def test_keywords_putting_counters(tmp_path: Path) -> None:
    """702.112a, 702.123a, 702.43a, 702.134a, 702.100a, 702.98a: each a cardhost
    keyword of the same rules, numbered ones with their N."""
    captain = imported(tmp_path, "sky_captain.txt", CAPTAIN)
    assert set(captain.keywords) == {
        "renown 1",
        "fabricate 2",
        "modular 1",
        "mentor",
        "evolve",
        "unleash",
    }


def test_totem_armor_and_living_weapon(tmp_path: Path) -> None:
    """702.89b: totem armor, umbra armor's older name; 702.92a: living weapon."""
    assert imported(tmp_path / "a", "hide_ward.txt", WARD).keywords == {"totem armor"}
    assert "living weapon" in imported(tmp_path / "b", "germ_spear.txt", SPEAR).keywords


BLADE_ELF = """Name:Blade Elf
ManaCost:2 R G
Types:Creature Elf Berserker
PT:3/2
K:Cascade
Oracle:Cascade (When you cast this spell, exile cards from the top of your library until \
you exile a nonland card that costs less. You may cast it without paying its mana cost. \
Put the exiled cards on the bottom of your library in a random order.)
"""


def test_cascade(tmp_path: Path) -> None:
    """702.85a: ``K:Cascade`` is cardhost's cascade."""
    assert imported(tmp_path, "blade_elf.txt", BLADE_ELF).keywords == {"cascade"}


ECHO_STUDY = """Name:Echo Study
ManaCost:1 U
Types:Sorcery
K:Rebound
A:SP$ Draw | Cost$ 1 U | NumCards$ 1 | SpellDescription$ x
Oracle:Draw a card.\\nRebound (If you cast this spell from your hand, exile it as it \
resolves. At the beginning of your next upkeep, you may cast this card from exile without \
paying its mana cost.)
"""


def test_rebound(tmp_path: Path) -> None:
    """702.88a: ``K:Rebound`` is cardhost's rebound."""
    assert imported(tmp_path, "echo_study.txt", ECHO_STUDY).keywords == {"rebound"}


GRUDGE_BOLT = """Name:Grudge Bolt
ManaCost:1 R
Types:Instant
K:Flashback 3 R
A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Any | NumDmg$ 2 | SpellDescription$ x
Oracle:Grudge Bolt deals 2 damage to any target.\\nFlashback {3}{R} (You may cast this card \
from your graveyard for its flashback cost. Then exile it.)
"""


def test_flashback_both_ways_forge_writes_it(tmp_path: Path) -> None:
    """702.34a: ``K:Flashback 3 R`` and ``K:Flashback:3 R`` are the spell's flashback."""
    for index, script in enumerate(
        (GRUDGE_BOLT, GRUDGE_BOLT.replace("Flashback 3", "Flashback:3"))
    ):
        spell = imported(tmp_path / str(index), "grudge_bolt.txt", script).spell
        assert spell is not None and str(spell.flashback) == "{3}{R}"


def test_a_flashback_of_another_cost_is_skipped(tmp_path: Path) -> None:
    script = GRUDGE_BOLT.replace("Flashback {3}{R}", "Flashback {4}{R}")
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"grudge_bolt.txt": script}), out, progress=False)
    assert not report(out)["g/grudge_bolt.txt"]["imported"]


STALKER = """Name:Raid Stalker
ManaCost:1 R
Types:Creature Human Pirate
PT:1/1
K:etbCounter:P1P1:1:CheckSVar$ RaidTest: Raid — CARDNAME enters the battlefield with a +1/+1 \
counter on it if you attacked with a creature this turn.
SVar:RaidTest:Count$AttackersDeclared
Oracle:Raid — Raid Stalker enters the battlefield with a +1/+1 counter on it if you attacked \
with a creature this turn.
"""
GROWER = """Name:Graveyard Grower
ManaCost:X G
Types:Creature Elemental
PT:0/0
K:etbCounter:P1P1:X
SVar:X:Count$xPaid
Oracle:Graveyard Grower enters the battlefield with X +1/+1 counters on it.
"""


def test_entering_with_counters_on_a_condition_or_x(tmp_path: Path) -> None:
    """614.1c: "Raid — ... if you attacked with a creature this turn" (a count), and X
    paid (107.3m)."""
    raider = imported(tmp_path / "a", "raid_stalker.txt", STALKER).enters_with
    assert (
        raider is not None and raider.condition is not None and raider.counters == (("+1/+1", 1),)
    )
    grower = imported(tmp_path / "b", "graveyard_grower.txt", GROWER).enters_with
    assert grower is not None and grower.counters == (("+1/+1", "X"),) and grower.x is None


SKIFF = """Name:Harbor Skiff
ManaCost:2
Types:Artifact Vehicle
PT:2/3
K:Flying
K:Crew:1
Oracle:Flying\\nCrew 1 (Tap any number of creatures you control with total power 1 or more: \
This Vehicle becomes an artifact creature until end of turn.)
"""


def test_a_vehicle_and_its_crew(tmp_path: Path) -> None:
    """301.7a, 702.122a: a Vehicle's printed P/T and its crew ability."""
    face = imported(tmp_path, "harbor_skiff.txt", SKIFF)
    [crew] = face.activated_abilities
    assert (face.power, face.toughness) == (2, 3) and crew.cost.crew == 1


CHRONICLE = """Name:Chronicle of Testing
ManaCost:1 W
Types:Enchantment Saga
K:Saga:3:DBLife,DBLife,DBDraw
SVar:DBLife:DB$ GainLife | LifeAmount$ 2 | SpellDescription$ x
SVar:DBDraw:DB$ Draw | NumCards$ 1 | SpellDescription$ x
Oracle:(As this Saga enters and after your draw step, add a lore counter. Sacrifice after \
III.)\\nI, II \u2014 You gain 2 life.\\nIII \u2014 Draw a card.
"""


def test_a_saga(tmp_path: Path) -> None:
    """714.2b-c: "I, II — You gain 2 life." one chapter ability of two numbers."""
    face = imported(tmp_path, "chronicle_of_testing.txt", CHRONICLE)
    assert [(t.event, t.chapters) for t in face.triggers] == [
        ("chapter", (1, 2)),
        ("chapter", (3,)),
    ]
    assert face.final_chapter == 3


TOWER = """Name:Sage Tower
ManaCost:no cost
Types:Land
A:AB$ Mana | Cost$ T | Produced$ C | SpellDescription$ Add {C}.
S:Mode$ Continuous | Affected$ You | SetMaxHandSize$ Unlimited | Description$ x
Oracle:You have no maximum hand size.\\n{T}: Add {C}.
"""
RUSH = """Name:Land Rush Sprite
ManaCost:G
Types:Creature Faerie
PT:1/1
S:Mode$ Continuous | Affected$ You | AddKeyword$ AdjustLandPlays:2 | Description$ x
Oracle:You may play two additional lands on each of your turns.
"""


def test_rules_for_players(tmp_path: Path) -> None:
    """402.2, 305.2: Forge's statics of ``Affected$ You`` as rules for players."""
    tower = imported(tmp_path / "a", "sage_tower.txt", TOWER)
    assert [s.player_rules for s in tower.statics] == [("no maximum hand size",)]
    sprite = imported(tmp_path / "b", "land_rush_sprite.txt", RUSH)
    assert [s.player_rules for s in sprite.statics] == [("an additional land",) * 2]


BLOOM = """Name:Spring Surge
ManaCost:1 G
Types:Sorcery
A:SP$ Effect | Cost$ 1 G | StaticAbilities$ MoreLands | SubAbility$ DBDraw | SpellDescription$ x
SVar:MoreLands:Mode$ Continuous | Affected$ You | AddKeyword$ AdjustLandPlays:2 \
| EffectZone$ Command | Description$ x
SVar:DBDraw:DB$ Draw | NumCards$ 1
SVar:NeedsToPlayVar:Z GE1
SVar:Z:Count$InYourHand.Land
Oracle:You may play up to two additional lands this turn.\\nDraw a card.
"""


def test_a_rule_for_players_this_turn(tmp_path: Path) -> None:
    """305.2, 611.2a: an ``Effect`` giving you up to two more land plays this turn; the
    AI's count nobody refers to (``Z``) says no rules."""
    spell = imported(tmp_path, "spring_surge.txt", BLOOM).spell
    assert spell is not None
    assert [(i.verb, i.name) for i in spell.effects] == [
        ("rule", "an additional land"),
        ("rule", "an additional land"),
        ("draw", ""),
    ]
