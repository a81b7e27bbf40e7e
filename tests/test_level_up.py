"""Level up (702.87) and level symbols (711): the level up ability puts a level counter
on its creature, only as a sorcery; each level symbol is a static ability giving base
power and toughness and abilities as long as the creature has that many level
counters (711.2a-b); below the first, its printed values (711.5). The cards are data."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

STUDENT_TEXT = """name = "Student of Testing"
mana_cost = "{W}"
types = ["Creature"]
subtypes = ["Human", "Knight"]
power = 1
toughness = 1
oracle = '''Level up {W} ({W}: Put a level counter on this. Level up only as a sorcery.)
LEVEL 2-6
3/3
First strike
LEVEL 7+
4/4
Double strike
{T}: You gain 1 life.'''
level_up = "{W}"

[[levels]]
level = "2-6"
base_pt = "3/3"
keywords = ["first strike"]

[[levels]]
level = "7+"
base_pt = "4/4"
keywords = ["double strike"]
abilities = [{ cost = "{T}", effects = [{ gain_life = 1 }] }]
"""
CAPTAIN_TEXT = """name = "Captain of Testing"
mana_cost = "{1}{W}"
types = ["Creature"]
power = 2
toughness = 4
oracle = "Level up {2}{W}\\nLEVEL 2-4\\n3/6\\nOther creatures you control get +1/+1."
level_up = "{2}{W}"

[[levels]]
level = "2-4"
base_pt = "3/6"
statics = [{ affects = "other creatures you control", pt = "+1/+1" }]
"""
STUDENT = load_card_text(STUDENT_TEXT)
CAPTAIN = load_card_text(CAPTAIN_TEXT)
BEAR = load_card_text(
    'name = "Level Bear"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 2\ntoughness = 2\n'
)


def level_up(game: Game, permanent: object, times: int) -> None:
    alice = game.players[0]
    for _ in range(times):
        game.add_mana(alice, "{W}")
        game.activate(permanent)
        game.resolve_stack()


def test_levels_give_base_power_toughness_and_abilities(new_game: NewGame) -> None:
    """711.5: below LEVEL 2 it is its printed 1/1; 711.2a: at 2 to 6 a 3/3 with first
    strike; 711.2b: at 7 or more a 4/4 with double strike and "{T}: You gain 1 life."."""
    game = new_game(cards=[STUDENT])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    student = game.add_card("Student of Testing", alice)
    level_up(game, student, 1)
    assert student.counters == {"level": 1} and (student.power, student.toughness) == (1, 1)
    assert not student.has_keyword("first strike")
    level_up(game, student, 1)
    assert (student.power, student.toughness) == (3, 3) and student.has_keyword("first strike")
    level_up(game, student, 5)
    assert (student.power, student.toughness) == (4, 4)
    assert student.has_keyword("double strike") and not student.has_keyword("first strike")
    assert len(student.activated_abilities) == 2
    game.activate(student, 1)
    game.resolve_stack()
    assert alice.life == 21


def test_level_up_only_as_a_sorcery(new_game: NewGame) -> None:
    """702.87a: "Activate only as a sorcery": not with a spell on the stack, nor in
    combat (307.1)."""
    game = new_game(cards=[STUDENT])
    alice = game.players[0]
    student = game.add_card("Student of Testing", alice)
    game.begin_at(alice, Step.BEGINNING_OF_COMBAT)
    game.add_mana(alice, "{W}")
    with pytest.raises(IllegalActionError, match=r"602\.5d|307\.1"):
        game.activate(student)
    assert not student.counters


def test_a_levels_static_ability_affects_others(new_game: NewGame) -> None:
    """711.2a: "Other creatures you control get +1/+1." only while at levels 2 to 4; a
    counter put some other way counts as well (the level counters are what it reads)."""
    game = new_game(cards=[CAPTAIN, BEAR])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    captain = game.add_card("Captain of Testing", alice)
    bear = game.add_card("Level Bear", alice)
    game.add_counters(captain, "level", 2)
    assert (captain.power, captain.toughness) == (3, 6) and bear.power == 3
    game.add_counters(captain, "level", 3)
    assert (captain.power, captain.toughness) == (2, 4) and bear.power == 2


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (('level = "7+"', 'level = "seven"'), "levels[1].level: expected 'N1-N2' or 'N3+'"),
        (("7+", "5+"), "levels: two level symbols' ranges overlap"),
        (('base_pt = "4/4"', 'base_pt = "5/5"'), "levels[1].base_pt: the paragraph after"),
        (('level_up = "{W}"\n', ""), "levels: a leveler card has level up (711.4)"),
        (
            ('keywords = ["double strike"]\n', ""),
            "levels[1]: its striation's paragraphs ['Double strike'] are not each one",
        ),
    ],
)
def test_a_bad_leveler_is_named(change: tuple[str, str], problem: str) -> None:
    """A level range that isn't one, ranges that overlap, a P/T or ability its
    striation doesn't say: errors naming the key (711.2, 711.3)."""
    with pytest.raises(CardFileError, match=re.escape(problem)):
        load_card_text(STUDENT_TEXT.replace(*change))
