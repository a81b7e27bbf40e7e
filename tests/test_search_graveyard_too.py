"""A search of a library and/or a graveyard (701.23): ``search`` with ``and_graveyard``:
"Search your library and/or graveyard for a card named ..., reveal it, put it into your
hand. If you search your library this way, shuffle." Whether to search the library is
asked first; the library is shuffled only if it was searched."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, LibraryShuffled, Step, Zone, load_card_text

NewGame = Callable[..., Game]

CALL = load_card_text(
    """name = "Bear Call"
mana_cost = "{G}"
types = ["Sorcery"]
oracle = "Search your library and/or graveyard for a card named Grizzly Bears, reveal it, \
put it into your hand. If you search your library this way, shuffle."
[spell]
effects = [{ search = "card named Grizzly Bears", reveal = true, and_graveyard = true }]
"""
)


def cast_call(game: Game) -> None:
    alice, _ = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Bear Call", alice, "hand"))
    game.resolve_stack()


def test_from_the_graveyard_without_searching_the_library(new_game: NewGame) -> None:
    """Not searching the library: the Bears in the graveyard are found, the library is
    left as it was, not shuffled."""
    game = new_game(cards=[CALL], choices={"yes or no": ["no"], "search": ["Grizzly Bears"]})
    alice, _ = game.players
    bears = game.add_card("Grizzly Bears", alice, "graveyard")
    game.add_card("Grizzly Bears", alice, "library")
    library = list(alice.library)
    cast_call(game)
    assert [c.name for c in alice.hand] == ["Grizzly Bears"] and bears.zone is None
    assert list(alice.library) == library and not game.log.events(LibraryShuffled)


@pytest.mark.parametrize("where", ["library", "graveyard"])
def test_searching_both(new_game: NewGame, where: str) -> None:
    """Searching the library too, a card is found in either, and the library shuffled."""
    game = new_game(cards=[CALL], choices={"yes or no": ["yes"]})
    alice, _ = game.players
    wanted = game.add_card("Grizzly Bears", alice, where)
    game.chooser.add("search", wanted)
    cast_call(game)
    assert [c.name for c in alice.hand] == ["Grizzly Bears"]
    assert [e.player for e in game.log.events(LibraryShuffled)] == [alice]


def test_not_with_a_card_put_on_top() -> None:
    with pytest.raises(CardFileError, match="and_graveyard"):
        load_card_text(
            'name = "Odd Call"\nmana_cost = "{G}"\ntypes = ["Sorcery"]\noracle = "Odd."\n'
            '[spell]\neffects = [{ search = "creature card", and_graveyard = true, '
            'to = "top of library" }]\n'
        )


def test_a_graveyard_searched_alone_must_give_up_what_matches(new_game: NewGame) -> None:
    """701.23b: only a search of a hidden zone may fail to find: with the library not
    searched, the Bears in the graveyard are found, "find nothing" not offered; with it
    searched and a Bears only there, "find nothing" is."""
    answers = {"search": ["find nothing"]}
    game = new_game(cards=[CALL], choices={"yes or no": ["no"], **answers})
    alice, _ = game.players
    game.add_card("Grizzly Bears", alice, "graveyard")
    cast_call(game)
    assert [c.name for c in alice.hand] == ["Grizzly Bears"]
    game = new_game(cards=[CALL], choices={"yes or no": ["yes"], **answers})
    alice, _ = game.players
    bears = game.add_card("Grizzly Bears", alice, "library")
    cast_call(game)
    assert not alice.hand and bears.zone is Zone.LIBRARY
