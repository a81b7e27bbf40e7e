"""Forge's ``RepeatEach`` over the players (``RepeatPlayers$ Player``) of one step acting
on the player repeated for: the step followed for each player, or each opponent, in turn
order (101.4), its X counted for that player ("their", "they"): "Each player draws a
card for each creature card in their graveyard."."""

from __future__ import annotations

from types import MappingProxyType

from cardhost.forge.script import Ability, ScriptFace, follow

REPEATED = "RepeatedForEachPlayer"
"""The parameter marking a step the importer made of a ``RepeatEach``: its X is counted
for each player it is followed for."""
PLAYERS = {"Player": "Player", "Player.Opponent": "Player.Opponent"}
"""``RepeatPlayers$`` read, and the ``Defined$`` of the step followed for each."""
REMEMBERED = ("Remembered", "Player.IsRemembered")
"""The repeated step's ``Defined$`` for the player it is repeated for."""
KEYS = frozenset({"SP", "DB", "AB", "Cost", "SpellDescription", "StackDescription"})
KEYS |= {"SubAbility", "RepeatPlayers", "RepeatSubAbility", "DamageMap", "AILifeThreshold"}
"""The ``RepeatEach`` parameters read; any other keeps it."""


def each_player_step(face: ScriptFace, step: Ability) -> Ability:
    """The step ``step``'s ``RepeatEach`` repeats, for each player: its ``Defined$`` the
    players, marked :data:`REPEATED`, followed by ``step``'s ``SubAbility$``; ``step``
    itself if it isn't one of that form."""
    api = step.get("SP") or step.get("DB") or step.get("AB")
    players = PLAYERS.get(step.get("RepeatPlayers"))
    if api != "RepeatEach" or players is None or not set(step.params) <= KEYS:
        return step
    if step.get("DamageMap") not in ("", "True"):
        return step
    repeated = follow(face, step.get("RepeatSubAbility"))
    if repeated.get("Defined") not in REMEMBERED or "SubAbility" in repeated.params:
        return step
    kind = next(k for k in ("SP", "DB", "AB") if k in step.params)
    params = {k: v for k, v in repeated.params.items() if k not in ("SP", "DB", "AB")}
    params = {kind: repeated.get("DB") or repeated.get("SP") or repeated.get("AB")} | params
    params |= {"Defined": players, REPEATED: "True"}
    params |= {
        k: step.get(k) for k in ("Cost", "SpellDescription", "SubAbility") if k in step.params
    }
    return Ability(step.text, MappingProxyType(params))


def repeated(step: Ability) -> set[str]:
    """The SVar ``step`` repeats (``RepeatSubAbility$``), if any."""
    name = step.get("RepeatSubAbility")
    return {name} if name else set()
