"""Loops of mandatory actions (104.4b) end the game in a draw, logged with the rule, or,
if a game asks for it, are an error that leaves the game as it was. A long chain that
winds down is not a loop. Creating many tokens costs time in proportion to them."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from cardhost import (
    CardDefinition,
    CardhostError,
    Choice,
    ChoiceKind,
    Game,
    GameDrawn,
    IllegalActionError,
    ScriptedChooser,
    Step,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.kernel import loops
from cardhost.kernel.loops import LOOP_WINDOW

NewGame = Callable[..., Game]


def echo_maker(also: Callable[[Game], None] = lambda game: None) -> CardDefinition:
    """ "When Echo Maker enters, create a token that's a copy of it": every copy's
    ability creates the next copy, a loop no player can stop."""

    def on_enter_battlefield(game: Game, event: Any, card: CardDefinition) -> None:
        def effect(game: Game, ability: Any) -> None:
            game.create_token(card, ability.controller)
            also(game)

        game.trigger(event.permanent, card.ability_text(0), effect)

    return load_card_text(
        'name = "Echo Maker"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
        'oracle = "When Echo Maker enters, create a token that\'s a copy of it."\n',
        plugin=SimpleNamespace(on_enter_battlefield=hookimpl(on_enter_battlefield)),
    )


def echo_enters(game: Game) -> None:
    alice = game.players[0]
    maker = game.add_card("Echo Maker", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.put_onto_battlefield(maker)


def test_a_loop_of_mandatory_actions_is_a_draw(new_game: NewGame) -> None:
    game = new_game(cards=[echo_maker()])
    echo_enters(game)
    game.resolve_stack()
    assert game.game_over and game.winner is None
    drawn = game.log.events(GameDrawn)
    assert len(drawn) == 1 and drawn[0].reason.startswith("104.4b: a loop of mandatory actions")
    assert "The game is a draw (104.4b" in game.log.lines()[-1]
    assert len(game.permanents("Echo Maker")) == LOOP_WINDOW + 1
    with pytest.raises(IllegalActionError, match=r"the game is over: it is a draw \(104\.4b"):
        game.advance()


def test_a_game_can_ask_for_an_error_instead(new_game: NewGame) -> None:
    game = new_game(cards=[echo_maker()])
    game.mandatory_loops = "error"
    echo_enters(game)
    before = game_state(game)
    with pytest.raises(CardhostError, match=r"rule 104\.4b: a loop of mandatory actions"):
        game.resolve_stack()
    assert game_state(game) == before
    assert len(game.permanents("Echo Maker")) == 1


def test_mandatory_loops_is_draw_or_error() -> None:
    with pytest.raises(CardhostError, match="mandatory_loops is 'draw' or 'error'"):
        Game(mandatory_loops="forever")


def test_a_long_chain_that_winds_down_is_not_a_loop(new_game: NewGame) -> None:
    """Each copy also makes Bob lose a life: the chain ends when he has none (704.5a),
    after more resolutions than the loop window, and Alice wins."""

    def bob_loses_a_life(game: Game) -> None:
        game.players[1].life -= 1

    game = new_game(cards=[echo_maker(bob_loses_a_life)], starting_life=LOOP_WINDOW + 200)
    echo_enters(game)
    game.resolve_stack()
    assert game.game_over and game.winner is game.players[0]
    assert game.log.events(GameDrawn) == []


def test_many_tokens_at_once(new_game: NewGame) -> None:
    """March of the Canonized's X tokens (111.2) enter together, each its own object."""
    game = new_game()
    alice = game.players[0]
    vampire = game.card("March of the Canonized").tokens["Vampire Token"]
    game.begin_at(alice, Step.MAIN1)
    tokens = game.create_token(vampire, alice, 20_000)
    assert len(tokens) == len({t.id for t in tokens}) == 20_000
    assert len(game.permanents("Vampire Token", controller=alice)) == 20_000
    with pytest.raises(CardhostError, match="a number of tokens is an int of 0 or more"):
        game.create_token(vampire, alice, -1)


@pytest.fixture
def short_window(monkeypatch: pytest.MonkeyPatch) -> int:
    """A loop recognised after 50 resolutions rather than 1,000: what is judged is
    the same, at a twentieth of the cost."""
    monkeypatch.setattr(loops, "LOOP_WINDOW", 50)
    return 50


ECHO_RECAST = load_card_text(
    'name = "Echo Recast"\nmana_cost = "{1}"\ntypes = ["Instant"]\n'
    'oracle = "You may cast target instant card from your graveyard without paying its '
    'mana cost."\n[spell]\ntargets = ["target instant card in your graveyard"]\n'
    'effects = [{ cast_without_paying = "target", may = true }]\n'
)


def recast_loop(new_game: NewGame, recast: CardDefinition = ECHO_RECAST) -> Game:
    """Alice casts Echo Recast with two more in her graveyard: each, resolving, casts (or
    may cast) the next from her graveyard, which targets the one resolved before it, on
    and on."""
    game = new_game(cards=[recast])
    alice = game.players[0]
    for _ in range(2):
        game.add_card("Echo Recast", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}")
    game.cast(game.add_card("Echo Recast", alice, "hand"))
    return game


@pytest.mark.parametrize("ask", [False, True])
def test_a_loop_with_an_optional_action_is_no_draw(
    new_game: NewGame, short_window: int, ask: bool
) -> None:
    """104.4b: "Loops that contain an optional action don't result in a draw." Each
    Echo Recast may cast the next; answered "cast" again and again, the loop goes on:
    resolving the stack is an error naming the rule, and the game is as it was."""
    game = recast_loop(new_game)
    before = game_state(game)
    with pytest.raises(CardhostError, match=r"104\.4b: .* an optional action .* isn't a draw"):
        game.resolve_stack(ask=ask)
    assert game_state(game) == before
    assert not game.game_over and not game.log.events(GameDrawn)


def test_declining_the_optional_action_ends_the_loop(new_game: NewGame) -> None:
    """104.4b: the player stops the loop by declining ("don't cast it")."""
    game = recast_loop(new_game)
    game.chooser = ScriptedChooser({"cast": ["cast Echo Recast"] * 5 + ["don't cast it"]})
    game.resolve_stack()
    assert not game.stack and not game.game_over
    assert len(game.players[0].graveyard) == 3


@pytest.mark.parametrize("ask", [False, True])
def test_a_loop_of_spells_each_casting_the_next_unasked_is_a_draw(
    new_game: NewGame, short_window: int, ask: bool
) -> None:
    """104.4b: the same loop with each cast mandatory ("Cast target instant card ...") is
    one of mandatory actions, a draw, found when it is driven by decisions too."""
    forced = load_card_text(
        'name = "Echo Recast"\nmana_cost = "{1}"\ntypes = ["Instant"]\n'
        'oracle = "Cast target instant card from your graveyard without paying its mana '
        'cost."\n[spell]\ntargets = ["target instant card in your graveyard"]\n'
        'effects = [{ cast_without_paying = "target" }]\n'
    )
    game = recast_loop(new_game, forced)
    game.resolve_stack(ask=ask)
    assert game.game_over and game.winner is None
    [drawn] = game.log.events(GameDrawn)
    assert drawn.reason.startswith("104.4b: a loop of mandatory actions")


def test_every_declining_answer_of_the_kernel_is_known_as_one() -> None:
    """104.4b: the answers the kernel offers to decline an optional action are those a
    loop is judged by."""
    from cardhost.builtin.data_replacements import NOT_REVEALED
    from cardhost.kernel.instructions import NOT_CAST, NOT_PUT
    from cardhost.kernel.keyword_actions import DONT_CAST
    from cardhost.kernel.resolution_costs import DECLINE
    from cardhost.kernel.resolution_costs import NOT_CAST as NOT_CAST_NOW
    from cardhost.model.choice_kinds import DECLINING, YES_NO

    declining = {NOT_REVEALED, NOT_CAST, NOT_PUT, DONT_CAST, NOT_CAST_NOW, DECLINE, YES_NO[1]}
    assert declining == DECLINING


FORCED_RECAST = load_card_text(
    'name = "Echo Recast"\nmana_cost = "{1}"\ntypes = ["Instant"]\n'
    'oracle = "Cast target instant card from your graveyard without paying its mana cost. '
    'You may pay {0}. If you do, you gain 1 life."\n[spell]\n'
    'targets = ["target instant card in your graveyard"]\n'
    'effects = [{ cast_without_paying = "target" }, { gain_life = 1, if_paid = "{0}" }]\n'
)


@pytest.mark.parametrize("pays", [True, False])
def test_a_payment_she_may_make_is_an_optional_action_only_when_made(
    new_game: NewGame, short_window: int, pays: bool
) -> None:
    """104.4b, 731.6: each Echo Recast casts the next and offers "you may pay {0}":
    paying each time is an optional action, no draw (an error, the game as it was);
    never paying, the loop goes on as one of mandatory actions, a draw."""
    game = recast_loop(new_game, FORCED_RECAST)
    game.chooser = ScriptedChooser({}, fallback=_Always("pay {0}" if pays else "don't pay"))
    if pays:
        before = game_state(game)
        with pytest.raises(CardhostError, match=r"104\.4b: .* took an optional action"):
            game.resolve_stack()
        assert game_state(game) == before
    else:
        game.resolve_stack()
        assert game.game_over and game.winner is None and game.players[0].life == 20


class _Always:
    """Answers ``answer`` where it is offered, else the first option."""

    def __init__(self, answer: str) -> None:
        self.answer = answer

    def choose(self, choice: Choice) -> object:
        labels = [str(o) for o in choice.options]
        return self.answer if self.answer in labels else choice.options[0]


class _Responder:
    """Activates Spinner in response whenever one object is on the stack; else the
    first option."""

    def __init__(self, game: Game) -> None:
        self.game = game

    def choose(self, choice: Choice) -> object:
        if choice.kind is ChoiceKind.PRIORITY and len(self.game.stack) == 1:
            spin = [o for o in choice.options if "Spinner" in str(o)]
            if spin:
                return spin[0]
        return choice.options[0]


def test_a_player_activating_again_and_again_is_no_draw(
    new_game: NewGame, short_window: int
) -> None:
    """104.4b: driven by decisions, a player who activates an ability each time they
    have priority takes an optional action: no draw, however long it goes on."""
    spinner = load_card_text(
        'name = "Spinner"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
        'oracle = "{0}: You gain 0 life."\n[[abilities]]\ncost = "{0}"\n'
        "effects = [{ gain_life = 0 }]\n"
    )
    game = new_game(cards=[spinner])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.activate(game.add_card("Spinner", alice), 0)
    game.chooser = _Responder(game)
    with pytest.raises(CardhostError, match=r"104\.4b: .* took an optional action"):
        game.resolve_stack(ask=True)
    assert not game.game_over
