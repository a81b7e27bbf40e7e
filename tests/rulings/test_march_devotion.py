"""March of the Canonized rulings MC-1 to MC-7, devotion (700.5), and Altar of the Pantheon.

Every test sets up a position through the public API, as a card author would, and asserts
what the Comprehensive Rules demand.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    AbilityDidNothing,
    AbilityResolved,
    AbilityTriggered,
    CardFileError,
    CardhostError,
    Color,
    Game,
    IllegalActionError,
    ManaAmount,
    ManaType,
    Step,
    Zone,
    load_card_text,
)
from cardhost.tools.testing import Expect

MARCH = "March of the Canonized"
THRULL = "Mourning Thrull"  # {1}{W/B}
LEGIONNAIRE = "Porcelain Legionnaire"  # {2}{W/P}
ALTAR = "Altar of the Pantheon"
DEMON = "Vampire Demon Token"

# Cards a card author might write, from the test cards (tests/cards): Gold Knight {W}{B},
# Twofold Acolyte {2/W}{2/W}, Pale Wisp {C/W}, Compleated Herald {1}{W/B/P}, Generic
# Golem {1}{2}, Colorless Engine {X}{C}{1}, Zero Ornament {0}, Chanting Idol {2} (with
# mana symbols in its text), the transforming Daybreak Squire {1}{W}{W} // Duskfall
# Reaver and Sunlit Pilgrim {W} // Nightbound Pilgrim, Grizzly Bears {1}{G}, and:
LEGENDARY_SHRINE = "Shrine of the Pantheon"  # a legendary enchantment
GOD = "Hekma, God of Sands"  # a legendary God creature
DEMIGOD = "Wandering Demigod"  # a nonlegendary Demigod creature
LEGENDARY_ARTIFACT = "Crown of the Ages"

NewGame = Callable[..., Game]


def every_color(game: Game, player) -> dict[str, int]:
    return {color.value: game.devotion(player, color) for color in Color}


def triggered_from(game: Game, mark: int, name: str) -> list[AbilityTriggered]:
    return [
        entry.event
        for entry in game.log.since(mark)
        if isinstance(entry.event, AbilityTriggered) and entry.event.source.name == name
    ]


# --------------------------------------------------------------------------- MC-1


def test_MC_1_mana_symbols_in_text_boxes_do_not_count(new_game: NewGame):
    """MC-1, 700.5: devotion counts mana symbols in mana costs only. Starting Town's
    "{T}, Pay 1 life" and Plains' "({T}: Add {W}.)" add nothing; Mourning Thrull's
    reminder text "({W/B} can be paid with either {W} or {B}.)" adds nothing beyond the
    one {W/B} in its mana cost."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Starting Town", alice)
    game.add_card("Plains", alice)
    assert every_color(game, alice) == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0}
    game.add_card(THRULL, alice)
    assert game.devotion(alice, "W") == 1
    assert game.devotion(alice, "B") == 1
    assert game.devotion(alice, "W", "B") == 1


def test_MC_1_activated_ability_costs_in_text_do_not_count(new_game: NewGame):
    """MC-1, 700.5: "{W}{W}{B}, {T}: Add {W}{B}." is rules text, not a mana cost; a
    permanent whose mana cost is {2} adds no devotion to any colour."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Chanting Idol", alice)
    assert every_color(game, alice) == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0}
    assert game.devotion(alice, "W", "B") == 0


# --------------------------------------------------------------------------- MC-2


def march_with_devotion(game: Game, player, devotion: int) -> list:
    """March of the Canonized ({X}{W}{W}: two symbols) plus Mourning Thrulls ({W/B}: one
    each) so that ``player``'s devotion to white and black is exactly ``devotion``."""
    game.add_card(MARCH, player)
    thrulls = [game.add_card(THRULL, player) for _ in range(devotion - 2)]
    assert game.devotion(player, "W", "B") == devotion
    return thrulls


def test_MC_2_devotion_exactly_seven_creates_a_vampire_demon(new_game: NewGame):
    """MC-2, 603.4, 700.5: "seven or greater" includes seven. At the beginning of the
    upkeep the ability triggers, and as it resolves it creates a 4/3 white and black
    Vampire Demon creature token with flying (111.4)."""
    game = new_game()
    alice = game.players[0]
    march_with_devotion(game, alice, 7)
    mark = len(game.log)
    game.start(alice)
    assert game.step is Step.UPKEEP
    assert len(triggered_from(game, mark, MARCH)) == 1
    game.resolve_stack()
    demons = game.permanents(DEMON, controller=alice)
    assert len(demons) == 1
    demon = demons[0]
    assert demon.is_token
    assert demon.is_creature
    assert demon.colors == frozenset({Color.WHITE, Color.BLACK})
    assert set(demon.subtypes) == {"Vampire", "Demon"}
    assert (demon.power, demon.toughness) == (4, 3)
    assert demon.has_keyword("flying")
    assert game.log.events(AbilityDidNothing) == []


def test_MC_2_devotion_six_does_not_trigger_at_all(new_game: NewGame):
    """MC-2, 603.4: with devotion six the intervening "if" is false when the upkeep
    begins, so the ability doesn't trigger: it never goes on the stack."""
    game = new_game()
    alice = game.players[0]
    march_with_devotion(game, alice, 6)
    mark = len(game.log)
    game.start(alice)
    assert game.step is Step.UPKEEP
    assert triggered_from(game, mark, MARCH) == []
    assert game.stack == ()
    game.advance_to(Step.MAIN1)
    assert game.permanents(DEMON) == []


def test_MC_2_opponents_devotion_does_not_help(new_game: NewGame):
    """MC-2, 700.5: devotion counts permanents *you* control; the opponent's Mourning
    Thrulls don't lift your devotion of six to seven."""
    game = new_game()
    alice, bob = game.players
    march_with_devotion(game, alice, 6)
    for _ in range(3):
        game.add_card(THRULL, bob)
    assert game.devotion(alice, "W", "B") == 6
    mark = len(game.log)
    game.start(alice)
    assert triggered_from(game, mark, MARCH) == []


def test_MC_2_devotion_drops_below_seven_before_resolution_does_nothing(new_game: NewGame):
    """MC-2, 603.4: the condition is checked again on resolution. A Thrull leaving the
    battlefield while the trigger is on the stack drops devotion to six: the ability is
    removed from the stack and does nothing."""
    game = new_game()
    alice = game.players[0]
    thrulls = march_with_devotion(game, alice, 7)
    game.start(alice)
    assert len(game.stack) == 1
    game.move_to(thrulls[0], "graveyard")
    assert game.devotion(alice, "W", "B") == 6
    mark = len(game.log)
    game.resolve_top()
    assert game.stack == ()
    nothing = [
        entry.event for entry in game.log.since(mark) if isinstance(entry.event, AbilityDidNothing)
    ]
    assert len(nothing) == 1
    assert nothing[0].source.name == MARCH
    assert "603.4" in nothing[0].reason
    assert game.permanents(DEMON) == []


def test_MC_2_devotion_still_seven_on_resolution_resolves(new_game: NewGame):
    """MC-2, 603.4: a permanent leaving while devotion stays at seven or more doesn't stop
    the ability."""
    game = new_game()
    alice = game.players[0]
    thrulls = march_with_devotion(game, alice, 8)
    game.start(alice)
    game.move_to(thrulls[0], "graveyard")
    assert game.devotion(alice, "W", "B") == 7
    game.resolve_top()
    assert len(game.permanents(DEMON, controller=alice)) == 1
    assert [e.source.name for e in game.log.events(AbilityResolved)] == [MARCH]


def test_MC_2_triggers_only_at_the_beginning_of_your_upkeep(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """MC-2, 503.1a, 603.2: "At the beginning of your upkeep" triggers in its controller's
    upkeep only; the opponent's upkeep is not "your upkeep"."""
    game = new_game()
    alice, bob = game.players
    march_with_devotion(game, alice, 7)
    mark = len(game.log)
    game.start(bob)
    assert game.step is Step.UPKEEP and game.active_player is bob
    assert triggered_from(game, mark, MARCH) == []
    assert game.stack == ()
    game.advance_to(Step.UPKEEP, alice)
    assert len(triggered_from(game, mark, MARCH)) == 1
    game.resolve_stack()
    expect(game).permanent(DEMON, controller="Alice", count=1)
    game.advance_to(Step.UPKEEP, bob)
    assert len(triggered_from(game, mark, MARCH)) == 1
    expect(game).permanent(DEMON, controller="Alice", count=1)


def test_MC_2_triggers_again_each_of_your_upkeeps(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """MC-2, 603.2: the ability triggers at the beginning of each of your upkeeps while
    devotion is seven or greater; the tokens have no mana cost and add no devotion."""
    game = new_game()
    alice = game.players[0]
    march_with_devotion(game, alice, 7)
    game.start(alice)
    game.resolve_stack()
    assert game.devotion(alice, "W", "B") == 7
    game.next_turn()
    game.advance_to(Step.UPKEEP, alice)
    game.resolve_stack()
    expect(game).permanent(DEMON, controller="Alice", count=2)


# --------------------------------------------------------------------------- MC-3


def test_MC_3_hybrid_symbol_counts_toward_both_its_colors(new_game: NewGame):
    """MC-3, 107.4e, 700.5: {W/B} is both white and black, so Mourning Thrull adds one to
    devotion to white and one to devotion to black."""
    game = new_game()
    alice = game.players[0]
    game.add_card(THRULL, alice)
    assert every_color(game, alice) == {"W": 1, "U": 0, "B": 1, "R": 0, "G": 0}


def test_MC_3_monocolored_hybrid_symbols_count(new_game: NewGame):
    """MC-3, 107.4e, 700.5: {2/W} is a white symbol; {2/W}{2/W} adds two to devotion to
    white. The colorless hybrid {C/W} is white too."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Twofold Acolyte", alice)
    assert every_color(game, alice) == {"W": 2, "U": 0, "B": 0, "R": 0, "G": 0}
    game.add_card("Pale Wisp", alice)
    assert every_color(game, alice) == {"W": 3, "U": 0, "B": 0, "R": 0, "G": 0}


def test_MC_3_phyrexian_symbols_count(new_game: NewGame):
    """MC-3, 107.4f, 700.5: {W/P} is a white symbol, so Porcelain Legionnaire adds one to
    devotion to white; hybrid Phyrexian {W/B/P} is both white and black."""
    game = new_game()
    alice = game.players[0]
    game.add_card(LEGIONNAIRE, alice)
    assert every_color(game, alice) == {"W": 1, "U": 0, "B": 0, "R": 0, "G": 0}
    game.add_card("Compleated Herald", alice)
    assert every_color(game, alice) == {"W": 2, "U": 0, "B": 1, "R": 0, "G": 0}
    assert game.devotion(alice, "W", "B") == 2


def test_MC_3_symbols_count_however_they_were_paid(new_game: NewGame):
    """MC-3, 700.5, 601.2b: devotion reads the mana cost, not the mana spent. Porcelain
    Legionnaire cast for 2 life and {2/W} paid with {2} still count as white symbols."""
    game = new_game(choices={"phyrexian": ["2 life"], "hybrid": ["{2}", "{2}"]})
    alice = game.players[0]
    legionnaire = game.add_card(LEGIONNAIRE, alice, "hand")
    acolyte = game.add_card("Twofold Acolyte", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{C}{C}")
    game.cast(legionnaire)
    game.resolve_stack()
    assert alice.life == 18
    game.add_mana(alice, "{U}{U}{G}{G}")
    game.cast(acolyte)
    game.resolve_stack()
    assert {p.name for p in game.permanents(controller=alice)} == {
        LEGIONNAIRE,
        "Twofold Acolyte",
    }
    assert game.devotion(alice, "W") == 3
    assert game.devotion(alice, "U") == 0
    assert game.devotion(alice, "G") == 0


# --------------------------------------------------------------------------- MC-4


def test_MC_4_front_face_up_counts(new_game: NewGame):
    """MC-4, 712.8d, 700.5: a transforming double-faced permanent with its front face up
    has the front face's mana cost {1}{W}{W}: two toward devotion to white."""
    game = new_game()
    alice = game.players[0]
    squire = game.add_card("Daybreak Squire", alice)
    assert squire.name == "Daybreak Squire"
    assert game.devotion(alice, "W") == 2
    assert squire.mana_value == 3


def test_MC_4_back_face_up_does_not_count(new_game: NewGame):
    """MC-4, 712.8e, 700.5: with its back face up the permanent has no mana cost, so it
    adds nothing to devotion, even though the back face is white by its colour indicator
    (204) and its mana value is still that of the front face (202.3b)."""
    game = new_game()
    alice = game.players[0]
    reaver = game.add_card("Daybreak Squire", alice, transformed=True)
    assert reaver.name == "Duskfall Reaver"
    assert reaver.mana_cost is None
    assert reaver.colors == frozenset({Color.WHITE})
    assert game.devotion(alice, "W") == 0
    assert every_color(game, alice) == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0}
    assert reaver.mana_value == 3


def test_MC_4_transforming_changes_devotion_not_mana_value(new_game: NewGame):
    """MC-4, 701.27, 712.8e: transforming the permanent turns its mana cost off and on;
    its mana value stays 3, the front face's, on either face."""
    game = new_game()
    alice = game.players[0]
    squire = game.add_card("Daybreak Squire", alice)
    game.transform(squire)
    assert squire.name == "Duskfall Reaver"
    assert game.devotion(alice, "W") == 0
    assert squire.mana_value == 3
    game.transform(squire)
    assert squire.name == "Daybreak Squire"
    assert game.devotion(alice, "W") == 2
    assert squire.mana_value == 3


def test_MC_4_back_face_color_indicator_gives_no_devotion(new_game: NewGame):
    """MC-4, 700.5, 204: a black back face (colour indicator) adds nothing to devotion to
    black: devotion counts mana symbols, and the back face has none."""
    game = new_game()
    alice = game.players[0]
    pilgrim = game.add_card("Sunlit Pilgrim", alice, transformed=True)
    assert pilgrim.colors == frozenset({Color.BLACK})
    assert game.devotion(alice, "B") == 0
    assert game.devotion(alice, "W") == 0
    assert pilgrim.mana_value == 1


def test_MC_4_back_face_mana_cost_is_refused_by_the_card_format():
    """MC-4, 712.8e: the back face of a transforming double-faced card has no mana cost;
    a card file giving it one is refused, naming the key."""
    text = """
name = "Broken Squire"
mana_cost = "{W}"
types = ["Creature"]
power = 1
toughness = 1

[back]
name = "Broken Reaver"
mana_cost = "{B}{B}"
types = ["Creature"]
power = 2
toughness = 2
"""
    with pytest.raises(CardFileError) as caught:
        load_card_text(text)
    assert "back.mana_cost" in str(caught.value)
    assert "712.8e" in str(caught.value)


# --------------------------------------------------------------------------- MC-5


def test_MC_5_hybrid_symbol_counted_once_for_two_colors(new_game: NewGame):
    """MC-5, 700.5: devotion to white and black counts symbols that are white, black, or
    both; {W/B} is counted once, not twice."""
    game = new_game()
    alice = game.players[0]
    game.add_card(THRULL, alice)
    assert game.devotion(alice, "W", "B") == 1
    assert game.devotion(alice, "B", "W") == 1
    assert game.devotion(alice, "white", "black") == 1


def test_MC_5_devotion_to_one_color_counts_the_hybrid_too(new_game: NewGame):
    """MC-5, 700.5: devotion to white alone counts {W/B}, as does devotion to black
    alone; devotion to colours it isn't counts nothing."""
    game = new_game()
    alice = game.players[0]
    game.add_card(THRULL, alice)
    assert game.devotion(alice, "W") == 1
    assert game.devotion(alice, "B") == 1
    assert game.devotion(alice, "U", "R") == 0
    assert game.devotion(alice, "W", "U") == 1


def test_MC_5_two_color_devotion_sums_distinct_symbols(new_game: NewGame):
    """MC-5, 700.5: {W}{B} are two symbols, each of one of the colours; with {W/B} the
    total devotion to white and black is three, to white alone two."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Gold Knight", alice)
    game.add_card(THRULL, alice)
    assert game.devotion(alice, "W", "B") == 3
    assert game.devotion(alice, "W") == 2
    assert game.devotion(alice, "B") == 2


# --------------------------------------------------------------------------- MC-6


def test_MC_6_aura_on_opponents_creature_counts_for_its_controller(new_game: NewGame):
    """MC-6, 303.4e, 700.5: you control the Aura you cast on an opponent's creature, so
    Pacifism's {W} counts toward your devotion, not the opponent's."""
    game = new_game()
    alice, bob = game.players
    bear = game.add_card("Grizzly Bears", bob)
    pacifism = game.add_card("Pacifism", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{C}{W}")
    game.cast(pacifism, target=bear)
    game.resolve_stack()
    [aura] = game.permanents("Pacifism")
    assert aura.controller is alice
    assert aura.attached_to is bear
    assert game.devotion(alice, "W") == 1
    assert game.devotion(bob, "W") == 0
    assert game.devotion(bob, "G") == 1


def test_MC_6_aura_set_up_on_opponents_creature(new_game: NewGame):
    """MC-6, 700.5: an Aura on the battlefield counts for the player who controls it, not
    for the controller of the permanent it enchants."""
    game = new_game()
    alice, bob = game.players
    thrull = game.add_card(THRULL, bob)
    game.add_card("Pacifism", alice, attached_to=thrull)
    assert game.devotion(alice, "W") == 1
    assert game.devotion(alice, "B") == 0
    assert game.devotion(bob, "W") == 1
    assert game.devotion(bob, "W", "B") == 1


# --------------------------------------------------------------------------- MC-7


def test_MC_7_generic_symbols_do_not_count(new_game: NewGame):
    """MC-7, 107.4b, 700.5: generic symbols {0}, {1}, {2} are no colour and add no
    devotion."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Generic Golem", alice)
    game.add_card("Zero Ornament", alice)
    game.add_card("Plains", alice)
    assert every_color(game, alice) == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0}
    assert game.devotion(alice, "W", "U", "B", "R", "G") == 0


def test_MC_7_x_and_colorless_symbols_do_not_count(new_game: NewGame):
    """MC-7, 107.4b-c, 700.5: {X} and {C} are not coloured symbols; {X}{C}{1} adds no
    devotion, and March of the Canonized ({X}{W}{W}) adds two to white whatever X was."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Colorless Engine", alice)
    assert every_color(game, alice) == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0}
    march = game.add_card(MARCH, alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{W}{W}{W}{W}{W}")
    game.cast(march, x=3)
    game.resolve_stack()
    assert len(game.permanents(MARCH, controller=alice)) == 1
    assert every_color(game, alice) == {"W": 2, "U": 0, "B": 0, "R": 0, "G": 0}
    assert game.devotion(alice, "W", "B") == 2


def test_devotion_counts_permanents_only(new_game: NewGame):
    """700.5: devotion counts the mana costs of permanents; a Mourning Thrull spell on the
    stack and cards in hand or graveyard count for nothing until one is a permanent."""
    game = new_game()
    alice = game.players[0]
    spell_card = game.add_card(THRULL, alice, "hand")
    game.add_card(THRULL, alice, "hand")
    game.add_card(THRULL, alice, "graveyard")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{C}{B}")
    spell = game.cast(spell_card)
    assert spell.zone is Zone.STACK
    assert game.devotion(alice, "W", "B") == 0
    game.resolve_stack()
    assert game.devotion(alice, "W", "B") == 1


def test_devotion_is_counted_anew_after_every_change(new_game: NewGame):
    """700.5: devotion is of the board as it is now. Asked again after a permanent enters,
    changes control (613.1b), leaves, after a failed set-up is undone (732), and in a copy
    whose board went another way, it is counted again, never an earlier answer; a life
    total changing in between changes nothing (it is no permanent's), a transformed
    permanent counts its back face's missing mana cost (712.8e, MC-4)."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    assert (game.devotion(alice, "G"), game.devotion(bob, "G")) == (0, 1)
    game.add_card("Grizzly Bears", alice)
    assert game.devotion(alice, "G") == 1
    twin = game.copy()
    game.add_card("Mind Control", alice, attached_to=bears)
    assert bears.controller is alice
    assert (game.devotion(alice, "G"), game.devotion(bob, "G")) == (2, 0)
    assert game.devotion(alice, "U") == 2
    with pytest.raises(CardhostError):
        game.add_card("Pacifism", alice)  # an Aura set up with nothing to enchant
    assert game.devotion(alice, "W") == 0
    game.destroy(bears)
    assert (game.devotion(alice, "G"), game.devotion(bob, "G")) == (1, 0)
    assert (twin.devotion(twin.players[0], "G"), twin.devotion(twin.players[1], "G")) == (1, 1)
    assert twin.devotion(twin.players[0], "U") == 0
    game.lose_life(bob, 3, "a test")
    assert (game.devotion(alice, "G"), game.devotion(bob, "G")) == (1, 0)
    squire = game.add_card("Daybreak Squire", bob)
    assert game.devotion(bob, "W") == 2
    game.lose_life(alice, 1, "a test")
    game.transform(squire)
    assert game.devotion(bob, "W") == 0


def test_devotion_needs_a_color(new_game: NewGame):
    """700.5: devotion is to one or more colours; a bad colour name is refused."""
    game = new_game()
    alice = game.players[0]
    with pytest.raises(CardhostError) as caught:
        game.devotion(alice)
    assert "700.5" in str(caught.value)
    with pytest.raises(ValueError):
        game.devotion(alice, "purple")


# --------------------------------------------------------------------------- Altar


def test_altar_raises_devotion_to_each_color_by_one(new_game: NewGame):
    """Altar of the Pantheon, 700.5a: "Your devotion to each color and each combination of
    colors is increased by one." Its own {3} adds nothing (MC-7)."""
    game = new_game()
    alice = game.players[0]
    game.add_card(ALTAR, alice)
    assert every_color(game, alice) == {"W": 1, "U": 1, "B": 1, "R": 1, "G": 1}
    assert game.devotion(alice, "W", "B") == 1
    assert game.devotion(alice, "U", "R", "G") == 1


def test_altar_adds_one_per_altar_on_top_of_symbols(new_game: NewGame):
    """Altar of the Pantheon, 700.5a: each Altar you control adds one; with Mourning
    Thrull, two Altars make devotion to white and black three."""
    game = new_game()
    alice = game.players[0]
    game.add_card(ALTAR, alice)
    game.add_card(ALTAR, alice)
    game.add_card(THRULL, alice)
    assert game.devotion(alice, "W", "B") == 3
    assert game.devotion(alice, "W") == 3
    assert game.devotion(alice, "G") == 2


def test_altar_only_raises_its_controllers_devotion(new_game: NewGame):
    """Altar of the Pantheon, 700.5a: "Your devotion": an opponent's Altar doesn't raise
    yours."""
    game = new_game()
    alice, bob = game.players
    game.add_card(ALTAR, bob)
    assert every_color(game, alice) == {"W": 0, "U": 0, "B": 0, "R": 0, "G": 0}
    assert game.devotion(bob, "W") == 1


def test_altar_lifts_march_devotion_from_six_to_seven(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """Altar of the Pantheon with March (700.5a, 603.4): six symbols plus an Altar make
    devotion seven, so the upkeep ability triggers and resolves."""
    game = new_game()
    alice = game.players[0]
    march_with_devotion(game, alice, 6)
    game.add_card(ALTAR, alice)
    expect(game).player("Alice", devotion={"colors": ["white", "black"], "value": 7})
    mark = len(game.log)
    game.start(alice)
    assert len(triggered_from(game, mark, MARCH)) == 1
    game.resolve_stack()
    expect(game).permanent(DEMON, controller="Alice", count=1)


def activate_altar(game: Game, controller_permanents=(), opponent_permanents=()):
    alice, bob = game.players
    altar = game.add_card(ALTAR, alice)
    for card in controller_permanents:
        game.add_card(card, alice)
    for card in opponent_permanents:
        game.add_card(card, bob)
    game.begin_at(alice, Step.MAIN1)
    produced = game.activate_mana_ability(altar)
    return altar, produced


def test_altar_mana_ability_adds_one_mana_of_the_chosen_color(new_game: NewGame):
    """Altar of the Pantheon, 106.1, 605.3b: {T}: add one mana of any colour, the colour
    chosen by its controller as the ability resolves. No God, Demigod or legendary
    enchantment: no life."""
    game = new_game(choices={"color": ["G"]})
    alice = game.players[0]
    altar, produced = activate_altar(game)
    assert produced == ManaAmount.of(ManaType.G)
    assert alice.mana_pool.mana == ManaAmount.of(ManaType.G)
    assert altar.tapped
    assert alice.life == 20


def test_altar_mana_ability_scripted_other_color(new_game: NewGame):
    """Altar of the Pantheon, 106.1: any colour may be chosen, by letter or by word."""
    game = new_game(choices={"color": ["black"]})
    alice = game.players[0]
    _, produced = activate_altar(game)
    assert produced == ManaAmount.of(ManaType.B)
    assert alice.mana_pool.mana == ManaAmount.of(ManaType.B)


def test_altar_gains_life_with_a_legendary_enchantment(new_game: NewGame):
    """Altar of the Pantheon: "If you control ... a legendary enchantment, you gain 1
    life" (119.3)."""
    game = new_game(choices={"color": ["W"]})
    alice = game.players[0]
    _, produced = activate_altar(game, [LEGENDARY_SHRINE])
    assert produced == ManaAmount.of(ManaType.W)
    assert alice.life == 21


def test_altar_gains_life_with_a_god(new_game: NewGame):
    """Altar of the Pantheon: a God (a creature subtype, 205.3m) you control is enough."""
    game = new_game(choices={"color": ["U"]})
    alice = game.players[0]
    activate_altar(game, [GOD])
    assert alice.life == 21


def test_altar_gains_life_with_a_demigod(new_game: NewGame):
    """Altar of the Pantheon: a Demigod you control is enough, legendary or not."""
    game = new_game(choices={"color": ["R"]})
    alice = game.players[0]
    activate_altar(game, [DEMIGOD])
    assert alice.life == 21


def test_altar_no_life_without_god_demigod_or_legendary_enchantment(new_game: NewGame):
    """Altar of the Pantheon: a nonlegendary enchantment (March of the Canonized) and a
    legendary artifact are neither; no life is gained."""
    game = new_game(choices={"color": ["W"]})
    alice = game.players[0]
    activate_altar(game, [MARCH, LEGENDARY_ARTIFACT])
    assert alice.life == 20
    assert alice.mana_pool.mana == ManaAmount.of(ManaType.W)


def test_altar_no_life_when_only_an_opponent_controls_them(new_game: NewGame):
    """Altar of the Pantheon: "If you control": the opponent's God and legendary
    enchantment don't count; neither player gains life."""
    game = new_game(choices={"color": ["W"]})
    alice, bob = game.players
    activate_altar(game, opponent_permanents=[GOD, LEGENDARY_SHRINE])
    assert alice.life == 20
    assert bob.life == 20


def test_altar_mana_ability_needs_it_untapped(new_game: NewGame):
    """Altar of the Pantheon, 107.5: {T} can't be paid by a tapped Altar; the action is
    refused and nothing changes."""
    game = new_game(choices={"color": ["W", "W"]})
    alice = game.players[0]
    altar, _ = activate_altar(game, [LEGENDARY_SHRINE])
    mark = len(game.log)
    with pytest.raises(IllegalActionError) as caught:
        game.activate_mana_ability(altar)
    assert caught.value.rule == "107.5"
    assert alice.life == 21
    assert alice.mana_pool.total == 1
    assert len(game.log) == mark
    assert altar.zone is Zone.BATTLEFIELD
