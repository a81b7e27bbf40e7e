"""What players did this turn, counted as abilities ask ("if a creature died this
turn", 700.4; "if you attacked this turn", 508.1; lands that entered, life gained and
lost, 119.3), kept in saved games and started anew each turn; and an instruction's
``instead``: the same verb with another value, followed instead if a count holds as
the instruction is followed (608.2c), checked once."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

GRIM_VOLLEY = load_card_text(
    """name = "Grim Volley"
mana_cost = "{2}{R}"
types = ["Instant"]
oracle = "Grim Volley deals 3 damage to any target.\\nMorbid — Grim Volley deals 5 damage \
instead if a creature died this turn."
[spell]
targets = ["any target"]
effects = [{ damage = 3, to = "target", instead = { damage = 5, if = { \
count = "the number of creatures that died this turn", at_least = 1 } } }]
"""
)
RAIDERS_TOLL = load_card_text(
    """name = "Raider's Toll"
mana_cost = "{1}{B}"
types = ["Sorcery"]
oracle = "Target opponent loses 2 life.\\nRaid — If you attacked this turn, you draw a card."
[spell]
targets = ["target opponent"]
effects = [
  { lose_life = 2, player = "target" },
  { draw = 1, if = { count = "the number of creatures you attacked with this turn", \
at_least = 1 } },
]
"""
)
TALLY = load_card_text(
    """name = "Tally of the Day"
mana_cost = "{G}"
types = ["Sorcery"]
oracle = "You gain X life, where X is the amount of life you gained this turn. Draw a card \
for each land that entered the battlefield under your control this turn."
[spell]
effects = [
  { gain_life = "X", x = "the amount of life you gained this turn" },
  { draw = "X", x = "the number of lands that entered the battlefield under your control \
this turn" },
]
"""
)
SEEP = load_card_text(
    """name = "Memory Seep"
mana_cost = "{1}{U}"
types = ["Sorcery"]
oracle = "Target player mills two cards.\\nThreshold — That player mills four cards instead \
if seven or more cards are in your graveyard."
[spell]
targets = ["target player"]
effects = [{ mill = 2, player = "target", instead = { mill = 4, if = { \
count = "the number of cards in your graveyard", at_least = 7 } } }]
"""
)
CARDS: list[CardDefinition] = [GRIM_VOLLEY, RAIDERS_TOLL, TALLY, SEEP]


def _volley(game: Game, at: object) -> None:
    alice = game.players[0]
    game.add_mana(alice, "{2}{R}")
    game.cast(game.add_card("Grim Volley", alice, "hand"), target=at)
    game.resolve_stack()


def test_morbid_deals_more_once_a_creature_died(new_game: NewGame) -> None:
    """700.4: 3 damage while no creature has died this turn; after Bob's creature dies,
    5 instead (608.2c), the history kept by a saved game; the next turn it starts anew."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    _volley(game, bob)
    assert bob.life == 17
    game.destroy(bears)
    assert bob.this_turn.died == 1 and alice.this_turn.died == 0
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    alice, bob = game.players
    _volley(game, bob)
    assert bob.life == 12
    game.advance_to(Step.MAIN1, bob)
    assert bob.this_turn.died == 0
    game.advance_to(Step.MAIN1, alice)
    _volley(game, bob)
    assert bob.life == 9


@pytest.mark.parametrize("attacks", [False, True])
def test_raid_if_you_attacked_this_turn(new_game: NewGame, attacks: bool) -> None:
    """508.1: "if you attacked this turn" holds once Alice declared an attacker."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    for _ in range(3):
        game.add_card("Plains", alice, "library")
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears] if attacks else [])
    game.advance_to(Step.MAIN2)
    hand = len(alice.hand)
    game.add_mana(alice, "{1}{B}")
    game.cast(game.add_card("Raider's Toll", alice, "hand"), target=bob)
    game.resolve_stack()
    assert len(alice.hand) == hand + (1 if attacks else 0)
    assert alice.this_turn.attacked_with == (1 if attacks else 0)


def test_life_gained_and_lands_entered_this_turn(new_game: NewGame) -> None:
    """119.3: life gained this turn; lands that entered under your control this turn;
    each player's own, started anew as the next turn begins."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    for _ in range(4):
        game.add_card("Plains", alice, "library")
    game.begin_at(alice, Step.MAIN1)
    game.play_land(game.add_card("Forest", alice, "hand"))
    game.gain_life(alice, 3)
    game.lose_life(alice, 1)
    hand = len(alice.hand)
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Tally of the Day", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 20 + 3 - 1 + 3
    assert len(alice.hand) == hand + 1
    assert (alice.this_turn.gained, alice.this_turn.lost) == (6, 1)
    game.advance_to(Step.MAIN1, bob)
    game.play_land(game.add_card("Forest", bob, "hand"))
    assert (alice.this_turn.lands_entered, bob.this_turn.lands_entered) == (0, 1)


@pytest.mark.parametrize(("in_graveyard", "milled"), [(6, 2), (7, 4)])
def test_instead_is_checked_once(new_game: NewGame, in_graveyard: int, milled: int) -> None:
    """608.2c: with six cards in Alice's graveyard she mills two, and the two milled
    don't make it four; with seven she mills four instead."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    for _ in range(in_graveyard):
        game.add_card("Plains", alice, "graveyard")
    for _ in range(10):
        game.add_card("Plains", alice, "library")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{U}")
    game.cast(game.add_card("Memory Seep", alice, "hand"), target=alice)
    game.resolve_stack()
    assert len(alice.graveyard) == in_graveyard + milled + 1  # and the spell itself


@pytest.mark.parametrize(
    ("instead", "key", "problem"),
    [
        ("{ damage = 5 }", "spell.effects[0].instead", "write instead = { damage = ..., if"),
        (
            '{ draw = 5, if = { count = "x", at_least = 1 } }',
            "spell.effects[0].instead",
            "write instead = { damage = ..., if",
        ),
        (
            '{ damage = -5, if = { count = "the number of creatures that died this turn", '
            "at_least = 1 } }",
            "spell.effects[0].instead.damage",
            "",
        ),
        (
            '{ damage = 5, if = { count = "the number of dragons slain", at_least = 1 } }',
            "spell.effects[0].instead.if.count",
            "the number of dragons slain",
        ),
    ],
)
def test_a_bad_instead_names_its_key(instead: str, key: str, problem: str) -> None:
    """A bad ``instead`` names the key at fault and what it expected."""
    text = (
        'name = "Bad Volley"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
        'oracle = "Bad Volley deals 3 damage to any target."\n'
        '[spell]\ntargets = ["any target"]\n'
        f'effects = [{{ damage = 3, to = "target", instead = {instead} }}]\n'
    )
    with pytest.raises(CardFileError) as refused:
        load_card_text(text)
    message = str(refused.value)
    assert key in message and problem in message, message
