"""Costs (118, 602.1a), written as the Oracle text writes them: ``"{2}, {T}, Sacrifice
this artifact"``, ``"{1}, Discard a card"``, ``"Tap an untapped creature you control"``,
``"Remove a +1/+1 counter from this creature"``, ``"Pay 2 life"``, ``"Exile a blue card
from your hand"``, ``"Return two Islands you control to their owner's hand"``.

A :class:`Cost` is a value; the kernel pays it (601.2h) or refuses it whole.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cached_property

from cardhost.model.errors import ManaCostError
from cardhost.model.mana import MANA_SYMBOL_PATTERN, ManaCost
from cardhost.model.qualities import Quality, QualityError, parse_group, parse_quality

MOST_CHOSEN_PARTS = 8
"""How many parts of one cost may ask objects to be chosen ("Sacrifice an artifact,
Discard a card, ..."): printed cards have at most three; a card file with more is
refused, so paying one costs what a real cost does (each choice is offered only what
leaves the others payable, a matching of all of them)."""
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
_PAY_LIFE = re.compile(r"pay ([0-9]{1,9}) life")
_PAY_ENERGY = re.compile(r"pay ((?:\{e\}){1,20})")
_THIS = re.compile(r"this (artifact|creature|enchantment|land|permanent|token)")
_COUNT = r"(a|an|another|one|two|three|four|five)"
_SACRIFICE = re.compile(rf"sacrifice {_COUNT} (.+)", re.IGNORECASE)
_DISCARD = re.compile(rf"discard {_COUNT} (.*?)cards?", re.IGNORECASE)
_DISCARD_AT_RANDOM = re.compile(rf"discard {_COUNT} (.*?)cards? at random", re.IGNORECASE)
_TAP_OTHER = re.compile(rf"tap {_COUNT} untapped (.+)", re.IGNORECASE)
_EXILE_FROM_HAND = re.compile(rf"exile {_COUNT} (.*?)cards? from your hand", re.IGNORECASE)
_EXILE_FROM_GRAVEYARD = re.compile(
    rf"exile {_COUNT} (.*?)cards? from your graveyard", re.IGNORECASE
)
_RETURN = re.compile(rf"return {_COUNT} (.+?) to (?:its|their) owners?'s? hands?", re.IGNORECASE)
_REMOVE = re.compile(
    rf"remove {_COUNT} (\S+) counters? from this "
    r"(artifact|creature|enchantment|land|permanent|token)",
    re.IGNORECASE,
)
_LOYALTY = re.compile(r"\[?([+\-\u2212]?)([0-9]{1,3}|X)\]?")
"""A loyalty symbol (606.2, 606.4): "+1", "[+1]", "-2" (a hyphen or U+2212, the minus
sign Oracle text prints), "0", "-X" (107.7)."""
_LOYALTY_X = re.compile(r"[\-\u2212]X\b")
"""A -X loyalty symbol in a cost's text."""

LARGEST_LIFE_PAYMENT = 1_000_000
"""The most life a cost may ask (far beyond any printed card)."""


class CostError(ValueError):
    """Words that aren't a cost as the rules write one."""


@dataclass(frozen=True)
class Objects:
    """``count`` objects the payer chooses that match ``quality``: what a cost asks to
    sacrifice, discard or tap (118.3)."""

    quality: Quality
    count: int = 1
    at_random: bool = False
    """ "Discard a card at random": the game's generator chooses, not the payer (701.9b)."""


@dataclass(frozen=True)
class Cost:
    """A cost (118.1): its mana, {T} (107.5), {Q} (107.6), life (119.4), sacrificing the
    source itself or objects of a kind (701.21), discarding (701.9), tapping untapped
    permanents of a kind, and removing counters from the source (122.8). ``text`` is the
    cost as written."""

    text: str = ""
    mana: ManaCost = field(default_factory=ManaCost)
    tap: bool = False
    untap: bool = False
    life: int = 0
    energy: int = 0
    """ "Pay {E}{E}": energy counters its payer removes from themselves (107.14)."""
    sacrifice_self: bool = False
    discard_self: bool = False
    """ "Discard this card": the card itself, from its owner's hand (701.9a)."""
    exile_self: bool = False
    """ "Exile this card from your graveyard", "Exile this artifact": the source itself,
    from where it is (406.2)."""
    sacrifice: tuple[Objects, ...] = ()
    discard: tuple[Objects, ...] = ()
    tap_untapped: tuple[Objects, ...] = ()
    exile_from_hand: tuple[Objects, ...] = ()
    """ "Exile a blue card from your hand": cards of a kind in the payer's hand."""
    exile_from_graveyard: tuple[Objects, ...] = ()
    """ "Exile a creature card from your graveyard": cards of a kind in the payer's
    graveyard."""
    return_to_hand: tuple[Objects, ...] = ()
    """ "Return two Islands you control to their owner's hand": permanents of a kind the
    payer controls."""
    remove_counters: tuple[tuple[str, int], ...] = ()
    loyalty: int | None = None
    """A loyalty symbol's change (606.4): loyalty counters put on the source (``+N``) or
    removed from it (``-N``); ``None`` for a cost without one (not a loyalty ability)."""
    loyalty_x: bool = False
    """Whether the loyalty symbol is -X (107.7): X loyalty counters removed, X announced
    as the ability is activated (601.2b, 602.2b); ``loyalty`` is then 0 until it is."""
    crew: int = 0
    """Crew N's cost (702.122a): "Tap any number of other untapped creatures you control
    with total power N or greater"; 0 for none."""

    @property
    def has_x(self) -> bool:
        return self.mana.has_x or self.loyalty_x

    @property
    def loyalty_removed_besides(self) -> int:
        """The loyalty counters its parts other than its loyalty symbol remove ("Remove a
        loyalty counter from this permanent"): with it, what 606.6 counts."""
        return sum(amount for kind, amount in self.remove_counters if kind == "loyalty")

    def with_x(self, x: int) -> Cost:
        """This cost with X announced: a -X loyalty symbol removing ``x`` counters, its
        text saying how many ("\u22123")."""
        if not self.loyalty_x:
            return self
        text = _LOYALTY_X.sub(f"\u2212{x}", self.text)
        return replace(self, text=text, loyalty=-x, loyalty_x=False)

    @cached_property
    def asks_no_choice(self) -> bool:
        """Whether paying it asks nothing (601.2h): no mana to announce and pay, no
        objects to choose; only the source ({T}, {Q}, its counters, the source itself
        sacrificed, discarded or exiled), life and energy."""
        return not (
            self.mana.symbols
            or self.sacrifice
            or self.discard
            or self.tap_untapped
            or self.exile_from_hand
            or self.exile_from_graveyard
            or self.return_to_hand
            or self.crew
        )

    @cached_property
    def choices_alone(self) -> bool:
        """Whether paying it asks only objects to be chosen (to sacrifice, discard, tap,
        exile or return: 118.3): no mana, life, energy, crew nor the source's own parts.
        Whether a spell's such additional cost could be paid is known without paying it
        (601.2f)."""
        wanted = (
            *self.sacrifice,
            *self.discard,
            *self.tap_untapped,
            *self.exile_from_hand,
            *self.exile_from_graveyard,
            *self.return_to_hand,
        )
        chosen_apart = replace(
            self,
            text="",
            sacrifice=(),
            discard=(),
            tap_untapped=(),
            exile_from_hand=(),
            exile_from_graveyard=(),
            return_to_hand=(),
        )
        return chosen_apart == Cost() and bool(wanted)

    @cached_property
    def paid_with_source_only(self) -> bool:
        """Whether only the source pays it: {T}, {Q}, counters removed from it; no mana,
        life, nor other objects to choose."""
        return self.asks_no_choice and not (
            self.life or self.energy or self.sacrifice_self or self.discard_self or self.exile_self
        )

    def plus(self, other: Cost) -> Cost:
        """This cost and ``other`` paid together as one (601.2f-h: a spell's total cost,
        its alternative cost with its additional costs)."""
        if not other.text:
            return self
        if not self.text:
            return other
        return replace(
            self,
            text=f"{self.text}, {other.text}",
            mana=ManaCost((*self.mana.symbols, *other.mana.symbols)),
            life=self.life + other.life,
            energy=self.energy + other.energy,
            sacrifice=(*self.sacrifice, *other.sacrifice),
            discard=(*self.discard, *other.discard),
            tap_untapped=(*self.tap_untapped, *other.tap_untapped),
            exile_from_hand=(*self.exile_from_hand, *other.exile_from_hand),
            exile_from_graveyard=(*self.exile_from_graveyard, *other.exile_from_graveyard),
            return_to_hand=(*self.return_to_hand, *other.return_to_hand),
        )

    @cached_property
    def non_mana_text(self) -> str:
        """The parts of the cost other than mana, as written: {T}, "Sacrifice ...", ..."""
        parts = [part.strip() for part in self.text.split(",")]
        return ", ".join(p for p in parts if p in ("{T}", "{Q}") or not p.startswith("{"))

    @property
    def loyalty_text(self) -> str:
        """The loyalty symbol as Oracle text prints it: ``[+1]``, ``[0]``, and a negative
        one with a minus sign (U+2212)."""
        if self.loyalty is None:
            return ""
        if self.loyalty_x:
            return "[\u2212X]"
        sign = "+" if self.loyalty > 0 else "\u2212" if self.loyalty < 0 else ""
        return f"[{sign}{abs(self.loyalty)}]"

    def __str__(self) -> str:
        return self.text


def _cost_pattern() -> str:
    """A regular expression of a cost :func:`parse_cost` could read: comma-separated parts,
    each {T}, {Q}, mana symbols, "Pay N life" or a "Sacrifice", "Discard", "Tap" or "Remove"
    phrase, {T} and {Q} once each. For editors (the card schema), never in place of the
    parser, which alone judges each phrase's words."""
    part = "|".join(
        [
            r"\{[Tt]\}",
            r"\{[Qq]\}",
            f"(?:{MANA_SYMBOL_PATTERN})+",
            r"[Pp]ay [0-9]{1,9} life",
            r"[Pp]ay (?:\{E\}){1,20}",
            r"\[?[+\-\u2212]?[0-9]{1,3}\]?",
            r"(?:[Ss]acrifice|[Dd]iscard|[Tt]ap|[Rr]emove|[Ee]xile|[Rr]eturn) [^,]+",
        ]
    )
    once = "".join(rf"(?!.*\{{{c}\}}.*\{{{c}\}})" for c in ("[Tt]", "[Qq]"))
    return rf"^{once}\s*(?:{part})(?:\s*,\s*(?:{part}))*\s*$"


COST_PATTERN = _cost_pattern()
"""A cost, as a regular expression (602.1a)."""


def parse_cost(text: str, *, additional: bool = False, name: str = "") -> Cost:
    """The :class:`Cost` of its written parts, comma-separated, each at most once
    (602.1a). With ``additional``, the cost is an additional cost to cast a spell
    (601.2f): no {T} or {Q}, nothing of "this" permanent. ``name`` is the card's: its
    own name may stand for "this" permanent, as older Oracle texts write it
    ("Sacrifice Mind Stone", 201.4b). Raises :class:`CostError`."""
    if not text.strip():
        raise CostError("empty: an activated ability has a cost before its colon (602.1a)")
    fields: dict[str, object] = {"text": text.strip()}
    lists: dict[str, list[object]] = {
        key: []
        for key in (
            "sacrifice",
            "discard",
            "tap_untapped",
            "exile_from_hand",
            "exile_from_graveyard",
        )
    }
    lists["return_to_hand"] = []
    counters: list[tuple[str, int]] = []
    mana_parts: list[str] = []
    seen: set[str] = set()
    for part in (p.strip() for p in text.split(",")):
        lower = part.lower()
        if lower in seen:
            raise CostError(f"{part!r} appears twice in one cost (602.1a)")
        seen.add(lower)
        if name and _this_for_name(lower, name.lower()) != lower:
            part = lower = _this_for_name(lower, name.lower())
        _part(part, lower, fields, lists, counters, mana_parts)
    chosen = sum(len(found) for found in lists.values())
    if chosen > MOST_CHOSEN_PARTS:
        raise CostError(
            f"{chosen} parts ask objects to be chosen: a cost may have at most "
            f"{MOST_CHOSEN_PARTS} (118.3: each choice is judged against all the others)"
        )
    try:
        fields["mana"] = ManaCost.parse("".join(mana_parts))
    except ManaCostError as error:
        raise CostError(
            f"{error} (costs are {{T}}, {{Q}}, mana, 'Pay N life', 'Sacrifice ...', "
            "'Discard ...', 'Tap an untapped ...', 'Remove ... counter from this ...')"
        ) from None
    cost = Cost(
        **fields,  # type: ignore[arg-type]
        sacrifice=tuple(lists["sacrifice"]),  # type: ignore[arg-type]
        discard=tuple(lists["discard"]),  # type: ignore[arg-type]
        tap_untapped=tuple(lists["tap_untapped"]),  # type: ignore[arg-type]
        exile_from_hand=tuple(lists["exile_from_hand"]),  # type: ignore[arg-type]
        exile_from_graveyard=tuple(lists["exile_from_graveyard"]),  # type: ignore[arg-type]
        return_to_hand=tuple(lists["return_to_hand"]),  # type: ignore[arg-type]
        remove_counters=tuple(counters),
    )
    _check_order_free(text, cost)
    from_itself = cost.tap or cost.untap or cost.sacrifice_self or cost.remove_counters
    from_itself = from_itself or cost.discard_self or cost.exile_self
    if additional and (from_itself or cost.loyalty is not None):
        raise CostError(
            f"{text!r}: a spell's additional cost can't tap, untap, sacrifice or put or "
            "remove counters on the spell itself (601.2f)"
        )
    return cost


_TAP_STATUS = frozenset({"tapped", "untapped"})


def _check_order_free(text: str, cost: Cost) -> None:
    """Refuse a cost that taps or untaps permanents ({T}, {Q}, "Tap an untapped ...")
    and sacrifices or returns a permanent by whether it is tapped: the order it is paid
    in (601.2h) decides which permanents can pay that part, which cardhost doesn't
    judge; no printed card has such a cost."""
    tapping = cost.tap or cost.untap or cost.tap_untapped
    moved = (*cost.sacrifice, *cost.return_to_hand)
    if tapping and any(_TAP_STATUS.intersection(o.quality.status) for o in moved):
        raise CostError(
            f"{text!r}: a cost that taps or untaps permanents and sacrifices or returns a "
            "permanent by whether it is tapped is paid in an order that decides which "
            "permanents can pay it (601.2h), which cardhost doesn't judge: not supported"
        )


def _this_for_name(lower: str, name: str) -> str:
    """A part naming the card itself ("sacrifice mind stone", "remove a +1/+1 counter
    from mind stone") as the same part saying "this permanent"."""
    if lower == f"sacrifice {name}":
        return "sacrifice this permanent"
    if lower == f"discard {name}":
        return "discard this card"
    if lower == f"exile {name}":
        return "exile this permanent"
    if lower == f"exile {name} from your graveyard":
        return "exile this card from your graveyard"
    if lower.endswith(f" from {name}") and lower.startswith("remove "):
        return lower.removesuffix(name) + "this permanent"
    return lower


def _part(
    part: str,
    lower: str,
    fields: dict[str, object],
    lists: dict[str, list[object]],
    counters: list[tuple[str, int]],
    mana_parts: list[str],
) -> None:
    """Read one part of a cost into ``fields``, ``lists``, ``counters`` or ``mana_parts``."""
    if lower == "{t}":
        fields["tap"] = True
        return
    if lower == "{q}":
        fields["untap"] = True
        return
    loyalty = _LOYALTY.fullmatch(part)
    if loyalty is not None:
        if "loyalty" in fields:
            raise CostError(f"{part!r}: a cost has one loyalty symbol (606.5)")
        sign = loyalty[1]
        if loyalty[2] == "X":
            if sign not in ("-", "\u2212"):
                raise CostError(f"{part!r}: a loyalty symbol with X is negative: '-X' (107.7)")
            fields["loyalty"], fields["loyalty_x"] = 0, True
            return
        number = int(loyalty[2])
        if not sign and number:
            raise CostError(f"{part!r}: a loyalty symbol has a sign: '+{number}' or '-{number}'")
        fields["loyalty"] = -number if sign in ("-", "\u2212") else number
        return
    life = _PAY_LIFE.fullmatch(lower)
    if life is not None:
        amount = int(life[1])
        if not 0 < amount <= LARGEST_LIFE_PAYMENT:
            raise CostError(f"{part!r}: pay from 1 to {LARGEST_LIFE_PAYMENT:,} life")
        if "life" in fields:
            raise CostError(f"{part!r}: life is paid once in a cost (602.1a)")
        fields["life"] = amount
        return
    energy = _PAY_ENERGY.fullmatch(lower)
    if energy is not None:  # 107.14: "Pay {E}{E}"
        if "energy" in fields:
            raise CostError(f"{part!r}: energy is paid once in a cost (602.1a)")
        fields["energy"] = len(energy[1]) // 3
        return
    if lower.startswith("pay ") and lower.endswith(" life"):
        raise CostError(f"{part!r} is not a life payment: write 'Pay N life' in ASCII digits")
    if lower.startswith("sacrifice this "):
        if _THIS.fullmatch(lower.removeprefix("sacrifice ")) is None:
            raise CostError(f"{part!r}: write 'Sacrifice this artifact' (or creature, ...)")
        fields["sacrifice_self"] = True
        return
    if lower == "discard this card":  # 701.9a: the card itself, from a hand
        fields["discard_self"] = True
        return
    if lower == "exile this card from your graveyard" or (
        lower.startswith("exile this ")
        and _THIS.fullmatch(lower.removeprefix("exile ")) is not None
    ):
        fields["exile_self"] = True
        return
    for pattern, key in ((_SACRIFICE, "sacrifice"), (_TAP_OTHER, "tap_untapped")):
        match = pattern.fullmatch(part)
        if match is not None:
            lists[key].append(_objects(match[1], match[2], part))
            return
    match = _DISCARD_AT_RANDOM.fullmatch(part)
    if match is not None:  # 701.9b
        kind = match[2].strip()
        found = _objects(match[1], f"{kind} card" if kind else "card", part)
        lists["discard"].append(replace(found, at_random=True))
        return
    match = _DISCARD.fullmatch(part)
    if match is not None:
        kind = match[2].strip()
        lists["discard"].append(_objects(match[1], f"{kind} card" if kind else "card", part))
        return
    match = _REMOVE.fullmatch(part)
    if match is not None:
        counters.append((match[2], _NUMBERS[match[1].lower()]))
        return
    match = _EXILE_FROM_HAND.fullmatch(part)
    if match is not None:  # 406.2: from the payer's hand
        kind = match[2].strip()
        lists["exile_from_hand"].append(
            _objects(match[1], f"{kind} card" if kind else "card", part)
        )
        return
    match = _EXILE_FROM_GRAVEYARD.fullmatch(part)
    if match is not None and match[2].strip().lower() != "this":  # 406.2: from the payer's
        kind = match[2].strip()
        found = _objects(match[1], f"{kind} card" if kind else "card", part)
        lists["exile_from_graveyard"].append(found)
        return
    match = _RETURN.fullmatch(part)
    if match is not None:  # permanents the payer controls, to their owners' hands
        lists["return_to_hand"].append(_objects(match[1], match[2], part))
        return
    if "{" not in part:
        raise CostError(
            f"{part!r} is not a cost part (118): {{T}}, {{Q}}, mana symbols, 'Pay N life', "
            "'Pay {{E}}{{E}}', "
            "'Sacrifice this artifact', 'Sacrifice a creature', 'Discard a card', "
            "'Discard a card at random', "
            "'Discard this card', 'Exile this card from your graveyard', 'Exile this "
            "artifact', 'Exile a blue card from your hand', 'Exile a creature card from "
            "your graveyard', 'Return an Island you control to its owner's hand', 'Tap "
            "an untapped creature you control', 'Remove a +1/+1 counter from this "
            "creature', a loyalty symbol '+1', '-2', '0', '-X' (606.4)"
        )
    mana_parts.append(part)


def _objects(count: str, kind: str, part: str) -> Objects:
    words = kind.strip()
    number = _NUMBERS.get(count.lower(), 1)
    if count.lower() == "another":
        words = f"another {words}"
    try:  # "two Goblins", "two untapped Allies you control": a group (205.3)
        quality = parse_group(words) if number > 1 else parse_quality(words)
    except QualityError as error:
        raise CostError(f"{part!r}: {error}") from None
    return Objects(quality, number)
