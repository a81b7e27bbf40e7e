"""Paying mana costs from a mana pool (601.2b, 601.2h, 107.4, 119.4)."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardhost.kernel.choices import ChoiceKind
from cardhost.model.errors import IllegalActionError
from cardhost.model.events import LifeChanged
from cardhost.model.mana import Mana, ManaCost, ManaSymbol, ManaType, SymbolKind

if TYPE_CHECKING:
    from cardhost.kernel.game import Game
    from cardhost.kernel.objects import Player

PHYREXIAN_LIFE = 2  # 107.4f


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


def announce(game: Game, player: Player, cost: ManaCost, x: int, reason: str) -> AnnouncedCost:
    """Fix X and each hybrid and Phyrexian choice (601.2b). Each symbol's options come
    ordered so that the first ones together keep the whole cost payable from the pool and
    life, when some way does: the default chooser then pays whatever can be paid."""
    typed: list[ManaType] = []
    snow = generic = life = 0
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
    fixed = AnnouncedCost(tuple(typed), snow, generic, 0)
    plan = _payable_plan(fixed, choices, player) or []
    for index, symbol in enumerate(choices):
        options = alternatives(symbol)
        if index < len(plan):  # the choice that keeps the whole cost payable comes first
            options.sort(key=lambda o: o != plan[index])
        kind = ChoiceKind.PHYREXIAN if symbol.is_phyrexian else ChoiceKind.HYBRID
        picked = game.choose(kind, player, f"how to pay {symbol} of {reason} (601.2b)", options)
        if picked.mana is not None:
            typed.append(picked.mana)
        generic += picked.generic
        life += picked.life
    return AnnouncedCost(tuple(typed), snow, generic, life)


def _payable_plan(
    fixed: AnnouncedCost, choices: list[ManaSymbol], player: Player
) -> list[Alternative] | None:
    """A way to pay every hybrid and Phyrexian symbol that leaves the whole cost payable
    from the pool and life, or ``None``: a search over each symbol's alternatives."""
    pool = Counter(m.type for m in player.mana_pool)
    snow_mana = sum(1 for m in player.mana_pool if m.snow)

    def payable(typed: Counter[ManaType], generic: int, life: int) -> bool:
        if any(pool[t] < n for t, n in typed.items()) or life > player.life:
            return False
        left = sum(pool.values()) - sum(typed.values())
        return fixed.snow <= snow_mana and left >= generic + fixed.snow

    def search(index: int, typed: Counter[ManaType], generic: int, life: int):
        if index == len(choices):
            return [] if payable(typed, generic, life) else None
        for option in alternatives(choices[index]):
            more = Counter(typed)
            if option.mana is not None:
                more[option.mana] += 1
            rest = search(index + 1, more, generic + option.generic, life + option.life)
            if rest is not None:
                return [option, *rest]
        return None

    return search(0, Counter(fixed.typed), fixed.generic, 0)


def pay(game: Game, player: Player, cost: AnnouncedCost, reason: str) -> None:
    """Pay an announced cost from ``player``'s pool and life (601.2h). Partial payments
    are not allowed; an unpayable cost raises and changes nothing."""
    pool = list(player.mana_pool)
    if cost.life and player.life < cost.life:
        raise IllegalActionError(
            "119.4",
            f"{player} can't pay {cost.life} life for {reason} with a life total of {player.life}",
        )
    for mana_type in cost.typed:
        _take(pool, _typed_preference(pool, mana_type), player, cost, reason, mana_type.symbol)
    for _ in range(cost.snow):
        _take(pool, lambda m: m.snow, player, cost, reason, "{S} (mana from a snow source)")
    for _ in range(cost.generic):
        _take(pool, _generic_preference(pool), player, cost, reason, "generic mana")
    player.mana_pool = tuple(pool)
    if cost.life:  # paying life is losing life (119.4)
        player.life -= cost.life
        game._emit(LifeChanged(player, -cost.life, player.life, f"paid for {reason}"))


def _typed_preference(pool: list[Mana], mana_type: ManaType):
    """Mana of one type, non-snow first, so snow mana stays for {S} (107.4h, 601.2h)."""
    best = min((m for m in pool if m.type is mana_type), key=lambda m: m.snow, default=None)
    return lambda m: best is not None and m == best


def _generic_preference(pool: list[Mana]):
    """Generic mana is paid with colorless mana first, then the most plentiful colour."""
    counts = Counter(m.type for m in pool)
    best = min(pool, key=lambda m: (m.type is not ManaType.C, -counts[m.type]), default=None)
    return lambda m: best is not None and m == best


def _take(pool: list[Mana], accepts, player: Player, cost: AnnouncedCost, reason: str, what: str):
    for index, mana in enumerate(pool):
        if accepts(mana):
            del pool[index]
            return
    have = "".join(str(m) for m in player.mana_pool) or "nothing"
    raise IllegalActionError(
        "601.2h",
        f"{player} can't pay {cost.text} for {reason}: no {what} left in a pool of {have}",
    )
