"""Forge's prevention effects come over as ``prevent_all`` and ``prevent_next_time`` with
``to`` and ``by`` (615, 609.7a): an ``Effect`` whose replacement prevents ``DamageDone``,
``ChooseSource`` before it, and the keywords a creature gains for the turn that prevent
damage dealt to or by it. The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

MIST_SHIELD = """Name:Mist Shield
ManaCost:1 W
Types:Instant
A:SP$ Effect | Cost$ 1 W | ReplacementEffects$ RPrevent | SpellDescription$ x
SVar:RPrevent:Event$ DamageDone | Prevent$ True | ActiveZones$ Command \
| ValidTarget$ You | ValidSource$ Creature.attacking | Description$ x
Oracle:Prevent all damage that would be dealt to you this turn by attacking creatures.
"""
WARD_CIRCLE = """Name:Ward Circle
ManaCost:1 W
Types:Enchantment
A:AB$ ChooseSource | Cost$ 1 | Choices$ Card.BlueSource | SubAbility$ DBEffect \
| SpellDescription$ x
SVar:DBEffect:DB$ Effect | ReplacementEffects$ RNext | SubAbility$ DBCleanup \
| ConditionDefined$ ChosenCard | ConditionPresent$ Card | ConditionCompare$ GE1
SVar:RNext:Event$ DamageDone | ValidSource$ Card.ChosenCard+BlueSource | ValidTarget$ You \
| ReplaceWith$ ExileEffect | PreventionEffect$ True | Description$ x
SVar:ExileEffect:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile
SVar:DBCleanup:DB$ Cleanup | ClearChosenCard$ True
Oracle:{1}: The next time a blue source of your choice would deal damage to you this turn, \
prevent that damage.
"""
HAZE_WARDEN = """Name:Haze Warden
ManaCost:2 W
Types:Creature Spirit
PT:1/3
A:AB$ Pump | Cost$ 1 W | KW$ Prevent all combat damage that would be dealt to and dealt by \
CARDNAME. | Defined$ Self | SpellDescription$ x
A:AB$ Pump | Cost$ 2 | ValidTgts$ Creature | KW$ Prevent all combat damage that would be \
dealt by CARDNAME. | SpellDescription$ x
Oracle:{1}{W}: Prevent all combat damage that would be dealt to and dealt by Haze Warden \
this turn.\\n{2}: Prevent all combat damage target creature would deal this turn.
"""


def test_all_damage_to_you_by_a_group(tmp_path: Path) -> None:
    """615: ``ValidTarget$ You`` and ``ValidSource$ Creature.attacking``."""
    shield = imported(tmp_path, "mist_shield.txt", MIST_SHIELD).spell
    assert shield is not None
    [prevent] = shield.effects
    assert prevent.verb == "prevent_all" and prevent.preventing is not None
    assert prevent.preventing.to == "you" and prevent.preventing.by == "group"
    assert prevent.preventing.by_group is not None
    assert prevent.preventing.by_group.text == "attacking creature"


def test_the_next_time_a_source_of_a_colour_chosen(tmp_path: Path) -> None:
    """609.7a, 615.7: ``ChooseSource`` of a colour, then a prevention used up once."""
    circle = imported(tmp_path, "ward_circle.txt", WARD_CIRCLE)
    [prevent] = circle.activated_abilities[0].effects
    assert prevent.verb == "prevent_next_time" and prevent.preventing is not None
    assert prevent.preventing.by == "chosen" and len(prevent.preventing.colors) == 1


def test_keywords_preventing_damage_to_and_by_a_creature(tmp_path: Path) -> None:
    """615: "to and dealt by" the card itself is two prevention effects; "by" a target
    one, in the Oracle's "target creature would deal" wording."""
    warden = imported(tmp_path, "haze_warden.txt", HAZE_WARDEN)
    itself, target = warden.activated_abilities
    reaches = [(i.preventing.to, i.preventing.by) for i in itself.effects if i.preventing]
    assert reaches == [("this", "any"), ("any", "this")]
    [by_target] = target.effects
    assert by_target.preventing is not None and by_target.preventing.by == "target"


PEDDLER = """Name:Ward Peddler
ManaCost:W
Types:Creature Human Cleric
PT:1/1
A:AB$ ChooseSource | Cost$ W T | Choices$ Card | RememberChosen$ True | SubAbility$ DBEffect \
| SpellDescription$ x
SVar:DBEffect:DB$ Effect | ValidTgts$ Creature | ReplacementEffects$ RPrevent \
| RememberObjects$ Remembered | ImprintCards$ Targeted | SVars$ RPrevent,ExileEffect \
| SubAbility$ DBCleanup | ConditionDefined$ Remembered | ConditionPresent$ Card \
| ConditionCompare$ GE1
SVar:RPrevent:Event$ DamageDone | ValidSource$ Card.IsRemembered | ValidTarget$ Card.IsImprinted \
| ReplaceWith$ ExileEffect | PreventionEffect$ True | Description$ x
SVar:ExileEffect:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True
Oracle:{W}, {T}: The next time a source of your choice would deal damage to target creature \
this turn, prevent that damage.
"""


def test_the_next_time_a_chosen_source_would_damage_a_target(tmp_path: Path) -> None:
    """615.7, 609.7a: Forge's target imprinted beside the source chosen before."""
    [ability] = imported(tmp_path, "ward_peddler.txt", PEDDLER).activated_abilities
    [prevented] = ability.effects
    reach = prevented.preventing
    assert reach is not None and (prevented.verb, reach.to, reach.by) == (
        "prevent_next_time",
        "target",
        "chosen",
    )


SAFE_HAVEN = """Name:Safe Haven Word
ManaCost:2 W
Types:Instant
A:SP$ Effect | Cost$ 2 W | ReplacementEffects$ RPrevent | SpellDescription$ x
SVar:RPrevent:Event$ DamageDone | Prevent$ True | ActiveZones$ Command \
| ValidTarget$ You,Creature.YouCtrl | Description$ x
Oracle:Prevent all damage that would be dealt to you and creatures you control this turn.
"""


def test_to_you_and_creatures_you_control(tmp_path: Path) -> None:
    """615: two prevention effects, to you and to creatures you control."""
    spell = imported(tmp_path, "safe_haven_word.txt", SAFE_HAVEN).spell
    assert spell is not None
    assert [(e.preventing.to if e.preventing else "") for e in spell.effects] == ["you", "group"]
