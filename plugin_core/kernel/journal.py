"""Atomic actions: every change to game state is journaled so a failed action is undone.

State objects subclass :class:`Tracked` and keep collections as tuples, so every change is an
attribute assignment the journal can record. An action that raises is rolled back exactly,
and the objects a caller holds keep their identity (732 for illegal actions). Actions nest:
one that fails inside another (say, inside a plugin's hook) is undone on its own, and the
outer one goes on if the failure is caught. State kept outside tracked objects (the random
generator, a scripted chooser's answers, registered plugins) is restored through
:func:`on_undo`. Inside :func:`reading`, nothing may change: a query reads the game.

An action stopped at a choice can be taken back and put again (:meth:`Journal.suspend`,
:meth:`Journal.resume`): every change undone, and each done again as it was, so the game
shows nothing of the action while it waits for the answer (732).
"""

from __future__ import annotations

import copy
import random
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from enum import Enum
from itertools import count
from typing import Any

_MISSING = object()
ACTIVE: ContextVar[Journal | None] = ContextVar("cardhost_journal", default=None)
"""The journal of the outermost action running, if any; a hot path may append its undo
record to it itself, as :meth:`Tracked.__setattr__` does."""
_fresh = count(1).__next__
"""A number never given before: each change to tracked state is stamped with one."""
WRITES = 0
"""The stamp of the latest change to tracked state, undos included: what a value
computed from the state is valid for (:func:`version`; a hot path reads
``journal.WRITES``, the same number, without the call). An action undone whole puts
back the stamp it started at, since the state is again exactly that one."""
_board_writes = 0
"""The stamp of the latest change that could have changed a permanent
(:func:`board_version`)."""
UNJOURNALED = 0
"""How many changes to tracked state have been kept outside any action's journal: made
outside an action, or by an outermost :class:`atomic` block that succeeded."""
_outermost = 0
"""How many times an outermost action or :class:`atomic` block (a trial) has begun or
ended, or been suspended or taken up again, on any thread: with :data:`UNJOURNALED`,
whether anything outside a journal happened while it was open (:func:`stamps`)."""
_open = 0
"""How many outermost journals are open now, on every thread, suspended ones aside."""


def version() -> int:
    """A number that changes whenever tracked state that characteristics or state-based
    actions could depend on changes, so a value computed from the game can be kept until
    it does."""
    return WRITES


def board_version() -> int:
    """A number that changes whenever a permanent's own state might: a write to a game
    object or the game, or a change to the battlefield's contents. With no continuous
    effect in force (613), nothing else (a player's life, a hand, a library, a combat)
    can change what a permanent is, whom it is controlled by, or what state-based actions
    (704) find on the battlefield."""
    return _board_writes


def stamps() -> tuple[int, int, int | None]:
    """The stamps of :func:`version` and :func:`board_version` now, and how many times
    outermost journals have begun or ended and changes have been kept outside any, if
    the journal asking is the only one open (else ``None``): what :meth:`Journal.undo`
    puts back once the changes made since are all undone, if nothing else happened
    meanwhile."""
    return WRITES, _board_writes, UNJOURNALED + _outermost if _open == 1 else None


def changed(board: bool = False) -> None:
    """Note a change to state kept outside tracked attributes (a zone's contents);
    ``board``: the battlefield's."""
    global WRITES, _board_writes
    WRITES = _fresh()
    if board:
        _board_writes = WRITES


def _versioned(obj: Any, name: str) -> bool:
    """Whether writing ``obj``'s attribute ``name`` is a change that moves
    :func:`version`, as :class:`Tracked` says; the attributes other objects journal
    (where the log ends, a random generator's state) are read by nothing kept."""
    if not isinstance(obj, Tracked):
        return False
    return name not in obj.unversioned or (name in obj.versioned_while_read and obj.read_now())


class StateChangedInQuery(RuntimeError):
    """Something tried to change the game while it was only being read (a query hook,
    ``could_produce``); the change did not happen."""


Redo = list[tuple[tuple[Any, Any, Any], Any]]
"""What :meth:`Journal.suspend` took back: each record with the value it had set."""


class Journal(list[tuple[Any, Any, Any]]):
    """The undo records of one outermost action, in the order the changes were made (the
    journal is the list of them): a record is ``(object, attribute, old value)``, or
    ``(None, redo function or None, undo function)`` for state outside tracked objects.
    A list itself, so opening an action and recording a change run no Python code of
    its own."""

    when_done: tuple[Callable[[], None], ...] = ()
    """What to call once the action has succeeded (:func:`when_done`)."""
    is_open = False
    """Whether it is an outermost journal open now (not suspended): :data:`_open`."""

    def opened(self) -> None:
        """It begins as an outermost journal, or is taken up again."""
        global _outermost, _open
        _outermost += 1
        _open += 1
        self.is_open = True

    def closed(self) -> None:
        """It ends, or is suspended (once, however it is left)."""
        global _outermost, _open
        if self.is_open:
            _outermost += 1
            _open -= 1
            self.is_open = False

    def undo(self, mark: int = 0, at: tuple[int, int, int] | None = None) -> None:
        """Undo every change recorded after ``mark``, newest first. Each undone write
        is a change as the write was (:func:`version`, :func:`board_version`); a change
        outside tracked attributes says so itself as it is undone. ``at``: the
        :func:`stamps` when ``mark`` was taken, put back at the end, for the state is
        that one again (every change to it is journaled): what was computed from it
        before a trial or a failed action is still valid after. Not if another
        outermost journal was open as it began, began or ended meanwhile, or a change
        was kept outside any (another game's action while this one's waited for a
        decision, another thread's trial or action): the stamps might name a state
        another game is no longer in, and are new ones instead."""
        global WRITES, _board_writes
        while len(self) > mark:
            obj, name, old = self.pop()
            if obj is None:
                old()
                continue
            versioned = _versioned(obj, name)
            board = versioned and obj.on_board
            if old is _MISSING:
                object.__delattr__(obj, name)
            else:
                object.__setattr__(obj, name, _former(obj, name, old))
            if versioned:
                WRITES = _fresh()
                if board or obj.on_board:
                    _board_writes = WRITES
                if obj.stamped:
                    obj.__dict__["write_stamp"] = WRITES
        if at is not None and at[2] is not None and at[2] == UNJOURNALED + _outermost:
            WRITES, _board_writes = at[0], at[1]

    def suspend(self) -> Redo | None:
        """Undo every change, newest first, keeping what :meth:`resume` needs to make
        each again; ``None``, and nothing undone, if some change can't be made again
        (an :func:`on_undo` without a redo). An object can say what makes its attribute
        as it is now, if reading it doesn't (``redo_value(name, old)``)."""
        if any(obj is None and redo is None for obj, redo, _ in self):
            return None
        global WRITES, _board_writes
        self.closed()  # while it waits, nothing of it is in the game
        WRITES = _board_writes = _fresh()
        taken: Redo = []
        while self:
            record = obj, name, old = self.pop()
            if obj is None:
                old()
                taken.append((record, None))
                continue
            capture = getattr(obj, "redo_value", None)
            if capture is not None:
                now = capture(name, old)
            elif hasattr(obj, "__dict__"):
                now = obj.__dict__.get(name, _MISSING)
            else:
                now = getattr(obj, name, _MISSING)
            if old is _MISSING:
                object.__delattr__(obj, name)
            else:
                object.__setattr__(obj, name, _former(obj, name, old))
            if isinstance(obj, Tracked) and obj.stamped:
                obj.__dict__["write_stamp"] = WRITES
            taken.append((record, now))
        return taken

    def resume(self, taken: Redo) -> None:
        """Make again, oldest first, the changes :meth:`suspend` undid, each journaled
        as it was."""
        global WRITES, _board_writes
        self.opened()
        WRITES = _board_writes = _fresh()
        for record, now in reversed(taken):
            obj, name, _ = record
            if obj is None:
                name()  # for state outside tracked objects: its redo function
            else:
                if now is _MISSING:
                    object.__delattr__(obj, name)
                else:
                    object.__setattr__(obj, name, now)
                if isinstance(obj, Tracked) and obj.stamped:
                    obj.__dict__["write_stamp"] = WRITES
            self.append(record)


class _Reading(Journal):
    """The journal in force while the game is read: recording a change refuses it
    before it happens."""

    def __init__(self, what: str) -> None:
        super().__init__()
        self.what = what

    def append(self, record: tuple[Tracked | None, str, Any]) -> None:
        raise StateChangedInQuery(f"{self.what} reads the game and can't change it")

    def suspend(self) -> Redo | None:
        """Nothing: the action's own journal is outside the read, out of reach (a choice
        asked in a query is taken the long way)."""
        return None


_ATOMS = frozenset({int, str, bool, float})
"""Types whose values a copy of the game shares: they never change."""

_EMPTIED = frozenset({set, dict, list})
"""Containers a copy of the game copies, while empty, as a new empty one, without the
copy module (a game's working sets, empty between actions)."""


class Tracked:
    """A mutable state object whose assignments are journaled inside an action.
    ``unversioned`` names attributes no characteristic or state-based action depends on
    (a tapped status, a mana pool, who has priority): writing them leaves
    :func:`version` as it is."""

    unversioned: frozenset[str] = frozenset()
    versioned_while_read: frozenset[str] = frozenset()
    """Unversioned attributes that count as changes while :meth:`read_now` says
    something may read them."""
    on_board = False
    """Whether its versioned writes count toward :func:`board_version` too."""
    stamped = False
    """Whether it keeps the stamp of its own latest versioned write (``write_stamp``, not
    state: neither journaled nor saved), so a value computed from it alone can be kept
    until it changes, whatever else does."""

    def read_now(self) -> bool:
        """Whether something may now read the attributes of
        :attr:`versioned_while_read`."""
        return False

    def __deepcopy__(self, memo: dict[int, Any]) -> Any:
        """Its copy in a copy of the game, as the copy module would make it (each value
        copied, what is copied already found in ``memo``), but the attributes' names
        kept, and each value copied by :func:`_copy_of`, without the module's dispatch."""
        twin = object.__new__(type(self))
        memo[id(self)] = twin
        known = memo.get
        state = {}
        for name, value in self.__dict__.items():
            if value is None or type(value) in _ATOMS:
                state[name] = value
            else:
                copied = known(id(value), _MISSING)
                state[name] = _copy_of(value, memo) if copied is _MISSING else copied
        object.__setattr__(twin, "__dict__", state)  # not a journaled write
        return twin

    def grow(self, name: str, *items: Any) -> None:
        """Set the tuple attribute ``name`` to itself followed by ``items``, a write as
        any other, but journaled as the length it had rather than the tuple it was: a
        tuple grown one item at a time then keeps a record for each item, not each
        tuple it was (a thousand tokens dying at once, 704.5d)."""
        old = self.__dict__[name]
        self.__setattr__(name, (*old, *items))
        journal = ACTIVE.get()
        if journal and journal[-1][0] is self and journal[-1][2] is old:
            journal[-1] = (self, name, _Prefix(len(old)))

    def __setattr__(self, name: str, value: Any) -> None:
        attributes = self.__dict__
        old = attributes.get(name, _MISSING)
        if old is value:
            return  # no change: nothing to undo, and every value computed still holds
        if name not in self.unversioned or (name in self.versioned_while_read and self.read_now()):
            global WRITES, _board_writes
            WRITES = _fresh()
            if self.on_board:
                _board_writes = WRITES
            if self.stamped:
                attributes["write_stamp"] = WRITES
        journal = ACTIVE.get()
        if journal is not None:
            journal.append((self, name, old))  # refused while reading: no change
        else:
            global UNJOURNALED
            UNJOURNALED += 1
        attributes[name] = value


def _copy_of(value: Any, memo: dict[int, Any]) -> Any:
    """``value``'s copy in a copy of the game, not yet in ``memo``: numbers, strings,
    flags, ``None`` and tuples and frozensets of them taken as they are; an empty set,
    dict or list as a new one; any other tuple, and a dict keyed by such values or
    members of an enumeration (a player's zones), with each item copied so; a value
    with a copy of its own (a game object, a zone's contents, a value that copies as
    itself) by it; any other by the copy module."""
    kind = type(value)
    if value is None or kind in _ATOMS:
        return value
    if not value and kind in _EMPTIED:
        copied = memo[id(value)] = kind()  # found again as the copy module would
        return copied
    if (kind is tuple or kind is frozenset) and all(type(item) in _ATOMS for item in value):
        return value  # immutable all the way down
    if kind is tuple:
        known = memo.get
        items = []
        for item in value:
            copied = known(id(item), _MISSING)
            items.append(_copy_of(item, memo) if copied is _MISSING else copied)
        copied = memo.setdefault(id(value), tuple(items))  # as the module: found again
        return copied
    if kind is dict and all(type(key) in _ATOMS or isinstance(key, Enum) for key in value):
        pairs: dict[Any, Any] = {}
        memo[id(value)] = pairs
        known = memo.get
        for key, item in value.items():
            copied = known(id(item), _MISSING)
            pairs[key] = _copy_of(item, memo) if copied is _MISSING else copied
        return pairs
    own = getattr(kind, "__deepcopy__", None)
    if own is None:
        return copy.deepcopy(value, memo)
    copied = memo.setdefault(id(value), own(value, memo))  # found again, as the module would
    return copied


class _Prefix:
    """A tuple attribute's former value, journaled as its length by :meth:`Tracked.grow`
    (the tuple it was is the one it is now, cut there)."""

    __slots__ = ("length",)

    def __init__(self, length: int) -> None:
        self.length = length


def _former(obj: Any, name: str, old: Any) -> Any:
    """The value a journal record puts back: ``old``, or the tuple :class:`_Prefix`
    says."""
    if type(old) is _Prefix:
        return obj.__dict__[name][: old.length]
    return old


def changed_outside() -> None:
    """Note a change kept outside any action's journal (a log entry made between
    actions), so an action suspended can tell the game has changed since."""
    global UNJOURNALED
    UNJOURNALED += 1


def set_working(obj: Any, name: str, value: Any) -> None:
    """Set ``obj``'s attribute ``name``, working memory rather than game state (what a
    game waits for): never versioned nor counted as a change, but inside an action or a
    trial put back as it was if that is undone."""
    journal = ACTIVE.get()
    if journal is not None:
        old = obj.__dict__[name]
        redo = lambda: object.__setattr__(obj, name, value)  # noqa: E731
        journal.append((None, redo, lambda: object.__setattr__(obj, name, old)))
    object.__setattr__(obj, name, value)


def on_undo(undo: Callable[[], None], redo: Callable[[], None] | None = None) -> None:
    """Inside an action, call ``undo`` if the action fails (state outside tracked
    objects); ``redo`` makes the change again once undone, if the action is suspended
    (:meth:`Journal.suspend`). Inside :func:`reading`, refuse the change."""
    journal = ACTIVE.get()
    if journal is not None:
        journal.append((None, redo, undo))
    else:
        global UNJOURNALED
        UNJOURNALED += 1


class _RandomState:
    """A random generator's state as an attribute, so the journal records it as it
    records any: read to redo, set to undo."""

    __slots__ = ("rng",)

    def __init__(self, rng: Any) -> None:
        self.rng = rng

    @property
    def state(self) -> Any:
        return self.rng.getstate()

    @state.setter
    def state(self, state: Any) -> None:
        random.Random.setstate(self.rng, state)  # an undo: not journaled again


def journal_random(rng: Any) -> None:
    """Inside an action, journal the state of the random generator ``rng`` (a
    ``random.Random``) before it is used: undone, it is as it is now."""
    holder = _RandomState(rng)
    journal = ACTIVE.get()
    if journal is not None:
        journal.append((holder, "state", holder.state))
    else:
        global UNJOURNALED
        UNJOURNALED += 1


class GameRandom(random.Random):
    """A game's random generator: a ``random.Random`` whose every draw journals its state
    first (:func:`journal_random`), so an action undone puts it back and a query, which
    only reads the game, can't draw (it would change it: refused), whatever code draws
    (a plugin's too); the rules' own draws journal once for a whole shuffle
    (:func:`drawing`)."""

    journaled = False
    """Whether its state is journaled already for the draws being made (:func:`drawing`)."""

    def random(self) -> float:
        if not self.journaled:
            journal_random(self)
        return super().random()

    def getrandbits(self, k: int, /) -> int:
        if not self.journaled:
            journal_random(self)
        return super().getrandbits(k)

    def seed(self, a: Any = None, version: int = 2) -> None:
        """Seeded again: inside an action or a query, a change like a draw (journaled,
        or refused); outside them (a game made, a determinization's), as any change."""
        if ACTIVE.get() is not None:
            journal_random(self)
        super().seed(a, version)

    def setstate(self, state: Any) -> None:
        if ACTIVE.get() is not None:
            journal_random(self)
        super().setstate(state)


@contextmanager
def drawing(rng: random.Random) -> Iterator[random.Random]:
    """Draw from ``rng`` in the block, its state journaled once before (a shuffle's
    hundreds of draws, not each)."""
    journal_random(rng)
    if not isinstance(rng, GameRandom) or rng.journaled:
        yield rng
        return
    rng.journaled = True
    try:
        yield rng
    finally:
        rng.journaled = False


class atomic:  # lower case: used as ``with atomic():``, as a function was
    """Run a block as one action: if it raises, every state change in it is undone,
    and only those (an action nested in another is undone on its own). A class rather
    than a generator: it opens every action, so it is kept cheap."""

    __slots__ = ("_journal", "_mark", "_stamps", "_token")

    def __enter__(self) -> None:
        journal = ACTIVE.get()
        if journal is not None:
            self._journal, self._mark, self._token = journal, len(journal), None
            self._stamps = stamps()
            return
        journal = self._journal = Journal()
        journal.opened()
        self._stamps = stamps()
        self._mark = 0
        self._token = ACTIVE.set(journal)

    def __exit__(self, kind: type[BaseException] | None, *_: object) -> None:
        journal, token = self._journal, self._token
        try:
            if kind is not None:
                journal.undo(self._mark, self._stamps)
        finally:
            if token is not None:
                ACTIVE.reset(token)
                journal.closed()
        if kind is None and token is not None:
            if journal:
                global UNJOURNALED
                UNJOURNALED += 1
            succeeded(journal)


class _Undone(Exception):
    """Raised to undo a trial that succeeded."""


@contextmanager
def trial() -> Iterator[None]:
    """Run a block, then undo all of it, as a failed action is undone (732): to find out
    what an action would do. An error inside undoes the block too, and propagates."""
    try:
        with atomic():
            yield
            raise _Undone
    except _Undone:
        pass


_deferred: ContextVar[list[Callable[[], None]] | None] = ContextVar("deferred", default=None)


def succeeded(journal: Journal) -> None:
    """The outermost action of ``journal`` has succeeded: call what waits for it
    (:func:`when_done`), or keep it for :func:`deferring`'s caller."""
    callbacks = journal.when_done
    if not callbacks:
        return
    kept = _deferred.get()
    if kept is not None:
        kept.extend(callbacks)
        return
    for done in callbacks:
        done()


@contextmanager
def deferring() -> Iterator[list[Callable[[], None]]]:
    """Inside the block, keep what waits for an action to succeed (the log's sink) in
    the list given, instead of calling it: for the caller to call once it has taken
    the outcome (an action taken on a worker thread leaves it to the thread that
    drives the game)."""
    kept: list[Callable[[], None]] = []
    token = _deferred.set(kept)
    try:
        yield kept
    finally:
        _deferred.reset(token)


def when_done(callback: Callable[[], None]) -> bool:
    """Call ``callback`` once the outermost action now running has succeeded (never if
    it fails). False, and nothing registered, when no action is running."""
    journal = ACTIVE.get()
    if journal is None:
        return False
    if callback not in journal.when_done:
        journal.when_done = (*journal.when_done, callback)
    return True


class reading:  # lower case: used as ``with reading(what):``, as a function was
    """Run a block that only reads the game: any change raises
    :class:`StateChangedInQuery` before it happens. A class: every query hook opens one."""

    __slots__ = ("_token", "_what")

    def __init__(self, what: str) -> None:
        self._what = what

    def __enter__(self) -> None:
        self._token = ACTIVE.set(_Reading(self._what))

    def __exit__(self, *_: object) -> None:
        ACTIVE.reset(self._token)
