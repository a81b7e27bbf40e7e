"""``gains = "protection from the color of your choice"``: its controller chooses the
colour as the instruction is followed (608.2d), and the creature has protection from it
(702.16a) for the duration; a bad keyword names the choice it may be instead."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text
from cardhost.model.instructions import CHOSEN_PROTECTION

NewGame = Callable[..., Game]

WARD = load_card_text(
    """name = "Quick Ward"
mana_cost = "{W}"
types = ["Instant"]
oracle = "Target creature gains protection from the color of your choice until end of turn."
[spell]
targets = ["target creature"]
effects = [{ gains = "protection from the color of your choice", on = "target" }]
"""
)


def test_protection_from_the_color_chosen(new_game: NewGame) -> None:
    """702.16a, 608.2d: Alice chooses red as Quick Ward resolves; Bob's Lightning Bolt
    can't then target the creature (702.16b); the next turn it can."""
    game = new_game(cards=[WARD], choices={"color": ["red"]})
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Quick Ward", alice, "hand"), target=bears)
    game.resolve_stack()
    assert "protection from red" in bears.keywords
    game.add_mana(bob, "{R}")
    game.pass_priority()
    with pytest.raises(IllegalActionError, match=r"601\.2c.*not a legal target"):
        game.cast(game.add_card("Lightning Bolt", bob, "hand"), target=bears)
    game.advance_to(Step.MAIN1, bob)
    assert "protection from red" not in bears.keywords


def test_a_bad_keyword_names_the_choice() -> None:
    with pytest.raises(CardFileError, match="protection from the color of your choice"):
        load_card_text(
            'name = "Bad Ward"\nmana_cost = "{W}"\ntypes = ["Instant"]\noracle = "x"\n'
            '[spell]\ntargets = ["target creature"]\n'
            'effects = [{ gains = "protection from your favourite colour", on = "target" }]\n'
        )


GUARDIAN = """Name:Ward Guardian
ManaCost:3 W W
Types:Creature Cat Soldier
PT:2/5
A:AB$ Protection | Cost$ 1 W W | ValidTgts$ Creature.YouCtrl | Gains$ Choice \
| Choices$ AnyColor | SpellDescription$ x
A:AB$ Protection | Cost$ W | Defined$ Self | Gains$ black,red | SpellDescription$ x
Oracle:{1}{W}{W}: Target creature you control gains protection from the color of your \
choice until end of turn.\\n{W}: Ward Guardian gains protection from black and from red \
until end of turn.
"""


def test_the_importer_brings_protection(tmp_path: Path) -> None:
    """Forge's ``Protection``: of a colour chosen, or of colours named (702.16a)."""
    chosen, named = imported(tmp_path, "ward_guardian.txt", GUARDIAN).activated_abilities
    assert [(e.verb, e.name) for e in chosen.effects] == [("gains", CHOSEN_PROTECTION)]
    assert [e.name for e in named.effects] == ["protection from black", "protection from red"]
