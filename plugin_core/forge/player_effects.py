"""Forge's ``Effect`` whose static ability gives players a rule for a while ("You may play
an additional land this turn.", "Your opponents can't gain life this turn."): cardhost's
``rule`` instruction for each (611.2a)."""

from __future__ import annotations

import re
from typing import Any

from cardhost.forge.effects import NUMBERS, Said
from cardhost.forge.script import Ability

WHOM = {"You": ("you", "You"), "Player.Opponent": ("each opponent", "Your opponents")}
WHOM["Player"] = ("each player", "Players")
"""Forge's ``Affected$`` of players, cardhost's ``player`` and the Oracle's subject."""
DURATIONS = {
    "": ("until end of turn", " this turn"),
    "Permanent": ("for the rest of the game", " for the rest of the game"),
    "UntilYourNextTurn": ("until your next turn", " until your next turn"),
}
"""Forge's ``Duration$`` of an ``Effect``, cardhost's ``duration`` and the Oracle's words."""
KNOWN = frozenset({"Mode", "Affected", "EffectZone", "Description", "AddKeyword"})


def player_effect(static: Ability, duration: str) -> Said | None:
    """The ``rule`` instructions and sentence of an ``Effect``'s static ability for
    players, lasting ``duration`` (Forge's ``Duration$``); ``None`` for any other."""
    whom = WHOM.get(static.get("Affected"))
    lasting = DURATIONS.get(duration)
    known = KNOWN | {"SetMaxHandSize"}
    if whom is None or lasting is None or set(static.params) - known:
        return None
    if static.get("Mode") != "Continuous" or static.get("EffectZone") != "Command":
        return None
    player, subject = whom
    keyword = static.get("AddKeyword")
    lands = re.fullmatch(r"AdjustLandPlays:(\d)", keyword)
    if static.get("SetMaxHandSize") == "Unlimited" and not keyword:  # 402.2
        rules, said = ["no maximum hand size"], f"{subject} have no maximum hand size"
    elif lands and player == "you" and not static.get("SetMaxHandSize"):  # 305.2
        count = int(lands[1])
        more = "an additional land" if count == 1 else f"up to {NUMBERS[count]} additional lands"
        rules, said = ["an additional land"] * count, f"You may play {more}"
    elif keyword == "You can't gain life." and not static.get("SetMaxHandSize"):  # 119.7
        rules, said = ["can't gain life"], f"{subject} can't gain life"
    else:
        return None
    written, words = lasting
    instructions: list[dict[str, Any]] = []
    for rule in rules:
        instruction: dict[str, Any] = {"rule": rule}
        instruction |= {"player": player} if player != "you" else {}
        instruction |= {"duration": written} if written != "until end of turn" else {}
        instructions.append(instruction)
    sentence = f"{said}{words}."
    return Said(tuple(instructions), sentence, sentence[:1].lower() + sentence[1:])
