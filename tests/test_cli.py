"""The ``cardhost`` command line: cards, check and demo."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardhost.loading.catalog import bundled_cards_folder
from cardhost.tools.cli import main


def test_cards_lists_every_bundled_card_with_type_line_and_hooks(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["cards"]) == 0
    out = capsys.readouterr().out
    assert "Starting Town\n    Land — Town\n    hooks: replace_own_entering" in out
    assert "Legendary Creature — Human Knight Mercenary" in out
    # Tokens are listed under the card that defines them (111.4).
    assert (
        "March of the Canonized\n    Enchantment\n    hooks: (data only)\n"
        "    token: Vampire Token (Token Creature — Vampire)\n"
        "    token: Vampire Demon Token (Token Creature — Vampire Demon)\n"
    ) in out
    assert "Plains\n    Basic Land — Plains\n    hooks: (data only)" in out


def test_check_accepts_the_bundled_cards(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(bundled_cards_folder())]) == 0
    assert "0 problem(s)" in capsys.readouterr().out


def test_check_reports_every_problem_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    good = tmp_path / "good"
    good.mkdir()
    (good / "good.toml").write_text('name = "Good"\ntypes = ["Land"]\n')
    bad_cost = tmp_path / "bad_cost"
    bad_cost.mkdir()
    (bad_cost / "bad_cost.toml").write_text(
        'name = "Bad"\nmana_cost = "{W/Q}"\ntypes = ["Enchantment"]\n'
    )
    bad_key = tmp_path / "bad_key"
    bad_key.mkdir()
    (bad_key / "bad_key.toml").write_text('name = "Worse"\ntypez = ["Land"]\n')
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "ok: Good" in out
    assert f"{bad_cost / 'bad_cost.toml'}: mana_cost: " in out and "{W/Q}" in out
    assert f"{bad_key / 'bad_key.toml'}: typez: unknown key; did you mean 'types'?" in out
    assert "1 card(s) valid, 2 problem(s)" in out


def test_check_refuses_a_card_creating_a_token_nobody_defines(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """111.4: a token a card creates is its own ``[[tokens]]`` entry's or a card file's;
    Ghost Caller's "Ghost Token" is neither, said by ``check`` and not as it first
    resolves; Treasure Caller's Treasure Token is a bundled card file's."""
    for name, token in (("Ghost Caller", "Ghost Token"), ("Treasure Caller", "Treasure Token")):
        folder = tmp_path / name.split()[0].lower()
        folder.mkdir()
        (folder / "card.toml").write_text(
            f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = ["Sorcery"]\n'
            f'oracle = "Create a {token.removesuffix(" Token")} token."\n'
            f'[spell]\neffects = [{{ create = "{token}" }}]\n'
        )
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert (
        f"{tmp_path / 'ghost' / 'card.toml'}: create: Ghost Caller creates a 'Ghost Token'" in out
    )
    assert "ok: Treasure Caller" in out and "1 card(s) valid, 1 problem(s)" in out


def test_demo_shows_the_headline_cards_at_work(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["demo"]) == 0
    out = capsys.readouterr().out
    assert "Starting Town (#" in out and "entered the battlefield untapped from hand" in out
    assert "attacks alone, 506.5" in out
    assert "created an effect on Squall, SeeD Mercenary (#" in out
    assert "first-strike damage" in out
    assert "Alice created Vampire Token" in out
    assert "Alice created Vampire Demon Token" in out
    assert "--- passed: 9 of 9 expectations hold" in out
    assert out.endswith("1 passed, 0 failed\n")


def test_check_prints_every_problem_of_one_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Each problem on its own line naming file and key, not only the first one."""
    folder = tmp_path / "many"
    folder.mkdir()
    card = folder / "many.toml"
    card.write_text(
        'name = "Many"\nmana_cost = "{Q}"\ntypes = ["Creature"]\npower = 1\n'
        'keywords = ["flying", "zoom"]\n',
        encoding="utf-8",
    )
    assert main(["check", str(tmp_path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines == [
        f"error: {card}: mana_cost: {{Q}} is not a mana symbol in '{{Q}}' (107.4: {{W}} {{U}} "
        "{B} {R} {G} {C}, numbers, {X}, hybrid such as {W/U}, {2/W} or {C/W}, Phyrexian such "
        "as {W/P} or {W/U/P}, and {S})",
        f"error: {card}: keywords[1]: 'zoom' is not a keyword this engine knows (flying, "
        "reach, first strike, double strike, lifelink, haste, vigilance, flash, trample, "
        "deathtouch, menace, defender, indestructible, hexproof, shroud, exalted, prowess, "
        "fear, devoid, wither, infect, intimidate, shadow, horsemanship, skulk, flanking, "
        "persist, undying, changeling, convoke, improvise, delve, storm, cascade, rebound, "
        "sunburst, retrace, split second, evolve, mentor, "
        "unleash, living weapon, umbra armor, totem armor, "
        "protection from <colour or kind>, <basic land type>walk, "
        "affinity for <kind>, bushido <N>, bloodthirst <N>, rampage <N>, soulshift <N>, "
        "fading <N>, vanishing <N>, renown <N>, fabricate <N>, modular <N>, dredge <N>)",
        f"error: {card}: toughness: missing: a creature has power and toughness (208.1)",
        "0 card(s) valid, 3 problem(s)",
    ]


def test_run_reports_every_catalog_problem(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("one", "two"):
        (tmp_path / name).mkdir()
        (tmp_path / name / f"{name}.toml").write_text(f'name = "{name}"\n', encoding="utf-8")
    assert main(["--cards", str(tmp_path), "demo"]) == 1
    out = capsys.readouterr().out
    assert "one.toml: types: missing" in out and "two.toml: types: missing" in out


def test_control_characters_are_escaped_in_what_the_command_prints(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A path or a value holding an ANSI escape can't drive the terminal."""
    folder = tmp_path / "red\x1b[31m"
    folder.mkdir()
    (folder / "card.toml").write_text('name = "Bad\\u001b[2J"\ntypes = ["Land"]\n')
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "\x1b" not in out
    assert "red\\x1b[31m" in out and "'Bad\\x1b[2J' holds characters that aren't printed" in out
