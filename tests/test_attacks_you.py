"""Triggers watching creatures attack a player (506.2, 508.1b): ``attacking = "you"``
("Whenever a creature attacks you, it gets -1/-0 until end of turn.") and ``attacking =
"you or a planeswalker you control"`` (its controller is the defending player). Each
card is data."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

THORNS_TEXT = """name = "Thorn Hedge"
mana_cost = "{G}"
types = ["Enchantment"]
oracle = "Whenever a creature attacks you, it gets -1/-0 until end of turn."
[[triggers]]
when = "attacks"
of = "a creature"
attacking = "you"
effects = [{ gets = "-1/-0", on = "that creature" }]
"""
THORNS = load_card_text(THORNS_TEXT)
RING = load_card_text(
    """name = "Ring of Embers"
mana_cost = "{R}"
types = ["Enchantment"]
oracle = '''Whenever a creature without flying attacks you or a planeswalker you control, \
Ring of Embers deals 1 damage to that creature.'''
[[triggers]]
when = "attacks"
of = "a creature without flying"
attacking = "you or a planeswalker you control"
effects = [{ damage = 1, to = "that creature" }]
"""
)
CARDS = [THORNS, RING]


def test_attacking_the_player(new_game: NewGame) -> None:
    """Alice attacks Bob: both of Bob's enchantments trigger; Alice's own don't."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Thorn Hedge", bob)
    game.add_card("Ring of Embers", bob)
    game.add_card("Thorn Hedge", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({bears: bob})
    assert len(game.stack) == 2
    game.resolve_stack()
    assert (bears.power, bears.damage) == (1, 1)


def test_attacking_a_planeswalker(new_game: NewGame) -> None:
    """Alice attacks Bob's planeswalker: Bob is the defending player (506.2), so "you or a
    planeswalker you control" triggers, and "you" doesn't."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Thorn Hedge", bob)
    game.add_card("Ring of Embers", bob)
    ajani = game.add_card("Ajani Goldmane", bob)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({bears: ajani})
    assert [item.name for item in game.stack] == ["Ring of Embers's ability"]
    game.resolve_stack()
    assert (bears.power, bears.damage) == (2, 1)


def test_only_of_a_watched_attack() -> None:
    """``attacking`` says whom a watched attacker attacks: not of the card's own."""
    text = THORNS_TEXT.replace('of = "a creature"\n', "").replace(
        'on = "that creature"', 'on = "this"'
    )
    with pytest.raises(CardFileError, match=re.escape("triggers[0].attacking: only")):
        load_card_text(text)
