"""Spells cast as an effect resolves (608.2g, 118.9): cascade, cast_from_hand and
cast_without_paying offer each way the card could be cast now, and only those: a split
card's halves (an aftermath half only from a graveyard, 702.127a), both fused from a hand
(702.102a), kicked or with buyback (118.9d); a spell cast from a hand so rebounds
(702.88a); cascade compares with its spell's mana value as it last existed, X and all
(608.2h, 202.3e)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    Choice,
    Game,
    IllegalActionError,
    ScriptedChooser,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]


def caster(kind: str) -> str:
    return (
        f'name = "Hand Caster"\nmana_cost = "{{1}}"\ntypes = ["Sorcery"]\n'
        f'oracle = "Cast a {kind} from your hand without paying its mana cost."\n'
        f'[spell]\neffects = [{{ cast_from_hand = "{kind}" }}]\n'
    )


HAND_CASTER = load_card_text(caster("nonland card"))
RECAST = load_card_text(
    'name = "Recast"\nmana_cost = "{1}"\ntypes = ["Sorcery"]\n'
    'oracle = "You may cast target instant card from your graveyard without paying its '
    'mana cost."\n[spell]\ntargets = ["target instant card in your graveyard"]\n'
    'effects = [{ cast_without_paying = "target", may = true }]\n'
)
ECHOING_STUDY = load_card_text(
    'name = "Echoing Study"\nmana_cost = "{1}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "Draw a card.\\nRebound"\nkeywords = ["rebound"]\n'
    "[spell]\neffects = [{ draw = 1 }]\n"
)
DIG = load_card_text(
    'name = "Dig"\nmana_cost = "{G}"\ntypes = ["Sorcery"]\noracle = "Draw a card."\n'
    "[spell]\neffects = [{ draw = 1 }]\n"
    '[right]\nname = "Delve Deep"\nmana_cost = "{3}{G}"\ntypes = ["Sorcery"]\n'
    'aftermath = true\noracle = "Aftermath (Cast this spell only from your graveyard. Then '
    'exile it.)\\nYou gain 4 life."\n[right.spell]\neffects = [{ gain_life = 4 }]\n'
)
BUYBACK_ZAP = load_card_text(
    'name = "Buyback Zap"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Buyback {3}\\nBuyback Zap deals 1 damage to any target."\nbuyback = "{3}"\n'
    '[spell]\ntargets = ["any target"]\neffects = [{ damage = 1, to = "target" }]\n'
)
RUST_ROT = load_card_text(
    'name = "Rust"\nmana_cost = "{1}{R}"\ntypes = ["Instant"]\nfuse = true\n'
    'oracle = "Rust deals 2 damage to target creature.\\nFuse (You may cast one or both '
    'halves of this card from your hand.)"\n'
    '[spell]\ntargets = ["target creature"]\neffects = [{ damage = 2, to = "target" }]\n'
    '[right]\nname = "Rot"\nmana_cost = "{W}"\ntypes = ["Instant"]\n'
    'oracle = "Target player gains 3 life.\\nFuse (You may cast one or both halves of this '
    'card from your hand.)"\n[right.spell]\ntargets = ["target player"]\n'
    'effects = [{ gain_life = 3, player = "target" }]\n'
)
X_CASCADER = load_card_text(
    'name = "X Cascader"\nmana_cost = "{X}{R}"\ntypes = ["Sorcery"]\noracle = "Cascade"\n'
    'keywords = ["cascade"]\n[spell]\neffects = []\n'
)


def cast_from_hand(new_game: NewGame, card: str, mana: str = "", **options: object) -> Game:
    """Alice, with ``card`` in her hand and ``mana`` besides Hand Caster's, casts Hand
    Caster, which resolves."""
    game = new_game(cards=[HAND_CASTER, ECHOING_STUDY, DIG, BUYBACK_ZAP], **options)
    alice = game.players[0]
    game.add_card(card, alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}" + mana)
    game.cast(game.add_card("Hand Caster", alice, "hand"))
    game.resolve_top()
    return game


def test_a_spell_an_effect_casts_from_a_hand_rebounds(new_game: NewGame) -> None:
    """702.88a: "If this spell was cast from your hand" — by an effect too: Echoing Study
    cast by Hand Caster is exiled as it resolves, to be cast again."""
    game = cast_from_hand(new_game, "Echoing Study")
    game.resolve_stack()
    alice = game.players[0]
    assert [c.name for c in game.exile_zone] == ["Echoing Study"]
    assert "Echoing Study" not in [c.name for c in alice.graveyard]


def test_an_aftermath_half_is_not_cast_from_a_hand(new_game: NewGame) -> None:
    """702.127a: Delve Deep, the aftermath half, can't be cast from any zone but a
    graveyard: from a hand an effect casts only Dig, and casting Delve Deep there is
    refused, naming the rule."""
    chooser = ScriptedChooser({"cast": ["cast Delve Deep"]})
    game = cast_from_hand(new_game, "Dig // Delve Deep", chooser=chooser)
    alice = game.players[0]
    assert [s.name for s in game.stack] == ["Dig"]
    game.resolve_stack()
    assert alice.life == 20
    card = game.add_card("Dig // Delve Deep", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"702\.127a"):
        game.cast_without_paying(card, alice, half="Delve Deep")


def test_a_fuse_card_cast_from_a_hand_by_an_effect_may_be_fused(new_game: NewGame) -> None:
    """702.102a: a split card with fuse cast from a hand may be cast with both halves,
    however it is cast: Hand Caster offers Rust // Rot fused, and both halves resolve."""
    game = new_game(cards=[HAND_CASTER, RUST_ROT], choices={"cast": ["cast Rust // Rot fused"]})
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Rust // Rot", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("Hand Caster", alice, "hand"))
    game.resolve_top()
    assert [s.name for s in game.stack] == ["Rust // Rot"]
    game.resolve_stack()
    assert bears.zone is None and alice.life + bob.life == 43


def recast(game: Game, card: str) -> list[Choice]:
    """Alice casts Recast on ``card`` in her graveyard, and it resolves: the choices she
    was asked."""
    alice = game.players[0]
    target = game.add_card(card, alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("Recast", alice, "hand"), target=target)
    game.resolve_stack()
    return list(game.chooser.asked)  # type: ignore[attr-defined]


def test_a_spell_that_cant_be_cast_is_not_offered(new_game: NewGame) -> None:
    """601.2c: with no creature on the battlefield, Doom Blade can't be cast: Recast's
    "you may cast target instant card from your graveyard" offers no way to cast it,
    and the card stays in the graveyard."""
    game = new_game(cards=[RECAST])
    asked = recast(game, "Doom Blade")
    assert not [c for c in asked if "cast Doom Blade" in list(c.options)]
    assert [c.name for c in game.players[0].graveyard] == ["Doom Blade", "Recast"]


def test_a_spell_cast_without_paying_its_mana_cost_may_be_bought_back(
    new_game: NewGame,
) -> None:
    """702.27a, 118.9d: buyback is an additional cost, paid with the spell cast free:
    Buyback Zap with {3} paid returns to its owner's hand as it resolves."""
    chosen = {"cast": ["cast Buyback Zap, with buyback: {3}"]}
    game = cast_from_hand(new_game, "Buyback Zap", "{3}", choices=chosen)
    alice, bob = game.players
    game.resolve_stack()
    assert alice.life + bob.life == 39 and alice.mana_pool.total == 0
    assert [c.name for c in alice.hand] == ["Buyback Zap"]


def test_cascade_compares_with_its_spells_mana_value_as_it_last_existed(
    new_game: NewGame,
) -> None:
    """702.85a, 608.2h, 202.3e: X Cascader cast with X = 2 has mana value 3 on the
    stack; countered before its cascade trigger resolves, the trigger still compares
    with 3, so Grizzly Bears (2) is exiled and may be cast."""
    game = new_game(cards=[X_CASCADER], library=0, choices={"cast": ["don't cast it"]})
    alice, bob = game.players
    game.add_card("Grizzly Bears", alice, "library")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}")
    spell = game.cast(game.add_card("X Cascader", alice, "hand"), x=2)
    game.pass_priority()
    game.add_mana(bob, "{U}{U}")
    game.cast(game.add_card("Counterspell", bob, "hand"), target=spell)
    game.resolve_top()
    assert spell.mana_value == 3
    game.resolve_stack()
    asked = [c for c in game.chooser.asked if c.kind.value == "cast"]  # type: ignore[attr-defined]
    assert [list(c.options) for c in asked] == [["cast Grizzly Bears", "don't cast it"]]


def test_no_decision_for_a_spell_no_way_of_casting_could_make_castable(
    new_game: NewGame,
) -> None:
    """601.2c: a buyback spell with no legal target can't be cast, with its buyback or
    without, whatever mana is made: Recast asks nothing and taps no land."""
    purge = load_card_text(
        'name = "Buyback Purge"\nmana_cost = "{2}{B}"\ntypes = ["Instant"]\n'
        'oracle = "Buyback {3}\\nDestroy target creature."\nbuyback = "{3}"\n'
        '[spell]\ntargets = ["target creature"]\neffects = [{ destroy = "target" }]\n'
    )
    game = new_game(cards=[RECAST, purge])
    swamps = [game.add_card("Swamp", game.players[0]) for _ in range(2)]
    asked = recast(game, "Buyback Purge")
    assert not [c for c in asked if c.kind.value == "cast"]
    assert not any(swamp.tapped for swamp in swamps)
