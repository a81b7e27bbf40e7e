"""Journey to Nowhere (linked abilities, 607.2a: "the exiled card") and Banisher Priest
("exile ... until Banisher Priest leaves the battlefield", 610.3), both data only: what
each exiles comes back when it should, under its owner's control, and not otherwise;
a saved game keeps what was exiled with what."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, GameObject, Layer, Modification, PermanentEntered, Step, ZoneChanged

NewGame = Callable[..., Game]


def in_main(new_game: NewGame) -> Game:
    game = new_game()
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def cast(game: Game, name: str, mana: str, *, resolve: bool = True) -> None:
    """Alice casts ``name`` from her hand; with ``resolve``, the stack resolves."""
    alice = game.players[0]
    game.add_mana(alice, mana)
    game.cast(game.add_card(name, alice, "hand"))
    if resolve:
        game.resolve_stack()


def exiled(game: Game, name: str) -> list[GameObject]:
    return [card for card in game.exile_zone if card.name == name]


def test_journey_exiles_a_creature_and_returns_it_as_it_leaves(new_game: NewGame) -> None:
    """607.2a: Journey's enters ability exiles Bob's Bears; destroyed, its leaves ability
    returns the exiled card to the battlefield under its owner's control (a new object,
    400.7)."""
    game = in_main(new_game)
    bob = game.players[1]
    bears = game.add_card("Grizzly Bears", bob)
    cast(game, "Journey to Nowhere", "{1}{W}")
    assert bears.zone is None and len(exiled(game, "Grizzly Bears")) == 1
    (journey,) = game.permanents("Journey to Nowhere")
    game.destroy(journey)
    assert exiled(game, "Grizzly Bears") != []  # its ability is on the stack
    game.resolve_stack()
    (back,) = game.permanents("Grizzly Bears")
    assert back is not bears and back.controller is bob and exiled(game, "Grizzly Bears") == []
    assert game.exiled_with == ()


def test_journey_gone_before_its_enters_ability_resolves_exiles_for_good(
    new_game: NewGame,
) -> None:
    """607.2a, 603.6c: Journey is destroyed with its enters ability on the stack: its
    leaves ability resolves first, with no exiled card to return; then the enters
    ability exiles the Bears, and nothing ever returns them."""
    game = in_main(new_game)
    bob = game.players[1]
    game.add_card("Grizzly Bears", bob)
    cast(game, "Journey to Nowhere", "{1}{W}", resolve=False)
    game.pass_priority()
    game.pass_priority()  # Journey resolves: its enters ability triggers
    assert len(game.stack) == 1
    (journey,) = game.permanents("Journey to Nowhere")
    game.destroy(journey)
    game.resolve_stack()
    assert game.permanents("Grizzly Bears") == [] and len(exiled(game, "Grizzly Bears")) == 1


def test_the_exiled_card_returns_under_its_owners_control(new_game: NewGame) -> None:
    """610.3c, 607.2a: Alice controls Bob's Bears (Mind Control) and exiles them with her
    Journey; when Journey leaves, the Bears return under Bob's control, their owner."""
    game = in_main(new_game)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.add_card("Mind Control", alice, attached_to=bears)
    assert bears.controller is alice
    cast(game, "Journey to Nowhere", "{1}{W}")
    game.destroy(game.permanents("Journey to Nowhere")[0])
    game.resolve_stack()
    (back,) = game.permanents("Grizzly Bears")
    assert back.controller is bob


def test_banisher_priest_returns_the_creature_the_moment_it_leaves(new_game: NewGame) -> None:
    """610.3: the Priest exiles Bob's Bears until it leaves the battlefield; when it
    dies, the Bears return right after, under Bob's control, with nothing on the stack
    (a one-shot effect, not a triggered ability)."""
    game = in_main(new_game)
    bob = game.players[1]
    game.add_card("Grizzly Bears", bob)
    cast(game, "Banisher Priest", "{1}{W}{W}")
    assert game.permanents("Grizzly Bears") == [] and len(exiled(game, "Grizzly Bears")) == 1
    game.destroy(game.permanents("Banisher Priest")[0])
    assert game.stack == ()
    (back,) = game.permanents("Grizzly Bears")
    assert back.controller is bob and game.exiled_with == ()


def test_banisher_priest_gone_before_its_ability_resolves_exiles_nothing(
    new_game: NewGame,
) -> None:
    """610.3b: the Priest leaves the battlefield after its ability triggered and before
    it resolves: the Bears aren't exiled at all."""
    game = in_main(new_game)
    bob = game.players[1]
    bears = game.add_card("Grizzly Bears", bob)
    cast(game, "Banisher Priest", "{1}{W}{W}", resolve=False)
    game.pass_priority()
    game.pass_priority()  # the Priest resolves: its ability triggers, targeting the Bears
    game.destroy(game.permanents("Banisher Priest")[0])
    game.resolve_stack()
    assert game.permanents("Grizzly Bears") == [bears] and exiled(game, "Grizzly Bears") == []


def test_two_priests_leaving_together_return_their_cards_together(new_game: NewGame) -> None:
    """610.3d: two Priests have each exiled a creature; both die at once (a -2/-2 effect,
    state-based actions, 704.3): both creatures return at the same time, each entering
    after both Priests have left."""
    game = in_main(new_game)
    alice, bob = game.players
    game.add_card("Grizzly Bears", bob)
    game.add_card("Colossal Dreadmaw", bob)
    cast(game, "Banisher Priest", "{1}{W}{W}")
    cast(game, "Banisher Priest", "{1}{W}{W}")
    priests = game.permanents("Banisher Priest")
    assert len(game.exile_zone) == 2 and len(priests) == 2
    mark = len(game.log)
    shrink = Modification(Layer.PT_MODIFY, modify_pt=(-2, -2))
    game.create_effect(priests[0], priests, (shrink,), description="-2/-2")
    kinds = [type(e.event) for e in game.log.since(mark)]
    left = [i for i, k in enumerate(kinds) if k is ZoneChanged]
    entered = [i for i, k in enumerate(kinds) if k is PermanentEntered]
    assert len(entered) == 2 and max(left) < min(entered)
    assert {p.name for p in game.permanents(controller=bob)} == {
        "Grizzly Bears",
        "Colossal Dreadmaw",
    }
    assert [c.name for c in alice.graveyard] == ["Banisher Priest"] * 2
    assert game.exile_zone == ()


def test_a_saved_game_keeps_what_was_exiled_with_what(new_game: NewGame) -> None:
    """A Journey and a Priest each hold a creature in exile: the saved game restores
    both links, and in the restored game each returns its own card as it leaves."""
    game = in_main(new_game)
    bob = game.players[1]
    game.add_card("Grizzly Bears", bob)
    cast(game, "Journey to Nowhere", "{1}{W}")
    game.add_card("Colossal Dreadmaw", bob)
    cast(game, "Banisher Priest", "{1}{W}{W}")
    assert len(game.exiled_with) == 2
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    assert len(restored.exiled_with) == 2
    restored.destroy(restored.permanents("Banisher Priest")[0])
    assert [p.name for p in restored.permanents(controller=restored.players[1])] == [
        "Colossal Dreadmaw"
    ]
    restored.destroy(restored.permanents("Journey to Nowhere")[0])
    restored.resolve_stack()
    names = {p.name for p in restored.permanents(controller=restored.players[1])}
    assert names == {"Colossal Dreadmaw", "Grizzly Bears"}
