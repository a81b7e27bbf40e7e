"""Hook specifications for the simulator: how a module or a card pack provides player
policies and metrics to ``cardhost simulate``.

A simulation plugin is a module implementing either hook with ``@hookimpl``; it is found
through the entry point group ``cardhost.simulation`` of an installed distribution, or
named with ``cardhost simulate --plugin MODULE`` (a module name or a ``.py`` file).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from typing import Any

from cardhost.hooks.markers import hookspec


@hookspec
def simulation_policies() -> Mapping[str, Callable[[random.Random], Any]]:
    """The policies this plugin provides, by name: each a callable that takes the random
    generator the policy may use (seeded for its game) and returns a fresh policy (a
    ``cardhost.simulation.Policy``) for one player of one game. All plugins' results are
    merged; a name given twice is an error."""


@hookspec
def simulation_metrics() -> Mapping[str, Callable[[str | None], Any]]:
    """The metrics this plugin provides, by name: each a callable that takes the text after
    the name's colon (``first:Vampire Demon`` gives ``"Vampire Demon"``, ``turns`` gives
    ``None``) and returns a fresh metric (a ``cardhost.simulation.Metric``) for one game,
    or raises ``ValueError`` saying what is wrong with the text."""
