"""Sagas (714) as data: chapter abilities are ``[[triggers]]`` with ``when = "chapter"``
and their ``chapters``; a lore counter as it enters (714.3a) and as its controller's
precombat main phase begins (714.3b); each chapter triggers as the lore counters reach
it (714.2b-c); after its final chapter has left the stack, it is sacrificed (714.4)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, GameObject, Step, load_card_text

NewGame = Callable[..., Game]

SAGA_TEXT = """name = "Saga of Testing"
mana_cost = "{1}{W}"
types = ["Enchantment"]
subtypes = ["Saga"]
oracle = '''(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)
I, II \u2014 You gain 2 life.
III \u2014 Draw a card.'''

[[triggers]]
when = "chapter"
chapters = [1, 2]
effects = [{ gain_life = 2 }]

[[triggers]]
when = "chapter"
chapters = [3]
effects = [{ draw = 1 }]
"""
SAGA = load_card_text(SAGA_TEXT)


def cast_saga(game: Game) -> GameObject:
    """Alice, in her first main phase, casts Saga of Testing and it resolves (714.3a:
    its first lore counter as it enters)."""
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}")
    game.cast(game.add_card("Saga of Testing", alice, "hand"))
    game.resolve_stack()
    [saga] = game.permanents("Saga of Testing")
    return saga


def test_a_saga_reads_its_chapters_then_is_sacrificed(new_game: NewGame) -> None:
    """714.3a: chapter I as it enters; 714.3b: II and III as Alice's next precombat main
    phases begin; 714.4: after III resolves, sacrificed."""
    game = new_game(cards=[SAGA])
    alice = game.players[0]
    saga = cast_saga(game)
    assert saga.counters == {"lore": 1} and alice.life == 22
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.MAIN1)
    game.resolve_stack()
    assert saga.counters == {"lore": 2} and alice.life == 24
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.MAIN1)
    assert saga.zone is not None and len(game.stack) == 1  # III on the stack: not yet
    hand = len(alice.hand)
    game.resolve_stack()
    assert len(alice.hand) == hand + 1 and not game.permanents("Saga of Testing")
    assert [c.name for c in alice.graveyard] == ["Saga of Testing"]


def test_two_lore_counters_at_once_trigger_both_chapters(new_game: NewGame) -> None:
    """714.2b-c: from 0 to 2 lore counters, chapters I and II both trigger."""
    game = new_game(cards=[SAGA])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    saga = game.add_card("Saga of Testing", alice)  # put there as it is: no lore counter
    game.add_counters(saga, "lore", 2)
    game.resolve_stack()
    assert alice.life == 24 and saga.counters == {"lore": 2}


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        (("chapters = [3]", "chapters = [4]"), "triggers[1].when: no paragraph"),
        (("chapters = [3]", "chapters = [3, 3]"), "triggers[1].chapters: expected chapter"),
        (('when = "chapter"\nchapters = [3]', 'when = "enters"\nchapters = [3]'), "chapters"),
    ],
)
def test_a_bad_chapter_is_named(change: tuple[str, str], problem: str) -> None:
    """714.2a: a chapter its paragraph doesn't number, a chapter twice, chapters on
    another trigger: errors naming the key."""
    with pytest.raises(CardFileError, match=re.escape(problem)):
        load_card_text(SAGA_TEXT.replace(*change))


def test_a_saga_whose_final_chapter_has_no_target_is_sacrificed(new_game: NewGame) -> None:
    """603.3d, 714.4: chapter II would deal damage to a creature an opponent controls, but
    Bob controls none: the ability is removed from the stack as it would be put there,
    so no chapter ability of the Saga waits to leave it, and the Saga, with lore counters
    enough, is sacrificed."""
    text = SAGA_TEXT.replace("Sacrifice after III.", "Sacrifice after II.").replace(
        "I, II \u2014 You gain 2 life.\nIII \u2014 Draw a card.",
        "I \u2014 You gain 2 life.\nII \u2014 Saga of Testing deals 2 damage to target "
        "creature an opponent controls.",
    )
    text = text.replace("chapters = [1, 2]", "chapters = [1]").replace(
        "chapters = [3]\neffects = [{ draw = 1 }]",
        'chapters = [2]\ntargets = ["target creature an opponent controls"]\n'
        'effects = [{ damage = 2, to = "target" }]',
    )
    game = new_game(cards=[load_card_text(text)], library=5)
    alice = game.players[0]
    saga = cast_saga(game)
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.MAIN1)
    assert saga.zone is None and saga.counters == {"lore": 2}
    assert [c.name for c in alice.graveyard] == ["Saga of Testing"]


LAND_SAGA = load_card_text(
    """name = "Saga of the Old Mine"
types = ["Enchantment", "Land"]
subtypes = ["Saga"]
oracle = '''(As this Saga enters and after your draw step, add a lore counter. Sacrifice after II.)
I, II \u2014 You gain 2 life.'''

[[triggers]]
when = "chapter"
chapters = [1, 2]
effects = [{ gain_life = 2 }]
"""
)


def test_a_saga_that_lost_its_chapter_abilities_gets_no_lore_and_stays(
    new_game: NewGame,
) -> None:
    """305.7, 714.2d: under Crimson Moon a nonbasic Saga land is a Mountain with no
    chapter abilities, so its final chapter number is 0: no lore counter as Alice's
    precombat main phase begins (714.3b) and it isn't sacrificed, though its lore
    counters have passed its final chapter (714.4, 704.5s). Once the Moon leaves, it
    has them again: sacrificed once its counters reach II."""
    game = new_game(cards=[LAND_SAGA])
    alice, bob = game.players
    saga = game.add_card("Saga of the Old Mine", alice, counters={"lore": 2})
    moon = game.add_card("Crimson Moon", bob)
    game.begin_at(alice, Step.UPKEEP)
    assert not saga.has_rules_text
    game.advance_to(Step.MAIN1)
    game.resolve_stack()
    assert saga.zone is not None and saga.counters == {"lore": 2} and alice.life == 20
    game.advance_to(Step.MAIN2)
    assert saga.zone is not None
    game.destroy(moon)
    assert saga.zone is None
