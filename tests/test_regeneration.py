"""Destroy and regenerate (701.8, 701.19), as data: Drudge Skeletons' "{B}: Regenerate"
puts a shield on it that replaces its next destruction this turn (614.8); Damnation
destroys every creature at once, and they can't be regenerated (701.19c)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    AbilityTriggered,
    CardFileError,
    ChoiceKind,
    Game,
    GameObject,
    Layer,
    Modification,
    Regenerated,
    RemovedFromCombat,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]


def skeletons_shielded(new_game: NewGame, shields: int = 1) -> tuple[Game, GameObject]:
    """Alice's Drudge Skeletons in her precombat main phase, ``shields`` times
    regenerated ({B} each, the ability resolved)."""
    game = new_game()
    alice = game.players[0]
    skeletons = game.add_card("Drudge Skeletons", alice)
    game.begin_at(alice, Step.MAIN1)
    for _ in range(shields):
        game.add_mana(alice, "{B}")
        game.activate(skeletons, 0)
        game.resolve_stack()
    return game, skeletons


def test_a_shield_replaces_the_next_destruction(new_game: NewGame) -> None:
    """701.19a: destroyed with a shield up, the Skeletons stay: tapped, and the log says
    they were regenerated; destroyed again, with the shield used, they die."""
    game, skeletons = skeletons_shielded(new_game)
    assert game.destroy(skeletons) is None
    assert skeletons.zone is not None and skeletons.tapped
    assert [e.permanent for e in game.log.events(Regenerated)] == [skeletons]
    game.destroy(skeletons)
    assert game.permanents("Drudge Skeletons") == []


def test_lethal_damage_is_a_destruction_a_shield_replaces(new_game: NewGame) -> None:
    """704.5g destroys, so a shield replaces it: after 3 damage the Skeletons stay with
    their damage removed; two shields save them twice."""
    game, skeletons = skeletons_shielded(new_game, shields=2)
    alice = game.players[0]
    for _ in range(2):
        game.deal_damage(skeletons, skeletons, 3)
        assert skeletons.zone is not None and skeletons.damage == 0
    game.deal_damage(skeletons, skeletons, 3)
    assert game.permanents("Drudge Skeletons") == [] and len(alice.graveyard) == 1


def test_toughness_zero_is_no_destruction(new_game: NewGame) -> None:
    """704.5f puts a creature with toughness 0 into its owner's graveyard: not a
    destruction, so the shield doesn't apply (701.19a)."""
    game, skeletons = skeletons_shielded(new_game)
    shrink = Modification(Layer.PT_MODIFY, modify_pt=(-1, -1))
    game.create_effect(skeletons, [skeletons], (shrink,), description="-1/-1")
    assert game.permanents("Drudge Skeletons") == []


def test_a_shield_ends_with_the_turn(new_game: NewGame) -> None:
    """701.19a "this turn", 514.2: a shield made on Alice's turn is gone on Bob's."""
    game, skeletons = skeletons_shielded(new_game)
    game.next_turn()
    assert game.regeneration_shields == ()
    game.destroy(skeletons)
    assert game.permanents("Drudge Skeletons") == []


def test_a_regenerated_blocker_is_removed_from_combat(new_game: NewGame) -> None:
    """701.19a, 506.4: the Skeletons block Bob's Grizzly Bears and are dealt lethal
    damage; regenerated, they are tapped and removed from combat."""
    game = new_game()
    alice, bob = game.players
    skeletons = game.add_card("Drudge Skeletons", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(bob, Step.DECLARE_ATTACKERS)
    game.declare_attackers({bears: alice})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({skeletons: bears})
    game.pass_priority()  # Bob, the active player, passes: Alice may act (117.3b)
    game.add_mana(alice, "{B}")
    game.activate(skeletons, 0)
    game.resolve_stack()
    game.advance_to(Step.END_OF_COMBAT)
    assert skeletons.zone is not None and skeletons.tapped and skeletons.damage == 0
    assert [e.creature for e in game.log.events(RemovedFromCombat)] == [skeletons]


def test_damnation_destroys_every_creature_at_once_none_regenerated(
    new_game: NewGame,
) -> None:
    """701.8a, 701.19c, 603.10a: Damnation destroys the shielded Skeletons, the Bears and
    Blood Artist together; Blood Artist sees each of them die, itself included, while
    an indestructible Darksteel Myr stays (702.12b)."""
    game, _ = skeletons_shielded(new_game)
    alice, bob = game.players
    game.add_card("Grizzly Bears", bob)
    game.add_card("Blood Artist", alice)
    myr = game.add_card("Darksteel Myr", bob)
    game.add_mana(alice, "{2}{B}{B}")
    game.cast(game.add_card("Damnation", alice, "hand"))
    game.pass_priority()
    game.pass_priority()
    assert game.battlefield == (myr,)
    assert game.log.events(Regenerated) == []
    triggered = [e for e in game.log.events(AbilityTriggered) if e.source.name == "Blood Artist"]
    assert len(triggered) == 3


def test_a_shield_is_kept_in_a_saved_game(new_game: NewGame) -> None:
    """A shield up when the game is saved protects the Skeletons in the restored game."""
    game, _ = skeletons_shielded(new_game)
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    (skeletons,) = restored.permanents("Drudge Skeletons")
    assert restored.regeneration_shields == (skeletons,)
    restored.destroy(skeletons)
    assert restored.permanents("Drudge Skeletons") == [skeletons]


@pytest.mark.parametrize(
    ("effects", "key", "problem"),
    [
        ('[{ destroy_all = "creaturs" }]', "spell.effects[0].destroy_all", "creaturs"),
        (
            '[{ destroy_all = "creatures", can_be_regenerated = "no" }]',
            "spell.effects[0].can_be_regenerated",
            "expected true or false",
        ),
        ('[{ regenerate = "this" }]', "spell.effects[0]", "608.2n"),
    ],
)
def test_a_bad_destroy_all_or_regenerate_names_its_key(
    effects: str, key: str, problem: str
) -> None:
    with pytest.raises(CardFileError) as refused:
        load_card_text(
            'name = "Bad Wrath"\nmana_cost = "{2}{W}"\ntypes = ["Sorcery"]\n'
            f'oracle = "Destroy all creatures."\n[spell]\neffects = {effects}\n'
        )
    message = str(refused.value)
    assert f"{key}:" in message and problem in message


def test_destroy_target_that_cant_be_regenerated_as_data(new_game: NewGame) -> None:
    """701.19c: ``{ destroy = "target", can_be_regenerated = false }``: "Destroy target
    creature. It can't be regenerated." destroys it through a regeneration shield."""
    smite = load_card_text(
        """
name = "Final Smite"
mana_cost = "{1}{B}"
types = ["Instant"]
oracle = "Destroy target creature. It can't be regenerated."

[spell]
targets = ["target creature"]
effects = [{ destroy = "target", can_be_regenerated = false }]
"""
    )
    game = new_game(cards=[smite])
    alice, bob = game.players
    skeleton = game.add_card("Drudge Skeletons", bob)
    game.begin_at(alice, Step.MAIN1)
    game.regenerate(skeleton)
    game.add_mana(alice, "{1}{B}")
    game.cast(game.add_card("Final Smite", alice, "hand"), target=skeleton)
    game.resolve_stack()
    assert game.permanents("Drudge Skeletons") == []


NO_RESPITE = load_card_text(
    'name = "No Respite"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature can\'t be regenerated this turn."\n'
    '[spell]\ntargets = ["target creature"]\n'
    'effects = [{ cant = "be regenerated", on = "target" }]\n'
)


def test_a_creature_that_cant_be_regenerated_this_turn(new_game: NewGame) -> None:
    """701.19c: of two shielded Skeletons, the one made unable to be regenerated this
    turn is destroyed; the other's shield saves it."""
    game = new_game(cards=[NO_RESPITE])
    alice = game.players[0]
    skeletons = game.add_card("Drudge Skeletons", alice)
    other = game.add_card("Drudge Skeletons", alice)
    game.begin_at(alice, Step.MAIN1)
    for shielded in (skeletons, other):
        game.add_mana(alice, "{B}")
        game.activate(shielded, 0)
        game.resolve_stack()
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("No Respite", alice, "hand"), target=skeletons)
    game.resolve_stack()
    game.destroy(skeletons)
    game.destroy(other)
    assert skeletons.zone is None and other.zone is not None


LEGEND = load_card_text(
    'name = "Legend Bear"\nmana_cost = "{1}{G}"\nsupertypes = ["Legendary"]\n'
    'types = ["Creature"]\nsubtypes = ["Bear"]\npower = 2\ntoughness = 2\noracle = ""\n'
)


@pytest.mark.parametrize("kept", ["unharmed", "shielded"])
def test_the_legend_rule_is_no_destruction_a_shield_replaces(new_game: NewGame, kept: str) -> None:
    """704.3, 704.5j, 701.19a: Alice's two Legend Bears, one shielded and dealt lethal
    damage; the state-based actions are performed at once, and the legend rule puts the
    one she doesn't keep into the graveyard (no destruction, nothing to regenerate): kept,
    the unharmed one stays and the shielded one goes; kept, the shielded one regenerates
    and the other goes. The legend rule is asked once."""
    game = new_game(cards=[LEGEND])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    shielded = game.add_card("Legend Bear", alice)
    game.regenerate(shielded)
    unharmed = game.add_card("Legend Bear", alice)
    keep, lose = (unharmed, shielded) if kept == "unharmed" else (shielded, unharmed)
    game.chooser.add("legend rule", keep)
    game.deal_damage(game.add_card("Llanowar Elves", bob), shielded, 2)
    assert game.permanents("Legend Bear") == [keep] and lose.zone is None
    assert [c.kind for c in game.chooser.asked] == [ChoiceKind.LEGEND_RULE]
    assert [e.permanent for e in game.log.events(Regenerated)] == (
        [] if kept == "unharmed" else [shielded]
    )
    if kept == "shielded":
        assert shielded.tapped and shielded.damage == 0
