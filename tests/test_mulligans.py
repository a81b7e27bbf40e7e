"""Mulligans (103.5): each player keeps their opening hand or takes a mulligan, the
starting player declaring first; a mulligan shuffles the hand back, draws a new one and
puts one card more on the bottom each time; in a multiplayer game the first is free
(103.5c); a hand of no cards is kept; and the whole process is one atomic action."""

from __future__ import annotations

from collections import deque
from collections.abc import Callable
from typing import Any

import pytest

from cardhost import Choice, ChoiceError, ChoiceKind, Game, ScriptedChooser
from cardhost.model.events import (
    CardDrawn,
    LibraryShuffled,
    MulliganTaken,
    OpeningHandKept,
)
from cardhost.tools.testing import game_state

NewGame = Callable[..., Game]
DECK = ("Forest", "Island", "Plains", "Swamp", "Mountain") * 4


class Declaring:
    """Declares for each player from a list of their own, then keeps (103.5); puts on
    the bottom the last card of the hand offered, noting which card it is (its
    ``card_id``, the same in every zone)."""

    def __init__(self, **declared: list[str]) -> None:
        self.declared = {name: deque(answers) for name, answers in declared.items()}
        self.asked: list[str] = []
        self.bottomed: list[int] = []

    def choose(self, choice: Choice) -> Any:
        if choice.kind is ChoiceKind.MULLIGAN:
            self.asked.append(choice.player.name)
            answers = self.declared.get(choice.player.name)
            return answers.popleft() if answers else "keep"
        assert choice.kind is ChoiceKind.BOTTOM
        self.bottomed.append(choice.options[-1].card_id)
        return choice.options[-1]


def dealt(new_game: NewGame, chooser: Any, players: int = 2) -> Game:
    """A game of ``players`` players with 20 basic lands each, not yet started."""
    names = ("Alice", "Bob", "Carol", "Dave")[:players]
    game = new_game(players=names, library=0, chooser=chooser, seed=5)
    for player in game.players:
        for name in DECK:
            game.add_card(name, player, "library")
    return game


def kept(game: Game) -> dict[str, tuple[int, int]]:
    """Each player's kept hand: its cards and the mulligans taken, from the log."""
    return {e.player.name: (e.cards, e.mulligans) for e in game.log.events(OpeningHandKept)}


def test_every_player_keeps_seven_cards_without_a_mulligan(new_game: NewGame) -> None:
    """103.5: the starting player declares first, then each other player in turn
    order; keeping is the first option, so the default chooser keeps."""
    chooser = Declaring()
    game = dealt(new_game, chooser, players=4)
    game.start("Carol", opening_hands=True)
    assert chooser.asked == ["Carol", "Dave", "Alice", "Bob"]
    game = dealt(new_game, None, players=3)  # the default chooser
    game.start("Bob", opening_hands=True)
    assert kept(game) == {"Alice": (7, 0), "Bob": (7, 0), "Carol": (7, 0)}
    assert game.log.events(MulliganTaken) == []
    assert [len(p.hand) for p in game.players] == [7, 7, 7]


def test_a_mulligan_draws_a_new_hand_and_puts_one_card_on_the_bottom(
    new_game: NewGame,
) -> None:
    """103.5: the hand is shuffled into the library, seven cards are drawn, and as many
    as the mulligans taken go on the bottom: after one, six cards in hand."""
    chooser = Declaring(Alice=["mulligan"])
    game = dealt(new_game, chooser)
    game.start("Alice", opening_hands=True)
    alice = game.players[0]
    first_hand = [e.new for e in game.log.events(CardDrawn)[:7]]
    assert all(card.zone is None for card in first_hand)  # they moved: gone (400.7)
    (taken,) = game.log.events(MulliganTaken)
    assert (taken.player, taken.number, taken.bottom) == (alice, 1, 1)
    assert [e.player for e in game.log.events(LibraryShuffled)] == [alice]
    assert len(alice.hand) == 6 and len(alice.library) == 14
    new_hand = [e.new.card_id for e in game.log.events(CardDrawn)[14:21]]
    (bottomed,) = chooser.bottomed
    assert bottomed in new_hand and alice.library[-1].card_id == bottomed
    assert sorted(c.card_id for c in alice.hand) == sorted(set(new_hand) - {bottomed})
    assert kept(game) == {"Alice": (6, 1), "Bob": (7, 0)}


def test_every_player_declares_before_any_mulligan_is_taken(new_game: NewGame) -> None:
    """103.5: once each player has declared, those who take a mulligan do so at the
    same time; then they declare again, and those who kept are not asked again. The
    starting player's mulligan waits for the other player's declaration."""
    chooser = Declaring(Alice=["mulligan"])
    game = dealt(new_game, chooser)
    game.start("Alice", opening_hands=True)
    assert chooser.asked == ["Alice", "Bob", "Alice"]
    events = [e for e in game.log.events() if isinstance(e, (MulliganTaken, OpeningHandKept))]
    assert [(type(e).__name__, e.player.name) for e in events] == [
        ("OpeningHandKept", "Bob"),
        ("MulliganTaken", "Alice"),
        ("OpeningHandKept", "Alice"),
    ]


def test_each_mulligan_puts_one_more_card_on_the_bottom_in_the_order_chosen(
    new_game: NewGame,
) -> None:
    """103.5: after a second mulligan two cards go on the bottom, in the order the player
    chooses: the one put there last is the bottom card."""
    chooser = Declaring(Alice=["mulligan", "mulligan"])
    game = dealt(new_game, chooser)
    game.start("Alice", opening_hands=True)
    alice = game.players[0]
    assert [(e.number, e.bottom) for e in game.log.events(MulliganTaken)] == [(1, 1), (2, 2)]
    assert [c.card_id for c in alice.library[-2:]] == chooser.bottomed[1:]
    assert len(alice.hand) == 5 and len(alice.hand) + len(alice.library) == len(DECK)
    assert kept(game)["Alice"] == (5, 2)


def test_no_mulligan_is_taken_once_the_hand_would_be_no_cards(new_game: NewGame) -> None:
    """103.5: a player may take mulligans until their opening hand would be zero cards,
    and no further: after the seventh they keep an empty hand, unasked."""
    chooser = Declaring(Alice=["mulligan"] * 8)
    game = dealt(new_game, chooser)
    game.start("Alice", opening_hands=True)
    alice = game.players[0]
    assert chooser.asked == ["Alice", "Bob", *["Alice"] * 6]
    assert len(chooser.declared["Alice"]) == 1  # the eighth answer: nobody asked for it
    assert alice.hand == () and len(alice.library) == len(DECK)
    assert kept(game)["Alice"] == (0, 7)


def test_a_multiplayer_game_s_first_mulligan_is_free(new_game: NewGame) -> None:
    """103.5c: in a game that began with more than two players (100.1b), the first
    mulligan puts no card on the bottom and doesn't count toward how many a player may
    take: the second puts one there, and eight may be taken."""
    chooser = Declaring(Alice=["mulligan", "mulligan"])
    game = dealt(new_game, chooser, players=3)
    game.start("Alice", opening_hands=True)
    assert [(e.number, e.bottom) for e in game.log.events(MulliganTaken)] == [(1, 0), (2, 1)]
    assert kept(game) == {"Alice": (6, 2), "Bob": (7, 0), "Carol": (7, 0)}

    chooser = Declaring(Alice=["mulligan"] * 9)
    game = dealt(new_game, chooser, players=3)
    game.start("Alice", opening_hands=True)
    assert chooser.asked.count("Alice") == 8
    assert kept(game)["Alice"] == (0, 8)


def test_a_failure_during_the_mulligans_leaves_the_game_as_it_was(new_game: NewGame) -> None:
    """Starting the game is one action (732): a choice that fails in the middle of a
    mulligan undoes the shuffles and the draws, the random generator's included, and
    the game starts the same way afterwards."""
    chooser = ScriptedChooser({"mulligan": ["mulligan", "keep"]}, strict=True)
    game = dealt(new_game, chooser)
    before = game_state(game)
    with pytest.raises(ChoiceError, match="no scripted answer for bottom"):
        game.start("Alice", opening_hands=True)
    assert game_state(game) == before
    assert game.turn_number == 0 and all(p.hand == () for p in game.players)
    chooser.strict = False  # the first card offered goes on the bottom
    game.start("Alice", opening_hands=True)
    assert kept(game) == {"Alice": (6, 1), "Bob": (7, 0)}
    fresh = dealt(new_game, ScriptedChooser({"mulligan": ["mulligan", "keep"]}))
    fresh.start("Alice", opening_hands=True)
    for player, twin in zip(game.players, fresh.players, strict=True):
        assert [c.card_id for c in player.hand] == [c.card_id for c in twin.hand]
        assert [c.card_id for c in player.library] == [c.card_id for c in twin.library]


def test_a_restarted_game_deals_new_hands_and_mulligans_again(new_game: NewGame) -> None:
    """726.1: a restarted game starts anew as rule 103 says: the new starting player
    declares first, and a player's mulligans are counted from none again (103.5)."""
    chooser = Declaring(Alice=["mulligan"], Bob=["keep", "mulligan"])
    game = dealt(new_game, chooser)
    game.start("Alice", opening_hands=True)
    assert chooser.asked == ["Alice", "Bob", "Alice"]
    game.restart("Bob")
    assert chooser.asked[3:] == ["Bob", "Alice", "Bob"]
    assert [(e.player.name, e.number) for e in game.log.events(MulliganTaken)] == [
        ("Alice", 1),
        ("Bob", 1),
    ]
    alice, bob = game.players
    assert (len(alice.hand), len(bob.hand)) == (7, 6)


def test_a_game_restarted_with_two_players_left_has_no_free_mulligan(
    new_game: NewGame,
) -> None:
    """100.1a, 726.1: a three-player game restarted after one player left begins anew
    with two players: a two-player game, whose first mulligan is not free (103.5c)."""
    chooser = Declaring(Alice=["keep", "mulligan"])
    game = dealt(new_game, chooser, players=3)
    game.start("Alice", opening_hands=True)
    game.lose_life("Carol", 20)  # she leaves the game (704.5a, 800.4a)
    assert game.players[2].has_lost
    game.restart("Alice")
    (taken,) = game.log.events(MulliganTaken)
    assert (taken.player.name, taken.number, taken.bottom) == ("Alice", 1, 1)
    assert len(game.players[0].hand) == 6


def test_a_small_library_deals_what_there_is_and_an_empty_hand_is_kept(
    new_game: NewGame,
) -> None:
    """103.5 with three cards in the library: Alice draws them (and will lose for the
    draws from an empty library, 121.4, 704.5b); after a mulligan she puts one of the
    three on the bottom; a player with no cards at all keeps their empty hand unasked."""
    chooser = Declaring(Alice=["mulligan", "mulligan", "mulligan", "mulligan"])
    game = new_game(library=0, chooser=chooser)
    alice = game.players[0]
    for name in ("Forest", "Island", "Swamp"):
        game.add_card(name, alice, "library")
    game.start("Alice", opening_hands=True)
    assert [(e.number, e.bottom) for e in game.log.events(MulliganTaken)] == [
        (1, 1),
        (2, 2),
        (3, 3),
    ]
    assert chooser.asked == ["Alice", "Alice", "Alice"]  # Bob has no cards to keep or not
    assert kept(game) == {"Bob": (0, 0), "Alice": (0, 3)}
    assert alice.drew_from_empty_library and len(alice.library) == 3
