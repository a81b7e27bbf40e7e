"""Prevention effects (615), as data: Holy Day prevents all combat damage this turn;
Healing Salve prevents the next 3 damage to any target this turn, a shield used up as it
prevents (615.7). Several that would apply are ordered by the affected player (616.1),
and all of them end with the turn (514.2)."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

import pytest

from cardhost import (
    CardDefinition,
    Choice,
    ChoiceKind,
    DamagePrevented,
    DealingDamage,
    FirstOptionChooser,
    Game,
    GameObject,
    Player,
    ReplacementEffect,
    Step,
    hookimpl,
    load_card_text,
)

NewGame = Callable[..., Game]


def cast(game: Game, player: Player, name: str, **how: object) -> None:
    """``player`` casts ``name`` for {W} (or {R}) and everyone passes until it resolves."""
    card = game.add_card(name, player, "hand")
    game.add_mana(player, "{R}" if name == "Lightning Bolt" else "{W}")
    game.cast(card, **how)
    game.resolve_stack()


def blocked(game: Game, attacker: GameObject, blocker: GameObject) -> None:
    """From before the game's first turn: ``attacker``'s controller attacks the other
    player with it, and ``blocker`` blocks it (508.1, 509.1)."""
    active = attacker.controller
    game.begin_at(active, Step.DECLARE_ATTACKERS)
    game.declare_attackers({attacker: blocker.controller})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({blocker: attacker})


def test_holy_day_prevents_all_combat_damage_this_turn(new_game: NewGame) -> None:
    """615.1: after Holy Day, Alice's attacking Dreadmaw and Bob's blocking Bears deal
    each other no damage (nor does the Dreadmaw trample over to Bob); a Lightning Bolt,
    not combat damage, still deals its 3."""
    game = new_game()
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    bears = game.add_card("Grizzly Bears", bob)
    blocked(game, dreadmaw, bears)
    cast(game, alice, "Holy Day")
    game.advance_to(Step.END_OF_COMBAT)
    assert bears.zone is not None and bears.damage == 0 and dreadmaw.damage == 0
    assert sorted(e.amount for e in game.log.events(DamagePrevented)) == [2, 2, 4]  # trample
    assert bob.life == 20
    cast(game, alice, "Lightning Bolt", target=bob)
    assert bob.life == 17


def test_holy_day_ends_with_the_turn(new_game: NewGame) -> None:
    """514.2: on the next turn combat damage is dealt again."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    cast(game, alice, "Holy Day")
    game.next_turn()
    assert game.prevention == ()
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers({bears: alice})
    game.advance_to(Step.END_OF_COMBAT)
    assert alice.life == 18


def test_a_shield_prevents_the_next_three_and_is_used_up(new_game: NewGame) -> None:
    """615.7: Healing Salve's shield on the Dreadmaw prevents a Bolt's 3 damage whole;
    the next Bolt is dealt in full. On Bob, it prevents 3 of the damage to him."""
    game = new_game()
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", bob)
    game.begin_at(alice, Step.MAIN1)
    cast(game, alice, "Healing Salve", modes=[1], target=dreadmaw)
    cast(game, alice, "Lightning Bolt", target=dreadmaw)
    assert dreadmaw.damage == 0 and game.prevention == ()
    cast(game, alice, "Lightning Bolt", target=dreadmaw)
    assert dreadmaw.damage == 3
    cast(game, alice, "Healing Salve", modes=[1], target=bob)
    cast(game, alice, "Lightning Bolt", target=bob)
    assert bob.life == 20


def test_a_shield_partly_used_keeps_what_is_left(new_game: NewGame) -> None:
    """615.7: 2 damage leave 1 of the 3; of the next 2 damage, 1 is prevented."""
    game = new_game()
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", bob)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    cast(game, alice, "Healing Salve", modes=[1], target=dreadmaw)
    game.deal_damage(bears, dreadmaw, 2)
    assert dreadmaw.damage == 0 and [p.amount for p in game.prevention] == [1]
    game.deal_damage(bears, dreadmaw, 2)
    assert dreadmaw.damage == 1 and game.prevention == ()


def test_healing_salve_first_mode_gains_three_life(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    cast(game, alice, "Healing Salve", modes=[0], target=alice)
    assert alice.life == 23


class Preferring:
    """Chooses, among prevention effects, the one whose source has ``name``."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.asked: list[Choice] = []

    def choose(self, choice: Choice) -> object:
        if choice.kind is ChoiceKind.REPLACEMENT:
            self.asked.append(choice)
            return next(o for o in choice.options if o.source.name == self.name)
        return FirstOptionChooser().choose(choice)


def blocked_bears_with_two_preventions(new_game: NewGame, first: str) -> tuple[Game, GameObject]:
    """Bob's Bears, shielded by Healing Salve, block Alice's Grizzly Bears under Holy Day;
    Bob prefers ``first`` when both would prevent the combat damage to his Bears."""
    game = new_game(chooser=Preferring(first), choices=None)
    alice, bob = game.players
    attacker = game.add_card("Grizzly Bears", alice)
    blocker = game.add_card("Grizzly Bears", bob)
    blocked(game, attacker, blocker)
    game.add_mana(alice, "{W}{W}")
    game.cast(game.add_card("Healing Salve", alice, "hand"), modes=[1], target=blocker)
    game.resolve_stack()
    game.cast(game.add_card("Holy Day", alice, "hand"))
    game.resolve_stack()
    game.advance_to(Step.END_OF_COMBAT)
    return game, blocker


def test_the_affected_player_orders_two_prevention_effects(new_game: NewGame) -> None:
    """616.1: both Holy Day and the shield would prevent the 2 combat damage to Bob's
    Bears; Bob chooses. Holy Day first: the shield is left whole for later damage; the
    shield first: it is used up by the 2 and Holy Day prevents nothing more."""
    game, blocker = blocked_bears_with_two_preventions(new_game, "Holy Day")
    assert blocker.damage == 0 and [p.amount for p in game.prevention if p.amount] == [3]
    assert game.chooser.asked[0].player.name == "Bob"  # type: ignore[attr-defined]
    game, blocker = blocked_bears_with_two_preventions(new_game, "Healing Salve")
    assert blocker.damage == 0 and [p.amount for p in game.prevention if p.amount] == [1]


def test_a_shield_in_force_is_kept_in_a_saved_game(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    cast(game, alice, "Healing Salve", modes=[1], target=bob)
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    assert [str(p) for p in restored.prevention] == [str(p) for p in game.prevention]
    cast(restored, restored.players[0], "Lightning Bolt", target=restored.players[1])
    assert restored.players[1].life == 20


def doubler() -> CardDefinition:
    """An enchantment whose controller's sources deal double damage (614.1a)."""

    def replace_damage(game: Game, card: CardDefinition, event: DealingDamage) -> object:
        (source,) = game.permanents(card)
        if event.source.controller is source.controller:
            return ReplacementEffect(source, "double damage", DealingDamage.twice)
        return None

    plugin = SimpleNamespace(replace_damage=hookimpl(replace_damage))
    return load_card_text('name = "Doubler"\ntypes = ["Enchantment"]\n', plugin=plugin)


@pytest.mark.parametrize(("first", "life"), [("Healing Salve", 20), ("Doubler", 17)])
def test_the_affected_player_orders_replacement_and_prevention_together(
    new_game: NewGame, first: str, life: int
) -> None:
    """616.1: Alice's Bolt would deal Bob 3 under her Doubler, and Bob has a Healing
    Salve shield of 3: he chooses which applies first. The shield first prevents all 3
    (nothing left to double); doubling first makes 6, of which the shield prevents 3."""
    game = new_game(cards=[doubler()], choices={"replacement": [first]})
    alice, bob = game.players
    game.add_card("Doubler", alice)
    game.begin_at(alice, Step.MAIN1)
    cast(game, alice, "Healing Salve", modes=(1,), targets=(bob,))
    cast(game, alice, "Lightning Bolt", target=bob)
    assert bob.life == life
    (asked,) = [c for c in game.chooser.asked if c.kind is ChoiceKind.REPLACEMENT]
    assert asked.player is bob and "616.1" in asked.prompt
    assert game.prevention == ()


def test_protection_and_a_shield_protection_first_keeps_the_shield(new_game: NewGame) -> None:
    """702.16e, 616.1: damage from a black source to a creature with protection from
    black and a shield: protection, offered first, prevents it all; the shield is
    still up for other damage."""
    game = new_game()
    alice, bob = game.players
    knight = game.add_card("White Knight", bob)
    game.begin_at(bob, Step.MAIN1)
    cast(game, bob, "Healing Salve", modes=(1,), targets=(knight,))
    rats = game.add_card("Typhoid Rats", alice)
    game.deal_damage(rats, knight, 1)
    assert knight.damage == 0 and len(game.prevention) == 1
    [prevented] = game.log.events(DamagePrevented)  # 615: protection's is a prevention
    assert (prevented.source, prevented.recipient, prevented.amount) == (rats, knight, 1)
    assert prevented.by is knight
