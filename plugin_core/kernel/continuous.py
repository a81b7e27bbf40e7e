"""Continuous effects in force (611): what the game keeps of each effect of a resolved
spell or ability, and of each static ability as the layers judge it (613)."""

from __future__ import annotations

from dataclasses import dataclass

from cardhost.kernel.objects import GameObject, Player
from cardhost.model.continuous import (
    Affected,
    Condition,
    Duration,
    Layer,
    Modification,
    one_per_layer,
)
from cardhost.model.errors import CardhostError
from cardhost.model.zones import BATTLEFIELD


@dataclass(frozen=True)
class ContinuousEffect:
    """A continuous effect in force (611): its ``source`` and ``controller`` (``None`` for a
    static ability's: the source's controller, 613.1b), what it does
    (one :class:`Modification` per layer, 613.6), its ``timestamp`` (613.7), and whom it
    affects: ``affects``, judged continuously for a static ability (611.3a), or the
    ``objects`` it was applied to, for a resolved spell or ability (611.2c), for its
    ``duration`` (611.2a; a static ability's lasts while the ability exists, 611.3)."""

    source: GameObject
    controller: Player | None
    modifications: tuple[Modification, ...]
    timestamp: int
    affects: Affected | None = None
    objects: frozenset[int] = frozenset()
    condition: Condition | None = None
    duration: Duration = Duration.GAME
    description: str = ""
    players: frozenset[int] = frozenset()
    """The players (by index) its ``player_rules`` are for."""
    player_rules: tuple[str, ...] = ()
    """Rules it gives ``players`` instead of changing objects: "You may play an
    additional land this turn" (:data:`cardhost.model.continuous.PLAYER_RULES`)."""
    untapped: frozenset[int] = frozenset()
    """For an effect on a group "during its controller's next untap step" (a rule of the
    game, 611.2c: "Creatures your opponents control don't untap during their
    controllers' next untap steps"): the players (by index) whose next untap step has
    ended, whose objects it no longer applies to (502.3)."""

    def __post_init__(self) -> None:
        """Its changes of one layer made one (613.6: :func:`one_per_layer`), however
        they were given."""
        try:
            merged = one_per_layer(self.modifications)
        except ValueError as error:
            raise CardhostError(f"{self.description or self.source}: {error}") from None
        if merged is not self.modifications:
            object.__setattr__(self, "modifications", merged)

    @property
    def gives_control(self) -> bool:
        """Whether it gives its controller control of what it applies to (613.1b)."""
        return any(m.layer is Layer.CONTROL and m.control for m in self.modifications)

    @property
    def until_end_of_turn(self) -> bool:
        """Whether it ends in the cleanup step (514.2), if not before: "until end of
        combat" too, made when no combat followed."""
        return self.duration in (Duration.END_OF_TURN, Duration.END_OF_COMBAT)

    def lasting(self) -> bool:
        """Whether a duration that tracks its source still holds (611.2b): the source on
        the battlefield, and controlled by the effect's controller if it says so."""
        duration = self.duration
        if not duration.tracks_source:
            return True
        source = self.source
        if source.zone is not BATTLEFIELD:
            return False
        return duration is not Duration.YOU_CONTROL_THIS or source.controller is self.controller

    @property
    def layers(self) -> frozenset[Layer]:
        return frozenset(m.layer for m in self.modifications)
