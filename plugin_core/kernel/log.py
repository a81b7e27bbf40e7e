"""The event log: every event in order, readable by people and queryable by tests."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TypeVar

from cardhost.kernel.journal import Tracked
from cardhost.model.events import Event, LogEntry

E = TypeVar("E", bound=Event)


class EventLog(Tracked):
    """An append-only log. Its length is journaled, so a failed action leaves no lines."""

    unversioned = frozenset({"length"})

    def __init__(self) -> None:
        object.__setattr__(self, "_entries", [])
        self.length = 0

    def append(self, entry: LogEntry) -> None:
        del self._entries[self.length :]
        self._entries.append(entry)
        self.length += 1

    def __iter__(self) -> Iterator[LogEntry]:
        return iter(self._entries[: self.length])

    def __len__(self) -> int:
        return self.length

    def events(self, kind: type[E] | None = None) -> list[E]:
        """Every event, or every event of one class, in order."""
        return [e.event for e in self if kind is None or isinstance(e.event, kind)]

    def since(self, mark: int) -> list[LogEntry]:
        """The entries after ``mark`` (a length taken earlier with ``len(log)``)."""
        return self._entries[mark : self.length]

    def lines(self) -> list[str]:
        return [entry.text for entry in self]

    def text(self) -> str:
        """The whole log, one event a line, with the turn and step it happened in."""
        out = []
        for entry in self:
            prefix = f"T{entry.turn} {entry.step:<16}" if entry.turn else " " * 20
            out.append(f"{prefix} {entry.text}")
        return "\n".join(out)
