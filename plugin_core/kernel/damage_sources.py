"""Choosing a source of damage (609.7a): "a source of your choice", as an effect
resolves."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import GameObject
from cardhost.model.mana import Color

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import Player


def sources(game: GameCore) -> list[GameObject]:
    """The objects a player may choose as a source of damage (609.7a): each permanent,
    each spell on the stack, and each object an object on the stack refers to (its
    source, its targets), each once, in that order."""
    found: dict[int, GameObject] = {}
    for permanent in game.battlefield:
        found.setdefault(id(permanent), permanent)
    for item in game.stack:
        referred: list[object] = [item] if isinstance(item, GameObject) else [item.source]
        referred += list(getattr(item, "targets", ()))
        for obj in referred:
            if isinstance(obj, GameObject):
                found.setdefault(id(obj), obj)
    return list(found.values())


def choose_source(
    game: GameCore, player: Player, colors: Sequence[Color], reason: str
) -> GameObject | None:
    """The source of damage ``player`` chooses for ``reason`` (609.7a), of one of
    ``colors`` if any are named; ``None`` if there is none to choose."""
    wanted = set(colors)
    options = [s for s in sources(game) if not wanted or wanted & s.colors]
    if not options:
        return None
    kind = " or ".join(c.word for c in colors)
    prompt = f"a {kind + ' ' if kind else ''}source of damage for {reason} (609.7a)"
    chosen: GameObject = game.choose(ChoiceKind.SOURCE, player, prompt, options)
    return chosen
