"""The Oracle wordings the importer reads as the same instructions: several targets
that "each get +2/+2 and gain trample", the plural of Merfolk (205.3), and every
permanent of two kinds listed with "and" ("Destroy all artifacts and enchantments."). The
scripts are made-up cards in Forge's syntax."""

from __future__ import annotations

from pathlib import Path

from test_forge_import import imported

SURGE = """Name:Twin Surge
ManaCost:1 G
Types:Instant
A:SP$ Pump | Cost$ 1 G | ValidTgts$ Creature | TargetMin$ 0 | TargetMax$ 2 | NumAtt$ +2 \
| NumDef$ +2 | KW$ Trample | SpellDescription$ x
Oracle:Up to two target creatures each get +2/+2 and gain trample until end of turn.
"""
SHOAL = """Name:Shoal Caller
ManaCost:2 U
Types:Creature Merfolk
PT:2/2
A:AB$ Draw | Cost$ tapXType<2/Merfolk> | NumCards$ 1 | SpellDescription$ x
Oracle:Tap two untapped Merfolk you control: Draw a card.
"""
PURGE = """Name:Twin Purge
ManaCost:3 W W
Types:Sorcery
A:SP$ DestroyAll | Cost$ 3 W W | ValidCards$ Artifact,Enchantment | SpellDescription$ x
Oracle:Destroy all artifacts and enchantments.
"""


def test_each_get_and_gain(tmp_path: Path) -> None:
    """611.2c: "each get +2/+2 and gain trample", both verbs in the plural."""
    surge = imported(tmp_path, "twin_surge.txt", SURGE).spell
    assert surge is not None
    assert [e.verb for e in surge.effects] == ["gets", "gains"]


def test_the_plural_of_merfolk(tmp_path: Path) -> None:
    """205.3: "two untapped Merfolk", not "Merfolks"."""
    caller = imported(tmp_path, "shoal_caller.txt", SHOAL)
    [ability] = caller.activated_abilities
    assert ability.cost.tap_untapped and ability.cost.tap_untapped[0].count == 2


def test_all_of_two_kinds_listed_with_and(tmp_path: Path) -> None:
    """ "Destroy all artifacts and enchantments.": every permanent of either kind."""
    purge = imported(tmp_path, "twin_purge.txt", PURGE).spell
    assert purge is not None
    [destroy] = purge.effects
    assert destroy.verb == "destroy_all" and destroy.group is not None
    assert destroy.group.text == "artifact or enchantment"


PILER = """Name:Goblin Stacker
ManaCost:1 R
Types:Creature Goblin
PT:1/2
T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ Pump | Defined$ Self | NumAtt$ X
SVar:X:Count$Valid Goblin.attacking+Other/Times.2
Oracle:Whenever Goblin Stacker attacks, it gets +2/+0 until end of turn for each other \
attacking Goblin.
"""


def test_a_counted_change_of_power(tmp_path: Path) -> None:
    """611.2c, 608.2h: ``NumAtt$ X`` of a count: "+2/+0 ... for each other attacking
    Goblin" is "+X/+0" with X twice the number of other attacking Goblins (506.4)."""
    stacker = imported(tmp_path, "goblin_stacker.txt", PILER)
    [gets] = stacker.triggers[0].effects
    assert gets.name == "+X/+0" and gets.count is not None
    assert (gets.count.text, gets.count.times) == ("twice the number of other attacking Goblins", 2)


SEEKER = """Name:Blood Watcher
ManaCost:1 B
Types:Creature Vampire
PT:1/1
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.OppCtrl \
| TriggerZones$ Battlefield | Execute$ TrigLose | TriggerDescription$ x
SVar:TrigLose:DB$ LoseLife | Defined$ TriggeredCardController | LifeAmount$ 1
Oracle:Whenever a creature enters the battlefield under an opponent's control, that \
creature's controller loses 1 life.
"""
LURKER = """Name:Quiet Lurker
ManaCost:3
Types:Artifact Creature Construct
PT:1/3
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| Execute$ TrigGain | TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | Defined$ TriggeredCardController | LifeAmount$ 3
Oracle:When Quiet Lurker dies, you gain 3 life.
"""


def test_the_controller_of_the_card_that_triggered(tmp_path: Path) -> None:
    """603.2, 603.3a: ``TriggeredCardController`` is "that player" (the controller of
    the permanent a trigger watching others saw, "that creature's controller") and, for
    the card's own event, you."""
    watcher = imported(tmp_path / "a", "blood_watcher.txt", SEEKER)
    [lose] = watcher.triggers[0].effects
    assert lose.subject == "that player"
    lurker = imported(tmp_path / "b", "quiet_lurker.txt", LURKER)
    [gain] = lurker.triggers[0].effects
    assert gain.subject == "you"


STING = """Name:Caster's Sting
ManaCost:2 R
Types:Enchantment
T:Mode$ SpellCast | ValidCard$ Creature | ValidActivatingPlayer$ Opponent \
| TriggerZones$ Battlefield | Execute$ TrigDamage | TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredActivator | NumDmg$ 1
Oracle:Whenever an opponent casts a creature spell, Caster's Sting deals 1 damage to that \
player.
"""


def test_the_caster_is_that_player(tmp_path: Path) -> None:
    """603.2: ``TriggeredActivator`` of a cast trigger is "that player"."""
    sting = imported(tmp_path, "caster_s_sting.txt", STING)
    [damage] = sting.triggers[0].effects
    assert damage.subject == "that player"


SHOCKED = """Name:Ember Foundry
ManaCost:no cost
Types:Land Mountain Plains
K:ETBReplacement:Other:DBTap
SVar:DBTap:DB$ Tap | ETB$ True | Defined$ Self | UnlessCost$ PayLife<2> | UnlessPayer$ You \
| UnlessAI$ Shockland | StackDescription$ x | SpellDescription$ x
Oracle:({T}: Add {R} or {W}.)\\nAs Ember Foundry enters the battlefield, you may pay 2 \
life. If you don't, Ember Foundry enters the battlefield tapped.
"""


def test_enters_tapped_unless_you_pay(tmp_path: Path) -> None:
    """614.1d, 614.12: Forge's ``UnlessCost$`` of an entering tap is
    ``enters_tapped_unless_paid``."""
    foundry = imported(tmp_path, "ember_foundry.txt", SHOCKED)
    assert foundry.enters_tapped and str(foundry.enters_tapped_unless_paid) == "Pay 2 life"


REVEALING = """Name:Giant Village
ManaCost:no cost
Types:Land
K:ETBReplacement:Other:DBTap
SVar:DBTap:DB$ Tap | ETB$ True | Defined$ Self | UnlessCost$ Reveal<1/Giant> \
| UnlessPayer$ You | StackDescription$ x | SpellDescription$ x
A:AB$ Mana | Cost$ T | Produced$ R | SpellDescription$ x
Oracle:As Giant Village enters the battlefield, you may reveal a Giant card from your \
hand. If you don't, Giant Village enters the battlefield tapped.\\n{T}: Add {R}.
"""


def test_enters_tapped_unless_you_reveal(tmp_path: Path) -> None:
    """701.20a, 614.12: Forge's ``Reveal<1/Giant>`` of an entering tap is
    ``enters_tapped_unless_revealed``."""
    village = imported(tmp_path, "giant_village.txt", REVEALING)
    assert village.enters_tapped_unless_revealed is not None
    assert village.enters_tapped_unless_revealed.text == "Giant card"


SPRITE = """Name:Watching Sprite
ManaCost:1 U
Types:Creature Faerie
PT:1/1
K:Flying
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| OptionalDecider$ TriggeredCardController | Execute$ TrigDraw | TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | Defined$ TriggeredCardController | NumCards$ 1
Oracle:Flying\\nWhen Watching Sprite dies, you may draw a card.
"""


def test_the_card_controllers_may_is_yours(tmp_path: Path) -> None:
    """603.3a, 603.5: ``OptionalDecider$ TriggeredCardController`` of the card's own
    event is "you may"."""
    sprite = imported(tmp_path, "watching_sprite.txt", SPRITE)
    [trigger] = sprite.triggers
    assert trigger.optional and trigger.effects[0].subject == "you"


SHOAT = """Name:Boar Shoat
ManaCost:1 G
Types:Creature Boar
PT:1/1
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| Execute$ TrigToken | TriggerDescription$ x
SVar:TrigToken:DB$ Token | TokenAmount$ 1 | TokenName$ Boar | TokenTypes$ Creature,Boar \
| TokenOwner$ TriggeredCardController | TokenColors$ Green | TokenPower$ 3 \
| TokenToughness$ 3
Oracle:When Boar Shoat dies, create a 3/3 green Boar creature token.
"""


def test_a_token_of_the_cards_controller_is_yours(tmp_path: Path) -> None:
    """603.3a, 111.2: ``TokenOwner$ TriggeredCardController`` of the card's own event:
    the token is created under your control."""
    shoat = imported(tmp_path, "boar_shoat.txt", SHOAT)
    [create] = shoat.triggers[0].effects
    assert create.verb == "create"


GRAVE_DIGGER = """Name:Grave Sifter Skaab
ManaCost:3 U
Types:Creature Zombie
PT:2/4
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigMill | TriggerDescription$ x
SVar:TrigMill:DB$ Mill | NumCards$ 3 | Defined$ You
T:Mode$ Attacks | ValidCard$ Card.Self | OptionalDecider$ You | Execute$ TrigMillTwo \
| TriggerDescription$ x
SVar:TrigMillTwo:DB$ Mill | NumCards$ 2 | Defined$ You
Oracle:When Grave Sifter Skaab enters the battlefield, put the top three cards of your \
library into your graveyard.\\nWhenever Grave Sifter Skaab attacks, you may put the top two \
cards of your library into your graveyard.
"""
TODAYS_MILL = """Name:Quick Sift
ManaCost:U
Types:Sorcery
A:SP$ Mill | Cost$ U | NumCards$ 2 | Defined$ You | SubAbility$ DBDraw | SpellDescription$ x
SVar:DBDraw:DB$ Draw | NumCards$ 1
Oracle:Mill two cards. Draw a card.
"""


def test_putting_the_top_cards_into_your_graveyard_is_milling(tmp_path: Path) -> None:
    """701.17a: the older words "put the top three cards of your library into your
    graveyard" (after "you may" too) and today's "Mill two cards." say milling."""
    skaab = imported(tmp_path, "grave_sifter_skaab.txt", GRAVE_DIGGER)
    enters, attacks = skaab.triggers
    assert [(e.verb, e.amount) for e in enters.effects] == [("mill", 3)]
    assert attacks.optional and [(e.verb, e.amount) for e in attacks.effects] == [("mill", 2)]
    sift = imported(tmp_path / "sift", "quick_sift.txt", TODAYS_MILL).spell
    assert sift is not None and [e.verb for e in sift.effects] == ["mill", "draw"]


FROST_WARDEN = """Name:Frost Warden
ManaCost:2 U
Types:Creature Elemental
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigTap | TriggerDescription$ x
SVar:TrigTap:DB$ Tap | ValidTgts$ Creature.OppCtrl | SubAbility$ DBPump
SVar:DBPump:DB$ Pump | Defined$ Targeted \
| KW$ HIDDEN This card doesn't untap during your next untap step. | Permanent$ True
Oracle:When Frost Warden enters the battlefield, tap target creature an opponent controls. \
That creature doesn't untap during its controller's next untap step.
"""


def test_that_creature_names_the_target_again(tmp_path: Path) -> None:
    """608.2c: "That creature" is the one target "target creature an opponent controls"
    chose, named by its noun, not by the words after it."""
    [trigger] = imported(tmp_path, "frost_warden.txt", FROST_WARDEN).triggers
    assert [(e.verb, e.subject) for e in trigger.effects] == [
        ("tap", "target"),
        ("cant", "target"),
    ]


POWER_GREETER = """Name:Ridge Greeter
ManaCost:2 G
Types:Creature Boar
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield \
| ValidCard$ Creature.powerGE3+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigDraw \
| TriggerDescription$ x
SVar:TrigDraw:DB$ Draw | NumCards$ 1
Oracle:Whenever a creature with power 3 or greater enters the battlefield under your \
control, draw a card.
"""


def test_a_watched_creatures_power(tmp_path: Path) -> None:
    """603.6a: "a creature with power 3 or greater enters the battlefield under your
    control" watches only those, the comparison kept."""
    [trigger] = imported(tmp_path, "ridge_greeter.txt", POWER_GREETER).triggers
    assert str(trigger.watches) == "creature you control with power 3 or greater"


SPIKED_PATH = """Name:Spiked Path
ManaCost:4
Types:Artifact
T:Mode$ Attacks | ValidCard$ Creature | TriggerZones$ Battlefield | Execute$ TrigDamage \
| TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredAttackerLKICopy | NumDmg$ 1
Oracle:Whenever a creature attacks, Spiked Path deals 1 damage to it.
"""
MOURNING_VEIL = """Name:Mourning Veil
ManaCost:1 B
Types:Enchantment
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Creature.Green \
| TriggerZones$ Battlefield | Execute$ TrigDiscard | TriggerDescription$ x
SVar:TrigDiscard:DB$ Discard | Defined$ TriggeredCardController | NumCards$ 1 | Mode$ TgtChoose
Oracle:Whenever a green creature dies, its controller discards a card.
"""


def test_it_and_its_controller_name_what_a_trigger_saw(tmp_path: Path) -> None:
    """603.2: "deals 1 damage to it", the attacking creature; "its controller", the
    dying creature's controller as it last existed."""
    [attacks] = imported(tmp_path, "spiked_path.txt", SPIKED_PATH).triggers
    assert [(e.verb, e.subject) for e in attacks.effects] == [("damage", "that creature")]
    [dies] = imported(tmp_path / "veil", "mourning_veil.txt", MOURNING_VEIL).triggers
    assert [(e.verb, e.subject) for e in dies.effects] == [("discard", "that player")]


PANTHER_SHADE = """Name:Panther Shade
ManaCost:1 G W
Types:Creature Cat
PT:3/3
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigReturn | TriggerDescription$ x
SVar:TrigReturn:DB$ ChangeZone | Origin$ Battlefield | Destination$ Hand | Hidden$ True \
| Mandatory$ True | ChangeType$ Creature.Green+YouCtrl,Creature.White+YouCtrl
Oracle:When Panther Shade enters the battlefield, return a green or white creature you \
control to its owner's hand.
"""
SCRAP_DIGGER = """Name:Scrap Digger
ManaCost:3 B
Types:Creature Human
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigReturn | OptionalDecider$ You | TriggerDescription$ x
SVar:TrigReturn:DB$ ChangeZone | Origin$ Graveyard | Destination$ Hand \
| ValidTgts$ Artifact.Creature+YouCtrl
Oracle:When Scrap Digger enters the battlefield, you may return target artifact creature \
card from your graveyard to your hand.
"""
RALLY_LORD = """Name:Rally Lord
ManaCost:2 R
Types:Creature Human Warrior
PT:2/2
T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ PumpAll | ValidCards$ Creature.attacking+Other | NumAtt$ +1
Oracle:Whenever Rally Lord attacks, each other attacking creature gets +1/+0 until end of \
turn.
"""


def test_colour_pairs_types_and_each_other_as_oracle_texts_say_them(tmp_path: Path) -> None:
    """Two colours in the colour wheel's order ("green or white", 105.1), "artifact
    creature card" (205.2a) and "each other attacking creature gets" (611.2c)."""
    [shade] = imported(tmp_path, "panther_shade.txt", PANTHER_SHADE).triggers
    assert shade.effects[0].name == "a green or white creature you control"
    [digger] = imported(tmp_path / "d", "scrap_digger.txt", SCRAP_DIGGER).triggers
    assert digger.targets[0].text == "target artifact creature card from your graveyard"
    [lord] = imported(tmp_path / "l", "rally_lord.txt", RALLY_LORD).triggers
    assert [(e.verb, e.subject) for e in lord.effects] == [("gets", "each")]


WAR_CHANTER = """Name:War Chanter
ManaCost:2 R
Types:Creature Human Ally
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield \
| ValidCard$ Card.Self,Ally.Other+YouCtrl | TriggerZones$ Battlefield | OptionalDecider$ You \
| Execute$ TrigPump | TriggerDescription$ x
SVar:TrigPump:DB$ PumpAll | ValidCards$ Creature.Ally+YouCtrl | NumAtt$ +1
Oracle:Whenever War Chanter or another Ally enters the battlefield under your control, you \
may have Ally creatures you control get +1/+0 until end of turn.
"""
BLOOD_TAX = """Name:Blood Tax Collector
ManaCost:1 B
Types:Creature Vampire
PT:1/1
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Creature.OppCtrl \
| TriggerZones$ Battlefield | OptionalDecider$ You | Execute$ TrigDrain | TriggerDescription$ x
SVar:TrigDrain:DB$ LoseLife | Defined$ TriggeredCardController | LifeAmount$ 1
Oracle:Whenever a creature enters the battlefield under an opponent's control, you may have \
that player lose 1 life.
"""
TRAINING_HARNESS = """Name:Training Harness
ManaCost:2
Types:Artifact Equipment
T:Mode$ Attacks | ValidCard$ Creature.EquippedBy | Execute$ TrigCounter | TriggerDescription$ x
SVar:TrigCounter:DB$ PutCounter | Defined$ Equipped | CounterType$ P1P1 | CounterNum$ 1
K:Equip:2
Oracle:Whenever equipped creature attacks, put a +1/+1 counter on it.\\nEquip {2}
"""


def test_you_may_have_them_and_it(tmp_path: Path) -> None:
    """603.5: "you may have Ally creatures you control get +1/+0", "you may have that
    player lose 1 life"; "put a +1/+1 counter on it", the equipped creature attacking."""
    [pump] = imported(tmp_path, "war_chanter.txt", WAR_CHANTER).triggers
    assert pump.optional and [e.verb for e in pump.effects] == ["gets"]
    [drain] = imported(tmp_path / "b", "blood_tax_collector.txt", BLOOD_TAX).triggers
    assert drain.optional and [(e.verb, e.subject) for e in drain.effects] == [
        ("lose_life", "that player")
    ]
    [counter] = imported(tmp_path / "h", "training_harness.txt", TRAINING_HARNESS).triggers
    assert [(e.verb, e.subject) for e in counter.effects] == [("counters", "equipped creature")]


KNIGHT_CALLER = """Name:Knight Caller
ManaCost:2 G W
Types:Creature Elf Knight
PT:2/2
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| Execute$ TrigToken | TriggerDescription$ x
SVar:TrigToken:DB$ Token | TokenAmount$ 2 | TokenName$ Elf Knight \
| TokenTypes$ Creature,Elf,Knight | TokenColors$ White,Green | TokenPower$ 2 \
| TokenToughness$ 2 | TokenKeywords$ Vigilance
Oracle:When Knight Caller dies, create two green and white 2/2 Elf Knight creature tokens \
with vigilance.
"""


def test_a_two_coloured_token_as_oracle_texts_word_it(tmp_path: Path) -> None:
    """111.4: "two green and white 2/2 Elf Knight creature tokens", the colours in the
    colour wheel's order and before power and toughness, as older Oracle texts say."""
    caller = imported(tmp_path, "knight_caller.txt", KNIGHT_CALLER)
    [made] = caller.triggers[0].effects
    assert (made.verb, made.amount) == ("create", 2)


LAND_CURSE = """Name:Land Curse
ManaCost:B B
Types:Enchantment Aura
K:Enchant land
A:SP$ Attach | Cost$ B B | ValidTgts$ Land | AILogic$ Curse
T:Mode$ Phase | Phase$ Upkeep | ValidPlayer$ EnchantedController | TriggerZones$ Battlefield \
| Execute$ TrigDamage | TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | Defined$ TriggeredPlayer | NumDmg$ 1
Oracle:Enchant land\\nAt the beginning of the upkeep of enchanted land's controller, Land Curse \
deals 1 damage to that player.
"""
ZOMBIE_WARDEN = """Name:Zombie Warden
ManaCost:1 B
Types:Creature Zombie
PT:2/2
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard \
| ValidCard$ Creature.Zombie+Other+YouCtrl | TriggerZones$ Battlefield | Execute$ TrigUntap \
| TriggerDescription$ x
SVar:TrigUntap:DB$ UntapAll | ValidCards$ Creature.Other+YouCtrl
Oracle:Whenever another Zombie you control dies, untap each other creature you control.
"""


def test_enchanted_lands_controller_and_a_zombie_dying(tmp_path: Path) -> None:
    """303.4: "the upkeep of enchanted land's controller"; 700.4: "another Zombie you
    control dies" (only creatures die), and "untap each other creature you control"."""
    [upkeep] = imported(tmp_path, "land_curse.txt", LAND_CURSE).triggers
    assert upkeep.whose == "enchanted creature's controller's"
    [dies] = imported(tmp_path / "z", "zombie_warden.txt", ZOMBIE_WARDEN).triggers
    assert str(dies.watches) == "another Zombie you control"
    assert [e.verb for e in dies.effects] == ["untap_all"]


NO_RESPITE_SCRIPT = """Name:Last Breath Brand
ManaCost:R
Types:Creature Hound
PT:1/1
A:AB$ Pump | Cost$ T | ValidTgts$ Creature | KW$ HIDDEN CARDNAME can't be regenerated. \
| IsCurse$ True | SpellDescription$ x
Oracle:{T}: Target creature can't be regenerated this turn.
"""


def test_a_target_that_cant_be_regenerated(tmp_path: Path) -> None:
    """701.19c: Forge's hidden keyword for "can't be regenerated this turn"."""
    brand = imported(tmp_path, "last_breath_brand.txt", NO_RESPITE_SCRIPT)
    [effect] = brand.activated_abilities[0].effects
    assert (effect.verb, effect.name, effect.subject) == ("cant", "be regenerated", "target")


BLOOD_BAT = """Name:Blood Bat
ManaCost:3 B
Types:Creature Bat
PT:1/2
K:Flying
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Creature.DamagedBy \
| TriggerZones$ Battlefield | Execute$ TrigPutCounter | TriggerDescription$ x
SVar:TrigPutCounter:DB$ PutCounter | Defined$ Self | CounterType$ P1P1 | CounterNum$ 1
Oracle:Flying\\nWhenever a creature dealt damage by Blood Bat this turn dies, put a +1/+1 \
counter on Blood Bat.
"""


def test_a_creature_it_dealt_damage_dies(tmp_path: Path) -> None:
    """603.10a: Forge's ``DamagedBy``: "a creature dealt damage by CARDNAME this turn"."""
    [dies] = imported(tmp_path, "blood_bat.txt", BLOOD_BAT).triggers
    assert dies.watches is not None and dies.watches.damaged_by_source


UNREST = """Name:Unrest Call
ManaCost:3 B B
Types:Sorcery
A:SP$ ChangeZone | Cost$ 3 B B | Origin$ Graveyard | Destination$ Battlefield \
| GainControl$ True | ValidTgts$ Creature,Artifact | TgtPrompt$ x | SpellDescription$ x
Oracle:Put target artifact or creature card from a graveyard onto the battlefield under your \
control.
"""


def test_card_types_listed_in_oracle_order(tmp_path: Path) -> None:
    """Forge's "Creature,Artifact" is "artifact or creature", as Oracle texts list
    card types."""
    spell = imported(tmp_path, "unrest_call.txt", UNREST).spell
    assert spell is not None
    assert spell.targets[0].text == "target artifact or creature card from a graveyard"


PLAINS_STONES = """Name:Plains Stones
ManaCost:no cost
Types:Land
A:AB$ Mana | Cost$ T | Produced$ W | SpellDescription$ x
T:Mode$ ChangesZone | Origin$ Battlefield | Destination$ Graveyard | ValidCard$ Card.Self \
| OptionalDecider$ You | Execute$ TrigSearch | TriggerDescription$ x
SVar:TrigSearch:DB$ ChangeZone | Origin$ Library | Destination$ Battlefield | Tapped$ True \
| ChangeType$ Plains | ChangeNum$ 1
Oracle:{T}: Add {W}.\\nWhen Plains Stones is put into a graveyard from the battlefield, you may \
search your library for a Plains card and put it onto the battlefield tapped. If you do, \
shuffle your library.
"""


def test_search_and_put_it_onto_the_battlefield(tmp_path: Path) -> None:
    """701.23: the older "... for a Plains card and put it onto the battlefield tapped.
    If you do, shuffle your library." is the search of today's words."""
    [trigger] = imported(tmp_path, "plains_stones.txt", PLAINS_STONES).triggers
    [found] = trigger.effects
    assert trigger.optional and (found.verb, found.tapped) == ("search", True)


SHRINKING = """Name:Shrinking Word
ManaCost:U
Types:Instant
A:SP$ Animate | Cost$ U | ValidTgts$ Creature | Power$ 1 | Toughness$ 1 | IsCurse$ True \
| SpellDescription$ x
Oracle:Target creature has base power and toughness 1/1 until end of turn.
"""


def test_base_power_and_toughness(tmp_path: Path) -> None:
    """613.4b: Forge's Animate of only a power and toughness."""
    spell = imported(tmp_path, "shrinking_word.txt", SHRINKING).spell
    assert spell is not None
    [shrunk] = spell.effects
    assert shrunk.becoming is not None and shrunk.becoming.pt == (1, 1)


WHITE_TAX = """Name:White Tax
ManaCost:1 R
Types:Enchantment
T:Mode$ SpellCast | ValidCard$ Card.White | ValidActivatingPlayer$ Opponent \
| TriggerZones$ Battlefield | Execute$ TrigLose | TriggerDescription$ x
SVar:TrigLose:DB$ LoseLife | Defined$ TriggeredActivator | LifeAmount$ 2
Oracle:Whenever an opponent casts a white spell, they lose 2 life.
"""
SLOW_MIND = """Name:Slow Mind
ManaCost:1 B B
Types:Creature Human Wizard
PT:1/1
T:Mode$ Phase | Phase$ Upkeep | TriggerZones$ Battlefield | Execute$ TrigLose \
| TriggerDescription$ x
SVar:TrigLose:DB$ LoseLife | Defined$ TriggeredPlayer | LifeAmount$ 2 | SubAbility$ DBDraw
SVar:DBDraw:DB$ Draw | Defined$ TriggeredPlayer | NumCards$ 2
Oracle:At the beginning of each player's upkeep, that player loses 2 life and draws two cards.
"""


def test_they_and_that_player_twice(tmp_path: Path) -> None:
    """603.2: "they lose 2 life", the caster; "that player loses 2 life and draws two
    cards", the player whose upkeep began."""
    [cast] = imported(tmp_path, "white_tax.txt", WHITE_TAX).triggers
    assert [(e.verb, e.subject) for e in cast.effects] == [("lose_life", "that player")]
    [upkeep] = imported(tmp_path / "s", "slow_mind.txt", SLOW_MIND).triggers
    assert [e.verb for e in upkeep.effects] == ["lose_life", "draw"]


BORROWED_RAGE = """Name:Borrowed Rage
ManaCost:3 R
Types:Sorcery
A:SP$ GainControl | Cost$ 3 R | ValidTgts$ Creature.OppCtrl | LoseControl$ EOT | Untap$ True \
| AddKWs$ Haste | SpellDescription$ x
Oracle:Gain control of target creature an opponent controls until end of turn. Untap that \
creature. It gains haste until end of turn.
"""


def test_untap_that_creature_an_opponent_controls(tmp_path: Path) -> None:
    """608.2c: "Untap that creature.", named by the phrase's noun."""
    spell = imported(tmp_path, "borrowed_rage.txt", BORROWED_RAGE).spell
    assert spell is not None and [e.verb for e in spell.effects] == [
        "gain_control",
        "untap",
        "gains",
    ]


SHIFTING_DRAKE = """Name:Shifting Drake
ManaCost:4 G G
Types:Creature Dragon
PT:4/4
K:Trample
A:AB$ Pump | Cost$ 1 G | Defined$ Self | KW$ Flying | SubAbility$ DBDebuff | SpellDescription$ x
SVar:DBDebuff:DB$ Debuff | Defined$ Self | Keywords$ Trample
Oracle:Trample\\n{1}{G}: Shifting Drake gains flying and loses trample until end of turn.
"""


def test_gains_and_loses_until_end_of_turn(tmp_path: Path) -> None:
    """611.2a: one duration said once for both: "gains flying and loses trample until end
    of turn"."""
    drake = imported(tmp_path, "shifting_drake.txt", SHIFTING_DRAKE)
    assert [e.verb for e in drake.activated_abilities[0].effects] == ["gains", "loses"]


BLOOD_OATH = """Name:Blood Oath Keeper
ManaCost:3 B
Types:Creature Vampire Warrior
PT:3/3
A:AB$ LoseLife | Cost$ 1 B Sac<1/Creature.Other+Warrior/another Warrior creature> \
| ValidTgts$ Player \
| LifeAmount$ X | SubAbility$ DBGain | SpellDescription$ x
SVar:DBGain:DB$ GainLife | Defined$ You | LifeAmount$ X
SVar:X:Sacrificed$CardPower
Oracle:{1}{B}, Sacrifice another Warrior creature: Target player loses X life and you gain X \
life, where X is the sacrificed creature's power.
"""


def test_one_x_of_the_sacrificed_for_two_instructions(tmp_path: Path) -> None:
    """608.2h: "loses X life and you gain X life, where X is the sacrificed creature's
    power", the same number for both: what was sacrificed, as it last existed."""
    keeper = imported(tmp_path, "blood_oath_keeper.txt", BLOOD_OATH)
    effects = keeper.activated_abilities[0].effects
    assert [(e.verb, e.count and e.count.text) for e in effects] == [
        ("lose_life", "the sacrificed creature's power"),
        ("gain_life", "the sacrificed creature's power"),
    ]


HUMAN_BLESSER = """Name:Human Blesser
ManaCost:G
Types:Creature Human Druid
PT:1/1
A:AB$ Pump | Cost$ G T | ValidTgts$ Creature.Human+attacking | NumAtt$ +1 | NumDef$ +1 \
| SpellDescription$ x
Oracle:{G}, {T}: Target attacking Human gets +1/+1 until end of turn.
"""


def test_an_attacking_creature_named_by_its_creature_type(tmp_path: Path) -> None:
    """506.4: only creatures attack, so "target attacking Human" is Forge's attacking
    Human creature."""
    blesser = imported(tmp_path, "human_blesser.txt", HUMAN_BLESSER)
    assert blesser.activated_abilities[0].targets[0].text == "target attacking Human"


FROZEN_PAIR = """Name:Frozen Pair
ManaCost:2 U
Types:Instant
A:SP$ Tap | Cost$ 2 U | TargetMin$ 0 | TargetMax$ 2 | ValidTgts$ Creature | SubAbility$ DBPump \
| SpellDescription$ x
SVar:DBPump:DB$ Pump | Defined$ Targeted \
| KW$ HIDDEN This card doesn't untap during your next untap step. | Permanent$ True
Oracle:Tap up to two target creatures. Those creatures don't untap during their controller's \
next untap step.
"""


def test_those_creatures_dont_untap(tmp_path: Path) -> None:
    """502.3: each of the targets doesn't untap during its controller's next untap step."""
    spell = imported(tmp_path, "frozen_pair.txt", FROZEN_PAIR).spell
    assert spell is not None and [(e.verb, e.subject) for e in spell.effects] == [
        ("tap", "target"),
        ("cant", "target"),
    ]
