"""Forge's counts that come over as cardhost's: cards of the card's own name in
graveyards (``NamedInAllYards``, ``ValidGraveyard Card.YouOwn+named...``), the highest
mana value among permanents (``MaxCMCYouCtrl``, ``HighestCMC_``), counters on the card
itself in its own trigger (``TriggeredCard$CardCounters``) and the creatures blocking
it (``TriggerCount$NumBlockers``). The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

STOCK = """Name:Stock Check
ManaCost:1 U
Types:Sorcery
A:SP$ Draw | Cost$ 1 U | NumCards$ 1 | SubAbility$ DBDraw | SpellDescription$ x
SVar:DBDraw:DB$ Draw | NumCards$ X
SVar:X:Count$NamedInAllYards.Stock Check
Oracle:Draw a card, then draw cards equal to the number of cards named Stock Check in all \
graveyards.
"""
BOMB = """Name:Coil Bomb
ManaCost:R
Types:Instant
A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature | NumDmg$ X | SpellDescription$ x
SVar:X:Count$ValidGraveyard Card.YouOwn+namedCoil Bomb/Plus.2
Oracle:Coil Bomb deals X damage to target creature, where X is 2 plus the number of cards \
named Coil Bomb in your graveyard.
"""
SURVEY = """Name:Tall Survey
ManaCost:2 U
Types:Sorcery
A:SP$ Draw | Cost$ 2 U | NumCards$ X | SpellDescription$ x
SVar:X:Count$MaxCMCYouCtrl
Oracle:Draw cards equal to the highest converted mana cost among permanents you control.
"""
IMP = """Name:Dusk Imp
ManaCost:2 B
Types:Creature Imp
PT:4/3
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | NumCards$ X
SVar:X:TriggeredCard$CardCounters.M1M1
Oracle:When Dusk Imp dies, draw a card for each -1/-1 counter on it.
"""
BRAWLER = """Name:Elf Brawler
ManaCost:G
Types:Creature Elf
PT:1/1
T:Mode$ AttackerBlocked | ValidCard$ Card.Self | Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ Pump | Defined$ Self | NumAtt$ +X | NumDef$ +X
SVar:X:TriggerCount$NumBlockers
Oracle:Whenever Elf Brawler becomes blocked, it gets +1/+1 until end of turn for each \
creature blocking it.
"""


def test_cards_named_as_the_card_itself(tmp_path: Path) -> None:
    """201.2: the Oracle text names the card; the count names it."""
    spell = imported(tmp_path, "stock_check.txt", STOCK).spell
    assert spell is not None
    assert str(spell.effects[1].count) == (
        "the number of cards named Stock Check in all graveyards"
    )
    bomb = imported(tmp_path, "coil_bomb.txt", BOMB).spell
    assert bomb is not None
    assert str(bomb.effects[0].count) == (
        "2 plus the number of cards named Coil Bomb in your graveyard"
    )


def test_the_highest_mana_value(tmp_path: Path) -> None:
    spell = imported(tmp_path, "tall_survey.txt", SURVEY).spell
    assert spell is not None
    assert str(spell.effects[0].count) == "the greatest mana value among permanents you control"


def test_counters_on_itself_in_its_own_trigger(tmp_path: Path) -> None:
    """608.2h: its own "dies" trigger counts the counters on the card itself, as it last
    existed."""
    [trigger] = imported(tmp_path, "dusk_imp.txt", IMP).triggers
    assert str(trigger.effects[0].count) == "the number of -1/-1 counters on this"


def test_creatures_blocking_itself(tmp_path: Path) -> None:
    [trigger] = imported(tmp_path, "elf_brawler.txt", BRAWLER).triggers
    assert str(trigger.effects[0].count) == "the number of creatures blocking this"


RUNES = """Name:Stone Runes
ManaCost:2 R
Types:Enchantment
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ Player | TriggerZones$ Battlefield \
| Execute$ TrigDamage | TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ X
SVar:X:Count$Valid Artifact.ActivePlayerCtrl
Oracle:At the beginning of each player's upkeep, Stone Runes deals damage to that player \
equal to the number of artifacts they control.
"""
JEST = """Name:Pale Jest
ManaCost:3 B
Types:Sorcery
A:SP$ DealDamage | Cost$ 3 B | ValidTgts$ Opponent | NumDmg$ X | SpellDescription$ x
SVar:X:Count$Valid Creature.White+TargetedPlayerCtrl/Twice
Oracle:Pale Jest deals X damage to target opponent, where X is twice the number of white \
creatures that player controls.
"""


def test_what_that_player_or_the_target_player_controls(tmp_path: Path) -> None:
    """608.2h: Forge's ``ActivePlayerCtrl`` in a trigger of each player's upkeep and
    ``TargetedPlayerCtrl`` of a target player are "they control", counted for the player
    the damage is dealt to."""
    [trigger] = imported(tmp_path, "stone_runes.txt", RUNES).triggers
    assert str(trigger.effects[0].count) == "the number of artifacts they control"
    spell = imported(tmp_path, "pale_jest.txt", JEST).spell
    assert spell is not None
    assert str(spell.effects[0].count) == "twice the number of white creatures they control"
