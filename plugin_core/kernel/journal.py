"""Atomic actions: every change to game state is journaled so a failed action is undone.

State objects subclass :class:`Tracked` and keep collections as tuples, so every change is an
attribute assignment the journal can record. An action that raises is rolled back exactly,
and the objects a caller holds keep their identity (732 for illegal
actions).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

_MISSING = object()
_active: ContextVar[Journal | None] = ContextVar("cardhost_journal", default=None)


class Journal:
    """The undo records of one outermost action."""

    def __init__(self) -> None:
        self._records: list[tuple[Tracked, str, Any]] = []

    def record(self, obj: Tracked, name: str, old: Any) -> None:
        self._records.append((obj, name, old))

    def undo(self) -> None:
        for obj, name, old in reversed(self._records):
            if old is _MISSING:
                object.__delattr__(obj, name)
            else:
                object.__setattr__(obj, name, old)
        self._records.clear()


class Tracked:
    """A mutable state object whose assignments are journaled inside an action."""

    def __setattr__(self, name: str, value: Any) -> None:
        journal = _active.get()
        if journal is not None:
            journal.record(self, name, self.__dict__.get(name, _MISSING))
        object.__setattr__(self, name, value)


@contextmanager
def atomic() -> Iterator[None]:
    """Run a block as one action: if it raises, every state change in it is undone."""
    if _active.get() is not None:
        yield
        return
    journal = Journal()
    token = _active.set(journal)
    try:
        yield
    except BaseException:
        journal.undo()
        raise
    finally:
        _active.reset(token)
