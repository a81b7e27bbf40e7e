"""After every action (117.5): state-based actions are performed and triggered abilities
put on the stack, again and again, until neither happens (603.3b, 704.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel import game_flow, journal, layers, resolution, sba
from cardhost.kernel.journal import version

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def settle(game: GameCore) -> bool:
    """Perform state-based actions and put triggered abilities on the stack until
    neither happens (117.5, 603.3b, 704.3). True if anything happened. Nothing happens
    while a combat step waits for its declaration: no player has priority (508.2)."""
    if game.awaiting:
        return False
    acted = False
    while True:
        if game.checked_at != journal.WRITES:  # version(), without the call: hot
            layers.refresh(game)
            if game_flow.exile_what_the_left_control(game):  # 800.4c: at once, no SBA
                acted = True
            if sba.check_once(game):
                acted = True
                if game.game_over:
                    return acted
                continue  # 704.3: check again until none is performed
            object.__setattr__(game, "checked_at", version())  # not journaled
        if not game.pending_triggers:
            return acted
        resolution.put_triggers_on_stack(game)
        acted = True
