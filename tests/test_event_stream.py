"""The event stream: every event as a JSON object, in the documented schema, with object
identities that survive zone changes (400.7), to a file, a callback or standard output."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardhost import CardhostError, EventStream, Game, Step, bundled_catalog
from cardhost.kernel.event_schema import event_classes, problems, render, schema
from cardhost.simulation import DeckText, Simulation, play_one
from cardhost.tools.cli import main
from cardhost.tools.scenario import SHOWCASE

ROOT = Path(__file__).resolve().parent.parent
SCENARIOS = sorted(SHOWCASE.parent.glob("*.scenario.toml"))


def test_the_events_page_is_the_schema() -> None:
    """docs/events.md is what `cardhost events` prints, generated from the event classes;
    regenerate it with `cardhost events > docs/events.md`."""
    assert (ROOT / "docs" / "events.md").read_text(encoding="utf-8") == render()
    kinds = schema()["events"]
    assert set(kinds) == {cls.__name__ for cls in event_classes()}
    assert kinds["PermanentEntered"]["fields"] == {
        "permanent": "object",
        "tapped": "boolean",
        "from_zone": "string",
        "x": "integer",
    }


def every_deck(tmp_path: Path) -> DeckText:
    """A deck of two of every bundled card (basic lands six each)."""
    basics = {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    lines = [f"2 {c.name}" for c in bundled_catalog() if not c.is_token and c.name not in basics]
    lines += [f"6 {name}" for name in sorted(basics)]
    path = tmp_path / "everything.txt"
    path.write_text("\n".join(lines))
    return DeckText.read(path)


def test_every_event_the_kernel_emits_fits_the_schema(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The bundled scenarios, and random and heuristic games with every bundled card:
    each entry streamed has the entry's keys and, for its kind, exactly the schema's
    fields, each of its JSON type."""
    assert main(["run", "--json", *map(str, SCENARIOS)]) == 0
    entries = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    deck = every_deck(tmp_path)
    for policy in ("random", "heuristic"):
        logs = tmp_path / policy
        logs.mkdir()
        simulation = Simulation((deck, deck), (policy, policy), turns=8, log_folder=str(logs))
        for index in range(3):
            play_one(simulation, index)
        for path in sorted(logs.iterdir()):
            entries += [json.loads(line) for line in path.read_text().splitlines()]
    wrong = [problem for entry in entries for problem in problems(entry)]
    assert sorted(set(wrong)) == []
    emitted = {entry["event"] for entry in entries}
    assert {"SpellCast", "AbilityTriggered", "DamageDealt", "CardDrawn", "TokenCreated"} <= emitted
    assert len(emitted) >= 25, sorted(emitted)


def test_a_card_keeps_its_identity_from_library_to_battlefield() -> None:
    """Drawn, then played: three objects (400.7), one ``card``."""
    streamed: list[dict] = []
    game = Game(["Alice", "Bob"], log=EventStream(streamed.append))
    alice = game.players[0]
    forest = game.add_card("Forest", alice, "library")
    game.begin_at(alice, Step.MAIN1)
    (drawn,) = game.draw(alice)
    game.play_land(drawn)
    refs = [
        ref
        for entry in streamed
        for ref in entry["fields"].values()
        if isinstance(ref, dict) and ref.get("name") == "Forest"
    ]
    assert len({ref["id"] for ref in refs}) == 3
    assert {ref["card"] for ref in refs} == {forest.id}


def test_a_token_is_its_own_card() -> None:
    streamed: list[dict] = []
    game = Game(["Alice", "Bob"], log=EventStream(streamed.append))
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    (treasure,) = game.create_token("Treasure Token", alice)
    (created,) = [e for e in streamed if e["event"] == "TokenCreated"]
    assert created["fields"]["token"] == {
        "id": treasure.id,
        "card": treasure.id,
        "name": "Treasure Token",
        "controller": "Alice",
    }


def test_run_json_prints_the_log_as_json_lines(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["run", "--json", str(SHOWCASE)]) == 0
    lines = capsys.readouterr().out.splitlines()
    entries = [json.loads(line) for line in lines]
    assert entries[0]["event"] == "GameStarted"
    always, sometimes = {"turn", "step", "event", "text", "fields"}, {"seen_by", "unseen_text"}
    assert all(set(e) in (always, always | sometimes) for e in entries)
    assert any(set(e) == always | sometimes for e in entries)  # a card drawn


def test_an_event_stream_needs_a_callable() -> None:
    with pytest.raises(CardhostError, match="callback is a callable"):
        EventStream("not a function")  # type: ignore[arg-type]
