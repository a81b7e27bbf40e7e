"""The README is the front door: its hook reference matches the hookspecs, its Python
examples run, and its first lines are the two commands for a fresh machine."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import pytest

from cardhost.hooks import specs
from cardhost.hooks.implementations import HOOK_NAMES

README = Path(__file__).resolve().parent.parent / "README.md"


def readme() -> str:
    return README.read_text(encoding="utf-8")


@pytest.mark.parametrize("hook", sorted(HOOK_NAMES))
def test_every_hook_is_documented_with_its_signature(hook: str) -> None:
    parameters = ", ".join(inspect.signature(getattr(specs, hook)).parameters)
    assert f"### `{hook}({parameters})`" in readme()


def test_readme_documents_no_hook_that_does_not_exist() -> None:
    documented = set(re.findall(r"^### `(\w+)\(", readme(), flags=re.MULTILINE))
    assert documented == set(HOOK_NAMES)


@pytest.mark.parametrize("hook", sorted(HOOK_NAMES))
def test_every_hookspec_has_a_docstring_citing_a_rule(hook: str) -> None:
    doc = inspect.getdoc(getattr(specs, hook)) or ""
    assert re.search(r"\b\d{3}\.\d+", doc), f"{hook}'s docstring cites no rule"


def test_readme_python_examples_run() -> None:
    blocks = re.findall(r"```python\n(.*?)```", readme(), flags=re.DOTALL)
    assert blocks
    for block in blocks:
        namespace: dict[str, object] = {"__name__": "readme_example"}
        exec(compile(block, str(README), "exec"), namespace)


def test_readme_opens_with_the_two_commands() -> None:
    first_block = re.search(r"```sh\n(.*?)```", readme(), flags=re.DOTALL)
    assert first_block is not None
    lines = first_block.group(1).strip().splitlines()
    assert "cardhost demo" in lines[0]
    assert "'.[test]'" in lines[1] and "pytest" in lines[1]
    assert readme().index("```sh") < 20


def test_readme_scenario_example_passes(tmp_path: Path) -> None:
    from cardhost.tools.scenario import run_scenario

    blocks = [
        b for b in re.findall(r"```toml\n(.*?)```", readme(), flags=re.DOTALL) if "[[expect]]" in b
    ]
    assert blocks
    for index, block in enumerate(blocks):
        path = tmp_path / f"readme{index}.scenario.toml"
        path.write_text(block)
        result = run_scenario(path)
        assert result.passed, result.failures
