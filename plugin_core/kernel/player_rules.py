"""Rules static abilities and resolved effects give players
(:data:`cardhost.model.continuous.PLAYER_RULES`): no maximum hand size (402.2), more
lands to play (305.2), "can't gain life" (119.7), hexproof and shroud (702.11d,
702.18d); each instance counted, a static ability's while its permanent is on the
battlefield with its rules text and its condition holds (611.3b), an effect's for its
duration (611.2a)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

from cardhost.kernel import counting
from cardhost.kernel.objects import GameObject, Player
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def rules_of(game: GameCore, player: Player) -> Counter[str]:
    """The rules static abilities give ``player`` now, each as many times as it is
    given."""
    found: Counter[str] = Counter()
    if not game.static_sources and not game.continuous_effects:  # most games, most times
        return found
    for effect in game.continuous_effects:  # "You may play an additional land this turn"
        if effect.player_rules and player.index in effect.players:
            found.update(effect.player_rules)
    for source in game.static_sources:
        if source.zone is not BATTLEFIELD or source in game.entering or not source.has_rules_text:
            continue
        for static in source.face.all_statics:
            if static.player_rules and _for(static.affects.text, player, source):
                condition = static.condition
                you = source.controller
                if condition is None or counting.holds(game, condition, you, source):
                    found.update(static.player_rules)
    return found


def _for(whom: str, player: Player, source: GameObject) -> bool:
    """Whether rules for ``whom`` (``you``, ``each opponent``, ``each player``) are for
    ``player``, said by ``source``'s controller."""
    if whom == "each player":
        return True
    return (player is source.controller) is (whom == "you")


def land_plays(game: GameCore, player: Player) -> int:
    """How many lands ``player`` may play this turn (305.2): one, and one more for each
    "additional land" rule."""
    return 1 + rules_of(game, player)["an additional land"]


def has_rule(game: GameCore, player: Player, rule: str) -> bool:
    """Whether ``player`` has ``rule`` now."""
    return rules_of(game, player)[rule] > 0
