"""Bone Splinters, as data: "As an additional cost to cast this spell, sacrifice a
creature. Destroy target creature." The sacrifice is paid as the spell is cast (601.2f,
601.2h), after its target is chosen (601.2c), so the creature sacrificed may be the
target, and then the spell doesn't resolve (608.2b)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    Cast,
    Choice,
    ChoiceKind,
    Game,
    GameObject,
    IllegalActionError,
    SpellCountered,
    Step,
)

NewGame = Callable[..., Game]


def table(new_game: NewGame, **options: object) -> Game:
    """Alice has Bone Splinters, {B} and two Grizzly Bears; Bob a Colossal Dreadmaw."""
    game = new_game(**options)
    alice, bob = game.players
    game.add_card("Grizzly Bears", alice)
    game.add_card("Grizzly Bears", alice)
    game.add_card("Colossal Dreadmaw", bob)
    game.add_card("Bone Splinters", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    return game


def test_a_creature_is_sacrificed_as_it_is_cast_and_the_target_destroyed(
    new_game: NewGame,
) -> None:
    """601.2h, 701.21: one Bears is sacrificed as the spell is cast, before it resolves;
    the Dreadmaw is destroyed as it resolves (701.8)."""
    game = table(new_game)
    alice, bob = game.players
    (dreadmaw,) = game.permanents("Colossal Dreadmaw")
    game.cast(alice.hand[0], target=dreadmaw)
    assert len(game.permanents("Grizzly Bears")) == 1 and len(alice.graveyard) == 1
    game.resolve_stack()
    assert game.permanents("Colossal Dreadmaw") == [] and len(bob.graveyard) == 1


def test_the_target_sacrificed_for_the_cost_leaves_nothing_to_destroy(
    new_game: NewGame,
) -> None:
    """601.2c before 601.2h: Alice targets her own Bears and sacrifices that Bears: the
    target is gone, so the spell doesn't resolve (608.2b) and the other Bears stays."""
    game = table(new_game)
    alice = game.players[0]
    first, second = game.permanents("Grizzly Bears")
    game.chooser = ScriptedSacrifice(first)
    game.cast(alice.hand[0], target=first)
    game.resolve_stack()
    assert game.permanents("Grizzly Bears") == [second]
    assert [e.spell.name for e in game.log.events(SpellCountered)] == ["Bone Splinters"]


def test_no_creature_to_sacrifice_no_cast(new_game: NewGame) -> None:
    """118.3, 601.2h: with no creature of her own to sacrifice Alice can't cast it: it
    isn't among her legal actions, and casting it is refused, the game unchanged."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    card = game.add_card("Bone Splinters", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    assert not any(isinstance(a, Cast) for a in game.legal_actions())
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        game.cast(card, target=bears)
    assert card in alice.hand and alice.mana_pool.total == 1


class ScriptedSacrifice:
    """Sacrifices ``creature`` when asked which to sacrifice; the first option else."""

    def __init__(self, creature: GameObject) -> None:
        self.creature = creature

    def choose(self, choice: Choice) -> object:
        if choice.kind is ChoiceKind.SACRIFICE:
            return self.creature
        return choice.options[0]
