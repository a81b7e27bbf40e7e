"""Benchmarks: what deciding a hybrid payment (601.2h) and dividing combat damage (510.1c)
cost as the cost and the power grow: a flow of symbols to mana and one choice per blocker,
so the figures grow with the work, not as 2**symbols or as every split of the damage.

Run ``python -m pytest tests/benchmarks --benchmark-enable`` for the figures; the
assertions check the answer, never time.
"""

from __future__ import annotations

import pytest

from cardhost import Game, IllegalActionError, ScriptedChooser, Step, load_card_text


def hybrid_pile(symbols: int):
    text = f'name = "Hybrid Pile"\nmana_cost = "{"{W/U}" * symbols}"\ntypes = ["Enchantment"]\n'
    return load_card_text(text)


@pytest.mark.parametrize("symbols", [10, 30, 100])
def test_refusing_hybrid_symbols_from_a_pool_that_cant_pay(benchmark, symbols: int) -> None:
    pile = hybrid_pile(symbols)
    game = Game(["Alice", "Bob"], cards=[pile])
    alice = game.players[0]
    card = game.add_card(pile, alice, "hand")
    game.begin_at(alice, "precombat main")
    game.add_mana(alice, "{G}")

    def cast() -> str:
        try:
            game.cast(card)
        except IllegalActionError as error:
            return error.rule
        return "cast"

    assert benchmark(cast) == "601.2h"


WALL = load_card_text(
    'name = "Wall"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 0\ntoughness = 1000\n'
)


def blocked_giant(game: Game, giant: object, blockers: int) -> list:
    """Alice's Giant attacks and ``blockers`` of Bob's Walls block it; the walls."""
    alice, bob = game.players
    attacker = game.add_card(giant, alice)
    walls = [game.add_card(WALL, bob) for _ in range(blockers)]
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    game.resolve_stack()
    game.advance()
    game.declare_blockers(dict.fromkeys(walls, attacker))
    return walls


def giant_of(power: int):
    return load_card_text(
        f'name = "Giant"\nmana_cost = "{{1}}"\ntypes = ["Creature"]\n'
        f"power = {power}\ntoughness = {power}\n"
    )


@pytest.mark.parametrize(("power", "blockers"), [(10, 3), (100, 6), (1000, 20)])
def test_dividing_damage_among_blockers(benchmark, power: int, blockers: int) -> None:
    giant = giant_of(power)

    def combat() -> int:
        chooser = ScriptedChooser({"damage assignment": [1] * (blockers - 1)}, strict=True)
        game = Game(["Alice", "Bob"], cards=[giant, WALL], chooser=chooser)
        walls = blocked_giant(game, giant, blockers)
        game.advance()
        return walls[-1].damage

    assert benchmark(combat) == power - (blockers - 1)


@pytest.mark.parametrize("blockers", [50, 200])
def test_dividing_damage_by_decisions(benchmark, blockers: int) -> None:
    """The same division answered through ``answer()``, one decision per blocker: each
    answer goes on from where the combat damage step stopped, so the figures grow with
    the blockers, not with their square."""
    giant = giant_of(1000)

    def combat() -> int:
        game = Game(["Alice", "Bob"], cards=[giant, WALL])
        walls = blocked_giant(game, giant, blockers)
        decision = game.decision()
        while decision is not None and decision.kind == "priority":
            decision = game.answer(decision.options[0])
        while decision is not None and decision.kind == "damage assignment":
            decision = game.answer(0)  # none to this one: all to the last (510.1c)
        return walls[-1].damage

    assert benchmark(combat) == 1000
