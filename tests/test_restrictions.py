"""What a creature can't do (508.1c, 509.1b) as data: a static ability's
``cant`` (an Aura's "Enchanted creature can't attack or block", a creature's own
"This creature can't block") and the ``cant`` instruction ("Target creature can't
block this turn"), for its duration (611.2a); each refusal names the rule and the
effect's source."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

COWARD = load_card_text(
    'name = "Craven Hulk"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\npower = 4\n'
    'toughness = 4\noracle = "Craven Hulk can\'t block."\n'
    '[[statics]]\naffects = "this"\ncant = ["block"]\n'
)
TAUNT = load_card_text(
    'name = "Cower"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature can\'t block this turn."\n'
    '[spell]\ntargets = ["target creature"]\n'
    'effects = [{ cant = "block", on = "target" }]\n'
)
SHADE = load_card_text(
    'name = "Slipshade"\nmana_cost = "{1}{U}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\noracle = "Slipshade can\'t be blocked."\n'
    '[[statics]]\naffects = "this"\ncant = ["be blocked"]\n'
)
CARDS: list[CardDefinition] = [COWARD, TAUNT, SHADE]


def to_blockers(game: Game, attackers: list[object]) -> None:
    game.declare_attackers(attackers)
    game.advance_to(Step.DECLARE_BLOCKERS)


def test_a_creature_that_cant_block_or_be_blocked(new_game: NewGame) -> None:
    """509.1b: Craven Hulk can't block; Slipshade can't be blocked; each refusal names
    the rule and the source, and changes nothing."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    shade = game.add_card("Slipshade", alice)
    bears = game.add_card("Grizzly Bears", alice)
    hulk = game.add_card("Craven Hulk", bob)
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    to_blockers(game, [shade, bears])
    before = len(game.log)
    with pytest.raises(IllegalActionError, match=r"509\.1b.*Craven Hulk says Craven Hulk"):
        game.declare_blockers({hulk: bears})
    with pytest.raises(IllegalActionError, match=r"509\.1b.*Slipshade says Slipshade can't"):
        game.declare_blockers({wall: shade})
    assert len(game.log) == before
    game.declare_blockers({wall: bears})
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 19


def test_cant_block_this_turn_ends_with_the_turn(new_game: NewGame) -> None:
    """611.2a: Cower's "can't block this turn" lasts until the turn ends; the next turn
    the creature blocks again."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Cower", alice, "hand"), target=wall)
    game.resolve_stack()
    assert wall.restrictions == frozenset({"can't block"})
    game.advance_to(Step.DECLARE_ATTACKERS)
    to_blockers(game, [bears])
    with pytest.raises(IllegalActionError, match=r"509\.1b.*Cower says Wall of Stone"):
        game.declare_blockers({wall: bears})
    game.declare_blockers({})
    game.advance_to(Step.MAIN1, bob)
    assert wall.restrictions == frozenset()


def test_pacifism_is_data(new_game: NewGame) -> None:
    """Pacifism ("Enchanted creature can't attack or block") is a static ability in
    data: its creature can't attack (508.1c) and the refusal names Pacifism."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.add_card("Pacifism", bob, attached_to=bears)
    assert not game.catalog.get("Pacifism").plugin
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError, match=r"508\.1c.*Pacifism says Grizzly Bears"):
        game.declare_attackers([bears])


@pytest.mark.parametrize(
    ("table", "key", "problem"),
    [
        ('[[statics]]\naffects = "this"\ncant = ["fly"]', "statics[0].cant[0]", "'fly'"),
        (
            '[spell]\ntargets = ["target player"]\neffects = [{ cant = "block", on = "target" }]',
            "spell.effects[0]",
            "needs a target object",
        ),
    ],
)
def test_a_bad_restriction_names_its_key(table: str, key: str, problem: str) -> None:
    """508.1c, 509.1b: the restrictions are the rules' words, on a creature."""
    types = (
        '["Instant"]' if table.startswith("[spell]") else '["Creature"]\npower = 1\ntoughness = 1'
    )
    with pytest.raises(CardFileError) as refused:
        load_card_text(
            f'name = "Bad"\nmana_cost = "{{R}}"\ntypes = {types}\n'
            f'oracle = "Bad can\'t fly."\n{table}\n'
        )
    message = str(refused.value)
    assert key in message and problem in message, message


FROST = load_card_text(
    'name = "Frost Bite"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    "oracle = \"Tap target creature. It doesn't untap during its controller's next untap "
    'step."\n[spell]\ntargets = ["target creature"]\neffects = [{ tap = "target" }, '
    '{ cant = "untap", on = "target", duration = "during its controller\'s next untap step" }]\n'
)
SLEEPER = load_card_text(
    'name = "Sleepy Giant"\nmana_cost = "{3}"\ntypes = ["Creature"]\npower = 5\ntoughness = 5\n'
    'oracle = "Sleepy Giant doesn\'t untap during your untap step."\n'
    '[[statics]]\naffects = "this"\ncant = ["untap"]\n'
)


def test_doesnt_untap_during_the_untap_step(new_game: NewGame) -> None:
    """502.3: a creature held by Frost Bite stays tapped through its controller's next
    untap step, then the effect ends and it untaps in the one after; Sleepy Giant never
    untaps in its controller's untap step, but an effect may untap it (701.26b)."""
    game = new_game(cards=[*CARDS, FROST, SLEEPER])
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", bob)
    giant = game.add_card("Sleepy Giant", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{U}")
    game.cast(game.add_card("Frost Bite", alice, "hand"), target=elves)
    game.resolve_stack()
    game.tap(giant)
    game.advance_to(Step.UPKEEP, bob)
    assert elves.tapped and game.continuous_effects == ()
    game.advance_to(Step.UPKEEP, alice)
    assert giant.tapped
    game.untap(giant)
    assert not giant.tapped
    game.advance_to(Step.UPKEEP, bob)
    assert not elves.tapped


PARALYSIS = load_card_text(
    'name = "Paralysis Test"\nmana_cost = "{3}{U}"\ntypes = ["Instant"]\n'
    "oracle = \"Tap up to two target creatures. Those creatures don't untap during their "
    'controller\'s next untap step."\n[spell]\ntargets = ["up to two target creatures"]\n'
    'effects = [{ tap = "target" }, '
    '{ cant = "untap", on = "target", duration = "during its controller\'s next untap step" }]\n'
)


def test_each_creature_stays_tapped_through_its_own_controllers_next_untap_step(
    new_game: NewGame,
) -> None:
    """502.3, 611.2: "Those creatures don't untap during their controller's next untap
    step.", one creature Alice's own: Bob's untap step ends the effect for his creature
    only, and hers stays tapped through her next untap step, then untaps in the one
    after (the whole effect ended with the first untap step of either)."""
    game = new_game(cards=[*CARDS, PARALYSIS])
    alice, bob = game.players
    mine = game.add_card("Llanowar Elves", alice)
    theirs = game.add_card("Llanowar Elves", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}{U}")
    game.cast(game.add_card("Paralysis Test", alice, "hand"), targets=[mine, theirs])
    game.resolve_stack()
    game.advance_to(Step.UPKEEP, bob)
    assert theirs.tapped and mine.tapped
    game.advance_to(Step.UPKEEP, alice)
    assert mine.tapped and game.continuous_effects == ()
    game.advance_to(Step.UPKEEP, bob)
    assert not theirs.tapped
    game.advance_to(Step.UPKEEP, alice)
    assert not mine.tapped


MARSH = load_card_text(
    'name = "Sore Marsh"\ntypes = ["Land"]\n'
    'oracle = "{T}: Add {B}. Sore Marsh doesn\'t untap during your next untap step."\n'
    '[[mana_abilities]]\ncost = "{T}"\nadd = "{B}"\n'
    'effects = [{ cant = "untap", on = "this", duration = "during your next untap step" }]\n'
)


@pytest.mark.parametrize("stolen", [False, True])
def test_doesnt_untap_during_your_next_untap_step(new_game: NewGame, stolen: bool) -> None:
    """502.3: tapped for mana by Alice, Sore Marsh stays tapped through her next untap
    step, the effect then ends, and it untaps in the one after. "Your" is Alice's, who
    controlled the ability: if Bob gains control of the Marsh in her turn, it untaps in
    his untap step, which comes first."""
    game = new_game(cards=[*CARDS, MARSH, QUICK_THEFT])
    alice, bob = game.players
    marsh = game.add_card("Sore Marsh", alice)
    game.begin_at(alice, Step.MAIN1)
    game.activate_mana_ability(marsh)
    assert marsh.tapped and len(game.continuous_effects) == 1
    if stolen:
        game.pass_priority()  # Bob responds in Alice's turn
        game.add_mana(bob, "{U}")
        game.cast(game.add_card("Quick Theft", bob, "hand"), target=marsh)
        game.resolve_stack()
        assert marsh.controller is bob
    game.advance_to(Step.UPKEEP, bob)
    assert marsh.tapped is not stolen
    if stolen:
        return
    game.advance_to(Step.UPKEEP, alice)
    assert marsh.tapped and game.continuous_effects == ()
    game.advance_to(Step.UPKEEP, bob)
    game.advance_to(Step.UPKEEP, alice)
    assert not marsh.tapped


QUICK_THEFT = load_card_text(
    'name = "Quick Theft"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    'oracle = "Gain control of target creature or land."\n[spell]\n'
    'targets = ["target creature or land"]\neffects = [{ gain_control = "target" }]\n'
)
STOMP = load_card_text(
    'name = "Quaking Stomp"\nmana_cost = "{1}{R}"\ntypes = ["Instant"]\n'
    'oracle = "Creatures without flying can\'t block this turn."\n'
    '[spell]\neffects = [{ cant = "block", on = "each creature without flying" }]\n'
)


def test_a_group_that_cant_block_is_judged_as_it_applies(new_game: NewGame) -> None:
    """611.2c: "Creatures without flying can't block this turn" changes the rules, not
    characteristics, so a creature without flying that enters after it resolved can't
    block either, while a creature with flying can; the effect is saved with its group,
    and ends with the turn (514.2)."""
    game = new_game(cards=[*CARDS, STOMP])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Quaking Stomp", alice, "hand"))
    game.resolve_stack()
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    alice, bob = game.players
    wall = next(p for p in game.battlefield if p.name == "Wall of Stone")
    bears = next(p for p in game.battlefield if p.name == "Grizzly Bears")
    newcomer = game.add_card("Grizzly Bears", bob)
    thrull = game.add_card("Mourning Thrull", bob)
    assert wall.restrictions == newcomer.restrictions == frozenset({"can't block"})
    assert thrull.restrictions == frozenset()
    game.advance_to(Step.DECLARE_ATTACKERS)
    to_blockers(game, [bears])
    with pytest.raises(IllegalActionError, match=r"509\.1b.*Quaking Stomp says Grizzly Bears"):
        game.declare_blockers({newcomer: bears})
    game.declare_blockers({thrull: bears})
    game.advance_to(Step.MAIN1, bob)
    assert newcomer.restrictions == wall.restrictions == frozenset()


CHARM = load_card_text(
    'name = "Small Fry Charm"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Creatures with power 3 or less can\'t block this turn."\n'
    '[spell]\neffects = [{ cant = "block", on = "each creature with power 3 or less" }]\n'
)
WINGS = load_card_text(
    'name = "Late Wings"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature gains flying until end of turn."\n'
    '[spell]\ntargets = ["target creature"]\neffects = [{ gains = "flying", on = "target" }]\n'
)


def test_a_group_rule_is_judged_after_every_other_effect(new_game: NewGame) -> None:
    """613.11: a "can't block" group is judged by the creature as all the other effects
    leave it, whatever their timestamps: a 2/2 with two +1/+1 counters has power 4 and may
    block Small Fry Charm or not; a creature given flying after Quaking Stomp resolved
    may block (613.4c counters, 613.1f abilities, then the rules)."""
    game = new_game(cards=[*CARDS, STOMP, CHARM, WINGS])
    alice, bob = game.players
    big = game.add_card("Grizzly Bears", bob)
    game.add_counters(big, "+1/+1", 2)
    small = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Small Fry Charm", alice, "hand"))
    game.resolve_stack()
    assert big.restrictions == frozenset() and small.restrictions == frozenset({"can't block"})
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Quaking Stomp", alice, "hand"))
    game.resolve_stack()
    assert big.restrictions == frozenset({"can't block"})
    game.add_mana(alice, "{U}")
    game.cast(game.add_card("Late Wings", alice, "hand"), target=big)
    game.resolve_stack()
    assert big.restrictions == frozenset()
    game.add_counters(small, "+1/+1", 1)
    assert small.restrictions == frozenset({"can't block"})
    game.add_counters(small, "+1/+1", 1)
    assert small.restrictions == frozenset({"can't block"})  # Quaking Stomp: no flying
