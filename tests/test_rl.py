"""Environments for agents (cardhost.rl): the PettingZoo AEC environment passes
PettingZoo's API and seed tests, the Gymnasium one Gymnasium's checker; a game's
decisions are small ones over numbered options, attackers and blockers one creature at
a time; the vector holds only what its player may know (400.2)."""

from __future__ import annotations

import copy
import random
import re
from collections.abc import Callable
from pathlib import Path

import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env
from pettingzoo.test import api_test, seed_test

from cardhost import PASS, CardhostError, Game, Step
from cardhost.rl import MOST_OPTIONS, SIZE, Steps, aec_env, encode, gym_env, mask
from cardhost.rl.encoding import (
    CARD_FEATURES,
    CARD_SLOTS,
    GLOBAL_FEATURES,
    OPTION_FEATURES,
    PLAYER_FEATURES,
)
from cardhost.rl.steps import NO_ATTACK
from cardhost.simulation.plugins import registry

DECKS = Path(__file__).resolve().parent.parent / "examples" / "decks"
AGGRO, CONTROL = DECKS / "red-aggro.txt", DECKS / "ub-control.txt"


pytestmark = [
    # PettingZoo's tests warn of a dict observation (an action mask beside the vector is
    # the documented way), Gymnasium's of render modes it can't test without a registry.
    pytest.mark.filterwarnings("ignore:Observation:UserWarning"),
    pytest.mark.filterwarnings("ignore:.*render modes:UserWarning"),
]


@pytest.mark.parametrize("policies", [None, {"player_1": "heuristic"}])
def test_the_aec_environment_passes_pettingzoos_api_test(
    policies: dict[str, str] | None,
) -> None:
    """Two agents, or one against the heuristic policy, through PettingZoo's api_test:
    observations in their space, rewards, terminations and truncations as the API
    says, dead agents stepped out."""
    env = aec_env(AGGRO, CONTROL, seed=1, policies=policies, max_turns=6)
    api_test(env, num_cycles=400)
    assert env.possible_agents == (["player_0"] if policies else ["player_0", "player_1"])


def test_the_same_seed_deals_the_same_game() -> None:
    """PettingZoo's seed_test: two environments reset with one seed and given the same
    sampled actions see the same observations, masks, rewards and infos."""
    seed_test(lambda: aec_env(AGGRO, CONTROL, max_turns=6), num_cycles=300)


def test_the_gymnasium_environment_passes_check_env() -> None:
    """Gymnasium's env_checker: spaces, reset with a seed, steps with any action of
    the space (one outside the mask stands for the first option)."""
    check_env(gym_env(AGGRO, CONTROL, seed=3, max_turns=6), skip_render_check=True)


def test_a_game_played_to_its_end_with_masked_actions() -> None:
    """104.2a, 104.4: an agent answering random options of the mask plays a whole game
    against the heuristic policy; it ends won, lost (+1, -1) or cut short at the turn
    limit (0, truncated); every observation is in the space and every action legal."""
    env = gym_env(AGGRO, CONTROL, seed=5, max_turns=30)
    seen, _ = env.reset(seed=5)
    rng = random.Random(5)
    steps = 0
    while True:
        assert env.observation_space.contains(seen) and seen["action_mask"].any()
        action = rng.choice(np.flatnonzero(seen["action_mask"]).tolist())
        seen, reward, terminated, truncated, info = env.step(action)
        steps += 1
        assert info["legal"]
        if terminated or truncated:
            break
    assert (terminated and reward in (1.0, -1.0)) or (truncated and reward == 0.0)
    assert steps > 20


def _played(env: object, rng: random.Random, steps: int) -> list[tuple[object, ...]]:
    """A Gymnasium environment played ``steps`` steps (or to its end) by random options
    of the mask: what each step returned."""
    played = []
    for _ in range(steps):
        mask_now = env.table.observe(env.table.waiting.player)["action_mask"]  # type: ignore[attr-defined]
        action = rng.choice(np.flatnonzero(mask_now).tolist())
        seen, reward, terminated, truncated, _ = env.step(action)  # type: ignore[attr-defined]
        played.append((seen["observation"].tobytes(), reward, terminated, truncated))
        if terminated or truncated:
            break
    return played


def test_a_copied_environment_plays_on_as_the_original_would() -> None:
    """``copy.deepcopy`` of an environment mid-game (a search's node): two copies given
    the same actions see the same observations and rewards to the end, as the original
    does after; playing a copy leaves the original as it was. The catalog is shared."""
    env = gym_env(AGGRO, CONTROL, seed=11, max_turns=30)
    env.reset(seed=11)
    _played(env, random.Random(1), 40)
    before = env.table.observe(env.table.waiting.player)["observation"].copy()
    first, second = copy.deepcopy(env), copy.deepcopy(env)
    assert first.table.catalog is env.table.catalog and first.table.game is not env.table.game
    ours = _played(first, random.Random(2), 10_000)
    assert np.array_equal(env.table.observe(env.table.waiting.player)["observation"], before)
    assert _played(second, random.Random(2), 10_000) == ours
    assert _played(env, random.Random(2), 10_000) == ours
    assert ours[-1][2] or ours[-1][3]


def test_an_action_outside_the_mask_stands_for_the_first_option() -> None:
    """117.3d: a number no option has passes priority (the first option), and the step
    says it was not legal."""
    env = gym_env(AGGRO, CONTROL, seed=7, max_turns=6)
    seen, _ = env.reset(seed=7)
    outside = int(np.flatnonzero(seen["action_mask"] == 0)[0])
    _, _, _, _, info = env.step(outside)
    assert info == {"legal": False}


@pytest.mark.parametrize("action", [128, -1, 3.7, "1", None, True])
def test_an_action_outside_the_action_space_is_refused(action: object) -> None:
    """Gymnasium's and PettingZoo's spaces: an action is a number of Discrete(128); one
    that isn't is refused with a ValueError saying so, nothing played; a step before
    reset is refused too."""
    env = gym_env(AGGRO, CONTROL, seed=7, max_turns=6)
    seen, _ = env.reset(seed=7)
    with pytest.raises(ValueError, match=r"a whole number from 0 to 127"):
        env.step(action)
    again = env.step(np.int64(0))[0]  # nothing was played: the first step still waits
    assert again["observation"].shape == seen["observation"].shape
    aec = aec_env(AGGRO, CONTROL, seed=7, max_turns=6)
    with pytest.raises(RuntimeError, match=r"reset\(\) before step\(\)"):
        aec.step(0)
    aec.reset(seed=7)
    deciding = aec.agent_selection
    before = aec.observe(deciding)["observation"].copy()
    with pytest.raises(ValueError, match=r"action space"):
        aec.step(action)
    assert aec.agent_selection == deciding
    assert np.array_equal(aec.observe(deciding)["observation"], before)


def test_a_choice_says_the_action_it_is_part_of_and_whom_each_player_option_is(
    new_game: Callable[..., Game],
) -> None:
    """601.2c: choosing Lightning Bolt's target, the vector names the action (cast, 3)
    and the card slot of the Bolt, so two spells' target choices differ; a player option
    says the seat from the agent's (0 the agent, 1 the opponent)."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    game.add_mana(alice, "{R}")
    decision = game.decision()
    assert decision is not None
    cast = next(a for a in decision.options if getattr(a, "card", None) == bolt.id)
    game.answer(cast)
    steps = Steps(game, registry().policy("heuristic", random.Random(0)))
    vector = encode(game.observation(alice), steps.current, {"Lightning Bolt": 1})
    assert vector[8] == 3.0  # cast
    hand_slot = vector[9]
    assert hand_slot == 0.0  # the Bolt, the first card of the hand
    start = SIZE - MOST_OPTIONS * OPTION_FEATURES
    options = vector[start : start + 2 * len(steps.current.options)].reshape(-1, 2).tolist()
    players = [o for o in options if o[0] == 8.0]
    assert sorted(players) == [[8.0, 0.0], [8.0, 1.0]]


def test_an_action_as_an_array_of_one_number_is_taken() -> None:
    """Discrete(128) contains a 0-d array (what a policy's predict gives for one
    environment): it is the number it holds."""
    env = gym_env(AGGRO, CONTROL, seed=7, max_turns=6)
    env.reset(seed=7)
    assert env.action_space.contains(np.array(0))
    *_, info = env.step(np.array(0))
    assert info == {"legal": True}


def test_a_choice_as_a_pass_resolves_something_names_no_action(
    new_game: Callable[..., Game],
) -> None:
    """Liliana of the Veil's +1 resolves as Bob passes: the discards it asks are no part
    of an action of Alice's, nor of Bob's pass."""
    game = new_game()
    alice = game.players[0]
    for player in game.players:
        game.add_card("Island", player, "hand")
        game.add_card("Lightning Bolt", player, "hand")
    liliana = game.add_card("Liliana of the Veil", alice)
    game.begin_at(alice, Step.MAIN1)
    decision = game.decision()
    assert decision is not None
    plus = next(o for o in decision.options if getattr(o, "permanent", None) == liliana.id)
    decision = game.answer(plus)
    while decision is not None and decision.kind == "priority":  # Alice, then Bob pass
        decision = game.answer(PASS)
    assert decision is not None and decision.kind == "discard"
    assert "action" not in game.observation(decision.player)["decision"]


def test_attackers_are_declared_one_creature_at_a_time(new_game: Callable[..., Game]) -> None:
    """508.1a: with two creatures able to attack, the declaration is two small
    decisions, each "no attack" or the defending player; the answers make it."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    elves = game.add_card("Llanowar Elves", alice)
    game.begin_at(alice, Step.BEGINNING_OF_COMBAT)
    game.pass_priority()
    game.pass_priority()
    steps = Steps(game, registry().policy("heuristic", random.Random(0)))
    first = steps.current
    assert first is not None and first.kind == "attackers" and first.creature is bears
    assert first.options == (NO_ATTACK, bob)
    steps.answer(1)
    second = steps.current
    assert second is not None and second.creature is elves
    steps.answer(0)
    assert game.combat is not None and [a for a, _ in game.combat.attackers] == [bears]


def _combat_column(vector: np.ndarray) -> list[float]:
    """Each card slot's part in combat (its second-to-last feature)."""
    start = SIZE - MOST_OPTIONS * OPTION_FEATURES - CARD_SLOTS * CARD_FEATURES
    rows = vector[start : start + CARD_SLOTS * CARD_FEATURES].reshape(CARD_SLOTS, CARD_FEATURES)
    return rows[:, CARD_FEATURES - 2].tolist()


def test_a_declarations_step_shows_its_creature_and_the_steps_before(
    new_game: Callable[..., Game],
) -> None:
    """508.1a, 509.1a: each small decision of a declaration marks the creature it is
    about (3) and those declared attacking (1) or blocking (2) by the steps before, so
    two creatures' steps differ; the other player's vector marks neither."""
    game = new_game()
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", alice)
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.BEGINNING_OF_COMBAT)
    game.pass_priority()
    game.pass_priority()
    steps = Steps(game, registry().policy("heuristic", random.Random(0)))
    vocabulary = {"Llanowar Elves": 1, "Colossal Dreadmaw": 2, "Wall of Stone": 3}

    def column(player: str) -> list[float]:
        return _combat_column(encode(game.observation(player), steps.current, vocabulary))

    assert steps.current is not None and steps.current.creature is elves
    assert column("Alice")[:3] == [3.0, 0.0, 0.0]  # her permanents, then his
    steps.answer(1)
    assert steps.current is not None and steps.current.creature is dreadmaw
    assert column("Alice")[:3] == [1.0, 3.0, 0.0]
    assert column("Bob")[:3] == [0.0, 0.0, 0.0]
    steps.answer(0)
    while steps.current is not None and steps.current.kind == "priority":
        steps.answer(0)  # each passes in the declare attackers step
    assert steps.current is not None and steps.current.creature is wall
    assert column("Bob")[:3] == [3.0, 1.0, 0.0]  # his wall first, then her attacker


def test_priority_offers_mana_abilities_last(new_game: Callable[..., Game]) -> None:
    """Of more than 128 legal actions, the mana abilities are cut first: with 130
    Forests, Prodigal Pyromancer's ability is still an option (602.1)."""
    game = new_game()
    alice = game.players[0]
    for _ in range(130):
        game.add_card("Forest", alice)
    pyromancer = game.add_card("Prodigal Pyromancer", alice)
    game.begin_at(alice, Step.MAIN1)
    decision = game.decision()
    assert decision is not None and len(decision.options) > MOST_OPTIONS
    steps = Steps(game, registry().policy("heuristic", random.Random(0)))
    options = steps.current.options if steps.current is not None else ()
    assert len(options) == MOST_OPTIONS and options[0] == PASS
    assert any(getattr(o, "permanent", None) == pyromancer.id for o in options[:3])


def test_the_vector_holds_only_what_its_player_may_know() -> None:
    """400.2: a determinization for the agent deciding (its opponent's hand and every
    library drawn again) gives the same vector and mask at each of a game's first
    decisions; the vector has its documented size."""
    env = aec_env(AGGRO, CONTROL, seed=9, max_turns=4)
    env.reset(seed=9)
    rng = random.Random(9)
    table = env.table
    for _ in range(120):
        agent = env.agent_selection
        if env.terminations[agent] or env.truncations[agent]:
            break
        seen = env.observe(agent)
        assert seen["observation"].shape == (SIZE,)
        copy = table.game.determinize(agent, rng)
        other = encode(copy.observation(agent), table.waiting, table.vocabulary)
        assert np.array_equal(other, seen["observation"])
        assert np.array_equal(mask(table.waiting, agent), seen["action_mask"])
        options = np.flatnonzero(seen["action_mask"])
        assert 0 < len(options) <= MOST_OPTIONS
        env.step(int(rng.choice(options.tolist())))


def test_the_agent_sees_the_hand_it_decides_its_mulligan_on() -> None:
    """103.5, 400.2: while its mulligan decision waits nothing is dealt, yet the vector
    shows the agent the seven cards the decision shows it, each in a card slot (zone 4,
    "shown", named by its catalog number); the other player's vector shows none."""
    env = gym_env(AGGRO, CONTROL, seed=1)
    seen, _ = env.reset(seed=1)
    table = env.unwrapped.table
    decision = table.game.decision()
    assert decision is not None and decision.kind == "mulligan" and len(decision.cards) == 7
    vector = seen["observation"]
    start = SIZE - MOST_OPTIONS * OPTION_FEATURES - CARD_SLOTS * CARD_FEATURES
    rows = vector[start : start + CARD_SLOTS * CARD_FEATURES].reshape(CARD_SLOTS, CARD_FEATURES)
    shown = rows[(rows[:, 0] == 1) & (rows[:, 1] == 4)]
    numbers = sorted(table.vocabulary[c.name] for c in decision.cards)
    assert sorted(shown[:, 3].astype(int).tolist()) == numbers
    theirs = encode(table.game.observation("player_1"), table.waiting, table.vocabulary)
    their_rows = theirs[start : start + CARD_SLOTS * CARD_FEATURES].reshape(CARD_SLOTS, -1)
    assert not ((their_rows[:, 0] == 1) & (their_rows[:, 1] == 4)).any()


def test_bad_settings_are_refused_clearly(tmp_path: Path) -> None:
    """A seat that isn't one, every seat given to a policy, a turn limit that isn't a
    whole number, a deck file that isn't there: each a clear error."""
    with pytest.raises(CardhostError, match="seats"):
        aec_env(AGGRO, CONTROL, policies={"player_2": "random"})
    with pytest.raises(CardhostError, match="no agent"):
        aec_env(AGGRO, CONTROL, policies={"player_0": "random", "player_1": "random"})
    with pytest.raises(CardhostError, match="max_turns"):
        gym_env(AGGRO, CONTROL, max_turns=0)
    with pytest.raises(CardhostError, match=r"missing\.txt"):
        gym_env(tmp_path / "missing.txt", CONTROL)
    for make in (aec_env, gym_env):
        with pytest.raises(ValueError, match="render_mode is one of"):
            make(AGGRO, CONTROL, render_mode="human")


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (
            lambda: aec_env(AGGRO, CONTROL, policies={"player_1": "heuristc"}),
            "the policy of player_1: no policy 'heuristc'",
        ),
        (
            lambda: gym_env(AGGRO, CONTROL, opponent="heuristc"),
            "the policy of the opponent: .* did you mean 'heuristic'",
        ),
        (lambda: gym_env(AGGRO, CONTROL, opponent=None), "the opponent is a policy's name"),
        (lambda: aec_env(AGGRO, CONTROL, policies={"player_1": 3}), "not 3"),
        (lambda: aec_env(AGGRO, CONTROL, policies=["player_1"]), "not a list"),
        (lambda: aec_env(AGGRO, CONTROL, catalog="x"), "catalog is a cardhost Catalog"),
    ],
)
def test_bad_policies_and_catalogs_are_refused_as_the_environment_is_made(
    make: Callable[[], object], message: str
) -> None:
    """A policy the simulator doesn't know, one that isn't a name, policies that aren't
    a mapping, a catalog that isn't one: refused by the constructor, not at reset()."""
    with pytest.raises(CardhostError, match=message):
        make()


def test_a_step_once_the_episode_is_over_is_refused_clearly() -> None:
    """Once every agent has stepped out of an ended episode, a step is refused with a
    clear error, not a KeyError."""
    env = aec_env(AGGRO, CONTROL, seed=2, max_turns=2)
    env.reset(seed=2)
    for _ in env.agent_iter(max_iter=5_000):
        seen, _, terminated, truncated, _ = env.last()
        action = None if terminated or truncated else int(np.flatnonzero(seen["action_mask"])[0])
        env.step(action)
    assert not env.agents
    with pytest.raises(RuntimeError, match="episode is over: call reset"):
        env.step(0)


def test_cards_beyond_the_slots_are_counted(new_game: Callable[..., Game]) -> None:
    """The vector shows 64 cards; the rest are counted (the game's features), as are
    each player's permanents: 30 more Dreadmaws change the vector."""
    counts = []
    for dreadmaws in (5, 30):
        game = new_game()
        alice, bob = game.players
        for _ in range(60):
            game.add_card("Mountain", alice)
        for _ in range(dreadmaws):
            game.add_card("Colossal Dreadmaw", bob)
        game.begin_at(alice, Step.MAIN1)
        vector = encode(game.observation("Alice"), None, {})
        counts.append(vector[: GLOBAL_FEATURES + 2 * PLAYER_FEATURES])
    assert not np.array_equal(counts[0], counts[1])
    beyond = GLOBAL_FEATURES - 1  # the game's last feature
    assert counts[1][beyond] == counts[0][beyond] + 25


def test_the_example_in_docs_agents_md_runs(monkeypatch: pytest.MonkeyPatch) -> None:
    """docs/agents.md's example, run as written from the repository's root: two agents
    passing whenever they can play a game to its turn limit."""
    root = DECKS.parent.parent
    text = (root / "docs" / "agents.md").read_text(encoding="utf-8")
    [block] = re.findall(r"```python\n(.*?)```", text, re.S)
    monkeypatch.chdir(root)
    namespace: dict[str, object] = {}
    exec(compile(block, "docs/agents.md", "exec"), namespace)
    env = namespace["env"]
    assert env.agents == [] and env.table.truncated  # type: ignore[attr-defined]
