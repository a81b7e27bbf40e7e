"""Seeded runs: the same records for the same seed on every executor and any number of
workers; metrics that agree with the event log; plugins that provide policies and
metrics; every bad part of a simulation named."""

from __future__ import annotations

import csv
import json
import random
import re
import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest

from cardhost import Game, Step
from cardhost.simulation import (
    DeckText,
    Simulation,
    SimulationError,
    game_seed,
    play_one,
    registry,
    run,
    summary,
    wilson_interval,
)
from cardhost.simulation.metrics import DevotionByTurn, ManaAvailable
from cardhost.simulation.plugins import source_of
from cardhost.simulation.records import flat, write_records
from cardhost.simulation.summary import quantile

EXAMPLES = Path(__file__).resolve().parent.parent / "examples" / "decks"
WHITE = DeckText.read(EXAMPLES / "mono-white-devotion.txt")
GREEN = DeckText.read(EXAMPLES / "green-mana.dck")
METRICS = ("winner", "turns", "life", "mana", "devotion:WB", "first:Vampire Demon")
NewGame = Callable[..., Game]


def white(**changes: object) -> Simulation:
    options: dict[str, object] = {
        "decks": (WHITE,),
        "policies": ("goldfish",),
        "metrics": METRICS,
        "turns": 8,
        "seed": 7,
    }
    options.update(changes)
    return Simulation(**options)  # type: ignore[arg-type]


def test_the_same_records_on_every_executor() -> None:
    """Each game is played from its own seed (derived from the master seed and its
    number), in this process, in two spawned worker processes (each with its own string
    hashing seed), or on a local Dask cluster: the records are the same, in game order."""
    simulation = white()
    local = run(simulation, 6)
    assert [r["game"] for r in local] == list(range(6))
    assert run(simulation, 6, executor="process", workers=2) == local
    assert run(simulation, 6, executor="process", workers=3) == local
    assert run(simulation, 6, executor="dask", workers=2) == local


def test_seeds_decide_the_games() -> None:
    simulation = white()
    assert play_one(simulation, 3) == play_one(simulation, 3)
    assert [play_one(white(seed=8), i) for i in range(4)] != [
        play_one(simulation, i) for i in range(4)
    ]
    seeds = {game_seed(7, index) for index in range(1000)}
    assert len(seeds) == 1000 and game_seed(7, 0) == game_seed(7, 0)


def test_a_game_stops_at_the_turn_limit() -> None:
    """``turns=3``: no player begins a fourth turn of their own."""
    for record in run(white(turns=3), 4):
        assert record["end"] in ("turn limit", "win")
        for readings in record["mana"].values():
            assert len(readings) <= 3


def test_first_appearance_agrees_with_the_event_log(tmp_path: Path) -> None:
    """The turn ``first:Vampire Demon`` gives is the player's own turn in which the
    log shows the first Vampire Demon Token entering under their control."""
    simulation = white(turns=12, log_folder=str(tmp_path))
    found = 0
    for index in range(8):
        record = play_one(simulation, index)
        own_turn: dict[str, int] = {}
        first: dict[str, int] = {}
        for line in (tmp_path / f"game-{index:06d}.jsonl").read_text().splitlines():
            entry = json.loads(line)
            fields = entry["fields"]
            if entry["event"] == "TurnBegan":
                own_turn[fields["player"]] = fields["players_turn"]
            if entry["event"] == "PermanentEntered":
                permanent = fields["permanent"]
                if permanent["name"] == "Vampire Demon Token":
                    first.setdefault(permanent["controller"], own_turn[permanent["controller"]])
        player = record["players"][0]
        assert record["first:Vampire Demon"][player] == first.get(player)
        found += player in first
    assert found, "no game made a Vampire Demon: the test would prove nothing"


def test_mulligans_agree_with_the_event_log(tmp_path: Path) -> None:
    """``mulligans`` gives each player the mulligans the log shows they took before
    keeping their opening hand (103.5); the goldfish's opponent, passing, keeps."""
    simulation = white(turns=1, metrics=("mulligans",), log_folder=str(tmp_path))
    taken = 0
    for index in range(30):
        record = play_one(simulation, index)
        logged = {player: 0 for player in record["players"]}
        for line in (tmp_path / f"game-{index:06d}.jsonl").read_text().splitlines():
            entry = json.loads(line)
            if entry["event"] == "MulliganTaken":
                logged[entry["fields"]["player"]] += 1
        assert record["mulligans"] == logged
        assert logged["Opponent"] == 0
        taken += logged[record["players"][0]]
    assert taken, "no game began with a mulligan: the test would prove nothing"


def test_mana_available_counts_replacement_effects_and_changes_nothing(
    new_game: NewGame,
) -> None:
    """Two Forests, tapped, and Mana Reflection (each permanent tapped for mana adds
    twice as much: 106.12): 4 mana available; the reading leaves the Forests tapped. A
    Llanowar Elves that arrived this turn can't tap for mana yet (302.6)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Forest", alice, tapped=True)
    game.add_card("Forest", alice, tapped=True)
    game.add_card("Mana Reflection", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Llanowar Elves", alice, summoning_sick=True)
    assert ManaAvailable().read(game, alice) == 4
    assert all(f.tapped for f in game.permanents("Forest")) and not alice.mana_pool


def test_devotion_by_turn_is_the_games_devotion(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    game.add_card("Mourning Thrull", alice)  # {1}{W/B}: one symbol, devotion 1 (700.5)
    game.add_card("White Knight", alice)
    game.begin_at(alice, Step.END)
    metric = DevotionByTurn("WB")
    metric.end_of_turn(game, alice)
    assert metric.value(game, alice) == [game.devotion(alice, "W", "B")] == [3]
    with pytest.raises(ValueError, match="WUBRG"):
        DevotionByTurn("WX")


def test_a_plugin_provides_a_policy_and_a_metric(tmp_path: Path) -> None:
    """A module implementing the simulation hooks, named as a ``.py`` file: its policy
    plays and its metric is measured."""
    plugin = tmp_path / "my_plugin.py"
    plugin.write_text(
        textwrap.dedent(
            """
            from cardhost import hookimpl
            from cardhost.simulation import Goldfish, Metric

            class LandsInHand(Metric):
                def value(self, game, player):
                    return sum(1 for card in game.players[0].hand if card.is_land)

            @hookimpl
            def simulation_policies():
                return {"my-goldfish": Goldfish}

            @hookimpl
            def simulation_metrics():
                return {"lands in hand": lambda argument: LandsInHand()}
            """
        )
    )
    simulation = white(
        plugins=(str(plugin),), policies=("my-goldfish",), metrics=("winner", "lands in hand")
    )
    records = run(simulation, 2)
    assert all(isinstance(r["lands in hand"], int) for r in records)
    assert [r["winner"] for r in records] == [r["winner"] for r in run(white(), 2)]


def test_an_installed_distribution_provides_a_policy(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A distribution declaring an entry point in ``cardhost.simulation`` (a card pack,
    say) provides its policies to every run, without being named."""
    site = tmp_path / "site"
    dist = site / "simpack-0.1.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: simpack\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[cardhost.simulation]\nsimpack = simpack_policies\n")
    (site / "simpack_policies.py").write_text(
        "from cardhost import hookimpl\n"
        "from cardhost.simulation import Heuristic\n"
        "@hookimpl\n"
        "def simulation_policies():\n"
        "    return {'pack heuristic': Heuristic}\n"
    )
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setattr("cardhost.simulation.plugins._REGISTRIES", {})
    assert "pack heuristic" in registry().policies
    record = play_one(white(policies=("pack heuristic",), turns=3), 0)
    assert record["end"] in ("win", "turn limit")


def plugin_module(path: Path, hook: str, body: str) -> Path:
    """A simulation plugin at ``path`` implementing ``hook`` as ``body``."""
    path.write_text(
        "from cardhost import hookimpl\n"
        "from cardhost.simulation import Metric, Passive\n"
        "@hookimpl\n"
        f"def {hook}():\n"
        f"    {body}\n"
    )
    return path


def test_plugins_that_clash_or_fail_are_named(tmp_path: Path) -> None:
    clash = plugin_module(
        tmp_path / "clash.py", "simulation_policies", "return {'goldfish': Passive}"
    )
    with pytest.raises(SimulationError, match="'goldfish' is provided by both"):
        registry((str(clash),))
    broken = plugin_module(
        tmp_path / "broken.py", "simulation_metrics", "raise RuntimeError('oops')"
    )
    with pytest.raises(SimulationError, match=r"broken\.py.*simulation_metrics hook raised"):
        registry((str(broken),))
    with pytest.raises(SimulationError, match="no such file"):
        registry((str(tmp_path / "missing.py"),))
    with pytest.raises(SimulationError, match="importing it raised ModuleNotFoundError"):
        registry(("no_such_module_here",))


def test_unknown_policies_and_metrics_say_what_there_is() -> None:
    tools = registry()
    with pytest.raises(SimulationError, match="did you mean 'goldfish'"):
        tools.policy("goldfsh", random.Random(0))
    with pytest.raises(SimulationError, match="did you mean 'devotion'"):
        tools.metric("devotoin:W")
    with pytest.raises(SimulationError, match="first needs a card or token name"):
        tools.metric("first")


def test_an_illegal_action_of_a_policy_is_named() -> None:
    """A policy that plays a land it doesn't have: the error names the player and the
    policy, and the rule the action breaks (400.7)."""
    from cardhost import PlayLand
    from cardhost.simulation import Passive

    class Cheat(Passive):
        def act(self, game, player):  # type: ignore[no-untyped-def]
            return PlayLand(999_999, "Plains")

    tools = registry()
    tools.policies["cheat"] = Cheat
    try:
        with pytest.raises(SimulationError, match=r"policy \(Cheat\) chose .*400\.7"):
            play_one(white(policies=("cheat",)), 0)
    finally:
        del tools.policies["cheat"]


def test_summary_win_rates_with_their_interval() -> None:
    low, high = wilson_interval(0, 10)
    assert low == 0.0 and high == pytest.approx(0.2775, abs=1e-4)
    low, high = wilson_interval(5, 10)
    assert (low, high) == pytest.approx((0.2366, 0.7634), abs=1e-4)
    assert quantile([1, 2, 3, 4], 0.5) == 2.5 and quantile([7], 0.9) == 7
    records = run(white(), 4)
    table = summary(records, METRICS)
    wins = sum(1 for r in records if r["winner"] == "mono-white-devotion")
    assert f"{wins / 4:.1%}" in table and "95% interval" in table
    assert "devotion:WB:" in table and "by turn, mean" in table


def test_records_as_csv_and_json_lines(tmp_path: Path) -> None:
    records = run(white(), 2)
    write_records(records, tmp_path / "r.jsonl")
    lines = (tmp_path / "r.jsonl").read_text().splitlines()
    assert [json.loads(line) for line in lines] == records
    write_records(records, tmp_path / "r.csv")
    header = (tmp_path / "r.csv").read_text().splitlines()[0].split(",")
    assert "life Opponent" in header and "mana mono-white-devotion" in header
    assert flat(records[0])["mana mono-white-devotion"] == json.dumps(
        records[0]["mana"]["mono-white-devotion"]
    )
    with pytest.raises(SimulationError, match=r"\.jsonl, \.csv or \.json"):
        write_records(records, tmp_path / "r.txt")


def test_a_csv_cell_a_spreadsheet_would_run_is_written_quoted(tmp_path: Path) -> None:
    """A deck named '=HYPERLINK(...)' (or a metric's text '+1', '-2', '@SUM') would be
    run by a spreadsheet opening the CSV: such a cell is written after a quote, the
    JSON lines as they are."""
    records = [
        {"game": 0, "winner": '=HYPERLINK("http://x/","click")', "players": ["@a", "b"]},
        {"game": 1, "winner": "-1", "note": {"@a": "+cmd", "b": 2}},
    ]
    write_records(records, tmp_path / "r.csv")
    rows = list(csv.DictReader((tmp_path / "r.csv").open(newline="")))
    assert rows[0]["winner"] == "'" + records[0]["winner"] and rows[1]["winner"] == "'-1"
    assert rows[1]["note @a"] == "'+cmd" and rows[1]["note b"] == "2"
    assert rows[0]["players"] == '["@a", "b"]' and rows[0]["game"] == "0"


def test_two_decks_face_each_other() -> None:
    """Two decks, each with its policy: both players are named after their decks."""
    simulation = Simulation((WHITE, GREEN), ("heuristic", "goldfish"), turns=6, seed=2)
    records = run(simulation, 2)
    assert records[0]["players"] == ["mono-white-devotion", "Green Mana"]
    assert {r["starting"] for r in run(simulation, 6)} == set(records[0]["players"])


def test_the_python_examples_of_simulating_md_run(monkeypatch: pytest.MonkeyPatch) -> None:
    root = EXAMPLES.parent.parent
    monkeypatch.chdir(root)
    text = (root / "docs" / "simulating.md").read_text(encoding="utf-8")
    blocks = re.findall(r"```python\n(.*?)```", text, flags=re.S)
    assert len(blocks) == 2
    for block in blocks:
        exec(compile(block, "docs/simulating.md", "exec"), {"__name__": "docs_example"})


def test_random_players_give_the_same_records_in_any_process() -> None:
    """The random policy draws from its own generator, seeded for its player in its game:
    two decks of random players, in this process and in two spawned ones, play alike."""
    simulation = Simulation((WHITE, GREEN), ("random", "random"), turns=4, seed=5)
    local = run(simulation, 4)
    assert run(simulation, 4, executor="process", workers=2) == local
    assert len({json.dumps(r["life"]) for r in local}) > 1  # the games differ


def test_reading_mana_doesnt_change_how_anyone_plays() -> None:
    """The mana metric's trial asks no policy: a random player plays the same games with
    it and without it."""
    plain = Simulation((GREEN, GREEN), ("random", "random"), turns=5, seed=9)
    measured = Simulation(
        (GREEN, GREEN), ("random", "random"), ("winner", "turns", "life", "mana"), 5, 9
    )
    for index in range(4):
        with_mana = play_one(measured, index)
        del with_mana["mana"]
        assert with_mana == play_one(plain, index)


def test_a_game_that_never_ends_stops_at_the_decision_limit(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("cardhost.simulation.match.MOST_DECISIONS", 30)
    record = play_one(white(turns=None), 0)
    assert record["end"] == "decision limit" and record["winner"] is None


def test_turn_limit_readings_are_one_a_turn() -> None:
    """With ``turns=3`` and a goldfish that can't win so soon, each player reads three
    end steps, and the game stops as the seventh turn begins."""
    for record in run(white(turns=3), 3):
        assert record["end"] == "turn limit" and record["turns"] == 7
        assert [len(v) for v in record["mana"].values()] == [3, 3]


def test_a_plugin_file_with_a_byte_order_mark_loads(tmp_path: Path) -> None:
    """A .py plugin saved with a UTF-8 byte order mark, as Python itself imports it."""
    plugin = plugin_module(
        tmp_path / "marked.py", "simulation_metrics", "return {'marked': lambda argument: None}"
    )
    plugin.write_text("\ufeff" + plugin.read_text(encoding="utf-8"), encoding="utf-8")
    text = source_of(str(plugin))  # as the command line ships it to its workers
    assert "marked" in registry((str(plugin),), sources=(text,)).metrics


@pytest.mark.parametrize("field", ["players", "match_winner", "matchup", "best_of"])
def test_a_metric_named_like_a_record_field_is_refused(tmp_path: Path, field: str) -> None:
    """A metric can't be named as a game's, a match's or a gauntlet's field: one named
    match_winner broke the summary of every game, one named matchup was overwritten."""
    plugin = plugin_module(
        tmp_path / "clash_field.py",
        "simulation_metrics",
        f"return {{'{field}': lambda argument: Metric()}}",
    )
    with pytest.raises(SimulationError, match=f"can't be named '{field}'"):
        registry((str(plugin),))


def test_a_run_starts_at_most_a_few_workers_per_core() -> None:
    """A run's workers are processes: more than a few per core is refused before any
    starts, through the API as on the command line."""
    simulation = Simulation((DeckText("d.txt", "60 Forest\n", False),), ("goldfish",), (), 1, 0)
    with pytest.raises(SimulationError, match=r"play with 1 to [\d,]+ workers \(not 1,000,000\)"):
        run(simulation, 2, executor="process", workers=1_000_000)


def test_first_naming_no_card_is_refused_through_the_api_too() -> None:
    """``run`` checks a ``first:NAME`` metric's name before any game, as the command
    line does: a misspelling would measure nothing in every game."""
    simulation = Simulation(
        (DeckText("d.txt", "60 Forest\n", False),), ("goldfish",), ("first:Forrest",), 1, 0
    )
    with pytest.raises(SimulationError, match="no card or token named 'Forrest'; did you mean"):
        run(simulation, 1)
