"""Card types (300.1) and supertypes (205.4a): the words of a type line."""

from __future__ import annotations

from enum import Enum


class CardType(str, Enum):
    """Card types (300.1) the kernel knows."""

    ARTIFACT = "Artifact"
    CREATURE = "Creature"
    ENCHANTMENT = "Enchantment"
    INSTANT = "Instant"
    LAND = "Land"
    SORCERY = "Sorcery"
    PLANESWALKER = "Planeswalker"
    BATTLE = "Battle"
    KINDRED = "Kindred"


PERMANENT_TYPES = frozenset(
    {
        CardType.ARTIFACT,
        CardType.CREATURE,
        CardType.ENCHANTMENT,
        CardType.LAND,
        CardType.PLANESWALKER,
        CardType.BATTLE,
    }
)
SUPERTYPES = ("Basic", "Legendary", "Snow", "World", "Ongoing")
