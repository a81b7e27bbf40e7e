"""What each player did this turn, kept as it happens for abilities that ask ("if a
creature died this turn", "if you attacked this turn", "if you gained life this turn"):
each event that says so adds to its player's :class:`~cardhost.model.turns.ThisTurn`,
which starts anew as each turn begins."""

from __future__ import annotations

from dataclasses import replace

from cardhost.kernel.objects import Player
from cardhost.model.card_types import LAND
from cardhost.model.events import (
    AttackersDeclared,
    DamageDealt,
    Event,
    LifeChanged,
    PermanentEntered,
    ZoneChanged,
)

RECORDED = frozenset({ZoneChanged, PermanentEntered, AttackersDeclared, LifeChanged, DamageDealt})
"""The kinds of event that add to what a player did this turn."""


def record(event: Event) -> None:
    """Add ``event`` (one of :data:`RECORDED`) to its player's turn: a permanent leaving
    the battlefield, and a creature dying (700.4), counted for its controller as it last
    existed (603.10a); a land entering, for its controller; the creatures a player
    attacked with (508.1); life gained or lost (119.3); damage dealt to a player
    (120.3a)."""
    if isinstance(event, ZoneChanged):
        if event.left_battlefield:
            _add(event.object.controller, left=1, died=1 if event.dies else 0)
    elif isinstance(event, PermanentEntered):
        if event.permanent.is_type(LAND):
            _add(event.permanent.controller, lands_entered=1)
    elif isinstance(event, AttackersDeclared):
        if event.attacks:
            _add(event.player, attacked_with=len(event.attacks))
    elif isinstance(event, DamageDealt):
        for recipient, amount in event.recipients:
            if isinstance(recipient, Player):
                _add(recipient, dealt=amount)
    elif isinstance(event, LifeChanged):
        if event.amount > 0:
            _add(event.player, gained=event.amount)
        elif event.amount < 0:
            _add(event.player, lost=-event.amount)


def _add(player: Player, **more: int) -> None:
    done = player.this_turn
    player.this_turn = replace(done, **{k: getattr(done, k) + n for k, n in more.items()})
