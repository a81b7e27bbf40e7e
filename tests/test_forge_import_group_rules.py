"""Forge's ``Effect`` whose static ability says, for the turn, what every creature of a
group can't or must do ("Creatures without flying can't block this turn.") comes over
as a ``cant`` or ``must`` on each of the group, judged as it applies (611.2c); any other
form of that static ability is skipped. The scripts are made-up cards in Forge's
syntax."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_forge_import import folder_of, imported, report

from cardhost import Game, IllegalActionError, Step
from cardhost.forge.importer import import_forge
from cardhost.loading.cardfile import load_card_file

TREMOR = """Name:Ground Tremor
ManaCost:1 R
Types:Instant
A:SP$ Effect | Cost$ 1 R | Name$ Ground Tremor Effect | StaticAbilities$ NoBlock \
| SpellDescription$ x
SVar:NoBlock:Mode$ Continuous | EffectZone$ Command | AffectedZone$ Battlefield \
| Affected$ Creature.withoutFlying | AddHiddenKeyword$ CARDNAME can't block. | Description$ x
Oracle:Creatures without flying can't block this turn.
"""
HORNS = """Name:Herald of Horns
ManaCost:1 R
Types:Creature Goblin
PT:1/1
A:AB$ Effect | Cost$ T | StaticAbilities$ Charge | SpellDescription$ x
SVar:Charge:Mode$ Continuous | EffectZone$ Command | Affected$ Creature.OppCtrl \
| AddHiddenKeyword$ CARDNAME attacks each combat if able. | Description$ x
Oracle:{T}: Creatures your opponents control attack this turn if able.
"""


def test_creatures_without_flying_cant_block(tmp_path: Path, new_game: object) -> None:
    """611.2c: the imported spell's effect reaches a creature that enters after it
    resolved, and not a flier."""
    face = imported(tmp_path, "ground_tremor.txt", TREMOR)
    assert face.spell is not None
    [instruction] = face.spell.effects
    assert (instruction.verb, instruction.name, instruction.subject) == ("cant", "block", "each")
    card = load_card_file(tmp_path / "out" / "ground_tremor" / "ground_tremor.toml")
    game: Game = new_game(cards=[card])  # type: ignore[operator]
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Ground Tremor", alice, "hand"))
    game.resolve_stack()
    late = game.add_card("Grizzly Bears", bob)
    flier = game.add_card("Mourning Thrull", bob)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.advance_to(Step.DECLARE_BLOCKERS)
    with pytest.raises(IllegalActionError, match=r"509\.1b"):
        game.declare_blockers({late: bears})
    game.declare_blockers({flier: bears})


def test_creatures_attack_if_able(tmp_path: Path) -> None:
    """508.1d: "attack this turn if able" on each creature an opponent controls."""
    face = imported(tmp_path, "herald_of_horns.txt", HORNS)
    [ability] = face.activated_abilities
    [instruction] = ability.effects
    assert (instruction.verb, instruction.name) == ("must", "attack each combat")
    assert instruction.group is not None and instruction.group.text == (
        "creature an opponent controls"
    )


@pytest.mark.parametrize(
    ("change", "why"),
    [
        ("AffectedZone$ Battlefield", "AffectedZone$ Hand"),
        ("Affected$ Creature.withoutFlying", "Affected$ Land"),
        ("CARDNAME can't block.", "CARDNAME can't be blocked except by Walls."),
    ],
)
def test_other_forms_are_skipped(tmp_path: Path, change: str, why: str) -> None:
    """Cards in other zones, a group of no creatures, or a keyword cardhost's ``cant``
    doesn't say: the card is skipped with the Effect named."""
    out = tmp_path / "out"
    script = TREMOR.replace(change, why)
    import_forge(folder_of(tmp_path, {"ground_tremor.txt": script}), out, progress=False)
    entry = report(out)["g/ground_tremor.txt"]
    assert not entry["imported"]
    assert [r["construct"] for r in entry["reasons"]] == ["API Effect"], entry
