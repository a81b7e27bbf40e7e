"""Forge's delayed triggers (``DelayedTrigger``, 603.7) come over as an instruction's
``at``: the step they execute, said "at the beginning of the next turn's upkeep", "at the
beginning of the next end step" or "at end of combat", before or after. The scripts are
made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

SLOW_BLESSING = """Name:Slow Blessing
ManaCost:1 W
Types:Instant
A:SP$ GainLife | Cost$ 1 W | LifeAmount$ 2 | SubAbility$ DelTrig | SpellDescription$ x
SVar:DelTrig:DB$ DelayedTrigger | Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player \
| Execute$ DrawLater | TriggerDescription$ x
SVar:DrawLater:DB$ Draw | NumCards$ 1 | Defined$ You
Oracle:You gain 2 life.\\nDraw a card at the beginning of the next turn's upkeep.
"""
BRITTLE_WALL = """Name:Brittle Wall
ManaCost:1 R
Types:Creature Wall
PT:0/4
K:Defender
T:Mode$ Blocks | ValidCard$ Card.Self | Execute$ DelTrig | TriggerDescription$ x
SVar:DelTrig:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player \
| Execute$ TrigSac | TriggerDescription$ x
SVar:TrigSac:DB$ Sacrifice | Defined$ Self
Oracle:Defender\\nWhen Brittle Wall blocks, sacrifice it at end of combat.
"""


def test_a_draw_at_the_next_turns_upkeep(tmp_path: Path) -> None:
    """603.7: the draw waits for the next turn's upkeep; the life is gained now."""
    blessing = imported(tmp_path, "slow_blessing.txt", SLOW_BLESSING).spell
    assert blessing is not None
    gain, draw = blessing.effects
    assert gain.at == "" and draw.at == "the beginning of the next turn's upkeep"


def test_sacrifice_it_at_end_of_combat(tmp_path: Path) -> None:
    """511.2: a blocks trigger's delayed "sacrifice it"."""
    wall = imported(tmp_path, "brittle_wall.txt", BRITTLE_WALL)
    [sacrifice] = wall.triggers[0].effects
    assert (sacrifice.verb, sacrifice.subject, sacrifice.at) == (
        "sacrifice",
        "this",
        "end of combat",
    )


STING_FLY = """Name:Sting Fly
ManaCost:1 G
Types:Creature Insect
PT:1/1
K:Flying
T:Mode$ AttackerBlockedByCreature | ValidCard$ Creature | ValidBlocker$ Card.Self \
| Execute$ DelBlocked | TriggerDescription$ x
T:Mode$ AttackerBlockedByCreature | ValidCard$ Card.Self | ValidBlocker$ Creature \
| Execute$ DelBlocker | Secondary$ True | TriggerDescription$ x
SVar:DelBlocked:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player \
| Execute$ TrigDestroy | RememberObjects$ TriggeredAttacker | TriggerDescription$ one
SVar:DelBlocker:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player \
| Execute$ TrigDestroy | RememberObjects$ TriggeredBlocker | TriggerDescription$ other
SVar:TrigDestroy:DB$ Destroy | Defined$ DelayTriggerRemembered
Oracle:Flying\\nWhenever Sting Fly blocks or becomes blocked by a creature, destroy that \
creature at end of combat.
"""


def test_blocks_or_becomes_blocked_by_a_creature(tmp_path: Path) -> None:
    """509.3d, 509.3f, 603.7: Forge's pair, one naming the attacker and one the blocker,
    is one trigger destroying "that creature" at end of combat."""
    fly = imported(tmp_path, "sting_fly.txt", STING_FLY)
    [trigger] = fly.triggers
    assert trigger.event == "blocks or becomes blocked by a creature"
    [destroy] = trigger.effects
    assert (destroy.subject, destroy.at) == ("that creature", "end of combat")


TEAR_WALL = """Name:Tear Wall
ManaCost:1 U
Types:Creature Wall
PT:0/5
K:Defender
T:Mode$ AttackerBlocked | ValidCard$ Creature | ValidBlocker$ Card.Self | Execute$ DelTrig \
| TriggerDescription$ x
SVar:DelTrig:DB$ DelayedTrigger | Mode$ Phase | Phase$ EndCombat | ValidPlayer$ Player \
| Execute$ TrigBounce | RememberObjects$ TriggeredAttacker | TriggerDescription$ x
SVar:TrigBounce:DB$ ChangeZone | Defined$ DelayTriggerRemembered | Origin$ Battlefield \
| Destination$ Hand
Oracle:Defender\\nWhenever Tear Wall blocks a creature, return that creature to its \
owner's hand at end of combat.
"""


def test_attacker_blocked_by_this_is_blocks_a_creature(tmp_path: Path) -> None:
    """509.3d: Forge's ``AttackerBlocked`` of each attacker this blocks is "blocks a
    creature", its ``TriggeredAttacker`` "that creature"."""
    wall = imported(tmp_path, "tear_wall.txt", TEAR_WALL)
    [trigger] = wall.triggers
    assert trigger.event == "blocks a creature"
    [bounce] = trigger.effects
    assert (bounce.verb, bounce.subject, bounce.at) == (
        "return_to_hand",
        "that creature",
        "end of combat",
    )


ALPHA = """Name:Pack Alpha
ManaCost:3 G
Types:Creature Wolf
PT:3/3
T:Mode$ AttackerBlocked | ValidCard$ Creature.YouCtrl | TriggerZones$ Battlefield \
| Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ Pump | Defined$ TriggeredAttacker | NumAtt$ +1 | NumDef$ +1
Oracle:Whenever a creature you control becomes blocked, it gets +1/+1 until end of turn.
"""


def test_others_becoming_blocked(tmp_path: Path) -> None:
    """509.3c: ``AttackerBlocked`` of a kind you control; its ``TriggeredAttacker`` is
    "that creature", "it" in the Oracle text."""
    alpha = imported(tmp_path, "pack_alpha.txt", ALPHA)
    [trigger] = alpha.triggers
    assert trigger.event == "becomes blocked" and trigger.watches is not None
    [gets] = trigger.effects
    assert gets.subject == "that creature"


RALLIER = """Name:War Rallier
ManaCost:2 R
Types:Creature Human Warrior
PT:2/2
T:Mode$ Attacks | ValidCard$ Creature.YouCtrl | TriggerZones$ Battlefield \
| Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ Pump | Defined$ TriggeredAttacker | NumAtt$ +1
Oracle:Whenever a creature you control attacks, it gets +1/+0 until end of turn.
"""


def test_others_attacking_it_gets(tmp_path: Path) -> None:
    """508.3a, 603.2: the ``TriggeredAttacker`` a trigger watching others attack saw is
    "that creature", "it" in the Oracle text."""
    rallier = imported(tmp_path, "war_rallier.txt", RALLIER)
    [gets] = rallier.triggers[0].effects
    assert (gets.verb, gets.subject) == ("gets", "that creature")
