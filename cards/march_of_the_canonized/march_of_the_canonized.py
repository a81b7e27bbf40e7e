"""March of the Canonized: X Vampires as it enters (107.3m, X-1) and a Vampire Demon each
upkeep while devotion to white and black is seven or greater (700.5, 603.4; MC-1 to MC-7)."""

from __future__ import annotations

from cardhost import (
    CardDefinition,
    Game,
    PermanentEntered,
    StackAbility,
    Step,
    StepBegan,
    hookimpl,
)


@hookimpl
def on_enter_battlefield(game: Game, card: CardDefinition, event: PermanentEntered) -> None:
    """X is the X of the spell that became March; 0 if it wasn't cast (107.3m)."""
    game.trigger(event.permanent, card.ability_text(0), create_vampires, x=event.x)


def create_vampires(game: Game, ability: StackAbility) -> None:
    token = ability.source.definition.tokens["Vampire Token"]
    game.create_token(token, ability.controller, ability.x)


def devoted_enough(game: Game, ability: StackAbility) -> bool:
    """The intervening "if": checked as it triggers and as it resolves (603.4, MC-2)."""
    config = ability.source.definition.config
    return (
        game.devotion(ability.controller, *config["devotion_colors"]) >= config["devotion_needed"]
    )


@hookimpl
def on_beginning_of_step(game: Game, card: CardDefinition, event: StepBegan) -> None:
    if event.step is not Step.UPKEEP:
        return
    for march in game.permanents(card, controller=event.active_player):
        game.trigger(march, card.ability_text(1), create_vampire_demon, condition=devoted_enough)


def create_vampire_demon(game: Game, ability: StackAbility) -> None:
    token = ability.source.definition.tokens["Vampire Demon Token"]
    game.create_token(token, ability.controller)
