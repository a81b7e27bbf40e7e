"""Events: one frozen record of each thing that happened, for the log, tests and hooks.

An event holds the live objects and players it is about, so a hook can act on them, and
keeps a snapshot of each object (its last known information, 608.2h) as it is created, so
its ``text`` stays true after the object changes or leaves. The host logs an event and
dispatches it to the hooks that watch it in one place.
"""

from __future__ import annotations

import inspect
import re
from dataclasses import MISSING, FrozenInstanceError, dataclass, fields
from functools import cached_property
from typing import TYPE_CHECKING, Any, TypeVar

from cardhost.model.mana import ManaAmount
from cardhost.model.turns import UNTAP, Step
from cardhost.model.validation import printable

if TYPE_CHECKING:
    from cardhost.model.definitions import ManaAbilityDefinition
    from cardhost.model.protocols import GameObject, Player, StackAbility


_new = object.__new__
_set = object.__setattr__


FACE_DOWN_NAME = "face-down creature"
"""How an object with no name is shown: a face-down spell or permanent (708.2a), whose
identity its controller alone may know (708.5)."""


@dataclass(frozen=True, slots=True)
class ObjectRef:
    """An object as it was at one moment: its number, name and controller (608.2h), and
    ``card``, the number of the card it is, the same in every zone (an object that moves
    is a new object, 400.7; a token's ``card`` is its own number). A face-down object's
    name is none and its ``card`` its own number: which card it is stays hidden (708.5,
    400.2) until it is turned face up or revealed as it leaves (708.9)."""

    id: int
    name: str
    controller: str
    card: int = 0

    @staticmethod
    def of(obj: GameObject) -> ObjectRef:
        """``obj`` as it is now. Filled as an unfrozen twin, then given its class (see
        :func:`unfrozen_twin`): an event snapshots its objects each time it happens."""
        ref = _new(_OBJECT_REF_TWIN)
        ref.id = obj.id
        ref.name = obj.name
        ref.controller = obj.controller.name
        ref.card = obj.id if getattr(obj, "face_down", False) else getattr(obj, "card_id", obj.id)
        ref.__class__ = ObjectRef
        return ref

    def __str__(self) -> str:
        return f"{self.name or FACE_DOWN_NAME} (#{self.id})"


def unfrozen_twin(kind: type) -> type:
    """A class with the slots and bases of ``kind``, a frozen slotted dataclass, and no
    frozen ``__setattr__``. An instance of it filled by plain assignment becomes one of
    ``kind`` by assigning its ``__class__`` (the layouts are the same): a value made
    without ``object.__setattr__`` for each field (a slot wrapper's call, about 75 ns)."""
    return type(kind.__name__, kind.__bases__, {"__slots__": kind.__slots__, "__setattr__": _set})


_OBJECT_REF_TWIN = unfrozen_twin(ObjectRef)


def is_game_object(value: object) -> bool:
    """Whether ``value`` is a card, token or spell (109.1) rather than a player."""
    return type(value) in _OBJECT_TYPES or (hasattr(value, "definition") and hasattr(value, "zone"))


_OBJECT_TYPES: set[type] = set()
"""The classes of game objects, as the kernel registers them (:func:`object_type`)."""
_FIELDS: dict[type, tuple[str, ...]] = {}


def object_type(cls: type) -> type:
    """Register ``cls`` as a class of game objects, for events to snapshot quickly: its
    ``snapshot()`` gives its :class:`ObjectRef` as it is now."""
    _OBJECT_TYPES.add(cls)
    return cls


_PLAIN_TYPES: set[type] = {str, int, bool, type(None), ManaAmount, Step}
"""Values that are never game objects and hold none: kept as they are. Frozen dataclasses
without the attributes of an object join as they are met."""


def _is_plain(kind: type) -> bool:
    params = getattr(kind, "__dataclass_params__", None)
    if params is None or not params.frozen:
        return False
    names = {f.name for f in fields(kind)} | set(dir(kind))
    return not {"definition", "zone"} <= names


def plain_type(cls: type) -> type:
    """Register ``cls`` as a class whose values events keep as they are (a player)."""
    _PLAIN_TYPES.add(cls)
    return cls


_OTHER_TYPES: set[type] = set()
"""Classes found neither plain nor game objects (a dict, a list): looked into each time."""


def _snapshot(value: Any) -> Any:
    """``value`` with each game object in it replaced by its :class:`ObjectRef`."""
    kind = type(value)
    if kind in _PLAIN_TYPES:
        return value
    if kind in _OBJECT_TYPES:
        return value.snapshot()
    if kind is not tuple and kind not in _OTHER_TYPES:
        if _is_plain(kind):
            _PLAIN_TYPES.add(kind)
            return value
        _OTHER_TYPES.add(kind)
    if isinstance(value, tuple):
        if value is _gone[0]:
            return _gone[1]
        shown = tuple(_snapshot(item) for item in value)
        gone = len(value) > 1 and getattr(value[0], "zone", 0) is None  # most aren't
        if gone and all(getattr(item, "zone", 0) is None for item in value):
            _gone[:] = [value, shown]  # gone for good (400.7): as they last existed, always
        return shown
    return ObjectRef.of(value) if is_game_object(value) else value


_gone: list[Any] = [None, None]
"""The last tuple of objects gone from the game that was snapshotted, and its
snapshot: the objects that left the battlefield at once (``simultaneous``) are in every
one of their events, and shown as they last existed, which never changes again; a
thousand tokens dying at once cost a thousand snapshots, not a million."""


_PLAIN_NAMES = frozenset(
    {"Player", "ManaAbilityDefinition", "ManaAmount", "Step", "bool", "int", "str", "None"}
    | {"tuple", "frozenset"}
)
"""The names in a field's type that say it holds no game object."""

_OBJECT_FIELDS: dict[type, tuple[str, ...]] = {}


def field_names(kind: type) -> tuple[str, ...]:
    """The fields of event class ``kind``, in order."""
    names = _FIELDS.get(kind)
    if names is None:
        names = _FIELDS[kind] = tuple(f.name for f in fields(kind))
    return names


def object_fields(kind: type) -> tuple[str, ...]:
    """The fields of ``kind`` whose type may hold a game object: all but those whose
    type names only plain values (a player, mana, a number, words)."""
    names = _OBJECT_FIELDS.get(kind)
    if names is None:
        names = _OBJECT_FIELDS[kind] = tuple(
            f.name for f in fields(kind) if not set(re.findall(r"\w+", str(f.type))) <= _PLAIN_NAMES
        )
    return names


E = TypeVar("E", bound="Event")
_SHOWN = "_shown_"
"""The start of the name of the slot a field's snapshot is kept in."""
_NOT_SHOWN = object()


def event(kind: type[E]) -> type[E]:
    """Make ``kind`` an event class: a frozen dataclass (fields, equality, repr) with a
    slot for each field and for the snapshot of each object in them (608.2h).

    Its fields are kept in slots, so an event class has one event class among its bases
    (two would each lay out slots: Python refuses the class).

    Every action makes events, so an event is made in one function made for its fields
    (as dataclasses makes its ``__init__``), its ``__new__``: it fills an instance of the
    class's :func:`unfrozen_twin` by plain assignment, then gives it the class (the frozen
    ``__init__`` calls ``object.__setattr__`` for each field, and ``__post_init__``: twice
    as long)."""
    kind = dataclass(frozen=True)(kind)
    made = inspect.signature(kind.__init__).parameters  # the frozen dataclass's own
    plain = [p.name for p in made.values() if p.kind is p.POSITIONAL_OR_KEYWORD][1:]
    if plain != [spec.name for spec in fields(kind)] or kind.__post_init__ is not _unmade:
        raise TypeError(
            f"{kind.__name__}: an event's fields are plain ones (no keyword-only field, "
            "init-only variable or __post_init__)"
        )
    taken = {spec.name for spec in fields(kind)} & {_CALLED, _MADE}
    if taken:
        raise TypeError(f"{kind.__name__}: no field of an event is named {sorted(taken)}")
    kind = _slotted(kind)
    twin = unfrozen_twin(kind)
    parameters, stores = [_CALLED], []
    scope: dict[str, Any] = {
        "__kind": kind,
        "__twin": twin,
        "__new": _new,
        "__type": type,
        "__objects": _OBJECT_TYPES,
        "__snap": _snapshot,
    }
    for spec in fields(kind):
        if spec.default_factory is not MISSING or not spec.init:
            raise TypeError(f"{kind.__name__}.{spec.name}: an event's fields are plain ones")
        if spec.default is MISSING:
            parameters.append(spec.name)
        else:
            scope[f"__default_{spec.name}"] = spec.default
            parameters.append(f"{spec.name}=__default_{spec.name}")
        stores.append(f"    {_MADE}.{spec.name} = {spec.name}\n")
    for name in object_fields(kind):
        stores.append(
            f"    {_MADE}.{_SHOWN + name} = "
            f"{name}.snapshot() if __type({name}) in __objects else __snap({name})\n"
        )
    source = (
        f"def __new__({', '.join(parameters)}):\n"
        f"    {_MADE} = __new(__twin)\n"
        f"{''.join(stores)}"
        f"    {_MADE}.__class__ = __kind\n"
        f"    return {_MADE}\n"
    )
    exec(source, scope)  # made from the class's own field names, as dataclasses makes its own
    scope["__new__"].__qualname__ = f"{kind.__qualname__}.__new__"
    scope["__new__"].__module__ = kind.__module__
    kind.__new__ = staticmethod(scope["__new__"])  # type: ignore[assignment]
    return kind


def _slotted(kind: type[E]) -> type[E]:
    """``kind`` made again with a slot for each field and each snapshot of its own, and no
    ``__dict__`` (as ``dataclass(slots=True)`` makes a class again): an event is then
    about 70 bytes, not 110, and the log keeps thousands. It has no ``__init__``: its
    ``__new__`` makes it whole."""
    inherited = {name for base in kind.__mro__[1:] for name in getattr(base, "__slots__", ())}
    own = [spec.name for spec in fields(kind) if spec.name not in inherited]
    shown = [_SHOWN + name for name in object_fields(kind) if _SHOWN + name not in inherited]
    clash = set(shown) & {spec.name for spec in fields(kind)}
    if clash:
        raise TypeError(f"{kind.__name__}: no field's name starts with {_SHOWN!r}: {clash}")
    left_out = ("__dict__", "__weakref__", "__init__")
    namespace = {k: v for k, v in kind.__dict__.items() if k not in left_out}
    for spec in fields(kind):
        namespace.pop(spec.name, None)  # a default's class attribute: the __new__ holds it
    if any(isinstance(v, cached_property) for v in namespace.values()):
        raise TypeError(
            f"{kind.__name__}: an event keeps only its fields (in slots); a cached_property "
            "has nowhere to keep its value, so make it a property"
        )
    namespace["__slots__"] = (*own, *shown)
    namespace["__setattr__"], namespace["__delattr__"] = _frozen_set, _frozen_delete
    made = type(kind)(kind.__name__, kind.__bases__, namespace)
    made.__qualname__ = kind.__qualname__
    for value in namespace.values():
        _rebind_class_cell(value, kind, made)
    return made


_CALLED = "__event_class__"
_MADE = "__event__"
"""The names the generated ``__new__`` uses for the class called and the event made: no
field may take them."""


def _frozen_set(self: Event, name: str, value: object) -> None:
    raise FrozenInstanceError(f"cannot assign {name!r}: an event is frozen")


def _frozen_delete(self: Event, name: str) -> None:
    raise FrozenInstanceError(f"cannot delete {name!r}: an event is frozen")


def _rebind_class_cell(value: object, old: type, new: type) -> None:
    """Point the ``__class__`` cell of a method made in ``old``'s body (what a bare
    ``super()`` reads) at ``new``, the class made again."""
    if isinstance(value, (classmethod, staticmethod)):
        value = value.__func__
    functions = (value.fget, value.fset, value.fdel) if isinstance(value, property) else (value,)
    for function in functions:
        code = getattr(function, "__code__", None)
        if code is not None and "__class__" in code.co_freevars:
            cell = function.__closure__[code.co_freevars.index("__class__")]  # type: ignore[union-attr]
            if cell.cell_contents is old:
                cell.cell_contents = new


def _remade(kind: type[E], state: dict[str, Any]) -> E:
    """An event of class ``kind`` with the slots ``state`` gives: a copy, or one unpickled."""
    made = _new(kind)
    for name, value in state.items():
        _set(made, name, value)
    return made


def set_snapshots(event: Event, shown: dict[str, Any]) -> None:
    """Give ``event``, restored from a saved game, its fields as they were (608.2h)."""
    for name, value in shown.items():
        _set(event, _SHOWN + name, value)


def _unmade(self: Event) -> None:
    """What ``Event.__post_init__`` is: the mark that a class has none of its own."""
    _not_made_by_event(type(self))


def _not_made_by_event(kind: type, *args: object, **kwargs: object) -> Any:
    raise TypeError(
        f"{kind.__name__} is an event class not made by cardhost.model.events.event: make "
        "it with that decorator, which keeps its objects as they were (608.2h)"
    )


class Event:
    """Base of every event. Subclasses are frozen dataclasses made by :func:`event`, with
    a ``text``; one made otherwise (a plain dataclass, a plain subclass) can't be made: it
    would keep no snapshots (608.2h)."""

    __slots__ = ("__weakref__",)  # each subclass made by event() adds its own
    __post_init__ = _unmade

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Until :func:`event` makes it, a subclass can't be made: one made otherwise (a
        plain dataclass, a plain subclass) would keep no snapshots (608.2h)."""
        super().__init_subclass__(**kwargs)
        cls.__new__ = _not_made_by_event  # type: ignore[assignment]

    def __reduce__(self) -> tuple[Any, ...]:
        """How a copy (``copy.deepcopy``) or pickle makes it again: from its slots."""
        kept = (n for k in type(self).__mro__ for n in getattr(k, "__slots__", ()))
        state = {n: getattr(self, n) for n in kept if n != "__weakref__" and hasattr(self, n)}
        return _remade, (type(self), state)

    def shown(self, name: str) -> Any:
        """Field ``name`` as it was when the event happened (objects as :class:`ObjectRef`):
        a field that holds no object is as it is."""
        kept = getattr(self, _SHOWN + name, _NOT_SHOWN)
        return getattr(self, name) if kept is _NOT_SHOWN else kept

    def snapshots(self) -> dict[str, Any]:
        """Each field that may hold an object, by name, as it was when the event
        happened (608.2h)."""
        return {name: getattr(self, _SHOWN + name) for name in object_fields(type(self))}

    @property
    def text(self) -> str:
        return type(self).__name__

    @property
    def seen_by(self) -> tuple[str, ...] | None:
        """The players, by name, who see all this event shows; ``None``: every player.
        What a card in a hidden zone is (400.2) is seen only by who may look at it."""
        return None

    @property
    def unseen_text(self) -> str:
        """What the players not in :attr:`seen_by` see: that it happened, not which card."""
        return self.text

    def text_for(self, viewer: str | None) -> str:
        """The event as ``viewer`` (a player's name; ``None``: an onlooker seeing all,
        as a replay or a judge does) sees it, printable: what a restored game's log says
        can't drive a terminal (its control characters escaped)."""
        seen = self.seen_by
        if viewer is None or seen is None or viewer in seen:
            return printable(self.text)
        return printable(self.unseen_text)

    def __str__(self) -> str:
        return printable(self.text)


@event
class GameStarted(Event):
    """The game began (103), or restarted (726), or was set up already in progress at
    ``in_progress_at``, with nothing triggering."""

    players: tuple[Player, ...]
    starting_player: Player
    restarted: bool = False
    in_progress_at: Step | None = None

    @property
    def text(self) -> str:
        names = ", ".join(p.name for p in self.players)
        if self.in_progress_at is not None:
            return (
                f"The game was set up in progress with {names}: "
                f"{self.starting_player}'s {self.in_progress_at.value} step."
            )
        verb = "restarted (726)" if self.restarted else "started"
        return f"The game {verb} with {names}; {self.starting_player} plays first."


@event
class TurnBegan(Event):
    turn_number: int
    player: Player
    players_turn: int
    extra: bool = False

    @property
    def text(self) -> str:
        kind = "extra turn" if self.extra else "turn"
        return (
            f"Turn {self.turn_number}: {self.player}'s {kind} "
            f"(their turn {self.players_turn} of the game)."
        )


@event
class StepBegan(Event):
    """A step began (500.1), its turn-based actions dealt with (703.3); "at the beginning
    of" abilities trigger (503.1a)."""

    step: Step
    active_player: Player

    @property
    def gives_priority(self) -> bool:
        """False for the untap step, in which no player receives priority (502.4)."""
        return self.step is not UNTAP

    @property
    def text(self) -> str:
        return f"— {self.step.value} step"


HIDDEN_ZONES = frozenset({"library", "hand"})
"""The hidden zones (400.2): who may look at a card in one is limited."""

UNSEEN_DESTINATIONS = HIDDEN_ZONES | {"out of the game", "nowhere"}
"""Where a card from a hidden zone goes without being shown."""

PRIVATE_CHOICES = frozenset({"scry", "surveil", "order", "search", "bottom", "put"})
"""The kinds of choices made among cards only the choosing player sees (a card put from
their hand too, 401.4, 402.3)."""


@event
class ZoneChanged(Event):
    """An object moved to another zone; ``object`` no longer exists (400.7) and ``new``
    is the object it became there (``None`` if it ceased to exist)."""

    object: GameObject
    from_zone: str
    to_zone: str
    reason: str = ""
    new: GameObject | None = None
    together: tuple[GameObject, ...] = ()
    known_to: tuple[str, ...] = ()
    """The players, by name, who knew which card it was as it left a hidden zone: all
    players once it was revealed (701.20a), a player who looked at it (701.20e)."""

    @property
    def simultaneous(self) -> tuple[GameObject, ...]:
        """Every object that moved at the same time as this one, this one included
        (603.10a: leaving the battlefield together, each sees the others)."""
        return self.together or (self.object,)

    @property
    def left_battlefield(self) -> bool:
        return self.from_zone == "battlefield"

    @property
    def dies(self) -> bool:
        """A creature died: it was put into a graveyard from the battlefield (700.4),
        judged as it last existed there (603.10a)."""
        return self.left_battlefield and self.to_zone == "graveyard" and self.object.is_creature

    @property
    def text(self) -> str:
        why = f" ({self.reason})" if self.reason else ""
        shown = self.shown("object")
        moved = f"{shown} moved from {self.from_zone} to {self.to_zone}{why}"
        if not shown.name and self.new is not None and self.shown("new").name:
            return f"{moved}: it is {self.shown('new').name}, revealed (708.9)."
        return f"{moved}."

    @property
    def seen_by(self) -> tuple[str, ...] | None:
        """From a hidden zone (a library, a hand: 400.2) to another, or out of the game
        (800.4a) or nowhere, only the card's owner, and whoever knew which card it was
        (:attr:`known_to`), sees which card moved; the others see that one did."""
        if self.from_zone in HIDDEN_ZONES and (
            self.to_zone in UNSEEN_DESTINATIONS or self.face_down
        ):
            return tuple(dict.fromkeys((self.shown("object").controller, *self.known_to)))
        return None

    @property
    def face_down(self) -> bool:
        """Whether the object became a face-down one, which has no name (708.2a): cast
        face down, what card it is only its owner sees (708.4, 708.5)."""
        return self.new is not None and not self.shown("new").name

    @property
    def unseen_text(self) -> str:
        owner = self.shown("object").controller
        why = f" ({self.reason})" if self.reason else ""
        if self.face_down:
            return (
                f"A card of {owner}'s moved from {self.from_zone} to {self.to_zone} face down{why}."
            )
        return f"A card of {owner}'s moved from {self.from_zone} to {self.to_zone}{why}."


@event
class CardSuspended(Event):
    """``player`` suspended ``card`` (702.62a, 116.2f): paid its suspend cost and exiled it
    from their hand with ``time`` time counters on it."""

    player: Player
    card: GameObject
    time: int

    @property
    def text(self) -> str:
        return (
            f"{self.player} suspended {self.shown('card')} with {self.time} time "
            "counter(s) (702.62a)."
        )


@event
class Discarded(ZoneChanged):
    """``player`` discarded ``object`` (701.9a): it left their hand and is ``new`` in the
    zone it went to, their graveyard unless a replacement effect sent it elsewhere."""

    player: Player | None = None
    madness: bool = False
    """Whether its madness exiled it instead (702.35a): its madness ability triggers."""

    @property
    def text(self) -> str:
        where = "" if self.to_zone == "graveyard" else f" into {self.to_zone}"
        why = ", madness (702.35a)" if self.madness else ""
        return f"{self.player} discarded {self.shown('object')}{where} (701.9a{why})."


@event
class CardDrawn(ZoneChanged):
    """``player`` drew a card (121.1): ``object`` left their library and is ``new`` in
    their hand."""

    player: Player | None = None

    @property
    def text(self) -> str:
        return f"{self.player} drew {self.shown('new')} (121.1)."

    @property
    def unseen_text(self) -> str:
        return f"{self.player} drew a card (121.1)."


@event
class LibraryShuffled(Event):
    player: Player

    @property
    def text(self) -> str:
        return f"{self.player} shuffled their library (701.24a)."


@event
class Scried(Event):
    """``player`` scried: ``top`` cards stayed on top, ``bottom`` went to the bottom."""

    player: Player
    top: int
    bottom: int

    @property
    def text(self) -> str:
        if not self.top + self.bottom:
            return f"{self.player} scried with no card in their library to look at (701.22d)."
        return (
            f"{self.player} scried {self.top + self.bottom}: {self.top} on top, "
            f"{self.bottom} on the bottom (701.22a)."
        )


@event
class Surveilled(Event):
    """``player`` surveilled: ``top`` cards stayed on top, ``graveyard`` went to their
    graveyard (701.25a)."""

    player: Player
    top: int
    graveyard: int

    @property
    def text(self) -> str:
        if not self.top + self.graveyard:
            return f"{self.player} surveilled with no card in their library to look at (701.25d)."
        return (
            f"{self.player} surveilled {self.top + self.graveyard}: {self.top} on top, "
            f"{self.graveyard} into their graveyard (701.25a)."
        )


@event
class LookedAtTop(Event):
    """``player`` looked at (or ``revealed``, 701.20a) the top ``looked`` cards of their
    library (701.20e), put ``taken`` of them where the effect said and the rest
    (``rest``: on the ``bottom`` or ``top`` of the library, into the ``graveyard`` or
    ``hand``)."""

    player: Player
    looked: int
    taken: int
    rest: str
    revealed: bool = False

    @property
    def text(self) -> str:
        verb = "revealed" if self.revealed else "looked at"
        where = {"bottom": "on the bottom of their library", "top": "back on top"}.get(
            self.rest, f"into their {self.rest}"
        )
        return (
            f"{self.player} {verb} the top {self.looked} cards of their library, took "
            f"{self.taken} and put the rest {where} (701.20e)."
        )


@event
class TopRearranged(Event):
    """``player`` looked at the top ``count`` cards of their library and put them back
    in an order they chose (701.20e)."""

    player: Player
    count: int

    @property
    def text(self) -> str:
        return (
            f"{self.player} looked at the top {self.count} cards of their library and put "
            "them back in any order (701.20e)."
        )


@event
class HandRevealed(Event):
    """``player`` revealed their hand, the ``cards`` in it (701.20a)."""

    player: Player
    cards: tuple[GameObject, ...]

    @property
    def text(self) -> str:
        shown = ", ".join(str(card) for card in self.shown("cards")) or "no cards"
        return f"{self.player} revealed their hand: {shown} (701.20a)."


@event
class HandLookedAt(Event):
    """``looker`` looked at ``player``'s hand, the ``cards`` in it (701.20b): only the
    two of them see which cards."""

    looker: Player
    player: Player
    cards: tuple[GameObject, ...]

    @property
    def text(self) -> str:
        shown = ", ".join(str(card) for card in self.shown("cards")) or "no cards"
        return f"{self.looker} looked at {self.player}'s hand: {shown} (701.20b)."

    @property
    def seen_by(self) -> tuple[str, ...] | None:
        return tuple(dict.fromkeys((self.looker.name, self.player.name)))

    @property
    def unseen_text(self) -> str:
        return f"{self.looker} looked at {self.player}'s hand (701.20b)."


@event
class CoinFlipped(Event):
    """``player`` flipped a coin (705.1), having called ``call`` (``"heads"`` or
    ``"tails"``); it came up ``side``, by the game's seeded generator, and they ``won``
    the flip if that was their call, else lost it (705.2)."""

    player: Player
    won: bool
    call: str = "heads"
    side: str = "heads"

    @property
    def text(self) -> str:
        result = "won" if self.won else "lost"
        came_up = f"the coin came up {self.side}"
        return f"{self.player} called {self.call}; {came_up}: {result} the flip (705.2)."


@event
class CardsRevealed(Event):
    """``player`` revealed ``cards`` (701.20a): every player sees them, for ``reason``."""

    player: Player
    cards: tuple[GameObject, ...]
    reason: str = ""

    @property
    def text(self) -> str:
        shown = ", ".join(str(card) for card in self.shown("cards")) or "no cards"
        why = f" ({self.reason})" if self.reason else ""
        return f"{self.player} revealed {shown}{why} (701.20a)."


@event
class PilesSeparated(Event):
    """``separator`` separated ``player``'s permanents into two piles (700.3), the
    ``first`` and the ``second``; ``chosen`` is the pile ``player`` chose (1 or 2)."""

    separator: Player
    player: Player
    first: tuple[GameObject, ...]
    second: tuple[GameObject, ...]
    chosen: int

    @property
    def text(self) -> str:
        first = ", ".join(str(p) for p in self.shown("first")) or "nothing"
        second = ", ".join(str(p) for p in self.shown("second")) or "nothing"
        which = "first" if self.chosen == 1 else "second"
        return (
            f"{self.separator} separated {self.player}'s permanents into two piles: "
            f"{first}; and {second} (700.3). {self.player} chose the {which}."
        )


@event
class MulliganTaken(Event):
    """``player`` took a mulligan, their ``number``-th (103.5): their hand is shuffled
    into their library and a new one drawn, of which ``bottom`` cards go on the bottom
    of their library (the first in a multiplayer game puts none there, 103.5c)."""

    player: Player
    number: int
    bottom: int

    @property
    def text(self) -> str:
        cards = "card" if self.bottom == 1 else "cards"
        return (
            f"{self.player} took mulligan {self.number}: a new hand, {self.bottom} {cards} "
            "of it to go on the bottom of their library (103.5)."
        )


@event
class OpeningHandKept(Event):
    """``player`` kept ``cards`` cards as their opening hand, after ``mulligans``
    mulligans (103.5)."""

    player: Player
    cards: int
    mulligans: int = 0

    @property
    def text(self) -> str:
        after = ""
        if self.mulligans:
            after = f" after {self.mulligans} mulligan{'s' if self.mulligans > 1 else ''}"
        cards = "card" if self.cards == 1 else "cards"
        return f"{self.player} kept an opening hand of {self.cards} {cards}{after} (103.5)."


@event
class PermanentEntered(Event):
    """A permanent entered the battlefield (603.6a). ``x`` is the X of the spell that
    became it (107.3m), or 0."""

    permanent: GameObject
    tapped: bool
    from_zone: str
    x: int = 0

    @property
    def text(self) -> str:
        state = "tapped" if self.tapped else "untapped"
        x = f", X={self.x}" if self.x else ""
        source = f" from {self.from_zone}" if self.from_zone else ""
        return f"{self.shown('permanent')} entered the battlefield {state}{source}{x}."


@event
class StaysPut(Event):
    """An object that would have entered the battlefield stays where it is: ``reason``
    says why, with its rule (303.4g, 304.4, 307.4)."""

    object: GameObject
    reason: str

    @property
    def text(self) -> str:
        return f"{self.shown('object')} stays where it is: {self.reason}."


@event
class TokenCreated(Event):
    token: GameObject

    @property
    def text(self) -> str:
        token = self.shown("token")
        return f"{token.controller} created {token}."


@event
class TappedOrUntapped(Event):
    permanent: GameObject
    tapped: bool
    reason: str = ""

    @property
    def became_tapped(self) -> bool:
        return self.tapped

    @property
    def became_untapped(self) -> bool:
        return not self.tapped

    @property
    def text(self) -> str:
        verb = "tapped" if self.tapped else "untapped"
        why = f" ({self.reason})" if self.reason else ""
        return f"{self.shown('permanent')} {verb}{why}."


@event
class ManaAdded(Event):
    """Mana added to a pool by an effect or a triggered mana ability (106.4, 605.4a)."""

    player: Player
    mana: ManaAmount
    source: GameObject | None
    reason: str = ""

    @property
    def text(self) -> str:
        origin = f" from {self.shown('source')}" if self.source else ""
        why = f" ({self.reason})" if self.reason else ""
        return f"{self.player} added {self.mana}{origin}{why}."


@event
class ManaAbilityResolved(Event):
    """An activated mana ability of ``permanent`` resolved (605.3b) and added ``mana``, as
    replaced by the effects named in ``replacements`` (106.12b, 616.1), to ``player``'s
    pool (106.4)."""

    permanent: GameObject
    ability: ManaAbilityDefinition
    mana: ManaAmount
    replacements: tuple[str, ...] = ()
    note: str = ""
    player: Player | None = None

    @property
    def tapped_for_mana(self) -> bool:
        """The permanent was tapped for mana: the ability has {T} in its cost and produced
        mana (106.12, 106.12a)."""
        return self.ability.tap and bool(self.mana)

    @property
    def text(self) -> str:
        permanent = self.shown("permanent")
        applied = f"; replaced by {', then '.join(self.replacements)}" if self.replacements else ""
        note = f"; {self.note}" if self.note else ""
        return (
            f"{permanent.controller} activated {permanent}'s mana ability "
            f'"{self.ability.text}": {self.mana}{applied}{note}.'
        )


@event
class CostPaid(Event):
    player: Player
    what: str
    reason: str

    @property
    def text(self) -> str:
        return f"{self.player} paid {self.what} for {self.reason}."


@event
class LifeChanged(Event):
    """``player``'s life total changed by ``amount`` to ``total`` (119.3)."""

    player: Player
    amount: int
    total: int
    reason: str

    @property
    def gained(self) -> bool:
        return self.amount > 0

    @property
    def lost(self) -> bool:
        return self.amount < 0

    @property
    def text(self) -> str:
        verb = "gained" if self.amount >= 0 else "lost"
        return f"{self.player} {verb} {abs(self.amount)} life ({self.reason}); life {self.total}."


@event
class EnergyChanged(Event):
    """``player`` got ``amount`` energy counters (107.14), or paid them (a negative
    ``amount``) for ``reason``; they have ``total``."""

    player: Player
    amount: int
    total: int
    reason: str = ""

    @property
    def text(self) -> str:
        verb = "got" if self.amount >= 0 else "paid"
        return (
            f"{self.shown('player')} {verb} {'{E}' * abs(self.amount)} ({self.reason}); "
            f"{self.total} energy in all."
        )


@event
class PoisonCountersGiven(Event):
    """``player`` got ``amount`` poison counters (122.1f) from ``source``: damage from a
    source with infect (120.3b), or an effect; they have ``total``."""

    player: Player
    amount: int
    total: int
    source: GameObject

    @property
    def text(self) -> str:
        counters = "poison counter" if self.amount == 1 else "poison counters"
        return (
            f"{self.shown('player')} got {self.amount} {counters} from "
            f"{self.shown('source')}; {self.total} in all."
        )


@event
class BecameRenowned(Event):
    """``permanent`` became renowned (702.112b), by its renown ability resolving."""

    permanent: GameObject

    @property
    def text(self) -> str:
        return f"{self.shown('permanent')} became renowned (702.112a)."


@event
class BecameMonstrous(Event):
    """``permanent`` became monstrous (701.37b) by a monstrosity instruction of
    ``amount`` resolving (701.37a); that amount is the X its other abilities may refer
    to (701.37c)."""

    permanent: GameObject
    amount: int

    @property
    def text(self) -> str:
        return f"{self.shown('permanent')} became monstrous (701.37a)."


@event
class Exerted(Event):
    """``player`` exerted ``permanent`` as it attacked (701.43a, 701.43d): it won't untap
    during their next untap step."""

    player: Player
    permanent: GameObject

    @property
    def text(self) -> str:
        return f"{self.shown('player')} exerted {self.shown('permanent')} (701.43a)."


@event
class DamageDealt(Event):
    """All the damage one source dealt at one time (120.3): ``recipients`` pairs each
    player or creature with the amount it was dealt; ``combat`` for combat damage (510.2)."""

    source: GameObject
    recipients: tuple[tuple[GameObject | Player, int], ...]
    combat: bool

    @property
    def total(self) -> int:
        return sum(amount for _, amount in self.recipients)

    def by_recipient(self) -> tuple[tuple[GameObject | Player, int], ...]:
        """Each player or creature dealt damage once, with all it was dealt (120.3: one
        event; redirection, 614.9, may have sent it two shares), in the order first
        met."""
        totals: dict[int, int] = {}
        order: dict[int, GameObject | Player] = {}
        for recipient, amount in self.recipients:
            key = id(recipient)
            order.setdefault(key, recipient)
            totals[key] = totals.get(key, 0) + amount
        return tuple((order[key], total) for key, total in totals.items())

    def to_players(self) -> tuple[tuple[Player, int], ...]:
        """The players dealt damage, each once with all it was dealt."""
        return tuple(
            (recipient, amount)  # type: ignore[misc]
            for recipient, amount in self.by_recipient()
            if not is_game_object(recipient)
        )

    @property
    def text(self) -> str:
        kind = "combat damage" if self.combat else "damage"
        parts = [f"{amount} {kind} to {who}" for who, amount in self.shown("recipients")]
        return f"{self.shown('source')} dealt {' and '.join(parts)}."


@event
class DamageDealtAtOnce(Event):
    """The permanents and players dealt damage at one time (120.3; all combat damage of
    a step at once, 510.2), however many sources dealt it: ``recipients`` pairs each
    with the total it was dealt; ``combat`` for combat damage. One event for "whenever
    this is dealt damage" (603.2c)."""

    recipients: tuple[tuple[GameObject | Player, int], ...]
    combat: bool

    @property
    def text(self) -> str:
        kind = "combat damage" if self.combat else "damage"
        parts = [f"{who} {amount}" for who, amount in self.shown("recipients")]
        return f"Dealt {kind} at once: {', '.join(parts)}."


@event
class SpellCast(Event):
    """``player`` cast ``spell`` (601.2i), paying ``cost``, with X ``x`` and, for a modal
    spell, the ``modes`` chosen (700.2), their texts in the order written; ``flashback``:
    from their graveyard, for its flashback cost (702.34a); ``kicked``: with its kicker
    paid (702.33a); ``evoked``: for its evoke cost (702.74a); ``bought_back``: with its
    buyback cost paid (702.27a); ``alternative``: for the alternative cost its card
    names rather than its mana cost (118.9)."""

    player: Player
    spell: GameObject
    cost: str
    x: int | None
    modes: tuple[str, ...] = ()
    flashback: bool = False
    kicked: bool = False
    evoked: bool = False
    bought_back: bool = False
    alternative: bool = False

    @property
    def text(self) -> str:
        how = " with flashback (702.34a)" if self.flashback else ""
        how += " for its evoke cost (702.74a)" if self.evoked else ""
        how += " for its alternative cost (118.9)" if self.alternative else ""
        how += " kicked (702.33a)" if self.kicked else ""
        how += " with buyback (702.27a)" if self.bought_back else ""
        x = f" with X={self.x}" if self.x is not None else ""
        modes = " and ".join(f'"{mode}"' for mode in self.modes)
        modes = f" choosing {modes}" if modes else ""
        paid = self.cost or "nothing"
        return f"{self.player} cast {self.shown('spell')}{how}{x}{modes}, paying {paid}."


@event
class BecameTarget(Event):
    """``target``, an object or a player, became a target of ``item``, a spell or an
    ability controlled by ``controller``, as its targets were chosen (601.2c, 602.2b,
    603.3d): "Whenever this creature becomes the target of a spell or ability"."""

    target: GameObject | Player
    item: GameObject | StackAbility
    controller: Player

    @property
    def text(self) -> str:
        source = getattr(self.item, "source_ref", None)
        what = f'{source}\'s ability "{self.item.text}"' if source else self.shown("item")
        return f"{self.shown('target')} became the target of {what}."


@event
class AbilityActivated(Event):
    """``player`` activated ``ability``, now on the stack (602.2), paying ``cost``."""

    player: Player
    ability: StackAbility
    cost: str

    @property
    def text(self) -> str:
        paid = f", paying {self.cost}" if self.cost else ""
        source = getattr(self.ability, "source_ref", self.ability.source)
        return f'{self.player} activated {source}\'s ability "{self.ability.text}"{paid}.'


@event
class Cycled(Event):
    """``player`` cycled ``card``: discarded it from their hand to pay its cycling cost
    (702.29a); ``new`` is the card where it went. "When you cycle" abilities trigger
    (702.29c)."""

    player: Player
    card: GameObject
    new: GameObject

    @property
    def text(self) -> str:
        return f"{self.player} cycled {self.shown('card')} (702.29a)."


@event
class TurnedFaceUp(Event):
    """``player`` turned ``permanent``, face down, face up by paying its morph cost
    (702.37e, 708.8): every player sees what it is; "When this is turned face up"
    abilities trigger. ``megamorph``: it got a +1/+1 counter as it was (702.37b)."""

    player: Player
    permanent: GameObject
    megamorph: bool = False

    @property
    def text(self) -> str:
        counter = " with a +1/+1 counter (702.37b)" if self.megamorph else ""
        return f"{self.player} turned {self.shown('permanent')} face up{counter} (702.37e)."


@event
class SpellCopied(Event):
    """``player`` put ``copy``, a copy of ``spell``, onto the stack under their control
    (707.10): not cast, with the same modes, X, kicker and targets (or new ones,
    707.10c)."""

    player: Player
    spell: GameObject
    copy: GameObject

    @property
    def text(self) -> str:
        targets = ", ".join(t.name for t in self.copy.targets) or "no target"
        return (
            f"{self.player} copied {self.shown('spell')}: {self.shown('copy')} is on the "
            f"stack, targeting {targets} (707.10)."
        )


@event
class LandPlayed(Event):
    player: Player
    land: GameObject

    @property
    def text(self) -> str:
        return f"{self.player} played {self.shown('land')}."


@event
class AbilityTriggered(Event):
    """A triggered ability was put on the stack (603.3), with its targets (603.3d)."""

    source: GameObject
    controller: Player
    ability: str
    targets: tuple[GameObject | Player, ...] = ()

    @property
    def text(self) -> str:
        targets = self.shown("targets")
        aimed = f" targeting {', '.join(map(str, targets))}" if targets else ""
        return (
            f"{self.shown('source')}'s ability triggered for {self.controller}{aimed}: "
            f"{self.ability}"
        )


@event
class AbilityResolved(Event):
    source: GameObject
    ability: str

    @property
    def text(self) -> str:
        return f"{self.shown('source')}'s ability resolved ({_opening(self.ability)})."


def _opening(text: str, words: int = 6) -> str:
    """The first few words of an ability's text, to tell it apart in the log."""
    parts = text.split()
    return " ".join(parts[:words]) + (" …" if len(parts) > words else "")


@event
class AbilityDidNothing(Event):
    source: GameObject
    ability: str
    reason: str

    @property
    def text(self) -> str:
        return f"{self.shown('source')}'s ability did nothing: {self.reason}."


@event
class SpellResolved(Event):
    spell: GameObject

    @property
    def text(self) -> str:
        return f"{self.shown('spell')} resolved."


@event
class AbilityCountered(Event):
    source: GameObject
    ability: str
    reason: str

    @property
    def text(self) -> str:
        return f"{self.shown('source')}'s ability was countered ({self.reason})."


@event
class SpellCountered(Event):
    spell: GameObject
    reason: str

    @property
    def text(self) -> str:
        return f"{self.shown('spell')} didn't resolve: {self.reason}."


@event
class SpellNotCountered(Event):
    """An effect would have countered ``spell``, which can't be countered (113.6g)."""

    spell: GameObject

    @property
    def text(self) -> str:
        return f"{self.shown('spell')} can't be countered (113.6g)."


@event
class ReplacementApplied(Event):
    source: GameObject
    description: str
    affected: str

    @property
    def text(self) -> str:
        return (
            f"Replacement by {self.shown('source')} applied to {self.affected}: {self.description}"
        )


@event
class AttackersDeclared(Event):
    """The attackers as declared (508.1): each creature with the player or planeswalker
    it attacks (508.1b)."""

    player: Player
    attacks: tuple[tuple[GameObject, Player | GameObject], ...]

    @property
    def attackers(self) -> tuple[GameObject, ...]:
        return tuple(creature for creature, _ in self.attacks)

    @property
    def alone(self) -> GameObject | None:
        """The creature that attacked alone: the only one declared (506.5)."""
        return self.attacks[0][0] if len(self.attacks) == 1 else None

    @property
    def text(self) -> str:
        attacks = self.shown("attacks")
        if not attacks:
            return f"{self.player} declared no attackers."
        pairs = ", ".join(f"{creature} → {defender}" for creature, defender in attacks)
        alone = " (attacks alone, 506.5)" if len(attacks) == 1 else ""
        return f"{self.player} attacked with {pairs}{alone}."


@event
class BlockersDeclared(Event):
    """The blocks as declared (509.1) by the defending ``players``: each blocking creature
    with the attacker it blocks."""

    players: tuple[Player, ...]
    blocks: tuple[tuple[GameObject, GameObject], ...]

    @property
    def text(self) -> str:
        blocks = self.shown("blocks")
        who = ", ".join(p.name for p in self.players)
        if not blocks:
            return f"{who} declared no blockers." if who else "No blockers were declared."
        pairs = ", ".join(f"{blocker} blocks {attacker}" for blocker, attacker in blocks)
        return f"{who} blocked: {pairs}."


@event
class PreventionCreated(Event):
    """An effect of ``source`` will prevent damage this turn (615.1): the next ``amount``
    (615.7), or all of it (``None``); to ``recipient`` only, or to anything; combat
    damage only (``combat_only``); ``description`` says it all, groups and sources
    too."""

    source: GameObject
    recipient: GameObject | Player | None
    amount: int | None
    combat_only: bool = False
    description: str = ""
    """What it prevents in full: "all damage that would be dealt to creatures this turn
    by attacking creatures"."""

    @property
    def text(self) -> str:
        if self.description:
            return f"{self.shown('source')} will prevent {self.description} (615)."
        what = "all" if self.amount is None else f"the next {self.amount}"
        kind = " combat" if self.combat_only else ""
        shown = self.shown("recipient")
        to = f" that would be dealt to {shown}" if shown is not None else " that would be dealt"
        return f"{self.shown('source')} will prevent {what}{kind} damage{to} this turn (615)."


@event
class DamagePrevented(Event):
    """``amount`` damage ``source`` would have dealt to ``recipient`` was prevented by an
    effect of ``by`` (615.6): protection's prevention (702.16e) by the protected object."""

    source: GameObject
    recipient: GameObject | Player
    amount: int
    by: GameObject

    @property
    def text(self) -> str:
        return (
            f"{self.amount} damage {self.shown('source')} would have dealt to "
            f"{self.shown('recipient')} was prevented by {self.shown('by')} (615.6)."
        )


@event
class RedirectionCreated(Event):
    """An effect of ``source`` will deal damage to another creature, planeswalker or
    player instead this turn (614.9): ``description`` says which damage and to whom."""

    source: GameObject
    description: str

    @property
    def text(self) -> str:
        return f"{self.shown('source')}: {self.description} (614.9)."


@event
class DamageRedirected(Event):
    """``amount`` damage ``source`` would have dealt to ``recipient`` is dealt to ``to``
    instead, by an effect of ``by`` (614.9)."""

    source: GameObject
    recipient: GameObject | Player
    to: GameObject | Player
    amount: int
    by: GameObject

    @property
    def text(self) -> str:
        return (
            f"{self.amount} damage {self.shown('source')} would have dealt to "
            f"{self.shown('recipient')} is dealt to {self.shown('to')} instead, by "
            f"{self.shown('by')} (614.9)."
        )


@event
class RegenerationShielded(Event):
    """The next time ``permanent`` would be destroyed this turn, it is regenerated
    instead (701.19a)."""

    permanent: GameObject

    @property
    def text(self) -> str:
        return (
            f"{self.shown('permanent')} will be regenerated the next time it would be "
            "destroyed this turn (701.19a)."
        )


@event
class Regenerated(Event):
    """``permanent`` would have been destroyed and was regenerated instead: its damage
    removed, tapped, removed from combat (701.19a, 614.8)."""

    permanent: GameObject

    @property
    def text(self) -> str:
        return (
            f"{self.shown('permanent')} was regenerated instead of destroyed: its damage "
            "removed, tapped and removed from combat (701.19a)."
        )


@event
class SavedByUmbraArmor(Event):
    """``permanent`` would have been destroyed; instead its damage was removed and
    ``aura``, enchanting it with umbra armor, is destroyed (702.89a, 614.1a)."""

    permanent: GameObject
    aura: GameObject

    @property
    def text(self) -> str:
        return (
            f"{self.shown('permanent')} would have been destroyed; instead its damage was "
            f"removed and {self.shown('aura')} is destroyed (umbra armor, 702.89a)."
        )


@event
class RemovedFromCombat(Event):
    creature: GameObject

    @property
    def text(self) -> str:
        return f"{self.shown('creature')} was removed from combat (506.4)."


@event
class KeywordGained(Event):
    permanent: GameObject
    keyword: str
    duration: str

    @property
    def text(self) -> str:
        return f"{self.shown('permanent')} gained {self.keyword} {self.duration}."


@event
class Attached(Event):
    """``permanent`` became attached to ``to`` (701.3a), or, with ``to`` ``None``,
    unattached from ``was`` (704.5n, 701.3d)."""

    permanent: GameObject
    to: GameObject | None
    was: GameObject | None = None

    @property
    def text(self) -> str:
        if self.to is None:
            return f"{self.shown('permanent')} became unattached from {self.shown('was')}."
        return f"{self.shown('permanent')} became attached to {self.shown('to')}."


@event
class Transformed(Event):
    permanent: GameObject
    face: str

    @property
    def text(self) -> str:
        return f"{self.shown('permanent')} transformed; {self.face} is up."


@event
class CountersChanged(Event):
    """``amount`` counters of ``kind`` were put on (or, negative, removed from) a
    permanent, which now has ``total`` (122)."""

    permanent: GameObject
    kind: str
    amount: int
    total: int

    @property
    def put(self) -> bool:
        return self.amount > 0

    @property
    def removed(self) -> bool:
        return self.amount < 0

    @property
    def text(self) -> str:
        verb = "got" if self.amount >= 0 else "lost"
        return (
            f"{self.shown('permanent')} {verb} {abs(self.amount)} {self.kind} counter(s); "
            f"{self.total} now."
        )


@event
class ChoiceMade(Event):
    """``player`` chose ``answer``; ``private``: among cards shown to them alone (701.20e:
    cards looked at, not revealed), so the choice is theirs to see."""

    player: Player
    kind: str
    prompt: str
    answer: str
    private: bool = False

    @property
    def text(self) -> str:
        return f"{self.player} chose {self.answer} ({self.kind}: {self.prompt})."

    @property
    def seen_by(self) -> tuple[str, ...] | None:
        """A choice among cards only its player looks at (scrying, surveilling, ordering
        or searching a library, 701.22a, 701.25a, 701.23; the cards a mulligan puts on
        the bottom, 103.5; a card of their hand, 402.3; cards they look at, 701.20e) is
        seen by that player only."""
        private = self.private or self.kind in PRIVATE_CHOICES
        return (self.player.name,) if private else None

    @property
    def unseen_text(self) -> str:
        return f"{self.player} made a choice ({self.kind})."


@event
class PlayerLost(Event):
    player: Player
    reason: str

    @property
    def text(self) -> str:
        return f"{self.player} lost the game ({self.reason})."


@event
class GameDrawn(Event):
    """The game ended in a draw, for ``reason`` (104.4)."""

    reason: str

    @property
    def text(self) -> str:
        return f"The game is a draw ({self.reason})."


@event
class PriorityPassed(Event):
    """``player`` passed priority (117.3d), with ``mana`` in their pool."""

    player: Player
    mana: ManaAmount

    @property
    def text(self) -> str:
        pool = f", with {self.mana} in their pool" if self.mana else ""
        return f"{self.player} passed priority{pool} (117.3d)."


@event
class ManaLeft(Event):
    """Mana remains in ``player``'s pool after mana was spent to pay a cost: they announce
    ``mana``, what is still there (106.4a)."""

    player: Player
    mana: ManaAmount

    @property
    def text(self) -> str:
        return f"{self.player} has {self.mana} left in their mana pool (106.4a)."


@event
class EffectCreated(Event):
    """A resolving spell or ability of ``source`` created a continuous effect on
    ``objects`` (611.2), or, for an effect that changes the rules rather than
    characteristics, on whatever permanents of ``group`` there are as it applies
    (611.2c)."""

    source: GameObject
    objects: tuple[GameObject, ...]
    description: str
    group: str = ""

    @property
    def text(self) -> str:
        if self.group:
            affected = f"{self.group}, whichever they are (611.2c)"
        else:
            affected = ", ".join(str(o) for o in self.shown("objects")) or "nothing"
        return f"{self.shown('source')} created an effect on {affected}: {self.description}."


@event
class ControlChanged(Event):
    """``permanent``'s controller became ``controller`` (613.1b); it hasn't been under
    their control continuously since their most recent turn began (302.6)."""

    permanent: GameObject
    controller: Player

    @property
    def text(self) -> str:
        return f"{self.controller} now controls {self.shown('permanent')} (613.1b)."


@event
class ExtraTurnAdded(Event):
    player: Player

    @property
    def text(self) -> str:
        return f"{self.player} will take an extra turn after this one (500.7)."


@event
class SkipScheduled(Event):
    """A player will skip their next ``what`` (614.10): ``"turn"``, ``"untap step"``,
    ``"upkeep step"``, ``"draw step"``, ``"combat phase"``, or ``"combat phases of next
    turn"``: every combat phase of their next turn."""

    player: Player
    what: str

    @property
    def text(self) -> str:
        if self.what == "combat phases of next turn":
            return f"{self.player} will skip all combat phases of their next turn (614.10)."
        return f"{self.player} will skip their next {self.what} (614.10)."


@event
class Skipped(Event):
    """A player skipped their ``what``: it didn't happen (614.10a)."""

    player: Player
    what: str

    @property
    def text(self) -> str:
        return f"{self.player} skips their {self.what} (614.10)."


@event
class ManaEmptied(Event):
    player: Player
    mana: ManaAmount

    @property
    def text(self) -> str:
        return f"{self.player}'s unspent {self.mana} emptied from their pool (106.4)."


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: the event and when it happened."""

    turn: int
    step: str
    event: Event

    @property
    def text(self) -> str:
        return self.event.text_for(None)

    def text_for(self, viewer: str | None) -> str:
        """The event as ``viewer`` (a player's name, or ``None`` for all) sees it."""
        return self.event.text_for(viewer)
