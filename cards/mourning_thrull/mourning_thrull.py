"""Mourning Thrull: "Whenever Mourning Thrull deals damage, you gain that much life."
A triggered ability (603.2), once per damage event however many recipients (120.3)."""

from __future__ import annotations

from cardhost import CardDefinition, DamageDealt, Game, StackAbility, hookimpl


@hookimpl
def on_damage_dealt(game: Game, card: CardDefinition, event: DamageDealt) -> None:
    game.trigger(event.source, card.ability_text(2), gain_that_much, data={"amount": event.total})


def gain_that_much(game: Game, ability: StackAbility) -> None:
    game.gain_life(ability.controller, ability.data["amount"], ability.source_ref.name)
