"""The effects cards use (119, 120, 121, 122, 701): each one atomic action (the game's
method of the same name), that logs what it did and fires its event. A card never writes
``life``, ``tapped`` or a zone itself; it calls these."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Mapping, Sequence

from cardhost.kernel import copying, counters, damage, knowledge, life, regeneration, targeting
from cardhost.kernel.actions import action
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.core import GameCore, zone_named
from cardhost.kernel.damage import DamageAssignment
from cardhost.kernel.journal import drawing
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.prevention import Prevention
from cardhost.kernel.redirection import Redirection
from cardhost.kernel.stack import StackAbility, left_stack
from cardhost.kernel.zone_changes import (
    can_equip,
    create_tokens,
    discard_card,
    draw_card,
    draw_replaceable,
    enter_battlefield,
    enter_together,
    move,
    move_together,
    place,
    stays,
)
from cardhost.model.choice_kinds import COIN_SIDES, YES_NO
from cardhost.model.continuous import Affected, Duration, Layer, Modification
from cardhost.model.copies import CopyExceptions
from cardhost.model.definitions import CardDefinition
from cardhost.model.errors import CardhostError, IllegalActionError
from cardhost.model.events import (
    AbilityCountered,
    Attached,
    CardsRevealed,
    CoinFlipped,
    EffectCreated,
    EnergyChanged,
    ExtraTurnAdded,
    HandLookedAt,
    HandRevealed,
    KeywordGained,
    LibraryShuffled,
    ManaAdded,
    PoisonCountersGiven,
    PreventionCreated,
    RedirectionCreated,
    SavedByUmbraArmor,
    SpellCopied,
    SpellCountered,
    SpellNotCountered,
    TappedOrUntapped,
    Transformed,
)
from cardhost.model.keywords import UMBRA_ARMOR, keyword_problem, normal
from cardhost.model.mana import parse_mana
from cardhost.model.matching import representatives
from cardhost.model.qualities import Quality
from cardhost.model.validation import integer_problem
from cardhost.model.zones import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, STACK, Zone

Matches = Callable[[GameObject], bool]
FIND_NOTHING = "find nothing"
"""The answer to a search that finds no more cards (701.23b)."""


MOST_TIMES = 1_000_000
"""The most times one effect repeats an action ("investigate X times", X extra turns,
"proliferate X times", X counted as it resolves): each is the rules' work, at most seconds
for a million; more is refused at once, as more tokens than one effect may create are
(:data:`~cardhost.kernel.zone_changes.MOST_TOKENS_AT_ONCE`)."""


def times(count: int, what: str) -> int:
    """``count`` as how many times an action is repeated: at most :data:`MOST_TIMES`."""
    count = whole_count(count, what)
    if count > MOST_TIMES:
        raise CardhostError(
            f"{count:,} {what} asked for at once; cardhost repeats an action at most "
            f"{MOST_TIMES:,} times for one effect"
        )
    return count


def whole_count(value: object, what: str, *, least: int = 0) -> int:
    """``value`` as a count of ``what``: an ``int`` of at least ``least``."""
    if not isinstance(value, int) or isinstance(value, bool) or value < least:
        raise CardhostError(f"a number of {what} is an int of {least} or more, not {value!r}")
    return value


# ----------------------------------------------------------------- cards
@action
def draw(game: GameCore, player: Player | str, count: int = 1) -> list[GameObject]:
    """``player`` draws ``count`` cards, one at a time (121.1, 121.2), each draw as the
    replacement effects offered for it make it (121.6, 614.11a). Drawing from an empty
    library draws nothing, and the player loses the next time state-based actions are
    checked (121.4, 704.5b). Returns the cards drawn.

    Once the library is empty and no replacement effect is offered for the next draw,
    every draw left does the same: nothing happens between them (no card is drawn, no
    event is fired) to change that, so they are made as one and the cost is at most the
    library's size and the draws replaced."""
    who = game.as_player(player)
    drawn = []
    for _ in range(whole_count(count, "cards to draw")):
        card = draw_card(game, who)
        if card is not None:
            drawn.append(card)
        elif (not who.library or stays(who.library[0])) and not draw_replaceable(game, who):
            break  # nothing to draw, and nothing to make it otherwise (121.4, 111.8)
    return drawn


@action
def discard(
    game: GameCore,
    player: Player | str,
    count: int = 1,
    *,
    card: GameObject | None = None,
    chooser: Player | str | None = None,
    at_random: bool = False,
    kind: Quality | None = None,
) -> list[GameObject]:
    """``player`` discards: ``card`` if given, else ``count`` cards of their choice (or,
    with ``chooser``, of that player's, the hand revealed to choose from: "you choose a
    card from it"), one choice at a time, or their whole hand if it holds fewer
    (701.9a-b); only cards of ``kind``, if given ("a nonland card", said by the one
    choosing), as many as there are; ``at_random``: chosen by the game's seeded
    generator (701.9b). Returns the cards in the graveyard."""
    who = game.as_player(player)
    if at_random:
        with drawing(game.rng) as rng:
            picked = rng.sample(
                list(who.hand), min(whole_count(count, "cards to discard"), len(who.hand))
            )
        return [discard_card(game, c, "discarded at random, 701.9b") for c in picked]
    if card is not None:
        game.existing(card)
        if card.zone is not HAND or card.owner is not who:
            raise IllegalActionError("701.9a", f"{card} is not in {who}'s hand")
        return [discard_card(game, card, "discarded, 701.9a")]
    picker = who if chooser is None else game.as_player(chooser)
    wanted = whole_count(count, "cards to discard")
    if picker is not who:  # another player chooses from the hand, revealed (701.9b)
        game.emit(HandRevealed(who, who.hand))
    discarded = []
    for _ in range(wanted):
        choices = [c for c in who.hand if kind is None or kind.matches(c, picker)]
        if not choices:
            break
        what = "a card" if kind is None else f"a {kind.text}"
        prompt = f"{what} to discard (701.9b)"
        if picker is not who:
            prompt = f"{what} of {who}'s hand for them to discard (701.9b)"
        chosen = game.choose(ChoiceKind.DISCARD, picker, prompt, choices)
        discarded.append(discard_card(game, chosen, "discarded, 701.9a"))
    return discarded


@action
def graveyard_to(
    game: GameCore,
    player: Player | str,
    matches: Callable[[GameObject], bool],
    *,
    to_library: bool = False,
    reason: str = "",
) -> list[GameObject]:
    """Every card of ``player``'s graveyard that ``matches`` leaves it at once (603.10a):
    into exile ("Exile all cards from target player's graveyard."), or into its owner's
    library, which is then shuffled ("Target player shuffles their graveyard into their
    library.", 701.24a), shuffled even if no card moved. Returns the new objects."""
    who = game.as_player(player)
    where, why = (LIBRARY, "shuffled into a library") if to_library else (EXILE, "exiled")
    leaving = [card for card in who.graveyard if matches(card)]
    moved = move_together(
        game, [(card, where, f"{why} from a graveyard by {reason}") for card in leaving]
    )
    if to_library:
        shuffle(game, who)
    return moved


@action
def mill(game: GameCore, player: Player | str, count: int) -> list[GameObject]:
    """``player`` puts the top ``count`` cards of their library into their graveyard,
    as many as there are, all at once (701.17a-b). Returns them in the graveyard."""
    who = game.as_player(player)
    top = who.library[: whole_count(count, "cards to mill")]
    return move_together(game, [(card, GRAVEYARD, "milled, 701.17a") for card in top])


# ----------------------------------------------------------------- mana
def add_mana(game: GameCore, player: Player | str, mana: str) -> None:
    """An effect adds mana, written as symbols (``"{W}{W}{B}"``), to a pool (106.4)."""
    who = game.as_player(player)
    if not isinstance(mana, str):
        raise CardhostError(f"mana to add is written as symbols, such as '{{G}}', not {mana!r}")
    added = parse_mana(mana)
    who.mana_pool = who.mana_pool.plus(added)
    game.emit(ManaAdded(who, added, None, "effect"))


# ----------------------------------------------------------------- life and damage
@action
def gain_life(game: GameCore, player: Player | str, amount: int, reason: str = "") -> None:
    """``player`` gains ``amount`` life (119.3); 0 is no event (119.9)."""
    life.change_life(game, game.as_player(player), whole_count(amount, "life"), reason)


@action
def lose_life(game: GameCore, player: Player | str, amount: int, reason: str = "") -> None:
    """``player`` loses ``amount`` life (119.3); at 0 or less they lose the game the
    next time state-based actions are checked (119.6, 704.5a)."""
    life.change_life(game, game.as_player(player), -whole_count(amount, "life"), reason)


@action
def deal_damage(
    game: GameCore, source: GameObject, recipient: GameObject | Player, amount: int
) -> None:
    """``source`` deals ``amount`` damage to a player, a creature or a planeswalker,
    outside combat (120.2b): a player loses that much life (120.3a), a planeswalker
    loses that many loyalty counters (120.3c), a creature has it marked (120.3e), and
    a source with lifelink gains its controller that much (120.3f). A source that would
    deal 0 deals none (120.8)."""
    if not isinstance(source, StackAbility):
        game.of_this_game(source)  # a source that left still deals damage (113.7a)
    if isinstance(recipient, Player):
        game.as_player(recipient)
    else:
        game.existing(recipient)
        if recipient.zone is not BATTLEFIELD or not (
            recipient.is_creature or recipient.is_planeswalker
        ):
            raise IllegalActionError(
                "120.1a",
                f"damage can't be dealt to {recipient}: it isn't a creature or a planeswalker "
                "on the battlefield (battles, which may be dealt damage too, aren't "
                "implemented)",
            )
    dealer = source.source if isinstance(source, StackAbility) else source
    damage.deal_damage(
        game, [DamageAssignment(dealer, recipient, whole_count(amount, "damage"))], combat=False
    )


@action
def deal_damage_each(
    game: GameCore, source: GameObject, recipients: Sequence[GameObject | Player], amount: int
) -> None:
    """``source`` deals ``amount`` damage to each of ``recipients`` at once (120.3):
    "deals 2 damage to each creature and each player", one damage event. Permanents
    that aren't creatures or planeswalkers are passed over (120.1a)."""
    count = whole_count(amount, "damage")
    shares = [(_recipient(game, recipient), count) for recipient in recipients]
    deal_damage_at_once(game, source, shares)


@action
def deal_damage_divided(
    game: GameCore, source: GameObject, shares: Sequence[tuple[GameObject | Player, int]]
) -> None:
    """``source`` deals damage divided among recipients, each its share, at once (601.2d,
    120.3): "3 damage divided as you choose among one, two, or three targets"."""
    counted = [(_recipient(game, r), whole_count(share, "damage", least=1)) for r, share in shares]
    deal_damage_at_once(game, source, counted)


def _recipient(game: GameCore, recipient: object) -> GameObject | Player:
    """A player or an object of this game that damage may be dealt to, as given to an
    action: anything else is refused (a player or an object of another game too)."""
    if isinstance(recipient, Player):
        return game.as_player(recipient)
    return game.existing(recipient)


def deal_damage_at_once(
    game: GameCore, source: GameObject, shares: Sequence[tuple[GameObject | Player, int]]
) -> None:
    """``source`` deals each recipient its share at once, one damage event (120.3): "2
    damage to each opponent" as one, whose lifelink is one life gain (702.15b).
    Permanents that aren't creatures or planeswalkers are passed over (120.1a)."""
    if not isinstance(source, StackAbility):
        game.of_this_game(source)  # a source that left still deals damage (113.7a)
    dealer = source.source if isinstance(source, StackAbility) else source
    assignments = [
        DamageAssignment(dealer, recipient, share)
        for recipient, share in shares
        if isinstance(recipient, Player)
        or (recipient.zone is BATTLEFIELD and (recipient.is_creature or recipient.is_planeswalker))
    ]
    damage.deal_damage(game, assignments, combat=False)


@action
def fight(game: GameCore, creature: GameObject, other: GameObject) -> None:
    """``creature`` fights ``other`` (701.14a): each deals damage equal to its power to
    the other, at once and not combat damage (701.14d); a creature fighting itself deals
    itself twice its power (701.14c); none if either is no longer a creature on the
    battlefield (701.14b)."""
    fighters = (creature, other)
    if any(f.zone is not BATTLEFIELD or not f.is_creature for f in fighters):
        return
    if creature is other:
        assignments = [DamageAssignment(creature, creature, 2 * max(creature.power or 0, 0))]
    else:
        assignments = [
            DamageAssignment(creature, other, max(creature.power or 0, 0)),
            DamageAssignment(other, creature, max(other.power or 0, 0)),
        ]
    damage.deal_damage(game, assignments, combat=False)


# ----------------------------------------------------------------- permanents
@action
def destroy(
    game: GameCore, permanent: GameObject, reason: str = "", *, regenerate: bool = True
) -> GameObject | None:
    """Destroy a permanent: move it to its owner's graveyard (701.8a). An
    indestructible permanent isn't destroyed (702.12b), nor one a regeneration shield
    regenerates instead (701.19a) unless it ``can't be regenerated`` (``regenerate``
    false, 701.19c): then returns ``None``."""
    _on_battlefield(game, permanent, "701.8a", "destroyed")
    if not _destroyed(game, permanent, regenerate):
        return None
    return move(game, permanent, GRAVEYARD, _destroyed_by(reason))


@action
def destroy_all(
    game: GameCore, permanents: Sequence[GameObject], reason: str = "", *, regenerate: bool = True
) -> list[GameObject]:
    """Destroy ``permanents`` at the same time (701.8a): those neither indestructible
    (702.12b) nor regenerated (701.19a; none if ``regenerate`` is false, 701.19c) go to
    their owners' graveyards together, so each "dies" ability sees the others
    (603.10a). Returns what they became."""
    for permanent in permanents:
        _on_battlefield(game, permanent, "701.8a", "destroyed")
    auras: list[GameObject] = []
    doomed = [p for p in permanents if _destroyed(game, p, regenerate, auras)]
    moved = [(p, GRAVEYARD, _destroyed_by(reason)) for p in doomed]
    moved += [(a, GRAVEYARD, UMBRA) for a in umbra_auras_destroyed(game, auras, permanents)]
    return move_together(game, moved) if moved else []


def _destroyed(
    game: GameCore,
    permanent: GameObject,
    regenerate: bool,
    auras: list[GameObject] | None = None,
) -> bool:
    """Whether ``permanent`` is destroyed, not saved by indestructible (702.12b) or a
    replacement effect (:func:`saved_from_destruction`)."""
    if permanent.has_keyword("indestructible"):
        return False
    return not saved_from_destruction(game, permanent, regenerate, auras)


UMBRA = "destroyed by its umbra armor, 702.89a"


def umbra_auras_destroyed(
    game: GameCore, auras: list[GameObject], judged: Collection[GameObject]
) -> list[GameObject]:
    """The Auras whose umbra armor saved what they enchant from an event destroying
    several permanents at once (701.8a, 704.3), each destroyed instead in that same
    event (702.89a): those the event doesn't destroy already (``judged``), still on the
    battlefield, and neither indestructible nor saved themselves."""
    found: list[GameObject] = []
    for aura in auras:  # grows if an Aura's own umbra armor saves it
        if aura in judged or aura in found or aura.zone is not BATTLEFIELD:
            continue
        if _destroyed(game, aura, True, auras):
            found.append(aura)
    return found


def saved_from_destruction(
    game: GameCore,
    permanent: GameObject,
    regenerate: bool = True,
    auras: list[GameObject] | None = None,
) -> bool:
    """Whether a replacement effect applies as ``permanent`` would be destroyed, and so
    it isn't: a regeneration shield (701.19a; not if ``regenerate`` is false, 701.19c) or
    an Aura with umbra armor enchanting it (702.89a), its controller choosing which if
    more than one could (616.1). The Aura is destroyed at once, or, given ``auras``
    (several permanents destroyed at once), put there for the same event to destroy
    (:func:`umbra_auras_destroyed`)."""
    armor: list[GameObject | str] = [
        a for a in game.attachments(permanent) if any(a.has_keyword(k) for k in UMBRA_ARMOR)
    ]
    if not armor:
        return regenerate and regeneration.regenerates(game, permanent)
    if regenerate and regeneration.can_regenerate(game, permanent):
        armor.append(REGENERATION)
    chosen = armor[0]
    if len(armor) > 1:
        prompt = f"which replacement effect saves {permanent} from destruction (616.1)"
        chosen = game.choose(ChoiceKind.REPLACEMENT, permanent.controller, prompt, armor)
    if not isinstance(chosen, GameObject):
        return regeneration.regenerates(game, permanent)
    _umbra_armor(game, permanent, chosen, auras)
    return True


REGENERATION = "regeneration (701.19a)"
"""The answer that uses a regeneration shield rather than an umbra armor (616.1)."""


def _umbra_armor(
    game: GameCore, permanent: GameObject, aura: GameObject, auras: list[GameObject] | None
) -> None:
    """ "Instead remove all damage marked on it and destroy this Aura" (702.89a)."""
    game.emit(SavedByUmbraArmor(permanent, aura))
    if permanent.damage or permanent.deathtouched:
        permanent.damage = 0
        permanent.deathtouched = False
    if auras is None:
        destroy(game, aura, "its umbra armor, 702.89a")
    else:
        auras.append(aura)


def _destroyed_by(reason: str) -> str:
    return f"destroyed by {reason}, 701.8a" if reason else "destroyed, 701.8a"


@action
def copy_spell(
    game: GameCore,
    spell: GameObject,
    controller: Player | str,
    *,
    new_targets: bool = False,
    as_it_last_existed: bool = False,
) -> GameObject:
    """Put a copy of ``spell`` onto the stack under ``controller``'s control, who owns it
    (707.10): not cast; every decision made for it is the spell's: its modes, X, targets
    and division of damage (601.2d), the half of a split card cast (709.3b), its
    additional and alternative costs (kicker, buyback, evoke, dash); with
    ``as_it_last_existed``, a spell that has left the stack is copied as it last existed
    there (a storm trigger's copies, 702.40a). With ``new_targets`` its controller
    chooses, for each target, to keep it (even if now illegal) or to change it to another
    legal one (707.10c). A face-down spell's copy is a face-up spell with the values its
    face-down status gives (707.2, 708.2: no name, 2/2, no text). Returns the copy."""
    gone = as_it_last_existed and spell.zone is None
    if not gone:
        game.existing(spell)
    if spell.zone is not STACK and not gone:
        raise IllegalActionError("707.10", f"{spell} is not a spell on the stack")
    player = game.as_player(controller)
    copy = game.new_object(spell.definition, player, STACK)
    copy.is_copy = True
    copy.base_controller = player
    if spell.face_down or spell.copied is not None:  # 707.2-707.3, 708.2: face up
        copy.copied = copying.copiable_values(spell)  # a face-down spell's, a copy's
    for name in COPIED_DECISIONS:
        value = getattr(spell, name)
        if value != getattr(copy, name):
            setattr(copy, name, value)
    copy.targets = spell.targets
    if new_targets and copy.targets:  # decided before it is put on the stack (707.10c)
        copy.targets = _new_targets(game, copy, player)
    place(game, copy, STACK)
    game.emit(SpellCopied(player, spell, copy))
    return copy


COPIED_DECISIONS = (
    "modes",
    "x",
    "division",
    "half",
    "kicked",
    "bought_back",
    "evoked",
    "dashed",
    "transformed",
)
"""What a copy of a spell takes of the decisions made for it as it was cast (707.10,
601.2b-f, 709.3b) beside its targets, and its face up (707.10g)."""


def _new_targets(game: GameCore, copy: GameObject, player: Player) -> tuple[targeting.Target, ...]:
    """707.10c: for each target of ``copy``, keep it or choose another legal one; of one
    word "target", none chosen twice (115.3), the final set judged (115.7e: two targets
    may be swapped): an object is offered only if the targets after it of that word can
    still each be a different one."""
    requirements = targeting.spell_requirements(copy)[: len(copy.targets)]
    offered = [
        [current, *(t for t in targeting.candidates(game, r, copy, player) if t is not current)]
        for current, r in zip(copy.targets, requirements, strict=False)
    ]
    chosen: list[targeting.Target] = []
    for place_of, requirement in enumerate(requirements):
        current = copy.targets[place_of]
        free = targeting.not_chosen(offered[place_of], requirement, requirements, chosen)
        later = [
            offered[j]
            for j in range(place_of + 1, len(requirements))
            if _same_word(requirements[j], requirement)
        ]
        mine = [t for r, t in zip(requirements, chosen, strict=False) if _same_word(r, requirement)]
        options = [o for o in free if representatives(later, [*mine, o]) is not None]
        keep = f"keep {current.name} or " if any(o is current for o in options) else ""
        asked = f"target {place_of + 1} of the copy of {copy.name}: {keep}choose a new one"
        chosen.append(game.choose(ChoiceKind.TARGET, player, f"{asked} (707.10c)", options))
    return (*chosen, *copy.targets[len(chosen) :])


def _same_word(one: object, other: object) -> bool:
    """Whether two target requirements are of one word "target" (115.3)."""
    instance = getattr(other, "instance", 0)
    return bool(instance) and getattr(one, "instance", 0) == instance


@action
def prevent_damage(
    game: GameCore,
    source: GameObject,
    recipient: GameObject | Player | None = None,
    amount: int | None = None,
    *,
    combat_only: bool = False,
    recipients: Quality | None = None,
    to_players: bool = False,
    dealer: GameObject | None = None,
    dealers: Quality | None = None,
    controller: Player | None = None,
    once: bool = False,
) -> None:
    """An effect of ``source`` prevents damage this turn (615.1): the next ``amount`` that
    would be dealt (a shield, 615.7), all of it (``amount`` ``None``), or all of the
    next time damage would be dealt (``once``); to ``recipient``, to permanents of the
    group ``recipients`` or to players (``to_players``), else to anything; by ``dealer``
    or by permanents of the group ``dealers``, else by any source; the groups as
    ``controller`` (by default the source's) says them; combat damage only with
    ``combat_only``. The next ``amount`` to each permanent of ``recipients`` or to each
    player is a shield of its own for each permanent of the group now, or each player in
    the game (615.11); the next time, one instance of damage to any of them (615.8)."""
    effect = _reach(
        game,
        Prevention(
            source,
            recipient,
            amount,
            combat_only,
            recipients,
            to_players,
            dealer,
            dealers,
            controller if controller is not None else source.controller,
            once,
        ),
    )
    shields: tuple[Prevention, ...] = (effect,)
    if amount is not None and (recipients is not None or to_players):  # 615.11, not 615.8
        shields = tuple(
            dataclasses.replace(effect, recipient=each, recipients=None, to_players=False)
            for each in _shielded(game, effect)
        )
    game.prevention = (*game.prevention, *shields)
    for shield in shields:
        game.emit(
            PreventionCreated(source, shield.recipient, amount, combat_only, shield.description)
        )


def _shielded(game: GameCore, effect: Prevention) -> list[GameObject | Player]:
    """Each permanent of ``effect``'s group on the battlefield now, or each player in the
    game: those a shield for each of them is given to as it is made (615.11)."""
    if effect.to_players or effect.recipients is None:
        return [player for player in game.players if not player.has_lost]
    group = effect.recipients
    return [p for p in game.battlefield if group.matches(p, effect.controller, effect.source)]


@action
def redirect_damage(game: GameCore, reach: Prevention, to: GameObject | Player) -> None:
    """An effect of ``reach.source`` deals the damage ``reach`` reaches this turn (to
    whom, by whom, how much, as a prevention effect's, 615.7) to ``to`` instead: a
    redirection effect (614.9), doing nothing while ``to`` can't be dealt damage."""
    if isinstance(to, Player):
        game.as_player(to)
    else:
        game.existing(to)
    effect = Redirection(_reach(game, reach), to)
    game.redirections = (*game.redirections, effect)
    game.emit(RedirectionCreated(reach.source, effect.description))


def _reach(game: GameCore, reach: Prevention) -> Prevention:
    """``reach``, checked: its objects of this game, its amount a whole number of 1 or
    more (615.7)."""
    game.of_this_game(reach.source)
    for named in (reach.recipient, reach.dealer):
        if isinstance(named, GameObject):
            game.existing(named)
    amount = reach.amount
    if amount is not None and (type(amount) is not int or amount < 1):
        raise CardhostError(f"damage to prevent is a whole number of 1 or more, not {amount!r}")
    return reach


@action
def regenerate(game: GameCore, permanent: GameObject) -> None:
    """Regenerate ``permanent``: the next time it would be destroyed this turn, instead
    its damage is removed, it is tapped and removed from combat (701.19a)."""
    _on_battlefield(game, permanent, "701.19a", "regenerated")
    regeneration.add_shield(game, permanent)


@action
def sacrifice(
    game: GameCore,
    permanent: GameObject,
    reason: str = "sacrificed",
    by: Player | str | None = None,
) -> GameObject | None:
    """Its controller sacrifices ``permanent``: it goes to its owner's graveyard
    (701.21a). ``by``, who sacrifices it (an ability's controller, "sacrifice it"): a
    player can't sacrifice a permanent they don't control, so if another player has
    gained control of it, nothing happens (``None``)."""
    _on_battlefield(game, permanent, "701.21a", "sacrificed")
    if by is not None and permanent.controller is not game.as_player(by):
        return None
    return move(game, permanent, GRAVEYARD, f"{reason}, 701.21a")


@action
def exile(game: GameCore, obj: GameObject, reason: str = "") -> GameObject:
    """Put ``obj`` into exile from wherever it is (701.13a, 406): a spell leaves the
    stack without resolving."""
    game.existing(obj)
    return move(game, obj, EXILE, f"{reason}, 701.13a" if reason else "exiled, 701.13a")


@action
def return_to_hand(game: GameCore, obj: GameObject, reason: str = "") -> GameObject:
    """Return ``obj`` to its owner's hand (400.3) from the battlefield, a graveyard,
    exile or the stack (a spell leaves it without resolving); a token leaves the
    battlefield and then ceases to exist (704.5d)."""
    game.existing(obj)
    if obj.zone not in (BATTLEFIELD, GRAVEYARD, EXILE, STACK):
        raise IllegalActionError("400.3", f"{obj} is in the {obj.zone.value}")
    return move(game, obj, HAND, reason or "returned to its owner's hand")


@action
def tap(game: GameCore, permanent: GameObject, reason: str = "") -> bool:
    """Tap ``permanent``; only an untapped permanent can be tapped (701.26a). True if
    it was tapped."""
    _on_battlefield(game, permanent, "701.26a", "tapped")
    if permanent.tapped:
        return False
    permanent.tapped = True
    game.emit(TappedOrUntapped(permanent, True, reason))
    return True


@action
def untap(game: GameCore, permanent: GameObject, reason: str = "") -> bool:
    """Untap ``permanent``; only a tapped permanent can be untapped (701.26b). True if
    it was untapped."""
    _on_battlefield(game, permanent, "701.26b", "untapped")
    if not permanent.tapped:
        return False
    permanent.tapped = False
    game.emit(TappedOrUntapped(permanent, False, reason))
    return True


@action
def add_counters(game: GameCore, permanent: GameObject, kind: str, amount: int = 1) -> None:
    """Put ``amount`` counters of ``kind`` on a permanent (122.1, 122.6), as replacement
    effects modify how many (614.1a; its controller orders several, 616.1)."""
    amount = whole_count(amount, "counters")
    _on_battlefield(game, permanent, "122.1", "given counters")
    counters.put(game, permanent, kind, amount)


@action
def remove_counters(game: GameCore, permanent: GameObject, kind: str, amount: int = 1) -> int:
    """Remove up to ``amount`` counters of ``kind`` from a permanent (122.8); returns
    how many were removed."""
    game.existing(permanent)
    _on_battlefield(game, permanent, "122.1", "given counters")
    return counters.remove(game, permanent, kind, whole_count(amount, "counters"))


@action
def add_extra_turn(game: GameCore, player: Player | str, turns: int = 1) -> None:
    """``player`` takes an extra turn directly after this one (500.7); ``turns`` of them
    (at most :data:`MOST_TIMES`), queued at once (the queue is written once, whatever
    their number)."""
    who = game.as_player(player)
    turns = times(turns, "extra turns")
    if turns:
        game.extra_turns = (*game.extra_turns, *(who,) * turns)
    for _ in range(turns):
        game.emit(ExtraTurnAdded(who))


@action
def give_poison(game: GameCore, player: Player | str, amount: int, source: GameObject) -> None:
    """``player`` gets ``amount`` poison counters from an effect of ``source`` (122.1f);
    ten or more and they lose (704.5c)."""
    who = game.as_player(player)
    game.of_this_game(source)
    count = whole_count(amount, "poison counters")
    if count:
        total = _more_counters(who, "poison", count)
        game.emit(PoisonCountersGiven(who, count, total, source))


@action
def reveal_hand(game: GameCore, player: Player | str) -> None:
    """``player`` reveals their hand (701.20a): every player sees it."""
    who = game.as_player(player)
    game.emit(HandRevealed(who, tuple(who.hand)))


@action
def look_at_hand(game: GameCore, looker: Player | str, player: Player | str) -> None:
    """``looker`` looks at ``player``'s hand (701.20b): only the two of them see it."""
    who = game.as_player(player)
    game.emit(HandLookedAt(game.as_player(looker), who, tuple(who.hand)))


@action
def give_energy(game: GameCore, player: Player | str, amount: int, reason: str = "") -> None:
    """``player`` gets ``amount`` energy counters ({E}, 107.14): "You get {E}{E}"."""
    who = game.as_player(player)
    count = whole_count(amount, "energy counters")
    if count:
        total = _more_counters(who, "energy", count)
        game.emit(EnergyChanged(who, count, total, reason))


def _more_counters(player: Player, kind: str, count: int) -> int:
    """``count`` more of a player's ``kind`` of counters (poison 122.1f, energy 107.14),
    a whole number within the game's bounds; the new total."""
    total = getattr(player, kind) + count
    problem = integer_problem(total)
    if problem:
        raise CardhostError(f"{kind} counters of {player}: {problem}")
    setattr(player, kind, total)
    return total


@action
def grant_keyword(
    game: GameCore,
    permanent: GameObject,
    keyword: str,
    duration: Duration = Duration.END_OF_TURN,
) -> None:
    """``permanent`` gains ``keyword`` until end of turn (611.2, 613.1f, 514.2), or for
    another ``duration``: for as long as it remains on the battlefield, or its
    controller now controls it (611.2b)."""
    game.existing(permanent)
    if permanent.zone is not BATTLEFIELD:
        return
    problem = keyword_problem(keyword)
    if problem:
        raise CardhostError(problem)
    change = Modification(Layer.ABILITY, add_keywords=(normal(keyword),))
    controller = permanent.controller
    game.put_in_force(permanent, controller, [permanent], (change,), duration, keyword)
    game.emit(KeywordGained(permanent, normal(keyword), duration.value))


@action
def create_effect(
    game: GameCore,
    source: GameObject,
    objects: Sequence[GameObject],
    modifications: Sequence[Modification],
    *,
    duration: Duration | str = Duration.END_OF_TURN,
    description: str = "",
    affects: Affected | None = None,
    controller: Player | str | None = None,
) -> None:
    """A resolving spell or ability of ``source``, controlled by ``controller`` (by
    default who controls ``source``), creates a continuous effect (611.2), which that
    player controls (613.1b: "gain control" gives them control; 611.2b: "for as long as
    you control" is theirs):
    ``modifications`` (one per layer, 613.6) apply to ``objects``, those it was
    applied to (611.2c), from now (613.7b) for its ``duration`` (611.2a): until end of
    turn (514.2), until its controller's next turn, for as long as they control the
    source or it remains on the battlefield (611.2b: if that is already over, the
    effect does nothing), or for the rest of the game. An effect that changes the
    rules, not characteristics ("Creatures without flying can't block this turn"),
    instead ``affects`` a group judged as it applies, so permanents that enter or
    join it later are affected too (611.2c); then ``objects`` is empty."""
    game.of_this_game(source)
    if not isinstance(objects, (list, tuple)) or not isinstance(modifications, (list, tuple)):
        raise CardhostError(
            "an effect's objects and modifications are each a list (611.2c, 613), not "
            f"{type(objects).__name__} and {type(modifications).__name__}"
        )
    permanents = [game.existing(o) for o in objects]
    if not all(isinstance(m, Modification) for m in modifications) or not modifications:
        raise CardhostError("an effect's modifications are Modification values (613)")
    if affects is not None and (permanents or any(not m.rules_only for m in modifications)):
        raise CardhostError(
            "only an effect that changes the rules, not characteristics, affects a group "
            "judged as it applies; it names no objects (611.2c)"
        )
    try:
        lasts = Duration(duration)
    except ValueError:
        durations = ", ".join(repr(d.value) for d in Duration)
        raise CardhostError(f"{duration!r} is not a duration (611.2a): {durations}") from None
    who = source.controller if controller is None else game.as_player(controller)
    changes = tuple(modifications)
    effect = game.put_in_force(source, who, permanents, changes, lasts, description, affects)
    if effect is not None:
        group = affects.text if affects is not None else ""
        game.emit(EffectCreated(source, tuple(permanents), description or "an effect", group))


@action
def attach(game: GameCore, equipment: GameObject, creature: GameObject) -> bool:
    """Attach ``equipment`` to ``creature`` (701.3a): an Equipment that isn't a creature
    to a creature without protection from it (301.5c, 702.16d); one that can't be
    attached there doesn't move, and one already attached there stays as it is
    (701.3b). Attached anew, it gets a new timestamp (701.3c, 613.7e). True if it
    moved."""
    game.existing(equipment)
    can = equipment.zone is BATTLEFIELD and can_equip(equipment, creature)
    if not can or equipment.attached_to is creature:
        return False
    was = equipment.attached_to
    equipment.attached_to = creature
    equipment.timestamp = game.new_timestamp()
    game.emit(Attached(equipment, creature, was))
    return True


@action
def transform(game: GameCore, permanent: GameObject) -> None:
    """Turn a transforming double-faced permanent over (701.27, 712.9)."""
    game.existing(permanent)
    if permanent.zone is not BATTLEFIELD:
        raise IllegalActionError("701.27a", f"{permanent} is not a permanent")
    if permanent.definition.back is None:
        raise IllegalActionError("701.27c", f"{permanent} isn't a double-faced permanent")
    permanent.transformed = not permanent.transformed
    permanent.timestamp = game.new_timestamp()  # 613.7g
    game.emit(Transformed(permanent, permanent.name))


# ----------------------------------------------------------------- tokens
@action
def create_token(
    game: GameCore,
    definition: CardDefinition | str,
    controller: Player | str,
    count: int = 1,
    *,
    tapped: bool = False,
) -> list[GameObject]:
    """Create ``count`` tokens (111.2, 701.7) under ``controller``'s control; they
    enter the battlefield at the same time, ``tapped`` if said (110.5b)."""
    token = game.card(definition)
    who, many = game.as_player(controller), whole_count(count, "tokens")
    return create_tokens(game, token, who, many, tapped=tapped)


@action
def create_token_copies(
    game: GameCore,
    original: GameObject,
    controller: Player | str,
    count: int = 1,
    exceptions: CopyExceptions | None = None,
) -> list[GameObject]:
    """Create ``count`` tokens that are copies of ``original`` (111.1, 707.2): its
    copiable values, as it is or as it last existed if it has left (608.2h), with a copy
    effect's ``exceptions`` (707.9); they enter at the same time."""
    game.of_this_game(original)
    values = copying.copiable_values(original, exceptions)
    double = original.definition.back is not None and values.definition.back is not None
    if double and not values.face_down:  # 707.8a: a copy of a double-faced permanent
        values = dataclasses.replace(values, double_faced=True)
    who = game.as_player(controller)
    return create_tokens(
        game, original.definition, who, whole_count(count, "tokens"), copied=values
    )


@action
def flip_coin(game: GameCore, player: Player | str) -> bool:
    """``player`` flips a coin (705.1), calling "heads" or "tails" (a ``coin call``
    decision): whether the call matches the side the game's seeded generator gives, so
    they won the flip (705.2); a :class:`CoinFlipped` event."""
    who = game.as_player(player)
    prompt = 'call "heads" or "tails" for the coin you flip (705.2)'
    call = game.choose(ChoiceKind.COIN_CALL, who, prompt, COIN_SIDES)
    with drawing(game.rng) as rng:
        side = COIN_SIDES[0] if rng.random() < 0.5 else COIN_SIDES[1]
    won = call == side
    game.emit(CoinFlipped(who, won, call, side))
    return won


@action
def investigate(game: GameCore, player: Player | str) -> GameObject | None:
    """``player`` investigates: creates a Clue token (701.16a, 111.10f)."""
    clues = create_token(game, "Clue Token", player)
    return clues[0] if clues else None


# ----------------------------------------------------------------- zones
@action
def put_onto_battlefield(
    game: GameCore,
    card: GameObject,
    *,
    controller: Player | str | None = None,
    tapped: bool = False,
    attacking: Player | str | None = None,
    counters: Mapping[str, int] | None = None,
    reason: str = "put onto the battlefield",
) -> GameObject | None:
    """Put a card onto the battlefield without casting it: under its owner's control
    unless told otherwise; X is 0 for its abilities (107.3m). ``attacking`` makes it
    enter attacking that player, never having been declared (506.3, 508.4); it enters
    with ``counters`` on it, each kind and how many (614.1c: "return it to the
    battlefield with a -1/-1 counter on it")."""
    game.existing(card)
    if card.zone in (BATTLEFIELD, STACK):
        raise IllegalActionError("400.7", f"{card} is already on the {card.zone.value}")
    if attacking is not None and game.combat is None:
        raise IllegalActionError("506.3", "a creature can enter attacking only during combat")
    for kind, amount in (counters or {}).items():
        if not isinstance(kind, str) or not kind.strip():
            raise CardhostError(f"a kind of counter is a name (122.1), not {kind!r}")
        whole_count(amount, "counters", least=1)
    return enter_battlefield(
        game,
        card,
        game.as_player(controller) if controller else card.owner,
        tapped=tapped,
        attacking=game.as_player(attacking) if attacking else None,
        counters=counters,
        reason=reason,
    )


@action
def move_to(game: GameCore, obj: GameObject, zone: Zone | str, reason: str = "") -> GameObject:
    """Move an object to a zone as an effect; it becomes a new object (400.7)."""
    game.existing(obj)
    where = zone_named(zone)
    if where is BATTLEFIELD:
        raise CardhostError("use put_onto_battlefield to put a card onto the battlefield")
    return move(game, obj, where, reason)


@action
def shuffle(game: GameCore, player: Player | str, on_top: Sequence[GameObject] = ()) -> None:
    """``player`` shuffles their library (701.24a), with the game's seeded generator;
    cards found by a search that go on top are left out of it and put there (701.24b):
    the shuffled cards are known to no one (701.24a), those on top to whoever knew them
    and to their searcher."""
    who = game.as_player(player)
    cards = [c for c in who.library if not any(c is t for t in on_top)]
    with drawing(game.rng) as rng:
        rng.shuffle(cards)
    who.contents(LIBRARY).replace([*on_top, *cards])
    top = frozenset(card.id for card in on_top)
    known = [(p, p.seen & top) for p in game.players] if top else []
    game.emit(LibraryShuffled(who))
    for seer, seen in known:
        if seen - seer.seen:
            seer.seen = seer.seen | seen
    if on_top:
        knowledge.learn(game.players, (who,), on_top)  # 701.24b: they put them there


TOP_OF_LIBRARY = "top of library"
"""Where a search may put what it found: on top of the library, shuffled first (701.24b)."""


@action
def search_library(
    game: GameCore,
    player: Player | str,
    matches: Matches,
    description: str,
    *,
    count: int = 1,
    to: Zone | str = HAND,
    tapped: bool = False,
    reveal: bool = False,
    quantity: bool = False,
    and_graveyard: bool = False,
) -> list[GameObject]:
    """``player`` searches their library for up to ``count`` cards ``matches`` accepts
    (a stated quality, so they may find fewer: 701.23b; or, if ``quantity``, simply
    for that many cards, "a card", which they must find if there are any: 701.23d),
    one choice at a time, a card of that quality in a graveyard found if there is one
    (701.23b: only in a hidden zone may they fail to find), reveals them if ``reveal``
    (701.20a), puts them into ``to``
    (``tapped`` onto the battlefield), then shuffles (701.24b); or, to
    :data:`TOP_OF_LIBRARY`, shuffles the rest and puts them on top. ``and_graveyard``:
    their library and/or graveyard, whether to search the library asked first (a ``yes
    or no`` decision), shuffled only if it was. Returns the cards found, where they
    went."""
    who = game.as_player(player)
    where = LIBRARY if to == TOP_OF_LIBRARY else zone_named(to)
    if and_graveyard and where is LIBRARY:
        raise CardhostError("a card found in a graveyard isn't shuffled on top of a library")
    wanted = whole_count(count, "cards to find")
    searched = not and_graveyard or (
        game.choose(ChoiceKind.YES_NO, who, "whether to search your library too (701.23)", YES_NO)
        == "yes"
    )
    found: list[GameObject] = []
    for _ in range(wanted):
        zones = (*(who.library if searched else ()), *(who.graveyard if and_graveyard else ()))
        candidates = [c for c in zones if c not in found and matches(c)]
        if not candidates:
            break
        hidden = not quantity and all(c.zone is LIBRARY for c in candidates)  # 701.23b
        chosen = game.choose(
            ChoiceKind.SEARCH,
            who,
            f"{description} to find, or none (701.23b)"
            if hidden
            else f"{description} to find ({'701.23d' if quantity else '701.23b'})",
            [*candidates, FIND_NOTHING] if hidden else candidates,
        )
        if chosen == FIND_NOTHING:
            break
        found.append(chosen)
    if reveal and found:
        game.emit(CardsRevealed(who, tuple(found), f"found by a search for {description}"))
    if where is LIBRARY:  # "then shuffle and put that card on top" (701.24b)
        shuffle(game, who, found)
        return found
    if where is BATTLEFIELD:  # all at once (614.12, 603.6a)
        moved = enter_together(game, [(card, who) for card in found], tapped=tapped)
    else:
        moved = move_together(game, [(c, where, "found by a search, 701.23a") for c in found])
    if searched:
        shuffle(game, who)
    return moved


@action
def put_on_library(
    game: GameCore,
    obj: GameObject,
    position: str = "top",
    reason: str = "",
    *,
    then_shuffle: bool = True,
) -> GameObject:
    """Put ``obj`` (a permanent, a card in a graveyard, a spell) on top of its owner's
    library, on the ``"bottom"`` (401.4, 400.3), or ``"shuffled"`` into it, which its
    owner then shuffles (701.24c; not ``then_shuffle``: the caller shuffles once for the
    several it puts there, 701.24f): a new object there (400.7); a token put there then
    ceases to exist (704.5d)."""
    game.existing(obj)
    if obj.zone not in (BATTLEFIELD, GRAVEYARD, EXILE, STACK, HAND):
        raise IllegalActionError("400.3", f"{obj} is in the {obj.zone.value}")
    said = (
        "shuffled into its owner's library"
        if position == "shuffled"
        else f"put on the {position} of its owner's library"
    ) + (f" by {reason}" if reason else "")
    new = move(game, obj, LIBRARY, said)
    if position == "bottom" and new.zone is LIBRARY:
        library = new.owner.contents(LIBRARY)
        library.replace((*[c for c in library if c is not new], new))
    if position == "shuffled" and then_shuffle:
        shuffle(game, obj.owner)
    return new


# ----------------------------------------------------------------- the stack
@action
def counter(
    game: GameCore, item: GameObject | StackAbility, reason: str = "", to: str = ""
) -> None:
    """Counter a spell or ability: it leaves the stack without resolving, a spell to
    its owner's graveyard (701.6a), or ``to`` instead: ``"exile"``, ``"hand"``, ``"top
    of library"``, ``"bottom of library"``; no cost is refunded (701.6b). A spell that
    can't be countered stays (113.6g)."""
    if isinstance(item, StackAbility):
        stack = game.shared_zones[STACK]
        if item not in stack:
            raise IllegalActionError("701.6a", f"{item.text!r} is not on the stack")
        stack.remove(item)
        left_stack(item)
        game.emit(AbilityCountered(item.source, item.text, reason or "countered, 701.6a"))
        return
    game.existing(item)
    if item.zone is not STACK:
        raise IllegalActionError("701.6a", f"{item} is not a spell on the stack")
    if item.face.cant_be_countered:  # 113.6g: its ability functions on the stack
        game.emit(SpellNotCountered(item))
        return
    game.emit(SpellCountered(item, reason or "countered, 701.6a"))
    if to in ("top of library", "bottom of library"):
        put_on_library(game, item, to.split()[0], "countered, 701.6a")
        return
    where = {"exile": EXILE, "hand": HAND}.get(to, GRAVEYARD)
    move(game, item, where, "countered, 701.6a")


# ----------------------------------------------------------------- checks
def _on_battlefield(game: GameCore, permanent: GameObject, rule: str, what: str) -> None:
    game.existing(permanent)
    if permanent.zone is not BATTLEFIELD:
        raise IllegalActionError(rule, f"{permanent} is not on the battlefield to be {what}")
