"""Battalion (207.2c): ``when = "attacks with two others"``, "Whenever this creature and
at least two other creatures attack" triggers as it is declared an attacker with two or
more others (508.3a), a condition of the event, not an intervening "if": no creature
leaving combat later undoes it."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

ELITE = load_card_text(
    """name = "Banner Elite"
mana_cost = "{W}"
types = ["Creature"]
subtypes = ["Human", "Soldier"]
power = 1
toughness = 1
oracle = '''Battalion — Whenever Banner Elite and at least two other creatures attack, \
Banner Elite gets +2/+2 until end of turn.'''
[[triggers]]
when = "attacks with two others"
effects = [{ gets = "+2/+2", on = "this" }]
"""
)


def test_with_two_others(new_game: NewGame) -> None:
    """Three attackers: it triggers once; removing the others from the battlefield
    after doesn't stop it (the event happened, 603.2)."""
    game = new_game(cards=[ELITE])
    alice = game.players[0]
    elite = game.add_card("Banner Elite", alice)
    bears = [game.add_card("Grizzly Bears", alice) for _ in range(2)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([elite, *bears])
    assert [item.name for item in game.stack] == ["Banner Elite's ability"]
    for bear in bears:
        game.destroy(bear)
    game.resolve_stack()
    assert (elite.power, elite.toughness) == (3, 3)


def test_with_one_other(new_game: NewGame) -> None:
    """Two attackers are not enough."""
    game = new_game(cards=[ELITE])
    alice = game.players[0]
    elite = game.add_card("Banner Elite", alice)
    bear = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([elite, bear])
    assert not game.stack and elite.power == 1


def test_not_attacking_itself(new_game: NewGame) -> None:
    """Three others attack without it: it doesn't trigger."""
    game = new_game(cards=[ELITE])
    alice = game.players[0]
    elite = game.add_card("Banner Elite", alice)
    bears = [game.add_card("Grizzly Bears", alice) for _ in range(3)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers(bears)
    assert not game.stack and elite.power == 1
