"""Static abilities and triggers whose condition is a count (611.3b, 603.4) come over
in each way an Oracle text says it: your life total ("as long as you have 25 or more
life"), cards of a kind in your graveyard ("as long as an artifact card is in your
graveyard", "two or more instant and/or sorcery cards"), no cards there, a restriction
that holds "unless" there are more ("can't attack unless there are seven or more cards
in your graveyard", "unless you control at least three other creatures"), and the
cards in the hand of the player whose upkeep it is ("if that player has two or fewer
cards in hand"). The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

import pytest
from test_forge_import import folder_of, imported, report

from cardhost.forge.importer import import_forge
from cardhost.model.continuous import TurnCondition


def creature(name: str, static: str, svar: str, oracle: str) -> str:
    return (
        f"Name:{name}\nManaCost:2 G\nTypes:Creature Beast\nPT:2/2\n"
        f"S:Mode$ Continuous | Affected$ Card.Self | {static} | Description$ x\n"
        f"SVar:X:{svar}\nOracle:{oracle}\n"
    )


CASES = [
    (
        "AddPower$ 4 | AddToughness$ 4 | CheckSVar$ X | SVarCompare$ GE25",
        "Count$YourLifeTotal",
        "Glory Beast gets +4/+4 as long as you have 25 or more life.",
        {"count": "your life total", "at_least": 25},
    ),
    (
        "AddKeyword$ Flying | CheckSVar$ X | SVarCompare$ GE1",
        "Count$TypeInYourYard.Artifact",
        "Glory Beast has flying as long as an artifact card is in your graveyard.",
        {"count": "the number of artifact cards in your graveyard", "at_least": 1},
    ),
    (
        "AddPower$ 1 | AddKeyword$ Haste | CheckSVar$ X | SVarCompare$ GE2",
        "Count$ValidGraveyard Instant.YouOwn,Sorcery.YouOwn",
        "As long as there are two or more instant and/or sorcery cards in your graveyard, "
        "Glory Beast gets +1/+0 and has haste.",
        {"count": "the number of instant or sorcery cards in your graveyard", "at_least": 2},
    ),
    (
        "AddPower$ 4 | AddToughness$ 4 | CheckSVar$ X | SVarCompare$ EQ0",
        "Count$InYourYard",
        "Glory Beast gets +4/+4 as long as there are no cards in your graveyard.",
        {"count": "the number of cards in your graveyard", "at_most": 0},
    ),
    (
        "AddHiddenKeyword$ CARDNAME can't attack. | CheckSVar$ X | SVarCompare$ LT7",
        "Count$InYourYard",
        "Glory Beast can't attack unless there are seven or more cards in your graveyard.",
        {"count": "the number of cards in your graveyard", "at_most": 6},
    ),
    (
        "AddHiddenKeyword$ CARDNAME can't attack or block. | CheckSVar$ X | SVarCompare$ LE2",
        "Count$Valid Creature.Other+YouCtrl",
        "Glory Beast can't attack or block unless you control at least three other creatures.",
        {"count": "the number of other creatures you control", "at_most": 2},
    ),
]


@pytest.mark.parametrize(("static", "svar", "oracle", "condition"), CASES)
def test_a_count_condition(
    tmp_path: Path, static: str, svar: str, oracle: str, condition: dict[str, object]
) -> None:
    face = imported(tmp_path, "glory_beast.txt", creature("Glory Beast", static, svar, oracle))
    [ability] = face.statics
    assert ability.condition is not None
    assert str(ability.condition.count) == condition["count"]
    assert ability.condition.at_least == condition.get("at_least", 0)
    assert ability.condition.at_most == condition.get("at_most")


def test_a_count_the_oracle_text_says_otherwise_is_skipped(tmp_path: Path) -> None:
    """Seven or more in the script, five in the Oracle text: not said, not imported."""
    static, svar, oracle, _ = CASES[4]
    script = creature("Glory Beast", static, svar, oracle.replace("seven", "five"))
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"glory_beast.txt": script}), out, progress=False)
    assert not report(out)["g/glory_beast.txt"]["imported"]


MONGREL = """Name:Pit Mongrel
ManaCost:3 R
Types:Creature Dog
PT:2/2
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Opponent | CheckSVar$ InHand | SVarCompare$ LE2 \
| Execute$ TrigDamage | TriggerZones$ Battlefield | TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 2
SVar:InHand:Count$ValidHand Card.ActivePlayerCtrl
Oracle:At the beginning of each opponent's upkeep, if that player has two or fewer cards in \
hand, Pit Mongrel deals 2 damage to them.
"""


def test_if_that_player_has_two_or_fewer_cards_in_hand(tmp_path: Path) -> None:
    """603.4, 603.2: the active player's hand in a trigger of each opponent's upkeep is
    "their hand", that player's; "deals 2 damage to them"."""
    [trigger] = imported(tmp_path, "pit_mongrel.txt", MONGREL).triggers
    assert trigger.counted_if is not None
    assert str(trigger.counted_if.count) == "the number of cards in their hand"
    assert trigger.counted_if.at_most == 2


AERONAUTS = """Name:Sky Courier
ManaCost:4 W
Types:Creature Dwarf
PT:2/4
K:Flying
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigGainLife | Revolt$ True | TriggerDescription$ x
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 5
Oracle:Flying\\nRevolt — When Sky Courier enters the battlefield, if a permanent you \
controlled left the battlefield this turn, you gain 5 life.
"""
CONVALESCE = """Name:Slow Mending
ManaCost:1 W
Types:Enchantment
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield | LifeTotal$ You \
| LifeAmount$ LE10 | Execute$ TrigGainLife | TriggerDescription$ x
SVar:TrigGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 1
Oracle:At the beginning of your upkeep, if you have 10 or less life, you gain 1 life.
"""


@pytest.mark.parametrize(
    ("name", "script", "condition"),
    [
        (
            "sky_courier.txt",
            AERONAUTS,
            ("the number of permanents you controlled that left the battlefield this turn", 1),
        ),
        ("slow_mending.txt", CONVALESCE, ("your life total", None)),
    ],
)
def test_a_trigger_condition_forge_names(
    tmp_path: Path, name: str, script: str, condition: tuple[str, int | None]
) -> None:
    """603.4: Forge's ``Revolt$ True`` (207.2c) and ``LifeTotal$ You | LifeAmount$ LE10``."""
    [trigger] = imported(tmp_path, name, script).triggers
    assert trigger.counted_if is not None
    count, least = condition
    assert str(trigger.counted_if.count) == count
    if least is None:
        assert trigger.counted_if.at_most == 10
    else:
        assert trigger.counted_if.at_least == least


@pytest.mark.parametrize(
    ("condition", "oracle", "yours"),
    [
        ("PlayerTurn", "As long as it's your turn, Glory Beast has first strike.", True),
        ("NotPlayerTurn", "As long as it's not your turn, Glory Beast has first strike.", False),
    ],
)
def test_whose_turn_it_is(tmp_path: Path, condition: str, oracle: str, yours: bool) -> None:
    """Forge's ``Condition$ PlayerTurn`` and ``NotPlayerTurn`` on a static ability:
    ``as_long_as = { turn = ... }`` (611.3b, 102.1)."""
    script = (
        "Name:Glory Beast\nManaCost:2 G\nTypes:Creature Beast\nPT:2/2\n"
        "S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ First Strike | "
        f"Condition$ {condition} | Description$ x\nOracle:{oracle}\n"
    )
    [ability] = imported(tmp_path, "glory_beast.txt", script).statics
    assert ability.condition == TurnCondition(yours)


def test_whose_turn_said_otherwise_is_skipped(tmp_path: Path) -> None:
    """Your turn in the script, not yours in the Oracle text: not imported."""
    script = (
        "Name:Glory Beast\nManaCost:2 G\nTypes:Creature Beast\nPT:2/2\n"
        "S:Mode$ Continuous | Affected$ Card.Self | AddKeyword$ First Strike | "
        "Condition$ PlayerTurn | Description$ x\n"
        "Oracle:As long as it's not your turn, Glory Beast has first strike.\n"
    )
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"glory_beast.txt": script}), out, progress=False)
    assert not report(out)["g/glory_beast.txt"]["imported"]


WELL = """Name:Chattering Well
ManaCost:2
Types:Artifact
T:Mode$ Phase | Phase$ Draw | ValidPlayer$ Player | TriggerZones$ Battlefield \
| IsPresent$ Card.Self+untapped | Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | Defined$ TriggeredPlayer | NumCards$ 1
Oracle:At the beginning of each player's draw step, if Chattering Well is untapped, that \
player draws an additional card.
"""
HERALD = """Name:Proud Herald
ManaCost:1 W
Types:Creature Human Soldier
PT:2/2
K:Renown:1
T:Mode$ Attacks | ValidCard$ Card.Self | IsPresent$ Card.Self+IsRenowned \
| TriggerZones$ Battlefield | Execute$ TrigGain | TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | Defined$ You | LifeAmount$ 2
Oracle:Renown 1 (When this creature deals combat damage to a player, if it isn't renowned, \
put a +1/+1 counter on it and it becomes renowned.)\\nWhenever Proud Herald attacks, if it's \
renowned, you gain 2 life.
"""
TINKERER = """Name:Idle Tinkerer
ManaCost:3
Types:Artifact Creature Golem
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Artifact \
| IsPresent$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigGain | TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | Defined$ You | LifeAmount$ 1
Oracle:Whenever an artifact enters the battlefield, you gain 1 life.
"""


@pytest.mark.parametrize(
    ("name", "script", "state"),
    [("chattering_well.txt", WELL, "untapped"), ("proud_herald.txt", HERALD, "renowned")],
)
def test_if_it_is_in_a_state(tmp_path: Path, name: str, script: str, state: str) -> None:
    """``IsPresent$ Card.Self+untapped`` on a trigger: ``if = { this_is = ... }``
    (603.4), "if CARDNAME is untapped" or "if it's renowned"."""
    [trigger] = imported(tmp_path, name, script).triggers
    assert trigger.state_if == state


def test_present_itself_is_no_condition(tmp_path: Path) -> None:
    """``IsPresent$ Card.Self`` of a trigger on the battlefield is always true there."""
    [trigger] = imported(tmp_path, "idle_tinkerer.txt", TINKERER).triggers
    assert not trigger.state_if and trigger.counted_if is None and not trigger.condition


CORPS = """Name:Shield Corps
ManaCost:1 W
Types:Creature Human Soldier
PT:2/2
T:Mode$ Attacks | ValidCard$ Card.Self | TriggerZones$ Battlefield | CheckSVar$ Others \
| NoResolvingCheck$ True | SVarCompare$ GE2 | Execute$ TrigGain | TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | Defined$ You | LifeAmount$ 2
SVar:Others:Count$Valid Creature.attacking+Other
Oracle:Battalion — Whenever Shield Corps and at least two other creatures attack, you gain 2 \
life.
"""


def test_battalion_is_an_event_not_an_if(tmp_path: Path) -> None:
    """Forge's count of other attackers checked only as it triggers (``NoResolvingCheck$``):
    ``when = "attacks with two others"`` (207.2c, 508.3a), no intervening "if"."""
    [trigger] = imported(tmp_path, "shield_corps.txt", CORPS).triggers
    assert trigger.event == "attacks with two others" and trigger.counted_if is None
