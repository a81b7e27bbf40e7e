"""Metrics: what a simulation measures in each game.

A metric sees each event once its action has succeeded (:meth:`Metric.observe`) and the
board at the end step of each turn (513, :meth:`Metric.end_of_turn`), and gives its value
when the game is over: one value for the game, or one per player (a mapping of player
name to value). Values are plain JSON: numbers, strings, ``None`` and lists of them.
Turns "by turn" are each player's own turns: their first, second, ... (500).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import Any

from cardhost.kernel.choices import FirstOptionChooser, answering
from cardhost.kernel.game import Game
from cardhost.kernel.journal import trial
from cardhost.kernel.objects import Player
from cardhost.model.costs import Cost
from cardhost.model.errors import CardhostError, CardPluginError
from cardhost.model.events import (
    LogEntry,
    ManaAbilityResolved,
    ManaAdded,
    ManaEmptied,
    OpeningHandKept,
    PermanentEntered,
)
from cardhost.model.mana import Color

Value = Any
"""A metric's value: JSON (a number, a string, ``None``, or a list or mapping of them)."""


class Metric(ABC):
    """Something measured in one game; a fresh one is made for every game."""

    per_player = False
    """Whether :meth:`value` is asked once per player (else once for the game)."""
    observes = False
    """Whether :meth:`observe` does anything (events are not handed on otherwise)."""

    def observe(self, game: Game, entry: LogEntry) -> None:
        """An event of the game, once the action it belongs to has succeeded; by
        default nothing is done with it."""
        return None

    def end_of_turn(self, game: Game, player: Player) -> None:
        """``player``'s turn has reached its end step (513.1); by default nothing is
        read."""
        return None

    @abstractmethod
    def value(self, game: Game, player: Player | None) -> Value:
        """The value for the game (``player`` is ``None``) or for ``player``."""


class Winner(Metric):
    """``winner``: the name of the player who won (104.2), or ``None`` for a draw or a
    game stopped at the turn limit."""

    def value(self, game: Game, player: Player | None) -> Value:
        return game.winner.name if game.winner else None


class Turns(Metric):
    """``turns``: the game's turns, counted as the rules number them (500)."""

    def value(self, game: Game, player: Player | None) -> Value:
        return game.turn_number


class Life(Metric):
    """``life``: each player's life total at the end (119)."""

    per_player = True

    def value(self, game: Game, player: Player | None) -> Value:
        return player.life if player else None


class Mulligans(Metric):
    """``mulligans``: the mulligans each player took before keeping their opening hand
    (103.5)."""

    per_player = True
    observes = True

    def __init__(self) -> None:
        self.taken: dict[str, int] = {}

    def observe(self, game: Game, entry: LogEntry) -> None:
        event = entry.event
        if isinstance(event, OpeningHandKept):
            self.taken[event.player.name] = event.mulligans

    def value(self, game: Game, player: Player | None) -> Value:
        return self.taken.get(player.name, 0) if player else None


class ByTurn(Metric):
    """A value read at the end step of each of a player's turns: a list, one per turn."""

    per_player = True

    def __init__(self) -> None:
        self.readings: dict[str, list[int]] = {}

    def end_of_turn(self, game: Game, player: Player) -> None:
        readings = self.readings.setdefault(player.name, [])
        if len(readings) < player.turns_taken:
            readings.append(self.read(game, player))

    @abstractmethod
    def read(self, game: Game, player: Player) -> int:
        """The reading at the end step of ``player``'s turn."""

    def value(self, game: Game, player: Player | None) -> Value:
        return self.readings.get(player.name, []) if player else None


class ManaAvailable(ByTurn):
    """``mana``: by turn, the mana the player's permanents could add at the end step were
    they all untapped: each mana ability whose cost is only {T} activated once, in a
    trial that is then undone, so replacement effects and triggered mana abilities count
    (Mana Reflection, Heartbeat of Spring; 106.12, 605.4a); a creature that came under
    the player's control this turn can't be tapped for mana yet (302.6)."""

    def read(self, game: Game, player: Player) -> int:
        before = player.mana_pool.total
        added = 0
        # the reading asks no policy: it mustn't change how they play
        with answering(game, FirstOptionChooser()), trial():
            sources = game.permanents(controller=player)
            for permanent in sources:
                permanent.tapped = False
            for permanent in sources:
                for index, ability in enumerate(permanent.mana_abilities):
                    if _only_tapping(ability.cost) and not permanent.tapped:
                        try:
                            game.activate_mana_ability(permanent, index)
                        except CardPluginError:  # a card's fault, not a choice refused
                            raise
                        except CardhostError:
                            continue
            added = player.mana_pool.total - before
        return added


def _only_tapping(cost: Cost) -> bool:
    """Whether a cost is {T} and nothing else (107.5)."""
    return cost.tap and cost.paid_with_source_only and not cost.untap and not cost.remove_counters


class DevotionByTurn(ByTurn):
    """``devotion`` (to every colour) or ``devotion:WB`` (to those colours): by turn, the
    player's devotion (700.5)."""

    def __init__(self, colors: str | None) -> None:
        super().__init__()
        letters = (colors or "WUBRG").upper()
        try:
            self.colors = tuple(dict.fromkeys(Color(letter) for letter in letters))
        except ValueError:
            raise ValueError(
                f"devotion takes colours as letters of WUBRG (700.5), not {colors!r}"
            ) from None

    def read(self, game: Game, player: Player) -> int:
        return game.devotion(player, *self.colors)


class ManaSpent(ByTurn):
    """``spent``: by turn, the mana the player spent from their pool (paying costs,
    601.2h) since their previous reading: the mana added to it (by mana abilities, 605.3b,
    and effects) less the mana emptied from it unspent (106.4) and the mana still
    in it."""

    observes = True

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[str, int] = {}
        """Mana added less mana emptied, by player, so far."""
        self.spent: dict[str, int] = {}
        """Mana spent up to each player's previous reading."""

    def observe(self, game: Game, entry: LogEntry) -> None:
        event = entry.event
        if isinstance(event, (ManaAbilityResolved, ManaAdded)) and event.player is not None:
            name = event.player.name
            self.kept[name] = self.kept.get(name, 0) + event.mana.total
        elif isinstance(event, ManaEmptied):
            name = event.player.name
            self.kept[name] = self.kept.get(name, 0) - event.mana.total

    def read(self, game: Game, player: Player) -> int:
        spent = self.kept.get(player.name, 0) - player.mana_pool.total
        before = self.spent.get(player.name, 0)
        self.spent[player.name] = spent
        return spent - before


class FirstAppearance(Metric):
    """``first:NAME``: the turn (the player's own) in which a permanent named NAME first
    entered the battlefield under the player's control, a card or a token ("Vampire
    Demon" finds the "Vampire Demon Token"), or ``None`` if it never did."""

    per_player = True
    observes = True

    def __init__(self, name: str | None) -> None:
        if not name or not name.strip():
            raise ValueError("first needs a card or token name: first:Vampire Demon")
        self.name = name.strip()
        wanted = self.name.lower()
        self._names = {wanted, wanted + " token"}
        self.turns: dict[str, int] = {}

    def observe(self, game: Game, entry: LogEntry) -> None:
        event = entry.event
        if isinstance(event, PermanentEntered):
            permanent = event.shown("permanent")  # as it was then: name and controller
            if permanent.name.lower() in self._names and permanent.controller not in self.turns:
                self.turns[permanent.controller] = game.player(permanent.controller).turns_taken

    def value(self, game: Game, player: Player | None) -> Value:
        return self.turns.get(player.name) if player else None
