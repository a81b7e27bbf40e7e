"""Reading card files: TOML text to a validated :class:`CardDefinition`.

Every problem names the file, the key path and what is wrong, and every problem of a file
is reported at once; a card with a problem is not loaded at all. A card that declares no
``plugin`` never runs code.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping
from dataclasses import replace
from pathlib import Path
from types import MappingProxyType, ModuleType
from typing import Any

from cardhost.hooks.implementations import check_plugin, hook_implementations
from cardhost.loading.paragraphs import declared, faces_of
from cardhost.loading.plugin_modules import plugin_importer
from cardhost.loading.reader import FACE_KEYS, CardReader
from cardhost.loading.tomlfile import read_file, read_table
from cardhost.model.card_types import CardType
from cardhost.model.definitions import CardDefinition, Face, LoadedPlugin
from cardhost.model.errors import CardFileError, RefusedCardError, said
from cardhost.model.validation import ArrayOf, Kind, is_kind, type_name

CARD_KEYS: dict[str, Kind] = {
    "back": dict,
    "right": dict,
    "fuse": bool,
    "tokens": list,
    "plugin": str,
    "config": dict,
    "token": bool,
    "implements": ArrayOf(str),
}
"""The keys of a card file besides its front face's (:data:`FACE_KEYS`)."""
TOKEN_KEYS = {k: v for k, v in FACE_KEYS.items() if k != "mana_cost"}
BACK: dict[str, Any] = {
    "keys": TOKEN_KEYS,
    "forbidden": {"mana_cost": "a back face has no mana cost (712.8e)"},
}
"""How a back face is read: a face without a mana cost."""
TOKEN: dict[str, Any] = {
    "keys": TOKEN_KEYS,
    "forbidden": {"mana_cost": "a token has no mana cost unless it is a copy (111.3)"},
}
"""How a token a card creates is read."""


def parse_card(
    data: Mapping[str, Any],
    path: str,
    *,
    plugin_loader: PluginLoader | None = None,
    origin: str = "",
    import_plugin_now: bool = True,
) -> CardDefinition:
    """Validate a parsed card table and build its definition; a :class:`CardFileError`
    lists every problem found (``error.problems``). ``plugin_loader`` turns the file's
    ``plugin`` key into a function importing the plugin; it is called once the rest of the
    file is sound, and the import happens now, or with ``import_plugin_now`` false, the
    first time the plugin is needed."""
    reader = CardReader(path)
    reader.plugin = "plugin" in data
    front = reader.face(data, "", other_keys=CARD_KEYS)
    card = {k: v for k, v in data.items() if k in CARD_KEYS and is_kind(v, CARD_KEYS[k])}
    back = reader.face(card["back"], "back", **BACK) if "back" in card else None
    right = _right(reader, card["right"], front, back) if "right" in card else None
    if card.get("fuse") is True:
        front, right = _fused(reader, front, right)
    tokens = _tokens(reader, card.get("tokens", []), front)
    for key in ("morph", "megamorph"):
        if key in data and ("back" in card or "right" in card):
            reader.note(
                key,
                "morph is read on a single-faced card here, not on a double-faced or split card",
            )
        for face, where in ((back, "back"), (right, "right")):
            if face is not None and key in card.get(where, {}):
                reader.note(f"{where}.{key}", "morph is a single-faced card's (702.37a) here")
    is_token = card.get("token", False)
    implemented = _implemented(reader, card, front, back, tokens, right)
    if is_token:
        _check_token_file(reader, data)
    load: Callable[[], LoadedPlugin] | None = None
    if "plugin" in card and not reader.problems:
        if plugin_loader is None:
            reader.note("plugin", "this card names a plugin, but none can be loaded here")
        else:
            load = _checked(path, plugin_loader(card["plugin"]))
            if import_plugin_now:
                load = functools.partial(_same, load())
    if reader.problems or front is None:
        raise CardFileError.every(reader.problems)
    return CardDefinition(
        front=front,
        back=back,
        right=right,
        tokens=MappingProxyType(tokens),
        config=frozen(card.get("config", {})),
        plugin_loader=load,
        source=path,
        origin=origin or path,
        is_token=is_token,
        implemented=implemented,
    )


PluginLoader = Callable[[str], Callable[[], object]]
"""Given a card file's ``plugin`` key, a function that imports the plugin it names."""


def _checked(path: str, load: Callable[[], object]) -> Callable[[], LoadedPlugin]:
    """``load``, then the plugin's hooks checked against the contract."""

    def load_and_check() -> LoadedPlugin:
        plugin = load()
        try:  # a module's __dir__, __getattr__ or a function's signature may raise
            problems = check_plugin(plugin)
            hooks = tuple(sorted(hook_implementations(plugin)))
        except KeyboardInterrupt:
            raise
        except BaseException as error:  # SystemExit too: one card's, not the program's end
            problem = f"reading its hooks raised {type(error).__name__}: {said(error)}"
            raise CardFileError(path, "plugin", problem) from None
        if problems:
            raise CardFileError(path, "plugin", "; ".join(problems))
        return LoadedPlugin(plugin, hooks)

    return load_and_check


def frozen(value: Any) -> Any:
    """A card file's ``[config]`` value as a plugin reads it: tables read-only mappings
    and arrays tuples, all the way down, so no game's plugin code changes what every
    later game's reads."""
    if isinstance(value, dict):
        return MappingProxyType({key: frozen(item) for key, item in value.items()})
    if isinstance(value, list):
        return tuple(frozen(item) for item in value)
    return value


def _same(loaded: LoadedPlugin) -> LoadedPlugin:
    return loaded


def _implemented(
    reader: CardReader,
    card: Mapping[str, Any],
    front: Face | None,
    back: Face | None,
    tokens: Mapping[str, CardDefinition],
    right: Face | None,
) -> frozenset[tuple[str, int]]:
    """``implements``: the Oracle paragraphs the card's plugin implements, each named
    by its beginning; only a card with a plugin has it."""
    declarations = card.get("implements")
    if declarations is None or front is None:
        return frozenset()
    if "plugin" not in card:
        reader.note("implements", "names what the card's plugin implements: it has no plugin")
        return frozenset()
    claimed, problems = declared(declarations, faces_of(front, back, tokens, right))
    for index, problem in problems:
        reader.note(f"implements[{index}]", problem)
    return frozenset(claimed)


SPLIT_HALVES = frozenset({CardType.INSTANT, CardType.SORCERY})
"""What each half of a split card is here: an instant or a sorcery (709.1; not the
permanent halves of a Room, 709.5)."""


def _right(
    reader: CardReader, table: Mapping[str, Any], left: Face | None, back: object
) -> Face | None:
    """``[right]``: a split card's right half (709.1), the card's own keys its left
    half; each an instant or a sorcery; ``aftermath = true``: the right half has
    aftermath (702.127a)."""
    right = reader.face(table, "right", other_keys={"aftermath": bool})
    if back is not None:
        reader.note("right", "a split card has no back face: both halves are on its front (709.1)")
    halves = [("right.types", table.get("types"))]
    if left is not None:
        halves.insert(0, ("types", left.types))
    for where, written in halves:
        if not isinstance(written, (list, tuple)) or not written or set(written) - SPLIT_HALVES:
            reader.note(where, "each half of a split card is an instant or a sorcery here (709.1)")
    if right is None or left is None:
        return None
    if right.name == left.name:
        reader.note("right.name", "a split card's halves have two names (709.4a)")
    return replace(right, aftermath=True) if table.get("aftermath") is True else right


def _fused(
    reader: CardReader, left: Face | None, right: Face | None
) -> tuple[Face | None, Face | None]:
    """``fuse = true``: both halves have fuse (702.102a), and can be one spell: each
    half's target phrases its own (115.1)."""
    if left is None or right is None:
        if right is None and left is not None:
            reader.note("fuse", "only a split card has fuse (702.102a): add [right]")
        return left, right
    phrases = [{t.text for t in (h.spell.targets if h.spell else ())} for h in (left, right)]
    shared = phrases[0] & phrases[1]
    if shared:
        reader.note(
            "fuse",
            f"both halves target {sorted(shared)[0]!r}: a fused spell's target phrases are "
            "each its own here (115.1)",
        )
    return replace(left, fuse=True), replace(right, fuse=True)


def _check_token_file(reader: CardReader, data: Mapping[str, Any]) -> None:
    """A file with ``token = true`` defines a token of its own, such as a predefined
    Treasure (111.10): no mana cost (111.3, 111.4), no back face nor halves, no tokens
    of its own."""
    for key, why in (
        ("mana_cost", "a token has no mana cost unless it is a copy (111.3)"),
        ("back", "a token file defines a single-faced token here"),
        ("right", "a token file defines a single-faced token here"),
        ("tokens", "a token file defines one token"),
    ):
        if key in data:
            reader.note(key, why)


def _tokens(
    reader: CardReader, entries: list[object], card: Face | None
) -> dict[str, CardDefinition]:
    """The tokens a card creates (111.4), by name: each named once, none like the card."""
    tokens: dict[str, CardDefinition] = {}
    for index, token in enumerate(entries):
        where = f"tokens[{index}]"
        if not isinstance(token, dict):
            reader.note(where, f"expected a table, found {type_name(type(token))}")
            continue
        face = reader.face(token, where, **TOKEN)
        if face is None:
            continue
        if face.name in tokens:
            reader.note(f"{where}.name", f"token {face.name!r} is defined twice")
        elif card is not None and face.name == card.name:
            reader.note(f"{where}.name", "a token is not named like the card that creates it")
        else:
            tokens[face.name] = CardDefinition(front=face, source=reader.path, is_token=True)
    return tokens


def load_card_text(
    text: str, *, source: str = "<text>", plugin: ModuleType | object | None = None
) -> CardDefinition:
    """A card from TOML text, validated like a file. ``plugin``, if given, is the object
    implementing the card's hooks (the file's ``plugin`` key is then not needed)."""
    data = read_table(text, source, CardFileError)
    if plugin is None:
        return parse_card(data, source)
    given = plugin
    return parse_card({**data, "plugin": "<given>"}, source, plugin_loader=lambda _: lambda: given)


def load_card_file(
    path: Path,
    *,
    origin: str = "",
    data_only: bool = False,
    import_plugin_now: bool = True,
    read: Callable[[Path], dict[str, Any]] | None = None,
) -> CardDefinition:
    """A card from its TOML file; its plugin module, if any, from inside its folder:
    imported now, or with ``import_plugin_now`` false when a game first uses the card
    (the module's path is checked now either way). With ``data_only``, a card that
    brings Python is refused and no code runs. ``read`` gives the file's table (a
    cache's); by default the file is read and parsed."""
    data = read(path) if read is not None else read_file(path, CardFileError)
    if data_only and "plugin" in data:
        raise RefusedCardError(
            str(path),
            "plugin",
            "this card brings Python code, and cards are being loaded data-only",
        )
    return parse_card(
        data,
        str(path),
        plugin_loader=lambda name: plugin_importer(path, name),
        origin=origin,
        import_plugin_now=import_plugin_now,
    )
