"""A triggered ability whose one sentence is the player's own action comes over with
"you may" before it as ``optional`` (603.5): "When CARDNAME enters the battlefield, you
may counter target spell." And a player discarding their hand (701.9a). The scripts
are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

TIDE_SAGE = """Name:Tide Sage
ManaCost:2 U U
Types:Creature Merfolk Wizard
PT:2/2
K:Flash
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigCounter | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigCounter:DB$ Counter | TargetType$ Spell | ValidTgts$ Card | TgtPrompt$ x
Oracle:Flash\\nWhen Tide Sage enters the battlefield, you may counter target spell.
"""


def test_you_may_counter_target_spell(tmp_path: Path) -> None:
    """603.5: optional, its one instruction countering the target spell."""
    sage = imported(tmp_path, "tide_sage.txt", TIDE_SAGE)
    [trigger] = sage.triggers
    assert trigger.optional and [i.verb for i in trigger.effects] == ["counter"]


WHEEL_RITE = """Name:Wheel Rite
ManaCost:2 R
Types:Sorcery
A:SP$ Discard | Cost$ 2 R | Mode$ Hand | Defined$ Player | SubAbility$ DBDraw \
| SpellDescription$ x
SVar:DBDraw:DB$ Draw | NumCards$ 7 | Defined$ Player
Oracle:Each player discards their hand, then draws seven cards.
"""


def test_each_player_discards_their_hand(tmp_path: Path) -> None:
    """701.9a: ``Discard | Mode$ Hand`` is the whole hand."""
    rite = imported(tmp_path, "wheel_rite.txt", WHEEL_RITE).spell
    assert rite is not None
    discard, draw = rite.effects
    assert (discard.name, discard.subject, draw.amount) == ("hand", "each player", 7)


GRAVE_WORM = """Name:Grave Worm
ManaCost:4 B
Types:Creature Wurm
PT:4/4
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Opponent | OptionalDecider$ You \
| Execute$ TrigReturn | TriggerDescription$ x
SVar:TrigReturn:AB$ ChangeZone | Cost$ 0 | Origin$ Graveyard | Destination$ Hand \
| ValidTgts$ Card.YouCtrl
Oracle:Whenever Grave Worm deals damage to an opponent, you may return target card from your \
graveyard to your hand.
"""


def test_a_step_costing_nothing_is_a_plain_may(tmp_path: Path) -> None:
    """603.5: Forge's ``AB$`` with ``Cost$ 0`` executed by an optional trigger is the
    trigger's "you may", no cost paid."""
    [trigger] = imported(tmp_path, "grave_worm.txt", GRAVE_WORM).triggers
    [returned] = trigger.effects
    assert trigger.optional and returned.if_paid is None and returned.verb == "return_to_hand"


BOUNTY_KIRIN = """Name:Bounty Kirin
ManaCost:2 W W
Types:Creature Kirin Spirit
PT:2/2
K:Flying
T:Mode$ SpellCast | ValidCard$ Spirit,Arcane | ValidActivatingPlayer$ You \
| TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigGain | TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | LifeAmount$ X | Defined$ You
SVar:X:TriggerCount$CastSACMC
Oracle:Flying\\nWhenever you cast a Spirit or Arcane spell, you may gain life equal to that \
spell's converted mana cost.
"""


def test_you_may_gain_life_equal_to_that_spells_mana_value(tmp_path: Path) -> None:
    """603.2, 603.5: Forge's TriggerCount$CastSACMC is "that spell's mana value"."""
    [trigger] = imported(tmp_path, "bounty_kirin.txt", BOUNTY_KIRIN).triggers
    [gained] = trigger.effects
    assert trigger.optional and gained.count is not None
    assert gained.count.text == "that spell's mana value"


GOBLIN_HERALD = """Name:Goblin Herald
ManaCost:2 R
Types:Creature Goblin Shaman
PT:1/1
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| OptionalDecider$ You | Execute$ TrigSearch | TriggerDescription$ x
SVar:TrigSearch:DB$ ChangeZone | Origin$ Library | Destination$ Library | LibraryPosition$ 0 \
| ChangeType$ Card.Goblin | ChangeNum$ 1 | ShuffleNonMandatory$ True
Oracle:When Goblin Herald enters the battlefield, you may search your library for a Goblin \
card, reveal it, then shuffle your library and put that card on top of it.
"""
DARK_TUTOR = """Name:Dark Tutor
ManaCost:B
Types:Instant
A:SP$ ChangeZone | Cost$ B | Origin$ Library | Destination$ Library | LibraryPosition$ 0 \
| ChangeType$ Card | ChangeNum$ 1 | Mandatory$ True | SpellDescription$ x
Oracle:Search your library for a card, then shuffle your library and put that card on top \
of it.
"""


def test_tutors_to_the_top_of_a_library(tmp_path: Path) -> None:
    """701.24b: "... reveal it, then shuffle your library and put that card on top of
    it.", after "you may" too; a card alone, unrevealed."""
    [trigger] = imported(tmp_path, "goblin_herald.txt", GOBLIN_HERALD).triggers
    [found] = trigger.effects
    assert trigger.optional and (found.subject, found.reveal) == ("top of library", True)
    spell = imported(tmp_path / "t", "dark_tutor.txt", DARK_TUTOR).spell
    assert spell is not None
    [tutored] = spell.effects
    assert (tutored.subject, tutored.reveal) == ("top of library", False)


RUMMAGER = """Name:Dock Rummager
ManaCost:2 R
Types:Creature Human Pirate
PT:2/2
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True \
| OptionalDecider$ You | Execute$ TrigDiscard | TriggerDescription$ x
SVar:TrigDiscard:DB$ Discard | Defined$ You | NumCards$ 1 | Mode$ TgtChoose \
| RememberDiscarded$ True | SubAbility$ DBDraw
SVar:DBDraw:DB$ Draw | NumCards$ 1 | ConditionDefined$ Remembered | ConditionPresent$ Card \
| ConditionCompare$ GE1 | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True
Oracle:Whenever Dock Rummager deals combat damage to a player, you may discard a card. \
If you do, draw a card.
"""


def test_you_may_discard_a_card_if_you_do(tmp_path: Path) -> None:
    """118.12: Forge's discard remembered and a step on its condition is a draw paid for
    by discarding a card, the trigger's may the payment's."""
    [trigger] = imported(tmp_path, "dock_rummager.txt", RUMMAGER).triggers
    [draw] = trigger.effects
    assert draw.verb == "draw" and not trigger.optional
    assert draw.if_paid is not None and draw.if_paid.text == "Discard a card"


LOOTER = """Name:Dock Looter
ManaCost:1 U
Types:Creature Human Rogue
PT:1/1
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True \
| Execute$ TrigLoot | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigLoot:DB$ Draw | NumCards$ 1 | SubAbility$ DBDiscard
SVar:DBDiscard:DB$ Discard | Defined$ You | Mode$ TgtChoose | NumCards$ 1
Oracle:Whenever Dock Looter deals combat damage to a player, you may draw a card. If you \
do, discard a card.
"""


def test_you_may_draw_a_card_if_you_do_discard_a_card(tmp_path: Path) -> None:
    """603.5: "you may draw a card. If you do, discard a card." is the choice of both;
    declined, neither."""
    face = imported(tmp_path, "dock_looter.txt", LOOTER)
    [trigger] = face.triggers
    assert trigger.optional and [i.verb for i in trigger.effects] == ["draw", "discard"]


TITHE = """Name:Blood Levy
ManaCost:B
Types:Sorcery
A:SP$ LoseLife | Cost$ B | Defined$ Player.Opponent | LifeAmount$ 2 | SubAbility$ DBGain \
| SpellDescription$ x
SVar:DBGain:DB$ GainLife | Defined$ You | LifeAmount$ AFLifeLost
SVar:AFLifeLost:Number$0
Oracle:Each opponent loses 2 life. You gain life equal to the life lost this way.
"""


def test_you_gain_life_equal_to_the_life_lost_this_way(tmp_path: Path) -> None:
    """119.3: Forge's ``AFLifeLost`` after a ``LoseLife`` is cardhost's ``gain_lost``."""
    spell = imported(tmp_path, "blood_levy.txt", TITHE).spell
    assert spell is not None
    [loss] = spell.effects
    assert loss.verb == "lose_life" and loss.gain_lost


IMP = """Name:Grave Imp
ManaCost:4 B
Types:Creature Imp
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.Self \
| Execute$ TrigExile | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigExile:DB$ ChangeZone | Origin$ Graveyard | Destination$ Exile | ValidTgts$ Creature \
| SubAbility$ DBGainLife | RememberChanged$ True
SVar:DBGainLife:DB$ GainLife | Defined$ You | LifeAmount$ 2 | ConditionCheckSVar$ X \
| ConditionSVarCompare$ EQ1 | References$ X | SubAbility$ DBCleanup
SVar:DBCleanup:DB$ Cleanup | ClearRemembered$ True
SVar:X:Remembered$Amount
Oracle:When Grave Imp enters the battlefield, you may exile target creature card from a \
graveyard. If you do, you gain 2 life.
"""


def test_you_may_exile_target_card_if_you_do_gain_life(tmp_path: Path) -> None:
    """603.5, 608.2b: the whole trigger is the choice; its one target exiled whenever it
    resolves at all, so "If you do" is Forge's remembering, said by neither."""
    [trigger] = imported(tmp_path, "grave_imp.txt", IMP).triggers
    assert trigger.optional and [i.verb for i in trigger.effects] == ["exile", "gain_life"]
