"""Copies of a game (game.copy()): independent games that play on from the same state,
exactly as the original would, with every bundled card."""

from __future__ import annotations

import copy
from collections.abc import Callable
from types import SimpleNamespace

import pytest

from cardhost import (
    PASS,
    Activation,
    ChoiceKind,
    FirstOptionChooser,
    Game,
    ManaActivation,
    Step,
    TappedOrUntapped,
    Zone,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.simulation import drive, trial

NewGame = Callable[..., Game]
EveryCard = Callable[[str, int], Game]


def policies_of(game: Game) -> dict:
    return game.chooser.policies  # type: ignore[attr-defined, no-any-return]


@pytest.mark.parametrize(("policy", "seed"), [("heuristic", 1), ("heuristic", 2), ("random", 3)])
def test_a_copy_plays_on_exactly_as_the_original(
    every_card: EveryCard, policy: str, seed: int
) -> None:
    """Played to each player's third turn, copied, then both played on to the eighth:
    the same events from the copy on, the same state at the end."""
    game = every_card(policy, seed)
    drive(game, policies_of(game), [], turns=2)
    copied = game.copy()
    assert copied is not game
    assert game_state(copied, same_objects=False) == game_state(game, same_objects=False)
    mark = len(game.log)
    drive(game, policies_of(game), [], turns=7)
    drive(copied, policies_of(copied), [], turns=7)
    assert copied.log.lines()[mark:] == game.log.lines()[mark:]
    assert game_state(copied, same_objects=False) == game_state(game, same_objects=False)
    assert len(game.log) > mark + 50  # they did play on


def test_what_a_copy_does_never_reaches_the_original(every_card: EveryCard) -> None:
    game = every_card("heuristic", 4)
    drive(game, policies_of(game), [], turns=2)
    before = game_state(game)
    copied = game.copy(log="off")
    drive(copied, policies_of(copied), [], turns=6)
    assert game_state(game) == before and game_state(copied) != before
    assert len(copied.log) > len(game.log) and list(copied.log) == []


def test_a_copy_names_only_its_own_objects_and_players(every_card: EveryCard) -> None:
    """Every attribute of a game object is shared by a copy (a value that never changes
    in place) or copied: none of the copy's objects names an object or a player of the
    original, attachments, targets and last known information included."""
    game = every_card("heuristic", 5)
    drive(game, policies_of(game), [], turns=4)
    originals = {id(thing) for thing in [*game.all_objects(), *game.players]}
    copied = game.copy(log="off")
    named = [
        value
        for thing in copied.all_objects()
        for attribute in vars(thing).values()
        for value in (attribute if isinstance(attribute, tuple) else (attribute,))
    ]
    assert any(thing.attached_to or thing.targets for thing in game.all_objects())
    assert all(id(value) not in originals for value in named)
    assert all(value.controller in copied.players for value in copied.all_objects())


def test_every_attribute_of_a_game_object_is_shared_or_copied() -> None:
    from cardhost.kernel.objects import GameObject

    assert not GameObject.SHARED & GameObject.COPIED
    assert (
        set(GameObject.__annotations__) | {"_snapshot", "write_stamp"}
        == GameObject.SHARED | GameObject.COPIED
    )


def test_a_copy_and_a_restored_game_compare_equal_with_an_effect_in_force(
    new_game: NewGame,
) -> None:
    """``game_state(..., same_objects=False)`` compares a resolved continuous effect by
    what it is (611.2: Giant Growth's +3/+3 on Alice's Bears), its source by number, so a
    copy and a restored game equal their original; a different effect doesn't."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Giant Growth", alice, "hand"), target=bears)
    game.resolve_stack()
    assert bears.power == 5 and game.continuous_effects
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    for twin in (game.copy(), restored):
        assert game_state(twin, same_objects=False) == game_state(game, same_objects=False)
    other = game.copy()
    other.add_mana(alice.name, "{G}")
    other.cast(other.add_card("Giant Growth", alice.name, "hand"), target=other.battlefield[0])
    other.resolve_stack()
    assert game_state(other, same_objects=False) != game_state(game, same_objects=False)


def test_a_copy_waits_for_the_same_decision(new_game: NewGame) -> None:
    """A decision waiting (the colour of Starting Town's mana, 106.1) is copied: each
    game takes its own answer."""
    game = new_game()
    alice = game.players[0]
    town = game.add_card("Starting Town", alice)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 5})
    waiting = game.answer(ManaActivation(town.id, 1, town.name, town.mana_abilities[1].text))
    copied = game.copy()
    assert copied.decision() is not None and copied.decision().prompt == waiting.prompt
    game.answer("W")
    copied.answer("G")
    assert str(game.players[0].mana_pool) == "{W}"
    assert str(copied.players[0].mana_pool) == "{G}"
    assert copied.players[0].life == game.players[0].life == 19
    assert copied.answer(PASS) is not None


def test_a_copy_keeps_its_own_plugins(new_game: NewGame) -> None:
    """A card that first appears in the copy registers its plugin there only."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    copied = game.copy()
    copied.add_card("Mana Reflection", copied.players[0])
    assert "Mana Reflection" in copied.registered_cards
    assert "Mana Reflection" not in game.registered_cards
    game.add_card("Heartbeat of Spring", alice)
    assert "Heartbeat of Spring" in game.registered_cards
    assert "Heartbeat of Spring" not in copied.registered_cards


def test_a_copy_of_a_copy_and_the_original_share_no_new_plugin(new_game: NewGame) -> None:
    """Three games sharing one plugin host until each meets a card of its own."""
    game = new_game()
    game.begin_at(game.players[0], Step.MAIN1)
    first = game.copy()
    second = first.copy()
    for each, card in (
        (game, "Mana Reflection"),
        (first, "Heartbeat of Spring"),
        (second, "Wild Growth"),
    ):
        each.add_card(card, each.players[0], "hand")
    assert [("Mana Reflection" in g.registered_cards) for g in (game, first, second)] == [
        True,
        False,
        False,
    ]
    assert [("Wild Growth" in g.registered_cards) for g in (game, first, second)] == [
        False,
        False,
        True,
    ]


def test_a_copy_with_an_ability_on_the_stack_saves_and_resolves(new_game: NewGame) -> None:
    """A copy shares the card's abilities, as it shares the card (113.1): Liliana of the
    Veil's minus-two ability on the stack (606.4) is the card's own ability in the copy too, so the
    copy saves (a saved game names the ability by its card and place) and resolves it."""
    game = new_game()
    alice, bob = game.players
    liliana = game.add_card("Liliana of the Veil", alice)
    bear = game.add_card("White Knight", bob)
    game.begin_at(alice, Step.MAIN1)
    game.activate(liliana, 1, target=bob)
    copied = game.copy(log="off")
    assert copied.stack[0].activated is liliana.definition.front.activated_abilities[1]
    restored = Game.from_json(copied.to_json(), catalog=game.catalog)
    restored.resolve_stack()
    assert [p.name for p in restored.players[1].graveyard] == [bear.name]
    assert restored.permanents("Liliana of the Veil")[0].loyalty == 1


def test_games_made_apart_keep_their_plugins_apart(new_game: NewGame) -> None:
    """Two new games share no card plugin: Mana Reflection in one doubles its Forest's
    mana (106.12b) and registers there only; a card with triggers (Thraben Inspector's
    investigate, 701.16a) works in the other, whose Forest still adds one {G}."""
    first, second = new_game(), new_game()
    for game in (first, second):
        game.begin_at(game.players[0], Step.MAIN1)
    first.add_card("Mana Reflection", first.players[0])
    forests = [game.add_card("Forest", game.players[0]) for game in (first, second)]
    assert str(first.activate_mana_ability(forests[0])) == "{G}{G}"
    assert str(second.activate_mana_ability(forests[1])) == "{G}"
    assert "Mana Reflection" in first.registered_cards
    assert "Mana Reflection" not in second.registered_cards
    second.add_mana(second.players[0], "{W}")
    second.cast(second.add_card("Thraben Inspector", second.players[0], "hand"))
    second.resolve_stack()
    assert len(second.permanents("Clue Token")) == 1 and not first.permanents("Clue Token")


def test_a_copy_lists_the_mana_abilities_its_own_state_allows(new_game: NewGame) -> None:
    """What the original found of its permanents' mana abilities (605.3a) a copy may
    keep, but only as true of the copy: tapping a Forest in the copy (107.5) takes its
    ability out of the copy's listing alone, and Llanowar Elves, come this turn, stay out
    of both (302.6)."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    forest = game.add_card("Forest", alice)
    game.add_card("Llanowar Elves", alice, summoning_sick=True)
    listed = game.legal_actions()
    offered = {a.permanent for a in listed if isinstance(a, ManaActivation)}
    assert offered == {forest.id}
    copied = game.copy(log="off")
    assert copied.legal_actions() == listed
    copied.answer(next(a for a in listed if isinstance(a, ManaActivation)))
    assert str(copied.players[0].mana_pool) == "{G}"
    assert not any(isinstance(a, ManaActivation) for a in copied.legal_actions())
    assert game.legal_actions() == listed and game.players[0].mana_pool.total == 0


def test_a_copy_made_inside_a_trial_is_judged_by_its_own_state(new_game: NewGame) -> None:
    """A copy made inside ``trial()`` keeps the state it was copied in, while the trial's
    undo takes the original back: what the original found before the trial is not the
    copy's answer. Murk Fen, played this turn, becomes a creature in the trial: in the
    copy its {T} can't be paid (302.6); Grizzly Bears given lethal damage in another
    trial die in that one's copy as soon as state-based actions are checked (704.5g)."""
    fen_card = load_card_text(
        'name = "Murk Fen"\ntypes = ["Land"]\n'
        'oracle = "{T}: Add {B}.\\n{1}{B}{G}: Murk Fen becomes a 2/2 black and green '
        "Elemental creature with deathtouch until end of turn. It's still a land.\"\n"
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{B}"\n'
        '[[abilities]]\ncost = "{1}{B}{G}"\neffects = [{ becomes = "a 2/2 black and green '
        'Elemental creature with deathtouch", in_addition = true, duration = "until end of '
        'turn" }]\n'
    )
    game = new_game(cards=[fen_card])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    fen = game.add_card("Murk Fen", alice, summoning_sick=True)
    bears = game.add_card("Grizzly Bears", alice)
    tap_fen = ManaActivation(fen.id, 0, "Murk Fen", "{T}: Add {B}.")
    assert tap_fen in game.legal_actions()
    game.add_mana(alice, "{1}{B}{G}")
    with trial():
        game.activate(fen, 0)
        game.resolve_stack()
        inside = game.copy(log="off")
    assert not fen.is_creature and tap_fen in game.legal_actions()
    assert [p.name for p in inside.battlefield if p.is_creature] == ["Murk Fen", "Grizzly Bears"]
    assert tap_fen not in inside.legal_actions()
    game.apply(PASS)  # an action: the state-based actions are checked as it ends
    with trial():
        bears.damage = 2  # 704.5g once they are checked again
        damaged = game.copy(log="off")
    assert bears.damage == 0
    damaged.apply(PASS)
    assert [c.name for c in damaged.players[0].graveyard] == ["Grizzly Bears"]


def _shown_controller(game: Game) -> str:
    """Whose the last tapped or untapped permanent was, as its event says (608.2h)."""
    return game.log.events(TappedOrUntapped)[-1].shown("permanent").controller  # type: ignore[no-any-return]


def test_what_events_say_of_a_permanent_in_a_copy_made_inside_a_trial_is_the_copys(
    new_game: NewGame,
) -> None:
    """Grizzly Bears tapped (its event saying them Alice's), then, inside a trial, made
    Bob's and the game copied: untapped in the copy once the trial is over, its event
    says Bob's, as the copy's save restored says (608.2h; the trial's undo brings back
    the version the original's event read them at)."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.tap(bears)
    with trial():
        bears.base_controller = bob
        bears.seen_controller = bob
        inside = game.copy()
    twin = inside.battlefield[-1]
    restored = Game.from_json(inside.to_json(), catalog=inside.catalog)
    inside.untap(twin)
    restored.untap(restored.battlefield[-1])
    assert twin.controller.name == "Bob"
    assert _shown_controller(inside) == _shown_controller(restored) == "Bob"


def test_a_copy_made_while_a_decision_waits_reads_its_own_permanents(
    new_game: NewGame,
) -> None:
    """A plugin's ability makes Alice's Grizzly Bears Bob's, taps them and asks a
    question inside a trial of its own; the game is copied while the question waits
    (as before the ability resolved: the Bears Alice's). Once the original is answered
    (its trial's undo bringing back the version it had reached), the copy's Bears
    tapped are said to be Alice's, as the copy's save restored says (608.2h)."""

    def resolve_ability(game: Game, card: object, ability: object) -> None:
        alice, bob = game.players
        bears = next(p for p in game.battlefield if p.name == "Grizzly Bears")
        bears.base_controller = bob
        bears.seen_controller = bob
        game.tap(bears)
        with trial():
            game.choose(ChoiceKind.YES_NO, alice, "ok?", ["yes", "no"])

    gauge = load_card_text(
        'name = "Test Gauge"\ntypes = ["Artifact"]\noracle = "{0}: Do a thing."\n'
        '[[abilities]]\ncost = "{0}"\n',
        plugin=SimpleNamespace(resolve_ability=hookimpl(resolve_ability)),
    )
    game = new_game(cards=[gauge])
    alice = game.players[0]
    game.add_card("Test Gauge", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    (act,) = [a for a in game.decision().options if isinstance(a, Activation)]
    game.answer(act)
    game.answer(PASS)
    assert game.answer(PASS).prompt == "ok?"
    copied = game.copy()
    game.answer("yes")
    assert bears.controller.name == "Bob"
    twin = next(o for o in copied.battlefield if o.id == bears.id)
    saved = copied.to_json()
    copied.tap(twin)  # before anything else moves the versions
    restored = Game.from_json(saved, catalog=copied.catalog)
    restored.tap(next(o for o in restored.battlefield if o.id == bears.id))
    assert _shown_controller(copied) == _shown_controller(restored) == "Alice"


def test_a_deep_copy_of_a_game_and_what_holds_it_copies_each_object_once(
    new_game: NewGame,
) -> None:
    """``copy.deepcopy((game, bears, alice))``: the game copied as ``game.copy()`` copies
    it, and the Bears and Alice held beside it are the copy's own Bears and Alice, not
    copies of their own; the copy's changes leave the original as it was."""
    game = new_game()
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    twin, twin_bears, twin_alice = copy.deepcopy((game, bears, alice))
    assert twin is not game and twin.battlefield == (twin_bears,) and twin_bears is not bears
    assert twin.players[0] is twin_alice and twin_bears.controller is twin_alice
    twin.destroy(twin_bears)
    assert bears.zone is Zone.BATTLEFIELD and twin_bears.zone is None
    assert [c.name for c in twin_alice.graveyard] == ["Grizzly Bears"] and not alice.graveyard


def test_a_deep_copy_copies_the_chooser_once_whichever_is_met_first(new_game: NewGame) -> None:
    """``copy.deepcopy([game.chooser, game])``: the chooser met before the game is the
    copy's chooser, not a second one."""
    game = new_game(chooser=FirstOptionChooser())
    chooser, twin = copy.deepcopy([game.chooser, game])
    assert twin.chooser is chooser and chooser is not game.chooser
