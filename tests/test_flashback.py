"""Flashback (702.34a): Think Twice ("Draw a card. Flashback {2}{U}") cast from its
owner's graveyard for its flashback cost rather than its mana cost, then exiled however
it leaves the stack; a card without flashback can't be cast from a graveyard (601.3)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

from cardhost import (
    PASS,
    CardFileError,
    Cast,
    Game,
    GameObject,
    IllegalActionError,
    SnapshotError,
    SpellCountered,
    Step,
    Zone,
    game_state,
    load_card_text,
)
from cardhost.model.events import SpellCast
from cardhost.simulation import Goldfish, PolicyChooser

NewGame = Callable[..., Game]


def think_twice_in_graveyard(game: Game, mana: str) -> GameObject:
    """Alice's precombat main phase, Think Twice in her graveyard, ``mana`` in her pool."""
    alice = game.players[0]
    card = game.add_card("Think Twice", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, mana)
    return card


def test_think_twice_is_cast_again_from_the_graveyard_and_exiled(new_game: NewGame) -> None:
    """702.34a: from the graveyard it costs {2}{U}, not {1}{U}; it draws a card and,
    leaving the stack, is exiled instead of put into the graveyard."""
    game = new_game()
    alice = game.players[0]
    card = think_twice_in_graveyard(game, "{2}{U}")
    hand = len(alice.hand)
    spell = game.cast(card)
    assert spell.flashback and alice.mana_pool.total == 0
    (cast,) = game.log.events(SpellCast)
    assert cast.flashback and cast.cost == "{2}{U}" and "with flashback (702.34a)" in cast.text
    game.resolve_stack()
    assert len(alice.hand) == hand + 1
    assert alice.graveyard == () and [c.name for c in game.exile_zone] == ["Think Twice"]


def test_its_mana_cost_doesnt_pay_for_flashback(new_game: NewGame) -> None:
    """The flashback cost is paid rather than the mana cost (118.9, 601.2f): {1}{U}
    isn't enough, and the failed cast leaves the card where it was."""
    game = new_game()
    card = think_twice_in_graveyard(game, "{1}{U}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"601\.2h.*\{2\}\{U\}"):
        game.cast(card)
    assert game_state(game) == before and card.zone is Zone.GRAVEYARD


def test_cast_from_the_hand_it_goes_to_the_graveyard(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    card = game.add_card("Think Twice", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{U}")
    spell = game.cast(card)
    assert not spell.flashback
    game.resolve_stack()
    assert [c.name for c in alice.graveyard] == ["Think Twice"] and game.exile_zone == ()


def test_countered_after_flashback_it_is_exiled(new_game: NewGame) -> None:
    """702.34a: exiled instead of put anywhere else "any time it would leave the stack":
    countered by Bob's Counterspell, it goes to exile, not to the graveyard (701.6a)."""
    game = new_game()
    alice, bob = game.players
    card = think_twice_in_graveyard(game, "{2}{U}")
    counterspell = game.add_card("Counterspell", bob, "hand")
    spell = game.cast(card)
    game.pass_priority()
    game.add_mana(bob, "{U}{U}")
    game.cast(counterspell, target=spell)
    hand = len(alice.hand)
    game.resolve_stack()
    (countered,) = game.log.events(SpellCountered)
    assert countered.spell is spell and len(alice.hand) == hand  # it never resolved
    assert alice.graveyard == () and [c.name for c in game.exile_zone] == ["Think Twice"]


def test_a_card_without_flashback_cant_be_cast_from_a_graveyard(new_game: NewGame) -> None:
    """601.3: a card can be cast from a graveyard only if something lets it."""
    game = new_game()
    alice, bob = game.players
    bolt = game.add_card("Lightning Bolt", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"601\.3"):
        game.cast(bolt, target=bob)
    assert game_state(game) == before
    assert game.legal_actions() == [PASS]


def test_a_sorcery_with_flashback_keeps_a_sorcery_s_timing(new_game: NewGame) -> None:
    """307.1: cast with flashback, a sorcery is still cast only in its owner's main
    phase with the stack empty."""
    study = load_card_text(
        'name = "Test Study"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\n'
        'oracle = """\nDraw a card.\nFlashback {1}{U}"""\n'
        '[spell]\neffects = [{ draw = 1 }]\nflashback = "{1}{U}"\n'
    )
    game = new_game(cards=[study])
    alice = game.players[0]
    card = game.add_card("Test Study", alice, "graveyard")
    game.begin_at(alice, Step.UPKEEP)
    game.add_mana(alice, "{1}{U}")
    with pytest.raises(IllegalActionError, match=r"307\.1.*main phase"):
        game.cast(card)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{1}{U}")
    assert game.cast(card).flashback


def test_legal_actions_offer_flashback_and_a_saved_game_keeps_it(new_game: NewGame) -> None:
    """A flashback cast is a legal action of its own (``Cast(..., flashback=True)``,
    "cast Think Twice with flashback"); a game saved with the spell on the stack keeps
    that its flashback cost was paid, so it is exiled once restored and resolved."""
    game = new_game()
    card = think_twice_in_graveyard(game, "{2}{U}")
    casts = [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert casts == [Cast(card.id, "Think Twice", flashback=True)]
    assert casts[0].name == "cast Think Twice with flashback"
    with pytest.raises(IllegalActionError, match=r"400\.7"):
        game.apply(Cast(card.id, "Think Twice"))  # not in the hand
    game.apply(casts[0])
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    (spell,) = restored.stack
    assert spell.flashback
    restored.resolve_stack()
    assert [c.name for c in restored.exile_zone] == ["Think Twice"]


def test_the_goldfish_casts_a_spell_from_its_graveyard_with_flashback(
    new_game: NewGame,
) -> None:
    """The goldfish plans the flashback cost ({2}{U}), not the mana cost: it taps three
    Islands and casts Think Twice from its graveyard."""
    game = new_game()
    alice = game.players[0]
    islands = [game.add_card("Island", alice) for _ in range(3)]
    game.add_card("Think Twice", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    object.__setattr__(game, "chooser", PolicyChooser({"Alice": goldfish}, game.chooser))
    for _ in range(10):
        action = goldfish.act(game, alice)
        if action == PASS:
            break
        game.apply(action)
    assert all(island.tapped for island in islands)
    (spell,) = game.stack
    assert spell.name == "Think Twice" and spell.flashback


@pytest.mark.parametrize(
    ("flashback", "oracle", "says"),
    [
        ("{2}{U", "Draw a card.\nFlashback {2}{U}", "a flashback cost here is a mana cost"),
        ("{2}{U}", "Draw a card.", "no paragraph of the Oracle text is 'Flashback {2}{U}'"),
        ("{2}{U}", "Draw a card.\nFlashback {2}{U}{U}", "no paragraph of the Oracle text is"),
        ("", "Draw a card.\nFlashback", "found none"),
    ],
)
def test_a_flashback_cost_is_a_mana_cost_the_oracle_text_names(
    flashback: str, oracle: str, says: str
) -> None:
    text = (
        f'name = "Test Echo"\nmana_cost = "{{U}}"\ntypes = ["Instant"]\n'
        f'oracle = """\n{oracle}"""\n[spell]\neffects = [{{ draw = 1 }}]\n'
        f'flashback = "{flashback}"\n'
    )
    with pytest.raises(CardFileError) as raised:
        load_card_text(text)
    assert raised.value.key == "spell.flashback" and says in raised.value.problem


def test_a_restart_puts_a_flashback_spell_into_its_owner_s_library(new_game: NewGame) -> None:
    """726.2: as the game restarts every card goes to its owner's library; the ended
    game's flashback doesn't send the spell on the stack to exile."""
    game = new_game()
    alice = game.players[0]
    card = think_twice_in_graveyard(game, "{2}{U}")
    game.cast(card)
    game.restart(alice)
    assert game.exile_zone == ()
    cards = [c.name for c in (*alice.library, *alice.hand)]
    assert "Think Twice" in cards


def test_a_saved_game_s_flashback_is_only_a_flashback_spell_s(new_game: NewGame) -> None:
    """A saved game saying a card in a library was cast for its flashback cost is
    refused: only a spell whose card has flashback can be (702.34a)."""
    game = new_game()
    think_twice_in_graveyard(game, "{2}{U}")
    document = json.loads(game.to_json())
    plains = next(o[1] for o in document["objects"] if o[1].get("definition") == "Plains")
    plains["flashback"] = True
    with pytest.raises(SnapshotError, match=r"flashback: only a spell on the stack"):
        Game.from_json(json.dumps(document), catalog=game.catalog)
