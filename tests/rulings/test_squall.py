"""Squall, SeeD Mercenary (rulings SQ-1 and SQ-2) and what its Oracle text implies.

"Rough Divide - Whenever a creature you control attacks alone, it gains double strike
until end of turn. Whenever Squall deals combat damage to a player, return target
permanent card with mana value 3 or less from your graveyard to the battlefield."
"""

from __future__ import annotations

from collections.abc import Callable

from cardhost import (
    AbilityDidNothing,
    AbilityResolved,
    AbilityTriggered,
    DamageDealt,
    EffectCreated,
    Game,
    GameObject,
    Step,
    StepBegan,
    TokenCreated,
    Zone,
)
from cardhost.tools.testing import Expect

SQUALL = "Squall, SeeD Mercenary"
MARCH = "March of the Canonized"
ROUGH_DIVIDE = "Rough Divide"
RETURN = "return target permanent card"

# Test cards (tests/cards) Squall returns or doesn't: Twin Prism {X}{X}{2} has mana
# value 2 outside the stack (202.3e), Heavy Idol {4} has 4, too much for Squall, and Quick
# Spark {R} is an instant, not a permanent card (110.4a). Grizzly Bears is a 2/2.

NewGame = Callable[..., Game]


def triggered(game: Game, text: str, mark: int = 0) -> list[AbilityTriggered]:
    return [
        e.event
        for e in game.log.since(mark)
        if isinstance(e.event, AbilityTriggered) and text in e.event.ability
    ]


def did_nothing(game: Game, mark: int = 0) -> list[AbilityDidNothing]:
    return [e.event for e in game.log.since(mark) if isinstance(e.event, AbilityDidNothing)]


def combat_damage_to(game: Game, player: str) -> list[tuple[str, str, int]]:
    """(step, source name, amount) of each combat damage dealt to ``player``."""
    return [
        (e.step, e.event.source.name, amount)
        for e in game.log
        if isinstance(e.event, DamageDealt) and e.event.combat
        for recipient, amount in e.event.to_players()
        if recipient.name == player
    ]


def finish_combat(game: Game) -> None:
    """No blocks; every trigger resolves; stop at the end of combat step."""
    game.advance_to(Step.END_OF_COMBAT)


def steps_seen(game: Game) -> list[str]:
    return [e.step for e in game.log.events(StepBegan)]


# ---------------------------------------------------------------- SQ-1: attacks alone (506.5)
def test_SQ_1_two_declared_attackers_one_removed_no_trigger(new_game: NewGame) -> None:
    """SQ-1, rule 506.5: Squall and a Bear are declared as attackers and the Bear is then
    removed from combat (506.4). Squall is attacking alone but didn't attack alone: Rough
    Divide doesn't trigger, Squall has no double strike and deals its 3 damage once."""
    game = new_game()
    alice, bob = game.players
    squall = game.add_card(SQUALL, alice)
    bear = game.add_card("Grizzly Bears", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    declaration = game.declare_attackers([squall, bear])
    assert declaration.alone is None
    game.remove_from_combat(bear)
    assert game.stack == ()
    finish_combat(game)
    assert triggered(game, ROUGH_DIVIDE) == []
    assert game.log.events(EffectCreated) == []
    assert not squall.has_keyword("double strike")
    assert combat_damage_to(game, "Bob") == [(Step.COMBAT_DAMAGE.value, SQUALL, 3)]
    assert Step.FIRST_STRIKE_DAMAGE.value not in steps_seen(game)
    assert bob.life == 17


def test_SQ_1_creature_entering_attacking_doesnt_spoil_alone(new_game: NewGame) -> None:
    """SQ-1, rules 506.5 and 508.4: Squall is declared as the only attacker, so it
    attacked alone and gains double strike, even though a Bear is then put onto the
    battlefield attacking. The Bear was never declared: it doesn't "attack", so Rough
    Divide doesn't trigger for it and it has no double strike."""
    game = new_game()
    alice, bob = game.players
    squall = game.add_card(SQUALL, alice)
    bear_card = game.add_card("Grizzly Bears", alice, "hand")
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([squall])
    bear = game.put_onto_battlefield(bear_card, attacking=bob)
    assert bear is not None
    game.resolve_stack()
    [rough_divide] = triggered(game, ROUGH_DIVIDE)
    assert rough_divide.source.name == SQUALL
    assert squall.has_keyword("double strike")
    assert not bear.has_keyword("double strike")
    [gained] = game.log.events(EffectCreated)
    assert [o.id for o in gained.objects] == [squall.id]
    assert "double strike" in gained.description
    finish_combat(game)
    assert triggered(game, ROUGH_DIVIDE) == [rough_divide]
    assert sorted(combat_damage_to(game, "Bob")) == sorted(
        [
            (Step.FIRST_STRIKE_DAMAGE.value, SQUALL, 3),
            (Step.COMBAT_DAMAGE.value, SQUALL, 3),
            (Step.COMBAT_DAMAGE.value, "Grizzly Bears", 2),
        ]
    )
    assert bob.life == 12


def test_SQ_1_other_creature_you_control_attacking_alone_gets_double_strike(
    new_game: NewGame,
) -> None:
    """SQ-1, rules 506.5 and 702.4: "a creature you control" - not only Squall. A Bear
    attacking alone gains double strike and deals 2 damage in each combat damage step;
    the keyword ends with the turn (514.2)."""
    game = new_game()
    alice, bob = game.players
    squall = game.add_card(SQUALL, alice)
    bear = game.add_card("Grizzly Bears", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bear])
    game.resolve_stack()
    [rough_divide] = triggered(game, ROUGH_DIVIDE)
    assert rough_divide.source.id == squall.id
    assert bear.has_keyword("double strike")
    assert not squall.has_keyword("double strike")
    finish_combat(game)
    assert combat_damage_to(game, "Bob") == [
        (Step.FIRST_STRIKE_DAMAGE.value, "Grizzly Bears", 2),
        (Step.COMBAT_DAMAGE.value, "Grizzly Bears", 2),
    ]
    assert bob.life == 16
    game.next_turn()
    assert not bear.has_keyword("double strike")


def test_SQ_1_opponents_lone_attacker_doesnt_trigger_your_squall(new_game: NewGame) -> None:
    """SQ-1: Rough Divide sees only creatures *you* control. Bob's Bear attacking alone
    doesn't trigger Alice's Squall; it deals 2 damage once."""
    game = new_game()
    alice, bob = game.players
    game.add_card(SQUALL, alice)
    bear = game.add_card("Grizzly Bears", bob)
    game.start(bob)
    game.advance_to(Step.DECLARE_ATTACKERS)
    declaration = game.declare_attackers([bear])
    assert declaration.alone is bear
    assert game.stack == ()
    finish_combat(game)
    assert triggered(game, ROUGH_DIVIDE) == []
    assert not bear.has_keyword("double strike")
    assert combat_damage_to(game, "Alice") == [(Step.COMBAT_DAMAGE.value, "Grizzly Bears", 2)]
    assert alice.life == 18


def test_SQ_1_no_declared_attacker_no_trigger(new_game: NewGame) -> None:
    """SQ-1, rule 506.5: with no attack at all (no creature declared), nothing attacks
    alone; Squall staying home doesn't trigger."""
    game = new_game()
    alice, _ = game.players
    game.add_card(SQUALL, alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([])
    finish_combat(game)
    assert triggered(game, ROUGH_DIVIDE) == []
    assert game.log.events(EffectCreated) == []


# ---------------------------------------------------------------- SQ-2: X is 0 (107.3g, 202.3e)
def attack_with_squall_and_bear(game: Game) -> tuple[GameObject, GameObject]:
    """Alice attacks with Squall and a Bear (so Squall doesn't gain double strike) and the
    game stops with Squall's return trigger on the stack, if it went there."""
    alice, _ = game.players
    squall = game.add_card(SQUALL, alice)
    bear = game.add_card("Grizzly Bears", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([squall, bear])
    game.advance_to(Step.COMBAT_DAMAGE)
    return squall, bear


def test_SQ_2_march_in_graveyard_has_mana_value_two_and_is_a_legal_target(
    new_game: NewGame,
) -> None:
    """SQ-2, rules 107.3g and 202.3e: March of the Canonized ({X}{W}{W}) in the graveyard
    has mana value 2, so it is a legal target and returns. Not cast, it enters with X=0
    and its enters ability creates no Vampires (107.3m)."""
    game = new_game()
    alice, bob = game.players
    march = game.add_card(MARCH, alice, "graveyard")
    assert march.mana_value == 2
    attack_with_squall_and_bear(game)
    [returning] = triggered(game, RETURN)
    assert [t.id for t in returning.targets] == [march.id]
    game.resolve_stack()
    [returned] = game.permanents(MARCH)
    assert returned.controller is alice
    assert returned.mana_value == 2
    assert alice.graveyard == ()
    assert game.permanents("Vampire Token") == []
    assert game.log.events(TokenCreated) == []
    assert bob.life == 15


def test_SQ_2_card_defined_with_two_x_has_mana_value_two(new_game: NewGame) -> None:
    """SQ-2, rule 202.3e: a card defined with {X}{X}{2} has mana value 2 in the graveyard
    (each X is 0), so Squall can return it; a {4} card beside it is not a legal target and
    stays, so the only legal target is chosen."""
    game = new_game()
    alice, _ = game.players
    prism = game.add_card("Twin Prism", alice, "graveyard")
    idol = game.add_card("Heavy Idol", alice, "graveyard")
    assert (prism.mana_value, idol.mana_value) == (2, 4)
    attack_with_squall_and_bear(game)
    [returning] = triggered(game, RETURN)
    assert [t.name for t in returning.targets] == ["Twin Prism"]
    assert [c for c in game.chooser.asked if c.kind.value == "target"] == []  # only one option
    game.resolve_stack()
    [returned] = game.permanents("Twin Prism")
    assert returned.mana_value == 2
    assert [c.name for c in alice.graveyard] == ["Heavy Idol"]


# ---------------------------------------------------------------- Oracle edges
def test_SQ_oracle_double_strike_returns_two_cards(
    new_game: NewGame, expect: Callable[[Game], Expect]
) -> None:
    """Rules 510.4 and 702.4b: Squall attacking alone has double strike, deals combat
    damage to the player in the first-strike and the regular combat damage steps, so its
    return ability triggers twice and returns two cards."""
    game = new_game()
    alice = game.players[0]
    squall = game.add_card(SQUALL, alice)
    first = game.add_card("Twin Prism", alice, "graveyard")
    second = game.add_card("Porcelain Legionnaire", alice, "graveyard")
    game.chooser.add("target", first, second)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([squall])
    finish_combat(game)
    expect(game).player("Bob", life=14)
    returns = [
        e for e in game.log if isinstance(e.event, AbilityTriggered) and RETURN in e.event.ability
    ]
    assert [(e.step, [t.name for t in e.event.targets]) for e in returns] == [
        (Step.FIRST_STRIKE_DAMAGE.value, ["Twin Prism"]),
        (Step.COMBAT_DAMAGE.value, ["Porcelain Legionnaire"]),
    ]
    resolved = [e for e in game.log.events(AbilityResolved) if RETURN in e.ability]
    assert len(resolved) == 2
    assert {p.name for p in game.permanents(controller=alice)} == {
        SQUALL,
        "Twin Prism",
        "Porcelain Legionnaire",
    }
    assert alice.graveyard == ()


def test_SQ_oracle_no_legal_target_removes_trigger(new_game: NewGame) -> None:
    """Rule 603.3d: with no permanent card of mana value 3 or less in Alice's graveyard
    (a {4} artifact, an instant; a cheap card in Bob's graveyard is not hers), the return
    ability is removed from the stack and does nothing."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Heavy Idol", alice, "graveyard")
    game.add_card("Quick Spark", alice, "graveyard")
    game.add_card("Twin Prism", bob, "graveyard")
    mark = len(game.log)
    attack_with_squall_and_bear(game)
    assert triggered(game, RETURN, mark) == []
    assert game.stack == ()
    [removed] = did_nothing(game, mark)
    assert removed.source.name == SQUALL
    assert "603.3d" in removed.reason
    assert sorted(c.name for c in alice.graveyard) == ["Heavy Idol", "Quick Spark"]
    assert [c.name for c in bob.graveyard] == ["Twin Prism"]
    assert game.permanents(controller=alice, card_type="Artifact") == []


def test_SQ_oracle_target_gone_before_resolution_does_nothing(new_game: NewGame) -> None:
    """Rule 608.2b: the return ability targets the only legal card; it is exiled before
    the ability resolves, so the target is illegal and the ability does nothing: the card
    stays in exile and nothing enters the battlefield."""
    game = new_game()
    alice, _ = game.players
    prism = game.add_card("Twin Prism", alice, "graveyard")
    attack_with_squall_and_bear(game)
    [returning] = triggered(game, RETURN)
    assert [t.id for t in returning.targets] == [prism.id]
    assert len(game.stack) == 1
    exiled = game.move_to(prism, "exile")
    mark = len(game.log)
    game.resolve_top()
    [nothing] = did_nothing(game, mark)
    assert "608.2b" in nothing.reason
    assert not [e for e in game.log.events(AbilityResolved) if RETURN in e.ability]
    assert exiled.zone is Zone.EXILE
    assert game.exile_zone == (exiled,)
    assert game.permanents("Twin Prism") == []
