"""Deck files: plain lists and Forge ``.dck`` files, cards found by name in the catalog;
every bad line named with its file and line, with "did you mean"."""

from __future__ import annotations

import unicodedata
from pathlib import Path

import pytest

from cardhost import (
    Deck,
    DeckError,
    Game,
    SideboardCard,
    bundled_catalog,
    load_card_text,
    load_deck,
    parse_deck,
)

CATALOG = bundled_catalog()

PLAIN = """\
# A green mana deck
Deck
4 Llanowar Elves
4x Kiora's Follower (M19) 314
2 Elvish Archdruid
// the lands
20 Forest

Sideboard
3 Lightning Bolt
"""

FORGE = """\
[metadata]
Name=Green Mana
[Main]
4 Llanowar Elves|M19
2 Elvish Archdruid|M19|1
20 Forest|M19
[Sideboard]
3 Lightning Bolt|M10
"""


def test_a_plain_list_is_its_main_deck_in_order() -> None:
    deck = parse_deck(PLAIN, CATALOG, source="green.txt")
    assert [(n, card.name) for n, card in deck.entries] == [
        (4, "Llanowar Elves"),
        (4, "Kiora's Follower"),
        (2, "Elvish Archdruid"),
        (20, "Forest"),
    ]
    assert len(deck) == 30 and deck.name == "green"


def test_a_forge_deck_reads_main_and_its_name() -> None:
    deck = parse_deck(FORGE, CATALOG, source="green.dck", forge=True)
    assert [(n, card.name) for n, card in deck.entries] == [
        (4, "Llanowar Elves"),
        (2, "Elvish Archdruid"),
        (20, "Forest"),
    ]
    assert deck.name == "Green Mana"


def test_a_sideboard_is_read_apart_from_the_main_deck() -> None:
    """100.4: sideboard cards (after a header, on ``SB:`` lines, in Forge's
    ``[Sideboard]``) aren't in the main deck; they are kept by name, one the catalog
    doesn't hold included, with whether each is a basic land card (100.2a)."""
    deck = parse_deck("4 Forest\nSB: 2 Lightning Bolt\nSB: 1 Black Lotus\n", CATALOG)
    assert [(n, card.name) for n, card in deck.entries] == [(4, "Forest")]
    assert deck.sideboard == (
        SideboardCard(2, "Lightning Bolt", False),
        SideboardCard(1, "Black Lotus", False),
    )
    plain = parse_deck(PLAIN + "2 Snow-Covered Swamp\n", CATALOG)
    forge = parse_deck(FORGE, CATALOG, forge=True)
    assert [(c.count, c.name, c.basic) for c in plain.sideboard] == [
        (3, "Lightning Bolt", False),
        (2, "Snow-Covered Swamp", True),
    ]
    assert forge.sideboard == (SideboardCard(3, "Lightning Bolt", False),)


def test_a_two_faced_card_is_found_by_its_front_face() -> None:
    deck = parse_deck("1 Squall, SeeD Mercenary // Rinoa\n", CATALOG)
    assert deck.entries[0][1].name == "Squall, SeeD Mercenary"


def test_a_name_written_with_combining_characters_finds_its_card() -> None:
    """A deck line may write a name decomposed (an "e" and a combining acute); card files
    write it composed (NFC): the line finds the card."""
    cafe = load_card_text('name = "Café Relic"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n')
    catalog = CATALOG.copy()
    catalog.add(cafe)
    decomposed = unicodedata.normalize("NFD", "Café Relic")
    assert decomposed != cafe.name
    deck = parse_deck(f"2 {decomposed}\n", catalog)
    assert [(n, card) for n, card in deck.entries] == [(2, cafe)]


def test_load_deck_by_suffix_and_the_deck_fills_a_library(tmp_path: Path) -> None:
    (tmp_path / "green.dck").write_text(FORGE, encoding="utf-8")
    (tmp_path / "green.txt").write_text(PLAIN, encoding="utf-8")
    forge, plain = (
        load_deck(tmp_path / "green.dck", CATALOG),
        load_deck(tmp_path / "green.txt", CATALOG),
    )
    assert isinstance(forge, Deck) and len(forge) == 26 and len(plain) == 30
    game = Game(["Alice", "Bob"])
    alice = game.players[0]
    for card in plain.cards():
        game.add_card(card, alice, "library")
    assert [c.name for c in alice.library].count("Forest") == 20
    assert len(alice.library) == 30


def test_a_deck_file_written_with_a_byte_order_mark_reads_as_without(tmp_path: Path) -> None:
    """Some editors start a UTF-8 file with a byte order mark (U+FEFF): it isn't part of
    the first line, of a plain list or a Forge .dck."""
    (tmp_path / "green.dck").write_text("\ufeff" + FORGE, encoding="utf-8")
    (tmp_path / "green.txt").write_text("\ufeff" + PLAIN, encoding="utf-8")
    assert len(load_deck(tmp_path / "green.dck", CATALOG)) == 26
    assert len(load_deck(tmp_path / "green.txt", CATALOG)) == 30


@pytest.mark.parametrize(
    ("text", "line", "says"),
    [
        (
            "4 Llanowar Elfs\n",
            "line 1",
            "no card named 'Llanowar Elfs' in the catalog; did you mean 'Llanowar Elves'?",
        ),
        ("Forest\n", "line 1", "'Forest' is not a count and a card name, like '4 Forest'"),
        ("0 Forest\n", "line 1", "0 copies; a line holds 1 to 10,000"),
        ("4 Forest\n" + "9" * 5000 + " Forest\n", "line 2", "copies; a line holds 1 to 10,000"),
        ("2 Treasure Token\n", "line 1", "'Treasure Token' is a token, not a card (111.1)"),
        ("# nothing\n\nSideboard\n4 Forest\n", "", "no cards in the main deck"),
        ("9000 Forest\n9000 Island\n", "", "18,000 cards; a deck holds at most 10,000"),
    ],
    ids=["misspelt", "no-count", "zero", "huge-count", "token", "empty", "too-big"],
)
def test_a_bad_deck_names_the_file_the_line_and_the_problem(
    text: str, line: str, says: str
) -> None:
    with pytest.raises(DeckError) as raised:
        parse_deck(text, CATALOG, source="bad.txt")
    assert raised.value.path == "bad.txt" and raised.value.key == line
    assert says in str(raised.value)


def test_every_bad_line_is_reported_at_once() -> None:
    with pytest.raises(DeckError) as raised:
        parse_deck("4 Forrest\n20 Forest\nIsland\n3 Nope\n", CATALOG, source="d.txt")
    assert [p.key for p in raised.value.problems] == ["line 1", "line 3", "line 4"]
    assert str(raised.value).count("\n") == 2


def test_a_forge_card_line_outside_a_section_is_named() -> None:
    with pytest.raises(DeckError, match=r"d\.dck: line 1: a line before any section"):
        parse_deck("4 Forest|M19\n[Main]\n4 Island\n", CATALOG, source="d.dck", forge=True)


def test_many_unknown_names_stay_cheap() -> None:
    """Only the first few unknown names get a suggestion: each looks at every name."""
    text = "".join(f"1 Unknown Card {i}\n" for i in range(5000))
    with pytest.raises(DeckError) as raised:
        parse_deck(text, CATALOG, source="d.txt")
    assert len(raised.value.problems) == 5000
    assert sum("did you mean" in p.problem for p in raised.value.problems) <= 10


def test_a_deck_file_that_isnt_text_is_named(tmp_path: Path) -> None:
    path = tmp_path / "deck.txt"
    path.write_bytes(b"4 Forest\n\xff\xfe\n")
    with pytest.raises(DeckError, match="not UTF-8 text"):
        load_deck(path, CATALOG)
    with pytest.raises(DeckError, match="No such file"):
        load_deck(tmp_path / "missing.txt", CATALOG)


def test_a_run_of_spaces_in_a_line_is_read_in_one_pass() -> None:
    """An Arena printing is found word by word from the end: a line with 300,000 spaces
    between the name and its printing (a pattern that backtracks would take minutes on it)
    reads as the card, and one with nothing after the spaces is an unknown name."""
    spaces = " " * 300_000
    deck = parse_deck(f"4 Forest{spaces}(M19) 314\n", CATALOG, source="d.txt")
    assert [(n, card.name) for n, card in deck.entries] == [(4, "Forest")]
    with pytest.raises(DeckError) as raised:
        parse_deck(f"4 Forest{spaces}x\n", CATALOG, source="d.txt")
    assert raised.value.problems[0].key == "line 1"


@pytest.mark.parametrize("line", ["4 " + "A" * 900_000, "A" * 900_000])
def test_a_line_of_megabytes_is_quoted_cut(line: str) -> None:
    """A deck line a megabyte long is refused naming at most 200 of its characters (the
    error was the whole line, 900 KB), as every message quotes a file's words."""
    with pytest.raises(DeckError) as raised:
        parse_deck(line + "\n", CATALOG, source="d.txt")
    assert len(str(raised.value)) < 1_000 and "..." in str(raised.value)
