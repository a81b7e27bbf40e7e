"""Forge's characteristic-defining power and toughness (``PT:*/*`` with ``S:Mode$
Continuous | CharacteristicDefining$ True``) come over as ``[characteristic_defining]``
(604.3), the paragraph checked; one the importer can't say skips the card. The scripts
are made-up cards in Forge's syntax."""

from __future__ import annotations

import json
from pathlib import Path

from test_forge_import import folder_of, imported

from cardhost.forge.importer import import_forge

HOARD_SAGE = """Name:Hoard Sage
ManaCost:3 U
Types:Creature Human Wizard
PT:*/*
S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X \
| SetToughness$ X | Description$ x
SVar:X:Count$InYourHand
Oracle:Hoard Sage's power and toughness are each equal to the number of cards in your hand.
"""
MARSH_HAG = """Name:Marsh Hag
ManaCost:2 B
Types:Creature Human Wizard
PT:*/3
S:Mode$ Continuous | EffectZone$ All | CharacteristicDefining$ True | SetPower$ X \
| Description$ x
SVar:X:Count$Valid Swamp.YouCtrl
Oracle:Marsh Hag's power is equal to the number of Swamps you control.
"""
LOOSE_HAG = MARSH_HAG.replace("Marsh Hag", "Loose Hag").replace(
    "number of Swamps you control.", "number of Swamps you control plus one."
)


def test_both_or_one_defined_by_a_count(tmp_path: Path) -> None:
    """604.3: the count as cardhost says it, for each ``*`` (no printed number, 208.2a);
    a printed number stays."""
    sage = imported(tmp_path, "hoard_sage.txt", HOARD_SAGE)
    assert sage.counted_pt is not None and sage.power is sage.toughness is None
    assert str(sage.counted_pt.power) == str(sage.counted_pt.toughness)
    assert str(sage.counted_pt.power) == "the number of cards in your hand"
    hag = imported(tmp_path / "hag", "marsh_hag.txt", MARSH_HAG)
    assert hag.counted_pt is not None and hag.toughness == 3
    assert str(hag.counted_pt.power) == "the number of Swamps you control"
    assert hag.counted_pt.toughness is None


def test_an_oracle_text_saying_more_skips_the_card(tmp_path: Path) -> None:
    """Never approximate: the Oracle's "plus one" isn't what the count says."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"loose_hag.txt": LOOSE_HAG}), out, progress=False)
    [line] = (out / "import-report.jsonl").read_text().splitlines()
    found = json.loads(line)
    assert not found["imported"]
    assert "Swamps you control." in found["reasons"][0]["lacks"], found
