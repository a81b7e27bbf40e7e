"""Suspend's triggered abilities (702.62a), functioning in exile, as watchers of the same
hooks cards use: "At the beginning of your upkeep, if this card is suspended, remove a
time counter from it" and "When the last time counter is removed from this card, if it's
exiled, you may play it without paying its mana cost if able"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl
from cardhost.model.turns import UPKEEP
from cardhost.model.zones import EXILE

if TYPE_CHECKING:
    from cardhost.model.definitions import CardDefinition
    from cardhost.model.events import CountersChanged, StepBegan
    from cardhost.model.protocols import Game, GameObject, StackAbility

TIME = "time"
TICK = "Suspend: at the beginning of your upkeep, remove a time counter from it (702.62a)"
CAST = "Suspend: the last time counter removed, you may cast it without paying (702.62a)"


def needed_by(card: CardDefinition) -> bool:
    """Whether a game with ``card`` needs these hooks: a face of it has suspend."""
    return any(f is not None and f.suspend is not None for f in (card.front, card.back))


def _suspended(card: GameObject) -> bool:
    """In exile, with suspend and a time counter on it (702.62b)."""
    zone = card.zone
    suspended = zone is EXILE and card.face.suspend is not None
    return suspended and card.counters.get(TIME, 0) > 0


@hookimpl(trylast=True)
def on_beginning_of_step(game: Game, event: StepBegan) -> None:
    """Each suspended card the active player owns: its upkeep ability triggers, an
    intervening "if" (603.4)."""
    if event.step != UPKEEP:
        return
    for card in game.exile_zone:  # type: ignore[attr-defined]
        if card.owner is event.active_player and _suspended(card):
            game.trigger(card, TICK, remove_time_counter, condition=still_suspended)


def still_suspended(game: Game, ability: StackAbility) -> bool:
    return _suspended(ability.source)


def remove_time_counter(game: Game, ability: StackAbility) -> None:
    game.remove_time_counter(ability.source)  # type: ignore[attr-defined]


@hookimpl(trylast=True)
def on_counters_removed(game: Game, event: CountersChanged) -> None:
    """The last time counter removed from a card with suspend in exile, however it was
    removed (702.62a)."""
    card = event.permanent
    if event.kind != TIME or event.total or card.zone is not EXILE:
        return
    if card.face.suspend is not None:
        game.trigger(card, CAST, cast_it)


def cast_it(game: Game, ability: StackAbility) -> None:
    """ "If it's exiled, you may play it without paying its mana cost" (702.62a)."""
    game.cast_suspended(ability.source)  # type: ignore[attr-defined]
