"""Moving objects between zones (400) and entering the battlefield (614.12, 303.4)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

from cardhost.kernel import copying, layers, linked_exile
from cardhost.kernel import counters as counters_module
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.core import zone_named
from cardhost.kernel.journal import atomic, reading
from cardhost.kernel.knowledge import knowing
from cardhost.kernel.objects import GameObject, Player, counted
from cardhost.kernel.plugins import call_guarded
from cardhost.kernel.replacement import apply_replacements
from cardhost.model.card_types import LORE, LOYALTY
from cardhost.model.continuous import Layer
from cardhost.model.errors import CardhostError
from cardhost.model.events import (
    CardDrawn,
    Discarded,
    PermanentEntered,
    StaysPut,
    TokenCreated,
    ZoneChanged,
)
from cardhost.model.keywords import protected_from
from cardhost.model.replaceable import (
    CreatingTokens,
    DrawingCard,
    EnteringPermanent,
    MovingObject,
)
from cardhost.model.zones import (
    BATTLEFIELD,
    EXILE,
    GRAVEYARD,
    HAND,
    HIDDEN_ZONES,
    LIBRARY,
    STACK,
    Zone,
)

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.model.copy_values import CopiedValues
    from cardhost.model.definitions import CardDefinition

MOST_TOKENS_AT_ONCE = 1_000_000
"""The most tokens one effect may create: each is an object (111.1), about a kilobyte and
some microseconds, so a million is seconds and a gigabyte; more is refused, not waited on."""


def add_card(
    game: GameCore,
    card: str | CardDefinition,
    player: Player | str,
    zone: Zone | str = BATTLEFIELD,
    *,
    tapped: bool = False,
    transformed: bool = False,
    attached_to: GameObject | None = None,
    summoning_sick: bool = False,
    controller: Player | str | None = None,
    counters: Mapping[str, int] | None = None,
) -> GameObject:
    """Set up a position: place a card, owned by ``player``, as if it had always been
    there (a planeswalker with its printed loyalty in loyalty counters, 306.5b; an Aura
    or Equipment ``attached_to`` a permanent it can be, 303.4a, 301.5), with exactly
    ``counters`` of each kind given (122.1; a planeswalker's loyalty given is its
    loyalty, not added to the printed one; a card suspended in exile, its time
    counters, 702.62a). No replacement effects or triggers apply; use actions for
    that. A card that can't be placed so raises and leaves the game as it was."""
    owner = game.as_player(player)
    definition = game.card(card)
    zone = zone_named(zone)
    given = counters_module.as_placed(counters or {})
    if given and zone not in (BATTLEFIELD, EXILE):
        raise CardhostError(
            f"{definition.name} is placed with counters on the battlefield or in exile "
            f"(122.1, 702.62a), not in {zone.value}"
        )
    if transformed and definition.back is None:
        raise CardhostError(f"{definition.name} has no back face to show (712)")
    if attached_to is not None:
        game.existing(attached_to)  # a permanent of this game, not a name
    with atomic():
        obj = game.new_object(definition, owner, zone)
        if zone is BATTLEFIELD and not obj.is_permanent_card:
            raise CardhostError(
                f"{obj.name} can't be on the battlefield: an instant or sorcery card can't "
                "enter it (304.4, 307.4)"
            )
        if zone is BATTLEFIELD:
            obj.base_controller = game.as_player(controller) if controller else owner
            obj.tapped = tapped
            obj.transformed = transformed
            obj.control_since = game.new_timestamp() if summoning_sick else 0
            if obj.is_planeswalker and obj.face.loyalty:  # 306.5b: the face up's, as it entered
                obj.counters = counted({LOYALTY: obj.face.loyalty})
            if obj.is_aura:
                if attached_to is None or not can_enchant(game, obj, attached_to):
                    raise CardhostError(
                        f"{obj.name} must be attached to something it can enchant (303.4a)"
                    )
                obj.attached_to = attached_to
            elif attached_to is not None:
                if not can_equip(obj, attached_to):
                    raise CardhostError(
                        f"{obj.name} can't be attached to {attached_to.name}: only an "
                        "Equipment is, to a creature on the battlefield without "
                        "protection from it (301.5c, 702.16d)"
                    )
                obj.attached_to = attached_to
        if given:
            placed = {**obj.counters, **given}
            obj.counters = counted({kind: amount for kind, amount in placed.items() if amount})
        place(game, obj, zone)
        if zone is BATTLEFIELD and _gives_control(obj):  # as if always so (302.6, 613.1b)
            for permanent in game.battlefield:  # no control change to see
                if permanent.controller is not permanent.seen_controller:
                    permanent.seen_controller = permanent.controller
    return obj


def _gives_control(obj: GameObject) -> bool:
    """Whether a static ability of ``obj``'s face changes control (613.1b: Mind Control's
    "You control enchanted creature.")."""
    return any(
        m.layer is Layer.CONTROL for static in obj.face.all_statics for m in static.modifications
    )


def remove(game: GameCore, obj: GameObject, *, out_of_combat: bool = False) -> None:
    """Take an object out of its zone, ending what tied it to the battlefield (its
    combat, 506.4, unless ``out_of_combat`` says it has left it already). The old object
    no longer exists: its ``zone`` becomes ``None`` (400.7)."""
    if obj.zone is BATTLEFIELD and obj.last_known is None:
        remember(obj)
    game.contents(obj.zone, obj.owner).remove(obj)
    if obj.zone is BATTLEFIELD:
        if game.combat is not None and not out_of_combat:
            game.combat.remove(obj)
        if obj in game.static_sources:
            game.static_sources = tuple(o for o in game.static_sources if o is not obj)
    obj.zone = None  # the object is gone; what it became is a new object (400.7)


def remember(obj: GameObject) -> None:
    """Keep a permanent's characteristics as it last exists on the battlefield, for
    abilities that look back (113.7a, 603.10a, 608.2h); with no effect in force, its
    printed values are already that."""
    if layers.in_force(obj.game) or obj.face.counted_pt is not None:  # a count changes
        obj.last_known = layers.characteristics(obj)


def place(game: GameCore, obj: GameObject, zone: Zone) -> None:
    """Put an object into a zone: on top of a library (its first card); elsewhere, last."""
    obj.zone = zone
    contents = game.contents(zone, obj.owner)
    if zone is LIBRARY:
        contents.insert(0, obj)
    else:
        contents.append(obj)
    if zone is BATTLEFIELD:
        _on_battlefield(game, [obj])
    elif obj.token or (obj.is_copy and zone is not STACK):  # to cease to exist (704.5d-e)
        game.grow("stray_tokens", obj)


def _on_battlefield(game: GameCore, permanents: list[GameObject]) -> None:
    """Permanents arrived: each gets a timestamp (613.7d; of several at once, each its own
    and the first of them as :attr:`~GameObject.arrived_with`, 613.7m), and those with static
    abilities on a face they may have (either face, or the one a copy effect gave them,
    707.2) become sources of continuous effects (604.2), as do those whose
    characteristic-defining ability there counts a life total or cards (604.3), which
    change with no permanent changing."""
    sources = []
    first = game.clock + 1
    for permanent in permanents:
        permanent.timestamp = game.new_timestamp()
        if len(permanents) > 1:
            permanent.arrived_with = first
        permanent.seen_controller = permanent.base_controller
        definition = permanent.definition
        copied = permanent.copied
        faces = (definition.front, definition.back, *(copied.faces if copied else ()))
        if any(
            face is not None and (face.all_statics or face.counts_beyond_the_battlefield)
            for face in faces
        ):
            sources.append(permanent)
    if sources:
        game.static_sources = (*game.static_sources, *sources)


def stays(obj: GameObject) -> bool:
    """Whether ``obj`` is a token that has left the battlefield: it can't move to another
    zone nor come back; it remains where it is instead, until state-based actions end it
    (111.8, 704.5d)."""
    return obj.is_token and obj.zone is not BATTLEFIELD


def move(
    game: GameCore,
    obj: GameObject,
    zone: Zone,
    reason: str = "",
    *,
    replaced: bool = True,
    face_down: bool = False,
) -> GameObject:
    """Move an object to another zone; it becomes a new object (400.7). Returns it. A
    spell cast for its flashback cost, or a half with aftermath cast from a graveyard,
    goes to exile instead, wherever it would go as it leaves the stack (702.34a,
    702.127a), unless ``replaced`` is false: a game that restarts has no effects left to
    apply (726.2). ``face_down``: it becomes a face-down object there (708.4). A token
    that has left the battlefield stays where it is, and is returned (111.8)."""
    if stays(obj):
        return obj
    if replaced and obj.zone is STACK and zone is not EXILE:
        if obj.flashback:
            zone, reason = EXILE, f"{reason}; exiled instead: its flashback cost was paid, 702.34a"
        elif obj.half is not None and obj.face.aftermath and not obj.is_copy:
            zone, reason = EXILE, f"{reason}; exiled instead: cast from a graveyard, 702.127a"
    if replaced:
        zone, reason = _destination(game, obj, zone, reason)
    origin = obj.zone
    known = knowing(game.players, obj) if origin in HIDDEN_ZONES else ()
    new = relocate(game, obj, zone, face_down)
    game.emit(ZoneChanged(obj, origin.value, zone.value, reason, new, known_to=known))
    if origin is BATTLEFIELD and game.exiled_with:
        return_exiled_until(game, [obj])
    return new


def discard_card(game: GameCore, card: GameObject, reason: str) -> GameObject:
    """Its owner discards ``card`` from their hand (701.9a): it moves to their graveyard,
    or, with madness, into exile (702.35a), or where another replacement effect sends it
    instead (614.1a); a :class:`Discarded` event says so, every discard's one path.
    Returns the new object (400.7); a token, which stays in the hand, itself (111.8)."""
    if stays(card):
        return card
    madness = card.face.madness is not None and card.has_rules_text
    if madness:
        reason = f"{reason}; exiled instead, madness 702.35a"
    zone, why = _destination(game, card, EXILE if madness else GRAVEYARD, reason)
    new = relocate(game, card, zone)
    exiled = madness and zone is EXILE
    game.emit(Discarded(card, HAND.value, zone.value, why, new, player=card.owner, madness=exiled))
    return new


def move_together(game: GameCore, moves: list[tuple[GameObject, Zone, str]]) -> list[GameObject]:
    """Move objects at the same time (704.3, 603.10a): every object moves, then each
    move's event fires, naming all of them as moved together. Returns the new objects (a
    token that has left the battlefield stays: 111.8)."""
    moves = [
        (obj, *_destination(game, obj, zone, reason))
        for obj, zone, reason in moves
        if not stays(obj)
    ]
    origins = [obj.zone for obj, _, _ in moves]
    known = [knowing(game.players, obj) if obj.zone in HIDDEN_ZONES else () for obj, _, _ in moves]
    for obj, _, _ in moves:  # as they all are just before any leaves (603.10a)
        if obj.zone is BATTLEFIELD:
            remember(obj)
    if game.combat is not None:  # 506.4: each leaves its combat, all in one pass
        game.combat.remove_all(obj for obj, _, _ in moves if obj.zone is BATTLEFIELD)
    news = [relocate(game, obj, zone, out_of_combat=True) for obj, zone, _ in moves]
    together = tuple(obj for obj, _, _ in moves)
    for (obj, zone, reason), origin, new, knew in zip(moves, origins, news, known, strict=True):
        game.emit(ZoneChanged(obj, origin.value, zone.value, reason, new, together, knew))
    if game.exiled_with:
        left = [obj for obj, origin in zip(together, origins, strict=True) if origin is BATTLEFIELD]
        return_exiled_until(game, left)
    return news


def _destination(game: GameCore, obj: GameObject, zone: Zone, reason: str) -> tuple[Zone, str]:
    """Where ``obj`` goes instead of ``zone``, as the replacement effects offered for its
    move make it (614.1a; its controller orders several, 616.1), and why; an unearthed
    permanent leaving the battlefield goes into exile instead (702.84a)."""
    if obj.unearthed and obj.zone is BATTLEFIELD and zone is not EXILE:
        zone, reason = EXILE, f"{reason}; exiled instead, unearth 702.84a"
    if not game.host.implements("replace_zone_change"):
        return zone, reason
    moving, sources = apply_replacements(
        game,
        MovingObject(obj, zone.value),
        lambda event: game.broadcast("replace_zone_change", event=event),
        obj.controller,
        f"{obj.name} moving to the {zone.value}",
    )
    if moving.zone == zone.value:
        return zone, reason
    instead = f"{reason}; {moving.zone} instead, by {', '.join(sources)}, 614.1a"
    return zone_named(moving.zone), instead


def return_exiled_until(game: GameCore, left: list[GameObject]) -> None:
    """610.3: the cards exiled until one of ``left`` leaves the battlefield return to the
    battlefield right after, under their owners' control (610.3c), all at once
    (610.3d)."""
    cards, game.exiled_with = linked_exile.taken(game.exiled_with, left, until_leaves=True)
    if cards:
        return_to_battlefield(game, cards)


def return_to_battlefield(game: GameCore, cards: list[GameObject]) -> None:
    """Put ``cards`` onto the battlefield at the same time, each under its owner's
    control (610.3c), replacement effects applying to each (614.12); an instant or
    sorcery card stays where it is (400.4a)."""
    enter_together(game, [(c, c.owner) for c in cards if c.is_permanent_card])


def enter_together(
    game: GameCore, cards: list[tuple[GameObject, Player]], *, tapped: bool = False
) -> list[GameObject]:
    """Put ``cards`` onto the battlefield at the same time, each under the control of the
    player beside it: how each enters is found with none of them there yet (614.12), and
    each sees the others enter (603.6a). Returns the permanents that entered."""
    arrivals = [_prepare(game, card, whose, None, tapped, None, 0, None) for card, whose in cards]
    arrived = [a for a in arrivals if a is not None]
    _arrive(game, arrived)
    return [a.permanent for a in arrived]


def relocate(
    game: GameCore,
    obj: GameObject,
    zone: Zone,
    face_down: bool = False,
    *,
    out_of_combat: bool = False,
) -> GameObject:
    """Take ``obj`` out of its zone and put the new object it becomes into ``zone``
    (400.7), face down if ``face_down`` (708.4), with no event: the caller fires it.
    ``out_of_combat``: it has left its combat already (:func:`remove`)."""
    remove(game, obj, out_of_combat=out_of_combat)
    new = game.new_object(obj.definition, obj.owner, zone, token=obj.is_token, card_id=obj.card_id)
    if obj.is_copy:  # a copy of a spell that left the stack, to cease to exist (704.5e)
        new.is_copy = True
    if face_down:
        new.face_down = True
    place(game, new, zone)
    return new


def draw_card(game: GameCore, player: Player) -> GameObject | None:
    """``player`` draws the top card of their library (121.1), unless a replacement
    effect replaces the draw (121.6; ``None``); from an empty library, nothing is drawn
    and they will lose (121.4, 704.5b)."""
    if game.host.implements("replace_draw") and _draw_replaced(game, player):
        return None
    library = player.contents(LIBRARY)
    if not library:
        player.drew_from_empty_library = True
        return None
    card = library.first()
    if stays(card):  # 111.8: a token put there stays; nothing is drawn
        return None
    new = relocate(game, card, HAND)
    game.emit(CardDrawn(card, "library", "hand", "121.1", new, player=player))
    return new


def draw_replaceable(game: GameCore, player: Player) -> bool:
    """Whether any replacement effect is offered for ``player``'s next draw (121.6): the
    game only read. With none, and an empty library, every draw left is the same draw
    of nothing (121.4)."""
    if not game.host.implements("replace_draw"):
        return False
    with reading("who replaces a draw (121.6)"):
        return bool(game.broadcast("replace_draw", event=DrawingCard(player)))


def _draw_replaced(game: GameCore, player: Player) -> bool:
    """Whether the replacement effects offered for ``player``'s draw replace it (121.6,
    614.11; the player orders several, 616.1; once replaced, no other draw replacement
    applies, 616.1f); if so, what replaces it happens now (614.11a)."""
    drawing, sources = apply_replacements(
        game,
        DrawingCard(player),
        lambda event: [] if event.replaced else game.broadcast("replace_draw", event=event),
        player,
        f"{player}'s draw",
    )
    if not drawing.replaced:
        return False
    if drawing.instead is not None:
        call_guarded(sources[-1], "its replacement effect", drawing.instead, game)
    return True


def can_enchant(game: GameCore, aura: GameObject, obj: GameObject) -> bool:
    """Whether ``aura`` could legally enchant ``obj`` (303.4a, 702.5a): never while the
    Aura is also a creature (303.4d)."""
    enchant = aura.face.enchant
    if obj is aura or obj.zone is not BATTLEFIELD or enchant is None or aura.is_creature:
        return False
    if protected_from(obj.keywords, aura) is not None:  # 702.16c
        return False
    if enchant == "permanent":
        return True
    return obj.is_type(enchant.capitalize())


def can_equip(equipment: GameObject, obj: GameObject) -> bool:
    """Whether ``equipment`` could legally equip ``obj`` (301.5c): an Equipment that
    isn't a creature, a creature on the battlefield other than itself, without
    protection from a quality of the Equipment (702.16d)."""
    if obj is equipment or obj.zone is not BATTLEFIELD or not obj.is_creature:
        return False
    if "Equipment" not in equipment.subtypes or equipment.is_creature:
        return False
    return protected_from(obj.keywords, equipment) is None


def _can_enter_attacking(game: GameCore, permanent: GameObject, defender: Player) -> bool:
    """A creature put onto the battlefield attacking attacks only if the attacking player
    controls it and it attacks a defending player still in the game (506.3a-b)."""
    return (
        permanent.is_creature
        and permanent.controller is game.active_player
        and defender is not game.active_player
        and not defender.has_lost
    )


@dataclass(frozen=True)
class _Arrival:
    """A permanent about to enter, with how it enters after replacement effects: the
    counters it enters with among them (614.1c, 122.6)."""

    permanent: GameObject
    entering: EnteringPermanent
    card: GameObject | None
    origin: str
    attach_to: GameObject | None
    attacking: Player | None
    counters: tuple[tuple[str, int], ...] = ()


def enter_battlefield(
    game: GameCore,
    card: GameObject | None,
    controller: Player,
    *,
    definition: CardDefinition | None = None,
    tapped: bool = False,
    attacking: Player | None = None,
    x: int = 0,
    attach_to: GameObject | None = None,
    evoked: bool = False,
    kicked: bool = False,
    counters: Mapping[str, int] | None = None,
    reason: str = "",
    face_down: bool = False,
) -> GameObject | None:
    """Put ``card`` (or a new token of ``definition``) onto the battlefield, with
    ``counters`` on it as it enters (614.1c).

    Replacement effects for how it enters apply first (614.12, 616.1); an Aura not cast
    has its controller choose what it enchants, and stays where it was if nothing is
    legal (303.4f). Then ``on_enter_battlefield`` fires with ``x`` (107.3m). ``evoked``:
    the spell it was was cast for its evoke cost (702.74a); ``kicked``: with its kicker
    paid, which the permanent's abilities may ask (702.33d); ``face_down``: it is turned
    face down before it enters (708.3, 708.4), so it enters with no abilities.
    """
    arrival = _prepare(
        game,
        card,
        controller,
        definition,
        tapped,
        attacking,
        x,
        attach_to,
        counters,
        face_down,
        evoked=evoked,
        kicked=kicked,
    )
    if arrival is None:
        return None
    _arrive(game, [arrival])
    return arrival.permanent


def create_tokens(
    game: GameCore,
    definition: CardDefinition,
    controller: Player,
    count: int,
    copied: CopiedValues | None = None,
    tapped: bool = False,
) -> list[GameObject]:
    """Create ``count`` tokens of ``definition`` (111.2): replacement effects apply to
    the creation (614.1a, how many) and to each token entering (614.12), and they enter
    the battlefield at the same time, so each sees the others enter (603.6a); the cost
    is linear in ``count``, which is at most :data:`MOST_TOKENS_AT_ONCE`. ``copied``: the
    tokens are copies, with those values (707.2); ``tapped``: they enter tapped
    ("Create a tapped 2/2 black Zombie creature token", 110.5b)."""
    if game.host.implements("replace_token_creation"):
        creating, _ = apply_replacements(
            game,
            CreatingTokens(controller, definition, count),
            lambda event: game.broadcast("replace_token_creation", event=event),
            controller,
            f"{count} {definition.name} being created",
        )
        count = creating.count
    if count > MOST_TOKENS_AT_ONCE:
        raise CardhostError(
            f"{count:,} tokens of {definition.name} asked for at once; cardhost creates at most "
            f"{MOST_TOKENS_AT_ONCE:,} (each is an object, 111.1)"
        )
    arrivals = []
    for _ in range(count):
        arrival = _prepare(game, None, controller, definition, tapped, None, 0, None, copied=copied)
        if arrival is not None:
            arrivals.append(arrival)
    _arrive(game, arrivals)
    return [arrival.permanent for arrival in arrivals]


def _prepare(
    game: GameCore,
    card: GameObject | None,
    controller: Player,
    definition: CardDefinition | None,
    tapped: bool,
    attacking: Player | None,
    x: int,
    attach_to: GameObject | None,
    counters: Mapping[str, int] | None = None,
    face_down: bool = False,
    copied: CopiedValues | None = None,
    *,
    evoked: bool = False,
    kicked: bool = False,
) -> _Arrival | None:
    """The new permanent and how it will enter: what an Aura enchants (303.4f), then
    the replacement effects (614.12, 616.1). ``None`` if it stays where it is: a token
    that has left the battlefield can't come back (111.8), an instant or sorcery card
    can't enter (304.4, 307.4; a token of one isn't created, 111.5), an Aura with nothing
    to enchant stays (303.4g)."""
    if card is not None and stays(card) and not card.is_copy:
        return None
    source = card.definition if card is not None else definition
    owner = card.owner if card is not None else controller
    assert source is not None
    copy_of_spell = card is not None and card.is_copy  # 608.3f, 111.13: becomes a token
    if copy_of_spell and copied is None:
        copied = card.copied  # the copiable values it had as a spell (707.2, 708.2)
    permanent = game.new_object(
        source,
        owner,
        BATTLEFIELD,
        token=card is None or copy_of_spell,
        card_id=card.card_id if card is not None and not copy_of_spell else None,
    )
    permanent.base_controller = controller
    if evoked:  # 702.74a: known as it enters, as its replacement effects apply
        permanent.evoked = True
    if kicked:  # 702.33d: "If this creature was kicked, it enters with ..."
        permanent.kicked = True
    if face_down:  # 708.3: turned face down before it enters
        permanent.face_down = True
    if copied is not None:  # 707.2: a token that's a copy
        permanent.copied = copied
        if copied.double_faced and copied.back:  # 707.8a: it enters with its back face up
            permanent.transformed = True
    copying.enter_as_copy(game, permanent, controller)  # 707.5, before what it enters with
    if not permanent.is_permanent_card:  # 304.4, 307.4; a token copy of one isn't made, 111.5
        if card is not None:
            reason = "an instant or sorcery card can't enter the battlefield (304.4, 307.4)"
            game.emit(StaysPut(card, reason))
        return None
    if permanent.is_aura and attach_to is None:
        options = [o for o in game.battlefield if can_enchant(game, permanent, o)]
        if not options:
            game.emit(StaysPut(card or permanent, "an Aura with nothing it could enchant (303.4g)"))
            return None
        attach_to = game.choose(
            ChoiceKind.ATTACH, controller, f"what {permanent.name} enchants (303.4f)", options
        )
    with _about_to_enter(game, permanent):
        return _replaced(
            game, permanent, card, controller, tapped, attacking, x, attach_to, counters
        )


@contextmanager
def _about_to_enter(game: GameCore, permanent: GameObject) -> Iterator[None]:
    """While the replacement effects for how ``permanent`` enters are found, its own
    static abilities apply to it, and to it alone (614.12)."""
    if not permanent.face.all_statics:
        yield
        return
    before = game.static_sources
    object.__setattr__(game, "entering", (*game.entering, permanent))
    game.static_sources = (*before, permanent)
    try:
        yield
    finally:
        game.static_sources = before
        object.__setattr__(game, "entering", tuple(p for p in game.entering if p is not permanent))


def _replaced(
    game: GameCore,
    permanent: GameObject,
    card: GameObject | None,
    controller: Player,
    tapped: bool,
    attacking: Player | None,
    x: int,
    attach_to: GameObject | None,
    counters: Mapping[str, int] | None,
) -> _Arrival | None:
    """How ``permanent`` enters: the replacement effects for entering (614.12, 616.1),
    and those for the counters it enters with (122.6), of
    the permanents already on the battlefield."""
    spent = card.colors_spent if card is not None and card.zone is STACK else 0
    entering = EnteringPermanent(permanent, controller, tapped=tapped, x=x, colors_spent=spent)
    printed_loyalty = permanent.face.loyalty
    if printed_loyalty and permanent.is_planeswalker:  # 306.5b: enters with its loyalty
        entering = entering.with_counters(LOYALTY, printed_loyalty)
    if permanent.face.final_chapter and permanent.is_saga:  # 714.3a
        entering = entering.with_counters(LORE, 1)
    for kind, amount in (counters or {}).items():  # 614.1c: "with a counter on it"
        entering = entering.with_counters(kind, amount)
    entering, _ = apply_replacements(
        game,
        entering,
        lambda event: [
            *game.call_card(permanent, "replace_own_entering", event=event),
            *game.broadcast("replace_enter_battlefield", event=event),
        ],
        controller,
        f"{permanent.name} entering the battlefield",
    )
    together: dict[str, int] = {}
    for kind, amount in entering.counters:  # each effect's, of one kind: one putting (122.6)
        together[kind] = together.get(kind, 0) + amount
    placed = tuple(
        (kind, counters_module.replaced(game, permanent, kind, amount))
        for kind, amount in together.items()
    )
    origin = card.zone.value if card is not None and card.zone is not None else ""
    return _Arrival(permanent, entering, card, origin, attach_to, attacking, placed)


def _arrive(game: GameCore, arrivals: list[_Arrival]) -> None:
    """The permanents enter the battlefield together, then their events happen."""
    for arrival in arrivals:
        if arrival.card is not None:
            remove(game, arrival.card)
        permanent = arrival.permanent
        permanent.tapped = arrival.entering.tapped
        permanent.attached_to = arrival.attach_to
        permanent.control_since = game.new_timestamp()
        permanent.zone = BATTLEFIELD
    game.shared_zones[BATTLEFIELD].extend(a.permanent for a in arrivals)
    _on_battlefield(game, [a.permanent for a in arrivals])
    for arrival in arrivals:  # 614.1c: on it as it enters, so before its events
        for kind, amount in arrival.counters:
            counters_module.place(game, arrival.permanent, kind, amount)
    combat = game.combat
    for arrival in arrivals:
        defender = arrival.attacking
        permanent = arrival.permanent
        if (
            defender is not None
            and combat is not None
            and _can_enter_attacking(game, permanent, defender)
        ):
            combat.attackers = (*combat.attackers, (permanent, defender))  # 506.3
    for arrival in arrivals:
        permanent = arrival.permanent
        if arrival.card is None:
            game.emit(TokenCreated(permanent))
        game.emit(PermanentEntered(permanent, permanent.tapped, arrival.origin, arrival.entering.x))
