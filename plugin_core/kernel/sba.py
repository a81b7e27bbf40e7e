"""State-based actions (704): checked whenever a player would receive priority."""

from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING

from cardhost.kernel import effects, game_flow
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import GameObject
from cardhost.kernel.zone_changes import can_enchant, can_equip, move_together, remove
from cardhost.model.card_types import CREATURE, LORE, LOYALTY, PLANESWALKER
from cardhost.model.events import Attached, ZoneChanged
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


POISONED = 10
"""The poison counters a player loses with (704.5c)."""


def check_once(game: GameCore) -> bool:
    """Perform every applicable state-based action at once (704.3). True if any was. A
    player who loses leaves the game (800.4a) once the others are performed: their
    creatures dying at the same time die, and are seen to (603.10a)."""
    performed = False
    losing = []
    for player in game.players:
        if player.has_lost:
            continue
        reason = None
        if player.life <= 0:
            reason = "0 or less life, 704.5a"
        elif player.drew_from_empty_library:
            reason = "drew from an empty library, 704.5b"
        elif player.poison >= POISONED:
            reason = "ten or more poison counters, 704.5c"
        if reason:
            losing.append((player, reason))
    if game.stray_tokens:  # tokens off the battlefield, copies off the stack (704.5d-e)
        strays = game.stray_tokens
        game.stray_tokens = ()
        for obj in strays:
            zone = obj.zone
            if zone is None or zone is BATTLEFIELD:
                continue
            remove(game, obj)
            rule = "a copy of a spell, 704.5e" if obj.is_copy else "704.5d"
            game.emit(ZoneChanged(obj, zone.value, "nowhere", rule))
            performed = True
    if game.board_version != game.board_checked_at:
        if _check_permanents(game):
            performed = True
        elif not losing:
            object.__setattr__(game, "board_checked_at", game.board_version)  # not journaled
    for player, reason in losing:  # 104.3, 800.4a: after the others, as one event
        game_flow.lose(game, player, reason)
        performed = True
    return performed


def _check_permanents(game: GameCore) -> bool:
    """The state-based actions of permanents (704.5f-q, 704.5y), all at once. Skipped while
    ``game.board_version`` is what it was when a check found none: no permanent, player
    or the game itself has changed since, nor anything an effect in force reads, so
    neither has anything they depend on (the characteristics it keys)."""
    performed = False
    doomed: dict[int, tuple[GameObject, str]] = {}
    annihilating: list[tuple[GameObject, int]] = []
    legends: dict[tuple[int, str], list[GameObject]] = defaultdict(list)
    worlds: list[GameObject] = []
    roles: dict[tuple[int, int], list[GameObject]] = defaultdict(list)
    unattached: list[GameObject] = []
    for permanent in game.battlefield:  # one pass, each characteristic read once
        types, subtypes, supertypes = permanent.type_line()
        touched = permanent.deathtouched
        if touched:
            permanent.deathtouched = False
        counters = permanent.counters
        if CREATURE in types:
            reason = _dies(permanent, touched)
            if reason:
                doomed[permanent.id] = (permanent, reason)
        if PLANESWALKER in types and not counters.get(LOYALTY):
            _doom(doomed, permanent, "loyalty 0, 704.5i")
        if counters and "Saga" in subtypes and _read(game, permanent):
            _doom(doomed, permanent, "sacrificed after its final chapter, 714.4")
        if "Aura" in subtypes:
            host = permanent.attached_to
            if host is None or not can_enchant(game, permanent, host):
                _doom(doomed, permanent, "Aura not legally attached, 704.5m")
        elif permanent.attached_to is not None and not can_equip(permanent, permanent.attached_to):
            unattached.append(permanent)  # 704.5n, 702.16d; 704.5p: what isn't Equipment
        if counters:
            pairs = min(counters.get("+1/+1", 0), counters.get("-1/-1", 0))
            if pairs:
                annihilating.append((permanent, pairs))
        if "Legendary" in supertypes:
            legends[(permanent.controller.index, permanent.name)].append(permanent)
        if "World" in supertypes:
            worlds.append(permanent)
        if "Role" in subtypes and permanent.attached_to is not None:
            roles[(permanent.attached_to.id, permanent.controller.index)].append(permanent)
    for equipment in unattached:  # 704.5n, 704.5p: it stays on the battlefield
        was = equipment.attached_to
        equipment.attached_to = None
        game.emit(Attached(equipment, None, was))
        performed = True
    for keep_out, reason in _legend_rule(game, legends):
        _doom(doomed, keep_out, reason)
    if len(worlds) > 1:  # 704.5k: the newest stays; of several newest at once, none
        arrived = {w.id: w.arrived_with or w.timestamp for w in worlds}  # 613.7d, 613.7m
        newest = max(arrived.values())
        tie = sum(1 for at in arrived.values() if at == newest) > 1
        for world in worlds:
            if tie or arrived[world.id] != newest:
                _doom(doomed, world, "world rule, 704.5k")
    for same in roles.values():  # 704.5y: of one player's Roles on it, the newest stays
        newest = max(same, key=lambda p: p.timestamp)
        for role in same:
            if role is not newest:
                _doom(doomed, role, "a newer Role of its controller's, 704.5y")
    judged = [permanent for permanent, _ in doomed.values()]
    auras: list[GameObject] = []  # 702.89a: destroyed instead, in the same event
    for key, (permanent, reason) in list(doomed.items()):  # 701.19a, 702.89a: replaced
        if reason in DESTROYED and effects.saved_from_destruction(game, permanent, auras=auras):
            del doomed[key]
            performed = True
    for aura in effects.umbra_auras_destroyed(game, auras, judged):
        doomed[aura.id] = (aura, effects.UMBRA)
    doomed = {k: (p, r) for k, (p, r) in doomed.items() if p.zone is BATTLEFIELD}
    for permanent, pairs in annihilating:  # 704.5q; at once (704.3): one leaving keeps its
        if permanent.id in doomed or permanent.zone is not BATTLEFIELD:  # counters (603.10a)
            continue
        effects.remove_counters(game, permanent, "+1/+1", pairs)
        effects.remove_counters(game, permanent, "-1/-1", pairs)
        performed = True
    if doomed:  # all at once (704.3), so each "dies" ability sees the others (603.10a)
        move_together(game, [(p, GRAVEYARD, reason) for p, reason in doomed.values()])
        performed = True
    return performed


def _doom(doomed: dict[int, tuple[GameObject, str]], permanent: GameObject, reason: str) -> None:
    """``permanent`` is put into its owner's graveyard for ``reason``, a state-based action
    that doesn't destroy it: it wins over one that does (704.5g, 704.5h), since all are
    performed at once (704.3) and regeneration or umbra armor replaces only the
    destruction (701.19a, 702.89a). Of two that don't destroy, the first found stands."""
    held = doomed.get(permanent.id)
    if held is None or held[1] in DESTROYED:
        doomed[permanent.id] = (permanent, reason)


def _read(game: GameCore, saga: GameObject) -> bool:
    """Whether a Saga with chapter abilities has at least its final chapter number of
    lore counters and no chapter ability of it has triggered but not yet left the stack
    (714.4). One that has lost its abilities has none (305.7): its final chapter number
    is 0 (714.2d), and it stays."""
    final = saga.face.final_chapter
    if not final or saga.counters.get(LORE, 0) < final or not saga.has_rules_text:
        return False
    waiting = [*game.pending_triggers, *(i for i in game.stack if not isinstance(i, GameObject))]
    return not any(
        item.source is saga and getattr(item.written, "chapters", ()) for item in waiting
    )


LETHAL = "lethal damage, 704.5g"
DEATHTOUCH = "damage from a source with deathtouch, 704.5h"
DESTROYED = frozenset({LETHAL, DEATHTOUCH})
"""The state-based actions that destroy (704.5g, 704.5h), so regeneration replaces them;
704.5f puts a creature into its owner's graveyard, which it doesn't."""


def _dies(permanent: GameObject, deathtouched: bool) -> str:
    """Why a creature is put into its owner's graveyard (704.5f-h), or ``""``."""
    toughness = permanent.toughness
    if toughness <= 0:
        return "toughness 0 or less, 704.5f"
    if permanent.has_keyword("indestructible"):  # 702.12b
        return ""
    if toughness <= permanent.damage:
        return LETHAL
    if deathtouched:  # dealt damage, marked or as -1/-1 counters (120.3d)
        return DEATHTOUCH
    return ""


def _legend_rule(
    game: GameCore, legends: dict[tuple[int, str], list[GameObject]]
) -> list[tuple[GameObject, str]]:
    """704.5j: of legendary permanents with one name and one controller, the controller
    keeps one."""
    out = []
    for same in legends.values():
        if len(same) < 2:
            continue
        keep = game.choose(
            ChoiceKind.LEGEND_RULE,
            same[0].controller,
            f"which {same[0].name} to keep (legend rule, 704.5j)",
            same,
        )
        out.extend((p, "legend rule, 704.5j") for p in same if p is not keep)
    return out
