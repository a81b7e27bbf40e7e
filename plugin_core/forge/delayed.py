"""Forge's delayed triggers (``DB$ DelayedTrigger | Mode$ Phase | Phase$ Upkeep |
Execute$ ...``) as cardhost's ``at`` (603.7): the step they ``Execute$``, said with "at
the beginning of the next turn's upkeep", "at the beginning of the next end step" or "at
end of combat"."""

from __future__ import annotations

from dataclasses import replace
from types import MappingProxyType

from cardhost.forge.effects import Said
from cardhost.forge.script import Ability, ScriptFace, follow

AT_PARAM = "DelayedAt"
"""The parameter a delayed step carries its moment in, from the importer only."""
MOMENTS = {
    ("Upkeep", "Player"): "the beginning of the next turn's upkeep",
    ("Upkeep", ""): "the beginning of the next turn's upkeep",
    ("End of Turn", ""): "the beginning of the next end step",
    ("End Of Turn", ""): "the beginning of the next end step",
    ("End of Turn", "Player"): "the beginning of the next end step",
    ("EndCombat", ""): "end of combat",
    ("EndCombat", "Player"): "end of combat",
    ("EndCombat", "Opponent"): "end of combat",  # a blocker's: its opponent's combat
}
"""Forge's ``Phase$`` and ``ValidPlayer$`` of a delayed trigger, and cardhost's ``at``."""
KNOWN = frozenset({"DB", "AB", "SP", "Cost", "Mode", "Phase", "ValidPlayer", "Execute"})
KNOWN |= {"RememberObjects", "SubAbility", "SpellDescription", "StackDescription", "AILogic"}
KNOWN |= {"TriggerDescription", "TriggerController"}
REMEMBERED = {"Targeted": "Targeted", "Self": "Self", "": "Self"}
REMEMBERED |= {name: name for name in ("TriggeredAttacker", "TriggeredBlocker")}
REMEMBERED |= {name: name for name in ("TriggeredTarget", "TriggeredTargetLKICopy")}
"""What the delayed step's ``Defined$ DelayTriggerRemembered`` is, by ``RememberObjects$``."""


def delayed_step(face: ScriptFace, step: Ability) -> Ability:
    """The step a delayed trigger executes, carrying its moment and the trigger's
    ``SubAbility$`` (the chain goes on after it); ``step`` itself if the importer can't
    say it (then it is skipped as ``DelayedTrigger``)."""
    moment = MOMENTS.get((step.get("Phase").strip(), step.get("ValidPlayer")))
    execute = step.get("Execute")
    kind = next((k for k in ("SP", "AB", "DB") if step.get(k) == "DelayedTrigger"), "")
    if not kind or step.get("Mode") != "Phase" or moment is None:
        return step
    if step.get("TriggerController") not in ("", "TriggeredCardController"):
        return step
    if set(step.params) - KNOWN or not execute or face.svar(execute) is None:
        return step
    remembered = step.get("RememberObjects")
    if remembered not in REMEMBERED:
        return step
    done = follow(face, execute)
    if done.get("SubAbility") or not done.get("DB"):
        return step
    params = {kind: done.get("DB")} | {k: v for k, v in done.params.items() if k != "DB"}
    if step.get("Cost"):  # an activated ability or spell that is the delayed trigger
        params["Cost"] = step.get("Cost")
    if params.get("Defined") == "DelayTriggerRemembered":
        params["Defined"] = REMEMBERED[remembered]
    elif remembered:
        return step
    params[AT_PARAM] = moment
    params.pop("SubAbility", None)
    if step.get("SubAbility"):
        params["SubAbility"] = step.get("SubAbility")
    return Ability(done.text, MappingProxyType(params))


def with_at(said: Said, moment: str) -> Said:
    """``said``, its instructions followed at ``moment`` (603.7): "Draw a card at the
    beginning of the next turn's upkeep.", "At the beginning of the next end step, return
    it to its owner's hand."."""
    instructions = tuple(i | {"at": moment} for i in said.instructions)
    ways = []
    for sentence in (said.sentence, *said.otherwise):
        ways.append(f"{sentence[:-1]} at {moment}.")
        ways.append(f"At {moment}, {sentence[0].lower()}{sentence[1:]}")
    if "next turn's" in moment:  # older Oracle texts: "at the beginning of next turn's upkeep"
        ways += [w.replace("the next turn's", "next turn's") for w in ways]
    return replace(
        said, instructions=instructions, sentence=ways[0], may="", otherwise=tuple(ways[1:])
    )
