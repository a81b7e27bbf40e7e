"""The example agent (examples/flat_mc.py): flat Monte Carlo over determinizations, a
simulation plugin. It plays whole games of a `cardhost simulate` match, the same from
the same seed, and in its main phases weighs what it could do by playouts of
determinized copies, never of the real game."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from cardhost import Game
from cardhost.simulation import DeckText, Simulation, play_one, registry

ROOT = Path(__file__).resolve().parent.parent
AGENT = str(ROOT / "examples" / "flat_mc.py")
AGGRO = DeckText.read(ROOT / "examples" / "decks" / "red-aggro.txt")


@pytest.fixture
def quick(monkeypatch: pytest.MonkeyPatch) -> None:
    """Two playouts of each candidate, to keep the games short."""
    module = sys.modules[registry([AGENT]).policies["flat-mc"].__module__]
    monkeypatch.setattr(module, "PLAYOUTS", 2)


@pytest.mark.usefixtures("quick")
def test_the_agent_plays_a_match_the_same_from_the_same_seed() -> None:
    """104.2a: two games of the agent against the heuristic policy end (won, or at the
    turn limit), and a game played again from its seed gives the same record."""
    simulation = Simulation(
        (AGGRO, AGGRO), ("flat-mc", "heuristic"), turns=8, seed=4, plugins=(AGENT,)
    )
    records = [play_one(simulation, index) for index in range(2)]
    assert all(r["end"] in ("win", "turn limit") for r in records)
    assert play_one(simulation, 1) == records[1]


@pytest.mark.usefixtures("quick")
def test_the_agent_weighs_its_choices_on_determinizations_only(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """400.2: the agent's playouts run on copies made by ``determinize`` for its own
    player; the real game is never played on by them."""
    made: list[tuple[int, str]] = []
    real = Game.determinize

    def watched(game: Game, player: object, rng: random.Random, **options: object) -> Game:
        made.append((id(game), str(getattr(player, "name", player))))
        return real(game, player, rng, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(Game, "determinize", watched)
    simulation = Simulation(
        (AGGRO, AGGRO), ("flat-mc", "heuristic"), turns=5, seed=1, plugins=(AGENT,)
    )
    record = play_one(simulation, 0)
    assert record["end"] in ("win", "turn limit") and made
    assert {name for _, name in made} == {record["players"][0]}
