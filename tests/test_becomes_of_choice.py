"""``becomes`` a colour, basic land type or creature type "of your choice": its
controller chooses as the instruction is followed (608.2d); a colour replaces the
permanent's colours (105.3), a basic land type its land types and the abilities of its
rules text (305.7) or, "in addition to its other types", joins them (205.1b), a creature
type replaces its creature types (205.1a)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import folder_of, imported, report

from cardhost import PASS, Activation, CardFileError, Color, Game, ManaType, Step, load_card_text
from cardhost.forge.importer import import_forge

NewGame = Callable[..., Game]


def creature(name: str, oracle: str, ability: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}{{U}}"\ntypes = ["Creature"]\n'
        f'subtypes = ["Bird", "Wizard"]\npower = 1\ntoughness = 1\noracle = "{oracle}"\n'
        f"[[abilities]]\n{ability}"
    )


CROW = creature(
    "Prism Crow",
    "{1}: Prism Crow becomes the color of your choice until end of turn.",
    'cost = "{1}"\neffects = [{ becomes = "the color of your choice", '
    'duration = "until end of turn" }]\n',
)
SHAMAN = creature(
    "Tide Shaman",
    "{T}: Target land becomes the basic land type of your choice until end of turn.",
    'cost = "{T}"\ntargets = ["target land"]\n'
    'effects = [{ becomes = "the basic land type of your choice", on = "target", '
    'duration = "until end of turn" }]\n',
)
COMPASS = creature(
    "Way Compass",
    "{T}: Until end of turn, target land you control becomes the basic land type of your "
    "choice in addition to its other types.",
    'cost = "{T}"\ntargets = ["target land you control"]\n'
    'effects = [{ becomes = "the basic land type of your choice", on = "target", '
    'in_addition = true, duration = "until end of turn" }]\n',
)
MISTFORM = creature(
    "Mist Dancer",
    "{1}: Mist Dancer becomes the creature type of your choice until end of turn.",
    'cost = "{1}"\neffects = [{ becomes = "the creature type of your choice", '
    'duration = "until end of turn" }]\n',
)
CARDS = [CROW, SHAMAN, COMPASS, MISTFORM]


def in_main(new_game: NewGame, choices: dict[str, list[str]]) -> Game:
    game = new_game(cards=CARDS, choices=choices)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_a_color_of_choice_replaces_its_colors_until_end_of_turn(new_game: NewGame) -> None:
    """105.3, 608.2d: Alice chooses red; the crow is red, not blue, until the turn ends;
    the choice is kept in a saved game."""
    game = in_main(new_game, {"color": ["red"]})
    alice = game.players[0]
    crow = game.add_card("Prism Crow", alice)
    game.add_mana(alice, "{1}")
    game.activate(crow, 0)
    game.resolve_stack()
    assert set(crow.colors) == {Color.RED}
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    [twin] = restored.permanents("Prism Crow")
    assert set(twin.colors) == {Color.RED}
    game.advance_to(Step.MAIN1, game.players[1])
    assert set(crow.colors) == {Color.BLUE}


def test_a_basic_land_type_of_choice_replaces_its_land_types(new_game: NewGame) -> None:
    """305.7: the Forest becomes an Island: it taps for {U}, not {G}, this turn."""
    game = in_main(new_game, {"type": ["Island"]})
    alice = game.players[0]
    shaman = game.add_card("Tide Shaman", alice)
    shaman.summoning_sick = False
    forest = game.add_card("Forest", alice)
    game.activate(shaman, 0, target=forest)
    game.resolve_stack()
    assert forest.subtypes == ("Island",)
    assert game.could_produce(forest) == {ManaType.U}


def test_in_addition_keeps_its_land_types(new_game: NewGame) -> None:
    """205.1b: "in addition to its other types": a Forest and a Swamp."""
    game = in_main(new_game, {"type": ["Swamp"]})
    alice = game.players[0]
    compass = game.add_card("Way Compass", alice)
    compass.summoning_sick = False
    forest = game.add_card("Forest", alice)
    game.activate(compass, 0, target=forest)
    game.resolve_stack()
    assert set(forest.subtypes) == {"Forest", "Swamp"}


def test_a_creature_type_of_choice_replaces_its_creature_types(new_game: NewGame) -> None:
    """205.1a: the Bird Wizard becomes a Goblin only, until end of turn."""
    game = in_main(new_game, {"type": ["Goblin"]})
    alice = game.players[0]
    dancer = game.add_card("Mist Dancer", alice)
    game.add_mana(alice, "{1}")
    game.activate(dancer, 0)
    game.resolve_stack()
    assert dancer.subtypes == ("Goblin",)
    game.advance_to(Step.MAIN1, game.players[1])
    assert dancer.subtypes == ("Bird", "Wizard")


def test_the_type_decision_lists_the_basic_land_types(new_game: NewGame) -> None:
    """608.2d: driven through decisions, the ability asks Alice a decision of kind
    "type" as it resolves, its options the five basic land types (205.3i); her answer
    is the type the land becomes."""
    game = in_main(new_game, {})
    alice = game.players[0]
    game.add_card("Tide Shaman", alice).summoning_sick = False
    forest = game.add_card("Forest", alice)
    [activate] = [a for a in game.decision().options if isinstance(a, Activation)]
    game.answer(activate)
    while (asked := game.decision()) is not None and asked.kind == "target":
        game.answer(forest)
    game.answer(PASS)
    game.answer(PASS)
    asked = game.decision()
    assert asked is not None and asked.kind == "type"
    assert tuple(asked.options) == ("Plains", "Island", "Swamp", "Mountain", "Forest")
    game.answer("Swamp")
    assert forest.subtypes == ("Swamp",)


def test_in_addition_is_refused_for_a_color() -> None:
    with pytest.raises(CardFileError, match=r"205\.1b"):
        creature(
            "Odd Crow",
            "{1}: Odd.",
            'cost = "{1}"\neffects = [{ becomes = "the color of your choice", '
            "in_addition = true }]\n",
        )


SHIFTER = """Name:Hue Shifter
ManaCost:1 U
Types:Creature Shapeshifter
PT:1/1
A:AB$ ChooseColor | Cost$ 1 | Defined$ You | SubAbility$ DBAnimate | SpellDescription$ x
SVar:DBAnimate:DB$ Animate | Defined$ Self | Colors$ ChosenColor | OverwriteColors$ True
A:AB$ ChooseType | Cost$ T | Defined$ You | Type$ Basic Land | SubAbility$ DBLand \
| SpellDescription$ x
SVar:DBLand:DB$ Animate | ValidTgts$ Land | Types$ ChosenType | RemoveLandTypes$ True \
| RemoveIntrinsicAbilities$ True
A:AB$ ChooseType | Cost$ 2 | Defined$ You | Type$ Creature | SubAbility$ DBKin \
| SpellDescription$ x
SVar:DBKin:DB$ Animate | Types$ ChosenType | RemoveCreatureTypes$ True
Oracle:{1}: Hue Shifter becomes the color of your choice until end of turn.\\n{T}: Target \
land becomes the basic land type of your choice until end of turn.\\n{2}: Hue Shifter \
becomes the creature type of your choice until end of turn.
"""
DRIFTER = """Name:Land Drifter
ManaCost:2
Types:Artifact
A:AB$ ChooseType | Cost$ T | Defined$ You | Type$ Basic Land | SubAbility$ DBLand \
| SpellDescription$ x
SVar:DBLand:DB$ Animate | ValidTgts$ Land.YouCtrl | Types$ ChosenType
Oracle:{T}: Until end of turn, target land you control becomes the basic land type of \
your choice in addition to its other types.
"""
MIXED = """Name:Odd Drifter
ManaCost:2
Types:Artifact
A:AB$ ChooseType | Cost$ T | Defined$ You | Type$ Creature | SubAbility$ DBDraw \
| SpellDescription$ x
SVar:DBDraw:DB$ Draw | NumCards$ 1
Oracle:{T}: Choose a creature type. Draw a card.
"""


def test_the_importer_brings_a_choice_and_the_animate_of_it(tmp_path: Path) -> None:
    """Forge's ``ChooseColor``/``ChooseType`` then ``Animate`` of ``ChosenColor`` or
    ``ChosenType``: one ``becomes`` of the choice (608.2d); a basic land type without
    Forge's removal of the others is "in addition" (205.1b)."""
    color, land, kin = imported(tmp_path, "hue_shifter.txt", SHIFTER).activated_abilities
    assert [(e.name, e.subject) for e in (*color.effects, *land.effects, *kin.effects)] == [
        ("the color of your choice", "this"),
        ("the basic land type of your choice", "target"),
        ("the creature type of your choice", "this"),
    ]
    [added] = imported(tmp_path / "b", "land_drifter.txt", DRIFTER).activated_abilities
    [becomes] = added.effects
    assert becomes.becoming is not None and becomes.becoming.in_addition


def test_a_choice_no_animate_uses_is_skipped(tmp_path: Path) -> None:
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"odd_drifter.txt": MIXED}), out, progress=False)
    entry = report(out)["o/odd_drifter.txt"]
    assert not entry["imported"] and "API Draw of a choice" in str(entry["reasons"]), entry
