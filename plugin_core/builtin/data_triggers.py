"""Triggered abilities written as data (``[[triggers]]``, 603.1), as watchers of the same
hooks cards use: each triggers when its own object enters (603.6a), leaves the
battlefield (603.6c), dies (700.4), attacks (508.3a) or is cycled (702.29c), as its
controller's upkeep or end step begins (503.1a, 513.1a), as a spell is cast (601.2i),
as it deals damage (120.3, to a player or in combat: 510.3a), as its controller gains
life (119.9), or as others enter or die (603.6a, 700.4); an object
that lost the abilities of its rules text has none (305.7). The kernel follows their
instructions as they resolve. Evoke's triggered ability too: a permanent that entered
evoked is sacrificed (702.74a). Those of events few cards watch and that happen all game
(a permanent tapped, a target chosen) are plugins of their own, ``tap_triggers`` and
``target_triggers``, registered only for the cards that have them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl
from cardhost.model.card_types import LORE
from cardhost.model.counts import THAT_MUCH, THAT_SPELL
from cardhost.model.definitions import EITHER_EVENTS, ENCHANTED_CONTROLLERS
from cardhost.model.events import is_game_object
from cardhost.model.instructions import IT_BECAME, THAT_CARD, THAT_CREATURE, THAT_PLAYER
from cardhost.model.qualities import DEFENDING_PLAYER
from cardhost.model.turns import BEGINNING_OF_COMBAT, DRAW, END, MAIN1, UPKEEP
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.model.definitions import CardDefinition, TriggeredAbility
    from cardhost.model.events import (
        AttackersDeclared,
        BecameMonstrous,
        BlockersDeclared,
        CardDrawn,
        CountersChanged,
        Cycled,
        DamageDealt,
        DamageDealtAtOnce,
        Discarded,
        Exerted,
        LifeChanged,
        PermanentEntered,
        SpellCast,
        StepBegan,
        TurnedFaceUp,
        ZoneChanged,
    )
    from cardhost.model.protocols import Game, GameObject, Player, StackAbility


EVOKE = "Evoke: when this permanent enters, if its evoke cost was paid, its controller "
EVOKE += "sacrifices it (702.74a)."


def needed_by(card: CardDefinition) -> bool:
    """Whether a game with ``card`` needs these hooks: a face of it has ``[[triggers]]``
    or evoke or madness."""
    faces = [face for face in (card.front, card.back) if face is not None]
    return any(
        face.triggers or face.evoke is not None or face.madness is not None for face in faces
    )


def triggers_on(card: CardDefinition, events: frozenset[str]) -> bool:
    """Whether a face of ``card`` has a triggered ability of one of ``events``: what a
    plugin watching only those needs to be registered for (603.2)."""
    faces = [face for face in (card.front, card.back) if face is not None]
    return any(ability.event in events for face in faces for ability in face.triggers)


@hookimpl(trylast=True)
def on_permanent_entered(game: Game, event: PermanentEntered) -> None:
    """ "When this enters" (603.6a), seeing the X of the spell it was (107.3m); the
    abilities of the permanents on the battlefield, itself included, that watch a
    permanent of its kind enter ("Whenever another creature enters the battlefield under
    your control", 603.6a); and evoke's sacrifice (702.74a)."""
    permanent = event.permanent
    trigger_own(game, permanent, "enters", event.x)
    trigger_watchers(
        game, game.permanents_watching, "enters", permanent
    )  # 603.6a: others' abilities
    if permanent.evoked and permanent.has_rules_text:  # a keyword of its text (305.7)
        game.trigger(permanent, EVOKE, sacrifice_evoked)


MADNESS = (
    "Madness: when this card is exiled this way, its owner may cast it for its madness cost "
    "(702.35a)"
)


def cast_with_madness(game: Game, ability: StackAbility) -> None:
    """Its owner casts the card for its madness cost, or puts it into their graveyard."""
    game.madness_cast(ability.source)  # type: ignore[attr-defined]


def sacrifice_evoked(game: Game, ability: StackAbility) -> None:
    """Its controller sacrifices the permanent that entered evoked, if it is still on
    the battlefield (702.74a, 701.21a)."""
    permanent = ability.source
    if permanent.zone is BATTLEFIELD:
        game.sacrifice(permanent, "evoked, 702.74a", by=ability.controller)


@hookimpl(trylast=True)
def on_leaves_battlefield(game: Game, event: ZoneChanged) -> None:
    """ "When this leaves the battlefield" (603.6c) and "When this dies" (700.4), judged
    as it last existed on the battlefield (603.10a)."""
    moved = {IT_BECAME: event.new} if event.new is not None else None  # 400.7e
    trigger_own(game, event.object, "leaves", data=moved)
    if event.dies:
        trigger_own(game, event.object, "dies", data=moved)
        _watchers_see(game, event)
    if event.to_zone == "graveyard":  # any permanent (603.6c), as it last existed
        trigger_own(game, event.object, "put into a graveyard", data=moved)
        _watchers_see(game, event, "put into a graveyard")


def _watchers_see(game: Game, event: ZoneChanged, seen: str = "dies") -> None:
    """ "Whenever another creature you control dies" (700.4), "Whenever an artifact is
    put into a graveyard from the battlefield": the abilities of the permanents on the
    battlefield just before, those that left with it too, as they last existed
    (603.10a), that watch a permanent of its kind do so, knowing the card it became,
    "that card" (400.7e)."""
    dying = event.object
    gone = _gone_watchers(event.simultaneous)
    if dying not in gone and dying.face.watching:
        gone = (*gone, dying)
    became = {THAT_CARD: event.new} if event.new is not None else None  # 400.7e
    trigger_watchers(game, [*game.permanents_watching, *gone], seen, dying, became)


def _gone_watchers(left: tuple[GameObject, ...]) -> tuple[GameObject, ...]:
    """Those of ``left``, the objects that left the battlefield at once, that are gone
    (400.7) and had triggered abilities as they last existed: found once for all of
    their events (the last such batch kept), so a thousand creatures dying together cost
    a thousand looks, not a million."""
    if _last_left[0] is not left:
        _last_left[:] = [left, tuple(o for o in left if o.zone is None and o.face.watching)]
    return _last_left[1]  # type: ignore[no-any-return]


_last_left: list[object] = [None, ()]


def trigger_watchers(
    game: Game,
    watchers: Iterable[GameObject],
    event: str,
    obj: GameObject,
    data: Mapping[str, object] | None = None,
) -> None:
    """The abilities of ``watchers`` that watch ``obj``'s ``event``: an object of their
    kind ("another creature you control"), or the one their source is attached to
    ("enchanted creature"); each names ``obj``, "that creature", and its controller (as
    it last existed), "that player" (603.2), unless the event names another player."""
    named = {THAT_CREATURE: obj, THAT_PLAYER: obj.controller, **(data or {})}
    for watcher in watchers:
        face = watcher.face
        if not face.watching or not watcher.has_rules_text:
            continue
        for ability in face.watching:
            watched = ability.watches
            if (
                ability.event == event
                and watched is not None
                and watched.matches(obj, watcher.controller, watcher)
                and (not ability.attached or watcher.attached_to is obj)
                and (OPPONENT not in event or named[THAT_PLAYER] is not watcher.controller)
                and (not ability.attacking or _attacks(game, obj, ability, watcher.controller))
            ):
                fire(game, watcher, ability, data=named)


def _attacks(game: Game, attacker: GameObject, ability: TriggeredAbility, you: Player) -> bool:
    """Whether ``attacker`` attacks whom ``ability`` watches for (506.2): ``you``, or you
    or a planeswalker you control (you are its defending player)."""
    if ability.attacking == "you":
        return game.attacked(attacker) is you
    return game.defending_player(attacker) is you


OPPONENT = "an opponent"
"""In a watched event's words ("damage to an opponent"): an opponent of the watching
ability's controller (102.2), not of the creature dealing it."""


@hookimpl(trylast=True)
def on_cycled(game: Game, event: Cycled) -> None:
    """ "When you cycle this card" (702.29c), from wherever it went."""
    trigger_own(game, event.new, "cycle")


@hookimpl(trylast=True)
def on_turned_face_up(game: Game, event: TurnedFaceUp) -> None:
    """ "When this creature is turned face up" (708.8): of the permanent face up now."""
    trigger_own(game, event.permanent, "turned face up")


@hookimpl(trylast=True)
def on_became_monstrous(game: Game, event: BecameMonstrous) -> None:
    """ "When this creature becomes monstrous" (701.37a), its X the monstrosity's
    (701.37c)."""
    trigger_own(game, event.permanent, "becomes monstrous", event.amount)


@hookimpl(trylast=True)
def on_counters_put(game: Game, event: CountersChanged) -> None:
    """A Saga's chapter abilities (714.2b): "When one or more lore counters are put onto
    this Saga, if the number of lore counters on it was less than N and became at least
    N", each N of each one (714.2c)."""
    if event.kind != LORE or event.amount <= 0:
        return
    permanent = event.permanent
    if not permanent.face.final_chapter or not permanent.has_rules_text:
        return
    before = event.total - event.amount
    for ability in permanent.face.triggers:
        for chapter in ability.chapters:
            if before < chapter <= event.total:
                fire(game, permanent, ability)


@hookimpl(trylast=True)
def on_exerted(game: Game, event: Exerted) -> None:
    """ "You may exert this creature as it attacks. When you do, ..." (701.43d, 607.2h)."""
    trigger_own(game, event.permanent, "exert")


@hookimpl(trylast=True)
def on_attackers_declared(game: Game, event: AttackersDeclared) -> None:
    """ "Whenever this attacks" (508.3a): each creature declared as an attacker; and the
    abilities of permanents watching attackers of a kind ("Whenever a creature you
    control attacks") or the creature they are attached to ("Whenever equipped creature
    attacks"), once for each; "attacks alone" of the only one (506.5); "attacks with two
    others" of each, if three or more were declared (battalion, 207.2c)."""
    for attacker in event.attackers:  # 508.5: the defending player as it attacked
        defender = game.defending_player(attacker)
        trigger_own(
            game, attacker, "attacks", data={DEFENDING_PLAYER: defender} if defender else None
        )
    for attacker in event.attackers:
        trigger_watchers(game, game.permanents_watching, "attacks", attacker)
    if len(event.attackers) == 1:  # 506.5: the only creature declared as an attacker
        [alone] = event.attackers
        defender = game.defending_player(alone)
        trigger_own(
            game, alone, "attacks alone", data={DEFENDING_PLAYER: defender} if defender else None
        )
        trigger_watchers(game, game.permanents_watching, "attacks alone", alone)
    if len(event.attackers) >= 3:  # "Whenever this and at least two other creatures attack"
        for attacker in event.attackers:
            defender = game.defending_player(attacker)
            named = {DEFENDING_PLAYER: defender} if defender else None
            trigger_own(game, attacker, "attacks with two others", data=named)


@hookimpl(trylast=True)
def on_blockers_declared(game: Game, event: BlockersDeclared) -> None:
    """ "Whenever this creature blocks" (509.3a) and "becomes blocked" (509.3c): once
    each, however many creatures it blocks or is blocked by; "blocks a creature" and
    "becomes blocked by a creature" once for each such creature, "that creature" (509.3d,
    509.3f); "attacks and isn't blocked" (509.3g) for each attacker no blocker was
    declared for; the abilities watching others become blocked ("a creature you control",
    "enchanted creature"), once for each."""
    blockers = list(dict.fromkeys(blocker for blocker, _ in event.blocks))
    blocked = list(dict.fromkeys(attacker for _, attacker in event.blocks))
    for creature, event_name in [
        *((b, "blocks") for b in blockers),
        *((a, "becomes blocked") for a in blocked),
    ]:
        trigger_own(game, creature, event_name)
        trigger_own(game, creature, "blocks or becomes blocked")
    for attacker in blocked:  # "Whenever a creature you control becomes blocked"
        trigger_watchers(game, game.permanents_watching, "becomes blocked", attacker)
    for blocker, attacker in event.blocks:  # 509.3d, 509.3f: once for each creature
        for creature, other, event_name in (
            (blocker, attacker, "blocks a creature"),
            (attacker, blocker, "becomes blocked by a creature"),
        ):
            named = {THAT_CREATURE: other}
            trigger_own(game, creature, event_name, data=named)
            trigger_own(game, creature, "blocks or becomes blocked by a creature", data=named)
    combat = game.combat
    for attacker, _ in combat.attackers if combat is not None else ():
        if attacker not in blocked:  # 509.3g: no creature declared to block it
            trigger_own(game, attacker, "attacks and isn't blocked")


@hookimpl(trylast=True)
def on_spell_cast(game: Game, event: SpellCast) -> None:
    """ "Whenever you cast a [kind of] spell" (601.2i), "Whenever an opponent casts a
    spell", "Whenever a player casts ...", "... a spell that targets this creature": the
    permanents whose ability watches that caster and a spell of its kind, as it became
    cast (its targets chosen, 601.2c); "that player" is its caster (603.2)."""
    for permanent in game.permanents_with_triggers:
        face = permanent.face
        if not face.triggers or not permanent.has_rules_text:
            continue
        for ability in face.triggers:
            if ability.event == "cast" and _watches_cast(ability, event, permanent):
                named = {THAT_PLAYER: event.player, THAT_SPELL: event.spell}  # 603.2
                fire(game, permanent, ability, data=named)
    trigger_own(game, event.spell, "cast this")  # "When you cast this spell": the spell's own


def _watches_cast(ability: TriggeredAbility, event: SpellCast, permanent: GameObject) -> bool:
    """Whether ``ability`` of ``permanent`` triggers on ``event``: its caster, its kind
    of spell (said by the permanent's controller), and its target if it asks."""
    you = permanent.controller
    caster = {"you": event.player is you, "an opponent": event.player is not you}
    if not caster.get(ability.caster, True):
        return False
    kind = ability.spell
    if kind is not None and not kind.matches(event.spell, you, permanent):
        return False
    return not ability.targets_this or any(t is permanent for t in event.spell.targets)


@hookimpl(trylast=True)
def on_card_drawn(game: Game, event: CardDrawn) -> None:
    """ "Whenever you draw a card", "Whenever an opponent draws a card" (121.1): once for
    each card drawn (121.2), "that player" who drew it (603.2)."""
    player = event.player
    for permanent in game.permanents_with_triggers:
        face = permanent.face
        if not face.triggers or not permanent.has_rules_text:
            continue
        you = permanent.controller
        for ability in face.triggers:
            whose = {"you": player is you, "an opponent": player is not you}
            if ability.event == "draw" and whose.get(ability.caster, True):
                fire(game, permanent, ability, data={THAT_PLAYER: player})


@hookimpl(trylast=True)
def on_discarded(game: Game, event: Discarded) -> None:
    """ "Whenever an opponent discards a card", "Whenever you discard a creature card",
    "Whenever a player discards a card" (701.9a): the permanents whose ability watches
    that player and a card of its kind; "that player" is who discarded it (603.2)."""
    player = event.player
    if event.madness and event.new is not None:  # 702.35a: "When this card is exiled this way"
        game.trigger(event.new, MADNESS, cast_with_madness, controller=player)  # type: ignore[call-arg]
    for permanent in game.permanents_with_triggers:
        face = permanent.face
        if not face.triggers or not permanent.has_rules_text:
            continue
        you = permanent.controller
        for ability in face.triggers:
            if ability.event != "discard":
                continue
            whose = {"you": player is you, "an opponent": player is not you}
            kind = ability.discarded
            if not whose.get(ability.caster, True):
                continue
            if kind is not None and not kind.matches(event.object, you, permanent):
                continue
            fire(game, permanent, ability, data={THAT_PLAYER: player})


@hookimpl(trylast=True)
def on_damage_done(game: Game, event: DamageDealt) -> None:
    """ "Whenever this creature deals combat damage to a player" (510.3a), "deals damage
    to a player" (120.3, combat damage or not), "... to an opponent": once for each
    player dealt damage (603.2c), that player the one its effect may name; and the
    abilities watching others deal it ("Whenever a creature you control deals combat
    damage to a player", "Whenever equipped creature deals ..."); "deals (combat) damage
    to a creature", once for each creature, "that creature" and "that much" its own. The
    source's own abilities only while it is on the battlefield (113.6, 603.10: dealing
    damage is no event that looks back): sacrificed to pay for its ability dealing the
    damage, it has none."""
    source = event.source
    own = source.zone is BATTLEFIELD
    if own:
        trigger_own(game, source, "deals damage", data={THAT_MUCH: event.total})
    for player, _ in event.to_players():
        named = {THAT_PLAYER: player}
        dealt = ["damage to a player", *(["combat damage to a player"] if event.combat else [])]
        for what in dealt:
            if own:
                trigger_own(game, source, what, data=named)
            trigger_watchers(game, game.permanents_watching, what, source, named)
        for what in dealt:  # "deals damage to an opponent" (102.2): the controller's
            opponent = what.replace("a player", OPPONENT)
            if own and player is not source.controller:
                trigger_own(game, source, opponent, data=named)
            trigger_watchers(
                game, game.permanents_watching, opponent, source, named
            )  # their controller's
    for recipient, amount in event.by_recipient() if own else ():  # each creature (603.2c)
        if is_game_object(recipient) and recipient.is_creature:  # type: ignore[union-attr]
            hurt = {THAT_CREATURE: recipient, THAT_MUCH: amount}
            trigger_own(game, source, "damage to a creature", data=hurt)
            if event.combat:
                trigger_own(game, source, "combat damage to a creature", data=hurt)


@hookimpl(trylast=True)
def on_dealt_damage(game: Game, event: DamageDealtAtOnce) -> None:
    """ "Whenever this creature is dealt damage" (120.3): once for all the damage dealt to
    it at one time, however many sources dealt it (603.2c); "that much" is the total."""
    for recipient, amount in event.recipients:
        if not is_game_object(recipient):  # a player
            continue
        trigger_own(game, recipient, "dealt damage", data={THAT_MUCH: amount})
        if event.combat:
            trigger_own(game, recipient, "dealt combat damage", data={THAT_MUCH: amount})


@hookimpl(trylast=True)
def on_life_gained(game: Game, event: LifeChanged) -> None:
    """ "Whenever you gain life" (119.9): once for each life-gain event, lifelink's
    included (120.3f); "that much" is the life gained."""
    for permanent in game.permanents(controller=event.player):
        trigger_own(game, permanent, "gain life", data={THAT_MUCH: event.amount})


@hookimpl(trylast=True)
def on_beginning_of_step(game: Game, event: StepBegan) -> None:
    """ "At the beginning of your upkeep" (503.1a), "of your draw step" (504.2), "of your
    end step" (513.1a), "of each upkeep", "of each opponent's end step": each permanent
    whose ability watches the active player's step."""
    active = event.active_player
    if event.step is MAIN1:  # 714.3b: a turn-based action as the phase begins
        _read_on(game, active)
    step = STEPS.get(event.step)
    if step is None:
        return
    for permanent in game.permanents_with_triggers:
        face = permanent.face
        if not face.triggers or not permanent.has_rules_text:
            continue
        watched = WATCHED_STEPS[permanent.controller is active]
        host = permanent.attached_to
        if host is not None and host.controller is active:  # 303.4: the enchanted one's
            watched = (*watched, ENCHANTED_CONTROLLERS)
        for ability in face.triggers:
            if ability.event == step and ability.whose in watched:
                fire(game, permanent, ability, data={THAT_PLAYER: active})


def _read_on(game: Game, active: Player) -> None:
    """As a player's precombat main phase begins, they put a lore counter on each Saga
    they control with chapter abilities (714.3b; not one that has lost its abilities,
    305.7): its next chapter may trigger."""
    for saga in game.battlefield:
        mine = saga.controller is active and saga.is_saga
        if mine and saga.face.final_chapter and saga.has_rules_text:
            game.add_counters(saga, LORE, 1)


WATCHED_STEPS = {True: ("your", "each"), False: ("each", "each opponent's")}
"""Whose steps a permanent's ability watches, by whether its controller is active."""
STEPS = {UPKEEP: "upkeep", DRAW: "draw step", END: "end step"}
STEPS[BEGINNING_OF_COMBAT] = "beginning of combat"
"""The steps whose beginning a data trigger watches, and its ``when``."""


def trigger_own(
    game: Game,
    obj: GameObject,
    event: str,
    x: int = 0,
    data: Mapping[str, object] | None = None,
) -> None:
    """The abilities of ``obj`` that trigger on its own ``event`` (603.2), of either of
    two events ("enters or dies") too, seeing ``x`` and what the event named."""
    face = obj.face
    if not face.triggers or not obj.has_rules_text:
        return
    for ability in face.triggers:
        either = EITHER_EVENTS.get(ability.event, ())
        if (ability.event == event or event in either) and ability.watches is None:
            fire(game, obj, ability, x, data)


def fire(
    game: Game,
    obj: GameObject,
    ability: TriggeredAbility,
    x: int = 0,
    data: Mapping[str, object] | None = None,
) -> None:
    """``ability`` of ``obj`` triggers (603.2), with its targets to choose (603.3d), the
    X and what the event named (``data``) it sees, and its intervening "if" (603.4)."""
    game.trigger(
        obj,
        ability.text,
        None,
        written=ability,
        targets=ability.targets,
        x=x,
        data=data,
        condition=_condition_of(ability),
    )


def _condition_of(ability: TriggeredAbility) -> Callable[[Game, StackAbility], bool] | None:
    """How ``ability``'s intervening "if" is checked (603.4), if it has one."""
    if ability.counted_if is not None:
        return _counted
    if ability.state_if:
        return _in_state
    return CONDITIONS.get(ability.condition)


def _in_state(game: Game, ability: StackAbility) -> bool:
    """ "If Howling Mine is untapped" (603.4): its source's status, as it last existed
    on the battlefield if it has left (608.2h): a status stays with the object it was."""
    source = ability.source
    state = ability.written.state_if if ability.written is not None else ""
    if source.zone is not BATTLEFIELD and source.zone is not None:
        return False
    if state in ("tapped", "untapped"):
        return source.tapped is (state == "tapped")
    return source.monstrous if state == "monstrous" else state == "renowned" and source.renowned


def _kicked(game: Game, ability: StackAbility) -> bool:
    """ "If it was kicked" (702.33d): its source was a kicked spell."""
    return ability.source.kicked


def _counted(game: Game, ability: StackAbility) -> bool:
    """An intervening "if" that is a count within bounds, for the ability's controller
    (603.4): "if you control seven or more permanents"; or for the player its trigger
    event named: "if that player has two or fewer cards in hand"."""
    written = ability.written
    condition = written.counted_if if written is not None else None
    if condition is None:
        return False
    player = ability.data.get(THAT_PLAYER) if condition.count.theirs else ability.controller
    if player is None:
        return False
    return condition.holds(game.count(condition.count, player, ability.source))


def _no_spells_last_turn(game: Game, ability: StackAbility) -> bool:
    """ "If no spells were cast last turn" (603.4): by any player, in the turn before."""
    return not any(game.spells_last_turn)


def _two_spells_last_turn(game: Game, ability: StackAbility) -> bool:
    """ "If a player cast two or more spells last turn" (603.4)."""
    return any(count >= 2 for count in game.spells_last_turn)


CONDITIONS = {
    "it was kicked": _kicked,
    "no spells were cast last turn": _no_spells_last_turn,
    "a player cast two or more spells last turn": _two_spells_last_turn,
}
"""Each intervening "if" clause (603.4) and how it is checked."""
