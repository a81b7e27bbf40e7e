"""Forge's ``Effect`` that says, for the turn, what every permanent of a group can't or
must do ("Creatures without flying can't block this turn."): a ``cant`` or ``must`` on
each of the group, which applies to the group as it is from moment to moment (611.2c)."""

from __future__ import annotations

from typing import Any

from cardhost.forge.effects import Said, all_of, group_of
from cardhost.forge.script import Ability

STATIC_PARAMS = frozenset(
    {"Mode", "EffectZone", "AffectedZone", "Affected", "AddHiddenKeyword", "Description"}
)
"""The parameters of the static ability such an effect makes that the importer reads."""

RULES = {
    "CARDNAME can't block.": ("cant", "block", "can't block"),
    "CARDNAME can't attack.": ("cant", "attack", "can't attack"),
    "CARDNAME can't attack or block.": ("cant", "attack or block", "can't attack or block"),
    "CARDNAME attacks each combat if able.": ("must", "attack each combat", "attack"),
    "CARDNAME blocks each combat if able.": ("must", "block each combat", "block"),
}
"""Forge's hidden keywords for what a creature can't or must do (508.1c-d, 509.1b): the
verb, its words, and how the Oracle text says it of a plural subject."""


def group_rule(static: Ability, target: str | None) -> Said | None:
    """ "Creatures without flying can't block this turn.", "Creatures your opponents
    control attack this turn if able." (611.2c); ``None`` for any other static."""
    if target is not None or set(static.params) - STATIC_PARAMS:
        return None
    if static.get("Mode") != "Continuous" or static.get("EffectZone") != "Command":
        return None
    if static.get("AffectedZone", "Battlefield") != "Battlefield":
        return None
    group = group_of(static.get("Affected"))
    rule = RULES.get(static.get("AddHiddenKeyword"))
    if group is None or rule is None or "creature" not in group.nouns:
        return None
    verb, words, said = rule
    instruction: dict[str, Any] = {verb: words, "on": f"each {group.words}"}
    named = all_of(group).removeprefix("All ")
    subject = named[:1].upper() + named[1:]
    if verb == "must":
        sentence = f"{subject} {said} this turn if able."
        each = f"Each {group.words} {said}s this turn if able."
    else:
        sentence = f"{subject} {said} this turn."
        each = f"Each {group.words} {said} this turn."
    return Said((instruction,), sentence, "", (), (each,))
