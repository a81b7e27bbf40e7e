"""A player with priority decides (117.1, 117.3d): pass, or cast a spell, or activate an
ability. What they could do is found by trying each candidate and undoing the try, so
the options offered are exactly the actions the rules allow now, with the first legal
choices of X, targets and payment."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardhost.kernel.choices import ChoiceKind, FirstOptionChooser
from cardhost.kernel.journal import atomic
from cardhost.model.errors import CardhostError

if TYPE_CHECKING:
    from cardhost.kernel.game import Game
    from cardhost.kernel.objects import GameObject, Player

PASS = "pass"
"""The answer that passes priority (117.3d)."""


@dataclass(frozen=True)
class Cast:
    """Casting ``card`` (601.2), as an option."""

    card: GameObject

    @property
    def name(self) -> str:
        return f"cast {self.card.name}"


@dataclass(frozen=True)
class Activation:
    """Activating ability ``index`` of ``permanent`` (602.2), as an option."""

    permanent: GameObject
    index: int

    @property
    def name(self) -> str:
        ability = self.permanent.activated_abilities[self.index]
        return f"activate {self.permanent.name}: {ability.text}"


class _Tried(Exception):
    """Raised to undo a successful try."""


def options(game: Game, player: Player) -> list[object]:
    """What ``player`` may do with priority now: pass, then each spell in their hand they
    could cast and each ability of their permanents they could activate (mana abilities
    aside: they're activated as part of paying, 605.3a)."""
    found: list[object] = [PASS]
    for card in player.hand:
        if not card.is_land and _works(game, lambda c=card: game.cast(c)):
            found.append(Cast(card))
    for permanent in game.battlefield:
        if permanent.controller is not player:
            continue
        for index in range(len(permanent.activated_abilities)):
            if _works(game, lambda p=permanent, i=index: game.activate(p, i)):
                found.append(Activation(permanent, index))
    return found


def decide(game: Game, player: Player) -> object:
    """Ask ``player`` (choice kind ``priority``) what to do, and do it; the option."""
    prompt = "pass, cast a spell or activate an ability (117.1)"
    choice = game.choose(ChoiceKind.PRIORITY, player, prompt, options(game, player))
    if isinstance(choice, Cast):
        game.cast(choice.card)
    elif isinstance(choice, Activation):
        game.activate(choice.permanent, choice.index)
    else:
        game.pass_priority()
    return choice


def _works(game: Game, act: object) -> bool:
    """Whether ``act`` would succeed now: try it with the first legal choices, then undo
    everything it did."""
    chooser = game.chooser
    object.__setattr__(game, "chooser", FirstOptionChooser())
    try:
        with atomic():
            act()  # type: ignore[operator]
            raise _Tried
    except _Tried:
        return True
    except CardhostError:
        return False
    finally:
        object.__setattr__(game, "chooser", chooser)
