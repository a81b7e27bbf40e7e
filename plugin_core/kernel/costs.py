"""Paying costs (118, 601.2f-h, 602.2b): mana, {T}, {Q}, life, sacrificing, discarding,
tapping untapped permanents and removing counters. A cost is paid whole or refused with
nothing done (118.3: "partial payments are not allowed", 601.2h)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NoReturn, TypeAlias

from cardhost.kernel import counters
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.journal import drawing
from cardhost.kernel.life import change_life
from cardhost.kernel.payment import AnnouncedCost, announce, pay
from cardhost.kernel.zone_changes import discard_card, move
from cardhost.model.card_types import LOYALTY
from cardhost.model.costs import Cost, Objects
from cardhost.model.counts import SACRIFICED
from cardhost.model.errors import CardhostError, IllegalActionError
from cardhost.model.events import CostPaid, EnergyChanged, TappedOrUntapped
from cardhost.model.zones import BATTLEFIELD, EXILE, GRAVEYARD, HAND

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject, Player


Problem: TypeAlias = "tuple[str, str, tuple[Any, ...]]"
"""Why a part of a cost can't be paid (118.3): the rule's number, and its message's
template and values, made into text only if it is raised (a listing asks of many
permanents, most of whose lands are tapped)."""


def raise_problem(problem: Problem) -> NoReturn:
    """Refuse, naming the rule and why."""
    rule, template, values = problem
    raise IllegalActionError(rule, template.format(*values))


def tap_symbols_problem(source: GameObject, cost: Cost) -> Problem | None:
    """{T} and {Q} in a cost: the source must be untapped, or tapped (107.5, 107.6), and
    a creature must have been under its controller's control since their most recent
    turn began unless it has haste (302.6, 602.5a)."""
    if not (cost.tap or cost.untap):
        return None
    if cost.tap and source.tapped:
        return ("107.5", "{} is already tapped and can't be tapped to pay {{T}}", (source,))
    if cost.untap and not source.tapped:
        return ("107.6", "{} is already untapped and can't be untapped to pay {{Q}}", (source,))
    if source.is_creature and source.summoning_sick and not source.has_keyword("haste"):
        return (
            "302.6",
            "{0}'s ability has {{T}} or {{Q}} in its cost, and {1} hasn't controlled it "
            "continuously since their most recent turn began",
            (source, source.controller),
        )
    return None


def check_tap_symbols(source: GameObject, cost: Cost) -> None:
    """Refuse what :func:`tap_symbols_problem` finds."""
    problem = tap_symbols_problem(source, cost)
    if problem is not None:
        raise_problem(problem)


def source_pays_problem(source: GameObject, cost: Cost) -> Problem | None:
    """What ``source`` itself pays of ``cost`` can be paid: {T} and {Q} (107.5, 107.6,
    302.6) and the counters removed (118.3, 606.4). A cost only the source pays
    (``paid_with_source_only``) can then be paid."""
    problem = tap_symbols_problem(source, cost)
    if problem is None and (cost.remove_counters or cost.loyalty):
        problem = _counters_problem(source, cost)
    return problem


def check_source_pays(source: GameObject, cost: Cost) -> None:
    """Refuse what :func:`source_pays_problem` finds."""
    problem = source_pays_problem(source, cost)
    if problem is not None:
        raise_problem(problem)


def unchosen_parts_problem(source: GameObject, player: Player, cost: Cost) -> Problem | None:
    """What of ``cost`` asks no choice can be paid (118.3): the source's parts
    (:func:`source_pays_problem`; the source where it is sacrificed or discarded from),
    the energy (107.14) and the life (119.4). A cost that asks no choice
    (``asks_no_choice``) can then be paid: the question :func:`pay_cost` answers
    before paying, asked with nothing paid."""
    problem = _source_parts_problem(source, player, cost)
    if problem is None and (cost.energy or cost.life):
        problem = _payer_problem(player, cost, cost.life, _reason(None, source))
    return problem


def check_unchosen_parts(source: GameObject, player: Player, cost: Cost) -> None:
    """Refuse what :func:`unchosen_parts_problem` finds."""
    problem = unchosen_parts_problem(source, player, cost)
    if problem is not None:
        raise_problem(problem)


def _source_parts_problem(source: GameObject, player: Player, cost: Cost) -> Problem | None:
    problem = source_pays_problem(source, cost)
    if problem is not None:
        return problem
    if cost.sacrifice_self and source.zone is not BATTLEFIELD:
        return ("118.3", "{} isn't on the battlefield to sacrifice", (source,))
    if cost.sacrifice_self and source.controller is not player:  # control changed since
        return ("701.21a", "{} can't sacrifice {}, which they don't control", (player, source))
    if cost.discard_self and source.zone is not HAND:
        return ("118.3", "{} isn't in a hand to discard", (source,))
    return None


def _payer_problem(player: Player, cost: Cost, life: int, reason: str) -> Problem | None:
    if cost.energy and player.energy < cost.energy:
        return (
            "107.14",
            "{} can't pay {} with {} energy",
            (player, "{E}" * cost.energy, player.energy),
        )
    if life and player.life < life:
        return ("119.4", "{} can't pay {} life for {} with {}", (player, life, reason, player.life))
    return None


def pay_cost(
    game: GameCore,
    source: GameObject | None,
    player: Player,
    cost: Cost,
    reason: str | None,
    *,
    x: int = 0,
    extra_mana: AnnouncedCost | None = None,
    log: bool = True,
    remember: dict[str, Any] | None = None,
) -> str:
    """``player`` pays ``cost`` for ``reason`` (601.2h): every choice of what to sacrifice,
    discard or tap is made and every part checked before anything is paid (118.3), then
    all of it is paid. ``source`` is the object whose ability it is (``None`` for a
    spell's additional cost); ``reason`` ``None`` is "its ability", named only if a
    message or the log needs it; ``extra_mana`` is mana already announced for a spell's
    mana cost, paid with it. Returns what was paid, as the log says it; with ``log``, a
    :class:`CostPaid` event says it too (a spell or an ability's own event says it
    otherwise). ``remember``, an ability's named data, keeps the permanents sacrificed
    (as they last existed: "the sacrificed creature's power", 608.2h)."""
    if source is not None:
        if cost.paid_with_source_only and extra_mana is None:
            check_source_pays(source, cost)
            _pay_with_source(game, source, cost)
            return _paid(game, player, cost.non_mana_text, reason, source, log)
        problem = _source_parts_problem(source, player, cost)
        if problem is not None:
            raise_problem(problem)
    reason = _reason(reason, source)
    itself = cost.sacrifice_self or cost.discard_self or cost.exile_self
    moved: list[GameObject] = [source] if source is not None and itself else []
    sacrificed, discarded, tapped, exiled, returned = _chosen(
        game, player, source, cost, reason, moved
    )
    if cost.crew:  # 702.122a: creatures of total power N or greater
        tapped += _crew(game, player, source, cost.crew, [*tapped])
    mana = (
        announce(game, player, cost.mana, x, reason, life_besides=cost.life) if cost.mana else None
    )
    if extra_mana is not None:
        mana = _combined(extra_mana, mana)
    problem = _payer_problem(
        player, cost, cost.life + (mana.life if mana is not None else 0), reason
    )
    if problem is not None:
        raise_problem(problem)
    if mana is not None:
        pay(game, player, mana, reason)
    if cost.life:
        change_life(game, player, -cost.life, f"paid for {reason}, 119.4")
    if cost.energy:  # 107.14: energy counters removed from the payer
        player.energy -= cost.energy
        game.emit(EnergyChanged(player, -cost.energy, player.energy, f"paid for {reason}"))
    if source is not None:
        _pay_with_source(game, source, cost)
    for permanent in tapped:
        permanent.tapped = True
        game.emit(TappedOrUntapped(permanent, True, f"to pay for {reason}"))
    for card in discarded:
        discard_card(game, card, f"discarded to pay for {reason}, 701.9a")
    for card in exiled:
        move(game, card, EXILE, f"exiled to pay for {reason}")
    for permanent in returned:
        move(game, permanent, HAND, f"returned to its owner's hand to pay for {reason}")
    for permanent in sacrificed:
        move(game, permanent, GRAVEYARD, f"sacrificed to pay for {reason}, 701.21a")
    if remember is not None and sacrificed:
        remember[SACRIFICED] = tuple(sacrificed)
    if source is not None and cost.sacrifice_self:
        move(game, source, GRAVEYARD, f"sacrificed to pay for {reason}, 701.21a")
    if source is not None and cost.discard_self:
        discard_card(game, source, f"discarded to pay for {reason}, 701.9a")
    if source is not None and cost.exile_self and source.zone is not None:
        move(game, source, EXILE, f"exiled to pay for {reason}")
    paid = ", ".join(p for p in (mana.text if mana else "", cost.non_mana_text) if p)
    return _paid(game, player, paid, reason, None, log)


CREWED = "crew with these"
"""The answer that taps no more creatures to crew, once they have the power (702.122a)."""


def _crew(
    game: GameCore,
    player: Player,
    source: GameObject | None,
    power: int,
    taken: list[GameObject],
) -> list[GameObject]:
    """The creatures ``player`` taps to crew (702.122a): any number of other untapped
    creatures they control with total power ``power`` or greater, chosen one at a time
    (a ``crew`` decision), more only if they choose; summoning sickness doesn't matter,
    this is no {T} of theirs (302.6). Too little power is a cost that can't be paid."""
    able = [
        c
        for c in game.battlefield
        if c.controller is player
        and c.is_creature
        and not c.tapped
        and c is not source
        and c not in taken
    ]
    if sum(max(c.power, 0) for c in able) < power:
        raise IllegalActionError(
            "702.122a", f"{player}'s untapped creatures have less than {power} total power to crew"
        )
    crew: list[GameObject] = []
    while able:
        total = sum(c.power for c in crew)
        enough = total >= power
        prompt = f"a creature to crew with (702.122a): {total} of {power} power"
        chosen = game.choose(ChoiceKind.CREW, player, prompt, [*able, CREWED] if enough else able)
        if chosen == CREWED:
            break
        able.remove(chosen)
        crew.append(chosen)
    if sum(c.power for c in crew) < power:
        raise IllegalActionError("702.122a", f"the creatures chosen have less than {power} power")
    return crew


def _reason(reason: str | None, source: GameObject | None) -> str:
    """What a cost is paid for: ``reason``, or else the ability of ``source``."""
    if reason is not None:
        return reason
    if source is None:
        raise CardhostError("a cost paid for no object's ability says what it is paid for")
    return f"{source.name}'s ability"


def _paid(
    game: GameCore,
    player: Player,
    paid: str,
    reason: str | None,
    source: GameObject | None,
    log: bool,
) -> str:
    if log and paid not in ("{T}", "{Q}", ""):  # tapping alone is logged as the tap
        game.emit(CostPaid(player, paid, _reason(reason, source)))
    return paid


def _combined(spell: AnnouncedCost, more: AnnouncedCost | None) -> AnnouncedCost:
    if more is None:
        return spell
    return AnnouncedCost(
        spell.typed + more.typed,
        spell.snow + more.snow,
        spell.generic + more.generic,
        spell.life + more.life,
    )


def _counters_problem(source: GameObject, cost: Cost) -> Problem | None:
    """The counters a cost removes are there to remove (118.3), each kind's in all: a
    loyalty ability with a negative cost needs at least that many loyalty counters,
    those its other costs remove too (606.6)."""
    removed: dict[str, int] = {}
    for kind, amount in cost.remove_counters:
        removed[kind] = removed.get(kind, 0) + amount
    if cost.loyalty is not None and cost.loyalty < 0:
        removed[LOYALTY] = removed.get(LOYALTY, 0) - cost.loyalty
    for kind, amount in removed.items():
        if source.counters.get(kind, 0) < amount:
            rule = "606.6" if kind == LOYALTY and cost.loyalty is not None else "118.3"
            return (rule, "{} has fewer than {} {} counter(s) to remove", (source, amount, kind))
    return None


def _pay_with_source(game: GameCore, source: GameObject, cost: Cost) -> None:
    """The parts of a cost paid with the source itself: {T}, {Q}, its counters."""
    if cost.tap:
        source.tapped = True
        game.emit(TappedOrUntapped(source, True, "cost {T}"))
    if cost.untap:
        source.tapped = False
        game.emit(TappedOrUntapped(source, False, "cost {Q}"))
    for kind, amount in cost.remove_counters:
        counters.remove(game, source, kind, amount)
    if cost.loyalty:  # 606.4: put on, or removed from, the source
        if cost.loyalty > 0:
            counters.put(game, source, LOYALTY, cost.loyalty, as_cost=True)
        else:
            counters.remove(game, source, LOYALTY, -cost.loyalty)


_PARTS = (
    ("sacrifice", "sacrifice", ChoiceKind.SACRIFICE),
    ("discard", "discard", ChoiceKind.DISCARD),
    ("tap_untapped", "tap", ChoiceKind.TAP),
    ("exile_from_hand", "exile", ChoiceKind.EXILE),
    ("exile_from_graveyard", "exile from a graveyard", ChoiceKind.EXILE),
    ("return_to_hand", "return", ChoiceKind.RETURN),
)
"""The parts of a cost that ask objects to be chosen, in the order a payment asks
them: the cost's attribute, the verb, the kind of choice."""
TAPPED = 2
"""The place of the part that taps untapped permanents among :data:`_PARTS`: what it
taps may also be moved by another part."""


def _chosen(
    game: GameCore,
    player: Player,
    source: GameObject | None,
    cost: Cost,
    reason: str,
    moved: list[GameObject],
    first: bool = False,
) -> tuple[list[GameObject], ...]:
    """The objects ``player`` chooses to pay ``cost`` (118.3, 601.2h), one at a time, in
    the order :data:`_PARTS` says: sacrificed, discarded, tapped, exiled (from a hand,
    then a graveyard) and returned, what is chosen at random after the rest (601.2h).
    An object is chosen once, and what a part moves
    (sacrificed, discarded, exiled, returned; ``moved``, what the cost moves besides:
    its source) pays no other; the source isn't tapped for a part if {T} taps it. Only
    the objects with which the rest of the cost could still be chosen are offered: the
    total cost is paid in any order (601.2h), so no choice leaves it unpayable. Too
    few is a cost that can't be paid (118.3). With ``first``, each the first option,
    nothing asked nor drawn (:func:`could_choose_first`)."""
    slots: list[tuple[int, Objects, list[GameObject]]] = []
    for part, (attribute, verb, _) in enumerate(_PARTS):
        for objects in getattr(cost, attribute):
            pool = _candidates(game, player, source, objects, verb)
            if part == TAPPED and cost.tap:
                pool = [o for o in pool if o is not source]
            slots += [(part, objects, pool)] * objects.count
    slots.sort(key=lambda slot: slot[1].at_random)  # 601.2h: random elements paid last
    found: tuple[list[GameObject], ...] = tuple([] for _ in _PARTS)
    tapped = found[TAPPED]
    for number, (part, objects, pool) in enumerate(slots):
        _, verb, kind = _PARTS[part]
        taken = tapped if part == TAPPED else moved
        rest = [p for q, _, p in slots[number + 1 :] if (q == TAPPED) is (part == TAPPED)]
        options = [o for o in pool if o not in taken]
        untapped = "untapped " if part == TAPPED else ""
        if not options:
            raise IllegalActionError(
                "118.3", f"{player} has no {untapped}{objects.quality} left to {verb} for {reason}"
            )
        if rest:  # what leaves the rest payable
            needed = _needed(rest, taken)
            options = [] if needed is None else [o for o in options if id(o) not in needed]
        if not options:
            raise IllegalActionError(
                "118.3",
                f"{player} can't {verb} {untapped}{objects.quality} and still pay the rest of "
                f"the cost for {reason}: too few objects for all its parts",
            )
        if first:
            picked = options[0]
        elif objects.at_random:  # 701.9b: the game's seeded generator chooses
            with drawing(game.rng) as rng:
                picked = rng.choice(options)
        else:
            prompt = f"{objects.quality} to {verb} for {reason}"
            picked = game.choose(kind, player, prompt, options)
        found[part].append(picked)
        taken.append(picked)
    sacrificed, discarded, _, exiled, from_graveyard, returned = found
    return sacrificed, discarded, tapped, exiled + from_graveyard, returned


def _needed(pools: list[list[GameObject]], taken: list[GameObject]) -> set[int] | None:
    """The objects (by ``id``) every complete assignment of the choices still to come
    needs: each of ``pools`` (what a choice could take) given an object of its own that
    none of ``taken`` is. ``None`` if there is no such assignment. An object is free in
    some assignment if no choice holds it in one found, or if the choice holding it could
    take instead one that is (an alternating path, 118.3): the others are needed."""
    out = {id(o) for o in taken}
    held: dict[int, int] = {}  # an object's id: the choice holding it
    holding: list[GameObject | None] = [None] * len(pools)

    def place(choice: int, seen: set[int]) -> bool:
        for obj in pools[choice]:
            key = id(obj)
            if key in seen or key in out:
                continue
            seen.add(key)
            if key not in held or place(held[key], seen):
                held[key] = choice
                holding[choice] = obj
                return True
        return False

    if not all(place(choice, set()) for choice in range(len(pools))):
        return None
    could: dict[int, list[int]] = {}  # an object's id: the choices that could take it
    for choice, pool in enumerate(pools):
        for obj in pool:
            if id(obj) not in out:
                could.setdefault(id(obj), []).append(choice)
    free = [key for key in could if key not in held]
    spared = set(free)
    while free:
        for choice in could[free.pop()]:
            mate = id(holding[choice])
            if mate not in spared:  # the choice takes a free one instead: its own is free
                spared.add(mate)
                free.append(mate)
    return {key for key in held if key not in spared}


def could_choose_first(game: GameCore, player: Player, cost: Cost, moved: GameObject) -> bool:
    """Whether what a spell's additional ``cost`` (601.2f) asks ``player`` to choose
    (to sacrifice, discard, tap, exile, return) could be chosen (118.3), as a cast
    would choose it, each time the first of the options that leave the rest payable,
    nothing done or asked; ``moved``: the spell, elsewhere by then (601.2a)."""
    try:
        _chosen(game, player, None, cost, "", [moved], first=True)
    except IllegalActionError:
        return False
    return True


def _candidates(
    game: GameCore, player: Player, source: GameObject | None, objects: Objects, verb: str
) -> list[GameObject]:
    quality = objects.quality
    if verb in ("discard", "exile"):  # exiled from a hand
        return [c for c in player.hand if quality.matches(c, player, source)]
    if verb == "exile from a graveyard":  # exiled from a graveyard
        return [c for c in player.graveyard if quality.matches(c, player, source)]
    mine = [p for p in game.battlefield if p.controller is player]
    found = [p for p in mine if quality.matches(p, player, source)]
    if verb == "tap":
        return [p for p in found if not p.tapped]
    return found
