"""Shared test configuration: pytester tests the cardhost pytest plugin, and ``new_game``
builds the game most tests start from.

The test cards live in ``tests/cards/<card>/<card>.toml``, one data-only card per folder,
named in pyproject.toml's ``cardhost_cards``, so every ``make_game`` game (the project's
own fixture, :mod:`cardhost.tools.pytest_plugin`) holds them beside the bundled cards.
Cards whose plugin a test defines stay in that test."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from cardhost import CardDefinition, Chooser, Game

pytest_plugins = ["pytester"]

TEST_CARDS = Path(__file__).resolve().parent / "cards"
"""The folder of the shared test cards."""

LIBRARY = 10
"""Plains in each player's library by default: more than any test draws."""


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
