"""A mana ability that does more than add mana (605.3a): "{T}: Add {W} or {U}. Pain
Flats deals 1 damage to you." It all happens at once as it resolves, without the
stack; it never targets (605.1a)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

PAIN = load_card_text(
    'name = "Pain Flats"\ntypes = ["Land"]\n'
    'oracle = "{T}: Add {C}.\\n{T}: Add {W} or {U}. Pain Flats deals 1 damage to you."\n'
    '[[mana_abilities]]\ncost = "{T}"\nadd = "{C}"\n'
    '[[mana_abilities]]\ncost = "{T}"\nadd = "{W} or {U}"\n'
    'effects = [{ damage = 1, to = "you" }]\n'
)


def test_the_painland_deals_damage_as_it_adds_mana(new_game: NewGame) -> None:
    """605.3a: {W} or {U} costs 1 life at once, nothing on the stack; {C} costs none."""
    game = new_game(cards=[PAIN], choices={"mana": ["{U}"]})
    alice = game.players[0]
    flats = game.add_card("Pain Flats", alice)
    game.begin_at(alice, Step.MAIN1)
    game.activate_mana_ability(flats, 1)
    assert str(alice.mana_pool) == "{U}" and alice.life == 19 and game.stack == ()
    game.untap(flats)
    game.activate_mana_ability(flats, 0)
    assert alice.life == 19


def test_a_mana_ability_has_no_target() -> None:
    with pytest.raises(CardFileError, match=r"605\.1a"):
        load_card_text(
            'name = "Odd Flats"\ntypes = ["Land"]\n'
            'oracle = "{T}: Add {W}. Odd Flats deals 1 damage to target player."\n'
            '[[mana_abilities]]\ncost = "{T}"\nadd = "{W}"\n'
            'effects = [{ damage = 1, to = "target" }]\n'
        )
