"""Reading a face's static abilities (604) from ``[[statics]]``: what each affects and
the effects it makes, one per layer (613.6). Each problem is noted with its key path."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Any

from cardhost.model.card_types import BASIC_LAND_TYPES, CardType
from cardhost.model.continuous import (
    ATTACHED,
    CAN,
    CANT,
    COUNT_CONDITION,
    MUST,
    PLAYER_RULES,
    RULED_PLAYERS,
    SOURCE_STATES,
    TURNS,
    Affected,
    Condition,
    ConditionError,
    CountCondition,
    DevotionCondition,
    Layer,
    Modification,
    StateCondition,
    StaticAbility,
    StaticPrevention,
    TurnCondition,
    one_per_layer,
    parse_count_condition,
    permissions_of,
    requirements_of,
    restrictions_of,
)
from cardhost.model.counts import CountError, parse_standing_count
from cardhost.model.keywords import keyword_problem, normal
from cardhost.model.mana import Color
from cardhost.model.qualities import Quality, QualityError, parse_group, parse_quality
from cardhost.model.validation import ArrayOf, Kind, TableOf, printable, type_name

if TYPE_CHECKING:
    from cardhost.loading.problems import ProblemNotes

STATIC_KEYS: dict[str, Kind] = {
    "affects": str,
    "control": bool,
    "add_types": ArrayOf(str),
    "remove_types": ArrayOf(str),
    "add_subtypes": ArrayOf(str),
    "land_type": str,
    "colors": ArrayOf(str),
    "keywords": ArrayOf(str),
    "cant": ArrayOf(str),
    "must": ArrayOf(str),
    "can": ArrayOf(str),
    "base_pt": str,
    "pt": str,
    "x": str,
    "switch_pt": bool,
    "as_long_as": TableOf((ArrayOf(str), int, str)),
    "abilities": list,
    "prevent": str,
    "redirect": str,
    "from": str,
    "to": str,
    "by": str,
    "to_and_by": str,
    "rules": ArrayOf(str),
}
PREVENTS = ("damage", "combat damage")
"""What a static ability's ``prevent`` says it prevents all of (615)."""
PREVENTION_KEYS = frozenset({"prevent", "to", "by", "to_and_by", "as_long_as"})
"""The keys of a static ability that prevents damage."""
_PT = re.compile(r"(?P<p>[+-]?\d{1,6})/(?P<t>[+-]?\d{1,6})")
_LONG_PT = re.compile(r"[+-]?\d+/[+-]?\d+")
MOST_PT = 999_999
"""The largest power, toughness or change of them a static ability writes (six digits)."""


def static_ability(reader: ProblemNotes, entry: object, where: str) -> StaticAbility | None:
    """One ``[[statics]]`` entry: ``affects`` and what it does."""
    if not isinstance(entry, dict):
        reader.note(where, f"expected a table, found {type_name(type(entry))}")
        return None
    before = len(reader.problems)
    table = reader.known_keys(entry, STATIC_KEYS, where)
    if "redirect" in table or "from" in table:
        return _redirection(reader, table, where) if len(reader.problems) == before else None
    if {"prevent", "to", "by", "to_and_by"} & set(table):
        return _prevention(reader, table, where) if len(reader.problems) == before else None
    if "affects" not in table:
        reader.note(f"{where}.affects", "missing: what the ability affects (611.3a)")
    if len(reader.problems) > before:
        return None
    if "rules" in table or table["affects"] in RULED_PLAYERS:
        return _player_rules(reader, table, where)
    affected = _affected(reader, table["affects"], f"{where}.affects")
    modifications = _modifications(reader, table, where)
    condition = _condition(reader, table.get("as_long_as"), f"{where}.as_long_as")
    if len(reader.problems) > before or affected is None:
        return None
    if not modifications and "abilities" not in table:
        reader.note(where, "a static ability here changes something (604.1)")
        return None
    if affected.this and _own_problem(reader, table, where):
        return None
    text = f"{affected.text}: " + ", ".join(k for k in table if k not in ("affects", "as_long_as"))
    return StaticAbility(text, affected, tuple(modifications), condition)


def _player_rules(
    reader: ProblemNotes, table: Mapping[str, Any], where: str
) -> StaticAbility | None:
    """``{ affects = "you", rules = ["no maximum hand size"] }``: rules for players
    (:data:`PLAYER_RULES`), of ``you``, ``each opponent`` or ``each player``."""
    before = len(reader.problems)
    whom = table["affects"]
    if whom not in RULED_PLAYERS:
        players = ", ".join(repr(p) for p in RULED_PLAYERS)
        reader.note(f"{where}.affects", f"rules are for players: one of {players}")
    rules = table.get("rules")
    if not isinstance(rules, list) or not rules:
        reader.note(f"{where}.rules", "expected an array of rules for players")
        rules = []
    for index, rule in enumerate(rules):
        if rule not in PLAYER_RULES:
            known = ", ".join(repr(r) for r in PLAYER_RULES)
            reader.note(f"{where}.rules[{index}]", f"expected one of {known}")
    for key in sorted(set(table) - {"affects", "rules", "as_long_as"}):
        reader.note(f"{where}.{key}", "not with rules for players: it changes no object")
    condition = _condition(reader, table.get("as_long_as"), f"{where}.as_long_as")
    if len(reader.problems) > before:
        return None
    text = f"{whom}: " + ", ".join(rules)
    return StaticAbility(text, Affected(whom), (), condition, player_rules=tuple(rules))


def _prevention(reader: ProblemNotes, table: Mapping[str, Any], where: str) -> StaticAbility | None:
    """A static ability preventing all damage (or combat damage) dealt ``to`` something
    ``by`` something (615): "Prevent all damage that would be dealt to this creature by
    creatures.", "Prevent all damage that would be dealt by enchanted creature."."""
    before = len(reader.problems)
    for key in sorted(set(table) - PREVENTION_KEYS):
        reader.note(f"{where}.{key}", "not with prevent: a prevention effect changes nothing else")
    kind = table.get("prevent")
    if kind not in PREVENTS:
        listed = ", ".join(repr(p) for p in PREVENTS)
        reader.note(f"{where}.prevent", f"expected one of {listed}, found {kind!r}")
    either = "to_and_by" in table
    if either and {"to", "by"} & set(table):
        reader.note(f"{where}.to_and_by", "not with to or by: it says both")
    to_key = "to_and_by" if either else "to"
    known = BY_WORDS if either else TO_WORDS  # what deals damage is an object
    to, to_group = _reach(reader, table.get(to_key, "any"), known, f"{where}.{to_key}")
    if either:
        by, by_group = to, to_group
    else:
        by, by_group = _reach(reader, table.get("by", "any"), BY_WORDS, f"{where}.by")
    if to == by == "any" and len(reader.problems) == before:
        reader.note(where, "say to or by whom: all damage everywhere is no static ability")
    condition = _condition(reader, table.get("as_long_as"), f"{where}.as_long_as")
    if len(reader.problems) > before:
        return None
    prevents = StaticPrevention(kind == "combat damage", to, to_group, by, by_group, either)
    named = table.get(to_key, "any") if to != "any" else table.get("by", "any")
    affected = Affected(named, this="this" in (to, by))
    text = f"prevent all {kind}" + "".join(
        f" {key.replace('_', ' ')} {table[key]}"
        for key in ("to", "by", "to_and_by")
        if key in table
    )
    return StaticAbility(text, affected, (), condition, prevents)


REDIRECTION_KEYS = frozenset({"redirect", "from", "by", "to", "as_long_as"})
"""The keys of a static ability that redirects damage."""
REDIRECTED_TO = ("this", "you", *ATTACHED)
"""Whom a static redirection effect deals the damage to instead."""


def _redirection(
    reader: ProblemNotes, table: Mapping[str, Any], where: str
) -> StaticAbility | None:
    """A static ability dealing all damage (or combat damage) that would be dealt
    ``from`` whom ``by`` whom ``to`` another instead (614.9): "All damage that would be
    dealt to you is dealt to this creature instead."."""
    before = len(reader.problems)
    for key in sorted(set(table) - REDIRECTION_KEYS):
        reader.note(
            f"{where}.{key}", "not with redirect: a redirection effect changes nothing else"
        )
    kind = table.get("redirect")
    if kind not in PREVENTS:
        listed = ", ".join(repr(p) for p in PREVENTS)
        reader.note(f"{where}.redirect", f"expected one of {listed}, found {kind!r}")
    to, to_group = _reach(reader, table.get("from", "any"), TO_WORDS, f"{where}.from")
    by, by_group = _reach(reader, table.get("by", "any"), BY_WORDS, f"{where}.by")
    instead = table.get("to")
    if instead not in REDIRECTED_TO:
        listed = ", ".join(repr(w) for w in REDIRECTED_TO)
        reader.note(f"{where}.to", f"expected one of {listed}, found {instead!r}")
    if to == by == "any" and len(reader.problems) == before:
        reader.note(where, "say from or by whom: all damage everywhere is no static ability")
    condition = _condition(reader, table.get("as_long_as"), f"{where}.as_long_as")
    if len(reader.problems) > before:
        return None
    redirects = StaticPrevention(
        kind == "combat damage", to, to_group, by, by_group, False, instead
    )
    affected = Affected(str(instead), this="this" in (to, by, instead))
    text = f"redirect all {kind}" + "".join(
        f" {key} {table[key]}" for key in ("from", "by", "to") if key in table
    )
    return StaticAbility(text, affected, (), condition, redirects)


TO_WORDS = ("any", "you", "this", "players", *ATTACHED)
"""Whom a static prevention effect protects besides a group of permanents."""
BY_WORDS = ("any", "this", *ATTACHED)
"""Whose damage it prevents besides a group of permanents."""


def _reach(
    reader: ProblemNotes, words: str, known: tuple[str, ...], where: str
) -> tuple[str, Quality | None]:
    """``to`` or ``by``: one of ``known``, or ``"group"`` and the group of permanents."""
    if words in known:
        return words, None
    try:
        return "group", parse_group(words)
    except QualityError as error:
        listed = ", ".join(repr(w) for w in known)
        reader.note(where, printable(f"{error}; or one of {listed}"))
        return "any", None


CHARACTERISTICS = {
    "colors": "colour",
    "add_types": "card types",
    "remove_types": "card types",
    "add_subtypes": "subtypes",
    "land_type": "land type",
    "base_pt": "power and toughness",
}
"""The keys that set an object's own characteristics, as a characteristic-defining
ability would (604.3)."""


def _own_problem(reader: ProblemNotes, table: Mapping[str, Any], where: str) -> bool:
    """Whether a static ability of the object itself says what it can't: control of
    itself, or, unconditionally, its own characteristics. That is a characteristic-defining
    ability (604.3), which applies in every zone and first in its layer (613.3, 613.4a),
    while ``[[statics]]`` apply on the battlefield; each problem is noted."""
    found = False
    if table.get("control"):
        reader.note(
            f"{where}.control",
            "a permanent's controller controls it already: control = true gives what the "
            "ability affects to the ability's controller (613.1b)",
        )
        found = True
    if "as_long_as" not in table:
        for key, what in CHARACTERISTICS.items():
            if key in table:
                reader.note(
                    f"{where}.{key}",
                    f"an unconditional ability of this object that sets its own {what} is a "
                    "characteristic-defining ability (604.3): it applies in every zone, and "
                    "[[statics]] apply on the battlefield (611.3); write printed values in the "
                    "face's own keys (colors, types, subtypes, power, toughness)",
                )
                found = True
    return found


def _affected(reader: ProblemNotes, text: str, where: str) -> Affected | None:
    words = text.strip()
    lower = words.lower()
    if lower == "this" or lower.startswith("this "):
        return Affected(words, this=True)
    try:
        if lower.startswith(("enchanted ", "equipped ")):  # 303.4, 301.5
            return Affected(words, attached=True, quality=parse_quality(words.split(" ", 1)[1]))
        return Affected(words, quality=parse_group(words))
    except QualityError as error:
        reader.note(where, printable(str(error)))
        return None


def _modifications(
    reader: ProblemNotes, table: Mapping[str, Any], where: str
) -> list[Modification]:
    found = []
    if table.get("control"):
        found.append(Modification(Layer.CONTROL, control=True))
    types = _types(reader, table, where)
    if types is not None:
        found.extend(types)
    if "colors" in table:
        colors = []
        for index, text in enumerate(table["colors"]):
            try:
                colors.append(Color.from_text(text))
            except ValueError as error:
                reader.note(f"{where}.colors[{index}]", printable(str(error)))
        found.append(Modification(Layer.COLOR, colors=tuple(colors)))
    if "keywords" in table:
        keywords = []
        for index, text in enumerate(table["keywords"]):
            problem = keyword_problem(text)
            if problem:
                reader.note(f"{where}.keywords[{index}]", printable(problem))
            keywords.append(normal(text))
        found.append(Modification(Layer.ABILITY, add_keywords=tuple(keywords)))
    if "cant" in table:
        said = _restrictions(reader, table["cant"], f"{where}.cant")
        if said:
            found.append(Modification(Layer.ABILITY, restrictions=said))
    if "must" in table:
        required = _requirements(reader, table["must"], f"{where}.must")
        if required:
            found.append(Modification(Layer.ABILITY, restrictions=required))
    if "can" in table:
        allowed = _worded(reader, table["can"], f"{where}.can", permissions_of, tuple(CAN))
        if allowed:
            found.append(Modification(Layer.ABILITY, restrictions=allowed))
    if "x" in table or "X" in str(table.get("pt", "")):
        counted = _per(reader, table, where)
        if counted is not None:
            found.append(counted)
        table = {k: v for k, v in table.items() if k != "pt"}
    for key, layer in (("base_pt", Layer.PT_SET), ("pt", Layer.PT_MODIFY)):
        if key in table:
            pt = _pt(reader, table[key], f"{where}.{key}", key)
            if pt is not None:
                field = "set_pt" if key == "base_pt" else "modify_pt"
                found.append(Modification(layer, **{field: pt}))
    if table.get("switch_pt"):
        found.append(Modification(Layer.PT_SWITCH, switch_pt=True))
    try:
        return list(one_per_layer(tuple(found)))  # 613.6: keywords and "must" one change
    except ValueError as error:
        reader.note(where, str(error))
        return found


_PER = re.compile(r"(?P<p>[+-]X|[+-]0)/(?P<t>[+-]X|[+-]0)")


def _per(reader: ProblemNotes, table: Mapping[str, Any], where: str) -> Modification | None:
    """``pt = "+X/+X"`` with ``x = "the number of creatures you control"``: "gets +1/+1
    for each creature you control" (613.4c, counted continuously, 611.3a)."""
    text = table.get("pt", "")
    match = _PER.fullmatch(text) if isinstance(text, str) else None
    if match is None or "X" not in text:
        reader.note(
            f"{where}.pt", f"with x, write pt as '+X/+X', '+X/+0' or '-X/-X'; found {text!r}"
        )
        return None
    if "x" not in table:
        reader.note(f"{where}.x", "missing: what X is (pt says '+X/...')")
        return None
    try:
        counted = parse_standing_count(table["x"])
    except CountError as error:
        reader.note(f"{where}.x", printable(str(error)))
        return None
    change = tuple(0 if "0" in part else (1 if part[0] == "+" else -1) for part in match.groups())
    return Modification(Layer.PT_MODIFY, modify_pt=(change[0], change[1]), per=counted)


BLOCKED_BY_SOME = ("be blocked by <group>", "be blocked except by <group>")
"""The restrictions of a creature blocked only by some (509.1b), a group's words after."""


def _restrictions(reader: ProblemNotes, words: list[str], where: str) -> tuple[str, ...]:
    """What the affected creatures can't do (``cant``): each of :data:`CANT` (508.1c,
    509.1b)."""
    return _worded(reader, words, where, restrictions_of, (*CANT, *BLOCKED_BY_SOME))


def _requirements(reader: ProblemNotes, words: list[str], where: str) -> tuple[str, ...]:
    """What the affected creatures must do (``must``): each of :data:`MUST` (508.1d)."""
    return _worded(reader, words, where, requirements_of, tuple(MUST))


def _worded(
    reader: ProblemNotes,
    words: list[str],
    where: str,
    read: Callable[[str], tuple[str, ...] | None],
    known: tuple[str, ...],
) -> tuple[str, ...]:
    """What ``read`` makes of each of ``words`` (one of ``known``), each once."""
    found: list[str] = []
    for index, text in enumerate(words):
        said = read(text)
        if said is None:
            listed = ", ".join(repr(r) for r in known)
            reader.note(f"{where}[{index}]", f"expected one of {listed}; found {text!r}")
        else:
            found.extend(r for r in said if r not in found)
    return tuple(found)


def _types(reader: ProblemNotes, table: Mapping[str, Any], where: str) -> list[Modification] | None:
    fields: dict[str, Any] = {}
    for key in ("add_types", "remove_types"):
        if key in table:
            kinds = []
            for index, text in enumerate(table[key]):
                try:
                    kinds.append(CardType(text.strip().capitalize()))
                except ValueError:
                    reader.note(f"{where}.{key}[{index}]", f"{text!r} is not a card type (205.2a)")
            fields[key] = tuple(kinds)
    if "add_subtypes" in table:
        fields["add_subtypes"] = tuple(table["add_subtypes"])
    if "land_type" in table:
        if table["land_type"] not in BASIC_LAND_TYPES:
            reader.note(
                f"{where}.land_type",
                f"{table['land_type']!r} is not a basic land type ({', '.join(BASIC_LAND_TYPES)}"
                ", 305.6)",
            )
        fields["land_type"] = table["land_type"]
    return [Modification(Layer.TYPE, **fields)] if fields else None


def _pt(reader: ProblemNotes, text: str, where: str, key: str) -> tuple[int, int] | None:
    """``pt``, a change (layer 7c, 613.4c), is signed: "+1/+1"; ``base_pt``, a value set
    (layer 7b, 613.4b), isn't: "0/1"."""
    match = _PT.fullmatch(text.strip())
    signs = [s[0] in "+-" for s in (match["p"], match["t"])] if match is not None else []
    if key == "pt" and match is not None and not all(signs):
        reader.note(
            where,
            f"pt changes power and toughness (613.4c): write it signed, such as '+1/+1'; "
            f"{text!r} sets them, which is base_pt (613.4b)",
        )
        return None
    if key == "base_pt" and match is not None and any(signs):
        reader.note(
            where,
            f"base_pt sets power and toughness (613.4b): write it unsigned, such as '0/1'; "
            f"{text!r} changes them, which is pt (613.4c)",
        )
        return None
    if match is None and _LONG_PT.fullmatch(text.strip()):
        reader.note(where, f"power and toughness here are at most {MOST_PT:,}: {text!r}")
        return None
    if match is None:
        example = "'+1/+1' or '-2/+0'" if key == "pt" else "'0/1'"
        reader.note(where, f"expected power/toughness such as {example}, found {text!r}")
        return None
    return int(match["p"]), int(match["t"])


def _condition(reader: ProblemNotes, value: object, where: str) -> Condition | None:
    """``as_long_as = { devotion = ["white"], less_than = 5 }`` (700.5, 611.3b), or a
    count within bounds: ``{ count = "the number of Forests you control", at_least = 1
    }`` ("as long as you control a Forest"), ``at_most`` too; or a state of its source:
    ``{ this_is = "attacking" }``; or whose turn it is: ``{ turn = "yours" }``."""
    if value is None:
        return None
    assert isinstance(value, Mapping)
    if "this_is" in value:
        return _state_condition(reader, value, where)
    if "turn" in value:
        return _turn_condition(reader, value, where)
    if "count" in value:
        return count_condition(reader, value, where)
    if set(value) != {"devotion", "less_than"}:
        reader.note(where, f"write as_long_as = {DEVOTION_CONDITION} {OR_COUNT} {OR_STATE}")
        return None
    colors = []
    for index, text in enumerate(value["devotion"] if isinstance(value["devotion"], list) else []):
        try:
            colors.append(Color.from_text(text))
        except ValueError as error:
            reader.note(f"{where}.devotion[{index}]", printable(str(error)))
    limit = value["less_than"]
    if not isinstance(limit, int) or isinstance(limit, bool) or not colors:
        reader.note(where, "write as_long_as = { devotion = [colours], less_than = N }")
        return None
    return DevotionCondition(tuple(colors), limit)


OR_COUNT = f"or {COUNT_CONDITION}"
DEVOTION_CONDITION = "{ devotion = [colours], less_than = N }"
OR_STATE = "or { this_is = 'attacking' } or { turn = 'yours' }"


def _state_condition(
    reader: ProblemNotes, value: Mapping[str, Any], where: str
) -> StateCondition | None:
    """``{ this_is = "attacking" }``: while the source is in one of
    :data:`SOURCE_STATES` (611.3b)."""
    state = source_state(reader, value, where, "as_long_as", SOURCE_STATES)
    return StateCondition(state) if state else None


def source_state(
    reader: ProblemNotes,
    value: Mapping[str, Any],
    where: str,
    key: str,
    states: tuple[str, ...],
) -> str:
    """The state ``{ this_is = "..." }`` names, one of ``states`` (the table ``key``'s:
    611.3b, 603.4); ``""`` with a problem noted."""
    state = value["this_is"]
    if set(value) != {"this_is"}:
        reader.note(where, f"write {key} = {{ this_is = '...' }} and nothing else")
        return ""
    if state not in states:
        known = ", ".join(repr(s) for s in states)
        reader.note(f"{where}.this_is", f"expected one of {known}, found {printable(repr(state))}")
        return ""
    return str(state)


def _turn_condition(
    reader: ProblemNotes, value: Mapping[str, Any], where: str
) -> TurnCondition | None:
    """``{ turn = "yours" }`` ("as long as it's your turn") or ``{ turn = "not yours" }``:
    while its controller is, or isn't, the active player (611.3b, 102.1)."""
    if set(value) != {"turn"}:
        reader.note(where, "write as_long_as = { turn = '...' } and nothing else")
        return None
    if value["turn"] not in TURNS:
        turns = " or ".join(repr(t) for t in TURNS)
        reader.note(f"{where}.turn", f"expected {turns}, found {printable(repr(value['turn']))}")
        return None
    return TurnCondition(value["turn"] == "yours")


def count_condition(
    reader: ProblemNotes,
    value: Mapping[str, Any],
    where: str,
    key: str = "as_long_as",
    theirs: bool = False,
) -> CountCondition | None:
    """``{ count = "...", at_least = N, at_most = N }``: a count within bounds (611.3b,
    614.1d, 603.4), or ``None`` with a problem noted (``key`` is the table's name);
    ``theirs``: a count of "that player", the one a trigger event named, may be one."""
    try:
        condition = parse_count_condition(value, key, theirs)
        parse_standing_count(condition.count.text, theirs)
        return condition
    except CountError as error:
        reader.note(f"{where}.count", printable(str(error)))
        return None
    except ConditionError as error:
        reader.note(f"{where}.{error.part}" if error.part else where, printable(str(error)))
        return None
