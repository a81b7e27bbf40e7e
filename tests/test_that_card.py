""" "That card": a triggered ability watching others die finds the card the permanent
became in the graveyard (400.7e) and moves it: "When enchanted creature dies, return
that card to its owner's hand", "... to the battlefield under your control". If the card
left the graveyard before the ability resolves, it is a new object the ability can't
find (400.7)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]


def aura(name: str, then: str, effect: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{B}}"\ntypes = ["Enchantment"]\n'
        'subtypes = ["Aura"]\nenchant = "creature"\n'
        f'oracle = "Enchant creature\\nWhen enchanted creature dies, {then}"\n'
        f'[[triggers]]\nwhen = "dies"\nof = "enchanted creature"\neffects = [{effect}]\n'
    )


EMBRACE = aura(
    "Embrace Test",
    "return that card to its owner's hand.",
    '{ return_to_hand = "that card" }',
)
DEMISE = aura(
    "Demise Test",
    "return that card to the battlefield under your control.",
    '{ return_to_battlefield = "that card" }',
)
WATCHER = load_card_text(
    'name = "Shepherd Test"\nmana_cost = "{2}{B}"\ntypes = ["Enchantment"]\n'
    'oracle = "Whenever another creature you control dies, exile that card."\n'
    '[[triggers]]\nwhen = "dies"\nof = "another creature you control"\n'
    'effects = [{ exile = "that card" }]\n'
)


def test_that_card_returns_to_its_owners_hand(new_game: NewGame) -> None:
    """400.7e: Alice's Aura on Bob's Bears: the Bears go back to Bob's hand."""
    game = new_game(cards=[EMBRACE])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Embrace Test", alice, attached_to=bears)
    game.destroy(bears)
    game.resolve_stack()
    assert [c.name for c in bob.hand] == ["Grizzly Bears"] and not bob.graveyard


def test_that_card_returns_under_the_auras_controller(new_game: NewGame) -> None:
    """110.2a: "under your control": the ability's controller, Alice, gets Bob's Bears."""
    game = new_game(cards=[DEMISE])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Demise Test", alice, attached_to=bears)
    game.destroy(bears)
    game.resolve_stack()
    [returned] = game.permanents("Grizzly Bears")
    assert returned.controller is alice and returned.owner is bob


def test_a_card_gone_from_the_graveyard_is_not_found(new_game: NewGame) -> None:
    """400.7: the Bears, exiled from the graveyard in response, are a new object; the
    ability does nothing to them."""
    game = new_game(cards=[EMBRACE])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Embrace Test", alice, attached_to=bears)
    game.destroy(bears)
    [dead] = bob.graveyard
    game.move_to(dead, "exile")
    game.resolve_stack()
    assert not bob.hand and [c.name for c in game.exile_zone] == ["Grizzly Bears"]


def test_a_watcher_exiles_each_card_and_survives_a_saved_game(new_game: NewGame) -> None:
    """603.10a: two of Alice's creatures die at once; each trigger exiles its own card,
    the abilities waiting on the stack saved and loaded in between."""
    game = new_game(cards=[WATCHER])
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    game.add_card("Shepherd Test", alice)
    game.add_card("Grizzly Bears", alice)
    game.add_card("Llanowar Elves", alice)
    game.destroy_all([p for p in game.battlefield if p.is_creature])
    loaded = Game.from_json(game.to_json(), catalog=game.catalog)
    loaded.resolve_stack()
    assert sorted(c.name for c in loaded.exile_zone) == ["Grizzly Bears", "Llanowar Elves"]


def test_that_card_needs_a_trigger_seeing_another_die() -> None:
    with pytest.raises(CardFileError, match=r"400\.7e"):
        load_card_text(
            'name = "Bad Return"\nmana_cost = "{B}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\noracle = "When Bad Return enters, return that card to its '
            "owner's hand.\"\n"
            '[[triggers]]\nwhen = "enters"\neffects = [{ return_to_hand = "that card" }]\n'
        )


RISING_MARK = """Name:Rising Mark
ManaCost:2 U
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ 2 U | ValidTgts$ Creature | AILogic$ Pump
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.AttachedBy \
| Execute$ TrigReturn | TriggerDescription$ x
SVar:TrigReturn:DB$ ChangeZone | Origin$ Graveyard | Destination$ Battlefield \
| GainControl$ True | Defined$ TriggeredCard
Oracle:Enchant creature\\nWhen enchanted creature dies, return that card to the battlefield \
under your control.
"""


def test_forge_returns_the_card_a_watched_creature_became(tmp_path: Path) -> None:
    """400.7e: Forge's ``TriggeredCard`` of a trigger seeing another die, moved from the
    graveyard, is "that card"."""
    mark = imported(tmp_path, "rising_mark.txt", RISING_MARK)
    [trigger] = mark.triggers
    [put] = trigger.effects
    assert (trigger.event, put.verb, put.subject) == ("dies", "return_to_battlefield", "that card")
