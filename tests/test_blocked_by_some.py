"""Creatures blocked only by some (509.1b): "This creature can't be blocked by Walls",
"... by creatures with power 2 or less", "... except by creatures with flying"; as data
a static ability's ``cant``; from Forge, ``K:CantBeBlockedBy``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_evasion_keywords import able_blockers
from test_forge_import import imported

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]


def sneak(name: str, restriction: str, oracle: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = ["Creature"]\npower = 2\n'
        f'toughness = 2\noracle = "{oracle}"\n'
        f'[[statics]]\naffects = "this"\ncant = ["{restriction}"]\n'
    )


MONK = sneak(
    "Quick Monk",
    "be blocked by creatures with power 2 or greater",
    "This creature can't be blocked by creatures with power 2 or greater.",
)
RANGER = sneak(
    "Tree Ranger",
    "be blocked except by creatures with flying",
    "This creature can't be blocked except by creatures with flying.",
)
FLYER = load_card_text(
    'name = "Small Flyer"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "Flying"\nkeywords = ["flying"]\n'
)
CARDS = [MONK, RANGER, FLYER]


def blockers_of(new_game: NewGame, attacker: str, blockers: list[str]) -> set[str]:
    return able_blockers(new_game, attacker, blockers, CARDS)


def test_not_by_creatures_with_power_2_or_greater(new_game: NewGame) -> None:
    """509.1b: the Bears (2) can't block it; the Elves (1) can."""
    able = blockers_of(new_game, "Quick Monk", ["Grizzly Bears", "Llanowar Elves"])
    assert able == {"Llanowar Elves"}


def test_only_by_creatures_with_flying(new_game: NewGame) -> None:
    able = blockers_of(new_game, "Tree Ranger", ["Grizzly Bears", "Small Flyer"])
    assert able == {"Small Flyer"}


def test_a_refused_block_names_the_rule(new_game: NewGame) -> None:
    game = new_game(cards=CARDS)
    alice, bob = game.players
    ranger = game.add_card("Tree Ranger", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({ranger: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    with pytest.raises(IllegalActionError, match=r"509\.1b"):
        game.declare_blockers({bears: ranger})


def test_a_group_it_cant_read_is_refused() -> None:
    with pytest.raises(CardFileError, match="be blocked by <group>"):
        sneak("Odd Sneak", "be blocked by frobs", "This creature can't be blocked by frobs.")


CRAGTREADS = """Name:Crag Walker
ManaCost:1 G
Types:Creature Elemental
PT:3/3
K:CantBeBlockedBy Creature.powerLE2
Oracle:Crag Walker can't be blocked by creatures with power 2 or less.
"""


def test_the_importer_brings_it(tmp_path: Path) -> None:
    [static] = imported(tmp_path, "crag_walker.txt", CRAGTREADS).statics
    restrictions = [r for m in static.modifications for r in m.restrictions]
    assert restrictions == ["can't be blocked by creatures with power 2 or less"]
