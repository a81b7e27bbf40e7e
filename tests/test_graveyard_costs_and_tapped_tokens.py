"""Costs that exile cards of a kind from the payer's graveyard ("Exile a creature card from
your graveyard", chosen as it is paid, an ``exile`` decision, 118.3) and tokens created
tapped (``create`` with ``tapped``: "Create a tapped 2/2 black Zombie creature token.")."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

CALLER = load_card_text(
    """name = "Grave Caller"
mana_cost = "{2}{B}"
types = ["Creature"]
subtypes = ["Zombie"]
power = 2
toughness = 2
oracle = "{B}, Exile a creature card from your graveyard: Create a tapped 2/2 black Zombie \
creature token."
[[abilities]]
cost = "{B}, Exile a creature card from your graveyard"
effects = [{ create = "Zombie Token", tapped = true }]
[[tokens]]
name = "Zombie Token"
colors = ["black"]
types = ["Creature"]
subtypes = ["Zombie"]
power = 2
toughness = 2
"""
)


def test_exile_a_creature_card_from_your_graveyard(new_game: NewGame) -> None:
    """The Bears, the creature card chosen, leave the graveyard (the land card can't be
    exiled for it); the Zombie enters tapped."""
    game = new_game(cards=[CALLER], choices={"exile": ["Grizzly Bears"]})
    alice, _ = game.players
    caller = game.add_card("Grave Caller", alice)
    game.add_card("Grizzly Bears", alice, "graveyard")
    game.add_card("Forest", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    game.activate(caller)
    assert [c.name for c in alice.graveyard] == ["Forest"]
    assert [c.name for c in game.exile_zone] == ["Grizzly Bears"]
    game.resolve_stack()
    [zombie] = game.permanents("Zombie Token")
    assert zombie.tapped


def test_without_a_creature_card_it_cant_be_paid(new_game: NewGame) -> None:
    """118.3: only a land card there; the activation is refused and nothing is paid."""
    game = new_game(cards=[CALLER])
    alice, _ = game.players
    caller = game.add_card("Grave Caller", alice)
    game.add_card("Forest", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        game.activate(caller)
    assert [c.name for c in alice.graveyard] == ["Forest"] and alice.mana_pool.total == 1
