"""Forge's ``CARDNAME can attack as though it didn't have defender.`` as cardhost's
``can`` (702.3b), granted for the turn by an ability or by a static ability with a
condition; and a keyword gained with no duration (``Permanent$ True``: "It gains first
strike.", 611.2a); and ``S:Mode$ CantAttack | UnlessDefenderControls$``: "can't attack
unless defending player controls an Island" (508.1c, 506.2). The scripts are made-up
cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

from cardhost.model.continuous import ATTACKS_DESPITE_DEFENDER, Duration

FORT = """Name:Rolling Rampart
ManaCost:3
Types:Artifact Creature Wall
PT:0/4
K:Defender
A:AB$ Pump | Cost$ 3 | NumAtt$ +3 | NumDef$ -1 \
| KW$ HIDDEN CARDNAME can attack as though it didn't have defender. | SpellDescription$ x
Oracle:Defender\\n{3}: Rolling Rampart gets +3/-1 until end of turn and can attack this turn \
as though it didn't have defender.
"""
SERPENT = """Name:Gear Serpent
ManaCost:5 U
Types:Artifact Creature Serpent
PT:5/5
K:Defender
S:Mode$ Continuous | Affected$ Card.Self | AddHiddenKeyword$ CARDNAME can attack as though \
it didn't have defender. | CheckSVar$ X | SVarCompare$ GE3 | Description$ x
SVar:X:Count$Valid Artifact.YouCtrl
Oracle:Defender\\nGear Serpent can attack as though it didn't have defender as long as you \
control three or more artifacts.
"""
CHIMERA = """Name:Glass Chimera
ManaCost:4
Types:Artifact Creature Chimera
PT:2/2
A:AB$ PutCounter | Cost$ Sac<1/CARDNAME> | ValidTgts$ Creature.Chimera \
| TgtPrompt$ Select target Chimera creature | CounterType$ P1P1 | CounterNum$ 2 \
| SubAbility$ DBPump | SpellDescription$ x
SVar:DBPump:DB$ Pump | KW$ Flying | Defined$ Targeted | Permanent$ True
Oracle:Sacrifice Glass Chimera: Put two +1/+1 counters on target Chimera creature. It gains \
flying. (This effect lasts indefinitely.)
"""


def test_an_ability_lets_it_attack_this_turn(tmp_path: Path) -> None:
    [ability] = imported(tmp_path, "rolling_rampart.txt", FORT).activated_abilities
    gets, can = ability.effects
    assert (gets.verb, can.verb, can.name) == ("gets", "can", ATTACKS_DESPITE_DEFENDER[4:])
    assert can.duration is Duration.END_OF_TURN


def test_a_static_ability_with_a_condition(tmp_path: Path) -> None:
    [static] = imported(tmp_path, "gear_serpent.txt", SERPENT).statics
    assert static.modifications[0].restrictions == (ATTACKS_DESPITE_DEFENDER,)
    assert static.condition is not None and static.condition.at_least == 3


def test_a_keyword_gained_for_good(tmp_path: Path) -> None:
    """611.2a: no duration stated, so the effect lasts for the rest of the game."""
    [ability] = imported(tmp_path, "glass_chimera.txt", CHIMERA).activated_abilities
    counters, gains = ability.effects
    assert (counters.verb, gains.verb, gains.name, gains.duration) == (
        "counters",
        "gains",
        "flying",
        Duration.GAME,
    )


SHARK = """Name:Reef Shark
ManaCost:1 U
Types:Creature Fish
PT:5/5
S:Mode$ CantAttack | ValidCard$ Card.Self | UnlessDefenderControls$ Island | Description$ x
Oracle:Reef Shark can't attack unless defending player controls an Island.
"""


def test_cant_attack_unless_defending_player_controls(tmp_path: Path) -> None:
    [static] = imported(tmp_path, "reef_shark.txt", SHARK).statics
    restriction = "can't attack unless defending player controls an Island"
    assert static.modifications[0].restrictions == (restriction,)
