"""Players and game objects: the mutable, journaled state of a game (rules 102, 109, 400)."""

from __future__ import annotations

import copy
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any, Protocol

from cardhost.kernel import journal
from cardhost.kernel.contents import ZoneContents
from cardhost.kernel.journal import Tracked
from cardhost.model.card_types import (
    CREATURE,
    LAND,
    LOYALTY,
    PERMANENT_TYPES,
    PLANESWALKER,
    CardType,
)
from cardhost.model.copy_values import CopiedValues
from cardhost.model.definitions import (
    FACE_DOWN,
    ActivatedAbility,
    CardDefinition,
    Face,
    ManaAbilityDefinition,
)
from cardhost.model.events import FACE_DOWN_NAME, ObjectRef, object_type, plain_type
from cardhost.model.mana import EMPTY_POOL, Color, ManaCost, ManaPool
from cardhost.model.turns import NOTHING_YET, ThisTurn
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD, HAND, LIBRARY, PLAYER_ZONES, STACK, Zone


@dataclass
class Characteristics:
    """What a permanent is after the effects applied so far (613.1); ``applied`` is the
    working memory of one computation (whether each effect applies, 613.6), not saved."""

    controller: Player
    types: tuple[CardType, ...]
    subtypes: tuple[str, ...]
    supertypes: tuple[str, ...]
    colors: frozenset[Color]
    keywords: tuple[str, ...]
    power: int | None
    toughness: int | None
    rules_text: bool = True
    restrictions: tuple[tuple[str, str], ...] = ()
    """What effects say it can't do, each with the name of the effect's source."""
    granted: tuple[ActivatedAbility, ...] = ()
    """Activated abilities effects give it (613.1f)."""
    granted_by: tuple[tuple[int, int], ...] = ()
    """For each of :attr:`granted`, the object whose effect gives it and the ability's
    place among those that object gives (602.5c)."""
    applied: dict[int, bool] = field(default_factory=dict, metadata={"saved": False})
    kept_statics: frozenset[int] = field(default=frozenset(), metadata={"saved": False})
    """Once a land type set took its rules text (305.7): its own static abilities whose
    effects had come up in layer order before (613.8), by their modifications' ids, which
    exist still and keep applying (613.6)."""


_PT_COUNTER = re.compile(r"([+-]\d{1,3})/([+-]\d{1,3})")
"""A counter whose name is a change of power and toughness (122.1a)."""

_UNSEEN = object()
"""No game or owner yet: what :meth:`GameObject.copied_together` starts from."""


def counted(counters: Mapping[str, int]) -> Mapping[str, int]:
    """Counters as an object holds them (122.1): a read-only mapping, replaced whole (and
    journaled) when they change, never changed in place, so no code can change them
    outside an action's journal or while the game is only read."""
    return MappingProxyType(dict(counters))


NO_COUNTERS: Mapping[str, int] = MappingProxyType({})
"""A new object's counters: none."""


def counter_change(counters: Mapping[str, int]) -> tuple[int, int]:
    """What an object's +X/+Y counters add to its power and toughness (122.1a, 613.4c):
    +1/+1, -1/-1, +1/+0 and the like, each as many times as it has them."""
    power = toughness = 0
    for kind, count in counters.items():
        change = _PT_COUNTER.fullmatch(kind)
        if change is not None:
            power += int(change[1]) * count
            toughness += int(change[2]) * count
    return power, toughness


class InCombat(Protocol):
    """What an object reads of the combat under way (506.4)."""

    def is_attacking(self, creature: GameObject) -> bool: ...

    def is_blocking(self, creature: GameObject) -> bool: ...


class ObjectsGame(Protocol):
    """What an object reads of its game: whether continuous effects are in force, and
    if so its characteristics through the layers (613), which the game's rule modules
    compute (:class:`cardhost.kernel.core.GameCore` declares them)."""

    continuous_effects: tuple[Any, ...]
    static_sources: tuple[GameObject, ...]
    entering: tuple[GameObject, ...]
    combat: InCombat | None

    @property
    def tapped_is_read(self) -> bool: ...

    def characteristics_of(self, obj: GameObject) -> Characteristics: ...

    def controller_of(self, obj: GameObject) -> Player: ...

    def mana_abilities_of(self, obj: GameObject) -> tuple[ManaAbilityDefinition, ...]: ...


@plain_type
class Player(Tracked):
    """A player (102): life, mana pool, and a count of the turns they have taken."""

    unversioned = frozenset(
        {"mana_pool", "lands_played", "turns_taken", "turn_began_at"}
        | {"upkeep_began_at", "last_upkeep_began_at", "seen"}
    )
    on_board = False
    """No permanent reads its player's state but through a continuous effect (a
    condition on life, say) or a characteristic-defining ability counting life (604.3),
    whose permanent is a source of effects (``static_sources``); while one is in force
    the board is read anew after every change; a player leaving the game (800.4a)
    changes the battlefield's contents."""

    def __init__(self, name: str, index: int, life: int = 20) -> None:
        self.name = name
        self.index = index
        self.starting_life = life
        self.life = life
        self.mana_pool: ManaPool = EMPTY_POOL
        self.turns_taken = 0
        self.turn_began_at: int | None = None
        self.upkeep_began_at: int | None = None
        """When their most recent upkeep began (a timestamp, 613.7)."""
        self.last_upkeep_began_at: int | None = None
        """When the upkeep before it began: "your last upkeep" as an upkeep begins
        (702.30a); ``None`` if they had none."""
        self.lands_played = 0
        self.poison = 0
        """Their poison counters (122.1f): ten or more and they lose (704.5c)."""
        self.energy = 0
        """Their energy counters ({E}, 107.14): got from effects, paid in costs."""
        self.has_lost = False
        self.drew_from_empty_library = False
        self.this_turn: ThisTurn = NOTHING_YET
        """What they and their permanents did this turn (:mod:`~cardhost.kernel.turn_history`)."""
        self.seen: frozenset[int] = frozenset()
        """The objects in hidden zones (400.2) they have seen, by number: revealed or
        looked at (:mod:`~cardhost.kernel.knowledge`)."""
        zones = {zone: ZoneContents[GameObject]() for zone in PLAYER_ZONES}
        object.__setattr__(self, "_zones", zones)

    @property
    def library(self) -> tuple[GameObject, ...]:
        """The player's library, top card first (401.1)."""
        return self._zones[LIBRARY].view()

    @property
    def hand(self) -> tuple[GameObject, ...]:
        return self._zones[HAND].view()

    @property
    def graveyard(self) -> tuple[GameObject, ...]:
        """The player's graveyard, the card put there last at the end (404.1)."""
        return self._zones[GRAVEYARD].view()

    def contents(self, zone: Zone) -> ZoneContents[GameObject]:
        """The contents of one of the player's own zones (400.2): library, hand or
        graveyard, to change them (a rule module's; a card changes zones through
        effects)."""
        return self._zones[zone]  # type: ignore[no-any-return]

    def __repr__(self) -> str:
        return f"Player({self.name!r})"

    def __str__(self) -> str:
        return self.name


FUSED = 2
"""A split card's ``half`` when both halves are cast together (fuse, 702.102a)."""


@object_type
class GameObject(Tracked):
    """A card, token, or copy in a zone (109.1). A new object each time it changes zones
    (400.7). Permanents carry their status (110.5): tapped, face up, attached, damage."""

    unversioned = frozenset(
        {
            "tapped",
            "control_since",
            "x",
            "targets",
            "division",
            "modes",
            "flashback",
            "kicked",
            "bought_back",
            "evoked",
            "rebound",
            "dashed",
            "colors_spent",
            "is_copy",
        }
    )

    versioned_while_read = frozenset({"tapped"})
    stamped = True
    write_stamp = 0
    """The stamp of its latest versioned write (:attr:`Tracked.stamped`); 0 for an
    object restored from a save, not written since."""

    def read_now(self) -> bool:
        """Whether a continuous effect in force may read a permanent's tapped status
        (611.3b: "as long as it's untapped", "untapped creatures you control"), so
        tapping and untapping are changes then."""
        game = self.game
        return bool(game.continuous_effects or game.static_sources) and game.tapped_is_read

    @property
    def on_board(self) -> bool:  # type: ignore[override]
        """A permanent's writes move the board version; a card's elsewhere don't (its
        moving onto or off the battlefield changes the battlefield's contents)."""
        return self.__dict__.get("zone") is BATTLEFIELD

    game: ObjectsGame
    id: int
    token: bool
    card_id: int
    definition: CardDefinition
    owner: Player
    base_controller: Player
    seen_controller: Player
    zone: Zone | None
    tapped: bool
    transformed: bool
    attached_to: GameObject | None
    damage: int
    last_known: Characteristics | None
    deathtouched: bool
    control_since: int
    timestamp: int
    x: int | None
    targets: tuple[GameObject, ...]
    counters: Mapping[str, int]
    modes: tuple[int, ...] = ()
    """The modes chosen for a modal spell (700.2), by their places in the order written;
    kept in the object only once chosen."""
    flashback: bool = False
    """Whether it is a spell cast for its flashback cost (702.34a); kept in the object
    only then."""
    kicked: bool = False
    """Whether it is a spell cast with its kicker paid (702.33d); kept only then."""
    bought_back: bool = False
    """Whether it is a spell cast with its buyback cost paid (702.27a); kept only then."""
    evoked: bool = False
    """Whether it is a spell cast for its evoke cost, or the permanent it became
    (702.74a); kept only then."""
    is_copy: bool = False
    """Whether it is a copy of a spell (707.10): not a card, it ceases to exist in any
    zone but the stack (704.5e); kept only then."""
    division: tuple[int, ...] = ()
    """Of a spell dividing damage, how much each target of its phrase gets, in their
    order (601.2d). Kept only then."""
    half: int | None = None
    """Of a split card cast, the half cast (709.3): 0 the left, 1 the right; only that
    half's characteristics exist on the stack (709.3b); :data:`FUSED`, both (702.102b).
    Kept only then."""
    face_down: bool = False
    """Whether it is a face-down spell or permanent (708): a 2/2 creature with no text,
    no name, no subtypes and no mana cost (708.2a), :data:`FACE_DOWN`. Kept only then."""
    colors_spent: int = 0
    """Of a spell, how many colours of mana were spent to cast it (sunburst, 702.44a;
    converge, 207.2c). Kept only then."""
    dashed: bool = False
    """Whether it is a spell cast for its dash cost (702.109a). Kept only then."""
    arrived_with: int = 0
    """Of a permanent that entered the battlefield with others at once, the first of
    their timestamps (613.7m: each has its own): they have been on it, and had what they
    entered with, for the same time (704.5k). Kept only then."""
    unearthed: bool = False
    """Of a permanent returned by its unearth ability, exiled if it would leave the
    battlefield (702.84a). Kept only then."""
    suspended_by: Player | None = None
    """Of a creature spell cast by its suspend ability, who cast it (702.62a): the
    permanent it becomes has haste until they lose control of it. Kept only then."""
    rebound: bool = False
    """Whether it is a spell with rebound cast from its owner's hand (702.88a): exiled
    rather than put into a graveyard as it resolves. Kept only then."""
    renowned: bool = False
    """Of a permanent, whether it is renowned (702.112b): until it leaves the battlefield;
    neither an ability nor a copiable value. Kept only then."""
    monstrous: bool = False
    """Of a permanent, whether it is monstrous (701.37b): until it leaves the
    battlefield; neither an ability nor a copiable value. Kept only then."""
    copied: CopiedValues | None = None
    """Of a permanent, the copiable values a copy effect gave it (707.2): the face it has
    (face down, it has no name and is 2/2 all the same, 708.2a). Kept only then."""
    counters_put: tuple[tuple[str, int], ...] = ()
    """Of a permanent, when each kind of its counters that change power or toughness was
    last put on it, by timestamp (613.7c: each counter of the kind takes the new one's),
    so they apply in layer 7c in timestamp order with the effects there (613.4c); a kind
    not named was placed with it as if always there (timestamp 0). Kept only then."""
    damaged_by: frozenset[int] = frozenset()
    """Of a permanent, the objects (by number) that dealt it damage this turn, for "a
    creature dealt damage by this creature this turn"; emptied as the turn ends (514.2).
    Kept only then."""

    def was_dealt_damage_by(self, source: object) -> bool:
        """Whether ``source`` dealt it damage this turn (as the object it is, 400.7)."""
        return isinstance(source, GameObject) and source.id in self.damaged_by

    def __init__(
        self,
        game: ObjectsGame,
        object_id: int,
        definition: CardDefinition,
        owner: Player,
        zone: Zone,
        token: bool = False,
        card_id: int | None = None,
    ) -> None:
        """A new object's first values are set as they are, not journaled: if the action
        that made it fails, nothing holds it (the zone it was put in is undone), and it
        is new to every value computed from the game. ``card_id``: the card it is, if
        a card that moved (400.7); else its own number. These are all its attributes
        but the event snapshot a permanent keeps (:meth:`snapshot`) and what a spell
        may be cast with (:attr:`modes`, :attr:`flashback`, class defaults until it
        is): one more here made a goldfish turn take 1.37 times the instructions
        (callgrind), CPython 3.11's reads of objects' attributes falling to their
        unspecialized path, so a new attribute starts as a class default, or is
        measured first."""
        self.__dict__.update(
            game=game,
            id=object_id,
            token=token or definition.is_token,
            card_id=object_id if card_id is None else card_id,
            definition=definition,
            owner=owner,
            base_controller=owner,
            seen_controller=owner,
            zone=zone,
            tapped=False,
            transformed=False,
            attached_to=None,
            damage=0,
            last_known=None,
            deathtouched=False,
            control_since=0,
            timestamp=0,
            x=None,
            targets=(),
            counters=NO_COUNTERS,
        )

    SHARED = frozenset(
        {"id", "token", "card_id", "definition", "zone", "tapped", "transformed", "damage"}
        | {"deathtouched", "control_since", "timestamp", "x", "modes", "flashback", "half"}
        | {
            "division",
            "face_down",
            "damaged_by",
            "renowned",
            "monstrous",
            "copied",
            "rebound",
            "unearthed",
            "dashed",
            "colors_spent",
            "counters_put",
        }
        | {"kicked", "bought_back", "evoked", "is_copy", "counters", "_snapshot", "arrived_with"}
        | {"write_stamp"}
    )
    """Attributes whose values never change in place (numbers, flags, a zone, a card
    definition, the counters, which are replaced whole, journaled): a copy of the game
    (``game.copy()``) shares them."""

    COPIED = frozenset(
        {"game", "owner", "base_controller", "seen_controller", "suspended_by"}
        | {"attached_to", "last_known", "targets"}
    )
    """Attributes a copy of the game copies (the objects and players they name are the
    copy's): every attribute is this or :attr:`SHARED`."""

    def __deepcopy__(self, memo: dict[int, Any]) -> GameObject:
        """Its copy in a copy of the game (:meth:`copied_together`)."""
        return GameObject.copied_together((self,), memo)[0]

    @staticmethod
    def copied_together(objects: Iterable[GameObject], memo: dict[int, Any]) -> list[GameObject]:
        """The copies of ``objects`` in a copy of the game, in order: the :attr:`COPIED`
        attributes copied one by one, without the copy machinery's dispatch; what is
        already copied (their game, their owner) found in ``memo``, and the game and the
        owner an object shares with the one before it not looked for again (a zone's
        objects are copied together: a library's are all one player's). An object of
        another kind (an ability on the stack) is copied by the copy module."""
        known = memo.get
        deepcopy = copy.deepcopy
        new = object.__new__
        put = object.__setattr__
        twins = []
        game = owner = _UNSEEN
        game_copied = owner_copied = None
        for obj in objects:
            key = id(obj)
            twin = known(key)
            if twin is not None:
                twins.append(twin)
                continue
            if type(obj) is not GameObject:  # an ability on the stack among spells
                twins.append(deepcopy(obj, memo))
                continue
            memo[key] = twin = new(GameObject)
            attributes = obj.__dict__.copy()
            value = attributes["game"]
            if value is not game:
                game, game_copied = value, known(id(value)) or deepcopy(value, memo)
            attributes["game"] = game_copied
            value = attributes["owner"]
            if value is not owner:
                owner, owner_copied = value, known(id(value)) or deepcopy(value, memo)
            attributes["owner"] = owner_copied
            value = attributes["base_controller"]
            if value is owner:  # most often: no control-changing effect (108.4)
                attributes["base_controller"] = owner_copied
            else:
                attributes["base_controller"] = known(id(value)) or deepcopy(value, memo)
            value = attributes["seen_controller"]
            if value is owner:
                attributes["seen_controller"] = owner_copied
            else:
                attributes["seen_controller"] = known(id(value)) or deepcopy(value, memo)
            value = attributes["attached_to"]
            if value is not None:
                attributes["attached_to"] = known(id(value)) or deepcopy(value, memo)
            value = attributes["last_known"]
            if value is not None:
                attributes["last_known"] = known(id(value)) or deepcopy(value, memo)
            value = attributes["targets"]
            if value:
                attributes["targets"] = known(id(value)) or deepcopy(value, memo)
            value = attributes.get("suspended_by")
            if value is not None:
                attributes["suspended_by"] = known(id(value)) or deepcopy(value, memo)
            put(twin, "__dict__", attributes)  # not a journaled write
            twins.append(twin)
        return twins

    def snapshot(self) -> ObjectRef:
        """It as it is now, for an event (608.2h): a permanent's kept until
        :func:`version` moves, since every write its number, name or controller depend on
        moves it (a permanent is in event after event; a card elsewhere, in a few, and
        there may be thousands of them)."""
        now = journal.WRITES  # journal.version(), without the call
        kept = self.__dict__.get("_snapshot")
        if kept is not None and kept[0] == now:
            return kept[1]  # type: ignore[no-any-return]
        ref = ObjectRef.of(self)
        if self.zone is BATTLEFIELD:
            self.__dict__["_snapshot"] = (now, ref)  # not state: not journaled nor saved
        elif kept is not None:
            del self.__dict__["_snapshot"]  # it left: a stale one is let go
        return ref

    # Characteristics (109.3), from the face that is up (712.8d-e), then the continuous
    # effects that apply, in layers (613); with none in force, the printed values.
    @property
    def face(self) -> Face:
        """The characteristics it has before continuous effects: a face-down object's are
        :data:`FACE_DOWN` (708.2a), else those of its face that is up (712.8d-e), or of
        a split card's half cast (709.3b) or both halves."""
        copied = self.copied
        if copied is not None and not self.face_down:  # 707.2: a copy's values
            return copied.face_of(self.transformed) if copied.double_faced else copied.face
        definition = self.definition
        one = definition.one_face
        if one is not None:  # 708.2a; only a single-faced card has morph, may be face down
            return FACE_DOWN if self.face_down else one
        if definition.right is not None:  # a split card: 709.3b, 709.4, 702.102b
            half = self.half
            if half is None:
                return definition.combined
            return definition.fused if half == FUSED else definition.halves[half]
        return definition.back if self.transformed else definition.front

    @property
    def rules_card(self) -> CardDefinition:
        """The card whose rules text it has, and whose plugin implements it: a copy's
        the card it copies (707.2), else its own; a face-down object has none, and says
        its own (708.2a: :attr:`has_rules_text` is false)."""
        copied = self.copied
        if copied is None or copied.face_down or self.face_down:
            return self.definition
        return copied.definition

    @property
    def face_up(self) -> Face:
        """The face it would have face up (702.37e): a face-down object's front face (it
        is cast face down from a hand, neither transformed nor a half, 708.4), else its
        face."""
        return self.definition.front if self.face_down else self.face

    def _now(self) -> Characteristics | None:
        """Its characteristics through the layers (613.1), or ``None`` when no effect
        could apply and the face's own values (and counters) are the answer. A permanent
        that left the battlefield keeps what it was as it last existed there (113.7a,
        608.2h, 603.10a)."""
        if self.zone is not BATTLEFIELD:
            return self.last_known if self.zone is None else None
        game = self.game
        if not (game.continuous_effects or game.static_sources):  # in force? inlined: hot
            return None
        known = game.characteristics_cache.get(self.id)  # the layers' answer, kept: hot
        if known is not None and known[0] == game.board_version:
            return known[1]  # type: ignore[no-any-return]
        return game.characteristics_of(self)

    @property
    def controller(self) -> Player:
        """Who controls it (108.4): who put it onto the battlefield, unless a
        control-changing effect says otherwise (613.1b)."""
        if self.zone is not BATTLEFIELD:
            known = self.last_known if self.zone is None else None
            return self.base_controller if known is None else known.controller
        game = self.game
        if not (game.continuous_effects or game.static_sources):  # in force? inlined: hot
            return self.base_controller
        known = game.characteristics_cache.get(self.id)  # the layers' answer, kept: hot
        if known is not None and known[0] == game.board_version:
            return known[1].controller  # type: ignore[no-any-return]
        return game.controller_of(self)

    @property
    def name(self) -> str:
        return self.face.name

    @property
    def is_token(self) -> bool:
        """A token (111.1): created by an effect, whether as a token of its own kind or
        as a copy of a card (111.1, 707.2)."""
        return self.token

    @property
    def mana_cost(self) -> ManaCost | None:
        """The back face of a transforming card has no mana cost (712.8e)."""
        return self.face.mana_cost

    @property
    def mana_value(self) -> int:
        """Mana value (202.3): X counts only on the stack (202.3e), and in a spell that
        has left it, as it last existed there (608.2h: cascade's, 702.85a); a back face
        uses the front face's mana cost (202.3b, 712.8e), but a copy of a back face has
        none, a double-faced copy too (202.3b: its mana value is 0)."""
        if self.transformed and self.copied is not None and not self.face_down:
            return 0
        cost = self.definition.front.mana_cost if self.transformed else self.face.mana_cost
        if cost is None:
            return 0
        x = (self.x or 0) if self.zone is STACK or self.zone is None else 0
        return cost.mana_value(x)

    @property
    def colors(self) -> frozenset[Color]:
        now = self._now()
        return self.face.colors if now is None else now.colors

    @property
    def types(self) -> tuple[CardType, ...]:
        now = self._now()
        return self.face.types if now is None else now.types

    @property
    def subtypes(self) -> tuple[str, ...]:
        now = self._now()
        return self.face.every_subtype if now is None else now.subtypes

    @property
    def supertypes(self) -> tuple[str, ...]:
        now = self._now()
        return self.face.supertypes if now is None else now.supertypes

    def type_line(self) -> tuple[tuple[CardType, ...], tuple[str, ...], tuple[str, ...]]:
        """Its card types, subtypes and supertypes (205.1), through the layers once: for
        a reader that needs all three of each permanent (state-based actions)."""
        now = self._now()
        shown = self.face if now is None else now
        return shown.types, shown.subtypes, shown.supertypes

    def is_type(self, card_type: CardType | str) -> bool:
        if card_type.__class__ is not CardType:
            card_type = CardType(card_type)
        return card_type in self.types

    @property
    def is_creature(self) -> bool:
        return CREATURE in self.types

    @property
    def is_land(self) -> bool:
        return LAND in self.types

    @property
    def is_planeswalker(self) -> bool:
        return PLANESWALKER in self.types

    @property
    def loyalty(self) -> int | None:
        """A planeswalker's loyalty (306.5): on the battlefield the number of loyalty
        counters on it (306.5c), elsewhere its printed loyalty (306.5a); ``None`` for
        anything else."""
        if not self.is_planeswalker:
            return None
        if self.zone is BATTLEFIELD:
            return self.counters.get(LOYALTY, 0)
        return self.face.loyalty

    @property
    def is_permanent_card(self) -> bool:
        """A permanent card is an artifact, creature, enchantment, land, planeswalker or
        battle card (110.4a)."""
        return any(t in PERMANENT_TYPES for t in self.face.types)

    @property
    def is_snow(self) -> bool:
        """A snow object (205.4g): the mana it produces is snow mana (106.3, 107.4h). A
        permanent of a card no face of which is snow is not, with no continuous effect
        in force (613.1d), found without reading its type line."""
        if self.zone is BATTLEFIELD and not self.definition.may_be_snow:
            game = self.game
            if not (game.continuous_effects or game.static_sources):  # in force? inlined: hot
                return False
        return "Snow" in self.supertypes

    @property
    def is_legendary(self) -> bool:
        return "Legendary" in self.supertypes

    @property
    def is_aura(self) -> bool:
        return "Aura" in self.subtypes

    @property
    def is_saga(self) -> bool:
        """Whether it is a Saga (714): an enchantment with that subtype."""
        return "Saga" in self.subtypes

    @property
    def power(self) -> int:
        """Power after the layers (613.4); printed power and counters (613.4c) when no
        effect is in force. 0 for an object with none."""
        now = self._now()
        if now is None:
            if self.face.counted_pt is not None:  # 604.3: defined in every zone
                return self.game.characteristics_of(self).power or 0
            if self.zone is BATTLEFIELD and CREATURE not in self.face.types:
                return 0  # 208.3: a noncreature permanent has none, a Vehicle's aside
            return (self.face.power or 0) + counter_change(self.counters)[0]
        return now.power or 0

    @property
    def toughness(self) -> int:
        now = self._now()
        if now is None:
            if self.face.counted_pt is not None:
                return self.game.characteristics_of(self).toughness or 0
            if self.zone is BATTLEFIELD and CREATURE not in self.face.types:
                return 0  # 208.3
            return (self.face.toughness or 0) + counter_change(self.counters)[1]
        return now.toughness or 0

    @property
    def keywords(self) -> frozenset[str]:
        """Its keywords: printed, and added by effects (613.1f)."""
        now = self._now()
        return self.face.keywords if now is None else frozenset(now.keywords)

    @property
    def restrictions(self) -> frozenset[str]:
        """What effects say it can't do: attack, block, be blocked (508.1c, 509.1b)."""
        now = self._now()
        return frozenset() if now is None else frozenset(r for r, _ in now.restrictions)

    def is_restricted(self, restriction: str) -> bool:
        """Whether an effect says it ``restriction`` (a value of :attr:`restrictions`)."""
        now = self._now()
        return now is not None and any(r == restriction for r, _ in now.restrictions)

    def restricted_by(self, restriction: str) -> str:
        """The name of the source of an effect that says it ``restriction``, or ``""``."""
        now = self._now()
        found = (
            [] if now is None else [source for r, source in now.restrictions if r == restriction]
        )
        return found[0] if found else ""

    def keyword_count(self, keyword: str) -> int:
        """How many instances of ``keyword`` it has (702.83b: each exalted triggers)."""
        now = self._now()
        if now is None:
            return int(keyword in self.face.keywords)
        return now.keywords.count(keyword)

    def has_keyword(self, keyword: str) -> bool:
        now = self._now()
        return keyword in (self.face.keywords if now is None else now.keywords)

    def in_combat(self, role: str) -> bool:
        """Whether it is ``"attacking"`` or ``"blocking"`` (506.4)."""
        combat = self.game.combat
        if combat is None or self.zone is not BATTLEFIELD:
            return False
        return combat.is_attacking(self) if role == "attacking" else combat.is_blocking(self)

    @property
    def mana_abilities(self) -> tuple[ManaAbilityDefinition, ...]:
        """Its mana abilities (605.1a): its rules text's, and the intrinsic ability of
        each basic land type it has (305.6, 305.7)."""
        if self.zone is not BATTLEFIELD:
            return self.face.mana_abilities
        game = self.game
        if not (game.continuous_effects or game.static_sources):  # in force? inlined: hot
            return self.face.all_mana_abilities
        return game.mana_abilities_of(self)

    @property
    def has_rules_text(self) -> bool:
        """Whether it has the abilities of its rules text: a land whose land type an
        effect set has lost them (305.7), its plugin's abilities too; a face-down object,
        and a copy of one, has no text (708.2a, 707.2)."""
        if self.face_down:
            return False
        copied = self.copied
        if copied is not None and copied.face_down:  # 707.2: a face-down one's values
            return False
        now = self._now()
        return now is None or now.rules_text

    @property
    def activated_abilities(self) -> tuple[ActivatedAbility, ...]:
        """Its activated abilities other than mana abilities (602), numbered from 0 for
        ``game.activate``: its rules text's (none for a land whose land type an effect
        set, 305.7), then those effects give it (613.1f)."""
        now = self._now()
        if now is None:
            return self.face.activated_abilities
        own = self.face.activated_abilities if now.rules_text else ()
        return (*own, *now.granted) if now.granted else own

    def ability_origin(self, index: int) -> tuple[int, int]:
        """Which of its activated abilities number ``index`` is, as "only once each turn"
        counts them (602.5b-c): one of its rules text by its place (from ``-1``), one an
        effect gives it by the object giving it and its place there, whatever other
        abilities come and go."""
        now = self._now()
        if now is None:
            return (-1, index)
        own = len(self.face.activated_abilities) if now.rules_text else 0
        return (-1, index) if index < own else now.granted_by[index - own]

    @property
    def summoning_sick(self) -> bool:
        """True unless its controller has controlled it continuously since their most
        recent turn began (302.6)."""
        began = self.controller.turn_began_at
        return began is None or self.control_since > began

    def __repr__(self) -> str:
        where = self.zone.value if self.zone is not None else "gone, 400.7"
        return f"<{self.name or FACE_DOWN_NAME} #{self.id} ({where})>"

    def __str__(self) -> str:
        return f"{self.name or FACE_DOWN_NAME} #{self.id}"
