"""The colours of mana spent to cast a spell (106.1b): sunburst (702.44a) counts them as
its permanent enters; converge (207.2c), "the number of colors of mana spent to cast
this spell", as the spell resolves."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

GOLEM = load_card_text(
    'name = "Prism Golem"\nmana_cost = "{4}"\ntypes = ["Artifact", "Creature"]\npower = 0\n'
    'toughness = 0\noracle = "Sunburst (This enters with a +1/+1 counter on it for each '
    'color of mana spent to cast it.)"\nkeywords = ["sunburst"]\n'
)
CHARGE = load_card_text(
    'name = "Prism Bauble"\nmana_cost = "{3}"\ntypes = ["Artifact"]\n'
    'oracle = "Sunburst (This enters with a charge counter on it for each color of mana '
    'spent to cast it.)"\nkeywords = ["sunburst"]\n'
)
SPECTRUM = load_card_text(
    'name = "Spectrum Study"\nmana_cost = "{4}"\ntypes = ["Sorcery"]\n'
    'oracle = "Converge \\u2014 Draw X cards, where X is the number of colors of mana spent '
    'to cast this spell."\n'
    '[spell]\neffects = [{ draw = "X", x = "the number of colors of mana spent to cast '
    'this spell" }]\n'
)
CARDS = [GOLEM, CHARGE, SPECTRUM]


def test_sunburst_a_counter_for_each_colour(new_game: NewGame) -> None:
    """702.44a: {W}{U}{U} and {C}: two colours, two +1/+1 counters on the creature, and
    charge counters on a noncreature."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}{U}{U}{C}")
    game.cast(game.add_card("Prism Golem", alice, "hand"))
    game.resolve_stack()
    [golem] = game.permanents("Prism Golem")
    assert golem.counters == {"+1/+1": 2}
    game.add_mana(alice, "{R}{G}{B}")
    game.cast(game.add_card("Prism Bauble", alice, "hand"))
    game.resolve_stack()
    [bauble] = game.permanents("Prism Bauble")
    assert bauble.counters == {"charge": 3}


def test_sunburst_not_cast_none(new_game: NewGame) -> None:
    """702.44a: put onto the battlefield, not from the stack: no counters; a 0/0 dies."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bauble = game.put_onto_battlefield(game.add_card("Prism Bauble", alice, "hand"))
    assert bauble is not None and not bauble.counters


def test_converge_counts_the_colours_spent(new_game: NewGame) -> None:
    """207.2c: {G}{G}{R}{C} spent: two colours, two cards drawn."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}{G}{R}{C}")
    before = len(alice.hand)
    game.cast(game.add_card("Spectrum Study", alice, "hand"))
    game.resolve_stack()
    assert len(alice.hand) == before + 2


TRICK = """Name:Prism Trick
ManaCost:3 U
Types:Instant
A:SP$ Draw | Cost$ 3 U | NumCards$ X | SpellDescription$ x
SVar:X:Count$Converge
Oracle:Converge — Draw X cards, where X is the number of colors of mana spent to cast \
this spell.
"""


def test_the_importer_brings_converge(tmp_path: Path) -> None:
    spell = imported(tmp_path, "prism_trick.txt", TRICK).spell
    assert spell is not None
    [draw] = spell.effects
    assert draw.count is not None and str(draw.count) == (
        "the number of colors of mana spent to cast this spell"
    )
