"""Every Oracle paragraph accounted for (113.2): ``cardhost check`` never says "ok" for a
card whose text promises rules nothing implements (docs/card-format.md, "Every paragraph
implemented")."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest

from cardhost import CardFileError, load_card_text
from cardhost.loading.catalog import bundled_cards_folder, check_folders
from cardhost.loading.paragraphs import unclaimed, unspoken
from cardhost.tools.cli import main

TEST_CARDS = Path(__file__).resolve().parent / "cards"

HALF_DONE = """name = "Half-Done Drake"
mana_cost = "{2}{U}"
types = ["Creature"]
subtypes = ["Drake"]
power = 2
toughness = 2
keywords = ["flying"]
oracle = \"\"\"
Flying
Whenever this creature attacks, draw a card.
{1}{U}: Tap target creature.\"\"\"
"""


def write(folder: Path, text: str) -> Path:
    folder.mkdir()
    (folder / f"{folder.name}.toml").write_text(text)
    return folder


@pytest.mark.parametrize("folder", [bundled_cards_folder(), TEST_CARDS], ids=["bundled", "tests"])
def test_every_shipped_and_shared_test_card_is_accounted_for(folder: Path) -> None:
    cards, problems = check_folders([folder])
    assert problems == [] and cards
    assert {card.name: unclaimed(card) for card in cards if unclaimed(card)} == {}
    assert {card.name: unspoken(card) for card in cards if unspoken(card)} == {}


def test_an_incomplete_card_fails_check_naming_each_paragraph(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The keyword line is claimed by ``keywords``; the trigger (603) and the activated
    ability (602.1a) are not: each is an error naming the card, the paragraph and what
    would implement it."""
    folder = write(tmp_path / "half_done_drake", HALF_DONE)
    assert main(["check", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "ok:" not in out
    assert (
        "oracle: Half-Done Drake: paragraph 2 'Whenever this creature attacks, draw a card.' "
        "is not implemented: a [[triggers]] entry (603.1)" in out
    )
    assert "paragraph 3 '{1}{U}: Tap target creature.' is not implemented: a [[abilities]] " in out
    assert "cost = '{1}{U}'" in out
    assert "paragraph 1" not in out
    assert "0 card(s) valid, 2 problem(s)" in out


def test_allow_unimplemented_accepts_work_in_progress_and_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = write(tmp_path / "half_done_drake", HALF_DONE)
    assert main(["check", "--allow-unimplemented", str(folder)]) == 0
    lines = capsys.readouterr().out.splitlines()
    about = [line for line in lines if "Half-Done Drake" in line or "paragraph" in line]
    assert len(about) == 3
    assert all("work in progress" in line for line in about)
    assert lines[-1] == "1 card(s) valid, 0 problem(s)"


def test_data_claims_what_it_implements() -> None:
    """Once the data says it, the paragraph is claimed: the activated ability by its
    cost, a missing keyword by ``keywords``, a static ability by what it affects."""
    done = HALF_DONE.replace(
        "Whenever this creature attacks, draw a card.", "Other Drakes you control get +1/+1."
    )
    done += (
        '\n[[abilities]]\ncost = "{1}{U}"\ntargets = ["target creature"]\n'
        'effects = [{ tap = "target" }]\n'
        '\n[[statics]]\naffects = "other Drakes you control"\npt = "+1/+1"\n'
    )
    assert unclaimed(load_card_text(done)) == []
    without_keyword = load_card_text(done.replace('keywords = ["flying"]\n', ""))
    [gap] = unclaimed(without_keyword)
    assert (gap.number, gap.paragraph) == (1, "Flying")
    assert "keywords = ['flying']" in gap.implement


def test_two_static_abilities_of_the_object_itself_claim_a_paragraph_each() -> None:
    """604.1: "This creature can't be blocked." and "This creature can't block." are two
    static abilities, each claiming its own paragraph, not both the first."""
    card = load_card_text(
        'name = "Alley Skulker"\nmana_cost = "{1}{U}"\ntypes = ["Creature"]\npower = 2\n'
        'toughness = 1\noracle = """Alley Skulker can\'t be blocked.\n'
        'Alley Skulker can\'t block."""\n'
        '[[statics]]\naffects = "this"\ncant = ["be blocked"]\n'
        '[[statics]]\naffects = "this"\ncant = ["block"]\n'
    )
    assert unclaimed(card) == [] and unspoken(card) == []


def test_a_plugin_claims_the_paragraphs_it_names() -> None:
    text = HALF_DONE.replace("{1}{U}: Tap target creature.", "Vigilance").replace(
        '["flying"]', '["flying", "vigilance"]'
    )
    plugin = SimpleNamespace()
    card = load_card_text(
        text + 'implements = ["whenever this creature  ATTACKS"]\n', plugin=plugin
    )
    assert unclaimed(card) == []
    assert card.implemented == frozenset({("", 2)})


@pytest.mark.parametrize(
    ("declaration", "problem"),
    [
        ('["Whenever it blocks"]', "implements[0]: 'Whenever it blocks' begins no paragraph"),
        ('[""]', "implements[0]: '' begins no paragraph"),
        ('["F"]', None),
    ],
)
def test_implements_names_exactly_one_paragraph(declaration: str, problem: str | None) -> None:
    text = HALF_DONE.replace("{1}{U}: Tap target creature.", "Fading Whispers")
    text = text.replace("Whenever this", "Flying drakes whenever this")
    text += f"implements = {declaration}\n"
    with pytest.raises(CardFileError) as error:
        load_card_text(text, plugin=SimpleNamespace())
    message = str(error.value)
    assert message.count("implements[0]") == 1
    if problem is not None:
        assert problem in message
    else:
        assert "'F' begins 3 paragraphs" in message


def test_implements_without_a_plugin_is_an_error() -> None:
    with pytest.raises(CardFileError, match="implements: names what the card's plugin"):
        load_card_text(HALF_DONE + 'implements = ["Whenever this creature attacks"]\n')


def test_data_the_oracle_text_doesnt_say_fails_check(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A card's rules are its Oracle text: a keyword, a mana ability or a static ability
    its text doesn't say is an error, with or without --allow-unimplemented; a basic
    land's reminder text says its mana ability (305.6)."""
    text = HALF_DONE.replace('["flying"]', '["flying", "vigilance"]')
    text += '\n[[mana_abilities]]\ncost = "{T}"\nadd = "{U}"\n'
    folder = write(tmp_path / "half_done_drake", text)
    card = load_card_text((folder / "half_done_drake.toml").read_text())
    assert [(u.key, u.what) for u in unspoken(card)] == [
        ("keywords", "the keyword 'vigilance'"),
        ("mana_abilities[0]", "the mana ability '{T}: Add {U}.'"),
    ]
    assert main(["check", "--allow-unimplemented", str(folder)]) == 1
    out = capsys.readouterr().out
    assert "keywords: Half-Done Drake: the keyword 'vigilance' is implemented, but no " in out
    forest = load_card_text(
        'name = "Forest"\nsupertypes = ["Basic"]\ntypes = ["Land"]\nsubtypes = ["Forest"]\n'
        'oracle = "({T}: Add {G}.)"\n[[mana_abilities]]\ncost = "{T}"\nadd = "{G}"\n'
    )
    assert unspoken(forest) == [] and unclaimed(forest) == []


def test_a_mana_ability_twice_for_one_paragraph_is_one_too_many() -> None:
    """602.1a: each mana ability is a paragraph of its own; two alike for the one
    "{T}: Add {C}." (a script's line duplicated) left the second unsaid, yet each was
    taken as said by it. The second is unspoken; a land with two paragraphs isn't."""
    land = (
        'name = "Waste Patch"\ntypes = ["Land"]\noracle = "{T}: Add {C}."\n'
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{C}"\n'
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{C}"\n'
    )
    card = load_card_text(land)
    assert [u.key for u in unspoken(card)] == ["mana_abilities[1]"]
    both = land.replace('"{T}: Add {C}."', '"{T}: Add {C}.\\n{T}: Add {C}."')
    assert unspoken(load_card_text(both)) == []


def test_protection_from_two_colours_is_two_protections() -> None:
    """702.16g: "protection from black and from green" is shorthand for two protection
    abilities: the keyword line is implemented by both keywords, and each is said."""
    card = load_card_text(
        """
name = "Two-Ward Knight"
mana_cost = "{1}{W}{W}"
types = ["Creature"]
power = 2
toughness = 2
keywords = ["double strike", "protection from black", "protection from green"]
oracle = "Double strike, protection from black and from green"
"""
    )
    assert unclaimed(card) == [] and unspoken(card) == []
    half = load_card_text(
        """
name = "Half-Ward Knight"
mana_cost = "{1}{W}{W}"
types = ["Creature"]
power = 2
toughness = 2
keywords = ["protection from black"]
oracle = "Protection from black and from green"
"""
    )
    assert [u.number for u in unclaimed(half)] == [1]
