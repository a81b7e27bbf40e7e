"""Mana entering a pool (106.4): the replacement effects that modify the event first
(106.12b, 616.1), a snow source's mana (106.3); shared by mana abilities (605) and the
effects that add mana (a spell's, a triggered ability's)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.replacement import apply_replacements
from cardhost.model.definitions import ManaAbilityDefinition
from cardhost.model.errors import CardhostError
from cardhost.model.events import ManaAdded
from cardhost.model.mana import ManaAmount
from cardhost.model.replaceable import ManaEvent, mana_problem

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def replace_mana(
    game: GameCore,
    permanent: GameObject,
    ability: ManaAbilityDefinition | None,
    player: Player,
    mana: ManaAmount,
) -> tuple[Player, ManaAmount, tuple[str, ...]]:
    """Apply the replacement effects plugins offer for ``permanent``'s ability about to
    add ``mana`` to ``player``'s pool (106.12b, 616.1): the player and mana it then adds,
    and the sources of the effects applied. An event producing no mana has nothing to
    modify; with no plugin offering any, nothing applies."""
    if not game.host.implements("replace_mana_event") or not mana:
        return player, mana, ()
    event, applied = apply_replacements(
        game,
        ManaEvent(permanent, ability, player, mana),
        lambda e: game.broadcast("replace_mana_event", event=e),
        player,
        f"mana from {permanent.name}",
    )
    return event.player, event.mana, applied


def add_to_pool(source: GameObject, player: Player, mana: ManaAmount) -> None:
    """Add ``mana`` from ``source`` to ``player``'s pool; a snow source makes snow mana
    (106.3). A pool beyond what a game can hold (64-bit counts: mana doubled sixty-four
    times) is refused."""
    pool = player.mana_pool.plus(mana, snow=source.is_snow)
    problem = mana_problem(pool.ordinary) or mana_problem(pool.snow)
    if problem:
        raise CardhostError(f"mana from {source.name} in {player}'s pool: {problem}")
    player.mana_pool = pool


def add_triggered_mana(
    game: GameCore, source: GameObject, player: Player, mana: ManaAmount, reason: str
) -> ManaAmount:
    """A triggered mana ability adds mana at once (605.1b, 605.4a). Replacement effects
    apply to it, but not "tapped for mana" ones: nothing was tapped for it (106.12)."""
    player, mana, _ = replace_mana(game, source, None, player, mana)
    add_to_pool(source, player, mana)
    game.emit(ManaAdded(player, mana, source, reason))
    return mana
