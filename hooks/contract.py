"""How each hook is called and how its results combine: declared here, followed by the host.

Every hook specification in :mod:`cardhost.hooks.specs` is declared with :func:`spec`,
which says which plugins it reaches (:class:`Scope`), how their results combine
(:class:`Combine`), which kind of hook it is (:class:`Kind`), and, for a hook that
watches a happening, the event class that drives it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import Enum
from typing import Any, TypeVar

from cardhost.hooks.markers import hookspec
from cardhost.model.events import Event

F = TypeVar("F", bound=Callable[..., Any])

CARD_ARGUMENT = "card"
"""Any hook a card plugin implements may also take ``card``: the plugin's own card
definition (its name, Oracle text, config and tokens), bound by the host."""


class Scope(str, Enum):
    """Which plugins a hook reaches."""

    CARD = "card"
    """Only the plugin of the card the event is about: its own object entered, dealt
    damage, or its mana ability or spell resolves."""
    BROADCAST = "broadcast"
    """Every plugin in the game: the built-in rules and each card's plugin."""


class Combine(str, Enum):
    """How the results of a hook's implementations combine."""

    IGNORED = "ignored"
    """Results are ignored; an implementation returns ``None``."""
    SUM = "summed"
    """Each implementation returns a count (an ``int`` of 0 or more) or ``None``; the host adds
    the counts."""
    REASONS = "reasons"
    """Each implementation returns a reason (a ``str`` that says why, not empty) or
    ``None``; every reason counts."""
    MANA_OPTIONS = "mana options"
    """The card's implementation returns a list of ``ManaAmount``, each a way its ability
    could add mana, or ``None`` for none."""
    OFFERS = "offered effects"
    """Each implementation returns a ReplacementEffect, a list of them, or ``None``; the
    host decides which apply and in what order (616.1)."""


class Kind(str, Enum):
    """The groups of hooks, in the order the reference lists them."""

    CARD = "Card hooks: about the plugin's own object"
    WATCHER = "Watcher hooks: something happened in the game"
    REPLACEMENT = "Replacement hooks: offer effects that modify an event"
    QUERY = "Query hooks: contribute to an answer; read the game, never change it"


@dataclass(frozen=True)
class HookContract:
    """The declaration of one hook. ``event`` is the event class whose happening calls it;
    ``when`` the event property that must be true for the hook to be called. ``subject``
    names the object whose card a card hook reaches: a field of ``event`` for an
    event-driven hook, else the argument (or argument attribute) the host takes it from."""

    name: str
    kind: Kind
    scope: Scope
    combine: Combine
    event: type[Event] | None = None
    subject: str = ""
    when: str = ""


CONTRACTS: dict[str, HookContract] = {}
"""Every hook's declaration, by name, in the order the specifications define them."""


def spec(
    kind: Kind,
    combine: Combine,
    *,
    scope: Scope = Scope.BROADCAST,
    event: type[Event] | None = None,
    subject: str = "",
    when: str = "",
) -> Callable[[F], F]:
    """Declare a hook specification: a pluggy hookspec plus its :class:`HookContract`."""
    if scope is Scope.CARD and not subject:
        raise ValueError("a card hook names the subject whose card it reaches")

    def declare(function: F) -> F:
        name = function.__name__
        CONTRACTS[name] = HookContract(name, kind, scope, combine, event, subject, when)
        return hookspec(function)

    return declare


def routes(event_type: type[Event]) -> tuple[HookContract, ...]:
    """The hooks a happening of ``event_type`` calls, in declaration order: those that
    watch its kind, or a kind it is one of (a draw is a zone change)."""
    return tuple(
        c for c in CONTRACTS.values() if c.event is not None and issubclass(event_type, c.event)
    )
