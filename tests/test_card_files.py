"""Card files that can't be loaded: every problem names the file, the key path and what is
wrong, and a card with a problem is not loaded at all (no half-loaded cards). A card plugin
that fails at play time names the card and the hook, and the action is rolled back."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest

from cardhost import (
    CardFileError,
    CardPluginError,
    Catalog,
    Game,
    Step,
    Zone,
    game_state,
    load_card_file,
    load_card_text,
)
from cardhost.loading.catalog import check_folders

GOOD_CREATURE = """
name = "Test Bear"
mana_cost = "{1}{G}"
types = ["Creature"]
subtypes = ["Bear"]
power = 2
toughness = 2
"""


def write_card(root: Path, folder: str, toml: str, files: dict[str, str] | None = None) -> Path:
    """A card folder ``root/folder`` holding ``folder.toml`` and any ``files``; returns the
    card file."""
    card_folder = root / folder
    card_folder.mkdir(parents=True)
    card_file = card_folder / f"{folder}.toml"
    card_file.write_text(textwrap.dedent(toml), encoding="utf-8")
    for name, text in (files or {}).items():
        (card_folder / name).write_text(textwrap.dedent(text), encoding="utf-8")
    return card_file


def load_error(root: Path, card_file: Path) -> CardFileError:
    """Load ``root`` every way a host can; each must report the same single problem and
    return no definition for the bad card. Returns the error."""
    cards, problems = check_folders([root])
    assert cards == []
    assert len(problems) == 1
    error = problems[0]
    assert isinstance(error, CardFileError)
    assert error.path == str(card_file)
    assert str(card_file) in str(error)
    with pytest.raises(CardFileError) as raised:
        Catalog.from_folders([root], bundled=False)
    assert str(raised.value) == str(error)
    with pytest.raises(CardFileError) as direct:
        load_card_file(card_file)
    assert str(direct.value) == str(error)
    return error


def assert_names(error: CardFileError, key: str, *fragments: str) -> None:
    assert error.key == key
    assert f": {key}: " in str(error)
    for fragment in fragments:
        assert fragment in error.problem, (fragment, error.problem)
        assert fragment in str(error)


# --------------------------------------------------------------------------- TOML itself


def test_malformed_toml_names_the_file_and_where_it_breaks(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "broken",
        """\
        name = "Broken Card"
        types = ["Creature"
        power = 2
        """,
    )
    error = load_error(tmp_path, card)
    assert "not valid TOML" in error.problem
    assert "line 3" in error.problem


def test_unknown_key_suggests_the_key_meant(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "typo",
        """\
        name = "Typo Bear"
        mana_cost = "{1}{G}"
        types = ["Creature"]
        power = 2
        toughness = 2
        tougness = 2
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "tougness", "unknown key", "did you mean 'toughness'")


def test_unknown_key_inside_a_table_names_its_full_path(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "elf",
        """\
        name = "Typo Elf"
        mana_cost = "{G}"
        types = ["Creature"]
        power = 1
        toughness = 1

        [[mana_abilities]]
        cots = "{T}"
        add = "{G}"
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "mana_abilities[0].cots", "unknown key", "did you mean 'cost'")


def test_unknown_key_without_a_close_match_has_no_suggestion(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "odd",
        """\
        name = "Odd Relic"
        mana_cost = "{2}"
        types = ["Artifact"]
        zzzzzz = 1
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "zzzzzz", "unknown key")
    assert "did you mean" not in error.problem


@pytest.mark.parametrize(
    ("line", "key", "expected", "found"),
    [
        ('power = "3"', "power", "an integer", "a string"),
        ("power = true", "power", "an integer", "a boolean"),
        ("power = 3.0", "power", "an integer", "a float"),
        ('keywords = "flying"', "keywords", "an array", "a string"),
    ],
)
def test_wrong_type_names_the_key_and_both_types(
    tmp_path: Path, line: str, key: str, expected: str, found: str
) -> None:
    card = write_card(
        tmp_path,
        "wrong",
        f"""\
        name = "Wrong Type"
        mana_cost = "{{2}}"
        types = ["Creature"]
        toughness = 3
        {line}
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, key, f"expected {expected}", f"found {found}")


def test_wrong_type_inside_a_list_names_the_index(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "listy",
        """\
        name = "Listy"
        mana_cost = "{2}"
        types = ["Artifact", 3]
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "types[1]", "expected a string", "found an integer")


# --------------------------------------------------------------------------- mana costs


@pytest.mark.parametrize(
    ("cost", "problem"),
    [("{W/Q}", "{W/Q}"), ("{3", "unclosed"), ("3W", "not a mana cost"), ("{W}{", "unclosed")],
)
def test_invalid_mana_cost_names_the_key_and_the_bad_symbol(
    tmp_path: Path, cost: str, problem: str
) -> None:
    card = write_card(
        tmp_path,
        "costly",
        f"""\
        name = "Costly Relic"
        mana_cost = "{cost}"
        types = ["Artifact"]
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "mana_cost", problem)
    assert "107.4" in error.problem


def test_invalid_cost_of_a_mana_ability(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "weird_land",
        """\
        name = "Weird Land"
        types = ["Land"]

        [[mana_abilities]]
        cost = "{T}"
        add = "{G/Q}"
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "mana_abilities[0].add", "{G/Q}")


# --------------------------------------------------------------------------- required keys


def test_missing_name(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "nameless",
        """\
        mana_cost = "{2}"
        types = ["Artifact"]
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "name", "missing")


def test_missing_types(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "typeless",
        """\
        name = "Typeless"
        mana_cost = "{2}"
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "types", "missing")


def test_empty_types(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "empty_types",
        """\
        name = "Empty Types"
        mana_cost = "{2}"
        types = []
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "types", "empty")


def test_unknown_card_type_names_its_index(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "bad_type",
        """\
        name = "Bad Type"
        mana_cost = "{2}"
        types = ["Artifact", "Creatur"]
        power = 1
        toughness = 1
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "types[1]", "'Creatur' is not a card type")


def test_creature_without_toughness(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "soft",
        """\
        name = "Soft Creature"
        mana_cost = "{1}{G}"
        types = ["Creature"]
        power = 2
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "toughness", "missing", "208.1")


def test_creature_without_power(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "weak",
        """\
        name = "Weak Creature"
        mana_cost = "{1}{G}"
        types = ["Creature"]
        toughness = 2
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "power", "missing", "208.1")


def test_token_problem_names_the_token_path(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "maker",
        """\
        name = "Token Maker"
        mana_cost = "{2}{W}"
        types = ["Enchantment"]

        [[tokens]]
        name = "Soldier Token"
        types = ["Creature"]
        power = 1
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "tokens[0].toughness", "missing")


# --------------------------------------------------------------------------- catalogs


def test_duplicate_card_name_across_folders_names_both_sources(tmp_path: Path) -> None:
    first = write_card(tmp_path / "pack_one", "bear", GOOD_CREATURE)
    second = write_card(tmp_path / "pack_two", "bear_again", GOOD_CREATURE)
    cards, problems = check_folders([tmp_path / "pack_one", tmp_path / "pack_two"])
    assert [c.name for c in cards] == ["Test Bear"]
    assert cards[0].source == str(first)
    assert len(problems) == 1
    error = problems[0]
    assert error.path == str(second)
    assert error.key == "name"
    assert "'Test Bear'" in error.problem
    assert str(first) in str(error)
    assert str(second) in str(error)
    with pytest.raises(CardFileError) as raised:
        Catalog.from_folders([tmp_path / "pack_one", tmp_path / "pack_two"], bundled=False)
    assert str(first) in str(raised.value)
    assert str(second) in str(raised.value)


def test_a_card_named_like_a_bundled_card_is_a_duplicate(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "my_forest",
        """\
        name = "Forest"
        supertypes = ["Basic"]
        types = ["Land"]
        """,
    )
    with pytest.raises(CardFileError) as raised:
        Catalog.from_folders([tmp_path])
    assert raised.value.path == str(card)
    assert "forest.toml" in raised.value.problem


def test_good_cards_load_beside_a_bad_one_and_every_problem_is_reported(tmp_path: Path) -> None:
    write_card(tmp_path, "bear", GOOD_CREATURE)
    bad_one = write_card(tmp_path, "bad_one", 'name = "Bad One"\ntypes = ["Creature"]\n')
    bad_two = write_card(tmp_path, "bad_two", 'name = "Bad Two"\nmana_cost = "{W/Q}"\n')
    cards, problems = check_folders([tmp_path])
    assert [c.name for c in cards] == ["Test Bear"]
    assert sorted(p.path for p in problems) == sorted([str(bad_one), str(bad_two)])
    with pytest.raises(CardFileError):
        Catalog.from_folders([tmp_path], bundled=False)


def test_a_missing_folder_is_a_problem(tmp_path: Path) -> None:
    cards, problems = check_folders([tmp_path / "nowhere"])
    assert cards == []
    assert len(problems) == 1
    assert str(tmp_path / "nowhere") in str(problems[0])


def test_a_good_folder_loads(tmp_path: Path) -> None:
    write_card(tmp_path, "bear", GOOD_CREATURE)
    catalog = Catalog.from_folders([tmp_path], bundled=False)
    assert len(catalog) == 1
    bear = catalog.get("Test Bear")
    assert (bear.front.power, bear.front.toughness) == (2, 2)
    assert bear.plugin is None


# --------------------------------------------------------------------------- plugins

RAISES_ON_ENTER = """
from cardhost import hookimpl


@hookimpl
def on_enter_battlefield(game, event):
    raise RuntimeError("the card's code is broken")
"""


def test_plugin_module_missing(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "ghost",
        """\
        name = "Ghost Plugin"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "ghost.py"
        """,
    )
    error = load_error(tmp_path, card)
    assert_names(error, "plugin", "'ghost.py'", "does not exist")


def test_plugin_path_outside_the_card_folder(tmp_path: Path) -> None:
    (tmp_path / "evil.py").write_text("raise SystemExit('this must never run')\n")
    cards_root = tmp_path / "cards"
    card = write_card(
        cards_root,
        "sneaky",
        """\
        name = "Sneaky"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "../evil.py"
        """,
    )
    error = load_error(cards_root, card)
    assert_names(error, "plugin", "'../evil.py'", "outside the card's folder")


def test_plugin_that_is_not_a_python_module(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "texty",
        """\
        name = "Texty"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "notes.txt"
        """,
        {"notes.txt": "hello\n"},
    )
    error = load_error(tmp_path, card)
    assert_names(error, "plugin", "'notes.txt'")


def test_plugin_with_misspelled_hook_fails_at_load_with_a_suggestion(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "misspelled",
        """\
        name = "Misspelled"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "misspelled.py"
        """,
        {
            "misspelled.py": """\
            from cardhost import hookimpl


            @hookimpl
            def on_enter_battlefeld(game, event):
                pass
            """
        },
    )
    error = load_error(tmp_path, card)
    assert_names(
        error, "plugin", "'on_enter_battlefeld'", "does not exist", "'on_enter_battlefield'"
    )
    assert "did you mean" in error.problem


def test_plugin_hook_with_an_argument_the_spec_lacks(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "extra_arg",
        """\
        name = "Extra Argument"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "extra_arg.py"
        """,
        {
            "extra_arg.py": """\
            from cardhost import hookimpl


            @hookimpl
            def on_enter_battlefield(game, event, controller):
                pass
            """
        },
    )
    error = load_error(tmp_path, card)
    assert_names(error, "plugin", "'on_enter_battlefield'", "'controller'")


def test_plugin_hook_may_take_fewer_arguments_than_the_spec(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "few_args",
        """\
        name = "Few Arguments"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "few_args.py"
        """,
        {
            "few_args.py": """\
            from cardhost import hookimpl


            @hookimpl
            def on_enter_battlefield(event):
                pass
            """
        },
    )
    cards, problems = check_folders([tmp_path])
    assert problems == []
    assert [c.name for c in cards] == ["Few Arguments"]
    assert cards[0].plugin_hooks == ("on_enter_battlefield",)
    assert cards[0].source == str(card)


def test_plugin_module_that_raises_on_import(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "explodes",
        """\
        name = "Explodes"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "explodes.py"
        """,
        {"explodes.py": "raise ValueError('boom at import')\n"},
    )
    error = load_error(tmp_path, card)
    assert_names(error, "plugin", "'explodes.py'", "ValueError", "boom at import")


def test_plugin_module_with_a_syntax_error(tmp_path: Path) -> None:
    card = write_card(
        tmp_path,
        "garbled",
        """\
        name = "Garbled"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "garbled.py"
        """,
        {"garbled.py": "def oops(:\n"},
    )
    error = load_error(tmp_path, card)
    assert_names(error, "plugin", "'garbled.py'", "SyntaxError")


# --------------------------------------------------------------------------- load_card_text


def test_load_card_text_builds_a_definition_without_files() -> None:
    elf = load_card_text(
        """
        name = "Text Elf"
        mana_cost = "{G}"
        types = ["Creature"]
        subtypes = ["Elf", "Druid"]
        power = 1
        toughness = 1

        [[mana_abilities]]
        cost = "{T}"
        add = "{G}"
        """
    )
    assert elf.name == "Text Elf"
    assert elf.source == "<text>"
    assert elf.front.type_line == "Creature — Elf Druid"
    assert len(elf.front.mana_abilities) == 1
    assert elf.plugin is None


@pytest.mark.parametrize(
    ("text", "key", "fragment"),
    [
        ('name = "X"\ntypes = ["Land"]\ntougness = 1\n', "tougness", "did you mean"),
        ('name = "X"\ntypes = ["Creature"]\npower = "3"\ntoughness = 1\n', "power", "integer"),
        ('name = "X"\nmana_cost = "{W/Q}"\ntypes = ["Artifact"]\n', "mana_cost", "{W/Q}"),
        ('name = "X"\nmana_cost = "{3"\ntypes = ["Artifact"]\n', "mana_cost", "unclosed"),
        ('types = ["Artifact"]\n', "name", "missing"),
        ('name = "X"\n', "types", "missing"),
        ('name = "X"\ntypes = ["Creature"]\npower = 1\n', "toughness", "missing"),
    ],
)
def test_load_card_text_errors_name_the_source_and_key(text: str, key: str, fragment: str) -> None:
    with pytest.raises(CardFileError) as raised:
        load_card_text(text, source="inline card")
    error = raised.value
    assert error.path == "inline card"
    assert str(error).startswith("inline card: ")
    assert_names(error, key, fragment)


def test_load_card_text_malformed_toml() -> None:
    with pytest.raises(CardFileError) as raised:
        load_card_text('name = "Unclosed\n', source="inline card")
    assert raised.value.path == "inline card"
    assert "not valid TOML" in raised.value.problem
    assert "line 1" in raised.value.problem


def test_load_card_text_plugin_key_without_a_plugin_object() -> None:
    with pytest.raises(CardFileError) as raised:
        load_card_text('name = "X"\ntypes = ["Land"]\nplugin = "x.py"\n', source="inline card")
    assert_names(raised.value, "plugin", "plugin")


def test_load_card_text_checks_a_given_plugin_object() -> None:
    from types import SimpleNamespace

    from cardhost import hookimpl

    @hookimpl
    def on_enter_battlefeld(game, event):  # misspelled on purpose
        return None

    plugin = SimpleNamespace(on_enter_battlefeld=on_enter_battlefeld)
    with pytest.raises(CardFileError) as raised:
        load_card_text('name = "X"\ntypes = ["Land"]\n', source="inline card", plugin=plugin)
    assert_names(raised.value, "plugin", "'on_enter_battlefeld'", "'on_enter_battlefield'")


# --------------------------------------------------------------------------- play time


def broken_card(tmp_path: Path, folder: str, toml: str, name: str) -> Path:
    return write_card(tmp_path, folder, toml, {f"{folder}.py": RAISES_ON_ENTER.format(name=name)})


def test_plugin_raising_while_a_land_is_played_is_rolled_back(tmp_path: Path) -> None:
    card_file = broken_card(
        tmp_path,
        "cursed_ground",
        """\
        name = "Cursed Ground"
        types = ["Land"]
        plugin = "cursed_ground.py"

        [[mana_abilities]]
        cost = "{T}"
        add = "{C}"
        """,
        "Cursed Ground",
    )
    game = Game(["Alice", "Bob"], cards=[load_card_file(card_file)])
    alice = game.players[0]
    cursed = game.add_card("Cursed Ground", alice, "hand")
    forest = game.add_card("Forest", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    before = game_state(game)
    log_length = len(game.log)

    with pytest.raises(CardPluginError) as raised:
        game.play_land(cursed)

    error = raised.value
    assert error.card == "Cursed Ground"
    assert error.hook == "on_enter_battlefield"
    assert "Cursed Ground" in str(error)
    assert "on_enter_battlefield" in str(error)
    assert isinstance(error.error, RuntimeError)
    assert "the card's code is broken" in str(error)
    assert game_state(game) == before
    assert len(game.log) == log_length
    assert cursed.zone is Zone.HAND
    assert cursed in alice.hand
    assert game.battlefield == ()
    assert alice.lands_played == 0
    # The land drop was not used up: another land can still be played this turn (305.2).
    game.play_land(forest)
    assert [p.name for p in game.battlefield] == ["Forest"]


def test_plugin_raising_while_a_spell_resolves_is_rolled_back(tmp_path: Path) -> None:
    broken_card(
        tmp_path,
        "glitch_golem",
        """\
        name = "Glitch Golem"
        mana_cost = "{2}"
        types = ["Artifact", "Creature"]
        subtypes = ["Golem"]
        power = 2
        toughness = 2
        plugin = "glitch_golem.py"
        """,
        "Glitch Golem",
    )
    game = Game(["Alice", "Bob"], catalog=Catalog.from_folders([tmp_path]))
    alice = game.players[0]
    golem = game.add_card("Glitch Golem", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{C}{C}")
    spell = game.cast(golem)
    assert game.stack == (spell,)
    before = game_state(game)

    with pytest.raises(CardPluginError) as raised:
        game.resolve_top()

    assert raised.value.card == "Glitch Golem"
    assert raised.value.hook == "on_enter_battlefield"
    assert game_state(game) == before
    assert game.stack == (spell,)
    assert spell.zone is Zone.STACK
    assert game.permanents("Glitch Golem") == []
    assert alice.graveyard == ()


def test_plugin_raising_in_a_restriction_hook_leaves_attackers_undeclared(
    tmp_path: Path,
) -> None:
    card_file = write_card(
        tmp_path,
        "fickle_knight",
        """\
        name = "Fickle Knight"
        mana_cost = "{1}{W}"
        types = ["Creature"]
        power = 2
        toughness = 2
        plugin = "fickle_knight.py"
        """,
        {
            "fickle_knight.py": """\
            from cardhost import hookimpl


            @hookimpl
            def attack_restrictions(game, creature):
                if creature.name == "Fickle Knight":
                    raise KeyError("no such thing")
                return None
            """
        },
    )
    game = Game(["Alice", "Bob"], cards=[load_card_file(card_file)])
    alice = game.players[0]
    knight = game.add_card("Fickle Knight", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    before = game_state(game)

    with pytest.raises(CardPluginError) as raised:
        game.declare_attackers([knight])

    assert raised.value.card == "Fickle Knight"
    assert raised.value.hook == "attack_restrictions"
    assert game_state(game) == before
    assert not knight.tapped
