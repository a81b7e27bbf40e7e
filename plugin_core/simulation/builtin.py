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


def _without_argument(name: str, make: Callable[[], Any]) -> Callable[[str | None], Any]:
    """A metric that takes no argument, refusing one."""

    def made(argument: str | None) -> Any:
        if argument is not None:
            raise ValueError(f"{name} takes no argument (not {name}:{argument})")
        return make()

    return made


@hookimpl
def simulation_metrics() -> Mapping[str, Callable[[str | None], Any]]:
    return {
        "winner": _without_argument("winner", metrics.Winner),
        "turns": _without_argument("turns", metrics.Turns),
        "life": _without_argument("life", metrics.Life),
        "mulligans": _without_argument("mulligans", metrics.Mulligans),
        "mana": _without_argument("mana", metrics.ManaAvailable),
        "spent": _without_argument("spent", metrics.ManaSpent),
        "devotion": metrics.DevotionByTurn,
        "first": metrics.FirstAppearance,
    }
