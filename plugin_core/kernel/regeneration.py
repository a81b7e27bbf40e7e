"""Regeneration (701.19): a shield on a permanent that replaces the next time it would
be destroyed this turn (614.8): instead its damage is removed, it is tapped, and it is
removed from combat. Shields end in the cleanup step (514.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel.objects import GameObject
from cardhost.model.continuous import CANT_BE_REGENERATED
from cardhost.model.events import (
    Regenerated,
    RegenerationShielded,
    RemovedFromCombat,
    TappedOrUntapped,
)

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def add_shield(game: GameCore, permanent: GameObject) -> None:
    """The next time ``permanent`` would be destroyed this turn, it is regenerated
    instead (701.19a); each shield is used once."""
    game.regeneration_shields = (*game.regeneration_shields, permanent)
    game.emit(RegenerationShielded(permanent))


def can_regenerate(game: GameCore, permanent: GameObject) -> bool:
    """Whether a shield of ``permanent`` would replace its destruction now (701.19a,
    701.19c)."""
    if permanent.restricted_by(CANT_BE_REGENERATED):
        return False
    return any(shielded is permanent for shielded in game.regeneration_shields)


def regenerates(game: GameCore, permanent: GameObject) -> bool:
    """Whether a shield of ``permanent`` replaces its destruction now; if so, the shield
    is used and the permanent regenerated (701.19a). None does if it can't be
    regenerated (701.19c)."""
    if permanent.restricted_by(CANT_BE_REGENERATED):
        return False
    shields = game.regeneration_shields
    place = next((i for i, shielded in enumerate(shields) if shielded is permanent), None)
    if place is None:
        return False
    game.regeneration_shields = shields[:place] + shields[place + 1 :]
    game.emit(Regenerated(permanent))
    permanent.damage = 0
    permanent.deathtouched = False
    if not permanent.tapped:
        permanent.tapped = True
        game.emit(TappedOrUntapped(permanent, True, "regenerated, 701.19a"))
    combat = game.combat
    if combat is not None and (combat.is_attacking(permanent) or combat.is_blocking(permanent)):
        combat.remove(permanent)
        game.emit(RemovedFromCombat(permanent))
    return True
