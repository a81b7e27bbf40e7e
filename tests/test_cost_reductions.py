"""Spells that cost less to cast (601.2f: generic mana only), as data (``costs_less``):
a permanent's "Artifact spells you cast cost {1} less to cast.", a spell's own "This
spell costs {1} less to cast for each instant and sorcery card in your graveyard." and
"... if you control a Wizard"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Cast, Game, IllegalActionError, Step, load_card_text
from cardhost.simulation import plan_cast

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


TAXED_BOLT = load_card_text(
    'name = "Taxed Bolt"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "As an additional cost to cast this spell, pay {2}.\\nTaxed Bolt deals 3 '
    'damage to any target."\n'
    '[spell]\nadditional_cost = "{2}"\ntargets = ["any target"]\n'
    'effects = [{ damage = 3, to = "target" }]\n'
)
TAXED_CHORUS = load_card_text(
    'name = "Taxed Chorus"\nmana_cost = "{W}"\ntypes = ["Sorcery"]\n'
    'oracle = "Convoke\\nAs an additional cost to cast this spell, pay {1}.\\nYou gain 3 '
    'life."\nkeywords = ["convoke"]\n'
    '[spell]\nadditional_cost = "{1}"\neffects = [{ gain_life = 3 }]\n'
)
SPHERE = load_card_text(
    'name = "Cheap Sphere"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    'oracle = "Spells you cast cost {1} less to cast."\n'
    'costs_less = [{ generic = 1, spells = "spell" }]\n'
)


def test_an_additional_costs_mana_is_part_of_the_total_cost(new_game: NewGame) -> None:
    """601.2f: the total cost is the mana cost plus the additional costs, less the
    reductions: Taxed Bolt {R} with "pay {2}" under "Spells you cast cost {1} less" costs
    {1}{R} in all; it is listed and cast with {1}{R}, and nothing is left."""
    game = new_game(cards=[TAXED_BOLT, SPHERE])
    alice, bob = game.players
    game.add_card("Cheap Sphere", alice)
    game.begin_at(alice, Step.MAIN1)
    bolt = game.add_card("Taxed Bolt", alice, "hand")
    game.add_mana(alice, "{1}{R}")
    assert any(isinstance(a, Cast) and a.card == bolt.id for a in game.legal_actions())
    game.cast(bolt, target=bob)
    assert alice.mana_pool.total == 0
    game.resolve_stack()
    assert bob.life == 17


def test_convoke_pays_an_additional_costs_mana(new_game: NewGame) -> None:
    """702.51a, 601.2f: convoke pays mana of the spell's total cost, an additional cost's
    {1} too: Taxed Chorus {W} with "pay {1}" is cast with {W} and a creature tapped."""
    game = new_game(cards=[TAXED_CHORUS])
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    chorus = game.add_card("Taxed Chorus", alice, "hand")
    game.add_mana(alice, "{W}")
    game.cast(chorus)
    game.resolve_stack()
    assert alice.life == 23 and bears.tapped and alice.mana_pool.total == 0


CREATURE_SPHERE = load_card_text(
    'name = "Creature Sphere"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    'oracle = "Creature spells you cast cost {1} less to cast."\n'
    'costs_less = [{ generic = 1, spells = "creature spell" }]\n'
)
PLAIN_MORPH = load_card_text(
    'name = "Plain Morph"\nmana_cost = "{4}{G}"\ntypes = ["Creature"]\npower = 4\n'
    'toughness = 4\noracle = "Morph {2}{G}"\nmorph = "{2}{G}"\n'
)
LAST_CARD_BLAST = load_card_text(
    'name = "Last Card Blast"\nmana_cost = "{3}{R}"\ntypes = ["Sorcery"]\n'
    'oracle = "This spell costs {2} less to cast if you have no cards in hand.\\nLast Card '
    'Blast deals 3 damage to any target."\n'
    'costs_less = [{ generic = 2, as_long_as = { count = "the number of cards in your hand", '
    "at_most = 0 } }]\n"
    '[spell]\ntargets = ["any target"]\neffects = [{ damage = 3, to = "target" }]\n'
)


@pytest.mark.parametrize("case", ["face down", "counted on the stack"])
def test_the_payment_planner_finds_reductions_found_once_the_spell_is_cast(
    new_game: NewGame, case: str
) -> None:
    """601.2a, 601.2f, 708.4: the payment planner (cardhost.simulation.plan_cast) finds a
    way to cast a spell whose reduction is known only once it is on the stack: a
    face-down spell is a creature spell ({3} less {1} under Creature Sphere: two Forests);
    "costs {2} less if you have no cards in hand" counts the hand without the card (two
    Mountains pay {1}{R})."""
    game = new_game(cards=[CREATURE_SPHERE, PLAIN_MORPH, LAST_CARD_BLAST])
    alice = game.players[0]
    face_down = case == "face down"
    if face_down:
        game.add_card("Creature Sphere", alice)
    land = "Forest" if face_down else "Mountain"
    lands = [game.add_card(land, alice) for _ in range(2)]
    game.begin_at(alice, Step.MAIN1)
    card = game.add_card("Plain Morph" if face_down else "Last Card Blast", alice, "hand")
    plan = plan_cast(game, alice, card, face_down=face_down)
    assert plan is not None
    for action in plan.actions:
        game.apply(action)
    assert game.stack and all(land.tapped for land in lands)
