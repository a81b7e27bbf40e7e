"""Playing on: every player passes, or decides, again and again, until a step, the next
turn or an empty stack is reached; a loop of mandatory actions on the way makes the game
a draw (104.4b)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from cardhost.kernel import game_flow, passing, priority, responses
from cardhost.kernel.actions import turn_action
from cardhost.kernel.core import step_named
from cardhost.kernel.journal import atomic
from cardhost.kernel.loops import LOOP_WINDOW, LoopWatch
from cardhost.kernel.objects import Player
from cardhost.model.actions import Action, Pass
from cardhost.model.errors import CardhostError, IllegalActionError
from cardhost.model.turns import (
    CLEANUP,
    COMBAT_DAMAGE,
    DECLARE_BLOCKERS,
    FIRST_STRIKE_DAMAGE,
    UNTAP,
    Step,
)

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

PASSES_LIMIT = 10_000
"""How many times ``advance_to``, ``next_turn`` and ``resolve_stack`` let everyone pass."""
UNREACHABLE_STEPS = {UNTAP: "502.4", CLEANUP: "514.3"}
"""Steps in which no player receives priority (normally), by the rule that says so."""
NO_ATTACK = (
    "with no creature attacking, it is skipped, and passing declares none but those that must"
)
SKIPPED = {
    DECLARE_BLOCKERS: ("508.8", NO_ATTACK),
    COMBAT_DAMAGE: ("508.8", NO_ATTACK),
    FIRST_STRIKE_DAMAGE: ("510.4", "it happens only when a creature in combat has first strike"),
}
"""The steps passing alone never brings, and why: refused once a round of turns has gone
without one (another step an effect skips comes later, 614.10)."""


@turn_action
def decide(game: GameCore) -> Action:
    """The player with priority decides (117.1, 117.3d), asked through the chooser
    (choice kind ``priority``) among the decisions they have; X, targets and costs are
    then chosen as for any cast or activation. With the default chooser, the answer is
    to pass. Returns the action taken."""
    return responses.decide(game, priority.holder(game, "decide"))


@turn_action
def resolve_stack(game: GameCore, *, ask: bool = False) -> None:
    """Resolve until the stack is empty, triggered abilities included, or the game
    ends. One action: if it fails, the game is as it was. With ``ask``, each
    player who receives priority is asked what to do (``decide``): a simulation's
    players may respond; otherwise every player passes."""
    with atomic():
        if ask:
            _decide_until(game, lambda: not game.stack)
        else:
            _pass_until(game, lambda: not game.stack, "an empty stack")


@turn_action
def advance_to(game: GameCore, step: Step | str, player: Player | str | None = None) -> None:
    """Pass until it is ``step`` (of ``player``'s turn, if given), resolving the stack
    as everyone passes; stop at once if it already is, or when the game ends on the
    way. One action: if it fails, the game is as it was. A step in which no player
    receives priority can't be passed to (502.4, 514.3), nor a player's turn who has
    left the game (800.4a)."""
    target = step_named(step)
    who = game.as_player(player) if player else None
    if _reached(game, target, who):
        return
    if target in UNREACHABLE_STEPS:
        raise IllegalActionError(
            UNREACHABLE_STEPS[target],
            f"no player receives priority in the {target.value} step, so play never stops there",
        )
    if who is not None and who.has_lost:
        raise IllegalActionError("800.4a", f"{who} has left the game and takes no turns")
    first = game.turn_number
    skipped = SKIPPED.get(target)

    def reached() -> bool:
        rounds = first + len(game.players) + len(game.extra_turns)  # a round of turns
        if skipped is not None and game.turn_number > rounds:  # passing never brings it
            rule, why = skipped
            raise IllegalActionError(
                rule, f"the {target.value} step didn't come in a round of turns: {why}"
            )
        return _reached(game, target, who)

    with atomic():
        _pass_until(game, reached, f"the {target.value} step")


@turn_action
def next_turn(game: GameCore) -> None:
    """Pass until the next turn begins and a player gets priority in it (or the game
    ends). One action: if it fails, the game is as it was."""
    turn = game.turn_number
    with atomic():
        _pass_until(game, lambda: game.turn_number != turn, "the next turn")


def _reached(game: GameCore, step: Step, player: Player | None) -> bool:
    return game.step is step and (player is None or game.active_player is player)


def _decide_until(game: GameCore, reached: Callable[[], bool]) -> None:
    """Players with priority decide, again and again, until ``reached()`` or the game
    is over; a loop of mandatory actions is handled as for passing (104.4b)."""
    watch = LoopWatch(game)
    for _ in range(PASSES_LIMIT):
        if reached() or game.game_over:
            return
        resolutions = game.resolutions
        if not isinstance(decide(game), Pass):  # cast or activated: optional (104.4b)
            game.count_optional_action()
        if game.resolutions != resolutions and watch.resolved():
            _mandatory_loop(game, watch)
            return
    raise CardhostError(f"the stack never emptied in {PASSES_LIMIT} decisions")


def _pass_until(game: GameCore, reached: Callable[[], bool], what: str) -> None:
    """Every player passes, again and again, until ``reached()`` or the game is over.
    A loop of mandatory actions found on the way (104.4b) ends the game in a draw, or
    is an error if the game was made with ``mandatory_loops="error"``."""
    watch = LoopWatch(game)
    for _ in range(PASSES_LIMIT):
        if reached() or game.game_over:
            return
        if not game.stack:
            watch.reset()
            passing.advance(game)
            continue
        passing.resolve_top(game)
        if watch.resolved():
            _mandatory_loop(game, watch)
            return
    raise CardhostError(f"the game never reached {what} in {PASSES_LIMIT} passes")


def _mandatory_loop(game: GameCore, watch: LoopWatch) -> None:
    """104.4b: a loop of mandatory actions with no way to stop: the game is a draw (one
    whose "unless" payments no one made too, 731.6). One a player took an optional
    action in is no draw, and can't be played on until a player declines it: an error,
    the game as it was."""
    if watch.optional():
        raise CardhostError(
            f"rule 104.4b: {LOOP_WINDOW} resolutions in a row went round a loop in which a "
            'player took an optional action ("you may", "you may pay", a payment "unless" '
            "asks, a spell cast or an ability activated), and the answers kept it going: a "
            "loop that contains an optional action isn't a draw, and it goes on until a "
            "player declines; the game is as it was before passing"
        )
    reason = (
        f"104.4b: a loop of mandatory actions, {LOOP_WINDOW} resolutions in a row that "
        "nothing could stop"
    )
    if game.mandatory_loops == "error":
        raise CardhostError(f"rule {reason}; the game is as it was before passing")
    game_flow.draw_the_game(game, reason)
