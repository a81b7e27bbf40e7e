"""What a static ability's ``AddKeyword$`` gives that is no keyword in the rules comes
over as what it is: "CARDNAME can't attack." and "CARDNAME can't block." as ``cant``
(508.1c, 509.1b), "protection from creatures" as the keyword (702.16); and a creature
that "assigns no combat damage this turn" after "you may ... If you do" (510.1, 603.5).
The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

SHACKLES = """Name:Stone Shackles
ManaCost:1 W
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ 1 W | ValidTgts$ Creature | AILogic$ Curse
S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ CARDNAME can't attack. \
& CARDNAME can't block. | Description$ x
Oracle:Enchant creature\\nEnchanted creature can't attack or block.
"""
WARD = """Name:Herd Ward
ManaCost:2 W
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ 2 W | ValidTgts$ Creature | AILogic$ Pump
S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Protection from creatures \
| Description$ x
Oracle:Enchant creature\\nEnchanted creature has protection from creatures.
"""
SNAKE = """Name:Coil Snake
ManaCost:2 U
Types:Creature Snake
PT:1/3
T:Mode$ AttackerUnblocked | ValidCard$ Card.Self | TriggerZones$ Battlefield \
| Execute$ TrigDraw | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1 | SubAbility$ DBPump
SVar:DBPump:DB$ Pump | KW$ HIDDEN CARDNAME assigns no combat damage
Oracle:Whenever Coil Snake attacks and isn't blocked, you may draw a card. If you do, Coil \
Snake assigns no combat damage this turn.
"""
HULK = """Name:Lava Hulk
ManaCost:2 R
Types:Creature Beast
PT:2/2
T:Mode$ AttackerBlocked | ValidCard$ Card.Self | Execute$ TrigDamage | OptionalDecider$ You \
| TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | ValidTgts$ Creature | NumDmg$ X | SubAbility$ DBNone
SVar:DBNone:DB$ Pump | Defined$ Self | KW$ HIDDEN CARDNAME assigns no combat damage
SVar:X:Count$CardPower
Oracle:Whenever Lava Hulk becomes blocked, you may have it deal damage equal to its power to \
target creature. If you do, Lava Hulk assigns no combat damage this turn.
"""


def test_cant_attack_and_cant_block_given(tmp_path: Path) -> None:
    face = imported(tmp_path, "stone_shackles.txt", SHACKLES)
    [static] = face.statics
    assert static.affects.text == "enchanted creature"
    restrictions = {r for m in static.modifications for r in m.restrictions}
    assert restrictions == {"can't attack", "can't block"}


def test_protection_from_creatures_given(tmp_path: Path) -> None:
    face = imported(tmp_path, "herd_ward.txt", WARD)
    [static] = face.statics
    assert [k for m in static.modifications for k in m.add_keywords] == [
        "protection from creatures"
    ]


def test_you_may_draw_if_you_do_it_assigns_no_combat_damage(tmp_path: Path) -> None:
    """603.5: optional, both its instructions: the draw, then the creature itself
    assigning no combat damage this turn (510.1)."""
    [trigger] = imported(tmp_path, "coil_snake.txt", SNAKE).triggers
    assert trigger.optional and [i.verb for i in trigger.effects] == ["draw", "cant"]
    assert trigger.effects[1].name == "assign combat damage"


def test_you_may_have_it_deal_damage_equal_to_its_power(tmp_path: Path) -> None:
    """The first sentence said "you may have it deal damage equal to its power ...",
    the second after "If you do,"."""
    [trigger] = imported(tmp_path, "lava_hulk.txt", HULK).triggers
    assert trigger.optional and [i.verb for i in trigger.effects] == ["damage", "cant"]


ARMOR = """Name:Heavy Mail
ManaCost:6
Types:Artifact Equipment
K:Equip:6
S:Mode$ Continuous | Affected$ Creature.EquippedBy | AddPower$ 6 | AddToughness$ 6 \
| AddSVar$ AE | AffectedZone$ Battlefield | Description$ x
SVar:AE:SVar:HasAttackEffect:TRUE
Oracle:Equipped creature gets +6/+6.\\nEquip {6}
"""


def test_an_ai_hint_given_and_the_battlefield_said(tmp_path: Path) -> None:
    """Forge's ``AddSVar$`` of a hint for its AI and ``AffectedZone$ Battlefield``, where a
    static ability applies anyway (611.3a), change no rules."""
    [static] = imported(tmp_path, "heavy_mail.txt", ARMOR).statics
    assert static.affects.text == "equipped creature"


VEIL = """Name:Wall Veil
ManaCost:U U
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ U U | ValidTgts$ Creature | AILogic$ Pump
S:Mode$ CantBlockBy | ValidAttacker$ Creature.EnchantedBy | ValidBlocker$ Creature.nonWall \
| Description$ x
Oracle:Enchant creature\\nEnchanted creature can't be blocked except by Walls.
"""
SPIRIT_FIELD = (
    VEIL.replace("Wall Veil", "Spirit Field")
    .replace("Creature.nonWall", "Creature.Spirit")
    .replace("except by Walls", "by Spirits")
)
BULWARK = """Name:Tower Bulwark
ManaCost:3
Types:Artifact Creature Wall
PT:0/6
K:Defender
A:AB$ PreventDamage | Cost$ T | Defined$ You | Amount$ 1 | SpellDescription$ x
Oracle:Defender\\n{T}: Prevent the next 1 damage that would be dealt to you this turn.
"""


def test_an_aura_restricting_blockers(tmp_path: Path) -> None:
    """509.1b: Forge's ``S:Mode$ CantBlockBy`` of the enchanted creature."""
    [veil] = imported(tmp_path, "wall_veil.txt", VEIL).statics
    [spirit] = imported(tmp_path, "spirit_field.txt", SPIRIT_FIELD).statics
    restrictions = [r for s in (veil, spirit) for m in s.modifications for r in m.restrictions]
    assert restrictions == ["can't be blocked except by Walls", "can't be blocked by Spirits"]


def test_prevent_the_next_damage_to_you(tmp_path: Path) -> None:
    """615.7: Forge's ``PreventDamage | Defined$ You``."""
    [ability] = imported(tmp_path, "tower_bulwark.txt", BULWARK).activated_abilities
    [prevent] = ability.effects
    assert prevent.verb == "prevent" and prevent.amount == 1
