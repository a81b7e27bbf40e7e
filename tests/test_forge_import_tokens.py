"""Forge's tokens created with abilities (``TokenAbilities$``) that are Treasure, Clue
(investigating, 701.16a) or the Eldrazi Scion come over: the catalog's Treasure and Clue,
a ``[[tokens]]`` Scion with its mana ability (111.10). The scripts are made-up cards in
Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

from cardhost import load_card_file

GILDED_RAIDER = """Name:Gilded Raider
ManaCost:3 R
Types:Creature Human Pirate
PT:3/3
T:Mode$ ChangesZone | ValidCard$ Card.Self | Origin$ Any | Destination$ Battlefield \
| Execute$ DBToken | TriggerDescription$ x
SVar:DBToken:DB$ Token | TokenAmount$ 2 | TokenName$ Treasure | TokenTypes$ Artifact,Treasure \
| TokenOwner$ You | TokenColors$ Colorless | TokenAbilities$ ABMana
SVar:ABMana:AB$ Mana | Cost$ T Sac<1/CARDNAME> | Produced$ Any | Amount$ 1 | SpellDescription$ x
Oracle:When Gilded Raider enters the battlefield, create two colorless Treasure artifact \
tokens with "{T}, Sacrifice this artifact: Add one mana of any color."
"""
SPAWN_CALL = """Name:Spawn Call
ManaCost:2 G
Types:Sorcery
A:SP$ Token | Cost$ 2 G | TokenAmount$ 2 | TokenName$ Eldrazi Scion \
| TokenTypes$ Creature,Eldrazi,Scion | TokenOwner$ You | TokenColors$ Colorless \
| TokenPower$ 1 | TokenToughness$ 1 | TokenAbilities$ ABMana | SpellDescription$ x
SVar:ABMana:AB$ Mana | Cost$ Sac<1/CARDNAME> | Produced$ C | Amount$ 1 | SpellDescription$ x
Oracle:Create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this \
creature: Add {C}."
"""
CLUE_SEEKER = """Name:Clue Seeker
ManaCost:1 W
Types:Creature Human
PT:2/1
T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ DBToken | TriggerDescription$ x
SVar:DBToken:DB$ Token | TokenAmount$ 1 | TokenName$ Clue | TokenTypes$ Artifact,Clue \
| TokenOwner$ You | TokenColors$ Colorless | TokenAbilities$ ABDraw
SVar:ABDraw:AB$ Draw | Cost$ 2 Sac<1/CARDNAME> | NumCards$ 1 | SpellDescription$ x
Oracle:Whenever Clue Seeker attacks, investigate. (Create a colorless Clue artifact token \
with "{2}, Sacrifice this artifact: Draw a card.")
"""


def test_treasures_are_the_catalogs(tmp_path: Path) -> None:
    """111.10a: two Treasure tokens, the catalog's predefined token; no ``[[tokens]]``."""
    raider = imported(tmp_path, "gilded_raider.txt", GILDED_RAIDER)
    [create] = raider.triggers[0].effects
    assert (create.verb, create.name, create.amount) == ("create", "Treasure Token", 2)


def test_eldrazi_scions_with_their_mana_ability(tmp_path: Path) -> None:
    """111.4: the Scion token the card defines has "Sacrifice this creature: Add {C}."."""
    out = imported(tmp_path, "spawn_call.txt", SPAWN_CALL)
    assert out.spell is not None
    [create] = out.spell.effects
    assert (create.name, create.amount) == ("Eldrazi Scion Token", 2)
    card = load_card_file(tmp_path / "out" / "spawn_call" / "spawn_call.toml")
    scion = card.tokens["Eldrazi Scion Token"].front
    assert scion.power == scion.toughness == 1 and not scion.colors
    [mana] = scion.mana_abilities
    assert mana.cost.sacrifice_self


def test_investigating_is_investigate(tmp_path: Path) -> None:
    """701.16a: the Oracle says "investigate": the ``investigate`` instruction."""
    seeker = imported(tmp_path, "clue_seeker.txt", CLUE_SEEKER)
    [investigate] = seeker.triggers[0].effects
    assert investigate.verb == "investigate" and investigate.amount == 1
