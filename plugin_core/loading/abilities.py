"""Reading a face's abilities from its card file: mana abilities (605.1a), other
activated abilities (602), triggered abilities (603), and what an instant or sorcery
does (113.3a). Each problem is
noted with its key path; a bad ability is left out and the file is refused."""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import TYPE_CHECKING, Any

from cardhost.loading.statics import count_condition, source_state
from cardhost.model.card_types import (
    CREATURE,
    INSTANT,
    PLANESWALKER,
    SORCERY,
    CardType,
    subtype_kind,
)
from cardhost.model.costs import Cost, CostError, parse_cost
from cardhost.model.counts import (
    DEALER,
    SACRIFICED,
    SOURCE,
    TARGET,
    THAT_MUCH,
    THAT_SPELL,
    Count,
)
from cardhost.model.counts import THAT_CREATURE as COUNTED_CREATURE
from cardhost.model.damage_replacement import (
    ANY_RECIPIENT,
    ANY_SOURCE,
    DamageReplacement,
    DamageReplacementError,
    parse_damage_replacement,
)
from cardhost.model.definitions import (
    ATTACKING_WHOM,
    CASTERS,
    ENCHANTED_CONTROLLERS,
    INSTEAD,
    OWN_ENTERING,
    REPLACES,
    TRIGGER_CONDITIONS,
    TRIGGER_EVENTS,
    TRIGGER_STATES,
    WHOSE_STEPS,
    ActivatedAbility,
    ManaAbilityDefinition,
    ManaCount,
    Mode,
    Reflection,
    ReplacementAbility,
    SpellAbility,
    TriggeredAbility,
)
from cardhost.model.errors import ManaCostError
from cardhost.model.instructions import (
    ATTACHED,
    BOTH_TARGETS,
    ON_THIS,
    PREVENTING,
    TARGETS_CONTROLLER,
    THAT_CARD,
    THAT_CREATURE,
    THAT_PLAYER,
    THOSE,
    Instruction,
    read_instruction,
)
from cardhost.model.mana import MANA_SYMBOL_PATTERN, ManaCost, parse_mana
from cardhost.model.qualities import (
    DEFENDING_PLAYER,
    NAMED_PLAYERS,
    Quality,
    QualityError,
    parse_quality,
)
from cardhost.model.targets import TargetError, TargetSpec, parse_targets
from cardhost.model.validation import Kind, TableOf, any_case, printable, quoted, type_name
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD, STACK

if TYPE_CHECKING:
    from cardhost.loading.problems import ProblemNotes

MANA_ABILITY_KEYS: dict[str, Kind] = {"cost": str, "add": str, "computed": bool, "effects": list}
ABILITY_KEYS: dict[str, Kind] = {
    "cost": str,
    "targets": list,
    "effects": list,
    "restrictions": list,
}
REPLACEMENT_KEYS: dict[str, Kind] = {
    "replaces": str,
    "instead": str,
    "by": str,
    "to": str,
    "combat": bool,
    "at_least": int,
}
TRIGGER_KEYS: dict[str, Kind] = {
    "when": str,
    "spell": str,
    "card": str,
    "by": str,
    "targets_this": bool,
    "whose": str,
    "if": (str, TableOf((str, int))),
    "of": str,
    "attacking": str,
    "targets": list,
    "effects": list,
    "optional": bool,
    "modes": list,
    "chapters": list,
}
TRIGGER_WORDING: dict[str, str] = {
    "enters": "When {this} enters",
    "leaves": "When {this} leaves the battlefield",
    "dies": "When {this} dies",
    "put into a graveyard": "When {this} is put into a graveyard from the battlefield",
    "attacks": "Whenever {this} attacks",
    "upkeep": "At the beginning of {whose} upkeep",
    "cycle": "When you cycle {this}",
    "cast": "Whenever {caster} {spell}",
    "cast this": "When you cast {this}",
    "combat damage to a player": "Whenever {this} deals combat damage to a player",
    "damage to a player": "Whenever {this} deals damage to a player",
    "combat damage to an opponent": "Whenever {this} deals combat damage to an opponent",
    "damage to an opponent": "Whenever {this} deals damage to an opponent",
    "combat damage to a creature": "Whenever {this} deals combat damage to a creature",
    "damage to a creature": "Whenever {this} deals damage to a creature",
    "end step": "At the beginning of {whose} end step",
    "draw step": "At the beginning of {whose} draw step",
    "gain life": "Whenever you gain life",
    "deals damage": "Whenever {this} deals damage",
    "dealt damage": "Whenever {this} is dealt damage",
    "dealt combat damage": "Whenever {this} is dealt combat damage",
    "blocks": "Whenever {this} blocks",
    "becomes blocked": "Whenever {this} becomes blocked",
    "blocks or becomes blocked": "Whenever {this} blocks or becomes blocked",
    "becomes tapped": "Whenever {this} becomes tapped",
    "becomes untapped": "Whenever {this} becomes untapped",
    "blocks a creature": "Whenever {this} blocks a creature",
    "becomes blocked by a creature": "Whenever {this} becomes blocked by a creature",
    "blocks or becomes blocked by a creature": (
        "Whenever {this} blocks or becomes blocked by a creature"
    ),
    "attacks and isn't blocked": "Whenever {this} attacks and isn't blocked",
    "attacks alone": "Whenever {this} attacks alone",
    "attacks with two others": "Whenever {this} and at least two other creatures attack",
    "beginning of combat": "At the beginning of combat on {whose} turn",
    "becomes the target": "Whenever {this} becomes the target of {spell}",
    "turned face up": "When {this} is turned face up",
    "attacks or blocks": "Whenever {this} attacks or blocks",
    "enters or attacks": "Whenever {this} enters or attacks",
    "enters or dies": "When {this} enters or dies",
    "enters or leaves": "When {this} enters or leaves the battlefield",
    "enters or put into a graveyard": (
        "When {this} enters or is put into a graveyard from the battlefield"
    ),
    "enters or turned face up": "When {this} enters or is turned face up",
    "cycle or dies": "When you cycle {this} or it dies",
    "discard": "Whenever {caster} {spell}",
    "draw": "Whenever {caster} {spell}",
    "becomes monstrous": "When {this} becomes monstrous",
    "exert": "You may exert {this} as it attacks. When you do",
    "chapter": "{chapters} —",
}
"""How the Oracle text words each event a triggered ability written as data triggers
on (603.1, 603.6), then a comma; ``{this}`` is the object itself: its name, or "this"
and a word ("this creature"). "Enters" may be followed by "the battlefield"."""


NAMING_AN_AMOUNT = (
    *("gain life", "deals damage", "dealt damage", "dealt combat damage"),
    *("combat damage to a creature", "damage to a creature"),
)
"""The trigger events that name an amount: the life gained, the damage dealt."""
NAMING_A_CREATURE = (
    "blocks a creature",
    "becomes blocked by a creature",
    "blocks or becomes blocked by a creature",
    "combat damage to a creature",
    "damage to a creature",
    "becomes the target",
)
"""The trigger events that name another creature: the one blocked or blocking, the one
dealt damage, the one targeted."""
ATTACKING_EVENTS = (
    *("attacks", "attacks and isn't blocked", "becomes blocked", "attacks alone"),
    "attacks with two others",
)
"""The trigger events of an attacking creature itself, which names a defending player
(508.5)."""
NAMING_A_PLAYER = (
    *("upkeep", "draw step", "end step", "damage to a player", "combat damage to a player"),
    *("damage to an opponent", "combat damage to an opponent", "becomes the target"),
    "cast",
    "discard",
    "draw",
)
"""The trigger events that name a player: whose step began, the player dealt damage, the
controller of the spell or ability targeting, the player casting a spell, the player
discarding a card, the player drawing a card."""
ABILITY_WORD = r"(?:[a-z][\w' -]{0,40}? — )?"
"""An ability word before a triggered ability's opening, which has no rules meaning
(207.2c): "Landfall — Whenever a land enters ...", lower case as it is matched."""


def _wording(
    event: str, name: str, cast: tuple[str, str] = ("you", "cast a spell"), whose: str = "your"
) -> re.Pattern[str]:
    """The opening of a paragraph that words ``event`` for an object named ``name`` (for
    ``"cast"``, who casts what: ``("you", "cast a noncreature spell")``; for a step,
    whose: "your", "each" or "each player's", "each opponent's")."""
    this = "|".join(["this [a-z]+", *called(name)])
    said = re.escape(TRIGGER_WORDING[event].lower())
    step_of = re.escape(whose)
    if whose == "each":  # "each upkeep", "each player's", older "the end step" (513.1a)
        step_of = "(?:each(?: player's)?|the)" if event == "end step" else "each(?: player's)?"
    if event == "beginning of combat":  # 507.1: "on your turn", "on each opponent's turn"
        step_of = re.escape(whose)
    said = said.replace(re.escape("{whose}"), step_of)
    if event == "beginning of combat" and whose == "each":
        said = re.escape("at the beginning of each combat")
    if whose == ENCHANTED_CONTROLLERS and event in ("upkeep", "end step"):  # 303.4
        said = re.escape(f"at the beginning of the {event} of enchanted ") + (
            "(?:creature|land|artifact|enchantment|permanent)'s controller"  # what it enchants
        )
    said = said.replace(re.escape("{caster}"), re.escape(cast[0]))
    spell = re.escape(cast[1].lower()).replace(  # 202.3: older Oracle texts' words for it
        re.escape("mana value"), f"(?:{re.escape('mana value')}|{re.escape('converted mana cost')})"
    )
    said = said.replace(re.escape("{spell}"), spell)
    said = said.replace(re.escape("{this}"), f"(?:{this})")
    for opening in (re.escape("whenever "), re.escape("when ")):  # 603.1: either word
        if said.startswith(opening):
            said = "(?:when|whenever) " + said.removeprefix(opening)
            break
    if event == "enters":
        said += "(?: the battlefield)?"
    if event.startswith("enters or "):  # "enters the battlefield or attacks"
        said = said.replace(re.escape(" enters "), " enters(?: the battlefield)? ", 1)
    if event == "discard" and cast[0] == "you":  # 702.29a: cycling discards the card
        said = said.replace(re.escape("you discard "), "you (?:cycle or )?discard ", 1)
    return re.compile(ABILITY_WORD + said + ", ")


SPELL_KEYS: dict[str, Kind] = {
    "targets": list,
    "effects": list,
    "additional_cost": str,
    "modes": list,
    "flashback": str,
    "kicked_effects": list,
}
MODE_KEYS: dict[str, Kind] = {"targets": list, "effects": list}
CHOOSE = re.compile(r"choose (?P<count>.+) —")
"""The line of a modal spell's Oracle text that says how many modes to choose (700.2)."""
CHOSEN: dict[str, tuple[int, int | None]] = {
    "one": (1, 1),
    "two": (2, 2),
    "three": (3, 3),
    "four": (4, 4),
    "one or both": (1, 2),
    "one or more": (1, None),
}
"""The least and most modes each wording lets a player choose (``None``: every one)."""
BULLET = "•"
RESTRICTIONS = {
    "as a sorcery": "sorcery_speed",
    "once each turn": "once_each_turn",
    "from your graveyard": "from_graveyard",
    "from your hand": "from_hand",
}
"""602.5d "Activate only as a sorcery", 602.5b "Activate only once each turn"; an
ability of a card in its owner's graveyard or hand (113.6k)."""

ANY_COLOR_PHRASES = {"one mana of any color": 1, "two mana of any one color": 2}
REFLECTION = re.compile(
    r"one mana of any (?P<kind>type|color) that an? (?P<card_type>land|permanent|creature"
    r"|artifact|enchantment) (?P<who>you control|an opponent controls) could produce"
)
REFLECTION_TEXT = (
    "one mana of any type|color that a land|permanent|creature|artifact|enchantment you "
    "control|an opponent controls could produce"
)
FOR_EACH = re.compile(r"(?P<mana>(?:\{[^{}]*\})+) for each (?P<what>.+)", re.IGNORECASE)
ADD_PATTERN = (
    rf"^\s*(?:(?:{MANA_SYMBOL_PATTERN})+(?: [Ff]or [Ee]ach .+)?"
    + "".join(f"|{any_case(p)}" for p in ANY_COLOR_PHRASES)
    + "|"
    + re.sub(r"\(\?P<\w+>", "(?:", REFLECTION.pattern)
    + r")\.?\s*$"
)
"""What a mana ability adds, as a regular expression: for editors (the card schema)."""


def mana_ability(
    reader: ProblemNotes, entry: object, where: str, name: str = ""
) -> ManaAbilityDefinition | None:
    """A mana ability ``{cost = "...", add = "..."}``, or ``{cost = "...", computed =
    true}`` when the card's plugin says what it adds (602.1, 605.1a); the card's
    ``name`` may stand for "this" permanent in its cost (201.4b)."""
    table = _table(reader, entry, MANA_ABILITY_KEYS, where)
    if table is None:
        return None
    if "cost" not in table:
        reader.note(f"{where}.cost", "missing")
    if ("add" in table) == bool(table.get("computed")):
        reader.note(where, "a mana ability has either 'add' or 'computed = true' (605.1a)")
        return None
    cost = _cost(reader, table.get("cost"), f"{where}.cost", name)
    if cost is not None and cost.loyalty is not None:  # 605.1a, 606.3
        reader.note(
            f"{where}.cost",
            "a loyalty ability is not a mana ability (605.1a): it uses the stack, once a "
            "turn as a sorcery (606.3); write it in [[abilities]]",
        )
        return None
    if table.get("computed"):
        return ManaAbilityDefinition(cost=cost, computed=True) if cost else None
    effect = _mana_effect(reader, table["add"], f"{where}.add")
    others = _effects(reader, table.get("effects", []), f"{where}.effects", None)
    if cost is None or effect is None or others is None:
        return None
    if any(i.needs_target for i in others):  # 605.1a: a mana ability doesn't target
        reader.note(f"{where}.effects", "a mana ability has no target (605.1a)")
        return None
    return ManaAbilityDefinition(cost=cost, effects=others, **effect)


def activated_ability(
    reader: ProblemNotes,
    entry: object,
    where: str,
    oracle: Sequence[str],
    name: str = "",
    claimed: set[str] | None = None,
) -> ActivatedAbility | None:
    """An activated ability that isn't a mana ability (602.1): its cost, targets,
    effects and restrictions; its text is the Oracle paragraph that begins with its
    cost and a colon (602.1a), the first not ``claimed`` by an ability before it (two
    abilities may have one cost). The cost may name the card ``name`` for itself."""
    table = _table(reader, entry, ABILITY_KEYS, where)
    if table is None:
        return None
    if "cost" not in table:
        reader.note(f"{where}.cost", "missing")
        return None
    cost = _cost(reader, table["cost"], f"{where}.cost", name)
    targets = _targets(
        reader, table.get("targets", []), f"{where}.targets", frozenset({DEFENDING_PLAYER})
    )
    one_sacrificed = cost is not None and [o.count for o in cost.sacrifice] == [1]
    names = frozenset({SACRIFICED}) if one_sacrificed else frozenset()
    effects = _effects(
        reader,
        table.get("effects", []),
        f"{where}.effects",
        targets,
        names=names,
        players=frozenset({DEFENDING_PLAYER}),
    )
    restrictions = _restrictions(reader, table.get("restrictions", []), f"{where}.restrictions")
    if cost is None or targets is None or effects is None or restrictions is None:
        return None
    if not _targets_used(reader, f"{where}.targets", targets, effects):
        return None
    problem = _zone_problem(
        cost,
        effects,
        restrictions.get("from_graveyard", False),
        restrictions.get("from_hand", False),
    )
    if problem:
        reader.note(f"{where}.restrictions", problem)
        return None
    if any(i.announced for i in effects) and not cost.has_x:
        reader.note(f"{where}.effects", "X is announced only with {X} in the cost (107.3)")
        return None
    if not targets and cost.loyalty is None and any(i.verb == "add_mana" for i in effects):
        reader.note(
            f"{where}.effects",
            "an activated ability that adds mana and has no target is a mana ability "
            "(605.1a): it doesn't use the stack; write it in [[mana_abilities]]",
        )
        return None
    taken = claimed if claimed is not None else set()
    opening = _paragraphs_by_cost(tuple(oracle)).get(cost.text.strip().lower(), ())
    text = next((p for p in opening if p not in taken), None)
    if text is None:
        left = " left" if opening else ""
        reader.note(
            f"{where}.cost",
            f"no paragraph of the Oracle text{left} begins with {printable(cost.text)!r} "
            "and a colon (602.1a)",
        )
        return None
    taken.add(text)
    return ActivatedAbility(cost, text, targets, effects, **restrictions)


def triggered_abilities(
    reader: ProblemNotes, entries: object, where: str, oracle: Sequence[str], name: str
) -> tuple[TriggeredAbility, ...]:
    """The triggered abilities of ``[[triggers]]`` (603.1), each claiming the first
    Oracle paragraph left that words its event (:data:`TRIGGER_WORDING`); its effect
    says "you may" exactly when it is ``optional`` (603.5)."""
    if not isinstance(entries, list):
        return ()
    found: list[TriggeredAbility] = []
    claimed: set[str] = set()
    for index, entry in enumerate(entries):
        ability = _triggered_ability(reader, entry, f"{where}[{index}]", oracle, name, claimed)
        if ability is not None:
            claimed.add(ability.text)
            found.append(ability)
    return tuple(found)


def replacement_abilities(
    reader: ProblemNotes, entries: object, where: str, oracle: Sequence[str], name: str = ""
) -> tuple[ReplacementAbility, ...]:
    """The replacement abilities of ``[[replacements]]`` (614.1a), each claiming the
    first Oracle paragraph left that begins as what it replaces is worded (:data:`REPLACES`;
    damage "If [by] would deal", ``by`` as the card's name or "this ..." for itself)."""
    if not isinstance(entries, list):
        return ()
    found: list[ReplacementAbility] = []
    for index, entry in enumerate(entries):
        key = f"{where}[{index}]"
        table = _table(reader, entry, REPLACEMENT_KEYS, key)
        if table is None:
            continue
        replaces = table.get("replaces")
        if replaces not in REPLACES:
            known = ", ".join(repr(r) for r in REPLACES)
            shown = "missing" if replaces is None else f"found {printable(str(replaces))!r}"
            reader.note(f"{key}.replaces", f"expected one of {known}; {shown}")
            continue
        damage = _damage_replacement(reader, table, key) if replaces == "deal damage" else None
        if replaces == "deal damage" and damage is None:
            continue
        instead = table.get("instead", "double" if damage else INSTEAD[0])
        if damage is None and (instead not in INSTEAD or set(table) & DAMAGE_ONLY):
            wrong = "instead" if instead not in INSTEAD else sorted(set(table) & DAMAGE_ONLY)[0]
            reader.note(f"{key}.{wrong}", f"only 'deal damage' takes {wrong!r} here: {INSTEAD!r}")
            continue
        claimed = {a.text for a in found}
        opening = _opening(REPLACES[replaces], damage, name)
        text = next((p for p in oracle if p not in claimed and opening.match(p.lower())), None)
        if text is None:
            reader.note(
                f"{key}.replaces",
                f"no paragraph of the Oracle text left begins {REPLACES[replaces]!r} (614.1a)",
            )
            continue
        found.append(ReplacementAbility(replaces, text, instead, damage))
    return tuple(found)


DAMAGE_ONLY = frozenset({"by", "to", "combat", "at_least"})
"""The keys only a ``"deal damage"`` replacement takes."""


def _damage_replacement(
    reader: ProblemNotes, table: Mapping[str, Any], key: str
) -> DamageReplacement | None:
    """A ``"deal damage"`` replacement's reach and amount, or ``None`` with the problem
    noted."""
    try:
        return parse_damage_replacement(
            table.get("by", ANY_SOURCE),
            table.get("to", ANY_RECIPIENT),
            table.get("instead", "double"),
            table.get("combat", False),
            table.get("at_least", 0),
        )
    except DamageReplacementError as error:
        wrong, _, problem = str(error).partition(": ")
        reader.note(f"{key}.{wrong}", printable(problem))
        return None


def _opening(words: str, damage: DamageReplacement | None, name: str) -> re.Pattern[str]:
    """How the paragraph of a replacement ability begins: as :data:`REPLACES` words it,
    "If [by] would deal" with whose damage (the card's name or "this ..." for itself)."""
    if damage is None:
        return re.compile(re.escape(words.lower()))
    if damage.by == "this":
        by = "|".join(["this [a-z]+", *called(name)])
    else:
        by = re.escape(damage.by.lower())
    return re.compile(rf"{ABILITY_WORD}if (?:{by}) would deal ")


def called(name: str) -> list[str]:
    """How a card's rules text may call it, as patterns (lower case): its name and, for
    one with a comma, the shortened name before it (201.5c: "Squall" for "Squall, SeeD
    Mercenary")."""
    if not name:
        return []
    short = name.split(", ", 1)[0]
    return [re.escape(n.lower()) for n in dict.fromkeys((name, short))]


def _triggered_ability(
    reader: ProblemNotes,
    entry: object,
    where: str,
    oracle: Sequence[str],
    name: str,
    claimed: set[str],
) -> TriggeredAbility | None:
    table = _table(reader, entry, TRIGGER_KEYS, where)
    if table is None:
        return None
    event = table.get("when")
    if event not in TRIGGER_EVENTS:
        known = ", ".join(repr(e) for e in TRIGGER_EVENTS)
        found = "missing" if event is None else f"found {printable(str(event))!r}"
        reader.note(f"{where}.when", f"expected one of {known}; {found}")
        return None
    spell = _spell_kind(reader, table, event, where)
    targets = _targets(
        reader, table.get("targets", []), f"{where}.targets", _players_named(table, event)
    )
    effects = _effects(
        reader,
        table.get("effects", []),
        f"{where}.effects",
        targets,
        event=str(event),
        names=_named(table, event),
        players=_players_named(table, event),
    )
    if targets is None or effects is None or spell is False:
        return None
    if not _targets_used(reader, f"{where}.targets", targets, effects):
        return None
    if event not in ("enters", "becomes monstrous") and any(i.announced for i in effects):
        reader.note(
            f"{where}.effects",
            "X here is the X of the spell a permanent was (107.3m) or of its monstrosity "
            "(701.37c): only an enters or becomes monstrous trigger has it",
        )
        return None
    words = table.get("spell", "spell")
    watches = _watched(reader, table, event, where)
    caster = _caster(reader, table, event, where)
    if watches is False or caster is None:
        return None
    targets_this = table.get("targets_this", False)
    if targets_this and event != "cast":
        reader.note(f"{where}.targets_this", "only a 'cast' trigger watches what a spell targets")
        return None
    whose = _whose(reader, table, event, where)
    if whose is None:
        return None
    condition = table.get("if", "")
    counted_if = None
    state_if = ""
    if isinstance(condition, Mapping) and "this_is" in condition:  # "if it's untapped"
        state_if = _state_if(reader, condition, f"{where}.if")
        if not state_if:
            return None
        condition = ""
    if isinstance(condition, Mapping):  # 603.4: "if you control seven or more permanents"
        naming = event in NAMING_A_PLAYER  # 603.4: "if that player has no cards in hand"
        counted_if = count_condition(reader, condition, f"{where}.if", "if", naming)
        if counted_if is None:
            return None
        condition = ""
    if condition and condition not in TRIGGER_CONDITIONS:
        known = ", ".join(repr(c) for c in TRIGGER_CONDITIONS)
        reader.note(f"{where}.if", f"expected one of {known}; found {printable(str(condition))!r}")
        return None
    if condition in OWN_ENTERING and (event != "enters" or watches is not None):
        reader.note(f"{where}.if", f"'{condition}' is said of its own entering (702.33d)")
        return None
    cast = _cast_words(caster, words, targets_this)
    discarded = _discarded(reader, table, event, where)
    if discarded is False:
        return None
    if event == "discard":  # "Whenever an opponent discards a creature card"
        cast = (caster, _discard_words(caster, table.get("card", "card")))
    if event == "draw":  # "Whenever an opponent draws a card" (121.1)
        cast = (caster, "draw a card" if caster == "you" else "draws a card")
    if event == "becomes the target":  # "of a spell or ability an opponent controls"
        cast = (caster, _targeting_words(table.get("spell", ""), caster))
    attached = watches is not None and str(table["of"]).lower() in ATTACHED_HOSTS
    verb = WATCHED_VERBS.get(event, "")
    attacking = _attacking(reader, table, event, watches, where)
    if attacking is None:
        return None
    if attacking:  # "Whenever a creature attacks you or a planeswalker you control"
        verb = f"{verb} {re.escape(attacking)}"
    if event == "becomes the target":
        verb = f"{verb} {re.escape(cast[1].lower())}"
    chapters = _chapters(reader, table, event, where)
    if chapters is None:
        return None
    if attached:
        wording = re.compile(rf"{ABILITY_WORD}(?:when|whenever) {table['of'].lower()} {verb}, ")
    elif chapters:  # 714.2a: "I, II — ", the numerals the chapters' (or "-" for the dash)
        numerals = ", ".join(ROMAN[n - 1] for n in chapters).lower()
        wording = re.compile(rf"{re.escape(numerals)} [\u2014-] ")
    else:
        wording = (
            _wording(event, name, cast, whose)
            if watches is None
            else _watching(event, table["of"], name, verb)
        )
    text = next((p for p in oracle if p not in claimed and wording.match(p.lower())), None)
    if text is None:
        opening = TRIGGER_WORDING[event].format(
            chapters=", ".join(ROMAN[n - 1] for n in chapters),
            this="this creature",
            caster=cast[0],
            spell=cast[1].replace("{this}", "this creature"),
            whose=whose,
        )
        reader.note(
            f"{where}.when",
            f"no paragraph of the Oracle text left begins {opening!r} and a comma "
            f"({TRIGGER_EVENTS[event]}; the card's name, its shortened name (201.5c), or "
            "'this' and a word for 'this creature')",
        )
        return None
    rest = wording.sub("", text.lower(), count=1)
    if condition and not rest.startswith(f"if {condition}, "):
        reader.note(
            f"{where}.if",
            f"the paragraph doesn't say 'if {condition},' after its opening (603.4): "
            f"{printable(text)!r}",
        )
        return None
    rest = rest.removeprefix(f"if {condition}, ") if condition else rest
    if state_if:
        said = _STATE_WORDS.format(name="|".join(called(name)), state=state_if)
        stated = re.match(said, rest)
        if stated is None:
            reader.note(
                f"{where}.if",
                f"the paragraph doesn't say 'if this is {state_if},' after its opening "
                f"(603.4): {printable(text)!r}",
            )
            return None
        rest = rest[stated.end() :]
    modal = _trigger_modes(reader, table, where, rest, oracle[oracle.index(text) + 1 :], event)
    if modal is False:
        return None
    optional = table.get("optional", False)
    paying = bool(effects) and effects[0].if_paid is not None  # 118.12: the may is the cost's
    says_may = rest.startswith("you may ") and not (paying and ". if you do, " in rest.lower())
    if optional != says_may:
        reader.note(
            f"{where}.optional",
            f"{optional} but the paragraph {'says' if says_may else 'does not say'} "
            f"'you may' (603.5): {printable(text)!r}",
        )
        return None
    return TriggeredAbility(
        event,
        text,
        targets,
        effects,
        optional,
        spell or None,
        watches,
        caster=caster,
        targets_this=targets_this,
        whose=whose,
        attached=attached,
        condition=condition,
        counted_if=counted_if,
        state_if=state_if,
        attacking=attacking,
        discarded=discarded or None,
        chapters=chapters,
        **(modal or {}),
    )


_STATE_WORDS = r"if (?:(?:{name}|it|this \w+) is|it's) {state}, "
"""How a paragraph says a trigger's own permanent is in a state (603.4): "if Howling
Mine is untapped, ", "if it's renowned, ", "if this artifact is tapped, "."""


def _state_if(reader: ProblemNotes, condition: Mapping[str, Any], where: str) -> str:
    """``if = { this_is = "untapped" }``: a status of the trigger's own permanent, of
    :data:`TRIGGER_STATES` (603.4); ``""`` with a problem noted."""
    return source_state(reader, condition, where, "if", TRIGGER_STATES)


ROMAN = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII")
"""Chapter numbers as a Saga's chapter symbols print them (714.2a)."""


def _chapters(
    reader: ProblemNotes, table: Mapping[str, Any], event: object, where: str
) -> tuple[int, ...] | None:
    """A chapter ability's ``chapters`` (714.2b-c): ``[1, 2]`` for "I, II — ...", in
    order, each once; only with ``when = "chapter"``."""
    given = table.get("chapters")
    if event != "chapter":
        if given is not None:
            reader.note(f"{where}.chapters", "only a chapter ability has chapters (714.2)")
            return None
        return ()
    numbers = given if isinstance(given, list) else []
    whole = all(type(n) is int and 1 <= n <= len(ROMAN) for n in numbers)
    if not numbers or not whole or sorted(set(numbers)) != numbers:
        reader.note(
            f"{where}.chapters",
            f"expected chapter numbers from 1 to {len(ROMAN)}, in order: [1, 2] (714.2a)",
        )
        return None
    return tuple(numbers)


def _named(table: Mapping[str, Any], event: object) -> frozenset[str]:
    """What a trigger's event names besides its own words (603.2): the creature of a
    block, a damage or a targeting; for one watching others (``of``), the permanent it
    saw and that permanent's controller, "that player"."""
    watching = "of" in table
    creature = {COUNTED_CREATURE} if event in NAMING_A_CREATURE or watching else set()
    return frozenset(creature | ({THAT_PLAYER} if watching else set()))


def _players_named(table: Mapping[str, Any], event: object) -> frozenset[str]:
    """The players a trigger's target phrases may name: "that player" where its event
    names one (603.2), "defending player" for an attacking creature's own (508.5)."""
    named = set()
    if event in NAMING_A_PLAYER or THAT_PLAYER in _named(table, event):
        named.add(THAT_PLAYER)
    if event in ATTACKING_EVENTS and "of" not in table:
        named.add(DEFENDING_PLAYER)
    return frozenset(named)


def _trigger_modes(
    reader: ProblemNotes,
    table: Mapping[str, Any],
    where: str,
    rest: str,
    after: Sequence[str],
    event: str,
) -> dict[str, Any] | bool | None:
    """A modal triggered ability's modes (700.2): its paragraph goes on "choose one —"
    (or two, one or both, one or more) and the bulleted paragraphs ``after`` it are its
    modes, one ``[[triggers.modes]]`` entry each; ``None`` if it has none; ``False`` with
    a problem noted."""
    if "modes" not in table:
        return None
    if "targets" in table or "effects" in table:
        reader.note(where, "a modal triggered ability's targets and effects are its modes' (700.2)")
        return False
    wording = CHOOSE.fullmatch(rest.strip())
    texts = []
    for line in after:
        if not line.startswith(BULLET):
            break
        texts.append(line.removeprefix(BULLET).strip())
    entries = table["modes"]
    if wording is None or wording["count"] not in CHOSEN or len(texts) < 2:
        reader.note(
            f"{where}.modes",
            "the paragraph goes on 'choose one —' (or two, one or both, one or more) and "
            "the next lines, each beginning with '•', are its modes (700.2)",
        )
        return False
    least, most = CHOSEN[wording["count"]]
    if len(entries) != len(texts):
        reader.note(
            f"{where}.modes", f"the Oracle text lists {len(texts)} modes; {len(entries)} are given"
        )
        return False
    modes = _modes(reader, entries, texts, where, event=event, names=_named(table, event))
    if len(modes) < len(texts):
        return False
    return {"modes": tuple(modes), "least": least, "most": len(texts) if most is None else most}


def _whose(reader: ProblemNotes, table: Mapping[str, Any], event: str, where: str) -> str | None:
    """Whose upkeep or end step a trigger watches (``whose``, :data:`WHOSE_STEPS`);
    ``None`` with a problem noted."""
    steps = ("upkeep", "draw step", "end step", "beginning of combat")
    return _one_word(reader, table, "whose", WHOSE_STEPS, event in steps, where)


def _caster(reader: ProblemNotes, table: Mapping[str, Any], event: str, where: str) -> str | None:
    """Whose casting a "cast" trigger watches, or whose spell or ability a "becomes the
    target" trigger (``by``, :data:`CASTERS`; any player's for the latter by default);
    ``None`` with a problem noted."""
    if event == "becomes the target":
        words = ("a player", *(c for c in CASTERS if c != "a player"))
        return _one_word(reader, table, "by", words, True, where)
    return _one_word(reader, table, "by", CASTERS, event in ("cast", "discard", "draw"), where)


def _targeting_words(spell: str, caster: str) -> str:
    """What targets, as a "becomes the target" trigger's Oracle text says it: "a spell or
    ability", "a spell", "an Aura spell", then "an opponent controls" or "you control"."""
    what = "a spell or ability"
    if spell:
        what = f"{'an' if spell[:1].lower() in 'aeiou' else 'a'} {spell}"
    whose = {"an opponent": " an opponent controls", "you": " you control"}.get(caster, "")
    return what + whose


ONLY = {
    "whose": "only an 'upkeep', 'draw step', 'end step' or 'beginning of combat' trigger "
    "watches whose step",
    "by": "only a 'cast', 'discard', 'draw' or 'becomes the target' trigger watches whose "
    "spell, discard or draw it is",
    "card": "only a 'discard' trigger watches a kind of card discarded",
}
"""Why a trigger's key of its event's words is refused on another event."""


def _one_word(
    reader: ProblemNotes,
    table: Mapping[str, Any],
    key: str,
    words: tuple[str, ...],
    allowed: bool,
    where: str,
) -> str | None:
    """The value of ``key``, one of ``words`` (the first by default), where ``allowed``
    for the trigger's event; ``None`` with a problem noted."""
    value = table.get(key, words[0])
    if key in table and not allowed:
        reader.note(f"{where}.{key}", ONLY[key])
        return None
    if value not in words:
        known = ", ".join(repr(w) for w in words)
        reader.note(f"{where}.{key}", f"expected one of {known}; found {printable(str(value))!r}")
        return None
    return value


def _discarded(
    reader: ProblemNotes, table: Mapping[str, Any], event: str, where: str
) -> Quality | bool | None:
    """The kind of card a "discard" trigger watches (``card = "creature card"``;
    ``None``: any card); ``False`` with a problem noted."""
    if "card" not in table:
        return None
    if event != "discard":
        reader.note(f"{where}.card", ONLY["card"])
        return False
    words = table["card"]
    try:
        quality = parse_quality(words) if isinstance(words, str) else None
    except QualityError as error:
        reader.note(f"{where}.card", printable(str(error)))
        return False
    if quality is None or not quality.card:
        reader.note(f"{where}.card", f"expected a kind of card ('creature card'): {words!r}")
        return False
    return None if words == "card" else quality


def _discard_words(caster: str, card: str) -> str:
    """How an Oracle text says a discard: "discards a creature card", "discard a card"."""
    verb = "discard" if caster == "you" else "discards"
    if card.startswith("another "):  # "another card" (109.5): not the watcher itself
        return f"{verb} {card}"
    return f"{verb} {'an' if card[:1].lower() in 'aeiou' else 'a'} {card}"


def _cast_words(caster: str, spell: str, targets_this: bool) -> tuple[str, str]:
    """How an Oracle text says who casts what: ("an opponent", "casts a noncreature
    spell"), the spell followed by "that targets {this}" for ``targets_this``."""
    verb = "cast" if caster == "you" else "casts"
    said = f"{verb} {'an' if spell[:1].lower() in 'aeiou' else 'a'} {spell}"
    return caster, said + (" that targets {this}" if targets_this else "")


_WATCHED = re.compile(
    r"(?P<another>another )?(?P<kind>[a-z ]+?)(?P<whose> you control| an opponent controls)?"
    r"(?P<described> with(?:out)? [a-z0-9 ]+?)?"
    r"(?P<damaged> dealt damage by this creature this turn)?",
    re.IGNORECASE,
)
"""The permanents an "enters" trigger watches, written as a group: "another creature you
control", "a creature", "a land an opponent controls", "a creature you control with
power 3 or greater"."""
_UNDER = {
    "": "",
    " you control": " under your control",
    " an opponent controls": (" under an opponent's control"),
}


WATCHING = (
    *("enters", "dies", "attacks", "combat damage to a player", "damage to a player"),
    *("combat damage to an opponent", "damage to an opponent", "attacks alone"),
    *("becomes tapped", "put into a graveyard", "becomes the target", "becomes blocked"),
)
"""The trigger events an ability may watch other permanents for (``of``)."""
WATCHED_VERBS = {
    "dies": "dies",
    "attacks": "attacks",
    "attacks alone": "attacks alone",
    "combat damage to a player": "deals combat damage to a player",
    "damage to a player": "deals damage to a player",
    "combat damage to an opponent": "deals combat damage to an opponent",
    "damage to an opponent": "deals damage to an opponent",
    "becomes tapped": "becomes tapped",
    "put into a graveyard": "is put into a graveyard from the battlefield",
    "becomes the target": "becomes the target of",
    "becomes blocked": "becomes blocked",
}
"""How an Oracle text says another permanent's event: "... dies", "... deals combat
damage to a player"."""
ATTACHED_HOSTS = ATTACHED
"""What a trigger of an Aura or Equipment watches: the permanent it is attached to
(303.4, 301.5): "When enchanted creature dies", "Whenever enchanted land becomes
tapped"."""


def _attacking(
    reader: ProblemNotes,
    table: Mapping[str, Any],
    event: str,
    watches: Quality | bool | None,
    where: str,
) -> str | None:
    """Whom a watched attacker attacks, of :data:`ATTACKING_WHOM` (506.2): ``""`` for
    anyone; ``None`` with a problem noted."""
    whom = table.get("attacking", "")
    if not whom:
        return ""
    if event != "attacks" or not isinstance(watches, Quality):
        reader.note(f"{where}.attacking", "only a trigger watching others attack ('of') has it")
        return None
    if whom not in ATTACKING_WHOM:
        known = " or ".join(repr(w) for w in ATTACKING_WHOM)
        reader.note(f"{where}.attacking", f"expected {known}, found {printable(repr(whom))}")
        return None
    return str(whom)


def _watched(
    reader: ProblemNotes, table: Mapping[str, Any], event: str, where: str
) -> Quality | bool | None:
    """The permanents an "enters" trigger watches (``of``), as a :class:`Quality`;
    ``None`` for itself; ``False`` with a problem noted."""
    if "of" not in table:
        return None
    words = table["of"]
    if event not in WATCHING:
        events = ", ".join(f"'{e}'" for e in WATCHING)
        reader.note(f"{where}.of", f"only a trigger of {events} watches other permanents")
        return False
    if isinstance(words, str) and words.lower() in ATTACHED_HOSTS:
        if event == "enters":
            reader.note(f"{where}.of", f"{words!r} is watched dying or attacking, not entering")
            return False
        noun = words.lower().split()[-1]  # "enchanted land": a land
        if noun != "creature" and event != "becomes tapped":
            reader.note(f"{where}.of", f"only a creature dies or attacks (700.4, 508.1): {words!r}")
            return False
        return parse_quality(noun)
    match = _WATCHED.fullmatch(words) if isinstance(words, str) else None
    if match is None:
        found = printable(repr(words))[:80]
        expected = "expected a kind of permanent ('another creature you control')"
        reader.note(f"{where}.of", f"{expected}: {found}")
        return False
    kind = re.sub(r"^an? ", "", match["kind"], flags=re.IGNORECASE)
    try:
        return parse_quality(
            ("another " if match["another"] else "")
            + kind
            + (match["whose"] or "").lower()
            + (match["described"] or "")
            + (match["damaged"] or "")
        )
    except QualityError as error:
        reader.note(f"{where}.of", printable(str(error)))
        return False


def _watching(event: str, words: str, name: str, verb: str) -> re.Pattern[str]:
    """How an Oracle paragraph opens a trigger watching ``words`` enter, die or attack:
    "Whenever another creature enters the battlefield under your control, " (603.6a),
    "Whenever another creature you control dies, ", "Whenever Blood Artist or another
    creature dies, " (any creature, itself included; 603.10a), "Whenever a creature you
    control attacks, " (508.3a)."""
    match = _WATCHED.fullmatch(words.lower())
    assert match is not None  # checked by _watched
    kind = re.sub(r"^an? ", "", match["kind"])
    lead = "another" if match["another"] else ("an" if kind[:1] in "aeiou" else "a")
    whose, described = match["whose"] or "", match["described"] or ""
    this = "|".join(["this [a-z]+", *called(name)])
    if event == "enters":  # "a creature with power 3 or greater enters ... under your control"
        under = re.escape(_UNDER[whose])
        entering = rf"{re.escape(kind + described)} enters(?: the battlefield)?{under}"
        said = rf"{lead} {entering}"
        if not match["another"]:  # "this or another Ally": any of them, itself too
            said = rf"(?:{said}|(?:{this}) or another {entering})"
    else:  # ``verb``: how the Oracle says the event, as a pattern ("dies")
        watched = re.escape(kind + whose + described)
        if match["damaged"]:  # "dealt damage by Sengir Vampire this turn"
            watched += rf" dealt damage by (?:{this}) this turn"
        said = rf"{lead} {watched} {verb}"
        if not match["another"]:  # "this or another creature": every creature, itself too
            said = rf"(?:{said}|(?:{this}) or another {watched} {verb})"
    return re.compile(rf"{ABILITY_WORD}(?:when|whenever) {said}, ")


def _spell_kind(
    reader: ProblemNotes, table: Mapping[str, Any], event: str, where: str
) -> Quality | bool | None:
    """The kind of spell a "cast" trigger watches (``spell = "noncreature spell"``,
    ``"creature spell with mana value 3 or less"``), as a :class:`Quality` (``None``:
    any spell); ``False`` with a problem noted."""
    if "spell" not in table:
        return None
    words = table["spell"]
    if event not in ("cast", "becomes the target"):
        reader.note(
            f"{where}.spell",
            "only a 'cast' or 'becomes the target' trigger watches a kind of spell",
        )
        return False
    spell = isinstance(words, str) and re.fullmatch(r"(?:.+ )?spell(?: with .+)?", words.lower())
    if not spell:
        found = printable(repr(words))[:80]
        reader.note(f"{where}.spell", f"expected a kind of spell ('noncreature spell'): {found}")
        return False
    if words.lower() == "spell" and event == "cast":
        return None
    try:  # "becomes the target of a spell": a spell, no ability
        return parse_quality(words)
    except QualityError as error:
        reader.note(f"{where}.spell", printable(str(error)))
        return False


def spell_ability(
    reader: ProblemNotes, entry: object, where: str, paragraphs: Sequence[str]
) -> SpellAbility | None:
    """What an instant or sorcery does (113.3a): ``[spell]`` with its targets (115.1a),
    effects and an additional cost (601.2f), or the ``[[spell.modes]]`` of a modal spell
    (700.2), each with its own, matching the bulleted modes of the Oracle text
    ``paragraphs``."""
    table = _table(reader, entry, SPELL_KEYS, where)
    if table is None:
        return None
    if "modes" in table:
        return _modal_spell(reader, table, where, paragraphs)
    modal = oracle_modes(paragraphs)
    if modal is not None:
        reader.note(
            f"{where}.modes",
            f"missing: the Oracle text lists {len(modal[1])} modes (700.2), each needs its "
            "[[spell.modes]]",
        )
        return None
    targets = _targets(reader, table.get("targets", []), f"{where}.targets")
    effects = _effects(reader, table.get("effects", []), f"{where}.effects", targets, spell=True)
    kicked = _effects(
        reader, table.get("kicked_effects", []), f"{where}.kicked_effects", targets, spell=True
    )
    read = effects is not None and kicked is not None
    if read and not _targets_used(reader, f"{where}.targets", targets, effects + kicked):
        return None
    additional = _additional_cost(reader, table, where)
    flashback = _flashback(reader, table, where, paragraphs)
    if (
        targets is None
        or effects is None
        or kicked is None
        or additional is False
        or flashback is False
    ):
        return None
    return SpellAbility(
        targets,
        effects,
        additional or None,
        flashback=flashback or None,
        kicked_effects=kicked,
    )


def _modal_spell(
    reader: ProblemNotes, table: Mapping[str, Any], where: str, paragraphs: Sequence[str]
) -> SpellAbility | None:
    """A modal spell (700.2): its Oracle text says "Choose one —" (or two, one or both,
    one or more) and lists its modes as bulleted lines, which ``[[spell.modes]]`` follow
    one for one, in order."""
    for key in ("targets", "effects"):
        if key in table:
            reader.note(
                f"{where}.{key}", "a modal spell's targets and effects are its modes' (700.2)"
            )
            return None
    found = oracle_modes(paragraphs)
    if found is None:
        reader.note(
            f"{where}.modes",
            "the Oracle text has no line 'Choose one —' (or two, three, four, one or both, "
            "one or more) followed by its modes, each a line beginning with '•' (700.2)",
        )
        return None
    wording, texts = found
    if wording not in CHOSEN:
        known = ", ".join(f"'Choose {w} —'" for w in CHOSEN)
        reader.note(f"{where}.modes", f"cardhost reads {known} (700.2), not 'Choose {wording} —'")
        return None
    least, most = CHOSEN[wording]
    entries = table["modes"]
    if len(entries) != len(texts) or len(texts) < 2:
        reader.note(
            f"{where}.modes",
            f"the Oracle text lists {len(texts)} modes (700.2: two or more); "
            f"{len(entries)} are given",
        )
        return None
    if least > len(texts) or (most is not None and most > len(texts)):
        reader.note(f"{where}.modes", f"{len(texts)} modes are too few to choose {most or least}")
        return None
    modes = _modes(reader, entries, texts, where, spell=True)
    additional = _additional_cost(reader, table, where)
    flashback = _flashback(reader, table, where, paragraphs)
    if len(modes) < len(texts) or additional is False or flashback is False:
        return None
    most = len(texts) if most is None else most
    return SpellAbility(
        additional_cost=additional or None,
        modes=tuple(modes),
        least=least,
        most=most,
        flashback=flashback or None,
    )


def _modes(
    reader: ProblemNotes,
    entries: Sequence[object],
    texts: Sequence[str],
    where: str,
    *,
    spell: bool = False,
    event: str = "",
    names: frozenset[str] = frozenset(),
) -> list[Mode]:
    """The ``[[...modes]]`` entries, one for each mode line ``texts`` (700.2), each with
    its own fixed number of targets (700.2c) and effects, as a spell's or as a triggered
    ability of ``event`` (naming what it ``names``); those with a problem noted left
    out."""
    modes = []
    for index, (entry, text) in enumerate(zip(entries, texts, strict=True)):
        key = f"{where}.modes[{index}]"
        mode = _table(reader, entry, MODE_KEYS, key)
        if mode is None:
            continue
        targets = _targets(reader, mode.get("targets", []), f"{key}.targets")
        if targets is not None and any(t.optional for t in targets):
            reader.note(f"{key}.targets", "a mode's targets are a fixed number (700.2c)")
            targets = None
        effects = _effects(
            reader,
            mode.get("effects", []),
            f"{key}.effects",
            targets,
            spell=spell,
            event=event,
            names=names,
        )
        if targets is None or effects is None:
            continue
        if _targets_used(reader, f"{key}.targets", targets, effects):
            modes.append(Mode(text, targets, effects))
    return modes


def oracle_modes(paragraphs: Sequence[str]) -> tuple[str, list[str]] | None:
    """The modes an Oracle text lists (700.2): the words of its "Choose ... —" line that
    say how many ("one", "one or both", ...) and the text of each mode, the lines after
    it that begin with a bullet; ``None`` if it lists none."""
    for index, paragraph in enumerate(paragraphs):
        wording = CHOOSE.fullmatch(paragraph.strip().lower())
        if wording is None:
            continue
        texts = []
        for line in paragraphs[index + 1 :]:
            if not line.startswith(BULLET):
                break
            texts.append(line.removeprefix(BULLET).strip())
        if texts:
            return wording["count"], texts
    return None


def _flashback(
    reader: ProblemNotes, table: Mapping[str, Any], where: str, paragraphs: Sequence[str]
) -> Any:
    """The spell's flashback cost, a mana cost (702.34a), as its Oracle text's
    "Flashback [cost]" paragraph says it; ``None`` if it has none, ``False`` if it is
    written wrong (noted)."""
    if "flashback" not in table:
        return None
    key = f"{where}.flashback"
    text = table["flashback"].strip()
    try:
        cost = ManaCost.parse(text)
    except ManaCostError as error:
        reader.note(key, f"{printable(str(error))}; a flashback cost here is a mana cost")
        return False
    if not cost.symbols:
        reader.note(key, "expected a mana cost such as '{2}{U}' (702.34a), found none")
        return False
    keyword = f"Flashback {text}"
    if not any(p == keyword or p.startswith(f"{keyword} (") for p in paragraphs):
        shown = printable(keyword if len(keyword) <= 60 else f"{keyword[:57]}...")
        reader.note(key, f"no paragraph of the Oracle text is {shown!r} (and its reminder text)")
        return False
    return cost


def _additional_cost(reader: ProblemNotes, table: Mapping[str, Any], where: str) -> Any:
    """The spell's additional cost (601.2f), ``None`` if it has none, ``False`` if it is
    written wrong (noted)."""
    if "additional_cost" not in table:
        return None
    key = f"{where}.additional_cost"
    try:
        return parse_cost(table["additional_cost"], additional=True)
    except CostError as error:
        reader.note(key, printable(str(error)))
        return False


def _table(
    reader: ProblemNotes, entry: object, keys: Mapping[str, Kind], where: str
) -> dict[str, Any] | None:
    if not isinstance(entry, dict):
        reader.note(where, f"expected a table, found {type_name(type(entry))}")
        return None
    before = len(reader.problems)
    table = reader.known_keys(entry, keys, where)
    return table if len(reader.problems) == before else None


def _cost(reader: ProblemNotes, text: object, where: str, name: str = "") -> Any:
    if not isinstance(text, str):
        return None
    try:
        return parse_cost(text, name=name)
    except CostError as error:
        reader.note(where, printable(str(error)))
        return None


ONE_OF = re.compile(
    rf"(?P<first>(?:{MANA_SYMBOL_PATTERN})+)"
    rf"(?P<middle>(?:, (?:{MANA_SYMBOL_PATTERN})+)*),? or (?P<last>(?:{MANA_SYMBOL_PATTERN})+)"
)
"""Mana one of which an ability adds (605.3b): "{W} or {U}", "{W}, {B}, or {G}"."""


def _one_of_mana(reader: ProblemNotes, options: re.Match[str], where: str) -> dict[str, Any] | None:
    texts = [options["first"], *options["middle"].split(", ")[1:], options["last"]]
    try:
        one_of = tuple(parse_mana(t) for t in texts)
    except ManaCostError as error:
        reader.note(where, printable(str(error)))
        return None
    if len(set(one_of)) != len(one_of):
        reader.note(where, "each choice of mana is different (605.3b)")
        return None
    return {"one_of": one_of}


def _mana_effect(reader: ProblemNotes, text: str, where: str) -> dict[str, Any] | None:
    phrase = text.strip().lower().rstrip(".")
    reflection = REFLECTION.fullmatch(phrase)
    if phrase in ANY_COLOR_PHRASES:
        return {"any_color": ANY_COLOR_PHRASES[phrase]}
    if reflection is not None:
        return {
            "reflect": Reflection(
                colors_only=reflection["kind"] == "color",
                card_type=reflection["card_type"],
                opponents=reflection["who"] == "an opponent controls",
            )
        }
    counted = FOR_EACH.fullmatch(text.strip().rstrip("."))
    if counted is not None:
        return _for_each(reader, counted["mana"], counted["what"], where)
    options = ONE_OF.fullmatch(text.strip().rstrip("."))
    if options is not None:  # 605.3b: "{W}, {B}, or {G}"
        return _one_of_mana(reader, options, where)
    try:
        produces = parse_mana(text.strip())
    except ManaCostError as error:
        phrases = ", ".join(repr(p) for p in [*ANY_COLOR_PHRASES, REFLECTION_TEXT])
        counted = "'{G} for each Elf you control'"
        reader.note(where, f"{printable(str(error))}; or one of {phrases}, or {counted}")
        return None
    if not produces:
        reader.note(where, "a mana ability adds mana (605.1a)")
        return None
    return {"produces": produces}


def _for_each(reader: ProblemNotes, mana: str, what: str, where: str) -> dict[str, Any] | None:
    try:
        amount = parse_mana(mana)
        quality = parse_quality(what)
    except (ManaCostError, QualityError) as error:
        reader.note(where, printable(str(error)))
        return None
    if not amount:
        reader.note(where, "a mana ability adds mana (605.1a)")
        return None
    return {"for_each": ManaCount(amount, quality)}


def _targets(
    reader: ProblemNotes, values: object, where: str, players: frozenset[str] = frozenset()
) -> tuple[TargetSpec, ...] | None:
    """The target phrases ``values``; "that player controls" and "defending player
    controls" only where the ability names that player (``players``)."""
    if not isinstance(values, list):
        return None
    specs = []
    for index, value in enumerate(values):
        key = f"{where}[{index}]"
        if not isinstance(value, str):
            reader.note(key, f"expected a string, found {type_name(type(value))}")
            return None
        try:
            specs += parse_targets(value, index + 1)
        except TargetError as error:
            reader.note(key, printable(str(error)))
            return None
        whose = specs[-1].quality.controller if specs[-1].quality is not None else ""
        if whose in NAMED_PLAYERS and whose not in players:
            reader.note(key, NAMES_NO_PLAYER[whose])
            return None
        if specs[-1].optional and index != len(values) - 1:
            reader.note(key, "'up to' targets come last: the player may stop choosing (601.2c)")
            return None
        if " ".join(value.split()) in (" ".join(str(v).split()) for v in values[:index]):
            reader.note(
                key,
                f"{value!r} again: two target phrases of the same words can't be told apart "
                "(115.1); one phrase of several targets is 'two target creatures'",
            )
            return None
        if index and value.lower().startswith("another target "):
            reader.note(
                key,
                "'another target' after another phrase (a target other than that phrase's, "
                "115.3) is not yet in cardhost",
            )
            return None
    return tuple(specs)


def _count_problem(
    count: Count,
    targets: tuple[TargetSpec, ...] | None,
    spell: bool,
    event: str,
    names: frozenset[str],
) -> str:
    """What is wrong with ``count`` in an effect: a characteristic of what the effect
    doesn't have (one target, a source that is a creature, a sacrificed permanent, a
    creature its event names), "that much" of an event that names no amount."""
    if count.where == TARGET:
        one = targets is not None and len(targets) == 1 and targets[0].quality is not None
        if not one or targets[0].players:  # type: ignore[index]
            return "'the target's' power or toughness needs one target object (115.1)"
    if count.where == SOURCE and spell:
        return "an instant's or sorcery's own power is none: it is no creature (208.1)"
    if count.where == THAT_MUCH and event not in NAMING_AN_AMOUNT:
        return (
            "'that much' is the amount a trigger event names: only a triggered ability "
            f"of {', '.join(repr(e) for e in NAMING_AN_AMOUNT)} has one (603.2)"
        )
    if count.where == SACRIFICED and SACRIFICED not in names:
        return (
            f"{count.text!r} is what an activated ability's cost sacrificed: one whose "
            "cost sacrifices one permanent (608.2h)"
        )
    if count.where == THAT_SPELL and event != "cast":
        return f"{count.text!r} is the spell a 'cast' trigger event names (603.2)"
    if count.where == COUNTED_CREATURE and COUNTED_CREATURE not in names:
        return (
            f"{count.text!r} is a creature a trigger event names (603.2): a triggered "
            "ability watching others (of) or blocking"
        )
    return ""


def _effects(
    reader: ProblemNotes,
    values: object,
    where: str,
    targets: tuple[TargetSpec, ...] | None,
    *,
    spell: bool = False,
    event: str = "",
    names: frozenset[str] = frozenset(),
    players: frozenset[str] = frozenset(),
) -> tuple[Instruction, ...] | None:
    """The instructions of an effect, each one that could act on something: of a
    ``spell``'s effect, none about the spell itself (:func:`_spell_problem`); "that
    player" only in a triggered ability whose ``event`` names a player; what else it
    ``names`` (:data:`SACRIFICED`, :data:`COUNTED_CREATURE`) counted only if it has it;
    a group of what a player controls only of the ``players`` it names."""
    if not isinstance(values, list):
        return None
    instructions = []
    failed = False
    for index, value in enumerate(values):
        key = f"{where}[{index}]"
        if not isinstance(value, dict):
            reader.note(key, f"expected a table, found {type_name(type(value))}")
            failed = True
            continue
        instruction, problems = read_instruction(value)
        for sub, problem in problems:
            reader.note(f"{key}.{sub}" if sub else key, problem)
        if instruction is None:
            failed = True
            continue
        problem = _target_problem(instruction, targets) or _group_problem(instruction, players)
        if instruction.subject == TARGETS_CONTROLLER and not _object_targeted(targets):
            problem = f"{TARGETS_CONTROLLER!r} is the controller of a target permanent or spell"
        if instruction.subject == THOSE and not (instructions and instructions[-1].group):
            problem = (
                f"on = {THOSE!r} names the permanents the instruction before acted on "
                "(608.2c): it follows one acting on 'each' of a group"
            )
        if spell and not problem:
            problem = _spell_problem(instruction)
        counts = [c for c in (instruction.count, instruction.condition) if c is not None]
        for count in counts:
            counted = count if isinstance(count, Count) else count.count
            problem = problem or _count_problem(counted, targets, spell, event, names)
        if (
            spell
            and not instruction.dealer
            and instruction.count
            and instruction.count.where == DEALER
        ):
            problem = problem or "an instant's or sorcery's own power is none: say by (208.1)"
        returning = instruction.verb == "return_to_battlefield" and instruction.subject == "this"
        leaving = event in ("dies", "leaves", "put into a graveyard")
        if returning and event and not (leaving and COUNTED_CREATURE not in names):
            problem = problem or (
                "return_to_battlefield 'this' returns the card its own leaving put in a "
                "graveyard (400.7e): a triggered ability of its own dying or leaving"
            )
        seen_die = event in ("dies", "put into a graveyard") and COUNTED_CREATURE in names
        if instruction.subject == THAT_CARD and not seen_die:
            problem = problem or (
                f"'{THAT_CARD}' is the card a permanent it saw die became (400.7e): only a "
                "triggered ability of 'dies' or 'put into a graveyard' watching others (of)"
            )
        dealt_by_it = instruction.dealer == THAT_CREATURE  # "it deals 4 damage" (603.2)
        if (instruction.subject == THAT_CREATURE or dealt_by_it) and COUNTED_CREATURE not in names:
            problem = problem or (
                f"'{THAT_CREATURE}' is the creature a trigger event names: only a triggered "
                f"ability of {', '.join(repr(e) for e in NAMING_A_CREATURE)}, or one watching "
                "others (of), has one (603.2)"
            )
        named_player = event in NAMING_A_PLAYER or THAT_PLAYER in names
        if instruction.subject == THAT_PLAYER and not named_player and not problem:
            problem = (
                f"'{THAT_PLAYER}' is the player a trigger event names: only a triggered "
                f"ability of {', '.join(repr(e) for e in NAMING_A_PLAYER)} has one (603.2)"
            )
        if instruction.unless is not None and not problem:
            problem = _payer_problem(instruction.payer, targets, event, names)
        if instruction.at and instruction.subject == THOSE and not problem:
            problem = (
                "a delayed triggered ability (603.7) knows the objects and players its "
                "instruction names, not 'those creatures'"
            )
        if problem:
            reader.note(key, problem)
            failed = True
            continue
        instructions.append(instruction)
    return None if failed else tuple(instructions)


def _group_problem(instruction: Instruction, players: frozenset[str]) -> str:
    """Why an instruction's group of what a player controls ("each creature that player
    controls") names a player its ability doesn't, or is one judged as it applies,
    which no one names then (611.2c)."""
    whose = instruction.group.controller if instruction.group is not None else ""
    if whose not in NAMED_PLAYERS:
        return ""
    if whose not in players:
        return NAMES_NO_PLAYER[whose]
    if instruction.verb in ("cant", "must", "can"):
        return f"what '{whose}' controls is a group fixed as it resolves here, not judged later"
    return ""


NAMES_NO_PLAYER = {
    THAT_PLAYER: (
        f"'{THAT_PLAYER}' is the player a trigger event names: only a triggered ability of "
        f"{', '.join(repr(e) for e in NAMING_A_PLAYER)} has one (603.2)"
    ),
    DEFENDING_PLAYER: (
        f"'{DEFENDING_PLAYER}' is the player an attacking creature attacks (508.5): only "
        f"its own triggered abilities of {', '.join(repr(e) for e in ATTACKING_EVENTS)} and "
        "its activated abilities name one"
    ),
}
"""Why a target phrase names a player its ability doesn't."""


def _payer_problem(
    payer: str, targets: tuple[TargetSpec, ...] | None, event: str, names: frozenset[str]
) -> str:
    """Why the ``payer`` of an "unless" cost (118.12a) names no one, if it doesn't: the
    controller of a target permanent or spell, or the player a trigger event names."""
    if payer == TARGETS_CONTROLLER:
        one = bool(targets) and targets[0].quality is not None  # type: ignore[index]
        if not one or targets[0].zone not in (BATTLEFIELD, STACK):  # type: ignore[index]
            return f"payer {TARGETS_CONTROLLER!r} is the controller of a target permanent or spell"
    if payer == THAT_PLAYER and event not in NAMING_A_PLAYER and THAT_PLAYER not in names:
        return (
            f"payer '{THAT_PLAYER}' is the player a trigger event names: only a triggered "
            f"ability of {', '.join(repr(e) for e in NAMING_A_PLAYER)} has one (603.2)"
        )
    return ""


def _object_targeted(targets: tuple[TargetSpec, ...] | None) -> bool:
    """Whether one target is a permanent or a spell, whose controller an instruction may
    name (a spell's: who cast it, unless an effect says otherwise, 110.2)."""
    if not targets or targets[0].quality is None:
        return False
    return targets[0].zone in (BATTLEFIELD, STACK)


def _targets_used(
    reader: ProblemNotes,
    where: str,
    targets: tuple[TargetSpec, ...] | None,
    effects: Sequence[Instruction],
) -> bool:
    """Whether the ``targets`` declared are some instruction's (115.1: a target is
    chosen for what the spell or ability does to it): none naming a target at all (the
    target, its controller, a count of it) is a mistake, the target chosen and then
    ignored; noted at ``where``. A card with a plugin may act on them itself."""
    if not targets or reader.plugin:
        return True
    if not any(_names_a_target(i) for i in effects):
        reader.note(
            where,
            "no instruction acts on a target: each is chosen for what an instruction does to "
            "it or its controller (115.1); name it in one, or leave it out",
        )
        return False
    phrases = list(dict.fromkeys(t.text for t in targets))
    if len(phrases) < 2 or any(i.verb in ("fight", "exchange_control") for i in effects):
        return True  # the one phrase is what "target" names; those two name theirs
    unnamed = [p for p in phrases if not any(_names_phrase(i, p.lower()) for i in effects)]
    for phrase in unnamed:
        reader.note(
            where,
            f"no instruction acts on {quoted(phrase)}: each target phrase is chosen for what "
            "an instruction naming it does (115.1); name it in one, or leave it out",
        )
    return not unnamed


def _names_a_target(instruction: Instruction) -> bool:
    """Whether anything of ``instruction`` (its object, its player, a count, an
    ``instead``) names a target: not a name (a token's, "Target Dummy")."""
    if instruction.needs_target:
        return True
    for field in dataclasses.fields(instruction):
        value = getattr(instruction, field.name)
        if isinstance(value, Instruction):  # an instead: its own fields
            if _names_a_target(value):
                return True
        elif field.name not in NOT_NAMING_TARGETS and "target" in str(value).lower():
            return True
    return False


def _names_phrase(instruction: Instruction, phrase: str) -> bool:
    """Whether anything of ``instruction`` (or its ``instead``) names the target phrase
    ``phrase`` (lower case): its ``phrase``, the creature dealing it, a count of it."""
    for field in dataclasses.fields(instruction):
        value = getattr(instruction, field.name)
        if isinstance(value, Instruction):
            if _names_phrase(value, phrase):
                return True
        elif field.name not in NOT_NAMING_TARGETS and phrase in str(value).lower():
            return True
    return False


NOT_NAMING_TARGETS = frozenset({"name", "new_targets"})
"""An instruction's fields whose words never name a target: a token's or card's name,
whether a copy's targets may change."""


def _target_problem(instruction: Instruction, targets: tuple[TargetSpec, ...] | None) -> str:
    """Why ``instruction``'s "target" doesn't fit the target phrase it names, or the one
    declared ("target creature", "two target creatures": each of them), if it doesn't."""
    if not instruction.needs_target or targets is None:
        return ""
    if instruction.verb == "fight":
        return _fight_problem(instruction, targets)
    if instruction.verb == "exchange_control":
        return _exchange_problem(instruction, targets)
    if instruction.redirected_to == "target":  # 614.9: dealt to a target instead
        problem = _redirected_problem(instruction, targets)
        prevents = instruction.preventing
        if problem or prevents is None or "target" not in (prevents.to, prevents.by):
            return problem
    if instruction.dealer not in ("", THAT_CREATURE):  # 120.3: a target creature deals it
        dealer = instruction.dealer
        problem = _target_creature_problem(dealer, targets, "by", "by is a target creature (120.3)")
        if problem or instruction.subject != "target":
            return problem
    phrases = {t.instance or index for index, t in enumerate(targets, 1)}
    if instruction.phrase:
        named = [t for t in targets if t.text == instruction.phrase]
        if not named:
            listed = ", ".join(dict.fromkeys(repr(t.text) for t in targets))
            return f"{instruction.phrase!r} is no phrase of targets ({listed}) (115.1)"
        spec = named[0]
    elif len(phrases) != 1:
        return (
            f"'target' names the one target phrase; {len(phrases)} are declared in targets: "
            "name one, as targets writes it ('target player') (115.1)"
        )
    else:
        spec = targets[0]
    if instruction.verb == "counter" and spec.zone is not STACK:
        return f"'counter' needs a target spell (701.6a), not {spec.text!r}"
    if instruction.divided:  # 601.2d: among the phrase's targets, each at least 1
        problem = _divided_problem(instruction, spec, targets)
        if problem:
            return problem
    elif spec.text.lower().startswith("any number of"):
        return "'any number of' targets are read here only for damage divided among them"
    if instruction.verb == "copy":
        kinds = set(_kinds(spec.quality)) if spec.quality is not None else set()
        if spec.zone is not STACK or not kinds or not kinds <= {INSTANT, SORCERY}:
            return (
                "'copy' copies a target instant or sorcery spell (707.10; copies of permanent "
                f"spells, 707.10f, are not yet in cardhost), not {spec.text!r}"
            )
        return ""
    prevents = instruction.preventing
    if prevents is not None and prevents.by == "target":
        if spec.quality is None or spec.zone not in (BATTLEFIELD, STACK):
            return f"'by = \"target\"' is a target creature or spell, not {spec.text!r}"
        return ""
    if instruction.verb in ("damage", *PREVENTING):
        kinds = () if spec.quality is None else _kinds(spec.quality)
        player = spec.players and spec.quality is None  # 120.1: a target player
        if instruction.count is not None and instruction.count.theirs and not player:
            return f"'their' in x counts for a player: damage to a target player, not {spec.text!r}"
        if not (spec.any_target or player) and (
            spec.zone is not BATTLEFIELD or not kinds or not set(kinds) <= DAMAGEABLE
        ):
            return (
                "damage is dealt to a player, a creature or a planeswalker (120.1, 120.1a; "
                f"battles are not yet in cardhost), not {spec.text!r}"
            )
        return ""
    if instruction.verb == "return_to_battlefield" and spec.zone is not GRAVEYARD:
        return f"return_to_battlefield returns a card from a graveyard (400.3), not {spec.text!r}"
    if instruction.verb in ON_PERMANENTS and spec.zone is not BATTLEFIELD:
        return f"{instruction.verb} acts on a permanent (110.1), not {spec.text!r}"
    itself = instruction.verb == "sacrifice" and instruction.group is None
    if itself and spec.zone is not BATTLEFIELD:  # "sacrifice it"
        return f"only a permanent is sacrificed (701.21a), not {spec.text!r}"
    if instruction.until and spec.zone is not BATTLEFIELD:
        return f"exile until returns a permanent to the battlefield (610.3), not {spec.text!r}"
    if instruction.verb == "exile" and instruction.under and spec.zone is not BATTLEFIELD:
        return f"then_return returns a permanent exiled to the battlefield, not {spec.text!r}"
    if instruction.targets_a_player and (not spec.players or spec.quality is not None):
        return f"{instruction.verb} needs a target player, not {spec.text!r}"
    if not instruction.targets_a_player and (spec.quality is None or spec.players):
        return f"{instruction.verb} needs a target object, not {spec.text!r}"
    return ""


DAMAGEABLE = frozenset({CREATURE, PLANESWALKER})
"""The permanents damage can be dealt to (120.1; battles are not in cardhost)."""

ON_PERMANENTS = frozenset(
    {
        "destroy",
        "tap",
        "untap",
        "remove_from_combat",
        "counters",
        "remove_counters",
        "gets",
        "gains",
        "loses",
        "regenerate",
        "gain_control",
        "cant",
        "switch_pt",
    }
)
"""Verbs that act only on permanents (110.1, 122.1, 611.2c, 701.8a, 701.26)."""


def _divided_problem(
    instruction: Instruction, spec: TargetSpec, targets: tuple[TargetSpec, ...]
) -> str:
    """Why damage divided among the phrase ``spec`` opens can't be (601.2d): a phrase of
    one target or more ("one or two targets"), of at most as many targets as damage."""
    if not _RANGED.match(spec.text):
        return (
            "divided damage is divided among a phrase of one or more targets (601.2d): "
            f"'one or two targets', 'one, two, or three target creatures', not {spec.text!r}"
        )
    many = sum(1 for t in targets if t.text == spec.text)
    if spec.text.lower().startswith("any number of") and instruction.amount > many:
        return f"'any number of' targets are at most {many} here, fewer than the damage"
    return ""


_RANGED = re.compile(r"(one or two|one, two, or three|any number of) ", re.IGNORECASE)


def _fight_problem(instruction: Instruction, targets: tuple[TargetSpec, ...]) -> str:
    """Why ``fight``'s creatures aren't two target creatures, or this and one (701.14a)."""
    for words in (instruction.phrase or instruction.subject, instruction.other):
        if words != "this":
            fights = "a creature fights a creature (701.14a)"
            problem = _target_creature_problem(words, targets, "fight's", fights)
            if problem:
                return problem
    return ""


def _exchange_problem(instruction: Instruction, targets: tuple[TargetSpec, ...]) -> str:
    """Why ``exchange_control``'s permanents aren't this and a target permanent, two
    target permanents of one phrase, or one of each of two phrases (701.12b, 115.1)."""
    phrases = list(dict.fromkeys(t.text for t in targets))
    named = []
    for words in (instruction.phrase or instruction.subject, instruction.other):
        if words in ("this", BOTH_TARGETS):
            continue
        found = phrases if words == "target" else [p for p in phrases if p == words]
        if len(found) != 1:
            listed = ", ".join(map(repr, phrases))
            return f"exchange_control's {words!r} is not one phrase of targets ({listed}) (115.1)"
        named.append(found[0])
    for phrase in named:
        specs = [t for t in targets if t.text == phrase]
        if specs[0].zone is not BATTLEFIELD or specs[0].players:
            return f"control of permanents is exchanged (701.12b), not {phrase!r}"
        both = len(specs) == 2 and not any(t.optional for t in specs)
        if (instruction.other == BOTH_TARGETS) != both:
            return (
                f"{phrase!r}: the permanents exchanged are two targets of one phrase, "
                "or one of each of two (701.12b)"
            )
    return ""


def _redirected_problem(instruction: Instruction, targets: tuple[TargetSpec, ...]) -> str:
    """Why a redirection effect's ``to`` doesn't name one phrase of targets damage can
    be dealt to, another than its ``from``'s (614.9, 115.1)."""
    phrases = list(dict.fromkeys(t.text for t in targets))
    words = instruction.other
    named = phrases if words == "target" else [p for p in phrases if p == words]
    if len(named) != 1 or (instruction.phrase and named[0] == instruction.phrase):
        listed = ", ".join(map(repr, phrases))
        return f"to {words!r} is not one phrase of targets of its own ({listed}) (115.1)"
    spec = next(t for t in targets if t.text == named[0])
    kinds = set(_kinds(spec.quality)) if spec.quality is not None else set()
    player = spec.players and spec.quality is None
    if not (spec.any_target or player) and (
        spec.zone is not BATTLEFIELD or not kinds or not kinds <= DAMAGEABLE
    ):
        return (
            "redirected damage is dealt to a player, a creature or a planeswalker (614.9), "
            f"not {spec.text!r}"
        )
    return ""


def _target_creature_problem(
    words: str, targets: tuple[TargetSpec, ...], whose: str, what: str
) -> str:
    """Why ``words`` (``"target"`` or a phrase) don't name one phrase of target
    creatures (115.1): what ``fight`` (701.14a) and damage's ``by`` (120.3) need."""
    phrases = list(dict.fromkeys(t.text for t in targets))
    named = phrases if words == "target" else [p for p in phrases if p == words]
    if len(named) != 1:
        listed = ", ".join(map(repr, phrases))
        return f"{whose} {words!r} is not one phrase of targets ({listed}) (115.1)"
    spec = next(t for t in targets if t.text == named[0])
    kinds = set(_kinds(spec.quality)) if spec.quality is not None else set()
    if spec.zone is not BATTLEFIELD or spec.players or not kinds or not kinds <= {CREATURE}:
        return f"{what}, not {spec.text!r}"
    return ""


def _kinds(quality: Quality) -> tuple[CardType, ...]:
    """The card types an object ``quality`` describes may have, as it names them."""
    return (*quality.types, *(subtype_kind(s) for s in quality.subtypes))


MOVING_A_SPELL = frozenset({"exile", "return_to_hand", "to_library"})
"""Verbs that may move a resolving spell itself ("Exile All Suns' Dawn.", "Shuffle
Beacon of Creation into its owner's library."): then it isn't put into its owner's
graveyard (608.2n)."""


def _spell_problem(instruction: Instruction) -> str:
    """Why an instruction of a spell's effect can never act, if it can't: "this" is
    the spell itself, on the stack as it resolves and put into its owner's graveyard
    as the last part of resolving (608.2n), never a permanent (110.1); so it never
    leaves the battlefield (610.3) nor has an ability linked to another (607.2a). Its
    instructions may move it elsewhere (:data:`MOVING_A_SPELL`)."""
    if instruction.until or instruction.verb in ("return_exiled", "attach"):
        what = "exile until" if instruction.until else instruction.verb
        return (
            f"{what} refers to the source as a permanent (607.2a, 610.3); a spell is on the "
            "stack as it resolves, then in its owner's graveyard (608.2n)"
        )
    if instruction.redirected_to in ("this", *ATTACHED):  # 614.9: dealt to it instead
        return (
            f"to = {instruction.redirected_to!r}: a spell is no creature or planeswalker "
            "damage could be dealt to, and is attached to nothing (614.9, 303.4)"
        )
    if instruction.subject in ATTACHED:
        return (
            f"'{instruction.subject}' is what an Aura or Equipment is attached to; a spell "
            "is attached to nothing (303.4, 301.5c)"
        )
    if instruction.verb == "exile" and instruction.under and instruction.subject == "this":
        return "then_return returns a permanent to the battlefield; a spell is none (608.2n)"
    if instruction.subject != "this" or instruction.verb in MOVING_A_SPELL:
        return ""
    hint = " (write on = 'target' for its target)" if instruction.verb in ON_THIS else ""
    return (
        f"{instruction.verb} on 'this' has nothing to act on in a spell: it is the spell "
        f"itself, on the stack as it resolves and then put into its owner's graveyard "
        f"(608.2n){hint}"
    )


def _zone_problem(
    cost: Cost, effects: Sequence[Instruction], from_graveyard: bool, from_hand: bool
) -> str:
    """Why an ability can't be activated from where it functions, if it can't: a card in
    a graveyard or a hand is no permanent to tap, untap, sacrifice or remove counters
    from (110.1, 113.6k); only a card in a hand is discarded, and one in a hand isn't
    exiled as a cost here; only a card in a graveyard returns itself to the
    battlefield."""
    itself = cost.tap or cost.untap or cost.sacrifice_self or cost.remove_counters
    if from_graveyard and from_hand:
        return "from your graveyard or from your hand: an ability functions in one (113.6k)"
    if (from_graveyard or from_hand) and (itself or cost.loyalty is not None):
        where = "graveyard" if from_graveyard else "hand"
        return f"from your {where}: a card there pays nothing of a permanent's (113.6k)"
    if cost.discard_self and not from_hand:
        return "'Discard this card' is paid from a hand: say 'from your hand' (113.6k, 701.9a)"
    if cost.exile_self and from_hand:
        return "'Exile this card' isn't paid from a hand here (113.6k)"
    if from_graveyard and cost.exile_self and "graveyard" not in cost.text.lower():
        return "from your graveyard: write 'Exile this card from your graveyard' (406.2)"
    if cost.exile_self and not from_graveyard and "graveyard" in cost.text.lower():
        return "'Exile this card from your graveyard': say 'from your graveyard' (113.6k)"
    returns = any(i.verb == "return_to_battlefield" and i.subject == "this" for i in effects)
    if returns and not from_graveyard:
        return (
            "return_to_battlefield 'this' returns the card from its owner's graveyard: say "
            "'from your graveyard' (113.6k)"
        )
    return ""


def _restrictions(reader: ProblemNotes, values: object, where: str) -> dict[str, bool] | None:
    if not isinstance(values, list):
        return None
    flags: dict[str, bool] = {}
    for index, value in enumerate(values):
        name = RESTRICTIONS.get(value.lower().strip()) if isinstance(value, str) else None
        if name is None:
            known = ", ".join(repr(r) for r in RESTRICTIONS)
            reader.note(f"{where}[{index}]", f"expected one of {known}, found {value!r}")
            return None
        flags[name] = True
    return flags


_ABILITY_WORD_OPENING = re.compile(f"^{ABILITY_WORD}")


@lru_cache(maxsize=64)
def _paragraphs_by_cost(oracle: tuple[str, ...]) -> Mapping[str, tuple[str, ...]]:
    """The paragraphs of ``oracle`` that are activated abilities (602.1a), by their
    cost as matched (lower case, after an ability word if there is one, 207.2c:
    "Bloodrush — {R}, Discard this card: ..."), each cost's in the Oracle's order.
    Read once for a face, however many abilities it has."""
    found: dict[str, list[str]] = {}
    for paragraph in oracle:
        head, colon, _ = paragraph.partition(":")
        if colon:
            cost = _ABILITY_WORD_OPENING.sub("", head.strip().lower(), count=1)
            found.setdefault(cost, []).append(paragraph)
    return {cost: tuple(paragraphs) for cost, paragraphs in found.items()}
