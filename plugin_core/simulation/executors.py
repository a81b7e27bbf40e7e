"""Playing a simulation's games: in this process, in a pool of worker processes, or on a
Dask cluster. Each game is played from the simulation and its number alone, so the
records are the same whichever executor plays them and however many workers; they come
back in game order."""

from __future__ import annotations

import concurrent.futures
import multiprocessing
import uuid
from collections.abc import Callable, Iterator
from typing import Any

from cardhost.simulation.match import Simulation, play_one
from cardhost.simulation.plugins import SimulationError

EXECUTORS = ("local", "process", "dask")
Progress = Callable[[int], None]
"""Told how many more games are done, as they finish."""


def play_games(simulation: Simulation, games: range) -> list[dict[str, Any]]:
    """Play ``games`` of ``simulation`` one after another: the unit a worker is given."""
    return [play_one(simulation, index) for index in games]


def batches(games: int, workers: int) -> Iterator[range]:
    """The games cut into batches: a few per worker, so that the work spreads evenly and
    each batch is long enough to be worth sending."""
    size = max(1, min(64, games // (workers * 4) or 1))
    for start in range(0, games, size):
        yield range(start, min(start + size, games))


def run(
    simulation: Simulation,
    games: int,
    *,
    executor: str = "local",
    workers: int = 1,
    scheduler: str | None = None,
    progress: Progress | None = None,
) -> list[dict[str, Any]]:
    """The records of games 0 to ``games - 1`` of ``simulation``, in that order."""
    if executor not in EXECUTORS:
        raise SimulationError(f"no executor {executor!r}; the executors are {', '.join(EXECUTORS)}")
    if games < 1 or workers < 1:
        raise SimulationError("play at least one game with at least one worker")
    tell = progress or (lambda _: None)
    if executor == "local":
        records = []
        for index in range(games):
            records.append(play_one(simulation, index))
            tell(1)
        return records
    parts = list(batches(games, workers))
    if executor == "process":
        return _in_processes(simulation, parts, workers, tell)
    return _on_dask(simulation, parts, workers, scheduler, tell)


def _in_processes(
    simulation: Simulation, parts: list[range], workers: int, tell: Progress
) -> list[dict[str, Any]]:
    """Batches played by ``workers`` fresh processes (spawned: nothing of this process's
    state is inherited)."""
    results: dict[int, list[dict[str, Any]]] = {}
    context = multiprocessing.get_context("spawn")
    with concurrent.futures.ProcessPoolExecutor(workers, mp_context=context) as pool:
        futures = {pool.submit(play_games, simulation, part): part for part in parts}
        for future in concurrent.futures.as_completed(futures):
            part = futures[future]
            results[part.start] = future.result()
            tell(len(part))
    return [record for start in sorted(results) for record in results[start]]


def _on_dask(
    simulation: Simulation,
    parts: list[range],
    workers: int,
    scheduler: str | None,
    tell: Progress,
) -> list[dict[str, Any]]:
    """Batches played on the Dask cluster at ``scheduler``, or on a local cluster of
    ``workers`` single-threaded worker processes made for the run."""
    try:
        from distributed import Client, LocalCluster, as_completed
    except ImportError:
        raise SimulationError(
            "the dask executor needs Dask's distributed: pip install 'cardhost[dask]'"
        ) from None
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
    try:
        run_id = uuid.uuid4().hex  # keys of this run only, on a cluster others share
        with Client(scheduler or cluster) as client:
            futures = [
                client.submit(play_games, simulation, part, key=f"cardhost-{run_id}-{part.start}")
                for part in parts
            ]
            starts = {future.key: part for future, part in zip(futures, parts, strict=True)}
            results: dict[int, list[dict[str, Any]]] = {}
            for future in as_completed(futures):
                part = starts[future.key]
                results[part.start] = future.result()
                tell(len(part))
    finally:
        if cluster is not None:
            cluster.close()
    return [record for start in sorted(results) for record in results[start]]
