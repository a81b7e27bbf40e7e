"""Where cards come from: bundled, named folders, CARDHOST_CARDS, and data-only loading;
``cardhost new`` scaffolds a card whose own test passes."""

from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from cardhost import Catalog
from cardhost.loading.catalog import ENVIRONMENT_VARIABLE, check_folders, discover
from cardhost.model.errors import CardFileError, SkippedSourceError
from cardhost.tools.cli import main

HERO = (
    Path(__file__).resolve().parent / "cards" / "benalish_hero" / "benalish_hero.toml"
).read_text(encoding="utf-8")
"""Benalish Hero, a {W} 1/1 creature: the shared test card's file."""
CODE_CARD = 'name = "Code Card"\ntypes = ["Enchantment"]\nmana_cost = "{W}"\nplugin = "code.py"\n'


def card_folder(root: Path, slug: str, toml: str, code: str | None = None) -> Path:
    folder = root / slug
    folder.mkdir(parents=True)
    (folder / f"{slug}.toml").write_text(toml)
    if code is not None:
        (folder / "code.py").write_text(code)
    return folder


def test_folders_named_by_the_environment_variable_are_discovered(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    first, second = tmp_path / "one", tmp_path / "two"
    card_folder(first, "benalish_hero", HERO)
    card_folder(second, "other", HERO.replace("Benalish Hero", "Other Hero"))
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, os.pathsep.join([str(first), str(second)]))
    catalog = Catalog.discover()
    assert catalog.get("Benalish Hero").origin == ENVIRONMENT_VARIABLE
    assert "Other Hero" in catalog and "Plains" in catalog
    assert catalog.get("Plains").origin == "bundled"


def test_cards_option_adds_a_folder_and_cards_shows_the_origin(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ENVIRONMENT_VARIABLE, raising=False)
    card_folder(tmp_path, "benalish_hero", HERO)
    assert main(["--cards", str(tmp_path), "cards"]) == 0
    out = capsys.readouterr().out
    assert "Benalish Hero\n    Creature\n    hooks: (data only)\n    from: folder" in out
    assert "Plains\n    Basic Land — Plains\n    hooks: (data only)\n    from: bundled" in out


def test_a_name_defined_twice_names_both_sources(tmp_path: Path) -> None:
    card_folder(tmp_path, "plains", 'name = "Plains"\ntypes = ["Land"]\n')
    cards, problems = check_folders(discover([tmp_path], environment=False, packs=False))
    assert len(problems) == 1
    message = str(problems[0])
    assert str(tmp_path / "plains" / "plains.toml") in message
    assert "already defined by" in message and "plains.toml (bundled)" in message
    assert "this one comes from folder" in message
    assert [c.origin for c in cards if c.name == "Plains"] == ["bundled"]


def test_data_only_refuses_cards_that_bring_python_and_runs_none(tmp_path: Path) -> None:
    marker = tmp_path / "ran"
    code = f"from pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n"
    card_folder(tmp_path, "code_card", CODE_CARD, code)
    card_folder(tmp_path, "benalish_hero", HERO)
    cards, problems = check_folders([tmp_path], data_only=True)
    assert [c.name for c in cards] == ["Benalish Hero"]
    assert len(problems) == 1
    assert problems[0].key == "plugin"
    assert "data-only" in problems[0].problem
    assert not marker.exists()
    catalog = Catalog.from_folders([tmp_path], bundled=False, data_only=True)
    assert [c.name for c in catalog] == ["Benalish Hero"]
    assert not marker.exists()


def test_data_only_on_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    card_folder(tmp_path, "code_card", CODE_CARD, "")
    assert main(["--data-only", "check", str(tmp_path)]) == 1
    assert "plugin: this card brings Python code" in capsys.readouterr().out
    assert main(["check", str(tmp_path)]) == 0


def test_a_bundled_card_with_plugin_is_refused_data_only() -> None:
    _, problems = check_folders(discover([], environment=False, packs=False), data_only=True)
    refused = {Path(p.path).stem for p in problems}
    assert {"starting_town", "mana_reflection", "wild_growth"} <= refused
    assert "march_of_the_canonized" not in refused  # data since its devotion trigger is TOML
    assert all(p.key == "plugin" for p in problems)


def test_new_scaffolds_a_card_whose_test_passes(
    tmp_path: Path, pytester: pytest.Pytester, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["new", "Soul Warden", "--dir", str(tmp_path)]) == 0
    folder = tmp_path / "soul_warden"
    assert sorted(p.name for p in folder.iterdir()) == ["soul_warden.toml", "test_soul_warden.py"]
    text = (folder / "soul_warden.toml").read_text()
    for key in (
        "name",
        "mana_cost",
        "types",
        "supertypes",
        "subtypes",
        "power",
        "toughness",
        "colors",
        "keywords",
        "enchant",
        "oracle",
        "plugin",
        "mana_abilities",
        "config",
        "back",
        "tokens",
    ):
        assert key in text
    cards, problems = check_folders([folder])
    assert problems == [] and cards[0].name == "Soul Warden"
    result = pytester.runpytest("-p", "no:cacheprovider", str(folder))
    result.assert_outcomes(passed=1)
    assert main(["new", "Soul Warden", "--dir", str(tmp_path)]) == 1
    assert "already exists; nothing was written" in capsys.readouterr().err


@pytest.mark.parametrize(
    ("kind", "files"),
    [
        ("activated", ["ember_warden.toml", "test_ember_warden.py"]),
        ("trigger", ["ember_warden.py", "ember_warden.toml", "test_ember_warden.py"]),
        ("spell", ["ember_warden.toml", "test_ember_warden.py"]),
    ],
)
def test_new_scaffolds_each_kind_passing_check_and_its_test(
    tmp_path: Path,
    pytester: pytest.Pytester,
    capsys: pytest.CaptureFixture[str],
    kind: str,
    files: list[str],
) -> None:
    """An activated ability (602) as data, a triggered ability (603) in a plugin with
    its paragraph in `implements`, a spell (608.2) as data: each passes `cardhost check`,
    every paragraph accounted for, and its generated test."""
    assert main(["new", "Ember Warden", "--kind", kind, "--dir", str(tmp_path)]) == 0
    folder = tmp_path / "ember_warden"
    assert sorted(p.name for p in folder.iterdir()) == files
    capsys.readouterr()
    assert main(["check", str(folder)]) == 0
    assert "1 card(s) valid, 0 problem(s)" in capsys.readouterr().out
    result = pytester.runpytest("-p", "no:cacheprovider", str(folder))
    result.assert_outcomes(passed=1)


def test_new_refuses_a_kind_it_doesnt_know(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["new", "Ember Warden", "--kind", "planeswalker"])
    assert "invalid choice: 'planeswalker'" in capsys.readouterr().err


def test_one_card_file_reached_twice_is_one_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same file through CARDHOST_CARDS and a named folder is not a duplicate."""
    card_folder(tmp_path, "benalish_hero", HERO)
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, str(tmp_path))
    catalog = Catalog.discover([tmp_path])
    assert catalog.get("Benalish Hero").origin == ENVIRONMENT_VARIABLE


def test_data_only_lists_cards_and_refuses_the_rest_without_failing(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv(ENVIRONMENT_VARIABLE, raising=False)
    assert main(["--data-only", "cards"]) == 0
    captured = capsys.readouterr()
    assert "Plains\n" in captured.out and "Mana Reflection" not in captured.out
    assert "refused: " in captured.err and "mana_reflection.toml: plugin:" in captured.err


def test_data_only_run_of_a_scenario_needing_code_reports_the_missing_card(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from cardhost.tools.scenario import SHOWCASE

    assert main(["--data-only", "run", str(SHOWCASE)]) == 1
    assert "no card or token named 'Starting Town'" in capsys.readouterr().out


@pytest.fixture(autouse=True)
def forget_fake_packs() -> Iterator[None]:
    """Each test's fake pack is a new package: forget the modules of earlier ones."""
    yield
    for name in [m for m in sys.modules if m.split(".")[0] == "fakepack"]:
        del sys.modules[name]


def fake_pack(site: Path, entry: str, marker: Path) -> None:
    """An installed distribution on ``site`` declaring a cardhost.cards entry point, whose
    package writes ``marker`` when imported."""
    dist = site / "fakepack-0.1.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: fakepack\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text(f"[cardhost.cards]\nfake = {entry}\n")
    package = site / "fakepack"
    cards = package / "cards"
    cards.mkdir(parents=True)
    code = f"from pathlib import Path\nPath({str(marker)!r}).write_text('ran')\n"
    (package / "__init__.py").write_text(code)
    (cards / "__init__.py").write_text(code + "FOLDER = __file__\n")
    named = cards if entry.startswith("fakepack.cards") else package
    card_folder(named, "benalish_hero", HERO)


@pytest.mark.parametrize("entry", ["fakepack", "fakepack.cards"])
def test_data_only_finds_a_packs_cards_without_importing_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, entry: str
) -> None:
    marker = tmp_path / "ran"
    site = tmp_path / "site"
    fake_pack(site, entry, marker)
    monkeypatch.syspath_prepend(str(site))
    catalog = Catalog.from_folders([], bundled=False, packs=True, data_only=True)
    assert catalog.get("Benalish Hero").origin == "pack fakepack (entry point 'fake')"
    assert not marker.exists()
    Catalog.from_folders([], bundled=False, packs=True)
    assert marker.exists()


def test_data_only_refuses_a_pack_that_names_a_function(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "ran"
    site = tmp_path / "site"
    fake_pack(site, "fakepack.cards:FOLDER", marker)
    monkeypatch.syspath_prepend(str(site))
    cards, problems = check_folders(
        discover([], bundled=False, environment=False, data_only=True), data_only=True
    )
    assert cards == []
    assert [p.path for p in problems] == ["pack fakepack (entry point 'fake')"]
    assert "would run its code" in problems[0].problem
    assert not marker.exists()


def test_a_pack_naming_a_python_file_or_nothing_is_reported_clearly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A pack's entry point naming a value that is a Python file's path, or written
    without the attribute after its colon, is reported for what it is, naming the pack,
    and skipped; neither is read."""
    for entry, problem in (
        ("fakepack.cards:FOLDER", "neither a folder nor a card file (.toml)"),
        ("fakepack:", "neither a module's dotted name nor 'module:attribute'"),
    ):
        site = tmp_path / entry.replace(":", "_") / "site"
        fake_pack(site, entry, tmp_path / "ran")
        monkeypatch.syspath_prepend(str(site))
        cards, problems = check_folders(discover([], bundled=False, environment=False))
        assert cards == []
        [reported] = problems
        assert problem in reported.problem
        assert isinstance(reported, SkippedSourceError)  # a source that can't be used
        assert str(reported).startswith("pack fakepack (entry point 'fake'): ")  # no "(.)"
        for name in [m for m in sys.modules if m.split(".")[0] == "fakepack"]:
            del sys.modules[name]
        monkeypatch.undo()


def test_run_data_only_reports_each_refused_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    card_folder(tmp_path, "code_card", CODE_CARD, "")
    scenario = tmp_path / "lands.scenario.toml"
    scenario.write_text(
        '[players.Alice]\nbattlefield = ["Forest"]\n[players.Bob]\n'
        '[[expect]]\npermanent = "Forest"\ncount = 1\n'
    )
    assert main(["--data-only", "--cards", str(tmp_path), "run", str(scenario)]) == 0
    err = capsys.readouterr().err
    assert f"refused: {tmp_path / 'code_card' / 'code_card.toml'}: plugin:" in err
    assert "mana_reflection.toml: plugin:" in err


def test_run_data_only_reports_a_scenario_s_own_refused_card(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A scenario's own ``cards`` folder holding a card that brings Python: with
    ``--data-only`` the card is left out and said so on standard error, before the
    scenario needing it fails naming it."""
    card_folder(tmp_path, "code_card", CODE_CARD, "")
    scenario = tmp_path / "needs.scenario.toml"
    scenario.write_text('cards = ["."]\n[players.Alice]\nhand = ["Code Card"]\n[players.Bob]\n')
    assert main(["--data-only", "run", str(scenario)]) == 1
    captured = capsys.readouterr()
    assert f"refused: {tmp_path / 'code_card' / 'code_card.toml'}: plugin:" in captured.err
    assert "no card or token named 'Code Card'" in captured.out


def test_a_packs_root_folder_reads_its_cards_not_its_tool_files(tmp_path: Path) -> None:
    """A pyproject.toml or ruff.toml beside card folders is not a card: pointing
    ``--cards`` at a pack's root finds the cards in its folders."""
    (tmp_path / "pyproject.toml").write_text('[project]\nname = "my-pack"\n')
    (tmp_path / "ruff.toml").write_text("line-length = 100\n")
    card = tmp_path / "grey_land"
    card.mkdir()
    (card / "grey_land.toml").write_text('name = "Grey Land"\ntypes = ["Land"]\n')
    cards, problems = check_folders([tmp_path])
    assert problems == []
    assert [c.name for c in cards] == ["Grey Land"]


COUNTING_PLUGIN = """
import os
from pathlib import Path

from cardhost import hookimpl

imports = Path(os.environ["CARDHOST_TEST_IMPORTS"])
imports.write_text(imports.read_text() + "imported\\n")


@hookimpl
def on_enter_battlefield(game, card, event):
    game.gain_life(event.permanent.controller, 1)
"""


def test_discovering_cards_imports_no_plugin_until_a_game_uses_the_card(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Goal 5 of the speed work: a catalog of cards with plugins is built from their
    files alone; each plugin is imported when a game first uses its card, once."""
    from cardhost import Game, Step

    imports = tmp_path / "imports.txt"
    imports.write_text("")
    monkeypatch.setenv("CARDHOST_TEST_IMPORTS", str(imports))
    for index in range(3):
        toml = CODE_CARD.replace("Code Card", f"Code Card {index}")
        card_folder(tmp_path / "cards", f"code_card_{index}", toml, COUNTING_PLUGIN)
    catalog = Catalog.from_folders([tmp_path / "cards"], bundled=False)
    assert len(catalog) == 3 and imports.read_text() == ""
    game = Game(catalog=catalog)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    for _ in range(2):
        game.put_onto_battlefield(game.add_card("Code Card 1", alice, "hand"))
    assert imports.read_text() == "imported\n"
    assert alice.life == 22
    assert game.registered_cards == ("Code Card 1",)


def test_a_plugin_that_fails_to_import_is_reported_by_check_and_by_the_game(
    tmp_path: Path,
) -> None:
    """Discovery doesn't run the module, so it can't see it fail; ``check`` imports every
    plugin and reports it; a game using the card gets the same error, naming the file
    and its plugin key, and is left as it was."""
    from cardhost import CardFileError, Game

    folder = card_folder(tmp_path, "code_card", CODE_CARD, "raise ImportError('no such thing')\n")
    catalog = Catalog.from_folders([tmp_path], bundled=False)
    cards, problems = check_folders([tmp_path])
    assert cards == [] and len(problems) == 1
    assert problems[0].key == "plugin" and "no such thing" in problems[0].problem
    game = Game(catalog=catalog)
    with pytest.raises(CardFileError) as raised:
        game.add_card("Code Card", game.players[0])
    assert str(raised.value) == str(problems[0])
    assert str(folder / "code_card.toml") in str(raised.value)
    assert game.battlefield == () and game.registered_cards == ()
    assert main(["check", str(tmp_path)]) == 1


def test_a_plugin_comes_from_the_folder_read_whatever_the_working_folder_later(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A card folder named relatively is the folder as it was read: changing the working
    folder before a game imports the plugin doesn't import another module."""
    from cardhost import Game, Step

    code = "from cardhost import hookimpl\nWHERE = {!r}\n"
    for place in ("first", "second"):
        card_folder(tmp_path / place / "cards", "code_card", CODE_CARD, code.format(place))
    monkeypatch.chdir(tmp_path / "first")
    catalog = Catalog.from_folders(["cards"], bundled=False)
    monkeypatch.chdir(tmp_path / "second")
    game = Game(catalog=catalog)
    game.begin_at(game.players[0], Step.MAIN1)
    card = game.add_card("Code Card", game.players[0])
    assert card.definition.plugin.WHERE == "first"


def test_a_plugin_named_only_dot_py_is_refused_as_the_file_is_read(tmp_path: Path) -> None:
    from cardhost import CardFileError

    card_folder(tmp_path, "code_card", CODE_CARD.replace("code.py", ".py"))
    with pytest.raises(CardFileError, match=r"plugin: '\.py' is not a Python module"):
        Catalog.from_folders([tmp_path], bundled=False)


def test_a_copied_catalog_is_added_to_apart() -> None:
    """A game's catalog is a copy (``Game(catalog=...)``, ``Game.from_json``): a card
    added to a copy, its tokens too (111.4), is in that copy only, and still checked."""
    bundled = Catalog.from_folders([])
    heliod = bundled.get("Heliod, God of the Sun")
    original = Catalog([c for c in bundled.definitions() if c is not heliod and not c.is_token])
    copied = original.copy()
    copied.add(heliod)
    assert "Heliod, God of the Sun" in copied and "Heliod, God of the Sun" not in original
    assert [t.name for t in heliod.tokens.values()] and all(
        t.name in copied and t.name not in original for t in heliod.tokens.values()
    )
    with pytest.raises(CardFileError, match="already defined by"):
        copied.add(replace(heliod, source="elsewhere.toml"))
