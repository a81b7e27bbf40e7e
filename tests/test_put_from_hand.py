"""Putting a card from a hand onto the battlefield as data: ``{ put_from_hand = "land
card", may = true }`` ("You may put a land card from your hand onto the battlefield."):
its controller chooses one of that kind as it resolves, or none if they may (608.2d); it
isn't played or cast (305.4), so it is no land drop; ``tapped`` puts it so."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

SPIRAL = load_card_text(
    'name = "Spiral Test"\nmana_cost = "{G}{U}"\ntypes = ["Instant"]\n'
    'oracle = "Draw a card. You may put a land card from your hand onto the battlefield."\n'
    '[spell]\neffects = [{ draw = 1 }, { put_from_hand = "land card", may = true }]\n'
)
PIPER = load_card_text(
    'name = "Piper Test"\nmana_cost = "{3}{G}"\ntypes = ["Creature"]\nsubtypes = ["Elf"]\n'
    "power = 1\ntoughness = 1\n"
    'oracle = "{G}: Put a creature card from your hand onto the battlefield tapped."\n'
    '[[abilities]]\ncost = "{G}"\n'
    'effects = [{ put_from_hand = "creature card", tapped = true }]\n'
)


def test_you_may_put_a_land_and_it_is_no_land_drop(new_game: NewGame) -> None:
    """305.4: the Forest put onto the battlefield isn't played; Alice may still play a
    land this turn."""
    game = new_game(cards=[SPIRAL], choices={"put": ["Forest"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Forest", alice, "hand")
    game.add_mana(alice, "{G}{U}")
    game.cast(game.add_card("Spiral Test", alice, "hand"))
    game.resolve_stack()
    assert game.permanents("Forest") and alice.lands_played == 0


def test_you_may_put_none(new_game: NewGame) -> None:
    game = new_game(cards=[SPIRAL], choices={"put": ["none"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Forest", alice, "hand")
    game.add_mana(alice, "{G}{U}")
    game.cast(game.add_card("Spiral Test", alice, "hand"))
    game.resolve_stack()
    assert not game.permanents("Forest")


def test_a_creature_put_tapped_and_not_a_spell(new_game: NewGame) -> None:
    """608.2d: the only creature card in Alice's hand is put onto the battlefield tapped;
    an instant in her hand is no choice."""
    game = new_game(cards=[PIPER])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    piper = game.add_card("Piper Test", alice)
    game.add_card("Grizzly Bears", alice, "hand")
    game.add_card("Lightning Bolt", alice, "hand")
    game.add_mana(alice, "{G}")
    game.activate(piper, 0)
    game.resolve_stack()
    [bears] = game.permanents("Grizzly Bears")
    assert bears.tapped and [c.name for c in alice.hand] == ["Lightning Bolt"]


def test_a_bad_kind_names_its_key() -> None:
    with pytest.raises(CardFileError, match=r"effects\[0\]\.put_from_hand"):
        load_card_text(
            'name = "Bad Spiral"\nmana_cost = "{G}"\ntypes = ["Sorcery"]\noracle = "Bad."\n'
            '[spell]\neffects = [{ put_from_hand = "land" }]\n'
        )
