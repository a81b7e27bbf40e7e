"""Forge's counts of another player than the controller come over as counts of "their"
(608.2h): ``RepeatEach`` over the players of one step on the player repeated for
(``RememberedPlayerCtrl``), and ``TargetedPlayer$``/``TriggeredPlayer$CardsInHand``. The
scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge

REGROWTH = """Name:Grave Regrowth
ManaCost:2 G
Types:Sorcery
A:SP$ RepeatEach | Cost$ 2 G | RepeatPlayers$ Player | RepeatSubAbility$ DBDraw \
| SpellDescription$ x
SVar:DBDraw:DB$ Draw | Defined$ Remembered | NumCards$ X
SVar:X:Count$ValidGraveyard Creature.RememberedPlayerCtrl
Oracle:Each player draws a card for each creature card in their graveyard.
"""
SOIL = """Name:Seething Soil
ManaCost:2 R
Types:Sorcery
A:SP$ RepeatEach | Cost$ 2 R | RepeatPlayers$ Player | RepeatSubAbility$ DBDamage \
| DamageMap$ True | SpellDescription$ x
SVar:DBDamage:DB$ DealDamage | Defined$ Remembered | NumDmg$ X
SVar:X:Count$Valid Land.RememberedPlayerCtrl
Oracle:Seething Soil deals damage to each player equal to the number of lands they control.
"""
GAZE = """Name:Burning Gaze
ManaCost:2 R
Types:Instant
A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Player | NumDmg$ X | SpellDescription$ x
SVar:X:TargetedPlayer$CardsInHand
Oracle:Burning Gaze deals damage to target player equal to the number of cards in that \
player's hand.
"""
SPRITE = """Name:Dream Sprite
ManaCost:2 U
Types:Creature Faerie
PT:1/1
T:Mode$ Phase | Phase$ Upkeep | TriggerZones$ Battlefield | Execute$ TrigMill \
| TriggerDescription$ x
SVar:TrigMill:DB$ Mill | Defined$ TriggeredPlayer | NumCards$ X
SVar:X:TriggeredPlayer$CardsInHand
Oracle:At the beginning of each player's upkeep, that player mills X cards, where X is \
the number of cards in their hand.
"""
CHOSEN = """Name:Chosen Toll
ManaCost:1 B
Types:Sorcery
A:SP$ RepeatEach | Cost$ 1 B | RepeatPlayers$ Player | RepeatSubAbility$ DBChoose \
| SpellDescription$ x
SVar:DBChoose:DB$ ChooseCard | Defined$ Remembered | Choices$ Creature.RememberedPlayerCtrl \
| SubAbility$ DBSac
SVar:DBSac:DB$ Sacrifice | Defined$ Remembered | SacValid$ Creature.ChosenCard
Oracle:Each player chooses a creature they control and sacrifices it.
"""


def test_each_player_counted_for_their_graveyard(tmp_path: Path) -> None:
    """101.4, 608.2h: the step repeated for each player is one instruction for each
    player, its X "their"."""
    spell = imported(tmp_path, "grave_regrowth.txt", REGROWTH).spell
    assert spell is not None
    [draw] = spell.effects
    assert (draw.verb, draw.subject) == ("draw", "each player")
    assert draw.count is not None and draw.count.theirs
    assert str(draw.count) == "the number of creature cards in their graveyard"


def test_damage_to_each_player_for_the_lands_they_control(tmp_path: Path) -> None:
    spell = imported(tmp_path, "seething_soil.txt", SOIL).spell
    assert spell is not None
    [damage] = spell.effects
    assert (damage.verb, damage.subject, str(damage.count)) == (
        "damage",
        "each player",
        "the number of lands they control",
    )


def test_a_target_player_and_that_player_counted_for_their_hand(tmp_path: Path) -> None:
    gaze = imported(tmp_path, "burning_gaze.txt", GAZE).spell
    assert gaze is not None and str(gaze.effects[0].count) == "the number of cards in their hand"
    [upkeep] = imported(tmp_path / "sprite", "dream_sprite.txt", SPRITE).triggers
    [mill] = upkeep.effects
    assert (mill.subject, str(mill.count)) == ("that player", "the number of cards in their hand")


def test_a_repeated_chain_of_several_steps_is_skipped(tmp_path: Path) -> None:
    """A repeated step followed by another isn't one instruction for each player."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"chosen_toll.txt": CHOSEN}), out, progress=False)
    entry = report(out)["c/chosen_toll.txt"]
    assert not entry["imported"]
    assert any(r["construct"] == "API RepeatEach" for r in entry["reasons"]), entry
