"""What a spell or ability may target (115), written in the rules' own words: "any
target", "target player", "target opponent", "target spell", "target nonblack creature",
"another target permanent", "target creature card in your graveyard".

A :class:`TargetSpec` is a value; whether an object or player is a legal target now is
decided by the kernel against it (115.1, 601.2c, 608.2b).
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, replace

from cardhost.model.card_types import INSTANT, LAND, subtype_kind
from cardhost.model.qualities import Quality, QualityError, parse_quality, singular_words
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD, STACK, Zone

ANY_TARGET = "any target"
"""115.4: a creature, a player, a planeswalker or a battle."""

_ZONE_PHRASES = {
    "in your graveyard": (GRAVEYARD, "you"),
    "from your graveyard": (GRAVEYARD, "you"),
    "in a graveyard": (GRAVEYARD, ""),
    "from a graveyard": (GRAVEYARD, ""),
    "in an opponent's graveyard": (GRAVEYARD, "an opponent"),
}


class TargetError(ValueError):
    """Words that don't describe a target as the rules do."""


@dataclass(frozen=True)
class TargetSpec:
    """One target a spell or ability needs (115.1). ``players`` is ``"any"``,
    ``"opponent"`` or ``""`` (no player); ``quality`` describes the objects, in ``zone``
    (the battlefield, the stack for a spell, a graveyard for a card); ``owner`` is whose
    graveyard (``"you"``, ``"an opponent"``, or ``""`` for any)."""

    text: str
    players: str = ""
    quality: Quality | None = None
    zone: Zone = BATTLEFIELD
    owner: str = ""
    instance: int = 0
    """For one of several targets of one phrase ("two target creatures"): the phrase's
    number, the same for each; each must be a different object (115.3). 0: alone."""
    optional: bool = False
    """For "up to two target creatures": the player may choose fewer (601.2c)."""

    @property
    def any_target(self) -> bool:
        """ "Any target" (115.4), or one of "one or two targets" and the like."""
        return self.text == ANY_TARGET or self.text.lower() in ANY_TARGETS

    def __str__(self) -> str:
        return self.text


KNOWN_TARGETS = (
    ANY_TARGET,
    "target player",
    "target opponent",
    "target creature",
    "another target creature",
    "target creature you control",
    "target creature an opponent controls",
    "target creature you don't control",
    "target nonblack creature",
    "target planeswalker",
    "target creature or planeswalker",
    "target player or planeswalker",
    "target opponent or planeswalker",
    "target artifact",
    "target enchantment",
    "target artifact or enchantment",
    "target land",
    "target nonbasic land",
    "target permanent",
    "target nonland permanent",
    "target spell",
    "target creature spell",
    "target noncreature spell",
    "target instant or sorcery spell",
    "target spell you control",
    "target creature card in your graveyard",
    "target card in a graveyard",
    "target creature card in an opponent's graveyard",
    "target permanent card in your graveyard",
)
"""Examples of the target wording cardhost reads, offered as the nearest phrases when
words don't read as a target."""


def parse_target(text: str) -> TargetSpec:
    """The :class:`TargetSpec` of a target's words (115.1, 115.4). Raises
    :class:`TargetError` saying what is wrong and the nearest phrases it reads."""
    try:
        return _parse_target(text)
    except TargetError as error:
        raise TargetError(f"{error}{nearest_targets(text)}") from None


NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_SEVERAL = re.compile(
    rf"(?:(?P<up>up to )(?P<one>one)|(?P<up_many>up to )?(?P<count>{'|'.join(NUMBER_WORDS)}))"
    r" target (?P<rest>.+)",
    re.IGNORECASE,
)


RANGES = {"one or two": 2, "one, two, or three": 3, "any number of": 10}
"""Phrases of one target or more, up to a number (601.2c): "one or two targets", "one, two,
or three target creatures"; "any number of" is at most as many as a divided amount
allows, each at least 1 (601.2d), and at most ten here."""
ANY_TARGETS = frozenset(f"{r} targets" for r in RANGES)
"""The phrases of several of "any target" (115.4)."""
_RANGE = re.compile(
    rf"(?P<range>{'|'.join(RANGES)}) (?:(?P<any>targets)|target (?P<rest>.+))", re.IGNORECASE
)


def parse_targets(text: str, instance: int) -> tuple[TargetSpec, ...]:
    """The targets of one phrase (115.1): "target creature" is one; "two target
    creatures" two, each a different object (115.3: one instance of "target"), that
    phrase's ``instance``; "up to two target creatures" two, any of which the player may
    leave unchosen (601.2c), "up to one target creature" one; "one or two targets" (any
    target, 115.4) and "one, two, or three target creatures" one and more the player may
    leave unchosen; "any number of targets" none or more (601.2c). Raises
    :class:`TargetError`."""
    words = re.sub(r"\s+", " ", text.strip())
    ranged = _RANGE.fullmatch(words)
    if ranged is not None:
        return _ranged(words, ranged, instance)
    several = _SEVERAL.fullmatch(words)
    if several is None:
        return (parse_target(words),)
    rest = several["rest"]
    people = {"players": "player", "opponents": "opponent"}
    one = parse_target(f"target {people.get(rest.lower()) or singular_words(rest)}")
    if one.any_target:
        raise TargetError(f"{text!r}: 'any target' is one target (115.4)")
    if several["one"]:  # "up to one target creature": none or one (601.2c)
        return (replace(one, text=words, instance=instance, optional=True),)
    optional = bool(several["up_many"])
    return (replace(one, text=words, instance=instance, optional=optional),) * NUMBER_WORDS[
        several["count"].lower()
    ]


def _ranged(words: str, ranged: re.Match[str], instance: int) -> tuple[TargetSpec, ...]:
    rest = ranged["rest"]
    people = {"players": "player", "opponents": "opponent"}
    one = (
        parse_target("any target")
        if ranged["any"]
        else parse_target(f"target {people.get(rest.lower()) or singular_words(rest)}")
    )
    if rest and one.any_target:
        raise TargetError(f"{words!r}: 'any target' is one target (115.4); say '... targets'")
    most = RANGES[ranged["range"].lower()]
    first = replace(one, text=words, instance=instance, optional=most == RANGES["any number of"])
    return (first, *(replace(first, optional=True),) * (most - 1))


def nearest_targets(text: str) -> str:
    """ "; the nearest target phrases cardhost reads: ..." for ``text``, or ``""``."""
    close = difflib.get_close_matches(" ".join(text.lower().split()), KNOWN_TARGETS, 3, 0.5)
    if not close:
        return ""
    return "; the nearest target phrases cardhost reads: " + ", ".join(map(repr, close))


def _parse_target(text: str) -> TargetSpec:
    words = re.sub(r"\s+", " ", text.strip())
    lower = words.lower()
    if lower == ANY_TARGET:  # 115.4
        creature = parse_quality("creature")
        return TargetSpec(ANY_TARGET, players="any", quality=creature)
    another = lower.startswith("another target ")
    if not (lower.startswith("target ") or another):
        raise TargetError(
            f"{text!r} is not a target: write 'any target', or 'target' and what it may be "
            "(115.1), such as 'target creature' or 'target player'"
        )
    rest = words.split(" ", 2 if another else 1)[-1]
    if rest.lower() == "player":
        return TargetSpec(words, players="any")
    if rest.lower() == "opponent":
        return TargetSpec(words, players="opponent")
    if rest.lower() in ("player or planeswalker", "opponent or planeswalker"):  # 115.1
        players = "any" if rest.lower().startswith("player") else "opponent"
        return TargetSpec(words, players=players, quality=parse_quality("planeswalker"))
    zone, owner = BATTLEFIELD, ""
    for phrase, (where, whose) in _ZONE_PHRASES.items():
        if rest.lower().endswith(" " + phrase):
            zone, owner = where, whose
            rest = rest[: -len(phrase) - 1]
            break
    if re.search(r"\bspells?\b", rest.lower()):  # a spell is on the stack (112.1)
        if zone is not BATTLEFIELD:
            raise TargetError(f"{text!r}: a spell is on the stack, not in a graveyard (112.1)")
        zone = STACK
    try:
        quality = parse_quality(f"another {rest}" if another else rest, named=True)
    except QualityError as error:
        raise TargetError(f"{text!r}: {error}") from None
    if zone is GRAVEYARD and not quality.card:
        raise TargetError(f"{text!r}: an object in a graveyard is a card: say '... card'")
    if zone is BATTLEFIELD and quality.card:
        raise TargetError(f"{text!r}: say where the card is, such as 'in your graveyard'")
    if zone is BATTLEFIELD and INSTANT in quality.types + quality.not_types:
        raise TargetError(f"{text!r}: an instant is never a permanent (110.4)")
    if zone is STACK:
        _spell_problem(text, quality)
    return TargetSpec(words, quality=quality, zone=zone, owner=owner)


def _spell_problem(text: str, quality: Quality) -> None:
    """Refuse words no spell could ever match: a land (305.9: it can't be cast) or a
    token (111.1: a token is a permanent; a copy of a spell is not one until it
    resolves, 707.10f)."""
    kinds = [*quality.types, *(subtype_kind(s) for s in quality.subtypes)]
    if kinds and all(kind is LAND for kind in kinds):
        raise TargetError(f"{text!r}: a land is never a spell, as it can't be cast (305.9)")
    if quality.token:
        raise TargetError(f"{text!r}: a spell is never a token (111.1, 707.10f)")
