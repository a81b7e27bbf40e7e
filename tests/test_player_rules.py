"""Rules static abilities give players, as data (``affects`` a player, ``rules``): no
maximum hand size (402.2), an additional land on each of their turns (305.2), "can't
gain life" (119.7), hexproof and shroud (702.11d, 702.18d)."""

from __future__ import annotations

import random
import re
from collections.abc import Callable

import pytest

from cardhost import PASS, CardFileError, Game, IllegalActionError, Step, load_card_text
from cardhost.simulation.policies import Goldfish

NewGame = Callable[..., Game]


def enchantment(name: str, oracle: str, whom: str, rules: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}"\ntypes = ["Enchantment"]\noracle = "{oracle}"\n'
        f'[[statics]]\naffects = "{whom}"\nrules = [{rules}]\n'
    )


EXPLORATION = enchantment(
    "Land Rush",
    "You may play an additional land on each of your turns.",
    "you",
    '"an additional land"',
)
LIBRARY = enchantment(
    "Endless Library", "You have no maximum hand size.", "you", '"no maximum hand size"'
)
CURSE = enchantment(
    "Famine Curse", "Your opponents can't gain life.", "each opponent", '"can\'t gain life"'
)
AEGIS = enchantment("Player Aegis", "You have hexproof.", "you", '"hexproof"')
SHOCK = load_card_text(
    'name = "Test Shock"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Test Shock deals 2 damage to any target."\n'
    '[spell]\ntargets = ["any target"]\neffects = [{ damage = 2, to = "target" }]\n'
)
CARDS = [EXPLORATION, LIBRARY, CURSE, AEGIS, SHOCK]


def test_an_additional_land_each_instance_one(new_game: NewGame) -> None:
    """305.2: one land, and one more for each instance of the rule."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    lands = [game.add_card("Forest", alice, "hand") for _ in range(4)]
    game.play_land(lands[0])
    with pytest.raises(IllegalActionError, match=r"305\.2"):
        game.play_land(lands[1])
    game.add_card("Land Rush", alice)
    game.play_land(lands[1])
    game.add_card("Land Rush", alice)
    game.play_land(lands[2])
    with pytest.raises(IllegalActionError, match="already played 3 lands"):
        game.play_land(lands[3])


def test_no_maximum_hand_size(new_game: NewGame) -> None:
    """402.2, 514.1: with no maximum hand size, no discard in the cleanup step."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.add_card("Endless Library", alice)
    game.begin_at(alice, Step.MAIN2)
    for _ in range(9):
        game.add_card("Forest", alice, "hand")
    count = len(alice.hand)
    game.next_turn()
    assert len(alice.hand) == count


def test_cant_gain_life(new_game: NewGame) -> None:
    """119.7: Bob, Alice's opponent, gains no life; Alice does."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Famine Curse", alice)
    game.gain_life(bob, 5)
    game.gain_life(alice, 5)
    assert (alice.life, bob.life) == (25, 20)


def test_a_player_with_hexproof(new_game: NewGame) -> None:
    """702.11d: Bob's spell can't target Alice; her own can."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Player Aegis", alice)
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{R}")
    with pytest.raises(IllegalActionError):
        game.cast(game.add_card("Test Shock", bob, "hand"), target=alice)
    assert alice.life == 20


@pytest.mark.parametrize(
    ("whom", "rules", "problem"),
    [
        ("you", '"fly"', "statics[0].rules[0]: expected one of"),
        ("creatures", '"hexproof"', "statics[0].affects: rules are for players"),
    ],
)
def test_a_bad_player_rule_is_named(whom: str, rules: str, problem: str) -> None:
    """A rule cardhost doesn't know, or rules for objects: errors naming the key."""
    with pytest.raises(CardFileError, match=re.escape(problem)):
        enchantment("Bad Rule", "You have hexproof.", whom, rules)


def test_the_goldfish_policy_plays_its_additional_lands(new_game: NewGame) -> None:
    """305.2: the goldfish policy plays as many lands as the rules let it."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.add_card("Land Rush", alice)
    game.begin_at(alice, Step.MAIN1)
    for _ in range(3):
        game.add_card("Forest", alice, "hand")
    policy = Goldfish(random.Random(0))
    for _ in range(3):
        action = policy.act(game, alice)
        if action == PASS:
            break
        game.apply(action)
    assert alice.lands_played == 2


def test_rules_for_a_turn_and_for_the_game(new_game: NewGame) -> None:
    """611.2a: "You may play an additional land this turn." lasts the turn; "Target
    player can't gain life for the rest of the game." lasts, and a saved game keeps it."""
    bloom = load_card_text(
        'name = "Extra Bloom"\nmana_cost = "{G}"\ntypes = ["Sorcery"]\n'
        'oracle = "You may play an additional land this turn."\n'
        '[spell]\neffects = [{ rule = "an additional land" }]\n'
    )
    scar = load_card_text(
        'name = "Lasting Scar"\nmana_cost = "{B}"\ntypes = ["Sorcery"]\n'
        'oracle = "Target player can\'t gain life for the rest of the game."\n'
        '[spell]\ntargets = ["target player"]\neffects = [{ rule = "can\'t gain life", '
        'player = "target", duration = "for the rest of the game" }]\n'
    )
    game = new_game(cards=[*CARDS, bloom, scar])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    assert game.land_plays(alice) == 1
    game.add_mana(alice, "{G}{B}")
    game.cast(game.add_card("Extra Bloom", alice, "hand"))
    game.resolve_stack()
    game.cast(game.add_card("Lasting Scar", alice, "hand"), target=bob)
    game.resolve_stack()
    assert game.land_plays(alice) == 2 and game.land_plays(bob) == 1
    game.next_turn()
    game.next_turn()
    assert game.land_plays(alice) == 1
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    again.gain_life(again.players[1], 3)
    assert again.players[1].life == 20


def test_gain_the_life_lost_this_way(new_game: NewGame) -> None:
    """119.3: "Each opponent loses 3 life. You gain life equal to the life lost this
    way.": the life actually lost, all opponents' together."""
    tithe = load_card_text(
        'name = "Life Tithe"\nmana_cost = "{B}"\ntypes = ["Sorcery"]\n'
        'oracle = "Each opponent loses 3 life. You gain life equal to the life lost this '
        'way."\n[spell]\neffects = [{ lose_life = 3, player = "each opponent", '
        "gain_lost = true }]\n"
    )
    game = new_game(cards=[tithe], players=("Alice", "Bob", "Carol"))
    alice, bob, carol = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    game.cast(game.add_card("Life Tithe", alice, "hand"))
    game.resolve_stack()
    assert (alice.life, bob.life, carol.life) == (26, 17, 17)
