"""Equipment (301.5, 702.6): equip as data (``equip = "{1}"``), attaching to a creature
its controller controls as a sorcery (701.3), "equipped creature" static abilities, and
becoming unattached when the creature leaves or stops being a creature (704.5n)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    Attached,
    CardFileError,
    Game,
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


def test_an_equipment_becomes_unattached_when_its_creature_leaves(new_game: NewGame) -> None:
    """704.5n: the creature destroyed, the Equipment stays on the battlefield,
    unattached."""
    game = in_main(new_game)
    alice = game.players[0]
    blade = game.add_card("Test Blade", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{1}")
    game.activate(blade, 0, target=bears)
    game.resolve_stack()
    game.destroy(bears)
    assert blade in game.battlefield and blade.attached_to is None
    [unattached] = [
        e.event for e in game.log if isinstance(e.event, Attached) and e.event.to is None
    ]
    assert unattached.was is bears


def test_only_an_equipment_equips() -> None:
    """301.5: equip on a card that isn't an Equipment is refused, naming the key."""
    with pytest.raises(CardFileError, match="equip"):
        load_card_text(
            'name = "Bad Blade"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
            'oracle = "Equip {1}"\nequip = "{1}"\n'
        )
