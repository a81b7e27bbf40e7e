"""Dealing damage (120): results to players and creatures, lifelink, and damage hooks."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardhost.kernel.objects import GameObject, Player
from cardhost.model.events import DamageDealt, LifeChanged, ObjectRef

if TYPE_CHECKING:
    from cardhost.kernel.game import Game


@dataclass(frozen=True)
class DamageEvent:
    """All the damage one source dealt at one time (120.3): ``recipients`` pairs each
    player or creature with the amount it was dealt."""

    source: GameObject
    recipients: tuple[tuple[GameObject | Player, int], ...]
    combat: bool

    @property
    def total(self) -> int:
        return sum(amount for _, amount in self.recipients)

    def to_players(self) -> tuple[tuple[Player, int], ...]:
        return tuple((r, a) for r, a in self.recipients if isinstance(r, Player))


@dataclass(frozen=True)
class DamageAssignment:
    """``amount`` damage from ``source`` to ``recipient`` (510.1)."""

    source: GameObject
    recipient: GameObject | Player
    amount: int


def deal_damage(game: Game, assignments: Sequence[DamageAssignment], *, combat: bool) -> None:
    """Deal all ``assignments`` simultaneously (510.2, 120.3), with lifelink (702.15b),
    then tell plugins once per source (``on_damage_dealt``) and, for combat damage to a
    player, once per source and player (``on_combat_damage_to_player``)."""
    dealt = [a for a in assignments if a.amount > 0]
    by_source: dict[int, list[DamageAssignment]] = {}
    for assignment in dealt:
        recipient = assignment.recipient
        source = assignment.source
        if isinstance(recipient, Player):
            recipient.life -= assignment.amount  # 120.3a
            name = recipient.name
        else:
            recipient.damage += assignment.amount  # 120.3e
            name = str(ObjectRef.of(recipient))
        game.record(DamageDealt(ObjectRef.of(source), name, assignment.amount, combat))
        by_source.setdefault(source.id, []).append(assignment)
    for group in by_source.values():
        source = group[0].source
        if source.has_keyword("lifelink"):  # 702.15b: not a trigger; at the same time
            amount = sum(a.amount for a in group)
            controller = source.controller
            controller.life += amount
            game.record(
                LifeChanged(controller.name, amount, controller.life, f"lifelink of {source.name}")
            )
    for group in by_source.values():
        source = group[0].source
        event = DamageEvent(source, tuple((a.recipient, a.amount) for a in group), combat)
        game.call_hook("on_damage_dealt", damage=event)
        if combat:
            for player, amount in event.to_players():
                game.call_hook(
                    "on_combat_damage_to_player", source=source, player=player, amount=amount
                )
