"""A countered spell put elsewhere than its owner's graveyard (701.6a): ``{ counter =
"target", to = "top of library" }`` ("Counter target spell. If that spell is countered
this way, put it on top of its owner's library instead of into that player's
graveyard."), ``"bottom of library"``, ``"hand"``, ``"exile"``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]


def counterspell(name: str, to: str, said: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}{{U}}"\ntypes = ["Instant"]\n'
        f'oracle = "Counter target spell. If that spell is countered this way, {said}."\n'
        f'[spell]\ntargets = ["target spell"]\neffects = [{{ counter = "target", to = "{to}" }}]\n'
    )


LAPSE = counterspell(
    "Lapse Test",
    "top of library",
    "put it on top of its owner's library instead of into that player's graveyard",
)
REMAND = counterspell(
    "Remand Test", "hand", "put it into its owner's hand instead of into that player's graveyard"
)
EXILER = counterspell(
    "Exile Test", "exile", "exile it instead of putting it into its owner's graveyard"
)


@pytest.mark.parametrize(
    ("name", "where"), [("Lapse Test", "library"), ("Remand Test", "hand"), ("Exile Test", "exile")]
)
def test_the_countered_spell_goes_where_it_says(new_game: NewGame, name: str, where: str) -> None:
    game = new_game(cards=[LAPSE, REMAND, EXILER])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Grizzly Bears", alice, "hand"))
    [bears] = game.stack
    game.pass_priority()
    game.add_mana(bob, "{1}{U}")
    game.cast(game.add_card(name, bob, "hand"), target=bears)
    game.resolve_stack()
    assert not game.permanents("Grizzly Bears") and not alice.graveyard
    zone = {"library": alice.library, "hand": alice.hand, "exile": game.exile_zone}[where]
    assert [c.name for c in zone][:1] == ["Grizzly Bears"]


def test_a_bad_destination_names_its_key() -> None:
    with pytest.raises(CardFileError, match=r"effects\[0\]\.to"):
        counterspell("Bad Lapse", "battlefield", "put it onto the battlefield")


LAPSE_SCRIPT = """Name:Lapse Script
ManaCost:1 U
Types:Instant
A:SP$ Counter | Cost$ 1 U | TargetType$ Spell | ValidTgts$ Card | Destination$ TopOfLibrary \
| SpellDescription$ x
Oracle:Counter target spell. If that spell is countered this way, put it on top of its \
owner's library instead of into that player's graveyard.
"""


def test_forge_counter_destination(tmp_path: Path) -> None:
    [counter] = imported(tmp_path, "lapse_script.txt", LAPSE_SCRIPT).spell.effects
    assert (counter.verb, counter.name) == ("counter", "top of library")
