"""Forge's ``Effect`` of a ``DamageDone`` replacement dealing the damage to another
(``ReplaceSplitDamage``, ``ReplaceEffect`` of ``Affected``) comes over as cardhost's
redirection effects (614.9): the next 1 damage, the next time, all of it this turn. The
scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

GUARD_EN_KOR = """Name:Guard en-Kor
ManaCost:2 W
Types:Creature Kor Soldier
PT:2/2
A:AB$ Effect | Cost$ 0 | Name$ Guard Redirection | ValidTgts$ Creature.YouCtrl \
| TgtPrompt$ x | ReplacementEffects$ GuardRep | SVars$ GuardDmg | References$ GuardRep,GuardDmg \
| Duration$ HostLeavesOrEOT | RememberObjects$ Targeted | ExileOnMoved$ Battlefield \
| SpellDescription$ x
SVar:GuardRep:Event$ DamageDone | ValidTarget$ Creature.EffectSource | ReplaceWith$ GuardDmg \
| DamageTarget$ Remembered | Description$ x
SVar:GuardDmg:DB$ ReplaceSplitDamage | DamageTarget$ Remembered
Oracle:{0}: The next 1 damage that would be dealt to Guard en-Kor this turn is dealt to \
target creature you control instead.
"""
NIGHT_WARDEN = """Name:Night Warden
ManaCost:2 B
Types:Creature Human
PT:1/4
A:AB$ Effect | Cost$ B T | ReplacementEffects$ WardRep | SVars$ WardDmg | References$ WardDmg \
| ImprintCards$ Targeted | ValidTgts$ Creature.attacking | TgtPrompt$ x | SpellDescription$ x
SVar:WardRep:Event$ DamageDone | ValidSource$ Creature.IsImprinted | ValidTarget$ You \
| ReplaceWith$ WardDmg | Description$ x
SVar:WardDmg:DB$ ReplaceEffect | VarName$ Affected | VarValue$ EffectSource | VarType$ Card
Oracle:{B}, {T}: All damage that would be dealt to you this turn by target attacking \
creature is dealt to Night Warden instead.
"""
MIRROR_BARK = """Name:Mirror Bark
ManaCost:3 G
Types:Creature Treefolk
PT:2/4
A:AB$ Effect | Cost$ 2 R W | ValidTgts$ Creature,Player,Planeswalker | TgtPrompt$ x \
| ReplacementEffects$ BarkRep | SVars$ BarkRep,BarkDmg,ExileEffect | RememberObjects$ Targeted \
| ExileOnMoved$ Battlefield | SpellDescription$ x
SVar:BarkRep:Event$ DamageDone | ValidTarget$ Creature.EffectSource | ReplaceWith$ BarkDmg \
| DamageTarget$ Remembered | Description$ x
SVar:BarkDmg:DB$ ReplaceEffect | VarName$ Affected | VarValue$ Remembered | VarType$ GameEntity \
| SubAbility$ ExileEffect
SVar:ExileEffect:DB$ ChangeZone | Defined$ Self | Origin$ Command | Destination$ Exile \
| Static$ True
Oracle:{2}{R}{W}: The next time damage would be dealt to Mirror Bark this turn, that damage \
is dealt to any target instead.
"""


def _only(tmp_path: Path, name: str, script: str) -> tuple[str, str, str, str]:
    [ability] = imported(tmp_path, name, script).activated_abilities
    [effect] = ability.effects
    reach = effect.preventing
    assert reach is not None
    return effect.verb, reach.to, reach.by, effect.redirected_to


def test_the_next_damage_to_itself_dealt_to_a_target(tmp_path: Path) -> None:
    """614.9: "The next 1 damage that would be dealt to CARDNAME this turn is dealt to
    target creature you control instead."."""
    found = _only(tmp_path, "guard_en_kor.txt", GUARD_EN_KOR)
    assert found == ("redirect", "this", "any", "target")


def test_all_of_a_targets_damage_to_you_dealt_to_itself(tmp_path: Path) -> None:
    """614.9: all damage to you by the target attacking creature, to the card instead."""
    found = _only(tmp_path, "night_warden.txt", NIGHT_WARDEN)
    assert found == ("redirect_all", "you", "target", "this")


def test_the_next_time_damage_is_dealt_to_itself(tmp_path: Path) -> None:
    """614.9, 615.7: the next time damage would be dealt to it, all of it, to any
    target instead (the effect exiling itself after in Forge)."""
    found = _only(tmp_path, "mirror_bark.txt", MIRROR_BARK)
    assert found == ("redirect_next_time", "this", "any", "target")


SHIELD_ANGEL = """Name:Shield Angel
ManaCost:2 W W W
Types:Creature Angel
PT:5/8
K:Flying
R:Event$ DamageDone | ActiveZones$ Battlefield | ValidTarget$ You | ReplaceWith$ DmgSelf \
| Description$ x
SVar:DmgSelf:DB$ ReplaceEffect | VarName$ Affected | VarValue$ Self | VarType$ Card
Oracle:Flying\\nAll damage that would be dealt to you is dealt to Shield Angel instead.
"""


def test_a_static_redirection_to_itself(tmp_path: Path) -> None:
    """614.9: "All damage that would be dealt to you is dealt to CARDNAME instead."."""
    [static] = imported(tmp_path, "shield_angel.txt", SHIELD_ANGEL).statics
    redirects = static.prevents
    assert redirects is not None and (redirects.to, redirects.redirected_to) == ("you", "this")


TABLES_TURNED = """Name:Tables Turned
ManaCost:3 W W
Types:Instant
A:SP$ Effect | Cost$ 3 W W | ReplacementEffects$ DamageEvent | SVars$ TurnIt \
| RememberObjects$ Targeted | ValidTgts$ Creature.attacking | IsCurse$ True | SpellDescription$ x
SVar:DamageEvent:Event$ DamageDone | ValidSource$ Creature | ValidTarget$ You \
| ReplaceWith$ TurnIt | IsCombat$ True | Description$ x
SVar:TurnIt:DB$ ReplaceEffect | VarName$ Affected | VarValue$ Remembered | VarType$ Card
Oracle:All combat damage that would be dealt to you this turn is dealt to target attacking \
creature instead.
"""


def test_combat_damage_to_you_dealt_to_a_target(tmp_path: Path) -> None:
    """614.9, 510.1: combat damage, only creatures' (Forge's ValidSource$ Creature)."""
    spell = imported(tmp_path, "tables_turned.txt", TABLES_TURNED).spell
    assert spell is not None
    [turned] = spell.effects
    reach = turned.preventing
    assert reach is not None and (turned.verb, turned.subject, reach.to, reach.by) == (
        "redirect_all",
        "combat damage",
        "you",
        "any",
    )
