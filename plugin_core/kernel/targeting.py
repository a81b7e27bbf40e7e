"""Targets (115): who and what a spell or ability may target, choosing them as it is cast,
activated or put on the stack (601.2c, 602.2b, 603.3d), and which are still legal as it
resolves (608.2b)."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from itertools import islice
from typing import TYPE_CHECKING, TypeAlias

from cardhost.kernel import player_rules
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.plugins import call_guarded
from cardhost.model.card_types import CREATURE, PLANESWALKER
from cardhost.model.errors import CardhostError, IllegalActionError, shown
from cardhost.model.events import BecameTarget
from cardhost.model.keywords import protected_from
from cardhost.model.qualities import DEFENDING_PLAYER, NAMED_PLAYERS
from cardhost.model.targets import TargetError, TargetSpec, parse_target
from cardhost.model.zones import BATTLEFIELD, Zone

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.model.definitions import Mode
    from cardhost.model.instructions import Instruction
    from cardhost.model.protocols import StackAbility

    Target: TypeAlias = GameObject | Player
    Item: TypeAlias = GameObject | StackAbility  # a spell or an ability: what has targets


@dataclass(frozen=True)
class TargetRequirement:
    """A target a card's plugin describes with a check of its own (115.1): objects in
    ``zones`` that ``allows(game, ability, candidate)`` accepts, both as the ability is put
    on the stack (603.3d) and again as it resolves (608.2b)."""

    description: str
    zones: tuple[Zone, ...]
    allows: Callable[[GameCore, StackAbility, GameObject], bool]


Requirement: TypeAlias = "TargetSpec | TargetRequirement"


def requirement_of(value: Requirement | str) -> Requirement:
    """A requirement from a :class:`TargetSpec`, a :class:`TargetRequirement` or the
    words of a target (``"target player"``); anything else is refused (a TargetError)."""
    if isinstance(value, str):
        return parse_target(value)
    if not isinstance(value, (TargetSpec, TargetRequirement)):
        raise TargetError(
            f"a target is its words, a TargetSpec or a TargetRequirement, not {shown(value)}"
        )
    return value


def targets_given(
    game: GameCore, target: object, targets: Sequence[object] | None
) -> tuple[Target, ...] | None:
    """The targets an action names: ``target``, or ``targets`` in order, or ``None`` for
    the chooser to choose (601.2c). Each is a player or an object of this game."""
    if target is not None and targets is not None:
        raise CardhostError("name the target or the targets, not both")
    given = (target,) if target is not None else targets
    if given is None:
        return None
    if isinstance(given, str) or not isinstance(given, Sequence):
        raise CardhostError(f"targets are a sequence of players and objects, not {given!r}")
    return tuple(game.as_player(t) if isinstance(t, Player) else game.existing(t) for t in given)


def describe(requirement: Requirement) -> str:
    return requirement.text if isinstance(requirement, TargetSpec) else requirement.description


def candidates(
    game: GameCore, requirement: Requirement, item: Item, controller: Player
) -> list[Target]:
    """Every object and player ``requirement`` allows now, for ``item`` controlled by
    ``controller`` (115.1, 115.2, 115.4); a spell or ability never targets itself
    (115.5)."""
    return list(_candidates(game, requirement, item, controller))


def _candidates(
    game: GameCore, requirement: Requirement, item: Item, controller: Player
) -> Iterator[Target]:
    """:func:`candidates` one at a time, each judged only when it is asked for."""
    if isinstance(requirement, TargetRequirement):
        for o in game.objects_in(requirement.zones):
            if targetable(o, item, controller) and _allowed_by_plugin(game, requirement, item, o):
                yield o
        return
    if requirement.players:
        for p in game.players:
            if _player_allowed(requirement, p, controller) and _player_targetable(
                game, p, controller
            ):
                yield p
    if requirement.quality is not None:
        for o in _in_zone(game, requirement):
            if (
                o is not item
                and _object_allowed(game, requirement, o, item, controller)
                and targetable(o, item, controller)  # after the words: most fail those
            ):
                yield o


ANY_TARGET_TYPES = (CREATURE, PLANESWALKER)
"""What "any target" may be of permanents (115.4; battles aside)."""


def _in_zone(game: GameCore, requirement: TargetSpec) -> Sequence[GameObject]:
    """The objects in the zone ``requirement`` targets in, in its order; of the
    battlefield, only those of the card types its words ask for one of, if they do
    (205.2a): an object of no such type doesn't match them."""
    quality = requirement.quality
    assert quality is not None
    if requirement.zone is not BATTLEFIELD:
        return game.objects_in((requirement.zone,))
    if requirement.any_target:
        return game.permanents_of_types(ANY_TARGET_TYPES)
    if quality.types and not quality.subtypes:  # one of the types, or of the subtypes
        return game.permanents_of_types(quality.types)
    return game.battlefield


def is_legal(
    game: GameCore, requirement: Requirement, target: Target, item: Item, controller: Player
) -> bool:
    """Whether ``target`` is still a legal target (608.2b): a player still in the game, or
    an object still in the zone it was chosen in, still as the words describe."""
    if isinstance(target, Player):
        return (
            isinstance(requirement, TargetSpec)
            and bool(requirement.players)
            and _player_allowed(requirement, target, controller)
            and _player_targetable(game, target, controller)
        )
    if target.zone is None or target is item or not targetable(target, item, controller):
        return False
    if isinstance(requirement, TargetRequirement):
        return target.zone in requirement.zones and _allowed_by_plugin(
            game, requirement, item, target
        )
    return target.zone is requirement.zone and _object_allowed(
        game, requirement, target, item, controller
    )


NO_MORE_TARGETS = "no more targets"
"""The answer that chooses no more of an "up to N" phrase's targets (601.2c)."""


def choose(
    game: GameCore,
    item: Item,
    requirements: Sequence[Requirement],
    controller: Player,
    given: Sequence[Target] | None,
    rule: str,
) -> tuple[Target, ...]:
    """The targets of ``item``, one for each requirement in order: those ``given``, each
    checked, or else chosen by ``controller`` (601.2c, 602.2b, 603.3d). A requirement
    with no legal choice makes the spell or ability impossible (``rule``), unless it is
    one of "up to N" (601.2c: the player may choose fewer, stopping when they choose);
    several targets of one phrase are different objects (115.3)."""
    least = sum(1 for r in requirements if not optional(r))
    if given is not None and not least <= len(given) <= len(requirements):
        wanted = f"from {least} to {len(requirements)}" if least < len(requirements) else least
        raise IllegalActionError(rule, f"{_name(item)} has {wanted} target(s); {len(given)} given")
    chosen: list[Target] = []
    for index, requirement in enumerate(requirements):
        if given is not None and index >= len(given):
            break
        legal = not_chosen(
            candidates(game, requirement, item, controller), requirement, requirements, chosen
        )
        if given is not None:
            target = given[index]
            if not any(target is c for c in legal):
                why = untargetable_by(target, item, controller) if _is_object(target) else None
                also = f"; it {why[1]} ({why[0]})" if why is not None else ""
                raise IllegalActionError(
                    rule,
                    f"{target} is not a legal target: {describe(requirement)} (115.1, 115.3){also}",
                )
        elif not legal and optional(requirement):
            break
        elif not legal:
            raise IllegalActionError(
                rule, f"{_name(item)} has no legal choice for {describe(requirement)} (115.1)"
            )
        else:
            options = [*legal, NO_MORE_TARGETS] if optional(requirement) else legal
            target = game.choose(
                ChoiceKind.TARGET, controller, f"{describe(requirement)} for {_name(item)}", options
            )
            if target == NO_MORE_TARGETS:
                break
        chosen.append(target)
    return tuple(chosen)


def became_targets(
    game: GameCore, item: Item, targets: Sequence[Target], controller: Player
) -> None:
    """Each of ``targets`` becomes a target of ``item`` (601.2c, 602.2b, 603.3d): one
    event for each, once however many of its phrases chose it."""
    seen: list[Target] = []
    for target in targets:
        if not any(target is s for s in seen):
            seen.append(target)
            game.emit(BecameTarget(target, item, controller))


def could_choose(
    game: GameCore, item: Item, requirements: Sequence[Requirement], controller: Player
) -> bool:
    """Whether every target that must be chosen could be (115.1), several of one phrase
    being different objects (115.3): "two target creatures" need two."""
    needed: dict[int, int] = {}
    for requirement in requirements:
        if optional(requirement):
            continue
        instance = requirement.instance if isinstance(requirement, TargetSpec) else 0
        wanted = 1
        if instance:  # one phrase's targets are different objects (115.3)
            wanted = needed[instance] = needed.get(instance, 0) + 1
        found = islice(_candidates(game, requirement, item, controller), wanted)
        if sum(1 for _ in found) < wanted:  # judged only until enough are found
            return False
    return True


def optional(requirement: Requirement) -> bool:
    """Whether a target may go unchosen: one of "up to N" (601.2c)."""
    return isinstance(requirement, TargetSpec) and requirement.optional


def not_chosen(
    legal: list[Target],
    requirement: Requirement,
    requirements: Sequence[Requirement],
    chosen: list[Target],
) -> list[Target]:
    """``legal`` less the objects chosen already for the same phrase's targets (115.3:
    once for each instance of the word "target")."""
    instance = requirement.instance if isinstance(requirement, TargetSpec) else 0
    if not instance:
        return legal
    taken = [
        t
        for r, t in zip(requirements, chosen, strict=False)
        if isinstance(r, TargetSpec) and r.instance == instance
    ]
    return [c for c in legal if not any(c is t for t in taken)]


def spell_requirements(spell: GameObject) -> tuple[Requirement, ...]:
    """The targets an instant or sorcery requires as cast (601.2c): its spell ability's,
    or those of the modes chosen for it, in the order written (700.2c)."""
    ability = spell.face.spell
    if ability is None:
        return ()
    if ability.modes:
        return mode_requirements(ability.modes, spell.modes)
    return ability.targets


def mode_requirements(modes: Sequence[Mode], chosen: Sequence[int]) -> tuple[Requirement, ...]:
    """The targets of the modes ``chosen`` (by their places), in the order chosen
    (700.2c), each chosen mode's phrases instances of the word "target" of their own, apart
    from another mode's (or the same mode's chosen again, 700.2d): one object may be
    chosen once for each (115.3)."""
    found: list[Requirement] = []
    offset = 0
    for index in chosen:
        targets = modes[index].targets
        for requirement in targets:
            if isinstance(requirement, TargetSpec) and requirement.instance and offset:
                requirement = replace(requirement, instance=requirement.instance + offset)
            found.append(requirement)
        offset += max((t.instance for t in targets if isinstance(t, TargetSpec)), default=0)
    return tuple(found)


class LegalTargets(list["Target"]):
    """The targets of a spell or ability that are still legal as it resolves (608.2b),
    in order, each also kept with the words of the target phrase it is legal for
    (:meth:`legal_for`): an object chosen for two phrases (115.3) may now be legal for
    one only, and only that phrase's instructions act on it (608.2b)."""

    def __init__(self, pairs: Sequence[tuple[Requirement, Target]]) -> None:
        super().__init__(target for _, target in pairs)
        self.phrases = tuple((getattr(r, "text", ""), target) for r, target in pairs)

    def legal_for(self, requirement: Requirement, target: Target) -> bool:
        """Whether ``target``, chosen for ``requirement``, is still legal for it."""
        words = getattr(requirement, "text", "")
        return any(text == words and chosen is target for text, chosen in self.phrases)


def still_legal(
    game: GameCore,
    item: Item,
    requirements: Sequence[Requirement],
    targets: Sequence[Target],
    controller: Player,
) -> LegalTargets:
    """The targets that are still legal as ``item`` resolves (608.2b), in order, each
    with the phrase it is legal for."""
    return LegalTargets(
        [
            (requirement, target)
            for requirement, target in zip(requirements, targets, strict=False)
            if is_legal(game, requirement, target, item, controller)
        ]
    )


def targetable(obj: GameObject, item: Item, controller: Player) -> bool:
    """Whether a permanent can be the target of ``item``, controlled by ``controller``
    (:func:`untargetable_by`)."""
    return untargetable_by(obj, item, controller) is None


def untargetable_by(obj: GameObject, item: Item, controller: Player) -> tuple[str, str] | None:
    """Why a permanent can't be the target of ``item``, controlled by ``controller``, as
    a rule and what the permanent is ("has shroud"), or ``None``: shroud (702.18a),
    hexproof for an opponent's (702.11b), protection from a quality of the spell or the
    ability's source (702.16b)."""
    if obj.zone is not BATTLEFIELD:
        return None
    keywords = obj.keywords
    if "shroud" in keywords:
        return ("702.18a", "has shroud")
    if "hexproof" in keywords and obj.controller is not controller:
        return ("702.11b", f"has hexproof, and {controller} is an opponent of its controller")
    source = item if isinstance(item, GameObject) else item.source
    quality = protected_from(keywords, source)
    if quality is not None:
        return ("702.16b", f"has protection from {quality}")
    return None


def _is_object(target: object) -> bool:
    return isinstance(target, GameObject)


def _name(item: Item) -> str:
    return item.name if isinstance(item, GameObject) else f"{item.source_ref.name}'s ability"


def _player_targetable(game: GameCore, player: Player, controller: Player) -> bool:
    """A player with shroud is no spell's or ability's target (702.18d), one with
    hexproof no opponent's (702.11d)."""
    rules = player_rules.rules_of(game, player)
    return not rules["shroud"] and not (rules["hexproof"] and controller is not player)


def _player_allowed(requirement: TargetSpec, player: Player, controller: Player) -> bool:
    if player.has_lost:  # a player who left the game is no longer in it (800.4a)
        return False
    return requirement.players != "opponent" or player is not controller


def _object_allowed(
    game: GameCore, requirement: TargetSpec, obj: GameObject, item: Item, controller: Player
) -> bool:
    quality = requirement.quality
    assert quality is not None
    source = item.source if not isinstance(item, GameObject) else item
    if requirement.any_target:  # 115.4: creatures and planeswalkers (battles aside)
        return obj.zone is BATTLEFIELD and (obj.is_creature or obj.is_planeswalker)
    if requirement.owner == "you" and obj.owner is not controller:
        return False
    if requirement.owner == "an opponent" and obj.owner is controller:
        return False
    named = named_players(game, item) if quality.controller in NAMED_PLAYERS else None
    return quality.matches(obj, controller, source, named)


def named_players(game: GameCore, item: Item) -> dict[str, Player]:
    """The players an ability's words name: "that player", whom its trigger event named
    (603.2), and "defending player", whom its attacking source attacks or whose
    planeswalker (506.2, 508.5), as it attacked when the ability triggered, or before it
    was removed from combat (508.5)."""
    if isinstance(item, GameObject):
        return {}
    data = item.data
    found = {k: data[k] for k in NAMED_PLAYERS if isinstance(data.get(k), Player)}
    combat = game.combat
    if DEFENDING_PLAYER not in found and combat is not None:
        defender = combat.defending_player(item.source)  # 508.5: removed, as it was
        if defender is not None:
            found[DEFENDING_PLAYER] = defender
    return found


def _allowed_by_plugin(
    game: GameCore, requirement: TargetRequirement, item: Item, obj: GameObject
) -> bool:
    name = item.source_ref.name if not isinstance(item, GameObject) else item.name
    check = "the target check of its ability"
    return bool(call_guarded(name, check, requirement.allows, game, item, obj))


def divide(
    game: GameCore,
    item: Item,
    instructions: Sequence[Instruction],
    requirements: Sequence[Requirement],
    controller: Player,
    given: Sequence[int] | None,
) -> tuple[int, ...]:
    """How ``item``'s divided damage is divided among the targets chosen for its phrase,
    in their order (601.2d, 602.2b, 603.3d): ``given``, checked, or chosen by
    ``controller`` one target at a time; each gets at least 1 and all of it is divided.
    ``()`` for an item that divides nothing."""
    divided = next((i for i in instructions if i.divided), None)
    if divided is None:
        if given:
            raise IllegalActionError(
                "601.2d", f"{_name(item)} divides nothing: no division to give"
            )
        return ()
    texts = [getattr(r, "text", "") for r in requirements]
    phrase = divided.phrase or next((t for t in texts if t), "")
    chosen = [t for text, t in zip(texts, item.targets, strict=False) if text == phrase]
    amount = divided.amount
    if not chosen:
        return ()
    if amount < len(chosen):
        raise IllegalActionError(
            "601.2d",
            f"{amount} damage can't be divided among {len(chosen)} targets, each 1 or more",
        )
    if given is not None:
        shares = tuple(given)
        whole = all(isinstance(s, int) and not isinstance(s, bool) and s >= 1 for s in shares)
        if len(shares) != len(chosen) or not whole or sum(shares) != amount:
            raise IllegalActionError(
                "601.2d",
                f"divide {amount} damage among the {len(chosen)} targets, each 1 or more: "
                f"{list(shares)} doesn't",
            )
        return shares
    shares_chosen: list[int] = []
    left = amount
    for index, target in enumerate(chosen[:-1]):
        most = left - (len(chosen) - index - 1)
        prompt = f"how much of {amount} damage {_name(item)} deals to {target} (601.2d)"
        share = game.choose(ChoiceKind.DIVIDE, controller, prompt, range(1, most + 1))
        shares_chosen.append(int(share))
        left -= int(share)
    return (*shares_chosen, left)
