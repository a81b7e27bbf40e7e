"""Mana Reflection: "If you tap a permanent for mana, it produces twice as much of that mana
instead." A replacement effect on the mana production event (106.12b, 616.1)."""

from __future__ import annotations

from cardhost import CardDefinition, Game, ManaEvent, ReplacementEffect, hookimpl


def twice_as_much(event: ManaEvent) -> ManaEvent:
    return event.with_mana(event.mana * 2)


@hookimpl
def replace_mana_event(
    game: Game, card: CardDefinition, event: ManaEvent
) -> list[ReplacementEffect[ManaEvent]]:
    """Each Mana Reflection of the player tapping the permanent applies once (616.1f); a
    {Q} ability or a triggered mana ability is not tapping for mana (106.12)."""
    if not event.tapped_for_mana:
        return []
    tapper = event.permanent.controller
    text = card.ability_text(0)
    return [
        ReplacementEffect(reflection, text, twice_as_much)
        for reflection in game.permanents(card, controller=tapper)
    ]
