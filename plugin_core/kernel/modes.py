"""Choosing the modes of a modal spell or ability (700.2): as the spell is cast (601.2b)
or the triggered ability is put on the stack (603.3c), its controller chooses from the
least to the most its text allows, each at most once (700.2d), never one none of whose
targets could be chosen (700.2a)."""

from __future__ import annotations

from collections.abc import Sequence
from itertools import islice
from typing import TYPE_CHECKING

from cardhost.kernel import targeting
from cardhost.kernel.choices import ChoiceKind
from cardhost.model.definitions import Mode

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import Player
    from cardhost.kernel.targeting import Item

NO_MORE_MODES = "no more modes"
"""The option that stops choosing modes once enough are chosen ("one or more", 700.2)."""


def wanted(least: int, most: int) -> str:
    """How many modes a text lets a player choose, in words: "2", "from 1 to 3"."""
    return str(least) if least == most else f"from {least} to {most}"


def legal_modes(game: GameCore, item: Item, modes: Sequence[Mode], player: Player) -> list[int]:
    """The places of the modes that could be chosen: each of whose targets has a legal
    choice (700.2a)."""
    return [i for i, m in enumerate(modes) if targeting.could_choose(game, item, m.targets, player)]


def enough_legal(
    game: GameCore, item: Item, modes: Sequence[Mode], player: Player, least: int
) -> bool:
    """Whether ``least`` of the modes could be chosen (700.2a): :func:`legal_modes`,
    judged only until that many are found."""
    legal = (m for m in modes if targeting.could_choose(game, item, m.targets, player))
    return sum(1 for _ in islice(legal, least)) >= least


def choose_modes(
    game: GameCore,
    name: str,
    modes: Sequence[Mode],
    bounds: tuple[int, int],
    player: Player,
    legal: Sequence[int],
) -> tuple[int, ...] | None:
    """The modes ``player`` chooses for the spell or ability named ``name``, one at a
    time, from the least number to the most of ``bounds``, among the ``legal`` ones
    (:func:`legal_modes`); ``None`` if fewer than the least are (700.2a). By their
    places, in the order written."""
    least, most = bounds
    if len(legal) < least:
        return None
    picked: list[int] = []
    while len(picked) < most:
        options: list[object] = [modes[i] for i in legal if i not in picked]
        if len(picked) >= least:
            options.append(NO_MORE_MODES)
        if not options:
            break
        prompt = f"a mode of {name} ({len(picked) + 1} of {wanted(least, most)}, 700.2)"
        mode = game.choose(ChoiceKind.MODE, player, prompt, options)
        if mode == NO_MORE_MODES:
            break
        picked.append(list(modes).index(mode))  # type: ignore[arg-type]
    return tuple(sorted(picked))
