"""Triggered abilities for each creature blocked or blocking, as data (509.3d, 509.3f):
"Whenever this creature blocks or becomes blocked by a creature, this creature deals 1
damage to that creature", and "... destroy that creature at end of combat" (a delayed
triggered ability that remembers it, 603.7)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]


def creature(name: str, oracle: str, effect: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{2}}{{R}}"\ntypes = ["Creature"]\npower = 1\n'
        f'toughness = 5\noracle = "{oracle}"\n[[triggers]]\n'
        f'when = "blocks or becomes blocked by a creature"\neffects = [{effect}]\n'
    )


GOBLIN = creature(
    "Prickly Goblin",
    "Whenever Prickly Goblin blocks or becomes blocked by a creature, Prickly Goblin deals "
    "1 damage to that creature.",
    '{ damage = 1, to = "that creature" }',
)
GAZER = creature(
    "Stone Gazer",
    "Whenever Stone Gazer blocks or becomes blocked by a creature, destroy that creature "
    "at end of combat.",
    '{ destroy = "that creature", at = "end of combat" }',
)


def test_once_for_each_creature_blocking_it(new_game: NewGame) -> None:
    """509.3f: blocked by two Bears, the Goblin's ability triggers twice, once for
    each, dealing each 1 damage besides combat's."""
    game = new_game(cards=[GOBLIN])
    alice, bob = game.players
    goblin = game.add_card("Prickly Goblin", alice)
    first, second = (game.add_card("Grizzly Bears", bob) for _ in range(2))
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({goblin: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({first: goblin, second: goblin})
    game.resolve_stack()
    assert first.damage == second.damage == 1


def test_destroy_that_creature_at_end_of_combat(new_game: NewGame) -> None:
    """509.3f, 603.7: the Bears block the Gazer and survive its combat damage; at end of
    combat they are destroyed."""
    game = new_game(cards=[GAZER])
    alice, bob = game.players
    gazer = game.add_card("Stone Gazer", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({gazer: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({bears: gazer})
    game.advance_to(Step.COMBAT_DAMAGE)
    game.resolve_stack()
    assert bears.zone is not None
    game.advance_to(Step.END_OF_COMBAT)
    game.resolve_stack()
    assert not game.permanents("Grizzly Bears") and [c.name for c in bob.graveyard] == [
        "Grizzly Bears"
    ]


def test_that_creature_needs_an_event_naming_one() -> None:
    with pytest.raises(CardFileError, match="that creature"):
        load_card_text(
            'name = "Odd Goblin"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\noracle = "When Odd Goblin enters, destroy that creature."\n'
            '[[triggers]]\nwhen = "enters"\neffects = [{ destroy = "that creature" }]\n'
        )
