"""Forge's damage triggers watching another creature's damage to an opponent come over
with ``of``: an Aura's "Whenever enchanted creature deals damage to an opponent", "Whenever
a creature you control deals combat damage to an opponent". The scripts are made-up
cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

NOSY = """Name:Nosy Charm
ManaCost:U
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ U | ValidTgts$ Creature | AILogic$ Pump
T:Mode$ DamageDone | ValidSource$ Card.AttachedBy | ValidTarget$ Opponent | Execute$ TrigDraw \
| TriggerZones$ Battlefield | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1
Oracle:Enchant creature\\nWhenever enchanted creature deals damage to an opponent, you may \
draw a card.
"""


def test_enchanted_creature_deals_damage_to_an_opponent(tmp_path: Path) -> None:
    [trigger] = imported(tmp_path, "nosy_charm.txt", NOSY).triggers
    assert trigger.event == "damage to an opponent" and trigger.attached and trigger.optional
