"""Objects described by their state and their numbers, as targets, groups and costs say
them: "target attacking or blocking creature" (506.4), "tapped creature" (302.6),
"creature with power 2 or less" (208.1), "with mana value 3 or less" (202.3), "artifact
creature" (205.2a). Each is judged when chosen and again as the spell resolves
(608.2b)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardDefinition,
    CardFileError,
    Game,
    IllegalActionError,
    Step,
    load_card_text,
)
from cardhost.model.qualities import QualityError, parse_group, parse_quality

NewGame = Callable[..., Game]


def _instant(name: str, target: str, oracle: str, effect: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{W}}"\ntypes = ["Instant"]\noracle = "{oracle}"\n'
        f'[spell]\ntargets = ["{target}"]\neffects = [{effect}]\n'
    )


LANCE = _instant(
    "Sky Lance",
    "target attacking or blocking creature",
    "Sky Lance deals 3 damage to target attacking or blocking creature.",
    '{ damage = 3, to = "target" }',
)
SNARE = _instant(
    "Sleeper's Snare",
    "target tapped creature",
    "Destroy target tapped creature.",
    '{ destroy = "target" }',
)
SHOVE = _instant(
    "Little Shove",
    "target creature with power 2 or less",
    "Return target creature with power 2 or less to its owner's hand.",
    '{ return_to_hand = "target" }',
)
SCRAP = _instant(
    "Scrap Rites",
    "target artifact creature with mana value 3 or less",
    "Destroy target artifact creature with mana value 3 or less.",
    '{ destroy = "target" }',
)
RALLY = load_card_text(
    'name = "Rallying Banner"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    'oracle = "Attacking creatures you control get +1/+0."\n'
    '[[statics]]\naffects = "attacking creatures you control"\npt = "+1/+0"\n'
)
GOLEM = load_card_text(
    'name = "Brass Golem"\nmana_cost = "{3}"\ntypes = ["Artifact", "Creature"]\n'
    'subtypes = ["Golem"]\npower = 3\ntoughness = 3\noracle = ""\n'
)
CARDS = [LANCE, SNARE, SHOVE, SCRAP, RALLY, GOLEM]


def test_attacking_or_blocking_is_judged_in_combat(new_game: NewGame) -> None:
    """506.4: outside combat no creature is attacking or blocking, so Sky Lance has no
    legal target (601.2c); in combat the attacker and its blocker are, a creature at
    home is not."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    idle = game.add_card("Grizzly Bears", alice)
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}")
    lance = game.add_card("Sky Lance", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"601\.2c.*attacking or blocking creature"):
        game.cast(lance, target=bears)
    assert lance.zone.name == "HAND"
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({wall: bears})
    game.add_mana(alice, "{W}{W}")
    with pytest.raises(IllegalActionError, match=r"115\.1"):
        game.cast(lance, target=idle)
    game.cast(lance, target=wall)
    game.resolve_stack()
    assert wall.damage == 3
    game.cast(game.add_card("Sky Lance", alice, "hand"), target=bears)
    game.resolve_stack()
    assert [c.name for c in alice.graveyard].count("Grizzly Bears") == 1


def test_a_target_no_longer_tapped_is_illegal_on_resolution(new_game: NewGame) -> None:
    """608.2b: Sleeper's Snare targets a tapped creature; untapped before it resolves,
    the creature is no longer a legal target and the spell does nothing (608.2b)."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}")
    snare = game.add_card("Sleeper's Snare", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"tapped creature"):
        game.cast(snare, target=bears)
    game.tap(bears)
    game.cast(snare, target=bears)
    game.untap(bears)
    game.resolve_stack()
    assert bears.zone.name == "BATTLEFIELD"
    assert [c.name for c in alice.graveyard] == ["Sleeper's Snare"]


def test_power_and_mana_value_comparisons(new_game: NewGame) -> None:
    """208.1, 202.3, 205.2a: power as it is now (a +1/+1 counter counts), mana value,
    and both card types of an artifact creature."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    grown = game.add_card("Grizzly Bears", bob, counters={"+1/+1": 1})
    golem = game.add_card("Brass Golem", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}{W}{W}")
    with pytest.raises(IllegalActionError, match=r"power 2 or less"):
        game.cast(game.add_card("Little Shove", alice, "hand"), target=grown)
    game.cast(game.add_card("Little Shove", alice, "hand"), target=bears)
    game.resolve_stack()
    assert [c.name for c in bob.hand] == ["Grizzly Bears"]
    with pytest.raises(IllegalActionError, match=r"artifact creature"):
        game.cast(game.add_card("Scrap Rites", alice, "hand"), target=grown)
    game.cast(game.add_card("Scrap Rites", alice, "hand"), target=golem)
    game.resolve_stack()
    assert [c.name for c in bob.graveyard] == ["Brass Golem"]


def test_a_static_ability_for_attacking_creatures(new_game: NewGame) -> None:
    """611.3a, 506.4: "Attacking creatures you control get +1/+0" applies while they
    attack, and no longer once combat ends (506.4: removed from combat)."""
    game = new_game(cards=CARDS)
    alice, _ = game.players
    game.add_card("Rallying Banner", alice)
    bears = game.add_card("Grizzly Bears", alice)
    home = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    assert bears.power == 2
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    assert (bears.power, home.power) == (3, 2)
    game.advance_to(Step.MAIN2)
    assert bears.power == 2


def test_the_words_read() -> None:
    """The words as a card file writes them, and what no object could be."""
    either = parse_quality("attacking or blocking creature")
    assert either.status == ("attacking", "blocking")
    group = parse_group("untapped artifact creatures you control with power 4 or greater")
    assert group.status == ("untapped",)
    assert group.compared == ("power", "or greater", 4)
    assert [t.value for t in group.all_types] == ["Artifact"]
    with pytest.raises(QualityError, match=r"both tapped and untapped \(302\.6\)"):
        parse_quality("tapped untapped creature")
    with pytest.raises(QualityError, match=r"excludes a card type it requires"):
        parse_quality("nonartifact artifact creature")
    with pytest.raises(CardFileError, match=r"sideways"):
        _instant("Odd", "target sideways creature", "Destroy target sideways creature.", "")


def test_colour_counts_and_historic(new_game: NewGame) -> None:
    """105.4: multicolored is two or more colours, monocolored exactly one, colorless
    none (105.2c); 700.6: historic is an artifact, a legendary or a Saga."""
    game = new_game(cards=CARDS)
    alice, _ = game.players
    golem = game.add_card("Brass Golem", alice)
    bears = game.add_card("Grizzly Bears", alice)
    multi, mono = parse_quality("multicolored creature"), parse_quality("monocolored creature")
    colorless, historic = parse_quality("colorless creature"), parse_quality("historic permanent")
    assert [q.matches(golem, alice) for q in (multi, mono, colorless, historic)] == [
        False,
        False,
        True,
        True,
    ]
    assert [q.matches(bears, alice) for q in (multi, mono, colorless, historic)] == [
        False,
        True,
        False,
        False,
    ]


def test_either_of_two_colours(new_game: NewGame) -> None:
    """105.2: "blue or black creature" is one of either colour; a green one isn't."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    either = parse_quality("blue or black creature you control")
    rats = game.add_card("Typhoid Rats", alice)
    bears = game.add_card("Grizzly Bears", alice)
    theirs = game.add_card("Typhoid Rats", bob)
    assert [either.matches(c, alice) for c in (rats, bears, theirs)] == [True, False, False]
    with pytest.raises(QualityError, match="not a card type"):
        parse_quality("blue or creature")


CANNONADE = load_card_text(
    'name = "Pirate Cannonade"\nmana_cost = "{2}{R}"\ntypes = ["Instant"]\n'
    'oracle = "Pirate Cannonade deals 2 damage to each non-Pirate creature."\n'
    '[spell]\neffects = [{ damage = 2, to = "each non-Pirate creature" }]\n'
)


def test_non_a_subtype(new_game: NewGame) -> None:
    """205.3: "each non-Pirate creature" is dealt damage; a Pirate is not. "non-Pirate
    Pirate" describes nothing and is refused."""
    pirate = load_card_text(
        'name = "Deck Pirate"\nmana_cost = "{1}"\ntypes = ["Creature"]\nsubtypes = ["Pirate"]\n'
        "power = 3\ntoughness = 3\n"
    )
    bear = load_card_text(
        'name = "Deck Bear"\nmana_cost = "{1}"\ntypes = ["Creature"]\nsubtypes = ["Bear"]\n'
        "power = 3\ntoughness = 3\n"
    )
    game = new_game(cards=[CANNONADE, pirate, bear])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    kept = game.add_card("Deck Pirate", bob)
    hurt = game.add_card("Deck Bear", bob)
    game.add_mana(alice, "{2}{R}")
    game.cast(game.add_card("Pirate Cannonade", alice, "hand"))
    game.resolve_stack()
    assert (kept.damage, hurt.damage) == (0, 2)
    assert parse_quality("non-Dragon creature").not_subtypes == ("Dragon",)
    with pytest.raises(QualityError, match=r"205\.3"):
        parse_group("non-Pirate Pirates")
