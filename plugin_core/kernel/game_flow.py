"""Starting a game (103), setting one up in progress, restarting it (726), a player
losing (104.3) and leaving it (800.4a)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING

from cardhost.kernel import knowledge, priority, turn_engine
from cardhost.kernel.actions import action, players_action, turn_action
from cardhost.kernel.combat import Combat
from cardhost.kernel.core import step_named
from cardhost.kernel.journal import drawing
from cardhost.kernel.mulligans import take_mulligans
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.stack import StackAbility
from cardhost.kernel.zone_changes import draw_card, move, remove, return_exiled_until
from cardhost.model.errors import CardhostError, IllegalActionError
from cardhost.model.events import GameDrawn, GameStarted, PlayerLost, TurnBegan, ZoneChanged
from cardhost.model.mana import EMPTY_POOL
from cardhost.model.turns import (
    BEGINNING_OF_COMBAT,
    DECLARE_ATTACKERS,
    DRAW,
    END,
    MAIN1,
    MAIN2,
    NOTHING_YET,
    UPKEEP,
    Step,
)
from cardhost.model.validation import LARGEST_INTEGER
from cardhost.model.zones import BATTLEFIELD, EXILE, LIBRARY, STACK

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

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


def exile_what_the_left_control(game: GameCore) -> bool:
    """A permanent controlled by a player who has left the game is exiled (800.4a), as
    soon as an effect giving another player control of it ends (800.4c). True if any
    was."""
    if game.game_over or all(not p.has_lost for p in game.players):
        return False  # the game over, nobody leaves it (104.3, 800.4)
    theirs = [p for p in game.battlefield if p.controller.has_lost]
    for permanent in theirs:
        move(game, permanent, EXILE, "its controller left the game, 800.4c")
    return bool(theirs)


def playing(game: GameCore) -> list[Player]:
    """The players still in the game (104.3, 800.4a)."""
    return [p for p in game.players if not p.has_lost]


@turn_action
@action
def start(
    game: GameCore,
    starting_player: Player | str | None = None,
    *,
    opening_hands: bool = False,
    began_with: int = 0,
) -> None:
    """Start the game (103): optionally shuffle and draw opening hands (103.3), which
    each player keeps or takes mulligans on, declared through the chooser (103.5);
    the starting player's first turn begins and runs to its upkeep (103.8). The game
    begins with the players in it (100.1b), or ``began_with`` if more: a start taken
    again after a player conceded during it (104.3a)."""
    if game.turn_number:
        raise IllegalActionError("103.1", "the game has already started")
    first = game.as_player(starting_player) if starting_player else game.players[0]
    if first.has_lost:
        raise IllegalActionError("103.1", f"{first} has left the game")
    game.emit(GameStarted(game.players, first))
    if not 0 <= began_with <= len(game.players):
        raise CardhostError(f"a game of {len(game.players)} players can't begin with {began_with}")
    game.began_with = max(began_with, len(playing(game)))  # 100.1b
    if opening_hands:
        deal_opening_hands(game, first)
    first_turn(game, first)


def first_turn(game: GameCore, first: Player) -> None:
    """The starting player's first turn begins and runs to its upkeep (103.8)."""
    game.starting_player = first
    game.normal_turn_player = first
    turn_engine.begin_turn(game, first, extra=False)
    turn_engine.advance(game)


def deal_opening_hands(game: GameCore, first: Player) -> None:
    """Each player still in the game shuffles and draws seven cards (103.3, 103.5), then
    the players take their mulligans, ``first``, the starting player, declaring first
    (103.5)."""
    for player in playing(game):
        cards = list(player.library)
        with drawing(game.rng) as rng:
            rng.shuffle(cards)
        player.contents(LIBRARY).replace(cards)
        knowledge.shuffled(game.players, player)  # 701.24a: a restart's too (726)
    for player in playing(game):
        for _ in range(OPENING_HAND):
            draw_card(game, player)
    players = playing(game)
    start = players.index(first)
    take_mulligans(game, players[start:] + players[:start], OPENING_HAND)


@turn_action
@action
def begin_at(
    game: GameCore,
    active_player: Player | str,
    step: Step | str = MAIN1,
    *,
    turn_number: int | None = None,
    turns_taken: Mapping[str, int] | None = None,
    summoning_sick: Iterable[GameObject] = (),
) -> None:
    """Set up a game already in progress, as a puzzle does: it is ``active_player``'s
    turn ``turn_number`` at ``step``, each player having taken ``turns_taken`` turns
    (the active player at least 1). Nothing triggers.

    Each player's most recent turn began before now, so a permanent on the battlefield
    has been under its controller's control continuously since then (302.6) unless it is
    in ``summoning_sick``, was added with ``add_card(..., summoning_sick=True)`` or was
    put onto the battlefield by an action: those came under their controller's control
    this turn. Cards added afterwards are sick only if added with
    ``summoning_sick=True``."""
    if game.turn_number:
        raise IllegalActionError("103.1", "the game has already started")
    active = game.as_player(active_player)
    step = step_named(step)
    taken = dict(turns_taken or {})
    if step not in BEGIN_AT_STEPS:
        allowed = ", ".join(s.value for s in BEGIN_AT_STEPS)
        raise CardhostError(f"a game can begin at one of these steps: {allowed}")
    for player in game.players:
        player.turns_taken = taken.get(player.name, 0)
    active.turns_taken = max(active.turns_taken, 1)
    sick = [game.existing(p) for p in summoning_sick]
    for permanent in sick:
        if permanent.zone is not BATTLEFIELD:
            raise CardhostError(f"{permanent} is not on the battlefield to be summoning sick")
    for player in sorted(game.players, key=lambda p: p is active):
        if player.turns_taken:
            player.turn_began_at = game.new_timestamp()
            player.upkeep_began_at = 0  # before the permanents set up arrived (702.30a)
    for permanent in game.battlefield:
        if permanent.control_since or permanent in sick:  # arrived this turn (302.6)
            permanent.control_since = game.new_timestamp()
    game.turn_number = turn_number or sum(p.turns_taken for p in game.players)
    if game.turn_number >= LARGEST_INTEGER:  # the next turn's number must fit too
        raise CardhostError(f"turn {game.turn_number:,} is past the last a game can reach")
    game.active_player = active
    game.normal_turn_player = active
    game.starting_player = active
    game.began_with = len(playing(game))  # 100.1b
    game.step = step
    if step in (BEGINNING_OF_COMBAT, DECLARE_ATTACKERS):
        game.combat = Combat()
    if step is DECLARE_ATTACKERS:
        game.awaiting = "attackers"
    else:
        priority.give(game, active)
    game.emit(GameStarted(game.players, active, in_progress_at=step))
    game.emit(TurnBegan(game.turn_number, active, active.turns_taken))


@turn_action
@action
def restart(
    game: GameCore, starting_player: Player | str, *, exempt: Iterable[GameObject] = ()
) -> None:
    """Restart the game (726): every card goes to its owner's library (tokens cease to
    exist), each player still in the game starts anew (726.1, 103), and
    ``starting_player`` takes the first turn (726.1a). ``exempt`` cards stay in exile,
    out of the new game's decks (726.5). A player who has left the game doesn't come
    back (800.4a)."""
    first = game.as_player(starting_player)
    if first.has_lost:
        raise IllegalActionError("726.1a", f"{first} has left the game")
    kept = {game.existing(card).id for card in exempt}
    game.exiled_with = ()  # 726.2: nothing of the old game goes on: no card returns
    game.prevention = ()
    game.redirections = ()
    game.regeneration_shields = ()
    for obj in [o for o in game.all_objects() if o.zone is not LIBRARY]:
        if obj.is_token:  # a token, exempt or not, is no card of the new game (726.2)
            remove(game, obj)
        elif obj.id in kept:
            if obj.zone is not EXILE:
                move(game, obj, EXILE, "exempt from the restart, 726.5", replaced=False)
        else:
            move(game, obj, LIBRARY, "the game restarts, 726.2", replaced=False)
    game.shared_zones[STACK].replace(())
    for player in playing(game):
        player.life = player.starting_life
        player.poison = player.energy = 0  # 726.1: a new game, begun as 103 says
        player.mana_pool = EMPTY_POOL
        player.turns_taken = 0
        player.turn_began_at = None
        player.upkeep_began_at = player.last_upkeep_began_at = None
        player.lands_played = 0
        player.drew_from_empty_library = False
        player.this_turn = NOTHING_YET
    game.turn_number = 0
    game.spells_this_turn = game.spells_last_turn = ()
    game.extra_turns = ()
    game.pending_triggers = ()
    game.delayed_triggers = ()  # 726.1: the old game's end with it
    game.skips = ()
    game.continuous_effects = ()
    turn_engine.end_combat(game)
    game.awaiting = None
    game.cleanup_again = False
    game.emit(GameStarted(tuple(playing(game)), first, restarted=True))
    game.began_with = len(playing(game))  # 726.1: a new game, of the players in it
    deal_opening_hands(game, first)
    first_turn(game, first)


@turn_action
@players_action
def concede(game: GameCore, player: Player | str) -> None:
    """``player`` concedes: they leave the game at once and lose it (104.3a), at any time,
    whatever would keep them from losing; a decision waiting is abandoned. No effect
    concedes for a player (117.3d)."""
    who = game.as_player(player)
    if game.game_over:
        raise IllegalActionError("104.1", f"the game is over; {who} can't concede it")
    if who.has_lost:
        raise IllegalActionError("800.4a", f"{who} has left the game")
    lose(game, who, "conceded (104.3a)")


def lose(game: GameCore, player: Player, reason: str) -> None:
    """``player`` loses the game (104.3); the last one standing wins (104.2a); if the
    last players lose at once, the game is a draw (104.4a)."""
    player.has_lost = True
    lost = PlayerLost(player, reason)
    game.endings = (*game.endings, lost)
    game.emit(lost)
    left = playing(game)
    if len(left) == 1:
        game.winner = left[0]
        game.game_over = True
    elif not left:  # all remaining players lost at once: a draw (104.4a)
        draw_the_game(game, "every player left lost at once, 104.4a")
    else:
        leave_game(game, player)


def draw_the_game(game: GameCore, reason: str) -> None:
    """The game is a draw (104.4): nobody wins."""
    game.winner = None
    game.game_over = True
    drawn = GameDrawn(reason)
    game.endings = (*game.endings, drawn)
    game.emit(drawn)


def leave_game(game: GameCore, player: Player) -> None:
    """800.4a: the objects ``player`` owns leave the game, effects giving them control
    of objects end, abilities they control on the stack cease to exist, and what they
    still control is exiled; their waiting triggers are never put on the stack
    (800.4d). Of the objects others own, their spells (601.2a) and permanents are
    exiled."""
    left = [o for o in game.battlefield if o.owner is player]
    for obj in [o for o in game.all_objects() if o.owner is player]:
        origin = obj.zone.value if obj.zone else ""
        remove(game, obj)
        game.emit(ZoneChanged(obj, origin, "out of the game", "800.4a"))
    if left and game.exiled_with:  # 610.3: they left the battlefield
        return_exiled_until(game, left)
    giving = [e for e in game.continuous_effects if e.controller is player and e.gives_control]
    if giving:
        game.continuous_effects = tuple(e for e in game.continuous_effects if e not in giving)
    game.shared_zones[STACK].replace(
        item
        for item in game.stack
        if not (isinstance(item, StackAbility) and item.controller is player)
    )
    game.pending_triggers = tuple(a for a in game.pending_triggers if a.controller is not player)
    still = [o for o in game.stack if isinstance(o, GameObject) and o.controller is player]
    for obj in [*still, *(o for o in game.battlefield if o.controller is player)]:
        move(game, obj, EXILE, "its controller left the game, 800.4a")
    if game.priority is player:  # the next player in turn order receives it (800.4a, 117.3d)
        priority.pass_on(game, player)
    else:
        priority.forget_pass(game, player)
    if game.awaiting == "attackers" and game.active_player is player:  # 800.4j: none declares
        game.awaiting = None
        priority.give(game, player)  # the next player in turn order (800.4j)
