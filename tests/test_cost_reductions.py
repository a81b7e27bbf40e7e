"""Spells that cost less to cast (601.2f: generic mana only), as data (``costs_less``):
a permanent's "Artifact spells you cast cost {1} less to cast.", a spell's own "This
spell costs {1} less to cast for each instant and sorcery card in your graveyard." and
"... if you control a Wizard"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Cast, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

FORGE = load_card_text(
    'name = "Scrap Forge"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    'oracle = "Artifact spells you cast cost {1} less to cast."\n'
    'costs_less = [{ generic = 1, spells = "artifact spell" }]\n'
)
TIDE = load_card_text(
    'name = "Grave Tide"\nmana_cost = "{3}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "This spell costs {1} less to cast for each instant and sorcery card in your '
    'graveyard.\\nDraw two cards."\n'
    'costs_less = [{ generic = 1, x = "the number of instant or sorcery cards in your '
    'graveyard" }]\n[spell]\neffects = [{ draw = 2 }]\n'
)
SAGE = load_card_text(
    'name = "Apprentice Lesson"\nmana_cost = "{2}{U}"\ntypes = ["Instant"]\n'
    'oracle = "This spell costs {1} less to cast if you control a Wizard.\\nDraw a card."\n'
    'costs_less = [{ generic = 1, as_long_as = { count = "the number of Wizards you '
    'control", at_least = 1 } }]\n[spell]\neffects = [{ draw = 1 }]\n'
)
CARDS = [FORGE, TIDE, SAGE]


def test_a_permanent_makes_a_kind_of_spell_cost_less(new_game: NewGame) -> None:
    """601.2f: with Scrap Forge, an artifact spell costs {1} less (Sol Ring for nothing
    but {0}); other spells, and another player's artifacts, cost the same."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Scrap Forge", alice)
    game.begin_at(alice, Step.MAIN1)
    game.cast(game.add_card("Sol Ring", alice, "hand"))
    game.resolve_stack()
    assert [p.name for p in game.battlefield if p.name == "Sol Ring"] == ["Sol Ring"]
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.cast(game.add_card("Apprentice Lesson", alice, "hand"))
    game.advance_to(Step.MAIN1, bob)
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.cast(game.add_card("Sol Ring", bob, "hand"))


def test_a_spell_costs_less_for_each_and_if(new_game: NewGame) -> None:
    """601.2f: Grave Tide costs {1} less for each instant and sorcery card in its
    caster's graveyard; Apprentice Lesson {1} less while its caster controls a Wizard."""
    game = new_game(cards=CARDS)
    alice, _ = game.players
    for _ in range(2):
        game.add_card("Grave Tide", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{U}")
    game.cast(game.add_card("Grave Tide", alice, "hand"))
    game.resolve_stack()
    assert not alice.mana_pool
    game.add_mana(alice, "{1}{U}")
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.cast(game.add_card("Apprentice Lesson", alice, "hand"))


@pytest.mark.parametrize(("others", "castable"), [(0, False), (1, True)])
def test_a_spell_s_reduction_doesn_t_count_the_spell(
    new_game: NewGame, others: int, castable: bool
) -> None:
    """601.2a, 601.2f: Hand Surge ({4}{U}, {1} less for each card in its caster's hand)
    is on the stack when its cost is found, so it doesn't count itself: alone in Alice's
    hand it costs {4}{U}, not {3}{U}; beside another card, {3}{U}. What is listed
    (``legal_actions``) is what can be cast."""
    game = new_game(cards=[*CARDS, HAND_SURGE])
    alice, _ = game.players
    game.begin_at(alice, Step.MAIN1)
    surge = game.add_card("Hand Surge", alice, "hand")
    for _ in range(others):
        game.add_card("Grizzly Bears", alice, "hand")
    game.add_mana(alice, "{2}{U}{U}")
    listed = [a.card for a in game.legal_actions() if isinstance(a, Cast)]
    assert (surge.id in listed) is castable
    if not castable:
        with pytest.raises(IllegalActionError, match=r"601\.2h"):
            game.cast(surge)
        return
    game.cast(surge)
    assert not alice.mana_pool


HAND_SURGE = load_card_text(
    'name = "Hand Surge"\nmana_cost = "{4}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "This spell costs {1} less to cast for each card in your hand.\\nDraw two '
    'cards."\ncosts_less = [{ generic = 1, x = "the number of cards in your hand" }]\n'
    "[spell]\neffects = [{ draw = 2 }]\n"
)


def test_a_reduction_names_its_paragraph() -> None:
    with pytest.raises(CardFileError, match=r"costs_less\[0\]: no paragraph"):
        load_card_text(
            'name = "Odd Forge"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
            'oracle = "Artifact spells you cast cost {2} less to cast."\n'
            'costs_less = [{ generic = 1, spells = "artifact spell" }]\n'
        )


def _forge(name: str, spells: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{2}}"\ntypes = ["Artifact"]\n'
        f'oracle = "Spells you cast with {spells.removeprefix("spell with ")} cost {{1}} less '
        'to cast."\n'
        f'costs_less = [{{ generic = 1, spells = "{spells}" }}]\n'
    )


SMALL_FORGE = _forge("Small Forge", "spell with mana value 2 or less")
BIG_FORGE = _forge("Big Forge", "spell with mana value 4 or greater")
SURGE = load_card_text(
    'name = "Verdant Surge"\nmana_cost = "{X}{G}"\ntypes = ["Sorcery"]\n'
    'oracle = "You gain X life."\n[spell]\neffects = [{ gain_life = "X" }]\n'
)


@pytest.mark.parametrize(("forge", "castable"), [("Small Forge", False), ("Big Forge", True)])
def test_a_reduction_by_mana_value_counts_x(new_game: NewGame, forge: str, castable: bool) -> None:
    """202.3e, 601.2f: {X}{G} with X = 3 has mana value 4 on the stack, the reductions
    judged after X is announced (601.2b): "mana value 2 or less" doesn't apply, so three
    mana don't pay {3}{G}; "4 or greater" does, and they pay it."""
    game = new_game(cards=[SMALL_FORGE, BIG_FORGE, SURGE])
    alice = game.players[0]
    game.add_card(forge, alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}{G}{G}")
    surge = game.add_card("Verdant Surge", alice, "hand")
    if not castable:
        with pytest.raises(IllegalActionError, match=r"601\.2h"):
            game.cast(surge, x=3)
        return
    spell = game.cast(surge, x=3)
    assert spell.mana_value == 4 and alice.mana_pool.total == 0
