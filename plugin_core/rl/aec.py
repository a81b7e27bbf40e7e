"""A PettingZoo AEC environment of a cardhost game: each agent is a seat, each step one
small decision (:mod:`~cardhost.rl.steps`) answered by the number of an option."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from cardhost.loading.catalog import Catalog
from cardhost.rl.steps import MOST_OPTIONS, option_number
from cardhost.rl.table import (
    RENDER_MODES,
    SEATS,
    DeckGiven,
    Table,
    observation_space,
    render_mode_checked,
)


class CardhostAEC(AECEnv):  # type: ignore[misc]
    """Two decks played against each other, a seat by an agent unless ``policies``
    names a simulator policy for it. ``reset(seed=...)`` deals the same game again for
    the same seed; the environment keeps its own random generator otherwise."""

    metadata: ClassVar[dict[str, Any]] = {
        "name": "cardhost_v0",
        "render_modes": list(RENDER_MODES),
        "is_parallelizable": False,
    }

    def __init__(
        self,
        deck_a: DeckGiven,
        deck_b: DeckGiven,
        *,
        catalog: Catalog | None = None,
        seed: int | None = None,
        policies: Mapping[str, str] | None = None,
        max_turns: int = 50,
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        self.table = Table(deck_a, deck_b, catalog=catalog, policies=policies, max_turns=max_turns)
        self.table.seed(seed)
        self.possible_agents = list(self.table.agents)
        self.render_mode = render_mode_checked(render_mode)
        shape = observation_space()
        self.observation_spaces = {agent: shape for agent in self.possible_agents}
        self.action_spaces = {
            agent: spaces.Discrete(MOST_OPTIONS) for agent in self.possible_agents
        }

    def observation_space(self, agent: str) -> spaces.Space:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self.table.seed(seed)
        self.table.deal()
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._after_move()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        return self.table.observe(agent)

    def step(self, action: Any) -> None:
        """Answer the waiting small decision with the option numbered ``action``; one
        outside the mask stands for the first option (``infos[agent]["legal"]`` false),
        one outside the action space is refused (``ValueError``), as is a step before
        :meth:`reset` or once every agent has stepped out of the episode."""
        steps = self.table.steps
        if steps is None:
            raise RuntimeError("call reset() before step()")
        if not self.agents:  # each agent stepped out: the episode is over
            raise RuntimeError("the episode is over: call reset() before step()")
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        legal = steps.answer(option_number(action))
        self._cumulative_rewards[agent] = 0.0
        self.table.play_policies()
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self.infos = {a: {} for a in self.agents}
        self.infos[agent]["legal"] = legal
        self._after_move()

    def _after_move(self) -> None:
        """The next agent to decide, or, the game over or cut short, every agent done
        with its reward."""
        table = self.table
        if table.over:
            ended = table.rewards()
            truncated = table.truncated
            for agent in self.agents:
                self.rewards[agent] = ended[agent]
                self.terminations[agent] = not truncated
                self.truncations[agent] = truncated
            self.agent_selection = self.agents[0]
        else:
            waiting = table.waiting
            assert waiting is not None
            self.agent_selection = waiting.player
        self._accumulate_rewards()

    def render(self) -> str | None:
        return self.table.text() if self.render_mode == "ansi" else None

    def close(self) -> None:
        """Nothing to release: the game is plain Python objects."""


def aec_env(
    deck_a: DeckGiven,
    deck_b: DeckGiven,
    *,
    seed: int | None = None,
    policies: Mapping[str, str] | None = None,
    max_turns: int = 50,
    catalog: Catalog | None = None,
    render_mode: str | None = None,
) -> CardhostAEC:
    """A PettingZoo AEC environment: ``deck_a`` for ``player_0`` and ``deck_b`` for
    ``player_1`` (a :class:`~cardhost.Deck` or a deck file's path), each seat an agent
    unless ``policies`` maps it to a simulator policy (``{"player_1": "heuristic"}``);
    a game cut short after ``max_turns`` turns (``docs/agents.md``)."""
    return CardhostAEC(
        deck_a,
        deck_b,
        catalog=catalog,
        seed=seed,
        policies=policies,
        max_turns=max_turns,
        render_mode=render_mode,
    )


__all__ = ["SEATS", "CardhostAEC", "aec_env"]
