"""Heartbeat of Spring: "Whenever a player taps a land for mana, that player adds one mana
of any type that land produced." A triggered mana ability (605.1b, 605.4a) that sees the
mana actually produced, after replacement effects (106.12a)."""

from __future__ import annotations

from cardhost import CardDefinition, ChoiceKind, Game, ManaAbilityResolved, ManaAmount, hookimpl


@hookimpl
def on_tapped_for_mana(game: Game, card: CardDefinition, event: ManaAbilityResolved) -> None:
    land = event.permanent
    if not land.is_land:
        return
    player = land.controller
    types = event.mana.types
    for heartbeat in game.permanents(card):
        chosen = game.choose(
            ChoiceKind.MANA_TYPE, player, f"a type of mana {land.name} produced", types
        )
        game.add_mana_from(
            heartbeat, player, ManaAmount.of(chosen), f"{card.name}, a triggered mana ability"
        )
