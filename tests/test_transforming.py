"""Transforming double-faced cards as data (712, 701.27): ``transform = "this"``, and the
intervening "if" clauses of the werewolves (603.4): "if no spells were cast last turn",
"if a player cast two or more spells last turn", counted per turn and saved."""

from __future__ import annotations

from collections.abc import Callable

from test_copies import TURNING

from cardhost import Game, Step, load_card_text

NewGame = Callable[..., Game]

HUNTER = load_card_text(
    'name = "Moon Stalker"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\n'
    'subtypes = ["Human", "Werewolf"]\npower = 2\ntoughness = 2\n'
    'oracle = "At the beginning of each upkeep, if no spells were cast last turn, transform '
    'Moon Stalker."\n[[triggers]]\nwhen = "upkeep"\nwhose = "each"\n'
    'if = "no spells were cast last turn"\neffects = [{ transform = "this" }]\n'
    '[back]\nname = "Moon Howler"\ntypes = ["Creature"]\nsubtypes = ["Werewolf"]\n'
    'colors = ["green"]\npower = 4\ntoughness = 4\n'
    'oracle = "At the beginning of each upkeep, if a player cast two or more spells last '
    'turn, transform Moon Howler."\n[[back.triggers]]\nwhen = "upkeep"\nwhose = "each"\n'
    'if = "a player cast two or more spells last turn"\neffects = [{ transform = "this" }]\n'
)
SPARK = load_card_text(
    'name = "Little Spark"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
    'oracle = "Little Spark deals 1 damage to any target."\n[spell]\n'
    'targets = ["any target"]\neffects = [{ damage = 1, to = "target" }]\n'
)


def test_a_werewolf_transforms_and_back(new_game: NewGame) -> None:
    """603.4: with no spell cast in Alice's turn, the Stalker transforms in Bob's upkeep
    (the back face's characteristics, 712.8e); Bob casting two spells in his turn turns it
    back in Alice's next upkeep; one spell would not have. A saved game keeps the counts."""
    game = new_game(cards=[HUNTER, SPARK])
    alice, bob = game.players
    stalker = game.add_card("Moon Stalker", alice)
    game.begin_at(alice, Step.MAIN1)
    game.advance_to(Step.UPKEEP, bob)
    game.resolve_stack()
    assert stalker.name == "Moon Howler" and stalker.power == 4
    game.advance_to(Step.MAIN1, bob)
    game.add_mana(bob, "{R}{R}")
    for _ in range(2):
        game.cast(game.add_card("Little Spark", bob, "hand"), target=alice)
        game.resolve_stack()
    assert game.spells_this_turn == (0, 2)
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    for played in (game, restored):
        played.advance_to(Step.UPKEEP, played.players[0])
        played.resolve_stack()
        [it] = [p for p in played.battlefield if p.controller is played.players[0]]
        assert it.name == "Moon Stalker"
    game.advance_to(Step.MAIN1, alice)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Little Spark", alice, "hand"), target=bob)
    game.resolve_stack()
    game.advance_to(Step.UPKEEP, bob)
    game.resolve_stack()
    assert stalker.name == "Moon Stalker"  # a spell was cast last turn: no transforming


def test_an_ability_of_a_permanent_that_transformed_since_is_ignored(
    new_game: NewGame,
) -> None:
    """701.27f: two activations of "{1}: Transform Front Thing." on the stack; the first
    to resolve transforms it, and the second, put on the stack before that, is ignored:
    it stays Back Thing, in a saved game too."""
    game = new_game(cards=[TURNING])
    alice = game.players[0]
    thing = game.add_card("Front Thing", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}")
    game.activate(thing, 0)
    game.activate(thing, 0)
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    for each in (game, again):
        each.resolve_stack()
        assert [p.name for p in each.battlefield] == ["Back Thing"]
