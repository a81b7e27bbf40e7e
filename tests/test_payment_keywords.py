"""Convoke (702.51), improvise (702.126) and delve (702.66): keywords that pay part of a
spell's total cost as it is paid (601.2h), each permanent tapped or card exiled chosen
by the caster (a ``convoke``, ``improvise`` or ``delve`` decision, or "pay the rest with
mana"). A payment that fails undoes all of it (732); a spell castable only with help
is among the legal actions."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import (
    CardFileError,
    Cast,
    ChoiceKind,
    Game,
    IllegalActionError,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]

CHORUS = load_card_text(
    'name = "Chorus Test"\nmana_cost = "{3}{W}"\ntypes = ["Sorcery"]\n'
    'oracle = "Convoke\\nYou gain 3 life."\nkeywords = ["convoke"]\n'
    "[spell]\neffects = [{ gain_life = 3 }]\n"
)
TINKER = load_card_text(
    'name = "Tinker Test"\nmana_cost = "{3}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "Improvise\\nDraw two cards."\nkeywords = ["improvise"]\n'
    "[spell]\neffects = [{ draw = 2 }]\n"
)
DIG = load_card_text(
    'name = "Dig Test"\nmana_cost = "{4}{B}"\ntypes = ["Sorcery"]\n'
    'oracle = "Delve\\nYou gain 3 life."\nkeywords = ["delve"]\n'
    "[spell]\neffects = [{ gain_life = 3 }]\n"
)
CARDS = [CHORUS, TINKER, DIG]


def main_phase(new_game: NewGame, **options: object) -> Game:
    game = new_game(cards=CARDS, **options)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_convoke_taps_creatures_for_coloured_and_generic_mana(new_game: NewGame) -> None:
    """702.51a: the white Inspector pays {W} (its controller chooses over {1}); the green
    Bears pay {1}; the pool pays the other {2}."""
    game = main_phase(new_game, choices={"convoke mana": ["{W}"]})
    alice = game.players[0]
    inspector = game.add_card("Thraben Inspector", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{W}{C}")
    game.cast(game.add_card("Chorus Test", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 23 and inspector.tapped and bears.tapped
    assert not alice.mana_pool
    [asked] = [c for c in game.chooser.asked if c.kind is ChoiceKind.CONVOKE_MANA]
    assert asked.options == ("{W}", "{1}") and "702.51a" in asked.prompt


def test_a_creature_pays_only_what_its_colours_can(new_game: NewGame) -> None:
    """702.51a: with only {W} left, green Bears can't help: they aren't offered."""
    game = main_phase(new_game, choices={"convoke": ["Thraben Inspector", "Thraben Inspector"]})
    alice = game.players[0]
    game.add_card("Thraben Inspector", alice)
    game.add_card("Thraben Inspector", alice)
    game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{C}{C}")
    game.cast(game.add_card("Chorus Test", alice, "hand"))
    offered = [c for c in game.chooser.asked if c.kind is ChoiceKind.CONVOKE]
    last = offered[-1]
    assert [getattr(o, "name", o) for o in last.options] == [
        "Grizzly Bears",
        "pay the rest with mana",
    ]


def test_paying_the_rest_with_mana(new_game: NewGame) -> None:
    game = main_phase(new_game, choices={"convoke": ["pay the rest with mana"]})
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{3}{W}")
    game.cast(game.add_card("Chorus Test", alice, "hand"))
    assert not bears.tapped and not alice.mana_pool


def test_a_failed_payment_untaps_the_creatures(new_game: NewGame) -> None:
    """732: the creatures tapped for convoke can't cover {3}{W} with an empty pool: the
    cast is refused and nothing of it stays."""
    game = main_phase(new_game)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    chorus = game.add_card("Chorus Test", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.cast(chorus)
    assert not bears.tapped and chorus.zone.value == "hand"


def test_castable_with_creatures_alone_is_a_legal_action(new_game: NewGame) -> None:
    """117.1: four untapped creatures, one white, pay {3}{W} with no mana at all."""
    game = main_phase(new_game)
    alice = game.players[0]
    game.add_card("Thraben Inspector", alice)
    for _ in range(3):
        game.add_card("Grizzly Bears", alice)
    chorus = game.add_card("Chorus Test", alice, "hand")
    assert any(isinstance(a, Cast) and a.card == chorus.id for a in game.legal_actions())


def test_improvise_taps_artifacts_for_generic_mana(new_game: NewGame) -> None:
    """702.126a: two artifacts pay {2}; the pool pays {1}{U}."""
    game = main_phase(new_game)
    alice = game.players[0]
    myr = game.add_card("Darksteel Myr", alice)
    ring = game.add_card("Sol Ring", alice)
    game.add_card("Island", alice, "library")
    game.add_card("Island", alice, "library")
    game.add_mana(alice, "{1}{U}")
    game.cast(game.add_card("Tinker Test", alice, "hand"))
    game.resolve_stack()
    assert myr.tapped and ring.tapped and len(alice.hand) == 2 and not alice.mana_pool


def test_delve_exiles_cards_from_the_graveyard(new_game: NewGame) -> None:
    """702.66a: three cards exiled pay {3}; the pool pays {1}{B}; the last card stays."""
    game = main_phase(new_game)
    alice = game.players[0]
    for _ in range(3):
        game.add_card("Forest", alice, "graveyard")
    game.add_mana(alice, "{1}{B}")
    game.cast(game.add_card("Dig Test", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 23 and len(game.exile_zone) == 3
    assert [c.name for c in alice.graveyard] == ["Dig Test"]


GROWTH = load_card_text(
    'name = "Growth Test"\nmana_cost = "{1}{G}"\ntypes = ["Sorcery"]\n'
    'oracle = "Convoke\\nYou gain 2 life."\nkeywords = ["convoke"]\n'
    "[spell]\neffects = [{ gain_life = 2 }]\n"
)


def offered(game: Game, kind: ChoiceKind) -> list[list[str]]:
    """The options of each ``kind`` choice asked so far, by name."""
    asked = [c for c in game.chooser.asked if c.kind is kind]
    return [[getattr(o, "name", o) for o in c.options] for c in asked]


def test_improvise_offers_paying_with_mana_only_once_the_pool_can(new_game: NewGame) -> None:
    """601.2h, 702.126a: {3}{U} with {U} in the pool and four artifacts: paying the rest
    with mana isn't offered until three are tapped (it couldn't be completed), so the
    first option each time casts the spell."""
    game = main_phase(new_game)
    alice = game.players[0]
    myrs = [game.add_card("Darksteel Myr", alice) for _ in range(4)]
    game.add_mana(alice, "{U}")
    tinker = game.add_card("Tinker Test", alice, "hand")
    assert any(isinstance(a, Cast) and a.card == tinker.id for a in game.legal_actions())
    game.cast(tinker)
    assert [m.tapped for m in myrs] == [True, True, True, False] and not alice.mana_pool
    assert offered(game, ChoiceKind.IMPROVISE) == [["Darksteel Myr"] * n for n in (4, 3, 2)]


def test_convoke_offers_only_ways_the_payment_can_be_completed(new_game: NewGame) -> None:
    """601.2h, 702.51a: {1}{G} with {C} in the pool and green Bears: the Bears must pay
    {G} (paying {1}, nothing could pay {G}), so neither that way nor paying the rest
    with mana first is offered; the Bears are the one option, taken without asking."""
    game = new_game(cards=[GROWTH])
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{C}")
    game.cast(game.add_card("Growth Test", alice, "hand"))
    game.resolve_stack()
    assert bears.tapped and alice.life == 22 and not alice.mana_pool
    assert offered(game, ChoiceKind.CONVOKE) == []
    assert offered(game, ChoiceKind.CONVOKE_MANA) == []


def test_a_way_that_leaves_a_symbol_nothing_pays_is_not_offered(new_game: NewGame) -> None:
    """601.2h, 702.51a: {1}{G} with {C} in the pool, green Bears and a white Inspector:
    the Inspector may pay {1} (the Bears then pay {G}), the Bears only {G}, and the pool
    can't pay the rest alone: it isn't offered first."""
    game = new_game(cards=[GROWTH], choices={"convoke": ["Thraben Inspector"]})
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.add_card("Thraben Inspector", alice)
    game.add_mana(alice, "{C}")
    game.cast(game.add_card("Growth Test", alice, "hand"))
    game.resolve_stack()
    assert offered(game, ChoiceKind.CONVOKE) == [["Grizzly Bears", "Thraben Inspector"]]
    assert offered(game, ChoiceKind.CONVOKE_MANA) == []
    assert bears.tapped and alice.life == 22 and alice.mana_pool.total == 1


def test_delve_exiles_until_the_pool_can_pay_the_rest(new_game: NewGame) -> None:
    """601.2h, 702.66a: {4}{B} with {1}{B} in the pool and four cards in the graveyard:
    three must be exiled before paying with mana is offered."""
    game = main_phase(new_game)
    alice = game.players[0]
    for _ in range(4):
        game.add_card("Forest", alice, "graveyard")
    game.add_mana(alice, "{1}{B}")
    game.cast(game.add_card("Dig Test", alice, "hand"))
    asked = offered(game, ChoiceKind.DELVE)
    assert [("pay the rest with mana" in o) for o in asked] == [False, False, False, True]
    assert len(game.exile_zone) == 4 and alice.mana_pool.total == 1  # the first option


SURGE = load_card_text(
    'name = "Surge Test"\nmana_cost = "{X}{G}"\ntypes = ["Sorcery"]\n'
    'oracle = "Convoke\\nYou gain X life."\nkeywords = ["convoke"]\n'
    '[spell]\neffects = [{ gain_life = "X" }]\n'
)
DELVER = load_card_text(
    'name = "Delver Test"\nmana_cost = "{X}{G}"\ntypes = ["Sorcery"]\n'
    'oracle = "Delve\\nYou gain X life."\nkeywords = ["delve"]\n'
    '[spell]\neffects = [{ gain_life = "X" }]\n'
)
MUTAGEN = load_card_text(
    'name = "Mutagen Test"\nmana_cost = "{2}{G/P}"\ntypes = ["Sorcery"]\n'
    'oracle = "Convoke\\nYou gain 1 life."\nkeywords = ["convoke"]\n'
    "[spell]\neffects = [{ gain_life = 1 }]\n"
)


def test_x_is_offered_up_to_what_convoke_could_pay(new_game: NewGame) -> None:
    """601.2b, 107.3a, 702.51a: {X}{G} with {G} in the pool and three creatures: X may
    be up to 3, each creature paying {1} (the pool alone paid only X = 0)."""
    game = new_game(cards=[SURGE], choices={"x": [3]})
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    creatures = [game.add_card("Grizzly Bears", alice) for _ in range(3)]
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Surge Test", alice, "hand"))
    game.resolve_stack()
    [asked] = [c.options for c in game.chooser.asked if c.kind is ChoiceKind.X]
    assert list(asked) == [0, 1, 2, 3]
    assert alice.life == 23 and all(c.tapped for c in creatures) and not alice.mana_pool


def test_x_is_offered_up_to_what_delve_could_pay(new_game: NewGame) -> None:
    """601.2b, 702.66a: {X}{G} with delve's two cards in the graveyard: X up to 2."""
    game = new_game(cards=[DELVER], choices={"x": [2]})
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    for _ in range(2):
        game.add_card("Forest", alice, "graveyard")
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Delver Test", alice, "hand"))
    game.resolve_stack()
    [asked] = [c.options for c in game.chooser.asked if c.kind is ChoiceKind.X]
    assert list(asked) == [0, 1, 2] and alice.life == 22 and len(game.exile_zone) == 2


def test_a_phyrexian_symbol_a_creature_could_convoke_may_be_paid_with_mana(
    new_game: NewGame,
) -> None:
    """601.2b, 107.4f, 702.51a: {2}{G/P} with {C}{C} and green Elves: the Elves may pay
    {G}, so {G} is offered besides 2 life, and chosen, no life is paid."""
    game = new_game(cards=[MUTAGEN], choices={"phyrexian": ["{G}"]})
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    elves = game.add_card("Llanowar Elves", alice)
    game.add_mana(alice, "{C}{C}")
    game.cast(game.add_card("Mutagen Test", alice, "hand"))
    game.resolve_stack()
    [asked] = [c.options for c in game.chooser.asked if c.kind is ChoiceKind.PHYREXIAN]
    assert [o.description for o in asked] == ["{G}", "2 life"]
    assert alice.life == 21 and elves.tapped and not alice.mana_pool


@pytest.mark.parametrize(
    ("keyword", "cost"),
    [
        ("convoke", "Tap an untapped creature you control"),
        ("improvise", "Tap an untapped artifact you control"),
        ("delve", "Exile a card from your graveyard"),
    ],
)
def test_a_keyword_beside_a_cost_taking_what_it_could_is_refused(keyword: str, cost: str) -> None:
    """601.2h: convoke or improvise beside an additional cost tapping permanents, or
    delve beside one exiling cards from a graveyard, would compete for them: not in
    cardhost yet, refused as the card loads, naming both (rather than offering what
    the other cost then can't have)."""
    text = (
        'name = "Both Test"\nmana_cost = "{2}"\ntypes = ["Sorcery"]\n'
        f'keywords = ["{keyword}"]\n[spell]\nadditional_cost = "{cost}"\n'
        "effects = [{ gain_life = 1 }]\n"
    )
    with pytest.raises(CardFileError, match=rf"keywords: {keyword} beside a cost"):
        load_card_text(text)


CONVOKER = """Name:Chorus Script
ManaCost:3 W
Types:Sorcery
K:Convoke
A:SP$ GainLife | Cost$ 3 W | LifeAmount$ 3 | SpellDescription$ x
Oracle:Convoke (Your creatures can help cast this spell. Each creature you tap while \
casting this spell pays for {1} or one mana of that creature's color.)\\nYou gain 3 life.
"""


def test_forge_convoke(tmp_path: Path) -> None:
    face = imported(tmp_path, "chorus_script.txt", CONVOKER)
    assert "convoke" in face.keywords
