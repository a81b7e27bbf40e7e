"""The ``spent`` metric: by turn, the mana a player spent from their pool (601.2h),
counted from the mana added to it less the mana emptied unspent (106.4) and the mana
still in it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from cardhost import Game, Step
from cardhost.simulation import DeckText, Simulation, run
from cardhost.simulation.metrics import ManaSpent


def test_spent_is_what_paid_for_costs(new_game: Callable[..., Game]) -> None:
    """Two Forests tapped ({G}{G}, 106.4) and Llanowar Elves cast ({G}, 601.2h): one
    spent, one in the pool; the pool empties at the step's end (106.4): nothing more
    spent by the next reading."""
    game = new_game()
    alice = game.players[0]
    forests = [game.add_card("Forest", alice) for _ in range(2)]
    elves = game.add_card("Llanowar Elves", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    metric = ManaSpent()
    seen = len(game.log)
    for forest in forests:
        game.activate_mana_ability(forest)
    game.cast(elves)
    for entry in game.log.since(seen):
        metric.observe(game, entry)
    assert metric.read(game, alice) == 1 and alice.mana_pool.total == 1
    seen = len(game.log)
    game.advance_to(Step.END)
    for entry in game.log.since(seen):
        metric.observe(game, entry)
    assert alice.mana_pool.total == 0 and metric.read(game, alice) == 0


def test_spent_by_turn_in_a_simulation() -> None:
    """Over goldfish games of the green mana deck, each reading is a whole number of
    mana, never negative, one per turn taken; the deck spends some."""
    deck = DeckText.read(Path(__file__).resolve().parent.parent / "examples/decks/green-mana.dck")
    simulation = Simulation((deck,), ("goldfish",), ("winner", "spent", "mana"), turns=5)
    for record in run(simulation, 4):
        spent = record["spent"]
        for player, readings in spent.items():
            assert all(isinstance(n, int) and n >= 0 for n in readings)
            assert len(readings) == len(record["mana"][player])
        assert sum(sum(r) for r in spent.values()) > 0
