"""Actions: what makes a public game method one atomic, settled action (117.5, 732), and
what keeps plugin code from taking a player's actions (117.3d)."""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING, NoReturn, ParamSpec, TypeVar

from cardhost.kernel.journal import (
    ACTIVE,
    Journal,
    atomic,
    set_working,
    stamps,
    succeeded,
)
from cardhost.kernel.plugins import blame, running_plugin
from cardhost.model.errors import IllegalActionError

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore

P = ParamSpec("P")
R = TypeVar("R")


def turn_action(method: Callable[P, R]) -> Callable[P, R]:
    """A player's action that moves the game along (passing priority, starting the game or
    a turn): refused while a card's plugin code runs, since an effect never passes
    priority for a player (117.3d, 117.4): a :class:`CardPluginError` naming the card and
    the hook."""

    @functools.wraps(method)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        if running_plugin() is not None:
            _refuse_in_plugin(
                method.__name__, "a player's action; an effect can't pass priority or move the turn"
            )
        return method(*args, **kwargs)

    return run


def _refuse_in_plugin(name: str, why: str) -> NoReturn:
    """Refuse a player's action a card's plugin code takes (117.3d): a
    :class:`CardPluginError` naming the card and the hook."""
    running = running_plugin()
    assert running is not None
    card, hook = running
    raise blame(card, hook, IllegalActionError("117.3d", f"{name}() is {why}"))


def action(method: Callable[P, R]) -> Callable[P, R]:
    """Make a public method one atomic action that ends with state-based actions and
    triggers put on the stack. Inside another action (an effect a plugin takes) it is
    atomic on its own, and the outer action settles once, at its end."""
    return _atomic(method, players=False, by_effects=True)


def players_action(method: Callable[P, R]) -> Callable[P, R]:
    """A player's :func:`action` (117.1: playing a land, casting a spell, activating an
    ability, passing; 508.1, 509.1: declaring attackers or blockers): refused to a card's
    plugin code, which takes effects, not players' actions (117.3d). Taken directly
    while a decision waits, once it has succeeded it abandons the decision: what the
    game waits for is then the new state's (an action answering a decision leaves the
    next one waiting after it)."""
    return _atomic(method, players=True, by_effects=False)


def mana_ability_action(method: Callable[P, R]) -> Callable[P, R]:
    """A :func:`players_action` that plugin code may take too: activating a mana ability,
    which a player may whenever a rule or an effect asks a mana payment, even while a
    spell or ability resolves (605.3a)."""
    return _atomic(method, players=True, by_effects=True)


def _atomic(method: Callable[P, R], players: bool, by_effects: bool = True) -> Callable[P, R]:
    """The action's wrapper, one for both kinds. The outermost action keeps its journal
    as :class:`atomic` does, written out: it is the kernel's hottest path."""

    @functools.wraps(method)
    def run(*args: P.args, **kwargs: P.kwargs) -> R:
        game: GameCore = args[0]  # type: ignore[assignment]
        if game.in_action:
            if not by_effects and running_plugin() is not None:
                _refuse_in_plugin(method.__name__, "a player's action: an effect takes none")
            with atomic():
                return method(*args, **kwargs)
        state = game.__dict__  # not journaled: an action in progress is not game state
        state["in_action"] = True
        try:
            outer = ACTIVE.get()  # a trial's, or another game's action's: nest in it
            journal = Journal() if outer is None else outer
            if outer is None:
                journal.opened()
            mark, at = len(journal), stamps()
            token = ACTIVE.set(journal) if outer is None else None
            try:
                if game.game_over:
                    game.check_not_over()
                result = method(*args, **kwargs)
                game.settle()
            except BaseException:
                journal.undo(mark, at)
                raise
            finally:
                if token is not None:
                    ACTIVE.reset(token)
                    journal.closed()
            if outer is None:
                state["actions_done"] += 1
                succeeded(journal)
        finally:
            state["in_action"] = False
        if players and state["waiting"] is not None:
            set_working(game, "waiting", None)  # a trial of it undone: waiting again
        return result

    return run
