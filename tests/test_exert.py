"""Exert (701.43): "You may exert this creature as it attacks. When you do, ..." in
data, a `[[triggers]]` entry with `when = "exert"` (701.43d, 607.2h): its controller
chooses as it attacks; exerted, it won't untap during their next untap step (701.43a)."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Exerted, Game, Step, load_card_text

NewGame = Callable[..., Game]

WARRIOR = load_card_text(
    'name = "Crop Warrior"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "You may exert Crop Warrior as it attacks. When you do, it gets '
    "+2/+2 until end of turn. (An exerted creature won't untap during your next untap "
    'step.)"\n'
    '[[triggers]]\nwhen = "exert"\neffects = [{ gets = "+2/+2" }]\n'
)


def attack(game: Game) -> None:
    bob = game.players[1]
    [warrior] = game.permanents("Crop Warrior")
    game.declare_attackers({warrior: bob})
    game.resolve_stack()


def test_exerted_it_gets_the_bonus_and_stays_tapped(new_game: NewGame) -> None:
    """701.43a, 701.43d: exerted, "when you do" triggers; it doesn't untap during its
    controller's next untap step, and does during the one after."""
    game = new_game(cards=[WARRIOR], choices={"exert": ["exert it"]})
    alice, bob = game.players
    warrior = game.add_card("Crop Warrior", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    attack(game)
    assert warrior.power == 4 and [e.permanent for e in game.log.events(Exerted)] == [warrior]
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 16
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.MAIN1)
    assert warrior.tapped and warrior.power == 2
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.MAIN1)
    assert not warrior.tapped


def test_not_exerted_nothing_triggers(new_game: NewGame) -> None:
    """701.43d: "you may": not exerted, no trigger and it untaps as usual (502.3)."""
    game = new_game(cards=[WARRIOR], choices={"exert": ["don't exert it"]})
    alice = game.players[0]
    warrior = game.add_card("Crop Warrior", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    attack(game)
    assert warrior.power == 2 and not game.log.events(Exerted)
    game.next_turn()
    game.next_turn()
    game.advance_to(Step.MAIN1)
    assert not warrior.tapped


THEFT = load_card_text(
    'name = "Theft Test"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    'oracle = "Gain control of target creature."\n[spell]\n'
    'targets = ["target creature"]\neffects = [{ gain_control = "target" }]\n'
)


def test_exerted_it_stays_tapped_through_the_exerting_players_untap_step(
    new_game: NewGame,
) -> None:
    """701.43a: "you choose to have it not untap during your next untap step": the
    exerting player's. Stolen by Bob after it attacked, it untaps in his untap step, and
    the effect ends with Alice's next untap step."""
    game = new_game(cards=[WARRIOR, THEFT], choices={"exert": ["exert it"]})
    alice, bob = game.players
    warrior = game.add_card("Crop Warrior", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    attack(game)
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance_to(Step.END_OF_COMBAT)
    game.pass_priority()  # Bob steals it in Alice's turn
    game.add_mana(bob, "{U}")
    game.cast(game.add_card("Theft Test", bob, "hand"), target=warrior)
    game.resolve_stack()
    assert warrior.controller is bob and warrior.tapped
    game.next_turn()  # Bob's
    game.advance_to(Step.MAIN1)
    assert not warrior.tapped
    game.next_turn()  # Alice's: her next untap step, the effect's end
    assert not [e for e in game.continuous_effects if "exerted" in e.description]
