"""Restrictions and combat as the importer reads them: Forge's ``CARDNAME's activated
abilities can't be activated.`` as cardhost's ``cant = ["activate abilities"]`` (602.5)
on an Aura with another restriction, on a group ("Activated abilities of artifacts can't
be activated."), and detain (701.35a: a Pump with ``UntilYourNextTurn$``);
``RemoveFromCombat`` (506.4); ``Attacked$`` of a watched attacker (506.2). The scripts
are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost.model.continuous import Duration

AURA = """Name:Iron Cuffs
ManaCost:2 W
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ 2 W | ValidTgts$ Creature | AILogic$ Curse
S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddHiddenKeyword$ CARDNAME can't attack \
or block. & CARDNAME's activated abilities can't be activated. | Description$ x
Oracle:Enchant creature\\nEnchanted creature can't attack or block, and its activated \
abilities can't be activated.
"""
ROD = """Name:Dull Rod
ManaCost:2
Types:Artifact
S:Mode$ Continuous | Affected$ Artifact | AddHiddenKeyword$ CARDNAME's activated abilities \
can't be activated. | Description$ x
Oracle:Activated abilities of artifacts can't be activated.
"""
WARDEN = """Name:Gate Warden
ManaCost:1 W
Types:Creature Human Soldier
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ Detain | TriggerDescription$ x
SVar:Detain:DB$ Pump | KW$ HIDDEN CARDNAME can't attack or block. & HIDDEN CARDNAME's \
activated abilities can't be activated. | IsCurse$ True | UntilYourNextTurn$ True \
| ValidTgts$ Creature.OppCtrl
Oracle:When Gate Warden enters the battlefield, detain target creature an opponent controls. \
(Until your next turn, that creature can't attack or block and its activated abilities can't \
be activated.)
"""


@pytest.mark.parametrize(
    ("name", "script", "affected", "restrictions"),
    [
        (
            "iron_cuffs.txt",
            AURA,
            "enchanted creature",
            ("can't attack", "can't block", "can't activate abilities"),
        ),
        ("dull_rod.txt", ROD, "artifacts", ("can't activate abilities",)),
    ],
)
def test_a_static_ability(
    tmp_path: Path, name: str, script: str, affected: str, restrictions: tuple[str, ...]
) -> None:
    [static] = imported(tmp_path, name, script).statics
    assert static.affects.text == affected
    assert static.modifications[0].restrictions == restrictions


def test_detain(tmp_path: Path) -> None:
    [trigger] = imported(tmp_path, "gate_warden.txt", WARDEN).triggers
    said = [(i.verb, i.name, i.subject, i.duration) for i in trigger.effects]
    until = Duration.YOUR_NEXT_TURN
    assert said == [
        ("cant", "attack or block", "target", until),
        ("cant", "activate abilities", "target", until),
    ]


HARRIER = """Name:Cloak Harrier
ManaCost:3 W
Types:Creature Bird Soldier
PT:2/2
K:Flying
T:Mode$ AttackerBlocked | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigUntap \
| TriggerDescription$ x
SVar:TrigUntap:DB$ Untap | Defined$ Self | SubAbility$ RemCombat
SVar:RemCombat:DB$ RemoveFromCombat | Defined$ Self
Oracle:Flying\\nWhenever Cloak Harrier becomes blocked, you may untap it and remove it from \
combat.
"""


def test_untap_it_and_remove_it_from_combat(tmp_path: Path) -> None:
    """Forge's ``RemoveFromCombat`` (506.4), one optional choice for both (603.5)."""
    [trigger] = imported(tmp_path, "cloak_harrier.txt", HARRIER).triggers
    assert [(i.verb, i.subject) for i in trigger.effects] == [
        ("untap", "this"),
        ("remove_from_combat", "this"),
    ]
    assert trigger.optional


HEDGE = """Name:Thorn Hedge
ManaCost:G
Types:Enchantment
T:Mode$ Attacks | ValidCard$ Creature | Attacked$ You,Planeswalker.YouCtrl \
| TriggerZones$ Battlefield | Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ Pump | Defined$ TriggeredAttacker | NumAtt$ -1
Oracle:Whenever a creature attacks you or a planeswalker you control, it gets -1/-0 until \
end of turn.
"""


def test_attacks_you_or_a_planeswalker_you_control(tmp_path: Path) -> None:
    """Forge's ``Attacked$`` of a watched attacker: cardhost's ``attacking`` (506.2)."""
    [trigger] = imported(tmp_path, "thorn_hedge.txt", HEDGE).triggers
    assert trigger.attacking == "you or a planeswalker you control"
