"""Forge's "exile target ... until CARDNAME leaves the battlefield" (610.3): a
``ChangeZone`` done only while the source is there and an ``Effect`` whose trigger
returns the card, come over as ``exile`` with ``until``; any other form of that effect
is skipped. The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge

WARDEN = """Name:Gate Warden
ManaCost:2 W
Types:Creature Human Soldier
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigExile | TriggerDescription$ x
SVar:TrigExile:DB$ ChangeZone | Origin$ Battlefield | Destination$ Exile \
| ValidTgts$ Creature.OppCtrl | ConditionPresent$ Card.Self | SubAbility$ DBEffect
SVar:DBEffect:DB$ Effect | Triggers$ ComeBack | RememberObjects$ Targeted \
| ImprintCards$ Self | SVars$ TrigReturn,ExileSelf | ConditionPresent$ Card.Self \
| Duration$ Permanent | ForgetOnMoved$ Exile
SVar:ComeBack:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Any \
| ValidCard$ Card.IsImprinted | Execute$ TrigReturn | TriggerZones$ Command \
| TriggerController$ TriggeredCardController | Static$ True | TriggerDescription$ x
SVar:TrigReturn:DB$ ChangeZoneAll | Origin$ Exile | Destination$ Battlefield \
| ChangeType$ Card.IsRemembered | SubAbility$ ExileSelf
SVar:ExileSelf:DB$ ChangeZone | Origin$ Command | Destination$ Exile | Defined$ Self
SVar:OblivionRing:TRUE
Oracle:When Gate Warden enters the battlefield, exile target creature an opponent \
controls until Gate Warden leaves the battlefield. (That creature returns under its \
owner's control.)
"""


def test_exile_until_it_leaves_comes_over(tmp_path: Path) -> None:
    """610.3: the target is exiled until the source leaves; the kernel exiles nothing if
    it has already left (610.3c), Forge's ``ConditionPresent$ Card.Self``."""
    warden = imported(tmp_path, "gate_warden.txt", WARDEN)
    [trigger] = warden.triggers
    [exile] = trigger.effects
    assert (exile.verb, exile.subject, exile.until) == (
        "exile",
        "target",
        "this leaves the battlefield",
    )


def test_a_card_returned_elsewhere_is_skipped(tmp_path: Path) -> None:
    """A returning trigger that puts the card into its owner's hand is not 610.3's
    return to the battlefield: the card is skipped."""
    to_hand = WARDEN.replace("Exile | Destination$ Battlefield", "Exile | Destination$ Hand")
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"gate_warden.txt": to_hand}), out, progress=False)
    entry = report(out)["g/gate_warden.txt"]
    assert not entry["imported"]
    assert any("ConditionPresent" in r["construct"] for r in entry["reasons"]), entry
