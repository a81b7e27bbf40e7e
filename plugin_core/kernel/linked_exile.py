"""Cards exiled with an object (406.6, 607.2a) and "until" it leaves the battlefield
(610.3): which cards its linked ability refers to as "the exiled card", and which come
back as it leaves. Kept as values on the game (``game.exiled_with``), so a saved game
keeps them."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from cardhost.kernel.objects import GameObject
from cardhost.model.zones import EXILE


@dataclass(frozen=True)
class ExiledWith:
    """``card``, an object in exile, was exiled by an ability of ``source`` (607.2a);
    ``until_leaves``: until ``source`` leaves the battlefield (610.3)."""

    source: GameObject
    card: GameObject
    until_leaves: bool = False


def taken(
    links: tuple[ExiledWith, ...], sources: Sequence[GameObject], *, until_leaves: bool
) -> tuple[list[GameObject], tuple[ExiledWith, ...]]:
    """The cards still in exile that ``sources`` exiled (until they leave, or not), in
    the order exiled, and the links left: without theirs, nor those of cards that have
    left exile (a new object elsewhere, 400.7). ``links`` itself if nothing is taken
    or dropped."""
    cards: list[GameObject] = []
    kept: list[ExiledWith] = []
    for link in links:
        if link.card.zone is not EXILE:
            continue
        if link.until_leaves is until_leaves and any(link.source is s for s in sources):
            cards.append(link.card)
        else:
            kept.append(link)
    return cards, links if len(kept) == len(links) else tuple(kept)
