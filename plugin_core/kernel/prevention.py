"""Prevention effects (615) as values: what a resolved spell or ability will prevent this
turn (``game.prevention``): all damage or all combat damage (615.1), the next so much
damage, a shield used up as it prevents (615.7), or the next time damage would be dealt
(615.7: one event's, all of it); to one object or player, to permanents of a group or
to players, or to anything; by one source (a target, a source chosen, 609.7a), by
permanents of a group, or by any. The groups are read as damage would be dealt: a
prevention effect changes no characteristic, so its groups aren't fixed as it resolves
(611.2c). They end with the turn (514.2)."""

from __future__ import annotations

from dataclasses import dataclass, replace

from cardhost.kernel.objects import GameObject, Player
from cardhost.model.qualities import Quality


@dataclass(frozen=True)
class Prevention:
    """Damage ``source``'s effect prevents this turn: to ``recipient`` only, to
    permanents of the group ``recipients`` or to players only (``to_players``), else to
    any; by ``dealer`` only or by permanents of the group ``dealers``, else by any (the
    groups as ``controller`` says them); combat damage only (``combat_only``); the next
    ``amount`` of it (615.7), all of it (``None``), or all of the next event's
    (``once``)."""

    source: GameObject
    recipient: GameObject | Player | None = None
    amount: int | None = None
    combat_only: bool = False
    recipients: Quality | None = None
    to_players: bool = False
    dealer: GameObject | None = None
    dealers: Quality | None = None
    controller: Player | None = None
    once: bool = False

    def applies(
        self, recipient: GameObject | Player, combat: bool, dealer: GameObject | None = None
    ) -> bool:
        """Whether it prevents damage ``dealer`` would deal to ``recipient`` (combat damage
        or not); ``dealer`` ``None`` asks of damage by any source."""
        if self.combat_only and not combat:
            return False
        if self.recipient is not None and self.recipient is not recipient:
            return False
        if self.to_players and not isinstance(recipient, Player):
            return False
        if self.recipients is not None and not (
            isinstance(recipient, GameObject)
            and self.recipients.matches(recipient, self.controller, self.source)
        ):
            return False
        if dealer is None:
            return self.dealer is None and self.dealers is None
        if self.dealer is not None and self.dealer is not dealer:
            return False
        return self.dealers is None or self.dealers.matches(dealer, self.controller, self.source)

    def used(self, prevented: int) -> Prevention | None:
        """What is left of it once it has prevented ``prevented`` damage: a shield is
        used up by what it prevents (615.7); ``None`` when nothing is left."""
        if self.once:
            return None
        if self.amount is None:
            return self
        left = self.amount - prevented
        return replace(self, amount=left) if left > 0 else None

    @property
    def name(self) -> str:
        """The name of the effect's source: how scripts name it (616.1)."""
        return self.source.name

    def __str__(self) -> str:
        return f"{self.source.name}: prevent {self.description}"

    @property
    def description(self) -> str:
        """What it prevents, in the rules' words: "all combat damage that would be dealt
        to creatures this turn by attacking creatures"."""
        kind = "combat damage" if self.combat_only else "damage"
        what = f"all {kind}" if self.amount is None else f"the next {self.amount} {kind}"
        if self.once:
            what = f"the next time {kind} would be dealt: all of that {kind}"
        to = ""
        if self.recipient is not None:
            to = f" to {self.recipient.name}"
        elif self.recipients is not None:
            to = f" to {self.recipients.text}"
        elif self.to_players:
            to = " to players"
        by = f" by {self.dealer.name}" if self.dealer is not None else ""
        if self.dealers is not None:  # a chosen source's kind too, rechecked (615.9)
            by = f"{by}, a {self.dealers.text}" if by else f" by {self.dealers.text}"
        return f"{what} that would be dealt{to} this turn{by}"
