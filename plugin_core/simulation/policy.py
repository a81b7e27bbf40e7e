"""A player policy: how a simulated player decides, and the chooser that asks it.

A policy answers the decisions a player makes in the order the rules ask for them: what
to do with priority (117.1), which creatures attack whom (508.1), which block what
(509.1), and, if it wants, any other choice (a target, a colour, X). A choice it leaves
(:data:`DEFER`) goes to the game's chooser.
"""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from typing import Any

from cardhost.kernel.block_requirements import with_requirements
from cardhost.kernel.choices import NOT_OFFERED, Choice, ChoiceKind, Chooser, offered
from cardhost.kernel.combat import Defender
from cardhost.kernel.decisions import Decision
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.snapshots import twin_random
from cardhost.model.actions import PASS, Action
from cardhost.model.continuous import ATTACKS_EACH_COMBAT
from cardhost.model.errors import CardhostError, said, shown
from cardhost.simulation.errors import PLUGIN_FAILURES, SimulationError

DEFER: Any = object()
"""What :meth:`Policy.choose` returns for a choice it leaves to the game's chooser."""


class Policy:
    """A player who passes, attacks and blocks with nothing, and leaves every other choice
    to the game's chooser. Subclasses override what they decide; ``rng`` is the random
    generator seeded for this player in this game, the only randomness a policy may use
    so that a game plays the same from the same seed."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng

    def __deepcopy__(self, memo: dict[int, Any]) -> Policy:
        """Its copy in a copy of the game (``game.copy()``): every attribute copied, the
        random generator by its state."""
        twin = object.__new__(type(self))
        memo[id(self)] = twin
        memo.setdefault(id(self.rng), twin_random(self.rng))
        twin.__dict__.update(copy.deepcopy(self.__dict__, memo))
        return twin

    def act(self, game: Game, player: Player) -> Action:
        """What ``player``, who has priority, does (117.1): one of
        ``game.legal_actions(player)``."""
        return PASS

    def attack(
        self, game: Game, player: Player, options: Mapping[GameObject, list[Defender]]
    ) -> dict[GameObject, Defender]:
        """The attackers ``player`` declares (508.1), from ``game.attack_options()``:
        each creature with the player or planeswalker it attacks (508.1b). By default
        only those that attack each combat if able (508.1d)."""
        return must_attack(options)

    def block(
        self, game: Game, player: Player, options: Mapping[GameObject, list[GameObject]]
    ) -> dict[GameObject, GameObject]:
        """The blockers ``player`` declares (509.1), from ``player``'s entries of
        ``game.block_options()``. By default only those that block each combat if able
        (509.1c)."""
        return must_block(game, options, {})

    def choose(self, choice: Choice) -> Any:
        """An answer to ``choice`` (one of its options), or :data:`DEFER`."""
        return DEFER

    def answer(self, game: Game, decision: Decision) -> Any:
        """This policy's answer to ``decision`` (``game.decision()``), for
        ``game.answer``: :meth:`act` for priority (117.1), :meth:`attack` and
        :meth:`block` for the declarations (508.1, 509.1), :meth:`choose` for any other
        choice, its first option where it defers."""
        player = game.player(decision.player)
        if decision.kind == "priority":
            return self.act(game, player)
        if decision.kind == "attackers":
            return self.attack(game, player, {c: list(d) for c, d in decision.options})
        if decision.kind == "blockers":
            return self.block(game, player, {c: list(a) for c, a in decision.options})
        choice = Choice(
            ChoiceKind(decision.kind),
            player,
            decision.prompt,
            decision.options,
            decision.cards,
            decision.rule,
        )
        answer = self.choose(choice)
        return decision.options[0] if answer is DEFER else answer


class PolicyChooser:
    """The game's chooser in a simulation: each choice goes to the policy of the player
    making it, and what a policy defers goes to ``fallback``."""

    def __init__(self, policies: Mapping[str, Policy], fallback: Chooser) -> None:
        self.policies = dict(policies)
        self.fallback = fallback

    def choose(self, choice: Choice) -> Any:
        """The policy's answer, or the fallback's if it defers; an answer that isn't one
        of the options, or a policy that raises, is an error naming the player and the
        policy."""
        policy = self.policies.get(getattr(choice.player, "name", ""))
        if policy is None:
            return self.fallback.choose(choice)
        try:
            answer = policy.choose(choice)
        except CardhostError:
            raise
        except PLUGIN_FAILURES as error:
            raise SimulationError(
                f"{choice.player}'s policy ({type(policy).__name__}): choose raised "
                f"{type(error).__name__}: {said(error)}"
            ) from error
        if answer is DEFER:
            return self.fallback.choose(choice)
        if offered(choice.options, answer) is NOT_OFFERED:
            raise SimulationError(
                f"{choice.player}'s policy ({type(policy).__name__}): choose answered "
                f"{shown(answer)} to {choice.kind.value} ({choice.prompt}), not one of its "
                "options"
            )
        return answer


def must_block(
    game: Game, options: Mapping[GameObject, list[GameObject]], blocks: dict[GameObject, GameObject]
) -> dict[GameObject, GameObject]:
    """``blocks`` made a declaration obeying as many requirements to block (509.1c) as
    can be obeyed together, an attacker with menace blocked by two or more (702.111b):
    :func:`~cardhost.kernel.block_requirements.with_requirements`."""
    required = [c for c in game.required_blockers() if c in options]
    if not required:
        return dict(blocks)
    return with_requirements(options, blocks, required, lambda a: a.has_keyword("menace"))


def must_attack(options: Mapping[GameObject, list[Defender]]) -> dict[GameObject, Defender]:
    """The creatures among ``options`` that attack each combat if able (508.1d), each
    attacking the first it could: what every declaration must hold."""
    return {c: d[0] for c, d in options.items() if ATTACKS_EACH_COMBAT in c.restrictions}
