"""Keywords that restrict attacking and blocking, as restriction hooks: flying and reach
(702.9b, 702.17b), defender (702.3b), fear (702.36b), intimidate (702.13b), shadow
(702.28b), horsemanship (702.31b), skulk (702.118b), landwalk (702.14c), protection
(702.16f); and effects that say a creature can't attack, block or be blocked (508.1c,
509.1b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl
from cardhost.model.continuous import (
    ATTACKS_DESPITE_DEFENDER,
    ONLY_FLYERS,
    blockers_of,
    defenders_of,
)
from cardhost.model.events import is_game_object
from cardhost.model.keywords import landwalk_types, protected_from
from cardhost.model.mana import Color

if TYPE_CHECKING:
    from cardhost.model.protocols import Game, GameObject, Player


@hookimpl
def block_restrictions(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """A creature with flying can't be blocked except by creatures with flying or reach
    (702.9b)."""
    if attacker.has_keyword("flying") and not (
        creature.has_keyword("flying") or creature.has_keyword("reach")
    ):
        return (
            f"{attacker.name} has flying and {creature.name} has neither flying nor reach (702.9b)"
        )
    return None


@hookimpl(specname="block_restrictions")
def blocked_only_by_some(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """ "This creature can't be blocked by Walls", "... except by creatures with flying"
    (509.1b): the blocker judged as its attacker's controller says the group."""
    for restriction in attacker.restrictions:
        found = blockers_of(restriction)
        if found is None:
            continue
        except_by, group = found
        if group.matches(creature, attacker.controller, attacker) != except_by:
            return f"{attacker.name} {restriction} (509.1b)"
    return None


@hookimpl(specname="block_restrictions")
def unleash(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """Unleash: "This permanent can't block as long as it has a +1/+1 counter on it"
    (702.98a)."""
    if creature.has_keyword("unleash") and creature.counters.get("+1/+1"):
        return f"{creature.name} has unleash and a +1/+1 counter on it (702.98a)"
    return None


@hookimpl(specname="block_restrictions")
def fear(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """A creature with fear can't be blocked except by artifact creatures and/or black
    creatures (702.36b)."""
    if attacker.has_keyword("fear") and not (
        creature.is_type("Artifact") or Color.BLACK in creature.colors
    ):
        return (
            f"{attacker.name} has fear and {creature.name} is neither an artifact nor black "
            "(702.36b)"
        )
    return None


@hookimpl(specname="block_restrictions")
def intimidate(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """A creature with intimidate can't be blocked except by artifact creatures and/or
    creatures that share a color with it (702.13b)."""
    if attacker.has_keyword("intimidate") and not (
        creature.is_type("Artifact") or creature.colors & attacker.colors
    ):
        return (
            f"{attacker.name} has intimidate and {creature.name} is neither an artifact nor "
            "of a colour it has (702.13b)"
        )
    return None


@hookimpl(specname="block_restrictions")
def shadow(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """A creature with shadow can't be blocked by creatures without shadow, and one
    without shadow can't be blocked by creatures with shadow (702.28b)."""
    if attacker.has_keyword("shadow") != creature.has_keyword("shadow"):
        has = attacker.name if attacker.has_keyword("shadow") else creature.name
        return f"{has} has shadow and the other doesn't (702.28b)"
    return None


@hookimpl(specname="block_restrictions")
def horsemanship(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """A creature with horsemanship can't be blocked by creatures without horsemanship
    (702.31b)."""
    if attacker.has_keyword("horsemanship") and not creature.has_keyword("horsemanship"):
        return f"{attacker.name} has horsemanship and {creature.name} doesn't (702.31b)"
    return None


@hookimpl(specname="block_restrictions")
def skulk(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """A creature with skulk can't be blocked by creatures with greater power
    (702.118b)."""
    if attacker.has_keyword("skulk") and (creature.power or 0) > (attacker.power or 0):
        return f"{attacker.name} has skulk and {creature.name} has greater power (702.118b)"
    return None


@hookimpl
def attack_restrictions(game: Game, creature: GameObject) -> str | None:
    """A creature with defender can't attack (702.3b) unless an effect says it can "as
    though it didn't have defender", nor one an effect says can't (508.1c)."""
    despite = ATTACKS_DESPITE_DEFENDER in creature.restrictions
    if creature.has_keyword("defender") and not despite:
        return f"{creature.name} has defender (702.3b)"
    return _effect_says(creature, "can't attack", "508.1c")


@hookimpl(specname="attack_restrictions")
def unless_defending_player_controls(
    game: Game, creature: GameObject, attacked: Player | GameObject
) -> str | None:
    """ "This creature can't attack unless defending player controls an Island"
    (508.1c): the defending player is the one it would attack, or the controller of the
    planeswalker it would (506.2)."""
    for restriction in creature.restrictions:
        kind = defenders_of(restriction)
        if kind is None:
            continue
        defending = attacked.controller if is_game_object(attacked) else attacked
        mine = game.permanents(controller=defending)
        if not any(kind.matches(p, creature.controller, creature) for p in mine):
            return f"{creature.name} {restriction} (508.1c)"
    return None


@hookimpl(specname="block_restrictions")
def restricted(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """A creature an effect says can't block doesn't (509.1b); one that can't be blocked
    isn't."""
    blocking = _effect_says(creature, "can't block", "509.1b")
    if not blocking and not attacker.has_keyword("flying"):  # "can block only flyers"
        blocking = _effect_says(creature, f"can't {ONLY_FLYERS}", "509.1b")
    return blocking or _effect_says(attacker, "can't be blocked", "509.1b")


def _effect_says(creature: GameObject, restriction: str, rule: str) -> str | None:
    """Why ``creature`` can't, if an effect says it ``restriction``: naming the effect's
    source and the rule."""
    if restriction not in creature.restrictions:
        return None
    return f"{creature.restricted_by(restriction)} says {creature.name} {restriction} ({rule})"


@hookimpl(specname="block_restrictions")
def landwalk_and_protection(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """Landwalk: unblockable while the defending player controls a land of that type
    (702.14c). Protection: not blockable by creatures with its quality (702.16f)."""
    defending = creature.controller
    for land_type in sorted(landwalk_types(attacker.keywords)):
        lands = game.permanents(controller=defending, card_type="Land")
        if any(land_type in land.subtypes for land in lands):
            return (
                f"{attacker.name} has {land_type.lower()}walk and {defending.name} controls a "
                f"{land_type} (702.14c)"
            )
    quality = protected_from(attacker.keywords, creature)
    if quality is not None:
        return f"{attacker.name} has protection from {quality}, which {creature.name} has (702.16f)"
    return None
