"""``if_paid``: "You may pay {1}. If you do, you gain 1 life." (118.12): the controller
may pay the cost as the instruction resolves, and only if they do is it followed; a
``pay`` decision offers paying, a mana ability first (605.3a), or declining."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

ROD = load_card_text(
    'name = "Lake Rod"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
    'oracle = "Whenever a player casts a blue spell, you may pay {1}. If you do, you gain '
    '1 life."\n'
    '[[triggers]]\nwhen = "cast"\nby = "a player"\nspell = "blue spell"\n'
    'effects = [{ gain_life = 1, if_paid = "{1}" }]\n'
)


def casting_blue(new_game: NewGame, answers: list[str]) -> Game:
    """Alice controls Lake Rod and casts a blue spell; its trigger resolves, the pay
    decision answered with ``answers``."""
    game = new_game(cards=[ROD], choices={"pay": answers})
    alice = game.players[0]
    game.add_card("Lake Rod", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{U}")
    game.cast(game.add_card("Divination", alice, "hand"))
    return game


def test_paid_it_is_followed(new_game: NewGame) -> None:
    """118.12: Alice pays {1}: she gains 1 life."""
    game = casting_blue(new_game, ["pay {1}"])
    alice = game.players[0]
    game.add_mana(alice, "{1}")
    game.resolve_stack()
    assert alice.life == 21 and alice.mana_pool.total == 0


def test_declined_or_unpayable_it_is_not(new_game: NewGame) -> None:
    """118.12: declined, nothing happens; with no mana, she can't pay (118.3)."""
    game = casting_blue(new_game, ["don't pay"])
    alice = game.players[0]
    game.add_mana(alice, "{1}")
    game.resolve_stack()
    assert alice.life == 20 and alice.mana_pool.total == 1
    game = casting_blue(new_game, [])
    game.resolve_stack()
    assert game.players[0].life == 20


@pytest.mark.parametrize(
    ("effect", "problem"),
    [
        ('{ gain_life = 1, if_paid = "{T}" }', "118.12"),
        ('{ gain_life = 1, if_paid = "{1}", unless = "{1}" }', "one cost"),
        ("{ gain_life = 1, if_paid = 3 }", "expected a cost"),
    ],
)
def test_a_bad_if_paid_names_its_key(effect: str, problem: str) -> None:
    with pytest.raises(CardFileError) as refused:
        load_card_text(
            'name = "Odd Rod"\nmana_cost = "{1}"\ntypes = ["Artifact"]\noracle = "x"\n'
            f'[[abilities]]\ncost = "{{1}}"\neffects = [{effect}]\n'
        )
    message = str(refused.value)
    assert "if_paid" in message and problem in message, message


FORGE_ROD = """Name:Lake Rod
ManaCost:1
Types:Artifact
T:Mode$ SpellCast | ValidCard$ Card.Blue | TriggerZones$ Battlefield | OptionalDecider$ You \
| Execute$ TrigGainLife | TriggerDescription$ x
SVar:TrigGainLife:AB$GainLife | Cost$ 1 | Defined$ You | LifeAmount$ 1
Oracle:Whenever a player casts a blue spell, you may pay {1}. If you do, you gain 1 life.
"""
FORGE_CANNON = """Name:Rust Cannon
ManaCost:4
Types:Artifact
K:CARDNAME doesn't untap during your untap step.
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield \
| OptionalDecider$ You | Execute$ TrigUntap | TriggerDescription$ x
SVar:TrigUntap:AB$Untap | Cost$ Discard<1/Card> | Defined$ Self
Oracle:Rust Cannon doesn't untap during your untap step.\\nAt the beginning of your upkeep, \
you may discard a card. If you do, untap Rust Cannon.
"""


def test_the_importer_brings_a_cost_paid_as_a_trigger_resolves(tmp_path: Path) -> None:
    """Forge's trigger executing an ``AB$`` with a ``Cost$`` and ``OptionalDecider$``:
    "you may pay {1}. If you do, ..." (118.12), the may the payment's, not the
    trigger's (603.5)."""
    [cast] = imported(tmp_path, "lake_rod.txt", FORGE_ROD).triggers
    [gain] = cast.effects
    assert str(gain.if_paid) == "{1}" and not cast.optional
    [upkeep] = imported(tmp_path / "b", "rust_cannon.txt", FORGE_CANNON).triggers
    [untap] = upkeep.effects
    assert (untap.verb, str(untap.if_paid)) == ("untap", "Discard a card")
