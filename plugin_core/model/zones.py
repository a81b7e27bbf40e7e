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


LIBRARY = Zone.LIBRARY
HAND = Zone.HAND
BATTLEFIELD = Zone.BATTLEFIELD
GRAVEYARD = Zone.GRAVEYARD
STACK = Zone.STACK
EXILE = Zone.EXILE
"""Each zone as a module constant too, which the kernel reads: on Python 3.10 and 3.11
reading a member through its class (``Zone.STACK``) goes through the enum metaclass's
``__getattr__`` hook, several times the cost of reading a global."""

PLAYER_ZONES = (LIBRARY, HAND, GRAVEYARD)
"""The zones each player has one of (400.2); the others are shared."""
HIDDEN_ZONES = (HAND, LIBRARY)
"""The hidden zones (400.2): which card is in one, only some players may know."""
