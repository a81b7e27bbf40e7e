"""Forge's ``FlipACoin`` with ``WinSubAbility$`` and ``LoseSubAbility$`` comes over as
``flip_coin`` and instructions on each outcome (705). The scripts are made-up cards in
Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

TINKER = """Name:Coin Tinker
ManaCost:1 R
Types:Creature Goblin
PT:1/1
A:AB$ FlipACoin | Cost$ T | ValidTgts$ Artifact | WinSubAbility$ DBDestroy \
| LoseSubAbility$ DBSac | SpellDescription$ x
SVar:DBDestroy:DB$ Destroy | Defined$ Targeted | SubAbility$ DBUntap
SVar:DBUntap:DB$ Untap | Defined$ Self
SVar:DBSac:DB$ Sacrifice | Defined$ Self
Oracle:{T}: Flip a coin. If you win the flip, destroy target artifact and untap Coin \
Tinker. If you lose the flip, sacrifice Coin Tinker.
"""


def test_a_flip_and_its_outcomes(tmp_path: Path) -> None:
    """705.2: the target chosen on activation, destroyed and the Tinker untapped on a
    win, the Tinker sacrificed on a loss."""
    face = imported(tmp_path, "coin_tinker.txt", TINKER)
    [ability] = face.activated_abilities
    assert [(i.verb, i.flip) for i in ability.effects] == [
        ("flip_coin", ""),
        ("destroy", "won"),
        ("untap", "won"),
        ("sacrifice", "lost"),
    ]
