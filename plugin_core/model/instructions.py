"""A spell's or ability's effect as data (608.2c: the instructions, in the order
written), each one a verb of the effect vocabulary with its words:

``{ damage = 3, to = "target" }``, ``{ draw = 2 }``, ``{ counter = "target" }``,
``{ destroy = "target" }``, ``{ untap = "target" }``, ``{ gain_life = 3 }``,
``{ lose_life = 1, player = "target" }``, ``{ create = "Treasure", count = 2 }``,
``{ counters = "+1/+1", amount = 1, on = "this" }``, ``{ gets = "+3/+3", on = "target" }``
and ``{ gains = "flying", on = "target" }`` (until end of turn, 611.2), ``{ exile =
"target", until = "this leaves the battlefield" }`` (610.3) and ``{ return_exiled =
"battlefield" }`` (the cards exiled by the source's linked ability, 607.2a).

"target" is the spell's or ability's one target; "this" is its source; "you" its
controller. :func:`read_instruction` checks a table and names what is wrong with it.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from cardhost.model.becoming import EXAMPLES as BECOMING_EXAMPLES
from cardhost.model.becoming import Becoming, BecomingError, parse_becoming
from cardhost.model.continuous import (
    CAN,
    CANT,
    COUNT_CONDITION,
    MUST,
    PLAYER_RULES,
    ConditionError,
    CountCondition,
    Duration,
    parse_count_condition,
    restrictions_of,
)
from cardhost.model.costs import Cost, CostError, parse_cost
from cardhost.model.counts import (
    DEALER,
    EXAMPLES,
    THEIRS_ONLY,
    Count,
    CountError,
    parse_count,
)
from cardhost.model.counts import THAT_CREATURE as COUNTED_CREATURE
from cardhost.model.errors import ManaCostError
from cardhost.model.keywords import keyword_problem, normal
from cardhost.model.looking import DESTINATIONS, RESTS, TAKEN, Looking
from cardhost.model.mana import parse_mana
from cardhost.model.preventing import (
    BY_WORDS,
    TO_WORDS,
    Preventing,
    PreventingError,
    parse_by,
    parse_to,
)
from cardhost.model.qualities import (
    THAT_PLAYER,
    Quality,
    QualityError,
    parse_group,
    parse_quality,
)
from cardhost.model.targets import NUMBER_WORDS
from cardhost.model.turns import SKIPPABLE
from cardhost.model.validation import did_you_mean

LARGEST_AMOUNT = 1_000_000_000
"""The largest amount of damage, life or counters one instruction names."""
LARGEST_COUNT = 10_000
"""The most cards or tokens one instruction draws, mills, discards, scries or creates."""

IT_BECAME = "it became"
"""What a triggered ability of an object leaving the battlefield knows of the new object
that object became in the public zone it went to (400.7e): "When this dies, return it to
its owner's hand"."""
TARGETS_CONTROLLER = "the target's controller"
"""The controller of the target object: "Destroy target creature. Its controller loses 2
life." (as it last existed if it left, 608.2h)."""
PLAYERS = ("you", "target", "each opponent", "each player", THAT_PLAYER, TARGETS_CONTROLLER)
THAT_CREATURE = COUNTED_CREATURE
"""The other creature a block trigger event named: "Whenever this creature blocks or
becomes blocked by a creature, destroy that creature at end of combat" (509.3d, 509.3f)."""
ATTACHED = (
    *("enchanted creature", "equipped creature"),
    *("enchanted land", "enchanted artifact", "enchanted permanent"),
)
"""The creature the source, an Aura or Equipment, is attached to (303.4, 301.5c)."""
OBJECTS = ("target", "this", *ATTACHED, THAT_CREATURE)
THAT_CARD = "that card"
"""The card the permanent a trigger event named became in the graveyard it went to
(400.7e): "When enchanted creature dies, return that card to its owner's hand"."""
CARD_OBJECTS = (*OBJECTS, THAT_CARD)
"""What the verbs that move a card may act on: a card in a graveyard besides."""
THOSE = "those creatures"
"""The objects the instruction before acted on (608.2c), as in "Put a +1/+1 counter on
each creature you control. Those creatures gain vigilance until end of turn"."""
ON_WORDS = (*OBJECTS, THOSE)
"""What ``counters``, ``gets`` and ``gains`` act ``on``, besides ``each`` and a group."""
PILES = ("permanents",)
"""What ``sacrifice_pile`` separates into two piles (700.3): all the permanents the
player controls."""

SEEN = ("hand",)
"""What ``reveals`` and ``look_at`` show: the player's hand (701.20a-b)."""
CHOSEN_PROTECTION = "protection from the color of your choice"
"""What ``gains`` may give besides a keyword: protection from a colour its controller
chooses as it resolves (702.16a, 608.2d)."""

# verb: (what its value is, the modifier that names whom or what, that modifier's words)
VERBS: dict[str, tuple[str, str, tuple[str, ...]]] = {
    "draw": ("count", "player", PLAYERS),
    "discard": ("count", "player", PLAYERS),
    "mill": ("count", "player", PLAYERS),
    "scry": ("count", "player", ("you",)),
    "surveil": ("count", "player", ("you",)),
    "rearrange_top": ("count", "player", ("you",)),
    "hand_to_library": ("count", "player", ("you",)),
    "look_at_top": ("count", "player", ("you",)),
    "investigate": ("count", "player", ("you",)),
    "gain_life": ("amount", "player", PLAYERS),
    "lose_life": ("amount", "player", PLAYERS),
    "poison": ("amount", "player", PLAYERS),
    "energy": ("amount", "player", ("you",)),
    "bolster": ("amount", "player", ("you",)),
    "proliferate": ("count", "player", ("you",)),
    "explore": ("object", "", ("this", "target")),
    "monstrosity": ("amount", "", ()),
    "flip_coin": ("count", "player", ("you",)),
    "populate": ("count", "player", ("you",)),
    "cast_without_paying": ("object", "", ("target",)),
    "unearth": ("object", "", ("this",)),
    "extra_turn": ("count", "player", ("you", "target")),
    "damage": (
        "amount",
        "to",
        (
            *("target", "you", "each opponent", "each player"),
            *(THAT_PLAYER, TARGETS_CONTROLLER, THAT_CREATURE, *ATTACHED[:2], "this"),
        ),
    ),
    "destroy": ("object", "", OBJECTS),
    "prevent": ("amount", "to", ("target", "you")),
    "prevent_all": ("object", "", ("combat damage", "damage")),
    "prevent_next_time": ("object", "", ("combat damage", "damage")),
    "redirect": ("amount", "", ()),
    "redirect_all": ("object", "", ("combat damage", "damage")),
    "redirect_next_time": ("object", "", ("combat damage", "damage")),
    "destroy_all": ("group", "", ()),
    "exile_all": ("group", "", ()),
    "return_all_to_hand": ("group", "", ()),
    "tap_all": ("group", "", ()),
    "untap_all": ("group", "", ()),
    "add_mana": ("mana", "", ()),
    "regenerate": ("object", "", OBJECTS),
    "exile": ("object", "", CARD_OBJECTS),
    "return_exiled": ("object", "", ("battlefield",)),
    "return_to_hand": ("object", "", CARD_OBJECTS),
    "tap": ("object", "", OBJECTS),
    "tap_or_untap": ("object", "", OBJECTS),
    "untap": ("object", "", OBJECTS),
    "remove_from_combat": ("object", "", OBJECTS),
    "counter": ("object", "", ("target",)),
    "copy": ("object", "", ("target",)),
    "sacrifice": ("sacrificed", "player", PLAYERS),
    "sacrifice_pile": ("piles", "player", ("target", "each opponent")),
    "create": ("token", "count", ()),
    "create_copy": ("object", "", ("target", "this", THAT_CREATURE)),
    "counters": ("kind", "on", ON_WORDS),
    "remove_counters": ("kind", "on", ON_WORDS),
    "gets": ("pt", "on", ON_WORDS),
    "gains": ("keyword", "on", ON_WORDS),
    "loses": ("keyword", "on", ON_WORDS),
    "cant": ("restriction", "on", ON_WORDS),
    "must": ("requirement", "on", ON_WORDS),
    "can": ("permission", "on", ON_WORDS),
    "switch_pt": ("object", "", OBJECTS),
    "transform": ("object", "", ("this",)),
    "becomes": ("becoming", "on", ON_WORDS),
    "gain_control": ("object", "", ("target",)),
    "attach": ("object", "", ("target",)),
    "to_library": ("object", "", CARD_OBJECTS),
    "return_to_battlefield": ("object", "", ("target", "this", THAT_CARD)),
    "search": ("cards", "to", ("hand", "battlefield", "top of library", "graveyard")),
    "put_from_hand": ("cards", "", ()),
    "cast_from_hand": ("cards", "", ()),
    "fight": ("fighter", "", ("this", "target")),
    "exchange_control": ("exchanged", "", ("this", "target")),
    "skip": ("skipped", "player", PLAYERS),
    "exile_graveyard": ("graveyard", "player", PLAYERS),
    "shuffle_graveyard": ("graveyard", "player", PLAYERS),
    "reveals": ("seen", "player", PLAYERS),
    "look_at": ("seen", "player", PLAYERS),
    "rule": ("rule", "player", PLAYERS),
}
"""Every verb, with the kind of its value and the modifier saying whom or what."""

MOST_SKIPS = 100
"""The most turns, steps or phases one ``skip`` makes a player skip."""
COUNTERED_TO = ("graveyard", "exile", "hand", "top of library", "bottom of library")
"""Where a countered spell goes (701.6a): its owner's graveyard, or instead ("If that
spell is countered this way, exile it instead of putting it into its owner's
graveyard") exile, its owner's hand, or the top or bottom of its owner's library."""
HAND_TO_LIBRARY = ("top", "bottom")
"""Where ``hand_to_library`` puts the cards from a hand: on top of the library or on the
bottom, in any order (401.4)."""
SHUFFLED = "shuffled"
POSITIONS = ("top", "bottom", SHUFFLED)
"""Where ``to_library`` puts an object: on top of its owner's library, or the bottom
(401.4), or into it, which is then shuffled ("shuffle it into its owner's library": the
library is shuffled even if the object isn't where it was, 701.24c)."""
NEW_TARGETS = ("may",)
"""Whether the controller of a copy of a spell may choose new targets for it (707.10c)."""

UNDER = ("you", "owner")
"""Whose control a card returned to the battlefield comes under (110.2a): the effect's
controller's ("under your control") or its owner's ("under its owner's control")."""
UNTIL = ("this leaves the battlefield",)
"""How long an ``exile`` lasts, if not for good: until its source leaves the battlefield
(610.3)."""

DURATIONS = tuple(d.value for d in Duration)
"""How long ``gets``, ``gains`` and ``gain_control`` last (611.2a, 611.2b)."""
DURATION_VERBS = frozenset(
    {"gets", "gains", "loses", "gain_control", "cant", "must", "can", "switch_pt", "becomes"}
    | {"rule"}
)
"""Verbs whose instruction makes a continuous effect with a duration (611.2a)."""
LASTING = {
    "gets": Duration.END_OF_TURN,
    "gains": Duration.END_OF_TURN,
    "loses": Duration.END_OF_TURN,
    "cant": Duration.END_OF_TURN,
    "must": Duration.END_OF_TURN,
    "can": Duration.END_OF_TURN,
    "switch_pt": Duration.END_OF_TURN,
    "rule": Duration.END_OF_TURN,
}
"""The duration of a verb that makes a continuous effect when none is written: "until end
of turn" as the Oracle text writes them; ``gain_control`` and ``becomes`` last for the
game (611.2a) unless they say otherwise."""

PAYERS = ("you", TARGETS_CONTROLLER, THAT_PLAYER, "any player")
"""Who may pay an instruction's ``unless`` cost (118.12a): its controller, the target's
controller ("unless its controller pays {3}"), the player its trigger event named, or
any player, each asked in turn order until one pays (101.4)."""

WHOLE_HAND = "hand"
"""``discard``'s value for the player's whole hand: "Each player discards their hand"
(701.9a)."""

CHOOSERS = ("player", "you", "random")
"""Who chooses the cards a player discards: that player (701.9b), or the controller of
the spell or ability, from the hand revealed ("You choose a card from it"), or none:
"discards a card at random" (701.9b)."""

PLAYER_VERBS = frozenset(v for v, (_, key, _) in VERBS.items() if key == "player")
_SACRIFICED = re.compile(r"(a|an|two|three|four|five|six|seven) (.+)", re.IGNORECASE)
_HOW_MANY = {"a": 1, "an": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
ON_THIS = frozenset(
    {"counters", "remove_counters", "gets", "gains", "loses", "cant", "must", "can"}
)
"""Verbs whose object is the source itself unless they say ``on = "target"``."""
_PT = re.compile(r"[+-](?:\d{1,6}|X)/[+-](?:\d{1,6}|X)")
X_VERBS = frozenset(v for v, (kind, _, _) in VERBS.items() if kind in ("count", "amount"))
"""Verbs whose value may be X (107.3), announced or counted (``x``)."""
REDIRECTING = frozenset({"redirect", "redirect_all", "redirect_next_time"})
"""Verbs that make a redirection effect (614.9): the damage a prevention effect's reach
would reach (``from`` and ``by``; the next so much, all of it, the next time) is dealt
``to`` another instead."""
REDIRECTED_TO = ("target", "this", "you", *ATTACHED[:2], TARGETS_CONTROLLER)
"""Whom redirected damage is dealt to instead (``to``), besides a phrase of targets."""
PREVENTING = frozenset({"prevent", "prevent_all", "prevent_next_time"}) | REDIRECTING
"""Verbs that make a prevention effect (615), with its ``to`` and ``by``."""


@dataclass(frozen=True)
class VerbKey:
    """One key an instruction of a verb takes: its ``name``, what its value is
    (``"whole"``: a whole number from ``least`` to ``most``; ``"word"``: one of
    ``words``; ``"text"``: a string, ``pattern`` if it has one), and its ``default``
    (``None``: the key is required)."""

    name: str
    value: str
    default: object = None
    least: int = 0
    most: int = 0
    words: tuple[str, ...] = ()
    pattern: str = ""
    x: bool = False
    """For a whole number: ``"X"`` may stand for it (107.3)."""

    @property
    def described(self) -> str:
        """Its value in words, for messages and docs."""
        if self.value == "whole" and self.x and self.words:  # discard's "hand"
            also = ", ".join(f'`"{w}"`' for w in self.words)
            return f'a whole number from {self.least} to {self.most:,}, `"X"`, or {also}'
        if self.value == "whole" and self.x:
            return f'a whole number from {self.least} to {self.most:,}, or `"X"`'
        if self.value == "whole":
            return f"a whole number from {self.least} to {self.most:,}"
        if self.value == "word" and self.name == "return_to_hand":
            words = ", ".join(f"`{w}`" for w in self.words)
            return f"one of {words}, or a permanent chosen as it resolves: `a land you control`"
        if self.value == "word":
            return "one of " + ", ".join(f"`{w}`" for w in self.words)
        if self.value == "flag":
            return "`true` or `false`"
        if self.value == "group":
            return "a group of permanents: `creatures`, `nonblack creatures`, `artifacts`"
        if self.value == "recipients":
            words = ", ".join(f"`{w}`" for w in self.words)
            each = "`each creature`, `each creature and each player`"
            return f"one of {words}, or `each` and a group of permanents: {each}"
        if self.value == "objects":
            words = ", ".join(f"`{w}`" for w in self.words)
            return f"one of {words}, or `each` and a group: `each creature you control`"
        if self.value == "cards":
            return "a kind of card: `basic land card`, `Forest card`, `creature card`"
        if self.value == "count":
            return "a number counted as it resolves: " + ", ".join(f"`{e}`" for e in EXAMPLES)
        if self.value == "sacrificed":
            return "`this`, or what the player chooses: `a creature`, `two creatures`"
        if self.value == "mana":
            return "mana as symbols: `{B}{B}{B}`, `{R}{W}{B}`, `{C}{C}`"
        if self.value == "prevent_to":
            words = ", ".join(f"`{w}`" for w in TO_WORDS)
            return f"one of {words}, or a group of permanents: `creatures you control`"
        if self.value == "prevent_by":
            words = ", ".join(f"`{w}`" for w in BY_WORDS)
            return (
                f"one of {words}, `a red source of your choice` (of a colour), or a group "
                "of permanents: `attacking creatures`"
            )
        if self.value == "cost":
            examples = "`{3}`, `{X}`, `Pay 3 life`, `Discard a card`, `Sacrifice a land`"
            return f"a cost, as the Oracle text writes it: {examples}"
        if self.value == "redirect_to":
            words = ", ".join(f"`{w}`" for w in self.words)
            return f"one of {words}, or a phrase of targets: `target creature you control`"
        if self.value == "dealer":
            words = ", ".join(f"`{w}`" for w in self.words)
            return f"one of {words}, or a phrase of targets: `target creature you control`"
        if self.value == "fighter":
            words = ", ".join(f"`{w}`" for w in self.words)
            return f"one of {words}, or a phrase of targets: `target creature you control`"
        if self.value == "condition":
            return (
                'a count within bounds, checked as it would be followed: `{ count = "the '
                'number of Wizards you control", at_least = 1 }`, `at_most` too; or '
                '`"you won the flip"`, `"you lost the flip"` (705.2)'
            )
        if self.value == "instead":
            return (
                "the verb with another value (or `amount`, `count`) and an `if`, followed "
                "instead if the count "
                'holds: `{ damage = 4, if = { count = "the number of artifacts you '
                'control", at_least = 3 } }`'
            )
        if self.value == "becoming":
            return "what it becomes: " + ", ".join(f"`{e}`" for e in BECOMING_EXAMPLES)
        keyword = f"a keyword (702), or `{CHOSEN_PROTECTION}`"
        return {"pt": "a change such as `+3/+3`", "keyword": keyword}.get(self.pattern, "a name")


AT = (
    "the beginning of the next turn's upkeep",
    "the beginning of your next upkeep",
    "the beginning of the next end step",
    "end of combat",
)
"""When a delayed triggered ability follows an instruction (603.7): "Draw a card at the
beginning of the next turn's upkeep", "... at the beginning of your next upkeep" (its
controller's), "... at the beginning of the next end step", "... at end of combat"
(511.2)."""
EVERY_VERB = (
    VerbKey("if", "condition", ""),
    VerbKey("instead", "instead", ""),
    VerbKey("unless", "cost", ""),
    VerbKey("payer", "word", "you", words=PAYERS),
    VerbKey("if_paid", "cost", ""),
    VerbKey("at", "word", "", words=AT),
)
"""The keys every verb takes: a condition it is followed only if (608.2c: "If you
control a Wizard, draw a card."), the same verb with another value followed instead
if a count holds ("deals 4 damage instead if you control three or more artifacts"), a
cost paid as it resolves that keeps it from being followed, who may pay it (118.12a),
a cost its controller may pay as it resolves for it to be followed ("You may pay {1}.
If you do, ...", 118.12), and a later moment it is followed at instead, by a delayed
triggered ability (603.7)."""


def verb_keys(verb: str) -> tuple[VerbKey, ...]:
    """The keys an instruction of ``verb`` takes, the verb first: the one source of
    what :func:`read_instruction` accepts, the docs list and the card schema states."""
    value_kind, modifier, words = VERBS[verb]
    limit = LARGEST_COUNT if value_kind == "count" else LARGEST_AMOUNT
    if value_kind in ("count", "amount"):
        whole = (WHOLE_HAND,) if verb == "discard" else ()  # 701.9a: the whole hand
        keys = [VerbKey(verb, "whole", most=limit, x=True, words=whole)]
    elif value_kind == "object":
        keys = [VerbKey(verb, "word", words=words)]
    elif value_kind == "group":
        keys = [VerbKey(verb, "group")]
    elif value_kind == "sacrificed":
        keys = [VerbKey(verb, "sacrificed")]
    elif value_kind == "piles":
        keys = [VerbKey(verb, "word", words=PILES)]
    elif value_kind == "skipped":
        keys = [VerbKey(verb, "word", words=SKIPPABLE)]
    elif value_kind == "seen":
        keys = [VerbKey(verb, "word", words=SEEN)]
    elif value_kind == "rule":
        keys = [VerbKey(verb, "word", words=tuple(PLAYER_RULES))]
    elif value_kind == "restriction":
        keys = [VerbKey(verb, "word", words=CANT)]
    elif value_kind == "requirement":
        keys = [VerbKey(verb, "word", words=tuple(MUST))]
    elif value_kind == "permission":
        keys = [VerbKey(verb, "word", words=tuple(CAN))]
    elif value_kind in ("cards", "graveyard"):
        keys = [VerbKey(verb, "cards")]
    elif value_kind == "fighter":  # 701.14a: one creature, then the other
        keys = [
            VerbKey(verb, "fighter", words=words),
            VerbKey("with", "fighter", words=("target",)),
        ]
    elif value_kind == "exchanged":  # 701.12b: one permanent, then the other
        keys = [
            VerbKey(verb, "fighter", words=words),
            VerbKey("with", "fighter", default=BOTH_TARGETS, words=("target",)),
        ]
    elif value_kind == "becoming":
        keys = [VerbKey(verb, "becoming")]
    elif value_kind == "mana":
        keys = [VerbKey(verb, "mana")]
    else:
        keys = [
            VerbKey(verb, "text", pattern=value_kind if value_kind in ("pt", "keyword") else "")
        ]
    if modifier == "count":
        keys.append(VerbKey("count", "whole", 1, least=1, most=LARGEST_COUNT, x=True))
    elif modifier == "on":
        keys.append(VerbKey(modifier, "objects", "this", words=words))
    elif verb == "damage":
        keys.append(VerbKey(modifier, "recipients", words[0], words=words))
        keys.append(VerbKey("divided", "flag", False))
        keys.append(VerbKey("by", "dealer", "this", words=DEALERS))
    elif modifier:
        keys.append(VerbKey(modifier, "word", words[0], words=words))
    if verb in ("counters", "remove_counters"):
        keys.append(VerbKey("amount", "whole", 1, least=1, most=LARGEST_AMOUNT, x=True))
    if verb in X_VERBS or verb in ("gets", "counters", "remove_counters", "create"):
        keys.append(VerbKey("x", "count", ""))
    if verb == "discard":
        keys.append(VerbKey("chosen_by", "word", "player", words=CHOOSERS))
        keys.append(VerbKey("kind", "cards", "card"))
    if verb == "exile":
        keys.append(VerbKey("until", "word", "", words=UNTIL))
        keys.append(VerbKey("then_return", "word", "", words=UNDER))
        keys.append(VerbKey("return_at", "word", "", words=AT))
    if verb == "return_to_battlefield":
        keys.append(VerbKey("under", "word", "you", words=UNDER))
        keys.append(VerbKey("tapped", "flag", False))
    if verb in ("destroy", "destroy_all"):
        keys.append(VerbKey("can_be_regenerated", "flag", True))
    if verb == "copy":
        keys.append(VerbKey("new_targets", "word", "", words=NEW_TARGETS))
    if verb == "counter":
        keys.append(VerbKey("to", "word", "graveyard", words=COUNTERED_TO))
    if verb == "becomes":
        keys.append(VerbKey("in_addition", "flag", False))
    keys += EVERY_VERB
    if verb == "look_at_top":
        keys.append(VerbKey("take", "word", "one", words=TAKEN))
        keys.append(VerbKey("kind", "cards", "card"))
        keys.append(VerbKey("may", "flag", False))
        keys.append(VerbKey("reveal", "flag", False))
        keys.append(VerbKey("reveal_taken", "flag", False))
        keys.append(VerbKey("to", "word", "hand", words=DESTINATIONS))
        keys.append(VerbKey("rest", "word", "bottom", words=RESTS))
    if verb in DURATION_VERBS:
        default = LASTING.get(verb, Duration.GAME).value
        keys.append(VerbKey("duration", "word", default, words=DURATIONS))
    if verb == "to_library":
        keys.append(VerbKey("position", "word", "top", words=POSITIONS))
    if verb == "hand_to_library":
        keys.append(VerbKey("position", "word", "top", words=HAND_TO_LIBRARY))
    if verb in ("prevent_all", "prevent_next_time"):
        keys.append(VerbKey("to", "prevent_to", "any"))
    if verb in REDIRECTING:
        keys.append(VerbKey("from", "prevent_to", "any"))
        keys.append(VerbKey("to", "redirect_to", words=REDIRECTED_TO))
    if verb in PREVENTING:
        keys.append(VerbKey("by", "prevent_by", "any"))
    if verb == "lose_life":  # "You gain life equal to the life lost this way."
        keys.append(VerbKey("gain_lost", "flag", False))
    if verb == "create":  # "Create a tapped 2/2 black Zombie creature token."
        keys.append(VerbKey("tapped", "flag", False))
    if verb == "search":
        keys.append(VerbKey("count", "whole", 1, least=1, most=LARGEST_COUNT))
        keys.append(VerbKey("reveal", "flag", False))
        keys.append(VerbKey("tapped", "flag", False))
        keys.append(VerbKey("may", "flag", False))
        keys.append(VerbKey("and_graveyard", "flag", False))
    if verb == "skip":  # "you skip your next two turns"
        keys.append(VerbKey("count", "whole", 1, least=1, most=MOST_SKIPS))
    if verb in ("put_from_hand", "cast_without_paying", "cast_from_hand"):
        keys.append(VerbKey("may", "flag", False))
    if verb == "put_from_hand":
        keys.append(VerbKey("tapped", "flag", False))
    return tuple(keys)


@dataclass(frozen=True)
class Instruction:
    """One instruction of an effect: ``verb`` with its ``amount`` (a count or an amount
    of damage, life or counters), its ``subject`` (whom or what: "you", "target",
    "this", "each opponent", "each player"), for ``create`` and ``counters``, the
    token's or counter kind's ``name``, for ``discard`` who ``chosen_by``: the player
    discarding, or ``"you"``, the controller, and for ``exile`` ``until`` when it ends
    (610.3), or ``""``: for good. ``return_exiled`` returns the cards its source's
    linked ability exiled (607.2a) to the battlefield. ``destroy_all`` destroys every
    permanent of its ``group`` at once, regenerated or not (``can_be_regenerated``,
    701.19c); ``regenerate`` puts a regeneration shield on its object (701.19a);
    ``copy`` copies a spell, its controller choosing new targets if ``new_targets`` is
    ``"may"`` (707.10, 707.10c). ``gets``, ``gains`` and ``gain_control`` last for their
    ``duration`` (611.2a-b). ``sacrifice`` of a ``group`` is a permanent of that kind
    each player chooses (701.21a); ``sacrifice_pile`` separates a player's permanents
    into two piles (700.3); ``counters``, ``gets`` and ``gains`` act on ``each`` of a
    ``group`` or on ``those creatures`` (the instruction before's, 608.2c)."""

    verb: str
    amount: int = 1
    subject: str = "you"
    name: str = ""
    chosen_by: str = "player"
    until: str = ""
    group: Quality | None = None
    can_be_regenerated: bool = True
    divided: bool = False
    """``damage``: divided as its controller chooses among its phrase's targets, each at
    least 1, announced as the spell or ability is put on the stack (601.2d)."""
    new_targets: str = ""
    duration: Duration = Duration.END_OF_TURN
    x: bool = False
    """Its amount is X (107.3): the value announced for its spell or ability, or
    ``count`` if it has one."""
    count: Count | None = None
    """What X is, counted as the instruction's effect resolves (608.2h): "where X is the
    number of creatures you control"."""
    reveal: bool = False
    """``search``: the cards found are revealed (701.20a)."""
    sacrificed_by_you: bool = False
    """``sacrifice`` of its target: by the ability's controller ("Sacrifice it"), not by
    the target's controller ("Its controller sacrifices it"); one they don't control
    then isn't sacrificed (701.21a)."""
    tapped: bool = False
    """``search``: put onto the battlefield tapped; ``create``: the tokens enter tapped."""
    and_graveyard: bool = False
    """``search``: of the controller's library and/or graveyard ("Search your library
    and/or graveyard for a card named ..."): the library shuffled only if searched."""
    looking: Looking | None = None
    """``look_at_top``: what is done with the cards looked at (701.20e)."""
    becoming: Becoming | None = None
    """``becomes``: what its objects become, for its duration (611.2a, 613.1d-f)."""
    preventing: Preventing | None = None
    """``prevent``, ``prevent_all``, ``prevent_next_time``: whose damage is prevented, to
    whom (615)."""
    unless: Cost | None = None
    """A cost that, paid as it resolves, keeps the instruction from being followed
    (118.12a): "Counter target spell unless its controller pays {3}"."""
    payer: str = "you"
    """Who may pay ``unless`` (:data:`PAYERS`)."""
    if_paid: Cost | None = None
    """A cost its controller may pay as it resolves; only if they do is the instruction
    followed (118.12): "You may pay {1}. If you do, you gain 1 life."."""
    at: str = ""
    """A later moment (:data:`AT`): as it resolves, the instruction makes a delayed
    triggered ability that follows it then (603.7); ``""``: now."""
    condition: CountCondition | None = None
    """It is followed only if this count is within bounds as it would be (608.2c: "If
    you control a Wizard, draw a card.")."""
    gain_lost: bool = False
    """Of ``lose_life``: its controller then gains life equal to the life lost this way
    (119.3), all players' together."""
    flip: str = ""
    """It is followed only if the coin flip before it was won (``"won"``) or lost
    (``"lost"``, 705.2): "Flip a coin. If you win the flip, ..."; ``""``: either way."""
    phrase: str = ""
    """With several target phrases: the one whose targets ``"target"`` means, as
    ``targets`` writes it ("target player"); ``""``: the one phrase (115.1)."""
    other: str = ""
    """``fight``: the creature the first fights (701.14a), ``"target"`` (the one phrase)
    or a phrase of targets; ``exchange_control``: the permanent the first is exchanged
    with (701.12b), so, or :data:`BOTH_TARGETS`."""
    may: bool = False
    """``put_from_hand``: its controller may put none ("You may put a land card from
    your hand onto the battlefield."); ``cast_without_paying``, ``cast_from_hand``: may
    cast it or not."""
    under: str = ""
    """Whose control a card put onto the battlefield comes under (110.2a): ``"owner"``,
    its owner's, else the effect's controller's. ``exile`` with ``under``: the card
    exiled is then returned to the battlefield, at once or ``return_at`` (603.7)."""
    return_at: str = ""
    """``exile`` with ``under``: the moment (:data:`AT`) a delayed triggered ability
    returns the card exiled (603.7c: that card, if still in exile); ``""``: at once."""
    redirected_to: str = ""
    """A redirection effect's (614.9): whom the damage is dealt to instead
    (:data:`REDIRECTED_TO`; ``"target"``: the phrase ``other`` names)."""
    dealer: str = ""
    """``damage``: what deals it (:data:`DEALERS`: ``"target"``, a phrase of targets,
    ``"that creature"``); ``""``: the source (120.3)."""
    instead: Instruction | None = None
    """The same instruction with another value, followed instead if its ``condition``
    holds as this one would be followed (608.2c): "Galvanic Blast deals 2 damage to any
    target. Metalcraft — Galvanic Blast deals 4 damage instead if you control three or
    more artifacts."."""

    @property
    def announced(self) -> bool:
        """Whether its X is the value announced for its spell or ability (107.3)."""
        return self.x and self.count is None

    @property
    def needs_target(self) -> bool:
        prevents = self.preventing
        return (
            self.subject == "target"
            or self.verb in ("fight", "exchange_control")
            or self.dealer not in ("", THAT_CREATURE)
            or self.redirected_to == "target"
            or (prevents is not None and "target" in (prevents.to, prevents.by))
        )

    @property
    def targets_a_player(self) -> bool:
        """Whether its target is a player (or any target, for damage and preventing it)."""
        if self.preventing is not None:
            return self.preventing.to == "target"
        if self.verb == "sacrifice" and self.group is None:  # "sacrifice it": its target
            return False
        return self.verb in PLAYER_VERBS or self.verb == "damage"


def _unknown_key(verb: str, key: str, allowed: list[str], takes: str) -> str:
    """Why ``key`` isn't one of ``verb``'s: another verb's key is said to be so (Path to
    Exile's "its controller may search" is a ``search`` with no ``player``), a near name
    of its own offered too."""
    hint = did_you_mean(key, allowed)
    if key in _every_key():
        return f"unknown key for {verb}: {key} is another verb's{hint} ({verb} takes {takes})"
    return f"unknown key for {verb}{hint} ({verb} takes {takes})"


@functools.lru_cache(maxsize=1)
def _every_key() -> frozenset[str]:
    """The keys any verb takes."""
    return frozenset(key.name for verb in VERBS for key in verb_keys(verb))


def read_instruction(table: Mapping[str, Any]) -> tuple[Instruction | None, list[tuple[str, str]]]:
    """The instruction a table states, or ``None`` and its problems as ``(key, problem)``
    pairs (``key`` relative to the table, ``""`` for the table itself)."""
    verbs = [key for key in table if key in VERBS]
    if len(verbs) != 1:
        keys = ", ".join(repr(str(k)) for k in table)[:200]
        found = ", ".join(verbs) if verbs else f"none among its keys ({keys})" if keys else "none"
        hint = "".join(did_you_mean(str(k), list(VERBS)) for k in table)[:200] if not verbs else ""
        return None, [
            (
                "",
                f"an instruction has exactly one verb; found {found}{hint} (the verbs: "
                f"{', '.join(VERBS)}; what none says, a plugin's hook does: docs/plugins.md)",
            )
        ]
    verb = verbs[0]
    value_kind, modifier, words = VERBS[verb]
    allowed = [key.name for key in verb_keys(verb)]
    takes = ", ".join(allowed)
    problems = [
        (key, _unknown_key(verb, str(key), allowed, takes)) for key in table if key not in allowed
    ]
    value = table[verb]
    fields: dict[str, Any] = {"verb": verb}
    if value_kind in ("count", "amount") and value == "X":
        fields["amount"], fields["x"] = 0, True
    elif verb == "discard" and value == WHOLE_HAND:  # 701.9a: all the cards in it
        fields["amount"], fields["name"] = 0, WHOLE_HAND
    elif value_kind in ("count", "amount"):
        limit = LARGEST_COUNT if value_kind == "count" else LARGEST_AMOUNT
        problem = _whole(value, limit)
        if problem:
            also = ', "X" or "hand" (the whole hand)' if verb == "discard" else ', or "X"'
            problems.append((verb, problem + also))
        fields["amount"] = value
    elif (
        value_kind == "object"
        and verb == "return_to_hand"
        and value not in words
        and not is_phrase(value)
    ):
        _read_chosen(value, fields, problems)
    elif value_kind == "object" and verb == "untap" and str(value).startswith(UP_TO):
        _read_up_to(value, fields, problems)
    elif value_kind == "object":
        _read_subject(verb, value, words, fields, problems)
        if verb == "cast_without_paying":  # 118.9: "you may cast"
            _read_flags(table, ("may",), fields, problems)
    elif value_kind == "pt":
        if not isinstance(value, str) or _PT.fullmatch(value) is None:
            example = "'+3/+3', '-1/-0' or '+X/+X'"
            problems.append((verb, f"expected a change such as {example}, found {value!r}"))
        fields["name"] = value
        fields["x"] = isinstance(value, str) and "X" in value
    elif value_kind == "group":
        try:
            fields["group"] = parse_group(value, named=True) if isinstance(value, str) else None
        except QualityError as error:
            problems.append((verb, str(error)))
        if not isinstance(value, str):
            problems.append((verb, f"expected a group of permanents, found {value!r}"))
        fields["name"] = value
    elif value_kind == "sacrificed":
        _read_sacrificed(value, table, fields, problems)
    elif value_kind == "cards" and verb == "put_from_hand":
        _read_put_from_hand(value, table, fields, problems)
    elif value_kind == "cards" and verb == "cast_from_hand":
        if _kind_of_card(verb, value, fields, problems):  # 118.9, 608.2g
            _read_flags(table, ("may",), fields, problems)
    elif value_kind == "cards":
        _read_cards(value, table, fields, problems)
    elif value_kind == "graveyard":  # every card of the kind in the player's graveyard
        _kind_of_card(verb, value, fields, problems)
    elif value_kind == "fighter":
        _read_fighters(value, table.get("with", "target"), words, fields, problems)
    elif value_kind == "exchanged":
        _read_exchanged(value, table.get("with", BOTH_TARGETS), words, fields, problems)
    elif value_kind == "becoming":
        _read_becoming(value, table, fields, problems)
    elif value_kind == "mana":
        if not isinstance(value, str) or not value:
            problems.append((verb, f"expected mana as symbols, such as '{{B}}', found {value!r}"))
        else:
            try:
                parse_mana(value)
            except ManaCostError as error:
                problems.append((verb, str(error)))
        fields["name"] = value
    elif value_kind == "piles":
        if value not in PILES:
            problems.append((verb, _one_of(PILES, value)))
        fields["name"] = value
    elif value_kind == "seen":  # 701.20a, 701.20b
        if value not in SEEN:
            problems.append((verb, _one_of(SEEN, value)))
        fields["name"] = value
    elif value_kind == "rule":  # a rule for the player, for the effect's duration
        if value not in PLAYER_RULES:
            problems.append((verb, _one_of(tuple(PLAYER_RULES), value)))
        fields["name"] = value
    elif value_kind == "skipped":  # 614.10
        if value not in SKIPPABLE:
            problems.append((verb, _one_of(SKIPPABLE, value)))
        fields["name"] = value
        fields["amount"] = _modifier_count(table, "count", MOST_SKIPS, problems)
    elif value_kind == "restriction":
        if not isinstance(value, str) or restrictions_of(value) is None:
            some = ("be blocked by <group>", "be blocked except by <group>")  # 509.1b
            problems.append((verb, _one_of((*CANT, *some), value)))
        fields["name"] = value
    elif value_kind == "requirement":
        if value not in MUST:
            problems.append((verb, _one_of(tuple(MUST), value)))
        fields["name"] = value
    elif value_kind == "permission":
        if value not in CAN:
            problems.append((verb, _one_of(tuple(CAN), value)))
        fields["name"] = value
    elif value_kind == "keyword" and value == CHOSEN_PROTECTION and verb == "gains":
        fields["name"] = value
    elif value_kind == "keyword":
        problem = keyword_problem(value) if isinstance(value, str) else "expected a keyword"
        if problem:
            problems.append((verb, f"{problem}; or {CHOSEN_PROTECTION!r}"))
        fields["name"] = normal(value) if isinstance(value, str) else value
    else:  # a token's or counter kind's name
        if not isinstance(value, str) or not value.strip() or not value.isprintable():
            problems.append((verb, f"expected a name, found {value!r}"))
        fields["name"] = value
    if modifier == "count" and table.get("count") == "X":  # "Create X ... tokens" (107.3)
        fields["amount"], fields["x"] = 0, True
    elif modifier == "count":
        fields["amount"] = _modifier_count(table, "count", LARGEST_COUNT, problems)
    elif modifier == "on":
        _read_on(table.get("on", "this"), words, fields, problems)
    elif (
        verb == "damage"
        and str(table.get("to", "")).lower().startswith("each ")
        and (table.get("to") not in words)
    ):
        _read_each_recipient(table["to"], fields, problems)
    elif (
        modifier
        and fields.get("subject") != "this"
        and not (verb == "sacrifice" and fields.get("subject") == "target")
    ):
        _read_subject(modifier, table.get(modifier, words[0]), words, fields, problems)
    if verb in ("counters", "remove_counters") and table.get("amount") == "X":  # 107.3
        fields["amount"], fields["x"] = 0, True
    elif verb in ("counters", "remove_counters"):
        fields["amount"] = _modifier_count(table, "amount", LARGEST_AMOUNT, problems)
    if verb == "discard":
        chosen_by = table.get("chosen_by", "player")
        if chosen_by not in CHOOSERS:
            problems.append(("chosen_by", _one_of(CHOOSERS, chosen_by)))
        fields["chosen_by"] = chosen_by
        if "kind" in table:  # "You choose a nonland card from it." (701.9b)
            _discarded_kind(table, fields, problems)
    if verb == "damage" and "divided" in table:
        _read_divided(table, fields, problems)
    if verb == "damage" and "by" in table:
        _read_dealer(table, fields, problems)
    if verb in ("destroy", "destroy_all"):
        flag = table.get("can_be_regenerated", True)
        if not isinstance(flag, bool):
            problems.append(("can_be_regenerated", f"expected true or false, found {flag!r}"))
        fields["can_be_regenerated"] = flag
    if verb == "copy" and "new_targets" in table:
        if table["new_targets"] not in NEW_TARGETS:
            problems.append(("new_targets", _one_of(NEW_TARGETS, table["new_targets"])))
        fields["new_targets"] = table["new_targets"]
    if verb in DURATION_VERBS:
        written = table.get("duration", LASTING.get(verb, Duration.GAME).value)
        if written not in DURATIONS:
            problems.append(("duration", _one_of(DURATIONS, written)))
        else:
            fields["duration"] = Duration(written)
    if verb == "counter" and "to" in table:  # 701.6a: "... instead of into its graveyard"
        if table["to"] not in COUNTERED_TO:
            problems.append(("to", _one_of(COUNTERED_TO, table["to"])))
        fields["name"] = table["to"]
    if verb in ("to_library", "hand_to_library"):
        positions = POSITIONS if verb == "to_library" else HAND_TO_LIBRARY
        position = table.get("position", "top")
        if position not in positions:
            problems.append(("position", _one_of(positions, position)))
        fields["name"] = position
    if verb == "exile" and ("then_return" in table or "return_at" in table):
        _read_returning(table, fields, problems)
    if verb == "return_to_battlefield":
        _read_flags(table, ("tapped",), fields, problems)
    if verb == "return_to_battlefield" and "under" in table:
        if table["under"] not in UNDER:
            problems.append(("under", _one_of(UNDER, table["under"])))
        fields["under"] = "owner" if table["under"] == "owner" else ""
    if verb == "exile" and "until" in table:
        if table["until"] not in UNTIL:
            problems.append(("until", _one_of(UNTIL, table["until"])))
        fields["until"] = table["until"]
    if verb == "look_at_top":
        _read_looking(table, fields, problems)
    if "x" in table:
        _read_count(table["x"], fields, problems)
    if verb in PREVENTING:
        _read_preventing(table, fields, problems)
    if "unless" in table or "payer" in table:
        _read_unless(table, fields, problems)
    if "if_paid" in table:
        fields["if_paid"] = _players_cost(table["if_paid"], "if_paid", problems, itself=True)
        if "unless" in table or "at" in table:
            problems.append(("if_paid", "not with 'unless' or 'at': one cost, paid as it resolves"))
    if "at" in table:
        if table["at"] not in AT:
            problems.append(("at", _one_of(AT, table["at"])))
        fields["at"] = table["at"]
    if "if" in table:
        _read_condition(table, fields, problems)
    if verb == "lose_life":
        _read_flags(table, ("gain_lost",), fields, problems)
    if verb == "create":
        _read_flags(table, ("tapped",), fields, problems)
    if verb == "flip_coin" and table[verb] != 1:
        problems.append((verb, "one coin is flipped (705.1): write flip_coin = 1"))
    if "instead" in table:
        _read_instead(table, verb, fields, problems)
    if problems:
        return None, problems
    return Instruction(**fields), []


def _read_instead(
    table: Mapping[str, Any], verb: str, fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """``instead``: the verb with another value (or another ``amount`` or ``count``),
    and the ``if`` under which that one is followed instead (608.2c); the other keys are
    the instruction's own. Not with ``at``, which would leave unsaid when the count is
    checked."""
    instead = table["instead"]
    amounts = {verb, "amount", "count"} & {key.name for key in verb_keys(verb)}
    given = set(instead) - {"if"} if isinstance(instead, Mapping) else set()
    if not isinstance(instead, Mapping) or "if" not in instead or not given or given - amounts:
        values = " or ".join(sorted(amounts, key=lambda k: k != verb))
        written = f"{{ {verb} = ..., if = {COUNT_CONDITION} }}"
        problems.append(("instead", f"write instead = {written} ({values} and if)"))
        return
    if "at" in table:
        problems.append(("instead", "not with 'at': the count is checked as it is followed"))
        return
    other = {k: v for k, v in table.items() if k not in ("instead", "if")}
    alternative, found = read_instruction({**other, **instead})
    problems.extend(  # the other keys' problems are the instruction's own, said once
        (f"instead.{key}", problem)
        for key, problem in found
        if key in instead or key.startswith("if")
    )
    fields["instead"] = alternative


DEALERS = ("this", "target", THAT_CREATURE)
"""What deals an instruction's damage (``by``): its source, a target creature (or one
phrase of targets), or the creature its trigger event named (603.2)."""


def _read_returning(
    table: Mapping[str, Any], fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """``exile``'s ``then_return`` and ``return_at``: the card exiled then returns to the
    battlefield under its owner's or your control, at once ("Exile target creature you
    control, then return that card to the battlefield under its owner's control.") or
    by a delayed triggered ability (603.7: "Return that card to the battlefield under
    its owner's control at the beginning of the next end step.")."""
    under = table.get("then_return")
    if under not in UNDER:
        problems.append(("then_return", _one_of(UNDER, under)))
        return
    if "until" in table:
        problems.append(("then_return", "not with 'until': the card returns as 610.3 says"))
    if "at" in table:
        problems.append(("then_return", "not with 'at': say when it returns with return_at"))
    at = table.get("return_at", "")
    if at and at not in AT:
        problems.append(("return_at", _one_of(AT, at)))
    fields["under"] = "owner" if under == "owner" else "you"
    fields["return_at"] = at


def _read_dealer(
    table: Mapping[str, Any], fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """``damage``'s ``by``: what deals it, if not the source ("Target creature you
    control deals damage equal to its power to target creature you don't control.",
    120.3; "it deals 4 damage", of the creature a trigger saw)."""
    dealer = table["by"]
    if dealer not in DEALERS and not is_phrase(dealer):
        words = ", ".join(repr(w) for w in DEALERS)
        problems.append(("by", f"expected {words} or a phrase of targets, found {dealer!r}"))
        return
    if table.get("divided"):
        problems.append(("by", "not with 'divided': the source divides its damage (601.2d)"))
    if "at" in table:
        problems.append(("by", "not with 'at': what deals it is chosen as it resolves (603.7)"))
    fields["dealer"] = "" if dealer == "this" else " ".join(str(dealer).split())


def _read_divided(
    table: Mapping[str, Any], fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """``divided = true``: "deals 3 damage divided as you choose among one, two, or three
    targets" (601.2d): a fixed amount, to the targets of its phrase."""
    flag = table["divided"]
    if not isinstance(flag, bool):
        problems.append(("divided", f"expected true or false, found {flag!r}"))
        return
    if flag and (table.get("to", "target") != "target" or not isinstance(table["damage"], int)):
        problems.append(
            (
                "divided",
                "damage divided among targets (601.2d) is a whole number, not X, dealt to "
                "'target': the targets of its phrase",
            )
        )
    fields["divided"] = flag


FLIP_RESULTS = {"you won the flip": "won", "you lost the flip": "lost"}
"""An ``if`` of a coin flip an instruction before it made (705.2)."""


def _read_condition(
    table: Mapping[str, Any], fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """``if``: a count within bounds the instruction is followed only if (608.2c); not
    with ``at``, which would leave unsaid whether it is checked now or then."""
    if isinstance(table["if"], str):  # 705.2: "If you win the flip, ..."
        if table["if"] not in FLIP_RESULTS:
            flips = " or ".join(repr(f) for f in FLIP_RESULTS)
            problems.append(("if", f"a string here is a coin flip's outcome: {flips}"))
        fields["flip"] = FLIP_RESULTS.get(table["if"], "")
        return
    try:
        fields["condition"] = parse_count_condition(table["if"], "if")
    except ConditionError as error:
        problems.append((f"if.{error.part}" if error.part else "if", str(error)))
    if "at" in table:
        problems.append(("if", "not with 'at': write the condition on the later instruction"))


def _read_preventing(
    table: Mapping[str, Any], fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """``to`` and ``by`` of a prevention effect (615); ``prevent`` says ``to`` as a
    player verb does (its subject)."""
    found: dict[str, Any] = {}
    reached = "from" if fields["verb"] in REDIRECTING else "to"  # whom it would be dealt to
    try:
        if fields["verb"] == "prevent":
            found["to"] = fields.get("subject", "target")
        elif reached == "from" and is_phrase(table.get("from")):  # 115.1: one phrase of two
            found["to"], fields["phrase"] = "target", " ".join(table["from"].split())
        else:
            found["to"], found["to_group"] = parse_to(_words(table.get(reached, "any"), reached))
        found["by"], found["by_group"], found["colors"] = parse_by(
            _words(table.get("by", "any"), "by")
        )
    except PreventingError as error:
        key = "by" if "to" in found and "by" not in found else reached
        problems.append((key, str(error)))
        return
    fields["preventing"] = Preventing(**found)
    if fields["verb"] in REDIRECTING:
        _read_redirected_to(table.get("to"), fields, problems)


def _read_redirected_to(
    value: object, fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """``to`` of a redirection effect: whom the damage is dealt to instead (614.9), one
    of :data:`REDIRECTED_TO` or a phrase of targets (then ``other``)."""
    if value in REDIRECTED_TO:
        fields["redirected_to"] = value
        fields["other"] = "target" if value == "target" else ""
    elif is_phrase(value):
        fields["redirected_to"], fields["other"] = "target", " ".join(str(value).split())
    else:
        words = ", ".join(repr(w) for w in REDIRECTED_TO)
        problems.append(("to", f"expected {words} or a phrase of targets, found {value!r}"))


def _words(value: object, key: str) -> str:
    if not isinstance(value, str):
        raise PreventingError(f"expected words for {key}, found {value!r}")
    return value


def _read_unless(
    table: Mapping[str, Any], fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """``unless`` and ``payer``: the instruction is followed unless the payer pays the
    cost as it resolves (118.12a); a cost of nothing the source itself pays (no {T},
    nothing of "this", 118.12)."""
    payer = table.get("payer", "you")
    if payer not in PAYERS:
        problems.append(("payer", _one_of(PAYERS, payer)))
    fields["payer"] = payer
    if "unless" not in table:
        problems.append(("payer", "says who may pay an 'unless' cost; add unless"))
        return
    fields["unless"] = _players_cost(table["unless"], "unless", problems)


def _players_cost(
    value: object, key: str, problems: list[tuple[str, str]], *, itself: bool = False
) -> Cost | None:
    """A cost a player pays as the instruction resolves (118.12): nothing the source
    pays itself (no {T}, nothing of "this"), but with ``itself`` (its controller's
    ``if_paid``) sacrificing it: "you may sacrifice it. If you do, ..."."""
    try:
        cost = parse_cost(value) if isinstance(value, str) else None
    except CostError as error:
        problems.append((key, str(error)))
        return None
    if cost is None:
        problems.append((key, f"expected a cost such as '{{3}}', found {value!r}"))
    elif (
        cost.tap
        or cost.untap
        or (cost.sacrifice_self and not itself)
        or cost.discard_self
        or cost.exile_self
        or cost.remove_counters
        or cost.loyalty is not None
    ):
        problems.append(
            (
                key,
                f"{value!r}: a player pays it, not the source: no {{T}}, {{Q}} nor "
                f"anything of 'this' ({'118.12a' if key == 'unless' else '118.12'})",
            )
        )
    return cost


def _read_count(value: object, fields: dict[str, Any], problems: list[tuple[str, str]]) -> None:
    """``x``: what X is, counted as the effect resolves (608.2h), for a value that is X."""
    if not fields.get("x"):
        problems.append(("x", 'says what X is, for a value or count that is "X" or "+X/+X"'))
        return
    try:
        fields["count"] = parse_count(value) if isinstance(value, str) else None
    except CountError as error:
        problems.append(("x", str(error)))
        return
    if fields["count"] is None:
        problems.append(("x", f"expected a number the rules count, found {value!r}"))
    elif fields["count"].where == DEALER and fields["verb"] != "damage":
        problems.append(("x", f"{value!r} is the power of what deals damage: a damage's x only"))
    elif fields["count"].theirs and (
        fields["verb"] not in THEIRS_VERBS or fields.get("subject") not in THEIRS_SUBJECTS
    ):
        problems.append(("x", THEIRS_ONLY.format(text=value)))


THEIRS_VERBS = frozenset({"draw", "discard", "mill", "gain_life", "lose_life", "poison", "damage"})
THEIRS_SUBJECTS = ("target", "each opponent", "each player", THAT_PLAYER, TARGETS_CONTROLLER)
"""The instructions a count of "their" is read for: each is followed for a player, the
one counted for."""


def _discarded_kind(
    table: Mapping[str, Any], fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """A ``discard``'s ``kind``: the cards of the hand it may discard (701.9b: "a
    nonland card", "a creature or planeswalker card"), chosen by the player or by you;
    not with the whole hand or at random."""
    if table.get("chosen_by") == "random" or table.get("discard") == WHOLE_HAND:
        problems.append(("kind", "a kind of card is chosen, not discarded at random or all"))
        return
    words = table["kind"]
    try:
        quality = parse_quality(words) if isinstance(words, str) else None
    except QualityError as error:
        problems.append(("kind", str(error)))
        return
    if quality is None or not quality.card:
        problems.append(("kind", f"expected a kind of card, such as 'nonland card': {words!r}"))
        return
    fields["group"] = quality


def _read_looking(
    table: Mapping[str, Any], fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """``look_at_top``: what is done with the cards looked at (701.20e): how many of
    what ``kind`` are ``take``-n ``to`` where, and where the ``rest`` go."""
    looking: dict[str, Any] = {}
    for key, words, default in (
        ("take", TAKEN, "one"),
        ("to", DESTINATIONS, "hand"),
        ("rest", RESTS, "bottom"),
    ):
        value = table.get(key, default)
        if value not in words:
            problems.append((key, _one_of(words, value)))
        looking["taken" if key == "take" else key] = value
    for flag in ("may", "reveal", "reveal_taken"):
        value = table.get(flag, False)
        if not isinstance(value, bool):
            problems.append((flag, f"expected true or false, found {value!r}"))
        looking[flag] = value is True
    kind = table.get("kind", "card")
    quality = None
    try:
        quality = parse_quality(kind) if isinstance(kind, str) else None
    except QualityError as error:
        problems.append(("kind", str(error)))
    else:
        if quality is None or not quality.card:
            expected = "expected a kind of card, such as 'creature card'"
            problems.append(("kind", f"{expected}; found {kind!r}"))
    looking["kind"] = quality if kind != "card" else None
    if looking["may"] and looking["taken"] != "one":
        problems.append(("may", 'only "one" card may be taken or not (take = "one")'))
    if looking["reveal_taken"] and looking["reveal"]:
        problems.append(("reveal_taken", "the cards are all revealed already (reveal = true)"))
    fields["looking"] = Looking(**looking)
    fields["name"] = kind if isinstance(kind, str) else ""


def _read_becoming(
    value: object,
    table: Mapping[str, Any],
    fields: dict[str, Any],
    problems: list[tuple[str, str]],
) -> None:
    """``becomes``: what the permanent becomes (205.1, 105.3, 305.7), keeping its other
    types if ``in_addition`` (205.1b)."""
    in_addition = table.get("in_addition", False)
    if not isinstance(in_addition, bool):
        problems.append(("in_addition", f"expected true or false, found {in_addition!r}"))
        return
    if not isinstance(value, str):
        problems.append(("becomes", f"expected what it becomes, such as {BECOMING_EXAMPLES[0]!r}"))
        return
    try:
        fields["becoming"] = parse_becoming(value, in_addition)
    except BecomingError as error:
        problems.append(("becomes", str(error)))
    fields["name"] = value


def _read_cards(
    value: object,
    table: Mapping[str, Any],
    fields: dict[str, Any],
    problems: list[tuple[str, str]],
) -> None:
    """``search``: what kind of card (a quality ending in "card", 701.23a), how many at
    most (``count``), revealed or not, and where it goes (``to``, ``tapped``)."""
    if not _kind_of_card("search", value, fields, problems):
        return
    fields["amount"] = _modifier_count(table, "count", LARGEST_COUNT, problems)
    _read_flags(table, ("reveal", "tapped", "may", "and_graveyard"), fields, problems)
    if table.get("and_graveyard") and table.get("to") == "top of library":
        problems.append(("and_graveyard", "a card found in a graveyard isn't shuffled on top"))
    if table.get("to") == "top of library" and fields.get("amount", 1) != 1:
        problems.append(("count", "one card put on top of a library (401.4 would order more)"))
    if table.get("tapped") and table.get("to", "hand") != "battlefield":
        problems.append(("tapped", "only a card put onto the battlefield enters tapped"))


def _read_put_from_hand(
    value: object,
    table: Mapping[str, Any],
    fields: dict[str, Any],
    problems: list[tuple[str, str]],
) -> None:
    """``put_from_hand``: a card of a kind its controller chooses from their hand as it
    resolves and puts onto the battlefield (608.2d; not cast nor played, 305.4), or none
    if ``may``; ``tapped`` if it enters so."""
    if _kind_of_card("put_from_hand", value, fields, problems):
        _read_flags(table, ("may", "tapped"), fields, problems)


def _kind_of_card(
    verb: str, value: object, fields: dict[str, Any], problems: list[tuple[str, str]]
) -> bool:
    """The kind of card ``verb``'s value says (a quality ending in "card": "basic land
    card"), in ``fields``; ``False`` with the problem noted."""
    try:
        quality = parse_quality(value) if isinstance(value, str) else None
    except QualityError as error:
        problems.append((verb, str(error)))
        return False
    if quality is None or not quality.card:
        problems.append(
            (verb, f"expected a kind of card, such as 'basic land card'; found {value!r}")
        )
        return False
    fields["group"], fields["name"] = quality, value
    return True


def _read_flags(
    table: Mapping[str, Any],
    names: tuple[str, ...],
    fields: dict[str, Any],
    problems: list[tuple[str, str]],
) -> None:
    """Each of ``names`` as ``true`` or ``false`` (``false`` unsaid), in ``fields``."""
    for flag in names:
        chosen = table.get(flag, False)
        if not isinstance(chosen, bool):
            problems.append((flag, f"expected true or false, found {chosen!r}"))
        fields[flag] = chosen is True


def _read_sacrificed(
    value: object,
    table: Mapping[str, Any],
    fields: dict[str, Any],
    problems: list[tuple[str, str]],
) -> None:
    """``sacrifice = "this"`` (its source) or ``"target"`` (its target, by its
    controller, or with ``player = "you"`` by the ability's: "Sacrifice it"), or
    ``sacrifice = "a creature"`` (``"two creatures"``): each player the ``player`` key
    names sacrifices that many permanents of that kind they choose (701.21a)."""
    if value in ("this", "target"):
        fields["subject"] = value
        player = table.get("player")
        if value == "target" and player == "you":
            fields["sacrificed_by_you"] = True
        elif value == "target" and "player" in table:
            problem = "expected 'you' (\"Sacrifice it\"), or no player: its controller (701.21a)"
            problems.append(("player", f"{problem}; found {player!r}"))
        elif "player" in table:
            problems.append(
                ("player", "the source itself is sacrificed by its controller (701.21a)")
            )
        return
    match = _SACRIFICED.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        expected = "expected 'this' or what is sacrificed, 'a creature' (701.21a)"
        problems.append(("sacrifice", f"{expected}, found {value!r}"))
        return
    count = _HOW_MANY[match[1].lower()]
    try:
        fields["group"] = parse_quality(match[2]) if count == 1 else parse_group(match[2])
    except QualityError as error:
        problems.append(("sacrifice", str(error)))
    fields["name"] = value
    fields["amount"] = count


CHOSEN = "chosen"
"""The subject of an instruction on a permanent its controller chooses as it resolves
("Return a land you control to its owner's hand", 608.2d)."""
_CHOSEN = re.compile(r"(a|an|another) (.+)")


def _read_chosen(value: object, fields: dict[str, Any], problems: list[tuple[str, str]]) -> None:
    """``return_to_hand = "a land you control"``: a permanent of that kind its
    controller chooses as it resolves, not a target (608.2d)."""
    match = _CHOSEN.fullmatch(value) if isinstance(value, str) else None
    if match is None:
        expected = "expected 'target', 'this', or a permanent chosen: 'a land you control'"
        problems.append(("return_to_hand", f"{expected}; found {value!r}"))
        return
    words = f"another {match[2]}" if match[1] == "another" else match[2]
    try:
        fields["group"] = parse_quality(words)
    except QualityError as error:
        problems.append(("return_to_hand", str(error)))
    fields["subject"], fields["name"] = CHOSEN, value


UP_TO = "up to "
"""How ``untap`` says permanents its controller chooses as it resolves: "up to two
lands" (608.2d)."""
_UP_TO = re.compile(r"up to (?P<count>[a-z]+) (?P<kind>.+)")


def _read_up_to(value: object, fields: dict[str, Any], problems: list[tuple[str, str]]) -> None:
    """``untap = "up to two lands"``: as many as that of the kind, any controller's,
    its controller chooses as it resolves, one at a time, or fewer (608.2d)."""
    match = _UP_TO.fullmatch(str(value))
    count = NUMBER_WORDS.get(match["count"]) if match else None
    if match is None or count is None:
        expected = "expected 'up to two lands' (two to seven, in words)"
        problems.append(("untap", f"{expected}; found {value!r}"))
        return
    try:
        fields["group"] = parse_group(match["kind"])
    except QualityError as error:
        problems.append(("untap", str(error)))
    fields["subject"], fields["name"], fields["amount"] = CHOSEN, value, count


_PHRASE = re.compile(r"(?:(?:up to )?[a-z]+ )?(?:another )?target [a-z].*", re.IGNORECASE)


def is_phrase(value: object) -> bool:
    """Whether ``value`` is a target phrase, as ``targets`` writes one ("target player",
    "another target creature"), naming the targets of that phrase (115.1)."""
    return isinstance(value, str) and _PHRASE.fullmatch(" ".join(value.split())) is not None


def _read_subject(
    key: str,
    value: object,
    words: tuple[str, ...],
    fields: dict[str, Any],
    problems: list[tuple[str, str]],
) -> None:
    """Whom or what the instruction acts on: one of ``words``, or, where ``"target"``
    is one, the words of one phrase of ``targets``: its targets (115.1)."""
    if value in words:
        fields["subject"] = value
    elif "target" in words and is_phrase(value):
        fields["subject"], fields["phrase"] = "target", " ".join(str(value).split())
    else:
        also = ", or a phrase of targets ('target player')" if "target" in words else ""
        problems.append((key, _one_of(words, value) + also))
        fields["subject"] = value


def _read_fighters(
    value: object,
    other: object,
    words: tuple[str, ...],
    fields: dict[str, Any],
    problems: list[tuple[str, str]],
) -> None:
    """``fight`` (701.14a): the creature that fights, ``this`` or a target, and ``with``
    the one it fights, a target: "Target creature you control fights target creature you
    don't control.": ``{ fight = "target creature you control", with = "target creature
    you don't control" }``."""
    _read_subject("fight", value, words, fields, problems)
    if other == "target" or is_phrase(other):
        fields["other"] = " ".join(str(other).split())
    else:
        problems.append(("with", f"expected 'target' or a phrase of targets, found {other!r}"))
    if value == "target" and other == "target":
        problems.append(("with", "names the target the first fights: a phrase of its own"))


BOTH_TARGETS = "the other target"
"""``exchange_control``'s ``with`` when its one phrase names both permanents: "Exchange
control of two target creatures." (701.12b)."""


def _read_exchanged(
    value: object,
    other: object,
    words: tuple[str, ...],
    fields: dict[str, Any],
    problems: list[tuple[str, str]],
) -> None:
    """``exchange_control`` (701.12b): one permanent, ``this`` or a target, and ``with``
    the other, a target: ``{ exchange_control = "this", with = "target" }``; or the two
    targets of one phrase: ``{ exchange_control = "target" }`` with ``"two target
    creatures"``."""
    _read_subject("exchange_control", value, words, fields, problems)
    if other == BOTH_TARGETS:
        if value == "this":
            problems.append(("with", "names the target this is exchanged with"))
        fields["other"] = BOTH_TARGETS
    elif other == "target" or is_phrase(other):
        fields["other"] = " ".join(str(other).split())
        if value == "target" and other == "target":
            problems.append(("with", "names the other target: a phrase of its own"))
    else:
        problems.append(("with", f"expected 'target' or a phrase of targets, found {other!r}"))


def _read_each_recipient(
    value: str, fields: dict[str, Any], problems: list[tuple[str, str]]
) -> None:
    """Damage ``to`` each permanent of a group, and perhaps each player or opponent
    too: "each creature", "each creature and each player" (120.3)."""
    group, _, players = value.partition(" and ")
    if players and players not in ("each player", "each opponent"):
        problems.append(
            ("to", f"expected 'and each player' or 'and each opponent', found {value!r}")
        )
        return
    try:
        fields["group"] = parse_group(group, named=True)
    except QualityError as error:
        problems.append(("to", str(error)))
        return
    fields["subject"] = "each"
    fields["name"] = players


def _read_on(
    value: object,
    words: tuple[str, ...],
    fields: dict[str, Any],
    problems: list[tuple[str, str]],
) -> None:
    """What ``counters``, ``gets`` or ``gains`` acts on: one of ``words``, or ``each``
    and a group of permanents (``each creature you control``)."""
    if value in words or is_phrase(value):
        _read_subject("on", value, words, fields, problems)
        return
    if isinstance(value, str) and value.lower().startswith("each "):
        try:
            fields["group"] = parse_group(value, named=True)
        except QualityError as error:
            problems.append(("on", str(error)))
        fields["subject"] = "each"
        return
    listed = ", ".join(map(repr, words))
    each = "'each' and a group such as 'each creature you control'"
    problems.append(("on", f"expected one of {listed}, or {each}, found {value!r}"))


def _modifier_count(
    table: Mapping[str, Any], key: str, limit: int, problems: list[tuple[str, str]]
) -> Any:
    """The whole number ``table[key]`` (1 if absent), its problem noted."""
    value = table.get(key, 1)
    problem = _whole(value, limit, least=1)
    if problem:
        problems.append((key, problem))
    return value


def _one_of(words: tuple[str, ...], found: object) -> str:
    return f"expected one of {', '.join(map(repr, words))}, found {found!r}"


def _whole(value: object, limit: int, *, least: int = 0) -> str:
    if not isinstance(value, int) or isinstance(value, bool):
        return f"expected a whole number, found {value!r}"
    if not least <= value <= limit:
        return f"expected a whole number from {least} to {limit:,}, found {value}"
    return ""
