"""What a copy effect changes of the values it copies (707.9), and a card's "You may have
this creature enter as a copy of any creature on the battlefield" (707.5, 614.1c). The
copiable values themselves are :class:`cardhost.model.copy_values.CopiedValues`."""

from __future__ import annotations

from dataclasses import dataclass

from cardhost.model.card_types import CardType
from cardhost.model.qualities import Quality


@dataclass(frozen=True)
class CopyExceptions:
    """What a copy effect changes of the values it copies (707.9): types and subtypes
    "in addition to its other types" (707.9b), a base power and toughness ("except
    it's 7/7": no characteristic-defining ability of the original's defines them then,
    707.9d)."""

    add_types: tuple[CardType, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    base_pt: tuple[int, int] | None = None


@dataclass(frozen=True)
class EntersAsCopy:
    """ "You may have this creature enter as a copy of any creature on the battlefield"
    (707.5, 614.1c): as it would enter, its controller may choose a permanent ``of``
    that kind; it enters as a copy of it, ``exceptions`` made (707.9). ``text`` is the
    Oracle paragraph that says it."""

    of: Quality
    exceptions: CopyExceptions
    text: str
