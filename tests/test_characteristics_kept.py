"""A permanent's characteristics kept while neither it nor what its effects read changed
(613): each case changes something other than the permanent itself (an effect's source,
a try undone, a restored game; the effects in force: test_layers' Giant Growth) and asks
the permanent again, its characteristics asked once before so a kept answer would show."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardhostError, CardType, Game, Step, load_card_text
from cardhost.simulation import trial

NewGame = Callable[..., Game]

BEARS = "Grizzly Bears"  # a green 2/2 (tests/cards)

BLADE = load_card_text(
    'name = "Boost Blade"\nmana_cost = "{1}"\ntypes = ["Artifact"]\nsubtypes = ["Equipment"]\n'
    'equip = "{1}"\noracle = "Equipped creature gets +2/+2.\\nEquip {1}"\n'
    '[[statics]]\naffects = "equipped creature"\npt = "+2/+2"\n'
)


def _equipped(new_game: NewGame) -> tuple[Game, object, object, object]:
    game = new_game(cards=[BLADE])
    alice = game.players[0]
    bears = game.add_card(BEARS, alice)
    elves = game.add_card("Llanowar Elves", alice)
    game.add_card("Urborg, Tomb of Yawgmoth", alice)  # an effect in force on every land
    blade = game.add_card("Boost Blade", alice, attached_to=bears)
    game.begin_at(alice, Step.MAIN1)
    return game, bears, elves, blade


def test_moving_the_equipment_changes_the_creature_it_left(new_game: NewGame) -> None:
    """301.5c, 701.3: equipping the Elves moves the Blade, not the Bears; the Bears lose
    the bonus all the same (the effect's source changed)."""
    game, bears, elves, blade = _equipped(new_game)
    assert (bears.power, bears.toughness) == (4, 4)
    assert (elves.power, elves.toughness) == (1, 1)
    game.add_mana(game.players[0], "{1}")
    game.activate(blade, targets=[elves])
    game.resolve_stack()
    assert (bears.power, bears.toughness) == (2, 2)
    assert (elves.power, elves.toughness) == (3, 3)


def test_a_try_undone_leaves_the_characteristics_it_found(new_game: NewGame) -> None:
    """A trial's changes undone (732): what was found inside it (the Blade on the Elves,
    a counter on the Bears) is not what the permanents are after."""
    game, bears, elves, blade = _equipped(new_game)
    assert (bears.power, elves.power) == (4, 1)
    with trial():
        game.add_mana(game.players[0], "{1}")
        game.activate(blade, targets=[elves])
        game.resolve_stack()
        game.add_counters(bears, "+1/+1", 1)
        assert (bears.power, elves.power) == (3, 3)
    assert (bears.power, bears.toughness) == (4, 4)
    assert (elves.power, elves.toughness) == (1, 1)


def test_a_restored_game_finds_its_permanents_anew(new_game: NewGame) -> None:
    """A game restored from its save (objects not written since) and then changed: the
    equipped creature's bonus follows the Blade in the restored game as in the first."""
    game, bears, elves, _ = _equipped(new_game)
    assert bears.power == 4
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    bears2, elves2 = restored.permanents(BEARS)[0], restored.permanents("Llanowar Elves")[0]
    blade2 = restored.permanents("Boost Blade")[0]
    assert (bears2.power, elves2.power) == (4, 1)
    restored.add_mana(restored.players[0], "{1}")
    restored.activate(blade2, targets=[elves2])
    restored.resolve_stack()
    assert (bears2.power, elves2.power) == (2, 3)
    assert (bears.power, elves.power) == (4, 1)  # the first game's, as they were


def test_a_number_given_again_is_a_new_object_to_the_layers(new_game: NewGame) -> None:
    """400.7, 303.4a: an Aura placed with nothing to enchant is refused and undone, its
    number given again to the next card: that card is an artifact, not the Aura whose
    characteristics were found under the number."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Glorious Anthem", alice)  # an effect in force: the layers run
    with pytest.raises(CardhostError, match=r"303\.4a"):
        game.add_card("Pacifism", alice)
    ring = game.add_card("Sol Ring", alice)
    assert ring.types == (CardType.ARTIFACT,) and ring.subtypes == ()
