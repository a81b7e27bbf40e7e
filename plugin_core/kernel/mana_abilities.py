"""Activating and resolving mana abilities (605, 106.12, 107.5, 107.6, 302.6)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from cardhost.kernel import instructions, priority
from cardhost.kernel.actions import action, mana_ability_action
from cardhost.kernel.choices import ChoiceKind, succeeds
from cardhost.kernel.costs import pay_cost, unchosen_parts_problem
from cardhost.kernel.could_produce import base_productions, reflected_types
from cardhost.kernel.layers import in_force
from cardhost.kernel.mana_pool import add_to_pool, add_triggered_mana, replace_mana
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.payment import payable
from cardhost.kernel.prohibitions import check_activation_allowed
from cardhost.model.actions import ManaActivation
from cardhost.model.definitions import ManaAbilityDefinition
from cardhost.model.errors import CardhostError, IllegalActionError
from cardhost.model.events import (
    ManaAbilityResolved,
)
from cardhost.model.mana import NO_MANA, WUBRG, ManaAmount, ManaType
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


@mana_ability_action
def activate_mana_ability(game: GameCore, permanent: GameObject, index: int = 0) -> ManaAmount:
    """Activate a mana ability of a permanent; it resolves at once (605.3b). Returns
    the mana added to its controller's pool."""
    game.existing(permanent)
    player = permanent.controller
    priority.check(game, player, "activate a mana ability")  # 117.1d
    added = activate(game, permanent, index, player)
    priority.give(game, player)  # 117.3c
    return added


@action
def add_mana_from(
    game: GameCore, source: GameObject, player: Player | str, mana: ManaAmount, reason: str
) -> ManaAmount:
    """A triggered mana ability of ``source`` adds ``mana`` to ``player``'s pool at once
    (605.1b, 605.4a). Replacement effects that apply to it do (616.1); "tapped for
    mana" ones don't, since nothing was tapped for it (106.12). Returns the mana added."""
    game.existing(source)
    who = game.as_player(player)
    if not isinstance(mana, ManaAmount):
        raise CardhostError(f"mana is a ManaAmount (106.1), not {mana!r}")
    return add_triggered_mana(game, source, who, mana, reason)


def activatable(
    game: GameCore,
    permanent: GameObject,
    player: Player | None = None,
    asked: tuple[Any, ...] | None = None,
) -> list[ManaActivation]:
    """The mana abilities of ``permanent`` its controller could activate now, holding
    priority or paying a cost (605.3a), each tried with the first legal choices and
    undone. When every one's cost asks no choice, what is found is kept until what the
    checks read changes (:func:`asked_of`; its face, its counters, what effects make
    of it, :func:`_characteristics_read`, none of which changes while the board version
    stays, ``GameCore.board_version``, nor, with no effect in force, while the
    permanent isn't written, ``GameObject.write_stamp``: the board moving elsewhere
    changes nothing of it), once for it tapped and once untapped (its
    lands are tapped and untapped turn after turn); ``player``, its controller, and
    ``asked``, what :func:`asked_of` says of them now, if a caller asking of many of
    their permanents found them. What is kept names no object of the game but by number,
    so a copy of the game keeps it too."""
    if player is None:
        player = permanent.controller
    if asked is None:
        asked = asked_of(game, player)
    began = player.turn_began_at
    sick = began is None or permanent.control_since > began  # summoning_sick: 302.6
    board = game.board_version
    tapped = permanent.tapped
    every = game.mana_activations_kept
    slots = every.get(permanent.id)
    resolving = game.resolving_mana_abilities
    own = None
    stamp = permanent.write_stamp
    if slots is not None and not resolving:
        kept = slots[tapped]
        if kept is not None and kept[0] == asked and kept[1] == sick:
            if kept[2] == board:  # its face, counters and characteristics as they were
                return list(kept[4])
            if kept[5] == stamp and kept[3][2] is None and not in_force(game):
                return list(kept[4])  # not written since, and no effect reads another
            own = (permanent.face, permanent.counters, _characteristics_read(game, permanent))
            if kept[3] == own:  # the same at this board: kept for it (a pair replaced whole)
                again = (asked, sick, board, own, kept[4], stamp)
                every[permanent.id] = (slots[0], again) if tapped else (again, slots[1])
                return list(kept[4])
    abilities = permanent.mana_abilities
    found = _activatable(game, permanent, player, abilities)
    if all(mana.cost.asks_no_choice for mana in abilities) and not resolving:
        if own is None:
            own = (permanent.face, permanent.counters, _characteristics_read(game, permanent))
        finding = (asked, sick, board, own, tuple(found), stamp)
        other = None if slots is None else slots[not tapped]
        game.remember(every, permanent, (other, finding) if tapped else (finding, other))
    return found


def asked_of(game: GameCore, player: Player) -> tuple[Any, ...]:
    """What the checks of a cost that asks no choice and of 602.5 read (:func:`_could_
    activate`) but the permanent's own state (tapped, 107.5-107.6; whether it is
    summoning sick, 302.6; its face, whose abilities, types and keywords they are with
    no effect in force, 613; its counters, 118.3; with an effect in force, what of its
    characteristics they read, :func:`_characteristics_read`): its controller, their
    life (119.4) and energy (107.14). The same values, the same answer: another
    permanent's change changes none of them. The controller by their seat: the same in a
    copy of the game."""
    return (player.index, player.life, player.energy)


def _characteristics_read(game: GameCore, permanent: GameObject) -> tuple[Any, ...] | None:
    """What the checks of a mana ability's cost that asks no choice read of
    ``permanent``'s characteristics through the layers (613) when an effect is in force:
    its types, subtypes and whether it has rules text (its mana abilities, 305.6-305.7,
    605.1a; a creature's {T}, 302.6), its keywords (haste, 702.10), what restricts it
    (602.5) and its controller; ``None`` when none is, its face saying them all."""
    if not in_force(game):
        return None
    now = game.characteristics_of(permanent)
    return (
        now.types,
        now.subtypes,
        now.rules_text,
        now.keywords,
        now.restrictions,
        now.controller.index,
    )


def _activatable(
    game: GameCore,
    permanent: GameObject,
    player: Player,
    abilities: tuple[ManaAbilityDefinition, ...],
) -> list[ManaActivation]:
    return [
        ManaActivation(permanent.id, index, permanent.name, mana.text)
        for index, mana in enumerate(abilities)
        if _could_activate(game, permanent, index, player, mana)
    ]


def _could_activate(
    game: GameCore,
    permanent: GameObject,
    index: int,
    player: Player,
    ability: ManaAbilityDefinition,
) -> bool:
    """Whether ``player`` could activate the mana ability: a cost that asks no choice
    ({T}, its counters, sacrificing the permanent, life) judged by the checks paying it
    makes, nothing paid; any other paid in a trial and undone, unless what of it asks
    no choice can't be paid (118.3) or the pool and life can't pay its mana whatever is
    chosen (601.2h)."""
    cost = ability.cost
    if unchosen_parts_problem(permanent, player, cost) is not None:
        return False  # first, and nothing raised: a tapped land, quickly
    if not cost.asks_no_choice:
        if cost.mana.symbols and not payable(player, cost.mana):
            return False  # its mana is paid from the pool: not there, no trial needed
        return _paid_in_a_trial(game, permanent, index, player)
    try:
        _allowed(game, permanent, index)
    except CardhostError:
        return False
    return True


def _paid_in_a_trial(game: GameCore, permanent: GameObject, index: int, player: Player) -> bool:
    """Whether the mana ability's cost is paid, tried with the first choices and undone
    (apart from :func:`_could_activate`, whose every call would otherwise make the
    cells this closure reads)."""
    return succeeds(game, lambda: _paid_for(game, permanent, index, player))


def activate(game: GameCore, permanent: GameObject, index: int, player: Player) -> ManaAmount:
    """``player``, who controls ``permanent``, activates its mana ability ``index``, which
    resolves at once (605.3b). Returns the mana added."""
    ability, key = _paid_for(game, permanent, index, player)
    resolving = game.resolving_mana_abilities  # only while it resolves: not journaled
    resolving.add(key)
    try:
        return resolve(game, permanent, ability, player)
    finally:
        resolving.discard(key)


def _paid_for(
    game: GameCore, permanent: GameObject, index: int, player: Player
) -> tuple[ManaAbilityDefinition, tuple[int, int]]:
    """The activation of ``permanent``'s mana ability ``index`` up to its resolution:
    allowed (602.2, 602.5, 605.3c) and its cost paid (602.2b, 601.2h). Once this
    succeeds the ability can be activated: its resolution asks only how (106.1, 605.3b)."""
    ability, key = _allowed(game, permanent, index)
    pay_cost(game, permanent, player, ability.cost, None)  # None: "its ability"
    return ability, key


def _allowed(
    game: GameCore, permanent: GameObject, index: int
) -> tuple[ManaAbilityDefinition, tuple[int, int]]:
    """The mana ability ``index`` of ``permanent`` may be activated now, its cost aside
    (602.2, 602.5, 605.3c): it, and the key it resolves under."""
    if permanent.zone is not BATTLEFIELD:
        raise IllegalActionError("602.2", f"{permanent} is not on the battlefield")
    check_activation_allowed(permanent)
    abilities = permanent.mana_abilities
    if not 0 <= index < len(abilities):
        raise IllegalActionError("602.1", f"{permanent} has no mana ability number {index}")
    ability = abilities[index]
    key = (permanent.id, index)
    if key in game.resolving_mana_abilities:
        raise IllegalActionError(
            "605.3c", f"{permanent}'s mana ability can't be activated again until it resolves"
        )
    return ability, key


def resolve(
    game: GameCore, permanent: GameObject, ability: ManaAbilityDefinition, player: Player
) -> ManaAmount:
    """Resolve ``player``'s mana ability (605.3b): produce mana, let replacement effects
    modify the event (106.12b, 616.1), add it; the event then reaches the mana hooks
    (106.12a)."""
    note = ""
    if ability.reflect is not None:
        types = reflected_types(game, permanent, ability)
        if types:
            chosen = game.choose(
                ChoiceKind.MANA_TYPE, player, f"a type of mana for {permanent.name} (106.7)", types
            )
            produced = ManaAmount.of(chosen)
        else:
            produced = NO_MANA
            note = "no type of mana is defined, so it produces no mana (106.5, 106.7)"
    elif ability.any_color:
        color = game.choose(
            ChoiceKind.COLOR, player, f"a color of mana for {permanent.name} (106.1)", WUBRG
        )
        produced = ManaAmount.of(ManaType.of(color)) * ability.any_color
    elif ability.one_of:
        produced = game.choose(
            ChoiceKind.MANA, player, f"the mana {permanent.name} adds (605.3b)", ability.one_of
        )
    elif ability.for_each is not None or ability.computed:
        options = base_productions(game, permanent, ability)
        if options:
            produced = game.choose(
                ChoiceKind.MANA, player, f"the mana {permanent.name} adds (605.3b)", options
            )
        else:
            produced = NO_MANA
    else:
        produced = ability.produces
    player, mana, applied = replace_mana(game, permanent, ability, player, produced)
    add_to_pool(permanent, player, mana)
    game.emit(ManaAbilityResolved(permanent, ability, mana, applied, note, player))
    if ability.effects:  # 605.3a: the rest of its effect, at once too
        instructions.perform(game, ability.effects, permanent, player, (), permanent)
    return mana
