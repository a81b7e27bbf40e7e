"""A player sacrificing several permanents of a kind they choose (701.21a): ``{ sacrifice
= "two creatures", player = "each player" }`` ("Each player sacrifices two creatures."):
each chooses that many, one at a time, all they have if fewer; all are sacrificed at
once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import ChoiceKind, Game, Step, ZoneChanged, load_card_text

NewGame = Callable[..., Game]

BARTER = load_card_text(
    'name = "Barter Test"\nmana_cost = "{2}{B}{B}"\ntypes = ["Sorcery"]\n'
    'oracle = "Each player sacrifices two creatures."\n'
    '[spell]\neffects = [{ sacrifice = "two creatures", player = "each player" }]\n'
)


def test_each_player_sacrifices_two_at_once(new_game: NewGame) -> None:
    """Alice chooses two of her three; Bob has one and sacrifices it; the three go to
    graveyards together (603.10a)."""
    game = new_game(cards=[BARTER], choices={"sacrifice": ["Llanowar Elves", "Grizzly Bears"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    for name in ("Grizzly Bears", "Llanowar Elves", "Typhoid Rats"):
        game.add_card(name, alice)
    game.add_card("Grizzly Bears", bob)
    game.add_mana(alice, "{2}{B}{B}")
    game.cast(game.add_card("Barter Test", alice, "hand"))
    game.resolve_stack()
    assert [p.name for p in game.battlefield] == ["Typhoid Rats"]
    moved = [e for e in game.log.events(ZoneChanged) if e.reason.startswith("sacrificed")]
    assert len(moved) == 3 and all(len(e.together) == 3 for e in moved)
    asked = [c for c in game.chooser.asked if c.kind is ChoiceKind.SACRIFICE]
    assert [c.player for c in asked][:2] == [alice, alice]


BARTER_SCRIPT = """Name:Barter Script
ManaCost:2 B B
Types:Sorcery
A:SP$ Sacrifice | Cost$ 2 B B | Defined$ Player | SacValid$ Creature | Amount$ 2 \
| SpellDescription$ x
Oracle:Each player sacrifices two creatures.
"""


def test_forge_sacrifice_amount(tmp_path: Path) -> None:
    [sacrifice] = imported(tmp_path, "barter_script.txt", BARTER_SCRIPT).spell.effects
    assert (sacrifice.verb, sacrifice.amount, sacrifice.name) == ("sacrifice", 2, "two creatures")
