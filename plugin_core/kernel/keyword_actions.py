"""Keyword actions that put counters (701): bolster (701.39a), explore (701.44),
proliferate (701.34a), monstrosity (701.37a) and populate (701.36a); and what cascade
does as it resolves (702.85a). Each is one atomic action; its choices are its controller's."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from cardhost.kernel import counters, effects
from cardhost.kernel.actions import action
from cardhost.kernel.casting import additional_ways, cast_without_paying, may_cost_more
from cardhost.kernel.choices import ChoiceKind, succeeds
from cardhost.kernel.journal import drawing
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.zone_changes import move
from cardhost.model.events import BecameMonstrous, CardsRevealed
from cardhost.model.zones import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.model.definitions import Face

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
def monstrosity(game: GameCore, permanent: GameObject, amount: int) -> bool:
    """Monstrosity ``amount`` of ``permanent`` (701.37a): if it isn't monstrous, put that
    many +1/+1 counters on it and it becomes monstrous (701.37b), a
    :class:`BecameMonstrous` event; a permanent no longer on the battlefield does
    nothing. Whether it became monstrous."""
    if permanent.zone is not BATTLEFIELD or permanent.monstrous:
        return False
    counters.put(game, permanent, PLUS_ONE, amount)
    permanent.monstrous = True
    game.emit(BecameMonstrous(permanent, amount))
    return True


@action
def populate(game: GameCore, player: Player | str) -> GameObject | None:
    """``player`` populates (701.36a): chooses a creature token they control and creates
    a token that's a copy of it; with none, nothing (701.36b). The new token, if any."""
    who = game.as_player(player)
    tokens = [p for p in game.battlefield if p.controller is who and p.is_token and p.is_creature]
    if not tokens:
        return None
    prompt = "a creature token you control to populate, a copy of it created (701.36a)"
    chosen = game.choose(ChoiceKind.PERMANENT, who, prompt, tokens)
    made = effects.create_token_copies(game, chosen, who)
    return made[0] if made else None


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
        effects.give_poison(game, player, 1, source)
    if player.energy:
        effects.give_energy(game, player, 1, "proliferated, 701.34a")


DONT_CAST = "don't cast it"
"""The answer that casts nothing (702.85a, 702.88a: "you may cast")."""


@action
def cascade(game: GameCore, player: Player | str, value: int) -> GameObject | None:
    """Cascade as it resolves (702.85a), ``value`` the mana value of its spell: ``player``
    exiles cards from the top of their library until a nonland card of lesser mana value,
    and may cast it without paying its mana cost if the spell it becomes has lesser mana
    value (of a split card, a half, 709.3); the cards exiled and not cast go on the bottom
    of their library in a random order. Returns the spell cast, or ``None``."""
    who = game.as_player(player)
    exiled: list[GameObject] = []
    hit = None
    while who.library and hit is None:
        card = move(game, who.library[0], EXILE, "exiled by cascade, 702.85a")
        exiled.append(card)
        if not card.is_land and card.mana_value < value:
            hit = card
    spell = offer_cast(game, who, hit, "702.85a", below=value) if hit is not None else None
    rest = [card for card in exiled if card.zone is EXILE]
    with drawing(game.rng) as rng:
        rng.shuffle(rest)
    library = who.contents(LIBRARY)
    for card in rest:  # each under those before it
        new = move(game, card, LIBRARY, "put on the bottom of its owner's library, 702.85a")
        library.replace((*[c for c in library if c is not new], new))
    return spell


def offer_cast(
    game: GameCore,
    who: Player,
    card: GameObject,
    rule: str,
    *,
    below: int | None = None,
    may: bool = True,
) -> GameObject | None:
    """``who`` may cast ``card`` without paying its mana cost (118.9), a ``cast``
    decision naming each way it could be cast now: the card, kicked or with buyback
    too (702.33a, 702.27a, 118.9d: their costs, an additional cost's mana and any cost
    increase paid from the pool, mana abilities offered first), or each half of a split
    card (709.3; with aftermath only from a graveyard, 702.127a; of mana value less
    than ``below``, if given) and both fused
    from a hand (702.102a); without ``may`` they must, if they can. Not if it can't be
    cast (601.2c: no legal target, say): it stays where it is. The spell, or ``None``."""
    halves = card.definition.halves
    cast = partial(cast_without_paying, game, card, who)
    ways: list[tuple[str, Callable[[], GameObject]]] = []
    for index, half in enumerate(halves):
        if below is None or _mana_value(half) < below:
            ways.append((f"cast {half.name}", partial(cast, half=index)))
    fusing = halves and halves[0].fuse and card.zone is HAND
    if fusing and (below is None or _mana_value(card.definition.combined) < below):
        ways.append((f"cast {card.name} fused", partial(cast, fused=True)))
    if not halves:
        ways = [
            (f"cast {card.name}{said}", partial(cast, **how)) for said, how in additional_ways(card)
        ]
    faces = halves or (card.face,)
    asked = any(_additional_mana(face) for face in faces) or may_cost_more(game, card, who)
    if not halves and not asked and not succeeds(game, ways[0][1]):
        return None  # 601.2c: it can't be cast, kicked or not, whatever mana is made
    prompt = f"whether to cast {card.name} without paying its mana cost ({rule})"
    optional = any(face.kicker is not None or face.buyback is not None for face in faces)
    return game.offer_ways(who, card, ways, prompt, may=may, mana=asked or optional)


def _additional_mana(face: Face) -> bool:
    """Whether ``face``'s spell has an additional cost with mana (118.9d: paid when it is
    cast without paying its mana cost)."""
    extra = face.spell.additional_cost if face.spell is not None else None
    return extra is not None and bool(extra.mana.symbols)


def _mana_value(face: Face) -> int:
    return 0 if face.mana_cost is None else face.mana_cost.mana_value()
