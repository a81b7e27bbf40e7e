"""Putting counters on a permanent (122.1, 122.6), on the battlefield or as it enters
(614.1c): as replacement effects modify how many (614.1a; its controller orders
several, 616.1), never past a 64-bit count; and removing them (122.8)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from cardhost.kernel.objects import counted, counter_change
from cardhost.kernel.replacement import apply_replacements
from cardhost.model.errors import CardhostError
from cardhost.model.events import CountersChanged
from cardhost.model.replaceable import PuttingCounters
from cardhost.model.validation import integer_problem
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject


def put(
    game: GameCore, permanent: GameObject, kind: str, amount: int, *, as_cost: bool = False
) -> int:
    """Put ``amount`` counters of ``kind`` on ``permanent``, as replacement effects make
    it (``replace_counters``); ``as_cost``: to pay a cost (a loyalty ability's, 606.4),
    which no "if an effect would put counters" replaces. On a card elsewhere (a card
    suspended in exile, 702.62a), no permanent (110.1): as many as said. How many were
    put."""
    _check_kind(kind)
    if permanent.zone is not BATTLEFIELD:
        return place(game, permanent, kind, amount)
    return place(game, permanent, kind, replaced(game, permanent, kind, amount, as_cost=as_cost))


def replaced(
    game: GameCore, permanent: GameObject, kind: str, amount: int, *, as_cost: bool = False
) -> int:
    """How many counters of ``kind`` are put on ``permanent`` instead of ``amount``, as
    the replacement effects offered make it (``replace_counters``, 122.6, 614.1a): on a
    permanent about to enter, those of the permanents already on the battlefield
    (614.12)."""
    if amount and game.host.implements("replace_counters"):
        putting, _ = apply_replacements(
            game,
            PuttingCounters(permanent, kind, amount, as_cost),
            lambda event: game.broadcast("replace_counters", event=event),
            permanent.controller,
            f"{amount} {kind} counters being put on {permanent.name}",
        )
        return putting.amount
    return amount


def place(game: GameCore, permanent: GameObject, kind: str, amount: int) -> int:
    """Put ``amount`` counters of ``kind`` on ``permanent``, replacement effects already
    applied (:func:`replaced`). How many were put."""
    if not amount:
        return 0
    game.emit(added(game, permanent, kind, amount))
    return amount


def added(game: GameCore, permanent: GameObject, kind: str, amount: int) -> CountersChanged:
    """``amount`` counters of ``kind`` put on ``permanent``, however (an effect's, or
    damage's -1/-1 counters, 120.3d), each of the kind then with the timestamp of the
    newest if they change power or toughness (613.7c); the event saying so left for the
    caller to fire."""
    total = permanent.counters.get(kind, 0) + amount
    problem = integer_problem(total)
    if problem:
        raise CardhostError(f"{kind} counters on {permanent}: {problem}")
    permanent.counters = counted({**permanent.counters, kind: total})  # replaced: journaled
    if counter_change({kind: 1}) != (0, 0):  # 613.7c
        put = dict(permanent.counters_put)
        put[kind] = game.new_timestamp()
        permanent.counters_put = tuple(put.items())
    return CountersChanged(permanent, kind, amount, total)


def remove(game: GameCore, permanent: GameObject, kind: str, amount: int) -> int:
    """Remove up to ``amount`` counters of ``kind`` from ``permanent`` (122.8): for a
    cost, an effect, damage to a planeswalker (120.3c) or a state-based action (704.5q).
    How many were removed."""
    _check_kind(kind)
    changed = taken_off(permanent, kind, amount)
    if changed is None:
        return 0
    game.emit(changed)
    return -changed.amount


def taken_off(permanent: GameObject, kind: str, amount: int) -> CountersChanged | None:
    """Up to ``amount`` counters of ``kind`` taken off ``permanent`` (122.8), the event
    saying so left for the caller to fire (damage fires its results' events once every
    result is in place, 120.3c); ``None`` if it had none."""
    before = permanent.counters.get(kind, 0)
    removed = min(before, amount)
    if not removed:
        return None
    counters = {**permanent.counters, kind: before - removed}  # replaced: journaled
    if not counters[kind]:
        del counters[kind]
        if any(put == kind for put, _ in permanent.counters_put):  # none left to time
            permanent.counters_put = tuple(p for p in permanent.counters_put if p[0] != kind)
    permanent.counters = counted(counters)
    return CountersChanged(permanent, kind, -removed, before - removed)


def as_placed(given: Mapping[str, int]) -> dict[str, int]:
    """Counters as a position places them (122.1): each kind a printed name, each amount
    a whole number a game can hold; refused with what is wrong."""
    if not isinstance(given, Mapping):
        raise CardhostError(f"counters are a table of kinds and amounts, not {given!r}")
    for kind, amount in given.items():
        _check_kind(kind)
        if isinstance(amount, bool) or not isinstance(amount, int) or amount < 0:
            raise CardhostError(f"{kind} counters: a whole number, 0 or more, not {amount!r}")
        problem = integer_problem(amount)
        if problem:
            raise CardhostError(f"{kind} counters: {problem}")
    return dict(given)


def _check_kind(kind: object) -> None:
    if not isinstance(kind, str) or not kind.strip() or not kind.isprintable():
        raise CardhostError(f"a kind of counter is a printed name, not {kind!r}")
