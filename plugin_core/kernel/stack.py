"""Triggered abilities, targets and the stack (113, 115, 405, 603, 608)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from cardhost.kernel.journal import Tracked
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.plugins import guarded
from cardhost.model.events import ObjectRef
from cardhost.model.zones import Zone

if TYPE_CHECKING:
    from cardhost.kernel.game import Game

Effect = Callable[["Game", "StackAbility"], None]
Condition = Callable[["Game", "StackAbility"], bool]


@dataclass(frozen=True)
class TargetRequirement:
    """What an ability may target (115.1): objects in ``zones`` that ``allows``.

    ``allows(game, ability, candidate)`` decides legality, both when the ability is put on
    the stack (603.3d) and again as it resolves (608.2b).
    """

    description: str
    zones: tuple[Zone, ...]
    allows: Callable[[Game, StackAbility, GameObject], bool]


class StackAbility(Tracked):
    """A triggered ability, waiting to be put on the stack or on it (603.3, 113.1c).

    ``source`` is the object it came from, kept as last known information (608.2h);
    ``subject`` is an object the trigger event named (such as the attacking creature);
    ``x`` is the X an enters-the-battlefield ability sees (107.3m).
    """

    def __init__(
        self,
        source: GameObject,
        controller: Player,
        text: str,
        effect: Effect,
        *,
        condition: Condition | None = None,
        target: TargetRequirement | None = None,
        subject: GameObject | None = None,
        x: int = 0,
        data: dict[str, Any] | None = None,
    ) -> None:
        self.source = source
        self.source_ref = ObjectRef.of(source)
        self.controller = controller
        self.text = text
        self.effect = effect
        self.condition = condition
        self.target = target
        self.subject = subject
        self.x = x
        self.data = dict(data or {})
        self.targets: tuple[GameObject, ...] = ()

    @property
    def name(self) -> str:
        return f"{self.source_ref.name}'s ability"

    def legal_targets(self, game: Game) -> list[GameObject]:
        """Objects this ability could target now (115.1, 603.3d)."""
        if self.target is None:
            return []
        requirement = self.target
        return [obj for obj in game._objects_in(requirement.zones) if self._allows(game, obj)]

    def target_still_legal(self, game: Game, obj: GameObject) -> bool:
        """A target is illegal if it left its zone (400.7) or no longer qualifies (608.2b)."""
        requirement = self.target
        return (
            requirement is not None
            and obj.zone in requirement.zones
            and obj in game._objects_in(requirement.zones)
            and self._allows(game, obj)
        )

    def _allows(self, game: Game, obj: GameObject) -> bool:
        assert self.target is not None
        check = guarded(self.source_ref.name, "the target check of its ability", self.target.allows)
        return bool(check(game, self, obj))

    def __repr__(self) -> str:
        return f"<ability of {self.source_ref}: {self.text}>"
