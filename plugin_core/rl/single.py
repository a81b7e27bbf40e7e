"""A Gymnasium environment of a cardhost game: one agent against a simulator policy,
each step one small decision (:mod:`~cardhost.rl.steps`) answered by the number of an
option."""

from __future__ import annotations

from typing import Any, ClassVar

import gymnasium
import numpy as np
from gymnasium import spaces

from cardhost.loading.catalog import Catalog
from cardhost.rl.steps import MOST_OPTIONS, option_number
from cardhost.rl.table import (
    RENDER_MODES,
    SEATS,
    DeckGiven,
    Table,
    observation_space,
    policy_checked,
    render_mode_checked,
)


class CardhostGym(gymnasium.Env):  # type: ignore[misc]
    """``deck`` played by the agent (``player_0``) against ``opponent_deck`` played by
    the policy ``opponent``. An action outside the mask stands for the first option
    (passing priority, not attacking), and the step's info says so (``legal``); one
    outside the action space is refused (``ValueError``)."""

    metadata: ClassVar[dict[str, Any]] = {"render_modes": list(RENDER_MODES)}

    def __init__(
        self,
        deck: DeckGiven,
        opponent_deck: DeckGiven,
        *,
        opponent: str = "heuristic",
        catalog: Catalog | None = None,
        seed: int | None = None,
        max_turns: int = 50,
        render_mode: str | None = None,
    ) -> None:
        policy_checked("the opponent", opponent)
        self.table = Table(
            deck, opponent_deck, catalog=catalog, policies={SEATS[1]: opponent}, max_turns=max_turns
        )
        self.table.seed(seed)
        self.observation_space = observation_space()
        self.action_space = spaces.Discrete(MOST_OPTIONS)
        self.render_mode = render_mode_checked(render_mode)

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        if seed is not None:
            self.table.seed(seed)
        self.table.deal()
        return self.table.observe(SEATS[0]), {}

    def step(self, action: Any) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        steps = self.table.steps
        if steps is None:
            raise gymnasium.error.ResetNeeded("call reset() before step()")
        if self.table.over:
            raise gymnasium.error.ResetNeeded("the game is over: call reset() first")
        legal = steps.answer(option_number(action))
        self.table.play_policies()
        over = self.table.over
        reward = self.table.rewards()[SEATS[0]] if over else 0.0
        terminated = over and not self.table.truncated
        truncated = self.table.truncated
        return self.table.observe(SEATS[0]), reward, terminated, truncated, {"legal": legal}

    def render(self) -> str | None:
        return self.table.text() if self.render_mode == "ansi" else None


def gym_env(
    deck: DeckGiven,
    opponent_deck: DeckGiven,
    *,
    opponent: str = "heuristic",
    seed: int | None = None,
    max_turns: int = 50,
    catalog: Catalog | None = None,
    render_mode: str | None = None,
) -> CardhostGym:
    """A Gymnasium environment: the agent plays ``deck`` against ``opponent_deck``
    played by the simulator policy ``opponent`` (``docs/agents.md``)."""
    return CardhostGym(
        deck,
        opponent_deck,
        opponent=opponent,
        catalog=catalog,
        seed=seed,
        max_turns=max_turns,
        render_mode=render_mode,
    )
