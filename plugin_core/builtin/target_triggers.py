"""Triggered abilities written as data that watch a permanent become the target of a
spell or ability (601.2c, 602.2b): "Whenever this creature becomes the target of a spell
an opponent controls", "Whenever enchanted creature becomes the target of ...". Spells
and abilities target all game and few cards watch it, so a game registers this hook
only once a card with such an ability is in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.builtin.data_triggers import fire, triggers_on
from cardhost.hooks import hookimpl
from cardhost.model.events import is_game_object
from cardhost.model.instructions import THAT_CREATURE, THAT_PLAYER

if TYPE_CHECKING:
    from cardhost.model.definitions import CardDefinition, TriggeredAbility
    from cardhost.model.events import BecameTarget
    from cardhost.model.protocols import Game, GameObject

EVENTS = frozenset({"becomes the target"})
"""The trigger events (``[[triggers]]``' ``event``) this hook watches."""


def needed_by(card: CardDefinition) -> bool:
    """Whether a game with ``card`` needs this hook: a face of it has a triggered
    ability of :data:`EVENTS`."""
    return triggers_on(card, EVENTS)


@hookimpl(trylast=True)
def on_became_target(game: Game, event: BecameTarget) -> None:
    """ "Whenever this creature becomes the target of a spell or ability" (601.2c): of
    a kind of spell, or whose ("an opponent controls"); and the abilities watching others
    ("a creature you control") or what their source enchants. They name the permanent,
    "that creature", and the spell's or ability's controller, "that player" (603.2)."""
    target = event.target
    if not is_game_object(target):
        return
    named = {THAT_CREATURE: target, THAT_PLAYER: event.controller}
    for permanent in game.permanents_with_triggers:
        face = permanent.face
        if not face.triggers or not permanent.has_rules_text:
            continue
        for ability in face.triggers:
            if ability.event != "becomes the target" or not _by(ability, event, permanent):
                continue
            watched = ability.watches
            if watched is None:
                seen = permanent is target
            elif ability.attached:
                seen = permanent.attached_to is target
            else:
                seen = watched.matches(target, permanent.controller, permanent)  # type: ignore[arg-type]
            if seen:
                fire(game, permanent, ability, data=named)


def _by(ability: TriggeredAbility, event: BecameTarget, permanent: GameObject) -> bool:
    """Whether the spell or ability of ``event`` is of the kind and controller
    ``ability`` watches targeting (a spell only, of a kind; an opponent's, yours)."""
    you = permanent.controller
    whose = {"you": event.controller is you, "an opponent": event.controller is not you}
    if not whose.get(ability.caster, True):
        return False
    kind = ability.spell
    if kind is None:
        return True
    spell = event.item
    return is_game_object(spell) and kind.matches(spell, you, permanent)  # type: ignore[arg-type]
