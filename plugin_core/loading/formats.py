"""Formats and deck legality (100.2a, 903.5): a table of formats, each with its deck
size, how many copies of a card a deck may hold, and the cards it bans, restricts or
(if it lists them) allows; a deck checked against one. cardhost bundles a table of
the formats' construction rules (``formats.toml``); the user points at a table of their
own for the current banned lists and card pools (no network is used).

A table is TOML::

    [formats.standard]
    minimum = 60          # 100.2a
    copies = 4            # basic lands aside (100.2a)
    banned = ["..."]
    restricted = ["..."]  # one copy at most (vintage)
    legal = ["..."]       # if given, the only cards it allows (a card pool)
    maximum = 100         # commander: exactly 100 (903.5a)
    sideboard = 15        # the most sideboard cards (100.4a); 0 for none (903.5e)
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from cardhost.loading.decks import Deck, is_basic_land
from cardhost.loading.tomlfile import read_file
from cardhost.model.errors import FileProblem

BUNDLED = Path(__file__).resolve().parent / "formats.toml"
"""The formats' construction rules cardhost ships (no banned lists: those change)."""
KEYS = {"minimum", "maximum", "copies", "sideboard", "banned", "restricted", "legal"}
MOST_CARDS = 1_000_000
"""The most a deck size or a count of copies may be in a table."""


class FormatError(FileProblem):
    """A table of formats that can't be used: names the file, the key and the problem."""


@dataclass(frozen=True)
class Format:
    """One format's construction rules (100.2a, 903.5)."""

    name: str
    minimum: int = 60
    maximum: int | None = None
    copies: int = 4
    banned: frozenset[str] = frozenset()
    restricted: frozenset[str] = frozenset()
    legal: frozenset[str] | None = None
    sideboard: int = 15
    """The most cards a sideboard holds (100.4a); 0: the format uses none (903.5e)."""

    def problems(self, deck: Deck) -> list[str]:
        """What makes ``deck`` illegal in this format, each naming its rule; none if it
        is legal."""
        found = []
        size = len(deck)
        rule = "100.2a" if self.maximum is None else "903.5a"
        if size < self.minimum:
            found.append(
                f"rule {rule}: {size} cards; {self.name} decks hold at least {self.minimum}"
            )
        if self.maximum is not None and size > self.maximum:
            found.append(
                f"rule 903.5a: {size} cards; {self.name} decks hold at most {self.maximum}"
            )
        extra = sum(card.count for card in deck.sideboard)
        if extra > self.sideboard:
            found.append(
                f"rule 903.5e: {extra} cards in the sideboard; {self.name} games use none"
                if not self.sideboard
                else f"rule 100.4a: {extra} cards in the sideboard; it holds at most "
                f"{self.sideboard}"
            )
        counts: dict[str, int] = {}
        basic: dict[str, bool] = {}
        for count, card in deck.entries:
            counts[card.name] = counts.get(card.name, 0) + count
            basic[card.name] = is_basic_land(card)
        for side in deck.sideboard:  # 100.4a: the copies counted with the deck's
            counts[side.name] = counts.get(side.name, 0) + side.count
            basic.setdefault(side.name, side.basic)
        together = " in the deck and sideboard together (100.4a)" if deck.sideboard else ""
        for name, count in counts.items():
            if name in self.banned:
                found.append(f"rule 100.6: {name} is banned in {self.name}")
            elif self.legal is not None and name not in self.legal and not basic[name]:
                found.append(f"rule 100.6: {name} is not legal in {self.name}")
            elif name in self.restricted and count > 1:
                found.append(
                    f"rule 100.6: {count} copies of {name}, restricted in {self.name}: one at most"
                )
            elif count > self.copies and not basic[name]:
                rule = "903.5b" if self.maximum is not None else "100.2a"
                found.append(
                    f"rule {rule}: {count} copies of {name}{together}; at most {self.copies} "
                    f"in {self.name} (basic lands aside)"
                )
        return found


def load_formats(path: Path | str | None = None) -> dict[str, Format]:
    """The formats of the table at ``path`` (by default the bundled one), by name."""
    source = Path(path) if path is not None else BUNDLED
    table = read_file(source, FormatError)
    formats = table.get("formats")
    where = str(source)
    if not isinstance(formats, dict) or not formats:
        raise FormatError(where, "formats", "a table of formats, [formats.NAME], is needed")
    unknown = set(table) - {"formats"}
    if unknown:
        raise FormatError(where, sorted(unknown)[0], "not a key of a table of formats")
    return {name: _format(where, name, rules) for name, rules in formats.items()}


def _format(where: str, name: str, rules: Any) -> Format:
    key = f"formats.{name}"
    if not isinstance(rules, Mapping):
        raise FormatError(where, key, "a table of the format's rules")
    unknown = set(rules) - KEYS
    if unknown:
        raise FormatError(
            where, f"{key}.{sorted(unknown)[0]}", f"not a rule; the rules are {sorted(KEYS)}"
        )
    numbers = {
        k: _count(where, f"{key}.{k}", rules[k], lowest=0 if k == "sideboard" else 1)
        for k in ("minimum", "maximum", "copies", "sideboard")
        if k in rules
    }
    names = {
        k: _names(where, f"{key}.{k}", rules[k])
        for k in ("banned", "restricted", "legal")
        if k in rules
    }
    return Format(name, **numbers, **names)  # type: ignore[arg-type]


def _count(where: str, key: str, value: Any, lowest: int = 1) -> int:
    if type(value) is not int or not lowest <= value <= MOST_CARDS:
        raise FormatError(
            where, key, f"a whole number from {lowest} to {MOST_CARDS:,}, not {value!r}"
        )
    return value


def _names(where: str, key: str, value: Any) -> frozenset[str]:
    if not isinstance(value, list) or not all(isinstance(n, str) for n in value):
        raise FormatError(where, key, "a list of card names")
    return frozenset(value)
