"""Forge's counts of what a resolving ability names come over as ``x`` (608.2h):
``Sacrificed$CardPower`` ("the sacrificed creature's power") and
``TriggeredCard$CardToughness`` ("that creature's toughness", 603.2). The scripts are
made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

HURLER = """Name:Goblin Hurler
ManaCost:2 R
Types:Creature Goblin
PT:2/2
A:AB$ DealDamage | Cost$ T Sac<1/Creature.Other/another creature> | ValidTgts$ Any \
| NumDmg$ X | SpellDescription$ x
SVar:X:Sacrificed$CardPower
Oracle:{T}, Sacrifice another creature: Goblin Hurler deals damage equal to the \
sacrificed creature's power to any target.
"""
MOURNER = """Name:Kind Mourner
ManaCost:1 W
Types:Creature Human Cleric
PT:1/2
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard \
| ValidCard$ Creature.YouCtrl+Other | TriggerZones$ Battlefield | Execute$ TrigGain \
| TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | Defined$ You | LifeAmount$ X
SVar:X:TriggeredCard$CardToughness
Oracle:Whenever another creature you control dies, you gain life equal to that \
creature's toughness.
"""


def test_the_sacrificed_creatures_power_and_that_creatures_toughness(tmp_path: Path) -> None:
    """608.2h, 603.2: ``Sacrificed$CardPower`` and ``TriggeredCard$CardToughness``."""
    hurler = imported(tmp_path / "a", "goblin_hurler.txt", HURLER)
    [damage] = hurler.activated_abilities[0].effects
    assert damage.count is not None and damage.count.text == "the sacrificed creature's power"
    mourner = imported(tmp_path / "b", "kind_mourner.txt", MOURNER)
    [gain] = mourner.triggers[0].effects
    assert gain.count is not None and gain.count.text == "that creature's toughness"
