"""Typecycling (702.29e): "Swampcycling {2}" is "{2}, Discard this card: Search your
library for a Swamp card, reveal it, put it into your hand, then shuffle.", a cycling
ability all the same (702.29f): "When you cycle" abilities see it; a card may have it
and cycling both, each its own action."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Cycle, Game, Step, load_card_text
from cardhost.loading.paragraphs import unclaimed, unspoken

NewGame = Callable[..., Game]

TEXT = """name = "Bog Wanderer"
mana_cost = "{4}{B}"
types = ["Creature"]
subtypes = ["Horror"]
power = 4
toughness = 4
cycling = "{2}"
typecycling = { type = "Swamp", cost = "{2}" }
oracle = "Cycling {2} ({2}, Discard this card: Draw a card.)\\nSwampcycling {2} ({2}, Discard \
this card: Search your library for a Swamp card, reveal it, put it into your hand, then \
shuffle.)"
"""
WANDERER = load_card_text(TEXT)


def test_swampcycling_finds_a_swamp(new_game: NewGame) -> None:
    """702.29e: the second cycling ability searches; the legal actions list both."""
    assert unclaimed(WANDERER) == [] and unspoken(WANDERER) == []
    game = new_game(cards=[WANDERER], library=0)
    alice = game.players[0]
    for _ in range(3):
        game.add_card("Plains", alice, "library")
    game.add_card("Swamp", alice, "library")
    card = game.add_card("Bog Wanderer", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}")
    cycles = [a for a in game.legal_actions() if isinstance(a, Cycle)]
    assert [a.index for a in cycles] == [0, 1]
    game.cycle(card, 1)
    game.resolve_stack()
    assert [c.name for c in alice.hand] == ["Swamp"]
    assert [c.name for c in alice.graveyard] == ["Bog Wanderer"]


def test_a_bad_typecycling_names_its_key() -> None:
    with pytest.raises(CardFileError, match=r"typecycling: write \{ type"):
        load_card_text(TEXT.replace('{ type = "Swamp", cost = "{2}" }', '{ kind = "Swamp" }'))


def test_the_importer_brings_typecycling(tmp_path: Path) -> None:
    script = (
        "Name:Marsh Wanderer\nManaCost:4 B\nTypes:Creature Horror\nPT:4/4\n"
        "K:TypeCycling:Basic:2\nOracle:Basic landcycling {2} ({2}, Discard this card: "
        "Search your library for a basic land card, reveal it, put it into your hand, then "
        "shuffle.)\n"
    )
    face = imported(tmp_path, "marsh_wanderer.txt", script)
    [ability] = face.cycling
    assert ability.effects[0].verb == "search" and ability.effects[0].name == "basic land card"
