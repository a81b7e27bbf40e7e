"""Blocking requirements (509.1c), as data: "This creature blocks each combat if able."
(a static's ``must = ["block each combat"]``) and "Target creature blocks this turn if
able." (the ``must`` instruction). A declaration leaving out a creature that must block
and could is refused, naming the rule; one that can't (tapped, or able to block only an
attacker with menace that no other creature could help block) needn't; the built-in
policies obey."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from test_forge_import import imported

from cardhost import Game, IllegalActionError, Step, load_card_text
from cardhost.kernel.block_requirements import most_obeyed, one_more_obeyed, with_requirements
from cardhost.simulation.policies import Heuristic, Passive, RandomPolicy
from cardhost.tools.testing import game_state

NewGame = Callable[..., Game]

GUARD = load_card_text(
    'name = "Eager Guard"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 4\noracle = "Eager Guard blocks each combat if able."\n'
    '[[statics]]\naffects = "this"\nmust = ["block each combat"]\n'
)
BRUTE = load_card_text(
    'name = "Menacing Brute"\nmana_cost = "{2}{B}"\ntypes = ["Creature"]\npower = 3\n'
    'toughness = 3\nkeywords = ["menace"]\noracle = "Menace"\n'
)
CARDS = [GUARD, BRUTE]


def to_blockers(game: Game, attackers: list[object]) -> None:
    game.begin_at(game.players[0], Step.DECLARE_ATTACKERS)
    game.declare_attackers(attackers)
    game.advance_to(Step.DECLARE_BLOCKERS)


def test_it_must_block_if_able(new_game: NewGame) -> None:
    """509.1c: no blockers is refused, naming the Guard; blocking with it is legal."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    guard = game.add_card("Eager Guard", bob)
    to_blockers(game, [bears])
    assert game.required_blockers() == [guard]
    with pytest.raises(IllegalActionError, match=r"509\.1c.*Eager Guard #\d+ blocks each combat"):
        game.declare_blockers({})
    game.declare_blockers({guard: bears})


def test_not_if_it_cant(new_game: NewGame) -> None:
    """A lone Guard can't block an attacker with menace alone (702.111b): no requirement;
    with another creature to help, it must, and the policies block with both."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    brute = game.add_card("Menacing Brute", alice)
    game.add_card("Eager Guard", bob)
    to_blockers(game, [brute])
    assert game.required_blockers() == []
    game.declare_blockers({})
    game = new_game(cards=CARDS)
    alice, bob = game.players
    brute = game.add_card("Menacing Brute", alice)
    guard = game.add_card("Eager Guard", bob)
    game.add_card("Wall of Stone", bob)
    to_blockers(game, [brute])
    assert game.required_blockers() == [guard]
    for kind in (Passive, RandomPolicy, Heuristic):
        options = {c: a for c, a in game.block_options().items() if c.controller is bob}
        blocks = kind(random.Random(1)).block(game, bob, options)
        assert guard in blocks and len(blocks) >= 2, kind
    game.declare_blockers(blocks)


def test_the_instruction(new_game: NewGame) -> None:
    """ "Target creature blocks this turn if able.": until end of turn."""
    taunt = load_card_text(
        'name = "Provoke Test"\nmana_cost = "{G}"\ntypes = ["Instant"]\n'
        'oracle = "Target creature blocks this turn if able."\n'
        '[spell]\ntargets = ["target creature"]\n'
        'effects = [{ must = "block each combat", on = "target" }]\n'
    )
    game = new_game(cards=[taunt])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Provoke Test", alice, "hand"), target=wall)
    game.resolve_stack()
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([bears])
    game.advance_to(Step.DECLARE_BLOCKERS)
    with pytest.raises(IllegalActionError, match=r"509\.1c"):
        game.declare_blockers({})
    game.declare_blockers({wall: bears})


def test_the_importer_brings_it(tmp_path: Path) -> None:
    """Forge's ``CARDNAME blocks each combat if able.``, as a keyword and as the hidden
    keyword a static ability gives."""
    keyword = (
        "Name:Eager Guard\nManaCost:1 W\nTypes:Creature Human\nPT:1/4\n"
        "K:CARDNAME blocks each combat if able.\nOracle:Eager Guard blocks each combat if able.\n"
    )
    [static] = imported(tmp_path / "a", "eager_guard.txt", keyword).statics
    assert static.affects.this and static.modifications[0].restrictions == (
        "blocks each combat if able",
    )
    aura = (
        "Name:Goading Aura\nManaCost:R\nTypes:Enchantment Aura\nK:Enchant creature\n"
        "A:SP$ Attach | Cost$ R | ValidTgts$ Creature | AILogic$ Curse\n"
        "S:Mode$ Continuous | Affected$ Creature.EnchantedBy "
        "| AddHiddenKeyword$ CARDNAME blocks each combat if able. | Description$ x\n"
        "Oracle:Enchant creature\\nEnchanted creature blocks each combat if able.\n"
    )
    [static] = imported(tmp_path / "b", "goading_aura.txt", aura).statics
    assert static.affects.attached


def test_passing_declares_what_must_block(new_game: NewGame) -> None:
    """509.1c: every player passing (``advance_to``) makes the blocks passing makes: the
    Guard, able, blocks the one attacker it could; Bob's other creature doesn't block."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    guard = game.add_card("Eager Guard", bob)
    other = game.add_card("Grizzly Bears", bob)
    to_blockers(game, [bears])
    game.advance()
    assert game.combat is not None and game.combat.blocks == ((guard, bears),)
    game.advance_to(Step.MAIN2)
    assert bob.life == 20 and bears.damage == 1 and other.damage == 0


def test_passing_doesnt_choose_which_it_blocks(new_game: NewGame) -> None:
    """509.1a: with two attackers the Guard could block, which is Bob's choice: passing
    is refused, naming the rule and both, the game unchanged."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    brute = game.add_card("Grizzly Bears", alice)
    guard = game.add_card("Eager Guard", bob)
    to_blockers(game, [bears, brute])
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"509\.1a: Eager Guard .* could block Grizzly"):
        game.advance()
    assert game_state(game) == before
    game.declare_blockers({guard: brute})
    assert game.combat is not None and game.combat.blocks == ((guard, brute),)


def test_passing_blocks_what_the_guard_can_block_alone(new_game: NewGame) -> None:
    """509.1c, 702.111b: the Guard alone can't block the Menacing Brute, so its one block
    is the Bears: passing declares it."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    brute = game.add_card("Menacing Brute", alice)
    bears = game.add_card("Grizzly Bears", alice)
    guard = game.add_card("Eager Guard", bob)
    to_blockers(game, [brute, bears])
    game.advance()
    assert game.combat is not None and game.combat.blocks == ((guard, bears),)


def test_passing_doesnt_declare_a_menace_block(new_game: NewGame) -> None:
    """509.1c, 702.111b: the Guard could block the Menacing Brute only with Bob's Bears
    beside it: which creatures block it is declared, not passed: refused, naming the
    rule, the game unchanged; the declaration with both is legal."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    brute = game.add_card("Menacing Brute", alice)
    guard = game.add_card("Eager Guard", bob)
    bears = game.add_card("Grizzly Bears", bob)
    to_blockers(game, [brute])
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"509\.1c: Eager Guard .* only together"):
        game.advance()
    assert game_state(game) == before
    game.declare_blockers({guard: brute, bears: brute})
    assert game.combat is not None and len(game.combat.blocks) == 2


SKY_BRUTE = load_card_text(
    'name = "Sky Brute"\nmana_cost = "{2}{B}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\nkeywords = ["menace", "flying"]\noracle = "Menace\\nFlying"\n'
)
LOW_BRUTE = load_card_text(
    'name = "Low Brute"\nmana_cost = "{2}{B}"\ntypes = ["Creature"]\npower = 2\ntoughness = 2\n'
    'keywords = ["menace"]\noracle = "Menace\\nLow Brute can\'t be blocked by creatures with '
    'power 2 or greater."\n[[statics]]\naffects = "this"\n'
    'cant = ["be blocked by creatures with power 2 or greater"]\n'
)
TALL_GUARD = load_card_text(
    'name = "Tall Guard"\nmana_cost = "{2}{W}"\ntypes = ["Creature"]\npower = 3\n'
    'toughness = 3\nkeywords = ["reach"]\noracle = "Reach\\nTall Guard blocks each combat if '
    'able."\n[[statics]]\naffects = "this"\nmust = ["block each combat"]\n'
)
HELPER = load_card_text(
    'name = "Reaching Helper"\nmana_cost = "{G}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\nkeywords = ["reach"]\noracle = "Reach"\n'
)
CONTESTED = [*CARDS, SKY_BRUTE, LOW_BRUTE, TALL_GUARD, HELPER]


def contested(new_game: NewGame, *, plain_attacker: bool = False) -> tuple[Game, dict[str, Any]]:
    """Alice's Sky Brute (menace, flying) and Low Brute (menace, unblockable by power 2 or
    greater) attack Bob, whose Tall Guard (reach) must block and could block only Sky
    Brute, his Eager Guard (power 1) must block and could block only Low Brute, and whose
    Reaching Helper could block either: each Guard only beside the Helper (702.111b), so
    one requirement at most can be obeyed (509.1c). With ``plain_attacker``, Grizzly
    Bears attacks too (the Eager Guard could block it alone, the Helper too)."""
    game = new_game(cards=CONTESTED)
    alice, bob = game.players
    named = {
        "sky": game.add_card("Sky Brute", alice),
        "low": game.add_card("Low Brute", alice),
        "tall": game.add_card("Tall Guard", bob),
        "short": game.add_card("Eager Guard", bob),
        "helper": game.add_card("Reaching Helper", bob),
    }
    attackers = [named["sky"], named["low"]]
    if plain_attacker:
        named["bears"] = game.add_card("Grizzly Bears", alice)
        attackers.append(named["bears"])
    to_blockers(game, attackers)
    return game, named


def test_requirements_obeyed_together_as_many_as_can_be(new_game: NewGame) -> None:
    """509.1c: the Guards need the one Helper: a declaration obeying one requirement is
    legal, whichever; none obeyed is refused saying one of the two can be, and the game
    is unchanged; both obeyed leaves Low Brute with one blocker (509.1b, 702.111b)."""
    game, c = contested(new_game)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"509\.1c.*1 of the 2 can be obeyed together"):
        game.declare_blockers({})
    with pytest.raises(IllegalActionError, match=r"509\.1b.*menace"):
        game.declare_blockers({c["tall"]: c["sky"], c["helper"]: c["sky"], c["short"]: c["low"]})
    assert game_state(game) == before
    for kept, attacker in (("tall", "sky"), ("short", "low")):
        again, d = contested(new_game)
        again.declare_blockers({d[kept]: d[attacker], d["helper"]: d[attacker]})
        assert again.combat.blocks  # type: ignore[union-attr]


def test_a_creature_blocking_elsewhere_is_counted_as_a_helper(new_game: NewGame) -> None:
    """509.1c: with Grizzly Bears attacking too, the Eager Guard obeys by blocking the
    Bears alone, and the Helper could help the Tall Guard block Sky Brute: the Helper
    blocking the Bears instead obeys one requirement of the two that can be obeyed."""
    game, c = contested(new_game, plain_attacker=True)
    with pytest.raises(IllegalActionError, match=r"509\.1c.*Tall Guard.*2 of the 2"):
        game.declare_blockers({c["short"]: c["bears"], c["helper"]: c["bears"]})
    game.declare_blockers({c["short"]: c["bears"], c["helper"]: c["sky"], c["tall"]: c["sky"]})


@pytest.mark.parametrize("kind", [Passive, RandomPolicy, Heuristic])
def test_the_policies_obey_as_many_as_can_be(new_game: NewGame, kind: type) -> None:
    """The built-in policies declare blocks obeying one requirement of the two, legal."""
    for seed in range(5):
        game, c = contested(new_game)
        bob = game.players[1]
        options = {k: v for k, v in game.block_options().items() if k.controller is bob}
        blocks = kind(random.Random(seed)).block(game, bob, options)
        assert sum(1 for g in (c["tall"], c["short"]) if g in blocks) == 1
        game.declare_blockers(blocks)


def test_the_most_obeyed_is_searched_exactly() -> None:
    """509.1c, searched apart from a game: three creatures that must block, along two
    attackers with menace (the first and second share one, the second and third the
    other), no other creature: two at most, beside each other."""
    options = {"one": ["a"], "two": ["a", "b"], "three": ["b"]}
    best = most_obeyed(options, list(options), lambda a: True)
    assert best is not None and len(best) == 2
    assert len(set(best.values())) == 1


def test_past_its_limit_one_more_at_a_time_and_never_exponential() -> None:
    """Twenty creatures that must block, each able to block only two attackers with
    menace none other could block: the search would try 3**20 assignments; past its
    limit none is obeyed, as one creature added or moved can't obey any."""
    options = {f"c{i}": [f"a{i}", f"b{i}"] for i in range(20)}
    required = list(options)
    assert most_obeyed(options, required, lambda a: True) is None
    assert with_requirements(options, {}, required, lambda a: True) == {}
    assert one_more_obeyed(options, {}, required, lambda a: True) is None
