"""Forge's leveler cards (711) come over as ``level_up`` and ``[[levels]]``: each level
symbol's power/toughness box, keywords, activated abilities and others' static
abilities. The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge

ADEPT = """Name:Reef Adept
ManaCost:1 U
Types:Creature Merfolk Wizard
PT:1/1
K:Level up:2 U
SVar:maxLevel:5
S:Mode$ Continuous | Affected$ Card.Self | SetPower$ 2 | SetToughness$ 3 | AddKeyword$ Flying \
| CheckSVar$ X | SVarCompare$ EQ1 | Description$ x
S:Mode$ Continuous | Affected$ Card.Self | SetPower$ 3 | SetToughness$ 4 | AddAbility$ Loot \
| CheckSVar$ Y | SVarCompare$ EQ1 | Description$ x
S:Mode$ Continuous | Affected$ Creature.Merfolk+YouCtrl+Other | AddPower$ 1 | AddToughness$ 1 \
| CheckSVar$ Y | SVarCompare$ EQ1
SVar:Loot:AB$ Draw | Cost$ T | NumCards$ 1 | SpellDescription$ Draw a card.
SVar:X:Count$Valid Card.Self+counters_GE1_LEVEL+counters_LT5_LEVEL
SVar:Y:Count$Valid Card.Self+counters_GE5_LEVEL
Oracle:Level up {2}{U} ({2}{U}: Put a level counter on this. Level up only as a sorcery.)\
\\nLEVEL 1-4\\n2/3\\nFlying\\nLEVEL 5+\\n3/4\\n{T}: Draw a card.\\nOther Merfolk creatures \
you control get +1/+1.
"""


def test_a_leveler(tmp_path: Path) -> None:
    """702.87a, 711.2: level up {2}{U}; LEVEL 1-4 (Forge's "fewer than 5") a 2/3 with
    flying; LEVEL 5+ a 3/4 with "{T}: Draw a card." and a lord's static ability."""
    face = imported(tmp_path, "reef_adept.txt", ADEPT)
    [level_up] = face.activated_abilities
    assert str(level_up.cost.mana) == "{2}{U}" and level_up.sorcery_speed
    low, high = face.levels
    assert (low.least, low.most, high.least, high.most) == (1, 4, 5, None)
    assert len(low.statics) == 1 and len(high.statics) == 2
    assert [a.text for a in face.granted_abilities] == ["{T}: Draw a card."]


def test_a_level_the_oracle_text_doesnt_say_is_skipped(tmp_path: Path) -> None:
    """711.3: a power/toughness box the striation doesn't have: the loader refuses it,
    so the importer skips the card."""
    out = tmp_path / "out"
    script = ADEPT.replace("SetPower$ 3 | SetToughness$ 4", "SetPower$ 3 | SetToughness$ 5")
    import_forge(folder_of(tmp_path, {"reef_adept.txt": script}), out, progress=False)
    assert not report(out)["r/reef_adept.txt"]["imported"]
