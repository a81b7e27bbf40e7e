"""Saved games: a whole game as JSON text, and a game restored from it.

A saved game holds everything that changes as a game is played: the players, every
object with its zone, status (110.5), counters and last known information (113.7a), the
continuous effects in force (611), the stack and the triggered abilities waiting for it
(603.3), the turn, step, priority and combat, the decision the game waits for, the
chooser's unused script, the random generator, and the log. What never changes is named,
not copied: a card definition by its name in the catalog, a function of a card's plugin
by its name in that plugin. Restored, the game continues exactly as the original would.

The document is ``{"format", "version", "cards", "game", "objects", ...}``:
``cards`` names every card the game refers to, so a catalog that lacks one is refused at
once; ``objects`` are the players, objects, abilities and combat, each once, each
``[class, attributes]``, which the values refer to by number
(:mod:`cardhost.kernel.state_codec`), a zone listing its objects' numbers.
"""

from __future__ import annotations

import base64
import copy
import json
import random
import struct
import typing
from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from typing import TYPE_CHECKING, Any, Literal

from cardhost.builtin import BUILTIN_PLUGINS, ON_DEMAND
from cardhost.kernel import decisions
from cardhost.kernel.choices import Chooser, FirstOptionChooser, ScriptedChooser
from cardhost.kernel.combat import Combat
from cardhost.kernel.contents import ZoneContents
from cardhost.kernel.continuous import ContinuousEffect
from cardhost.kernel.delayed import DelayedTrigger
from cardhost.kernel.journal import GameRandom
from cardhost.kernel.linked_exile import ExiledWith
from cardhost.kernel.log import EventLog, LogSink, event_log
from cardhost.kernel.objects import (
    FUSED,
    NO_COUNTERS,
    Characteristics,
    GameObject,
    Player,
    counted,
)
from cardhost.kernel.plugins import pristine
from cardhost.kernel.prevention import Prevention
from cardhost.kernel.redirection import Redirection
from cardhost.kernel.skips import Skip
from cardhost.kernel.stack import StackAbility
from cardhost.kernel.state_codec import TRACKED_KINDS, Decoder, Encoder, checker
from cardhost.kernel.state_codec import shown_briefly as _shown
from cardhost.kernel.targeting import TargetRequirement, mode_requirements
from cardhost.loading.catalog import Catalog, add_rules_tokens, bundled_catalog
from cardhost.model.actions import Action
from cardhost.model.card_types import CardType
from cardhost.model.continuous import Duration
from cardhost.model.copy_values import CopiedValues
from cardhost.model.definitions import (
    INTRINSIC,
    ActivatedAbility,
    CardDefinition,
    TriggeredAbility,
)
from cardhost.model.errors import CardhostError, SnapshotError
from cardhost.model.events import AttackersDeclared, GameDrawn, LogEntry, ObjectRef, PlayerLost
from cardhost.model.mana import ManaPool
from cardhost.model.targets import TargetSpec
from cardhost.model.turns import Step, ThisTurn
from cardhost.model.validation import LARGEST_INTEGER, name_problem
from cardhost.model.zones import BATTLEFIELD, EXILE, PLAYER_ZONES, STACK, Zone

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

FORMAT = "cardhost saved game"
VERSION = 24
"""Bumped whenever what a saved game holds changes, and a reader reads only its own
version: 23 since a permanent keeps when each kind of its counters that change power or
toughness was last put on it (613.7c); 22 since a modal spell's modes are asked before
its X (601.2b), so the answers of a decision waiting in its cast are read in that
order, and an effect on a group
during its controller's next untap step says whose step has ended (502.3, 611.2c); 21
since an object leaves out its zone, which the zone listing it says, and in a player's
zone its owner (400.3: :data:`PLACED`), a zone change says who knew which card moved
(701.20a), and a replacement effect a plugin offered for another card's object the card
that offered it; 20 since a zone lists its objects by their numbers alone and an object
is ``[class, attributes]``; 19 since a choice made says whether it was among cards its
player alone saw (701.20e), and the abilities activated this turn and a permanent's
abilities effects give it say which ability each is (602.5b-c), and a combat the blocks
each defending player has declared so far (802.4) and the attackers removed from it with
whom they attacked (508.5); 18 since a game keeps how many players it began with
(100.1b, 103.8) and a triggered or activated ability its source's timestamp as it was
put on the stack (701.27f); 17 since an object leaves out its card's number, whether it
is a token, its controllers while they are what its own number, card and owner say
(:data:`DERIVED`), and says its zone by name, its card by name and its owner and
controllers by number, the random generator's state is packed in base64, and a copy's
values say whether it is a double-faced token (707.8a); 16 since each chosen mode's
targets are its own (115.3); 15 since an object leaves out what it holds as a new object
does (:data:`UNSAID`); 14 since a permanent keeps whether it is renowned (702.112b) and
a spell whether it rebounds (702.88a) and who cast it by suspend (702.62a), a permanent
whether it was unearthed (702.84a), a spell whether it was cast for its dash cost
(702.109a) and how many colours of mana were spent to cast it (702.44a), and a permanent
whether it is monstrous (701.37b) and the copiable values a copy effect gave it (707.2);
13 since a game keeps the steps, phases and turns players will skip (614.10) and a
player their energy counters (107.14); 12 since a game keeps its redirection effects
(614.9) and a permanent the objects that dealt it damage this turn; 11 since a spell or
permanent keeps whether it is face down (708); 10 since a spell or ability keeps how its
divided damage is divided (601.2d), a split card's spell the half cast (709.3b) and a
spell whether its buyback cost was paid (702.27a); 9 since a player keeps what they did
this turn (creatures died, attacked with, lands entered, life gained and lost); 8 since
a triggered ability on the stack keeps its chosen modes (603.3c); 7 since a player keeps
their poison counters (122.1f); 6 since a game keeps its delayed triggered abilities
(603.7), a player when their last two upkeeps began (702.30a), and a prevention effect
may protect a group or players and prevent only a source's or a group's damage, or the
next time damage would be dealt (615); 5 since a game counts the spells each player cast
this turn and last turn; 4 since a combat keeps the planeswalkers creatures attack
(506.3); 3 since a triggered ability written as data is saved by reference and the game
keeps the cards exiled with an object (607.2a, 610.3), its regeneration shields
(701.19a) and its prevention effects (615); 2 since a spell keeps the modes chosen for
it (700.2) and whether its flashback cost was paid (702.34a)."""

Target = GameObject | Player
SHARED_ZONES = (BATTLEFIELD, STACK, EXILE)
ZONES = "zones"
"""The layout's word for an object's zones: ``{zone: [objects, first to last]}``."""

GAME: dict[str, Any] = {
    "players": tuple[Player, ...],
    "turn_number": int,
    "active_player": Player,
    "_normal_turn_player": Player,
    "starting_player": Player | None,
    "began_with": int,
    "step": Step,
    "awaiting": Literal["attackers", "blockers"] | None,
    "priority": Player | None,
    "_passes": int,
    "_cleanup_again": bool,
    "combat": Combat | None,
    "_extra_turns": tuple[Player, ...],
    "_pending": tuple[StackAbility, ...],
    "_effects": tuple[ContinuousEffect, ...],
    "_static_sources": tuple[GameObject, ...],
    "_stray_tokens": tuple[GameObject, ...],
    "_exiled_with": tuple[ExiledWith, ...],
    "_regeneration_shields": tuple[GameObject, ...],
    "_prevention": tuple[Prevention, ...],
    "redirections": tuple[Redirection, ...],
    "skips": tuple[Skip, ...],
    "_delayed": tuple[DelayedTrigger, ...],
    "_endings": tuple[PlayerLost | GameDrawn, ...],
    "_activated_this_turn": frozenset[tuple[int, int, int]],
    "spells_this_turn": tuple[int, ...],
    "spells_last_turn": tuple[int, ...],
    "winner": Player | None,
    "game_over": bool,
    "_clock": int,
    "_next_id": int,
    "_zones": ZONES,
}
"""The game's own state, each attribute with its type, by its name in a saved game."""

GAME_ATTRIBUTES = {
    "_normal_turn_player": "normal_turn_player",
    "_passes": "passes",
    "_cleanup_again": "cleanup_again",
    "_extra_turns": "extra_turns",
    "_pending": "pending_triggers",
    "_effects": "continuous_effects",
    "_static_sources": "static_sources",
    "_stray_tokens": "stray_tokens",
    "_exiled_with": "exiled_with",
    "_regeneration_shields": "regeneration_shields",
    "_prevention": "prevention",
    "_delayed": "delayed_triggers",
    "_endings": "endings",
    "_activated_this_turn": "activated_this_turn",
    "_clock": "clock",
    "_next_id": "next_id",
    "_zones": "shared_zones",
}
"""The game's attribute each name of :data:`GAME` saves, where the two differ: the saved
names are the format's (version 2), kept as they were when the attributes were private."""

LAYOUT: dict[type, dict[str, Any]] = {
    Player: {
        "name": str,
        "index": int,
        "starting_life": int,
        "life": int,
        "mana_pool": ManaPool,
        "turns_taken": int,
        "turn_began_at": int | None,
        "upkeep_began_at": int | None,
        "last_upkeep_began_at": int | None,
        "lands_played": int,
        "poison": int,
        "energy": int,
        "has_lost": bool,
        "drew_from_empty_library": bool,
        "this_turn": ThisTurn,
        "seen": frozenset[int],
        "_zones": ZONES,
    },
    GameObject: {
        "id": int,
        "token": bool,
        "card_id": int,
        "definition": CardDefinition,
        "owner": Player,
        "base_controller": Player,
        "seen_controller": Player,
        "zone": Zone | None,
        "tapped": bool,
        "transformed": bool,
        "attached_to": GameObject | None,
        "damage": int,
        "last_known": Characteristics | None,
        "deathtouched": bool,
        "control_since": int,
        "timestamp": int,
        "arrived_with": int,
        "x": int | None,
        "targets": tuple[Target, ...],
        "division": tuple[int, ...],
        "modes": tuple[int, ...],
        "flashback": bool,
        "kicked": bool,
        "bought_back": bool,
        "evoked": bool,
        "is_copy": bool,
        "half": int | None,
        "face_down": bool,
        "damaged_by": frozenset[int],
        "renowned": bool,
        "monstrous": bool,
        "copied": CopiedValues | None,
        "rebound": bool,
        "suspended_by": Player | None,
        "unearthed": bool,
        "dashed": bool,
        "colors_spent": int,
        "counters": dict[str, int],
        "counters_put": tuple[tuple[str, int], ...],
    },
    StackAbility: {
        "source": GameObject,
        "source_ref": ObjectRef,
        "source_timestamp": int,
        "controller": Player,
        "text": str,
        "effect": Callable[..., None] | None,
        "condition": Callable[..., bool] | None,
        "requirements": tuple[TargetSpec | TargetRequirement, ...],
        "subject": GameObject | None,
        "x": int,
        "data": dict[str, Any],
        "activated": ActivatedAbility | None,
        "index": int,
        "written": TriggeredAbility | None,
        "delayed": DelayedTrigger | None,
        "targets": tuple[Target, ...],
        "modes": tuple[int, ...],
        "division": tuple[int, ...],
    },
    Combat: {
        "declaration": AttackersDeclared | None,
        "attackers": tuple[tuple[GameObject, Player], ...],
        "planeswalkers": tuple[tuple[GameObject, GameObject | None], ...],
        "blocks": tuple[tuple[GameObject, GameObject], ...],
        "blocked": frozenset[int],
        "dealt_first_strike": frozenset[int],
        "declared": tuple[tuple[GameObject, GameObject], ...],
        "declared_by": tuple[Player, ...],
        "removed": tuple[tuple[GameObject, Player], ...],
    },
}


NEW_OBJECT = {
    "tapped": False,
    "transformed": False,
    "attached_to": None,
    "damage": 0,
    "last_known": None,
    "deathtouched": False,
    "control_since": 0,
    "timestamp": 0,
    "x": None,
    "targets": (),
    "counters": NO_COUNTERS,
}
"""What a new game object holds (``GameObject.__init__``) that depends on nothing."""

UNSAID: dict[type, dict[str, Any]] = {
    GameObject: {
        **{
            name: getattr(GameObject, name)
            for name in LAYOUT[GameObject]
            if name in vars(GameObject) and not hasattr(vars(GameObject)[name], "__get__")
        },
        **NEW_OBJECT,
    }
}
"""The attributes a saved object leaves out while they hold what a new object holds (a
library card's are nearly all so), by class: restored as a new object has them."""


DERIVED: dict[type, dict[str, tuple[str, str | None]]] = {
    GameObject: {
        "token": ("definition", "is_token"),
        "card_id": ("id", None),
        "base_controller": ("owner", None),
        "seen_controller": ("owner", None),
    }
}
"""The attributes a saved object leaves out while they hold what another of its
attributes says (a card is its own card, 400.7, and controlled by its owner, 108.4;
a token's definition says it is one, 111.1): by class, each with that attribute and
what of it, and restored from it."""


PLACED: dict[type, dict[str, str]] = {
    GameObject: {
        "zone": "value is None or type(value) is Zone",
        "owner": "type(value) is Player and obj.zone in PLAYER_ZONES",
    }
}
"""The attributes a saved object leaves out while the zone listing it says them, by
class, each with the test (on its ``value``) that it does: its zone, any zone's (an
object no zone lists is in none: 400.7), and its owner, a player's zone's (400.3);
restored from the place the zone gives (``Decoder.placed``)."""

_SAID = object()
"""An attribute every save says: its class holds no default to leave it out for."""

Say = Callable[[Any, str, Any], Any]
"""How a writer has a value that isn't saved as itself written: by its object and its
attribute's name."""

Write = Callable[[Any, Say, Encoder], dict[str, Any]]
"""A writer: an object's attributes a save says, by name."""


def _writer(cls: type) -> Write:
    """A function writing the attributes of a ``cls`` a save says (a plain value as
    itself, a player or an object by the encoder's ``ref``, a card by its name, any
    other by ``say``), leaving out each that holds what a new object holds
    (:data:`UNSAID`, judged as :func:`_unsaid` judges) or what its other attributes say
    (:data:`DERIVED`): the class's layout made into code once, so a save walks no
    table (a library card's attributes are nearly all left out)."""
    space: dict[str, Any] = {"_unsaid": _unsaid, "LOW": -LARGEST_INTEGER - 1}
    space |= {"HIGH": LARGEST_INTEGER, "Zone": Zone, "Player": Player}
    space["PLAYER_ZONES"] = frozenset(PLAYER_ZONES)
    placed = PLACED.get(cls, {})
    lines = ["def write(obj, say, encoder):", "    number = encoder.number", "    said = {}"]
    lines += ["    numbered = encoder.numbers.get", "    card_said = encoder.cards_said.get"]
    derived = DERIVED.get(cls, {})
    layout = LAYOUT[cls]
    own = [name for name in layout if name not in vars(cls)]
    by_class = [name for name in layout if name in vars(cls)]
    space["OWN"] = frozenset(own) | {"game", "_snapshot", "write_stamp"}
    for name in own + by_class:
        hint = layout[name]
        default = UNSAID.get(cls, {}).get(name, _SAID)
        indent = "    "
        if by_class and name == by_class[0]:
            lines.append("    if not OWN.issuperset(obj.__dict__):  # a class default replaced")
        if name in by_class:
            indent = "        "
        lines.append(f"{indent}value = obj.{name}")  # its own, or its class's
        if name in placed:
            skip = placed[name]
        elif name in derived:
            source, part = derived[name]
            what = f"obj.{source}.{part}" if part else f"obj.{source}"
            same = f"value == {what}" if hint is int else f"value is {what}"
            skip = f"type(value) is int and {same}" if hint is int else same
        elif default is _SAID:
            skip = ""
        elif default is None or type(default) is bool:
            skip = f"value is {default!r}"
        elif type(default) is int:
            skip = f"type(value) is int and value == {default!r}"
        elif type(default) in (tuple, dict, frozenset) and not default:
            skip = f"type(value) is {type(default).__name__} and not value"
        else:
            space[f"default_{name}"] = default
            skip = f"_unsaid(value, default_{name})"
        plain_if = _PLAIN_IF.get(hint)
        said = f"say(obj, {name!r}, value)"
        if hint is CardDefinition:  # by its name, found at once
            space["CardDefinition"] = CardDefinition
            said = f"(type(value) is CardDefinition and encoder.card(value)) or {said}"
            said = f"card_said(id(value)) or ({said})"
        if plain_if:
            said = f"value if {plain_if} else {said}"
        tracked, member = _tracked_kind(hint), _enum_kind(hint)
        if tracked is not None:  # a player or an object: by its number (state_codec)
            space[f"kind_{name}"] = tracked
            known = "n if (n := numbered(id(value))) is not None else number(value)"
            said = f"({known}) if type(value) is kind_{name} else {said}"
        elif member is not None:  # a member of the one enumeration it holds: by its value
            space[f"kind_{name}"] = member
            said = f"value._value_ if type(value) is kind_{name} else {said}"
        if skip:
            lines += [f"{indent}if not ({skip}):", f"{indent}    said[{name!r}] = {said}"]
        else:
            lines.append(f"{indent}said[{name!r}] = {said}")
    lines.append("    return said")
    exec("\n".join(lines), space)  # code made from the layout above, no input
    return space["write"]  # type: ignore[no-any-return]


def _tracked_kind(hint: Any) -> type | None:
    """The class of state object (a player, a game object, ...) an attribute of type
    ``hint`` holds, alone or else ``None``; ``None`` for any other type."""
    kinds = [k for k in typing.get_args(hint) if k is not type(None)] or [hint]
    return kinds[0] if len(kinds) == 1 and kinds[0] in TRACKED_KINDS else None


_PLAIN_IF = {
    bool: "value is True or value is False",
    int: "type(value) is int and LOW <= value <= HIGH",
    int | None: "value is None or (type(value) is int and LOW <= value <= HIGH)",
    str: "type(value) is str",
}
"""For an attribute of each of these types, the test that its value is saved as itself
(:func:`~cardhost.kernel.state_codec.plain`), made inline; any other value goes to the
writer's ``say``, the encoder's (which writes a plain value as itself too)."""


Restore = Callable[[Any, dict[str, Any], Decoder, str], None]
"""A reader: an object's saved attributes set on it, ``where`` naming it in errors."""


def _reader(cls: type) -> Restore:
    """A function setting the attributes of a ``cls`` from a save (each checked against
    its type, a plain one inline, a ref, a member or a card at once, any other by the
    decoder), each left out set as a new object holds it (a copy of a mutable one), and
    a value its class holds by default left there: the class's layout made into code
    once, as :func:`_writer` is. The attributes a class holds defaults for (a spell's
    modes, a kicker) are looked for only if the save says more than the others."""
    space: dict[str, Any] = {"LOW": -LARGEST_INTEGER - 1, "HIGH": LARGEST_INTEGER}
    space |= {"_restore": _restore, "copy": copy.copy, "MISSING": _SAID}
    lines = ["def read(obj, saved, decoder, where):", "    state = obj.__dict__", "    said = 0"]
    unsaid, derived = UNSAID.get(cls, {}), DERIVED.get(cls, {})
    new, by_class = [], []
    for name, hint in LAYOUT[cls].items():
        if hint == ZONES:
            space[f"hint_{name}"] = hint
            lines.append(f"    _restore(decoder, obj, {name!r}, hint_{name}, saved, where)")
            lines.append("    said += 1")
        elif name in vars(cls):
            by_class.append((name, hint))
        elif name in unsaid:
            new.append((name, hint))
        else:
            lines += _attribute_reader(cls, name, hint, space, "    ")
    for name, (source, part) in derived.items():  # once what it is derived from is read
        what = f"state[{source!r}].{part}" if part else f"state[{source!r}]"
        lines += [f"    if {name!r} not in saved:", f"        state[{name!r}] = {what}"]
    if new:  # all left out (a library card's): set at once as a new object holds them
        space["NEW"] = {name: unsaid[name] for name, _ in new}
        lines += ["    if len(saved) == said:", "        state.update(NEW)"]
        lines += [
            f"        state[{name!r}] = {type(unsaid[name]).__name__}()"  # empty: counters
            if not unsaid[name]
            else f"        state[{name!r}] = copy(NEW[{name!r}])"
            for name, _ in new
            if type(unsaid[name]) in MUTABLE
        ]
        lines.append("        return")
        for name, hint in new:
            lines += _attribute_reader(cls, name, hint, space, "    ")
    if by_class:
        lines.append("    if len(saved) > said:  # an attribute its class holds a default for")
        for name, hint in by_class:
            lines += _attribute_reader(cls, name, hint, space, "        ")
    exec("\n".join(lines), space)  # code made from the layout above, no input
    return space["read"]  # type: ignore[no-any-return]


def _attribute_reader(
    cls: type, name: str, hint: Any, space: dict[str, Any], indent: str
) -> list[str]:
    """The lines of :func:`_reader`'s code reading the attribute ``name``."""
    default = UNSAID.get(cls, {}).get(name, _SAID)
    space[f"hint_{name}"] = hint
    space[f"check_{name}"] = checker(hint)
    space[f"default_{name}"] = default
    lines = [f"value = saved.get({name!r}, MISSING)", "if value is MISSING:"]
    if name in PLACED.get(cls, {}):  # from where a zone lists it, or refused
        part = tuple(PLACED[cls]).index(name)
        lines += [
            "    place = decoder.placed.get(id(obj))",
            f"    state[{name!r}] = None if place is None else place[{part}]",
            f"    if state[{name!r}] is None and {name!r} != 'zone':",
            f"        _restore(decoder, obj, {name!r}, hint_{name}, saved, where)",
        ]
    elif name in DERIVED.get(cls, {}):
        lines.append(f"    state[{name!r}] = None  # in its place; derived once all are read")
    elif default is _SAID:  # refused: a save says it
        lines.append(f"    _restore(decoder, obj, {name!r}, hint_{name}, saved, where)")
    elif name in vars(cls):
        lines.append("    pass  # the class's default holds")
    elif type(default) in MUTABLE:
        lines.append(f"    state[{name!r}] = copy(default_{name})")
    else:
        lines.append(f"    state[{name!r}] = default_{name}")
    lines += ["else:", "    said += 1"]
    plain_if = _PLAIN_IF.get(hint)
    test = f"not ({plain_if})" if plain_if else "True"
    tracked, member = _tracked_kind(hint), _enum_kind(hint)
    if tracked is not None:  # a ref, found at once
        space[f"kind_{name}"] = tracked
        lines += [
            "    found = None",
            "    if type(value) is int and 0 <= value < len(decoder.tracked):",
            "        found = decoder.tracked[value]",
            f"    if type(found) is kind_{name}:",
            "        value = found",
            f"    elif {test}:",
        ]
    elif member is not None:  # a member by its value
        space[f"members_{name}"] = {m.value: m for m in member}
        lines += [
            f"    found = members_{name}.get(value) if type(value) in (str, int) else None",
            "    if found is not None:",
            "        value = found",
            f"    elif {test}:",
        ]
    elif hint is CardDefinition:  # a card, at once
        space[f"kind_{name}"] = hint
        lines += [
            "    found = decoder.cards.get(value) if type(value) is str else None",
            f"    if type(found) is kind_{name}:",
            "        value = found",
            f"    elif {test}:",
        ]
    else:
        lines.append(f"    if {test}:")
    lines.append(
        f"        value = decoder.checked(value, check_{name}, hint_{name}, where, {name!r})"
    )
    held = HELD_AS.get((cls, name))
    if held is not None:  # as the object holds it (counters: read-only)
        space[f"held_{name}"] = held
        lines.append(f"    value = held_{name}(value)")
    if name in vars(cls):
        space[f"class_{name}"] = vars(cls)[name]
        lines += [f"    if not class_{name} == value:", f"        state[{name!r}] = value"]
    else:
        lines.append(f"    state[{name!r}] = value")
    return [indent + line for line in lines]


def _enum_kind(hint: Any) -> type | None:
    """The enumeration an attribute of type ``hint`` holds (or ``None`` in it)."""
    kinds = [k for k in typing.get_args(hint) if k is not type(None)] or [hint]
    kind = kinds[0]
    return kind if len(kinds) == 1 and isinstance(kind, type) and issubclass(kind, Enum) else None


HELD_AS: dict[tuple[type, str], Callable[[Any], Any]] = {(GameObject, "counters"): counted}
"""The attributes an object holds in another form than a save reads them: its counters
a read-only mapping (:func:`~cardhost.kernel.objects.counted`)."""

MUTABLE = (dict, list, set)
"""The kinds of a left-out value each object gets a copy of (its counters)."""


def _unsaid(value: Any, default: Any) -> bool:
    """Whether ``value`` is ``default``, of the same type (``0`` is not ``False``)."""
    return value is default or (type(value) is type(default) and value == default)


"""Each state object's attributes with their types (a game object's ``game`` aside)."""

DOCUMENT = {
    "format",
    "version",
    "cards",
    "game",
    "mandatory_loops",
    "random",
    "chooser",
    "log",
    "registered",
    "waiting",
    "objects",
}
"""The keys of a saved game."""

LOOPS = ("draw", "error")
"""What a game does with a loop of mandatory actions (104.4b): its ``mandatory_loops``."""


def to_json(game: GameCore) -> str:
    """``game`` saved (see the module's description); a streamed log's sink is not."""
    if game.in_action:
        raise SnapshotError("a game can't be saved while an action runs (a plugin's hook)")
    encoder = Encoder(names_of(game), game.host.card_definitions)
    document: dict[str, Any] = {"format": FORMAT, "version": VERSION}
    state = {}
    for name in GAME:
        attribute = GAME_ATTRIBUTES.get(name, name)
        state[name] = _attribute(encoder, getattr(game, attribute), attribute, f"game.{name}")
    registered = [encoder.value(c, "registered cards") for c in game.host.card_definitions]
    waiting = game.waiting
    pending = None
    if waiting is not None:
        pending = {
            "kind": waiting.kind,
            "start": encoder.value(waiting.start, "the decision waiting"),
            "answers": [encoder.value(a, "its answers") for a in waiting.answers],
        }
    extras = {
        "mandatory_loops": game.mandatory_loops,
        "random": _random_state(game.rng),
        "chooser": _chooser(encoder, game.chooser),
        "log": _log(encoder, game.log),
        "registered": registered,
        "waiting": pending,
    }
    objects = []
    tracked = encoder.tracked
    say = _sayer(encoder)
    index = 0
    while index < len(tracked):  # encoding an object may meet more
        obj = tracked[index]
        said = WRITERS[type(obj)](obj, say, encoder)
        objects.append([type(obj).__name__, said])
        index += 1
    document["cards"] = sorted(encoder.cards)
    document |= {"game": state, **extras, "objects": objects}
    return json.dumps(document, separators=(",", ":"), check_circular=False)  # a tree


def _sayer(encoder: Encoder) -> Say:
    """How an attribute of an object is written if it isn't plain. Its place is named
    only in an error's message: a value that can't be saved is written again with it,
    to be refused saying where."""

    write = encoder.value

    def say(obj: Any, name: str, value: Any) -> Any:
        try:
            if name in ZONE_ATTRIBUTES:
                return _attribute(encoder, value, name, "")
            return write(value, "")  # a plain value as itself
        except SnapshotError as error:
            where = f"objects[{encoder.numbers[id(obj)]}] ({obj!r}).{name}"
            _attribute(encoder, value, name, where)
            raise error  # not met again: the first message, without its place

    return say


class Names(dict[int, dict[str, Any]]):
    """How a saved game names each card definition and each ability of one, by the id of
    the definition or ability: a card by its name, a token its card defines by the
    card's name and its own, an ability by its card, face and place, the intrinsic
    ability of a basic land type (305.6) by the type. Made from the cards the game has
    met (so saving costs what the game holds, not what is installed), and from the whole
    catalog only if something else is asked for (the last known card of a token gone)."""

    def __init__(self, catalog: Catalog, met: Iterable[CardDefinition]) -> None:
        super().__init__()
        self.catalog = catalog
        self._name(met)
        self.whole = False

    def __missing__(self, key: int) -> dict[str, Any]:
        if self.whole:
            raise KeyError(key)
        self.whole = True
        self._name(self.catalog.definitions())
        return self[key]

    def _name(self, definitions: Iterable[CardDefinition]) -> None:
        """Name ``definitions``: a token its card defines by that card and its own name
        first, whatever order the cards were met in (so a save restores wherever the token
        is met), then each card by its name if the catalog gives it by that name (a name
        several cards' tokens share gives none)."""
        met = list(definitions)
        named: list[tuple[CardDefinition, dict[str, Any]]] = [
            (token, {"card": definition.name, "token": token_name})
            for definition in met
            for token_name, token in definition.tokens.items()
        ]
        for definition in met:
            name = definition.name
            if name in self.catalog and self._catalogs(name, definition):
                named.append((definition, {"card": name}))
        for definition, reference in named:
            if id(definition) in self:
                continue
            self[id(definition)] = reference
            for ability, said in _ability_names(definition, reference):
                self.setdefault(ability, said)
        for land_type, ability in INTRINSIC.items():
            self[id(ability)] = {"ability": "intrinsic", "land type": land_type}

    def _catalogs(self, name: str, definition: CardDefinition) -> bool:
        """Whether the catalog gives ``definition`` by ``name``."""
        try:
            return self.catalog.get(name) is definition
        except CardhostError:  # several cards' different tokens of that name
            return False


def names_of(game: GameCore) -> Names:
    """How a save of ``game`` names definitions and abilities: the :class:`Names` of the
    cards it has met, found once for each catalog as it is (a catalog only grows: its
    size says what it holds) and set of cards met, among the last few asked for."""
    met = {id(o.definition): o.definition for o in game.all_objects()}
    for card in game.host.card_definitions:
        met[id(card)] = card
    catalog = game.catalog
    key = (id(catalog), len(catalog), frozenset(met))
    kept = _NAMES.get(key)
    if kept is None or kept[0] is not catalog:
        kept = _NAMES[key] = (catalog, tuple(met.values()), Names(catalog, met.values()))
        if len(_NAMES) > KEPT_NAMES:
            del _NAMES[next(iter(_NAMES))]
    return kept[2]


KEPT_NAMES = 16
"""How many :func:`names_of` answers are kept, the oldest let go first."""

_NAMES: dict[tuple[Any, ...], tuple[Catalog, tuple[CardDefinition, ...], Names]] = {}
""":func:`names_of`' answers, each with its catalog and the cards met (kept, so that the
ids in its key stay theirs)."""


def _ability_names(
    definition: CardDefinition, reference: dict[str, Any]
) -> list[tuple[int, dict[str, Any]]]:
    """How each ability of ``definition``, named ``reference``, is named (by its id):
    by its card, face and place. Found once for each definition and name (a definition
    never changes, and is kept here with its names)."""
    key = (id(definition), *reference.values())
    kept = _ABILITY_NAMES.get(key)
    if kept is None or kept[0] is not definition:
        names = []
        for face_name, face in (("front", definition.front), ("back", definition.back)):
            for kind, abilities in ABILITIES.items():
                for index, ability in enumerate(getattr(face, abilities, ())):
                    where = {"face": face_name, "index": index}
                    names.append((id(ability), {"ability": kind, **reference, **where}))
        kept = _ABILITY_NAMES[key] = (definition, names)
    return kept[1]


_ABILITY_NAMES: dict[tuple[Any, ...], tuple[CardDefinition, list[tuple[int, dict[str, Any]]]]]
_ABILITY_NAMES = {}
""":func:`_ability_names`' answers, each with its definition (kept, so its id is its own)."""


ABILITIES = {
    "activated": "activated_abilities",
    "granted": "granted_abilities",
    "mana": "mana_abilities",
    "triggered": "triggers",
    "cycling": "cycling",
}
"""The abilities of a face a saved game names, by the word it names their kind with."""


ZONE_ATTRIBUTES = ("_zones", "shared_zones")
"""The attributes that hold zones: each saved as ``{zone: [objects, first to last]}``."""


def _attribute(encoder: Encoder, value: Any, name: str, where: str) -> Any:
    if name in ZONE_ATTRIBUTES:
        return {z._value_: _zone(encoder, c, f"{where}[{z._value_}]") for z, c in value.items()}
    return encoder.value(value, where)


def _zone(encoder: Encoder, contents: ZoneContents[Any], where: str) -> list[int]:
    """A zone's objects, first to last, by their numbers: each is an object of the game
    (a card, a token, a spell or an ability on the stack), or the save is refused."""
    objects = contents.view()
    for obj in objects:
        if type(obj) not in TRACKED_KINDS:
            raise SnapshotError(f"{where}: {obj!r} is not an object of the game")
    return encoder.numbers_of(objects)


def _random_state(rng: random.Random) -> list[Any]:
    """The generator's state: its version, its 625 words packed little-endian in
    base64 (a twelfth of the work of 625 numbers in JSON, each way), and the next gauss."""
    version, internal, gauss = rng.getstate()
    words = base64.b64encode(struct.pack(f"<{len(internal)}I", *internal)).decode("ascii")
    return [version, words, gauss]


def _chooser(encoder: Encoder, chooser: Chooser) -> dict[str, Any]:
    """The chooser, if it is one of cardhost's: its script as it stands now."""
    if type(chooser) is FirstOptionChooser:
        return {"kind": "first"}
    if type(chooser) is ScriptedChooser and type(chooser.fallback) is FirstOptionChooser:
        answers = {
            kind.value: encoder.items(queue, f"the chooser's {kind.value} answers")
            for kind, queue in chooser.remaining().items()
        }
        return {"kind": "scripted", "answers": answers, "strict": chooser.strict}
    kind = type(chooser)
    return {"kind": "other", "class": f"{kind.__module__}.{kind.__qualname__}"}


def _log(encoder: Encoder, log: EventLog) -> dict[str, Any]:
    entries = encoder.items(log, "the log's entries")
    return {"keep": log.keep, "length": len(log), "entries": entries if log.keep else []}


def from_json(
    game_class: type[GameCore],
    text: str | bytes,
    *,
    catalog: Catalog | None = None,
    cards: Iterable[CardDefinition] = (),
    chooser: Chooser | None = None,
    log: str | LogSink | None = None,
) -> GameCore:
    """The game ``text`` saved, as a ``game_class``, with the cards of ``catalog`` (the
    bundled ones if not given) and ``cards``. ``chooser`` replaces the saved one (it
    must, for a chooser a saved game can't hold); ``log`` is ``"full"``, ``"off"`` or a
    sink, by default the saved game's (full or off). Refused, with what and where, for
    text that is not a saved game of this version, for cards the catalog lacks, and for
    any value that is not what its place holds."""
    document = _document(text)
    _expect(document, DOCUMENT, "the saved game")
    found = catalog.copy() if catalog is not None else bundled_catalog()
    for card in cards:
        found.add(card)
    add_rules_tokens(found)
    missing = [n for n in _strings(document["cards"], "cards") if n not in found]
    if missing:
        raise SnapshotError(f"the saved game has cards the catalog lacks: {', '.join(missing)}")
    game = object.__new__(game_class)
    objects = _shells(document["objects"], game)
    decoder = Decoder(objects, _definitions(found), found.by_name())
    for name, hint in GAME.items():
        attribute = GAME_ATTRIBUTES.get(name, name)
        _restore(decoder, game, name, hint, document["game"], "game", attribute)
    numbered = list(enumerate(zip(objects, document["objects"], strict=True)))
    players = [entry for entry in numbered if type(entry[1][0]) is Player]  # zones first
    for number, (obj, saved) in players + [e for e in numbered if type(e[1][0]) is not Player]:
        READERS[type(obj)](obj, saved[1], decoder, f"objects[{number}]")
    _check_objects(game, objects, _check(game))
    saved_log = document["log"]
    transient = {
        "catalog": found,
        "chooser": _restored_chooser(decoder, document["chooser"], chooser),
        "rng": _restored_random(document["random"]),
        "mandatory_loops": _one_of(document["mandatory_loops"], LOOPS, "mandatory_loops"),
        "host": pristine(BUILTIN_PLUGINS, ON_DEMAND),
        "log": _restored_log(decoder, saved_log, log, {p.name for p in game.players}),
        **game_class.transient(),
    }
    for name, value in transient.items():
        object.__setattr__(game, name, value)
    for card in decoder.typed(document["registered"], tuple[CardDefinition, ...], "registered"):
        game.use_card(card)
    cards = {id(o.definition): o.definition for o in objects if isinstance(o, GameObject)}
    for card in cards.values():  # the built-in plugins each card needs
        game.use_card(card)
    _restore_waiting(decoder, game, document["waiting"])
    return game


def _document(text: str | bytes) -> dict[str, Any]:
    if not isinstance(text, (str, bytes)):
        raise SnapshotError(f"a saved game is JSON text, not a {type(text).__name__}")
    try:
        document = json.loads(text)
    except RecursionError:
        raise SnapshotError("the saved game nests too deeply to be one") from None
    except (ValueError, UnicodeDecodeError) as error:
        raise SnapshotError(f"the saved game is not JSON: {error}") from None
    if not isinstance(document, dict) or document.get("format") != FORMAT:
        raise SnapshotError(f"this is not a saved game (its format is not {FORMAT!r})")
    version = document.get("version")
    if type(version) is not int or version != VERSION:
        raise SnapshotError(
            f"this saved game is of version {_shown(version)}; this cardhost reads version "
            f"{VERSION}"
        )
    return document


def _expect(data: Any, keys: set[str], where: str, optional: set[str] | None = None) -> None:
    """``data`` is a table of ``keys``, those ``optional`` perhaps left out."""
    if isinstance(data, dict) and (
        set(data) == keys or keys - (optional or set()) <= set(data) <= keys
    ):
        return
    have = sorted(data) if isinstance(data, dict) else type(data).__name__
    raise SnapshotError(f"{where}: the keys are {sorted(keys)}, not {have}")


def _strings(data: Any, where: str) -> list[str]:
    if not isinstance(data, list) or not all(isinstance(s, str) for s in data):
        raise SnapshotError(f"{where}: an array of card names")
    return data


def _one_of(value: Any, options: tuple[str, ...], where: str) -> str:
    if not isinstance(value, str) or value not in options:
        raise SnapshotError(f"{where}: one of {', '.join(options)}, not {_shown(value)}")
    return value  # type: ignore[no-any-return]


ATTRIBUTES = {
    cls: (
        frozenset(layout),
        frozenset(layout)
        - frozenset(UNSAID.get(cls, ()))
        - frozenset(DERIVED.get(cls, ()))
        - frozenset(PLACED.get(cls, ())),
    )
    for cls, layout in LAYOUT.items()
}
"""The attributes a saved object of each class may say, and those it must."""


def _shells(saved: Any, game: GameCore) -> list[Any]:
    """An empty object of each saved object's class, for values to refer to."""
    if not isinstance(saved, list):
        raise SnapshotError("objects: an array")
    classes = {cls.__name__: cls for cls in LAYOUT}
    shells = []
    for number, entry in enumerate(saved):
        if type(entry) is not list or len(entry) != 2:
            raise SnapshotError(f"objects[{number}]: [class, attributes], not {_shown(entry, 200)}")
        cls = classes.get(entry[0]) if type(entry[0]) is str else None
        if cls is None:
            where = f"objects[{number}]"
            raise SnapshotError(f"{where}: {_shown(entry[0])} is not one of {sorted(classes)}")
        attributes = entry[1]
        said, required = ATTRIBUTES[cls]
        if type(attributes) is not dict or not required <= attributes.keys() <= said:
            where = f"objects[{number}] ({cls.__name__}) attributes"
            _expect(attributes, set(said), where, optional=set(said - required))
        shell = object.__new__(cls)
        if cls is GameObject:
            object.__setattr__(shell, "game", game)
        shells.append(shell)
    return shells


def _restore(
    decoder: Decoder,
    obj: Any,
    name: str,
    hint: Any,
    saved: Any,
    where: str,
    attribute: str | None = None,
) -> None:
    """Set ``obj``'s ``attribute`` (by default ``name``) to the value saved as ``name``."""
    attribute = attribute or name
    if not isinstance(saved, dict) or name not in saved:
        raise SnapshotError(f"{where}: no {name!r}")
    if hint == ZONES:
        value: Any = _zones(decoder, saved[name], obj, f"{where}.{name}")
    else:
        value = decoder.typed(saved[name], hint, where, name)
    if getattr(type(obj), attribute, _NOT_A_DEFAULT) == value:
        return  # the class's default: the object keeps it there, as a new one does
    object.__setattr__(obj, attribute, value)


_NOT_A_DEFAULT = object()

WRITERS = {cls: _writer(cls) for cls in LAYOUT}
"""Each class's writer (:func:`_writer`): what a save runs for each object."""
READERS = {cls: _reader(cls) for cls in LAYOUT}
"""Each class's reader (:func:`_reader`): what a restore runs for each object."""


def _zones(decoder: Decoder, saved: Any, owner: Any, where: str) -> dict[Zone, ZoneContents[Any]]:
    """A player's zones, or the game's shared ones (400.1)."""
    wanted = PLAYER_ZONES if isinstance(owner, Player) else SHARED_ZONES
    _expect(saved, {zone.value for zone in wanted}, where)
    zones = {}
    for zone in wanted:
        kind = (StackAbility, GameObject) if zone is STACK else (GameObject,)
        numbers = saved[zone.value]
        items = decoder.numbered(numbers) if type(numbers) is list else None
        if items is None or not all(isinstance(item, kind) for item in items):
            what = "objects or abilities" if zone is STACK else "objects"
            raise SnapshotError(
                f"{where}[{zone.value}]: an array of the numbers of {what}, not "
                f"{_shown(numbers, 200)}"
            )
        player = owner if isinstance(owner, Player) else None
        placed = decoder.placed
        for item in items:
            if id(item) in placed:
                number = next(n for n, o in enumerate(decoder.tracked) if o is item)
                raise SnapshotError(
                    f"{where}[{zone.value}]: objects[{number}] is in two zones at once (400.1)"
                )
            placed[id(item)] = (zone, player)
        zones[zone] = ZoneContents(items, versioned=zone is not STACK, board=zone is BATTLEFIELD)
    return zones


def _check(game: GameCore) -> set[int]:
    """What the types alone don't say: two or more players named as ``Game()`` names them,
    in turn order (103.1); each object in one zone, the one it says, of its owner's if a
    player's (400.1, 400.3), each card once (400.7), in a state a game reaches."""
    names = [p.name for p in game.players]
    if len(game.players) < 2 or len(set(names)) < len(names):
        raise SnapshotError("game.players: two or more players, each named differently (103.1)")
    for index, player in enumerate(game.players):
        problem = name_problem(player.name, player=True) or _player_problem(player, index)
        if problem is not None:
            raise SnapshotError(f"game.players[{index}]: {problem}")
    problem = _game_problem(game)
    if problem is not None:
        raise SnapshotError(f"game: {problem}")
    seen: set[int] = set()
    numbers: set[int] = set()
    cards: set[int] = set()
    shared: list[tuple[Player | None, Zone, ZoneContents[Any]]]
    shared = [(None, z, game.shared_zones[z]) for z in SHARED_ZONES]
    owned = [(p, z, p.contents(z)) for p in game.players for z in PLAYER_ZONES]
    for owner, zone, contents in [*shared, *owned]:
        where = f"{owner.name if owner is not None else 'the game'}'s {zone.value}"
        for item in contents:
            if id(item) in seen:
                raise SnapshotError(f"{where}: {item!r} is in two zones at once (400.1)")
            seen.add(id(item))
            if isinstance(item, GameObject) and item.zone is not zone:
                raise SnapshotError(f"{where}: {item!r} says it is elsewhere")
            if owner is not None and item.owner is not owner:
                raise SnapshotError(f"{where}: {item!r} is another player's (400.3)")
            if isinstance(item, GameObject):
                if item.id in numbers or not 0 < item.id < game.next_id:
                    raise SnapshotError(f"{where}: {item!r}'s number is taken or not yet given")
                numbers.add(item.id)
                if item.card_id in cards:
                    raise SnapshotError(f"{where}: {item!r} is a card already in a zone (400.7)")
                cards.add(item.card_id)
                problem = _placed_problem(item)
                if problem is not None:
                    raise SnapshotError(f"{where}: {item!r} {problem}")
    problem = _combat_problem(game)
    if problem is not None:
        raise SnapshotError(f"game.combat: {problem}")
    return seen


def _combat_problem(game: GameCore) -> str | None:
    """What no combat reaches (506-509): an attacking or blocking creature off the
    battlefield (506.4), attacking twice or attacking its controller's side, the
    attacking player (508.1b: an opponent, or their planeswalker), or a blocker blocking
    a creature that never attacked (509.1a) or attacking itself."""
    combat = game.combat
    if combat is None:
        return None
    attacking: set[int] = set()
    for attacker, defender in combat.attackers:
        if attacker.zone is not BATTLEFIELD:
            return f"{attacker!r} attacks from outside the battlefield (506.4)"
        if id(attacker) in attacking:
            return f"{attacker!r} attacks twice (508.1b)"
        attacking.add(id(attacker))
        if defender is game.active_player:
            return (
                f"{attacker!r} attacks {defender.name}, the attacking player; a creature "
                "attacks an opponent or their planeswalker (508.1b)"
            )
    for creature, planeswalker in combat.planeswalkers:
        if id(creature) not in attacking:
            return f"{creature!r} attacks a planeswalker but is no attacking creature (506.3)"
        if planeswalker is not None and planeswalker.zone is not BATTLEFIELD:
            return f"{creature!r} attacks {planeswalker!r}, which isn't on the battlefield (506.4)"
    attacked = attacking | {id(a) for a, _ in combat.removed}
    for blocker, attacker in combat.blocks:
        if blocker.zone is not BATTLEFIELD:
            return f"{blocker!r} blocks from outside the battlefield (506.4)"
        if id(blocker) in attacking:
            return f"{blocker!r} both attacks and blocks (509.1a)"
        if id(attacker) not in attacked:
            return f"{blocker!r} blocks {attacker!r}, which didn't attack (509.1a)"
    return None


def _player_problem(player: Player, index: int) -> str | None:
    """What no game reaches in ``player``, the ``index``-th in turn order."""
    if player.index != index:
        return f"{player.name}'s index is {player.index}"
    if player.turns_taken < 0 or player.lands_played < 0:
        return f"{player.name}: turns taken and lands played are 0 or more"
    if player.turn_began_at is not None and player.turn_began_at < 0:
        return f"{player.name}'s turn began before the game (turn_began_at < 0)"
    return None


def _game_problem(game: GameCore) -> str | None:
    """What no game reaches in its turn, priority and counting (500.1, 117)."""
    if game.turn_number < 0 or game.clock < 0 or game.next_id < 1:
        return "the turn number and the clock are 0 or more, the next object number 1 or more"
    if not 0 <= game.passes < len(game.players):
        return f"{game.passes} players have passed in a row, in a game of {len(game.players)}"
    for name in ("spells_this_turn", "spells_last_turn"):
        counts = getattr(game, name)
        if counts and (len(counts) != len(game.players) or min(counts) < 0):
            return f"{name} {list(counts)}: none, or how many spells each player cast"
    if len({id(source) for source in game.static_sources}) != len(game.static_sources):
        return "static_sources names an object twice"
    for number, effect in enumerate(game.continuous_effects):
        problem = _untapped_problem(effect, len(game.players))
        if problem is not None:
            return f"continuous_effects[{number}]: {problem}"
    return None


def _untapped_problem(effect: ContinuousEffect, players: int) -> str | None:
    """What no game reaches in whose untap step an effect is over for (502.3, 611.2c):
    only a group's effect "during its controller's next untap step" says so, of players
    of the game, not all of them (it would have ended)."""
    if not effect.untapped:
        return None
    group = effect.affects is not None and not effect.objects
    if effect.duration is not Duration.NEXT_UNTAP or not group:
        return "only a group's effect during its controller's next untap step has untapped"
    if not effect.untapped < frozenset(range(players)):
        return f"untapped {sorted(effect.untapped)}: some, not all, of the players' places"
    return None


def _placed_problem(obj: GameObject) -> str | None:
    """What no game reaches in an object in a zone: status, damage and attachments only on
    the battlefield (110.5d, 120.6, 301.5, 303.4), no land on the stack (305.1, 305.9),
    no token outside the battlefield (111.8: it ceases to exist at once), only counters
    there are (122.1), no X below 0 (107.3)."""
    if obj.token and obj.zone is not BATTLEFIELD:
        return "is a token outside the battlefield, which ceases to exist (111.8, 704.5d)"
    if obj.zone is not BATTLEFIELD:
        if obj.tapped or obj.transformed or obj.deathtouched:
            return "is tapped, transformed or deathtouched: only permanents have status (110.5d)"
        if obj.damage:
            return "has damage marked: only a permanent has (120.6)"
        if obj.attached_to is not None:
            return "is attached to something: only a permanent is (301.5, 303.4)"
    if obj.damage < 0:
        return f"has {obj.damage} damage marked; damage is never negative (120.6)"
    if obj.zone is STACK and CardType.LAND in obj.face.types:
        return "is a land on the stack: a land is played, never cast (305.1, 305.9)"
    if any(count < 1 for count in obj.counters.values()):
        return f"has counters {obj.counters}: each kind there is, one or more (122.1)"
    put = obj.counters_put
    if any(k not in obj.counters or t < 0 for k, t in put) or len({k for k, _ in put}) < len(put):
        return f"says when counters it hasn't were put on it, or one kind twice (613.7c): {put}"
    if obj.x is not None and obj.x < 0:
        return f"has X = {obj.x}; X is 0 or more (107.3)"
    return None


def _check_objects(game: GameCore, objects: list[Any], placed: set[int]) -> None:
    """Every player saved plays in the game; every object that says it is in a zone is
    in one (``placed``: what the zones hold), so in the one it says (:func:`_check`);
    the objects a card has been have one owner (108.3: a card in another player's zone
    would say another)."""
    owners: dict[int, Any] = {}
    numbered: set[int] = set()
    for number, obj in enumerate(objects):
        if type(obj) is not GameObject:
            continue
        if owners.setdefault(obj.card_id, obj.owner) is not obj.owner:
            raise SnapshotError(
                f"objects[{number}] ({obj!r}): its card is {owners[obj.card_id].name}'s, as "
                f"another object it was says, not {obj.owner.name}'s (108.3)"
            )
        if obj.id in numbered or not 0 < obj.id < game.next_id:
            raise SnapshotError(
                f"objects[{number}] ({obj!r}): its number is another object's or not yet "
                "given; each object, in a zone or gone (400.7), has its own"
            )
        numbered.add(obj.id)
    for obj in objects:
        if (
            type(obj) is GameObject
            and obj.zone is not STACK
            and obj.zone is not None
            and _CAST_WITH.isdisjoint(obj.__dict__)
        ):  # a card in a zone, not cast with anything: placed is all there is to check
            if id(obj) not in placed:
                raise SnapshotError(f"{obj!r} says it is in a zone that doesn't hold it (400.1)")
            continue
        if isinstance(obj, Player) and obj not in game.players:
            raise SnapshotError(f"{obj.name} is not one of the game's players")
        if isinstance(obj, GameObject) and obj.zone is not None and id(obj) not in placed:
            raise SnapshotError(f"{obj!r} says it is in a zone that doesn't hold it (400.1)")
        problem = _modes_problem(obj) if isinstance(obj, GameObject) else None
        if isinstance(obj, StackAbility):
            problem = _ability_modes_problem(obj)
        if problem:
            raise SnapshotError(f"{obj!r}.modes {list(obj.modes)}: {problem}")
        if isinstance(obj, GameObject) and obj.flashback and not _may_be_flashed_back(obj):
            raise SnapshotError(
                f"{obj!r}.flashback: only a spell on the stack, or one gone from it, whose "
                "card has flashback was cast for its flashback cost (702.34a)"
            )
        if (
            isinstance(obj, GameObject)
            and obj.kicked
            and (obj.face.kicker is None or obj.zone not in (STACK, BATTLEFIELD, None))
        ):
            raise SnapshotError(
                f"{obj!r}.kicked: only a spell or permanent, or one gone, whose card has "
                "kicker was kicked (702.33d)"
            )
        if (
            isinstance(obj, GameObject)
            and obj.half is not None
            and (
                obj.definition.right is None
                or obj.half not in ((0, 1, FUSED) if obj.definition.front.fuse else (0, 1))
                or obj.zone not in (STACK, None)
            )
        ):
            raise SnapshotError(
                f"{obj!r}.half: only a split card's spell on the stack is one half of it, "
                f"0 or 1 (709.3b), or {FUSED}, both, if it has fuse (702.102b)"
            )
        if (
            isinstance(obj, GameObject)
            and obj.bought_back
            and (obj.face.buyback is None or obj.zone not in (STACK, None))
        ):
            raise SnapshotError(
                f"{obj!r}.bought_back: only a spell, or one gone, whose card has buyback had "
                "its buyback cost paid (702.27a)"
            )
        if isinstance(obj, GameObject) and obj.is_copy and obj.zone not in (STACK, None):
            raise SnapshotError(
                f"{obj!r}.is_copy: a copy of a spell is only on the stack; elsewhere it "
                "ceases to exist (704.5e)"
            )
        if (
            isinstance(obj, GameObject)
            and obj.face_down
            and obj.zone not in (STACK, BATTLEFIELD, None)
        ):
            raise SnapshotError(
                f"{obj!r}.face_down: only a spell or a permanent is face down here (708.1); a "
                "face-down card that moves elsewhere is turned face up and revealed (708.9)"
            )
        if isinstance(obj, GameObject) and obj.face_down and obj.definition.front.morph is None:
            raise SnapshotError(
                f"{obj!r}.face_down: only a card with morph is face down here (702.37a)"
            )
        if (
            isinstance(obj, GameObject)
            and obj.evoked
            and (obj.face.evoke is None or obj.zone not in (STACK, BATTLEFIELD, None))
        ):
            raise SnapshotError(
                f"{obj!r}.evoked: only a spell or permanent whose card has evoke was cast "
                "for its evoke cost (702.74a)"
            )


_CAST_WITH = frozenset(
    {"modes", "flashback", "kicked", "half", "bought_back", "is_copy", "face_down", "evoked"}
)
"""What a spell may be cast with (or a permanent keep of it), checked by
:func:`_check_objects` when an object holds it (else its class's default holds)."""


def _may_be_flashed_back(obj: GameObject) -> bool:
    """Whether ``obj`` could be a spell cast for its flashback cost (702.34a)."""
    ability = obj.face.spell
    return obj.zone in (STACK, None) and ability is not None and ability.flashback is not None


def _modes_problem(obj: GameObject) -> str | None:
    """What is wrong with the modes a saved object says were chosen for it: only a modal
    spell on the stack, or one gone from it, has them (601.2b), as many as its text
    says, each once, in the order written (700.2, 700.2d); on the stack, one target for
    each its modes name (601.2c)."""
    ability = obj.face.spell
    modes = ability.modes if ability is not None else ()
    if not modes or obj.zone not in (STACK, None):
        return "only a modal spell on the stack has modes chosen (700.2)" if obj.modes else None
    if obj.zone is None and not obj.modes:
        return None  # a card gone from a zone other than the stack
    assert ability is not None
    problem = _chosen_problem(obj.modes, modes, (ability.least, ability.most), obj.name)
    if problem:
        return problem
    if obj.zone is STACK and len(obj.targets) != sum(len(modes[i].targets) for i in obj.modes):
        return "its targets are not one for each target its modes name (601.2c)"
    return None


def _chosen_problem(
    chosen: Sequence[int], modes: Sequence[Any], bounds: tuple[int, int], name: str
) -> str | None:
    """What is wrong with modes said chosen of ``modes``: each once, in the order
    written (700.2d), as many as ``bounds`` allow (700.2)."""
    if list(chosen) != sorted(set(chosen)) or not all(0 <= i < len(modes) for i in chosen):
        return f"modes are numbered from 0 to {len(modes) - 1}, each once, in order (700.2d)"
    if not bounds[0] <= len(chosen) <= bounds[1]:
        return f"{name} has from {bounds[0]} to {bounds[1]} modes chosen (700.2)"
    return None


def _ability_modes_problem(ability: StackAbility) -> str | None:
    """What is wrong with the modes a saved triggered ability says were chosen: only a
    modal one has them, chosen as it was put on the stack (603.3c), its requirements
    those of its modes (700.2c)."""
    written = ability.written
    modes = written.modes if written is not None else ()
    if not modes:
        return "only a modal triggered ability has modes chosen (700.2)" if ability.modes else None
    if not ability.modes:
        return None  # waiting to be put on the stack: none chosen yet (603.3c)
    assert written is not None
    problem = _chosen_problem(ability.modes, modes, (written.least, written.most), ability.text)
    wanted = mode_requirements(modes, ability.modes)
    if not problem and tuple(ability.requirements) != wanted:
        problem = "its targets are not those its modes name (700.2c)"
    return problem


def _definitions(catalog: Catalog) -> Callable[[dict[str, Any], str], Any]:
    """What finds a named card (or token) and a named ability in ``catalog``."""

    def card(data: dict[str, Any], where: str) -> CardDefinition:
        name, token = data.get("card"), data.get("token")
        found = catalog.get(name) if isinstance(name, str) and name in catalog else None
        if found is None:
            raise SnapshotError(f"{where}: no card named {_shown(name)} in the catalog")
        if token is None:
            return found
        made = found.tokens.get(token) if isinstance(token, str) else None
        if made is None:
            raise SnapshotError(f"{where}: {name} defines no token {_shown(token)}")
        return made

    def definition(data: dict[str, Any], where: str) -> Any:
        kind = data.get("ability")
        if kind is None:
            return card(data, where)
        if kind == "intrinsic":
            _expect(data, {"ability", "land type"}, where)
            ability = (
                INTRINSIC.get(data["land type"]) if isinstance(data["land type"], str) else None
            )
            if ability is None:
                raise SnapshotError(f"{where}: {_shown(data['land type'])} is no basic land type")
            return ability
        keys = {"ability", "card", "face", "index"} | ({"token"} & set(data))
        _expect(data, keys, where)
        face = getattr(card(data, where), data["face"], None) if data["face"] in FACES else None
        named = ABILITIES.get(kind, "") if isinstance(kind, str) else ""
        abilities = getattr(face, named, None) if face is not None and named else None
        index = data["index"]
        if abilities is None or type(index) is not int or not 0 <= index < len(abilities):
            raise SnapshotError(f"{where}: {data.get('card')} has no such ability")
        return abilities[index]

    return definition


FACES = ("front", "back")


def _restored_chooser(decoder: Decoder, saved: Any, given: Chooser | None) -> Chooser:
    if given is not None:
        return given
    if not isinstance(saved, dict):
        raise SnapshotError("chooser: an object")
    kind = saved.get("kind")
    if kind == "first":
        _expect(saved, {"kind"}, "chooser")
        return FirstOptionChooser()
    if kind == "scripted":
        _expect(saved, {"kind", "answers", "strict"}, "chooser")
        if not isinstance(saved["answers"], dict):
            raise SnapshotError("chooser.answers: the answers for each kind of choice")
        script = {
            kind: decoder.typed(answers, tuple[Any, ...], f"chooser.answers.{kind}")
            for kind, answers in saved["answers"].items()
        }
        strict = decoder.typed(saved["strict"], bool, "chooser.strict")
        try:
            return ScriptedChooser(script, strict=strict)
        except ValueError as error:
            raise SnapshotError(f"chooser.answers: {error}") from None
    if kind == "other":
        raise SnapshotError(
            f"the saved game's chooser was a {_shown(saved.get('class'), 200)}, which a saved game "
            "can't hold: pass chooser= to restore it with one"
        )
    raise SnapshotError(f"chooser: {_shown(kind)} is not a kind of chooser")


def _restored_random(saved: Any) -> random.Random:
    """The generator :func:`_random_state` saved (its state set whole: not seeded first)."""
    rng = GameRandom.__new__(GameRandom)
    try:
        version, words, gauss = saved
        if type(version) is not int or (gauss is not None and type(gauss) is not float):
            raise ValueError("a version and the next gauss, if any, a float")
        packed = base64.b64decode(words, validate=True)
        state = (version, struct.unpack(f"<{len(packed) // 4}I", packed), gauss)
        random.Random.setstate(rng, state)  # made, not changed: not journaled
    except (TypeError, ValueError, OverflowError, struct.error):
        raise SnapshotError("random: not the state of a random generator") from None
    return rng


def _restored_log(
    decoder: Decoder, saved: Any, given: str | LogSink | None, players: set[str]
) -> EventLog:
    """The log saved, each zone change's players who knew the card among ``players``."""
    _expect(saved, {"keep", "length", "entries"}, "log")
    keep = decoder.typed(saved["keep"], bool, "log.keep")
    length = decoder.typed(saved["length"], int, "log.length")
    entries = decoder.typed(saved["entries"], tuple[LogEntry, ...], "log.entries")
    if length < len(entries) or (keep and length != len(entries)):
        raise SnapshotError(f"log: {len(entries)} entries, but a length of {length}")
    for number, entry in enumerate(entries):
        known = getattr(entry.event, "known_to", ())
        if known and (len(set(known)) < len(known) or not set(known) <= players):
            raise SnapshotError(
                f"log.entries[{number}].known_to: {list(known)} are not players of the game, "
                "each named once"
            )
    log = event_log(given if given is not None else "full" if keep else "off")
    if log.keep:
        for entry in entries:
            log.record(entry.turn, entry.step, entry.event)
    log.count_from(length)
    return log


STARTS: dict[str, Any] = {
    "priority": Action,  # every action a player with priority may take, special ones too
    "attackers": dict[GameObject, Player | GameObject] | tuple[GameObject, ...],
    "blockers": dict[GameObject, GameObject],
    decisions.START: tuple[str, bool, int],
}
"""What starts an action that waits for a decision, by the kind of decision it answered:
an action (117.1), a declaration of attackers (508.1) or blockers (509.1), or the start
of the game (103): the starting player's name, whether opening hands are dealt and how
many players it began with (:data:`~cardhost.kernel.decisions.START`)."""


def _restore_waiting(decoder: Decoder, game: GameCore, saved: Any) -> None:
    """The decision the saved game waited for, found again by replaying the action that
    stopped for it (the answers are the places of the options chosen)."""
    if saved is None:
        return
    _expect(saved, {"kind", "start", "answers"}, "waiting")
    kind = _one_of(saved["kind"], tuple(STARTS), "waiting.kind")
    start = decoder.typed(saved["start"], STARTS[kind], "waiting.start")
    answers = decoder.typed(saved["answers"], tuple[int, ...], "waiting.answers")
    try:
        decisions.wait_again(game, kind, start, answers)
    except SnapshotError:
        raise
    except CardhostError as error:
        raise SnapshotError(f"waiting: {error}") from None
    except Exception as error:  # a hostile file's action: refused, whatever it raised
        problem = f"{type(error).__name__}: {error}"
        raise SnapshotError(f"waiting: replaying it raised {problem}") from None
