"""Forge's triggers of a creature blocking or blocked by each creature
(``AttackerBlockedByCreature``, 509.3d, 509.3f; ``AttackerBlocked`` of each attacker it
blocks) as cardhost's "blocks a creature",
"becomes blocked by a creature" and, of Forge's pair of them with one effect, "blocks or
becomes blocked by a creature"; their effects' ``Defined$ TriggeredAttacker`` or
``TriggeredBlocker`` (the other creature) as "that creature"."""

from __future__ import annotations

from types import MappingProxyType

from cardhost.forge.script import Ability, ScriptFace, follow

BY_A_CREATURE = "AttackerBlockedByCreature"
PAIR = "BlocksOrBlockedByCreatures"
"""The one trigger mode the importer makes of Forge's pair (509.3d, 509.3f)."""
THAT_CREATURE = "ThatCreature"
"""The ``Defined$`` the importer gives "that creature", the other creature."""
ATTACKER = ("TriggeredAttacker", "TriggeredAttackerLKICopy")
BLOCKER = ("TriggeredBlocker", "TriggeredBlockerLKICopy")


def pair_event(trigger: Ability) -> str | None:
    """The cardhost event of a trigger of the card itself blocking or blocked by each
    creature, or ``None``."""
    card, blocker = trigger.get("ValidCard"), trigger.get("ValidBlocker")
    if trigger.get("Mode") == PAIR:
        return "blocks or becomes blocked by a creature"
    if trigger.get("Mode") == "AttackerBlocked" and blocker == "Card.Self":  # each attacker
        return "blocks a creature" if card in ("", "Creature") else None
    if trigger.get("Mode") != BY_A_CREATURE:
        return None
    if card == "Card.Self" and blocker == "Creature":
        return "becomes blocked by a creature"
    if blocker == "Card.Self" and card == "Creature":
        return "blocks a creature"
    return None


DEALT = ("TriggeredTarget", "TriggeredTargetLKICopy")
"""Forge's ``Defined$`` for the creature a damage trigger's source dealt damage to."""


def other_creature(trigger: Ability) -> tuple[str, ...]:
    """The ``Defined$`` values its effect names the other creature by: the one blocked
    or blocking, or dealt damage ("that creature", 603.2)."""
    if trigger.get("Mode") == "DamageDone" and trigger.get("ValidTarget") == "Creature":
        return DEALT
    if trigger.get("Mode") == "AttackerBlocked" and "ValidBlocker" not in trigger.params:
        return ATTACKER  # the attacker a trigger watching others saw become blocked
    if trigger.get("Mode") == "Attacks" and trigger.get("ValidCard") != "Card.Self":
        return ATTACKER  # the attacker a trigger watching others saw attack
    event = pair_event(trigger)
    if event == "blocks a creature":
        return ATTACKER
    if event == "becomes blocked by a creature":
        return BLOCKER
    return (*ATTACKER, *BLOCKER) if event else ()


def merged_pair(face: ScriptFace, found: list[Ability], secondary: Ability) -> bool:
    """Whether ``secondary`` is one of Forge's pair for "blocks or becomes blocked by a
    creature" whose effects are the same but for naming the other creature: then the
    pair is one trigger in ``found``."""
    event = pair_event(secondary)
    if event not in ("blocks a creature", "becomes blocked by a creature"):
        return False
    for primary in found:
        if primary is secondary or primary.get("Secondary") == "True":
            continue
        other = pair_event(primary)
        if other is None or other == event or other.startswith("blocks or"):
            continue
        if _said(face, primary) != _said(face, secondary) or _said(face, primary) is None:
            continue
        params = dict(primary.params) | {"Mode": PAIR}
        found[found.index(primary)] = Ability(primary.text, MappingProxyType(params))
        found.remove(secondary)
        return True
    return False


def _said(face: ScriptFace, trigger: Ability) -> tuple[tuple[str, str], ...] | None:
    """Its ``Execute$`` step's parameters, the other creature named alike."""
    execute = trigger.get("Execute")
    if not execute or face.svar(execute) is None:
        return None
    step = follow(face, execute)
    if step.get("SubAbility"):
        return None
    named = other_creature(trigger)
    said = {
        k: THAT_CREATURE if k in OTHERS and v in named else v
        for k, v in step.params.items()
        if k not in TEXTS
    }
    return tuple(sorted(said.items()))


TEXTS = ("TriggerDescription", "SpellDescription", "StackDescription")
"""Parameters that only describe, no rules."""
OTHERS = ("Defined", "RememberObjects")
"""The parameters a step names the other creature in: acted on, or remembered for a
delayed trigger (603.7)."""
