"""Forge's costs (``Cost$ 1 R T``, ``PayLife<2>``, ``SubCounter<2/LOYALTY>``) as the
cost text an Oracle paragraph opens with (602.1a), or ``None`` with what can't be said."""

from __future__ import annotations

import re

_MANA = re.compile(r"(?:[0-9]{1,2}|[WUBRGCSX]|[WUBRG2]/[WUBRGP])")
_PART = re.compile(r"(?P<kind>[A-Za-z]+)<(?P<count>[0-9]{1,3})(?:/(?P<what>[A-Za-z.]+))?>")
_COUNT = {1: "a", 2: "two", 3: "three"}
OBJECTS = {"Creature": "creature", "Artifact": "artifact", "Land": "land", "Card": "card"}
"""The kinds of object a cost sacrifices or discards, as Forge and Oracle text name them."""


def mana_symbols(parts: list[str]) -> str | None:
    """``["2", "W", "W"]`` as ``{2}{W}{W}``; ``None`` if a part isn't a mana symbol."""
    if any(_MANA.fullmatch(part) is None for part in parts):
        return None
    return "".join(f"{{{part}}}" for part in parts)


def cost_text(text: str) -> tuple[str, str]:
    """The Oracle cost text of Forge's cost ``text`` and ``""``, or ``""`` and the part
    the importer can't say. A loyalty cost (606.4) is the whole cost: ``+1``, ``-2``."""
    mana: list[str] = []
    others: list[str] = []
    tapping: list[str] = []
    for part in text.split():
        if _MANA.fullmatch(part):
            mana.append(part)
            continue
        if part in ("T", "Q"):
            tapping.append(f"{{{part}}}")
            continue
        said = _part(part)
        if said is None:
            return "", part
        others.append(said)
    loyalty = [o for o in others if o[0] in "+-" or o == "0"]
    if loyalty and (len(others) > 1 or mana or tapping):
        return "", text
    symbols = mana_symbols(mana) if mana else ""
    pieces = [p for p in (symbols, *tapping, *others) if p]
    return ", ".join(pieces), ""


def _part(part: str) -> str | None:
    match = _PART.fullmatch(part)
    if match is None:
        return None
    kind, count, what = match["kind"], int(match["count"]), match["what"] or ""
    if kind == "PayLife" and not what:
        return f"Pay {count} life"
    if kind in ("AddCounter", "SubCounter") and what == "LOYALTY":
        sign = "+" if kind == "AddCounter" else "-"
        return "0" if count == 0 else f"{sign}{count}"
    if kind == "Sac" and what == "CARDNAME" and count == 1:
        return "Sacrifice CARDNAME"
    if kind in ("Sac", "Discard") and what in OBJECTS and count in _COUNT:
        named = OBJECTS[what]
        if kind == "Discard" and named != "card":  # 701.9: a card of that kind
            named += " card"
        noun = named if count == 1 else named + "s"
        verb = "Sacrifice" if kind == "Sac" else "Discard"
        article = "an" if count == 1 and noun[0] in "aeiou" else _COUNT[count]
        return f"{verb} {article} {noun}"
    return None
