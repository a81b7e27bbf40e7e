"""Activating and resolving mana abilities (605, 106.12, 107.5, 107.6, 302.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.costs import pay_cost
from cardhost.kernel.could_produce import base_productions, reflected_types
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.replacement import apply_replacements
from cardhost.model.definitions import ManaAbilityDefinition
from cardhost.model.errors import IllegalActionError
from cardhost.model.events import (
    ManaAbilityResolved,
    ManaAdded,
)
from cardhost.model.mana import NO_MANA, WUBRG, ManaAmount, ManaType
from cardhost.model.replaceable import ManaEvent
from cardhost.model.zones import Zone

if TYPE_CHECKING:
    from cardhost.kernel.game import Game


def activate(game: Game, permanent: GameObject, index: int) -> ManaAmount:
    """Activate and resolve at once (605.3b) the mana ability ``index`` of ``permanent``.
    Returns the mana added."""
    if permanent.zone is not Zone.BATTLEFIELD:
        raise IllegalActionError("602.2", f"{permanent} is not on the battlefield")
    abilities = permanent.mana_abilities
    if not 0 <= index < len(abilities):
        raise IllegalActionError("602.1", f"{permanent} has no mana ability number {index}")
    ability = abilities[index]
    player = permanent.controller
    key = (permanent.id, index)
    if key in game._resolving_mana_abilities:
        raise IllegalActionError(
            "605.3c", f"{permanent}'s mana ability can't be activated again until it resolves"
        )
    pay_cost(game, permanent, player, ability.cost, f"{permanent.name}'s ability")
    resolving = game._resolving_mana_abilities  # only while it resolves: not journaled
    resolving.add(key)
    try:
        return resolve(game, permanent, ability)
    finally:
        resolving.discard(key)


def resolve(game: Game, permanent: GameObject, ability: ManaAbilityDefinition) -> ManaAmount:
    """Resolve a mana ability (605.3b): produce mana, let replacement effects modify the
    event (106.12b, 616.1), add it; the event then reaches the mana hooks (106.12a)."""
    player = permanent.controller
    note = ""
    if ability.reflect is not None:
        types = reflected_types(game, permanent, ability.reflect)
        if types:
            chosen = game.choose(
                ChoiceKind.MANA_TYPE, player, f"a type of mana for {permanent.name} (106.7)", types
            )
            produced = ManaAmount.of(chosen)
        else:
            produced = NO_MANA
            note = "no type of mana is defined, so it produces no mana (106.5, 106.7)"
    elif ability.any_color:
        color = game.choose(
            ChoiceKind.COLOR, player, f"a color of mana for {permanent.name} (106.1)", WUBRG
        )
        produced = ManaAmount.of(ManaType.of(color)) * ability.any_color
    elif ability.for_each is not None or ability.computed:
        options = base_productions(game, permanent, ability)
        if options:
            produced = game.choose(
                ChoiceKind.MANA, player, f"the mana {permanent.name} adds (605.3b)", options
            )
        else:
            produced = NO_MANA
    else:
        produced = ability.produces
    event, applied = replace_mana(game, ManaEvent(permanent, ability, player, produced))
    add_to_pool(event)
    game._emit(ManaAbilityResolved(permanent, ability, event.mana, applied, note))
    return event.mana


def replace_mana(game: Game, event: ManaEvent) -> tuple[ManaEvent, tuple[str, ...]]:
    """Apply the replacement effects plugins offer for a mana production event (106.12b,
    616.1). An event producing no mana has nothing to modify."""
    if not event.mana:
        return event, ()
    return apply_replacements(
        game,
        event,
        lambda e: game._broadcast("replace_mana_event", event=e),
        event.player,
        f"mana from {event.permanent.name}",
    )


def add_to_pool(event: ManaEvent) -> None:
    """Add the event's mana to its player's pool; a snow source makes snow mana (106.3)."""
    snow = "Snow" in event.permanent.supertypes
    event.player.mana_pool = event.player.mana_pool.plus(event.mana, snow=snow)


def add_triggered_mana(
    game: Game, source: GameObject, player: Player, mana: ManaAmount, reason: str
) -> ManaAmount:
    """A triggered mana ability adds mana at once (605.1b, 605.4a). Replacement effects
    apply to it, but not "tapped for mana" ones: nothing was tapped for it (106.12)."""
    event, _ = replace_mana(game, ManaEvent(source, None, player, mana))
    add_to_pool(event)
    game._emit(ManaAdded(event.player, event.mana, source, reason))
    return event.mana
