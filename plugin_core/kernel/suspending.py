"""Suspend (702.62): the special action exiling a card from its owner's hand with time
counters (116.2f), and its two triggered abilities' effects: a time counter removed at
the beginning of its owner's upkeep, and the card cast without paying its mana cost
when the last is removed."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel import counters, keyword_actions, priority
from cardhost.kernel.actions import action, players_action
from cardhost.kernel.casting import check_sorcery_timing
from cardhost.kernel.costs import pay_cost
from cardhost.kernel.prohibitions import check_no_split_second
from cardhost.kernel.zone_changes import move
from cardhost.model.costs import Cost
from cardhost.model.errors import IllegalActionError
from cardhost.model.events import CardSuspended
from cardhost.model.zones import EXILE, HAND

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject

TIME = "time"
"""The kind of counter suspend counts down with (702.62a)."""


def is_suspended(card: GameObject) -> bool:
    """In exile, with suspend and a time counter on it (702.62b)."""
    return card.zone is EXILE and card.face.suspend is not None and card.counters.get(TIME, 0) > 0


@players_action
def suspend(game: GameCore, card: GameObject) -> GameObject:
    """Its owner, with priority, pays its suspend cost from their mana pool and exiles
    ``card`` from their hand with N time counters on it (702.62a): only when they could
    begin to cast it (a sorcery's timing unless an instant or with flash, 702.62c; not
    while a spell with split second is on the stack, 601.3, 702.61a); a
    special action (116.2f), after which they get priority again (117.3c). Returns the
    card in exile."""
    game.existing(card)
    player = card.owner
    priority.check(game, player, "suspend a card")
    suspended = card.face.suspend
    if suspended is None:
        raise IllegalActionError("702.62a", f"{card} has no suspend")
    if card.zone is not HAND:
        raise IllegalActionError("702.62a", f"{card} is not in {player}'s hand")
    if not card.is_type("Instant") and not card.has_keyword("flash"):
        rule = "307.1" if card.is_type("Sorcery") else "117.1a"
        check_sorcery_timing(game, player, f"suspend {card.name}", f"702.62a, {rule}")
    check_no_split_second(game, "suspend a card (116.2f: only one they could cast, 601.3)")
    reason = f"suspending {card.name}"
    pay_cost(game, None, player, Cost(str(suspended.cost), mana=suspended.cost), reason)
    exiled = move(game, card, EXILE, "suspended, 702.62a")
    counters.put(game, exiled, TIME, suspended.time)
    game.emit(CardSuspended(player, exiled, suspended.time))
    priority.give(game, player)  # 117.3c
    return exiled


@action
def remove_time_counter(game: GameCore, card: GameObject) -> None:
    """ "At the beginning of your upkeep, if this card is suspended, remove a time counter
    from it." (702.62a): a counter on a card in exile (122.1)."""
    game.existing(card)
    if is_suspended(card):
        counters.remove(game, card, TIME, 1)


@action
def cast_suspended(game: GameCore, card: GameObject) -> GameObject | None:
    """The last time counter was removed (702.62a): "if it's exiled, you may play it
    without paying its mana cost if able. If you don't, it remains exiled. If you cast a
    creature spell this way, it gains haste until you lose control of the spell or the
    permanent it becomes." Returns the spell, or ``None``."""
    game.existing(card)
    if card.zone is not EXILE:
        return None
    caster = card.owner
    spell = keyword_actions.offer_cast(game, caster, card, "702.62a")
    if spell is not None and spell.is_creature:
        spell.suspended_by = caster  # its haste, once it is a permanent (702.62a)
    return spell
