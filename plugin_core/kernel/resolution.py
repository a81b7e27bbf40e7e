"""Triggered abilities (603.2), putting them on the stack (603.3), and resolving the top
of the stack (608)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from cardhost.kernel import effects, targeting
from cardhost.kernel.choices import ChoiceKind
from cardhost.kernel.delayed import DelayedTrigger
from cardhost.kernel.instructions import perform
from cardhost.kernel.modes import choose_modes, legal_modes
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.plugins import call_guarded
from cardhost.kernel.stack import Condition, Effect, StackAbility, left_stack
from cardhost.kernel.zone_changes import can_enchant, enter_battlefield, move
from cardhost.model.choice_kinds import YES_NO
from cardhost.model.continuous import Duration
from cardhost.model.definitions import Mode, TriggeredAbility
from cardhost.model.errors import CardhostError, shown
from cardhost.model.events import (
    AbilityDidNothing,
    AbilityResolved,
    AbilityTriggered,
    SpellCountered,
    SpellResolved,
)
from cardhost.model.instructions import Instruction
from cardhost.model.targets import TargetError
from cardhost.model.turns import END, END_OF_COMBAT, UPKEEP, Step
from cardhost.model.validation import integer_problem
from cardhost.model.zones import EXILE, GRAVEYARD, HAND, STACK

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.targeting import Requirement, Target


def trigger(
    game: GameCore,
    source: GameObject,
    text: str,
    effect: Effect | None,
    *,
    written: TriggeredAbility | None = None,
    delayed: DelayedTrigger | None = None,
    controller: Player | None = None,
    condition: Condition | None = None,
    target: Requirement | str | None = None,
    targets: Sequence[Requirement | str] = (),
    subject: GameObject | None = None,
    x: int = 0,
    data: Mapping[str, Any] | None = None,
) -> StackAbility | None:
    """An ability of ``source`` triggers (603.2); it goes on the stack the next time a
    player would receive priority (603.3), its targets chosen then (603.3d): ``target``
    for one, ``targets`` for several, each the words of a target (``"target player"``,
    ``"any target"``), a :class:`TargetSpec` or a :class:`TargetRequirement`. With an
    intervening "if" ``condition``, it triggers only if the condition holds now, and
    does nothing if it no longer holds as it resolves (603.4). ``source`` may have
    left its zone: the ability exists on its own (113.7a). An ability ``written`` as data
    (``[[triggers]]``) has no ``effect``: as it resolves, its "you may" is asked (603.5)
    and its instructions followed (608.2c). Returns the ability, or ``None`` if it
    didn't trigger."""
    game.of_this_game(source)
    if target is not None and targets:
        raise CardhostError("name the target or the targets, not both")
    problem = _trigger_problem(text, effect, x, data)
    if problem:
        raise CardhostError(f"a triggered ability of {source.name} (603.2): {problem}")
    controller = None if controller is None else game.as_player(controller)
    subject = None if subject is None else game.of_this_game(subject)
    try:
        requirements = [
            targeting.requirement_of(r) for r in ((target,) if target is not None else targets)
        ]
    except TargetError as error:
        raise CardhostError(str(error)) from None
    ability = StackAbility(
        source,
        controller or source.controller,
        text,
        effect,
        condition=condition,
        requirements=requirements,
        subject=subject,
        x=x,
        data=data,
        written=written,
        delayed=delayed,
    )
    if condition is not None and not call_guarded(
        source.name, "the condition of its triggered ability", condition, game, ability
    ):
        return None
    game.grow("pending_triggers", ability)  # journaled as its length: linear memory
    return ability


def _trigger_problem(text: object, effect: object, x: object, data: object) -> str:
    """What is wrong with the values a triggered ability is made of, or ``""``: what a
    saved game could not hold or the ability could not do."""
    if type(text) is not str or not text.strip():
        return f"its text is a str that says it, not {shown(text)}"
    if effect is not None and not callable(effect):
        return f"its effect is a function of the game and the ability, not {shown(effect)}"
    if type(x) is not int or integer_problem(x) or x < 0:
        return f"x is a whole number, not {shown(x)}"
    if data is not None and not isinstance(data, Mapping):
        return f"its data is a mapping, not {shown(data)}"
    return ""


def put_triggers_on_stack(game: GameCore) -> None:
    """603.3b: each player in APNAP order puts their triggered abilities on the stack in
    the order they choose; targets are chosen then (603.3d)."""
    waiting = list(game.pending_triggers)
    game.pending_triggers = ()
    for player in game.apnap():
        own = [a for a in waiting if a.controller is player]
        while own:
            ability = game.choose(
                ChoiceKind.TRIGGER_ORDER,
                player,
                "which triggered ability to put on the stack next (603.3b)",
                own,
            )
            own.remove(ability)
            put_on_stack(game, ability)


def put_on_stack(game: GameCore, ability: StackAbility) -> None:
    """Put one triggered ability on the stack, choosing its modes (603.3c) and targets
    (603.3d): with no legal choice for a target, or too few modes that could be chosen
    (700.2a), it is removed from the stack."""
    written = ability.written
    if written is not None and written.modes:
        bounds = (written.least, written.most)
        legal = legal_modes(game, ability, written.modes, ability.controller)
        chosen = choose_modes(game, ability.name, written.modes, bounds, ability.controller, legal)
        if chosen is None:
            reason = "too few of its modes could be chosen, so it was removed from the stack"
            game.emit(AbilityDidNothing(ability.source, ability.text, f"{reason} (700.2a)"))
            left_stack(ability)  # a Saga's chapter ability gone: 714.4 looks again
            return
        ability.modes = chosen
        ability.requirements = targeting.mode_requirements(written.modes, chosen)
    if ability.requirements:
        controller = ability.controller
        if not targeting.could_choose(game, ability, ability.requirements, controller):
            game.emit(
                AbilityDidNothing(
                    ability.source,
                    ability.text,
                    "no legal target, so it was removed from the stack (603.3d)",
                )
            )
            left_stack(ability)  # a Saga's chapter ability gone: 714.4 looks again
            return
        ability.targets = targeting.choose(
            game, ability, ability.requirements, controller, None, "603.3d"
        )
        if written is not None and not written.modes:  # 601.2d, as 603.3d says
            ability.division = targeting.divide(
                game, ability, written.effects, ability.requirements, controller, None
            )
        targeting.became_targets(game, ability, ability.targets, controller)
    game.shared_zones[STACK].append(ability)
    game.emit(AbilityTriggered(ability.source, ability.controller, ability.text, ability.targets))


def legal_targets(game: GameCore, item: GameObject | StackAbility) -> list[Target]:
    """The targets of a spell or ability that are still legal (608.2b), in order."""
    if isinstance(item, StackAbility):
        return targeting.still_legal(game, item, item.requirements, item.targets, item.controller)
    if item.is_aura:  # 608.3b: it must still be able to enchant and target it
        return [
            t
            for t in item.targets
            if can_enchant(game, item, t) and targeting.targetable(t, item, item.controller)
        ]
    requirements = targeting.spell_requirements(item)
    return targeting.still_legal(game, item, requirements, item.targets, item.controller)


def resolve_ability(game: GameCore, ability: StackAbility) -> None:
    """608.2: recheck an intervening "if" (603.4) and targets (608.2b), then the effect:
    a triggered ability's effect, or an activated ability's instructions and then its
    card's ``resolve_ability`` hook."""
    if ability.condition is not None and not call_guarded(
        ability.source_ref.name,
        "the condition of its triggered ability",
        ability.condition,
        game,
        ability,
    ):
        game.emit(
            AbilityDidNothing(
                ability.source, ability.text, 'its "if" condition no longer holds (603.4)'
            )
        )
        return
    legal = legal_targets(game, ability)
    if ability.targets and not legal:
        game.emit(
            AbilityDidNothing(
                ability.source,
                ability.text,
                "every target is illegal now, so it doesn't resolve (608.2b)",
            )
        )
        return
    game.emit(AbilityResolved(ability.source, ability.text))
    definition = ability.activated
    if ability.delayed is not None:
        _resolve_delayed(game, ability, ability.delayed)
        return
    if ability.written is not None:
        _resolve_written(game, ability, ability.written, legal)
        return
    if definition is None:
        kind = "the effect of its triggered ability"
        if ability.effect is not None:
            call_guarded(ability.source_ref.name, kind, ability.effect, game, ability)
        return
    perform(game, definition.effects, ability.source, ability.controller, legal, ability)
    game.host.call_card(ability.source.rules_card, game, "resolve_ability", ability=ability)


def fire_delayed(game: GameCore, step: Step) -> None:
    """The delayed triggered abilities whose moment the beginning of ``step`` is trigger,
    each once (603.7b): "at the beginning of the next turn's upkeep" (a later turn's),
    "... of your next upkeep", "... of the next end step", "at end of combat" (511.2)."""
    waiting = game.delayed_triggers
    due = [d for d in waiting if _due(d, step, game.turn_number, game.active_player)]
    if not due:
        return
    game.delayed_triggers = tuple(d for d in waiting if not any(d is e for e in due))
    for delayed in due:
        trigger(
            game,
            delayed.source,
            delayed.text,
            None,
            delayed=delayed,
            controller=delayed.controller,
            data=dict(delayed.named),
        )


def _due(delayed: DelayedTrigger, step: Step, turn: int, active: Player) -> bool:
    at = delayed.instruction.at
    if at == "the beginning of the next turn's upkeep":
        return step is UPKEEP and turn > delayed.turn
    if at == "the beginning of your next upkeep":  # its controller's turn's
        return step is UPKEEP and turn > delayed.turn and active is delayed.controller
    return step is (END if at == "the beginning of the next end step" else END_OF_COMBAT)


def _resolve_delayed(game: GameCore, ability: StackAbility, delayed: DelayedTrigger) -> None:
    """Follow the instruction, on those of its objects still where they were, and
    players still in the game (603.7c)."""
    playing = game.apnap()
    objects = [
        o
        for o in delayed.objects
        if (o in playing if isinstance(o, Player) else o.zone is not None)
    ]
    if delayed.objects and not objects:
        return
    now = replace(delayed.instruction, at="", phrase="")  # its objects are its targets
    perform(game, (now,), delayed.source, delayed.controller, objects, ability)


def _resolve_written(
    game: GameCore, ability: StackAbility, written: TriggeredAbility, legal: Sequence[Target]
) -> None:
    """A triggered ability written as data: "you may" asked of its controller (603.5),
    then its instructions in order (608.2c) for its targets still legal (608.2b)."""
    if written.optional:
        prompt = f"whether to: {written.text} (603.5)"
        if game.choose(ChoiceKind.YES_NO, ability.controller, prompt, YES_NO) == "no":
            return
    if written.modes:
        _perform_modes(game, ability, written.modes, ability.modes)
        return
    perform(game, written.effects, ability.source, ability.controller, legal, ability)


def _perform_modes(
    game: GameCore,
    item: GameObject | StackAbility,
    modes: tuple[Mode, ...],
    picked: tuple[int, ...],
) -> None:
    """A modal spell's or ability's chosen modes, in the order written (608.2c, 700.2),
    each with those of its own targets that were legal as it began to resolve (608.2b:
    checked once, before any mode happens)."""
    chosen = []
    start = 0
    for index in picked:
        mode = modes[index]
        targets = item.targets[start : start + len(mode.targets)]
        start += len(mode.targets)
        legal = targeting.still_legal(game, item, mode.targets, targets, item.controller)
        chosen.append((mode, legal))
    source = item if isinstance(item, GameObject) else item.source
    for mode, legal in chosen:
        perform(game, mode.effects, source, item.controller, legal, item)


def _suspended_haste(game: GameCore, spell: GameObject) -> None:
    """A creature spell cast by its suspend ability: the permanent it became gains haste
    until its caster loses control of it, if they still controlled the spell (702.62a)."""
    caster = spell.suspended_by
    if caster is None or spell.controller is not caster:
        return
    permanent = _became(game, spell)
    if permanent is not None and permanent.controller is caster:
        effects.grant_keyword(game, permanent, "haste", Duration.YOU_CONTROL_THIS)


def _shields_follow(game: GameCore, spell: GameObject) -> None:
    """A prevention or redirection effect against damage a chosen permanent spell would
    deal applies to the permanent it becomes too (609.7a)."""
    permanent = _became(game, spell)
    if permanent is None:
        return
    prevention = tuple(
        replace(p, dealer=permanent) if p.dealer is spell else p for p in game.prevention
    )
    if any(a is not b for a, b in zip(prevention, game.prevention, strict=True)):
        game.prevention = prevention
    redirections = tuple(
        replace(r, reach=replace(r.reach, dealer=permanent)) if r.reach.dealer is spell else r
        for r in game.redirections
    )
    if any(a is not b for a, b in zip(redirections, game.redirections, strict=True)):
        game.redirections = redirections


def _became(game: GameCore, spell: GameObject) -> GameObject | None:
    """The permanent a resolved permanent spell became (608.3), if it is there."""
    return next((p for p in game.battlefield if p.card_id == spell.card_id), None)


RETURNED_AT_END = Instruction(
    "return_to_hand", subject="target", at="the beginning of the next end step"
)
"""Dash's delayed triggered ability: "return the permanent this spell becomes to its
owner's hand at the beginning of the next end step" (702.109a, 603.7c)."""


def _dashed(game: GameCore, spell: GameObject) -> None:
    """A spell cast for its dash cost (702.109a): the permanent it became has haste as
    long as it is on the battlefield, and returns to its owner's hand at the beginning of
    the next end step."""
    permanent = _became(game, spell) if spell.dashed else None
    if permanent is None:
        return
    effects.grant_keyword(game, permanent, "haste", Duration.THIS_ON_BATTLEFIELD)
    later = DelayedTrigger(
        permanent, spell.controller, RETURNED_AT_END, (permanent,), game.turn_number
    )
    game.delayed_triggers = (*game.delayed_triggers, later)


REBOUND = Instruction(
    "cast_without_paying", subject="target", may=True, at="the beginning of your next upkeep"
)
"""Rebound's delayed triggered ability: "at the beginning of your next upkeep, you may
cast this card from exile without paying its mana cost" (702.88a)."""


def resolve_spell(game: GameCore, spell: GameObject) -> None:
    """608.2-608.3: a spell whose every target is illegal doesn't resolve (608.2b, 608.3b:
    an Aura's); a permanent spell becomes a permanent (608.3); an instant or sorcery
    follows its instructions and its card's ``resolve_spell`` hook, then goes to its
    owner's graveyard (608.2n)."""
    legal = legal_targets(game, spell)
    if (spell.targets or spell.is_aura) and not legal:  # an Aura spell always targets (115.1b)
        rule = "608.3b" if spell.is_aura else "608.2b"
        game.emit(SpellCountered(spell, f"every target is illegal, {rule}"))
        move(game, spell, GRAVEYARD, rule)
        return
    game.emit(SpellResolved(spell))
    if spell.is_permanent_card:
        enter_battlefield(
            game,
            spell,
            spell.controller,
            x=spell.x or 0,
            attach_to=spell.targets[0] if spell.is_aura else None,
            evoked=spell.evoked,
            kicked=spell.kicked,
            reason="resolved, 608.3",
            face_down=spell.face_down,  # 708.4: the permanent a face-down spell becomes
        )
        _suspended_haste(game, spell)
        _dashed(game, spell)
        if game.prevention or game.redirections:
            _shields_follow(game, spell)
        return
    ability = spell.face.spell
    if ability is not None and ability.modes:
        _perform_modes(game, spell, ability.modes, spell.modes)
    elif ability is not None:
        kicked = spell.kicked and ability.kicked_effects  # "... instead" (702.33d)
        instructions = ability.kicked_effects if kicked else ability.effects
        perform(game, instructions, spell, spell.controller, legal, spell)
    game.call_card(spell, "resolve_spell", spell=spell, x=spell.x or 0)
    if spell.zone is STACK and spell.bought_back:  # 702.27a: to its owner's hand instead
        move(game, spell, HAND, "resolved with buyback, 702.27a")
    elif spell.zone is STACK and spell.rebound:  # 702.88a: exiled instead, cast later
        card = move(game, spell, EXILE, "resolved with rebound, 702.88a")
        if card.zone is EXILE:
            later = DelayedTrigger(card, spell.controller, REBOUND, (card,), game.turn_number)
            game.delayed_triggers = (*game.delayed_triggers, later)
    elif spell.zone is STACK:  # unless its own instructions moved it
        move(game, spell, GRAVEYARD, "resolved, 608.2n")
