"""Benchmarks: what a hook call costs with many cards installed: the game registers
only the plugins of its own cards.

Run ``python -m pytest tests/benchmarks --benchmark-enable`` to see the figures; the
assertions check behaviour (which plugins were called), never time.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cardhost import Catalog, Game, bundled_catalog, hookimpl, load_card_text


def installed_cards(count: int) -> list:
    """``count`` card definitions, each with a plugin implementing ``count_devotion``."""
    cards = []
    for index in range(count):
        plugin = SimpleNamespace(count_devotion=hookimpl(lambda game, player, colors: None))
        text = f'name = "Benchmark Card {index}"\nmana_cost = "{{W}}"\ntypes = ["Enchantment"]\n'
        cards.append(load_card_text(text, plugin=plugin))
    return cards


@pytest.mark.parametrize("installed", [10, 1000])
def test_devotion_with_many_installed_cards_registers_only_the_games_own(
    benchmark, installed: int
) -> None:
    catalog = Catalog([*bundled_catalog(), *installed_cards(installed)])
    game = Game(["Alice", "Bob"], catalog=catalog)
    alice = game.players[0]
    for index in range(40):
        game.add_card(f"Benchmark Card {index % 10}", alice)
    devotion = benchmark(game.devotion, alice, "W")
    assert devotion == 40
    assert len(game.registered_cards) == 10
