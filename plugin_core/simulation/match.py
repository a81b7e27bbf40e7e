"""One simulated game: players from decks, each driven by a policy, measured by metrics.

A simulation is a frozen, picklable value (:class:`Simulation`), so a worker process or
a Dask worker can play any of its games from it alone. Game ``i`` is played from its own
seed, derived from the master seed and ``i`` (:func:`game_seed`): it plays the same
wherever and whenever it is played, and its record is the same.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardhost.kernel.choices import FirstOptionChooser
from cardhost.kernel.game import Game
from cardhost.kernel.log import LogStream
from cardhost.kernel.objects import Player
from cardhost.loading.catalog import Catalog
from cardhost.loading.decks import Deck, DeckError, parse_deck
from cardhost.loading.tomlfile import read_text
from cardhost.loading.writing import check_regular, open_for_writing
from cardhost.model.errors import (
    CardhostError,
    CardPluginError,
    ChoiceError,
    IllegalActionError,
    said,
    shown,
)
from cardhost.model.events import LogEntry
from cardhost.model.turns import END
from cardhost.model.validation import did_you_mean, integer_problem, name_problem
from cardhost.simulation.errors import PLUGIN_FAILURES, SimulationError
from cardhost.simulation.metrics import Metric
from cardhost.simulation.plugins import Registry, registry
from cardhost.simulation.policy import Policy, PolicyChooser

MOST_DECISIONS = 50_000
"""The most decisions one game may take: a policy that never passes can't hang a run."""
DEFAULT_METRICS = ("winner", "turns", "life")
OPPONENT = "pass"
"""The policy of the opponent a single deck plays against (a goldfish: it does nothing)."""


@dataclass(frozen=True)
class DeckText:
    """A deck as its file says it, read once and parsed by each worker with its catalog."""

    source: str
    text: str
    forge: bool

    @classmethod
    def read(cls, path: Path | str) -> DeckText:
        path = Path(path)
        return cls(str(path), read_text(path, DeckError), path.suffix.lower() == ".dck")


@dataclass(frozen=True)
class Simulation:
    """Games to play: one seat per deck, each with its policy (a single deck plays
    against a copy of itself that does nothing), measured by ``metrics``, each game
    stopped when a player would begin turn ``turns + 1`` of their own (if given)."""

    decks: tuple[DeckText, ...]
    policies: tuple[str, ...]
    metrics: tuple[str, ...] = DEFAULT_METRICS
    turns: int | None = None
    seed: int = 0
    card_folders: tuple[str, ...] = ()
    data_only: bool = False
    plugins: tuple[str, ...] = ()
    log_folder: str | None = None
    plugin_sources: tuple[str, ...] = ()
    """For each of ``plugins``, the text of its ``.py`` file as read where the run began
    (``""`` for a module name): shipped with the simulation, so a worker on another
    machine loads it with no copy of the file (:func:`~cardhost.simulation.plugins.source_of`)."""
    best_of: int = 1
    """Games of a match (odd): each unit of the run is a match of up to this many games,
    the first player to win most of them taking it, the starting player alternating
    from game to game; 1: each unit a single game."""

    def seats(self) -> list[tuple[DeckText, str]]:
        """Each player's deck and policy, in turn order before the starting player is
        chosen."""
        if len(self.decks) == 1:
            return [(self.decks[0], self.policies[0]), (self.decks[0], OPPONENT)]
        return list(zip(self.decks, self.policies, strict=True))


def tools_of(simulation: Simulation) -> Registry:
    """The policies and metrics ``simulation`` may use: the built-in, the installed and
    its plugins (from their shipped text where it has one)."""
    return registry(
        simulation.plugins, data_only=simulation.data_only, sources=simulation.plugin_sources
    )


def game_seed(master: int, index: int) -> int:
    """The seed of game ``index`` of a run seeded ``master``: the same in any process."""
    digest = hashlib.blake2b(f"cardhost/{master}/{index}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big")


_CATALOGS: dict[tuple[tuple[str, ...], bool], Catalog] = {}
_DECKS: dict[tuple[DeckText, int], Deck] = {}


def metric_names_checked(simulation: Simulation) -> None:
    """Refuse a ``first:NAME`` metric naming no card or token of the simulation's catalog
    (a face's name, a back face's too: a permanent may enter with it up, 707.8a): it
    would measure nothing in every game, a misspelt name unnoticed."""
    catalog = catalog_of(simulation)
    faces = [(d.front, d.back) for d in catalog.definitions()]
    names = [face.name for pair in faces for face in pair if face is not None]
    lowered = {n.lower() for n in names}
    for metric in simulation.metrics:
        kind, colon, name = metric.partition(":")
        wanted = name.strip().lower()
        if kind.strip() == "first" and colon and not {wanted, f"{wanted} token"} & lowered:
            hint = did_you_mean(name.strip(), names)
            raise SimulationError(
                f"--metric {metric!r}: no card or token named {name.strip()!r}{hint}"
            )


def catalog_of(simulation: Simulation) -> Catalog:
    """The catalog a simulation's decks are read with, made once per process."""
    key = (simulation.card_folders, simulation.data_only)
    found = _CATALOGS.get(key)
    if found is None:
        found = Catalog.discover(simulation.card_folders, data_only=simulation.data_only)
        _CATALOGS[key] = found
    return found


def deck_of(deck: DeckText, catalog: Catalog) -> Deck:
    key = (deck, id(catalog))
    found = _DECKS.get(key)
    if found is None:
        found = _DECKS[key] = parse_deck(deck.text, catalog, source=deck.source, forge=deck.forge)
    return found


def player_names(decks: list[Deck], *, goldfish: bool) -> list[str]:
    """A name for each player: its deck's, told apart by a number if two are alike; with
    ``goldfish``, the second player is the deck's ``Opponent``."""
    names: list[str] = []
    for seat, deck in enumerate(decks, start=1):
        name = deck.name if name_problem(deck.name, player=True) is None else f"Player {seat}"
        if goldfish and seat == 2:
            name = "Opponent"
        while name in names:
            name = f"{name} ({seat})"
        names.append(name)
    return names


def play_unit(simulation: Simulation, index: int) -> list[dict[str, Any]]:
    """Play unit ``index`` of ``simulation``: game ``index``, or match ``index`` when
    ``best_of`` is more than 1; the records of its games."""
    if simulation.best_of == 1:
        return [play_one(simulation, index)]
    return play_match(simulation, index)


def play_match(simulation: Simulation, index: int) -> list[dict[str, Any]]:
    """Play match ``index``: games ``index * best_of`` on, the first starting player
    drawn from its seed and the next games' alternating, until a player has won more
    than half of ``best_of`` or all are played. Each record says its ``match`` and
    ``match_game``; the last, the ``match_winner`` (``None``: no one took it) and
    ``best_of``."""
    needed = simulation.best_of // 2 + 1
    seats = len(simulation.seats())
    wins: dict[str, int] = {}
    records: list[dict[str, Any]] = []
    first = game_seed(simulation.seed, index * simulation.best_of) % seats
    for game in range(simulation.best_of):
        number = index * simulation.best_of + game
        record = play_one(simulation, number, starting=(first + game) % seats)
        records.append({**record, "match": index, "match_game": game})
        winner = record.get("winner")
        if winner is not None:
            wins[winner] = wins.get(winner, 0) + 1
            if wins[winner] >= needed:
                break
    taken = [name for name, won in wins.items() if won >= needed]
    records[-1] |= {"match_winner": taken[0] if taken else None, "best_of": simulation.best_of}
    return records


def play_one(simulation: Simulation, index: int, *, starting: int | None = None) -> dict[str, Any]:
    """Play game ``index`` of ``simulation``; its record (JSON). ``starting``: the seat
    of the starting player (by default drawn from the game's seed, 103.1). Anything
    that goes wrong is a :class:`SimulationError` naming the game and its seed."""
    seed = game_seed(simulation.seed, index)
    try:
        return _played(simulation, index, seed, None, starting)
    except SimulationError as error:
        raise SimulationError(f"game {index} (seed {seed}): {error}") from error
    except CardhostError as error:
        raise SimulationError(f"game {index} (seed {seed}): {error}") from error
    except OSError as error:
        raise SimulationError(f"game {index} (seed {seed}): {error}") from None


def replay(
    simulation: Simulation, seed: int, starting: str | None = None
) -> tuple[list[LogEntry], dict[str, Any]]:
    """Play again the game of ``simulation`` whose seed is ``seed`` (a record's
    ``seed``, or the one an error names), its starting player the record's ``starting``
    (by default the one its seed draws, as for a single game): its log's entries, every
    one, and its record, as the run made them."""
    kept: list[LogEntry] = []
    seat = _seat(simulation, starting)
    try:
        return kept, _played(simulation, -1, seed, kept, seat)
    except CardhostError as error:
        raise SimulationError(f"the game of seed {seed}: {error}") from error


def partial(path: Path) -> Path:
    """Where a game's log is written while it is played: beside ``path``, which it
    becomes once the game has ended (an interrupted game leaves no log that looks whole),
    named for this process so that another run's never collides with it."""
    return path.with_name(f".{path.name}.{os.getpid()}.partial")


def _played(
    simulation: Simulation,
    index: int,
    seed: int,
    kept: list[LogEntry] | None,
    starting_seat: int | None = None,
) -> dict[str, Any]:
    measures = [(text, tools_of(simulation).metric(text)) for text in simulation.metrics]
    log_file = path = None
    if simulation.log_folder is not None and kept is None:
        path = Path(simulation.log_folder) / f"game-{index:06d}.jsonl"
        try:
            check_regular(path)  # what the log will replace once written
            log_file = open_for_writing(partial(path))
        except OSError as error:
            raise SimulationError(f"--log: {path}: {error.strerror or error}") from None
    try:
        game, policies = _dealt(simulation, seed, starting_seat, measures, log_file, kept)
        end = drive(game, policies, [m for _, m in measures], simulation.turns)
    except BaseException:
        if log_file is not None and path is not None:
            log_file.close()
            with contextlib.suppress(OSError):
                os.unlink(partial(path))  # a game not played to its end leaves no log
        raise
    if log_file is not None and path is not None:
        log_file.close()
        try:
            os.replace(partial(path), path)
        except OSError as error:
            raise SimulationError(f"--log: {path}: {error.strerror or error}") from None
    names = [p.name for p in game.players]
    starting = game.starting_player
    record: dict[str, Any] = {
        "game": index,
        "seed": seed,
        "starting": starting.name,
        "end": end,
        "players": names,
    }
    for text, metric in measures:
        if metric.per_player:
            value: Any = {p.name: _measured(text, metric.value, game, p) for p in game.players}
        else:
            value = _measured(text, metric.value, game, None)
        record[text] = value
    return record


def _measured(text: str, read: Callable[..., Any], *arguments: Any) -> Any:
    """What a metric's method gives, which must be JSON; an error naming the metric."""
    try:
        value = read(*arguments)
        json.dumps(value, allow_nan=False)
    except PLUGIN_FAILURES as error:
        raise SimulationError(
            f"metric {text!r}: {read.__name__} raised {type(error).__name__}: {said(error)}"
        ) from error
    problem = _number_problem(value)
    if problem is not None:
        raise SimulationError(f"metric {text!r}: {read.__name__} gave {problem}")
    return value


def _number_problem(value: Any, depth: int = 0) -> str | None:
    """What is wrong with a whole number in a metric's value, if any: past 64 bits
    (:func:`~cardhost.model.validation.integer_problem`), which no summary can average."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return integer_problem(value)
    if isinstance(value, dict) and depth < 2:
        found = (_number_problem(v, depth + 1) for v in value.values())
    elif isinstance(value, list) and depth < 2:
        found = (_number_problem(v, depth + 1) for v in value)
    else:
        return None
    return next((p for p in found if p is not None), None)


def opened_at(
    simulation: Simulation, seed: int, turn: int, starting: str | None = None
) -> tuple[Game, dict[str, Policy]]:
    """The game of ``simulation`` whose seed is ``seed`` (its ``starting`` player as for
    :func:`replay`), played by its policies to the first decision of turn ``turn`` (500.1)
    or its end, or its turn limit (:func:`past_the_turn_limit`), its log kept whole: to
    be played on from there. The policies too."""
    seat = _seat(simulation, starting)
    try:
        game, policies = _dealt(simulation, seed, seat, [], None, None, keep=True)
        for _ in range(MOST_DECISIONS):
            if game.game_over or game.turn_number >= turn:
                break
            if past_the_turn_limit(game, simulation.turns):
                break
            _decide(game, policies)
    except CardhostError as error:
        raise SimulationError(f"the game of seed {seed}: {error}") from error
    return game, policies


def _seat(simulation: Simulation, starting: str | None) -> int | None:
    """The seat of the player named ``starting``, or ``None`` (drawn from the seed)."""
    if starting is None:
        return None
    names = player_names(
        [deck_of(d, catalog_of(simulation)) for d, _ in simulation.seats()],
        goldfish=len(simulation.decks) == 1,
    )
    if starting not in names:
        raise SimulationError(f"no player {starting!r} in this game; they are {names}")
    return names.index(starting)


def _dealt(
    simulation: Simulation,
    seed: int,
    starting_seat: int | None,
    measures: list[tuple[str, Metric]],
    log_file: Any,
    kept: list[LogEntry] | None,
    *,
    keep: bool = False,
) -> tuple[Game, dict[str, Policy]]:
    """Game ``seed`` of ``simulation``, its decks in the libraries, started with opening
    hands (103), the starting player its seat's (drawn from the seed if not given); its
    players' policies. ``keep``: the log kept whole in the game."""
    catalog = catalog_of(simulation)
    tools = tools_of(simulation)
    seats = simulation.seats()
    decks = [deck_of(deck, catalog) for deck, _ in seats]
    names = player_names(decks, goldfish=len(simulation.decks) == 1)
    rngs = {name: random.Random(f"{seed}/{name}") for name in names}
    policies = {
        name: tools.policy(policy, rngs[name])
        for name, (_, policy) in zip(names, seats, strict=True)
    }
    game = _game(names, catalog, seed, policies, measures, log_file, kept, keep)
    for player, deck in zip(game.players, decks, strict=True):
        for card in deck.cards():
            game.add_card(card, player, "library")
    seat = seed % len(game.players) if starting_seat is None else starting_seat
    game.start(game.players[seat], opening_hands=True)
    return game, policies


def _game(
    names: list[str],
    catalog: Catalog,
    seed: int,
    policies: dict[str, Policy],
    measures: list[tuple[str, Metric]],
    log_file: Any,
    kept: list[LogEntry] | None,
    keep: bool = False,
) -> Game:
    observers = [(text, m) for text, m in measures if m.observes]
    stream = LogStream(log_file, "json") if log_file is not None else None
    holder: list[Game] = []

    def sink(entry: LogEntry) -> None:
        for text, metric in observers:
            try:
                metric.observe(holder[0], entry)
            except PLUGIN_FAILURES as error:
                raise SimulationError(
                    f"metric {text!r}: observe raised {type(error).__name__}: {said(error)}"
                ) from error
        if stream is not None:
            stream(entry)
        if kept is not None:
            kept.append(entry)

    log: str | Callable[[LogEntry], None] = "full" if keep else "off"
    if observers or stream or kept is not None:
        log = sink
    chooser = PolicyChooser(policies, FirstOptionChooser())
    game = Game(names, catalog=catalog, chooser=chooser, seed=seed, log=log)
    holder.append(game)
    return game


def past_the_turn_limit(game: Game, turns: int | None) -> bool:
    """Whether a player has begun turn ``turns + 1`` of their own: a simulation's game
    stops there (``--turns``)."""
    return turns is not None and game.active_player.turns_taken > turns


def drive(game: Game, policies: dict[str, Policy], metrics: list[Metric], turns: int | None) -> str:
    """Play ``game`` to its end, each decision asked of the policy of the player making
    it: ``"win"``, ``"draw"``, ``"turn limit"`` when a player would begin turn
    ``turns + 1`` of their own, or ``"decision limit"`` after :data:`MOST_DECISIONS`."""
    sampled = -1
    for _ in range(MOST_DECISIONS):
        if game.game_over:
            return "win" if game.winner else "draw"
        if past_the_turn_limit(game, turns):
            return "turn limit"
        if game.step is END and sampled != game.turn_number:
            sampled = game.turn_number
            for metric in metrics:
                _measured(type(metric).__name__, metric.end_of_turn, game, game.active_player)
        _decide(game, policies)
    return "decision limit"


def _decide(game: Game, policies: dict[str, Policy]) -> None:
    """Ask the policy whose decision it is (508.1, 509.1, 117.1), and take its answer."""
    if game.awaiting == "attackers":
        player = game.active_player
        policy = policies[player.name]
        options = game.attack_options()
        answer = _asked(player, policy, "attack", policy.attack, game, player, options)
        declared = _mapping(
            player, policy, "attack", answer, "creature to the player or planeswalker it attacks"
        )
        _take(player, policy, "declared attackers", lambda: game.declare_attackers(declared))
    elif game.awaiting == "blockers":
        blocks: dict[Any, Any] = {}
        options = game.block_options()
        defenders = game.opponents(game.active_player)
        for defender in defenders:
            policy = policies[defender.name]
            own = {b: a for b, a in options.items() if b.controller is defender}
            answer = _asked(defender, policy, "block", policy.block, game, defender, own)
            blocks.update(
                _mapping(defender, policy, "block", answer, "creature to the attacker it blocks")
            )
        policy = policies[defenders[0].name]
        _take(defenders[0], policy, "declared blockers", lambda: game.declare_blockers(blocks))
    else:
        player = game.priority
        if player is None:
            raise SimulationError(f"no one has priority in the {game.step.value} step")
        policy = policies[player.name]
        action = _asked(player, policy, "act", policy.act, game, player)
        _take(player, policy, f"chose {action!r}", lambda: game.apply(action))


def _asked(
    player: Player, policy: Policy, method: str, ask: Callable[..., Any], *arguments: Any
) -> Any:
    """What a policy answers; an error naming the player and the policy if it raises
    (a card's plugin raising as the policy tries an action is the card's error)."""
    try:
        return ask(*arguments)
    except (SimulationError, CardPluginError):
        raise
    except PLUGIN_FAILURES as error:
        raise SimulationError(
            f"{player}'s policy ({type(policy).__name__}): {method} raised "
            f"{type(error).__name__}: {said(error)}"
        ) from error


def _mapping(player: Player, policy: Policy, method: str, answer: Any, what: str) -> dict[Any, Any]:
    """A declaration (508.1, 509.1) is a mapping of each ``what``: read once, here, into
    a plain one (a policy's own mapping may raise as it is read)."""
    name = f"{player}'s policy ({type(policy).__name__})"
    if not isinstance(answer, Mapping):
        raise SimulationError(
            f"{name}: {method} returned {shown(answer)}, not a mapping of each {what}"
        )
    try:
        return dict(answer)
    except PLUGIN_FAILURES as error:
        raise SimulationError(
            f"{name}: {method} returned a mapping reading which raised "
            f"{type(error).__name__}: {said(error)}"
        ) from error


def _take(player: Player, policy: Policy, what: str, act: Callable[[], Any]) -> None:
    try:
        act()
    except (IllegalActionError, ChoiceError) as error:
        raise SimulationError(
            f"{player}'s policy ({type(policy).__name__}) {what}, which is illegal: {error}"
        ) from error
    except CardPluginError:
        raise
    except CardhostError as error:
        raise SimulationError(
            f"{player}'s policy ({type(policy).__name__}) {what}: {error}"
        ) from error
