"""Copy effects (707) as data: a creature that may enter as a copy of another (707.5,
614.1c), with exceptions (707.9b, 707.9d), and tokens that are copies (707.2, 111.1).
A copy has the original's copiable values (its printed face, or what copy effects
made it, 707.3), not its counters or other effects; it enters with what the copied
face enters with, and its enters abilities trigger (707.5)."""

from __future__ import annotations

from collections.abc import Callable

from cardhost import Game, GameObject, Step, load_card_text

NewGame = Callable[..., Game]

SHAPESHIFTER = load_card_text(
    'name = "Mirror Shapeshifter"\nmana_cost = "{3}{U}"\ntypes = ["Creature"]\n'
    'subtypes = ["Shapeshifter"]\npower = 0\ntoughness = 0\n'
    'oracle = "You may have Mirror Shapeshifter enter as a copy of any creature on the '
    'battlefield."\n[enters_as_copy]\nof = "creature"\n'
)
GIANT = load_card_text(
    'name = "Mirror Giant"\nmana_cost = "{4}{U}"\ntypes = ["Artifact", "Creature"]\n'
    'subtypes = ["Shapeshifter"]\npower = 7\ntoughness = 7\n'
    'oracle = "You may have Mirror Giant enter as a copy of any creature on the battlefield, '
    "except it's 7/7 and an Illusion artifact in addition to its other types.\"\n"
    '[enters_as_copy]\nof = "creature"\n'
    'except = { base_pt = "7/7", add_types = ["Artifact"], add_subtypes = ["Illusion"] }\n'
)
OMEN = load_card_text(
    'name = "Wall of Testing"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\n'
    'subtypes = ["Wall"]\npower = 0\ntoughness = 4\nkeywords = ["defender"]\n'
    'oracle = "Defender\\nWhen Wall of Testing enters, draw a card."\n'
    '[[triggers]]\nwhen = "enters"\neffects = [{ draw = 1 }]\n'
)
FORGE = load_card_text(
    'name = "Copy Forge"\nmana_cost = "{2}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "Create a token that\'s a copy of target creature."\n'
    '[spell]\ntargets = ["target creature"]\neffects = [{ create_copy = "target" }]\n'
)
CARDS = [SHAPESHIFTER, GIANT, OMEN, FORGE]


def cast(game: Game, name: str, mana: str, **announced: object) -> None:
    alice = game.players[0]
    game.add_mana(alice, mana)
    game.cast(game.add_card(name, alice, "hand"), **announced)
    game.resolve_stack()


def newest(game: Game, name: str) -> GameObject:
    return game.permanents(name)[-1]


def test_entering_as_a_copy(new_game: NewGame) -> None:
    """707.5: Alice's Shapeshifter enters as a copy of Bob's Wall of Testing: its name,
    0/4, defender, and its enters ability triggers for Alice (707.5); the Wall's
    counters aren't copied (707.2). A saved game keeps what it copies."""
    game = new_game(cards=CARDS, choices={"copy": ["Wall of Testing"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    wall = game.add_card("Wall of Testing", bob)
    game.add_counters(wall, "+1/+1", 2)
    hand = len(alice.hand)
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    copy = newest(game, "Wall of Testing")
    assert copy is not wall and copy.controller is alice
    assert (copy.power, copy.toughness) == (0, 4) and copy.has_keyword("defender")
    assert copy.subtypes == ("Wall",) and len(alice.hand) == hand + 1
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    assert [p.name for p in again.battlefield].count("Wall of Testing") == 2


def test_entering_as_itself(new_game: NewGame) -> None:
    """707.5: "you may": as itself, a 0/0 that dies (704.5f)."""
    game = new_game(cards=CARDS, choices={"copy": ["enter as itself"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Wall of Testing", bob)
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    assert not game.permanents("Mirror Shapeshifter")
    assert [c.name for c in alice.graveyard] == ["Mirror Shapeshifter"]


def test_exceptions_and_a_copy_of_a_copy(new_game: NewGame) -> None:
    """707.9b, 707.9d: the Giant copies the Wall except it's 7/7 and an Illusion artifact
    besides; a Shapeshifter copying the Giant copies those values too (707.3)."""
    game = new_game(cards=CARDS, choices={"copy": ["Wall of Testing"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    wall = game.add_card("Wall of Testing", bob)
    cast(game, "Mirror Giant", "{4}{U}")
    giant = next(p for p in game.permanents("Wall of Testing") if p is not wall)
    assert (giant.power, giant.toughness) == (7, 7)
    assert giant.is_type("Artifact") and set(giant.subtypes) == {"Wall", "Illusion"}
    game.chooser.add("copy", giant)
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    third = next(p for p in game.permanents("Wall of Testing") if p not in (wall, giant))
    assert (third.power, third.toughness) == (7, 7) and third.is_type("Artifact")


def test_a_token_that_is_a_copy(new_game: NewGame) -> None:
    """707.2, 111.1: a token copy of a Shapeshifter that copied a Wall is a Wall (707.3),
    a token; it enters, so its enters ability triggers."""
    game = new_game(cards=CARDS, choices={"copy": ["Wall of Testing"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Wall of Testing", bob)
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    copy = newest(game, "Wall of Testing")
    hand = len(alice.hand)
    cast(game, "Copy Forge", "{2}{U}", target=copy)
    token = newest(game, "Wall of Testing")
    assert (
        token.is_token
        and token.controller is alice
        and (token.power, token.toughness)
        == (
            0,
            4,
        )
    )
    assert len(alice.hand) == hand + 1


def test_populate(new_game: NewGame) -> None:
    """701.36a: a copy of a creature token you control, chosen; 701.36b: with none (a
    nontoken creature doesn't count), nothing."""
    rally = load_card_text(
        'name = "Rally Call"\nmana_cost = "{G}"\ntypes = ["Sorcery"]\n'
        'oracle = "Populate."\n[spell]\neffects = [{ populate = 1 }]\n'
    )
    game = new_game(cards=[*CARDS, rally])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Wall of Testing", alice)
    game.create_token("Servo Token", bob)
    cast(game, "Rally Call", "{G}")
    assert len(game.permanents("Wall of Testing")) == 1 and len(game.permanents("Servo Token")) == 1
    game.create_token("Servo Token", alice)
    cast(game, "Rally Call", "{G}")
    mine = [p for p in game.permanents("Servo Token") if p.controller is alice]
    assert len(mine) == 2 and all(p.is_token for p in mine)


LORD = load_card_text(
    'name = "Test Lord"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\nsubtypes = ["Human"]\n'
    'power = 2\ntoughness = 2\noracle = "Other creatures you control get +1/+1."\n'
    '[[statics]]\naffects = "other creatures you control"\npt = "+1/+1"\n'
)
COUNTER = load_card_text(
    'name = "Hand Counter"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\n'
    'subtypes = ["Elemental"]\npower = "*"\ntoughness = "*"\n'
    "oracle = \"Hand Counter's power and toughness are each equal to the number of cards "
    'in your hand."\n[characteristic_defining]\npower = "the number of cards in your hand"\n'
    'toughness = "the number of cards in your hand"\n'
)


def test_a_copy_has_the_static_abilities_it_copied(new_game: NewGame) -> None:
    """707.2, 604.2: Alice's Shapeshifter entering as a copy of Bob's Test Lord has its
    static ability: Alice's other creatures get +1/+1, and still once Bob's Lord is
    gone; Bob's creatures don't (they aren't Alice's)."""
    game = new_game(cards=[*CARDS, LORD], choices={"copy": ["Test Lord"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    lord = game.add_card("Test Lord", bob)
    elves = game.add_card("Llanowar Elves", alice)
    bears = game.add_card("Grizzly Bears", bob)
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    assert (elves.power, elves.toughness) == (2, 2) and bears.power == 3  # Bob's own Lord
    game.move_to(lord, "exile")
    game.settle()
    assert (elves.power, elves.toughness) == (2, 2) and bears.power == 2


def test_a_copy_counting_a_hand_dies_when_the_hand_empties(new_game: NewGame) -> None:
    """707.2, 604.3, 704.5f: a Shapeshifter entering as a copy of a creature whose power
    and toughness count its controller's hand is that count for Alice, with no other
    effect in force; her hand emptied, its toughness is 0 and it dies."""
    game = new_game(cards=[*CARDS, COUNTER], choices={"copy": ["Hand Counter"]}, library=3)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Island", bob, "hand")  # Bob's is 1/1 too
    original = game.add_card("Hand Counter", bob)
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    copy = newest(game, "Hand Counter")
    assert copy.controller is alice and copy.toughness == 1
    game.move_to(original, "exile")
    game.move_to(bolt, "graveyard")
    game.settle()
    assert copy.zone is None and "Mirror Shapeshifter" in [c.name for c in alice.graveyard]


TURNING = load_card_text(
    'name = "Front Thing"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\n'
    'subtypes = ["Human"]\npower = 2\ntoughness = 2\n'
    'oracle = "{1}: Transform Front Thing."\n'
    '[[abilities]]\ncost = "{1}"\neffects = [{ transform = "this" }]\n'
    '[back]\nname = "Back Thing"\ntypes = ["Creature"]\nsubtypes = ["Horror"]\n'
    'colors = ["green"]\npower = 5\ntoughness = 5\n'
    'oracle = "Other creatures you control get +1/+1."\n'
    '[[back.statics]]\naffects = "other creatures you control"\npt = "+1/+1"\n'
)


def test_a_token_copy_of_a_double_faced_permanent_transforms(new_game: NewGame) -> None:
    """707.8a, 712.8d: a token that is a copy of a double-faced permanent has both faces
    and transforms: Alice's copy of Bob's Front Thing becomes Back Thing, 5/5, and its
    static ability gives her Bears +1/+1; a copy of the game and a saved one have it so."""
    game = new_game(cards=[*CARDS, TURNING])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    original = game.add_card("Front Thing", bob)
    cast(game, "Copy Forge", "{2}{U}", target=original)
    [token] = [p for p in game.battlefield if p.is_token]
    assert token.name == "Front Thing" and token.power == 2
    game.add_mana(alice, "{1}")
    game.activate(token, 0)
    game.resolve_stack()
    assert (token.name, token.power, token.toughness, bears.power) == ("Back Thing", 5, 5, 3)
    assert token.mana_value == 0  # a copy of a back face (202.3b, 712.8e)
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    for twin in (game.copy(), restored):
        [again] = [p for p in twin.battlefield if p.is_token]
        assert (again.name, again.power) == ("Back Thing", 5)


def test_a_token_copy_of_a_transformed_permanent_enters_back_face_up(
    new_game: NewGame,
) -> None:
    """707.8a: a copy of a double-faced permanent with its back face up enters with its
    back face up, and transforms to its front; a Shapeshifter that entered as a copy of
    it isn't double-faced (707.8: the face that was up), nor is a token copy of that."""
    game = new_game(cards=[*CARDS, TURNING], choices={"copy": ["Back Thing"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    original = game.add_card("Front Thing", bob, transformed=True)
    cast(game, "Copy Forge", "{2}{U}", target=original)
    [token] = [p for p in game.battlefield if p.is_token]
    assert token.name == "Back Thing" and token.transformed
    assert token.mana_value == 0 and original.mana_value == 3  # 202.3b, 712.8e
    game.transform(token)
    assert token.name == "Front Thing" and token.power == 2
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    shifter = [p for p in game.battlefield if p.name == "Back Thing" and not p.is_token][-1]
    assert shifter.controller is alice and shifter.power == 5
    cast(game, "Copy Forge", "{2}{U}", target=shifter)
    second = [p for p in game.battlefield if p.is_token][-1]
    assert second.name == "Back Thing" and not second.copied.double_faced  # type: ignore[union-attr]


def test_a_copy_of_a_double_faced_token_takes_the_face_up_now(new_game: NewGame) -> None:
    """707.8, 707.8a: Alice's token copy of Front Thing transforms to Back Thing; a token
    copy of it then enters back face up, double-faced (it transforms to Front Thing), and
    a Shapeshifter entering as a copy of it is a Back Thing that isn't double-faced. (The
    first token, a Back Thing, gives the others +1/+1.)"""
    game = new_game(cards=[*CARDS, TURNING], choices={"copy": ["Back Thing"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    [token] = game.create_token_copies(game.add_card("Front Thing", bob), alice)
    game.transform(token)
    [second] = game.create_token_copies(token, alice)
    assert (second.name, second.power, second.transformed) == ("Back Thing", 5 + 1, True)
    game.transform(second)
    assert (second.name, second.power) == ("Front Thing", 2 + 1)
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    [shifter] = [p for p in game.battlefield if not p.is_token and p.owner is alice]
    assert (shifter.name, shifter.power) == ("Back Thing", 5 + 1)
    assert not shifter.copied.double_faced  # type: ignore[union-attr]


MORPH_BEAST = load_card_text(
    'name = "Morph Beast"\nmana_cost = "{3}{G}{G}"\ntypes = ["Creature"]\n'
    'subtypes = ["Beast"]\npower = 5\ntoughness = 5\nmorph = "{G}"\n'
    'keywords = ["trample"]\noracle = "Trample\\nMorph {G}"\n'
)


def test_a_copy_of_a_face_down_spell_has_its_face_down_values(new_game: NewGame) -> None:
    """707.2, 708.2: a face-down spell's copiable values are those its face-down status
    gives it: Bob's copy of Alice's face-down Morph Beast is a face-up spell with no name,
    2/2, no text and mana value 0, and it becomes such a token, which can't be turned
    face up (the hidden card stays hidden)."""
    game = new_game(cards=[MORPH_BEAST])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}")
    spell = game.cast(game.add_card("Morph Beast", alice, "hand"), face_down=True)
    copy = game.copy_spell(spell, bob)
    again = game.copy_spell(copy, alice)  # a copy of the copy: its values (707.3)
    for each in (copy, again):
        assert (each.name, each.power, each.toughness, each.mana_value) == ("", 2, 2, 0)
        assert not each.face_down and not each.keywords
    game.resolve_stack()
    tokens = [p for p in game.battlefield if p.is_token]
    assert {t.controller.name for t in tokens} == {"Alice", "Bob"}
    for token in tokens:
        assert not token.face_down
        assert (token.name, token.power, token.toughness) == ("", 2, 2) and not token.keywords
    [beast] = [p for p in game.battlefield if not p.is_token]
    assert beast.face_down and beast.face_up.name == "Morph Beast"


def test_a_token_copy_of_a_back_face_has_mana_value_zero(new_game: NewGame) -> None:
    """202.3b, 712.8e: a copy of the back face of a transforming double-faced permanent
    has mana value 0, even a token copy that is itself double-faced; the permanent it
    copies has its front face's."""
    game = new_game(cards=[*CARDS, TURNING])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    original = game.add_card("Front Thing", bob, transformed=True)
    [token] = game.create_token_copies(original, alice)
    assert token.name == "Back Thing" and token.transformed
    assert (token.mana_value, original.mana_value) == (0, 3)
    game.transform(token)
    assert token.name == "Front Thing" and token.mana_value == 3
