"""Replaceable events and the replacement effects offered for them (614, 616).

These are values: a plugin offers :class:`ReplacementEffect` objects and the host applies
them (616.1). :class:`EnteringPermanent`, :class:`ManaEvent`, :class:`CreatingTokens`,
:class:`PuttingCounters`, :class:`DealingDamage`, :class:`MovingObject` and
:class:`DrawingCard` are the events as modified so far.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from cardhost.model.mana import ManaAmount
from cardhost.model.validation import LARGEST_INTEGER, integer_problem

if TYPE_CHECKING:
    from cardhost.model.definitions import CardDefinition, ManaAbilityDefinition
    from cardhost.model.protocols import GameObject, Player

E = TypeVar("E")


@dataclass(frozen=True)
class ReplacementEffect(Generic[E]):
    """An effect that replaces an event with a modified one (614.1).

    ``source`` is the object whose ability generates it; ``apply`` returns the modified
    event. Two offers with the same source, description and ``instance`` are the same
    effect, so it applies at most once to an event (616.1f, 614.5); each instance of a
    keyword the source has more than once is an effect of its own, numbered from 0
    (702.54c: each instance of bloodthirst applies separately).
    """

    source: GameObject
    description: str
    apply: Callable[[E], E]
    self_replacement: bool = False
    instance: int = 0
    offered_by: str = field(default="", compare=False)
    """The card whose plugin offered it, where that isn't its source's: whose fault it
    is if it fails (set by the host)."""

    @property
    def key(self) -> tuple[int, str, int]:
        return (self.source.id, self.description, self.instance)

    @property
    def blamed(self) -> str:
        """The card whose plugin answers for it: the one that offered it."""
        return self.offered_by or self.source.name

    @property
    def name(self) -> str:
        """The name of the effect's source: how scripts and the log name the effect."""
        return self.source.name


@dataclass(frozen=True)
class EnteringPermanent:
    """A permanent about to enter the battlefield (614.12), as modified so far.

    ``permanent`` and ``controller`` say what is entering and under whose control; a
    replacement effect changes ``tapped`` ("enters tapped", 614.1d), ``x``, or the
    ``counters`` it enters with ("enters with two +1/+1 counters on it", 614.1c), as
    pairs of a kind and a number."""

    permanent: GameObject
    controller: Player
    tapped: bool = False
    x: int = 0
    counters: tuple[tuple[str, int], ...] = ()
    colors_spent: int = 0
    """Entering from the stack, how many colours of mana were spent to cast its spell
    (sunburst, 702.44a); 0 otherwise."""

    def as_tapped(self) -> EnteringPermanent:
        """This event, entering tapped instead."""
        return replace(self, tapped=True)

    def with_counters(self, kind: str, amount: int) -> EnteringPermanent:
        """This event, the permanent entering with ``amount`` more counters of ``kind``."""
        return replace(self, counters=(*self.counters, (kind, amount)))

    def problem_after(self, before: EnteringPermanent) -> str:
        """What is wrong with this event as a replacement of ``before`` (614.1): the same
        permanent enters, under the same control (effects entering a permanent under
        another player's control, ordered first by 616.1b, are not supported: refused, not
        ignored), ``tapped`` a boolean and ``x`` a whole number."""
        if self.permanent is not before.permanent:
            return "a replacement effect can't change which permanent enters"
        if self.controller is not before.controller or self.colors_spent != before.colors_spent:
            return (
                "a replacement effect here can't change who controls the permanent as it "
                "enters (616.1b) nor the mana spent to cast it"
            )
        if not isinstance(self.tapped, bool):
            return f"tapped must be True or False, not {self.tapped!r}"
        if not isinstance(self.x, int) or isinstance(self.x, bool) or self.x < 0:
            return f"x must be an int of 0 or more, not {self.x!r}"
        for pair in self.counters if isinstance(self.counters, tuple) else (None,):
            kind, amount = pair if isinstance(pair, tuple) and len(pair) == 2 else (None, None)
            if not isinstance(kind, str) or type(amount) is not int or amount < 0:
                return f"counters are pairs of a kind and an int of 0 or more, not {pair!r}"
        return ""


@dataclass(frozen=True)
class ManaEvent:
    """A mana ability of ``permanent`` about to add ``mana`` to ``player``'s pool
    (106.12b, 605.3b). ``ability`` is the activated mana ability resolving, or ``None``
    for a triggered mana ability (605.1b, 605.4a)."""

    permanent: GameObject
    ability: ManaAbilityDefinition | None
    player: Player
    mana: ManaAmount

    @property
    def tapped_for_mana(self) -> bool:
        """True when an activated mana ability with {T} in its cost resolves (106.12)."""
        return self.ability is not None and self.ability.tap

    def with_mana(self, mana: ManaAmount) -> ManaEvent:
        """This event, producing ``mana`` instead (614.1a)."""
        return ManaEvent(self.permanent, self.ability, self.player, mana)

    def problem_after(self, before: ManaEvent) -> str:
        """What is wrong with this event as a replacement of ``before`` (614.1a): the same
        ability of the same permanent adds mana, as a ManaAmount (106.1)."""
        if (self.permanent, self.ability) != (before.permanent, before.ability):
            return "a replacement effect can't change which ability adds the mana"
        if not isinstance(self.mana, ManaAmount):
            return f"mana must be a ManaAmount, not {self.mana!r}"

        return ""


@dataclass(frozen=True)
class CreatingTokens:
    """An effect about to create ``count`` tokens of ``token`` under ``controller``'s
    control (111.2), as modified so far; a replacement effect changes ``count``
    (614.1a: "creates twice that many instead")."""

    controller: Player
    token: CardDefinition
    count: int

    def twice(self) -> CreatingTokens:
        """This event, creating twice that many tokens instead."""
        return replace(self, count=2 * self.count)

    def problem_after(self, before: CreatingTokens) -> str:
        """The same tokens under the same control, a whole number of them (614.1a)."""
        if (self.controller, self.token) != (before.controller, before.token):
            return "a replacement effect can't change whose tokens or which are created"
        if not isinstance(self.count, int) or isinstance(self.count, bool) or self.count < 0:
            return f"count must be an int of 0 or more, not {self.count!r}"
        return ""


@dataclass(frozen=True)
class PuttingCounters:
    """An effect about to put ``amount`` counters of ``kind`` on ``permanent`` (122.6),
    as modified so far; a replacement effect changes ``amount`` (614.1a). ``as_cost``:
    a player puts them to pay a cost (a loyalty ability's, 606.4), not an effect, so
    what replaces "an effect would put" counters doesn't apply."""

    permanent: GameObject
    kind: str
    amount: int
    as_cost: bool = False

    def twice(self) -> PuttingCounters:
        """This event, putting twice that many counters instead."""
        return replace(self, amount=2 * self.amount)

    def problem_after(self, before: PuttingCounters) -> str:
        """The same kind of counters on the same permanent, a whole number (614.1a)."""
        if (self.permanent, self.kind) != (before.permanent, before.kind):
            return "a replacement effect can't change which counters go on which permanent"
        if type(self.amount) is not int or self.amount < 0:
            return f"amount must be an int of 0 or more, not {self.amount!r}"
        return ""


@dataclass(frozen=True)
class DealingDamage:
    """``source`` about to deal ``amount`` damage to ``recipient`` (120.3; combat damage
    if ``combat``), as modified so far; a replacement effect changes ``amount`` (614.1a:
    "it deals double that damage instead"). Prevention (615) applies after."""

    source: GameObject
    recipient: GameObject | Player
    amount: int
    combat: bool = False

    def twice(self) -> DealingDamage:
        """This event, dealing double that damage instead."""
        return replace(self, amount=2 * self.amount)

    def problem_after(self, before: DealingDamage) -> str:
        """The same source, recipient and kind of damage, a whole amount (614.1a)."""
        if (self.source, self.recipient, self.combat) != (
            before.source,
            before.recipient,
            before.combat,
        ):
            return "a replacement effect here can't change the damage's source or recipient"
        if type(self.amount) is not int or self.amount < 0:
            return f"amount must be an int of 0 or more, not {self.amount!r}"
        return ""


@dataclass(frozen=True)
class MovingObject:
    """``obj`` about to move from its zone to ``zone`` (a zone's name, 400.1), as modified
    so far; a replacement effect changes where it goes (614.1a: "exile it instead")."""

    obj: GameObject
    zone: str

    def to_exile(self) -> MovingObject:
        """This event, the object going to exile instead."""
        return replace(self, zone="exile")

    def problem_after(self, before: MovingObject) -> str:
        """The same object, to the zone it was going to or one it may be sent to instead
        (400.1)."""
        if self.obj is not before.obj:
            return "a replacement effect can't change which object moves"
        if self.zone != before.zone and self.zone not in MOVABLE_TO:
            return f"zone must be one of {', '.join(MOVABLE_TO)}, not {self.zone!r}"
        return ""


@dataclass(frozen=True)
class DrawingCard:
    """``player`` about to draw a card (121.1), one draw of a sequence (121.2), as
    modified so far; a replacement effect replaces the draw (121.6, 614.11): the card
    isn't drawn and ``instead``, if any, happens in its place, before any later draw of
    the sequence (614.11a). A draw is replaced even from an empty library (121.6a)."""

    player: Player
    replaced: bool = False
    instead: Callable[[Any], object] | None = None

    def replaced_by(self, instead: Callable[[Any], object] | None = None) -> DrawingCard:
        """This event, the draw replaced: nothing is drawn, and ``instead(game)`` (if
        given) happens instead."""
        return replace(self, replaced=True, instead=instead)

    def problem_after(self, before: DrawingCard) -> str:
        """The same player's draw; what replaces it is a function of the game."""
        if self.player is not before.player:
            return "a replacement effect can't change who draws"
        if not isinstance(self.replaced, bool):
            return f"replaced must be a bool, not {self.replaced!r}"
        if self.instead is not None and not callable(self.instead):
            return f"instead must be a function of the game, not {self.instead!r}"
        return ""


def mana_problem(mana: ManaAmount) -> str:
    """What is wrong with ``mana`` as mana an effect makes, or ``""``: no count of it
    beyond what a game can hold (64-bit)."""
    if max(mana.w, mana.u, mana.b, mana.r, mana.g, mana.c) <= LARGEST_INTEGER:  # hot: a tap
        return ""
    for mana_type, count in mana.counts.items():
        problem = integer_problem(count)
        if problem:
            return f"{mana_type.symbol} is {problem}"
    return ""


MOVABLE_TO = ("library", "hand", "graveyard", "exile")
"""Where a replacement effect may send an object instead (400.1): not the battlefield,
which a permanent enters only as 614.12 says."""


def replacement_problem(before: object, after: object) -> str:
    """Why ``after`` is not a replacement of the event ``before``, or ``""``."""
    if type(after) is not type(before):
        return f"returned {after!r}, not a {type(before).__name__}"
    check = getattr(after, "problem_after", None)
    return check(before) if check is not None else ""
