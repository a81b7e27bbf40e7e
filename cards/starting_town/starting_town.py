"""Starting Town: "This land enters tapped unless it's your first, second, or third turn
of the game." A replacement effect on how it enters (614.1d, 614.12); ST-1 to ST-3."""

from __future__ import annotations

from cardhost import CardDefinition, EnteringPermanent, Game, ReplacementEffect, hookimpl


def is_early_turn_of(game: Game, card: CardDefinition, entering: EnteringPermanent) -> bool:
    """True during its controller's own turn while they have taken no more turns of this
    game than the card allows: their turns, not the game's (ST-2); never during another
    player's turn (ST-3); a restarted game counts afresh (ST-1, 726)."""
    controller = entering.controller
    limit = card.config["untapped_through_turn"]
    return game.active_player is controller and controller.turns_taken <= limit


@hookimpl
def replace_own_entering(
    game: Game, card: CardDefinition, event: EnteringPermanent
) -> ReplacementEffect[EnteringPermanent] | None:
    if is_early_turn_of(game, card, event):
        return None
    return ReplacementEffect(event.permanent, card.ability_text(0), EnteringPermanent.as_tapped)
