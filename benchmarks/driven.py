"""Driven games: what cardhost costs a program that drives it through ``decision()`` and
``answer()``, as an agent, a search or the random fuzzer does.

Whole games of the red aggro deck against the blue-black control deck
(``examples/decks``), each player answered by a policy (``heuristic``, ``random`` or
``goldfish``), the event log off; the policy's own time is measured apart from the game's. Mid-game
positions (12 to 16 permanents, a player with priority) are kept from those games for
the rest: ``legal_actions()``, ``game.copy()``, ``to_json`` / ``from_json``, and an
answer tried and undone (``trial()``). Every figure is printed beside a bare pluggy
call measured in the same run, and scaled to the reference machine's (1.31 us).

    python benchmarks/driven.py                 # every workload, median of 5 runs
    python benchmarks/driven.py --only games --runs 3
"""

from __future__ import annotations

import argparse
import gc
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from workloads import REFERENCE_BARE_CALL, bare_pluggy_call

from cardhost import Game
from cardhost.loading.catalog import Catalog
from cardhost.loading.decks import parse_deck
from cardhost.simulation import trial
from cardhost.simulation.match import DeckText
from cardhost.simulation.plugins import registry
from cardhost.simulation.policy import Policy

DECKS = Path(__file__).resolve().parent.parent / "examples" / "decks"
MATCHUP = ("red-aggro.txt", "ub-control.txt")
SEEDS = (1, 2, 3)
MOST_DECISIONS = 20_000
MID_GAME = range(12, 17)
"""How many permanents a mid-game board has (the issue's 12-16)."""

GOALS = {
    "answers": 10_000.0,
    "legal_actions": 20_000.0,
    "copies": 5_000.0,
    "from_json": 1_000.0,
    "to_json": 2_500.0,
}


@dataclass
class Played:
    """One driven game: its decisions, the seconds the game took to answer them and
    the seconds the policies took to decide, and the mid-game positions kept."""

    decisions: int
    game_seconds: float
    policy_seconds: float
    positions: list[Game]


def catalog() -> Catalog:
    """The bundled cards and the installed packs, as ``cardhost simulate`` finds them."""
    return Catalog.discover(())


def new_game(seed: int, cards: Catalog, policy: str) -> tuple[Game, dict[str, Policy]]:
    """The matchup's game ``seed``, its log off, started with its mulligans waiting."""
    decks = [parse_deck(DeckText.read(DECKS / name).text, cards, source=name) for name in MATCHUP]
    names = ["Aggro", "Control"]
    game = Game(names, catalog=cards, seed=seed, log="off")
    for player, deck in zip(game.players, decks, strict=True):
        for card in deck.cards():
            game.add_card(card, player, "library")
    tools = registry(())
    policies = {name: tools.policy(policy, random.Random(f"{seed}/{name}")) for name in names}
    return game, policies


def play(seed: int, cards: Catalog, policy: str = "heuristic") -> Played:
    """Drive game ``seed`` to its end through ``decision()`` / ``answer()``. What the
    harness holds from before (the catalog, the positions kept from earlier games) is
    frozen out of the collector's scans while it plays, as :func:`repeated` does: a
    full collection scanning them fell in one game or another (0.1-0.15 s, a game's
    figure halved), wherever the harness's allocations had brought it."""
    gc.collect()
    gc.freeze()
    try:
        return _played(seed, cards, policy)
    finally:
        gc.unfreeze()


def _played(seed: int, cards: Catalog, policy: str) -> Played:
    game, policies = new_game(seed, cards, policy)
    clock = time.perf_counter
    started = clock()
    decision = game.start_with_decisions("Aggro")
    game_seconds, policy_seconds, decisions = clock() - started, 0.0, 0
    positions: list[Game] = []
    while decision is not None and decisions < MOST_DECISIONS:
        if decision.kind == "priority" and len(game.battlefield) in MID_GAME:
            positions.append(game.copy(log="off"))
        started = clock()
        given = policies[decision.player].answer(game, decision)
        answered = clock()
        decision = game.answer(given)
        game_seconds += clock() - answered
        policy_seconds += answered - started
        decisions += 1
    return Played(decisions, game_seconds, policy_seconds, positions)


def per_second(run: Callable[[], tuple[int, float]], runs: int) -> tuple[float, float]:
    """The median rate of ``runs`` runs, and the median bare pluggy call beside them."""
    rates, bares = [], []
    for _ in range(runs):
        count, seconds = run()
        rates.append(count / seconds)
        bares.append(bare_pluggy_call())
    return statistics.median(rates), statistics.median(bares)


def show(name: str, measured: tuple[float, float], unit: str, goal: float | None) -> None:
    """A figure, its goal, and the same scaled to the reference machine's bare call."""
    figure, bare = measured
    scaled = figure * bare / REFERENCE_BARE_CALL
    aim = f"goal {goal:>8,.0f} ({scaled / goal:.2f}x scaled)" if goal else ""
    print(
        f"{name:<44} {figure:>10,.0f} {unit:<12} scaled {scaled:>10,.0f}  "
        f"({bare * 1e6:.2f} us a bare call)  {aim}"
    )


def games(cards: Catalog, runs: int) -> list[Game]:
    """Whole games, answer by answer; the mid-game positions they passed through."""
    positions: list[Game] = []
    for policy in ("heuristic", "random", "goldfish"):
        for seed in SEEDS:
            played: list[Played] = []

            def one(
                seed: int = seed, policy: str = policy, played: list[Played] = played
            ) -> tuple[int, float]:
                game = play(seed, cards, policy)
                played.append(game)
                return game.decisions, game.game_seconds

            measured = per_second(one, runs)
            last = played[-1]
            name = f"answers/s, {policy} game {seed} ({last.decisions:,} decisions)"
            show(name, measured, "decisions/s", GOALS["answers"])
            policy_rate = last.decisions / last.policy_seconds
            print(f"{'':<44} the policy's own: {policy_rate:>10,.0f} decisions/s")
            if policy == "heuristic":
                positions.extend(last.positions)
    return positions


def repeated(
    positions: list[Game], act: Callable[[Game], object]
) -> Callable[[], tuple[int, float]]:
    """A run of ``act`` once on each of fresh copies of ``positions`` (copied untimed).
    What the run keeps alive and didn't make (the positions and their copies, hundreds
    of games a program driving one game doesn't hold) is frozen out of the collector's
    scans while it runs: the figure is what ``act`` and the garbage it makes cost, not
    scans of this harness's heap (copies measured 2,100-4,200 a second from run to run
    without it)."""

    def run() -> tuple[int, float]:
        fresh = [p.copy(log="off") for p in positions]
        gc.collect()
        gc.freeze()
        try:
            started = time.perf_counter()
            for game in fresh:
                act(game)
            return len(fresh), time.perf_counter() - started
        finally:
            gc.unfreeze()

    return run


def tried(game: Game) -> None:
    """Each of the priority decision's options answered inside a trial, and undone."""
    decision = game.decision()
    assert decision is not None
    for option in decision.options:
        with trial():
            game.answer(option)


def positions_workloads(positions: list[Game], runs: int) -> None:
    """legal_actions, copies, saves, restores and trials on the mid-game positions."""
    print(f"{len(positions)} mid-game positions ({MID_GAME.start}-{MID_GAME.stop - 1} permanents)")
    show(
        "legal_actions(), each position once",
        per_second(repeated(positions, lambda g: g.legal_actions()), runs),
        "listings/s",
        GOALS["legal_actions"],
    )
    show(
        "game.copy(log='off')",
        per_second(repeated(positions, lambda g: g.copy(log="off")), runs),
        "copies/s",
        GOALS["copies"],
    )
    show(
        "to_json()",
        per_second(repeated(positions, Game.to_json), runs),
        "saves/s",
        GOALS["to_json"],
    )
    saved = [(p.to_json(), p.catalog) for p in positions]

    def restores() -> tuple[int, float]:
        started = time.perf_counter()
        for text, cards in saved:
            Game.from_json(text, catalog=cards)
        return len(saved), time.perf_counter() - started

    show("Game.from_json()", per_second(restores, runs), "restores/s", GOALS["from_json"])
    options = sum(len(p.decision().options) for p in positions)  # type: ignore[union-attr]
    trials = per_second(repeated(positions, tried), runs)
    show(
        f"every answer tried and undone ({options / len(positions):.1f} a position)",
        (trials[0] * options / len(positions), trials[1]),
        "trials/s",
        None,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5, help="runs of each workload (5)")
    parser.add_argument("--only", default="games,positions", help="games, positions")
    arguments = parser.parse_args()
    only = set(arguments.only.split(","))
    cards = catalog()
    positions = games(cards, arguments.runs if "games" in only else 1)
    if "positions" in only:
        positions_workloads(positions, arguments.runs)


if __name__ == "__main__":
    main()
