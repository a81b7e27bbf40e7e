"""What a run of games comes to: win rates with their 95% intervals, and each metric's
mean and quantiles, as a table for people and as values for programs."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

Z_95 = 1.959963984540054
"""The standard normal quantile of 0.975: a 95% two-sided interval."""
QUANTILES = (0.1, 0.5, 0.9)


def wilson_interval(successes: int, trials: int, z: float = Z_95) -> tuple[float, float]:
    """The Wilson score interval for a proportion: sound near 0 and 1 and for few
    trials, where the normal approximation is not."""
    if trials == 0:
        return (0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    half = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    low = 0.0 if successes == 0 else max(0.0, centre - half)  # exactly, not by rounding
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return (low, high)


def quantile(values: Sequence[float], q: float) -> float:
    """The ``q`` quantile of ``values`` by linear interpolation between order statistics
    (the "inclusive" method); ``values`` not empty."""
    ordered = sorted(values)
    position = q * (len(ordered) - 1)
    low = math.floor(position)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (position - low)


def _number(value: Any) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool)


def _stats(values: Sequence[float]) -> str:
    parts = [f"mean {sum(values) / len(values):.2f}"]
    parts += [f"{int(q * 100)}% {quantile(values, q):g}" for q in QUANTILES]
    return ", ".join(parts)


def summary(records: Sequence[dict[str, Any]], metrics: Sequence[str]) -> str:
    """A table of ``records`` (from one simulation): how the games ended, each player's
    wins and win rate with its 95% interval, then every metric."""
    count = len(records)
    ends = {
        end: sum(1 for r in records if r["end"] == end)
        for end in ("win", "draw", "turn limit", "decision limit")
    }
    line = (
        f"{count} games: {ends['win']} won, {ends['draw']} drawn, "
        f"{ends['turn limit']} stopped at the turn limit"
    )
    if ends["decision limit"]:
        line += f", {ends['decision limit']} at the decision limit"
    lines = [line]
    players = list(dict.fromkeys(name for r in records for name in r["players"]))
    width = max([len(p) for p in players] + [6])
    if "winner" in metrics:
        lines.append(f"{'player':<{width}}  {'wins':>6}  {'win rate':>8}  95% interval")
        for player in players:
            wins = sum(1 for r in records if r.get("winner") == player)
            low, high = wilson_interval(wins, count)
            lines.append(
                f"{player:<{width}}  {wins:>6}  {wins / count:>8.1%}  {low:.1%} to {high:.1%}"
            )
    if any("match_winner" in r for r in records):
        lines.extend(_match_lines(records, players, width))
    for metric in metrics:
        if metric != "winner":
            lines.extend(_metric_lines(metric, [r.get(metric) for r in records], players))
    return "\n".join(lines)


def win_rates(records: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The win rates of ``records`` as values, each with its 95% interval (Wilson): each
    player's over the games they played (a gauntlet's opponents by their matchups); with
    matches, each player's over the matches they played; in a gauntlet, the first deck's
    against each opponent and over all."""
    entrants = list(dict.fromkeys(e for r in records for e in _entrants(r)))
    found: dict[str, Any] = {"games": len(records), "players": {}}
    for key, name in entrants:  # over the games each played
        played = [r for r in records if (key, name) in _entrants(r)]
        found["players"][key] = _rate(sum(r.get("winner") == name for r in played), len(played))
    ended = [r for r in records if "match_winner" in r]
    if ended:
        found["matches"] = {}
        for key, name in entrants:
            played = [r for r in ended if (key, name) in _entrants(r)]
            won = sum(r["match_winner"] == name for r in played)
            found["matches"][key] = _rate(won, len(played))
    if records and "matchup" in records[0]:
        hero = records[0]["players"][0]
        against = {}
        for matchup in dict.fromkeys(r["matchup"] for r in records):
            games = [r for r in records if r["matchup"] == matchup]
            against[matchup] = _rate(sum(r.get("winner") == hero for r in games), len(games))
        overall = _rate(sum(r.get("winner") == hero for r in records), len(records))
        found["gauntlet"] = {"deck": hero, "against": against, "overall": overall}
    return found


def _entrants(record: dict[str, Any]) -> list[tuple[str, str]]:
    """The players of a game's record, each as its rates are keyed and by its name in
    the game: a gauntlet's opponent by its matchup (two decks may share a name)."""
    names = record["players"]
    matchup = record.get("matchup")
    return [(matchup if matchup and i else name, name) for i, name in enumerate(names)]


def _rate(won: int, count: int) -> dict[str, Any]:
    low, high = wilson_interval(won, count)
    return {"wins": won, "of": count, "rate": won / count, "interval": [low, high]}


def gauntlet_summary(records: Sequence[dict[str, Any]]) -> str:
    """A gauntlet's outcome (``--gauntlet``): the first deck's wins against each
    opponent (a record's ``matchup``) and over all, each with its 95% interval."""
    hero = records[0]["players"][0]
    matchups = list(dict.fromkeys(r["matchup"] for r in records))
    width = max([len(m) for m in matchups] + [len("every matchup")])
    lines = [
        f"{hero} in the gauntlet:",
        f"{'against':<{width}}  {'games':>6}  {'wins':>6}  {'win rate':>8}  95% interval",
    ]
    for matchup in [*matchups, None]:
        games = [r for r in records if matchup is None or r["matchup"] == matchup]
        won = sum(1 for r in games if r.get("winner") == hero)
        low, high = wilson_interval(won, len(games))
        label = "every matchup" if matchup is None else matchup
        lines.append(
            f"{label:<{width}}  {len(games):>6}  {won:>6}  {won / len(games):>8.1%}  "
            f"{low:.1%} to {high:.1%}"
        )
    return "\n".join(lines)


def _match_lines(records: Sequence[dict[str, Any]], players: list[str], width: int) -> list[str]:
    """The matches (``best_of``): how many each player took, its rate and 95% interval."""
    ended = [r for r in records if "match_winner" in r]
    count = len(ended)
    undecided = sum(1 for r in ended if r["match_winner"] is None)
    most = max(r.get("best_of", r["match_game"] + 1) for r in ended)
    lines = [f"{count} matches of up to {most} games: {count - undecided} decided"]
    lines.append(f"{'player':<{width}}  {'matches':>7}  {'win rate':>8}  95% interval")
    for player in players:
        won = sum(1 for r in ended if r["match_winner"] == player)
        low, high = wilson_interval(won, count)
        lines.append(f"{player:<{width}}  {won:>7}  {won / count:>8.1%}  {low:.1%} to {high:.1%}")
    return lines


def _metric_lines(metric: str, values: list[Any], players: list[str]) -> list[str]:
    """The lines for one metric: numbers summarized; a value per player, per player; a
    list (by turn) as its mean at each turn; anything else counted."""
    if all(v is None or _number(v) for v in values):
        present = [v for v in values if v is not None]
        missing = len(values) - len(present)
        shown = _stats(present) if present else "no values"
        return [f"{metric}: {shown}" + (f" (none in {missing} games)" if missing else "")]
    if all(isinstance(v, dict) for v in values):
        lines = [f"{metric}:"]
        for player in players:
            own = [v.get(player) for v in values if player in v]
            if all(x is None or x == [] for x in own):
                continue
            if all(isinstance(x, list) for x in own):
                lines.append(f"  {player}: by turn, mean {_by_turn(own)}")
            else:
                lines.extend("  " + line for line in _metric_lines(player, own, []))
        return lines
    counted: dict[str, int] = {}
    for value in values:
        counted[str(value)] = counted.get(str(value), 0) + 1
    shown = ", ".join(f"{name} {n}" for name, n in sorted(counted.items()))
    return [f"{metric}: {shown}"]


def _by_turn(series: list[list[float]]) -> str:
    """The mean of each turn's readings over the games that reached that turn."""
    longest = max((len(s) for s in series), default=0)
    means = []
    for turn in range(longest):
        reached = [s[turn] for s in series if len(s) > turn]
        means.append(f"{sum(reached) / len(reached):.1f}")
    return " ".join(means) if means else "no turns"
