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


CINDER_MAW = """Name:Cinder Maw
ManaCost:4 R R
Types:Creature Dragon
PT:5/5
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigDamage | TriggerDescription$ x
SVar:TrigDamage:DB$ DamageAll | NumDmg$ 3 | ValidCards$ Creature.StrictlyOther
Oracle:When Cinder Maw enters the battlefield, it deals 3 damage to each other creature.
"""
DART_THROWER = """Name:Dart Thrower
ManaCost:1 R
Types:Creature Goblin
PT:1/1
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigDamage | TriggerDescription$ x
SVar:TrigDamage:DB$ DamageAll | NumDmg$ 1 | ValidPlayers$ Player.Opponent
Oracle:When Dart Thrower enters the battlefield, it deals 1 damage to each opponent.
"""


def test_damage_to_each_other_creature_and_each_opponent(tmp_path: Path) -> None:
    """120.3, 109.5: ``StrictlyOther`` is "other"; ``ValidPlayers$`` alone is each
    opponent."""
    [others] = imported(tmp_path, "cinder_maw.txt", CINDER_MAW).triggers[0].effects
    assert others.group is not None and others.group.another
    [opponents] = imported(tmp_path / "dart", "dart_thrower.txt", DART_THROWER).triggers[0].effects
    assert opponents.subject == "each opponent"


NIGHT_HARPY = """Name:Night Harpy
ManaCost:U B
Types:Creature Harpy
PT:2/1
K:Flying
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigChange | TriggerDescription$ x
SVar:TrigChange:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | Hidden$ True \
| Mandatory$ True | ChangeType$ Creature.Black+YouCtrl,Creature.Blue+YouCtrl
Oracle:Flying\\nWhen Night Harpy enters the battlefield, return a blue or black creature you \
control to its owner's hand.
"""


def test_a_kind_of_either_colour(tmp_path: Path) -> None:
    """105.2: two alternatives differing by colour only are "blue or black" (the colours'
    order), a permanent chosen as it resolves (608.2d)."""
    [bounce] = imported(tmp_path, "night_harpy.txt", NIGHT_HARPY).triggers[0].effects
    assert bounce.group is not None and bounce.group.text == "blue or black creature you control"
