"""Devotion from mana costs (700.5)."""

from __future__ import annotations

from typing import TYPE_CHECKING
from weakref import WeakKeyDictionary

from cardhost.hooks import hookimpl
from cardhost.model.mana import Color

if TYPE_CHECKING:
    from cardhost.model.protocols import Game, Player

_counted: WeakKeyDictionary[Player, dict[frozenset[Color], tuple[tuple[bool, int], int]]] = (
    WeakKeyDictionary()
)
"""Each player's last count per set of colours, with the game's ``board_version`` it was
counted at: what it counts (the permanents, their controllers, the faces up) is what
that version follows, so the count holds until it moves."""


@hookimpl
def count_devotion(game: Game, player: Player, colors: frozenset[Color]) -> int:
    """Count the mana symbols among the mana costs of permanents ``player`` controls that
    are any of ``colors`` (700.5). A hybrid symbol of two counted colours counts once
    (MC-5); generic, colorless and X symbols count for nothing (MC-7); text boxes count
    for nothing (MC-1); a back face has no mana cost (712.8e, MC-4). Counted again only
    once a permanent (or anything a continuous effect in force reads) has changed."""
    now = game.board_version
    known = _counted.get(player)
    if known is None:
        known = _counted[player] = {}
    last = known.get(colors)
    if last is not None and last[0] == now:
        return last[1]
    total = 0
    of_cost: dict[int, int] = {}  # by the cost's identity: a board has few costs, many times
    for permanent in game.battlefield:
        if permanent.controller is player:
            cost = permanent.mana_cost
            if cost is not None:
                count = of_cost.get(id(cost))
                if count is None:
                    count = of_cost[id(cost)] = cost.devotion(colors)
                total += count
    known[colors] = (now, total)
    return total
