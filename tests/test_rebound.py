"""Rebound (702.88a) and the ``cast_without_paying`` instruction: a spell cast from a
hand is exiled as it resolves, and its owner may cast it again, free, at the beginning of
their next upkeep (603.7, 608.2g)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import ChoiceKind, Game, SpellCast, Step, load_card_text

NewGame = Callable[..., Game]

ECHOING = load_card_text(
    'name = "Echoing Study"\nmana_cost = "{1}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "Draw a card.\\nRebound"\nkeywords = ["rebound"]\n'
    "[spell]\neffects = [{ draw = 1 }]\n"
)
RECAST = load_card_text(
    'name = "Recast"\nmana_cost = "{2}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "You may cast target instant card from your graveyard without paying its '
    'mana cost."\n'
    '[spell]\ntargets = ["target instant card in your graveyard"]\n'
    'effects = [{ cast_without_paying = "target", may = true }]\n'
)


def cast_echoing(game: Game) -> None:
    alice = game.players[0]
    game.add_mana(alice, "{1}{U}")
    game.cast(game.add_card("Echoing Study", alice, "hand"))
    game.resolve_stack()


def test_rebound_exiles_and_casts_again_at_your_next_upkeep(new_game: NewGame) -> None:
    """702.88a: exiled as it resolves; not at Bob's upkeep, at Alice's next one, where
    she casts it without paying; cast from exile, it then goes to her graveyard. The
    waiting ability is kept in a saved game."""
    game = new_game(cards=[ECHOING])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    cast_echoing(game)
    assert [c.name for c in game.exile_zone] == ["Echoing Study"] and len(alice.hand) == 1
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    alice = game.players[0]
    game.next_turn()  # Bob's
    assert [c.name for c in game.exile_zone] == ["Echoing Study"]
    game.next_turn()  # Alice's: her upkeep
    game.resolve_stack()
    casts = [e.spell.name for e in game.log.events(SpellCast)]
    assert casts[-1] == "Echoing Study" and not game.exile_zone
    assert [c.name for c in alice.graveyard] == ["Echoing Study"]
    assert ChoiceKind.CAST in [c.kind for c in game.chooser.asked]


def test_rebound_declined_stays_in_exile(new_game: NewGame) -> None:
    game = new_game(cards=[ECHOING], choices={"cast": ["don't cast it"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    cast_echoing(game)
    game.next_turn()
    game.next_turn()
    game.resolve_stack()
    assert [c.name for c in game.exile_zone] == ["Echoing Study"]


def test_a_countered_rebound_spell_goes_to_the_graveyard(new_game: NewGame) -> None:
    """702.88a: only "as it resolves"; countered, it goes to its owner's graveyard."""
    game = new_game(cards=[ECHOING])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{U}")
    spell = game.cast(game.add_card("Echoing Study", alice, "hand"))
    game.counter(spell)
    assert [c.name for c in alice.graveyard] == ["Echoing Study"] and not game.exile_zone


@pytest.mark.parametrize(("answer", "life"), [("cast Lightning Bolt", 17), ("don't cast it", 20)])
def test_cast_target_card_from_a_graveyard_without_paying(
    new_game: NewGame, answer: str, life: int
) -> None:
    """118.9, 608.2g: the Bolt cast as Recast resolves, its target chosen then; with
    ``may`` declined, it stays in the graveyard."""
    game = new_game(cards=[RECAST], choices={"target": ["Bob"], "cast": [answer]})
    alice, bob = game.players
    game.add_card("Lightning Bolt", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{U}")
    game.cast(game.add_card("Recast", alice, "hand"))
    game.resolve_stack()
    assert bob.life == life and not alice.mana_pool.total
    assert sorted(c.name for c in alice.graveyard) == ["Lightning Bolt", "Recast"]


EXPERTISE = load_card_text(
    'name = "Quick Expertise"\nmana_cost = "{2}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "You may cast a card with mana value 2 or less from your hand without paying '
    'its mana cost."\n'
    '[spell]\neffects = [{ cast_from_hand = "nonland card with mana value 2 or less", '
    "may = true }]\n"
)


def test_cast_a_card_from_your_hand_without_paying(new_game: NewGame) -> None:
    """608.2d, 608.2g: the Bears (2) may be chosen, the Dreadmaw (6) not; the Bears are
    cast free and resolve."""
    game = new_game(cards=[EXPERTISE])
    alice = game.players[0]
    game.add_card("Colossal Dreadmaw", alice, "hand")
    bears = game.add_card("Grizzly Bears", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{U}")
    game.cast(game.add_card("Quick Expertise", alice, "hand"))
    game.resolve_stack()
    [asked] = [c for c in game.chooser.asked if c.kind is ChoiceKind.CAST]
    assert bears in asked.options and len(asked.options) == 2  # the Bears, or none
    assert game.permanents("Grizzly Bears") and [c.name for c in alice.hand] == [
        "Colossal Dreadmaw"
    ]
