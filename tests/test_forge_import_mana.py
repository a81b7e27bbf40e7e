"""Forge's mana abilities with costs beyond {T} ("{1}, {T}: Add {W}{U}.", "{T}, Pay 1
life: ...") and adding one mana of any color (``Produced$ Any``, 106.1) come over as
``[[mana_abilities]]`` (605.1a). The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

FILTER_STONE = """Name:Filter Stone
ManaCost:2
Types:Artifact
A:AB$ Mana | Cost$ 1 T | Produced$ W U | SpellDescription$ x
A:AB$ Mana | Cost$ T PayLife<1> | Produced$ Any | SpellDescription$ x
Oracle:{1}, {T}: Add {W}{U}.\\n{T}, Pay 1 life: Add one mana of any color.
"""


def test_costs_beyond_tapping_and_any_color(tmp_path: Path) -> None:
    """605.1a, 106.1: both abilities, their costs as the Oracle text writes them."""
    stone = imported(tmp_path, "filter_stone.txt", FILTER_STONE)
    assert [a.cost.text for a in stone.mana_abilities] == ["{1}, {T}", "{T}, Pay 1 life"]
    assert str(stone.mana_abilities[0].cost.mana) == "{1}" and stone.mana_abilities[0].cost.tap
    assert stone.mana_abilities[1].cost.life == 1


TWO_WAY_ABBEY = """Name:Two-Way Abbey
Types:Land
A:AB$ Mana | Cost$ 2 T | Produced$ U | SpellDescription$ x
A:AB$ Mana | Cost$ 2 T | Produced$ G | SpellDescription$ x
Oracle:{2}, {T}: Add {G} or {U}.
"""


def test_one_of_two_as_the_oracle_orders_them(tmp_path: Path) -> None:
    """605.3b: Forge's two abilities of one cost are the Oracle's one, "{G} or {U}",
    whatever order Forge lists them in."""
    abbey = imported(tmp_path, "two_way_abbey.txt", TWO_WAY_ABBEY)
    [ability] = abbey.mana_abilities
    assert ability.cost.text == "{2}, {T}" and len(ability.one_of) == 2
