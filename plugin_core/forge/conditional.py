"""Forge's conditions on one step of an effect (``ConditionPresent$``/``ConditionCompare$``,
``ConditionCheckSVar$``/``ConditionSVarCompare$``, ``Condition$ Threshold``) as cardhost's
instruction ``if`` (608.2c): "If you control a Wizard, draw a card.". Forge's "if the
card is still on the battlefield" (``ConditionPresent$ Card.Self``) on counters or a
change to the card itself says nothing more than the rules do: a permanent that left is
a new object, which they no longer act on (400.7)."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType
from typing import Any

from cardhost.forge.conditions import NAMED, Condition, compared
from cardhost.forge.counted import counted
from cardhost.forge.effects import Said
from cardhost.forge.script import Ability, ScriptFace

CONDITION_KEYS = frozenset(
    {"ConditionPresent", "ConditionCompare", "ConditionCheckSVar", "ConditionSVarCompare"}
    | {"Condition", "ConditionDescription"}
)
"""The parameters of a step's condition."""
STILL_THERE = ({}, "")
"""Forge's "if the card is still on the battlefield", which says nothing the rules don't."""
_ITSELF = ("Card.Self", "Card.StrictlySelf", "Creature.StrictlySelf")
_ON_ITSELF = frozenset({"counters", "gets", "gains"})


def step_condition(face: ScriptFace, step: Ability) -> tuple[Ability, Condition | None]:
    """``step`` without its condition's parameters, and the condition; ``None`` if
    cardhost can't say it."""
    params = step.params
    bare = Ability(
        step.text, MappingProxyType({k: v for k, v in params.items() if k not in CONDITION_KEYS})
    )
    ways = [k for k in ("ConditionPresent", "ConditionCheckSVar", "Condition") if k in params]
    if len(ways) != 1:
        return bare, None
    if ways[0] == "Condition":
        return bare, NAMED.get(step.get("Condition"))
    if ways[0] == "ConditionCheckSVar":
        count = counted(face.svar(step.get("ConditionCheckSVar")) or "")
        return bare, compared(count, step.get("ConditionSVarCompare", "GE1"))
    present = step.get("ConditionPresent")
    if present in _ITSELF and "ConditionCompare" not in params:
        return bare, STILL_THERE
    count = counted(f"Count$Valid {present}")
    return bare, compared(count, step.get("ConditionCompare", "GE1"))


def with_condition(said: Said, condition: Condition, itself: bool) -> Said | None:
    """``said``, one instruction, followed only if ``condition`` holds: "If you control a
    Wizard, draw a card.", "Draw a card if you control a Wizard."; Forge's "if it is still
    on the battlefield" only on counters or a change to the card itself (``itself``: an
    ability of a permanent, not one of it leaving). ``None`` where cardhost can't say it."""
    table, words = condition
    if condition == STILL_THERE:
        acts_on_itself = all(
            i.get("on", "this") == "this" and any(verb in i for verb in _ON_ITSELF)
            for i in said.instructions
        )
        return said if itself and acts_on_itself else None
    if len(said.instructions) != 1 or not words:
        return None
    instruction: dict[str, Any] = said.instructions[0] | {"if": table}
    ways = []
    for sentence in (said.sentence, *said.otherwise):
        ways.append(f"If {words}, {sentence[0].lower()}{sentence[1:]}")
        ways.append(f"{sentence[:-1]} if {words}.")
    return replace(
        said, instructions=(instruction,), sentence=ways[0], may="", otherwise=tuple(ways[1:])
    )
