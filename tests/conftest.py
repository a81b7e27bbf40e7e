"""Shared test configuration: pytester tests the cardhost pytest plugin, ``new_game``
builds the game most tests start from, and the hypothesis profiles bound the property
tests.

The test cards live in ``tests/cards/<card>/<card>.toml``, one data-only card per folder,
named in pyproject.toml's ``cardhost_cards``, so every ``make_game`` game (the project's
own fixture, :mod:`cardhost.tools.pytest_plugin`) holds them beside the bundled cards.
Cards whose plugin a test defines stay in that test."""

from __future__ import annotations

import os
import random
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import timedelta
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, settings

from cardhost import (
    CardDefinition,
    Chooser,
    FirstOptionChooser,
    Game,
    bundled_catalog,
)
from cardhost.kernel.log import LogSink
from cardhost.simulation import PolicyChooser
from cardhost.simulation.plugins import registry

pytest_plugins = ["pytester"]

TEST_CARDS = Path(__file__).resolve().parent / "cards"
"""The folder of the shared test cards."""

LIBRARY = 10
"""Plains in each player's library by default: more than any test draws."""

BASICS = ("Plains", "Island", "Swamp", "Mountain", "Forest")

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


@pytest.fixture(autouse=True, scope="session")
def card_table_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """The tests' own cache of card files (``CARDHOST_CACHE``), so that discovering the
    user's cards in a test never reads or writes the user's cache."""
    folder = tmp_path_factory.mktemp("card-cache")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("CARDHOST_CACHE", str(folder))
        yield folder


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
        log: str | LogSink = "full",
    ) -> Game:
        """``choices`` script the answers (``{kind: [answers]}``); ``chooser`` is a chooser
        of the test's own instead; ``cards`` adds definitions, such as a card whose
        plugin the test defines; ``log`` is the game's log (a sink streams it)."""
        game = make_game(
            players=players,
            choices=choices,
            chooser=chooser,
            starting_life=starting_life,
            seed=seed,
            cards=cards,
            log=log,
        )
        for player in game.players:
            for _ in range(library):
                game.add_card("Plains", player, "library")
        return game

    return build


@pytest.fixture
def every_card(new_game: Callable[..., Game]) -> Callable[[str, int], Game]:
    """``every_card(policy, seed)``: two players with two of every bundled card (six of
    each basic land) in their libraries, each decision asked of the simulator's
    ``policy`` through the game's chooser (a ``PolicyChooser``, its policies at
    ``game.chooser.policies``), started with opening hands."""

    def build(policy: str, seed: int) -> Game:
        tools = registry()
        names = ("Alice", "Bob")
        policies = {name: tools.policy(policy, random.Random(f"{seed}/{name}")) for name in names}
        chooser = PolicyChooser(policies, FirstOptionChooser())
        game = new_game(library=0, seed=seed, chooser=chooser)
        cards = [c.name for c in bundled_catalog() if not c.is_token and c.name not in BASICS]
        for player in game.players:
            for name in [*cards * 2, *BASICS * 6]:
                game.add_card(name, player, "library")
        game.start(game.players[seed % 2], opening_hands=True)
        return game

    return build
