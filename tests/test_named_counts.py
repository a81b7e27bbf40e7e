"""Counts of what a resolving ability names (608.2h): "the sacrificed creature's power"
(the permanent its cost sacrificed, as it last existed) and "that creature's power"
(the creature its trigger event named, 603.2); refused where the ability has none, and
in static abilities, costs and trigger conditions, which never resolve."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

CYCLOPS = load_card_text(
    r'''name = "Hurling Cyclops"
mana_cost = "{3}{R}"
types = ["Creature"]
subtypes = ["Cyclops"]
power = 3
toughness = 3
oracle = """{T}, Sacrifice a creature: Hurling Cyclops deals damage equal to the \
sacrificed creature's power to any target."""
[[abilities]]
cost = "{T}, Sacrifice a creature"
targets = ["any target"]
effects = [{ damage = "X", to = "target", x = "the sacrificed creature's power" }]
'''
)
WATCHER = load_card_text(
    r'''name = "Grave Accountant"
mana_cost = "{2}{B}"
types = ["Creature"]
subtypes = ["Zombie"]
power = 1
toughness = 1
oracle = """Whenever another creature dies, you gain life equal to that creature's toughness.
Whenever another creature enters the battlefield, put X +1/+1 counters on Grave \
Accountant, where X is that creature's power."""
[[triggers]]
when = "dies"
of = "another creature"
effects = [{ gain_life = "X", x = "that creature's toughness" }]
[[triggers]]
when = "enters"
of = "another creature"
effects = [{ counters = "+1/+1", amount = "X", x = "that creature's power" }]
'''
)


def test_the_sacrificed_creatures_power_as_it_last_existed(new_game: NewGame) -> None:
    """608.2h: a 2/2 given +3/+0 is sacrificed for the cost: the ability deals 5, the
    power it had as it last existed on the battlefield, not its card's 2."""
    game = new_game(cards=[CYCLOPS], choices={"sacrifice": ["Grizzly Bears"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    cyclops = game.add_card("Hurling Cyclops", alice, "battlefield")
    bears = game.add_card("Grizzly Bears", alice, "battlefield")
    game.add_card("Giant Growth", alice, "hand")
    game.add_mana(alice, "{G}")
    game.cast(alice.hand[-1], targets=[bears])
    game.resolve_stack()
    game.activate(cyclops, target=bob)
    assert "Grizzly Bears" in [c.name for c in alice.graveyard]
    again = Game.from_json(game.to_json(), catalog=game.catalog)  # it keeps what it knows
    for played in (game, again):
        played.resolve_stack()
        assert played.players[1].life == 20 - 5


def test_that_creature_is_the_one_dying_or_entering(new_game: NewGame) -> None:
    """603.2, 603.10a: "that creature" is the creature whose dying or entering the
    ability saw; its toughness as it last existed, its power as it entered."""
    game = new_game(cards=[WATCHER])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    accountant = game.add_card("Grave Accountant", alice, "battlefield")
    game.put_onto_battlefield(game.add_card("Grizzly Bears", bob, "hand"))  # 2/2
    game.resolve_stack()
    assert accountant.counters.get("+1/+1") == 2
    bears = game.permanents(controller=bob, card_type="Creature")[0]
    game.add_card("Giant Growth", alice, "hand")
    game.add_mana(alice, "{G}")
    game.cast(alice.hand[-1], targets=[bears])
    game.resolve_stack()
    game.destroy(bears)  # a 5/5 as it last existed
    game.resolve_stack()
    assert alice.life == 20 + 5


@pytest.mark.parametrize(
    ("table", "problem"),
    [
        (
            '[[abilities]]\ncost = "{T}"\ntargets = ["any target"]\n'
            'effects = [{ damage = "X", to = "target", x = "the sacrificed creature\'s power" }]',
            r"abilities\[0\]\.effects\[0\].*cost sacrifices one permanent",
        ),
        (
            '[[triggers]]\nwhen = "dies"\n'
            'effects = [{ gain_life = "X", x = "that creature\'s toughness" }]',
            r"triggers\[0\]\.effects\[0\].*trigger event names",
        ),
        (
            '[[statics]]\naffects = "this"\npt = "+X/+0"\nx = "that creature\'s power"',
            r"statics\[0\]\.x.*resolving spell or ability",
        ),
    ],
)
def test_a_count_of_what_the_ability_doesnt_name_is_refused(table: str, problem: str) -> None:
    """An ability without a sacrificing cost has no sacrificed creature; a trigger of
    its own dying names no other creature; a static ability never resolves (611.3a)."""
    text = (
        'name = "Odd Counter"\nmana_cost = "{2}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\noracle = "It counts."\n' + table + "\n"
    )
    with pytest.raises(CardFileError, match=problem):
        load_card_text(text)


KIRIN = load_card_text(
    'name = "Bounty Kirin"\nmana_cost = "{2}{W}{W}"\ntypes = ["Creature"]\nsubtypes = ["Kirin"]\n'
    "power = 2\ntoughness = 2\n"
    "oracle = \"Whenever you cast a creature spell, you gain life equal to that spell's mana "
    'value."\n'
    '[[triggers]]\nwhen = "cast"\nspell = "creature spell"\n'
    'effects = [{ gain_life = "X", x = "that spell\'s mana value" }]\n'
)


def test_that_spells_mana_value(new_game: NewGame) -> None:
    """603.2, 608.2h: the cast trigger names the spell; it resolves above the spell,
    counting its mana value, 2."""
    game = new_game(cards=[KIRIN])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Bounty Kirin", alice)
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Grizzly Bears", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 22


def test_that_spell_only_of_a_cast_trigger() -> None:
    with pytest.raises(CardFileError, match="'cast' trigger"):
        load_card_text(
            'name = "Bad Kirin"\ntypes = ["Enchantment"]\noracle = "When this enters, gain."\n'
            '[[triggers]]\nwhen = "enters"\n'
            'effects = [{ gain_life = "X", x = "that spell\'s mana value" }]\n'
        )
