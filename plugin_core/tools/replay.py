"""``cardhost replay``: one game of a simulation played again from its seed, or a saved
game, its log printed as a player (or an onlooker) saw it."""

from __future__ import annotations

import argparse
import json
import random
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardhost.kernel.game import Game
from cardhost.kernel.log import LogEntry, line_of
from cardhost.loading.catalog import Catalog
from cardhost.loading.tomlfile import read_text
from cardhost.model.errors import CardhostError, FileProblem
from cardhost.simulation.errors import SimulationError
from cardhost.simulation.match import (
    DEFAULT_METRICS,
    DeckText,
    Simulation,
    opened_at,
    past_the_turn_limit,
    replay,
    tools_of,
)
from cardhost.tools.play import Table, lines_of, play, resume
from cardhost.tools.simulate import integer, policies_for

SEED_DIGITS = 20
"""The most digits a game's seed has (it is below 2**64, :func:`game_seed`)."""


def add_parser(commands: Any) -> None:
    """The ``replay`` command's arguments."""
    parser = commands.add_parser(
        "replay",
        help="print the log of one game of a simulation (by its seed) or of a saved game",
    )
    parser.add_argument(
        "source", metavar="SEED|GAMEFILE", help="a game's seed (a record's), or a saved game"
    )
    parser.add_argument(
        "decks", nargs="*", metavar="DECK", help="the simulation's decks, for a seed"
    )
    parser.add_argument("--policy", help="the simulation's --policy")
    parser.add_argument("--turns", type=integer, help="the simulation's --turns")
    parser.add_argument(
        "--plugin", action="append", default=[], help="the simulation's --plugin (repeatable)"
    )
    parser.add_argument(
        "--as", dest="viewer", metavar="PLAYER", help="the log as this player saw it (400.2)"
    )
    parser.add_argument(
        "--starting", metavar="PLAYER", help="the record's starting player (a match's game)"
    )
    parser.add_argument(
        "--play",
        type=integer,
        metavar="TURN",
        help="play on from turn TURN in the terminal, as --as PLAYER (the first deck's)",
    )


def run_replay(arguments: argparse.Namespace, say_error: Callable[[CardhostError], None]) -> int:
    """Print the game's log, then how it ended."""
    try:
        if arguments.play is not None:
            return _play_on(arguments)
        saved = not arguments.decks and (
            Path(arguments.source).is_file() or not _is_seed(arguments.source)
        )  # a save named in digits is a save
        if saved:
            entries, ending = _saved(Path(arguments.source), arguments)
        else:
            entries, ending = _simulated(arguments)
    except CardhostError as error:
        say_error(error)
        return 1
    for entry in entries:
        print(line_of(entry, arguments.viewer))
    print(ending)
    return 0


def _play_on(arguments: argparse.Namespace) -> int:
    """The game of the seed played by its policies to turn ``--play``, then by the person
    as ``--as`` (the first deck's player) against the other's policy (``cardhost
    play``'s table, unsaved: a save resumes only a game played from its start)."""
    simulation, seed = _simulation_of(arguments)
    if arguments.play < 1:
        raise SimulationError(f"--play is a turn, 1 or more, not {arguments.play}")
    if len(simulation.decks) != 2:
        raise SimulationError("--play opens a game of two decks: give two")
    game, policies = opened_at(simulation, seed, arguments.play, arguments.starting)
    if game.game_over and game.turn_number < arguments.play:
        print(f"The game ended on turn {game.turn_number}, before turn {arguments.play}.")
    elif past_the_turn_limit(game, simulation.turns):  # the simulation played no further
        print(
            f"The simulation stopped the game at its turn limit (--turns {simulation.turns}) "
            f"as turn {game.turn_number} began: turn {arguments.play} was never played."
        )
        return 0
    names = [p.name for p in game.players]
    you = arguments.viewer or names[0]
    _check_viewer(you, names)
    other = next(n for n in names if n != you)
    decks = (simulation.decks[0], simulation.decks[1])
    table = Table(game, game.player(you), policies[other], decks, seed, resumable=False)
    table.shown = len(game.log)
    return play(table, lines_of(sys.stdin), sys.stdout)


def _is_seed(text: str) -> bool:
    return text.strip().isdecimal()


def _simulated(arguments: argparse.Namespace) -> tuple[list[LogEntry], str]:
    """The game of the simulation the arguments describe, by its seed (a record's
    ``seed``, or the one an error names)."""
    simulation, seed = _simulation_of(arguments)
    entries, record = replay(simulation, seed, arguments.starting)
    _check_viewer(arguments.viewer, record["players"])
    winner = record["winner"] or "no one"
    ending = f"{record['end']}, won by {winner}, {record['turns']} turns"
    return entries, f"the game of seed {seed}: {ending}"


def _check_viewer(viewer: str | None, names: list[str]) -> None:
    """``--as`` names one of the game's players (400.2: what that player saw)."""
    if viewer is not None and viewer not in names:
        raise SimulationError(f"--as {viewer!r}: the players are {names}")


def _simulation_of(arguments: argparse.Namespace) -> tuple[Simulation, int]:
    """The simulation the arguments describe, and the game's seed."""
    if arguments.turns is not None and arguments.turns < 1:
        raise SimulationError(f"--turns is 1 or more, not {arguments.turns}")
    if not arguments.decks:
        raise SimulationError("replay SEED DECK...: the simulation's decks, as simulate had them")
    if not _is_seed(arguments.source):
        raise SimulationError(f"{arguments.source!r} is not a game's seed (a whole number)")
    digits = arguments.source.strip()
    if len(digits) > SEED_DIGITS:  # read as a number only once it is short enough
        raise SimulationError(
            f"{digits[:40]!r}: a game's seed is written in at most {SEED_DIGITS} digits, "
            f"not {len(digits)}"
        )
    if int(digits) >= 2**64:
        raise SimulationError(f"{digits!r}: a game's seed is below 2**64")
    seed = int(arguments.source)
    decks = tuple(DeckText.read(path) for path in arguments.decks)
    simulation = Simulation(
        decks,
        policies_for(decks, arguments.policy),
        DEFAULT_METRICS,
        arguments.turns,
        0,
        tuple(arguments.cards),
        arguments.data_only,
        tuple(arguments.plugin),
    )
    for policy in simulation.policies:
        tools_of(simulation).policy(policy, random.Random(0))
    return simulation, seed


def _saved(path: Path, arguments: argparse.Namespace) -> tuple[list[LogEntry], str]:
    """The log of a game ``cardhost play`` saved (replayed to where it was saved), or of
    a saved game (``Game.to_json``), as far as it goes."""
    try:
        text = read_text(path, FileProblem)
        data = json.loads(text)
    except FileProblem as error:
        raise SimulationError(str(error)) from None
    except (ValueError, RecursionError) as error:
        raise SimulationError(f"{path}: not a saved game ({error})") from None
    catalog = Catalog.discover(tuple(arguments.cards), data_only=arguments.data_only)
    given = [
        option
        for option, value in (
            ("--turns", arguments.turns),
            ("--starting", arguments.starting),
            ("--policy", arguments.policy),
            ("--plugin", arguments.plugin or None),
        )
        if value is not None
    ]
    if given:
        raise SimulationError(
            f"{path}: a saved game is replayed as saved: no {', '.join(given)} (a simulation's)"
        )
    if isinstance(data, dict) and "cardhost save" in data:
        game = resume(path, catalog, data_only=arguments.data_only).game
    else:
        try:
            game = Game.from_json(text, catalog=catalog)
        except CardhostError as error:
            raise SimulationError(f"{path}: {error}") from None
    _check_viewer(arguments.viewer, [p.name for p in game.players])
    state = "over" if game.game_over else f"turn {game.turn_number}, {game.step.value} step"
    return list(game.log), f"{path}: saved at {state}"
