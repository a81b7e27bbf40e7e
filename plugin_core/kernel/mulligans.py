"""Mulligans (103.5): with their opening hands drawn, the players declare in turn order,
the starting player first, whether they keep their hand or take a mulligan; those who
take one do so at the same time, and declare again, until every player has kept."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel import effects, knowledge
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import Player
from cardhost.kernel.zone_changes import draw_card, move, relocate
from cardhost.model.events import MulliganTaken, OpeningHandKept, ZoneChanged
from cardhost.model.zones import LIBRARY

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

KEEP = "keep"
MULLIGAN = "mulligan"
DECLARATIONS = (KEEP, MULLIGAN)
"""What a player declares (103.5): keeping is the first option, so a chooser that takes
the first option keeps every hand."""


def take_mulligans(game: GameCore, players: list[Player], hand_size: int) -> None:
    """103.5, for ``players``, the players the game begins with, in turn order from the
    starting player, each holding the hand they drew. A player may take mulligans until
    their opening hand would be no cards. In a multiplayer game (a game that begins with
    more than two players, 100.1b) a player's first mulligan is free: it counts neither
    toward the cards they put on the bottom nor toward the mulligans they may take
    (103.5c)."""
    free = 1 if game.began_with > 2 else 0
    taken = dict.fromkeys(players, 0)
    deciding = _holding_cards(game, players, taken)
    while deciding:
        declared = [p for p in deciding if _declares_mulligan(game, p, taken[p])]
        for player in deciding:
            if player not in declared:
                game.emit(OpeningHandKept(player, len(player.hand), taken[player]))
        for player in declared:  # all at the same time, each seeing only its own cards
            taken[player] += 1
            _mulligan(game, player, taken[player], max(taken[player] - free, 0), hand_size)
        deciding = _holding_cards(game, declared, taken)


def _holding_cards(game: GameCore, players: list[Player], taken: dict[Player, int]) -> list[Player]:
    """The ``players`` who may still take a mulligan: those holding cards. Each of the
    others keeps their hand of no cards (103.5)."""
    holding = []
    for player in players:
        if player.hand:
            holding.append(player)
        else:
            game.emit(OpeningHandKept(player, 0, taken[player]))
    return holding


def _declares_mulligan(game: GameCore, player: Player, taken: int) -> bool:
    """Whether ``player`` declares a mulligan, having taken ``taken`` so far: the hand
    is shown with the choice (a decision waiting on it can't show it otherwise, for the
    start is undone while it waits)."""
    hand = player.hand
    prompt = f"keep {player}'s hand of {len(hand)}, or take mulligan {taken + 1} (103.5)"
    return game.choose(ChoiceKind.MULLIGAN, player, prompt, DECLARATIONS, hand) == MULLIGAN


def _mulligan(game: GameCore, player: Player, number: int, bottom: int, hand_size: int) -> None:
    """``player`` shuffles their hand into their library, draws ``hand_size`` cards,
    then puts ``bottom`` of them (of those there were to draw, 121.4) on the bottom of
    their library, one at a time, in the order they choose (103.5)."""
    bottom = min(bottom, hand_size, len(player.hand) + len(player.library))
    game.emit(MulliganTaken(player, number, bottom))
    for card in player.hand:
        move(game, card, LIBRARY, "shuffled into the library for a mulligan, 103.5")
    effects.shuffle(game, player)
    for _ in range(hand_size):
        draw_card(game, player)
    for _ in range(bottom):
        card = game.choose(
            ChoiceKind.BOTTOM,
            player,
            f"a card of {player}'s new hand to put on the bottom of their library (103.5)",
            player.hand,
        )
        new = relocate(game, card, LIBRARY)  # onto the top of the library: then the bottom
        player.contents(LIBRARY).replace((*player.library[1:], new))
        knowledge.learn(game.players, (player,), (new,))  # they chose it: where it is
        game.emit(ZoneChanged(card, "hand", "library", ON_THE_BOTTOM, new))


ON_THE_BOTTOM = "put on the bottom of the library after a mulligan, 103.5"
