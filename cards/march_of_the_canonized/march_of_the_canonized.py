"""March of the Canonized: X Vampires as it enters (107.3m, X-1) and a Vampire Demon each
upkeep while devotion to white and black is seven or greater (700.5, 603.4; MC-1 to MC-7)."""

from __future__ import annotations

from cardhost.hooks import hookimpl
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.stack import StackAbility
from cardhost.model.turns import Step

NAME = "March of the Canonized"
ENTERS = (
    "When March of the Canonized enters, create X 1/1 white Vampire creature tokens with lifelink."
)
UPKEEP = (
    "At the beginning of your upkeep, if your devotion to white and black is seven or "
    "greater, create a 4/3 white and black Vampire Demon creature token with flying."
)


@hookimpl
def on_enter_battlefield(game: Game, permanent: GameObject, x: int) -> None:
    """X is the X of the spell that became March; 0 if it wasn't cast (107.3m)."""
    if permanent.name == NAME:
        game.trigger(permanent, ENTERS, create_vampires, x=x)


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
def on_beginning_of_step(game: Game, step: Step, active_player: Player) -> None:
    if step is not Step.UPKEEP:
        return
    for march in game.permanents(NAME, controller=active_player):
        game.trigger(march, UPKEEP, create_vampire_demon, condition=devoted_enough)


def create_vampire_demon(game: Game, ability: StackAbility) -> None:
    token = ability.source.definition.tokens["Vampire Demon Token"]
    game.create_token(token, ability.controller)
