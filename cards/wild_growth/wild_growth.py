"""Wild Growth: "Whenever enchanted land is tapped for mana, its controller adds an
additional {G}." A triggered mana ability (605.1b) that resolves at once (605.4a)."""

from __future__ import annotations

from cardhost.hooks import hookimpl
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject
from cardhost.model.mana import ManaType

NAME = "Wild Growth"


@hookimpl
def on_tapped_for_mana(game: Game, permanent: GameObject) -> None:
    """The land's controller gets the mana, whoever controls the Aura."""
    for aura in game.permanents(NAME):
        if aura.attached_to is permanent:
            game.add_mana_from(
                aura, permanent.controller, (ManaType.G,), "Wild Growth, a triggered mana ability"
            )
