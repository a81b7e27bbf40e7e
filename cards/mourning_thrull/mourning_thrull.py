"""Mourning Thrull: "Whenever Mourning Thrull deals damage, you gain that much life."
A triggered ability (603.2), once per damage event however many recipients (120.3)."""

from __future__ import annotations

from cardhost.hooks import hookimpl
from cardhost.kernel.damage import DamageEvent
from cardhost.kernel.game import Game
from cardhost.kernel.stack import StackAbility

NAME = "Mourning Thrull"
TEXT = "Whenever Mourning Thrull deals damage, you gain that much life."


@hookimpl
def on_damage_dealt(game: Game, damage: DamageEvent) -> None:
    if damage.source.name == NAME:
        game.trigger(damage.source, TEXT, gain_that_much, data={"amount": damage.total})


def gain_that_much(game: Game, ability: StackAbility) -> None:
    game.gain_life(ability.controller, ability.data["amount"], NAME)
