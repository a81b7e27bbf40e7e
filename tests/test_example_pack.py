"""The example card pack, installed as a user would: a fresh virtual environment, cardhost
and ``examples/cardhost-example-pack`` installed into it with pip (the running
interpreter's pointed at the new environment with ``--python`` where that pip has the
option, 22.3 or newer: a venv made without a pip of its own starts in a tenth of the
time), then the pack's cards
listed, its scenario played and its own tests run with that environment's tools.

Slow (a venv and a pip install, about 10-60 s) and it needs PyPI for the build backend and
pytest.
"""

from __future__ import annotations

import os
import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
PACK = REPO / "examples" / "cardhost-example-pack"
SCENARIO = PACK / "tests" / "soul_warden.scenario.toml"
BIN = "Scripts" if os.name == "nt" else "bin"


def _run(command: list[str | Path], cwd: Path, timeout: float = 120) -> subprocess.CompletedProcess:
    """Run a command with an environment that points at nothing of the repository's."""
    env = {
        k: v
        for k, v in os.environ.items()
        if k not in ("PYTHONPATH", "CARDHOST_CARDS", "VIRTUAL_ENV")
    }
    env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
    return subprocess.run(
        [str(part) for part in command],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        timeout=timeout,
        check=False,
    )


def _explain(result: subprocess.CompletedProcess) -> str:
    return f"exit status {result.returncode}\nstdout:\n{result.stdout}\nstderr:\n{result.stderr}"


def _pip_version() -> tuple[int, ...]:
    """The running interpreter's pip's version, as numbers."""
    numbers = version("pip").split(".")[:2]
    return tuple(int(n) for n in numbers if n.isdigit())


def venv_package(venv: Path) -> Path:
    """The example pack's package folder inside the virtual environment."""
    found = sorted(venv.glob("lib/python*/site-packages/cardhost_example_pack"))
    assert found, f"no cardhost_example_pack in {venv}"
    return found[0]


def test_the_example_pack_installs_lists_plays_and_passes_its_tests(tmp_path: Path) -> None:
    venv = tmp_path / "venv"
    work = tmp_path / "work"  # the commands run here, so nothing is imported from the repo
    work.mkdir()
    own_pip = _pip_version() < (22, 3)
    made = _run(
        [sys.executable, "-m", "venv", *([] if own_pip else ["--without-pip"]), venv], cwd=work
    )
    assert made.returncode == 0, _explain(made)
    python = venv / BIN / "python"
    cardhost = venv / BIN / "cardhost"
    pip = [python, "-m", "pip"] if own_pip else [sys.executable, "-m", "pip", "--python", python]

    # One pip call: cardhost from the repository (it satisfies the pack's dependency) and
    # the pack with its test extra (pytest).
    installed = _run([*pip, "install", "--quiet", REPO, f"{PACK}[test]"], cwd=work, timeout=600)
    assert installed.returncode == 0, _explain(installed)

    # Both come from the venv's site-packages, not from the source tree.
    where = _run(
        [
            python,
            "-c",
            "import cardhost, cardhost_example_pack as p; "
            "print(cardhost.__file__); print(p.__file__)",
        ],
        cwd=work,
    )
    assert where.returncode == 0, _explain(where)
    for line in where.stdout.split():
        assert Path(line).resolve().is_relative_to(venv.resolve()), where.stdout

    # One top-level package, cardhost: the repository's hooks/, cards/ and plugin_core/
    # folders are installed inside it, and no generic name is taken.
    for taken in ("hooks", "cards", "plugin_core"):
        imported = _run([python, "-c", f"import {taken}"], cwd=work)
        assert imported.returncode != 0 and "ModuleNotFoundError" in imported.stderr, taken
    files = _run(
        [python, "-c", "from importlib.metadata import files; print(*files('cardhost'))"],
        cwd=work,
    )
    tops = {Path(f).parts[0] for f in files.stdout.split()}
    assert {t for t in tops if not t.endswith(".dist-info") and t != ".."} == {"cardhost"}
    hooks_folder = _run([python, "-c", "import cardhost.hooks as h; print(h.__file__)"], cwd=work)
    assert Path(hooks_folder.stdout.strip()).parent.name == "hooks", _explain(hooks_folder)

    listed = _run([cardhost, "cards"], cwd=work)
    assert listed.returncode == 0, _explain(listed)
    origin = "from: pack cardhost-example-pack (entry point 'example')"
    assert (
        f"Soul Warden\n    Creature — Human Cleric\n    hooks: on_permanent_entered\n    {origin}"
        in listed.stdout
    ), listed.stdout
    assert (
        f"Savannah Lions\n    Creature — Cat\n    hooks: (data only)\n    {origin}" in listed.stdout
    ), listed.stdout

    # With the pack installed, its cards come from site-packages; the scenario's ``cards``
    # key names the pack's source folder, other files defining the same names, which is
    # an error naming both. So play a copy of the scenario without its ``cards`` key.
    text = SCENARIO.read_text(encoding="utf-8")
    cards_line = 'cards = ["../cardhost_example_pack"]\n'
    assert text.count(cards_line) == 1
    scenario = work / SCENARIO.name
    scenario.write_text(text.replace(cards_line, ""), encoding="utf-8")
    played = _run([cardhost, "run", scenario], cwd=work)
    assert played.returncode == 0, _explain(played)
    assert "--- passed: 5 of 5 expectations hold" in played.stdout, played.stdout
    assert "Alice gained 1 life (Soul Warden); life 23." in played.stdout, played.stdout

    # Data-only: the pack's folder is found without importing it; its Python card is
    # refused and its data card listed.
    marker = "cardhost_example_pack imported"
    init = venv_package(venv) / "__init__.py"
    init.write_text(init.read_text(encoding="utf-8") + f"\nprint({marker!r})\n")
    data_only = _run([cardhost, "--data-only", "cards"], cwd=work)
    assert data_only.returncode == 0, _explain(data_only)
    assert marker not in data_only.stdout + data_only.stderr
    assert f"Savannah Lions\n    Creature — Cat\n    hooks: (data only)\n    {origin}" in (
        data_only.stdout
    )
    assert "refused: " in data_only.stderr and "soul_warden.toml: plugin:" in data_only.stderr

    tested = _run(
        [python, "-m", "pytest", PACK / "tests", "-q", "-rA", "-p", "no:cacheprovider"], cwd=work
    )
    assert tested.returncode == 0, _explain(tested)
    passed = [line for line in tested.stdout.splitlines() if line.startswith("PASSED ")]
    assert any("test_soul_warden.py::test_two_wardens_each_trigger" in p for p in passed), (
        tested.stdout
    )
    assert any("soul_warden.scenario.toml::soul_warden" in p for p in passed), tested.stdout
