"""The prevention and redirection effects of static abilities (615, 614.9, 604.1):
"Prevent all damage that would be dealt to this creature by creatures.", "All damage
that would be dealt to you is dealt to this creature instead." apply while the
permanent is on the battlefield with its abilities (305.7) and its condition holds
(611.3b), judged as damage would be dealt, each a
:class:`~cardhost.kernel.prevention.Prevention` (or a
:class:`~cardhost.kernel.redirection.Redirection` of one) that is never used up."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

from cardhost.kernel import counting
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.prevention import Prevention
from cardhost.kernel.redirection import Redirection
from cardhost.model.continuous import ATTACHED, StaticPrevention
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def in_force(game: GameCore) -> tuple[Prevention, ...]:
    """Every static ability's prevention effect that applies now."""
    found = []
    for source, prevents in _abilities(game):
        if not prevents.redirected_to:
            found += _prevention(source, prevents)
    return tuple(found)


def redirections_in_force(game: GameCore) -> tuple[Redirection, ...]:
    """Every static ability's redirection effect that applies now (614.9), never used
    up: its reach, and whom it deals the damage to instead now."""
    found = []
    for source, redirects in _abilities(game):
        instead = _named(source, redirects.redirected_to, source.controller)
        made = _made(source, redirects) if redirects.redirected_to else None
        if made is not None and instead is not None:
            found.append(Redirection(made, instead))
    return tuple(found)


def _abilities(game: GameCore) -> list[tuple[GameObject, StaticPrevention]]:
    """The prevention and redirection abilities of permanents with their rules text,
    whose condition holds (611.3b)."""
    found = []
    for source in game.static_sources:
        if source.zone is not BATTLEFIELD or source in game.entering or not source.has_rules_text:
            continue
        for static in source.face.all_statics:
            prevents = static.prevents
            if prevents is None:
                continue
            condition = static.condition
            you = source.controller
            if condition is not None and not counting.holds(game, condition, you, source):
                continue
            found.append((source, prevents))
    return found


def _prevention(source: GameObject, prevents: StaticPrevention) -> list[Prevention]:
    """The prevention effects one static ability makes now: two for "dealt to and dealt
    by", each an effect of its own."""
    if prevents.either:
        to = replace(prevents, by="any", by_group=None)
        by = replace(prevents, to="any", to_group=None)
        made = [_made(source, to), _made(source, by)]
    else:
        made = [_made(source, prevents)]
    return [m for m in made if m is not None]


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
