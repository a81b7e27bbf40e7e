"""Choices: every decision a player makes goes through a chooser.

Cards never guess: the host asks ``chooser.choose(choice)`` and gets back one of
``choice.options``. Tests script their answers with :class:`ScriptedChooser`; the default,
:class:`FirstOptionChooser`, is deterministic.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from enum import Enum
from typing import Any, Protocol, overload

from cardhost.kernel.journal import on_undo, reading, trial
from cardhost.model.choice_kinds import ChoiceKind
from cardhost.model.errors import CardhostError, ChoiceError, shown
from cardhost.model.events import FACE_DOWN_NAME, is_game_object
from cardhost.model.mana import Color


@dataclass(frozen=True)
class Numbers(Sequence[int]):
    """Whole numbers offered as a choice's options (a value of X, 107.3; an amount of
    damage, 510.1c), as runs of consecutive numbers in the order offered: however many
    there are, they cost nothing to offer, to hold, or to find an answer among."""

    runs: tuple[range, ...]

    def __post_init__(self) -> None:
        if type(self.runs) is not tuple or not all(type(r) is range for r in self.runs):
            raise TypeError("Numbers are runs of numbers: a tuple of ranges")

    def __len__(self) -> int:
        return sum(len(run) for run in self.runs)

    @overload
    def __getitem__(self, place: int) -> int: ...

    @overload
    def __getitem__(self, place: slice) -> Numbers: ...

    def __getitem__(self, place: int | slice) -> int | Numbers:
        if isinstance(place, slice):
            return self._slice(place)
        if type(place) is not int:
            raise TypeError(f"options are numbered by whole numbers, not {type(place).__name__}")
        if place < 0:
            place += len(self)
        for run in self.runs:
            if 0 <= place < len(run):
                return run[place]
            place -= len(run)
        raise IndexError("there is no option with that number")

    def _slice(self, part: slice) -> Numbers:
        """The options from ``part.start`` to ``part.stop``, still as runs."""
        start, stop, step = part.indices(len(self))
        if step != 1:
            raise TypeError("options are sliced in order, one by one (a step of 1)")
        runs, before = [], 0
        for run in self.runs:
            piece = run[max(start - before, 0) : max(stop - before, 0)]
            if piece:
                runs.append(piece)
            before += len(run)
        return Numbers(tuple(runs))

    def __iter__(self) -> Iterator[int]:
        return itertools.chain.from_iterable(self.runs)

    def __contains__(self, value: object) -> bool:
        return self.plain(value) is not None

    def index(self, value: Any) -> int:  # type: ignore[override]
        """The place of ``value`` among the numbers offered."""
        number = self.plain(value)
        before = 0
        for run in self.runs:
            if number is not None and number in run:
                return before + run.index(number)
            before += len(run)
        raise ValueError(f"{shown(value)} is not one of the numbers offered ({self})")

    def plain(self, value: object) -> int | None:
        """``value`` as a plain number if it is one offered (an ``int``, never a
        ``bool``), else ``None``: no method of ``value`` runs."""
        if not isinstance(value, int) or isinstance(value, bool):
            return None
        number = int.__int__(value)
        return number if any(number in run for run in self.runs) else None

    def __str__(self) -> str:
        return ", then ".join(
            f"{run[0]}" if len(run) == 1 else f"{run[0]} to {run[-1]}" for run in self.runs if run
        )


def offered(options: Sequence[Any], answer: Any) -> Any:
    """The option ``answer`` is (itself, or equal to it), or :data:`NOT_OFFERED`."""
    if isinstance(options, Numbers):
        number = options.plain(answer)
        return NOT_OFFERED if number is None else number
    return next((o for o in options if _same(answer, o)), NOT_OFFERED)


def _same(answer: Any, option: Any) -> bool:
    """Whether ``answer`` is ``option`` or equal to it; an answer whose ``==`` raises
    (a caller's or a plugin's object) is none of the options."""
    if answer is option:
        return True
    try:
        return bool(answer == option)
    except Exception:
        return False


def place_of(options: Sequence[Any], option: Any) -> int:
    """The place of ``option``, one of ``options`` (the option itself)."""
    if isinstance(options, Numbers):
        return options.index(option)
    return next(i for i, o in enumerate(options) if o is option)


NOT_OFFERED = object()
"""What :func:`offered` finds for an answer that is none of the options."""


@dataclass(frozen=True)
class Choice:
    """A question put to ``player``; the answer must be one of ``options``: a tuple, or
    for a number :class:`Numbers`. ``cards`` are what the player looks at to decide that
    aren't options: the hand they keep or take a mulligan on (103.5). ``rule``: the rule
    that asks it, if said (a discard to the maximum hand size, 514.1, where its kind's
    is 701.9); empty for its kind's."""

    kind: ChoiceKind
    player: Any
    prompt: str
    options: tuple[Any, ...] | Numbers
    cards: tuple[Any, ...] = ()
    rule: str = ""


class Chooser(Protocol):
    """Anything that answers choices."""

    def choose(self, choice: Choice) -> Any: ...


def option_label(option: Any) -> str:
    """How an option is named in scripts and logs: an enum's value, an object's name (a
    face-down one's, "face-down creature", 708.2a)."""
    if isinstance(option, Enum):
        return str(option.value)
    name = getattr(option, "name", None)
    if isinstance(name, str):
        return FACE_DOWN_NAME if not name and is_game_object(option) else name
    description = getattr(option, "description", None)
    if isinstance(description, str):
        return description
    return str(option)


NUMBERED = re.compile(r"(.+?)\s*\(?#(\d{1,20})\)?")
"""An object's name with its number, as the log writes it: ``Grizzly Bears (#12)``."""

MOST_DIGITS = 20
"""The longest number an answer written as text may be: more than any 64-bit number."""


COLOR_SPELLINGS = {
    spelling: (color.value.lower(), color.word)
    for color in Color
    for spelling in (color.value.lower(), color.word)
}
"""Each colour's letter and word (105.1), lowercase, with both: an answer of one names an
option labelled the other ("R" for "red")."""


def match_option(choice: Choice, answer: Any) -> Any:
    """The option ``answer`` names: the option itself, its label (case-insensitive; the
    first of several options of one name, or with its number, ``"Grizzly Bears #12"``,
    the one of that number; a colour by its letter or its word), or its place among the
    options (an ``int``, from 0; a number among numbers is itself)."""
    options = choice.options
    if isinstance(options, Numbers):
        return _match_number(choice, options, answer)
    option = offered(options, answer)
    if option is not NOT_OFFERED:
        return option
    if type(answer) is int and 0 <= answer < len(options):
        return options[answer]
    if isinstance(answer, str):
        wanted = answer.strip().lower()
        for option in choice.options:
            if option_label(option).lower() == wanted:
                return option
        numbered = NUMBERED.fullmatch(wanted)  # "Grizzly Bears #12": one of the same name
        if numbered is not None:
            name, number = numbered.group(1), int(numbered.group(2))
            for option in choice.options:
                same = option_label(option).lower() == name
                if same and getattr(option, "id", None) == number:
                    return option
        if isinstance(choice.options[0], Enum):
            for option in choice.options:
                if option.name.lower() == wanted:
                    return option
        if wanted in COLOR_SPELLINGS:  # a colour by its letter or its word (105.1)
            names = COLOR_SPELLINGS[wanted]
            for option in choice.options:
                if option_label(option).lower() in names:
                    return option
    labels = ", ".join(option_label(o) for o in choice.options)
    raise ChoiceError(
        f"{answer!r} is not an option for {choice.kind.value} ({choice.prompt}); options: {labels}"
    )


def _match_number(choice: Choice, options: Numbers, answer: Any) -> int:
    """The number ``answer`` is, or names in decimal digits, among ``options``."""
    if isinstance(answer, str):
        written = answer.strip()
        if len(written) <= MOST_DIGITS and written.removeprefix("-").isdecimal():
            answer = int(written)
    number = options.plain(answer)
    if number is None:
        raise ChoiceError(
            f"{shown(answer)} is not an option for {choice.kind.value} ({choice.prompt}); "
            f"options: {options}"
        )
    return number


class DecisionStop(BaseException):
    """A choice the answers given so far don't reach, in a game driven by decisions: the
    action stops there and is undone, to wait for the answer. A ``BaseException``, so no
    ``except Exception`` mistakes it for a failure; and pending until the action has
    stopped, so a plugin that catches it anyway can't go on past the choice: the host
    raises it again as the plugin returns (:func:`pending_stop`)."""

    def __init__(self, choice: Choice) -> None:
        super().__init__(choice.prompt)
        self.choice = choice


_pending: ContextVar[DecisionStop | None] = ContextVar("pending_stop", default=None)


def stop(signal: DecisionStop) -> DecisionStop:
    """``signal``, pending until :func:`stopped`: what to raise to stop the action."""
    _pending.set(signal)
    return signal


def pending_stop() -> DecisionStop | None:
    """The stop the action is on its way out with, if any: nothing may go on past it."""
    return _pending.get()


def stopped() -> None:
    """The action has stopped: no stop is pending any more."""
    _pending.set(None)


@contextmanager
def answering(game: Any, chooser: Chooser) -> Iterator[None]:
    """Let ``chooser`` answer ``game``'s choices inside the block, then the game's own
    chooser again."""
    own = game.chooser
    object.__setattr__(game, "chooser", chooser)
    try:
        yield
    finally:
        object.__setattr__(game, "chooser", own)


def holds(check: Callable[[], object]) -> bool:
    """Whether ``check``, an action's checks asked with nothing done, passes: it raises
    no :class:`CardhostError`, and can't change the game (a change is refused)."""
    try:
        with reading("a check of an action's legality"):
            check()
    except CardhostError:
        return False
    return True


def succeeds(game: Any, act: Callable[[], object]) -> bool:
    """Whether ``act`` would succeed now: try it with the first option of every choice,
    then undo everything it did."""
    try:
        with answering(game, FirstOptionChooser()), trial():
            act()
    except CardhostError:
        return False
    return True


class FirstOptionChooser:
    """The deterministic default: always the first option offered."""

    def choose(self, choice: Choice) -> Any:
        return choice.options[0]


class ScriptedChooser:
    """Answers from a script, per kind of choice, in order.

    ``ScriptedChooser({"color": ["G"], "x": [3]})``. When a kind's answers run out, the
    ``fallback`` chooser answers; with ``strict=True`` an unscripted choice is an error.
    """

    def __init__(
        self,
        answers: Mapping[ChoiceKind | str, Iterable[Any]] | None = None,
        *,
        strict: bool = False,
        fallback: Chooser | None = None,
    ) -> None:
        self._answers: dict[ChoiceKind, deque[Any]] = {}
        for kind, values in (answers or {}).items():
            self._answers[ChoiceKind(kind)] = deque(values)
        self.strict = strict
        self.fallback = fallback or FirstOptionChooser()
        self.asked: list[Choice] = []

    def add(self, kind: ChoiceKind | str, *answers: Any) -> None:
        """Script more answers for ``kind``."""
        self._answers.setdefault(ChoiceKind(kind), deque()).extend(answers)

    def push(self, kind: ChoiceKind | str, *answers: Any) -> None:
        """Script answers for ``kind`` ahead of those already scripted."""
        queue = self._answers.setdefault(ChoiceKind(kind), deque())
        queue.extendleft(reversed(answers))

    def pending(self, kind: ChoiceKind | str) -> int:
        """How many scripted answers for ``kind`` are still unused."""
        return len(self._answers.get(ChoiceKind(kind), ()))

    def remaining(self) -> dict[ChoiceKind, list[Any]]:
        """Answers not used yet, per kind."""
        return {kind: list(queue) for kind, queue in self._answers.items() if queue}

    def choose(self, choice: Choice) -> Any:
        """The next scripted answer for the choice's kind; an action that fails gives
        back the answers it used (and forgets it asked)."""
        self.asked.append(choice)
        on_undo(self.asked.pop, functools.partial(self.asked.append, choice))
        queue = self._answers.get(choice.kind)
        if queue:
            answer = queue.popleft()
            on_undo(functools.partial(queue.appendleft, answer), queue.popleft)
            return match_option(choice, answer)
        if self.strict:
            raise ChoiceError(f"no scripted answer for {choice.kind.value}: {choice.prompt}")
        return self.fallback.choose(choice)
