"""Heartbeat of Spring: "Whenever a player taps a land for mana, that player adds one mana
of any type that land produced." A triggered mana ability (605.1b, 605.4a) that sees the
mana actually produced, after replacement effects (106.12a)."""

from __future__ import annotations

from cardhost.hooks import hookimpl
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject
from cardhost.model.mana import ManaType

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
