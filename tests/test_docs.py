"""The README is the front door: its first lines are the two commands for a fresh machine,
its Python examples run, its card is the bundled card, and it stays short."""

from __future__ import annotations

import re
from pathlib import Path

from cardhost import ChoiceKind, Step, bundled_catalog, load_card_text

README = Path(__file__).resolve().parent.parent / "README.md"


def readme() -> str:
    return README.read_text(encoding="utf-8")


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


def test_readme_card_is_the_bundled_card() -> None:
    (block,) = re.findall(r"```toml\n(.*?)```", readme(), flags=re.DOTALL)
    shown = load_card_text(block, plugin=object())
    bundled = bundled_catalog().get(shown.name)
    assert shown.front == bundled.front and dict(shown.config) == dict(bundled.config)


def test_readme_is_a_front_door() -> None:
    assert len(readme().splitlines()) <= 150
    for link in re.findall(r"\]\((docs/[\w.-]+|examples/[\w-]+)\)", readme()):
        assert (README.parent / link).exists(), link


def test_api_lists_every_step() -> None:
    """docs/api.md names each member of Step with its value (500.1)."""
    page = (README.parent / "docs" / "api.md").read_text(encoding="utf-8")
    for step in Step:
        assert f'| `Step.{step.name}` | `"{step.value}"` |' in page


def test_api_lists_every_kind_of_choice() -> None:
    """docs/api.md's Choices section names every ChoiceKind a script answers."""
    page = (README.parent / "docs" / "api.md").read_text(encoding="utf-8")
    section = page[page.index("## Choices") :]
    section = section[: section.index("\n## ", 1)]
    missing = [kind.value for kind in ChoiceKind if f"`{kind.value}`" not in section]
    assert missing == []
