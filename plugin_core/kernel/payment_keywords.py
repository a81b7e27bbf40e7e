"""Keywords that pay part of a spell's total cost other than with mana, as the cost is
paid (601.2h): convoke (702.51a: tapping an untapped creature you control pays {1} or one
mana of that creature's colour), improvise (702.126a: tapping an untapped artifact you
control pays {1}) and delve (702.66a: exiling a card from your graveyard pays {1}). The
player chooses each permanent or card, one at a time, or to pay the rest with mana;
what they choose is tapped or exiled at once, in the same action as the rest of the
payment, so a payment that fails undoes it (732)."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.payment import AnnouncedCost, Helper, payable_with
from cardhost.kernel.zone_changes import move
from cardhost.model.events import TappedOrUntapped
from cardhost.model.mana import Color, ManaType
from cardhost.model.zones import BATTLEFIELD, EXILE

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

PAY_WITH_MANA = "pay the rest with mana"
"""The answer that stops convoking, improvising or delving."""

_COLORED = tuple(t for t in ManaType if t.color is not None)


STAGES = ("convoke", "improvise", "delve")
"""The keywords that pay part of a cost, in the order they are asked."""


def pay_with_keywords(
    game: GameCore, spell: GameObject, player: Player, cost: AnnouncedCost
) -> AnnouncedCost:
    """What is left of ``cost`` for ``player`` to pay with mana once the spell's convoke,
    improvise and delve have paid what the player chooses (601.2h). When some choices
    let the pool pay the rest, only those are offered: each permanent, card or way
    offered, and paying the rest with mana, leaves a payment that can be completed."""
    stages = tuple(k for k in STAGES if spell.has_keyword(k))
    completable = bool(stages) and _finishes(game, player, cost, stages)
    if "convoke" in stages:
        cost = _convoke(game, spell, player, cost, stages, completable)
    if "improvise" in stages:
        cost = _improvise(game, spell, player, cost, stages, completable)
    if "delve" in stages:
        cost = _delve(game, spell, player, cost, completable)
    return cost


def helpers(
    game: GameCore,
    player: Player,
    stages: tuple[str, ...],
    without: GameObject | None = None,
    graveyard: int | None = None,
) -> list[Helper]:
    """What the keywords of ``stages`` could pay of a cost of ``player``'s besides their
    pool (601.2h): each untapped creature they control but ``without`` {1} or one mana
    of its colour (convoke), each untapped artifact {1} (improvise), each of the
    ``graveyard`` cards (their graveyard's by default) {1} (delve)."""
    found: list[Helper] = []
    for permanent in game.battlefield:
        if permanent.controller is not player or permanent.tapped or permanent is without:
            continue
        if "convoke" in stages and permanent.is_creature:
            colors = permanent.colors
            found.append((frozenset(t for t in _COLORED if t.color in colors), 1))
        elif "improvise" in stages and permanent.is_type("Artifact"):
            found.append((frozenset(), 1))
    cards = len(player.graveyard) if graveyard is None else graveyard
    if "delve" in stages and cards:
        found.append((frozenset(), cards))
    return found


def spell_helpers(game: GameCore, spell: GameObject, player: Player) -> list[Helper]:
    """What the spell's convoke, improvise and delve could pay of its cost (601.2h)."""
    stages = tuple(k for k in STAGES if spell.has_keyword(k))
    return helpers(game, player, stages) if stages else []


def _finishes(
    game: GameCore,
    player: Player,
    cost: AnnouncedCost,
    stages: tuple[str, ...],
    without: GameObject | None = None,
    graveyard: int | None = None,
) -> bool:
    """Whether ``cost`` could still be paid by ``player``'s pool and the keywords of
    ``stages`` (:func:`helpers`)."""
    return payable_with(player, cost, helpers(game, player, stages, without, graveyard))


def _convoke(
    game: GameCore,
    spell: GameObject,
    player: Player,
    cost: AnnouncedCost,
    stages: tuple[str, ...],
    completable: bool,
) -> AnnouncedCost:
    """702.51a: each creature tapped pays {1} or one mana of one of its colours."""
    later = stages[1:]
    while True:
        ways = {
            p: _ways(p, cost)
            for p in game.battlefield
            if p.controller is player and p.is_creature and not p.tapped
        }
        if completable:
            ways = _completing(game, player, cost, stages, ways)
        creatures = [p for p, found in ways.items() if found]
        if not creatures:
            return cost
        stop = not completable or _finishes(game, player, cost, later)
        what = f"a creature to tap for convoke to pay for {spell.name} (702.51a)"
        options = [*creatures, PAY_WITH_MANA] if stop else creatures
        chosen = game.choose(ChoiceKind.CONVOKE, player, what, options)
        if not isinstance(chosen, GameObject):
            return cost
        paid = ways[chosen][0]
        if len(ways[chosen]) > 1:
            asked = f"which mana {chosen} tapped for convoke pays (702.51a)"
            paid = game.choose(ChoiceKind.CONVOKE_MANA, player, asked, ways[chosen])
        _tap(game, chosen, f"convoke for {spell.name}, 702.51a")
        cost = _less(cost, paid)


def _completing(
    game: GameCore,
    player: Player,
    cost: AnnouncedCost,
    stages: tuple[str, ...],
    ways: dict[GameObject, list[str]],
) -> dict[GameObject, list[str]]:
    """Of each creature's ``ways`` to pay, those after which ``cost`` could still be
    paid: creatures of the same colours pay alike, so each colours' way is tried once."""
    tried: dict[tuple[frozenset[Color], str], bool] = {}
    kept: dict[GameObject, list[str]] = {}
    for creature, found in ways.items():
        kept[creature] = []
        for way in found:
            kind = (creature.colors, way)
            if kind not in tried:
                less = _less(cost, way)
                tried[kind] = _finishes(game, player, less, stages, creature)
            if tried[kind]:
                kept[creature].append(way)
    return kept


def _ways(creature: GameObject, cost: AnnouncedCost) -> list[str]:
    """What ``creature`` could pay of ``cost``: a mana symbol of one of its colours the
    cost has, and {1} if it has generic mana."""
    typed = {t for t in cost.typed if t.color is not None and t.color in creature.colors}
    ways = [t.symbol for t in sorted(typed, key=lambda t: "WUBRG".index(t.value))]
    return ways + (["{1}"] if cost.generic else [])


def _less(cost: AnnouncedCost, paid: str) -> AnnouncedCost:
    """``cost`` without the mana ``paid`` ("{1}" or a coloured symbol)."""
    if paid == "{1}":
        return replace(cost, generic=cost.generic - 1)
    typed = list(cost.typed)
    typed.remove(ManaType(paid.strip("{}")))
    return replace(cost, typed=tuple(typed))


def _improvise(
    game: GameCore,
    spell: GameObject,
    player: Player,
    cost: AnnouncedCost,
    stages: tuple[str, ...],
    completable: bool,
) -> AnnouncedCost:
    """702.126a: each artifact tapped pays {1}."""
    now = stages[stages.index("improvise") :]
    while cost.generic:
        artifacts = [
            p
            for p in game.battlefield
            if p.controller is player and p.is_type("Artifact") and not p.tapped
        ]
        if completable:  # one artifact pays as another does: asked once
            less = _less(cost, "{1}")
            if artifacts and not _finishes(game, player, less, now, artifacts[0]):
                artifacts = []
        if not artifacts:
            return cost
        stop = not completable or _finishes(game, player, cost, now[1:])
        what = f"an artifact to tap for improvise to pay {{1}} of {spell.name} (702.126a)"
        options = [*artifacts, PAY_WITH_MANA] if stop else artifacts
        chosen = game.choose(ChoiceKind.IMPROVISE, player, what, options)
        if not isinstance(chosen, GameObject):
            return cost
        _tap(game, chosen, f"improvise for {spell.name}, 702.126a")
        cost = _less(cost, "{1}")
    return cost


def _delve(
    game: GameCore, spell: GameObject, player: Player, cost: AnnouncedCost, completable: bool
) -> AnnouncedCost:
    """702.66a: each card exiled from its controller's graveyard pays {1}."""
    while cost.generic and player.graveyard:
        cards = len(player.graveyard)
        if completable and not _finishes(
            game, player, _less(cost, "{1}"), ("delve",), None, cards - 1
        ):
            return cost
        stop = not completable or _finishes(game, player, cost, ())
        what = f"a card to exile from your graveyard to pay {{1}} of {spell.name} (702.66a)"
        options = [*player.graveyard, PAY_WITH_MANA] if stop else list(player.graveyard)
        chosen = game.choose(ChoiceKind.DELVE, player, what, options)
        if not isinstance(chosen, GameObject):
            return cost
        move(game, chosen, EXILE, f"exiled for delve to pay for {spell.name}, 702.66a")
        cost = _less(cost, "{1}")
    return cost


def _tap(game: GameCore, permanent: GameObject, reason: str) -> None:
    if permanent.zone is BATTLEFIELD and not permanent.tapped:
        permanent.tapped = True
        game.emit(TappedOrUntapped(permanent, True, reason))
