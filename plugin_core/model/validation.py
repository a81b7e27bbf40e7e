"""Checking tables read from TOML: unknown keys (with "did you mean") and wrong types."""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from typing import Any

Kind = type | tuple[type, ...]

TYPE_NAMES = {
    str: "a string",
    int: "an integer",
    list: "an array",
    dict: "a table",
    bool: "a boolean",
    float: "a float",
}


def type_name(kind: Kind) -> str:
    if isinstance(kind, tuple):
        return " or ".join(type_name(k) for k in kind)
    return TYPE_NAMES.get(kind, kind.__name__)


def is_kind(value: Any, kind: Kind) -> bool:
    """``isinstance``, except that a boolean is not an integer (TOML keeps them apart)."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    if isinstance(value, bool) and bool not in kinds:
        return False
    return isinstance(value, kinds)


def did_you_mean(key: str, allowed: list[str] | Mapping[str, Any]) -> str:
    close = difflib.get_close_matches(key, list(allowed), n=1)
    return f"; did you mean {close[0]!r}?" if close else ""


def key_problem(
    table: Mapping[str, Any], allowed: Mapping[str, Kind], where: str = ""
) -> tuple[str, str] | None:
    """The first unknown key or wrongly typed value of ``table``, as (key path, problem)."""
    for key, value in table.items():
        path = f"{where}.{key}" if where else key
        if key not in allowed:
            return path, f"unknown key{did_you_mean(key, allowed)}"
        if not is_kind(value, allowed[key]):
            expected = type_name(allowed[key])
            return path, f"expected {expected}, found {type_name(type(value))}"
    return None
