"""Thraben Inspector: an enters-the-battlefield trigger (603.6a) that investigates
(701.16a: create a Clue token, 111.10f)."""

from __future__ import annotations

from cardhost import CardDefinition, Game, PermanentEntered, StackAbility, hookimpl


@hookimpl
def on_enter_battlefield(game: Game, card: CardDefinition, event: PermanentEntered) -> None:
    game.trigger(event.permanent, card.ability_text(0), investigate)


def investigate(game: Game, ability: StackAbility) -> None:
    game.investigate(ability.controller)
