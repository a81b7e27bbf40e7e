"""Exchanging control of two permanents (701.12): each player gains control of the one
the other controlled, both at once, for the rest of the game (701.12b); if the whole
exchange can't be made, none of it is (701.12a). Data cards say it with
``exchange_control``; Forge's ``ExchangeControl`` imports as it."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import (
    CardFileError,
    ControlChanged,
    Game,
    GameObject,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]

SWITCH = load_card_text(
    'name = "Switch Test"\nmana_cost = "{4}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "Exchange control of two target creatures."\n[spell]\n'
    'targets = ["two target creatures"]\neffects = [{ exchange_control = "target" }]\n'
)
INFILTRATOR = load_card_text(
    'name = "Infiltrator Test"\nmana_cost = "{2}{B}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "{2}{U}{U}: Exchange control of this creature and target '
    'creature."\n[[abilities]]\ncost = "{2}{U}{U}"\ntargets = ["target creature"]\n'
    'effects = [{ exchange_control = "this", with = "target" }]\n'
)
TRICKERY = load_card_text(
    'name = "Trickery Test"\nmana_cost = "{2}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "Exchange control of target land you control and target land an opponent '
    'controls."\n[spell]\n'
    'targets = ["target land you control", "target land an opponent controls"]\n'
    'effects = [{ exchange_control = "target land you control", '
    'with = "target land an opponent controls" }]\n'
)
CARDS = [SWITCH, INFILTRATOR, TRICKERY]


def board(new_game: NewGame) -> tuple[Game, GameObject, GameObject]:
    """Alice's Dreadmaw and Bob's Elves, in Alice's main phase."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    elves = game.add_card("Llanowar Elves", bob)
    game.begin_at(alice, Step.MAIN1)
    return game, dreadmaw, elves


def test_two_target_creatures_change_controllers(new_game: NewGame) -> None:
    """701.12b: Bob gains the Dreadmaw and Alice the Elves, both at once; the effects
    last for the rest of the game, past the turn's end."""
    game, dreadmaw, elves = board(new_game)
    alice, bob = game.players
    game.add_mana(alice, "{4}{U}")
    game.cast(game.add_card("Switch Test", alice, "hand"), targets=[dreadmaw, elves])
    game.resolve_stack()
    assert (dreadmaw.controller, elves.controller) == (bob, alice)
    changed = game.log.events(ControlChanged)
    assert {(e.permanent.name, e.controller.name) for e in changed} == {
        ("Colossal Dreadmaw", "Bob"),
        ("Llanowar Elves", "Alice"),
    }
    game.advance_to(Step.UPKEEP)  # Bob's turn
    assert (dreadmaw.controller, elves.controller) == (bob, alice)


def test_this_creature_and_target_creature(new_game: NewGame) -> None:
    """701.12b: the Infiltrator goes to Bob and the Elves to Alice."""
    game, _, elves = board(new_game)
    alice, bob = game.players
    infiltrator = game.add_card("Infiltrator Test", alice)
    game.add_mana(alice, "{2}{U}{U}")
    game.activate(infiltrator, target=elves)
    game.resolve_stack()
    assert (infiltrator.controller, elves.controller) == (bob, alice)


def test_a_target_gone_means_no_exchange_at_all(new_game: NewGame) -> None:
    """701.12a: the Elves are destroyed in response; the Dreadmaw stays Alice's."""
    game, dreadmaw, elves = board(new_game)
    alice = game.players[0]
    game.add_mana(alice, "{4}{U}")
    game.cast(game.add_card("Switch Test", alice, "hand"), targets=[dreadmaw, elves])
    game.destroy(elves)
    game.resolve_stack()
    assert dreadmaw.controller is alice
    assert not game.log.events(ControlChanged)


def test_two_permanents_of_one_player_are_not_exchanged(new_game: NewGame) -> None:
    """701.12b: both Alice's: the exchange does nothing (no effect, no event)."""
    game, dreadmaw, _ = board(new_game)
    alice = game.players[0]
    other = game.add_card("Llanowar Elves", alice)
    game.add_mana(alice, "{4}{U}")
    game.cast(game.add_card("Switch Test", alice, "hand"), targets=[dreadmaw, other])
    game.resolve_stack()
    assert dreadmaw.controller is alice and other.controller is alice
    assert not game.continuous_effects


def test_one_target_of_each_of_two_phrases(new_game: NewGame) -> None:
    """701.12b, 115.1: a land Alice controls for a land Bob controls; the exchange is
    kept in a saved game."""
    game, _, _ = board(new_game)
    alice, bob = game.players
    plains = game.add_card("Plains", alice)
    island = game.add_card("Island", bob)
    game.add_mana(alice, "{2}{U}")
    game.cast(game.add_card("Trickery Test", alice, "hand"), targets=[plains, island])
    game.resolve_stack()
    assert (plains.controller, island.controller) == (bob, alice)
    restored = Game.from_json(game.to_json(), cards=CARDS)
    assert [p.controller.name for p in restored.battlefield if p.is_land] == ["Bob", "Alice"]


@pytest.mark.parametrize(
    ("effects", "targets", "problem"),
    [
        ('{ exchange_control = "this" }', '["target creature"]', "names the target this"),
        ('{ exchange_control = "target" }', '["target creature"]', "701.12b"),
        ('{ exchange_control = "target" }', '["two target players"]', "701.12b"),
        ('{ exchange_control = "target", with = "target" }', '["target creature"]', "its own"),
        ('{ exchange_control = "this", with = "target land" }', '["target creature"]', "115.1"),
    ],
)
def test_exchanges_that_name_no_two_permanents_are_refused(
    effects: str, targets: str, problem: str
) -> None:
    """A card file's exchange names this and a target permanent, two targets of one
    phrase or one of each of two phrases (701.12b, 115.1), or it is refused saying so."""
    text = (
        'name = "Bad Exchange"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\n'
        f"[spell]\ntargets = {targets}\neffects = [{effects}]\n"
    )
    with pytest.raises(CardFileError, match=problem):
        load_card_text(text)


SWITCHEROO = """Name:Switch Script
ManaCost:4 U
Types:Sorcery
A:SP$ ExchangeControl | Cost$ 4 U | ValidTgts$ Creature | TgtPrompt$ Select target creature \
| TargetMin$ 2 | TargetMax$ 2 | SpellDescription$ Exchange control of two target creatures.
Oracle:Exchange control of two target creatures.
"""
PLOTTER = """Name:Plot Script
ManaCost:2 U
Types:Sorcery
A:SP$ Pump | Cost$ 2 U | ValidTgts$ Land.YouCtrl | TgtPrompt$ Choose target land you \
control | SubAbility$ DBExchange | SpellDescription$ Exchange control of target land you \
control and target land an opponent controls.
SVar:DBExchange:DB$ ExchangeControl | Defined$ ParentTarget | ValidTgts$ Land.OppCtrl | \
TgtPrompt$ Choose target land an opponent controls
Oracle:Exchange control of target land you control and target land an opponent controls.
"""
TOTEM = """Name:Totem Script
ManaCost:1
Types:Artifact
A:AB$ ExchangeControl | Cost$ 5 | Defined$ Self | ValidTgts$ Permanent.nonLand | \
TgtPrompt$ Select target nonland permanent | SpellDescription$ Exchange control of \
CARDNAME and target nonland permanent.
Oracle:{5}: Exchange control of Totem Script and target nonland permanent.
"""


def test_forge_exchanges_of_control(tmp_path: Path) -> None:
    """Forge's ExchangeControl of two targets, of an earlier target and its own, and of
    the card itself and a target, each as the exchange_control it says."""
    switch = imported(tmp_path / "a", "switch_script.txt", SWITCHEROO)
    assert switch.spell is not None and switch.spell.effects[0].verb == "exchange_control"
    assert [t.text for t in switch.spell.targets] == ["two target creatures"] * 2
    plot = imported(tmp_path / "b", "plot_script.txt", PLOTTER)
    assert plot.spell is not None
    assert plot.spell.effects[0].other == "target land an opponent controls"
    totem = imported(tmp_path / "c", "totem_script.txt", TOTEM)
    [ability] = totem.activated_abilities
    assert (ability.effects[0].subject, ability.effects[0].other) == ("this", "target")
