"""Hostile card files: whatever a card file holds, loading it gives a ``CardFileError``
naming the file and the key (never another exception, a hang, or a card half loaded), and
one bad file never hides the problems of the others."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from cardhost import (
    CardDefinition,
    CardFileError,
    CardhostError,
    Catalog,
    Game,
    Step,
    load_card_text,
)
from cardhost.loading.catalog import check_folders

LAND = 'name = "Test Land"\ntypes = ["Land"]\n'


def ability(cost: str, add: str = "{G}") -> str:
    return f'{LAND}[[mana_abilities]]\ncost = "{cost}"\nadd = "{add}"\n'


HOSTILE_TEXTS = [
    pytest.param(
        f"{LAND.replace('Land', 'Creature', 1)}power = 1{'0' * 4400}\ntoughness = 1\n",
        "",
        "4,300 digits",
        id="integer-over-4300-digits",
    ),
    pytest.param(
        f"{LAND}[config]\n{'.'.join(['a'] * 30000)} = 1\n",
        "",
        "line 4: a key of more than 64 dotted parts",
        id="dotted-key-of-30000-parts",
    ),
    pytest.param(
        f"{LAND}config = {{a = {'[' * 600}{']' * 600}}}\n", "", "nested too deep", id="deep-nesting"
    ),
    pytest.param(
        f'{LAND.replace("Land", "Artifact")}mana_cost = "{{{"9" * 4400}}}"\n',
        "mana_cost",
        "larger than any generic mana symbol",
        id="mana-cost-of-4400-digits",
    ),
    pytest.param(
        ability("{T}", "{99999999999999999999}"),
        "mana_abilities[0].add",
        "the largest is {1000000}",
        id="mana-beyond-a-machine-integer",
    ),
    pytest.param(
        ability("{T}", "{999999999}"),
        "mana_abilities[0].add",
        "the largest is {1000000}",
        id="a-billion-mana",
    ),
    pytest.param(ability("{T}, Pay ² life"), "mana_abilities[0].cost", "Pay N life", id="pay-²"),
    pytest.param(ability("{T}, Pay ٣ life"), "mana_abilities[0].cost", "Pay N life", id="pay-٣"),
    pytest.param(ability(""), "mana_abilities[0].cost", "602.1a", id="free-mana-ability"),
    pytest.param(ability("{T}, {T}"), "mana_abilities[0].cost", "twice", id="tap-twice"),
    pytest.param('name = ""\ntypes = ["Land"]\n', "name", "201.1", id="empty-name"),
    pytest.param('name = " \\t "\ntypes = ["Land"]\n', "name", "201.1", id="blank-name"),
    pytest.param('name = " Forest"\ntypes = ["Land"]\n', "name", "spaces", id="padded-name"),
    pytest.param(
        'name = "Red\\u001b[31mAlert"\ntypes = ["Land"]\n',
        "name",
        "\\x1b",
        id="ansi-escape-in-name",
    ),
    pytest.param(
        'name = "Evil\\u202eEgral"\ntypes = ["Land"]\n',
        "name",
        "\\u202e",
        id="bidi-override-in-name",
    ),
    pytest.param(f'name = "{"A" * 201}"\ntypes = ["Land"]\n', "name", "201 characters", id="long"),
    pytest.param(
        'name = "X"\ntypes = ["Land"]\noracle = "Red\\u001b[31m alert"\n',
        "oracle",
        "\\x1b",
        id="ansi-escape-in-oracle",
    ),
    pytest.param(
        'name = "X"\ntypes = ["Land"]\noracle = """\nFlying\nEvil\\u202eEgral"""\n',
        "oracle",
        "\\u202e",
        id="bidi-override-in-oracle",
    ),
    pytest.param(
        'name = "X"\ntypes = ["Instant", "Creature"]\npower = 1\ntoughness = 1\n',
        "types",
        "304.4",
        id="instant-creature",
    ),
    pytest.param('name = "X"\ntypes = ["Land", "Instant"]\n', "types", "304.4", id="instant-land"),
    pytest.param('name = "X"\ntypes = ["Sorcery", "Artifact"]\n', "types", "307.4", id="sorc-art"),
    pytest.param('name = "X"\ntypes = ["Kindred"]\n', "types", "308.1", id="kindred-alone"),
    pytest.param('name = "X"\ntypes = ["Land", "land"]\n', "types[1]", "twice", id="type-twice"),
    pytest.param(
        'name = "X"\ntypes = ["Land"]\n[[tokens]]\nname = "X"\ntypes = ["Land"]\n',
        "tokens[0].name",
        "named like the card",
        id="token-named-like-its-card",
    ),
]


def test_a_name_written_with_combining_characters_is_refused() -> None:
    """A card's name has one spelling: composed (Unicode NFC), so "Café Relic" written
    with a combining accent is refused, saying how to write it (the loader's check: a
    schema pattern can't tell a combining mark that composes from one that doesn't)."""
    with pytest.raises(CardFileError, match=r"name: .* write it composed \(Unicode NFC\)"):
        load_card_text('name = "Cafe\u0301 Relic"\ntypes = ["Artifact"]\n')


@pytest.mark.parametrize(("text", "key", "fragment"), HOSTILE_TEXTS)
def test_a_hostile_card_text_is_a_card_file_error(text: str, key: str, fragment: str) -> None:
    with pytest.raises(CardFileError) as raised:
        load_card_text(text, source="hostile.toml")
    error = raised.value
    assert error.path == "hostile.toml"
    assert error.key == key
    assert fragment in str(error)
    assert str(error).isprintable() or "\n" in str(error)


def test_a_kindred_card_with_another_type_loads() -> None:
    """308.1: a kindred card has another card type; with one it is a legal type line."""
    card = load_card_text(
        'name = "Kindred Thing"\nmana_cost = "{1}"\ntypes = ["Kindred", "Artifact"]\n'
    )
    assert card.type_line.startswith("Kindred Artifact")


def test_every_problem_of_a_file_is_reported_at_once() -> None:
    with pytest.raises(CardFileError) as raised:
        load_card_text(
            'name = ""\nmana_cost = "{Q}"\ntypes = ["Land", "Instant"]\n'
            'keywords = ["flying", "flying"]\ncolour = "red"\n',
            source="many.toml",
        )
    keys = [problem.key for problem in raised.value.problems]
    assert keys == ["colour", "name", "mana_cost", "types", "keywords[1]"]
    assert "did you mean 'colors'" in str(raised.value)
    assert len(str(raised.value).splitlines()) == 5


def card_folder(root: Path, name: str, text: bytes | str) -> Path:
    folder = root / name
    folder.mkdir()
    path = folder / f"{name}.toml"
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def test_a_file_that_is_not_utf8_is_named(tmp_path: Path) -> None:
    path = card_folder(tmp_path, "latin", b'name = "\xe9t\xe9"\ntypes = ["Land"]\n')
    cards, problems = check_folders([tmp_path])
    assert cards == []
    assert [(p.path, p.problem) for p in problems] == [
        (str(path), "not UTF-8 text: byte 8 can't be decoded")
    ]


def test_a_plugin_path_holding_a_nul_character(tmp_path: Path) -> None:
    path = card_folder(tmp_path, "nul", f'{LAND}plugin = "a\\u0000.py"\n')
    _, problems = check_folders([tmp_path])
    assert [(p.path, p.key, p.problem) for p in problems] == [
        (str(path), "plugin", "'a\\x00.py' is not a module path in the folder")
    ]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are a POSIX feature")
def test_a_pipe_named_like_a_card_file_is_not_read(tmp_path: Path) -> None:
    """Reading a FIFO would block for ever; only regular files are read."""
    (tmp_path / "pipe").mkdir()
    os.mkfifo(tmp_path / "pipe" / "pipe.toml")
    _, problems = check_folders([tmp_path])
    assert [p.problem for p in problems] == ["not a regular file (a folder, pipe or device)"]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")
def test_a_link_to_an_endless_device_is_not_read(tmp_path: Path) -> None:
    (tmp_path / "zero").mkdir()
    (tmp_path / "zero" / "zero.toml").symlink_to("/dev/zero")
    _, problems = check_folders([tmp_path])
    assert [p.problem for p in problems] == ["not a regular file (a folder, pipe or device)"]


def test_a_file_larger_than_the_limit_is_not_read(tmp_path: Path) -> None:
    path = card_folder(tmp_path, "big", LAND + "#" * (1 << 20) + "\n")
    _, problems = check_folders([tmp_path])
    assert [p.path for p in problems] == [str(path)]
    assert "files are at most 1048576" in problems[0].problem


def test_one_hostile_file_hides_no_other_problem(tmp_path: Path) -> None:
    card_folder(tmp_path, "a_bad", b"\xff\xfe")
    card_folder(tmp_path, "b_good", LAND)
    card_folder(tmp_path, "c_deep", f"{LAND}config = {{a = {'[' * 600}{']' * 600}}}\n")
    card_folder(tmp_path, "d_bad", 'name = "D"\ntypes = ["Kindred"]\n')
    cards, problems = check_folders([tmp_path])
    assert [c.name for c in cards] == ["Test Land"]
    assert [Path(p.path).parent.name for p in problems] == ["a_bad", "c_deep", "d_bad"]


def test_two_cards_may_create_different_tokens_of_one_name(tmp_path: Path) -> None:
    """111.4: a token belongs to the card that creates it: Maker A's Goblin Token is 1/1
    and Maker B's 2/1, each made by its own card's effect; naming the token alone is
    ambiguous, and the error says how to name one."""
    goblin = '[[tokens]]\nname = "Goblin Token"\ntypes = ["Creature"]\nsubtypes = ["Goblin"]\n'
    for name, power in (("a", 1), ("b", 2)):
        card_folder(
            tmp_path,
            name,
            f'name = "Maker {name.upper()}"\ntypes = ["Enchantment"]\n'
            'oracle = "{T}: Create a Goblin Token."\n'
            '[[abilities]]\ncost = "{T}"\neffects = [{ create = "Goblin Token" }]\n'
            f"{goblin}power = {power}\ntoughness = 1\n",
        )
    cards, problems = check_folders([tmp_path])
    assert ([c.name for c in cards], problems) == (["Maker A", "Maker B"], [])
    game = Game(["Alice", "Bob"], cards=Catalog(cards))
    alice = game.players[0]
    makers = [game.add_card(name, alice) for name in ("Maker A", "Maker B")]
    game.begin_at(alice, Step.MAIN1)
    for maker in makers:
        game.activate(maker)
        game.resolve_stack()
    goblins = game.permanents("Goblin Token")
    assert sorted(g.power for g in goblins) == [1, 2]
    assert {g.definition for g in goblins} == {c.tokens["Goblin Token"] for c in cards}
    with pytest.raises(CardhostError, match=r"several cards create different tokens named"):
        game.card("Goblin Token")
    assert game.card(cards[1].tokens["Goblin Token"]).front.power == 2


def test_two_cards_may_define_the_same_token(tmp_path: Path) -> None:
    treasure = (
        '[[tokens]]\nname = "Treasure Token"\ntypes = ["Artifact"]\nsubtypes = ["Treasure"]\n'
    )
    for name in ("a", "b"):
        card_folder(tmp_path, name, f'name = "Maker {name}"\ntypes = ["Enchantment"]\n{treasure}')
    cards, problems = check_folders([tmp_path])
    assert (len(cards), problems) == (2, [])


def test_a_token_named_like_a_card_of_the_catalog(tmp_path: Path) -> None:
    card_folder(
        tmp_path,
        "forester",
        'name = "Forester"\ntypes = ["Enchantment"]\n'
        '[[tokens]]\nname = "Forest"\ntypes = ["Land"]\n',
    )
    with pytest.raises(CardFileError, match="token 'Forest' is named like the card"):
        Catalog.from_folders([tmp_path])


SERVO = 'types = ["Artifact", "Creature"]\nsubtypes = ["Servo"]\npower = 1\ntoughness = {}\n'


def servos(toughness: int) -> list[CardDefinition]:
    """A Servo token file, 1/1, and a card whose own Servo token is 1/``toughness``."""
    token = load_card_text(f'name = "Servo Token"\ntoken = true\n{SERVO.format(1)}')
    maker = load_card_text(
        'name = "Maker"\ntypes = ["Enchantment"]\n[[tokens]]\nname = "Servo Token"\n'
        + SERVO.format(toughness)
    )
    return [token, maker]


def test_a_token_file_and_a_cards_same_token_in_either_order() -> None:
    """111.4: a token file and a card's token of one name with the same characteristics
    are one token, whichever the catalog meets first (the token file met second was
    refused, though the check of the folders passed them)."""
    for order in (servos(1), servos(1)[::-1]):
        assert Catalog(order).get("Servo Token").front.toughness == 1


def test_a_token_file_and_a_cards_different_token_in_either_order() -> None:
    """111.4: different, they are refused whichever is met first, naming the token."""
    for order in (servos(2), servos(2)[::-1]):
        with pytest.raises(CardFileError, match="Servo Token"):
            Catalog(order)


def test_a_helper_module_linked_from_outside_the_card_folder_is_not_imported(
    tmp_path: Path,
) -> None:
    outside = tmp_path / "outside.py"
    outside.write_text("import sys\nsys.modules['cardhost_test_escaped'] = True\n")
    cards = tmp_path / "cards"
    cards.mkdir()
    path = card_folder(cards, "linky", f'{LAND}plugin = "plugin.py"\n')
    (path.parent / "helper.py").symlink_to(outside)
    (path.parent / "plugin.py").write_text("from . import helper\n")
    _, problems = check_folders([cards])
    assert [p.key for p in problems] == ["plugin"]
    assert "helper.py lies outside the card's folder" in problems[0].problem
    assert "cardhost_test_escaped" not in sys.modules


def test_a_helper_package_linked_from_outside_the_card_folder_is_not_imported(
    tmp_path: Path,
) -> None:
    """The folder check applies to a package too: a link to a folder elsewhere."""
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "__init__.py").write_text(
        "import sys\nsys.modules['cardhost_test_escaped_package'] = True\n"
    )
    cards = tmp_path / "cards"
    cards.mkdir()
    path = card_folder(cards, "linky", f'{LAND}plugin = "plugin.py"\n')
    (path.parent / "helpers").symlink_to(outside, target_is_directory=True)
    (path.parent / "plugin.py").write_text("from . import helpers\n")
    _, problems = check_folders([cards])
    assert [p.key for p in problems] == ["plugin"]
    assert "lies outside the card's folder" in problems[0].problem
    assert "cardhost_test_escaped_package" not in sys.modules


def test_a_helper_module_inside_the_card_folder_is_imported(tmp_path: Path) -> None:
    path = card_folder(tmp_path, "sub", f'{LAND}plugin = "code/plugin.py"\n')
    (path.parent / "code").mkdir()
    (path.parent / "code" / "helper.py").write_text("ANSWER = 42\n")
    (path.parent / "code" / "plugin.py").write_text("from .helper import ANSWER\n")
    cards, problems = check_folders([tmp_path])
    assert problems == []
    assert cards[0].plugin.ANSWER == 42


def test_a_file_read_in_short_pieces_is_read_whole(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read may give fewer bytes than asked for without the file having ended (a
    network file system): the card file is read on to its end."""
    card_folder(tmp_path, "piecemeal", LAND + 'oracle = "' + "x" * 500 + '"\n')
    read = os.read
    monkeypatch.setattr(os, "read", lambda handle, count: read(handle, min(count, 7)))
    catalog = Catalog.from_folders([tmp_path], bundled=False)
    assert catalog.get("Test Land").front.oracle_text == "x" * 500
