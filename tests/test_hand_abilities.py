"""Activated abilities of a card in a hand (113.6k), ``restrictions = ["from your
hand"]``, paid by discarding the card itself ("Discard this card", 701.9a): bloodrush,
channel. And the source exiling itself as a cost: "Exile this card from your
graveyard" (with "from your graveyard") and "Exile this artifact" (406.2)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import Activation, CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

MAAKA = load_card_text(
    'name = "Rush Test"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\npower = 3\ntoughness = 3\n'
    'oracle = "Bloodrush — {R}, Discard Rush Test: Target attacking creature gets +3/+3 '
    'until end of turn."\n'
    '[[abilities]]\ncost = "{R}, Discard Rush Test"\ntargets = ["target attacking creature"]\n'
    'effects = [{ gets = "+3/+3", on = "target" }]\nrestrictions = ["from your hand"]\n'
)
NOSFERATU = load_card_text(
    'name = "Crypt Test"\nmana_cost = "{1}{B}"\ntypes = ["Creature"]\npower = 1\ntoughness = 1\n'
    'oracle = "{1}{B}, Exile this card from your graveyard: You gain 2 life."\n'
    '[[abilities]]\ncost = "{1}{B}, Exile this card from your graveyard"\n'
    'effects = [{ gain_life = 2 }]\nrestrictions = ["from your graveyard"]\n'
)
EFFIGY = load_card_text(
    'name = "Effigy Test"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
    'oracle = "{4}, {T}, Exile Effigy Test: Exile target creature."\n'
    '[[abilities]]\ncost = "{4}, {T}, Exile Effigy Test"\ntargets = ["target creature"]\n'
    'effects = [{ exile = "target" }]\n'
)
CARDS = [MAAKA, NOSFERATU, EFFIGY]


def test_bloodrush_from_a_hand(new_game: NewGame) -> None:
    """113.6k, 701.9a: in combat, Alice discards the card to give her attacker +3/+3;
    the card is in her graveyard, the ability resolves."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    rush = game.add_card("Rush Test", alice, "hand")
    game.add_mana(alice, "{R}")
    assert any(isinstance(a, Activation) and a.permanent == rush.id for a in game.legal_actions())
    game.activate(rush, 0, target=bears)
    assert [c.name for c in alice.graveyard] == ["Rush Test"]
    game.resolve_stack()
    assert bears.power == 5


def test_a_hand_ability_is_not_a_permanents(new_game: NewGame) -> None:
    """113.6k: on the battlefield, the ability doesn't function."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    rush = game.add_card("Rush Test", alice)
    game.add_mana(alice, "{R}")
    with pytest.raises(IllegalActionError, match=r"113\.6k"):
        game.activate(rush, 0, target=rush)


def test_exiling_itself_from_a_graveyard(new_game: NewGame) -> None:
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    crypt = game.add_card("Crypt Test", alice, "graveyard")
    game.add_mana(alice, "{1}{B}")
    game.activate(crypt, 0)
    game.resolve_stack()
    assert alice.life == 22 and not alice.graveyard and len(game.exile_zone) == 1


def test_exiling_itself_from_the_battlefield(new_game: NewGame) -> None:
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    effigy = game.add_card("Effigy Test", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.add_mana(alice, "{4}")
    game.activate(effigy, 0, target=bears)
    game.resolve_stack()
    assert {c.name for c in game.exile_zone} == {"Effigy Test", "Grizzly Bears"}


def test_discarding_itself_needs_from_your_hand() -> None:
    with pytest.raises(CardFileError, match=r"from your hand"):
        load_card_text(
            'name = "Bad Rush"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\noracle = "{R}, Discard Bad Rush: You gain 1 life."\n'
            '[[abilities]]\ncost = "{R}, Discard Bad Rush"\neffects = [{ gain_life = 1 }]\n'
        )


RUSH_SCRIPT = """Name:Rush Script
ManaCost:3 R
Types:Creature Ogre Warrior
PT:3/3
A:AB$ Pump | Cost$ R Discard<1/CARDNAME> | ValidTgts$ Creature.attacking | NumAtt$ +3 \
| NumDef$ +3 | ActivationZone$ Hand | PrecostDesc$ Bloodrush — | SpellDescription$ x
Oracle:Bloodrush — {R}, Discard Rush Script: Target attacking creature gets +3/+3 until end of turn.
"""


def test_forge_bloodrush(tmp_path: Path) -> None:
    [ability] = imported(tmp_path, "rush_script.txt", RUSH_SCRIPT).activated_abilities
    assert ability.from_hand and ability.cost.discard_self
