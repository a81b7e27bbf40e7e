"""The errors cardhost raises: each names what a person needs to fix the problem."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TypeVar

from cardhost.model.validation import printable


class CardhostError(Exception):
    """Base class of every error cardhost raises on purpose."""


class IllegalActionError(CardhostError):
    """An action the rules forbid. The message names the rule; the game is left unchanged."""

    def __init__(self, rule: str, message: str) -> None:
        self.rule = rule
        self.message = message
        super().__init__(f"rule {rule}: {message}")


class UnknownNameError(CardhostError, ValueError):
    """A name that is not a zone, a step, or a colour; the message lists the valid ones."""


class ManaCostError(CardhostError, ValueError):
    """Text that is not a mana cost (107.4)."""


_Problem = TypeVar("_Problem", bound="FileProblem")


SHOWN_RUN = 200
"""The most characters of one word of a key path or a problem a message shows (a name
of a key, a value quoted; a path's folders are words of their own): a file's text may be
megabytes."""
SHOWN_PROBLEM = 10_000
"""The most characters of a problem (and of a file's path) a message shows."""
_LONG_RUN = re.compile(rf"[^\s.\[\]/\\]{{{SHOWN_RUN + 1},}}")


def _cut(text: str, limit: int = SHOWN_PROBLEM) -> str:
    """``text`` printable, each word at most :data:`SHOWN_RUN` characters and all of it
    at most ``limit``, "..." saying where it goes on."""
    shown = _LONG_RUN.sub(lambda run: run[0][:SHOWN_RUN] + "...", printable(text))
    return shown if len(shown) <= limit else shown[:limit] + "..."


class FileProblem(CardhostError):
    """A problem in a file: names the file, the key path and the problem, its message
    printable (control characters escaped: the file's text may hold anything).

    One error may stand for every problem found in the file (:meth:`every`): it reads as
    the first, its message lists them all one per line, and ``problems`` holds each."""

    def __init__(self, path: str, key: str, problem: str) -> None:
        self.path = path
        self.key = key
        self.problem = _cut(problem)
        self.problems: tuple[FileProblem, ...] = (self,)
        shown_path = printable(path)[:SHOWN_PROBLEM]  # a path's words are the user's own
        where = f"{shown_path}: {_cut(key)}" if key else shown_path
        super().__init__(f"{where}: {self.problem}")

    @classmethod
    def every(cls: type[_Problem], problems: Sequence[_Problem]) -> _Problem:
        """One error standing for ``problems`` (at least one), all of the same file."""
        first = problems[0]
        if len(problems) == 1:
            return first
        error = cls(first.path, first.key, first.problem)
        error.problems = tuple(problems)
        error.args = ("\n".join(str(p) for p in problems),)
        return error


class CardFileError(FileProblem):
    """A card file that cannot be loaded."""


class ScenarioError(FileProblem):
    """A scenario file that can't be played."""


class RefusedCardError(CardFileError):
    """A card that brings Python code, refused because cards are loaded data-only."""


class SkippedSourceError(CardFileError):
    """A source of cards found by discovery that can't be used (a broken card pack, a
    ``CARDHOST_CARDS`` folder that doesn't exist); its cards are left out, the rest load."""


def said(error: BaseException) -> str:
    """What ``error`` says, printable and at most 1,000 characters; a plugin's exception
    whose ``str()`` raises (or recurses) says that instead of escaping raw."""
    try:
        text = str(error)
    except BaseException as problem:  # a plugin's __str__ may do anything
        if isinstance(problem, KeyboardInterrupt):
            raise
        return f"(its message can't be shown: str() raised {type(problem).__name__})"
    if not isinstance(text, str):
        return "(its message can't be shown)"
    text = printable(text)
    return text if len(text) <= 1000 else text[:1000] + "..."


def shown(value: object, limit: int = 60) -> str:
    """A value a plugin, a policy or a chooser gave, as a message shows it without running
    its code: a plain value by its repr (at most ``limit`` characters), a game object or
    player by its name, anything else by its type."""
    if type(value) in (int, float, bool, str, type(None)):
        text = printable(repr(value))
        return text if len(text) <= limit else text[: limit - 3] + "..."
    name = getattr(type(value), "name", None)
    if isinstance(name, property) and type(value).__module__.startswith("cardhost."):
        return printable(str(getattr(value, "name", "")))[:limit]
    return f"a {type(value).__name__}"


class CardPluginError(CardhostError):
    """A card's plugin raised inside a hook: names the card and the hook."""

    def __init__(self, card: str, hook: str, error: BaseException) -> None:
        self.card = card
        self.hook = hook
        self.error = error
        where = f"hook {hook!r}" if hook.isidentifier() else hook
        super().__init__(f"card {card!r} raised in {where}: {type(error).__name__}: {said(error)}")


class ChoiceError(CardhostError):
    """A scripted or default choice that is not among the options offered."""


class SnapshotError(CardhostError):
    """A game that can't be saved, or text that is not a saved game this version of
    cardhost reads: what, and where in the saved game."""
