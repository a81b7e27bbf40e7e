"""What a permanent becomes, in the Oracle text's words: "a 3/2 blue and black Elemental
creature with deathtouch", "a Bird artifact creature", "an artifact", "white", "a
Forest" (205.1, 105.3, 305.7).

A :class:`Becoming` is a value: its :meth:`Becoming.modifications`, one for each layer
it changes (613.1d-f, 613.4b), are what the kernel applies. :func:`parse_becoming`
reads one and says what is wrong with words it can't read.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from cardhost.model.card_types import BASIC_LAND_TYPES, CardType, subtype_kind
from cardhost.model.continuous import Layer, Modification
from cardhost.model.keywords import keyword_problem, normal
from cardhost.model.mana import Color

EXAMPLES = (
    "a 3/2 blue and black Elemental creature with deathtouch",
    "a 2/2 Bird artifact creature with flying",
    "an artifact",
    "white",
    "a Forest",
    "the color of your choice",
)
"""One of each form :func:`parse_becoming` reads, for messages and docs."""
COLOR_OF_CHOICE = "the color of your choice"
BASIC_LAND_TYPE_OF_CHOICE = "the basic land type of your choice"
CREATURE_TYPE_OF_CHOICE = "the creature type of your choice"
OF_CHOICE = (COLOR_OF_CHOICE, BASIC_LAND_TYPE_OF_CHOICE, CREATURE_TYPE_OF_CHOICE)
"""What a permanent becomes that its controller chooses as the effect resolves (608.2d):
a colour (105.1), a basic land type (205.3i) or a creature type (205.3m)."""
CHANGED_TYPES = ("artifact", "creature", "enchantment", "land")
"""The card types a permanent may become (205.1)."""
_COLORS = {c.word: c for c in Color}
_PT = re.compile(r"(\d{1,6})/(\d{1,6})")


class BecomingError(ValueError):
    """Words that don't say what a permanent becomes."""


@dataclass(frozen=True)
class Becoming:
    """What a permanent becomes: card ``types`` and ``subtypes`` (205.1), ``colors``
    (105.3: they replace its colours; ``()`` is colorless), base power and toughness
    (``pt``, 613.4b), ``keywords`` (613.1f), or a basic ``land_type`` that replaces its
    land types and the abilities of its rules text (305.7). ``in_addition``: it keeps
    its other types (205.1b: "in addition to its other types", "It's still a land");
    becoming an "artifact creature" keeps them too, a creature type given replacing its
    creature types (205.1b)."""

    text: str
    types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[Color, ...] | None = None
    pt: tuple[int, int] | None = None
    keywords: tuple[str, ...] = ()
    land_type: str = ""
    in_addition: bool = False
    of_choice: str = ""
    """One of :data:`OF_CHOICE`: chosen as it resolves (:meth:`chosen` says what it is
    then)."""

    def chosen(self, choice: str) -> Becoming:
        """What it becomes when ``choice`` is chosen for :attr:`of_choice`: a colour
        replaces its colours (105.3); a basic land type its land types and rules text
        (305.7), or is added to them; a creature type replaces its creature types
        (205.1a)."""
        text = f"{choice}" if self.of_choice == COLOR_OF_CHOICE else f"a {choice}"
        if self.of_choice == COLOR_OF_CHOICE:
            return Becoming(text, colors=(_COLORS[choice],))
        if self.of_choice == BASIC_LAND_TYPE_OF_CHOICE and not self.in_addition:
            return Becoming(text, land_type=choice)
        return Becoming(text, subtypes=(choice,), in_addition=self.in_addition)

    def modifications(self) -> tuple[Modification, ...]:
        """The changes it makes, each in its layer (613.1); one of a choice makes them
        once chosen (:meth:`chosen`)."""
        assert not self.of_choice, "chosen as it resolves: Becoming.chosen first"
        found: list[Modification] = []
        if self.land_type:
            found.append(Modification(Layer.TYPE, land_type=self.land_type))
        elif self.types or self.subtypes:
            replaced = not self.in_addition and any(
                subtype_kind(s) is CardType.CREATURE for s in self.subtypes
            )
            found.append(
                Modification(
                    Layer.TYPE,
                    add_types=self.types,
                    add_subtypes=self.subtypes,
                    replace_creature_types=replaced,
                )
            )
        if self.colors is not None:
            found.append(Modification(Layer.COLOR, colors=self.colors))
        if self.keywords:
            found.append(Modification(Layer.ABILITY, add_keywords=self.keywords))
        if self.pt is not None:
            found.append(Modification(Layer.PT_SET, set_pt=self.pt))
        return tuple(found)

    def __str__(self) -> str:
        return self.text


_BASE_PT = re.compile(r"base power and toughness (\d{1,6})/(\d{1,6})")
"""What only sets an object's base power and toughness (613.4b), its types kept."""


def parse_becoming(text: str, in_addition: bool = False) -> Becoming:
    """The :class:`Becoming` ``text`` says: an article, then power/toughness, colours,
    subtypes (capitalized, 205.3), card types, and "with" keywords, each if it has
    them; or one of :data:`OF_CHOICE`. Raises :class:`BecomingError` naming what it can't read."""
    words = " ".join(text.split())
    if words in OF_CHOICE:
        if in_addition and words != BASIC_LAND_TYPE_OF_CHOICE:
            raise BecomingError(
                f"{words!r}: only a basic land type is added 'in addition to its other "
                "types' (205.1b); a colour or creature type replaces the old"
            )
        return Becoming(words, in_addition=in_addition, of_choice=words)
    base = _BASE_PT.fullmatch(words)
    if base is not None:  # "has base power and toughness 1/1" (613.4b): nothing else
        return Becoming(words, in_addition=True, pt=(int(base[1]), int(base[2])))
    body, _, with_keywords = words.partition(" with ")
    tokens = body.split(" ")
    if tokens and tokens[0] in ("a", "an"):
        tokens = tokens[1:]
    fields: dict[str, object] = {"text": words, "in_addition": in_addition}
    if tokens and _PT.fullmatch(tokens[0]):
        power, toughness = tokens.pop(0).split("/")
        fields["pt"] = (int(power), int(toughness))
    colors, tokens = _colors(tokens, words)
    if colors is not None:
        fields["colors"] = colors
    subtypes = []
    while tokens and tokens[0][:1].isupper() and tokens[0].isalpha():
        subtypes.append(tokens.pop(0))
    types = []
    for word in tokens:
        if word not in CHANGED_TYPES:
            raise BecomingError(_unread(word, words))
        types.append(CardType(word.capitalize()))
    if with_keywords:
        fields["keywords"] = _keywords(with_keywords, words)
    if not (types or subtypes or colors is not None):
        raise BecomingError(f"{words!r} says no type or colour it becomes")
    if not types and subtypes:
        if len(subtypes) != 1 or subtypes[0] not in BASIC_LAND_TYPES:
            raise BecomingError(
                f"{words!r}: only a basic land type becomes a permanent's subtype alone "
                f"(305.7: {', '.join(BASIC_LAND_TYPES)}); say its card type too"
            )
        if in_addition:
            fields["subtypes"] = tuple(subtypes)
        else:
            fields["land_type"] = subtypes[0]
    else:
        fields["subtypes"] = tuple(subtypes)
    fields["types"] = tuple(types)
    kept = in_addition or {CardType.ARTIFACT, CardType.CREATURE} <= set(types)
    if types and not kept:
        raise BecomingError(
            f"{words!r}: becoming only {' '.join(t.lower() for t in tokens)} would end its "
            "other card types (205.1a), which cardhost doesn't do; if the text keeps them "
            '("in addition to its other types", "It\'s still a land"), write '
            "in_addition = true (205.1b)"
        )
    return Becoming(**fields)  # type: ignore[arg-type]


def _colors(tokens: list[str], words: str) -> tuple[tuple[Color, ...] | None, list[str]]:
    """The colours at the head of ``tokens`` ("blue and black", "white, blue, and
    black", "colorless") and the tokens after them."""
    if tokens and tokens[0] == "colorless":
        return (), tokens[1:]
    found: list[Color] = []
    rest = list(tokens)
    while rest and rest[0].rstrip(",") in _COLORS:
        found.append(_COLORS[rest.pop(0).rstrip(",")])
        if rest and rest[0] == "and" and len(rest) > 1 and rest[1].rstrip(",") in _COLORS:
            rest.pop(0)
    if len(set(found)) != len(found):
        raise BecomingError(f"{words!r} names a colour twice")
    return (tuple(found) if found else None), rest


def _keywords(listed: str, words: str) -> tuple[str, ...]:
    """ "flying", "flying and vigilance", "flying, vigilance, and haste"."""
    parts = [p.strip() for p in re.split(r",? and |, ", listed) if p.strip()]
    for part in parts:
        problem = keyword_problem(part)
        if problem:
            raise BecomingError(f"{words!r}: {problem}")
    return tuple(normal(p) for p in parts)


def _unread(word: str, words: str) -> str:
    known = "; ".join(repr(e) for e in EXAMPLES)
    return (
        f"{word!r} in {words!r} is not a power/toughness, a colour, a subtype or a card type "
        f"({', '.join(CHANGED_TYPES)}) in that order; such as {known}"
    )
