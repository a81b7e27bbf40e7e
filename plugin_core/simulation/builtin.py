"""The built-in policies and metrics, provided through the simulation hooks as any
plugin's are."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardhost.hooks import hookimpl
from cardhost.simulation import metrics, policies


@hookimpl
def simulation_policies() -> Mapping[str, Callable[..., Any]]:
    return {
        "pass": policies.Passive,
        "goldfish": policies.Goldfish,
        "random": policies.RandomPolicy,
        "heuristic": policies.Heuristic,
    }


@hookimpl
def simulation_metrics() -> Mapping[str, Callable[[str | None], Any]]:
    return {
        "winner": lambda _: metrics.Winner(),
        "turns": lambda _: metrics.Turns(),
        "life": lambda _: metrics.Life(),
        "mana": lambda _: metrics.ManaAvailable(),
        "devotion": metrics.DevotionByTurn,
        "first": metrics.FirstAppearance,
    }
