"""Requirements on blockers obeyed together (509.1c): the defending player obeys as many
"blocks each combat if able" as can be obeyed at once without breaking a restriction.
A creature blocks one attacker; an attacker with menace is blocked by none or by two or
more (702.111b), so a creature that could block only such attackers needs another
beside it, and two of them may need the same one: not every requirement can always be
obeyed, and the most that can is found here.

Creatures and attackers are any hashable values, so the search is tested apart from a
game. It grows with the product of the choices of the creatures that could block only
attackers with menace; past :data:`SEARCH_LIMIT` assignments it gives up, and a
declaration is then judged by whether one more requirement could be obeyed with one
creature added or moved (:func:`one_more_obeyed`)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Hashable, Mapping, Sequence
from typing import TypeVar

from cardhost.model.matching import representatives

C = TypeVar("C", bound=Hashable)
A = TypeVar("A", bound=Hashable)

SEARCH_LIMIT = 20_000
"""The most assignments of the creatures that could block only attackers with menace
the search tries (509.1c); more, and the answer is not searched for: boards with that
many such creatures are made to be slow, and the cost must not grow exponentially."""
STEP_LIMIT = 1_000_000
"""The most steps the search's matchings of partners take in all, however many
creatures could be partners: the search gives up past it too."""


def most_obeyed(
    options: Mapping[C, Sequence[A]],
    required: Collection[C],
    menace: Callable[[A], bool],
) -> dict[C, A] | None:
    """Blocks obeying as many of the ``required`` creatures' requirements as can be
    obeyed together (509.1c): each creature of ``options`` blocking one attacker it could
    block, each attacker with ``menace`` blocked by none or two or more (702.111b). Only
    the blocks the requirements need: each required creature that blocks, and the
    creatures beside it an attacker with menace needs. ``None`` if the search passes
    :data:`SEARCH_LIMIT`."""
    plain = {c: [a for a in options.get(c, ()) if not menace(a)] for c in required}
    hard = sorted(
        (c for c in required if options.get(c) and not plain[c]),
        key=lambda c: len(options[c]),
    )
    partners = [c for c in options if c not in hard]
    search = _Search(options, hard, partners)
    if not search.run():
        return None
    blocks = dict(search.best)
    for creature in required:
        if creature not in blocks and plain[creature]:
            blocks[creature] = plain[creature][0]  # always able: an attacker without menace
    return blocks


class _Search:
    """The depth-first search of :func:`most_obeyed` over the creatures that could block
    only attackers with menace (``hard``): each blocks one of them or none, and an
    attacker blocked by exactly one of them needs a creature of ``partners`` beside it,
    a different one for each (found as a bipartite matching)."""

    def __init__(self, options: Mapping[C, Sequence[A]], hard: list[C], partners: list[C]) -> None:
        self.options = options
        self.hard = hard
        self.helpers: dict[A, list[C]] = {}  # each attacker's possible partners, found once
        for partner in partners:
            for attacker in options[partner]:
                self.helpers.setdefault(attacker, []).append(partner)
        self.best: dict[C, A] = {}
        self.best_count = -1
        self.tried = 0
        self.steps = 0
        self.chosen: dict[C, A] = {}

    def run(self) -> bool:
        """Search; whether it finished within :data:`SEARCH_LIMIT`."""
        return self._from(0)

    def _from(self, index: int) -> bool:
        if len(self.chosen) + len(self.hard) - index <= self.best_count:
            return True  # can't do better than the best found
        if index == len(self.hard):
            self.tried += 1
            if self.tried > SEARCH_LIMIT or self.steps > STEP_LIMIT:
                return False
            helped = self._partnered()
            if helped is not None:
                self.best_count = len(self.chosen)
                self.best = {**self.chosen, **helped}
            return True
        creature = self.hard[index]
        for attacker in self.options[creature]:
            self.chosen[creature] = attacker
            finished = self._from(index + 1)
            del self.chosen[creature]
            if not finished:
                return False
        return self._from(index + 1)

    def _partnered(self) -> dict[C, A] | None:
        """A different partner beside each attacker one chosen creature alone blocks, or
        ``None`` if there aren't enough (distinct representatives)."""
        alone = [a for a, n in Counter(self.chosen.values()).items() if n == 1]
        found = representatives([list(self.helpers.get(a, ())) for a in alone], step=self._step)
        return None if found is None else dict(zip(found, alone, strict=True))

    def _step(self) -> None:
        self.steps += 1


def one_more_obeyed(
    options: Mapping[C, Sequence[A]],
    blocks: Mapping[C, A],
    required: Collection[C],
    menace: Callable[[A], bool],
) -> C | None:
    """A required creature not blocking in ``blocks`` that could block with one creature
    added or moved and every other block kept legal (509.1c), or ``None``: what a
    declaration is judged by once :func:`most_obeyed` gives up."""
    load = Counter(blocks.values())
    for creature in required:
        if creature not in blocks and _beside(options, blocks, load, creature, menace):
            return creature
    return None


def _beside(
    options: Mapping[C, Sequence[A]],
    blocks: Mapping[C, A],
    load: Mapping[A, int],
    creature: C,
    menace: Callable[[A], bool],
) -> tuple[A, C | None] | None:
    """An attacker ``creature`` could block with every block of ``blocks`` kept legal,
    and the creature to add or move beside it if one must be (702.111b): one not
    blocking, or whose attacker keeps its blockers without it (none with menace, or
    three or more); ``None`` if there is none."""
    for attacker in options.get(creature, ()):
        if not menace(attacker) or load.get(attacker, 0) >= 2:
            return attacker, None
        for other in options:
            if other is creature or attacker not in options[other]:
                continue
            now = blocks.get(other)
            if now is None or not menace(now) or load[now] > 2:
                return attacker, other
    return None


def with_requirements(
    options: Mapping[C, Sequence[A]],
    blocks: Mapping[C, A],
    required: Collection[C],
    menace: Callable[[A], bool],
) -> dict[C, A]:
    """``blocks`` (a player's or a policy's wish) made a declaration obeying as many of
    the ``required`` creatures' requirements as can be (509.1c): the blocks
    :func:`most_obeyed` finds, then as many of ``blocks`` as stay legal, a lone blocker
    of an attacker with menace (702.111b) moved to an attacker without it if it must
    block, else left out."""
    best = most_obeyed(options, required, menace)
    if best is None:
        best = _one_at_a_time(options, required, menace)
    declared = {c: a for c, a in blocks.items() if c not in best and c in options}
    declared.update(best)
    load = Counter(declared.values())
    for creature, attacker in list(declared.items()):
        if menace(attacker) and load[attacker] == 1:
            plain = [a for a in options[creature] if not menace(a)]
            if creature in required and plain:
                declared[creature] = plain[0]
            else:
                del declared[creature]
    return declared


def _one_at_a_time(
    options: Mapping[C, Sequence[A]], required: Collection[C], menace: Callable[[A], bool]
) -> dict[C, A]:
    """Blocks obeying the requirements one by one, each with one creature added or
    moved beside it, until :func:`one_more_obeyed` finds none: where
    :func:`most_obeyed` gives up."""
    blocks: dict[C, A] = {}
    for creature in required:
        plain = [a for a in options.get(creature, ()) if not menace(a)]
        if plain:
            blocks[creature] = plain[0]
    while True:
        load = Counter(blocks.values())
        found = next(
            (
                (creature, way)
                for creature in required
                if creature not in blocks
                and (way := _beside(options, blocks, load, creature, menace)) is not None
            ),
            None,
        )
        if found is None:
            return blocks
        creature, (attacker, other) = found
        blocks[creature] = attacker
        if other is not None:
            blocks[other] = attacker
