"""Plotting a run's metrics with matplotlib (the ``plot`` extra): a histogram of each
numeric metric, per player where it is one, and the mean of each by-turn metric."""

from __future__ import annotations

import io
import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from cardhost.loading.writing import replace_file
from cardhost.simulation.errors import SimulationError
from cardhost.simulation.summary import wilson_interval

MOST_BINS = 50
"""The most bars of a histogram: one per value when the values span fewer."""


def pyplot() -> Any:
    """matplotlib's pyplot, drawing to files only; an error saying what to install."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise SimulationError("--plot needs matplotlib: pip install 'cardhost[plot]'") from None
    return plt


def check_plot_format(path: Path | str) -> None:
    """Refuse, before any game, a file whose suffix names no format matplotlib draws
    (none is PNG)."""
    pyplot()
    from matplotlib.backend_bases import FigureCanvasBase

    kind = Path(path).suffix.lstrip(".").lower()
    formats = FigureCanvasBase.get_supported_filetypes()
    if kind and kind not in formats:
        raise SimulationError(
            f"--plot {path}: {kind!r} is not a format it draws ({', '.join(sorted(formats))})"
        )


def plot(records: Sequence[dict[str, Any]], metrics: Sequence[str], path: Path | str) -> None:
    """Draw every plottable metric of ``records`` in one figure saved to ``path``."""
    plt = pyplot()
    panels = [(m, series) for m in metrics if (series := _series(records, m))]
    rates = _win_rates(records) if "winner" in metrics else {}
    if not panels and not rates:
        raise SimulationError("--plot: no metric with numbers to plot")
    count = len(panels) + bool(rates)
    figure, axes = plt.subplots(count, 1, figsize=(7, 3 * count), squeeze=False)
    if rates:
        _draw_win_rates(axes[0, 0], rates, "matchup" in records[0])
    for (metric, series), axis in zip(panels, axes[int(bool(rates)) :, 0], strict=True):
        for label, values in series.items():
            if values and isinstance(values[0], list):
                longest = max(len(v) for v in values)
                means = [
                    sum(v[t] for v in values if len(v) > t) / sum(1 for v in values if len(v) > t)
                    for t in range(longest)
                ]
                axis.plot(range(1, longest + 1), means, marker="o", label=label)
                axis.set_xlabel("turn (the player's own)")
                axis.set_ylabel("mean")
            else:
                low, high = min(values), max(values)
                bins: Any = range(int(low), int(high) + 2) if high - low < MOST_BINS else MOST_BINS
                axis.hist(values, bins=bins, alpha=0.6, label=label)
                axis.set_ylabel("games")
        axis.set_title(metric)
        axis.legend()
    figure.tight_layout()
    image = io.BytesIO()
    try:
        figure.savefig(image, format=Path(path).suffix.lstrip(".").lower() or None)
        replace_file(path, image.getvalue())
    except OSError as error:
        raise SimulationError(f"--plot {path}: {error.strerror or error}") from None
    finally:
        plt.close(figure)


def _win_rates(records: Sequence[dict[str, Any]]) -> dict[str, tuple[float, float, float]]:
    """Each player's win rate with its 95% interval; in a gauntlet (a record's
    ``matchup``), the first deck's against each opponent."""
    if "matchup" in records[0]:
        hero = records[0]["players"][0]
        groups = {m: [r for r in records if r["matchup"] == m] for m in _labels(records, "matchup")}
        return {
            m: _rate(sum(r.get("winner") == hero for r in g), len(g)) for m, g in groups.items()
        }
    players = list(dict.fromkeys(p for r in records for p in r["players"]))
    return {p: _rate(sum(r.get("winner") == p for r in records), len(records)) for p in players}


def _labels(records: Sequence[dict[str, Any]], key: str) -> list[str]:
    return list(dict.fromkeys(r[key] for r in records))


def _rate(won: int, games: int) -> tuple[float, float, float]:
    low, high = wilson_interval(won, games)
    return won / games, low, high


def _draw_win_rates(
    axis: Any, rates: dict[str, tuple[float, float, float]], gauntlet: bool
) -> None:
    """Bars of the win rates, each with its 95% interval, and the even line."""
    labels = list(rates)
    middle = [rates[label][0] for label in labels]
    below = [rates[label][0] - rates[label][1] for label in labels]
    above = [rates[label][2] - rates[label][0] for label in labels]
    axis.bar(labels, middle, yerr=[below, above], capsize=6, alpha=0.7)
    axis.axhline(0.5, color="grey", linewidth=1, linestyle="--")
    axis.set_ylim(0, 1)
    axis.set_ylabel("win rate (95% interval)")
    axis.set_title("win rate against each opponent" if gauntlet else "win rate")


def _finite(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and math.isfinite(value)


def _series(records: Sequence[dict[str, Any]], metric: str) -> dict[str, list[Any]]:
    """The metric's numbers (or by-turn lists) by label: the metric, or each player."""
    values = [r.get(metric) for r in records]
    if all(isinstance(v, (int, float)) or v is None for v in values):
        numbers = [v for v in values if _finite(v)]
        return {metric: numbers} if numbers else {}
    found: dict[str, list[Any]] = {}
    for value in values:
        if not isinstance(value, dict):
            return {}
        for player, own in value.items():
            if (isinstance(own, list) and all(_finite(x) for x in own)) or _finite(own):
                found.setdefault(player, []).append(own)
    return found
