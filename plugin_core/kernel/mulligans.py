"""Mulligans (103.5): with their opening hands drawn, the players declare in turn order,
the starting player first, whether they keep their hand or take a mulligan; those who
take one do so at the same time, and declare again, until every player has kept."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import Player
from cardhost.kernel.zone_changes import draw_card, move
from cardhost.model.events import MulliganTaken, OpeningHandKept
from cardhost.model.zones import LIBRARY

if TYPE_CHECKING:
    from cardhost.kernel.game import Game

KEEP = "keep"
MULLIGAN = "mulligan"
DECLARATIONS = (KEEP, MULLIGAN)
"""What a player declares (103.5): keeping is the first option, so a chooser that takes
the first option keeps every hand."""


def take_mulligans(game: Game, players: list[Player], hand_size: int) -> None:
    """103.5, for ``players`` in turn order from the starting player, each holding a
    hand of ``hand_size`` cards. In a multiplayer game (100.1b) a player's first
    mulligan is free: it counts neither toward the cards they put on the bottom nor
    toward the mulligans they may take (103.5c)."""
    free = 1 if len(game.players) > 2 else 0
    taken = dict.fromkeys(players, 0)
    deciding = list(players)
    while deciding:
        declared = [p for p in deciding if _declares_mulligan(game, p, taken[p])]
        for player in deciding:
            if player not in declared:
                game._emit(OpeningHandKept(player, len(player.hand), taken[player]))
        for player in declared:  # all at the same time, each seeing only its own cards
            taken[player] += 1
            _mulligan(game, player, taken[player], max(taken[player] - free, 0), hand_size)
        deciding = []
        for player in declared:
            if max(taken[player] - free, 0) < hand_size:
                deciding.append(player)
            else:  # a hand of no cards: no further mulligan (103.5)
                game._emit(OpeningHandKept(player, len(player.hand), taken[player]))


def _declares_mulligan(game: Game, player: Player, taken: int) -> bool:
    """Whether ``player`` declares a mulligan, having taken ``taken`` so far."""
    prompt = f"keep {player}'s hand of {len(player.hand)}, or take mulligan {taken + 1} (103.5)"
    return game.choose(ChoiceKind.MULLIGAN, player, prompt, DECLARATIONS) == MULLIGAN


def _mulligan(game: Game, player: Player, number: int, bottom: int, hand_size: int) -> None:
    """``player`` shuffles their hand into their library, draws ``hand_size`` cards,
    then puts ``bottom`` of them on the bottom of their library, one at a time, in the
    order they choose (103.5)."""
    game._emit(MulliganTaken(player, number, bottom))
    for card in player.hand:
        move(game, card, LIBRARY, "shuffled into the library for a mulligan, 103.5")
    game.shuffle(player)
    for _ in range(hand_size):
        draw_card(game, player)
    for _ in range(min(bottom, len(player.hand))):
        card = game.choose(
            ChoiceKind.BOTTOM,
            player,
            f"a card of {player}'s new hand to put on the bottom of their library (103.5)",
            player.hand,
        )
        new = move(game, card, LIBRARY, "put on the bottom of the library after a mulligan, 103.5")
        library = player._zones[LIBRARY]
        library.replace((*player.library[1:], new))  # moved onto the top: now the bottom
