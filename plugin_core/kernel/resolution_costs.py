"""Costs paid as a spell or ability resolves (118.12): "Counter target spell unless its
controller pays {3}", "sacrifice this unless you pay {1}{U}"; and a spell cast then for
an alternative cost (608.2g, 118.9): madness's (702.35a).

The player asked may pay the cost or decline. Before paying they may activate mana
abilities (605.3a), one decision at a time, as they could while casting a spell: the
decision offers paying (only when the cost can be paid now, 118.3), each mana ability
they could activate, and declining.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from cardhost.kernel import mana_abilities
from cardhost.kernel.actions import action
from cardhost.kernel.casting import additional_ways, cast_for
from cardhost.kernel.choices import ChoiceKind, succeeds
from cardhost.kernel.costs import pay_cost
from cardhost.kernel.zone_changes import move
from cardhost.model.actions import ManaActivation
from cardhost.model.costs import Cost
from cardhost.model.zones import EXILE, GRAVEYARD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject, Player
    from cardhost.model.mana import ManaCost

DECLINE = "don't pay"


def paid_by_any(
    game: GameCore,
    players: Sequence[Player],
    cost: Cost,
    reason: str,
    x: int = 0,
    source: GameObject | None = None,
) -> bool:
    """Whether one of ``players``, asked in turn order (101.4), pays ``cost`` for
    ``reason``: "unless any player pays {1}" (118.12a). Once one pays, no one else is
    asked. ``source`` pays what the cost takes of it: "you may sacrifice it" (118.12)."""
    return any(pays(game, player, cost, reason, x, source) for player in players)


def pays(
    game: GameCore,
    player: Player,
    cost: Cost,
    reason: str,
    x: int = 0,
    source: GameObject | None = None,
) -> bool:
    """Whether ``player`` chooses to pay ``cost`` for ``reason``, and pays it (118.12a);
    ``x`` is the value of X in its mana (107.3). Each mana ability they activate first
    resolves at once (605.3b); its mana stays in their pool if they then decline."""
    offer = offered(cost)
    prompt = f"{offer} for {reason}, or don't (118.12a)"
    itself = source if cost.sacrifice_self else None
    while True:
        options: list[Any] = []
        if succeeds(game, lambda: pay_cost(game, itself, player, cost, reason, x=x, log=False)):
            options.append(offer)
        options += _mana_abilities(game, player)
        options.append(DECLINE)
        answer = game.choose(ChoiceKind.PAY, player, prompt, options)
        if answer == offer:
            pay_cost(game, itself, player, cost, reason, x=x)
            return True
        if answer == DECLINE:
            return False
        _activate(game, player, answer)


NOT_CAST = "don't cast it"


def offer_cast_for(
    game: GameCore, player: Player, card: GameObject, cost: ManaCost, rule: str
) -> GameObject | None:
    """``player`` may cast ``card`` for ``cost`` as an effect resolves (608.2g, 118.9),
    kicked or not if it has kicker (702.33a, 118.9d), activating mana abilities first,
    one decision at a time (a ``cast`` decision: each way to cast it, only when it could
    be cast and paid now, each mana ability, or ``don't cast it``). The spell, or
    ``None``."""
    ways = [
        (f"cast {card.name} for {cost}{said}", partial(cast_for, game, card, player, cost, **how))
        for said, how in additional_ways(card)
    ]
    prompt = f"whether to cast {card.name} for {cost} ({rule})"
    return offer_ways(game, player, card, ways, prompt)


def offer_ways(
    game: GameCore,
    player: Player,
    card: GameObject,
    ways: Sequence[tuple[str, Callable[[], GameObject]]],
    prompt: str,
    *,
    may: bool = True,
    mana: bool = True,
) -> GameObject | None:
    """``player`` may cast ``card`` in one of ``ways`` (its option and the cast) as an
    effect resolves, activating mana abilities first (605.3a) if a way asks ``mana``, one
    ``cast`` decision at a time: each way that could be cast and paid now, each mana
    ability, and ``don't cast it`` (without ``may`` they must cast it, if they can: no
    ``don't cast it``, and nothing if no way could be). The spell, or ``None``."""
    while True:
        options: list[Any] = [offer for offer, cast in ways if succeeds(game, cast)]
        if not options and (not may or not mana):
            return None  # it can't be cast (601.2c: no legal target, say)
        if mana:
            options += _mana_abilities(game, player)
        if may:
            options.append(NOT_CAST)
        answer = game.choose(ChoiceKind.CAST, player, prompt, options, (card,))
        if answer == NOT_CAST:
            return None
        if isinstance(answer, ManaActivation):
            _activate(game, player, answer)
            continue
        return dict(ways)[answer]()


@action
def madness_cast(game: GameCore, card: GameObject) -> GameObject | None:
    """Madness's triggered ability resolving (702.35a): "its owner may cast it by paying
    [cost] rather than paying its mana cost. If that player doesn't, they put this card
    into their graveyard." Nothing if the card has left exile. The spell, or ``None``."""
    game.existing(card)
    cost = card.face.madness
    if card.zone is not EXILE or cost is None:
        return None
    spell = offer_cast_for(game, card.owner, card, cost, "702.35a")
    if spell is None and card.zone is EXILE:
        move(game, card, GRAVEYARD, "not cast for its madness cost, 702.35a")
    return spell


def offered(cost: Cost) -> str:
    """The option that pays ``cost``: "pay {3}", "pay 2 life", "discard a card"."""
    text = cost.text
    return f"pay {text}" if text.startswith("{") else text[:1].lower() + text[1:]


def _mana_abilities(game: GameCore, player: Player) -> list[ManaActivation]:
    found: list[ManaActivation] = []
    for permanent in game.battlefield:
        if permanent.controller is player:
            found += mana_abilities.activatable(game, permanent)
    return found


def _activate(game: GameCore, player: Player, chosen: ManaActivation) -> None:
    permanent: GameObject = next(p for p in game.battlefield if p.id == chosen.permanent)
    mana_abilities.activate(game, permanent, chosen.index, player)
