"""The zones of the game (400.1)."""

from __future__ import annotations

from enum import Enum


class Zone(str, Enum):
    """The zones of rule 400.1."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"


PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD)
"""The zones each player has one of (400.2); the others are shared."""
