"""Activations an effect prohibits (602.5): "its activated abilities can't be
activated", of an Aura such as Arrest and of detain (701.35a), mana abilities too
(605.3: they follow the rules for activating any other activated ability); and what a
spell with split second on the stack prohibits (702.61a)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel.objects import GameObject
from cardhost.model.continuous import NO_ACTIVATING
from cardhost.model.errors import IllegalActionError

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def check_activation_allowed(permanent: GameObject) -> None:
    """Refuse to begin activating an ability of ``permanent`` if an effect says its
    activated abilities can't be activated (602.5), naming the effect's source."""
    if permanent.is_restricted(NO_ACTIVATING):
        source = permanent.restricted_by(NO_ACTIVATING)
        raise IllegalActionError(
            "602.5", f"{permanent}'s activated abilities can't be activated ({source})"
        )


SPLIT_SECOND = "split second"


def check_no_split_second(game: GameCore, what: str) -> None:
    """Refuse to cast a spell or activate an ability that isn't a mana ability while a
    spell with split second is on the stack (702.61a), naming it; mana abilities and
    special actions stay allowed, and abilities still trigger (702.61b)."""
    for item in game.stack:
        if isinstance(item, GameObject) and item.has_keyword(SPLIT_SECOND):
            raise IllegalActionError(
                "702.61a", f"{item} has split second: no one can {what} while it is on the stack"
            )
