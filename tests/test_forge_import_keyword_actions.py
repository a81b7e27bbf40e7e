"""Forge's Bolster, Explore and Proliferate come over as the keyword-action verbs
(701.39a, 701.44a, 701.34a). The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge

RALLY_CRY = """Name:Rally Cry
ManaCost:2 W
Types:Instant
A:SP$ PutCounter | Cost$ 2 W | Bolster$ True | CounterNum$ 3 | CounterType$ P1P1 \
| SpellDescription$ x
Oracle:Bolster 3. (Choose a creature with the least toughness among creatures you control \
and put three +1/+1 counters on it.)
"""


def test_bolster_three(tmp_path: Path) -> None:
    """701.39a: Forge's PutCounter with Bolster$ True is the bolster verb."""
    cry = imported(tmp_path, "rally_cry.txt", RALLY_CRY).spell
    assert cry is not None
    [bolster] = cry.effects
    assert (bolster.verb, bolster.amount) == ("bolster", 3)


TRAIL_SCOUT = """Name:Trail Scout
ManaCost:1 G
Types:Creature Human Scout
PT:2/1
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigExplore | TriggerDescription$ x
SVar:TrigExplore:DB$ Explore
Oracle:When Trail Scout enters the battlefield, it explores. (Reveal the top card of your \
library. Put that card into your hand if it's a land. Otherwise, put a +1/+1 counter on \
this creature, then put the card back or put it into your graveyard.)
"""

PATH_GUIDE = """Name:Path Guide
ManaCost:G
Types:Sorcery
A:SP$ Explore | Cost$ G | ValidTgts$ Creature.YouCtrl | TgtPrompt$ x | SpellDescription$ x
Oracle:Target creature you control explores. (Reveal the top card of your library. Put \
that card into your hand if it's a land. Otherwise, put a +1/+1 counter on that \
creature, then put the card back or put it into your graveyard.)
"""

TWICE_GUIDE = """Name:Twice Guide
ManaCost:G
Types:Sorcery
A:SP$ Explore | Cost$ G | Num$ 2 | ValidTgts$ Creature.YouCtrl | TgtPrompt$ x \
| SpellDescription$ x
Oracle:Target creature you control explores, then it explores again.
"""


def test_it_explores(tmp_path: Path) -> None:
    """701.44a: the creature itself explores as its enters trigger resolves."""
    scout = imported(tmp_path, "trail_scout.txt", TRAIL_SCOUT)
    [trigger] = scout.triggers
    [explore] = trigger.effects
    assert (explore.verb, explore.subject) == ("explore", "this")


def test_target_creature_you_control_explores(tmp_path: Path) -> None:
    guide = imported(tmp_path, "path_guide.txt", PATH_GUIDE).spell
    assert guide is not None
    [explore] = guide.effects
    assert (explore.verb, explore.subject) == ("explore", "target")


def test_exploring_twice_is_not_said_yet(tmp_path: Path) -> None:
    """Num$ 2 ("then it explores again") is refused rather than imported as once."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"twice_guide.txt": TWICE_GUIDE}), out, progress=False)
    assert not report(out)["t/twice_guide.txt"]["imported"]


SPREAD_ROT = """Name:Spread Rot
ManaCost:1 B
Types:Sorcery
A:SP$ Proliferate | Cost$ 1 B | SpellDescription$ x
Oracle:Proliferate. (Choose any number of permanents and/or players, then give each \
another counter of each kind already there.)
"""


def test_proliferate(tmp_path: Path) -> None:
    rot = imported(tmp_path, "spread_rot.txt", SPREAD_ROT).spell
    assert rot is not None
    [proliferate] = rot.effects
    assert (proliferate.verb, proliferate.amount) == ("proliferate", 1)
