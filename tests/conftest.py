"""Shared test configuration: pytester tests the cardhost pytest plugin, ``new_game``
builds the game most tests start from, and the hypothesis profiles bound the property
tests.

The test cards live in ``tests/cards/<card>/<card>.toml``, one data-only card per folder,
named in pyproject.toml's ``cardhost_cards``, so every ``make_game`` game (the project's
own fixture, :mod:`cardhost.tools.pytest_plugin`) holds them beside the bundled cards.
Cards whose plugin a test defines stay in that test."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Mapping, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from cardhost import CardDefinition, Chooser, Game

pytest_plugins = ["pytester"]

TEST_CARDS = Path(__file__).resolve().parent / "cards"
"""The folder of the shared test cards."""

LIBRARY = 10
"""Plains in each player's library by default: more than any test draws."""

# The property tests (tests/test_properties_*.py; docs/guarantees.md) run under the "ci"
# profile: few examples, the same ones on every run (derandomize), no example database
# left behind. CARDHOST_HYPOTHESIS=long runs many more, drawn afresh each run, by hand:
#     CARDHOST_HYPOTHESIS=long python -m pytest -q tests/test_properties_*.py
HYPOTHESIS_PROFILE = "CARDHOST_HYPOTHESIS"
"""The environment variable naming the hypothesis profile: ``ci`` (the default) or ``long``."""

settings.register_profile(
    "ci",
    max_examples=200,
    stateful_step_count=25,
    deadline=timedelta(seconds=5),
    derandomize=True,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.register_profile(
    "long",
    max_examples=5000,
    stateful_step_count=60,
    deadline=timedelta(seconds=5),
    derandomize=False,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow],
)
settings.load_profile(os.environ.get(HYPOTHESIS_PROFILE, "ci"))


@pytest.fixture
def new_game(make_game: Callable[..., Game]) -> Callable[..., Game]:
    """``new_game(...)``: a game with the bundled and the test cards whose players each
    have ``library`` Plains in their library, so nobody loses for drawing from an empty
    library (704.5b) by accident. The game has not started."""

    def build(
        *,
        players: Sequence[str] = ("Alice", "Bob"),
        library: int = LIBRARY,
        choices: Mapping[str, Sequence[Any]] | None = None,
        chooser: Chooser | None = None,
        starting_life: int = 20,
        seed: int = 0,
        cards: Iterable[CardDefinition] = (),
    ) -> Game:
        """``choices`` script the answers (``{kind: [answers]}``); ``chooser`` is a chooser
        of the test's own instead; ``cards`` adds definitions, such as a card whose
        plugin the test defines."""
        game = make_game(
            players=players,
            choices=choices,
            chooser=chooser,
            starting_life=starting_life,
            seed=seed,
            cards=cards,
        )
        for player in game.players:
            for _ in range(library):
                game.add_card("Plains", player, "library")
        return game

    return build
