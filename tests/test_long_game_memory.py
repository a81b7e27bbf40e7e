"""A long game keeps what its board holds: the values kept for permanents (their
characteristics through the layers, their mana abilities, what a listing found of
them) are let go once the permanents are gone, not kept for every permanent a game ever
had."""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable

from cardhost import Game, Step, game_state
from cardhost.simulation import trial

NewGame = Callable[..., Game]


def test_tokens_made_and_sacrificed_by_the_thousand_leave_memory_flat(
    new_game: NewGame,
) -> None:
    """Under Urborg, Tomb of Yawgmoth (an effect in force, 613: characteristics go
    through the layers and are kept), Alice makes a Treasure, lists what she may do (its
    mana ability, 605.3a) and sacrifices it, a thousand times: the game keeps no more
    memory at the end than it did after the first two hundred, beyond a few hundred
    bytes a round (704.5d: a token gone ceases to exist)."""
    game = new_game(log="off")
    alice = game.players[0]
    game.add_card("Urborg, Tomb of Yawgmoth", alice)
    game.begin_at(alice, Step.MAIN1)

    def rounds(count: int) -> None:
        for _ in range(count):
            (treasure,) = game.create_token("Treasure Token", alice)
            assert any(a.name.startswith("activate Treasure") for a in game.legal_actions())
            game.sacrifice(treasure, "a test")
            game.legal_actions()

    rounds(200)
    gc.collect()
    tracemalloc.start()
    try:
        before = tracemalloc.get_traced_memory()[0]
        rounds(1000)
        gc.collect()
        kept = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert kept < 300 * 1000, f"{kept} bytes kept over 1,000 rounds"


def test_tokens_dying_together_cost_what_they_are_not_its_square(new_game: NewGame) -> None:
    """704.5d: tokens put into a graveyard together are noted to cease to exist one by
    one; the action that moves them keeps, to undo it, a record for each token, not
    each list of them so far: three times the tokens, about three times the memory at
    its peak (it was about nine times), and every token gone afterwards."""

    def peak(count: int) -> int:
        game = new_game(log="off")
        alice = game.players[0]
        game.begin_at(alice, Step.MAIN1)
        game.create_token("Treasure Token", alice, count)
        gc.collect()
        tracemalloc.start()
        try:
            game.destroy_all(list(game.battlefield))
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
            assert not game.battlefield and not game.players[0].graveyard

    assert peak(3000) < 4.5 * peak(1000)


def test_tokens_dying_inside_a_trial_are_all_back_after_it(new_game: NewGame) -> None:
    """A trial (apply, look, undo) of tokens dying together puts back every token and
    the game's note of those to cease to exist (704.5d), however it was kept."""
    game = new_game(log="off")
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    tokens = game.create_token("Treasure Token", alice, 50)
    before = game_state(game)
    with trial():
        game.destroy_all(list(game.battlefield))
        assert not game.battlefield
    assert game_state(game) == before and list(game.battlefield) == tokens
    assert game.stray_tokens == ()
