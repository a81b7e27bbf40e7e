"""Requirements (508.1d), as data: "This creature attacks each combat if able." (a
static's ``must = ["attack each combat"]``) and "Target creature attacks this turn if
able." (the ``must`` instruction, until end of turn). A declaration leaving out a creature
that must attack and could is refused, naming the rule; one that can't (tapped,
summoning sick) needn't; the built-in policies obey."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text
from cardhost.simulation.policies import Heuristic, Passive, RandomPolicy
from cardhost.tools.testing import game_state

NewGame = Callable[..., Game]

BERSERKER = load_card_text(
    'name = "Mad Berserker"\nmana_cost = "{1}{R}"\ntypes = ["Creature"]\npower = 3\n'
    'toughness = 1\noracle = "Mad Berserker attacks each combat if able."\n'
    '[[statics]]\naffects = "this"\nmust = ["attack each combat"]\n'
)
TAUNT = load_card_text(
    'name = "Goad Test"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature attacks this turn if able."\n'
    '[spell]\ntargets = ["target creature"]\n'
    'effects = [{ must = "attack each combat", on = "target" }]\n'
)
CARDS = [BERSERKER, TAUNT]


def to_attackers(game: Game) -> None:
    game.begin_at(game.players[0], Step.BEGINNING_OF_COMBAT)
    game.advance_to(Step.DECLARE_ATTACKERS)


def test_it_must_attack_if_able(new_game: NewGame) -> None:
    """508.1d: declaring no attackers, or only the Bears, is refused; with the Berserker
    it is legal."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    berserker = game.add_card("Mad Berserker", alice)
    bears = game.add_card("Grizzly Bears", alice)
    to_attackers(game)
    for declared in ({}, {bears: bob}):
        with pytest.raises(IllegalActionError, match=r"508\.1d"):
            game.declare_attackers(declared)
    game.declare_attackers({berserker: bob})
    assert game.combat is not None and [c for c, _ in game.combat.attackers] == [berserker]


def test_not_if_it_is_unable(new_game: NewGame) -> None:
    """508.1d: a tapped Berserker can't attack, so no declaration needs it."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    berserker = game.add_card("Mad Berserker", alice)
    game.tap(berserker)
    to_attackers(game)
    game.declare_attackers({})
    assert game.combat is not None and not game.combat.attackers


def test_target_creature_attacks_this_turn_if_able(new_game: NewGame) -> None:
    """611.2a, 508.1d: the Bears must attack this turn."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Goad Test", alice, "hand"), targets=[bears])
    game.resolve_stack()
    game.advance_to(Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError, match=r"508\.1d"):
        game.declare_attackers({})
    game.declare_attackers({bears: bob})


def test_the_policies_obey(new_game: NewGame) -> None:
    """508.1d: the passive, random and heuristic policies each declare the Berserker."""
    for kind in (Passive, RandomPolicy, Heuristic):
        policy = kind(random.Random(1))
        game = new_game(cards=CARDS)
        alice, bob = game.players
        berserker = game.add_card("Mad Berserker", alice)
        for _ in range(3):
            game.add_card("Grizzly Bears", bob)
        to_attackers(game)
        declared = policy.attack(game, alice, game.attack_options())
        assert berserker in declared
        game.declare_attackers(declared)


def test_a_requirement_not_known_is_named() -> None:
    with pytest.raises(CardFileError, match="must"):
        load_card_text(
            'name = "Odd Berserker"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 1\n'
            'toughness = 1\noracle = "Odd Berserker blocks each turn if able."\n'
            '[[statics]]\naffects = "this"\nmust = ["block each turn"]\n'
        )


AVATAR = load_card_text(
    'name = "Avatar of Butchery"\nmana_cost = "{6}{R}{R}"\ntypes = ["Creature"]\n'
    "power = 8\ntoughness = 8\n"
    'oracle = "All creatures have double strike and attack each combat if able."\n'
    '[[statics]]\naffects = "creatures"\nkeywords = ["double strike"]\n'
    'must = ["attack each combat"]\n'
)
SULKING_BRUTE = load_card_text(
    'name = "Sulking Brute"\nmana_cost = "{1}{R}"\ntypes = ["Creature"]\npower = 3\n'
    'toughness = 3\noracle = "Sulking Brute can\'t block and attacks each combat if able."\n'
    '[[statics]]\naffects = "this"\ncant = ["block"]\nmust = ["attack each combat"]\n'
)


def test_keywords_and_a_requirement_of_one_static_both_apply(new_game: NewGame) -> None:
    """613.6, 508.1d: "All creatures have double strike and attack each combat if able."
    is one effect changing layer 6 once: the Bears have double strike and must attack."""
    game = new_game(cards=[*CARDS, AVATAR])
    alice, bob = game.players
    game.add_card("Avatar of Butchery", bob)
    bears = game.add_card("Grizzly Bears", alice)
    to_attackers(game)
    assert bears.has_keyword("double strike")
    with pytest.raises(IllegalActionError, match=r"508\.1d: Grizzly Bears .* attacks each combat"):
        game.declare_attackers({})
    game.declare_attackers({bears: bob})


def test_what_a_static_forbids_and_requires_both_apply(new_game: NewGame) -> None:
    """613.6, 508.1d, 509.1b: "can't block and attacks each combat if able": both."""
    game = new_game(cards=[*CARDS, SULKING_BRUTE])
    alice, bob = game.players
    brute = game.add_card("Sulking Brute", alice)
    bears = game.add_card("Grizzly Bears", bob)
    to_attackers(game)
    with pytest.raises(IllegalActionError, match=r"508\.1d"):
        game.declare_attackers({})
    game.declare_attackers({brute: bob})
    game.next_turn()
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers({bears: alice})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.untap(brute)
    with pytest.raises(IllegalActionError, match=r"509\.1b: Sulking Brute .* can't block"):
        game.declare_blockers({brute: bears})


def test_passing_declares_what_must_attack(new_game: NewGame) -> None:
    """508.1d: every player passing through combat (``next_turn``, ``advance_to``) makes
    the declaration passing makes: no optional attacker, but the Berserker, able, attacks
    the one player it could; the declare blockers step then comes (508.8)."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    berserker = game.add_card("Mad Berserker", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.advance_to(Step.DECLARE_BLOCKERS)
    assert game.combat is not None
    assert [(c, d) for c, d in game.combat.attackers] == [(berserker, bob)]
    game.advance_to(Step.MAIN2)
    assert bob.life == 17 and berserker.tapped and not bears.tapped


def test_passing_doesnt_choose_whom_it_attacks(new_game: NewGame) -> None:
    """508.1b: with a planeswalker Bob controls, whom the Berserker attacks is Alice's
    choice: passing is refused, naming the rule and both, the game unchanged; a
    declaration choosing is legal."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    berserker = game.add_card("Mad Berserker", alice)
    liliana = game.add_card("Liliana of the Veil", bob)
    to_attackers(game)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"508\.1b: Mad Berserker .* Bob or Liliana"):
        game.advance()
    with pytest.raises(IllegalActionError, match=r"508\.1b"):
        game.next_turn()
    assert game_state(game) == before
    game.declare_attackers({berserker: liliana})
    assert game.combat is not None and game.combat.attacked(berserker) is liliana
