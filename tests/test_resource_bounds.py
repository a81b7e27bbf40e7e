"""Hostile input: costs that grow with the work, never exponentially.

A creature with 100 power blocked by six creatures divides its damage by one choice per
blocker (510.1c), not one choice among every split; a cost of thirty hybrid symbols is
found payable or not by a flow of symbols to mana (601.2h), not by trying each of 2**30
ways. These tests assert what the rules demand; that they finish at once is the point
(the project never asserts time).
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cardhost import (
    CardDefinition,
    CardhostError,
    Cast,
    Choice,
    ChoiceError,
    ChoiceKind,
    DamageDealt,
    ExtraTurnAdded,
    Game,
    GameObject,
    IllegalActionError,
    Layer,
    ManaAmount,
    ManaEmptied,
    ManaType,
    Modification,
    Numbers,
    ScriptedChooser,
    SpellCast,
    Step,
    Zone,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.tools.scenario import load_scenario

NewGame = Callable[..., Game]

BEARS = "Grizzly Bears"  # 2/2 (tests/cards)

COLOSSUS = load_card_text(
    'name = "Hundred-Power Colossus"\nmana_cost = "{10}"\ntypes = ["Creature"]\n'
    "power = 100\ntoughness = 100\n"
)


def enchantment(name: str, cost: str) -> CardDefinition:
    """A data-only enchantment costing ``cost``."""
    return load_card_text(f'name = "{name}"\nmana_cost = "{cost}"\ntypes = ["Enchantment"]\n')


# --------------------------------------------------------------------------- combat damage


def blocked_by_all(game: Game, attacker: GameObject, blockers: list[GameObject]) -> None:
    """The game starts; Alice's ``attacker`` attacks and all of ``blockers`` block it;
    the game stops as the combat damage step has begun (510.1)."""
    game.start(game.players[0])
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    game.resolve_stack()
    game.advance()
    game.declare_blockers(dict.fromkeys(blockers, attacker))
    game.advance()
    assert game.step is Step.COMBAT_DAMAGE


def colossus_blocked(game: Game, count: int = 6) -> tuple[GameObject, list[GameObject]]:
    """Alice's Colossus attacks and six (or ``count``) of Bob's Bears block it."""
    alice, bob = game.players
    colossus = game.add_card(COLOSSUS, alice)
    bears = [game.add_card(BEARS, bob) for _ in range(count)]
    blocked_by_all(game, colossus, bears)
    return colossus, bears


def colossus_damage(game: Game, colossus: GameObject) -> tuple[tuple[object, int], ...]:
    [dealt] = [e for e in game.log.events(DamageDealt) if e.source is colossus]
    assert dealt.combat
    return dealt.recipients


def test_default_assignment_of_a_hundred_power_among_six_blockers(new_game: NewGame) -> None:
    """510.1c: blocked by six, the Colossus's controller divides its 100 damage among them.
    The default answer, the first option each time, assigns it all to the first blocker;
    the others are then assigned nothing, with nothing left to ask (510.1a)."""
    chooser = ScriptedChooser()
    game = new_game(chooser=chooser, cards=[COLOSSUS])
    colossus, bears = colossus_blocked(game)
    asked = [c for c in chooser.asked if c.kind is ChoiceKind.DAMAGE_ASSIGNMENT]
    assert len(asked) == 1
    assert asked[0].player is game.players[0]
    assert tuple(asked[0].options) == tuple(range(100, -1, -1))
    assert colossus_damage(game, colossus) == ((bears[0], 100),)
    assert bears[0] not in game.battlefield  # 704.5g
    assert all(b.zone is Zone.BATTLEFIELD and b.damage == 0 for b in bears[1:])
    assert colossus.damage == 12  # each blocker deals its 2 (510.1d)
    assert game.players[1].life == 20


@pytest.mark.parametrize(
    ("answers", "expected"),
    [
        (["2", "2", "2", "2", "2"], (2, 2, 2, 2, 2, 90)),
        ([0, 50, 0, 25, 0], (0, 50, 0, 25, 0, 25)),
        ([97, 1, 1, 1], (97, 1, 1, 1, 0, 0)),
    ],
)
def test_scripted_assignment_of_a_hundred_power_among_six_blockers(
    new_game: NewGame, answers: list[object], expected: tuple[int, ...]
) -> None:
    """510.1c: the controller is asked, blocker by blocker, how much of the damage left
    goes to it, from all of it down to none; the last blocker is assigned the rest
    (510.1a), and a blocker left nothing is not asked. Each choice offers at most 101
    amounts."""
    chooser = ScriptedChooser({"damage assignment": answers}, strict=True)
    game = new_game(chooser=chooser, cards=[COLOSSUS])
    colossus, bears = colossus_blocked(game)
    asked = [c for c in chooser.asked if c.kind is ChoiceKind.DAMAGE_ASSIGNMENT]
    assert len(asked) == len(answers)
    left = 100
    for choice, amount in zip(asked, expected, strict=False):
        assert tuple(choice.options) == tuple(range(left, -1, -1))
        left -= amount
    assigned = [(bear, n) for bear, n in zip(bears, expected, strict=True) if n]
    assert colossus_damage(game, colossus) == tuple(assigned)
    for bear, amount in zip(bears, expected, strict=True):
        assert (bear not in game.battlefield) is (amount >= 2)
    assert chooser.remaining() == {}


def test_dividing_among_three_hundred_blockers_asks_short_questions(new_game: NewGame) -> None:
    """510.1c: blocked by 300 Bears, 100 damage assigned 1 to each of the first 100 (the
    controller's answers); each question names the blocker asked about and the next, and
    says how many more there are: its length doesn't grow with the blockers, so the
    division costs in proportion to them, not to their square."""
    chooser = ScriptedChooser({"damage assignment": [1] * 100}, strict=True)
    game = new_game(chooser=chooser, cards=[COLOSSUS])
    colossus, bears = colossus_blocked(game, 300)
    asked = [c for c in chooser.asked if c.kind is ChoiceKind.DAMAGE_ASSIGNMENT]
    assert len(asked) == 100 and chooser.remaining() == {}
    assert asked[0].prompt.endswith(
        f"goes to {bears[1]} and the others after it (298 more) (510.1c)"
    )
    assert max(len(c.prompt) for c in asked) < 300
    assert colossus_damage(game, colossus) == tuple((bear, 1) for bear in bears[:100])


def test_assigning_more_damage_than_is_left_is_refused(new_game: NewGame) -> None:
    """510.1a, 510.1c: the Colossus assigns 100 damage in all; having assigned 60 to the
    first blocker, 50 more to the second is not an option."""
    chooser = ScriptedChooser({"damage assignment": [60, 50]})
    game = new_game(chooser=chooser, cards=[COLOSSUS])
    with pytest.raises(ChoiceError) as caught:
        colossus_blocked(game)
    assert "damage assignment" in str(caught.value)


# --------------------------------------------------------------------------- numbers offered

HUGE = 2**62
"""More numbers than any memory holds one by one; a 64-bit number a saved game may hold."""

OOZE = load_card_text(
    'name = "Test Ooze"\nmana_cost = "{X}{G}"\ntypes = ["Creature"]\npower = 1\ntoughness = 1\n'
)


def test_x_from_a_pool_of_two_to_the_sixty_second_mana_is_offered_as_numbers(
    new_game: NewGame,
) -> None:
    """107.3, 601.2b: a saved game whose pool holds {G} and 2**62 colorless mana; as the
    Ooze ({X}{G}) is cast, the value of X is asked among the 2**62 + 1 values the pool
    could pay for with the {G} (0 to 2**62, 601.2h), offered as numbers, not one by one.
    Answered with the largest, as text, the spell is cast and the pool paid out; a junk
    answer and one X too many are refused, naming the numbers offered."""
    game = new_game(cards=[OOZE])
    alice = game.players[0]
    game.add_card(OOZE, alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    document = json.loads(game.to_json())
    player = next(o for o in document["objects"] if o[0] == "Player")[1]
    player["mana_pool"]["fields"]["ordinary"]["fields"].update(g=1, c=HUGE)
    saved = Game.from_json(json.dumps(document), cards=[OOZE])
    [cast] = [a for a in saved.legal_actions() if isinstance(a, Cast)]
    asked = saved.answer(cast)
    assert asked is not None and asked.kind == "x" and asked.rule == "601.2b"
    assert isinstance(asked.options, Numbers)
    assert len(asked.options) == HUGE + 1 and asked.options[0] == 0
    assert str(asked.options) == f"0 to {HUGE}"
    with pytest.raises(ChoiceError, match=f"options: 0 to {HUGE}"):
        saved.answer(HUGE + 1)  # {G} and X = 2**62 + 1: one mana more than the pool
    with pytest.raises(ChoiceError, match="not an option"):
        saved.answer(True)  # a yes is not the number 1
    assert saved.copy().decision() == asked
    saved.answer(str(HUGE))
    [spell] = saved.stack
    assert spell.name == "Test Ooze" and spell.x == HUGE
    assert saved.players[0].mana_pool.total == 0


def trampler_blocked(game: Game) -> tuple[GameObject, list[GameObject]]:
    """Alice's Colossal Dreadmaw (trample), made 2**62/2**62 by an effect (613.4b),
    attacks and two of Bob's Bears block it."""
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    bears = [game.add_card(BEARS, bob) for _ in range(2)]
    game.create_effect(dreadmaw, [dreadmaw], [Modification(Layer.PT_SET, set_pt=(HUGE, HUGE))])
    blocked_by_all(game, dreadmaw, bears)
    return dreadmaw, bears


def test_trample_damage_of_two_to_the_sixty_second_is_divided_among_numbers(
    new_game: NewGame,
) -> None:
    """510.1c, 702.19b: a trampler with 2**62 power blocked by two Bears; the first
    blocker's share is asked among every amount from lethal (2) up, then below lethal
    down to none, offered as numbers; the first option is lethal, so the default assigns
    2 to each Bear and the rest to Bob."""
    chooser = ScriptedChooser()
    game = new_game(chooser=chooser)
    dreadmaw, bears = trampler_blocked(game)
    first, second = [c for c in chooser.asked if c.kind is ChoiceKind.DAMAGE_ASSIGNMENT]
    assert isinstance(first.options, Numbers) and len(first.options) == HUGE + 1
    assert str(first.options) == f"2 to {HUGE}, then 1 to 0"
    assert first.options[HUGE - 2] == HUGE and first.options[HUGE] == 0
    assert first.options.index(1) == HUGE - 1 and 0 in first.options
    assert str(first.options[:3]) == "2 to 4" and list(first.options[-3:]) == [HUGE, 1, 0]
    assert str(second.options) == f"2 to {HUGE - 2}"
    assert colossus_damage(game, dreadmaw) == (
        (bears[0], 2),
        (bears[1], 2),
        (game.players[1], HUGE - 4),
    )


def test_dividing_two_to_the_sixty_second_damage_takes_an_answer_among_numbers(
    new_game: NewGame,
) -> None:
    """510.1c: a scripted answer of 2**61 for the first Bear is found among the 2**62 + 1
    amounts at once; a bool, or a number offered to nobody, is refused."""
    chooser = ScriptedChooser({"damage assignment": [2**61, 2]}, strict=True)
    game = new_game(chooser=chooser)
    dreadmaw, bears = trampler_blocked(game)
    assert colossus_damage(game, dreadmaw) == (
        (bears[0], 2**61),
        (bears[1], 2),
        (game.players[1], HUGE - 2**61 - 2),
    )
    with pytest.raises(TypeError, match="a tuple of ranges"):
        Numbers([range(3)])  # type: ignore[arg-type]
    numbers = Numbers((range(5, -1, -1),))
    choice = Choice(ChoiceKind.X, game.players[0], "a number", numbers)
    for junk in (True, 6, -1, "6", "x", 2.0, "9" * 30):
        with pytest.raises(ChoiceError, match="options: 5 to 0"):
            ScriptedChooser({"x": [junk]}).choose(choice)


# --------------------------------------------------------------------------- paying costs


def cast_from_pool(game: Game, card: CardDefinition, mana: str) -> GameObject:
    """Alice's precombat main phase with ``card`` in her hand and ``mana`` in her pool."""
    alice = game.players[0]
    spell = game.add_card(card, alice, "hand")
    game.begin_at(alice, "precombat main")
    game.add_mana(alice, mana)
    return spell


def test_thirty_hybrid_symbols_are_refused_from_a_pool_that_cant_pay_them(
    new_game: NewGame,
) -> None:
    """107.4e, 601.2h: {W/U} thirty times can't be paid from {G}; the cast is refused and
    the game is as it was."""
    pile = enchantment("Hybrid Pile", "{W/U}" * 30)
    game = new_game(cards=[pile])
    spell = cast_from_pool(game, pile, "{G}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as caught:
        game.cast(spell)
    assert caught.value.rule == "601.2h"
    assert game_state(game) == before
    assert spell.zone is Zone.HAND


def test_thirty_hybrid_symbols_one_mana_short_are_refused(new_game: NewGame) -> None:
    """601.2h: ten {W}, nineteen {U} and a {G} pay only twenty-nine of thirty {W/U}."""
    pile = enchantment("Hybrid Pile", "{W/U}" * 30)
    game = new_game(cards=[pile])
    spell = cast_from_pool(game, pile, "{W}" * 10 + "{U}" * 19 + "{G}")
    with pytest.raises(IllegalActionError) as caught:
        game.cast(spell)
    assert caught.value.rule == "601.2h"
    assert spell.zone is Zone.HAND


def test_thirty_hybrid_symbols_are_paid_from_a_mixed_pool(new_game: NewGame) -> None:
    """601.2b, 107.4e: from ten {W}, twenty {U} and a {G}, the default choices pay the
    first ten {W/U} with white (each symbol's first half) and the other twenty with blue,
    the only way the whole cost is paid; the {G} is left."""
    pile = enchantment("Hybrid Pile", "{W/U}" * 30)
    game = new_game(cards=[pile])
    alice = game.players[0]
    card = cast_from_pool(game, pile, "{U}" * 20 + "{G}" + "{W}" * 10)
    assert game.cast(card).zone is Zone.STACK
    assert str(alice.mana_pool) == "{G}"
    [cast] = game.log.events(SpellCast)
    assert cast.cost == "{W}" * 10 + "{U}" * 20


def test_monocolored_hybrids_take_their_color_while_it_lasts(new_game: NewGame) -> None:
    """107.4e: each {2/W} is paid with one white mana or two of any type. Twenty of them
    from ten {W} and twenty {G}: ten take {W}, ten take {2}."""
    pile = enchantment("Twin Pile", "{2/W}" * 20)
    game = new_game(cards=[pile])
    alice = game.players[0]
    game.cast(cast_from_pool(game, pile, "{W}" * 10 + "{G}" * 20))
    assert alice.mana_pool.total == 0
    assert game.log.events(SpellCast)[0].cost == "{20}" + "{W}" * 10


@pytest.mark.parametrize(("life", "paid"), [(60, True), (49, False)])
def test_thirty_phyrexian_symbols_pay_life_for_the_missing_mana(
    new_game: NewGame, life: int, paid: bool
) -> None:
    """107.4f, 119.4: thirty {W/P} from five {W} take the five white mana and 50 life,
    which a player at 60 life can pay and one at 49 can't."""
    pile = enchantment("Phyrexian Pile", "{W/P}" * 30)
    game = new_game(cards=[pile], starting_life=life)
    alice = game.players[0]
    spell = cast_from_pool(game, pile, "{W}" * 5)
    if paid:
        game.cast(spell)
        assert alice.mana_pool.total == 0
        assert alice.life == 10
        assert game.log.events(SpellCast)[0].cost == "{W}" * 5 + " and 50 life"
    else:
        before = game_state(game)
        with pytest.raises(IllegalActionError):
            game.cast(spell)
        assert game_state(game) == before


def test_hybrid_symbols_leave_the_snow_mana_for_snow_symbols(new_game: NewGame) -> None:
    """107.4h, 601.2h: {G/U}{G/U}{S}{S} from two snow {G} (Snow-Covered Forests) and two
    {U} is payable only with {U} for the hybrids and the snow {G} for {S}; the default
    choices find that way, though {G} is each hybrid's first half."""
    pile = enchantment("Snowy Pile", "{G/U}{G/U}{S}{S}")
    game = new_game(cards=[pile])
    alice = game.players[0]
    forests = [game.add_card("Snow-Covered Forest", alice) for _ in range(2)]
    spell = cast_from_pool(game, pile, "{U}{U}")
    for forest in forests:
        game.activate_mana_ability(forest)
    game.cast(spell)
    assert alice.mana_pool.total == 0
    assert game.log.events(SpellCast)[0].cost == "{U}{U}{S}{S}"


# --------------------------------------------------------------------------- mana is counted


def test_two_billion_mana_in_a_pool_is_one_number(new_game: NewGame) -> None:
    """106.4: mana is counted, not listed: two thousand {1000000} make a pool of two
    billion colorless mana, which pays a cost and empties at the end of the step."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, "precombat main")
    for _ in range(2_000):
        game.add_mana(alice, "{1000000}")
    assert alice.mana_pool.mana == ManaAmount(c=2_000_000_000)
    assert str(alice.mana_pool) == "2,000,000,000 {C}"
    game.advance()
    assert alice.mana_pool.total == 0
    [emptied] = game.log.events(ManaEmptied)
    assert emptied.mana.total == 2_000_000_000
    assert "2,000,000,000 {C}" in game.log.text()


def test_a_mana_ability_adding_a_million_mana_adds_one_number(new_game: NewGame) -> None:
    """605.1a, 106.10: "{T}: Add {1000000}" adds a million colorless mana as one count;
    Mana Reflection doubles it (106.12b) without listing any of it."""
    engine = load_card_text(
        'name = "Million Engine"\ntypes = ["Artifact"]\n'
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{1000000}"\n'
    )
    game = new_game(cards=[engine])
    alice = game.players[0]
    permanent = game.add_card(engine, alice)
    game.add_card("Mana Reflection", alice)
    game.begin_at(alice, "precombat main")
    assert game.activate_mana_ability(permanent) == ManaAmount(c=2_000_000)
    assert alice.mana_pool.count(ManaType.C) == 2_000_000


def test_x_of_one_hundred_thousand_makes_as_many_vampires(new_game: NewGame) -> None:
    """107.3, 601.2f: March of the Canonized cast with X = 100,000 from a pool of exactly
    {X}{W}{W}; its enter trigger creates 100,000 Vampires at once (111.2), and the pool is
    left empty. The cost of paying and of creating grows linearly with X."""
    game = new_game()
    alice = game.players[0]
    march = game.add_card("March of the Canonized", alice, "hand")
    game.begin_at(alice, "precombat main")
    game.add_mana(alice, "{W}{W}" + "{100000}")
    game.cast(march, x=100_000)
    assert alice.mana_pool.total == 0
    game.resolve_stack()
    vampires = game.permanents("Vampire Token")
    assert len(vampires) == 100_000
    assert len({v.id for v in vampires}) == 100_000


def test_two_thousand_tokens_destroyed_at_once_each_seen_leaving_with_the_others(
    new_game: NewGame,
) -> None:
    """701.8a, 704.5d: Damnation destroys 2,000 Servo tokens and Blood Artist at once;
    each dies with all the others (603.10a: "whenever another creature dies" sees them
    together), so Blood Artist triggers 2,001 times, and each token then ceases to
    exist. Each event shows what left with it as it last existed (608.2h), made once for
    all of them: the cost grows with the tokens, not with their square (it was 4 million
    snapshots and looks here, 15 seconds)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Blood Artist", alice)
    game.begin_at(alice, Step.MAIN1)
    game.create_token("Servo Token", alice, 2_000)
    game.add_mana(alice, "{2}{B}{B}")
    game.cast(game.add_card("Damnation", alice, "hand"))
    game.pass_priority()
    game.pass_priority()
    assert game.battlefield == ()
    died = [e for e in game.log.events() if type(e).__name__ == "ZoneChanged" and e.dies]
    assert len(died) == 2_001 and all(len(e.simultaneous) == 2_001 for e in died[:3])
    assert len(game.stack) == 2_001  # Blood Artist's triggers, each with its target


def test_drawing_two_to_the_sixty_third_cards_draws_the_library_then_loses(
    new_game: NewGame,
) -> None:
    """Bob draws 2**63 cards from a 3-card library: he draws the three, the next draw
    finds the library empty (121.4), and the draws left would all do the same; he loses
    when state-based actions are checked (704.5b)."""
    game = new_game(library=3)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    drawn = game.draw(bob, 2**63)
    assert len(drawn) == 3 and not bob.library
    assert game.game_over and game.winner is alice


def test_a_draw_replacement_in_the_game_doesnt_make_the_empty_draws_one_each(
    new_game: NewGame,
) -> None:
    """121.4, 121.6: with a card whose plugin offers draw replacements in the game (none
    for Bob), Bob's 2**63 draws from a 3-card library are still the three then one empty
    draw: no effect is offered for the next, so the rest are the same."""

    def replace_draw(game: Game, event: Any) -> None:
        return None

    watcher = load_card_text(
        'name = "Draw Watcher"\ntypes = ["Enchantment"]\n',
        plugin=SimpleNamespace(replace_draw=hookimpl(replace_draw)),
    )
    game = new_game(library=3, cards=[watcher])
    alice, bob = game.players
    game.add_card("Draw Watcher", alice)
    game.begin_at(alice, Step.MAIN1)
    drawn = game.draw(bob, 2**63)
    assert len(drawn) == 3 and not bob.library
    assert game.game_over and game.winner is alice


def test_two_to_the_sixty_third_tokens_are_refused_at_once(new_game: NewGame) -> None:
    """Each token is an object (111.1): one effect creates at most a million, and asking
    for 2**63 is refused before any is made, the game as it was; a card's plugin asking
    for them as a Forest is tapped is refused the same way, the tap undone with it."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    with pytest.raises(CardhostError, match=r"at most 1,000,000"):
        game.create_token("Clue Token", alice, 2**63)
    assert game_state(game) == before and game.permanents("Clue Token") == []
    assert len(game.create_token("Clue Token", alice, 3)) == 3

    def on_tapped_for_mana(game: Game, event: Any) -> None:
        game.create_token("Clue Token", event.permanent.controller, 2**63)

    hoarder = load_card_text(
        'name = "Clue Hoarder"\ntypes = ["Enchantment"]\n',
        plugin=SimpleNamespace(on_tapped_for_mana=hookimpl(on_tapped_for_mana)),
    )
    game = new_game(cards=[hoarder])
    alice = game.players[0]
    game.add_card("Clue Hoarder", alice)
    forest = game.add_card("Forest", alice)
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    with pytest.raises(CardhostError, match=r"at most 1,000,000"):
        game.activate_mana_ability(forest)
    assert game_state(game) == before and not forest.tapped


def calls_into_the_layers(
    act: Callable[[], Any], module: str = "cardhost.kernel.layers"
) -> tuple[int, Any]:
    """How many calls into the layers (613), or another kernel ``module``, ``act``
    makes (a generator's steps included), a deterministic measure of the work, and what
    it returns."""
    calls = 0
    layers_file = sys.modules[module].__file__

    def profile(frame: Any, event: str, argument: Any) -> None:
        nonlocal calls
        if event == "call" and frame.f_code.co_filename == layers_file:
            calls += 1

    sys.setprofile(profile)
    try:
        result = act()
    finally:
        sys.setprofile(None)
    return calls, result


def _layer_calls(new_game: NewGame, count: int) -> int:
    """How many calls into the layers (613) making ``count`` creature tokens under
    ``count`` Glorious Anthem tokens takes."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.create_token("Glorious Anthem", alice, count)
    calls, _ = calls_into_the_layers(lambda: game.create_token("Llanowar Elves", alice, count))
    elves = game.permanents("Llanowar Elves")
    assert len(elves) == count and {e.power for e in elves} == {1 + count}  # 613.4c
    return calls


def test_static_abilities_on_many_tokens_cost_what_each_pair_of_them_costs(
    new_game: NewGame,
) -> None:
    """Each of n creatures is judged against each of n static abilities (613.4c): work in
    proportion to n squared. Dependency (613.8a) is tried only for effects whose group is
    judged by what their layer changes (an anthem's "creatures you control" isn't), and
    who controls each source (613.1b) is found once per change, so
    doubling n makes about four times the work, never eight (n cubed)."""
    smaller, larger = _layer_calls(new_game, 15), _layer_calls(new_game, 30)
    assert larger < 5 * smaller, (smaller, larger)


SCARECROW = load_card_text(
    'name = "Scarecrow Test"\nmana_cost = "{5}"\ntypes = ["Artifact", "Creature"]\n'
    'power = 3\ntoughness = 3\noracle = "This creature has haste as long as you control a '
    'red creature."\n[[statics]]\naffects = "this"\nkeywords = ["haste"]\n'
    'as_long_as = { count = "the number of red creatures you control", at_least = 1 }\n'
)


def _conditional_layer_calls(new_game: NewGame, count: int) -> int:
    """How many calls into the layers (613) reading the keywords of ``count`` creatures
    each with "haste as long as you control a red creature" (611.3b) takes."""
    game = new_game(cards=[SCARECROW])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    scarecrows = [game.add_card("Scarecrow Test", alice) for _ in range(count)]
    game.add_card("Boggart Brute", alice)
    calls, hasty = calls_into_the_layers(lambda: [s.has_keyword("haste") for s in scarecrows])
    assert hasty == [True] * count
    return calls


def test_conditions_of_static_abilities_are_asked_only_of_what_they_affect(
    new_game: NewGame,
) -> None:
    """611.3b: "as long as you control a red creature" is asked only of the creature it
    gives haste to, not of every creature it counts, whose characteristics would ask it
    again (n such creatures cost about n squared, not a cascade ~n deep per creature:
    boards of four conditional cards took half a second an answer)."""
    smaller, larger = _conditional_layer_calls(new_game, 8), _conditional_layer_calls(new_game, 16)
    assert larger < 5 * smaller, (smaller, larger)


def _urborgs_under_a_moon(new_game: NewGame, count: int) -> int:
    """How many calls into the layers reading the subtypes of ``count`` Urborgs under a
    Crimson Moon takes (each Urborg's ability exists only if the Moon leaves it its
    rules text, 305.7, 613.8a: each asks the others')."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Crimson Moon", alice)
    urborgs = [game.add_card("Urborg, Tomb of Yawgmoth", alice) for _ in range(count)]
    calls, subtypes = calls_into_the_layers(lambda: {u.subtypes for u in urborgs})
    assert subtypes == {("Mountain",)}
    return calls


def test_sources_whose_abilities_depend_on_each_other_cost_a_power_of_their_number(
    new_game: NewGame,
) -> None:
    """305.7, 613.8: each Urborg's characteristics are found from the others', found
    inside its own; those are kept for the others' computations at this board, and each
    asked is found once from the start, not anew along every path through the others (a
    number of paths that grows as the factorial: eight took 25 seconds)."""
    smaller, larger = _urborgs_under_a_moon(new_game, 4), _urborgs_under_a_moon(new_game, 8)
    assert larger < 20 * smaller, (smaller, larger)


def _combat_calls(new_game: NewGame, pairs: int) -> int:
    """How many calls into the combat module ``pairs`` Elves, each blocked by Typhoid
    Rats, dealing and dying to combat damage take (510.2, 704.5g-h, 506.4)."""
    game = new_game(library=2)
    alice, bob = game.players
    elves = [game.add_card("Llanowar Elves", alice) for _ in range(pairs)]
    rats = [game.add_card("Typhoid Rats", bob) for _ in range(pairs)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS, turns_taken={"Alice": 2, "Bob": 1})
    game.declare_attackers({elf: bob for elf in elves})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers(dict(zip(rats, elves, strict=True)))
    calls, _ = calls_into_the_layers(
        lambda: game.advance_to(Step.END_OF_COMBAT), "cardhost.kernel.combat"
    )
    assert not game.permanents("Llanowar Elves") and not game.permanents("Typhoid Rats")
    return calls


def test_creatures_dying_in_combat_cost_what_each_of_them_does(new_game: NewGame) -> None:
    """506.4, 510.1: each blocker asks which attacker it blocks, each attacker who blocks
    it, and each creature dying leaves the combat: a lookup each, and all dying at once
    leave it in one pass, so doubling them doubles the work (3,200 pairs took 16 s)."""
    smaller, larger = _combat_calls(new_game, 100), _combat_calls(new_game, 200)
    assert larger < 3 * smaller, (smaller, larger)


def _sweeper_calls(new_game: NewGame, tokens: int) -> int:
    """How many calls into the game's core Damnation destroying ``tokens`` Servos under a
    Glorious Anthem takes (701.8a)."""
    game = new_game()
    alice = game.players[0]
    game.create_token("Servo Token", alice, tokens)
    game.add_card("Glorious Anthem", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{B}{B}")
    game.cast(game.add_card("Damnation", alice, "hand"))
    calls, _ = calls_into_the_layers(game.resolve_stack, "cardhost.kernel.core")
    assert not game.permanents("Servo Token")
    return calls


def test_a_sweeper_under_a_static_ability_costs_what_it_destroys(new_game: NewGame) -> None:
    """604.3, 613: whether a permanent counts something for its power is asked of the
    permanents only in a game some card of which can (none here), not again at each
    permanent that leaves: doubling the tokens doubles the work (8,000 took 45 s)."""
    smaller, larger = _sweeper_calls(new_game, 200), _sweeper_calls(new_game, 400)
    assert larger < 3 * smaller, (smaller, larger)


def test_ten_thousand_extra_turns_are_queued_at_once(new_game: NewGame) -> None:
    """500.7: "Take 10,000 extra turns after this one" queues them at once (the queue
    is written once, not once a turn, each old queue kept for an undo); each is an
    ExtraTurnAdded event, and they are taken one by one."""
    time_pile = load_card_text(
        'name = "Time Pile"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\n'
        'oracle = "Take 10000 extra turns after this one."\n'
        "[spell]\neffects = [{ extra_turn = 10000 }]\n"
    )
    game = new_game(cards=[time_pile])
    alice, _ = game.players
    pile = game.add_card("Time Pile", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{U}")
    game.cast(pile)
    game.resolve_stack()
    assert len(game.extra_turns) == 10_000 and set(game.extra_turns) == {alice}
    assert len(game.log.events(ExtraTurnAdded)) == 10_000
    game.next_turn()
    assert game.active_player is alice and len(game.extra_turns) == 9_999


@pytest.mark.parametrize("verb", ["investigate", "populate", "proliferate", "extra_turn"])
def test_an_action_repeated_x_times_with_x_past_a_million_is_refused_at_once(
    new_game: NewGame, verb: str
) -> None:
    """An action repeated X times, X counted as it resolves (a life total of 2**62), is
    repeated at most a million times for one effect: more is refused at once, naming
    the bound, and the game is as it was (each repetition is the rules' work)."""
    card = load_card_text(
        'name = "Big Count"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\n'
        'oracle = "Do it X times, where X is your life total."\n'
        f'[spell]\neffects = [{{ {verb} = "X", x = "your life total" }}]\n'
    )
    game = new_game(cards=[card], starting_life=2**62)
    alice, _ = game.players
    big = game.add_card("Big Count", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{U}")
    game.cast(big)
    before = game_state(game)
    with pytest.raises(CardhostError, match=r"at most 1,000,000 times for one effect"):
        game.resolve_stack()
    assert game_state(game) == before and not game.extra_turns


def test_a_scenario_places_at_most_a_hundred_thousand_cards(tmp_path: Path) -> None:
    """A scenario of 500 bytes asking for 110,001 Forests is refused before any is
    placed, naming the file and the bound: a negative count (itself refused) takes
    nothing off."""
    path = tmp_path / "many.scenario.toml"
    entries = ", ".join(['{ card = "Forest", count = 10000 }'] * 11 + ["{ card = 'Forest' }"])
    entries += ', { card = "Forest", count = -1000000 }'  # refused as placed: no offset
    path.write_text(f'name = "many"\n[players.Alice]\nlibrary = [{entries}]\n[players.Bob]\n')
    scenario = load_scenario(path)
    with pytest.raises(CardhostError, match=r"many\.scenario\.toml: players: 110,001 cards"):
        scenario.build()


CONVOKED = load_card_text(
    'name = "Convoked Host"\nmana_cost = "{7}{W}"\ntypes = ["Sorcery"]\n'
    'oracle = "Convoke\\nYou gain 1 life."\nkeywords = ["convoke"]\n'
    "[spell]\neffects = [{ gain_life = 1 }]\n"
)


def _convoke_calls(new_game: NewGame, creatures: int) -> int:
    """How many calls into the payment keywords listing the legal actions with Convoked
    Host ({7}{W}, convoke) in hand, {W} in the pool and ``creatures`` green Elves takes
    (702.51a)."""
    game = new_game(cards=[CONVOKED])
    alice = game.players[0]
    for _ in range(creatures):
        game.add_card("Llanowar Elves", alice)
    host = game.add_card("Convoked Host", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}")
    calls, actions = calls_into_the_layers(game.legal_actions, "cardhost.kernel.payment_keywords")
    assert any(isinstance(a, Cast) and a.card == host.id for a in actions)
    return calls


def test_convoke_with_many_creatures_tries_each_kind_of_creature_once(new_game: NewGame) -> None:
    """702.51a: creatures of the same colours pay alike, so whether the rest could still
    be paid after one is tapped is asked once for each colours and way, not for each
    creature: a listing with 256 creatures took 3 seconds (each asked of all)."""
    smaller, larger = _convoke_calls(new_game, 16), _convoke_calls(new_game, 32)
    assert larger < 3 * smaller, (smaller, larger)


def _power_chain_calls(new_game: NewGame, count: int) -> int:
    """How many calls into the layers (613) the game's beginning takes (its state-based
    actions read every permanent's types) with Grizzly Bears among ``count`` enchantments
    "Creatures with power K or greater get +1/+0" (K = 2, 3, ...): each depends on the
    one before it for the Bears (613.8a), none for the others."""
    chain = [
        load_card_text(
            f'name = "Rung {k}"\nmana_cost = "{{1}}"\ntypes = ["Enchantment"]\n'
            f'oracle = "Creatures with power {k} or greater get +1/+0."\n'
            f'[[statics]]\naffects = "creatures with power {k} or greater"\npt = "+1/+0"\n'
        )
        for k in range(2, count + 2)
    ]
    game = new_game(cards=chain)
    alice = game.players[0]
    for rung in chain:  # in timestamp order, each applies after the one it waits on
        game.add_card(rung.name, alice)
    bears = game.add_card(BEARS, alice)
    calls, _ = calls_into_the_layers(lambda: game.begin_at(alice, Step.MAIN1))  # 704.3
    assert bears.power == 2 + count  # 613.7, 613.8c: each applies once the one before made it apply
    return calls


def test_effects_judged_by_power_cost_nothing_for_what_they_cant_affect(
    new_game: NewGame,
) -> None:
    """613.8a: an enchantment is judged against none of the "creatures with power K or
    greater" effects, since none of them applies to it: whether one depends on another
    is asked only among those that apply to the object (the enchantments cost n squared
    each, n cubed in all: 128 of them took 6 seconds)."""
    smaller, larger = _power_chain_calls(new_game, 12), _power_chain_calls(new_game, 24)
    assert larger < 5 * smaller, (smaller, larger)
