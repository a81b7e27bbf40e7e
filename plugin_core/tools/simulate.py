"""``cardhost simulate``: play seeded games between decks and print what they come to."""

from __future__ import annotations

import argparse
import contextlib
import os
import random
import re
import sys
from collections import Counter
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from typing import Any

from tqdm import tqdm

from cardhost.loading.decks import DeckError, parse_deck
from cardhost.loading.writing import check_writable
from cardhost.model.errors import CardhostError
from cardhost.model.validation import integer_problem
from cardhost.simulation.errors import SimulationError
from cardhost.simulation.executors import (
    EXECUTORS,
    MOST_GAMES,
    WORKERS_PER_CORE,
    most_workers,
    run,
)
from cardhost.simulation.match import (
    DEFAULT_METRICS,
    DeckText,
    Simulation,
    catalog_of,
    metric_names_checked,
    tools_of,
)
from cardhost.simulation.plot import check_plot_format, plot
from cardhost.simulation.plugins import source_of
from cardhost.simulation.records import check_records_path, write_records
from cardhost.simulation.summary import gauntlet_summary, summary

SINGLE_DECK_POLICY = "goldfish"
DUEL_POLICY = "heuristic"


def integer(text: str) -> int:
    """A command line's number: an integer of at most 64 bits (as every number read is)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text[:40]!r} is not an integer") from None
    problem = integer_problem(value)
    if problem is not None:
        raise argparse.ArgumentTypeError(problem)
    return value


def add_parser(commands: Any) -> None:
    """The ``simulate`` command's arguments."""
    parser = commands.add_parser(
        "simulate",
        help="play seeded games between decks (one deck: against an opponent who does nothing)",
    )
    parser.add_argument("decks", nargs="+", metavar="DECK", help="deck files (.txt or Forge .dck)")
    parser.add_argument(
        "--games", type=integer, default=100, help="how many games, or matches (100)"
    )
    parser.add_argument(
        "--best-of",
        type=integer,
        default=1,
        metavar="N",
        help="play matches of up to N games (odd), the starting player alternating (1)",
    )
    parser.add_argument("--seed", type=integer, default=0, help="the master seed (0)")
    parser.add_argument("--workers", type=integer, default=1, help="worker processes (1)")
    parser.add_argument(
        "--policy",
        help=f"a policy for every deck, or one per deck separated by commas "
        f"({SINGLE_DECK_POLICY} for one deck, {DUEL_POLICY} for several)",
    )
    parser.add_argument(
        "--turns", type=integer, help="stop a game when a player would begin turn N+1"
    )
    parser.add_argument(
        "--metric",
        action="append",
        default=[],
        help=f"a metric to add to {', '.join(DEFAULT_METRICS)} (repeatable): mana, spent, "
        "devotion[:COLOURS], first:NAME, mulligans, or a plugin's",
    )
    parser.add_argument("--out", help="write every game's record to a .jsonl, .csv or .json file")
    parser.add_argument(
        "--executor",
        choices=EXECUTORS,
        help="where games are played (local; process when --workers > 1)",
    )
    parser.add_argument("--scheduler", help="the address of a running Dask scheduler")
    parser.add_argument(
        "--plugin",
        action="append",
        default=[],
        help="a module or .py file providing policies or metrics (repeatable)",
    )
    parser.add_argument(
        "--log", metavar="DIR", help="write each game's events to DIR as JSON lines"
    )
    parser.add_argument("--plot", metavar="FILE", help="draw the metrics (needs cardhost[plot])")
    parser.add_argument(
        "--gauntlet",
        action="store_true",
        help="the first deck against each of the others, a matchup each",
    )


def simulate(arguments: argparse.Namespace, say_error: Callable[[CardhostError], None]) -> int:
    """Run the simulation the arguments describe; print its summary."""
    try:
        simulation = _simulation(arguments)
        executor = arguments.executor or ("process" if arguments.workers > 1 else "local")
        if arguments.scheduler and executor != "dask":
            raise SimulationError("--scheduler is for --executor dask")
        matchups = _matchups(simulation) if arguments.gauntlet else [simulation]
        for matchup in matchups:
            if matchup.log_folder is not None:
                _log_folder(matchup.log_folder)
        runs = []
        for matchup in matchups:
            played = _run(matchup, arguments, executor)
            names = " vs ".join(d.source for d in matchup.decks)
            policies = ", ".join(matchup.policies)
            print(f"{names}: seed {matchup.seed}, {policies}, {executor} x{arguments.workers}")
            print(summary(played, simulation.metrics))
            runs.append((matchup.decks[-1].source, played))
        records = _with_matchups(runs) if arguments.gauntlet else [r for _, p in runs for r in p]
    except CardhostError as error:
        say_error(error)
        return 1
    if arguments.gauntlet:
        print(gauntlet_summary(records))
    try:
        if arguments.out:
            write_records(records, arguments.out)
        if arguments.plot:
            plot(records, simulation.metrics, arguments.plot)
    except CardhostError as error:
        say_error(error)
        return 1
    return 0


def _with_matchups(runs: list[tuple[str, list[dict[str, Any]]]]) -> list[dict[str, Any]]:
    """A gauntlet's records, each with its matchup: the opponent's name, with its deck
    file where two opponents share a name (each matchup numbers its games from 0)."""
    named = [(played[0]["players"][1] if played else source, source) for source, played in runs]
    shared = Counter(name for name, _ in named)
    return [
        {**record, "matchup": name if shared[name] == 1 else f"{name} ({source})"}
        for (name, source), (_, played) in zip(named, runs, strict=True)
        for record in played
    ]


def _simulation(arguments: argparse.Namespace) -> Simulation:
    """The simulation asked for, each part checked here before any game is played."""
    if arguments.games < 1:
        raise SimulationError(f"--games is 1 or more, not {arguments.games}")
    most = most_workers()
    if not 1 <= arguments.workers <= most:
        raise SimulationError(
            f"--workers is from 1 to {most:,} ({WORKERS_PER_CORE} for each core here), "
            f"not {arguments.workers:,}"
        )
    if arguments.best_of < 1 or arguments.best_of % 2 == 0:
        raise SimulationError(
            f"--best-of is an odd number of games, 1 or more, not {arguments.best_of}"
        )
    if arguments.games * arguments.best_of > MOST_GAMES:  # a match may play them all
        if arguments.best_of == 1:
            raise SimulationError(f"--games is at most {MOST_GAMES:,}, not {arguments.games:,}")
        raise SimulationError(
            f"--games {arguments.games:,} of --best-of {arguments.best_of:,} may play more "
            f"than {MOST_GAMES:,} games"
        )
    if arguments.turns is not None and arguments.turns < 1:
        raise SimulationError(f"--turns is 1 or more, not {arguments.turns}")
    for option, what in (("out", "a file"), ("plot", "a file"), ("log", "a folder")):
        if getattr(arguments, option) == "":
            raise SimulationError(f"--{option} names {what}, not ''")
    decks = tuple(DeckText.read(path) for path in arguments.decks)
    if arguments.gauntlet and len(decks) < 2:
        raise SimulationError(
            "--gauntlet plays the first deck against each other one: give two or more"
        )
    policies = policies_for(decks[:2] if arguments.gauntlet else decks, arguments.policy)
    metrics = tuple(dict.fromkeys([*DEFAULT_METRICS, *(m.strip() for m in arguments.metric)]))
    simulation = Simulation(
        decks,
        policies,
        metrics,
        arguments.turns,
        arguments.seed,
        tuple(arguments.cards),
        arguments.data_only,
        tuple(arguments.plugin),
        arguments.log,
        tuple(source_of(plugin) for plugin in arguments.plugin),
        arguments.best_of,
    )
    catalog = catalog_of(simulation)
    problems: list[DeckError] = []
    for deck in decks:
        try:
            parse_deck(deck.text, catalog, source=deck.source, forge=deck.forge)
        except DeckError as error:
            problems.extend(error.problems)  # type: ignore[arg-type]
    if problems:
        raise SimulationError("\n".join(str(problem) for problem in problems))
    tools = tools_of(simulation)
    for metric in metrics:
        tools.metric(metric)
    metric_names_checked(simulation)
    for policy in policies:
        tools.policy(policy, random.Random(0))
    if arguments.out:
        check_records_path(arguments.out)
        _writable(arguments.out, "--out")
    if arguments.plot:
        _writable(arguments.plot, "--plot")
        check_plot_format(arguments.plot)
    if arguments.log:
        _log_folder(arguments.log)
    return simulation


GAME_LOG = re.compile(r"game-\d{6,}\.jsonl")
"""The name of a game's log in a ``--log`` folder."""
MATCHUP_FOLDER = re.compile(r"matchup-\d+")
"""The name of a gauntlet's matchup's folder in a ``--log`` folder."""


def _log_folder(path: str) -> None:
    """Make the folder ``--log`` writes games' logs in, or refuse it before any game; the
    games' logs an earlier run left there (and in its matchups' folders) are removed, so
    it holds this run's alone."""
    folder = Path(path)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        _remove_game_logs(folder)
        for entry in os.scandir(folder):
            if MATCHUP_FOLDER.fullmatch(entry.name) and entry.is_dir(follow_symlinks=False):
                _remove_game_logs(Path(entry.path))
                with contextlib.suppress(OSError):  # kept if anything else is in it
                    os.rmdir(entry.path)
    except FileExistsError:
        raise SimulationError(f"--log {path}: not a folder") from None
    except OSError as error:
        raise SimulationError(f"--log {path}: {error.strerror or error}") from None


def _remove_game_logs(folder: Path) -> None:
    for entry in os.scandir(folder):
        if GAME_LOG.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
            os.unlink(entry.path)


def _matchups(simulation: Simulation) -> list[Simulation]:
    """The first deck against each other one (``--gauntlet``), each a simulation; with
    ``--log``, each matchup's games logged in a folder of its own (``matchup-1``, ...),
    for each numbers its games from 0."""
    hero, *others = simulation.decks
    folder = simulation.log_folder
    return [
        replace(
            simulation,
            decks=(hero, other),
            log_folder=None if folder is None else str(Path(folder) / f"matchup-{number}"),
        )
        for number, other in enumerate(others, start=1)
    ]


def policies_for(decks: tuple[DeckText, ...], given: str | None) -> tuple[str, ...]:
    """The policy of each deck: ``--policy``'s one for all, or one per deck; by default
    goldfish for one deck, heuristic for several."""
    default = SINGLE_DECK_POLICY if len(decks) == 1 else DUEL_POLICY
    policies = tuple(p.strip() for p in (given or default).split(","))
    if len(policies) == 1:
        policies = policies * len(decks)
    if len(policies) != len(decks):
        raise SimulationError(f"--policy names {len(policies)} policies for {len(decks)} decks")
    return policies


def _writable(path: str, option: str) -> None:
    """Refuse, before any game is played, a file that can't be written."""
    try:
        check_writable(path)
    except OSError as error:
        raise SimulationError(f"{option} {path}: {error.strerror or error}") from None


def _run(simulation: Simulation, arguments: argparse.Namespace, executor: str) -> list[Any]:
    """The games played, with a progress bar on standard error when it is a terminal."""
    with tqdm(total=arguments.games, unit="game", file=sys.stderr, disable=None) as bar:
        return run(
            simulation,
            arguments.games,
            executor=executor,
            workers=arguments.workers,
            scheduler=arguments.scheduler,
            progress=bar.update,
        )
