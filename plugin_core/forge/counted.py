"""Forge's counted X (``SVar:X:Count$...``) as cardhost's ``x``, a number counted as the
effect resolves (608.2h), and the ways an Oracle sentence says an amount so counted:
"X damage ..., where X is the number of creatures you control", "damage ... equal to
the number of ...", "1 damage ... for each creature you control"."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from cardhost.forge.costs import counter_name
from cardhost.forge.effects import NUMBERS
from cardhost.forge.valid import Kind, article, kind

COLORS = ("White", "Blue", "Black", "Red", "Green")
SACRIFICED_NOUNS = ("creature", "artifact", "enchantment", "land")
"""What an Oracle text calls the permanent a cost sacrificed, for its mana value."""
TARGET_NOUNS = ("creature", "artifact", "enchantment", "permanent", "land", "spell", "card")
"""What an Oracle text calls a target it counts a number of: "that artifact's mana
value"."""


@dataclass(frozen=True)
class Counted:
    """A count: cardhost's words for it (``data``), the Oracle's ("the number of
    creatures on the battlefield"), and one of what it counts, for "for each" (``""``
    where the Oracle text can't say it so)."""

    data: str
    oracle: str
    each: str = ""
    also: tuple[str, ...] = ()
    """Other ways an Oracle text names the same number ("its power")."""
    times: int = 1
    """How many of its amount "for each" gives: "2 life for each creature you control"."""


POWERS = {
    "Count$CardPower": Counted("this creature's power", "CARDNAME's power", also=("its power",)),
    "Count$CardToughness": Counted(
        "this creature's toughness", "CARDNAME's toughness", also=("its toughness",)
    ),
    "Targeted$CardPower": Counted(
        "the target's power", "its power", also=("that creature's power",)
    ),
    "Targeted$CardToughness": Counted(
        "the target's toughness", "its toughness", also=("that creature's toughness",)
    ),
    "Targeted$CardManaCost": Counted(
        "the target's mana value",
        "its mana value",
        also=tuple(f"that {noun}'s mana value" for noun in TARGET_NOUNS),
    ),
    "Sacrificed$CardPower": Counted(
        "the sacrificed creature's power", "the sacrificed creature's power"
    ),
    "Sacrificed$CardToughness": Counted(
        "the sacrificed creature's toughness", "the sacrificed creature's toughness"
    ),
    "Sacrificed$CardManaCost": Counted(
        "the sacrificed permanent's mana value",
        "the sacrificed permanent's mana value",
        also=tuple(f"the sacrificed {noun}'s mana value" for noun in SACRIFICED_NOUNS),
    ),
    "TriggeredCard$CardPower": Counted(
        "that creature's power", "that creature's power", also=("its power",)
    ),
    "TriggeredCard$CardToughness": Counted(
        "that creature's toughness", "that creature's toughness", also=("its toughness",)
    ),
}
POWERS["TriggerCount$CastSACMC"] = Counted("that spell's mana value", "that spell's mana value")
POWERS["TargetedLKI$CardPower"] = POWERS["Targeted$CardPower"]  # 608.2h: as it last was
POWERS["TargetedLKI$CardToughness"] = POWERS["Targeted$CardToughness"]
"""Forge's power and toughness of the card itself, of the target (as it last existed),
of the permanent sacrificed for the cost or of the creature the trigger event named
(208.1), and the target's or the sacrificed permanent's mana value (202.3)."""
THIS_TURN = {
    "Count$AttackersDeclared": Counted(
        "the number of creatures you attacked with this turn",
        "the number of creatures you attacked with this turn",
    ),
    "Count$ThisTurnEntered_Graveyard_from_Battlefield_Creature": Counted(
        "the number of creatures that died this turn",
        "the number of creatures that died this turn",
        "creature that died this turn",
    ),
    "Count$LifeYouGainedThisTurn": Counted(
        "the amount of life you gained this turn",
        "the amount of life you gained this turn",
        also=("the amount of life you've gained this turn",),
    ),
    "Count$LifeYouLostThisTurn": Counted(
        "the amount of life you lost this turn", "the amount of life you lost this turn"
    ),
    "Count$LifeOppsLostThisTurn": Counted(
        "the amount of life your opponents lost this turn",
        "the amount of life your opponents lost this turn",
        also=("the total life lost by your opponents this turn",),
    ),
}
"""Forge's counts of what happened this turn: creatures you attacked with (508.1),
creatures that died (700.4), life gained and lost (119.3)."""
BLOCKERS_OF_THIS = "Count$cardhost-NumBlockers"
"""The importer's name of the count of creatures blocking the card itself: Forge's
``TriggerCount$NumBlockers`` in a trigger of the card itself."""
BLOCKERS = {
    "TriggerCount$NumBlockers": Counted(
        "the number of creatures blocking that creature",
        "the number of creatures blocking it",
        "creature blocking it",
    ),
    BLOCKERS_OF_THIS: Counted(
        "the number of creatures blocking this",
        "the number of creatures blocking it",
        "creature blocking it",
        also=("the number of creatures blocking CARDNAME",),
    ),
}
"""The creatures blocking the creature a "becomes blocked" trigger names (509.1h)."""
DOMAIN = Counted(
    "the number of basic land types among lands you control",
    "the number of basic land types among lands you control",
    "basic land type among lands you control",
)
"""Domain (305.6, 207.2c): ``Count$Domain``."""


CONVERGE = Counted(
    "the number of colors of mana spent to cast this spell",
    "the number of colors of mana spent to cast this spell",
    "color of mana spent to cast this spell",
    also=("the number of colors of mana spent to cast CARDNAME",),
)
"""Converge (207.2c): ``Count$Converge``."""


def counted(svar: str) -> Counted | None:
    """The count a Forge ``Count$`` SVar says, or ``None`` if cardhost's words can't."""
    if svar in ("TriggerCount$DamageAmount", "TriggerCount$LifeAmount"):
        return Counted("that much", "that much")
    if svar in POWERS:
        return POWERS[svar]
    if svar in BLOCKERS:
        return BLOCKERS[svar]
    if svar.startswith(("Count$LastStateBattlefield ", "Count$LastStateGraveyard ")):
        return _last_state(svar)
    head, _, rest = svar.removeprefix("Count$").partition(".")
    if not svar.startswith("Count$") or "/" in svar:
        return None
    if head == "Domain" and not rest:
        return DOMAIN
    if head == "Converge" and not rest:  # 207.2c
        return CONVERGE
    if head == "CardCounters" and rest.isalnum():
        return _counters(counter_name(rest))
    if svar == "Count$MaxCMCYouCtrl":  # 202.3, older Oracle texts' "highest"
        words = "the greatest mana value among permanents you control"
        return Counted(words, words.replace("greatest", "highest"), also=(words,))
    if head.startswith("HighestCMC_") and svar.endswith("+inZoneBattlefield"):
        valid = svar.removeprefix("Count$HighestCMC_").removesuffix("+inZoneBattlefield")
        found = kind(valid)
        if found is None or found.another or len(found.nouns) != 1:
            return None
        words = f"the greatest mana value among {found.plural}"
        return Counted(words, words.replace("greatest", "highest"), also=(words,))
    if head.startswith("GreatestPower_"):
        return _greatest(kind(head.removeprefix("GreatestPower_")))
    if svar in THIS_TURN:
        return THIS_TURN[svar]
    simple = {
        "InYourHand": ("the number of cards in your hand", "card in your hand"),
        "CardsInYourHand": ("the number of cards in your hand", "card in your hand"),
        "InYourYard": ("the number of cards in your graveyard", "card in your graveyard"),
        "InYourLibrary": ("the number of cards in your library", "card in your library"),
        "InAllYards": ("the number of cards in all graveyards", "card in all graveyards"),
        "YourLifeTotal": ("your life total", ""),
    }
    if head in simple and not rest:
        words, each = simple[head]
        return Counted(words, words, each)
    if head == "Devotion" and rest in COLORS:
        words = f"your devotion to {rest.lower()}"
        return Counted(words, words)
    if head.startswith("NamedInAllYards") and rest:  # 201.2
        return _named(rest, "all graveyards")
    if head.startswith("ValidGraveyard "):  # cards you own (404.2)
        parts = svar.removeprefix("Count$ValidGraveyard ").split(",")
        if parts == ["Card.YouOwn"]:
            return counted("Count$InYourYard")
        if len(parts) == 1 and parts[0].startswith("Card.YouOwn+named"):
            return _named(parts[0].removeprefix("Card.YouOwn+named"), "your graveyard")
        if all(p.endswith(".YouOwn") for p in parts):
            return _cards(",".join(p.removesuffix(".YouOwn") for p in parts), "your graveyard")
        if all(p.isalpha() for p in parts):  # anyone's: "instant and sorcery cards"
            return _cards(",".join(parts), "all graveyards")
        return None
    if head in ("TypeInYourYard", "TypeInAllYards"):
        return _cards(rest, "your graveyard" if head == "TypeInYourYard" else "all graveyards")
    if head in ("TypeYouCtrl", "NumTypeYouCtrl"):
        return _permanents(kind(f"{rest}.YouCtrl"), "")
    if head == "TypeOnBattlefield":
        return _permanents(kind(rest), " on the battlefield")
    if head.startswith("Valid ") and svar.endswith(".Attached"):  # its Auras, Equipment
        return _attached(kind(svar.removeprefix("Count$Valid ").removesuffix(".Attached")))
    if head.startswith("Valid "):
        return _permanents(kind(svar.removeprefix("Count$Valid ")), " on the battlefield")
    return None


def _last_state(svar: str) -> Counted | None:
    """Forge's count "as it last was", of permanents or graveyards: as a replacement of
    an object's entering counts it (614.12, 614.1c), the state before the event is the
    state it is judged in, so the count is the plain one; a card's "controller" in a
    graveyard is its owner (404.2)."""
    if svar.startswith("Count$LastStateBattlefield "):
        return counted(svar.replace("LastStateBattlefield", "Valid", 1))
    valid = svar.removeprefix("Count$LastStateGraveyard ")
    parts = [
        p.replace(".YouCtrl", ".YouOwn").replace("+YouCtrl", "+YouOwn") for p in valid.split(",")
    ]
    return counted(f"Count$ValidGraveyard {','.join(parts)}")


TIMES = {2: "twice", 3: "three times", 4: "four times"}
"""cardhost's words multiplying a count, by the number."""


THEIR_HAND = Counted(
    "the number of cards in their hand",
    "the number of cards in that player's hand",
    "card in that player's hand",
    also=("the number of cards in their hand",),
)
"""The cards in the hand of the player an instruction is followed for."""
PLAYERS_COUNTS = {
    "TargetedPlayer$CardsInHand": THEIR_HAND,
    "TriggeredPlayer$CardsInHand": THEIR_HAND,
}
"""Forge's counts of the target player's or of the player a trigger event named."""
REPEATED_PLAYER = ".RememberedPlayerCtrl"
"""Forge's property of what the player a ``RepeatEach`` is repeated for controls."""


def their(found: Counted) -> Counted:
    """``found``, a count of "your" and "you", of the player the instruction is
    followed for: "their", "they"."""

    def said(words: str) -> str:
        return words.replace("you control", "they control").replace("your ", "their ")

    def that_player(words: str) -> str:
        return words.replace("you control", "that player controls")

    oracle = said(found.oracle)
    also = (
        *found.also,
        *(that_player(o) for o in (found.oracle, *found.also) if "you control" in o),
    )
    return Counted(said(found.data), oracle, said(found.each), also)


def counted_amount(svar: str, theirs: bool = False) -> Counted | None:
    """The count a Forge ``Count$`` SVar says as an effect's amount, multiplied
    (``/Times.2``, ``/Twice``) or added to (``/Plus.2``) if it says so; ``None`` if
    cardhost's words can't say it. ``theirs``: for a step repeated for each player,
    whose ``RememberedPlayerCtrl`` is that player's."""
    base, slash, how = svar.partition("/")
    if base in PLAYERS_COUNTS:
        found: Counted | None = PLAYERS_COUNTS[base]
    elif theirs and base.count(REPEATED_PLAYER.removeprefix(".")) == 1:
        whose = ".YouOwn" if "Graveyard" in base else ".YouCtrl"
        yours = base.replace(REPEATED_PLAYER, whose).replace(
            f"+{REPEATED_PLAYER[1:]}", f"+{whose[1:]}"
        )
        found = counted(yours)
        found = their(found) if found is not None else None
    else:
        found = counted(base)
    if not slash or found is None:
        return found
    times = 2 if how == "Twice" else _number_after(how, "Times.")
    if times in TIMES:
        ways = tuple(f"{TIMES[times]} {o}" for o in (found.oracle, *found.also))
        return Counted(f"{TIMES[times]} {found.data}", ways[0], found.each, ways[1:], times)
    plus = _number_after(how, "Plus.")
    if plus is None or not 1 <= plus <= 20:
        return None
    ways = tuple(
        way for o in (found.oracle, *found.also) for way in (f"{plus} plus {o}", f"{o} plus {plus}")
    )
    return Counted(f"{plus} plus {found.data}", ways[0], "", ways[1:])


def _number_after(text: str, prefix: str) -> int | None:
    rest = text.removeprefix(prefix)
    return int(rest) if text.startswith(prefix) and rest.isdigit() and len(rest) <= 2 else None


def _counters(name: str) -> Counted:
    """Counters of a kind on the card itself: "the number of charge counters on
    CARDNAME"."""
    return Counted(
        f"the number of {name} counters on this",
        f"the number of {name} counters on CARDNAME",
        f"{name} counter on CARDNAME",
        also=(f"the number of {name} counters on it",),
    )


def _attached(found: Kind | None) -> Counted | None:
    """ "the number of Auras attached to CARDNAME", "for each Equipment attached to it"
    (303.4, 301.5)."""
    if found is None or found.controlled or found.another or len(found.nouns) != 1:
        return None
    words = f"the number of {found.plural} attached to"
    return Counted(
        f"{words} this",
        f"{words} CARDNAME",
        f"{found.words} attached to it",
        also=(f"{words} it",),
    )


def _greatest(found: Kind | None) -> Counted | None:
    """ "the greatest power among creatures you control"."""
    if found is None or found.nouns != ("creature",):
        return None
    words = f"the greatest power among {found.plural}"
    return Counted(words, words)


def _named(name: str, where: str) -> Counted | None:
    """Cards of a name (201.2) in ``where``: "the number of cards named Accumulated
    Knowledge in all graveyards", an Oracle text naming the card itself as it does
    (``CARDNAME``)."""
    if not name or not all(c.isalnum() or c in " ,'-" for c in name):
        return None
    words = f"the number of cards named {name} in {where}"
    itself = f"the number of cards named CARDNAME in {where}"
    return Counted(words, itself, f"card named CARDNAME in {where}")


def _cards(valid: str, where: str) -> Counted | None:
    found = kind(valid)
    if found is None or found.controlled or found.another or found.nouns == ("card",):
        return None
    named = found.noun_phrase
    listed = named.replace(" or ", " and ")  # "instant and sorcery cards": either kind
    return Counted(
        f"the number of {named} cards in {where}",
        f"the number of {listed} cards in {where}",
        f"{listed} card in {where}",
    )


def _permanents(found: Kind | None, on: str) -> Counted | None:
    """Permanents of a kind: "the number of creatures you control"; on the battlefield
    when no one's control is said (``on``)."""
    if found is None or any(n in ("card", "instant", "sorcery") for n in found.nouns):
        return None
    in_combat = bool({"attacking", "blocking"} & set(found.adjectives))  # 506.4
    if len(found.nouns) > 1:
        return None
    where = on if not found.controlled and not in_combat else ""
    one = found.words.replace("another ", "other ", 1) if found.another else found.words
    return Counted(
        f"the number of {found.plural}",
        f"the number of {found.plural}{where}",
        f"{one}{where}",
    )


_X_AMOUNT = re.compile(r"\bX (damage|life|cards)\b")
_X_COUNTERS = re.compile(r"\bX (\S+) counters\b")
_X_TOKENS = re.compile(r"\bX (\d+/\d+ [^,.]+?) tokens\b")
_X_CHANGE = re.compile(r"([+-])X/([+-])(X|0)\b")


def worded(sentence: str, count: Counted) -> tuple[str, ...]:
    """The ways an Oracle text says ``sentence`` (with X) when X is ``count``: "where X
    is", "equal to" and "for each"."""
    if count.also:
        ways = [
            worded(sentence, replace(count, oracle=o, also=())) for o in (count.oracle, *count.also)
        ]
        return tuple(w for found in ways for w in found)
    head = sentence[:-1]
    if count.data == "that much":  # "you gain that much life" (603.2)
        return (
            _X_COUNTERS.sub(r"that many \1 counters", sentence)
            .replace("X damage", "that much damage")
            .replace("X life", "that much life")
            .replace("X cards", "that many cards"),
        )
    found = [f"{head}, where X is {count.oracle}."]
    amount = _X_AMOUNT.search(head)
    if amount is not None and head.count("X") == 1:
        noun = amount[1]
        bare = head[: amount.start()] + noun + head[amount.end() :]
        found.append(f"{bare} equal to {count.oracle}.")
        right = f"{head[: amount.start()]}{noun} equal to {count.oracle}{head[amount.end() :]}"
        found.append(f"{right}.")  # "deals damage equal to its power to any target"
        if count.each:
            many = NUMBERS.get(count.times, "")
            one = {"damage": f"{count.times} damage", "life": f"{count.times} life"}.get(
                noun, f"{many} cards" if count.times > 1 else "a card"
            )
            found.append(
                f"{head[: amount.start()]}{one}{head[amount.end() :]} for each {count.each}."
            )
    tokens = _X_TOKENS.search(head)
    if tokens is not None and head.count("X") == 1 and count.each and count.times == 1:
        before, after = head[: tokens.start()], head[tokens.end() :]
        one = f"{article(tokens[1])} {tokens[1]} token"
        found.append(f"{before}{one}{after} for each {count.each}.")
    counters = _X_COUNTERS.search(head)
    if counters is not None and head.count("X") == 1 and count.each:
        before, after = head[: counters.start()], head[counters.end() :]
        one = f"a {counters[1]} counter" if count.times == 1 else ""
        if count.times in NUMBERS and count.times > 1:
            one = f"{NUMBERS[count.times]} {counters[1]} counters"
        found.append(f"{before}{one}{after} for each {count.each}.")
    change = _X_CHANGE.search(head)
    if change is not None and head.count("X") == len(re.findall(r"X", change[0])) and count.each:
        toughness = str(count.times) if change[3] == "X" else "0"
        one = f"{change[1]}{count.times}/{change[2]}{toughness}"
        before, after = head[: change.start()], head[change.end() :]
        found.append(f"{before}{one}{after} for each {count.each}.")
    return tuple(found)
