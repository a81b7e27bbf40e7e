"""A cost of "Discard a card at random" (701.9b): the game's seeded generator chooses
the card, not the payer; the same seed, the same card. From Forge, Discard<1/Random>.
The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import ChoiceKind, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

MADMAN = load_card_text(
    'name = "Raving Madman"\nmana_cost = "{1}{R}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 1\noracle = "{R}, Discard a card at random: Raving Madman gets +2/+0 '
    'until end of turn."\n'
    '[[abilities]]\ncost = "{R}, Discard a card at random"\n'
    'effects = [{ gets = "+2/+0", on = "this" }]\n'
)


def discarded_with(new_game: NewGame, seed: int) -> str:
    game = new_game(cards=[MADMAN], seed=seed)
    alice = game.players[0]
    madman = game.add_card("Raving Madman", alice)
    for name in ("Forest", "Island", "Swamp", "Mountain", "Plains"):
        game.add_card(name, alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.activate(madman, 0)
    assert ChoiceKind.DISCARD not in [c.kind for c in game.chooser.asked]
    [card] = alice.graveyard
    return card.name


def test_the_generator_chooses_and_the_seed_repeats_it(new_game: NewGame) -> None:
    """701.9b: no one is asked; one seed always discards the same card; some seeds
    differ."""
    firsts = {discarded_with(new_game, seed) for seed in range(8)}
    assert discarded_with(new_game, 3) == discarded_with(new_game, 3)
    assert len(firsts) > 1


def test_with_no_card_the_cost_cant_be_paid(new_game: NewGame) -> None:
    """118.3: nothing to discard, nothing paid, the game as it was."""
    game = new_game(cards=[MADMAN])
    alice = game.players[0]
    madman = game.add_card("Raving Madman", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        game.activate(madman, 0)
    assert alice.mana_pool.total == 1


OGRE = """Name:Random Ogre
ManaCost:3 R
Types:Creature Ogre
PT:3/3
A:AB$ Pump | Cost$ R Discard<1/Random> | Defined$ Self | NumAtt$ +3 | SpellDescription$ x
Oracle:{R}, Discard a card at random: Random Ogre gets +3/+0 until end of turn.
"""


def test_the_importer_brings_a_random_discard_cost(tmp_path: Path) -> None:
    [ability] = imported(tmp_path, "random_ogre.txt", OGRE).activated_abilities
    [discard] = ability.cost.discard
    assert discard.at_random and discard.count == 1
