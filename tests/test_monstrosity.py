"""Monstrosity (701.37) as an activated ability's instruction, "When this creature
becomes monstrous" triggers, and static abilities that apply only while their permanent
is in a state (611.3b): attacking, untapped, enchanted, equipped, monstrous. Each card is
data."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import (
    BecameMonstrous,
    CardDefinition,
    CardFileError,
    Game,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]


def card(text: str) -> CardDefinition:
    return load_card_text(text)


CYCLOPS = card(
    'name = "Testing Cyclops"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\npower = 3\n'
    "toughness = 3\noracle = \"{2}{R}: Monstrosity 3. (If this creature isn't monstrous, put "
    'three +1/+1 counters on it and it becomes monstrous.)"\n'
    '[[abilities]]\ncost = "{2}{R}"\neffects = [{ monstrosity = 3 }]\n'
)
HYDRA = card(
    'name = "Testing Hydra"\nmana_cost = "{G}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "{X}{G}: Monstrosity X.\\nWhen Testing Hydra becomes monstrous, '
    "it deals X damage to each opponent.\\nAs long as Testing Hydra is monstrous, it has "
    'trample."\n'
    '[[abilities]]\ncost = "{X}{G}"\neffects = [{ monstrosity = "X" }]\n'
    '[[triggers]]\nwhen = "becomes monstrous"\neffects = [{ damage = "X", to = "each opponent" }]\n'
    '[[statics]]\naffects = "this"\nkeywords = ["trample"]\n'
    'as_long_as = { this_is = "monstrous" }\n'
)
RAIDER = card(
    'name = "Testing Raider"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "As long as Testing Raider is attacking, it gets +2/+0."\n'
    '[[statics]]\naffects = "this"\npt = "+2/+0"\nas_long_as = { this_is = "attacking" }\n'
)
SENTRY = card(
    'name = "Testing Sentry"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "Testing Sentry has hexproof as long as it\'s untapped."\n'
    '[[statics]]\naffects = "this"\nkeywords = ["hexproof"]\n'
    'as_long_as = { this_is = "untapped" }\n'
)
GOLEM = card(
    'name = "Testing Golem"\nmana_cost = "{3}"\ntypes = ["Artifact", "Creature"]\npower = 3\n'
    'toughness = 3\noracle = "As long as Testing Golem is enchanted, it gets +2/+2."\n'
    '[[statics]]\naffects = "this"\npt = "+2/+2"\nas_long_as = { this_is = "enchanted" }\n'
)
BLESSING = card(
    'name = "Testing Blessing"\nmana_cost = "{W}"\ntypes = ["Enchantment"]\n'
    'subtypes = ["Aura"]\nenchant = "creature"\noracle = "Enchant creature"\n'
)
SWORD = card(
    'name = "Testing Sword"\nmana_cost = "{1}"\ntypes = ["Artifact"]\nsubtypes = ["Equipment"]\n'
    'oracle = "Equip {1}"\nequip = "{1}"\n'
)
CARDS = [CYCLOPS, HYDRA, RAIDER, SENTRY, GOLEM, BLESSING, SWORD]


def test_monstrosity_once(new_game: NewGame) -> None:
    """701.37a-b: three counters and monstrous; activated again, it is monstrous already:
    nothing. A saved game keeps it monstrous; it is a new object, not monstrous, once it
    leaves the battlefield and returns (400.7)."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    cyclops = game.add_card("Testing Cyclops", alice)
    game.add_mana(alice, "{2}{R}{2}{R}")
    game.activate(cyclops)
    game.resolve_stack()
    assert cyclops.monstrous and cyclops.counters == {"+1/+1": 3}
    assert (cyclops.power, cyclops.toughness) == (6, 6)
    assert [(e.permanent, e.amount) for e in game.log.events(BecameMonstrous)] == [(cyclops, 3)]
    game.activate(cyclops)
    game.resolve_stack()
    assert cyclops.counters == {"+1/+1": 3} and len(game.log.events(BecameMonstrous)) == 1
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    assert again.permanents("Testing Cyclops")[0].monstrous
    game.return_to_hand(cyclops)
    [returned] = [c for c in alice.hand if c.name == "Testing Cyclops"]
    assert not returned.monstrous


def test_monstrosity_after_its_source_left(new_game: NewGame) -> None:
    """701.37a: with the permanent gone as the ability resolves, no counters go anywhere
    and nothing becomes monstrous (608.2b)."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    cyclops = game.add_card("Testing Cyclops", alice)
    game.add_mana(alice, "{2}{R}")
    game.activate(cyclops)
    game.destroy(cyclops)
    game.resolve_stack()
    assert not game.log.events(BecameMonstrous)


def test_monstrosity_x_is_the_triggers_x(new_game: NewGame) -> None:
    """701.37c: "When this becomes monstrous, it deals X damage": X as it became
    monstrous; and while monstrous it has trample (611.3b)."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    hydra = game.add_card("Testing Hydra", alice)
    assert not hydra.has_keyword("trample")
    game.add_mana(alice, "{4}{G}")
    game.activate(hydra, x=4)
    game.resolve_stack()
    assert hydra.counters == {"+1/+1": 4} and bob.life == 16
    assert hydra.has_keyword("trample")


def test_as_long_as_attacking(new_game: NewGame) -> None:
    """611.3b: +2/+0 only while it is attacking (506.4)."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    raider = game.add_card("Testing Raider", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    assert raider.power == 1
    game.declare_attackers({raider: bob})
    assert raider.power == 3
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 17
    game.advance_to(Step.MAIN2)
    assert raider.power == 1


def test_as_long_as_untapped(new_game: NewGame) -> None:
    """611.3b: hexproof only while untapped (302.6)."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    sentry = game.add_card("Testing Sentry", alice)
    assert sentry.has_keyword("hexproof")
    game.tap(sentry)
    assert not sentry.has_keyword("hexproof")


def test_as_long_as_enchanted_not_equipped(new_game: NewGame) -> None:
    """611.3b: "enchanted" is an Aura attached to it (303.4); an Equipment is not."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    golem = game.add_card("Testing Golem", alice)
    game.add_card("Testing Sword", alice, attached_to=golem)
    assert golem.power == 3
    blessing = game.add_card("Testing Blessing", alice, attached_to=golem)
    assert (golem.power, golem.toughness) == (5, 5)
    game.destroy(blessing)
    assert golem.power == 3


@pytest.mark.parametrize(
    ("condition", "problem"),
    [
        ('{ this_is = "sleeping" }', "statics[0].as_long_as.this_is: expected one of"),
        ('{ this_is = "tapped", count = "x" }', "statics[0].as_long_as: write as_long_as"),
        ("{ this_is = 3 }", "statics[0].as_long_as.this_is: expected one of"),
    ],
)
def test_a_bad_state_condition_is_named(condition: str, problem: str) -> None:
    """A state the rules don't give a permanent, or more than the state, is an error
    naming the key."""
    with pytest.raises(CardFileError, match=re.escape(problem)):
        card(
            'name = "Bad Sentry"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\noracle = "Bad Sentry has hexproof as long as it\'s tapped."\n'
            f'[[statics]]\naffects = "this"\nkeywords = ["hexproof"]\nas_long_as = {condition}\n'
        )
