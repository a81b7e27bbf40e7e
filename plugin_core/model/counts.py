"""Numbers an effect counts as it resolves (608.2h: determined once, then fixed), written
in the rules' words: "the number of creatures you control", "the number of cards in
your hand", "the number of creature cards in your graveyard", "your life total", "your
devotion to black".

A :class:`Count` is a value; the kernel counts it in a game. :func:`parse_count` reads
one and says what is wrong with words it can't read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from cardhost.model.mana import Color
from cardhost.model.qualities import Quality, QualityError, parse_group, parse_quality

PERMANENTS = "battlefield"
HAND = "hand"
GRAVEYARD = "graveyard"
GRAVEYARDS = "all graveyards"
LIBRARY = "library"
LIFE = "life"
DEVOTION = "devotion"
SOURCE = "this"
TARGET = "the target"
POWER_AND_TOUGHNESS = {
    "this creature's power": (SOURCE, "power"),
    "this creature's toughness": (SOURCE, "toughness"),
    "the target's power": (TARGET, "power"),
    "the target's toughness": (TARGET, "toughness"),
    "the target's mana value": (TARGET, "mana value"),
}
"""Counts of an object's power, toughness (208.1) or mana value (202.3): the source's (as
it last existed, if it left, 608.2h) or its one target's."""
DEALER = "the dealer"
"""The object dealing an instruction's damage: "deals damage equal to its power" (a
``damage`` instruction's ``by``, or its source; 608.2h: as it is or last existed)."""
DEALERS_POWER = "its power"
SACRIFICED = "the sacrificed"
"""The permanent sacrificed to pay the ability's cost (as it last existed, 608.2h)."""
THAT_CREATURE = "that creature"
"""The creature the ability's trigger event named (603.2): the one entering, dying,
attacking, blocked or blocking."""
THAT_SPELL = "that spell"
"""The spell a "cast" trigger event named (603.2): "that spell's mana value"."""
_CHARACTERISTIC_OF = re.compile(
    r"(?P<whose>the sacrificed (?:creature|artifact|enchantment|land|permanent)|that creature"
    r"|that spell)'s (?P<what>power|toughness|mana value)"
)
BLOCKERS = "blockers"
"""The number of creatures blocking a creature (509.1h): the ``characteristic`` of
"the number of creatures blocking this" (or "that creature", the one its trigger event
named), counted as it resolves."""
BLOCKING_IT = {
    "the number of creatures blocking this": SOURCE,
    "the number of creatures blocking that creature": THAT_CREATURE,
}
CARD_TYPES = "card types"
"""The number of card types among cards in your graveyard (delirium, 207.2c; 205.2a)."""
DOMAIN = "domain"
"""The number of basic land types among lands you control (305.6; "domain", 207.2c)."""
GREATEST_POWER = "greatest power"
"""The greatest power among permanents of a group (0 if there are none)."""
GREATEST_MANA_VALUE = "greatest mana value"
"""The greatest mana value among permanents of a group (202.3; 0 if there are none)."""
COUNTERS = "counters"
"""The number of counters of a kind on the source (122.1)."""
_GREATEST = re.compile(r"the greatest (?P<what>power|mana value) among (?P<group>.+)")
ATTACHED_TO_THIS = "attached to this"
"""Permanents of a kind attached to the source: its Auras and Equipment (303.4, 301.5)."""
_ATTACHED = re.compile(r"the number of (?P<group>.+) attached to this")
_COUNTERS_ON = re.compile(r"the number of (?P<kind>\S+) counters on (?P<on>this|that creature)")
THIS_TURN = "this turn"
"""What players did this turn (:class:`~cardhost.model.turns.ThisTurn`)."""
TURN_COUNTS = {
    "the number of creatures that died this turn": ("died", "all"),
    "the number of creatures you attacked with this turn": ("attacked_with", "you"),
    "the number of lands that entered the battlefield under your control this turn": (
        "lands_entered",
        "you",
    ),
    "the number of permanents you controlled that left the battlefield this turn": (
        "left",
        "you",
    ),
    "the amount of life you gained this turn": ("gained", "you"),
    "the amount of life you lost this turn": ("lost", "you"),
    "the amount of life your opponents lost this turn": ("lost", "opponents"),
    "the amount of damage your opponents were dealt this turn": ("dealt", "opponents"),
}
"""Counts of what happened this turn: creatures that died (700.4), creatures you
attacked with (508.1), lands that entered under your control, permanents you controlled
that left the battlefield, life gained and lost (119.3), damage dealt to players
(120.3a): the field of each player's
:class:`~cardhost.model.turns.ThisTurn` and whose (every player's, yours, your
opponents')."""
COLORS_SPENT = "the number of colors of mana spent to cast this spell"
"""Converge (207.2c): how many colours of mana were spent to cast the spell resolving
(106.1b)."""
THAT_MUCH = "that much"
"""The amount a trigger event named: the damage dealt, the life gained ("you gain that
much life", 603.2)."""

_CARDS_IN = re.compile(
    r"the number of (?:(?P<kind>.+?) )?cards in "
    r"(?P<where>your hand|your graveyard|your library|all graveyards)"
)
_NAMED_IN = re.compile(
    r"the number of cards named (?P<name>.+) in "
    r"(?P<where>your hand|your graveyard|your library|all graveyards)"
)
"""Cards of a name (201.2) in a zone: "the number of cards named Accumulated Knowledge in
all graveyards"."""
_DEVOTION = re.compile(r"your devotion to (?P<colors>[a-z]+(?: and [a-z]+)?)")
_COLORS = {c.word: c for c in Color}

EXAMPLES = (
    "the number of creatures you control",
    "the number of cards in your hand",
    "the number of creature cards in your graveyard",
    "the number of cards named Accumulated Knowledge in all graveyards",
    "the number of cards in all graveyards",
    "the number of cards in your library",
    "your life total",
    "your devotion to black",
    "that much",
    "this creature's power",
    "the target's toughness",
    "the target's mana value",
    "the number of basic land types among lands you control",
    "the greatest power among creatures you control",
    "the greatest mana value among permanents you control",
    "the number of charge counters on this",
    "the number of -1/-1 counters on that creature",
    "the number of creatures blocking this",
    "the number of card types among cards in your graveyard",
    "the sacrificed creature's power",
    "that creature's toughness",
    "twice the number of creatures you control",
    "2 plus the number of artifacts you control",
    "the number of creatures that died this turn",
    "the number of creatures you attacked with this turn",
    "the amount of life you gained this turn",
    "the number of Auras attached to this",
    "the number of cards in their hand",
    "the number of lands they control",
    COLORS_SPENT,
)
"""One of each form :func:`parse_count` reads, for messages and docs."""


class CountError(ValueError):
    """Words that don't say a number the rules count."""


@dataclass(frozen=True)
class Count:
    """A number counted for the player ``you`` an effect is controlled by: permanents of
    a group (``where`` = ``"battlefield"``, as ``you`` says it, 109.5), cards of
    ``quality`` (or any) in your hand, your graveyard, your library or all graveyards,
    your life total (119), your devotion to ``colors`` (700.5), "that much": the amount
    its triggered ability's event named, or the ``characteristic`` (power, toughness, mana value) of
    the source (``where`` = ``"this"``), of its one target (``"the target"``), of the
    permanent sacrificed to pay its cost (``"the sacrificed"``) or of the creature its
    trigger event named (``"that creature"``)."""

    text: str
    where: str
    quality: Quality | None = None
    colors: tuple[Color, ...] = ()
    characteristic: str = ""
    """For the source's or the target's power, toughness or mana value: which (208.1);
    ``"counters"`` for the counters of a kind on "that creature" (122.1)."""
    counter: str = ""
    """For counters on the source or on "that creature": their kind ("charge",
    "+1/+1")."""
    turn: tuple[str, str] = ("", "")
    """For what happened this turn: the field of :class:`~cardhost.model.turns.ThisTurn`
    and whose (:data:`TURN_COUNTS`)."""
    times: int = 1
    """What the number counted is multiplied by: "twice the number of creatures you
    control" (2 life for each)."""
    plus: int = 0
    """What is added after: "2 plus the number of artifacts you control"."""
    theirs: bool = False
    """Counted for the player the instruction is followed for, not its controller
    ("their", "they": "Each player draws a card for each creature card in their
    graveyard."), as "your" and "you" are counted for its controller."""

    def of(self, counted: int) -> int:
        """The number it says when what it counts is ``counted``."""
        return counted * self.times + self.plus

    def __str__(self) -> str:
        return self.text

    @property
    def of_an_effect(self) -> bool:
        """Whether it counts what only a resolving spell or ability has (608.2h): its
        target, its trigger event's amount or creature, what its cost sacrificed."""
        return self.theirs or self.where in (
            TARGET,
            THAT_MUCH,
            SACRIFICED,
            THAT_CREATURE,
            DEALER,
            THAT_SPELL,
            COLORS_SPENT,
        )


TIMES = {"twice": 2, "three times": 3, "four times": 4}
"""Words multiplying a count: "twice the number of creatures you control"."""
_TIMES = re.compile(r"(?P<times>twice|three times|four times) (?P<rest>.+)")
_PLUS = re.compile(r"(?P<plus>[1-9][0-9]?) plus (?P<rest>.+)")


def parse_count(text: str) -> Count:
    """The :class:`Count` ``text`` says, multiplied ("twice ...") or with a number
    added ("2 plus ...") if it says so. Raises :class:`CountError` naming what it
    can't read."""
    words = " ".join(text.split())
    plus = _PLUS.fullmatch(words)
    times = _TIMES.fullmatch(plus["rest"] if plus else words)
    if plus is None and times is None:
        return _parse_count(words)
    rest = times["rest"] if times else plus["rest"]  # type: ignore[index]
    base = _parse_count(rest)
    return replace(
        base,
        text=words,
        times=TIMES[times["times"]] if times else 1,
        plus=int(plus["plus"]) if plus else 0,
    )


THEIRS = {"their life total": "your life total"}
"""Counts of the player an instruction is followed for, and the same count of its
controller's."""
_THEIR = re.compile(r"(?P<head>.+) (?:in their (?P<zone>hand|graveyard|library)|they control)")


def _parse_count(words: str) -> Count:
    """The :class:`Count` ``words`` say, neither multiplied nor added to: of the
    instruction's player if it says "their" or "they" (:attr:`Count.theirs`)."""
    their = _THEIR.fullmatch(words)
    yours = THEIRS.get(words)
    if yours is None and their is not None:
        whose = f"in your {their['zone']}" if their["zone"] else "you control"
        yours = f"{their['head']} {whose}"
    if yours is not None:
        return replace(_parse_yours(yours), text=words, theirs=True)
    return _parse_yours(words)


def _parse_yours(words: str) -> Count:
    """The :class:`Count` ``words`` say, of the instruction's controller."""
    text = words
    if words == "your life total":
        return Count(words, LIFE)
    if words == THAT_MUCH:
        return Count(words, THAT_MUCH)
    if words == COLORS_SPENT:  # 207.2c: of the spell itself, as it resolves
        return Count(words, COLORS_SPENT)
    if words in TURN_COUNTS:
        return Count(words, THIS_TURN, turn=TURN_COUNTS[words])
    attached = _ATTACHED.fullmatch(words)
    if attached is not None:  # "for each Aura attached to it"
        try:
            return Count(words, ATTACHED_TO_THIS, parse_group(attached["group"]))
        except QualityError as error:
            raise CountError(f"{text!r}: {error}") from None
    if words == "the number of basic land types among lands you control":
        return Count(words, DOMAIN)
    if words == "the number of card types among cards in your graveyard":
        return Count(words, CARD_TYPES)
    counters = _COUNTERS_ON.fullmatch(words)
    if counters is not None and counters["on"] == THAT_CREATURE:  # 603.2, 608.2h
        return Count(words, THAT_CREATURE, characteristic=COUNTERS, counter=counters["kind"])
    if counters is not None:
        return Count(words, COUNTERS, counter=counters["kind"])
    greatest = _GREATEST.fullmatch(words)
    if greatest is not None:
        try:
            where = GREATEST_POWER if greatest["what"] == "power" else GREATEST_MANA_VALUE
            return Count(words, where, parse_group(greatest["group"]))
        except QualityError as error:
            raise CountError(f"{text!r}: {error}") from None
    if words == DEALERS_POWER:
        return Count(words, DEALER, characteristic="power")
    if words in BLOCKING_IT:  # 509.1h: the creatures blocking it now
        return Count(words, BLOCKING_IT[words], characteristic=BLOCKERS)
    if words in POWER_AND_TOUGHNESS:
        whose, characteristic = POWER_AND_TOUGHNESS[words]
        return Count(words, whose, characteristic=characteristic)
    named = _CHARACTERISTIC_OF.fullmatch(words)
    if named is not None:
        whose = named["whose"] if named["whose"] == THAT_SPELL else THAT_CREATURE
        whose = SACRIFICED if named["whose"].startswith(SACRIFICED) else whose
        if whose == THAT_SPELL and named["what"] != "mana value":
            raise CountError(f"{text!r}: a spell's count here is its mana value (202.3)")
        return Count(words, whose, characteristic=named["what"])
    devotion = _DEVOTION.fullmatch(words)
    if devotion is not None:
        names = devotion["colors"].split(" and ")
        unknown = [n for n in names if n not in _COLORS]
        if unknown:
            raise CountError(f"{unknown[0]!r} in {text!r} is not a colour (105.1)")
        return Count(words, DEVOTION, colors=tuple(_COLORS[n] for n in names))
    cards = _CARDS_IN.fullmatch(words)
    named = _NAMED_IN.fullmatch(words)
    zones = {"your hand": HAND, "your graveyard": GRAVEYARD, "your library": LIBRARY}
    try:
        if named is not None:  # 201.2
            quality = parse_quality(f"card named {named['name']}")
            return Count(words, zones.get(named["where"], GRAVEYARDS), quality)
        if cards is not None:
            where = zones.get(cards["where"], GRAVEYARDS)
            quality = parse_quality(cards["kind"] + " card") if cards["kind"] else None
            return Count(words, where, quality)
        if words.startswith("the number of "):
            return Count(words, PERMANENTS, parse_group(words.removeprefix("the number of ")))
    except QualityError as error:
        raise CountError(f"{text!r}: {error}") from None
    known = "; ".join(repr(e) for e in EXAMPLES)
    raise CountError(f"expected a number the rules count, such as {known}; found {text!r}")


def parse_standing_count(text: str, theirs: bool = False) -> Count:
    """The :class:`Count` ``text`` says, for a static ability, a cost or a trigger's
    condition: none that only a resolving spell or ability has (608.2h, 611.3a);
    ``theirs``: of the player a trigger event named too ("if that player has two or
    fewer cards in hand", 603.4)."""
    count = parse_count(text)
    if count.theirs and not theirs:
        raise CountError(THEIRS_ONLY.format(text=text))
    if replace(count, theirs=False).of_an_effect:
        raise CountError(
            f"{text!r} counts what a resolving spell or ability has (608.2h): no static "
            "ability, cost or trigger condition has it"
        )
    return count


THEIRS_ONLY = (
    "{text!r} counts for the player an instruction is followed for ('their', 'they'): "
    "only the x of a draw, discard, mill, gain_life, lose_life, poison or damage of a "
    "target player, each player, each opponent or that player has it; say 'your'"
)
"""Where a count of "their" is refused."""
