"""The layer system (613): what a permanent is now, from its printed characteristics and
every continuous effect that applies to it, in layer order (613.1), each layer in
timestamp order (613.7) but for dependency (613.8).

Effects come from static abilities of permanents on the battlefield (604, 611.3), judged
continuously, and from resolved spells and abilities (611.2), which affect the objects
they were applied to and last until end of turn or for as long as they say. Nothing is
stored: each question about a characteristic is answered from the effects in force, and
with no effect in force the printed values are the answer at once.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import TYPE_CHECKING

from cardhost.kernel import counting
from cardhost.kernel.continuous import ContinuousEffect
from cardhost.kernel.objects import Characteristics, counter_change
from cardhost.model.card_types import CREATURE, KINDRED, LAND, CardType, subtype_kind
from cardhost.model.continuous import Affected, Layer, Modification
from cardhost.model.counts import Count
from cardhost.model.definitions import INTRINSIC, ManaAbilityDefinition
from cardhost.model.errors import CardhostError
from cardhost.model.events import ControlChanged, RemovedFromCombat
from cardhost.model.mana import Color
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.kernel.combat import Combat
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject, Player

BASIC_LAND_MANA = frozenset(INTRINSIC)
"""The basic land types (305.6)."""


def printed(obj: GameObject) -> Characteristics:
    """The object's own characteristics (613.1): its face up, its counters aside."""
    face = obj.face
    return Characteristics(
        obj.base_controller,
        face.types,
        face.every_subtype,
        face.supertypes,
        face.colors,
        tuple(sorted(face.keywords)),
        face.power,
        face.toughness,
    )


def _define_pt(obj: GameObject, current: Characteristics) -> None:
    """Layer 7a (613.4a): a characteristic-defining ability makes power or toughness a
    count, as the object's controller says it, in every zone (604.3)."""
    counted = obj.face.counted_pt
    if counted is None:
        return
    if counted.power is not None:
        current.power = _count(obj, counted.power)
    if counted.toughness is not None:
        current.toughness = _count(obj, counted.toughness)


def _count(obj: GameObject, counted: Count) -> int:
    """What a characteristic-defining ability of ``obj`` counts (604.3), as its
    controller says it."""
    return counting.count(obj.game, counted, obj.controller, obj)


def in_force(game: GameCore) -> bool:
    """Whether any continuous effect could apply: the quick answer, for no effects."""
    return bool(game.continuous_effects or game.static_sources)


def characteristics(obj: GameObject) -> Characteristics:
    """``obj``'s characteristics now (613.1-613.4): printed values, then each layer's
    effects; +1/+1 and -1/-1 counters in layer 7c (613.4c). Kept until the board
    changes, or, while every effect reads only what it applies to
    (:attr:`~cardhost.kernel.core.GameCore.effects_key`), until ``obj`` itself, the
    effects in force or their sources do."""
    game = obj.game
    if obj.zone is not BATTLEFIELD or not in_force(game):
        current = printed(obj)
        _define_pt(obj, current)
        _counters(obj, current)
        return current
    known = game.characteristics_cache.get(obj.id)
    now = game.board_version  # moves with whatever its effects could read
    if known is not None and known[0] == now:  # nothing changed since: the same answer
        return known[1]
    stamp = obj.write_stamp
    alone = None if game.layers_computing or game.entering else game.effects_key
    if alone is not None and known is not None and known[2:] == (stamp, alone):
        game.remember(game.characteristics_cache, obj, (now, *known[1:]))
        return known[1]  # neither it nor what its effects read changed
    key = (obj.id, "all")
    if key in game.layers_computing:  # a loop of dependency (613.8b): as far as it got
        deciding = game.layers_excluding.get(obj.id)
        aside = (obj.id, "aside")
        if deciding is not None and aside not in game.layers_computing:
            effect, found = deciding  # 611.3b: that effect aside, found once while decided
            if not found:
                found.append(_computed(game, obj, now, aside, effect))
            return found[0]
        game.__dict__["layers_guessed"] += 1
        partial = game.layers_partial.get(obj.id)
        if partial is not None:
            return partial  # type: ignore[no-any-return]
        current = printed(obj)  # its computation begun on another thread (suspension)
        _counters(obj, current)
        return current
    nested = bool(game.layers_computing)
    if nested and known is not None and known[0] == (GUESSED, now):
        return known[1]  # found inside another's layers, as far as they got: for inside
    before = game.__dict__["layers_guessed"]
    current = _computed(game, obj, now, key, None)
    if nested and game.__dict__["layers_guessed"] != before:  # from a value being found
        game.remember(game.characteristics_cache, obj, ((GUESSED, now), current, stamp, None))
    else:
        game.remember(game.characteristics_cache, obj, (now, current, stamp, alone))
    return current


GUESSED = "found inside another's layers"
"""Marks a permanent's characteristics found inside another permanent's layers from a
value still being found there (a loop of dependency, 613.8b): kept for other such
computations at the same board, never the answer to a question asked from outside,
which finds the permanent's own from the start (two Urborgs under a Crimson Moon, each
a Mountain only whichever is asked first)."""


def _computed(
    game: GameCore,
    obj: GameObject,
    now: tuple[bool, int],
    key: tuple[int, str],
    aside: ContinuousEffect | None,
) -> Characteristics:
    """``obj``'s characteristics through the layers, the effect ``aside`` left out: the
    object as a condition of that effect reads it (611.3b), found once, a condition it
    meets then reading it as far as computed."""
    current = printed(obj)
    source = obj in game.static_sources  # its own abilities' existence is in question
    layered = None if source or aside is not None else _in_force(game, now)
    computing = game.layers_computing
    computing.add(key)  # while it is computed, a dependency back to it is a loop (613.8b)
    partials = game.layers_partial
    outer = partials.get(obj.id)
    partials[obj.id] = current  # what a loop back to it reads: the layers applied so far
    try:
        if layered is None:  # found with it being computed: its own loop (613.8b)
            layered = _layered(sorted(_effects(game), key=lambda e: e.timestamp))
        rules: list[ContinuousEffect] = []
        own: list[int] | None = [] if source else None  # its statics' effects come up so far
        for layer, effects in layered:
            if layer is Layer.PT_DEFINING and current.rules_text:  # 305.7: or it is gone
                _define_pt(obj, current)
            counted = _counters_in_order(obj) if layer is Layer.PT_MODIFY else []
            ordered = _in_order(game, effects, obj, current, layer, counted) if effects else ()
            for effect in ordered:
                while counted and counted[0][0] <= effect.timestamp:  # 613.4c, 613.7c
                    _counters_of(obj, current, counted.pop(0)[1])
                if own is not None and current.rules_text and effect.source is obj:
                    own.append(id(effect.modifications))
                if aside is not None and effect == aside:
                    continue
                if layer is Layer.ABILITY and _in_layer(effect, layer).rules_only:
                    rules.append(effect)  # 613.11: applied after all the others
                elif _applies(game, effect, obj, current):
                    _apply(_in_layer(effect, layer), effect, current)
            for _, kind in counted:
                _counters_of(obj, current, kind)
        for effect in rules:  # judged by the object as the other effects left it (613.11)
            if _applies(game, effect, obj, current):
                _apply(_in_layer(effect, Layer.ABILITY), effect, current)
        if own and not current.rules_text:  # what came up before it lost them, exists
            current.kept_statics = frozenset(own)
    finally:
        computing.discard(key)
        if outer is None:
            partials.pop(obj.id, None)
        else:
            partials[obj.id] = outer
    if CREATURE not in current.types:  # 208.3: a noncreature permanent has none (301.7a)
        current.power = current.toughness = None
    return current


def controller(obj: GameObject) -> Player:
    """``obj``'s controller now (613.1b). Control is decided in layer 2, before any later
    layer, so only control-changing effects are applied to find it: reading who controls
    a permanent never waits on a type-, colour- or ability-changing effect. That keeps a
    devotion condition (700.5), which counts permanents by controller, from looping
    through the effect it governs (Heliod's "isn't a creature", 613.1d)."""
    game = obj.game
    known = game.characteristics_cache.get(obj.id)
    now = game.board_version
    if known is not None and known[0] == now:
        return known[1].controller
    stamp = obj.write_stamp
    alone = None if game.layers_computing or game.entering else game.effects_key
    if alone is not None and known is not None and known[2:] == (stamp, alone):
        return known[1].controller  # neither it nor what its effects read changed
    effects = _control_effects(game, now)
    if not effects:
        return obj.base_controller
    current = printed(obj)
    key = (obj.id, "control")
    if key in game.layers_computing:  # a loop of dependency: timestamps decide (613.8b)
        game.__dict__["layers_guessed"] += 1
        return current.controller
    computing = game.layers_computing
    computing.add(key)
    try:
        for effect in _in_order(game, effects, obj, current, Layer.CONTROL):
            if _applies(game, effect, obj, current):
                _apply(_in_layer(effect, Layer.CONTROL), effect, current)
    finally:
        computing.discard(key)
    return current.controller


Layered = list[tuple[Layer, list[ContinuousEffect]]]
"""Each layer (613.1), in order, with the effects in force that apply in it."""


def _in_force(game: GameCore, now: tuple[bool, int]) -> Layered:
    """Every effect in force, by timestamp (613.7), layer by layer, for an object that is
    no source of one: found once for each change the layers could see, not again for
    every object; inside another object's layers (a dependency being followed, 613.8b)
    found as it stands then."""
    if game.layers_computing:
        return _layered(sorted(_effects(game), key=lambda e: e.timestamp))
    kept = game.effects_in_force
    if kept[0] != now:
        kept = (now, _layered(sorted(_effects(game), key=lambda e: e.timestamp)))
        object.__setattr__(game, "effects_in_force", kept)
    return kept[1]  # type: ignore[no-any-return]


def _layered(effects: list[ContinuousEffect]) -> Layered:
    """``effects`` (by timestamp) split by the layers they apply in, each layer's in
    timestamp order."""
    each = [(e, e.layers) for e in effects]  # each effect's layers found once
    return [(layer, [e for e, layers in each if layer in layers]) for layer in Layer]


def _control_effects(game: GameCore, now: tuple[bool, int]) -> tuple[ContinuousEffect, ...]:
    """The control-changing effects in force (613.1b), by timestamp: found once for each
    change of the game, not again for every permanent whose controller is asked (each
    static ability's effects are judged by their source's controller)."""
    known: dict[tuple[bool, int], tuple[ContinuousEffect, ...]] = game.control_effects
    effects = known.get(now)
    if effects is None:
        effects = tuple(
            sorted(
                (e for e in _effects(game) if Layer.CONTROL in e.layers),
                key=lambda e: e.timestamp,
            )
        )
        known.clear()  # only the latest change's are kept
        known[now] = effects
    return effects


def _in_layer(effect: ContinuousEffect, layer: Layer) -> Modification:
    for modification in effect.modifications:
        if modification.layer is layer:
            return modification
    raise CardhostError(f"no modification of {effect} applies in {layer.name}")  # asked never


def _in_order(
    game: GameCore,
    effects: list[ContinuousEffect],
    obj: GameObject,
    current: Characteristics,
    layer: Layer,
    counted: list[tuple[int, str]] | None = None,
) -> Iterator[ContinuousEffect]:
    """``effects`` (by timestamp) in the order they apply in ``layer``, each as it comes
    up, once those before it have been applied to ``current``: the earliest that depends
    on no other pending one (613.7, 613.8b); when each waits on another, the earliest in
    a loop of dependency (613.8b), not one waiting on the loop from outside it.

    An effect judged by its objects' types (colours, keywords, power or toughness)
    depends on an effect of the same layer that would change this object's types
    (colours, keywords, power or toughness): applying that one changes what the first
    applies to (613.8a). Only effects that change one of those here can be depended on:
    where none does (most layers, most boards), the order is the timestamps', at no cost
    per pair of effects. ``counted``, in layer 7c: the object's counters by timestamp
    (613.4c, 613.7c), which wait on nothing: one earlier than the effect chosen applies
    first, and what depends on what is judged again with it."""
    if layer not in JUDGED_BY:  # nothing changes what another is judged by (613.8a)
        yield from effects
        return
    changing = [e for e in effects if _changes(_in_layer(e, layer), layer)]
    if not changing:
        yield from effects
        return
    judged = {id(e) for e in effects if _judged(e, obj, current, layer)}
    if not judged:  # none is judged by what the others change: none waits
        yield from effects
        return
    pending = list(effects)
    applying: list[ContinuousEffect] | None = None  # of those changing, those applying here
    seen: tuple[int | None, int | None] = (None, None)
    while pending:
        if applying is None or (current.power, current.toughness) != seen:  # changed since
            applying = [o for o in changing if _would_apply(game, o, obj, current)]
            seen = (current.power, current.toughness)
        effect = next(
            (
                e
                for e in pending
                if id(e) not in judged
                or not any(_depends(game, e, other, obj, current, layer) for other in applying)
            ),
            None,
        )
        if effect is None:
            effect = _earliest_in_a_loop(game, pending, applying, obj, current, layer)
        if counted and counted[0][0] <= effect.timestamp:  # a counter waits on nothing:
            _counters_of(obj, current, counted.pop(0)[1])  # the earlier applies, then judge
            continue
        pending.remove(effect)
        changing = [e for e in changing if e is not effect]
        applying = [e for e in applying if e is not effect]
        yield effect
        if current.applied.get(id(effect)) and _changes(_in_layer(effect, layer), layer):
            applying = None


def _earliest_in_a_loop(
    game: GameCore,
    pending: list[ContinuousEffect],
    changing: list[ContinuousEffect],
    obj: GameObject,
    current: Characteristics,
    layer: Layer,
) -> ContinuousEffect:
    """With every pending effect waiting on another (613.8b): the earliest effect of a
    loop of dependency, which applies in timestamp order; an effect that waits on a loop
    without being in it waits until just after what it depends on has applied. (Each
    waits on one at least, so following what each waits on comes back round.)"""
    waits_on = {
        id(e): [o for o in changing if _depends(game, e, o, obj, current, layer)] for e in pending
    }

    def in_a_loop(effect: ContinuousEffect) -> bool:
        seen: set[int] = set()
        reached = list(waits_on[id(effect)])
        while reached:
            other = reached.pop()
            if other is effect:
                return True
            if id(other) not in seen:
                seen.add(id(other))
                reached.extend(waits_on[id(other)])
        return False

    return next(effect for effect in pending if in_a_loop(effect))  # by timestamp


JUDGED_BY = frozenset({Layer.TYPE, Layer.COLOR, Layer.ABILITY, Layer.PT_MODIFY})
"""The layers whose effects change what others of the same layer may be judged by
(613.8a): types, colours, keywords ("creatures with flying"), power and toughness
("creatures with power 2 or less")."""


def _changes(change: Modification, layer: Layer) -> bool:
    """Whether ``change`` changes what an effect of ``layer`` may be judged by: types in
    the type-changing layer, colours in the colour-changing one, keywords in the
    ability-adding one, power and toughness in 7c (613.8a)."""
    if layer is Layer.TYPE:
        return bool(
            change.add_types or change.remove_types or change.add_subtypes or change.land_type
        )
    if layer is Layer.ABILITY:
        return bool(change.add_keywords or change.remove_keywords)
    if layer is Layer.PT_MODIFY:
        return change.modify_pt != (0, 0)
    return layer is Layer.COLOR and change.colors is not None


def _judged(
    effect: ContinuousEffect, obj: GameObject, current: Characteristics, layer: Layer
) -> bool:
    """Whether ``effect`` could depend on another of ``layer`` (613.8a): it is judged by
    what effects of that layer change (:func:`_reads`), or, in the type-changing layer,
    it is a static ability of ``obj`` itself (which a land type set takes away, 305.7)."""
    own = effect.controller is None and effect.source is obj and current.rules_text
    return (layer is Layer.TYPE and own) or _reads(effect, layer)


def _reads(effect: ContinuousEffect, layer: Layer) -> bool:
    """Whether ``effect``'s group is judged by what effects of ``layer`` change: types,
    colours, keywords, or power and toughness (613.8a)."""
    quality = effect.affects.quality if effect.affects is not None else None
    if quality is None:
        return False
    if layer is Layer.TYPE:
        return bool(
            quality.types
            or quality.subtypes
            or quality.all_subtypes
            or quality.not_types
            or quality.all_types
        )
    if layer is Layer.ABILITY:
        return bool(quality.keyword or quality.not_keyword)
    if layer is Layer.PT_MODIFY:
        return quality.compared is not None and quality.compared[0] in ("power", "toughness")
    return bool(quality.colors or quality.not_colors)


def _depends(
    game: GameCore,
    effect: ContinuousEffect,
    other: ContinuousEffect,
    obj: GameObject,
    current: Characteristics,
    layer: Layer,
) -> bool:
    """613.8a: whether ``effect`` depends on ``other`` here: applying ``other`` to this
    object would change whether ``effect`` exists (a land whose type is set loses its
    abilities, 305.7) or whether it applies to the object. Only effects that could
    (what this layer changes read by the effect's group, :func:`_reads`) are tried."""
    if other is effect or id(effect) in current.applied:
        return False  # its objects are decided already (613.6)
    change = _in_layer(other, layer)
    own = effect.controller is None and effect.source is obj and current.rules_text
    if not _changes(change, layer):
        return False
    could = _reads(effect, layer) or (layer is Layer.TYPE and own and bool(change.land_type))
    if not could or not _would_apply(game, other, obj, current):
        return False
    after = replace(current, applied=dict(current.applied))
    _apply(change, other, after)
    if own and not after.rules_text:
        return True
    return _decide(game, effect, obj, current) != _decide(game, effect, obj, after)


def _counters_in_order(obj: GameObject) -> list[tuple[int, str]]:
    """``obj``'s kinds of counters that change power or toughness, each with the
    timestamp it applies at in layer 7c (613.4c, 613.7c), earliest first: when one of the
    kind was last put on it, or 0 for those it was placed with as if always there
    (``add_card``): a counter's timestamp never changes with the permanent's (613.7e-g:
    a permanent transformed, turned face up, attached takes a new one)."""
    put = dict(obj.counters_put)
    kinds = [
        (put.get(kind, 0), kind) for kind in obj.counters if counter_change({kind: 1}) != (0, 0)
    ]
    return sorted(kinds)


def _counters_of(obj: GameObject, current: Characteristics, kind: str) -> None:
    """613.4c, 122.1a: ``obj``'s counters of ``kind`` (+1/+1, -1/-1, +1/+0, ...)."""
    _counters_changing(current, *counter_change({kind: obj.counters[kind]}))


def _counters(obj: GameObject, current: Characteristics) -> None:
    """613.4c, 122.1a: each +X/+Y counter (+1/+1, -1/-1, +1/+0, ...) gives +X/+Y."""
    _counters_changing(current, *counter_change(obj.counters))


def _counters_changing(current: Characteristics, power: int, toughness: int) -> None:
    if (power or toughness) and current.power is not None:
        current.power += power
        current.toughness = (current.toughness or 0) + toughness
    elif power or toughness:
        current.power, current.toughness = power, toughness


def _effects(game: GameCore) -> Iterator[ContinuousEffect]:
    """Every effect in force: resolved ones, and those of the static abilities of
    permanents on the battlefield that still have them (604.2, 305.7); of a permanent
    about to enter, those that would apply to it, to it alone (614.12)."""
    yield from game.continuous_effects
    lands_made: bool | None = None  # found once, only if a source isn't printed a land
    entering = game.entering
    for source in game.static_sources:
        if source.zone is not BATTLEFIELD:
            continue
        kept = None  # its statics, unless a land type set took its rules text (305.7)
        if LAND not in source.face.types:
            if lands_made is None:
                lands_made = _lands_made(game)
            if lands_made:  # it may have been made a land, then its land type set
                kept = _kept(characteristics(source))
        else:
            kept = _kept(characteristics(source))
        for static in source.face.all_statics:
            if static.prevents is not None or static.player_rules:  # 615; players': none
                continue
            if kept is not None and id(static.modifications) not in kept:
                continue
            yield ContinuousEffect(
                source,
                None,  # its source's controller, asked only when it matters
                static.modifications,
                source.timestamp,  # 613.7a: the object's timestamp
                static.affects,
                frozenset({source.id}) if source in entering else frozenset(),
                condition=static.condition,
                description=static.text,
            )


def _kept(current: Characteristics) -> frozenset[int] | None:
    """Which of an object's static abilities exist: all (``None``) while it has its rules
    text; once a land type set took it (305.7), those whose effects had come up in layer
    order before, and were applied, so exist still (613.6, 613.8): Urborg's "each land is
    a Swamp", applied before an effect making Swamps Plains took it."""
    return None if current.rules_text else current.kept_statics


def _lands_made(game: GameCore) -> bool:
    """Whether an effect in force makes permanents lands (205.1a): only then may one not
    printed a land have its land type set and lose its rules text (305.7), so its
    effects not exist (613.8a)."""
    changes = [m for e in game.continuous_effects for m in e.modifications]
    changes += [
        m
        for source in game.static_sources
        for static in source.face.all_statics
        for m in static.modifications
    ]
    return any(LAND in m.add_types for m in changes)


def _applies(
    game: GameCore, effect: ContinuousEffect, obj: GameObject, current: Characteristics
) -> bool:
    """Whether ``effect`` applies to ``obj``: decided in the first layer it applies in,
    and kept for its other layers (613.6)."""
    key = id(effect)
    if key not in current.applied:
        current.applied[key] = _decide(game, effect, obj, current)
    return current.applied[key]


def _would_apply(
    game: GameCore, effect: ContinuousEffect, obj: GameObject, current: Characteristics
) -> bool:
    """Whether ``effect`` applies to ``obj`` as the layers have it so far, deciding
    nothing (613.8a asks what applying it would do)."""
    known = current.applied.get(id(effect))
    return _decide(game, effect, obj, current) if known is None else known


def _decide(
    game: GameCore, effect: ContinuousEffect, obj: GameObject, current: Characteristics
) -> bool:
    """Whether ``effect`` applies to ``obj``: its condition (611.3b) asked last, only of
    an object it would otherwise apply to (a condition counts permanents, whose own
    characteristics would ask it again: "as long as you control a red creature" read
    for every creature)."""
    if effect.controller is None and effect.source is obj and not current.rules_text:
        return False  # its source lost the ability that makes it (305.7, 613.8a)
    if effect.duration.tracks_source and not effect.lasting():  # 611.2b: over
        return False
    if effect.affects is None or (effect.objects and obj.id not in effect.objects):
        if obj.id not in effect.objects:  # its objects, or only those of the group it names
            return False
    elif not _affected(effect, obj, current):
        return False
    elif effect.untapped and current.controller.index in effect.untapped:
        return False  # its controller's next untap step is over (502.3)
    return effect.condition is None or _condition_holds(game, effect, obj)


def _affected(effect: ContinuousEffect, obj: GameObject, current: Characteristics) -> bool:
    affects = effect.affects
    assert affects is not None
    source = effect.source
    if affects.this:
        return obj is source
    if affects.attached:
        return source.attached_to is obj and (
            affects.quality is None or _matches(affects, obj, current, effect)
        )
    return _matches(affects, obj, current, effect)


def _matches(
    affects: Affected, obj: GameObject, current: Characteristics, effect: ContinuousEffect
) -> bool:
    """The quality judged against ``obj`` as the layers have it so far (613.5)."""
    quality = affects.quality
    assert quality is not None
    view = _View(obj, current)
    return quality.matches(view, controller_of(effect), effect.source)  # type: ignore[arg-type]


class _View:
    """An object as the layers have it so far, for a quality to judge (613.5)."""

    def __init__(self, obj: GameObject, current: Characteristics) -> None:
        self.obj = obj
        self.current = current

    def __eq__(self, other: object) -> bool:
        return other is self.obj or other is self

    __hash__ = object.__hash__

    def is_type(self, card_type: CardType | str) -> bool:
        return CardType(card_type) in self.current.types

    @property
    def subtypes(self) -> tuple[str, ...]:
        return self.current.subtypes

    @property
    def supertypes(self) -> tuple[str, ...]:
        return self.current.supertypes

    @property
    def colors(self) -> frozenset[Color]:
        return self.current.colors

    @property
    def is_token(self) -> bool:
        return self.obj.is_token

    @property
    def controller(self) -> Player:
        return self.current.controller

    @property
    def owner(self) -> Player:
        return self.obj.owner

    def has_keyword(self, keyword: str) -> bool:
        """Keywords as the layers have them so far (613.1f, 613.5)."""
        return keyword in self.current.keywords

    @property
    def power(self) -> int:
        return self.current.power or 0

    @property
    def toughness(self) -> int:
        return self.current.toughness or 0

    @property
    def tapped(self) -> bool:
        return self.obj.tapped

    @property
    def mana_value(self) -> int:
        return self.obj.mana_value

    def in_combat(self, role: str) -> bool:
        return self.obj.in_combat(role)


def controller_of(effect: ContinuousEffect) -> Player:
    """Who controls ``effect``: its own controller, or a static ability's source's
    (613.1b)."""
    return effect.controller if effect.controller is not None else effect.source.controller


def _condition_holds(game: GameCore, effect: ContinuousEffect, obj: GameObject) -> bool:
    """Whether a static ability's condition holds now (611.3b): a devotion below a
    number (700.5), or a count within its bounds. Deciding whether it applies to ``obj``,
    the condition reads ``obj`` as every other effect makes it, this one aside ("as long
    as you control a creature with power 4 or greater" counts it pumped by an anthem),
    and so does any other object's characteristics found meanwhile."""
    condition = effect.condition
    assert condition is not None
    deciding = game.layers_excluding
    before = deciding.get(obj.id)
    deciding[obj.id] = (effect, [])  # and, once found, the object with it aside
    try:
        return counting.holds(game, condition, controller_of(effect), effect.source)
    finally:
        if before is None:
            del deciding[obj.id]
        else:
            deciding[obj.id] = before


def _apply(modification: Modification, effect: ContinuousEffect, current: Characteristics) -> None:
    layer = modification.layer
    if layer is Layer.CONTROL and modification.control:
        current.controller = controller_of(effect)  # 613.1b
    elif layer is Layer.TYPE:
        _apply_types(modification, current)
    elif layer is Layer.COLOR and modification.colors is not None:
        current.colors = frozenset(modification.colors)  # 105.3
    elif layer is Layer.ABILITY:
        current.keywords = (*current.keywords, *modification.add_keywords)
        if modification.remove_keywords:  # "loses flying": every instance (613.1f)
            lost = modification.remove_keywords
            current.keywords = tuple(k for k in current.keywords if k not in lost)
        if modification.grants:  # 613.1f: 'Enchanted land has "{T}: ..."'
            given = effect.source.face.granted_abilities
            places = [i for i in modification.grants if 0 <= i < len(given)]
            current.granted = (*current.granted, *(given[i] for i in places))
            current.granted_by = (*current.granted_by, *((effect.source.id, i) for i in places))
        current.restrictions = (
            *current.restrictions,
            *((r, effect.source.name) for r in modification.restrictions),
        )
    elif layer is Layer.PT_SET and modification.set_pt is not None:
        current.power, current.toughness = modification.set_pt
    elif layer is Layer.PT_MODIFY:  # 208.5: a creature with no value for it has 0
        times = 1 if modification.per is None else _per(modification.per, effect)
        current.power = (current.power or 0) + modification.modify_pt[0] * times
        current.toughness = (current.toughness or 0) + modification.modify_pt[1] * times
    elif layer is Layer.PT_SWITCH and modification.switch_pt:
        current.power, current.toughness = current.toughness, current.power


def _per(counted: Count, effect: ContinuousEffect) -> int:
    """ "+1/+1 for each creature you control": the count now, for the effect's controller
    and of its source (611.3a, 613.4c)."""
    source = effect.source
    return counting.count(source.game, counted, controller_of(effect), source)  # type: ignore[arg-type]


def _apply_types(modification: Modification, current: Characteristics) -> None:
    types = [t for t in current.types if t not in modification.remove_types]
    types += [t for t in modification.add_types if t not in types]
    subtypes = list(current.subtypes)
    if modification.land_type and LAND in types:  # 305.7: its land types go
        subtypes = [s for s in subtypes if subtype_kind(s) is not LAND]
        subtypes.append(modification.land_type)
        current.rules_text = False  # and the abilities of its rules text, keywords too
        current.keywords = ()
    if modification.replace_creature_types:  # 205.1b: "a Bird artifact creature"
        subtypes = [s for s in subtypes if subtype_kind(s) is not CREATURE]
    subtypes += [s for s in modification.add_subtypes if s not in subtypes]
    current.types = tuple(types)
    current.subtypes = tuple(s for s in subtypes if _goes_with(s, current.types))


def _goes_with(subtype: str, types: tuple[CardType, ...]) -> bool:
    """A subtype stays only while the object has a card type it goes with (205.1a,
    205.3d); a kindred object has creature types (308.2)."""
    kind = subtype_kind(subtype)
    return kind in types or (kind is CREATURE and KINDRED in types)


def mana_abilities(obj: GameObject) -> tuple[ManaAbilityDefinition, ...]:
    """Its mana abilities (605.1a): those of its rules text, unless a land type was set
    (305.7), and the intrinsic "{T}: Add [mana]" of each of its basic land types
    (305.6), once. Found once for each time its characteristics are."""
    current = characteristics(obj)
    kept = obj.game.mana_abilities_cache.get(obj.id)
    if kept is not None and kept[0] is current:  # the same characteristics, kept
        return kept[1]  # type: ignore[no-any-return]
    own = obj.face.mana_abilities if current.rules_text else ()
    found = own
    if LAND in current.types:
        extra = tuple(
            INTRINSIC[s] for s in current.subtypes if s in INTRINSIC and INTRINSIC[s] not in own
        )
        found = own + extra if extra else own
    obj.game.remember(obj.game.mana_abilities_cache, obj, (current, found))
    return found


def refresh(game: GameCore) -> None:
    """After each action: a permanent whose controller changed has been under its new
    controller's control only from now (302.6) and leaves combat, as does one that
    stopped being a creature (506.4), whatever made it stop; each change is logged.
    Controllers are looked at again only once the board version has moved (613.1b)."""
    combat = game.combat
    if any(e.duration.tracks_source for e in game.continuous_effects):
        _end_lapsed(game)
    if not in_force(game):
        for permanent in game.battlefield:  # a loop, not any(): one pass a settle, hot
            if permanent.seen_controller is not permanent.base_controller:
                break
        else:
            if combat is not None:
                _noncreatures_leave_combat(game, combat)
            return
    if game.board_version != game.controllers_seen_at:  # else no controller changed
        for permanent in game.battlefield:
            controller = permanent.controller
            if controller is not permanent.seen_controller:
                permanent.seen_controller = controller
                permanent.control_since = game.new_timestamp()
                game.emit(ControlChanged(permanent, controller))
                if combat is not None and combat.in_combat(permanent):
                    combat.remove(permanent)
                    game.emit(RemovedFromCombat(permanent))
        object.__setattr__(game, "controllers_seen_at", game.board_version)  # not journaled
    if combat is not None:
        _noncreatures_leave_combat(game, combat)


def _end_lapsed(game: GameCore) -> None:
    """ "For as long as" effects whose duration is over end (611.2b): once over, an
    effect doesn't begin again if its source comes back under its controller's control.
    Until then, within the action, it doesn't apply (:func:`_decide`)."""
    kept = tuple(e for e in game.continuous_effects if e.lasting())
    if len(kept) != len(game.continuous_effects):
        game.continuous_effects = kept


def _noncreatures_leave_combat(game: GameCore, combat: Combat) -> None:
    """506.4: a permanent that is no longer a creature is removed from combat, and a
    planeswalker being attacked that left, stopped being one or changed controller."""
    gone = [a for a, _ in combat.attackers if not a.is_creature]
    gone += [b for b, _ in combat.blocks if not b.is_creature and b not in gone]
    for permanent in gone:
        combat.remove(permanent)
        game.emit(RemovedFromCombat(permanent))
    if combat.planeswalkers:
        for planeswalker in combat.drop_planeswalkers_gone():
            game.emit(RemovedFromCombat(planeswalker))
