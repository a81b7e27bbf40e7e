"""The event log: every event in order, readable by people and queryable by tests.

By default a game keeps its whole log. For long runs it can keep none of it, or stream
it: each action's entries are handed to a sink (:class:`LogStream` writes text or JSON
lines) once the action has succeeded, and are not kept, so memory stays flat however
long the game goes on. Entries of an action that fails are never kept nor streamed.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from enum import Enum
from typing import IO, Any, TypeVar

from cardhost.kernel.journal import ACTIVE, changed_outside, when_done
from cardhost.model.definitions import ManaAbilityDefinition
from cardhost.model.errors import CardhostError, said
from cardhost.model.events import Event, LogEntry, ObjectRef, field_names
from cardhost.model.mana import ManaAmount
from cardhost.model.validation import printable

E = TypeVar("E", bound=Event)
LogSink = Callable[[LogEntry], None]
"""Where a streamed log's entries go, one call per entry, in order."""


class LogSinkError(CardhostError):
    """The sink a log streams to raised. The action whose entries it was given was done;
    the entries not yet handed on are kept and handed on after the next action."""

    def __init__(self, error: Exception) -> None:
        super().__init__(
            f"the log sink raised {type(error).__name__}: {said(error)}; the action was done, and "
            "its entries not yet streamed are kept for the next one"
        )


class EventLog:
    """An append-only log; a failed action leaves no lines in it (its entries are undone
    with its other changes). It keeps each event with the turn and step it happened in,
    the three one after the other in one list, and makes the :class:`LogEntry` when it is
    read: logging an event makes nothing else.

    ``keep`` false: entries are passed to ``sink`` (if any) once their action succeeds,
    then dropped; ``len`` still counts every entry logged."""

    def __init__(self, *, keep: bool = True, sink: LogSink | None = None) -> None:
        self._entries: list[Any] = []
        self._dropped = 0
        """How many entries were logged and are no longer kept."""
        self.keep = keep
        self.sink = sink
        self._counts_only = not keep and sink is None
        self._streams = not keep and sink is not None

    @property
    def _filled(self) -> int:
        """How many items the entry list holds; set lower (the journal undoing an
        action), it lets go of the entries after them."""
        return len(self._entries)

    @_filled.setter
    def _filled(self, items: int | tuple[Any, ...]) -> None:
        if isinstance(items, tuple):  # made again (redo_value)
            self._entries += items
        else:
            del self._entries[items:]

    def redo_value(self, name: str, old: Any) -> Any:
        """What sets ``name`` as it is now once an action suspended has undone it to
        ``old`` (:meth:`~cardhost.kernel.journal.Journal.suspend`): for the entry list,
        the items after the first ``old``."""
        if name == "_filled":
            return tuple(self._entries[old:])
        return getattr(self, name)

    @property
    def length(self) -> int:
        """How many entries have been logged: kept, streamed, or only counted."""
        return len(self._entries) // 3 + self._dropped

    def count_from(self, length: int) -> None:
        """Count ``length`` entries logged before any this log has: a log made for a
        copy or a restored game that did not keep them all."""
        self._dropped = length - len(self._entries) // 3

    def record(self, turn: int, step: str, event: Event) -> None:
        """Log ``event``, which happened in turn ``turn``'s ``step`` step. Inside an
        action, the journal notes where the list ended, so undoing the action lets the
        entry go. A log that is off (kept nowhere, streamed nowhere) only counts it."""
        journal = ACTIVE.get()
        if self._counts_only:
            dropped = self._dropped
            if journal is not None:
                journal.append((self, "_dropped", dropped))  # refused while reading
            self._dropped = dropped + 1
            return
        entries = self._entries
        if journal is not None:
            journal.append((self, "_filled", len(entries)))  # refused while reading
        else:
            changed_outside()
        entries += (turn, step, event)  # flat: no object kept per entry
        if self._streams and not when_done(self._hand_on):
            self._hand_on()

    def _hand_on(self) -> None:
        """Pass the entries of the actions done to the sink, one by one, and let each go.
        A sink that raises keeps the rest for the next time, and its error is a
        :class:`LogSinkError`: the action itself was done."""
        handed = 0
        try:
            for entry in self._kept(0):
                self.sink(entry)  # type: ignore[misc]
                handed += 1
        except Exception as error:
            raise LogSinkError(error) from error
        finally:
            del self._entries[: 3 * handed]
            self._dropped += handed

    def _kept(self, start: int) -> list[LogEntry]:
        """The entries kept, from the ``start``-th kept one on."""
        kept = self._entries[3 * start :]
        return [LogEntry(*kept[i : i + 3]) for i in range(0, len(kept), 3)]

    def __iter__(self) -> Iterator[LogEntry]:
        return iter(self._kept(0))

    def __len__(self) -> int:
        return self.length

    def events(self, kind: type[E] | None = None) -> list[E]:
        """Every event kept, or every one of one class, in order."""
        kept = self._entries[2::3]
        return [e for e in kept if kind is None or isinstance(e, kind)]

    def since(self, mark: int) -> list[LogEntry]:
        """The entries kept after ``mark`` (a length taken earlier with ``len(log)``)."""
        return self._kept(max(mark - self._dropped, 0))

    def lines(self, viewer: str | None = None) -> list[str]:
        """Each event's text, as ``viewer`` (a player's name) sees it: a card moved
        between hidden zones only its owner sees (400.2); ``None``: all of it."""
        return [entry.text_for(viewer) for entry in self]

    def text(self, viewer: str | None = None) -> str:
        """The whole log, one event a line, with the turn and step it happened in, as
        ``viewer`` sees it (:meth:`lines`)."""
        return "\n".join(line_of(entry, viewer) for entry in self)


def line_of(entry: LogEntry, viewer: str | None = None) -> str:
    """One entry as a line of the log's text: the turn and step, then what happened,
    as ``viewer`` sees it (``None``: all of it)."""
    prefix = f"T{entry.turn} {printable(entry.step):<16}" if entry.turn else " " * 20
    return f"{prefix} {entry.text_for(viewer)}"


def as_json(entry: LogEntry, viewer: str | None = None) -> dict[str, Any]:
    """One entry as JSON: the turn, the step, the event's kind and text, and its fields as
    they were when it happened (objects as their number, name and controller: 608.2h).
    An event not every player sees says who does (``seen_by``) and what the others see
    (``unseen_text``); as ``viewer`` (a player's name) sees it, one they don't see has
    that text, ``hidden`` true and no fields (400.2)."""
    event = entry.event
    seen = event.seen_by
    if seen is not None and viewer is not None and viewer not in seen:
        return {
            "turn": entry.turn,
            "step": entry.step,
            "event": type(event).__name__,
            "text": event.unseen_text,
            "fields": {},
            "seen_by": list(seen),
            "hidden": True,
        }
    shown = {
        "turn": entry.turn,
        "step": entry.step,
        "event": type(event).__name__,
        "text": entry.text,
        "fields": {name: _json_value(event.shown(name)) for name in field_names(type(event))},
    }
    if seen is not None:
        shown["seen_by"] = list(seen)
        shown["unseen_text"] = event.unseen_text
    return shown


def _json_value(value: Any) -> Any:
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, ObjectRef):
        return {
            "id": value.id,
            "card": value.card,
            "name": value.name,
            "controller": value.controller,
        }
    if isinstance(value, Enum):
        return value.value
    if isinstance(value, (tuple, list, frozenset, set)):
        return [_json_value(item) for item in value]
    if isinstance(value, ManaAmount):
        return {t.value: n for t, n in value.counts.items()}
    if isinstance(value, ManaAbilityDefinition):
        return value.text
    name = getattr(value, "name", None)
    return name if isinstance(name, str) else str(value)


class LogStream:
    """A sink writing each entry to ``file`` as it is done: in ``"text"`` format a line as
    :meth:`EventLog.text` shows it; in ``"json"`` format a JSON object a line; as
    ``viewer`` (a player's name) sees it, or all of it."""

    def __init__(self, file: IO[str], format: str = "text", viewer: str | None = None) -> None:
        if format not in ("text", "json"):
            raise CardhostError(f"a log stream's format is 'text' or 'json', not {format!r}")
        self.file = file
        self.format = format
        self.viewer = viewer

    def __call__(self, entry: LogEntry) -> None:
        if self.format == "json":
            line = json.dumps(as_json(entry, self.viewer))
        else:
            line = line_of(entry, self.viewer)
        self.file.write(line + "\n")


class EventStream:
    """A sink handing each entry, as the JSON object :func:`as_json` makes, to
    ``callback`` as it is done, as ``viewer`` (a player's name) sees it or all of it:
    for a program that animates or replays a game, or shows it to one player."""

    def __init__(
        self, callback: Callable[[dict[str, Any]], None], viewer: str | None = None
    ) -> None:
        if not callable(callback):
            raise CardhostError(f"an event stream's callback is a callable, not {callback!r}")
        self.callback = callback
        self.viewer = viewer

    def __call__(self, entry: LogEntry) -> None:
        self.callback(as_json(entry, self.viewer))


def event_log(log: str | LogSink) -> EventLog:
    """The log a game keeps: ``"full"`` (every entry), ``"off"`` (none), or a sink that
    entries are streamed to and not kept."""
    if log == "full":
        return EventLog()
    if log == "off":
        return EventLog(keep=False)
    if callable(log):
        return EventLog(keep=False, sink=log)
    raise CardhostError(f"log is 'full', 'off' or a callable taking each LogEntry, not {log!r}")
