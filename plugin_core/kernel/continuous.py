"""Continuous effects in force (611): what the game keeps of each effect of a resolved
spell or ability, and of each static ability as the layers judge it (613)."""

from __future__ import annotations

from dataclasses import dataclass

from cardhost.kernel.objects import GameObject, Player
from cardhost.model.continuous import Affected, DevotionCondition, Layer, Modification


@dataclass(frozen=True)
class ContinuousEffect:
    """A continuous effect in force (611): its ``source`` and ``controller`` (``None`` for a
    static ability's: the source's controller, 613.1b), what it does
    (one :class:`Modification` per layer, 613.6), its ``timestamp`` (613.7), and whom it
    affects: ``affects``, judged continuously for a static ability (611.3a), or the
    ``objects`` it was applied to, for a resolved spell or ability (611.2c).
    ``until_end_of_turn`` effects end in the cleanup step (514.2)."""

    source: GameObject
    controller: Player | None
    modifications: tuple[Modification, ...]
    timestamp: int
    affects: Affected | None = None
    objects: frozenset[int] = frozenset()
    condition: DevotionCondition | None = None
    until_end_of_turn: bool = False
    description: str = ""

    @property
    def layers(self) -> frozenset[Layer]:
        return frozenset(m.layer for m in self.modifications)
