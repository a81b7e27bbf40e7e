"""The keyword abilities this engine implements (702), as card files write them:
``"flying"``, ``"trample"``, ``"protection from black"``, ``"swampwalk"``,
``"affinity for artifacts"``."""

from __future__ import annotations

from functools import cache

from cardhost.model.card_types import BASIC_LAND_TYPES
from cardhost.model.mana import Color
from cardhost.model.qualities import Quality, QualityError, parse_group

KEYWORDS = (
    "flying",  # 702.9
    "reach",  # 702.17
    "first strike",  # 702.7
    "double strike",  # 702.4
    "lifelink",  # 702.15
    "haste",  # 702.10
    "vigilance",  # 702.20
    "flash",  # 702.8
    "trample",  # 702.19
    "deathtouch",  # 702.2
    "menace",  # 702.111
    "defender",  # 702.3
    "indestructible",  # 702.12
    "hexproof",  # 702.11
    "shroud",  # 702.18
    "exalted",  # 702.83
    "prowess",  # 702.108
    "fear",  # 702.36
    "devoid",  # 702.114: a characteristic-defining ability, colorless in every zone
    "wither",  # 702.80: damage to creatures as -1/-1 counters
    "infect",  # 702.90: and to players as poison counters
    "intimidate",  # 702.13
    "shadow",  # 702.28
    "horsemanship",  # 702.31
    "skulk",  # 702.118
    "flanking",  # 702.25
    "persist",  # 702.79
    "undying",  # 702.93
)
"""Keywords without a parameter."""

LANDWALK = {f"{t.lower()}walk": t for t in BASIC_LAND_TYPES}
"""Landwalk (702.14) for each basic land type: ``"swampwalk"`` and the land type."""
PROTECTION = "protection from "
"""Protection from a colour (702.16): ``"protection from black"``."""
BUSHIDO = "bushido "
"""Bushido N (702.45): "Whenever this creature blocks or becomes blocked, it gets +N/+N
until end of turn." ``"bushido 2"``."""
AFFINITY = "affinity for "
"""Affinity for a kind of permanent (702.41): ``"affinity for artifacts"``."""


def normal(keyword: str) -> str:
    """A keyword as this engine writes it: lower case, single spaces."""
    return " ".join(keyword.lower().split())


def keyword_problem(keyword: str) -> str | None:
    """Why ``keyword`` isn't a keyword this engine implements, or ``None``."""
    word = normal(keyword)
    if word in KEYWORDS or word in LANDWALK:
        return None
    if word.startswith(AFFINITY):
        try:
            affinity(word)
        except QualityError as error:
            return f"affinity is for a kind of permanent (702.41a): {error}"
        return None
    if word.startswith(BUSHIDO.strip()):
        if bushido(word) is None:
            return f"bushido has a number from 1 to 20 (702.45a): 'bushido 2', not {keyword!r}"
        return None
    if word.startswith(PROTECTION):
        color = word.removeprefix(PROTECTION)
        if color in {c.word for c in Color}:
            return None
        return (
            f"protection is from a colour here (702.16a): 'protection from black', not {keyword!r}"
        )
    known = ", ".join(
        [
            *KEYWORDS,
            "protection from <colour>",
            "<basic land type>walk",
            "affinity for <kind>",
            "bushido <N>",
        ]
    )
    return f"{keyword!r} is not a keyword this engine knows ({known})"


def bushido(keyword: str) -> int | None:
    """The N of "bushido N" (702.45a), or ``None`` for another keyword."""
    number = keyword.removeprefix(BUSHIDO)
    if not keyword.startswith(BUSHIDO) or not number.isdigit() or len(number) > 2:
        return None
    return int(number) if 1 <= int(number) <= 20 else None


@cache
def affinity(keyword: str) -> Quality | None:
    """What "affinity for [text]" counts among the permanents its spell's controller
    controls (702.41a), or ``None`` for another keyword."""
    if not keyword.startswith(AFFINITY):
        return None
    return parse_group(f"{keyword.removeprefix(AFFINITY)} you control")


def protection_colors(keywords: tuple[str, ...] | frozenset[str]) -> frozenset[Color]:
    """The colours a set of keywords gives protection from (702.16a)."""
    words = {c.word: c for c in Color}
    return frozenset(
        words[k.removeprefix(PROTECTION)] for k in keywords if k.startswith(PROTECTION)
    )


def landwalk_types(keywords: tuple[str, ...] | frozenset[str]) -> frozenset[str]:
    """The land types a set of keywords gives landwalk for (702.14a)."""
    return frozenset(LANDWALK[k] for k in keywords if k in LANDWALK)
