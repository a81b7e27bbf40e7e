"""Loops of mandatory actions (104.4b): while every player passes and the stack resolves
on and on, the game watches for a loop that nothing in it could end.

A loop is recognised when, for :data:`LOOP_WINDOW` resolutions in a row, the stack never
fell below its height at the start and nothing that could end the loop shrank: the number
of permanents, and each player's life, library and hand. A chain that winds down (a stack
that empties, creatures dying one by one, life being lost, cards being drawn) is never
taken for one. It is a bound, not a proof: a loop that needs more than that many
resolutions to end on its own is taken for an endless one. A loop in which a player took
an optional action (answered "you may" or "you may pay" otherwise than declining, paid
what "unless" asks, or cast or activated something with priority) is not one of
mandatory actions: the players' answers keep it going (104.4b); one in which each
declined every such offer goes on as mandatory (731.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

LOOP_WINDOW = 1_000
"""Resolutions in a row, none winding anything down, that make a loop (104.4b)."""


def _measure(game: GameCore) -> tuple[int, ...]:
    """The quantities whose shrinking could end a loop."""
    sizes = [len(game.battlefield)]
    for player in game.players:
        sizes += [player.life, len(player.library), len(player.hand)]
    return tuple(sizes)


class LoopWatch:
    """Watches the resolutions of one run of passes for a loop of mandatory actions."""

    def __init__(self, game: GameCore) -> None:
        self.game = game
        self.height = 0
        self.start: tuple[int, ...] = ()
        self.count = 0
        self.taken = 0

    def resolved(self) -> bool:
        """Call after each resolution; True once the resolutions form a loop (104.4b)."""
        height = len(self.game.stack)
        now = _measure(self.game)
        if (
            self.count
            and height >= self.height
            and all(n >= s for n, s in zip(now, self.start, strict=True))
        ):
            self.count += 1
            return self.count >= LOOP_WINDOW
        self.height, self.start, self.count = height, now, 1
        self.taken = self.game.optional_actions_taken
        return False

    def optional(self) -> bool:
        """Whether, since the loop began, a player took an optional action (104.4b:
        "Loops that contain an optional action don't result in a draw"; 731.6)."""
        return self.game.optional_actions_taken != self.taken

    def reset(self) -> None:
        """The stack emptied or the game moved on: no loop so far."""
        self.count = 0
