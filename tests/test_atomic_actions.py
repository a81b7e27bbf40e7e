"""Every action is atomic at every depth (732.1): refused on its own, nested inside a hook
or not, it leaves the game as it was, state outside the journal included (the random
generator, scripted answers, registered plugins). Objects that no longer exist (400.7)
and abilities are refused by rule, and steps no one can stop in are refused up front."""

from __future__ import annotations

import re
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest
from test_equipment import BLADE

from cardhost import (
    CardDefinition,
    CardhostError,
    CardPluginError,
    ChoiceError,
    Game,
    IllegalActionError,
    ScriptedChooser,
    Step,
    game_state,
    hookimpl,
    load_card_text,
)

NewGame = Callable[..., Game]

WATCHER = 'name = "Meddler"\ntypes = ["Enchantment"]\n'


def meddler(**hooks: Any) -> CardDefinition:
    return load_card_text(
        WATCHER, plugin=SimpleNamespace(**{name: hookimpl(fn) for name, fn in hooks.items()})
    )


def test_a_refused_action_inside_a_hook_is_undone_on_its_own(new_game: NewGame) -> None:
    """A plugin whose effect casts an Aura with nothing to enchant (608.2g, 303.4a), and
    catches the refusal, leaves no spell on the stack: the Aura is back in the hand it
    was cast from; the land it reacted to is still played."""
    caught: list[str] = []

    def on_permanent_entered(game: Game, event: Any) -> None:
        aura = game.players[0].hand[0]
        try:
            game.cast_without_paying(aura, game.players[0])
        except IllegalActionError as error:
            caught.append(error.rule)

    game = new_game(cards=[meddler(on_permanent_entered=on_permanent_entered)])
    alice = game.players[0]
    game.add_card("Meddler", alice)
    game.add_card("Pacifism", alice, "hand")
    forest = game.add_card("Forest", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.play_land(forest)
    assert caught == ["303.4a"]
    assert game.stack == ()
    assert [c.name for c in alice.hand] == ["Pacifism"]
    assert [p.name for p in game.permanents(controller=alice)] == ["Meddler", "Forest"]


@pytest.mark.parametrize("taken", ["cast", "play_land", "cycle"])
def test_a_players_action_taken_by_plugin_code_is_refused(new_game: NewGame, taken: str) -> None:
    """117.3d: plugin code takes effects, not a player's actions: casting a spell from a
    hook (it was cast, and stayed on the stack), playing a land or cycling is a
    CardPluginError naming the card, the hook and the rule, and the action the hook
    reacted to is undone."""

    def on_permanent_entered(game: Game, event: Any) -> None:
        hand = game.players[0].hand
        if taken == "cast":
            game.cast(next(c for c in hand if c.name == "Lightning Bolt"), target="Bob")
        elif taken == "play_land":
            game.play_land(next(c for c in hand if c.name == "Forest"))
        else:
            game.cycle(next(c for c in hand if c.name == "Lightning Bolt"))

    game = new_game(cards=[meddler(on_permanent_entered=on_permanent_entered)])
    alice = game.players[0]
    game.add_card("Meddler", alice)
    game.add_card("Lightning Bolt", alice, "hand")
    game.add_card("Forest", alice, "hand")
    elves = game.add_card("Llanowar Elves", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}{R}")
    before = game_state(game)
    with pytest.raises(CardPluginError, match=rf"Meddler.*117\.3d.*{taken}\(\)"):
        game.put_onto_battlefield(elves)
    assert game_state(game) == before


def test_a_refused_add_card_registers_no_plugin(new_game: NewGame) -> None:
    """Wild Growth with nothing to enchant is refused (303.4a); its plugin is not left
    registered behind."""
    game = new_game()
    before = game_state(game)
    with pytest.raises(CardhostError, match=r"303\.4a"):
        game.add_card("Wild Growth", game.players[0])
    assert "Wild Growth" not in game.registered_cards
    assert game_state(game) == before


def test_add_card_attached_to_a_name_is_refused_clearly(new_game: NewGame) -> None:
    """An Equipment added attached to the name of a permanent, not the permanent, is a
    clear error and adds nothing (it raised AttributeError)."""
    game = new_game(cards=[BLADE])
    alice = game.players[0]
    game.add_card("Grizzly Bears", alice)
    before = game_state(game)
    with pytest.raises(CardhostError, match="not a card or permanent of this game"):
        game.add_card("Test Blade", alice, attached_to="Grizzly Bears")
    assert game_state(game) == before


@pytest.mark.parametrize(
    ("counters", "problem"),
    [
        ({"+1/+1": -1}, "a whole number, 0 or more"),
        ({"+1/+1": True}, "a whole number, 0 or more"),
        ({"": 1}, "a printed name"),
        ({"+1/+1": 2**64}, "+1/+1 counters"),
        (["+1/+1"], "a table of kinds and amounts"),
    ],
)
def test_add_card_with_bad_counters_is_refused_clearly(
    new_game: NewGame, counters: object, problem: str
) -> None:
    """122.1: counters placed are a table of printed kinds and whole amounts a game can
    hold; anything else is refused, naming it, and adds nothing."""
    game = new_game()
    before = game_state(game)
    with pytest.raises(CardhostError, match=re.escape(problem)):
        game.add_card("Grizzly Bears", game.players[0], counters=counters)  # type: ignore[arg-type]
    assert game_state(game) == before


def test_add_card_places_a_suspended_cards_time_counters_in_exile(new_game: NewGame) -> None:
    """702.62a: a card suspended in exile has time counters; placed there with them,
    exactly, and a planeswalker's loyalty given replaces the printed one (306.5b)."""
    game = new_game()
    alice = game.players[0]
    card = game.add_card("Grizzly Bears", alice, "exile", counters={"time": 3})
    assert card.counters == {"time": 3}
    liliana = game.add_card("Liliana of the Veil", alice, counters={"loyalty": 1})
    assert liliana.loyalty == 1


def test_a_restart_exempting_a_token_ends_it(new_game: NewGame) -> None:
    """726.2: only cards are in the new game: a token, even one named among the exempt,
    ceases to exist (it was left on a stack emptied under it, and the game broke)."""
    for zone in ("battlefield", "stack"):
        game = new_game()
        alice = game.players[0]
        game.start(alice)
        clue = game.add_card("Clue Token", alice, zone)
        game.restart(alice, exempt=[clue])
        assert clue.zone is None and not game.permanents("Clue Token")
        assert game.exile_zone == () and game.stack == ()


def test_a_refused_start_leaves_the_random_state_as_it_was(new_game: NewGame) -> None:
    """A start that shuffled (103.3) and then failed leaves the generator as it was, so
    the same seed still gives the same shuffles."""

    def on_beginning_of_step(game: Game, event: Any) -> None:
        raise RuntimeError("broken upkeep")

    game = new_game(library=20, seed=7, cards=[meddler(on_beginning_of_step=on_beginning_of_step)])
    game.add_card("Meddler", game.players[1])
    state = game.rng.getstate()
    with pytest.raises(CardhostError, match="broken upkeep"):
        game.start(game.players[0], opening_hands=True)
    assert game.rng.getstate() == state
    assert game.turn_number == 0


def test_a_refused_restart_leaves_the_random_state_as_it_was(new_game: NewGame) -> None:
    """A restart (726) shuffles every library anew (726.2, 103.3); one that fails in the
    new game's first upkeep is undone, the generator included, so later shuffles with the
    same seed are as they would have been."""
    fail = [False]

    def on_beginning_of_step(game: Game, event: Any) -> None:
        if fail[0]:
            raise RuntimeError("broken upkeep")

    game = new_game(library=20, seed=3, cards=[meddler(on_beginning_of_step=on_beginning_of_step)])
    alice = game.players[0]
    game.add_card("Meddler", game.players[1], "exile")
    game.start(alice)
    fail[0] = True
    before = game_state(game)
    state = game.rng.getstate()
    with pytest.raises(CardPluginError, match="broken upkeep"):
        game.restart(alice, exempt=())
    assert game.rng.getstate() == state
    assert game_state(game) == before


def test_next_turn_is_one_action(new_game: NewGame) -> None:
    """next_turn passes through every step to the next turn; a plugin failing in the next
    turn's upkeep undoes all of it: the turn, the draws, the log."""

    def on_beginning_of_step(game: Game, event: Any) -> None:
        if game.turn_number == 2 and event.step is Step.UPKEEP:
            raise RuntimeError("broken upkeep")

    game = new_game(cards=[meddler(on_beginning_of_step=on_beginning_of_step)])
    alice = game.players[0]
    game.add_card("Meddler", alice)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    before = game_state(game)
    with pytest.raises(CardPluginError, match="broken upkeep"):
        game.next_turn()
    assert game_state(game) == before
    assert (game.turn_number, game.step) == (1, Step.MAIN1)


def test_resolve_stack_is_one_action(new_game: NewGame) -> None:
    """resolve_stack resolves each object in turn (608); when the second resolution fails,
    the first is undone too."""
    resolved: list[str] = []

    def effect(game: Game, ability: Any) -> None:
        resolved.append(ability.text)
        if len(resolved) == 2:
            raise RuntimeError("broken effect")

    def on_permanent_entered(game: Game, event: Any) -> None:
        if event.permanent.name == "Forest":
            game.trigger(game.permanents("Meddler")[0], "first", effect)
            game.trigger(game.permanents("Meddler")[0], "second", effect)

    game = new_game(cards=[meddler(on_permanent_entered=on_permanent_entered)])
    alice = game.players[0]
    game.add_card("Meddler", alice)
    forest = game.add_card("Forest", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.play_land(forest)
    assert len(game.stack) == 2
    before = game_state(game)
    with pytest.raises(CardPluginError, match="broken effect"):
        game.resolve_stack()
    assert game_state(game) == before
    assert len(game.stack) == 2


def test_scripted_answers_used_by_a_refused_action_are_given_back(new_game: NewGame) -> None:
    """A refused cast gives back the value of X it asked for (601.2b): with {W}{W}{W},
    X can be 0 or 1, so a scripted 2 is refused and given back."""
    chooser = ScriptedChooser({"x": [2, 1]})
    game = new_game(chooser=chooser)
    alice = game.players[0]
    march = game.add_card("March of the Canonized", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}{W}{W}")
    with pytest.raises(ChoiceError, match="options: 0 to 1"):
        game.cast(march)  # X=2 needs {2}{W}{W}: refused, the 2 is given back
    assert chooser.remaining()["x"] == [2, 1]
    assert chooser.asked == []
    game.add_mana(alice, "{W}")
    game.cast(march)
    assert game.stack[-1].x == 2


def test_advance_to_a_step_no_one_stops_in_is_refused_up_front(new_game: NewGame) -> None:
    game = new_game()
    game.start(game.players[0])
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 502\.4"):
        game.advance_to("untap")
    with pytest.raises(IllegalActionError, match=r"rule 514\.3"):
        game.advance_to(Step.CLEANUP)
    assert game_state(game) == before


def test_advance_to_a_combat_step_no_attack_brings_is_refused(new_game: NewGame) -> None:
    """508.8, 510.4: passing declares no attackers, so the combat damage step (and the
    first-strike one) never comes: after a round of turns without it, refused, the game
    as it was (not played on until a library runs out)."""
    game = new_game(library=30)
    alice = game.players[0]
    game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 508\.8: the combat damage step"):
        game.advance_to(Step.COMBAT_DAMAGE)
    with pytest.raises(IllegalActionError, match=r"rule 510\.4"):
        game.advance_to(Step.FIRST_STRIKE_DAMAGE)
    assert game_state(game) == before
    game.advance_to(Step.UPKEEP)  # every turn has one
    assert game.turn_number == 2


def test_advance_to_a_step_skipped_once_goes_on_to_the_next_one(new_game: NewGame) -> None:
    """614.10a, 500.7: Bob's next upkeep is skipped, and Alice takes an extra turn
    added as the game passes: advance_to Bob's upkeep goes past both to the one that
    comes (turn 5: Alice's, her extra one, Bob's without an upkeep, Alice's, Bob's)."""
    game = new_game(library=30)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.skip_next(bob, "upkeep step")
    game.add_extra_turn(alice)
    game.advance_to(Step.UPKEEP, bob)
    assert (game.turn_number, game.active_player, game.step) == (5, bob, Step.UPKEEP)


def test_advance_to_the_turn_of_a_player_who_left_is_refused(new_game: NewGame) -> None:
    game = new_game(players=("Alice", "Bob", "Carol"))
    alice, bob, _ = game.players
    game.begin_at(alice, Step.MAIN1)
    bob.life = 0
    game.advance()  # state-based actions: Bob loses and leaves (704.5a, 800.4a)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 800\.4a"):
        game.advance_to(Step.UPKEEP, bob)
    assert game_state(game) == before


def test_advance_to_stops_when_the_game_ends(new_game: NewGame) -> None:
    """Bob draws from an empty library (704.5b): the game ends on the way, and advance_to
    stops there rather than failing; the next action says who won and why."""
    game = new_game(library=0)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.advance_to(Step.MAIN1, bob)
    assert game.game_over and game.winner is alice
    assert game.step is Step.DRAW
    with pytest.raises(IllegalActionError, match=r"104\.1: the game is over: Alice won; Bob lost"):
        game.advance()


GONE_ACTIONS = {
    "put_onto_battlefield": lambda g, o: g.put_onto_battlefield(o),
    "cast": lambda g, o: g.cast(o),
    "play_land": lambda g, o: g.play_land(o),
    "sacrifice": lambda g, o: g.sacrifice(o),
    "move_to": lambda g, o: g.move_to(o, "exile"),
    "grant_keyword": lambda g, o: g.grant_keyword(o, "flying"),
    "add_counters": lambda g, o: g.add_counters(o, "+1/+1"),
    "activate_mana_ability": lambda g, o: g.activate_mana_ability(o),
    "transform": lambda g, o: g.transform(o),
    "declare_attackers": lambda g, o: g.declare_attackers([o]),
}


@pytest.mark.parametrize("action", sorted(GONE_ACTIONS))
def test_an_object_that_no_longer_exists_is_refused_by_rule(new_game: NewGame, action: str) -> None:
    """400.7: the old object is gone; acting on it is refused and changes nothing."""
    game = new_game()
    alice = game.players[0]
    elves = game.add_card("Llanowar Elves", alice)
    game.begin_at(alice, Step.MAIN1)
    game.sacrifice(elves)
    assert repr(elves).endswith("(gone, 400.7)>")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 400\.7: Llanowar Elves #\d+ changed zones"):
        GONE_ACTIONS[action](game, elves)
    assert game_state(game) == before


@pytest.mark.parametrize("action", sorted(GONE_ACTIONS))
def test_an_ability_on_the_stack_is_not_a_card(new_game: NewGame, action: str) -> None:
    """113.1c: a triggered ability on the stack is an object, but not a card; no action
    on cards and permanents takes one."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Contamination", alice)
    game.start(alice)  # to Alice's upkeep, where Contamination's ability triggers (103.8)
    ability = game.stack[-1]
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 113\.1c"):
        GONE_ACTIONS[action](game, ability)
    assert game_state(game) == before


def test_something_that_is_not_an_object_is_a_clear_error(new_game: NewGame) -> None:
    game = new_game()
    game.begin_at(game.players[0], Step.MAIN1)
    with pytest.raises(CardhostError, match="'Forest' is not a card or permanent of this game"):
        game.sacrifice("Forest")  # type: ignore[arg-type]


def test_a_plugin_blaming_another_card_is_blamed_itself(new_game: NewGame) -> None:
    """A plugin that raises a CardPluginError naming another card (one not even in the
    game) is the card at fault: the error names it and its hook, the other's words
    inside, and the action is undone."""

    def on_permanent_entered(game: Game, event: Any) -> None:
        raise CardPluginError("Lightning Bolt", "resolve_spell", ValueError("not me"))

    game = new_game(cards=[meddler(on_permanent_entered=on_permanent_entered)])
    alice = game.players[0]
    game.add_card("Meddler", alice)
    forest = game.add_card("Forest", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    with pytest.raises(CardPluginError) as raised:
        game.play_land(forest)
    assert raised.value.card == "Meddler" and "Lightning Bolt" in str(raised.value)
    assert game_state(game) == before
