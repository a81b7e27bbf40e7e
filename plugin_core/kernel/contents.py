"""The objects in one zone, in order (400.1), changed in place.

Each change is journaled as its own inverse (an object and where it was), never as a copy
of the zone, so drawing from a 5,000-card library costs what drawing from a 60-card one
does. Readers get a tuple, built once after each change and only if asked for.
"""

from __future__ import annotations

import copy
from collections.abc import Iterable, Iterator
from typing import Any, Generic, TypeVar

from cardhost.kernel.journal import changed, on_undo

T = TypeVar("T")


class ZoneContents(Generic[T]):
    """A zone's objects, first to last. ``versioned`` false for a zone no characteristic
    or state-based action depends on (the stack), whose changes leave
    :func:`~cardhost.kernel.journal.version` as it is; ``board`` true for the
    battlefield, whose changes move :func:`~cardhost.kernel.journal.board_version`."""

    __slots__ = ("_by_card", "_items", "_view", "board", "versioned")

    def __init__(
        self, items: Iterable[T] = (), *, versioned: bool = True, board: bool = False
    ) -> None:
        self._items: list[T] = list(items)
        self._view: tuple[T, ...] | None = None
        self._by_card: dict[Any, tuple[T, ...]] | None = None
        self.versioned = versioned
        self.board = board

    def __deepcopy__(self, memo: dict[int, Any]) -> ZoneContents[T]:
        """Its copy in a copy of the game: the objects copied together by their kind's
        ``copied_together`` (a game object's, which copies a library's cards without the
        copy module's dispatch for each), or else each by the copy module; the tuple view
        made anew."""
        items = self._items
        together = getattr(type(items[0]), "copied_together", None) if items else None
        if together is not None:
            copied = together(items, memo)
        else:
            copied = [copy.deepcopy(item, memo) for item in items]
        twin = ZoneContents(copied, versioned=self.versioned, board=self.board)
        memo[id(self)] = twin
        return twin

    def view(self) -> tuple[T, ...]:
        """The objects, first to last, as a tuple that stays as it is."""
        view = self._view
        if view is None:
            view = self._view = tuple(self._items)
        return view

    def by_card(self) -> dict[Any, tuple[T, ...]]:
        """The objects of each card, first to last (the index ``game.permanents(card)``
        reads): each under the card whose rules text it has, the card it copies for a
        copy (707.2). Built once after each change and only if asked for: an object's
        card, and what it copies, never change while it stays in its zone (707.5: a copy
        is one as it enters)."""
        groups = self._by_card
        if groups is None:
            lists: dict[Any, list[T]] = {}
            for item in self._items:
                lists.setdefault(item.rules_card, []).append(item)  # type: ignore[attr-defined]
            groups = self._by_card = {card: tuple(items) for card, items in lists.items()}
        return groups

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)

    def __iter__(self) -> Iterator[T]:
        return iter(self.view())

    def __contains__(self, item: object) -> bool:
        return item in self._items  # objects and abilities compare by identity

    def first(self) -> T:
        return self._items[0]

    def last(self) -> T:
        return self._items[-1]

    def insert(self, index: int, item: T) -> None:
        on_undo(lambda: self._take(index), lambda: self._put(index, item))
        self._changed()
        self._items.insert(index, item)

    def append(self, item: T) -> None:
        self.insert(len(self._items), item)

    def extend(self, items: Iterable[T]) -> None:
        added = list(items)
        start = len(self._items)
        on_undo(lambda: self._truncate(start), lambda: self._add(added))
        self._changed()
        self._items.extend(added)

    def remove(self, item: T) -> None:
        """Take ``item`` out; it must be here (compared by identity)."""
        index = self._items.index(item)
        on_undo(lambda: self._put(index, item), lambda: self._take(index))
        self._changed()
        del self._items[index]

    def replace(self, items: Iterable[T]) -> None:
        """All of the objects at once, in a new order or anew (a shuffle, a game's start)."""
        old = self._items
        new = list(items)
        on_undo(lambda: self._restore(old), lambda: self._restore(new))
        self._changed()
        self._items = new

    def _changed(self) -> None:
        self._view = None
        self._by_card = None
        if self.versioned:
            changed(self.board)

    def _take(self, index: int) -> None:
        self._changed()
        del self._items[index]

    def _put(self, index: int, item: T) -> None:
        self._changed()
        self._items.insert(index, item)

    def _add(self, items: list[T]) -> None:
        self._changed()
        self._items.extend(items)

    def _truncate(self, length: int) -> None:
        self._changed()
        del self._items[length:]

    def _restore(self, items: list[T]) -> None:
        self._changed()
        self._items = items
