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
