"""A flat Monte-Carlo agent over determinizations, as a simulation plugin.

In its own main phase with an empty stack, the agent weighs each thing it could do next:
play its land (always first, as the heuristic policy would), cast each spell it could
pay for (the heuristic's payment plan), activate each ability, or pass. For each, it
plays the game on several times from a determinization (``game.determinize``: what it
can't see drawn again, consistently with what it has seen), the heuristic policy playing
both players, until the turn after next, and scores where each playout ends: 1 a win,
0 a loss, else by life, board and cards. It takes the best average. Everything else
(combat, responses, targets) it decides as the heuristic policy does.

    cardhost simulate --plugin examples/flat_mc.py --policy flat-mc,heuristic \\
        --games 100 examples/decks/red-aggro.txt examples/decks/red-aggro.txt

Its randomness is its own generator's (``self.rng``), so a game plays the same from the
same seed (``docs/simulating.md``).
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Mapping
from typing import Any

from cardhost import PASS, Activation, CardhostError, FirstOptionChooser, Game, Player, hookimpl
from cardhost.model.actions import Action, PlayLand
from cardhost.model.turns import Step
from cardhost.simulation import Heuristic, Policy, PolicyChooser, drive, plan_cast
from cardhost.simulation.policy import must_attack, must_block

PLAYOUTS = 6
"""Playouts of each candidate."""
TURNS_AHEAD = 1
"""How many turns of each player's beyond their current one a playout reaches."""


class FlatMonteCarlo(Policy):
    """``flat-mc``: the heuristic policy, but in its own main phases each next step
    chosen by playouts from determinizations."""

    def __init__(self, rng: random.Random) -> None:
        super().__init__(rng)
        self.inner = Heuristic(rng)
        self.queue: deque[Action] = deque()

    def act(self, game: Game, player: Player) -> Action:
        if self.queue:
            return self.queue.popleft()
        main = game.step in (Step.MAIN1, Step.MAIN2)
        if game.active_player is not player or not main or game.stack:
            return self.inner.act(game, player)
        legal = game.legal_actions(player)
        land = next((a for a in legal if isinstance(a, PlayLand)), None)
        if land is not None:
            return land
        candidates = self._candidates(game, player, legal)
        if len(candidates) == 1:
            return PASS
        best = max(candidates, key=lambda plan: self._value(game, player, plan))
        self.queue.extend(best[1:])
        return best[0]

    def attack(self, game: Game, player: Player, options: Mapping[Any, Any]) -> dict[Any, Any]:
        """The heuristic's attack, everything that can, or only what must (508.1d):
        whichever plays out best."""
        chosen = self.inner.attack(game, player, options)
        everything = {c: defenders[0] for c, defenders in options.items()}
        least = must_attack({c: list(d) for c, d in options.items()})
        return self._best_declaration(game, player, [chosen, everything, least], "attackers")

    def block(self, game: Game, player: Player, options: Mapping[Any, Any]) -> dict[Any, Any]:
        """The heuristic's blocks or only what must block (509.1c): whichever plays out
        best."""
        chosen = self.inner.block(game, player, options)
        least = must_block(game, {b: list(a) for b, a in options.items()}, {})
        return self._best_declaration(game, player, [chosen, least], "blockers")

    def _best_declaration(
        self, game: Game, player: Player, declarations: list[dict[Any, Any]], kind: str
    ) -> dict[Any, Any]:
        unique = []
        for declaration in declarations:
            if declaration not in unique:
                unique.append(declaration)
        if len(unique) == 1:
            return unique[0]
        return max(unique, key=lambda d: self._value(game, player, [], declared=(kind, d)))

    def choose(self, choice: Any) -> Any:
        return self.inner.choose(choice)

    def _candidates(self, game: Game, player: Player, legal: list[Action]) -> list[list[Action]]:
        """Passing, each spell its mana could pay for (the actions of its payment plan),
        each activated ability listed."""
        plans: list[list[Action]] = [[PASS]]
        for card in sorted(player.hand, key=lambda c: (-c.mana_value, c.id)):
            if card.is_land:
                continue
            plan = plan_cast(game, player, card)
            if plan is not None:
                plans.append(list(plan.actions))
        plans += [[a] for a in legal if isinstance(a, Activation)]
        return plans

    def _value(
        self,
        game: Game,
        player: Player,
        plan: list[Action],
        declared: tuple[str, dict[Any, Any]] | None = None,
    ) -> float:
        """The mean score of playouts after ``plan`` (or a declaration of attackers or
        blockers), each from a determinization."""
        total = 0.0
        for _ in range(PLAYOUTS):
            policies = {
                p.name: Heuristic(random.Random(self.rng.getrandbits(32))) for p in game.players
            }
            chooser = PolicyChooser(policies, FirstOptionChooser())
            world = game.determinize(player, self.rng, chooser=chooser)
            try:
                for action in plan:
                    world.apply(action)
                if declared is not None:
                    _declare(world, *declared)
            except CardhostError:
                return -math.inf  # not possible in this world: not possible in the real one
            horizon = max(p.turns_taken for p in world.players) + TURNS_AHEAD
            drive(world, policies, [], horizon)
            total += _score(world, player.name)
        return total / PLAYOUTS


def _declare(world: Game, kind: str, declaration: dict[Any, Any]) -> None:
    """Declare in ``world`` what ``declaration`` declares in the real game: its objects
    are the world's of the same number, its players the world's of the same name."""

    def there(value: Any) -> Any:
        if isinstance(value, Player):
            return world.player(value.name)
        return next(p for p in world.battlefield if p.id == value.id)

    mapped = {there(c): there(v) for c, v in declaration.items()}
    if kind == "attackers":
        world.declare_attackers(mapped)
    else:
        world.declare_blockers(mapped)


def _score(game: Game, name: str) -> float:
    """1 a win, 0 a loss, a half a draw; a game going on by life, board and cards."""
    if game.game_over:
        winner = game.winner
        return 0.5 if winner is None else float(getattr(winner, "name", "") == name)
    me = game.player(name)
    them = game.opponents(me)[0]

    def board(who: Player) -> float:
        return sum(
            p.power + p.toughness for p in game.battlefield if p.controller is who and p.is_creature
        )

    edge = (me.life - them.life) + 0.5 * (board(me) - board(them)) + (len(me.hand) - len(them.hand))
    return 0.5 + 0.5 * math.tanh(edge / 20)


@hookimpl
def simulation_policies() -> dict[str, Any]:
    return {"flat-mc": FlatMonteCarlo}
