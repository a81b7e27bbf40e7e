"""Putting cards from a hand on a library as data: ``{ hand_to_library = 2 }`` ("put two
cards from your hand on top of your library in any order", Brainstorm) and ``position =
"bottom"``: its controller chooses the cards as it resolves, one at a time, each over
(or under) those put before, so in any order they like (401.4); with fewer cards in hand
they put them all."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, ChoiceKind, Game, Step, ZoneChanged, load_card_text

NewGame = Callable[..., Game]

STORM = load_card_text(
    'name = "Storm Test"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    'oracle = "Draw three cards, then put two cards from your hand on top of your library '
    'in any order."\n'
    "[spell]\neffects = [{ draw = 3 }, { hand_to_library = 2 }]\n"
)
COMPONENTS = load_card_text(
    'name = "Components Test"\nmana_cost = "{3}{U}"\ntypes = ["Instant"]\n'
    'oracle = "Draw three cards, then put a card from your hand on the bottom of your '
    'library."\n'
    '[spell]\neffects = [{ draw = 3 }, { hand_to_library = 1, position = "bottom" }]\n'
)


def _cast(game: Game, name: str, mana: str) -> None:
    alice = game.players[0]
    game.add_mana(alice, mana)
    game.cast(game.add_card(name, alice, "hand"))
    game.resolve_stack()


def test_two_cards_go_on_top_in_the_order_chosen(new_game: NewGame) -> None:
    """401.4: Alice draws Island, Swamp, Mountain, then puts Forest (from her hand
    before) and then Swamp on top: Swamp, the last put, is the top card."""
    game = new_game(cards=[STORM], library=0, choices={"put": ["Forest", "Swamp"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    for name in ("Plains", "Mountain", "Swamp", "Island"):
        game.add_card(name, alice, "library")
    game.add_card("Forest", alice, "hand")
    _cast(game, "Storm Test", "{U}")
    assert [c.name for c in alice.library] == ["Swamp", "Forest", "Plains"]
    assert sorted(c.name for c in alice.hand) == ["Island", "Mountain"]
    asked = [c for c in game.chooser.asked if c.kind is ChoiceKind.PUT]
    assert len(asked) == 2 and all(c.player is alice for c in asked)
    assert "401.4" in asked[0].prompt
    moved = [e for e in game.log.events(ZoneChanged) if e.to_zone == "library"]
    assert [e.object.name for e in moved] == ["Forest", "Swamp"]


def test_a_card_goes_on_the_bottom(new_game: NewGame) -> None:
    game = new_game(cards=[COMPONENTS], library=0, choices={"put": ["Mountain"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    for name in ("Plains", "Mountain", "Swamp", "Island"):
        game.add_card(name, alice, "library")
    _cast(game, "Components Test", "{3}{U}")
    assert [c.name for c in alice.library] == ["Plains", "Mountain"]
    assert sorted(c.name for c in alice.hand) == ["Island", "Swamp"]


def test_fewer_cards_in_hand_are_all_put(new_game: NewGame) -> None:
    """With one card in hand after drawing from an empty library, that one is put."""
    game = new_game(cards=[STORM], library=0)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Island", alice, "library")
    _cast(game, "Storm Test", "{U}")
    assert not alice.hand and [c.name for c in alice.library] == ["Island"]


def test_a_bad_position_names_its_key() -> None:
    with pytest.raises(CardFileError, match=r"effects\[0\]\.position"):
        load_card_text(
            'name = "Bad Storm"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\noracle = "Bad."\n'
            '[spell]\neffects = [{ hand_to_library = 1, position = "shuffled" }]\n'
        )


STORM_SCRIPT = """Name:Storm Script
ManaCost:U
Types:Instant
A:SP$ Draw | Cost$ U | NumCards$ 3 | SubAbility$ DBPut | SpellDescription$ x
SVar:DBPut:DB$ ChangeZone | Origin$ Hand | Destination$ Library | ChangeNum$ 2 \
| Mandatory$ True
Oracle:Draw three cards, then put two cards from your hand on top of your library in any order.
"""
LOON_SCRIPT = """Name:Loon Script
ManaCost:2 U
Types:Creature Bird
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 2 | SubAbility$ DBPut
SVar:DBPut:DB$ ChangeZone | Origin$ Hand | Destination$ Library | LibraryPosition$ -1 \
| ChangeNum$ 2 | Mandatory$ True
Oracle:When Loon Script enters the battlefield, draw two cards, then put two cards from \
your hand on the bottom of your library.
"""


def test_forge_puts_from_a_hand_on_a_library(tmp_path: Path) -> None:
    """Forge's ChangeZone from a hand to a library: on top (``LibraryPosition$`` 0 or
    none) or on the bottom (-1), in any order whether the Oracle text says so or not."""
    draw, put = imported(tmp_path, "storm_script.txt", STORM_SCRIPT).spell.effects
    assert (draw.verb, put.verb, put.amount, put.name) == ("draw", "hand_to_library", 2, "top")
    loon = imported(tmp_path / "loon", "loon_script.txt", LOON_SCRIPT)
    put = loon.triggers[0].effects[1]
    assert (put.verb, put.amount, put.name) == ("hand_to_library", 2, "bottom")
