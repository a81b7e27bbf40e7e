"""Forge's ``AddType$`` on a static ability: a card type, a creature type or basic land
types a permanent has in addition to its others (205.1b), as cardhost's ``add_types``
or ``add_subtypes``, with the Oracle words for them ("is a Knight in addition to its
other creature types", "are every basic land type in addition to their other types")."""

from __future__ import annotations

from dataclasses import dataclass

from cardhost.forge.script import Ability
from cardhost.forge.valid import article, kind
from cardhost.model.card_types import BASIC_LAND_TYPES, CREATURE_TYPES

CARD_TYPES = {"Artifact": "artifact", "Enchantment": "enchantment"}
"""The card types Forge's ``AddType$`` may add here, and their Oracle words."""


@dataclass(frozen=True)
class AddedTypes:
    """What a static ability's ``AddType$`` says: the entry's fields, and how the
    Oracle text says them of one permanent (``one``) or of several (``many``)."""

    fields: dict[str, list[str]]
    one: tuple[str, ...]
    many: tuple[str, ...]


def added_types(static: Ability) -> AddedTypes | None:
    """The types ``AddType$`` adds: one card type, one creature type, one basic land
    type or all five; ``None`` for any other."""
    words = [w.strip() for w in static.get("AddType").split("&")]
    if sorted(words) == sorted(BASIC_LAND_TYPES):  # "every basic land type" (205.3i)
        return AddedTypes(
            {"add_subtypes": words},
            ("is every basic land type in addition to its other types",),
            ("are every basic land type in addition to their other types",),
        )
    if len(words) != 1:
        return None
    word = words[0]
    if word in CARD_TYPES:
        fields, noun, others = {"add_types": [word]}, CARD_TYPES[word], ("types",)
    elif word in CREATURE_TYPES:
        fields, noun, others = {"add_subtypes": [word]}, word, ("creature types", "types")
    elif word in BASIC_LAND_TYPES:
        fields, noun, others = {"add_subtypes": [word]}, word, ("land types", "types")
    else:
        return None
    group = kind(word)
    nouns = group.plural if group is not None else f"{noun}s"
    return AddedTypes(
        fields,
        tuple(f"is {article(noun)} {noun} in addition to its other {o}" for o in others),
        tuple(f"are {nouns} in addition to their other {o}" for o in others),
    )
