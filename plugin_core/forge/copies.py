"""Forge's clones (707.5): ``K:ETBReplacement:Copy:DBCopy:Optional`` with ``DB$ Clone``,
"You may have CARDNAME enter the battlefield as a copy of any creature on the
battlefield[, except ...]", as cardhost's ``enters_as_copy``; and ``CopyPermanent``,
"Create a token that's a copy of ...", as ``create_copy`` (707.2)."""

from __future__ import annotations

from typing import Any

from cardhost.forge.script import Ability
from cardhost.forge.valid import article, kind
from cardhost.model.card_types import CardType

CLONE_KEYS = frozenset(
    {"DB", "Choices", "AddTypes", "SetPower", "SetToughness", "SpellDescription"}
)
_TYPES = {t.value: t.value.lower() for t in CardType}


def clone(ability: Ability) -> tuple[dict[str, Any], str] | None:
    """The ``enters_as_copy`` table a ``DB$ Clone`` says, and its Oracle sentence; ``None``
    if cardhost can't say it."""
    if ability.get("DB") != "Clone" or set(ability.params) - CLONE_KEYS:
        return None
    alternatives = [
        a.replace("+Other", "").removesuffix(".Other") for a in ability.get("Choices").split(",")
    ]
    found = kind(",".join(alternatives))
    if found is None or found.another or found.keyword or found.compared or found.name:
        return None
    if found.controlled not in ("", "you control"):
        return None
    where = "you control" if found.controlled else "on the battlefield"
    table: dict[str, Any] = {"of": found.words}
    exceptions: dict[str, Any] = {}
    said = ""
    added = [t for t in ability.get("AddTypes").split(",") if t]
    power, toughness = ability.get("SetPower"), ability.get("SetToughness")
    if len(added) > 1 or (added and (power or toughness)):
        return None
    if added:  # 707.9b: "except it's an artifact in addition to its other types"
        word = _TYPES.get(added[0], added[0])
        key = "add_types" if added[0] in _TYPES else "add_subtypes"
        exceptions[key] = [added[0]]
        said = f", except it's {article(word)} {word} in addition to its other types"
    elif power or toughness:  # 707.9b, 707.9d: "except it's still 7/7"
        if not (power.isdigit() and toughness.isdigit()):
            return None
        exceptions["base_pt"] = f"{power}/{toughness}"
        said = f", except it's still {power}/{toughness}"
    if exceptions:
        table["except"] = exceptions
    one = f"any {found.noun_phrase} {where}"
    return table, f"You may have CARDNAME enter the battlefield as a copy of {one}{said}."
