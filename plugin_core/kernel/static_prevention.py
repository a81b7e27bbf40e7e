"""The prevention effects of static abilities (615, 604.1): "Prevent all damage that
would be dealt to this creature by creatures." applies while its permanent is on the
battlefield with its abilities (305.7) and its condition holds (611.3b), judged as
damage would be dealt, each as a :class:`~cardhost.kernel.prevention.Prevention` that
is never used up."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardhost.kernel import counting
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.prevention import Prevention
from cardhost.model.continuous import ATTACHED, StaticPrevention
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def in_force(game: GameCore) -> tuple[Prevention, ...]:
    """Every static ability's prevention effect that applies now."""
    found = []
    for source in game.static_sources:
        if source.zone is not BATTLEFIELD or not source.has_rules_text:
            continue
        for static in source.face.statics:
            prevents = static.prevents
            if prevents is None:
                continue
            condition = static.condition
            you = source.controller
            if condition is not None and not counting.holds(game, condition, you, source):
                continue
            if prevents.either:  # "dealt to and dealt by": each an effect of its own
                to = replace(prevents, by="any", by_group=None)
                by = replace(prevents, to="any", to_group=None)
                made = [_made(source, to), _made(source, by)]
            else:
                made = [_made(source, prevents)]
            found.extend(m for m in made if m is not None)
    return tuple(found)


def _made(source: GameObject, prevents: StaticPrevention) -> Prevention | None:
    """The effect ``prevents`` says for ``source`` now; ``None`` if it names the creature
    its Aura or Equipment is attached to and that is none (303.4, 301.5)."""
    you = source.controller
    recipient = _named(source, prevents.to, you)
    dealer = _named(source, prevents.by, you)
    if (prevents.to in ATTACHED and recipient is None) or (prevents.by in ATTACHED and not dealer):
        return None
    return Prevention(
        source,
        recipient,
        combat_only=prevents.combat_only,
        recipients=prevents.to_group,
        to_players=prevents.to == "players",
        dealer=dealer if isinstance(dealer, GameObject) else None,
        dealers=prevents.by_group,
        controller=you,
    )


def _named(source: GameObject, words: str, you: Player) -> GameObject | Player | None:
    """The object or player ``words`` names: the source itself, the creature it is
    attached to, or you."""
    if words == "this":
        return source
    if words in ATTACHED:
        return source.attached_to
    return you if words == "you" else None
