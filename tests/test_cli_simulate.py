"""``cardhost simulate``: the README's command, its outputs, and every bad argument named
with nothing played."""

from __future__ import annotations

import importlib
import json
import os
import re
import shlex
import socket
import threading
from pathlib import Path

import dask
import pytest

from cardhost.simulation import executors
from cardhost.tools.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"
WHITE = str(EXAMPLES / "mono-white-devotion.txt")
GREEN = str(EXAMPLES / "green-mana.dck")


def simulate(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    status = main(["simulate", *arguments])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_the_same_numbers_with_two_workers_and_on_a_dask_cluster(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The README's command, with two worker processes and then a local Dask cluster:
    the same summary, line for line, but for the executor it names."""
    common = [WHITE, "--games", "8", "--seed", "1", "--turns", "10"]
    common += ["--metric", "first:Vampire Demon", "--workers", "2"]
    status, processes, errors = simulate(capsys, *common)
    assert status == 0 and errors == ""  # no progress bar when stderr isn't a terminal
    status, dask, _ = simulate(capsys, *common, "--executor", "dask")
    assert status == 0
    assert "process x2" in processes and "dask x2" in dask
    assert processes.splitlines()[1:] == dask.splitlines()[1:]
    assert "8 games:" in processes and "95% interval" in processes
    assert "first:Vampire Demon:" in processes


def test_records_plot_and_logs(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    out = tmp_path / "games.jsonl"
    plot = tmp_path / "mana.png"
    logs = tmp_path / "logs"
    arguments = [GREEN, "--games", "3", "--turns", "5", "--metric", "mana"]
    arguments += ["--out", str(out), "--plot", str(plot), "--log", str(logs)]
    status, _, _ = simulate(capsys, *arguments)
    assert status == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["game"] for r in records] == [0, 1, 2]
    assert plot.read_bytes().startswith(b"\x89PNG")
    assert sorted(p.name for p in logs.iterdir()) == [f"game-{i:06d}.jsonl" for i in range(3)]
    (logs / "notes.txt").write_text("mine")
    (logs / ".game-000007.jsonl.1.partial").write_text("another run's game, being played")
    assert simulate(capsys, GREEN, "--games", "2", "--turns", "3", "--log", str(logs))[0] == 0
    kept = sorted(p.name for p in logs.iterdir())  # this run's games alone, and the user's
    assert kept == [
        ".game-000007.jsonl.1.partial",
        "game-000000.jsonl",
        "game-000001.jsonl",
        "notes.txt",
    ]
    csv = tmp_path / "games.csv"
    assert simulate(capsys, GREEN, "--games", "2", "--turns", "3", "--out", str(csv))[0] == 0
    assert csv.read_text().startswith("game,seed,starting,end,players,winner,turns,life Green")


def test_a_bad_deck_is_named_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = tmp_path / "deck.txt"
    deck.write_text("20 Forest\n4 Llanowar Elfs\nfour Forest\n")
    status, out, errors = simulate(capsys, str(deck), "--games", "2")
    assert status == 1 and out == ""
    assert f"{deck}: line 2" in errors and "did you mean 'Llanowar Elves'" in errors
    assert f"{deck}: line 3" in errors


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--policy", "goldfsh"], "did you mean 'goldfish'"),
        (["--policy", "goldfish,random"], "2 policies for 1 decks"),
        (["--metric", "devotion:Q"], "WUBRG"),
        (["--games", "0"], "--games is 1 or more"),
        (["--workers", "0"], "--workers is from 1 to "),
        (["--workers", "10000000"], "for each core here), not 10,000,000"),
        (["--turns", "-1"], "--turns is 1 or more"),
        (["--scheduler", "tcp://127.0.0.1:1"], "--scheduler is for --executor dask"),
        (["--plugin", "no_such_plugin_module"], "no_such_plugin_module"),
        (["--out", "games.txt"], ".jsonl, .csv or .json"),
        (["--games", "1000001"], "--games is at most 1,000,000, not 1,000,001"),
        (["--best-of", "9223372036854775807"], "may play more than 1,000,000 games"),
        (["--out", ""], "--out names a file, not ''"),
        (["--plot", ""], "--plot names a file, not ''"),
        (["--log", ""], "--log names a folder, not ''"),
        (["--plot", "games.nope"], "'nope' is not a format it draws"),
        (
            ["--metric", "first:Vampire Deamon"],
            "no card or token named 'Vampire Deamon'; did you mean 'Vampire Demon Token'?",
        ),
    ],
)
def test_bad_arguments_are_named(
    capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    status, _, errors = simulate(capsys, WHITE, "--games", "1", "--turns", "1", *arguments)
    assert status == 1 and message in errors and "Traceback" not in errors


def test_a_missing_deck_file_is_named(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, errors = simulate(capsys, "no-such-deck.txt")
    assert status == 1 and "no-such-deck.txt" in errors


BAD_PLUGIN = """
import os
from collections.abc import Mapping

from cardhost import hookimpl
from cardhost.simulation import Metric, Passive


class Raises(Passive):
    def act(self, game, player):
        raise RuntimeError("boom")


class Junk(Passive):
    def act(self, game, player):
        return None


class Exits(Passive):
    def act(self, game, player):
        raise SystemExit(0)


class ExitsChoosing(Passive):
    def choose(self, choice):
        raise SystemExit(0)


class Dies(Passive):
    def act(self, game, player):
        os._exit(0)


class ExitingMetric(Metric):
    def value(self, game, player):
        raise SystemExit(0)


class Unjson(Metric):
    def value(self, game, player):
        return {1, 2}


class Unreadable(Mapping):
    def __getitem__(self, key):
        raise KeyError(key)

    def __len__(self):
        return 1

    def __iter__(self):
        raise ValueError("boom in iter")


class AttacksUnreadably(Passive):
    def attack(self, game, player, options):
        return Unreadable()


class Huge(Metric):
    def value(self, game, player):
        return {"turns": [10**400]}


@hookimpl
def simulation_policies():
    return {
        "raises": Raises,
        "junk": Junk,
        "exits": Exits,
        "exits-choosing": ExitsChoosing,
        "dies": Dies,
        "attacks-unreadably": AttacksUnreadably,
    }


@hookimpl
def simulation_metrics():
    return {
        "unjson": lambda argument: Unjson(),
        "exits": lambda argument: ExitingMetric(),
        "huge": lambda argument: Huge(),
    }
"""


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--policy", "raises"], "policy (Raises): act raised RuntimeError: boom"),
        (["--policy", "junk"], "policy (Junk) chose None"),
        (["--metric", "unjson"], "metric 'unjson': value raised TypeError"),
        (["--policy", "exits"], "policy (Exits): act raised SystemExit: 0"),
        (["--policy", "exits-choosing"], "policy (ExitsChoosing): choose raised SystemExit: 0"),
        (["--metric", "exits"], "metric 'exits': value raised SystemExit: 0"),
        (["--metric", "huge"], "metric 'huge': value gave an integer of 401 digits"),
        (
            ["--policy", "attacks-unreadably", "--turns", "6"],
            "attack returned a mapping reading which raised ValueError: boom in iter",
        ),
    ],
)
def test_a_misbehaving_plugin_is_named_with_the_game_and_its_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], arguments: list[str], message: str
) -> None:
    plugin = tmp_path / "bad.py"
    plugin.write_text(BAD_PLUGIN)
    status, _, errors = simulate(
        capsys, WHITE, "--games", "2", "--turns", "2", "--plugin", str(plugin), *arguments
    )
    assert status == 1 and message in errors
    assert errors.startswith("error: game 0 (seed ")


@pytest.mark.parametrize("executor", ["process", "dask"])
def test_a_worker_whose_process_ends_is_named_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], executor: str
) -> None:
    """A policy that ends its worker's process (``os._exit``): the run fails saying a
    worker ended and from which game, and how to see why (Dask told to give up at the
    first worker lost, rather than retry the batch on another)."""
    plugin = tmp_path / "bad.py"
    plugin.write_text(BAD_PLUGIN)
    arguments = [WHITE, "--games", "2", "--turns", "2", "--plugin", str(plugin)]
    arguments += ["--policy", "dies", "--workers", "1", "--executor", executor]
    importlib.import_module("distributed")  # its settings are there once it is imported
    with dask.config.set({"distributed.scheduler.allowed-failures": 0}):
        status, out, errors = simulate(capsys, *arguments)
    assert status == 1 and out == ""
    assert re.search(r"a (process|Dask worker) ended while playing games from game \d+ on", errors)
    assert "--executor local" in errors and "Traceback" not in errors


def test_an_address_where_no_scheduler_answers_is_refused_quickly(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """--scheduler naming no address, nothing listening, or a listener that never
    answers as a Dask scheduler: a line saying so, within the scheduler's timeout."""
    monkeypatch.setattr(executors, "SCHEDULER_TIMEOUT", 0.5)
    silent = socket.create_server(("127.0.0.1", 0))
    accepted: list[socket.socket] = []
    listening = threading.Thread(target=lambda: accepted.append(silent.accept()[0]), daemon=True)
    listening.start()
    port = silent.getsockname()[1]
    try:
        for address, message in [
            ("nowhere", "no Dask scheduler there (missing port number"),
            (f"tcp://127.0.0.1:{port}", "nothing there answered as a Dask scheduler within 0.5 s"),
        ]:
            arguments = [WHITE, "--games", "1", "--executor", "dask", "--scheduler", address]
            status, out, errors = simulate(capsys, *arguments)
            assert status == 1 and out == "" and message in errors, errors
    finally:
        silent.close()
        for connection in accepted:
            connection.close()


def test_unwritable_outputs_are_refused_before_any_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    missing = tmp_path / "no" / "such" / "games.csv"
    status, out, errors = simulate(capsys, WHITE, "--games", "1", "--out", str(missing))
    assert status == 1 and out == "" and "--out" in errors and "No such file" in errors
    blocked = tmp_path / "logs"
    (blocked / "game-000000.jsonl").mkdir(parents=True)
    status, _, errors = simulate(capsys, WHITE, "--games", "1", "--log", str(blocked))
    assert status == 1 and "game 0 (seed" in errors and "not a regular file" in errors


@pytest.mark.skipif(not Path("/proc/self").is_dir(), reason="a system without /proc")
def test_a_folder_no_file_can_be_made_in_is_refused_before_any_game(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """/proc lets no file be made whatever its permissions say (root's included): the
    output is refused before any game, not after every game is played."""
    status, out, errors = simulate(capsys, WHITE, "--games", "1", "--out", "/proc/games.csv")
    assert status == 1 and out == "" and "a new file can't be made in /proc" in errors


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="a system without named pipes")
@pytest.mark.parametrize("option", ["--out", "--plot", "--log"])
def test_a_named_pipe_as_an_output_is_refused_without_waiting_on_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: str
) -> None:
    """A pipe nobody reads is never opened (opening it to write would wait forever):
    --out and --plot are refused before any game, --log's file for a game names it."""
    pipe = (
        tmp_path
        / {"--out": "games.jsonl", "--plot": "plot.png", "--log": "game-000000.jsonl"}[option]
    )
    os.mkfifo(pipe)
    target = tmp_path if option == "--log" else pipe
    status, out, errors = simulate(
        capsys, WHITE, "--games", "1", "--turns", "1", option, str(target)
    )
    assert status == 1 and out == "" and "not a regular file (a folder, pipe or device)" in errors


def test_records_replace_the_old_file_in_one_step(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """--out writes a new file beside the old one and puts it in place: a link to the
    records is followed, and no temporary file is left behind."""
    records = tmp_path / "games.jsonl"
    records.write_text("old\n")
    link = tmp_path / "latest.jsonl"
    link.symlink_to(records)
    status, _, _ = simulate(capsys, WHITE, "--games", "2", "--turns", "1", "--out", str(link))
    assert status == 0 and link.is_symlink()
    assert [json.loads(line)["game"] for line in records.read_text().splitlines()] == [0, 1]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.jsonl", "latest.jsonl"]


def test_more_games_than_a_run_keeps_are_refused(capsys: pytest.CaptureFixture[str]) -> None:
    status, _, errors = simulate(capsys, WHITE, "--games", "1000000000")
    assert status == 1 and "--games is at most 1,000,000, not 1,000,000,000" in errors


@pytest.mark.parametrize(
    ("metric", "message"),
    [("mana:G", "mana takes no argument"), ("turns:3", "turns takes no argument")],
)
def test_a_metric_without_an_argument_refuses_one(
    capsys: pytest.CaptureFixture[str], metric: str, message: str
) -> None:
    status, _, errors = simulate(capsys, WHITE, "--games", "1", "--metric", metric)
    assert status == 1 and message in errors


def test_the_readme_shows_what_its_simulate_command_prints(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The README's `cardhost simulate` command, run as written, prints the lines the
    README shows."""
    readme = (EXAMPLES.parent.parent / "README.md").read_text(encoding="utf-8")
    section = readme.split("## Simulating", 1)[1].split("## ", 1)[0]
    shell, shown = re.findall(r"```(?:sh)?\n(.*?)```", section, flags=re.S)[:2]
    command = shell.split("cardhost simulate", 1)[1].replace("\\\n", " ")
    arguments = shlex.split(command)
    arguments[arguments.index("examples/decks/mono-white-devotion.txt")] = WHITE
    status, out, _ = simulate(capsys, *arguments)
    assert status == 0
    for line in shown.strip().splitlines():
        assert line in out.splitlines(), line


def test_files_written_have_the_mode_files_are_made_with(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """--out and --plot are new files as the umask makes them (readable by others when
    it allows), and a file replaced keeps its own mode (not a temporary file's 0600)."""
    mask = os.umask(0o022)
    try:
        new, kept = tmp_path / "new.jsonl", tmp_path / "kept.csv"
        kept.write_text("old\n", encoding="utf-8")
        kept.chmod(0o640)
        for out in (new, kept):
            status, _, _ = simulate(
                capsys, WHITE, "--games", "1", "--turns", "1", "--out", str(out)
            )
            assert status == 0
    finally:
        os.umask(mask)
    assert (new.stat().st_mode & 0o777, kept.stat().st_mode & 0o777) == (0o644, 0o640)


def test_an_out_file_at_a_loop_of_links_is_refused_before_any_game(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    first, second = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    first.symlink_to(second)
    second.symlink_to(first)
    status, out, errors = simulate(capsys, WHITE, "--games", "1", "--out", str(first))
    assert status == 1 and "Too many levels of symbolic links" in errors and out == ""


def test_a_card_whose_plugin_raises_as_a_policy_tries_to_pay_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A land whose ``on_tapped_for_mana`` raises: the policies' payment planning, which
    tries taps in trials, doesn't take that for mana it can't have (a deck that casts
    nothing and a summary): the run stops with the card and the hook named."""
    folder = tmp_path / "pack" / "faulty_grove"
    folder.mkdir(parents=True)
    (folder / "faulty_grove.toml").write_text(
        'name = "Faulty Grove"\ntypes = ["Land"]\noracle = "{T}: Add {G}."\n'
        'plugin = "faulty_grove.py"\n[[mana_abilities]]\ncost = "{T}"\nadd = "{G}"\n'
    )
    (folder / "faulty_grove.py").write_text(
        "from cardhost import hookimpl\n\n\n@hookimpl\ndef on_tapped_for_mana(game, event):\n"
        "    raise RuntimeError('no sap')\n"
    )
    deck = tmp_path / "grove.txt"
    deck.write_text("20 Faulty Grove\n20 Llanowar Elves\n")
    status = main(["--cards", str(tmp_path / "pack"), "simulate", str(deck), "--games", "1"])
    errors = capsys.readouterr().err
    assert status == 1
    assert "card 'Faulty Grove' raised in hook 'on_tapped_for_mana': RuntimeError: no sap" in errors
    assert "policy" not in errors and "Traceback" not in errors


def test_first_may_name_a_back_face(capsys: pytest.CaptureFixture[str]) -> None:
    """707.8a, 712.8e: a permanent may enter with its back face up (a token copy of a
    transformed one), so first:NAME takes a back face's name."""
    cards = str(Path(__file__).resolve().parent / "cards")
    metric = ["--metric", "first:Nightbound Pilgrim"]
    status = main(["--cards", cards, "simulate", WHITE, "--games", "1", "--turns", "1", *metric])
    assert status == 0, capsys.readouterr().err


def test_a_game_not_played_to_its_end_leaves_no_log(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A game's log is written beside its name and takes it once the game has ended: a
    policy raising mid-game leaves neither a game file that looks whole nor the part."""
    plugin = tmp_path / "bad.py"
    plugin.write_text(BAD_PLUGIN)
    logs = tmp_path / "logs"
    arguments = ["--games", "1", "--turns", "4", "--plugin", str(plugin), "--policy", "raises"]
    status, _, errors = simulate(capsys, WHITE, *arguments, "--log", str(logs))
    assert status == 1 and "act raised RuntimeError" in errors
    assert list(logs.iterdir()) == []
