"""A mana ability whose cost sacrifices its source, written with the card's name
(201.4b, 605.1a): "{T}, Sacrifice Petal Test: Add one mana of any color."."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

PETAL = load_card_text(
    'name = "Petal Test"\nmana_cost = "{0}"\ntypes = ["Artifact"]\n'
    'oracle = "{T}, Sacrifice Petal Test: Add one mana of any color."\n'
    '[[mana_abilities]]\ncost = "{T}, Sacrifice Petal Test"\nadd = "one mana of any color"\n'
)


def test_the_petal_sacrifices_itself_for_mana(new_game: NewGame) -> None:
    game = new_game(cards=[PETAL], choices={"color": ["G"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    petal = game.add_card("Petal Test", alice)
    game.activate_mana_ability(petal, 0)
    assert str(alice.mana_pool) == "{G}" and [c.name for c in alice.graveyard] == ["Petal Test"]


VEIN = """Name:Vein Script
ManaCost:no cost
Types:Land
A:AB$ Mana | Cost$ T | Produced$ C | SpellDescription$ x
A:AB$ Mana | Cost$ T Sac<1/CARDNAME> | Produced$ C | Amount$ 2 | SpellDescription$ x
Oracle:{T}: Add {C}.\\n{T}, Sacrifice Vein Script: Add {C}{C}.
"""


def test_forge_mana_ability_sacrificing_itself(tmp_path: Path) -> None:
    face = imported(tmp_path, "vein_script.txt", VEIN)
    assert [m.cost.sacrifice_self for m in face.mana_abilities] == [False, True]
