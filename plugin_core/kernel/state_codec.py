"""A game's state as JSON values, and back: the vocabulary of a saved game.

Each value is written so that it reads back as exactly what it was:

- ``None``, booleans, whole numbers and strings as themselves, a tuple as an array;
  ``{"list": [...]}``, ``{"set": [...]}``, ``{"frozenset": [...]}`` and
  ``{"dict": [[key, value], ...]}`` (a set's members in a fixed order, so the same
  state always writes the same text);
- a member of one of cardhost's enumerations ``{"enum": class, "value": v}``, and a value
  of one of its dataclasses (mana, a modification, an event, ...) ``{"value": class,
  "fields": {...}}``;
- a player, an object, an ability or a combat ``{"ref": n}``, the n-th of the saved
  game's objects, so one object held in two places is one object again;
- a card definition by name, ``{"card": name}``, with ``"token"`` for a token its card
  defines, and an ability of one by its place, ``{"ability": kind, "card": name, "face":
  "front", "index": n}`` (``{"ability": "intrinsic", "land type": t}`` for 305.6's);
- a function by where it is defined: ``{"function": qualified name, "card": name,
  "module": path}``, the path within the card's plugin (``""`` for the plugin module
  itself), or ``{"function": qualified name, "module": name}`` for cardhost's built-in
  rules (:data:`FUNCTION_MODULES`).

Reading accepts nothing else: no class but cardhost's public values (never a card
definition or a part of one, which are only named), no function but one of those, every
value checked against the type its attribute or field declares and, for mana, keywords,
land types and qualities, against what a card file may say; so a hand-edited or hostile
file is refused with the place it went wrong, never half read.
"""

from __future__ import annotations

import dataclasses
import functools
import importlib
import json
import operator
import pkgutil
import sys
import types
import typing
from collections.abc import Callable, Iterable, Mapping
from enum import Enum
from functools import cache
from typing import Any

from cardhost.hooks.implementations import hook_implementations
from cardhost.kernel.combat import Combat
from cardhost.kernel.layers import Characteristics
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.stack import StackAbility
from cardhost.model.continuous import Modification
from cardhost.model.definitions import (
    INTRINSIC,
    ActivatedAbility,
    CardDefinition,
    ManaAbilityDefinition,
    TriggeredAbility,
)
from cardhost.model.errors import CardhostError, SnapshotError
from cardhost.model.events import Event, ObjectRef, object_fields, set_snapshots
from cardhost.model.keywords import keyword_problem
from cardhost.model.qualities import COMPARED, CONTROLLERS, STATUSES, TRAITS, Quality
from cardhost.model.validation import LARGEST_INTEGER, integer_problem

_LOWEST = -LARGEST_INTEGER - 1

TRACKED: dict[str, type] = {
    "Player": Player,
    "GameObject": GameObject,
    "StackAbility": StackAbility,
    "Combat": Combat,
}
"""The state objects a saved game lists once each and refers to by number."""
TRACKED_KINDS = frozenset(TRACKED.values())
"""Their classes."""

SHOWN = "_shown"
"""What an event keeps besides its fields: each field as it was when it happened."""

MOST_DEPTH = 40
"""How deeply values may nest in a saved game: far more than any state needs."""


NAMED_ONLY = frozenset({"model.definitions", "model.continuous:StaticAbility"})
"""Card definitions and their parts: a saved game names them (:class:`Encoder`), never
builds them, so no saved game can make a card the catalog doesn't have."""

FUNCTION_MODULES = ("cardhost.builtin", "cardhost.model.replaceable")
"""cardhost's modules whose functions a saved game may name (the built-in rules' trigger
effects, and the replacements of :mod:`cardhost.model.replaceable`), besides the cards'
plugins."""

CARD_PACKAGE = "cardhost_card_"
"""How a card folder's package is named (``cardhost.loading.plugin_modules.card_package``)."""

MOST_SHARING_A_HASH = 8
"""The most members of a set (or keys of a dict) a saved game may hold that share one
hash. No game makes more than two (64-bit numbers hash as themselves modulo 2**61 - 1);
crafted tuples of numbers can share one by the thousand, and a set of them takes time
quadratic in their number to build."""


@cache
def value_classes() -> dict[str, type]:
    """Every enumeration and dataclass of cardhost's model and kernel a saved game may
    hold, by its name there (its module within cardhost, then its qualified name):
    public ones, not card definitions or their parts (:data:`NAMED_ONLY`)."""
    found: dict[str, type] = {}
    for package in ("cardhost.model", "cardhost.kernel"):
        for info in pkgutil.iter_modules(importlib.import_module(package).__path__):
            module = importlib.import_module(f"{package}.{info.name}")
            for value in vars(module).values():
                if (
                    isinstance(value, type)
                    and value.__module__ == module.__name__
                    and not value.__name__.startswith("_")
                    and (issubclass(value, Enum) or dataclasses.is_dataclass(value))
                ):
                    name = class_name(value)
                    if name.partition(":")[0] not in NAMED_ONLY and name not in NAMED_ONLY:
                        found[name] = value
    return found


@cache
def saved_fields(cls: type) -> tuple[str, ...]:
    """The fields of dataclass ``cls`` a saved game holds: all but working memory
    (``metadata={"saved": False}``, made anew from its default factory)."""
    return tuple(f.name for f in dataclasses.fields(cls) if f.metadata.get("saved", True))


def class_name(cls: type) -> str:
    return f"{cls.__module__.removeprefix('cardhost.')}:{cls.__qualname__}"


@cache
def field_types(cls: type) -> dict[str, Any]:
    """The declared type of each field of dataclass ``cls``."""
    names = {
        **{value.__name__: value for value in value_classes().values()},
        "GameObject": GameObject,
        "Player": Player,
        "StackAbility": StackAbility,
        "GameCore": Any,  # only in the arguments of a function's type, which aren't checked
        "CardDefinition": CardDefinition,
        "ActivatedAbility": ActivatedAbility,
        "ManaAbilityDefinition": ManaAbilityDefinition,
        "TriggeredAbility": TriggeredAbility,
    }
    return typing.get_type_hints(cls, localns=names)


def plugin_module(card: CardDefinition) -> str:
    """The name of the module ``card``'s plugin is, or else the one its hook functions
    are defined in (a plugin object a test builds from its own functions)."""
    plugin = card.plugin
    if isinstance(plugin, types.ModuleType):
        return plugin.__name__
    modules = sorted({f.__module__ for f in hook_implementations(plugin).values()})
    return modules[0] if modules else type(plugin).__module__


def inside_plugin(base: str, module: str) -> str | None:
    """Where ``module`` is relative to a card's plugin module ``base``: ``""`` for the
    plugin itself, a dotted path for a module beside it in a card folder's package, and
    ``None`` for any other module."""
    if module == base:
        return ""
    package = base.partition(".")[0]
    if package.startswith(CARD_PACKAGE) and module.startswith(f"{package}."):
        return module.removeprefix(f"{package}.")
    return None


def in_cardhost(module: str) -> bool:
    """Whether ``module`` is one of cardhost's whose functions a saved game may name."""
    return any(module == m or module.startswith(f"{m}.") for m in FUNCTION_MODULES)


class Encoder:
    """Writes values as JSON; the tracked objects met are numbered, in order, in
    :attr:`tracked`, for the caller to write out each one's attributes."""

    def __init__(
        self, definitions: Mapping[int, dict[str, Any]], cards: tuple[CardDefinition, ...]
    ) -> None:
        self.definitions = definitions
        self.numbers: dict[int, int] = {}
        self.cards: set[str] = set()
        """The names of the cards the values written refer to."""
        self.tracked: list[Any] = []
        self.cards_said: dict[int, str | dict[str, Any]] = {}
        """How :meth:`card` named each definition it named, by the definition's id: what
        a writer looks for first."""
        self.modules = {plugin_module(card): card.name for card in cards if card.has_plugin}
        self.depth = 0
        """How deep the value being written is, as a restore counts (:data:`MOST_DEPTH`)."""

    def value(self, value: Any, where: str) -> Any:
        kind = type(value)
        if kind is int and not _LOWEST <= value <= LARGEST_INTEGER:
            problem = integer_problem(value)
            raise SnapshotError(f"{where}: {problem}, which a saved game can't hold")
        if self.depth > MOST_DEPTH:  # what a restore refuses; a value holding itself
            raise SnapshotError(
                f"{where}: values nest more than {MOST_DEPTH} deep (or a value holds "
                "itself), which a saved game can't hold"
            )
        if value is None or kind is bool or kind is int or kind is str:
            return value
        writer = _WRITERS.get(kind) or _writer_of(kind, where)
        self.depth += 1
        try:
            return writer(self, value, where)
        finally:
            self.depth -= 1

    def items(self, values: Iterable[Any], where: str) -> list[Any]:
        """``values`` written as the items of an array a restore reads as a tuple: one
        level deeper, as it counts them."""
        self.depth += 1
        try:
            return [self.value(item, f"{where}[{i}]") for i, item in enumerate(values)]
        finally:
            self.depth -= 1

    def numbers_of(self, objects: Iterable[Any]) -> list[int]:
        """Each of ``objects`` (each a tracked object) by its number, as :meth:`number`
        gives it: a zone's contents, numbered here without a call for each."""
        numbers, tracked = self.numbers, self.tracked
        said = []
        for obj in objects:
            number = numbers.get(id(obj))
            if number is None:
                number = numbers[id(obj)] = len(tracked)
                tracked.append(obj)
            said.append(number)
        return said

    def ref(self, obj: Any) -> dict[str, int]:
        """A player, an object, an ability or a combat, written as its number among the
        saved game's objects (the first time met, it is given the next)."""
        return {"ref": self.number(obj)}

    def card(self, definition: CardDefinition) -> str | dict[str, Any] | None:
        """How an attribute that holds a card names ``definition`` if the game met it:
        a card by its name alone, a token by its card's and its own; else ``None``, to
        be named the long way (:meth:`value`). Looked up as the long way does (a mapping
        may name more when asked), so a save's text doesn't depend on earlier saves."""
        try:
            named = self.definitions[id(definition)]
        except KeyError:
            return None
        if "card" not in named:
            return None
        self.cards.add(named["card"])
        said = self.cards_said[id(definition)] = named["card"] if len(named) == 1 else named
        return said

    def number(self, obj: Any) -> int:
        """A player's or an object's number among the saved game's objects, as an
        attribute that holds one says it (any other value says ``{"ref": number}``)."""
        number = self.numbers.get(id(obj))
        return self._number(obj) if number is None else number

    def _ref(self, value: Any, where: str) -> dict[str, int]:
        return self.ref(value)

    def _enum(self, value: Enum, where: str) -> dict[str, Any]:
        said = _ENUMS_SAID.get(value)
        if said is None:
            said = _ENUMS_SAID[value] = {"enum": _ENUM_NAMES[type(value)], "value": value.value}
        return said

    def _tuple(self, value: tuple[Any, ...], where: str) -> list[Any]:
        return [self.value(item, f"{where}[{i}]") for i, item in enumerate(value)]

    def _list(self, value: list[Any], where: str) -> dict[str, Any]:
        return {"list": [self.value(item, f"{where}[{i}]") for i, item in enumerate(value)]}

    def _set(self, value: set[Any] | frozenset[Any], where: str) -> dict[str, Any]:
        items = [self.value(item, f"{where} member") for item in value]
        if len(items) > 1:  # most sets saved hold one member or none
            items.sort(key=_order)
        return {type(value).__name__: items}

    def _dict(self, value: Mapping[Any, Any], where: str) -> dict[str, Any]:
        self.depth += 1  # each pair an array: a level of its own to a restore
        try:
            pairs = [
                [self.value(k, f"{where} key"), self.value(v, f"{where}[{k!r}]")]
                for k, v in value.items()
            ]
        finally:
            self.depth -= 1
        return {"dict": pairs}

    def _dataclass(self, value: Any, where: str) -> dict[str, Any]:
        kind = type(value)
        fields = {k: self.value(getattr(value, k), f"{where}.{k}") for k in saved_fields(kind)}
        if isinstance(value, Event):  # its fields as they were (608.2h)
            fields[SHOWN] = self.value(value.snapshots(), f"{where}.{SHOWN}")
        return {"value": class_name(kind), "fields": fields}

    def _number(self, obj: Any) -> int:
        number = self.numbers.get(id(obj))
        if number is None:
            number = self.numbers[id(obj)] = len(self.tracked)
            self.tracked.append(obj)
        return number

    def _definition(self, part: Any, where: str) -> dict[str, Any]:
        try:
            named = self.definitions[id(part)]  # a mapping may name more when asked
        except KeyError:
            what = f"the card {part.name!r}" if isinstance(part, CardDefinition) else part.text
            raise SnapshotError(f"{where}: {what} is not in the game's catalog") from None
        if "card" in named:
            self.cards.add(named["card"])
        return named

    def _function(self, function: types.FunctionType, where: str) -> dict[str, str]:
        qualname, module = function.__qualname__, function.__module__
        if "<" in qualname:
            raise SnapshotError(
                f"{where}: {qualname} from {module} is defined inside a function (or is a "
                "lambda), so a saved game can't name it: define it at the top of its module"
            )
        for base, card in self.modules.items():
            inside = inside_plugin(base, module)
            if inside is not None:
                return {"function": qualname, "card": card, "module": inside}
        if in_cardhost(module):
            return {"function": qualname, "module": module}
        raise SnapshotError(
            f"{where}: {qualname} is defined in {module}, not in the plugin of a card in the "
            "game nor in cardhost's built-in rules, so a saved game can't name it"
        )


Writer = Callable[[Encoder, Any, str], Any]
_WRITERS: dict[type, Writer] = {
    tuple: Encoder._tuple,
    list: Encoder._list,
    set: Encoder._set,
    frozenset: Encoder._set,
    dict: Encoder._dict,
    types.MappingProxyType: Encoder._dict,
    types.FunctionType: Encoder._function,
    **{kind: Encoder._ref for kind in TRACKED.values()},
}
"""How a value of each kind met so far is written, by its exact type (a value that is
none of these is refused, and its kind is not kept)."""
_ENUM_NAMES: dict[type, str] = {}
"""The saved name of each enumeration met so far."""
_ENUMS_SAID: dict[Enum, dict[str, Any]] = {}
"""Each member of an enumeration written so far, as it is written (one table for all)."""


def _writer_of(kind: type, where: str) -> Writer:
    """How a value of ``kind`` is written, found the first time one is met: a card
    definition or an ability of one by name, a member of one of cardhost's enumerations
    or a value of its dataclasses; anything else can't be saved."""
    if issubclass(
        kind, (CardDefinition, ActivatedAbility, ManaAbilityDefinition, TriggeredAbility)
    ):
        writer: Writer = Encoder._definition
    elif issubclass(kind, Enum):
        _ENUM_NAMES[kind] = _known(kind, where)
        writer = Encoder._enum
    elif dataclasses.is_dataclass(kind):
        _known(kind, where)
        writer = Encoder._dataclass
    else:
        raise SnapshotError(
            f"{where}: a {kind.__module__}.{kind.__qualname__} can't be saved; a saved game "
            "holds numbers, strings, cardhost's own values, card definitions and functions"
        )
    _WRITERS[kind] = writer
    return writer


def _known(cls: type, where: str) -> str:
    """The saved name of one of cardhost's own values' classes; any other is refused."""
    name = class_name(cls)
    if value_classes().get(name) is not cls:
        raise SnapshotError(
            f"{where}: a {cls.__module__}.{cls.__qualname__} can't be saved: only "
            "cardhost's own values can"
        )
    return name


class Decoder:
    """Reads values written by :class:`Encoder`, each checked against its declared type;
    ``tracked`` are the objects, already made, that refs name."""

    def __init__(
        self,
        tracked: list[Any],
        definition: Callable[[dict[str, Any], str], CardDefinition],
        cards: Mapping[str, CardDefinition],
    ) -> None:
        self.tracked = tracked
        self.definition = definition
        self.cards = cards
        self.placed: dict[int, tuple[Any, Any]] = {}
        """Where each object a zone lists is, by its id: the zone, and the player whose
        zone it is (``None``: a shared zone); what an object leaves out of its save says."""

    def numbered(self, numbers: list[Any]) -> list[Any] | None:
        """The objects of these numbers, or ``None`` if one is not the number of one."""
        tracked = self.tracked
        count = len(tracked)
        for number in numbers:
            if type(number) is not int or not 0 <= number < count:
                return None
        return [tracked[number] for number in numbers]

    def ref(self, data: Any) -> Any:
        """The object ``{"ref": n}`` names, or ``None`` if ``data`` is not that (to be
        read the long way and refused with its place)."""
        if type(data) is dict and len(data) == 1:
            number = data.get("ref")
            if type(number) is int and 0 <= number < len(self.tracked):
                return self.tracked[number]
        return None

    def typed(self, data: Any, hint: Any, where: str, name: str = "") -> Any:
        """``data`` read, and checked to be a ``hint``; ``where`` it is, and ``name``
        after it if given (the message is made only if one is needed)."""
        return self.checked(data, checker(hint), hint, where, name)

    def checked(
        self, data: Any, check: Callable[[Any], bool], hint: Any, where: str, name: str = ""
    ) -> Any:
        """:meth:`typed`, with the ``check`` of ``hint`` found already (a reader made for
        a class's layout finds each once)."""
        if plain(data):
            value = data
        else:  # its place said only in an error: read again with it, to be refused so
            try:
                value = self.value(data, "", 0)
            except SnapshotError as error:
                self.value(data, _place(where, name), 0)
                raise error  # not met again: the first message, without its place
        if not check(value):
            place = _place(where, name)
            raise SnapshotError(f"{place}: {shown_briefly(data)} is not {_hint_text(hint)}")
        return value

    def value(self, data: Any, where: str, depth: int) -> Any:
        if depth > MOST_DEPTH:
            raise SnapshotError(f"{where}: values nest more than {MOST_DEPTH} deep")
        kind = type(data)  # what JSON reads: no subclasses
        if kind is int and (problem := integer_problem(data)):
            raise SnapshotError(f"{where}: {problem}")
        if data is None or kind is int or kind is str or kind is bool:
            return data
        if kind is list:
            return tuple(
                self.value(item, f"{where}[{i}]", depth + 1) for i, item in enumerate(data)
            )
        if kind is not dict or len(data) == 0:
            raise SnapshotError(f"{where}: {shown_briefly(data)} is not a saved value")
        tag = next(iter(data))
        reader = _READERS.get(tag)
        if reader is None:
            raise SnapshotError(f"{where}: {tag!r} is not a kind of saved value")
        return reader(self, data, where, depth + 1)

    def _items(self, data: dict[str, Any], tag: str, where: str, depth: int) -> list[Any]:
        _keys(data, {tag}, where)
        items = data[tag]
        if not isinstance(items, list):
            raise SnapshotError(f"{where}: {tag} is an array")
        return [self.value(item, f"{where}[{i}]", depth) for i, item in enumerate(items)]

    def _list(self, data: dict[str, Any], where: str, depth: int) -> list[Any]:
        return self._items(data, "list", where, depth)

    def _set(self, data: dict[str, Any], where: str, depth: int) -> set[Any]:
        return set(self._hashable(self._items(data, "set", where, depth), where))

    def _frozenset(self, data: dict[str, Any], where: str, depth: int) -> frozenset[Any]:
        return frozenset(self._hashable(self._items(data, "frozenset", where, depth), where))

    def _hashable(self, items: list[Any], where: str) -> list[Any]:
        """``items``, each hashable, no more than :data:`MOST_SHARING_A_HASH` of them
        sharing a hash (counted by hash, which itself is a number that hashes apart)."""
        sharing: dict[int, int] = {}
        for item in items:
            try:
                code = hash(item)
            except TypeError:
                raise SnapshotError(
                    f"{where}: a set member or key is a number, a string, a value or an object"
                ) from None
            count = sharing[code] = sharing.get(code, 0) + 1
            if count > MOST_SHARING_A_HASH:
                raise SnapshotError(
                    f"{where}: {count} set members or keys share one hash, which no game "
                    "makes (a set of them would take quadratic time to read)"
                )
        return items

    def _dict(self, data: dict[str, Any], where: str, depth: int) -> dict[Any, Any]:
        pairs = self._items(data, "dict", where, depth)
        if not all(isinstance(p, tuple) and len(p) == 2 for p in pairs):
            raise SnapshotError(f"{where}: a dict is an array of [key, value] pairs")
        self._hashable([key for key, _ in pairs], where)
        return dict(pairs)

    def _ref(self, data: dict[str, Any], where: str, depth: int) -> Any:
        if len(data) != 1:  # its first key is "ref"
            _keys(data, {"ref"}, where)
        number = data["ref"]
        if type(number) is not int or not 0 <= number < len(self.tracked):
            raise SnapshotError(
                f"{where}: {shown_briefly(number)} is not the number of a saved object"
            )
        return self.tracked[number]

    def _enum(self, data: dict[str, Any], where: str, depth: int) -> Enum:
        _keys(data, {"enum", "value"}, where)
        name, value = data["enum"], data["value"]
        if type(name) is str and type(value) in (str, int):
            member = _MEMBERS.get((name, value))
            if member is not None:
                return member
        cls = self._class(data["enum"], where)
        if not issubclass(cls, Enum):
            raise SnapshotError(f"{where}: {data['enum']} is not an enumeration")
        try:
            member = cls(data["value"])
        except (ValueError, TypeError):
            raise SnapshotError(
                f"{where}: {shown_briefly(data['value'])} is not a {cls.__name__}"
            ) from None
        if type(name) is str and type(value) in (str, int):
            _MEMBERS[(name, value)] = member
        return member

    def _dataclass(self, data: dict[str, Any], where: str, depth: int) -> Any:
        _keys(data, {"value", "fields"}, where)
        cls = self._class(data["value"], where)
        given = data["fields"]
        if not dataclasses.is_dataclass(cls) or not isinstance(given, dict):
            raise SnapshotError(f"{where}: {data['value']} is not a value with fields")
        hints = field_types(cls)
        declared = set(saved_fields(cls))
        event = issubclass(cls, Event)
        wanted = declared | {SHOWN} if event else declared
        if set(given) != wanted:
            missing, extra = sorted(wanted - set(given)), sorted(set(given) - wanted)
            raise SnapshotError(
                f"{where}: a {cls.__name__} has {sorted(wanted)}; missing {missing}, "
                f"unknown {extra}"
            )
        value = object.__new__(cls)
        for name in saved_fields(cls):
            inner = f"{where}.{name}"
            read = self.value(given[name], inner, depth)
            if not conforms(read, hints[name]):
                wanted = _hint_text(hints[name])
                raise SnapshotError(f"{inner}: {shown_briefly(given[name])} is not {wanted}")
            object.__setattr__(value, name, read)
        for unsaved in dataclasses.fields(cls):
            if unsaved.name not in declared:
                object.__setattr__(value, unsaved.name, _default(unsaved))
        if event:
            set_snapshots(value, self._shown_fields(value, given[SHOWN], where, depth))
        else:
            _check_value(cls, value, where)
        return value

    def _shown_fields(self, event: Any, data: Any, where: str, depth: int) -> dict[str, Any]:
        """The fields of ``event`` that hold objects, as they were (608.2h): each object
        as an :class:`ObjectRef`, a player or an ability as itself, nothing as nothing.
        (The objects may not be whole yet: only their kind is read.)"""
        inner = f"{where}.{SHOWN}"
        shown = self.value(data, inner, depth)
        cls = type(event)
        names = set(object_fields(cls))
        if not isinstance(shown, dict) or set(shown) != names:
            raise SnapshotError(f"{inner}: the fields {sorted(names)} as they were, by name")
        hints = field_types(cls)
        for name, read in shown.items():
            if not conforms(read, as_shown(hints[name])) or not _shows(getattr(event, name), read):
                raise SnapshotError(
                    f"{inner}[{name!r}]: not what the event's {name} showed as it happened"
                )
        return shown

    def _card(self, data: dict[str, Any], where: str, depth: int) -> CardDefinition:
        _keys(data, {"card", "token"} if "token" in data else {"card"}, where)
        return self.definition(data, where)

    def _ability(self, data: dict[str, Any], where: str, depth: int) -> Any:
        return self.definition(data, where)

    def _function(self, data: dict[str, Any], where: str, depth: int) -> Callable[..., Any]:
        keys = {"function", "module", "card"} if "card" in data else {"function", "module"}
        _keys(data, keys, where)
        qualname, inside = data["function"], data["module"]
        if not isinstance(qualname, str) or not isinstance(inside, str):
            raise SnapshotError(f"{where}: a function is named by strings")
        if "card" in data:
            card = self.cards.get(data["card"]) if isinstance(data["card"], str) else None
            if card is None or not card.has_plugin:
                raise SnapshotError(
                    f"{where}: {shown_briefly(data['card'])} is not a card with a plugin here"
                )
            base = plugin_module(card)
            module_name = f"{base.partition('.')[0]}.{inside}" if inside else base
            if inside_plugin(base, module_name) != inside:
                raise SnapshotError(
                    f"{where}: {shown_briefly(inside)} is not a module of its plugin"
                )
        elif in_cardhost(inside):
            module_name = inside
        else:
            raise SnapshotError(
                f"{where}: functions come from a card's plugin or cardhost's built-in rules, "
                f"not {shown_briefly(inside)}"
            )
        module = sys.modules.get(module_name)
        found: Any = module
        for part in qualname.split("."):
            found = getattr(found, part, None)
        if (
            not isinstance(found, types.FunctionType)
            or found.__module__ != module_name
            or found.__qualname__ != qualname
        ):
            raise SnapshotError(f"{where}: there is no function {qualname} in {module_name}")
        return found

    def _class(self, name: Any, where: str) -> type:
        cls = value_classes().get(name) if isinstance(name, str) else None
        if cls is None:
            raise SnapshotError(f"{where}: {shown_briefly(name)} is not one of cardhost's values")
        return cls


_MEMBERS: dict[tuple[str, Any], Enum] = {}
"""Each member of cardhost's enumerations read so far, by the enumeration's saved name
and the member's value: read again without the enumeration's call."""

_READERS: dict[str, Callable[[Decoder, dict[str, Any], str, int], Any]] = {
    "list": Decoder._list,
    "set": Decoder._set,
    "frozenset": Decoder._frozenset,
    "dict": Decoder._dict,
    "ref": Decoder._ref,
    "enum": Decoder._enum,
    "value": Decoder._dataclass,
    "card": Decoder._card,
    "ability": Decoder._ability,
    "function": Decoder._function,
}


def _keys(data: dict[str, Any], wanted: set[str], where: str) -> None:
    if set(data) != wanted:
        raise SnapshotError(f"{where}: the keys are {sorted(wanted)}, not {sorted(data)}")


def _default(field: dataclasses.Field[Any]) -> Any:
    if field.default_factory is not dataclasses.MISSING:
        return field.default_factory()
    return field.default


def _shows(held: Any, shown: Any) -> bool:
    """Whether ``shown`` is what an event holding ``held`` showed of it (608.2h): a game
    object as an :class:`ObjectRef`, nothing as nothing, a tuple item by item, anything
    else as itself."""
    if isinstance(held, GameObject):
        return type(shown) is ObjectRef
    if isinstance(held, tuple):
        return type(shown) is tuple and len(shown) == len(held) and all(map(_shows, held, shown))
    return shown is held or shown == held


def as_shown(hint: Any) -> Any:
    """The type of an event's field as it was shown: each game object an ObjectRef."""
    if hint is GameObject:
        return ObjectRef
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        return functools.reduce(operator.or_, (as_shown(a) for a in args))
    if origin is tuple:
        return tuple[tuple(as_shown(a) if a is not Ellipsis else a for a in args)]
    return hint


VALID_CONTROLLERS = frozenset({"", *CONTROLLERS.values()})
"""The words a :class:`Quality` may say of an object's controller: those a card file's
phrases stand for ("that player", "defending player" too)."""


def _check_value(cls: type, value: Any, where: str) -> None:
    """What the loader checks of a value as a card file gives it, checked again: counts
    of mana (106.1), keywords (702), land types (305.6), whose objects a quality means."""
    post_init = getattr(cls, "__post_init__", None)
    if post_init is not None:
        try:
            post_init(value)
        except (ValueError, TypeError, CardhostError) as error:
            raise SnapshotError(f"{where}: {error}") from None
    problem = None
    if cls is Modification:
        keywords = value.add_keywords
        if value.land_type and value.land_type not in INTRINSIC:
            problem = f"{shown_briefly(value.land_type)} is not a basic land type (305.6)"
    elif cls is Characteristics:
        keywords = value.keywords
    else:
        keywords = ()
    if cls is Quality and value.controller not in VALID_CONTROLLERS:
        problem = f"{shown_briefly(value.controller)} is not whose objects a quality means"
    if cls is Quality and not set(value.traits) <= set(TRAITS):
        problem = f"{shown_briefly(value.traits)}: a trait is one of {', '.join(TRAITS)}"
    if cls is Quality and not set(value.status) <= set(STATUSES):
        problem = f"{shown_briefly(value.status)}: a state is one of {', '.join(STATUSES)}"
    if cls is Quality and value.compared is not None and not _comparison(value.compared):
        problem = f"{shown_briefly(value.compared)} is not a comparison a quality makes"
    problem = problem or next(filter(None, map(keyword_problem, keywords)), None)
    if problem:
        raise SnapshotError(f"{where}: {problem}")


def _comparison(compared: tuple[str, str, int]) -> bool:
    """ "with power 2 or less": a characteristic a quality compares and a way."""
    characteristic, way, _ = compared
    return characteristic in COMPARED and way in ("or less", "or greater")


def _order(item: Any) -> str:
    """A set's members in the order of their JSON text: the same set, the same text (a
    number's, an object's in most sets saved, without the encoder)."""
    return str(item) if type(item) is int else json.dumps(item, sort_keys=True)


def _place(where: str, name: str) -> str:
    return f"{where}.{name}" if name else where


def plain(value: Any) -> bool:
    """Whether ``value`` is saved as itself: ``None``, a boolean, a string, or a 64-bit
    integer."""
    kind = type(value)
    return (
        value is None
        or kind is str
        or kind is bool
        or (kind is int and -LARGEST_INTEGER - 1 <= value <= LARGEST_INTEGER)
    )


def shown_briefly(data: Any, limit: int = 60) -> str:
    """``data`` as an error message quotes it: at most ``limit`` characters."""
    text = repr(data)
    return text if len(text) <= limit else f"{text[: limit - 3]}..."


def conforms(value: Any, hint: Any) -> bool:
    """Whether ``value`` is of the declared type ``hint`` (``int`` is not ``bool``)."""
    return checker(hint)(value)


@cache
def checker(hint: Any) -> Callable[[Any], bool]:
    """A function telling whether a value is of type ``hint``: made once for each type,
    since a restore checks every value of a game against the type of its place."""
    if hint is Any or hint is object or isinstance(hint, typing.TypeVar):
        return _anything
    if hint is None or hint is type(None):
        return _is_none
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        parts = tuple(checker(arg) for arg in args)
        return lambda value: any(part(value) for part in parts)
    if origin is typing.Literal:
        return lambda value: value in args
    if origin is tuple and len(args) == 2 and args[1] is Ellipsis:
        item = checker(args[0])
        return lambda value: isinstance(value, tuple) and all(map(item, value))
    if origin is tuple:
        parts = tuple(checker(arg) for arg in args)
        return lambda value: (
            isinstance(value, tuple)
            and len(value) == len(parts)
            and all(part(v) for part, v in zip(parts, value, strict=True))
        )
    if origin in (frozenset, set, list):
        item = checker(args[0])
        return lambda value: type(value) is origin and all(map(item, value))
    if origin in (dict, Mapping, typing.Mapping) or hint in (dict, Mapping):
        key, item = (checker(arg) for arg in (args or (Any, Any)))
        return lambda value: (
            isinstance(value, (dict, types.MappingProxyType))
            and all(key(k) and item(v) for k, v in value.items())
        )
    if origin in (Callable, typing.Callable) or hint is Callable:
        return callable
    if origin is not None:
        return lambda value: isinstance(value, origin)
    if hint is int:
        return lambda value: type(value) is int
    return lambda value: isinstance(value, hint)


def _anything(value: Any) -> bool:
    return True


def _is_none(value: Any) -> bool:
    return value is None


def _hint_text(hint: Any) -> str:
    text = hint.__name__ if isinstance(hint, type) else str(hint)
    text = text.replace("cardhost.", "").replace("typing.", "")
    return f"{'an' if text[0] in 'aeiou' else 'a'} {text}"
