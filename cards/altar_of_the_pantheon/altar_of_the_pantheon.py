"""Altar of the Pantheon: raises devotion by one (700.5a) and gains 1 life from its mana
ability while you control a God, a Demigod, or a legendary enchantment."""

from __future__ import annotations

from cardhost import CardDefinition, Color, Game, GameObject, ManaAbilityResolved, Player, hookimpl


@hookimpl
def count_devotion(
    game: Game, card: CardDefinition, player: Player, colors: frozenset[Color]
) -> int:
    """Each Altar you control raises your devotion to any colours by one (700.5a)."""
    return len(game.permanents(card, controller=player))


def _pantheon_member(permanent: GameObject) -> bool:
    return (
        "God" in permanent.subtypes
        or "Demigod" in permanent.subtypes
        or (permanent.is_legendary and permanent.is_type("Enchantment"))
    )


@hookimpl
def on_mana_ability_resolved(game: Game, event: ManaAbilityResolved) -> None:
    """The rest of the mana ability's text, as it resolves (605.3b)."""
    controller = event.permanent.controller
    if any(_pantheon_member(p) for p in game.permanents(controller=controller)):
        game.gain_life(controller, 1, event.permanent.name)
