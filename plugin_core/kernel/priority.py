"""Priority (117): who may act now, passing, and what happens when all players pass in
succession (117.4)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.model.errors import IllegalActionError
from cardhost.model.events import PriorityPassed

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import Player


def give(game: GameCore, player: Player) -> None:
    """``player`` receives priority, and nobody has passed since (117.3, 117.4); if they
    have left the game (the active player, whose turn goes on without them), the next
    player in turn order still in it does instead (800.4j)."""
    if player.has_lost:
        player = next_in_turn_order(game, player)
    if game.priority is not player:
        game.priority = player
    if game.passes:
        game.passes = 0


def take_away(game: GameCore) -> None:
    """No player has priority: the untap step, a declaration, most cleanup steps
    (117.3a, 502.4, 508.1, 514.3)."""
    game.priority = None
    game.passes = 0


def holder(game: GameCore, what: str) -> Player:
    """The player who has priority, to take ``what``; refused when nobody has it, and
    once the game is over (104.1)."""
    if game.game_over:
        raise IllegalActionError("104.1", f"the game is over: nobody can {what}")
    if game.awaiting is not None:
        raise IllegalActionError(
            "117.3a", f"{game.awaiting} must be declared before anyone can {what}"
        )
    if game.priority is None:
        raise IllegalActionError("117.3a", f"no player has priority in the {game.step.value} step")
    return game.priority


def check(game: GameCore, player: Player, what: str) -> None:
    """``player`` may ``what`` only while they have priority (117.1)."""
    if game.priority is player and game.awaiting is None:
        return
    current = holder(game, what)
    if current is not player:
        raise IllegalActionError(
            "117.1", f"{player} can't {what}: {current} has priority; {current} must pass first"
        )


def pass_once(game: GameCore) -> bool:
    """The player with priority passes (117.3d), announcing the mana in their pool: the
    next player in turn order receives priority. True when that makes every player still
    in the game pass in succession (117.4), so the top of the stack resolves or the step
    ends."""
    current = holder(game, "pass priority")
    game.emit(PriorityPassed(current, current.mana_pool.mana))
    game.passes += 1
    playing = [p for p in game.players if not p.has_lost]
    if game.passes >= len(playing):
        return True
    game.priority = next_in_turn_order(game, current)
    return False


def pass_on(game: GameCore, player: Player) -> None:
    """``player``, who had priority, has left the game: the next player in turn order
    still in it receives priority (800.4a), and the passes made in succession before
    still count (117.4)."""
    game.priority = next_in_turn_order(game, player)


def forget_pass(game: GameCore, player: Player) -> None:
    """``player``, who has just left the game without priority (800.4a), passed since the
    last action or not: a pass of theirs no longer counts among those in succession of
    the players still in it (117.4), who must each pass. The passes are those of the
    players just before the one with priority in turn order."""
    holder = game.priority
    if holder is None or not game.passes:
        return
    order = [p for p in game.players if not p.has_lost or p is player]
    at = order.index(holder)
    if player in {order[(at - back) % len(order)] for back in range(1, game.passes + 1)}:
        game.passes -= 1


def next_in_turn_order(game: GameCore, player: Player) -> Player:
    """The next player after ``player`` in turn order still in the game (101.4, 800.4)."""
    players = game.players
    start = players.index(player)
    for offset in range(1, len(players) + 1):
        candidate = players[(start + offset) % len(players)]
        if not candidate.has_lost:
            return candidate
    return player
