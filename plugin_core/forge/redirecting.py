"""Forge's redirection effects made by ``Effect`` (a replacement ``Event$ DamageDone``
whose ``ReplaceWith$`` is ``ReplaceSplitDamage``, the next 1 damage, or ``ReplaceEffect``
of ``Affected``, all of it or, exiling itself after, the next time) as cardhost's
``redirect``, ``redirect_all`` and ``redirect_next_time`` (614.9): "The next 1 damage
that would be dealt to CARDNAME this turn is dealt to target creature you control
instead.", "All damage that would be dealt to you this turn by target attacking creature
is dealt to CARDNAME instead."."""

from __future__ import annotations

from typing import Any

from cardhost.forge.effects import Said
from cardhost.forge.preventing import EFFECT_PARAMS, USED_UP, chosen_condition
from cardhost.forge.script import Ability

REDIRECTING_PARAMS = EFFECT_PARAMS | {"Duration", "ExileOnMoved", "ImprintCards", "References"}
"""The parameters of an ``Effect`` making a redirection effect the importer reads,
besides those of every effect: how long Forge keeps it (until its objects or its host
are gone: what the rules' "this turn" and the objects' identity already say, 400.7)."""
REPLACEMENT_PARAMS = frozenset(
    {"Event", "ReplaceWith", "ValidTarget", "ValidSource", "DamageTarget", "IsCombat"}
    | {"ActiveZones", "Description"}
)
"""The parameters of its replacement effect the importer reads."""
TARGETED = ("Remembered", "Imprinted")
"""What an effect calls the target its ability chose (``RememberObjects$``,
``ImprintCards$ Targeted``)."""
NEW_RECIPIENTS = {"EffectSource": "this", "You": "you", **dict.fromkeys(TARGETED, "target")}
"""Forge's ``DamageTarget$`` or ``VarValue$``: whom the damage is dealt to instead."""
SPLIT = "ReplaceSplitDamage"
"""Forge's redirecting of the next 1 damage."""


def redirection(
    step: Ability,
    replacement: Ability,
    replace_with: Ability,
    after: Ability | None,
    target: str | None,
    chosen: str | None,
) -> Said | None:
    """The redirection effect ``step`` (an ``Effect``) makes with ``replacement``, whose
    ``ReplaceWith$`` is ``replace_with`` (and ``after`` the step after it); ``chosen``
    the colours of a source chosen before; ``None`` if the importer can't say it."""
    if set(replacement.params) - REPLACEMENT_PARAMS or replacement.get("Event") != "DamageDone":
        return None
    if "ConditionDefined" in step.params and (chosen is None or not chosen_condition(step)):
        return None
    targeted = [k for k in ("RememberObjects", "ImprintCards") if k in step.params]
    if [step.get(k) for k in targeted] not in ([], ["Targeted"]) or (target is None) != (
        not targeted
    ):
        return None
    to = _new_recipient(replacement, replace_with)
    reach = _reach(replacement, chosen)
    if to is None or reach is None:
        return None
    once = after is not None
    if once and any(after.get(k) != v for k, v in USED_UP.items()):  # type: ignore[union-attr]
        return None
    split = replace_with.get("DB") == SPLIT
    if split and (once or set(replace_with.params) - {"DB", "DamageTarget"}):
        return None
    if [to, *reach[:2]].count("target") != (target is not None):  # 115.1: one phrase
        return None
    kind = "combat damage" if replacement.get("IsCombat") == "True" else "damage"
    instruction: dict[str, Any] = (
        {"redirect": 1} if split else {"redirect_next_time" if once else "redirect_all": kind}
    )
    if split and kind != "damage":
        return None
    instruction |= {"from": reach[0]} if reach[0] != "any" else {}
    instruction |= {"by": reach[1]} if reach[1] != "any" else {}
    instruction["to"] = to
    words = {"this": "CARDNAME", "you": "you", "target": target or ""}
    return _said(
        instruction, kind, words[reach[0]] if reach[0] != "any" else "", words[to], reach[2], target
    )


def _new_recipient(replacement: Ability, replace_with: Ability) -> str | None:
    """Whom the damage is dealt to instead, as cardhost's ``to``."""
    if replace_with.get("DB") == SPLIT:
        named = replace_with.get("DamageTarget")
        mentioned = replacement.get("DamageTarget")
        return NEW_RECIPIENTS.get(named) if mentioned in ("", named) else None
    varied = (replace_with.get("VarName"), replace_with.get("VarType"))
    if replace_with.get("DB") != "ReplaceEffect" or varied[0] != "Affected":
        return None
    if set(replace_with.params) - {"DB", "VarName", "VarValue", "VarType", "SubAbility"}:
        return None
    return NEW_RECIPIENTS.get(replace_with.get("VarValue"))


def _reach(replacement: Ability, chosen: str | None) -> tuple[str, str, str] | None:
    """Whom the damage would be dealt to (``from``) and by whom (``by``), cardhost's
    words, and the Oracle's words for a source chosen ("a source of your choice")."""
    valid_to = replacement.get("ValidTarget")
    reached = {
        "Creature.EffectSource": "this",
        "Card.EffectSource": "this",
        "You": "you",
        "Creature.IsRemembered": "target",
        "Card.IsRemembered": "target",
    }.get(valid_to)
    valid_by = replacement.get("ValidSource")
    if valid_by == "Creature" and replacement.get("IsCombat") == "True":
        valid_by = ""  # 510.1: only creatures deal combat damage
    if chosen is not None and valid_by.startswith("Card.ChosenCard"):
        source = f"a {chosen + ' ' if chosen else ''}source of your choice"
        return (reached, source, source) if reached else None
    by = {"": "any", "Creature.IsImprinted": "target", "Card.IsImprinted": "target"}.get(valid_by)
    return (reached, by, "") if reached and by else None


def _said(
    instruction: dict[str, Any], kind: str, hurt: str, to: str, chosen: str, target: str | None
) -> Said:
    """The Oracle's sentences for a redirection effect: of the next 1 damage, the next
    time, or all of it this turn (614.9)."""
    by = " by " + (target or "") if instruction.get("by") == "target" else ""
    into = f"is dealt to {to} instead"
    if "redirect" in instruction:
        ways = [
            f"The next 1 damage that would be dealt to {hurt} this turn {into}.",
            f"The next 1 damage that would be dealt this turn to {hurt} {into}.",
        ]
    elif "redirect_next_time" in instruction:
        who = (
            f"{chosen} would deal {kind} to {hurt}"
            if chosen
            else f"{kind} would be dealt to {hurt}"
        )
        ways = [f"The next time {who} this turn, that {kind} {into}."]
    else:
        by = by or (f" by {chosen}" if chosen else "")
        head = f"All {kind} that would be dealt"
        ways = [
            f"{head} to {hurt} this turn{by} {into}.",
            f"{head} this turn to {hurt}{by} {into}.",
        ]
    return Said((instruction,), ways[0], "", (), tuple(ways[1:]))
