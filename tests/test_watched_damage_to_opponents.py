"""Abilities watching another creature deal damage to an opponent (``of`` with
``"damage to an opponent"`` or ``"combat damage to an opponent"``): an opponent of the
watching ability's controller (102.2), whoever controls the creature."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

NOSY = load_card_text(
    """name = "Nosy Charm"
mana_cost = "{U}"
types = ["Enchantment"]
subtypes = ["Aura"]
enchant = "creature"
oracle = "Enchant creature\\nWhenever enchanted creature deals damage to an opponent, you \
may draw a card."
[[triggers]]
when = "damage to an opponent"
of = "enchanted creature"
effects = [{ draw = 1 }]
optional = true
"""
)


def test_enchanted_creature_damaging_an_opponent(new_game: NewGame) -> None:
    """Alice's Aura on her Bears: their combat damage to Bob, her opponent, draws her a
    card."""
    game = new_game(cards=[NOSY], choices={"yes or no": ["yes"]})
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.add_card("Nosy Charm", alice, attached_to=bears)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    hand = len(alice.hand)
    game.declare_attackers([bears])
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 18 and len(alice.hand) == hand + 1


def test_no_card_for_damage_to_the_auras_controller(new_game: NewGame) -> None:
    """Alice's Aura on Bob's Bears: their damage to Alice, not her opponent, draws
    nothing; the Aura's controller decides who "an opponent" is (102.2)."""
    game = new_game(cards=[NOSY], choices={"yes or no": ["yes"]})
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Nosy Charm", alice, attached_to=bears)
    game.begin_at(bob, Step.DECLARE_ATTACKERS)
    hand = len(alice.hand)
    game.declare_attackers([bears])
    game.advance_to(Step.END_OF_COMBAT)
    assert alice.life == 18 and len(alice.hand) == hand
