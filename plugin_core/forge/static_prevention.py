"""Forge's static abilities that prevent damage (``R:Event$ DamageDone | Prevent$ True``,
and the keywords "Prevent all damage that would be dealt to CARDNAME.") as cardhost's
``[[statics]]`` with ``prevent``, ``to`` and ``by`` (615), and the Oracle sentences that
say each: "Prevent all damage that would be dealt to CARDNAME by creatures."."""

from __future__ import annotations

from typing import Any

from cardhost.forge.effects import PREVENTING, group_of
from cardhost.forge.script import Ability

REPLACEMENT_PARAMS = frozenset(
    {"Event", "Prevent", "ActiveZones", "ValidTarget", "ValidSource", "IsCombat", "Description"}
)
"""The parameters of such a replacement the importer reads."""
NAMED = {
    "Card.Self": ("this", "CARDNAME"),
    "Creature.Self": ("this", "CARDNAME"),
    "Creature.EnchantedBy": ("enchanted creature", "enchanted creature"),
    "Card.EnchantedBy": ("enchanted creature", "enchanted creature"),
    "Creature.EquippedBy": ("equipped creature", "equipped creature"),
}
"""Forge's words for the card itself and the creature it is attached to, as cardhost's
``to``/``by`` and the Oracle's."""
TO_PLAYERS = {"You": ("you", "you"), "Player": ("players", "players")}


def prevention_static(replacement: Ability) -> tuple[dict[str, Any], list[str]] | None:
    """The ``[[statics]]`` entry a Forge replacement preventing damage says, and the
    Oracle sentences that say it; ``None`` for any other."""
    params = replacement.params
    if set(params) - REPLACEMENT_PARAMS or params.get("Event") != "DamageDone":
        return None
    if params.get("Prevent") != "True" or params.get("ActiveZones", "Battlefield") != "Battlefield":
        return None
    kind = "combat damage" if params.get("IsCombat") == "True" else "damage"
    if params.get("IsCombat", "True") != "True":
        return None
    to = _reach(params.get("ValidTarget", "Any"), players=True)
    by = _reach(params.get("ValidSource", "Any"), players=False)
    if to is None or by is None or to == by == ("any", ""):
        return None
    entry: dict[str, Any] = {"prevent": kind}
    if to[0] != "any":
        entry["to"] = to[0]
    if by[0] != "any":
        entry["by"] = by[0]
    return entry, _sentences(kind, to[1], by[1])


def keyword_statics(keyword: str) -> tuple[list[dict[str, Any]], str] | None:
    """The ``[[statics]]`` entries a Forge keyword preventing damage to or by the card
    itself says, and its paragraph; ``None`` for any other keyword."""
    known = PREVENTING.get(keyword)
    if known is None:
        return None
    kind, reaches = known
    key = "to_and_by" if len(reaches) == 2 else reaches[0]
    return [{"prevent": kind, key: "this"}], keyword


def granted_prevention(keyword: str, affects: str, named: str) -> tuple[list[dict[str, Any]], str]:
    """The ``[[statics]]`` entries of a static ability giving ``keyword`` (one of
    :data:`~cardhost.forge.effects.PREVENTING`) to what it ``affects`` (cardhost's words for it, the
    Oracle's ``named``), and its paragraph: "Prevent all combat damage that would be
    dealt to and dealt by enchanted creature." (615)."""
    kind, reaches = PREVENTING[keyword]
    key = "to_and_by" if len(reaches) == 2 else reaches[0]
    words = "CARDNAME" if affects == "this" else named[:1].lower() + named[1:]
    return [{"prevent": kind, key: affects}], keyword.replace("CARDNAME", words)


def _reach(valid: str, players: bool) -> tuple[str, str] | None:
    """cardhost's ``to`` or ``by`` for Forge's ``valid`` and the Oracle's words for it:
    ``("any", "")`` for any."""
    if valid in ("Any", "Card"):
        return "any", ""
    if valid in NAMED:
        return NAMED[valid]
    if players and valid in TO_PLAYERS:
        return TO_PLAYERS[valid]
    group = group_of(valid)
    if group is None or group.another:
        return None
    return group.plural, group.plural


def _sentences(kind: str, to: str, by: str) -> list[str]:
    """ "Prevent all damage that would be dealt to X by Y.", "Prevent all damage Y would
    deal to X.", "... that Y would deal ..."."""
    if not by:
        return [f"Prevent all {kind} that would be dealt to {to}."]
    if not to:
        return [
            f"Prevent all {kind} that would be dealt by {by}.",
            f"Prevent all {kind} {by} would deal.",
            f"Prevent all {kind} that {by} would deal.",
        ]
    return [
        f"Prevent all {kind} that would be dealt to {to} by {by}.",
        f"Prevent all {kind} that {by} would deal to {to}.",
        f"Prevent all {kind} {by} would deal to {to}.",
    ]
