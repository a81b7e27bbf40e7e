"""Effects that let a creature with defender attack "as though it didn't have defender"
(702.3b): ``can = "attack as though it didn't have defender"`` as an instruction, for
the turn ("{W}: This creature can attack this turn as though it didn't have defender."),
and as a static ability's ``can``, with a condition. Each card is data."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

MIRROR_TEXT = """name = "Glass Wall"
mana_cost = "{3}{W}"
types = ["Creature"]
power = 3
toughness = 4
keywords = ["defender"]
oracle = "Defender\\n{W}: Glass Wall can attack this turn as though it didn't have defender."
[[abilities]]
cost = "{W}"
effects = [{ can = "attack as though it didn't have defender", on = "this" }]
"""
MIRROR = load_card_text(MIRROR_TEXT)
JAILBREAKER = load_card_text(
    """name = "Testing Jailbreaker"
mana_cost = "{3}{R}"
types = ["Creature"]
power = 4
toughness = 4
keywords = ["defender"]
oracle = '''Defender
Testing Jailbreaker can attack as though it didn't have defender as long as you control a Gate.'''
[[statics]]
affects = "this"
can = ["attack as though it didn't have defender"]
as_long_as = { count = "the number of Gates you control", at_least = 1 }
"""
)
GATE = load_card_text(
    """name = "Testing Gate"
types = ["Land"]
subtypes = ["Gate"]
oracle = ""
"""
)
CARDS = [MIRROR, JAILBREAKER, GATE]


def test_for_the_turn(new_game: NewGame) -> None:
    """702.3b, 611.2a: after the ability resolves it may attack this turn, and it is an
    attack option (508.1a); the next turn it has defender's restriction again."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    wall = game.add_card("Glass Wall", alice)
    game.begin_at(alice, Step.MAIN1)
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert wall not in game.attack_options()
    with pytest.raises(IllegalActionError, match=r"702\.3b"):
        game.declare_attackers([wall])
    game.advance_to(Step.MAIN1, bob)
    game.advance_to(Step.MAIN1, alice)
    game.add_mana(alice, "{W}")
    game.activate(wall, 0)
    game.resolve_top()
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert game.attack_options() == {wall: [bob]}
    game.declare_attackers([wall])
    assert bob.life == 20
    game.advance_to(Step.END)
    assert bob.life == 17
    game.advance_to(Step.DECLARE_ATTACKERS, alice)
    assert wall not in game.attack_options()


def test_as_long_as_a_condition_holds(new_game: NewGame) -> None:
    """611.3b: while Alice controls a Gate, and not otherwise."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    ogre = game.add_card("Testing Jailbreaker", alice)
    game.begin_at(alice, Step.MAIN1)
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert ogre not in game.attack_options()
    game.add_card("Testing Gate", alice)
    assert game.attack_options() == {ogre: [bob]}


def test_an_unknown_permission_is_refused() -> None:
    """A ``can`` the format doesn't know names the key and the words it knows."""
    text = MIRROR_TEXT.replace("attack as though", "fly as though", 1)
    with pytest.raises(CardFileError, match=re.escape("effects[0].can: expected")):
        load_card_text(text)
