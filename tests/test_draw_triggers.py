"""Triggers on drawing (121.1): ``when = "draw"`` with ``by`` ("you", "an opponent", "a
player"): "Whenever an opponent draws a card, this deals 1 damage to them." once for each
card drawn (121.2), "that player" who drew it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

DREAMS = load_card_text(
    """name = "Dark Dreams"
mana_cost = "{B}{B}{B}"
types = ["Enchantment"]
oracle = "Whenever an opponent draws a card, Dark Dreams deals 1 damage to them."
[[triggers]]
when = "draw"
by = "an opponent"
effects = [{ damage = 1, to = "that player" }]
"""
)
CHIMERA = load_card_text(
    """name = "Sky Chimera"
mana_cost = "{2}{G}{U}"
types = ["Creature"]
power = 3
toughness = 2
oracle = "Whenever you draw a card, you gain 1 life."
[[triggers]]
when = "draw"
effects = [{ gain_life = 1 }]
"""
)


def test_each_card_an_opponent_draws(new_game: NewGame) -> None:
    """121.2: Bob draws two cards, two triggers, 2 damage to him; Alice's draw, none."""
    game = new_game(cards=[DREAMS, CHIMERA])
    alice, bob = game.players
    game.add_card("Dark Dreams", alice)
    game.begin_at(alice, Step.MAIN1)
    game.draw(bob, 2)
    game.resolve_stack()
    game.draw(alice)
    game.resolve_stack()
    assert (alice.life, bob.life) == (20, 18)


def test_each_card_you_draw(new_game: NewGame) -> None:
    game = new_game(cards=[DREAMS, CHIMERA])
    alice, bob = game.players
    game.add_card("Sky Chimera", alice)
    game.begin_at(alice, Step.MAIN1)
    game.draw(alice, 3)
    game.draw(bob)
    game.resolve_stack()
    assert alice.life == 23


def test_by_only_of_a_cast_discard_draw_or_target_trigger() -> None:
    with pytest.raises(CardFileError, match="triggers\\[0\\]\\.by"):
        load_card_text(
            'name = "Odd Imp"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\noracle = "Odd."\n[[triggers]]\nwhen = "enters"\n'
            'by = "an opponent"\neffects = [{ draw = 1 }]\n'
        )


MINE = load_card_text(
    """name = "Idea Mine"
mana_cost = "{2}"
types = ["Artifact"]
oracle = "At the beginning of each player's draw step, that player draws an additional card."
[[triggers]]
when = "draw step"
whose = "each"
effects = [{ draw = 1, player = "that player" }]
"""
)


def test_each_players_draw_step(new_game: NewGame) -> None:
    """504.2: after the card drawn for the turn (504.1), one more for the active player
    only."""
    game = new_game(cards=[MINE])
    alice, bob = game.players
    game.add_card("Idea Mine", alice)
    game.begin_at(alice, Step.END)
    hands = (len(alice.hand), len(bob.hand))
    game.advance_to(Step.MAIN1, bob)
    assert (len(alice.hand), len(bob.hand)) == (hands[0], hands[1] + 2)
