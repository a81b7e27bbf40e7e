"""Plugins that misbehave are checked, kept to reading where they only read, and blamed
correctly: every failure is a ``CardPluginError`` naming the card and the hook (or its
replacement effect), and the action it happened in is undone."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from cardhost import (
    CardDefinition,
    CardhostError,
    CardPluginError,
    Game,
    ManaAmount,
    ManaEvent,
    ManaType,
    ReplacementEffect,
    Step,
    game_state,
    hookimpl,
    load_card_text,
)

NewGame = Callable[..., Game]


def rogue(name: str = "Rogue Charm", **hooks: Any) -> CardDefinition:
    """An enchantment whose plugin implements ``hooks``."""
    return load_card_text(
        f'name = "{name}"\ntypes = ["Enchantment"]\n',
        plugin=SimpleNamespace(**{hook: hookimpl(fn) for hook, fn in hooks.items()}),
    )


def mana_replacement(apply: Callable[[ManaEvent], Any]) -> Callable[..., Any]:
    """A ``replace_mana_event`` implementation offering an effect that does ``apply``."""

    def replace_mana_event(game: Game, event: ManaEvent) -> ReplacementEffect[ManaEvent]:
        source = game.permanents("Rogue Charm")[0]
        return ReplacementEffect(source, "rogue replacement", apply)

    return replace_mana_event


def main_phase_with_forest(game: Game) -> Any:
    alice = game.players[0]
    game.add_card("Rogue Charm", alice)
    forest = game.add_card("Forest", alice)
    game.begin_at(alice, Step.MAIN1)
    return forest


def land_play_fails(
    new_game: NewGame, on_permanent_entered: Callable[..., Any], expected: type[BaseException]
) -> BaseException:
    """Alice plays a Forest beside Rogue Charm, whose ``on_permanent_entered`` misbehaves:
    the ``expected`` error, returned, and the game as it was (the play undone)."""
    game = new_game(cards=[rogue(on_permanent_entered=on_permanent_entered)])
    alice = game.players[0]
    game.add_card("Rogue Charm", alice)
    forest = game.add_card("Forest", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    with pytest.raises(expected) as raised:
        game.play_land(forest)
    assert game_state(game) == before
    return raised.value


@pytest.mark.parametrize(
    ("apply", "problem"),
    [
        (lambda event: None, "returned None, not a ManaEvent"),
        (lambda event: "G", "returned 'G', not a ManaEvent"),
        (lambda event: event.with_mana(["G"]), "mana must be a ManaAmount, not ['G']"),
    ],
    ids=["none", "a-string", "not-mana"],
)
def test_a_bad_replacement_result_blames_its_own_card(
    new_game: NewGame, apply: Callable[[ManaEvent], Any], problem: str
) -> None:
    """Mana Reflection in play too: the bad effect is Rogue Charm's, and the error says so
    (616.1); the tap is undone and the log still renders."""
    game = new_game(cards=[rogue(replace_mana_event=mana_replacement(apply))])
    forest = main_phase_with_forest(game)
    game.add_card("Mana Reflection", game.players[0])
    game.chooser = SimpleNamespace(choose=lambda choice: choice.options[-1])  # rogue first
    before = game_state(game)
    with pytest.raises(CardPluginError) as raised:
        game.activate_mana_ability(forest)
    assert raised.value.card == "Rogue Charm"
    assert raised.value.hook == "its replacement effect"
    assert problem in str(raised.value)
    assert game_state(game) == before
    assert game.log.text()


def test_a_query_hook_that_changes_the_game_is_refused(new_game: NewGame) -> None:
    """count_devotion only reads the game (700.5): sacrificing a Forest inside it is
    refused and the Forest stays."""

    def count_devotion(game: Game, player: Any, colors: Any) -> int:
        game.sacrifice(game.permanents("Forest")[0])
        return 0

    game = new_game(cards=[rogue(count_devotion=count_devotion)])
    main_phase_with_forest(game)
    before = game_state(game)
    with pytest.raises(CardPluginError) as raised:
        game.devotion(game.players[0], "green")
    assert (raised.value.card, raised.value.hook) == ("Rogue Charm", "count_devotion")
    assert "reads the game and can't change it" in str(raised.value)
    assert game_state(game) == before


def test_a_query_result_that_acts_later_is_a_plain_value(new_game: NewGame) -> None:
    """A count of an int subclass whose arithmetic sacrifices a Forest: the host takes
    its plain value as the hook returns, so no method of the plugin's runs after the
    read-only guard (700.5: devotion is only read), and a reason's str subclass alike."""
    sacrificed: list[object] = []

    class Sly(int):
        def __add__(self, other: object) -> int:
            game.sacrifice(game.permanents("Forest")[0])
            sacrificed.append(self)
            return int(self) + int(other)  # type: ignore[call-overload]

        __radd__ = __add__

        def __ge__(self, other: object) -> bool:
            game.sacrifice(game.permanents("Forest")[0])
            return True

    class SlyReason(str):
        def strip(self, chars: str | None = None) -> str:
            game.sacrifice(game.permanents("Forest")[0])
            return "x"

    def count_devotion(game: Game, player: Any, colors: Any) -> int:
        return Sly(2)

    def attack_restrictions(game: Game, creature: Any) -> str:
        return SlyReason("it can't attack")

    game = new_game(
        cards=[rogue(count_devotion=count_devotion, attack_restrictions=attack_restrictions)]
    )
    alice = game.players[0]
    game.add_card("Rogue Charm", alice)
    game.add_card("Forest", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    before = game_state(game)
    assert game.devotion(alice, "green") == 3  # and the Bears' {G}
    assert type(game.devotion(alice, "green")) is int
    assert game.attack_options() == {}
    assert game_state(game) == before and sacrificed == []
    assert bears.zone.value == "battlefield"


def test_a_restriction_that_changes_the_game_is_refused(new_game: NewGame) -> None:
    """An attack restriction (508.1c) only says whether a creature can attack: one that
    costs a life while asked is refused, and the declaration with it."""

    def attack_restrictions(game: Game, creature: Any) -> None:
        creature.controller.life -= 1

    game = new_game(cards=[rogue(attack_restrictions=attack_restrictions)])
    alice = game.players[0]
    game.add_card("Rogue Charm", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    before = game_state(game)
    with pytest.raises(CardPluginError) as raised:
        game.declare_attackers([bears])
    assert (raised.value.card, raised.value.hook) == ("Rogue Charm", "attack_restrictions")
    assert "reads the game and can't change it" in str(raised.value)
    assert game_state(game) == before
    assert alice.life == 20


def test_could_produce_never_changes_the_game(new_game: NewGame) -> None:
    """106.7 asks what a permanent could produce; a replacement effect that costs a life
    while being considered is refused, every time, and nobody loses life."""

    def apply(event: ManaEvent) -> ManaEvent:
        event.player.life -= 1
        return event

    game = new_game(cards=[rogue(replace_mana_event=mana_replacement(apply))])
    forest = main_phase_with_forest(game)
    for _ in range(3):
        with pytest.raises(CardPluginError, match=r"could_produce \(106\.7\) reads the game"):
            game.could_produce(forest)
    assert game.players[0].life == 20


@pytest.mark.parametrize("move", ["advance", "next_turn", "resolve_stack", "restart", "start"])
def test_a_hook_cant_move_the_turn(new_game: NewGame, move: str) -> None:
    """Passing priority and moving the turn are players' actions (117.3d): a hook that
    tries in the middle of a land being played is refused, naming its card."""
    calls = {
        "advance": lambda g: g.advance(),
        "next_turn": lambda g: g.next_turn(),
        "resolve_stack": lambda g: g.resolve_stack(),
        "restart": lambda g: g.restart(g.players[0]),
        "start": lambda g: g.start(),
    }

    def on_permanent_entered(game: Game, event: Any) -> None:
        calls[move](game)

    raised = land_play_fails(new_game, on_permanent_entered, CardPluginError)
    assert isinstance(raised, CardPluginError)
    assert (raised.card, raised.hook) == ("Rogue Charm", "on_permanent_entered")
    assert f"{move}() is a player's action" in str(raised)
    assert "117.3d" in str(raised)


@pytest.mark.parametrize("exception", [SystemExit(0), GeneratorExit(), SystemExit("bye")])
def test_system_exit_from_a_hook_is_the_plugins_error(
    new_game: NewGame, exception: BaseException
) -> None:
    def on_permanent_entered(game: Game, event: Any) -> None:
        raise exception

    raised = land_play_fails(new_game, on_permanent_entered, CardPluginError)
    assert isinstance(raised, CardPluginError) and type(raised.error) is type(exception)


def test_keyboard_interrupt_goes_through_and_rolls_back(new_game: NewGame) -> None:
    def on_permanent_entered(game: Game, event: Any) -> None:
        raise KeyboardInterrupt

    land_play_fails(new_game, on_permanent_entered, KeyboardInterrupt)


def test_triggered_mana_must_be_mana(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    with pytest.raises(CardhostError, match=r"mana is a ManaAmount \(106.1\)"):
        game.add_mana_from(forest, alice, ["G"], "a bad trigger")
    assert game_state(game) == before
    game.add_mana_from(forest, alice, ManaAmount(g=1), "a good trigger")
    assert alice.mana_pool.mana == ManaAmount.of(ManaType.G)


def test_a_query_hook_bringing_a_new_card_in_registers_nothing(new_game: NewGame) -> None:
    """A token of a card with a plugin, created inside a query hook, is refused before
    its plugin joins the game: the card can come into the game normally afterwards."""

    def count_devotion(game: Game, player: Any, colors: Any) -> int:
        game.create_token("Mana Reflection", player)
        return 0

    game = new_game(cards=[rogue(count_devotion=count_devotion)])
    main_phase_with_forest(game)
    before = game_state(game)
    with pytest.raises(CardPluginError, match="reads the game and can't change it"):
        game.devotion(game.players[0], "black")
    assert game_state(game) == before
    assert "Mana Reflection" not in game.registered_cards
    game.add_card("Mana Reflection", game.players[0])
    assert "Mana Reflection" in game.registered_cards


class Unsayable(Exception):
    """An exception whose message can't be made: its ``str()`` raises, or recurses."""

    def __init__(self, how: str) -> None:
        super().__init__()
        self.how = how

    def __str__(self) -> str:
        if self.how == "recurses":
            return str(self)
        raise ValueError("no message")


@pytest.mark.parametrize(
    ("how", "raised"), [("raises", "ValueError"), ("recurses", "RecursionError")]
)
def test_an_exception_whose_message_cant_be_made_is_the_plugins_error(
    new_game: NewGame, how: str, raised: str
) -> None:
    def count_devotion(game: Game, player: Any, colors: Any) -> int:
        raise Unsayable(how)

    game = new_game(cards=[rogue(count_devotion=count_devotion)])
    main_phase_with_forest(game)
    with pytest.raises(CardPluginError) as error:
        game.devotion(game.players[0], "green")
    assert (error.value.card, error.value.hook) == ("Rogue Charm", "count_devotion")
    assert f"Unsayable: (its message can't be shown: str() raised {raised})" in str(error.value)


def _offering(**fields: Any) -> Callable[..., Any]:
    """A ``replace_mana_event`` offering Rogue Charm's effect with ``fields`` replaced."""

    def replace_mana_event(game: Game, event: ManaEvent) -> ReplacementEffect[ManaEvent]:
        offer = {"source": game.permanents("Rogue Charm")[0], "description": "rogue"}
        offer |= {"apply": lambda e: e, **fields}
        return ReplacementEffect(**offer)

    return replace_mana_event


@pytest.mark.parametrize(
    ("fields", "problem"),
    [
        ({"source": None}, "source is the object whose ability makes it, not None"),
        ({"source": "Rogue Charm"}, "source is the object whose ability makes it, not 'Rogue"),
        ({"description": ""}, "description says what it does"),
        ({"apply": 3}, "apply is a function of the event, not 3"),
        ({"instance": [1]}, "instance is a number from 0, not a list"),
        ({"self_replacement": "yes"}, "self_replacement is True or False"),
    ],
    ids=["no-source", "a-name", "no-description", "no-function", "a-list", "not-a-flag"],
)
def test_an_effect_offered_is_checked_as_it_is_offered(
    new_game: NewGame, fields: dict[str, Any], problem: str
) -> None:
    """614.1: an effect a plugin offers has its source (the object whose ability makes
    it), what it does, a function and its instance: anything else is the offering card's
    error, naming the hook, and the tap is undone."""
    game = new_game(cards=[rogue(replace_mana_event=_offering(**fields))])
    forest = main_phase_with_forest(game)
    before = game_state(game)
    with pytest.raises(CardPluginError) as raised:
        game.activate_mana_ability(forest)
    assert (raised.value.card, raised.value.hook) == ("Rogue Charm", "replace_mana_event")
    assert f"it offered a ReplacementEffect whose {problem}" in str(raised.value)
    assert game_state(game) == before


def test_an_object_of_another_game_is_the_plugins_error(new_game: NewGame) -> None:
    """An effect whose source is another game's object, and a game call a plugin makes
    with another game's object (kept from before a copy), are the card's errors, naming
    it and the hook; the action is undone."""
    other = new_game()
    elsewhere = other.add_card("Forest", other.players[0])
    game = new_game(cards=[rogue(replace_mana_event=_offering(source=elsewhere))])
    forest = main_phase_with_forest(game)
    with pytest.raises(CardPluginError, match="source is an object of another game"):
        game.activate_mana_ability(forest)

    def on_tapped_for_mana(game: Game, event: ManaEvent) -> None:
        game.tap(elsewhere)

    game = new_game(cards=[rogue(on_tapped_for_mana=on_tapped_for_mana)])
    forest = main_phase_with_forest(game)
    before = game_state(game)
    with pytest.raises(CardPluginError) as raised:
        game.activate_mana_ability(forest)
    assert (raised.value.card, raised.value.hook) == ("Rogue Charm", "on_tapped_for_mana")
    assert "is not a card or permanent of this game" in str(raised.value)
    assert game_state(game) == before


@pytest.mark.parametrize(
    ("given", "problem"),
    [
        ({"text": None}, "its text is a str that says it, not None"),
        ({"x": "3"}, "x is a whole number, not '3'"),
        ({"target": 5}, "a target is its words, a TargetSpec or a TargetRequirement, not 5"),
        ({"effect": "gain 1"}, "its effect is a function of the game and the ability"),
    ],
    ids=["no-text", "x-a-string", "target-a-number", "effect-a-string"],
)
def test_a_trigger_a_plugin_makes_is_checked_as_it_triggers(
    new_game: NewGame, given: dict[str, Any], problem: str
) -> None:
    """603.2: a triggered ability a plugin makes has its text, an effect, a whole x and
    targets said as targets; anything else is refused as it triggers (not as a save
    that can't be restored), the card's error naming its hook, the land play undone. A
    controller may be named (``"Bob"``)."""

    def on_permanent_entered(game: Game, event: Any) -> None:
        if event.permanent.name == "Forest":
            made = {"text": "Rogue Charm's trigger", "effect": gain_one, **given}
            game.trigger(game.permanents("Rogue Charm")[0], **made)

    raised = land_play_fails(new_game, on_permanent_entered, CardPluginError)
    assert isinstance(raised, CardPluginError) and problem in str(raised)
    assert (raised.card, raised.hook) == ("Rogue Charm", "on_permanent_entered")


def gain_one(game: Game, ability: Any) -> None:
    game.gain_life(ability.controller, 1, "Rogue Charm")


def test_a_trigger_may_name_its_controller(new_game: NewGame) -> None:
    """603.3a: Rogue Charm's trigger, controlled by Bob (named), goes on the stack as
    his and gains him the life."""

    def on_permanent_entered(game: Game, event: Any) -> None:
        if event.permanent.name == "Forest":
            charm = game.permanents("Rogue Charm")[0]
            game.trigger(charm, "Rogue Charm's trigger", gain_one, controller="Bob")

    game = new_game(cards=[rogue(on_permanent_entered=on_permanent_entered)])
    alice, bob = game.players
    game.add_card("Rogue Charm", alice)
    game.begin_at(alice, Step.MAIN1)
    game.play_land(game.add_card("Forest", alice, "hand"))
    [ability] = game.stack
    assert ability.controller is bob
    game.resolve_stack()
    assert bob.life == 21


def test_numbers_a_plugins_effect_makes_are_held_to_64_bits(new_game: NewGame) -> None:
    """Mana of 2**70 {G} from a mana replacement, and 2**70 damage from a damage
    replacement (614.1a): numbers a saved game can't hold are refused as the mana is
    added and the damage dealt (as doubling sixty-four times would be), the action
    undone, not a game that can't be saved."""
    huge = 2**70
    game = new_game(
        cards=[
            rogue(replace_mana_event=mana_replacement(lambda e: e.with_mana(ManaAmount(g=huge))))
        ]
    )
    forest = main_phase_with_forest(game)
    before = game_state(game)
    with pytest.raises(CardhostError, match=r"pool: \{G\} is an integer of 22 digits"):
        game.activate_mana_ability(forest)
    assert game_state(game) == before

    def replace_damage(game: Game, event: Any) -> ReplacementEffect[Any]:
        charm = game.permanents("Rogue Charm")[0]
        return ReplacementEffect(charm, "huge", lambda e: dataclasses.replace(e, amount=huge))

    game = new_game(cards=[rogue(replace_damage=replace_damage)])
    alice, bob = game.players
    game.add_card("Rogue Charm", alice)
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    before = game_state(game)
    with pytest.raises(CardhostError, match="to Bob: an integer of 22 digits"):
        game.deal_damage(bears, bob, 2)
    assert game_state(game) == before
    game.to_json()


def test_an_effect_offered_for_another_object_is_the_offering_cards(
    new_game: NewGame,
) -> None:
    """Rogue Charm's plugin offers a damage replacement (614.1a) whose source is Bob's
    Forest, and its function raises: the error names Rogue Charm, whose plugin it is,
    not the Forest."""

    def replace_damage(game: Game, event: Any) -> ReplacementEffect[Any]:
        forest = game.permanents("Forest")[0]
        return ReplacementEffect(forest, "broken", lambda e: 1 / 0)

    game = new_game(cards=[rogue(replace_damage=replace_damage)])
    alice, bob = game.players
    game.add_card("Rogue Charm", alice)
    game.add_card("Forest", bob)
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    before = game_state(game)
    with pytest.raises(CardPluginError) as raised:
        game.deal_damage(bears, bob, 2)
    assert (raised.value.card, raised.value.hook) == ("Rogue Charm", "its replacement effect")
    assert game_state(game) == before


def test_an_effect_offered_by_a_plugin_that_doesnt_take_the_game_applies(
    new_game: NewGame,
) -> None:
    """A hook may leave out arguments it doesn't use: a ``replace_mana_event(event)``
    offering Rogue Charm's effect (the permanent named through the event's) applies, as
    one that takes the game does: the Forest adds {G}{G}."""

    def replace_mana_event(event: ManaEvent) -> ReplacementEffect[ManaEvent]:
        charm = event.permanent.game.permanents("Rogue Charm")[0]
        return ReplacementEffect(charm, "twice", lambda e: e.with_mana(e.mana * 2))

    game = new_game(cards=[rogue(replace_mana_event=replace_mana_event)])
    forest = main_phase_with_forest(game)
    game.activate_mana_ability(forest)
    assert game.players[0].mana_pool.mana == ManaAmount(g=2)


def test_devotion_a_plugin_adds_to_is_held_to_64_bits(new_game: NewGame) -> None:
    """700.5: a plugin's count of 2**63 - 1 is within bounds, but with the white mana
    symbols of a permanent added, devotion would be past 64 bits: refused clearly."""

    def count_devotion(game: Game, player: Any, colors: Any) -> int:
        return 2**63 - 1

    game = new_game(cards=[rogue(count_devotion=count_devotion)])
    alice = game.players[0]
    game.add_card("Rogue Charm", alice)
    game.add_card("White Knight", alice)
    with pytest.raises(CardhostError, match=r"devotion .* count_devotion: an integer"):
        game.devotion(alice, "W")


def test_a_plugin_offering_more_effects_than_could_apply_is_refused(new_game: NewGame) -> None:
    """614.5: at most 1,000 replacement effects apply to one event; a plugin offering
    5,000 distinct ones for a tap is refused at once (each applied would have had all
    of them looked through again, 616.1f), naming the card; the tap undone."""

    def replace_mana_event(game: Game, event: ManaEvent) -> list[ReplacementEffect[ManaEvent]]:
        source = game.permanents("Rogue Charm")[0]
        return [ReplacementEffect(source, f"rogue {n}", lambda e: e) for n in range(5_000)]

    game = new_game(cards=[rogue(replace_mana_event=replace_mana_event)])
    forest = main_phase_with_forest(game)
    before = game_state(game)
    with pytest.raises(CardPluginError, match=r"5,000 replacement effects offered.*614\.5"):
        game.activate_mana_ability(forest)
    assert game_state(game) == before


def test_damage_replacements_offered_beyond_what_could_apply_are_refused(
    new_game: NewGame,
) -> None:
    """614.5, 616.1: the same bound for damage; the damage undone."""

    def replace_damage(game: Game, event: Any) -> list[ReplacementEffect[Any]]:
        source = game.permanents("Rogue Charm")[0]
        return [ReplacementEffect(source, f"rogue {n}", lambda e: e) for n in range(5_000)]

    game = new_game(cards=[rogue(replace_damage=replace_damage)])
    alice, bob = game.players
    charm = game.add_card("Rogue Charm", alice)
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    with pytest.raises(CardPluginError, match=r"5,000 replacement effects offered.*614\.5"):
        game.deal_damage(charm, bob, 2)
    assert game_state(game) == before


def test_a_permanents_counters_cant_be_changed_in_place(new_game: NewGame) -> None:
    """Counters change only by putting or removing them (122.1, 122.8), journaled: a
    query hook writing a +1/+1 counter into a permanent's counters, which it only reads,
    is refused as the card's CardPluginError, the counters as they were (the write went
    through, outside any journal, and stayed even once the action was undone)."""
    bears: list[Any] = []

    def count_devotion(game: Game, player: Any, colors: Any) -> int:
        bears[0].counters["+1/+1"] = 5
        return 0

    game = new_game(cards=[rogue(count_devotion=count_devotion)])
    alice = game.players[0]
    game.add_card("Rogue Charm", alice)
    bears.append(game.add_card("Grizzly Bears", alice))
    before = game_state(game)
    with pytest.raises(CardPluginError) as raised:
        game.devotion(alice, "green")
    assert (raised.value.card, raised.value.hook) == ("Rogue Charm", "count_devotion")
    assert bears[0].counters == {} and game_state(game) == before


@pytest.mark.parametrize("change", ["draw", "seed", "setstate"])
def test_a_query_hook_drawing_from_the_games_random_generator_is_refused(
    new_game: NewGame, change: str
) -> None:
    """The random generator is the game's state (a shuffle to come depends on it): a
    query hook drawing from it, or seeding it or setting its state, is refused as any
    change is, the generator as it was."""

    def count_devotion(game: Game, player: Any, colors: Any) -> int:
        if change == "draw":
            game.rng.random()
        elif change == "seed":
            game.rng.seed(7)
        else:
            game.rng.setstate(random.Random(7).getstate())
        return 0

    game = new_game(cards=[rogue(count_devotion=count_devotion)])
    game.add_card("Rogue Charm", game.players[0])
    state = game.rng.getstate()
    with pytest.raises(CardPluginError, match="reads the game and can't change it"):
        game.devotion(game.players[0], "green")
    assert game.rng.getstate() == state


def test_a_hooks_draw_is_undone_with_its_action(new_game: NewGame) -> None:
    """A hook that draws from the game's random generator and then raises: the action is
    undone, the generator too (it stayed drawn from: the next shuffle differed)."""

    def on_permanent_entered(game: Game, event: Any) -> None:
        game.rng.seed(11)
        game.rng.shuffle(list(range(60)))
        raise RuntimeError("after seeding and drawing")

    game = new_game(cards=[rogue(on_permanent_entered=on_permanent_entered)])
    alice = game.players[0]
    game.add_card("Rogue Charm", alice)
    forest = game.add_card("Forest", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    before, state = game_state(game), game.rng.getstate()
    with pytest.raises(CardPluginError):
        game.play_land(forest)
    assert game.rng.getstate() == state and game_state(game) == before
