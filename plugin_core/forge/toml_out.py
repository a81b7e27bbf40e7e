"""Writing a card table as TOML, in the layout of the bundled cards: the keys, then
``[spell]``, then each ``[[abilities]]``-like array of tables, values as TOML writes
them (strings in JSON's escapes, which are TOML's basic strings)."""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from typing import Any


def dumps(table: Mapping[str, Any]) -> str:
    """``table`` as TOML text."""
    lines = [f"{_key(key)} = {_value(value)}" for key, value in table.items() if not _nested(value)]
    for key, value in table.items():
        if isinstance(value, Mapping):
            lines += ["", f"[{key}]"]
            lines += [f"{_key(k)} = {_value(v)}" for k, v in value.items()]
        elif _nested(value):
            for entry in value:
                lines += ["", f"[[{key}]]"]
                lines += [f"{_key(k)} = {_value(v)}" for k, v in entry.items()]
    return "\n".join(lines) + "\n"


def _nested(value: object) -> bool:
    """A table, or an array of tables: written as sections, not inline."""
    if isinstance(value, Mapping):
        return True
    return isinstance(value, list) and bool(value) and all(isinstance(v, Mapping) for v in value)


_BARE = re.compile(r"[A-Za-z0-9_-]+")


def _key(key: str) -> str:
    """A key as TOML writes it: bare if it can be, else quoted ("+1/+1")."""
    return key if _BARE.fullmatch(key) else json.dumps(key, ensure_ascii=False)


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, Mapping):
        return "{ " + ", ".join(f"{_key(k)} = {_value(v)}" for k, v in value.items()) + " }"
    if isinstance(value, list):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    raise TypeError(f"no TOML value for {value!r}")
