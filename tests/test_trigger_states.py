"""Intervening "if" clauses about the trigger's own permanent (603.4): ``if = {
this_is = "untapped" }`` ("At the beginning of your end step, if this creature is
untapped, you lose 3 life."): checked as the event happens and again on resolution, as
the permanent last existed if it has left the battlefield (608.2h)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

HORROR = load_card_text(
    """name = "Idle Horror"
mana_cost = "{2}{B}"
types = ["Creature"]
power = 3
toughness = 4
oracle = "At the beginning of your end step, if Idle Horror is untapped, you lose 3 life."
[[triggers]]
when = "end step"
if = { this_is = "untapped" }
effects = [{ lose_life = 3 }]
"""
)
VAULT = load_card_text(
    """name = "Leaky Vault"
mana_cost = "{1}"
types = ["Artifact"]
oracle = '''Leaky Vault doesn't untap during your untap step.
At the beginning of your upkeep, if Leaky Vault is tapped, it deals 1 damage to you.'''
[[statics]]
affects = "this"
cant = ["untap"]
[[triggers]]
when = "upkeep"
if = { this_is = "tapped" }
effects = [{ damage = 1, to = "you" }]
"""
)


def _at_end_step(new_game: NewGame, tapped: bool = False) -> tuple[Game, object]:
    game = new_game(cards=[HORROR, VAULT])
    alice = game.players[0]
    horror = game.add_card("Idle Horror", alice, tapped=tapped)
    game.begin_at(alice, Step.MAIN2)
    game.advance_to(Step.END)
    return game, horror


def test_it_triggers_only_in_that_state(new_game: NewGame) -> None:
    """603.4: untapped, it triggers and resolves; tapped, it doesn't trigger at all."""
    game, _ = _at_end_step(new_game)
    alice = game.players[0]
    assert [item.name for item in game.stack] == ["Idle Horror's ability"]
    game.resolve_top()
    assert alice.life == 17
    game, _ = _at_end_step(new_game, tapped=True)
    assert not game.stack and game.players[0].life == 20


def test_checked_again_on_resolution(new_game: NewGame) -> None:
    """603.4: tapped while the ability waits on the stack, it does nothing."""
    game, horror = _at_end_step(new_game)
    game.tap(horror)
    game.resolve_top()
    assert game.players[0].life == 20


def test_as_it_last_existed(new_game: NewGame) -> None:
    """608.2h: gone from the battlefield, it is judged as it last existed there,
    untapped."""
    game, horror = _at_end_step(new_game)
    game.destroy(horror)
    game.resolve_top()
    assert game.players[0].life == 17


def test_tapped_in_the_upkeep(new_game: NewGame) -> None:
    """302.6, 603.4: still tapped after an untap step it doesn't untap in, it triggers
    ("it deals 1 damage to you"); untapped, it doesn't."""
    game = new_game(cards=[HORROR, VAULT])
    alice, bob = game.players
    vault = game.add_card("Leaky Vault", alice, tapped=True)
    game.begin_at(bob, Step.END)
    game.advance_to(Step.UPKEEP, alice)
    game.resolve_top()
    assert alice.life == 19
    game.untap(vault)
    game.advance_to(Step.UPKEEP, bob)
    game.advance_to(Step.UPKEEP, alice)
    assert not game.stack and alice.life == 19


@pytest.mark.parametrize(
    ("condition", "problem"),
    [
        ('{ this_is = "attacking" }', "triggers[0].if.this_is: expected one of 'tapped'"),
        ('{ this_is = "untapped", count = "x" }', "triggers[0].if: write if = { this_is"),
        (
            '{ this_is = "tapped" }',
            "triggers[0].if: the paragraph doesn't say 'if this is tapped,'",
        ),
    ],
)
def test_bad_states(condition: str, problem: str) -> None:
    """A state a trigger can't ask, or one its paragraph doesn't say, names the key."""
    text = (
        'name = "Idle Horror"\nmana_cost = "{2}{B}"\ntypes = ["Creature"]\npower = 3\n'
        'toughness = 4\noracle = "At the beginning of your end step, if Idle Horror is '
        'untapped, you lose 3 life."\n[[triggers]]\nwhen = "end step"\n'
        f"if = {condition}\neffects = [{{ lose_life = 3 }}]\n"
    )
    with pytest.raises(CardFileError, match=re.escape(problem)):
        load_card_text(text)
