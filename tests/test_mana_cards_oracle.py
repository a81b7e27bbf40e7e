"""What the mana cards' Oracle texts imply beyond the rulings: Contamination's upkeep
cost, Wild Growth's enchant restriction, Heartbeat of Spring for every player."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    AbilityTriggered,
    Game,
    IllegalActionError,
    ManaAmount,
    ManaType,
    Step,
    ZoneChanged,
)
from cardhost.tools.testing import Expect

NewGame = Callable[..., Game]


def upkeep_of_alice(game: Game) -> None:
    game.start(game.players[0])
    assert game.step is Step.UPKEEP
    assert any(
        "sacrifice Contamination unless" in e.ability for e in game.log.events(AbilityTriggered)
    )
    game.resolve_stack()


def test_contamination_is_sacrificed_when_its_controller_has_no_creature(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """ "At the beginning of your upkeep, sacrifice Contamination unless you sacrifice a
    creature": with no creature to sacrifice, Contamination goes (701.21a)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Contamination", alice)
    upkeep_of_alice(game)
    expect(game).permanent("Contamination", count=0).player("Alice", graveyard=["Contamination"])


def test_contamination_stays_when_a_chosen_creature_is_sacrificed(new_game: NewGame) -> None:
    """Its controller may sacrifice a creature of their choice instead (118.12)."""
    game = new_game(choices={"pay": ["sacrifice a creature"], "sacrifice": ["Llanowar Elves"]})
    alice = game.players[0]
    game.add_card("Contamination", alice)
    game.add_card("Grizzly Bears", alice)
    game.add_card("Llanowar Elves", alice)
    upkeep_of_alice(game)
    assert [p.name for p in game.permanents(controller=alice)] == [
        "Contamination",
        "Grizzly Bears",
    ]
    assert [c.name for c in alice.graveyard] == ["Llanowar Elves"]
    moved = game.log.events(ZoneChanged)[-1]
    assert moved.reason == "sacrificed to pay for Contamination's ability, 701.21a"


def test_contamination_may_be_let_go_even_with_a_creature(new_game: NewGame) -> None:
    """ "Unless" is a choice: the player may keep the creature and lose Contamination."""
    game = new_game(choices={"pay": ["don't pay"]})
    alice = game.players[0]
    game.add_card("Contamination", alice)
    game.add_card("Grizzly Bears", alice)
    upkeep_of_alice(game)
    assert [p.name for p in game.permanents(controller=alice)] == ["Grizzly Bears"]


def test_contamination_triggers_only_in_its_controllers_upkeep(new_game: NewGame) -> None:
    """ "Your upkeep": Bob's Contamination does nothing in Alice's upkeep."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Contamination", bob)
    game.start(alice)
    assert game.stack == ()
    assert len(game.permanents("Contamination")) == 1


def test_contamination_turns_every_land_black_but_not_a_creature(new_game: NewGame) -> None:
    """ "If a land is tapped for mana": Llanowar Elves is not a land, so it still adds {G}."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Contamination", bob)
    forest = game.add_card("Forest", alice)
    elves = game.add_card("Llanowar Elves", alice)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    assert game.activate_mana_ability(forest) == ManaAmount.of(ManaType.B)
    assert game.activate_mana_ability(elves) == ManaAmount.of(ManaType.G)


def test_wild_growth_can_only_enchant_a_land(new_game: NewGame) -> None:
    """Enchant land (303.4a): cast on a creature, it has no legal target."""
    game = new_game()
    alice = game.players[0]
    growth = game.add_card("Wild Growth", alice, "hand")
    bears = game.add_card("Grizzly Bears", alice)
    forest = game.add_card("Forest", alice)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{G}")
    with pytest.raises(IllegalActionError, match=r"rule 303\.4a"):
        game.cast(growth, target=bears)
    game.cast(growth, target=forest)
    game.resolve_stack()
    assert game.permanents("Wild Growth")[0].attached_to is forest


def test_heartbeat_of_spring_works_for_every_player(new_game: NewGame) -> None:
    """ "Whenever a player taps a land for mana": Alice's Heartbeat helps Bob too."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Heartbeat of Spring", alice)
    swamp = game.add_card("Swamp", bob)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.pass_priority()  # Bob has priority now (117.3d) and may tap his Swamp (117.1d)
    game.activate_mana_ability(swamp)
    assert bob.mana_pool.mana == ManaAmount.of(ManaType.B, ManaType.B)
    assert alice.mana_pool.total == 0
