"""Every card of a kind leaving a player's graveyard at once (603.10a): into exile,
``exile_graveyard`` ("Exile all cards from target player's graveyard."), or into its
owner's library, then shuffled, ``shuffle_graveyard`` ("Target player shuffles their
graveyard into their library.", 701.24a)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, LibraryShuffled, Step, ZoneChanged, load_card_text

NewGame = Callable[..., Game]

CRYPT_KEY = load_card_text(
    """name = "Crypt Key"
mana_cost = "{0}"
types = ["Artifact"]
oracle = "{T}, Sacrifice Crypt Key: Exile all cards from target player's graveyard."
[[abilities]]
cost = "{T}, Sacrifice Crypt Key"
targets = ["target player"]
effects = [{ exile_graveyard = "card", player = "target" }]
"""
)
LAND_SWEEP = load_card_text(
    """name = "Land Sweep"
mana_cost = "{2}{R}"
types = ["Sorcery"]
oracle = "Target player exiles all land cards from their graveyard."
[spell]
targets = ["target player"]
effects = [{ exile_graveyard = "land card", player = "target" }]
"""
)
RECALL = load_card_text(
    """name = "Long Recall"
mana_cost = "{2}{U}"
types = ["Sorcery"]
oracle = "Target player shuffles their graveyard into their library."
[spell]
targets = ["target player"]
effects = [{ shuffle_graveyard = "card", player = "target" }]
"""
)
CARDS = [CRYPT_KEY, LAND_SWEEP, RECALL]


def graveyards(game: Game) -> None:
    alice, bob = game.players
    game.add_card("Grizzly Bears", alice, "graveyard")
    for name in ("Grizzly Bears", "Forest", "Lightning Bolt"):
        game.add_card(name, bob, "graveyard")


def test_exile_all_cards_from_target_players_graveyard(new_game: NewGame) -> None:
    """603.10a: Bob's three cards are exiled together, Alice's Bears stay."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    graveyards(game)
    key = game.add_card("Crypt Key", alice)
    game.begin_at(alice, Step.MAIN1)
    game.activate(key, target=bob)
    game.resolve_stack()
    assert not bob.graveyard and [c.name for c in alice.graveyard] == ["Grizzly Bears", "Crypt Key"]
    exiled = [e for e in game.log.events(ZoneChanged) if e.to_zone == "exile"]
    assert len(exiled) == 3 and all(len(e.together) == 3 for e in exiled)


def test_only_cards_of_the_kind(new_game: NewGame) -> None:
    game = new_game(cards=CARDS)
    alice, bob = game.players
    graveyards(game)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}")
    game.cast(game.add_card("Land Sweep", alice, "hand"), target=bob)
    game.resolve_stack()
    assert sorted(c.name for c in bob.graveyard) == ["Grizzly Bears", "Lightning Bolt"]
    assert [c.name for c in game.exile_zone] == ["Forest"]


def test_shuffle_a_graveyard_into_a_library(new_game: NewGame) -> None:
    """701.24a: the three cards go into Bob's library, which he shuffles."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    graveyards(game)
    library = len(bob.library)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{U}")
    game.cast(game.add_card("Long Recall", alice, "hand"), target=bob)
    game.resolve_stack()
    assert not bob.graveyard and len(bob.library) == library + 3
    assert [e.player for e in game.log.events(LibraryShuffled)] == [bob]


def test_a_kind_that_is_no_card_is_refused() -> None:
    with pytest.raises(CardFileError, match="exile_graveyard"):
        load_card_text(
            'name = "Odd Sweep"\nmana_cost = "{R}"\ntypes = ["Sorcery"]\noracle = "Odd."\n'
            '[spell]\neffects = [{ exile_graveyard = "creature" }]\n'
        )
