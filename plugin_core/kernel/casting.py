"""Casting spells (601.2) and activating abilities (602.2): announce, choose X and targets,
determine and pay the total cost, become cast or activated. Either happens whole or the
game returns to the moment before (601.2e, 732). And playing a land, the special action
a player takes with priority too (116.2a, 305.1)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import product
from typing import TYPE_CHECKING

from cardhost.kernel import counting, payment_keywords, player_rules, priority, targeting
from cardhost.kernel import face_down as face_down_module
from cardhost.kernel.actions import action, players_action
from cardhost.kernel.choices import ChoiceKind, Numbers
from cardhost.kernel.costs import could_choose_first, pay_cost
from cardhost.kernel.modes import choose_modes, enough_legal, legal_modes, wanted
from cardhost.kernel.objects import FUSED, GameObject
from cardhost.kernel.payment import Helper, announce, least_mana, most_x, payable
from cardhost.kernel.prohibitions import check_activation_allowed, check_no_split_second
from cardhost.kernel.stack import StackAbility
from cardhost.kernel.zone_changes import can_enchant, discard_card, enter_battlefield, move
from cardhost.model.actions import Cast
from cardhost.model.card_types import LOYALTY, SORCERY
from cardhost.model.costs import Cost, parse_cost
from cardhost.model.definitions import (
    ActivatedAbility,
    CostChange,
    Face,
    SpellAbility,
    cast_at_sorcery_speed,
)
from cardhost.model.errors import CardhostError, IllegalActionError
from cardhost.model.events import AbilityActivated, Cycled, LandPlayed, SpellCast
from cardhost.model.keywords import POOL_ALONE_DOESNT_PAY, affinity
from cardhost.model.mana import ManaCost, ManaType
from cardhost.model.targets import TargetSpec
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD, HAND, STACK

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import Player
    from cardhost.kernel.targeting import Target
    from cardhost.model.qualities import Quality


def sorcery_timing_allows(game: GameCore, player: Player) -> bool:
    """A sorcery's timing (307.1, 117.1a): the player's own main phase, stack empty."""
    return game.active_player is player and game.step.is_main_phase and not game.stack


def timely(game: GameCore, card: GameObject) -> bool:
    """Whether ``card``'s spell may be cast now as far as when goes: an instant or a
    spell with flash whenever its owner has priority (117.1a), any other only at a
    sorcery's timing (307.1, 117.1a). What :func:`check_cast` checks of timing."""
    return not _sorcery_speed(card) or sorcery_timing_allows(game, card.owner)


def _sorcery_speed(card: GameObject) -> bool:
    """Whether ``card``'s spell is cast only at a sorcery's timing (307.1, 117.1a): off
    the battlefield, where no continuous effect changes its characteristics, as its face
    says, found once for the face."""
    if card.zone is not BATTLEFIELD and card.zone is not None:
        return card.face.sorcery_speed
    return cast_at_sorcery_speed(card.types, card.keywords)


def check_sorcery_timing(game: GameCore, player: Player, what: str, rule: str) -> None:
    """A sorcery's timing (307.1, 117.1a): the player's own main phase, stack empty."""
    if sorcery_timing_allows(game, player):
        return
    if game.active_player is not player:
        raise IllegalActionError(rule, f"{player} can {what} only during their own turn")
    if not game.step.is_main_phase:
        raise IllegalActionError(rule, f"{what} only in a main phase")
    if game.stack:
        raise IllegalActionError(rule, f"{what} only while the stack is empty")


def check_land_play(game: GameCore, card: GameObject) -> Player:
    """``card``'s owner may play it now (116.2a, 305.1-305.3): what :func:`play_land`
    checks before anything is done, asked with nothing done. Returns the player."""
    game.existing(card)
    player = card.owner
    priority.check(game, player, "play a land")
    if card.zone is not HAND:
        raise IllegalActionError("305.1", f"{card} is not in {player}'s hand")
    if not card.is_land:
        raise IllegalActionError("305.1", f"{card} is not a land card")
    check_land_drop(game, player)
    return player


def check_land_drop(game: GameCore, player: Player) -> None:
    """What :func:`check_land_play` checks of the player alone, whatever the card: a
    sorcery's timing (305.1) and the lands they may play this turn (305.2)."""
    check_sorcery_timing(game, player, "play a land", "305.1")
    if player.lands_played >= player_rules.land_plays(game, player):
        plays = player_rules.land_plays(game, player)
        played = "a land" if plays == 1 else f"{plays} lands"
        raise IllegalActionError("305.2", f"{player} has already played {played} this turn")


@players_action
def play_land(game: GameCore, card: GameObject) -> GameObject | None:
    """Play a land from hand (305.1-305.3): a special action (116.2a), one land per turn."""
    player = check_land_play(game, card)
    player.lands_played += 1
    game.emit(LandPlayed(player, card))
    land = enter_battlefield(game, card, player, reason="played")
    priority.give(game, player)  # 117.3c
    return land


@players_action
def cast(
    game: GameCore,
    card: GameObject,
    *,
    x: int | None = None,
    target: Target | None = None,
    targets: Sequence[Target] | None = None,
    modes: Sequence[int] | None = None,
    kicked: bool = False,
    evoked: bool = False,
    dashed: bool = False,
    half: int | str | None = None,
    fused: bool = False,
    buyback: bool = False,
    divided: Sequence[int] | None = None,
    face_down: bool = False,
    alternative: bool = False,
) -> GameObject:
    """Cast a spell from its owner's hand, or from their graveyard for its flashback cost
    (601.2, 702.34a); of a split card, the ``half`` chosen (709.3: its name, or 0 for
    the left and 1 for the right), only that half evaluated (709.3a) and put on the
    stack (709.3b), a half with aftermath only from a graveyard (702.127a); ``fused``:
    both halves of a split card with fuse, from a hand (702.102a), one spell with both
    mana costs and both halves' targets and instructions, the left's first (702.102b-d):
    announce the modes of a modal spell (``modes``, by their places in the order
    written, from 0), X (each asked of the chooser if not given, 601.2b, 700.2), paying
    its kicker (``kicked``, 702.33a) and its buyback cost (``buyback``, 702.27a: it then
    returns to its owner's hand as it resolves), or its evoke cost instead of its mana
    cost (``evoked``, 702.74a, 118.9), or its dash cost (``dashed``, 702.109a: it then
    has haste and returns to its owner's hand at the next end step); choose its targets
    (``target`` for one, ``targets`` in order, those of the modes chosen only; asked of
    the chooser if not given, 601.2c) and how its divided damage is divided among them
    (``divided``, each target's share in order, each 1 or more; asked if not given,
    601.2d), pay the total cost with any additional cost from the mana pool (601.2f-h).
    ``face_down``: with its morph ability, as a 2/2 face-down creature spell for {3}
    (702.37c, 708.4). ``alternative``: for the alternative cost its card names rather
    than its mana cost (118.9), its non-mana parts paid with any additional cost
    (601.2f-h). Returns the spell on the stack.
    """
    game.existing(card)
    targets = targeting.targets_given(game, target, targets)
    player = card.owner
    priority.check(game, player, "cast a spell")
    if face_down:  # 708.4: turned face down before it is cast, and judged so
        face_down_module.check_castable_face_down(card, kicked, evoked, buyback, fused)
        if half is not None:
            raise IllegalActionError("708.4", f"{card} cast face down has no halves")
        card.face_down = True
    chosen = _fused(card, half) if fused else _half(card, half)
    if chosen is not None:
        card.half = chosen  # 709.3a: only the chosen half is evaluated
    cost, flashback, retrace = _castable(
        game, card, player, chosen, face_down, kicked, evoked, buyback, dashed, alternative
    )
    rebound = card.zone is HAND and card.has_keyword("rebound")  # 702.88a
    how = Casting(x, targets, modes, divided, flashback, kicked, evoked, buyback, face_down)
    if retrace or alternative:
        how = replace(how, retrace=retrace, alternative=alternative)
    spell = _becomes_cast(game, card, player, chosen, cost, how)
    if rebound:
        spell.rebound = True
    if dashed:
        spell.dashed = True  # 702.109a
    return spell


def check_cast(
    game: GameCore,
    card: GameObject,
    *,
    kicked: bool = False,
    evoked: bool = False,
    dashed: bool = False,
    buyback: bool = False,
    alternative: bool = False,
) -> None:
    """``card`` (not a split card, cast face up) may be cast now so, as far as
    :func:`cast` checks before the card moves (601.2a, 601.3, 117.1a, 307.1, 118.9a):
    asked with nothing done. Its targets and costs are found as it is cast (601.2c-h)."""
    game.existing(card)
    if card.definition.halves:
        raise CardhostError(f"{card} is a split card: cast it to find whether it can be")
    player = card.owner
    priority.check(game, player, "cast a spell")
    check_no_split_second(game, "cast a spell")  # 702.61a
    _castable(game, card, player, None, False, kicked, evoked, buyback, dashed, alternative)


def _castable(
    game: GameCore,
    card: GameObject,
    player: Player,
    chosen: int | None,
    face_down: bool,
    kicked: bool,
    evoked: bool,
    buyback: bool,
    dashed: bool,
    alternative: bool,
) -> tuple[ManaCost, bool, bool]:
    """What :func:`cast` checks before the card moves (601.2a, 601.3): from where, when
    (117.1a, 307.1) and for which cost (118.9a, 118.6). The mana cost it is cast for,
    and whether by flashback (702.34a) or retrace (702.81a)."""
    aftermath = chosen is not None and card.face.aftermath
    if aftermath and card.zone is not GRAVEYARD:
        raise IllegalActionError(
            "702.127a", f"{card.face.name} has aftermath: it can be cast only from a graveyard"
        )
    retrace = retraced(card)  # 702.81a: its mana cost and a land card discarded
    flashback = card.zone is GRAVEYARD and not aftermath and not retrace
    if flashback and not flashback_cost(card):
        raise IllegalActionError(
            "601.3", f"{card} is in {player}'s graveyard, and nothing lets it be cast from there"
        )
    if card.zone is not HAND and not flashback and not aftermath and not retrace:
        raise IllegalActionError("601.2a", f"{card} is not in {player}'s hand")
    if card.is_land:
        raise IllegalActionError("305.9", f"{card} is a land: lands are played, not cast")
    if _sorcery_speed(card):  # 307.1 for a sorcery; 117.1a for every other noninstant spell
        rule = "307.1" if SORCERY in card.types else "117.1a"
        named = f"{card.face_up.name} face down" if face_down else card.name
        check_sorcery_timing(game, player, f"cast {named}", rule)
    if dashed and (evoked or face_down):  # face down: {3} rather than its mana cost
        raise IllegalActionError(
            "118.9a", f"{card}: one alternative cost, evoke, dash or face down (702.37c)"
        )
    if alternative:
        _check_alternative(card, evoked or dashed or flashback or face_down)
    cost = _total_mana(card, kicked, evoked, buyback, dashed, alternative)
    if cost is None:
        raise IllegalActionError("118.6", f"{card} has no mana cost and can't be cast")
    return cost, flashback, retrace


@dataclass(frozen=True)
class Casting:
    """How a spell is being cast (601.2b-d): what its caster announced or gave, and the
    costs chosen; ``free``: without paying its mana cost, as an effect resolves (118.9,
    608.2g)."""

    x: int | None = None
    targets: Sequence[Target] | None = None
    modes: Sequence[int] | None = None
    divided: Sequence[int] | None = None
    flashback: bool = False
    kicked: bool = False
    evoked: bool = False
    buyback: bool = False
    face_down: bool = False
    free: bool = False
    resolving: bool = False
    """Cast as an effect resolves: no one gets priority after it (608.2g)."""
    retrace: bool = False
    """From a graveyard with retrace, a land card discarded as an additional cost
    (702.81a)."""
    alternative: bool = False
    """For its card's alternative cost rather than its mana cost (118.9)."""


def _check_alternative(card: GameObject, another: bool) -> None:
    """A spell cast for its alternative cost has one (118.9), and no other alternative
    cost with it: evoke, dash, flashback, face down (118.9a)."""
    if card.face.alternative_cost is None:
        raise IllegalActionError("118.9", f"{card} has no alternative cost")
    if another:
        raise IllegalActionError("118.9a", f"{card}: one alternative cost at a time")


def _becomes_cast(
    game: GameCore,
    card: GameObject,
    player: Player,
    half: int | None,
    cost: ManaCost,
    how: Casting,
) -> GameObject:
    """601.2a-i once the card may be cast: it moves to the stack, its modes, X and
    targets are announced, its total cost paid, and it becomes cast; its caster then
    gets priority, unless it was cast as an effect resolves (608.2g)."""
    check_no_split_second(game, "cast a spell")  # 702.61a: as an effect resolves too
    known = str(card)  # as its caster named it: the spell is a new object (400.7)
    if how.face_down:  # its owner sees which card moved (708.5); the spell is face down
        card.face_down = False
    spell = move(game, card, STACK, "cast, 601.2a", face_down=how.face_down)  # 601.2a
    try:
        return _announced_and_paid(game, card, spell, player, half, cost, how)
    except IllegalActionError as refusal:  # the spell is undone: named as the card was
        named = re.compile(re.escape(str(spell)) + r"(?!\d)")  # "#13", not "#130"
        if not named.search(refusal.message):
            raise
        message = named.sub(lambda _: known, refusal.message)
        raise IllegalActionError(refusal.rule, message) from None


def _announced_and_paid(
    game: GameCore,
    card: GameObject,
    spell: GameObject,
    player: Player,
    half: int | None,
    cost: ManaCost,
    how: Casting,
) -> GameObject:
    """601.2a-i from the card's move to the stack on: ``spell``, what ``card`` became."""
    if spell.base_controller is not player:  # 601.2a: "controlled by that player"
        spell.base_controller = player
    if half is not None:
        spell.half = half  # 709.3b: only that half is on the stack
    ability = spell.face.spell
    if how.flashback:
        spell.flashback = True  # its flashback cost paid: exiled as it leaves (702.34a)
    if how.kicked:
        spell.kicked = True  # 702.33d
    if how.buyback:
        spell.bought_back = True  # 702.27a
    if how.evoked:
        spell.evoked = True  # 702.74a
    chosen_modes = _announce_modes(game, spell, player, how.modes)  # 601.2b: modes first
    if chosen_modes:
        spell.modes = chosen_modes  # else the class default: see GameObject.__init__
    extra = ability.additional_cost if ability is not None else None
    if how.retrace:  # 702.81a: "by discarding a land card in addition to its other costs"
        extra = _with_land_discarded(extra)
    alternative = spell.face.alternative_cost
    if how.alternative and alternative is not None:  # 118.9: its parts other than mana
        rest = replace(alternative.cost, mana=ManaCost(), text=alternative.cost.non_mana_text)
        extra = rest.plus(extra) if extra is not None else rest
    if extra is not None and extra.mana.symbols:  # 601.2f: its mana is the total cost's too
        cost = ManaCost((*cost.symbols, *extra.mana.symbols))
        extra = replace(extra, mana=ManaCost(), text=extra.non_mana_text)
    life = extra.life if extra is not None else 0  # paid besides the mana (119.4)
    helping = payment_keywords.spell_helpers(game, spell, player)  # 702.51a, 702.126a, 702.66a

    def payable_xs() -> Numbers:
        return _payable_xs(game, spell, player, cost, helping, life)

    x = 0 if how.free else _announce_x(game, player, cost.has_x, how.x, card.name, payable_xs)
    spell.x = x
    # 601.2f: its cost increases and reductions as it is on the stack ("for each card in
    # your hand" doesn't count it), its X counted in its mana value (202.3e); cast without
    # paying its mana cost, to what an additional cost asks, increases to nothing (118.9d)
    reduction = cost_reduction(game, spell, player)
    spell.targets = _spell_targets(game, spell, player, how.targets)  # 601.2c
    if ability is not None and not ability.modes:  # 601.2d
        requirements = targeting.spell_requirements(spell)
        spell.division = targeting.divide(
            game, spell, ability.effects, requirements, player, how.divided
        )
    targeting.became_targets(game, spell, spell.targets, player)
    helping = payment_keywords.spell_helpers(game, spell, player)  # as its targets left them
    named = spell.name or str(spell)  # a face-down spell has no name (708.2a)
    announced = announce(game, player, cost, x or 0, named, reduction, helping, life)
    announced = payment_keywords.pay_with_keywords(game, spell, player, announced)  # 601.2h
    before = {t: player.mana_pool.count(t) for t in COLORED}
    paid = pay_cost(  # 601.2h
        game, None, player, extra or Cost(), named, extra_mana=announced, log=False
    )
    spent = sum(1 for t in COLORED if player.mana_pool.count(t) < before[t])
    if spent:
        spell.colors_spent = spent  # sunburst (702.44a), converge (207.2c)
    chosen = tuple(ability.modes[i].text for i in spell.modes) if ability is not None else ()
    counts = list(game.spells_this_turn) or [0] * len(game.players)
    counts[player.index] += 1
    game.spells_this_turn = tuple(counts)
    kicked, evoked, buyback = how.kicked, how.evoked, how.buyback
    cast = SpellCast(player, spell, paid, x, chosen, how.flashback, kicked, evoked, buyback)
    cast = replace(cast, alternative=True) if how.alternative else cast
    game.emit(cast)  # 601.2i
    if not how.resolving:
        priority.give(game, player)  # 117.3c; 608.2g: not as an effect resolves
    return spell


COLORED = tuple(t for t in ManaType if t.color is not None)
"""The types of mana of a colour (106.1b), whose spending sunburst and converge count."""
NO_MANA = ManaCost()
"""What a spell cast without paying its mana cost pays of mana (118.9)."""


@action
def cast_without_paying(
    game: GameCore,
    card: GameObject,
    player: Player | str,
    *,
    half: int | str | None = None,
    fused: bool = False,
    kicked: bool = False,
    bought_back: bool = False,
) -> GameObject:
    """``player`` casts ``card`` from where it is as an effect resolves, without paying
    its mana cost (118.9): its timing ignored and no one given priority after it
    (608.2g), X 0 (107.3b), its additional costs paid (118.9d), its kicker and buyback
    cost too if ``kicked`` and ``bought_back`` (702.33a, 702.27a: from the pool,
    reductions applied); its modes and targets asked of the chooser, the ``half`` of a
    split card as for :func:`cast` (a half with aftermath only from a graveyard,
    702.127a), or both halves from a hand if ``fused`` (702.102a); cast from a hand, a
    spell with rebound rebounds (702.88a). Raises :class:`IllegalActionError`, and
    changes nothing, if it can't be cast: a land (305.9), a spell without legal targets
    (601.2c)."""
    caster = _resolving_caster(game, card, player)
    chosen = _fused(card, half) if fused else _half(card, half)
    face = card.definition.halves[chosen] if chosen is not None and chosen != FUSED else None
    if face is not None and face.aftermath and card.zone is not GRAVEYARD:
        raise IllegalActionError("702.127a", f"{face.name} is cast only from a graveyard")
    if chosen is not None:
        card.half = chosen  # 709.3a: only the chosen half is evaluated
    rebound = card.zone is HAND and card.has_keyword("rebound")  # 702.88a
    cost = _with_additional(card, NO_MANA, kicked, bought_back)
    how = Casting(free=True, resolving=True, kicked=kicked, buyback=bought_back)
    spell = _becomes_cast(game, card, caster, chosen, cost, how)
    if rebound:
        spell.rebound = True
    return spell


@action
def cast_for(
    game: GameCore,
    card: GameObject,
    player: Player | str,
    cost: ManaCost,
    *,
    kicked: bool = False,
    bought_back: bool = False,
) -> GameObject:
    """``player`` casts ``card`` from where it is as an effect resolves, paying ``cost``
    rather than its mana cost (118.9: madness's, 702.35a), and its kicker and buyback
    cost if ``kicked`` and ``bought_back`` (702.33a, 702.27a, 118.9d), from their mana
    pool, cost reductions applied (601.2f); no one given priority after it (608.2g).
    Raises :class:`IllegalActionError`, and changes nothing, if it can't be cast or
    paid."""
    caster = _resolving_caster(game, card, player)
    cost = _with_additional(card, cost, kicked, bought_back)
    how = Casting(resolving=True, kicked=kicked, buyback=bought_back)
    return _becomes_cast(game, card, caster, None, cost, how)


def additional_ways(card: GameObject) -> list[tuple[str, dict[str, bool]]]:
    """The ways to cast ``card`` with or without each optional additional cost it has,
    kicker and buyback (702.33a, 702.27a, 118.9d): how an option says it, and the
    arguments of the cast."""
    face = card.face
    kicks = (False, True) if face.kicker is not None else (False,)
    buys = (False, True) if face.buyback is not None else (False,)
    return [
        (
            (f", kicked: {face.kicker}" if kicked else "")
            + (f", with buyback: {face.buyback}" if bought else ""),
            {"kicked": kicked, "bought_back": bought},
        )
        for kicked, bought in product(kicks, buys)
    ]


def _with_additional(card: GameObject, cost: ManaCost, kicked: bool, bought_back: bool) -> ManaCost:
    """``cost`` and, if ``kicked`` and ``bought_back``, the card's kicker and buyback
    costs (702.33a, 702.27a: additional costs, paid with an alternative cost too,
    118.9d)."""
    face = card.face
    if kicked and face.kicker is None:
        raise IllegalActionError("702.33a", f"{card} has no kicker")
    if bought_back and face.buyback is None:
        raise IllegalActionError("702.27a", f"{card} has no buyback")
    extra = [c for c, paid in ((face.kicker, kicked), (face.buyback, bought_back)) if paid and c]
    if not extra:
        return cost
    return ManaCost((*cost.symbols, *(s for c in extra for s in c.symbols)))


def _resolving_caster(game: GameCore, card: GameObject, player: Player | str) -> Player:
    """Who casts ``card`` as an effect resolves, once it could be: not a land (305.9),
    nor an object on the stack or the battlefield (601.2a)."""
    game.existing(card)
    if card.is_land:
        raise IllegalActionError("305.9", f"{card} is a land: lands are played, not cast")
    if card.zone in (STACK, BATTLEFIELD):
        raise IllegalActionError("601.2a", f"{card} is on the {card.zone.value}")
    return game.as_player(player)


def _half(card: GameObject, half: int | str | None) -> int | None:
    """The half of a split card to cast (709.3), by its name or place; ``None`` for
    another card."""
    halves = card.definition.halves
    if not halves:
        if half is not None:
            raise CardhostError(f"{card} is not a split card: it has no halves (709.1)")
        return None
    names = [face.name for face in halves]
    if isinstance(half, str) and half in names:
        return names.index(half)
    if isinstance(half, int) and not isinstance(half, bool) and half in (0, 1):
        return half
    raise IllegalActionError(
        "709.3", f"choose which half of {card.name} to cast: {names[0]!r} or {names[1]!r}"
    )


def _fused(card: GameObject, half: int | str | None) -> int:
    """Both halves of a split card with fuse, cast from its owner's hand (702.102a)."""
    if half is not None:
        raise CardhostError("a fused split spell is both halves: give fused or half, not both")
    if not card.definition.halves or not card.definition.front.fuse:
        raise IllegalActionError(
            "702.102a", f"{card} has no fuse: its halves are cast one at a time"
        )
    if card.zone is not HAND:
        raise IllegalActionError("702.102a", f"{card} is fused only as it is cast from a hand")
    return FUSED


def flashback_cost(card: GameObject) -> ManaCost | None:
    """The flashback cost of ``card``'s spell ability, if it has one (702.34a)."""
    ability = card.face.spell
    return ability.flashback if ability is not None else None


def mana_cost_payable(game: GameCore, card: GameObject, pool: int | None = None) -> bool:
    """Whether ``card``'s spell, cast from its owner's hand for its mana cost, or from
    their graveyard for its flashback cost (702.34a) or by retrace (702.81a), with X 0
    and its cost reductions (601.2f), could be paid from their pool and life (601.2h):
    if not, neither can it with its kicker or buyback cost added. A spell some keyword
    lets more than the pool pay for, a split card and a card elsewhere are not judged
    here (``True``). ``pool``: how much mana the owner's pool holds, if the caller
    asking of many of their cards found it."""
    if card.zone not in (HAND, GRAVEYARD) or card.definition.halves:
        return True
    if not card.keywords.isdisjoint(POOL_ALONE_DOESNT_PAY):
        return True
    cost = _total_mana(card, False, False)
    if cost is None:
        return True  # refused for that as it is cast (118.6)
    player = card.owner
    if pool is None:
        pool = player.mana_pool.total
    if pool < cost.least_beyond_generic:
        return False  # not enough for what no reduction lowers (601.2f), found first
    if counted_reduction(game, card, player) or (
        cost.has_x and reduces_by_mana_value(game, player)
    ):
        return True  # found only with the card on the stack (601.2a, 601.2f, 202.3e)
    reduction = cost_reduction(game, card, player)
    if pool + reduction < least_mana(cost):
        return False  # not enough mana in all, whatever pays what
    return payable(player, cost, 0, reduction)


def completes(
    game: GameCore,
    card: GameObject,
    *,
    kicked: bool = False,
    evoked: bool = False,
    buyback: bool = False,
    dashed: bool = False,
    alternative: bool = False,
) -> bool | None:
    """Whether casting ``card`` from its owner's hand (or their graveyard for its
    flashback cost, 702.34a) so, once :func:`check_cast` allows it (601.2a, 117.1a,
    307.1), would complete, asked with nothing done: ``True`` if nothing could stop it,
    ``False`` if something certainly does, ``None`` if only casting it tells. Asked of a
    spell with no X (601.2b), divided damage (601.2d) or additional cost (601.2f) but
    one that asks only objects chosen (``Cost.choices_alone``), whose
    mana the pool alone pays (no convoke, improvise or delve: 601.2h), moved to the
    stack where no plugin of the game could send it elsewhere (614.1a): it completes
    if its pool and life pay its total
    mana (601.2f-h, its hybrid and Phyrexian symbols announced among the ways that pay,
    601.2b), what its additional cost asks could be chosen (118.3), and it has as many
    modes as it must choose that could be chosen (700.2a), and
    each target (601.2c, 115.1, 115.3) it must have (an Aura, something it could
    enchant: 303.4a), judged as the spell would judge them; else it can't."""
    if dashed or alternative or card.face_down or card.face.morph is not None:
        return None
    flashback = card.zone is GRAVEYARD and flashback_cost(card) is not None
    if card.zone is not HAND and not flashback:
        return None  # from a graveyard only for its flashback cost (702.34a)
    if card.definition.halves:
        return None
    cost = _total_mana(card, kicked, evoked, buyback)
    if cost is None or cost.has_x or not card.keywords.isdisjoint(POOL_ALONE_DOESNT_PAY):
        return None
    spell = card.face.spell
    extra = spell.additional_cost if spell is not None else None
    if spell is not None:
        parts = (spell, *spell.modes)
        if extra is not None and not extra.choices_alone:
            return None
        if any(i.divided for part in parts for i in part.effects):
            return None
        if not all(isinstance(t, TargetSpec) for part in parts for t in part.targets):
            return None  # a plugin's requirement: it may read the spell where it is
    if game.host.implements("replace_zone_change"):
        return None
    player = card.owner
    if counted_reduction(game, card, player):
        return None  # found only with the card on the stack (601.2a, 601.2f)
    if not payable(player, cost, 0, cost_reduction(game, card, player)):
        return False
    if extra is not None and not could_choose_first(game, player, extra, card):
        return False  # 118.3: too few to sacrifice, discard, ... (the card itself aside)
    if card.is_aura:  # its target is what it will enchant (303.4a)
        return next(_enchantable(game, card, player), None) is not None
    if spell is None:
        return True
    if spell.modes:  # each mode's targets its own (115.3): enough modes that could be
        return enough_legal(game, card, spell.modes, player, spell.least)  # 700.2a
    return targeting.could_choose(game, card, spell.targets, player)


def _enchantable(game: GameCore, aura: GameObject, player: Player) -> Iterator[GameObject]:
    """The permanents ``player``'s Aura spell could target, those it could enchant
    (115.1b, 303.4a), one at a time."""
    for permanent in game.battlefield:
        if can_enchant(game, aura, permanent) and targeting.targetable(permanent, aura, player):
            yield permanent


def _total_mana(
    card: GameObject,
    kicked: bool,
    evoke: bool,
    buyback: bool = False,
    dash: bool = False,
    alternative: bool = False,
) -> ManaCost | None:
    """The mana of the cost ``card`` is cast for (601.2f): its evoke or dash cost (an
    alternative cost, only from a hand, 702.74a, 702.109a, 118.9a), the mana of its
    alternative cost (118.9), or the cost from where it is,
    and its kicker (702.33a) and buyback cost (702.27a), additional costs it may have
    only if it has kicker or buyback."""
    plain = not (kicked or evoke or buyback or dash or alternative or card.face_down)
    if plain and card.zone is HAND:
        return card.face.mana_cost  # what is asked most: a card in a hand, as printed
    face = card.face
    if card.face_down:  # 702.37c: {3} rather than its mana cost
        return face_down_module.FACE_DOWN_COST
    extra = _with_additional(card, NO_MANA, kicked, buyback)
    if evoke and (face.evoke is None or card.zone is not HAND):
        rule = "702.74a" if face.evoke is None else "118.9a"
        raise IllegalActionError(rule, f"{card} can't be cast for an evoke cost from here")
    if dash and (face.dash is None or card.zone is not HAND):
        rule = "702.109a" if face.dash is None else "118.9a"
        raise IllegalActionError(rule, f"{card} can't be cast for a dash cost from here")
    cost = face.evoke if evoke else (face.dash if dash else cost_to_cast(card))
    if alternative and face.alternative_cost is not None:
        cost = face.alternative_cost.cost.mana
    if cost is None or not extra.symbols:
        return cost
    return ManaCost((*cost.symbols, *extra.symbols))


def mana_cast_for(card: GameObject, cast: Cast, face: Face) -> ManaCost | None:
    """The mana of the cost ``cast`` casts ``card`` for (601.2f), ``face`` the half it
    names or its face: {3} face down (702.37c); a fused split card's halves' mana costs
    (702.102c); a half's own (709.3); else as :func:`_total_mana` finds it (flashback,
    evoke, dash, an alternative cost, kicker, buyback). Raises
    :class:`IllegalActionError` for a way the card has no cost for."""
    if cast.face_down:
        return face_down_module.FACE_DOWN_COST
    if cast.fused:
        return card.definition.combined.mana_cost
    if cast.half:
        return face.mana_cost
    return _total_mana(
        card, cast.kicked, cast.evoked, cast.bought_back, cast.dashed, cast.alternative
    )


def cost_reduction(game: GameCore, card: GameObject, player: Player) -> int:
    """How much less generic mana ``card``'s spell costs ``player`` to cast (601.2f):
    {1} for each permanent of the kind each "affinity for" counts among those the player
    controls (702.41a), every instance (702.41b); less what increases add (a negative
    reduction: "Noncreature spells cost {1} more to cast"), all of them before the
    reductions are taken off and the total never below {0} (601.2f), as paying it counts."""
    total = _own_reduction(game, card, player)
    for reduction, kind, permanent in _kind_reductions(game, player):
        if kind.matches(card, player, permanent):
            total += _reduced(game, reduction, player, permanent)
    return total


def _own_reduction(game: GameCore, card: GameObject, player: Player) -> int:
    """What ``card``'s own words take off its cost (601.2f): affinity (702.41a-b) and
    "This spell costs {1} less to cast" (or add to it: "{1} more")."""
    total = 0
    for keyword in card.keywords:
        counted = affinity(keyword)
        if counted is not None:
            total += _affinity_count(game, counted, player)
    for reduction in card.face.cost_changes:
        if reduction.spells is None:
            total += _reduced(game, reduction, player, card)
    return total


def _kind_reductions(
    game: GameCore, player: Player
) -> Iterator[tuple[CostChange, Quality, GameObject]]:
    """Each change of a kind of spells ``player`` casts that permanents give ("Artifact
    spells you cast cost {1} less to cast", "Noncreature spells cost {1} more to cast"),
    the kind, and the permanent."""
    for permanent in game.permanents_changing_costs:
        if permanent.has_rules_text:
            for change in permanent.face.cost_changes:
                if change.spells is not None and _casts_for(game, change, permanent, player):
                    yield change, change.spells, permanent


def _casts_for(game: GameCore, change: CostChange, permanent: GameObject, player: Player) -> bool:
    """Whether ``permanent``'s ``change`` applies to the spells ``player`` casts: its
    controller's, their opponents', or everyone's (601.2f)."""
    if change.casters == "a player":
        return True
    if change.casters == "an opponent":
        return player in game.opponents(permanent.controller)
    return permanent.controller is player


def may_cost_more(game: GameCore, card: GameObject, player: Player) -> bool:
    """Whether an increase may apply to ``card``'s spell cast by ``player`` (601.2f): one
    of its own ("This spell costs {2} more to cast if ..."), or a permanent's of its kind
    ("Noncreature spells cost {1} more to cast"): mana it asks even when cast without
    paying its mana cost (118.9d)."""
    faces = card.definition.halves or (card.face,)
    if any(c.more for face in faces for c in face.cost_changes if c.spells is None):
        return True
    return any(
        change.more and kind.matches(card, player, permanent)
        for change, kind, permanent in _kind_reductions(game, player)
    )


def counted_reduction(game: GameCore, card: GameObject, player: Player) -> bool:
    """Whether a cost change that may apply to ``card``'s spell counts something or has
    a condition (601.2f): what it comes to is found once the card has moved to the stack
    (601.2a), where "for each card in your hand" no longer counts it, so asked of the
    card where it is now it may say more or less. Affinity counts permanents only."""
    if any(r.per or r.condition for r in card.face.cost_changes if r.spells is None):
        return True
    return any(r.per or r.condition for r, _, _ in _kind_reductions(game, player))


def _affinity_count(game: GameCore, counted: Quality, player: Player) -> int:
    """How many permanents ``player`` controls of the kind affinity counts (702.41a):
    found once for each change of the board, as a permanent's characteristics are
    (the kind is read of permanents only)."""
    now = game.board_version
    kept = game.affinity_counts
    if kept.get(None) != now:
        kept.clear()
        kept[None] = now
    key = (counted, player.index)
    found = kept.get(key)
    if found is None:
        found = kept[key] = sum(counted.matches(p, player) for p in game.battlefield)
    return found  # type: ignore[no-any-return]


def _reduced(game: GameCore, reduction: CostChange, player: Player, source: GameObject) -> int:
    """How much generic mana one change takes off (601.2f), or adds (negative): nothing
    while its condition doesn't hold, its amount for each of its count."""
    condition = reduction.condition
    if condition is not None and not condition.holds(
        counting.count(game, condition.count, player, source)
    ):
        return 0
    times = 1 if reduction.per is None else counting.count(game, reduction.per, player, source)
    return -reduction.generic * times if reduction.more else reduction.generic * times


def cost_to_cast(card: GameObject) -> ManaCost | None:
    """The mana cost ``card`` is cast for from where it is: from a graveyard its flashback
    cost, rather than its mana cost (702.34a, 118.9), but a half with aftermath its own
    (702.127a) and a card with retrace its mana cost (702.81a); else its mana cost
    (601.2f)."""
    if card.zone is GRAVEYARD and not card.face.aftermath and not retraced(card):
        return flashback_cost(card)
    return card.mana_cost


def retraced(card: GameObject) -> bool:
    """Whether ``card`` would be cast by its retrace (702.81a): in a graveyard, with
    retrace and no flashback (which would be the way, 702.34a), not a half with
    aftermath."""
    return (
        card.zone is GRAVEYARD
        and card.has_keyword("retrace")
        and not flashback_cost(card)
        and not card.face.aftermath
    )


LAND_CARD = parse_cost("Discard a land card", additional=True)
"""Retrace's additional cost (702.81a)."""


def _with_land_discarded(extra: Cost | None) -> Cost:
    """A spell's additional cost with a land card discarded too (702.81a)."""
    if extra is None:
        return LAND_CARD
    text = f"{extra.text}, {LAND_CARD.text}" if extra.text else LAND_CARD.text
    return replace(extra, text=text, discard=(*extra.discard, *LAND_CARD.discard))


@players_action
def activate(
    game: GameCore,
    permanent: GameObject,
    index: int = 0,
    *,
    x: int | None = None,
    target: Target | None = None,
    targets: Sequence[Target] | None = None,
    divided: Sequence[int] | None = None,
) -> StackAbility:
    """Activate the activated ability ``index`` (from 0, in its card file's order) of
    a permanent, other than a mana ability (602.2): X, targets, a division of damage
    (``divided``) and costs as for a spell. Returns the ability on the stack."""
    targets = targeting.targets_given(game, target, targets)
    player, definition, key = check_activation(game, permanent, index)
    cost = definition.cost

    def payable_xs() -> Numbers:
        most = max(0, most_x(player, cost.mana, life_besides=cost.life))
        if cost.loyalty_x:  # 606.6: no more than the loyalty counters its other costs leave
            loyalty = max(0, counters - cost.loyalty_removed_besides)
            most = min(most, loyalty) if cost.mana.has_x else loyalty
        return Numbers((range(most + 1),))

    what = f"{permanent.name}'s ability"
    counters = permanent.counters.get(LOYALTY, 0)
    besides = cost.loyalty_removed_besides
    loyalty = max(0, counters - besides)
    if cost.loyalty_x and isinstance(x, int) and not isinstance(x, bool) and x > loyalty:
        others = f", {besides} of them removed by its other costs" if besides else ""
        raise IllegalActionError(
            "606.6",
            f"X can be at most {loyalty}: {permanent} has {counters} loyalty counter(s){others}",
        )
    x = _announce_x(game, player, cost.has_x, x, what, payable_xs)
    cost = cost.with_x(x or 0)
    ability = StackAbility(
        permanent,
        player,
        definition.text,
        requirements=definition.targets,
        x=x or 0,
        activated=definition,
        index=index,
    )
    game.shared_zones[STACK].append(ability)  # 602.2a
    ability.targets = targeting.choose(  # 601.2c, 602.2b
        game, ability, definition.targets, player, targets, "602.2b"
    )
    ability.division = targeting.divide(  # 601.2d, 602.2b
        game, ability, definition.effects, definition.targets, player, divided
    )
    targeting.became_targets(game, ability, ability.targets, player)
    paid = pay_cost(
        game,
        permanent,
        player,
        cost,
        ability.name,
        x=x or 0,
        log=False,
        remember=ability.data,
    )
    used = {key, (permanent.id, *LOYALTY_USED)} if definition.is_loyalty else {key}
    game.activated_this_turn = game.activated_this_turn | used
    game.emit(AbilityActivated(player, ability, paid))
    priority.give(game, player)  # 117.3c
    return ability


def check_activation(
    game: GameCore, permanent: GameObject, index: int
) -> tuple[Player, ActivatedAbility, tuple[int, int, int]]:
    """The activated ability ``index`` of ``permanent`` may be activated now, as far as
    :func:`activate` checks before it goes on the stack (602.2, 602.5, 606.3, 113.6k):
    asked with nothing done. Who activates it, the ability, and its key for "only once
    each turn" (602.5b). Its targets and cost are found as it is activated (602.2b)."""
    game.existing(permanent)
    if not isinstance(index, int) or isinstance(index, bool):
        raise CardhostError(f"an ability number is an int, not {index!r}")
    player = permanent.controller if permanent.zone is BATTLEFIELD else permanent.owner
    priority.check(game, player, "activate an ability")
    check_no_split_second(game, "activate an ability")  # 702.61a
    if permanent.zone not in (BATTLEFIELD, GRAVEYARD, HAND):
        raise IllegalActionError("602.2", f"{permanent} is not on the battlefield")
    abilities = permanent.activated_abilities  # none for a land that lost them (305.7)
    if not 0 <= index < len(abilities):
        raise IllegalActionError("602.1", f"{permanent} has no activated ability number {index}")
    definition = abilities[index]
    functions_in = GRAVEYARD if definition.from_graveyard else BATTLEFIELD
    functions_in = HAND if definition.from_hand else functions_in
    if permanent.zone is not functions_in:  # 113.6k
        where = (
            "the battlefield"
            if functions_in is BATTLEFIELD
            else f"its owner's {functions_in.value}"
        )
        raise IllegalActionError("113.6k", f"{permanent}'s ability functions only in {where}")
    if permanent.zone is BATTLEFIELD:
        check_activation_allowed(permanent)
    if definition.sorcery_speed:
        check_sorcery_timing(game, player, f"activate {permanent.name}'s ability", "602.5d")
    if definition.is_loyalty:
        _check_loyalty_ability(game, player, permanent)
    key = (permanent.id, *permanent.ability_origin(index))
    if definition.once_each_turn and key in game.activated_this_turn:
        raise IllegalActionError(
            "602.5b", f"{permanent}'s ability can be activated only once each turn"
        )
    return player, definition, key


LOYALTY_USED = (-2, 0)
"""What the game's record of the abilities activated this turn holds, after a
permanent's number, once a loyalty ability of it has been activated (606.3): kept
whatever becomes of that ability (granted by a permanent gone, a face transformed away).
No ability's own origin is this (:meth:`GameObject.ability_origin`)."""


def _check_loyalty_ability(game: GameCore, player: Player, permanent: GameObject) -> None:
    """A loyalty ability is activated as a sorcery could be cast, and only if no loyalty
    ability of its permanent has been activated this turn (606.3): by the permanent's
    record (:data:`LOYALTY_USED`)."""
    check_sorcery_timing(game, player, f"activate {permanent.name}'s loyalty ability", "606.3")
    if (permanent.id, *LOYALTY_USED) in game.activated_this_turn:
        raise IllegalActionError(
            "606.3",
            f"a loyalty ability of {permanent} has been activated this turn: only one a turn",
        )


@players_action
def cycle(game: GameCore, card: GameObject, index: int = 0) -> StackAbility:
    """Cycle ``card`` from its owner's hand (702.29a): its cycling ability goes on the
    stack (602.2a), its mana is paid and the card discarded (602.2b, 601.2h), and as it
    resolves its controller draws a card, or for typecycling searches (702.29e; ``index``
    says which of its cycling abilities, from 0, cycling first). "When you cycle"
    abilities trigger from where the card went (702.29c). Returns the ability on the
    stack."""
    game.existing(card)
    player = card.owner
    priority.check(game, player, "cycle a card")
    check_no_split_second(game, "activate an ability")  # 702.61a: cycling is one
    if card.zone is not HAND:
        raise IllegalActionError(
            "702.29a", f"{card} is not in {player}'s hand: it cycles only there"
        )
    abilities = card.face.cycling
    if not isinstance(index, int) or isinstance(index, bool) or not 0 <= index < len(abilities):
        raise IllegalActionError("702.29a", f"{card} has no cycling ability {index!r}")
    definition = abilities[index]
    ability = StackAbility(card, player, definition.text, activated=definition)
    game.shared_zones[STACK].append(ability)  # 602.2a
    paid = pay_cost(game, card, player, definition.cost, ability.name, log=False)
    new = discard_card(game, card, "discarded to pay a cycling cost, 702.29a")
    game.emit(AbilityActivated(player, ability, paid))
    game.emit(Cycled(player, card, new))
    priority.give(game, player)  # 117.3c
    return ability


def _announce_x(
    game: GameCore,
    player: Player,
    has_x: bool,
    x: int | None,
    what: str,
    payable_xs: Callable[[], range | Numbers],
) -> int | None:
    """The value of X (601.2b, 107.3a) of a cost that ``has_x``: announced, or asked of
    the chooser among ``payable_xs()``, those the total cost could be paid with (601.2f,
    601.2h); 0 at least. One announced that the total cost couldn't be paid with is
    refused here, before the targets are chosen (601.2h: the cast would be taken back as
    it is paid)."""
    if not has_x:
        if x is not None:
            raise IllegalActionError("107.3", f"{what} has no X in its cost")
        return None
    if x is None:
        return game.choose(  # type: ignore[no-any-return]
            ChoiceKind.X, player, f"the value of X for {what} (601.2b)", payable_xs()
        )
    if not isinstance(x, int) or isinstance(x, bool) or x < 0:
        raise IllegalActionError("601.2b", f"announce a value of X of 0 or more for {what}")
    offered = payable_xs()
    if x not in offered:
        raise IllegalActionError(
            "601.2h", f"{player} can't pay the total cost of {what} with X = {x} ({offered})"
        )
    return x


def _payable_xs(
    game: GameCore,
    spell: GameObject,
    player: Player,
    cost: ManaCost,
    helpers: Sequence[Helper],
    life_besides: int,
) -> Numbers:
    """Each X with which ``spell``'s total ``cost`` could be paid from the pool, the
    ``helpers`` and the life ``life_besides`` leaves (601.2b, 601.2f, 601.2h, 119.4): its
    reductions found with its mana value counting that X (202.3e). A reduction of spells
    by mana value applies to a stretch of Xs, those that take the mana value to its side
    of the number it compares (what else its kind says doesn't change with X), so each
    is asked once; between two Xs where the total changes a larger X only costs more, so
    the Xs payable there are the first up to the greatest :func:`most_x` finds. With
    none payable, 0 (the cast then fails as it is paid, 601.2h)."""
    before = spell.x
    spell.x = 0
    base = spell.mana_value
    spell.x = 1
    each = spell.mana_value - base  # its {X}s
    changes = {0: _own_reduction(game, spell, player)}  # by X: how the total changes there
    for reduction, kind, permanent in _kind_reductions(game, player):
        first, stop = 0, None  # the Xs it may apply to, ``stop`` the first past them
        compared = kind.compared
        if compared is not None and compared[0] == "mana value" and each > 0:
            _, way, number = compared
            if way == "or less":
                stop = _least_x(base, each, number + 1)
            else:
                first = _least_x(base, each, number)
        if stop == 0:
            continue
        spell.x = first
        if kind.matches(spell, player, permanent):
            amount = _reduced(game, reduction, player, permanent)
            changes[first] = changes.get(first, 0) + amount
            if stop is not None:
                changes[stop] = changes.get(stop, 0) - amount
    spell.x = before  # not announced yet: no value while it is asked (601.2b)
    starts = sorted(changes)
    found: list[range] = []
    reduction = 0
    for start, end in zip(starts, [*starts[1:], None], strict=True):
        reduction += changes[start]
        greatest = most_x(player, cost, reduction, helpers, life_besides)
        last = greatest if end is None else min(greatest, end - 1)
        if last < start:
            continue
        if found and found[-1].stop == start:
            found[-1] = range(found[-1].start, last + 1)
        else:
            found.append(range(start, last + 1))
    return Numbers(tuple(found) or (range(1),))


def _least_x(base: int, each: int, value: int) -> int:
    """The least X, 0 or more, with which a mana value of ``base`` and ``each`` for each
    X is ``value`` or more."""
    return max(0, -((base - value) // each))


def reduces_by_mana_value(game: GameCore, player: Player) -> bool:
    """Whether a reduction of ``player``'s spells compares mana value ("spells with mana
    value 4 or greater cost {1} less"): a spell's X counts in it on the stack (202.3e), so
    what the reduction comes to depends on the X announced."""
    return any(
        kind.compared is not None and kind.compared[0] == "mana value"
        for _, kind, _ in _kind_reductions(game, player)
    )


def _announce_modes(
    game: GameCore, spell: GameObject, player: Player, given: Sequence[int] | None
) -> tuple[int, ...]:
    """The modes of a modal spell (601.2b, 700.2): those announced, each checked, or else
    chosen by ``player`` (:func:`cardhost.kernel.modes.choose_modes`)."""
    ability = spell.face.spell
    if ability is None or not ability.modes:
        if given is not None:
            raise IllegalActionError("700.2", f"{spell} is not modal: it has no modes to choose")
        return ()
    bounds = (ability.least, ability.most)
    legal = legal_modes(game, spell, ability.modes, player)
    if len(legal) < ability.least:
        raise IllegalActionError(
            "700.2a", f"{spell} needs {wanted(*bounds)} modes; only {len(legal)} could be chosen"
        )
    if given is not None:
        return _announced_modes(spell, ability, legal, given)
    return choose_modes(game, spell.name, ability.modes, bounds, player, legal) or ()


def _announced_modes(
    spell: GameObject, ability: SpellAbility, legal: list[int], given: Sequence[int]
) -> tuple[int, ...]:
    """The modes announced for ``spell``, checked: numbers of its modes, each once, as
    many as its text says, each one that could be chosen (700.2, 700.2a, 700.2d)."""
    numbers = isinstance(given, (list, tuple))
    chosen = tuple(given) if numbers else ()
    if not numbers or any(isinstance(i, bool) or not isinstance(i, int) for i in chosen):
        raise IllegalActionError(
            "601.2b", f"announce {spell}'s modes as a list of their numbers, not {given!r}"
        )
    if len(set(chosen)) < len(chosen):
        raise IllegalActionError("700.2d", f"a mode of {spell} can't be chosen twice")
    if not ability.least <= len(chosen) <= ability.most:
        how_many = wanted(ability.least, ability.most)
        raise IllegalActionError("700.2", f"choose {how_many} of {spell}'s modes")
    for index in chosen:
        if not 0 <= index < len(ability.modes):
            raise IllegalActionError("700.2", f"{spell} has no mode number {index}")
        if index not in legal:
            text = ability.modes[index].text
            raise IllegalActionError("700.2a", f"{spell}'s mode {text!r} has no legal target")
    return tuple(sorted(chosen))


def _spell_targets(
    game: GameCore, spell: GameObject, player: Player, targets: Sequence[Target] | None
) -> tuple[Target, ...]:
    """An Aura spell targets what it will enchant (115.1b, 303.4a); an instant or sorcery
    what its spell ability names (115.1a)."""
    if spell.is_aura:
        legal = list(_enchantable(game, spell, player))
        if targets is None and legal:
            prompt = f"what {spell.name} will enchant ({spell.face.enchant}, 303.4a)"
            return (game.choose(ChoiceKind.TARGET, player, prompt, legal),)
        if targets is None or len(targets) != 1 or not any(targets[0] is o for o in legal):
            given = targets[0] if targets is not None and len(targets) == 1 else None
            if isinstance(given, GameObject) and can_enchant(game, spell, given):
                why = targeting.untargetable_by(given, spell, player)
                if why is not None:
                    raise IllegalActionError(why[0], f"{spell} can't target {given}: it {why[1]}")
            raise IllegalActionError(
                "303.4a", f"{spell} needs a target it can enchant ({spell.face.enchant})"
            )
        return (targets[0],)
    requirements = targeting.spell_requirements(spell)  # only the chosen modes' (700.2c)
    if not requirements and targets:
        raise IllegalActionError("601.2c", f"{spell} has no target")
    return targeting.choose(game, spell, requirements, player, targets, "601.2c")
