"""Planning how to pay for a spell: which mana abilities to activate before casting it.

A spell is paid from its controller's mana pool (601.2h), and mana abilities may be
activated first (601.2g, 605.3a). A policy that wants to cast a card plans the mana
abilities to activate by trying them: in a trial that is undone, it activates its
sources one by one, those that add a type the cost still lacks first, those costing
more than {T} (life, a sacrifice, mana) last, until the spell can be cast; then the
actions found are taken for real, with the same choices, in the same order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardhost.kernel.casting import cost_reduction, cost_to_cast, counted_reduction
from cardhost.kernel.choices import Choice, ChoiceKind, Chooser
from cardhost.kernel.face_down import FACE_DOWN_COST
from cardhost.kernel.game import Game
from cardhost.kernel.journal import trial
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.payment import least_mana
from cardhost.model.actions import Action, Cast, ManaActivation, SuspendCard, TurnFaceUp
from cardhost.model.definitions import ManaAbilityDefinition
from cardhost.model.errors import CardhostError, CardPluginError
from cardhost.model.mana import ManaCost, ManaPool, ManaType, SymbolKind
from cardhost.model.zones import GRAVEYARD, HAND

WUBRG = (ManaType.W, ManaType.U, ManaType.B, ManaType.R, ManaType.G)


@dataclass(frozen=True)
class CastPlan:
    """How to cast a spell: the mana abilities to activate first, in order, then ``cast``,
    which announces X (601.2b) when the cost has one."""

    activations: tuple[ManaActivation, ...]
    cast: Cast

    @property
    def x(self) -> int | None:
        return self.cast.x

    @property
    def actions(self) -> tuple[Action, ...]:
        return (*self.activations, self.cast)


def needed_mana(cost: ManaCost | None, pool: ManaPool) -> list[ManaType]:
    """The types of mana ``cost``'s coloured and {C} symbols ask for that ``pool`` lacks,
    the most lacking first (107.4a, 107.4c); generic mana is paid with any type."""
    if cost is None:
        return []
    asked: Counter[ManaType] = Counter()
    for symbol in cost.symbols:
        if symbol.kind is SymbolKind.COLORED:
            asked[ManaType.of(symbol.colors[0])] += 1
        elif symbol.kind is SymbolKind.COLORLESS:
            asked[ManaType.C] += symbol.amount
    lacking = {t: n - pool.count(t) for t, n in asked.items() if n > pool.count(t)}
    return sorted(lacking, key=lambda t: (-lacking[t], list(ManaType).index(t)))


def plan_cast(
    game: Game,
    player: Player,
    card: GameObject,
    *,
    spare: Callable[[GameObject], bool] | None = None,
    face_down: bool = False,
) -> CastPlan | None:
    """A way for ``player`` to cast ``card`` from their hand now, found by trying, or
    ``None``. A cost with X gets the largest X the mana found pays for (107.3); creatures
    ``spare`` accepts aren't tapped for mana (so that they can still attack). A card in
    the graveyard is cast for its flashback cost (702.34a); ``face_down``, a card with
    morph face down for {3} (702.37c). Mana pays every symbol it can; a hybrid {2/W} with
    one {W} or a Phyrexian symbol with life only when it can't (107.4e-f)."""
    cost = FACE_DOWN_COST if face_down else cost_to_cast(card)
    if cost is None:  # 202.1b: a card with no mana cost can't be cast this way
        return None
    reduction = 0 if face_down else cost_reduction(game, card, player)
    most = max(0, cost.mana_value() - reduction)  # 601.2f: every symbol paid with mana
    least = max(0, least_mana(cost) - reduction)  # {2/W} with one {W}, {W/P} with life
    plan = _planned(game, player, card, cost, most, spare, face_down)
    if plan is None and least < most:  # only then with less mana (107.4e-f)
        plan = _planned(game, player, card, cost, least, spare, face_down)
    lowest = cost.least_beyond_generic
    if plan is None and lowest < least and (face_down or counted_reduction(game, card, player)):
        # a reduction found only once it is on the stack (601.2a, 601.2f; a face-down
        # spell is a creature spell, 708.4): tried from the mana no reduction lowers
        plan = _planned(game, player, card, cost, lowest, spare, face_down)
    return plan


def _planned(
    game: Game,
    player: Player,
    card: GameObject,
    cost: ManaCost,
    needed: int,
    spare: Callable[[GameObject], bool] | None,
    face_down: bool,
) -> CastPlan | None:
    """:func:`plan_cast`'s plan, the cast tried once ``needed`` mana is in the pool."""
    plan: CastPlan | None = None
    with trial():

        def castable() -> bool:
            pool = player.mana_pool
            return (
                not cost.has_x
                and pool.total >= needed
                and _castable_x(game, card, face_down) is not _NOT_CASTABLE
            )

        activations, works = _activations(game, player, cost, castable, spare)
        if works:
            plan = CastPlan(activations, _cast(card, None, face_down))
        elif cost.has_x:
            x = _castable_x(game, card, face_down)
            if x is not _NOT_CASTABLE:
                plan = CastPlan(activations, _cast(card, x, face_down))
    return plan


def plan_turn_face_up(
    game: Game,
    player: Player,
    permanent: GameObject,
    *,
    spare: Callable[[GameObject], bool] | None = None,
) -> tuple[Action, ...] | None:
    """The mana abilities to activate and then the action turning ``permanent`` face up
    by paying its morph cost (702.37e), found by trying; ``None`` if there is none."""
    morph = permanent.face_up.morph
    if not permanent.face_down or morph is None:
        return None
    turn = TurnFaceUp(permanent.id, permanent.face_up.name)
    return _plan_special(game, player, turn, morph.mana, spare)


def plan_suspend(
    game: Game,
    player: Player,
    card: GameObject,
    *,
    spare: Callable[[GameObject], bool] | None = None,
) -> tuple[Action, ...] | None:
    """The mana abilities to activate and then the action suspending ``card`` by paying
    its suspend cost (702.62a), found by trying; ``None`` if there is none."""
    suspended = card.face.suspend
    if suspended is None or card.zone is not HAND:
        return None
    return _plan_special(game, player, SuspendCard(card.id, card.name), suspended.cost, spare)


def _plan_special(
    game: Game,
    player: Player,
    special: Action,
    mana: ManaCost,
    spare: Callable[[GameObject], bool] | None,
) -> tuple[Action, ...] | None:
    """The mana abilities to activate, then ``special``, a special action paying ``mana``
    (116.2), found by trying; ``None`` if there is none."""

    def payable() -> bool:
        try:
            with trial():
                game.apply(special)
        except CardPluginError:  # a card's fault, not a choice refused
            raise
        except CardhostError:
            return False
        return True

    with trial():
        activations, works = _activations(game, player, mana, payable, spare)
    return (*activations, special) if works else None


def _activations(
    game: Game,
    player: Player,
    cost: ManaCost,
    works: Callable[[], bool],
    spare: Callable[[GameObject], bool] | None,
) -> tuple[tuple[ManaActivation, ...], bool]:
    """The mana abilities activated, in order, inside the caller's trial, one at a time
    until ``works()`` says the action they pay for can be taken; and whether it can
    (else every source worth trying was, for a cost with X to take the most it can)."""
    activated: list[ManaActivation] = []
    tried: set[tuple[int, int]] = set()
    refused: set[tuple[int, int]] = set()  # tried again once the pool has grown
    if works():
        return (), True
    while True:
        source = _next_source(game, player, cost, tried | refused, spare, cost.has_x)
        if source is None:
            return tuple(activated), False
        permanent, index, ability = source
        try:
            game.activate_mana_ability(permanent, index)
        except CardPluginError:  # a card's fault, not a choice refused
            raise
        except CardhostError:  # its cost not payable yet ("{1}, {T}": a filter land)
            refused.add((permanent.id, index))
            continue
        tried.add((permanent.id, index))
        refused.clear()
        activated.append(ManaActivation(permanent.id, index, permanent.name, ability.text))
        if works():  # asked once the pool has grown, not after each refusal
            return tuple(activated), True


_NOT_CASTABLE = -1


def _cast(card: GameObject, x: int | None, face_down: bool = False) -> Cast:
    """Casting ``card`` with X ``x``: from a graveyard, with flashback (702.34a)."""
    return Cast(card.id, card.name, x=x, flashback=card.zone is GRAVEYARD, face_down=face_down)


def _castable_x(game: Game, card: GameObject, face_down: bool = False) -> int | None:
    """Whether ``card`` can be cast now, tried and undone: ``None`` if it can and has no
    X, the largest X the game offers it (those its total cost could be paid with,
    601.2b, 601.2f-h), or :data:`_NOT_CASTABLE`."""
    with trial():
        game.chooser = _LargestX(game.chooser)
        try:
            spell = game.cast(card, face_down=face_down)
        except CardPluginError:  # a card's fault, not a choice refused
            raise
        except CardhostError:
            return _NOT_CASTABLE
        return spell.x


class _LargestX:
    """A chooser answering the value of X with the largest offered, and every other
    choice as ``chooser`` does."""

    def __init__(self, chooser: Chooser) -> None:
        self.chooser = chooser

    def choose(self, choice: Choice) -> Any:
        if choice.kind is ChoiceKind.X:
            return choice.options[-1]  # offered from the least up
        return self.chooser.choose(choice)


def _next_source(
    game: Game,
    player: Player,
    cost: ManaCost,
    tried: set[tuple[int, int]],
    spare: Callable[[GameObject], bool] | None,
    all_free: bool,
) -> tuple[GameObject, int, ManaAbilityDefinition] | None:
    """The next mana ability to try: one adding a type still lacking first, then one
    whose cost is only {T}, then one on a land, then one that could add fewer types (a
    Plains before a land adding {W} or {G}, kept for the type still lacking after);
    ``None`` when none is left worth trying (with ``all_free``, for an X, every ability
    costing only {T} is)."""
    lacking = set(needed_mana(cost, player.mana_pool))
    Key = tuple[bool, bool, bool, int, int, int]
    best: tuple[Key, GameObject, int, ManaAbilityDefinition] | None = None
    for permanent in game.permanents(controller=player):
        if spare is not None and permanent.is_creature and spare(permanent):
            continue
        for index, ability in enumerate(permanent.mana_abilities):
            if (permanent.id, index) in tried or (ability.tap and permanent.tapped):
                continue
            types = _types_added(game, permanent, ability)
            adds_lacking = bool(lacking & types)
            extra_cost = _costs_more_than_tapping(ability)
            if extra_cost and not adds_lacking and (all_free or not lacking):
                continue
            flexible = len(types)
            key = (
                not adds_lacking,
                extra_cost,
                not permanent.is_land,
                flexible,
                permanent.id,
                index,
            )
            if best is None or key < best[0]:
                best = (key, permanent, index, ability)
    return None if best is None else best[1:]


def _types_added(
    game: Game, permanent: GameObject, ability: ManaAbilityDefinition
) -> frozenset[ManaType]:
    """The types of mana ``ability`` could add (106.7): its fixed mana, any colour, or
    whatever the permanent could produce."""
    if ability.any_color:
        return frozenset(WUBRG)
    if ability.one_of:
        return frozenset(t for mana in ability.one_of for t in mana.types)
    if ability.produces and not (ability.reflect or ability.for_each or ability.computed):
        return frozenset(ability.produces.types)
    return game.could_produce(permanent)


def _costs_more_than_tapping(ability: ManaAbilityDefinition) -> bool:
    """Whether activating ``ability`` costs life, mana, a sacrifice or another object."""
    cost = ability.cost
    return bool(
        cost.life
        or cost.mana
        or cost.sacrifice_self
        or cost.sacrifice
        or cost.discard
        or cost.tap_untapped
        or cost.remove_counters
    )
