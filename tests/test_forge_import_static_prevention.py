"""Forge's static abilities that prevent damage come over as ``[[statics]]`` with
``prevent`` (615): a replacement with ``Prevent$ True`` to the card by a group, by the
enchanted creature, and the keyword "dealt to and dealt by CARDNAME"; a replacement that
does more than prevent is skipped. The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge

KNIGHT = """Name:Shield Knight
ManaCost:2 W
Types:Creature Human Knight
PT:2/2
R:Event$ DamageDone | Prevent$ True | ValidSource$ Creature | ValidTarget$ Creature.Self \
| Description$ x
Oracle:Prevent all damage that would be dealt to Shield Knight by creatures.
"""
GAG = """Name:Leather Gag
ManaCost:1 W
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ 1 W | ValidTgts$ Creature | AILogic$ Curse
R:Event$ DamageDone | ActiveZones$ Battlefield | Prevent$ True \
| ValidSource$ Creature.EnchantedBy | Description$ x
Oracle:Enchant creature\\nPrevent all damage that would be dealt by enchanted creature.
"""
MIST = """Name:Mist Wall
ManaCost:1 U
Types:Creature Wall
PT:2/2
K:Defender
K:Prevent all combat damage that would be dealt to and dealt by CARDNAME.
Oracle:Defender\\nPrevent all combat damage that would be dealt to and dealt by Mist Wall.
"""


def test_damage_to_the_card_by_creatures(tmp_path: Path) -> None:
    face = imported(tmp_path, "shield_knight.txt", KNIGHT)
    [static] = face.statics
    assert static.prevents is not None and not static.prevents.combat_only
    assert (static.prevents.to, static.prevents.by) == ("this", "group")
    assert static.prevents.by_group is not None and static.prevents.by_group.text == "creature"


def test_damage_by_the_enchanted_creature(tmp_path: Path) -> None:
    face = imported(tmp_path, "leather_gag.txt", GAG)
    [static] = face.statics
    assert static.prevents is not None
    assert (static.prevents.to, static.prevents.by) == ("any", "enchanted creature")


def test_to_and_by_the_card(tmp_path: Path) -> None:
    face = imported(tmp_path, "mist_wall.txt", MIST)
    [static] = face.statics
    assert static.prevents is not None and static.prevents.either
    assert static.prevents.combat_only and static.prevents.to == "this"


def test_a_replacement_doing_more_is_skipped(tmp_path: Path) -> None:
    """A prevention that also does something (``ReplaceWith$``) is not said."""
    out = tmp_path / "out"
    script = KNIGHT.replace("| Description$ x", "| ReplaceWith$ DBGain | Description$ x")
    import_forge(folder_of(tmp_path, {"shield_knight.txt": script}), out, progress=False)
    entry = report(out)["s/shield_knight.txt"]
    assert not entry["imported"]
    assert [r["construct"] for r in entry["reasons"]] == ["R:Event$ DamageDone"]


SHROUD = """Name:Drifting Shroud
ManaCost:2 U
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ 2 U | ValidTgts$ Creature | AILogic$ Pump
S:Mode$ Continuous | Affected$ Creature.EnchantedBy | AddKeyword$ Flying & Prevent all combat \
damage that would be dealt to and dealt by CARDNAME. | Description$ x
Oracle:Enchant creature\\nEnchanted creature has flying.\\nPrevent all combat damage that would \
be dealt to and dealt by enchanted creature.
"""
ACCORD = """Name:Quiet Accord
ManaCost:3 U
Types:Enchantment
S:Mode$ Continuous | Affected$ Creature.YouCtrl | AddKeyword$ Prevent all combat damage that \
would be dealt to and dealt by CARDNAME. | Description$ x
Oracle:Prevent all combat damage that would be dealt to and dealt by creatures you control.
"""


def test_a_prevention_keyword_given_to_the_enchanted_creature(tmp_path: Path) -> None:
    """615, 613.1f: Forge gives the keyword with flying; cardhost says flying as a
    keyword and the prevention as a static ability of the Aura, to and by the enchanted
    creature, each its own paragraph."""
    face = imported(tmp_path, "drifting_shroud.txt", SHROUD)
    prevention, flying = face.statics
    assert prevention.prevents is not None and prevention.prevents.either
    assert prevention.prevents.combat_only and prevention.prevents.to == "enchanted creature"
    assert [k for m in flying.modifications for k in m.add_keywords] == ["flying"]


def test_a_prevention_keyword_given_to_a_group(tmp_path: Path) -> None:
    face = imported(tmp_path, "quiet_accord.txt", ACCORD)
    [static] = face.statics
    assert static.prevents is not None and static.prevents.either
    assert static.prevents.to == "group" and static.prevents.to_group is not None
    assert static.prevents.to_group.text == "creature you control"


def test_a_prevention_keyword_the_oracle_text_doesnt_say_is_skipped(tmp_path: Path) -> None:
    out = tmp_path / "out"
    script = ACCORD.replace("to and dealt by creatures", "to creatures")
    import_forge(folder_of(tmp_path, {"quiet_accord.txt": script}), out, progress=False)
    entry = report(out)["q/quiet_accord.txt"]
    assert not entry["imported"]
