"""Whose damage a prevention effect prevents, and to whom (615): the words of a
``prevent``, ``prevent_all`` or ``prevent_next_time`` instruction's ``to`` and ``by``.

``to``: ``"any"`` (damage dealt to anything), ``"you"``, ``"target"``, ``"this"`` (the
source), ``"players"``, or a group of permanents (``"creatures"``, ``"creatures you
control"``). ``by``: ``"any"``, ``"target"`` (the target creature or spell), ``"this"``,
``"a source of your choice"`` (chosen as it resolves, 609.7a; ``"a red source of your
choice"``, ``"a black or red source of your choice"`` of a colour), or a group of
permanents (``"attacking creatures"``). A :class:`Preventing` is a value; the kernel
makes the prevention effect from it."""

from __future__ import annotations

import re
from dataclasses import dataclass

from cardhost.model.mana import Color
from cardhost.model.qualities import Quality, QualityError, parse_group

TO_WORDS = ("any", "you", "target", "this", "players")
"""Whom a prevention effect protects besides a group of permanents."""
BY_WORDS = ("any", "target", "this", "a source of your choice")
"""Whose damage it prevents besides a group of permanents or a chosen source of a
colour."""
CHOSEN_SOURCE = "chosen"
"""``by``: a source its controller chooses as it resolves (609.7a)."""
_CHOSEN = re.compile(
    r"an? (?:(?P<colors>[a-z]+(?: or [a-z]+)?) )?source of your choice", re.IGNORECASE
)
_COLORS = {c.word: c for c in Color}


class PreventingError(ValueError):
    """Words that don't say whose damage, or to whom, a prevention effect prevents."""


@dataclass(frozen=True)
class Preventing:
    """A prevention effect's reach: ``to`` (``"any"``, ``"you"``, ``"target"``,
    ``"players"`` or ``"group"``, then ``to_group``) and ``by`` (``"any"``,
    ``"target"``, :data:`CHOSEN_SOURCE` of ``colors`` if any, or ``"group"``, then
    ``by_group``)."""

    to: str = "any"
    to_group: Quality | None = None
    by: str = "any"
    by_group: Quality | None = None
    colors: tuple[Color, ...] = ()


def parse_to(words: str) -> tuple[str, Quality | None]:
    """``to``: one of :data:`TO_WORDS`, or ``"group"`` and the group of permanents."""
    if words in TO_WORDS:
        return words, None
    return "group", _group(words, "to")


def parse_by(words: str) -> tuple[str, Quality | None, tuple[Color, ...]]:
    """``by``: ``"any"``, ``"target"``, :data:`CHOSEN_SOURCE` and the colours the source chosen
    has (one of them), or ``"group"`` and the group of permanents."""
    if words in ("any", "target", "this"):
        return words, None, ()
    chosen = _CHOSEN.fullmatch(words)
    if chosen is not None:
        names = chosen["colors"].split(" or ") if chosen["colors"] else []
        unknown = [n for n in names if n not in _COLORS]
        if unknown:
            raise PreventingError(f"{unknown[0]!r} in {words!r} is not a colour (105.1)")
        return CHOSEN_SOURCE, None, tuple(_COLORS[n] for n in names)
    return "group", _group(words, "by"), ()


def _group(words: str, key: str) -> Quality:
    try:
        return parse_group(words)
    except QualityError as error:
        listed = TO_WORDS if key == "to" else (*BY_WORDS, "a red source of your choice")
        known = ", ".join(repr(w) for w in listed)
        raise PreventingError(f"{error}; or one of {known}") from None
