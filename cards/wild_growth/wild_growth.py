"""Wild Growth: "Whenever enchanted land is tapped for mana, its controller adds an
additional {G}." A triggered mana ability (605.1b) that resolves at once (605.4a)."""

from __future__ import annotations

from cardhost import CardDefinition, Game, ManaAbilityResolved, ManaAmount, hookimpl


@hookimpl
def on_tapped_for_mana(game: Game, card: CardDefinition, event: ManaAbilityResolved) -> None:
    """The land's controller gets the mana, whoever controls the Aura."""
    land = event.permanent
    for aura in game.permanents(card):
        if aura.attached_to is land:
            game.add_mana_from(
                aura, land.controller, ManaAmount(g=1), f"{card.name}, a triggered mana ability"
            )
