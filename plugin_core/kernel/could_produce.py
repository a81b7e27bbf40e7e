"""What a permanent "could produce" (106.7), and "one mana of any type that ... could
produce" abilities.

The types a permanent could produce are the union, over its mana abilities, of the mana
each would produce if it resolved now, under every applicable replacement effect in every
possible order, ignoring costs; orders that can't make a difference are explored once
(:class:`_Search`). An ability that reflects others ("a land you control could
produce") could produce what the permanents it names could, its own permanent's other
abilities included: the least answer that holds for every reflecting ability at once
(:class:`_Reflections`), so reflecting abilities that only name each other define no type
(the example of 106.7), and any number of them costs a number of steps that grows
polynomially, not with the orders they could be visited in.
"""

from __future__ import annotations

from collections.abc import Iterable
from itertools import count
from typing import TYPE_CHECKING

from cardhost.kernel.journal import reading
from cardhost.kernel.replacement import apply_effect
from cardhost.model.card_types import CardType
from cardhost.model.definitions import ManaAbilityDefinition, Reflection
from cardhost.model.errors import CardhostError
from cardhost.model.mana import WUBRG, ManaAmount, ManaType
from cardhost.model.replaceable import ManaEvent, ReplacementEffect

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject, Player

TYPE_ORDER: tuple[ManaType, ...] = tuple(ManaType)


def could_produce(game: GameCore, permanent: GameObject) -> frozenset[ManaType]:
    """The types of mana ``permanent`` could produce now (106.7)."""
    return _Reflections(game).of_permanent(permanent)


def base_productions(
    game: GameCore, permanent: GameObject, ability: ManaAbilityDefinition
) -> list[ManaAmount]:
    """Every mana the ability could produce before replacement effects, one entry per
    choice its controller could make."""
    if ability.reflect is not None:
        return [ManaAmount.of(t) for t in reflected_types(game, permanent, ability)]
    return _unreflected(game, permanent, ability)


def _unreflected(
    game: GameCore, permanent: GameObject, ability: ManaAbilityDefinition
) -> list[ManaAmount]:
    if ability.any_color:
        return [ManaAmount.of(ManaType.of(color)) * ability.any_color for color in WUBRG]
    if ability.one_of:
        return list(ability.one_of)
    if ability.for_each is not None:  # 107.1b: counted as the ability resolves
        counted = ability.for_each
        mine = permanent.controller
        matching = sum(1 for p in game.battlefield if counted.quality.matches(p, mine, permanent))
        return [counted.mana * matching] if matching else []
    if ability.computed:
        with reading("a mana_options hook"):
            options = game.call_card(
                permanent, "mana_options", permanent=permanent, ability=ability
            )
        return [option for option in options if option]
    return [ability.produces] if ability.produces else []


def reflected_types(
    game: GameCore, permanent: GameObject, ability: ManaAbilityDefinition
) -> list[ManaType]:
    """The types (or colours) the permanents ``ability`` (a reflecting mana ability of
    ``permanent``) names could produce, in WUBRG order then colorless (106.7)."""
    return _Reflections(game).reflected(permanent, ability)


Node = tuple[int, int]
"""A mana ability of a permanent: the permanent's id and the ability's place among its
mana abilities."""


class _Reflections:
    """What the mana abilities of permanents could produce at one moment (106.7).

    An ability that doesn't reflect could produce the outcomes of its base productions.
    A reflecting ability's types are the least sets such that each reflecting ability
    could produce the outcomes of every type the permanents it names could produce:
    found by starting every reflecting ability reached at no type and growing them until
    none changes. Each round adds a type to some ability or ends, so there are at most
    six rounds an ability, each reading every ability reached once."""

    def __init__(self, game: GameCore) -> None:
        self.game = game
        self._plain: dict[Node, frozenset[ManaType]] = {}
        self._values: dict[Node, frozenset[ManaType]] = {}
        self._outcomes: dict[tuple[Node, ManaType], frozenset[ManaType]] = {}
        self._names: dict[tuple[int, int], list[GameObject]] = {}

    def of_permanent(self, permanent: GameObject) -> frozenset[ManaType]:
        found: set[ManaType] = set()
        for place, ability in enumerate(permanent.mana_abilities):
            if ability.reflect is None:
                found |= self._plain_types(permanent, place, ability)
            else:
                self._solve(permanent, place, ability)
                found |= self._values[(permanent.id, place)]
        return frozenset(found)

    def reflected(self, permanent: GameObject, ability: ManaAbilityDefinition) -> list[ManaType]:
        abilities = permanent.mana_abilities
        place = abilities.index(ability) if ability in abilities else len(abilities)
        self._solve(permanent, place, ability)
        return self._base(permanent, ability)

    def _plain_types(
        self, permanent: GameObject, place: int, ability: ManaAbilityDefinition
    ) -> frozenset[ManaType]:
        node = (permanent.id, place)
        known = self._plain.get(node)
        if known is None:
            found: set[ManaType] = set()
            for mana in _unreflected(self.game, permanent, ability):
                found |= outcomes(
                    self.game, ManaEvent(permanent, ability, permanent.controller, mana)
                )
            known = self._plain[node] = frozenset(found)
        return known

    def _solve(self, permanent: GameObject, place: int, ability: ManaAbilityDefinition) -> None:
        """The least types of every reflecting ability reachable from this one."""
        if (permanent.id, place) in self._values:
            return
        reached: list[tuple[GameObject, int, ManaAbilityDefinition]] = []
        waiting = [(permanent, place, ability)]
        while waiting:
            entry = waiting.pop()
            node = (entry[0].id, entry[1])
            if node in self._values:
                continue
            self._values[node] = frozenset()
            reached.append(entry)
            for other in self._named(entry[0], entry[2]):
                for index, named in enumerate(other.mana_abilities):
                    if named.reflect is not None:
                        waiting.append((other, index, named))
        changed = True
        while changed:
            changed = False
            for source, index, reflecting in reached:
                node = (source.id, index)
                grown: set[ManaType] = set()
                for kind in self._base(source, reflecting):
                    grown |= self._outcome(source, index, reflecting, kind)
                if grown != self._values[node]:
                    self._values[node] = frozenset(grown)
                    changed = True

    def _base(self, permanent: GameObject, ability: ManaAbilityDefinition) -> list[ManaType]:
        """The types ``ability`` could choose from, given the types found so far."""
        types: set[ManaType] = set()
        for other in self._named(permanent, ability):
            for index, named in enumerate(other.mana_abilities):
                if named.reflect is None:
                    types |= self._plain_types(other, index, named)
                else:
                    types |= self._values[(other.id, index)]
        if ability.reflect is not None and ability.reflect.colors_only:
            types.discard(ManaType.C)
        return [t for t in TYPE_ORDER if t in types]

    def _outcome(
        self, permanent: GameObject, place: int, ability: ManaAbilityDefinition, kind: ManaType
    ) -> frozenset[ManaType]:
        key = ((permanent.id, place), kind)
        known = self._outcomes.get(key)
        if known is None:
            event = ManaEvent(permanent, ability, permanent.controller, ManaAmount.of(kind))
            known = self._outcomes[key] = outcomes(self.game, event)
        return known

    def _named(self, permanent: GameObject, ability: ManaAbilityDefinition) -> list[GameObject]:
        """The permanents a reflecting ability names, found once an ability."""
        key = (permanent.id, id(ability))
        named = self._names.get(key)
        if named is None:
            reflection = ability.reflect
            found = (
                ()
                if reflection is None
                else _reflected_permanents(self.game, permanent.controller, reflection)
            )
            named = self._names[key] = list(found)
        return named


def _reflected_permanents(
    game: GameCore, controller: Player, reflection: Reflection
) -> Iterable[GameObject]:
    kind = reflection.card_type
    card_type = None if kind == "permanent" else CardType(kind.capitalize()).value
    for other in game.permanents(card_type=card_type):
        mine = other.controller is controller
        if mine != reflection.opponents:
            yield other


def outcomes(game: GameCore, event: ManaEvent) -> frozenset[ManaType]:
    """The mana types ``event`` could end as, under every order of the replacement effects
    that apply (106.7, 616.1). Nothing happens: the game is only read, and a plugin that
    changes it is refused."""
    with reading("could_produce (106.7)"):
        return _Search(game).every_outcome(event)


Key = tuple[int, str]
Offers = dict[Key, ReplacementEffect[ManaEvent]]
Where = int
"""An event of one search, numbered by what can differ: a replacement effect can't change
which ability of which permanent adds the mana (614.1a), only the mana and who adds it."""
Behaviour = tuple[bool, Where] | None
"""What an effect does to an event: ``None`` if it doesn't apply, else whether it is a
self-replacement effect and the event it makes."""
Applied = tuple[tuple[int, int], ...]
"""How many effects of each kind have applied, as (kind, count) pairs by kind: alike
effects are applied first to last, so the count says which."""
Kinds = tuple[tuple[int, bool, tuple[Key, ...]], ...]
"""The kinds of alike effects offered at an event: each kind, whether its effects are
self-replacement effects, and its effects first to last (in the order first met)."""

MOST_STATES = 100_000
"""The most states one search visits before it gives up with an error, not a hang."""


class _NotAlike(Exception):
    """Effects taken to be interchangeable behaved differently at an event."""


class _Search:
    """Every order of the replacement effects that apply to a mana event, explored once
    per order that can make a difference.

    A state is the event so far and the effects already applied; among effects that
    behave alike, only the first not yet applied is tried, so a state holds how many of
    each kind have applied (they are the first so many). So k copies of one effect cost
    k + 1 states, not the 2ᵏ subsets of them: one state per event reached and number of
    effects of each kind applied. Orders that reach different events must all be
    followed, though: effects that don't commute and change the amount (n that add {C},
    n that double the mana) reach exponentially many amounts, and a search of more than
    :data:`MOST_STATES` states stops with an error. Why merging is exact:

    - While the game is read nothing changes, so which effects apply to an event and what
      each makes of it are functions of the event alone (106.7: "if the ability were to
      resolve at that time"; 616.1f re-checks applicability against the modified event).
    - Each effect applies at most once (614.5, 616.1f), self-replacement effects first
      (616.1a).
    - Two effects are *alike* when, at every event, both apply or neither does, both are
      self-replacement effects or neither is, and both make the same event of it. Then
      applying one or the other reaches the same event, and the two states that differ only
      in which of them remains to apply have the same futures: swapping the two maps every
      order from one onto an order from the other, event for event. So among alike
      effects only the first not yet applied needs trying.
    - Alikeness is never assumed. Effects first offered at the same event, with the same
      self-replacement flag and making the same event of it, start as alike; at every
      event the search visits it checks that each group still is (every event any order
      can reach is visited, up to such swaps). A group that differs is split and the
      search starts again; each restart makes more groups, so there are fewer restarts
      than effects. Which effects apply to an event is asked once per event.
    - What an effect makes of an event is its ``apply`` called with the event, nothing
      else, and so a function of the event alone: effects that share one ``apply`` (the
      Mana Reflections of one plugin) make the same event of it, which is asked once
      per event for all of them.
    """

    def __init__(self, game: GameCore) -> None:
        self.game = game
        self._kind: dict[Key, int] = {}
        self._rank: dict[Key, int] = {}
        self._labels = count()
        self._places: dict[tuple[Player, ManaAmount], Where] = {}
        self._offers: dict[Where, dict[Key, ReplacementEffect[ManaEvent]]] = {}
        self._kinds: dict[Where, Kinds] = {}
        self._results: dict[tuple[int, Where], ManaEvent] = {}

    def every_outcome(self, event: ManaEvent) -> frozenset[ManaType]:
        while True:
            try:
                return self._explore(event)
            except _NotAlike:
                self._kinds.clear()

    def _explore(self, event: ManaEvent) -> frozenset[ManaType]:
        found: set[ManaType] = set()
        checked: set[Where] = set()
        none_applied: Applied = ()
        start = self._where(event)
        seen = {(start, none_applied)}
        frontier = [(event, start, none_applied)]
        while frontier:
            current, where, applied = frontier.pop()
            if where not in checked:
                self._check(current, where)
                checked.add(where)
            counts = dict(applied)
            kinds = self._kinds_at(where)
            pool = [k for k in kinds if k[1] and counts.get(k[0], 0) < len(k[2])]  # 616.1a
            if not pool:
                pool = [k for k in kinds if counts.get(k[0], 0) < len(k[2])]
            if not pool:
                found.update(current.mana.types)
                continue
            offered = self._offers[where]
            for kind, _, keys in pool:  # the first of each kind not yet applied
                done = counts.get(kind, 0)
                following = self._result(offered[keys[done]], current, where)
                now_applied = tuple(sorted({**counts, kind: done + 1}.items()))
                there = self._where(following)
                state = (there, now_applied)
                if state not in seen:
                    if len(seen) >= MOST_STATES:
                        raise CardhostError(
                            f"could_produce (106.7) of {event.permanent} gave up after "
                            f"{MOST_STATES:,} orders of replacement effects"
                        )
                    seen.add(state)
                    frontier.append((following, there, now_applied))
        return frozenset(found)

    def _where(self, event: ManaEvent) -> Where:
        """The number of ``event`` in this search: one per player and mana."""
        place = (event.player, event.mana)
        number = self._places.get(place)
        if number is None:
            number = self._places[place] = len(self._places)
        return number

    def _kinds_at(self, where: Where) -> Kinds:
        """The kinds of the effects offered at ``where``, in the order their first
        effects were met (ranks never change); each kind's effects are all offered there
        or none is (:meth:`_check` makes sure)."""
        kinds = self._kinds.get(where)
        if kinds is None:
            rank, kind = self._rank, self._kind
            offered = self._offers[where]
            grouped: dict[int, list[Key]] = {}
            for key in sorted(offered, key=rank.__getitem__):
                grouped.setdefault(kind[key], []).append(key)
            kinds = self._kinds[where] = tuple(
                (label, offered[keys[0]].self_replacement, tuple(keys))
                for label, keys in grouped.items()
            )
        return kinds

    def _offered(self, event: ManaEvent, where: Where) -> Offers:
        """The effects offered at ``event``, whose player and mana are ``where``."""
        offers = self._offers.get(where)
        if offers is None:
            offers = {}
            for offer in self.game.broadcast("replace_mana_event", event=event):
                offers.setdefault(offer.key, offer)  # one source, one description: one effect
            self._offers[where] = offers
        return offers

    def _result(
        self, offer: ReplacementEffect[ManaEvent], event: ManaEvent, where: Where
    ) -> ManaEvent:
        """What ``offer`` makes of ``event`` (at ``where``): asked once per ``apply`` and
        event. Every offer is kept in ``_offers`` while the search runs, so no two of
        their ``apply`` share an id."""
        index = (id(offer.apply), where)
        known = self._results.get(index)
        if known is None:
            known = self._results[index] = apply_effect(offer, event)
        return known

    def _behaviour(self, key: Key, event: ManaEvent, where: Where, offered: Offers) -> Behaviour:
        offer = offered.get(key)
        if offer is None:
            return None
        return (offer.self_replacement, self._where(self._result(offer, event, where)))

    def _behaviours(
        self, keys: list[Key], event: ManaEvent, where: Where, offered: Offers
    ) -> dict[Key, Behaviour]:
        """What each effect of ``keys`` does at ``event``: asked once for effects that
        share an ``apply`` and a self-replacement flag, which behave alike."""
        known: dict[tuple[int, bool], Behaviour] = {}
        behaviours: dict[Key, Behaviour] = {}
        for key in keys:
            offer = offered.get(key)
            if offer is None:
                behaviours[key] = None
                continue
            alike = (id(offer.apply), offer.self_replacement)
            if alike not in known:
                known[alike] = self._behaviour(key, event, where, offered)
            behaviours[key] = known[alike]
        return behaviours

    def _check(self, event: ManaEvent, where: Where) -> None:
        """Group the effects first offered at ``event`` (at ``where``) by what they do to
        it; check that every group of alike effects behaves alike at it, splitting one
        that doesn't."""
        offered = self._offered(event, where)
        new: dict[Behaviour, int] = {}
        for key in offered:
            if key not in self._kind:
                behaviour = self._behaviour(key, event, where, offered)
                self._rank[key] = len(self._rank)
                self._kind[key] = new.setdefault(behaviour, next(self._labels))
        groups: dict[int, list[Key]] = {}
        for key, kind in self._kind.items():
            groups.setdefault(kind, []).append(key)
        for keys in groups.values():
            if len(keys) < 2 or not any(k in offered for k in keys):
                continue
            behaviours = self._behaviours(keys, event, where, offered)
            if len(set(behaviours.values())) > 1:
                labels: dict[Behaviour, int] = {}
                for key, behaviour in behaviours.items():
                    self._kind[key] = labels.setdefault(behaviour, next(self._labels))
                raise _NotAlike
