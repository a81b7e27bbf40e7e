"""Forge's ``DealDamage`` with ``DamageSource$`` as cardhost's damage ``by`` (120.3):
damage dealt by a target creature or by the creature a trigger saw, not by the card.
"Target creature you control deals damage equal to its power to target creature you
don't control." (a ``Pump`` of only a target, then ``DamageSource$ ParentTarget``),
"Target creature deals damage to itself equal to its power." (``DamageSource$
Targeted``), "That creature deals damage equal to its power to its controller.", and
"it deals damage equal to its power to any target" (``DamageSource$ TriggeredCard``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cardhost.forge.effects import Said, amount
from cardhost.forge.script import Ability

DEALT_BY_PARAMS = frozenset(
    {"DamageSource", "NumDmg", "Defined", "ValidTgts", "TgtPrompt", "AILogic", "References"}
    | {"DB", "SP", "AB", "SubAbility", "Cost", "SpellDescription", "StackDescription"}
)
STILL_A_CREATURE = {
    "ConditionDefined": "Targeted",
    "ConditionPresent": "Creature",
    "ConditionCompare": "EQ1",
}
"""Forge's check that the earlier target is still a creature: a target creature that
isn't one is an illegal target, and an illegal target deals no damage (608.2b)."""
POWER_OF = {
    "ParentTarget": ("ParentTargeted$CardPower",),
    "Targeted": ("Targeted$CardPower", "TargetedLKI$CardPower"),
    "TriggeredCard": ("TriggeredCard$CardPower",),
}
"""Forge's power of the object ``DamageSource$`` names: "equal to its power"."""
TO = {
    "TargetedController": ("the target's controller", "its controller"),
    "Self": ("this", "CARDNAME"),
}
"""Forge's ``Defined$`` of whom a target creature deals damage to, cardhost's and the
Oracle's words."""


def dealt_by(
    step: Ability, counted: str, first: str | None, unsaid: bool, target: str | None, watching: bool
) -> Said | None:
    """``step``'s damage, dealt by what its ``DamageSource$`` names: the earlier target
    phrase ``first`` (``unsaid`` if no sentence has named it yet), its own target, or
    the creature a trigger ``watching`` others saw; ``counted`` is the SVar of its
    ``NumDmg$``. ``None`` if cardhost can't say it."""
    params = set(step.params) - set(STILL_A_CREATURE)
    still = all(step.get(k) == v for k, v in STILL_A_CREATURE.items() if k in step.params)
    source = step.get("DamageSource").removesuffix("LKICopy")
    if params - DEALT_BY_PARAMS or not still or source not in POWER_OF:
        return None
    fixed = amount(step.get("NumDmg"))
    if isinstance(fixed, int):
        data: dict[str, Any] = {"damage": fixed}
        deals = f"{fixed} damage to {{to}}"
    elif counted in POWER_OF[source]:
        data = {"damage": "X", "x": "its power"}
        deals = "damage equal to its power to {to}"
    else:
        return None
    defined = step.get("Defined")
    if source == "ParentTarget" and first is not None and target is not None and not defined:
        return _said(data | {"by": first, "to": "target"}, deals.format(to=target), first, unsaid)
    if source == "Targeted" and target is not None and not defined:  # "to itself"
        said = deals.format(to="itself")
        sentence = f"{target[:1].upper()}{target[1:]} deals {said}."
        itself = sentence.replace(" equal to its power to itself", " to itself equal to its power")
        return Said(({**data, "by": "target"},), itself, "", (), (sentence,))
    if source == "Targeted" and first is not None and target is None and defined in TO:
        to, words = TO[defined]
        return _said(data | {"by": first, "to": to}, deals.format(to=words), first, False)
    if source == "TriggeredCard" and watching and target is not None and not defined:
        instruction = data | {"by": "that creature", "to": "target"}
        return _said(instruction, deals.format(to=target), "", False)
    return None


def _said(data: dict[str, Any], deals: str, first: str, unsaid: bool) -> Said:
    """The damage ``data`` a creature deals: named by the phrase ``first`` if no sentence
    has named it yet, else "It" or "That creature"; "have it deal ..." after "you may"."""
    if unsaid:
        return Said((data,), f"{first[:1].upper()}{first[1:]} deals {deals}.")
    return Said(
        (data,),
        f"It deals {deals}.",
        f"have it deal {deals}.",
        (),
        (f"That creature deals {deals}.",),
    )


def power_counted(step: Ability, svar: Callable[[str], str | None]) -> set[str]:
    """The SVar naming the power of what deals ``step``'s damage ("its power"), if it
    has one: it has no rules of its own."""
    source = step.get("DamageSource").removesuffix("LKICopy")
    name = step.get("NumDmg")
    return {name} if name and svar(name) in POWER_OF.get(source, ()) else set()
