"""Removing a creature from combat (506.4) as an instruction: ``{ remove_from_combat =
"this" }`` ("Whenever this creature becomes blocked, you may untap it and remove it from
combat.") and of a target ("Remove target attacking or blocking creature from
combat."). A creature removed from combat deals and is dealt no combat damage; one not
in combat is left as it is. Each card is data."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

RUNNER = load_card_text(
    """name = "Cloak Runner"
mana_cost = "{W}"
types = ["Creature"]
power = 1
toughness = 1
oracle = "Whenever Cloak Runner becomes blocked, you may untap it and remove it from combat."
[[triggers]]
when = "becomes blocked"
effects = [{ untap = "this" }, { remove_from_combat = "this" }]
optional = true
"""
)
SPIRIT = load_card_text(
    """name = "Mist Spirit"
mana_cost = "{3}{W}"
types = ["Creature"]
power = 2
toughness = 2
keywords = ["flash"]
oracle = '''Flash
When Mist Spirit enters, remove target attacking or blocking creature from combat.'''
[[triggers]]
when = "enters"
targets = ["target attacking or blocking creature"]
effects = [{ remove_from_combat = "target" }]
"""
)
CARDS = [RUNNER, SPIRIT]


def test_it_escapes_its_blocker(new_game: NewGame) -> None:
    """506.4: untapped and out of combat, the Runner is dealt no combat damage and deals
    none; the blocker stays blocking."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    runner = game.add_card("Cloak Runner", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([runner])
    assert runner.tapped
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({bears: runner})
    game.resolve_stack()
    assert game.combat is not None and not game.combat.is_attacking(runner)
    assert game.combat.is_blocking(bears) and not runner.tapped
    game.advance_to(Step.END_OF_COMBAT)
    assert runner.zone is not None and runner.damage == 0 and bears.damage == 0


def test_a_target_in_combat(new_game: NewGame) -> None:
    """The attacker removed after blockers are declared deals no combat damage (510.1)."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.pass_priority()
    game.add_mana(bob, "{3}{W}")
    game.cast(game.add_card("Mist Spirit", bob, "hand"))
    game.resolve_stack()
    assert game.combat is not None and not game.combat.is_attacking(bears)
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 20
