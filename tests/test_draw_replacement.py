"""Replacing card draws (121.6, 614.11) through the ``replace_draw`` hook: each draw of a
sequence is offered on its own, even from an empty library, and what replaces it is done
before the next draw; the drawing player orders several, and once one replaces the draw
no other applies (616.1, 616.1f)."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from cardhost import (
    CardDefinition,
    CardPluginError,
    DrawingCard,
    Game,
    ReplacementEffect,
    Step,
    hookimpl,
    load_card_text,
)

NewGame = Callable[..., Game]


Instead = Callable[[Game, DrawingCard], object]


def replacer(
    name: str, instead: Instead | None, applies: Callable[[DrawingCard], bool] = bool
) -> CardDefinition:
    """An enchantment whose controller's draws, those ``applies`` accepts, are replaced
    by ``instead(game, event)`` (``None``: the draw is skipped)."""

    def replace_draw(game: Game, card: CardDefinition, event: DrawingCard) -> Any:
        (source,) = game.permanents(card)
        if event.player is not source.controller or not applies(event):
            return None
        if instead is None:
            return ReplacementEffect(source, "skip that draw", lambda e: e.replaced_by())
        return ReplacementEffect(
            source, "instead", lambda e: e.replaced_by(lambda g: instead(g, e))
        )

    text = f'name = "{name}"\ntypes = ["Enchantment"]\n'
    return load_card_text(text, plugin=SimpleNamespace(replace_draw=hookimpl(replace_draw)))


def graveyard_to_hand(game: Game, event: DrawingCard) -> None:
    """Return the top card of the player's graveyard to their hand."""
    game.move_to(event.player.graveyard[-1], "hand")


def has_graveyard(event: DrawingCard) -> bool:
    return bool(event.player.graveyard)


def dredger() -> CardDefinition:
    """Replaces a draw with returning a card from the graveyard, while there is one."""
    return replacer("Dredger", graveyard_to_hand, has_graveyard)


def in_main(new_game: NewGame, *cards: CardDefinition, **options: Any) -> Game:
    game = new_game(cards=list(cards), **options)
    for card in cards:
        game.add_card(card.name, game.players[0])
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_a_draw_is_replaced_even_from_an_empty_library(new_game: NewGame) -> None:
    """121.6a: with no card in her library, Alice's draw is still replaced (skipped):
    she didn't draw from an empty library, so she doesn't lose (704.5b)."""
    game = in_main(new_game, replacer("Skipper", None), library=0)
    alice = game.players[0]
    game.draw(alice, 3)
    assert not alice.drew_from_empty_library and not game.game_over


def test_each_draw_of_a_sequence_is_replaced_or_not_in_turn(new_game: NewGame) -> None:
    """614.11a, 121.2: drawing two with one card in her graveyard, the first draw is
    replaced (the card returns to her hand, done before the second draw) and the
    second, with the graveyard now empty, is an ordinary draw."""
    game = in_main(new_game, dredger())
    alice = game.players[0]
    bolt = game.add_card("Lightning Bolt", alice, "graveyard")
    top = alice.library[0]
    drawn = game.draw(alice, 2)
    assert [c.name for c in alice.hand] == ["Lightning Bolt", top.name]
    assert [c.card_id for c in drawn] == [top.card_id] and bolt.zone is None


def test_the_turns_draw_is_replaced_too(new_game: NewGame) -> None:
    """504.1, 121.6: the draw of the draw step is a draw, replaced like any."""
    game = new_game(cards=[replacer("Skipper", None)])
    alice, bob = game.players
    game.add_card("Skipper", bob)
    game.begin_at(alice, Step.MAIN1)
    game.next_turn()
    game.advance_to(Step.MAIN1, bob)
    assert bob.hand == ()


def test_the_drawing_player_chooses_which_replacement_and_only_one_applies(
    new_game: NewGame,
) -> None:
    """616.1, 616.1f: two draw replacements: Alice chooses the Dredger's; once her draw
    is replaced, the Skipper's no longer applies."""
    game = in_main(
        new_game,
        replacer("Skipper", None),
        dredger(),
        choices={"replacement": ["Dredger"]},
    )
    alice = game.players[0]
    game.add_card("Lightning Bolt", alice, "graveyard")
    game.draw(alice)
    assert [c.name for c in alice.hand] == ["Lightning Bolt"]
    assert len(alice.library) == 10


def test_what_replaces_a_draw_raising_names_the_card_and_changes_nothing(
    new_game: NewGame,
) -> None:
    """A plugin whose replacement raises as it happens is its card's error, naming its
    replacement effect; the whole draw is undone."""

    def broken(game: Game, event: DrawingCard) -> None:
        raise ValueError("no")

    game = in_main(new_game, replacer("Breaker", broken))
    alice = game.players[0]
    before = (len(alice.library), len(game.log))
    with pytest.raises(CardPluginError, match=r"Breaker.*replacement effect"):
        game.draw(alice)
    assert (len(alice.library), len(game.log)) == before and alice.hand == ()


def test_a_replacement_that_changes_who_draws_is_refused(new_game: NewGame) -> None:
    """614.1: a draw replacement replaces the draw; it can't hand it to another player."""

    def replace_draw(game: Game, card: CardDefinition, event: DrawingCard) -> Any:
        (source,) = game.permanents(card)
        other = game.players[1]
        return ReplacementEffect(source, "steal", lambda e: DrawingCard(other))

    plugin = SimpleNamespace(replace_draw=hookimpl(replace_draw))
    thief = load_card_text('name = "Thief"\ntypes = ["Enchantment"]\n', plugin=plugin)
    game = in_main(new_game, thief)
    with pytest.raises(CardPluginError, match="can't change who draws"):
        game.draw(game.players[0])
    assert game.players[0].hand == game.players[1].hand == ()
