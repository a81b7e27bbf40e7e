"""Copies of a game: an independent game that plays on from the same state.

Everything that changes as the game is played is copied: zones and the objects in them,
statuses, counters, effects in force, the stack, the turn and step, a decision waiting,
the chooser (so a script goes on from where it was) and the random generator. What
never changes is shared: the card definitions and the catalog. The copy has its own
plugin host, with the same cards' plugins registered. A copy searches ahead for an AI:
what it does never reaches the original.
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from cardhost.builtin import BUILTIN_PLUGINS
from cardhost.kernel.log import EventLog
from cardhost.kernel.plugins import PluginHost
from cardhost.model.errors import CardhostError

if TYPE_CHECKING:
    from cardhost.kernel.game import Game


def copy_game(game: Game, log: str) -> Game:
    """An independent copy of ``game``; its log ``"full"`` (the entries so far copied) or
    ``"off"``. A log streamed to a sink is not: the copy's would write into it too."""
    if game._in_action:
        raise CardhostError("a game can't be copied while an action runs (a plugin's hook)")
    if log not in ("full", "off"):
        raise CardhostError(f"a copy's log is 'full' or 'off', not {log!r}")
    host = PluginHost(BUILTIN_PLUGINS)
    memo: dict[int, Any] = {id(game._host): host, id(game.catalog): game.catalog}
    for definition in game.catalog.definitions():
        memo[id(definition)] = definition
    if log == "off" or not game.log.keep:
        memo[id(game.log)] = EventLog(keep=False)
        memo[id(game.log)].length = game.log.length
    copied: Game = copy.deepcopy(game, memo)
    for card in game._host.card_definitions:
        host.register(card)
    return copied
