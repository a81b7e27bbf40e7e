"""Madness (702.35a): discarded, the card is exiled instead; its owner may then cast it
for its madness cost (activating mana abilities first, 608.2g), or put it into their
graveyard. A card file's ``madness`` key; the importer's K:Madness."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import ChoiceKind, Discarded, Game, SpellCast, Step, load_card_text

NewGame = Callable[..., Game]

FIEND = load_card_text(
    'name = "Frenzied Fiend"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\npower = 3\n'
    'toughness = 2\noracle = "Madness {R} (If you discard this card, discard it into exile. '
    'When you do, cast it for its madness cost or put it into your graveyard.)"\n'
    'madness = "{R}"\n'
)


def discard_fiend(game: Game) -> None:
    alice = game.players[0]
    fiend = game.add_card("Frenzied Fiend", alice, "hand")
    game.discard(alice, card=fiend)


def test_discarded_into_exile_then_cast_for_its_madness_cost(new_game: NewGame) -> None:
    """702.35a: exiled, not in the graveyard; cast for {R} from the pool, it resolves."""
    game = new_game(cards=[FIEND], choices={"cast": ["cast Frenzied Fiend for {R}"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    discard_fiend(game)
    [discarded] = game.log.events(Discarded)
    assert discarded.madness and discarded.to_zone == "exile" and not alice.graveyard
    game.resolve_stack()
    assert game.permanents("Frenzied Fiend") and not alice.mana_pool.total
    assert [e.spell.name for e in game.log.events(SpellCast)] == ["Frenzied Fiend"]


def test_mana_abilities_first_then_cast(new_game: NewGame) -> None:
    """608.2g: no mana in the pool; the Mountain is tapped for {R} as the ability
    resolves, and then the spell is cast."""
    game = new_game(
        cards=[FIEND],
        choices={"cast": ["activate Mountain: {T}: Add {R}.", "cast Frenzied Fiend for {R}"]},
    )
    alice = game.players[0]
    mountain = game.add_card("Mountain", alice)
    game.begin_at(alice, Step.MAIN1)
    discard_fiend(game)
    game.resolve_stack()
    assert mountain.tapped and game.permanents("Frenzied Fiend")


def test_not_cast_it_goes_to_the_graveyard(new_game: NewGame) -> None:
    """702.35a: "If that player doesn't, they put this card into their graveyard." With
    no mana, casting isn't offered."""
    game = new_game(cards=[FIEND])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    discard_fiend(game)
    game.resolve_stack()
    assert [c.name for c in alice.graveyard] == ["Frenzied Fiend"] and not game.exile_zone
    [asked] = [c for c in game.chooser.asked if c.kind is ChoiceKind.CAST] or [None]
    assert asked is None or list(asked.options) == ["don't cast it"]


ROGUE = """Name:Mad Rogue
ManaCost:2 B
Types:Creature Human Rogue
PT:2/2
K:Madness:1 B
Oracle:Madness {1}{B} (If you discard this card, discard it into exile. When you do, cast \
it for its madness cost or put it into your graveyard.)
"""


def test_the_importer_brings_madness(tmp_path: Path) -> None:
    face = imported(tmp_path, "mad_rogue.txt", ROGUE)
    assert str(face.madness) == "{1}{B}"


def test_a_spell_cast_for_its_madness_cost_may_be_kicked(new_game: NewGame) -> None:
    """702.35a, 702.33a, 118.9d: cast for its madness cost, a card may be kicked too, its
    kicker paid with the madness cost: {R} and {2}, and it enters with its counters."""
    fiend = load_card_text(
        'name = "Kicker Fiend"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\npower = 3\n'
        'toughness = 2\noracle = "Kicker {2}\\nIf this creature was kicked, it enters with two '
        '+1/+1 counters on it.\\nMadness {R}"\nkicker = "{2}"\nmadness = "{R}"\n'
        '[enters_with_counters]\n"+1/+1" = 2\nif = "it was kicked"\n'
    )
    game = new_game(cards=[fiend], choices={"cast": ["cast Kicker Fiend for {R}, kicked: {2}"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}")
    game.discard(alice, card=game.add_card("Kicker Fiend", alice, "hand"))
    game.resolve_stack()
    [permanent] = game.permanents("Kicker Fiend")
    assert permanent.counters == {"+1/+1": 2} and alice.mana_pool.total == 0
