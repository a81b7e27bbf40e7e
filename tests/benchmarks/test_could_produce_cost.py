"""Benchmark: what "could produce" (106.7) costs as replacement effects pile up.

Each effect adds {C} to a land's mana, so every order of ``n`` effects ends the same. The
effects behave alike, so the search tries only one of them at each step: n + 1 states,
not the 2**n subsets of effects applied nor the n! orders. Run
``python -m pytest tests/benchmarks --benchmark-enable`` for the figures; the assertions
check the answer, never time.
"""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from cardhost import (
    Game,
    ManaAmount,
    ManaEvent,
    ManaType,
    ReplacementEffect,
    hookimpl,
    load_card_text,
)


def extra_colorless_card(index: int):
    name = f"Colorless Echo {index}"

    def add_colorless(event: ManaEvent) -> ManaEvent:
        return event.with_mana(event.mana + ManaAmount(c=1))

    @hookimpl
    def replace_mana_event(game: Game, event: ManaEvent) -> list[ReplacementEffect]:
        if not event.tapped_for_mana:
            return []
        return [
            ReplacementEffect(p, "adds an additional {C}", add_colorless)
            for p in game.permanents(name)
        ]

    text = f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = ["Enchantment"]\n'
    return load_card_text(text, plugin=SimpleNamespace(replace_mana_event=replace_mana_event))


@pytest.mark.parametrize("effects", [1, 4, 8, 10])
def test_could_produce_with_many_replacement_effects(benchmark, effects: int) -> None:
    cards = [extra_colorless_card(i) for i in range(effects)]
    game = Game(["Alice", "Bob"], cards=cards)
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    for card in cards:
        game.add_card(card, alice)
    produced = benchmark(game.could_produce, forest)
    assert produced == {ManaType.G, ManaType.C}
