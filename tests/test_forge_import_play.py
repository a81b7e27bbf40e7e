"""Forge's Play with WithoutManaCost$ comes over as cast_without_paying (a target card in
a graveyard) or cast_from_hand (a card of a kind from a hand): 118.9, 608.2g. The scripts
are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

RECALL = """Name:Arcane Recall
ManaCost:3 U
Types:Sorcery
A:SP$ Play | Cost$ 3 U | TgtZone$ Graveyard | ValidTgts$ Instant.YouCtrl \
| WithoutManaCost$ True | Optional$ True | SpellDescription$ x
Oracle:You may cast target instant card from your graveyard without paying its mana cost.
"""

ADEPT = """Name:Spell Adept
ManaCost:2 U
Types:Creature Human Wizard
PT:1/2
A:AB$ Play | Cost$ 2 U T | ValidZone$ Hand | Valid$ Instant.YouOwn,Sorcery.YouOwn \
| Controller$ You | WithoutManaCost$ True | Optional$ True | SpellDescription$ x
Oracle:{2}{U}, {T}: You may cast an instant or sorcery card from your hand without \
paying its mana cost.
"""


def test_cast_target_card_from_your_graveyard(tmp_path: Path) -> None:
    spell = imported(tmp_path, "arcane_recall.txt", RECALL).spell
    assert spell is not None
    [cast] = spell.effects
    assert (cast.verb, cast.subject, cast.may) == ("cast_without_paying", "target", True)
    assert [str(t) for t in spell.targets] == ["target instant card from your graveyard"]


def test_cast_a_card_of_a_kind_from_your_hand(tmp_path: Path) -> None:
    [ability] = imported(tmp_path, "spell_adept.txt", ADEPT).activated_abilities
    [cast] = ability.effects
    assert cast.verb == "cast_from_hand" and cast.may
    assert cast.group is not None and str(cast.group) == "instant or sorcery card"
