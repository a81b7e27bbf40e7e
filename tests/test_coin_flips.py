"""Flipping a coin (705) as data: ``{ flip_coin = 1 }``, then instructions followed only
``if = "you won the flip"`` or ``"you lost the flip"`` (705.2). The flipper calls heads or
tails (a ``coin call`` decision); the side is the game's seeded generator's: the same seed,
the same side."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, CoinFlipped, Game, Step, load_card_text

NewGame = Callable[..., Game]

GAMBLER = load_card_text(
    'name = "Coin Gambler"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 4\noracle = "{T}: Flip a coin. If you win the flip, Coin Gambler deals 2 '
    'damage to any target. If you lose the flip, Coin Gambler deals 2 damage to itself."\n'
    '[[abilities]]\ncost = "{T}"\ntargets = ["any target"]\n'
    'effects = [{ flip_coin = 1 }, { damage = 2, to = "target", if = "you won the flip" }, '
    '{ damage = 2, to = "this", if = "you lost the flip" }]\n'
)


def flip_once(new_game: NewGame, seed: int) -> tuple[Game, bool]:
    game = new_game(cards=[GAMBLER], seed=seed)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    gambler = game.add_card("Coin Gambler", alice)
    game.activate(gambler, target=bob)
    game.resolve_stack()
    [flip] = game.log.events(CoinFlipped)
    assert flip.player is alice
    return game, flip.won


def test_each_outcome_follows_its_instructions(new_game: NewGame) -> None:
    """705.2: won, the target is dealt 2; lost, the Gambler is; over seeds, both happen,
    and a seed flips the same way each time."""
    outcomes = set()
    for seed in range(12):
        game, won = flip_once(new_game, seed)
        bob = game.players[1]
        [gambler] = game.permanents("Coin Gambler")
        assert (bob.life, gambler.damage) == ((18, 0) if won else (20, 2))
        assert flip_once(new_game, seed)[1] is won
        outcomes.add(won)
    assert outcomes == {True, False}


def test_the_flip_is_won_by_calling_the_side_it_comes_up(new_game: NewGame) -> None:
    """705.2: the player who flips calls "heads" or "tails" and wins if the coin comes up
    as called: over the same seeds, calling tails wins exactly where heads loses."""
    for seed in range(6):
        heads = flip_once(new_game, seed)[1]
        game = new_game(cards=[GAMBLER], seed=seed, choices={"coin call": ["tails"]})
        alice, bob = game.players
        game.begin_at(alice, Step.MAIN1)
        game.activate(game.add_card("Coin Gambler", alice), target=bob)
        game.resolve_stack()
        [flip] = game.log.events(CoinFlipped)
        assert (flip.call, flip.won) == ("tails", not heads)
        assert flip.side == ("tails" if flip.won else "heads")
        assert f"called tails; the coin came up {flip.side}" in flip.text


@pytest.mark.parametrize(
    ("effects", "problem"),
    [
        ("[{ flip_coin = 2 }]", "one coin is flipped (705.1)"),
        ('[{ draw = 1, if = "you won the game" }]', "effects[0].if: a string here is a coin"),
    ],
)
def test_a_bad_flip_is_named(effects: str, problem: str) -> None:
    """Two coins at once, or an outcome that isn't one, are errors naming the key."""
    with pytest.raises(CardFileError, match=re.escape(problem)):
        load_card_text(
            'name = "Bad Flip"\nmana_cost = "{R}"\ntypes = ["Sorcery"]\n'
            f'oracle = "Flip a coin."\n[spell]\neffects = {effects}\n'
        )
