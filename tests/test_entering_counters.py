"""Entering with counters (614.1c) as data beyond a fixed number: the X of the spell it
was (107.3m), an X counted as it would enter (608.2h), and only if it was kicked
(702.33d) or a count holds ("Raid — ... if you attacked this turn")."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from types import SimpleNamespace

import pytest

from cardhost import (
    CardFileError,
    CountersChanged,
    Game,
    PuttingCounters,
    ReplacementEffect,
    Step,
    hookimpl,
    load_card_text,
)

NewGame = Callable[..., Game]


def creature(name: str, cost: str, oracle: str, entering: str, extra: str = "") -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{cost}"\ntypes = ["Creature"]\npower = 0\n'
        f'toughness = 0\noracle = "{oracle}"\n{extra}[enters_with_counters]\n{entering}\n'
    )


HYDRA = creature(
    "Paid Hydra", "{X}{G}", "Paid Hydra enters with X +1/+1 counters on it.", '"+1/+1" = "X"'
)
SCHOLAR = creature(
    "Counted Scholar",
    "{1}{U}",
    "Counted Scholar enters with X +1/+1 counters on it, where X is the number of cards in "
    "your hand.",
    '"+1/+1" = "X"\nx = "the number of cards in your hand"',
)
SOLDIER = creature(
    "Kicked Soldier",
    "{1}{W}",
    "Kicker {2}\\nIf Kicked Soldier was kicked, it enters with two +1/+1 counters on it.",
    '"+1/+1" = 2\nif = "it was kicked"',
    'kicker = "{2}"\n',
)
RAIDER = creature(
    "Raid Runner",
    "{R}",
    "Raid — Raid Runner enters with a +1/+1 counter on it if you attacked this turn.",
    '"+1/+1" = 1\nif = { count = "the number of creatures you attacked with this turn", '
    "at_least = 1 }",
)
CARDS = [HYDRA, SCHOLAR, SOLDIER, RAIDER]


def cast(game: Game, name: str, mana: str, **announced: object) -> object:
    alice = game.players[0]
    game.add_mana(alice, mana)
    game.cast(game.add_card(name, alice, "hand"), **announced)
    game.resolve_stack()
    return game.permanents(name)[-1] if game.permanents(name) else None


def test_x_paid_and_x_counted(new_game: NewGame) -> None:
    """107.3m: X 3 paid, three counters; 608.2h: the cards in Alice's hand as it enters."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    hydra = cast(game, "Paid Hydra", "{3}{G}", x=3)
    assert hydra.counters == {"+1/+1": 3}
    for _ in range(2):
        game.add_card("Forest", alice, "hand")
    scholar = cast(game, "Counted Scholar", "{1}{U}")
    assert scholar.counters == {"+1/+1": len(alice.hand)} and len(alice.hand) >= 2


def test_only_if_kicked(new_game: NewGame) -> None:
    """702.33d: kicked, two counters; not kicked, none (a 0/0 that dies, 704.5f)."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    kicked = cast(game, "Kicked Soldier", "{1}{W}{2}", kicked=True)
    assert kicked.counters == {"+1/+1": 2}
    cast(game, "Kicked Soldier", "{1}{W}")
    assert game.permanents("Kicked Soldier") == [kicked]
    assert [c.name for c in alice.graveyard] == ["Kicked Soldier"]


def test_only_if_a_count_holds(new_game: NewGame) -> None:
    """614.1c: "if you attacked this turn", as it would enter."""
    bear = load_card_text(
        'name = "Raid Bear"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 2\ntoughness = 2\n'
    )
    game = new_game(cards=[*CARDS, bear])
    alice, bob = game.players
    attacker = game.add_card("Raid Bear", alice)
    game.begin_at(alice, Step.MAIN1)
    assert cast(game, "Raid Runner", "{R}") is None
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers({attacker: bob})
    game.advance_to(Step.MAIN2)
    assert cast(game, "Raid Runner", "{R}").counters == {"+1/+1": 1}


@pytest.mark.parametrize(
    ("entering", "extra", "problem"),
    [
        ('"+1/+1" = "X"', "", 'enters_with_counters: an amount "X" is the X paid'),
        ('"+1/+1" = 1\nif = "it was kicked"', "", "enters_with_counters.if: a permanent"),
        ('"+1/+1" = 1\nif = "it rained"', "", "enters_with_counters.if: write 'it was kicked'"),
        ('"+1/+1" = 1\nx = "the number of cards in your hand"', "", "enters_with_counters.x"),
    ],
)
def test_a_bad_entering_is_named(entering: str, extra: str, problem: str) -> None:
    """X paid without {X} (107.3m), "if kicked" without kicker, an unknown condition, an
    x with no X: errors naming the key."""
    with pytest.raises(CardFileError, match=re.escape(problem)):
        creature(
            "Bad Entry", "{1}", "Bad Entry enters with a +1/+1 counter on it.", entering, extra
        )


def _that_many_plus_one(game: Game, card: object, event: PuttingCounters) -> object:
    """Hardy Scales' replacement (614.1a): one more +1/+1 counter on a creature of its
    controller's."""
    (scales,) = game.permanents(card)  # type: ignore[arg-type]
    permanent = event.permanent
    if (
        event.kind == "+1/+1"
        and permanent.is_creature
        and permanent.controller is scales.controller
    ):
        return ReplacementEffect(
            scales, "that many plus one", lambda e: replace(e, amount=e.amount + 1)
        )
    return None


SCALES = load_card_text(
    'name = "Hardy Scales"\nmana_cost = "{G}"\ntypes = ["Enchantment"]\n'
    'oracle = "If one or more +1/+1 counters would be put on a creature you control, that '
    'many plus one +1/+1 counters are put on it instead."\n',
    plugin=SimpleNamespace(replace_counters=hookimpl(_that_many_plus_one)),
)
UNLEASHED = creature(
    "Unleashed Beast",
    "{2}{G}",
    "Unleash\\nThis creature enters with a +1/+1 counter on it.",
    '"+1/+1" = 1',
    'keywords = ["unleash"]\n',
)


def test_counters_of_one_kind_from_several_effects_are_put_at_once(new_game: NewGame) -> None:
    """614.1c, 122.6, 614.5: unleashed, the Beast enters with a +1/+1 counter from each
    of two effects: one putting of two counters, which Hardy Scales makes three (not one
    more for each effect's), seen as one event."""
    game = new_game(cards=[SCALES, UNLEASHED], choices={"yes or no": ["yes"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Hardy Scales", alice)
    game.put_onto_battlefield(game.add_card("Unleashed Beast", alice, "hand"))
    (beast,) = game.permanents("Unleashed Beast")
    assert beast.counters == {"+1/+1": 3}
    put = [e for e in game.log.events() if isinstance(e, CountersChanged)]
    assert [(e.kind, e.amount) for e in put] == [("+1/+1", 3)]
