"""Forge's ``Defined$ Enchanted`` and ``Defined$ Equipped`` come over as "enchanted
creature" and "equipped creature" (303.4, 301.5c). The scripts are made-up cards in
Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

WARD_BLESSING = """Name:Ward Blessing
ManaCost:W
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ W | ValidTgts$ Creature | AILogic$ Pump
A:AB$ Pump | Cost$ W | Defined$ Enchanted | NumDef$ +1 | SpellDescription$ x
Oracle:Enchant creature\\n{W}: Enchanted creature gets +0/+1 until end of turn.
"""


def test_enchanted_creature(tmp_path: Path) -> None:
    """303.4: the ability's ``gets`` is on "enchanted creature"."""
    blessing = imported(tmp_path, "ward_blessing.txt", WARD_BLESSING)
    [gets] = blessing.activated_abilities[0].effects
    assert gets.verb == "gets" and gets.subject == "enchanted creature"


GUILT_CHAIN = """Name:Guilt Chain
ManaCost:W
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ W | ValidTgts$ Creature | AILogic$ Curse
A:AB$ Tap | Cost$ 1 | Defined$ Enchanted | SpellDescription$ x
Oracle:Enchant creature\\n{1}: Tap enchanted creature.
"""


def test_tap_enchanted_creature(tmp_path: Path) -> None:
    """701.26a, 303.4: ``Tap`` of ``Defined$ Enchanted``."""
    chain = imported(tmp_path, "guilt_chain.txt", GUILT_CHAIN)
    [tap] = chain.activated_abilities[0].effects
    assert (tap.verb, tap.subject) == ("tap", "enchanted creature")


PAIN_TOWN = """Name:Pain Town
Types:Land
T:Mode$ Taps | ValidCard$ Card.Self | Execute$ TrigDamage | TriggerZones$ Battlefield \
| TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | Defined$ You | NumDmg$ 1
A:AB$ Mana | Cost$ T | Produced$ Any | SpellDescription$ x
Oracle:Whenever Pain Town becomes tapped, it deals 1 damage to you.\\n{T}: Add one mana of \
any color.
"""


def test_becomes_tapped(tmp_path: Path) -> None:
    """701.26a: ``Taps`` of the card itself is "becomes tapped"."""
    town = imported(tmp_path, "pain_town.txt", PAIN_TOWN)
    assert town.triggers[0].event == "becomes tapped"


RAGING_OGRE = """Name:Raging Ogre
ManaCost:1 R
Types:Creature Ogre
PT:3/3
K:CARDNAME attacks each combat if able.
Oracle:Raging Ogre attacks each combat if able.
"""


def test_attacks_each_combat_if_able(tmp_path: Path) -> None:
    """508.1d: Forge's keyword is a static's ``must``."""
    ogre = imported(tmp_path, "raging_ogre.txt", RAGING_OGRE)
    [static] = ogre.statics
    assert static.affects.this
