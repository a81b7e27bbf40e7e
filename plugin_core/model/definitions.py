"""Card definitions: the printed characteristics a card file declares (rule 109.3)."""

from __future__ import annotations

from collections.abc import Callable, Collection, Mapping
from dataclasses import dataclass, field, fields, is_dataclass, replace
from enum import Enum
from functools import cache, cached_property
from types import MappingProxyType
from typing import Any

from cardhost.model.becoming import Becoming
from cardhost.model.card_types import CREATURE_TYPES, INSTANT, LAND, SORCERY, CardType
from cardhost.model.continuous import CountCondition, Modification, StaticAbility
from cardhost.model.copies import EntersAsCopy
from cardhost.model.costs import Cost
from cardhost.model.counts import PERMANENTS, Count
from cardhost.model.damage_replacement import DamageReplacement
from cardhost.model.instructions import Instruction
from cardhost.model.keywords import POOL_ALONE_DOESNT_PAY
from cardhost.model.mana import NO_MANA, Color, ManaAmount, ManaCost, ManaSymbol, ManaType
from cardhost.model.qualities import Quality
from cardhost.model.targets import TargetSpec

ENCHANT_TARGETS = ("creature", "land", "permanent", "artifact", "enchantment")


@dataclass(frozen=True)
class Reflection:
    """ "One mana of any type (or color) that a land you control (or an opponent controls)
    could produce" (106.7)."""

    colors_only: bool
    card_type: str
    opponents: bool

    @property
    def text(self) -> str:
        kind = "color" if self.colors_only else "type"
        who = "an opponent controls" if self.opponents else "you control"
        return f"one mana of any {kind} that a {self.card_type} {who} could produce"


@dataclass(frozen=True)
class ManaCount:
    """ "{B} for each Swamp you control": ``mana`` once for each permanent ``quality``
    describes (106.1, 107.1b)."""

    mana: ManaAmount
    quality: Quality

    @property
    def text(self) -> str:
        return f"{self.mana} for each {self.quality}"


@dataclass(frozen=True)
class ManaAbilityDefinition:
    """An activated mana ability (605.1a): ``cost: Add mana.``, with no target.

    ``produces`` is fixed mana; ``any_color`` is how many mana of one colour of the
    controller's choice it adds (106.1, 605.3b); ``reflect`` adds one mana of a type some
    permanents could produce (106.7); ``for_each`` counts permanents (107.1b);
    ``computed`` means the card's plugin says what it could add (its ``mana_options``
    hook); ``one_of`` is the mana it adds one of, as its controller chooses ("Add {W},
    {B}, or {G}.", 605.3b).
    """

    cost: Cost = field(default_factory=Cost)
    produces: ManaAmount = NO_MANA
    any_color: int = 0
    one_of: tuple[ManaAmount, ...] = ()
    reflect: Reflection | None = None
    for_each: ManaCount | None = None
    computed: bool = False
    effects: tuple[Instruction, ...] = ()
    """What else it does as it resolves, at once (605.3a): "Adarkar Wastes deals 1 damage
    to you."; never a target (605.1a)."""

    @property
    def tap(self) -> bool:
        """{T} is in its cost: activating it is tapping for mana (106.12)."""
        return self.cost.tap

    @property
    def untap(self) -> bool:
        return self.cost.untap

    @property
    def cost_text(self) -> str:
        return self.cost.text

    @property
    def effect_text(self) -> str:
        if self.computed:
            return "Add mana (as its card says)."
        if self.for_each is not None:
            return f"Add {self.for_each.text}."
        if self.reflect is not None:
            return f"Add {self.reflect.text}."
        if self.any_color:
            amount = "one mana" if self.any_color == 1 else f"{self.any_color} mana"
            return f"Add {amount} of any color."
        if self.one_of:
            options = [str(m) for m in self.one_of]
            listed = " or ".join(options) if len(options) == 2 else ", ".join(options[:-1])
            return f"Add {listed}." if len(options) == 2 else f"Add {listed}, or {options[-1]}."
        return f"Add {self.produces}."

    @cached_property
    def text(self) -> str:
        return f"{self.cost_text}: {self.effect_text}"

    def __deepcopy__(self, memo: dict[int, Any]) -> ManaAbilityDefinition:
        """Never copied, as its card isn't (a copy of a game shares its cards): a saved
        game names it by its card and place."""
        return self


INTRINSIC = {
    land_type: ManaAbilityDefinition(
        cost=Cost(text="{T}", tap=True), produces=ManaAmount.of(ManaType(letter))
    )
    for land_type, letter in (
        ("Plains", "W"),
        ("Island", "U"),
        ("Swamp", "B"),
        ("Mountain", "R"),
        ("Forest", "G"),
    )
}
"""The intrinsic mana ability of each basic land type: "{T}: Add [mana]" (305.6)."""


@dataclass(frozen=True)
class ActivatedAbility:
    """An activated ability that isn't a mana ability (602, 113.3b): ``cost: effect``.
    It goes on the stack (602.2a) with its ``targets`` (115.1c) and, as it resolves
    (608.2), follows its ``effects`` in order, then its card's ``resolve_ability`` hook.
    ``sorcery_speed``: "Activate only as a sorcery" (602.5d); ``once_each_turn``:
    "Activate only once each turn" (602.5b). ``text`` is its Oracle paragraph."""

    cost: Cost
    text: str
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Instruction, ...] = ()
    sorcery_speed: bool = False
    once_each_turn: bool = False
    from_graveyard: bool = False
    """It functions only while its card is in its owner's graveyard, who activates it
    (113.6k): "{1}{B}: Return this card from your graveyard to the battlefield
    tapped."."""
    from_hand: bool = False
    """It functions only while its card is in its owner's hand, who activates it
    (113.6k): "{R}, Discard this card: Target attacking creature gets +3/+3 until end of
    turn." (bloodrush, channel)."""

    @property
    def is_loyalty(self) -> bool:
        """Whether it is a loyalty ability: a loyalty symbol in its cost (606.2)."""
        return self.cost.loyalty is not None

    def __deepcopy__(self, memo: dict[int, Any]) -> ActivatedAbility:
        """Never copied, as its card isn't (a copy of a game shares its cards): a saved
        game names it by its card and place."""
        return self


TRIGGER_EVENTS: dict[str, str] = {
    "enters": "603.6a",
    "leaves": "603.6c",
    "dies": "700.4",
    "put into a graveyard": "603.6c",
    "attacks": "508.3a",
    "upkeep": "503.1a",
    "cycle": "702.29c",
    "cast": "601.2i",
    "cast this": "601.2i",
    "combat damage to a player": "510.3a",
    "damage to a player": "120.3",
    "combat damage to an opponent": "510.3a",
    "damage to an opponent": "120.3",
    "combat damage to a creature": "510.2",
    "damage to a creature": "120.3",
    "end step": "513.1a",
    "draw step": "504.2",
    "gain life": "119.9",
    "deals damage": "120.3",
    "dealt damage": "120.3",
    "dealt combat damage": "510.2",
    "blocks": "509.3a",
    "becomes blocked": "509.3c",
    "blocks or becomes blocked": "509.3a",
    "becomes tapped": "701.26a",
    "becomes untapped": "701.26b",
    "blocks a creature": "509.3d",
    "becomes blocked by a creature": "509.3f",
    "blocks or becomes blocked by a creature": "509.3d",
    "attacks and isn't blocked": "509.3g",
    "attacks alone": "506.5",
    "attacks with two others": "508.3a",
    "beginning of combat": "507.1",
    "becomes the target": "601.2c",
    "turned face up": "708.8",
    "attacks or blocks": "508.3a",
    "enters or attacks": "603.6a",
    "enters or dies": "603.6a",
    "enters or leaves": "603.6a",
    "enters or put into a graveyard": "603.6a",
    "enters or turned face up": "603.6a",
    "cycle or dies": "702.29c",
    "discard": "701.9a",
    "draw": "121.1",
    "becomes monstrous": "701.37a",
    "exert": "701.43d",
    "chapter": "714.2b",
}
"""What a triggered ability written as data triggers on, with the rule: the object
itself entering the battlefield ("When this creature enters"), leaving it ("When this
leaves the battlefield"), dying ("When this creature dies"), attacking ("Whenever this
creature attacks"; "attacks alone", the only creature declared as an attacker, 506.5;
"attacks with two others", declared as an attacker with at least two others: battalion,
207.2c),
its controller's upkeep beginning ("At the beginning of your
upkeep"), its being cycled ("When you cycle this card", 702.29c, from wherever it
went), its controller casting a spell ("Whenever you cast a noncreature spell"), its
controller casting it ("When you cast this spell", an ability of the spell on the
stack), or its
dealing combat damage to a player ("Whenever this creature deals combat damage to a
player", 510.3a), or its controller's end step beginning ("At the beginning of your end
step", 513.1a), or its being dealt damage ("Whenever this creature is dealt damage",
once for all the damage dealt to it at one time, 603.2c), or its being turned face up
("When this creature is turned face up", 708.8), or a player's discarding a card
("Whenever an opponent discards a card", 701.9a; cycling discards too, 702.29a), or a
player's drawing a card ("Whenever an opponent draws a card", 121.1: once for each card), or
its becoming monstrous ("When this creature becomes monstrous", 701.37a), or its
controller's exerting it as it attacks ("You may exert this creature as it attacks. When
you do, ...": the exert ability and its linked trigger in one, 701.43d, 607.2h), or a
Saga's lore counters reaching a chapter number ("I, II — ...", 714.2b)."""
EITHER_EVENTS: dict[str, tuple[str, str]] = {
    "attacks or blocks": ("attacks", "blocks"),
    "enters or attacks": ("enters", "attacks"),
    "enters or dies": ("enters", "dies"),
    "enters or leaves": ("enters", "leaves"),
    "enters or put into a graveyard": ("enters", "put into a graveyard"),
    "enters or turned face up": ("enters", "turned face up"),
    "cycle or dies": ("cycle", "dies"),
}
"""The trigger events of one ability that triggers on either of two of its object's
events ("Whenever this creature attacks or blocks", "When you cycle this card or it
dies"): once for each that happens."""


@dataclass(frozen=True)
class Level:
    """A level symbol of a leveler card (711.2): "{LEVEL N1-N2} [abilities] [P/T]", as
    long as the creature has at least ``least`` and at most ``most`` (``None``: no
    most, "N3+") level counters on it, it has that base power and toughness and those
    abilities; ``statics`` are those static abilities, each with that condition.
    ``paragraphs`` are its striation's Oracle paragraphs (711.3): "LEVEL 1-2", "2/3",
    and one a keyword line or ability."""

    least: int
    most: int | None
    paragraphs: tuple[str, ...]
    statics: tuple[StaticAbility, ...]


@dataclass(frozen=True)
class AlternativeCost:
    """ "You may sacrifice two Mountains rather than pay this spell's mana cost." (118.9):
    the ``cost`` its caster may pay instead of its mana cost, and the Oracle paragraph
    that says so (``text``)."""

    cost: Cost
    text: str


def alternative_cost_paragraphs(cost: Cost, name: str) -> tuple[str, ...]:
    """The paragraphs that say ``cost`` is the alternative cost of the card ``name``
    (118.9): "You may [its parts, mana after "pay", joined by "and"] rather than pay this
    spell's mana cost." (or the card's name for "this spell")."""
    parts = [p.strip() for p in cost.text.split(",")]
    said = " and ".join(f"pay {p}" if p.startswith("{") else p[:1].lower() + p[1:] for p in parts)
    return tuple(
        f"You may {said} rather than pay {whose} mana cost."
        for whose in ("this spell's", f"{name}'s")
    )


@dataclass(frozen=True)
class Suspend:
    """Suspend N—[cost] (702.62a): ``time`` counters, and the mana ``cost``."""

    time: int
    cost: ManaCost

    @property
    def text(self) -> str:
        return f"Suspend {self.time}\u2014{self.cost}"


@dataclass(frozen=True)
class TriggeredAbility:
    """A triggered ability written as data (603.1): "When/Whenever/At [``event``],
    [effect]." It triggers when its object's ``event`` happens (:data:`TRIGGER_EVENTS`),
    goes on the stack with its ``targets`` (603.3d) and, as it resolves (608.2), follows
    its ``effects`` in order; ``optional``: "you may" (603.5), asked as it resolves.
    ``text`` is its Oracle paragraph. For ``"cast"``, ``spell`` is the kind of spell
    (``None``: any)."""

    event: str
    text: str
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Instruction, ...] = ()
    optional: bool = False
    spell: Quality | None = None
    watches: Quality | None = None
    """For ``"enters"``: the permanents whose entering it watches ("Whenever another
    creature enters the battlefield under your control", 603.6a); ``None``: itself."""
    caster: str = "you"
    """For ``"cast"``: who casts the spell, of :data:`CASTERS` ("Whenever an opponent
    casts a spell"); for ``"discard"``: who discards the card."""
    discarded: Quality | None = None
    """For ``"discard"``: the kind of card discarded ("Whenever an opponent discards a
    creature card"); ``None``: any card."""
    targets_this: bool = False
    """For ``"cast"``: only a spell that targets this permanent ("Whenever you cast a
    spell that targets this creature", 115.1, 601.2c)."""
    whose: str = "your"
    """For ``"upkeep"`` and ``"end step"``: whose step, of :data:`WHOSE_STEPS` ("At the
    beginning of each upkeep", "... of each opponent's end step")."""
    attached: bool = False
    """For ``"dies"`` with ``watches``: only the creature its source is attached to
    ("When enchanted creature dies", 603.10a: as it last existed)."""
    condition: str = ""
    """An intervening "if" clause (603.4), of :data:`TRIGGER_CONDITIONS`: checked as the
    event happens and again as the ability resolves; ``""``: none."""
    modes: tuple[Mode, ...] = ()
    """A modal triggered ability's modes (700.2): "When this creature enters, choose one
    — • ... • ...", of which its controller chooses from ``least`` to ``most`` as it is
    put on the stack (603.3c); then it has no ``targets`` or ``effects`` of its own."""
    least: int = 0
    most: int = 0
    counted_if: CountCondition | None = None
    """An intervening "if" that is a count within bounds, for its controller ("if you
    control seven or more permanents", "if you have no cards in hand", 603.4)."""
    attacking: str = ""
    """For ``"attacks"`` watching others: whom the attacker attacks, of
    :data:`ATTACKING_WHOM` ("Whenever a creature attacks you", 506.2); ``""``: anyone."""
    state_if: str = ""
    """An intervening "if" that is a status of its own permanent, of
    :data:`TRIGGER_STATES` ("if Howling Mine is untapped", 603.4); ``""``: none."""
    chapters: tuple[int, ...] = ()
    """For ``"chapter"``: its chapter numbers (714.2a-c)."""

    def __deepcopy__(self, memo: dict[int, Any]) -> TriggeredAbility:
        """Never copied, as its card isn't (a copy of a game shares its cards): a saved
        game names it by its card and place."""
        return self


TRIGGER_CONDITIONS = {
    "it was kicked": "702.33d",
    "no spells were cast last turn": "603.4",
    "a player cast two or more spells last turn": "603.4",
}
"""The intervening "if" clauses (603.4) a triggered ability written as data may have,
with the rule: "When this creature enters, if it was kicked, ..." (its permanent was a
kicked spell, 702.33d); "At the beginning of each upkeep, if no spells were cast last
turn, ..." (by any player in the turn before: none in a game's first turn), "... if a
player cast two or more spells last turn, ..." (the werewolves' transforming)."""
ATTACKING_WHOM = ("you", "you or a planeswalker you control")
"""Whom a watched attacker attacks (506.2, 508.1b): the watching ability's controller
itself, or that player or a planeswalker they control (they are the defending player)."""
TRIGGER_STATES = ("tapped", "untapped", "monstrous", "renowned")
"""What a triggered ability's own permanent may be in its intervening "if" (603.4):
tapped or untapped (302.6), monstrous (701.37b), renowned (702.112b); a status the
permanent keeps as it last existed, if it has left the battlefield (608.2h)."""
OWN_ENTERING = ("it was kicked",)
"""The clauses said only of the object's own entering."""
ENCHANTED_CONTROLLERS = "enchanted creature's controller's"
"""Whose step an Aura's ability watches: the controller of the creature it enchants
("At the beginning of the upkeep of enchanted creature's controller", 303.4)."""
WHOSE_STEPS = ("your", "each", "each opponent's", ENCHANTED_CONTROLLERS)
"""Whose upkeep or end step an "upkeep" or "end step" trigger watches (503.1a, 513.1a):
its controller's, every player's, each opponent's."""
CASTERS = ("you", "an opponent", "a player")
"""Whose casting a "cast" trigger watches: its controller's, an opponent's, anyone's."""


REPLACES: dict[str, str] = {
    "create tokens": "If an effect would create one or more tokens under your control",
    "put counters": "If an effect would put one or more counters on a permanent you control",
    "deal damage": "If [by] would deal",
}
"""What a replacement ability written as data replaces (614.1a), and how its Oracle
paragraph begins."""

INSTEAD = ("twice that many",)
"""What it does instead: ``"twice that many"`` ("it creates twice that many of those
tokens instead", "it puts twice that many of those counters on that permanent
instead")."""


@dataclass(frozen=True)
class ReplacementAbility:
    """A static ability of a permanent that makes a replacement effect (614.1a): when an
    effect would ``replaces`` (create tokens under its controller's control, or put
    counters on a permanent its controller controls), it does so ``instead`` (twice
    that many); or damage would be dealt, as ``damage`` says. Each applies once to an
    event (614.5); the affected player orders several (616.1). ``text`` is its Oracle
    paragraph."""

    replaces: str
    text: str
    instead: str = "twice that many"
    damage: DamageReplacement | None = None
    """For ``"deal damage"``: whose damage to whom, and the amount dealt instead."""


@dataclass(frozen=True)
class EntersWithCounters:
    """A static ability of a permanent: "This creature enters with two +1/+1 counters on
    it" (614.1c), the ``counters`` as pairs of a kind and a number, or ``"X"``: the X
    of the spell it was (107.3m), or ``x`` counted as it would enter ("where X is the
    number of creatures you control", 608.2h); only ``if_kicked`` (702.33d) or while
    ``condition`` holds for its controller, if either is given. ``text`` is its Oracle
    paragraph. Putting them is putting counters (122.6)."""

    text: str
    counters: tuple[tuple[str, int | str], ...]
    x: Count | None = None
    if_kicked: bool = False
    condition: CountCondition | None = None


@dataclass(frozen=True)
class CountedPowerToughness:
    """A characteristic-defining ability (604.3) that makes power, toughness or both a
    count (608.2h's words, as the object's controller says them: "the number of
    creatures you control", "the number of cards in your hand", "your life total");
    ``None`` keeps the printed number. It applies in every zone (604.3), in layer 7a
    (613.4a). ``text`` is its Oracle paragraph."""

    text: str
    power: Count | None = None
    toughness: Count | None = None

    @property
    def beyond_the_battlefield(self) -> bool:
        """Whether it counts something besides permanents (a life total, cards in a
        hand or graveyard), which changes with no permanent changing."""
        return any(c is not None and c.where != PERMANENTS for c in (self.power, self.toughness))


@dataclass(frozen=True)
class Mode:
    """One mode of a modal spell (700.2): its Oracle ``text`` (the bulleted line), the
    ``targets`` it needs if chosen (700.2c, 601.2c) and its ``effects``."""

    text: str
    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Instruction, ...] = ()

    def __str__(self) -> str:
        return self.text


@dataclass(frozen=True)
class SpellAbility:
    """What an instant or sorcery does as it resolves (113.3a, 608.2): its ``targets``
    (115.1a, chosen as it is cast, 601.2c), an ``additional_cost`` (601.2f), and its
    ``effects`` in order, then its card's ``resolve_spell`` hook. A modal spell (700.2)
    has ``modes`` instead of targets and effects, of which its controller chooses from
    ``least`` to ``most`` as it is cast (601.2b), each at most once (700.2d). A
    ``flashback`` cost lets its owner cast it from their graveyard for that cost rather
    than its mana cost, and it is then exiled as it leaves the stack (702.34a).
    ``kicked_effects`` happen instead of ``effects`` if it was kicked (702.33d)."""

    targets: tuple[TargetSpec, ...] = ()
    effects: tuple[Instruction, ...] = ()
    additional_cost: Cost | None = None
    modes: tuple[Mode, ...] = ()
    least: int = 0
    most: int = 0
    flashback: ManaCost | None = None
    kicked_effects: tuple[Instruction, ...] = ()


@dataclass(frozen=True)
class CostChange:
    """{``generic``} less to cast, or with ``more`` {``generic``} more (601.2f: generic mana
    only; the increases added before the reductions are taken off, never below {0}): for
    spells of the kind ``spells`` cast by ``casters`` (:data:`CASTERS`, of its
    controller: "Artifact spells you cast cost {1} less to cast", "Creature spells your
    opponents cast cost {1} more to cast", "Noncreature spells cost {1} more to cast", a
    player's), or, with ``spells`` ``None``, for the card itself as it is cast ("This
    spell costs {1} less to cast"), that much ``per`` each of a count ("for each ...")
    and only while ``condition`` holds ("if you control a Wizard"); ``text`` its Oracle
    paragraph."""

    text: str
    generic: int
    spells: Quality | None = None
    per: Count | None = None
    condition: CountCondition | None = None
    more: bool = False
    casters: str = "you"


def cast_at_sorcery_speed(types: Collection[CardType], keywords: Collection[str]) -> bool:
    """Whether a spell of ``types`` and ``keywords`` is cast only at a sorcery's timing: a
    sorcery, or any other noninstant spell without flash (307.1, 117.1a; a fused split
    card's spell of both halves too, 702.102)."""
    return (SORCERY in types or INSTANT not in types) and "flash" not in keywords


@dataclass(frozen=True)
class Face:
    """One face's characteristics (109.3, 712.2): a single-faced card has only a front."""

    name: str
    mana_cost: ManaCost | None = None
    color_indicator: tuple[Color, ...] | None = None
    supertypes: tuple[str, ...] = ()
    types: tuple[CardType, ...] = ()
    subtypes: tuple[str, ...] = ()
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    """A planeswalker's printed loyalty (306.5a)."""
    oracle_text: str = ""
    keywords: frozenset[str] = frozenset()
    mana_abilities: tuple[ManaAbilityDefinition, ...] = ()
    activated_abilities: tuple[ActivatedAbility, ...] = ()
    granted_abilities: tuple[ActivatedAbility, ...] = ()
    """The activated abilities its static abilities give other objects (613.1f), each
    written in quotation marks in its Oracle text."""
    statics: tuple[StaticAbility, ...] = ()
    spell: SpellAbility | None = None
    enchant: str | None = None
    triggers: tuple[TriggeredAbility, ...] = ()
    counted_pt: CountedPowerToughness | None = None
    kicker: ManaCost | None = None
    """Kicker (702.33a): an optional additional cost its spell may be cast with."""
    buyback: ManaCost | None = None
    """Buyback (702.27a): an optional additional cost; paid, the spell goes to its owner's
    hand as it resolves rather than their graveyard."""
    evoke: ManaCost | None = None
    """Evoke (702.74a): an alternative cost; a permanent that entered evoked is
    sacrificed as it enters, by a triggered ability."""
    suspend: Suspend | None = None
    """Suspend N—[cost] (702.62a): from its owner's hand, exiled with N time counters for
    that cost; cast without paying its mana cost when the last is removed."""
    dash: ManaCost | None = None
    """Dash (702.109a): an alternative cost from a hand; the permanent then has haste and
    returns to its owner's hand at the beginning of the next end step."""
    madness: ManaCost | None = None
    """Madness (702.35a): discarded, the card is exiled instead, and its owner may cast
    it for this cost rather than its mana cost, or put it into their graveyard."""
    cumulative_upkeep: Cost | None = None
    """Cumulative upkeep (702.24a): at the beginning of its controller's upkeep, an age
    counter, then this cost once for each age counter, paid or the permanent is
    sacrificed. Mana and life only (702.24b's choices aside)."""
    echo: ManaCost | None = None
    """Echo (702.30a): "At the beginning of your upkeep, if this permanent came under your
    control since the beginning of your last upkeep, sacrifice it unless you pay [its
    echo cost]."."""
    replacements: tuple[ReplacementAbility, ...] = ()
    enters_with: EntersWithCounters | None = None
    enters_tapped: str = ""
    """ "This land enters tapped." (614.1d): the Oracle paragraph that says it, if any."""
    cant_be_countered: str = ""
    """ "This spell can't be countered." (113.6g): the Oracle paragraph that says it, if
    any; an effect that would counter the spell doesn't."""
    alternative_cost: AlternativeCost | None = None
    """A cost its caster may pay rather than its mana cost (118.9), one alternative cost
    of a spell (118.9a)."""
    enters_tapped_unless: CountCondition | None = None
    """ "... enters tapped unless you control a Mountain or a Plains." (614.1d): it enters
    untapped while this count holds for its controller as it would enter."""
    enters_tapped_unless_paid: Cost | None = None
    """ "As this land enters, you may pay 2 life. If you don't, it enters tapped."
    (614.1d, 614.12): its controller may pay this cost as it would enter."""
    enters_tapped_unless_revealed: Quality | None = None
    """ "As this land enters, you may reveal a Giant card from your hand. If you don't,
    it enters tapped." (614.1d, 614.12, 701.20a): a card of this kind."""
    cost_changes: tuple[CostChange, ...] = ()
    """ "This spell costs {1} less to cast ..." and a permanent's "Artifact spells you cast
    cost {1} less to cast." or "Noncreature spells cost {1} more to cast." (601.2f)."""
    cycling: tuple[ActivatedAbility, ...] = ()
    """Cycling (702.29a): "[cost], Discard this card: Draw a card.", an activated ability
    that functions only while the card is in a hand; its cost is the mana."""
    aftermath: bool = False
    """Aftermath (702.127a), of a split card's right half: it may be cast from its
    owner's graveyard and from nowhere else, and cast so it is exiled as it leaves the
    stack."""
    fuse: bool = False
    """Fuse (702.102a), of each half of a split card: from its owner's hand both halves
    may be cast together."""
    morph: Cost | None = None
    """Morph (702.37a): its card may be cast face down as a 2/2 creature for {3} (708.2a),
    and the face-down permanent turned face up for this cost (702.37e)."""
    megamorph: bool = False
    """Its morph is megamorph (702.37b): turned face up for its cost, it gets a +1/+1
    counter."""
    levels: tuple[Level, ...] = ()
    """A leveler card's level symbols (711.2), each a static ability of its own."""
    enters_as_copy: EntersAsCopy | None = None
    """ "You may have this creature enter as a copy of ..." (707.5, 614.1c)."""

    @property
    def every_subtype(self) -> tuple[str, ...]:
        """Its subtypes: those printed, and with changeling every creature type too
        (702.73a, a characteristic-defining ability: in every zone, 604.3, and first in
        layer 4, 613.3). A plain property: a cached one slows every face's reads
        (docs/performance.md)."""
        if "changeling" not in self.keywords:
            return self.subtypes
        return _with_every_creature_type(self.subtypes)

    @property
    def final_chapter(self) -> int:
        """Its final chapter number (714.2d): the greatest of its chapter abilities', 0
        for none."""
        return max((max(t.chapters) for t in self.triggers if t.chapters), default=0)

    @property
    def exerts(self) -> bool:
        """Whether it has "You may exert this creature as it attacks" (701.43d): a
        triggered ability on exerting it, linked to it (607.2h)."""
        return any(t.event == "exert" for t in self.triggers)

    @cached_property
    def sorcery_speed(self) -> bool:
        """Whether a spell of this face is cast only at a sorcery's timing (307.1,
        117.1a), as :func:`cast_at_sorcery_speed` judges its types and keywords."""
        return cast_at_sorcery_speed(self.types, self.keywords)

    @cached_property
    def watching(self) -> tuple[TriggeredAbility, ...]:
        """Its triggered abilities that watch other objects ("Whenever another creature
        enters", 603.2): those an event of another object may trigger."""
        return tuple(t for t in self.triggers if t.watches is not None)

    @cached_property
    def all_statics(self) -> tuple[StaticAbility, ...]:
        """Its static abilities: those of its paragraphs, then its level symbols' (711.2)."""
        if not self.levels:
            return self.statics
        return self.statics + tuple(s for level in self.levels for s in level.statics)

    @cached_property
    def all_mana_abilities(self) -> tuple[ManaAbilityDefinition, ...]:
        """Its own mana abilities and, for a land, the intrinsic ability of each basic land
        type it has that isn't among them already (305.6)."""
        own = self.mana_abilities
        if LAND not in self.types:
            return own
        extra = tuple(
            INTRINSIC[s] for s in self.subtypes if s in INTRINSIC and INTRINSIC[s] not in own
        )
        return own + extra

    @property
    def counts_beyond_the_battlefield(self) -> bool:
        """Whether a characteristic-defining ability of it counts something besides
        permanents (604.3): its characteristics change with a life total, a hand..."""
        counted = self.counted_pt
        return counted is not None and counted.beyond_the_battlefield

    @cached_property
    def links_exile(self) -> bool:
        """Whether an ability of it refers to "the exiled card" (``return_exiled``), so
        the cards its other abilities exile are linked to it (406.6, 607.2a)."""
        abilities = (*self.triggers, *self.activated_abilities)
        return any(i.verb == "return_exiled" for a in abilities for i in a.effects)

    @property
    def colors(self) -> frozenset[Color]:
        """A colour indicator defines colour; otherwise the mana cost does (202.2, 204);
        devoid makes it colorless in every zone (702.114a, 604.3)."""
        if "devoid" in self.keywords:
            return frozenset()
        if self.color_indicator is not None:
            return frozenset(self.color_indicator)
        return self.mana_cost.colors if self.mana_cost else frozenset()

    @property
    def abilities(self) -> tuple[str, ...]:
        """The Oracle text's paragraphs in order, one ability (or keyword line) each
        (113.2): what a plugin names a triggered ability or an effect by in the log."""
        return tuple(line.strip() for line in self.oracle_text.splitlines() if line.strip())

    def ability_text(self, index: int) -> str:
        """Paragraph ``index`` (from 0) of the Oracle text."""
        paragraphs = self.abilities
        if not 0 <= index < len(paragraphs):
            raise IndexError(
                f"{self.name}'s Oracle text has {len(paragraphs)} paragraph(s), "
                f"so there is no paragraph {index}"
            )
        return paragraphs[index]

    @property
    def type_line(self) -> str:
        left = " ".join([*self.supertypes, *(t.value for t in self.types)])
        return f"{left} — {' '.join(self.subtypes)}" if self.subtypes else left


FACE_DOWN = Face(name="", types=(CardType.CREATURE,), power=2, toughness=2)
"""A face-down spell's or permanent's characteristics (708.2a): a 2/2 creature with no
text, no name, no subtypes and no mana cost (so colorless, 202.2), whatever its card."""


@cache
def _with_every_creature_type(subtypes: tuple[str, ...]) -> tuple[str, ...]:
    """``subtypes`` and every creature type (205.3m) after them."""
    return (*subtypes, *sorted(CREATURE_TYPES.difference(subtypes)))


def _naming(spell: SpellAbility) -> list[Instruction]:
    """``spell``'s instructions, one that says "target" of its one target phrase naming
    the phrase (115.1), as they are among another spell's phrases."""
    phrases = {t.text for t in spell.targets}
    if len(phrases) != 1:
        return list(spell.effects)
    [phrase] = phrases
    return [e if e.phrase else replace(e, phrase=phrase) for e in spell.effects]


def _symbols(cost: ManaCost | None) -> tuple[ManaSymbol, ...]:
    return cost.symbols if cost is not None else ()


@dataclass(frozen=True)
class LoadedPlugin:
    """A card's plugin (a module or an object implementing hooks) and the names of the
    hooks it implements, checked against the contract."""

    plugin: object
    hooks: tuple[str, ...]


@dataclass(frozen=True, eq=False)
class CardDefinition:
    """A card as its file declares it: faces, tokens it creates, and its plugin.
    ``source`` is its file; ``origin`` says where it came from (bundled, a folder, the
    ``CARDHOST_CARDS`` path list, or a card pack). ``plugin_loader`` imports and checks
    the plugin the first time it is needed (a game using the card, ``cardhost check``),
    so discovering cards runs no card code; it raises :class:`CardFileError` naming the
    file if the plugin can't be loaded."""

    front: Face
    back: Face | None = None
    right: Face | None = None
    """A split card's right half (709.1); ``front`` is then its left half."""
    tokens: Mapping[str, CardDefinition] = field(default_factory=lambda: MappingProxyType({}))
    config: Mapping[str, Any] = field(default_factory=lambda: MappingProxyType({}))
    plugin_loader: Callable[[], LoadedPlugin] | None = field(default=None, repr=False)
    source: str = "<text>"
    origin: str = "<text>"
    is_token: bool = False
    implemented: frozenset[tuple[str, int]] = frozenset()
    """The Oracle paragraphs its plugin implements (the file's ``implements``), as the
    face's key path (``""`` for the front) and the paragraph's number from 1."""

    def __deepcopy__(self, memo: dict[int, Any]) -> CardDefinition:
        """A definition is never copied (a copy of a game shares its cards): it never
        changes, and objects of one card are told apart from others' by it."""
        return self

    @cached_property
    def least_pool_in_a_hand(self) -> int:
        """The least mana its owner's mana pool must hold for anything to be done with it
        in their hand but play it as a land: cast for its mana cost, with its kicker or
        buyback cost only adding to it (601.2f, 702.33a, 702.27a), what of that cost no
        reduction lowers (601.2f, 601.2h). 0 when a hand allows more: a split card's
        halves (709.3); evoke, dash or another alternative cost (118.9); morph
        (702.37c); cycling, suspend or an ability activated from a hand (113.6k); or
        when more than the pool pays it (convoke, improvise, delve); and for a card with
        no mana cost."""
        face = self.front
        cost = face.mana_cost
        if (
            cost is None
            or self.right is not None
            or not face.keywords.isdisjoint(POOL_ALONE_DOESNT_PAY)
        ):
            return 0
        others = (face.evoke, face.dash, face.alternative_cost, face.morph, face.suspend)
        if any(other is not None for other in others) or face.cycling:
            return 0
        if any(ability.from_hand for ability in face.activated_abilities):
            return 0
        return cost.least_beyond_generic

    @cached_property
    def one_face(self) -> Face | None:
        """Its front, if it is its only face: neither a split card (709.1) nor a
        double-faced one (712.1)."""
        return self.front if self.back is None and self.right is None else None

    @cached_property
    def may_be_snow(self) -> bool:
        """Whether a face of it has the supertype snow (205.4a): if none does, an object
        of it is snow only if a continuous effect makes it so (613.1d)."""
        return any("Snow" in face.supertypes for face in (self.front, self.back) if face)

    @cached_property
    def keywords_given(self) -> frozenset[str]:
        """The keywords its faces print or may give an object: a static ability's
        "creatures you control have bloodthirst 2" (613.1f), an instruction's "gains
        flying", a "becomes ... with haste": what a game registers the built-in plugins
        of a keyword for once the card is in it, so a keyword given works as one
        printed (702.54c, 614.12)."""
        found: set[str] = set()
        seen: set[int] = set()
        for face in (self.front, self.back, self.right):
            if face is None:
                continue
            found.update(face.keywords)
            for part in _parts(face, seen):
                if isinstance(part, Modification):
                    found.update(part.add_keywords)
                elif isinstance(part, Becoming):
                    found.update(part.keywords)
                elif isinstance(part, Instruction) and part.verb == "gains":
                    found.add(part.name)
        return frozenset(found)

    @cached_property
    def tokens_created(self) -> frozenset[str]:
        """The names of the tokens its instructions create ("Create a Treasure token",
        111.2): each its own ``[[tokens]]`` entry's, or a card file's of the catalog."""
        seen: set[int] = set()
        return frozenset(
            part.name
            for face in (self.front, self.back, self.right)
            if face is not None
            for part in _parts(face, seen)
            if isinstance(part, Instruction) and part.verb == "create"
        )

    @cached_property
    def acts_from_graveyard(self) -> bool:
        """Whether a card of it could be cast or have an ability activated from a
        graveyard as its faces print it: flashback or retrace (702.34a, 702.81a), a half
        with aftermath (702.127a), an activated ability that works there (113.6k). The
        kernel applies no continuous effect to a card in a graveyard, so a card of
        another is never looked at there for a way to act."""
        faces = [f for f in (self.front, self.back, self.right, self.combined) if f]
        return any(
            (face.spell is not None and face.spell.flashback is not None)
            or "retrace" in face.keywords
            or face.aftermath
            or any(ability.from_graveyard for ability in face.activated_abilities)
            for face in faces
        )

    @cached_property
    def _loaded(self) -> LoadedPlugin | None:
        return None if self.plugin_loader is None else self.plugin_loader()

    @property
    def has_plugin(self) -> bool:
        """Whether the card brings Python code (its file names a plugin)."""
        return self.plugin_loader is not None

    @property
    def plugin(self) -> object | None:
        """The card's plugin, imported on first use; ``None`` for a data-only card."""
        loaded = self._loaded
        return None if loaded is None else loaded.plugin

    @property
    def plugin_hooks(self) -> tuple[str, ...]:
        """The hooks the card's plugin implements, sorted (importing it if need be)."""
        loaded = self._loaded
        return () if loaded is None else loaded.hooks

    @property
    def name(self) -> str:
        """Its name; a split card's, its two names (709.4a): "Fire // Ice"."""
        return self.combined.name if self.right is not None else self.front.name

    @property
    def halves(self) -> tuple[Face, ...]:
        """A split card's two halves, left then right (709.1); ``()`` for another card."""
        return (self.front, self.right) if self.right is not None else ()

    @cached_property
    def combined(self) -> Face:
        """What the card is in every zone but the stack (709.4): a split card's halves
        combined, its mana cost both mana costs (and so its colours and mana value,
        709.4b), each card type, subtype and keyword of either (709.4c); its name both
        names (709.4a). Another card's front face."""
        left, right = self.front, self.right
        if right is None:
            return left
        cost = ManaCost((*_symbols(left.mana_cost), *_symbols(right.mana_cost)))
        return Face(
            name=f"{left.name} // {right.name}",
            mana_cost=cost,
            supertypes=tuple(dict.fromkeys((*left.supertypes, *right.supertypes))),
            types=tuple(dict.fromkeys((*left.types, *right.types))),
            subtypes=tuple(dict.fromkeys((*left.subtypes, *right.subtypes))),
            oracle_text=f"{left.oracle_text}\n//\n{right.oracle_text}",
            keywords=left.keywords | right.keywords,
        )

    @cached_property
    def fused(self) -> Face:
        """A fused split spell (702.102b, 709.4d): both halves combined, its spell ability
        the left half's then the right half's (702.102d), each instruction that says
        "target" naming its own half's target phrase (115.1)."""
        left, right = self.front, self.right
        assert right is not None and left.spell is not None and right.spell is not None
        effects = [*_naming(left.spell), *_naming(right.spell)]
        targets = (*left.spell.targets, *right.spell.targets)
        spell = SpellAbility(targets=targets, effects=tuple(effects))
        return replace(self.combined, spell=spell, fuse=True)

    @property
    def oracle_text(self) -> str:
        """The front face's Oracle text."""
        return self.front.oracle_text

    def ability_text(self, index: int) -> str:
        """Paragraph ``index`` (from 0) of the front face's Oracle text; a back face's are
        ``card.back.ability_text(index)``."""
        return self.front.ability_text(index)

    @property
    def type_line(self) -> str:
        line = self.front.type_line
        return f"Token {line}" if self.is_token else line

    def __repr__(self) -> str:
        return f"CardDefinition({self.name!r})"


def _parts(value: Any, seen: set[int]) -> list[Any]:
    """``value``, part of a face, and every part of it, each once: a dataclass's fields,
    the items of a tuple, list or set, a mapping's values; not what a card it names holds
    (a token it creates is a card of its own, met as it is created)."""
    found: list[Any] = []
    pending = [value]
    while pending:
        value = pending.pop()
        if value is None or isinstance(value, _LEAVES) or id(value) in seen:
            continue
        seen.add(id(value))
        found.append(value)
        if isinstance(value, CardDefinition):
            continue
        names = _field_names(type(value))
        if names:
            pending.extend(getattr(value, name) for name in names)
        elif isinstance(value, (tuple, list, frozenset, set)):
            pending.extend(value)
        elif isinstance(value, Mapping):
            pending.extend(value.values())
    return found


_LEAVES = (str, int, float, Enum)


@cache
def _field_names(kind: type) -> tuple[str, ...]:
    """The names of a dataclass's fields; ``()`` for another type."""
    return tuple(part.name for part in fields(kind)) if is_dataclass(kind) else ()
