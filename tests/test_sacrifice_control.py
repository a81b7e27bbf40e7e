"""A player can't sacrifice a permanent they don't control (701.21a): "Sacrifice this
creature" of an ability whose permanent another player gained control of in response
does nothing, and the rest of the ability still happens; an optional "you may sacrifice
this creature. If you do, ..." can't be paid. "Its controller sacrifices it" is done by
whoever controls it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, GameObject, Step, Zone, load_card_text

NewGame = Callable[..., Game]

MARTYR = load_card_text(
    'name = "Martyr Test"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "{1}: Sacrifice this creature. You gain 3 life."\n'
    '[[abilities]]\ncost = "{1}"\neffects = [{ sacrifice = "this" }, { gain_life = 3 }]\n'
)
OFFER = load_card_text(
    'name = "Offer Test"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "{1}: You may sacrifice this creature. If you do, you gain 3 '
    'life."\n[[abilities]]\ncost = "{1}"\n'
    'effects = [{ gain_life = 3, if_paid = "Sacrifice this permanent" }]\n'
)
STEAL = load_card_text(
    'name = "Steal Test"\nmana_cost = "{1}"\ntypes = ["Instant"]\n'
    'oracle = "Gain control of target creature."\n[spell]\ntargets = ["target creature"]\n'
    'effects = [{ gain_control = "target" }]\n'
)


def stolen_in_response(new_game: NewGame, card: str) -> Game:
    """Alice activates her ``card``'s ability; Bob gains control of it in response, and
    everything resolves."""
    game = new_game(cards=[MARTYR, OFFER, STEAL], choices={"pay": ["sacrifice this permanent"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    creature = game.add_card(card, alice)
    game.add_mana(alice, "{1}")
    game.activate(creature, 0)
    game.pass_priority()
    game.add_mana(bob, "{1}")
    game.cast(game.add_card("Steal Test", bob, "hand"), target=creature)
    game.resolve_stack()
    return game


def test_sacrifice_this_of_a_permanent_another_player_gained_does_nothing(
    new_game: NewGame,
) -> None:
    """701.21a: Bob controls the Martyr as its ability resolves: Alice can't sacrifice
    it; she still gains 3 life."""
    game = stolen_in_response(new_game, "Martyr Test")
    alice, bob = game.players
    [martyr] = game.permanents("Martyr Test")
    assert martyr.zone is Zone.BATTLEFIELD and martyr.controller is bob
    assert alice.life == 23


def test_a_sacrifice_she_may_pay_cant_be_paid_with_what_she_lost(new_game: NewGame) -> None:
    """701.21a, 118.12: "You may sacrifice this creature. If you do, you gain 3 life.":
    Bob controls it now, so Alice can't pay: no sacrifice, no life."""
    game = stolen_in_response(new_game, "Offer Test")
    alice, bob = game.players
    [offer] = game.permanents("Offer Test")
    assert offer.zone is Zone.BATTLEFIELD and offer.controller is bob
    assert alice.life == 20


def test_its_controller_sacrifices_it_whoever_that_is(new_game: NewGame) -> None:
    """701.21a: "Target creature ... Its controller sacrifices it at the beginning of the
    next end step": Bob, who gained control of it since, sacrifices it."""
    sword = load_card_text(
        'name = "Bright Sword"\nmana_cost = "{6}"\ntypes = ["Artifact"]\n'
        'oracle = "{3}, {T}: Target creature you control gets +3/+3 until end of turn. Its '
        'controller sacrifices it at the beginning of the next end step."\n'
        '[[abilities]]\ncost = "{3}, {T}"\ntargets = ["target creature you control"]\n'
        'effects = [{ gets = "+3/+3", on = "target" }, '
        '{ sacrifice = "target", at = "the beginning of the next end step" }]\n'
    )
    game = new_game(cards=[sword, STEAL])
    bears = stolen_before_the_end_step(game, "Bright Sword", "{3}")
    alice = game.players[0]
    assert bears.zone is None and [c.name for c in alice.graveyard] == ["Grizzly Bears"]


def stolen_before_the_end_step(game: Game, card: str, mana: str) -> GameObject:
    """Alice activates her ``card``'s ability (paying ``mana``) on her Bears, which say
    they are sacrificed at the beginning of the next end step; Bob steals them; the end
    step comes: the Bears."""
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, mana)
    game.activate(game.add_card(card, alice), 0, target=bears)
    game.resolve_stack()
    game.add_mana(bob, "{1}")
    game.pass_priority()
    game.cast(game.add_card("Steal Test", bob, "hand"), target=bears)
    game.resolve_stack()
    assert bears.controller is bob
    game.advance_to(Step.END)
    game.resolve_stack()
    return bears


def boost(player: str) -> CardDefinition:
    said = f', player = "{player}"' if player else ""
    return load_card_text(
        'name = "Hasty Boost"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
        'oracle = "{1}: Target creature you control gains haste until end of turn. Sacrifice '
        'it at the beginning of the next end step."\n'
        '[[abilities]]\ncost = "{1}"\ntargets = ["target creature you control"]\n'
        'effects = [{ gains = "haste", on = "target" }, '
        f'{{ sacrifice = "target"{said}, at = "the beginning of the next end step" }}]\n'
    )


def test_sacrifice_it_is_the_abilitys_controllers_to_do(new_game: NewGame) -> None:
    """701.21a, 603.7d: "Sacrifice it at the beginning of the next end step"
    (``player = "you"``): the delayed ability is Alice's, and she can't sacrifice the
    Bears Bob gained control of since: they stay."""
    game = new_game(cards=[boost("you"), STEAL])
    bears = stolen_before_the_end_step(game, "Hasty Boost", "{1}")
    assert bears.zone is Zone.BATTLEFIELD and bears.controller is game.players[1]


def test_sacrifice_it_of_a_permanent_still_hers(new_game: NewGame) -> None:
    """701.21a: with no one taking the Bears, "Sacrifice it" sacrifices them."""
    game = new_game(cards=[boost("you")])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{1}")
    game.activate(game.add_card("Hasty Boost", alice), 0, target=bears)
    game.advance_to(Step.END)
    game.resolve_stack()
    assert bears.zone is None and [c.name for c in alice.graveyard] == ["Grizzly Bears"]


def test_a_target_sacrificed_by_another_player_is_refused() -> None:
    """701.21a: a target permanent is sacrificed by its controller or by the ability's
    (``player = "you"``); any other player is an error naming the key."""
    with pytest.raises(CardFileError, match=r"player.*expected 'you'.*701\.21a"):
        boost("each opponent")
