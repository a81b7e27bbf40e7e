"""Wither (702.80) and infect (702.90): damage from such a source to a creature is
-1/-1 counters (120.3d), and from infect to a player poison counters (120.3b) instead
of life loss; ten or more poison counters and a player loses (704.5c). Damage in all
else: lifelink, deathtouch and prevention work as ever. Poison counters are saved, set
and expected in scenarios."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from cardhost import (
    CountersChanged,
    Game,
    PoisonCountersGiven,
    Step,
    load_card_text,
)
from cardhost.tools.scenario import run_scenario

NewGame = Callable[..., Game]


def creature(name: str, keywords: str, power: int = 2, toughness: int = 2) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{2}}"\ntypes = ["Creature"]\n'
        f"power = {power}\ntoughness = {toughness}\nkeywords = [{keywords}]\n"
        f'oracle = "{keywords.replace(chr(34), "").title()}"\n'
    )


BLIGHT = creature("Blight Mite", '"infect"')
ROT = creature("Rot Shade", '"wither"', power=3, toughness=3)
LEECH = creature("Vile Leech", '"infect", "lifelink", "deathtouch"', power=1, toughness=1)
CARDS = [BLIGHT, ROT, LEECH]


def fight_it_out(new_game: NewGame, attacker: str, block: bool) -> tuple[Game, object, object]:
    """Alice attacks Bob with ``attacker``; a Wall of Stone blocks if ``block``."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    mine = game.add_card(attacker, alice)
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([mine])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({wall: mine} if block else {})
    game.advance_to(Step.END_OF_COMBAT)
    return game, mine, wall


def test_infect_gives_a_player_poison_counters_not_life_loss(new_game: NewGame) -> None:
    """120.3b: two poison counters, life unchanged; one event says so."""
    game, _, _ = fight_it_out(new_game, "Blight Mite", block=False)
    bob = game.players[1]
    assert (bob.life, bob.poison) == (20, 2)
    [given] = game.log.events(PoisonCountersGiven)
    assert (given.player, given.amount, given.total) == (bob, 2, 2)


def test_wither_and_infect_damage_a_creature_as_minus_one_counters(new_game: NewGame) -> None:
    """120.3d: the Wall of Stone (0/8) gets three -1/-1 counters from Rot Shade and no
    damage marked; they stay after the turn (they are counters)."""
    game, _, wall = fight_it_out(new_game, "Rot Shade", block=True)
    assert wall.counters.get("-1/-1") == 3 and wall.damage == 0
    assert (wall.power, wall.toughness) == (-3, 5)
    assert any(e.permanent is wall for e in game.log.events(CountersChanged))


def test_lifelink_and_deathtouch_still_apply(new_game: NewGame) -> None:
    """120.3f, 702.2b: damage from infect is damage: its controller gains 1 life, and
    the Wall dealt it by a deathtouch source is destroyed (704.5h)."""
    game, _, wall = fight_it_out(new_game, "Vile Leech", block=True)
    alice = game.players[0]
    assert alice.life == 21 and wall.zone is None


def test_ten_poison_counters_and_a_player_loses(new_game: NewGame) -> None:
    """704.5c: Bob with 8 poison counters gets 2 more and loses."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bob.poison = 8
    mite = game.add_card("Blight Mite", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([mite])
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.has_lost


def test_poison_counters_are_saved(new_game: NewGame) -> None:
    """A saved game keeps each player's poison counters."""
    game, _, _ = fight_it_out(new_game, "Blight Mite", block=False)
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    assert again.players[1].poison == 2


def test_a_scenario_sets_and_expects_poison_counters(tmp_path: Path) -> None:
    """Scenario files: ``poison`` of a player, and an expectation of it."""
    path = tmp_path / "poison.scenario.toml"
    path.write_text(
        'name = "Poison"\n[players.Alice]\n[players.Bob]\npoison = 9\n'
        '[[expect]]\nplayer = "Bob"\npoison = 9\n[[expect]]\nplayer = "Bob"\nlost = false\n'
    )
    result = run_scenario(path)
    assert result.failures == [], result.failures


def test_the_importer_brings_infect_and_wither(tmp_path: Path) -> None:
    """``K:Infect`` and ``K:Wither`` are the keywords of the same rules."""
    from test_forge_import import imported

    script = """Name:Plague Beetle
ManaCost:1 B
Types:Creature Insect
PT:1/1
K:Infect
K:Wither
Oracle:Infect\\nWither
"""
    beetle = imported(tmp_path, "plague_beetle.txt", script)
    assert {"infect", "wither"} <= beetle.keywords
