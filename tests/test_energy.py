"""Energy counters (107.14): ``{ energy = 2 }`` ("You get {E}{E}."), and the cost part
``Pay {E}`` removing them from the payer; a player without enough can't pay (118.3).
A player's energy is kept in a saved game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, EnergyChanged, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

CHARGER = load_card_text(
    'name = "Charge Test"\nmana_cost = "{1}{R}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "When Charge Test enters the battlefield, you get {E}{E}.\\n'
    '{R}, Pay {E}: Charge Test gets +1/+0 until end of turn."\n'
    '[[triggers]]\nwhen = "enters"\neffects = [{ energy = 2 }]\n'
    '[[abilities]]\ncost = "{R}, Pay {E}"\neffects = [{ gets = "+1/+0" }]\n'
)


def test_energy_got_and_paid(new_game: NewGame) -> None:
    """107.14: two {E} as it enters; each activation pays one; the third can't."""
    game = new_game(cards=[CHARGER])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Charge Test", alice, "hand"))
    game.resolve_stack()
    assert alice.energy == 2
    [charger] = game.permanents("Charge Test")
    for _ in range(2):
        game.add_mana(alice, "{R}")
        game.activate(charger, 0)
        game.resolve_stack()
    assert alice.energy == 0 and charger.power == 3
    assert [e.amount for e in game.log.events(EnergyChanged)] == [2, -1, -1]
    game.add_mana(alice, "{R}")
    with pytest.raises(IllegalActionError, match=r"107\.14"):
        game.activate(charger, 0)
    assert str(alice.mana_pool) == "{R}"


def test_energy_survives_a_saved_game(new_game: NewGame) -> None:
    game = new_game(cards=[CHARGER])
    game.give_energy(game.players[1], 3)
    loaded = Game.from_json(game.to_json(), catalog=game.catalog)
    assert loaded.players[1].energy == 3


def test_energy_is_paid_once_in_a_cost() -> None:
    with pytest.raises(CardFileError, match=r"energy is paid once"):
        load_card_text(
            'name = "Bad Charge"\nmana_cost = "{R}"\ntypes = ["Artifact"]\n'
            'oracle = "Pay {E}, Pay {E}{E}: Draw a card."\n'
            '[[abilities]]\ncost = "Pay {E}, Pay {E}{E}"\neffects = [{ draw = 1 }]\n'
        )


CHASER = """Name:Chaser Script
ManaCost:1 R
Types:Creature Human Artificer
PT:2/1
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigEnergy | TriggerDescription$ x
SVar:TrigEnergy:DB$ PutCounter | Defined$ You | CounterType$ ENERGY | CounterNum$ 2
T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:AB$ Draw | Cost$ PayEnergy<2> | NumCards$ 1
Oracle:When Chaser Script enters the battlefield, you get {E}{E} (two energy counters).\\n\
Whenever Chaser Script attacks, you may pay {E}{E}. If you do, draw a card.
"""


def test_forge_energy(tmp_path: Path) -> None:
    """Forge's ``PutCounter`` of ``ENERGY`` on you, and a trigger's ``AB$`` paying
    ``PayEnergy``: "you may pay {E}{E}. If you do, ..." (118.12)."""
    enters, attacks = imported(tmp_path, "chaser_script.txt", CHASER).triggers
    assert (enters.effects[0].verb, enters.effects[0].amount) == ("energy", 2)
    [draw] = attacks.effects
    assert draw.if_paid is not None and draw.if_paid.energy == 2
