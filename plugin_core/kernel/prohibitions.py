"""Activations an effect prohibits (602.5): "its activated abilities can't be
activated", of an Aura such as Arrest and of detain (701.35a), mana abilities too
(605.3: they follow the rules for activating any other activated ability)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.model.continuous import NO_ACTIVATING
from cardhost.model.errors import IllegalActionError

if TYPE_CHECKING:
    from cardhost.kernel.objects import GameObject


def check_activation_allowed(permanent: GameObject) -> None:
    """Refuse to begin activating an ability of ``permanent`` if an effect says its
    activated abilities can't be activated (602.5), naming the effect's source."""
    if permanent.is_restricted(NO_ACTIVATING):
        source = permanent.restricted_by(NO_ACTIVATING)
        raise IllegalActionError(
            "602.5", f"{permanent}'s activated abilities can't be activated ({source})"
        )
