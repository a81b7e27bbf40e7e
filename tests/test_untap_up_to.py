"""Untapping permanents chosen as the effect resolves (608.2d, 701.26b): ``{ untap = "up
to two lands" }`` ("When this creature enters, untap up to two lands."): any player's,
one at a time, or fewer; only tapped ones are offered. Each card is data."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text
from cardhost.kernel.choices import ScriptedChooser
from cardhost.kernel.keyword_actions import DONE

NewGame = Callable[..., Game]

DRAKE_TEXT = """name = "Tide Drake"
mana_cost = "{4}{U}"
types = ["Creature"]
power = 2
toughness = 3
oracle = "When Tide Drake enters the battlefield, untap up to two lands."
[[triggers]]
when = "enters"
effects = [{ untap = "up to two lands" }]
"""
DRAKE = load_card_text(DRAKE_TEXT)


@pytest.mark.parametrize("stop_after_one", [False, True])
def test_up_to_two_of_anyones(new_game: NewGame, stop_after_one: bool) -> None:
    """Bob's Forest, then one of Alice's Islands, or done after the Forest; Alice's
    untapped Island isn't offered, and a third is never asked for."""
    chooser = ScriptedChooser()
    game = new_game(cards=[DRAKE], chooser=chooser)
    alice, bob = game.players
    islands = [game.add_card("Island", alice, tapped=True) for _ in range(2)]
    untapped = game.add_card("Island", alice)
    forest = game.add_card("Forest", bob, tapped=True)
    chooser.add("permanent", forest, DONE if stop_after_one else islands[0])
    game.begin_at(alice, Step.MAIN1)
    game.put_onto_battlefield(game.add_card("Tide Drake", alice, "hand"))
    game.resolve_stack()
    asked = [c for c in chooser.asked if c.kind.value == "permanent"]
    assert len(asked) == 2 and untapped not in asked[0].options
    assert not forest.tapped and islands[1].tapped
    assert islands[0].tapped is stop_after_one


def test_a_count_in_words() -> None:
    text = DRAKE_TEXT.replace("up to two lands", "up to 2 lands")
    with pytest.raises(CardFileError, match=re.escape("effects[0].untap: expected 'up to two")):
        load_card_text(text)
