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
from cardhost.kernel.payment import AnnouncedCost
from cardhost.kernel.zone_changes import move
from cardhost.model.events import TappedOrUntapped
from cardhost.model.mana import ManaType
from cardhost.model.zones import BATTLEFIELD, EXILE

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

PAY_WITH_MANA = "pay the rest with mana"
"""The answer that stops convoking, improvising or delving."""


def pay_with_keywords(
    game: GameCore, spell: GameObject, player: Player, cost: AnnouncedCost
) -> AnnouncedCost:
    """What is left of ``cost`` for ``player`` to pay with mana once the spell's convoke,
    improvise and delve have paid what the player chooses (601.2h)."""
    if spell.has_keyword("convoke"):
        cost = _convoke(game, spell, player, cost)
    if spell.has_keyword("improvise"):
        cost = _improvise(game, spell, player, cost)
    if spell.has_keyword("delve"):
        cost = _delve(game, spell, player, cost)
    return cost


def _convoke(
    game: GameCore, spell: GameObject, player: Player, cost: AnnouncedCost
) -> AnnouncedCost:
    """702.51a: each creature tapped pays {1} or one mana of one of its colours."""
    while True:
        creatures = [
            p
            for p in game.battlefield
            if p.controller is player and p.is_creature and not p.tapped and _pays(p, cost)
        ]
        if not creatures:
            return cost
        what = f"a creature to tap for convoke to pay for {spell.name} (702.51a)"
        chosen = game.choose(ChoiceKind.CONVOKE, player, what, [*creatures, PAY_WITH_MANA])
        if not isinstance(chosen, GameObject):
            return cost
        ways = _ways(chosen, cost)
        paid = ways[0]
        if len(ways) > 1:
            asked = f"which mana {chosen} tapped for convoke pays (702.51a)"
            paid = game.choose(ChoiceKind.CONVOKE_MANA, player, asked, ways)
        _tap(game, chosen, f"convoke for {spell.name}, 702.51a")
        cost = _less(cost, paid)


def _ways(creature: GameObject, cost: AnnouncedCost) -> list[str]:
    """What ``creature`` could pay of ``cost``: a mana symbol of one of its colours the
    cost has, and {1} if it has generic mana."""
    typed = {t for t in cost.typed if t.color is not None and t.color in creature.colors}
    ways = [t.symbol for t in sorted(typed, key=lambda t: "WUBRG".index(t.value))]
    return ways + (["{1}"] if cost.generic else [])


def _pays(creature: GameObject, cost: AnnouncedCost) -> bool:
    return bool(_ways(creature, cost))


def _less(cost: AnnouncedCost, paid: str) -> AnnouncedCost:
    """``cost`` without the mana ``paid`` ("{1}" or a coloured symbol)."""
    if paid == "{1}":
        return replace(cost, generic=cost.generic - 1)
    typed = list(cost.typed)
    typed.remove(ManaType(paid.strip("{}")))
    return replace(cost, typed=tuple(typed))


def _improvise(
    game: GameCore, spell: GameObject, player: Player, cost: AnnouncedCost
) -> AnnouncedCost:
    """702.126a: each artifact tapped pays {1}."""
    while cost.generic:
        artifacts = [
            p
            for p in game.battlefield
            if p.controller is player and p.is_type("Artifact") and not p.tapped
        ]
        if not artifacts:
            return cost
        what = f"an artifact to tap for improvise to pay {{1}} of {spell.name} (702.126a)"
        chosen = game.choose(ChoiceKind.IMPROVISE, player, what, [*artifacts, PAY_WITH_MANA])
        if not isinstance(chosen, GameObject):
            return cost
        _tap(game, chosen, f"improvise for {spell.name}, 702.126a")
        cost = _less(cost, "{1}")
    return cost


def _delve(game: GameCore, spell: GameObject, player: Player, cost: AnnouncedCost) -> AnnouncedCost:
    """702.66a: each card exiled from its controller's graveyard pays {1}."""
    while cost.generic and player.graveyard:
        what = f"a card to exile from your graveyard to pay {{1}} of {spell.name} (702.66a)"
        chosen = game.choose(ChoiceKind.DELVE, player, what, [*player.graveyard, PAY_WITH_MANA])
        if not isinstance(chosen, GameObject):
            return cost
        move(game, chosen, EXILE, f"exiled for delve to pay for {spell.name}, 702.66a")
        cost = _less(cost, "{1}")
    return cost


def _tap(game: GameCore, permanent: GameObject, reason: str) -> None:
    if permanent.zone is BATTLEFIELD and not permanent.tapped:
        permanent.tapped = True
        game.emit(TappedOrUntapped(permanent, True, reason))
