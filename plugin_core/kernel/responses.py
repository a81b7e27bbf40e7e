"""What a player with priority may do (117.1, 117.3d), as values, and doing it.

What they could do is found by the checks each action makes before anything moves,
asked with nothing done, and, where those can't answer, by trying the action and undoing
the try; so the actions listed are exactly those the rules allow now, each with some
legal choice of X, targets and payment (the first); which choices are made is asked as
the action is taken.
"""

from __future__ import annotations

from dataclasses import replace
from itertools import product
from typing import TYPE_CHECKING, Any

from cardhost.kernel import casting, face_down, journal, mana_abilities, passing, suspending
from cardhost.kernel.casting import flashback_cost
from cardhost.kernel.choices import ChoiceKind, holds, succeeds
from cardhost.kernel.costs import check_unchosen_parts
from cardhost.kernel.payment import payable
from cardhost.model.actions import (
    PASS,
    Action,
    Activation,
    Cast,
    Cycle,
    ManaActivation,
    Pass,
    PlayLand,
    SuspendCard,
    Target,
    TurnFaceUp,
)
from cardhost.model.errors import CardhostError, IllegalActionError
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD, HAND, HIDDEN_ZONES, Zone

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject, Player
    from cardhost.model.definitions import Face


def legal_actions_of(game: GameCore, player: Player | str | None = None) -> list[Action]:
    """Everything ``player`` (by default whoever has priority) may do now, as values:
    none unless they have priority (117.1), none once the game is over (104.1)."""
    holder = game.priority if game.awaiting is None and not game.game_over else None
    who = holder if player is None else game.as_player(player)
    if holder is None or who is not holder:
        return []
    return legal_actions(game, holder)


_Owners = tuple[bool, int]
"""What casting any card of a player's asks of them alone, found once for all of them:
whether a sorcery's timing allows them (307.1), and how much mana their pool holds."""


def _casts(game: GameCore, card: GameObject, owners: _Owners) -> list[Cast]:
    """Each way to cast ``card`` from where it is that works now: from a hand for its
    mana cost, its evoke cost (702.74a) or its alternative cost (118.9), from a
    graveyard for its flashback cost (702.34a), each with its kicker or not (702.33a); a
    split card's each half (709.3). ``owners``: what is asked of its owner alone."""
    halves = card.definition.halves
    own = card.face
    sorcery, pool = owners
    if not (sorcery or halves or own.morph is not None or casting.timely(game, card)):
        return []  # every way to cast it has its timing (307.1, 117.1a)
    found = []
    graveyard = card.zone is GRAVEYARD
    for half, face in [(h.name, h) for h in halves] or [("", own)]:
        if halves and graveyard != face.aftermath:  # 702.127a
            continue
        retrace = casting.retraced(card)
        flashback = graveyard and not face.aftermath and not retrace
        evokes = (False, True) if face.evoke is not None and not graveyard else (False,)
        buybacks = (False, True) if face.buyback is not None else (False,)
        for kicked, bought in (
            product(_kickers(face), buybacks) if face.dash and not graveyard else ()
        ):
            if _could_cast(game, card, dashed=True, kicked=kicked, buyback=bought):  # 702.109a
                way = Cast(card.id, card.name, kicked=kicked, dashed=True)
                found.append(replace(way, bought_back=bought) if bought else way)  # 118.9d
        unpaid = not casting.mana_cost_payable(game, card, pool)  # 601.2h: nor with more
        for evoked, kicked, bought in product(evokes, _kickers(face), buybacks):
            if unpaid and not evoked:
                continue
            if _could_cast(game, card, half or None, evoked=evoked, kicked=kicked, buyback=bought):
                way = Cast(card.id, card.name, None, None, None, flashback, kicked, evoked, half)
                way = replace(way, retraced=True) if retrace else way
                found.append(replace(way, bought_back=bought) if bought else way)
    alternative = own.alternative_cost is not None and not graveyard  # 118.9
    buybacks = (False, True) if own.buyback is not None else (False,)
    for kicked, bought in product(_kickers(own), buybacks) if alternative else ():
        if _could_cast(game, card, alternative=True, kicked=kicked, buyback=bought):
            way = Cast(card.id, card.name, kicked=kicked, alternative=True)
            found.append(replace(way, bought_back=bought) if bought else way)  # 118.9d
    fusing = halves and halves[0].fuse and not graveyard  # 702.102a: both, from a hand
    if fusing and _cast_in_a_trial(game, card, fused=True):
        found.append(Cast(card.id, card.name, fused=True))
    morph = own.morph is not None and not graveyard  # 702.37c: face down, from a hand
    if morph and _cast_in_a_trial(game, card, face_down=True):
        found.append(Cast(card.id, card.name, face_down=True))
    return found


def _cast_in_a_trial(game: GameCore, card: GameObject, **how: Any) -> bool:
    """Whether ``card`` is cast so, tried with the first choices and undone (apart from
    :func:`_casts`, whose every call would otherwise make the cells this closure reads)."""
    return succeeds(game, lambda: casting.cast(game, card, **how))


def _could_cast(game: GameCore, card: GameObject, half: str | None = None, **how: bool) -> bool:
    """Whether ``card`` could be cast so now: first the checks made before it moves,
    asked (``check_cast``: timing, zone, cost, 601.2a, 117.1a, 307.1), for a card that
    isn't split; then what the rest of the cast needs, asked where it can be
    (``completes``: its mana, modes and targets); else the whole cast tried with the
    first choices (601.2b-h) and undone."""
    if not card.definition.halves and not holds(lambda: casting.check_cast(game, card, **how)):
        return False
    known = None if half else casting.completes(game, card, **how)
    if known is not None:
        return known
    return _cast_in_a_trial(game, card, half=half, **how)


def _could_activate(game: GameCore, permanent: GameObject, index: int) -> bool:
    """Whether ``permanent``'s activated ability ``index`` could be activated now: first
    the checks made before it goes on the stack, asked (``check_activation``: 602.2,
    602.5, 606.3), what of its cost asks no choice judged as paying it would judge it
    (118.3, 302.6), and its mana, paid from the pool, payable with the pool and life
    there are (601.2h); then the whole activation tried with the first choices (602.2b)
    and undone."""

    def allowed() -> None:
        player, ability, _ = casting.check_activation(game, permanent, index)
        check_unchosen_parts(permanent, player, ability.cost)
        if ability.cost.mana.symbols and not payable(player, ability.cost.mana):
            raise IllegalActionError("601.2h", f"{player} can't pay {ability.cost.mana}")

    if not holds(allowed):
        return False
    return succeeds(game, lambda: casting.activate(game, permanent, index))


def _kickers(face: Face) -> tuple[bool, ...]:
    """Cast without its kicker, and with it if it has one (702.33a)."""
    return (False, True) if face.kicker is not None else (False,)


def legal_actions(game: GameCore, player: Player, *, responses_only: bool = False) -> list[Action]:
    """What ``player``, who has priority, may do now: pass; play each land card in their
    hand they could (305.1-305.2); cast each spell they could (601.2); suspend each card
    they could (116.2f); activate each ability (602.2) and each mana ability (605.3a) of
    their permanents they could. With
    ``responses_only``, lands and mana abilities are left out: what :func:`decide` offers.
    A card in a hand whose only use there is a cast for its mana cost is passed over at
    once while their pool holds less than that cost needs whatever reduces it
    (``CardDefinition.least_pool_in_a_hand``, 601.2f-h).
    Between actions, found once for each state of the game (:func:`state_mark`) and
    asked again for free: the decision a game waits for and the policy deciding it list
    the same actions."""
    if journal.ACTIVE.get() is not None or game.in_action:  # a state mid-change: not kept
        return _legal_actions(game, player, responses_only)
    kept = game.legal_actions_kept
    key = (player.index, responses_only)
    known = kept.get(key)
    if known is not None and known[0] == state_mark(game):
        return list(known[1])
    found = _legal_actions(game, player, responses_only)
    mark = state_mark(game)  # every try undone: the state is the one they were found in
    if any(entry[0] != mark for entry in kept.values()):
        kept.clear()
    kept[key] = (mark, tuple(found))
    return found


def state_mark(game: GameCore) -> tuple[int, int, int]:
    """A value that changes whenever anything of the game could have changed between
    actions: the actions done, the changes kept outside any action's journal, and every
    versioned write (undone tries included, so it only ever grows)."""
    return game.actions_done, journal.UNJOURNALED, journal.WRITES


def _legal_actions(game: GameCore, player: Player, responses_only: bool) -> list[Action]:
    found: list[Action] = [PASS]
    pool = player.mana_pool.total
    owners = (casting.sorcery_timing_allows(game, player), pool)
    lands = not responses_only and holds(lambda: casting.check_land_drop(game, player))
    for card in player.hand:
        definition = card.definition
        if pool < definition.least_pool_in_a_hand and card.face is definition.front:
            continue  # nothing it allows in a hand can be paid (601.2f, 601.2h)
        if card.is_land:
            if lands and holds(lambda c=card: casting.check_land_play(game, c)):
                found.append(PlayLand(card.id, card.name))
        else:
            found += _casts(game, card, owners)
        face = card.face
        for index, ability in enumerate(face.cycling):  # 702.29a, 702.29e
            if succeeds(game, lambda c=card, i=index: casting.cycle(game, c, i)):
                found.append(Cycle(card.id, card.name, index, ability.text if index else ""))
        if face.suspend is not None and succeeds(  # 116.2f, 702.62a
            game, lambda c=card: suspending.suspend(game, c)
        ):
            found.append(SuspendCard(card.id, card.name))
        for index, ability in enumerate(face.activated_abilities):  # 113.6k
            if ability.from_hand and _could_activate(game, card, index):
                found.append(Activation(card.id, index, card.name, ability.text))
    for card in player.graveyard:  # flashback (702.34a), aftermath (702.127a)
        if not card.definition.acts_from_graveyard:
            continue
        castable = flashback_cost(card) or casting.retraced(card)  # 702.34a, 702.81a
        if castable or any(h.aftermath for h in card.definition.halves):
            found += _casts(game, card, owners)
        for index, ability in enumerate(card.face.activated_abilities):  # 113.6k
            if ability.from_graveyard and _could_activate(game, card, index):
                found.append(Activation(card.id, index, card.name, ability.text))
    asked = None if responses_only else mana_abilities.asked_of(game, player)
    for permanent in game.controlled_by(player):
        for index, ability in enumerate(permanent.activated_abilities):
            if _could_activate(game, permanent, index):
                found.append(Activation(permanent.id, index, permanent.name, ability.text))
        morph = permanent.face_down and permanent.face_up.morph is not None  # 702.37e
        if morph and succeeds(game, lambda p=permanent: face_down.turn_face_up(game, p)):
            found.append(TurnFaceUp(permanent.id, permanent.face_up.name))  # 116.2b
        if asked is not None:
            found += mana_abilities.activatable(game, permanent, player, asked)
    return found


def apply(game: GameCore, action: Action) -> Any:
    """Take ``action``: what the game method it stands for returns."""
    if isinstance(action, Pass):
        return passing.pass_priority(game)
    if isinstance(action, PlayLand):
        return casting.play_land(game, _object(game, action.card, action.card_name, HAND))
    if isinstance(action, Cast):
        graveyard = action.flashback or action.retraced  # 702.34a, 702.81a
        zones = (GRAVEYARD,) if graveyard else (HAND,)
        card = _object(
            game, action.card, action.card_name, zones + ((GRAVEYARD,) if action.half else ())
        )
        retraced = casting.retraced(card)
        if graveyard and action.retraced != retraced:  # one way or the other
            way, rule = ("retrace", "702.81a") if action.retraced else ("flashback", "702.34a")
            raise IllegalActionError(rule, f"{card} isn't cast from a graveyard by {way}")
        if action.flashback and (action.half or retraced or flashback_cost(card) is None):
            raise IllegalActionError(
                "702.34a", f"{card} isn't cast by flashback: it is cast from a graveyard otherwise"
            )
        targets = _targets(game, action.targets)
        return casting.cast(
            game,
            card,
            x=action.x,
            targets=targets,
            modes=action.modes,
            kicked=action.kicked,
            evoked=action.evoked,
            dashed=action.dashed,
            half=action.half or None,
            fused=action.fused,
            buyback=action.bought_back,
            divided=action.divided,
            face_down=action.face_down,
            alternative=action.alternative,
        )
    if isinstance(action, TurnFaceUp):
        permanent = _object(game, action.permanent, action.permanent_name, BATTLEFIELD)
        return face_down.turn_face_up(game, permanent)
    if isinstance(action, Cycle):
        card = _object(game, action.card, action.card_name, HAND)
        return casting.cycle(game, card, action.index)
    if isinstance(action, SuspendCard):
        return suspending.suspend(game, _object(game, action.card, action.card_name, HAND))
    if isinstance(action, Activation):  # a permanent's, or a card's elsewhere (113.6k)
        zones = (BATTLEFIELD, GRAVEYARD, HAND)
        source = _object(game, action.permanent, action.permanent_name, zones)
        targets = _targets(game, action.targets)
        return casting.activate(
            game, source, action.index, x=action.x, targets=targets, divided=action.divided
        )
    if isinstance(action, ManaActivation):
        source = _object(game, action.permanent, action.permanent_name, BATTLEFIELD)
        return mana_abilities.activate_mana_ability(game, source, action.index)
    raise CardhostError(f"{action!r} is not an action (cardhost.model.actions)")


def decide(game: GameCore, player: Player) -> Action:
    """Ask ``player`` (choice kind ``priority``) what to do, and do it; the action."""
    prompt = "pass, cast a spell or activate an ability (117.1)"
    options = legal_actions(game, player, responses_only=True)
    choice: Action = game.choose(ChoiceKind.PRIORITY, player, prompt, options)
    apply(game, choice)
    return choice


def _object(game: GameCore, number: int, name: str, zone: Zone | tuple[Zone, ...]) -> GameObject:
    """The object numbered ``number`` in ``zone`` (or one of several), named ``name``;
    after a zone change it is another object (400.7), so an action listed before may no
    longer apply, and an action naming another card is refused. Only what the player
    acting (who has priority) may see is looked at: in a hand, their own (402.3); a
    face-down permanent by the name of its face up only if they control it (708.5). A
    refusal then says nothing of another player's hidden cards."""
    zones = zone if isinstance(zone, tuple) else (zone,)
    actor = game.priority
    for obj in game.objects_in(zones):
        if obj.id != number or (obj.zone is HAND and obj.owner is not actor):
            continue
        names = (obj.name, obj.face_up.name) if obj.controller is actor else (obj.name,)
        if name not in names:
            raise IllegalActionError(
                "400.7", f"#{number} is {obj}, not {name!r}: the action names another"
            )
        return obj
    where = " or ".join(z.value for z in zones)
    raise IllegalActionError(
        "400.7", f"no object #{number} ({name}) in the {where} zone: it has moved since"
    )


PUBLIC_ZONES = tuple(z for z in Zone if z not in HIDDEN_ZONES)
"""The zones whose objects every player sees (400.2)."""


def _targets(
    game: GameCore, targets: tuple[Target, ...] | None
) -> tuple[GameObject | Player, ...] | None:
    """The players (by name) and objects (by number, in a public zone or the acting
    player's hand: another's hidden cards are no target, and a refusal names none of
    them, 400.2) an action targets."""
    if targets is None:
        return None
    if isinstance(targets, str) or not isinstance(targets, tuple):
        raise CardhostError(
            f"an action's targets are a tuple of numbers and names, not {targets!r}"
        )
    found: list[GameObject | Player] = []
    for target in targets:
        if isinstance(target, bool) or not isinstance(target, (int, str)):
            raise CardhostError(f"a target is an object's number or a player's name: {target!r}")
        if isinstance(target, str):
            found.append(game.player(target))
            continue
        seen = [*game.objects_in(PUBLIC_ZONES), *(game.priority.hand if game.priority else ())]
        matching = [o for o in seen if o.id == target]
        if not matching:
            raise IllegalActionError("400.7", f"no object #{target}: it has moved since")
        found.append(matching[0])
    return tuple(found)
