"""Unearth (702.84a): from its owner's graveyard, as a sorcery, the card returns to the
battlefield with haste; it is exiled at the beginning of the next end step, and if it
would leave the battlefield, it is exiled instead. A card file's ``unearth``; the
importer's K:Unearth."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

REMINDER = (
    "({B}: Return this card from your graveyard to the battlefield. It gains haste. Exile "
    "it at the beginning of the next end step or if it would leave the battlefield. Unearth "
    "only as a sorcery.)"
)
ZOMBIE = load_card_text(
    'name = "Dreg Walker"\nmana_cost = "{1}{B}"\ntypes = ["Creature"]\npower = 2\n'
    f'toughness = 1\noracle = "Unearth {{B}} {REMINDER}"\nunearth = "{{B}}"\n'
)


def unearth(game: Game) -> None:
    alice = game.players[0]
    card = game.add_card("Dreg Walker", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    game.activate(card, 0)
    game.resolve_stack()


def test_unearthed_with_haste_then_exiled_at_the_end_step(new_game: NewGame) -> None:
    """702.84a: back with haste; at the next end step exiled, not in the graveyard.
    Unearthed is kept in a saved game."""
    game = new_game(cards=[ZOMBIE])
    unearth(game)
    [walker] = game.permanents("Dreg Walker")
    assert walker.has_keyword("haste") and walker.unearthed
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    game.advance_to(Step.END)
    game.resolve_stack()
    assert not game.permanents("Dreg Walker") and [c.name for c in game.exile_zone] == [
        "Dreg Walker"
    ]
    assert not game.players[0].graveyard


def test_leaving_otherwise_it_is_exiled_instead(new_game: NewGame) -> None:
    """702.84a: destroyed, it goes into exile, not its owner's graveyard (614.1a)."""
    game = new_game(cards=[ZOMBIE])
    alice = game.players[0]
    unearth(game)
    [walker] = game.permanents("Dreg Walker")
    game.destroy(walker)
    assert [c.name for c in game.exile_zone] == ["Dreg Walker"] and not alice.graveyard


def test_an_unearth_ability_whose_card_left_does_nothing(new_game: NewGame) -> None:
    """702.84a, 400.7: the Dreg Walker exiled from the graveyard with its unearth ability
    on the stack: the ability resolves and does nothing; the game goes on."""
    game = new_game(cards=[ZOMBIE])
    alice = game.players[0]
    card = game.add_card("Dreg Walker", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    game.activate(card, 0)
    game.move_to(card, "exile")
    game.resolve_stack()
    assert game.stack == () and not game.permanents("Dreg Walker")
    assert [c.name for c in game.exile_zone] == ["Dreg Walker"]


ROTTER = """Name:Grave Rotter
ManaCost:B
Types:Creature Zombie Rat
PT:1/1
K:Unearth:B
Oracle:Unearth {B} ({B}: Return this card from your graveyard to the battlefield. It \
gains haste. Exile it at the beginning of the next end step or if it would leave the \
battlefield. Unearth only as a sorcery.)
"""


def test_the_importer_brings_unearth(tmp_path: Path) -> None:
    [ability] = imported(tmp_path, "grave_rotter.txt", ROTTER).activated_abilities
    assert ability.from_graveyard and ability.sorcery_speed
    assert [i.verb for i in ability.effects] == ["unearth"]
