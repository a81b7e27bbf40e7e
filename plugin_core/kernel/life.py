"""Life totals change through one path (119): gaining and losing life, paying life
(119.4), damage to a player (120.3a) and lifelink (120.3f) all come here and fire
:class:`LifeChanged`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel import player_rules
from cardhost.model.events import LifeChanged

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import Player


def change_life(game: GameCore, player: Player, amount: int, reason: str) -> None:
    """``player`` gains (``amount`` > 0) or loses (< 0) that much life (119.3). Gaining
    or losing 0 life is no event: nothing triggers (119.9)."""
    event = adjust_life(game, player, amount, reason)
    if event is not None:
        game.emit(event)


def adjust_life(game: GameCore, player: Player, amount: int, reason: str) -> LifeChanged | None:
    """Change the life total and return the event, for a caller that fires it once every
    simultaneous result is in place (120.4, 510.2); ``None`` for 0, and for life a player
    who can't gain life would gain (119.7)."""
    if amount == 0:
        return None
    if amount > 0 and player_rules.has_rule(game, player, "can't gain life"):
        return None
    player.life += amount
    return LifeChanged(player, amount, player.life, reason)
