"""Entering with a counted number of counters (614.1c), each way an Oracle text words
it: "with X +1/+1 counters on it, where X is ...", "with a number of +1/+1 counters on it
equal to ...", "with a +1/+1 counter on it for each ...", the count as it would enter
(Forge's ``LastStateGraveyard``: a card entering from a graveyard counts itself). The
scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import _imported_file, folder_of, imported, report

from cardhost import Game
from cardhost.forge.importer import import_forge
from cardhost.loading.cardfile import load_card_file

NewGame = Callable[..., Game]


def grower(svar: str, oracle: str) -> str:
    return (
        "Name:Grave Grower\nManaCost:4 G\nTypes:Creature Elemental\nPT:0/0\n"
        f"K:etbCounter:P1P1:X:no Condition:x\nSVar:X:{svar}\nOracle:{oracle}\n"
    )


@pytest.mark.parametrize(
    ("svar", "oracle", "count"),
    [
        (
            "Count$LastStateGraveyard Creature.YouCtrl",
            "Grave Grower enters the battlefield with a +1/+1 counter on it for each "
            "creature card in your graveyard.",
            "the number of creature cards in your graveyard",
        ),
        (
            "Count$ValidGraveyard Instant,Sorcery",
            "Grave Grower enters the battlefield with X +1/+1 counters on it, where X is the "
            "number of instant and sorcery cards in all graveyards.",
            "the number of instant or sorcery cards in all graveyards",
        ),
        (
            "Count$TypeInYourYard.Creature",
            "Undergrowth — Grave Grower enters the battlefield with a number of +1/+1 "
            "counters on it equal to the number of creature cards in your graveyard.",
            "the number of creature cards in your graveyard",
        ),
        (
            "Count$LifeOppsLostThisTurn",
            "Grave Grower enters the battlefield with X +1/+1 counters on it, where X is the "
            "total life lost by your opponents this turn.",
            "the amount of life your opponents lost this turn",
        ),
        (
            "Count$Converge",
            "Converge — Grave Grower enters the battlefield with a +1/+1 counter on it for "
            "each color of mana spent to cast it.",
            "the number of colors of mana spent to cast this spell",
        ),
        (
            "Count$Valid Creature.Other",
            "Grave Grower enters the battlefield with X +1/+1 counters on it, where X is the "
            "number of other creatures on the battlefield.",
            "the number of other creatures",
        ),
    ],
)
def test_each_wording(tmp_path: Path, svar: str, oracle: str, count: str) -> None:
    face = imported(tmp_path, "grave_grower.txt", grower(svar, oracle))
    assert face.enters_with is not None
    assert str(face.enters_with.x) == count


def test_from_a_graveyard_it_counts_itself(tmp_path: Path, new_game: NewGame) -> None:
    """614.1c, 614.12: counted as it would enter, while it is still a creature card in
    the graveyard it leaves."""
    oracle = (
        "Grave Grower enters the battlefield with a +1/+1 counter on it for each creature "
        "card in your graveyard."
    )
    script = grower("Count$LastStateGraveyard Creature.YouCtrl", oracle)
    card = load_card_file(_imported_file(tmp_path, "grave_grower.txt", script))
    game = new_game(cards=[card])
    alice = game.players[0]
    grower_card = game.add_card("Grave Grower", alice, "graveyard")
    game.add_card("Grizzly Bears", alice, "graveyard")
    game.begin_at(alice)
    assert game.put_onto_battlefield(grower_card).counters == {"+1/+1": 2}


def test_a_groups_count_of_others_is_skipped(tmp_path: Path) -> None:
    """ "All Slivers get +1/+1 for each other Sliver": other than each of them, a count
    cardhost's ``x`` (for the ability's source) doesn't say."""
    script = (
        "Name:Hive Banner\nManaCost:W G\nTypes:Legendary Creature Sliver\nPT:2/2\n"
        "S:Mode$ Continuous | Affected$ Creature.Sliver | AddPower$ X | AddToughness$ X "
        "| Description$ x\nSVar:X:Count$Valid Sliver.Other\n"
        "Oracle:All Sliver creatures get +1/+1 for each other Sliver on the battlefield.\n"
    )
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"hive_banner.txt": script}), out, progress=False)
    line = report(out)["h/hive_banner.txt"]
    assert not line["imported"]
    assert "a count for each of them" in str(line["reasons"])
