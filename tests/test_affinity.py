"""Frogmite, as data: "Affinity for artifacts (This spell costs {1} less to cast for each
artifact you control.)" (702.41a). A cost reduction lessens the generic mana of the
total cost only, and never below none (601.2f); it counts as the cost is determined."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Cast, Game, GameObject, Step, load_card_text
from cardhost.simulation.payment_plan import plan_cast

NewGame = Callable[..., Game]


def with_artifacts(new_game: NewGame, mine: int, theirs: int = 0, **options: object) -> Game:
    """Alice, in her precombat main phase, controls ``mine`` Darksteel Myr and Bob
    ``theirs``."""
    game = new_game(**options)
    alice, bob = game.players
    for _ in range(mine):
        game.add_card("Darksteel Myr", alice)
    for _ in range(theirs):
        game.add_card("Darksteel Myr", bob)
    game.begin_at(alice, Step.MAIN1)
    return game


def castable(game: Game, card: GameObject) -> bool:
    return any(isinstance(a, Cast) and a.card == card.id for a in game.legal_actions())


def test_each_artifact_you_control_makes_it_cost_one_less(new_game: NewGame) -> None:
    """702.41a: with three artifacts of Alice's (and two of Bob's, which don't count),
    Frogmite costs {1}: castable with one mana, not with none; cast, the pool is empty."""
    game = with_artifacts(new_game, mine=3, theirs=2)
    alice = game.players[0]
    frogmite = game.add_card("Frogmite", alice, "hand")
    assert not castable(game, frogmite)
    game.add_mana(alice, "{C}")
    assert castable(game, frogmite)
    game.cast(frogmite)
    assert alice.mana_pool.total == 0
    game.resolve_stack()
    assert len(game.permanents("Frogmite")) == 1


def test_the_cost_is_never_less_than_none(new_game: NewGame) -> None:
    """601.2f: with six artifacts Frogmite costs {0}, not less: cast with an empty pool,
    and a mana in the pool stays there."""
    game = with_artifacts(new_game, mine=6)
    alice = game.players[0]
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Frogmite", alice, "hand"))
    assert alice.mana_pool.total == 1


def test_only_generic_mana_is_reduced(new_game: NewGame) -> None:
    """601.2f: a {3}{U} spell with affinity for artifacts and five artifacts still costs
    {U}; the reduction also reaches the {2} a {2/W} is paid as (107.4e): {2/W}{2/W} with
    two artifacts costs {W} (one paid as {W}, the other as a {2} reduced away)."""
    blue = load_card_text(
        'name = "Affine Insight"\nmana_cost = "{3}{U}"\ntypes = ["Sorcery"]\n'
        'keywords = ["affinity for artifacts"]\noracle = "Affinity for artifacts\\n'
        'Draw a card."\n[spell]\neffects = [{ draw = 1 }]\n'
    )
    hybrid = load_card_text(
        'name = "Affine Hybrid"\nmana_cost = "{2/W}{2/W}"\ntypes = ["Sorcery"]\n'
        'keywords = ["affinity for artifacts"]\noracle = "Affinity for artifacts\\n'
        'Draw a card."\n[spell]\neffects = [{ draw = 1 }]\n'
    )
    game = with_artifacts(new_game, mine=5, cards=[blue, hybrid])
    alice = game.players[0]
    insight = game.add_card("Affine Insight", alice, "hand")
    game.add_mana(alice, "{C}{C}")
    assert not castable(game, insight)
    game.add_mana(alice, "{U}")
    game.cast(insight)
    assert alice.mana_pool.total == 2
    two = with_artifacts(new_game, mine=2, cards=[blue, hybrid])
    player = two.players[0]
    card = two.add_card("Affine Hybrid", player, "hand")
    two.add_mana(player, "{W}")
    assert castable(two, card)
    two.cast(card)
    assert player.mana_pool.total == 0


def test_the_payment_planner_taps_only_what_the_reduced_cost_needs(new_game: NewGame) -> None:
    """A policy's plan for Frogmite with three artifacts taps one land, not four."""
    game = with_artifacts(new_game, mine=3)
    alice = game.players[0]
    for _ in range(4):
        game.add_card("Forest", alice)
    frogmite = game.add_card("Frogmite", alice, "hand")
    plan = plan_cast(game, alice, frogmite)
    assert plan is not None and len(plan.activations) == 1


def test_affinity_for_something_unknown_is_refused() -> None:
    with pytest.raises(CardFileError, match=r"keywords\[0\]: affinity is for a kind"):
        load_card_text(
            'name = "Odd Frog"\nmana_cost = "{4}"\ntypes = ["Artifact"]\n'
            'keywords = ["affinity for artifcats"]\noracle = "Affinity for artifcats"\n'
        )
