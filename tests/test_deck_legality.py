"""``cardhost deck check``: a deck's legality in a format (100.2a: sixty cards or more,
four copies at most, basic lands aside; 100.4a: a sideboard of fifteen at most, counted
with the deck; 903.5: a hundred cards exactly, one of each, no sideboard),
banned and restricted cards and card pools from a table the user points at; a bad
table or format refused naming its file and key."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardhost import bundled_catalog
from cardhost.loading.decks import parse_deck
from cardhost.loading.formats import FormatError, load_formats
from cardhost.tools.cli import main

DECKS = Path(__file__).resolve().parent.parent / "examples" / "decks"
AGGRO = str(DECKS / "red-aggro.txt")


def cli(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    status = main(["deck", "check", *arguments])
    out, err = capsys.readouterr()
    return status, out, err


def test_the_example_decks_are_legal_in_standard(capsys: pytest.CaptureFixture[str]) -> None:
    """100.2a: the example decks hold sixty cards or more and four copies at most."""
    decks = [str(DECKS / n) for n in ("red-aggro.txt", "ub-control.txt")]
    status, out, _ = cli(capsys, *decks, "--format", "standard")
    assert status == 0
    assert out.splitlines() == [f"{d}: legal in standard" for d in decks]


def test_commander_asks_a_hundred_cards_one_of_each(capsys: pytest.CaptureFixture[str]) -> None:
    """903.5a-b: sixty cards are too few, four Lightning Bolts too many; twenty-two
    Mountains are basic lands, any number of them."""
    status, out, _ = cli(capsys, AGGRO, "--format", "commander")
    assert status == 1
    assert f"{AGGRO}: rule 903.5a: 60 cards; commander decks hold at least 100" in out
    assert "rule 903.5b: 4 copies of Lightning Bolt; at most 1 in commander" in out
    assert "Mountain" not in out


def test_a_table_of_the_users_bans_restricts_and_pools(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A banned card (100.6), a restricted card held twice, a card outside a format's
    pool (basic lands are in every pool), and five copies: each named."""
    table = tmp_path / "formats.toml"
    table.write_text(
        "[formats.modern]\nminimum = 60\nbanned = ['Lightning Bolt']\n"
        "[formats.vintage]\nminimum = 60\nrestricted = ['Abrade']\n"
        "[formats.cube]\nminimum = 40\ncopies = 1\nlegal = ['Abrade']\n"
    )
    deck = tmp_path / "deck.txt"
    deck.write_text("51 Mountain\n5 Abrade\n4 Lightning Bolt\n")
    _, out, _ = cli(capsys, str(deck), "--format", "modern", "--legality", str(table))
    assert out.splitlines() == [
        f"{deck}: rule 100.2a: 5 copies of Abrade; at most 4 in modern (basic lands aside)",
        f"{deck}: rule 100.6: Lightning Bolt is banned in modern",
    ]
    _, out, _ = cli(capsys, str(deck), "--format", "vintage", "--legality", str(table))
    assert f"{deck}: rule 100.6: 5 copies of Abrade, restricted in vintage: one at most" in out
    _, out, _ = cli(capsys, str(deck), "--format", "cube", "--legality", str(table))
    assert (
        f"{deck}: rule 100.6: Lightning Bolt is not legal in cube" in out and "Mountain" not in out
    )


def test_a_sideboard_holds_fifteen_and_counts_with_the_deck(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """100.4a: a constructed sideboard holds at most fifteen cards, and the four-copy
    limit counts the deck and sideboard together (basic lands aside); 903.5e: commander
    games use no sideboard."""
    deck = tmp_path / "deck.txt"
    deck.write_text(
        "4 Lightning Bolt\n56 Mountain\nSideboard\n4 Lightning Bolt\n16 Counterspell\n20 Mountain\n"
    )
    status, out, _ = cli(capsys, str(deck), "--format", "modern")
    assert status == 1
    assert out.splitlines() == [
        f"{deck}: rule 100.4a: 40 cards in the sideboard; it holds at most 15",
        f"{deck}: rule 100.2a: 8 copies of Lightning Bolt in the deck and sideboard together "
        "(100.4a); at most 4 in modern (basic lands aside)",
        f"{deck}: rule 100.2a: 16 copies of Counterspell in the deck and sideboard together "
        "(100.4a); at most 4 in modern (basic lands aside)",
    ]
    deck.write_text("4 Lightning Bolt\n56 Mountain\nSideboard\n11 Mountain\n4 Abrade\n")
    assert cli(capsys, str(deck), "--format", "modern")[1] == f"{deck}: legal in modern\n"
    _, out, _ = cli(capsys, str(deck), "--format", "commander")
    assert "rule 903.5e: 15 cards in the sideboard; commander games use none" in out


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("[formats.modern]\nminimum = 'sixty'\n", "formats.modern.minimum: a whole number"),
        ("[formats.modern]\nbanned = 'Lightning Bolt'\n", "formats.modern.banned: a list"),
        ("[formats.modern]\nsideboards = 15\n", "formats.modern.sideboards: not a rule"),
        ("[formats.modern]\nsideboard = -1\n", "formats.modern.sideboard: a whole number from 0"),
        ("[formats]\n", "formats: a table of formats"),
        ("formats = 3\nmore = 1\n", "formats: a table of formats"),
        ("not toml [", "not valid TOML"),
    ],
)
def test_a_bad_table_is_refused_naming_its_key(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, said: str
) -> None:
    table = tmp_path / "formats.toml"
    table.write_text(text)
    status, out, err = cli(capsys, AGGRO, "--format", "modern", "--legality", str(table))
    assert status == 1 and out == "" and f"{table}" in err and said in err
    with pytest.raises(FormatError):
        load_formats(table)


def test_an_unknown_format_or_deck_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    status, _, err = cli(capsys, AGGRO, "--format", "standrd")
    assert status == 1 and "did you mean 'standard'" in err
    status, _, err = cli(capsys, str(tmp_path / "none.txt"), "--format", "standard")
    assert status == 1 and "none.txt" in err and "Traceback" not in err


def test_the_bundled_table_holds_each_formats_rules() -> None:
    """The bundled formats: sixty cards and four copies (100.2a); commander a hundred
    and one (903.5a-b); no banned lists, which change."""
    formats = load_formats()
    assert {f.minimum for n, f in formats.items() if n != "commander"} == {60}
    assert (formats["commander"].minimum, formats["commander"].maximum) == (100, 100)
    assert all(not f.banned and f.legal is None for f in formats.values())
    deck = parse_deck("20 Forest\n4 Llanowar Elves\n", bundled_catalog())
    assert formats["modern"].problems(deck) == [
        "rule 100.2a: 24 cards; modern decks hold at least 60"
    ]
