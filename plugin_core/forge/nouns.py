"""The nouns a target phrase names its object by, and "that ..." says it again with:
"target creature an opponent controls", "that creature" (608.2c)."""

from __future__ import annotations

NOUNS = frozenset(
    {"creature", "artifact", "enchantment", "land", "planeswalker", "permanent", "spell"}
    | {"card", "player", "opponent"}
)
"""The nouns of target phrases, as Oracle texts name an object again."""
