"""Forge's costs paid as an effect resolves come over as ``unless`` and ``payer``
(118.12a): ``UnlessCost$`` (its default payer the target's controller, as Forge reads
it), ``UnlessPayer$``, the keyword ``UpkeepCost``; and echo (702.30a). The scripts
are made-up cards in Forge's syntax."""

from __future__ import annotations

import json
from pathlib import Path

from test_forge_import import folder_of, imported

from cardhost.forge.importer import import_forge

SEAL_LEAK = """Name:Seal Leak
ManaCost:1 U
Types:Instant
A:SP$ Counter | Cost$ 1 U | TargetType$ Spell | ValidTgts$ Card | UnlessCost$ 2 \
| SpellDescription$ x
Oracle:Counter target spell unless its controller pays {2}.
"""
TOLL_SHADE = """Name:Toll Shade
ManaCost:1 B
Types:Creature Shade
PT:1/1
A:AB$ Pump | Cost$ B | NumAtt$ 1 | NumDef$ 1 | UnlessCost$ 2 | UnlessPayer$ Player \
| SpellDescription$ x
Oracle:{B}: Toll Shade gets +1/+1 until end of turn unless any player pays {2}.
"""
MIRE_BEAST = """Name:Mire Beast
ManaCost:2 B
Types:Creature Beast
PT:4/4
K:UpkeepCost:Sac<1/Land>
Oracle:At the beginning of your upkeep, sacrifice Mire Beast unless you sacrifice a land.
"""
GLASS_TITHE = """Name:Glass Tithe
ManaCost:W
Types:Enchantment
K:UpkeepCost:PayLife<1>
Oracle:At the beginning of your upkeep, sacrifice Glass Tithe unless you pay 2 life.
"""


def test_a_counterspell_its_controller_may_pay_for(tmp_path: Path) -> None:
    """118.12a: no ``UnlessPayer$`` is the target's controller, "its controller pays"."""
    leak = imported(tmp_path, "seal_leak.txt", SEAL_LEAK).spell
    assert leak is not None
    [counter] = leak.effects
    assert counter.verb == "counter" and counter.payer == "the target's controller"
    assert counter.unless is not None and counter.unless.text == "{2}"


def test_any_player_may_pay(tmp_path: Path) -> None:
    """101.4: ``UnlessPayer$ Player`` is "any player"."""
    shade = imported(tmp_path, "toll_shade.txt", TOLL_SHADE)
    [gets] = shade.activated_abilities[0].effects
    assert gets.verb == "gets" and gets.payer == "any player"


def test_an_upkeep_cost_is_a_triggered_ability(tmp_path: Path) -> None:
    """``UpkeepCost``: "At the beginning of your upkeep, sacrifice CARDNAME unless you
    sacrifice a land." (603.1, 118.12a); a cost the Oracle text words otherwise (2 life,
    not 1) skips the card, naming the paragraph it looked for."""
    beast = imported(tmp_path, "mire_beast.txt", MIRE_BEAST)
    [trigger] = beast.triggers
    [sacrifice] = trigger.effects
    assert sacrifice.verb == "sacrifice" and sacrifice.payer == "you"
    assert sacrifice.unless is not None and sacrifice.unless.text == "Sacrifice a land"
    out = tmp_path / "out2"
    import_forge(folder_of(tmp_path / "in2", {"glass_tithe.txt": GLASS_TITHE}), out, progress=False)
    [line] = (out / "import-report.jsonl").read_text().splitlines()
    reasons = json.loads(line)["reasons"]
    assert "unless you pay 1 life" in reasons[0]["lacks"], reasons


EMBER_BRUTE = """Name:Ember Brute
ManaCost:2 R
Types:Creature Giant
PT:4/4
K:Echo:2 R
Oracle:Echo {2}{R} (At the beginning of your upkeep, if this came under your control since \
the beginning of your last upkeep, sacrifice it unless you pay its echo cost.)
"""


def test_echo_comes_over(tmp_path: Path) -> None:
    """702.30a: ``K:Echo`` with a mana cost is ``echo``."""
    brute = imported(tmp_path, "ember_brute.txt", EMBER_BRUTE)
    assert str(brute.echo) == "{2}{R}"


ICE_SHELF = """Name:Ice Shelf
ManaCost:1 U
Types:Creature Elemental
PT:3/3
K:Cumulative upkeep:1
Oracle:Cumulative upkeep {1} (At the beginning of your upkeep, put an age counter on this \
permanent, then sacrifice it unless you pay its upkeep cost for each age counter on it.)
"""


def test_cumulative_upkeep_comes_over(tmp_path: Path) -> None:
    """702.24a: ``K:Cumulative upkeep`` of mana is ``cumulative_upkeep``."""
    shelf = imported(tmp_path, "ice_shelf.txt", ICE_SHELF)
    assert shelf.cumulative_upkeep is not None and shelf.cumulative_upkeep.text == "{1}"


DRUM_SCRIPT = """Name:Drum Script
ManaCost:1
Types:Artifact
A:AB$ Pump | Cost$ tapXType<1/Creature> | ValidTgts$ Creature | NumAtt$ +1 | NumDef$ +1 \
| SpellDescription$ x
Oracle:Tap an untapped creature you control: Target creature gets +1/+1 until end of turn.
"""


def test_forge_tapping_an_untapped_creature(tmp_path: Path) -> None:
    """118.3: Forge's ``tapXType<1/Creature>`` is "Tap an untapped creature you
    control"."""
    [ability] = imported(tmp_path, "drum_script.txt", DRUM_SCRIPT).activated_abilities
    assert ability.cost.text == "Tap an untapped creature you control"
