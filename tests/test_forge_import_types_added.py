"""Static abilities giving types in addition to an object's others (205.1b) and base
power and toughness (613.4b): Forge's ``AddType$`` and ``SetPower$``/``SetToughness$``
as ``add_types``, ``add_subtypes`` and ``base_pt``, each way an Oracle text words them.
The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import _imported_file, folder_of, imported, report

from cardhost import Game
from cardhost.forge.importer import import_forge
from cardhost.loading.cardfile import load_card_file

NewGame = Callable[..., Game]


def aura(static: str, oracle: str, enchant: str = "Creature") -> str:
    return (
        f"Name:Odd Blessing\nManaCost:1 W\nTypes:Enchantment Aura\nK:Enchant {enchant.lower()}\n"
        f"A:SP$ Attach | Cost$ 1 W | ValidTgts$ {enchant} | AILogic$ Pump\n"
        f"S:Mode$ Continuous | Affected$ {enchant}.EnchantedBy | {static} | Description$ x\n"
        f"Oracle:Enchant {enchant.lower()}\\n{oracle}\n"
    )


@pytest.mark.parametrize(
    ("static", "oracle", "fields"),
    [
        (
            "SetPower$ 0 | SetToughness$ 2",
            "Enchanted creature has base power and toughness 0/2.",
            {"base_pt": (0, 2)},
        ),
        (
            "SetPower$ 8 | SetToughness$ 8 | AddKeyword$ Trample",
            "Enchanted creature has base power and toughness 8/8 and has trample.",
            {"base_pt": (8, 8), "keywords": ("trample",)},
        ),
        (
            "AddPower$ 2 | AddToughness$ 2 | AddKeyword$ First Strike | AddType$ Knight",
            "Enchanted creature gets +2/+2, has first strike, and is a Knight in addition to "
            "its other creature types.",
            {"subtypes": ("Knight",), "keywords": ("first strike",)},
        ),
        (
            "AddPower$ 1 | AddToughness$ 1 | AddType$ Artifact",
            "Enchanted creature gets +1/+1 and is an artifact in addition to its other types.",
            {"types": ("Artifact",)},
        ),
    ],
)
def test_an_aura(tmp_path: Path, static: str, oracle: str, fields: dict[str, object]) -> None:
    [ability] = imported(tmp_path, "odd_blessing.txt", aura(static, oracle)).statics
    changes: dict[str, object] = {}
    for modification in ability.modifications:
        found = {
            "base_pt": modification.set_pt,
            "keywords": modification.add_keywords,
            "subtypes": modification.add_subtypes,
            "types": tuple(t.value for t in modification.add_types),
        }
        changes |= {k: v for k, v in found.items() if v}
    assert {k: v for k, v in changes.items() if k in fields} == fields


TOMB = """Name:Sunken Tomb
Types:Legendary Land
S:Mode$ Continuous | Affected$ Land | AddType$ Swamp | Description$ x
Oracle:Each land is a Swamp in addition to its other land types.
"""
OMEN = """Name:Prism Omen
ManaCost:1 G
Types:Enchantment
S:Mode$ Continuous | Affected$ Land.YouCtrl | AddType$ Plains & Island & Swamp & Mountain \
& Forest | Description$ x
Oracle:Lands you control are every basic land type in addition to their other types.
"""
FOREST = """Name:Plain Grove
Types:Land Forest
Oracle:
"""


def test_each_land_is_a_swamp(tmp_path: Path, new_game: NewGame) -> None:
    """205.1b, 305.6: "Each land is a Swamp" gives every land the Swamp's "{T}: Add {B}"."""
    tomb = load_card_file(_imported_file(tmp_path / "a", "sunken_tomb.txt", TOMB))
    grove = load_card_file(_imported_file(tmp_path / "b", "plain_grove.txt", FOREST))
    game = new_game(cards=[tomb, grove])
    alice = game.players[0]
    forest = game.add_card("Plain Grove", alice)
    assert [str(a.produces) for a in forest.mana_abilities] == ["{G}"]
    game.add_card("Sunken Tomb", alice)
    assert sorted(str(a.produces) for a in forest.mana_abilities) == ["{B}", "{G}"]


def test_every_basic_land_type(tmp_path: Path) -> None:
    [ability] = imported(tmp_path, "prism_omen.txt", OMEN).statics
    [modification] = ability.modifications
    assert set(modification.add_subtypes) == {"Plains", "Island", "Swamp", "Mountain", "Forest"}


def test_base_power_and_toughness_of_its_own_is_not_this_form(tmp_path: Path) -> None:
    """Its own base power and toughness set by a static ability is a characteristic-
    defining ability or a level's box, not a static ability of others: not said here."""
    script = aura(
        "SetPower$ X | SetToughness$ 2", "Enchanted creature has base power and toughness X/2."
    )
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"odd_blessing.txt": script}), out, progress=False)
    assert not report(out)["o/odd_blessing.txt"]["imported"]
