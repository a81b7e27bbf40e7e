"""Forge's costs paid as an effect resolves (``UnlessCost$``, ``UnlessPayer$``, the
keyword ``UpkeepCost``) as cardhost's ``unless`` and ``payer`` (118.12a): "Counter target
spell unless its controller pays {3}.", "At the beginning of your upkeep, sacrifice
CARDNAME unless you pay {1}{U}."."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from cardhost.forge.costs import cost_text
from cardhost.forge.effects import Said

PAYERS = {
    "": ("the target's controller", "its controller"),  # Forge's default payer
    "You": ("you", "you"),
    "TargetedController": ("the target's controller", "its controller"),
    "TriggeredPlayer": ("that player", "that player"),
    "Player": ("any player", "any player"),
}
"""Forge's ``UnlessPayer$`` as cardhost's ``payer`` and the Oracle text's words."""


@dataclass(frozen=True)
class Unless:
    """A cost paid as an effect resolves: cardhost's ``unless`` and ``payer``, and the
    Oracle's clause ("unless its controller pays {3}")."""

    cost: str
    payer: str
    clause: str

    def entry(self) -> dict[str, Any]:
        """The keys an instruction gets."""
        return {"unless": self.cost} | ({"payer": self.payer} if self.payer != "you" else {})


def unless_of(cost: str, payer: str = "") -> Unless | None:
    """Forge's ``UnlessCost$`` ``cost`` paid by ``UnlessPayer$`` ``payer``; ``None`` if
    cardhost's words can't say it: one part (mana, life, a discard or a sacrifice of a
    kind), nothing the source pays itself."""
    text, problem = cost_text(cost)
    if problem or not text or "," in text or "CARDNAME" in text or payer not in PAYERS:
        return None
    if text.startswith(("{T}", "{Q}", "+", "-", "0", "Remove", "Tap")):
        return None
    data, words = PAYERS[payer]
    verb, _, rest = ("Pay " + text if text.startswith("{") else text).partition(" ")
    said = verb.lower() + ("" if words == "you" else "s")  # "you pay", "its controller pays"
    return Unless(text, data, f"unless {words} {said} {rest}")


def with_unless(said: Said, unless: Unless) -> Said | None:
    """``said``, one instruction, followed unless its cost is paid: each of its sentences
    ending with the clause."""
    if len(said.instructions) != 1:
        return None
    ways = [s[:-1] + f" {unless.clause}." for s in (said.sentence, *said.otherwise)]
    return replace(
        said,
        instructions=(said.instructions[0] | unless.entry(),),
        sentence=ways[0],
        may="",
        otherwise=tuple(ways[1:]),
    )


def upkeep_cost(keyword: str) -> tuple[dict[str, Any], str] | None:
    """``K:UpkeepCost:1 U``: a triggered ability (603.1), its entry and its paragraph:
    "At the beginning of your upkeep, sacrifice CARDNAME unless you pay {1}{U}."."""
    parts = keyword.split(":")
    unless = unless_of(parts[1], "You") if len(parts) == 2 else None
    if unless is None:
        return None
    entry = {"when": "upkeep", "effects": [{"sacrifice": "this"} | unless.entry()]}
    return entry, f"At the beginning of your upkeep, sacrifice CARDNAME {unless.clause}."
