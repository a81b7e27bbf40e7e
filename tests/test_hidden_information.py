"""Hidden information (400.2): what a card in a library or a hand is, only the players who
may look at it see. The log, its text and its JSON say it from each player's view: a
card drawn, a card moved between hidden zones, a choice among cards only its player
looks at; the others see that it happened, not which card. What is public (a card
bounced to a hand, milled, a hand revealed) everyone sees."""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path

import pytest

from cardhost import (
    PASS,
    CardDrawn,
    CardhostError,
    Cast,
    ChoiceMade,
    Game,
    LogStream,
    PlayLand,
    Step,
    TurnFaceUp,
    ZoneChanged,
    load_card_text,
)
from cardhost.kernel.event_schema import problems
from cardhost.kernel.log import as_json
from cardhost.tools.cli import main

NewGame = Callable[..., Game]


def test_a_card_drawn_is_seen_by_its_drawer_only(new_game: NewGame) -> None:
    """121.1, 400.2: Alice draws an Island. She (and an onlooker seeing all) sees which
    card; Bob sees that she drew a card."""
    game = new_game(library=0)
    alice = game.players[0]
    game.add_card("Island", alice, "library")
    game.begin_at(alice, Step.MAIN1)
    game.draw(alice)
    (drawn,) = game.log.events(CardDrawn)
    assert drawn.seen_by == ("Alice",)
    assert game.log.lines("Alice")[-1] == game.log.lines()[-1] == drawn.text
    assert "Island" in drawn.text
    assert game.log.lines("Bob")[-1] == "Alice drew a card (121.1)."
    assert "Island" not in game.log.text("Bob")


def test_the_scry_of_preordain_is_seen_by_its_controller_only(new_game: NewGame) -> None:
    """701.22a: Alice scries two with Preordain: which card went where is hers to see
    (each choice, and the draw after); how many went on top and to the bottom, and the
    spell itself, everyone sees."""
    game = new_game(library=0, choices={"scry": ["bottom", "top"]})
    alice = game.players[0]
    for name in ("Forest", "Mountain", "Swamp", "Island"):
        game.add_card(name, alice, "library")  # the Island on top
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{U}")
    game.cast(game.add_card("Preordain", alice, "hand"))
    game.resolve_stack()
    scries = [e for e in game.log.events(ChoiceMade) if e.kind == "scry"]
    assert len(scries) == 2 and all(e.seen_by == ("Alice",) for e in scries)
    theirs, hers = game.log.text("Bob"), game.log.text("Alice")
    assert "Island" in hers and "Swamp" in hers
    assert "Island" not in theirs and "Swamp" not in theirs
    assert theirs.count("Alice made a choice (scry).") == 2
    assert "scried 2: 1 on top, 1 on the bottom (701.22a)" in theirs
    assert "Preordain" in theirs


def test_a_card_put_into_a_hand_from_the_battlefield_or_milled_is_public(
    new_game: NewGame,
) -> None:
    """400.2: a card from a public zone to a hand, or from a library to a graveyard, is
    seen by every player: both views read alike."""
    game = new_game(library=0)
    alice = game.players[0]
    game.add_card("Island", alice, "library")
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.return_to_hand(bears)
    game.mill(alice, 1)
    moves = game.log.events(ZoneChanged)[-2:]
    assert [m.seen_by for m in moves] == [None, None]
    assert game.log.lines("Bob") == game.log.lines("Alice") == game.log.lines()


def test_a_mulligan_shows_the_opponent_no_card(new_game: NewGame) -> None:
    """103.5: Alice takes a mulligan and puts a card of her new hand on the bottom: Bob
    sees the hand go back, a new one drawn and a card put on the bottom, none named;
    Alice sees each card."""
    game = new_game(library=20, choices={"mulligan": ["mulligan", "keep"]})
    game.start(game.players[0], opening_hands=True)
    theirs = game.log.lines("Bob")
    hidden = [e for e in game.log.events() if e.seen_by == ("Alice",)]
    assert hidden and all(e.unseen_text in theirs for e in hidden)
    assert all(e.text not in theirs for e in hidden)
    assert any(isinstance(e, ChoiceMade) and e.kind == "bottom" for e in hidden)
    assert any(type(e) is ZoneChanged and e.to_zone == "library" for e in hidden)


def test_the_json_log_says_who_sees_an_event_and_hides_it_from_the_others(
    new_game: NewGame,
) -> None:
    """An entry every player doesn't see names them (``seen_by``) and what the others
    see; for another viewer it is that text, hidden, with no fields (nothing names the
    card). Each entry matches the event stream's schema either way, and a JSON stream
    made for Bob writes his view."""
    stream = io.StringIO()
    game = Game(["Alice", "Bob"], log=LogStream(stream, "json", viewer="Bob"))
    kept = new_game(library=0)
    for each in (game, kept):
        alice = each.players[0]
        each.add_card("Island", alice, "library")
        each.begin_at(alice, Step.MAIN1)
        each.draw(alice)
    (entry,) = [e for e in kept.log if isinstance(e.event, CardDrawn)]
    everything, hers, his = as_json(entry), as_json(entry, "Alice"), as_json(entry, "Bob")
    assert everything == hers and hers["seen_by"] == ["Alice"]
    assert hers["fields"]["new"]["name"] == "Island"
    assert hers["unseen_text"] == his["text"] == "Alice drew a card (121.1)."
    assert his["hidden"] is True and his["fields"] == {} and "Island" not in json.dumps(his)
    assert problems(everything) == problems(his) == []
    streamed = [json.loads(line) for line in stream.getvalue().splitlines()]
    assert [e["text"] for e in streamed if e["event"] == "CardDrawn"] == [his["text"]]


def test_cardhost_play_shows_the_log_as_the_person_sees_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """``cardhost play``'s ``log``: the person's own draws (the opening hand, then the
    draw step's) name the card, the opponent's don't (400.2)."""
    decks = Path(__file__).resolve().parent.parent / "examples" / "decks"
    white, green = str(decks / "mono-white-devotion.txt"), str(decks / "green-mana.dck")
    monkeypatch.setattr("sys.stdin", io.StringIO("\n" * 6 + "log\nquit\n"))
    assert main(["play", white, "--against", green, "--seed", "3"]) == 0
    drew = [line.split("drew ", 1) for line in capsys.readouterr().out.splitlines()]
    theirs = {tuple(seen) for who, *seen in drew if seen and who.endswith("Opponent ")}
    mine = [seen for who, *seen in drew if seen and who.endswith("You ")]
    assert theirs == {("a card (121.1).",)} and len(mine) >= 8
    assert all(seen[0] != "a card (121.1)." and "(#" in seen[0] for seen in mine)


def test_a_refused_action_names_no_card_its_player_cant_see(new_game: NewGame) -> None:
    """400.2, 402.3, 708.5: Alice, with priority, names the numbers of Bob's hand cards,
    the card on top of his library as a target, and his face-down permanent by a guess
    of its name: every refusal is the one a number no card has gets, naming no card of
    his, and a right guess is refused as a wrong one."""
    veil = load_card_text(
        'name = "Veiled Heron"\nmana_cost = "{3}{U}{U}"\ntypes = ["Creature"]\npower = 3\n'
        'toughness = 3\noracle = "Morph {1}{U}"\nmorph = "{1}{U}"\n'
    )
    game = new_game(cards=[veil])
    alice, bob = game.players
    secret = game.add_card("Counterspell", bob, "hand")
    down = game.add_card("Veiled Heron", bob, "hand")
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{3}")
    game.cast(down, face_down=True)
    game.resolve_stack()
    [hidden] = [p for p in game.battlefield if p.face_down]
    game.next_turn()
    game.advance_to(Step.MAIN1)
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    game.add_mana(alice, "{R}")
    top = bob.library[0]

    def refusal(action: object) -> str:
        with pytest.raises(CardhostError) as refused:
            game.apply(action)  # type: ignore[arg-type]
        return str(refused.value)

    assert "Counterspell" not in refusal(Cast(secret.id, "?"))
    assert refusal(Cast(secret.id, "?")) == refusal(Cast(10**6, "?")).replace(
        str(10**6), str(secret.id)
    )
    assert top.name not in refusal(Cast(bolt.id, "Lightning Bolt", targets=(top.id,)))
    right, wrong = (refusal(TurnFaceUp(hidden.id, n)) for n in ("Veiled Heron", "Plains"))
    assert right == wrong.replace("'Plains'", "'Veiled Heron'")


GIANT_VILLAGE = load_card_text(
    'name = "Giant Village"\ntypes = ["Land"]\noracle = "As this land enters, you may reveal '
    "a Giant card from your hand. If you don't, it enters tapped.\\n{T}: Add {R}.\"\n"
    'enters_tapped = true\nenters_tapped_unless_revealed = "Giant card"\n'
    '[[mana_abilities]]\ncost = "{T}"\nadd = "{R}"\n'
)
HILL_GIANT = load_card_text(
    'name = "Hill Giant"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\nsubtypes = ["Giant"]\n'
    "power = 3\ntoughness = 3\n"
)
FREE_PUT = load_card_text(
    'name = "Free Put"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "You may put a creature card from your hand onto the battlefield."\n'
    '[spell]\neffects = [{ put_from_hand = "creature card", may = true }]\n'
)


def _what_alice_sees(new_game: NewGame, held: str, play: str) -> tuple[object, list[str]]:
    """Bob holds ``held`` and plays or casts ``play``, declining what it offers: the
    decision Alice's observation shows, and her log of it."""
    game = new_game(cards=[GIANT_VILLAGE, HILL_GIANT, FREE_PUT])
    alice, bob = game.players
    game.add_card(held, bob, "hand")
    card = game.add_card(play, bob, "hand")
    game.begin_at(bob, Step.MAIN1)
    mark = len(game.log)
    if play == "Giant Village":
        decision = game.answer(PlayLand(card.id, card.name))
    else:
        game.add_mana(bob, "{U}")
        decision = game.answer(Cast(card.id, card.name))
        while decision is not None and decision.kind == "priority":
            decision = game.answer(PASS)
    seen = game.observation(alice)["decision"]
    assert decision is not None and decision.player == "Bob"
    game.answer(decision.options[-1])  # "don't reveal", "none"
    lines = [line.replace(f"#{card.id}", "#") for line in game.log.lines("Alice")[mark:]]
    return seen, lines


@pytest.mark.parametrize("play", ["Giant Village", "Free Put"])
def test_a_may_from_a_hand_is_asked_whatever_the_hand_holds(new_game: NewGame, play: str) -> None:
    """400.2, 402.3: "you may reveal a Giant card from your hand", "you may put a
    creature card from your hand": Bob is asked whether or not he holds one, and
    declining, Alice sees the same decision and the same log either way (it was asked
    only when he held one: declining told her he did)."""
    holding = _what_alice_sees(new_game, "Hill Giant", play)
    not_holding = _what_alice_sees(new_game, "Lightning Bolt", play)
    assert holding == not_holding
