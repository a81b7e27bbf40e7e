"""The authoring guide in docs/ is exact: the hook reference matches the hookspecs, every
key the card loader and the scenario reader accept is documented, and the walkthrough's
files, written out as a reader would, pass their tests."""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardhost import CONTRACTS, Combine
from cardhost.hooks import specs
from cardhost.hooks.implementations import HOOK_NAMES
from cardhost.loading.abilities import ABILITY_KEYS, MANA_ABILITY_KEYS, SPELL_KEYS
from cardhost.loading.cardfile import CARD_KEYS
from cardhost.loading.catalog import check_folders, pack_sources
from cardhost.loading.reader import FACE_KEYS
from cardhost.tools.expectations import LOG_FACTS, PERMANENT_FACTS, PLAYER_FACTS, TURN_FACTS
from cardhost.tools.hook_reference import hook_section, render
from cardhost.tools.scenario import (
    ACTIONS,
    CARD_STATUS_KEYS,
    PLAYER_KEYS,
    SCENARIO_KEYS,
    run_scenario,
)

DOCS = Path(__file__).resolve().parent.parent / "docs"
FILE_MARKER = re.compile(r"^<!-- file: (?P<path>[^ ]+) -->\n```\w*\n(?P<body>.*?)^```", re.M | re.S)
PAGES = (
    "README.md",
    "card-format.md",
    "hooks.md",
    "plugins.md",
    "scenarios.md",
    "testing.md",
    "walkthrough.md",
    "publishing.md",
)


def page(name: str) -> str:
    return (DOCS / name).read_text(encoding="utf-8")


def marked_files(name: str) -> dict[str, str]:
    """The fenced blocks of a page marked ``<!-- file: PATH -->``, by path."""
    return {m["path"]: m["body"] for m in FILE_MARKER.finditer(page(name))}


def run(command: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "CARDHOST_CARDS"}
    return subprocess.run(
        command, cwd=cwd, env=env, capture_output=True, text=True, timeout=300, check=False
    )


def explain(result: subprocess.CompletedProcess[str]) -> str:
    return f"exit status {result.returncode}\n{result.stdout}\n{result.stderr}"


@pytest.mark.parametrize("name", PAGES)
def test_every_page_exists_and_is_linked_from_the_index(name: str) -> None:
    assert page(name).strip()
    if name != "README.md":
        assert f"]({name})" in page("README.md")


# ------------------------------------------------------------------ hooks.md
def test_hooks_md_is_the_generated_reference() -> None:
    """docs/hooks.md is what `cardhost hooks` prints from the specifications, so the two
    cannot drift; regenerate it with `cardhost hooks > docs/hooks.md`."""
    assert page("hooks.md") == render()


@pytest.mark.parametrize("hook", sorted(HOOK_NAMES))
def test_every_hook_documents_each_argument_and_cites_a_rule(hook: str) -> None:
    function = getattr(specs, hook)
    doc = inspect.getdoc(function) or ""
    assert re.search(r"\b\d{3}\.\d+", doc), f"{hook}'s docstring cites no rule"
    section = hook_section(hook)
    for parameter in inspect.signature(function).parameters:
        assert f"| `{parameter}` |" in section, f"{hook}: argument {parameter!r} undocumented"
    if CONTRACTS[hook].combine is not Combine.IGNORED:
        assert "**Returns:** " in section and not section.endswith("**Returns:** ")


@pytest.mark.parametrize("name", ["hooks.md", "plugins.md", "api.md"])
def test_python_examples_run(name: str) -> None:
    blocks = re.findall(r"```python\n(.*?)```", page(name), flags=re.S)
    assert blocks
    for block in blocks:
        exec(compile(block, f"docs/{name}", "exec"), {"__name__": "docs_example"})


# ------------------------------------------------------------------ card-format.md
@pytest.mark.parametrize(
    "key", sorted({*FACE_KEYS, *CARD_KEYS, *MANA_ABILITY_KEYS, *ABILITY_KEYS, *SPELL_KEYS})
)
def test_every_card_key_is_documented(key: str) -> None:
    assert f"| `{key}` |" in page("card-format.md"), f"card-format.md has no row for {key!r}"


# ------------------------------------------------------------------ scenarios.md
@pytest.mark.parametrize("action", sorted(ACTIONS))
def test_every_scenario_action_is_documented(action: str) -> None:
    assert f'`do = "{action}"`' in page("scenarios.md")


@pytest.mark.parametrize("key", sorted({*SCENARIO_KEYS, *PLAYER_KEYS, *CARD_STATUS_KEYS}))
def test_every_scenario_key_is_documented(key: str) -> None:
    assert f"| `{key}` |" in page("scenarios.md"), f"scenarios.md has no row for {key!r}"


def section(text: str, heading: str) -> str:
    """The text of ``text`` from the heading line ``heading`` to the next heading of its level."""
    level = heading.split(" ", 1)[0]
    start = text.index(f"\n{heading}\n")
    end = text.find(f"\n{level} ", start + 1)
    return text[start : end if end != -1 else len(text)]


def action_row(action: str) -> list[str]:
    """The cells of the row of ``action`` in scenarios.md's table of actions."""
    prefix = f'| `do = "{action}"` |'
    rows = [line for line in page("scenarios.md").splitlines() if line.startswith(prefix)]
    assert len(rows) == 1, f"scenarios.md has {len(rows)} table rows for {action!r}"
    return [cell.strip() for cell in rows[0].strip("|").split("|")]


@pytest.mark.parametrize("action", sorted(ACTIONS))
def test_every_action_s_required_and_optional_keys_are_documented(action: str) -> None:
    _, required, optional, _ = action_row(action)
    spec = ACTIONS[action]
    assert set(re.findall(r"`(\w+)`", required)) == set(spec.required), action
    assert set(re.findall(r"`(\w+)`", optional)) == set(spec.optional), action


def test_scenarios_md_documents_by_and_choices_of_every_action() -> None:
    actions = section(page("scenarios.md"), "## Actions")
    assert "`by`" in actions and "`choices`" in actions
    assert "not every answer was asked for by this action" in actions


SUBJECT_FACTS = {
    "player": PLAYER_FACTS,
    "permanent": PERMANENT_FACTS,
    "log": LOG_FACTS,
    "turn": TURN_FACTS,
}


@pytest.mark.parametrize(
    ("subject", "fact"),
    sorted((subject, fact) for subject, facts in SUBJECT_FACTS.items() for fact in facts),
)
def test_every_expectation_fact_is_documented(subject: str, fact: str) -> None:
    expectations = section(page("scenarios.md"), "## Expectations")
    assert re.search(rf"`{fact}( = [^`]+)?`", expectations), (
        f"scenarios.md's Expectations section does not name the {subject} fact {fact!r}"
    )


TABLED_FACTS = {*PLAYER_FACTS, *PERMANENT_FACTS} - {"player", "permanent", "controller"}


@pytest.mark.parametrize("fact", sorted(TABLED_FACTS))
def test_every_player_and_permanent_fact_has_a_table_row(fact: str) -> None:
    expectations = section(page("scenarios.md"), "## Expectations")
    rows = [line for line in expectations.splitlines() if line.startswith("| `")]
    assert any(f"`{fact}`" in row.split("|")[1] for row in rows), fact


def test_scenarios_md_example_passes(tmp_path: Path) -> None:
    files = marked_files("scenarios.md")
    assert files
    for name, body in files.items():
        path = tmp_path / name
        path.write_text(body, encoding="utf-8")
        result = run_scenario(path)
        assert result.passed, result.failures
        assert result.checked == body.count("[[expect]]")


# ------------------------------------------------------------------ testing.md
def test_testing_md_examples_pass(tmp_path: Path) -> None:
    blocks = re.findall(r"```python\n(.*?)```", page("testing.md"), flags=re.S)
    assert blocks
    for index, block in enumerate(blocks):
        (tmp_path / f"test_example_{index}.py").write_text(block, encoding="utf-8")
    tests = sum(len(re.findall(r"^def test_", b, flags=re.M)) for b in blocks)
    result = run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"], tmp_path)
    assert result.returncode == 0, explain(result)
    assert f"{tests} passed" in result.stdout, explain(result)


# ------------------------------------------------------------------ walkthrough.md
WALKTHROUGH_FOLDER = "mycards/soul_warden"


def test_walkthrough_marks_the_card_plugin_tests_and_scenario() -> None:
    files = marked_files("walkthrough.md")
    assert set(files) == {
        f"{WALKTHROUGH_FOLDER}/soul_warden.toml",
        f"{WALKTHROUGH_FOLDER}/soul_warden.py",
        f"{WALKTHROUGH_FOLDER}/test_soul_warden.py",
        f"{WALKTHROUGH_FOLDER}/soul_warden.scenario.toml",
    }
    text = page("walkthrough.md")
    assert 'cardhost new "Soul Warden" --dir mycards' in text
    assert f"python -m pytest {WALKTHROUGH_FOLDER}" in text
    assert "on_permanent_entered" in files[f"{WALKTHROUGH_FOLDER}/soul_warden.py"]
    assert "game.trigger(" in files[f"{WALKTHROUGH_FOLDER}/soul_warden.py"]


def test_walkthrough_from_nothing_to_passing_tests(tmp_path: Path) -> None:
    cli = [sys.executable, "-m", "cardhost.tools.cli"]
    created = run([*cli, "new", "Soul Warden", "--dir", "mycards"], tmp_path)
    assert created.returncode == 0, explain(created)
    assert f"created {WALKTHROUGH_FOLDER}" in created.stdout
    for name, body in marked_files("walkthrough.md").items():
        path = tmp_path / name
        assert path.parent.is_dir(), f"{name} is not in the folder cardhost new made"
        path.write_text(body, encoding="utf-8")

    checked = run([*cli, "check", WALKTHROUGH_FOLDER], tmp_path)
    assert checked.returncode == 0, explain(checked)
    assert "1 card(s) valid, 0 problem(s)" in checked.stdout

    tested = run(
        [sys.executable, "-m", "pytest", WALKTHROUGH_FOLDER, "-v", "-p", "no:cacheprovider"],
        tmp_path,
    )
    assert tested.returncode == 0, explain(tested)
    test_code = (tmp_path / WALKTHROUGH_FOLDER / "test_soul_warden.py").read_text()
    expected = len(re.findall(r"^def test_", test_code, flags=re.M)) + 1  # and the scenario
    assert f"{expected} passed" in tested.stdout, explain(tested)
    assert "soul_warden.scenario.toml::soul_warden PASSED" in tested.stdout

    installed, _ = check_folders(pack_sources())
    played = run([*cli, "run", f"{WALKTHROUGH_FOLDER}/soul_warden.scenario.toml"], tmp_path)
    if any(card.name == "Soul Warden" for card in installed):
        # An installed pack defines another Soul Warden: a duplicate naming both files.
        assert played.returncode == 1, explain(played)
        assert "the card name 'Soul Warden' is already defined by" in played.stdout
    else:
        assert played.returncode == 0, explain(played)
        assert "--- passed: 4 of 4 expectations hold" in played.stdout, explain(played)
