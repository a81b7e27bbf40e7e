"""Forge's amount that is one number if a condition holds and another if not
(``Count$Morbid.5.3``, ``Count$Compare Y GE1.10.5``) comes over as ``instead`` (608.2c),
and its Oracle sentence leads with an ability word or says "If ..., ... instead"; an
amount of a condition cardhost can't count is skipped. The scripts are made-up cards in
Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge

EMBER = """Name:Ember Toll
ManaCost:2 R
Types:Instant
A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ X \
| References$ X | SpellDescription$ x
SVar:X:Count$Morbid.5.3
Oracle:Ember Toll deals 3 damage to any target.\\nMorbid — Ember Toll deals 5 damage to \
that permanent or player instead if a creature died this turn.
"""
FEAST = """Name:Hunting Feast
ManaCost:1 G
Types:Instant
A:SP$ GainLife | Cost$ 1 G | LifeAmount$ X | References$ X,Y | SpellDescription$ x
SVar:X:Count$Compare Y GE1.10.5
SVar:Y:Count$Valid Creature.powerGE4+YouCtrl
Oracle:You gain 5 life. If you control a creature with power 4 or greater, you gain 10 \
life instead.
"""
GROWTH = """Name:Grave Growth
ManaCost:G
Types:Instant
A:SP$ PutCounter | Cost$ G | ValidTgts$ Creature | CounterType$ P1P1 | CounterNum$ X \
| References$ X | SpellDescription$ x
SVar:X:Count$Threshold.3.1
Oracle:Put a +1/+1 counter on target creature.\\nThreshold — Put three +1/+1 counters on \
that creature instead if seven or more cards are in your graveyard.
"""


def test_an_amount_of_a_named_condition(tmp_path: Path) -> None:
    """Morbid (700.4): 3 damage, or 5 instead if a creature died this turn."""
    spell = imported(tmp_path, "ember_toll.txt", EMBER).spell
    assert spell is not None
    [damage] = spell.effects
    assert damage.amount == 3 and damage.instead is not None
    assert damage.instead.amount == 5 and damage.instead.condition is not None
    assert damage.instead.condition.count.text == "the number of creatures that died this turn"


def test_an_amount_of_a_compared_count(tmp_path: Path) -> None:
    """A count of Forge's ``Compare``, said "If ..., ... instead" in one paragraph."""
    spell = imported(tmp_path, "hunting_feast.txt", FEAST).spell
    assert spell is not None
    [life] = spell.effects
    assert (life.amount, life.instead and life.instead.amount) == (5, 10)
    condition = life.instead.condition if life.instead else None
    assert condition is not None and condition.at_least == 1
    assert condition.count.text == "the number of creatures you control with power 4 or greater"


def test_counters_instead(tmp_path: Path) -> None:
    """Threshold: three +1/+1 counters on that creature instead of one."""
    spell = imported(tmp_path, "grave_growth.txt", GROWTH).spell
    assert spell is not None
    [counters] = spell.effects
    assert (counters.amount, counters.instead and counters.instead.amount) == (1, 3)


def test_a_condition_it_cant_count_is_skipped(tmp_path: Path) -> None:
    """ "If you cast this spell during your main phase" is no count cardhost has."""
    out = tmp_path / "out"
    script = EMBER.replace("Count$Morbid.5.3", "Count$IfCastInOwnMainPhase.5.3")
    import_forge(folder_of(tmp_path, {"ember_toll.txt": script}), out, progress=False)
    entry = report(out)["e/ember_toll.txt"]
    assert not entry["imported"]
    assert [r["construct"] for r in entry["reasons"]] == ["an amount X other than the X paid"]


RAIDER = """Name:Ridge Raider
ManaCost:2 R
Types:Creature Human Warrior
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| CheckSVar$ RaidTest | Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1
SVar:RaidTest:Count$AttackersDeclared
Oracle:Raid — When Ridge Raider enters the battlefield, if you attacked this turn, draw a \
card.
"""


def test_raid_is_a_trigger_condition(tmp_path: Path) -> None:
    """Raid (508.1): "if you attacked this turn" (Forge's comparison unsaid is at least
    one), and 2014's words, "if you attacked with a creature this turn"."""
    for words in ("you attacked this turn", "you attacked with a creature this turn"):
        script = RAIDER.replace("you attacked this turn", words)
        face = imported(tmp_path / words.replace(" ", "_"), "ridge_raider.txt", script)
        [trigger] = face.triggers
        assert trigger.counted_if is not None
        assert (
            trigger.counted_if.count.text == "the number of creatures you attacked with this turn"
        )
        assert trigger.counted_if.at_least == 1
