"""Counting what an effect counts as it resolves (608.2h): permanents of a group, cards
in a hand or graveyards, a life total, devotion (700.5), domain (305.6), counters, the
greatest power or mana value among a group."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from cardhost.kernel.objects import GameObject, Player
from cardhost.model.card_types import BASIC_LAND_TYPES, LAND
from cardhost.model.continuous import (
    Condition,
    DevotionCondition,
    StateCondition,
    TurnCondition,
)
from cardhost.model.counts import (
    ATTACHED_TO_THIS,
    BLOCKERS,
    CARD_TYPES,
    COLORS_SPENT,
    COUNTERS,
    DEVOTION,
    DOMAIN,
    GRAVEYARD,
    GRAVEYARDS,
    GREATEST_MANA_VALUE,
    GREATEST_POWER,
    HAND,
    LIBRARY,
    LIFE,
    SOURCE,
    TARGET,
    THAT_MUCH,
    THIS_TURN,
    Count,
)
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def holds(game: GameCore, condition: Condition, you: Player, source: GameObject) -> bool:
    """Whether a static ability's condition holds now for ``you``, its controller
    (611.3b): a devotion below a number (700.5), a state of its source, whose turn it
    is (102.1), or a count within its bounds."""
    if isinstance(condition, TurnCondition):
        return (game.active_player is you) is condition.yours
    if isinstance(condition, DevotionCondition):
        return game.devotion(you, *condition.colors) < condition.less_than
    if isinstance(condition, StateCondition):
        return in_state(game, source, condition.state)
    return condition.holds(count(game, condition.count, you, source))


def in_state(game: GameCore, obj: GameObject, state: str) -> bool:
    """Whether ``obj`` is ``state`` now (:data:`cardhost.model.continuous.SOURCE_STATES`):
    a permanent attacking or blocking (506.4), tapped or untapped (302.6), with an Aura
    or Equipment attached (303.4, 301.5), monstrous (701.37b) or renowned (702.112b)."""
    if obj.zone is not BATTLEFIELD:
        return False
    if state in ("attacking", "blocking"):
        return obj.in_combat(state)
    if state in ("tapped", "untapped"):
        return obj.tapped is (state == "tapped")
    if state in ("enchanted", "equipped"):
        kind = "Aura" if state == "enchanted" else "Equipment"
        return any(kind in p.subtypes for p in game.attachments(obj))
    return obj.monstrous if state == "monstrous" else obj.renowned


def count(
    game: GameCore,
    counted: Count,
    you: Player,
    source: GameObject,
    named: Mapping[str, object] | None = None,
    target: object = None,
) -> int:
    """The number ``counted`` says now, for ``you`` (the controller of the effect) and
    its ``source`` (which "another" excludes, 109.5); "that much" is the amount in
    ``named``, what the ability's trigger event named (603.2) or its cost sacrificed; a
    power, toughness or mana value, of ``source``, of ``target`` (its one target), of
    the permanent sacrificed or of "that creature", as it is or last existed (608.2h),
    0 for none (a negative one counts as 0, 107.1b); multiplied and added to as
    ``counted`` says ("twice ...", "2 plus ...")."""
    return counted.of(_number(game, counted, you, source, named, target))


def _number(
    game: GameCore,
    counted: Count,
    you: Player,
    source: GameObject,
    named: Mapping[str, object] | None,
    target: object,
) -> int:
    """What ``counted`` counts, before it is multiplied or added to."""
    if counted.characteristic:
        obj = {SOURCE: source, TARGET: target}.get(counted.where)
        if counted.where not in (SOURCE, TARGET):  # 603.2, 608.2h: named by the ability
            obj = (named or {}).get(counted.where)
        if isinstance(obj, tuple):  # the permanents sacrificed for its cost: one
            obj = obj[0] if len(obj) == 1 else None
        if not isinstance(obj, GameObject):
            return 0
        if counted.characteristic == COUNTERS:  # as it last existed (608.2h)
            return obj.counters.get(counted.counter, 0)
        if counted.characteristic == BLOCKERS:  # 509.1h: none once out of combat
            return len(game.combat.blockers_of(obj)) if game.combat is not None else 0
        if counted.characteristic == "mana value":
            return obj.mana_value
        value = obj.power if counted.characteristic == "power" else obj.toughness
        return max(value or 0, 0)
    if counted.where == COUNTERS:
        return source.counters.get(counted.counter, 0)
    if counted.where == ATTACHED_TO_THIS:  # its Auras and Equipment (303.4, 301.5)
        quality = counted.quality
        attached = iter(game.attachments(source))
        return sum(1 for p in attached if quality is None or quality.matches(p, you, source))
    if counted.where == CARD_TYPES:  # 205.2a: every card type of every card there
        return len({t for card in you.graveyard for t in card.types})
    if counted.where == DOMAIN:
        lands = (p for p in game.battlefield if p.controller is you and p.is_type(LAND))
        return len({s for land in lands for s in land.subtypes if s in BASIC_LAND_TYPES})
    if counted.where == THAT_MUCH:
        amount = (named or {}).get(THAT_MUCH, 0)
        return amount if isinstance(amount, int) else 0
    if counted.where == LIFE:
        return you.life
    if counted.where == COLORS_SPENT:  # 207.2c: the spell resolving, as it was cast
        return source.colors_spent
    if counted.where == THIS_TURN:  # what players did this turn
        field, whose = counted.turn
        players = {"you": (you,), "all": game.players}.get(whose)
        if players is None:  # your opponents
            players = tuple(p for p in game.players if p is not you)
        return sum(getattr(p.this_turn, field) for p in players)
    if counted.where == DEVOTION:
        return game.devotion(you, *counted.colors)
    if counted.where == HAND:
        cards: tuple[GameObject, ...] = you.hand
    elif counted.where == GRAVEYARD:
        cards = you.graveyard
    elif counted.where == LIBRARY:
        cards = you.library
    elif counted.where == GRAVEYARDS:
        cards = tuple(c for p in game.players for c in p.graveyard)
    else:
        cards = tuple(game.battlefield)
    quality = counted.quality
    if quality is None:
        return len(cards)
    if counted.where == GREATEST_POWER:
        powers = [max(c.power, 0) for c in cards if quality.matches(c, you, source)]
        return max(powers, default=0)
    if counted.where == GREATEST_MANA_VALUE:  # 202.3
        return max((c.mana_value for c in cards if quality.matches(c, you, source)), default=0)
    return sum(1 for c in cards if quality.matches(c, you, source))
