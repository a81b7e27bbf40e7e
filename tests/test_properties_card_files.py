"""Property tests: whatever a card file holds, loading it gives a card or a
``CardFileError`` whose every problem is printable, and never another exception.

The texts are generated: card tables that look valid, with each key's value sometimes
hostile (wrong TOML types, huge integers, unprintable and unusual characters, random mana
symbols, random type lines, mana abilities with random costs and effects, tokens, back
faces, nested tables, unknown keys), written out as TOML and sometimes mangled; and raw
bytes, written to a file and loaded by path. The guarantees and their limits are in
docs/guarantees.md; the settings profiles (``ci``, ``long``) are in tests/conftest.py.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, note
from hypothesis import strategies as st
from toml_text import Raw, toml_document, unprinted

from cardhost import CardDefinition, CardFileError, load_card_file, load_card_text

SOURCE = "generated.toml"


def check_card_file_error(error: CardFileError, path: str) -> None:
    """A card file error names the file, lists every problem (at least one, each a
    ``CardFileError`` of that file), one printable line each."""
    problems = error.problems
    assert problems, "a CardFileError with no problems"
    for problem in problems:
        assert isinstance(problem, CardFileError), f"{problem!r} is not a CardFileError"
        assert problem.path == path, f"{problem!r} names {problem.path!r}, not {path!r}"
        lines = str(problem).splitlines() or [""]
        for line in lines:
            assert not unprinted(line), (
                f"a problem's message holds characters that aren't printed "
                f"{unprinted(line)!r}: {line!r}"
            )
        assert len(lines) == 1, f"a problem's message is {len(lines)} lines: {str(problem)!r}"
    assert str(error).splitlines() == [str(p) for p in problems], (
        f"the message is not one line per problem: {str(error)!r}"
    )


# ------------------------------------------------------------------ strategies: odd values
ODD_TEXTS = [
    "",
    " ",
    "\t",
    " Forest",
    "Forest ",
    "\x00",
    "\x1b[31mRed\x1b[0m",
    "Evil\u202eEgral",
    "line\u2028break",
    "para\u2029graph",
    "group\x1dseparator",
    "\ufeffBOM",
    "zero\u200bwidth",
    "no\u00a0break",
    "\U0010ffff",
    "\ue000private",
    "\u0378unassigned",
    "e\u0301",
    "\x7f",
    "\x85next line",
    "\r\n",
    "Ω",
    "🂡 Ace",
    "A" * 201,
    "\u0661",
    "²",
]

weird_text = st.one_of(
    st.sampled_from(ODD_TEXTS),
    st.text(st.characters(exclude_categories=["Cs"]), max_size=12),
    st.text(st.characters(codec="ascii"), max_size=12),
)

huge_integers = st.one_of(
    st.integers(),
    st.sampled_from([2**31, 2**63, -(2**63) - 1, 2**64, 10**100, -(10**100)]),
    st.sampled_from([19, 20, 400, 4300, 4301, 5000]).map(lambda n: Raw("9" * n)),
    st.sampled_from(["0x7fffffff", "0o777", "0b101", "1_000_000", "+42", "-0"]).map(Raw),
)

deep_nesting = st.sampled_from([10, 100, 500, 600, 1200]).map(lambda n: Raw("[" * n + "]" * n))

scalars = st.one_of(
    weird_text,
    huge_integers,
    st.floats(),
    st.booleans(),
    st.dates(),
    st.datetimes().map(lambda d: Raw(d.isoformat())),
    deep_nesting,
)

table_keys = st.one_of(
    st.sampled_from(
        [
            *("name", "Name", "colour", "mana cost", "types ", "power", "enchant", "keywords"),
            *("mana_abilities", "cost", "add", "back", "tokens", "plugin", "config"),
            *("abilities", "targets", "effects", "restrictions", "spell", "token"),
            *("triggers", "when", "optional", "replacements", "replaces", "instead"),
            *("kicker", "evoke", "cycling", "kicked_effects", "characteristic_defining"),
            *("loyalty", "duration", "on", "sacrifice_pile", "gain_control"),
        ]
    ),
    weird_text,
)

any_value = st.recursive(
    scalars,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(table_keys, inner, max_size=3),
    max_leaves=8,
)

SYMBOL_BODIES = [
    *"WUBRGCXYZSPTQwubrg",
    "0",
    "16",
    "1000000",
    "1000001",
    "99999999999999999999",
    "9" * 4400,
    "U/W",
    "W/W",
    "3/W",
    "W/U/R",
    "W/U/P/P",
    "U/W/P",
    "P/W",
    "",
    "/",
    " g ",
    "\u0661",
    "²",
    "½",
    "Ⅻ",
    "1_000",
    "-1",
    "+1",
    "1.5",
    "0x10",
    "\x1b",
    "\u202e",
    "\n",
]
"""Bodies of mana symbols, mostly not symbols of 107.4."""

odd_mana_texts = st.one_of(
    st.lists(
        st.one_of(
            st.one_of(st.sampled_from(SYMBOL_BODIES), weird_text).map(lambda b: "{" + b + "}"),
            st.sampled_from(["{", "}", "{{W}}", "{W}}", "W", " ", ",", "{T}", "{Q}"]),
        ),
        max_size=6,
    ).map("".join),
    weird_text,
)

# ------------------------------------------------------------------ strategies: cards
VALID_SYMBOLS = [
    *"WUBRGCXS",
    "0",
    "1",
    "2",
    "3",
    "10",
    "1000000",
    *("W/U", "U/B", "B/R", "R/G", "G/W", "W/B", "U/R", "B/G", "R/W", "G/U"),
    *("2/W", "2/G", "C/W", "C/U", "W/P", "G/P", "W/U/P", "B/G/P"),
]
"""Bodies of mana symbols of 107.4."""

ADDABLE_SYMBOLS = [*"WUBRGCS", "1", "2", "W/P"]
"""Bodies of mana symbols that can be added without a choice (106.8-106.11)."""


def symbols(bodies: list[str], min_size: int = 0) -> st.SearchStrategy[str]:
    return st.lists(st.sampled_from(bodies), min_size=min_size, max_size=5).map(
        lambda found: "".join("{" + body + "}" for body in found)
    )


NAMES = st.one_of(
    st.sampled_from(
        [
            "Test Card",
            "Soul Warden",
            "Squall, SeeD Mercenary",
            "Æther Vial",
            "Lim-Dûl's Vault",
            "Forest",
            "Vampire Token",
            "A" * 200,
        ]
    ),
    st.from_regex(r"[A-Z][a-z]{0,9}( [A-Z][a-z]{0,9}){0,3}", fullmatch=True),
)

TYPE_LINES = [
    ["Land"],
    ["Creature"],
    ["Artifact"],
    ["Artifact", "Creature"],
    ["Enchantment"],
    ["Enchantment", "Creature"],
    ["Artifact", "Land"],
    ["Instant"],
    ["sorcery"],
    ["Kindred", "Instant"],
    ["Planeswalker"],
    ["Battle"],
]
SUPERTYPES = ["Basic", "Legendary", "Snow", "World", "Ongoing"]
KEYWORDS = ["flying", "reach", "first strike", "double strike", "lifelink", "haste", "vigilance"]
COLORS = ["white", "blue", "black", "red", "green", "W", "u"]
ENCHANT = ["creature", "land", "permanent", "artifact", "enchantment"]

reflection_phrases = st.builds(
    "one mana of any {} that {} {} {} could produce{}".format,
    st.sampled_from(["type", "color"]),
    st.sampled_from(["a", "an"]),
    st.sampled_from(["land", "permanent", "creature", "artifact", "enchantment"]),
    st.sampled_from(["you control", "an opponent controls"]),
    st.sampled_from(["", "."]),
)
adds = st.one_of(
    st.sampled_from(["one mana of any color", "two mana of any one color"]),
    reflection_phrases,
    symbols(ADDABLE_SYMBOLS, min_size=1),
)


@st.composite
def ability_costs(draw: st.DrawFn) -> str:
    """An activation cost of {T}, {Q}, mana and life (602.1a), in any order."""
    parts = [part for part in ("{T}", "{Q}") if draw(st.booleans())]
    mana = draw(symbols(VALID_SYMBOLS))
    if mana:
        parts.append(mana)
    if draw(st.booleans()):
        parts.append(f"Pay {draw(st.integers(0, 20))} life")
    return ", ".join(draw(st.permutations(parts))) or "{T}"


mana_abilities = st.lists(st.fixed_dictionaries({"cost": ability_costs(), "add": adds}), max_size=2)

TARGET_WORDS = [
    "any target",
    "target player",
    "target opponent",
    "target spell",
    "target creature",
    "target nonblack creature",
    "another target permanent",
    "target artifact or creature you control",
    "target creature card in your graveyard",
]
FULL_COSTS = [
    "{T}",
    "{2}, {T}",
    "{1}, Sacrifice this artifact",
    "{T}, Discard a card",
    "Tap an untapped creature you control",
    "Remove a +1/+1 counter from this creature",
    "{X}, Pay 2 life",
    "Sacrifice another creature",
    "+1",
    "\u22122",
    "[0]",
]
INSTRUCTIONS = [
    {"draw": 1},
    {"gain_life": 3},
    {"lose_life": 2, "player": "each opponent"},
    {"damage": 2, "to": "each player"},
    {"mill": 2},
    {"scry": 1},
    {"investigate": 1},
    {"create": "Treasure Token", "count": 2},
    {"counters": "+1/+1", "amount": 1, "on": "this"},
    {"sacrifice": "this"},
    {"destroy_all": "creatures", "can_be_regenerated": False},
    {"prevent_all": "combat damage"},
    {"prevent": 3, "to": "you"},
    {"counters": "+1/+1", "on": "each creature you control"},
    {"gains": "vigilance", "on": "this", "duration": "until your next turn"},
    {"sacrifice": "a creature", "player": "each opponent"},
]
TRIGGERS = [
    ({"when": "enters", "effects": [{"draw": 1}]}, "When this creature enters, draw a card."),
    (
        {"when": "upkeep", "effects": [{"gain_life": 1}]},
        "At the beginning of your upkeep, you gain 1 life.",
    ),
    (
        {"when": "dies", "optional": True, "effects": [{"draw": 1}]},
        "When this creature dies, you may draw a card.",
    ),
]
"""Triggered abilities that load, and the Oracle paragraph each needs (603.1)."""


@st.composite
def activated(draw: st.DrawFn) -> tuple[dict[str, object], str]:
    """An activated ability that loads, and the Oracle paragraph it needs (602.1a)."""
    cost = draw(st.sampled_from(FULL_COSTS))
    ability: dict[str, object] = {"cost": cost}
    effects = draw(st.lists(st.sampled_from(INSTRUCTIONS), max_size=2))
    if draw(st.booleans()):
        ability["targets"] = ["any target"]
        effects = [*effects, {"damage": 1, "to": "target"}]
    if effects:
        ability["effects"] = effects
    restrictions = draw(
        st.lists(st.sampled_from(["as a sorcery", "once each turn"]), unique=True, max_size=2)
    )
    if restrictions:
        ability["restrictions"] = restrictions
    return ability, f"{cost}: Something happens."


spells = st.fixed_dictionaries(
    {},
    optional={
        "targets": st.sampled_from([["any target"], ["target spell"], ["target player"]]),
        "effects": st.lists(st.sampled_from(INSTRUCTIONS), max_size=3),
        "additional_cost": st.sampled_from(["Discard a card", "Pay 3 life", "Sacrifice a land"]),
    },
)


@st.composite
def faces(draw: st.DrawFn, *, with_cost: bool) -> dict[str, object]:
    """A face table (a card's front, its back, a token) that loads."""
    types = draw(st.sampled_from(TYPE_LINES))
    face: dict[str, object] = {"name": draw(NAMES), "types": list(types)}
    if "Creature" in types:
        face["power"] = draw(st.integers(-1, 12))
        face["toughness"] = draw(st.integers(-1, 12))
    if with_cost and draw(st.booleans()):
        face["mana_cost"] = draw(symbols(VALID_SYMBOLS))
    subtypes = draw(st.lists(st.sampled_from(["Elf", "Druid", "Town", "Vampire"]), unique=True))
    if "Enchantment" in types and draw(st.booleans()):
        subtypes.append("Aura")
        face["enchant"] = draw(st.sampled_from(ENCHANT))
    for key, value in (
        ("subtypes", subtypes),
        ("supertypes", draw(st.lists(st.sampled_from(SUPERTYPES), unique=True, max_size=2))),
        ("keywords", draw(st.lists(st.sampled_from(KEYWORDS), unique=True, max_size=3))),
        ("colors", draw(st.lists(st.sampled_from(COLORS[:5]), unique=True, max_size=2))),
        ("oracle", draw(st.text(max_size=20))),
        ("mana_abilities", draw(mana_abilities)),
    ):
        if value and draw(st.booleans()):
            face[key] = value
    if draw(st.booleans()):
        pairs = draw(st.lists(activated(), max_size=2))
        if pairs:
            face["abilities"] = [ability for ability, _ in pairs]
            face["oracle"] = "\n".join(paragraph for _, paragraph in pairs)
    if draw(st.booleans()):
        chosen = draw(st.lists(st.sampled_from(TRIGGERS), max_size=2, unique_by=lambda t: t[1]))
        if chosen:
            face["triggers"] = [trigger for trigger, _ in chosen]
            text = face.get("oracle", "")
            face["oracle"] = "\n".join([*([text] if text else []), *(p for _, p in chosen)])
    if {"Instant", "sorcery"} & set(types) and draw(st.booleans()):
        face["spell"] = draw(spells)
    return face


@st.composite
def cards(draw: st.DrawFn) -> dict[str, object]:
    """A card table that loads: a front face, maybe a back face, tokens and config."""
    card = draw(faces(with_cost=True))
    if draw(st.booleans()):
        card["back"] = draw(faces(with_cost=False))
    tokens = draw(st.lists(faces(with_cost=False), max_size=2, unique_by=lambda face: face["name"]))
    tokens = [token for token in tokens if token["name"] != card["name"]]
    if tokens:
        card["tokens"] = tokens
    if draw(st.booleans()):
        card["config"] = draw(
            st.dictionaries(st.from_regex(r"[a-z_]{1,8}", fullmatch=True), any_value, max_size=3)
        )
    return card


words = lambda known: st.lists(  # noqa: E731 - lists of known words and odd ones
    st.one_of(st.sampled_from(known), st.sampled_from(known).map(str.upper), weird_text),
    max_size=4,
)

COST_PARTS = [
    "{T}",
    "{t}",
    "{Q}",
    "Pay 1 life",
    "pay 0 life",
    "Pay 999999999 life",
    "Pay 1000000000 life",
    "Pay ² life",
    "Pay \u0663 life",
    "Pay X life",
    "Pay -1 life",
    "",
    " ",
]
odd_costs = st.lists(st.one_of(st.sampled_from(COST_PARTS), odd_mana_texts), max_size=4).flatmap(
    lambda parts: st.sampled_from([", ", ",", " , "]).map(lambda sep: sep.join(parts))
)
odd_adds = st.one_of(
    st.sampled_from(
        [
            "One Mana Of Any Color.",
            "three mana of any one color",
            "{X}",
            "{W/U}",
            "{2/W}",
            "{C/W}",
            "{0}",
            "",
        ]
    ),
    st.builds(
        "one mana of any {} that {} {} {} could produce{}".format,
        st.sampled_from(["type", "colour", "kind"]),
        st.sampled_from(["a", "an", "the"]),
        st.sampled_from(["land", "planet", "Land"]),
        st.sampled_from(["you control", "a player controls"]),
        st.sampled_from(["", "..", " "]),
    ),
    odd_mana_texts,
)
PLUGINS = [
    "plugin.py",
    "missing.py",
    "../outside.py",
    "/etc/passwd",
    "sub/../../x.py",
    "a\x00.py",
    "generated_card.toml",
    ".",
    "",
    "x.txt",
    "\u202e.py",
]
ODD_VALUES: dict[str, st.SearchStrategy[object]] = {
    "name": st.one_of(weird_text, NAMES),
    "mana_cost": odd_mana_texts,
    "types": st.lists(
        st.one_of(
            st.sampled_from([line[0] for line in TYPE_LINES]),
            st.sampled_from(["Tribal", "Wizard", "LAND", "Land ", "", "Cr\u0435ature"]),
            weird_text,
        ),
        max_size=4,
    ),
    "supertypes": words(SUPERTYPES),
    "subtypes": words(["Aura", "Elf", "Druid"]),
    "colors": words([*COLORS, "pink", "colorless"]),
    "keywords": words([*KEYWORDS, "flash", "trample"]),
    "power": huge_integers,
    "toughness": huge_integers,
    "oracle": weird_text,
    "enchant": st.one_of(st.sampled_from([*ENCHANT, "player", "Creature", ""]), weird_text),
    "mana_abilities": st.lists(
        st.one_of(
            st.fixed_dictionaries({}, optional={"cost": odd_costs, "add": odd_adds}),
            st.fixed_dictionaries({"cost": odd_costs, "add": adds}),
            st.fixed_dictionaries({"cost": ability_costs(), "add": odd_adds}),
        ),
        max_size=3,
    ),
    "cost": st.one_of(odd_costs, st.sampled_from([*FULL_COSTS, "Sacrifice a wombat"])),
    "add": st.one_of(odd_adds, st.sampled_from(["{B} for each Swamp you control", "{G} for each"])),
    "abilities": st.lists(st.one_of(activated().map(lambda pair: pair[0]), any_value), max_size=3),
    "targets": st.lists(st.one_of(st.sampled_from(TARGET_WORDS), weird_text), max_size=3),
    "effects": st.lists(
        st.one_of(
            st.sampled_from(INSTRUCTIONS),
            st.dictionaries(
                st.sampled_from(["draw", "damage", "to", "player", "count", "create", "zap"]),
                any_value,
                max_size=3,
            ),
            any_value,
        ),
        max_size=3,
    ),
    "restrictions": words(["as a sorcery", "once each turn"]),
    "spell": st.one_of(spells, st.dictionaries(table_keys, any_value, max_size=3)),
    "additional_cost": odd_costs,
    "token": any_value,
    "computed": any_value,
    "back": st.one_of(faces(with_cost=True), st.dictionaries(table_keys, any_value, max_size=3)),
    "tokens": st.lists(st.one_of(faces(with_cost=True), faces(with_cost=False), any_value)),
    "plugin": st.sampled_from(PLUGINS),
    "triggers": st.lists(
        st.one_of(
            st.sampled_from([t for t, _ in TRIGGERS]),
            st.fixed_dictionaries(
                {}, optional={"when": st.one_of(st.sampled_from(["enters", "cycle"]), weird_text)}
            ),
            any_value,
        ),
        max_size=3,
    ),
    "when": st.one_of(st.sampled_from(["enters", "leaves", "dies", "attacks"]), weird_text),
    "optional": any_value,
    "replacements": st.lists(
        st.one_of(
            st.fixed_dictionaries(
                {
                    "replaces": st.one_of(
                        st.sampled_from(["create tokens", "put counters"]), weird_text
                    )
                },
                optional={"instead": st.one_of(st.just("twice that many"), weird_text)},
            ),
            any_value,
        ),
        max_size=2,
    ),
    "kicker": st.one_of(odd_mana_texts, st.just("{4}")),
    "evoke": st.one_of(odd_mana_texts, st.just("{1}{B}")),
    "cycling": st.one_of(odd_mana_texts, st.just("{1}{W}")),
    "characteristic_defining": st.one_of(
        st.fixed_dictionaries(
            {},
            optional={
                "power": st.one_of(
                    st.sampled_from(["creatures you control", "your life total"]), weird_text
                )
            },
        ),
        any_value,
    ),
    "loyalty": st.one_of(st.integers(-5, 2_000), any_value),
}
"""For each key, values that are wrong for it in interesting ways."""


@st.composite
def spoilt(draw: st.DrawFn, card: dict[str, object]) -> dict[str, object]:
    """``card`` with one to three edits, each in the card, its back face, a token or a
    mana ability: a key given an odd value (one wrong for that key, or any value at all),
    a key taken out, or a key added."""
    card = copy.deepcopy(card)
    for _ in range(draw(st.integers(1, 3))):
        tables = [card, *nested_tables(card)]
        table = draw(st.sampled_from(tables))
        edit = draw(st.sampled_from(["add", "odd", "remove", "odd"]))
        if not table:
            edit = "add"
        key = draw(table_keys if edit == "add" else st.sampled_from(sorted(table)))
        if edit == "remove":
            del table[key]
        else:
            odd = ODD_VALUES.get(key)
            table[key] = draw(st.one_of(odd, odd, odd, any_value) if odd is not None else any_value)
    return card


def nested_tables(card: dict[str, object]) -> list[dict[str, object]]:
    found = []
    for value in (card.get("back"), *_items(card.get("tokens"))):
        if isinstance(value, dict):
            found.append(value)
    for face in [card, *found]:
        found.extend(a for a in _items(face.get("mana_abilities")) if isinstance(a, dict))
        found.extend(a for a in _items(face.get("abilities")) if isinstance(a, dict))
        found.extend(t for t in _items(face.get("triggers")) if isinstance(t, dict))
        if isinstance(face.get("spell"), dict):
            found.append(face["spell"])  # type: ignore[arg-type]
    return found


def _items(value: object) -> list[object]:
    return value if isinstance(value, list) else []


@st.composite
def mangled(draw: st.DrawFn, text: str) -> str:
    """``text`` with a few edits: characters put in, spans cut out, lines doubled."""
    for _ in range(draw(st.integers(1, 3))):
        position = draw(st.integers(0, len(text)))
        edit = draw(st.sampled_from(["insert", "cut", "double"]))
        if edit == "insert":
            inserted = draw(st.one_of(weird_text, st.sampled_from(list("[]{}=\"'#\n\\"))))
            text = text[:position] + inserted + text[position:]
        elif edit == "cut":
            text = text[:position] + text[position + draw(st.integers(1, 20)) :]
        else:
            lines = text.splitlines(keepends=True)
            if lines:
                index = draw(st.integers(0, len(lines) - 1))
                lines.insert(index, lines[index])
                text = "".join(lines)
    return text


@st.composite
def card_texts(draw: st.DrawFn) -> str:
    """A card file's text: a card that loads, usually spoilt a little, written as TOML
    (tables inline or as sections), sometimes mangled as text."""
    card = draw(cards())
    if draw(st.booleans()) or draw(st.booleans()):
        card = draw(spoilt(card))
    text = toml_document(card, sections=draw(st.booleans()))
    if draw(st.booleans()) and draw(st.booleans()):
        text = draw(mangled(text))
    return text


UNPRINTED_CHARACTERS = [
    *("\x00", "\x07", "\x08", "\t", "\n", "\r", "\x1b", "\x1d", "\x7f", "\x85"),
    *("\u200b", "\u2028", "\u2029", "\u202e", "\u2066", "\ufeff", "\ue000", "\u0378"),
    "\U000e0001",
]
"""Characters that aren't printed: controls, line breaks, format characters (zero width,
bidirectional overrides), private use, unassigned."""

Path_ = tuple[object, ...]


def string_slots(value: object, path: Path_ = ()) -> list[tuple[Path_, bool]]:
    """Where ``value`` holds strings: (path, False) for a string value, (path, True) for
    a table's key."""
    found: list[tuple[Path_, bool]] = []
    if isinstance(value, str):
        found.append((path, False))
    elif isinstance(value, dict):
        for key, item in value.items():
            found.append(((*path, key), True))
            found.extend(string_slots(item, (*path, key)))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            found.extend(string_slots(item, (*path, index)))
    return found


def slot_kind(slot: tuple[Path_, bool]) -> str:
    """What a string is: ``key`` for a table's key, else the key it is the value of (or an
    item of), such as ``name``, ``types`` or ``cost``."""
    path, is_key = slot
    if is_key:
        return "key"
    return next(str(step) for step in reversed(path) if isinstance(step, str))


@st.composite
def with_an_unprinted_character(draw: st.DrawFn) -> dict[str, object]:
    """A card that loads, with one character that isn't printed put into one of its
    strings or keys: wherever it lands, a message quoting it must escape it."""
    card = copy.deepcopy(draw(cards()))
    slots = string_slots(card)
    kinds = sorted({slot_kind(slot) for slot in slots})  # each kind of place equally often
    kind = draw(st.sampled_from(kinds))
    path, is_key = draw(st.sampled_from([slot for slot in slots if slot_kind(slot) == kind]))
    character = draw(st.sampled_from(UNPRINTED_CHARACTERS))
    container: Any = card
    for step in path[:-1]:
        container = container[step]
    last = path[-1]
    text = last if is_key else container[last]
    assert isinstance(text, str)
    position = draw(st.integers(0, len(text)))
    changed = text[:position] + character + text[position:]
    if is_key:
        container.update({changed if k == last else k: v for k, v in container.items()})
        del container[last]
    else:
        container[last] = changed
    return card


# ------------------------------------------------------------------ the properties
@given(card_texts())
def test_a_generated_card_text_gives_a_card_or_a_card_file_error(text: str) -> None:
    note(f"text = {text!r}")
    try:
        card = load_card_text(text, source=SOURCE)
    except CardFileError as error:
        check_card_file_error(error, SOURCE)
    else:
        assert isinstance(card, CardDefinition)


@given(with_an_unprinted_character(), st.booleans())
def test_an_unprinted_character_anywhere_in_a_card_file_is_never_printed_raw(
    card: dict[str, object], sections: bool
) -> None:
    text = toml_document(card, sections)
    note(f"text = {text!r}")
    try:
        loaded = load_card_text(text, source=SOURCE)
    except CardFileError as error:
        check_card_file_error(error, SOURCE)
    else:
        assert isinstance(loaded, CardDefinition)


CARD_BYTES = [
    b"",
    b'name = "Test Land"\ntypes = ["Land"]\n',
    b'name = "Llanowar Copy"\nmana_cost = "{G}"\ntypes = ["Creature"]\npower = 1\ntoughness = 1\n'
    b'[[mana_abilities]]\ncost = "{T}"\nadd = "{G}"\n',
    '\ufeffname = "Test Land"\ntypes = ["Land"]\n'.encode(),
    'name = "\u00e9t\u00e9"\ntypes = ["Land"]\n'.encode("latin-1"),
    'name = "Test Land"\ntypes = ["Land"]\n'.encode("utf-16"),
]


@st.composite
def card_bytes(draw: st.DrawFn) -> bytes:
    """Raw bytes: random, a card text encoded in some way, or such bytes with random
    bytes put in."""
    data = draw(
        st.one_of(
            st.binary(max_size=200),
            st.sampled_from(CARD_BYTES),
            card_texts().map(str.encode),
        )
    )
    for _ in range(draw(st.integers(0, 3))):
        position = draw(st.integers(0, len(data)))
        data = data[:position] + draw(st.binary(min_size=1, max_size=4)) + data[position:]
    return data


@pytest.fixture(scope="module")
def card_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One folder for every generated file (hypothesis runs many examples in one test, so
    a function-scoped ``tmp_path`` would be shared anyway)."""
    return tmp_path_factory.mktemp("generated") / "generated_card"


@given(data=card_bytes())
def test_generated_bytes_in_a_card_file_give_a_card_or_a_card_file_error(
    card_folder: Path, data: bytes
) -> None:
    card_folder.mkdir(exist_ok=True)
    path = card_folder / "generated_card.toml"
    path.write_bytes(data)
    note(f"bytes = {data!r}")
    try:
        card = load_card_file(path)
    except CardFileError as error:
        check_card_file_error(error, str(path))
    else:
        assert isinstance(card, CardDefinition)
