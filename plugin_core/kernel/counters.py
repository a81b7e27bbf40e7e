"""Putting counters on a permanent (122.1, 122.6), on the battlefield or as it enters
(614.1c): as replacement effects modify how many (614.1a; its controller orders
several, 616.1), never past a 64-bit count."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel.replacement import apply_replacements
from cardhost.model.errors import CardhostError
from cardhost.model.events import CountersChanged
from cardhost.model.replaceable import PuttingCounters
from cardhost.model.validation import integer_problem

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject


def put(game: GameCore, permanent: GameObject, kind: str, amount: int) -> int:
    """Put ``amount`` counters of ``kind`` on ``permanent``, as replacement effects make
    it (``replace_counters``); how many were put."""
    if not isinstance(kind, str) or not kind.strip() or not kind.isprintable():
        raise CardhostError(f"a kind of counter is a printed name, not {kind!r}")
    if amount and game.host.implements("replace_counters"):
        putting, _ = apply_replacements(
            game,
            PuttingCounters(permanent, kind, amount),
            lambda event: game.broadcast("replace_counters", event=event),
            permanent.controller,
            f"{amount} {kind} counters being put on {permanent.name}",
        )
        amount = putting.amount
    if not amount:
        return 0
    total = permanent.counters.get(kind, 0) + amount
    problem = integer_problem(total)
    if problem:
        raise CardhostError(f"{kind} counters on {permanent}: {problem}")
    permanent.counters = {**permanent.counters, kind: total}  # replaced, not changed: journaled
    game.emit(CountersChanged(permanent, kind, amount, total))
    return amount
