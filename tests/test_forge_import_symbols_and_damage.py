"""Forge's older mana symbols (``RW`` for {R/W}, ``2W`` for {2/W}, ``PR`` for {R/P}:
107.4e-f) and "Whenever CARDNAME is dealt damage" (``DamageDone``/``DamageDoneOnce``
with ``ValidTarget$ Card.Self``: once for all the damage dealt at one time, 603.2c) come
over. The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

TWIN_ADEPT = """Name:Twin Adept
ManaCost:RW RW
Types:Creature Human Wizard
PT:2/2
A:AB$ Pump | Cost$ 2W | ValidTgts$ Creature | KW$ First Strike | SpellDescription$ x
A:AB$ DealDamage | Cost$ PR | ValidTgts$ Player | NumDmg$ 1 | AITgts$ Player.Opponent \
| SpellDescription$ x
Oracle:{2/W}: Target creature gains first strike until end of turn.\\n{R/P}: Twin Adept \
deals 1 damage to target player.
"""
SORE_WURM = """Name:Sore Wurm
ManaCost:3 G
Types:Creature Wurm
PT:3/5
T:Mode$ DamageDoneOnce | ValidTarget$ Card.Self | Execute$ TrigPump | TriggerZones$ Battlefield \
| TriggerDescription$ x
SVar:TrigPump:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1
Oracle:Whenever Sore Wurm is dealt damage, put a +1/+1 counter on Sore Wurm.
"""


def test_older_hybrid_and_phyrexian_symbols(tmp_path: Path) -> None:
    """107.4e-f: ``RW`` is {R/W}, ``2W`` {2/W}, ``PR`` {R/P}; ``AITgts$`` is a hint to
    Forge's AI, no rules."""
    adept = imported(tmp_path, "twin_adept.txt", TWIN_ADEPT)
    assert str(adept.mana_cost) == "{R/W}{R/W}"
    costs = [str(a.cost.mana) for a in adept.activated_abilities]
    assert costs == ["{2/W}", "{R/P}"]


def test_is_dealt_damage(tmp_path: Path) -> None:
    """603.2c: ``DamageDoneOnce`` of the card itself is "dealt damage"."""
    wurm = imported(tmp_path, "sore_wurm.txt", SORE_WURM)
    assert wurm.triggers[0].event == "dealt damage"
