"""Putting triggered abilities on the stack and resolving the top of the stack (603.3, 608)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import GameObject
from cardhost.kernel.plugins import guarded
from cardhost.kernel.stack import StackAbility
from cardhost.kernel.zone_changes import can_enchant, enter_battlefield, move
from cardhost.model.events import (
    AbilityDidNothing,
    AbilityResolved,
    AbilityTriggered,
    SpellCountered,
    SpellResolved,
)
from cardhost.model.zones import Zone

if TYPE_CHECKING:
    from cardhost.kernel.game import Game


def put_triggers_on_stack(game: Game) -> None:
    """603.3b: each player in APNAP order puts their triggered abilities on the stack in
    the order they choose; targets are chosen then (603.3d)."""
    waiting = list(game._pending)
    game._pending = ()
    for player in game.apnap():
        own = [a for a in waiting if a.controller is player]
        while own:
            ability = game.choose(
                ChoiceKind.TRIGGER_ORDER,
                player,
                "which triggered ability to put on the stack next (603.3b)",
                own,
            )
            own.remove(ability)
            put_on_stack(game, ability)


def put_on_stack(game: Game, ability: StackAbility) -> None:
    """Put one triggered ability on the stack, choosing its target (603.3d)."""
    if ability.target is not None:
        legal = ability.legal_targets(game)
        if not legal:
            game._emit(
                AbilityDidNothing(
                    ability.source,
                    ability.text,
                    "no legal target, so it was removed from the stack (603.3d)",
                )
            )
            return
        chosen = game.choose(
            ChoiceKind.TARGET,
            ability.controller,
            f"{ability.target.description} for {ability.source_ref.name}'s ability",
            legal,
        )
        ability.targets = (chosen,)
    game._stack = (*game._stack, ability)
    game._emit(
        AbilityTriggered(
            ability.source,
            ability.controller,
            ability.text,
            tuple(t for t in ability.targets),
        )
    )


def resolve_ability(game: Game, ability: StackAbility) -> None:
    """608.2: recheck an intervening "if" (603.4) and targets (608.2b), then the effect."""
    if ability.condition is not None and not guarded(
        ability.source_ref.name, "the condition of its triggered ability", ability.condition
    )(game, ability):
        game._emit(
            AbilityDidNothing(
                ability.source, ability.text, 'its "if" condition no longer holds (603.4)'
            )
        )
        return
    if ability.target is not None and not any(
        ability.target_still_legal(game, t) for t in ability.targets
    ):
        game._emit(
            AbilityDidNothing(
                ability.source, ability.text, "its target is no longer legal (608.2b)"
            )
        )
        return
    game._emit(AbilityResolved(ability.source, ability.text))
    guarded(ability.source_ref.name, "the effect of its triggered ability", ability.effect)(
        game, ability
    )


def resolve_spell(game: Game, spell: GameObject) -> None:
    """608.3: a permanent spell becomes a permanent; an Aura spell with an illegal
    target doesn't resolve (608.3b)."""
    if spell.is_aura:
        target = spell.targets[0] if spell.targets else None
        if target is None or not can_enchant(game, spell, target):
            game._emit(SpellCountered(spell, "its target is illegal, 608.3b"))
            move(game, spell, Zone.GRAVEYARD, "608.3b")
            return
    game._emit(SpellResolved(spell))
    if spell.is_permanent_card:
        enter_battlefield(
            game,
            spell,
            spell.controller,
            x=spell.x or 0,
            attach_to=spell.targets[0] if spell.is_aura else None,
            reason="resolved, 608.3",
        )
    else:
        game._call_card(spell, "resolve_spell", spell=spell, x=spell.x or 0)
        move(game, spell, Zone.GRAVEYARD, "resolved, 608.2n")
