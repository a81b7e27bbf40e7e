"""Forge's characteristic-defining power and toughness (``PT:*/*`` and ``S:Mode$
Continuous | CharacteristicDefining$ True | SetPower$ X``) as cardhost's
``[characteristic_defining]`` (604.3, 208.2a): "CARDNAME's power and toughness are each
equal to the number of creatures you control."."""

from __future__ import annotations

from typing import Any

from cardhost.forge.counted import Counted, counted
from cardhost.forge.script import Ability, ScriptFace

DEFINING_KEYS = frozenset(
    {"Mode", "EffectZone", "CharacteristicDefining", "SetPower", "SetToughness"}
    | {"References", "Description"}
)
"""The parameters of a characteristic-defining static ability the importer reads."""
NOT_DEFINING = ("that much", "this creature's", "the target's")
"""Counts a characteristic-defining ability never makes: an event's amount, an object's
own or its target's power (604.3)."""


def defining(face: ScriptFace, static: Ability) -> tuple[dict[str, str], str] | str:
    """The ``[characteristic_defining]`` table and the Oracle paragraph it says, or what
    the importer can't say (the Forge construct)."""
    for key in static.params:
        if key not in DEFINING_KEYS:
            return f"S: CharacteristicDefining$ with {key}$"
    if static.get("EffectZone") != "All":  # 604.3: it functions in every zone
        return f"S: CharacteristicDefining$ with EffectZone$ {static.get('EffectZone')}"
    printed = dict(zip(("power", "toughness"), face.fields.get("PT", "").split("/"), strict=False))
    found: dict[str, Counted] = {}
    for key, param in (("power", "SetPower"), ("toughness", "SetToughness")):
        if param not in static.params:
            continue
        svar = face.svar(static.get(param)) or ""
        count = counted(svar)
        if count is None or count.data.startswith(NOT_DEFINING) or printed.get(key) != "*":
            return f"S: CharacteristicDefining$ {param}$ {svar}"
        found[key] = count
    if not found:
        return "S: CharacteristicDefining$ setting no power or toughness"
    table = {key: count.data for key, count in found.items()}
    counts = list(found.values())
    if len(counts) == 2 and counts[0] == counts[1]:
        said = f"CARDNAME's power and toughness are each equal to {counts[0].oracle}."
    elif len(counts) == 1:
        said = f"CARDNAME's {next(iter(found))} is equal to {counts[0].oracle}."
    else:
        return "S: CharacteristicDefining$ of two counts"
    return table, said


def stars(table: dict[str, Any]) -> bool:
    """Whether a card table's power or toughness is ``"*"``, defined by an ability."""
    return "*" in (table.get("power"), table.get("toughness"))
