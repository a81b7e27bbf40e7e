"""``cardhost replay``: a game of a simulation played again from the seed its record (or
an error) names, its log printed as an onlooker or as one player saw it (400.2); a saved
game's log; bad input refused with a clear error."""

from __future__ import annotations

import io
import json
from pathlib import Path

import pytest

from cardhost import Game, Step
from cardhost.tools.cli import main

DECKS = Path(__file__).resolve().parent.parent / "examples" / "decks"
AGGRO, CONTROL = str(DECKS / "red-aggro.txt"), str(DECKS / "ub-control.txt")


def cli(capsys: pytest.CaptureFixture[str], *arguments: str) -> tuple[int, str, str]:
    status = main(list(arguments))
    out, err = capsys.readouterr()
    return status, out, err


def test_a_game_of_a_run_plays_again_from_its_seed(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """104.2a: each game of a three-game run, replayed from its record's seed, ends as
    its record says (how, who won, after how many turns), its log printed to the loss."""
    records = tmp_path / "games.jsonl"
    status, _, err = cli(capsys, "simulate", "--games", "3", "--out", str(records), AGGRO, CONTROL)
    assert status == 0, err
    for line in records.read_text().splitlines():
        record = json.loads(line)
        status, out, err = cli(capsys, "replay", str(record["seed"]), AGGRO, CONTROL)
        assert status == 0, err
        *log, ending = out.splitlines()
        assert ending == (
            f"the game of seed {record['seed']}: {record['end']}, won by {record['winner']}, "
            f"{record['turns']} turns"
        )
        assert "lost the game" in log[-1] and log[0].strip().startswith("The game started")


def test_a_replay_as_a_player_hides_what_they_did_not_see(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """400.2, 121.1: as red-aggro saw it, the opponent's draws are cards drawn, not which;
    as an onlooker, every card is named."""
    records = tmp_path / "games.jsonl"
    cli(capsys, "simulate", "--games", "1", "--turns", "3", "--out", str(records), AGGRO, CONTROL)
    seed = str(json.loads(records.read_text())["seed"])
    _, mine, _ = cli(capsys, "replay", seed, AGGRO, CONTROL, "--turns", "3", "--as", "red-aggro")
    _, all_of_it, _ = cli(capsys, "replay", seed, AGGRO, CONTROL, "--turns", "3")
    assert "ub-control drew a card (121.1)." in mine
    assert "ub-control drew a card (121.1)." not in all_of_it
    assert len(mine.splitlines()) == len(all_of_it.splitlines())


def test_a_saved_games_log(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A saved game (``to_json``) prints its log as it was saved, and where it stands."""
    game = Game(["Alice", "Bob"])
    for player in game.players:
        for _ in range(10):
            game.add_card("Forest", player, "library")
    game.start(game.players[0])
    game.advance_to(Step.MAIN1)
    saved = tmp_path / "game.json"
    saved.write_text(game.to_json())
    status, out, err = cli(capsys, "replay", str(saved))
    assert status == 0, err
    *log, ending = out.splitlines()
    assert log == game.log.text().splitlines()
    assert ending == f"{saved}: saved at turn 1, precombat main step"


def test_a_save_named_in_digits_is_a_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``cardhost replay 42`` with a file named 42 there replays that save; a seed is
    what names no file."""
    game = Game(["Alice", "Bob"])
    game.begin_at(game.players[0], Step.MAIN1)
    monkeypatch.chdir(tmp_path)
    Path("42").write_text(game.to_json())
    status, out, err = cli(capsys, "replay", "42")
    assert status == 0, err
    assert out.splitlines()[-1] == "42: saved at turn 1, precombat main step"


def test_a_game_opened_past_its_turn_limit_says_so(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--turns 3 --play 10``: the simulation stopped its games as a player would begin
    their fourth turn, so turn 10 was never played: it says so and opens nothing."""
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    status, out, err = cli(
        capsys, "replay", "12345", AGGRO, CONTROL, "--turns", "3", "--play", "10"
    )
    assert status == 0, err
    assert out.splitlines() == [
        "The simulation stopped the game at its turn limit (--turns 3) as turn 7 began: "
        "turn 10 was never played."
    ]
    status, out, err = cli(capsys, "replay", "12345", AGGRO, CONTROL, "--turns", "3", "--play", "7")
    assert status == 0 and "turn 7 was never played." in out  # the turn it stopped at


def test_a_play_saves_log_goes_to_where_it_was_saved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A ``cardhost play`` save replayed: the opponent's turns after the person's last
    answer are played to the decision it was saved at (the replay stopped at the last
    answer, the opponent's turn left out), and the ending says where, as resuming it
    shows it."""
    saved = tmp_path / "s.json"
    monkeypatch.setattr("sys.stdin", io.StringIO(f"0\nsave {saved}\nquit\n"))
    status, shown, err = cli(capsys, "play", AGGRO, "--against", CONTROL, "--seed", "8")
    assert status == 0, err
    where = [line for line in shown.splitlines() if line.startswith("=== turn")][-1]
    status, out, err = cli(capsys, "replay", str(saved))
    assert status == 0, err
    turn, step = where.removeprefix("=== turn ").split(", ", 1)
    assert out.splitlines()[-1] == f"{saved}: saved at turn {turn}, {step.split(chr(39) + 's ')[1]}"


@pytest.mark.parametrize("option", [["--turns", "3"], ["--policy", "random"], ["--plugin", "x"]])
def test_a_saved_game_takes_no_simulations_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], option: list[str]
) -> None:
    """A saved game is replayed as saved: a simulation's option given with it is refused
    by name (--policy and --plugin were ignored without a word)."""
    game = Game(["Alice", "Bob"])
    saved = tmp_path / "game.json"
    saved.write_text(game.to_json())
    status, out, err = cli(capsys, "replay", str(saved), *option)
    assert status == 1 and out == "" and f"no {option[0]} (a simulation's)" in err


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["12"], "the simulation's decks"),
        (["nowhere.json"], "nowhere.json: can't be read"),
        (["1" * 25, AGGRO], "a game's seed is written in at most 20 digits, not 25"),
        (["0" * 22 + "1", AGGRO], "a game's seed is written in at most 20 digits, not 23"),
        (["2" * 20, AGGRO], "a game's seed is below 2**64"),
        (["7", AGGRO, CONTROL, "--policy", "nobody"], "no policy 'nobody'"),
    ],
)
def test_bad_input_is_refused_clearly(
    capsys: pytest.CaptureFixture[str], arguments: list[str], said: str
) -> None:
    status, out, err = cli(capsys, "replay", *arguments)
    assert status == 1 and out == "" and said in err and "Traceback" not in err


def test_a_game_opened_past_its_end_says_so(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--play 999`` of a game over by turn 20: it says where the game ended, before the
    turn asked (it showed the end as if turn 999 had come)."""
    records = tmp_path / "games.jsonl"
    cli(capsys, "simulate", "--games", "1", "--out", str(records), AGGRO, CONTROL)
    record = json.loads(records.read_text())
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    status, out, err = cli(capsys, "replay", str(record["seed"]), AGGRO, CONTROL, "--play", "999")
    assert status == 0, err
    assert out.startswith("The game ended on turn ") and "before turn 999." in out.splitlines()[0]


def test_a_game_opens_in_play_at_a_turn(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--play 5``: the game of the seed, played by its policies to turn 5, then by the
    person as red-aggro (the first deck's) against ub-control's policy: the board shown is
    turn 5's, the person's hand theirs; it is not saved (a save resumes only a game played
    from its start)."""
    records = tmp_path / "games.jsonl"
    cli(capsys, "simulate", "--games", "1", "--out", str(records), AGGRO, CONTROL)
    seed = str(json.loads(records.read_text())["seed"])
    script = "\n\nsave " + str(tmp_path / "x.json") + "\nquit\n"
    monkeypatch.setattr("sys.stdin", io.StringIO(script))
    status, out, err = cli(capsys, "replay", seed, AGGRO, CONTROL, "--play", "5")
    assert status == 0, err
    assert out.lstrip().startswith("=== turn 5, ")
    assert "red-aggro: " in out and "  your hand: " in out
    assert "Not saved: a game opened from a simulation is not saved" in out
    assert out.splitlines()[-1] == "Left the game." and not (tmp_path / "x.json").exists()
    status, _, err = cli(capsys, "replay", seed, AGGRO, CONTROL, "--play", "5", "--as", "Carol")
    assert status == 1 and "--as 'Carol'" in err


def test_replay_checks_its_options_as_simulate_does(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    """--turns 1 or more, --as one of the game's players (400.2); a saved game replays as
    saved (no --turns); a file that isn't a saved game is named."""
    deck = str(DECKS / "red-aggro.txt")
    assert main(["replay", "7", deck, deck, "--turns", "0"]) == 1
    assert "--turns is 1 or more, not 0" in capsys.readouterr().err
    assert main(["replay", "7", deck, deck, "--as", "Nobody"]) == 1
    assert "--as 'Nobody': the players are" in capsys.readouterr().err
    other = tmp_path / "results.json"
    other.write_text('{"win rates": {}, "records": []}', encoding="utf-8")
    assert main(["replay", str(other)]) == 1
    assert f"error: {other}: this is not a saved game" in capsys.readouterr().err
