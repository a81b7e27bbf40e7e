"""Forge's ``DealDamage`` with ``DamageSource$`` comes over as damage ``by`` another
object than the card (120.3): a target creature after a ``Pump`` of only a target, a
target creature dealing damage to itself, the earlier target dealing damage to its
controller or to the card, and the creature a trigger watching others saw. The scripts
are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

SNAP_BITE = """Name:Snap Bite
ManaCost:1 G
Types:Sorcery
A:SP$ Pump | Cost$ 1 G | ValidTgts$ Creature.YouCtrl | TgtPrompt$ x | SubAbility$ DBDamage \
| SpellDescription$ x
SVar:DBDamage:DB$ DealDamage | ValidTgts$ Creature.YouDontCtrl | TgtPrompt$ x | NumDmg$ X \
| ConditionDefined$ Targeted | ConditionPresent$ Creature | ConditionCompare$ EQ1 \
| DamageSource$ ParentTarget
SVar:X:ParentTargeted$CardPower
Oracle:Target creature you control deals damage equal to its power to target creature you \
don't control.
"""
SELF_REBUKE = """Name:Self Rebuke
ManaCost:R W
Types:Instant
A:SP$ DealDamage | Cost$ R W | ValidTgts$ Creature | DamageSource$ Targeted | NumDmg$ X \
| SpellDescription$ x
SVar:X:Targeted$CardPower
Oracle:Target creature deals damage to itself equal to its power.
"""
DUEL_OGRE = """Name:Duel Ogre
ManaCost:2 R R
Types:Creature Ogre
PT:4/4
A:AB$ DealDamage | Cost$ T | ValidTgts$ Creature | NumDmg$ X | SubAbility$ DBBack \
| SpellDescription$ x
SVar:DBBack:DB$ DealDamage | Defined$ Self | DamageSource$ Targeted | NumDmg$ Y
SVar:X:Count$CardPower
SVar:Y:Targeted$CardPower
Oracle:{T}: Duel Ogre deals damage equal to its power to target creature. That creature \
deals damage equal to its power to Duel Ogre.
"""
STAMPEDE_SURGE = """Name:Stampede Surge
ManaCost:5 R
Types:Enchantment
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.YouCtrl \
| TriggerZones$ Battlefield | Execute$ TrigDamage | TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X \
| DamageSource$ TriggeredCard
SVar:X:TriggeredCard$CardPower
Oracle:Whenever a creature enters the battlefield under your control, it deals damage equal \
to its power to any target.
"""


def test_a_target_creature_deals_damage_equal_to_its_power(tmp_path: Path) -> None:
    """120.3: the first target deals damage equal to its power to the second."""
    spell = imported(tmp_path, "snap_bite.txt", SNAP_BITE).spell
    assert spell is not None
    [bite] = spell.effects
    assert (bite.dealer, bite.phrase, bite.count and bite.count.text) == (
        "target creature you control",
        "target creature you don't control",
        "its power",
    )


def test_to_itself_and_back_to_the_card(tmp_path: Path) -> None:
    """120.3: a target creature dealing damage to itself; the card's target dealing
    damage back to the card."""
    spell = imported(tmp_path, "self_rebuke.txt", SELF_REBUKE).spell
    assert spell is not None and [(e.dealer, e.subject) for e in spell.effects] == [
        ("target", "target")
    ]
    ogre = imported(tmp_path / "o", "duel_ogre.txt", DUEL_OGRE)
    first, back = ogre.activated_abilities[0].effects
    assert (first.dealer, back.dealer, back.subject) == ("", "target creature", "this")


def test_the_creature_a_trigger_saw_deals_it(tmp_path: Path) -> None:
    """603.2: "it deals damage equal to its power", the creature that entered."""
    [trigger] = imported(tmp_path, "stampede_surge.txt", STAMPEDE_SURGE).triggers
    [dealt] = trigger.effects
    assert dealt.dealer == "that creature"
