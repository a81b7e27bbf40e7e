"""A scripted answer names a colour by its letter or its word (105.1), whatever the
choice's options are labelled: "R" chooses red for a protection colour (702.16) as it
does a mana ability's red mana (106.1)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import ChoiceError, Game, Step, load_card_text

NewGame = Callable[..., Game]

GODS_WILLING = load_card_text(
    'name = "Gods Willing"\nmana_cost = "{W}"\ntypes = ["Instant"]\n'
    'oracle = """\nTarget creature you control gains protection from the color of your '
    'choice until end of turn.\nScry 1."""\n'
    '[spell]\ntargets = ["target creature you control"]\n'
    'effects = [{ gains = "protection from the color of your choice", on = "target" }, '
    "{ scry = 1 }]\n"
)


def protected(new_game: NewGame, answer: str) -> Game:
    game = new_game(cards=[GODS_WILLING], choices={"color": [answer]}, library=3)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Gods Willing", alice, "hand"), target=bears)
    game.resolve_stack()
    return game


@pytest.mark.parametrize("answer", ["R", "r", "red", "Red"])
def test_a_colour_is_named_by_its_letter_or_its_word(new_game: NewGame, answer: str) -> None:
    """702.16: Gods Willing's colour answered "R" or "red": protection from red."""
    game = protected(new_game, answer)
    [bears] = game.permanents("Grizzly Bears")
    assert bears.has_keyword("protection from red")


def test_what_names_no_colour_offered_is_refused(new_game: NewGame) -> None:
    with pytest.raises(ChoiceError, match="'Q' is not an option for color"):
        protected(new_game, "Q")
