"""Evasion keywords as blocking restrictions (702.9b flying, 702.17b reach)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl

if TYPE_CHECKING:
    from cardhost.model.protocols import Game, GameObject


@hookimpl
def block_restrictions(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """A creature with flying can't be blocked except by creatures with flying or reach
    (702.9b)."""
    if attacker.has_keyword("flying") and not (
        creature.has_keyword("flying") or creature.has_keyword("reach")
    ):
        return (
            f"{attacker.name} has flying and {creature.name} has neither flying nor reach (702.9b)"
        )
    return None
