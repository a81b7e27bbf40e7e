"""An instruction followed at the beginning of the next end step (603.7), of the object the
ability acted on: "Target creature you control gets +3/+3 until end of turn. Its controller
sacrifices it at the beginning of the next end step." (``sacrifice = "target"`` with
``at``: by its controller, 701.21a); the same object only (603.7c)."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

SWORD = load_card_text(
    """name = "Bright Sword"
mana_cost = "{6}"
types = ["Artifact"]
oracle = "{3}, {T}: Target creature you control gets +3/+3 until end of turn. Its \
controller sacrifices it at the beginning of the next end step."
[[abilities]]
cost = "{3}, {T}"
targets = ["target creature you control"]
effects = [{ gets = "+3/+3", on = "target" }, \
{ sacrifice = "target", at = "the beginning of the next end step" }]
"""
)


def test_sacrificed_at_the_next_end_step(new_game: NewGame) -> None:
    game = new_game(cards=[SWORD])
    alice, _ = game.players
    sword = game.add_card("Bright Sword", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}")
    game.activate(sword, target=bears)
    game.resolve_stack()
    assert bears.power == 5
    game.advance_to(Step.END)
    game.resolve_stack()
    assert bears.zone is None and "Grizzly Bears" in [c.name for c in alice.graveyard]


def test_not_a_new_object(new_game: NewGame) -> None:
    """603.7c: returned to Alice's hand and played again, the Bears are a new object, which
    the delayed ability doesn't find: they stay."""
    game = new_game(cards=[SWORD])
    alice, _ = game.players
    sword = game.add_card("Bright Sword", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}")
    game.activate(sword, target=bears)
    game.resolve_stack()
    card = game.return_to_hand(bears)
    game.add_mana(alice, "{1}{G}")
    again = game.cast(card)
    game.resolve_stack()
    game.advance_to(Step.END)
    game.resolve_stack()
    [bears_again] = game.permanents("Grizzly Bears")
    assert again.zone is None and bears_again.zone is not None
