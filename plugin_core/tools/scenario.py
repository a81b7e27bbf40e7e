"""Scenario files: a game state, a list of actions, and the expected outcome, in TOML.

``cardhost run FILE`` and the pytest plugin play them. Every problem in a file names the
file and the key path; a failed expectation says what was expected and what was found.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from cardhost.kernel.choices import ChoiceKind, ScriptedChooser
from cardhost.kernel.core import step_named
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject, Player
from cardhost.loading.catalog import Catalog, check_folders
from cardhost.loading.tomlfile import read_file
from cardhost.model.errors import CardFileError, CardhostError, RefusedCardError, ScenarioError
from cardhost.model.turns import MAIN1, Step
from cardhost.model.validation import (
    ArrayOf,
    Kind,
    TableOf,
    Whole,
    did_you_mean,
    key_problem,
    name_problem,
    type_name,
)
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD, STACK, Zone
from cardhost.tools.expectations import ExpectationError, check_expectation
from cardhost.tools.scenario_actions import ACTIONS

NAMES = ArrayOf((str, dict))
"""A zone's cards: names, or tables such as ``{ card = "Plains", count = 3 }``."""
LARGEST_COUNT = 10_000
MOST_PLAYERS = 100
"""The most players a scenario seats: a file can't ask for a game of thousands."""
MOST_CARDS = 100_000
"""The most cards a scenario places in all (each entry at most :data:`LARGEST_COUNT`):
a small file can't ask for millions of objects."""
SCENARIO_KEYS: dict[str, Kind] = {
    "name": str,
    "description": str,
    "seed": Whole(0),
    "cards": ArrayOf(str),
    "state": dict,
    "players": dict,
    "choices": dict,
    "actions": list,
    "expect": list,
}
STATE_KEYS: dict[str, Kind] = {"active": str, "step": str, "turn": Whole(1)}
PLAYER_KEYS: dict[str, Kind] = {
    "life": int,
    "poison": Whole(0),
    "turns_taken": Whole(0),
    "library": NAMES,
    "hand": NAMES,
    "graveyard": NAMES,
    "exile": NAMES,
    "battlefield": NAMES,
    "mana_pool": str,
}
CARD_STATUS_KEYS: dict[str, Kind] = {
    "card": str,
    "count": Whole(0, LARGEST_COUNT),
    "tapped": bool,
    "sick": bool,
    "transformed": bool,
    "attached_to": str,
    "label": str,
    "counters": TableOf(Whole(0)),
    "controller": str,
}
PERMANENTS_ONLY = {
    "tapped": "only a permanent is tapped or untapped (110.5)",
    "sick": "only a permanent is summoning sick (302.6)",
    "attached_to": "only a permanent is attached to another (301.5, 303.4)",
    "controller": "a card in a zone but the battlefield is its owner's (108.4a)",
    "transformed": "a double-faced card off the battlefield has its front face up (712.8a)",
}
"""The card-status keys of a permanent alone (110.5), each with why."""
ZONE_KEYS = ("library", "hand", "graveyard", "exile", "battlefield")
SCENARIOS_FOLDER = Path(__file__).parent / "scenarios"
SHOWCASE = SCENARIOS_FOLDER / "showcase.scenario.toml"


@dataclass
class ScenarioResult:
    """The outcome of a played scenario: the game, each failed fact of its expectations,
    how many expectations (``[[expect]]`` tables) were checked, and how many held whole."""

    name: str
    path: str
    game: Game
    failures: list[str] = field(default_factory=list)
    checked: int = 0
    held: int = 0

    @property
    def passed(self) -> bool:
        return not self.failures


class ScenarioPlay:
    """One scenario being played: its file, its catalog, its game, its labels; the cards
    of its own ``cards`` folders left out (``refused``: each problem, with ``data_only``
    those that bring Python)."""

    def __init__(
        self,
        path: str,
        data: Mapping[str, Any],
        catalog: Catalog,
        refused: tuple[CardFileError, ...] = (),
    ) -> None:
        self.path = path
        self.data = data
        self.catalog = catalog
        self.refused = refused
        self.labels: dict[str, GameObject] = {}
        self.chooser = ScriptedChooser()
        self._game: Game | None = None

    @property
    def game(self) -> Game:
        if self._game is None:
            raise CardhostError("the scenario's game is not built yet")
        return self._game

    def fail(self, key: str, problem: str) -> ScenarioError:
        return ScenarioError(self.path, key, problem)

    def check(self, table: object, allowed: Mapping[str, Kind], key: str) -> Mapping[str, Any]:
        """``table`` if it is a table whose keys and values are as ``allowed``."""
        if not isinstance(table, Mapping):
            raise self.fail(key, f"expected a table, found {type_name(type(table))}")
        problem = key_problem(table, allowed, key)
        if problem is not None:
            raise self.fail(*problem)
        return table

    def player(self, key: str, name: str) -> Player:
        try:
            return self.game.player(name)
        except CardhostError:
            names = [p.name for p in self.game.players]
            raise self.fail(key, f"no player named {name!r}{did_you_mean(name, names)}") from None

    def step(self, key: str, name: str) -> Step:
        try:
            return step_named(name)
        except CardhostError as error:
            raise self.fail(key, str(error)) from None

    # ------------------------------------------------------------------ state
    def build(self) -> Game:
        data = self.check(self.data, SCENARIO_KEYS, "")
        players = data.get("players", {})
        if not 2 <= len(players) <= MOST_PLAYERS:
            raise self.fail(
                "players",
                f"a scenario has a [players.NAME] table for 2 to {MOST_PLAYERS} players, not "
                f"{len(players):,}",
            )
        for name, spec in players.items():
            problem = name_problem(name, player=True)
            if problem is not None:
                raise self.fail(f'players."{name}"', problem)
            self.check(spec, PLAYER_KEYS, f"players.{name}")
        for kind, answers in data.get("choices", {}).items():
            self.add_choices(f"choices.{kind}", kind, answers, ahead=False)
        self._game = Game(
            list(players), catalog=self.catalog, chooser=self.chooser, seed=data.get("seed", 0)
        )
        state = self.check(data.get("state", {}), STATE_KEYS, "state")
        step = self.step("state.step", state.get("step", MAIN1.value))
        active = self.player("state.active", state.get("active", next(iter(players))))
        try:
            self.game.begin_at(
                active,
                step,
                turn_number=state.get("turn"),
                turns_taken={n: p.get("turns_taken", 0) for n, p in players.items()},
            )
        except CardhostError as error:
            raise self.fail("state", str(error)) from None
        attached: list[tuple[str, Mapping[str, Any], Player]] = []
        total = sum(
            _count(entry)
            for spec in players.values()
            for zone in ZONE_KEYS
            for entry in spec.get(zone, [])
        )
        if total > MOST_CARDS:
            raise self.fail("players", f"{total:,} cards; a scenario places at most {MOST_CARDS:,}")
        for name, spec in players.items():
            player = self.game.player(name)
            if "life" in spec:
                player.life = spec["life"]
            if "poison" in spec:  # 122.1f
                player.poison = spec["poison"]
            for zone in ZONE_KEYS:
                entries = list(enumerate(spec.get(zone, [])))
                if zone == "library":  # each card goes on top: the first listed goes last
                    entries.reverse()
                for index, entry in entries:
                    key = f"players.{name}.{zone}[{index}]"
                    table = {"card": entry} if isinstance(entry, str) else entry
                    self.check(table, CARD_STATUS_KEYS, key)
                    for status, why in PERMANENTS_ONLY.items():
                        if status in table and zone != "battlefield":
                            raise self.fail(f"{key}.{status}", f"{why}: not in the {zone}")
                    if "attached_to" in table:
                        attached.append((key, table, player))
                    else:
                        self.place(key, table, player, Zone(zone))
            if "mana_pool" in spec:
                try:
                    self.game.add_mana(player, spec["mana_pool"])
                except CardhostError as error:
                    raise self.fail(f"players.{name}.mana_pool", str(error)) from None
        for key, table, player in attached:
            self.place(key, table, player, BATTLEFIELD)
        return self.game

    def add_choices(self, key: str, kind: str, answers: object, *, ahead: bool) -> int:
        """Script ``answers`` for ``kind``; returns how many there are."""
        try:
            ChoiceKind(kind)
        except ValueError:
            known = [k.value for k in ChoiceKind]
            raise self.fail(key, f"not a kind of choice{did_you_mean(kind, known)}") from None
        listed = answers if isinstance(answers, list) else [answers]
        if ahead:
            self.chooser.push(kind, *listed)
        else:
            self.chooser.add(kind, *listed)
        return len(listed)

    def place(self, key: str, entry: Mapping[str, Any], owner: Player, zone: Zone) -> None:
        if "card" not in entry:
            raise self.fail(f"{key}.card", "missing: which card")
        name = entry["card"]
        if name not in self.catalog:
            names = self.catalog.names()
            raise self.fail(
                f"{key}.card", f"no card or token named {name!r}{did_you_mean(name, names)}"
            )
        host = None
        if "attached_to" in entry:
            host = self.find(f"{key}.attached_to", entry["attached_to"], BATTLEFIELD)
        controller = (
            self.player(f"{key}.controller", entry["controller"]) if "controller" in entry else None
        )
        counters = entry.get("counters", {})
        label = entry.get("label")
        if label is not None and (label in self.labels or entry.get("count", 1) != 1):
            again = "another object's already" if label in self.labels else "one object's"
            raise self.fail(f"{key}.label", f"{label!r} is {again}: a label names one object")
        for _ in range(entry.get("count", 1)):
            try:
                obj = self.game.add_card(
                    name,
                    owner,
                    zone,
                    tapped=entry.get("tapped", False),
                    transformed=entry.get("transformed", False),
                    attached_to=host,
                    summoning_sick=entry.get("sick", False),
                    controller=controller,
                    counters=counters,
                )
            except CardhostError as error:
                raise self.fail(key, str(error)) from None
            if label is not None:
                self.labels[label] = obj

    def exists(self, name: str, *zones: Zone, mine: Player | None = None) -> bool:
        """Whether :meth:`find` would find an object by ``name``, a label or a card name."""
        labelled = self.labels.get(name)
        if labelled is not None:
            return labelled.zone is not None and labelled in self._candidates(
                labelled.name, zones, mine
            )
        return bool(self._candidates(name, zones, mine))

    def _candidates(self, name: str, zones: tuple[Zone, ...], mine: Player | None):
        objects = self.game.objects_in(zones or tuple(Zone))
        found = [o for o in objects if o.name == name]
        if mine is not None:
            found = [
                o for o in found if (o.controller if o.zone is BATTLEFIELD else o.owner) is mine
            ]
        return found

    def target(self, key: str, name: str) -> Player | GameObject:
        """A target named in an action: a player by name, else an object by label or by
        name on the battlefield, the stack or in a graveyard (115.2)."""
        for player in self.game.players:
            if player.name == name:
                return player
        return self.find(key, name, BATTLEFIELD, STACK, GRAVEYARD)

    def find(self, key: str, name: str, *zones: Zone, mine: Player | None = None) -> GameObject:
        """An object by label, or by name in ``zones``; ``mine`` limits the search to what
        that player controls on the battlefield or owns elsewhere. Untapped ones first."""
        where = " or ".join(z.value for z in (zones or tuple(Zone)))
        whose = f"{mine.name}'s " if mine is not None else ""
        if name in self.labels:
            obj = self.labels[name]
            if obj.zone is None:
                raise self.fail(key, f"{name!r} has left its zone and is gone (400.7)")
            if obj not in self._candidates(obj.name, zones, mine):  # as a name is looked for
                found_at = (
                    f"on the battlefield, controlled by {obj.controller.name}"
                    if obj.zone is BATTLEFIELD
                    else f"in {obj.owner.name}'s {obj.zone.value}"
                )
                raise self.fail(key, f"{name!r} is {obj.name} {found_at}, not in {whose}{where}")
            return obj
        found = self._candidates(name, zones, mine)
        if found:
            return sorted(found, key=lambda o: o.tapped)[0]
        raise self.fail(key, f"no {name!r} in {whose}{where}")

    # ------------------------------------------------------------------ actions
    def play(self) -> None:
        for index, raw in enumerate(self.data.get("actions", [])):
            key = f"actions[{index}]"
            if not isinstance(raw, Mapping):
                raise self.fail(key, f"expected a table, found {type_name(type(raw))}")
            verb = raw.get("do")
            action = ACTIONS.get(verb) if isinstance(verb, str) else None
            if action is None:
                names = sorted(ACTIONS)
                hint = did_you_mean(verb, names) if isinstance(verb, str) else ""
                raise self.fail(
                    f"{key}.do", f"unknown action {verb!r}{hint}; actions are {', '.join(names)}"
                )
            self.check(raw, action.keys, key)
            for required in action.required:
                if required not in raw:
                    raise self.fail(f"{key}.{required}", f"missing: {verb!r} needs it")
            scripted = {
                kind: self.add_choices(f"{key}.choices.{kind}", kind, answers, ahead=True)
                for kind, answers in raw.get("choices", {}).items()
            }
            before = {kind: self.chooser.pending(kind) - n for kind, n in scripted.items()}
            try:
                action.handler(self, key, raw)
            except ScenarioError:
                raise
            except CardhostError as error:
                raise self.fail(key, f"{verb}: {error}") from None
            for kind, left in before.items():
                if self.chooser.pending(kind) > left:
                    raise self.fail(
                        f"{key}.choices.{kind}", "not every answer was asked for by this action"
                    )

    def actor(self, key: str, action: Mapping[str, Any]) -> Player:
        if "by" not in action:
            return self.game.active_player
        return self.player(f"{key}.by", action["by"])


# ---------------------------------------------------------------------- running
def load_scenario(
    path: Path | str, catalog: Catalog | None = None, *, data_only: bool = False
) -> ScenarioPlay:
    """Read a scenario file; cards come from ``catalog`` (default: every discovered card)
    plus the folders its ``cards`` key names, relative to the file. With ``data_only``,
    cards of those folders that bring Python are left out and none of their code runs."""
    file = Path(path)
    data = read_file(file, ScenarioError)
    folders = data.get("cards", [])
    problem = key_problem({"cards": folders}, SCENARIO_KEYS)
    if problem is not None:
        raise ScenarioError(str(file), *problem)
    base = catalog.copy() if catalog is not None else None
    if base is None:
        base = Catalog.discover(data_only=data_only)
    refused: tuple[CardFileError, ...] = ()
    if folders:
        extra, found = check_folders((file.parent / f for f in folders), data_only=data_only)
        refused = tuple(p for p in found if isinstance(p, RefusedCardError))
        problems = [p for p in found if not isinstance(p, RefusedCardError)]
        if problems:
            raise ScenarioError.every([ScenarioError(str(file), "cards", str(p)) for p in problems])
        for card in extra:
            try:
                base.add(card)
            except CardFileError as error:
                raise ScenarioError(str(file), "cards", str(error)) from None
    return ScenarioPlay(str(file), data, base, refused)


def run_scenario(
    path: Path | str, catalog: Catalog | None = None, *, data_only: bool = False
) -> ScenarioResult:
    """Play a scenario file and check its expectations."""
    return scenario_result(load_scenario(path, catalog, data_only=data_only))


def scenario_result(scenario: ScenarioPlay) -> ScenarioResult:
    """Play a scenario read (:func:`load_scenario`) and check its expectations."""
    path = scenario.path
    game = scenario.build()
    scenario.play()
    result = ScenarioResult(scenario.data.get("name", Path(path).stem), path, game)
    for index, expectation in enumerate(scenario.data.get("expect", [])):
        key = f"expect[{index}]"
        if not isinstance(expectation, Mapping):
            raise scenario.fail(key, f"expected a table, found {type_name(type(expectation))}")
        try:
            problems = check_expectation(game, expectation)
        except ExpectationError as error:
            raise scenario.fail(f"{key}.{error.key}" if error.key else key, error.problem) from None
        except CardhostError as error:
            raise scenario.fail(key, str(error)) from None
        result.checked += 1
        result.held += not problems
        result.failures.extend(f"expect[{index}]: {p}" for p in problems)
    return result


def _count(entry: object) -> int:
    """How many cards a zone's entry places: a name one, a table its ``count``, as far as
    a count may be (each is checked as it is placed)."""
    count = entry.get("count", 1) if isinstance(entry, dict) else 1
    return min(max(count, 0), LARGEST_COUNT) if type(count) is int else 1
