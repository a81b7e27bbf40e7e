"""X in an enters ability (ruling X-1, rule 107.3m) with March of the Canonized.

"When March of the Canonized enters, create X 1/1 white Vampire creature tokens with
lifelink."
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    Color,
    Game,
    GameObject,
    LifeChanged,
    PermanentEntered,
    SpellCast,
    Step,
    TokenCreated,
    Zone,
)
from cardhost.tools.testing import Expect

MARCH = "March of the Canonized"
VAMPIRE = "Vampire Token"


NewGame = Callable[..., Game]


def alice_in_main_phase(game: Game) -> GameObject:
    """Alice has March in hand and it is her first main phase; returns the card."""
    alice, _ = game.players
    march = game.add_card(MARCH, alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    return march


def cast_march(game: Game, march: GameObject, x: int) -> GameObject:
    """Cast March with X=``x``, paying {X}{W}{W} with white mana; returns the spell."""
    game.add_mana(march.owner, "{W}" * (x + 2))
    spell = game.cast(march, x=x)
    assert march.owner.mana_pool.total == 0  # exactly {X}{W}{W} was paid
    return spell


def vampires(game: Game) -> list[GameObject]:
    return game.permanents(VAMPIRE)


def test_X_1_cast_with_x_three_creates_three_lifelink_vampires(new_game: NewGame) -> None:
    """X-1, rule 107.3m: March's enters ability uses the X of the spell that became it:
    cast with X=3, it creates three 1/1 white Vampire creature tokens with lifelink."""
    game = new_game()
    alice, _ = game.players
    march = alice_in_main_phase(game)
    spell = cast_march(game, march, 3)
    assert spell.mana_value == 5  # on the stack X is 3 (202.3e)
    game.resolve_stack()
    tokens = vampires(game)
    assert len(tokens) == 3
    for token in tokens:
        assert token.is_token
        assert token.controller is alice and token.owner is alice
        assert token.is_creature
        assert token.subtypes == ("Vampire",)
        assert (token.power, token.toughness) == (1, 1)
        assert token.colors == frozenset({Color.WHITE})
        assert token.keywords == frozenset({"lifelink"})
    [cast] = game.log.events(SpellCast)
    assert cast.x == 3
    entered = [e for e in game.log.events(PermanentEntered) if e.permanent.name == MARCH]
    assert [e.x for e in entered] == [3]
    assert [e.token.name for e in game.log.events(TokenCreated)] == [VAMPIRE] * 3


def test_X_1_permanent_itself_has_x_zero(new_game: NewGame) -> None:
    """X-1, rules 107.3m and 202.3e: the value of X for the permanent is 0, so March on
    the battlefield has mana value 2 though it was cast with X=3."""
    game = new_game()
    march = alice_in_main_phase(game)
    cast_march(game, march, 3)
    game.resolve_stack()
    [permanent] = game.permanents(MARCH)
    assert permanent.mana_value == 2
    assert permanent.x in (None, 0)


def test_X_1_put_onto_battlefield_without_casting_creates_no_tokens(new_game: NewGame) -> None:
    """X-1, rules 107.3m and 107.3g: March put onto the battlefield without being cast
    had no spell whose X could be used: X is 0 and no Vampires are created."""
    game = new_game()
    march = alice_in_main_phase(game)
    permanent = game.put_onto_battlefield(march)
    game.resolve_stack()
    assert permanent is not None and permanent.zone is Zone.BATTLEFIELD
    assert permanent.mana_value == 2
    assert vampires(game) == []
    assert game.log.events(TokenCreated) == []


def test_X_1_cast_with_x_zero_creates_no_tokens(new_game: NewGame) -> None:
    """X-1, rules 107.3 and 601.2b: cast with X=0 (paying {W}{W}), March creates zero
    Vampires."""
    game = new_game()
    march = alice_in_main_phase(game)
    spell = cast_march(game, march, 0)
    assert spell.mana_value == 2
    game.resolve_stack()
    assert len(game.permanents(MARCH)) == 1
    assert vampires(game) == []
    assert game.log.events(TokenCreated) == []


@pytest.mark.parametrize("x", [1, 2, 5])
def test_X_1_token_count_follows_x(
    new_game: NewGame, expect: Callable[[Game], Expect], x: int
) -> None:
    """X-1, rule 107.3m: the number of Vampires is the X paid for the spell."""
    game = new_game()
    march = alice_in_main_phase(game)
    cast_march(game, march, x)
    game.resolve_stack()
    expect(game).permanent(VAMPIRE, count=x, controller="Alice")


def test_X_1_vampire_tokens_have_working_lifelink(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """X-1 tokens "with lifelink" (702.15b): a Vampire made by March with X=1 attacks on
    Alice's next turn; Bob loses 1 life and Alice gains 1."""
    game = new_game()
    march = alice_in_main_phase(game)
    cast_march(game, march, 1)
    game.resolve_stack()
    [token] = vampires(game)
    game.next_turn()  # Bob's turn
    game.next_turn()  # Alice's second turn: the token can attack (302.6)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([token])
    game.advance_to(Step.END_OF_COMBAT)
    expect(game).player("Alice", life=21).player("Bob", life=19)
    lifelink = [e for e in game.log.events(LifeChanged) if e.player.name == "Alice"]
    assert [(e.amount, e.total) for e in lifelink] == [(1, 21)]
