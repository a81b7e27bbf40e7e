"""The card file's JSON Schema (``cardhost schema``), generated from the reader's key
tables: every card the project ships validates, and the hostile card files of the tests
are refused by the schema and by the loader alike."""

from __future__ import annotations

import json
import re
from itertools import product
from pathlib import Path

import jsonschema
import pytest
from test_card_files import BAD_CARDS
from test_hostile_files import HOSTILE_TEXTS

from cardhost import CardFileError, load_card_text
from cardhost.loading.tomlfile import read_file, read_table
from cardhost.model.errors import ManaCostError
from cardhost.model.mana import MANA_SYMBOL_PATTERN, parse_symbol
from cardhost.model.validation import name_pattern, name_problem
from cardhost.tools.card_schema import SHIPPED_SCHEMA, card_schema, verb_table
from cardhost.tools.cli import main

ROOT = Path(__file__).resolve().parent.parent
CARD_FILES = sorted(
    [
        *ROOT.glob("cards/*/*.toml"),
        *ROOT.glob("tests/cards/*/*.toml"),
        *ROOT.glob("examples/cardhost-example-pack/cardhost_example_pack/*/*.toml"),
    ]
)
ONLY_THE_LOADER = {
    "token-named-like-its-card": "a token named like its card compares two values",
    "wrong-type-power-float": "JSON Schema counts 3.0 an integer (2020-12, 6.1.1: no fraction)",
}
"""Hostile files whose problem no JSON Schema can state, and why."""


def validator() -> jsonschema.Draft202012Validator:
    return jsonschema.Draft202012Validator(card_schema())


def test_the_schema_is_a_json_schema_and_is_shipped_as_generated() -> None:
    schema = card_schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    assert json.loads(SHIPPED_SCHEMA.read_text(encoding="utf-8")) == schema


@pytest.mark.parametrize("path", CARD_FILES, ids=lambda p: f"{p.parent.parent.name}/{p.stem}")
def test_every_card_the_project_ships_validates(path: Path) -> None:
    errors = [e.message for e in validator().iter_errors(read_file(path, CardFileError))]
    assert errors == []


HOSTILE = [
    pytest.param(case.values[0], id=case.id)
    for case in [*BAD_CARDS, *HOSTILE_TEXTS]
    if case.id not in ONLY_THE_LOADER
]


@pytest.mark.parametrize("text", HOSTILE)
def test_a_hostile_card_file_is_refused_by_the_schema_and_the_loader(text: str) -> None:
    with pytest.raises(CardFileError):
        load_card_text(text, source="hostile.toml")
    try:
        table = read_table(text, "hostile.toml", CardFileError)
    except CardFileError:
        return  # not a table at all: TOML itself refuses it, before either
    assert list(validator().iter_errors(table)), "the schema accepts it"


COST_CHANGES = 'name = "Tax Warden"\ntypes = ["Artifact"]\noracle = "{said}"\n{key} = [{entry}]\n'


@pytest.mark.parametrize(
    ("said", "key", "entry", "valid"),
    [
        (
            "Noncreature spells cost {1} more to cast.",
            "costs_more",
            '{ generic = 1, spells = "noncreature spell", whose = "a player" }',
            True,
        ),
        (
            "Artifact spells you cast cost {1} less to cast.",
            "costs_less",
            '{ generic = 1, spells = "artifact spell" }',
            True,
        ),
        ("Noncreature spells cost {1} more to cast.", "costs_more", '"garbage"', False),
        (
            "Noncreature spells cost {1} more to cast.",
            "costs_more",
            '{ generic = 1, whose = "us" }',
            False,
        ),
        (
            "Noncreature spells cost {1} more to cast.",
            "costs_more",
            '{ spells = "noncreature spell" }',
            False,
        ),
    ],
)
def test_a_cost_change_is_a_table_the_schema_and_the_loader_read_alike(
    said: str, key: str, entry: str, valid: bool
) -> None:
    """``costs_less`` and ``costs_more`` hold tables of a generic amount, a kind of spell
    and whose spells: the schema accepts what the loader loads, and refuses what the
    loader refuses (a string, a ``whose`` that is no player, no amount)."""
    text = COST_CHANGES.format(said=said, key=key, entry=entry)
    errors = list(validator().iter_errors(read_table(text, "tax.toml", CardFileError)))
    if valid:
        assert errors == [] and load_card_text(text).front.cost_changes
    else:
        assert errors
        with pytest.raises(CardFileError):
            load_card_text(text)


def test_only_cross_field_problems_are_left_to_the_loader() -> None:
    ids = {case.id for case in [*BAD_CARDS, *HOSTILE_TEXTS]}
    assert set(ONLY_THE_LOADER) <= ids


def test_the_mana_symbol_pattern_reads_what_the_parser_reads() -> None:
    """Every body of up to four characters of mana symbols' letters, and numbers about
    the largest: the pattern matches exactly those the parser reads (107.4)."""
    bodies = ["".join(t) for n in range(4) for t in product("WUBRGCSXPQw/2 ", repeat=n)]
    bodies += ["1000000", "1000001", "0001000000", "999999", "9999999"]
    for body in bodies:
        try:
            parse_symbol(body)
            reads = True
        except ManaCostError:
            reads = False
        assert (re.fullmatch(MANA_SYMBOL_PATTERN, "{" + body + "}") is not None) == reads, body


@pytest.mark.parametrize(
    "name",
    ["Forest", "Æther Vial", " Forest", "Forest ", "", "Red\x1b[31m", "Evil\u202eEgral", "A" * 201],
)
def test_the_name_pattern_reads_what_the_check_reads(name: str) -> None:
    assert (re.search(name_pattern(), name) is not None) == (name_problem(name) is None)


def test_cardhost_schema_prints_the_schema(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["schema"]) == 0
    assert json.loads(capsys.readouterr().out) == card_schema()


def test_card_format_lists_every_verbs_keys() -> None:
    """docs/card-format.md shows the table of each effect verb's keys, as generated."""
    page = (ROOT / "docs" / "card-format.md").read_text(encoding="utf-8")
    assert verb_table() in page


def test_a_wrong_key_of_a_verb_lists_the_keys_it_takes() -> None:
    text = (
        'name = "Odd Bolt"\ntypes = ["Instant"]\n'
        'oracle = "Odd Bolt deals 3 damage to any target."\n'
        '[spell]\ntargets = ["any target"]\neffects = [{ damage = 3, too = "target" }]\n'
    )
    with pytest.raises(CardFileError) as error:
        load_card_text(text)
    assert "spell.effects[0].too: unknown key for damage; did you mean 'to'?" in str(error.value)
    takes = "(damage takes damage, to, divided, by, x, if, instead, unless, payer, if_paid, at)"
    assert takes in str(error.value)


def test_an_instruction_without_a_verb_names_its_keys() -> None:
    """An instruction whose keys hold no verb ("You may shuffle.": there is no shuffle
    instruction) names those keys, with a suggestion where one is near a verb."""
    text = (
        'name = "Odd Shuffle"\ntypes = ["Sorcery"]\noracle = "Draw a card. You may shuffle."\n'
        '[spell]\neffects = [{ draw = 1 }, { shuffle = "you", may = true }]\n'
    )
    with pytest.raises(CardFileError) as error:
        load_card_text(text)
    said = str(error.value)
    assert (
        "spell.effects[1]: an instruction has exactly one verb; found none among its keys " in said
    )
    assert "('shuffle', 'may')" in said and "(the verbs: draw, discard" in said
    assert "what none says, a plugin's hook does: docs/plugins.md" in said


def test_another_verbs_key_is_said_to_be_no_misspelling() -> None:
    """Path to Exile's "Its controller may search" isn't data: search has no player, and
    the message says player is other verbs' key rather than suggesting 'payer'; the
    target the first instruction uses isn't called unused as a follow-on."""
    text = (
        'name = "Odd Path"\ntypes = ["Instant"]\noracle = "Exile target creature. Its '
        'controller may search their library for a basic land card."\n[spell]\n'
        'targets = ["target creature"]\n'
        'effects = [{ exile = "target" }, { search = "basic land card", player = "target" }]\n'
    )
    with pytest.raises(CardFileError) as error:
        load_card_text(text)
    said = str(error.value)
    assert "effects[1].player: unknown key for search: player is another verb's" in said
    assert "acts on a target" not in said
