"""Forge's ``ExchangeControl`` (701.12b) as cardhost's ``exchange_control``: "Exchange
control of CARDNAME and target creature." (``Defined$ Self``), "Exchange control of two
target creatures." (``TargetMin$``/``TargetMax$`` 2), and "Exchange control of target
land you control and target land an opponent controls." (a ``Pump`` of only a target,
then ``ExchangeControl`` of ``Defined$ ParentTarget``)."""

from __future__ import annotations

from cardhost.forge.effects import Said
from cardhost.forge.fighting import FIGHT_PARAMS
from cardhost.forge.script import Ability

EXCHANGE_PARAMS = FIGHT_PARAMS | {"TargetMin", "TargetMax"}
"""The parameters of an ``ExchangeControl`` cardhost says."""
TWO = "two"


def exchange(step: Ability, first: str | None, several: str, target: str) -> Said | None:
    """``step``'s exchange of control of ``target`` and the card itself, of the two
    targets it names (``several`` is ``"two"``), or of ``target`` and ``first``, the
    earlier target phrase (``Defined$ ParentTarget``); ``None`` if cardhost can't say it."""
    if set(step.params) - EXCHANGE_PARAMS:
        return None
    defined = step.get("Defined")
    if defined == "Self" and not several:
        instruction = {"exchange_control": "this", "with": "target"}
        sentence = f"Exchange control of CARDNAME and {target}."
        return Said((instruction,), sentence, f"exchange control of CARDNAME and {target}.")
    if not defined and several == TWO:
        sentence = f"Exchange control of {target}."
        return Said(({"exchange_control": "target"},), sentence, f"exchange control of {target}.")
    if defined != "ParentTarget" or first is None or several:
        return None
    instruction = {"exchange_control": first, "with": target}
    sentence = f"Exchange control of {first} and {target}."
    return Said((instruction,), sentence, f"exchange control of {first} and {target}.")
