"""Costs paid as an effect resolves (118.12a), as data: an instruction's ``unless`` and
its ``payer``. "Counter target spell unless its controller pays {3}": the payer may
activate mana abilities first (605.3a), then pays or declines; "At the beginning of your
upkeep, sacrifice this creature unless you pay {1}"; "unless any player pays {1}",
asked in turn order (101.4)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    PASS,
    CardDefinition,
    CardFileError,
    CostPaid,
    Game,
    ManaActivation,
    Step,
    game_state,
    load_card_text,
)

NewGame = Callable[..., Game]


def card(name: str, cost: str, types: str, oracle: str, rest: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{cost}"\ntypes = [{types}]\n'
        f"oracle = '''{oracle}'''\n{rest}"
    )


LEAK = card(
    "Leak Test",
    "{1}{U}",
    '"Instant"',
    "Counter target spell unless its controller pays {3}.",
    '[spell]\ntargets = ["target spell"]\n'
    'effects = [{ counter = "target", unless = "{3}", payer = "the target\'s controller" }]\n',
)
SINK = card(
    "Sink Test",
    "{X}{U}",
    '"Instant"',
    "Counter target spell unless its controller pays {X}.",
    '[spell]\ntargets = ["target spell"]\n'
    'effects = [{ counter = "target", unless = "{X}", payer = "the target\'s controller" }]\n',
)
KEEPER = card(
    "Upkeep Keeper",
    "{1}{W}",
    '"Creature"',
    "At the beginning of your upkeep, sacrifice this creature unless you pay 2 life.",
    'power = 3\ntoughness = 3\n[[triggers]]\nwhen = "upkeep"\n'
    'effects = [{ sacrifice = "this", unless = "Pay 2 life" }]\n',
)
TOLL = card(
    "Common Toll",
    "{B}",
    '"Sorcery"',
    "Target player loses 3 life unless any player pays {1}.",
    '[spell]\ntargets = ["target player"]\n'
    'effects = [{ lose_life = 3, player = "target", unless = "{1}", payer = "any player" }]\n',
)
CARDS = [LEAK, SINK, KEEPER, TOLL]


def bears_on_the_stack(game: Game, lands: int) -> None:
    """Bob, with ``lands`` untapped Forests, casts Grizzly Bears; Alice holds priority."""
    bob = game.players[1]
    for _ in range(lands):
        game.add_card("Forest", bob, "battlefield")
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{1}{G}")
    game.cast(game.add_card("Grizzly Bears", bob, "hand"))


def counter_with(game: Game, name: str, mana: str, x: int | None = None) -> None:
    alice = game.players[0]
    game.add_mana(alice, mana)
    game.pass_priority()
    game.cast(game.add_card(name, alice, "hand"), targets=[game.stack[-1]], x=x)
    game.resolve_stack()


def test_its_controller_pays_with_mana_abilities_activated_as_it_resolves(
    new_game: NewGame,
) -> None:
    """118.12a, 605.3a: Bob taps three Forests while the counterspell resolves, pays {3},
    and the spell isn't countered: Grizzly Bears resolves."""
    game = new_game(cards=CARDS)
    bears_on_the_stack(game, lands=3)
    bob = game.players[1]
    counter_with(game, "Leak Test", "{1}{U}")
    assert [p.name for p in game.permanents(controller=bob, card_type="Creature")] == [
        "Grizzly Bears"
    ]
    assert all(p.tapped for p in game.permanents(controller=bob, card_type="Land"))
    assert any(e.player is bob and e.what == "{3}" for e in game.log.events(CostPaid))


def test_declining_or_unable_to_pay_the_spell_is_countered(new_game: NewGame) -> None:
    """118.12a: Bob declines though he could pay; with two lands he can't pay {3}
    (118.3), and the spell is countered (701.6a)."""
    game = new_game(cards=CARDS, choices={"pay": ["don't pay"]})
    bears_on_the_stack(game, lands=3)
    bob = game.players[1]
    counter_with(game, "Leak Test", "{1}{U}")
    assert [c.name for c in bob.graveyard] == ["Grizzly Bears"]
    assert not any(p.tapped for p in game.permanents(controller=bob))
    game = new_game(cards=CARDS)
    bears_on_the_stack(game, lands=2)
    bob = game.players[1]
    counter_with(game, "Leak Test", "{1}{U}")
    assert [c.name for c in bob.graveyard] == ["Grizzly Bears"]
    assert not game.log.events(CostPaid)


def test_the_x_of_the_cost_is_the_x_announced(new_game: NewGame) -> None:
    """107.3: "unless its controller pays {X}" with X announced as 2: Bob pays {2} from
    two of his three Forests."""
    game = new_game(cards=CARDS)
    bears_on_the_stack(game, lands=3)
    bob = game.players[1]
    counter_with(game, "Sink Test", "{2}{U}", x=2)
    assert [p.name for p in game.permanents(controller=bob, card_type="Creature")] == [
        "Grizzly Bears"
    ]
    assert sum(p.tapped for p in game.permanents(controller=bob, card_type="Land")) == 2


def test_an_illegal_target_asks_no_one(new_game: NewGame) -> None:
    """608.2b: Alice declines to pay for the first counterspell to resolve; the second
    then has an illegal target and doesn't resolve, so no one is asked, though Alice
    could pay {3} from her pool now."""
    game = new_game(cards=CARDS, choices={"pay": ["don't pay"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}{1}{1}{U}{1}{U}")
    bears = game.cast(game.add_card("Grizzly Bears", alice, "hand"))
    for _ in range(2):
        game.cast(game.add_card("Leak Test", alice, "hand"), targets=[bears])
    game.add_mana(alice, "{3}")
    game.resolve_stack()
    assert [c.name for c in alice.graveyard].count("Grizzly Bears") == 1
    assert not game.log.events(CostPaid)
    assert alice.mana_pool.total == 3


@pytest.mark.parametrize(("pays", "life", "kept"), [(True, 18, True), (False, 20, False)])
def test_upkeep_sacrifice_unless_you_pay_life(
    new_game: NewGame, pays: bool, life: int, kept: bool
) -> None:
    """118.12a, 119.4: "sacrifice this creature unless you pay 2 life" at the beginning
    of its controller's upkeep."""
    answer = "pay 2 life" if pays else "don't pay"
    game = new_game(cards=CARDS, choices={"pay": [answer]})
    alice = game.players[0]
    game.add_card("Upkeep Keeper", alice, "battlefield")
    game.begin_at(game.players[1], Step.END)
    game.next_turn()
    game.advance_to(Step.DRAW)
    assert alice.life == life
    assert bool(game.permanents(controller=alice, card_type="Creature")) is kept


def test_any_player_may_pay_in_turn_order(new_game: NewGame) -> None:
    """101.4, 118.12a: Alice, the active player, is asked first and declines though she
    has {1} in her pool; Bob then activates his Forest and pays {1}, and loses no
    life."""
    game = new_game(cards=CARDS, choices={"pay": ["don't pay"]})
    alice, bob = game.players
    game.add_card("Forest", bob, "battlefield")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}{1}")
    game.cast(game.add_card("Common Toll", alice, "hand"), targets=[bob])
    game.resolve_stack()
    assert bob.life == 20
    assert alice.mana_pool.total == 1


def test_a_pay_decision_offers_mana_abilities_and_survives_a_saved_game(
    new_game: NewGame,
) -> None:
    """Driven by decisions (118.12a, 605.3a): Alice's decision of kind "pay" offers each
    mana ability she could activate and declining, not paying until her pool holds {3};
    a saved game waits for the same decision and plays on to the same result."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    for _ in range(3):
        game.add_card("Forest", alice, "battlefield")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}{1}")
    bears = game.cast(game.add_card("Grizzly Bears", alice, "hand"))
    game.add_mana(bob, "{1}{U}")
    game.pass_priority()
    game.cast(game.add_card("Leak Test", bob, "hand"), targets=[bears])
    game.answer(PASS)
    asked = game.answer(PASS)
    assert asked is not None and asked.kind == "pay" and asked.rule == "118.12a"
    assert asked.player == "Alice"
    assert [type(o).__name__ for o in asked.options] == [*["ManaActivation"] * 3, "str"]
    assert asked.options[-1] == "don't pay"
    asked = game.answer(asked.options[0])
    assert asked is not None and len(asked.options) == 3
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    for played in (game, restored):
        for _ in range(2):
            waiting = played.decision()
            assert waiting is not None
            activation = waiting.options[0]
            assert isinstance(activation, ManaActivation)
            played.answer(activation)
        waiting = played.decision()
        assert waiting is not None and waiting.options == ("pay {3}", "don't pay")
        played.answer("pay {3}")
        assert [c.name for c in played.stack] == ["Grizzly Bears"]
        played.answer(PASS)
        played.answer(PASS)
    assert game_state(restored) == game_state(game)
    assert [c.name for c in bob.graveyard] == ["Leak Test"]
    assert [c.name for c in game.permanents(controller=alice, card_type="Creature")] == [
        "Grizzly Bears"
    ]


@pytest.mark.parametrize(
    ("effect", "key", "problem"),
    [
        ('{ draw = 1, payer = "any player" }', "payer", "add unless"),
        ('{ draw = 1, unless = "{T}" }', "unless", "118.12a"),
        ('{ draw = 1, unless = "{1}", payer = "them" }', "payer", "expected one of"),
        ('{ draw = 1, unless = "Pay lots" }', "unless", ""),
        ('{ draw = 1, unless = "{1}", payer = "the target\'s controller" }', "", "target"),
        ('{ draw = 1, unless = "{1}", payer = "that player" }', "", "trigger event"),
    ],
)
def test_bad_unless_costs_are_named(effect: str, key: str, problem: str) -> None:
    with pytest.raises(CardFileError) as refused:
        card("Odd Toll", "{U}", '"Sorcery"', "Odd.", f"[spell]\neffects = [{effect}]\n")
    message = str(refused.value)
    assert f"spell.effects[0]{'.' + key if key else ''}" in message, message
    assert problem in message, message
