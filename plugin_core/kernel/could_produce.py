"""What a permanent "could produce" (106.7), and "one mana of any type that ... could
produce" abilities.

The types a permanent could produce are the union, over its mana abilities, of the mana
each would produce if it resolved now, under every applicable replacement effect in every
possible order, ignoring costs. Orders that reach the same state (the mana so far and the
set of effects applied) are explored once. A permanent whose answer depends on itself,
directly or through others, contributes nothing to its own answer, so mutual references
terminate and define no type unless something else does.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from cardhost.kernel.journal import reading
from cardhost.kernel.replacement import apply_effect
from cardhost.model.card_types import CardType
from cardhost.model.definitions import ManaAbilityDefinition, Reflection
from cardhost.model.mana import WUBRG, ManaAmount, ManaType
from cardhost.model.replaceable import ManaEvent

if TYPE_CHECKING:
    from cardhost.kernel.game import Game
    from cardhost.kernel.objects import GameObject, Player

TYPE_ORDER: tuple[ManaType, ...] = tuple(ManaType)


def could_produce(
    game: Game, permanent: GameObject, visiting: frozenset[int] = frozenset()
) -> frozenset[ManaType]:
    """The types of mana ``permanent`` could produce now (106.7)."""
    if permanent.id in visiting:
        return frozenset()
    inside = visiting | {permanent.id}
    found: set[ManaType] = set()
    for ability in permanent.mana_abilities:
        for mana in base_productions(game, permanent, ability, inside):
            event = ManaEvent(permanent, ability, permanent.controller, mana)
            found |= outcomes(game, event)
    return frozenset(found)


def base_productions(
    game: Game,
    permanent: GameObject,
    ability: ManaAbilityDefinition,
    visiting: frozenset[int] = frozenset(),
) -> list[ManaAmount]:
    """Every mana the ability could produce before replacement effects, one entry per
    choice its controller could make."""
    if ability.reflect is not None:
        types = reflected_types(game, permanent, ability.reflect, visiting)
        return [ManaAmount.of(t) for t in types]
    if ability.any_color:
        return [ManaAmount.of(ManaType.of(color)) * ability.any_color for color in WUBRG]
    if ability.for_each is not None:  # 107.1b: counted as the ability resolves
        counted = ability.for_each
        mine = permanent.controller
        count = sum(1 for p in game.battlefield if counted.quality.matches(p, mine, permanent))
        return [counted.mana * count] if count else []
    if ability.computed:
        with reading("a mana_options hook"):
            options = game._call_card(
                permanent, "mana_options", permanent=permanent, ability=ability
            )
        return [option for option in options if option]
    return [ability.produces] if ability.produces else []


def reflected_types(
    game: Game,
    permanent: GameObject,
    reflection: Reflection,
    visiting: frozenset[int] = frozenset(),
) -> list[ManaType]:
    """The types (or colours) the permanents a reflecting ability names could produce, in
    WUBRG order then colorless (106.7)."""
    controller = permanent.controller
    types: set[ManaType] = set()
    for other in _reflected_permanents(game, controller, reflection):
        types |= could_produce(game, other, visiting | {permanent.id})
    if reflection.colors_only:
        types.discard(ManaType.C)
    return [t for t in TYPE_ORDER if t in types]


def _reflected_permanents(
    game: Game, controller: Player, reflection: Reflection
) -> Iterable[GameObject]:
    kind = reflection.card_type
    card_type = None if kind == "permanent" else CardType(kind.capitalize()).value
    for other in game.permanents(card_type=card_type):
        mine = other.controller is controller
        if mine != reflection.opponents:
            yield other


def outcomes(game: Game, event: ManaEvent) -> frozenset[ManaType]:
    """The mana types ``event`` could end as, under every order of the replacement effects
    that apply (106.7, 616.1). Each state is explored once. Nothing happens: the game is
    only read, and a plugin that changes it is refused."""
    with reading("could_produce (106.7)"):
        return _outcomes(game, event)


def _outcomes(game: Game, event: ManaEvent) -> frozenset[ManaType]:
    found: set[ManaType] = set()
    start = (event, frozenset())
    seen = {start}
    frontier = [start]
    while frontier:
        current, applied = frontier.pop()
        offers = [
            offer
            for offer in game._broadcast("replace_mana_event", event=current)
            if offer.key not in applied
        ]
        if not offers:
            found.update(current.mana.types)
            continue
        for offer in offers:
            following = apply_effect(offer, current)
            now_applied = applied | {offer.key}
            state = (following, now_applied)
            if state not in seen:
                seen.add(state)
                frontier.append(state)
    return frozenset(found)
