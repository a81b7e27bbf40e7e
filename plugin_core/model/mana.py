"""Colours, mana types, mana symbols and mana costs (rules 105, 106, 107.4, 202)."""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum
from functools import lru_cache
from typing import Any

from cardhost.model.errors import ManaCostError
from cardhost.model.validation import any_case


class Color(str, Enum):
    """The five colours (105.1), written with their mana letters."""

    WHITE = "W"
    BLUE = "U"
    BLACK = "B"
    RED = "R"
    GREEN = "G"

    @property
    def word(self) -> str:
        """The colour's name in rules text: ``white``, ``blue`` ..."""
        return self.name.lower()

    @classmethod
    def from_text(cls, text: str) -> Color:
        """A colour from its letter (``W``) or its word (``white``)."""
        color = _COLOR_NAMES.get(text.strip().lower())
        if color is not None:
            return color
        raise ValueError(f"{text!r} is not a colour (105.1: white, blue, black, red, green)")


WUBRG: tuple[Color, ...] = tuple(Color)
_COLOR_NAMES = {name: c for c in WUBRG for name in (c.value.lower(), c.word)}
"""Each colour by its letter and its word, lowercase (``Color.from_text``)."""


class ManaType(str, Enum):
    """The six types of mana (106.1b): the five colours and colorless."""

    W = "W"
    U = "U"
    B = "B"
    R = "R"
    G = "G"
    C = "C"

    @property
    def color(self) -> Color | None:
        """The colour of mana of this type; ``None`` for colorless (106.1b)."""
        return None if self is ManaType.C else Color(self.value)

    @property
    def symbol(self) -> str:
        return "{" + self.value + "}"

    @classmethod
    def of(cls, color: Color) -> ManaType:
        return cls(color.value)


class SymbolKind(Enum):
    """The kinds of mana symbol of rule 107.4."""

    GENERIC = "generic"  # {0}, {1}, {2} ... (107.4b)
    VARIABLE = "variable"  # {X} (107.4b, 107.3)
    COLORED = "colored"  # {W}{U}{B}{R}{G} (107.4a)
    COLORLESS = "colorless"  # {C} (107.4c)
    HYBRID = "hybrid"  # {W/U} (107.4e)
    MONOCOLORED_HYBRID = "monocolored hybrid"  # {2/W} (107.4e)
    COLORLESS_HYBRID = "colorless hybrid"  # {C/W} (107.4e)
    PHYREXIAN = "Phyrexian"  # {W/P} (107.4f)
    HYBRID_PHYREXIAN = "hybrid Phyrexian"  # {W/U/P} (107.4f)
    SNOW = "snow"  # {S} (107.4h)


# The ten hybrid pairs as printed (107.4e), first colour first.
HYBRID_PAIRS: frozenset[tuple[Color, Color]] = frozenset(
    (Color(a), Color(b)) for a, b in ("WU", "UB", "BR", "RG", "GW", "WB", "UR", "BG", "RW", "GU")
)


@dataclass(frozen=True)
class ManaSymbol:
    """One mana symbol (107.4). ``colors`` are the symbol's colours (107.4e, 107.4f)."""

    kind: SymbolKind
    colors: tuple[Color, ...] = ()
    amount: int = 0
    variable: str = ""

    @property
    def text(self) -> str:
        """The symbol as printed: ``{2/W}``, ``{W/U/P}``, ``{X}``."""
        kind = self.kind
        if kind is SymbolKind.GENERIC:
            body = str(self.amount)
        elif kind is SymbolKind.VARIABLE:
            body = self.variable
        elif kind is SymbolKind.COLORLESS:
            body = "C"
        elif kind is SymbolKind.SNOW:
            body = "S"
        elif kind is SymbolKind.MONOCOLORED_HYBRID:
            body = f"{self.amount}/{self.colors[0].value}"
        elif kind is SymbolKind.COLORLESS_HYBRID:
            body = f"C/{self.colors[0].value}"
        else:
            body = "/".join(c.value for c in self.colors)
            if kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN):
                body += "/P"
        return "{" + body + "}"

    @property
    def is_colored(self) -> bool:
        """Hybrid and Phyrexian symbols are coloured symbols (107.4e, 107.4f)."""
        return bool(self.colors)

    @property
    def is_phyrexian(self) -> bool:
        return self.kind in (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN)

    def mana_value(self, x: int = 0) -> int:
        """This symbol's part of a mana value (202.3): X counts ``x`` (202.3e), a hybrid
        symbol its largest component (202.3f), a Phyrexian symbol 1 (202.3g)."""
        if self.kind is SymbolKind.GENERIC:
            return self.amount
        if self.kind is SymbolKind.VARIABLE:
            return x
        if self.kind is SymbolKind.MONOCOLORED_HYBRID:
            return max(self.amount, 1)
        return 1

    def __str__(self) -> str:
        return self.text


LARGEST_GENERIC_SYMBOL = 1_000_000
"""The largest generic mana symbol accepted: the largest ever printed (Gleemax)."""

_SYMBOL = re.compile(r"\{([^{}]*)\}")


def parse_symbol(body: str, *, where: str = "") -> ManaSymbol:
    """One symbol from the text between its braces (107.4)."""
    text = body.strip().upper()
    suffix = f" in {where}" if where else ""
    if text.isascii() and text.isdigit():
        if len(text.lstrip("0")) > len(str(LARGEST_GENERIC_SYMBOL)) or (
            int(text) > LARGEST_GENERIC_SYMBOL
        ):
            raise ManaCostError(
                f"{_shown('{' + body + '}')} is larger than any generic "
                f"mana symbol ever printed{suffix}; the largest is {{{LARGEST_GENERIC_SYMBOL}}}"
            )
        return ManaSymbol(SymbolKind.GENERIC, amount=int(text))
    if text == "X":
        return ManaSymbol(SymbolKind.VARIABLE, variable=text)
    if text in ("Y", "Z"):
        raise ManaCostError(
            f"{{{text}}} is a variable of its own{suffix} (107.3p: Y is announced apart from "
            "X); cardhost announces one, X"
        )
    if text == "C":
        return ManaSymbol(SymbolKind.COLORLESS)
    if text == "S":
        return ManaSymbol(SymbolKind.SNOW)
    if text in "WUBRG" and len(text) == 1:
        return ManaSymbol(SymbolKind.COLORED, colors=(Color(text),))
    parts = text.split("/")
    if len(parts) == 2 and parts[1] == "P" and _is_color(parts[0]):
        return ManaSymbol(SymbolKind.PHYREXIAN, colors=(Color(parts[0]),))
    if len(parts) == 2 and parts[0] == "2" and _is_color(parts[1]):  # only {2/W} ... (107.4)
        return ManaSymbol(
            SymbolKind.MONOCOLORED_HYBRID, colors=(Color(parts[1]),), amount=int(parts[0])
        )
    if len(parts) == 2 and parts[0] == "C" and _is_color(parts[1]):
        return ManaSymbol(SymbolKind.COLORLESS_HYBRID, colors=(Color(parts[1]),))
    if len(parts) in (2, 3) and _is_color(parts[0]) and _is_color(parts[1]):
        pair = (Color(parts[0]), Color(parts[1]))
        if pair not in HYBRID_PAIRS:
            flipped = "/".join([pair[1].value, pair[0].value, *parts[2:]])
            if (pair[1], pair[0]) in HYBRID_PAIRS:
                raise ManaCostError(
                    f"{{{body}}} is not a printed hybrid symbol{suffix}; write {{{flipped}}} "
                    "(107.4e)"
                )
            raise ManaCostError(f"{{{body}}} names the same colour twice{suffix} (107.4e)")
        if len(parts) == 2:
            return ManaSymbol(SymbolKind.HYBRID, colors=pair)
        if parts[2] == "P":
            return ManaSymbol(SymbolKind.HYBRID_PHYREXIAN, colors=pair)
    raise ManaCostError(
        f"{{{body}}} is not a mana symbol{suffix} (107.4: {{W}} {{U}} {{B}} {{R}} {{G}} {{C}}, "
        "numbers, {X}, hybrid such as {W/U}, {2/W} or {C/W}, Phyrexian such as {W/P} or "
        "{W/U/P}, and {S})"
    )


def _symbol_pattern() -> str:
    """A regular expression of every symbol :func:`parse_symbol` reads, braces and all:
    for editors (the card schema), never in place of the parser."""
    largest = str(LARGEST_GENERIC_SYMBOL)
    colors = "[WUBRGwubrg]"
    pairs = "|".join(any_case(a.value + "/" + b.value) for a, b in sorted(HYBRID_PAIRS))
    bodies = [
        f"0*(?:[0-9]{{1,{len(largest) - 1}}}|{largest})",  # generic (107.4b)
        "[XxCcSs]",  # variable, colorless, snow (107.4c, 107.4h)
        colors,
        f"{colors}/[Pp]",  # Phyrexian (107.4f)
        f"2/{colors}",  # monocolored hybrid (107.4e)
        f"[Cc]/{colors}",  # colorless hybrid (107.4e)
        f"(?:{pairs})(?:/[Pp])?",  # hybrid, hybrid Phyrexian (107.4e, 107.4f)
    ]
    return r"\{\s*(?:" + "|".join(bodies) + r")\s*\}"


MANA_SYMBOL_PATTERN = _symbol_pattern()
"""Every mana symbol cardhost reads, as a regular expression."""
MANA_COST_PATTERN = rf"^\s*(?:{MANA_SYMBOL_PATTERN})*\s*$"
"""A mana cost (202.1): mana symbols, one after another."""


def _shown(text: str, limit: int = 40) -> str:
    """``text`` quoted for a message, cut after ``limit`` characters."""
    return repr(text if len(text) <= limit else text[:limit] + "...")


def _is_color(text: str) -> bool:
    return len(text) == 1 and text in "WUBRG"


@dataclass(frozen=True)
class ManaCost:
    """A mana cost: a sequence of mana symbols (202.1, 107.4)."""

    symbols: tuple[ManaSymbol, ...] = ()

    @classmethod
    def parse(cls, text: str, *, where: str = "") -> ManaCost:
        """Parse ``"{2}{W}{B}"``; the empty string is no mana cost (202.1a). A cost is a
        value, so a short text (as every printed cost is) is parsed once, of the last
        few thousand: a catalog's cards share their costs.

        Raises :class:`ManaCostError` naming the bad symbol or the unbalanced brace.
        """
        if len(text) <= _LONGEST_KEPT:
            try:
                return _parsed_cost(text)
            except ManaCostError:
                pass  # parsed again below, to say where
        return cls._parse(text, where=where)

    @classmethod
    def _parse(cls, text: str, *, where: str = "") -> ManaCost:
        symbols: list[ManaSymbol] = []
        position = 0
        stripped = text.strip()
        suffix = f" in {where}" if where else ""
        while position < len(stripped):
            match = _SYMBOL.match(stripped, position)
            if match is None:
                rest = stripped[position:]
                if "{" in rest and "}" not in rest[rest.index("{") :]:
                    problem = f"an unclosed brace at {_shown(rest)}"
                else:
                    problem = f"text outside braces at {_shown(rest)}"
                raise ManaCostError(
                    f"{_shown(text)} is not a mana cost{suffix}: {problem}; every symbol is "
                    "written in braces, such as {2}{W} (107.4)"
                )
            symbols.append(parse_symbol(match.group(1), where=where or _shown(text)))
            position = match.end()
        return cls(tuple(symbols))

    def __hash__(self) -> int:
        """Its symbols' hash, kept once found: a cost is a key of the payment and least
        mana caches, asked again and again of the same cards."""
        known: int | None = self.__dict__.get("_hash")
        if known is None:
            known = self.__dict__["_hash"] = hash(self.symbols)
        return known

    def __getstate__(self) -> dict[str, Any]:
        """What a pickle (another process) or a copy takes: not the hash, which differs
        from process to process (a string's)."""
        state = dict(self.__dict__)
        state.pop("_hash", None)
        return state

    def devotion(self, colors: frozenset[Color]) -> int:
        """How many of its symbols are any of ``colors`` (700.5), each symbol once however
        many of them it is (a hybrid {W/B} counts once toward white and black: MC-5).
        Kept once counted: the cost never changes."""
        known: dict[frozenset[Color], int] | None = self.__dict__.get("_devotion")
        if known is None:
            known = self.__dict__["_devotion"] = {}
        count = known.get(colors)
        if count is None:
            count = known[colors] = sum(1 for s in self.symbols if colors.intersection(s.colors))
        return count

    def mana_value(self, x: int = 0) -> int:
        """The total amount of mana in this cost (202.3), with ``x`` for each X (202.3e)."""
        return sum(symbol.mana_value(x) for symbol in self.symbols)

    @property
    def colors(self) -> frozenset[Color]:
        """The colours of the mana symbols in this cost (202.2)."""
        return frozenset(color for symbol in self.symbols for color in symbol.colors)

    @property
    def has_x(self) -> bool:
        return any(symbol.kind is SymbolKind.VARIABLE for symbol in self.symbols)

    @property
    def least_beyond_generic(self) -> int:
        """The least mana that pays what of it no reduction of generic mana (601.2f)
        lowers: one for each symbol paid only with mana but a generic one and a {2/W},
        which may be paid as {2} (107.4e); a Phyrexian one none (107.4f). Kept once
        counted: the cost never changes."""
        known: int | None = self.__dict__.get("_least_beyond_generic")
        if known is None:
            known = self.__dict__["_least_beyond_generic"] = sum(
                1 for s in self.symbols if s.kind not in _REDUCIBLE and s.kind not in _UNPAID
            )
        return known

    def __bool__(self) -> bool:
        return bool(self.symbols)

    def __str__(self) -> str:
        return "".join(symbol.text for symbol in self.symbols)


_REDUCIBLE = (SymbolKind.GENERIC, SymbolKind.MONOCOLORED_HYBRID, SymbolKind.VARIABLE)
_UNPAID = (SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN)


@dataclass(frozen=True, slots=True)
class ManaAmount:
    """An amount of mana (106.1): how many mana of each type. Mana is counted, never
    listed one by one, so ``{1000000}`` of colorless mana is one number.

    ``ManaAmount(g=2)`` is {G}{G}; ``ManaAmount.of(ManaType.B, ManaType.B)`` the same for
    {B}{B}. Amounts add (``+``) and multiply by a whole number (``*``: "twice as much")."""

    def __deepcopy__(self, memo: dict[int, Any]) -> ManaAmount:
        """A value: a copy of the game shares it."""
        return self

    w: int = 0
    u: int = 0
    b: int = 0
    r: int = 0
    g: int = 0
    c: int = 0

    def __post_init__(self) -> None:
        for value in (self.w, self.u, self.b, self.r, self.g, self.c):
            if type(value) is not int or value < 0:  # bool is not a count
                counts = (self.w, self.u, self.b, self.r, self.g, self.c)
                mana_type = list(ManaType)[counts.index(value)]
                raise ValueError(
                    f"an amount of {mana_type.symbol} mana is an int of 0 or more, not {value!r}"
                )

    @classmethod
    def of(cls, *types: ManaType) -> ManaAmount:
        """One mana of each type given: ``of(G, G)`` is {G}{G}."""
        counts = dict.fromkeys(ManaType, 0)
        for mana_type in types:
            counts[ManaType(mana_type)] += 1
        return cls.from_counts(counts)

    @classmethod
    def from_counts(cls, counts: Mapping[ManaType, int]) -> ManaAmount:
        """An amount from a count per type."""
        get = counts.get
        return cls(*(get(t, 0) for t in _TYPE_ORDER))

    def count(self, mana_type: ManaType) -> int:
        """How many mana of ``mana_type`` this is."""
        return getattr(self, _FIELDS[mana_type])

    @property
    def counts(self) -> dict[ManaType, int]:
        """The count of each type present, in the order W, U, B, R, G, C."""
        values = (self.w, self.u, self.b, self.r, self.g, self.c)
        return {t: n for t, n in zip(_TYPE_ORDER, values, strict=True) if n}

    @property
    def types(self) -> tuple[ManaType, ...]:
        """The types of mana present, in the order W, U, B, R, G, C."""
        return tuple(self.counts)

    @property
    def total(self) -> int:
        """How many mana in all."""
        return self.w + self.u + self.b + self.r + self.g + self.c

    def __add__(self, other: ManaAmount) -> ManaAmount:
        if not isinstance(other, ManaAmount):
            return NotImplemented
        return _counted(
            self.w + other.w,
            self.u + other.u,
            self.b + other.b,
            self.r + other.r,
            self.g + other.g,
            self.c + other.c,
        )

    def __mul__(self, times: int) -> ManaAmount:
        if type(times) is not int:
            return NotImplemented
        if times < 0:
            raise ValueError(f"mana can't be had {times} times: an amount is 0 or more (106.1)")
        return _counted(
            self.w * times,
            self.u * times,
            self.b * times,
            self.r * times,
            self.g * times,
            self.c * times,
        )

    __rmul__ = __mul__

    def __bool__(self) -> bool:
        return bool(self.w or self.u or self.b or self.r or self.g or self.c)

    def __str__(self) -> str:
        """The mana as symbols, ``{W}{W}{G}``; counted when one type runs long, ``2 {W},
        1,000,000 {C}``; ``no mana`` for none."""
        counts = self.counts
        if not counts:
            return "no mana"
        if max(counts.values()) > _LONGEST_RUN:
            return ", ".join(f"{n:,} {t.symbol}" for t, n in counts.items())
        return "".join(t.symbol * n for t, n in counts.items())


def _counted(w: int, u: int, b: int, r: int, g: int, c: int) -> ManaAmount:
    """An amount from counts already known to be ints of 0 or more (sums and multiples
    of amounts), made without checking them again; the same amount is made once, up to
    :data:`_KEPT_MOST` of them (amounts are values: which one of equals is used is no
    matter)."""
    counts = (w, u, b, r, g, c)
    amount = _kept.get(counts)
    if amount is not None:
        return amount
    amount = _new(ManaAmount)
    _set(amount, "w", w)
    _set(amount, "u", u)
    _set(amount, "b", b)
    _set(amount, "r", r)
    _set(amount, "g", g)
    _set(amount, "c", c)
    if len(_kept) < _KEPT_MOST:
        _kept[counts] = amount
    return amount


_new = object.__new__
_set = object.__setattr__
_kept: dict[tuple[int, ...], ManaAmount] = {}
_KEPT_MOST = 4096
"""How many amounts sums and multiples keep to give again: the few a game adds, not
every amount a program could make."""


_LONGEST_KEPT = 64
"""The longest mana cost text kept once parsed: printed costs are far shorter (Progenitus's
ten symbols are 30 characters)."""


@lru_cache(maxsize=4096)
def _parsed_cost(text: str) -> ManaCost:
    return ManaCost._parse(text)


NO_MANA = ManaAmount()
_TYPE_ORDER = tuple(ManaType)
_FIELDS = {t: t.value.lower() for t in ManaType}

_LONGEST_RUN = 8
"""Up to this many mana of one type are shown symbol by symbol; more are counted."""


@dataclass(frozen=True, slots=True)
class ManaPool:
    """The mana in a player's pool (106.4): ``ordinary`` mana, and ``snow`` mana, made by
    snow sources (106.3), kept apart for {S} (107.4h)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> ManaPool:
        """A value: a copy of the game shares it."""
        return self

    ordinary: ManaAmount = NO_MANA
    snow: ManaAmount = NO_MANA

    @property
    def mana(self) -> ManaAmount:
        """All the mana in the pool, snow or not."""
        return self.ordinary + self.snow if self.snow else self.ordinary

    @property
    def total(self) -> int:
        return self.ordinary.total + self.snow.total

    def count(self, mana_type: ManaType) -> int:
        """How many mana of ``mana_type`` the pool holds, snow or not."""
        return self.ordinary.count(mana_type) + self.snow.count(mana_type)

    def plus(self, mana: ManaAmount, *, snow: bool = False) -> ManaPool:
        """This pool with ``mana`` added: snow mana if a snow source made it (106.3).
        A sum made before is given again (:data:`_pools_kept`)."""
        key = (id(self), id(mana), snow)
        kept = _pools_kept.get(key)
        if kept is not None:
            return kept[2]
        pool = _new(ManaPool)
        _set(pool, "ordinary", self.ordinary if snow else self.ordinary + mana)
        _set(pool, "snow", self.snow + mana if snow else self.snow)
        if len(_pools_kept) >= _KEPT_MOST:
            _pools_kept.clear()
        _pools_kept[key] = (self, mana, pool)
        return pool

    def __bool__(self) -> bool:
        return bool(self.ordinary or self.snow)

    def __str__(self) -> str:
        """The pool's mana as symbols; snow mana is marked ``snow``."""
        if not self.snow:
            return str(self.ordinary)
        if not self.ordinary:
            return f"snow {self.snow}"
        return f"{self.ordinary} and snow {self.snow}"


EMPTY_POOL = ManaPool()
_pools_kept: dict[tuple[int, int, bool], tuple[ManaPool, ManaAmount, ManaPool]] = {}
"""Pools added to, by the identities of the pool and the mana added (and whether it is
snow mana), with the sum. Each entry holds the pool and the mana themselves, so neither
is let go and no other object can take its identity while the entry lasts: a tap adds
the same mana to the same few pools again and again. Emptied when it reaches
:data:`_KEPT_MOST` entries."""


def parse_mana(text: str) -> ManaAmount:
    """Mana to add, written as symbols: ``"{G}{G}"``, ``"{C}"``; a generic symbol adds that
    much colorless mana (106.10), a Phyrexian symbol one mana of its colour (106.9), and
    {S} one colorless mana (106.11)."""
    counts = dict.fromkeys(ManaType, 0)
    for symbol in ManaCost.parse(text).symbols:
        if symbol.kind in (SymbolKind.COLORED, SymbolKind.PHYREXIAN):
            counts[ManaType.of(symbol.colors[0])] += 1
        elif symbol.kind in (SymbolKind.COLORLESS, SymbolKind.SNOW):
            counts[ManaType.C] += 1
        elif symbol.kind is SymbolKind.GENERIC:
            counts[ManaType.C] += symbol.amount
        else:
            raise ManaCostError(
                f"{symbol} can't be added as mana without a choice; write the mana as "
                "{W} {U} {B} {R} {G} {C} or a number (106.1b, 106.8, 106.10)"
            )
    return ManaAmount.from_counts(counts)
