"""Turn structure: phases and steps in order (500-514)."""

from __future__ import annotations

from enum import Enum


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
        return self in (Step.MAIN1, Step.MAIN2)


TURN_ORDER: tuple[Step, ...] = tuple(Step)
