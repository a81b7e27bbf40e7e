"""Forge's ``R:Event$ DamageDone`` whose ``ReplaceWith$`` changes the ``DamageAmount``
comes over as ``[[replacements]]`` with ``replaces = "deal damage"`` (614.1a): double,
plus or minus N, half rounded down, or N, of whose damage to whom. The scripts are
made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

BLAZING_HEARTH = """Name:Blazing Hearth
ManaCost:1 R R R
Types:Enchantment
R:Event$ DamageDone | ActiveZones$ Battlefield | ValidSource$ Card.YouCtrl,Emblem.YouCtrl \
| ValidTarget$ Permanent,Player | ReplaceWith$ DmgTwice | Description$ x
SVar:DmgTwice:DB$ ReplaceEffect | VarName$ DamageAmount | VarValue$ X | References$ X
SVar:X:ReplaceCount$DamageAmount/Twice
Oracle:If a source you control would deal damage to a permanent or player, it deals double \
that damage to that permanent or player instead.
"""
SOFT_WARD = """Name:Soft Ward
ManaCost:2 W
Types:Enchantment
R:Event$ DamageDone | ActiveZones$ Battlefield | ValidTarget$ Creature.YouCtrl \
| ReplaceWith$ DmgMinus1 | Description$ x
SVar:DmgMinus1:DB$ ReplaceEffect | VarName$ DamageAmount | VarValue$ X | References$ X
SVar:X:ReplaceCount$DamageAmount/Minus.1
Oracle:If a source would deal damage to a creature you control, it deals that much damage \
minus 1 to that creature instead.
"""
CALM_AURA = """Name:Calm Aura
ManaCost:1 W W
Types:Enchantment
R:Event$ DamageDone | ActiveZones$ Battlefield | ValidTarget$ Permanent,Player \
| DamageAmount$ GE4 | ReplaceWith$ Dmg3 | Description$ x
SVar:Dmg3:DB$ ReplaceEffect | VarName$ DamageAmount | VarValue$ 3
Oracle:If a source would deal 4 or more damage to a permanent or player, that source deals 3 \
damage to that permanent or player instead.
"""


def test_double_from_your_sources(tmp_path: Path) -> None:
    [found] = imported(tmp_path, "blazing_hearth.txt", BLAZING_HEARTH).replacements
    damage = found.damage
    assert damage is not None and (damage.by, damage.to, damage.instead) == (
        "a source you control",
        "a permanent or player",
        "double",
    )


def test_minus_one_to_your_creatures(tmp_path: Path) -> None:
    [found] = imported(tmp_path, "soft_ward.txt", SOFT_WARD).replacements
    damage = found.damage
    assert damage is not None and (damage.to, damage.instead) == (
        "a creature you control",
        "minus 1",
    )


def test_four_or_more_becomes_three(tmp_path: Path) -> None:
    [found] = imported(tmp_path, "calm_aura.txt", CALM_AURA).replacements
    damage = found.damage
    assert damage is not None and (damage.at_least, damage.instead) == (4, "3")
