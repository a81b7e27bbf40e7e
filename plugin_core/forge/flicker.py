"""Forge's exiling of a permanent and returning that card to the battlefield: a
``ChangeZone`` from the battlefield to exile remembering the card, then a ``ChangeZone``
of the remembered card from exile to the battlefield at once or by a ``DelayedTrigger``
at the beginning of the next end step. cardhost says it as ``exile`` with
``then_return`` (and ``return_at``): "Exile target creature you control, then return
that card to the battlefield under your control.", "Exile another target permanent.
Return that card to the battlefield under its owner's control at the beginning of the
next end step." (400.7, 603.7)."""

from __future__ import annotations

from types import MappingProxyType

from cardhost.forge.script import Ability, ScriptFace, follow

THEN_RETURN = "ThenReturn"
"""The parameter an exiling step carries whose control the card returns under, from the
importer only."""
RETURN_AT = "ReturnAt"
"""... and when, if not at once."""
REMEMBERING = ("RememberChanged", "RememberTargets", "IsCloudshift", "ForgetOtherTargets")
"""Forge's parameters of the exiling step that remember the card for the return."""
_CLEANUP = {"DB": "Cleanup", "ClearRemembered": "True"}
_NEXT_END_STEP = {"DB": "DelayedTrigger", "Mode": "Phase", "Phase": "End of Turn"}
_DELAYED = frozenset({*_NEXT_END_STEP, "Execute", "RememberObjects", "TriggerDescription"})


def flicker_step(face: ScriptFace, step: Ability) -> Ability:
    """``step`` exiling a permanent and carrying how that card returns, its chain going on
    after the return, if it and the steps after it are Forge's form of that; ``step``
    itself otherwise."""
    api = step.get("SP") or step.get("DB") or step.get("AB")
    moves = (step.get("Origin"), step.get("Destination"))
    sub = step.get("SubAbility")
    remembers = step.get("RememberChanged") == "True" or step.get("RememberTargets") == "True"
    itself = step.get("Defined") == "Self" and not remembers  # the card, named by itself
    if api != "ChangeZone" or moves != ("Battlefield", "Exile") or not sub:
        return step
    if not (remembers or itself):
        return step
    following = follow(face, sub)
    returned = None if itself else _returned_now(following)
    at = ""
    if returned is None:
        returned = _returned_later(face, following, itself)
        at = "the beginning of the next end step"
    if returned is None:
        return step
    under, after = returned
    params = {k: v for k, v in step.params.items() if k not in (*REMEMBERING, "SubAbility")}
    params |= {THEN_RETURN: under} | ({RETURN_AT: at} if at else {})
    params |= _rest(face, after)
    return Ability(step.text, MappingProxyType(params))


def _returned_now(step: Ability) -> tuple[str, str] | None:
    """Whose control the remembered card returns under at once, and the step after."""
    known = {"DB", "Defined", "Origin", "Destination", "GainControl", "SubAbility"}
    if step.get("DB") != "ChangeZone" or set(step.params) - known:
        return None
    if (step.get("Defined"), step.get("Destination")) != ("Remembered", "Battlefield"):
        return None
    if step.get("Origin") not in ("Exile", "All"):
        return None
    under = "you" if step.get("GainControl") == "True" else "owner"
    return under, step.get("SubAbility")


def _returned_later(face: ScriptFace, step: Ability, itself: bool) -> tuple[str, str] | None:
    """A delayed trigger at the beginning of the next end step returning the card
    (remembered, or ``itself``: the card the ability's own) under its owner's control,
    and the step after it."""
    remembered = "" if itself else "Remembered"
    if set(step.params) - _DELAYED - {"SubAbility"} or step.get("RememberObjects") != remembered:
        return None
    if any(step.get(k) != v for k, v in _NEXT_END_STEP.items()):
        return None
    execute = face.svar(step.get("Execute"))
    if execute is None:
        return None
    done = follow(face, step.get("Execute"))
    expected = {
        "DB": "ChangeZone",
        "Origin": "Exile",
        "Destination": "Battlefield",
        "Defined": "Self" if itself else "DelayTriggerRemembered",
    }
    if dict(done.params) != expected:
        return None
    return "owner", step.get("SubAbility")


def _rest(face: ScriptFace, after: str) -> dict[str, str]:
    """The chain after the return, Forge's cleanup of what it remembered skipped."""
    if not after:
        return {}
    step = follow(face, after)
    if dict(step.params) == _CLEANUP:
        return {}
    if {k: v for k, v in step.params.items() if k != "SubAbility"} == _CLEANUP:
        return {"SubAbility": step.get("SubAbility")}
    return {"SubAbility": after}
