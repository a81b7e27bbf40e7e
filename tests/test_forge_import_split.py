"""Forge's split cards (``AlternateMode:Split``) come over as a card file with
``[right]`` (709.1), aftermath (702.127a) and fuse (702.102a) too. And Forge's
``Surveil`` (701.25a). The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import folder_of, report

from cardhost.forge.importer import import_forge
from cardhost.loading.cardfile import load_card_file

FUSE_LINE = "\\nFuse (You may cast one or both halves of this card from your hand.)"
SPARK_SLEET = """Name:Spark
ManaCost:R
AlternateMode: Split
Types:Instant
A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 1 \
| SpellDescription$ x
Oracle:Spark deals 1 damage to any target.

ALTERNATE

Name:Sleet
ManaCost:2 U
Types:Sorcery
K:Aftermath
A:SP$ Draw | Cost$ 2 U | NumCards$ 2 | SpellDescription$ x
Oracle:Aftermath (Cast this spell only from your graveyard. Then exile it.)\\nDraw two cards.
"""


def test_a_split_card_with_aftermath(tmp_path: Path) -> None:
    """709.1, 702.127a: the left half the card's keys, the right half ``[right]``."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"spark_sleet.txt": SPARK_SLEET}), out, progress=False)
    assert report(out)["s/spark_sleet.txt"]["imported"]
    card = load_card_file(out / "spark_sleet" / "spark_sleet.toml")
    assert card.name == "Spark // Sleet"
    assert card.right is not None and card.right.aftermath
    assert card.right.spell is not None and card.right.spell.effects[0].verb == "draw"
    assert str(card.combined.mana_cost) == "{R}{2}{U}"


FUSED = (
    SPARK_SLEET.replace("Types:Instant\n", "Types:Instant\nK:Fuse\n")
    .replace("K:Aftermath\n", "")
    .replace("Types:Sorcery", "Types:Instant")
    .replace("Aftermath (Cast this spell only from your graveyard. Then exile it.)\\n", "")
    .replace(
        "Oracle:Spark deals 1 damage to any target.",
        f"Oracle:Spark deals 1 damage to any target.{FUSE_LINE}",
    )
    .replace("Oracle:Draw two cards.", f"Oracle:Draw two cards.{FUSE_LINE}")
)


def test_fuse(tmp_path: Path) -> None:
    """702.102a: Forge's ``K:Fuse`` of the left half is the card's ``fuse``."""
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path, {"spark_sleet.txt": FUSED}), out, progress=False)
    assert report(out)["s/spark_sleet.txt"]["imported"], report(out)
    card = load_card_file(out / "spark_sleet" / "spark_sleet.toml")
    assert card.front.fuse and card.right is not None and card.right.fuse


def test_surveil(tmp_path: Path) -> None:
    """701.25a: Forge's ``Surveil`` with ``Amount$``."""
    out = tmp_path / "out"
    script = (
        "Name:Murky Glimpse\nManaCost:U\nTypes:Sorcery\n"
        "A:SP$ Surveil | Cost$ U | Amount$ 2 | SubAbility$ DBDraw | SpellDescription$ x\n"
        "SVar:DBDraw:DB$ Draw | NumCards$ 1\n"
        "Oracle:Surveil 2, then draw a card.\n"
    )
    import_forge(folder_of(tmp_path, {"murky_glimpse.txt": script}), out, progress=False)
    assert report(out)["m/murky_glimpse.txt"]["imported"], report(out)
    card = load_card_file(out / "murky_glimpse" / "murky_glimpse.toml")
    assert card.front.spell is not None
    assert [(e.verb, e.amount) for e in card.front.spell.effects] == [("surveil", 2), ("draw", 1)]
