"""Replacement effects as objects (614, 616).

A plugin offers :class:`ReplacementEffect` values; the host decides which apply, asks the
affected player which applies first (616.1), applies each at most once, and asks again
after each one with the modified event (616.1f).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Generic, TypeVar

from plugin_core.choices import ChoiceKind
from plugin_core.events import ObjectRef, ReplacementApplied
from plugin_core.mana import ManaType
from plugin_core.plugins import guarded

if TYPE_CHECKING:
    from plugin_core.definitions import ManaAbilityDefinition
    from plugin_core.game import Game
    from plugin_core.objects import GameObject, Player

E = TypeVar("E")


@dataclass(frozen=True)
class ReplacementEffect(Generic[E]):
    """An effect that replaces an event with a modified one (614.1).

    ``source`` is the object whose ability generates it; ``apply`` returns the modified
    event. Two offers with the same source and description are the same effect, so it
    applies at most once to an event (616.1f, 614.5).
    """

    source: GameObject
    description: str
    apply: Callable[[E], E]
    self_replacement: bool = False

    @property
    def key(self) -> tuple[int, str]:
        return (self.source.id, self.description)

    @property
    def name(self) -> str:
        """The name of the effect's source: how scripts and the log name the effect."""
        return self.source.name


@dataclass(frozen=True)
class EnteringPermanent:
    """A permanent about to enter the battlefield (614.12), as modified so far.

    ``permanent`` and ``controller`` say what is entering and under whose control; a
    replacement effect changes ``tapped`` ("enters tapped", 614.1d) or ``x``."""

    permanent: GameObject
    controller: Player
    tapped: bool = False
    x: int = 0

    def as_tapped(self) -> EnteringPermanent:
        """This event, entering tapped instead."""
        return replace(self, tapped=True)


@dataclass(frozen=True)
class ManaEvent:
    """A mana ability of ``permanent`` about to add ``mana`` to ``player``'s pool
    (106.12b, 605.3b). ``ability`` is the activated mana ability resolving, or ``None``
    for a triggered mana ability (605.1b, 605.4a)."""

    permanent: GameObject
    ability: ManaAbilityDefinition | None
    player: Player
    mana: tuple[ManaType, ...]

    @property
    def tapped_for_mana(self) -> bool:
        """True when an activated mana ability with {T} in its cost resolves (106.12)."""
        return self.ability is not None and self.ability.tap

    def with_mana(self, mana: Iterable[ManaType]) -> ManaEvent:
        return replace(self, mana=tuple(mana))


def offered(game: Game, hook: str, **event: object) -> list[ReplacementEffect]:
    """The replacement effects every plugin offers through ``hook`` for ``event``; card
    plugins' results are checked as they return (a ReplacementEffect, a list, or None)."""
    offers: list[ReplacementEffect] = []
    for result in game.call_hook(hook, **event):
        if isinstance(result, ReplacementEffect):
            offers.append(result)
        elif result is not None:
            offers.extend(result)
    return offers


def apply_replacements(
    game: Game,
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
        candidates = [o for o in offers(event) if o.key not in applied]
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
        applied.add(effect.key)
        event = guarded(effect.source.name, "its replacement effect", effect.apply)(event)
        descriptions.append(effect.source.name)
        game.record(ReplacementApplied(ObjectRef.of(effect.source), effect.description, affected))
