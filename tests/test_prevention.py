"""Prevention effects (615), as data: Holy Day prevents all combat damage this turn;
Healing Salve prevents the next 3 damage to any target this turn, a shield used up as it
prevents (615.7). Several that would apply are ordered by the affected player (616.1),
and all of them end with the turn (514.2)."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import (
    Choice,
    ChoiceKind,
    DamagePrevented,
    FirstOptionChooser,
    Game,
    GameObject,
    Player,
    Step,
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
