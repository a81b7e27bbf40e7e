"""Triggered abilities written as data that watch a permanent become tapped or untapped
(701.26a-b): "Whenever this becomes tapped", "Whenever enchanted land becomes tapped".
Permanents are tapped and untapped all game and few cards watch it, so a game registers
these hooks only once a card with such an ability is in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.builtin.data_triggers import trigger_own, trigger_watchers, triggers_on
from cardhost.hooks import hookimpl

if TYPE_CHECKING:
    from cardhost.model.definitions import CardDefinition
    from cardhost.model.events import TappedOrUntapped
    from cardhost.model.protocols import Game

EVENTS = frozenset({"becomes tapped", "becomes untapped"})
"""The trigger events (``[[triggers]]``' ``event``) these hooks watch."""


def needed_by(card: CardDefinition) -> bool:
    """Whether a game with ``card`` needs these hooks: a face of it has a triggered
    ability of one of :data:`EVENTS`."""
    return triggers_on(card, EVENTS)


@hookimpl(trylast=True)
def on_permanent_tapped(game: Game, event: TappedOrUntapped) -> None:
    """ "Whenever this becomes tapped" (701.26a), and the abilities watching the
    permanent their source is attached to ("Whenever enchanted land becomes tapped")."""
    trigger_own(game, event.permanent, "becomes tapped")
    trigger_watchers(game, game.permanents_watching, "becomes tapped", event.permanent)


@hookimpl(trylast=True)
def on_permanent_untapped(game: Game, event: TappedOrUntapped) -> None:
    """ "Whenever this becomes untapped" (701.26b): in its controller's untap step or
    by an effect."""
    trigger_own(game, event.permanent, "becomes untapped")
