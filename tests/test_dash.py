"""Dash (702.109a): cast from a hand for its dash cost rather than its mana cost, the
permanent has haste and returns to its owner's hand at the beginning of the next end
step. A card file's ``dash``; a ``Cast`` with ``dashed``; the importer's K:Dash."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import Cast, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

RAIDER = load_card_text(
    'name = "Dash Raider"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\npower = 3\n'
    'toughness = 2\noracle = "Dash {1}{R} (You may cast this spell for its dash cost. If '
    "you do, it gains haste, and it's returned from the battlefield to its owner's hand at "
    'the beginning of the next end step.)"\ndash = "{1}{R}"\n'
)


def test_dashed_haste_then_back_to_hand(new_game: NewGame) -> None:
    """702.109a: {1}{R} paid, not {3}{R}; haste; at the end step back in Alice's hand.
    The legal actions list the dash cast; the waiting return is kept in a saved game."""
    game = new_game(cards=[RAIDER])
    alice = game.players[0]
    raider = game.add_card("Dash Raider", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}")
    dash = Cast(raider.id, "Dash Raider", dashed=True)
    assert dash in game.legal_actions() and Cast(raider.id, "Dash Raider") not in (
        game.legal_actions()
    )
    game.apply(dash)
    game.resolve_stack()
    [permanent] = game.permanents("Dash Raider")
    assert permanent.has_keyword("haste") and not alice.mana_pool.total
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    game.advance_to(Step.END)
    game.resolve_stack()
    assert not game.permanents("Dash Raider")
    assert [c.name for c in game.players[0].hand] == ["Dash Raider"]


def test_cast_normally_no_haste_and_it_stays(new_game: NewGame) -> None:
    game = new_game(cards=[RAIDER])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}{R}")
    game.cast(game.add_card("Dash Raider", alice, "hand"))
    game.resolve_stack()
    game.advance_to(Step.END)
    game.resolve_stack()
    [permanent] = game.permanents("Dash Raider")
    assert not permanent.has_keyword("haste")


def test_one_alternative_cost(new_game: NewGame) -> None:
    """118.9a: dash and evoke can't both be paid; a card without dash has none."""
    game = new_game(cards=[RAIDER])
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}{R}")
    with pytest.raises(IllegalActionError, match=r"702\.109a"):
        game.cast(bears, dashed=True)


def test_dash_with_kicker_is_offered_but_not_face_down(new_game: NewGame) -> None:
    """118.8a, 118.9d: a kicker may be paid with a dash cost, and the listing offers it;
    118.9a, 702.37c: casting face down is {3} rather than its mana cost, an alternative
    cost of its own, so not with dash."""
    game = new_game(cards=[DASHER])
    alice = game.players[0]
    dasher = game.add_card("Masked Dasher", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}{R}")
    casts = [a for a in game.legal_actions() if isinstance(a, Cast) and a.card == dasher.id]
    dashes = sorted((a.kicked, a.face_down) for a in casts if a.dashed)
    assert dashes == [(False, False), (True, False)]
    with pytest.raises(IllegalActionError, match=r"118\.9a"):
        game.cast(dasher, face_down=True, dashed=True)
    game.apply(Cast(dasher.id, "Masked Dasher", kicked=True, dashed=True))
    game.resolve_stack()
    [permanent] = game.permanents("Masked Dasher")
    assert permanent.kicked and permanent.has_keyword("haste")


DASHER = load_card_text(
    'name = "Masked Dasher"\nmana_cost = "{3}{R}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "Kicker {1}\\nDash {R}\\nMorph {2}{R}"\nkicker = "{1}"\n'
    'dash = "{R}"\nmorph = "{2}{R}"\n'
)


SCOUT = """Name:Dash Scout
ManaCost:2 R
Types:Creature Goblin Scout
PT:1/1
K:Dash:R
Oracle:Dash {R} (You may cast this spell for its dash cost. If you do, it gains haste, \
and it's returned from the battlefield to its owner's hand at the beginning of the next \
end step.)
"""


def test_the_importer_brings_dash(tmp_path: Path) -> None:
    assert str(imported(tmp_path, "dash_scout.txt", SCOUT).dash) == "{R}"
