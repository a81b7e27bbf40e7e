"""Lands that enter tapped unless a count holds (614.1d): "This land enters tapped
unless you control two or fewer other lands." (``at_most``), "... unless you control two
or more basic lands." (``at_least``), counted as the land would enter."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

QUICK = load_card_text(
    """name = "Quick Shore"
types = ["Land"]
oracle = "Quick Shore enters the battlefield tapped unless you control two or fewer other \
lands.\\n{T}: Add {U}."
enters_tapped = true
enters_tapped_unless = { count = "the number of other lands you control", at_most = 2 }
[[mana_abilities]]
cost = "{T}"
add = "{U}"
"""
)
VISTA = load_card_text(
    """name = "Wide Vista"
types = ["Land"]
subtypes = ["Forest", "Plains"]
oracle = "({T}: Add {G} or {W}.)\\nWide Vista enters the battlefield tapped unless you \
control two or more basic lands."
enters_tapped = true
enters_tapped_unless = { count = "the number of basic lands you control", at_least = 2 }
"""
)


@pytest.mark.parametrize(("lands", "tapped"), [(2, False), (3, True)])
def test_two_or_fewer_other_lands(new_game: NewGame, lands: int, tapped: bool) -> None:
    game = new_game(cards=[QUICK, VISTA])
    alice, _ = game.players
    for _ in range(lands):
        game.add_card("Island", alice)
    game.begin_at(alice, Step.MAIN1)
    land = game.play_land(game.add_card("Quick Shore", alice, "hand"))
    assert land is not None and land.tapped is tapped


@pytest.mark.parametrize(("basics", "tapped"), [(1, True), (2, False)])
def test_two_or_more_basic_lands(new_game: NewGame, basics: int, tapped: bool) -> None:
    game = new_game(cards=[QUICK, VISTA])
    alice, _ = game.players
    game.add_card("Quick Shore", alice)  # a land, not a basic one
    for _ in range(basics):
        game.add_card("Forest", alice)
    game.begin_at(alice, Step.MAIN1)
    land = game.play_land(game.add_card("Wide Vista", alice, "hand"))
    assert land is not None and land.tapped is tapped
