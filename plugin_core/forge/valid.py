"""Forge's ``Valid`` expressions ("Creature.nonBlack+YouCtrl", "Artifact,Enchantment")
as the rules' words for the same objects (109.2, 115.1): a :class:`Kind` says them as
cardhost's quality and the way an Oracle text words them. An expression whose meaning
cardhost's words can't say exactly has no kind (``None``)."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace

from cardhost.model.card_types import (
    ARTIFACT_TYPES,
    CREATURE_TYPES,
    ENCHANTMENT_TYPES,
    LAND_TYPES,
    PLANESWALKER_TYPES,
)
from cardhost.model.qualities import (
    IRREGULAR_PLURALS,
    WITH_KEYWORDS,
    QualityError,
    parse_quality,
)

THAT_PLAYERS = "ThatPlayerCtrl"
"""The importer's property of what the player a trigger event names controls."""
TYPES = {
    **{t: t.lower() for t in ("Creature", "Artifact", "Enchantment", "Land", "Planeswalker")},
    **{t: t.lower() for t in ("Instant", "Sorcery", "Permanent", "Card")},
}
"""Forge's type words and the rules' nouns (300.1; "permanent", "card")."""
CONTROLLED = {
    "YouCtrl": "you control",
    "OppCtrl": "an opponent controls",
    "YouDontCtrl": "you don't control",
    "DefenderCtrl": "defending player controls",
    THAT_PLAYERS: "that player controls",
}
"""Forge's properties of control and the rules' words (108.4): the defending player's
(508.5), and "that player"'s, the player a trigger event names (603.2), which the
importer reads Forge's ``DefenderCtrl`` or ``ActivePlayerCtrl`` as where the Oracle text
says so."""
COLORS = ("White", "Blue", "Black", "Red", "Green")
SUPERTYPES = ("Basic", "Legendary", "Snow")
KEYWORDED = {
    **{f"with{k.title().replace(' ', '')}": f"with {k}" for k in WITH_KEYWORDS},
    **{f"without{k.title().replace(' ', '')}": f"without {k}" for k in WITH_KEYWORDS},
}
"""``withFlying`` and ``withoutFlying``: a keyword it has or hasn't (702)."""
NOT_SUBTYPES = frozenset(
    {"Player", "Opponent", "Spell", "Emblem", "Any", "You", "Self", "Ability", "Token"}
    | {"Activated", "Triggered", "Defined", "Targeted", "Valid", "Battle", "Plane"}
)
"""Forge's capitalized words in a ``Valid`` head that aren't subtypes."""
STATUSES = {"tapped": "tapped", "untapped": "untapped", "attacking": "attacking"}
STATUSES["blocking"] = "blocking"
"""Forge's properties of an object's state and the rules' words (302.6, 506.4)."""
TRAITS = {
    "MultiColor": "multicolored",
    "MonoColor": "monocolored",
    "Colorless": "colorless",
    "Historic": "historic",
}
"""Forge's properties of colour count (105.2c, 105.4) and "historic" (700.6)."""
COMPARED = {"power": "power", "toughness": "toughness", "cmc": "mana value"}
_COMPARISON = re.compile(r"(power|toughness|cmc)(LE|GE)(\d{1,3})")
"""``powerLE2``: "with power 2 or less" (208.1, 202.3)."""
SUBTYPES = CREATURE_TYPES | ARTIFACT_TYPES | ENCHANTMENT_TYPES | LAND_TYPES | PLANESWALKER_TYPES
"""The subtypes a property may name (205.3): Forge's ``Permanent.Mercenary``."""
_IRREGULAR = {"sorcery": "sorceries", "Plains": "Plains", "Aurochs": "Aurochs"}
_IRREGULAR |= {single: plural for plural, single in IRREGULAR_PLURALS.items()}


@dataclass(frozen=True)
class Kind:
    """Objects as the rules describe them: ``adjectives`` before the ``nouns`` (joined
    by "or"), a keyword after them, ``another`` (109.5) and whose (``controlled``)."""

    adjectives: tuple[str, ...]
    nouns: tuple[str, ...]
    keyword: str = ""
    controlled: str = ""
    another: bool = False
    compared: str = ""
    """ "with power 2 or less", after whose it is."""
    damaged: bool = False
    """ "dealt damage by this creature this turn" (Forge's ``DamagedBy``), last."""
    name: str = ""
    """ "named Avarax" (Forge's ``namedAvarax``, 201.2), last."""

    @property
    def typed(self) -> bool:
        """Whether every noun is a card type or "permanent" (its plural adds an s)."""
        return all(n in TYPES.values() for n in self.nouns)

    def _phrase(self, nouns: tuple[str, ...]) -> str:
        before = _adjectives(self.adjectives)
        named = " or ".join(nouns)
        if len(nouns) > 2:  # "Forest, Plains, or Island"
            named = f"{', '.join(nouns[:-1])}, or {nouns[-1]}"
        return " ".join(w for w in (before, named) if w)

    @property
    def noun_phrase(self) -> str:
        """The kind without "another" and whose: "nonblack creature"."""
        return self._phrase(self.nouns)

    @property
    def words(self) -> str:
        """cardhost's quality: "another nonblack creature you control"."""
        lead = "another " if self.another else ""
        return f"{lead}{self.noun_phrase}{self.after}"

    @property
    def after(self) -> str:
        """Whose it is, a keyword and what it compares: " you control with flying"."""
        after = (self.controlled, self.keyword, self.compared)  # "you control with flying"
        damaged = " dealt damage by this creature this turn" if self.damaged else ""
        named = f" named {self.name}" if self.name else ""
        return "".join(f" {w}" for w in after if w) + damaged + named

    @property
    def one(self) -> str:
        """One of them, as an Oracle text says it: "a nonblack creature you control",
        "another creature"."""
        return self.words if self.another else f"{article(self.noun_phrase)} {self.words}"

    @property
    def spell(self) -> str:
        """As a kind of spell: "noncreature spell", "instant or sorcery spell"; ``""``
        if these words can't describe a spell."""
        if self.keyword or self.controlled or self.another or self.damaged:
            return ""
        compared = f" {self.compared}" if self.compared else ""  # "spell with mana value 2"
        if self.nouns == ("card",):
            return self._phrase(("spell",)) + compared
        return f"{self.noun_phrase} spell{compared}"

    @property
    def plural(self) -> str:
        """Them all: "nonblack creatures you control", "other Elves"."""
        nouns = tuple(_IRREGULAR.get(n, n + "s") for n in self.nouns)
        lead = "other " if self.another else ""
        return f"{lead}{self._phrase(nouns)}{self.after}"


def article(words: str) -> str:
    """ "a" or "an" before ``words``."""
    return "an" if words[:1].lower() in "aeiou" else "a"


def _adjectives(adjectives: tuple[str, ...]) -> str:
    """Adjectives as an Oracle text strings them: "nonartifact, nonblack" when each is a
    "non" word, else with spaces ("basic", "nontoken white")."""
    if len(adjectives) > 1 and all(a.startswith("non") for a in adjectives):
        return ", ".join(adjectives)
    return " ".join(adjectives)


_ORDER = {
    **{"token": 0, "nontoken": 0, **{s.lower(): 1 for s in SUPERTYPES}},
    **{f"non{t.lower()}": 1.5 for t in TYPES},
    **{t.lower(): 3 for t in TYPES},
}
"""Where an adjective goes: token first, then supertypes, "non" a type ("nonartifact,
nonblack creature"), colours and states, a card type last ("tapped artifact
creature")."""


def kind(valid: str) -> Kind | None:
    """The kind of objects ``valid`` describes, or ``None``: one or two alternatives
    ("Artifact,Enchantment") with the same properties, each a type or subtype and
    properties joined by ``+`` (colour, "non" a type or colour, a supertype, token,
    with or without a keyword, Other, YouCtrl, OppCtrl, YouDontCtrl)."""
    alternatives = [a.strip() for a in valid.split(",")]
    if not valid or len(alternatives) > 5:
        return None
    read = [_subtyped(_alternative(a)) for a in alternatives]
    if any(r is None for r in read):
        return None
    if len(read) > 2 and not all(len(r.nouns) == 1 and r.nouns[0] in SUBTYPES for r in read if r):
        return None  # "Forest, Plains, or Island": subtypes listed, nothing else
    kinds = _of_colors(_in_combat([r for r in read if r is not None]))
    first = kinds[0]
    if any(_rest(k) != _rest(first) for k in kinds):
        return None
    nouns = tuple(n for k in kinds for n in k.nouns)
    if (len(nouns) == 2 and "card" in nouns) or len(set(nouns)) != len(nouns):
        return None
    if all(n in CARD_TYPE_NOUNS for n in nouns):  # "artifact or creature", as Oracle texts
        nouns = tuple(sorted(nouns))
    found = replace(first, nouns=nouns)
    try:
        parse_quality(found.words, named=True)  # the loader judges where a player is named
    except QualityError:
        return None
    return found


def _subtyped(found: Kind | None) -> Kind | None:
    """Forge's ``Land.Forest+Basic`` and ``Card.Gate``: a kind named by its one subtype
    ("basic Forest", "Gate card": the subtype is the noun, 205.3)."""
    if found is None or found.nouns not in (("land",), ("card",)):
        return found
    named = [a for a in found.adjectives if a in SUBTYPES]
    if len(named) != 1 or (found.nouns == ("land",) and named[0] not in LAND_TYPES):
        return found
    rest = tuple(a for a in found.adjectives if a != named[0])
    return replace(found, adjectives=rest, nouns=(named[0],))


CARD_TYPE_NOUNS = frozenset(
    {"artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery"}
)
"""Card types Oracle texts list in alphabetical order ("artifact or creature",
"creature or planeswalker")."""


def _adjective(prop: str) -> bool:
    """Whether a property is an adjective before the kind: token, nontoken, a colour,
    a supertype, or "non" and either or a type ("nonBlack", "nonBasic", "nonLand")."""
    bare = prop.removeprefix("non")
    typed = bare in TYPES and bare not in ("Permanent", "Card")
    return prop in ("token", "nonToken") or bare in COLORS or bare in SUPERTYPES or typed


def _rest(k: Kind) -> tuple[tuple[str, ...], str, str, bool, str, bool, str]:
    return (k.adjectives, k.keyword, k.controlled, k.another, k.compared, k.damaged, k.name)


def _in_combat(kinds: list[Kind]) -> list[Kind]:
    """ "Creature.attacking,Creature.blocking": one "attacking or blocking creature"."""
    if len(kinds) != 2 or kinds[0].nouns != kinds[1].nouns:
        return kinds
    states = [[a for a in k.adjectives if a in ("attacking", "blocking")] for k in kinds]
    first, second = (
        replace(k, adjectives=tuple(a for a in k.adjectives if a not in ("attacking", "blocking")))
        for k in kinds
    )
    if first != second or sorted(s for found in states for s in found) != [
        "attacking",
        "blocking",
    ]:
        return kinds
    return [replace(first, adjectives=(*first.adjectives, "attacking or blocking"))]


def _of_colors(kinds: list[Kind]) -> list[Kind]:
    """ "Creature.Black,Creature.Blue": one "blue or black creature" (105.2, in the
    order of :func:`color_pair`)."""
    if len(kinds) != 2 or kinds[0].nouns != kinds[1].nouns:
        return kinds
    words = [c.lower() for c in COLORS]
    hues = [[a for a in k.adjectives if a in words] for k in kinds]
    first, second = (
        replace(k, adjectives=tuple(a for a in k.adjectives if a not in words)) for k in kinds
    )
    if first != second or [len(h) for h in hues] != [1, 1] or hues[0] == hues[1]:
        return kinds
    either = " or ".join(color_pair(hues[0][0], hues[1][0]))
    return [replace(first, adjectives=(*first.adjectives, either))]


def color_pair(one: str, other: str) -> tuple[str, str]:
    """Two colours in the order Oracle texts name them: around the colour wheel (white,
    blue, black, red, green, 105.1) the shorter way, "white or blue", "green or white",
    "red or white", "white or black"."""
    words = [c.lower() for c in COLORS]
    first, second = sorted((one, other), key=words.index)
    return (first, second) if words.index(second) - words.index(first) <= 2 else (second, first)


def _alternative(text: str) -> Kind | None:
    head, _, properties = text.partition(".")
    adjectives: list[str] = []
    if head in SUPERTYPES:  # "Legendary": a legendary card (205.4)
        adjectives.append(head.lower())
        head = "Card"
    subtype = head.isalpha() and head[:1].isupper() and head not in NOT_SUBTYPES
    noun = TYPES.get(head, head if subtype else "")
    if not noun:
        return None
    keyword = controlled = compared = name = ""
    another = damaged = False
    for prop in properties.split("+") if properties else []:
        comparison = _COMPARISON.fullmatch(prop)
        if prop.startswith("named") and len(prop) > 5 and not name:  # 201.2
            name = prop.removeprefix("named").replace("; ", ", ")
        elif prop in ("Other", "StrictlyOther"):  # other than the card itself (109.5)
            another = True
        elif prop == "DamagedBy":  # dealt damage by the card this turn
            damaged = True
        elif comparison is not None and not compared:
            way = "or less" if comparison[2] == "LE" else "or greater"
            compared = f"with {COMPARED[comparison[1]]} {comparison[3]} {way}"
        elif prop in CONTROLLED and not controlled:
            controlled = CONTROLLED[prop]
        elif prop in KEYWORDED and not keyword:
            keyword = KEYWORDED[prop]
        elif _adjective(prop) or prop in STATUSES:
            adjectives.append(prop.lower())
        elif prop in TRAITS:  # "Card.MultiColor": a multicolored card (105.4)
            adjectives.append(TRAITS[prop])
        elif prop in SUBTYPES:  # "Permanent.Mercenary": a Mercenary permanent (205.3)
            adjectives.append(prop)
        elif prop.startswith("non") and prop[3:] in SUBTYPES:  # "non-Dragon creature"
            adjectives.append(f"non-{prop[3:]}")
        else:
            return None
    if noun in ("artifact", "enchantment", "land") and "creature" in adjectives:
        adjectives[adjectives.index("creature")] = noun  # 205.2a: "artifact creature"
        noun = "creature"
    elif subtype and noun not in TYPES.values() and "creature" in adjectives:
        adjectives[adjectives.index("creature")] = noun  # "Cleric creature", 205.3m
        noun = "creature"
    adjectives.sort(key=lambda a: _ORDER.get(a, 2))
    subtypes = [a for a in adjectives if a in SUBTYPES]
    if noun == "permanent" and len(subtypes) == 1:  # "Permanent.Vampire": a Vampire
        adjectives.remove(subtypes[0])
        noun = subtypes[0]
    in_combat = any(a in ("attacking", "blocking") for a in adjectives)
    if noun == "creature" and len(subtypes) == 1 and in_combat:  # "attacking Human" (506.4)
        adjectives.remove(subtypes[0])
        noun = subtypes[0]
    if name and (keyword or controlled or another or compared or damaged):
        return None  # a name is said last, alone after the kind
    return Kind(tuple(adjectives), (noun,), keyword, controlled, another, compared, damaged, name)
