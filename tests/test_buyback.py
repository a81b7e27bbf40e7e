"""Buyback (702.27a): an additional cost a spell may be cast with; paid, the spell goes
to its owner's hand as it resolves instead of their graveyard; saved with the spell on
the stack; the legal actions list both ways; only an instant or sorcery has buyback."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Cast, Game, SpellCast, Step, load_card_text
from cardhost.loading.paragraphs import unclaimed, unspoken

NewGame = Callable[..., Game]

TEXT = """name = "Draining Whisper"
mana_cost = "{1}{B}"
types = ["Sorcery"]
buyback = "{3}"
oracle = "Buyback {3} (You may pay an additional {3} as you cast this spell. If you do, put \
this card into your hand as it resolves.)\\nTarget player loses 2 life."
[spell]
targets = ["target player"]
effects = [{ lose_life = 2, player = "target" }]
"""
WHISPER = load_card_text(TEXT)


def cast(game: Game, buyback: bool) -> None:
    alice, bob = game.players
    game.add_mana(alice, "{4}{B}")
    game.cast(game.add_card("Draining Whisper", alice, "hand"), target=bob, buyback=buyback)


@pytest.mark.parametrize(("buyback", "back_in_hand"), [(True, True), (False, False)])
def test_buyback_returns_it_to_hand(new_game: NewGame, buyback: bool, back_in_hand: bool) -> None:
    """702.27a: with {3} more paid it returns to Alice's hand; else to her graveyard."""
    assert unclaimed(WHISPER) == [] and unspoken(WHISPER) == []
    game = new_game(cards=[WHISPER])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    cast(game, buyback)
    assert game.log.events(SpellCast)[-1].bought_back is buyback
    assert alice.mana_pool.total == (0 if buyback else 3)
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    alice, bob = game.players
    game.resolve_stack()
    assert bob.life == 18
    hand = [c.name for c in alice.hand]
    graveyard = [c.name for c in alice.graveyard]
    assert ("Draining Whisper" in hand, "Draining Whisper" in graveyard) == (
        back_in_hand,
        not back_in_hand,
    )


def test_the_legal_actions_offer_buyback(new_game: NewGame) -> None:
    game = new_game(cards=[WHISPER])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Draining Whisper", alice, "hand")
    game.add_mana(alice, "{4}{B}")
    casts = [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert sorted(a.bought_back for a in casts) == [False, True]
    assert any(a.name.startswith("cast Draining Whisper with buyback") for a in casts)


def test_only_an_instant_or_sorcery_has_buyback() -> None:
    creature = TEXT.replace('types = ["Sorcery"]', 'types = ["Creature"]\npower = 1\ntoughness = 1')
    creature = creature.split("[spell]")[0]
    with pytest.raises(CardFileError, match=r"buyback: only an instant or sorcery"):
        load_card_text(creature)
