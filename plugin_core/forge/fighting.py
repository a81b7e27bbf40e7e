"""Forge's ``Fight`` (701.14a) as cardhost's ``fight``: "Target creature you control
fights target creature you don't control." (a ``Pump`` of only a target, then ``Fight``
of ``Defined$ ParentTarget``), "It fights target creature you don't control." after a
change to the first target, and "CARDNAME fights target creature" (``Defined$ Self``,
or the card itself entering: ``TriggeredCardLKICopy``)."""

from __future__ import annotations

from cardhost.forge.effects import Said
from cardhost.forge.script import Ability

ONLY_A_TARGET = frozenset({"ValidTgts", "TgtPrompt", "AILogic", "SubAbility", "DB", "SP", "AB"})
ONLY_A_TARGET |= {"SpellDescription", "StackDescription", "IsCurse"}
"""The parameters of a ``Pump`` that only chooses a target for a later step."""
FIGHT_PARAMS = frozenset({"Defined", "ValidTgts", "TgtPrompt", "AILogic", "DB", "SP", "AB"})
FIGHT_PARAMS |= {"SubAbility", "Cost", "SpellDescription", "StackDescription"}
ITSELF = ("Self", "TriggeredCardLKICopy")


def only_a_target(step: Ability) -> bool:
    """Whether ``step`` is a ``Pump`` that only chooses its target (for a later step)."""
    pump = "Pump" in (step.get("SP"), step.get("DB"), step.get("AB"))
    return pump and "ValidTgts" in step.params and set(step.params) <= ONLY_A_TARGET | {"Cost"}


def fight(step: Ability, first: str | None, unsaid: bool, target: str) -> Said | None:
    """``step``'s fight of ``target``: by ``first``, the earlier target phrase
    (``Defined$ ParentTarget``; ``unsaid`` if no sentence has named it yet), or by the
    card itself; ``None`` if cardhost can't say it."""
    if set(step.params) - FIGHT_PARAMS:
        return None
    defined = step.get("Defined")
    if defined in ITSELF:
        sentence = f"CARDNAME fights {target}."
        return Said(({"fight": "this"},), sentence, f"have CARDNAME fight {target}.")
    if defined != "ParentTarget" or first is None:
        return None
    instruction = {"fight": first, "with": target}
    if unsaid:
        sentence = f"{first[0].upper()}{first[1:]} fights {target}."
        return Said((instruction,), sentence)
    return Said(
        (instruction,), f"It fights {target}.", otherwise=(f"That creature fights {target}.",)
    )
