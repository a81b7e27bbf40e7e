"""Redirection effects (614.9) as values: damage a resolved spell or ability will deal
to another creature, planeswalker or player instead this turn (``game.redirections``).
What each reaches is a prevention effect's reach (:class:`Prevention`: to whom, by
whom, combat damage only; the next so much of it, a shield used up as it redirects, the
next time damage would be dealt, or all of it); the damage it reaches is dealt to
``to`` instead, by the same source and still combat damage or not. It does nothing if
``to`` is no longer a creature or planeswalker on the battlefield, or a player in the
game (614.9). They end with the turn (514.2)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.prevention import Prevention
from cardhost.model.zones import BATTLEFIELD


@dataclass(frozen=True)
class Redirection:
    """Damage ``reach`` reaches this turn is dealt to ``to`` instead (614.9)."""

    reach: Prevention
    to: GameObject | Player

    def applies(
        self, recipient: GameObject | Player, combat: bool, dealer: GameObject | None
    ) -> bool:
        """Whether it redirects damage ``dealer`` would deal to ``recipient`` now: it
        reaches that damage, and ``to`` is another that can be dealt it (614.9)."""
        return (
            self.to is not recipient
            and self.reach.applies(recipient, combat, dealer)
            and can_be_dealt_damage(self.to)
        )

    def used(self, redirected: int) -> Redirection | None:
        """What is left of it once it has redirected ``redirected`` damage (615.7 for
        its shield, as a prevention effect's)."""
        left = self.reach.used(redirected)
        return None if left is None else replace(self, reach=left)

    @property
    def source(self) -> GameObject:
        """The object whose spell or ability made it."""
        return self.reach.source

    @property
    def name(self) -> str:
        """The name of the effect's source: how scripts name it (616.1)."""
        return self.reach.source.name

    @property
    def description(self) -> str:
        """What it redirects, in the rules' words: "the next 1 damage that would be
        dealt to Lancers en-Kor this turn is dealt to Grizzly Bears instead"."""
        return f"{self.reach.description} is dealt to {self.to.name} instead"

    def __str__(self) -> str:
        return f"{self.reach.source.name}: {self.description}"


def can_be_dealt_damage(recipient: GameObject | Player) -> bool:
    """Whether damage can be redirected to ``recipient``: a creature or planeswalker on
    the battlefield, or a player still in the game (614.9, 120.1a)."""
    if isinstance(recipient, Player):
        return not recipient.has_lost
    return recipient.zone is BATTLEFIELD and (recipient.is_creature or recipient.is_planeswalker)
