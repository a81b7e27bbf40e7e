"""Forge's counts come over as ``x`` (608.2h): of what a resolving ability names
(``Sacrificed$CardPower``: "the sacrificed creature's power";
``TriggeredCard$CardToughness``: "that creature's toughness", 603.2) and multiplied or
added to (``/Times.2``: "2 life for each"; ``/Plus.3``: "3 plus the number of"). The
scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

HURLER = """Name:Goblin Hurler
ManaCost:2 R
Types:Creature Goblin
PT:2/2
A:AB$ DealDamage | Cost$ T Sac<1/Creature.Other/another creature> | ValidTgts$ Any \
| NumDmg$ X | SpellDescription$ x
SVar:X:Sacrificed$CardPower
Oracle:{T}, Sacrifice another creature: Goblin Hurler deals damage equal to the \
sacrificed creature's power to any target.
"""
MOURNER = """Name:Kind Mourner
ManaCost:1 W
Types:Creature Human Cleric
PT:1/2
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard \
| ValidCard$ Creature.YouCtrl+Other | TriggerZones$ Battlefield | Execute$ TrigGain \
| TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | Defined$ You | LifeAmount$ X
SVar:X:TriggeredCard$CardToughness
Oracle:Whenever another creature you control dies, you gain life equal to that \
creature's toughness.
"""


def test_the_sacrificed_creatures_power_and_that_creatures_toughness(tmp_path: Path) -> None:
    """608.2h, 603.2: ``Sacrificed$CardPower`` and ``TriggeredCard$CardToughness``."""
    hurler = imported(tmp_path / "a", "goblin_hurler.txt", HURLER)
    [damage] = hurler.activated_abilities[0].effects
    assert damage.count is not None and damage.count.text == "the sacrificed creature's power"
    mourner = imported(tmp_path / "b", "kind_mourner.txt", MOURNER)
    [gain] = mourner.triggers[0].effects
    assert gain.count is not None and gain.count.text == "that creature's toughness"


PSALM = """Name:Gate Psalm
ManaCost:3 W
Types:Sorcery
A:SP$ GainLife | Cost$ 3 W | LifeAmount$ X | SpellDescription$ x
SVar:X:Count$TypeYouCtrl.Gate/Times.2
Oracle:You gain 2 life for each Gate you control.
"""
RIVETS = """Name:Hot Rivets
ManaCost:R
Types:Instant
A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature | NumDmg$ X | SpellDescription$ x
SVar:X:Count$TypeYouCtrl.Artifact/Plus.2
Oracle:Hot Rivets deals X damage to target creature, where X is 2 plus the number of \
artifacts you control.
"""


def test_a_count_multiplied_or_added_to(tmp_path: Path) -> None:
    """``/Times.2`` is "twice" ("2 life for each Gate"); ``/Plus.2`` is "2 plus"."""
    psalm = imported(tmp_path / "a", "gate_psalm.txt", PSALM).spell
    assert psalm is not None
    [gain] = psalm.effects
    assert gain.count is not None and (gain.count.times, gain.count.plus) == (2, 0)
    rivets = imported(tmp_path / "b", "hot_rivets.txt", RIVETS).spell
    assert rivets is not None
    [damage] = rivets.effects
    assert damage.count is not None and (damage.count.times, damage.count.plus) == (1, 2)


ARTISAN = """Name:Silk Artisan
ManaCost:2 W
Types:Creature Human Monk
PT:2/3
S:Mode$ Continuous | Affected$ Card.Self | AddPower$ X | AddToughness$ X | References$ X \
| Description$ x
SVar:X:Count$Valid Aura.Attached/Times.2
SVar:EnchantMe:Multiple
Oracle:Silk Artisan gets +2/+2 for each Aura attached to it.
"""


def test_auras_attached_to_it(tmp_path: Path) -> None:
    """303.4: Forge's ``Valid Aura.Attached``, twice, as "for each Aura attached to it";
    ``EnchantMe`` is a hint to Forge's AI."""
    [static] = imported(tmp_path, "silk_artisan.txt", ARTISAN).statics
    [modification] = static.modifications
    assert modification.per is not None
    assert modification.per.text == "twice the number of Auras attached to this"
