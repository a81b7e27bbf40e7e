"""Scavenge (702.97a): "[cost], Exile this card from your graveyard: Put a number of
+1/+1 counters equal to the power of the card you exiled on target creature. Activate
only as a sorcery." A card file's ``scavenge`` key; the importer's K:Scavenge."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

REMINDER = (
    "({2}{G}, Exile this card from your graveyard: Put a number of +1/+1 counters equal "
    "to this card's power on target creature. Scavenge only as a sorcery.)"
)
BEETLE = load_card_text(
    'name = "Grave Beetle"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 3\n'
    f'toughness = 1\noracle = "Scavenge {{2}}{{G}} {REMINDER}"\nscavenge = "{{2}}{{G}}"\n'
)


def test_scavenge_from_the_graveyard(new_game: NewGame) -> None:
    """702.97a: the card is exiled as its cost; the Bears get three counters."""
    game = new_game(cards=[BEETLE])
    alice = game.players[0]
    beetle = game.add_card("Grave Beetle", alice, "graveyard")
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{G}")
    game.activate(beetle, 0, target=bears)
    game.resolve_stack()
    assert bears.counters == {"+1/+1": 3} and [c.name for c in game.exile_zone] == ["Grave Beetle"]


def test_scavenge_only_as_a_sorcery_and_from_a_graveyard(new_game: NewGame) -> None:
    game = new_game(cards=[BEETLE])
    alice, bob = game.players
    beetle = game.add_card("Grave Beetle", alice, "graveyard")
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(alice, "{2}{G}")
    game.pass_priority()
    with pytest.raises(IllegalActionError, match=r"602\.5d"):
        game.activate(beetle, 0, target=bears)
    on_battlefield = game.add_card("Grave Beetle", alice)
    with pytest.raises(IllegalActionError, match=r"113\.6k"):
        game.activate(on_battlefield, 0, target=bears)


def test_a_noncreature_doesnt_scavenge() -> None:
    with pytest.raises(CardFileError, match="only a creature card scavenges"):
        load_card_text(
            'name = "Odd Relic"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
            f'oracle = "Scavenge {{2}}{{G}} {REMINDER}"\nscavenge = "{{2}}{{G}}"\n'
        )


MOSSHOUND = """Name:Moss Hound
ManaCost:2 G
Types:Creature Dog
PT:2/2
K:Scavenge:2 G
Oracle:Scavenge {2}{G} ({2}{G}, Exile this card from your graveyard: Put a number of \
+1/+1 counters equal to this card's power on target creature. Scavenge only as a sorcery.)
"""


def test_the_importer_brings_scavenge(tmp_path: Path) -> None:
    [ability] = imported(tmp_path, "moss_hound.txt", MOSSHOUND).activated_abilities
    assert ability.from_graveyard and ability.cost.exile_self and ability.sorcery_speed
