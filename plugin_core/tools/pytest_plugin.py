"""The cardhost pytest plugin (entry point ``pytest11``): card games in fixtures, and
scenario files (``*.scenario.toml``) collected as tests.

Fixtures:

- ``make_game(*folders, players=("Alice", "Bob"), choices=None, seed=0, bundled=True,
  **options)``: a game whose catalog holds the cards of ``folders`` (default: the test
  file's own folder, if it holds a card, plus every ``--cardhost-cards`` folder) and the
  bundled cards (``bundled=False`` leaves them out); the game itself holds only the cards
  a test puts in it, and only their plugins are registered. ``options`` go to
  :class:`~cardhost.Game` as given: ``starting_life``, ``cards`` (definitions such as
  :func:`~cardhost.load_card_text` builds, added to the catalog) and ``chooser`` (a
  chooser of the test's own, instead of the ``ScriptedChooser`` of ``choices``; not both).
  The cards of a set of folders are read once a session, again once a file changes.
- ``card_game``: ``make_game()`` with the defaults.
- ``expect``: ``expect(game).player("Bob", life=14)`` and friends (:mod:`cardhost.tools.testing`).

A scenario file in a card folder sees that folder's card without a ``cards`` key.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

import pytest

from cardhost.kernel.choices import ScriptedChooser
from cardhost.kernel.game import Game
from cardhost.loading.catalog import SCENARIO_SUFFIX, Catalog, card_files, check_folders, discover
from cardhost.loading.table_cache import tree_stamp
from cardhost.model.errors import CardhostError
from cardhost.tools.scenario import ScenarioResult, run_scenario
from cardhost.tools.testing import expect as expect_game


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("cardhost", "cardhost card tests")
    group.addoption(
        "--cardhost-cards",
        action="append",
        default=[],
        metavar="DIR",
        help="a folder of cards for cardhost fixtures and scenarios (repeatable)",
    )
    parser.addini("cardhost_cards", "folders of cards for cardhost fixtures", type="paths")


def _card_folders(config: pytest.Config) -> list[Path]:
    folders = [Path(p) for p in config.getoption("cardhost_cards")]
    folders += [Path(p) for p in config.getini("cardhost_cards")]
    return folders


CATALOGS = pytest.StashKey[dict[tuple[str, ...], tuple[Any, Catalog]]]()
"""The catalogs made in a test session, by their folders, each with the stamps of the
files it was read from."""


def _catalog(config: pytest.Config, folders: Sequence[Path], bundled: bool = True) -> Catalog:
    """The cards of ``folders`` (and the bundled ones): read once in a session, and again
    only once a file under the folders changed (``tree_stamp``). Games and scenarios
    copy the catalog they are given, so one catalog serves every test."""
    sources = discover(folders, bundled=bundled, environment=False, packs=False)
    kept = config.stash.setdefault(CATALOGS, {})
    key = tuple(str(s.folder) for s in sources)
    stamp = tree_stamp(s.folder for s in sources)
    known = kept.get(key)
    if stamp is not None and known is not None and known[0] == stamp:
        return known[1]
    cards, problems = check_folders(sources)
    if problems:
        raise pytest.UsageError("\n".join(str(p) for p in problems))
    catalog = Catalog(cards)
    if stamp is not None:
        kept[key] = (stamp, catalog)
    return catalog


def _own_folder(path: Path) -> list[Path]:
    """The test file's folder, when it is a card folder (it holds a card file)."""
    folder = path.parent
    return [folder] if any(p.parent == folder for p in card_files(folder)) else []


@pytest.fixture
def make_game(request: pytest.FixtureRequest) -> Callable[..., Game]:
    """Build a game with the cards under test; see the module docstring."""

    def build(
        *folders: Path | str,
        players: Sequence[str] = ("Alice", "Bob"),
        choices: Mapping[str, Sequence[Any]] | None = None,
        seed: int = 0,
        bundled: bool = True,
        **options: Any,
    ) -> Game:
        chooser = options.pop("chooser", None)
        if chooser is not None and choices is not None:
            raise TypeError("make_game takes choices or a chooser, not both")
        chosen = [Path(f) for f in folders] or _own_folder(Path(request.path))
        catalog = _catalog(request.config, [*chosen, *_card_folders(request.config)], bundled)
        if chooser is None:
            chooser = ScriptedChooser(choices or {})
        return Game(players, catalog=catalog, chooser=chooser, seed=seed, **options)

    return build


@pytest.fixture
def card_game(make_game: Callable[..., Game]) -> Game:
    """A two-player game with the cards under test and the bundled cards."""
    return make_game()


@pytest.fixture
def expect() -> Callable[[Game], Any]:
    """``expect(game)``: assertions whose failures read well."""
    return expect_game


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.name.endswith(SCENARIO_SUFFIX):
        return ScenarioFile.from_parent(parent, path=file_path)
    return None


class ScenarioFailed(Exception):
    """A scenario whose expectations did not all hold."""

    def __init__(self, result: ScenarioResult) -> None:
        self.result = result
        super().__init__("\n".join(result.failures))


class ScenarioFile(pytest.File):
    def collect(self) -> Iterator[ScenarioItem]:
        yield ScenarioItem.from_parent(self, name=self.path.name.removesuffix(SCENARIO_SUFFIX))


class ScenarioItem(pytest.Item):
    """One scenario file played as a test."""

    def runtest(self) -> None:
        catalog = _catalog(self.config, [*_own_folder(self.path), *_card_folders(self.config)])
        result = run_scenario(self.path, catalog)
        if not result.passed:
            raise ScenarioFailed(result)

    def repr_failure(self, excinfo: pytest.ExceptionInfo[BaseException], style=None) -> str:
        error = excinfo.value
        if isinstance(error, ScenarioFailed):
            result = error.result
            tail = "\n".join(f"    {line}" for line in result.game.log.lines()[-15:])
            failures = "\n".join(result.failures)
            return f"scenario {result.name!r} failed:\n{failures}\nlast lines of the log:\n{tail}"
        if isinstance(error, (CardhostError, pytest.UsageError)):  # a bad card file: that
            return f"scenario {self.name!r} can't be played: {error}"
        return super().repr_failure(excinfo, style=style)

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, 0, f"scenario {self.name}"
