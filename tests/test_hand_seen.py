"""Revealing a hand (701.20a) and looking at one (701.20b): ``{ reveals = "hand" }`` and
``{ look_at = "hand" }`` of a player. A revealed hand every player sees; a hand looked at,
only the one looking and its owner (the log's ``seen_by``). From Forge, RevealHand."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import Game, HandLookedAt, HandRevealed, Step, load_card_text

NewGame = Callable[..., Game]

PEEK = load_card_text(
    'name = "Quick Peek"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    'oracle = "Look at target player\'s hand.\\nDraw a card."\n'
    '[spell]\ntargets = ["target player"]\n'
    'effects = [{ look_at = "hand", player = "target" }, { draw = 1 }]\n'
)
EXPOSE = load_card_text(
    'name = "Expose"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "Target opponent reveals their hand."\n'
    '[spell]\ntargets = ["target opponent"]\n'
    'effects = [{ reveals = "hand", player = "target" }]\n'
)


def cast(game: Game, name: str) -> None:
    alice, bob = game.players[:2]
    game.add_card("Grizzly Bears", bob, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{U}")
    game.cast(game.add_card(name, alice, "hand"))
    game.resolve_stack()


def test_look_at_a_hand_only_the_two_see_it(new_game: NewGame) -> None:
    """701.20b: Alice sees Bob's Bears; a third player sees only that she looked."""
    game = new_game(cards=[PEEK], players=("Alice", "Bob", "Carol"), choices={"target": ["Bob"]})
    cast(game, "Quick Peek")
    [looked] = game.log.events(HandLookedAt)
    assert [c.name for c in looked.cards] == ["Grizzly Bears"]
    assert looked.seen_by == ("Alice", "Bob") and "Grizzly Bears" not in looked.unseen_text


def test_reveal_a_hand_everyone_sees_it(new_game: NewGame) -> None:
    game = new_game(cards=[EXPOSE])
    cast(game, "Expose")
    [revealed] = game.log.events(HandRevealed)
    assert revealed.player.name == "Bob" and revealed.seen_by is None
    assert [c.name for c in revealed.cards] == ["Grizzly Bears"]


GLIMPSE = """Name:Glimpse Hand
ManaCost:U
Types:Sorcery
A:SP$ RevealHand | Cost$ U | ValidTgts$ Player | TgtPrompt$ x | SubAbility$ DBDraw \
| SpellDescription$ Look at target player's hand.
SVar:DBDraw:DB$ Draw | NumCards$ 1
Oracle:Look at target player's hand.\\nDraw a card.
"""


def test_the_importer_brings_look_at_and_reveal(tmp_path: Path) -> None:
    spell = imported(tmp_path / "a", "glimpse_hand.txt", GLIMPSE).spell
    assert spell is not None and [i.verb for i in spell.effects] == ["look_at", "draw"]
    revealing = GLIMPSE.replace(
        "Look at target player's hand.", "Target player reveals their hand."
    )
    spell = imported(tmp_path / "b", "glimpse_hand.txt", revealing).spell
    assert spell is not None and [i.verb for i in spell.effects] == ["reveals", "draw"]
