"""Effects that prohibit activating a permanent's activated abilities (602.5), mana
abilities too (605.3): ``cant = ["activate abilities"]`` on an Aura ("Enchanted creature
can't attack or block, and its activated abilities can't be activated.") and detain
(701.35a), written as two ``cant`` instructions lasting "until your next turn". Each
card is data."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import Game, IllegalActionError, ManaActivation, Step, load_card_text

NewGame = Callable[..., Game]

CUFFS = load_card_text(
    """name = "Iron Cuffs"
mana_cost = "{2}{W}"
types = ["Enchantment"]
subtypes = ["Aura"]
enchant = "creature"
oracle = '''Enchant creature
Enchanted creature can't attack or block, and its activated abilities can't be activated.'''
[[statics]]
affects = "enchanted creature"
cant = ["attack or block", "activate abilities"]
"""
)
WARDEN = load_card_text(
    """name = "Gate Warden"
mana_cost = "{1}{W}"
types = ["Creature"]
power = 2
toughness = 2
oracle = '''When Gate Warden enters, detain target creature an opponent controls. (Until \
your next turn, that creature can't attack or block and its activated abilities can't be \
activated.)'''
[[triggers]]
when = "enters"
targets = ["target creature an opponent controls"]
effects = [
    { cant = "attack or block", on = "target", duration = "until your next turn" },
    { cant = "activate abilities", on = "target", duration = "until your next turn" },
]
"""
)
CARDS = [CUFFS, WARDEN]


def test_an_aura_stops_abilities_and_mana_abilities(new_game: NewGame) -> None:
    """602.5, 605.3: neither its ability nor its mana ability, and no legal action names
    them; its controller's other permanents are untouched."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    pyromancer = game.add_card("Prodigal Pyromancer", bob)
    elves = game.add_card("Llanowar Elves", bob)
    game.begin_at(bob, Step.MAIN1)
    named = {getattr(a, "permanent", None) for a in game.legal_actions(bob)}
    assert {pyromancer.id, elves.id} <= named
    game.add_card("Iron Cuffs", alice, attached_to=pyromancer)
    game.add_card("Iron Cuffs", alice, attached_to=elves)
    with pytest.raises(IllegalActionError, match=re.escape("rule 602.5: ") + ".*Iron Cuffs"):
        game.activate(pyromancer, 0, target=alice)
    with pytest.raises(IllegalActionError, match=r"rule 602\.5"):
        game.activate_mana_ability(elves)
    named = {getattr(a, "permanent", None) for a in game.legal_actions(bob)}
    assert not {pyromancer.id, elves.id} & named
    assert not elves.tapped and alice.life == 20


def test_a_mana_ability_comes_back_as_the_aura_leaves(new_game: NewGame) -> None:
    """602.5, 605.3: Llanowar Elves enchanted by Iron Cuffs, its mana ability isn't
    offered; the Cuffs destroyed (the Elves themselves unchanged), it is again, as it
    is in a copy of the game."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", bob)
    cuffs = game.add_card("Iron Cuffs", alice, attached_to=elves)
    game.begin_at(bob, Step.MAIN1)
    tap = ManaActivation(elves.id, 0, "Llanowar Elves", "{T}: Add {G}.")
    assert tap not in game.legal_actions(bob)
    game.destroy(cuffs)
    assert tap in game.legal_actions(bob) and tap in game.copy().legal_actions("Bob")
    game.activate_mana_ability(elves)
    assert elves.tapped and bob.mana_pool.total == 1


def test_detain_lasts_until_your_next_turn(new_game: NewGame) -> None:
    """701.35a: through Bob's turn it can't attack nor use its ability; from Alice's next
    turn on it can."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    pyromancer = game.add_card("Prodigal Pyromancer", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}")
    game.cast(game.add_card("Gate Warden", alice, "hand"))
    game.resolve_stack()
    game.advance_to(Step.MAIN1, bob)
    with pytest.raises(IllegalActionError, match=r"rule 602\.5"):
        game.activate(pyromancer, 0, target=alice)
    game.advance_to(Step.DECLARE_ATTACKERS, bob)
    assert pyromancer not in game.attack_options()
    game.advance_to(Step.UPKEEP, alice)
    game.pass_priority()  # Alice passes: Bob may act in her upkeep
    game.activate(pyromancer, 0, target=alice)
    game.resolve_stack()
    assert alice.life == 19
