"""Skips as values (614.10): a player will skip their next step, phase or turn
(``game.skips``); :mod:`cardhost.kernel.skipping` makes and uses them."""

from __future__ import annotations

from dataclasses import dataclass

from cardhost.kernel.objects import Player

THIS_TURNS_COMBAT = "combat phases of this turn"
"""What :data:`NEXT_TURNS_COMBAT` becomes as that turn begins."""


@dataclass(frozen=True)
class Skip:
    """``player`` skips their next ``what`` (one of :data:`SKIPPABLE`, or
    :data:`THIS_TURNS_COMBAT`) (614.10)."""

    player: Player
    what: str
