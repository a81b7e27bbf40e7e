"""Reading a Forge card script: its faces' ``Key:value`` lines, its abilities'
``Param$ value | ...`` parameters, and its SVars, as values, checked as they are read.

A script is hostile input: it may be truncated, binary, huge, or have SVars that refer to
each other in chains or cycles. Reading never raises but :class:`ScriptError`, whose
message says what is wrong, and never costs more than the file's size.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

LARGEST_SCRIPT = 256 * 1024
"""The largest script read, in bytes: the longest in Forge's library is under 10 KB."""
DEEPEST_CHAIN = 16
"""The longest chain of SVars one ability follows (``SubAbility$`` and ``Execute$``)."""
FACE_SEPARATOR = "ALTERNATE"
"""The line between the faces of a double-faced, split, flip or adventure card."""
COMMENT = "#"
"""A line beginning so is a comment in a script: Forge reads past it."""


class ScriptError(ValueError):
    """A script that can't be read: the message says why."""


_LOYALTY_SYMBOL = re.compile(r"^\[([+\-\u2212]?(?:\d+|X))\]:", re.MULTILINE)
"""A loyalty ability's cost as Forge writes it: ``[+1]:``, ``[-2]:``, ``[0]:`` (606.4)."""


@dataclass(frozen=True)
class Ability:
    """One ability line (``A:``, ``T:``, ``S:``, ``R:`` or an SVar's): its parameters in
    order, ``SP$ DealDamage | NumDmg$ 3`` as ``{"SP": "DealDamage", "NumDmg": "3"}``."""

    text: str
    params: Mapping[str, str]

    def get(self, key: str, default: str = "") -> str:
        return self.params.get(key, default)


@functools.lru_cache(maxsize=64)
def _oracle_text(written: str) -> str:
    """The Oracle text as a script writes it, read once however often it is asked."""
    text = written.replace("\\n", "\n").strip()
    return _LOYALTY_SYMBOL.sub(r"\1:", text)


@dataclass(frozen=True)
class ScriptFace:
    """One face of a script: its single-valued keys (``Name``, ``ManaCost``, ``Types``,
    ``PT``, ``Loyalty``, ``Colors``, ``Oracle``, ...), its keywords (``K:``), its
    abilities (``A:``), triggers (``T:``), static abilities (``S:``), replacements
    (``R:``) and SVars, each in the order written."""

    fields: Mapping[str, str]
    keywords: tuple[str, ...] = ()
    abilities: tuple[Ability, ...] = ()
    triggers: tuple[Ability, ...] = ()
    statics: tuple[Ability, ...] = ()
    replacements: tuple[Ability, ...] = ()
    svars: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def name(self) -> str:
        return self.fields.get("Name", "")

    @property
    def oracle(self) -> str:
        """The Oracle text, its ``\\n`` escapes as the line breaks they stand for, and
        a loyalty ability's cost as Oracle prints it: Forge's ``[+1]:`` (its loyalty
        symbol, 606.4) as ``+1:``."""
        return _oracle_text(self.fields.get("Oracle", ""))

    def svar(self, name: str) -> str | None:
        return self.svars.get(name)


@dataclass(frozen=True)
class Script:
    """A whole script: its faces (one, or two with ``AlternateMode``)."""

    faces: tuple[ScriptFace, ...]

    @property
    def front(self) -> ScriptFace:
        return self.faces[0]

    @property
    def alternate_mode(self) -> str:
        return self.front.fields.get("AlternateMode", "")


LISTED = {"K": "keywords", "A": "abilities", "T": "triggers", "S": "statics", "R": "replacements"}


def read_script(data: bytes) -> Script:
    """The script ``data`` holds; :class:`ScriptError` if it isn't one."""
    if len(data) > LARGEST_SCRIPT:
        raise ScriptError(f"larger than {LARGEST_SCRIPT // 1024} KB: not a card script")
    if b"\0" in data:
        raise ScriptError("binary data (a NUL byte): not a text file")
    try:
        text = data.decode("utf-8").removeprefix("\ufeff")  # a byte order mark isn't text
    except UnicodeDecodeError as error:
        raise ScriptError(f"not UTF-8 text (byte {error.start})") from None
    faces = []
    for block in _faces(text):
        faces.append(_face(block))
    if not faces or not faces[0].name:
        raise ScriptError("no Name: line")
    if len(faces) > 2:
        raise ScriptError(f"{len(faces)} faces: a card has two at most")
    return Script(tuple(faces))


def _faces(text: str) -> list[list[str]]:
    blocks: list[list[str]] = [[]]
    for line in text.splitlines():
        stripped = line.strip()
        if stripped == FACE_SEPARATOR:
            blocks.append([])
        elif stripped and not stripped.startswith(COMMENT):
            blocks[-1].append(stripped)
    return [block for block in blocks if block]


def _face(lines: list[str]) -> ScriptFace:
    fields: dict[str, str] = {}
    listed: dict[str, list[object]] = {name: [] for name in LISTED.values()}
    svars: dict[str, str] = {}
    for line in lines:
        key, colon, value = line.partition(":")
        if not colon or not key.replace(" ", "").isalnum():
            raise ScriptError(f"a line without a key: {line[:60]!r}")
        if key == "SVar":
            name, colon, body = value.partition(":")
            if not colon or not name:
                raise ScriptError(f"an SVar without a name: {line[:60]!r}")
            svars[name] = body
        elif key == "K":
            listed["keywords"].append(value)
        elif key in LISTED:
            listed[LISTED[key]].append(parse_ability(value))
        elif key in fields:
            raise ScriptError(f"{key}: given twice")
        else:
            fields[key] = value
    return ScriptFace(
        MappingProxyType(fields),
        tuple(listed["keywords"]),  # type: ignore[arg-type]
        tuple(listed["abilities"]),  # type: ignore[arg-type]
        tuple(listed["triggers"]),  # type: ignore[arg-type]
        tuple(listed["statics"]),  # type: ignore[arg-type]
        tuple(listed["replacements"]),  # type: ignore[arg-type]
        MappingProxyType(svars),
    )


def parse_ability(text: str) -> Ability:
    """``Mode$ Phase | Phase$ Upkeep`` as an :class:`Ability`; a part without ``$`` or a
    parameter given twice is a :class:`ScriptError`."""
    params: dict[str, str] = {}
    for part in text.split("|"):
        key, dollar, value = part.partition("$")
        key = key.strip()
        if not dollar or not key:
            raise ScriptError(f"a parameter without '$': {part.strip()[:60]!r}")
        if key in params:
            raise ScriptError(f"the parameter {key}$ given twice")
        params[key] = value.strip()
    return Ability(text, MappingProxyType(params))


def follow(face: ScriptFace, name: str, seen: tuple[str, ...] = ()) -> Ability:
    """The ability SVar ``name`` of ``face`` holds, followed from a chain ``seen`` so
    far: a :class:`ScriptError` for a missing SVar, a cycle, or a chain longer than
    :data:`DEEPEST_CHAIN`."""
    if name in seen:
        raise ScriptError(f"SVar {name} refers back to itself ({' -> '.join((*seen, name))})")
    if len(seen) >= DEEPEST_CHAIN:
        raise ScriptError(f"a chain of more than {DEEPEST_CHAIN} SVars")
    body = face.svar(name)
    if body is None:
        raise ScriptError(f"SVar {name} is missing")
    return parse_ability(body)
