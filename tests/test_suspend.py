"""Suspend (702.62): the special action from a hand (116.2f), a time counter removed at
each of its owner's upkeeps, and the card cast without paying its mana cost when the last
is removed; a creature cast so has haste (702.62a). A card file's ``suspend``; the
importer's K:Suspend."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import (
    CardFileError,
    CardSuspended,
    Game,
    IllegalActionError,
    SpellCast,
    Step,
    SuspendCard,
    load_card_text,
)
from cardhost.simulation.policies import Goldfish

NewGame = Callable[..., Game]

REMINDER = (
    "(Rather than cast this card from your hand, you may pay {R} and exile it with two "
    "time counters on it. At the beginning of your upkeep, remove a time counter. When the "
    "last is removed, you may cast it without paying its mana cost. It has haste.)"
)
RIFT_BEAST = load_card_text(
    'name = "Rift Beast"\nmana_cost = "{4}{R}{R}"\ntypes = ["Creature"]\npower = 6\n'
    f'toughness = 6\noracle = "Suspend 2\\u2014{{R}} {REMINDER}"\n'
    'suspend = { time = 2, cost = "{R}" }\n'
)


def suspend_beast(game: Game) -> None:
    alice = game.players[0]
    beast = game.add_card("Rift Beast", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    assert SuspendCard(beast.id, "Rift Beast") in game.legal_actions()
    game.apply(SuspendCard(beast.id, "Rift Beast"))


def test_suspended_then_cast_with_haste(new_game: NewGame) -> None:
    """702.62a: exiled with two time counters for {R}; one removed at each of Alice's
    upkeeps (none at Bob's); at the second, cast without paying, a 6/6 with haste."""
    game = new_game(cards=[RIFT_BEAST])
    alice = game.players[0]
    suspend_beast(game)
    [card] = game.exile_zone
    assert card.counters == {"time": 2} and not alice.mana_pool.total
    assert [e.time for e in game.log.events(CardSuspended)] == [2]
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    game.next_turn()  # Bob's
    game.resolve_stack()
    assert game.exile_zone[0].counters == {"time": 2}
    game.next_turn()  # Alice's: one removed
    game.resolve_stack()
    assert game.exile_zone[0].counters == {"time": 1}
    game.next_turn()
    game.next_turn()  # the last removed: cast
    game.resolve_stack()
    [beast] = game.permanents("Rift Beast")
    assert beast.has_keyword("haste") and not game.exile_zone
    assert [e.spell.name for e in game.log.events(SpellCast)] == ["Rift Beast"]


def test_a_suspended_card_s_time_counters_are_not_doubled(new_game: NewGame) -> None:
    """702.62a, 110.1: Doubling Season doubles counters put on a permanent its controller
    controls; a card suspended in exile is none: it has two time counters, not four;
    the Beast after it, on the battlefield, gets its +1/+1 counters doubled."""
    game = new_game(cards=[RIFT_BEAST])
    alice = game.players[0]
    game.add_card("Doubling Season", alice)
    suspend_beast(game)
    [card] = game.exile_zone
    assert card.counters == {"time": 2}
    bears = game.add_card("Grizzly Bears", alice)
    game.add_counters(bears, "+1/+1", 1)
    assert bears.counters == {"+1/+1": 2}


def test_suspend_only_when_it_could_be_cast(new_game: NewGame) -> None:
    """702.62a, 307.1: a creature card, not on an opponent's turn; nothing changes."""
    game = new_game(cards=[RIFT_BEAST])
    alice, bob = game.players
    beast = game.add_card("Rift Beast", alice, "hand")
    game.begin_at(bob, Step.MAIN1)
    game.pass_priority()
    game.add_mana(alice, "{R}")
    with pytest.raises(IllegalActionError, match=r"702\.62a"):
        game.suspend(beast)
    assert beast in alice.hand and alice.mana_pool.total == 1


def test_suspend_needs_its_cost(new_game: NewGame) -> None:
    game = new_game(cards=[RIFT_BEAST])
    alice = game.players[0]
    beast = game.add_card("Rift Beast", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    assert SuspendCard(beast.id, "Rift Beast") not in game.legal_actions()


def test_a_suspend_without_time_is_refused() -> None:
    with pytest.raises(CardFileError, match="time counters from 1 to 100"):
        load_card_text(
            'name = "Odd Rift"\nmana_cost = "{R}"\ntypes = ["Sorcery"]\n'
            'oracle = "Suspend 0\\u2014{R}"\nsuspend = { time = 0, cost = "{R}" }\n'
        )


RIFT = """Name:Rift Bolt Two
ManaCost:2 R
Types:Sorcery
K:Suspend:1:R
A:SP$ DealDamage | Cost$ 2 R | ValidTgts$ Any | NumDmg$ 3 | SpellDescription$ x
Oracle:Rift Bolt Two deals 3 damage to any target.\\nSuspend 1—{R} (Rather than cast this \
card from your hand, you may pay {R} and exile it with a time counter on it. At the \
beginning of your upkeep, remove a time counter. When the last is removed, cast it \
without paying its mana cost.)
"""


def test_the_importer_brings_suspend(tmp_path: Path) -> None:
    face = imported(tmp_path, "rift_bolt_two.txt", RIFT)
    assert face.suspend is not None and (face.suspend.time, str(face.suspend.cost)) == (1, "{R}")


def test_the_goldfish_policy_suspends_what_it_cant_cast(new_game: NewGame) -> None:
    """A 6-mana creature and one Mountain: the policy taps it and suspends the card."""
    game = new_game(cards=[RIFT_BEAST])
    alice = game.players[0]
    game.add_card("Mountain", alice)
    game.add_card("Rift Beast", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    policy = Goldfish(random.Random(0))
    for _ in range(3):
        action = policy.act(game, alice)
        game.apply(action)
        if isinstance(action, SuspendCard):
            break
    assert [c.name for c in game.exile_zone] == ["Rift Beast"]
