"""Counts of "their" and "they" (608.2h): an instruction followed for several players, or
for a target player or that player, counts for each the player it is followed for ("Each
player draws a card for each creature card in their graveyard."), every count made
before any is followed; "their" is refused where no player is followed for."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]


def sorcery(name: str, oracle: str, spell: str, *, cost: str = "{1}") -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{cost}"\ntypes = ["Sorcery"]\n'
        f'oracle = "{oracle}"\n[spell]\n{spell}'
    )


REGROWTH = sorcery(
    "Grave Regrowth",
    "Each player draws a card for each creature card in their graveyard.",
    'effects = [{ draw = "X", player = "each player", '
    'x = "the number of creature cards in their graveyard" }]\n',
)
SOIL = sorcery(
    "Seething Soil",
    "Seething Soil deals damage to each player equal to the number of lands they control.",
    'effects = [{ damage = "X", to = "each player", x = "the number of lands they control" }]\n',
)
GAZE = sorcery(
    "Burning Gaze",
    "Burning Gaze deals damage to target player equal to the number of cards in that "
    "player's hand.",
    'targets = ["target player"]\n'
    'effects = [{ damage = "X", to = "target", x = "the number of cards in their hand" }]\n',
)
SPILL = sorcery(
    "Mind Spill",
    "Each opponent mills cards equal to twice the number of cards in their hand.",
    'effects = [{ mill = "X", player = "each opponent", '
    'x = "twice the number of cards in their hand" }]\n',
)
CARDS = [REGROWTH, SOIL, GAZE, SPILL]


def in_main(new_game: NewGame) -> Game:
    game = new_game(cards=CARDS)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_each_player_draws_for_their_own_graveyard(new_game: NewGame) -> None:
    """608.2h: Alice counts her two creature cards, Bob his one; a land card isn't one."""
    game = in_main(new_game)
    alice, bob = game.players
    for name, owner in (("Grizzly Bears", alice), ("Llanowar Elves", alice)):
        game.add_card(name, owner, "graveyard")
    game.add_card("Grizzly Bears", bob, "graveyard")
    game.add_card("Forest", bob, "graveyard")
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("Grave Regrowth", alice, "hand"))
    hands = (len(alice.hand), len(bob.hand))
    game.resolve_stack()
    assert (len(alice.hand), len(bob.hand)) == (hands[0] + 2, hands[1] + 1)


def test_damage_to_each_player_equal_to_the_lands_they_control(new_game: NewGame) -> None:
    """120.3: three lands of Alice's, one of Bob's: 3 damage to her, 1 to him."""
    game = in_main(new_game)
    alice, bob = game.players
    for _ in range(3):
        game.add_card("Forest", alice)
    game.add_card("Mountain", bob)
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("Seething Soil", alice, "hand"))
    game.resolve_stack()
    assert (alice.life, bob.life) == (17, 19)


def test_a_target_player_counted_as_it_resolves(new_game: NewGame) -> None:
    """608.2h: Bob's hand as the spell resolves, not Alice's and not as it was cast."""
    game = in_main(new_game)
    alice, bob = game.players
    for _ in range(4):
        game.add_card("Forest", bob, "hand")
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("Burning Gaze", alice, "hand"), target=bob)
    game.add_card("Forest", bob, "hand")
    game.resolve_stack()
    assert (alice.life, bob.life) == (20, 15)


def test_each_opponent_counted_twice_and_the_controller_not(new_game: NewGame) -> None:
    """Bob, Alice's one opponent, mills twice his hand's three cards; Alice mills none."""
    game = in_main(new_game)
    alice, bob = game.players
    for _ in range(3):
        game.add_card("Forest", bob, "hand")
    for player in (alice, bob):
        for _ in range(10):
            game.add_card("Forest", player, "library")
    libraries = (len(alice.library), len(bob.library))
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("Mind Spill", alice, "hand"))
    game.resolve_stack()
    assert (len(alice.library), len(bob.library)) == (libraries[0], libraries[1] - 6)


@pytest.mark.parametrize(
    ("lines", "where", "problem"),
    [
        (
            'effects = [{ draw = "X", x = "the number of cards in their hand" }]',
            "spell.effects[0].x",
            "your",
        ),
        (
            'effects = [{ gain_life = 2, if = { count = "the number of lands they control", '
            "at_least = 1 } }]",
            "spell.effects[0].if.count",
            "say 'your'",
        ),
        (
            'targets = ["any target"]\n'
            'effects = [{ damage = "X", to = "target", x = "the number of lands they control" }]',
            "spell.effects[0]:",
            "target player",
        ),
        (
            'effects = [{ tap_all = "creatures" }, '
            '{ damage = "X", to = "each creature", x = "their life total" }]',
            "spell.effects[1].x",
            "'their'",
        ),
    ],
)
def test_their_is_refused_where_no_player_is_followed_for(
    lines: str, where: str, problem: str
) -> None:
    with pytest.raises(CardFileError) as refused:
        sorcery("Odd Count", "Odd.", lines + "\n")
    message = str(refused.value)
    assert problem in message and "spell.effects[" in message, message
    assert where in message


def test_a_static_ability_counts_no_their() -> None:
    """611.3a: a static ability is its controller's; 'their' names no one."""
    with pytest.raises(CardFileError) as refused:
        load_card_text(
            'name = "Odd Lord"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\noracle = "Odd."\n[[statics]]\naffects = "this"\npt = "+X/+X"\n'
            'x = "the number of cards in their hand"\n'
        )
    assert "statics[0].x" in str(refused.value) and "'their'" in str(refused.value)


MONGREL = load_card_text(
    """name = "Pit Mongrel"
mana_cost = "{3}{R}"
types = ["Creature"]
subtypes = ["Dog"]
power = 2
toughness = 2
oracle = "At the beginning of each opponent's upkeep, if that player has two or fewer cards \
in hand, Pit Mongrel deals 2 damage to them."
[[triggers]]
when = "upkeep"
whose = "each opponent's"
if = { count = "the number of cards in their hand", at_most = 2 }
effects = [{ damage = 2, to = "that player" }]
"""
)


@pytest.mark.parametrize(("cards", "life"), [(2, 18), (3, 20)])
def test_if_that_player_has_two_or_fewer_cards_in_hand(
    new_game: NewGame, cards: int, life: int
) -> None:
    """603.4, 603.2: the upkeep's "that player" is Bob, the active player; his hand, not
    Alice's (empty), decides whether it triggers."""
    game = new_game(cards=[MONGREL])
    alice, bob = game.players
    game.add_card("Pit Mongrel", alice)
    for _ in range(cards):
        game.add_card("Grizzly Bears", bob, "hand")
    game.begin_at(alice, Step.END)
    game.advance_to(Step.DRAW, bob)
    assert bob.life == life and not alice.hand


def test_their_in_a_trigger_condition_only_of_an_event_naming_a_player() -> None:
    with pytest.raises(CardFileError) as refused:
        load_card_text(
            'name = "Odd Imp"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\noracle = "Odd."\n[[triggers]]\nwhen = "enters"\n'
            'if = { count = "the number of cards in their hand", at_most = 2 }\n'
            "effects = [{ draw = 1 }]\n"
        )
    assert "triggers[0].if.count" in str(refused.value) and "'their'" in str(refused.value)


KARMA = load_card_text(
    """name = "Swamp Karma"
mana_cost = "{2}{W}{W}"
types = ["Enchantment"]
oracle = "At the beginning of each player's upkeep, Swamp Karma deals damage to that player \
equal to the number of Swamps they control."
[[triggers]]
when = "upkeep"
whose = "each"
effects = [{ damage = "X", to = "that player", x = "the number of Swamps they control" }]
"""
)


def test_damage_to_that_player_for_what_they_control(new_game: NewGame) -> None:
    """608.2h, 603.2: each upkeep, "they" is the player whose upkeep it is: Bob's two
    Swamps in his, Alice's one in hers."""
    game = new_game(cards=[KARMA])
    alice, bob = game.players
    game.add_card("Swamp Karma", alice)
    game.add_card("Swamp", alice)
    for _ in range(2):
        game.add_card("Swamp", bob)
    game.begin_at(alice, Step.END)
    game.advance_to(Step.DRAW, bob)
    assert (alice.life, bob.life) == (20, 18)
    game.advance_to(Step.DRAW, alice)
    assert (alice.life, bob.life) == (19, 18)
