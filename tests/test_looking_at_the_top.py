"""Looking at (701.20e) or revealing (701.20a) the top cards of a library and putting
some of them elsewhere, as data (``look_at_top``): "Put one of them into your hand and
the rest on the bottom of your library in any order", "You may reveal a creature card
from among them and put it into your hand", "Put all land cards revealed this way into
your hand and the rest into your graveyard", "Put any number of them into your
graveyard and the rest back on top of your library in any order"."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pytest

from cardhost import (
    PASS,
    CardDefinition,
    CardFileError,
    CardsRevealed,
    Cast,
    Game,
    GameObject,
    LookedAtTop,
    Player,
    Step,
    game_state,
    load_card_text,
)

NewGame = Callable[..., Game]
TOP = ("Island", "Swamp", "Mountain", "Forest", "Plains", "Wastes")


def sorcery(name: str, oracle: str, effect: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{U}}"\ntypes = ["Sorcery"]\noracle = "{oracle}"\n'
        f"[spell]\neffects = [{effect}]\n"
    )


FORESIGHT = sorcery(
    "Foresight",
    "Look at the top three cards of your library. Put one of them into your hand and the "
    "rest on the bottom of your library in any order.",
    "{ look_at_top = 3 }",
)
AUGURY = sorcery(
    "Augury",
    "Look at the top three cards of your library. You may reveal a creature card from "
    "among them and put it into your hand. Put the rest on the bottom of your library in "
    "any order.",
    '{ look_at_top = 3, kind = "creature card", may = true, reveal_taken = true }',
)
HARVEST = sorcery(
    "Stone Harvest",
    "Reveal the top four cards of your library. Put all land cards revealed this way into "
    "your hand and the rest into your graveyard.",
    '{ look_at_top = 4, reveal = true, take = "all", kind = "land card", rest = "graveyard" }',
)
CULL = sorcery(
    "Cull the Deck",
    "Look at the top three cards of your library. Put any number of them into your "
    "graveyard and the rest back on top of your library in any order.",
    '{ look_at_top = 3, take = "any number", to = "graveyard", rest = "top" }',
)
CARDS = [FORESIGHT, AUGURY, HARVEST, CULL]


def library_of(game: Game, player: Player, names: Sequence[str]) -> None:
    for name in reversed(names):
        game.add_card(name, player, "library")


def names(cards: Sequence[GameObject]) -> list[str]:
    return [card.name for card in cards]


def option_named(game: Game, name: str) -> object:
    """The option of the waiting decision named ``name``."""
    decision = game.decision()
    assert decision is not None
    return next(o for o in decision.options if getattr(o, "name", o) == name)


def cast(game: Game, name: str) -> None:
    alice = game.players[0]
    game.add_mana(alice, "{U}")
    game.cast(game.add_card(name, alice, "hand"))
    game.resolve_stack()


def test_one_into_the_hand_and_the_rest_on_the_bottom(new_game: NewGame) -> None:
    """701.20e: the card chosen goes to the hand, unrevealed; the other two go on the
    bottom in the order chosen, the cards below them now on top."""
    choices = {"take": ["Swamp"], "order": ["Mountain", "Island"]}
    game = new_game(cards=CARDS, library=0, choices=choices)
    alice = game.players[0]
    library_of(game, alice, TOP[:5])
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Foresight")
    assert names(alice.hand) == ["Swamp"]
    assert names(alice.library) == ["Forest", "Plains", "Mountain", "Island"]
    assert not game.log.events(CardsRevealed)
    assert game.log.events(LookedAtTop)[-1] == LookedAtTop(alice, 3, 1, "bottom")


def test_you_may_reveal_a_creature_card_from_among_them(new_game: NewGame) -> None:
    """701.20a: a creature card taken is revealed; the player may take none (no creature
    card among them, or by choice): all three go on the bottom."""
    game = new_game(cards=CARDS, library=0, choices={"take": ["Grizzly Bears", "no more"]})
    alice = game.players[0]
    library_of(game, alice, ("Island", "Grizzly Bears", "Swamp", "Llanowar Elves", "Forest"))
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Augury")
    assert names(alice.hand) == ["Grizzly Bears"]
    [revealed] = game.log.events(CardsRevealed)
    assert names(revealed.cards) == ["Grizzly Bears"]
    assert names(alice.library)[:2] == ["Llanowar Elves", "Forest"]
    cast(game, "Augury")
    assert names(alice.hand) == ["Grizzly Bears"]
    assert game.log.events(LookedAtTop)[-1].taken == 0


def test_all_of_a_kind_revealed_and_the_rest_into_the_graveyard(new_game: NewGame) -> None:
    """701.20a: every player sees the four cards; each land goes to the hand, the others
    to the graveyard, with no choice."""
    game = new_game(cards=CARDS, library=0)
    alice = game.players[0]
    library_of(game, alice, ("Island", "Grizzly Bears", "Swamp", "Llanowar Elves", "Forest"))
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Stone Harvest")
    [revealed] = game.log.events(CardsRevealed)
    assert len(revealed.cards) == 4
    assert names(alice.hand) == ["Island", "Swamp"]
    assert sorted(names(alice.graveyard)) == ["Grizzly Bears", "Llanowar Elves", "Stone Harvest"]
    assert names(alice.library) == ["Forest"]


def test_any_number_into_the_graveyard_waits_as_decisions(new_game: NewGame) -> None:
    """Driven by decisions, each card put is a decision of kind "take" (701.20e) with
    "no more"; a saved game in the middle waits for the same decision and plays on to
    the same result."""
    game = new_game(cards=CARDS, library=0)
    alice = game.players[0]
    library_of(game, alice, TOP[:4])
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Cull the Deck", alice, "hand")
    game.add_mana(alice, "{U}")
    (casting,) = [a for a in game.legal_actions() if isinstance(a, Cast)]
    game.answer(casting)
    game.answer(PASS)
    asked = game.answer(PASS)
    assert asked is not None and asked.kind == "take"
    assert [str(o) if isinstance(o, str) else o.name for o in asked.options] == [
        "Island",
        "Swamp",
        "Mountain",
        "no more",
    ]
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    for played in (game, restored):
        for answer in ("Swamp", "no more", "Mountain"):
            played.answer(option_named(played, answer))
    assert game_state(restored) == game_state(game)
    assert names(alice.graveyard) == ["Swamp", "Cull the Deck"]
    assert names(alice.library) == ["Mountain", "Island", "Forest"]


@pytest.mark.parametrize(
    ("effect", "problem"),
    [
        ('{ look_at_top = 3, take = "all", may = true }', "may"),
        ("{ look_at_top = 3, reveal = true, reveal_taken = true }", "reveal_taken"),
        ('{ look_at_top = 3, kind = "creature" }', "a kind of card"),
        ('{ look_at_top = 3, rest = "exile" }', "rest"),
        ('{ look_at_top = 3, take = "two" }', "take"),
    ],
)
def test_bad_keys_are_named(effect: str, problem: str) -> None:
    with pytest.raises(CardFileError) as refused:
        sorcery("Odd Look", "Odd.", effect)
    message = str(refused.value)
    assert f"spell.effects[0].{problem}" in message or problem in message, message
