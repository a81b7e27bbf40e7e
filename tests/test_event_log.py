"""The event log kept whole, switched off, or streamed as text or JSON lines: the same
entries whichever, none from a failed action, and zones put back exactly when an action
fails (732: an illegal action leaves the game as it was)."""

from __future__ import annotations

import io
import json
import weakref
from types import SimpleNamespace

import pytest

from cardhost import (
    CardDrawn,
    CardhostError,
    CardPluginError,
    Game,
    IllegalActionError,
    LogEntry,
    LogSinkError,
    LogStream,
    Step,
    StepBegan,
    hookimpl,
    load_card_text,
)


def play_some_turns(game: Game, turns: int = 4) -> None:
    for player in game.players:
        for _ in range(15):
            game.add_card("Forest", player, "library")
    game.start("Alice", opening_hands=True)
    for _ in range(turns):
        game.advance_to(Step.MAIN1)
        game.play_land(game.active_player.hand[0])
        game.next_turn()


def test_a_streamed_log_is_the_full_log_line_for_line() -> None:
    full = Game(["Alice", "Bob"], seed=7)
    play_some_turns(full)
    out = io.StringIO()
    streamed = Game(["Alice", "Bob"], seed=7, log=LogStream(out))
    play_some_turns(streamed)
    assert out.getvalue() == full.log.text() + "\n"
    assert len(streamed.log) == len(full.log)
    assert list(streamed.log) == []  # streamed entries are not kept


def test_json_lines_give_each_event_its_kind_text_and_fields() -> None:
    full = Game(["Alice", "Bob"])
    play_some_turns(full, 1)
    out = io.StringIO()
    game = Game(["Alice", "Bob"], log=LogStream(out, "json"))
    play_some_turns(game, 1)
    records = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["text"] for r in records] == full.log.lines()
    assert [r["event"] for r in records] == [type(e).__name__ for e in full.log.events()]
    entered = next(r for r in records if r["event"] == "PermanentEntered")
    forest = entered["fields"]["permanent"]
    assert forest["name"] == "Forest" and forest["controller"] == "Alice"
    assert entered["step"] == Step.MAIN1.value and entered["turn"] == 1


def test_a_log_switched_off_keeps_nothing_and_counts_everything() -> None:
    game = Game(["Alice", "Bob"], log="off")
    play_some_turns(game)
    assert list(game.log) == [] and game.log.text() == ""
    full = Game(["Alice", "Bob"])
    play_some_turns(full)
    assert len(game.log) == len(full.log)
    assert game.turn_number == full.turn_number


def test_a_log_switched_off_lets_each_event_go_once_its_hooks_have_run() -> None:
    """Memory stays flat for long runs: an event no one holds is not kept by the log."""
    seen: list[weakref.ref[CardDrawn]] = []

    def on_card_drawn(game: Game, event: CardDrawn) -> None:
        seen.append(weakref.ref(event))

    watcher = load_card_text(
        'name = "Draw Watcher"\ntypes = ["Enchantment"]\n',
        plugin=SimpleNamespace(on_card_drawn=hookimpl(on_card_drawn)),
    )
    for log, kept in (("off", False), ("full", True)):
        game = Game(["Alice", "Bob"], cards=[watcher], log=log)
        game.add_card("Draw Watcher", "Alice")
        play_some_turns(game, 2)
        assert seen and all((ref() is not None) is kept for ref in seen)
        seen.clear()


def draw_jinx() -> object:
    """An enchantment whose plugin raises whenever a card is drawn while it is on the
    battlefield."""

    def on_card_drawn(game: Game, event: CardDrawn) -> None:
        if game.permanents("Draw Jinx"):
            raise RuntimeError("drawing is forbidden")

    return load_card_text(
        'name = "Draw Jinx"\ntypes = ["Enchantment"]\n',
        plugin=SimpleNamespace(on_card_drawn=hookimpl(on_card_drawn)),
    )


def test_entries_reach_a_sink_only_when_their_action_succeeds() -> None:
    """A plugin that raises after a card is drawn undoes the draw: the sink never sees
    it, and the library is exactly as it was, in order (732)."""
    seen: list[LogEntry] = []
    game = Game(["Alice", "Bob"], cards=[draw_jinx()], log=seen.append)
    alice = game.players[0]
    for name in ("Forest", "Island", "Swamp", "Mountain", "Plains"):
        game.add_card(name, alice, "library")
    game.add_card("Draw Jinx", alice)
    game.begin_at(alice, Step.MAIN1)
    library, logged = alice.library, len(seen)
    with pytest.raises(CardPluginError, match="Draw Jinx"):
        game.draw(alice, 2)
    assert alice.library == library and alice.hand == ()
    assert len(seen) == logged and len(game.log) == logged
    with pytest.raises(IllegalActionError):
        game.play_land(library[0])  # 305.2: not in hand
    assert len(seen) == logged


def test_entries_of_an_undone_action_give_way_to_the_next_ones() -> None:
    """A kept log after a failed action (732): its entries are gone, and the entries
    logged next follow the last kept one, each with its own turn and step."""
    game = Game(["Alice", "Bob"], cards=[draw_jinx()])
    alice = game.players[0]
    for name in ("Forest", "Island", "Swamp"):
        game.add_card(name, alice, "library")
    jinx = game.add_card("Draw Jinx", alice)
    game.begin_at(alice, Step.MAIN1)
    kept = list(game.log)
    with pytest.raises(CardPluginError, match="Draw Jinx"):
        game.draw(alice)
    assert list(game.log) == kept
    game.exile(jinx)
    game.advance_to(Step.END)
    after = list(game.log)[len(kept) :]
    assert list(game.log)[: len(kept)] == kept
    assert after[0].event.shown("object").name == "Draw Jinx"  # the exile, first
    assert [entry.step for entry in after if isinstance(entry.event, StepBegan)] == [
        "beginning of combat",
        "declare attackers",  # no attackers: 508.8 skips blockers and damage
        "end of combat",
        "postcombat main",
        "end",
    ]
    assert game.log.events(StepBegan)[-1].step is Step.END
    assert len(game.log.lines()) == len(game.log)


def test_a_failed_start_leaves_each_library_in_its_order() -> None:
    """103.3 shuffles, 103.5 draws; a plugin raising at the first draw undoes both: every
    card where it was, and the same shuffle next time (the generator put back too)."""
    game = Game(["Alice", "Bob"], cards=[draw_jinx()], seed=3)
    for player in game.players:
        for name in ("Forest", "Island", "Swamp", "Mountain", "Plains") * 3:
            game.add_card(name, player, "library")
    jinx = game.add_card("Draw Jinx", game.players[0])
    libraries = [p.library for p in game.players]
    with pytest.raises(CardPluginError, match="Draw Jinx"):
        game.start("Alice", opening_hands=True)
    assert [p.library for p in game.players] == libraries
    assert all(p.hand == () for p in game.players)
    game.exile(jinx)
    game.start("Alice", opening_hands=True)
    twin = Game(["Alice", "Bob"], seed=3)
    for player in twin.players:
        for name in ("Forest", "Island", "Swamp", "Mountain", "Plains") * 3:
            twin.add_card(name, player, "library")
    twin.start("Alice", opening_hands=True)
    assert [[c.name for c in p.hand] for p in game.players] == [
        [c.name for c in p.hand] for p in twin.players
    ]


@pytest.mark.parametrize("log", ["everything", 3, None])
def test_a_log_option_that_is_none_of_the_three_is_refused(log: object) -> None:
    with pytest.raises(CardhostError, match="log is 'full', 'off' or a callable"):
        Game(["Alice", "Bob"], log=log)  # type: ignore[arg-type]


def test_a_log_stream_format_is_text_or_json() -> None:
    with pytest.raises(CardhostError, match="'text' or 'json'"):
        LogStream(io.StringIO(), "xml")


def test_a_sink_that_raises_loses_no_entry() -> None:
    """The sink is called once the action is done: its error says so, and the entries it
    didn't take are handed on after the next action, in order."""
    taken: list[str] = []
    failing = [True]

    def sink(entry: LogEntry) -> None:
        if failing[0] and isinstance(entry.event, CardDrawn):
            failing[0] = False
            raise OSError("disk full")
        taken.append(entry.text)

    full = Game(["Alice", "Bob"])
    game = Game(["Alice", "Bob"], log=sink)
    for each in (full, game):
        alice = each.players[0]
        for _ in range(5):
            each.add_card("Forest", alice, "library")
        each.begin_at(alice, Step.MAIN1)
    with pytest.raises(LogSinkError, match="OSError: disk full; the action was done"):
        game.draw(game.players[0], 2)
    assert len(game.players[0].hand) == 2  # the draw happened
    full.draw(full.players[0], 2)
    game.draw(game.players[0])
    full.draw(full.players[0])
    assert taken == full.log.lines()
