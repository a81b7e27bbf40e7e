"""A creature that assigns no combat damage (510.1): the ``cant`` instruction's
``"assign combat damage"``, for the turn (611.2a): "Whenever this creature attacks and
isn't blocked, you may draw a card. If you do, this creature assigns no combat damage
this turn." It still is dealt damage, and it deals damage other than combat damage."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import Game, Step, load_card_text
from cardhost.loading.paragraphs import unclaimed, unspoken

NewGame = Callable[..., Game]

COIL_SNAKE = load_card_text(
    """name = "Coil Snake"
mana_cost = "{2}{U}"
types = ["Creature"]
subtypes = ["Snake"]
power = 1
toughness = 3
oracle = "Whenever Coil Snake attacks and isn't blocked, you may draw a card. If you do, \
Coil Snake assigns no combat damage this turn."
[[triggers]]
when = "attacks and isn't blocked"
effects = [{ draw = 1 }, { cant = "assign combat damage", on = "this" }]
optional = true
"""
)
LAVA_HULK = load_card_text(
    """name = "Lava Hulk"
mana_cost = "{2}{R}"
types = ["Creature"]
subtypes = ["Beast"]
power = 2
toughness = 2
oracle = "Whenever Lava Hulk becomes blocked, you may have it deal damage equal to its power \
to target creature. If you do, Lava Hulk assigns no combat damage this turn."
[[triggers]]
when = "becomes blocked"
targets = ["target creature"]
effects = [{ damage = "X", to = "target", x = "this creature's power" }, \
{ cant = "assign combat damage", on = "this" }]
optional = true
"""
)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_you_may_draw_instead_of_dealing_combat_damage(new_game: NewGame, answer: str) -> None:
    """603.5: drawing, the Snake assigns no combat damage (510.1) and Bob keeps his
    life; declining, no card and 1 damage. The next turn it deals damage again."""
    game = new_game(cards=[COIL_SNAKE], choices={"yes or no": [answer, "no"]})
    alice, bob = game.players
    snake = game.add_card("Coil Snake", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    hand = len(alice.hand)
    game.declare_attackers([snake])
    game.advance_to(Step.END_OF_COMBAT)
    drew = answer == "yes"
    assert (len(alice.hand) - hand, bob.life) == ((1, 20) if drew else (0, 19))
    assert unclaimed(COIL_SNAKE) == [] and unspoken(COIL_SNAKE) == []
    game.advance_to(Step.DECLARE_ATTACKERS, alice)
    game.declare_attackers([snake])
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == (19 if drew else 18)


def test_blocked_it_deals_damage_to_a_target_and_none_in_combat(new_game: NewGame) -> None:
    """The Hulk, blocked by the Bears, deals 2 damage to the Test Giant instead of its
    combat damage to the Bears; the Bears still deal their combat damage to it (510.1d)."""
    game = new_game(cards=[LAVA_HULK], choices={"yes or no": ["yes"]})
    alice, bob = game.players
    hulk = game.add_card("Lava Hulk", alice)
    bears, giant = game.add_card("Grizzly Bears", bob), game.add_card("Test Giant", bob)
    game.chooser.add("target", giant)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([hulk])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({bears: hulk})
    game.advance_to(Step.END_OF_COMBAT)
    assert (giant.damage, bears.damage) == (2, 0)
    assert hulk.zone is None  # the Bears' 2 combat damage
