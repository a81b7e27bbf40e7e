"""An instruction followed only if a count is within bounds as it would be (608.2c):
"Counter target spell. If you control a Wizard, draw a card." as data, the instruction's
``if``; a bad ``if`` names its key."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

WIZARDS_QUERY = load_card_text(
    """name = "Wizards' Query"
mana_cost = "{U}{U}"
types = ["Instant"]
oracle = "Counter target spell. If you control a Wizard, draw a card."
[spell]
targets = ["target spell"]
effects = [
  { counter = "target" },
  { draw = 1, if = { count = "the number of Wizards you control", at_least = 1 } },
]
"""
)
APPRENTICE = load_card_text(
    """name = "Query Apprentice"
mana_cost = "{U}"
types = ["Creature"]
subtypes = ["Human", "Wizard"]
power = 1
toughness = 1
oracle = ""
"""
)
CARDS: list[CardDefinition] = [WIZARDS_QUERY, APPRENTICE]


def _counter_bears(game: Game) -> None:
    """Bob casts Grizzly Bears; Alice counters it with Wizards' Query."""
    alice, bob = game.players
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{1}{G}")
    game.cast(game.add_card("Grizzly Bears", bob, "hand"))
    game.add_mana(alice, "{U}{U}")
    game.pass_priority()
    game.cast(game.add_card("Wizards' Query", alice, "hand"), targets=[game.stack[-1]])
    game.resolve_stack()


@pytest.mark.parametrize("wizards", [0, 1])
def test_the_draw_only_if_you_control_a_wizard(new_game: NewGame, wizards: int) -> None:
    """608.2c: the spell is countered either way; Alice draws only with a Wizard."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    for _ in range(wizards):
        game.add_card("Query Apprentice", alice, "battlefield")
    hand = len(alice.hand)
    _counter_bears(game)
    assert [c.name for c in bob.graveyard] == ["Grizzly Bears"]
    assert len(alice.hand) == hand + wizards


def test_the_condition_is_checked_as_it_would_be_followed(new_game: NewGame) -> None:
    """608.2c: "If you have no cards in hand, draw two cards" after discarding the hand
    checks the hand as the draw would happen, after the discard."""
    empty_handed = load_card_text(
        """name = "Empty Study"
mana_cost = "{1}{U}"
types = ["Sorcery"]
oracle = "Discard your hand. If you have no cards in hand, draw two cards."
[spell]
effects = [
  { discard = "hand" },
  { draw = 2, if = { count = "the number of cards in your hand", at_most = 0 } },
]
"""
    )
    game = new_game(cards=[empty_handed])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    for _ in range(3):
        game.add_card("Plains", alice, "hand")
    game.add_mana(alice, "{1}{U}")
    game.cast(game.add_card("Empty Study", alice, "hand"))
    game.resolve_stack()
    assert len(alice.hand) == 2
    assert len(alice.graveyard) == 4  # three Plains, then the spell (608.2n)


@pytest.mark.parametrize(
    ("condition", "where"),
    [
        ('{ count = "the number of Wizards you control" }', r"effects\[0\]\.if"),
        ('{ count = "the number of wizzards", at_least = 1 }', r"effects\[0\]\.if\.count"),
        ('{ count = "the number of Wizards you control", at_least = -1 }', r"effects\[0\]\.if"),
    ],
)
def test_a_bad_condition_names_its_key(condition: str, where: str) -> None:
    """A condition with no bound, a count the rules don't count, or a negative bound is
    refused, naming the key path."""
    text = (
        'name = "Bad Query"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
        'oracle = "If you control a Wizard, draw a card."\n[spell]\n'
        f"effects = [{{ draw = 1, if = {condition} }}]\n"
    )
    with pytest.raises(CardFileError, match=where):
        load_card_text(text)


def test_a_condition_with_a_later_moment_is_refused() -> None:
    """``if`` with ``at`` leaves unsaid whether the condition is checked now or then
    (603.7): refused."""
    text = (
        'name = "Late Query"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
        'oracle = "Draw a card at the beginning of the next end step."\n[spell]\n'
        'effects = [{ draw = 1, at = "the beginning of the next end step", '
        'if = { count = "the number of cards in your hand", at_most = 0 } }]\n'
    )
    with pytest.raises(CardFileError, match=r"effects\[0\]\.if.*not with 'at'"):
        load_card_text(text)
