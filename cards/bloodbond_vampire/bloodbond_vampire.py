"""Bloodbond Vampire: "Whenever you gain life" triggers once for each life-gain event
(119.9), lifelink's included (120.3f); its +1/+1 counter goes on it if it's still on
the battlefield (122.6)."""

from __future__ import annotations

from cardhost import CardDefinition, Game, LifeChanged, StackAbility, Zone, hookimpl


@hookimpl
def on_life_gained(game: Game, card: CardDefinition, event: LifeChanged) -> None:
    for vampire in game.permanents(card, controller=event.player):
        game.trigger(vampire, card.ability_text(0), grow)


def grow(game: Game, ability: StackAbility) -> None:
    if ability.source.zone is Zone.BATTLEFIELD:
        game.add_counters(ability.source, "+1/+1")
