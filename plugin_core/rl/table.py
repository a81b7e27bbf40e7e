"""One game for agents: two decks, the game's own random generator, the seats played
by the simulator's policies, the small decisions left to agents, and the outcome as
rewards (+1 a win, -1 a loss, 0 a draw or a game cut short)."""

from __future__ import annotations

import copy
import random
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import numpy as np
from gymnasium import spaces

from cardhost.kernel.game import Game
from cardhost.kernel.objects import Player
from cardhost.loading.catalog import Catalog
from cardhost.loading.decks import Deck, load_deck
from cardhost.model.errors import CardhostError, shown
from cardhost.rl.encoding import BOUND, SIZE, encode, mask, vocabulary_of
from cardhost.rl.steps import MOST_OPTIONS, Small, Steps
from cardhost.simulation.plugins import registry
from cardhost.simulation.policy import Policy

SEATS = ("player_0", "player_1")
"""The players' names, as PettingZoo names agents."""

DeckGiven = Deck | str | Path
"""A deck: loaded already, or the path of a deck file (``docs/simulating.md``)."""


RENDER_MODES = ("ansi",)
"""How an environment renders: ``"ansi"``, the table as text."""


def render_mode_checked(render_mode: str | None) -> str | None:
    """``render_mode`` if it is one of :data:`RENDER_MODES` (or ``None``), as Gymnasium
    asks of an environment; any other is refused (``ValueError``)."""
    if render_mode is not None and render_mode not in RENDER_MODES:
        raise ValueError(f"render_mode is one of {list(RENDER_MODES)} or None, not {render_mode!r}")
    return render_mode


def observation_space() -> spaces.Dict:
    """What an agent observes: the vector (``docs/agents.md``) and the action mask."""
    return spaces.Dict(
        {
            "observation": spaces.Box(-BOUND, BOUND, (SIZE,), np.float32),
            "action_mask": spaces.Box(0, 1, (MOST_OPTIONS,), np.int8),
        }
    )


def policy_checked(seat: str, name: object) -> None:
    """Refuse, as the environment is made, a policy ``name`` for ``seat`` that isn't
    one the simulator knows (``docs/simulating.md``): its error says which there are."""
    if not isinstance(name, str):
        raise CardhostError(f"the policy of {seat} is a policy's name, not {shown(name)}")
    try:
        registry(()).policy(name, random.Random(0))
    except CardhostError as error:
        raise CardhostError(f"the policy of {seat}: {error}") from None


class Table:
    """The decks, the policies of the seats agents don't play, and the game being
    played: :meth:`deal` starts a game, :meth:`play_policies` answers the policies'
    decisions, :meth:`observe` is an agent's view, :meth:`rewards` the outcome."""

    def __init__(
        self,
        deck_a: DeckGiven,
        deck_b: DeckGiven,
        *,
        catalog: Catalog | None = None,
        policies: Mapping[str, str] | None = None,
        max_turns: int = 50,
        fallback: str = "heuristic",
    ) -> None:
        if catalog is not None and not isinstance(catalog, Catalog):
            raise CardhostError(f"catalog is a cardhost Catalog or None, not {shown(catalog)}")
        self.catalog = catalog if catalog is not None else Catalog.discover(())
        self.decks = (_deck(deck_a, self.catalog), _deck(deck_b, self.catalog))
        if policies is not None and not isinstance(policies, Mapping):
            raise CardhostError(
                f"policies map seats to policies' names ({{'player_1': 'heuristic'}}), "
                f"not {shown(policies)}"
            )
        self.policy_names = dict(policies or {})
        unknown = set(self.policy_names) - set(SEATS)
        if unknown:
            raise CardhostError(f"policies are given for the seats {SEATS}, not {sorted(unknown)}")
        for seat, name in (*self.policy_names.items(), ("the fallback", fallback)):
            policy_checked(seat, name)
        self.agents = tuple(seat for seat in SEATS if seat not in self.policy_names)
        if not self.agents:
            raise CardhostError("every seat has a policy: no agent would play")
        if type(max_turns) is not int or max_turns < 1:
            raise CardhostError(
                f"max_turns is a whole number of turns, 1 or more, not {max_turns!r}"
            )
        self.max_turns = max_turns
        self.fallback = fallback
        self.vocabulary = vocabulary_of(self.catalog.names())
        self.rng = random.Random()
        self.steps: Steps | None = None
        self.policies: dict[str, Policy] = {}

    def __deepcopy__(self, memo: dict[int, Any]) -> Table:
        """``copy.deepcopy`` (of an environment, for a search): the game, its steps, the
        policies and the generator copied, each playing on as the original would; the
        catalog, the decks and the vocabulary, which never change, shared."""
        twin = object.__new__(Table)
        memo[id(self)] = twin
        shared = ("catalog", "decks", "vocabulary")
        for name, value in vars(self).items():
            copied = value if name in shared else copy.deepcopy(value, memo)
            setattr(twin, name, copied)
        return twin

    def seed(self, seed: int | None) -> None:
        """Seed the table's own random generator, which deals each game."""
        self.rng = random.Random(seed)

    def deal(self) -> Steps:
        """A new game, its seed and starting player drawn from the table's generator,
        started with opening hands (103); the policies' decisions answered."""
        game = Game(list(SEATS), catalog=self.catalog, seed=self.rng.getrandbits(32), log="off")
        for seat, deck in zip(game.players, self.decks, strict=True):
            for card in deck.cards():
                game.add_card(card, seat, "library")
        tools = registry(())
        self.policies = {
            seat: tools.policy(name, random.Random(self.rng.getrandbits(32)))
            for seat, name in self.policy_names.items()
        }
        fallback = tools.policy(self.fallback, random.Random(self.rng.getrandbits(32)))
        game.start_with_decisions(SEATS[self.rng.randrange(len(SEATS))])
        self.steps = Steps(game, fallback)
        self.play_policies()
        return self.steps

    @property
    def game(self) -> Game:
        if self.steps is None:
            raise CardhostError("no game has been dealt: reset the environment first")
        return self.steps.game

    @property
    def waiting(self) -> Small | None:
        """The small decision an agent makes now; ``None`` once the game is over or cut
        short."""
        steps = self.steps
        return None if steps is None or self.over else steps.current

    def play_policies(self) -> None:
        """Answer every decision of a seat a policy plays, until an agent's or the end."""
        steps = self.steps
        assert steps is not None
        while not self.over and steps.current is not None:
            seat = steps.current.player
            policy = self.policies.get(seat)
            if policy is None:
                return
            decision = steps.decision
            assert decision is not None
            steps.give(policy.answer(steps.game, decision))

    @property
    def over(self) -> bool:
        """Whether the game has ended (104) or reached its turn limit."""
        game = self.game
        return game.game_over or game.turn_number > self.max_turns

    @property
    def truncated(self) -> bool:
        return not self.game.game_over and self.game.turn_number > self.max_turns

    def rewards(self) -> dict[str, float]:
        """Each seat's reward for the game as it stands: +1 the winner, -1 the others,
        0 each while it goes on, for a draw (104.4a) or a game cut short."""
        game = self.game
        winner = game.winner if isinstance(game.winner, Player) else None
        if not game.game_over or winner is None:
            return dict.fromkeys(SEATS, 0.0)
        return {seat: 1.0 if seat == winner.name else -1.0 for seat in SEATS}

    def observe(self, seat: str) -> dict[str, np.ndarray]:
        """What ``seat`` observes: the vector and the mask of the small decision waiting."""
        seen = self.game.observation(seat)
        small = self.waiting
        return {
            "observation": encode(seen, small, self.vocabulary),
            "action_mask": mask(small, seat),
        }

    def text(self) -> str:
        """The game as a few lines of text: turn, step, life totals, the battlefield."""
        game = self.game
        lines = [f"turn {game.turn_number}, {game.step.value}"]
        for player in game.players:
            permanents = ", ".join(
                p.name or "a face-down permanent"
                for p in game.battlefield
                if p.controller is player
            )
            lines.append(
                f"{player.name}: {player.life} life, {len(player.hand)} in hand; {permanents}"
            )
        return "\n".join(lines)


def _deck(deck: DeckGiven, catalog: Catalog) -> Deck:
    if isinstance(deck, Deck):
        return deck
    if isinstance(deck, (str, Path)):
        return load_deck(deck, catalog)
    raise CardhostError(f"a deck is a Deck or the path of a deck file, not {deck!r}")
