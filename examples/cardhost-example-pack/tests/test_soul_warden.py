"""Tests for the example pack's cards, written with the cardhost pytest plugin's fixtures.

``make_game(folder)`` builds a game whose catalog holds the pack's cards and the bundled
cards; ``expect(game)`` makes assertions whose failures show the end of the event log.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from cardhost import Game, Step

CARDS = Path(__file__).resolve().parent.parent / "cardhost_example_pack"
SOUL_WARDEN = CARDS / "soul_warden"
SAVANNAH_LIONS = CARDS / "savannah_lions"

MakeGame = Callable[..., Game]
Expect = Callable[[Game], Any]


def _game(make_game: MakeGame) -> Game:
    """A game with both of the pack's cards, at Alice's precombat main phase."""
    game = make_game(SOUL_WARDEN, SAVANNAH_LIONS)
    game.begin_at("Alice", Step.MAIN1)
    return game


def _cast(game: Game, name: str, player: str = "Alice") -> None:
    """``player`` casts ``name`` from their hand, paying {W}, and everything resolves."""
    card = game.add_card(name, player, "hand")
    game.add_mana(player, "{W}")
    game.cast(card)
    game.resolve_stack()


def test_the_cards_load_with_their_characteristics(make_game: MakeGame, expect: Expect) -> None:
    game = _game(make_game)
    game.add_card("Soul Warden", "Alice")
    game.add_card("Savannah Lions", "Alice")
    expect(game).permanent("Soul Warden", count=1, power=1, toughness=1, colors=["white"])
    expect(game).permanent("Savannah Lions", count=1, power=2, toughness=1, colors=["white"])
    assert game.card("Soul Warden").plugin_hooks == ("on_permanent_entered",)
    assert game.card("Savannah Lions").plugin is None


def test_another_creature_of_yours_entering_gains_1_life(
    make_game: MakeGame, expect: Expect
) -> None:
    """603.6a: the Lions enter; the Warden's ability triggers and uses the stack (603.3)."""
    game = _game(make_game)
    game.add_card("Soul Warden", "Alice")
    lions = game.add_card("Savannah Lions", "Alice", "hand")
    game.add_mana("Alice", "{W}")
    game.cast(lions)
    game.resolve_top()  # the Lions resolve and enter; the trigger goes on the stack
    expect(game).permanent("Savannah Lions", count=1).player("Alice", life=20)
    assert len(game.stack) == 1
    game.resolve_stack()
    expect(game).player("Alice", life=21).player("Bob", life=20)


def test_an_opponents_creature_entering_gains_the_wardens_controller_life(
    make_game: MakeGame, expect: Expect
) -> None:
    """Any player's creature is "another creature"; "you" is the Warden's controller (109.5)."""
    game = _game(make_game)
    game.add_card("Soul Warden", "Alice")
    lions = game.add_card("Savannah Lions", "Bob", "hand")
    game.put_onto_battlefield(lions)
    game.resolve_stack()
    expect(game).permanent("Savannah Lions", controller="Bob", count=1)
    expect(game).player("Alice", life=21).player("Bob", life=20)


def test_the_warden_entering_does_not_trigger_itself(make_game: MakeGame, expect: Expect) -> None:
    """Soul Warden's own entering is not its trigger event: it says "another"."""
    game = _game(make_game)
    _cast(game, "Soul Warden")
    expect(game).permanent("Soul Warden", count=1).player("Alice", life=20)
    assert not game.stack


def test_a_noncreature_permanent_entering_does_not_trigger(
    make_game: MakeGame, expect: Expect
) -> None:
    game = _game(make_game)
    game.add_card("Soul Warden", "Alice")
    game.play_land(game.add_card("Plains", "Alice", "hand"))
    game.resolve_stack()
    expect(game).permanent("Plains", count=1).player("Alice", life=20)


def test_two_wardens_each_trigger(make_game: MakeGame, expect: Expect) -> None:
    """Each Warden has its own ability, and each triggers once (603.2c)."""
    game = _game(make_game)
    game.add_card("Soul Warden", "Alice")
    game.add_card("Soul Warden", "Alice")
    _cast(game, "Savannah Lions")
    expect(game).player("Alice", life=22)


def test_a_second_warden_entering_triggers_only_the_first(
    make_game: MakeGame, expect: Expect
) -> None:
    game = _game(make_game)
    game.add_card("Soul Warden", "Alice")
    _cast(game, "Soul Warden")
    expect(game).permanent("Soul Warden", count=2).player("Alice", life=21)


def test_wardens_on_both_sides_each_gain_their_controller_life(
    make_game: MakeGame, expect: Expect
) -> None:
    game = _game(make_game)
    game.add_card("Soul Warden", "Alice")
    game.add_card("Soul Warden", "Bob")
    _cast(game, "Savannah Lions")
    expect(game).player("Alice", life=21).player("Bob", life=21)


def test_creature_tokens_count_once_each(make_game: MakeGame, expect: Expect) -> None:
    """March of the Canonized with X=2 makes two Vampire tokens: two creatures enter, so
    the Warden triggers twice (603.2c); the enchantment March itself doesn't trigger it."""
    game = _game(make_game)
    game.add_card("Soul Warden", "Alice")
    march = game.add_card("March of the Canonized", "Alice", "hand")
    game.add_mana("Alice", "{W}{W}{W}{W}")
    game.cast(march, x=2)
    game.resolve_stack()
    expect(game).permanent("Vampire Token", count=2).player("Alice", life=22)
