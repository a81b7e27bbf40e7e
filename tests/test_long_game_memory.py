"""A long game keeps what its board holds: the values kept for permanents (their
characteristics through the layers, their mana abilities, what a listing found of
them) are let go once the permanents are gone, not kept for every permanent a game ever
had."""

from __future__ import annotations

import gc
import tracemalloc
from collections.abc import Callable

from cardhost import Game, Step

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
