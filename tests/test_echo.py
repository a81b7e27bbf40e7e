"""Echo (702.30a), as data (``echo = "{2}{R}"``): "At the beginning of your upkeep, if
this permanent came under your control since the beginning of your last upkeep,
sacrifice it unless you pay [its echo cost]." An intervening "if" (603.4), a cost paid
as the ability resolves (118.12a)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import AbilityTriggered, CardFileError, CostPaid, Game, Step, load_card_text

NewGame = Callable[..., Game]

RAIDER = load_card_text(
    'name = "Echo Raider"\nmana_cost = "{2}{R}"\ntypes = ["Creature"]\npower = 4\n'
    'toughness = 4\necho = "{2}{R}"\noracle = "Echo {2}{R} (At the beginning of your upkeep, '
    "if this came under your control since the beginning of your last upkeep, sacrifice "
    'it unless you pay its echo cost.)"\n'
)


def cast_raider(game: Game) -> None:
    """Alice casts the Raider in her first main phase, three Mountains of hers untapped
    for later."""
    alice = game.players[0]
    for _ in range(3):
        game.add_card("Mountain", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}")
    game.cast(game.add_card("Echo Raider", alice, "hand"))
    game.resolve_stack()


def through_next_upkeep(game: Game) -> None:
    """Two turns on: the same player's next turn, through its upkeep."""
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.DRAW)


@pytest.mark.parametrize(("answer", "kept"), [("pay {2}{R}", True), ("don't pay", False)])
def test_the_next_upkeep_she_pays_or_sacrifices(new_game: NewGame, answer: str, kept: bool) -> None:
    """702.30a, 118.12a: at her next upkeep she pays {2}{R} (her Mountains tapped) and
    keeps it, or declines and sacrifices it."""
    chooser = {"pay": [answer]} if answer == "don't pay" else None
    game = new_game(cards=[RAIDER], choices=chooser)
    alice = game.players[0]
    cast_raider(game)
    through_next_upkeep(game)
    assert bool(game.permanents("Echo Raider")) is kept
    assert [c.name for c in alice.graveyard] == ([] if kept else ["Echo Raider"])


def test_echo_asks_only_once(new_game: NewGame) -> None:
    """603.4, 702.30a: paid once, at her upkeep after that the Raider has been hers since
    her last upkeep began: it triggers no more, and she paid {2}{R} once."""
    game = new_game(cards=[RAIDER])
    cast_raider(game)
    through_next_upkeep(game)
    through_next_upkeep(game)
    assert game.permanents("Echo Raider")
    echoes = [e for e in game.log.events(AbilityTriggered) if "Echo" in e.ability]
    assert len(echoes) == 1
    assert [e.what for e in game.log.events(CostPaid)] == ["{2}{R}"]


def test_a_new_controller_pays_its_echo_again(new_game: NewGame) -> None:
    """702.30a: after Alice paid, Bob takes the Raider with Mind Control in his turn; at
    his next upkeep it came under his control since his last began: it triggers for
    him, and with no mana he can't pay (118.3) and sacrifices it."""
    game = new_game(cards=[RAIDER])
    alice, bob = game.players
    cast_raider(game)
    through_next_upkeep(game)
    raider = game.permanents("Echo Raider")[0]
    game.next_turn()
    game.advance_to(Step.MAIN1)
    game.add_mana(bob, "{3}{U}{U}")
    game.cast(game.add_card("Mind Control", bob, "hand"), targets=[raider])
    game.resolve_stack()
    assert raider.controller is bob
    through_next_upkeep(game)
    echoes = [e.controller for e in game.log.events(AbilityTriggered) if "Echo" in e.ability]
    assert echoes == [alice, bob]
    assert not game.permanents("Echo Raider") and [c.name for c in alice.graveyard] == [
        "Echo Raider"
    ]


def test_echo_is_a_mana_cost() -> None:
    with pytest.raises(CardFileError, match="echo"):
        load_card_text(
            'name = "Bad Echo"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\necho = "two red"\noracle = "Echo two red"\n'
        )
