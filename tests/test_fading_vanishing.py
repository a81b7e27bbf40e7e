"""Fading N (702.32a) and vanishing N (702.63a): the permanent enters with N fade (time)
counters; at the beginning of its controller's upkeep it loses one, and a fading
permanent with none to lose is sacrificed, a vanishing one when its last time counter is
removed, however it was removed."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]


def creature(name: str, keyword: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{2}}"\ntypes = ["Creature"]\npower = 3\n'
        f'toughness = 3\nkeywords = ["{keyword}"]\noracle = "{keyword.capitalize()}"\n'
    )


FADER = creature("Fading Beast", "fading 1")
VANISHER = creature("Vanishing Beast", "vanishing 2")


def cast(game: Game, name: str) -> object:
    alice = game.players[0]
    game.add_mana(alice, "{2}")
    game.cast(game.add_card(name, alice, "hand"))
    game.resolve_stack()
    return next(p for p in game.battlefield if p.name == name)


def on_battlefield(game: Game, name: str) -> bool:
    return any(p.name == name for p in game.battlefield)


def test_fading(new_game: NewGame) -> None:
    """702.32a: one fade counter; the next upkeep removes it, the one after can't and the
    Beast is sacrificed."""
    game = new_game(cards=[FADER])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    beast = cast(game, "Fading Beast")
    assert beast.counters == {"fade": 1}
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.DRAW, alice)
    assert on_battlefield(game, "Fading Beast") and beast.counters.get("fade", 0) == 0
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.DRAW, alice)
    assert not on_battlefield(game, "Fading Beast")


def test_vanishing(new_game: NewGame) -> None:
    """702.63a: two time counters; the first upkeep removes one, the second the last,
    and it is sacrificed; removing it by an effect does too."""
    game = new_game(cards=[VANISHER])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    beast = cast(game, "Vanishing Beast")
    assert beast.counters == {"time": 2}
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.DRAW, alice)
    assert beast.counters == {"time": 1}
    game.remove_counters(beast, "time", 1)
    game.resolve_stack()
    assert not on_battlefield(game, "Vanishing Beast")


@pytest.mark.parametrize(("name", "kind"), [("Vanishing Beast", "time"), ("Fading Beast", "fade")])
def test_each_instance_counts_down_apart(new_game: NewGame, name: str, kind: str) -> None:
    """702.63c, 113.2c: the Beast's printed keyword and the one Alice's banner gives it
    each work: it enters with both instances' counters, and at her next upkeep each
    instance removes one."""
    keyword = "vanishing 2" if kind == "time" else "fading 1"
    banner = load_card_text(
        f'name = "Banner"\nmana_cost = "{{2}}"\ntypes = ["Enchantment"]\n'
        f'oracle = "Creatures you control have {keyword}."\n'
        f'[[statics]]\naffects = "creatures you control"\nkeywords = ["{keyword}"]\n'
    )
    game = new_game(cards=[FADER, VANISHER, banner])
    alice = game.players[0]
    game.add_card("Banner", alice)
    game.begin_at(alice, Step.MAIN1)
    beast = cast(game, name)
    entered = beast.counters[kind]
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.DRAW, alice)
    assert beast.counters.get(kind, 0) == entered - 2
