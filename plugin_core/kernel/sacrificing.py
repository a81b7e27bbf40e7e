"""Sacrificing what a player chooses (701.21a): "target player sacrifices a creature",
and two piles (700.3): "Separate all permanents target player controls into two piles.
That player sacrifices all permanents in the pile of their choice."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardhost.kernel.actions import action
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.zone_changes import move_together
from cardhost.model.events import PilesSeparated
from cardhost.model.qualities import Quality
from cardhost.model.zones import GRAVEYARD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


@dataclass(frozen=True)
class Pile:
    """One of two piles objects are separated into (700.3): its ``number`` (1 or 2) and
    the ``permanents`` in it. Each is still an individual object (700.3b); a pile may
    be empty (700.3d)."""

    number: int
    permanents: tuple[GameObject, ...] = ()

    @property
    def name(self) -> str:
        """How a script names it: ``"first pile"`` or ``"second pile"``."""
        return "first pile" if self.number == 1 else "second pile"

    def __str__(self) -> str:
        return f"{self.name} ({', '.join(p.name for p in self.permanents) or 'empty'})"


@action
def sacrifice_chosen(
    game: GameCore,
    players: Sequence[Player],
    quality: Quality,
    source: GameObject | None = None,
    reason: str = "",
    *,
    count: int = 1,
) -> list[GameObject]:
    """Each of ``players``, in APNAP order (101.4), chooses ``count`` permanents they
    control that ``quality`` describes (said by its controller about ``source``), one at
    a time, all they have if fewer; then all are sacrificed at once (701.21a). Returns
    what they became."""
    chosen: list[GameObject] = []
    for player in game.apnap():
        if player not in players:
            continue
        options = [
            p
            for p in game.battlefield
            if p.controller is player and quality.matches(p, player, source)
        ]
        for _ in range(min(count, len(options))):
            prompt = f"the {quality} to sacrifice for {reason or 'an effect'} (701.21a)"
            picked = game.choose(ChoiceKind.SACRIFICE, player, prompt, options)
            chosen.append(picked)
            options = [o for o in options if o is not picked]
    return _sacrificed(game, chosen, reason)


@action
def sacrifice_pile(
    game: GameCore, separator: Player, player: Player, reason: str = ""
) -> list[GameObject]:
    """``separator`` separates all permanents ``player`` controls into two piles, each
    permanent into exactly one (700.3a; a pile may be empty, 700.3d); ``player`` then
    chooses a pile and sacrifices all permanents in it at once (701.21a). Each choice's
    options are the two :class:`Pile` values so far; placing a permanent shows it as the
    choice's ``cards``. Returns what they became."""
    first, second = Pile(1), Pile(2)
    for permanent in [p for p in game.battlefield if p.controller is player]:
        pile = game.choose(
            ChoiceKind.PILE,
            separator,
            f"the pile {permanent} goes into (700.3a); so far the first has "
            f"{len(first.permanents)}, the second {len(second.permanents)}",
            (first, second),
            cards=(permanent,),
        )
        if pile.number == 1:
            first = Pile(1, (*first.permanents, permanent))
        else:
            second = Pile(2, (*second.permanents, permanent))
    prompt = (
        f"the pile whose permanents {player} sacrifices for {reason or 'an effect'}: "
        f"{first}, or {second} (701.21a)"
    )
    chosen = game.choose(ChoiceKind.PILE, player, prompt, (first, second))
    game.emit(PilesSeparated(separator, player, first.permanents, second.permanents, chosen.number))
    return _sacrificed(game, list(chosen.permanents), reason)


def _sacrificed(game: GameCore, permanents: list[GameObject], reason: str) -> list[GameObject]:
    why = f"sacrificed for {reason}, 701.21a" if reason else "sacrificed, 701.21a"
    return move_together(game, [(p, GRAVEYARD, why) for p in permanents]) if permanents else []
