"""Damage dealt by another object than the source (120.3) as data: ``by`` of a
``damage`` instruction, a target creature or the creature a trigger event named, and
``x = "its power"``, the power of what deals it (608.2h): "Target creature you control
deals damage equal to its power to target creature you don't control." The creature is
the source of the damage; an illegal target deals none (608.2b)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, GameObject, Step, load_card_text

NewGame = Callable[..., Game]

BITE = load_card_text(
    'name = "Bite Test"\nmana_cost = "{1}{G}"\ntypes = ["Sorcery"]\n'
    'oracle = "Target creature you control deals damage equal to its power to target '
    "creature you don't control.\"\n"
    '[spell]\ntargets = ["target creature you control", "target creature you don\'t control"]\n'
    '[[spell.effects]]\ndamage = "X"\nx = "its power"\nby = "target creature you control"\n'
    'to = "target creature you don\'t control"\n'
)
INNER = load_card_text(
    'name = "Inner Test"\nmana_cost = "{R}{W}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature deals damage to itself equal to its power."\n'
    '[spell]\ntargets = ["target creature"]\n'
    'effects = [{ damage = "X", x = "its power", by = "target" }]\n'
)
YETI = load_card_text(
    'name = "Duel Yeti"\nmana_cost = "{2}{R}{R}"\ntypes = ["Creature"]\nsubtypes = ["Yeti"]\n'
    "power = 4\ntoughness = 4\n"
    'oracle = "{T}: Duel Yeti deals damage equal to its power to target creature. That '
    'creature deals damage equal to its power to Duel Yeti."\n'
    '[[abilities]]\ncost = "{T}"\ntargets = ["target creature"]\n'
    'effects = [{ damage = "X", x = "its power" }, '
    '{ damage = "X", x = "its power", by = "target", to = "this" }]\n'
)
SURGE = load_card_text(
    'name = "Surge Test"\nmana_cost = "{5}{R}"\ntypes = ["Enchantment"]\n'
    'oracle = "Whenever a creature enters under your control, it deals damage equal to its '
    'power to any target."\n'
    '[[triggers]]\nwhen = "enters"\nof = "a creature you control"\ntargets = ["any target"]\n'
    'effects = [{ damage = "X", x = "its power", by = "that creature" }]\n'
)
CARDS = [BITE, INNER, YETI, SURGE]


def in_main(new_game: NewGame) -> Game:
    game = new_game(cards=CARDS)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def bite(game: Game, mine: GameObject, theirs: GameObject) -> None:
    alice = game.players[0]
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Bite Test", alice, "hand"), targets=[mine, theirs])
    game.resolve_stack()


def test_the_target_creature_deals_damage_equal_to_its_power(new_game: NewGame) -> None:
    """120.3: Alice's Duel Yeti (4 power) deals 4 to Bob's Bears, which deal none back;
    the Yeti is the source, not the sorcery."""
    game = in_main(new_game)
    alice, bob = game.players
    yeti = game.add_card("Duel Yeti", alice)
    bears = game.add_card("Grizzly Bears", bob)
    bite(game, yeti, bears)
    assert bears.zone is None and yeti.damage == 0
    [dead] = bob.graveyard
    assert dead.name == "Grizzly Bears"


def test_an_illegal_biter_deals_no_damage(new_game: NewGame) -> None:
    """608.2b: Alice's creature gone before the spell resolves is an illegal target; it
    deals no damage, and Bob's Bears are unharmed."""
    game = in_main(new_game)
    alice, bob = game.players
    yeti = game.add_card("Duel Yeti", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Bite Test", alice, "hand"), targets=[yeti, bears])
    game.destroy(yeti)
    game.resolve_stack()
    assert bears.zone is not None and bears.damage == 0


def test_a_creature_deals_damage_to_itself(new_game: NewGame) -> None:
    """120.3: "Target creature deals damage to itself equal to its power": the Yeti
    deals itself 4 and dies (704.5g)."""
    game = in_main(new_game)
    alice, bob = game.players
    yeti = game.add_card("Duel Yeti", bob)
    game.add_mana(alice, "{R}{W}")
    game.cast(game.add_card("Inner Test", alice, "hand"), target=yeti)
    game.resolve_stack()
    assert yeti.zone is None


def test_each_deals_damage_in_turn(new_game: NewGame) -> None:
    """608.2c: the Yeti deals 4 to Bob's 3/3, then that creature deals 3 to the Yeti;
    both are dealt damage before state-based actions (704.3)."""
    game = in_main(new_game)
    alice, bob = game.players
    yeti = game.add_card("Duel Yeti", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.add_counters(bears, "+1/+1", 1)
    game.advance_to(Step.MAIN1)
    game.activate(yeti, 0, target=bears)
    game.resolve_stack()
    assert bears.zone is None and yeti.damage == 3


def test_the_creature_a_trigger_saw_deals_it(new_game: NewGame) -> None:
    """603.2: the creature entering deals damage equal to its power to Bob (120.3)."""
    game = new_game(cards=CARDS, choices={"target": ["Bob"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Surge Test", alice)
    game.put_onto_battlefield(game.add_card("Duel Yeti", alice, "hand"))
    game.resolve_stack()
    assert bob.life == 16


@pytest.mark.parametrize(
    ("effect", "targets", "problem"),
    [
        ('{ damage = 2, by = "target" }', '["target player"]', "by is a target creature"),
        ('{ damage = 2, by = "the moon" }', '["target creature"]', "expected 'this'"),
        ('{ draw = "X", x = "its power" }', "[]", "a damage's x only"),
        ('{ damage = "X", x = "its power" }', '["any target"]', "say by"),
        ('{ damage = 2, by = "that creature" }', '["any target"]', "a trigger event names"),
    ],
)
def test_a_bad_dealer_names_its_key(effect: str, targets: str, problem: str) -> None:
    with pytest.raises(CardFileError, match=problem):
        load_card_text(
            f'name = "Bad Bite"\nmana_cost = "{{G}}"\ntypes = ["Sorcery"]\n'
            f'oracle = "Bad."\n[spell]\ntargets = {targets}\neffects = [{effect}]\n'
        )
