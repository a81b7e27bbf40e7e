"""Reading card files: TOML text to a validated :class:`CardDefinition`.

Every problem names the file, the key path and what is wrong; a card with a problem is not
loaded at all. A card that declares no ``plugin`` never runs code.
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import re
import sys
from collections.abc import Callable, Mapping
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Any

from cardhost.hooks.implementations import check_plugin, hook_implementations
from cardhost.loading.tomlfile import read_file, read_table
from cardhost.model.definitions import (
    ENCHANT_TARGETS,
    KEYWORDS,
    SUPERTYPES,
    CardDefinition,
    CardType,
    Face,
    ManaAbilityDefinition,
    Reflection,
)
from cardhost.model.errors import CardFileError, ManaCostError, RefusedCardError
from cardhost.model.mana import Color, ManaCost, parse_mana
from cardhost.model.validation import key_problem, type_name

FACE_KEYS = {
    "name": str,
    "mana_cost": str,
    "colors": list,
    "supertypes": list,
    "types": list,
    "subtypes": list,
    "power": int,
    "toughness": int,
    "oracle": str,
    "keywords": list,
    "mana_abilities": list,
    "enchant": str,
}
CARD_KEYS = {**FACE_KEYS, "back": dict, "tokens": list, "plugin": str, "config": dict}
TOKEN_KEYS = {k: v for k, v in FACE_KEYS.items() if k != "mana_cost"}
ABILITY_KEYS = {"cost": str, "add": str}
ANY_COLOR_PHRASES = {"one mana of any color": 1, "two mana of any one color": 2}
REFLECTION = re.compile(
    r"one mana of any (?P<kind>type|color) that an? (?P<card_type>land|permanent|creature"
    r"|artifact|enchantment) (?P<who>you control|an opponent controls) could produce"
)
REFLECTION_TEXT = (
    "one mana of any type|color that a land|permanent|creature|artifact|enchantment you "
    "control|an opponent controls could produce"
)


class _Reader:
    """Validation helpers bound to one file, so every error names it."""

    def __init__(self, path: str) -> None:
        self.path = path

    def fail(self, key: str, problem: str) -> CardFileError:
        return CardFileError(self.path, key, problem)

    def check_keys(self, table: Mapping[str, Any], allowed: Mapping[str, type], where: str):
        problem = key_problem(table, allowed, where)
        if problem is not None:
            raise self.fail(*problem)

    def strings(self, table: Mapping[str, Any], key: str, where: str) -> tuple[str, ...]:
        values = table.get(key, [])
        for index, value in enumerate(values):
            if not isinstance(value, str):
                raise self.fail(
                    f"{where}{key}[{index}]", f"expected a string, found {type_name(type(value))}"
                )
        return tuple(values)

    def face(self, table: Mapping[str, Any], where: str, *, allow_cost: bool = True) -> Face:
        prefix = f"{where}." if where else ""
        if "name" not in table:
            raise self.fail(f"{prefix}name", "missing: every card and face has a name (201)")
        if "types" not in table:
            raise self.fail(f"{prefix}types", "missing: every card has a card type (205.2)")
        cost = None
        if "mana_cost" in table:
            if not allow_cost:
                raise self.fail(f"{prefix}mana_cost", "a back face has no mana cost (712.8e)")
            try:
                cost = ManaCost.parse(table["mana_cost"])
            except ManaCostError as error:
                raise self.fail(f"{prefix}mana_cost", str(error)) from None
        types = []
        for index, text in enumerate(self.strings(table, "types", prefix)):
            try:
                types.append(CardType(text.capitalize()))
            except ValueError:
                known = ", ".join(t.value for t in CardType)
                raise self.fail(
                    f"{prefix}types[{index}]", f"{text!r} is not a card type (205.2a: {known})"
                ) from None
        if not types:
            raise self.fail(f"{prefix}types", "empty: every card has a card type (205.2)")
        supertypes = self.strings(table, "supertypes", prefix)
        for index, text in enumerate(supertypes):
            if text not in SUPERTYPES:
                raise self.fail(
                    f"{prefix}supertypes[{index}]",
                    f"{text!r} is not a supertype (205.4a: {', '.join(SUPERTYPES)})",
                )
        keywords = self.strings(table, "keywords", prefix)
        for index, text in enumerate(keywords):
            if text.lower() not in KEYWORDS:
                raise self.fail(
                    f"{prefix}keywords[{index}]",
                    f"{text!r} is not a keyword this engine knows ({', '.join(KEYWORDS)})",
                )
        colors = None
        if "colors" in table:
            try:
                colors = tuple(Color.from_text(c) for c in self.strings(table, "colors", prefix))
            except ValueError as error:
                raise self.fail(f"{prefix}colors", str(error)) from None
        power, toughness = table.get("power"), table.get("toughness")
        is_creature = CardType.CREATURE in types
        if is_creature and (power is None or toughness is None):
            raise self.fail(
                f"{prefix}{'power' if power is None else 'toughness'}",
                "missing: a creature has power and toughness (208.1)",
            )
        if not is_creature and (power is not None or toughness is not None):
            raise self.fail(f"{prefix}power", "only a creature has power and toughness (208.1)")
        subtypes = self.strings(table, "subtypes", prefix)
        enchant = table.get("enchant")
        if ("Aura" in subtypes) != (enchant is not None):
            raise self.fail(
                f"{prefix}enchant",
                "an Aura has an enchant keyword and only an Aura has one (303.4a, 702.5a)",
            )
        if enchant is not None and enchant not in ENCHANT_TARGETS:
            raise self.fail(
                f"{prefix}enchant",
                f"{enchant!r} is not something this engine can enchant "
                f"({', '.join(ENCHANT_TARGETS)})",
            )
        abilities = tuple(
            self.mana_ability(entry, f"{prefix}mana_abilities[{index}]")
            for index, entry in enumerate(table.get("mana_abilities", []))
        )
        return Face(
            name=table["name"],
            mana_cost=cost,
            color_indicator=colors,
            supertypes=supertypes,
            types=tuple(types),
            subtypes=subtypes,
            power=power,
            toughness=toughness,
            oracle_text=table.get("oracle", ""),
            keywords=frozenset(k.lower() for k in keywords),
            mana_abilities=abilities,
            enchant=enchant,
        )

    def mana_ability(self, entry: object, where: str) -> ManaAbilityDefinition:
        if not isinstance(entry, dict):
            raise self.fail(where, f"expected a table, found {type_name(type(entry))}")
        self.check_keys(entry, ABILITY_KEYS, where)
        for key in ABILITY_KEYS:
            if key not in entry:
                raise self.fail(f"{where}.{key}", "missing")
        fields: dict[str, Any] = {}
        mana_parts = []
        for part in (p.strip() for p in entry["cost"].split(",")):
            lowered = part.lower()
            if part.upper() == "{T}":
                fields["tap"] = True
            elif part.upper() == "{Q}":
                fields["untap"] = True
            elif lowered.startswith("pay ") and lowered.endswith(" life"):
                amount = lowered[4:-5].strip()
                if not amount.isdigit():
                    raise self.fail(f"{where}.cost", f"{part!r}: life to pay must be a number")
                fields["life"] = int(amount)
            else:
                mana_parts.append(part)
        try:
            fields["mana"] = ManaCost.parse("".join(mana_parts))
        except ManaCostError as error:
            raise self.fail(
                f"{where}.cost", f"{error} (costs are {{T}}, {{Q}}, mana, or 'Pay N life')"
            ) from None
        add = entry["add"].strip()
        phrase = add.lower().rstrip(".")
        reflection = REFLECTION.fullmatch(phrase)
        if phrase in ANY_COLOR_PHRASES:
            fields["any_color"] = ANY_COLOR_PHRASES[phrase]
        elif reflection is not None:
            fields["reflect"] = Reflection(
                colors_only=reflection["kind"] == "color",
                card_type=reflection["card_type"],
                opponents=reflection["who"] == "an opponent controls",
            )
        else:
            try:
                fields["produces"] = parse_mana(add)
            except ManaCostError as error:
                phrases = ", ".join(repr(p) for p in [*ANY_COLOR_PHRASES, REFLECTION_TEXT])
                raise self.fail(f"{where}.add", f"{error}; or one of {phrases}") from None
            if not fields["produces"]:
                raise self.fail(f"{where}.add", "a mana ability adds mana (605.1a)")
        return ManaAbilityDefinition(**fields)


def parse_card(
    data: Mapping[str, Any],
    path: str,
    *,
    plugin_loader: Callable[[str], ModuleType | object] | None = None,
    origin: str = "",
) -> CardDefinition:
    """Validate a parsed card table and build its definition."""
    reader = _Reader(path)
    reader.check_keys(data, CARD_KEYS, "")
    front = reader.face(data, "")
    back = None
    if "back" in data:
        reader.check_keys(data["back"], FACE_KEYS, "back")
        back = reader.face(data["back"], "back", allow_cost=False)
    tokens = {}
    for index, token in enumerate(data.get("tokens", [])):
        where = f"tokens[{index}]"
        if not isinstance(token, dict):
            raise reader.fail(where, "expected a table")
        reader.check_keys(token, TOKEN_KEYS, where)
        face = reader.face(token, where)
        if face.name in tokens:
            raise reader.fail(f"{where}.name", f"token {face.name!r} is defined twice")
        tokens[face.name] = CardDefinition(front=face, source=path, is_token=True)
    plugin = None
    hooks: tuple[str, ...] = ()
    if "plugin" in data:
        if plugin_loader is None:
            raise reader.fail("plugin", "this card names a plugin, but none can be loaded here")
        plugin = plugin_loader(data["plugin"])
        problems = check_plugin(plugin)
        if problems:
            raise reader.fail("plugin", "; ".join(problems))
        hooks = tuple(sorted(hook_implementations(plugin)))
    return CardDefinition(
        front=front,
        back=back,
        tokens=MappingProxyType(tokens),
        config=MappingProxyType(dict(data.get("config", {}))),
        plugin=plugin,
        plugin_hooks=hooks,
        source=path,
        origin=origin or path,
    )


def load_card_text(
    text: str, *, source: str = "<text>", plugin: ModuleType | object | None = None
) -> CardDefinition:
    """A card from TOML text, validated like a file. ``plugin``, if given, is the object
    implementing the card's hooks (the file's ``plugin`` key is then not needed)."""
    data = read_table(text, source, CardFileError)
    if plugin is not None:
        data = {**data, "plugin": "<given>"}
    return parse_card(data, source, plugin_loader=(lambda _: plugin) if plugin else None)


def load_card_file(path: Path, *, origin: str = "", data_only: bool = False) -> CardDefinition:
    """A card from its TOML file; its plugin module, if any, from inside its folder.
    With ``data_only``, a card that brings Python is refused and no code runs."""
    data = read_file(path, CardFileError)
    if data_only and "plugin" in data:
        raise RefusedCardError(
            str(path),
            "plugin",
            "this card brings Python code, and cards are being loaded data-only",
        )
    return parse_card(
        data, str(path), plugin_loader=lambda name: _import_plugin(path, name), origin=origin
    )


def _import_plugin(card_file: Path, name: str) -> ModuleType:
    folder = card_file.parent.resolve()
    module_path = (folder / name).resolve()
    if folder not in module_path.parents:
        raise CardFileError(
            str(card_file), "plugin", f"{name!r} lies outside the card's folder {folder}"
        )
    if module_path.suffix != ".py":
        raise CardFileError(str(card_file), "plugin", f"{name!r} is not a Python module (.py)")
    if not module_path.is_file():
        raise CardFileError(str(card_file), "plugin", f"{name!r} does not exist in {folder}")
    package = _card_package(folder)
    relative = module_path.relative_to(folder).with_suffix("")
    module_name = ".".join([package, *relative.parts])
    spec = importlib.util.spec_from_file_location(module_name, module_path)
    if spec is None or spec.loader is None:
        raise CardFileError(str(card_file), "plugin", f"{name!r} can't be imported")
    module = importlib.util.module_from_spec(spec)
    sys.modules[module_name] = module
    try:
        spec.loader.exec_module(module)
    except Exception as error:
        del sys.modules[module_name]
        raise CardFileError(
            str(card_file), "plugin", f"importing {name!r} raised {type(error).__name__}: {error}"
        ) from error
    return module


def _card_package(folder: Path) -> str:
    """A package for the card's folder, so its plugin can import helper modules beside it
    with relative imports (``from .helpers import x``), and nothing outside it."""
    digest = hashlib.sha1(str(folder).encode()).hexdigest()[:10]
    name = f"cardhost_card_{re.sub(r'[^0-9a-zA-Z_]', '_', folder.name)}_{digest}"
    if name not in sys.modules:
        spec = importlib.machinery.ModuleSpec(name, None, is_package=True)
        spec.submodule_search_locations = [str(folder)]
        package = importlib.util.module_from_spec(spec)
        sys.modules[name] = package
    return name
