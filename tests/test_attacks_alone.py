"""Attacking alone (506.5): the only creature declared as an attacker. ``when = "attacks
alone"``: "Whenever this creature attacks alone", and, watching others (``of``),
"Whenever a creature you control attacks alone, it gains lifelink until end of turn.";
with two attackers neither attacks alone."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

OGRE = load_card_text(
    """name = "Lone Ogre"
mana_cost = "{3}{R}"
types = ["Creature"]
subtypes = ["Ogre"]
power = 3
toughness = 3
oracle = "Whenever Lone Ogre attacks alone, it gets +3/+0 until end of turn."
[[triggers]]
when = "attacks alone"
effects = [{ gets = "+3/+0", on = "this" }]
"""
)
ANGEL = load_card_text(
    """name = "Grace Angel"
mana_cost = "{3}{W}{W}"
types = ["Creature"]
subtypes = ["Angel"]
power = 3
toughness = 3
oracle = "Whenever a creature you control attacks alone, it gains lifelink until end of turn."
[[triggers]]
when = "attacks alone"
of = "a creature you control"
effects = [{ gains = "lifelink", on = "that creature" }]
"""
)


def test_alone(new_game: NewGame) -> None:
    """The Ogre attacks alone: its own trigger and the Angel's, watching it."""
    game = new_game(cards=[OGRE, ANGEL])
    alice, bob = game.players
    ogre = game.add_card("Lone Ogre", alice)
    game.add_card("Grace Angel", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([ogre])
    game.resolve_stack()
    assert ogre.power == 6 and ogre.has_keyword("lifelink")
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 14 and alice.life == 26


def test_not_alone(new_game: NewGame) -> None:
    """With the Bears attacking too, neither attacks alone: nothing triggers."""
    game = new_game(cards=[OGRE, ANGEL])
    alice, _ = game.players
    ogre = game.add_card("Lone Ogre", alice)
    game.add_card("Grace Angel", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([ogre, bears])
    assert not game.stack
    assert ogre.power == 3 and not ogre.has_keyword("lifelink")
