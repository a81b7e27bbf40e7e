"""All players passing (117.3d, 117.4): the top of the stack resolves, or with an empty
stack the step ends."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel import priority, resolution, turn_engine
from cardhost.kernel.actions import action, players_action, turn_action
from cardhost.kernel.stack import StackAbility, left_stack
from cardhost.model.errors import IllegalActionError
from cardhost.model.zones import STACK

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


@turn_action
@players_action
def pass_priority(game: GameCore) -> None:
    """The player with priority passes (117.3d): the next player in turn order
    receives it. When every player has passed in succession, the top of the stack
    resolves or, with an empty stack, the step ends (117.4)."""
    if priority.pass_once(game):
        if game.stack:
            resolve_top_item(game)
        else:
            turn_engine.advance(game)


@turn_action
@action
def resolve_top(game: GameCore) -> None:
    """All players pass in succession: the top of the stack resolves (117.4, 608),
    then the active player receives priority (117.3b)."""
    priority.holder(game, "pass priority")
    if not game.stack:
        raise IllegalActionError("608.1", "the stack is empty")
    resolve_top_item(game)


@turn_action
@action
def advance(game: GameCore) -> None:
    """All players pass with an empty stack: go to the next step where a player gets
    priority or must declare (500.2)."""
    turn_engine.advance(game)


def resolve_top_item(game: GameCore) -> None:
    """The top of the stack resolves (608), then the active player receives priority
    (117.3b)."""
    game.count_resolution()  # what a loop is watched by (104.4b)
    item = game.stack[-1]
    if isinstance(item, StackAbility):
        game.shared_zones[STACK].remove(item)
        left_stack(item)
        resolution.resolve_ability(game, item)
    else:
        resolution.resolve_spell(game, item)
    priority.give(game, game.active_player)  # 117.3b
