"""Delayed triggered abilities (603.7) as values: an instruction an effect said to follow
later ("Draw a card at the beginning of the next turn's upkeep", "Return it to its
owner's hand at the beginning of the next end step", "... at end of combat"). Each
triggers once, the next time its moment comes (603.7b), and acts only on the objects it
was made for while they stay where they were (603.7c)."""

from __future__ import annotations

from dataclasses import dataclass

from cardhost.kernel.objects import GameObject, Player
from cardhost.model.instructions import Instruction


@dataclass(frozen=True)
class DelayedTrigger:
    """``instruction`` (its ``at`` the moment it waits for) for ``source``'s ability,
    controlled by ``controller``, acting on ``objects``: the targets it had, 603.7c;
    ``turn``: the turn it was made in ("the next turn's upkeep" is a later turn's)."""

    source: GameObject
    controller: Player
    instruction: Instruction
    objects: tuple[GameObject | Player, ...]
    turn: int
    named: tuple[tuple[str, GameObject | Player | int], ...] = ()
    """What the trigger event of the ability that made it named ("that creature", "that
    player", "that much", 603.2), for the instruction to name too."""

    @property
    def text(self) -> str:
        return f"{self.instruction.verb} at {self.instruction.at} (603.7)"
