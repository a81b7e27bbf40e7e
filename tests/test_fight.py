"""Fight (701.14) as data: ``{ fight = "target creature you control", with = "target
creature you don't control" }`` and ``{ fight = "this" }`` (with its one target). Each
deals damage equal to its power to the other (701.14a), not combat damage (701.14d); a
creature fighting itself deals itself twice its power (701.14c); if either is an
illegal target or gone, neither deals damage (701.14b)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, DamageDealtAtOnce, Game, Step, load_card_text

NewGame = Callable[..., Game]

PREY = load_card_text(
    """name = "Prey Test"
mana_cost = "{G}"
types = ["Sorcery"]
oracle = "Target creature you control fights target creature you don't control."
[spell]
targets = ["target creature you control", "target creature you don't control"]
effects = [{ fight = "target creature you control", with = "target creature you don't control" }]
"""
)
BRAWL = load_card_text(
    """name = "Brawl Test"
mana_cost = "{R}"
types = ["Sorcery"]
oracle = "Target creature you control fights target creature."
[spell]
targets = ["target creature you control", "target creature"]
effects = [{ fight = "target creature you control", with = "target creature" }]
"""
)
STAG = load_card_text(
    """name = "Brawling Stag"
mana_cost = "{3}{G}"
types = ["Creature"]
subtypes = ["Elk"]
power = 4
toughness = 4
oracle = "When Brawling Stag enters, you may have it fight target creature you don't control."
[[triggers]]
when = "enters"
optional = true
targets = ["target creature you don't control"]
effects = [{ fight = "this" }]
"""
)


def _prey(game: Game, mine: object, theirs: object) -> None:
    alice = game.players[0]
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Prey Test", alice, "hand"), targets=[mine, theirs])


def test_each_deals_damage_equal_to_its_power_to_the_other(new_game: NewGame) -> None:
    """701.14a, 701.14d: a 4/4 fights a 2/2: the 2/2 dies, the 4/4 has 2 damage; one
    damage event, not combat damage."""
    game = new_game(cards=[PREY, STAG], choices={"yes or no": ["no"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    stag = game.put_onto_battlefield(game.add_card("Brawling Stag", alice, "hand"))
    game.resolve_stack()
    bears = game.add_card("Grizzly Bears", bob, "battlefield")
    _prey(game, stag, bears)
    game.resolve_stack()
    assert bears.zone is None and stag.damage == 2
    [dealt] = game.log.events(DamageDealtAtOnce)[-1:]
    assert not dealt.combat and sorted(n for _, n in dealt.recipients) == [2, 4]


def test_an_illegal_target_means_neither_deals_damage(new_game: NewGame) -> None:
    """701.14b: Bob's creature left before it resolved: Alice's takes no damage."""
    game = new_game(cards=[PREY])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    mine = game.add_card("Grizzly Bears", alice, "battlefield")
    theirs = game.add_card("Grizzly Bears", bob, "battlefield")
    _prey(game, mine, theirs)
    game.destroy(theirs)
    game.resolve_stack()
    assert mine.damage == 0


def test_a_creature_fighting_itself_deals_twice_its_power(new_game: NewGame) -> None:
    """115.3, 701.14c: one creature chosen for both phrases deals itself 4."""
    game = new_game(cards=[BRAWL])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    stag = game.add_card("Colossal Dreadmaw", alice, "battlefield")  # 6/6
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Brawl Test", alice, "hand"), targets=[stag, stag])
    game.resolve_stack()
    assert stag.zone is None  # 12 damage to a 6/6


def test_this_creature_fights_its_target_when_it_enters(new_game: NewGame) -> None:
    """701.14a: "you may have it fight target creature you don't control"."""
    game = new_game(cards=[STAG], choices={"yes or no": ["yes"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", bob, "battlefield")
    stag = game.put_onto_battlefield(game.add_card("Brawling Stag", alice, "hand"))
    game.resolve_stack()
    assert bears.zone is None and stag.damage == 2


@pytest.mark.parametrize(
    ("targets", "effect", "problem"),
    [
        ('["target creature"]', '{ fight = "this" }', "it is the spell itself"),
        ('["target player"]', '{ fight = "target player" }', "a creature fights a creature"),
        ('["target creature"]', '{ fight = "target", with = "target" }', "a phrase of its own"),
    ],
)
def test_a_fight_that_isnt_two_creatures_is_refused(
    targets: str, effect: str, problem: str
) -> None:
    """701.14a: two creatures, each a target or this permanent."""
    text = (
        'name = "Odd Fight"\nmana_cost = "{G}"\ntypes = ["Sorcery"]\n'
        f'oracle = "It fights."\n[spell]\ntargets = {targets}\neffects = [{effect}]\n'
    )
    with pytest.raises(CardFileError, match=problem):
        load_card_text(text)
