"""What one player may know (400.2): their observation of the game, the events as they
see them, and determinizations, copies in which what they can't see is drawn again.

The checks that matter for a search over determinizations, as OpenSpiel checks its
games: a determinization gives its player exactly the observation and the legal actions
of the real game, changes nothing of the real game, keeps what they have seen (a hand
revealed, a scry, a face-down permanent of their own), and does not leak what they
haven't: the opponent's real cards are not what every determinization deals."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Callable

import pytest

from cardhost import (
    PASS,
    Cast,
    ChoiceMade,
    Game,
    PlayLand,
    Step,
    ZoneChanged,
    events_for,
    game_state,
    load_card_text,
    observation,
)
from cardhost.simulation.plugins import registry

NewGame = Callable[..., Game]

VEIL = load_card_text(
    'name = "Veiled Heron"\nmana_cost = "{3}{U}{U}"\ntypes = ["Creature"]\n'
    'subtypes = ["Bird"]\npower = 3\ntoughness = 3\n'
    'oracle = "Morph {1}{U}"\nmorph = "{1}{U}"\n'
)
"""A card with morph (702.37): what a face-down permanent may be."""

DECK = ["Lightning Bolt", "Llanowar Elves", "Grizzly Bears", "Counterspell", "Divination"]
"""Five different cards: a library of them has an order and a hand of them a content
that a determinization draws again."""


def two_decks(new_game: NewGame, **options: object) -> Game:
    """Alice and Bob with four of each of :data:`DECK` in their libraries (shuffled),
    started with seven-card hands, at Alice's first main phase."""
    game = new_game(library=0, **options)
    for player in game.players:
        for name in DECK * 4:
            game.add_card(name, player, "library")
    game.start(game.players[0], opening_hands=True)
    game.advance_to(Step.MAIN1)
    return game


def names(cards: object) -> list[str]:
    return sorted(card.name for card in cards)  # type: ignore[attr-defined]


def test_an_observation_holds_what_the_player_may_know(new_game: NewGame) -> None:
    """400.2, 402.3: Alice's observation shows her hand and how many cards Bob's hand
    and each library hold, never which cards; it is plain values (JSON)."""
    game = two_decks(new_game)
    alice, bob = game.players
    seen = observation(game, "Alice")
    json.dumps(seen)
    assert [c["id"] for c in seen["hand"]] == [c.id for c in alice.hand]
    assert {p["name"]: (p["hand"], p["library"]) for p in seen["players"]} == {
        "Alice": (7, 13),
        "Bob": (7, 13),
    }
    hidden = {c.id for c in (*bob.hand, *bob.library, *alice.library)}
    assert not hidden & set(_numbers(seen))
    assert seen["decision"]["kind"] == "priority" and "options" in seen["decision"]
    assert "options" not in observation(game, "Bob")["decision"]  # not Bob's to make


def _numbers(value: object) -> list[int]:
    """Every object number an observation holds."""
    if isinstance(value, dict):
        found = [value["id"]] if isinstance(value.get("id"), int) else []
        return found + [n for v in value.values() for n in _numbers(v)]
    if isinstance(value, list):
        return [n for v in value for n in _numbers(v)]
    return []


def test_the_events_as_each_player_sees_them(new_game: NewGame) -> None:
    """400.2, 121.1: Bob's draw shows Bob the card drawn and Alice only that he drew."""
    game = two_decks(new_game)
    drawn = game.draw("Bob")[0]
    mine = events_for(game, "Bob")[-1]
    theirs = game.events_for("Alice")[-1]
    assert mine["event"] == theirs["event"] == "CardDrawn"
    assert drawn.name in mine["text"] and not mine.get("hidden")
    assert theirs["hidden"] and theirs["fields"] == {} and drawn.name not in theirs["text"]


def test_a_card_taken_from_cards_looked_at_or_put_from_a_hand_is_seen_by_its_player(
    new_game: NewGame,
) -> None:
    """701.20e, 401.4, 402.3: Bob looks at his top three and takes one into his hand,
    then puts a card from his hand on top of his library: Alice sees that he chose, not
    what; Bob sees both. Revealed (701.20a), the card taken is everyone's to see."""
    for reveal in (False, True):
        game = two_decks(new_game)
        bob = game.players[1]
        mark = len(game.log)
        [taken] = game.look_at_top(bob, 3, reveal=reveal)
        game.put_from_hand_on_library(bob, 1)
        put = bob.library[0]
        made = [
            e
            for e in list(game.log)[mark:]
            if isinstance(e.event, ChoiceMade) and e.event.kind in ("take", "put")
        ]
        assert [e.event.kind for e in made] == ["take", "put"]
        take_text, put_text = (e.text_for("Alice") for e in made)
        assert (taken.name in take_text) is reveal and put.name not in put_text
        assert [taken.name in made[0].text_for("Bob"), put.name in made[1].text_for("Bob")] == [
            True,
            True,
        ]


def test_a_determinization_keeps_what_its_player_sees_and_redraws_the_rest(
    new_game: NewGame,
) -> None:
    """400.2, 401.2: each determinization gives Alice the same observation and legal
    actions; Bob's hand and library hold the same cards between them as before, and
    Alice's library the same cards; the real game is left as it was. Bob's hand is dealt
    differently in some of twenty (what the real game holds is not leaked)."""
    game = two_decks(new_game)
    alice, bob = game.players
    before = game_state(game)
    seen, actions = game.observation(alice), game.legal_actions()
    bobs = names((*bob.hand, *bob.library))
    dealt = set()
    rng = random.Random(1)
    for _ in range(20):
        copy = game.determinize(alice, rng)
        assert copy.observation("Alice") == seen and copy.legal_actions() == actions
        other = copy.player("Bob")
        assert names((*other.hand, *other.library)) == bobs
        assert names(copy.player("Alice").library) == names(alice.library)
        dealt.add(tuple(names(other.hand)))
    assert game_state(game) == before
    assert len(dealt) > 1


def test_a_revealed_hand_is_kept_until_its_cards_move(new_game: NewGame) -> None:
    """701.20a, 400.7: once Bob reveals his hand, every determinization for Alice deals
    him those cards, and her observation lists them; a card he then draws is unseen, and
    one he casts is a new object on the stack, no longer in the hand."""
    game = two_decks(new_game)
    alice, bob = game.players
    game.reveal_hand(bob)
    revealed = names(bob.hand)
    assert sorted(c["name"] for c in game.observation(alice)["seen"]) == revealed
    rng = random.Random(2)
    for _ in range(10):
        assert names(game.determinize(alice, rng).player("Bob").hand) == revealed
    game.draw(bob)
    assert len(game.observation(alice)["seen"]) == 7
    kept = Counter(names(game.determinize(alice, rng).player("Bob").hand))
    assert not Counter(revealed) - kept


def test_a_scry_is_known_to_the_scrier_until_a_shuffle(new_game: NewGame) -> None:
    """701.22a, 701.24a: Alice scries two and keeps both on top: her determinizations
    keep those two where they are, Bob's needn't; after her library is shuffled no one
    knows its order."""
    game = two_decks(new_game, choices={"scry": ["top", "top"]})
    alice, bob = game.players
    game.scry(alice, 2)
    top = [c.name for c in alice.library[:2]]
    assert [c["place"] for c in game.observation(alice)["seen"]] == [0, 1]
    assert game.observation(bob)["seen"] == []
    rng = random.Random(3)
    for _ in range(10):
        assert [c.name for c in game.determinize(alice, rng).player("Alice").library[:2]] == top
    tops = {
        tuple(c.name for c in game.determinize(bob, rng).player("Alice").library[:2])
        for _ in range(20)
    }
    assert len(tops) > 1
    game.shuffle(alice)
    assert alice.seen == frozenset() and game.observation(alice)["seen"] == []


def test_a_card_found_and_put_on_top_is_known_to_its_searcher(new_game: NewGame) -> None:
    """701.24b, 701.23a: Alice finds a Counterspell, shuffles and puts it on top: the card
    was left out of the shuffle, so she knows her top card (her determinizations keep it
    there) and nothing under it; Bob, who didn't see it, knows nothing; revealed, both do."""
    for reveal in (False, True):
        game = two_decks(new_game, choices={"search": ["Counterspell"]})
        alice, bob = game.players
        game.scry(alice, 2)
        [found] = game.search_library(
            alice,
            lambda c: c.name == "Counterspell",
            "a Counterspell",
            to="top of library",
            reveal=reveal,
        )
        assert alice.library[0] is found
        assert [c["place"] for c in game.observation(alice)["seen"]] == [0]
        assert [c["place"] for c in game.observation(bob)["seen"]] == ([0] if reveal else [])
        rng = random.Random(7)
        for _ in range(10):
            assert game.determinize(alice, rng).player("Alice").library[0].name == "Counterspell"


def test_cards_put_from_a_hand_into_a_library_are_known_to_their_owner(
    new_game: NewGame,
) -> None:
    """103.5, 401.4, 400.2: Alice, who takes a mulligan, knows the card she put on the
    bottom of her library, and the two she puts back on top from her hand (Brainstorm's
    way): her observation shows them and her determinizations keep them where they are;
    Bob saw none of them and knows none; a shuffle makes them unknown again (701.24a)."""
    game = new_game(library=0, choices={"mulligan": ["mulligan", "keep"]})
    alice, bob = game.players
    for player in game.players:
        for name in DECK * 4:
            game.add_card(name, player, "library")
    game.start(alice, opening_hands=True)
    game.advance_to(Step.MAIN1)
    bottom = alice.library[-1]
    assert len(alice.hand) == 6
    assert [c["place"] for c in game.observation(alice)["seen"]] == [len(alice.library) - 1]
    game.put_from_hand_on_library(alice, 2)
    top = [c.name for c in alice.library[:2]]
    places = [c["place"] for c in game.observation(alice)["seen"]]
    assert places == [0, 1, len(alice.library) - 1]
    assert game.observation(bob)["seen"] == []
    rng = random.Random(5)
    for _ in range(10):
        library = game.determinize(alice, rng).player("Alice").library
        assert [c.name for c in library[:2]] == top and library[-1].name == bottom.name
    game.shuffle(alice)
    assert alice.seen == frozenset()


def test_a_card_seen_going_into_a_hand_or_library_stays_known(new_game: NewGame) -> None:
    """400.2, 400.7, 708.9: Bob's White Knight returned to his hand from the battlefield,
    and his top card revealed then put into his hand, are known to Alice there (her
    determinizations deal them to him); a card he draws unseen is not. A Lightning Bolt
    put from his graveyard on top of his library is known there until it is shuffled."""
    game = two_decks(new_game)
    alice, bob = game.players
    knight = game.return_to_hand(game.add_card("White Knight", bob))
    [revealed] = game.look_at_top(bob, 1, reveal=True, to="hand")
    [drawn] = game.draw(bob)
    bolt = game.move_to(game.add_card("Lightning Bolt", bob, "graveyard"), "library")
    seen = {c["id"] for c in game.observation(alice)["seen"]}
    assert {knight.id, revealed.id, bolt.id} <= seen and drawn.id not in seen
    rng = random.Random(4)
    for _ in range(10):
        copy = game.determinize(alice, rng)
        theirs = {c.id: c.name for c in copy.player("Bob").hand}
        assert theirs[knight.id] == "White Knight" and theirs[revealed.id] == revealed.name
        assert copy.player("Bob").library[0].name == "Lightning Bolt"
    game.shuffle(bob)
    assert bolt.id not in {c["id"] for c in game.observation(alice)["seen"]}


def test_a_restart_shuffles_every_library_and_what_was_known_of_it(new_game: NewGame) -> None:
    """726.1, 103.3, 701.24a: a restarted game shuffles each library as a game begins,
    so the cards Alice scried, and those she put back from her hand, are known by no
    one any longer (they stay the same objects in the library: the shuffle forgets
    them, not a zone change)."""
    game = two_decks(new_game, choices={"scry": ["top", "top"]})
    alice = game.players[0]
    game.scry(alice, 2)
    game.put_from_hand_on_library(alice, 1)
    assert len(alice.seen) == 3
    game.restart(alice)
    assert all(player.seen == frozenset() for player in game.players)
    assert game.observation(alice)["seen"] == []


def test_a_face_down_permanent_is_redrawn_as_a_card_with_morph(new_game: NewGame) -> None:
    """708.5, 702.37c: Bob's face-down Heron is, in Alice's determinizations, a card of
    Bob's unseen ones that could be face down; in Bob's it is his Heron, whose name his
    observation shows him and Alice's doesn't."""
    game = new_game(cards=[VEIL], library=0)
    alice, bob = game.players
    for name in ["Veiled Heron", "Grizzly Bears"] * 6:
        game.add_card(name, bob, "library")
    game.add_card("Veiled Heron", alice, "library")
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{3}")
    game.cast(game.add_card("Veiled Heron", bob, "hand"), face_down=True)
    game.resolve_stack()
    [heron] = [p for p in game.battlefield if p.face_down]
    assert game.observation(bob)["battlefield"][0]["face_up_name"] == "Veiled Heron"
    assert "face_up_name" not in game.observation(alice)["battlefield"][0]
    rng = random.Random(4)
    for _ in range(10):
        for viewer in (alice, bob):
            copy = game.determinize(viewer, rng)
            [down] = [p for p in copy.battlefield if p.face_down]
            assert down.id == heron.id and down.definition.front.morph is not None


LOOT = load_card_text(
    'name = "Test Loot"\nmana_cost = "{R}"\ntypes = ["Sorcery"]\n'
    'oracle = "Draw two cards, then discard a card."\n'
    "[spell]\neffects = [{ draw = 2 }, { discard = 1 }]\n"
)


def test_a_determinization_asks_another_players_decision_in_its_own_world(
    new_game: NewGame,
) -> None:
    """400.2, 701.22a: while Bob's scry waits, Alice's determinizations ask it of the
    card on top of the copy's library, drawn again, not of the one really there: the
    prompt names it and the card shown is it; they differ from copy to copy."""
    game = two_decks(new_game)
    bob = game.players[1]
    game.next_turn()
    game.advance_to(Step.MAIN1)
    top = bob.library[0]
    game.add_mana(bob, "{U}")
    scrying = game.add_card("Preordain", bob, "hand")
    decision = game.answer(Cast(scrying.id, scrying.name))
    while decision is not None and decision.kind == "priority":
        decision = game.answer(PASS)
    assert decision is not None and (decision.player, decision.kind) == ("Bob", "scry")
    assert top.name in decision.prompt
    rng = random.Random(2)
    shown = set()
    for _ in range(12):
        copy = game.determinize("Alice", rng)
        asked = copy.decision()
        assert asked is not None and asked.kind == "scry"
        [card] = asked.cards
        assert card is copy.player("Bob").library[0] and card.name in asked.prompt
        shown.add(card.name)
    assert len(shown) > 1


def test_a_determinization_keeps_what_the_waiting_action_showed_its_player(
    new_game: NewGame,
) -> None:
    """400.2, 103.5: Alice decides her mulligan looking at seven cards; in each
    determinization for her, keeping gives her those seven (the hand is dealt again
    with the original's generator). Casting Test Loot she draws two, then waits to
    discard: each copy keeps the two she drew, so discarding the last of them discards
    the same card as in the game."""
    game = new_game(library=0, seed=3)
    for player in game.players:
        for name in DECK * 4:
            game.add_card(name, player, "library")
    decision = game.start_with_decisions("Alice")
    assert decision is not None and decision.kind == "mulligan"
    hand = sorted(c.name for c in decision.cards)
    rng = random.Random(0)
    for _ in range(5):
        copy = game.determinize("Alice", rng)
        assert copy.observation("Alice") == game.observation("Alice")
        asked = copy.answer("keep")
        while asked is not None and asked.kind == "mulligan":  # Bob's, then the game begins
            asked = copy.answer("keep")
        assert sorted(c.name for c in copy.player("Alice").hand) == hand
    game = new_game(library=0, seed=5, cards=[LOOT])
    for player in game.players:
        for name in DECK * 4:
            game.add_card(name, player, "library")
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    loot = game.add_card("Test Loot", alice, "hand")
    game.add_mana(alice, "{R}")
    decision = game.answer(Cast(loot.id, loot.name))
    while decision is not None and decision.kind == "priority":
        decision = game.answer(PASS)
    assert decision is not None and decision.kind == "discard"
    last = len(decision.options) - 1
    copies = [game.determinize("Alice", rng) for _ in range(5)]
    game.answer(last)
    for copy in copies:
        copy.answer(last)
        assert names(copy.player("Alice").graveyard) == names(alice.graveyard)
        assert names(copy.player("Alice").hand) == names(alice.hand)


def test_a_determinization_draws_its_own_random_future(new_game: NewGame) -> None:
    """701.24a: the copy's random generator is drawn from the one given, so two
    determinizations shuffle a library differently, and neither as the real game would."""
    game = two_decks(new_game)
    rng = random.Random(5)
    firsts = []
    for _ in range(2):
        copy = game.determinize("Alice", rng)
        copy.shuffle("Bob")
        firsts.append([c.name for c in copy.player("Bob").library])
    real = game.copy()
    real.shuffle("Bob")
    assert firsts[0] != firsts[1] and [c.name for c in real.player("Bob").library] not in firsts


@pytest.mark.parametrize("seed", [1, 2])
def test_determinizations_agree_with_every_position_of_a_driven_game(
    every_card: Callable[[str, int], Game], seed: int
) -> None:
    """400.2, 117.1: at each decision of a heuristic game with every bundled card, a
    determinization for the player deciding gives them the same observation and, with
    priority, the same legal actions; it plays on, a random policy answering both
    players, to its end or thirty more decisions."""
    game = every_card("heuristic", seed)
    policies = game.chooser.policies  # type: ignore[attr-defined]
    rng = random.Random(seed)
    ahead_policy = registry().policy("random", random.Random(seed))
    decision = game.decision()
    checked = 0
    while decision is not None and game.turn_number < 8:
        copy = game.determinize(decision.player, rng)
        assert copy.observation(decision.player) == game.observation(decision.player)
        if decision.kind == "priority":
            assert copy.legal_actions() == game.legal_actions()
        if checked % 20 == 0:
            ahead = copy.decision()
            for _ in range(30):
                if ahead is None:
                    break
                ahead = copy.answer(ahead_policy.answer(copy, ahead))
        checked += 1
        decision = game.answer(policies[decision.player].answer(game, decision))
    assert checked >= 50


def test_a_card_revealed_then_put_into_a_hand_is_seen_moving_by_all(new_game: NewGame) -> None:
    """701.20a, 400.2: Bob reveals the card he takes from his top three: its move into
    his hand shows its name to Alice too, who saw it revealed; not revealed, she sees
    only that a card of his moved (701.20e)."""
    for reveal in (False, True):
        game = two_decks(new_game)
        bob = game.players[1]
        mark = len(game.log)
        [taken] = game.look_at_top(bob, 3, reveal=reveal)
        [moved] = [
            e
            for e in list(game.log)[mark:]
            if isinstance(e.event, ZoneChanged) and e.event.to_zone == "hand"
        ]
        assert (taken.name in moved.text_for("Alice")) is reveal
        assert taken.name in moved.text_for("Bob")
        assert moved.event.known_to == (("Alice", "Bob") if reveal else ())
        assert moved.event.seen_by == (("Bob", "Alice") if reveal else ("Bob",))  # each once


def test_a_determinizations_numbers_say_nothing_of_which_card_is_where(
    new_game: NewGame,
) -> None:
    """401.2, 402.3: a library card's number is its place in the deck list, never
    changed by a shuffle; a determinization that kept them would say the real order of
    Bob's library (and, by the numbers missing, his real hand). Its numbers of Bob's
    unseen cards are those of the original, dealt again: the number on top of his
    library differs from copy to copy, and which numbers are in his hand too."""
    game = two_decks(new_game)
    alice, bob = game.players
    numbers = sorted(o.id for o in (*bob.hand, *bob.library))
    rng = random.Random(3)
    tops, hands = set(), set()
    for _ in range(12):
        copy = game.determinize(alice, rng)
        other = copy.player("Bob")
        assert sorted(o.id for o in (*other.hand, *other.library)) == numbers
        tops.add(other.library[0].id)
        hands.add(frozenset(o.id for o in other.hand))
        assert copy.observation("Alice") == game.observation(alice)
    assert len(tops) > 1 and len(hands) > 1


def test_a_determinization_keeps_the_spell_another_player_is_casting(
    new_game: NewGame,
) -> None:
    """601.2a: Bob's Lightning Bolt, cast and waiting for its target, is on the stack
    for all to see: Alice's determinizations keep it, and ask Bob the same decision of
    the Bolt, not of another card dealt into his hand in its place."""
    game = two_decks(new_game)
    bob = game.players[1]
    game.next_turn()
    game.advance_to(Step.MAIN1)
    game.add_mana(bob, "{R}")
    bolt = game.add_card("Lightning Bolt", bob, "hand")
    decision = game.answer(Cast(bolt.id, bolt.name))
    assert decision is not None and (decision.player, decision.kind) == ("Bob", "target")
    rng = random.Random(4)
    for _ in range(8):
        copy = game.determinize("Alice", rng)
        asked = copy.decision()
        assert asked is not None and (asked.player, asked.kind) == ("Bob", "target")
        assert "Lightning Bolt" in asked.prompt


def test_a_determinization_keeps_the_land_another_player_is_playing(
    new_game: NewGame,
) -> None:
    """305.1, 400.2: Bob plays a land that asks him, as it enters, whether to reveal a
    Giant: the land played is public, so Alice's determinizations keep it (it was dealt
    again with his hand, and the decision waiting could no longer be taken), ask him the
    same decision, and his answer plays it."""
    village = load_card_text(
        'name = "Giant Village"\ntypes = ["Land"]\noracle = "As this land enters, you may '
        "reveal a Giant card from your hand. If you don't, it enters tapped.\\n{T}: Add "
        '{R}."\nenters_tapped = true\nenters_tapped_unless_revealed = "Giant card"\n'
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{R}"\n'
    )
    giant = load_card_text(
        'name = "Hill Giant"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\n'
        'subtypes = ["Giant"]\npower = 3\ntoughness = 3\n'
    )
    game = new_game(cards=[village, giant])
    bob = game.players[1]
    for _ in range(3):
        game.add_card("Hill Giant", bob, "hand")
        game.add_card("Lightning Bolt", bob, "hand")
    card = game.add_card("Giant Village", bob, "hand")
    game.begin_at(bob, Step.MAIN1)
    decision = game.answer(PlayLand(card.id, card.name))
    assert decision is not None and (decision.player, decision.kind) == ("Bob", "reveal")
    rng = random.Random(5)
    for _ in range(10):
        copy = game.determinize("Alice", rng)
        asked = copy.decision()
        assert asked is not None and (asked.player, asked.kind) == ("Bob", "reveal")
        copy.answer(asked.options[-1])
        assert [p.name for p in copy.permanents(controller=copy.player("Bob"))] == ["Giant Village"]
