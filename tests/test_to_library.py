"""Putting an object into its owner's library (401.4) as data: ``{ to_library =
"target", position = "top" }`` or ``"bottom"``; a permanent, a card from a graveyard or a
spell becomes a new object there (400.7), a token ceases to exist (704.5d)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, LibraryShuffled, Step, load_card_text

NewGame = Callable[..., Game]


def spell(name: str, oracle: str, target: str, position: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{U}}"\ntypes = ["Instant"]\noracle = "{oracle}"\n'
        f'[spell]\ntargets = ["{target}"]\n'
        f'effects = [{{ to_library = "target", position = "{position}" }}]\n'
    )


TOP = spell(
    "Tidal Lift", "Put target creature on top of its owner's library.", "target creature", "top"
)
BOTTOM = spell(
    "Sink Away",
    "Put target card from a graveyard on the bottom of its owner's library.",
    "target card in a graveyard",
    "bottom",
)


def in_main(new_game: NewGame) -> Game:
    game = new_game(cards=[TOP, BOTTOM])
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_a_creature_on_top_and_a_card_on_the_bottom(new_game: NewGame) -> None:
    """401.4: Bob's creature goes on top of his library, a card from his graveyard on
    the bottom; each is a new object (400.7)."""
    game = in_main(new_game)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_mana(alice, "{U}{U}")
    game.cast(game.add_card("Tidal Lift", alice, "hand"), target=bears)
    game.resolve_stack()
    assert bob.library[0].name == "Grizzly Bears" and bears.zone is None
    dead = game.add_card("Llanowar Elves", bob, "graveyard")
    game.cast(game.add_card("Sink Away", alice, "hand"), target=dead)
    game.resolve_stack()
    assert bob.library[-1].name == "Llanowar Elves" and bob.graveyard == ()


def test_a_token_put_into_a_library_ceases_to_exist(new_game: NewGame) -> None:
    """704.5d: a token put on top of a library ceases to exist."""
    game = in_main(new_game)
    alice, bob = game.players
    [token] = game.create_token("Grizzly Bears", bob)
    size = len(bob.library)
    game.add_mana(alice, "{U}")
    game.cast(game.add_card("Tidal Lift", alice, "hand"), target=token)
    game.resolve_stack()
    assert len(bob.library) == size and not game.permanents("Grizzly Bears")


def test_a_bad_position_names_its_key() -> None:
    with pytest.raises(CardFileError, match=r"spell\.effects\[0\]\.position"):
        spell(
            "Bad Lift",
            "Put target creature in the middle of its owner's library.",
            "target creature",
            "middle",
        )


RAISE = load_card_text(
    'name = "Grave Call"\nmana_cost = "{3}{B}"\ntypes = ["Sorcery"]\n'
    'oracle = "Return target creature card from your graveyard to the battlefield."\n'
    '[spell]\ntargets = ["target creature card from your graveyard"]\n'
    'effects = [{ return_to_battlefield = "target" }]\n'
)


def test_a_card_returned_from_a_graveyard_to_the_battlefield(new_game: NewGame) -> None:
    """110.2a, 400.7: Grave Call returns the target creature card from Alice's graveyard
    to the battlefield under her control, a new object there; a target that isn't a card
    in a graveyard is refused as the card file is read."""
    game = new_game(cards=[TOP, BOTTOM, RAISE])
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    dead = game.add_card("Grizzly Bears", alice, "graveyard")
    game.add_mana(alice, "{3}{B}")
    game.cast(game.add_card("Grave Call", alice, "hand"), target=dead)
    game.resolve_stack()
    [bears] = game.permanents("Grizzly Bears")
    assert bears.controller is alice and dead.zone is None
    with pytest.raises(CardFileError, match="from a graveyard"):
        load_card_text(
            'name = "Bad Call"\nmana_cost = "{B}"\ntypes = ["Sorcery"]\n'
            'oracle = "Return target creature to the battlefield."\n'
            '[spell]\ntargets = ["target creature"]\n'
            'effects = [{ return_to_battlefield = "target" }]\n'
        )


def moving_itself(name: str, oracle: str, effect: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{U}}"\ntypes = ["Sorcery"]\noracle = "{oracle}"\n'
        f"[spell]\neffects = [{{ draw = 1 }}, {effect}]\n"
    )


EXILED = moving_itself("Once Only", "Draw a card. Exile Once Only.", '{ exile = "this" }')
SHUFFLED = moving_itself(
    "Ever Again",
    "Draw a card. Shuffle Ever Again into its owner's library.",
    '{ to_library = "this", position = "shuffled" }',
)
RETURNED = moving_itself(
    "Back Again",
    "Draw a card. Return Back Again to its owner's hand.",
    '{ return_to_hand = "this" }',
)


@pytest.mark.parametrize(
    ("name", "where"),
    [("Once Only", "exile"), ("Ever Again", "library"), ("Back Again", "hand")],
)
def test_a_spell_moving_itself_is_not_put_into_a_graveyard(
    new_game: NewGame, name: str, where: str
) -> None:
    """608.2n: a sorcery whose own instruction exiles it, shuffles it into its owner's
    library (701.24c) or returns it to its owner's hand ends there, not in the graveyard."""
    game = new_game(cards=[EXILED, SHUFFLED, RETURNED])
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    game.add_mana(alice, "{U}")
    shuffles = len(game.log.events(LibraryShuffled))
    game.cast(game.add_card(name, alice, "hand"))
    game.resolve_stack()
    zones = {"exile": game.exile_zone, "library": alice.library, "hand": alice.hand}
    assert [c.name for c in zones[where] if c.name == name] == [name]
    assert alice.graveyard == ()
    assert len(game.log.events(LibraryShuffled)) == shuffles + (where == "library")


def test_a_copy_moving_itself_ceases_to_exist(new_game: NewGame) -> None:
    """707.10a, 704.5e: a copy of Once Only exiles itself and ceases to exist; the card
    is exiled as it resolves too."""
    game = new_game(cards=[EXILED])
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    game.add_mana(alice, "{U}")
    spell = game.cast(game.add_card("Once Only", alice, "hand"))
    game.copy_spell(spell, alice)
    game.resolve_stack()
    assert [c.name for c in game.exile_zone] == ["Once Only"] and alice.graveyard == ()


WANDERING = load_card_text(
    'name = "Wandering Drake"\nmana_cost = "{2}{U}"\ntypes = ["Creature"]\n'
    'subtypes = ["Drake"]\npower = 2\ntoughness = 2\n'
    'oracle = "When Wandering Drake dies, shuffle it into its owner\'s library."\n'
    '[[triggers]]\nwhen = "dies"\n'
    'effects = [{ to_library = "this", position = "shuffled" }]\n'
)


def test_a_dying_creature_shuffled_into_its_library_even_once_gone(new_game: NewGame) -> None:
    """400.7e: the dies trigger finds the card in the graveyard and shuffles it into its
    owner's library; exiled from there in response, the ability still shuffles that
    library (701.24c)."""
    game = new_game(cards=[WANDERING])
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    drake = game.add_card("Wandering Drake", alice)
    game.destroy(drake)
    game.resolve_stack()
    assert [c.name for c in alice.library].count("Wandering Drake") == 1
    assert alice.graveyard == ()
    again = game.add_card("Wandering Drake", alice)
    game.destroy(again)
    [card] = alice.graveyard
    game.exile(card)
    shuffles = len(game.log.events(LibraryShuffled))
    game.resolve_stack()
    assert len(game.log.events(LibraryShuffled)) == shuffles + 1
    assert [c.name for c in game.exile_zone] == ["Wandering Drake"]


def test_two_put_on_top_of_one_library_in_the_order_its_owner_chooses(new_game: NewGame) -> None:
    """401.4: two of Bob's permanents put on top of his library at once: Bob, their owner,
    orders them (the first chosen ends nearest the top), not the spell's controller."""
    lift = load_card_text(
        'name = "Twin Lift"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\n'
        'oracle = "Put two target creatures on top of their owners\' libraries."\n'
        '[spell]\ntargets = ["two target creatures"]\n'
        'effects = [{ to_library = "target", position = "top" }]\n'
    )
    game = new_game(cards=[lift], choices={"order": ["Grizzly Bears"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", bob)
    elves = game.add_card("Llanowar Elves", bob)
    game.add_mana(alice, "{U}")
    game.cast(game.add_card("Twin Lift", alice, "hand"), targets=[bears, elves])
    game.resolve_stack()
    assert [c.name for c in bob.library[:2]] == ["Grizzly Bears", "Llanowar Elves"]
    [asked] = [c for c in game.chooser.asked if c.kind == "order"]
    assert asked.player is bob


def test_two_cards_shuffled_into_one_library_shuffle_it_once(new_game: NewGame) -> None:
    """701.24f, 701.24c: "Shuffle two target creature cards from your graveyard into your
    library" is one shuffle of that library (an ability triggering on a shuffle triggers
    once); both cards are there."""
    renew = load_card_text(
        'name = "Twin Renewal"\nmana_cost = "{G}"\ntypes = ["Sorcery"]\n'
        'oracle = "Shuffle two target creature cards from your graveyard into your library."\n'
        '[spell]\ntargets = ["two target creature cards in your graveyard"]\n'
        'effects = [{ to_library = "target", position = "shuffled" }]\n'
    )
    game = new_game(cards=[renew])
    alice = game.players[0]
    cards = [game.add_card("Grizzly Bears", alice, "graveyard") for _ in range(2)]
    game.begin_at(alice, Step.MAIN1)
    shuffles = len(game.log.events(LibraryShuffled))
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Twin Renewal", alice, "hand"), targets=cards)
    game.resolve_stack()
    assert len(game.log.events(LibraryShuffled)) == shuffles + 1
    assert [c.name for c in alice.library].count("Grizzly Bears") == 2
