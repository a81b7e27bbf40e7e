"""Cascade (702.85) and casting a spell without paying its mana cost as an effect
resolves (118.9, 608.2g): the cards exiled, the one cast, the rest on the bottom of the
library in a random order."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import ChoiceKind, Game, IllegalActionError, SpellCast, Step, load_card_text

NewGame = Callable[..., Game]

SHARD = load_card_text(
    'name = "Shard Beast"\nmana_cost = "{2}{R}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "Cascade"\nkeywords = ["cascade"]\n'
)


def cast_shard(game: Game) -> None:
    alice = game.players[0]
    game.add_mana(alice, "{2}{R}")
    game.cast(game.add_card("Shard Beast", alice, "hand"))


def test_cascade_casts_the_first_lesser_nonland_card(new_game: NewGame) -> None:
    """702.85a: the Forest and the Dreadmaw (mana value 6) are passed over, exiled; the
    Bears (2) are cast without paying, and resolve before the Beast; the rest go to the
    bottom, under the library that was."""
    game = new_game(cards=[SHARD], library=0, choices={"cast": ["cast Grizzly Bears"]})
    alice = game.players[0]
    for name in ("Plains", "Grizzly Bears", "Colossal Dreadmaw", "Forest"):  # Forest on top
        game.add_card(name, alice, "library")
    game.begin_at(alice, Step.MAIN1)
    cast_shard(game)
    game.resolve_stack()
    assert {p.name for p in game.permanents(controller=alice)} == {"Shard Beast", "Grizzly Bears"}
    assert alice.library[0].name == "Plains"
    assert sorted(c.name for c in alice.library[1:]) == ["Colossal Dreadmaw", "Forest"]
    casts = [e.spell.name for e in game.log.events(SpellCast)]
    assert casts == ["Shard Beast", "Grizzly Bears"] and not alice.mana_pool.total


def test_cascade_declined_everything_to_the_bottom(new_game: NewGame) -> None:
    game = new_game(cards=[SHARD], library=0, choices={"cast": ["don't cast it"]})
    alice = game.players[0]
    for name in ("Plains", "Grizzly Bears"):
        game.add_card(name, alice, "library")
    game.begin_at(alice, Step.MAIN1)
    cast_shard(game)
    game.resolve_stack()
    assert [c.name for c in alice.library] == ["Plains", "Grizzly Bears"]
    assert [c.kind for c in game.chooser.asked] == [ChoiceKind.CAST]


def test_cascade_into_a_spell_with_a_target(new_game: NewGame) -> None:
    """601.2c: the Bolt cast this way chooses its target; Bob takes 3."""
    choices = {"cast": ["cast Lightning Bolt"], "target": ["Bob"]}
    game = new_game(cards=[SHARD], library=0, choices=choices)
    alice, bob = game.players
    game.add_card("Lightning Bolt", alice, "library")
    game.begin_at(alice, Step.MAIN1)
    cast_shard(game)
    game.resolve_stack()
    assert bob.life == 17 and [c.name for c in alice.graveyard] == ["Lightning Bolt"]


def test_a_land_is_never_cast_this_way(new_game: NewGame) -> None:
    """305.9: lands are played; the game is left as it was."""
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    with pytest.raises(IllegalActionError, match=r"305\.9"):
        game.cast_without_paying(forest, alice)
    assert forest.zone is not None and forest in alice.hand


KICKED_PUP = load_card_text(
    'name = "Kicker Pup"\nmana_cost = "{1}{R}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "Kicker {2}\\nIf this creature was kicked, it enters with two '
    '+1/+1 counters on it."\nkicker = "{2}"\n'
    '[enters_with_counters]\n"+1/+1" = 2\nif = "it was kicked"\n'
)


@pytest.mark.parametrize("kick", [False, True])
def test_a_spell_cast_without_paying_its_mana_cost_may_be_kicked(
    new_game: NewGame, kick: bool
) -> None:
    """702.33a, 118.9d: kicker is an additional cost, paid with an alternative cost too:
    cascading into Kicker Pup, Alice may pay its kicker {2} from her pool (then it enters
    with two +1/+1 counters), or cast it unkicked and keep the mana."""
    way = "cast Kicker Pup, kicked: {2}" if kick else "cast Kicker Pup"
    game = new_game(cards=[SHARD, KICKED_PUP], library=0, choices={"cast": [way]})
    alice = game.players[0]
    game.add_card("Kicker Pup", alice, "library")
    game.begin_at(alice, Step.MAIN1)
    cast_shard(game)
    game.add_mana(alice, "{2}")
    game.resolve_stack()
    [pup] = game.permanents("Kicker Pup")
    assert pup.counters == ({"+1/+1": 2} if kick else {})
    assert alice.mana_pool.total == (0 if kick else 2)
