"""Keywords with a number: bloodthirst N (702.54a), a replacement effect on entering
(614.1c); rampage N (702.23a), a trigger counted as it resolves (702.23b); soulshift N
(702.46a), a dies trigger with a target; a bad number names the rule."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, GameObject, Step, load_card_text

NewGame = Callable[..., Game]


def creature(name: str, keyword: str, power: int = 2, toughness: int = 2) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}{{R}}"\ntypes = ["Creature"]\n'
        f'power = {power}\ntoughness = {toughness}\noracle = "{keyword.capitalize()}"\n'
        f'keywords = ["{keyword}"]\n'
    )


STALKER = creature("Blood Stalker", "bloodthirst 2")
BRUTE = creature("Rampaging Brute", "rampage 2", power=4, toughness=6)
CARDS = [STALKER, BRUTE]


def cast_stalker(game: Game) -> GameObject:
    alice = game.players[0]
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Blood Stalker", alice, "hand"))
    game.resolve_stack()
    return next(p for p in game.battlefield if p.name == "Blood Stalker")


@pytest.mark.parametrize(
    ("hurt", "counters"),
    [("bob", {"+1/+1": 2}), ("alice", {}), ("nobody", {}), ("bob's life", {})],
)
def test_bloodthirst(new_game: NewGame, hurt: str, counters: dict[str, int]) -> None:
    """702.54a: with 2 damage dealt to Bob (an opponent) this turn, the Stalker enters
    with two +1/+1 counters; damage to Alice herself, or life Bob lost without damage,
    doesn't count."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    source = game.add_card("Grizzly Bears", alice)
    if hurt in ("bob", "alice"):
        game.deal_damage(source, bob if hurt == "bob" else alice, 2)
    if hurt == "bob's life":
        game.lose_life(bob, 2)
    assert cast_stalker(game).counters == counters


def test_bloodthirst_is_of_this_turn(new_game: NewGame) -> None:
    """Damage dealt last turn doesn't count."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(bob, Step.MAIN1)
    game.deal_damage(game.add_card("Grizzly Bears", alice), bob, 2)
    game.advance_to(Step.MAIN1, alice)
    assert cast_stalker(game).counters == {}


def test_each_instance_of_bloodthirst_applies_separately(new_game: NewGame) -> None:
    """702.54c: the Stalker has bloodthirst 2 printed and bloodthirst 2 from Alice's
    Thirst Banner (613.1f, seen as it enters, 614.12): with Bob dealt damage, each
    instance adds two +1/+1 counters, not the one effect once (614.5 is per effect)."""
    game = new_game(cards=[*CARDS, THIRST_BANNER])
    alice, bob = game.players
    game.add_card("Thirst Banner", alice)
    game.begin_at(alice, Step.MAIN1)
    game.deal_damage(game.add_card("Grizzly Bears", alice), bob, 1)
    assert cast_stalker(game).counters == {"+1/+1": 4}


def test_a_keyword_given_works_with_no_card_printing_it(new_game: NewGame) -> None:
    """614.12, 613.1f: with no card in the game printing bloodthirst, a Grizzly Bears
    entering under Alice's Thirst Banner has bloodthirst 2 all the same, and enters with
    two +1/+1 counters once Bob was dealt damage (702.54a)."""
    game = new_game(cards=[THIRST_BANNER])
    alice, bob = game.players
    game.add_card("Thirst Banner", alice)
    game.begin_at(alice, Step.MAIN1)
    game.deal_damage(game.add_card("Grizzly Bears", alice), bob, 1)
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Grizzly Bears", alice, "hand"))
    game.resolve_stack()
    assert [p.counters for p in game.permanents("Grizzly Bears")] == [{}, {"+1/+1": 2}]


THIRST_BANNER = load_card_text(
    """name = "Thirst Banner"
mana_cost = "{2}"
types = ["Enchantment"]
oracle = "Creatures you control have bloodthirst 2."
[[statics]]
affects = "creatures you control"
keywords = ["bloodthirst 2"]
"""
)


@pytest.mark.parametrize(("blockers", "bonus"), [(1, 0), (3, 4)])
def test_rampage(new_game: NewGame, blockers: int, bonus: int) -> None:
    """702.23a: +2/+2 for each creature blocking it beyond the first."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    brute = game.add_card("Rampaging Brute", alice)
    walls = [game.add_card("Wall of Stone", bob) for _ in range(blockers)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([brute])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers(dict.fromkeys(walls, brute))
    game.resolve_stack()
    assert (brute.power, brute.toughness) == (4 + bonus, 6 + bonus)


@pytest.mark.parametrize("keyword", ["bloodthirst 0", "rampage x", "bloodthirst 21"])
def test_a_bad_number_names_the_rule(keyword: str) -> None:
    with pytest.raises(CardFileError, match=r"has a number from 1 to 20 \(702\.\d+a\)"):
        creature("Bad Beast", keyword)


SPIRIT = load_card_text(
    'name = "Shrine Wisp"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\n'
    'subtypes = ["Spirit"]\npower = 1\ntoughness = 1\noracle = ""\n'
)
BIG_SPIRIT = load_card_text(
    'name = "Shrine Giant"\nmana_cost = "{5}{W}"\ntypes = ["Creature"]\n'
    'subtypes = ["Spirit"]\npower = 5\ntoughness = 5\noracle = ""\n'
)
SHIFTER = load_card_text(
    'name = "Soul Keeper"\nmana_cost = "{3}{W}"\ntypes = ["Creature"]\n'
    'subtypes = ["Spirit"]\npower = 2\ntoughness = 2\n'
    'oracle = "Soulshift 3 (When this creature dies, you may return target Spirit card with '
    'mana value 3 or less from your graveyard to your hand.)"\nkeywords = ["soulshift 3"]\n'
)


@pytest.mark.parametrize("answer", ["yes", "no"])
def test_soulshift(new_game: NewGame, answer: str) -> None:
    """702.46a: when the Keeper dies, its controller may return a Spirit card with mana
    value 3 or less from their graveyard (not the 6 one) to their hand (603.5)."""
    game = new_game(cards=[SPIRIT, BIG_SPIRIT, SHIFTER], choices={"yes or no": [answer]})
    alice = game.players[0]
    wisp = game.add_card("Shrine Wisp", alice, "graveyard")
    game.add_card("Shrine Giant", alice, "graveyard")
    keeper = game.add_card("Soul Keeper", alice)
    game.begin_at(alice, Step.MAIN1)
    game.destroy(keeper)
    [ability] = game.stack
    assert ability.targets == (wisp,)
    game.resolve_stack()
    names = sorted(c.name for c in alice.hand)
    assert names == (["Shrine Wisp"] if answer == "yes" else [])
