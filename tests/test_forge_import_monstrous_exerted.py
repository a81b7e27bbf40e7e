"""Forge's monstrosity (701.37), its "becomes monstrous" trigger, exert (701.43) and
static abilities of a permanent in a state ("as long as it's attacking", 611.3b) come
over as data. The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge
from cardhost.model.continuous import StateCondition

BRUTE = """Name:Cinder Brute
ManaCost:3 R
Types:Creature Giant
PT:3/3
K:Monstrosity:2:4 R
T:Mode$ BecomeMonstrous | ValidCard$ Card.Self | TriggerZones$ Battlefield \
| Execute$ TrigDamage | TriggerDescription$ x
SVar:TrigDamage:DB$ DamageAll | ValidCards$ Creature.OppCtrl | ValidPlayers$ Player.Opponent \
| NumDmg$ 1
S:Mode$ Continuous | Affected$ Card.Self+IsMonstrous | AddKeyword$ Trample | Description$ x
Oracle:{4}{R}: Monstrosity 2. (If this creature isn't monstrous, put two +1/+1 counters on \
it and it becomes monstrous.)\\nWhen Cinder Brute becomes monstrous, it deals 1 damage to \
each opponent and each creature your opponents control.\\nAs long as Cinder Brute is \
monstrous, it has trample.
"""


def test_monstrosity_its_trigger_and_its_static(tmp_path: Path) -> None:
    """701.37a: "[cost]: Monstrosity N."; the trigger on becoming monstrous; trample as
    long as it is monstrous (611.3b)."""
    face = imported(tmp_path, "cinder_brute.txt", BRUTE)
    [ability] = face.activated_abilities
    assert str(ability.cost.mana) == "{4}{R}"
    assert [(i.verb, i.amount) for i in ability.effects] == [("monstrosity", 2)]
    [trigger] = face.triggers
    assert trigger.event == "becomes monstrous"
    [static] = face.statics
    assert static.condition == StateCondition("monstrous")


def test_a_monstrosity_the_oracle_text_doesnt_say_is_skipped(tmp_path: Path) -> None:
    out = tmp_path / "out"
    script = BRUTE.replace("Monstrosity 2. (", "Monstrosity 3. (")
    import_forge(folder_of(tmp_path, {"cinder_brute.txt": script}), out, progress=False)
    entry = report(out)["c/cinder_brute.txt"]
    assert not entry["imported"]
    assert "K:Monstrosity" in [r["construct"] for r in entry["reasons"]]


RAIDER = """Name:Dune Raider
ManaCost:1 R
Types:Creature Human
PT:1/1
S:Mode$ Continuous | Affected$ Card.Self+attacking | AddPower$ 2 | Description$ x
Oracle:As long as Dune Raider is attacking, it gets +2/+0.
"""


def test_a_static_of_its_permanent_attacking(tmp_path: Path) -> None:
    """611.3b: "As long as CARDNAME is attacking, it gets +2/+0." and "CARDNAME has
    flying as long as it's untapped."."""
    face = imported(tmp_path / "a", "dune_raider.txt", RAIDER)
    assert [s.condition for s in face.statics] == [StateCondition("attacking")]
    sentry = RAIDER.replace(
        "Card.Self+attacking | AddPower$ 2", "Card.Self+untapped | AddKeyword$ Flying"
    ).replace(
        "As long as Dune Raider is attacking, it gets +2/+0.",
        "Dune Raider has flying as long as it's untapped.",
    )
    face = imported(tmp_path / "b", "dune_raider.txt", sentry)
    assert [s.condition for s in face.statics] == [StateCondition("untapped")]


TRAMPLER = """Name:Crop Trampler
ManaCost:2 R
Types:Creature Minotaur
PT:3/2
K:You may exert CARDNAME as it attacks.
T:Mode$ Exerted | ValidCard$ Card.Self | Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ Pump | Defined$ Self | NumAtt$ 2
Oracle:You may exert Crop Trampler as it attacks. When you do, it gets +2/+0 until end of \
turn. (An exerted creature won't untap during your next untap step.)
"""


def test_exert_and_its_trigger(tmp_path: Path) -> None:
    """701.43d, 607.2h: the exert ability and its "when you do" trigger as one entry."""
    face = imported(tmp_path, "crop_trampler.txt", TRAMPLER)
    [trigger] = face.triggers
    assert trigger.event == "exert" and face.exerts


def test_exert_without_a_trigger_is_skipped(tmp_path: Path) -> None:
    out = tmp_path / "out"
    script = "\n".join(
        line for line in TRAMPLER.splitlines() if not line.startswith(("T:", "SVar:"))
    )
    import_forge(folder_of(tmp_path, {"crop_trampler.txt": script}), out, progress=False)
    entry = report(out)["c/crop_trampler.txt"]
    assert not entry["imported"]
    assert "K:You may exert CARDNAME as it attacks." in [r["construct"] for r in entry["reasons"]]
