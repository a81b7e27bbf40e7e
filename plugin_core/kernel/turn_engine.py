"""Moving through turns and steps (500-514), extra turns (500.7), and turn-based actions."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardhost.kernel import player_rules, priority, skipping
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.combat import (
    Combat,
    attackers_passing_declares,
    blocks_passing_declares,
    combat_damage,
    declare_attackers,
    declare_blockers,
    first_strike_step_needed,
)
from cardhost.kernel.objects import Player
from cardhost.kernel.resolution import fire_delayed
from cardhost.kernel.zone_changes import discard_card, draw_card
from cardhost.model.continuous import DOESNT_UNTAP, Duration
from cardhost.model.errors import IllegalActionError
from cardhost.model.events import (
    ManaEmptied,
    StepBegan,
    TappedOrUntapped,
    TurnBegan,
)
from cardhost.model.mana import EMPTY_POOL
from cardhost.model.turns import (
    BEGINNING_OF_COMBAT,
    CLEANUP,
    COMBAT_DAMAGE,
    DECLARE_ATTACKERS,
    DECLARE_BLOCKERS,
    DRAW,
    END_OF_COMBAT,
    FIRST_STRIKE_DAMAGE,
    NOTHING_YET,
    TURN_ORDER,
    UNTAP,
    UPKEEP,
    Step,
)

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

MAXIMUM_HAND_SIZE = 7  # 402.2


def begin_turn(game: GameCore, player: Player, *, extra: bool) -> None:
    """A turn begins (500): the player's count of turns taken goes up, then untap."""
    game.turn_number += 1
    game.active_player = player
    if not extra:
        game.normal_turn_player = player
    player.turns_taken += 1
    player.turn_began_at = game.new_timestamp()
    player.lands_played = 0
    game.activated_this_turn = frozenset()  # "once each turn" starts anew (602.5b)
    for each in game.players:
        each.this_turn = NOTHING_YET
    if game.spells_this_turn or game.spells_last_turn:  # "last turn": the turn before
        game.spells_last_turn, game.spells_this_turn = game.spells_this_turn, ()
    end_combat(game)
    _turn_has_begun(game, player)
    game.step = UNTAP
    game.emit(TurnBegan(game.turn_number, player, player.turns_taken, extra))
    skipping.turn_begins(game, player)
    if game.skips and skipping.skips_step(game, UNTAP):  # 614.10a: it doesn't happen
        priority.take_away(game)
        return
    begin_step(game, UNTAP)


def begin_step(game: GameCore, step: Step) -> None:
    """Begin a step: its turn-based actions are dealt with first (703.3); then the step
    has begun and "at the beginning of" abilities trigger (503.1a). Nobody has priority
    until the game gives it (117.3a)."""
    priority.take_away(game)
    game.step = step
    active = game.active_player
    if step is UNTAP:
        for permanent in game.battlefield:  # 502.3
            if permanent.controller is active and permanent.tapped:
                if permanent.restricted_by(DOESNT_UNTAP):
                    continue
                permanent.tapped = False
                game.emit(TappedOrUntapped(permanent, False, "untap step, 502.3"))
        if game.continuous_effects:
            _end_next_untap(game, active)
    elif step is UPKEEP:  # "since the beginning of your last upkeep" (702.30a)
        active.last_upkeep_began_at = active.upkeep_began_at
        active.upkeep_began_at = game.new_timestamp()
    elif step is DRAW:
        draw_card(game, active)  # 504.1
    elif step is BEGINNING_OF_COMBAT:
        game.combat = Combat()
    elif step is DECLARE_ATTACKERS:
        game.awaiting = None if active.has_lost else "attackers"  # 800.4j: none declares
    elif step is DECLARE_BLOCKERS:
        game.awaiting = "blockers"
    elif step is FIRST_STRIKE_DAMAGE:
        combat_damage(game, first_strike_step=True)
    elif step is COMBAT_DAMAGE:
        combat_damage(game, first_strike_step=False)
    elif step is CLEANUP:
        cleanup(game)
    game.emit(StepBegan(step, active))
    if game.delayed_triggers:
        fire_delayed(game, step)


def end_combat(game: GameCore) -> None:
    """Combat is over (511.3): its creatures are removed from it, a change what reads
    "attacking" sees (506.4), and there is no combat."""
    combat = game.combat
    if combat is None:
        return
    if combat.attackers or combat.blocks:
        combat.attackers, combat.blocks = (), ()
    game.combat = None


def _end_next_untap(game: GameCore, active: Player) -> None:
    """Effects "during its controller's next untap step" end as that step is over for the
    objects the active player controls (502.3), each object's own controller's step
    ("Those creatures don't untap during their controller's next untap step": another
    player's creature stays tapped through theirs), of a group no longer for the active
    player's objects, and once every player's step is over, not at all (611.2c); and
    effects "during your next untap step" the active player controls end."""
    mine = {p.id for p in game.battlefield if p.controller is active}
    kept = []
    for effect in game.continuous_effects:
        if effect.duration is Duration.YOUR_NEXT_UNTAP and effect.controller is active:
            continue
        group = effect.affects is not None and not effect.objects
        if effect.duration is Duration.NEXT_UNTAP and group:
            untapped = effect.untapped | {active.index}  # a group's: 611.2c
            if all(p.index in untapped or p.has_lost for p in game.players):
                continue
            effect = replace(effect, untapped=untapped)
        elif effect.duration is Duration.NEXT_UNTAP and effect.objects & mine:
            left = effect.objects - mine
            if not left:
                continue
            effect = replace(effect, objects=left)
        kept.append(effect)
    if kept != list(game.continuous_effects):
        game.continuous_effects = tuple(kept)


def cleanup(game: GameCore) -> None:
    """514.1: discard to maximum hand size; 514.2: damage wears off and "until end of
    turn" effects end."""
    active = game.active_player
    unlimited = player_rules.has_rule(game, active, "no maximum hand size")  # 402.2
    while len(active.hand) > MAXIMUM_HAND_SIZE and not unlimited:
        card = game.choose(
            ChoiceKind.DISCARD,
            active,
            f"a card to discard down to {MAXIMUM_HAND_SIZE} (514.1)",
            active.hand,
            rule="514.1",
        )
        discard_card(game, card, "discarded in cleanup, 514.1")
    for permanent in game.battlefield:
        if permanent.damage:  # most have none: no write to skip
            permanent.damage = 0
        if permanent.damaged_by:  # "this turn" ends (514.2)
            permanent.damaged_by = frozenset()
    end_turn_effects(game)


def end_turn_effects(game: GameCore) -> None:
    """ "Until end of turn" effects end (514.2), and those whose objects are all gone
    with them (400.7), but one on a group, which applies to whatever is in it (611.2c);
    so do regeneration shields, prevention and redirection effects, "this turn"
    (701.19a, 615, 614.9)."""
    if game.regeneration_shields:
        game.regeneration_shields = ()
    if game.prevention:
        game.prevention = ()
    if game.redirections:  # 614.9: "this turn"
        game.redirections = ()
    present = {o.id for o in game.battlefield}
    game.continuous_effects = tuple(
        e
        for e in game.continuous_effects
        if not e.until_end_of_turn
        and ((e.affects is not None and not e.objects) or e.objects & present or e.players)
    )


def end_step(game: GameCore) -> None:
    """A step ends: mana empties from every pool (106.4); combat ends after its last step,
    and "until end of combat" effects with it (511.3)."""
    for player in game.players:
        if player.mana_pool is not EMPTY_POOL and player.mana_pool:  # most are emptied
            game.emit(ManaEmptied(player, player.mana_pool.mana))
            player.mana_pool = EMPTY_POOL
    if game.step is END_OF_COMBAT:
        end_combat(game)
        if game.continuous_effects:  # "until end of combat" (511.3)
            game.continuous_effects = tuple(
                e for e in game.continuous_effects if e.duration is not Duration.END_OF_COMBAT
            )


def next_step(game: GameCore, after: Step | None = None) -> Step | None:
    """The step after the current one (or ``after``), leaving out those that don't
    happen; ``None`` after the cleanup step unless another cleanup step is needed
    (514.3a)."""
    step = after or game.step
    if step is CLEANUP:
        return CLEANUP if game.cleanup_again else None
    combat = game.combat
    attacked = combat is not None and (  # 508.8: declared, or put onto the battlefield attacking
        bool(combat.declaration and combat.declaration.attackers) or bool(combat.attackers)
    )
    index = TURN_ORDER.index(step) + 1
    while True:
        candidate = TURN_ORDER[index]
        if (
            candidate
            in (
                DECLARE_BLOCKERS,
                FIRST_STRIKE_DAMAGE,
                COMBAT_DAMAGE,
            )
            and not attacked
        ):  # 508.8
            index += 1
            continue
        if candidate is FIRST_STRIKE_DAMAGE and not first_strike_step_needed(game):
            index += 1
            continue
        if candidate is DRAW and game.turn_number == 1 and game.began_with == 2:
            index += 1  # 103.8a: the starting player skips the draw step of their first turn
            continue
        return candidate


def next_turn_player(game: GameCore) -> tuple[Player, bool]:
    """Who takes the next turn: the most recent extra turn first (500.7), else the next
    player in turn order after the last normal turn (101.4), unless they skip it: then
    the turn after (614.10a)."""
    while True:
        player, extra = _next_turn(game)
        if not (game.skips and skipping.skips_turn(game, player)):
            return player, extra
        if not extra:  # the normal turn they skipped passes the turn order on (101.4)
            game.normal_turn_player = player


def _next_turn(game: GameCore) -> tuple[Player, bool]:
    while game.extra_turns:
        player = game.extra_turns[-1]
        game.extra_turns = game.extra_turns[:-1]
        if not player.has_lost:  # a player who left the game takes no turns (800.4a)
            return player, True
        _turn_has_begun(game, player)  # 800.4m: their next turn, as it would have begun
    players = game.players
    index = players.index(game.normal_turn_player)
    for offset in range(1, len(players) + 1):
        candidate = players[(index + offset) % len(players)]
        if not candidate.has_lost:
            return candidate, False
        _turn_has_begun(game, candidate)  # 800.4m: as it would have begun
    raise IllegalActionError("104.2a", "no player is left to take a turn")


def _turn_has_begun(game: GameCore, player: Player) -> None:
    """``player``'s turn begins, or would have if they hadn't left the game (800.4m):
    their effects "until your next turn" end (611.2a), and "during your next untap
    step", which that turn's untap step would have ended."""
    if not game.continuous_effects:
        return
    ending = (Duration.YOUR_NEXT_TURN, Duration.YOUR_NEXT_UNTAP) if player.has_lost else ()
    kept = tuple(
        e
        for e in game.continuous_effects
        if e.controller is not player
        or not (e.duration is Duration.YOUR_NEXT_TURN or e.duration in ending)
    )
    if len(kept) != len(game.continuous_effects):
        game.continuous_effects = kept


def advance(game: GameCore) -> None:
    """All players pass in succession with an empty stack: the step ends and the game
    moves to the next point where a player receives priority (500.2, 117.4)."""
    if game.stack:
        raise IllegalActionError(
            "500.2",
            "a step ends only when the stack is empty and all players pass; resolve the stack",
        )
    if game.awaiting == "attackers":  # only what must attack does (508.1d)
        declare_attackers(game, attackers_passing_declares(game))
    elif game.awaiting == "blockers":  # only what must block does (509.1c)
        declare_blockers(game, blocks_passing_declares(game))
    if game.step is not UNTAP:
        game.settle()
        if game.stack:
            return
    while True:
        following = next_step(game)
        end_step(game)
        while following is not None and game.skips and skipping.skips_step(game, following):
            skipped = END_OF_COMBAT if following is BEGINNING_OF_COMBAT else following
            following = next_step(game, skipped)  # 614.10a: the one after it happens
        if following is None:
            player, extra = next_turn_player(game)
            begin_turn(game, player, extra=extra)
        else:
            game.cleanup_again = False
            begin_step(game, following)
        if game.step is UNTAP:  # no player gets priority (502.4): nothing settles yet
            continue
        acted = game.settle()
        if game.step is CLEANUP:
            if not acted:
                continue
            game.cleanup_again = True  # 514.3a: priority, then another cleanup step
        if game.awaiting is None:
            priority.give(game, game.active_player)  # 117.3a
        return
