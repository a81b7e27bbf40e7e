"""Dredge N (702.52a): while its owner has at least N cards in their library, a draw may
be replaced by milling N cards and returning the card from their graveyard to their
hand; with fewer, it can't (702.52b)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import ChoiceKind, Game, Step, load_card_text

NewGame = Callable[..., Game]

GROWER = load_card_text(
    'name = "Moss Grower"\nmana_cost = "{G}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "Dredge 2 (If you would draw a card, you may mill two cards '
    'instead. If you do, return this card from your graveyard to your hand.)"\n'
    'keywords = ["dredge 2"]\n'
)


def test_dredge_instead_of_drawing(new_game: NewGame) -> None:
    """702.52a: two cards milled, the Grower back in hand, nothing drawn."""
    game = new_game(cards=[GROWER], library=5, choices={"yes or no": ["yes"]})
    alice = game.players[0]
    game.add_card("Moss Grower", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.draw(alice)
    assert [c.name for c in alice.hand] == ["Moss Grower"]
    assert len(alice.library) == 3 and len(alice.graveyard) == 2


def test_dredge_declined_the_draw_happens(new_game: NewGame) -> None:
    game = new_game(cards=[GROWER], library=5, choices={"yes or no": ["no"]})
    alice = game.players[0]
    game.add_card("Moss Grower", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.draw(alice)
    assert [c.name for c in alice.hand] == ["Plains"] and len(alice.library) == 4


def test_too_few_cards_no_dredge(new_game: NewGame) -> None:
    """702.52b: one card in the library; dredge 2 isn't offered."""
    game = new_game(cards=[GROWER], library=1)
    alice = game.players[0]
    game.add_card("Moss Grower", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.draw(alice)
    assert [c.name for c in alice.hand] == ["Plains"]
    assert ChoiceKind.YES_NO not in [c.kind for c in game.chooser.asked]


SHAMBLER = """Name:Bog Shambler
ManaCost:2 B
Types:Creature Zombie
PT:2/2
K:Dredge:3
Oracle:Dredge 3 (If you would draw a card, you may mill three cards instead. If you do, \
return this card from your graveyard to your hand.)
"""


def test_the_importer_brings_dredge(tmp_path: Path) -> None:
    assert imported(tmp_path, "bog_shambler.txt", SHAMBLER).keywords == {"dredge 3"}
