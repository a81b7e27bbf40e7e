"""Static abilities that prevent damage (615, 604.1), as data: a ``[[statics]]`` entry
with ``prevent`` and ``to`` and/or ``by``, as a ``prevent_all`` instruction says them.
Each applies while its permanent is on the battlefield (and its condition holds), to
damage as it would be dealt, and is never used up; a bad entry names its key."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardDefinition,
    CardFileError,
    DamagePrevented,
    Game,
    GameObject,
    Player,
    Step,
    load_card_text,
)
from cardhost.loading.paragraphs import unclaimed, unspoken

NewGame = Callable[..., Game]

LANCER = load_card_text(
    """name = "Dawn Lancer"
mana_cost = "{2}{W}"
types = ["Creature"]
subtypes = ["Human", "Knight"]
power = 1
toughness = 2
oracle = "Prevent all damage that would be dealt to Dawn Lancer by creatures."
[[statics]]
prevent = "damage"
to = "this"
by = "creatures"
"""
)
MUZZLE = load_card_text(
    """name = "Iron Muzzle"
mana_cost = "{1}{W}"
types = ["Enchantment"]
subtypes = ["Aura"]
enchant = "creature"
oracle = "Enchant creature\\nPrevent all damage that would be dealt by enchanted creature."
[[statics]]
prevent = "damage"
by = "enchanted creature"
"""
)
GATE = load_card_text(
    """name = "Stone Gate"
mana_cost = "{2}{W}"
types = ["Artifact"]
oracle = "Prevent all combat damage that would be dealt to creatures you control."
[[statics]]
prevent = "combat damage"
to = "creatures you control"
"""
)
SHELTER = load_card_text(
    """name = "Forest Shelter"
mana_cost = "{G}"
types = ["Enchantment"]
oracle = "As long as you control a Forest, prevent all damage that would be dealt to you."
[[statics]]
prevent = "damage"
to = "you"
as_long_as = { count = "the number of Forests you control", at_least = 1 }
"""
)
CARDS: list[CardDefinition] = [LANCER, MUZZLE, GATE, SHELTER]


def bolt(game: Game, player: Player, target: GameObject | Player) -> None:
    game.add_mana(player, "{R}")
    game.cast(game.add_card("Lightning Bolt", player, "hand"), target=target)
    game.resolve_stack()


def test_damage_to_it_by_creatures(new_game: NewGame) -> None:
    """615: the Bears' combat damage to Dawn Lancer is prevented, each time (never used
    up), and named as Dawn Lancer's; a Lightning Bolt, not a creature, still kills it."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    lancer = game.add_card("Dawn Lancer", alice)
    bears = game.add_card("Grizzly Bears", bob)
    for _ in range(2):
        game.advance_to(Step.DECLARE_ATTACKERS, bob)
        game.declare_attackers([bears])
        game.advance_to(Step.DECLARE_BLOCKERS)
        game.declare_blockers({lancer: bears})
        game.advance_to(Step.END_OF_COMBAT)
        assert lancer.damage == 0 and bears.damage == 1
    prevented = game.log.events(DamagePrevented)
    assert [(e.amount, e.by.name) for e in prevented] == [(2, "Dawn Lancer")] * 2
    game.advance_to(Step.MAIN1, alice)
    bolt(game, alice, lancer)
    assert "Dawn Lancer" in [card.name for card in alice.graveyard]


def test_damage_by_the_enchanted_creature(new_game: NewGame) -> None:
    """303.4: the creature Iron Muzzle enchants deals no damage; moved off, it does."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.add_card("Iron Muzzle", bob, attached_to=bears)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 20


def test_combat_damage_to_a_group(new_game: NewGame) -> None:
    """Stone Gate prevents combat damage to Alice's creatures, not a Bolt's damage, nor
    damage to Bob's."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Stone Gate", alice)
    wall = game.add_card("Wall of Stone", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(bob, Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({wall: bears})
    game.advance_to(Step.END_OF_COMBAT)
    assert wall.damage == 0 and bears.damage == 0  # Wall of Stone has power 0
    game.advance_to(Step.MAIN1, alice)
    bolt(game, alice, wall)
    assert wall.damage == 3


@pytest.mark.parametrize("forests", [0, 1])
def test_a_condition(new_game: NewGame, forests: int) -> None:
    """611.3b: Forest Shelter prevents damage to Alice only while she controls a
    Forest."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Forest Shelter", alice)
    for _ in range(forests):
        game.add_card("Forest", alice)
    game.begin_at(bob, Step.MAIN1)
    bolt(game, bob, alice)
    assert alice.life == 20 - (0 if forests else 3)


@pytest.mark.parametrize(
    ("entry", "key", "problem"),
    [
        ('prevent = "damage"\nto = "this"\naffects = "this"', "statics[0].affects", "not with"),
        ('prevent = "harm"\nto = "this"', "statics[0].prevent", "'harm'"),
        ('prevent = "damage"', "statics[0]", "say to or by whom"),
        ('prevent = "damage"\nto = "dragons you fear"', "statics[0].to", "or one of"),
        ('prevent = "damage"\nby = "you"', "statics[0].by", "or one of"),
    ],
)
def test_a_bad_prevention_names_its_key(entry: str, key: str, problem: str) -> None:
    with pytest.raises(CardFileError) as refused:
        load_card_text(
            'name = "Bad Ward"\nmana_cost = "{W}"\ntypes = ["Enchantment"]\n'
            f'oracle = "Prevent all damage."\n[[statics]]\n{entry}\n'
        )
    message = str(refused.value)
    assert key in message and problem in message, message


@pytest.mark.parametrize("card", CARDS, ids=lambda c: c.name)
def test_each_paragraph_is_claimed(card: CardDefinition) -> None:
    """The Oracle-paragraph accounting: the prevention static claims its paragraph."""
    assert unclaimed(card) == [] and unspoken(card) == []


FOG_WALL = load_card_text(
    """name = "Mist Wall"
mana_cost = "{1}{U}"
types = ["Creature"]
subtypes = ["Wall"]
power = 2
toughness = 2
oracle = "Defender\\nPrevent all combat damage that would be dealt to and dealt by Mist Wall."
keywords = ["defender"]
[[statics]]
prevent = "combat damage"
to_and_by = "this"
"""
)


def test_to_and_by_itself(new_game: NewGame) -> None:
    """One static ability, two prevention effects: Mist Wall blocks the Bears and
    neither deals the other combat damage; a Bolt still hurts it."""
    game = new_game(cards=[FOG_WALL])
    alice, bob = game.players
    wall = game.add_card("Mist Wall", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(bob, Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({wall: bears})
    game.advance_to(Step.END_OF_COMBAT)
    assert wall.damage == 0 and bears.damage == 0
    assert unclaimed(FOG_WALL) == [] and unspoken(FOG_WALL) == []
    game.advance_to(Step.MAIN1, alice)
    bolt(game, alice, wall)
    assert wall.zone is None


def test_to_and_by_is_alone() -> None:
    with pytest.raises(CardFileError, match=r"statics\[0\]\.to_and_by: not with to or by"):
        load_card_text(
            'name = "Bad Ward"\nmana_cost = "{W}"\ntypes = ["Enchantment"]\n'
            'oracle = "Prevent all damage."\n[[statics]]\nprevent = "damage"\n'
            'to_and_by = "this"\nby = "creatures"\n'
        )


VAPOR_SHROUD = load_card_text(
    """name = "Vapor Shroud"
mana_cost = "{2}{U}"
types = ["Enchantment"]
subtypes = ["Aura"]
enchant = "creature"
oracle = "Enchant creature\\nPrevent all combat damage that would be dealt to and dealt by \
enchanted creature."
[[statics]]
prevent = "combat damage"
to_and_by = "enchanted creature"
"""
)
TRUCE_BANNER = load_card_text(
    """name = "Truce Banner"
mana_cost = "{3}{U}"
types = ["Enchantment"]
oracle = "Prevent all combat damage that would be dealt to and dealt by creatures you control."
[[statics]]
prevent = "combat damage"
to_and_by = "creatures you control"
"""
)


def test_to_and_by_the_enchanted_creature(new_game: NewGame) -> None:
    """615, 303.4: the enchanted Bears block Test Giant; neither deals the other combat
    damage, and both effects are Vapor Shroud's; a Bolt still hurts the Bears."""
    game = new_game(cards=[VAPOR_SHROUD])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.add_card("Vapor Shroud", alice, attached_to=bears)
    giant = game.add_card("Test Giant", bob)
    game.begin_at(bob, Step.DECLARE_ATTACKERS)
    game.declare_attackers([giant])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({bears: giant})
    game.advance_to(Step.END_OF_COMBAT)
    assert bears.damage == 0 and giant.damage == 0
    prevented = game.log.events(DamagePrevented)
    assert sorted(e.amount for e in prevented) == [2, 3]
    assert {e.by.name for e in prevented} == {"Vapor Shroud"}
    assert unclaimed(VAPOR_SHROUD) == [] and unspoken(VAPOR_SHROUD) == []
    game.advance_to(Step.MAIN1, bob)
    bolt(game, bob, bears)
    assert bears.zone is None


def test_to_and_by_a_group(new_game: NewGame) -> None:
    """Truce Banner: Alice's creatures neither deal nor are dealt combat damage; Bob's
    unblocked attacker still hurts Alice, a player, not a creature she controls."""
    game = new_game(cards=[TRUCE_BANNER])
    alice, bob = game.players
    game.add_card("Truce Banner", alice)
    bears = game.add_card("Grizzly Bears", alice)
    giant, golem = game.add_card("Test Giant", bob), game.add_card("Generic Golem", bob)
    game.begin_at(bob, Step.DECLARE_ATTACKERS)
    game.declare_attackers([giant, golem])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({bears: giant})
    game.advance_to(Step.END_OF_COMBAT)
    assert bears.damage == 0 and giant.damage == 0 and alice.life == 17
