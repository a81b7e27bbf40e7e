"""Forge's ``AtEOT$`` after a ``Pump``: "Sacrifice it at the beginning of the next end
step." as a later instruction on the same object (603.7): the source itself or its one
target. The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_forge_import import imported

SALAMANDER = """Name:Ember Salamander
ManaCost:1 R
Types:Creature Salamander
PT:1/1
A:AB$ Pump | Cost$ R | Defined$ Self | NumAtt$ +1 | AtEOT$ Sacrifice | SpellDescription$ x
Oracle:{R}: Ember Salamander gets +1/+0 until end of turn. Sacrifice Ember Salamander at the \
beginning of the next end step.
"""
CANNON = """Name:Goblin Cannon
ManaCost:2
Types:Artifact
A:AB$ Pump | Cost$ T | ValidTgts$ Creature.YouCtrl | NumAtt$ +1 | KW$ Flying \
| AtEOT$ Destroy | SpellDescription$ x
Oracle:{T}: Target creature you control gets +1/+0 and gains flying until end of turn. \
Destroy that creature at the beginning of the next end step.
"""


@pytest.mark.parametrize(
    ("name", "script", "later"),
    [
        ("ember_salamander.txt", SALAMANDER, ("sacrifice", "this")),
        ("goblin_cannon.txt", CANNON, ("destroy", "target")),
    ],
)
def test_at_the_beginning_of_the_next_end_step(
    tmp_path: Path, name: str, script: str, later: tuple[str, str]
) -> None:
    [ability] = imported(tmp_path, name, script).activated_abilities
    last = ability.effects[-1]
    assert (last.verb, last.subject) == later
    assert last.at == "the beginning of the next end step"


SWORD = """Name:{name}
ManaCost:6
Types:Artifact
A:AB$ Pump | Cost$ 3 T | ValidTgts$ Creature.YouCtrl | NumAtt$ +3 | NumDef$ +3 \
| AtEOT$ Sacrifice | SpellDescription$ x
Oracle:{{3}}, {{T}}: Target creature you control gets +3/+3 until end of turn. {later}
"""


@pytest.mark.parametrize(
    ("later", "by_you"),
    [
        ("Sacrifice it at the beginning of the next end step.", True),
        ("Sacrifice that creature at the beginning of the next end step.", True),
        ("Its controller sacrifices it at the beginning of the next end step.", False),
    ],
)
def test_who_sacrifices_the_target(tmp_path: Path, later: str, by_you: bool) -> None:
    """701.21a: "Sacrifice it" is the ability's controller's to do (one another player
    gained control of since stays); "Its controller sacrifices it", whoever's that is."""
    script = SWORD.format(name="Bright Sword", later=later)
    [ability] = imported(tmp_path, "bright_sword.txt", script).activated_abilities
    last = ability.effects[-1]
    assert (last.verb, last.subject, last.sacrificed_by_you) == ("sacrifice", "target", by_you)
