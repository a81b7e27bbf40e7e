"""Kinds listed with commas (205.3): "a basic Forest, Plains, or Island card" is a card
of any one of them, as "artifact or creature" is either; a list needs its comma before
"or", and lists only types and subtypes."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import Game, Step, load_card_text
from cardhost.model.qualities import QualityError, parse_quality

NewGame = Callable[..., Game]

PANORAMA = load_card_text(
    """name = "Tri Panorama"
types = ["Land"]
oracle = "{1}, {T}, Sacrifice Tri Panorama: Search your library for a basic Forest, \
Plains, or Island card, put it onto the battlefield tapped, then shuffle."
[[abilities]]
cost = "{1}, {T}, Sacrifice Tri Panorama"
effects = [{ search = "basic Forest, Plains, or Island card", to = "battlefield", tapped = true }]
"""
)


def test_a_search_for_one_of_three_basic_land_types(new_game: NewGame) -> None:
    """701.23: the Island is one of them and is found; the Mountain and the Swamp are not
    offered (the search offers the Island and finding nothing)."""
    game = new_game(cards=[PANORAMA], library=0, choices={"search": ["Island"]})
    alice, _ = game.players
    for name in ("Mountain", "Island", "Swamp"):
        game.add_card(name, alice, "library")
    panorama = game.add_card("Tri Panorama", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}")
    game.activate(panorama)
    game.resolve_stack()
    [island] = game.permanents("Island")
    assert island.tapped and sorted(c.name for c in alice.library) == ["Mountain", "Swamp"]


@pytest.mark.parametrize(
    ("words", "subtypes"),
    [
        ("basic Forest, Plains, or Island card", ("Forest", "Plains", "Island")),
        ("Plains, Island, Swamp, or Mountain card", ("Plains", "Island", "Swamp", "Mountain")),
    ],
)
def test_listed_subtypes(words: str, subtypes: tuple[str, ...]) -> None:
    assert parse_quality(words).subtypes == subtypes


@pytest.mark.parametrize("words", ["Forest, Plains or Island card", "Forest, red, or Island card"])
def test_a_list_written_otherwise_is_refused(words: str) -> None:
    with pytest.raises(QualityError):
        parse_quality(words)
