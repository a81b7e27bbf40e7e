"""Forge's leveler cards (711): ``K:Level up:cost`` (702.87a) and the static abilities
whose ``CheckSVar$`` counts the card's own level counters in a range
(``Count$Valid Card.Self+counters_GE2_LEVEL+counters_LE6_LEVEL``), each striation's
(711.2)."""

from __future__ import annotations

import re

from cardhost.forge.script import Ability, ScriptFace

_BOUND = re.compile(r"\+counters_(GE|LE|LT)(\d{1,3})_LEVEL")
_SELF = "Count$Valid Card.Self"


def level_range(face: ScriptFace, static: Ability) -> tuple[int, int | None] | None:
    """The level counters a static ability's condition asks its card to have, least and
    most (``None``: no most), if it is a level symbol's (``SVarCompare$ EQ1`` of a
    count of the card itself with level counters in a range)."""
    counted = face.svar(static.get("CheckSVar")) or ""
    if static.get("SVarCompare") != "EQ1" or not counted.startswith(_SELF):
        return None
    rest = counted.removeprefix(_SELF)
    bounds = _BOUND.findall(rest)
    if not bounds or _BOUND.sub("", rest):
        return None
    least, most = 0, None
    for relation, number in bounds:
        if relation == "GE":
            least = int(number)
        else:
            most = int(number) - (relation == "LT")
    return (least, most) if least >= 1 else None


def level_words(least: int, most: int | None) -> str:
    """cardhost's ``level``: ``"2-6"``, ``"7+"`` (711.2)."""
    return f"{least}+" if most is None else f"{least}-{most}"
