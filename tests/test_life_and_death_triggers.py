"""Triggers on dying and on gaining life: Blood Artist (603.6c, 603.10a, 700.4) and
Bloodbond Vampire (119.9, 120.3f)."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import AbilityDidNothing, AbilityTriggered, Game, Step, load_card_text

NewGame = Callable[..., Game]

BEARS = "Grizzly Bears"


def combat_where_both_die(game: Game) -> None:
    """Alice's Bears attack, Bob's Bears block: both die at once (510.2, 704.5g)."""
    alice, bob = game.players
    attacker = game.add_card(BEARS, alice)
    blocker = game.add_card(BEARS, bob)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    game.advance()
    game.declare_blockers({blocker: attacker})
    game.advance()


# --------------------------------------------------------------------------- Blood Artist


def test_blood_artist_drains_when_a_creature_dies(new_game: NewGame) -> None:
    """700.4: a creature put into a graveyard from the battlefield dies; the target
    player loses 1 life and Blood Artist's controller gains 1 (119.3)."""
    game = new_game(choices={"target": ["Bob"]})
    alice, bob = game.players
    game.add_card("Blood Artist", alice)
    bears = game.add_card(BEARS, bob)
    game.begin_at(alice, Step.MAIN1)
    game.destroy(bears)
    game.resolve_stack()
    assert (alice.life, bob.life) == (21, 19)


def test_blood_artist_sees_itself_and_the_others_dying_together(new_game: NewGame) -> None:
    """603.10a: leaves-the-battlefield abilities look back in time. Blood Artist dying in
    combat with two other creatures triggers for each of the three."""
    game = new_game(choices={"target": ["Bob", "Bob", "Bob"]})
    alice, bob = game.players
    artist = game.add_card("Blood Artist", alice)
    attacker = game.add_card(BEARS, alice)
    blocker = game.add_card(BEARS, bob)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker, artist])
    game.advance()
    game.declare_blockers({blocker: attacker, game.add_card(BEARS, bob): artist})
    game.advance()
    triggered = [e for e in game.log.events(AbilityTriggered) if e.source.name == "Blood Artist"]
    assert len(triggered) == 3  # Blood Artist, Alice's Bears, the Bears that blocked it
    game.resolve_stack()
    assert (alice.life, bob.life) == (23, 17)


def test_a_noncreature_leaving_doesnt_trigger_blood_artist(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    game.add_card("Blood Artist", alice)
    forest = game.add_card("Forest", alice)
    bears = game.add_card(BEARS, alice)
    game.begin_at(alice, Step.MAIN1)
    game.destroy(forest)
    game.return_to_hand(bears)  # leaves, but isn't put into a graveyard: doesn't die
    assert game.stack == ()


def test_blood_artist_whose_target_left_the_game_does_nothing(new_game: NewGame) -> None:
    """608.2b: its only target, a player, left the game (800.4a): the ability doesn't
    resolve, so its controller gains no life either."""
    game = new_game(players=("Alice", "Bob", "Carol"), choices={"target": ["Carol"]})
    alice, bob, carol = game.players
    game.add_card("Blood Artist", alice)
    bears = game.add_card(BEARS, bob)
    game.begin_at(alice, Step.MAIN1)
    game.destroy(bears)
    game.lose_life(carol, 20)  # she leaves the game (704.5a, 800.4a)
    assert carol.has_lost
    game.resolve_stack()
    assert alice.life == 20
    [did_nothing] = game.log.events(AbilityDidNothing)
    assert "608.2b" in did_nothing.reason


# --------------------------------------------------------------------------- Bloodbond


def test_bloodbond_vampire_grows_each_time_you_gain_life(new_game: NewGame) -> None:
    """119.9: each life-gain event triggers it once; losing life doesn't."""
    game = new_game()
    alice = game.players[0]
    vampire = game.add_card("Bloodbond Vampire", alice)
    game.begin_at(alice, Step.MAIN1)
    game.gain_life(alice, 2)
    game.gain_life(alice, 1)
    game.lose_life(alice, 1)
    game.resolve_stack()
    assert vampire.counters == {"+1/+1": 2} and (vampire.power, vampire.toughness) == (5, 5)


def test_bloodbond_vampire_grows_from_lifelink(new_game: NewGame) -> None:
    """120.3f: lifelink's life gain is a life-gain event."""
    game = new_game()
    alice, bob = game.players
    vampire = game.add_card("Bloodbond Vampire", alice)
    game.begin_at(alice, Step.MAIN1)
    [token] = game.create_token("Vampire Token", alice)
    game.deal_damage(token, bob, 1)
    game.resolve_stack()
    assert vampire.counters == {"+1/+1": 1}


def test_bloodbond_vampire_ignores_an_opponents_life_gain(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    game.add_card("Bloodbond Vampire", alice)
    game.begin_at(alice, Step.MAIN1)
    game.gain_life(bob, 3)
    assert game.stack == ()


def test_blood_artist_and_bloodbond_vampire_together(new_game: NewGame) -> None:
    """A death drains; the life gained grows the Vampire: a trigger from a trigger."""
    game = new_game(choices={"target": ["Bob", "Bob"]})
    alice, bob = game.players
    game.add_card("Blood Artist", alice)
    vampire = game.add_card("Bloodbond Vampire", alice)
    combat_where_both_die(game)
    game.resolve_stack()
    assert vampire.counters == {"+1/+1": 2}
    assert (alice.life, bob.life) == (22, 18)


def test_a_dies_trigger_is_controlled_by_who_controlled_the_creature(new_game: NewGame) -> None:
    """603.3a, 603.10a, 113.7a: Alice controls Bob's Blood Artist through Mind Control;
    when it dies, the trigger is hers, judged as the Artist last existed."""
    game = new_game(choices={"target": ["Bob"]})
    alice, bob = game.players
    artist = game.add_card("Blood Artist", bob)
    game.add_card("Mind Control", alice, attached_to=artist)
    game.begin_at(alice, Step.MAIN1)
    game.destroy(artist)
    assert game.stack[-1].controller is alice
    game.resolve_stack()
    assert (alice.life, bob.life) == (21, 19)


def test_a_noncreature_put_into_a_graveyard_doesnt_die(new_game: NewGame) -> None:
    """700.4, 603.10a: Heliod with devotion to white below five isn't a creature as it
    last existed on the battlefield, so sacrificing it doesn't trigger Blood Artist."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Blood Artist", alice)
    heliod = game.add_card("Heliod, God of the Sun", alice)
    game.begin_at(alice, Step.MAIN1)
    assert not heliod.is_creature
    game.sacrifice(heliod)
    assert game.stack == ()


# ------------------------------------------------------------- watched with power or toughness

STOUT_MOURNER = load_card_text(
    'name = "Stout Mourner"\nmana_cost = "{1}{B}"\ntypes = ["Creature"]\n'
    'subtypes = ["Zombie"]\npower = 1\ntoughness = 1\n'
    'oracle = "Whenever a creature you control with toughness 4 or greater dies, '
    'you gain 4 life."\n'
    '[[triggers]]\nwhen = "dies"\nof = "a creature you control with toughness 4 or greater"\n'
    "effects = [{ gain_life = 4 }]\n"
)
BIG_GREETER = load_card_text(
    'name = "Big Greeter"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\n'
    'subtypes = ["Boar"]\npower = 2\ntoughness = 2\n'
    'oracle = "Whenever a creature with power 3 or greater enters the battlefield under '
    'your control, you gain 1 life."\n'
    '[[triggers]]\nwhen = "enters"\nof = "a creature you control with power 3 or greater"\n'
    "effects = [{ gain_life = 1 }]\n"
)
RIDGE_OX = load_card_text(
    'name = "Ridge Ox"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\nsubtypes = ["Ox"]\n'
    "power = 3\ntoughness = 3\n"
)


def test_a_dying_creatures_toughness_is_as_it_last_existed(new_game: NewGame) -> None:
    """603.10a: Bears made 4/4 by counters die with toughness 4 as they last existed on
    the battlefield (a 2/2 card in the graveyard): Stout Mourner triggers; plain Bears
    don't."""
    game = new_game(cards=[STOUT_MOURNER])
    alice = game.players[0]
    game.add_card("Stout Mourner", alice)
    big, small = game.add_card(BEARS, alice), game.add_card(BEARS, alice)
    game.add_counters(big, "+1/+1", 2)
    game.begin_at(alice, Step.MAIN1)
    game.destroy(small)
    game.resolve_stack()
    assert alice.life == 20
    game.destroy(big)
    game.resolve_stack()
    assert alice.life == 24


def test_an_entering_creatures_power(new_game: NewGame) -> None:
    """603.6a: Big Greeter sees a 3/3 enter under its controller's control, not a 2/2."""
    game = new_game(cards=[BIG_GREETER, RIDGE_OX])
    alice = game.players[0]
    game.add_card("Big Greeter", alice)
    game.begin_at(alice, Step.MAIN1)
    game.put_onto_battlefield(game.add_card(BEARS, alice, "hand"))
    game.resolve_stack()
    assert alice.life == 20
    game.put_onto_battlefield(game.add_card("Ridge Ox", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 21


NIGHT_FEEDER = load_card_text(
    'name = "Night Feeder"\nmana_cost = "{3}{B}{B}"\ntypes = ["Creature"]\n'
    'subtypes = ["Vampire"]\npower = 3\ntoughness = 3\n'
    'oracle = "Whenever a creature dealt damage by Night Feeder this turn dies, put a +1/+1 '
    'counter on Night Feeder."\n'
    '[[triggers]]\nwhen = "dies"\nof = "a creature dealt damage by this creature this turn"\n'
    'effects = [{ counters = "+1/+1", amount = 1, on = "this" }]\n'
)


def test_a_creature_it_dealt_damage_to_this_turn_dies(new_game: NewGame) -> None:
    """603.10a: Night Feeder dealt 1 damage to Bob's Bears, which then die: it gets a
    counter; Bears it never damaged dying give none; the next turn the record is gone
    (514.2), and a saved game keeps it."""
    game = new_game(cards=[NIGHT_FEEDER])
    alice, bob = game.players
    feeder = game.add_card("Night Feeder", alice)
    hurt, other = game.add_card(BEARS, bob), game.add_card(BEARS, bob)
    game.begin_at(alice, Step.MAIN1)
    game.deal_damage(feeder, hurt, 1)
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    assert restored.permanents(BEARS)[0].damaged_by == hurt.damaged_by == {feeder.id}
    game.destroy(other)
    game.resolve_stack()
    assert feeder.counters.get("+1/+1", 0) == 0
    game.destroy(hurt)
    game.resolve_stack()
    assert feeder.counters["+1/+1"] == 1
    late = game.add_card(BEARS, bob)
    game.deal_damage(feeder, late, 1)
    game.advance_to(Step.UPKEEP)
    game.destroy(late)
    game.resolve_stack()
    assert feeder.counters["+1/+1"] == 1
