"""Forge's costs (``Cost$ 1 R T``, ``PayLife<2>``, ``SubCounter<2/LOYALTY>``) as the
cost text an Oracle paragraph opens with (602.1a), or ``None`` with what can't be said."""

from __future__ import annotations

import re

from cardhost.forge.valid import article
from cardhost.forge.valid import kind as valid_kind

_MANA = re.compile(r"(?:[0-9]{1,2}|[WUBRGCSX]|[WUBRG2]/[WUBRGP])")
_PART = re.compile(
    r"(?P<kind>[A-Za-z]+)<(?P<count>[0-9]{1,3})(?:/(?P<what>[A-Za-z0-9.+,]+))?(?:/[^>]*)?>"
)
_OLDER = re.compile(r"[WUBRG2][WUBRG]|P[WUBRG]")
"""Forge's older hybrid (``WU``, ``2W``) and Phyrexian (``PR``) symbols."""
_PARTS = re.compile(r"[^\s<]+<[^>]*>|\S+")
"""A cost's parts: ``Sac<1/Creature.Other/another creature>`` is one, spaces and all."""
_COUNT = {1: "a", 2: "two", 3: "three"}
_PT_COUNTER = re.compile(r"([PM])([0-9])([PM])([0-9])")
"""Forge's name of a +X/+Y counter: ``P1P1``, ``M1M1``, ``P1P0``, ``M0M2`` (122.1a)."""


def counter_name(forge: str) -> str:
    """The name of a kind of counter as the rules write it: "+1/+1", "-0/-2", "charge"."""
    change = _PT_COUNTER.fullmatch(forge)
    if change is None:
        return forge.lower()
    sign = {"P": "+", "M": "-"}
    return f"{sign[change[1]]}{change[2]}/{sign[change[3]]}{change[4]}"


OBJECTS = {"Creature": "creature", "Artifact": "artifact", "Land": "land", "Card": "card"}
"""The kinds of object a cost sacrifices or discards, as Forge and Oracle text name them."""


def mana_symbols(parts: list[str]) -> str | None:
    """``["2", "W", "W"]`` as ``{2}{W}{W}``; ``None`` if a part isn't a mana symbol.
    Forge's older hybrid and Phyrexian forms are the rules' (107.4e-f): ``WU`` is
    ``{W/U}``, ``2W`` is ``{2/W}``, ``PR`` is ``{R/P}``."""
    symbols = [_symbol(part) for part in parts]
    if any(s is None for s in symbols):
        return None
    return "".join(f"{{{s}}}" for s in symbols)


def _symbol(part: str) -> str | None:
    if _MANA.fullmatch(part):
        return part
    older = _OLDER.fullmatch(part)
    if older is None:
        return None
    first, second = part
    return f"{second}/P" if first == "P" else f"{first}/{second}"


def cost_text(text: str) -> tuple[str, str]:
    """The Oracle cost text of Forge's cost ``text`` and ``""``, or ``""`` and the part
    the importer can't say. A loyalty cost (606.4) is the whole cost: ``+1``, ``-2``."""
    mana: list[str] = []
    others: list[str] = []
    tapping: list[str] = []
    for part in _PARTS.findall(text):
        if _symbol(part) is not None:
            mana.append(part)
            continue
        if part in ("T", "Q", "Untap"):  # 107.6: Forge's "Untap" is {Q}
            tapping.append("{Q}" if part == "Untap" else f"{{{part}}}")
            continue
        said = _part(part)
        if said is None:
            return "", part
        others.append(said)
    loyalty = [o for o in others if o[0] in "+-" or o == "0"]
    if loyalty and (len(others) > 1 or mana or tapping):
        return "", text
    symbols = mana_symbols(mana) if mana else ""
    pieces = [p for p in (symbols, *tapping, *others) if p]
    return ", ".join(pieces), ""


def _of_a_kind(kind: str, count: int, what: str) -> str | None:
    """ "Sacrifice another creature", "Sacrifice two Goblins", "Tap an untapped Ally you
    control" (701.21, 701.26): permanents of a kind (Forge's ``Valid``) the cost names."""
    found = valid_kind(what)
    if (
        found is None
        or found.controlled
        or any(n in ("card", "instant", "sorcery") for n in found.nouns)
    ):
        return None
    if found.another and count > 1:
        return None
    if kind == "Sac":
        many = f"{_COUNT[count]} {found.plural}" if count > 1 else found.one
        return f"Sacrifice {many}"
    untapped = f"untapped {found.plural}" if count > 1 else f"untapped {found.noun_phrase}"
    lead = _COUNT[count] if count > 1 else ("another" if found.another else "an")
    return f"Tap {lead} {untapped} you control"


def _part(part: str) -> str | None:
    match = _PART.fullmatch(part)
    if match is None:
        return None
    kind, count, what = match["kind"], int(match["count"]), match["what"] or ""
    if kind == "PayLife" and not what:
        return f"Pay {count} life"
    if kind == "PayEnergy" and not what and 1 <= count <= 20:  # 107.14
        return "Pay " + "{E}" * count
    if kind in ("AddCounter", "SubCounter") and what == "LOYALTY":
        sign = "+" if kind == "AddCounter" else "-"
        return "0" if count == 0 else f"{sign}{count}"
    if kind == "Sac" and what == "CARDNAME" and count == 1:
        return "Sacrifice CARDNAME"
    if kind == "Discard" and what == "CARDNAME" and count == 1:  # 701.9a, from a hand
        return "Discard CARDNAME"
    if kind == "Discard" and what == "Random" and count in _COUNT:  # 701.9b
        return f"Discard {_COUNT[count]} card{'s' * (count > 1)} at random"
    if kind == "Exile" and what == "CARDNAME" and count == 1:  # 406.2: from where it is
        return "Exile CARDNAME"
    if kind == "ExileFromGrave" and what == "CARDNAME" and count == 1:  # of a graveyard's card
        return "Exile CARDNAME from your graveyard"
    if kind == "SubCounter" and what and what != "LOYALTY" and count in _COUNT:  # 122.8
        name = counter_name(what)
        counters = f"a {name} counter" if count == 1 else f"{_COUNT[count]} {name} counters"
        return f"Remove {counters} from CARDNAME"
    if kind in ("Sac", "tapXType") and what not in OBJECTS and count in _COUNT:
        return _of_a_kind(kind, count, what)
    if kind == "tapXType" and what in ("Creature", "Artifact", "Land") and count in _COUNT:
        return _of_a_kind(kind, count, what)  # "Tap an untapped creature you control"
    if kind == "ExileFromGrave" and count in _COUNT and what in OBJECTS:
        named = OBJECTS[what] if what == "Card" else f"{OBJECTS[what]} card"
        one = "an" if named[0] in "aeiou" else "a"
        cards = f"{_COUNT[count]} {named}s" if count > 1 else f"{one} {named}"
        return f"Exile {cards} from your graveyard"
    returned = kind == "Return" and what in ("Land", "Creature", "Artifact")
    if returned or (kind in ("ExileFromHand", "Return", "Discard") and what not in OBJECTS):
        return _from_hand_or_returned(kind, count, what) if count in _COUNT else None
    if kind in ("Sac", "Discard") and what in OBJECTS and count in _COUNT:
        named = OBJECTS[what]
        if kind == "Discard" and named != "card":  # 701.9: a card of that kind
            named += " card"
        noun = named if count == 1 else named + "s"
        verb = "Sacrifice" if kind == "Sac" else "Discard"
        article = "an" if count == 1 and noun[0] in "aeiou" else _COUNT[count]
        return f"{verb} {article} {noun}"
    return None


def _from_hand_or_returned(kind: str, count: int, what: str) -> str | None:
    """ "Exile a blue card from your hand", "Discard a Plains card", "Return two Islands
    you control to their owner's hand": cards of a kind in a hand, permanents of a kind
    returned (Forge's ``ExileFromHand``, ``Discard``, ``Return``)."""
    found = valid_kind(what)
    if found is None or found.controlled or found.another or len(found.nouns) != 1:
        return None
    if kind == "Return":
        if found.nouns[0] in ("card", "instant", "sorcery"):
            return None
        if count == 1:
            return f"Return {found.one} you control to its owner's hand"
        return f"Return {_COUNT[count]} {found.plural} you control to their owner's hand"
    card = found.noun_phrase if found.nouns == ("card",) else f"{found.noun_phrase} card"
    cards = f"{card}s" if count > 1 else card
    one = f"{_COUNT[count]} {cards}" if count > 1 else f"{article(card)} {card}"
    verb = "Exile" if kind == "ExileFromHand" else "Discard"
    return f"{verb} {one} from your hand" if kind == "ExileFromHand" else f"{verb} {one}"
