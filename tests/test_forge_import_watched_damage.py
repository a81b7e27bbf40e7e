"""Forge's triggers come over: another creature's damage to an opponent (``of``: an
Aura's "Whenever enchanted creature deals damage to an opponent"), attacking alone
(``Alone$``, 506.5) and drawing (``Drawn``, 121.1). The scripts are made-up cards in
Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

NOSY = """Name:Nosy Charm
ManaCost:U
Types:Enchantment Aura
K:Enchant creature
A:SP$ Attach | Cost$ U | ValidTgts$ Creature | AILogic$ Pump
T:Mode$ DamageDone | ValidSource$ Card.AttachedBy | ValidTarget$ Opponent | Execute$ TrigDraw \
| TriggerZones$ Battlefield | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | Defined$ You | NumCards$ 1
Oracle:Enchant creature\\nWhenever enchanted creature deals damage to an opponent, you may \
draw a card.
"""


def test_enchanted_creature_deals_damage_to_an_opponent(tmp_path: Path) -> None:
    [trigger] = imported(tmp_path, "nosy_charm.txt", NOSY).triggers
    assert trigger.event == "damage to an opponent" and trigger.attached and trigger.optional


OGRE = """Name:Lone Ogre
ManaCost:3 R
Types:Creature Ogre
PT:3/3
T:Mode$ Attacks | ValidCard$ Card.Self | Alone$ True | TriggerZones$ Battlefield \
| Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ Pump | Defined$ Self | NumAtt$ +3
Oracle:Whenever Lone Ogre attacks alone, it gets +3/+0 until end of turn.
"""


def test_attacks_alone(tmp_path: Path) -> None:
    """506.5: Forge's ``Alone$ True``."""
    [trigger] = imported(tmp_path, "lone_ogre.txt", OGRE).triggers
    assert trigger.event == "attacks alone"


DREAMS = """Name:Dark Dreams
ManaCost:B B B
Types:Enchantment
T:Mode$ Drawn | ValidCard$ Card.OppOwn | TriggerZones$ Battlefield | Execute$ TrigDamage \
| TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 1
Oracle:Whenever an opponent draws a card, Dark Dreams deals 1 damage to them.
"""


def test_an_opponent_draws_a_card(tmp_path: Path) -> None:
    """121.1: Forge's ``Drawn`` trigger of a card an opponent owns."""
    [trigger] = imported(tmp_path, "dark_dreams.txt", DREAMS).triggers
    assert (trigger.event, trigger.caster) == ("draw", "an opponent")


IDEA_MINE = """Name:Idea Mine
ManaCost:2
Types:Artifact
T:Mode$ Phase | Phase$ Draw | ValidPlayer$ Player | TriggerZones$ Battlefield \
| Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | Defined$ TriggeredPlayer | NumCards$ 1
Oracle:At the beginning of each player's draw step, that player draws an additional card.
"""


def test_each_players_draw_step(tmp_path: Path) -> None:
    """504.2: Forge's ``Phase$ Draw``; "an additional card" is one card drawn."""
    [trigger] = imported(tmp_path, "idea_mine.txt", IDEA_MINE).triggers
    assert (trigger.event, trigger.whose) == ("draw step", "each")
    assert trigger.effects[0].amount == 1
