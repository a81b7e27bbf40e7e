"""Playing a simulation's games: in this process, in a pool of worker processes, or on a
Dask cluster. Each game is played from the simulation and its number alone, so the
records are the same whichever executor plays them and however many workers; they come
back in game order."""

from __future__ import annotations

import asyncio
import concurrent.futures
import contextlib
import itertools
import multiprocessing
import os
import signal
import threading
import uuid
from collections.abc import Callable, Iterator
from typing import Any

from cardhost.simulation.errors import SimulationError
from cardhost.simulation.match import Simulation, metric_names_checked, play_unit

EXECUTORS = ("local", "process", "dask")
MOST_GAMES = 1_000_000
"""The most games one run plays: every record is kept for the summary."""
IN_FLIGHT = 2
"""Batches sent ahead per worker."""
SCHEDULER_TIMEOUT = 5.0
"""How long a Dask scheduler has to answer, in seconds, before the run is refused."""
Progress = Callable[[int], None]
"""Told how many more games are done, as they finish."""


def play_games(simulation: Simulation, games: range) -> list[dict[str, Any]]:
    """Play ``games`` (units: games, or matches) of ``simulation`` one after another: the
    batch a worker is given; the records of every game, in order."""
    return [record for index in games for record in play_unit(simulation, index)]


WORKERS_PER_CORE = 4
"""The most workers a run starts for each core of the machine: each is a process, and
more than a few per core only wait and take memory."""


def most_workers() -> int:
    """The most workers a run may have on this machine: :data:`WORKERS_PER_CORE` per core."""
    return WORKERS_PER_CORE * (os.cpu_count() or 1)


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
    """The records of games 0 to ``games - 1`` of ``simulation`` (of every game of
    matches 0 to ``games - 1`` when it plays matches, ``best_of``), in that order. The
    first game that fails stops the run: its error names it and its seed."""
    if executor not in EXECUTORS:
        raise SimulationError(f"no executor {executor!r}; the executors are {', '.join(EXECUTORS)}")
    if not 1 <= games <= MOST_GAMES:
        raise SimulationError(f"play 1 to {MOST_GAMES:,} games, not {games:,}")
    most = most_workers()
    if not 1 <= workers <= most:
        raise SimulationError(
            f"play with 1 to {most:,} workers (not {workers:,}): {WORKERS_PER_CORE} for each "
            f"of this machine's {os.cpu_count() or 1} cores"
        )
    metric_names_checked(simulation)
    tell = progress or (lambda _: None)
    if executor == "local":
        records = []
        for index in range(games):
            records.extend(play_unit(simulation, index))
            tell(1)
        return records
    if executor == "process":
        return _in_processes(simulation, games, workers, tell)
    return _on_dask(simulation, games, workers, scheduler, tell)


def _in_processes(
    simulation: Simulation, games: int, workers: int, tell: Progress
) -> list[dict[str, Any]]:
    """Batches played by ``workers`` fresh processes (spawned: nothing of this process's
    state is inherited), a few in flight per worker, so memory doesn't grow with the
    batches still to come."""
    results: dict[int, list[dict[str, Any]]] = {}
    waiting = batches(games, workers)
    context = multiprocessing.get_context("spawn")
    pool = concurrent.futures.ProcessPoolExecutor(
        workers, mp_context=context, initializer=_ignore_interrupts
    )
    running: dict[concurrent.futures.Future[list[dict[str, Any]]], range] = {}
    part = range(0)
    try:
        with _interrupts_held():  # the workers start with Ctrl-C blocked, inherited
            for part in _next(waiting, workers * IN_FLIGHT):
                running[pool.submit(play_games, simulation, part)] = part
        while running:
            done, _ = concurrent.futures.wait(
                running, return_when=concurrent.futures.FIRST_COMPLETED
            )
            for future in done:
                part = running.pop(future)
                results[part.start] = future.result()
                tell(len(part))
                for more in _next(waiting, 1):
                    running[pool.submit(play_games, simulation, more)] = more
    except concurrent.futures.process.BrokenProcessPool:
        first = min(batch.start for batch in [*running.values(), part])  # part: the last read
        raise SimulationError(_ended("process", first)) from None
    except KeyboardInterrupt:  # Ctrl-C: the workers stopped now, not after their batches
        for worker in multiprocessing.active_children():  # first: none reads a closed pipe
            worker.terminate()
        pool.shutdown(wait=False, cancel_futures=True)
        raise
    finally:
        pool.shutdown(wait=True, cancel_futures=True)
    return [record for start in sorted(results) for record in results[start]]


@contextlib.contextmanager
def _interrupts_held() -> Iterator[None]:
    """Ctrl-C held back while the workers are started (they are spawned on the first
    submissions): blocked on this thread, which each worker inherits, so none ever sees
    it (not even as it imports: a Ctrl-C then printed its traceback); and one this
    process gets meanwhile only noted, then raised once they have started (raised while
    one was being spawned, it left it reading a pipe cut short). Only on the main
    thread, where signals are handled, and where threads' signals can be blocked."""
    if not hasattr(signal, "pthread_sigmask") or (
        threading.current_thread() is not threading.main_thread()
    ):
        yield
        return
    noted: list[int] = []
    previous = signal.signal(signal.SIGINT, lambda number, frame: noted.append(number))
    signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        yield
    finally:
        signal.pthread_sigmask(signal.SIG_UNBLOCK, {signal.SIGINT})
        signal.signal(signal.SIGINT, previous)
    if noted:
        raise KeyboardInterrupt


def _ignore_interrupts() -> None:
    """A worker leaves Ctrl-C to the process that started it (which stops it), rather
    than each printing where it was."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def _next(waiting: Iterator[range], count: int) -> list[range]:
    """The next ``count`` batches, fewer at the end."""
    return list(itertools.islice(waiting, count))


def _on_dask(
    simulation: Simulation,
    games: int,
    workers: int,
    scheduler: str | None,
    tell: Progress,
) -> list[dict[str, Any]]:
    """Batches played on the Dask cluster at ``scheduler``, or on a local cluster of
    ``workers`` single-threaded worker processes made for the run; a few in flight per
    worker."""
    try:
        from distributed import Client, KilledWorker, LocalCluster, as_completed
    except ImportError:
        raise SimulationError(
            "the dask executor needs Dask's distributed: pip install 'cardhost[dask]'"
        ) from None
    if scheduler is not None:
        _check_scheduler(scheduler)
    cluster = None
    if scheduler is None:
        cluster = LocalCluster(
            n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None
        )
    run_id = uuid.uuid4().hex  # keys of this run only, on a cluster others share
    waiting = batches(games, workers)
    results: dict[int, list[dict[str, Any]]] = {}
    try:
        with Client(scheduler or cluster, timeout=SCHEDULER_TIMEOUT) as client:
            parts: dict[str, range] = {}

            def submit(part: range) -> Any:
                key = f"cardhost-{run_id}-{part.start}"
                parts[key] = part
                return client.submit(play_games, simulation, part, key=key)

            flowing = as_completed([submit(part) for part in _next(waiting, workers * IN_FLIGHT)])
            for future in flowing:
                part = parts.pop(future.key)
                try:
                    results[part.start] = future.result()
                except KilledWorker:
                    raise SimulationError(_ended("Dask worker", part.start)) from None
                tell(len(part))
                for more in _next(waiting, 1):
                    flowing.add(submit(more))
    finally:
        if cluster is not None:
            cluster.close()
    return [record for start in sorted(results) for record in results[start]]


def _ended(worker: str, first: int) -> str:
    """What to say when a worker's process ended while it played from game ``first`` on."""
    return (
        f"a {worker} ended while playing games from game {first} on (a plugin that ended "
        "its process, or too little memory); play it alone with --executor local to see why"
    )


def _check_scheduler(address: str) -> None:
    """Refuse, within :data:`SCHEDULER_TIMEOUT`, an address where no Dask scheduler
    answers: one that isn't an address, where nothing listens, or where something that
    isn't a scheduler does (it is asked who it is, as a client asks)."""
    from distributed.comm import connect

    wait = SCHEDULER_TIMEOUT

    async def identity() -> Any:
        comm = await asyncio.wait_for(connect(address, timeout=wait), wait)
        try:
            await asyncio.wait_for(comm.write({"op": "identity", "reply": True}), wait)
            return await asyncio.wait_for(comm.read(), wait)
        finally:
            comm.abort()

    try:
        answer = asyncio.run(identity())
    except (asyncio.TimeoutError, TimeoutError):  # one class since Python 3.11, an OSError
        raise SimulationError(
            f"--scheduler {address}: nothing there answered as a Dask scheduler within {wait:g} s"
        ) from None
    except (OSError, ValueError, TypeError) as error:
        raise SimulationError(f"--scheduler {address}: no Dask scheduler there ({error})") from None
    if not isinstance(answer, dict) or answer.get("type") != "Scheduler":
        raise SimulationError(f"--scheduler {address}: what answered there is not a Dask scheduler")
