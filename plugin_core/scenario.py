"""Scenario files: a game state, a list of actions, and the expected outcome, in TOML.

``cardhost run FILE`` and the pytest plugin play them. Every problem in a file names the
file and the key path; a failed expectation says what was expected and what was found.
"""

from __future__ import annotations

import sys
from collections import Counter
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from plugin_core.catalog import Catalog, check_folders, discover
from plugin_core.choices import ChoiceKind, ScriptedChooser
from plugin_core.errors import CardFileError, CardhostError
from plugin_core.game import Game
from plugin_core.mana import parse_mana
from plugin_core.objects import GameObject, Player, Zone
from plugin_core.turns import Step

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - exercised on Python 3.10 only
    import tomli as tomllib

SCENARIO_KEYS = {
    "name",
    "description",
    "seed",
    "cards",
    "state",
    "players",
    "choices",
    "actions",
    "expect",
}
PLAYER_KEYS = {
    "life",
    "turns_taken",
    "library",
    "hand",
    "graveyard",
    "exile",
    "battlefield",
    "mana_pool",
}
CARD_STATUS_KEYS = {
    "card",
    "count",
    "tapped",
    "sick",
    "transformed",
    "attached_to",
    "label",
    "counters",
    "controller",
}
ZONE_KEYS = ("library", "hand", "graveyard", "exile", "battlefield")
SCENARIOS_FOLDER = Path(__file__).parent / "scenarios"
SHOWCASE = SCENARIOS_FOLDER / "showcase.scenario.toml"


class ScenarioError(CardhostError):
    """A scenario file that can't be played: names the file, the key path and the problem."""

    def __init__(self, path: str, key: str, problem: str) -> None:
        self.path, self.key, self.problem = path, key, problem
        super().__init__(f"{path}: {key}: {problem}" if key else f"{path}: {problem}")


@dataclass
class ScenarioResult:
    """The outcome of a played scenario: the game, and each failed expectation."""

    name: str
    path: str
    game: Game
    failures: list[str] = field(default_factory=list)
    checked: int = 0

    @property
    def passed(self) -> bool:
        return not self.failures


class _Scenario:
    def __init__(self, path: str, data: Mapping[str, Any], catalog: Catalog) -> None:
        self.path = path
        self.data = data
        self.catalog = catalog
        self.labels: dict[str, GameObject] = {}
        self.game: Game | None = None

    def fail(self, key: str, problem: str) -> ScenarioError:
        return ScenarioError(self.path, key, problem)

    def table(self, value: object, key: str) -> Mapping[str, Any]:
        if not isinstance(value, Mapping):
            raise self.fail(key, f"expected a table, found {type(value).__name__}")
        return value

    # ------------------------------------------------------------------ state
    def build(self) -> Game:
        data = self.data
        unknown = set(data) - SCENARIO_KEYS
        if unknown:
            raise self.fail(sorted(unknown)[0], f"unknown key; keys are {sorted(SCENARIO_KEYS)}")
        players = self.table(data.get("players", {}), "players")
        if len(players) < 2:
            raise self.fail("players", "a scenario has a [players.NAME] table for 2+ players")
        choices = {}
        for kind, answers in self.table(data.get("choices", {}), "choices").items():
            try:
                ChoiceKind(kind)
            except ValueError:
                known = ", ".join(k.value for k in ChoiceKind)
                raise self.fail(f"choices.{kind}", f"not a kind of choice ({known})") from None
            choices[kind] = answers if isinstance(answers, list) else [answers]
        game = Game(
            list(players),
            catalog=self.catalog,
            chooser=ScriptedChooser(choices),
            seed=int(data.get("seed", 0)),
        )
        self.game = game
        state = self.table(data.get("state", {}), "state")
        try:
            game.begin_at(
                state.get("active", next(iter(players))),
                state.get("step", Step.MAIN1.value),
                turn_number=state.get("turn"),
                turns_taken={
                    name: self.table(p, f"players.{name}").get("turns_taken", 0)
                    for name, p in players.items()
                },
            )
        except (CardhostError, ValueError) as error:
            raise self.fail("state", str(error)) from None
        placed_later: list[tuple[str, Mapping[str, Any], Player]] = []
        for name, spec in players.items():
            where = f"players.{name}"
            unknown = set(spec) - PLAYER_KEYS
            if unknown:
                raise self.fail(
                    f"{where}.{sorted(unknown)[0]}", f"unknown key; keys are {sorted(PLAYER_KEYS)}"
                )
            player = game.player(name)
            if "life" in spec:
                player.life = spec["life"]
            for zone in ZONE_KEYS:
                for index, entry in enumerate(spec.get(zone, [])):
                    key = f"{where}.{zone}[{index}]"
                    entry_table = {"card": entry} if isinstance(entry, str) else entry
                    self.table(entry_table, key)
                    if "attached_to" in entry_table:
                        placed_later.append((key, entry_table, player))
                    else:
                        self.place(key, entry_table, player, Zone(zone))
            if "mana_pool" in spec:
                game.add_mana(player, spec["mana_pool"])
        for key, entry, player in placed_later:
            self.place(key, entry, player, Zone.BATTLEFIELD)
        return game

    def place(self, key: str, entry: Mapping[str, Any], owner: Player, zone: Zone) -> None:
        game = self.game
        assert game is not None
        unknown = set(entry) - CARD_STATUS_KEYS
        if unknown:
            raise self.fail(
                f"{key}.{sorted(unknown)[0]}", f"unknown key; keys are {sorted(CARD_STATUS_KEYS)}"
            )
        if "card" not in entry:
            raise self.fail(f"{key}.card", "missing: which card")
        name = entry["card"]
        if name not in self.catalog:
            raise self.fail(f"{key}.card", str(_unknown_card(self.catalog, name)))
        host = None
        if "attached_to" in entry:
            host = self.find(f"{key}.attached_to", entry["attached_to"], Zone.BATTLEFIELD)
        for _ in range(int(entry.get("count", 1))):
            try:
                obj = game.add_card(
                    name,
                    owner,
                    zone,
                    tapped=bool(entry.get("tapped", False)),
                    transformed=bool(entry.get("transformed", False)),
                    attached_to=host,
                    summoning_sick=bool(entry.get("sick", False)),
                    controller=entry.get("controller"),
                )
            except CardhostError as error:
                raise self.fail(key, str(error)) from None
            for kind, amount in self.table(entry.get("counters", {}), f"{key}.counters").items():
                game.add_counters(obj, kind, int(amount))
            if "label" in entry:
                self.labels[entry["label"]] = obj

    def find(self, key: str, name: str, *zones: Zone, player: Player | None = None) -> GameObject:
        """An object by label, or by name in ``zones`` (``player``'s own zones first)."""
        game = self.game
        assert game is not None
        if name in self.labels:
            obj = self.labels[name]
            current = [o for o in game.all_objects() if o is obj]
            if current:
                return obj
            raise self.fail(key, f"{name!r} has left its zone (400.7)")
        search = zones or tuple(Zone)
        candidates = [o for o in game.objects_in(search) if o.name == name]
        if player is not None:
            candidates.sort(key=lambda o: o.owner is not player and o.controller is not player)
        untapped = [o for o in candidates if not o.tapped]
        if untapped or candidates:
            return (untapped or candidates)[0]
        where = ", ".join(z.value for z in search)
        raise self.fail(key, f"no {name!r} in {where}")

    # ------------------------------------------------------------------ actions
    def play(self) -> None:
        for index, action in enumerate(self.data.get("actions", [])):
            key = f"actions[{index}]"
            action = self.table(action, key)
            verb = action.get("do")
            handler = ACTIONS.get(verb) if isinstance(verb, str) else None
            if handler is None:
                raise self.fail(
                    f"{key}.do",
                    f"unknown action {verb!r}; actions are {', '.join(sorted(ACTIONS))}",
                )
            try:
                handler(self, key, action)
            except ScenarioError:
                raise
            except CardhostError as error:
                raise self.fail(key, f"{verb}: {error}") from None

    def actor(self, key: str, action: Mapping[str, Any]) -> Player:
        game = self.game
        assert game is not None
        name = action.get("by")
        if name is None:
            return game.active_player
        try:
            return game.player(name)
        except CardhostError as error:
            raise self.fail(f"{key}.by", str(error)) from None


def _play_land(s: _Scenario, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    s.game.play_land(s.find(f"{key}.card", a["card"], Zone.HAND, player=player))


def _cast(s: _Scenario, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    card = s.find(f"{key}.card", a["card"], Zone.HAND, player=player)
    target = s.find(f"{key}.target", a["target"], Zone.BATTLEFIELD) if "target" in a else None
    s.game.cast(card, x=a.get("x"), target=target)


def _activate(s: _Scenario, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    permanent = s.find(f"{key}.card", a["card"], Zone.BATTLEFIELD, player=player)
    s.game.activate_mana_ability(permanent, int(a.get("ability", 0)))


def _attack(s: _Scenario, key: str, a: Mapping[str, Any]) -> None:
    player = s.game.active_player
    attackers = a.get("attackers", [])
    if isinstance(attackers, Mapping):
        s.game.declare_attackers(
            {
                s.find(f"{key}.attackers", n, Zone.BATTLEFIELD, player=player): s.game.player(d)
                for n, d in attackers.items()
            }
        )
    else:
        s.game.declare_attackers(
            [s.find(f"{key}.attackers", n, Zone.BATTLEFIELD, player=player) for n in attackers]
        )


def _block(s: _Scenario, key: str, a: Mapping[str, Any]) -> None:
    blocks = s.table(a.get("blocks", {}), f"{key}.blocks")
    s.game.declare_blockers(
        {
            s.find(f"{key}.blocks", b, Zone.BATTLEFIELD): s.find(
                f"{key}.blocks", t, Zone.BATTLEFIELD
            )
            for b, t in blocks.items()
        }
    )


def _put(s: _Scenario, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    card = s.find(
        f"{key}.card",
        a["card"],
        Zone.HAND,
        Zone.GRAVEYARD,
        Zone.LIBRARY,
        Zone.EXILE,
        player=player,
    )
    s.game.put_onto_battlefield(
        card, tapped=bool(a.get("tapped", False)), attacking=a.get("attacking")
    )


def _advance_to(s: _Scenario, key: str, a: Mapping[str, Any]) -> None:
    if "step" not in a:
        raise s.fail(f"{key}.step", "missing: which step")
    try:
        step = Step(a["step"])
    except ValueError:
        raise s.fail(
            f"{key}.step", f"{a['step']!r} is not a step: {', '.join(x.value for x in Step)}"
        ) from None
    s.game.advance_to(step, a.get("player"))


ACTIONS: dict[str, Callable[[_Scenario, str, Mapping[str, Any]], None]] = {
    "play land": _play_land,
    "cast": _cast,
    "activate": _activate,
    "attack": _attack,
    "block": _block,
    "remove from combat": lambda s, k, a: s.game.remove_from_combat(
        s.find(f"{k}.card", a["card"], Zone.BATTLEFIELD)
    ),
    "put onto battlefield": _put,
    "resolve": lambda s, k, a: s.game.resolve_stack(),
    "resolve top": lambda s, k, a: s.game.resolve_top(),
    "advance": lambda s, k, a: s.game.advance(),
    "advance to": _advance_to,
    "next turn": lambda s, k, a: s.game.next_turn(),
    "extra turn": lambda s, k, a: s.game.add_extra_turn(a.get("player") or s.actor(k, a)),
    "restart": lambda s, k, a: s.game.restart(a.get("player") or s.actor(k, a)),
    "transform": lambda s, k, a: s.game.transform(s.find(f"{k}.card", a["card"], Zone.BATTLEFIELD)),
    "add mana": lambda s, k, a: s.game.add_mana(s.actor(k, a), a["mana"]),
}


# ---------------------------------------------------------------------- expectations
def check_expectation(game: Game, expectation: Mapping[str, Any]) -> list[str]:
    """Compare one expectation table with the game; return what differs, in words."""
    if "player" in expectation:
        return _check_player(game, expectation)
    if "permanent" in expectation:
        return _check_permanent(game, expectation)
    if "log" in expectation or "not_in_log" in expectation:
        lines = game.log.lines()
        out = []
        if "log" in expectation and not any(expectation["log"] in line for line in lines):
            out.append(f"expected a log line containing {expectation['log']!r}; none does")
        if "not_in_log" in expectation:
            found = [line for line in lines if expectation["not_in_log"] in line]
            if found:
                out.append(
                    f"expected no log line containing {expectation['not_in_log']!r}; "
                    f"found {found[0]!r}"
                )
        return out
    if "step" in expectation or "active" in expectation or "turn" in expectation:
        return _compare(
            [
                ("step", expectation.get("step"), game.step.value),
                ("active player", expectation.get("active"), game.active_player.name),
                ("turn", expectation.get("turn"), game.turn_number),
            ]
        )
    raise CardhostError(
        "an expectation names a player, a permanent, a log line, or the step/active/turn"
    )


def _compare(pairs: list[tuple[str, Any, Any]]) -> list[str]:
    return [
        f"expected {what} {wanted!r}, found {found!r}"
        for what, wanted, found in pairs
        if wanted is not None and wanted != found
    ]


def _names(objects: tuple[GameObject, ...] | list[GameObject]) -> list[str]:
    return sorted(o.name for o in objects)


def _check_player(game: Game, e: Mapping[str, Any]) -> list[str]:
    player = game.player(e["player"])
    who = f"{player.name}'s"
    pairs: list[tuple[str, Any, Any]] = [
        (f"{who} life", e.get("life"), player.life),
        (f"{who} turns taken", e.get("turns_taken"), player.turns_taken),
        (f"{who} loss", e.get("lost"), player.has_lost),
    ]
    if "mana_pool" in e:
        wanted = Counter(t.value for t in parse_mana(e["mana_pool"]))
        found = Counter(m.type.value for m in player.mana_pool)
        pairs.append((f"{who} mana pool", _mana_text(wanted), _mana_text(found)))
    for zone in ("hand", "graveyard", "library"):
        if zone in e:
            pairs.append((f"{who} {zone}", sorted(e[zone]), _names(getattr(player, zone))))
    if "devotion" in e:
        spec = e["devotion"]
        colors = spec.get("colors", [])
        pairs.append(
            (
                f"{who} devotion to {' and '.join(colors)}",
                spec.get("value"),
                game.devotion(player, *colors),
            )
        )
    return _compare(pairs)


def _mana_text(counts: Counter[str]) -> str:
    return "".join("{" + t + "}" for t in "WUBRGC" for _ in range(counts[t]))


def _check_permanent(game: Game, e: Mapping[str, Any]) -> list[str]:
    name = e["permanent"]
    controller = game.player(e["controller"]) if "controller" in e else None
    matches = game.permanents(name, controller=controller)
    whose = f" controlled by {controller.name}" if controller else ""
    out = _compare([(f"number of {name}{whose}", e.get("count"), len(matches))])
    if not matches and "count" not in e:
        out.append(f"expected a permanent named {name!r}{whose}; there is none")
    for permanent in matches:
        label = str(permanent)
        pairs: list[tuple[str, Any, Any]] = [
            (f"{label} tapped", e.get("tapped"), permanent.tapped),
            (f"{label} power", e.get("power"), permanent.power),
            (f"{label} toughness", e.get("toughness"), permanent.toughness),
            (f"{label} transformed", e.get("transformed"), permanent.transformed),
        ]
        if "keywords" in e:
            pairs.append((f"{label} keywords", sorted(e["keywords"]), sorted(permanent.keywords)))
        if "colors" in e:
            pairs.append(
                (f"{label} colors", sorted(e["colors"]), sorted(c.word for c in permanent.colors))
            )
        if "attached_to" in e:
            host = permanent.attached_to.name if permanent.attached_to else None
            pairs.append((f"{label} attached to", e["attached_to"], host))
        out.extend(_compare(pairs))
    return out


# ---------------------------------------------------------------------- running
def load_scenario(path: Path | str, catalog: Catalog | None = None) -> _Scenario:
    """Read and validate a scenario file; cards come from ``catalog`` (default: every
    discovered card) plus the folders its ``cards`` key names, relative to the file."""
    file = Path(path)
    try:
        data = tomllib.loads(file.read_text(encoding="utf-8"))
    except OSError as error:
        raise ScenarioError(str(file), "", f"can't be read: {error.strerror}") from None
    except tomllib.TOMLDecodeError as error:
        raise ScenarioError(str(file), "", f"not valid TOML: {error}") from None
    folders = data.get("cards", [])
    if not isinstance(folders, list):
        raise ScenarioError(str(file), "cards", "expected an array of card folders")
    base = catalog.copy() if catalog is not None else None
    if base is None:
        cards, problems = check_folders(discover())
        if problems:
            raise problems[0]
        base = Catalog(cards)
    if folders:
        extra, problems = check_folders(file.parent / f for f in folders)
        if problems:
            raise ScenarioError(str(file), "cards", str(problems[0]))
        for card in extra:
            try:
                base.add(card)
            except CardFileError as error:
                raise ScenarioError(str(file), "cards", str(error)) from None
    return _Scenario(str(file), data, base)


def run_scenario(path: Path | str, catalog: Catalog | None = None) -> ScenarioResult:
    """Play a scenario file and check its expectations."""
    scenario = load_scenario(path, catalog)
    game = scenario.build()
    scenario.play()
    result = ScenarioResult(scenario.data.get("name", Path(path).stem), scenario.path, game)
    for index, expectation in enumerate(scenario.data.get("expect", [])):
        table = scenario.table(expectation, f"expect[{index}]")
        try:
            problems = check_expectation(game, table)
        except (CardhostError, KeyError) as error:
            raise scenario.fail(f"expect[{index}]", str(error)) from None
        result.checked += 1
        result.failures.extend(f"expect[{index}]: {p}" for p in problems)
    return result


def _unknown_card(catalog: Catalog, name: str) -> CardhostError:
    try:
        catalog.get(name)
    except CardhostError as error:
        return error
    return CardhostError(f"no card named {name!r}")
