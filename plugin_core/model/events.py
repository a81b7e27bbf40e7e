"""Events: frozen records of everything that happened, for people and for tests.

Each event has a ``text`` a person can read. Events name objects by :class:`ObjectRef`
(name and object number), so a log stays true after the objects change or leave.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardhost.model.mana import ManaType

if TYPE_CHECKING:
    from cardhost.kernel.objects import GameObject


@dataclass(frozen=True)
class ObjectRef:
    """An object as it was when the event happened (its last known information, 608.2h)."""

    id: int
    name: str
    controller: str

    @classmethod
    def of(cls, obj: GameObject) -> ObjectRef:
        return cls(obj.id, obj.name, obj.controller.name)

    def __str__(self) -> str:
        return f"{self.name} (#{self.id})"


def mana_text(mana: tuple[ManaType, ...]) -> str:
    return "".join(m.symbol for m in mana) if mana else "no mana"


class Event:
    """Base of every logged event."""

    @property
    def text(self) -> str:
        return type(self).__name__

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class GameStarted(Event):
    players: tuple[str, ...]
    starting_player: str
    restarted: bool = False

    @property
    def text(self) -> str:
        verb = "restarted (726)" if self.restarted else "started"
        return (
            f"The game {verb} with {', '.join(self.players)}; {self.starting_player} plays first."
        )


@dataclass(frozen=True)
class TurnBegan(Event):
    turn_number: int
    player: str
    players_turn: int
    extra: bool = False

    @property
    def text(self) -> str:
        kind = "extra turn" if self.extra else "turn"
        return (
            f"Turn {self.turn_number}: {self.player}'s {kind} "
            f"(their turn {self.players_turn} of the game)."
        )


@dataclass(frozen=True)
class StepBegan(Event):
    step: str

    @property
    def text(self) -> str:
        return f"— {self.step} step"


@dataclass(frozen=True)
class ZoneChanged(Event):
    object: ObjectRef
    from_zone: str
    to_zone: str
    reason: str = ""

    @property
    def text(self) -> str:
        why = f" ({self.reason})" if self.reason else ""
        return f"{self.object} moved from {self.from_zone} to {self.to_zone}{why}."


@dataclass(frozen=True)
class PermanentEntered(Event):
    permanent: ObjectRef
    tapped: bool
    from_zone: str
    x: int = 0

    @property
    def text(self) -> str:
        state = "tapped" if self.tapped else "untapped"
        x = f", X={self.x}" if self.x else ""
        source = f" from {self.from_zone}" if self.from_zone else ""
        return f"{self.permanent} entered the battlefield {state}{source}{x}."


@dataclass(frozen=True)
class StaysPut(Event):
    """An object that would have entered the battlefield stays where it is (303.4f)."""

    object: ObjectRef
    reason: str

    @property
    def text(self) -> str:
        return f"{self.object} stays where it is: {self.reason} (303.4f)."


@dataclass(frozen=True)
class TokenCreated(Event):
    token: ObjectRef

    @property
    def text(self) -> str:
        return f"{self.token.controller} created {self.token}."


@dataclass(frozen=True)
class TappedOrUntapped(Event):
    permanent: ObjectRef
    tapped: bool
    reason: str = ""

    @property
    def text(self) -> str:
        verb = "tapped" if self.tapped else "untapped"
        why = f" ({self.reason})" if self.reason else ""
        return f"{self.permanent} {verb}{why}."


@dataclass(frozen=True)
class ManaAdded(Event):
    player: str
    mana: tuple[ManaType, ...]
    source: ObjectRef | None
    reason: str = ""

    @property
    def text(self) -> str:
        origin = f" from {self.source}" if self.source else ""
        why = f" ({self.reason})" if self.reason else ""
        return f"{self.player} added {mana_text(self.mana)}{origin}{why}."


@dataclass(frozen=True)
class ManaAbilityActivated(Event):
    permanent: ObjectRef
    ability: str
    produced: tuple[ManaType, ...]
    replacements: tuple[str, ...] = ()
    note: str = ""

    @property
    def text(self) -> str:
        applied = f"; replaced by {', then '.join(self.replacements)}" if self.replacements else ""
        note = f"; {self.note}" if self.note else ""
        return (
            f"{self.permanent.controller} activated {self.permanent}'s mana ability "
            f'"{self.ability}": {mana_text(self.produced)}{applied}{note}.'
        )


@dataclass(frozen=True)
class CostPaid(Event):
    player: str
    what: str
    reason: str

    @property
    def text(self) -> str:
        return f"{self.player} paid {self.what} for {self.reason}."


@dataclass(frozen=True)
class LifeChanged(Event):
    player: str
    amount: int
    total: int
    reason: str

    @property
    def text(self) -> str:
        verb = "gained" if self.amount >= 0 else "lost"
        return f"{self.player} {verb} {abs(self.amount)} life ({self.reason}); life {self.total}."


@dataclass(frozen=True)
class DamageDealt(Event):
    source: ObjectRef
    recipient: str
    amount: int
    combat: bool

    @property
    def text(self) -> str:
        kind = "combat damage" if self.combat else "damage"
        return f"{self.source} dealt {self.amount} {kind} to {self.recipient}."


@dataclass(frozen=True)
class SpellCast(Event):
    player: str
    spell: ObjectRef
    cost: str
    x: int | None

    @property
    def text(self) -> str:
        x = f" with X={self.x}" if self.x is not None else ""
        return f"{self.player} cast {self.spell}{x}, paying {self.cost or 'nothing'}."


@dataclass(frozen=True)
class LandPlayed(Event):
    player: str
    land: ObjectRef

    @property
    def text(self) -> str:
        return f"{self.player} played {self.land}."


@dataclass(frozen=True)
class AbilityTriggered(Event):
    source: ObjectRef
    controller: str
    ability: str
    targets: tuple[ObjectRef, ...] = ()

    @property
    def text(self) -> str:
        targets = f" targeting {', '.join(map(str, self.targets))}" if self.targets else ""
        return f"{self.source}'s ability triggered for {self.controller}{targets}: {self.ability}"


@dataclass(frozen=True)
class AbilityResolved(Event):
    source: ObjectRef
    ability: str

    @property
    def text(self) -> str:
        return f"{self.source}'s ability resolved ({_opening(self.ability)})."


def _opening(text: str, words: int = 6) -> str:
    """The first few words of an ability's text, to tell it apart in the log."""
    parts = text.split()
    return " ".join(parts[:words]) + (" …" if len(parts) > words else "")


@dataclass(frozen=True)
class AbilityDidNothing(Event):
    source: ObjectRef
    ability: str
    reason: str

    @property
    def text(self) -> str:
        return f"{self.source}'s ability did nothing: {self.reason}."


@dataclass(frozen=True)
class SpellResolved(Event):
    spell: ObjectRef

    @property
    def text(self) -> str:
        return f"{self.spell} resolved."


@dataclass(frozen=True)
class SpellCountered(Event):
    spell: ObjectRef
    reason: str

    @property
    def text(self) -> str:
        return f"{self.spell} didn't resolve: {self.reason}."


@dataclass(frozen=True)
class ReplacementApplied(Event):
    source: ObjectRef
    description: str
    affected: str

    @property
    def text(self) -> str:
        return f"Replacement by {self.source} applied to {self.affected}: {self.description}"


@dataclass(frozen=True)
class AttackersDeclared(Event):
    player: str
    attackers: tuple[ObjectRef, ...]
    defenders: tuple[str, ...]
    alone: ObjectRef | None

    @property
    def text(self) -> str:
        if not self.attackers:
            return f"{self.player} declared no attackers."
        pairs = ", ".join(
            f"{a} → {d}" for a, d in zip(self.attackers, self.defenders, strict=False)
        )
        alone = " (attacks alone, 506.5)" if self.alone else ""
        return f"{self.player} attacked with {pairs}{alone}."


@dataclass(frozen=True)
class BlockersDeclared(Event):
    player: str
    blocks: tuple[tuple[ObjectRef, ObjectRef], ...]

    @property
    def text(self) -> str:
        if not self.blocks:
            return (
                "No blockers were declared."
                if not self.player
                else (f"{self.player} declared no blockers.")
            )
        pairs = ", ".join(f"{b} blocks {a}" for b, a in self.blocks)
        return f"{self.player} blocked: {pairs}."


@dataclass(frozen=True)
class RemovedFromCombat(Event):
    creature: ObjectRef

    @property
    def text(self) -> str:
        return f"{self.creature} was removed from combat (506.4)."


@dataclass(frozen=True)
class KeywordGained(Event):
    permanent: ObjectRef
    keyword: str
    duration: str

    @property
    def text(self) -> str:
        return f"{self.permanent} gained {self.keyword} {self.duration}."


@dataclass(frozen=True)
class Transformed(Event):
    permanent: ObjectRef
    face: str

    @property
    def text(self) -> str:
        return f"{self.permanent} transformed; {self.face} is up."


@dataclass(frozen=True)
class CountersChanged(Event):
    permanent: ObjectRef
    kind: str
    amount: int
    total: int

    @property
    def text(self) -> str:
        verb = "got" if self.amount >= 0 else "lost"
        return (
            f"{self.permanent} {verb} {abs(self.amount)} {self.kind} counter(s); {self.total} now."
        )


@dataclass(frozen=True)
class ChoiceMade(Event):
    player: str
    kind: str
    prompt: str
    answer: str

    @property
    def text(self) -> str:
        return f"{self.player} chose {self.answer} ({self.kind}: {self.prompt})."


@dataclass(frozen=True)
class PlayerLost(Event):
    player: str
    reason: str

    @property
    def text(self) -> str:
        return f"{self.player} lost the game ({self.reason})."


@dataclass(frozen=True)
class ExtraTurnAdded(Event):
    player: str

    @property
    def text(self) -> str:
        return f"{self.player} will take an extra turn after this one (500.7)."


@dataclass(frozen=True)
class ManaEmptied(Event):
    player: str
    mana: tuple[ManaType, ...]

    @property
    def text(self) -> str:
        return f"{self.player}'s unspent {mana_text(self.mana)} emptied from their pool (106.4)."


@dataclass(frozen=True)
class LogEntry:
    """One line of the log: the event and when it happened."""

    turn: int
    step: str
    event: Event

    @property
    def text(self) -> str:
        return self.event.text
