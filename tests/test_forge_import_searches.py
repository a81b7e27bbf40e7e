"""Forge's library searches come over as ``search``: for a card by its name (201.2), into
a graveyard, "you may search"; a static ability whose condition is its own permanent's
state (611.3b), a kind "non-" a subtype (205.3); and copies: clones and token copies
(707). The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

from cardhost.model.card_types import CardType
from cardhost.model.continuous import StateCondition

RALLIER = """Name:Hill Rallier
ManaCost:2 R
Types:Creature Goblin
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| OptionalDecider$ You | Execute$ TrigSearch | TriggerDescription$ x
SVar:TrigSearch:DB$ ChangeZone | Origin$ Library | Destination$ Hand \
| ChangeType$ Card.namedHill Rallier | ChangeNum$ 1 | ShuffleNonMandatory$ True
Oracle:When Hill Rallier enters the battlefield, you may search your library for a card \
named Hill Rallier, reveal it, and put it into your hand. If you do, shuffle your library.
"""
INTERMENT = """Name:Early Interment
ManaCost:2 B
Types:Sorcery
A:SP$ ChangeZone | Cost$ 2 B | Origin$ Library | Destination$ Graveyard | ChangeType$ Creature \
| ChangeNum$ 2 | SpellDescription$ x
Oracle:Search your library for up to two creature cards and put them into your graveyard. \
Then shuffle your library.
"""
WARDEN = """Name:Still Warden
ManaCost:1 W
Types:Creature Human
PT:1/3
S:Mode$ Continuous | Affected$ Creature.White+YouCtrl | AddToughness$ 1 | CheckSVar$ X \
| SVarCompare$ EQ1 | Description$ x
SVar:X:Count$Valid Card.Self+untapped
Oracle:As long as Still Warden is untapped, white creatures you control get +0/+1.
"""
SLAYER = """Name:Wyrm Slayer
ManaCost:1 R
Types:Instant
A:SP$ DealDamage | Cost$ 1 R | ValidTgts$ Creature.nonDragon | NumDmg$ 3 | SpellDescription$ x
Oracle:Wyrm Slayer deals 3 damage to target non-Dragon creature.
"""


def test_a_search_for_a_card_by_its_own_name(tmp_path: Path) -> None:
    """201.2: "a card named [this card's name]", in an optional trigger (603.5)."""
    face = imported(tmp_path, "hill_rallier.txt", RALLIER)
    [trigger] = face.triggers
    [search] = trigger.effects
    assert trigger.optional and search.group is not None
    assert search.group.card_name == "Hill Rallier" and search.reveal


def test_a_search_into_a_graveyard(tmp_path: Path) -> None:
    """701.23a: "... and put them into your graveyard. Then shuffle your library."."""
    spell = imported(tmp_path, "early_interment.txt", INTERMENT).spell
    assert spell is not None
    [search] = spell.effects
    assert (search.verb, search.subject, search.amount) == ("search", "graveyard", 2)


def test_a_condition_of_its_own_state_and_a_non_subtype(tmp_path: Path) -> None:
    """611.3b: "As long as CARDNAME is untapped, ..."; 205.3: "target non-Dragon creature"."""
    face = imported(tmp_path / "a", "still_warden.txt", WARDEN)
    assert [s.condition for s in face.statics] == [StateCondition("untapped")]
    spell = imported(tmp_path / "b", "wyrm_slayer.txt", SLAYER).spell
    assert spell is not None and spell.targets[0].quality.not_subtypes == ("Dragon",)


SHIFTER = """Name:Mirror Shifter
ManaCost:3 U
Types:Artifact Creature Shapeshifter
PT:0/0
K:ETBReplacement:Copy:DBCopy:Optional
SVar:DBCopy:DB$ Clone | Choices$ Creature.Other,Artifact.Other | AddTypes$ Artifact \
| SpellDescription$ x
Oracle:You may have Mirror Shifter enter the battlefield as a copy of any artifact or \
creature on the battlefield, except it's an artifact in addition to its other types.
"""
DOUBLER = """Name:Twin Maker
ManaCost:2 U
Types:Sorcery
A:SP$ CopyPermanent | Cost$ 2 U | ValidTgts$ Creature | SpellDescription$ x
Oracle:Create a token that's a copy of target creature.
"""


def test_a_clone_and_a_token_copy(tmp_path: Path) -> None:
    """707.5, 707.9b: "You may have CARDNAME enter the battlefield as a copy of ..., except
    it's an artifact ..."; 707.2: "Create a token that's a copy of target creature."."""
    face = imported(tmp_path / "a", "mirror_shifter.txt", SHIFTER)
    assert face.enters_as_copy is not None
    assert face.enters_as_copy.exceptions.add_types == (CardType.ARTIFACT,)
    spell = imported(tmp_path / "b", "twin_maker.txt", DOUBLER).spell
    assert spell is not None and [i.verb for i in spell.effects] == ["create_copy"]


RANKS = """Name:Rank Grower
ManaCost:2 G
Types:Enchantment
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ You | TriggerZones$ Battlefield \
| Execute$ TrigPopulate | TriggerDescription$ x
SVar:TrigPopulate:DB$ CopyPermanent | Choices$ Creature.token+YouCtrl | NumCopies$ 1 \
| Populate$ True
Oracle:At the beginning of your upkeep, populate. (Create a token that's a copy of a \
creature token you control.)
"""


def test_populate(tmp_path: Path) -> None:
    """701.36a: Forge's populating CopyPermanent is cardhost's populate."""
    face = imported(tmp_path, "rank_grower.txt", RANKS)
    assert [i.verb for t in face.triggers for i in t.effects] == ["populate"]


PANORAMA = """Name:Tri Panorama
ManaCost:no cost
Types:Land
A:AB$ Mana | Cost$ T | Produced$ C | SpellDescription$ Add {C}.
A:AB$ ChangeZone | Cost$ 1 T Sac<1/CARDNAME> | Origin$ Library | Destination$ Battlefield \
| Tapped$ True | ChangeType$ Land.Forest+Basic,Land.Plains+Basic,Land.Island+Basic \
| ChangeNum$ 1 | SpellDescription$ x
Oracle:{T}: Add {C}.\\n{1}, {T}, Sacrifice Tri Panorama: Search your library for a basic \
Forest, Plains, or Island card, put it onto the battlefield tapped, then shuffle your library.
"""


def test_a_search_for_one_of_a_list_of_kinds(tmp_path: Path) -> None:
    """205.3: Forge's three alternatives, each a basic land of a type, as one listed kind."""
    [ability] = imported(tmp_path, "tri_panorama.txt", PANORAMA).activated_abilities
    [search] = ability.effects
    assert search.name == "basic Forest, Plains, or Island card" and search.tapped


OUTBURST = """Name:Mage Outburst
ManaCost:3 R R
Types:Sorcery
A:SP$ DealDamage | Cost$ 3 R R | ValidTgts$ Player,Planeswalker | NumDmg$ 4 \
| SubAbility$ DBSearch | SpellDescription$ x
SVar:DBSearch:DB$ ChangeZone | Origin$ Library,Graveyard | Destination$ Hand \
| ChangeType$ Card.namedKira; Storm Mage | ChangeNum$ 1
Oracle:Mage Outburst deals 4 damage to target player or planeswalker.\\nSearch your library \
and/or graveyard for a card named Kira, Storm Mage, reveal it, and put it into your hand. If \
you search your library this way, shuffle it.
"""
HERALD = """Name:Storm Herald
ManaCost:3 W
Types:Creature Human
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigSearch | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigSearch:DB$ ChangeZone | Origin$ Library,Graveyard | Destination$ Hand \
| ChangeType$ Card.namedKira; Storm Mage | ChangeNum$ 1 | Optional$ True
Oracle:When Storm Herald enters the battlefield, you may search your library and/or \
graveyard for a card named Kira, Storm Mage, reveal it, then put it into your hand. If you \
searched your library this way, shuffle it.
"""


def test_a_search_of_a_library_and_or_a_graveyard(tmp_path: Path) -> None:
    """701.23: Forge's ``Origin$ Library,Graveyard``; in an optional trigger its
    ``Optional$`` is the trigger's one choice (603.5)."""
    spell = imported(tmp_path, "mage_outburst.txt", OUTBURST).spell
    assert spell is not None
    search = spell.effects[1]
    assert search.and_graveyard and search.reveal and not search.may
    assert search.name == "card named Kira, Storm Mage"
    [trigger] = imported(tmp_path, "storm_herald.txt", HERALD).triggers
    assert trigger.optional and trigger.effects[0].and_graveyard and not trigger.effects[0].may
