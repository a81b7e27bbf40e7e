"""Forge's steps with targets of their own (115.1) come over as several target phrases,
each instruction naming its step's phrase; "up to one target" (``TargetMin$ 0 |
TargetMax$ 1``, 601.2c) in the singular; fights (701.14); and the creature a damage
trigger names, "that creature" (603.2). The scripts are made-up cards in Forge's
syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

TWIN_SPARK = """Name:Twin Spark
ManaCost:1 R
Types:Instant
A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature | NumDmg$ 2 | SubAbility$ DBDmg \
| SpellDescription$ x
SVar:DBDmg:DB$ DealDamage | ValidTgts$ Player | NumDmg$ 1
Oracle:Twin Spark deals 2 damage to target creature and 1 damage to target player.
"""
GENTLE_NUDGE = """Name:Gentle Nudge
ManaCost:U
Types:Sorcery
A:SP$ Draw | Cost$ U | NumCards$ 1 | SubAbility$ DBTap | SpellDescription$ x
SVar:DBTap:DB$ Tap | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 1
Oracle:Draw a card. Tap up to one target creature.
"""


def test_two_phrases_each_instruction_naming_its_own(tmp_path: Path) -> None:
    """115.1: the damage to the creature and to the player each name their phrase."""
    spark = imported(tmp_path / "a", "twin_spark.txt", TWIN_SPARK).spell
    assert spark is not None
    assert [t.text for t in spark.targets] == ["target creature", "target player"]
    assert [(e.amount, e.phrase) for e in spark.effects] == [
        (2, "target creature"),
        (1, "target player"),
    ]


def test_up_to_one_target(tmp_path: Path) -> None:
    """601.2c: one target the player may leave unchosen, said in the singular."""
    nudge = imported(tmp_path / "b", "gentle_nudge.txt", GENTLE_NUDGE).spell
    assert nudge is not None
    [target] = nudge.targets
    assert target.text == "up to one target creature" and target.optional


PREY = """Name:Hunter's Lunge
ManaCost:G
Types:Sorcery
A:SP$ Pump | Cost$ G | ValidTgts$ Creature.YouCtrl | TgtPrompt$ x | SubAbility$ DBFight \
| SpellDescription$ x
SVar:DBFight:DB$ Fight | Defined$ ParentTarget | ValidTgts$ Creature.YouDontCtrl
Oracle:Target creature you control fights target creature you don't control.
"""
RAM = (
    PREY.replace("Hunter's Lunge", "Ramming Lunge")
    .replace(
        "ValidTgts$ Creature.YouCtrl |", "ValidTgts$ Creature.YouCtrl | NumAtt$ +2 | NumDef$ +2 |"
    )
    .replace(
        "Oracle:Target creature you control fights",
        "Oracle:Target creature you control gets +2/+2 until end of turn. It fights",
    )
)


def test_a_target_chosen_for_the_fight_after_it(tmp_path: Path) -> None:
    """701.14a: Forge's Pump of only a target, then Fight of the parent target: one
    sentence; after a real change to it, "It fights ..."."""
    lunge = imported(tmp_path / "a", "hunter_s_lunge.txt", PREY).spell
    assert lunge is not None
    [fight] = lunge.effects
    assert (fight.verb, fight.phrase, fight.other) == (
        "fight",
        "target creature you control",
        "target creature you don't control",
    )
    ram = imported(tmp_path / "b", "ramming_lunge.txt", RAM).spell
    assert ram is not None
    assert [e.verb for e in ram.effects] == ["gets", "fight"]


BASILISK = """Name:Glass Basilisk
ManaCost:2 G
Types:Creature Basilisk
PT:1/3
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Creature | CombatDamage$ True \
| TriggerZones$ Battlefield | Execute$ DelTrig | TriggerDescription$ x
SVar:DelTrig:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player \
| Execute$ TrigDestroy | RememberObjects$ TriggeredTarget | TriggerDescription$ x
SVar:TrigDestroy:DB$ Destroy | Defined$ DelayTriggerRemembered
Oracle:Whenever Glass Basilisk deals combat damage to a creature, destroy that creature \
at end of combat.
"""


def test_combat_damage_to_a_creature_and_that_creature(tmp_path: Path) -> None:
    """510.2, 603.2, 603.7: Forge's ``DamageDone`` to a creature, its ``TriggeredTarget``
    "that creature", destroyed at end of combat."""
    basilisk = imported(tmp_path, "glass_basilisk.txt", BASILISK)
    [trigger] = basilisk.triggers
    assert trigger.event == "combat damage to a creature"
    [destroy] = trigger.effects
    assert (destroy.subject, destroy.at) == ("that creature", "end of combat")


STUN_BITE = """Name:Stun Bite
ManaCost:1 G
Types:Creature Snake
PT:1/1
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Creature | CombatDamage$ True \
| TriggerZones$ Battlefield | Execute$ TrigTap | TriggerDescription$ x
SVar:TrigTap:DB$ Tap | Defined$ TriggeredTarget | SubAbility$ DBPump
SVar:DBPump:DB$ Pump | Defined$ TriggeredTarget \
| KW$ HIDDEN This card doesn't untap during your next untap step. | Permanent$ True
Oracle:Whenever Stun Bite deals combat damage to a creature, tap that creature and it \
doesn't untap during its controller's next untap step.
"""


def test_tap_that_creature_and_it_doesnt_untap(tmp_path: Path) -> None:
    """502.3: two sentences as the Oracle text joins them: "tap that creature and it
    doesn't untap during its controller's next untap step"."""
    bite = imported(tmp_path, "stun_bite.txt", STUN_BITE)
    tap, held = bite.triggers[0].effects
    assert (tap.verb, tap.subject) == ("tap", "that creature")
    assert (held.verb, held.name, held.subject) == ("cant", "untap", "that creature")


PHANTOM = """Name:Mist Phantom
ManaCost:1 U
Types:Creature Illusion
PT:3/3
T:Mode$ BecomesTarget | ValidTarget$ Card.Self | TriggerZones$ Battlefield \
| Execute$ TrigSac | TriggerDescription$ x
SVar:TrigSac:DB$ Sacrifice | Defined$ Self
Oracle:When Mist Phantom becomes the target of a spell or ability, sacrifice it.
"""
LIEGE = """Name:Spite Liege
ManaCost:2 B
Types:Creature Spirit
PT:2/2
T:Mode$ BecomesTarget | ValidTarget$ Creature.YouCtrl+inZoneBattlefield \
| ValidSource$ Card.OppCtrl | TriggerZones$ Battlefield | Execute$ TrigLose \
| TriggerDescription$ x
SVar:TrigLose:DB$ LoseLife | Defined$ TriggeredSourceController | LifeAmount$ 2
Oracle:Whenever a creature you control becomes the target of a spell or ability an \
opponent controls, that player loses 2 life.
"""


def test_becomes_the_target(tmp_path: Path) -> None:
    """601.2c: of itself ("sacrifice it": named once, though "the target" comes first);
    of a creature you control, by an opponent, "that player" its controller."""
    phantom = imported(tmp_path / "a", "mist_phantom.txt", PHANTOM)
    [trigger] = phantom.triggers
    assert trigger.event == "becomes the target" and trigger.watches is None
    liege = imported(tmp_path / "b", "spite_liege.txt", LIEGE)
    [watching] = liege.triggers
    assert watching.caster == "an opponent" and watching.watches is not None
    [lose] = watching.effects
    assert lose.subject == "that player"
