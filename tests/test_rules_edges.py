"""Edges of the rules a review found: objects that left their zone (400.7), draws
(104.4a), creatures entering attacking (506.3, 508.8), state-based actions before
triggers (704.3), tokens aren't cards (108.2b), priority after declarations (117.3a),
and blockers of removed attackers (509.1g)."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import pytest

from cardhost import (
    AbilityDidNothing,
    AbilityTriggered,
    CardDefinition,
    CardhostError,
    Game,
    GameStarted,
    IllegalActionError,
    Layer,
    Modification,
    PlayerLost,
    Step,
    StepBegan,
    TappedOrUntapped,
    Zone,
    hookimpl,
    load_card_text,
)
from cardhost.tools.testing import Expect

NewGame = Callable[..., Game]


def test_an_object_that_left_its_zone_is_gone(new_game: NewGame) -> None:
    """400.7: a card that changed zones is a new object; the old one can't act again."""
    game = new_game()
    alice = game.players[0]
    elves = game.add_card("Llanowar Elves", alice)
    forest = game.add_card("Forest", alice, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.sacrifice(elves)
    assert elves.zone is None
    with pytest.raises(IllegalActionError, match=r"rule 400\.7: Llanowar Elves #\d+ changed zones"):
        game.activate_mana_ability(elves)
    assert "gone, 400.7" in repr(elves)
    game.play_land(forest)
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.MAIN1)
    with pytest.raises(IllegalActionError, match=r"rule 400\.7: Forest #\d+ changed zones"):
        game.play_land(forest)
    with pytest.raises(IllegalActionError, match=r"rule 305\.1"):
        game.play_land(game.permanents("Forest")[0])
    assert len(game.permanents("Forest")) == 1


def test_an_aura_goes_when_what_it_enchants_leaves(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """303.4c, 704.5m: Pacifism on a creature that dies goes to its owner's graveyard."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Pacifism", alice, attached_to=bears)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.sacrifice(bears)
    expect(game).permanent("Pacifism", count=0).player("Alice", graveyard=["Pacifism"])


def test_an_aura_spell_whose_target_left_does_not_resolve(new_game: NewGame) -> None:
    """608.3b: Pacifism cast on a creature that is gone before it resolves is countered."""
    game = new_game()
    alice, bob = game.players
    pacifism = game.add_card("Pacifism", alice, "hand")
    bears = game.add_card("Grizzly Bears", bob)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{1}{W}")
    game.cast(pacifism, target=bears)
    game.sacrifice(bears)
    game.resolve_top()
    assert game.permanents("Pacifism") == []
    assert [c.name for c in alice.graveyard] == ["Pacifism"]


def test_when_the_last_players_lose_at_once_the_game_is_a_draw(new_game: NewGame) -> None:
    """104.4a: both players at 0 life at once: nobody wins."""
    game = new_game()
    alice, bob = game.players
    game.start(alice)
    game.advance_to(Step.MAIN1)
    alice.life = 0
    bob.life = 0
    game.settle()
    assert game.game_over
    assert game.winner is None
    assert alice.has_lost and bob.has_lost


def test_a_creature_put_onto_the_battlefield_attacking_keeps_combat_going(
    new_game: NewGame,
) -> None:
    """508.8: the combat damage step happens if a creature was put onto the battlefield
    attacking, even with no attackers declared."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice, "hand")
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([])
    game.put_onto_battlefield(bears, attacking=bob)
    game.advance_to(Step.END_OF_COMBAT)
    steps = [e.step for e in game.log.events(StepBegan)]
    assert "combat damage" in steps
    assert bob.life == 18


def test_an_opponents_creature_cannot_enter_attacking_for_the_active_player(
    new_game: NewGame,
) -> None:
    """506.3b: a creature put onto the battlefield attacking under the control of a player
    who isn't the attacking player is never attacking."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob, "hand")
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([])
    entered = game.put_onto_battlefield(bears, attacking=alice)
    assert entered is not None and not game.combat.is_attacking(entered)
    game.advance_to(Step.END)
    assert alice.life == 20


def test_state_based_actions_finish_before_triggers_go_on_the_stack(new_game: NewGame) -> None:
    """704.3, 603.3d, 108.2b: a Vampire token that dies in combat ceases to exist before
    Squall's trigger chooses targets; a token is never a card to return."""
    game = new_game()
    alice, bob = game.players
    squall = game.add_card("Squall, SeeD Mercenary", alice)
    token_def = game.card("March of the Canonized").tokens["Vampire Token"]
    vampire = game.add_card(token_def, alice)
    blocker = game.add_card("Grizzly Bears", bob)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([squall, vampire])
    game.advance()
    game.declare_blockers({blocker: vampire})
    game.advance()
    removed = [e for e in game.log.events(AbilityDidNothing) if "603.3d" in e.reason]
    assert len(removed) == 1
    assert not [e for e in game.log.events(AbilityTriggered) if e.targets]
    assert bob.life == 17


def test_nobody_gets_priority_before_attackers_are_declared(new_game: NewGame) -> None:
    """117.3a, 508.1: casting or resolving waits for the declaration."""
    game = new_game()
    alice = game.players[0]
    spark = game.add_card("Quick Spark", alice, "hand")
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.add_mana(alice, "{R}")
    with pytest.raises(IllegalActionError, match=r"rule 117\.3a"):
        game.cast(spark)
    game.declare_attackers([])
    assert game.cast(spark).zone is Zone.STACK


def test_a_blocker_stays_blocking_when_its_attacker_is_removed(new_game: NewGame) -> None:
    """509.1g, 510.1d: the blocker remains blocking but deals no combat damage."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    legionnaire = game.add_card("Porcelain Legionnaire", bob)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.advance()
    game.declare_blockers({legionnaire: bears})
    game.remove_from_combat(bears)
    assert game.combat.is_blocking(legionnaire)
    game.advance_to(Step.END_OF_COMBAT)
    assert bears in game.battlefield and bears.damage == 0
    steps = [e.step for e in game.log.events(StepBegan)]
    assert "first-strike damage" in steps  # the blocking Legionnaire still has first strike


def test_cleanup_with_a_state_based_action_gives_priority_and_another_cleanup(
    new_game: NewGame,
) -> None:
    """514.3a: if state-based actions are performed during the cleanup step, players get
    priority and then there is another cleanup step."""

    @hookimpl
    def on_beginning_of_step(game: Game, card: CardDefinition, event: StepBegan) -> None:
        if event.step is Step.CLEANUP:
            for wither in game.permanents(card):
                if not wither.counters:
                    game.add_counters(wither, "-1/-1")

    sprite = load_card_text(
        'name = "Withering Sprite"\nmana_cost = "{B}"\ntypes = ["Creature"]\n'
        "power = 1\ntoughness = 1\n",
        plugin=SimpleNamespace(on_beginning_of_step=on_beginning_of_step),
    )
    game = new_game(cards=[sprite], library=5)
    alice = game.players[0]
    game.add_card("Withering Sprite", alice)
    game.start(alice)
    game.advance_to(Step.END)
    game.advance()
    assert game.step is Step.CLEANUP  # priority in the cleanup step
    assert game.permanents("Withering Sprite") == []
    game.advance()
    cleanups = [e for e in game.log if isinstance(e.event, StepBegan) and e.step == "cleanup"]
    assert len([e for e in cleanups if e.turn == 1]) == 2
    assert game.turn_number == 2


def test_a_player_who_loses_a_multiplayer_game_leaves_it(new_game: NewGame) -> None:
    """800.4a: what Bob owns leaves the game, what he controls but doesn't own is exiled,
    his abilities on the stack cease to exist; 800.4k: he takes no more turns."""
    game = new_game(players=("Alice", "Bob", "Carol"), library=5)
    alice, bob, carol = game.players
    squall = game.add_card("Squall, SeeD Mercenary", bob)
    borrowed = game.add_card("Llanowar Elves", carol, controller=bob)
    game.add_card("Forest", bob, "hand")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    bob.life = 0
    game.settle()
    assert bob.has_lost and not game.game_over
    assert squall.zone is None and bob.hand == () and bob.library == ()
    assert [o.name for o in game.exile_zone] == ["Llanowar Elves"] and borrowed.zone is None
    assert game.exile_zone[0].owner is carol
    game.next_turn()
    assert game.active_player is carol


def test_a_player_who_left_does_not_come_back_when_the_game_restarts(new_game: NewGame) -> None:
    """726.1, 800.4a: only the players still in the game start the new one; with two of
    them, the starting player skips the first draw step (103.8a)."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    alice, bob, carol = game.players
    game.start(alice)
    carol.life = 0
    game.settle()
    assert carol.has_lost and not game.game_over
    game.restart(alice)
    game.advance_to(Step.MAIN1)
    assert [p.name for p in game.log.events(GameStarted)[-1].players] == ["Alice", "Bob"]
    assert carol.has_lost and len(game.log.events(PlayerLost)) == 1
    assert len(alice.hand) == 7  # no draw on turn 1 of a two-player game
    game.next_turn()
    assert game.active_player is bob


def test_beginning_of_declare_attackers_triggers_wait_for_the_declaration(
    new_game: NewGame,
) -> None:
    """508.1-508.2: attackers are declared first; then triggered abilities go on the stack."""

    @hookimpl
    def on_beginning_of_step(game: Game, card: CardDefinition, event: StepBegan) -> None:
        if event.step is Step.DECLARE_ATTACKERS:
            for horn in game.permanents(card, controller=event.active_player):
                game.trigger(
                    horn,
                    "At the beginning of combat on your turn, you gain 1 life.",
                    lambda g, a: g.gain_life(a.controller, 1, "War Horn"),
                )

    horn = load_card_text(
        'name = "War Horn"\nmana_cost = "{3}"\ntypes = ["Artifact"]\n',
        plugin=SimpleNamespace(on_beginning_of_step=on_beginning_of_step),
    )
    game = new_game(cards=[horn], library=5)
    alice = game.players[0]
    game.add_card("War Horn", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert game.stack == () and game.awaiting == "attackers"
    game.declare_attackers([])
    assert len(game.stack) == 1
    game.resolve_stack()
    assert alice.life == 21


def test_an_aura_with_nothing_to_enchant_stays_where_it_is(new_game: NewGame) -> None:
    """303.4g: an Aura put onto the battlefield with no legal object to enchant stays in
    its zone."""
    game = new_game()
    alice = game.players[0]
    pacifism = game.add_card("Pacifism", alice, "graveyard")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    assert game.put_onto_battlefield(pacifism) is None
    assert pacifism in alice.graveyard and game.permanents("Pacifism") == []
    assert "stays where it is: an Aura with nothing it could enchant (303.4g)" in game.log.text()


def test_state_based_actions_see_each_change_to_a_permanent(new_game: NewGame) -> None:
    """704.3: state-based actions are checked whenever a player would receive priority.
    Checks after changes to no permanent (cards drawn, a combat begun) look at no
    permanent again, yet damage, a counter or a copy's own change made after them is
    seen at once, in the game and in a copy of it."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    other = game.add_card("Grizzly Bears", bob)
    for player in game.players:
        for _ in range(5):
            game.add_card("Forest", player, "library")
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.draw(alice)
    game.deal_damage(other, bears, 1)
    assert bears.zone is Zone.BATTLEFIELD and bears.damage == 1
    game.draw(alice)
    game.advance_to(Step.BEGINNING_OF_COMBAT)
    twin = game.copy()
    game.add_counters(bears, "-1/-1")  # 1 damage on a 1/1: lethal (704.5g)
    assert bears.zone is None and game.permanents("Grizzly Bears") == [other]
    [twin_bears, _] = twin.permanents("Grizzly Bears")
    twin.draw(twin.players[0])
    assert twin_bears.zone is Zone.BATTLEFIELD
    twin.add_counters(twin_bears, "-1/-1", 2)  # toughness 0 (704.5f)
    assert twin_bears.zone is None


def test_each_event_shows_its_object_as_it_was_when_it_happened(new_game: NewGame) -> None:
    """608.2h: an event keeps its object's name and controller of that moment. The
    squire is tapped three times: as itself, then transformed (712.8e, the back face's
    name), then under Bob's control (613.1b); each event says so, after all of it."""
    game = new_game()
    alice, bob = game.players
    squire = game.add_card("Daybreak Squire", alice)
    thief = game.add_card("Forest", bob)
    game.start(alice)
    game.advance_to(Step.MAIN1)

    def tap_and_untap() -> None:
        game.tap(squire)
        game.untap(squire)

    tap_and_untap()
    game.transform(squire)
    tap_and_untap()
    game.create_effect(thief, [squire], [Modification(Layer.CONTROL, control=True)])
    tap_and_untap()
    taps = [e.shown("permanent") for e in game.log.events(TappedOrUntapped) if e.tapped]
    assert [(ref.name, ref.controller) for ref in taps[-3:]] == [
        ("Daybreak Squire", "Alice"),
        ("Duskfall Reaver", "Alice"),
        ("Duskfall Reaver", "Bob"),
    ]
    assert len({ref.id for ref in taps[-3:]}) == 1


def test_an_instant_or_sorcery_card_never_enters_the_battlefield(new_game: NewGame) -> None:
    """304.4, 307.4: Lightning Bolt put onto the battlefield remains in the graveyard,
    and the log says why; a position placing one there is refused, nothing placed."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bolt = game.add_card("Lightning Bolt", alice, "graveyard")
    assert game.put_onto_battlefield(bolt) is None
    assert bolt.zone is Zone.GRAVEYARD and game.battlefield == ()
    assert "can't enter the battlefield (304.4, 307.4)" in game.log.text()
    with pytest.raises(CardhostError, match=r"304\.4, 307\.4"):
        game.add_card("Divination", alice)
    assert game.battlefield == () and [c.name for c in alice.graveyard] == ["Lightning Bolt"]


def test_a_token_copy_of_an_instant_is_not_created(new_game: NewGame) -> None:
    """111.5: an effect that would create a token that is a copy of an instant or
    sorcery card creates none; nor a token of an instant's definition."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bolt = game.add_card("Lightning Bolt", alice, "graveyard")
    assert game.create_token_copies(bolt, alice, 2) == []
    assert game.create_token("Lightning Bolt", alice) == []
    assert game.battlefield == ()
