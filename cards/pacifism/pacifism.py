"""Pacifism: "Enchanted creature can't attack or block." (508.1c, 509.1b)"""

from __future__ import annotations

from cardhost import CardDefinition, Game, GameObject, hookimpl


def _restriction(game: Game, card: CardDefinition, creature: GameObject) -> str | None:
    if any(aura.attached_to is creature for aura in game.permanents(card)):
        return f"it is enchanted by {card.name} ({card.ability_text(1).lower().rstrip('.')})"
    return None


@hookimpl
def attack_restrictions(game: Game, card: CardDefinition, creature: GameObject) -> str | None:
    return _restriction(game, card, creature)


@hookimpl
def block_restrictions(game: Game, card: CardDefinition, creature: GameObject) -> str | None:
    return _restriction(game, card, creature)
