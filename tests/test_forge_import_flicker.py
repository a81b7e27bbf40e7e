"""Forge's exiling of a permanent and returning that card to the battlefield, at once or
by a delayed trigger at the beginning of the next end step, comes over as ``exile`` with
``then_return`` and ``return_at`` (400.7, 603.7). The scripts are made-up cards in
Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

BLINK = """Name:Blink Step
ManaCost:W
Types:Instant
A:SP$ ChangeZone | Cost$ W | ValidTgts$ Creature.YouCtrl | Origin$ Battlefield \
| Destination$ Exile | IsCloudshift$ True | RememberTargets$ True | SubAbility$ DBReturn \
| SpellDescription$ x
SVar:DBReturn:DB$ ChangeZone | Defined$ Remembered | Origin$ All | Destination$ Battlefield \
| GainControl$ True | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True
Oracle:Exile target creature you control, then return that card to the battlefield under \
your control.
"""
WISP = """Name:Dusk Wisp
ManaCost:1 W W
Types:Creature Spirit
PT:3/1
K:Flying
T:Mode$ ChangesZone | ValidCard$ Creature.Self | Origin$ Any | Destination$ Battlefield \
| Execute$ TrigExile | TriggerDescription$ x
SVar:TrigExile:DB$ ChangeZone | ValidTgts$ Permanent.Other | Mandatory$ True | Origin$ Battlefield \
| Destination$ Exile | RememberChanged$ True | SubAbility$ DelTrig
SVar:DelTrig:DB$ DelayedTrigger | Mode$ Phase | Phase$ End of Turn | Execute$ TrigBack \
| TriggerDescription$ x | RememberObjects$ Remembered | SubAbility$ DBCleanup
SVar:TrigBack:DB$ ChangeZone | Origin$ Exile | Destination$ Battlefield \
| Defined$ DelayTriggerRemembered
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True
Oracle:Flying\\nWhen Dusk Wisp enters the battlefield, exile another target permanent. Return \
that card to the battlefield under its owner's control at the beginning of the next end step.
"""


def test_exiled_then_returned_under_your_control(tmp_path: Path) -> None:
    spell = imported(tmp_path, "blink_step.txt", BLINK).spell
    assert spell is not None
    [blink] = spell.effects
    assert (blink.verb, blink.under, blink.return_at) == ("exile", "you", "")


def test_returned_at_the_next_end_step(tmp_path: Path) -> None:
    [trigger] = imported(tmp_path, "dusk_wisp.txt", WISP).triggers
    [blink] = trigger.effects
    assert (blink.under, blink.return_at) == ("owner", "the beginning of the next end step")


SERPENT = """Name:Tide Serpent
ManaCost:3 U
Types:Creature Serpent
PT:3/3
A:AB$ ChangeZone | Cost$ U | Defined$ Self | Origin$ Battlefield | Destination$ Exile \
| SubAbility$ DelTrig | SpellDescription$ x
SVar:DelTrig:DB$ DelayedTrigger | Mode$ Phase | Phase$ End of Turn | Execute$ TrigReturn \
| TriggerDescription$ x
SVar:TrigReturn:DB$ ChangeZone | Defined$ Self | Origin$ Exile | Destination$ Battlefield
Oracle:{U}: Exile Tide Serpent. Return it to the battlefield under its owner's control at \
the beginning of the next end step.
"""


def test_exiling_itself_and_returning_at_the_next_end_step(tmp_path: Path) -> None:
    """603.7: the card exiles itself and a delayed trigger returns it (``Defined$ Self``
    in both, nothing remembered)."""
    face = imported(tmp_path, "tide_serpent.txt", SERPENT)
    [ability] = face.activated_abilities
    [exile] = ability.effects
    assert (exile.verb, exile.subject, exile.return_at) == (
        "exile",
        "this",
        "the beginning of the next end step",
    )
