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


ARTIFACT = CardType.ARTIFACT
CREATURE = CardType.CREATURE
ENCHANTMENT = CardType.ENCHANTMENT
INSTANT = CardType.INSTANT
LAND = CardType.LAND
SORCERY = CardType.SORCERY
PLANESWALKER = CardType.PLANESWALKER
BATTLE = CardType.BATTLE
KINDRED = CardType.KINDRED
"""Each card type as a module constant too, which the kernel reads: quicker than through the
class on Python 3.10-3.11 (see :data:`cardhost.model.zones.BATTLEFIELD`)."""

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
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
"""The basic land types (205.3i, 305.6)."""

ARTIFACT_TYPES = frozenset(
    [
        "Attraction",
        "Blood",
        "Bobblehead",
        "Clue",
        "Contraption",
        "Equipment",
        "Food",
        "Fortification",
        "Gold",
        "Incubator",
        "Infinity",
        "Junk",
        "Lander",
        "Map",
        "Powerstone",
        "Spacecraft",
        "Stone",
        "Treasure",
        "Vehicle",
    ]
)
"""The artifact types (205.3g)."""
ENCHANTMENT_TYPES = frozenset(
    [
        "Aura",
        "Background",
        "Cartouche",
        "Case",
        "Class",
        "Curse",
        "Role",
        "Room",
        "Rune",
        "Saga",
        "Shard",
        "Shrine",
    ]
)
"""The enchantment types (205.3h)."""
LAND_TYPES = frozenset(
    [
        "Cave",
        "Desert",
        "Forest",
        "Gate",
        "Island",
        "Lair",
        "Locus",
        "Mine",
        "Mountain",
        "Plains",
        "Planet",
        "Power-Plant",
        "Sphere",
        "Swamp",
        "Tower",
        "Town",
        "Urza's",
    ]
)
"""The land types (205.3i)."""


def subtype_kind(subtype: str) -> CardType:
    """The card type a subtype goes with (205.3): an artifact, enchantment or land type
    by the lists of 205.3g-i; any other is taken for a creature type (205.3m)."""
    if subtype in LAND_TYPES:
        return CardType.LAND
    if subtype in ARTIFACT_TYPES:
        return CardType.ARTIFACT
    if subtype in ENCHANTMENT_TYPES:
        return CardType.ENCHANTMENT
    return CardType.CREATURE


LOYALTY = "loyalty"
"""The kind of counter a planeswalker's loyalty is on the battlefield (306.5c)."""
