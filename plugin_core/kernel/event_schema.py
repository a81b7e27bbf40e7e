"""The JSON shape of events, for programs that read a game's event stream.

Each entry of a streamed log (:func:`cardhost.kernel.log.as_json`) is an object with
``turn``, ``step``, ``event`` (the event's class name), ``text`` and ``fields``; this
module says, for every kind of event, which fields it has and the JSON type of each,
generated from the event classes themselves, so the schema and the events can't drift.
``docs/events.md`` is :func:`render` (``cardhost events`` prints it).

An object is ``{"id", "card", "name", "controller"}``: ``id`` is the object (a new one
after each zone change, 400.7), ``card`` the card it is, the same in every zone, so a
program can follow a card from library to hand to battlefield.
"""

from __future__ import annotations

import dataclasses
import inspect
import re
from collections.abc import Iterator
from functools import cache
from typing import Any

from cardhost.model import events

SCHEMA_VERSION = 2
"""Bumped whenever an event or a field is renamed or removed, or a type changes. 2: an
entry hidden from its viewer has no fields (400.2)."""

ENTRY_FIELDS = {
    "turn": "integer",
    "step": "string",
    "event": "string",
    "text": "string",
    "fields": "object of the event's fields (empty when hidden)",
}

SOMETIMES_FIELDS = {
    "seen_by": "array of player: the players who see all the event shows, when not everyone",
    "unseen_text": "string: what the others see, when not everyone sees it",
    "hidden": "boolean: true when the stream's viewer doesn't see it (its text is the unseen one)",
}
"""Keys an entry has only for an event not every player sees (a card moved between hidden
zones, 400.2; a card drawn; a choice among cards only its player looks at)."""

_NAMED = {
    "GameObject": "object",
    "StackAbility": "string",
    "ManaAbilityDefinition": "string",
    "Player": "player",
    "ManaAmount": "mana",
    "Step": "string",
    "int": "integer",
    "bool": "boolean",
    "str": "string",
}
"""The JSON type of each field type the events use: an object as
``{"id", "card", "name", "controller"}``, a player by name, an ability by its text, mana
as a count per type (``{"G": 2}``), a step by its name."""


def event_classes() -> list[type[events.Event]]:
    """Every kind of event, by name."""
    found = [
        value
        for value in vars(events).values()
        if isinstance(value, type)
        and issubclass(value, events.Event)
        and value is not events.Event
        and dataclasses.is_dataclass(value)
    ]
    return sorted(found, key=lambda cls: cls.__name__)


def json_type(annotation: str) -> str:
    """The JSON type of a field annotated ``annotation``: ``object``, ``player``,
    ``integer``, ``array of ...``, ``... or null``, and so on."""
    annotation = annotation.strip()
    if annotation.endswith("| None"):
        return f"{json_type(annotation.removesuffix('| None'))} or null"
    array = re.fullmatch(r"tuple\[(.*), \.\.\.\]", annotation)
    if array:
        return f"array of {json_type(array.group(1))}"
    pair = re.fullmatch(r"tuple\[(.*)\]", annotation)
    if pair:
        return "[" + ", ".join(json_type(part) for part in _split(pair.group(1))) + "]"
    if "|" in annotation:
        return " or ".join(json_type(part) for part in annotation.split("|"))
    if annotation not in _NAMED:
        raise TypeError(f"an event field of type {annotation!r} has no JSON type")
    return _NAMED[annotation]


def _split(text: str) -> Iterator[str]:
    """The comma-separated parts of ``text`` at the outer level of brackets."""
    depth = 0
    part = ""
    for char in text:
        depth += {"[": 1, "]": -1}.get(char, 0)
        if char == "," and depth == 0:
            yield part
            part = ""
        else:
            part += char
    yield part


def schema() -> dict[str, Any]:
    """The schema of the event stream: its version, the fields of an entry, and each
    kind of event with its description and the JSON type of each field."""
    return {
        "version": SCHEMA_VERSION,
        "entry": dict(ENTRY_FIELDS),
        "sometimes": dict(SOMETIMES_FIELDS),
        "events": {
            cls.__name__: {
                "description": _description(cls),
                "fields": {f.name: json_type(str(f.type)) for f in dataclasses.fields(cls)},
            }
            for cls in event_classes()
        },
    }


def _description(cls: type) -> str:
    """The class's own docstring in one paragraph (not the one dataclasses make up)."""
    doc = cls.__dict__.get("__doc__") or ""
    if doc.startswith(f"{cls.__name__}("):
        return ""
    return " ".join(inspect.cleandoc(doc).split()).replace("``", "`")


def problems(entry: dict[str, Any]) -> list[str]:
    """What in a streamed entry doesn't match the schema (nothing when it all does)."""
    found = [f"no {key!r}" for key in ENTRY_FIELDS if key not in entry]
    if found:
        return found
    wanted_of = _field_types().get(entry["event"])
    if wanted_of is None:
        return [f"unknown event {entry['event']!r}"]
    fields = entry["fields"]
    if entry.get("hidden") is True and not fields:
        return []
    if set(fields) != set(wanted_of):
        return [f"{entry['event']}: fields {sorted(fields)}, schema {sorted(wanted_of)}"]
    return [
        f"{entry['event']}.{name}: {fields[name]!r} is not {wanted}"
        for name, wanted in wanted_of.items()
        if not _matches(fields[name], wanted)
    ]


@cache
def _field_types() -> dict[str, dict[str, str]]:
    """Each kind of event's fields with their JSON types, read from the schema once (the
    event classes don't change while the program runs)."""
    return {kind: described["fields"] for kind, described in schema()["events"].items()}


def _matches(value: Any, wanted: str) -> bool:
    if wanted.endswith(" or null") and value is None:
        return True
    wanted = wanted.removesuffix(" or null")
    if " or " in wanted and not wanted.startswith(("[", "array of ")):
        return any(_matches(value, part) for part in wanted.split(" or "))
    if wanted.startswith("array of "):
        return isinstance(value, list) and all(
            _matches(item, wanted.removeprefix("array of ")) for item in value
        )
    if wanted.startswith("["):
        parts = list(_split(wanted[1:-1]))
        return (
            isinstance(value, list)
            and len(value) == len(parts)
            and all(_matches(v, p.strip()) for v, p in zip(value, parts, strict=True))
        )
    checks = {
        "object": lambda v: isinstance(v, dict) and set(v) == {"id", "card", "name", "controller"},
        "player": lambda v: isinstance(v, str),
        "string": lambda v: isinstance(v, str),
        "integer": lambda v: isinstance(v, int) and not isinstance(v, bool),
        "boolean": lambda v: isinstance(v, bool),
        "mana": lambda v: isinstance(v, dict) and all(isinstance(n, int) for n in v.values()),
    }
    return checks[wanted](value)


def render() -> str:
    """``docs/events.md``: the entry, then every kind of event with its fields."""
    described = schema()
    lines = [
        "# Event stream",
        "",
        'Every event of a game as a JSON object, one a line: `LogStream(file, "json")` writes',
        "them to a file, `EventStream(callback)` hands each to a function, and",
        "`cardhost run --json` prints a scenario's. This page is generated from the event",
        "classes (`cardhost events` prints it), so it is the schema the kernel emits;",
        f"schema version {described['version']}.",
        "",
        "An entry:",
        "",
        "| key | JSON type |",
        "|---|---|",
        *(f"| `{key}` | {kind} |" for key, kind in described["entry"].items()),
        "",
        "What a card in a hidden zone is (a library, a hand: 400.2) only some players see: an",
        "entry for such an event (a card moved between hidden zones, seen by its owner; a",
        "card drawn; a choice among cards only its player looks at) has besides:",
        "",
        "| key | JSON type |",
        "|---|---|",
        *(f"| `{key}` | {kind} |" for key, kind in described["sometimes"].items()),
        "",
        'A stream made for a viewer (`LogStream(file, "json", viewer="Alice")`,',
        '`EventStream(callback, viewer="Alice")`) gives an event she doesn\'t see with the',
        "unseen text, `hidden` true and no fields.",
        "",
        'An object is `{"id", "card", "name", "controller"}`: `id` is the object, a new one',
        "after every zone change (400.7), and `card` the card it is, the same in every zone, so",
        "a card can be followed from library to hand to battlefield; a token's `card` is its",
        "own `id`. A player is their name; an ability its text; mana a count per type",
        '(`{"G": 2}`); a step its name.',
        "",
    ]
    for name, kind in described["events"].items():
        lines += [f"## {name}", ""]
        if kind["description"]:
            lines += [kind["description"], ""]
        lines += ["| field | JSON type |", "|---|---|"]
        lines += [f"| `{field}` | {json} |" for field, json in kind["fields"].items()]
        lines.append("")
    return "\n".join(lines)
