"""Dealing damage (120): results to players, planeswalkers and creatures, and lifelink
(702.15b)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardhost.kernel import counters
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.life import adjust_life
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.replacement import apply_replacements
from cardhost.model.card_types import LOYALTY
from cardhost.model.events import DamageDealt, DamagePrevented
from cardhost.model.keywords import protection_colors
from cardhost.model.replaceable import DealingDamage

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


@dataclass(frozen=True)
class DamageAssignment:
    """``amount`` damage from ``source`` to ``recipient`` (510.1)."""

    source: GameObject
    recipient: GameObject | Player
    amount: int

    def __str__(self) -> str:
        return f"{self.amount} damage from {self.source.name} to {self.recipient.name}"


def _prevented(assignment: DamageAssignment) -> bool:
    """Damage from a source of a colour a permanent has protection from is prevented
    (702.16e)."""
    recipient = assignment.recipient
    if isinstance(recipient, Player):
        return False
    return bool(protection_colors(recipient.keywords) & assignment.source.colors)


def _in_shield_order(
    game: GameCore, assignments: Sequence[DamageAssignment], combat: bool
) -> list[DamageAssignment]:
    """``assignments`` in the order the prevention shields take them (615.7): where one
    recipient is dealt damage by several sources at once and its shields can't prevent
    all of it, its player (or its controller) chooses which damage they apply to first."""
    groups: dict[int, list[DamageAssignment]] = {}
    for assignment in assignments:
        groups.setdefault(id(assignment.recipient), []).append(assignment)
    ordered: list[DamageAssignment] = []
    for group in groups.values():
        recipient = group[0].recipient
        effects = [p for p in game.prevention if p.applies(recipient, combat)]
        amounts = [p.amount for p in effects]
        if len(group) < 2 or not effects or None in amounts:
            ordered += group
            continue
        if sum(a.amount for a in group) <= sum(n for n in amounts if n is not None):
            ordered += group
            continue
        affected = recipient if isinstance(recipient, Player) else recipient.controller
        left = list(group)
        while len(left) > 1:
            first = game.choose(
                ChoiceKind.REPLACEMENT,
                affected,
                f"which damage to {recipient.name} a prevention shield applies to first (615.7)",
                left,
            )
            left.remove(first)
            ordered.append(first)
        ordered += left
    return ordered


def _after_replacements(
    game: GameCore, assignment: DamageAssignment, combat: bool
) -> DamageAssignment:
    """``assignment`` as the replacement effects offered for it make it (614.1a), the
    affected player or the affected object's controller ordering several (616.1)."""
    recipient = assignment.recipient
    affected = recipient if isinstance(recipient, Player) else recipient.controller
    dealing, _ = apply_replacements(
        game,
        DealingDamage(assignment.source, recipient, assignment.amount, combat),
        lambda event: game.broadcast("replace_damage", event=event),
        affected,
        f"{assignment.amount} damage from {assignment.source.name} to {recipient.name}",
    )
    return DamageAssignment(assignment.source, recipient, dealing.amount)


def _after_prevention(
    game: GameCore, assignment: DamageAssignment, combat: bool
) -> DamageAssignment:
    """``assignment`` less what the prevention effects in force prevent (615): the
    affected player, or the controller of the affected object, chooses which applies
    first when several would (616.1); a shield is used up by what it prevents (615.7)."""
    recipient = assignment.recipient
    amount = assignment.amount
    applicable = [p for p in game.prevention if p.applies(recipient, combat)]
    affected = recipient if isinstance(recipient, Player) else recipient.controller
    while amount > 0 and applicable:
        effect = game.choose(
            ChoiceKind.REPLACEMENT,
            affected,
            f"which prevention effect applies first to the damage to {recipient.name} (616.1)",
            applicable,
        )
        applicable.remove(effect)
        prevented = amount if effect.amount is None else min(amount, effect.amount)
        amount -= prevented
        left = effect.used(prevented)
        if left is not effect:
            place = next(i for i, p in enumerate(game.prevention) if p is effect)
            kept = () if left is None else (left,)
            game.prevention = (*game.prevention[:place], *kept, *game.prevention[place + 1 :])
        game.emit(DamagePrevented(assignment.source, recipient, prevented, effect.source))
    return DamageAssignment(assignment.source, recipient, amount)


def deal_damage(game: GameCore, assignments: Sequence[DamageAssignment], *, combat: bool) -> None:
    """Deal all ``assignments`` simultaneously (510.2, 120.3), with lifelink (702.15b).
    Each source's damage is one :class:`DamageDealt` event (120.3), in the order the
    sources first appear."""
    by_source: dict[int, list[DamageAssignment]] = {}
    life_changes = []
    replaced = game.host.implements("replace_damage")
    if game.prevention:
        assignments = _in_shield_order(game, assignments, combat)
    for assignment in assignments:
        if replaced and assignment.amount > 0:
            assignment = _after_replacements(game, assignment, combat)
        if assignment.amount <= 0 or _prevented(assignment):  # 120.8: 0 damage is none
            continue
        if game.prevention:
            assignment = _after_prevention(game, assignment, combat)
            if assignment.amount <= 0:
                continue
        recipient = assignment.recipient
        if isinstance(recipient, Player):  # 120.3a
            why = f"damage from {assignment.source.name}, 120.3a"
            life_changes.append(adjust_life(recipient, -assignment.amount, why))
        else:
            if recipient.is_planeswalker:  # 120.3c
                counters.remove(game, recipient, LOYALTY, assignment.amount)
            if recipient.is_creature:  # 120.3e
                recipient.damage += assignment.amount
                if assignment.source.has_keyword("deathtouch"):  # 702.2b, checked by 704.5h
                    recipient.deathtouched = True
        by_source.setdefault(assignment.source.id, []).append(assignment)
    for group in by_source.values():
        source = group[0].source
        if source.has_keyword("lifelink"):  # 120.3f, 702.15b: not a trigger; at the same time
            why = f"lifelink of {source.name}, 702.15b"
            life_changes.append(adjust_life(source.controller, sum(a.amount for a in group), why))
    for group in by_source.values():  # every result is in place before any event
        recipients = tuple((a.recipient, a.amount) for a in group)
        game.emit(DamageDealt(group[0].source, recipients, combat))
    for change in life_changes:
        if change is not None:
            game.emit(change)
