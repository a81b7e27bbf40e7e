"""Effects on every permanent of a group and effects that add mana, as data: "Untap all
creatures you control." (``untap_all``, 701.26b), "Tap all creatures your opponents
control." (``tap_all``, 701.26a), "Add {B}{B}{B}." (``add_mana``: a spell's effect, not a
mana ability, 106.4, 605.1a), "Put a +1/+1 counter on each creature you control."."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, ManaAdded, Step, load_card_text

NewGame = Callable[..., Game]


def spell(name: str, cost: str, oracle: str, effects: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{cost}"\ntypes = ["Instant"]\noracle = "{oracle}"\n'
        f"[spell]\neffects = [{effects}]\n"
    )


RITUAL = spell("Grim Rite", "{B}", "Add {B}{B}{B}.", '{ add_mana = "{B}{B}{B}" }')
RALLY = spell(
    "Second Wind",
    "{1}{W}",
    "Untap all creatures you control.",
    '{ untap_all = "creatures you control" }',
)
FREEZE = spell(
    "Cold Snap",
    "{2}{U}",
    "Tap all creatures your opponents control.",
    '{ tap_all = "creatures an opponent controls" }',
)
GROWTH = spell(
    "Broad Growth",
    "{G}",
    "Put a +1/+1 counter on each creature you control.",
    '{ counters = "+1/+1", on = "each creature you control" }',
)
CARDS = [RITUAL, RALLY, FREEZE, GROWTH]


def test_a_spell_adds_mana_as_it_resolves(new_game: NewGame) -> None:
    """106.4, 605.1a: the mana goes to its controller's pool as the spell resolves (it
    used the stack: not a mana ability), an event naming its source."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    game.cast(game.add_card("Grim Rite", alice, "hand"))
    assert not alice.mana_pool
    game.resolve_stack()
    assert str(alice.mana_pool) == "{B}{B}{B}"
    [added] = [e for e in game.log.events(ManaAdded) if e.mana.total == 3]
    assert added.player is alice and added.source is not None


def test_tap_and_untap_each_of_a_group(new_game: NewGame) -> None:
    """701.26: each creature of the group is tapped or untapped at once; others not."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    mine = [game.add_card("Grizzly Bears", alice) for _ in range(2)]
    theirs = game.add_card("Grizzly Bears", bob)
    forest = game.add_card("Forest", alice)
    for permanent in (*mine, forest):
        game.tap(permanent)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}{2}{U}")
    game.cast(game.add_card("Second Wind", alice, "hand"))
    game.resolve_stack()
    assert [p.tapped for p in mine] == [False, False] and forest.tapped
    game.cast(game.add_card("Cold Snap", alice, "hand"))
    game.resolve_stack()
    assert theirs.tapped and not any(p.tapped for p in mine)


def test_counters_on_each_of_a_group(new_game: NewGame) -> None:
    game = new_game(cards=CARDS)
    alice, bob = game.players
    mine = [game.add_card("Grizzly Bears", alice) for _ in range(2)]
    theirs = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Broad Growth", alice, "hand"))
    game.resolve_stack()
    assert [p.power for p in mine] == [3, 3] and theirs.power == 2


@pytest.mark.parametrize(
    ("effect", "problem"),
    [
        ('{ add_mana = "{X}" }', "without a choice"),
        ("{ add_mana = 3 }", "expected mana as symbols"),
        ('{ untap_all = "creaturez" }', "creaturez"),
    ],
)
def test_bad_mana_and_groups_are_named(effect: str, problem: str) -> None:
    with pytest.raises(CardFileError) as refused:
        spell("Odd Rite", "{B}", "Odd.", effect)
    assert "spell.effects[0]" in str(refused.value) and problem in str(refused.value)


def test_exile_or_return_all_of_a_group_at_once(new_game: NewGame) -> None:
    """603.10a: every creature leaves at once, each to its owner's hand, or to exile;
    other permanents stay."""
    flood = spell(
        "Flood Tide",
        "{3}{U}",
        "Return all creatures to their owners' hands.",
        '{ return_all_to_hand = "creatures" }',
    )
    purge = spell("Bright Purge", "{3}{W}", "Exile all creatures.", '{ exile_all = "creatures" }')
    game = new_game(cards=[*CARDS, flood, purge])
    alice, bob = game.players
    game.add_card("Grizzly Bears", alice)
    game.add_card("Llanowar Elves", bob)
    forest = game.add_card("Forest", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}{U}{3}{W}")
    game.cast(game.add_card("Flood Tide", alice, "hand"))
    game.resolve_stack()
    assert [c.name for c in alice.hand] == ["Grizzly Bears"]
    assert [c.name for c in bob.hand] == ["Llanowar Elves"]
    assert [p.name for p in game.battlefield] == [forest.name]
    game.add_card("Grizzly Bears", bob)
    game.cast(game.add_card("Bright Purge", alice, "hand"))
    game.resolve_stack()
    assert [c.name for c in game.exile_zone] == ["Grizzly Bears"]
