"""Split second (702.61): as long as a spell with it is on the stack, players can't cast
other spells or activate abilities that aren't mana abilities (702.61a); mana abilities
and special actions stay allowed, and abilities trigger as ever (702.61b)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    Activation,
    Cast,
    Cycle,
    Game,
    IllegalActionError,
    ManaActivation,
    Pass,
    Step,
    game_state,
    load_card_text,
)

NewGame = Callable[..., Game]

SHOCK = load_card_text(
    'name = "Sudden Test"\nmana_cost = "{1}{R}"\ntypes = ["Instant"]\n'
    'keywords = ["split second"]\noracle = "Split second\\nThis spell deals 2 damage to any '
    'target."\n[spell]\ntargets = ["any target"]\neffects = [{ damage = 2, to = "target" }]\n'
)
MONK = load_card_text(
    'name = "Test Monk"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\nkeywords = ["prowess"]\n'
)


def shock_on_the_stack(new_game: NewGame) -> Game:
    """Alice casts the split second spell at Bob in her main phase; Bob holds Lightning
    Bolt, Renewed Faith (cycling) and a Mountain, and has Prodigal Pyromancer."""
    game = new_game(cards=[SHOCK, MONK])
    alice, bob = game.players
    for name in ("Lightning Bolt", "Renewed Faith"):
        game.add_card(name, bob, "hand")
    game.add_card("Mountain", bob)
    game.add_card("Prodigal Pyromancer", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Sudden Test", alice, "hand"), target=bob)
    game.pass_priority()  # Bob has priority now
    return game


def test_no_spell_can_be_cast_while_it_is_on_the_stack(new_game: NewGame) -> None:
    """702.61a: Bob can't respond with Lightning Bolt; the refusal names the rule and
    the spell, and changes nothing; nor is it a legal action."""
    game = shock_on_the_stack(new_game)
    bob = game.players[1]
    game.add_mana(bob, "{R}")
    bolt = next(c for c in bob.hand if c.name == "Lightning Bolt")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"702\.61a.*Sudden Test.*cast a spell"):
        game.cast(bolt, target=game.players[0])
    assert game_state(game) == before
    assert not [a for a in game.legal_actions() if isinstance(a, Cast)]


def test_no_ability_but_a_mana_ability_can_be_activated(new_game: NewGame) -> None:
    """702.61a-b: Prodigal Pyromancer's ability and cycling are refused; the Mountain's
    mana ability is activated, and is the one listed besides passing."""
    game = shock_on_the_stack(new_game)
    bob = game.players[1]
    pyromancer = game.permanents("Prodigal Pyromancer")[0]
    faith = next(c for c in bob.hand if c.name == "Renewed Faith")
    game.add_mana(bob, "{1}{W}")
    with pytest.raises(IllegalActionError, match=r"702\.61a.*activate an ability"):
        game.activate(pyromancer, target=game.players[0])
    with pytest.raises(IllegalActionError, match=r"702\.61a"):
        game.cycle(faith)
    listed = game.legal_actions()
    assert not [a for a in listed if isinstance(a, Activation | Cycle)]
    assert {type(a) for a in listed} == {Pass, ManaActivation}
    game.activate_mana_ability(game.permanents("Mountain")[0])
    assert bob.mana_pool.total == 3


def test_spells_are_cast_again_once_it_has_resolved(new_game: NewGame) -> None:
    """702.61a: only as long as it is on the stack."""
    game = shock_on_the_stack(new_game)
    alice, bob = game.players
    game.pass_priority()  # both passed: it resolves
    assert bob.life == 18 and [c.name for c in alice.graveyard] == ["Sudden Test"]
    game.add_mana(alice, "{R}")
    game.add_card("Lightning Bolt", alice, "hand")
    assert any(isinstance(a, Cast) for a in game.legal_actions())


def test_abilities_trigger_while_it_is_on_the_stack(new_game: NewGame) -> None:
    """702.61b: casting it triggers prowess, which goes on the stack above it and
    resolves first."""
    game = new_game(cards=[SHOCK, MONK])
    alice, bob = game.players
    monk = game.add_card("Test Monk", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Sudden Test", alice, "hand"), target=bob)
    assert len(game.stack) == 2 and game.stack[0].name == "Sudden Test"  # the bottom
    game.pass_priority()
    game.pass_priority()
    assert monk.power == 2 and bob.life == 20 and len(game.stack) == 1


def test_a_spell_cast_as_an_effect_resolves_is_refused_too(new_game: NewGame) -> None:
    """702.61a: "players can't cast other spells", by an effect's instruction too."""
    game = shock_on_the_stack(new_game)
    bob = game.players[1]
    bolt = next(c for c in bob.hand if c.name == "Lightning Bolt")
    with pytest.raises(IllegalActionError, match=r"702\.61a"):
        game.cast_without_paying(bolt, bob)
    assert bolt.zone.value == "hand"


BOLT_LATER = load_card_text(
    'name = "Later Bolt"\nmana_cost = "{3}{R}"\ntypes = ["Instant"]\n'
    'oracle = "Suspend 1\\u2014{R}\\nThis spell deals 3 damage to any target."\n'
    'suspend = { time = 1, cost = "{R}" }\n'
    '[spell]\ntargets = ["any target"]\neffects = [{ damage = 3, to = "target" }]\n'
)


def test_a_card_cant_be_suspended_while_it_is_on_the_stack(new_game: NewGame) -> None:
    """116.2f, 601.3, 702.61a: suspending is a special action only for a card its owner
    could begin to cast, which split second forbids: refused, and not listed."""
    game = new_game(cards=[SHOCK, MONK, BOLT_LATER])
    alice, bob = game.players
    later = game.add_card("Later Bolt", bob, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    game.cast(game.add_card("Sudden Test", alice, "hand"), target=bob)
    game.pass_priority()
    game.add_mana(bob, "{R}")
    assert {type(a) for a in game.legal_actions()} == {Pass}
    with pytest.raises(IllegalActionError, match=r"702\.61a.*suspend"):
        game.suspend(later)
    assert later.zone.value == "hand"
