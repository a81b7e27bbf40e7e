"""What the property tests share: TOML written from generated values, and the test of
a printable message (docs/testing.md)."""

from __future__ import annotations

import datetime
import math
import re
import unicodedata

# ------------------------------------------------------------------ printable messages
UNPRINTED = frozenset({"Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn"})
"""The Unicode categories of characters that aren't printed: control and format
characters (ANSI escapes, bidirectional overrides), line and paragraph separators,
surrogates, private-use and unassigned code points. What cardhost's messages promise
never to hold raw (``cardhost.model.validation.printable`` writes them as escapes)."""


def unprinted(line: str) -> list[str]:
    return [c for c in line if unicodedata.category(c) in UNPRINTED]


# ------------------------------------------------------------------ writing TOML
class Raw(str):
    """TOML text put in the document as it is: an integer too long for ``str(int)``, a
    nesting too deep to build as a value, a literal that is not TOML."""


BARE_KEY = re.compile(r"[A-Za-z0-9_-]+")


def toml_string(text: str) -> str:
    out = []
    for character in text:
        code = ord(character)
        if character in '"\\':
            out.append("\\" + character)
        elif code < 0x20 or code == 0x7F:
            out.append(f"\\u{code:04x}")
        else:
            out.append(character)
    return '"' + "".join(out) + '"'


def toml_key(key: str) -> str:
    return key if BARE_KEY.fullmatch(key) else toml_string(key)


def toml_value(value: object) -> str:
    if isinstance(value, Raw):
        return str(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int):
        return str(value)
    if isinstance(value, float):
        if math.isnan(value):
            return "nan"
        if math.isinf(value):
            return "inf" if value > 0 else "-inf"
        return repr(value)
    if isinstance(value, str):
        return toml_string(value)
    if isinstance(value, datetime.date):
        return value.isoformat()
    if isinstance(value, list):
        return "[" + ", ".join(toml_value(v) for v in value) + "]"
    if isinstance(value, dict):
        items = ", ".join(f"{toml_key(k)} = {toml_value(v)}" for k, v in value.items())
        return "{" + items + "}"
    raise TypeError(f"no TOML for {value!r}")


def toml_document(table: dict[str, object], sections: bool) -> str:
    """``table`` as a TOML document: with ``sections``, its tables as ``[key]`` and its
    arrays of tables as ``[[key]]``; otherwise everything inline."""
    lines = []
    later = []
    for key, value in table.items():
        is_table = isinstance(value, dict) and not isinstance(value, Raw)
        is_tables = (
            isinstance(value, list) and bool(value) and all(isinstance(v, dict) for v in value)
        )
        if sections and (is_table or is_tables):
            later.append((key, value))
        else:
            lines.append(f"{toml_key(key)} = {toml_value(value)}")
    for key, value in later:
        entries = [value] if isinstance(value, dict) else value
        header = f"[{toml_key(key)}]" if isinstance(value, dict) else f"[[{toml_key(key)}]]"
        for entry in entries:
            lines.append(header)
            lines.extend(f"{toml_key(k)} = {toml_value(v)}" for k, v in entry.items())
    return "\n".join(lines) + "\n"
