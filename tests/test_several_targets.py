"""Several targets of one phrase: "two target creatures" (each a different object,
115.3), "up to two target creatures" (the player may choose fewer, 601.2c), chosen by a
chooser, given by the caster, or driven as decisions; each still legal target is acted
on, and a spell with none chosen still resolves (608.2b applies only to targets it has).
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    PASS,
    CardDefinition,
    CardFileError,
    Cast,
    Game,
    IllegalActionError,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]


def instant(name: str, oracle: str, targets: str, effect: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{R}}"\ntypes = ["Instant"]\noracle = "{oracle}"\n'
        f"[spell]\ntargets = [{targets}]\neffects = [{effect}]\n"
    )


TWINSTRIKE = instant(
    "Twin Sparks",
    "Twin Sparks deals 2 damage to each of two target creatures.",
    '"two target creatures"',
    '{ damage = 2, to = "target" }',
)
RECALL = instant(
    "Tidal Recall",
    "Return up to two target creatures to their owners' hands.",
    '"up to two target creatures"',
    '{ return_to_hand = "target" }',
)
INSIGHT = instant(
    "Twin Insight",
    "Two target players each draw a card.",
    '"two target players"',
    '{ draw = 1, player = "target" }',
)
CARDS = [TWINSTRIKE, RECALL, INSIGHT]


def test_two_targets_are_two_different_creatures(new_game: NewGame) -> None:
    """115.3: the same creature can't be both targets of "two target creatures"; with one
    creature on the battlefield Twin Sparks can't be cast (601.2c); each target is dealt
    2 damage."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    sparks = game.add_card("Twin Sparks", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"601\.2c.*no legal choice"):
        game.cast(sparks)
    elves = game.add_card("Llanowar Elves", bob)
    with pytest.raises(IllegalActionError, match=r"115\.3"):
        game.cast(sparks, targets=[bears, bears])
    with pytest.raises(IllegalActionError, match=r"has 2 target\(s\); 1 given"):
        game.cast(sparks, targets=[bears])
    game.cast(sparks)
    game.resolve_stack()
    assert sorted(c.name for c in bob.graveyard) == ["Grizzly Bears", "Llanowar Elves"]
    assert elves.zone is None


def test_up_to_two_targets_may_be_fewer_or_none(new_game: NewGame) -> None:
    """601.2c: "up to two": one given, or none; with none the spell still resolves (it
    has no target to be illegal, 608.2b) and goes to the graveyard."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Llanowar Elves", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{R}")
    game.cast(game.add_card("Tidal Recall", alice, "hand"), targets=[bears])
    game.resolve_stack()
    assert [c.name for c in bob.hand] == ["Grizzly Bears"]
    game.cast(game.add_card("Tidal Recall", alice, "hand"), targets=[])
    game.resolve_stack()
    assert [c.name for c in alice.graveyard] == ["Tidal Recall", "Tidal Recall"]
    assert [p.name for p in game.battlefield if p.controller is bob] == ["Llanowar Elves"]


def test_up_to_targets_as_decisions(new_game: NewGame) -> None:
    """Driven by decisions, each target of "up to two" is a decision with "no more
    targets" to stop, and a creature chosen once isn't offered again (115.3)."""
    game = new_game(cards=CARDS, library=5)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Llanowar Elves", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Tidal Recall", alice, "hand")
    game.add_mana(alice, "{R}")
    (cast,) = [a for a in game.legal_actions() if isinstance(a, Cast)]
    asked = game.answer(cast)
    assert asked is not None and asked.kind == "target"
    assert "no more targets" in asked.options and len(asked.options) == 3
    asked = game.answer(bears)
    assert asked is not None and asked.kind == "target"
    assert bears not in asked.options and "no more targets" in asked.options
    game.answer("no more targets")
    game.answer(PASS)
    game.answer(PASS)
    assert [c.name for c in bob.hand] == ["Grizzly Bears"]


@pytest.mark.parametrize(
    ("targets", "problem"),
    [
        ('"up to two target creatures", "target player"', "'up to' targets come last"),
        ('"two target blorps"', "blorp"),
    ],
)
def test_bad_several_targets_are_refused(targets: str, problem: str) -> None:
    with pytest.raises(CardFileError) as refused:
        instant("Odd Sparks", "Odd.", targets, '{ damage = 1, to = "target" }')
    assert "spell.targets[" in str(refused.value) and problem in str(refused.value)


def test_two_target_players_each_draw(new_game: NewGame) -> None:
    """115.3: two target players are two different players; each draws a card."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{R}")
    insight = game.add_card("Twin Insight", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"115\.3"):
        game.cast(insight, targets=[bob, bob])
    hands = len(alice.hand), len(bob.hand)
    game.cast(insight, targets=[alice, bob])
    game.resolve_stack()
    assert (len(alice.hand), len(bob.hand)) == (hands[0], hands[1] + 1)
