"""What a player with priority may do, as values (117.1): pass, play a land (305.1),
cast a spell (601.2), activate an ability (602.2) or a mana ability (605.3a), turn a
face-down permanent face up (116.2b), suspend a card (116.2f).

An action names the objects it acts on by number (``GameObject.id``) and by name, so it
can be listed, compared, stored, shown and applied, as a chess move names its squares.
The choices an action leads to (X, targets, what to pay with) are asked as the action
is taken, through the chooser, unless a cast or an activation announces its X and its
targets itself.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from cardhost.model.errors import CardhostError


@dataclass(frozen=True)
class Pass:
    """Passing priority (117.3d)."""

    @property
    def name(self) -> str:
        return "pass"


@dataclass(frozen=True)
class PlayLand:
    """Playing the land card ``card`` from hand: a special action (116.2a, 305.1)."""

    card: int
    card_name: str

    @property
    def name(self) -> str:
        return f"play {self.card_name}"


Target = int | str
"""A target named in an action: an object's number, or a player's name."""


def _announced(
    x: int | None, targets: tuple[Target, ...] | None, modes: tuple[int, ...] | None = None
) -> str:
    parts = [] if modes is None else ["modes " + ", ".join(str(m) for m in modes)]
    if x is not None:
        parts.append(f"X={x}")
    if targets is not None:
        parts.append(
            "targeting " + ", ".join(f"#{t}" if isinstance(t, int) else t for t in targets)
        )
    return f" ({'; '.join(parts)})" if parts else ""


@dataclass(frozen=True)
class Cast:
    """Casting the card ``card`` (601.2) from its owner's hand, or with ``flashback``
    from their graveyard (702.34a); ``kicked``, paying its kicker too (702.33a);
    ``evoked``, for its evoke cost (702.74a); of a split card, the ``half`` cast, by its
    name (709.3; one with aftermath from the graveyard, 702.127a), or both ``fused``
    (702.102a); ``bought_back``, paying its buyback cost too (702.27a). ``x``, ``targets``
    and a modal spell's
    ``modes`` (by their places in the order written), if given, are announced (601.2b-c,
    700.2); if not, they are asked of the chooser as the spell is cast."""

    card: int
    card_name: str
    x: int | None = None
    targets: tuple[Target, ...] | None = None
    modes: tuple[int, ...] | None = None
    flashback: bool = False
    kicked: bool = False
    evoked: bool = False
    half: str = ""
    fused: bool = False
    bought_back: bool = False
    divided: tuple[int, ...] | None = None
    """How its divided damage is divided among its targets, in order (601.2d)."""
    face_down: bool = False
    """Cast face down as a 2/2 creature for {3} with its morph ability (702.37c)."""
    dashed: bool = False
    """Cast for its dash cost (702.109a)."""
    retraced: bool = False
    """Cast from its owner's graveyard by its retrace, a land card discarded too
    (702.81a)."""
    alternative: bool = False
    """Cast for the alternative cost its card names rather than its mana cost (118.9)."""

    @property
    def name(self) -> str:
        announced = _announced(self.x, self.targets, self.modes)
        how = " face down" if self.face_down else ""
        how += f" as {self.half}" if self.half else ""
        how += " fused" if self.fused else ""
        how += " with buyback" if self.bought_back else ""
        how += " with flashback" if self.flashback else ""
        how += " for its evoke cost" if self.evoked else ""
        how += " for its dash cost" if self.dashed else ""
        how += " with retrace" if self.retraced else ""
        how += " for its alternative cost" if self.alternative else ""
        how += " with kicker" if self.kicked else ""
        return f"cast {self.card_name}{how}{announced}"


@dataclass(frozen=True)
class Activation:
    """Activating ability ``index`` of ``permanent`` (602.2), other than a mana ability;
    ``text`` is the ability's; ``x``, ``targets`` and ``divided`` as for :class:`Cast`
    (602.2b)."""

    permanent: int
    index: int
    permanent_name: str
    text: str
    x: int | None = None
    targets: tuple[Target, ...] | None = None
    divided: tuple[int, ...] | None = None

    @property
    def name(self) -> str:
        return f"activate {self.permanent_name}: {self.text}{_announced(self.x, self.targets)}"


@dataclass(frozen=True)
class ManaActivation:
    """Activating mana ability ``index`` of ``permanent`` (605.3a); it resolves at once."""

    permanent: int
    index: int
    permanent_name: str
    text: str

    @property
    def name(self) -> str:
        return f"activate {self.permanent_name}: {self.text}"


@dataclass(frozen=True)
class Cycle:
    """Cycling the card ``card`` from its owner's hand: its cycling ability, "[cost],
    Discard this card: Draw a card." (702.29a), or another of them by its ``index``
    (typecycling, 702.29e), activated (602.2)."""

    card: int
    card_name: str
    index: int = 0
    text: str = ""

    @property
    def name(self) -> str:
        how = f" ({self.text})" if self.index else ""
        return f"cycle {self.card_name}{how}"


@dataclass(frozen=True)
class TurnFaceUp:
    """Turning the face-down permanent ``permanent`` face up by paying its morph cost: a
    special action (116.2b, 702.37e). ``permanent_name`` is the name it will have, which
    only its controller knows until then (708.5)."""

    permanent: int
    permanent_name: str

    @property
    def name(self) -> str:
        return f"turn {self.permanent_name} (#{self.permanent}) face up"


@dataclass(frozen=True)
class SuspendCard:
    """Exiling the card ``card`` from its owner's hand with time counters on it by paying
    its suspend cost: a special action (116.2f, 702.62a)."""

    card: int
    card_name: str

    @property
    def name(self) -> str:
        return f"suspend {self.card_name}"


Action = Pass | PlayLand | Cast | Activation | ManaActivation | Cycle | TurnFaceUp | SuspendCard
"""Any action a player with priority may take."""

PASS = Pass()


def unannounced(action: Any) -> Any:
    """``action`` without the X, targets and modes it announces (601.2b-c, 602.2b): the
    form the legal actions list it in; anything else as it is."""
    if isinstance(action, Cast):
        return replace(action, x=None, targets=None, modes=None)
    if isinstance(action, Activation):
        return replace(action, x=None, targets=None)
    return action


ANNOUNCED = {Cast: ("x", "targets", "modes", "divided"), Activation: ("x", "targets", "divided")}
"""What each kind of action may announce of the choices it leads to (601.2b-d, 602.2b)."""


def announcing(listed: Any, given: Any) -> Any:
    """``listed``, a legal action as the game lists it, with what ``given`` (equal to it
    but for what it announces) announces: its X, targets, modes and division (601.2b-d),
    each checked to be what an action holds and kept as a tuple of its own, so the action
    a game goes on with is never the caller's (a list they change later) nor holds a value
    equal to the listed one but of another type (``kicked=0``, ``card=21.0``)."""
    names = ANNOUNCED.get(type(listed), ())
    values = {}
    for name in names:
        value = getattr(given, name, None)
        if value is not None:
            values[name] = _announcement(name, value)
    return replace(listed, **values) if values else listed


def _announcement(name: str, value: Any) -> Any:
    """An announced value as an action holds it, or :class:`CardhostError` saying what
    it must be."""
    if name == "x":
        if type(value) is not int:
            raise CardhostError(f"an action's X is a whole number (107.3), not {value!r}")
        return value
    if not isinstance(value, (tuple, list)):
        raise CardhostError(f"an action's {name} are a tuple, not {value!r}")
    kinds = (int, str) if name == "targets" else (int,)
    if not all(type(item) in kinds for item in value):
        what = "numbers and names" if name == "targets" else "whole numbers"
        raise CardhostError(f"an action's {name} are {what}, not {value!r}")
    return tuple(value)
