"""Keywords that are triggered abilities, as watchers of the same hooks cards use:
exalted (702.83) and prowess (702.108). Each instance triggers on its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl
from cardhost.model.continuous import Layer, Modification

if TYPE_CHECKING:
    from cardhost.model.events import AttackersDeclared, SpellCast
    from cardhost.model.protocols import Game

PLUS_ONE = (Modification(Layer.PT_MODIFY, modify_pt=(1, 1)),)


@hookimpl
def on_attackers_declared(game: Game, event: AttackersDeclared) -> None:
    """Exalted: "Whenever a creature you control attacks alone, that creature gets +1/+1
    until end of turn" (702.83a); every instance of every permanent triggers."""
    alone = event.alone
    if alone is None:
        return
    for permanent in game.permanents(controller=event.player):
        for _ in range(permanent.keyword_count("exalted")):
            game.trigger(permanent, "Exalted (702.83a)", _exalt, subject=alone)


def _exalt(game: Game, ability: object) -> None:
    creature = ability.subject  # type: ignore[attr-defined]
    source = ability.source  # type: ignore[attr-defined]
    if creature is not None and creature.zone is not None:
        game.create_effect(source, [creature], PLUS_ONE, description="exalted: +1/+1")


@hookimpl
def on_spell_cast(game: Game, event: SpellCast) -> None:
    """Prowess: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end
    of turn" (702.108a); each instance triggers (702.108b)."""
    if event.spell.is_creature:
        return
    for permanent in game.permanents(controller=event.player):
        for _ in range(permanent.keyword_count("prowess")):
            game.trigger(permanent, "Prowess (702.108a)", _prowess)


def _prowess(game: Game, ability: object) -> None:
    source = ability.source  # type: ignore[attr-defined]
    if source.zone is not None:
        game.create_effect(source, [source], PLUS_ONE, description="prowess: +1/+1")
