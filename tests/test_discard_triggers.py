"""Triggered abilities on a player's discarding a card, as data (701.9a): "Whenever an
opponent discards a card", "Whenever you cycle or discard a card" (cycling discards,
702.29a), of a kind of card; "that player" is who discarded it (603.2)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

TORMENT = load_card_text(
    'name = "Torment Shrine"\nmana_cost = "{2}{B}"\ntypes = ["Enchantment"]\n'
    'oracle = "Whenever an opponent discards a card, that player loses 2 life."\n'
    '[[triggers]]\nwhen = "discard"\nby = "an opponent"\n'
    'effects = [{ lose_life = 2, player = "that player" }]\n'
)
SCHOLAR = load_card_text(
    'name = "Desert Scholar"\nmana_cost = "{1}{U}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 3\noracle = "Whenever you cycle or discard a card, you gain 1 life."\n'
    '[[triggers]]\nwhen = "discard"\neffects = [{ gain_life = 1 }]\n'
)
GRAVE_TITHE = load_card_text(
    'name = "Grave Tithe"\nmana_cost = "{2}{B}"\ntypes = ["Enchantment"]\n'
    'oracle = "Whenever a player discards a creature card, you draw a card."\n'
    '[[triggers]]\nwhen = "discard"\nby = "a player"\ncard = "creature card"\n'
    "effects = [{ draw = 1 }]\n"
)
CARDS = [TORMENT, SCHOLAR, GRAVE_TITHE]


def test_an_opponent_discarding_each_card_triggers(new_game: NewGame) -> None:
    """701.9a: two cards discarded, two triggers; Alice's own discard none."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Torment Shrine", alice)
    for name in ("Forest", "Island"):
        game.add_card(name, bob, "hand")
    game.add_card("Plains", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.discard(bob, 2)
    game.discard(alice, 1)
    game.resolve_stack()
    assert (bob.life, alice.life) == (16, 20)


def test_cycling_is_discarding(new_game: NewGame) -> None:
    """702.29a: "cycle or discard" triggers once for a cycled card: 1 life, and Renewed
    Faith's own cycling trigger 2."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.add_card("Desert Scholar", alice)
    faith = game.add_card("Renewed Faith", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}")
    game.cycle(faith)
    game.resolve_stack()
    assert alice.life == 23


def test_a_kind_of_card(new_game: NewGame) -> None:
    """Only the creature card discarded triggers it."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Grave Tithe", alice)
    bears = game.add_card("Grizzly Bears", bob, "hand")
    forest = game.add_card("Forest", bob, "hand")
    game.begin_at(alice, Step.MAIN1)
    before = len(alice.hand)
    game.discard(bob, card=forest)
    game.discard(bob, card=bears)
    game.resolve_stack()
    assert len(alice.hand) == before + 1


def test_a_kind_of_card_only_for_discard() -> None:
    with pytest.raises(CardFileError, match="only a 'discard' trigger"):
        load_card_text(
            'name = "Odd Watcher"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
            'oracle = "Whenever you gain life, draw a card."\n'
            '[[triggers]]\nwhen = "gain life"\ncard = "creature card"\n'
            "effects = [{ draw = 1 }]\n"
        )


TORMENTOR = """Name:Quiet Tormentor
ManaCost:1 B
Types:Enchantment
T:Mode$ Discarded | ValidCard$ Card.OppOwn | TriggerZones$ Battlefield | Execute$ TrigLose \
| TriggerDescription$ x
SVar:TrigLose:DB$ LoseLife | Defined$ TriggeredCardController | LifeAmount$ 2
Oracle:Whenever an opponent discards a card, that player loses 2 life.
"""

SAND_SAGE = """Name:Sand Sage
ManaCost:1 U
Types:Creature Human Wizard
PT:1/3
T:Mode$ Discarded | ValidCard$ Card.Other+YouOwn | TriggerZones$ Battlefield \
| Execute$ TrigScry | TriggerDescription$ x
SVar:TrigScry:DB$ Scry | ScryNum$ 1
Oracle:Whenever you cycle or discard another card, scry 1.
"""


def test_the_importer_brings_discard_triggers(tmp_path: Path) -> None:
    """701.9a: Forge's Discarded triggers, whose card and what kind; "that player"."""
    [trigger] = imported(tmp_path / "a", "quiet_tormentor.txt", TORMENTOR).triggers
    assert (trigger.event, trigger.caster, trigger.discarded) == ("discard", "an opponent", None)
    assert trigger.effects[0].subject == "that player"
    [scry] = imported(tmp_path / "b", "sand_sage.txt", SAND_SAGE).triggers
    assert scry.caster == "you" and scry.discarded is not None and scry.discarded.another
