"""Effects on a target player come over: "Target player sacrifices a creature."
(701.21a), "Exile all cards from target player's graveyard.", "Target player exiles
all land cards from their graveyard." and "Target player shuffles their graveyard into
their library." (603.10a, 701.24a). The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_forge_import import imported

EDICT = """Name:Stern Edict
ManaCost:1 B
Types:Sorcery
A:SP$ Sacrifice | Cost$ 1 B | ValidTgts$ Opponent | SacValid$ Creature | SacMessage$ Creature \
| SpellDescription$ x
Oracle:Target opponent sacrifices a creature.
"""


def test_target_opponent_sacrifices_a_creature(tmp_path: Path) -> None:
    spell = imported(tmp_path, "stern_edict.txt", EDICT).spell
    assert spell is not None
    [sacrifice] = spell.effects
    assert (sacrifice.verb, sacrifice.name, sacrifice.subject) == (
        "sacrifice",
        "a creature",
        "target",
    )
    assert [t.text for t in spell.targets] == ["target opponent"]


def graveyard_spell(change: str, oracle: str) -> str:
    return (
        "Name:Grave Word\nManaCost:1 B\nTypes:Sorcery\n"
        f"A:SP$ ChangeZoneAll | Cost$ 1 B | ValidTgts$ Player | Origin$ Graveyard | {change} "
        "| SpellDescription$ x\n"
        f"Oracle:{oracle}\n"
    )


@pytest.mark.parametrize(
    ("change", "oracle", "verb", "kind"),
    [
        (
            "Destination$ Exile | ChangeType$ Card",
            "Exile all cards from target player's graveyard.",
            "exile_graveyard",
            "card",
        ),
        (
            "Destination$ Exile | ChangeType$ Land",
            "Target player exiles all land cards from their graveyard.",
            "exile_graveyard",
            "land card",
        ),
        (
            "Destination$ Library | ChangeType$ Card | Shuffle$ True",
            "Target player shuffles their graveyard into their library.",
            "shuffle_graveyard",
            "card",
        ),
    ],
)
def test_a_target_players_graveyard(
    tmp_path: Path, change: str, oracle: str, verb: str, kind: str
) -> None:
    spell = imported(tmp_path, "grave_word.txt", graveyard_spell(change, oracle)).spell
    assert spell is not None
    [moved] = spell.effects
    assert (moved.verb, moved.name, moved.subject) == (verb, kind, "target")
