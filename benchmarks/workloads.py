"""cardhost's speed, measured: the four reference workloads and the goals of the speed
work, each printed with its figure and its ratio to the goal.

  a  mana      5 Forests tapped for mana in a precombat main phase, the pool checked,
               then emptied and the Forests untapped outside the timed actions (taps/s)
  b  goldfish  two players with 520-Forest libraries; each turn: to the precombat main
               phase, play a land, on to the next turn (turns/s, over 100 and 1,000 turns)
  c  devotion  devotion to green of a 100-permanent board (boards/s); and the same with
               a life total changed before each ask (the count kept holds), and with a
               permanent changed (the board is counted each time)
  d  combat    a 2/2 attacks alone, unblocked: beginning of combat to the postcombat main
               phase (combats/s)

  goal 1  a tap end to end (workload a's taps, its resets not timed) against one bare
          pluggy call with four keyword arguments: the mean of the runs, so that the
          garbage collector's passes over a long log count as often as they come; with
          the log full (the default) and off
  goal 3  cost per action with big libraries, and with 200 permanents against 20
  goal 4  could_produce with 12 Mana Reflections, and with a Contamination too
  copy      copies, saves and restores per second of a mid-game board
  simulate  goldfish games of the 60-card mono-white example deck per second, on 1, 2
            and 4 worker processes
  import    `cardhost import forge` of one Forge script of 250 and of 1,000 abilities,
            triggers or modes: the seconds each, and how much longer the larger took
            (4x for costs that grow with the script, 16x for the square of its size)

Every timed call is a whole atomic action: checked, journaled, logged, and ending with
state-based actions and triggers. Usage:
    python benchmarks/workloads.py [--runs 5] [--only a,b,c,d,goals,copy,simulate,import]
"""

from __future__ import annotations

import argparse
import gc
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from pathlib import Path

import pluggy

from cardhost import (
    FirstOptionChooser,
    Game,
    ManaAmount,
    Step,
    load_card_text,
)
from cardhost.forge.importer import import_forge
from cardhost.model.mana import EMPTY_POOL
from cardhost.simulation import DeckText, PolicyChooser, Simulation, drive, run
from cardhost.simulation.match import catalog_of, deck_of
from cardhost.simulation.plugins import registry

GOALS = {
    "a": 325_000,
    "b100": 1_000,
    "b1000": 175,
    "c": 24_000,
    "d": 6_000,
}
"""At least 1.5 times the best peer's figure, per workload (taps, turns, boards, combats
a second)."""

EXTRA = {
    "Elvish Mystic": 'mana_cost = "{G}"\ntypes = ["Creature"]\npower = 1\ntoughness = 1\n'
    '[[mana_abilities]]\ncost = "{T}"\nadd = "{G}"\n',
    "Runeclaw Bear": 'mana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\ntoughness = 2\n',
    "Charging Rhino": 'mana_cost = "{3}{G}{G}"\ntypes = ["Creature"]\npower = 4\n'
    'toughness = 4\nkeywords = ["trample"]\n',
    "Hornet Queen": 'mana_cost = "{4}{G}{G}{G}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\nkeywords = ["flying", "deathtouch"]\n',
}


def extra_cards() -> list:
    return [load_card_text(f'name = "{name}"\n{body}') for name, body in EXTRA.items()]


REFERENCE_BARE_CALL = 1.31e-6
"""Seconds for a bare pluggy call on the machine the peers' figures come from (the
issue's measurements): a figure times this machine's bare call over it estimates the
figure there."""


def median_rate(run: Callable[[], tuple[int, float]], runs: int) -> float:
    return statistics.median(ops / seconds for ops, seconds in (run() for _ in range(runs)))


def rate_and_bare_call(run: Callable[[], tuple[int, float]], runs: int) -> tuple[float, float]:
    """The median rate of ``run``, and the median time of a bare pluggy call measured
    after each run: the machine's speed while it ran (it drifts)."""
    rates, bare = [], []
    for _ in range(runs):
        ops, seconds = run()
        rates.append(ops / seconds)
        bare.append(bare_pluggy_call(50_000))
    return statistics.median(rates), statistics.median(bare)


def main_phase(cards: list | None = None, log: str = "full") -> Game:
    game = Game(["Alice", "Bob"], cards=cards or [], log=log)
    game.begin_at("Alice", Step.MAIN1, turns_taken={"Alice": 2, "Bob": 1})
    return game


# --------------------------------------------------------------------------- workloads
def taps(cycles: int = 5_000) -> tuple[int, float]:
    game = main_phase()
    alice = game.players[0]
    lands = [game.add_card("Forest", alice) for _ in range(5)]
    five = ManaAmount(g=5)
    start = time.perf_counter()
    for _ in range(cycles):
        for land in lands:
            game.activate_mana_ability(land)
        assert alice.mana_pool.mana == five
        alice.mana_pool = EMPTY_POOL
        for land in lands:
            land.tapped = False
    return cycles * 5, time.perf_counter() - start


def taps_alone(cycles: int = 5_000, log: str = "full") -> tuple[int, float]:
    """Workload a with only the taps timed, its pool emptying and untapping left out:
    goal 1's "tap for mana end to end", each a whole action; ``log`` the game's log."""
    game = main_phase(log=log)
    alice = game.players[0]
    lands = [game.add_card("Forest", alice) for _ in range(5)]
    five = ManaAmount(g=5)
    clock = time.perf_counter
    seconds = 0.0
    for _ in range(cycles):
        start = clock()
        for land in lands:
            game.activate_mana_ability(land)
        seconds += clock() - start
        assert alice.mana_pool.mana == five
        alice.mana_pool = EMPTY_POOL
        for land in lands:
            land.tapped = False
    return cycles * 5, seconds


def goldfish_game(library: int, log: str = "full") -> Game:
    """A goldfish game of two players with ``library`` Forests each, begun."""
    game = Game(["Alice", "Bob"], log=log)
    for player in game.players:
        for _ in range(library):
            game.add_card("Forest", player, "library")
    game.start("Alice", opening_hands=True)
    return game


def goldfish(turns: int, library: int = 520) -> tuple[int, float]:
    game = goldfish_game(library)
    start = time.perf_counter()
    for _ in range(turns):
        game.advance_to(Step.MAIN1)
        game.play_land(game.active_player.hand[0])
        game.next_turn()
    seconds = time.perf_counter() - start
    assert len(game.permanents("Forest")) == turns and game.winner is None
    return turns, seconds


def devotion(boards: int = 5_000, *, changed: str = "") -> tuple[int, float]:
    """``changed``: before each ask the game changes: ``"life"`` sets a life total (no
    permanent changes, so the count kept holds); ``"permanent"`` marks damage on a land,
    so each ask counts the board again."""
    game = main_phase(extra_cards())
    alice, bob = game.players
    for name in ("Forest", *EXTRA):
        for _ in range(20):
            game.add_card(name, alice)
    land = game.permanents("Forest")[0]
    start = time.perf_counter()
    for board in range(boards):
        if changed == "life":
            bob.life = 20 - board % 2
        elif changed == "permanent":
            land.damage = board % 2
        total = game.devotion(alice, "G")
    seconds = time.perf_counter() - start
    assert total == 140, total
    return boards, seconds


def combat(combats: int = 3_000) -> tuple[int, float]:
    game = main_phase(extra_cards())
    alice, bob = game.players
    bear = game.add_card("Runeclaw Bear", alice)
    start = time.perf_counter()
    for _ in range(combats):
        game.step = Step.MAIN1  # the reset: back to the precombat main phase
        game.advance()
        game.advance()
        game.declare_attackers([bear])
        game.advance_to(Step.MAIN2)
        assert bob.life == 18
        bob.life = 20
        bear.tapped = False
    return combats, time.perf_counter() - start


# --------------------------------------------------------------------------- goals
def bare_pluggy_call(calls: int = 200_000) -> float:
    """Seconds for one pluggy hook call with four keyword arguments and one
    implementation."""
    marker = pluggy.HookspecMarker("bench")
    implement = pluggy.HookimplMarker("bench")

    class Spec:
        @marker
        def hook(self, a, b, c, d):  # type: ignore[no-untyped-def]
            """A hook."""

    class Plugin:
        @implement
        def hook(self, a, b, c, d):  # type: ignore[no-untyped-def]
            return None

    manager = pluggy.PluginManager("bench")
    manager.add_hookspecs(Spec)
    manager.register(Plugin())
    hook = manager.hook.hook
    start = time.perf_counter()
    for _ in range(calls):
        hook(a=1, b=2, c=3, d=4)
    return (time.perf_counter() - start) / calls


def per_action_with(permanents: int, library: int, actions: int = 3_000) -> float:
    """Seconds per tap for mana with ``permanents`` Forests and ``library`` cards in each
    library."""
    game = main_phase()
    alice = game.players[0]
    for player in game.players:
        for _ in range(library):
            game.add_card("Forest", player, "library")
    lands = [game.add_card("Forest", alice) for _ in range(permanents)]
    land = lands[0]
    start = time.perf_counter()
    for _ in range(actions):
        game.activate_mana_ability(land)
        land.tapped = False
    return (time.perf_counter() - start) / actions


def could_produce_seconds(
    reflections: int = 12, contamination: bool = False, calls: int = 5
) -> dict:
    """Seconds for ``could_produce`` of a Forest and of a Reflecting Pool with
    ``reflections`` Mana Reflections (and a Contamination) on the battlefield: the median
    of ``calls`` calls (each searches anew: nothing is kept between calls)."""
    game = main_phase()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    pool = game.add_card("Reflecting Pool", alice)
    for _ in range(reflections):
        game.add_card("Mana Reflection", alice)
    if contamination:
        game.add_card("Contamination", alice)
    seconds = {}
    for land in (forest, pool):
        times = []
        for _ in range(calls):
            start = time.perf_counter()
            game.could_produce(land)
            times.append(time.perf_counter() - start)
        seconds[land.name] = statistics.median(times)
    return seconds


def goldfish_turn(game: Game, play_land: bool) -> float:
    """Seconds for one goldfish turn: to the main phase, a land played or not, on to
    the next turn."""
    start = time.perf_counter()
    game.advance_to(Step.MAIN1)
    if play_land:
        game.play_land(game.active_player.hand[0])
    game.next_turn()
    return time.perf_counter() - start


def old_and_young(turns: int, grow: int, sample: int = 100) -> tuple[list[float], list[float]]:
    """Seconds per turn of the last ``sample`` turns of a ``turns``-turn goldfish game
    whose players play a land a turn for the first ``grow`` turns and then none, and of
    turns ``grow`` to ``grow + sample`` of another such game: the same board, one game
    old, one young. The two are played turn and turn about, so that the machine's drift
    in speed falls on both alike."""
    old = goldfish_game(turns + 100)
    for turn in range(turns - sample):
        goldfish_turn(old, turn < grow)
    young = goldfish_game(turns + 100)
    for _ in range(grow):
        goldfish_turn(young, True)
    old_seconds, young_seconds = [], []
    for _ in range(sample):
        old_seconds.append(goldfish_turn(old, False))
        young_seconds.append(goldfish_turn(young, False))
    assert old.winner is None and young.winner is None
    return old_seconds, young_seconds


def memory_per_turn(log: str, turns: int = 1_000) -> float:
    """Bytes of memory kept per turn of a goldfish game whose board has stopped
    growing, over ``turns`` turns after the first 200, with the log ``log``."""
    game = goldfish_game(turns + 300, log)
    tracemalloc.start()
    for turn in range(turns + 200):
        if turn == 200:
            gc.collect()
            before = tracemalloc.get_traced_memory()[0]
        game.advance_to(Step.MAIN1)
        game.next_turn()
    gc.collect()
    after = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    return (after - before) / turns


PLUGIN = """from cardhost import hookimpl


@hookimpl
def on_enter_battlefield(game, card, event):
    return None
"""


def discovery(cards: int = 10_000, runs: int = 3) -> dict[str, tuple[float, float, float]]:
    """Seconds (the median of ``runs``), MiB at the peak, and the bare pluggy call
    measured beside them, to discover ``cards`` card folders, each with a plugin module,
    in a fresh process with cardhost imported (the memory in another run, since tracing
    it slows everything down): without a cache of card files, and with a warm one (the
    cards installed earlier, as a user's are, and discovered once before)."""
    an_hour_ago = time.time_ns() - 3_600 * 10**9  # installed, not being written
    with tempfile.TemporaryDirectory() as root:
        cards_folder = Path(root, "cards")
        for index in range(cards):
            folder = cards_folder / f"card_{index}"
            folder.mkdir(parents=True)
            card_file = folder / f"card_{index}.toml"
            card_file.write_text(
                f'name = "Card {index}"\nmana_cost = "{{1}}{{G}}"\ntypes = ["Creature"]\n'
                f'power = 2\ntoughness = 2\nplugin = "card_{index}.py"\n',
                encoding="utf-8",
            )
            os.utime(card_file, ns=(an_hour_ago, an_hour_ago))
            (folder / f"card_{index}.py").write_text(PLUGIN, encoding="utf-8")
        script = (
            "import sys, time, tracemalloc\n"
            "from cardhost import Catalog\n"
            "measure_memory = sys.argv[2] == 'memory'\n"
            "cache = None if sys.argv[3] == 'none' else sys.argv[3]\n"
            "if measure_memory:\n"
            "    tracemalloc.start()\n"
            "start = time.perf_counter()\n"
            "catalog = Catalog.from_folders([sys.argv[1]], bundled=False, cache=cache)\n"
            "seconds = time.perf_counter() - start\n"
            f"assert len(catalog) == {cards}\n"
            "print(tracemalloc.get_traced_memory()[1] / 2**20 if measure_memory else seconds)\n"
        )

        def measure(what: str, cache: str) -> float:
            command = [sys.executable, "-c", script, str(cards_folder), what, cache]
            return float(subprocess.run(command, capture_output=True, text=True, check=True).stdout)

        def timed(tables: str) -> tuple[float, float]:
            seconds, bare = [], []
            for _ in range(runs):
                seconds.append(measure("time", tables))
                bare.append(bare_pluggy_call(50_000))
            return statistics.median(seconds), statistics.median(bare)

        cache = str(Path(root, "cache"))
        measure("time", cache)  # fills the cache
        return {
            how: (*timed(tables), measure("memory", tables))
            for how, tables in (("without a cache", "none"), ("with a warm cache", cache))
        }


def simulated_games(games: int, workers: int) -> float:
    """Games per second of the goldfish policy on the 60-card mono-white example deck,
    played to the end, on ``workers`` processes (the local executor for one)."""
    deck = DeckText.read(
        Path(__file__).resolve().parent.parent / "examples/decks/mono-white-devotion.txt"
    )
    simulation = Simulation((deck,), ("goldfish",), seed=1)
    executor = "local" if workers == 1 else "process"
    start = time.perf_counter()
    records = run(simulation, games, executor=executor, workers=workers)
    seconds = time.perf_counter() - start
    assert len(records) == games
    return games / seconds


def mid_game() -> Game:
    """The mono-white example deck's goldfish game at its fifth turn, log off."""
    deck = DeckText.read(
        Path(__file__).resolve().parent.parent / "examples/decks/mono-white-devotion.txt"
    )
    simulation = Simulation((deck,), ("goldfish",), seed=1)
    tools = registry(())
    catalog = catalog_of(simulation)
    names = ["Alice", "Opponent"]
    seats = zip(names, ("goldfish", "pass"), strict=True)
    policies = {name: tools.policy(p, random.Random(name)) for name, p in seats}
    game = Game(
        names, catalog=catalog, chooser=PolicyChooser(policies, FirstOptionChooser()), log="off"
    )
    for player in game.players:
        for card in deck_of(deck, catalog).cards():
            game.add_card(card, player, "library")
    game.start("Alice", opening_hands=True)
    drive(game, policies, [], turns=4)
    return game


def copies(game: Game, count: int = 200) -> float:
    """Copies per second (``game.copy(log="off")``) of ``game``."""
    start = time.perf_counter()
    for _ in range(count):
        game.copy(log="off")
    return count / (time.perf_counter() - start)


def saves(game: Game, count: int = 100) -> tuple[float, float, int]:
    """Saves (``game.to_json()``) and restores (``Game.from_json``) per second of
    ``game``, and the size of its saved text in bytes."""
    start = time.perf_counter()
    for _ in range(count):
        text = game.to_json()
    saved = count / (time.perf_counter() - start)
    start = time.perf_counter()
    for _ in range(count):
        Game.from_json(text, catalog=game.catalog, chooser=game.chooser)
    return saved, count / (time.perf_counter() - start), len(text.encode())


# --------------------------------------------------------------------------- report
def show(name: str, measured: tuple[float, float], unit: str, goal: float) -> None:
    """A workload's figure and its ratio to the goal, then the same scaled to the
    reference machine by the bare pluggy call measured beside it."""
    figure, bare = measured
    scaled = figure * bare / REFERENCE_BARE_CALL
    print(
        f"{name:<32} {figure:>12,.1f} {unit:<10} goal {goal:>9,.0f} ({figure / goal:.2f}x); "
        f"scaled to the reference machine ({bare * 1e6:.2f} us a bare call here, "
        f"{REFERENCE_BARE_CALL * 1e6:.2f} there): {scaled:,.0f} ({scaled / goal:.2f}x)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--only", default="a,b,c,d,goals,copy,simulate,import")
    args = parser.parse_args()
    only = set(args.only.split(","))
    print(f"cardhost benchmarks: median of {args.runs} runs, pluggy {pluggy.__version__}")
    if "a" in only:
        show("a  taps for mana", rate_and_bare_call(taps, args.runs), "taps/s", GOALS["a"])
    if "b" in only:
        show(
            "b  goldfish, 100 turns",
            rate_and_bare_call(lambda: goldfish(100), args.runs),
            "turns/s",
            GOALS["b100"],
        )
        show(
            "b  goldfish, 1,000 turns",
            rate_and_bare_call(lambda: goldfish(1000), 1),
            "turns/s",
            GOALS["b1000"],
        )
    if "c" in only:
        show(
            "c  devotion, 100 permanents",
            rate_and_bare_call(devotion, args.runs),
            "boards/s",
            GOALS["c"],
        )
        for changed in ("life", "permanent"):
            show(
                f"c  the same, a {changed} changed",
                rate_and_bare_call(lambda changed=changed: devotion(changed=changed), args.runs),
                "boards/s",
                GOALS["c"],
            )
    if "d" in only:
        show("d  combat phase", rate_and_bare_call(combat, args.runs), "combats/s", GOALS["d"])
    if "goals" in only:
        for log in ("full", "off"):
            pairs = [
                (1 / median_rate(lambda log=log: taps_alone(log=log), 1), bare_pluggy_call())
                for _ in range(args.runs)
            ]
            ratios = [t / b for t, b in pairs]
            tap = statistics.mean(t for t, _ in pairs)
            bare = statistics.mean(b for _, b in pairs)
            print(
                f"goal 1  tap = {statistics.mean(ratios):.1f}x a bare pluggy call, log {log}: "
                f"the mean of the runs, each beside its bare call ({tap * 1e6:.1f} us, "
                f"{bare * 1e6:.2f} us; runs {min(ratios):.1f}-{max(ratios):.1f}x); goal 5x"
            )
        library_ratios, board_ratios = [], []
        for _ in range(max(args.runs, 7)):  # the three one after the other, each round
            small, big_library, big_board = (
                per_action_with(permanents, library)
                for permanents, library in ((20, 60), (20, 5_000), (200, 60))
            )
            library_ratios.append(big_library / small)
            board_ratios.append(big_board / small)
        print(
            "goal 3  tap with 5,000-card libraries / 60: "
            f"{statistics.median(library_ratios):.2f}x (goal 1x)"
        )
        print(
            "goal 3  tap with 200 permanents / 20: "
            f"{statistics.median(board_ratios):.2f}x (goal <= 2x)"
        )
        last, first = old_and_young(5_000, grow=100)
        print(
            "goal 3  5,000-turn game, last 100 turns against turns 100-200 of a game with "
            f"the same board, played turn about: {sum(first) / sum(last):.2f}x as fast, "
            f"{statistics.median(first) / statistics.median(last):.2f}x turn for turn "
            "(medians, leaving out garbage-collection pauses) (goal >= 0.9x)"
        )
        for contamination in (False, True):
            with_it = " and a Contamination" if contamination else ""
            for land, seconds in could_produce_seconds(12, contamination).items():
                print(
                    f"goal 4  could_produce, {land}, 12 Mana Reflections{with_it}: "
                    f"{seconds * 1e3:.2f} ms (goal < 5 ms)"
                )
        for how, (took, bare, mib) in discovery(runs=args.runs).items():
            print(
                f"goal 5  discovering 10,000 cards with plugins, {how}: {took:.2f} s, "
                f"{mib:.1f} MiB (goal <= 1 s, <= 30 MiB); scaled to the reference machine "
                f"({bare * 1e6:.2f} us a bare call here): {took * REFERENCE_BARE_CALL / bare:.2f} s"
            )
        for log in ("full", "off"):
            print(f"goal 6  memory kept per turn, log {log}: {memory_per_turn(log):,.0f} bytes")
    if "copy" in only:
        board = mid_game()
        permanents = len(board.battlefield)
        print(
            f"copy  game.copy() of a mid-game board ({permanents} permanents): "
            f"{copies(board):,.0f} copies/s"
        )
        saved, restored, size = saves(board)
        print(
            f"copy  game.to_json(): {saved:,.0f} saves/s; Game.from_json: {restored:,.0f} "
            f"restores/s ({size:,} bytes)"
        )
    if "simulate" in only:
        cores = os.cpu_count() or 1
        alone = simulated_games(60, 1)
        print(f"simulate  goldfish, 60-card deck, 1 worker: {alone:,.1f} games/s ({cores} cores)")
        for workers in (2, 4):
            rate = simulated_games(120, workers)
            print(
                f"simulate  {workers} workers: {rate:,.1f} games/s, {rate / alone:.2f}x one "
                f"worker (at most {min(workers, cores)}x on {cores} cores)"
            )
    if "import" in only:
        for kind in SCRIPTS:
            small, large = (importing(kind, n) for n in (250, 1_000))
            print(
                f"import  one script of {kind}: 250 {small:.2f} s, 1,000 {large:.2f} s "
                f"({large / small:.1f}x for 4x the script)"
            )


SCRIPTS = {
    "abilities": lambda n: (
        "Types:Artifact\n"
        + "".join(
            f"A:AB$ Draw | Cost$ {i} T | NumCards$ 1 | SpellDescription$ Draw a card.\n"
            for i in range(1, n + 1)
        )
        + "Oracle:"
        + "\\n".join(f"{{{i}}}, {{T}}: Draw a card." for i in range(1, n + 1))
    ),
    "triggers": lambda n: (
        "Types:Creature Bear\nPT:1/1\n"
        + "T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self"
        " | Execute$ TrigDraw | TriggerDescription$ When CARDNAME enters the battlefield,"
        " draw a card.\n"
        * n
        + "SVar:TrigDraw:DB$ Draw | NumCards$ 1\nOracle:"
        + "\\n".join(["When Growth enters the battlefield, draw a card."] * n)
    ),
    "modes": lambda n: (
        "Types:Instant\nA:SP$ Charm | Cost$ R | Choices$ "
        + ",".join(f"D{i}" for i in range(n))
        + "\n"
        + "".join(
            f"SVar:D{i}:DB$ Draw | NumCards$ 1 | SpellDescription$ Draw a card.\n" for i in range(n)
        )
        + "Oracle:Choose one \u2014\\n"
        + "\\n".join(["\u2022 Draw a card."] * n)
    ),
}
"""Forge scripts of ``n`` abilities, triggers or modes, by their kind: whatever the
importer makes of them, the work it does reading them is what is measured."""


def importing(kind: str, abilities: int) -> float:
    """Seconds to import one script of ``abilities`` of ``kind`` into an empty folder."""
    with tempfile.TemporaryDirectory() as folder:
        scripts = Path(folder, "scripts")
        scripts.mkdir()
        text = f"Name:Growth\nManaCost:R\n{SCRIPTS[kind](abilities)}\n"
        (scripts / "growth.txt").write_text(text, encoding="utf-8")
        start = time.perf_counter()
        import_forge(scripts, Path(folder, "out"), progress=False)
        return time.perf_counter() - start


if __name__ == "__main__":
    main()
