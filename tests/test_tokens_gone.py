"""A token that has left the battlefield can't move to another zone or come back onto
the battlefield: it stays where it is until state-based actions end it (111.8, 704.5d);
it is no card (111.1), so nothing that asks for a card offers it."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import CardDrawn, Choice, Game, Step, ZoneChanged, load_card_text
from cardhost.kernel.choices import option_label

NewGame = Callable[..., Game]

SWAP_OUT = load_card_text(
    'name = "Swap Out"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    "oracle = \"Return target creature you control to its owner's hand. You may put a "
    'creature card from your hand onto the battlefield."\n'
    '[spell]\ntargets = ["target creature you control"]\n'
    'effects = [{ return_to_hand = "target" }, { put_from_hand = "creature card", may = true }]\n'
)


def tucked(verb: str) -> object:
    """ "Put target creature on top of its owner's library. Its controller <verb>s a
    card." """
    return load_card_text(
        f'name = "Tuck and {verb.capitalize()}"\nmana_cost = "{{U}}"\ntypes = ["Instant"]\n'
        "oracle = \"Put target creature on top of its owner's library. Its controller "
        f'{verb}s a card."\n[spell]\ntargets = ["target creature"]\n'
        'effects = [{ to_library = "target", position = "top" }, '
        f'{{ {verb} = 1, player = "the target\'s controller" }}]\n'
    )


def test_a_token_returned_to_a_hand_is_no_creature_card_to_put(new_game: NewGame) -> None:
    """111.1, 111.8: Alice returns her Servo to her hand; "you may put a creature card
    from your hand onto the battlefield" doesn't offer it (her Grizzly Bears card it
    does), and the Servo ceases to exist in her hand."""
    game = new_game(cards=[SWAP_OUT])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    [servo] = game.create_token("Servo Token", alice)
    game.add_card("Grizzly Bears", alice, "hand")
    offered: list[list[str]] = []

    class Watching:
        def choose(self, choice: Choice) -> object:
            if choice.kind == "put":
                offered.append([option_label(o) for o in choice.options])
            return choice.options[-1]  # none, where one may

    game.chooser = Watching()
    game.add_mana(alice, "{U}")
    game.cast(game.add_card("Swap Out", alice, "hand"), target=servo)
    game.resolve_stack()
    [options] = offered
    assert options[0] == "Grizzly Bears" and not any("Servo" in o for o in options)
    assert not game.permanents("Servo Token") and [c.name for c in alice.hand] == ["Grizzly Bears"]


def test_a_token_put_on_a_library_is_not_drawn_nor_milled(new_game: NewGame) -> None:
    """111.8: Bob's Servo put on top of his library stays there: his draw draws nothing
    (no card drawn, none from under it) and his mill mills nothing; then it ceases to
    exist (704.5d) and his library is as it was."""
    for verb in ("draw", "mill"):
        game = new_game(cards=[tucked(verb)])
        alice, bob = game.players
        game.begin_at(alice, Step.MAIN1)
        [servo] = game.create_token("Servo Token", bob)
        library = list(bob.library)
        game.add_mana(alice, "{U}")
        game.cast(game.add_card(f"Tuck and {verb.capitalize()}", alice, "hand"), target=servo)
        game.resolve_stack()
        assert bob.hand == () and bob.graveyard == () and list(bob.library) == library
        assert not game.log.events(CardDrawn)
        moves = [
            (e.from_zone, e.to_zone) for e in game.log.events(ZoneChanged) if e.object.is_token
        ]
        assert moves == [("battlefield", "library"), ("library", "nowhere")]
