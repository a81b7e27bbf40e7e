"""What a static ability's damage replacement effect (614.1a) replaces and how: "If a
source you control would deal damage to a permanent or player, it deals double that
damage to that permanent or player instead.". A :class:`DamageReplacement` is a value:
whose damage (``by``), to whom (``to``), combat damage only, at least how much, and the
amount dealt ``instead``; the kernel offers it as damage would be dealt."""

from __future__ import annotations

import re
from dataclasses import dataclass

from cardhost.model.qualities import Quality, QualityError, parse_quality

ANY_SOURCE = "a source"
ANY_RECIPIENT = "a permanent or player"
BY_WORDS = (ANY_SOURCE, "this", "enchanted creature", "equipped creature")
"""Whose damage it replaces besides a kind of source ("a source you control", "a red
spell", "a creature you control", "another red source you control")."""
TO_WORDS = (ANY_RECIPIENT, "you", "a player", "this", "enchanted creature", "equipped creature")
"""To whom, besides a kind of permanent ("a creature you control")."""
_INSTEAD = re.compile(r"double|half, rounded down|(?:plus|minus) [1-9]|[0-9]{1,2}")
INSTEAD_EXAMPLES = ("double", "plus 2", "minus 1", "half, rounded down", "3")
"""The amounts dealt instead: double that damage, that much plus or minus N, half of it
rounded down, or N."""


class DamageReplacementError(ValueError):
    """Words that don't say whose damage, to whom or what instead."""


@dataclass(frozen=True)
class DamageReplacement:
    """Damage ``by`` whom (:data:`BY_WORDS`, or ``by_kind`` of source, a spell only if
    ``spell``) would deal ``to`` whom (:data:`TO_WORDS` or ``to_kind`` of permanent),
    combat damage only if ``combat``, ``at_least`` that much: its amount is ``instead``."""

    by: str = ANY_SOURCE
    to: str = ANY_RECIPIENT
    instead: str = "double"
    combat: bool = False
    at_least: int = 0
    by_kind: Quality | None = None
    spell: bool = False
    to_kind: Quality | None = None

    def amount(self, amount: int) -> int:
        """The amount dealt instead of ``amount`` (614.1a), never below 0 (107.1b)."""
        said = self.instead
        if said == "double":
            return 2 * amount
        if said == "half, rounded down":
            return amount // 2
        if said.startswith(("plus ", "minus ")):
            step = int(said.split()[1])
            return max(amount + (step if said.startswith("plus") else -step), 0)
        return int(said)


def parse_damage_replacement(
    by: object, to: object, instead: object, combat: object, at_least: object
) -> DamageReplacement:
    """The :class:`DamageReplacement` these words say; raises
    :class:`DamageReplacementError` naming the key that is wrong."""
    if not isinstance(instead, str) or not _INSTEAD.fullmatch(instead):
        known = ", ".join(repr(w) for w in INSTEAD_EXAMPLES)
        raise DamageReplacementError(f"instead: expected {known}, found {instead!r}")
    if not isinstance(combat, bool):
        raise DamageReplacementError(f"combat: expected true or false, found {combat!r}")
    if type(at_least) is not int or not 0 <= at_least <= 1_000_000:
        raise DamageReplacementError(f"at_least: expected a whole number, found {at_least!r}")
    by_kind, spell = (None, False) if by in BY_WORDS else _source_kind(by)
    to_kind = None if to in TO_WORDS else _permanent_kind(to)
    return DamageReplacement(str(by), str(to), instead, combat, at_least, by_kind, spell, to_kind)


def _source_kind(words: object) -> tuple[Quality, bool]:
    """A kind of source: "a source you control" (any object), "a red spell" (on the
    stack), "a creature you control", "another red source you control"."""
    if not isinstance(words, str):
        raise DamageReplacementError(f"by: expected words, found {words!r}")
    bare = re.sub(r"^(?:an?|another) ", "", words)
    spell = bool(re.search(r"\bspell\b", bare))
    kind = re.sub(r"\bsource\b", "card", bare)  # any object, as "card" describes
    another = words.startswith("another ")
    try:
        return parse_quality(("another " if another else "") + kind), spell
    except QualityError as error:
        known = ", ".join(repr(w) for w in BY_WORDS)
        raise DamageReplacementError(f"by: {error}; or one of {known}") from None


def _permanent_kind(words: object) -> Quality:
    """A kind of permanent damage would be dealt to: "a creature you control"."""
    if not isinstance(words, str):
        raise DamageReplacementError(f"to: expected words, found {words!r}")
    bare = re.sub(r"^(?:an?|another) ", "", words)
    try:
        return parse_quality(("another " if words.startswith("another ") else "") + bare)
    except QualityError as error:
        known = ", ".join(repr(w) for w in TO_WORDS)
        raise DamageReplacementError(f"to: {error}; or one of {known}") from None
