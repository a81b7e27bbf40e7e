"""Forge's ``ChangesZone`` from the battlefield to a graveyard of a permanent that isn't
a creature, or of others of such a kind, comes over as "put into a graveyard" (603.6c):
"When CARDNAME is put into a graveyard from the battlefield", "Whenever a land is put
into a graveyard from the battlefield". The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

LOYAL_HALO = """Name:Loyal Halo
ManaCost:1 W
Types:Enchantment
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| Execute$ TrigReturn | TriggerDescription$ x
SVar:TrigReturn:DB$ ChangeZone | Defined$ TriggeredNewCardLKICopy | Origin$ Graveyard \
| Destination$ Hand
Oracle:When Loyal Halo is put into a graveyard from the battlefield, return Loyal Halo to its \
owner's hand.
"""
RUBBLE_RAIDER = """Name:Rubble Raider
ManaCost:1 R
Types:Creature Ogre
PT:2/2
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Land \
| TriggerZones$ Battlefield | Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ Pump | Defined$ Self | NumAtt$ +1
Oracle:Whenever a land is put into a graveyard from the battlefield, Rubble Raider gets +1/+0 \
until end of turn.
"""


def test_itself_and_others_put_into_a_graveyard(tmp_path: Path) -> None:
    """603.6c: the enchantment's own, returning the card it became (400.7e); a land's."""
    [ret] = imported(tmp_path, "loyal_halo.txt", LOYAL_HALO).triggers[0].effects
    assert (ret.verb, ret.subject) == ("return_to_hand", "this")
    raider = imported(tmp_path / "raider", "rubble_raider.txt", RUBBLE_RAIDER)
    [trigger] = raider.triggers
    assert trigger.event == "put into a graveyard" and trigger.watches is not None
