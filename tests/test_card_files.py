"""Card files that can't be loaded: every problem names the file, the key path and what is
wrong, and a card with a problem is not loaded at all (no half-loaded cards). A card plugin
that fails at play time names the card and the hook, and the action is rolled back."""

from __future__ import annotations

import textwrap
from pathlib import Path
from typing import TYPE_CHECKING

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
from cardhost.loading.catalog import bundled_cards_folder, check_folders

if TYPE_CHECKING:
    from _pytest.mark.structures import ParameterSet

TEST_CARDS = Path(__file__).resolve().parent / "cards"
GOOD_CREATURE = (TEST_CARDS / "grizzly_bears" / "grizzly_bears.toml").read_text(encoding="utf-8")
"""A good card file: the shared test card Grizzly Bears, a 2/2 creature."""


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
    try:
        catalog = Catalog.from_folders([root], bundled=False)
    except CardFileError as raised:
        assert str(raised) == str(error)
    else:  # a plugin is imported when a game first uses its card: the error comes then
        assert error.key == "plugin"
        (card,) = list(catalog)
        game = Game(catalog=catalog)
        with pytest.raises(CardFileError) as late:
            game.add_card(card.name, game.players[0])
        assert str(late.value) == str(error)
        assert game.battlefield == () and game.registered_cards == ()
    with pytest.raises(CardFileError) as direct:
        load_card_file(card_file)
    assert str(direct.value) == str(error)
    return error


def assert_names(error: CardFileError, key: str, *fragments: str) -> None:
    """``error`` names its source and ``key`` ("" for the file as a whole) and its
    problem says each of ``fragments``."""
    assert error.key == key
    assert str(error).startswith(f"{error.path}: {key}: " if key else f"{error.path}: ")
    for fragment in fragments:
        assert fragment in error.problem, (fragment, error.problem)
        assert fragment in str(error)


def bad(case: str, toml: str, key: str, *says: str, not_says: tuple[str, ...] = ()) -> ParameterSet:
    """A card file with one problem: the key path its error names ("" for the file as a
    whole), fragments the problem says and fragments it must not say."""
    return pytest.param(toml, key, says, not_says, id=case)


BAD_CARDS = [
    # ----------------------------------------------------------------- TOML itself
    bad(
        "malformed-toml",
        'name = "Broken Card"\ntypes = ["Creature"\npower = 2\n',
        "",
        "not valid TOML",
        "line 3",
    ),
    bad(
        "unknown-key-suggests-the-key-meant",
        'name = "Typo Bear"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\n'
        "power = 2\ntoughness = 2\ntougness = 2\n",
        "tougness",
        "unknown key",
        "did you mean 'toughness'",
    ),
    bad(
        "unknown-key-in-a-table-names-its-full-path",
        'name = "Typo Elf"\nmana_cost = "{G}"\ntypes = ["Creature"]\npower = 1\ntoughness = 1\n'
        '\n[[mana_abilities]]\ncots = "{T}"\nadd = "{G}"\n',
        "mana_abilities[0].cots",
        "unknown key",
        "did you mean 'cost'",
    ),
    bad(
        "unknown-key-without-a-close-match",
        'name = "Odd Relic"\nmana_cost = "{2}"\ntypes = ["Artifact"]\nzzzzzz = 1\n',
        "zzzzzz",
        "unknown key",
        not_says=("did you mean",),
    ),
    *(
        bad(
            f"wrong-type-{key}-{found.split()[-1]}",
            f'name = "Wrong Type"\nmana_cost = "{{2}}"\ntypes = ["Creature"]\n{lines}\n',
            key,
            f"expected {expected}",
            f"found {found}",
        )
        for lines, key, expected, found in [
            ('toughness = 3\npower = "3"', "power", "a whole number or '*'", "'3'"),
            ("toughness = 3\npower = true", "power", "an integer", "a boolean"),
            ("toughness = 3\npower = 3.0", "power", "an integer", "a float"),
            ('toughness = 3\npower = 3\nkeywords = "flying"', "keywords", "an array", "a string"),
        ]
    ),
    bad(
        "wrong-type-inside-a-list-names-the-index",
        'name = "Listy"\nmana_cost = "{2}"\ntypes = ["Artifact", 3]\n',
        "types[1]",
        "expected a string",
        "found an integer",
    ),
    # ----------------------------------------------------------------- mana costs (107.4)
    *(
        bad(
            f"invalid-mana-cost-{cost}",
            f'name = "Costly Relic"\nmana_cost = "{cost}"\ntypes = ["Artifact"]\n',
            "mana_cost",
            problem,
            "107.4",
        )
        for cost, problem in [
            ("{W/Q}", "{W/Q}"),
            ("{3", "unclosed"),
            ("3W", "not a mana cost"),
            ("{W}{", "unclosed"),
        ]
    ),
    # 107.4: hybrid symbols are printed {W/U}, {W/B} ...; {U/W} is refused with the
    # printed form.
    bad(
        "hybrid-in-unprinted-order-names-the-printed-form",
        'name = "Backwards Knight"\nmana_cost = "{1}{U/W}"\ntypes = ["Creature"]\n'
        "power = 1\ntoughness = 1\n",
        "mana_cost",
        "{W/U}",
    ),
    bad(
        "invalid-mana-of-a-mana-ability",
        'name = "Weird Land"\ntypes = ["Land"]\n\n'
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{G/Q}"\n',
        "mana_abilities[0].add",
        "{G/Q}",
    ),
    # ----------------------------------------------------------------- required keys
    bad("missing-name", 'mana_cost = "{2}"\ntypes = ["Artifact"]\n', "name", "missing"),
    bad("missing-types", 'name = "Typeless"\nmana_cost = "{2}"\n', "types", "missing"),
    bad("empty-types", 'name = "Empty Types"\nmana_cost = "{2}"\ntypes = []\n', "types", "empty"),
    bad(
        "unknown-card-type-names-its-index",
        'name = "Bad Type"\nmana_cost = "{2}"\ntypes = ["Artifact", "Creatur"]\n'
        "power = 1\ntoughness = 1\n",
        "types[1]",
        "'Creatur' is not a card type",
    ),
    bad(
        "creature-without-toughness",
        'name = "Soft Creature"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\n',
        "toughness",
        "missing",
        "208.1",
    ),
    bad(
        "creature-without-power",
        'name = "Weak Creature"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\ntoughness = 2\n',
        "power",
        "missing",
        "208.1",
    ),
    # ----------------------------------------------------------------- layers (613)
    *(
        bad(
            f"static-{case}",
            'name = "Layered Bear"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\n'
            f'toughness = 2\n\n[[statics]]\naffects = "{affects}"\n{line}\n',
            key,
            *says,
        )
        for case, affects, line, key, says in [
            (
                "signed-base-pt",
                "creatures you control",
                'base_pt = "+1/+1"',
                "statics[0].base_pt",
                ("613.4b", "which is pt (613.4c)"),
            ),
            (
                "unsigned-pt",
                "creatures you control",
                'pt = "3/3"',
                "statics[0].pt",
                ("613.4c", "which is base_pt (613.4b)"),
            ),
            (
                "pt-past-its-bound",
                "creatures you control",
                'pt = "+1000000/+0"',
                "statics[0].pt",
                ("at most 999,999", "'+1000000/+0'"),
            ),
            (
                "own-colour-is-a-cda",
                "this",
                'colors = ["white"]',
                "statics[0].colors",
                ("characteristic-defining ability (604.3)", "every zone"),
            ),
            (
                "own-power-is-a-cda",
                "this creature",
                'base_pt = "3/3"',
                "statics[0].base_pt",
                ("characteristic-defining ability (604.3)",),
            ),
            (
                "control-of-itself",
                "this",
                "control = true",
                "statics[0].control",
                ("controls it already", "613.1b"),
            ),
        ]
    ),
    # ----------------------------------------------------------------- what each place takes
    bad(
        "a-back-face-has-no-mana-cost",
        'name = "Two Faced"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n\n'
        '[back]\nname = "Other Face"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n',
        "back.mana_cost",
        "712.8e",
    ),
    bad(
        "a-back-face-typo-suggests-only-what-a-back-face-takes",
        'name = "Two Faced"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n\n'
        '[back]\nname = "Other Face"\nmana_cots = "{2}"\ntypes = ["Artifact"]\n',
        "back.mana_cots",
        "unknown key",
        not_says=("mana_cost",),
    ),
    bad(
        "a-token-has-no-mana-cost",
        'name = "Token Maker"\nmana_cost = "{2}"\ntypes = ["Enchantment"]\n\n'
        '[[tokens]]\nname = "Thopter Token"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n',
        "tokens[0].mana_cost",
        "111.3",
    ),
    bad(
        "token-problem-names-the-token-path",
        'name = "Token Maker"\nmana_cost = "{2}{W}"\ntypes = ["Enchantment"]\n\n'
        '[[tokens]]\nname = "Soldier Token"\ntypes = ["Creature"]\npower = 1\n',
        "tokens[0].toughness",
        "missing",
    ),
]


@pytest.mark.parametrize(("toml", "key", "says", "not_says"), BAD_CARDS)
def test_a_card_with_a_problem_is_refused_naming_the_key_and_the_problem(
    tmp_path: Path, toml: str, key: str, says: tuple[str, ...], not_says: tuple[str, ...]
) -> None:
    """The same problem, whether the card is read from its file (by every host: a folder
    check, a catalog, the file alone) or from its text by ``load_card_text``, which names
    the source it was given."""
    card = write_card(tmp_path, "bad_card", toml)
    error = load_error(tmp_path, card)
    assert_names(error, key, *says)
    for fragment in not_says:
        assert fragment not in error.problem

    with pytest.raises(CardFileError) as raised:
        load_card_text(toml, source="inline card")
    inline = raised.value
    assert inline.path == "inline card"
    assert str(inline).startswith("inline card: ")
    assert_names(inline, key, *says)
    assert (inline.key, inline.problem) == (error.key, error.problem)


# --------------------------------------------------------------------------- catalogs


def test_duplicate_card_name_across_folders_names_both_sources(tmp_path: Path) -> None:
    first = write_card(tmp_path / "pack_one", "bear", GOOD_CREATURE)
    second = write_card(tmp_path / "pack_two", "bear_again", GOOD_CREATURE)
    cards, problems = check_folders([tmp_path / "pack_one", tmp_path / "pack_two"])
    assert [c.name for c in cards] == ["Grizzly Bears"]
    assert cards[0].source == str(first)
    assert len(problems) == 1
    error = problems[0]
    assert error.path == str(second)
    assert error.key == "name"
    assert "'Grizzly Bears'" in error.problem
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
    assert [c.name for c in cards] == ["Grizzly Bears"]
    assert [(p.path, p.key) for p in problems] == [
        (str(bad_one), "power"),
        (str(bad_one), "toughness"),
        (str(bad_two), "types"),
        (str(bad_two), "mana_cost"),
    ]
    with pytest.raises(CardFileError) as raised:
        Catalog.from_folders([tmp_path], bundled=False)
    assert [p.key for p in raised.value.problems] == ["power", "toughness"]


def test_a_card_file_saved_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    """A card file some editors save beginning with a byte-order mark (UTF-8's signature)
    reads as the same card."""
    text = 'name = "Marked Bear"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\n'
    text += "power = 2\ntoughness = 2\n"
    path = tmp_path / "marked_bear.toml"
    path.write_text(text, encoding="utf-8-sig")
    assert path.read_bytes().startswith(b"\xef\xbb\xbf")
    assert load_card_file(path).front == load_card_text(text).front


def test_a_missing_folder_is_a_problem(tmp_path: Path) -> None:
    cards, problems = check_folders([tmp_path / "nowhere"])
    assert cards == []
    assert len(problems) == 1
    assert str(tmp_path / "nowhere") in str(problems[0])


def test_a_good_folder_loads(tmp_path: Path) -> None:
    write_card(tmp_path, "bear", GOOD_CREATURE)
    catalog = Catalog.from_folders([tmp_path], bundled=False)
    assert len(catalog) == 1
    bear = catalog.get("Grizzly Bears")
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


def test_unmarked_misspelled_hook_fails_at_load_with_a_suggestion(tmp_path: Path) -> None:
    """A function named nearly like a hook, without @hookimpl, would never be called;
    a helper of the plugin's own with another name, or an imported one, is no problem."""
    card = write_card(
        tmp_path,
        "unmarked",
        """\
        name = "Unmarked"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "unmarked.py"
        """,
        {
            "unmarked.py": """\
            from cardhost import hookimpl
            from os.path import join as on_enter_battlefeld_helper


            def on_enter_battlefeld(game, event):
                pass


            def is_my_turn(game):
                return True
            """
        },
    )
    error = load_error(tmp_path, card)
    assert_names(error, "plugin", "'on_enter_battlefeld'", "not marked @hookimpl")
    assert "did you mean 'on_enter_battlefield'?" in error.problem
    assert "is_my_turn" not in error.problem and "helper" not in error.problem


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


@pytest.mark.parametrize(
    ("module", "raised"),
    [
        ("def __dir__():\n    raise RuntimeError('boom in dir')\n", "boom in dir"),
        (
            "def __getattr__(name):\n    raise RuntimeError('boom in getattr')\n",
            "boom in getattr",
        ),
        (
            "from cardhost import hookimpl\n\n\nclass Odd:\n"
            "    @property\n    def __signature__(self):\n"
            "        raise RuntimeError('boom in signature')\n\n"
            "    def __call__(self, game, event):\n        pass\n\n\n"
            "on_enter_battlefield = hookimpl(Odd())\n",
            "boom in signature",
        ),
    ],
)
def test_a_plugin_whose_hooks_cant_be_read_is_refused_naming_it(
    tmp_path: Path, module: str, raised: str
) -> None:
    """A module whose __dir__ or __getattr__ raises, or a hook whose signature can't be
    read: the card is refused naming its file, the plugin and what was raised, as for
    a module that raises as it is imported (no traceback)."""
    card = write_card(
        tmp_path,
        "odd",
        """\
        name = "Odd Reader"
        mana_cost = "{2}"
        types = ["Artifact"]
        plugin = "odd.py"
        """,
        {"odd.py": module},
    )
    error = load_error(tmp_path, card)
    assert_names(error, "plugin", "RuntimeError", raised)


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
    elves_file = bundled_cards_folder() / "llanowar_elves" / "llanowar_elves.toml"
    elves = load_card_text(elves_file.read_text(encoding="utf-8"))
    assert elves.name == "Llanowar Elves"
    assert elves.source == "<text>"
    assert elves.front.type_line == "Creature — Elf Druid"
    assert len(elves.front.mana_abilities) == 1
    assert elves.plugin is None


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


PLAIN_ARTIFACT = """\
name = "{name}"
mana_cost = "{{2}}"
types = ["Artifact"]
plugin = "{module}.py"
"""


@pytest.mark.parametrize(
    ("module", "code", "said"),
    [
        (
            "wrapping",
            "@hookimpl(hookwrapper=True)\ndef on_permanent_entered(game, event):\n    yield\n",
            "is marked hookwrapper=True",
        ),
        (
            "twice",
            "@hookimpl(specname='on_permanent_entered')\ndef first(game, event):\n    pass\n\n"
            "@hookimpl(specname='on_permanent_entered')\ndef second(game, event):\n    pass\n",
            "implements hook 'on_permanent_entered' twice (first, second)",
        ),
        (
            "positional",
            "@hookimpl\ndef on_permanent_entered(game, event, /):\n    pass\n",
            "its argument 'game' can't be passed by name",
        ),
        (
            "exiting",
            "def __dir__():\n    raise SystemExit(7)\n",
            "reading its hooks raised SystemExit: 7",
        ),
        (
            "unsayable",
            "class Odd(Exception):\n    def __str__(self):\n        raise ValueError\n\n"
            "def __dir__():\n    raise Odd()\n",
            "reading its hooks raised Odd: (its message can't be shown",
        ),
    ],
    ids=["wrapping", "twice", "positional", "exiting", "unsayable"],
)
def test_a_plugin_no_game_could_call_as_written_is_refused_at_load(
    tmp_path: Path, module: str, code: str, said: str
) -> None:
    """A hook wrapping the others (pluggy's hookwrapper or wrapper), a hook implemented
    twice (one would be dropped), an argument that can't be passed by name (a hook's
    are): each passed the check and failed in the game; and a module whose reading
    raises SystemExit or an error whose message can't be shown ended the program
    silently or with a traceback, hiding every other card. Each is now the card's
    plugin key's problem."""
    name = module.capitalize()
    card = write_card(
        tmp_path,
        module,
        PLAIN_ARTIFACT.format(name=name, module=module),
        {f"{module}.py": "from cardhost import hookimpl\n\n" + code},
    )
    error = load_error(tmp_path, card)
    assert_names(error, "plugin", said)


def test_a_cards_config_is_read_only_all_the_way_down(tmp_path: Path) -> None:
    """``[config]`` is what every game's plugin reads: a nested table or array can't be
    changed by one game's code either (appending to an array changed it for every later
    game in the process); it reads as the file says it."""
    card = write_card(
        tmp_path,
        "configured",
        """\
        name = "Configured"
        mana_cost = "{2}"
        types = ["Artifact"]
        [config]
        bag = [1, 2]
        nested = { inner = [3] }
        """,
    )
    definition = load_card_file(card)
    config = definition.config
    assert config["bag"] == (1, 2) and config["nested"]["inner"] == (3,)
    with pytest.raises((TypeError, AttributeError)):
        config["bag"].append(3)  # type: ignore[attr-defined]
    with pytest.raises(TypeError):
        config["nested"]["inner"] = ()  # type: ignore[index]
