"""Reading ``enters_as_copy`` (707.5, 614.1c): "You may have this creature enter as a
copy of any creature on the battlefield[, except ...]", the kind of permanent it may
copy and the copy effect's exceptions (707.9)."""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from cardhost.model.card_types import CardType
from cardhost.model.copies import CopyExceptions, EntersAsCopy
from cardhost.model.qualities import QualityError, parse_quality
from cardhost.model.validation import ArrayOf, Kind, printable

if TYPE_CHECKING:
    from cardhost.loading.problems import ProblemNotes

COPY_KEYS: dict[str, Kind] = {"of": str, "except": dict}
EXCEPT_KEYS: dict[str, Kind] = {"add_types": ArrayOf(str), "add_subtypes": ArrayOf(str)}
EXCEPT_KEYS["base_pt"] = str
_PT = re.compile(r"(\d{1,6})/(\d{1,6})")
_TYPES = {t.value.lower(): t for t in CardType}


def enters_as_copy(
    reader: ProblemNotes, value: object, where: str, paragraphs: Sequence[str], name: str
) -> EntersAsCopy | None:
    """``{ of = "creature", except = { add_types = ["Artifact"] } }``: its paragraph
    begins "You may have [this creature or its name] enter as a copy of"."""
    if not isinstance(value, Mapping):
        reader.note(where, "expected a table: { of = 'creature' }")
        return None
    before = len(reader.problems)
    table = reader.known_keys(value, COPY_KEYS, where)
    if "of" not in value:
        reader.note(f"{where}.of", "missing: the kind of permanent it may copy (707.5)")
        return None
    try:
        of = parse_quality(table.get("of", ""))
    except QualityError as error:
        reader.note(f"{where}.of", printable(str(error)))
        return None
    exceptions = _exceptions(reader, table.get("except", {}), f"{where}.except")
    opening = re.compile(
        rf"you may have (?:this \w+|{re.escape(name.lower())}) enter (?:the battlefield )?"
        r"as a copy of "
    )
    text = next((p for p in paragraphs if opening.match(p.lower())), None)
    if text is None:
        reader.note(where, "no paragraph begins 'You may have this creature enter as a copy of'")
    if len(reader.problems) > before or text is None or exceptions is None:
        return None
    return EntersAsCopy(of, exceptions, text)


def _exceptions(reader: ProblemNotes, value: Any, where: str) -> CopyExceptions | None:
    """The copy effect's exceptions (707.9b): ``add_types``, ``add_subtypes``,
    ``base_pt``."""
    if not isinstance(value, Mapping):
        return None
    before = len(reader.problems)
    table = reader.known_keys(value, EXCEPT_KEYS, where)
    types = []
    for index, word in enumerate(table.get("add_types", [])):
        if word.lower() not in _TYPES:
            reader.note(f"{where}.add_types[{index}]", f"{printable(word)!r} is no card type")
        else:
            types.append(_TYPES[word.lower()])
    base = None
    if "base_pt" in table:
        match = _PT.fullmatch(table["base_pt"].strip())
        if match is None:
            reader.note(f"{where}.base_pt", "expected a power/toughness such as '7/7'")
        else:
            base = (int(match[1]), int(match[2]))
    if len(reader.problems) > before:
        return None
    return CopyExceptions(tuple(types), tuple(table.get("add_subtypes", [])), base)
