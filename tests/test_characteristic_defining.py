"""Characteristic-defining abilities as data (604.3, 613.4a): Crusader of Odric's power
and toughness are each equal to the number of creatures its controller controls, in
every zone, before the effects that set or change them (613.4b-c), and as it last
existed once it has left (608.2h)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardFileError,
    Game,
    GameObject,
    Layer,
    Modification,
    Step,
    ZoneChanged,
    load_card_text,
)

NewGame = Callable[..., Game]
CRUSADER = "Crusader of Odric"


def among_bears(new_game: NewGame, bears: int) -> tuple[Game, GameObject]:
    """Alice's Crusader on the battlefield with ``bears`` Grizzly Bears of hers, in her
    precombat main phase."""
    game = new_game()
    alice = game.players[0]
    crusader = game.add_card(CRUSADER, alice)
    for _ in range(bears):
        game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    return game, crusader


def test_it_counts_its_controllers_creatures_in_every_zone(new_game: NewGame) -> None:
    """604.3: in Alice's hand it is 1/1 beside one creature of hers, 0/0 with none; on
    the battlefield it counts itself; Bob's creatures never count."""
    game = new_game()
    alice, bob = game.players
    crusader = game.add_card(CRUSADER, alice, "hand")
    game.add_card("Grizzly Bears", bob)
    assert (crusader.power, crusader.toughness) == (0, 0)
    game.add_card("Grizzly Bears", alice)
    assert (crusader.power, crusader.toughness) == (1, 1)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{W}")
    game.cast(crusader)
    game.resolve_stack()
    (crusader,) = game.permanents(CRUSADER)
    assert (crusader.power, crusader.toughness) == (2, 2)
    game.add_card("Llanowar Elves", alice)
    assert crusader.power == 3
    game.destroy(game.permanents("Llanowar Elves")[0])
    assert crusader.power == 2


def test_effects_that_set_and_change_it_apply_after_the_count(new_game: NewGame) -> None:
    """613.4a-c: the count (7a), then an effect setting it to 1/1 (7b), then Glorious
    Anthem's +1/+1 and a +1/+1 counter (7c): 3/3 whatever the count."""
    game, crusader = among_bears(new_game, 3)
    alice = game.players[0]
    assert crusader.power == 4
    game.add_card("Glorious Anthem", alice)
    assert (crusader.power, crusader.toughness) == (5, 5)
    one = Modification(Layer.PT_SET, set_pt=(1, 1))
    game.create_effect(crusader, [crusader], (one,), description="becomes 1/1")
    game.add_counters(crusader, "+1/+1", 1)
    assert (crusader.power, crusader.toughness) == (3, 3)


def test_it_counts_for_whoever_controls_it(new_game: NewGame) -> None:
    """604.3, 613.1b: Bob takes the Crusader with Mind Control: it counts his creatures
    (his Bears and itself), not Alice's."""
    game = new_game()
    alice, bob = game.players
    crusader = game.add_card(CRUSADER, alice)
    game.add_card("Grizzly Bears", alice)
    game.add_card("Grizzly Bears", alice)
    game.add_card("Grizzly Bears", bob)
    assert crusader.power == 3
    game.add_card("Mind Control", bob, attached_to=crusader)
    assert crusader.controller is bob and crusader.power == 2


def test_alone_and_shrunk_it_dies_of_toughness_zero(new_game: NewGame) -> None:
    """704.5f: alone it is 1/1; -1/-1 makes it 0/0 and it is put into the graveyard."""
    game = new_game()
    alice = game.players[0]
    crusader = game.add_card(CRUSADER, alice)
    game.begin_at(alice, Step.MAIN1)
    shrink = Modification(Layer.PT_MODIFY, modify_pt=(-1, -1))
    game.create_effect(crusader, [crusader], (shrink,), description="-1/-1")
    assert game.permanents(CRUSADER) == [] and len(alice.graveyard) == 1


def test_gone_it_is_as_it_last_existed(new_game: NewGame) -> None:
    """608.2h, 603.10a: destroyed with three other creatures of Alice's, the Crusader as
    it last existed on the battlefield was 4/4, though none is left to count; a saved
    game before keeps it 4/4 on the battlefield."""
    game, crusader = among_bears(new_game, 3)
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    assert restored.permanents(CRUSADER)[0].power == 4
    game.destroy_all(list(game.battlefield))
    (left,) = [e.object for e in game.log.events(ZoneChanged) if e.object is crusader]
    assert (left.power, left.toughness) == (4, 4)


@pytest.mark.parametrize(
    ("printed", "defining", "key", "problem"),
    [
        ('"*"', "", "power", "a characteristic-defining ability defines"),
        ("2", 'power = "creatures you control"\n', "characteristic_defining.power", "'*'"),
        ('"*"', 'power = "creaturs you control"\n', "characteristic_defining.power", "creaturs"),
        ('"X"', "", "power", "expected a whole number or '*'"),
        ('"*"', 'power = "this creature\'s power"\n', "characteristic_defining.power", "604.3"),
    ],
)
def test_a_bad_count_is_refused_naming_its_key(
    printed: str, defining: str, key: str, problem: str
) -> None:
    section = f"[characteristic_defining]\n{defining}" if defining else ""
    with pytest.raises(CardFileError) as refused:
        load_card_text(
            'name = "Bad Crusader"\nmana_cost = "{2}{W}"\ntypes = ["Creature"]\n'
            f"power = {printed}\ntoughness = 2\n"
            'oracle = "Its power is equal to the number of creatures you control."\n'
            f"{section}"
        )
    message = str(refused.value)
    assert f"{key}:" in message and problem in message


def test_no_paragraph_saying_the_count_is_refused() -> None:
    """604.3: the Oracle text says what the count is; a card whose text doesn't is
    refused, naming the table."""
    with pytest.raises(CardFileError, match=r"characteristic_defining: no paragraph"):
        load_card_text(
            'name = "Mute Crusader"\nmana_cost = "{2}{W}"\ntypes = ["Creature"]\n'
            'power = "*"\ntoughness = "*"\noracle = "Vigilance"\nkeywords = ["vigilance"]\n'
            '[characteristic_defining]\npower = "creatures you control"\n'
            'toughness = "creatures you control"\n'
        )


SAGE = load_card_text(
    'name = "Hand Sage"\nmana_cost = "{3}{G}"\ntypes = ["Creature"]\n'
    'power = "*"\ntoughness = "*"\n'
    "oracle = \"Hand Sage's power and toughness are each equal to the number of cards in "
    'your hand."\n[characteristic_defining]\npower = "the number of cards in your hand"\n'
    'toughness = "the number of cards in your hand"\n'
)
GRAVE_WURM = load_card_text(
    'name = "Grave Wurm Test"\nmana_cost = "{1}{G}"\ntypes = ["Creature"]\n'
    'power = "*"\ntoughness = 4\n'
    "oracle = \"Grave Wurm Test's power is equal to the number of creature cards in all "
    'graveyards."\n[characteristic_defining]\n'
    'power = "the number of creature cards in all graveyards"\n'
)


def test_it_counts_cards_in_a_hand_and_in_graveyards(new_game: NewGame) -> None:
    """604.3, 613.4a: the Sage counts the cards in its controller's hand, in every zone
    (itself too while in hand), changing as she draws or discards with no permanent
    changing; the Wurm counts creature cards in every graveyard, only its power."""
    game = new_game(cards=[SAGE, GRAVE_WURM])
    alice, bob = game.players
    sage = game.add_card("Hand Sage", alice, "hand")
    game.add_card("Forest", alice, "hand")
    assert (sage.power, sage.toughness) == (2, 2)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}{G}")
    game.cast(sage)
    game.resolve_stack()
    (sage,) = game.permanents("Hand Sage")
    assert (sage.power, sage.toughness) == (1, 1)
    game.draw(alice, 2)
    assert (sage.power, sage.toughness) == (3, 3)
    wurm = game.add_card("Grave Wurm Test", alice)
    assert (wurm.power, wurm.toughness) == (0, 4)
    game.add_card("Grizzly Bears", bob, "graveyard")
    game.add_card("Forest", alice, "graveyard")
    game.destroy(game.add_card("Llanowar Elves", alice))
    assert (wurm.power, wurm.toughness) == (2, 4)


def test_a_back_face_counting_a_hand_dies_when_the_hand_empties(new_game: NewGame) -> None:
    """604.3, 712.8d, 704.5f: a transformed permanent whose back face's power and
    toughness count its controller's hand has that count, with no other effect in
    force; her hand emptied, its toughness is 0 and it is put into the graveyard."""
    turning = load_card_text(
        'name = "Front Thing"\nmana_cost = "{2}{G}"\ntypes = ["Creature"]\n'
        'subtypes = ["Human"]\npower = 2\ntoughness = 2\n'
        'oracle = "{1}: Transform Front Thing."\n'
        '[[abilities]]\ncost = "{1}"\neffects = [{ transform = "this" }]\n'
        '[back]\nname = "Back Thing"\ntypes = ["Creature"]\nsubtypes = ["Horror"]\n'
        'colors = ["green"]\npower = "*"\ntoughness = "*"\n'
        "oracle = \"Back Thing's power and toughness are each equal to the number of cards "
        'in your hand."\n[back.characteristic_defining]\n'
        'power = "the number of cards in your hand"\n'
        'toughness = "the number of cards in your hand"\n'
    )
    game = new_game(cards=[turning])
    alice = game.players[0]
    thing = game.add_card("Front Thing", alice)
    game.begin_at(alice, Step.MAIN1)
    island = game.add_card("Island", alice, "hand")
    game.add_mana(alice, "{1}")
    game.activate(thing, 0)
    game.resolve_stack()
    assert thing.name == "Back Thing" and (thing.power, thing.toughness) == (1, 1)
    game.move_to(island, "graveyard")
    game.settle()
    assert thing.zone is None and "Front Thing" in [c.name for c in alice.graveyard]


LANDSCAPING = load_card_text(
    'name = "Landscaping"\nmana_cost = "{G}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature becomes a Forest land in addition to its other types."\n'
    '[spell]\ntargets = ["target creature"]\n'
    'effects = [{ becomes = "a Forest land", in_addition = true, on = "target" }]\n'
)


def test_a_land_type_set_takes_the_ability_that_counts(new_game: NewGame) -> None:
    """305.7, 613.4a: made a Forest land, the Crusader keeps its count (gaining a land
    type keeps its rules text); once Crimson Moon sets its land type to Mountain it has
    lost every ability of its rules text, the count too: nothing in layer 7a defines its
    */*, it is 0/0 and is put into its owner's graveyard (704.5f)."""
    game = new_game(cards=[LANDSCAPING])
    alice = game.players[0]
    crusader = game.add_card(CRUSADER, alice)
    game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    spell = game.add_card("Landscaping", alice, "hand")
    game.add_mana(alice, "{G}")
    game.cast(spell, target=crusader)
    game.resolve_stack()
    assert "Forest" in crusader.subtypes
    assert (crusader.power, crusader.toughness) == (2, 2)
    game.add_card("Crimson Moon", alice)
    game.settle()
    assert not game.permanents(CRUSADER)
    assert [card.name for card in alice.graveyard] == ["Landscaping", CRUSADER]
