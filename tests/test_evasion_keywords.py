"""Evasion keywords (702.13b intimidate, 702.28b shadow, 702.31b horsemanship, 702.118b
skulk): which creatures may block a creature with each, as ``block_options`` lists
them and as ``declare_blockers`` refuses the others, naming the rule; and bushido
(702.45), a combat keyword that triggers as blockers are declared."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from cardhost import CardDefinition, CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]


def creature(name: str, cost: str, power: int, keywords: str = "") -> CardDefinition:
    words = f"keywords = [{keywords}]\n" if keywords else ""
    oracle = keywords.replace('"', "").title() if keywords else ""
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{cost}"\ntypes = ["Creature"]\npower = {power}\n'
        f'toughness = 2\noracle = "{oracle}"\n{words}'
    )


CARDS = [
    creature("Red Menace", "{1}{R}", 2, '"intimidate"'),
    creature("Red Guard", "{R}", 1),
    creature("Green Guard", "{G}", 1),
    creature("Shade Raider", "{1}{B}", 2, '"shadow"'),
    creature("Shade Guard", "{B}", 1, '"shadow"'),
    creature("Horse Lord", "{2}{G}", 2, '"horsemanship"'),
    creature("Horse Guard", "{G}", 1, '"horsemanship"'),
    creature("Small Lurker", "{U}", 1, '"skulk"'),
    creature("Big Guard", "{2}{G}", 3),
]


def able_blockers(
    new_game: NewGame,
    attacker: str,
    blockers: list[str],
    cards: list[CardDefinition] | None = None,
) -> set[str]:
    """The blockers of ``blockers`` (Bob's) that may block ``attacker`` (Alice's), in a
    game with ``cards`` (this module's by default)."""
    game = new_game(cards=CARDS if cards is None else cards)
    alice, bob = game.players
    attacking = game.add_card(attacker, alice)
    for name in blockers:
        game.add_card(name, bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({attacking: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    return {b.name for b, attackers in game.block_options().items() if attacking in attackers}


def test_intimidate(new_game: NewGame) -> None:
    """702.13b: an artifact creature or one sharing a colour may block it."""
    able = able_blockers(new_game, "Red Menace", ["Red Guard", "Green Guard", "Darksteel Myr"])
    assert able == {"Red Guard", "Darksteel Myr"}


def test_shadow_both_ways(new_game: NewGame) -> None:
    """702.28b: only a creature with shadow blocks one with shadow, and one with shadow
    blocks only a creature with shadow."""
    assert able_blockers(new_game, "Shade Raider", ["Shade Guard", "Green Guard"]) == {
        "Shade Guard"
    }
    assert able_blockers(new_game, "Green Guard", ["Shade Guard", "Red Guard"]) == {"Red Guard"}


def test_horsemanship_one_way(new_game: NewGame) -> None:
    """702.31b: only a creature with horsemanship blocks it; one with it may block any."""
    assert able_blockers(new_game, "Horse Lord", ["Horse Guard", "Green Guard"]) == {"Horse Guard"}
    assert able_blockers(new_game, "Green Guard", ["Horse Guard"]) == {"Horse Guard"}


def test_skulk(new_game: NewGame) -> None:
    """702.118b: no creature with greater power blocks it."""
    assert able_blockers(new_game, "Small Lurker", ["Red Guard", "Big Guard"]) == {"Red Guard"}


def test_an_illegal_block_names_the_rule(new_game: NewGame) -> None:
    """509.1b: declaring the Green Guard as a blocker of the shadow creature is refused."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    raider = game.add_card("Shade Raider", alice)
    guard = game.add_card("Green Guard", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({raider: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    with pytest.raises(IllegalActionError, match=r"702\.28b"):
        game.declare_blockers({guard: raider})


SAMURAI = creature("Blade Samurai", "{1}{W}", 2, '"bushido 2"')


def test_bushido_when_it_blocks_or_becomes_blocked(new_game: NewGame) -> None:
    """702.45a: "Bushido 2": blocked by two creatures, it gets +2/+2 once (it triggers
    once, however many block it), until end of turn; saved with its N."""
    game = new_game(cards=[*CARDS, SAMURAI])
    alice, bob = game.players
    samurai = game.add_card("Blade Samurai", alice)
    guards = [game.add_card("Red Guard", bob), game.add_card("Green Guard", bob)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({samurai: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({guards[0]: samurai, guards[1]: samurai})
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    for played in (game, again):
        played.resolve_stack()
        blade = played.permanents("Blade Samurai")[0]
        assert (blade.power, blade.toughness) == (4, 4)


def test_a_bushido_without_its_number_is_refused() -> None:
    """702.45a: bushido has a number."""
    with pytest.raises(CardFileError, match="bushido has a number"):
        creature("Odd Samurai", "{W}", 1, '"bushido"')


def test_the_importer_brings_bushido(tmp_path: Path) -> None:
    """``K:Bushido:2`` is "bushido 2" (702.45a)."""
    from test_forge_import import imported

    script = """Name:Steel Samurai
ManaCost:1 W
Types:Creature Human Samurai
PT:2/2
K:Bushido:2
Oracle:Bushido 2 (Whenever this creature blocks or becomes blocked, it gets +2/+2 until \
end of turn.)
"""
    samurai = imported(tmp_path, "steel_samurai.txt", script)
    assert "bushido 2" in samurai.keywords


LANCER = creature("Flank Lancer", "{1}{W}", 2, '"flanking"')
FLANK_GUARD = creature("Flank Guard", "{W}", 1, '"flanking"')


def test_flanking_shrinks_a_blocker_without_flanking(new_game: NewGame) -> None:
    """702.25a: blocked by a 1/2 without flanking and a 1/2 with it, only the first gets
    -1/-1 until end of turn."""
    game = new_game(cards=[*CARDS, LANCER, FLANK_GUARD])
    alice, bob = game.players
    lancer = game.add_card("Flank Lancer", alice)
    plain, flanker = game.add_card("Red Guard", bob), game.add_card("Flank Guard", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({lancer: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({plain: lancer, flanker: lancer})
    game.resolve_stack()
    assert (plain.power, plain.toughness) == (0, 1)
    assert (flanker.power, flanker.toughness) == (1, 2)


def test_the_importer_brings_affinity(tmp_path: Path) -> None:
    """``K:Affinity:Artifact`` is "affinity for artifacts" (702.41a)."""
    from test_forge_import import imported

    script = """Name:Cheap Golem
ManaCost:5
Types:Artifact Creature Golem
PT:3/3
K:Affinity:Artifact
Oracle:Affinity for artifacts (This spell costs {1} less to cast for each artifact you \
control.)
"""
    golem = imported(tmp_path, "cheap_golem.txt", script)
    assert "affinity for artifacts" in golem.keywords


def test_can_block_only_creatures_with_flying(new_game: NewGame) -> None:
    """509.1b: "This creature can block only creatures with flying." as ``cant =
    ["block creatures without flying"]``: it may block a flyer, not a creature without
    flying."""
    archer = load_card_text(
        'name = "Sky Archer"\nmana_cost = "{G}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 3\nkeywords = ["reach"]\noracle = "Reach\\nSky Archer can block only '
        'creatures with flying."\n[[statics]]\naffects = "this"\n'
        'cant = ["block creatures without flying"]\n'
    )
    flyer = creature("Wind Drake Test", "{2}{U}", 2, '"flying"')
    game = new_game(cards=[*CARDS, archer, flyer])
    alice, bob = game.players
    drake, guard = game.add_card("Wind Drake Test", alice), game.add_card("Green Guard", alice)
    game.add_card("Sky Archer", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({drake: bob, guard: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    [(blocker, attackers)] = game.block_options().items()
    assert blocker.name == "Sky Archer" and [a.name for a in attackers] == ["Wind Drake Test"]


MIMIC = creature("Shape Mimic", "{1}{U}", 1, '"changeling"')


def test_changeling_is_every_creature_type(new_game: NewGame) -> None:
    """702.73a: a changeling is an Elf, so Elvish Archdruid's "Other Elf creatures you
    control get +1/+1" reaches it; in a graveyard it is every creature type too (604.3)."""
    game = new_game(cards=[MIMIC])
    alice = game.players[0]
    mimic = game.add_card("Shape Mimic", alice)
    game.add_card("Elvish Archdruid", alice)
    assert "Elf" in mimic.subtypes and "Zubera" in mimic.subtypes
    assert mimic.power == 2
    card = game.add_card("Shape Mimic", alice, "graveyard")
    assert card.is_type("Creature") and "Goblin" in card.subtypes
    assert MIMIC.front.subtypes == ()  # printed: none; the type line says none
