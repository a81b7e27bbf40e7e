"""Dealing damage (120): results to players, planeswalkers and creatures, and lifelink
(702.15b)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING

from cardhost.kernel import counters, static_prevention
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.life import adjust_life
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.prevention import Prevention
from cardhost.kernel.redirection import Redirection
from cardhost.kernel.replacement import apply_effect, check_applied, check_offered
from cardhost.model.card_types import LOYALTY
from cardhost.model.errors import CardhostError
from cardhost.model.events import (
    CountersChanged,
    DamageDealt,
    DamageDealtAtOnce,
    DamagePrevented,
    DamageRedirected,
    Event,
    PoisonCountersGiven,
    ReplacementApplied,
)
from cardhost.model.keywords import protected_from
from cardhost.model.replaceable import DealingDamage, ReplacementEffect
from cardhost.model.validation import integer_problem

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


def _protected(assignment: DamageAssignment) -> bool:
    """Damage from a source with a quality a permanent has protection from is
    prevented (702.16e)."""
    recipient = assignment.recipient
    if isinstance(recipient, Player):
        return False
    return protected_from(recipient.keywords, assignment.source) is not None


def _in_shield_order(
    game: GameCore, assignments: Sequence[DamageAssignment], combat: bool
) -> list[DamageAssignment]:
    """``assignments`` in the order the prevention shields take them (615.7): where one
    recipient is dealt damage by several sources at once and its shields can't prevent
    all of it, its player (or its controller) chooses which damage they apply to first.
    Only shields of an amount are so used up: one for all damage, or for the next time,
    prevents all it applies to whatever the order (615.8)."""
    groups: dict[int, list[DamageAssignment]] = {}
    for assignment in assignments:
        groups.setdefault(id(assignment.recipient), []).append(assignment)
    ordered: list[DamageAssignment] = []
    for group in groups.values():
        recipient = group[0].recipient
        shields = [p for p in game.prevention if p.amount is not None and not p.once]
        reached = [a for a in group if any(p.applies(recipient, combat, a.source) for p in shields)]
        held = sum(
            p.amount or 0
            for p in shields
            if any(p.applies(recipient, combat, a.source) for a in reached)
        )
        if len(reached) < 2 or sum(a.amount for a in reached) <= held:
            ordered += group  # all of it prevented, or one damage: whatever the order
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


def _modified(
    game: GameCore,
    assignment: DamageAssignment,
    combat: bool,
    statics: tuple[tuple[Prevention, ...], tuple[Redirection, ...]],
    redirected: tuple[Prevention | Redirection, ...] = (),
    spent: list[Prevention | Redirection] | None = None,
    replaced_before: frozenset[tuple[int, str]] = frozenset(),
) -> list[DamageAssignment]:
    """``assignment`` as the replacement effects offered for it (614.1a), the
    redirection effects (614.9) and the prevention effects that apply to it (615) make
    it, one at a time in the order the affected player, or the affected object's
    controller, chooses (616.1): a self-replacement effect first (616.1a), then any; each
    applies once, and what still applies is asked again after each (616.1f). Protection
    (702.16e) is a prevention effect among them, and so are the prevention and
    redirection effects of static abilities (``statics``); a shield is used up by what
    it prevents or redirects (615.7). Damage redirected is dealt to its new recipient as
    modified in turn, by none of the redirection effects nor the replacement effects that
    already applied to it (614.5: the damage redirected is a modified event of this one):
    ``redirected``, ``replaced_before``. A shield for the next time damage would be
    dealt (by a source, or to a recipient) that this event has used applies to the rest
    of the damage it reaches in it, all of it dealt at once (615.8, 510.2): ``spent``,
    the event's."""
    source, recipient = assignment.source, assignment.recipient
    spent = [] if spent is None else spent
    affected = recipient if isinstance(recipient, Player) else recipient.controller
    event = DealingDamage(source, recipient, assignment.amount, combat)
    described = f"{assignment.amount} damage from {source.name} to {recipient.name}"
    replaced = game.host.implements("replace_damage")
    applied: set[tuple[int, str]] = set(replaced_before)
    used: list[Prevention | Redirection] = [*redirected]
    protection = Prevention(recipient, recipient) if _protected(assignment) else None
    elsewhere: list[DamageAssignment] = []
    while event.amount > 0:
        offers = _offers(game, event, applied, described) if replaced else []
        own = [o for o in offers if o.self_replacement]
        shields: list[Prevention | Redirection] = [
            p
            for p in (*game.redirections, *statics[1], *game.prevention, *statics[0], *spent)
            if p.applies(recipient, combat, source)
        ]
        if protection is not None:
            shields.insert(0, protection)
        options: list[ReplacementEffect[DealingDamage] | Prevention | Redirection] = own or [
            *offers,
            *(p for p in shields if not any(p is u for u in used)),
        ]
        if not options:
            break
        prompt = (
            f"which replacement or prevention effect applies first to {event.amount} damage "
            f"from {source.name} to {recipient.name} (616.1)"
        )
        chosen = (
            options[0]
            if len(options) == 1
            else game.choose(ChoiceKind.REPLACEMENT, affected, prompt, options)
        )
        if isinstance(chosen, Redirection):
            event, moved = _redirect(game, event, chosen, used, spent)
            before = frozenset(applied)
            elsewhere += _modified(game, moved, combat, statics, tuple(used), spent, before)
            continue
        if isinstance(chosen, Prevention):
            event = _prevent(game, event, chosen, chosen is protection, used, spent)
            continue
        check_applied(chosen, applied, described)
        applied.add(chosen.key)
        event = apply_effect(chosen, event)
        game.emit(ReplacementApplied(chosen.source, chosen.description, described))
    return [DamageAssignment(source, recipient, event.amount), *elsewhere]


def _redirect(
    game: GameCore,
    event: DealingDamage,
    effect: Redirection,
    used: list[Prevention | Redirection],
    spent: list[Prevention | Redirection],
) -> tuple[DealingDamage, DamageAssignment]:
    """``event`` less what ``effect`` redirects, and the damage it deals instead to its
    new recipient, by the same source (614.9); its shield is used up by it (615.7), and
    what is left of it has applied to this damage; one for the next time damage would
    be dealt goes on applying to the rest of the damage it reaches in this event
    (``spent``, 615.8)."""
    shield = effect.reach.amount
    moved = event.amount if shield is None else min(event.amount, shield)
    left = effect.used(moved)
    used.append(effect if left is None else left)
    if effect.reach.once and effect not in spent:
        spent.append(effect)
    place = next((i for i, r in enumerate(game.redirections) if r is effect), None)
    if place is not None:  # a static ability's is never used up
        kept = () if left is None else (left,)
        game.redirections = (*game.redirections[:place], *kept, *game.redirections[place + 1 :])
    game.emit(DamageRedirected(event.source, event.recipient, effect.to, moved, effect.source))
    return replace(event, amount=event.amount - moved), DamageAssignment(
        event.source, effect.to, moved
    )


def _offers(
    game: GameCore, event: DealingDamage, applied: set[tuple[int, str]], described: str
) -> list[ReplacementEffect[DealingDamage]]:
    """The replacement effects offered for ``event`` that haven't applied to it (614.5)."""
    offers = game.broadcast("replace_damage", event=event)
    check_offered(offers, described)
    return [o for o in offers if o.key not in applied]


def _prevent(
    game: GameCore,
    event: DealingDamage,
    effect: Prevention,
    protection: bool,
    used: list[Prevention | Redirection],
    spent: list[Prevention | Redirection],
) -> DealingDamage:
    """``event`` less what ``effect`` prevents (615); a shield in ``game.prevention`` is
    used up by it (615.7), and what is left of it has applied to this damage; one for
    the next time a source would deal damage goes on applying to the rest of that
    damage it reaches in this event (``spent``, 615.8)."""
    prevented = event.amount if effect.amount is None else min(event.amount, effect.amount)
    left = effect.used(prevented)
    used.append(effect if left is None else left)
    if effect.once and effect not in spent:
        spent.append(effect)
    place = next((i for i, p in enumerate(game.prevention) if p is effect), None)
    if not protection and left is not effect and place is not None:
        kept = () if left is None else (left,)
        game.prevention = (*game.prevention[:place], *kept, *game.prevention[place + 1 :])
    game.emit(DamagePrevented(event.source, event.recipient, prevented, effect.source))
    return replace(event, amount=event.amount - prevented)


def _withers(source: GameObject) -> bool:
    """Whether damage from ``source`` is dealt to creatures as -1/-1 counters (702.80a,
    702.90b)."""
    return source.has_keyword("wither") or source.has_keyword("infect")


def _wither(game: GameCore, creature: GameObject, amount: int) -> CountersChanged:
    """``amount`` -1/-1 counters on ``creature`` for damage from a source with wither or
    infect (120.3d): the result of damage, not an effect's counters, so no "if an effect
    would put counters" replaces it; the event to fire once every result is in place."""
    return counters.added(game, creature, MINUS_ONE, amount)


MINUS_ONE = "-1/-1"


def deal_damage(game: GameCore, assignments: Sequence[DamageAssignment], *, combat: bool) -> None:
    """Deal all ``assignments`` simultaneously (510.2, 120.3), with lifelink (702.15b),
    wither and infect (-1/-1 counters on a creature, 120.3d; poison counters for a
    player, 120.3b). Each source's damage is one :class:`DamageDealt` event (120.3), in
    the order the sources first appear."""
    by_source: dict[int, list[DamageAssignment]] = {}
    life_changes: list[Event | None] = []
    statics = static_prevention.in_force(game) if game.static_sources else ()
    moving = static_prevention.redirections_in_force(game) if game.static_sources else ()
    modifying = (
        game.host.implements("replace_damage")
        or game.prevention
        or game.redirections
        or statics
        or moving
    )
    if game.prevention:
        assignments = _in_shield_order(game, assignments, combat)
    results: list[DamageAssignment] = []
    spent: list[Prevention | Redirection] = []  # 615.8: shields for the next time, used
    for assignment in assignments:
        if assignment.amount > 0 and (modifying or _protected(assignment)):
            results += _modified(game, assignment, combat, (statics, moving), (), spent)
        else:
            results.append(assignment)
    for assignment in results:  # as modified: within what a game can hold (64-bit)
        problem = integer_problem(assignment.amount)
        if problem:
            raise CardhostError(
                f"damage from {assignment.source} to {assignment.recipient}: {problem}"
            )
    for assignment in results:
        if assignment.amount <= 0:  # 120.8: 0 damage is none
            continue
        recipient = assignment.recipient
        source = assignment.source
        if isinstance(recipient, Player) and source.has_keyword("infect"):  # 120.3b
            recipient.poison += assignment.amount
            given = PoisonCountersGiven(recipient, assignment.amount, recipient.poison, source)
            life_changes.append(given)
        elif isinstance(recipient, Player):  # 120.3a
            why = f"damage from {source.name}, 120.3a"
            life_changes.append(adjust_life(game, recipient, -assignment.amount, why))
        else:
            if recipient.is_planeswalker:  # 120.3c
                life_changes.append(counters.taken_off(recipient, LOYALTY, assignment.amount))
            if recipient.is_creature and _withers(source):  # 120.3d
                life_changes.append(_wither(game, recipient, assignment.amount))
            elif recipient.is_creature:  # 120.3e
                recipient.damage += assignment.amount
            if recipient.is_creature and source.has_keyword("deathtouch"):  # 702.2b, 704.5h
                recipient.deathtouched = True
            if source.id not in recipient.damaged_by:  # "dealt damage by ... this turn"
                recipient.damaged_by = recipient.damaged_by | {source.id}
        by_source.setdefault(assignment.source.id, []).append(assignment)
    for group in by_source.values():
        source = group[0].source
        if source.has_keyword("lifelink"):  # 120.3f, 702.15b: not a trigger; at the same time
            why = f"lifelink of {source.name}, 702.15b"
            life_changes.append(
                adjust_life(game, source.controller, sum(a.amount for a in group), why)
            )
    totals: dict[int, tuple[GameObject | Player, int]] = {}
    for group in by_source.values():  # every result is in place before any event
        recipients = tuple((a.recipient, a.amount) for a in group)
        game.emit(DamageDealt(group[0].source, recipients, combat))
        for recipient, amount in recipients:
            dealt = totals.get(id(recipient), (recipient, 0))[1]
            totals[id(recipient)] = (recipient, dealt + amount)
    if totals:  # 603.2c: one event, whoever dealt it
        game.emit(DamageDealtAtOnce(tuple(totals.values()), combat))
    for change in life_changes:
        if change is not None:
            game.emit(change)
