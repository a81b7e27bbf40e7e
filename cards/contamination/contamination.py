"""Contamination's replacement effect: lands tapped for mana produce {B} (106.12b,
616.1). Its upkeep trigger is data (contamination.toml)."""

from __future__ import annotations

from cardhost import (
    CardDefinition,
    Game,
    ManaAmount,
    ManaEvent,
    ReplacementEffect,
    hookimpl,
)


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
