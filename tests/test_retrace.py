"""Retrace (702.81a): "You may cast this card from your graveyard by discarding a land
card in addition to paying its other costs." It goes back to the graveyard as it
resolves (not exiled, unlike flashback's 702.34a)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import Cast, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

SPARK = load_card_text(
    'name = "Spark Again"\nmana_cost = "{1}{R}"\ntypes = ["Instant"]\n'
    'oracle = "Spark Again deals 2 damage to any target.\\nRetrace (You may cast this card '
    'from your graveyard by discarding a land card in addition to paying its other costs.)"\n'
    'keywords = ["retrace"]\n[spell]\ntargets = ["any target"]\n'
    "effects = [{ damage = 2 }]\n"
)


def test_cast_from_the_graveyard_discarding_a_land(new_game: NewGame) -> None:
    """702.81a: {1}{R} and the Forest discarded; the spell back in the graveyard after."""
    game = new_game(cards=[SPARK], choices={"target": ["Bob"]})
    alice, bob = game.players
    spark = game.add_card("Spark Again", alice, "graveyard")
    game.add_card("Forest", alice, "hand")
    game.add_card("Grizzly Bears", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    action = Cast(spark.id, "Spark Again", retraced=True)
    assert action in game.legal_actions()
    game.apply(action)
    game.resolve_stack()
    assert bob.life == 18 and [c.name for c in alice.hand] == ["Grizzly Bears"]
    assert sorted(c.name for c in alice.graveyard) == ["Forest", "Spark Again"]


def test_a_cast_by_retrace_said_to_be_by_flashback_is_refused(new_game: NewGame) -> None:
    """702.34a, 702.81a: the card has retrace, not flashback: an action casting it "with
    flashback" (as well as with retrace) is no cast it has, refused naming flashback's
    rule, nothing changed; the listed one casts it."""
    game = new_game(cards=[SPARK], choices={"target": ["Bob"]})
    alice = game.players[0]
    spark = game.add_card("Spark Again", alice, "graveyard")
    game.add_card("Forest", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    claimed = Cast(spark.id, "Spark Again", flashback=True, retraced=True)
    assert claimed not in game.legal_actions()
    before = game.to_json()
    with pytest.raises(IllegalActionError, match=r"702\.34a"):
        game.apply(claimed)
    assert game.to_json() == before
    game.apply(Cast(spark.id, "Spark Again", retraced=True))
    assert spark.zone is None


def test_no_land_card_no_retrace(new_game: NewGame) -> None:
    """118.3: without a land card in hand, it can't be cast; nothing changes."""
    game = new_game(cards=[SPARK])
    alice = game.players[0]
    spark = game.add_card("Spark Again", alice, "graveyard")
    game.add_card("Grizzly Bears", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    assert Cast(spark.id, "Spark Again", retraced=True) not in game.legal_actions()
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        game.cast(spark)
    assert spark.zone is not None and alice.mana_pool.total == 2


ECHO = """Name:Retrace Echo
ManaCost:1 R
Types:Instant
K:Retrace
A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Any | NumDmg$ 2 | SpellDescription$ x
Oracle:Retrace Echo deals 2 damage to any target.\\nRetrace (You may cast this card from \
your graveyard by discarding a land card in addition to paying its other costs.)
"""


def test_the_importer_brings_retrace(tmp_path: Path) -> None:
    assert "retrace" in imported(tmp_path, "retrace_echo.txt", ECHO).keywords
