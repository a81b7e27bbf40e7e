"""Alternative costs (118.9): "You may [cost] rather than pay this spell's mana cost."
as ``alternative_cost``, a cost written as a spell's additional cost is (601.2f): mana,
life, sacrificing, discarding, tapping, exiling cards from a hand, returning
permanents to a hand. Cast with ``alternative=True`` (a ``Cast`` with ``alternative``
among the legal actions), its parts paid with any additional cost (601.2f-h), one
alternative cost at a time (118.9a), its mana value unchanged (118.9d)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardFileError,
    Cast,
    Game,
    IllegalActionError,
    SpellCast,
    Step,
    load_card_text,
)
from cardhost.loading.paragraphs import unclaimed

NewGame = Callable[..., Game]

WILL = load_card_text(
    """name = "Will Force"
mana_cost = "{3}{U}{U}"
types = ["Instant"]
oracle = "You may pay 1 life and exile a blue card from your hand rather than pay this \
spell's mana cost.\\nCounter target spell."
alternative_cost = "Pay 1 life, Exile a blue card from your hand"
[spell]
targets = ["target spell"]
effects = [{ counter = "target" }]
"""
)
BLAST = load_card_text(
    """name = "Peak Blast"
mana_cost = "{4}{R}{R}"
types = ["Instant"]
oracle = "You may sacrifice two Mountains rather than pay this spell's mana cost.\\nPeak \
Blast deals 4 damage to any target."
alternative_cost = "Sacrifice two Mountains"
[spell]
targets = ["any target"]
effects = [{ damage = 4, to = "target" }]
"""
)
GUSH = load_card_text(
    """name = "Tide Rush"
mana_cost = "{4}{U}"
types = ["Instant"]
oracle = "You may return two Islands you control to their owner's hand rather than pay \
Tide Rush's mana cost.\\nDraw two cards."
alternative_cost = "Return two Islands you control to their owner's hand"
[spell]
effects = [{ draw = 2 }]
"""
)
CARDS = [WILL, BLAST, GUSH]


def test_pay_life_and_exile_a_blue_card_from_your_hand(new_game: NewGame) -> None:
    """118.9: no mana; 1 life and a blue card from Alice's hand, chosen as the cost is
    paid (118.3); Bob's Lightning Bolt is countered; the spell's mana value is still 5
    (118.9d) and the event says how it was cast."""
    game = new_game(cards=CARDS, choices={"exile": ["Counterspell"]})
    alice, bob = game.players
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{R}")
    bolt = game.cast(game.add_card("Lightning Bolt", bob, "hand"), target=alice)
    will = game.add_card("Will Force", alice, "hand")
    game.add_card("Counterspell", alice, "hand")
    game.pass_priority()
    spell = game.cast(will, target=bolt, alternative=True)
    assert spell.mana_value == 5 and alice.life == 19
    assert [c.name for c in game.exile_zone] == ["Counterspell"]
    [cast] = [e for e in game.log.events(SpellCast) if e.player is alice]
    assert cast.alternative and "alternative cost" in cast.text
    game.resolve_stack()
    assert alice.life == 19 and "Lightning Bolt" in [c.name for c in bob.graveyard]


def test_without_a_blue_card_it_cant_be_cast_that_way(new_game: NewGame) -> None:
    """118.3: the spell itself is on the stack as its cost is paid (601.2a), so it
    can't exile itself; with no other blue card the cast is refused and nothing
    changes: the card is in hand, no life paid, no Cast offered for it."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    bolt = game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    will = game.add_card("Will Force", alice, "hand")
    game.add_card("Lightning Bolt", alice, "hand")
    offered = [a for a in game.legal_actions() if isinstance(a, Cast) and a.alternative]
    assert offered == []
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        game.cast(will, target=bolt, alternative=True)
    assert will.zone.value == "hand" and alice.life == 20 and len(game.stack) == 1


def test_sacrifice_two_mountains(new_game: NewGame) -> None:
    """The Mountains are sacrificed as the cost is paid; the legal actions offer the
    cast for its alternative cost, and not for its mana cost, which Alice can't pay."""
    game = new_game(cards=CARDS, choices={"sacrifice": ["Mountain", "Mountain"]})
    alice, bob = game.players
    for _ in range(2):
        game.add_card("Mountain", alice)
    blast = game.add_card("Peak Blast", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    casts = [a for a in game.legal_actions() if isinstance(a, Cast) and a.card == blast.id]
    assert [a.alternative for a in casts] == [True]
    assert casts[0].name == "cast Peak Blast for its alternative cost"
    game.apply(Cast(blast.id, blast.name, targets=(bob.name,), alternative=True))
    game.resolve_stack()
    assert bob.life == 16 and [c.name for c in alice.graveyard].count("Mountain") == 2


def test_return_two_islands_you_control(new_game: NewGame) -> None:
    game = new_game(cards=CARDS, choices={"return": ["Island", "Island"]})
    alice, _ = game.players
    for _ in range(2):
        game.add_card("Island", alice)
    game.begin_at(alice, Step.MAIN1)
    hand = len(alice.hand)
    game.cast(game.add_card("Tide Rush", alice, "hand"), alternative=True)
    game.resolve_stack()
    assert not game.permanents("Island") and len(alice.hand) == hand + 2 + 2


def test_buyback_is_offered_with_the_alternative_cost(new_game: NewGame) -> None:
    """118.8a, 118.9d: an additional cost applies to an alternative cost too: Peak Echo
    is listed for its alternative cost with buyback and without; with buyback paid
    ({2}), it returns to Alice's hand as it resolves (702.27a)."""
    game = new_game(cards=[*CARDS, ECHO], choices={"sacrifice": ["Mountain"]})
    alice, bob = game.players
    game.add_card("Mountain", alice)
    echo = game.add_card("Peak Echo", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}")
    casts = [a for a in game.legal_actions() if isinstance(a, Cast) and a.card == echo.id]
    assert sorted((a.alternative, a.bought_back) for a in casts) == [(True, False), (True, True)]
    game.apply(Cast(echo.id, echo.name, targets=(bob.name,), alternative=True, bought_back=True))
    game.resolve_stack()
    assert bob.life == 19 and [c.name for c in alice.hand] == ["Peak Echo"]


ECHO = load_card_text(
    """name = "Peak Echo"
mana_cost = "{4}{R}{R}"
types = ["Instant"]
oracle = "Buyback {2}\\nYou may sacrifice a Mountain rather than pay this spell's mana \
cost.\\nPeak Echo deals 1 damage to any target."
buyback = "{2}"
alternative_cost = "Sacrifice a Mountain"
[spell]
targets = ["any target"]
effects = [{ damage = 1, to = "target" }]
"""
)


def test_one_alternative_cost_at_a_time(new_game: NewGame) -> None:
    """118.9: a card without one has none to pay; Grizzly Bears refuses."""
    game = new_game(cards=CARDS)
    alice, _ = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"118\.9"):
        game.cast(bears, alternative=True)


def test_the_paragraph_is_claimed_and_must_say_the_cost() -> None:
    assert unclaimed(BLAST) == []
    with pytest.raises(CardFileError, match="alternative_cost"):
        load_card_text(
            'name = "Odd Blast"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
            'oracle = "You may sacrifice a Forest rather than pay this spell\'s mana cost."\n'
            'alternative_cost = "Sacrifice two Mountains"\n'
        )
