"""Descriptions of objects in the rules' own words: "nonblack creature", "Swamp",
"artifact or creature", "creature you control", "another permanent", "land card".

A :class:`Quality` is what costs ("Sacrifice a creature"), targets ("target nonblack
creature", 115.1) and counts ("for each Swamp you control") ask of an object;
:func:`parse_quality` reads one from its words and says what is wrong with words it
can't read.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Protocol

from cardhost.model.card_types import PERMANENT_TYPES, CardType
from cardhost.model.mana import Color

THAT_PLAYER = "that player"
"""The player a trigger event named (603.2): whose step began, the player dealt damage."""
DEFENDING_PLAYER = "defending player"
"""The player an attacking creature attacks, or whose planeswalker (506.2, 508.5)."""
NAMED_PLAYERS = (THAT_PLAYER, DEFENDING_PLAYER)
"""The players an ability's words name, as it is put on the stack and resolves."""
CONTROLLERS = {
    "you control": "you",
    "you don't control": "not you",
    "an opponent controls": "an opponent",
    "you own": "you own",
    "that player controls": THAT_PLAYER,
    "defending player controls": DEFENDING_PLAYER,
}
"""The phrases naming whose an object is, and what each stands for."""

SUPERTYPE_WORDS = ("basic", "legendary", "snow")
NOUNS_OF_ANY_TYPE = ("permanent", "card", "spell")


class Described(Protocol):
    """What a quality reads of an object (109.3): its types, subtypes, supertypes and
    colours, whether it is a token, and who controls and owns it (players compared by
    identity). A game object (:class:`cardhost.GameObject`) is one."""

    @property
    def name(self) -> str: ...

    @property
    def subtypes(self) -> tuple[str, ...]: ...

    @property
    def supertypes(self) -> tuple[str, ...]: ...

    @property
    def colors(self) -> frozenset[Color]: ...

    @property
    def is_token(self) -> bool: ...

    @property
    def controller(self) -> object: ...

    @property
    def owner(self) -> object: ...

    @property
    def tapped(self) -> bool: ...

    @property
    def power(self) -> int: ...

    @property
    def toughness(self) -> int: ...

    @property
    def mana_value(self) -> int: ...

    def is_type(self, card_type: CardType | str) -> bool: ...

    def has_keyword(self, keyword: str) -> bool: ...

    def in_combat(self, role: str) -> bool:
        """Whether it is ``"attacking"`` or ``"blocking"`` (506.4)."""
        ...

    def was_dealt_damage_by(self, source: object) -> bool:
        """Whether ``source`` dealt it damage this turn (as the object it is, 400.7)."""
        ...


class QualityError(ValueError):
    """Words that don't describe objects as the rules do."""


@dataclass(frozen=True)
class Quality:
    """A description of objects. ``types`` and ``subtypes`` are alternatives (an object
    with any of them matches: "artifact or creature"); ``supertypes``, ``colors`` and
    the exclusions must all hold; ``controller`` is ``"you"``, ``"not you"``, ``"an
    opponent"`` or ``"you own"`` relative to the player the words are said for;
    ``another`` excludes the object that says them (109.5). ``all_subtypes`` are
    subtypes written before the kind, each of which it must have ("Elf creature")."""

    text: str
    types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    all_subtypes: tuple[str, ...] = ()
    supertypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] = ()
    not_types: tuple[CardType, ...] = ()
    not_subtypes: tuple[str, ...] = ()
    """ "non-Dragon creature": subtypes it must not have (205.3)."""
    not_colors: tuple[Color, ...] = ()
    not_supertypes: tuple[str, ...] = ()
    token: bool | None = None
    controller: str = ""
    another: bool = False
    card: bool = False
    all_types: tuple[CardType, ...] = ()
    """ "artifact creature": card types written before the kind, each of which it must
    have (205.2a)."""
    traits: tuple[str, ...] = ()
    """ "multicolored", "monocolored", "colorless" (105.4, 105.2c), "historic" (700.6):
    what it must be, each of them."""
    status: tuple[str, ...] = ()
    """ "tapped", "untapped" (302.6), "attacking", "blocking" (506.4): a state it must be
    in, any of them ("attacking or blocking")."""
    compared: tuple[str, str, int] | None = None
    """ "with power 2 or less": a characteristic (``power``, ``toughness``, ``mana
    value``, 208, 202.3), ``"or less"`` or ``"or greater"``, and the number."""
    keyword: str = ""
    """ "with flying": a keyword it must have (702)."""
    not_keyword: str = ""
    """ "without flying": a keyword it must not have."""
    damaged_by_source: bool = False
    """ "dealt damage by this creature this turn": the object saying it dealt it damage
    this turn (as that object, 400.7)."""
    card_name: str = ""
    """ "card named Avarax": the name it must have (201.2)."""
    less_than_source: str = ""
    """ "with power less than this creature's power": the characteristic (``power``) it
    has less of than the object saying it (as it is, or last existed, 608.2h)."""

    def matches(
        self,
        obj: Described,
        you: object,
        source: Described | None = None,
        named: Mapping[str, object] | None = None,
    ) -> bool:
        """Whether ``obj`` is what these words describe, said by ``you`` (a player) about
        an object of ``source``; ``named``: the players the ability's words name
        (:data:`NAMED_PLAYERS`), for "that player controls"."""
        if self.another and source is not None and (obj is source or obj == source):
            return False
        for check in self._checks:
            if not check(self, obj, source):
                return False
        return self._whose(obj, you, named)

    @cached_property
    def _checks(self) -> tuple[Callable[[Quality, Described, Described | None], bool], ...]:
        """The checks its words ask for, in order, found once: a description of one or
        two words asks one or two, not every kind there is."""
        asked = (
            (self.types or self.subtypes, _kind),
            (self.not_types or self.all_types, _check_types),
            (self.all_subtypes or self.not_subtypes, _check_subtypes),
            (self.supertypes or self.not_supertypes, _check_supertypes),
            (self.colors or self.not_colors, _check_colors),
            (self.token is not None, _check_token),
            (self.keyword or self.not_keyword, _check_keywords),
            (self.traits, _check_traits),
            (self.status, _check_status),
            (self.compared is not None, _check_compared),
            (self.damaged_by_source, _check_damaged),
            (self.less_than_source, _check_less_than),
            (self.card_name, _check_name),
        )
        return tuple(check for asks, check in asked if asks)

    def _whose(self, obj: Described, you: object, named: Mapping[str, object] | None) -> bool:
        if self.controller == "you":
            return obj.controller is you
        if self.controller == "not you":
            return obj.controller is not you
        if self.controller == "an opponent":
            return obj.controller is not you
        if self.controller == "you own":
            return obj.owner is you
        if self.controller in NAMED_PLAYERS:  # no one named: nothing is theirs
            return named is not None and obj.controller is named.get(self.controller)
        return True

    def __str__(self) -> str:
        return self.text


def _kind(q: Quality, item: Described, _: Described | None) -> bool:
    return any(item.is_type(t) for t in q.types) or any(s in item.subtypes for s in q.subtypes)


def _check_types(q: Quality, item: Described, _: Described | None) -> bool:
    return not any(item.is_type(t) for t in q.not_types) and all(
        item.is_type(t) for t in q.all_types
    )


def _check_subtypes(q: Quality, item: Described, _: Described | None) -> bool:
    subtypes = item.subtypes
    return all(s in subtypes for s in q.all_subtypes) and not any(
        s in subtypes for s in q.not_subtypes
    )


def _check_supertypes(q: Quality, item: Described, _: Described | None) -> bool:
    supertypes = item.supertypes
    return all(s in supertypes for s in q.supertypes) and not any(
        s in supertypes for s in q.not_supertypes
    )


def _check_colors(q: Quality, item: Described, _: Described | None) -> bool:
    colors = item.colors
    if q.colors and not any(c in colors for c in q.colors):
        return False
    return not any(c in colors for c in q.not_colors)


def _check_token(q: Quality, item: Described, _: Described | None) -> bool:
    return item.is_token is q.token


def _check_keywords(q: Quality, item: Described, _: Described | None) -> bool:
    if q.keyword and not item.has_keyword(q.keyword):
        return False
    return not (q.not_keyword and item.has_keyword(q.not_keyword))


def _check_traits(q: Quality, item: Described, _: Described | None) -> bool:
    return all(_has_trait(item, t) for t in q.traits)


def _check_status(q: Quality, item: Described, _: Described | None) -> bool:
    return any(_in_status(item, s) for s in q.status)


def _check_compared(q: Quality, item: Described, _: Described | None) -> bool:
    return _compares(item, q.compared)  # type: ignore[arg-type]


def _check_damaged(q: Quality, item: Described, source: Described | None) -> bool:
    return source is not None and item.was_dealt_damage_by(source)


def _check_less_than(q: Quality, item: Described, source: Described | None) -> bool:
    return _less_than(item, source)


def _check_name(q: Quality, item: Described, _: Described | None) -> bool:
    return item.name == q.card_name


TRAITS = ("multicolored", "monocolored", "colorless", "historic")
"""Adjectives of colour count (105.2c, 105.4) and "historic" (700.6: an artifact, a
legendary or a Saga)."""


def _has_trait(obj: Described, trait: str) -> bool:
    if trait == "historic":
        return (
            obj.is_type(CardType.ARTIFACT)
            or "Legendary" in obj.supertypes
            or "Saga" in obj.subtypes
        )
    count = len(obj.colors)
    return {"multicolored": count >= 2, "monocolored": count == 1}.get(trait, count == 0)


def _in_status(obj: Described, status: str) -> bool:
    if status == "tapped":
        return obj.tapped
    if status == "untapped":
        return not obj.tapped
    return obj.in_combat(status)


def _less_than(obj: Described, source: Described | None) -> bool:
    """ "with power less than this creature's power" (702.134a): both creatures, or
    there is nothing to compare (208.3)."""
    creatures = source is not None and source.is_type(CardType.CREATURE)
    return creatures and obj.is_type(CardType.CREATURE) and obj.power < source.power  # type: ignore[union-attr]


def _compares(obj: Described, compared: tuple[str, str, int]) -> bool:
    """ "with power 2 or less": an object without power has none to compare (208.3)."""
    characteristic, way, number = compared
    if characteristic == "mana value":
        value = obj.mana_value
    elif not obj.is_type(CardType.CREATURE):
        return False
    else:
        value = obj.power if characteristic == "power" else obj.toughness
    return value <= number if way == "or less" else value >= number


_TYPES = {t.value.lower(): t for t in CardType}
_COLORS = {c.word: c for c in Color}


def parse_quality(text: str, *, named: bool = False) -> Quality:
    """The :class:`Quality` of words such as ``"nonblack creature"``, ``"Swamp"``,
    ``"another target permanent"`` (without "target"), ``"artifact or creature you
    control"``, ``"basic land card"``. Subtypes are written with a capital letter, as
    printed (205.3); ``named``: "that player controls" and "defending player controls"
    may be said (a target phrase's). Raises :class:`QualityError` naming the word it
    can't read."""
    words = text.strip()
    if not words:
        raise QualityError("empty: say what kind of object, such as 'creature' or 'land'")
    fields: dict[str, Any] = {"text": words}
    called = _NAMED.search(words)
    if called is not None:  # "card named Avarax" (201.2)
        fields["card_name"] = called["name"]
        words = words[: called.start()].strip()
    damaged = _DAMAGED_BY.search(words)
    if damaged is not None:  # "a creature dealt damage by this creature this turn"
        fields["damaged_by_source"] = True
        words = words[: damaged.start()].strip()
    lesser = _LESS_THAN_SOURCE.search(words)
    if lesser is not None:  # "attacking creature with power less than this creature's power"
        fields["less_than_source"] = "power"
        words = words[: lesser.start()].strip()
    words = _with_keyword(_with_comparison(words, fields), fields)
    for phrase, whose in CONTROLLERS.items():
        if words.lower().endswith(" " + phrase):
            fields["controller"] = whose
            words = words[: -len(phrase) - 1].strip()
            break
    if fields.get("controller") in NAMED_PLAYERS and not named:
        raise QualityError(
            f"{text!r}: {fields['controller']!r} is a player an ability names as it is put on "
            "the stack; only its target phrases say it here"
        )
    words = _with_keyword(_with_comparison(words, fields), fields)
    words = re.sub(r"\battacking or blocking\b", EITHER_IN_COMBAT, words)
    tokens = re.split(r"\s+", words)
    if tokens[0].lower() == "another":
        fields["another"] = True
        tokens = tokens[1:]
    adjectives, nouns = _split_nouns(tokens, text)
    last = len(adjectives) - 1
    adjectives = [_listed(word, place < last, text) for place, word in enumerate(adjectives)]
    nouns = [_listed(noun, False, text) for noun in nouns]
    types: list[CardType] = []
    subtypes: list[str] = []
    for noun in nouns:
        lower = noun.lower()
        if lower in _TYPES:
            types.append(_TYPES[lower])
        elif lower in NOUNS_OF_ANY_TYPE:
            if lower == "card":
                fields["card"] = True
            elif lower == "permanent" and len(nouns) > 1:  # 110.4b: "permanent card/spell"
                types += sorted(PERMANENT_TYPES, key=lambda t: t.value)
        elif _is_subtype(noun):
            subtypes.append(noun)
        else:
            raise QualityError(f"{noun!r} in {text!r} is not a card type or a subtype")
    fields["types"], fields["subtypes"] = tuple(types), tuple(subtypes)
    _adjectives(adjectives, fields, text)
    quality = Quality(**fields)
    problem = contradiction(quality)
    if problem:
        raise QualityError(f"{text!r} describes no object: {problem}")
    return quality


WITH_KEYWORDS = ("flying", "reach", "defender", "trample", "haste", "vigilance", "deathtouch")
"""Keywords an object may be described as with or without: "creature without flying"."""
_WITH = re.compile(rf" (with|without) ({'|'.join(WITH_KEYWORDS)})$", re.IGNORECASE)


STATUSES = ("tapped", "untapped", "attacking", "blocking")
"""What an object may be described as being: tapped or untapped (302.6), attacking or
blocking (506.4)."""
EITHER_IN_COMBAT = "attacking-or-blocking"
COMPARED = ("power", "toughness", "mana value")
_COMPARISON = re.compile(
    rf" with ({'|'.join(COMPARED)}) (\d{{1,9}}) (or less|or greater)$", re.IGNORECASE
)


_NAMED = re.compile(r" named (?P<name>[^ ].{0,140})$")
"""A card by its name: "a card named Avarax" (201.2), the name last."""
_DAMAGED_BY = re.compile(r" dealt damage by this creature this turn$", re.IGNORECASE)
"""What the object saying it dealt damage to this turn: "a creature dealt damage by
this creature this turn" (Sengir Vampire)."""


_LESS_THAN_SOURCE = re.compile(
    r" with (?:power less than this creature's power|lesser power)$", re.IGNORECASE
)
"""Less power than the object saying it: "target attacking creature with power less than
this creature's power" (mentor, 702.134a)."""


def _with_comparison(words: str, fields: dict[str, Any]) -> str:
    """``words`` less a final "with power 2 or less" (208.1, 202.3), noted in
    ``fields``."""
    match = _COMPARISON.search(words)
    if match is None or "compared" in fields:
        return words
    fields["compared"] = (match[1].lower(), match[3].lower(), int(match[2]))
    return words[: match.start()].strip()


def _with_keyword(words: str, fields: dict[str, Any]) -> str:
    """``words`` less a final "with flying" or "without flying", noted in ``fields``."""
    match = _WITH.search(words)
    if match is None or "keyword" in fields or "not_keyword" in fields:
        return words
    key = "keyword" if match[1].lower() == "with" else "not_keyword"
    fields[key] = match[2].lower()
    return words[: match.start()].strip()


def contradiction(quality: Quality) -> str:
    """Why no object could ever be what ``quality`` describes, or ``""``: a kind it
    names that it also excludes ("noncreature creature"), a colour or supertype both
    required and excluded, a card type both, tapped and untapped, or a token card
    (108.2b)."""
    excluded = set(quality.not_types)
    if excluded.intersection(quality.all_types):
        return "it excludes a card type it requires"
    if "tapped" in quality.status and "untapped" in quality.status:
        return "no object is both tapped and untapped (302.6)"
    if quality.types and not quality.subtypes and excluded.issuperset(quality.types):
        return "it excludes every card type it names"
    for color in quality.colors:
        if color in quality.not_colors:
            return f"no object is both {color.word} and non{color.word}"
    for supertype in quality.supertypes:
        if supertype in quality.not_supertypes:
            return f"no object is both {supertype.lower()} and non{supertype.lower()}"
    both = set(quality.not_subtypes) & {*quality.all_subtypes, *quality.subtypes}
    if both:
        return f"no object both is and isn't a {sorted(both)[0]} (205.3)"
    if quality.token and quality.card:
        return "tokens aren't cards (108.2b)"
    return ""


def _listed(word: str, more: bool, text: str) -> str:
    """An adjective of a list, "nonartifact, nonblack creature": a comma may follow it
    when ``more`` adjectives do; nowhere else."""
    if word.endswith(","):
        if not more:
            raise QualityError(f"{text!r}: a comma only separates words before the kind")
        return word[:-1]
    return word


def _split_nouns(tokens: list[str], text: str) -> tuple[list[str], list[str]]:
    """The adjectives before the last noun, and the nouns ("artifact or creature",
    "creature card")."""
    if not tokens:
        raise QualityError(f"{text!r} names no kind of object")
    lowered = [t.lower() for t in tokens]
    if "or" in lowered:
        index = lowered.index("or")
        between = lowered[index - 1 : index + 2 : 2]
        if index and all(w in _COLORS for w in between):  # "blue or black": either
            return _split_nouns(tokens[:index] + tokens[index + 1 :], text)
        if index == 0 or index == len(tokens) - 1:
            raise QualityError(f"{text!r}: 'or' joins two kinds of object")
        first = index - 1
        while (
            first > 0
            and _is_kind(tokens[first - 1].removesuffix(","))
            and (tokens[first - 1].endswith(","))
        ):  # "Forest, Plains, or Island": a list of kinds, each one of them
            first -= 1
        listed = [t.removesuffix(",") for t in tokens[first:index]]
        if first < index - 1 and not tokens[index - 1].endswith(","):
            raise QualityError(f"{text!r}: a list of kinds has a comma before 'or'")
        nouns = [*listed, *tokens[index + 1 :]]
        return tokens[:first], _without_card(nouns, text)
    if len(tokens) >= 2 and tokens[-1].lower() in ("card", "spell"):
        kind = tokens[-2]
        if kind.lower() in _TYPES or kind.lower() in NOUNS_OF_ANY_TYPE or _is_subtype(kind):
            return tokens[:-2], [kind, tokens[-1].lower()]
        return tokens[:-1], [tokens[-1].lower()]  # "noncreature spell", "red card"
    return tokens[:-1], [tokens[-1]]


def _is_subtype(word: str) -> bool:
    """A subtype is written capitalized (205.3)."""
    return word[:1].isupper() and word.isalpha()


def _without_card(nouns: list[str], text: str) -> list[str]:
    kinds = nouns[:-1] if nouns[-1].lower() in ("card", "spell") else nouns
    listed = len(kinds) > 2 and not all(_is_kind(k) for k in kinds)
    if len(kinds) < 2 or len(kinds) > 5 or listed:
        raise QualityError(f"{text!r}: 'or' joins kinds of object")
    return nouns


def _is_kind(word: str) -> bool:
    """A card type or a subtype (205.2, 205.3)."""
    return word.lower() in _TYPES or _is_subtype(word)


def _adjectives(adjectives: list[str], fields: dict[str, Any], text: str) -> None:
    colors: list[Color] = []
    not_colors: list[Color] = []
    not_types: list[CardType] = []
    supertypes: list[str] = []
    not_supertypes: list[str] = []
    all_subtypes: list[str] = []
    not_subtypes: list[str] = []
    all_types: list[CardType] = []
    status: list[str] = []
    for word in adjectives:
        lower = word.lower()
        if lower in TRAITS:
            fields.setdefault("traits", ())
            fields["traits"] = (*fields["traits"], lower)
            continue
        if lower in STATUSES or lower == EITHER_IN_COMBAT:
            status += ["attacking", "blocking"] if lower == EITHER_IN_COMBAT else [lower]
            continue
        bare = lower.removeprefix("non").removeprefix("-")
        negated = lower.startswith("non") and bare != lower
        if negated and word[3:4] == "-" and _is_subtype(word[4:]):  # "non-Dragon" (205.3)
            not_subtypes.append(word[4:])
        elif lower == "token":
            fields["token"] = True
        elif lower == "nontoken":
            fields["token"] = False
        elif bare in _COLORS:
            (not_colors if negated else colors).append(_COLORS[bare])
        elif negated and bare in _TYPES:
            not_types.append(_TYPES[bare])
        elif bare in SUPERTYPE_WORDS:
            (not_supertypes if negated else supertypes).append(bare.capitalize())
        elif word[:1].isupper() and word.isalpha():  # a subtype before the kind (205.3)
            all_subtypes.append(word)
        elif lower in _TYPES:  # "artifact creature": both types (205.2a)
            all_types.append(_TYPES[lower])
        else:
            raise QualityError(
                f"{word!r} in {text!r} is not a colour, a supertype, a card type, 'token', "
                "'nontoken', 'tapped', 'untapped', 'attacking', 'blocking', 'another', "
                "'non' with a colour, type or supertype, or 'non-' with a subtype"
            )
    fields.update(
        colors=tuple(colors),
        not_colors=tuple(not_colors),
        not_types=tuple(not_types),
        supertypes=tuple(supertypes),
        not_supertypes=tuple(not_supertypes),
        all_subtypes=tuple(all_subtypes),
        not_subtypes=tuple(not_subtypes),
        all_types=tuple(all_types),
        status=tuple(status),
    )


_PLURAL = re.compile(r"\b(artifact|creature|enchantment|land|permanent|planeswalker|card)s\b")
IRREGULAR_PLURALS = {
    **{"Elves": "Elf", "Dwarves": "Dwarf", "Wolves": "Wolf", "Werewolves": "Werewolf"},
    **{"Allies": "Ally", "Harpies": "Harpy", "Mercenaries": "Mercenary", "Sphinxes": "Sphinx"},
    **{"Foxes": "Fox", "Mice": "Mouse", "Oxen": "Ox", "Djinn": "Djinn", "Fish": "Fish"},
    **{"Loci": "Locus", "Merfolk": "Merfolk", "Sheep": "Sheep", "Moonfolk": "Moonfolk"},
    **{"Kithkin": "Kithkin", "Equipment": "Equipment"},
}
"""Subtypes whose plural isn't the subtype and an s (205.3)."""
ENDING_IN_S = frozenset(
    {"Cyclops", "Pegasus", "Octopus", "Homunculus", "Nautilus", "Fungus", "Walrus", "Glass"}
    | {"Plains", "Locus", "Aurochs"}
)
"""Subtypes that end in s in the singular."""
_SUBTYPE_PLURAL = re.compile(r"\b([A-Z][a-z]+)\b")


def singular(subtype: str) -> str:
    """A subtype as printed (205.3) from its plural: "Goblins", "Elves", "Forests"."""
    if subtype in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[subtype]
    if subtype.endswith("s") and subtype not in ENDING_IN_S:
        return subtype[:-1]
    return subtype


def singular_words(text: str) -> str:
    """A plural kind in the singular: "creatures you control" is "creature you control",
    "Elves" is "Elf" (205.3)."""
    words = _SUBTYPE_PLURAL.sub(lambda m: singular(m.group(1)), re.sub(r"\s+", " ", text))
    return _PLURAL.sub(lambda m: m.group(1), words)


def parse_group(text: str, *, named: bool = False) -> Quality:
    """The :class:`Quality` of a group of objects as static abilities name them:
    ``"creatures you control"``, ``"other Elf creatures you control"``, ``"each land"``,
    ``"all artifacts"``, ``"Goblins you control"`` (a plural, a subtype's too, and
    "other" for "another"); ``named`` as for :func:`parse_quality` (an instruction's
    group: "each creature that player controls")."""
    words = re.sub(r"\s+", " ", text.strip())
    lower = words.lower()
    for lead in ("each ", "all "):
        if lower.startswith(lead):
            words = words[len(lead) :]
            break
    if words.lower().startswith("other "):
        words = "another " + words[len("other ") :]
    return parse_quality(singular_words(words), named=named)
