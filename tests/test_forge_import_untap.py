"""Forge's ``Untap | UntapUpTo$ True | UntapType$ Land | Amount$ N`` as cardhost's
``untap = "up to two lands"`` (608.2d). The scripts are made-up cards in Forge's
syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

SNAP = """Name:Quick Snap
ManaCost:1 U
Types:Instant
A:SP$ ChangeZone | Cost$ 1 U | ValidTgts$ Creature | Origin$ Battlefield | Destination$ Hand \
| SubAbility$ DBUntap | SpellDescription$ x
SVar:DBUntap:DB$ Untap | UntapUpTo$ True | UntapType$ Land | Amount$ 2
Oracle:Return target creature to its owner's hand. Untap up to two lands.
"""


def test_untap_up_to_two_lands(tmp_path: Path) -> None:
    spell = imported(tmp_path, "quick_snap.txt", SNAP).spell
    assert spell is not None
    bounce, untap = spell.effects
    assert bounce.verb == "return_to_hand"
    assert (untap.verb, untap.name, untap.amount) == ("untap", "up to two lands", 2)
