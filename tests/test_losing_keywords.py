"""``loses``: a creature loses a keyword until end of turn, every instance of it
(613.1f), in timestamp order with the effects that give it (613.7); ``remove_counters``
(122.8); and the importer bringing Forge's ``Debuff`` and ``RemoveCounter``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

GUST = load_card_text(
    """name = "Downdraft Hawk"
mana_cost = "{1}{U}"
types = ["Creature"]
power = 1
toughness = 1
keywords = ["flying"]
oracle = "Flying"
"""
)
GROUNDED = load_card_text(
    """name = "Ground Them"
mana_cost = "{G}"
types = ["Instant"]
oracle = "Target creature loses flying until end of turn."
[spell]
targets = ["target creature"]
effects = [{ loses = "flying", on = "target" }]
"""
)
WINGS = load_card_text(
    """name = "Borrowed Wings"
mana_cost = "{U}"
types = ["Instant"]
oracle = "Target creature gains flying until end of turn."
[spell]
targets = ["target creature"]
effects = [{ gains = "flying", on = "target" }]
"""
)


def cast(game: Game, name: str, target: object) -> None:
    alice = game.players[0]
    game.add_mana(alice, "{G}{U}")
    game.cast(game.add_card(name, alice, "hand"), target=target)
    game.resolve_stack()


def test_loses_every_instance_then_a_later_gain_applies(new_game: NewGame) -> None:
    """613.1f: the Hawk, given flying a second time, loses both; flying given after,
    with a later timestamp (613.7), applies; all end with the turn (514.2)."""
    game = new_game(cards=[GUST, GROUNDED, WINGS])
    alice = game.players[0]
    hawk = game.add_card("Downdraft Hawk", alice)
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Borrowed Wings", hawk)
    cast(game, "Ground Them", hawk)
    assert not hawk.has_keyword("flying")
    cast(game, "Borrowed Wings", hawk)
    assert hawk.has_keyword("flying")
    game.advance_to(Step.MAIN1, game.players[1])
    assert hawk.keyword_count("flying") == 1


DEBUFF = """Name:Gale Breaker
ManaCost:1 G
Types:Creature Elf
PT:1/1
A:AB$ Debuff | Cost$ G | ValidTgts$ Creature | Keywords$ Flying | SpellDescription$ x
Oracle:{G}: Target creature loses flying until end of turn.
"""


def test_the_importer_brings_debuff(tmp_path: Path) -> None:
    [ability] = imported(tmp_path, "gale_breaker.txt", DEBUFF).activated_abilities
    assert [(e.verb, e.name, e.subject) for e in ability.effects] == [("loses", "flying", "target")]


HATCHLING = load_card_text(
    """name = "Ember Hatchling"
mana_cost = "{1}{R}"
types = ["Creature"]
power = 3
toughness = 3
oracle = "{R}: Remove a -1/-1 counter from Ember Hatchling."
[[abilities]]
cost = "{R}"
effects = [{ remove_counters = "-1/-1", on = "this" }]
"""
)


def test_removing_counters(new_game: NewGame) -> None:
    """122.8: one -1/-1 counter removed at a time; with none left, none is removed."""
    game = new_game(cards=[HATCHLING])
    alice = game.players[0]
    hatchling = game.add_card("Ember Hatchling", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_counters(hatchling, "-1/-1", 1)
    for _ in range(2):
        game.add_mana(alice, "{R}")
        game.activate(hatchling, 0)
        game.resolve_stack()
    assert hatchling.counters.get("-1/-1", 0) == 0 and hatchling.power == 3


def test_the_importer_brings_remove_counter(tmp_path: Path) -> None:
    script = (
        "Name:Ember Hatchling\nManaCost:1 R\nTypes:Creature Elemental\nPT:3/3\n"
        "A:AB$ RemoveCounter | Cost$ R | Defined$ Self | CounterType$ M1M1 | CounterNum$ 1 "
        "| SpellDescription$ x\nOracle:{R}: Remove a -1/-1 counter from Ember Hatchling.\n"
    )
    [ability] = imported(tmp_path, "ember_hatchling.txt", script).activated_abilities
    assert [(e.verb, e.name, e.amount) for e in ability.effects] == [
        ("remove_counters", "-1/-1", 1)
    ]
