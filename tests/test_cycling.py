"""Renewed Faith, as data: "You gain 6 life. / Cycling {1}{W} / When you cycle Renewed
Faith, you may gain 2 life." Cycling is an activated ability that works only from a
hand (702.29a); the card is discarded to pay for it, and "when you cycle" triggers from
wherever it went (702.29c), so that ability resolves before the draw."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from cardhost import PASS, Cycle, Game, IllegalActionError, Step
from cardhost.tools.scenario import run_scenario

NewGame = Callable[..., Game]


def holding_faith(new_game: NewGame, mana: str, **options: object) -> Game:
    game = new_game(**options)
    alice = game.players[0]
    game.add_card("Renewed Faith", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, mana)
    return game


def test_cast_it_gains_six_life(new_game: NewGame) -> None:
    game = holding_faith(new_game, "{2}{W}")
    alice = game.players[0]
    game.cast(alice.hand[0])
    game.resolve_stack()
    assert alice.life == 26


@pytest.mark.parametrize(("answer", "life"), [("yes", 22), ("no", 20)])
def test_cycled_it_draws_and_may_gain_two_first(new_game: NewGame, answer: str, life: int) -> None:
    """702.29a, 702.29c, 603.5: cycling for {1}{W} discards it at once (a cost); the
    "when you cycle" ability goes on the stack above the cycling ability, so its "you
    may gain 2 life" is asked and done before the card is drawn."""
    game = holding_faith(new_game, "{1}{W}", choices={"yes or no": [answer]})
    alice = game.players[0]
    assert [a.name for a in game.legal_actions() if isinstance(a, Cycle)] == ["cycle Renewed Faith"]
    game.cycle(alice.hand[0])
    assert [c.name for c in alice.graveyard] == ["Renewed Faith"] and alice.mana_pool.total == 0
    game.resolve_stack()
    assert alice.life == life and len(alice.hand) == 1
    lines = game.log.lines()
    gained = next(
        (i for i, line in enumerate(lines) if "you may gain 2" in line and "chose" in line)
    )
    drew = next(i for i, line in enumerate(lines) if line.startswith("Alice drew"))
    assert gained < drew


def test_it_cycles_only_from_a_hand_with_the_cost_paid(new_game: NewGame) -> None:
    """702.29a: not from a graveyard; 118.3: not without {1}{W}; refused, nothing done."""
    game = holding_faith(new_game, "{W}")
    alice = game.players[0]
    assert not any(isinstance(a, Cycle) for a in game.legal_actions())
    with pytest.raises(IllegalActionError):
        game.cycle(alice.hand[0])
    assert len(alice.hand) == 1 and alice.mana_pool.total == 1
    grave = game.add_card("Renewed Faith", alice, "graveyard")
    game.add_mana(alice, "{1}")
    with pytest.raises(IllegalActionError, match=r"702\.29a"):
        game.cycle(grave)


def test_cycling_driven_by_decisions_survives_a_saved_game(new_game: NewGame) -> None:
    """Answered at priority, the cycle waits on its "you may" once both pass; the saved
    game waits on it too, and each answered "yes" ends with 22 life and a card drawn."""
    game = holding_faith(new_game, "{1}{W}")
    (cycle,) = [a for a in game.decision().options if isinstance(a, Cycle)]
    game.answer(cycle)
    game.answer(PASS)
    asked = game.answer(PASS)
    assert asked.kind == "yes or no"
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    for each in (game, restored):
        each.answer("yes")
        each.answer(PASS)
        each.answer(PASS)
        assert each.players[0].life == 22 and len(each.players[0].hand) == 1


def test_a_scenario_cycles(tmp_path: Path) -> None:
    path = tmp_path / "cycle.scenario.toml"
    path.write_text(
        '[players.Alice]\nhand = ["Renewed Faith"]\nlibrary = ["Plains"]\nmana_pool = "{1}{W}"\n'
        '[players.Bob]\nlibrary = ["Plains"]\n'
        '[state]\nactive = "Alice"\nstep = "precombat main"\n'
        '[[actions]]\ndo = "cycle"\ncard = "Renewed Faith"\n'
        '[[actions]]\ndo = "resolve"\n'
        '[[expect]]\nplayer = "Alice"\nlife = 22\n'
    )
    result = run_scenario(path)
    assert result.failures == []
