"""The card catalog: every card a game can use, by name, from card folders."""

from __future__ import annotations

import difflib
from collections.abc import Iterable, Iterator
from functools import lru_cache
from importlib import resources
from pathlib import Path

from plugin_core.cardfile import load_card_file
from plugin_core.definitions import CardDefinition
from plugin_core.errors import CardFileError, CardhostError


def bundled_cards_folder() -> Path:
    """The folder of the cards that ship with cardhost (inside the installed package)."""
    return Path(str(resources.files("cards")))


def card_files(folder: Path) -> list[Path]:
    """The card files below ``folder``: each card folder holds one ``.toml`` file; a
    folder that holds one itself is a single card folder."""
    own = sorted(folder.glob("*.toml"))
    if own:
        return own
    return sorted(
        path
        for child in sorted(folder.iterdir())
        if child.is_dir() and not child.name.startswith((".", "_"))
        for path in child.glob("*.toml")
    )


def check_folders(folders: Iterable[Path]) -> tuple[list[CardDefinition], list[CardFileError]]:
    """Load every card below ``folders``; return the good cards and every problem found."""
    cards: dict[str, CardDefinition] = {}
    problems: list[CardFileError] = []
    for folder in folders:
        if not folder.exists():
            problems.append(CardFileError(str(folder), "", "no such file or folder"))
            continue
        files = [folder] if folder.is_file() else card_files(folder)
        if not files:
            problems.append(CardFileError(str(folder), "", "no card file (.toml) found"))
        for path in files:
            try:
                card = load_card_file(path)
            except CardFileError as error:
                problems.append(error)
                continue
            if card.name in cards:
                problems.append(_duplicate(card, cards[card.name]))
                continue
            cards[card.name] = card
    return list(cards.values()), problems


def _duplicate(card: CardDefinition, earlier: CardDefinition) -> CardFileError:
    return CardFileError(
        card.source, "name", f"the card name {card.name!r} is already defined by {earlier.source}"
    )


class Catalog:
    """Card definitions by name. Names are unique: defining one twice is an error that
    names both sources."""

    def __init__(self, cards: Iterable[CardDefinition] = ()) -> None:
        self._cards: dict[str, CardDefinition] = {}
        for card in cards:
            self.add(card)

    @classmethod
    def from_folders(cls, folders: Iterable[Path | str], *, bundled: bool = True) -> Catalog:
        """The bundled cards (unless ``bundled=False``) and every card below ``folders``.
        Raises the first problem found; use :func:`check_folders` to see them all."""
        paths = [Path(f) for f in folders]
        if bundled:
            paths.insert(0, bundled_cards_folder())
        cards, problems = check_folders(paths)
        if problems:
            raise problems[0]
        return cls(cards)

    def add(self, card: CardDefinition) -> CardDefinition:
        earlier = self._cards.get(card.name)
        if earlier is not None and earlier is not card:
            raise _duplicate(card, earlier)
        self._cards[card.name] = card
        return card

    def get(self, name: str) -> CardDefinition:
        try:
            return self._cards[name]
        except KeyError:
            close = difflib.get_close_matches(name, list(self._cards), n=1)
            hint = f"; did you mean {close[0]!r}?" if close else ""
            raise CardhostError(f"no card named {name!r} in the catalog{hint}") from None

    def __contains__(self, name: object) -> bool:
        return name in self._cards

    def __iter__(self) -> Iterator[CardDefinition]:
        return iter(sorted(self._cards.values(), key=lambda c: c.name))

    def __len__(self) -> int:
        return len(self._cards)

    def copy(self) -> Catalog:
        return Catalog(self._cards.values())


@lru_cache(maxsize=1)
def _bundled() -> Catalog:
    return Catalog.from_folders([], bundled=True)


def bundled_catalog() -> Catalog:
    """A copy of the catalog of bundled cards (loaded once per process)."""
    return _bundled().copy()
