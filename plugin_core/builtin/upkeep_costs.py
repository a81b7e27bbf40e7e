"""Upkeep costs and counters as watchers of the same hooks cards use. Echo (702.30a): "At the
beginning of your upkeep, if this permanent came under your control since the beginning
of your last upkeep, sacrifice it unless you pay [its echo cost]." Cumulative upkeep
(702.24a): "At the beginning of your upkeep, if this permanent is on the battlefield, put
an age counter on this permanent. Then you may pay [cost] for each age counter on it. If
you don't, sacrifice it." Fading N (702.32a): "At the beginning of your upkeep, remove a
fade counter from this permanent. If you can't, sacrifice the permanent." Vanishing N
(702.63a): "At the beginning of your upkeep, if this permanent has a time counter on it,
remove a time counter from it." and "When the last time counter is removed from this
permanent, sacrifice it." (The counters each enters with: :mod:`data_replacements`.) A
game registers them once a card with any is in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl
from cardhost.model.costs import Cost
from cardhost.model.keywords import numbered
from cardhost.model.mana import ManaCost
from cardhost.model.turns import UPKEEP
from cardhost.model.zones import BATTLEFIELD

if TYPE_CHECKING:
    from cardhost.model.definitions import CardDefinition
    from cardhost.model.events import CountersChanged, StepBegan
    from cardhost.model.protocols import Game, GameObject

ECHO = "Echo (702.30a)"
FADE = "fade"
TIME = "time"
CUMULATIVE = "Cumulative upkeep (702.24a)"
AGE = "age"


def needed_by(card: CardDefinition) -> bool:
    """Whether a game with ``card`` needs these: a face of it has echo or cumulative
    upkeep, or it has or may give (``keywords_given``) fading or vanishing."""
    faces = [face for face in (card.front, card.back) if face is not None]
    if any(f.echo is not None or f.cumulative_upkeep is not None for f in faces):
        return True
    return bool(_counting_down(card.keywords_given))


def _counting_down(keywords: frozenset[str] | tuple[str, ...]) -> list[tuple[str, int]]:
    """Its fading and vanishing keywords, each with its N."""
    found = []
    for keyword in sorted(keywords):
        for name in ("fading", "vanishing"):
            amount = numbered(keyword, name)
            if amount:
                found.append((name, amount))
    return found


def _instances(permanent: GameObject) -> list[tuple[str, int]]:
    """Each instance of fading and vanishing ``permanent`` has, each working apart
    (702.63c, 113.2c): two of "vanishing 2" are two."""
    return [
        found
        for keyword in sorted(permanent.keywords)
        for found in _counting_down((keyword,))
        for _ in range(permanent.keyword_count(keyword))
    ]


@hookimpl(trylast=True)
def on_beginning_of_step(game: Game, event: StepBegan) -> None:
    """Each permanent with echo or cumulative upkeep of the player whose upkeep began
    triggers; echo only if it came under their control since their last upkeep began
    (603.4: checked again as it resolves)."""
    if event.step is not UPKEEP:
        return
    for permanent in game.permanents(controller=event.active_player):
        face = permanent.face
        if not permanent.has_rules_text:
            continue
        if face.echo is not None:
            game.trigger(permanent, ECHO, _sacrifice_unless_paid, condition=_came_since)
        if face.cumulative_upkeep is not None:
            game.trigger(permanent, CUMULATIVE, _age, condition=_on_the_battlefield)
        for name, _ in _instances(permanent):
            if name == "fading":  # 702.32a
                game.trigger(permanent, "Fading (702.32a)", _fade)
            else:  # 702.63a: "if this permanent has a time counter on it"
                game.trigger(permanent, "Vanishing (702.63a)", _vanish, condition=_has_time)


def _fade(game: Game, ability: object) -> None:
    """Remove a fade counter; if it can't, its controller sacrifices it (702.32a)."""
    permanent: GameObject = ability.source  # type: ignore[attr-defined]
    if permanent.zone is not BATTLEFIELD:
        return
    if not game.remove_counters(permanent, FADE, 1):
        game.sacrifice(permanent, "no fade counter to remove, 702.32a", by=ability.controller)  # type: ignore[attr-defined]


def _has_time(game: Game, ability: object) -> bool:
    permanent: GameObject = ability.source  # type: ignore[attr-defined]
    return permanent.zone is BATTLEFIELD and permanent.counters.get(TIME, 0) > 0


def _vanish(game: Game, ability: object) -> None:
    """Remove a time counter (702.63a)."""
    permanent: GameObject = ability.source  # type: ignore[attr-defined]
    if permanent.zone is BATTLEFIELD:
        game.remove_counters(permanent, TIME, 1)


@hookimpl(trylast=True)
def on_counters_removed(game: Game, event: CountersChanged) -> None:
    """Vanishing: "When the last time counter is removed from this permanent, sacrifice
    it." (702.63a), however it was removed."""
    permanent = event.permanent
    if event.kind != TIME or event.total or not permanent.has_rules_text:
        return
    for name, _ in _instances(permanent):
        if name == "vanishing":
            game.trigger(permanent, "Vanishing (702.63a)", _sacrifice_it)


def _sacrifice_it(game: Game, ability: object) -> None:
    permanent: GameObject = ability.source  # type: ignore[attr-defined]
    if permanent.zone is BATTLEFIELD:
        game.sacrifice(permanent, "its last time counter removed, 702.63a", by=ability.controller)  # type: ignore[attr-defined]


def _came_since(game: Game, ability: object) -> bool:
    """ "if this permanent came under your control since the beginning of your last
    upkeep" (702.30a)."""
    permanent: GameObject = ability.source  # type: ignore[attr-defined]
    began = ability.controller.last_upkeep_began_at  # type: ignore[attr-defined]
    return began is None or permanent.control_since > began


def _sacrifice_unless_paid(game: Game, ability: object) -> None:
    """ "sacrifice it unless you pay [its echo cost]" (118.12a)."""
    permanent: GameObject = ability.source  # type: ignore[attr-defined]
    echo = permanent.face.echo
    if echo is None or permanent.zone is None:
        return
    cost = Cost(text=str(echo), mana=echo)
    reason = f"{permanent.name}'s echo"
    if not game.paid_by_any([ability.controller], cost, reason, 0):  # type: ignore[attr-defined]
        game.sacrifice(permanent, "not paid its echo cost, 702.30a", by=ability.controller)  # type: ignore[attr-defined]


def _on_the_battlefield(game: Game, ability: object) -> bool:
    """ "if this permanent is on the battlefield" (702.24a, 603.4)."""
    permanent: GameObject = ability.source  # type: ignore[attr-defined]
    return permanent.zone is BATTLEFIELD


def _age(game: Game, ability: object) -> None:
    """Put an age counter on it, then its controller may pay the cost once for each age
    counter on it; if they don't, they sacrifice it (702.24a, 118.12a)."""
    permanent: GameObject = ability.source  # type: ignore[attr-defined]
    upkeep = permanent.face.cumulative_upkeep
    if upkeep is None or permanent.zone is not BATTLEFIELD:
        return
    game.add_counters(permanent, AGE, 1)
    ages = permanent.counters.get(AGE, 0)
    cost = _times(upkeep, ages)
    reason = f"{permanent.name}'s cumulative upkeep"
    if not game.paid_by_any([ability.controller], cost, reason, 0):  # type: ignore[attr-defined]
        game.sacrifice(permanent, "not paid its cumulative upkeep, 702.24a", by=ability.controller)  # type: ignore[attr-defined]


def _times(cost: Cost, times: int) -> Cost:
    """``cost`` paid ``times`` times over: its mana symbols and its life that many
    times (702.24a)."""
    mana = ManaCost(cost.mana.symbols * times)
    parts = [str(mana)] if mana.symbols else []
    if cost.life:
        parts.append(f"Pay {cost.life * times} life")
    return Cost(text=", ".join(parts) or "{0}", mana=mana, life=cost.life * times)
