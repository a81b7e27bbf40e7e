"""Creature types as 205.3m lists them today: a script's retired type (Hound, Cephalid,
Viashino, Naga) comes over as the type its cards have now (Dog, Octopus, Lizard, Snake);
a type the rules don't list, or a retired type its rules text names, is a reason to
skip. The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge


def creature(types: str, oracle: str = "Flying") -> str:
    return f"Name:Dusk Prowler\nManaCost:1 B\nTypes:{types}\nPT:2/2\nK:Flying\nOracle:{oracle}\n"


@pytest.mark.parametrize(
    ("types", "subtypes"),
    [
        ("Creature Hound", ("Dog",)),
        ("Creature Cephalid Wizard", ("Octopus", "Wizard")),
        ("Creature Viashino Warrior", ("Lizard", "Warrior")),
        ("Creature Snake Naga", ("Snake",)),
        ("Tribal Instant Hound", ("Dog",)),
        ("Land Creature Forest Dryad", ("Forest", "Dryad")),
    ],
)
def test_a_retired_type_comes_over_as_todays(
    tmp_path: Path, types: str, subtypes: tuple[str, ...]
) -> None:
    """205.3m lists Dog, Octopus, Lizard and Snake, not the types they replaced."""
    script = creature(types)
    if "Instant" in types:
        script = (
            f"Name:Dusk Prowler\nManaCost:1 B\nTypes:{types}\n"
            "A:SP$ Draw | Cost$ 1 B | NumCards$ 1 | SpellDescription$ x\nOracle:Draw a card.\n"
        )
    assert imported(tmp_path, "dusk_prowler.txt", script).subtypes == subtypes


@pytest.mark.parametrize(
    ("types", "oracle", "reason"),
    [
        ("Creature Human Solider", "Flying", "the subtype 'Solider'"),
        (
            "Creature Hound",
            "Flying\\nOther Hound creatures you control get +1/+1.",
            "the retired creature type 'Hound' in its rules text",
        ),
    ],
)
def test_an_unlisted_type_is_a_reason(tmp_path: Path, types: str, oracle: str, reason: str) -> None:
    """A misspelled type isn't guessed at; a retired type in rules text would no longer
    find the cards it meant (205.3m)."""
    out = tmp_path / "out"
    import_forge(
        folder_of(tmp_path, {"dusk_prowler.txt": creature(types, oracle)}), out, progress=False
    )
    line = report(out)["d/dusk_prowler.txt"]
    assert not line["imported"]
    assert any(reason in r["lacks"] for r in line["reasons"])  # type: ignore[attr-defined]


def test_the_cards_own_name_may_say_it(tmp_path: Path) -> None:
    """A name keeps its words: "Kennel Hound" is still the card's name (201.2)."""
    script = (
        "Name:Kennel Hound\nManaCost:1 R\nTypes:Creature Hound\nPT:2/2\nK:Haste\nOracle:Haste\n"
    )
    face = imported(tmp_path, "kennel_hound.txt", script)
    assert (face.name, face.subtypes) == ("Kennel Hound", ("Dog",))
