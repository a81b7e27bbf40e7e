"""The command line facing hostile input: one line per mistake, naming what and where, an
honest exit status, never a traceback; one bad source never hides the others."""

from __future__ import annotations

import contextlib
import io
import json
import os
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from cardhost.loading.catalog import ENVIRONMENT_VARIABLE
from cardhost.tools.cli import main

Capture = pytest.CaptureFixture[str]

GOOD = 'name = "Good Land"\ntypes = ["Land"]\n'


def card(root: Path, slug: str, toml: str, code: str | None = None) -> Path:
    """A card folder ``root/slug`` holding ``toml`` and, if given, ``code.py``."""
    folder = root / slug
    folder.mkdir(parents=True)
    (folder / f"{slug}.toml").write_text(toml, encoding="utf-8")
    if code is not None:
        (folder / "code.py").write_text(code, encoding="utf-8")
    return folder


def scenario(path: Path, text: str) -> Path:
    path.write_text(text, encoding="utf-8")
    return path


@pytest.fixture(autouse=True)
def forget_card_modules() -> Iterator[None]:
    """Plugins imported by one test are not seen by the next."""
    before = set(sys.modules)
    yield
    for name in set(sys.modules) - before:
        if name.startswith(("cardhost_card_", "brokenpack")):
            del sys.modules[name]


# --------------------------------------------------------------------------- one bad file


def test_cards_lists_the_good_cards_and_every_problem(tmp_path: Path, capsys: Capture) -> None:
    """``cardhost cards`` with one broken card file among good ones: the good cards are
    listed, every problem of the bad file is on standard error, and the status is 1."""
    card(tmp_path, "good_land", GOOD)
    bad = card(tmp_path, "bad", 'name = ""\ntypes = ["Instant", "Creature"]\n')
    assert main(["--cards", str(tmp_path), "cards"]) == 1
    captured = capsys.readouterr()
    assert "Good Land\n    Land\n" in captured.out
    errors = captured.err.splitlines()
    assert f"error: {bad / 'bad.toml'}: name: empty: every card has a name (201.1)" in errors
    assert any("types: an instant can't also be" in line for line in errors)


def test_cards_and_the_log_escape_control_characters(tmp_path: Path, capsys: Capture) -> None:
    """A subtype or a path holding an ANSI escape is refused, and neither ``cards`` nor
    ``run`` writes the escape raw."""
    card(tmp_path, "red\x1b[31m", 'name = "Red Land"\ntypes = ["Land"]\n')
    card(
        tmp_path,
        "odd",
        'name = "Odd Land"\ntypes = ["Land"]\nsubtypes = ["Town\\u001b[2J"]\n',
    )
    assert main(["--cards", str(tmp_path), "cards"]) == 1
    captured = capsys.readouterr()
    assert "\x1b" not in captured.out + captured.err
    assert "red\\x1b[31m" in captured.out
    assert "subtypes[0]: 'Town\\x1b[2J' holds characters that aren't printed" in captured.err


# --------------------------------------------------------------------------- plugin code


@pytest.mark.parametrize("raised", ["SystemExit(0)", "GeneratorExit()", "BaseException('x')"])
def test_a_plugin_that_exits_at_import_is_reported_with_the_others(
    tmp_path: Path, capsys: Capture, raised: str
) -> None:
    """A plugin raising SystemExit (or another BaseException) as it is imported is that
    card's problem: ``check`` still reports the other bad file and exits 1."""
    quitter = card(
        tmp_path,
        "quitter",
        'name = "Quitter"\ntypes = ["Enchantment"]\nplugin = "code.py"\n',
        f"raise {raised}\n",
    )
    card(tmp_path, "untyped", 'name = "Untyped"\n')
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"error: {quitter / 'quitter.toml'}: plugin:" in out
    assert "untyped.toml: types: missing" in out
    assert out.endswith("0 card(s) valid, 2 problem(s)\n")


def test_system_exit_in_a_hook_fails_the_run_and_names_the_card(
    tmp_path: Path, capsys: Capture
) -> None:
    """``cardhost run`` of a scenario whose card plugin raises SystemExit(0) in a hook
    reports that card and hook and fails, and the next scenario still runs."""
    cards = tmp_path / "cards"
    card(
        cards,
        "quitter",
        'name = "Quitter"\ntypes = ["Enchantment"]\nplugin = "code.py"\n',
        "from cardhost import hookimpl\n\n\n@hookimpl\ndef on_beginning_of_step(game, event):\n"
        "    raise SystemExit(0)\n",
    )
    bad = scenario(
        tmp_path / "bad.scenario.toml",
        '[players.Alice]\nbattlefield = ["Quitter"]\n[players.Bob]\n[[actions]]\ndo = "advance"\n',
    )
    good = scenario(tmp_path / "good.scenario.toml", "[players.Alice]\n[players.Bob]\n")
    assert main(["--cards", str(cards), "run", str(bad), str(good)]) == 1
    out = capsys.readouterr().out
    assert "card 'Quitter' raised in hook 'on_beginning_of_step': SystemExit: 0" in out
    assert out.endswith("1 passed, 1 failed\n")


# --------------------------------------------------------------------------- sources


def test_a_stale_folder_in_the_environment_is_skipped(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A folder named in CARDHOST_CARDS that no longer exists is reported and skipped;
    the run goes on."""
    monkeypatch.setenv(ENVIRONMENT_VARIABLE, str(tmp_path / "gone"))
    good = scenario(tmp_path / "good.scenario.toml", "[players.Alice]\n[players.Bob]\n")
    assert main(["run", str(good)]) == 0
    captured = capsys.readouterr()
    gone = tmp_path / "gone"
    assert f"skipped: {ENVIRONMENT_VARIABLE} ({gone}): '{gone}' is not a folder" in captured.err
    assert captured.out.endswith("1 passed, 0 failed\n")


def test_a_broken_installed_pack_is_skipped(
    tmp_path: Path, capsys: Capture, monkeypatch: pytest.MonkeyPatch
) -> None:
    """An installed pack whose entry point names a module that isn't there: ``cards``,
    ``run`` and ``demo`` report it, leave it out and go on."""
    site = tmp_path / "site"
    dist = site / "brokenpack-0.1.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: brokenpack\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[cardhost.cards]\nbroken = brokenpack.missing\n")
    monkeypatch.syspath_prepend(str(site))
    assert main(["cards"]) == 0
    assert "skipped: pack brokenpack" in capsys.readouterr().err
    assert main(["demo"]) == 0
    captured = capsys.readouterr()
    assert "skipped: pack brokenpack" in captured.err
    assert captured.out.endswith("1 passed, 0 failed\n")


# --------------------------------------------------------------------------- cardhost new


@pytest.mark.parametrize(
    ("name", "problem"),
    [
        ("A" * 300, "300 characters long; names are at most 200"),
        ("Bad\nName", "holds characters that aren't printed (\\n)"),
        ("", "empty: every card has a name"),
    ],
    ids=["300-characters", "line-break", "empty"],
)
def test_new_refuses_a_bad_name_and_writes_nothing(
    tmp_path: Path, capsys: Capture, name: str, problem: str
) -> None:
    assert main(["new", name, "--dir", str(tmp_path)]) == 1
    assert problem in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []


def test_new_into_a_file_is_refused(tmp_path: Path, capsys: Capture) -> None:
    target = tmp_path / "a file"
    target.write_text("not a folder")
    assert main(["new", "Fine Name", "--dir", str(target)]) == 1
    err = capsys.readouterr().err
    assert err.startswith("error: ") and "nothing was written" in err
    assert target.read_text() == "not a folder"


# --------------------------------------------------------------------------- scenarios


@pytest.mark.parametrize(
    ("text", "key", "problem"),
    [
        (
            "seed = " + "9" * 4400 + "\n[players.Alice]\n[players.Bob]\n",
            "",
            "an integer of more than 4,300 digits",
        ),
        (
            '[players."Al\\u001b[2Jice"]\n[players.Bob]\n',
            'players."Al\\x1b[2Jice"',
            "holds characters that aren't printed (\\x1b)",
        ),
        ('[players.""]\n[players.Bob]\n', 'players.""', "empty: every player has a name"),
        (
            '[players.Alice]\n[players.Bob]\n[[expect]]\nplayer = "Alice"\nturns_taken = -1\n',
            "expect[0].turns_taken",
            "expected an integer of at least 0, found -1",
        ),
        (
            '[players.Alice]\n[players.Bob]\n[[expect]]\npermanent = "Forest"\ncount = -3\n',
            "expect[0].count",
            "expected an integer of at least 0, found -3",
        ),
        (
            "[players.Alice]\n[players.Bob]\n[[expect]]\nturn = -5\n",
            "expect[0].turn",
            "expected an integer of at least 1, found -5",
        ),
    ],
    ids=[
        "huge-seed",
        "escape-in-player-name",
        "empty-player-name",
        "negative-turns-expected",
        "negative-count-expected",
        "negative-turn-expected",
    ],
)
def test_a_bad_scenario_is_one_line_naming_file_and_key(
    tmp_path: Path, capsys: Capture, text: str, key: str, problem: str
) -> None:
    path = scenario(tmp_path / "bad.scenario.toml", text)
    assert main(["run", str(path)]) == 1
    out = capsys.readouterr().out
    [line] = [line for line in out.splitlines() if line.startswith("error: ")]
    where = f"{path}: {key}: " if key else f"{path}: "
    assert line.startswith(f"error: {where}"), line
    assert problem in line
    assert "\x1b" not in out


def test_every_bad_card_of_a_scenarios_own_folder_is_its_own_line(
    tmp_path: Path, capsys: Capture
) -> None:
    card(tmp_path / "own", "three", 'name = "three"\n')
    card(tmp_path / "own", "four", 'name = "four"\n')
    path = scenario(
        tmp_path / "own.scenario.toml", 'cards = ["own"]\n[players.Alice]\n[players.Bob]\n'
    )
    assert main(["run", str(path)]) == 1
    errors = [line for line in capsys.readouterr().out.splitlines() if line.startswith("error")]
    assert len(errors) == 2
    for line, name in zip(errors, ("four", "three"), strict=True):
        assert line.startswith(f"error: {path}: cards: ")
        assert f"{name}.toml: types: missing" in line


def test_twenty_thousand_mana_actions_play_in_proportion(tmp_path: Path, capsys: Capture) -> None:
    """Each ``add mana`` action adds to one count (106.4): a scenario of 20,000 of them
    plays, and the pool holds the sum."""
    actions = '[[actions]]\ndo = "add mana"\nmana = "{G}"\n' * 20_000
    path = scenario(
        tmp_path / "mana.scenario.toml",
        "[players.Alice]\n[players.Bob]\n"
        + actions
        + '[[expect]]\nplayer = "Alice"\nmana_pool = "'
        + "{G}" * 20_000
        + '"\n',
    )
    assert main(["run", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Alice added {G} (effect)." in out
    assert out.endswith("1 passed, 0 failed\n")


@pytest.mark.parametrize("command", [["cards"], ["demo"]])
def test_a_closed_pipe_ends_a_command_quietly(command: list[str]) -> None:
    """`cardhost cards | head -1`: the reader goes away, the command ends without a
    BrokenPipeError on standard error."""
    process = subprocess.Popen(
        [sys.executable, "-m", "cardhost.tools.cli", *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None and process.stderr is not None
    process.stdout.readline()
    process.stdout.close()
    errors = process.stderr.read().decode()
    assert process.wait(timeout=60) == 0
    assert errors == ""


DECKS = Path(__file__).resolve().parent.parent / "examples" / "decks"


@pytest.mark.parametrize("playing", [False, True], ids=["starting", "playing"])
def test_ctrl_c_stops_a_simulation_with_one_line(tmp_path: Path, playing: bool) -> None:
    """Ctrl-C sent to the whole process group (as a terminal sends it) as the two worker
    processes start, or while they play: the workers leave it to the command (from their
    first instruction), which stops them and says "interrupted" alone, with the shell's
    status for it (130), no traceback."""
    deck = str(DECKS / "red-aggro.txt")
    command = [sys.executable, "-m", "cardhost.tools.cli", "simulate", "--games", "100000"]
    command += ["--workers", "2", deck, deck, "--out", str(tmp_path / "games.jsonl")]
    process = subprocess.Popen(
        command,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=True,
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        _await_workers(process.pid, 2, 1.0 if playing else 0.0)
        os.killpg(process.pid, signal.SIGINT)
        _, error = process.communicate(timeout=60)
    finally:  # a command that didn't stop leaves nothing running behind the test
        with contextlib.suppress(ProcessLookupError):
            os.killpg(process.pid, signal.SIGKILL)
    assert process.returncode == 130
    assert error == "interrupted\n"
    assert not (tmp_path / "games.jsonl").exists()


def test_the_command_loads_no_engine_before_its_first_instruction() -> None:
    """The ``cardhost`` command's entry point imports nothing of the engine (importing
    the package alone loads none of it): the engine loads inside the command, where
    Ctrl-C is handled."""
    listed = "import sys, cardhost.tools.command; print(*sorted(m for m in sys.modules))"
    done = subprocess.run(
        [sys.executable, "-c", listed], capture_output=True, text=True, check=True
    )
    loaded = [m for m in done.stdout.split() if m.split(".")[0] == "cardhost"]
    assert loaded == [
        "cardhost",
        "cardhost.tools",
        "cardhost.tools.command",
        "cardhost.tools.interruption",
    ]


ASKED_WHILE_LOADING = """
import sys

class Asking:
    asked = None
    def find_spec(self, name, *_):
        if name == "cardhost.kernel.game" and Asking.asked is None:
            import cardhost
            Asking.asked = (hasattr(cardhost, "nope"), hasattr(cardhost, "Game"))

sys.meta_path.insert(0, Asking())
from cardhost import Game
print(Asking.asked, Game.__name__)
"""


def test_a_name_asked_of_the_package_while_its_names_load_is_no_recursion() -> None:
    """A module loaded while the package's names load (a plugin, an import hook) asking
    the package for a name: not there yet (``hasattr`` false), no endless recursion; the
    names then load."""
    done = subprocess.run(
        [sys.executable, "-c", ASKED_WHILE_LOADING], capture_output=True, text=True, check=False
    )
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.split() == ["(False,", "False)", "Game"]


class _Interrupting:
    """A module finder that is Ctrl-C pressed while ``name`` is being imported."""

    def __init__(self, name: str) -> None:
        self.name = name

    def find_spec(self, name: str, *_: object) -> None:
        if name == self.name:
            raise KeyboardInterrupt


def test_ctrl_c_while_the_engine_loads_is_one_line(
    monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    """Ctrl-C as the command loads the engine (the command line not yet imported): one
    line, "interrupted", and the shell's status for it (130), no traceback."""
    from cardhost.tools.command import main as command

    monkeypatch.delitem(sys.modules, "cardhost.tools.cli")
    monkeypatch.setattr(sys, "meta_path", [_Interrupting("cardhost.tools.cli"), *sys.meta_path])
    assert command(["cards"]) == 130
    assert capsys.readouterr().err == "interrupted\n"


def _await_workers(pid: int, workers: int, then: float) -> None:
    """Until the process ``pid`` has ``workers`` child processes (up to a minute), and
    ``then`` seconds more; where the system doesn't list a process's children, eight
    seconds."""
    children = Path(f"/proc/{pid}/task/{pid}/children")
    if not children.exists():
        time.sleep(8)
        return
    deadline = time.monotonic() + 60
    while len(children.read_text().split()) < workers and time.monotonic() < deadline:
        time.sleep(0.02)
    time.sleep(then)


def test_a_standard_output_that_cant_be_written_is_one_line(tmp_path: Path) -> None:
    """A full disk behind standard output (/dev/full): one line saying so, status 1."""
    with open("/dev/full", "w") as full:
        done = subprocess.run(
            [sys.executable, "-m", "cardhost.tools.cli", "hooks"],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            check=False,
        )
    assert done.returncode == 1
    assert done.stderr == "error: standard output: No space left on device\n"


def test_deck_check_checks_every_deck_one_unread_or_not(tmp_path: Path, capsys: Capture) -> None:
    """One deck file that can't be read is named, and the next is still checked."""
    deck = str(DECKS / "red-aggro.txt")
    missing = str(tmp_path / "missing.txt")
    assert main(["deck", "check", missing, deck, "--format", "modern"]) == 1
    captured = capsys.readouterr()
    assert f"error: {missing}: can't be read" in captured.err
    assert f"{deck}: legal in modern" in captured.out


def test_run_json_keeps_standard_output_to_events(tmp_path: Path, capsys: Capture) -> None:
    """With --json a scenario that can't be read is an error on standard error: standard
    output is JSON lines alone."""
    scenarios = Path(__file__).resolve().parent.parent / "plugin_core" / "tools" / "scenarios"
    shown = str(next(scenarios.glob("*.scenario.toml")))
    assert main(["run", "--json", str(tmp_path / "missing.toml"), shown]) == 1
    captured = capsys.readouterr()
    assert "missing.toml: can't be read" in captured.err
    assert all(json.loads(line) for line in captured.out.splitlines())


def test_a_card_folder_that_cant_be_read_hides_no_other(tmp_path: Path, capsys: Capture) -> None:
    """A loop of links among the card folders is named, alone; the cards beside it are
    still checked, the bad one's problem said too."""
    card(tmp_path, "good", GOOD)
    card(tmp_path, "bad", 'name = "Bad"\n')
    (tmp_path / "zz_loop").symlink_to(tmp_path / "zz_loop")
    assert main(["check", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert f"error: {tmp_path / 'zz_loop'}: can't be read: Too many levels" in out
    assert "ok: Good Land" in out and "bad.toml: types: missing" in out


def test_what_is_typed_is_echoed_harmless_and_short(
    monkeypatch: pytest.MonkeyPatch, capsys: Capture
) -> None:
    """play repeats a wrong answer with its terminal escapes written out, and no more
    than 200 characters of it."""
    deck = str(DECKS / "red-aggro.txt")
    script = "\x1b]0;pwned\x07\x1b[2J\n" + "9" * 100_000 + "\nquit\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(script))
    assert main(["play", deck, "--against", deck, "--seed", "1"]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "'\\x1b]0;pwned\\x07\\x1b[2J' is not one of" in out
    assert max(len(line) for line in out.splitlines()) < 400


def test_log_and_card_paths_that_arent_what_they_should_be(tmp_path: Path, capsys: Capture) -> None:
    """--log names a file: "not a folder"; check of a loop of links: "can't be read"."""
    deck = str(DECKS / "red-aggro.txt")
    a_file = tmp_path / "file.txt"
    a_file.write_text("", encoding="utf-8")
    assert main(["simulate", deck, "--games", "1", "--log", str(a_file)]) == 1
    assert f"--log {a_file}: not a folder" in capsys.readouterr().err
    loop = tmp_path / "loop"
    loop.symlink_to(loop)
    assert main(["check", str(loop)]) == 1
    assert "can't be read: Too many levels of symbolic links" in capsys.readouterr().out


def test_an_unknown_argument_is_said_with_its_commands_usage(capsys: Capture) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "--bogus", "deck.txt"])
    assert exited.value.code == 2
    error = capsys.readouterr().err
    assert "usage: cardhost simulate" in error
    assert "cardhost simulate: error: unrecognized arguments: --bogus" in error
