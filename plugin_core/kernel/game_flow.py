"""Starting a game (103), setting one up in progress, restarting it (726), and a player
leaving it (800.4a)."""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from cardhost.kernel import priority, turn_engine
from cardhost.kernel.combat import Combat
from cardhost.kernel.journal import on_undo
from cardhost.kernel.mulligans import take_mulligans
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.stack import StackAbility
from cardhost.kernel.zone_changes import draw_card, move, remove
from cardhost.model.errors import CardhostError
from cardhost.model.events import GameStarted, TurnBegan, ZoneChanged
from cardhost.model.mana import EMPTY_POOL
from cardhost.model.turns import (
    BEGINNING_OF_COMBAT,
    DECLARE_ATTACKERS,
    DRAW,
    END,
    MAIN1,
    MAIN2,
    UPKEEP,
    Step,
)
from cardhost.model.zones import EXILE, LIBRARY, STACK

if TYPE_CHECKING:
    from cardhost.kernel.game import Game

OPENING_HAND = 7  # 103.5
BEGIN_AT_STEPS = (
    UPKEEP,
    DRAW,
    MAIN1,
    BEGINNING_OF_COMBAT,
    DECLARE_ATTACKERS,
    MAIN2,
    END,
)


def playing(game: Game) -> list[Player]:
    """The players still in the game (104.3, 800.4a)."""
    return [p for p in game.players if not p.has_lost]


def start(game: Game, first: Player, opening_hands: bool) -> None:
    """103: optionally shuffle and draw opening hands; ``first`` takes the first turn."""
    game._emit(GameStarted(game.players, first))
    if opening_hands:
        deal_opening_hands(game, first)
    first_turn(game, first)


def first_turn(game: Game, first: Player) -> None:
    """The starting player's first turn begins and runs to its upkeep (103.8)."""
    game.starting_player = first
    game._normal_turn_player = first
    turn_engine.begin_turn(game, first, extra=False)
    turn_engine.advance(game)


def deal_opening_hands(game: Game, first: Player) -> None:
    """Each player still in the game shuffles and draws seven cards (103.3, 103.5), then
    the players take their mulligans, ``first``, the starting player, declaring first
    (103.5)."""
    on_undo(functools.partial(game.rng.setstate, game.rng.getstate()))
    for player in playing(game):
        cards = list(player.library)
        game.rng.shuffle(cards)
        player._zones[LIBRARY].replace(cards)
    for player in playing(game):
        for _ in range(OPENING_HAND):
            draw_card(game, player)
    players = playing(game)
    start = players.index(first)
    take_mulligans(game, players[start:] + players[:start], OPENING_HAND)


def begin_at(
    game: Game, active: Player, step: Step, turn_number: int | None, turns_taken: Mapping[str, int]
) -> None:
    """A game already in progress: ``active``'s turn at ``step``, each player having taken
    ``turns_taken`` turns (the active player at least 1). Nothing triggers."""
    if step not in BEGIN_AT_STEPS:
        allowed = ", ".join(s.value for s in BEGIN_AT_STEPS)
        raise CardhostError(f"a game can begin at one of these steps: {allowed}")
    for player in game.players:
        player.turns_taken = turns_taken.get(player.name, 0)
    active.turns_taken = max(active.turns_taken, 1)
    for player in sorted(game.players, key=lambda p: p is active):
        if player.turns_taken:
            player.turn_began_at = game._tick()
    game.turn_number = turn_number or sum(p.turns_taken for p in game.players)
    game.active_player = active
    game._normal_turn_player = active
    game.starting_player = active
    game.step = step
    if step in (BEGINNING_OF_COMBAT, DECLARE_ATTACKERS):
        game.combat = Combat()
    if step is DECLARE_ATTACKERS:
        game.awaiting = "attackers"
    else:
        priority.give(game, active)
    game._emit(GameStarted(game.players, active, in_progress_at=step))
    game._emit(TurnBegan(game.turn_number, active, active.turns_taken))


def restart(game: Game, first: Player, exempt: Iterable[GameObject]) -> None:
    """726: every card goes to its owner's library (tokens cease to exist), each player
    still in the game starts anew (726.1, 103), and ``first`` takes the first turn
    (726.1a); ``exempt`` cards stay in exile (726.5)."""
    kept = {obj.id for obj in exempt}
    for obj in [o for o in game._all_objects() if o.zone is not LIBRARY]:
        if obj.id in kept:
            if obj.zone is not EXILE:
                move(game, obj, EXILE, "exempt from the restart, 726.5", replaced=False)
        elif obj.is_token:
            remove(game, obj)
        else:
            move(game, obj, LIBRARY, "the game restarts, 726.2", replaced=False)
    game._zones[STACK].replace(())
    for player in playing(game):
        player.life = player.starting_life
        player.mana_pool = EMPTY_POOL
        player.turns_taken = 0
        player.turn_began_at = None
        player.lands_played = 0
        player.drew_from_empty_library = False
    game.turn_number = 0
    game._extra_turns = ()
    game._pending = ()
    game._effects = ()
    game.combat = None
    game.awaiting = None
    game._cleanup_again = False
    game._emit(GameStarted(tuple(playing(game)), first, restarted=True))
    deal_opening_hands(game, first)
    first_turn(game, first)


def leave_game(game: Game, player: Player) -> None:
    """800.4a: the objects ``player`` owns leave the game, abilities they control on the
    stack cease to exist, and what they still control is exiled; their waiting triggers
    are never put on the stack (800.4d)."""
    for obj in [o for o in game._all_objects() if o.owner is player]:
        origin = obj.zone.value if obj.zone else ""
        remove(game, obj)
        game._emit(ZoneChanged(obj, origin, "out of the game", "800.4a"))
    game._zones[STACK].replace(
        item
        for item in game.stack
        if not (isinstance(item, StackAbility) and item.controller is player)
    )
    game._pending = tuple(a for a in game._pending if a.controller is not player)
    for obj in [o for o in game.battlefield if o.controller is player]:
        move(game, obj, EXILE, "its controller left the game, 800.4a")
    if game.priority is player:  # the next player in turn order receives it (800.4a, 117.3d)
        priority.give(game, priority.next_in_turn_order(game, player))
