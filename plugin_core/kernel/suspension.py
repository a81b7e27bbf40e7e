"""An action stopped at a choice, kept where it stopped, so the answer goes on from there.

A game driven by decisions (:mod:`cardhost.kernel.decisions`) takes each action on the
thread that drives it; one that stops at a choice the answers given don't reach is
taken again on a worker thread, which there takes back every change the action has
made (:meth:`~cardhost.kernel.journal.Journal.suspend`), so the game shows nothing of
it (732), and waits. The answer makes the changes again
(:meth:`~cardhost.kernel.journal.Journal.resume`) and the action goes on from the
choice: an action of k choices is taken twice to its first choice, not k times. One
thread runs at a time: the caller waits while the worker works, and what waits for an
action to succeed (the log's sink) is called on the caller's thread.

The long way always holds, and is taken whenever the short one can't be: the action
taken again from its start with the answers given so far (:class:`Replay`), undone at
the choice it stops at. So it is for a copy or a saved game waiting, a game changed
since the action stopped (an action taken on it, a change made outside any action), an
answer given inside another action or a trial, and an action whose changes can't all be
made again (a card's plugin registered on the way).
"""

from __future__ import annotations

import contextvars
import functools
import os
import threading
from collections import deque
from collections.abc import Callable
from dataclasses import dataclass, replace
from queue import SimpleQueue
from typing import Any

from cardhost.kernel import journal
from cardhost.kernel.choices import Choice, DecisionStop, Numbers, stop, stopped
from cardhost.kernel.stack import StackAbility
from cardhost.model.errors import ChoiceError

MOST_SUSPENDED = 8
"""How many actions each thread that drives games may keep waiting suspended at once:
past it, the one waiting longest is let go (answered, it is taken the long way), so a
game dropped while it waits holds a worker only until others wait. An action kept by a
thread that has ended counts as any thread's."""

MOST_IDLE = 2
"""How many worker threads are kept for the next action once theirs is done."""


class Unanswered(DecisionStop):
    """A choice the answers given don't reach: the action stops and is undone
    (:class:`~cardhost.kernel.choices.DecisionStop`). The choice is kept as it stands
    before the undo: an option the action itself made (a triggered ability to order,
    603.3b) is kept by its name and text, for the undo takes the ability away."""

    def __init__(self, choice: Choice) -> None:
        options = choice.options
        if not isinstance(options, Numbers):
            options = tuple(lasting(option) for option in options)
        super().__init__(replace(choice, options=options))


class _LetGo(DecisionStop):
    """Raised at the choice of a suspended action let go: it unwinds with nothing left
    to undo, and a plugin that catches it can't go on (it is a pending stop)."""


def lasting(option: Any) -> Any:
    """``option`` as it can be shown once the action that offered it is undone."""
    if isinstance(option, StackAbility):
        return f"{option.name}: {option.text}"
    return option


class Replay:
    """The chooser of an action taken the long way: the options chosen so far, by their
    places among each choice's options, then a stop."""

    def __init__(self, answers: tuple[int, ...]) -> None:
        self.answers = deque(answers)

    def choose(self, choice: Choice) -> Any:
        if not self.answers:
            raise stop(Unanswered(choice))
        return _option(choice, self.answers.popleft())


def _option(choice: Choice, place: int) -> Any:
    if not 0 <= place < len(choice.options):
        raise ChoiceError(f"{choice.prompt}: there is no option number {place}")
    return choice.options[place]


@dataclass(frozen=True)
class Outcome:
    """How an action has ended for now: ``"waiting"`` for the choice ``value``,
    suspended on a worker; ``"stopped"`` at the choice ``value``, undone (to be taken
    the long way); ``"done"``, ``value`` what waits for it to succeed, left for the
    caller's thread; ``"raised"`` the error ``value``, everything undone; or ``"let
    go"``."""

    kind: str
    value: Any = None
    interrupted: BaseException | None = None
    """What interrupted the caller while it waited (a ``KeyboardInterrupt``): to raise
    once the outcome is taken, for the worker was let finish first."""


class Suspension:
    """An action taken on a worker thread, and its chooser there: the answers given so
    far, then the suspension of the action at the next choice."""

    def __init__(self, game: Any, take: Callable[[], None], answers: tuple[int, ...]) -> None:
        self.game = game
        self.take = take
        self.answers = deque(answers)
        self.own = game.chooser
        self.waiting: Any = None
        """What the game waits for while this action does: set by who took the outcome."""
        self.keeper = threading.current_thread()
        """The thread that drives the game: it alone lets the action go, while it lives."""
        self._to_worker: SimpleQueue[int | None] = SimpleQueue()
        self._to_caller: SimpleQueue[Outcome] = SimpleQueue()
        self._marks: tuple[int, int] = (-1, -1)
        self._let_go = False

    # ------------------------------------------------------------ the caller's side
    @staticmethod
    def possible(game: Any) -> bool:
        """Whether an action of ``game`` may be taken on a worker now: not inside an
        action or a trial, whose journal the worker couldn't share."""
        return journal.ACTIVE.get() is None and not game.in_action

    def begin(self) -> Outcome:
        """Take the action, on a worker, until it is done or waits."""
        job = functools.partial(contextvars.copy_context().run, self._work)
        _worker().jobs.put(job)
        return self._outcome()

    def holds(self, game: Any, waiting: Any) -> bool:
        """Whether the answer to ``game``'s ``waiting`` decision may go on from where
        this action stopped: it is what it stopped at, and nothing has changed since."""
        return (
            self.game is game
            and self.waiting is waiting
            and self.possible(game)
            and self._marks == _marks(game)
        )

    def resume(self, place: int) -> Outcome:
        """Go on with the option at ``place`` chosen (the action :func:`claim`-ed),
        until done or waiting again."""
        self.keeper = threading.current_thread()
        self._to_worker.put(place)
        return self._outcome()

    def let_go(self) -> None:
        """End the suspended action (:func:`claim`-ed), nothing of it done: its
        thread is free again. An interruption while its worker ends is raised after."""
        interrupted = self._end()
        if interrupted is not None:
            raise interrupted

    def _end(self) -> BaseException | None:
        self._to_worker.put(None)
        return _wait(self._to_caller)[1]

    def _outcome(self) -> Outcome:
        """What the worker reports, waited for even if the caller is interrupted (the
        worker can't be stopped midway: the interruption is kept for after). Done, it
        carries what waits for the action to succeed, to call on this thread."""
        outcome, interrupted = _wait(self._to_caller)
        if outcome.kind == "waiting":
            interrupted = _keep(self) or interrupted
        if interrupted is not None:
            return Outcome(outcome.kind, outcome.value, interrupted)
        return outcome

    # ------------------------------------------------------------ the worker's side
    def _work(self) -> None:
        game = self.game
        object.__setattr__(game, "chooser", self)
        try:
            with journal.deferring() as succeeded:
                self.take()
            outcome = Outcome("done", tuple(succeeded))
        except _LetGo:
            outcome = Outcome("let go")
        except Unanswered as signal:
            outcome = Outcome("stopped", signal.choice)
        except BaseException as error:  # handed to the caller, who raises it
            outcome = Outcome("raised", error)
        finally:
            stopped()
        if not self._let_go:  # let go, the game is its driver's again: left alone
            object.__setattr__(game, "chooser", self.own)
        self._to_caller.put(outcome)

    def choose(self, choice: Choice) -> Any:
        """The answer given for ``choice``, or the one the action waits for, suspended;
        none once the action is let go (then the game's own chooser is left in place,
        and a plugin that caught the stop is stopped again as it asks,
        :meth:`~cardhost.kernel.core.GameCore.choose`)."""
        if self.answers:
            return _option(choice, self.answers.popleft())
        signal = Unanswered(choice)  # shown as it stands, before the changes are taken back
        active = journal.ACTIVE.get()
        taken = active.suspend() if active is not None else None
        if taken is None:  # some change can't be made again: the long way
            raise stop(signal)
        game = self.game
        running = _running(game)
        object.__setattr__(game, "chooser", self.own)
        self._marks = _marks(game)
        self._to_caller.put(Outcome("waiting", signal.choice))
        place = self._to_worker.get()
        if place is None:
            self._let_go = True
            raise stop(_LetGo(choice))
        _run_again(game, running)
        self.own = game.chooser  # as the caller left it
        object.__setattr__(game, "chooser", self)
        active.resume(taken)
        return _option(choice, place)


def _wait(replies: SimpleQueue[Outcome]) -> tuple[Outcome, BaseException | None]:
    """The worker's next report, and what interrupted the caller while it waited."""
    interrupted: BaseException | None = None
    while True:
        try:
            return replies.get(), interrupted
        except BaseException as error:  # a signal: the worker still has the game
            interrupted = error


def claim(game: Any) -> Suspension | None:
    """The action of ``game`` suspended at the choice it waits for, if one is, taken
    from those kept: the caller alone goes on with it or lets it go, whatever other
    threads drive."""
    with _lock:
        return _suspended.pop(id(game), None)


_suspended: dict[int, Suspension] = {}
"""The actions suspended, by their game's ``id`` (each holds its game, so the ``id``
stays its own), the one waiting longest first."""

_lock = threading.Lock()
"""Held while :data:`_suspended` changes: threads driving other games keep theirs too."""


def _keep(suspension: Suspension) -> BaseException | None:
    """Keep ``suspension`` waiting; let go this thread's longest waiting past
    :data:`MOST_SUSPENDED`. What interrupted the letting go, if anything."""
    keeper = suspension.keeper
    with _lock:
        _suspended[id(suspension.game)] = suspension
        own = [key for key, kept in _suspended.items() if _keeps(kept, keeper)]
        evicted = [_suspended.pop(key) for key in own[: max(0, len(own) - MOST_SUSPENDED)]]
    interrupted: BaseException | None = None
    for kept in evicted:
        interrupted = kept._end() or interrupted
    return interrupted


def _keeps(suspension: Suspension, thread: threading.Thread) -> bool:
    """Whether ``thread`` may let ``suspension`` go: it drives its game, or no thread
    that lives does."""
    keeper = suspension.keeper
    return keeper is thread or not keeper.is_alive()


def _marks(game: Any) -> tuple[int, int]:
    """What changes whenever ``game`` could have changed: the actions it has done, and
    the changes kept outside actions' journals."""
    return game.actions_done, journal.UNJOURNALED


Running = tuple[bool, set[Any], set[Any], tuple[Any, ...]]


def _running(game: Any) -> Running:
    """Take away what says an action is under way (the game's working memory: the
    action running, the mana abilities resolving, 605.3c, the characteristics being
    computed, the permanents about to enter, 614.12), so the game is as it is between
    actions; what it was."""
    state = game.__dict__
    resolving, computing = state["resolving_mana_abilities"], state["layers_computing"]
    running = (state["in_action"], set(resolving), set(computing), state["entering"])
    state["in_action"] = False
    resolving.clear()
    computing.clear()
    state["entering"] = ()
    return running


def _run_again(game: Any, running: Running) -> None:
    state = game.__dict__
    state["in_action"] = running[0]
    state["resolving_mana_abilities"].update(running[1])
    state["layers_computing"].update(running[2])
    state["entering"] = running[3]


class _Worker(threading.Thread):
    """A thread that takes actions, one at a time, and is kept for the next."""

    def __init__(self) -> None:
        super().__init__(name="cardhost action", daemon=True)
        self.jobs: SimpleQueue[Callable[[], None]] = SimpleQueue()
        self.start()

    def run(self) -> None:
        while True:
            self.jobs.get()()
            if len(_idle) >= MOST_IDLE:
                return
            _idle.append(self)


_idle: list[_Worker] = []


def _worker() -> _Worker:
    try:
        return _idle.pop()
    except IndexError:
        return _Worker()


def _forget_threads() -> None:
    """In a child process, forked, none of the parent's threads runs: every action
    suspended is taken the long way, each game being as it was before its action."""
    _suspended.clear()
    _idle.clear()


if hasattr(os, "register_at_fork"):
    os.register_at_fork(after_in_child=_forget_threads)
