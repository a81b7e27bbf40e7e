"""Contamination: an upkeep cost paid by sacrificing a creature (701.21), and a
replacement effect that makes lands tapped for mana produce {B} (106.12b, 616.1)."""

from __future__ import annotations

from cardhost import (
    CardDefinition,
    ChoiceKind,
    Game,
    ManaAmount,
    ManaEvent,
    ReplacementEffect,
    StackAbility,
    Step,
    StepBegan,
    hookimpl,
)

KEEP = "sacrifice a creature"


def only_black(event: ManaEvent) -> ManaEvent:
    """{B} instead of any other type and amount: one black mana, however much it was."""
    return event.with_mana(ManaAmount(b=1))


@hookimpl
def replace_mana_event(
    game: Game, card: CardDefinition, event: ManaEvent
) -> list[ReplacementEffect[ManaEvent]]:
    """Every Contamination, whoever controls it, applies to any land tapped for mana."""
    if not (event.tapped_for_mana and event.permanent.is_land):
        return []
    text = card.ability_text(1)
    return [ReplacementEffect(c, text, only_black) for c in game.permanents(card)]


@hookimpl
def on_beginning_of_step(game: Game, card: CardDefinition, event: StepBegan) -> None:
    if event.step is Step.UPKEEP:
        for contamination in game.permanents(card, controller=event.active_player):
            game.trigger(contamination, card.ability_text(0), sacrifice_unless)


def sacrifice_unless(game: Game, ability: StackAbility) -> None:
    """ "Unless" offers the controller the choice as it resolves (118.12)."""
    player = ability.controller
    contamination = ability.source
    name = ability.source_ref.name
    creatures = game.permanents(controller=player, card_type="Creature")
    if creatures:
        let_go = f"sacrifice {name}"
        answer = game.choose(ChoiceKind.YES_NO, player, f"{KEEP} to keep {name}?", (KEEP, let_go))
        if answer == KEEP:
            victim = game.choose(
                ChoiceKind.SACRIFICE, player, f"a creature to sacrifice for {name}", creatures
            )
            game.sacrifice(victim, f"to keep {name}")
            return
    if contamination in game.battlefield:
        game.sacrifice(contamination, "its upkeep cost was not paid", by=player)
