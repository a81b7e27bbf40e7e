"""Distinct representatives: one different member of each of several choices, found by
augmenting paths (Kuhn's algorithm), in time polynomial in the choices, never by trying
every combination. Used wherever the rules ask for different objects at once: the targets
of one word "target" (115.3), partners for blocks that need another blocker (509.1c)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

Member = TypeVar("Member")


def representatives(
    choices: Sequence[Sequence[Member]],
    avoid: Sequence[Member] = (),
    step: Callable[[], None] | None = None,
) -> list[Member] | None:
    """One member of each of ``choices``, all different objects and none of ``avoid``
    (by identity), in the choices' order; ``None`` if there is no such set. ``step`` is
    called for each member looked at, for a caller that bounds its work."""
    held: dict[int, int] = {}  # a member's id: the choice holding it
    members: dict[int, Member] = {}

    def place(index: int, seen: set[int]) -> bool:
        for member in choices[index]:
            if step is not None:
                step()
            key = id(member)
            if key in seen or any(member is a for a in avoid):
                continue
            seen.add(key)
            if key not in held or place(held[key], seen):
                held[key], members[key] = index, member
                return True
        return False

    if not all(place(index, set()) for index in range(len(choices))):
        return None
    chosen = {index: members[key] for key, index in held.items()}
    return [chosen[index] for index in range(len(choices))]
