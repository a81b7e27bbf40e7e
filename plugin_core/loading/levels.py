"""Reading a leveler card (711) from its card file: ``level_up`` (702.87a), "[cost]: Put
a level counter on this. Activate only as a sorcery.", and ``[[levels]]``, each level
symbol (711.2) a static ability of the creature itself with its striation's base power
and toughness, keywords, activated abilities and other static abilities, as long as it
has that many level counters on it."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import replace
from itertools import pairwise
from typing import TYPE_CHECKING, Any

from cardhost.loading import abilities, statics
from cardhost.model.continuous import Layer, Modification, StaticAbility
from cardhost.model.costs import Cost
from cardhost.model.definitions import ActivatedAbility, Level
from cardhost.model.instructions import read_instruction
from cardhost.model.keywords import normal
from cardhost.model.validation import ArrayOf, Kind, printable

if TYPE_CHECKING:
    from cardhost.loading.problems import ProblemNotes
    from cardhost.model.mana import ManaCost

LEVEL = "level"
"""The kind of counter a level up ability puts (702.87a)."""
LEVEL_COUNT = "the number of level counters on this"
LEVEL_KEYS: dict[str, Kind] = {
    "level": str,
    "base_pt": str,
    "keywords": ArrayOf(str),
    "abilities": list,
    "statics": list,
}
_RANGE = re.compile(r"(?P<least>\d{1,3})(?:-(?P<most>\d{1,3})|(?P<plus>\+))")
_SYMBOL = re.compile(r"level\s+\d{1,3}(?:-\d{1,3}|\+)", re.IGNORECASE)
"""A level symbol's paragraph (711.2): "LEVEL 1-4", "LEVEL 5+"."""


def level_up(
    reader: ProblemNotes, cost: ManaCost, paragraphs: Sequence[str], where: str
) -> ActivatedAbility | None:
    """Level up [cost] (702.87a): "[Cost]: Put a level counter on this permanent. Activate
    only as a sorcery.", its text the paragraph "Level up [cost]"."""
    text = next((p for p in paragraphs if _plain(p) == f"level up {cost}".lower()), None)
    if text is None:
        reader.note(where, f"no paragraph of the Oracle text is 'Level up {cost}'")
        return None
    counter, _ = read_instruction({"counters": LEVEL, "amount": 1, "on": "this"})
    assert counter is not None  # a counter on the permanent itself, as written here
    return ActivatedAbility(
        Cost(str(cost), mana=cost), text, effects=(counter,), sorcery_speed=True
    )


def levels(
    reader: ProblemNotes,
    entries: object,
    where: str,
    paragraphs: Sequence[str],
    name: str,
    granted: list[ActivatedAbility],
) -> tuple[Level, ...]:
    """Each ``[[levels]]`` entry: ``level = "1-4"`` (or ``"5+"``), ``base_pt``, and the
    striation's ``keywords``, ``abilities`` (activated, each its own paragraph) and
    ``statics``; every paragraph of its striation said by one of them (711.3). The
    activated abilities it gives join ``granted``."""
    if not isinstance(entries, list):
        reader.note(where, "expected an array of tables, one for each level symbol (711.2)")
        return ()
    found = []
    for index, entry in enumerate(entries):
        level = _level(reader, entry, f"{where}[{index}]", paragraphs, name, granted)
        if level is not None:
            found.append(level)
    bounds = sorted((level.least, level.most) for level in found)
    for (_, most), (least, _) in pairwise(bounds):
        if most is None or most >= least:
            reader.note(where, "two level symbols' ranges overlap (711.2)")
            break
    return tuple(found)


def _level(
    reader: ProblemNotes,
    entry: object,
    where: str,
    paragraphs: Sequence[str],
    name: str,
    granted: list[ActivatedAbility],
) -> Level | None:
    """One level symbol and its striation (711.2a-b)."""
    if not isinstance(entry, Mapping):
        reader.note(where, "expected a table: { level = '1-4', base_pt = '2/2', ... }")
        return None
    before = len(reader.problems)
    table = reader.known_keys(entry, LEVEL_KEYS, where)
    for key in ("level", "base_pt"):
        if key not in entry:
            reader.note(f"{where}.{key}", "missing (711.2)")
    if len(reader.problems) > before:
        return None
    match = _RANGE.fullmatch(table["level"].strip())
    if match is None:
        found = printable(repr(table["level"]))
        reader.note(f"{where}.level", f"expected 'N1-N2' or 'N3+' (711.2), found {found}")
        return None
    least = int(match["least"])
    most = None if match["plus"] else int(match["most"])
    if most is not None and most < least:
        reader.note(f"{where}.level", "its least is more than its most (711.2a)")
        return None
    symbol = f"level {least}+" if most is None else f"level {least}-{most}"
    striation = _striation(paragraphs, symbol)
    if striation is None:
        reader.note(f"{where}.level", f"no paragraph of the Oracle text is {symbol.upper()!r}")
        return None
    condition: dict[str, Any] = {"count": LEVEL_COUNT, "at_least": least}
    if most is not None:
        condition["at_most"] = most
    return _striation_level(reader, table, where, striation, name, granted, condition)


def _striation_level(
    reader: ProblemNotes,
    table: Mapping[str, Any],
    where: str,
    striation: tuple[str, ...],
    name: str,
    granted: list[ActivatedAbility],
    condition: dict[str, Any],
) -> Level | None:
    """The level's static abilities, each paragraph of its ``striation`` said once."""
    before = len(reader.problems)
    if len(striation) < 2 or _plain(striation[1]) != table["base_pt"].strip():
        reader.note(
            f"{where}.base_pt", f"the paragraph after {striation[0]!r} is not {table['base_pt']!r}"
        )
        return None
    rest = list(striation[2:])
    keywords = table.get("keywords", [])
    if keywords:
        line = next(
            (
                p
                for p in rest
                if {normal(k) for k in _plain(p).split(",")} == set(map(normal, keywords))
            ),
            None,
        )
        if line is None:
            reader.note(f"{where}.keywords", "no paragraph of its striation lists them (711.2)")
            return None
        rest.remove(line)
    own: dict[str, Any] = {"affects": "this", "base_pt": table["base_pt"], "as_long_as": condition}
    own |= {"keywords": keywords} if keywords else {}
    itself = statics.static_ability(reader, own, where)
    places = []
    claimed: set[str] = set()
    for index, ability in enumerate(table.get("abilities", [])):
        read = abilities.activated_ability(
            reader, ability, f"{where}.abilities[{index}]", rest, name, claimed
        )
        if read is not None:
            places.append(len(granted))
            granted.append(read)
            rest.remove(read.text)
    found = [itself]
    for index, entry in enumerate(table.get("statics", [])):
        at = f"{where}.statics[{index}]"
        if isinstance(entry, Mapping) and {"as_long_as", "abilities"} & set(entry):
            reader.note(at, "a level's static ability has its level's condition alone (711.2)")
            continue
        given = dict(entry) | {"as_long_as": condition} if isinstance(entry, Mapping) else entry
        found.append(statics.static_ability(reader, given, at))
    if len(rest) != len(table.get("statics", [])) and len(reader.problems) == before:
        reader.note(
            where,
            f"its striation's paragraphs {rest!r} are not each one of its statics (711.3)",
        )
    if len(reader.problems) > before or itself is None:
        return None
    if places:  # 613.1f: in its one layer 6 change, with its keywords
        itself = replace(itself, modifications=_granting(itself.modifications, tuple(places)))
    made = tuple(s for s in [itself, *found[1:]] if isinstance(s, StaticAbility))
    return Level(int(condition["at_least"]), condition.get("at_most"), striation, made)


def _granting(
    modifications: tuple[Modification, ...], places: tuple[int, ...]
) -> tuple[Modification, ...]:
    """``modifications`` with the abilities at ``places`` granted in their layer 6
    change, or in one of its own."""
    layered = [m for m in modifications if m.layer is Layer.ABILITY]
    if not layered:
        return (*modifications, Modification(Layer.ABILITY, grants=places))
    return tuple(replace(m, grants=places) if m is layered[0] else m for m in modifications)


def _striation(paragraphs: Sequence[str], symbol: str) -> tuple[str, ...] | None:
    """The paragraphs from the level symbol's to the next level symbol's (711.3)."""
    plain = [_plain(p) for p in paragraphs]
    if symbol not in plain:
        return None
    start = plain.index(symbol)
    end = next((i for i in range(start + 1, len(plain)) if _SYMBOL.fullmatch(plain[i])), len(plain))
    return tuple(paragraphs[start:end])


def _plain(paragraph: str) -> str:
    """A paragraph without its reminder text (207.2), in lower case."""
    return re.sub(r"\s*\([^()]*\)", "", paragraph).strip().lower()
