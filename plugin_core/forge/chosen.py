"""Forge's ``ChooseColor`` and ``ChooseType`` followed by an ``Animate`` of the chosen
colour or type: cardhost's ``becomes`` "the color of your choice", "the basic land type
of your choice" or "the creature type of your choice", chosen as it resolves (608.2d):
"Target land becomes the basic land type of your choice until end of turn."."""

from __future__ import annotations

from types import MappingProxyType

from cardhost.forge.script import Ability
from cardhost.model.becoming import (
    BASIC_LAND_TYPE_OF_CHOICE,
    COLOR_OF_CHOICE,
    CREATURE_TYPE_OF_CHOICE,
)

CHOOSING = frozenset({"ChooseColor", "ChooseType"})
"""The choices of a colour or type the importer reads."""
KEYS = frozenset({"SP", "DB", "AB", "Cost", "SpellDescription", "StackDescription"})
KEYS |= {"SubAbility", "Defined", "Type", "AILogic", "AINoRecursiveCheck"}
"""The parameters of a choice read; any other keeps it from coming over."""
TYPES = {"Creature": CREATURE_TYPE_OF_CHOICE, "Basic Land": BASIC_LAND_TYPE_OF_CHOICE}
"""``ChooseType``'s ``Type$`` and what a permanent becomes of it."""
CHOSEN = {"ChosenColor": "Colors", "ChosenType": "Types"}
"""Forge's name of the choice and the ``Animate`` parameter that uses it."""
LAND_TYPE = {"RemoveLandTypes", "RemoveIntrinsicAbilities"}
"""An ``Animate``'s parameters of a basic land type that replaces the others (305.7)."""
OF_CHOICE = "OfChoice"
"""The parameter the importer gives an ``Animate`` of a choice: what it becomes."""


def of_choice(step: Ability) -> str | None:
    """What a ``ChooseColor``/``ChooseType`` step lets a permanent become: one of
    cardhost's words "of your choice", or ``None`` if it isn't one the importer reads."""
    api = step.get("SP") or step.get("DB") or step.get("AB")
    if api not in CHOOSING or not set(step.params) <= KEYS:
        return None
    if step.get("Defined") not in ("", "You"):
        return None
    if api == "ChooseColor":
        return COLOR_OF_CHOICE if not step.get("Type") else None
    return TYPES.get(step.get("Type"))


def using_choice(step: Ability, chosen: str) -> Ability | None:
    """``step``, an ``Animate`` of only the colour or type chosen (``chosen``), with the
    words it becomes; ``None`` if it uses no choice or more than it."""
    api = step.get("SP") or step.get("DB") or step.get("AB")
    key = "Colors" if chosen == COLOR_OF_CHOICE else "Types"
    if api != "Animate" or step.get(key) not in CHOSEN:
        return None
    others = {"Power", "Toughness", "Keywords", "Colors", "Types"} - {key}
    if any(k in step.params for k in others):
        return None
    removed = {k for k in ("RemoveLandTypes", "RemoveIntrinsicAbilities") if step.get(k)}
    replaced = step.get("RemoveCreatureTypes") == "True"
    if chosen == COLOR_OF_CHOICE and (step.get("OverwriteColors") != "True" or removed):
        return None
    if chosen == CREATURE_TYPE_OF_CHOICE and (not replaced or removed):
        return None
    if chosen == BASIC_LAND_TYPE_OF_CHOICE and (replaced or removed not in (set(), LAND_TYPE)):
        return None
    params = {k: v for k, v in step.params.items() if k not in (key, "OverwriteColors")}
    params |= {OF_CHOICE: chosen}
    return Ability(step.text, MappingProxyType(params))
