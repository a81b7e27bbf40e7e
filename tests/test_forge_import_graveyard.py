"""Forge's ``ChangesZone`` from the battlefield to a graveyard of a permanent that isn't
a creature, or of others of such a kind, comes over as "put into a graveyard" (603.6c):
"When CARDNAME is put into a graveyard from the battlefield", "Whenever a land is put
into a graveyard from the battlefield". The scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

LOYAL_HALO = """Name:Loyal Halo
ManaCost:1 W
Types:Enchantment
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| Execute$ TrigReturn | TriggerDescription$ x
SVar:TrigReturn:DB$ ChangeZone | Defined$ TriggeredNewCardLKICopy | Origin$ Graveyard \
| Destination$ Hand
Oracle:When Loyal Halo is put into a graveyard from the battlefield, return Loyal Halo to its \
owner's hand.
"""
RUBBLE_RAIDER = """Name:Rubble Raider
ManaCost:1 R
Types:Creature Ogre
PT:2/2
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Land \
| TriggerZones$ Battlefield | Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ Pump | Defined$ Self | NumAtt$ +1
Oracle:Whenever a land is put into a graveyard from the battlefield, Rubble Raider gets +1/+0 \
until end of turn.
"""


def test_itself_and_others_put_into_a_graveyard(tmp_path: Path) -> None:
    """603.6c: the enchantment's own, returning the card it became (400.7e); a land's."""
    [ret] = imported(tmp_path, "loyal_halo.txt", LOYAL_HALO).triggers[0].effects
    assert (ret.verb, ret.subject) == ("return_to_hand", "this")
    raider = imported(tmp_path / "raider", "rubble_raider.txt", RUBBLE_RAIDER)
    [trigger] = raider.triggers
    assert trigger.event == "put into a graveyard" and trigger.watches is not None


TIDE_OF_RETURN = """Name:Tide of Return
ManaCost:2 U
Types:Sorcery
A:SP$ Draw | Cost$ 2 U | NumCards$ 2 | SubAbility$ DBShuffle | SpellDescription$ x
SVar:DBShuffle:DB$ ChangeZone | Origin$ Stack | Destination$ Library | Shuffle$ True
Oracle:Draw two cards. Shuffle Tide of Return into its owner's library.
"""
LAST_RITES = """Name:Last Rites of Ash
ManaCost:B
Types:Instant
A:SP$ GainLife | Cost$ B | LifeAmount$ 2 | SubAbility$ DBExile | SpellDescription$ x
SVar:DBExile:DB$ ChangeZone | Origin$ Stack | Destination$ Exile
Oracle:You gain 2 life. Exile Last Rites of Ash.
"""
HOMING_HAWK = """Name:Homing Hawk
ManaCost:2 W
Types:Creature Bird
PT:2/1
K:Flying
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| Execute$ TrigTop | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigTop:DB$ ChangeZone | Defined$ TriggeredNewCardLKICopy | Origin$ Graveyard \
| Destination$ Library | LibraryPosition$ 0
Oracle:Flying\\nWhen Homing Hawk dies, you may put it on top of its owner's library.
"""


def test_a_spell_or_a_dead_card_moving_itself(tmp_path: Path) -> None:
    """608.2n: a spell shuffling itself into its owner's library (701.24c) or exiling
    itself as it resolves; 400.7e: a dying creature's "put it on top of its owner's
    library", the card it became."""
    [_, tide] = imported(tmp_path, "tide_of_return.txt", TIDE_OF_RETURN).spell.effects
    assert (tide.verb, tide.subject, tide.name) == ("to_library", "this", "shuffled")
    [_, rites] = imported(tmp_path / "rites", "last_rites_of_ash.txt", LAST_RITES).spell.effects
    assert (rites.verb, rites.subject) == ("exile", "this")
    [trigger] = imported(tmp_path / "hawk", "homing_hawk.txt", HOMING_HAWK).triggers
    [top] = trigger.effects
    assert trigger.optional and (top.verb, top.subject, top.name) == ("to_library", "this", "top")


UNWEAVE = """Name:Unweave
ManaCost:1 G
Types:Instant
A:SP$ ChangeZone | Cost$ 1 G | ValidTgts$ Artifact,Enchantment | TgtPrompt$ x \
| Origin$ Battlefield | Destination$ Library | Shuffle$ True | SpellDescription$ x
Oracle:Choose target artifact or enchantment. Its owner shuffles it into their library.
"""
DRIFTING_SPHINX = """Name:Drifting Sphinx
ManaCost:3 U U
Types:Creature Sphinx
PT:4/4
K:Flying
A:AB$ ChangeZone | Cost$ U | Defined$ Self | Origin$ Battlefield | Destination$ Library \
| Shuffle$ True | SpellDescription$ x
Oracle:Flying\\n{U}: Drifting Sphinx's owner shuffles it into their library.
"""


def test_a_permanent_shuffled_into_its_owners_library(tmp_path: Path) -> None:
    """701.24c: "Its owner shuffles it into their library", of a target or of the
    permanent itself."""
    [unweave] = imported(tmp_path, "unweave.txt", UNWEAVE).spell.effects
    assert (unweave.verb, unweave.subject, unweave.name) == ("to_library", "target", "shuffled")
    sphinx = imported(tmp_path / "sphinx", "drifting_sphinx.txt", DRIFTING_SPHINX)
    [itself] = sphinx.activated_abilities[0].effects
    assert (itself.verb, itself.subject, itself.name) == ("to_library", "this", "shuffled")


RATTLE_BONES = """Name:Rattle Bones
ManaCost:1 B
Types:Creature Skeleton
PT:1/1
A:AB$ ChangeZone | Cost$ 1 B | Origin$ Graveyard | Destination$ Battlefield | Tapped$ True \
| ActivationZone$ Graveyard | SpellDescription$ x
Oracle:{1}{B}: Return Rattle Bones from your graveyard to the battlefield tapped.
"""


def test_an_ability_activated_from_the_graveyard(tmp_path: Path) -> None:
    """113.6k: Forge's ActivationZone$ Graveyard: "Return CARDNAME from your graveyard to
    the battlefield tapped."."""
    [ability] = imported(tmp_path, "rattle_bones.txt", RATTLE_BONES).activated_abilities
    [returned] = ability.effects
    assert ability.from_graveyard and (returned.verb, returned.subject, returned.tapped) == (
        "return_to_battlefield",
        "this",
        True,
    )


LAND_SCOUT = """Name:Land Scout
ManaCost:G
Types:Creature Elf Scout
PT:1/1
A:AB$ ChangeZone | Cost$ T | Origin$ Hand | Destination$ Battlefield | ChangeType$ Land \
| ChangeNum$ 1 | Optional$ You | AILogic$ AtOppEOT | SpellDescription$ x
Oracle:{T}: You may put a land card from your hand onto the battlefield.
"""


def test_a_card_put_from_a_hand(tmp_path: Path) -> None:
    """608.2d, 305.4: Forge's ChangeZone from a hand to the battlefield of a kind (its
    hint to Forge's AI says nothing of the rules)."""
    [ability] = imported(tmp_path, "land_scout.txt", LAND_SCOUT).activated_abilities
    [put] = ability.effects
    assert (put.verb, put.name, put.may) == ("put_from_hand", "land card", True)


RAISE_ANY = """Name:Raise Any Dead
ManaCost:B
Types:Sorcery
A:SP$ ChangeZone | Cost$ B | Origin$ Graveyard | Destination$ Battlefield | GainControl$ True \
| ValidTgts$ Creature | TgtPrompt$ x | SpellDescription$ x
Oracle:Put target creature card from a graveyard onto the battlefield under your control.
"""


def test_a_card_from_any_graveyard_under_your_control(tmp_path: Path) -> None:
    """110.2a: Forge's GainControl$: "onto the battlefield under your control"."""
    spell = imported(tmp_path, "raise_any_dead.txt", RAISE_ANY).spell
    assert spell is not None
    [raised] = spell.effects
    assert (raised.verb, raised.under) == ("return_to_battlefield", "")
    assert spell.targets[0].text == "target creature card from a graveyard"
