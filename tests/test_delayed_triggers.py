"""Delayed triggered abilities (603.7), as data: an instruction's ``at``. "Draw a card at
the beginning of the next turn's upkeep", "Return it to its owner's hand at the beginning
of the next end step" (on the objects it was made for, while they stay where they were,
603.7c), "destroy it at end of combat" (511.2). Each triggers once (603.7b)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, game_state, load_card_text

NewGame = Callable[..., Game]

RAGE = load_card_text(
    'name = "Slow Rage"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature gets +1/+1 until end of turn.\\nDraw a card at the beginning '
    'of the next turn\'s upkeep."\n[spell]\ntargets = ["target creature"]\n'
    'effects = [{ gets = "+1/+1", on = "target" }, '
    '{ draw = 1, at = "the beginning of the next turn\'s upkeep" }]\n'
)
ROD = load_card_text(
    'name = "Recall Rod"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    "oracle = \"{1}: Target creature gets +2/+2 until end of turn. Return it to its owner's "
    'hand at the beginning of the next end step."\n[[abilities]]\ncost = "{1}"\n'
    'targets = ["target creature"]\neffects = [{ gets = "+2/+2", on = "target" }, '
    '{ return_to_hand = "target", at = "the beginning of the next end step" }]\n'
)
WALL = load_card_text(
    'name = "Cinder Barrier"\nmana_cost = "{R}"\ntypes = ["Creature"]\npower = 3\n'
    'toughness = 3\nkeywords = ["defender"]\n'
    'oracle = "Defender\\nWhen Cinder Barrier blocks, destroy it at end of combat."\n'
    '[[triggers]]\nwhen = "blocks"\neffects = [{ destroy = "this", at = "end of combat" }]\n'
)
CARDS = [RAGE, ROD, WALL]


def test_draw_at_the_beginning_of_the_next_turns_upkeep(new_game: NewGame) -> None:
    """603.7: Alice draws not now but as Bob's upkeep begins (the next turn's), once."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Slow Rage", alice, "hand"), targets=[bears])
    game.resolve_stack()
    assert len(alice.hand) == 0
    game.next_turn()
    game.advance_to(Step.DRAW)
    assert len(alice.hand) == 1
    game.next_turn()
    game.advance_to(Step.MAIN1)
    assert len(alice.hand) == 2  # her own draw step's card only


def test_return_it_at_the_beginning_of_the_next_end_step(new_game: NewGame) -> None:
    """603.7c: the Bears return to Alice's hand as the end step begins; Elves made 4/3
    that died before then stay in the graveyard: the ability does nothing to them."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    rod = game.add_card("Recall Rod", alice)
    bears = game.add_card("Grizzly Bears", alice)
    elves = game.add_card("Llanowar Elves", alice)
    game.begin_at(alice, Step.MAIN1)
    for creature in (bears, elves):
        game.add_mana(alice, "{1}")
        game.activate(rod, targets=[creature])
        game.resolve_stack()
    game.destroy(elves)
    game.advance_to(Step.END)
    game.resolve_stack()
    assert [c.name for c in alice.hand] == ["Grizzly Bears"]
    assert [c.name for c in alice.graveyard] == ["Llanowar Elves"]


def test_destroy_it_at_end_of_combat_in_a_saved_game(new_game: NewGame) -> None:
    """511.2, 603.7: the Barrier blocks and survives the damage; at end of combat it is
    destroyed. A game saved during combat damage keeps the delayed ability."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    barrier = game.add_card("Cinder Barrier", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({bears: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({barrier: bears})
    game.resolve_stack()
    assert game.delayed_triggers
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    assert game_state(restored) == game_state(game)
    for played in (game, restored):
        played.advance_to(Step.END_OF_COMBAT)
        played.resolve_stack()
        assert not played.permanents("Cinder Barrier")
        assert not played.delayed_triggers


def test_a_moment_not_known_is_named() -> None:
    with pytest.raises(CardFileError, match="at"):
        load_card_text(
            'name = "Odd Draw"\nmana_cost = "{U}"\ntypes = ["Instant"]\noracle = "Odd."\n'
            '[spell]\neffects = [{ draw = 1, at = "teatime" }]\n'
        )


SHIELD_ROD = load_card_text(
    'name = "Shield Rod"\nmana_cost = "{6}"\ntypes = ["Artifact"]\n'
    'oracle = "{2}: Prevent the next 1 damage that would be dealt to any target this turn. '
    "Return Shield Rod to its owner's hand at the beginning of the next end step.\"\n"
    '[[abilities]]\ncost = "{2}"\ntargets = ["any target"]\n'
    'effects = [{ prevent = 1, to = "target" }, '
    '{ return_to_hand = "this", at = "the beginning of the next end step" }]\n'
)


def test_this_returns_though_the_target_is_gone(new_game: NewGame) -> None:
    """603.7c: the delayed instruction is about the Rod itself, not the Bears it
    shielded; with the Bears gone, the Rod still returns to Alice's hand."""
    game = new_game(cards=[SHIELD_ROD])
    alice = game.players[0]
    rod = game.add_card("Shield Rod", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}")
    game.activate(rod, targets=[bears])
    game.resolve_stack()
    game.destroy(bears)
    game.advance_to(Step.END)
    game.resolve_stack()
    assert [c.name for c in alice.hand] == ["Shield Rod"]
