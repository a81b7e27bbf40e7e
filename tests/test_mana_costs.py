"""Mana symbols and costs (107.4, 202), and paying them (601.2b, 601.2h, 118, 119.4, 106.4).

Parsing goes through :class:`cardhost.ManaCost`; paying goes through ``game.cast`` from a
mana pool filled with ``game.add_mana``, with hybrid and Phyrexian halves chosen by a
scripted chooser, as a card author's test would.
"""

from __future__ import annotations

import os
import pickle
import subprocess
import sys
from collections.abc import Callable

import pytest

from cardhost import (
    Cast,
    ChoiceKind,
    ChoiceMade,
    Color,
    Game,
    GameObject,
    IllegalActionError,
    Layer,
    ManaAmount,
    ManaCost,
    ManaCostError,
    ManaEmptied,
    Modification,
    Player,
    SpellCast,
    Step,
    Zone,
    game_state,
    load_card_text,
)
from cardhost.model.mana import EMPTY_POOL, SymbolKind

W, U, B, R, G = Color.WHITE, Color.BLUE, Color.BLACK, Color.RED, Color.GREEN

HYBRID_PAIRS = ("W/U", "U/B", "B/R", "R/G", "G/W", "W/B", "U/R", "B/G", "R/W", "G/U")

NewGame = Callable[..., Game]

# The test cards (tests/cards) these tests cast, all 1/1 creatures but the last two:
# Twin Pilgrim {2/W}, Pale Wisp {C/W}, Skyline Herald {1}{W/U/P}, Eldrazi Mote {C},
# Rime Sprite {S}, Frost Sprite {G}{S}, Double Dawn {W}{W}; Twin Hybrid, an enchantment
# costing {W/U}{W/B}; Snow-Covered Forest, a basic snow land.


def in_main_phase(game: Game, *hand: str) -> list[GameObject]:
    """Alice's first precombat main phase, with ``hand`` in her hand. Returns the cards."""
    alice = game.players[0]
    cards = [game.add_card(name, alice, "hand") for name in hand]
    game.start(alice)
    game.advance_to(Step.MAIN1)
    return cards


def pool(player: Player) -> list[str]:
    """The mana in a pool as sorted symbols."""
    return sorted(t.symbol for t, n in player.mana_pool.mana.counts.items() for _ in range(n))


# --------------------------------------------------------------------------- parsing


@pytest.mark.parametrize(
    ("text", "kind", "colors", "value"),
    [
        ("{W}", SymbolKind.COLORED, (W,), 1),
        ("{U}", SymbolKind.COLORED, (U,), 1),
        ("{B}", SymbolKind.COLORED, (B,), 1),
        ("{R}", SymbolKind.COLORED, (R,), 1),
        ("{G}", SymbolKind.COLORED, (G,), 1),
        ("{C}", SymbolKind.COLORLESS, (), 1),
        ("{0}", SymbolKind.GENERIC, (), 0),
        ("{1}", SymbolKind.GENERIC, (), 1),
        ("{7}", SymbolKind.GENERIC, (), 7),
        ("{16}", SymbolKind.GENERIC, (), 16),
        ("{X}", SymbolKind.VARIABLE, (), 0),
        ("{W/U}", SymbolKind.HYBRID, (W, U), 1),
        ("{2/W}", SymbolKind.MONOCOLORED_HYBRID, (W,), 2),
        ("{C/W}", SymbolKind.COLORLESS_HYBRID, (W,), 1),
        ("{W/P}", SymbolKind.PHYREXIAN, (W,), 1),
        ("{W/U/P}", SymbolKind.HYBRID_PHYREXIAN, (W, U), 1),
        ("{S}", SymbolKind.SNOW, (), 1),
    ],
)
def test_each_kind_of_symbol_parses(text, kind, colors, value):
    """107.4: each kind of mana symbol parses to one symbol of that kind, with its colours
    (107.4a, 107.4e, 107.4f), its part of the mana value (202.3) and its printed text."""
    cost = ManaCost.parse(text)
    assert len(cost.symbols) == 1
    symbol = cost.symbols[0]
    assert symbol.kind is kind
    assert symbol.colors == colors
    assert symbol.mana_value() == value
    assert symbol.text == text
    assert str(cost) == text


def test_every_symbol_listed_in_107_4_parses():
    """107.4: the ten hybrid symbols, the ten monocolored hybrid symbols ({2/W} ... and
    {C/W} ...), the five Phyrexian symbols and the ten hybrid Phyrexian symbols all parse
    and print back unchanged."""
    texts = ["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{X}", "{S}"]
    texts += [f"{{{pair}}}" for pair in HYBRID_PAIRS]
    texts += [f"{{2/{c}}}" for c in "WUBRG"] + [f"{{C/{c}}}" for c in "WUBRG"]
    texts += [f"{{{c}/P}}" for c in "WUBRG"]
    texts += [f"{{{pair}/P}}" for pair in HYBRID_PAIRS]
    assert len(texts) == 8 + 10 + 10 + 5 + 10
    whole = "".join(texts)
    cost = ManaCost.parse(whole)
    assert len(cost.symbols) == len(texts)
    assert [s.text for s in cost.symbols] == texts
    assert str(cost) == whole


def test_hybrid_symbols_are_both_colors_and_colored():
    """107.4e, 107.4f: a hybrid symbol is all of its component colours and is a coloured
    symbol even with a colorless or generic component; a hybrid Phyrexian symbol is both
    its colours."""
    for pair in HYBRID_PAIRS:
        first, second = (Color(c) for c in pair.split("/"))
        for text in (f"{{{pair}}}", f"{{{pair}/P}}"):
            [symbol] = ManaCost.parse(text).symbols
            assert set(symbol.colors) == {first, second}
            assert symbol.is_colored
    for text in ("{2/B}", "{C/B}", "{B/P}"):
        [symbol] = ManaCost.parse(text).symbols
        assert symbol.colors == (B,)
        assert symbol.is_colored
    for text in ("{C}", "{3}", "{X}", "{S}"):
        [symbol] = ManaCost.parse(text).symbols
        assert symbol.colors == ()
        assert not symbol.is_colored


def test_a_whole_cost_parses_in_order():
    """107.4, 202.1: a mana cost is its symbols in order."""
    cost = ManaCost.parse("{X}{2}{W/B}{W}{W}")
    assert [s.text for s in cost.symbols] == ["{X}", "{2}", "{W/B}", "{W}", "{W}"]
    assert cost.has_x
    assert not ManaCost.parse("{2}{W}").has_x


def test_empty_cost_is_no_cost():
    """202.1a, 202.3a: the empty text is no mana cost, with mana value 0 and no colour."""
    cost = ManaCost.parse("")
    assert cost.symbols == ()
    assert not cost
    assert cost.mana_value() == 0
    assert cost.colors == frozenset()


def test_unknown_symbol_is_refused_naming_it():
    """107.4: {W/Q} is not a mana symbol; the error names it and the rule."""
    with pytest.raises(ManaCostError) as caught:
        ManaCost.parse("{2}{W/Q}")
    message = str(caught.value)
    assert "{W/Q}" in message
    assert "107.4" in message


def test_unclosed_brace_is_refused():
    """107.4: every symbol is written in braces; "{3" has an unclosed brace."""
    with pytest.raises(ManaCostError) as caught:
        ManaCost.parse("{3")
    message = str(caught.value)
    assert "unclosed brace" in message
    assert "{3" in message


def test_text_outside_braces_is_refused():
    """107.4: "W}" has text outside any braces."""
    with pytest.raises(ManaCostError) as caught:
        ManaCost.parse("W}")
    message = str(caught.value)
    assert "outside braces" in message
    assert "W}" in message


def test_hybrid_in_unprinted_order_is_refused_with_the_printed_form():
    """107.4: the hybrid symbols are printed {W/U}, {W/B} ... in a fixed order; {U/W} is
    refused, and the error suggests {W/U}."""
    with pytest.raises(ManaCostError) as caught:
        ManaCost.parse("{1}{U/W}")
    message = str(caught.value)
    assert "{U/W}" in message
    assert "{W/U}" in message
    with pytest.raises(ManaCostError) as caught:
        ManaCost.parse("{U/W/P}")
    assert "{W/U/P}" in str(caught.value)


@pytest.mark.parametrize(
    "text",
    [
        "{W/W}",
        "{P}",
        "{W/P/U}",
        "{2/C}",
        "{3/W}",
        "{0/W}",
        "{2/W/P}",
        "{H}",
        "{}",
        "{\u00b2}",
        "{W}{",
        "{{W}}",
        "{W}x",
        "{-1}",
    ],
)
def test_other_malformed_costs_are_refused(text):
    """107.4: anything that is not one of the listed symbols is refused with a
    ManaCostError (a ValueError). The only monocolored hybrid symbols with a number are
    {2/W}, {2/U}, {2/B}, {2/R} and {2/G}; a superscript two is not a number symbol."""
    with pytest.raises(ManaCostError):
        ManaCost.parse(text)
    with pytest.raises(ValueError):
        ManaCost.parse(text)


# --------------------------------------------------------------------------- mana value


def test_mana_value_counts_x_as_zero_off_the_stack():
    """202.3, 202.3e: X is 0 when not on the stack, so {X}{W}{W} has mana value 2; with X
    chosen as 3 it is 5, and each X counts."""
    cost = ManaCost.parse("{X}{W}{W}")
    assert cost.mana_value() == 2
    assert cost.mana_value(3) == 5
    assert ManaCost.parse("{X}{X}{R}").mana_value(2) == 5


def test_mana_value_of_hybrid_and_phyrexian_symbols():
    """202.3f: a hybrid symbol counts its largest component: {2/W} counts 2, {W/U} and
    {C/W} count 1. 202.3g: a Phyrexian symbol counts 1."""
    assert ManaCost.parse("{2/W}").mana_value() == 2
    assert ManaCost.parse("{2/W}{2/W}{2/W}").mana_value() == 6
    assert ManaCost.parse("{W/U}").mana_value() == 1
    assert ManaCost.parse("{C/W}").mana_value() == 1
    assert ManaCost.parse("{W/P}").mana_value() == 1
    assert ManaCost.parse("{W/U/P}").mana_value() == 1
    assert ManaCost.parse("{2}{W/P}").mana_value() == 3
    assert ManaCost.parse("{3}{C}{S}{G}").mana_value() == 6


def test_mana_value_of_cards_in_each_zone(new_game: NewGame):
    """202.3e: March of the Canonized ({X}{W}{W}) has mana value 2 in hand, X + 2 as a
    spell on the stack, and 2 again as a permanent. Mourning Thrull ({1}{W/B}) is 2,
    Porcelain Legionnaire ({2}{W/P}) 3, a land with no mana cost 0 (202.3a)."""
    game = new_game()
    alice = game.players[0]
    [march] = in_main_phase(game, "March of the Canonized")
    assert march.mana_value == 2
    game.add_mana(alice, "{W}{W}{W}{W}{W}")
    spell = game.cast(march, x=3)
    assert spell.zone is Zone.STACK
    assert spell.mana_value == 5
    game.resolve_top()
    [permanent] = game.permanents("March of the Canonized")
    assert permanent.mana_value == 2
    assert game.add_card("Mourning Thrull", alice).mana_value == 2
    assert game.add_card("Porcelain Legionnaire", alice).mana_value == 3
    assert game.add_card("Plains", alice).mana_value == 0


# --------------------------------------------------------------------------- colours


def test_colors_of_a_cost():
    """202.2: a cost is the colours of its mana symbols; hybrid and Phyrexian symbols give
    all their colours (202.2d); generic, {X}, {C} and {S} give none (202.2b)."""
    assert ManaCost.parse("{W}{B}").colors == {W, B}
    assert ManaCost.parse("{1}{W/B}").colors == {W, B}
    assert ManaCost.parse("{2/W}").colors == {W}
    assert ManaCost.parse("{C/W}").colors == {W}
    assert ManaCost.parse("{W/P}").colors == {W}
    assert ManaCost.parse("{G/U/P}").colors == {G, U}
    assert ManaCost.parse("{3}{C}{X}{S}").colors == frozenset()
    assert ManaCost.parse("{W}{U}{B}{R}{G}").colors == {W, U, B, R, G}


def test_colors_of_cards(new_game: NewGame):
    """202.2: Mourning Thrull is white and black; Porcelain Legionnaire is white; Plains,
    with no mana cost, is colorless (202.2b)."""
    game = new_game()
    alice = game.players[0]
    assert game.add_card("Mourning Thrull", alice).colors == {W, B}
    assert game.add_card("Porcelain Legionnaire", alice).colors == {W}
    assert game.add_card("Pale Wisp", alice).colors == {W}
    assert game.add_card("Plains", alice).colors == frozenset()


# --------------------------------------------------------------------------- paying


def test_hybrid_paid_with_the_chosen_half_black(new_game: NewGame):
    """601.2b, 107.4e: {W/B} is paid with the colour the player chooses; choosing {B}
    spends the black mana, and the generic {1} is paid with what remains."""
    game = new_game(choices={"hybrid": ["{B}"]})
    alice = game.players[0]
    [thrull] = in_main_phase(game, "Mourning Thrull")
    game.add_mana(alice, "{W}{B}{C}")
    spell = game.cast(thrull)
    assert spell.zone is Zone.STACK
    assert pool(alice) == ["{W}"]
    [made] = [e for e in game.log.events(ChoiceMade) if e.kind == "hybrid"]
    assert made.answer == "{B}"
    [cast] = game.log.events(SpellCast)
    assert cast.cost == "{1}{B}"


EMBER_PUP = load_card_text(
    'name = "Ember Pup"\nmana_cost = "{1}{R}"\ntypes = ["Creature"]\nsubtypes = ["Dog"]\n'
    "power = 2\ntoughness = 1\n"
)


@pytest.mark.parametrize(("answer", "left"), [("{G}", ["{R}"]), ("{R}", ["{G}"])])
def test_the_payer_chooses_which_mana_pays_generic(
    new_game: NewGame, answer: str, left: list[str]
) -> None:
    """601.2h, 106.4: with {R}{R}{G} in the pool, {R} of {1}{R} takes red mana and the
    player chooses whether the {1} takes {R} or {G}: what is left is theirs to say."""
    game = new_game(cards=[EMBER_PUP], choices={"generic mana": [answer]})
    alice = game.players[0]
    [pup] = in_main_phase(game, "Ember Pup")
    game.add_mana(alice, "{R}{R}{G}")
    game.cast(pup)
    assert pool(alice) == left
    [made] = [e for e in game.log.events(ChoiceMade) if e.kind == "generic mana"]
    assert made.answer == answer


def test_the_default_generic_pick_is_a_decision_with_its_rule(new_game: NewGame) -> None:
    """601.2h: driven by decisions, the generic mana waits for the payer, the default pick
    (colorless first, then the most plentiful colour, ties in WUBRG order) first among the
    options; nothing is paid while it waits."""
    game = new_game(cards=[EMBER_PUP])
    alice = game.players[0]
    [pup] = in_main_phase(game, "Ember Pup")
    game.add_mana(alice, "{R}{R}{G}")
    [cast] = [a for a in game.decision().options if isinstance(a, Cast)]
    waiting = game.answer(cast)
    assert waiting is not None and (waiting.kind, waiting.rule) == ("generic mana", "601.2h")
    assert [o.description for o in waiting.options] == ["{R}", "{G}"]
    assert pool(alice) == ["{G}", "{R}", "{R}"] and pup.zone is Zone.HAND
    game.answer(waiting.options[0])
    assert pool(alice) == ["{G}"] and game.stack[-1].name == "Ember Pup"


@pytest.mark.parametrize("mana", ["{R}{G}", "{R}{R}{R}"])
def test_no_generic_choice_when_nothing_could_differ(new_game: NewGame, mana: str) -> None:
    """601.2h: a pool spent whole, or one holding one kind of mana, leaves nothing to
    choose: no question is asked."""
    game = new_game(cards=[EMBER_PUP], choices={})
    alice = game.players[0]
    [pup] = in_main_phase(game, "Ember Pup")
    game.add_mana(alice, mana)
    game.cast(pup)
    assert not [e for e in game.log.events(ChoiceMade) if e.kind == "generic mana"]
    assert alice.mana_pool.total == len(mana) // 3 - 2


def test_hybrid_paid_with_the_chosen_half_white(new_game: NewGame):
    """601.2b, 107.4e: the same cost and pool, choosing {W}, spends the white mana."""
    game = new_game(choices={"hybrid": ["{W}"]})
    alice = game.players[0]
    [thrull] = in_main_phase(game, "Mourning Thrull")
    game.add_mana(alice, "{W}{B}{C}")
    game.cast(thrull)
    assert pool(alice) == ["{B}"]
    assert game.log.events(SpellCast)[0].cost == "{1}{W}"


def test_hybrid_half_that_cannot_be_paid_is_not_offered(new_game: NewGame):
    """601.2b, 601.2h: with only white mana, {W/B} of Mourning Thrull ({1}{W/B}) can be
    paid only with {W}: the {B} half is not offered (paying with it could only fail), so
    the scripted {B} is never asked for and the Thrull is cast with {W}{W}."""
    game = new_game(choices={"hybrid": ["{B}"]})
    alice = game.players[0]
    [thrull] = in_main_phase(game, "Mourning Thrull")
    game.add_mana(alice, "{W}{W}")
    game.cast(thrull)
    assert game.stack[-1].name == "Mourning Thrull"
    assert pool(alice) == [] and game.chooser.remaining() == {ChoiceKind.HYBRID: ["{B}"]}


def test_hybrid_cost_no_way_pays_is_refused(new_game: NewGame):
    """601.2h: with a single {W}, no way pays {1}{W/B}: every half is offered, the one
    scripted is taken, and the cast is refused with nothing changed."""
    game = new_game(choices={"hybrid": ["{B}"]})
    alice = game.players[0]
    [thrull] = in_main_phase(game, "Mourning Thrull")
    game.add_mana(alice, "{W}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as caught:
        game.cast(thrull)
    assert caught.value.rule == "601.2h"
    assert game_state(game) == before
    assert thrull.zone is Zone.HAND


def test_monocolored_hybrid_paid_with_generic(new_game: NewGame):
    """107.4e: {2/W} can be paid with two mana of any type."""
    game = new_game(choices={"hybrid": ["{2}"]})
    alice = game.players[0]
    [pilgrim] = in_main_phase(game, "Twin Pilgrim")
    game.add_mana(alice, "{U}{G}")
    spell = game.cast(pilgrim)
    assert spell.zone is Zone.STACK
    assert pool(alice) == []


def test_monocolored_hybrid_paid_with_one_white(new_game: NewGame):
    """107.4e: {2/W} can be paid with one white mana."""
    game = new_game(choices={"hybrid": ["{W}"]})
    alice = game.players[0]
    [pilgrim] = in_main_phase(game, "Twin Pilgrim")
    game.add_mana(alice, "{W}{U}")
    game.cast(pilgrim)
    assert pool(alice) == ["{U}"]


def test_colorless_hybrid_paid_with_colorless_or_white_only(new_game: NewGame):
    """107.4c, 107.4e: {C/W} is paid with one colorless mana or one white mana; blue mana
    can pay neither half (601.2h)."""
    game = new_game(choices={"hybrid": ["{C}"]})
    alice = game.players[0]
    wisp, other = in_main_phase(game, "Pale Wisp", "Pale Wisp")
    game.add_mana(alice, "{C}{W}")
    game.cast(wisp)
    assert pool(alice) == ["{W}"]
    game.resolve_stack()
    game.chooser.add("hybrid", "{W}")
    game.add_mana(alice, "{U}")
    game.cast(other)
    assert pool(alice) == ["{U}"]
    game.resolve_stack()
    third = game.add_card("Pale Wisp", alice, "hand")
    game.chooser.add("hybrid", "{C}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as caught:
        game.cast(third)
    assert caught.value.rule == "601.2h"
    assert game_state(game) == before


def test_phyrexian_paid_with_two_life(new_game: NewGame):
    """107.4f, 119.4: {W/P} can be paid with 2 life instead of white mana."""
    game = new_game(choices={"phyrexian": ["2 life"]})
    alice = game.players[0]
    [legionnaire] = in_main_phase(game, "Porcelain Legionnaire")
    game.add_mana(alice, "{C}{C}")
    spell = game.cast(legionnaire)
    assert spell.zone is Zone.STACK
    assert alice.life == 18
    assert pool(alice) == []
    assert "2 life" in game.log.events(SpellCast)[0].cost


def test_phyrexian_paid_with_white_mana(new_game: NewGame):
    """107.4f: {W/P} paid with {W} costs no life."""
    game = new_game(choices={"phyrexian": ["{W}"]})
    alice = game.players[0]
    [legionnaire] = in_main_phase(game, "Porcelain Legionnaire")
    game.add_mana(alice, "{C}{C}{W}")
    game.cast(legionnaire)
    assert alice.life == 20
    assert pool(alice) == []


def test_phyrexian_mana_half_needs_its_color(new_game: NewGame):
    """107.4f, 601.2h: paying {W/P} with mana needs white mana; blue won't do: with
    {C}{C}{U}, only the 2 life is offered, so it is paid without asking."""
    game = new_game(choices={"phyrexian": ["{W}"]})
    alice = game.players[0]
    [legionnaire] = in_main_phase(game, "Porcelain Legionnaire")
    game.add_mana(alice, "{C}{C}{U}")
    game.cast(legionnaire)
    assert alice.life == 18 and pool(alice) == ["{U}"]
    assert game.chooser.remaining() == {ChoiceKind.PHYREXIAN: ["{W}"]}


def test_hybrid_phyrexian_paid_with_either_color_or_life(new_game: NewGame):
    """107.4f: {W/U/P} can be paid with white mana, blue mana, or 2 life."""
    game = new_game(choices={"phyrexian": ["{U}", "2 life"]})
    alice = game.players[0]
    first, second = in_main_phase(game, "Skyline Herald", "Skyline Herald")
    game.add_mana(alice, "{U}{G}")
    game.cast(first)
    assert pool(alice) == []
    assert alice.life == 20
    game.resolve_stack()
    game.add_mana(alice, "{G}")
    game.cast(second)
    assert pool(alice) == []
    assert alice.life == 18


def test_cannot_pay_more_life_than_you_have(new_game: NewGame):
    """119.4, 118.3: at 1 life a player can't pay 2 life for {W/P}. The cast is refused
    naming 119.4, and the game is unchanged: same hand, pool, life and log."""
    game = new_game(choices={"phyrexian": ["2 life"]}, starting_life=1)
    alice = game.players[0]
    [legionnaire] = in_main_phase(game, "Porcelain Legionnaire")
    game.add_mana(alice, "{C}{C}")
    hand = alice.hand
    mana = alice.mana_pool
    length = len(game.log)
    before = game_state(game)
    with pytest.raises(IllegalActionError) as caught:
        game.cast(legionnaire)
    assert caught.value.rule == "119.4"
    assert "119.4" in str(caught.value)
    assert alice.hand == hand
    assert alice.mana_pool == mana
    assert alice.life == 1
    assert len(game.log) == length
    assert game_state(game) == before
    assert legionnaire.zone is Zone.HAND
    assert game.stack == ()


def test_can_pay_life_equal_to_life_total(new_game: NewGame):
    """119.4: life can be paid if the life total is greater than or *equal to* the amount.
    At 2 life, paying 2 life for {W/P} is allowed; at 0 life the player then loses
    (704.5a)."""
    game = new_game(choices={"phyrexian": ["2 life"]}, starting_life=2)
    alice, bob = game.players
    [legionnaire] = in_main_phase(game, "Porcelain Legionnaire")
    game.add_mana(alice, "{C}{C}")
    game.cast(legionnaire)
    assert alice.life == 0
    assert alice.has_lost
    assert game.winner is bob


def test_insufficient_mana_is_refused_and_changes_nothing(new_game: NewGame):
    """601.2h: partial payments are not allowed and unpayable costs can't be paid. With
    {W} only, {1}{W/B} can't be paid: the cast is refused naming 601.2h, and the hand,
    pool, life and log are as they were."""
    game = new_game()
    alice = game.players[0]
    [thrull] = in_main_phase(game, "Mourning Thrull")
    game.add_mana(alice, "{W}")
    hand = alice.hand
    mana = alice.mana_pool
    length = len(game.log)
    with pytest.raises(IllegalActionError) as caught:
        game.cast(thrull)
    assert caught.value.rule == "601.2h"
    assert "601.2h" in str(caught.value)
    assert alice.hand == hand
    assert alice.mana_pool == mana
    assert alice.life == 20
    assert len(game.log) == length
    assert game.stack == ()
    assert thrull.zone is Zone.HAND


def test_colored_mana_needs_its_color(new_game: NewGame):
    """107.4a, 601.2h: {W}{W} can be paid only with white mana; {W}{B} won't do."""
    game = new_game()
    alice = game.players[0]
    [dawn] = in_main_phase(game, "Double Dawn")
    game.add_mana(alice, "{W}{B}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as caught:
        game.cast(dawn)
    assert caught.value.rule == "601.2h"
    assert game_state(game) == before


def test_colorless_symbol_needs_colorless_mana(new_game: NewGame):
    """107.4c: {C} can be paid only with colorless mana, not with coloured mana."""
    game = new_game()
    alice = game.players[0]
    mote, _ = in_main_phase(game, "Eldrazi Mote", "Eldrazi Mote")
    game.add_mana(alice, "{W}{U}{B}{R}{G}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as caught:
        game.cast(mote)
    assert caught.value.rule == "601.2h"
    assert game_state(game) == before
    game.add_mana(alice, "{C}")
    game.cast(mote)
    assert pool(alice) == ["{B}", "{G}", "{R}", "{U}", "{W}"]


def test_generic_mana_can_be_paid_with_any_type(new_game: NewGame):
    """107.4b: generic {1} and {2} can be paid with any type of mana, coloured or not."""
    game = new_game(choices={"phyrexian": ["{W}"]})
    alice = game.players[0]
    [legionnaire] = in_main_phase(game, "Porcelain Legionnaire")
    game.add_mana(alice, "{R}{G}{W}")
    game.cast(legionnaire)
    assert pool(alice) == []


def test_x_is_paid_as_generic_mana(new_game: NewGame):
    """107.3a, 601.2b: X is announced as the spell is cast (0 or more) and paid as generic
    mana; March of the Canonized with X=2 costs {2}{W}{W}, which {W}{W}{W} can't pay."""
    game = new_game()
    alice = game.players[0]
    [march] = in_main_phase(game, "March of the Canonized")
    game.add_mana(alice, "{W}{W}{W}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as caught:
        game.cast(march, x=2)
    assert caught.value.rule == "601.2h"
    assert game_state(game) == before
    with pytest.raises(IllegalActionError) as caught:
        game.cast(march, x=-1)
    assert caught.value.rule == "601.2b"
    assert game_state(game) == before
    spell = game.cast(march, x=1)
    assert spell.x == 1
    assert pool(alice) == []


def test_snow_symbol_needs_mana_from_a_snow_source(new_game: NewGame):
    """107.4h, 106.3: {S} is paid with mana produced by a snow source; mana from an
    effect isn't; mana from a Snow-Covered Forest is."""
    game = new_game()
    alice = game.players[0]
    [sprite] = in_main_phase(game, "Rime Sprite")
    forest = game.add_card("Snow-Covered Forest", alice)
    game.add_mana(alice, "{G}")
    before = game_state(game)
    with pytest.raises(IllegalActionError) as caught:
        game.cast(sprite)
    assert caught.value.rule == "601.2h"
    assert game_state(game) == before
    game.activate_mana_ability(forest)
    game.cast(sprite)
    assert alice.mana_pool.total == 1
    assert not alice.mana_pool.snow


# --------------------------------------------------------------------------- the pool


def test_mana_pool_empties_at_the_end_of_each_step(new_game: NewGame):
    """106.4: unspent mana stays in the pool through the step, and the pool empties as the
    step ends, here the upkeep."""
    game = new_game()
    alice, bob = game.players
    in_main_phase(game)
    game.next_turn()
    game.next_turn()
    assert game.step is Step.UPKEEP and game.active_player is alice
    game.add_mana(alice, "{W}{B}")
    game.add_mana(bob, "{G}")
    assert pool(alice) == ["{B}", "{W}"]
    game.advance()
    assert game.step is Step.DRAW
    assert alice.mana_pool.total == 0
    assert bob.mana_pool.total == 0
    emptied = {e.player.name: e.mana for e in game.log.events(ManaEmptied)}
    assert emptied == {"Alice": ManaAmount(w=1, b=1), "Bob": ManaAmount(g=1)}


def test_mana_pool_empties_when_the_main_phase_ends(new_game: NewGame):
    """106.4: mana left after paying a cost stays until the step or phase ends; moving
    from the precombat main phase to combat empties it."""
    game = new_game(choices={"hybrid": ["{B}"]})
    alice = game.players[0]
    [thrull] = in_main_phase(game, "Mourning Thrull")
    plains = game.add_card("Plains", alice)
    game.activate_mana_ability(plains)
    game.add_mana(alice, "{B}{C}{U}")
    game.cast(thrull)
    game.resolve_stack()
    assert game.step is Step.MAIN1
    assert pool(alice) == ["{U}", "{W}"]
    game.advance()
    assert game.step is Step.BEGINNING_OF_COMBAT
    assert alice.mana_pool.total == 0


def test_a_snow_permanents_mana_is_snow_with_or_without_effects_in_force(new_game: NewGame):
    """205.4g, 106.3: a Snow-Covered Forest's mana is snow mana and a Forest's is not,
    whether or not a continuous effect is in force (613: the type line read through the
    layers, or the face's own)."""
    game = new_game()
    alice = game.players[0]
    in_main_phase(game)
    snowy, plain = game.add_card("Snow-Covered Forest", alice), game.add_card("Forest", alice)
    for in_force in (False, True):
        if in_force:
            hexproof = Modification(Layer.ABILITY, add_keywords=("hexproof",))
            game.create_effect(plain, [plain], [hexproof])
        assert (snowy.is_snow, plain.is_snow) == (True, False)
        game.activate_mana_ability(snowy)
        game.activate_mana_ability(plain)
        assert alice.mana_pool.snow == ManaAmount(g=1)
        assert alice.mana_pool.ordinary == ManaAmount(g=1)
        snowy.tapped = plain.tapped = False  # set up again for the second time
        alice.mana_pool = EMPTY_POOL


def test_snow_mana_is_kept_for_the_snow_symbol(new_game: NewGame):
    """107.4h, 601.2h: with snow {G} and non-snow {G}, {G}{S} can be paid (the non-snow
    {G} for {G}, the snow {G} for {S}), so the cast must not be refused."""
    game = new_game()
    alice = game.players[0]
    [sprite] = in_main_phase(game, "Frost Sprite")
    forest = game.add_card("Snow-Covered Forest", alice)
    game.activate_mana_ability(forest)
    game.add_mana(alice, "{G}")
    spell = game.cast(sprite)
    assert spell.zone is Zone.STACK
    assert alice.mana_pool.total == 0


def snow_green_and_blue(
    new_game: NewGame, spell: str, **options: object
) -> tuple[Game, GameObject]:
    """Alice in her main phase with ``spell`` in hand and snow {G} and snow {U} in her
    pool, from a Snow-Covered Forest and a Snow-Covered Island."""
    game = new_game(**options)
    alice = game.players[0]
    [card] = in_main_phase(game, spell)
    for land in ("Snow-Covered Forest", "Snow-Covered Island"):
        game.activate_mana_ability(game.add_card(land, alice))
    return game, card


def test_the_player_chooses_which_snow_mana_pays_the_snow_symbol(new_game: NewGame):
    """107.4h, 601.2h: with snow {G} and snow {U} in the pool, the player chooses which pays
    {S}; the other stays. Spending it all, nothing is asked."""
    for answer, left in (("snow {U}", ManaAmount(g=1)), ("snow {G}", ManaAmount(u=1))):
        game, sprite = snow_green_and_blue(new_game, "Rime Sprite", choices={"snow mana": [answer]})
        mark = len(game.log)
        game.cast(sprite)
        assert game.players[0].mana_pool.snow == left
        [asked] = [e.event for e in game.log.since(mark) if isinstance(e.event, ChoiceMade)]
        assert asked.kind == "snow mana" and "107.4h" in asked.prompt
    game, frost = snow_green_and_blue(new_game, "Frost Sprite")
    mark = len(game.log)
    game.cast(frost)
    assert game.players[0].mana_pool.total == 0
    assert not [e for e in game.log.since(mark) if isinstance(e.event, ChoiceMade)]


def test_default_choices_find_the_one_payable_way_through_several_hybrids(
    new_game: NewGame,
) -> None:
    """601.2b: hybrid halves are announced together; the deterministic default picks a
    combination the pool can pay: {W/U}{W/B} from {W}{U} pays {U} then {W}."""
    game = new_game()
    alice = game.players[0]
    spell = game.add_card("Twin Hybrid", alice, "hand")
    game.begin_at(alice, "precombat main")
    game.add_mana(alice, "{W}{U}")
    game.cast(spell)
    assert alice.mana_pool.total == 0
    assert alice.life == 20


def test_default_choices_pay_phyrexian_life_only_when_mana_is_missing(new_game: NewGame) -> None:
    """107.4f: with {W} in the pool, {W/P} is paid with mana; without, with 2 life."""
    game = new_game()
    alice = game.players[0]
    first = game.add_card("Porcelain Legionnaire", alice, "hand")
    second = game.add_card("Porcelain Legionnaire", alice, "hand")
    game.begin_at(alice, "precombat main")
    game.add_mana(alice, "{W}{C}{C}")
    game.cast(first)
    assert alice.life == 20
    game.resolve_stack()
    game.add_mana(alice, "{C}{C}")
    game.cast(second)
    assert alice.life == 18 and alice.mana_pool.total == 0


def test_a_cost_pickled_to_another_process_is_the_same_key_there() -> None:
    """A cost keeps its hash once found (it keys the payment caches), but not through a
    pickle: another process (a simulation's worker) hashes strings differently, so the
    cost it receives must still find the equal one it parsed itself."""
    cost = ManaCost.parse("{2/W}{U}{B/P}")
    hash(cost)
    script = (
        "import pickle, sys\n"
        "from cardhost.model.mana import ManaCost\n"
        "received = pickle.loads(sys.stdin.buffer.read())\n"
        "print({ManaCost.parse('{2/W}{U}{B/P}'): 'found'}.get(received, 'lost'))\n"
    )
    for seed in ("1", "2", "3"):
        ran = subprocess.run(
            [sys.executable, "-c", script],
            input=pickle.dumps(cost),
            capture_output=True,
            env={**os.environ, "PYTHONHASHSEED": seed},
            check=True,
        )
        assert ran.stdout.decode().strip() == "found"
