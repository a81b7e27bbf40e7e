"""Unearth (702.84a): "[Cost]: Return this card from your graveyard to the battlefield.
It gains haste. Exile it at the beginning of the next end step. If it would leave the
battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."
What its ability does as it resolves; the replacement is the permanent's ``unearthed``
(a zone change's destination, 614.1a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel import effects
from cardhost.kernel.actions import action
from cardhost.kernel.delayed import DelayedTrigger
from cardhost.kernel.zone_changes import enter_battlefield
from cardhost.model.continuous import Duration
from cardhost.model.instructions import Instruction
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject, Player

EXILED_AT_END = Instruction("exile", subject="target", at="the beginning of the next end step")
"""Unearth's delayed triggered ability (603.7): "Exile it at the beginning of the next
end step", while it is still the permanent it returned as (603.7c)."""


@action
def unearth(game: GameCore, card: GameObject, controller: Player | str) -> GameObject | None:
    """Return ``card`` from its owner's graveyard to the battlefield under
    ``controller``'s control (702.84a); it gains haste, is exiled at the beginning of the
    next end step, and is exiled if it would leave the battlefield. Nothing if the card
    has left the graveyard (400.7). The permanent, or ``None``."""
    if card.zone is not GRAVEYARD or not card.is_permanent_card:
        return None  # 400.7: a card that left is a new object, not this one
    game.existing(card)
    who = game.as_player(controller)
    permanent = enter_battlefield(game, card, who, reason="unearthed, 702.84a")
    if permanent is None or permanent.zone is not BATTLEFIELD:
        return None
    permanent.unearthed = True
    effects.grant_keyword(game, permanent, "haste", Duration.THIS_ON_BATTLEFIELD)
    later = DelayedTrigger(permanent, who, EXILED_AT_END, (permanent,), game.turn_number)
    game.delayed_triggers = (*game.delayed_triggers, later)
    return permanent
