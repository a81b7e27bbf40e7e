"""Activated abilities of a card in its owner's graveyard (113.6k) as data: restrictions
``["from your graveyard"]``: "{1}{B}: Return this card from your graveyard to the
battlefield tapped." (``{ return_to_battlefield = "this", tapped = true }``) and "...
to your hand" (``return_to_hand = "this"``). Its owner activates it there; it is listed
among the legal actions; it never functions on the battlefield, nor a battlefield
ability in the graveyard."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import Activation, CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

SKELETON = load_card_text(
    'name = "Rattling Skeleton"\nmana_cost = "{1}{B}"\ntypes = ["Creature"]\n'
    'subtypes = ["Skeleton"]\npower = 1\ntoughness = 1\n'
    'oracle = "{1}{B}: Return Rattling Skeleton from your graveyard to the battlefield tapped."\n'
    '[[abilities]]\ncost = "{1}{B}"\nrestrictions = ["from your graveyard"]\n'
    'effects = [{ return_to_battlefield = "this", tapped = true }]\n'
)
PHOENIX = load_card_text(
    'name = "Ember Phoenix"\nmana_cost = "{2}{R}"\ntypes = ["Creature"]\n'
    'subtypes = ["Phoenix"]\npower = 2\ntoughness = 2\nkeywords = ["flying"]\n'
    'oracle = "Flying\\n{R}{R}: Return Ember Phoenix from your graveyard to your hand."\n'
    '[[abilities]]\ncost = "{R}{R}"\nrestrictions = ["from your graveyard"]\n'
    'effects = [{ return_to_hand = "this" }]\n'
)


def in_main(new_game: NewGame) -> Game:
    game = new_game(cards=[SKELETON, PHOENIX])
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_returned_from_the_graveyard_to_the_battlefield_tapped(new_game: NewGame) -> None:
    """113.6k: Alice activates the ability of the card in her graveyard; it returns
    tapped, a new object under her control (400.7)."""
    game = in_main(new_game)
    alice = game.players[0]
    card = game.add_card("Rattling Skeleton", alice, "graveyard")
    game.add_mana(alice, "{1}{B}")
    listed = [a for a in game.legal_actions(alice) if isinstance(a, Activation)]
    assert [a.permanent for a in listed] == [card.id]
    game.activate(card, 0)
    game.resolve_stack()
    [skeleton] = game.permanents("Rattling Skeleton")
    assert skeleton.tapped and skeleton.controller is alice and alice.graveyard == ()


def test_returned_to_hand_and_only_from_the_graveyard(new_game: NewGame) -> None:
    """113.6k: the Phoenix's ability returns it to Alice's hand; on the battlefield it
    can't be activated, nor is it listed."""
    game = in_main(new_game)
    alice = game.players[0]
    card = game.add_card("Ember Phoenix", alice, "graveyard")
    game.add_mana(alice, "{R}{R}")
    game.activate(card, 0)
    game.resolve_stack()
    assert [c.name for c in alice.hand] == ["Ember Phoenix"]
    phoenix = game.add_card("Ember Phoenix", alice)
    game.add_mana(alice, "{R}{R}")
    assert not [a for a in game.legal_actions(alice) if isinstance(a, Activation)]
    with pytest.raises(IllegalActionError, match=r"113\.6k"):
        game.activate(phoenix, 0)


def test_an_opponents_graveyard_card_is_not_yours(new_game: NewGame) -> None:
    """113.6k, 117.1: the card in Bob's graveyard is Bob's to activate; Alice has
    priority, so Bob can't now."""
    game = in_main(new_game)
    bob = game.players[1]
    card = game.add_card("Ember Phoenix", bob, "graveyard")
    game.add_mana(bob, "{R}{R}")
    with pytest.raises(IllegalActionError, match="117"):
        game.activate(card, 0)


@pytest.mark.parametrize(
    ("cost", "effect", "problem"),
    [
        ("{T}", '{ return_to_hand = "this" }', "pays nothing of a permanent"),
        ("{1}", '{ return_to_battlefield = "this" }', "from your graveyard"),
    ],
)
def test_a_bad_graveyard_ability_names_its_key(cost: str, effect: str, problem: str) -> None:
    graveyard = 'restrictions = ["from your graveyard"]\n' if cost == "{T}" else ""
    with pytest.raises(CardFileError, match=problem):
        load_card_text(
            'name = "Bad Skeleton"\nmana_cost = "{B}"\ntypes = ["Creature"]\npower = 1\n'
            f'toughness = 1\noracle = "{cost}: Return it."\n'
            f'[[abilities]]\ncost = "{cost}"\neffects = [{effect}]\n{graveyard}'
        )


@pytest.mark.parametrize(
    ("card", "problem"),
    [
        (
            'name = "Bad Mourning"\ntypes = ["Enchantment"]\noracle = "When a creature dies, '
            'return it."\n[[triggers]]\nwhen = "dies"\nof = "a creature"\n'
            'effects = [{ return_to_battlefield = "this" }]\n',
            "its own dying or leaving",
        ),
        (
            'name = "Bad Talons"\nmana_cost = "{G}"\ntypes = ["Enchantment"]\n'
            'subtypes = ["Aura"]\nenchant = "creature"\n'
            'oracle = "Enchant creature\\n{1}: Return this from your graveyard to the '
            'battlefield."\n[[abilities]]\ncost = "{1}"\nrestrictions = ["from your graveyard"]\n'
            'effects = [{ return_to_battlefield = "this" }]\n',
            "303.4f",
        ),
    ],
)
def test_returning_itself_only_where_it_can(card: str, problem: str) -> None:
    """400.7e: a trigger of another creature dying can't find this card in a graveyard;
    303.4f: an Aura put onto the battlefield is attached as its owner chooses."""
    with pytest.raises(CardFileError, match=problem):
        load_card_text(card)
