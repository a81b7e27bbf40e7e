"""Starting Town (rulings ST-1 to ST-3) and what its Oracle text implies.

"This land enters tapped unless it's your first, second, or third turn of the game.
{T}: Add {C}. {T}, Pay 1 life: Add one mana of any color."
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    Chooser,
    Color,
    CostPaid,
    Game,
    GameObject,
    IllegalActionError,
    LifeChanged,
    ManaAbilityResolved,
    ManaAmount,
    ManaType,
    PermanentEntered,
    Player,
    PlayerLost,
    ScriptedChooser,
    Step,
    TurnBegan,
    Zone,
)
from cardhost.tools.testing import Expect

TOWN = "Starting Town"
LIBRARY_SIZE = 20  # a restart draws seven (726.3), and every draw step draws one more


NewGame = Callable[..., Game]


def next_main_phase(game: Game) -> None:
    """Go to the precombat main phase of the next turn."""
    game.next_turn()
    game.advance_to(Step.MAIN1)


def pool(player: Player) -> list[ManaType]:
    """The mana in the pool, one entry per mana, in the order W, U, B, R, G, C."""
    return [t for t, n in player.mana_pool.mana.counts.items() for _ in range(n)]


def entered_events(game: Game, mark: int) -> list[PermanentEntered]:
    return [
        entry.event
        for entry in game.log.since(mark)
        if isinstance(entry.event, PermanentEntered) and entry.event.permanent.name == TOWN
    ]


def play_town(game: Game, player: Player) -> GameObject:
    """``player`` plays a Starting Town from their hand; checks the log agrees."""
    card = next(c for c in player.hand if c.name == TOWN)
    mark = len(game.log)
    town = game.play_land(card)
    assert town is not None
    [entered] = entered_events(game, mark)
    assert entered.tapped is town.tapped
    return town


def town_outside_battlefield(game: Game, owner: Player) -> GameObject:
    """The Starting Town card ``owner`` owns, wherever it is apart from the battlefield."""
    return next(
        obj
        for obj in game.all_objects()
        if obj.name == TOWN and obj.owner is owner and obj.zone is not Zone.BATTLEFIELD
    )


# ---------------------------------------------------------------- ST-1: restart (726)
def test_ST_1_restarted_game_counts_your_turns_afresh(new_game: NewGame) -> None:
    """ST-1, rule 726.1: a restarted game is a new game (103); Starting Town enters
    untapped on your first three turns of *that* game, however many turns you took in the
    one that was restarted."""
    game = new_game(library=LIBRARY_SIZE)
    alice, _ = game.players
    game.add_card(TOWN, alice, "hand")
    game.start(alice)
    for _ in range(6):  # to game turn 7: Alice's fourth turn
        next_main_phase(game)
    assert (game.turn_number, game.active_player, alice.turns_taken) == (7, alice, 4)
    town = play_town(game, alice)
    assert town.tapped  # the fourth turn of the old game

    game.restart(alice)
    assert game.turn_number == 1
    assert game.active_player is alice
    assert alice.turns_taken == 1
    assert len(alice.hand) == 7  # the opening hand of the new game (103.5)
    game.advance_to(Step.MAIN1)
    card = town_outside_battlefield(game, alice)
    assert card.zone in (Zone.LIBRARY, Zone.HAND)  # every card went back to the deck (726.2)
    mark = len(game.log)
    town = game.put_onto_battlefield(card)
    assert town is not None
    assert not town.tapped
    [entered] = entered_events(game, mark)
    assert entered.tapped is False


def test_ST_1_restarted_game_still_taps_it_from_your_fourth_turn(new_game: NewGame) -> None:
    """ST-1, rules 726.1 and 726.1a: in the restarted game, with Bob starting it, Alice's
    first turn of the new game (game turn 2) lets the Town enter untapped, a Town entering
    on Bob's first turn enters tapped (ST-3), and on Alice's fourth turn of the new game it
    enters tapped again."""
    game = new_game(library=LIBRARY_SIZE)
    alice, bob = game.players
    for _ in range(3):
        game.add_card(TOWN, alice, "hand")
    game.start(alice)
    for _ in range(4):  # game turn 5: Alice's third turn of the first game
        next_main_phase(game)
    assert not play_town(game, alice).tapped

    game.restart(bob)
    assert (game.turn_number, game.active_player) == (1, bob)
    assert (alice.turns_taken, bob.turns_taken) == (0, 1)
    game.advance_to(Step.MAIN1)
    during_bobs_turn = game.put_onto_battlefield(town_outside_battlefield(game, alice))
    assert during_bobs_turn is not None and during_bobs_turn.tapped

    next_main_phase(game)  # game turn 2: Alice's first turn of the new game
    assert (game.active_player, alice.turns_taken) == (alice, 1)
    first = game.put_onto_battlefield(town_outside_battlefield(game, alice))
    assert first is not None and not first.tapped

    for _ in range(6):  # game turn 8: Alice's fourth turn of the new game
        next_main_phase(game)
    assert (game.turn_number, game.active_player, alice.turns_taken) == (8, alice, 4)
    fourth = game.put_onto_battlefield(town_outside_battlefield(game, alice))
    assert fourth is not None and fourth.tapped


# ---------------------------------------------------------------- ST-2: extra turns
def test_ST_2_third_turn_of_yours_on_game_turn_five_is_untapped(new_game: NewGame) -> None:
    """ST-2: the land counts the turns you have taken, not the game's turn number. Alice's
    third turn is game turn 5: the Town enters untapped; her fourth (game turn 7) tapped."""
    game = new_game(library=LIBRARY_SIZE)
    alice, _ = game.players
    for _ in range(2):
        game.add_card(TOWN, alice, "hand")
    game.start(alice)
    for _ in range(4):
        next_main_phase(game)
    assert (game.turn_number, alice.turns_taken) == (5, 3)
    assert not play_town(game, alice).tapped
    next_main_phase(game)
    next_main_phase(game)
    assert (game.turn_number, alice.turns_taken) == (7, 4)
    assert play_town(game, alice).tapped


def test_ST_2_extra_turn_counts_as_your_turn(new_game: NewGame) -> None:
    """ST-2, rule 500.7: an extra turn is one of your turns. With three extra turns after
    her first, Alice's fourth turn is game turn 4, before Bob has had a turn: the Town
    enters tapped, though only two "rounds" have begun. Her second and third turns (both
    extra) let it enter untapped."""
    game = new_game(library=LIBRARY_SIZE)
    alice, bob = game.players
    for _ in range(4):
        game.add_card(TOWN, alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    assert not play_town(game, alice).tapped
    for turns_taken, tapped in ((2, False), (3, False), (4, True)):
        game.add_extra_turn(alice)
        next_main_phase(game)
        assert game.active_player is alice
        assert (game.turn_number, alice.turns_taken) == (turns_taken, turns_taken)
        assert play_town(game, alice).tapped is tapped
    assert bob.turns_taken == 0
    began = game.log.events(TurnBegan)
    assert [(e.player.name, e.players_turn, e.extra) for e in began] == [
        ("Alice", 1, False),
        ("Alice", 2, True),
        ("Alice", 3, True),
        ("Alice", 4, True),
    ]


def test_ST_2_your_first_turn_after_opponents_extra_turns_is_untapped(new_game: NewGame) -> None:
    """ST-2: Bob starts and takes two extra turns, so Alice's first turn is game turn 4:
    the Town still enters untapped. Alice then takes her third turn as an extra turn (game
    turn 7) - untapped - and her fourth turn (game turn 9) makes it enter tapped."""
    game = new_game(library=LIBRARY_SIZE)
    alice, bob = game.players
    for _ in range(3):
        game.add_card(TOWN, alice, "hand")
    game.start(bob)
    game.add_extra_turn(bob)
    game.next_turn()
    game.add_extra_turn(bob)
    next_main_phase(game)  # game turn 3, Bob's third turn
    assert (game.active_player, bob.turns_taken) == (bob, 3)
    next_main_phase(game)
    assert (game.turn_number, game.active_player, alice.turns_taken) == (4, alice, 1)
    assert not play_town(game, alice).tapped

    next_main_phase(game)  # game turn 5: Bob
    next_main_phase(game)  # game turn 6: Alice's second turn
    game.add_extra_turn(alice)
    next_main_phase(game)  # game turn 7: Alice's third turn, an extra one
    assert (game.turn_number, game.active_player, alice.turns_taken) == (7, alice, 3)
    assert not play_town(game, alice).tapped
    next_main_phase(game)  # game turn 8: Bob
    next_main_phase(game)  # game turn 9: Alice's fourth turn
    assert (game.turn_number, game.active_player, alice.turns_taken) == (9, alice, 4)
    assert play_town(game, alice).tapped


# ---------------------------------------------------------------- ST-3: another player's turn
def test_ST_3_enters_tapped_during_opponents_first_turn(new_game: NewGame) -> None:
    """ST-3: on Bob's first turn of the game (and before Alice has taken any turn), a
    Starting Town entering under Alice's control enters tapped: it isn't "your" turn."""
    game = new_game(library=LIBRARY_SIZE)
    alice, bob = game.players
    card = game.add_card(TOWN, alice, "hand")
    game.start(bob)
    game.advance_to(Step.MAIN1)
    assert (game.turn_number, bob.turns_taken, alice.turns_taken) == (1, 1, 0)
    mark = len(game.log)
    town = game.put_onto_battlefield(card)
    assert town is not None
    assert town.tapped
    assert town.controller is alice
    [entered] = entered_events(game, mark)
    assert entered.tapped is True


def test_ST_3_controller_not_owner_decides_whose_turn_it_is(new_game: NewGame) -> None:
    """ST-3: "your" is the controller of the entering land (109.5). During Alice's first
    turn, Bob's Town put onto the battlefield under Alice's control enters untapped, and
    Alice's Town put onto the battlefield under Bob's control enters tapped."""
    game = new_game(library=LIBRARY_SIZE)
    alice, bob = game.players
    bobs_card = game.add_card(TOWN, bob, "hand")
    alices_card = game.add_card(TOWN, alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    under_alice = game.put_onto_battlefield(bobs_card, controller=alice)
    under_bob = game.put_onto_battlefield(alices_card, controller=bob)
    assert under_alice is not None and under_bob is not None
    assert (under_alice.owner, under_alice.controller, under_alice.tapped) == (bob, alice, False)
    assert (under_bob.owner, under_bob.controller, under_bob.tapped) == (alice, bob, True)


def test_ST_3_enters_tapped_in_opponents_turn_after_your_untapped_turns(new_game: NewGame) -> None:
    """ST-3: Alice has taken one turn; during Bob's turn 1 (game turn 2) her Town enters
    tapped, while on her own turn 2 (game turn 3) it enters untapped."""
    game = new_game(library=LIBRARY_SIZE)
    alice, bob = game.players
    first = game.add_card(TOWN, alice, "hand")
    second = game.add_card(TOWN, alice, "hand")
    game.start(alice)
    next_main_phase(game)
    assert (game.active_player, bob.turns_taken) == (bob, 1)
    town = game.put_onto_battlefield(first)
    assert town is not None and town.tapped
    next_main_phase(game)
    assert (game.active_player, alice.turns_taken) == (alice, 2)
    town = game.put_onto_battlefield(second)
    assert town is not None and not town.tapped


# ---------------------------------------------------------------- mana abilities (Oracle)
def town_in_main_phase(
    new_game: NewGame, chooser: Chooser | None = None, *, life: int = 20
) -> tuple[Game, Player, GameObject]:
    """Alice's first precombat main phase, with a Starting Town she has controlled since
    the game began."""
    game = new_game(library=LIBRARY_SIZE, chooser=chooser, starting_life=life)
    alice, _ = game.players
    town = game.add_card(TOWN, alice, "battlefield")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    return game, alice, town


def test_ST_oracle_tap_for_colorless(new_game: NewGame) -> None:
    """Oracle "{T}: Add {C}." (106.1b, 605.3b): the mana ability adds one colorless mana,
    taps the Town and costs no life."""
    game, alice, town = town_in_main_phase(new_game)
    mark = len(game.log)
    produced = game.activate_mana_ability(town, 0)
    assert produced == ManaAmount.of(ManaType.C)
    assert pool(alice) == [ManaType.C]
    assert town.tapped
    assert alice.life == 20
    assert not [e for e in game.log.since(mark) if isinstance(e.event, LifeChanged)]
    [activated] = [
        e.event for e in game.log.since(mark) if isinstance(e.event, ManaAbilityResolved)
    ]
    assert activated.mana == ManaAmount.of(ManaType.C)


@pytest.mark.parametrize("color", ["W", "U", "B", "R", "G"])
def test_ST_oracle_pay_one_life_for_any_color(new_game: NewGame, color: str) -> None:
    """Oracle "{T}, Pay 1 life: Add one mana of any color." (106.1, 119.4, 605.3b): the
    controller chooses the colour as the ability resolves, pays 1 life and taps the Town."""
    chooser = ScriptedChooser({"color": [color]})
    game, alice, town = town_in_main_phase(new_game, chooser)
    mark = len(game.log)
    produced = game.activate_mana_ability(town, 1)
    assert produced == ManaAmount.of(ManaType(color))
    assert pool(alice) == [ManaType(color)]
    assert alice.life == 19
    assert town.tapped
    [asked] = [c for c in chooser.asked if c.kind.value == "color"]
    assert set(asked.options) == set(Color)  # any *color*: not colorless (105.1)
    changes = [e.event for e in game.log.since(mark) if isinstance(e.event, LifeChanged)]
    assert [(c.player.name, c.amount, c.total) for c in changes] == [("Alice", -1, 19)]
    assert any(isinstance(e.event, CostPaid) for e in game.log.since(mark))


def test_ST_oracle_pay_last_life_point_then_lose(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """Rules 119.4 and 704.5a: at exactly 1 life a player may pay 1 life (life total >=
    the payment); the mana is added, and the state-based action then makes them lose."""
    chooser = ScriptedChooser({"color": ["W"]})
    game, alice, town = town_in_main_phase(new_game, chooser, life=1)
    alice_life_before = alice.life
    assert alice_life_before == 1
    produced = game.activate_mana_ability(town, 1)
    assert produced == ManaAmount.of(ManaType.W)
    assert town.tapped
    expect(game).player("Alice", life=0, lost=True).turn(winner="Bob")
    assert game.game_over
    [lost] = game.log.events(PlayerLost)
    assert lost.player.name == "Alice"
    assert "704.5a" in lost.reason


@pytest.mark.parametrize("second_index", [0, 1])
def test_ST_oracle_tapped_town_cant_be_tapped_again(new_game: NewGame, second_index: int) -> None:
    """T-1, rule 107.5: a tapped Town can't be tapped to pay {T} again, for either ability;
    the illegal activation changes nothing (no life paid, no mana, no log lines)."""
    chooser = ScriptedChooser({"color": ["B", "B"]})
    game, alice, town = town_in_main_phase(new_game, chooser)
    game.activate_mana_ability(town, 0)
    assert (alice.life, pool(alice), town.tapped) == (20, [ManaType.C], True)
    before = (alice.life, pool(alice), town.tapped, len(game.log))
    with pytest.raises(IllegalActionError) as error:
        game.activate_mana_ability(town, second_index)
    assert error.value.rule == "107.5"
    assert (alice.life, pool(alice), town.tapped, len(game.log)) == before


def test_ST_oracle_town_that_entered_tapped_cant_be_tapped_for_mana(new_game: NewGame) -> None:
    """Rules 107.5 and 614.1d: a Town that entered tapped on Bob's turn (ST-3) can't pay
    {T}; Alice keeps her life and gets no mana."""
    game = new_game(library=LIBRARY_SIZE, choices={"color": ["R"]})
    alice, _ = game.players
    card = game.add_card(TOWN, alice, "hand")
    game.start(game.players[1])
    game.advance_to(Step.MAIN1)
    town = game.put_onto_battlefield(card)
    assert town is not None and town.tapped
    before = (alice.life, pool(alice), len(game.log))
    for index in (0, 1):
        with pytest.raises(IllegalActionError):
            game.activate_mana_ability(town, index)
    assert (alice.life, pool(alice), len(game.log)) == before
    assert town.tapped


def test_ST_oracle_under_a_moon_it_enters_untapped_on_any_turn(new_game: NewGame) -> None:
    """Rules 614.12 and 305.7: whether "enters tapped unless ..." applies is judged from
    the Town as it would exist on the battlefield. Under "Nonbasic lands are Mountains" it
    would be a Mountain without that ability, so it enters untapped on Bob's turn, and
    taps for {R} only."""
    game = new_game(library=LIBRARY_SIZE)
    alice, bob = game.players
    game.add_card("Crimson Moon", bob)
    card = game.add_card(TOWN, alice, "hand")
    game.start(bob)
    game.advance_to(Step.MAIN1)
    mark = len(game.log)
    town = game.put_onto_battlefield(card)
    assert town is not None and not town.tapped
    [entered] = entered_events(game, mark)
    assert entered.tapped is False
    assert [a.text for a in town.mana_abilities] == ["{T}: Add {R}."]
