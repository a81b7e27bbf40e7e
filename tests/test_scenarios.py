"""Scenario files: the bundled ones pass, bad ones name the file and the key, and failed
expectations say what was expected and what was found."""

from __future__ import annotations

from pathlib import Path

import pytest

from plugin_core.cli import main
from plugin_core.scenario import SCENARIOS_FOLDER, ScenarioError, run_scenario

BUNDLED = sorted(SCENARIOS_FOLDER.glob("*.scenario.toml"))


def test_a_scenario_ships_for_each_headline_card() -> None:
    names = {path.name for path in BUNDLED}
    assert {
        "showcase.scenario.toml",
        "starting_town.scenario.toml",
        "squall.scenario.toml",
        "march_of_the_canonized.scenario.toml",
    } <= names


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.name)
def test_bundled_scenarios_pass(path: Path) -> None:
    result = run_scenario(path)
    assert result.failures == []
    assert result.checked >= 4


GOOD = """
name = "Bears"
[players.Alice]
hand = ["Forest"]
[players.Bob]
[[actions]]
do = "play land"
card = "Forest"
[[expect]]
permanent = "Forest"
count = 1
"""


def write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "case.scenario.toml"
    path.write_text(text)
    return path


def test_a_good_scenario_passes_and_cardhost_run_exits_0(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, GOOD)
    assert run_scenario(path).passed
    assert main(["run", str(path)]) == 0
    assert "--- passed: 1 of 1 expectations hold" in capsys.readouterr().out


def test_a_failed_expectation_says_expected_and_found(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, GOOD.replace("count = 1", "count = 2"))
    result = run_scenario(path)
    assert result.failures == ["expect[0]: expected number of Forest 2, found 1"]
    assert main(["run", str(path)]) == 1
    out = capsys.readouterr().out
    assert "FAILED expect[0]: expected number of Forest 2, found 1" in out
    assert out.endswith("0 passed, 1 failed\n")


@pytest.mark.parametrize(
    ("old", "new", "key", "problem"),
    [
        (
            'hand = ["Forest"]',
            'hand = ["Forrest"]',
            "players.Alice.hand[0].card",
            "no card named 'Forrest' in the catalog; did you mean 'Forest'?",
        ),
        ('do = "play land"', 'do = "play a land"', "actions[0].do", "unknown action 'play a land'"),
        ('name = "Bears"', 'nmae = "Bears"', "nmae", "unknown key"),
        ('hand = ["Forest"]', 'hand = ["Forest"]\nlif = 3', "players.Alice.lif", "unknown key"),
        ('card = "Forest"', 'card = "Island"', "actions[0].card", "no 'Island' in hand"),
    ],
)
def test_bad_scenarios_name_the_file_and_the_key(
    tmp_path: Path, old: str, new: str, key: str, problem: str
) -> None:
    path = write(tmp_path, GOOD.replace(old, new))
    with pytest.raises(ScenarioError) as raised:
        run_scenario(path)
    error = raised.value
    assert error.path == str(path)
    assert error.key == key
    assert problem in error.problem


def test_an_illegal_action_names_the_action_and_the_rule(tmp_path: Path) -> None:
    text = GOOD.replace('hand = ["Forest"]', 'hand = ["Forest", "Island"]').replace(
        "[[expect]]", '[[actions]]\ndo = "play land"\ncard = "Island"\n[[expect]]'
    )
    with pytest.raises(ScenarioError) as raised:
        run_scenario(write(tmp_path, text))
    assert raised.value.key == "actions[1]"
    assert "play land: rule 305.2" in raised.value.problem


def test_cardhost_run_reports_a_bad_file_and_exits_1(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = write(tmp_path, "this is = = not toml")
    assert main(["run", str(path)]) == 1
    assert f"error: {path}: not valid TOML" in capsys.readouterr().out
