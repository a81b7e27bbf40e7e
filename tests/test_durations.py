"""Durations of continuous effects as data (611.2a-b): "until your next turn", "for as
long as you control this" and "for as long as this remains on the battlefield", with the
test cards Stand Fast, Test Thief and War Banner, and ``gain_control``."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardDefinition,
    CardFileError,
    CardhostError,
    Duration,
    Game,
    GameObject,
    Layer,
    Modification,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]


def in_main(new_game: NewGame) -> Game:
    game = new_game()
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_until_your_next_turn_outlasts_the_cleanup_and_ends_as_that_turn_begins(
    new_game: NewGame,
) -> None:
    """611.2a: Alice's Stand Fast on Bob's creature lasts through her cleanup step and
    Bob's whole turn (514.2 ends only "until end of turn" effects), and ends as her next
    turn begins: the duration is its controller's, not the creature's controller's."""
    game = in_main(new_game)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Stand Fast", alice, "hand"), target=bears)
    game.resolve_stack()
    assert (bears.power, bears.toughness) == (2, 5) and bears.has_keyword("vigilance")
    game.next_turn()
    assert game.active_player is bob
    assert (bears.power, bears.toughness) == (2, 5) and bears.has_keyword("vigilance")
    game.advance_to(Step.END, bob)
    assert bears.toughness == 5
    game.next_turn()
    assert game.active_player is alice
    assert (bears.power, bears.toughness) == (2, 2) and not bears.has_keyword("vigilance")
    assert game.continuous_effects == ()


def thief_takes(game: Game) -> tuple[GameObject, GameObject]:
    """Alice casts Test Thief; its enters trigger takes Bob's Sol Ring: the Thief and
    the Ring."""
    alice, bob = game.players
    ring = game.add_card("Sol Ring", bob)
    game.add_mana(alice, "{2}{U}{U}")
    game.cast(game.add_card("Test Thief", alice, "hand"))
    game.resolve_stack()  # the Thief, then its trigger, targeting the only artifact
    (thief,) = game.permanents("Test Thief")
    return thief, ring


def test_for_as_long_as_you_control_this_ends_when_its_source_leaves(
    new_game: NewGame,
) -> None:
    """611.2b: Alice controls the Ring while she controls the Thief; the Thief destroyed,
    the Ring goes back to Bob at once (the effect ends)."""
    game = in_main(new_game)
    alice, bob = game.players
    thief, ring = thief_takes(game)
    assert ring.controller is alice
    game.destroy(thief)
    assert ring.controller is bob and game.continuous_effects == ()


def test_for_as_long_as_you_control_this_ends_for_good_with_control(
    new_game: NewGame,
) -> None:
    """611.2b: Bob's Mind Control takes the Thief: the duration is over and the Ring is
    Bob's again; when Mind Control leaves and Alice has the Thief back, the effect
    doesn't begin again."""
    game = in_main(new_game)
    alice, bob = game.players
    thief, ring = thief_takes(game)
    game.resolve_stack()
    game.next_turn()
    game.advance_to(Step.MAIN1, bob)
    game.add_mana(bob, "{3}{U}{U}")
    game.cast(game.add_card("Mind Control", bob, "hand"), target=thief)
    game.resolve_stack()
    assert thief.controller is bob and ring.controller is bob
    (aura,) = game.permanents("Mind Control")
    game.destroy(aura)
    assert thief.controller is alice and ring.controller is bob


def test_a_duration_already_over_as_it_resolves_does_nothing(new_game: NewGame) -> None:
    """611.2b: the Thief is destroyed with its trigger on the stack: "for as long as you
    control this creature" never starts, so the Ring stays Bob's and no effect is made."""
    game = in_main(new_game)
    alice, bob = game.players
    ring = game.add_card("Sol Ring", bob)
    game.add_mana(alice, "{2}{U}{U}")
    game.cast(game.add_card("Test Thief", alice, "hand"))
    game.pass_priority()
    game.pass_priority()  # the Thief resolves; its trigger goes on the stack
    (thief,) = game.permanents("Test Thief")
    assert game.stack
    game.destroy(thief)
    game.resolve_stack()
    assert ring.controller is bob and game.continuous_effects == ()


LOAN_THIEF = load_card_text(
    """
name = "Loan Thief"
mana_cost = "{2}{U}"
types = ["Creature"]
power = 1
toughness = 1
oracle = "When this creature enters, gain control of target artifact until end of turn."

[[triggers]]
when = "enters"
targets = ["target artifact"]
effects = [{ gain_control = "target", duration = "until end of turn" }]
"""
)


@pytest.mark.parametrize("thief", ["Test Thief", "Loan Thief"])
def test_the_effect_is_controlled_by_the_abilitys_controller(new_game: NewGame, thief: str) -> None:
    """611.2, 613.1b, 611.2b: the Thief's trigger is Alice's; Bob takes the Thief before
    it resolves: "you" is still Alice. The Test Thief's "for as long as you control this
    creature" is then already over and does nothing: Bob doesn't get Alice's own Sol
    Ring. The Loan Thief's "until end of turn" gives Bob's Sol Ring to Alice, not Bob."""
    game = new_game(cards=[LOAN_THIEF])
    alice, bob = game.players
    ring = game.add_card("Sol Ring", alice if thief == "Test Thief" else bob)
    taker = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    stolen = game.put_onto_battlefield(game.add_card(thief, alice, "hand"))
    assert stolen is not None and len(game.stack) == 1
    game.create_effect(taker, [stolen], [Modification(Layer.CONTROL, control=True)])
    assert stolen.controller is bob
    game.resolve_stack()
    assert ring.controller is alice
    assert [e.controller for e in game.continuous_effects if e.source is stolen] == (
        [alice] if thief == "Loan Thief" else []
    )


def test_for_as_long_as_this_remains_on_the_battlefield(new_game: NewGame) -> None:
    """611.2b: War Banner's +1/+1 outlasts the turn, and ends when the Banner leaves the
    battlefield."""
    game = in_main(new_game)
    alice = game.players[0]
    banner = game.add_card("War Banner", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.activate(banner, 0, target=bears)
    game.resolve_stack()
    game.next_turn()
    assert (bears.power, bears.toughness) == (3, 3)
    game.destroy(banner)
    assert (bears.power, bears.toughness) == (2, 2) and game.continuous_effects == ()


def test_durations_survive_a_saved_game(new_game: NewGame) -> None:
    """Each effect keeps its duration in a saved game: restored, Stand Fast still ends
    as Alice's next turn begins and the Thief's effect with the Thief."""
    game = in_main(new_game)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Stand Fast", alice, "hand"), target=bears)
    game.resolve_stack()
    thief_takes(game)
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    durations = sorted(e.duration.value for e in restored.continuous_effects)
    assert durations == [
        Duration.YOU_CONTROL_THIS.value,
        Duration.YOUR_NEXT_TURN.value,
        Duration.YOUR_NEXT_TURN.value,
    ]
    (thief,) = restored.permanents("Test Thief")
    (ring,) = restored.permanents("Sol Ring")
    restored.destroy(thief)
    assert ring.controller is restored.players[1]
    restored.next_turn()
    restored.next_turn()
    (bears2,) = restored.permanents("Grizzly Bears")
    assert bears2.toughness == 2 and restored.continuous_effects == ()


def test_a_plugin_names_a_duration_or_is_refused(new_game: NewGame) -> None:
    """611.2a: create_effect takes a Duration (or its words); anything else is refused,
    naming the durations, and nothing is made."""
    game = in_main(new_game)
    bears = game.add_card("Grizzly Bears", game.players[0])
    change = Modification(Layer.PT_MODIFY, modify_pt=(1, 1))
    with pytest.raises(CardhostError, match="is not a duration"):
        game.create_effect(bears, [bears], [change], duration="until the cows come home")
    assert game.continuous_effects == ()


@pytest.mark.parametrize(
    ("effect", "problem"),
    [
        ('{ gets = "+1/+1", on = "target", duration = "forever" }', "expected one of"),
        ('{ gain_control = "this" }', "expected one of 'target'"),
        ('{ gains = "flying", on = "target", duration = 3 }', "expected one of"),
    ],
)
def test_a_bad_duration_names_the_key(effect: str, problem: str) -> None:
    """611.2a: the durations data can say are listed; anything else names its key."""
    text = (
        'name = "Probe"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
        'oracle = "Do it to target creature."\n\n[spell]\ntargets = ["target creature"]\n'
        f"effects = [{effect}]\n"
    )
    with pytest.raises(CardFileError) as error:
        load_card_text(text, source="probe.toml")
    assert "probe.toml: spell.effects[0]" in str(error.value)
    assert problem in str(error.value)


def group_sorcery(name: str, effect: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{0}}"\ntypes = ["Sorcery"]\noracle = "{name}."\n'
        f"[spell]\neffects = [{effect}]\n"
    )


@pytest.mark.parametrize(
    ("duration", "ends_as_alice_begins"),
    [("until your next turn", True), ("for the rest of the game", False)],
)
def test_a_rule_for_a_group_lasts_its_duration_past_the_cleanup(
    new_game: NewGame, duration: str, ends_as_alice_begins: bool
) -> None:
    """611.2a, 611.2c, 514.2: "Creatures can't attack" from a resolved sorcery changes a
    rule for a group; the cleanup step ends only "until end of turn" effects, so on Bob's
    turn his Dreadmaw still can't attack; the effect ends as Alice's next turn begins, or
    never."""
    hold = group_sorcery(
        "Hold Back", f'{{ cant = "attack", on = "each creature", duration = "{duration}" }}'
    )
    game = new_game(cards=[hold])
    alice, bob = game.players
    game.add_card("Colossal Dreadmaw", bob)
    game.begin_at(alice, Step.MAIN1)
    game.cast(game.add_card("Hold Back", alice, "hand"))
    game.resolve_stack()
    game.next_turn()
    game.advance_to(Step.DECLARE_ATTACKERS, bob)
    assert game.attack_options() == {}
    game.next_turn()
    assert game.active_player is alice
    assert (game.continuous_effects == ()) is ends_as_alice_begins


def test_a_group_stays_tapped_through_each_controllers_next_untap_step(
    new_game: NewGame,
) -> None:
    """611.2c, 502.3: "Creatures your opponents control don't untap during their
    controllers' next untap steps" applies to the group as a rule: Bob's tapped Dreadmaw
    stays tapped through his untap step, then it no longer applies to his creatures (it
    untaps in the next), and ends once every player's step is over."""
    frost = group_sorcery(
        "Deep Frost",
        '{ cant = "untap", on = "each creature an opponent controls", '
        'duration = "during its controller\'s next untap step" }',
    )
    game = new_game(cards=[frost])
    alice, bob = game.players
    maw = game.add_card("Colossal Dreadmaw", bob, tapped=True)
    game.begin_at(alice, Step.MAIN1)
    game.cast(game.add_card("Deep Frost", alice, "hand"))
    game.resolve_stack()
    game.next_turn()
    assert game.active_player is bob and maw.tapped
    game.next_turn()
    assert game.active_player is alice and game.continuous_effects == ()
    game.next_turn()
    assert game.active_player is bob and not maw.tapped
