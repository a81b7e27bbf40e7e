"""Prevention effects (615) as values: what a resolved spell or ability will prevent this
turn (``game.prevention``): all damage or all combat damage (615.1), or the next so
much damage to one object or player, a shield used up as it prevents (615.7). They
end with the turn (514.2)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardhost.kernel.objects import GameObject, Player


@dataclass(frozen=True)
class Prevention:
    """Damage ``source``'s effect prevents this turn: to ``recipient`` only (or to any),
    combat damage only (``combat_only``), the next ``amount`` of it (615.7) or all of it
    (``None``)."""

    source: GameObject
    recipient: GameObject | Player | None = None
    amount: int | None = None
    combat_only: bool = False

    def applies(self, recipient: GameObject | Player, combat: bool) -> bool:
        """Whether it prevents damage dealt to ``recipient`` (combat damage or not)."""
        if self.combat_only and not combat:
            return False
        return self.recipient is None or self.recipient is recipient

    def used(self, prevented: int) -> Prevention | None:
        """What is left of it once it has prevented ``prevented`` damage: a shield is
        used up by what it prevents (615.7); ``None`` when nothing is left."""
        if self.amount is None:
            return self
        left = self.amount - prevented
        return replace(self, amount=left) if left > 0 else None

    @property
    def name(self) -> str:
        """The name of the effect's source: how scripts name it (616.1)."""
        return self.source.name

    def __str__(self) -> str:
        what = "all" if self.amount is None else f"the next {self.amount}"
        kind = " combat" if self.combat_only else ""
        to = f" to {self.recipient.name}" if self.recipient is not None else ""
        return f"{self.source.name}: prevent {what}{kind} damage{to} this turn"
