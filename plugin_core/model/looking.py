"""What an effect does with the top cards of a library it looks at or reveals (701.20a,
701.20e): how many of them it puts where (``taken``: one, any number, all of a kind),
whether the player may put none, and where the rest go. A :class:`Looking` is a value;
the kernel's ``look_at_top`` follows it."""

from __future__ import annotations

from dataclasses import dataclass

from cardhost.model.qualities import Quality

TAKEN = ("one", "any number", "all")
"""How many of the cards looked at go where the effect says: one, any number the player
chooses, or all (of the kind it names)."""
DESTINATIONS = ("hand", "battlefield", "graveyard")
"""Where the cards taken go."""
RESTS = ("bottom", "top", "graveyard", "hand")
"""Where the rest go: on the bottom or back on top of the library in any order, into
the graveyard or the hand."""


@dataclass(frozen=True)
class Looking:
    """Of the cards looked at (or ``reveal``-ed to all, 701.20a), ``taken`` of the
    ``kind`` (any card if ``None``) go ``to``, revealed first if ``reveal_taken``; one
    only if the player chooses to if ``may``; the others go to ``rest``."""

    taken: str = "one"
    kind: Quality | None = None
    may: bool = False
    reveal: bool = False
    reveal_taken: bool = False
    to: str = "hand"
    rest: str = "bottom"
