"""Echo (702.30a) as a watcher of the same hooks cards use: "At the beginning of your
upkeep, if this permanent came under your control since the beginning of your last
upkeep, sacrifice it unless you pay [its echo cost]." A game registers it once a card
with echo is in it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl
from cardhost.model.costs import Cost
from cardhost.model.turns import UPKEEP

if TYPE_CHECKING:
    from cardhost.model.definitions import CardDefinition
    from cardhost.model.events import StepBegan
    from cardhost.model.protocols import Game, GameObject

ECHO = "Echo (702.30a)"


def needed_by(card: CardDefinition) -> bool:
    """Whether a game with ``card`` needs echo: a face of it has echo."""
    return any(face is not None and face.echo is not None for face in (card.front, card.back))


@hookimpl(trylast=True)
def on_beginning_of_step(game: Game, event: StepBegan) -> None:
    """Each permanent with echo of the player whose upkeep began triggers, if it came
    under their control since their last upkeep began (603.4: checked again as it
    resolves)."""
    if event.step is not UPKEEP:
        return
    for permanent in game.permanents(controller=event.active_player):
        if permanent.face.echo is not None and permanent.has_rules_text:
            game.trigger(permanent, ECHO, _sacrifice_unless_paid, condition=_came_since)


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
        game.sacrifice(permanent, "not paid its echo cost, 702.30a")
