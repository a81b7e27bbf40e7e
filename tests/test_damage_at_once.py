"""Damage one source deals to several recipients at once is one damage event (120.3,
510.2): "2 damage to each opponent" with lifelink is one life gain (702.15b), one "deals
damage" trigger; and players losing at once end the game in a draw, logged (104.4a)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardhostError,
    DamageDealt,
    Game,
    GameDrawn,
    LifeChanged,
    Step,
    load_card_text,
)
from cardhost.tools.testing import game_state

NewGame = Callable[..., Game]

QUAKER = load_card_text(
    'name = "Lifelink Quaker"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\nkeywords = ["lifelink"]\n'
    'oracle = "Lifelink\\n{T}: This creature deals 2 damage to each opponent.\\nWhenever '
    'this creature deals damage, draw a card."\n'
    '[[abilities]]\ncost = "{T}"\neffects = [{ damage = 2, to = "each opponent" }]\n'
    '[[triggers]]\nwhen = "deals damage"\neffects = [{ draw = 1 }]\n'
)
QUAKE = load_card_text(
    'name = "Quake All"\nmana_cost = "{0}"\ntypes = ["Sorcery"]\n'
    'oracle = "Quake All deals 3 damage to each player."\n'
    '[spell]\neffects = [{ damage = 3, to = "each player" }]\n'
)


def test_damage_to_each_opponent_is_one_damage_event(new_game: NewGame) -> None:
    """120.3, 702.15b: in a game of three, the Quaker's 2 damage to each opponent is
    dealt at once: one DamageDealt, one life gain of 4 (so Bloodbond Vampire gets one
    counter, 119.9), and its "whenever this creature deals damage" triggers once."""
    game = new_game(cards=[QUAKER], players=("Alice", "Bob", "Carol"))
    alice, bob, carol = game.players
    quaker = game.add_card("Lifelink Quaker", alice)
    vampire = game.add_card("Bloodbond Vampire", alice)
    game.begin_at(alice, Step.MAIN1)
    hand = len(alice.hand)
    game.activate(quaker, 0)
    game.resolve_stack()
    assert (alice.life, bob.life, carol.life) == (24, 18, 18)
    [dealt] = game.log.events(DamageDealt)
    assert dict(dealt.recipients) == {bob: 2, carol: 2}
    assert [e.amount for e in game.log.events(LifeChanged) if e.player is alice] == [4]
    assert vampire.counters == {"+1/+1": 1}
    assert len(alice.hand) == hand + 1


def test_players_losing_at_once_draw_the_game_and_the_log_says_so(new_game: NewGame) -> None:
    """104.4a, 704.3: both players at 3 life take 3 damage at once and lose together:
    the game is a draw, with no winner, and the log ends with GameDrawn."""
    game = new_game(cards=[QUAKE])
    alice, bob = game.players
    alice.life = bob.life = 3
    game.begin_at(alice, Step.MAIN1)
    game.cast(game.add_card("Quake All", alice, "hand"))
    game.resolve_stack()
    assert game.game_over and game.winner is None
    [drawn] = game.log.events(GameDrawn)
    assert "104.4a" in drawn.reason
    assert list(game.log)[-1].event is drawn


def test_a_player_dealt_two_shares_of_one_damage_event_is_dealt_damage_once(
    new_game: NewGame,
) -> None:
    """603.2c, 614.9, 120.3: "2 damage to each player" with Alice's 2 redirected to Bob
    deals Bob 4 in one event, once: "whenever this creature deals damage to a player"
    triggers once for him, and once for nobody else."""
    pinger = load_card_text(
        'name = "Ping Everyone"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\noracle = "{T}: This creature deals 2 damage to each player.\\n'
        'Whenever this creature deals damage to a player, you gain 1 life."\n'
        '[[abilities]]\ncost = "{T}"\neffects = [{ damage = 2, to = "each player" }]\n'
        '[[triggers]]\nwhen = "damage to a player"\neffects = [{ gain_life = 1 }]\n'
    )
    mirror = load_card_text(
        'name = "Pain Mirror"\nmana_cost = "{1}"\ntypes = ["Enchantment"]\n'
        'oracle = "{0}: The next 2 damage that would be dealt to you this turn is dealt to '
        'target opponent instead."\n'
        '[[abilities]]\ncost = "{0}"\ntargets = ["target opponent"]\n'
        'effects = [{ redirect = 2, from = "you", to = "target" }]\n'
    )
    game = new_game(cards=[pinger, mirror])
    alice, bob = game.players
    ping = game.add_card("Ping Everyone", alice)
    game.begin_at(alice, Step.MAIN1)
    game.activate(game.add_card("Pain Mirror", alice), 0, target=bob)
    game.resolve_stack()
    game.activate(ping, 0)
    game.resolve_stack()
    [dealt] = game.log.events(DamageDealt)
    assert dealt.to_players() == ((bob, 4),)
    assert (alice.life, bob.life) == (21, 16)


def test_damage_at_once_is_dealt_only_to_this_games_players_and_objects(
    new_game: NewGame,
) -> None:
    """A recipient that is no player or object of this game (a name, None, another
    game's player or creature) is refused, naming it, and nothing is dealt: not in the
    other game either."""
    game, other = new_game(), new_game()
    maw = game.add_card("Colossal Dreadmaw", game.players[0])
    their_maw = other.add_card("Colossal Dreadmaw", other.players[0])
    game.begin_at(game.players[0], Step.MAIN1)
    for recipients in (["Bob"], [None], [other.players[1]], [their_maw]):
        before = game_state(game)
        with pytest.raises(CardhostError, match="of this game"):
            game.deal_damage_each(maw, recipients, 3)
        assert game_state(game) == before
    assert other.players[1].life == 20 and their_maw.damage == 0
