"""Matches (``--best-of N``): games grouped into matches the first player to win most of
N takes, the starting player alternating from game to game (103.1 draws the first), the
same whichever executor plays them; the summary counts matches with their 95% interval;
a match's game replays from its seed and starting player."""

from __future__ import annotations

import itertools
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from cardhost.simulation import (
    DeckText,
    Simulation,
    SimulationError,
    replay,
    run,
    summary,
    wilson_interval,
)
from cardhost.simulation.plugins import source_of
from cardhost.tools.cli import main

DECKS = Path(__file__).resolve().parent.parent / "examples" / "decks"
AGGRO = DeckText.read(DECKS / "red-aggro.txt")
CONTROL = DeckText.read(DECKS / "ub-control.txt")


def matches(**changes: object) -> Simulation:
    options: dict[str, object] = {
        "decks": (AGGRO, CONTROL),
        "policies": ("heuristic", "heuristic"),
        "seed": 3,
        "best_of": 3,
    }
    options.update(changes)
    return Simulation(**options)  # type: ignore[arg-type]


def grouped(records: list[dict[str, object]]) -> list[list[dict[str, object]]]:
    found: dict[object, list[dict[str, object]]] = {}
    for record in records:
        found.setdefault(record["match"], []).append(record)
    return list(found.values())


def test_a_match_ends_once_a_player_has_won_most_of_its_games() -> None:
    """Best of three: a match is two or three games, numbered in order; the starting
    player alternates; the last game's record names who took the match, who won two of
    them; the summary counts matches won with their 95% interval."""
    simulation = matches()
    records = run(simulation, 6)
    games = grouped(records)
    assert len(games) == 6
    for match in games:
        assert [r["match_game"] for r in match] == list(range(len(match)))
        assert 2 <= len(match) <= 3
        starting = [r["starting"] for r in match]
        assert all(a != b for a, b in itertools.pairwise(starting))
        winner = match[-1]["match_winner"]
        assert winner is not None and sum(r["winner"] == winner for r in match) == 2
        assert all("match_winner" not in r for r in match[:-1]) and match[-1]["best_of"] == 3
    text = summary(records, simulation.metrics)
    taken = sum(1 for m in games if m[-1]["match_winner"] == "red-aggro")
    assert "6 matches of up to 3 games: 6 decided" in text
    assert f"red-aggro         {taken}" in text and "95% interval" in text


def test_matches_are_the_same_on_every_worker() -> None:
    """The records of four matches are the same in this process and on two workers."""
    simulation = matches(turns=6, policies=("random", "random"))
    assert run(simulation, 4) == run(simulation, 4, executor="process", workers=2)


def test_a_game_of_a_match_replays_with_its_starting_player() -> None:
    """103.1: a match's second game, started by the other player than its seed would
    draw, replays to the same record given that starting player."""
    simulation = matches()
    records = run(simulation, 2)
    second = next(r for r in records if r["match_game"] == 1)
    _, again = replay(simulation, second["seed"], second["starting"])  # type: ignore[arg-type]
    kept = {k: v for k, v in second.items() if not k.startswith("match") and k != "game"}
    assert {k: v for k, v in again.items() if k != "game"} == kept
    with pytest.raises(SimulationError, match="no player 'Carol'"):
        replay(simulation, second["seed"], "Carol")  # type: ignore[arg-type]


def test_best_of_from_the_command_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """``--best-of 3`` plays matches and writes each game's record with its match; an
    even number of games is refused before any is played."""
    out = tmp_path / "records.jsonl"
    decks = [str(DECKS / "red-aggro.txt"), str(DECKS / "ub-control.txt")]
    status = main(["simulate", "--games", "2", "--best-of", "3", "--out", str(out), *decks])
    printed = capsys.readouterr().out
    assert status == 0 and "2 matches of up to 3 games" in printed
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert {line["match"] for line in lines} == {0, 1}
    status = main(["simulate", "--games", "2", "--best-of", "2", *decks])
    assert status == 1 and "--best-of is an odd number" in capsys.readouterr().err


def test_a_gauntlet_plays_the_first_deck_against_each_other(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--gauntlet``: red aggro against blue-black control and against mono-white, each
    a matchup of its own games; the gauntlet's table gives its wins against each and over
    all with their 95% intervals, the records say their matchup, the plot is drawn."""
    pytest.importorskip("matplotlib")
    out, figure = tmp_path / "records.jsonl", tmp_path / "gauntlet.png"
    decks = [str(DECKS / n) for n in ("red-aggro.txt", "ub-control.txt", "mono-white-devotion.txt")]
    arguments = ["--games", "4", "--turns", "8", "--out", str(out), "--plot", str(figure)]
    status = main(["simulate", "--gauntlet", *arguments, *decks])
    printed = capsys.readouterr().out
    assert status == 0
    lines = [json.loads(line) for line in out.read_text().splitlines()]
    assert [r["matchup"] for r in lines] == ["ub-control"] * 4 + ["mono-white-devotion"] * 4
    assert all(r["players"][0] == "red-aggro" for r in lines)
    table = printed[printed.index("red-aggro in the gauntlet:") :].splitlines()
    against = ["ub-control", "mono-white-devotion", "every matchup"]
    for row, opponent in zip(table[2:], against, strict=True):
        games = [r for r in lines if opponent in ("every matchup", r["matchup"])]
        won = sum(r["winner"] == "red-aggro" for r in games)
        assert row.startswith(opponent)
        assert row[len(opponent) :].split()[:2] == [str(len(games)), str(won)]
    assert figure.stat().st_size > 0
    status = main(["simulate", "--gauntlet", decks[0]])
    assert status == 1 and "give two or more" in capsys.readouterr().err


def test_a_gauntlets_logs_are_one_file_a_game(tmp_path: Path) -> None:
    """``--gauntlet --log DIR``: each matchup's games numbered from 0 wrote over the
    previous matchup's logs; each matchup's now have a folder of their own, a file for
    each record, whose game started with the decks the record names."""
    decks = [str(DECKS / n) for n in ("red-aggro.txt", "ub-control.txt", "mono-white-devotion.txt")]
    logs, out = tmp_path / "logs", tmp_path / "records.jsonl"
    arguments = ["--games", "2", "--turns", "3", "--log", str(logs), "--out", str(out)]
    assert main(["simulate", "--gauntlet", *arguments, *decks]) == 0
    records = [json.loads(line) for line in out.read_text().splitlines()]
    files = sorted(logs.rglob("*.jsonl"))
    assert len(files) == len(records) == 4
    assert [f.parent.name for f in files] == ["matchup-1"] * 2 + ["matchup-2"] * 2
    for number, opponent in ((1, "ub-control"), (2, "mono-white-devotion")):
        first = json.loads(
            (logs / f"matchup-{number}" / "game-000000.jsonl").read_text().splitlines()[0]
        )
        assert opponent in json.dumps(first)
    assert main(["simulate", "--gauntlet", *arguments, *decks[:2]]) == 0  # one opponent now
    assert [f.parent.name for f in sorted(logs.rglob("*.jsonl"))] == ["matchup-1"] * 2


def test_a_plugin_file_travels_with_the_simulation(tmp_path: Path) -> None:
    """A ``.py`` plugin read as the run begins is loaded from its text by a worker that
    has no copy of the file (it is deleted before the run): its policy plays."""
    plugin = tmp_path / "mine.py"
    plugin.write_text(
        "from cardhost import hookimpl\n"
        "from cardhost.simulation import Goldfish\n\n"
        "class Mine(Goldfish):\n    pass\n\n"
        "@hookimpl\ndef simulation_policies():\n    return {'mine': Mine}\n"
    )
    simulation = matches(
        policies=("mine", "heuristic"),
        best_of=1,
        turns=4,
        plugins=(str(plugin),),
        plugin_sources=(source_of(str(plugin)),),
    )
    plugin.unlink()
    records = run(simulation, 2, executor="process", workers=1)
    assert [r["game"] for r in records] == [0, 1]
    with pytest.raises(SimulationError, match=r"mine\.py"):
        source_of(str(plugin))


def test_the_python_example_of_simulating_md_runs(tmp_path: Path) -> None:
    """docs/simulating.md's ``run()`` example, saved as a script and run from the
    repository's root, plays its twenty games on two worker processes."""
    root = DECKS.parent.parent
    text = (root / "docs" / "simulating.md").read_text(encoding="utf-8")
    block = next(b for b in re.findall(r"```python\n(.*?)```", text, re.S) if "run(" in b)
    script = tmp_path / "example.py"
    script.write_text(block)
    done = subprocess.run(
        [sys.executable, str(script)], cwd=root, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stderr
    assert "20 games" in done.stdout


def test_a_json_out_holds_the_win_rates_with_their_intervals(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--out FILE.json``: the win rates (each player's over the games and over the
    matches; in a gauntlet, the first deck's against each and over all), each with its
    95% interval, then every record."""
    decks = [str(DECKS / n) for n in ("red-aggro.txt", "ub-control.txt", "mono-white-devotion.txt")]
    out = tmp_path / "run.json"
    main(["simulate", "--games", "3", "--best-of", "3", "--out", str(out), *decks[:2]])
    document = json.loads(out.read_text())
    rates, records = document["win rates"], document["records"]
    assert rates["games"] == len(records)
    aggro = rates["players"]["red-aggro"]
    assert aggro["wins"] == sum(r["winner"] == "red-aggro" for r in records)
    low, high = wilson_interval(aggro["wins"], len(records))
    assert aggro["interval"] == [low, high] and low <= aggro["rate"] <= high
    assert sum(m["wins"] for m in rates["matches"].values()) <= 3
    main(["simulate", "--gauntlet", "--games", "2", "--turns", "6", "--out", str(out), *decks])
    gauntlet = json.loads(out.read_text())["win rates"]["gauntlet"]
    assert gauntlet["deck"] == "red-aggro"
    assert set(gauntlet["against"]) == {"ub-control", "mono-white-devotion"}
    assert gauntlet["overall"]["of"] == 4
    players = json.loads(out.read_text())["win rates"]["players"]
    assert players["red-aggro"]["of"] == 4  # each over the games it played
    assert players["ub-control"]["of"] == players["mono-white-devotion"]["of"] == 2
    capsys.readouterr()


def test_gauntlet_opponents_sharing_a_name_are_told_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Two opponents' decks of one name (a/deck.txt, b/deck.txt) are two matchups, each
    named with its file, not one merged; the opponents' win rates each count their own
    games."""
    for folder in ("a", "b"):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "deck.txt").write_text((DECKS / "ub-control.txt").read_text())
    out = tmp_path / "run.json"
    hero = str(DECKS / "red-aggro.txt")
    decks = [hero, str(tmp_path / "a" / "deck.txt"), str(tmp_path / "b" / "deck.txt")]
    main(["simulate", "--gauntlet", "--games", "2", "--turns", "4", "--out", str(out), *decks])
    document = json.loads(out.read_text())
    against = document["win rates"]["gauntlet"]["against"]
    assert len(against) == 2 and all(g["of"] == 2 for g in against.values())
    assert {r["matchup"] for r in document["records"]} == set(against)
    players = document["win rates"]["players"]  # each opponent apart, over its own games
    assert set(players) == {"red-aggro", *against} and players["red-aggro"]["of"] == 4
    capsys.readouterr()
