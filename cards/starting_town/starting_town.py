"""Starting Town: "This land enters tapped unless it's your first, second, or third turn
of the game." A replacement effect on how it enters (614.1d, 614.12); ST-1 to ST-3."""

from __future__ import annotations

from cardhost.hooks import hookimpl
from cardhost.kernel.game import Game
from cardhost.model.replaceable import EnteringPermanent, ReplacementEffect

NAME = "Starting Town"
TEXT = "This land enters tapped unless it's your first, second, or third turn of the game."


def is_early_turn_of(game: Game, entering: EnteringPermanent) -> bool:
    """True during its controller's own turn while they have taken no more turns of this
    game than the card allows: their turns, not the game's (ST-2); never during another
    player's turn (ST-3); a restarted game counts afresh (ST-1, 726)."""
    controller = entering.controller
    limit = entering.permanent.definition.config["untapped_through_turn"]
    return game.active_player is controller and controller.turns_taken <= limit


@hookimpl
def replace_enter_battlefield(
    game: Game, entering: EnteringPermanent
) -> ReplacementEffect[EnteringPermanent] | None:
    if entering.permanent.name != NAME or is_early_turn_of(game, entering):
        return None
    return ReplacementEffect(entering.permanent, TEXT, EnteringPermanent.as_tapped)
