"""Costs paid as a spell or ability resolves (118.12): "Counter target spell unless its
controller pays {3}", "sacrifice this unless you pay {1}{U}".

The player asked may pay the cost or decline. Before paying they may activate mana
abilities (605.3a), one decision at a time, as they could while casting a spell: the
decision offers paying (only when the cost can be paid now, 118.3), each mana ability
they could activate, and declining.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from cardhost.kernel import mana_abilities
from cardhost.kernel.choices import ChoiceKind, succeeds
from cardhost.kernel.costs import pay_cost
from cardhost.model.actions import ManaActivation
from cardhost.model.costs import Cost

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject, Player

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
