"""Attack restrictions that depend on the player attacked (508.1c): "This creature can't
attack unless defending player controls an Island." as ``cant = ["attack unless
defending player controls an Island"]``; the defending player is the one it would
attack (506.2). Each card is data."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

SHARK_TEXT = """name = "Reef Shark"
mana_cost = "{1}{U}"
types = ["Creature"]
power = 5
toughness = 5
oracle = "Reef Shark can't attack unless defending player controls an Island."
[[statics]]
affects = "this"
cant = ["attack unless defending player controls an Island"]
"""
SHARK = load_card_text(SHARK_TEXT)


def test_only_if_defending_player_controls_one(new_game: NewGame) -> None:
    """508.1c: no Island under Bob's control, no attack; an Island of Alice's own
    doesn't count; with Bob's, it may attack and is an attack option (508.1a)."""
    game = new_game(cards=[SHARK])
    alice, bob = game.players
    shark = game.add_card("Reef Shark", alice)
    game.add_card("Island", alice)
    game.begin_at(alice, Step.MAIN1)
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert shark not in game.attack_options()
    with pytest.raises(IllegalActionError, match=r"rule 508\.1c: .*defending player controls"):
        game.declare_attackers([shark])
    game.add_card("Island", bob)
    assert game.attack_options() == {shark: [bob]}
    game.declare_attackers([shark])
    assert game.combat is not None and game.combat.defender_of(shark) is bob


def test_an_unknown_kind_is_refused() -> None:
    text = SHARK_TEXT.replace('controls an Island"]', 'controls Island"]')
    with pytest.raises(CardFileError, match=re.escape("statics[0].cant[0]: expected one of")):
        load_card_text(text)
