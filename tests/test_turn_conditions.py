"""Static abilities that apply only in their controller's turn, or only in another's
(611.3b, 102.1): "As long as it's your turn, ..." written as data."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, load_card_text

NewGame = Callable[..., Game]

VETERAN = load_card_text(
    'name = "Testing Veteran"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "As long as it\'s your turn, Testing Veteran gets +0/+2."\n'
    '[[statics]]\naffects = "this"\npt = "+0/+2"\nas_long_as = { turn = "yours" }\n'
)
GLORY = load_card_text(
    'name = "Testing Glory"\nmana_cost = "{2}{R}{W}"\ntypes = ["Enchantment"]\n'
    "oracle = \"As long as it's your turn, creatures you control get +2/+0.\\nAs long as "
    "it's not your turn, creatures you control get +0/+2.\"\n"
    '[[statics]]\naffects = "creatures you control"\npt = "+2/+0"\n'
    'as_long_as = { turn = "yours" }\n'
    '[[statics]]\naffects = "creatures you control"\npt = "+0/+2"\n'
    'as_long_as = { turn = "not yours" }\n'
)
BEAR = load_card_text(
    'name = "Testing Bear"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = ""\n'
)
CARDS = [VETERAN, GLORY, BEAR]


def test_only_in_your_turn(new_game: NewGame) -> None:
    """611.3b: the effect applies while its controller is the active player (102.1), and
    stops as the turn passes to another."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    veteran = game.add_card("Testing Veteran", alice)
    theirs = game.add_card("Testing Veteran", bob)
    assert game.active_player is alice
    assert (veteran.toughness, theirs.toughness) == (4, 2)
    game.next_turn()
    assert game.active_player is bob
    assert (veteran.toughness, theirs.toughness) == (2, 4)
    game.next_turn()
    assert (veteran.toughness, theirs.toughness) == (4, 2)


def test_your_turn_and_not_your_turn(new_game: NewGame) -> None:
    """611.3b: "it's not your turn" is any other player's turn; the two effects of one
    card never apply together."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Testing Glory", alice)
    bear = game.add_card("Testing Bear", alice)
    other = game.add_card("Testing Bear", bob)
    assert (bear.power, bear.toughness, other.power) == (4, 2, 2)
    game.next_turn()
    assert (bear.power, bear.toughness, other.toughness) == (2, 4, 2)


@pytest.mark.parametrize(
    ("condition", "problem"),
    [
        ('{ turn = "mine" }', "statics[0].as_long_as.turn: expected 'yours' or 'not yours'"),
        ('{ turn = "yours", count = "x" }', "statics[0].as_long_as: write as_long_as"),
        ("{ turn = true }", "statics[0].as_long_as.turn: expected"),
    ],
)
def test_bad_turn_conditions(condition: str, problem: str) -> None:
    """A bad ``turn`` names the key path and what it may be."""
    text = (
        'name = "Testing Bad"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\noracle = "As long as it\'s your turn, Testing Bad gets +1/+1."\n'
        f'[[statics]]\naffects = "this"\npt = "+1/+1"\nas_long_as = {condition}\n'
    )
    with pytest.raises(CardFileError, match=re.escape(problem)):
        load_card_text(text)
