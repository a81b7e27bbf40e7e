"""Continuous effects as values (611, 613): what an effect does to the characteristics of
the objects it affects, in the one layer it applies in, and static abilities as a card
file declares them.

A static ability may make effects in several layers; each is applied in its own layer,
all with the ability's timestamp (613.6). Printed characteristics never change: the
kernel computes what an object is now by applying the effects in layer order (613.1).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import Enum, IntEnum
from functools import cache

from cardhost.model.card_types import BASIC_LAND_TYPES, CardType
from cardhost.model.counts import THEIRS_ONLY, Count, CountError, parse_count
from cardhost.model.keywords import keyword_problem
from cardhost.model.mana import Color
from cardhost.model.qualities import (
    NAMED_PLAYERS,
    Quality,
    QualityError,
    parse_group,
    parse_quality,
)


class Duration(str, Enum):
    """How long a continuous effect of a resolved spell or ability lasts (611.2a): until
    end of turn (514.2), until end of combat (511.3), until its controller's next turn
    begins, for as long as its controller controls its source or its source remains on
    the battlefield (611.2b), or, with no duration stated, for the rest of the game."""

    END_OF_TURN = "until end of turn"
    END_OF_COMBAT = "until end of combat"
    NEXT_UNTAP = "during its controller's next untap step"
    """It ends as the next untap step of its objects' controller ends (502.3)."""
    YOUR_NEXT_UNTAP = "during your next untap step"
    """It applies during its controller's turn only, and ends as their next untap step
    ends (502.3): "This land doesn't untap during your next untap step", which another
    player who gains control of it doesn't stop it untapping in."""
    YOUR_NEXT_TURN = "until your next turn"
    YOU_CONTROL_THIS = "for as long as you control this"
    THIS_ON_BATTLEFIELD = "for as long as this remains on the battlefield"
    GAME = "for the rest of the game"

    @property
    def tracks_source(self) -> bool:
        """Whether it lasts only while its source stays (611.2b): on the battlefield,
        and for ``YOU_CONTROL_THIS`` under the effect's controller."""
        return self in (Duration.YOU_CONTROL_THIS, Duration.THIS_ON_BATTLEFIELD)


class Layer(IntEnum):
    """The layers of 613.1 this engine applies, in order (layer 1, copy effects, and
    layer 3, text-changing effects, have no effects here)."""

    CONTROL = 20  # 613.1b
    TYPE = 40  # 613.1d
    COLOR = 50  # 613.1e
    ABILITY = 60  # 613.1f
    PT_DEFINING = 71  # 613.4a: characteristic-defining abilities that define P/T
    PT_SET = 72  # 613.4b
    PT_MODIFY = 73  # 613.4c (counters are applied here too)
    PT_SWITCH = 74  # 613.4d

    @property
    def rule(self) -> str:
        return {
            Layer.CONTROL: "613.1b",
            Layer.TYPE: "613.1d",
            Layer.COLOR: "613.1e",
            Layer.ABILITY: "613.1f",
            Layer.PT_DEFINING: "613.4a",
            Layer.PT_SET: "613.4b",
            Layer.PT_MODIFY: "613.4c",
            Layer.PT_SWITCH: "613.4d",
        }[self]


DOESNT_UNTAP = "doesn't untap"
"""A permanent that doesn't untap during its controller's untap step (502.3)."""
ATTACKS_EACH_COMBAT = "attacks each combat if able"
"""A requirement (508.1d): the creature attacks in each combat it is able to."""
BLOCKS_EACH_COMBAT = "blocks each combat if able"
"""A requirement (509.1c): the creature blocks in each combat it is able to."""
CANT_BE_REGENERATED = "can't be regenerated"
"""A permanent no regeneration shield replaces the destruction of (701.19c)."""
ASSIGNS_NO_COMBAT_DAMAGE = "assigns no combat damage"
"""A creature that assigns no combat damage in a combat damage step (510.1): "Ophidian
assigns no combat damage this turn."."""
NO_ACTIVATING = "can't activate abilities"
"""A permanent whose activated abilities can't be activated (602.5), mana abilities
too (605.3): "Enchanted creature can't attack or block, and its activated abilities
can't be activated."; detain (701.35a)."""
ATTACKS_DESPITE_DEFENDER = "can attack as though it didn't have defender"
"""A creature with defender an effect lets attack (702.3b)."""
RESTRICTIONS = (
    "can't attack",
    "can't block",
    "can't be blocked",
    CANT_BE_REGENERATED,
    DOESNT_UNTAP,
    ASSIGNS_NO_COMBAT_DAMAGE,
    ATTACKS_EACH_COMBAT,
    BLOCKS_EACH_COMBAT,
    ATTACKS_DESPITE_DEFENDER,
    NO_ACTIVATING,
)
"""What an effect may say a permanent can't do (508.1c, 509.1b): attack, block, be
blocked, be regenerated (701.19c), untap during its controller's untap step (502.3),
assign combat damage (510.1); what it must do (508.1d, 509.1c); what it can do despite
a rule (702.3b)."""
ONLY_FLYERS = "block creatures without flying"
"""What "can block only creatures with flying" says it can't (509.1b)."""
CANT = (
    "attack",
    "block",
    "attack or block",
    "be blocked",
    "be regenerated",
    "untap",
    "assign combat damage",
    "activate abilities",
    ONLY_FLYERS,
)
"""The words after "can't" a card file writes (``cant``); "attack or block" is both;
"be regenerated": no regeneration shield saves it (701.19c);
"untap": it doesn't untap during its controller's untap step (502.3); "assign combat
damage": it assigns no combat damage (510.1); "activate abilities": its activated
abilities, mana abilities too, can't be activated (602.5); "block creatures without
flying": it can block only creatures with flying (509.1b)."""


MUST = {"attack each combat": ATTACKS_EACH_COMBAT, "block each combat": BLOCKS_EACH_COMBAT}
"""The words after "must" a card file writes (``must``): "attacks each combat if able"
(508.1d), "blocks each combat if able" (509.1c)."""


CAN = {"attack as though it didn't have defender": ATTACKS_DESPITE_DEFENDER}
"""The words after "can" a card file writes (``can``): what an effect lets a permanent
do that a rule would forbid: "can attack as though it didn't have defender" (702.3b)."""


def permissions_of(words: str) -> tuple[str, ...] | None:
    """The permissions "can ``words``" says, or ``None`` if ``words`` is none of
    :data:`CAN`."""
    return (CAN[words],) if words in CAN else None


def requirements_of(words: str) -> tuple[str, ...] | None:
    """The requirements "must ``words``" says, or ``None`` if ``words`` is none of
    :data:`MUST`."""
    return (MUST[words],) if words in MUST else None


BLOCKED_BY = "be blocked by "
BLOCKED_EXCEPT_BY = "be blocked except by "
"""Words after "can't" of a creature blocked only by some (509.1b): "can't be blocked by
Walls", "can't be blocked except by creatures with flying", a group's words after them."""


def restrictions_of(words: str) -> tuple[str, ...] | None:
    """The restrictions "can't ``words``" says, or ``None`` if ``words`` is none of
    :data:`CANT` nor "be blocked by" or "be blocked except by" and a group."""
    if words == "attack or block":
        return ("can't attack", "can't block")
    if words == "untap":
        return (DOESNT_UNTAP,)
    if words == "assign combat damage":
        return (ASSIGNS_NO_COMBAT_DAMAGE,)
    if words.startswith((BLOCKED_BY, BLOCKED_EXCEPT_BY)):
        return (f"can't {words}",) if blockers_of(f"can't {words}") is not None else None
    if words.startswith(DEFENDING_CONTROLS):
        return (f"can't {words}",) if defenders_of(f"can't {words}") is not None else None
    return (f"can't {words}",) if words in CANT else None


DEFENDING_CONTROLS = "attack unless defending player controls "
"""What "can't attack unless defending player controls an Island" says before the
permanent it names (508.1c, 506.2)."""


def defenders_of(restriction: str) -> Quality | None:
    """Of "can't attack unless defending player controls [a permanent]", the kind of
    permanent, as a :class:`Quality`; ``None`` for another restriction or words no
    kind."""
    prefix = f"can't {DEFENDING_CONTROLS}"
    if not restriction.startswith(prefix):
        return None
    words = restriction.removeprefix(prefix)
    article, _, rest = words.partition(" ")
    if article not in ("a", "an") or not rest:
        return None
    try:
        return _kind(rest)
    except QualityError:
        return None


@cache
def _kind(words: str) -> Quality:
    return parse_quality(words)


def blockers_of(restriction: str) -> tuple[bool, Quality] | None:
    """Of "can't be blocked by [group]" (or "except by"), whether it is "except" and the
    group, as a :class:`Quality`; ``None`` for another restriction or words no group."""
    for words, except_by in ((BLOCKED_BY, False), (BLOCKED_EXCEPT_BY, True)):
        if restriction.startswith(f"can't {words}"):
            try:
                return except_by, _group(restriction.removeprefix(f"can't {words}"))
            except QualityError:
                return None
    return None


@cache
def _group(words: str) -> Quality:
    return parse_group(words)


@dataclass(frozen=True)
class Modification:
    """What one continuous effect does, in its ``layer``:

    - layer 2: ``control``, the effect's controller controls the object (613.1b);
    - layer 4: ``add_types``, ``remove_types``, ``add_subtypes`` (replacing its creature
      types if ``replace_creature_types``, 205.1b); ``land_type``, a basic land type
      that replaces its land types and land abilities (305.7);
    - layer 5: ``colors``, what its colours become (105.3);
    - layer 6: ``add_keywords``, ``remove_keywords``; ``restrictions``, what it can't
      do (:data:`RESTRICTIONS`: not abilities, so nothing that removes abilities
      removes them);
    - layer 7b: ``set_pt``; 7c: ``modify_pt`` (``per``: for each of a count); 7d:
      ``switch_pt``.
    """

    layer: Layer
    control: bool = False
    add_types: tuple[CardType, ...] = ()
    remove_types: tuple[CardType, ...] = ()
    add_subtypes: tuple[str, ...] = ()
    replace_creature_types: bool = False
    land_type: str = ""
    colors: tuple[Color, ...] | None = None
    add_keywords: tuple[str, ...] = ()
    remove_keywords: tuple[str, ...] = ()
    """Layer 6: keywords it loses, every instance (613.1f): "loses flying"."""
    grants: tuple[int, ...] = ()
    """Layer 6: the activated abilities it gives, by their places in its source's face's
    ``granted_abilities`` ('Enchanted land has "{T}: ..."', 613.1f)."""
    restrictions: tuple[str, ...] = ()
    set_pt: tuple[int, int] | None = None
    modify_pt: tuple[int, int] = (0, 0)
    per: Count | None = None
    """For ``modify_pt``: "+1/+1 for each ...", the change that many times, counted for
    the effect's controller as the layer applies (611.3a: continuously)."""
    switch_pt: bool = False

    def __post_init__(self) -> None:
        """A change one layer makes (613.1, 613.4), each value of its kind: refused with
        a :class:`ValueError` naming what is wrong."""
        if not isinstance(self.layer, Layer):
            raise ValueError(f"a modification's layer is a Layer (613.1), not {self.layer!r}")
        for name, layer in _LAYER_OF.items():
            value = getattr(self, name)
            if value != _DEFAULTS[name] and layer is not self.layer:
                raise ValueError(
                    f"{name} is a change of layer {layer.name} ({layer.rule}), not of "
                    f"{self.layer.name} ({self.layer.rule})"
                )
        problem = _values_problem(self)
        if problem is not None:
            raise ValueError(problem)

    @property
    def rules_only(self) -> bool:
        """Whether it only says what the object can't or must do (508.1c-d, 509.1b-c):
        a change of the game's rules, not of characteristics (611.2c), applied after
        every other continuous effect (613.11)."""
        return bool(self.restrictions) and self == Modification(
            self.layer, restrictions=self.restrictions
        )


_LAYER_OF = {
    "control": Layer.CONTROL,
    "add_types": Layer.TYPE,
    "remove_types": Layer.TYPE,
    "add_subtypes": Layer.TYPE,
    "replace_creature_types": Layer.TYPE,
    "land_type": Layer.TYPE,
    "colors": Layer.COLOR,
    "add_keywords": Layer.ABILITY,
    "remove_keywords": Layer.ABILITY,
    "grants": Layer.ABILITY,
    "restrictions": Layer.ABILITY,
    "set_pt": Layer.PT_SET,
    "modify_pt": Layer.PT_MODIFY,
    "per": Layer.PT_MODIFY,
    "switch_pt": Layer.PT_SWITCH,
}
"""The layer each value of a :class:`Modification` is a change of (613.1, 613.4)."""
_DEFAULTS = {name: Modification.__dataclass_fields__[name].default for name in _LAYER_OF}


def _values_problem(change: Modification) -> str | None:
    """What is wrong with ``change``'s values as their kinds: tuples of card types,
    colours, keywords this engine implements, words; a basic land type (305.7); two
    numbers for power and toughness."""
    members = {
        "add_types": CardType,
        "remove_types": CardType,
        "add_subtypes": str,
        "colors": Color,
        "add_keywords": str,
        "remove_keywords": str,
        "grants": int,
        "restrictions": str,
    }
    for name, kind in members.items():
        value = getattr(change, name)
        if value is None:
            continue
        if not isinstance(value, tuple) or not all(isinstance(v, kind) for v in value):
            return f"{name}: a tuple of {kind.__name__} values, not {value!r}"
    for name in ("add_keywords", "remove_keywords"):
        for keyword in getattr(change, name):
            problem = keyword_problem(keyword)
            if problem is not None:
                return f"{name}: {problem}"
    if change.land_type and change.land_type not in BASIC_LAND_TYPES:
        return f"land_type: one of the basic land types (305.7), not {change.land_type!r}"
    for name in ("set_pt", "modify_pt"):
        value = getattr(change, name)
        if value is not None and not (
            isinstance(value, tuple) and len(value) == 2 and all(type(v) is int for v in value)
        ):
            return f"{name}: a power and a toughness, two integers, not {value!r}"
    return None


def one_per_layer(modifications: tuple[Modification, ...]) -> tuple[Modification, ...]:
    """``modifications`` of one effect with those of a layer made one (613.6: an effect
    applies in each layer once, to one set of objects): "have double strike and attack
    each combat if able" is one layer-6 change, its keywords and what it must do. Two
    values of one kind in a layer (two powers set) can't be one change: a
    :class:`ValueError` names them."""
    if len({m.layer for m in modifications}) == len(modifications):
        return modifications
    by_layer: dict[Layer, Modification] = {}
    for modification in modifications:
        known = by_layer.get(modification.layer)
        by_layer[modification.layer] = (
            modification if known is None else _merged(known, modification)
        )
    return tuple(by_layer.values())


def _merged(first: Modification, second: Modification) -> Modification:
    """Two changes of one layer as one: the lists of each kind together, a flag if
    either says it, two changes of power and toughness added (613.4c), a value if only
    one gives it."""
    values: dict[str, object] = {}
    for name in Modification.__dataclass_fields__:
        if name == "layer":
            continue
        default = Modification.__dataclass_fields__[name].default
        one, other = getattr(first, name), getattr(second, name)
        if other == default or (one == other and type(one) is bool):
            values[name] = one
        elif one == default:
            values[name] = other
        elif type(one) is tuple and name not in ("set_pt", "modify_pt"):
            values[name] = (*one, *other)
        elif name == "modify_pt" and first.per is None and second.per is None:  # 613.4c
            values[name] = (one[0] + other[0], one[1] + other[1])
        else:
            raise ValueError(
                f"one effect can't change {name} twice in {first.layer.name} "
                f"({one!r} and {other!r}, 613.6)"
            )
    return Modification(first.layer, **values)  # type: ignore[arg-type]


@dataclass(frozen=True)
class Affected:
    """Which objects a static ability affects (611.3a, 613.1): ``"this"``, the object
    it's attached to (``"enchanted"``, with the kind it may be), or every permanent a
    :class:`Quality` describes ("creatures you control", "other Elf creatures you
    control", "each land"), judged continuously."""

    text: str
    this: bool = False
    attached: bool = False
    quality: Quality | None = None


@dataclass(frozen=True)
class DevotionCondition:
    """ "As long as your devotion to ``colors`` is less than ``less_than``" (700.5,
    611.3b): the ability's effects apply only while it holds."""

    colors: tuple[Color, ...]
    less_than: int

    @property
    def text(self) -> str:
        words = " and ".join(c.word for c in self.colors)
        return f"as long as your devotion to {words} is less than {self.less_than}"


@dataclass(frozen=True)
class CountCondition:
    """ "As long as you control a Forest", "as long as you have seven or more cards in
    hand" (611.3b): the ability's effects apply only while ``count``, for its
    controller, is at least ``at_least`` and, if given, at most ``at_most``."""

    count: Count
    at_least: int = 0
    at_most: int | None = None

    def holds(self, counted: int) -> bool:
        """Whether ``counted`` is within its bounds."""
        return counted >= self.at_least and (self.at_most is None or counted <= self.at_most)

    @property
    def text(self) -> str:
        most = "" if self.at_most is None else f" and at most {self.at_most}"
        return f"as long as {self.count} is at least {self.at_least}{most}"


SOURCE_STATES = (
    *("attacking", "blocking", "tapped", "untapped"),
    *("enchanted", "equipped", "monstrous", "renowned"),
)
"""What a static ability's source may be as long as its effects apply: attacking or
blocking (506.4), tapped or untapped (302.6), enchanted or equipped (an Aura or an
Equipment attached to it, 303.4, 301.5), monstrous (701.37b), renowned (702.112b)."""


@dataclass(frozen=True)
class StateCondition:
    """ "As long as this creature is attacking", "As long as this is monstrous"
    (611.3b): the ability's effects apply only while its source is in ``state``, one
    of :data:`SOURCE_STATES`."""

    state: str

    @property
    def text(self) -> str:
        return f"as long as this is {self.state}"


TURNS = ("yours", "not yours")
"""Whose turn a static ability's effects apply in: its controller's, or another's."""


@dataclass(frozen=True)
class TurnCondition:
    """ "As long as it's your turn", "As long as it's not your turn" (611.3b): the
    ability's effects apply only while its controller is (or isn't) the active player
    (102.1)."""

    yours: bool

    @property
    def text(self) -> str:
        return "as long as it's your turn" if self.yours else "as long as it's not your turn"


COUNT_CONDITION = "{ count = '...', at_least = N, at_most = N }"
"""How a count condition is written, for messages."""


class ConditionError(ValueError):
    """A table that says no count condition; ``part`` is its key at fault (``""``: the
    table itself)."""

    def __init__(self, message: str, part: str = "") -> None:
        super().__init__(message)
        self.part = part


def parse_count_condition(value: object, key: str, theirs: bool = False) -> CountCondition:
    """``{ count = "...", at_least = N, at_most = N }`` (either bound, or both): a count
    within bounds (611.3b, 614.1d, 603.4, 608.2c); ``key`` is the table's name, for
    the message of the :class:`ConditionError` it raises if the table says none;
    ``theirs``: a count of the player a trigger event named may be one (603.4)."""
    table = value if isinstance(value, Mapping) else {}
    unknown = set(table) - {"count", "at_least", "at_most"}
    bounds = [table.get(k) for k in ("at_least", "at_most") if k in table]
    whole = all(isinstance(b, int) and not isinstance(b, bool) and b >= 0 for b in bounds)
    text = table.get("count")
    if unknown or not bounds or not whole or not isinstance(text, str):
        raise ConditionError(f"write {key} = {COUNT_CONDITION}, either bound or both")
    try:
        count = parse_count(text)
    except CountError as error:
        raise ConditionError(str(error), "count") from None
    if count.theirs and not theirs:
        raise ConditionError(THEIRS_ONLY.format(text=text), "count")
    return CountCondition(count, table.get("at_least", 0), table.get("at_most"))


Condition = DevotionCondition | CountCondition | StateCondition | TurnCondition
"""A static ability's condition (611.3b)."""


ATTACHED = ("enchanted creature", "equipped creature")
"""What a static prevention effect's ``to`` or ``by`` may name besides the words of
:mod:`cardhost.model.preventing`: the creature its Aura or Equipment is attached to
(303.4, 301.5)."""


@dataclass(frozen=True)
class StaticPrevention:
    """What a static ability prevents (615): all ``damage`` or all ``combat damage`` dealt
    ``to`` (``"any"``, ``"you"``, ``"this"``, ``"players"``, :data:`ATTACHED`, or
    ``"group"`` and ``to_group``) ``by`` (``"any"``, ``"this"``, :data:`ATTACHED`, or
    ``"group"`` and ``by_group``), the groups as its controller says them, judged as
    damage would be dealt; with ``either``, damage dealt to what ``to`` says and damage
    dealt by it ("dealt to and dealt by this creature")."""

    combat_only: bool
    to: str = "any"
    to_group: Quality | None = None
    by: str = "any"
    by_group: Quality | None = None
    either: bool = False
    redirected_to: str = ""
    """With it, not a prevention effect but a redirection effect of the same reach
    (614.9): the damage is dealt instead to ``"this"``, ``"you"`` or what it is
    attached to (:data:`ATTACHED`)."""


PLAYER_RULES = {
    "no maximum hand size": "402.2",
    "an additional land": "305.2",
    "can't gain life": "119.7",
    "hexproof": "702.11d",
    "shroud": "702.18d",
}
"""What a static ability may give players (``rules``), with the rule: no maximum hand
size ("You have no maximum hand size", 402.2), one more land to play on each of their
turns ("You may play an additional land on each of your turns", 305.2, each instance
one), "can't gain life" (119.7: life they would gain isn't gained), hexproof and shroud
(702.11d, 702.18d: not the target of spells or abilities an opponent controls, or any)."""
RULED_PLAYERS = {"you": "You", "each opponent": "Your opponents", "each player": "Players"}
"""Whom a static ability's player rules are for (``affects``), and how an Oracle text
names them as its subject."""


@dataclass(frozen=True)
class StaticAbility:
    """A static ability (604) of a card: its Oracle ``text``, what it ``affects``, its
    ``modifications`` (one per layer, 613.6), and a ``condition`` it applies under; or,
    with no modifications, the damage it ``prevents`` (615)."""

    text: str
    affects: Affected
    modifications: tuple[Modification, ...]
    condition: Condition | None = None
    prevents: StaticPrevention | None = None
    player_rules: tuple[str, ...] = ()
    """Instead of changing objects, rules for players (:data:`PLAYER_RULES`), the players
    ``affects`` names (:data:`RULED_PLAYERS`, relative to its controller)."""


BOARD_STATES = frozenset({"tapped", "untapped", "enchanted", "equipped", "monstrous", "renowned"})
"""The states of a source or an affected permanent kept on the permanents themselves (a
permanent's own status, 110.5; what is attached to it, 301.5, 303.4): not combat's
attacking or blocking, kept by the combat (506.4)."""


def reads_only_permanents(
    condition: Condition | None,
    affects: Affected | None,
    modifications: tuple[Modification, ...],
) -> bool:
    """Whether an effect with this ``condition``, applied to what ``affects`` says (or to
    fixed objects) with these ``modifications``, reads nothing but permanents, their
    controllers and whose turn it is (611.3, 613): then what it does to a permanent can
    change only when a permanent, the battlefield's contents or the game do. A count
    (of cards in a hand, life, ...) and combat (attacking, blocking, "defending
    player") are read elsewhere, so an effect reading them doesn't."""
    if isinstance(condition, CountCondition):
        return False
    if isinstance(condition, StateCondition) and condition.state not in BOARD_STATES:
        return False
    if any(m.per is not None for m in modifications):
        return False
    quality = affects.quality if affects is not None else None
    if quality is None:
        return True
    if any(s not in BOARD_STATES for s in quality.status):
        return False
    return quality.controller not in NAMED_PLAYERS


def reads_only_its_objects(
    condition: Condition | None,
    affects: Affected | None,
    modifications: tuple[Modification, ...],
) -> bool:
    """Whether an effect with this ``condition``, applied to what ``affects`` says (or to
    fixed objects) with these ``modifications``, reads nothing but the object it may
    apply to, as the layers have it so far (613.5), and its own source and controller
    (611.3a): no condition, no count, no status (tapped, attacking), nothing another
    object did or is. Then an object's characteristics change only when it, the
    effects in force or their sources do."""
    if condition is not None or any(m.per is not None for m in modifications):
        return False
    quality = affects.quality if affects is not None else None
    if quality is None:
        return True
    return not (
        quality.status
        or quality.damaged_by_source
        or quality.less_than_source
        or quality.controller in NAMED_PLAYERS
    )


TAPPED_STATES = ("tapped", "untapped")


def reads_tapped(condition: Condition | None, affects: Affected | None) -> bool:
    """Whether an effect with this condition and this group says "tapped" or
    "untapped" (302.6, 611.3b): of its source, or of what it affects."""
    if isinstance(condition, StateCondition) and condition.state in TAPPED_STATES:
        return True
    quality = affects.quality if affects is not None else None
    return quality is not None and any(s in TAPPED_STATES for s in quality.status)
