"""The simulator's error."""

from __future__ import annotations

from cardhost.model.errors import CardhostError


class SimulationError(CardhostError):
    """A simulation that can't run as asked: an unknown policy or metric, a plugin that
    can't be loaded or that misbehaves, a game that fails (named with its seed), a bad
    option."""
