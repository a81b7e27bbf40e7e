"""A card's rules text may call it by a shortened name (201.5c): "Whenever Kell attacks"
on "Kell, Banner Knight" is the card's own trigger, as its full name would be."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

KELL_TEXT = """name = "Kell, Banner Knight"
mana_cost = "{1}{W}"
supertypes = ["Legendary"]
types = ["Creature"]
power = 2
toughness = 2
oracle = "Whenever Kell attacks, you gain 2 life."
[[triggers]]
when = "attacks"
effects = [{ gain_life = 2 }]
"""


def test_the_shortened_name_is_the_card(new_game: NewGame) -> None:
    game = new_game(cards=[load_card_text(KELL_TEXT)])
    alice = game.players[0]
    kell = game.add_card("Kell, Banner Knight", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([kell])
    game.resolve_stack()
    assert alice.life == 22


def test_another_name_is_not() -> None:
    """Only the part of its own name before the comma."""
    text = KELL_TEXT.replace("Whenever Kell attacks", "Whenever Banner attacks")
    with pytest.raises(CardFileError, match=re.escape("triggers[0].when: no paragraph")):
        load_card_text(text)
