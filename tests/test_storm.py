"""Storm (702.40a): "When you cast this spell, copy it for each other spell that was cast
before it this turn. If the spell has any targets, you may choose new targets for any
of the copies." The count is the spells cast before it, by any player; the copies are
made even if the spell has left the stack (as it last existed)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import Game, SpellCopied, Step, load_card_text

NewGame = Callable[..., Game]

SHOT = load_card_text(
    'name = "Shot Test"\nmana_cost = "{1}{R}"\ntypes = ["Sorcery"]\n'
    'oracle = "Shot Test deals 1 damage to any target.\\nStorm"\nkeywords = ["storm"]\n'
    '[spell]\ntargets = ["any target"]\neffects = [{ damage = 1, to = "target" }]\n'
)


def storm_game(new_game: NewGame) -> Game:
    game = new_game(cards=[SHOT])
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_storm_copies_for_each_spell_before_it(new_game: NewGame) -> None:
    """Two spells cast before it: two copies, each dealing 1 to Bob, and the spell."""
    game = storm_game(new_game)
    alice, bob = game.players
    for _ in range(2):
        game.add_mana(alice, "{G}")
        game.cast(
            game.add_card("Giant Growth", alice, "hand"),
            target=game.add_card("Grizzly Bears", alice),
        )
        game.resolve_stack()
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Shot Test", alice, "hand"), target=bob)
    game.resolve_stack()
    assert bob.life == 17 and len(game.log.events(SpellCopied)) == 2


def test_the_copies_come_even_if_the_spell_is_countered(new_game: NewGame) -> None:
    """702.40a, 707.10: Bob counters the spell in response to the storm trigger; the
    copy, made from it as it last existed, still deals its damage."""
    game = storm_game(new_game)
    alice, bob = game.players
    game.add_mana(alice, "{G}")
    game.cast(
        game.add_card("Giant Growth", alice, "hand"), target=game.add_card("Grizzly Bears", alice)
    )
    game.resolve_stack()
    game.add_mana(alice, "{1}{R}")
    shot = game.cast(game.add_card("Shot Test", alice, "hand"), target=bob)
    game.pass_priority()
    game.add_mana(bob, "{U}{U}")
    game.cast(game.add_card("Counterspell", bob, "hand"), target=shot)
    game.resolve_stack()
    assert bob.life == 19 and [c.name for c in alice.graveyard].count("Shot Test") == 1


def test_no_storm_copy_for_the_first_spell(new_game: NewGame) -> None:
    game = storm_game(new_game)
    alice, bob = game.players
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Shot Test", alice, "hand"), target=bob)
    game.resolve_stack()
    assert bob.life == 19 and not game.log.events(SpellCopied)
    assert game.spells_cast_this_turn() == 1 and game.spells_cast_this_turn(bob) == 0


STORMER = """Name:Shot Script
ManaCost:R
Types:Sorcery
K:Storm
A:SP$ DealDamage | Cost$ R | ValidTgts$ Any | NumDmg$ 1 | SpellDescription$ x
Oracle:Shot Script deals 1 damage to any target.\\nStorm (When you cast this spell, copy it \
for each spell cast before it this turn. You may choose new targets for the copies.)
"""


def test_forge_storm(tmp_path: Path) -> None:
    assert "storm" in imported(tmp_path, "shot_script.txt", STORMER).keywords
