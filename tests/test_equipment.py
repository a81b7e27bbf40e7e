"""Equipment (301.5, 702.6): equip as data (``equip = "{1}"``), attaching to a creature
its controller controls as a sorcery (701.3), "equipped creature" static abilities, and
becoming unattached when the creature leaves or gains protection from it, or when the
Equipment becomes a creature (704.5n, 702.16d, 301.5c)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    Attached,
    CardFileError,
    CardhostError,
    Game,
    GameObject,
    IllegalActionError,
    Step,
    load_card_text,
)
from cardhost.loading.paragraphs import unclaimed, unspoken

NewGame = Callable[..., Game]

BLADE = load_card_text(
    'name = "Test Blade"\nmana_cost = "{1}"\ntypes = ["Artifact"]\nsubtypes = ["Equipment"]\n'
    'oracle = """Equipped creature gets +2/+0 and has first strike.\n'
    'Equip {1} ({1}: Attach to target creature you control. Equip only as a sorcery.)"""\n'
    'equip = "{1}"\n'
    '[[statics]]\naffects = "equipped creature"\npt = "+2/+0"\nkeywords = ["first strike"]\n'
)


def in_main(new_game: NewGame) -> Game:
    game = new_game(cards=[BLADE])
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_equip_attaches_and_equipped_creature_gets_the_bonus(new_game: NewGame) -> None:
    """702.6a, 701.3a: equip moves the Equipment to the target creature Alice controls;
    equipped, it gets +2/+0 and first strike; moved again, the first creature loses them
    (613.7e: a new timestamp); attaching where it is does nothing (701.3b)."""
    game = in_main(new_game)
    alice = game.players[0]
    blade = game.add_card("Test Blade", alice)
    bears = game.add_card("Grizzly Bears", alice)
    elves = game.add_card("Llanowar Elves", alice)
    assert not unclaimed(BLADE) and not unspoken(BLADE)
    game.add_mana(alice, "{1}")
    game.activate(blade, 0, target=bears)
    game.resolve_stack()
    assert blade.attached_to is bears and (bears.power, bears.toughness) == (4, 2)
    assert bears.has_keyword("first strike")
    attached = [e.event for e in game.log if isinstance(e.event, Attached)]
    assert [(a.permanent, a.to) for a in attached] == [(blade, bears)]
    game.add_mana(alice, "{1}")
    game.activate(blade, 0, target=elves)
    game.resolve_stack()
    assert blade.attached_to is elves and elves.power == 3
    assert (bears.power, bears.has_keyword("first strike")) == (2, False)


def test_equip_is_a_sorcery_and_targets_your_creature(new_game: NewGame) -> None:
    """702.6a: only as a sorcery (the stack empty, 602.5d), and only a creature its
    controller controls (115.1); each refusal names the rule and changes nothing."""
    game = in_main(new_game)
    alice, bob = game.players
    blade = game.add_card("Test Blade", alice)
    theirs = game.add_card("Grizzly Bears", bob)
    game.add_mana(alice, "{1}")
    with pytest.raises(IllegalActionError, match="115"):
        game.activate(blade, 0, target=theirs)
    game.add_mana(alice, "{R}")
    bears = game.add_card("Grizzly Bears", alice)
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    with pytest.raises(IllegalActionError, match=r"602\.5d"):
        game.activate(blade, 0, target=bears)
    assert blade.attached_to is None


def equipping(new_game: NewGame) -> tuple[Game, GameObject, GameObject]:
    """Alice's Test Blade's equip ability on the stack, targeting her Grizzly Bears: the
    game, the Blade and the Bears."""
    game = in_main(new_game)
    alice = game.players[0]
    blade = game.add_card("Test Blade", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{1}")
    game.activate(blade, 0, target=bears)
    return game, blade, bears


def test_an_equipment_becomes_unattached_when_its_creature_leaves(new_game: NewGame) -> None:
    """704.5n: the creature destroyed, the Equipment stays on the battlefield,
    unattached."""
    game, blade, bears = equipping(new_game)
    game.resolve_stack()
    game.destroy(bears)
    assert blade in game.battlefield and blade.attached_to is None
    [unattached] = [
        e.event for e in game.log if isinstance(e.event, Attached) and e.event.to is None
    ]
    assert unattached.was is bears


def test_an_equip_ability_whose_equipment_left_does_nothing(new_game: NewGame) -> None:
    """113.7a, 608.2h, 400.7: Alice equips her Bears; the Blade is destroyed with the
    ability on the stack: it resolves and does nothing, and the game goes on."""
    game, blade, bears = equipping(new_game)
    game.destroy(blade)
    game.resolve_stack()
    assert game.stack == () and bears.power == 2
    assert not [e for e in game.log if isinstance(e.event, Attached)]


def test_only_an_equipment_equips() -> None:
    """301.5: equip on a card that isn't an Equipment is refused, naming the key."""
    with pytest.raises(CardFileError, match="equip"):
        load_card_text(
            'name = "Bad Blade"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
            'oracle = "Equip {1}"\nequip = "{1}"\n'
        )


def test_a_creature_with_protection_from_artifacts_sheds_its_equipment(new_game: NewGame) -> None:
    """702.16d, 704.5n: an equipped creature that gains protection from artifacts can't
    be equipped by the artifact Equipment: it becomes unattached as a state-based
    action and stays on the battlefield; attached again, it doesn't move (701.3b), and
    a position can't be set up with it attached there."""
    game = in_main(new_game)
    alice = game.players[0]
    blade = game.add_card("Test Blade", alice)
    bears = game.add_card("Grizzly Bears", alice)
    assert game.attach(blade, bears) and bears.power == 4
    game.grant_keyword(bears, "protection from artifacts")
    game.settle()
    assert blade.attached_to is None and blade in game.battlefield and bears.power == 2
    [unattached] = [
        e.event for e in game.log if isinstance(e.event, Attached) and e.event.to is None
    ]
    assert unattached.was is bears
    assert not game.attach(blade, bears) and blade.attached_to is None
    with pytest.raises(CardhostError, match=r"702\.16d"):
        game.add_card("Test Blade", alice, attached_to=bears)


def test_an_equipment_that_becomes_a_creature_becomes_unattached(new_game: NewGame) -> None:
    """301.5c, 704.5n: an Equipment that is also a creature can't equip a creature: made
    an artifact creature while attached, it becomes unattached and stays on the
    battlefield."""
    animation = load_card_text(
        'name = "Animating Field"\nmana_cost = "{3}"\ntypes = ["Enchantment"]\n'
        'oracle = "Each artifact is an artifact creature with base power and toughness '
        '2/2."\n[[statics]]\naffects = "artifacts"\nadd_types = ["Creature"]\n'
        'base_pt = "2/2"\n'
    )
    game = new_game(cards=[BLADE, animation])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    blade = game.add_card("Test Blade", alice)
    bears = game.add_card("Grizzly Bears", alice)
    assert game.attach(blade, bears)
    game.add_card("Animating Field", alice)
    game.settle()
    assert blade.is_creature and blade.attached_to is None and blade in game.battlefield
    assert bears.power == 2
