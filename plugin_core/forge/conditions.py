"""Conditions that are counts, as Forge writes them (``CheckSVar$``/``SVarCompare$``,
``IsPresent$``/``PresentCompare$``, ``Condition$ Threshold``) and as cardhost's
``as_long_as`` and a trigger's ``if`` say them (611.3b, 603.4), with the Oracle text's
words for each: "you control a Forest", "you control seven or more permanents", "you
have no cards in hand", "your opponents control no creatures"."""

from __future__ import annotations

import re
from typing import Any

from cardhost.forge.counted import THEIR_HAND, Counted, counted
from cardhost.forge.effects import NUMBERS
from cardhost.forge.script import Ability, ScriptFace
from cardhost.forge.valid import article

Condition = tuple[dict[str, Any], str]
"""A condition as data (``{"count": ..., "at_least": N}``) and its Oracle words."""

NAMED: dict[str, Condition] = {
    "Threshold": (
        {"count": "the number of cards in your graveyard", "at_least": 7},
        "seven or more cards are in your graveyard",
    ),
    "Metalcraft": (
        {"count": "the number of artifacts you control", "at_least": 3},
        "you control three or more artifacts",
    ),
    "Hellbent": (
        {"count": "the number of cards in your hand", "at_most": 0},
        "you have no cards in hand",
    ),
    "Delirium": (
        {"count": "the number of card types among cards in your graveyard", "at_least": 4},
        "there are four or more card types among cards in your graveyard",
    ),
    "Morbid": (
        {"count": "the number of creatures that died this turn", "at_least": 1},
        "a creature died this turn",
    ),
    "Landfall": (
        {
            "count": "the number of lands that entered the battlefield under your control "
            "this turn",
            "at_least": 1,
        },
        "you had a land enter the battlefield under your control this turn",
    ),
    "Revolt": (
        {
            "count": "the number of permanents you controlled that left the battlefield this turn",
            "at_least": 1,
        },
        "a permanent you controlled left the battlefield this turn",
    ),
    "FatefulHour": ({"count": "your life total", "at_most": 5}, "you have 5 or less life"),
}
"""Forge's named conditions that are counts: threshold, metalcraft, hellbent, delirium,
morbid, landfall, revolt, fateful hour (ability words, 207.2c), and how the Oracle text
says each."""
TURN_CONDITIONS: dict[str, Condition] = {
    "PlayerTurn": ({"turn": "yours"}, "it's your turn"),
    "NotPlayerTurn": ({"turn": "not yours"}, "it's not your turn"),
}
"""Forge's conditions of whose turn it is (102.1), which only a static ability's
``as_long_as`` says (611.3b)."""
_COMPARE = re.compile(r"(GE|LE|EQ|LT)(\d{1,2})")
HAND = "the number of cards in your hand"
GRAVEYARD = "the number of cards in your graveyard"
LIFE = "your life total"
_CARDS_IN_GRAVEYARD = re.compile(r"the number of (?P<kind>[\w ]+) cards in your graveyard")
YOURS = " you control"
THEIRS = " an opponent controls"


HAPPENED = {
    NAMED[name][0]["count"]: NAMED[name][1] for name in ("Morbid", "Landfall", "Revolt")
} | {
    "the number of creatures you attacked with this turn": "you attacked this turn",
    "the amount of life you gained this turn": "you gained life this turn",
}
"""What happened this turn, at least once, as the Oracle text says it (raid: "if you
attacked this turn", 508.1; morbid: "if a creature died this turn", 700.4)."""
ALSO = {"you attacked this turn": ("you attacked with a creature this turn",)}
"""Older Oracle words for a condition (2014's raid)."""


_ARE_IN = re.compile(r"(?P<many>.+) cards are in your graveyard")
_OR_MORE = re.compile(r"you control (?P<many>\w+) or more (?P<kind>.+)")


def said_ways(condition: Condition) -> tuple[str, ...]:
    """Every way an Oracle text says ``condition``: "seven or more cards are in your
    graveyard" is also "there are seven or more cards in your graveyard", "you control
    three or more other creatures" also "you control at least three other creatures"."""
    said = condition[1]
    ways = [said, *ALSO.get(said, ())]
    are_in = _ARE_IN.fullmatch(said)
    if are_in is not None:
        ways.append(f"there are {are_in['many']} cards in your graveyard")
    or_more = _OR_MORE.fullmatch(said)
    if or_more is not None:
        ways.append(f"you control at least {or_more['many']} {or_more['kind']}")
    return tuple(ways)


ACTIVE_PLAYERS_HAND = "Count$ValidHand Card.ActivePlayerCtrl"
"""Forge's count of the cards in the active player's hand: of "that player" in a
trigger of each player's step (603.2)."""


def checked(
    face: ScriptFace, ability: Ability, of_a_step: bool = False, static: bool = False
) -> Condition | None:
    """The condition of a static ability or trigger: ``Condition$`` named,
    ``CheckSVar$`` a count, or ``IsPresent$`` permanents on the battlefield; ``None``
    if it has one cardhost can't say. ``of_a_step``: a trigger of the beginning of a
    step, whose "that player" is the active player; ``static``: of a static ability,
    which may also be whose turn it is."""
    if "Condition" in ability.params:
        if {"CheckSVar", "IsPresent"} & set(ability.params):
            return None
        named = ability.get("Condition")
        return NAMED.get(named) or (TURN_CONDITIONS.get(named) if static else None)
    if "CheckSVar" in ability.params:
        if "IsPresent" in ability.params:
            return None
        svar = face.svar(ability.get("CheckSVar")) or ""
        count = THEIR_HAND if of_a_step and svar == ACTIVE_PLAYERS_HAND else counted(svar)
        return compared(count, ability.get("SVarCompare") or "GE1")  # unsaid: "GE1"
    if (
        ability.get("PresentZone", "Battlefield") != "Battlefield"
        or "PresentPlayer" in ability.params
    ):
        return None
    count = counted(f"Count$Valid {ability.get('IsPresent')}")
    return compared(count, ability.get("PresentCompare", "GE1"))


def unless_said(face: ScriptFace, ability: Ability, most: int = 0) -> str | None:
    """A condition of at most ``most`` said the other way round, after "unless": "you
    control another Minotaur" (for "as long as you control no other Minotaurs"),
    "there are seven or more cards in your graveyard" (for six or fewer)."""
    if "CheckSVar" in ability.params:
        count = counted(face.svar(ability.get("CheckSVar")) or "")
    else:
        count = counted(f"Count$Valid {ability.get('IsPresent')}")
    found = _at_least(count, most + 1) if count is not None else None
    return found[1] if found is not None else None


def compared(count: Counted | None, comparison: str) -> Condition | None:
    """``count`` compared as Forge writes it (``GE7``, ``LE1``, ``EQ0``, ``LT2``)."""
    found = _COMPARE.fullmatch(comparison)
    if count is None or found is None:
        return None
    way, number = found[1], int(found[2])
    if way == "LT":
        way, number = "LE", number - 1
    if way == "EQ" and number == 0:
        way = "LE"
    if way == "EQ" or number < (1 if way == "GE" else 0):
        return None
    return _at_most(count, number) if way == "LE" else _at_least(count, number)


def _many(number: int) -> str:
    return "one" if number == 1 else str(NUMBERS.get(number, number))


def _at_least(count: Counted, least: int) -> Condition | None:
    """ "you have seven or more cards in hand", "you control a Forest", "you control
    another artifact", "you control seven or more permanents", "an opponent controls an
    Island" (one opponent or another: at least one such permanent)."""
    table = {"count": count.data, "at_least": least}
    many = f"{_many(least)} or more"
    if count.data in HAPPENED and least == 1:
        return table, HAPPENED[count.data]
    if count.data == "the amount of life you gained this turn":
        return table, f"you gained {least} or more life this turn"
    if count.data in (HAND, THEIR_HAND.data):
        return table, f"{_whose(count)} {many} cards in hand"
    if count.data == GRAVEYARD:
        return table, f"{many} cards are in your graveyard"
    if count.data == LIFE:  # 119
        return table, f"you have {least} or more life"
    cards = _CARDS_IN_GRAVEYARD.fullmatch(count.data)
    if cards is not None:  # "an artifact card is in your graveyard"
        kinds = cards["kind"].replace(" or ", " and/or ")
        if least == 1:
            return table, f"{article(cards['kind'])} {cards['kind']} card is in your graveyard"
        return table, f"there are {many} {kinds} cards in your graveyard"
    plural = _yours(count.data.removeprefix("the number of "))
    if plural is not None and least > 1:
        return table, f"you control {many} {plural}"
    if least == 1 and count.each.endswith(THEIRS):  # "an opponent controls an Island"
        theirs = count.each.removesuffix(THEIRS)
        return table, f"an opponent controls {article(theirs)} {theirs}"
    controlled = _yours(count.each)
    if least != 1 or plural is None or controlled is None:
        return None
    if controlled.startswith("other "):  # "as long as you control another artifact"
        return table, f"you control another {controlled.removeprefix('other ')}"
    return table, f"you control {article(controlled)} {controlled}"


def _whose(count: Counted) -> str:
    """Whose hand a count of a hand counts, as a condition says it: "you have", "that
    player has"."""
    return "that player has" if count.data == THEIR_HAND.data else "you have"


def _yours(words: str) -> str | None:
    """A kind "you control" without those words: "creatures you control with power 5
    or greater" is "creatures with power 5 or greater"; ``None`` if not yours."""
    if YOURS + " " not in words + " ":
        return None
    return words.replace(YOURS, "", 1)


def _at_most(count: Counted, most: int) -> Condition | None:
    """ "you have one or fewer cards in hand", "you control no nonartifact creatures",
    "your opponents control no creatures"."""
    table = {"count": count.data, "at_most": most}
    if count.data in (HAND, THEIR_HAND.data):
        many = "no" if most == 0 else f"{_many(most)} or fewer"
        return table, f"{_whose(count)} {many} cards in hand"
    if count.data == GRAVEYARD:
        many = "no" if most == 0 else f"{_many(most)} or fewer"
        return table, f"there are {many} cards in your graveyard"
    if count.data == LIFE:  # 119
        return table, f"you have {most} or less life"
    plural = count.data.removeprefix("the number of ")
    if most != 0 and _yours(plural) is not None:  # said only after "unless", the other way
        return table, f"you control {_many(most)} or fewer {_yours(plural)}"
    if most != 0:
        return None
    if _yours(plural) is not None:
        return table, f"you control no {_yours(plural)}"
    if plural.endswith(THEIRS):
        return table, f"your opponents control no {plural.removesuffix(THEIRS)}"
    if count.oracle.endswith(" on the battlefield"):  # "if no creatures are on the battlefield"
        return table, f"no {plural} are on the battlefield"
    return None
