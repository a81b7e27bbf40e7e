"""Following an effect written as data (608.2c): each instruction calls the effect method
its verb names, on whom or what its words say. An illegal target is unaffected, and an
instruction about it does nothing (608.2b)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import TYPE_CHECKING

from cardhost.kernel import (
    combat,
    counting,
    damage_sources,
    effects,
    keyword_actions,
    library_top,
    linked_exile,
    mana_pool,
    sacrificing,
    skipping,
    targeting,
    unearthing,
    zone_changes,
)
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.delayed import DelayedTrigger
from cardhost.kernel.linked_exile import ExiledWith
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.prevention import Prevention
from cardhost.model.becoming import BASIC_LAND_TYPE_OF_CHOICE, COLOR_OF_CHOICE
from cardhost.model.card_types import BASIC_LAND_TYPES, CREATURE_TYPES
from cardhost.model.choice_kinds import YES_NO
from cardhost.model.continuous import (
    Affected,
    Duration,
    Layer,
    Modification,
    permissions_of,
    requirements_of,
    restrictions_of,
)
from cardhost.model.counts import DEALER, Count
from cardhost.model.definitions import CardDefinition
from cardhost.model.errors import CardhostError
from cardhost.model.instructions import (
    ATTACHED,
    BOTH_TARGETS,
    CHOSEN,
    CHOSEN_PROTECTION,
    IT_BECAME,
    REDIRECTING,
    SHUFFLED,
    TARGETS_CONTROLLER,
    THAT_CARD,
    THAT_CREATURE,
    THAT_PLAYER,
    THOSE,
    WHOLE_HAND,
    Instruction,
)
from cardhost.model.mana import Color, parse_mana
from cardhost.model.preventing import CHOSEN_SOURCE
from cardhost.model.qualities import NAMED_PLAYERS, Quality
from cardhost.model.zones import BATTLEFIELD, EXILE, GRAVEYARD, HAND, STACK

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.stack import StackAbility
    from cardhost.kernel.targeting import Target


def perform(
    game: GameCore,
    instructions: Sequence[Instruction],
    source: GameObject,
    controller: Player,
    legal: Sequence[Target],
    item: GameObject | StackAbility,
) -> None:
    """Follow ``instructions`` in order for ``item`` (a spell or an ability) of
    ``source``, controlled by ``controller``, whose still-legal targets are ``legal``."""
    reason = f"{source.name}'s {'spell' if item is source else 'ability'}"
    those: list[GameObject] = []
    every = legal
    won: bool | None = None  # the last coin flip's (705.2)
    for instruction in instructions:
        legal = _of_phrase(instruction, every, item)
        if instruction.verb == "flip_coin":  # 705.1: "Flip a coin."
            won = effects.flip_coin(game, controller)
            continue
        if instruction.flip and (won is None or won is not (instruction.flip == "won")):
            those = []
            continue  # 705.2: "If you win (lose) the flip, ..."
        if instruction.at:  # 603.7: later, by a delayed triggered ability
            objects = tuple(legal) if instruction.needs_target else ()
            named = tuple(getattr(item, "data", {}).items())  # what its event named (603.2)
            delayed = DelayedTrigger(
                source, controller, instruction, objects, game.turn_number, named
            )
            game.delayed_triggers = (*game.delayed_triggers, delayed)
            continue
        if instruction.condition is not None and not _holds(
            game, instruction, source, controller, item
        ):
            those = []
            continue
        alternative = instruction.instead
        if alternative is not None and _holds(game, alternative, source, controller, item):
            instruction = alternative  # 608.2c: "... instead if ..."
        if instruction.unless is not None and _paid(
            game, instruction, controller, legal, item, reason
        ):
            those = []
            continue
        if instruction.if_paid is not None and not game.paid_by_any(
            [controller], instruction.if_paid, reason, getattr(item, "x", 0) or 0, source
        ):  # 118.12: "You may pay {1}. If you do, ...", "you may sacrifice it"
            those = []
            continue
        if instruction.verb in REDIRECTING:  # 614.9: to another instead
            to = _redirected_to(game, instruction, source, controller, every, item)
            if to is not None:
                amount = _amount(game, instruction, source, controller, item)
                _prevent(game, instruction, source, controller, legal, amount, reason, to)
            those = []
            continue
        if instruction.dealer:  # 120.3: dealt by a target, or the creature its event named
            dealer = _dealer(instruction, every, item)
            if dealer is not None:
                _verb(game, instruction, source, controller, legal, item, reason, dealer)
            those = []
            continue
        if instruction.verb == "fight":  # 701.14a: two creatures, each of its own words
            other = _of_phrase(replace(instruction, phrase=instruction.other), every, item)
            _fight(game, instruction, source, legal, other, item)
            those = []
            continue
        if instruction.verb == "exchange_control":  # 701.12b: this or a target, and another
            both = instruction.other == BOTH_TARGETS
            other = (
                ()
                if both
                else _of_phrase(replace(instruction, phrase=instruction.other), every, item)
            )
            _exchange(game, instruction, source, legal, other, item)
            those = []
            continue
        those = _one(game, instruction, source, controller, legal, item, reason, those)


def _transformed_since(obj: GameObject, item: GameObject | StackAbility) -> bool:
    """701.27f: an ability of ``obj`` itself, not a delayed one, transforms it only if it
    hasn't transformed since the ability was put on the stack (a new timestamp since,
    613.7g); otherwise the instruction is ignored."""
    stamp = getattr(item, "source_timestamp", None)  # a spell has none: not an ability
    if stamp is None or getattr(item, "delayed", None) is not None:
        return False
    return getattr(item, "source", None) is obj and obj.timestamp != stamp


def _redirected_to(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    controller: Player,
    every: Sequence[Target],
    item: GameObject | StackAbility,
) -> GameObject | Player | None:
    """Whom a redirection effect deals the damage to instead, fixed as it resolves
    (614.9): its controller, its source, what its source is attached to (303.4,
    301.5c), the one still-legal target of its phrase (608.2b), or that target's
    controller (as it last existed, 608.2h); ``None`` if there is none."""
    to = instruction.redirected_to
    if to == "you":
        return controller
    if to == "this":
        return source if source.zone is BATTLEFIELD else None
    if to in ATTACHED:
        host = source.attached_to if source.zone is BATTLEFIELD else None
        return host if host is not None and host.zone is BATTLEFIELD else None
    if to == TARGETS_CONTROLLER:
        objects = [t for t in every if isinstance(t, GameObject)]
        return objects[0].controller if len(objects) == 1 else None
    phrase = replace(instruction, phrase=instruction.other)
    found = list(_of_phrase(phrase, every, item))
    return found[0] if len(found) == 1 else None


def _dealer(
    instruction: Instruction, every: Sequence[Target], item: GameObject | StackAbility
) -> GameObject | None:
    """What deals the instruction's damage: its one still-legal target of the phrase
    ``by`` names (608.2b: none if it is illegal), or the creature its trigger event
    named, as it is or last existed (603.2, 608.2h)."""
    if instruction.dealer == THAT_CREATURE:
        named = getattr(item, "data", {}).get(THAT_CREATURE)
        return named if isinstance(named, GameObject) else None
    phrase = replace(instruction, phrase=instruction.dealer)
    found = [t for t in _of_phrase(phrase, every, item) if isinstance(t, GameObject)]
    return found[0] if len(found) == 1 else None


def _fight(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    legal: Sequence[Target],
    other: Sequence[Target],
    item: GameObject | StackAbility,
) -> None:
    """The creature ``fight`` names fights the one ``with`` names, if both are still
    legal targets (or the source, on the battlefield): 701.14b."""
    first = _objects(instruction, source, legal, item)
    second = [t for t in other if isinstance(t, GameObject)]
    if len(first) == 1 and len(second) == 1:
        effects.fight(game, first[0], second[0])


def _exchange(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    legal: Sequence[Target],
    other: Sequence[Target],
    item: GameObject | StackAbility,
) -> None:
    """Exchange control of the two permanents (701.12b): each player gains control of
    the one the other controlled, for the rest of the game, both at once; nothing if
    either is no longer a legal target or on the battlefield (701.12a: the whole
    exchange or none) or one player controls both."""
    pair = _objects(instruction, source, legal, item)
    pair += [t for t in other if isinstance(t, GameObject)]
    if len(pair) != 2 or any(p.zone is not BATTLEFIELD for p in pair):
        return
    first, second = pair
    if first.controller is second.controller:
        return
    gaining = ((first, second.controller), (second, first.controller))
    for permanent, player in gaining:
        effects.create_effect(
            game,
            source,
            [permanent],
            (Modification(Layer.CONTROL, control=True),),
            duration=Duration.GAME,
            description="control exchanged (701.12b)",
            controller=player,
        )


def _damageable(objects: list[GameObject]) -> list[GameObject]:
    """Those of ``objects`` damage can be dealt to: creatures and planeswalkers on the
    battlefield (120.1a)."""
    return [o for o in objects if o.zone is BATTLEFIELD and (o.is_creature or o.is_planeswalker)]


def _shares(
    instruction: Instruction, legal: Sequence[Target], item: GameObject | StackAbility
) -> list[tuple[Target, int]]:
    """Each still-legal target of a divided instruction's phrase with its share of the
    damage, as divided when the spell or ability was put on the stack (601.2d, 608.2b)."""
    requirements = getattr(item, "requirements", None)
    if requirements is None:  # a spell: its spell ability's (601.2c)
        requirements = targeting.spell_requirements(item)  # type: ignore[arg-type]
    texts = [getattr(r, "text", "") for r in requirements]
    phrase = instruction.phrase or next((t for t in texts if t), "")
    chosen = [
        (r, t)
        for r, text, t in zip(requirements, texts, item.targets, strict=False)
        if text == phrase
    ]
    return [
        (target, share)
        for (requirement, target), share in zip(chosen, item.division, strict=False)
        if _legal_for(legal, requirement, target)
    ]


def _of_phrase(
    instruction: Instruction, legal: Sequence[Target], item: GameObject | StackAbility
) -> Sequence[Target]:
    """The still-legal targets the instruction's "target" means: every one, or those
    chosen for the target phrase it names (115.1)."""
    if not instruction.phrase or instruction.phrase == "target":
        return legal
    requirements = getattr(item, "requirements", None)
    if requirements is None:  # a spell: its spell ability's or chosen modes' (601.2c)
        requirements = targeting.spell_requirements(item)  # type: ignore[arg-type]
    found = [
        target
        for requirement, target in zip(requirements, item.targets, strict=False)
        if getattr(requirement, "text", "") == instruction.phrase
        and _legal_for(legal, requirement, target)
    ]
    return list({id(t): t for t in found}.values())  # 115.3: one chosen for two phrases


def _legal_for(legal: Sequence[Target], requirement: object, target: Target) -> bool:
    """Whether ``target``, chosen for ``requirement``, is still legal for it (608.2b):
    an object chosen for two phrases (115.3) and legal now for the other only is not."""
    if isinstance(legal, targeting.LegalTargets):
        return legal.legal_for(requirement, target)  # type: ignore[arg-type]
    return any(target is t for t in legal)


def _holds(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    controller: Player,
    item: GameObject | StackAbility,
) -> bool:
    """Whether the instruction's condition holds now, as it would be followed (608.2c):
    "If you control a Wizard, draw a card."."""
    condition = instruction.condition
    assert condition is not None  # asked only of an instruction with one
    return condition.holds(_counted(game, condition.count, source, controller, item))


def _counted(
    game: GameCore,
    counted: Count,
    source: GameObject,
    controller: Player,
    item: GameObject | StackAbility,
) -> int:
    """``counted`` now (608.2h), for the spell or ability ``item``: what its trigger
    event named, its one target."""
    named = getattr(item, "data", None)
    chosen = tuple(getattr(item, "targets", ()))
    target = chosen[0] if len(chosen) == 1 else None
    return counting.count(game, counted, controller, source, named, target)


def _paid(
    game: GameCore,
    instruction: Instruction,
    controller: Player,
    legal: Sequence[Target],
    item: GameObject | StackAbility,
    reason: str,
) -> bool:
    """Whether the instruction's ``unless`` cost is paid, so it isn't followed (118.12a);
    its X is the value announced for the spell or ability (107.3)."""
    cost = instruction.unless
    assert cost is not None  # asked only of an instruction with one
    if instruction.payer == "any player":
        payers: list[Target] = list(game.apnap())
    else:
        named = replace(instruction, subject=instruction.payer)
        payers = _players_or_target(game, named, controller, legal, item)
    x = getattr(item, "x", 0) or 0
    players = [p for p in payers if isinstance(p, Player)]
    return game.paid_by_any(players, cost, reason, x)


def _one(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    controller: Player,
    legal: Sequence[Target],
    item: GameObject | StackAbility,
    reason: str,
    those: list[GameObject],
) -> list[GameObject]:
    """Follow one instruction; the permanents of a group it acted on ("those
    creatures" to the next, 608.2c), else none."""
    verb = instruction.verb
    if verb in MODIFYING:
        return _modify(game, instruction, source, controller, legal, item, those)
    if verb == "sacrifice" and instruction.group is not None:
        players = _players_or_target(game, instruction, controller, legal, item)
        chosen_by = [p for p in players if isinstance(p, Player)]
        sacrificing.sacrifice_chosen(
            game, chosen_by, instruction.group, source, reason, count=instruction.amount
        )
        return []
    if verb == "sacrifice_pile":  # separated by the controller, 700.3
        for player in _players_or_target(game, instruction, controller, legal, item):
            if isinstance(player, Player):
                sacrificing.sacrifice_pile(game, controller, player, reason)
        return []
    _verb(game, instruction, source, controller, legal, item, reason)
    return []


MODIFYING = frozenset(
    {"counters", "remove_counters", "gets", "gains", "loses", "gain_control", "cant", "must"}
    | {"can", "switch_pt"}
    | {"becomes"}
)
"""Verbs that put counters on or change the objects they are on (611.2, 613)."""


def _modify(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    controller: Player,
    legal: Sequence[Target],
    item: GameObject | StackAbility,
    those: list[GameObject],
) -> list[GameObject]:
    """Counters put on, or "gets", "gains" or "gain control of" for their duration
    (611.2a-b), the objects the instruction is ``on`` (611.2c: a locked set); those of
    a group, returned. What each of a group can't or must do changes the rules, not
    characteristics: it applies to the group as it is from moment to moment (611.2c)."""
    if instruction.subject == "each" and instruction.verb in RULES_CHANGING:
        _change_rules(game, instruction, source, controller)
        return []
    if instruction.subject == "each":
        group = instruction.group
        assert group is not None  # read with its group
        affected = _of_group(game, group, controller, source, item)
    elif instruction.subject == THOSE:
        affected = [o for o in those if o.zone is BATTLEFIELD]
    else:
        affected = _objects(instruction, source, legal, item)
    if instruction.verb == "counters":
        amount = _amount(game, instruction, source, controller, item)
        for permanent in affected:
            if permanent.zone is BATTLEFIELD and amount:
                effects.add_counters(game, permanent, instruction.name, amount)
    elif instruction.verb == "remove_counters":  # 122.8: as many as it has, up to that
        amount = _amount(game, instruction, source, controller, item)
        for permanent in affected:
            if permanent.zone is BATTLEFIELD and amount:
                effects.remove_counters(game, permanent, instruction.name, amount)
    else:
        affected = [o for o in affected if o.zone is BATTLEFIELD]
        if affected and instruction.name == CHOSEN_PROTECTION:  # 608.2d: chosen now
            instruction = replace(instruction, name=_chosen_protection(game, controller))
        becoming = instruction.becoming
        if affected and becoming is not None and becoming.of_choice:  # 608.2d: chosen now
            chosen = becoming.chosen(_chosen(game, controller, becoming.of_choice))
            instruction = replace(instruction, becoming=chosen, name=chosen.text)
        if affected:
            change = _change(instruction, _amount(game, instruction, source, controller, item))
            effects.create_effect(
                game,
                source,
                affected,
                _modifications(instruction, change),
                duration=instruction.duration,
                description=_described(instruction, change),
                controller=controller,
            )
    return affected if instruction.subject in ("each", THOSE) else []


def _chosen_protection(game: GameCore, controller: Player) -> str:
    """ "Protection from the color of your choice" (702.16a): its controller chooses the
    colour as it resolves (608.2d)."""
    prompt = "a color to give protection from (702.16a, 608.2d)"
    color = game.choose(ChoiceKind.COLOR, controller, prompt, [c.word for c in Color])
    return f"protection from {color}"


def _chosen(game: GameCore, controller: Player, of_choice: str) -> str:
    """The colour, basic land type or creature type a permanent becomes, chosen by the
    effect's controller as it resolves (608.2d)."""
    if of_choice == COLOR_OF_CHOICE:
        prompt = "a color it becomes (105.3, 608.2d)"
        return str(game.choose(ChoiceKind.COLOR, controller, prompt, [c.word for c in Color]))
    if of_choice == BASIC_LAND_TYPE_OF_CHOICE:
        options: Sequence[str] = BASIC_LAND_TYPES
        prompt = "a basic land type it becomes (305.7, 608.2d)"
    else:
        options = sorted(CREATURE_TYPES)
        prompt = "a creature type it becomes (205.1a, 608.2d)"
    return str(game.choose(ChoiceKind.TYPE, controller, prompt, options))


RULES_CHANGING = frozenset({"cant", "must", "can"})
"""Verbs whose effects change the rules, not characteristics (611.2c): what permanents
can't, must or can do (508.1c-d, 509.1b, 702.3b)."""


def _change_rules(
    game: GameCore, instruction: Instruction, source: GameObject, controller: Player
) -> None:
    """ "Creatures without flying can't block this turn." (611.2c): the effect applies
    to each permanent of the instruction's group whenever it is judged, those that enter
    or join the group later included."""
    group = instruction.group
    assert group is not None  # read with its group
    effects.create_effect(
        game,
        source,
        [],
        _modifications(instruction, instruction.name),
        duration=instruction.duration,
        description=_described(instruction, instruction.name),
        affects=Affected(group.text, quality=group),
        controller=controller,
    )


def _verb(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    controller: Player,
    legal: Sequence[Target],
    item: GameObject | StackAbility,
    reason: str,
    dealer: GameObject | None = None,
) -> None:
    """Follow one instruction; ``dealer`` deals its damage, if not ``source`` (120.3)."""
    verb = instruction.verb
    dealer = dealer or source
    amount = _amount(game, instruction, source, controller, item)
    if instruction.count is not None and instruction.count.where == DEALER:  # "its power"
        amount = instruction.count.of(max(dealer.power or 0, 0))  # 608.2h
    if verb == "create":
        made = _token(game, source, instruction.name, item)
        effects.create_token(game, made, controller, amount, tapped=instruction.tapped)
        return
    if verb == "investigate":
        for _ in range(effects.times(amount, "investigations")):
            effects.investigate(game, controller)
        return
    if verb == "damage" and instruction.subject == "each":  # all at once (120.3)
        group = instruction.group
        assert group is not None  # read with its group
        recipients: list[GameObject | Player] = list(
            _of_group(game, group, controller, source, item)
        )
        if instruction.name:
            players = game.apnap()
            opponents = instruction.name == "each opponent"
            recipients += [p for p in players if not (opponents and p is controller)]
        effects.deal_damage_each(game, dealer, recipients, amount)
        return
    if verb == "attach":  # 701.3: the source, to its target; gone, nothing (608.2h, 400.7)
        for obj in _objects(instruction, source, legal, item):
            if source.zone is BATTLEFIELD and obj.zone is BATTLEFIELD:
                effects.attach(game, source, obj)
        return
    if verb == "damage" and instruction.divided:  # 601.2d; an illegal target's is not dealt
        effects.deal_damage_divided(game, source, _shares(instruction, legal, item))
        return
    if verb == "damage":
        dealt_to: Sequence[Target] = (
            _damageable(_objects(instruction, source, legal, item))  # 303.4, 301.5c, itself
            if instruction.subject in (*ATTACHED, "this")
            else _players_or_target(game, instruction, controller, legal, item)
        )
        amounts = _amounts(game, instruction, source, item, dealt_to, amount)
        if len(dealt_to) > 1:  # "to each opponent": one damage event (120.3)
            counted = zip(dealt_to, amounts, strict=True)
            shares = [(r, effects.whole_count(a, "damage")) for r, a in counted]
            effects.deal_damage_at_once(game, dealer, shares)
            return
        for recipient, dealt in zip(dealt_to, amounts, strict=True):
            effects.deal_damage(game, dealer, recipient, dealt)
        return
    if verb == "exile":
        for obj in _objects(instruction, source, legal, item):
            _exile(game, instruction, obj, source, item, reason)
        return
    if verb == "copy":
        for spell in _objects(instruction, source, legal, item):
            effects.copy_spell(game, spell, controller, new_targets=bool(instruction.new_targets))
        return
    if verb in ("prevent", "prevent_all", "prevent_next_time"):
        _prevent(game, instruction, source, controller, legal, amount, reason)
        return
    if verb == "look_at_top":  # 701.20e: its controller looks at their library's top
        _look_at_top(game, instruction, controller, source, amount)
        return
    if verb == "put_from_hand":  # 608.2d: chosen as it resolves, not cast (305.4)
        _put_from_hand(game, instruction, controller, source, reason)
        return
    if verb == "cast_from_hand":  # 608.2d, 608.2g: chosen and cast as it resolves
        _cast_from_hand(game, instruction, controller, source)
        return
    if verb == "search":  # 701.23: its controller searches their library
        group = instruction.group
        assert group is not None  # read with its kind of card
        asked = "whether to search your library (701.23)"
        if instruction.may and game.choose(ChoiceKind.YES_NO, controller, asked, YES_NO) == "no":
            return  # "you may search": not searched, nor shuffled
        effects.search_library(
            game,
            controller,
            lambda card: group.matches(card, controller, source),
            f"a {group.text}" if group.text[:1] not in "aeiouAEIOU" else f"an {group.text}",
            count=amount,
            to=instruction.subject,
            tapped=instruction.tapped,
            reveal=instruction.reveal,
            quantity=group.text == "card",
            and_graveyard=instruction.and_graveyard,
        )
        return
    if verb == "destroy_all":
        group = instruction.group
        assert group is not None  # read with its group
        doomed = _of_group(game, group, controller, source, item)
        effects.destroy_all(game, doomed, reason, regenerate=instruction.can_be_regenerated)
        return
    if verb in ("exile_all", "return_all_to_hand"):  # all of a group at once (603.10a)
        group = instruction.group
        assert group is not None  # read with its group
        leaving = _of_group(game, group, controller, source, item)
        where, why = (EXILE, "exiled") if verb == "exile_all" else (HAND, "returned")
        if leaving:
            zone_changes.move_together(game, [(p, where, f"{why} by {reason}") for p in leaving])
        return
    if verb in ("tap_all", "untap_all"):  # 701.26a: each of a group at once
        group = instruction.group
        assert group is not None  # read with its group
        act = effects.tap if verb == "tap_all" else effects.untap
        for permanent in _of_group(game, group, controller, source, item):
            act(game, permanent, reason)
        return
    if verb == "add_mana":  # 106.4: a spell or ability that isn't a mana ability adds mana
        mana_pool.add_triggered_mana(game, source, controller, parse_mana(instruction.name), reason)
        return
    if verb == "regenerate":
        for obj in _objects(instruction, source, legal, item):
            if obj.zone is BATTLEFIELD:  # it left: nothing to regenerate (608.2b, 608.2h)
                effects.regenerate(game, obj)
        return
    if verb == "return_exiled":
        cards, game.exiled_with = linked_exile.taken(game.exiled_with, [source], until_leaves=False)
        if cards:
            zone_changes.return_to_battlefield(game, cards)
        return
    if verb == "destroy":
        for obj in _objects(instruction, source, legal, item):
            if obj.zone is BATTLEFIELD:  # it left: nothing to destroy (608.2b, 608.2h)
                effects.destroy(game, obj, reason, regenerate=instruction.can_be_regenerated)
        return
    if verb == "return_to_battlefield":  # 110.2a: under the effect's controller's control
        returning = [
            (obj, obj.owner if instruction.under == "owner" else controller)
            for obj in _objects(instruction, source, legal, item)
            if obj.zone in (GRAVEYARD, EXILE) and obj.is_permanent_card  # 400.4a
        ]
        zone_changes.enter_together(game, returning, tapped=instruction.tapped)  # 603.6a
        return
    if verb == "to_library":  # 401.4
        _to_library(game, instruction, source, legal, item, reason)
        return
    if instruction.subject == CHOSEN and verb == "untap":  # "untap up to two lands"
        _untap_up_to(game, instruction, controller, source, reason)
        return
    if instruction.subject == CHOSEN:  # 608.2d: chosen as it resolves, not targeted
        group = instruction.group
        assert group is not None  # read with its kind
        mine = [p for p in game.battlefield if group.matches(p, controller, source)]
        if mine:
            what = f"a permanent to return to its owner's hand ({instruction.name}, 608.2d)"
            picked = game.choose(ChoiceKind.PERMANENT, controller, what, mine)
            _act_on(game, verb, picked, controller, reason)
        return
    if verb == "transform":  # 701.27: a transforming double-faced permanent turns over
        for obj in _objects(instruction, source, legal, item):
            turns = obj.zone is BATTLEFIELD and obj.definition.back is not None
            if turns and not _transformed_since(obj, item):
                effects.transform(game, obj)
        return
    if verb == "tap_or_untap":  # 701.26: its controller chooses which
        for obj in _objects(instruction, source, legal, item):
            if obj.zone is BATTLEFIELD:
                what = f"whether to tap or untap {obj} (701.26)"
                chosen = game.choose(ChoiceKind.TAP_OR_UNTAP, controller, what, ("tap", "untap"))
                _act_on(game, str(chosen), obj, controller, reason)
        return
    if verb == "unearth":  # 702.84a: this card, from its owner's graveyard
        unearthing.unearth(game, source, controller)
        return
    if verb == "cast_without_paying":  # 118.9, 608.2g: as the instruction is followed
        for obj in _objects(instruction, source, legal, item):
            keyword_actions.offer_cast(game, controller, obj, "608.2g", may=instruction.may)
        return
    if verb == "create_copy":  # 707.2, 111.1: as it is, or as it last existed (608.2h)
        itself = [source] if instruction.subject == "this" else []
        for obj in _objects(instruction, source, legal, item) or itself:
            effects.create_token_copies(game, obj, controller)
        return
    if verb == "monstrosity":  # 701.37a: of the ability's source
        keyword_actions.monstrosity(game, source, amount)
        return
    if verb == "explore":  # 701.44a; as it last existed if it left (701.44c)
        itself = [source] if instruction.subject == "this" else []
        for obj in _objects(instruction, source, legal, item) or itself:
            keyword_actions.explore(game, obj)
        return
    if verb == "counter":  # 701.6a: into its owner's graveyard, or where it says instead
        for obj in _objects(instruction, source, legal, item):
            effects.counter(game, obj, f"countered by {reason}, 701.6a", instruction.name)
        return
    if verb in ("return_to_hand", "tap", "untap", "sacrifice", "remove_from_combat"):
        for obj in _objects(instruction, source, legal, item):
            if obj.zone is not None:  # one an earlier instruction moved is gone (400.7)
                mine = instruction.subject == "this" or instruction.sacrificed_by_you
                _act_on(game, verb, obj, controller if mine else None, reason)
        return
    if verb == "skip":  # 614.10
        for player in _players_or_target(game, instruction, controller, legal, item):
            if isinstance(player, Player):
                skipping.skip_next(game, player, instruction.name, instruction.amount)
        return
    if verb == "discard":
        chooser = controller if instruction.chosen_by == "you" else None
        at_random = instruction.chosen_by == "random"
        players = _players_or_target(game, instruction, controller, legal, item)
        for player, counted in zip(
            players, _amounts(game, instruction, source, item, players, amount), strict=True
        ):
            if not isinstance(player, Player):
                continue
            count = len(player.hand) if instruction.name == WHOLE_HAND else counted
            effects.discard(
                game, player, count, chooser=chooser, at_random=at_random, kind=instruction.group
            )
        return
    if verb in ("exile_graveyard", "shuffle_graveyard"):
        group = instruction.group
        assert group is not None  # read with its kind of card
        for player in _players_or_target(game, instruction, controller, legal, item):
            if isinstance(player, Player):
                effects.graveyard_to(
                    game,
                    player,
                    lambda card: group.matches(card, controller, source),
                    to_library=verb == "shuffle_graveyard",
                    reason=reason,
                )
        return
    players = _players_or_target(game, instruction, controller, legal, item)
    lives = [p.life for p in players if isinstance(p, Player)]
    for player, counted in zip(
        players, _amounts(game, instruction, source, item, players, amount), strict=True
    ):
        if verb == "poison":  # 122.1f
            effects.give_poison(game, player, counted, source)
        elif verb == "reveals":  # 701.20a
            effects.reveal_hand(game, player)
        elif verb == "look_at":  # 701.20b
            effects.look_at_hand(game, controller, player)
        elif verb == "energy":  # 107.14
            effects.give_energy(game, player, counted, reason)
        elif verb == "bolster":  # 701.39a
            keyword_actions.bolster(game, player, counted)
        elif verb == "rule":  # a rule for the player, for its duration (611.2a)
            game.put_in_force(
                source,
                controller,
                (),
                (),
                instruction.duration,
                f"{player}: {instruction.name}",
                players=(player,),
                player_rules=(instruction.name,),
            )
        elif verb == "populate":  # 701.36a, once for each time
            for _ in range(effects.times(counted, "populates")):
                keyword_actions.populate(game, player)
        elif verb == "proliferate":  # 701.34a, once for each time
            for _ in range(effects.times(counted, "proliferates")):
                keyword_actions.proliferate(game, player, source)
        elif verb == "hand_to_library":  # 401.4: in any order
            library_top.put_from_hand_on_library(game, player, counted, instruction.name)
        else:
            _player_verb(game, verb, player, counted, reason)
    if instruction.gain_lost:  # "You gain life equal to the life lost this way." (119.3)
        after = [p.life for p in players if isinstance(p, Player)]
        lost = sum(max(before - now, 0) for before, now in zip(lives, after, strict=True))
        if lost:
            effects.gain_life(game, controller, lost, reason)


def _amount(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    controller: Player,
    item: GameObject | StackAbility,
) -> int:
    """The instruction's number: as written, or X: counted now (608.2h) if it says
    what X is, else the value announced for the spell or ability (107.3)."""
    if not instruction.x:
        return instruction.amount
    if instruction.count is not None and instruction.count.theirs:
        return 0  # counted for each player it is followed for (_amounts)
    if instruction.count is not None:
        return _counted(game, instruction.count, source, controller, item)
    return getattr(item, "x", 0) or 0


def _amounts(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    item: GameObject | StackAbility,
    players: Sequence[Target],
    amount: int,
) -> list[int]:
    """The instruction's number for each of ``players``: ``amount``, or, if its count
    says "their", counted for each player, all before any is followed (608.2h)."""
    count = instruction.count
    if count is None or not count.theirs:
        return [amount] * len(players)
    return [_counted(game, count, source, p, item) if isinstance(p, Player) else 0 for p in players]


def _prevent(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    controller: Player,
    legal: Sequence[Target],
    amount: int,
    reason: str,
    instead: GameObject | Player | None = None,
) -> None:
    """A prevention effect (615), to whom and by whom its words say: one for each legal
    target it names (608.2b: none for a target gone); none if no source could be
    chosen (609.7a). With ``instead``, a redirection effect of the same reach, the
    damage dealt to ``instead`` (614.9)."""
    reach = instruction.preventing
    assert reach is not None  # read with the verb
    wanted: dict[str, object] = {"controller": controller}
    if reach.to in ("you", "this"):
        wanted["recipient"] = controller if reach.to == "you" else source
    elif reach.to == "players":
        wanted["to_players"] = True
    elif reach.to == "group":
        wanted["recipients"] = reach.to_group
    if reach.by == "this":
        wanted["dealer"] = source
    elif reach.by == "group":
        wanted["dealers"] = reach.by_group
    elif reach.by == CHOSEN_SOURCE:
        chosen = damage_sources.choose_source(game, controller, reach.colors, reason)
        if chosen is None:
            return
        wanted["dealer"] = chosen
        if reach.colors:  # rechecked as it would deal damage (609.7b, 615.9)
            kind = " or ".join(c.word for c in reach.colors)
            wanted["dealers"] = Quality(f"{kind} source", colors=tuple(reach.colors))
    if instruction.verb in ("prevent", "redirect"):
        wanted["amount"] = amount
    else:
        wanted["combat_only"] = instruction.subject == "combat damage"
        wanted["once"] = instruction.verb in ("prevent_next_time", "redirect_next_time")
    targeted = "recipient" if reach.to == "target" else "dealer" if reach.by == "target" else ""
    for target in legal if targeted else (None,):
        named = {targeted: target} if targeted else {}
        if instead is None:
            effects.prevent_damage(game, source, **wanted, **named)  # type: ignore[arg-type]
        else:
            reached = Prevention(source, **wanted, **named)  # type: ignore[arg-type]
            effects.redirect_damage(game, reached, instead)


NOT_PUT = "none"
"""The answer of a player who may put no card from their hand onto the battlefield."""


def _put_from_hand(
    game: GameCore, instruction: Instruction, controller: Player, source: GameObject, reason: str
) -> None:
    """Its controller chooses a card of the kind from their hand (or none, if they may)
    and puts it onto the battlefield under their control, tapped if it says so: not cast
    or played (305.4, 601.1)."""
    what = "to put onto the battlefield from your hand (608.2d)"
    chosen = _from_hand(game, instruction, controller, source, ChoiceKind.PUT, what)
    if chosen is not None:
        zone_changes.enter_battlefield(
            game, chosen, controller, tapped=instruction.tapped, reason=f"put by {reason}"
        )


NOT_CAST = "cast none"
"""The answer that casts no card from a hand ("You may cast ...")."""


def _cast_from_hand(
    game: GameCore, instruction: Instruction, controller: Player, source: GameObject
) -> None:
    """Its controller chooses a nonland card of the kind from their hand (or none, if
    they may) and casts it without paying its mana cost (118.9, 608.2g)."""
    what = "to cast from your hand without paying its mana cost (608.2g)"
    chosen = _from_hand(game, instruction, controller, source, ChoiceKind.CAST, what)
    if chosen is not None:
        keyword_actions.offer_cast(game, controller, chosen, "608.2g", may=False)


def _from_hand(
    game: GameCore,
    instruction: Instruction,
    controller: Player,
    source: GameObject,
    kind: ChoiceKind,
    what: str,
) -> GameObject | None:
    """A card of the instruction's kind its controller chooses from their hand as it
    resolves (608.2d): a permanent card to put, a nonland card to cast; ``None`` if they
    have none, or choose none where they may (asked then with none to choose too, so
    the others learn nothing of the hand, 400.2). A token returned to the hand is no card
    (111.1) and stays there (111.8)."""
    group = instruction.group
    assert group is not None  # read with its kind of card
    putting = kind is ChoiceKind.PUT
    cards = [
        c
        for c in controller.hand
        if not c.is_token
        and (c.is_permanent_card if putting else not c.is_land)
        and group.matches(c, controller, source)
    ]
    if not cards and not instruction.may:
        return None
    declined = NOT_PUT if putting else NOT_CAST
    options: list[object] = [*cards, declined] if instruction.may else list(cards)
    prompt = f"a {group.text} {what}"
    chosen = game.choose(kind, controller, prompt, options, hidden=instruction.may)
    return chosen if isinstance(chosen, GameObject) else None


def _look_at_top(
    game: GameCore, instruction: Instruction, controller: Player, source: GameObject, amount: int
) -> None:
    looking = instruction.looking
    assert looking is not None  # read with what is done with the cards
    kind = looking.kind
    library_top.look_at_top(
        game,
        controller,
        amount,
        taken=looking.taken,
        matches=None if kind is None else (lambda card: kind.matches(card, controller, source)),
        kind=instruction.name,
        may=looking.may,
        reveal=looking.reveal,
        reveal_taken=looking.reveal_taken,
        to=looking.to,
        rest=looking.rest,
    )


def _player_verb(game: GameCore, verb: str, player: Player, amount: int, reason: str) -> None:
    if verb == "draw":
        effects.draw(game, player, amount)
    elif verb == "mill":
        effects.mill(game, player, amount)
    elif verb == "scry":
        library_top.scry(game, player, amount)
    elif verb == "surveil":
        library_top.surveil(game, player, amount)
    elif verb == "rearrange_top":
        library_top.rearrange_top(game, player, amount)
    elif verb == "gain_life":
        effects.gain_life(game, player, amount, reason)
    elif verb == "lose_life":
        effects.lose_life(game, player, amount, reason)
    elif verb == "extra_turn":  # 500.7: each directly after this one
        effects.add_extra_turn(game, player, amount)


def _change(instruction: Instruction, x: int) -> str:
    """A "gets" instruction's change with X as the number it is now, fixed as the effect
    begins (608.2h, 611.2c): "+X/+X" with X 3 is "+3/+3"; other verbs' names as written."""
    if instruction.verb != "gets" or not instruction.x:
        return instruction.name
    return instruction.name.replace("X", str(x))


def _modifications(instruction: Instruction, change: str) -> tuple[Modification, ...]:
    """ "Gets +N/+N" (613.4c), "gains [keyword]" (613.1f), "gain control of" (613.1b:
    the effect's controller, its source's), or "becomes", in each layer it changes."""
    if instruction.verb == "gain_control":
        return (Modification(Layer.CONTROL, control=True),)
    if instruction.verb == "gains":
        return (Modification(Layer.ABILITY, add_keywords=(instruction.name,)),)
    if instruction.verb == "loses":  # 613.1f: every instance of it
        return (Modification(Layer.ABILITY, remove_keywords=(instruction.name,)),)
    if instruction.verb == "switch_pt":  # 613.4d
        return (Modification(Layer.PT_SWITCH, switch_pt=True),)
    if instruction.verb == "cant":  # 508.1c, 509.1b
        return (Modification(Layer.ABILITY, restrictions=restrictions_of(instruction.name) or ()),)
    if instruction.verb == "must":  # 508.1d
        required = requirements_of(instruction.name) or ()
        return (Modification(Layer.ABILITY, restrictions=required),)
    if instruction.verb == "can":  # 702.3b
        allowed = permissions_of(instruction.name) or ()
        return (Modification(Layer.ABILITY, restrictions=allowed),)
    if instruction.becoming is not None:  # 205.1, 105.3, 305.7
        return instruction.becoming.modifications()
    power, toughness = change.split("/")
    return (Modification(Layer.PT_MODIFY, modify_pt=(int(power), int(toughness))),)


def _described(instruction: Instruction, change: str) -> str:
    duration = instruction.duration
    lasting = "" if duration is Duration.GAME else f" {duration.value}"
    if instruction.verb == "gain_control":
        return f"gains control{lasting}"
    if instruction.verb == "switch_pt":
        return f"power and toughness switched{lasting}"
    if instruction.verb == "becomes":
        kept = (
            " (keeping its types)"
            if instruction.becoming and instruction.becoming.in_addition
            else ""
        )
        return f"becomes {instruction.name}{kept}{lasting}"
    if instruction.verb == "cant":
        return f"can't {change}{lasting}"
    return f"{instruction.verb} {change}{lasting}"


def _untap_up_to(
    game: GameCore, instruction: Instruction, controller: Player, source: GameObject, reason: str
) -> None:
    """ "Untap up to two lands.": its controller chooses them as it resolves, one at a
    time, any player's (608.2d), or stops; a permanent already untapped would stay so,
    so only tapped ones are offered."""
    group = instruction.group
    assert group is not None  # read with its kind
    left = [p for p in game.battlefield if p.tapped and group.matches(p, controller, source)]
    for _ in range(instruction.amount):
        if not left:
            return
        what = f"a permanent to untap ({instruction.name}, 608.2d), or done"
        picked = game.choose(ChoiceKind.PERMANENT, controller, what, [*left, keyword_actions.DONE])
        if picked == keyword_actions.DONE:
            return
        assert isinstance(picked, GameObject)
        effects.untap(game, picked, reason)
        left = [p for p in left if p is not picked]


def _act_on(
    game: GameCore, verb: str, obj: GameObject, controller: Player | None, reason: str
) -> None:
    """An instruction ``verb`` done to ``obj``: what left the battlefield isn't tapped,
    untapped or sacrificed (608.2b, 608.2h); sacrificed by ``controller`` (the ability's,
    "Sacrifice this creature", "Sacrifice it"), one they don't control isn't (701.21a:
    another player gained control of it), else by its controller ("Its controller
    sacrifices it")."""
    if obj.zone is not BATTLEFIELD and verb in ("tap", "untap", "sacrifice"):
        return
    if verb == "return_to_hand":
        effects.return_to_hand(game, obj, f"returned by {reason}")
    elif verb == "tap":
        effects.tap(game, obj, reason)
    elif verb == "untap":
        effects.untap(game, obj, reason)
    elif verb == "sacrifice":
        effects.sacrifice(game, obj, f"sacrificed for {reason}", controller)
    elif verb == "remove_from_combat":  # 506.4: nothing, if it isn't in combat
        combat.take_out_of_combat(game, obj)


def _to_library(
    game: GameCore,
    instruction: Instruction,
    source: GameObject,
    legal: Sequence[Target],
    item: GameObject | StackAbility,
    reason: str,
) -> None:
    """Put each object on top of its owner's library or on the bottom (401.4), or into
    it and shuffle that library, once however many go into it (701.24f): even if the
    object is no longer where it was, its owner's library is shuffled (701.24c)."""
    objects = _objects(instruction, source, legal, item)
    shuffled = instruction.name == SHUFFLED
    for obj in _library_order(game, [o for o in objects if o.zone is not None], instruction.name):
        effects.put_on_library(game, obj, instruction.name, reason, then_shuffle=False)
    if shuffled and objects:
        for owner in dict.fromkeys(o.owner for o in objects):
            effects.shuffle(game, owner)
    if shuffled and not objects:  # 701.24c: even if no longer there
        card = getattr(item, "data", {}).get(THAT_CARD)
        if instruction.subject == "this":
            effects.shuffle(game, source.owner)
        elif instruction.subject == THAT_CARD and isinstance(card, GameObject):
            effects.shuffle(game, card.owner)


def _library_order(game: GameCore, objects: list[GameObject], position: str) -> list[GameObject]:
    """``objects`` in the order they are put on top of or on the bottom of their owners'
    libraries: each owner orders their own as they choose (401.4)."""
    if position == SHUFFLED or len(objects) < 2:
        return objects
    ordered: list[GameObject] = []
    for owner in dict.fromkeys(o.owner for o in objects):
        mine = [o for o in objects if o.owner is owner]
        where = "on top of your library" if position == "top" else "on the bottom of your library"
        chosen = (
            library_top.put_in_order(game, owner, mine, where, "401.4") if len(mine) > 1 else mine
        )
        ordered += (
            chosen[::-1] if position == "top" else chosen
        )  # the first chosen ends nearest the top
    return ordered


def _exile(
    game: GameCore,
    instruction: Instruction,
    obj: GameObject,
    source: GameObject,
    item: GameObject | StackAbility,
    reason: str,
) -> None:
    """Exile ``obj`` (701.13a): for good, linked to ``source`` if an ability of its
    refers to "the exiled card" (607.2a), or until ``source`` leaves the battlefield,
    and then not at all if it already has (610.3a, 610.3b)."""
    until = bool(instruction.until)
    if until and source.zone is not BATTLEFIELD:
        return
    exiled = effects.exile(game, obj, reason)
    if item is not source and (until or source.face.links_exile) and exiled.zone is EXILE:
        link = ExiledWith(source, exiled, until_leaves=until)
        game.exiled_with = (*game.exiled_with, link)
    if instruction.under and exiled.zone is EXILE and not exiled.token:  # 111.7: a token stays
        _return_exiled_card(game, instruction, exiled, source, item, reason)


def _return_exiled_card(
    game: GameCore,
    instruction: Instruction,
    card: GameObject,
    source: GameObject,
    item: GameObject | StackAbility,
    reason: str,
) -> None:
    """Return the card just exiled to the battlefield under its owner's control or the
    effect's controller's (110.2a), a new object (400.7): at once, or by a delayed
    triggered ability at ``return_at`` that returns that card if it is still in exile
    (603.7, 603.7c)."""
    controller = item.controller
    under = "owner" if instruction.under == "owner" else ""
    if not instruction.return_at:
        whose = card.owner if under else controller
        zone_changes.enter_battlefield(game, card, whose, reason=f"returned by {reason}")
        return
    returning = Instruction("return_to_battlefield", subject="target", under=under)
    returning = replace(returning, at=instruction.return_at)
    named = tuple(getattr(item, "data", {}).items())
    delayed = DelayedTrigger(source, controller, returning, (card,), game.turn_number, named)
    game.delayed_triggers = (*game.delayed_triggers, delayed)


PUBLIC_ZONES = (BATTLEFIELD, GRAVEYARD, EXILE, STACK)
"""The public zones (400.2) where a triggered ability finds the object its source
became (400.7e)."""


def _objects(
    instruction: Instruction,
    source: GameObject,
    legal: Sequence[Target],
    item: GameObject | StackAbility | None = None,
) -> list[GameObject]:
    """What an instruction acts on: its still-legal targets, or its source; a source
    that left the battlefield is the object it became in the public zone it went to, if
    its ability triggered on that move and it is still there (400.7e)."""
    if instruction.subject == THAT_CREATURE:  # the one its trigger event named (603.2)
        return _that_creature(item)
    if instruction.subject == THAT_CARD:  # what the permanent it saw die became (400.7e)
        became = getattr(item, "data", {}).get(THAT_CARD)
        public = isinstance(became, GameObject) and became.zone in PUBLIC_ZONES
        return [became] if public else []
    if instruction.subject in ATTACHED:  # 303.4, 301.5c: the creature it is attached to
        gone = source.zone is None  # sacrificed to pay for it: as it last existed (608.2h)
        host = source.attached_to if source.zone is BATTLEFIELD or gone else None
        return [host] if host is not None and host.zone is BATTLEFIELD else []
    if instruction.subject != "this":
        return [t for t in legal if isinstance(t, GameObject)]
    if source.zone is not None:
        return [source]
    became = getattr(item, "data", {}).get(IT_BECAME)
    public = isinstance(became, GameObject) and became.zone in PUBLIC_ZONES
    return [became] if public else []


def _of_group(
    game: GameCore,
    group: Quality,
    controller: Player,
    source: GameObject,
    item: GameObject | StackAbility,
) -> list[GameObject]:
    """The permanents of ``group`` now, as ``controller`` says it of ``source``; "that
    player" and "defending player" the ones ``item`` names (603.2, 508.5)."""
    named = targeting.named_players(game, item) if group.controller in NAMED_PLAYERS else None
    return [p for p in game.battlefield if group.matches(p, controller, source, named)]


def _that_creature(item: GameObject | StackAbility | None) -> list[GameObject]:
    """The creature its trigger event named, while it is on the battlefield (400.7)."""
    named = getattr(item, "data", {}).get(THAT_CREATURE)
    return [named] if isinstance(named, GameObject) and named.zone is BATTLEFIELD else []


def _players_or_target(
    game: GameCore,
    instruction: Instruction,
    controller: Player,
    legal: Sequence[Target],
    item: GameObject | StackAbility,
) -> list[Target]:
    subject = instruction.subject
    playing = game.apnap()
    if subject == "you":
        return [controller]
    if subject == THAT_CREATURE:
        return list(_that_creature(item))
    if subject == THAT_PLAYER:  # the player its trigger event named (603.2)
        named = getattr(item, "data", {}).get(THAT_PLAYER)
        return [named] if named in playing else []
    if subject == "target":
        return list(legal)
    if subject == TARGETS_CONTROLLER:  # as it last existed if it left (608.2h)
        return [t.controller for t in legal if isinstance(t, GameObject)][:1]
    if subject == "each opponent":
        return [p for p in playing if p is not controller]
    return playing  # each player, in APNAP order (101.4)


def _token(
    game: GameCore, source: GameObject, name: str, item: GameObject | StackAbility
) -> CardDefinition:
    """The token ``name``: the one its card defines, or the card that gave the ability
    making it (613.1f: 'Enchanted land has "...: Create a ... token"'), else one of the
    catalog's."""
    own = source.rules_card.tokens.get(name)  # a copy's: the card it copies (707.2)
    if own is not None:
        return own
    granter = _granted_by(game, getattr(item, "activated", None))
    given = granter.tokens.get(name) if granter is not None else None
    if given is None and name not in game.catalog:
        raise CardhostError(
            f"{source.name} creates a {name!r}, which neither its card's [[tokens]] nor "
            "a card file of the catalog defines (111.4)"
        )
    return given if given is not None else game.card(name)


def _granted_by(game: GameCore, ability: object) -> CardDefinition | None:
    """The card whose static ability gives ``ability`` (613.1f), wherever it is now."""
    if ability is None:
        return None
    for obj in game.all_objects():
        faces = (obj.definition.front, obj.definition.back)
        if any(f is not None and any(a is ability for a in f.granted_abilities) for f in faces):
            return obj.definition
    return None
