"""Exiling a permanent and returning it to the battlefield (a new object, 400.7) as
data: ``{ exile = "target", then_return = "owner" }`` ("Exile target creature you
control, then return that card to the battlefield under its owner's control.") and,
with ``return_at``, by a delayed triggered ability ("Return that card to the battlefield
under its owner's control at the beginning of the next end step.", 603.7) that returns
that card only if it is still in exile (603.7c). A token exiled ceases to exist and
doesn't return (111.7, 704.5d)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, PermanentEntered, Step, load_card_text

NewGame = Callable[..., Game]

SHIFT = load_card_text(
    'name = "Cloud Step"\nmana_cost = "{W}"\ntypes = ["Instant"]\n'
    'oracle = "Exile target creature you control, then return that card to the battlefield '
    'under your control."\n'
    '[spell]\ntargets = ["target creature you control"]\n'
    'effects = [{ exile = "target", then_return = "you" }]\n'
)
WISP = load_card_text(
    'name = "Flicker Wisp"\nmana_cost = "{1}{W}{W}"\ntypes = ["Creature"]\nsubtypes = ["Spirit"]\n'
    'power = 3\ntoughness = 1\nkeywords = ["flying"]\n'
    'oracle = "Flying\\nWhen Flicker Wisp enters the battlefield, exile another target '
    "permanent. Return that card to the battlefield under its owner's control at the "
    'beginning of the next end step."\n'
    '[[triggers]]\nwhen = "enters"\ntargets = ["another target permanent"]\n'
    'effects = [{ exile = "target", then_return = "owner", '
    'return_at = "the beginning of the next end step" }]\n'
)
CARDS = [SHIFT, WISP]


def test_exiled_and_returned_at_once_a_new_object(new_game: NewGame) -> None:
    """400.7: the Bears return at once as a new object, their damage gone; entering
    again, they are a PermanentEntered."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    bears.damage = 1
    entered = len(game.log.events(PermanentEntered))
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Cloud Step", alice, "hand"), target=bears)
    game.resolve_stack()
    [again] = game.permanents("Grizzly Bears")
    assert again is not bears and again.damage == 0 and again.controller is alice
    assert len(game.log.events(PermanentEntered)) == entered + 1


def test_returned_at_the_next_end_step_under_its_owner(new_game: NewGame) -> None:
    """603.7: Bob's Bears exiled by Flicker Wisp's ability come back at the beginning of
    the end step, under Bob's control."""
    game = new_game(cards=CARDS, choices={"target": ["Grizzly Bears"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", bob)
    game.put_onto_battlefield(game.add_card("Flicker Wisp", alice, "hand"))
    game.resolve_stack()
    assert bears.zone is None and not game.permanents("Grizzly Bears")
    game.advance_to(Step.END)
    game.resolve_stack()
    [back] = game.permanents("Grizzly Bears")
    assert back.controller is bob


def test_not_returned_if_it_left_exile_or_was_a_token(new_game: NewGame) -> None:
    """603.7c: the exiled card put elsewhere before the end step isn't returned; 111.7:
    a token exiled stays in exile, then ceases to exist (704.5d), and never returns."""
    game = new_game(cards=CARDS, choices={"target": ["Grizzly Bears"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Grizzly Bears", bob)
    game.put_onto_battlefield(game.add_card("Flicker Wisp", alice, "hand"))
    game.resolve_stack()
    [exiled] = [c for c in game.exile_zone if c.name == "Grizzly Bears"]
    game.return_to_hand(exiled)
    game.advance_to(Step.END)
    game.resolve_stack()
    assert not game.permanents("Grizzly Bears")
    [token] = game.create_token("Grizzly Bears", alice)
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Cloud Step", alice, "hand"), target=token)
    game.resolve_stack()
    assert not game.permanents("Grizzly Bears")


@pytest.mark.parametrize(
    ("effect", "targets", "problem"),
    [
        ('{ exile = "target", then_return = "nobody" }', '["target creature"]', "then_return"),
        (
            '{ exile = "target", then_return = "you" }',
            '["target card in a graveyard"]',
            "returns a permanent",
        ),
        ('{ exile = "target", return_at = "end of combat" }', '["target creature"]', "then_return"),
    ],
)
def test_a_bad_return_names_its_key(effect: str, targets: str, problem: str) -> None:
    with pytest.raises(CardFileError, match=problem):
        load_card_text(
            'name = "Bad Step"\nmana_cost = "{W}"\ntypes = ["Instant"]\noracle = "Bad."\n'
            f"[spell]\ntargets = {targets}\neffects = [{effect}]\n"
        )


def test_exiling_itself_until_the_next_end_step(new_game: NewGame) -> None:
    """603.7, 400.7: "{U}: Exile this creature. Return it to the battlefield under its
    owner's control at the beginning of the next end step.": gone at once, back then as a
    new object, its +1/+1 counter not with it."""
    phaser = load_card_text(
        'name = "Phase Serpent"\nmana_cost = "{3}{U}"\ntypes = ["Creature"]\npower = 2\n'
        'toughness = 2\noracle = "{U}: Exile Phase Serpent. Return it to the battlefield '
        "under its owner's control at the beginning of the next end step.\"\n"
        '[[abilities]]\ncost = "{U}"\neffects = [{ exile = "this", then_return = "owner", '
        'return_at = "the beginning of the next end step" }]\n'
    )
    game = new_game(cards=[phaser])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    serpent = game.add_card("Phase Serpent", alice)
    game.add_counters(serpent, "+1/+1", 1)
    game.add_mana(alice, "{U}")
    game.activate(serpent)
    game.resolve_stack()
    assert not game.permanents("Phase Serpent") and serpent.zone is None
    game.advance_to(Step.END)
    game.resolve_stack()
    [back] = game.permanents("Phase Serpent")
    assert back is not serpent and not back.counters and back.controller is alice
