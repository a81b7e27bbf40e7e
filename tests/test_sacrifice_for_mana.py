"""A mana ability whose cost is sacrificing its source, no {T} (605.1a): "Sacrifice Blood
Imp: Add {B}." — activated at any time its controller could pay a cost, even with
summoning sickness (302.6 is of {T} and {Q} only)."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

IMP = load_card_text(
    """name = "Blood Imp"
mana_cost = "{B}"
types = ["Creature"]
subtypes = ["Imp"]
power = 1
toughness = 1
oracle = "Sacrifice Blood Imp: Add {B}."
[[mana_abilities]]
cost = "Sacrifice Blood Imp"
add = "{B}"
"""
)


def test_sacrifice_it_for_mana(new_game: NewGame) -> None:
    game = new_game(cards=[IMP])
    alice, _ = game.players
    game.begin_at(alice, Step.MAIN1)
    imp = game.add_card("Blood Imp", alice)
    game.activate_mana_ability(imp)
    assert alice.mana_pool.total == 1 and imp.zone is None
    assert [c.name for c in alice.graveyard] == ["Blood Imp"]
