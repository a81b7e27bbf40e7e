"""Vehicles and crew (301.7, 702.122): a Vehicle has its printed power and toughness
only while a creature (301.7a, 208.3); "Crew N": tap any number of other untapped
creatures you control with total power N or greater, and it becomes an artifact
creature until end of turn (702.122a). The cards are data."""

from __future__ import annotations

import re
from collections.abc import Callable

import jsonschema
import pytest

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text
from cardhost.loading.tomlfile import read_table
from cardhost.tools.card_schema import card_schema

NewGame = Callable[..., Game]

SKIFF_TEXT = (
    'name = "Test Skiff"\nmana_cost = "{2}"\ntypes = ["Artifact"]\nsubtypes = ["Vehicle"]\n'
    'power = 3\ntoughness = 3\nkeywords = ["flying"]\n'
    'oracle = "Flying\\nCrew 2 (Tap any number of creatures you control with total power 2 or '
    'more: This Vehicle becomes an artifact creature until end of turn.)"\ncrew = 2\n'
)
SKIFF = load_card_text(SKIFF_TEXT)


def creature(name: str, power: int) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = ["Creature"]\npower = {power}\n'
        f"toughness = 1\n"
    )


CARDS = [SKIFF, creature("Deck Hand", 1), creature("First Mate", 1), creature("Bosun", 3)]


def test_crewing_makes_it_a_creature_until_end_of_turn(new_game: NewGame) -> None:
    """702.122a: two 1-power creatures, summoning sick or not (302.6), crew 2; the Skiff
    is a 3/3 artifact creature until end of turn, then has no power again (208.3)."""
    game = new_game(cards=CARDS, choices={"crew": ["Deck Hand", "First Mate", "crew with these"]})
    alice = game.players[0]
    skiff = game.add_card("Test Skiff", alice)
    hand, mate = game.add_card("Deck Hand", alice), game.add_card("First Mate", alice)
    game.begin_at(alice, Step.MAIN1)
    assert not skiff.is_creature and (skiff.power, skiff.toughness) == (0, 0)
    game.activate(skiff)
    game.resolve_stack()
    assert hand.tapped and mate.tapped and skiff.is_creature and skiff.is_type("Artifact")
    assert (skiff.power, skiff.toughness) == (3, 3) and skiff.has_keyword("flying")
    game.next_turn()
    assert not skiff.is_creature and skiff.power == 0


def test_too_little_power_cant_crew(new_game: NewGame) -> None:
    """702.122a, 118.3: one 1-power creature can't pay crew 2; nothing is tapped."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    skiff = game.add_card("Test Skiff", alice)
    hand = game.add_card("Deck Hand", alice)
    game.begin_at(alice, Step.MAIN1)
    with pytest.raises(IllegalActionError, match=r"702\.122a"):
        game.activate(skiff)
    assert not hand.tapped and not game.stack


def test_crew_stops_once_it_has_the_power_unless_more_are_chosen(new_game: NewGame) -> None:
    """702.122a: "any number": after the 3-power Bosun the crew may stop; the Deck Hand
    stays untapped."""
    game = new_game(cards=CARDS, choices={"crew": ["Bosun", "crew with these"]})
    alice = game.players[0]
    skiff = game.add_card("Test Skiff", alice)
    bosun, hand = game.add_card("Bosun", alice), game.add_card("Deck Hand", alice)
    game.begin_at(alice, Step.MAIN1)
    game.activate(skiff)
    assert bosun.tapped and not hand.tapped


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (('subtypes = ["Vehicle"]\n', ""), "power: only a creature or a Vehicle"),
        (("crew = 2", "crew = 3"), "crew: no paragraph of the Oracle text is 'Crew 3'"),
    ],
)
def test_a_bad_vehicle_is_named(change: tuple[str, str], problem: str) -> None:
    """208.1, 301.7a: only a creature or a Vehicle has P/T; crew is said by its paragraph."""
    with pytest.raises(CardFileError, match=re.escape(problem)):
        load_card_text(SKIFF_TEXT.replace(*change))


def test_the_schema_takes_a_vehicles_power_and_no_other_noncreatures() -> None:
    """301.7a: the card schema, as the loader, takes a Vehicle's printed P/T."""
    validator = jsonschema.Draft202012Validator(card_schema())
    table = dict(read_table(SKIFF_TEXT, "skiff.toml", CardFileError))
    assert list(validator.iter_errors(table)) == []
    table["subtypes"] = []
    assert list(validator.iter_errors(table))
