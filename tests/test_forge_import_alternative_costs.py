"""Forge's ``SVar:AltCost:Cost$ ...`` comes over as ``alternative_cost`` (118.9): its
paragraph "You may ... rather than pay this spell's mana cost." claimed by it, not by
the spell; a conditional one (``IsPresent$``) or one from another zone is skipped. The
scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge


def spell(alternative: str, said: str) -> str:
    return (
        "Name:Will Force\nManaCost:3 U U\nTypes:Instant\n"
        "A:SP$ Counter | Cost$ 3 U U | TargetType$ Spell | ValidTgts$ Card | SpellDescription$ x\n"
        f"SVar:AltCost:Cost$ {alternative} | Description$ x\n"
        f"Oracle:You may {said} rather than pay Will Force's mana cost.\\nCounter target spell.\n"
    )


@pytest.mark.parametrize(
    ("alternative", "said", "cost"),
    [
        (
            "PayLife<1> ExileFromHand<1/Card.Blue>",
            "pay 1 life and exile a blue card from your hand",
            "Pay 1 life, Exile a blue card from your hand",
        ),
        (
            "Return<2/Island>",
            "return two Islands you control to their owner's hand",
            "Return two Islands you control to their owner's hand",
        ),
        ("Sac<2/Mountain>", "sacrifice two Mountains", "Sacrifice two Mountains"),
        ("Discard<1/Island>", "discard an Island card", "Discard an Island card"),
        ("W U B R G", "pay {W}{U}{B}{R}{G}", "{W}{U}{B}{R}{G}"),
    ],
)
def test_an_alternative_cost(tmp_path: Path, alternative: str, said: str, cost: str) -> None:
    face = imported(tmp_path, "will_force.txt", spell(alternative, said))
    assert face.alternative_cost is not None and face.alternative_cost.cost.text == cost
    assert face.spell is not None and [i.verb for i in face.spell.effects] == ["counter"]


def test_a_conditional_alternative_cost_is_skipped(tmp_path: Path) -> None:
    """Forge's ``IsPresent$`` ("If you control a Plains, you may ...") is not said."""
    script = spell("Sac<1/Mountain>", "sacrifice a Mountain").replace(
        "| Description$ x", "| IsPresent$ Plains.YouCtrl | Description$ x"
    )
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"will_force.txt": script}), out, progress=False)
    entry = report(out)["w/will_force.txt"]
    assert not entry["imported"]
    assert [r["construct"] for r in entry["reasons"]] == ["SVar:AltCost with IsPresent$"]


CALLER = """Name:Grave Caller
ManaCost:2 B
Types:Creature Zombie
PT:2/2
A:AB$ Token | Cost$ B ExileFromGrave<1/Creature> | TokenAmount$ 1 | TokenName$ Zombie \
| TokenTypes$ Creature,Zombie | TokenOwner$ You | TokenColors$ Black | TokenPower$ 2 \
| TokenToughness$ 2 | TokenTapped$ True | SpellDescription$ x
Oracle:{B}, Exile a creature card from your graveyard: Create a tapped 2/2 black Zombie \
creature token.
"""


def test_a_graveyard_cost_and_a_tapped_token(tmp_path: Path) -> None:
    """Forge's ``ExileFromGrave<1/Creature>`` and ``TokenTapped$ True``."""
    [ability] = imported(tmp_path, "grave_caller.txt", CALLER).activated_abilities
    assert len(ability.cost.exile_from_graveyard) == 1
    [create] = ability.effects
    assert create.verb == "create" and create.tapped


PET = """Name:Blood Imp
ManaCost:B
Types:Creature Imp
PT:1/1
A:AB$ Mana | Cost$ Sac<1/CARDNAME> | Produced$ B | SpellDescription$ Add {B}.
Oracle:Sacrifice Blood Imp: Add {B}.
"""
WAVE = """Name:Wave Merrow
ManaCost:4 U
Types:Creature Merfolk
PT:3/3
A:AB$ Pump | Cost$ 1 U Untap | Defined$ Self | KW$ Flying | SpellDescription$ x
A:AB$ Draw | Cost$ 2 Return<1/Land> | NumCards$ 1 | SpellDescription$ x
Oracle:{1}{U}, {Q}: Wave Merrow gains flying until end of turn.\\n{2}, Return a land you \
control to its owner's hand: Draw a card.
"""


def test_more_cost_parts(tmp_path: Path) -> None:
    """605.1a: a mana ability costing only its sacrifice; Forge's ``Untap`` ({Q}, 107.6)
    and ``Return<1/Land>``."""
    [mana] = imported(tmp_path, "blood_imp.txt", PET).mana_abilities
    assert mana.cost.sacrifice_self and not mana.cost.tap
    flying, draw = imported(tmp_path, "wave_merrow.txt", WAVE).activated_abilities
    assert flying.cost.untap and len(draw.cost.return_to_hand) == 1


RETURNER = """Name:Grave Wisp
ManaCost:1 B
Types:Creature Spirit
PT:1/1
A:AB$ Draw | Cost$ 2 B ExileFromGrave<1/CARDNAME> | NumCards$ 1 | ActivationZone$ Graveyard \
| SpellDescription$ x
Oracle:{2}{B}, Exile Grave Wisp from your graveyard: Draw a card.
"""


def test_exile_itself_from_your_graveyard(tmp_path: Path) -> None:
    """Forge's ``ExileFromGrave<1/CARDNAME>``: the card itself, from its owner's graveyard."""
    [ability] = imported(tmp_path, "grave_wisp.txt", RETURNER).activated_abilities
    assert ability.cost.exile_self and ability.from_graveyard
