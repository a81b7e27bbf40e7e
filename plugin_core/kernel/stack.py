"""Abilities on the stack (113.1c, 405, 602.2a, 603.3): triggered and activated abilities
with their targets."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from cardhost.kernel import targeting
from cardhost.kernel.delayed import DelayedTrigger
from cardhost.kernel.journal import Tracked, changed
from cardhost.kernel.objects import GameObject, Player
from cardhost.model.definitions import ActivatedAbility, TriggeredAbility
from cardhost.model.events import ObjectRef

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.targeting import Requirement, Target

Effect = Callable[["GameCore", "StackAbility"], None]
Condition = Callable[["GameCore", "StackAbility"], bool]


class StackAbility(Tracked):
    """A triggered ability (603), waiting to be put on the stack or on it, or an activated
    ability on the stack (602.2a): an object that isn't a card (113.1c).

    ``source`` is the object it came from, kept as last known information (608.2h);
    ``subject`` is an object the trigger event named (such as the attacking creature);
    ``x`` is the X an enters-the-battlefield ability sees (107.3m), or the X announced for
    an activated ability. ``requirements`` say what it targets (115.1) and ``targets``
    are the objects and players chosen, in the same order. An activated ability has
    ``activated``, its definition, and ``index``, which of its card's abilities it is; a
    triggered ability written as data has ``written``, its definition (``[[triggers]]``);
    a delayed triggered ability has ``delayed``, what it follows (603.7); a modal one
    ``modes``, those chosen as it was put on the stack (603.3c).
    """

    def __init__(
        self,
        source: GameObject,
        controller: Player,
        text: str,
        effect: Effect | None = None,
        *,
        condition: Condition | None = None,
        requirements: Sequence[Requirement] = (),
        subject: GameObject | None = None,
        x: int = 0,
        data: dict[str, Any] | None = None,
        activated: ActivatedAbility | None = None,
        index: int = -1,
        written: TriggeredAbility | None = None,
        delayed: DelayedTrigger | None = None,
    ) -> None:
        self.source = source
        self.source_ref = ObjectRef.of(source)
        self.source_timestamp = source.timestamp
        """Its source's timestamp as it triggered or was activated: a new one since says
        the permanent transformed, or turned face up or down (613.7f-g, 701.27f)."""
        self.controller = controller
        self.text = text
        self.effect = effect
        self.condition = condition
        self.requirements = tuple(requirements)
        self.subject = subject
        self.x = x
        self.data = dict(data or {})
        self.activated = activated
        self.index = index
        self.written = written
        self.delayed = delayed
        self.targets: tuple[Target, ...] = ()
        self.modes: tuple[int, ...] = ()
        """A modal triggered ability's chosen modes, by their places (603.3c, 700.2)."""
        self.division: tuple[int, ...] = ()
        """How much of its divided damage each target of its phrase gets (601.2d)."""

    @property
    def name(self) -> str:
        return f"{self.source_ref.name}'s ability"

    @property
    def target(self) -> Requirement | None:
        """Its one target requirement, if it has exactly one."""
        return self.requirements[0] if len(self.requirements) == 1 else None

    def legal_targets(self, game: GameCore) -> list[Target]:
        """What this ability could target now for its one requirement (115.1, 603.3d)."""
        if not self.requirements:
            return []
        return targeting.candidates(game, self.requirements[0], self, self.controller)

    def target_still_legal(self, game: GameCore, target: Target) -> bool:
        """A target is illegal if it left its zone (400.7) or no longer qualifies (608.2b)."""
        return any(
            chosen is target and targeting.is_legal(game, r, target, self, self.controller)
            for r, chosen in zip(self.requirements, self.targets, strict=False)
        )

    def __repr__(self) -> str:
        return f"<ability of {self.source_ref}: {self.text}>"


def left_stack(ability: StackAbility) -> None:
    """``ability`` has left the stack, resolving or countered: a Saga's chapter ability
    gone is a change state-based actions look at (714.4), as the board's are."""
    if ability.source.is_saga:
        changed(board=True)
