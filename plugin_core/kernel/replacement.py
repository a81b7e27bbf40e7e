"""Replacement effects as objects (614, 616).

A plugin offers :class:`ReplacementEffect` values; the host decides which apply, asks the
affected player which applies first (616.1), applies each at most once, and asks again
after each one with the modified event (616.1f).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.plugins import blame, call_guarded
from cardhost.model.events import ReplacementApplied
from cardhost.model.replaceable import ReplacementEffect, replacement_problem

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import Player

E = TypeVar("E")

MOST_REPLACEMENTS = 1_000
"""The most replacement effects applied to one event: each applies once (614.5), so more
means a plugin offers a new effect every time, which would never end."""


def apply_replacements(
    game: GameCore,
    event: E,
    offers: Callable[[E], list[ReplacementEffect[E]]],
    affected_player: Player,
    affected: str,
) -> tuple[E, tuple[str, ...]]:
    """Apply replacement effects to ``event`` per 616.1: self-replacement effects first
    (616.1a), then the affected player's choice among the rest (616.1e); each effect at
    most once, the rest re-checked after each (616.1f). Returns the event and the names
    of the sources of the effects applied, in order."""
    applied: set[tuple[int, str]] = set()
    descriptions: list[str] = []
    while True:
        offered = offers(event)
        check_offered(offered, affected)
        candidates = [o for o in offered if o.key not in applied]
        if not candidates:
            return event, tuple(descriptions)
        own = [o for o in candidates if o.self_replacement]
        pool = own or candidates
        effect = (
            pool[0]
            if len(pool) == 1
            else game.choose(
                ChoiceKind.REPLACEMENT,
                affected_player,
                f"which replacement effect applies first to {affected} (616.1)",
                pool,
            )
        )
        check_applied(effect, applied, affected)
        applied.add(effect.key)
        event = apply_effect(effect, event)
        descriptions.append(effect.source.name)
        game.emit(ReplacementApplied(effect.source, effect.description, affected))


def check_offered(offered: list[ReplacementEffect[E]], affected: str) -> None:
    """Refuse more than :data:`MOST_REPLACEMENTS` effects offered for one event: no more
    could apply to it (614.5), and looking through them again after each one applied
    (616.1f) would cost their number for each. The card offering most of them answers
    for it."""
    if len(offered) <= MOST_REPLACEMENTS:
        return
    blamed = Counter(o.blamed for o in offered).most_common(1)[0][0]
    problem = RuntimeError(
        f"{len(offered):,} replacement effects offered for {affected}: at most "
        f"{MOST_REPLACEMENTS:,} could apply to it, each once (614.5)"
    )
    raise blame(blamed, "its replacement effects", problem)


def check_applied(
    effect: ReplacementEffect[E], applied: set[tuple[int, str]], affected: str
) -> None:
    """Refuse applying ``effect`` to ``affected`` once :data:`MOST_REPLACEMENTS` have
    applied to it: its plugin offers a new effect every time (614.5)."""
    if len(applied) >= MOST_REPLACEMENTS:
        problem = RuntimeError(
            f"more than {MOST_REPLACEMENTS:,} replacement effects applied to {affected}: "
            "it offers a new one each time, though each applies once (614.5)"
        )
        raise blame(effect.blamed, "its replacement effect", problem)


def apply_effect(effect: ReplacementEffect[E], event: E) -> E:
    """``effect`` applied to ``event``. A plugin's effect that raises, or returns anything
    but the same kind of event about the same thing, is the error of the card that
    offered it."""
    where = "its replacement effect"
    result = call_guarded(effect.blamed, where, effect.apply, event)
    problem = replacement_problem(event, result)
    if problem:
        raise blame(effect.blamed, where, TypeError(problem))
    return result
