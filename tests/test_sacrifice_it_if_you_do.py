""" "You may sacrifice it. If you do, ..." (118.12): ``if_paid = "Sacrifice this
permanent"``, its controller choosing as the ability resolves; the source must still be
on the battlefield to be sacrificed, else it can't be paid and nothing happens."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import ChoiceKind, Game, Step, load_card_text

NewGame = Callable[..., Game]

SHRIKE = load_card_text(
    'name = "Shrike Test"\nmana_cost = "{2}{U}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "When Shrike Test enters the battlefield, you may sacrifice it. '
    'If you do, draw two cards."\n'
    '[[triggers]]\nwhen = "enters"\n'
    'effects = [{ draw = 2, if_paid = "Sacrifice this permanent" }]\n'
)


@pytest.mark.parametrize(("answer", "drawn"), [("sacrifice this permanent", 2), ("don't pay", 0)])
def test_sacrificing_it_or_not(new_game: NewGame, answer: str, drawn: int) -> None:
    game = new_game(cards=[SHRIKE], choices={"pay": [answer]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    hand = len(alice.hand)
    game.add_mana(alice, "{2}{U}")
    game.cast(game.add_card("Shrike Test", alice, "hand"))
    game.resolve_stack()
    assert len(alice.hand) == hand + drawn
    assert bool(game.permanents("Shrike Test")) is (drawn == 0)
    [asked] = [c for c in game.chooser.asked if c.kind is ChoiceKind.PAY]
    assert "sacrifice this permanent" in asked.options


def test_gone_it_cant_be_sacrificed(new_game: NewGame) -> None:
    """118.12: the Shrike left the battlefield in response; only declining is offered."""
    game = new_game(cards=[SHRIKE])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{U}")
    game.cast(game.add_card("Shrike Test", alice, "hand"))
    game.pass_priority()
    game.pass_priority()  # the Shrike resolves; its trigger waits on the stack
    [shrike] = game.permanents("Shrike Test")
    game.destroy(shrike)
    hand = len(alice.hand)
    game.resolve_stack()
    assert len(alice.hand) == hand
    asked = [c for c in game.chooser.asked if c.kind is ChoiceKind.PAY]
    assert not any("sacrifice this permanent" in c.options for c in asked)


SCAMP = """Name:Scamp Script
ManaCost:1 R
Types:Creature Elemental
PT:1/1
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True \
| Execute$ TrigDamage | TriggerDescription$ x
SVar:TrigDamage:AB$ DealDamage | Cost$ Sac<1/CARDNAME> | Defined$ TriggeredTarget | NumDmg$ 3
Oracle:Whenever Scamp Script deals combat damage to a player, you may sacrifice it. If you \
do, Scamp Script deals 3 damage to that player.
"""


def test_forge_sacrifice_it_if_you_do(tmp_path: Path) -> None:
    [trigger] = imported(tmp_path, "scamp_script.txt", SCAMP).triggers
    [damage] = trigger.effects
    assert damage.if_paid is not None and damage.if_paid.sacrifice_self
