"""Forge's replacement effects of static abilities changing how much damage is dealt
(``R:Event$ DamageDone`` whose ``ReplaceWith$`` is a ``ReplaceEffect`` of
``DamageAmount``) as cardhost's ``[[replacements]]`` with ``replaces = "deal damage"``
(614.1a): "If a source you control would deal damage to a permanent or player, it deals
double that damage to that permanent or player instead."."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardhost.forge.script import Ability
from cardhost.forge.valid import kind

PARAMS = frozenset(
    {"Event", "ActiveZones", "ValidSource", "ValidTarget", "IsCombat", "DamageAmount"}
    | {"ReplaceWith", "Description"}
)
"""The parameters of the replacement the importer reads."""
_AMOUNTS = {
    "Twice": ("double", "double that damage"),
    "HalfDown": ("half, rounded down", "half that damage, rounded down"),
}
_STEP = re.compile(r"(Plus|Minus)\.([1-9])")
_AT_LEAST = re.compile(r"GE([1-9])")
"""Forge's ``DamageAmount$``: at least so much damage ("4 or more damage")."""
ANY = ("", "Card", "Card,Emblem")
ANY_RECIPIENT = "a permanent or player"
SOURCES = {
    "Card.YouCtrl": "a source you control",
    "Card.YouCtrl,Emblem.YouCtrl": "a source you control",
    "Spell": "a spell",
}
"""Forge's kinds of source as Oracle texts name them, besides a kind of card."""
RECIPIENTS = {
    "Permanent,Player": ("a permanent or player", "that permanent or player"),
    "Player,Permanent": ("a permanent or player", "that permanent or player"),
    "You": ("you", "you"),
    "Player": ("a player", "that player"),
    "Card.Self": ("this", "CARDNAME"),
}
"""Forge's ``ValidTarget$`` as cardhost's ``to`` and how the Oracle text names it again
("to that permanent or player")."""


def damage_replacements(
    replacement: Ability, svar: Callable[[str], str | None]
) -> list[tuple[dict[str, Any], str]]:
    """The ``[[replacements]]`` entries ``replacement`` may be, each with the Oracle
    paragraph that words it ("an instant or sorcery source" or "... spell"); none if
    cardhost can't say it."""
    if set(replacement.params) - PARAMS or replacement.get("Event") != "DamageDone":
        return []
    if replacement.get("ActiveZones", "Battlefield") != "Battlefield":
        return []
    amount = _amount(svar(replacement.get("ReplaceWith")) or "", svar)
    recipient = _recipient(replacement.get("ValidTarget"))
    at_least = _AT_LEAST.fullmatch(replacement.get("DamageAmount") or "GE1")
    if amount is None or recipient is None or at_least is None:
        return []
    entry: dict[str, Any] = {"replaces": "deal damage"}
    dealt = "combat damage" if replacement.get("IsCombat") == "True" else "damage"
    entry |= {"combat": True} if dealt == "combat damage" else {}
    least = int(at_least[1]) if "DamageAmount" in replacement.params else 0
    entry |= {"at_least": least} if least else {}
    entry |= {"to": recipient[0]} if recipient[0] != ANY_RECIPIENT else {}
    entry |= {"instead": amount[0]} if amount[0] != "double" else {}
    amounted = f"{least} or more {dealt}" if least else dealt
    to = f" to {recipient[2]}" if recipient[2] else ""
    again = f" to {recipient[1]}" if recipient[1] else ""
    subjects = ("that source", "it") if amount[0].isdigit() else ("it",)
    comma = "," if again and amount[1].endswith("rounded down") else ""
    ways = []
    for by, words in _sources(replacement.get("ValidSource")):
        for subject in subjects:
            instead = f"{subject} deals {amount[1]}{comma}{again} instead"
            sentence = f"If {words} would deal {amounted}{to}, {instead}."
            ways.append(({**entry, "by": by} if by != "a source" else entry, sentence))
    return ways


def replaced_svars(replacement: Ability, svar: Callable[[str], str | None]) -> set[str]:
    """The SVars a damage replacement refers to, if cardhost can say it: what it is
    replaced with and the amount that counts."""
    if not damage_replacements(replacement, svar):
        return set()
    name = replacement.get("ReplaceWith")
    value = re.search(r"VarValue\$ ?(\w+)", svar(name) or "")
    return {name, *([value[1]] if value and svar(value[1]) is not None else [])}


def _amount(replace_with: str, svar: Callable[[str], str | None]) -> tuple[str, str] | None:
    """cardhost's ``instead`` and the Oracle's words for the amount."""
    params = dict(
        (p.split("$", 1)[0].strip(), p.split("$", 1)[1].strip())
        for p in replace_with.split("|")
        if "$" in p
    )
    if params.get("DB") != "ReplaceEffect" or params.get("VarName") != "DamageAmount":
        return None
    if set(params) - {"DB", "VarName", "VarValue", "References"}:
        return None
    value = params.get("VarValue", "")
    if value.isdigit() and len(value) <= 2:
        return value, f"{value} damage"
    counted = (svar(value) or "").removeprefix("ReplaceCount$DamageAmount/")
    if counted in _AMOUNTS:
        return _AMOUNTS[counted]
    step = _STEP.fullmatch(counted)
    if step is None:
        return None
    way = step[1].lower()
    return f"{way} {step[2]}", f"that much damage {way} {step[2]}"


def _recipient(valid: str) -> tuple[str, str, str] | None:
    """cardhost's ``to``, the Oracle's words for the recipient again, and at first."""
    if not valid:
        return ANY_RECIPIENT, "", ""
    if valid in RECIPIENTS:
        data, again = RECIPIENTS[valid]
        first = "CARDNAME" if data == "this" else data
        return data, again, first
    found = kind(valid)
    if found is None or found.nouns != ("creature",):
        return None
    return found.one, "that creature", found.one


def _sources(valid: str) -> list[tuple[str, str]]:
    """cardhost's ``by`` and the Oracle's words for it, each way it may be said."""
    if valid in ANY:
        return [("a source", "a source")]
    if valid == "Card.Self":
        return [("this", "CARDNAME")]
    if valid in SOURCES:
        return [(SOURCES[valid], SOURCES[valid])]
    if valid.startswith("Spell."):  # "a red spell": a spell on the stack
        found = kind("Card." + valid.removeprefix("Spell."))
        nouns = found.nouns if found is not None else ()
        spell = found.one.replace(" card", " spell", 1) if found and nouns == ("card",) else ""
        return [(spell, spell)] if spell else []
    found = kind(valid)
    if found is None:
        return []
    one = found.one
    nouns = found.nouns
    if all(n in ("instant", "sorcery") for n in nouns):  # "an instant or sorcery source"
        source = one.replace(found.noun_phrase, f"{found.noun_phrase} source", 1)
        spell = one.replace(found.noun_phrase, f"{found.noun_phrase} spell", 1)
        return [(source, source), (spell, spell)]
    return [(one, one)]


REDIRECTED_TO = {"Self": ("this", "CARDNAME"), "Enchanted": ("enchanted creature",) * 2}
REDIRECTED_TO["Equipped"] = ("equipped creature", "equipped creature")
"""Forge's ``VarValue$`` of a static redirection's ``Affected``: cardhost's ``to`` and
the Oracle's words."""
REDIRECTION_PARAMS = frozenset(
    {"Event", "ActiveZones", "ValidTarget", "ValidSource", "IsCombat", "ReplaceWith"}
    | {"Description", "IsEquipping"}
)


def static_redirection(
    replacement: Ability, svar: Callable[[str], str | None]
) -> tuple[dict[str, Any], list[str]] | None:
    """The ``[[statics]]`` entry of a static ability dealing damage that would be dealt
    to you to another instead (614.9), and the Oracle paragraphs that word it: "All
    damage that would be dealt to you is dealt to CARDNAME instead."; ``None`` if
    cardhost can't say it."""
    if set(replacement.params) - REDIRECTION_PARAMS or replacement.get("Event") != "DamageDone":
        return None
    if replacement.get("ValidTarget") != "You" or replacement.get("ValidSource"):
        return None
    body = svar(replacement.get("ReplaceWith")) or ""
    params = dict(
        (p.split("$", 1)[0].strip(), p.split("$", 1)[1].strip())
        for p in body.split("|")
        if "$" in p
    )
    if params != {
        "DB": "ReplaceEffect",
        "VarName": "Affected",
        "VarValue": params.get("VarValue", ""),
        "VarType": "Card",
    }:
        return None
    to = REDIRECTED_TO.get(params["VarValue"])
    if to is None or ("IsEquipping" in replacement.params) != (to[0] == "equipped creature"):
        return None
    kind = "combat damage" if replacement.get("IsCombat") == "True" else "damage"
    entry = {"redirect": kind, "from": "you", "to": to[0]}
    return entry, [f"All {kind} that would be dealt to you is dealt to {to[1]} instead."]


def redirection_svars(replacement: Ability, svar: Callable[[str], str | None]) -> set[str]:
    """The SVar a static redirection is replaced with, if cardhost can say it."""
    return {replacement.get("ReplaceWith")} if static_redirection(replacement, svar) else set()
