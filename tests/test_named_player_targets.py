"""Target phrases of a player an ability names (115.1, 603.2, 508.5): "target artifact
that player controls" of the player a trigger event named (the player dealt damage,
whose upkeep began) and "target creature defending player controls" of the player an
attacking creature attacks, as it attacked; refused where the ability names no one."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]


def creature(name: str, oracle: str, lines: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{2}}"\ntypes = ["Creature"]\npower = 2\n'
        f'toughness = 2\noracle = "{oracle}"\n{lines}'
    )


WASP = creature(
    "Rust Wasp",
    "Whenever Rust Wasp deals combat damage to a player, destroy target artifact that "
    "player controls.",
    '[[triggers]]\nwhen = "combat damage to a player"\n'
    'targets = ["target artifact that player controls"]\neffects = [{ destroy = "target" }]\n',
)
BINDER = creature(
    "Chain Binder",
    "Whenever Chain Binder attacks, tap target creature defending player controls.",
    '[[triggers]]\nwhen = "attacks"\n'
    'targets = ["target creature defending player controls"]\neffects = [{ tap = "target" }]\n',
)
IDOL = load_card_text('name = "Gold Idol"\nmana_cost = "{2}"\ntypes = ["Artifact"]\noracle = ""\n')
CARDS = [WASP, BINDER, IDOL]


def test_that_player_is_the_player_dealt_combat_damage(new_game: NewGame) -> None:
    """603.2, 510.3a: Rust Wasp hits Bob: only Bob's artifact may be targeted, not
    Alice's own."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    wasp = game.add_card("Rust Wasp", alice)
    mine = game.add_card("Gold Idol", alice)
    theirs = game.add_card("Gold Idol", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([wasp])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance()
    [ability] = game.stack
    assert ability.targets == (theirs,)
    game.resolve_stack()
    assert theirs.zone is None and mine.zone is not None and bob.life == 18


def test_defending_player_is_whom_it_attacks(new_game: NewGame) -> None:
    """508.5: Chain Binder attacks Bob: it taps a creature of Bob's; Alice's own
    creature isn't a legal target, and naming it is refused by the rule."""
    game = new_game(cards=CARDS, choices={"target": ["Grizzly Bears"]})
    alice, bob = game.players
    binder = game.add_card("Chain Binder", alice)
    game.add_card("Grizzly Bears", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([binder])
    [ability] = game.stack
    assert ability.targets == (bears,)
    game.resolve_stack()
    assert bears.tapped


def test_with_nothing_of_that_player_the_ability_is_removed(new_game: NewGame) -> None:
    """603.3d: Bob controls no artifact: Rust Wasp's trigger has no legal target and is
    removed from the stack."""
    game = new_game(cards=CARDS)
    alice, _ = game.players
    wasp = game.add_card("Rust Wasp", alice)
    game.add_card("Gold Idol", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([wasp])
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance()
    assert game.stack == ()


@pytest.mark.parametrize(
    ("lines", "where", "problem"),
    [
        (
            '[[triggers]]\nwhen = "enters"\ntargets = ["target creature that player controls"]\n'
            'effects = [{ tap = "target" }]\n',
            "triggers[0].targets[0]",
            "603.2",
        ),
        (
            '[[triggers]]\nwhen = "enters"\n'
            'targets = ["target creature defending player controls"]\n'
            'effects = [{ tap = "target" }]\n',
            "triggers[0].targets[0]",
            "508.5",
        ),
        (
            '[[statics]]\naffects = "creatures that player controls"\npt = "+1/+1"\n',
            "statics[0]",
            "that player",
        ),
    ],
)
def test_a_player_no_one_names_is_refused(lines: str, where: str, problem: str) -> None:
    with pytest.raises(CardFileError) as refused:
        creature("Odd Binder", "Odd.", lines)
    message = str(refused.value)
    assert where in message and problem in message, message


LASH_BINDER = creature(
    "Lash Binder",
    "{1}: Tap target creature defending player controls.",
    '[[abilities]]\ncost = "{1}"\ntargets = ["target creature defending player controls"]\n'
    'effects = [{ tap = "target" }]\n',
)


def test_an_activated_ability_names_the_defending_player_only_while_attacking(
    new_game: NewGame,
) -> None:
    """508.5: "{1}: Tap target creature defending player controls." can't be activated
    while the creature isn't attacking (no defending player, no legal target)."""
    game = new_game(cards=[*CARDS, LASH_BINDER])
    alice, bob = game.players
    binder = game.add_card("Lash Binder", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}")
    with pytest.raises(IllegalActionError, match=r"601\.2c|115"):
        game.activate(binder, 0, target=bears)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([binder])
    game.add_mana(alice, "{1}")
    game.activate(binder, 0, target=bears)
    game.resolve_stack()
    assert bears.tapped


def test_removed_from_combat_its_defending_player_is_the_one_it_attacked(
    new_game: NewGame,
) -> None:
    """508.5: removed from combat, the Lash Binder's "defending player" is still the
    player it attacked: its ability may tap Bob's Bears; before it attacked, it had none."""
    game = new_game(cards=[*CARDS, LASH_BINDER])
    alice, bob = game.players
    binder = game.add_card("Lash Binder", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    assert game.defending_player(binder) is None
    game.declare_attackers([binder])
    game.remove_from_combat(binder)
    assert game.defending_player(binder) is bob
    game.add_mana(alice, "{1}")
    game.activate(binder, 0, target=bears)
    game.resolve_stack()
    assert bears.tapped


FORGE_WASP = """Name:Rust Wasp
ManaCost:1 R
Types:Creature Insect
PT:1/1
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True \
| TriggerZones$ Battlefield | Execute$ TrigDestroy | TriggerDescription$ x
SVar:TrigDestroy:DB$ Destroy | ValidTgts$ Artifact.DefenderCtrl
Oracle:Whenever Rust Wasp deals combat damage to a player, destroy target artifact that \
player controls.
"""
FORGE_BINDER = """Name:Chain Binder
ManaCost:2 W
Types:Creature Human
PT:2/2
T:Mode$ Attacks | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigTap \
| TriggerDescription$ x
SVar:TrigTap:DB$ Tap | ValidTgts$ Creature.DefenderCtrl
Oracle:Whenever Chain Binder attacks, tap target creature defending player controls.
"""


def test_the_importer_brings_forges_defender_controlled_targets(tmp_path: Path) -> None:
    """Forge's ``DefenderCtrl``: the defending player's (508.5) in an attack trigger,
    "that player" of a combat damage trigger (603.2)."""
    [hit] = imported(tmp_path, "rust_wasp.txt", FORGE_WASP).triggers
    assert [t.text for t in hit.targets] == ["target artifact that player controls"]
    [attack] = imported(tmp_path / "b", "chain_binder.txt", FORGE_BINDER).triggers
    assert [t.text for t in attack.targets] == ["target creature defending player controls"]


SHOCKMAW = creature(
    "Spark Drake",
    "Whenever Spark Drake deals combat damage to a player, it deals 1 damage to each "
    "creature that player controls.",
    '[[triggers]]\nwhen = "combat damage to a player"\n'
    'effects = [{ damage = 1, to = "each creature that player controls" }]\n',
)
SWATH = creature(
    "Swath Giant",
    "Whenever Swath Giant attacks, untap all creatures defending player controls.",
    '[[triggers]]\nwhen = "attacks"\n'
    'effects = [{ untap_all = "creatures defending player controls" }]\n',
)


def test_a_group_of_what_that_player_controls(new_game: NewGame) -> None:
    """603.2: Spark Drake hits Bob: 1 damage to each of Bob's creatures, none to
    Alice's; Swath Giant's attack untaps Bob's creatures, not Alice's (508.5)."""
    game = new_game(cards=[*CARDS, SHOCKMAW, SWATH])
    alice, bob = game.players
    drake = game.add_card("Spark Drake", alice)
    giant = game.add_card("Swath Giant", alice)
    mine = game.add_card("Llanowar Elves", alice)
    theirs = game.add_card("Llanowar Elves", bob)
    for elves in (mine, theirs):
        game.tap(elves)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([drake, giant])
    game.resolve_stack()
    assert mine.tapped and not theirs.tapped
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({})
    game.advance()
    game.resolve_stack()
    assert theirs.zone is None and mine.zone is not None


def test_a_group_naming_no_player_or_judged_later_is_refused() -> None:
    """611.2c: "creatures defending player controls can't block" would be judged as it
    applies, when no one is named any more: refused, as a group of "that player" where
    the event names no one."""
    for lines, problem in (
        (
            '[[triggers]]\nwhen = "attacks"\n'
            'effects = [{ cant = "block", on = "each creature defending player controls" }]\n',
            "fixed as it resolves",
        ),
        (
            '[[triggers]]\nwhen = "enters"\n'
            'effects = [{ tap_all = "creatures that player controls" }]\n',
            "603.2",
        ),
    ):
        with pytest.raises(CardFileError, match=problem):
            creature("Odd Giant", "Odd.", lines)


def test_a_saved_game_keeps_an_ability_naming_defending_player(new_game: NewGame) -> None:
    """508.5: Chain Binder's attack trigger, "tap target creature defending player
    controls", waits on the stack: a saved game holds it, restores (it was refused) and
    resolves alike."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    binder = game.add_card("Chain Binder", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([binder])
    assert len(game.stack) == 1
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    for each in (game, restored):
        each.resolve_stack()
        assert next(p for p in each.battlefield if p.id == bears.id).tapped
