"""Forge's "exile target creature an opponent controls until CARDNAME leaves the
battlefield" (610.3): a ``ChangeZone`` to exile, done only while the source is there
(``ConditionPresent$ Card.Self``), and an ``Effect`` whose trigger returns the exiled card
when the source leaves. cardhost says it as ``exile`` with ``until = "this leaves the
battlefield"``; its kernel does nothing if the source has already left (610.3c)."""

from __future__ import annotations

from types import MappingProxyType

from cardhost.forge.script import Ability, ScriptFace, follow, parse_ability

UNTIL_PARAM = "ExiledUntil"
"""The parameter an exiling step carries "until it leaves" in, from the importer only."""
UNTIL_LEAVES = "this leaves the battlefield"
_EFFECT = {
    "DB": "Effect",
    "Triggers": "ComeBack",
    "RememberObjects": "Targeted",
    "ImprintCards": "Self",
    "SVars": "TrigReturn,ExileSelf",
    "ConditionPresent": "Card.Self",
    "Duration": "Permanent",
    "ForgetOnMoved": "Exile",
}
"""The effect remembering the exiled card and its source, as Forge writes it."""
_COME_BACK = {
    "Mode": "ChangesZone",
    "Origin": "Battlefield",
    "Destination": "Any",
    "ValidCard": "Card.IsImprinted",
    "Execute": "TrigReturn",
    "TriggerZones": "Command",
    "TriggerController": "TriggeredCardController",
    "Static": "True",
}
_RETURN = {
    "DB": "ChangeZoneAll",
    "Origin": "Exile",
    "Destination": "Battlefield",
    "ChangeType": "Card.IsRemembered",
    "SubAbility": "ExileSelf",
}
_EXILE_SELF = {"DB": "ChangeZone", "Origin": "Command", "Destination": "Exile", "Defined": "Self"}


def until_step(face: ScriptFace, step: Ability) -> Ability:
    """``step`` exiling its target until the source leaves the battlefield, carrying
    :data:`UNTIL_PARAM`, if it and the effect after it are Forge's form of that;
    ``step`` itself otherwise."""
    api = step.get("SP") or step.get("DB")
    moves = (step.get("Origin"), step.get("Destination"), step.get("ConditionPresent"))
    sub = step.get("SubAbility")
    if api != "ChangeZone" or moves != ("Battlefield", "Exile", "Card.Self") or not sub:
        return step
    if "ValidTgts" not in step.params or "ConditionCompare" in step.params:
        return step
    effect = follow(face, sub)
    if dict(effect.params) != _EFFECT or not _returns(face):
        return step
    params = {k: v for k, v in step.params.items() if k not in ("ConditionPresent", "SubAbility")}
    return Ability(step.text, MappingProxyType(params | {UNTIL_PARAM: UNTIL_LEAVES}))


def _returns(face: ScriptFace) -> bool:
    """Whether the effect's trigger returns the exiled card to the battlefield when the
    source leaves it (610.3c: under its owner's control), as Forge writes it."""
    bodies = [face.svar(name) for name in ("ComeBack", "TrigReturn", "ExileSelf")]
    if any(body is None for body in bodies):
        return False
    come_back, back, gone = (parse_ability(body or "") for body in bodies)
    trigger = {k: v for k, v in come_back.params.items() if k != "TriggerDescription"}
    return (trigger, dict(back.params), dict(gone.params)) == (_COME_BACK, _RETURN, _EXILE_SELF)
