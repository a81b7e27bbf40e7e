"""Creature types as the Comprehensive Rules list them today (205.3m): a Forge script
of 2020 may still say one since retired by an Oracle update, which the importer says
in the current word, or misspell one, which it can't say."""

from __future__ import annotations

import re

from cardhost.model.card_types import SPELL_TYPES
from cardhost.model.keywords import KNOWN_SUBTYPES

RETIRED = {"Cephalid": "Octopus", "Hound": "Dog", "Naga": "Snake", "Viashino": "Lizard"}
"""Creature types an Oracle update retired, and the type each card of it has now
(205.3m lists only the latter)."""


def current_subtypes(
    subtypes: list[str], creature: bool, oracle: str, name: str
) -> tuple[list[str], str]:
    """The subtypes of a card whose type line says ``subtypes``, a retired creature type
    as the one it became; with a problem (else ``""``): of a creature or kindred card
    (``creature``), a word 205.3 doesn't list, or a retired type its rules text names
    (outside the card's ``name``), which would no longer find the cards it meant."""
    if not creature:
        return subtypes, ""
    current: list[str] = []
    for subtype in subtypes:
        new = RETIRED.get(subtype, subtype)
        if new not in KNOWN_SUBTYPES | SPELL_TYPES:  # a land creature's Forest, a kindred Aura
            return subtypes, f"the subtype {subtype!r} (205.3 lists no such type)"
        if new not in current:
            current.append(new)
    rules = oracle.replace(name, "")
    named = [t for t in RETIRED if re.search(rf"\b{t}s?\b", rules)]
    if named:
        return subtypes, f"the retired creature type {named[0]!r} in its rules text (205.3m)"
    return current, ""
