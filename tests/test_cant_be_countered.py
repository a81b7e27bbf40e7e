"""A spell that can't be countered (113.6g): ``cant_be_countered = true`` says the
paragraph "This spell can't be countered."; an effect that would counter it doesn't,
and the spell resolves. Cast face down it has no abilities (708.2a) and can be."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import (
    CardFileError,
    Game,
    SpellCountered,
    SpellNotCountered,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]

BRUTE = load_card_text(
    'name = "Stubborn Brute"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\n'
    'subtypes = ["Beast"]\npower = 3\ntoughness = 3\n'
    'oracle = "This spell can\'t be countered.\\nTrample"\n'
    'keywords = ["trample"]\ncant_be_countered = true\n'
)


def test_a_counterspell_does_not_counter_it(new_game: NewGame) -> None:
    """113.6g: Bob's Counterspell resolves; the Brute stays on the stack and resolves."""
    game = new_game(cards=[BRUTE])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{G}")
    brute = game.add_card("Stubborn Brute", alice, "hand")
    game.cast(brute)
    [spell] = game.stack
    game.pass_priority()
    game.add_mana(bob, "{U}{U}")
    game.cast(game.add_card("Counterspell", bob, "hand"), target=spell)
    game.resolve_stack()
    assert game.permanents("Stubborn Brute")
    assert game.log.events(SpellNotCountered)[0].spell.name == "Stubborn Brute"
    assert not game.log.events(SpellCountered)


def test_the_paragraph_must_say_it() -> None:
    with pytest.raises(CardFileError, match=r"cant_be_countered.*113\.6g"):
        load_card_text(
            'name = "Quiet Brute"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\npower = 3\n'
            'toughness = 3\noracle = ""\ncant_be_countered = true\n'
        )


STUBBORN = """Name:Stubborn Script
ManaCost:2 G
Types:Creature Beast
PT:3/3
K:CARDNAME can't be countered.
K:Trample
Oracle:This spell can't be countered.\\nTrample
"""


def test_forge_cant_be_countered(tmp_path: Path) -> None:
    """Forge's keyword ``CARDNAME can't be countered.`` is ``cant_be_countered``."""
    face = imported(tmp_path, "stubborn_script.txt", STUBBORN)
    assert face.cant_be_countered == "This spell can't be countered."


DECAY = """Name:Decay Script
ManaCost:B G
Types:Instant
K:CARDNAME can't be countered.
A:SP$ Destroy | Cost$ B G | ValidTgts$ Permanent.nonLand | SpellDescription$ x
Oracle:This spell can't be countered.\\nDestroy target nonland permanent.
"""


def test_forge_an_instant_that_cant_be_countered(tmp_path: Path) -> None:
    """The paragraph is the keyword's, not the spell effect's (113.6g, 608.2)."""
    face = imported(tmp_path, "decay_script.txt", DECAY)
    assert face.cant_be_countered and [e.verb for e in face.spell.effects] == ["destroy"]
