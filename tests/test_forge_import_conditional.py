"""Forge's condition on one step of an effect (``ConditionPresent$``,
``ConditionCheckSVar$``, ``Condition$``) comes over as the instruction's ``if``
(608.2c), said "If you control a Wizard, draw a card." or "... if ..."; Forge's "if
CARDNAME is still on the battlefield" on counters on itself says nothing the rules
don't (400.7). The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import _imported_file, folder_of, imported, report

from cardhost import Game, Step, load_card_file
from cardhost.forge.importer import import_forge

SLEIGHT = """Name:Wizard's Sleight
ManaCost:U
Types:Instant
A:SP$ Pump | Cost$ U | ValidTgts$ Creature | NumAtt$ -3 | IsCurse$ True \
| SubAbility$ DBDraw | SpellDescription$ x
SVar:DBDraw:DB$ Draw | NumCards$ 1 | ConditionPresent$ Wizard.YouCtrl \
| ConditionCompare$ GE1
Oracle:Target creature gets -3/-0 until end of turn. If you control a Wizard, draw a card.
"""
HOARD = """Name:Lean Hoard
ManaCost:2 U
Types:Sorcery
A:SP$ Draw | Cost$ 2 U | NumCards$ 2 | SubAbility$ DBDiscard | SpellDescription$ x
SVar:DBDiscard:DB$ Discard | Defined$ You | NumCards$ 1 | Mode$ TgtChoose \
| ConditionCheckSVar$ Arts | ConditionSVarCompare$ EQ0
SVar:Arts:Count$Valid Artifact.YouCtrl
Oracle:Draw two cards. If you control no artifacts, discard a card.
"""
GRAVE_FEEDER = """Name:Grave Feeder
ManaCost:1 B
Types:Creature Zombie
PT:1/1
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard \
| ValidCard$ Creature.Other | TriggerZones$ Battlefield | Execute$ TrigPut \
| TriggerDescription$ x
SVar:TrigPut:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1 \
| ConditionPresent$ Card.StrictlySelf
Oracle:Whenever another creature dies, put a +1/+1 counter on Grave Feeder.
"""


def test_if_you_control_a_wizard(tmp_path: Path) -> None:
    """608.2c: the draw has the count condition; the other instruction none."""
    sleight = imported(tmp_path, "wizard_s_sleight.txt", SLEIGHT).spell
    assert sleight is not None
    gets, draw = sleight.effects
    assert gets.condition is None
    assert draw.condition is not None
    assert (str(draw.condition.count), draw.condition.at_least) == (
        "the number of Wizards you control",
        1,
    )


def test_a_counted_condition_of_none(tmp_path: Path) -> None:
    """``ConditionCheckSVar$`` of a count compared ``EQ0``: "if you control no
    artifacts", at most 0."""
    hoard = imported(tmp_path, "lean_hoard.txt", HOARD).spell
    assert hoard is not None
    _, discard = hoard.effects
    assert discard.condition is not None and discard.condition.at_most == 0


def test_still_on_the_battlefield_says_nothing_more(tmp_path: Path) -> None:
    """400.7: counters on the card itself after it left would be on a new object, which
    the ability doesn't act on: Forge's condition adds nothing, and none comes over."""
    feeder = imported(tmp_path, "grave_feeder.txt", GRAVE_FEEDER)
    [trigger] = feeder.triggers
    [counters] = trigger.effects
    assert counters.verb == "counters" and counters.condition is None


def test_a_condition_the_oracle_text_doesnt_say_is_skipped(tmp_path: Path) -> None:
    """A condition of a Goblin where the Oracle text says a Wizard: the paragraph isn't
    one the importer can write, and the card is skipped."""
    goblin = SLEIGHT.replace("Wizard.YouCtrl", "Goblin.YouCtrl")
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"wizard_s_sleight.txt": goblin}), out, progress=False)
    assert not report(out)["w/wizard_s_sleight.txt"]["imported"]


STAR_SCHOLAR = """Name:Star Scholar
ManaCost:3 U
Types:Creature Human Artificer
PT:3/2
T:Mode$ ChangesZone | ValidCard$ Card.Self | Origin$ Any | Destination$ Battlefield \
| Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | ConditionPresent$ Artifact.YouCtrl | ConditionCompare$ GE1 \
| Defined$ You | NumCards$ 1
Oracle:When Star Scholar enters the battlefield, if you control an artifact, draw a card.
"""


def test_a_condition_said_after_the_openings_comma_is_an_intervening_if(
    tmp_path: Path, make_game: Callable[..., Game]
) -> None:
    """603.4: "When ..., if you control an artifact, draw a card." is an intervening "if"
    clause, though Forge writes it on the draw: it comes over as the trigger's, so with no
    artifact as the Scholar enters nothing triggers, even if one comes before it would
    have resolved; with one, it triggers and draws."""
    path = _imported_file(tmp_path, "star_scholar.txt", STAR_SCHOLAR)
    [trigger] = load_card_file(path).front.triggers
    [draw] = trigger.effects
    assert draw.condition is None and trigger.counted_if is not None
    for artifact in (False, True):
        game = make_game(path.parent)
        alice = game.players[0]
        for _ in range(3):
            game.add_card("Plains", alice, "library")
        game.begin_at(alice, Step.MAIN1)
        if artifact:
            game.add_card("Sol Ring", alice)
        game.put_onto_battlefield(game.add_card("Star Scholar", alice, "hand"))
        game.add_card("Sol Ring", alice)  # before the ability would resolve
        game.resolve_stack()
        assert len(alice.hand) == (1 if artifact else 0)
