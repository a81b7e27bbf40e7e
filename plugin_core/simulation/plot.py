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


def plot(records: Sequence[dict[str, Any]], metrics: Sequence[str], path: Path | str) -> None:
    """Draw every plottable metric of ``records`` in one figure saved to ``path``."""
    plt = pyplot()
    panels = [(m, series) for m in metrics if (series := _series(records, m))]
    if not panels:
        raise SimulationError("--plot: no metric with numbers to plot")
    figure, axes = plt.subplots(len(panels), 1, figsize=(7, 3 * len(panels)), squeeze=False)
    for (metric, series), axis in zip(panels, axes[:, 0], strict=True):
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
