"""Pacifism: "Enchanted creature can't attack or block." (508.1c, 509.1b)"""

from __future__ import annotations

from cardhost.hooks import hookimpl
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject

NAME = "Pacifism"


def _enchanted_by_pacifism(game: Game, creature: GameObject) -> bool:
    return any(aura.attached_to is creature for aura in game.permanents(NAME))


@hookimpl
def attack_restrictions(game: Game, creature: GameObject) -> str | None:
    if _enchanted_by_pacifism(game, creature):
        return "it is enchanted by Pacifism (enchanted creature can't attack or block)"
    return None


@hookimpl
def block_restrictions(game: Game, creature: GameObject) -> str | None:
    if _enchanted_by_pacifism(game, creature):
        return "it is enchanted by Pacifism (enchanted creature can't attack or block)"
    return None
