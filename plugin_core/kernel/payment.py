"""Paying mana costs from a mana pool (601.2b, 601.2h, 107.4, 119.4)."""

from __future__ import annotations

import functools
from collections import Counter, deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.life import change_life
from cardhost.model.errors import IllegalActionError
from cardhost.model.events import ManaLeft
from cardhost.model.mana import ManaAmount, ManaCost, ManaPool, ManaSymbol, ManaType, SymbolKind
from cardhost.model.validation import LARGEST_INTEGER

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import Player

PHYREXIAN_LIFE = 2  # 107.4f

Helper = tuple[frozenset[ManaType], int]
"""Something besides the pool that pays part of a cost (601.2h): how many symbols, each
generic mana or one of the mana types it names (a convoking creature's colours)."""


@dataclass(frozen=True)
class Alternative:
    """One way to pay a hybrid or Phyrexian symbol (601.2b): a mana type, generic mana,
    or life."""

    description: str
    mana: ManaType | None = None
    generic: int = 0
    life: int = 0


@dataclass(frozen=True)
class AnnouncedCost:
    """A cost with every hybrid and Phyrexian choice made (601.2b): what remains to pay."""

    typed: tuple[ManaType, ...]
    snow: int
    generic: int
    life: int

    @property
    def text(self) -> str:
        parts = ["{" + str(self.generic) + "}"] if self.generic else []
        parts += [t.symbol for t in self.typed] + ["{S}"] * self.snow
        mana = "".join(parts)
        life = f"{self.life} life" if self.life else ""
        return " and ".join(p for p in (mana, life) if p)


def alternatives(symbol: ManaSymbol) -> list[Alternative]:
    """The ways to pay a hybrid or Phyrexian symbol (107.4e, 107.4f)."""
    kind = symbol.kind
    options = [Alternative(ManaType.of(c).symbol, mana=ManaType.of(c)) for c in symbol.colors]
    if kind is SymbolKind.MONOCOLORED_HYBRID:
        options.append(Alternative("{" + str(symbol.amount) + "}", generic=symbol.amount))
    if kind is SymbolKind.COLORLESS_HYBRID:
        options.insert(0, Alternative("{C}", mana=ManaType.C))
    if symbol.is_phyrexian:
        options.append(Alternative(f"{PHYREXIAN_LIFE} life", life=PHYREXIAN_LIFE))
    return options


def announce(
    game: GameCore,
    player: Player,
    cost: ManaCost,
    x: int,
    reason: str,
    reduction: int = 0,
    helpers: Sequence[Helper] = (),
    life_besides: int = 0,
) -> AnnouncedCost:
    """Fix X and each hybrid and Phyrexian choice (601.2b), then the total cost: the
    generic mana ``reduction`` less, never below none (601.2f). Each symbol's options are
    those that keep the whole cost payable from the pool, life and ``helpers`` with the
    choices made before it (601.2h), in the order written, when some way does; else
    every way (the cast then fails as it is paid). The life the rest of the cost pays
    (``life_besides``: "Pay 2 life") isn't there for a Phyrexian symbol (119.4). The
    first options together pay what can be paid."""
    fixed, choices = _fixed(cost, x)
    typed = list(fixed.typed)
    snow, generic, life = fixed.snow, fixed.generic, 0
    pool, rest = _supply(player), Counter(choices)
    first = _need(fixed, reduction)
    spare = player.life - life_besides
    need = first if _payable(first, rest, pool, spare, helpers) else None
    for symbol in choices:
        rest[symbol] -= 1
        options = alternatives(symbol)
        if need is not None:
            options = [o for o in options if _payable(need.plus(o), rest, pool, spare, helpers)]
        kind = ChoiceKind.PHYREXIAN if symbol.is_phyrexian else ChoiceKind.HYBRID
        picked = game.choose(kind, player, f"how to pay {symbol} of {reason} (601.2b)", options)
        if need is not None:
            need = need.plus(picked)
        if picked.mana is not None:
            typed.append(picked.mana)
        generic += picked.generic
        life += picked.life
    return AnnouncedCost(tuple(typed), snow, max(0, generic - reduction), life)


def payable(player: Player, cost: ManaCost, x: int = 0, reduction: int = 0) -> bool:
    """Whether ``cost`` with X = ``x``, its generic mana ``reduction`` less (601.2f), could
    be paid from ``player``'s pool and life in some way (601.2h): the test
    :func:`announce` makes of its choices. Answered once for each pool, life total and
    cost: a listing asks it of each spell in a hand, with the same pool, again and again."""
    return _payable_from(player.mana_pool, player.life, cost, x, reduction)


@functools.lru_cache(maxsize=4096)
def _payable_from(pool: ManaPool, life: int, cost: ManaCost, x: int, reduction: int) -> bool:
    fixed, choices = _fixed(cost, x)
    return _payable(_need(fixed, reduction), Counter(choices), _counted(pool), life)


@functools.cache
def least_mana(cost: ManaCost) -> int:
    """The least mana that pays ``cost`` with X 0 (107.4): each generic symbol its
    number; each coloured, colourless, snow or hybrid symbol one, {2/W} paid with one
    white mana (107.4e); a Phyrexian symbol none, paid with life (107.4f)."""
    least = 0
    for symbol in cost.symbols:
        kind = symbol.kind
        if kind is SymbolKind.GENERIC:
            least += symbol.amount
        elif kind not in (SymbolKind.VARIABLE, SymbolKind.PHYREXIAN, SymbolKind.HYBRID_PHYREXIAN):
            least += 1
    return least


def most_x(
    player: Player,
    cost: ManaCost,
    reduction: int = 0,
    helpers: Sequence[Helper] = (),
    life_besides: int = 0,
) -> int:
    """The greatest X for which ``cost``, its generic mana ``reduction`` less (601.2f),
    could be paid from ``player``'s pool, ``helpers`` and the life the rest of the cost
    (``life_besides``: "Pay 2 life") leaves (601.2b, 601.2h, 119.4), or -1 if none
    could, and at most 2**63 - 2 (the values offered counted in 64 bits): a larger X can
    only cost more, so a bisection finds it, one polynomial test per halving."""
    spare = player.life - life_besides
    if spare < 0:
        return -1  # the rest of the cost can't be paid (119.4)
    most = player.mana_pool.total + reduction + sum(n for _, n in helpers)
    least, most = -1, min(most, LARGEST_INTEGER - 1)  # 64-bit, as every number kept
    while least < most:
        middle = (least + most + 1) // 2
        fixed, choices = _fixed(cost, middle)
        need = _need(fixed, reduction)
        if _payable(need, Counter(choices), _supply(player), spare, helpers):
            least = middle
        else:
            most = middle - 1
    return least


def _fixed(cost: ManaCost, x: int) -> tuple[AnnouncedCost, list[ManaSymbol]]:
    """What ``cost`` asks with X = ``x`` but for its hybrid and Phyrexian symbols, and
    those symbols."""
    typed: list[ManaType] = []
    snow = generic = 0
    choices: list[ManaSymbol] = []
    for symbol in cost.symbols:
        kind = symbol.kind
        if kind is SymbolKind.GENERIC:
            generic += symbol.amount
        elif kind is SymbolKind.VARIABLE:
            generic += x
        elif kind is SymbolKind.COLORED:
            typed.append(ManaType.of(symbol.colors[0]))
        elif kind is SymbolKind.COLORLESS:
            typed.append(ManaType.C)
        elif kind is SymbolKind.SNOW:
            snow += 1
        else:
            choices.append(symbol)
    return AnnouncedCost(tuple(typed), snow, generic, 0), choices


def _supply(player: Player) -> Counter[tuple[ManaType, bool]]:
    """The mana in ``player``'s pool, by type and whether it is snow (106.3)."""
    return _counted(player.mana_pool)


def _counted(pool: ManaPool) -> Counter[tuple[ManaType, bool]]:
    return Counter(
        {
            **{(t, False): n for t, n in pool.ordinary.counts.items()},
            **{(t, True): n for t, n in pool.snow.counts.items()},
        }
    )


def _need(fixed: AnnouncedCost, reduction: int = 0) -> _Need:
    return _Need(Counter(fixed.typed), fixed.snow, fixed.generic, fixed.life, reduction)


@dataclass(frozen=True)
class _Need:
    """What the symbols fixed so far ask: mana of each type, {S}, generic mana, life;
    and how much less generic mana the total cost is (601.2f)."""

    typed: Counter[ManaType]
    snow: int
    generic: int
    life: int
    reduction: int = 0

    def plus(self, option: Alternative) -> _Need:
        typed = self.typed.copy()
        if option.mana is not None:
            typed[option.mana] += 1
        return _Need(
            typed,
            self.snow,
            self.generic + option.generic,
            self.life + option.life,
            self.reduction,
        )


_Supply = tuple[ManaType, bool] | tuple[str, int] | str
"""What pays a symbol: mana in the pool, by type and snow (106.3), a helper by its
place (``("helper", i)``), or ``_LIFE``."""

_LIFE = "2 life"  # a payment of 2 life for a Phyrexian symbol (107.4f)
_SOURCE, _SINK = "source", "sink"


def _payable(
    need: _Need,
    rest: Counter[ManaSymbol],
    pool: Counter[tuple[ManaType, bool]],
    life: int,
    helpers: Sequence[Helper] = (),
) -> bool:
    """Whether some way to pay the ``rest`` symbols leaves the cost payable (601.2h).

    Each {W}, {C}, {S} (107.4h), hybrid (107.4e) and Phyrexian (107.4f) symbol must take
    one mana it accepts, or 2 life; a monocolored hybrid {2/W} takes one white mana or adds
    {2} to the generic mana, which any mana left pays (107.4b). A maximum flow of symbols
    to mana and life first matches every symbol that must be matched, then as many {2/W}
    as it can. By Hall's condition the cost is then payable exactly if the pool holds
    enough mana when life pays for as many Phyrexian symbols as it can (119.4): each
    {2/W} matched needs one mana less than it would as {2}, unless the cost's reduction
    (601.2f) would have paid that {2}: then as many are matched as lessen the mana."""
    spare = max(life, 0) - need.life  # 119.4, 119.4b: 0 life can always be paid
    if spare < 0:
        return False
    if not (rest or helpers or need.snow):
        return _typed_and_generic_payable(need, pool)
    must, optional, generic = _demands(need, rest, helpers)
    network = _Network()
    for group, count in pool.items():
        network.add(group, _SINK, count)
    for index, (_, count) in enumerate(helpers):
        network.add(("helper", index), _SINK, count)
    network.add(_LIFE, _SINK, spare // PHYREXIAN_LIFE)
    for reach, count in must.items():
        network.demand(reach, count)
    matched = sum(must.values())
    if network.augment() < matched:
        return False
    for reach, count in optional.items():
        network.demand(reach, count, optional=True)
    colored = network.augment()
    phyrexian = sum(n for reach, n in must.items() if _LIFE in reach)
    with_life = min(phyrexian, spare // PHYREXIAN_LIFE)
    left = generic - need.reduction  # the generic mana with every {2/W} as {2}, reduced
    wanted = {0, min(colored, max(0, left // 2)), min(colored, max(0, (left + 1) // 2))}
    least = min(c + max(0, left - 2 * c) for c in wanted)  # c {2/W} paid with one mana
    return matched - with_life + least <= sum(pool.values()) + sum(n for _, n in helpers)


def _typed_and_generic_payable(need: _Need, pool: Counter[tuple[ManaType, bool]]) -> bool:
    """:func:`_payable` of symbols that each accept one type of mana and of generic
    mana, which any mana pays (107.4a-c): no symbol competes with another of another
    type, so there is mana enough of each type, and enough in all once those are paid."""
    have: Counter[ManaType] = Counter()
    for (mana_type, _), count in pool.items():
        have[mana_type] += count
    if any(have[mana_type] < count for mana_type, count in need.typed.items()):
        return False
    typed = sum(need.typed.values())
    return typed + max(0, need.generic - need.reduction) <= sum(have.values())


def _demands(
    need: _Need, rest: Counter[ManaSymbol], helpers: Sequence[Helper] = ()
) -> tuple[Counter[frozenset[_Supply]], Counter[frozenset[_Supply]], int]:
    """The symbols that must take one mana, a helper's payment or life, by what they
    accept; the monocolored hybrids that may take one mana of their colour; and the
    generic mana if none does (which any mana and every helper pays)."""

    def accepting(mana_type: ManaType) -> frozenset[_Supply]:
        helping = (("helper", i) for i, (a, _) in enumerate(helpers) if mana_type in a)
        return _accepting(mana_type).union(helping)

    must: Counter[frozenset[_Supply]] = Counter()
    for mana_type, count in need.typed.items():
        must[accepting(mana_type)] += count
    must[frozenset((t, True) for t in ManaType)] += need.snow  # 107.4h
    optional: Counter[frozenset[_Supply]] = Counter()
    generic = need.generic
    for symbol, count in rest.items():
        options = alternatives(symbol)
        reach = frozenset().union(
            *(accepting(o.mana) if o.mana is not None else _reach(o) for o in options)
        )
        as_generic = sum(o.generic for o in options)  # {2} for {2/W}: one mana more
        (optional if as_generic else must)[reach] += count
        generic += as_generic * count
    return +must, +optional, generic


def _reach(option: Alternative) -> frozenset[_Supply]:
    """What pays one alternative: mana of its type, snow or not, or life."""
    if option.mana is not None:
        return _accepting(option.mana)
    return frozenset({_LIFE}) if option.life else frozenset()


def _accepting(mana_type: ManaType) -> frozenset[_Supply]:
    return frozenset({(mana_type, False), (mana_type, True)})


class _Network:
    """A flow network from the symbols to the pool and life: a node per kind of symbol
    and per kind of mana, so its size doesn't grow with the cost (Edmonds-Karp)."""

    def __init__(self) -> None:
        self.residual: dict[object, dict[object, int]] = {}

    def add(self, tail: object, head: object, capacity: int) -> None:
        self.residual.setdefault(tail, {})
        self.residual.setdefault(head, {}).setdefault(tail, 0)
        self.residual[tail][head] = self.residual[tail].get(head, 0) + capacity

    def demand(self, reach: frozenset[_Supply], count: int, *, optional: bool = False) -> None:
        """``count`` symbols, each paid by one of ``reach``."""
        node = (optional, reach)
        self.add(_SOURCE, node, count)
        for supply in reach:
            self.add(node, supply, count)

    def augment(self) -> int:
        """Push as much more flow as fits from the symbols to the pool; the amount."""
        total = 0
        while path := self._path():
            amount = min(self.residual[u][v] for u, v in path)
            for u, v in path:
                self.residual[u][v] -= amount
                self.residual[v][u] += amount
            total += amount
        return total

    def _path(self) -> list[tuple[object, object]]:
        """A shortest path with room left, as its edges; empty if none."""
        parents: dict[object, object] = {_SOURCE: _SOURCE}
        queue: deque[object] = deque([_SOURCE])
        while queue and _SINK not in parents:
            node = queue.popleft()
            for head, room in self.residual.get(node, {}).items():
                if room > 0 and head not in parents:
                    parents[head] = node
                    queue.append(head)
        path = []
        node: object = _SINK
        while node in parents and node != _SOURCE:
            path.append((parents[node], node))
            node = parents[node]
        return path[::-1]


def payable_with(player: Player, cost: AnnouncedCost, helpers: Sequence[Helper]) -> bool:
    """Whether ``player``'s pool and life, with ``helpers`` paying what each accepts,
    could pay ``cost`` (601.2h): creatures tapped for convoke (702.51a), artifacts tapped
    for improvise (702.126a), the cards a delve could exile (702.66a). Each helper pays
    generic mana, as any mana does, so the test :func:`announce` makes of its choices
    holds with them among the mana."""
    return _payable(_need(cost), Counter(), _supply(player), player.life, helpers)


def pay(game: GameCore, player: Player, cost: AnnouncedCost, reason: str) -> None:
    """Pay an announced cost from ``player``'s pool and life (601.2h). Partial payments
    are not allowed; an unpayable cost raises and changes nothing.

    Mana of a type pays for its symbol, ordinary mana before snow mana, so snow mana stays
    for {S} (107.4h); the player chooses which snow mana pays each {S}
    (:func:`_pay_snow`), then which of the mana left pays the generic mana
    (:func:`_pay_generic`)."""
    if cost.life and player.life < cost.life:
        raise IllegalActionError(
            "119.4",
            f"{player} can't pay {cost.life} life for {reason} with a life total of {player.life}",
        )
    ordinary = player.mana_pool.ordinary.counts
    snow = player.mana_pool.snow.counts

    def short(what: str) -> IllegalActionError:
        return IllegalActionError(
            "601.2h",
            f"{player} can't pay {cost.text} for {reason}: no {what} left in a pool of "
            f"{player.mana_pool if player.mana_pool else 'nothing'}",
        )

    for mana_type, count in Counter(cost.typed).items():
        from_snow = count - _take(ordinary, [mana_type], count)
        if _take(snow, [mana_type], from_snow) < from_snow:
            raise short(mana_type.symbol)
    if sum(snow.values()) < cost.snow:
        raise short("{S} (mana from a snow source)")
    if sum(ordinary.values()) + sum(snow.values()) < cost.snow + cost.generic:
        raise short("generic mana")
    _pay_snow(game, player, ordinary, snow, cost, reason)
    _pay_generic(game, player, ordinary, snow, cost.generic, reason)
    player.mana_pool = ManaPool(ManaAmount.from_counts(ordinary), ManaAmount.from_counts(snow))
    spent = cost.typed or cost.snow or cost.generic
    if spent and player.mana_pool:  # 106.4a: what is still there, announced
        game.emit(ManaLeft(player, player.mana_pool.mana))
    if cost.life:  # paying life is losing life (119.4)
        change_life(game, player, -cost.life, f"paid for {reason}, 119.4")


_TYPES = tuple(ManaType)
_COLORED = tuple(t for t in ManaType if t is not ManaType.C)


@dataclass(frozen=True)
class PoolMana:
    """One mana in a mana pool, as an option for paying generic mana (601.2h): its type,
    and whether a snow source made it (106.3)."""

    mana: ManaType
    snow: bool = False

    @property
    def description(self) -> str:
        return f"snow {self.mana.symbol}" if self.snow else self.mana.symbol


def _pay_generic(
    game: GameCore,
    player: Player,
    ordinary: dict[ManaType, int],
    snow: dict[ManaType, int],
    amount: int,
    reason: str,
) -> None:
    """The player chooses which mana in their pool pays each generic mana of a cost
    (601.2h, 106.4), one at a time, while the choice matters: while the pool holds more
    than it must spend and more than one kind of mana. The first option is the default
    pick: ordinary mana before snow, colorless first, then the most plentiful colour."""
    while amount:
        options = _generic_options(ordinary, snow)
        if len(options) < 2 or sum(ordinary.values()) + sum(snow.values()) <= amount:
            for pool in (ordinary, snow):
                amount -= _take(pool, [ManaType.C], amount)
                amount -= _take(pool, _COLORED, amount)
            return
        picked = game.choose(
            ChoiceKind.GENERIC,
            player,
            f"which mana pays one of the {amount} generic mana left of {reason} (601.2h)",
            options,
        )
        (snow if picked.snow else ordinary)[picked.mana] -= 1
        amount -= 1


def _pay_snow(
    game: GameCore,
    player: Player,
    ordinary: dict[ManaType, int],
    snow: dict[ManaType, int],
    cost: AnnouncedCost,
    reason: str,
) -> None:
    """The player chooses which snow mana in their pool pays each {S} of a cost (107.4h,
    601.2h), one at a time, while the choice matters: while the pool holds more than
    the cost will spend and more than one type of snow mana. The first option is the
    default pick: the most plentiful type."""
    amount = cost.snow
    while amount:
        options = [PoolMana(t, True) for t in sorted(_TYPES, key=lambda t: -snow.get(t, 0))]
        options = [option for option in options if snow.get(option.mana)]
        spent = amount + cost.generic
        if len(options) < 2 or sum(ordinary.values()) + sum(snow.values()) <= spent:
            _take(snow, _TYPES, amount)
            return
        picked = game.choose(
            ChoiceKind.SNOW,
            player,
            f"which snow mana pays one of the {amount} {{S}} left of {reason} (107.4h, 601.2h)",
            options,
        )
        snow[picked.mana] -= 1
        amount -= 1


def _generic_options(ordinary: dict[ManaType, int], snow: dict[ManaType, int]) -> list[PoolMana]:
    """The kinds of mana the pool holds, in the default pick's order."""
    options = []
    for pool, is_snow in ((ordinary, False), (snow, True)):
        if pool.get(ManaType.C):
            options.append(PoolMana(ManaType.C, is_snow))
        colored = sorted((t for t in _COLORED if pool.get(t)), key=lambda t: -pool[t])
        options += [PoolMana(t, is_snow) for t in colored]
    return options


def _take(pool: dict[ManaType, int], types: Sequence[ManaType], amount: int) -> int:
    """Take up to ``amount`` mana of ``types`` from ``pool``, always from the type the pool
    holds most of (ties in the order given), as one mana at a time would; how much."""
    counts = sorted(((pool.get(t, 0), -i, t) for i, t in enumerate(types)), reverse=True)
    available = sum(count for count, _, _ in counts)
    amount = min(amount, available)
    if not amount:
        return 0
    level = _level([count for count, _, _ in counts], amount)
    taken = 0
    for count, _, mana_type in counts:
        take = max(count - level, 0)
        pool[mana_type] = count - take
        taken += take
    for _, _, mana_type in counts:  # what is left is taken from those at the level
        if taken == amount:
            break
        if pool[mana_type] == level and level:
            pool[mana_type] -= 1
            taken += 1
    return taken


def _level(counts: list[int], amount: int) -> int:
    """The smallest level such that taking every count down to it takes at most
    ``amount``: a binary search, so the cost doesn't grow with the amount."""
    low, high = 0, max(counts)
    while low < high:
        middle = (low + high) // 2
        if sum(max(c - middle, 0) for c in counts) <= amount:
            high = middle
        else:
            low = middle + 1
    return low
