"""Keyword actions that put counters (701): bolster (701.39a), explore (701.44) and
proliferate (701.34a). Each is one atomic action; its choices are its controller's."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel import counters
from cardhost.kernel.actions import action
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.zone_changes import move
from cardhost.model.events import CardsRevealed, EnergyChanged, PoisonCountersGiven
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD, HAND

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

PLUS_ONE = "+1/+1"
DONE = "done"
"""The answer that gives no more permanents or players a counter (701.34a)."""
KEEP_ON_TOP = "keep it on top"
TO_GRAVEYARD = "put it into your graveyard"
"""The answers to where an explored nonland card goes (701.44a)."""


@action
def bolster(game: GameCore, player: Player | str, amount: int) -> GameObject | None:
    """``player`` chooses a creature they control with the least toughness (or tied for
    it) and puts ``amount`` +1/+1 counters on it (701.39a); the creature, or ``None`` if
    they control none."""
    who = game.as_player(player)
    creatures = [p for p in game.battlefield if p.controller is who and p.is_creature]
    if not creatures:
        return None
    least = min(c.toughness or 0 for c in creatures)
    tied = [c for c in creatures if (c.toughness or 0) == least]
    chosen = tied[0]
    if len(tied) > 1:
        prompt = f"a creature with the least toughness to bolster {amount} (701.39a)"
        chosen = game.choose(ChoiceKind.PERMANENT, who, prompt, tied)
    counters.put(game, chosen, PLUS_ONE, amount)
    return chosen


@action
def explore(game: GameCore, permanent: GameObject) -> None:
    """``permanent`` explores (701.44a): its controller reveals the top card of their
    library; a land card goes into their hand; otherwise a +1/+1 counter goes on the
    permanent, if it is still on the battlefield, and they may put the card into their
    graveyard. With no card to reveal, no land was revealed: the counter still goes on
    (701.44a-b). Its last known information says who controlled it (701.44c)."""
    who = permanent.controller
    if not who.library:
        if permanent.zone is BATTLEFIELD:
            counters.put(game, permanent, PLUS_ONE, 1)
        return
    card = who.library[0]
    game.emit(CardsRevealed(who, (card,), f"the top of {who}'s library, exploring"))
    if card.is_land:
        move(game, card, HAND, "explored, 701.44a")
        return
    if permanent.zone is BATTLEFIELD:
        counters.put(game, permanent, PLUS_ONE, 1)
    prompt = f"where {card} goes as {permanent.name} explores (701.44a)"
    options = (KEEP_ON_TOP, TO_GRAVEYARD)
    if game.choose(ChoiceKind.EXPLORE, who, prompt, options, (card,)) == TO_GRAVEYARD:
        move(game, card, GRAVEYARD, "explored, 701.44a")


@action
def proliferate(game: GameCore, player: Player | str, source: GameObject) -> None:
    """``player`` chooses any number of permanents and/or players that have a counter,
    one at a time, then each gets one more counter of each kind it already has
    (701.34a), from an effect of ``source``."""
    who = game.as_player(player)
    left: list[GameObject | Player] = [
        *(p for p in game.battlefield if any(p.counters.values())),
        *(p for p in game.apnap() if p.poison or p.energy),
    ]
    chosen: list[GameObject | Player] = []
    while left:
        picked = game.choose(
            ChoiceKind.PROLIFERATE,
            who,
            "a permanent or player with counters to proliferate (701.34a), or done",
            [*left, DONE],
        )
        if picked == DONE:
            break
        chosen.append(picked)
        left = [o for o in left if o is not picked]
    for obj in chosen:
        if isinstance(obj, Player):
            _proliferate_player(game, obj, source)
        else:
            for kind, count in sorted(obj.counters.items()):
                if count:
                    counters.put(game, obj, kind, 1)


def _proliferate_player(game: GameCore, player: Player, source: GameObject) -> None:
    """A player's poison (122.1f) and energy (107.14) counters, one more of each."""
    if player.poison:
        player.poison += 1
        game.emit(PoisonCountersGiven(player, 1, player.poison, source))
    if player.energy:
        player.energy += 1
        game.emit(EnergyChanged(player, 1, player.energy, "proliferated, 701.34a"))
