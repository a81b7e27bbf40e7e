"""``cardhost play``: a person against the heuristic policy, through decision() and
answer() alone; scripted input plays a game to its end; a save resumes to the same game."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from cardhost.tools.cli import main

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"
WHITE = str(EXAMPLES / "mono-white-devotion.txt")
GREEN = str(EXAMPLES / "green-mana.dck")


def play(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    script: str,
    *arguments: str,
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(script))
    status = main(["play", *arguments])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_a_scripted_person_plays_a_game_to_its_end(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A person who always takes the second option when there is one (a land, a spell,
    an attacker) and passes otherwise: the game runs to a winner."""
    script = "1\n" * 3000
    status, out, _ = play(monkeypatch, capsys, script, WHITE, "--against", GREEN, "--seed", "4")
    assert status == 0
    assert "The game is over: " in out and " won." in out.splitlines()[-1]
    assert "You decide (117.1)" in out and "your hand:" in out and "battlefield:" in out


def test_a_person_who_only_passes_loses(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = play(monkeypatch, capsys, "\n" * 3000, WHITE, "--against", GREEN)
    assert status == 0 and out.splitlines()[-1] == "The game is over: Opponent won."


def test_bad_input_asks_again(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, out, _ = play(monkeypatch, capsys, "99\nabc\nquit\n", WHITE, "--against", GREEN)
    assert status == 0
    assert "'99' is not one of the numbers above." in out
    assert "'abc' is not one of the numbers above." in out
    assert out.splitlines()[-1] == "Left the game."


def test_a_saved_game_resumes_where_it_was(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Ten answers, a save, and the rest of the script after --resume: the same game,
    to the same end, as the whole script at once."""
    answers = ["1", "", "2", "1", "0:0", "", "1"] * 400
    first, rest = answers[:10], answers[10:]
    whole = "\n".join(answers) + "\n"
    status, uninterrupted, _ = play(monkeypatch, capsys, whole, WHITE, "--against", GREEN)
    assert status == 0
    saved = tmp_path / "game.json"
    script = "\n".join([*first, f"save {saved}", "quit"]) + "\n"
    assert play(monkeypatch, capsys, script, WHITE, "--against", GREEN)[0] == 0
    assert json.loads(saved.read_text())["cardhost save"] == 2
    status, resumed, _ = play(monkeypatch, capsys, "\n".join(rest) + "\n", "--resume", str(saved))
    assert status == 0
    assert resumed.splitlines()[-12:] == uninterrupted.splitlines()[-12:]


def test_a_bad_save_is_named(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('{"cardhost save": 99}')
    status, _, errors = play(monkeypatch, capsys, "", "--resume", str(broken))
    assert status == 1 and "a save of version 99" in errors
    broken.write_text("not json")
    status, _, errors = play(monkeypatch, capsys, "", "--resume", str(broken))
    assert status == 1 and "not a cardhost save" in errors
    saved = {"cardhost save": 2, "seed": 0, "answers": [999]}
    saved["decks"] = [
        {"source": path, "text": Path(path).read_text(), "forge": path.endswith(".dck")}
        for path in (WHITE, GREEN)
    ]
    broken.write_text(json.dumps(saved))
    status, _, errors = play(monkeypatch, capsys, "", "--resume", str(broken))
    assert status == 1 and "answer 1 (999) doesn't fit the game" in errors
    status, _, errors = play(monkeypatch, capsys, "", WHITE)
    assert status == 2 and "play DECK --against DECK" in errors


def test_an_opponent_that_never_lets_the_person_decide_is_stopped(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A bound on the opponent's decisions in a row: no endless opponent hangs the game."""
    monkeypatch.setattr("cardhost.tools.play.MOST_DECISIONS", 2)
    # with seed 0 the opponent plays first (103.1): once the person keeps their opening
    # hand (103.5), the opponent's first turn is its decisions alone
    status, _, errors = play(monkeypatch, capsys, "\n", WHITE, "--against", GREEN, "--seed", "0")
    assert status == 1 and "the opponent took 2 decisions without the person's" in errors
