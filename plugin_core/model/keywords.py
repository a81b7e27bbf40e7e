"""The keyword abilities this engine implements (702), as card files write them:
``"flying"``, ``"trample"``, ``"protection from black"``, ``"swampwalk"``,
``"affinity for artifacts"``."""

from __future__ import annotations

from functools import cache

from cardhost.model.card_types import (
    ARTIFACT_TYPES,
    BASIC_LAND_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
)
from cardhost.model.mana import Color
from cardhost.model.qualities import Described, Quality, QualityError, parse_group

POOL_ALONE_DOESNT_PAY = frozenset({"convoke", "improvise", "delve"})
"""Keywords by which more than the mana pool pays a spell's cost (702.51a, 702.126a,
702.66a)."""

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
    "changeling",  # 702.73: every creature type, in every zone
    "convoke",  # 702.51: creatures tapped pay for the spell
    "improvise",  # 702.126: artifacts tapped pay its generic mana
    "delve",  # 702.66: cards exiled from a graveyard pay its generic mana
    "storm",  # 702.40: copied for each spell cast before it this turn
    "cascade",  # 702.85: cast a card of lesser mana value from the library for free
    "rebound",  # 702.88: cast from a hand, exiled as it resolves and cast again next upkeep
    "sunburst",  # 702.44: enters with a counter for each colour of mana spent to cast it
    "retrace",  # 702.81: cast from a graveyard, a land card discarded too
    "split second",  # 702.61: while on the stack, no other spell nor non-mana ability
    "evolve",  # 702.100: a +1/+1 counter when a greater creature enters under your control
    "mentor",  # 702.134: a +1/+1 counter on an attacking creature with less power
    "unleash",  # 702.98: may enter with a +1/+1 counter; then it can't block
    "living weapon",  # 702.92: enters with a 0/0 Germ token to wear it
    "umbra armor",  # 702.89: the Aura is destroyed instead of what it enchants
    "totem armor",  # 702.89b: umbra armor's older name, as older Oracle texts say it
)
"""Keywords without a parameter."""

LANDWALK = {f"{t.lower()}walk": t for t in BASIC_LAND_TYPES}
"""Landwalk (702.14) for each basic land type: ``"swampwalk"`` and the land type."""
KNOWN_SUBTYPES = CREATURE_TYPES | ARTIFACT_TYPES | ENCHANTMENT_TYPES | LAND_TYPES
"""The subtypes the rules list (205.3), that a protection's kind may name."""
PROTECTION = "protection from "
"""Protection from a colour or a kind of object (702.16): ``"protection from black"``,
``"protection from artifacts"``."""
NUMBERED = {
    "bushido": "702.45a",
    "bloodthirst": "702.54a",
    "rampage": "702.23a",
    "soulshift": "702.46a",
    "fading": "702.32a",
    "vanishing": "702.63a",
    "renown": "702.112a",
    "fabricate": "702.123a",
    "modular": "702.43a",
    "dredge": "702.52a",
}
"""Keywords with a number N, and their rules: bushido N ("Whenever this creature blocks
or becomes blocked, it gets +N/+N until end of turn"), bloodthirst N ("If an opponent was
dealt damage this turn, this permanent enters with N +1/+1 counters on it"), rampage N
("Whenever this creature becomes blocked, it gets +N/+N until end of turn for each
creature blocking it beyond the first"), soulshift N ("When this permanent is put into a
graveyard from the battlefield, you may return target Spirit card with mana value N or
less from your graveyard to your hand"), fading N (it enters with N fade counters; "At
the beginning of your upkeep, remove a fade counter from this permanent. If you can't,
sacrifice the permanent."), vanishing N (it enters with N time counters; "At the
beginning of your upkeep, if this permanent has a time counter on it, remove a time
counter from it." and "When the last time counter is removed from this permanent,
sacrifice it."), renown N ("When this creature deals combat damage to a player, if it
isn't renowned, put N +1/+1 counters on it and it becomes renowned"), fabricate N ("When
this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1
colorless Servo artifact creature tokens"), modular N (it enters with N +1/+1 counters;
"When this permanent is put into a graveyard from the battlefield, you may put a +1/+1
counter on target artifact creature for each +1/+1 counter on this permanent"), dredge N
("As long as you have at least N cards in your library, if you would draw a card, you
may instead mill N cards and return this card from your graveyard to your hand"):
``"bushido 2"``."""
UMBRA_ARMOR = ("umbra armor", "totem armor")
"""Umbra armor, by its name and its older one (702.89b)."""
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
    for name, rule in NUMBERED.items():
        if word.startswith(name):
            if numbered(word, name) is None:
                return f"{name} has a number from 1 to 20 ({rule}): '{name} 2', not {keyword!r}"
            return None
    if word.startswith(PROTECTION):
        if protection(word) is not None:
            return None
        return (
            "protection is from a colour or a kind of object here (702.16a): 'protection "
            f"from black', 'protection from artifacts', 'protection from Dragons', not {keyword!r}"
        )
    known = ", ".join(
        [
            *KEYWORDS,
            "protection from <colour or kind>",
            "<basic land type>walk",
            "affinity for <kind>",
            *(f"{name} <N>" for name in NUMBERED),
        ]
    )
    return f"{keyword!r} is not a keyword this engine knows ({known})"


def numbered(keyword: str, name: str) -> int | None:
    """The N of keyword ``name`` N (:data:`NUMBERED`: "bushido 2" is 2), or ``None`` for
    another keyword."""
    number = keyword.removeprefix(f"{name} ")
    if not keyword.startswith(f"{name} ") or not number.isdigit() or len(number) > 2:
        return None
    return int(number) if 1 <= int(number) <= 20 else None


@cache
def affinity(keyword: str) -> Quality | None:
    """What "affinity for [text]" counts among the permanents its spell's controller
    controls (702.41a), or ``None`` for another keyword."""
    if not keyword.startswith(AFFINITY):
        return None
    return parse_group(f"{keyword.removeprefix(AFFINITY)} you control")


@cache
def protection(keyword: str) -> Color | Quality | None:
    """What "protection from [quality]" protects from (702.16a): a colour
    (``"protection from black"``), or a kind of object, its words a group's
    (``"protection from artifacts"``, ``"protection from Dragons"``); ``None`` for
    another keyword."""
    if not keyword.startswith(PROTECTION):
        return None
    text = keyword.removeprefix(PROTECTION)
    colors = {c.word: c for c in Color}
    if text in colors:
        return colors[text]
    for words in (text, text.capitalize()):  # a subtype's plural: "Dragons"
        try:
            quality = parse_group(words)
        except QualityError:
            continue
        if all(s in KNOWN_SUBTYPES for s in quality.subtypes) and _of_objects(quality):
            return quality
    return None


def _of_objects(quality: Quality) -> bool:
    """Whether a protection's kind is one of the characteristics of the objects it is
    from (702.16a): a card type, subtype or supertype, a colour; not one object's place,
    controller or status, which a source has or not in other ways ("permanents",
    "spells", "creatures you control", "tapped creatures")."""
    named = quality.types or quality.subtypes or quality.supertypes or quality.colors
    placed = quality.controller or quality.status or quality.card or quality.another
    return bool(named) and not placed and quality.token is None and not quality.traits


def protected_from(keywords: tuple[str, ...] | frozenset[str], obj: Described) -> str | None:
    """The quality (as its keyword words it) of a protection among ``keywords`` that
    ``obj``, a source or an Aura, has (702.16a): a colour of it, or a kind it is;
    ``None`` if none."""
    for keyword in keywords:
        if not keyword.startswith(PROTECTION):
            continue
        quality = protection(keyword)
        if isinstance(quality, Color) and quality in obj.colors:
            return quality.word
        if isinstance(quality, Quality) and quality.matches(obj, None):
            return keyword.removeprefix(PROTECTION)
    return None


def landwalk_types(keywords: tuple[str, ...] | frozenset[str]) -> frozenset[str]:
    """The land types a set of keywords gives landwalk for (702.14a)."""
    return frozenset(LANDWALK[k] for k in keywords if k in LANDWALK)
