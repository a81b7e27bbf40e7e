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
