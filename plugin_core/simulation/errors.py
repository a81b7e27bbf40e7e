"""The simulator's error."""

from __future__ import annotations

from cardhost.model.errors import CardhostError


class SimulationError(CardhostError):
    """A simulation that can't run as asked: an unknown policy or metric, a plugin that
    can't be loaded or that misbehaves, a game that fails (named with its seed), a bad
    option."""


PLUGIN_FAILURES = (Exception, SystemExit, GeneratorExit)
"""What a simulation plugin's code may raise that is its failure, to be named as such:
any exception, and ``SystemExit`` (a plugin ending the process would end a run silently,
with the status it chose) and ``GeneratorExit``; only ``KeyboardInterrupt`` goes
through, as the person's."""
