"""Contamination: an upkeep cost paid by sacrificing a creature (701.21), and a
replacement effect that makes lands tapped for mana produce {B} (106.12b, 616.1)."""

from __future__ import annotations

from cardhost.hooks import hookimpl
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.game import Game
from cardhost.kernel.objects import Player
from cardhost.kernel.stack import StackAbility
from cardhost.model.mana import ManaType
from cardhost.model.replaceable import ManaEvent, ReplacementEffect
from cardhost.model.turns import Step

NAME = "Contamination"
UPKEEP = "At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a creature."
REPLACE = "If a land is tapped for mana, it produces {B} instead of any other type and amount."
KEEP = "sacrifice a creature"
LET_GO = "sacrifice Contamination"


def only_black(event: ManaEvent) -> ManaEvent:
    return event.with_mana((ManaType.B,))


@hookimpl
def replace_mana_event(game: Game, event: ManaEvent) -> list[ReplacementEffect[ManaEvent]]:
    """Every Contamination, whoever controls it, applies to any land tapped for mana."""
    if not (event.tapped_for_mana and event.permanent.is_land):
        return []
    return [ReplacementEffect(c, REPLACE, only_black) for c in game.permanents(NAME)]


@hookimpl
def on_beginning_of_step(game: Game, step: Step, active_player: Player) -> None:
    if step is Step.UPKEEP:
        for contamination in game.permanents(NAME, controller=active_player):
            game.trigger(contamination, UPKEEP, sacrifice_unless)


def sacrifice_unless(game: Game, ability: StackAbility) -> None:
    """ "Unless" offers the controller the choice as it resolves (118.12)."""
    player = ability.controller
    contamination = ability.source
    creatures = game.permanents(controller=player, card_type="Creature")
    if creatures:
        answer = game.choose(ChoiceKind.YES_NO, player, f"{KEEP} to keep {NAME}?", (KEEP, LET_GO))
        if answer == KEEP:
            victim = game.choose(
                ChoiceKind.SACRIFICE, player, f"a creature to sacrifice for {NAME}", creatures
            )
            game.sacrifice(victim, f"to keep {NAME}")
            return
    if contamination in game.battlefield:
        game.sacrifice(contamination, "its upkeep cost was not paid")
