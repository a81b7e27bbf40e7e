"""Deck files: a plain text list (``4 Llanowar Elves``) or a Forge ``.dck`` file
(``[Main]`` with ``4 Llanowar Elves|SET``), each card found by name in a catalog.

The main deck is what a game plays; the sideboard (a ``Sideboard`` line, ``SB:`` lines,
Forge's ``[Sideboard]``) is read by name for deck legality (100.4a), its cards needn't be
in the catalog; other sections (a commander, a companion, a maybeboard) are left out.
Every problem names the file and the line; every bad line is reported at once, and
nothing is built from a file with one.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from cardhost.loading.catalog import Catalog
from cardhost.loading.tomlfile import read_text
from cardhost.model.definitions import CardDefinition
from cardhost.model.errors import FileProblem
from cardhost.model.validation import did_you_mean, quoted

LARGEST_DECK = 10_000
"""The most cards a deck may hold, so a hostile count can't fill the memory."""
SUGGESTED = 10
"""Unknown names given a "did you mean": the first this many (each looks at every name)."""

_ENTRY = re.compile(r"(?P<count>\d+)x?\s+(?P<name>.+)")
_SET_CODE = re.compile(r"\([0-9A-Za-z]+\)")
"""The set of an MTG Arena style printing after the name: ``(M19)`` in `` (M19) 314``."""
_MAIN_HEADERS = frozenset({"deck", "main", "maindeck", "main deck"})
_SIDEBOARD_HEADERS = frozenset({"sideboard"})
_OTHER_HEADERS = frozenset({"commander", "companion", "maybeboard"})
BASIC_LAND_NAMES = frozenset(
    name
    for land in ("Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes")
    for name in (land, f"Snow-Covered {land}")
)
"""The basic land cards' names (205.4c), for a sideboard's cards the catalog doesn't hold."""


class DeckError(FileProblem):
    """A deck file that can't be used: names the file, the line and the problem."""


@dataclass(frozen=True)
class SideboardCard:
    """A card of a sideboard (100.4), by name: how many copies, and whether it is a basic
    land card (100.2a: any number of those)."""

    count: int
    name: str
    basic: bool


@dataclass(frozen=True)
class Deck:
    """A main deck: each card with how many copies, in the file's order; and its
    sideboard (100.4), which no game uses."""

    name: str
    source: str
    entries: tuple[tuple[int, CardDefinition], ...]
    sideboard: tuple[SideboardCard, ...] = ()

    def cards(self) -> Iterator[CardDefinition]:
        """Every card of the deck, each copy once, in the file's order."""
        for count, card in self.entries:
            for _ in range(count):
                yield card

    def __len__(self) -> int:
        return sum(count for count, _ in self.entries)


def load_deck(path: Path | str, catalog: Catalog) -> Deck:
    """The deck in the file at ``path``: Forge's format if it ends in ``.dck``, else a
    plain list."""
    path = Path(path)
    text = read_text(path, DeckError)
    return parse_deck(text, catalog, source=str(path), forge=path.suffix.lower() == ".dck")


def parse_deck(text: str, catalog: Catalog, *, source: str = "<text>", forge: bool = False) -> Deck:
    """The deck written in ``text``, its cards from ``catalog``."""
    reader = _DeckReader(source, catalog)
    lines, side = _forge_sections(text, reader) if forge else _plain_sections(text)
    entries = [entry for number, line in lines if (entry := reader.entry(number, line))]
    sideboard = [card for number, line in side if (card := reader.sideboard_card(number, line))]
    total = sum(count for count, _ in entries)
    if not reader.problems and total > LARGEST_DECK:
        reader.note(0, f"{total:,} cards; a deck holds at most {LARGEST_DECK:,}")
    extra = sum(card.count for card in sideboard)
    if not reader.problems and extra > LARGEST_DECK:
        reader.note(0, f"{extra:,} cards in the sideboard; it holds at most {LARGEST_DECK:,}")
    if not reader.problems and not entries:
        reader.note(0, "no cards in the main deck")
    if reader.problems:
        raise DeckError.every(reader.problems)
    name = reader.name or Path(source).stem
    return Deck(name, source, tuple(entries), tuple(sideboard))


Lines = list[tuple[int, str]]


def _plain_sections(text: str) -> tuple[Lines, Lines]:
    """The numbered lines of the main deck and of the sideboard of a plain list
    (``Sideboard`` lines after the header, ``SB:`` lines anywhere): comments (``#``,
    ``//``), blank lines, headers and other sections left out."""
    main: Lines = []
    side: Lines = []
    section: Lines | None = main
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        header = line.rstrip(":").strip().lower()
        if header in _MAIN_HEADERS or header in _SIDEBOARD_HEADERS or header in _OTHER_HEADERS:
            section = main if header in _MAIN_HEADERS else side if header == "sideboard" else None
            continue
        if line[:3].upper() == "SB:":
            side.append((number, line[3:].strip()))
        elif section is not None:
            section.append((number, line))
    return main, side


def _forge_sections(text: str, reader: _DeckReader) -> tuple[Lines, Lines]:
    """The numbered lines of a Forge deck's ``[Main]`` and ``[Sideboard]`` sections,
    without their printings (``|SET|art``); the deck's name from ``[metadata]``."""
    main: Lines = []
    side: Lines = []
    section = ""
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if not line or line.startswith(("#", "//")):
            continue
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip().lower()
            continue
        if section == "metadata":
            key, _, value = line.partition("=")
            if key.strip().lower() == "name" and value.strip():
                reader.name = value.strip()
        elif section in ("main", "sideboard"):
            (main if section == "main" else side).append((number, line.split("|", 1)[0].strip()))
        elif not section:
            reader.note(number, "a line before any section: a Forge deck lists cards under [Main]")
    return main, side


class _DeckReader:
    """Reads the entries of one deck file, noting each problem with its line."""

    def __init__(self, source: str, catalog: Catalog) -> None:
        self.source = source
        self.catalog = catalog
        self.problems: list[DeckError] = []
        self.name = ""
        self._suggested = 0

    def note(self, line: int, problem: str) -> None:
        self.problems.append(DeckError(self.source, f"line {line}" if line else "", problem))

    def entry(self, number: int, line: str) -> tuple[int, CardDefinition] | None:
        counted = self._counted(number, line)
        if counted is None:
            return None
        card = self._card(number, counted[1])
        return None if card is None else (counted[0], card)

    def sideboard_card(self, number: int, line: str) -> SideboardCard | None:
        """A sideboard's line: its name as written if the catalog doesn't hold it."""
        counted = self._counted(number, line)
        if counted is None:
            return None
        count, name = counted
        for candidate in (name, name.split(" // ", 1)[0]):
            if candidate in self.catalog:
                card = self.catalog.get(candidate)
                return SideboardCard(count, card.name, is_basic_land(card))
        return SideboardCard(count, name, name in BASIC_LAND_NAMES)

    def _counted(self, number: int, line: str) -> tuple[int, str] | None:
        """A line's count and card name (composed, NFC, as card files write it)."""
        match = _ENTRY.fullmatch(line)
        if match is None:
            self.note(number, f"{quoted(line)} is not a count and a card name, like '4 Forest'")
            return None
        digits = match["count"].lstrip("0")
        count = int(digits or "0") if len(digits) <= len(str(LARGEST_DECK)) else LARGEST_DECK + 1
        if not 1 <= count <= LARGEST_DECK:
            shown = digits[:20] + ("..." if len(digits) > 20 else "") or "0"
            self.note(number, f"{shown} copies; a line holds 1 to {LARGEST_DECK:,}")
            return None
        return count, unicodedata.normalize("NFC", without_printing(match["name"].strip()))

    def _card(self, number: int, name: str) -> CardDefinition | None:
        for candidate in (name, name.split(" // ", 1)[0]):  # a two-faced card by its front
            if candidate in self.catalog:
                card = self.catalog.get(candidate)
                if card.is_token:
                    self.note(number, f"{quoted(name)} is a token, not a card (111.1)")
                    return None
                return card
        hint = ""
        if self._suggested < SUGGESTED:
            self._suggested += 1
            hint = did_you_mean(name, self.catalog.names())
        self.note(number, f"no card named {quoted(name)} in the catalog{hint}")
        return None


def is_basic_land(card: CardDefinition) -> bool:
    """Whether ``card`` is a basic land card (205.4c): any number of them (100.2a)."""
    return "Basic" in card.front.supertypes and "Land" in (t.value for t in card.front.types)


def without_printing(name: str) -> str:
    """``name`` without an MTG Arena style printing after it, `` (M19)`` or `` (M19) 314``:
    read word by word, so the cost is linear in the line (no pattern that backtracks over
    a run of spaces)."""
    words = name.split()
    if len(words) >= 2 and _SET_CODE.fullmatch(words[-1]):
        return " ".join(words[:-1])
    if len(words) >= 3 and _SET_CODE.fullmatch(words[-2]):
        return " ".join(words[:-2])
    return name
