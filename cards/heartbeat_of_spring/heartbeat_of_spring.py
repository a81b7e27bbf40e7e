"""Heartbeat of Spring: "Whenever a player taps a land for mana, that player adds one mana
of any type that land produced." A triggered mana ability (605.1b, 605.4a) that sees the
mana actually produced, after replacement effects (106.12a)."""

from __future__ import annotations

from hooks import hookimpl
from plugin_core.choices import ChoiceKind
from plugin_core.game import Game
from plugin_core.mana import ManaType
from plugin_core.objects import GameObject

NAME = "Heartbeat of Spring"


@hookimpl
def on_tapped_for_mana(game: Game, permanent: GameObject, mana: tuple[ManaType, ...]) -> None:
    if not permanent.is_land:
        return
    player = permanent.controller
    types = tuple(dict.fromkeys(mana))
    for heartbeat in game.permanents(NAME):
        chosen = game.choose(
            ChoiceKind.MANA_TYPE, player, f"a type of mana {permanent.name} produced", types
        )
        game.add_mana_from(
            heartbeat, player, (chosen,), "Heartbeat of Spring, a triggered mana ability"
        )
