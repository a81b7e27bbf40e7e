"""A game's decisions as a sequence of small ones, each a choice of one option among at
most :data:`MOST_OPTIONS`: what an agent with a fixed action space answers by number.

Priority (117.1) and every choice are one small decision each: the legal actions (the
mana abilities last), or the choice's options, in the game's order (the first
:data:`MOST_OPTIONS`; a number's smallest). Declaring attackers (508.1) is one small
decision for each creature that could attack, in order: not attacking, or whom it
attacks; declaring blockers (509.1), one for each creature that could block: not
blocking, or which attacker. The declaration they make is then given whole; one the
rules refuse is made legal as the simulator's policies make theirs (the creatures that
must attack or block added, 508.1d, 509.1c), and failing that the fallback policy
declares.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from cardhost.kernel.choices import Numbers
from cardhost.kernel.decisions import Decision
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject
from cardhost.model.actions import ManaActivation
from cardhost.model.errors import CardhostError
from cardhost.simulation.policy import Policy, must_attack, must_block

MOST_OPTIONS = 128
"""How many options a small decision offers at most: the size of the action space."""

NO_ATTACK = "no attack"
NO_BLOCK = "no block"


@dataclass(frozen=True)
class Small:
    """One small decision: ``player`` (a name) picks one of ``options`` (the first is
    what an action out of the mask stands for: passing, not attacking, the first option).
    ``creature`` is the creature a declaration's step is about, ``declared`` the numbers
    of those the steps before declared attacking or blocking."""

    player: str
    kind: str
    options: tuple[Any, ...]
    creature: GameObject | None = None
    declared: tuple[int, ...] = ()


class Steps:
    """The small decisions of one game, answered one at a time: :attr:`current` is the
    one waiting; :meth:`answer` takes the place of an option and goes on."""

    def __init__(self, game: Game, fallback: Policy) -> None:
        self.game = game
        self.fallback = fallback
        self._declaring: list[Small] = []
        self._declared: dict[GameObject, Any] = {}
        self._decision: Decision | None = game.decision()
        self.current = self._next()

    @property
    def decision(self) -> Decision | None:
        """The game's whole decision waiting: the one the small decisions break up."""
        return self._decision

    def give(self, answer: Any) -> None:
        """Answer the whole decision waiting with ``answer`` (a policy's), before any of
        its small decisions is made."""
        self._declaring = []
        self._declared = {}
        self._decision = self.game.answer(answer)
        self.current = self._next()

    def answer(self, place: int) -> bool:
        """Answer the waiting small decision with the option at ``place`` (one out of
        range stands for the first); whether ``place`` was in range."""
        small = self.current
        if small is None:
            raise CardhostError("the game is over: there is nothing to decide (104.1)")
        legal = 0 <= place < len(small.options)
        option = small.options[place if legal else 0]
        if small.creature is None:
            self._decision = self.game.answer(option)
        else:
            if option not in (NO_ATTACK, NO_BLOCK):
                self._declared[small.creature] = option
            if not self._declaring:
                self._declare()
        self.current = self._next()
        return legal

    def _next(self) -> Small | None:
        if self._declaring:
            declared = tuple(c.id for c in self._declared)
            return replace(self._declaring.pop(0), declared=declared)
        decision = self._decision
        if decision is None:
            return None
        if decision.kind in ("attackers", "blockers"):
            self._declared = {}
            nothing = NO_ATTACK if decision.kind == "attackers" else NO_BLOCK
            self._declaring = [
                Small(decision.player, decision.kind, (nothing, *choices[: MOST_OPTIONS - 1]), c)
                for c, choices in decision.options
            ]
            if not self._declaring:  # no creature could: the empty declaration
                self._decision = self.game.answer({})
                return self._next()
            return self._declaring.pop(0)
        if decision.kind == "priority":  # mana abilities last: past 128, theirs are cut
            options = [o for o in decision.options if not isinstance(o, ManaActivation)]
            options += [o for o in decision.options if isinstance(o, ManaActivation)]
            return Small(decision.player, decision.kind, _first(options))
        return Small(decision.player, decision.kind, _first(decision.options))

    def _declare(self) -> None:
        """Give the declaration the small decisions made, made legal if it isn't."""
        decision = self._decision
        assert decision is not None
        options = {c: list(choices) for c, choices in decision.options}
        declared = self._declared
        if decision.kind == "attackers":
            declared = must_attack(options) | declared
        else:
            declared = must_block(self.game, options, declared)
        try:
            self._decision = self.game.answer(declared)
        except CardhostError:
            self._decision = self.game.answer(self.fallback.answer(self.game, decision))


def option_number(action: Any) -> int:
    """``action`` as the number of an option: a whole number within the action space
    (0 to :data:`MOST_OPTIONS` - 1; a NumPy integer, or an array of one, too), or a
    ``ValueError`` saying
    what it is (an action outside the space is refused, not played)."""
    if isinstance(action, np.ndarray) and action.shape == ():  # one number, as a policy gives
        action = action[()]
    whole = isinstance(action, (int, np.integer)) and not isinstance(action, (bool, np.bool_))
    if whole and 0 <= action < MOST_OPTIONS:
        return int(action)
    raise ValueError(
        f"an action is a whole number from 0 to {MOST_OPTIONS - 1} (the action space), "
        f"not {action!r}"
    )


def _first(options: Sequence[Any] | Numbers) -> tuple[Any, ...]:
    """A decision's first :data:`MOST_OPTIONS` options (of a number, its smallest)."""
    return tuple(options[:MOST_OPTIONS])
