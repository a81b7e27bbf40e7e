"""Doubling Season, as data (``[[replacements]]``, 614.1a): tokens an effect would create
under its controller's control, and counters an effect would put on a permanent they
control, are twice that many. Each Doubling Season applies once to an event (614.5), so
two make four times as many, in the order the affected player chooses (616.1)."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import pytest
from test_counter_keywords import WEAPON

from cardhost import (
    CardDefinition,
    CardFileError,
    CardhostError,
    CardPluginError,
    CountersChanged,
    EnteringPermanent,
    Game,
    GameObject,
    PermanentEntered,
    ReplacementApplied,
    ReplacementEffect,
    Step,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.loading.paragraphs import unclaimed

NewGame = Callable[..., Game]


def with_seasons(new_game: NewGame, seasons: int, **options: object) -> Game:
    game = new_game(**options)
    alice = game.players[0]
    for _ in range(seasons):
        game.add_card("Doubling Season", alice)
    game.begin_at(alice, Step.MAIN1)
    return game


def test_one_season_doubles_tokens_and_counters_of_its_controller(new_game: NewGame) -> None:
    """614.1a: Alice's Treasure and her investigating make two each; a +1/+1 counter on
    her Bears is two; Bob's token and counters on his creature are as they were."""
    game = with_seasons(new_game, 1)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    theirs = game.add_card("Grizzly Bears", bob)
    game.create_token("Treasure Token", alice)
    game.investigate(alice)
    game.add_counters(bears, "+1/+1", 1)
    game.create_token("Treasure Token", bob)
    game.add_counters(theirs, "+1/+1", 1)
    assert len(game.permanents("Treasure Token", controller=alice)) == 2
    assert len(game.permanents("Clue Token")) == 2
    assert bears.counters == {"+1/+1": 2} and theirs.counters == {"+1/+1": 1}
    assert len(game.permanents("Treasure Token", controller=bob)) == 1


def test_an_enters_ability_written_as_data_makes_twice_the_clues(new_game: NewGame) -> None:
    """Thraben Inspector's investigate (701.16a) under Doubling Season makes two Clues."""
    game = with_seasons(new_game, 1)
    alice = game.players[0]
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Thraben Inspector", alice, "hand"))
    game.resolve_stack()
    assert len(game.permanents("Clue Token")) == 2


def test_two_seasons_each_apply_once_in_the_order_chosen(new_game: NewGame) -> None:
    """614.5, 616.1: two Doubling Seasons make four times as many; Alice is asked which
    applies first, and each applies once."""
    game = with_seasons(new_game, 2)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    mark = len(game.log)
    game.add_counters(bears, "+1/+1", 1)
    assert bears.counters == {"+1/+1": 4}
    applied = [e.event for e in game.log.since(mark) if isinstance(e.event, ReplacementApplied)]
    assert len(applied) == 2 and len({e.source.id for e in applied}) == 2


def test_too_many_doublings_are_refused_and_change_nothing(new_game: NewGame) -> None:
    """Twenty-one Doubling Seasons would make 2,097,152 Treasures of one, past what one
    effect may create: refused, with no token made; 64 make more counters than a 64-bit
    count, refused too."""
    game = with_seasons(new_game, 21)
    alice = game.players[0]
    with pytest.raises(CardhostError, match="tokens of Treasure Token asked for at once"):
        game.create_token("Treasure Token", alice)
    assert game.permanents("Treasure Token") == []
    for _ in range(43):
        game.add_card("Doubling Season", alice)
    bears = game.add_card("Grizzly Bears", alice)
    with pytest.raises(CardhostError, match=r"\+1/\+1 counters on"):
        game.add_counters(bears, "+1/+1", 1)
    assert bears.counters == {}


def cast_under_seasons(
    new_game: NewGame, card: CardDefinition, seasons: int
) -> tuple[Game, GameObject]:
    """Alice casts ``card`` (a {G} creature) under ``seasons`` Doubling Seasons; the game
    and the permanent it became."""
    game = with_seasons(new_game, seasons, cards=[card])
    alice = game.players[0]
    game.add_mana(alice, "{G}")
    game.cast(game.add_card(card.name, alice, "hand"))
    game.resolve_stack()
    (permanent,) = game.permanents(card.name)
    return game, permanent


def test_a_permanent_entering_with_counters_gets_twice_as_many(new_game: NewGame) -> None:
    """614.1c, 122.6: a creature that "enters with two +1/+1 counters on it" (its own
    replacement effect) is given them as it enters, which is putting counters on it:
    under Doubling Season it enters with four, before its enters event."""

    def replace_own_entering(game: Game, card: object, event: EnteringPermanent) -> object:
        return ReplacementEffect(event.permanent, "enters with two +1/+1 counters", _two_counters)

    hydra = load_card_text(
        'name = "Test Hydra"\nmana_cost = "{G}"\ntypes = ["Creature"]\npower = 0\n'
        'toughness = 0\noracle = "This creature enters with two +1/+1 counters on it."\n',
        plugin=SimpleNamespace(replace_own_entering=hookimpl(replace_own_entering)),
    )
    for seasons, counters in ((0, 2), (1, 4)):
        game, permanent = cast_under_seasons(new_game, hydra, seasons)
        assert permanent.counters == {"+1/+1": counters} and permanent.power == counters
        entered = [e.event for e in game.log if isinstance(e.event, PermanentEntered)][-1]
        put = [e.event for e in game.log if isinstance(e.event, CountersChanged)][-1]
        assert game.log.events().index(put) < game.log.events().index(entered)


def _two_counters(event: EnteringPermanent) -> EnteringPermanent:
    return event.with_counters("+1/+1", 2)


SPROUT = load_card_text(
    'name = "Test Sprout"\nmana_cost = "{G}"\ntypes = ["Creature"]\npower = 0\ntoughness = 0\n'
    'oracle = "This creature enters with two +1/+1 counters on it."\n'
    '[enters_with_counters]\n"+1/+1" = 2\n'
)


def test_entering_with_counters_as_data(new_game: NewGame) -> None:
    """614.1c as data, ``[enters_with_counters]``: the Sprout enters a 2/2, or a 4/4 under
    Doubling Season (122.6); the paragraph is claimed."""
    assert unclaimed(SPROUT) == []
    for seasons, counters in ((0, 2), (1, 4)):
        _, sprout = cast_under_seasons(new_game, SPROUT, seasons)
        assert sprout.counters == {"+1/+1": counters}


def test_a_bad_count_of_counters_to_enter_with_is_refused() -> None:
    with pytest.raises(CardFileError, match=r"enters_with_counters\.\+1/\+1: expected a whole"):
        load_card_text(
            'name = "Bad Sprout"\nmana_cost = "{G}"\ntypes = ["Creature"]\npower = 0\n'
            'toughness = 0\noracle = "This creature enters with two +1/+1 counters on it."\n'
            '[enters_with_counters]\n"+1/+1" = 0\n'
        )


def test_a_built_in_rules_error_is_not_blamed_on_a_plugin(new_game: NewGame) -> None:
    """702.92a under twenty-one Doubling Seasons: living weapon's Germ would be 2,097,152
    tokens, past what one effect may create. The refusal is the kernel's (the built-in
    rule's effect is cardhost's own), not a plugin's error of the card, and the trigger's
    resolution is undone."""
    game = with_seasons(new_game, 21, cards=[WEAPON])
    alice = game.players[0]
    game.add_mana(alice, "{3}")
    game.cast(game.add_card("Germ Blade", alice, "hand"))
    game.resolve_top()  # the Equipment; its living weapon trigger waits on the stack
    before = game_state(game)
    with pytest.raises(CardhostError, match="tokens of Germ Token asked for at once") as raised:
        game.resolve_top()
    assert not isinstance(raised.value, CardPluginError)
    assert game_state(game) == before
