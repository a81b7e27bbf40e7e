"""Skipping steps, phases and turns (614.10): an effect that makes a player skip one is
a replacement effect. The skipped step, phase or turn doesn't happen (614.10a); each
effect skipping a player's "next" one skips the first that would happen, so two such
effects skip the next two."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel.actions import action
from cardhost.kernel.objects import Player
from cardhost.kernel.skips import THIS_TURNS_COMBAT, Skip
from cardhost.model.errors import CardhostError
from cardhost.model.events import Skipped, SkipScheduled
from cardhost.model.instructions import MOST_SKIPS
from cardhost.model.turns import (
    BEGINNING_OF_COMBAT,
    COMBAT_PHASE,
    DRAW,
    DRAW_STEP,
    NEXT_TURNS_COMBAT,
    SKIPPABLE,
    TURN,
    UNTAP,
    UNTAP_STEP,
    UPKEEP,
    UPKEEP_STEP,
    Step,
)

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

SKIPPED_STEPS = {UNTAP: UNTAP_STEP, UPKEEP: UPKEEP_STEP, DRAW: DRAW_STEP}
"""The steps an effect may make a player skip, by the words the effects use."""


@action
def skip_next(game: GameCore, player: Player | str, what: str, count: int = 1) -> None:
    """``player`` skips their next ``what`` (:data:`SKIPPABLE`), ``count`` times: "You
    skip your next turn.", "Target player skips their next draw step." (614.10)."""
    who = game.as_player(player)
    if what not in SKIPPABLE:
        raise CardhostError(f"what a player skips is one of {SKIPPABLE} (614.10), not {what!r}")
    if type(count) is not int or not 0 <= count <= MOST_SKIPS:
        raise CardhostError(f"a number of skips is an int from 0 to {MOST_SKIPS}, not {count!r}")
    for _ in range(count):
        game.skips = (*game.skips, Skip(who, what))
        game.emit(SkipScheduled(who, what))


def turn_begins(game: GameCore, player: Player) -> None:
    """As ``player``'s turn begins, the first of their skips of "all combat phases of
    your next turn" applies to it (614.10a: another waits for the turn after); those of
    the turn before are over."""
    if not game.skips:
        return
    kept: list[Skip] = []
    applied = False
    for skip in game.skips:
        if skip.what == THIS_TURNS_COMBAT:
            continue
        if skip.what == NEXT_TURNS_COMBAT and skip.player is player and not applied:
            skip, applied = Skip(player, THIS_TURNS_COMBAT), True
        kept.append(skip)
    game.skips = tuple(kept)


def skips_step(game: GameCore, step: Step) -> bool:
    """Whether the active player skips ``step``, about to begin: the untap, upkeep or
    draw step, or the beginning of combat, and with it the combat phase (614.10a). A
    skip of the "next" one is used up, and the skip is logged."""
    player = game.active_player
    if step is BEGINNING_OF_COMBAT:
        if any(s.player is player and s.what == THIS_TURNS_COMBAT for s in game.skips):
            game.emit(Skipped(player, COMBAT_PHASE))
            return True
        return _used(game, player, COMBAT_PHASE)
    what = SKIPPED_STEPS.get(step)
    return what is not None and _used(game, player, what)


def skips_turn(game: GameCore, player: Player) -> bool:
    """Whether ``player`` skips the turn they would take next (614.10, 500.7)."""
    return _used(game, player, TURN)


def _used(game: GameCore, player: Player, what: str) -> bool:
    """Use up ``player``'s first skip of their next ``what``, if any, logging it."""
    for index, skip in enumerate(game.skips):
        if skip.player is player and skip.what == what:
            game.skips = game.skips[:index] + game.skips[index + 1 :]
            game.emit(Skipped(player, what))
            return True
    return False
