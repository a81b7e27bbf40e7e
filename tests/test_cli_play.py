"""``cardhost play``: a person against the heuristic policy, through decision() and
answer() alone; scripted input plays a game to its end; a save resumes to the same game."""

from __future__ import annotations

import errno
import io
import json
import os
import random
import tempfile
from collections.abc import Callable
from pathlib import Path

import pytest

from cardhost import (
    PASS,
    DamageDealt,
    Game,
    Layer,
    Modification,
    PlayLand,
    Step,
    bundled_catalog,
    game_state,
    load_card_text,
)
from cardhost.simulation import plugins
from cardhost.simulation.match import DeckText
from cardhost.simulation.policies import Goldfish, Passive
from cardhost.tools.cli import main
from cardhost.tools.play import Table, new_table, planned_casts, taken_back
from cardhost.tools.play import play as play_table

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


def test_a_person_concedes_and_the_opponent_wins(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """104.3a: ``concede`` at the first decision (a mulligan) ends the game at once."""
    status, out, _ = play(monkeypatch, capsys, "concede\n", WHITE, "--against", GREEN)
    assert status == 0
    assert out.splitlines()[-3:] == [
        "You conceded (104.3a).",
        "",
        "The game is over: Opponent won.",
    ]


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
    seeded = (WHITE, "--against", GREEN, "--seed", "0")
    status, uninterrupted, _ = play(monkeypatch, capsys, whole, *seeded)
    assert status == 0
    saved = tmp_path / "game.json"
    script = "\n".join([*first, f"save {saved}", "quit"]) + "\n"
    assert play(monkeypatch, capsys, script, *seeded)[0] == 0
    assert json.loads(saved.read_text())["cardhost save"] == 2
    status, resumed, _ = play(monkeypatch, capsys, "\n".join(rest) + "\n", "--resume", str(saved))
    assert status == 0
    assert resumed.splitlines()[-12:] == uninterrupted.splitlines()[-12:]
    passed = "\n".join([""] * 12 + [f"save {saved}", "quit"]) + "\n"  # some turns in
    status, played, _ = play(monkeypatch, capsys, passed, *seeded)
    assert status == 0 and ">> Opponent played" in played
    status, opened, _ = play(monkeypatch, capsys, "quit\n", "--resume", str(saved))
    before_first_board = opened[: opened.index("\n=== ")]
    assert status == 0 and ">>" not in before_first_board  # all shown before the save


def test_undo_takes_the_last_answer_back(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``undo`` with no answer given is refused, the game going on; after ten lines it
    takes the last answer back (a save then holds one answer fewer), and that answer
    given again plays the same game, to the same end, as the script without."""
    answers = ["1", "", "2", "1", "0:0", "", "1"] * 400
    seeded = (WHITE, "--against", GREEN, "--seed", "0")
    status, uninterrupted, _ = play(monkeypatch, capsys, "\n".join(answers) + "\n", *seeded)
    assert status == 0
    before, after = tmp_path / "before.json", tmp_path / "after.json"
    script = ["undo", *answers[:10], f"save {before}", "quit"]
    assert play(monkeypatch, capsys, "\n".join(script) + "\n", *seeded)[0] == 0
    given = json.loads(before.read_text())["answers"]
    last = str(given[-1]) if type(given[-1]) is int else " ".join(f"{i}:{j}" for i, j in given[-1])
    script = ["undo", *answers[:10], "undo", f"save {after}", last, *answers[10:]]
    status, out, _ = play(monkeypatch, capsys, "\n".join(script) + "\n", *seeded)
    assert status == 0
    assert "Not taken back: no answer of yours to take back." in out
    assert out.count("Your last answer is taken back.") == 1
    assert json.loads(after.read_text())["answers"] == given[:-1]
    assert out.splitlines()[-12:] == uninterrupted.splitlines()[-12:]


def test_a_game_taken_back_is_as_it_was_before_the_answer() -> None:
    """``taken_back``: after each of the person's answers in turn, the table taken back
    asks the decision it answered, the game in the state it was in then (the same
    objects, zones, life, library order and random state)."""
    pair = (DeckText.read(WHITE), DeckText.read(GREEN))
    table = new_table(pair, 0, bundled_catalog())
    for _ in range(8):
        play_table(table, iter([]), io.StringIO())  # to the person's next decision
        decision, state = table.game.decision(), game_state(table.game, same_objects=False)
        assert decision is not None
        options = repr(decision.options)  # as they are now: answered, a card may move
        given = len(table.answers)
        play_table(table, iter([""]), io.StringIO())  # answered: the first option, or none
        assert len(table.answers) == given + 1
        back = taken_back(table)
        play_table(back, iter([]), io.StringIO())
        again = back.game.decision()
        assert again is not None
        assert (again.kind, again.player, again.prompt) == (
            decision.kind,
            decision.player,
            decision.prompt,
        )
        assert repr(again.options) == options
        assert game_state(back.game, same_objects=False) == state
        assert back.answers == table.answers[:-1]


@pytest.mark.parametrize("line", ["end", "skip", "next", "plan"])
def test_undo_takes_back_the_whole_line(line: str) -> None:
    """A line that answers several decisions (``end``, ``skip`` and ``next`` pass on and
    on; a planned cast activates mana abilities, then casts) is taken back whole by one
    ``undo``: the game is as it was where the line was typed."""
    pair = (DeckText.read(WHITE), DeckText.read(GREEN))
    table = new_table(pair, 3, bundled_catalog())
    for _ in range(200):  # lands played, passing otherwise, to a spell the lands pay for
        play_table(table, iter([]), io.StringIO())  # to the person's next decision
        decision = table.game.decision()
        assert decision is not None
        if decision.kind == "priority" and planned_casts(table, decision):
            break
        lands = [n for n, a in enumerate(decision.options) if isinstance(a, PlayLand)]
        play_table(table, iter([str(lands[0]) if lands else ""]), io.StringIO())
    if line == "plan":
        line = str(len(decision.options))  # the first planned cast's number
    state, given = game_state(table.game, same_objects=False), len(table.answers)
    play_table(table, iter([line]), io.StringIO())
    assert len(table.answers) > given + 1  # more than one answer for the line
    back = taken_back(table)
    play_table(back, iter([]), io.StringIO())
    assert back.answers == table.answers[:given]
    assert game_state(back.game, same_objects=False) == state


def test_each_game_without_a_seed_draws_its_own(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Without --seed no two games are alike: each save holds a seed of its own."""
    seeds = []
    for number in range(2):
        saved = tmp_path / f"game{number}.json"
        script = f"save {saved}\nquit\n"
        assert play(monkeypatch, capsys, script, WHITE, "--against", GREEN)[0] == 0
        seeds.append(json.loads(saved.read_text())["seed"])
    assert seeds[0] != seeds[1]


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
    for lines in (["0"], [2, 1], [0, 5], {"0": 1}):  # where each typed line's answers begin
        broken.write_text(json.dumps({**saved, "answers": [0], "lines": lines}))
        status, _, errors = play(monkeypatch, capsys, "", "--resume", str(broken))
        assert status == 1 and "not a cardhost save (its lines are" in errors, lines
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


# --------------------------------------------------------------------------- hostile input


def test_a_save_that_cant_be_written_keeps_the_game_and_the_old_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save to a path that can't be written says so and the game goes on; a good save
    already there is never left truncated: a write that fails (a full disk) leaves it
    whole, and no half-written file behind."""
    good = tmp_path / "game.json"
    assert play(monkeypatch, capsys, f"save {good}\nquit\n", WHITE, "--against", GREEN)[0] == 0
    before = good.read_bytes()

    def full_disk(descriptor: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "fsync", full_disk)
    script = f"save {good}/x.json\nsave {tmp_path}/missing/x.json\nsave {good}\n1\nquit\n"
    status, out, _ = play(monkeypatch, capsys, script, WHITE, "--against", GREEN)
    assert status == 0
    assert out.count("Not saved: can't save to ") == 3 and "the game goes on" in out
    assert "No space left on device" in out
    assert out.splitlines()[-1] == "Left the game."
    assert good.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game.json"]


def test_save_without_a_file_says_it_needs_one(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``save`` alone (or with only spaces after it) says it names a file; it said
    "'save' is not one of the numbers above"."""
    status, out, _ = play(monkeypatch, capsys, "save\nsave   \nquit\n", WHITE, "--against", GREEN)
    assert status == 0
    assert out.count("Not saved: save FILE names the file to save in") == 2
    assert "is not one of the numbers" not in out


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("[1, 2]", "a save is a JSON object"),
        ('{"cardhost save": 2, "seed": "x", "decks": [], "answers": []}', "its seed"),
        ('{"cardhost save": 2, "seed": 1, "decks": [1, 2], "answers": []}', "each deck"),
        ("[" * 100_000 + "]" * 100_000, "not a cardhost save"),
    ],
    ids=["a-list", "a-string-seed", "decks-of-numbers", "deep-nesting"],
)
def test_a_hostile_save_is_named_without_a_traceback(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    text: str,
    problem: str,
) -> None:
    saved = tmp_path / "hostile.json"
    saved.write_text(text)
    status, _, errors = play(monkeypatch, capsys, "", "--resume", str(saved))
    assert status == 1 and problem in errors and "Traceback" not in errors


def test_a_save_that_doesnt_fit_is_named_briefly(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A save's bad deck text is the save's error (the deck file it came from may be
    gone); an answer that fits no decision says what would, quoting it briefly; decks or
    a seed beside --resume are refused."""
    text = (Path(WHITE)).read_text(encoding="utf-8")
    deck = {"source": WHITE, "text": text, "forge": False}
    for decks, answers, message in (
        ([{**deck, "text": "garbage line\n"}, deck], [], "a deck it holds: "),
        ([deck, deck], [[[0, 0]] * 10_000], "the mulligan decision has options 0 to 1"),
        ([deck, deck], ["keep"], "the mulligan decision has options 0 to 1"),
    ):
        saved = tmp_path / "save.json"
        save = {"cardhost save": 2, "seed": 1, "decks": decks, "answers": answers}
        saved.write_text(json.dumps(save), encoding="utf-8")
        status, _, errors = play(monkeypatch, capsys, "", "--resume", str(saved))
        assert status == 1 and errors.startswith(f"error: {saved}: ") and message in errors
        assert len(errors) < 300
    status, _, errors = play(monkeypatch, capsys, "", "--resume", str(saved), "--seed", "3")
    assert status == 2 and "give no others" in errors


def test_resume_reads_only_a_regular_file_of_bounded_size(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A pipe or a device is never opened (it could block or never end); a huge file is
    refused by its size."""
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    status, _, errors = play(monkeypatch, capsys, "", "--resume", str(fifo))
    assert status == 1 and "not a regular file" in errors
    status, _, errors = play(monkeypatch, capsys, "", "--resume", "/dev/zero")
    assert status == 1 and "not a regular file" in errors
    huge = tmp_path / "huge.json"
    with huge.open("wb") as file:
        file.truncate(64 << 20)
    status, _, errors = play(monkeypatch, capsys, "", "--resume", str(huge))
    assert status == 1 and "files are at most" in errors


def test_data_only_play_and_simulate_run_no_installed_simulation_plugin(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """An installed distribution's simulation plugin (entry point group
    cardhost.simulation) isn't imported with --data-only; without it, it is."""
    site = tmp_path / "site"
    dist = site / "spypack-0.1.dist-info"
    dist.mkdir(parents=True)
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: spypack\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[cardhost.simulation]\nspy = spypack_plugin\n")
    marker = tmp_path / "ran"
    (site / "spypack_plugin.py").write_text(f"open({str(marker)!r}, 'w').close()\n")
    monkeypatch.syspath_prepend(str(site))
    deck = tmp_path / "green.txt"  # data-only cards, which --data-only loads
    deck.write_text("24 Forest\n20 Llanowar Elves\n16 Colossal Dreadmaw\n")
    monkeypatch.setattr(plugins, "_REGISTRIES", {})
    monkeypatch.setattr("sys.stdin", io.StringIO("quit\n"))
    assert main(["--data-only", "play", str(deck), "--against", str(deck)]) == 0
    simulated = main(["--data-only", "simulate", str(deck), "--games", "1", "--turns", "2"])
    assert simulated == 0 and not marker.exists()
    assert main(["--data-only", "simulate", str(deck), "--plugin", "spypack_plugin"]) == 1
    assert "no plugin code runs" in capsys.readouterr().err and not marker.exists()
    assert play(monkeypatch, capsys, "quit\n", WHITE, "--against", GREEN)[0] == 0
    assert marker.exists()


def test_a_number_is_asked_as_a_range_and_typed_itself() -> None:
    """510.1c, 702.19b: the person's trampler, made 2**62/2**62 (613.4b), is blocked by
    two Thraben Inspectors; how much of its damage the first is assigned is asked among
    every amount from lethal up and below it down to none, shown as a range, not listed:
    the person types the amount itself, and one not offered is asked again."""
    huge = 2**62
    game = Game(["You", "Opponent"])
    you, opponent = game.players
    for player in game.players:
        for _ in range(5):
            game.add_card("Plains", player, "library")
    dreadmaw = game.add_card("Colossal Dreadmaw", you)
    inspectors = [game.add_card("Thraben Inspector", opponent) for _ in range(2)]
    game.create_effect(dreadmaw, [dreadmaw], [Modification(Layer.PT_SET, set_pt=(huge, huge))])
    game.begin_at(you, Step.DECLARE_ATTACKERS)
    decision = game.answer([dreadmaw])
    while decision is not None and decision.kind == "priority":
        decision = game.answer(PASS)
    decision = game.answer(dict.fromkeys(inspectors, dreadmaw))
    while decision is not None and decision.kind == "priority":
        decision = game.answer(PASS)
    assert decision is not None and decision.kind == "damage assignment"
    table = Table(game, you, Goldfish(random.Random(0)), (DeckText("-", "", False),) * 2, 0)
    out = io.StringIO()
    assert play_table(table, iter(["x", str(huge + 1), str(huge), "quit"]), out) == 0
    shown = out.getvalue()
    assert f"  a number: 2 to {huge}, then 1 to 0 (nothing for 2; or: undo, " in shown
    assert "'x' is not one of the numbers above." in shown
    assert f"'{huge + 1}' is not one of the numbers above." in shown
    [dealt] = [e for e in game.log.events(DamageDealt) if e.source is dreadmaw]
    assert dealt.recipients == ((inspectors[0], huge),)
    assert table.answers == [huge - 2]  # the amount's place among the options, for a save


def test_a_card_surveilled_is_shown_to_the_person_and_placed_as_answered() -> None:
    """701.25a: the person's Notion Rain resolves: each card surveilled is shown to them
    ("you look at") with its two places, and the number typed puts it there."""
    game = Game(["You", "Opponent"])
    you, _ = game.players
    for name in ("Plains", "Plains", "Swamp", "Island"):  # each added goes on top
        game.add_card(name, you, "library")
    game.add_card("Notion Rain", you, "hand")
    game.begin_at(you, Step.MAIN1)
    game.add_mana(you, "{1}{U}{B}")
    [cast] = [a for a in game.legal_actions() if a.name == "cast Notion Rain"]
    game.answer(cast)
    decision = game.answer(PASS)
    decision = game.answer(PASS)
    assert decision is not None and decision.kind == "surveil"
    table = Table(game, you, Goldfish(random.Random(0)), (DeckText("-", "", False),) * 2, 0)
    out = io.StringIO()
    assert play_table(table, iter(["1", "0", "quit"]), out) == 0
    shown = out.getvalue()
    assert "  you look at: Island" in shown and "  1. graveyard" in shown
    assert [c.name for c in you.graveyard] == ["Island", "Notion Rain"]
    assert [c.name for c in you.hand] == ["Swamp", "Plains"] and you.life == 18


def test_a_person_activates_a_loyalty_ability_and_attacks_a_planeswalker() -> None:
    """606.3, 508.1b: the board shows each planeswalker's loyalty; the person's
    options list Ajani's loyalty abilities, and the one typed is activated; in combat
    the attack options list the opponent's planeswalker, and '0:1' attacks it."""
    game = Game(["You", "Opponent"])
    you, them = game.players
    for player in game.players:
        for _ in range(5):
            game.add_card("Plains", player, "library")
    ajani = game.add_card("Ajani Goldmane", you)
    liliana = game.add_card("Liliana of the Veil", them)
    knight = game.add_card("White Knight", you)
    game.begin_at(you, Step.MAIN1)
    table = Table(game, you, Passive(random.Random(0)), (DeckText("-", "", False),) * 2, 0)
    decision = game.decision()
    assert decision is not None
    plus = next(i for i, a in enumerate(decision.options) if a.name.endswith("You gain 2 life."))
    out = io.StringIO()
    script = [str(plus), "0:1", "quit"]
    assert play_table(table, iter(script), out) == 0
    shown = out.getvalue()
    assert "Ajani Goldmane (loyalty 4)" in shown and "Liliana of the Veil (loyalty 3)" in shown
    assert "0: Opponent, 1: Liliana of the Veil" in shown
    assert ajani.loyalty == 5 and you.life == 22
    assert liliana.loyalty == 1 and them.life == 20
    [dealt] = [e for e in game.log.events(DamageDealt) if e.source is knight]
    assert dealt.recipients == ((liliana, 2),)


def test_a_face_down_creature_shows_its_card_only_to_its_controller(
    new_game: Callable[..., Game],
) -> None:
    """708.5: the person's face-down creature shows as "face-down creature (Veiled
    Shell)", the opponent's as "face-down creature"; the person's options offer casting
    their morph card face down and turning theirs face up (116.2b, 702.37e)."""
    shell = load_card_text(
        'name = "Veiled Shell"\nmana_cost = "{5}{U}"\ntypes = ["Creature"]\npower = 5\n'
        'toughness = 5\noracle = "Morph {1}{U}"\nmorph = "{1}{U}"\n'
    )
    game = new_game(players=("You", "Opponent"), cards=[shell])
    you, them = game.players
    game.begin_at(them, Step.MAIN1)
    for player in (them, you):
        game.advance_to(Step.MAIN1, player)
        game.add_mana(player, "{3}")
        game.cast(game.add_card("Veiled Shell", player, "hand"), face_down=True)
        game.resolve_stack()
    game.add_card("Veiled Shell", you, "hand")
    game.add_mana(you, "{3}{U}")
    table = Table(game, you, Passive(random.Random(0)), (DeckText("-", "", False),) * 2, 0)
    out = io.StringIO()
    assert play_table(table, iter(["quit"]), out) == 0
    shown = out.getvalue()
    assert "face-down creature (Veiled Shell) 2/2" in shown
    assert shown.count("face-down creature 2/2") == 1
    assert "cast Veiled Shell face down" in shown and "turn Veiled Shell (#" in shown


RED = str(EXAMPLES / "red-aggro.txt")
BLUE = str(EXAMPLES / "ub-control.txt")


def test_the_opponents_actions_are_shown_as_they_happen(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """The lands the opponent plays and the spells they cast are shown, as the person
    saw them (400.2), before the board they lead to."""
    script = "0\n" + "\n" * 60 + "quit\n"
    status, out, _ = play(monkeypatch, capsys, script, RED, "--against", BLUE, "--seed", "3")
    assert status == 0
    shown = [line for line in out.splitlines() if line.startswith("  >> ")]
    assert "  >> Opponent played Island (#128)." in shown
    assert any(line.startswith("  >> Opponent cast Preordain (#") for line in shown)
    assert not any(line.startswith("  >> You ") for line in shown)  # the person's own


def test_next_passes_until_the_opponent_gives_a_chance_to_respond(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """117.3d: "next" passes priority step after step; the opponent's Preordain on the
    stack stops it (a spell to respond to), the next board shown is that one."""
    script = "0\n1\nnext\nquit\n"
    status, out, _ = play(monkeypatch, capsys, script, RED, "--against", BLUE, "--seed", "3")
    assert status == 0
    after = out[out.rindex("=== turn 1, You's precombat main step") :]
    boards = [line for line in after.splitlines() if line.startswith("===")]
    assert boards[1] == "=== turn 2, Opponent's precombat main step"
    assert "stack: Preordain" in after


def test_targets_of_one_name_are_told_apart_by_whose_they_are() -> None:
    """601.2c: a Bolt's targets among two Thraben Inspectors, one the person's and one the
    opponent's: each shown with its power and toughness and whose it is."""
    game = Game(["You", "Opponent"])
    you, opponent = game.players
    for player in game.players:
        for _ in range(5):
            game.add_card("Plains", player, "library")
    game.add_card("Thraben Inspector", you)
    game.add_card("Thraben Inspector", opponent)
    game.begin_at(you, Step.MAIN1)
    game.add_mana(you, "{R}")
    bolt = game.add_card("Lightning Bolt", you, "hand")
    decision = game.answer(
        next(o for o in game.decision().options if getattr(o, "card", 0) == bolt.id)
    )
    assert decision is not None and decision.kind == "target"
    table = Table(game, you, Goldfish(random.Random(0)), (DeckText("-", "", False),) * 2, 0)
    out = io.StringIO()
    assert play_table(table, iter(["quit"]), out) == 0
    shown = out.getvalue()
    assert "Thraben Inspector 1/2, yours" in shown
    assert "Thraben Inspector 1/2, Opponent's" in shown


def test_a_spell_is_cast_with_its_lands_tapped_for_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """601.2g-h: with a Mountain untapped and nothing in the pool, Burst Lightning is
    offered tapping it; taken, the Mountain taps, the spell asks its target (601.2c) and
    deals its 2; a save of the game resumes to the same board, each step kept as an
    answer of its own."""
    script = "0\n1\n2\n1\nsave " + str(tmp_path / "game.json") + "\nquit\n"
    status, out, _ = play(monkeypatch, capsys, script, RED, "--against", BLUE, "--seed", "3")
    assert status == 0
    assert "  2. cast Burst Lightning (tapping Mountain)" in out
    assert "You decide (601.2c): any target for Burst Lightning" in out
    saved = json.loads((tmp_path / "game.json").read_text())
    assert saved["answers"] == [0, 1, 1, 1, 1]  # keep, land, tap, cast, target
    assert "Opponent: 18 life" in out  # the Burst Lightning resolved
    status, resumed, _ = play(
        monkeypatch, capsys, "quit\n", "--resume", str(tmp_path / "game.json")
    )
    last_board = out[out.rindex("\n=== ") : out.rindex("Saved.")]
    assert status == 0 and last_board in resumed


def knight_planned(new_game: Callable[..., Game], *answers: str) -> tuple[Table, str]:
    """The person, with two Starting Towns and White Knight ({W}{W}) in hand in their
    main phase, takes the planned cast tapping both, answers ``answers`` and quits: the
    table and what was shown."""
    game = new_game(players=("You", "Opponent"), library=10)
    you = game.players[0]
    for _ in range(2):
        game.add_card("Starting Town", you)
    game.add_card("White Knight", you, "hand")
    game.begin_at(you, Step.MAIN1, turns_taken={"You": 5})
    table = Table(game, you, Passive(random.Random(0)), (DeckText("-", "", False),) * 2, 0)
    decision = game.decision()
    assert decision is not None
    [plan] = planned_casts(table, decision)
    assert plan.cast.name == "cast White Knight"
    out = io.StringIO()
    play_table(table, iter([str(len(decision.options)), *answers, "quit"]), out)
    return table, out.getvalue()


def test_a_planned_cast_goes_on_once_its_lands_colours_are_answered(
    new_game: Callable[..., Game],
) -> None:
    """601.2g-h, 106.1: White Knight ({W}{W}) planned tapping two Starting Towns: each
    asks its colour, the person answers, and the plan goes on: both tapped, the Knight
    cast (it stopped at the first colour, the mana left in the pool, nothing cast)."""
    table, shown = knight_planned(new_game, "0", "0")
    assert shown.count("a color of mana for Starting Town") == 2
    assert table.game.permanents("White Knight") and table.you.life == 18  # 1 life a town
    assert table.lines == [0] and len(table.answers) == 5  # one line, undone whole


def test_a_planned_cast_a_colour_cant_pay_stops_saying_so(
    new_game: Callable[..., Game],
) -> None:
    """601.2h: blue answered for both of a {W}{W} plan's lands: the cast can't be paid,
    and the plan stops, saying why, the rest left to the person."""
    table, shown = knight_planned(new_game, "1", "1")
    assert "The planned cast stopped:" in shown and not table.game.permanents("White Knight")


def test_skip_passes_to_the_next_step_with_something_to_do(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """117.3d: "skip" passes every priority at which only passing or adding mana could
    be done: from the first main phase, with no spell to cast, through combat to the
    second main phase, where a land could be played."""
    script = "0\nskip\nquit\n"
    status, out, _ = play(monkeypatch, capsys, script, WHITE, "--against", GREEN, "--seed", "5")
    assert status == 0
    blocks = out.split("\n=== ")
    skipped_at = next(i for i, b in enumerate(blocks) if "You decide (117.1)" in b)
    shown = blocks[skipped_at + 1]
    options = [line for line in shown.splitlines() if line[:4].strip().rstrip(".").isdigit()]
    more = [o for o in options if "pass" not in o and ": Add" not in o]
    assert shown.startswith("turn 1, You's postcombat main step")  # combat skipped
    assert more == ["  1. play Starting Town", "  2. play Plains"]


class Terminal(io.StringIO):
    """Output that says it is a terminal, as a person's is."""

    def isatty(self) -> bool:
        return True


def test_a_terminal_sees_the_board_drawn(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """To a terminal the board is a drawn table (rich): a row for each player with their
    life, hand and library sizes, pool and permanents; the person's hand below; the
    options as ever. Piped output keeps the plain lines."""
    monkeypatch.setattr("sys.stdin", io.StringIO("0\n1\nquit\n"))
    terminal = Terminal()
    monkeypatch.setattr("sys.stdout", terminal)
    assert main(["play", RED, "--against", BLUE, "--seed", "3"]) == 0
    drawn = terminal.getvalue()
    assert "┃" in drawn and "battlefield" in drawn and "library" in drawn
    rows = [line for line in drawn.splitlines() if line.startswith("│")]
    assert any("Opponent" in row and "20" in row and "53" in row for row in rows)
    assert any("Mountain" in row for row in rows)  # the land played, on the board
    assert "your hand: " in drawn and "You decide (117.1)" in drawn
    assert "=== turn" not in drawn.split("opening hands")[-1]


def test_a_save_beside_which_no_file_can_be_made_names_the_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """A file that is there, in a folder where no new file can be made (a save replaces
    it whole, through a new file beside it): the message says the folder is at fault,
    not that the file is missing ("/proc/version: No such file or directory")."""
    there = tmp_path / "there.json"
    there.write_text("{}")

    def no_new_file(*arguments: object, **named: object) -> None:
        raise OSError(errno.ENOENT, os.strerror(errno.ENOENT))

    monkeypatch.setattr(tempfile, "mkstemp", no_new_file)
    status, out, errors = play(
        monkeypatch, capsys, f"save {there}\nquit\n", WHITE, "--against", GREEN
    )
    assert status == 0, errors
    assert f"Not saved: can't save to {there}: a new file can't be made in " in out, errors
    assert there.read_text() == "{}"
