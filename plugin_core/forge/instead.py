"""Forge's amount that is one number if a condition holds and another if not
(``Count$Threshold.5.3``, ``Count$Compare Y GE1.10.5``) as cardhost's ``instead``
(608.2c: checked once, as the instruction is followed), and the ways an Oracle text says
it: "Thermal Blast deals 3 damage to target creature. Threshold — Thermal Blast deals 5
damage to that creature instead if seven or more cards are in your graveyard."."""

from __future__ import annotations

import re
from dataclasses import dataclass
from itertools import product
from types import MappingProxyType
from typing import Any

from cardhost.forge.conditions import NAMED, Condition, compared, said_ways
from cardhost.forge.counted import counted
from cardhost.forge.effects import Said
from cardhost.forge.nouns import NOUNS
from cardhost.forge.script import Ability, ScriptFace

_NAMED = re.compile(r"Count\$(?P<named>[A-Za-z]+)\.(?P<then>\d{1,2})\.(?P<otherwise>\d{1,2})")
_COMPARED = re.compile(
    r"Count\$Compare (?P<svar>\w+) (?P<compare>[A-Z]{2}\d{1,2})"
    r"\.(?P<then>\d{1,2})\.(?P<otherwise>\d{1,2})"
)
ABILITY_WORDS = {
    "Threshold": ("Threshold",),
    "Metalcraft": ("Metalcraft",),
    "Hellbent": ("Hellbent",),
    "Delirium": ("Delirium",),
    "Morbid": ("Morbid",),
    "Landfall": ("Landfall",),
    "Revolt": ("Revolt",),
    "FatefulHour": ("Fateful hour",),
}
"""The ability words (207.2c: no rules meaning) an Oracle text may lead a named
condition's sentence with."""
COMPARED_WORDS = ("Ferocious", "Spell mastery", "Formidable")
"""The ability words an Oracle text may lead a compared count's sentence with."""
AMOUNT_KEYS = frozenset({"amount", "count"})
"""Keys besides an instruction's verb that ``instead`` may give another value."""


@dataclass(frozen=True)
class Choice:
    """An amount that is ``then`` if ``condition`` holds, else ``otherwise``; the
    ability ``words`` its sentence may lead with ("" for none)."""

    condition: Condition
    then: int
    otherwise: int
    words: tuple[str, ...]


def choice_of(face: ScriptFace, svar: str) -> Choice | None:
    """The :class:`Choice` Forge's X ``svar`` says, or ``None``."""
    named = _NAMED.fullmatch(svar)
    if named is not None and named["named"] in NAMED:
        words = ("", *ABILITY_WORDS.get(named["named"], ()))
        return Choice(NAMED[named["named"]], int(named["then"]), int(named["otherwise"]), words)
    found = _COMPARED.fullmatch(svar)
    if found is None:
        return None
    condition = compared(counted(face.svar(found["svar"]) or ""), found["compare"])
    if condition is None:
        return None
    return Choice(condition, int(found["then"]), int(found["otherwise"]), ("", *COMPARED_WORDS))


def with_x(step: Ability, number: int) -> Ability:
    """``step`` with its X (``X``, ``+X``, ``-X``) the number ``number``."""
    params = {
        k: v.replace("X", str(number)) if v in ("X", "+X", "-X") else v
        for k, v in step.params.items()
    }
    return Ability(step.text, MappingProxyType(params))


def with_instead(said: Said, then: Said, choice: Choice, target: str | None) -> Said | None:
    """``said`` (the amount otherwise) with ``then`` (the amount if the condition holds)
    followed instead if it holds (608.2c), worded as Oracle texts word it; ``None``
    unless the two are one instruction differing only in its amount."""
    if len(said.instructions) != 1 or len(then.instructions) != 1:
        return None
    otherwise, instead = said.instructions[0], then.instructions[0]
    keys = [*instead, *(k for k in otherwise if k not in instead)]
    changed = {k: instead.get(k, 1) for k in keys if instead.get(k, 1) != otherwise.get(k, 1)}
    verb = next(iter(otherwise))
    unsaid = set(instead) ^ set(otherwise)  # an amount or count of 1 is left unsaid
    if unsaid - AMOUNT_KEYS or not changed or set(changed) - AMOUNT_KEYS - {verb}:
        return None
    data = choice.condition[0]
    instruction: dict[str, Any] = otherwise | {"instead": changed | {"if": data}}
    referred = referring(then, target) if target else None
    others = [then.sentence, *then.otherwise]
    if referred is not None:
        others += [referred.sentence, *referred.otherwise]
    ways = []
    for other in others:
        core = other[:-1]
        lower = core[:1].lower() + core[1:]
        for word, words in product(choice.words, said_ways(choice.condition)):
            lead = f"{word} — " if word else ""
            ways.append(f"{said.sentence} {lead}{core} instead if {words}.")
            ways.append(f"{said.sentence} {lead}If {words}, {lower} instead.")
    return Said((instruction,), ways[0], "", said.tokens, tuple(ways[1:]))


_PLURAL = re.compile(r"target (creatures|permanents|lands|artifacts)\b")
"""Several targets of one phrase, as "those ..." names them again."""
_HELD_DOWN = " doesn't untap during its controller's next untap step."


def referring(said: Said, target: str | None) -> Said | None:
    """``said`` (worded for ``target``) as a later instruction says the same object or
    player: "it", "that creature", "that player", "that permanent or player" (608.2c:
    the one target)."""
    if target is None:
        return None
    found = re.search(re.escape(target), said.sentence, re.IGNORECASE)
    if found is None or said.sentence.lower().count(target.lower()) != 1:
        return None
    held = said.sentence.removeprefix(said.sentence[: found.end()])
    several = _PLURAL.search(target)
    if several is not None and found.start() == 0 and held == _HELD_DOWN:  # 502.3, of each
        down = " don't untap during their controller's next untap step."
        ways = [f"Those {several[1]}{down}", f"They{down}"]
        return Said(said.instructions, ways[0], "", said.tokens, tuple(ways[1:]))
    noun = next(
        (w for w in target.split() if w in NOUNS), ""
    )  # "target creature an opponent controls"
    words = ["that player"] if noun in ("player", "opponent") else ["it", f"that {noun}"]
    words = words if noun else ["it"]
    if target == "any target":
        words = ["it", "that permanent or player"]
    ways = []
    for word in words:
        at_start = found.start() == 0
        said_so = word[:1].upper() + word[1:] if at_start else word
        ways.append(said.sentence[: found.start()] + said_so + said.sentence[found.end() :])
    return Said(said.instructions, ways[0], "", said.tokens, tuple(ways[1:]))
