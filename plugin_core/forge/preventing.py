"""Forge's prevention effects made by ``Effect`` (a replacement ``Event$ DamageDone`` with
``Prevent$ True``, or ``PreventionEffect$ True`` used up once) and ``ChooseSource``, as
cardhost's ``prevent_all`` and ``prevent_next_time`` with ``to`` and ``by`` (615,
609.7a): "Prevent all damage that would be dealt to creatures this turn.", "The next
time a red source of your choice would deal damage to you this turn, prevent that
damage."."""

from __future__ import annotations

import re
from typing import Any

from cardhost.forge.effects import Said, group_of
from cardhost.forge.script import Ability

EFFECT_PARAMS = frozenset(
    {"ReplacementEffects", "SVars", "Name", "ConditionDefined", "ConditionPresent"}
    | {"ConditionCompare", "RememberObjects", "ValidTgts", "ImprintCards"}
)
"""The parameters of an ``Effect`` making a prevention effect the importer reads,
besides those of every effect."""
REPLACEMENT_PARAMS = frozenset(
    {"Event", "Prevent", "PreventionEffect", "ReplaceWith", "ValidTarget", "ValidSource"}
    | {"IsCombat", "ActiveZones", "Description"}
)
"""The parameters of its replacement effect the importer reads."""
USED_UP = {"DB": "ChangeZone", "Defined": "Self", "Origin": "Command", "Destination": "Exile"}
"""The ``ReplaceWith$`` of a prevention effect used up once: the effect exiles itself."""
COLOR_SOURCES = {f"Card.{c}Source": c.lower() for c in ("White", "Blue", "Black", "Red", "Green")}
"""``ChooseSource``'s ``Choices$`` of a colour: "a red source of your choice"."""
ANY_SOURCE = ("Card", "Card,Emblem")
REMEMBERED = "Card.IsRemembered"
"""What an effect refers to a target by, or the source chosen before (``RememberChosen$``)."""
_CHOSEN = re.compile(r"Card\.ChosenCard(?:\+\w+Source)?(?:,Emblem\.ChosenCard)?")


def chosen_colors(choices: str) -> str | None:
    """The colours ``ChooseSource``'s ``Choices$`` names, as words ("red", "black or
    red"); ``""`` for any source; ``None`` if cardhost's words can't say them."""
    if choices in ANY_SOURCE:
        return ""
    named = [COLOR_SOURCES.get(c.strip()) for c in choices.split(",")]
    if not named or len(named) > 2 or None in named:
        return None
    return " or ".join(n for n in named if n)


def prevention(
    step: Ability,
    replacement: Ability,
    used_up: Ability | None,
    target: str | None,
    chosen: str | None,
) -> Said | None:
    """The prevention effect ``step`` (an ``Effect``) makes with ``replacement``, whose
    ``ReplaceWith$`` is ``used_up`` if any; ``chosen`` the colours of the source chosen
    before (``ChooseSource``); ``None`` if the importer can't say it."""
    if any(k not in REPLACEMENT_PARAMS for k in replacement.params):
        return None
    if replacement.get("Event") != "DamageDone":
        return None
    once = used_up is not None  # the next time: the effect then exiles itself
    if once and (
        replacement.get("PreventionEffect") != "True"
        or any(used_up.get(k) != v for k, v in USED_UP.items())  # type: ignore[union-attr]
    ):
        return None
    if not once and replacement.get("Prevent") != "True":
        return None
    if "ConditionDefined" in step.params and (chosen is None or not chosen_condition(step)):
        return None
    remembered = step.get("RememberObjects")  # the target, or the source chosen before
    imprinted = step.get("ImprintCards")  # the target, beside a source chosen before
    if remembered not in ("", "Targeted", "Remembered") or imprinted not in ("", "Targeted"):
        return None
    if (remembered == "Targeted" or imprinted == "Targeted") != (target is not None):
        return None
    if remembered == "Remembered" and chosen is None:
        return None
    valid_to = replacement.get("ValidTarget")
    if imprinted and valid_to in ("Card.IsImprinted", "Creature.IsImprinted"):
        valid_to = "Card.IsRemembered"  # the target, as a remembered one is read
    elif imprinted:
        return None
    also_you = valid_to.startswith("You,") and not once  # "to you and permanents you control"
    to = _to(valid_to.removeprefix("You,") if also_you else valid_to, target)
    by = _by(replacement.get("ValidSource"), target, chosen, remembered == "Remembered")
    if to is None or by is None or (also_you and to[0] in ("any", "you", "target")):
        return None
    if (to[0] == "target") + (by[0] == "target") != (target is not None):  # 115.1
        return None
    kind = "combat damage" if replacement.get("IsCombat") == "True" else "damage"
    verb = "prevent_next_time" if once else "prevent_all"
    instruction: dict[str, Any] = {verb: kind}
    if to[0] != "any":
        instruction["to"] = to[0]
    if by[0] != "any":
        instruction["by"] = by[0]
    if also_you:  # two prevention effects: to you, to the group (615)
        yours = {k: ("you" if k == "to" else v) for k, v in instruction.items()}
        ways = _all(kind, f" to you and{to[1].removeprefix(' to')}", by)
        return Said((yours, instruction), ways[0], "", (), tuple(ways[1:]))
    ways = _next_time(kind, to[1], by) if once else _all(kind, to[1], by)
    return Said((instruction,), ways[0], "", (), tuple(ways[1:]))


def chosen_condition(step: Ability) -> bool:
    """Forge's "if a source was chosen": ``ConditionDefined$ ChosenCard``."""
    return (
        step.get("ConditionDefined") in ("ChosenCard", "Remembered")
        and step.get("ConditionPresent") in ("Card", "Card,Emblem")
        and step.get("ConditionCompare") == "GE1"
    )


def _to(valid: str, target: str | None) -> tuple[str, str] | None:
    """``ValidTarget$`` as cardhost's ``to`` and the Oracle's words (" to you")."""
    if not valid:
        return "any", ""
    if valid == "You":
        return "you", " to you"
    if valid == "Player":
        return "players", " to players"
    if target is not None and valid in ("Card.IsRemembered", "Creature.IsRemembered"):
        return "target", f" to {target}"
    group = group_of(valid)
    if group is None:
        return None
    return group.plural, f" to {group.plural}"


def _by(
    valid: str, target: str | None, chosen: str | None, remembered: bool
) -> tuple[str, str, str] | None:
    """``ValidSource$`` as cardhost's ``by``, the Oracle's words after the damage (" by
    attacking creatures") and as the subject ("attacking creatures", "a source of your
    choice")."""
    if not valid:
        return "any", "", ""
    if chosen is not None and (_CHOSEN.fullmatch(valid) or (remembered and valid == REMEMBERED)):
        source = f"a {chosen + ' ' if chosen else ''}source of your choice"
        return source, "", source
    if target is not None and valid in (REMEMBERED, "Creature.IsRemembered"):
        return "target", f" by {target}", target
    group = group_of(valid)
    if group is None:
        return None
    return group.plural, f" by {group.plural}", group.plural


def _all(kind: str, to: str, by: tuple[str, str, str]) -> list[str]:
    """ "Prevent all damage that would be dealt to you this turn by attacking creatures."
    and the other orders Oracle texts say it in."""
    ways = [
        f"Prevent all {kind} that would be dealt{to} this turn{by[1]}.",
        f"Prevent all {kind} that would be dealt{to}{by[1]} this turn.",
        f"Prevent all {kind} that would be dealt this turn{to}{by[1]}.",
    ]
    if by[2]:
        ways.append(f"Prevent all {kind} {by[2]} would deal{to} this turn.")
        ways.append(f"Prevent all {kind} that {by[2]} would deal{to} this turn.")
    return list(dict.fromkeys(ways))


def _next_time(kind: str, to: str, by: tuple[str, str, str]) -> list[str]:
    """ "The next time a red source of your choice would deal damage to you this turn,
    prevent that damage."."""
    if not by[2]:
        return [f"The next time {kind} would be dealt{to} this turn, prevent that {kind}."]
    return [f"The next time {by[2]} would deal {kind}{to} this turn, prevent that {kind}."]
