"""Checking values read from files: unknown keys (with "did you mean"), wrong types, names
that can't be printed; and showing untrusted text safely."""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class ArrayOf:
    """An array whose every item is of ``item``."""

    item: Kind


@dataclass(frozen=True)
class TableOf:
    """A table whose every value is of ``value`` (its keys are the file's words)."""

    value: Kind


@dataclass(frozen=True)
class Whole:
    """An integer from ``least`` to ``most`` (either bound optional)."""

    least: int | None = None
    most: int | None = None


LARGEST_INTEGER = 2**63 - 1
"""The largest magnitude of a number cardhost reads: TOML 1.0's integers are 64-bit
signed, from ``-2**63`` to ``2**63 - 1``, and every number read anywhere else (a saved
game, a command, a deck, a plugin's count) keeps to the same range, so no sum a game
makes of them comes near Python's limit on converting integers to text."""


def integer_problem(value: int) -> str | None:
    """What is wrong with ``value`` as a number read, if anything: it is beyond the 64-bit
    integers (:data:`LARGEST_INTEGER`)."""
    if -LARGEST_INTEGER - 1 <= value <= LARGEST_INTEGER:
        return None
    return f"an integer of {len(str(abs(value))):,} digits; numbers are 64-bit, at most 2**63 - 1"


Kind = type | ArrayOf | TableOf | Whole | tuple["Kind", ...]
"""What a value read from a file must be: a type, several (a tuple), or a shape above."""

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
    if isinstance(kind, ArrayOf):
        return f"an array of {_plural(kind.item)}"
    if isinstance(kind, TableOf):
        return f"a table of {_plural(kind.value)}"
    if isinstance(kind, Whole):
        if kind.most is None:
            return f"an integer of at least {kind.least}"
        return f"an integer from {kind.least} to {kind.most}"
    return TYPE_NAMES.get(kind, kind.__name__)


def _plural(kind: Kind) -> str:
    """``kind``'s name in the plural, its noun's: "integers of at least 0"."""
    nouns = (name.split(" ", 1)[1].partition(" ") for name in type_name(kind).split(" or "))
    return " or ".join(f"{noun}s{space}{rest}" for noun, space, rest in nouns)


def _is_one(value: Any, kind: Kind) -> bool:
    if isinstance(kind, ArrayOf):
        return isinstance(value, list)
    if isinstance(kind, TableOf):
        return isinstance(value, dict)
    if isinstance(kind, Whole):
        return is_kind(value, int)
    if isinstance(value, bool):
        return kind is bool
    return isinstance(value, kind)


def is_kind(value: Any, kind: Kind) -> bool:
    """Whether ``value`` has the outer shape of ``kind`` (``isinstance``, except that a
    boolean is not an integer: TOML keeps them apart). :func:`value_problem` looks inside."""
    return any(_is_one(value, k) for k in (kind if isinstance(kind, tuple) else (kind,)))


def value_problem(value: Any, kind: Kind, path: str) -> tuple[str, str] | None:
    """The first way ``value`` is not of ``kind``, as (key path, problem), items included."""
    kinds = kind if isinstance(kind, tuple) else (kind,)
    matching = [k for k in kinds if _is_one(value, k)]
    if not matching:
        return path, f"expected {type_name(kind)}, found {type_name(type(value))}"
    shape = matching[0]
    if isinstance(shape, ArrayOf):
        for index, item in enumerate(value):
            problem = value_problem(item, shape.item, f"{path}[{index}]")
            if problem is not None:
                return problem
    elif isinstance(shape, TableOf):
        for key, item in value.items():
            problem = value_problem(item, shape.value, f"{path}.{printable(key)}")
            if problem is not None:
                return problem
    elif isinstance(shape, Whole):
        low = shape.least is not None and value < shape.least
        if low or (shape.most is not None and value > shape.most):
            return path, f"expected {type_name(shape)}, found {value}"
    return None


def did_you_mean(key: str, allowed: list[str] | Mapping[str, Any], *, cutoff: float = 0.6) -> str:
    """ "; did you mean 'x'?" for the closest of ``allowed`` (and only those), or ``""``."""
    close = difflib.get_close_matches(key, list(allowed), n=1, cutoff=cutoff)
    return f"; did you mean {close[0]!r}?" if close else ""


def key_problem(
    table: Mapping[str, Any], allowed: Mapping[str, Kind], where: str = ""
) -> tuple[str, str] | None:
    """The first unknown key or wrongly typed value of ``table``, as (key path, problem)."""
    for key, value in table.items():
        path = f"{where}.{printable(key)}" if where else printable(key)
        if key not in allowed:
            return path, f"unknown key{did_you_mean(key, allowed)}"
        problem = value_problem(value, allowed[key], path)
        if problem is not None:
            return problem
    return None


NAME_LENGTH = 200
"""The longest name accepted; the longest printed card name has 141 characters."""


def _is_unprintable(character: str) -> bool:
    return unicodedata.category(character) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Co", "Cn")


def any_case(text: str) -> str:
    """``text`` as a regular expression matching it in any case of its letters."""
    return "".join(f"[{c.upper()}{c.lower()}]" if c.isalpha() else re.escape(c) for c in text)


LINE_BREAKS = frozenset("\n\r")
"""What a text of several lines (Oracle text) may hold besides printed characters."""


def text_problem(text: str) -> str | None:
    """What is wrong with ``text`` as text of several lines that is printed (Oracle
    text): characters that aren't printed other than line breaks, if any."""
    return unprinted_problem("".join(c for c in text if c not in LINE_BREAKS))


def _unprinted_class(allowed: frozenset[str] = frozenset()) -> str:
    """A regular expression's class of the characters of the Basic Multilingual Plane that
    aren't printed (control, format, line and paragraph separators), but ``allowed``."""
    ranges: list[list[int]] = []
    for code in range(0x10000):
        if chr(code) in allowed:
            continue
        if unicodedata.category(chr(code)) in ("Cc", "Cf", "Zl", "Zp", "Cs"):
            if ranges and ranges[-1][1] == code - 1:
                ranges[-1][1] = code
            else:
                ranges.append([code, code])
    parts = (f"\\u{a:04x}" if a == b else f"\\u{a:04x}-\\u{b:04x}" for a, b in ranges)
    return "[" + "".join(parts) + "]"


def name_pattern() -> str:
    """A regular expression of a printed name, as :func:`name_problem` reads one (201.1):
    for editors (the card schema), never in place of the check."""
    unprinted = _unprinted_class()
    return rf"^(?!\s)(?!.*\s$)(?!.*{unprinted})(?=[\s\S]{{1,{NAME_LENGTH}}}$)[\s\S]+$"


def text_pattern() -> str:
    """A regular expression of printed text of several lines, as :func:`text_problem`
    reads it: for editors (the card schema), never in place of the check."""
    return rf"^(?![\s\S]*{_unprinted_class(LINE_BREAKS)})[\s\S]*$"


def printable(text: str) -> str:
    """``text`` with control and format characters (ANSI escapes, bidirectional overrides,
    line breaks) written as escapes, so printing it can't drive a terminal."""
    if text.isprintable():
        return text
    return "".join(
        character.encode("unicode_escape").decode("ascii")
        if _is_unprintable(character)
        else character
        for character in text
    )


QUOTED_LENGTH = 200
"""The most characters of a text a message quotes: a line of a file may be megabytes."""


def quoted(text: str) -> str:
    """``text`` in quotes for a message, printable, at most :data:`QUOTED_LENGTH`
    characters of it."""
    shown = printable(text)
    if len(shown) > QUOTED_LENGTH:
        shown = shown[:QUOTED_LENGTH] + "..."
    return f"'{shown}'"


def name_problem(name: str, *, player: bool = False) -> str | None:
    """What is wrong with ``name`` as the name of a card or token (201.1: a name is
    printed) or, with ``player``, of a player, if anything: empty, padded with spaces, too
    long, or holding characters that aren't printed."""
    rule = "" if player else " (201.1)"
    if not name.strip():
        return "empty: every player has a name" if player else f"empty: every card has a name{rule}"
    if name != name.strip():
        return f"{quoted(name)} starts or ends with spaces; a printed name doesn't{rule}"
    if len(name) > NAME_LENGTH:
        return f"{len(name)} characters long; names are at most {NAME_LENGTH}"
    unprinted = unprinted_problem(name)
    if unprinted:
        return f"{unprinted}{rule}"
    if not unicodedata.is_normalized("NFC", name):  # one way to write each name
        composed = unicodedata.normalize("NFC", name)
        return (
            f"{quoted(name)} is written with combining characters; write it composed "
            f"(Unicode NFC), as {quoted(composed)}"
        )
    return None


def unprinted_problem(text: str) -> str | None:
    """``text`` holds characters that aren't printed (control and format characters),
    or ``None``. (Printable text, ``str.isprintable``, holds none of them.)"""
    if text.isprintable():
        return None
    unprintable = sorted({c for c in text if _is_unprintable(c)})
    if not unprintable:
        return None
    shown = ", ".join(printable(c) for c in unprintable)
    return f"{quoted(text)} holds characters that aren't printed ({shown})"
