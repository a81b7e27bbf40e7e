"""Copies of a game: an independent game that plays on from the same state.

Everything that changes as the game is played is copied: zones and the objects in them,
statuses, counters, effects in force, the stack, the turn and step, a decision waiting,
the chooser (so a script goes on from where it was) and the random generator. What
never changes is shared: the card definitions and the catalog, and the plugin host
until a card new to the copy or to the original registers its plugin, which then goes
to a host of that game's own. A copy searches ahead for an AI: what it does never
reaches the original.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from cardhost.kernel import journal
from cardhost.kernel.choices import FirstOptionChooser
from cardhost.kernel.journal import Tracked
from cardhost.kernel.log import EventLog
from cardhost.model.errors import CardhostError

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def copy_game(game: GameCore, log: str, memo: dict[int, Any] | None = None) -> GameCore:
    """An independent copy of ``game``; its log ``"full"`` (the entries so far copied) or
    ``"off"``. A log streamed to a sink is not: the copy's would write into it too.
    ``memo``: a deep copy's, when the game is copied as part of what holds it (its
    objects, held elsewhere too, are then each copied once)."""
    if game.in_action:
        raise CardhostError("a game can't be copied while an action runs (a plugin's hook)")
    if log not in ("full", "off"):
        raise CardhostError(f"a copy's log is 'full' or 'off', not {log!r}")
    game.host.shared = True  # until a card new to one of them needs a host of its own
    memo = {} if memo is None else memo
    memo[id(game.host)] = game.host
    memo[id(game.catalog)] = game.catalog
    memo.setdefault(id(game.rng), twin_random(game.rng))  # if met first elsewhere, that copy
    if type(game.chooser) is FirstOptionChooser:  # it holds nothing: a new one
        memo.setdefault(id(game.chooser), FirstOptionChooser())  # unless met first elsewhere
    fresh = game.transient()
    for name in game.RECOMPUTED:  # found again by the copy as it needs them
        memo[id(game.__dict__[name])] = fresh[name]
    undone = journal.ACTIVE.get() is not None or game.waiting is not None  # (see below)
    kept = game.mana_activations_kept  # by numbers only, and values: true of the copy too
    memo[id(kept)] = fresh["mana_activations_kept"] if undone else dict(kept)
    if (log == "off" or not game.log.keep) and id(game.log) not in memo:
        memo[id(game.log)] = EventLog(keep=False)
        memo[id(game.log)].count_from(len(game.log))
    copied: GameCore = Tracked.__deepcopy__(game, memo)
    if undone:  # a trial's undo, or the resumed action's, may bring back an old version
        copied.__dict__.update({name: fresh[name] for name in game.VERSIONED})
        for permanent in copied.battlefield:  # what an event said of it, at a version
            permanent.__dict__.pop("_snapshot", None)
    return copied


def twin_random(rng: random.Random) -> random.Random:
    """A random generator in the state ``rng`` is in: what a deep copy gives, without
    copying its 625 numbers one by one nor seeding it first from the system (~3 us, not
    ~13 us: ``setstate`` sets all of its state)."""
    kind = type(rng)
    twin = kind.__new__(kind)
    random.Random.setstate(twin, rng.getstate())  # made, not changed: not journaled
    return twin
