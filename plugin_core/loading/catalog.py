"""The card catalog: every card a game can use, by name, and where cards come from.

Cards come from the bundled ``cards/`` folder, from folders a user names (the ``--cards``
option, the API), from the ``CARDHOST_CARDS`` path list, and from installed card packs:
distributions that declare an entry point in the group ``cardhost.cards``.
"""

from __future__ import annotations

import functools
import importlib.util
import os
import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import lru_cache
from importlib import metadata, resources
from pathlib import Path
from types import MappingProxyType, ModuleType

from cardhost.loading.cardfile import load_card_file
from cardhost.loading.table_cache import CardTableCache, cache_folder
from cardhost.model.definitions import CardDefinition
from cardhost.model.errors import (
    CardFileError,
    CardhostError,
    RefusedCardError,
    SkippedSourceError,
    said,
)
from cardhost.model.validation import did_you_mean

ENVIRONMENT_VARIABLE = "CARDHOST_CARDS"
ENTRY_POINT_GROUP = "cardhost.cards"


@dataclass(frozen=True)
class CardSource:
    """A folder of cards and how it was named: ``bundled``, ``folder``, the environment
    variable, or ``pack NAME``. ``refused`` says why a pack's cards are not read when
    loading data-only; ``skipped`` why a discovered source can't be used at all."""

    folder: Path
    origin: str
    refused: str = ""
    skipped: str = ""

    def __str__(self) -> str:
        return self.origin if self.folder == Path() else f"{self.origin} ({self.folder})"


def bundled_cards_folder() -> Path:
    """The folder of the cards that ship with cardhost (inside the installed package)."""
    return Path(str(resources.files("cardhost.cards")))


def environment_sources(value: str | None = None) -> list[CardSource]:
    """The folders in ``CARDHOST_CARDS``, separated like ``PATH`` (``os.pathsep``); one
    that is not a folder is skipped (reported, not fatal), as a stale ``PATH`` entry is."""
    text = os.environ.get(ENVIRONMENT_VARIABLE, "") if value is None else value
    return [
        CardSource(
            Path(part),
            ENVIRONMENT_VARIABLE,
            skipped="" if Path(part).is_dir() else f"{part!r} is not a folder",
        )
        for part in text.split(os.pathsep)
        if part
    ]


def pack_sources(*, data_only: bool = False) -> list[CardSource]:
    """The card packs installed as distributions with a ``cardhost.cards`` entry point.

    The entry point names a package (its folder holds card folders), a folder path, or a
    function returning one. With ``data_only`` a package's folder is found without
    importing it, and a pack that needs its code run to name its folder is refused."""
    sources = []
    for entry_point in sorted(metadata.entry_points(group=ENTRY_POINT_GROUP), key=lambda e: e.name):
        distribution = entry_point.dist.name if entry_point.dist else entry_point.name
        origin = f"pack {distribution} (entry point {entry_point.name!r})"
        if entry_point.pattern.match(entry_point.value) is None:
            problem = (
                f"its entry point's value {entry_point.value!r} is neither a module's dotted "
                "name nor 'module:attribute'"
            )
            sources.append(CardSource(Path(), origin, skipped=problem))
            continue
        try:
            if data_only:
                folder = _pack_folder_without_code(entry_point, origin)
            else:
                folder = _pack_folder(entry_point.load())
        except RefusedCardError as refusal:
            sources.append(CardSource(Path(), origin, refused=refusal.problem))
            continue
        except KeyboardInterrupt:
            raise
        except BaseException as error:
            problem = f"the card pack can't be loaded: {type(error).__name__}: {said(error)}"
            sources.append(CardSource(Path(), origin, skipped=problem))
            continue
        if not folder.is_dir() and folder.suffix != ".toml":  # named here, and skipped
            what = (
                "neither a folder nor a card file (.toml)" if folder.exists() else "no such folder"
            )
            sources.append(CardSource(Path(), origin, skipped=f"its cards' {folder}: {what}"))
            continue
        sources.append(CardSource(folder, origin))
    return sources


def _pack_folder_without_code(entry_point: metadata.EntryPoint, origin: str) -> Path:
    """The folder of the package an entry point names, found on ``sys.path`` by its
    dotted name alone: no module of the pack (not even a parent package) is imported."""
    parts = entry_point.module.split(".")
    if not entry_point.attr and len(parts) == 1:  # finding a top-level spec imports nothing
        spec = importlib.util.find_spec(entry_point.module)
        if spec is not None and spec.submodule_search_locations:
            return Path(next(iter(spec.submodule_search_locations)))
    elif not entry_point.attr:
        for base in sys.path:
            folder = Path(base or ".", *parts)
            if folder.is_dir():
                return folder
    raise RefusedCardError(
        origin,
        "",
        "finding this pack's cards would run its code (its entry point names a function, "
        "or a package that can't be found without importing it), and cards are being "
        "loaded data-only",
    )


def _pack_folder(target: object) -> Path:
    if isinstance(target, ModuleType):
        if target.__file__ is None:
            raise ValueError(f"module {target.__name__} has no folder")
        return Path(target.__file__).parent
    if callable(target):
        target = target()
    if isinstance(target, str | os.PathLike):
        return Path(target)
    raise TypeError(f"{target!r} is neither a package, a folder, nor a function giving one")


def discover(
    folders: Iterable[Path | str] = (),
    *,
    bundled: bool = True,
    environment: bool = True,
    packs: bool = True,
    data_only: bool = False,
) -> list[CardSource]:
    """Every source of cards, in order: bundled, packs, ``CARDHOST_CARDS``, ``folders``."""
    sources = []
    if bundled:
        sources.append(CardSource(bundled_cards_folder(), "bundled"))
    if packs:
        sources.extend(pack_sources(data_only=data_only))
    if environment:
        sources.extend(environment_sources())
    sources.extend(CardSource(Path(f), "folder") for f in folders)
    return sources


SCENARIO_SUFFIX = ".scenario.toml"
TOOL_FILES = frozenset({"pyproject.toml", "ruff.toml", ".ruff.toml", "pytest.toml", "uv.toml"})
"""TOML files of Python tools, found beside card folders in a pack: never cards."""


def _card_tomls(entries: list[os.DirEntry[str]]) -> list[Path]:
    """The card files among one folder's ``entries``, by name."""
    cards = [
        e
        for e in entries
        if e.name.endswith(".toml")
        and not e.name.endswith(SCENARIO_SUFFIX)
        and e.name not in TOOL_FILES
    ]
    return [Path(e.path) for e in sorted(cards, key=lambda e: e.name)]


def card_files(folder: Path, unread: list[CardFileError] | None = None) -> list[Path]:
    """The card files below ``folder``: each card folder holds one ``.toml`` file; a
    folder that holds one itself is a single card folder. Scenario files
    (``*.scenario.toml``) and Python tools' files (``pyproject.toml``, ``ruff.toml``) are
    not cards, so a pack's root folder can be named. A card folder that can't be read (a
    loop of links, no permission) is added to ``unread``, naming it, and the others are
    read; without ``unread`` it raises ``OSError``."""
    with os.scandir(folder) as scan:
        entries = list(scan)
    own = _card_tomls(entries)
    if own:
        return own
    files = []
    for child in sorted(entries, key=lambda e: e.name):
        if child.name.startswith((".", "_")):
            continue
        try:
            if not child.is_dir():
                if child.is_symlink() and not os.path.exists(child.path):
                    os.stat(child.path)  # a loop or a link to nothing: said as unread
                continue
            with os.scandir(child.path) as scan:
                files.extend(_card_tomls(list(scan)))
        except OSError as error:
            if unread is None:
                raise
            unread.append(CardFileError(child.path, "", f"can't be read: {error.strerror}"))
    return files


def _unreachable(path: Path) -> str | None:
    """Why ``path`` can't be read as a card folder or file, or ``None``: missing, a loop
    of links, a name too long, a name holding a NUL character."""
    try:
        os.stat(path)
    except (FileNotFoundError, NotADirectoryError):
        return "no such file or folder"
    except OSError as error:
        return f"can't be read: {error.strerror or error}"
    except ValueError:
        return "can't be read: a path can't hold a NUL character"
    return None


def check_folders(
    sources: Iterable[CardSource | Path | str],
    *,
    data_only: bool = False,
    import_plugins: bool = True,
    cache: Path | None = None,
) -> tuple[list[CardDefinition], list[CardFileError]]:
    """Load every card of ``sources``; return the good cards and every problem found
    (each problem of each file: one bad file doesn't hide the others). With ``data_only``,
    cards that bring Python are refused and no card code runs; with ``import_plugins``
    false, plugins are imported only when a game first uses their card. ``cache`` is the
    folder of a :class:`CardTableCache`, for files unchanged since to be read from it."""
    tables = CardTableCache(cache) if cache is not None else None
    catalog = Catalog()
    problems: list[CardFileError] = []
    for source in sources:
        if not isinstance(source, CardSource):
            source = CardSource(Path(source), "folder")
        folder = source.folder
        if source.refused:
            problems.append(RefusedCardError(source.origin, "", source.refused))
            continue
        if source.skipped:
            problems.append(SkippedSourceError(str(source), "", source.skipped))
            continue
        problem = _unreachable(folder)
        if problem is not None:
            problems.append(CardFileError(str(folder), "", problem))
            continue
        if not folder.is_dir() and folder.suffix != ".toml":
            problems.append(
                CardFileError(str(folder), "", "neither a folder nor a card file (.toml)")
            )
            continue
        unread: list[CardFileError] = []
        try:
            files = card_files(folder, unread) if folder.is_dir() else [folder]
        except OSError as error:
            problems.append(CardFileError(str(folder), "", f"can't be read: {error.strerror}"))
            continue
        problems.extend(unread)
        if not files:
            problems.append(CardFileError(str(folder), "", "no card file (.toml) found"))
        for path in files:
            try:
                card = _load(path, source.origin, data_only, import_plugins, tables)
            except CardFileError as error:
                problems.extend(error.problems)
                continue
            try:
                catalog.add(card)
            except CardFileError as error:
                problems.append(error)
                continue
            if tables is not None:
                tables.keep(path)
    if tables is not None:
        tables.save()
    return list(catalog), problems


def _load(
    path: Path,
    origin: str,
    data_only: bool,
    import_plugins: bool,
    tables: CardTableCache | None,
) -> CardDefinition:
    """The card of the file at ``path``, its table from ``tables`` if it has it; a card
    found wrong from a cached table is read again from its file, so that any problem
    reported is the file's."""
    load = functools.partial(
        load_card_file,
        path,
        origin=origin,
        data_only=data_only,
        import_plugin_now=import_plugins,
    )
    if tables is not None:
        try:
            return load(read=tables.read)
        except CardFileError:
            pass
    return load()


def _same_file(card: CardDefinition, earlier: CardDefinition) -> bool:
    """One card file reached twice (through a folder and CARDHOST_CARDS, or an editable
    pack and its folder) is one card."""
    return Path(card.source).resolve() == Path(earlier.source).resolve()


def _duplicate(card: CardDefinition, earlier: CardDefinition) -> CardFileError:
    return CardFileError(
        card.source,
        "name",
        f"the card name {card.name!r} is already defined by {earlier.source} "
        f"({earlier.origin}); this one comes from {card.origin}",
    )


class Catalog:
    """Card definitions by name. Names are unique: defining one twice is an error that
    names both sources."""

    def __init__(self, cards: Iterable[CardDefinition] = ()) -> None:
        self._cards: dict[str, CardDefinition] = {}
        self._tokens: dict[str, list[CardDefinition]] = {}
        for card in cards:
            self.add(card)

    @classmethod
    def from_folders(
        cls,
        folders: Iterable[Path | str],
        *,
        bundled: bool = True,
        environment: bool = False,
        packs: bool = False,
        data_only: bool = False,
        cache: Path | str | None = None,
    ) -> Catalog:
        """The cards of ``folders`` plus, as asked, the bundled cards, ``CARDHOST_CARDS``
        and installed packs. With ``data_only``, cards that bring Python are left out.
        No plugin is imported until a game uses its card (goal: discovering is reading
        card files only). ``cache`` is a folder where the tables of card files are kept
        between discoveries (:mod:`cardhost.loading.table_cache`). Raises the problems of
        the first file found wrong; :func:`check_folders` lists every file's, importing
        each plugin."""
        sources = discover(
            folders, bundled=bundled, environment=environment, packs=packs, data_only=data_only
        )
        cards, problems = check_folders(
            sources,
            data_only=data_only,
            import_plugins=False,
            cache=Path(cache) if cache is not None else None,
        )
        errors = [p for p in problems if not isinstance(p, RefusedCardError | SkippedSourceError)]
        if errors:
            raise CardFileError.every([e for e in errors if e.path == errors[0].path])
        return cls(cards)

    @classmethod
    def discover(cls, folders: Iterable[Path | str] = (), *, data_only: bool = False) -> Catalog:
        """Every card a user has: bundled, installed packs, ``CARDHOST_CARDS``, and
        ``folders``, with the user's cache of card files (``CARDHOST_CACHE``,
        :func:`~cardhost.loading.table_cache.cache_folder`)."""
        return cls.from_folders(
            folders, environment=True, packs=True, data_only=data_only, cache=cache_folder()
        )

    def add(self, card: CardDefinition) -> CardDefinition:
        """Add ``card`` and its tokens; a name another card holds, or a token of the
        card named like another card, is an error naming both sources, and nothing is
        added. Tokens belong to the card that creates them (111.4): two cards may each
        create a different token of one name. A token file and a card's token of one
        name are one token if their characteristics are the same, in either order."""
        earlier = self._cards.get(card.name)
        if earlier is not None and earlier is not card:
            if _same_file(card, earlier) and card.source != "<text>":
                return earlier
            raise _duplicate(card, earlier)
        makers = self._tokens.get(card.name)
        if makers and not (card.is_token and all(m.front == card.front for m in makers)):
            what = "a different token" if card.is_token else "a token"
            raise CardFileError(
                card.source,
                "name",
                f"{card.name!r} is the name of {what} {makers[0].source} creates",
            )
        for token in card.tokens.values():
            named = self._cards.get(token.name)
            if named is not None and named is not card and named.front != token.front:
                what = "token" if named.is_token else "card"
                raise CardFileError(
                    card.source,
                    "tokens",
                    f"token {token.name!r} is named like the {what} in {named.source}",
                )
        self._cards[card.name] = card
        for token in card.tokens.values():
            made = self._tokens.setdefault(token.name, [])
            if all(other.front != token.front for other in made):
                made.append(token)
        return card

    def get(self, name: str) -> CardDefinition:
        """A card or a token file's token by name, or else the token of that name some
        card creates (111.4); if cards create different tokens of that name, it is named
        through its card (``catalog.get("Card").tokens["Name"]``)."""
        found = self._cards.get(name)
        if found is not None:
            return found
        made = self._tokens.get(name)
        if not made:
            hint = did_you_mean(name, self.names())
            raise CardhostError(f"no card named {name!r} in the catalog{hint}")
        if len(made) > 1:
            makers = ", ".join(sorted(c.name for c in self._cards.values() if name in c.tokens))
            raise CardhostError(
                f"several cards create different tokens named {name!r} ({makers}): name "
                f"one through its card, catalog.get(card).tokens[{name!r}] (111.4)"
            )
        return made[0]

    def names(self) -> list[str]:
        """Every card name, then every token name, sorted."""
        return sorted(self._cards) + sorted(set(self._tokens) - set(self._cards))

    def __contains__(self, name: object) -> bool:
        return name in self._cards or name in self._tokens

    def definitions(self) -> list[CardDefinition]:
        """Every definition held: each card, and each token (111.4)."""
        return [*self._cards.values(), *(t for made in self._tokens.values() for t in made)]

    def __iter__(self) -> Iterator[CardDefinition]:
        return iter(sorted(self._cards.values(), key=lambda c: c.name))

    def __len__(self) -> int:
        return len(self._cards)

    def copy(self) -> Catalog:
        """A catalog of the same cards, to be added to apart (what it holds is checked
        already: copied as it is)."""
        twin = object.__new__(Catalog)
        twin._cards = dict(self._cards)
        twin._tokens = {name: list(made) for name, made in self._tokens.items()}
        return twin

    def by_name(self) -> Mapping[str, CardDefinition]:
        """The cards (not the tokens only cards create) by name, as a view."""
        return MappingProxyType(self._cards)


@lru_cache(maxsize=1)
def _bundled() -> Catalog:
    return Catalog.from_folders([], bundled=True)


RULES_TOKENS = ("Clue Token", "Food Token", "Germ Token", "Servo Token", "Treasure Token")
"""The tokens cardhost's rules create by name, whatever cards a game has: the predefined
Clue, Food and Treasure (111.10), living weapon's Germ (702.92a) and fabricate's Servo
(702.123a). Bundled card files."""


def add_rules_tokens(catalog: Catalog) -> None:
    """Add to ``catalog`` (a game's own copy) each of :data:`RULES_TOKENS` it lacks, as
    the bundled cards define it: a game of cards that aren't the bundled ones (an
    imported folder alone) can still investigate, or equip its Germ."""
    for name in RULES_TOKENS:
        if name not in catalog:
            catalog.add(_bundled().get(name))


def bundled_catalog() -> Catalog:
    """A copy of the catalog of bundled cards (loaded once per process)."""
    return _bundled().copy()
