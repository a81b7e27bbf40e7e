"""Cumulative upkeep (702.24a), as data (``cumulative_upkeep = "{1}"``): at the
beginning of its controller's upkeep, an age counter, then the cost once for each age
counter, paid as the ability resolves (118.12a) or the permanent is sacrificed."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

GLACIER = load_card_text(
    'name = "Aging Glacier"\nmana_cost = "{1}{U}"\ntypes = ["Creature"]\npower = 3\n'
    'toughness = 3\ncumulative_upkeep = "{1}"\noracle = "Cumulative upkeep {1} (At the '
    "beginning of your upkeep, put an age counter on this permanent, then sacrifice it "
    'unless you pay its upkeep cost for each age counter on it.)"\n'
)
PACT = load_card_text(
    'name = "Blood Pact Test"\nmana_cost = "{B}"\ntypes = ["Enchantment"]\n'
    'cumulative_upkeep = "Pay 1 life"\noracle = "Cumulative upkeep\\u2014Pay 1 life."\n'
)


def upkeeps(game: Game, count: int) -> None:
    """``count`` of Alice's upkeeps, each to her draw step."""
    for _ in range(count):
        game.next_turn()
        game.next_turn()
        game.advance_to(Step.DRAW)


def test_the_cost_grows_with_the_age_counters(new_game: NewGame) -> None:
    """702.24a: with two Islands she pays {1}, then {2}; at the third upkeep she can't
    pay {3} (118.3) and sacrifices it."""
    game = new_game(cards=[GLACIER])
    alice = game.players[0]
    glacier = game.add_card("Aging Glacier", alice)
    for _ in range(2):
        game.add_card("Island", alice)
    game.begin_at(game.players[1], Step.END)
    game.next_turn()
    game.advance_to(Step.DRAW)
    assert glacier.counters == {"age": 1}
    assert sum(i.tapped for i in game.permanents("Island")) == 1
    upkeeps(game, 1)
    assert glacier.counters == {"age": 2}
    upkeeps(game, 1)
    assert not game.permanents("Aging Glacier")
    assert [c.name for c in alice.graveyard] == ["Aging Glacier"]


def test_life_once_for_each_age_counter(new_game: NewGame) -> None:
    """702.24a: 1 life, then 2 (she pays each time: 3 in all)."""
    game = new_game(cards=[PACT])
    alice = game.players[0]
    game.add_card("Blood Pact Test", alice)
    game.begin_at(game.players[1], Step.END)
    game.next_turn()
    game.advance_to(Step.DRAW)
    upkeeps(game, 1)
    assert alice.life == 17 and game.permanents("Blood Pact Test")


def test_a_cost_of_more_than_mana_or_life_is_refused() -> None:
    with pytest.raises(CardFileError, match="cumulative_upkeep"):
        load_card_text(
            'name = "Odd Age"\nmana_cost = "{U}"\ntypes = ["Enchantment"]\n'
            'cumulative_upkeep = "Sacrifice a land"\noracle = "Cumulative upkeep\\u2014'
            'Sacrifice a land."\n'
        )
