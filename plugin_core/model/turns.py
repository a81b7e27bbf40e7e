"""Turn structure: phases and steps in order (500-514)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any


class Step(str, Enum):
    """The steps of a turn, main phases counted as steps (500.1)."""

    UNTAP = "untap"  # 502
    UPKEEP = "upkeep"  # 503
    DRAW = "draw"  # 504
    MAIN1 = "precombat main"  # 505
    BEGINNING_OF_COMBAT = "beginning of combat"  # 507
    DECLARE_ATTACKERS = "declare attackers"  # 508
    DECLARE_BLOCKERS = "declare blockers"  # 509
    FIRST_STRIKE_DAMAGE = "first-strike damage"  # 510.4
    COMBAT_DAMAGE = "combat damage"  # 510
    END_OF_COMBAT = "end of combat"  # 511
    MAIN2 = "postcombat main"  # 505
    END = "end"  # 513
    CLEANUP = "cleanup"  # 514

    @property
    def is_main_phase(self) -> bool:
        return self is MAIN1 or self is MAIN2


UNTAP = Step.UNTAP
UPKEEP = Step.UPKEEP
DRAW = Step.DRAW
MAIN1 = Step.MAIN1
BEGINNING_OF_COMBAT = Step.BEGINNING_OF_COMBAT
DECLARE_ATTACKERS = Step.DECLARE_ATTACKERS
DECLARE_BLOCKERS = Step.DECLARE_BLOCKERS
FIRST_STRIKE_DAMAGE = Step.FIRST_STRIKE_DAMAGE
COMBAT_DAMAGE = Step.COMBAT_DAMAGE
END_OF_COMBAT = Step.END_OF_COMBAT
MAIN2 = Step.MAIN2
END = Step.END
CLEANUP = Step.CLEANUP
"""Each step as a module constant too, which the kernel reads: quicker than through the
class on Python 3.10-3.11 (see :data:`cardhost.model.zones.BATTLEFIELD`)."""

TURN_ORDER: tuple[Step, ...] = tuple(Step)


@dataclass(frozen=True)
class ThisTurn:
    """What a player and the permanents they controlled did this turn, which abilities
    ask about ("if a creature died this turn", "if you attacked this turn", 700.4,
    508.1): creatures they controlled that ``died``, creatures they ``attacked_with``,
    ``lands_entered`` under their control, permanents they controlled that ``left`` the
    battlefield, the life they ``gained`` and ``lost`` (119.3), and the damage they were
    ``dealt`` (120.3a)."""

    died: int = 0
    attacked_with: int = 0
    lands_entered: int = 0
    left: int = 0
    gained: int = 0
    lost: int = 0
    dealt: int = 0

    def __deepcopy__(self, memo: dict[int, Any]) -> ThisTurn:
        """A value: a copy of the game shares it."""
        return self


NOTHING_YET = ThisTurn()
"""A turn in which a player has done nothing yet."""


TURN = "turn"
UNTAP_STEP, UPKEEP_STEP, DRAW_STEP = "untap step", "upkeep step", "draw step"
COMBAT_PHASE = "combat phase"
NEXT_TURNS_COMBAT = "combat phases of next turn"
"""Every combat phase of the player's next turn: "skips all combat phases of their
next turn"."""
SKIPPABLE = (TURN, UNTAP_STEP, UPKEEP_STEP, DRAW_STEP, COMBAT_PHASE, NEXT_TURNS_COMBAT)
"""What an effect may make a player skip (614.10), as card files write it: "You skip
your next turn.", "Target player skips their next draw step."."""
