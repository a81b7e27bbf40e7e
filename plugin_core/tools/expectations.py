"""Expectations about a game, as scenario files and ``expect(game)`` state them.

An expectation is a table about one subject: a player, the permanents with a name, the
log, or the turn. :func:`check_expectation` returns what differs, in words ("expected
Bob's life 14, found 17"); a malformed expectation raises :class:`ExpectationError`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject
from cardhost.model.errors import CardhostError
from cardhost.model.mana import parse_mana
from cardhost.model.validation import (
    QUOTED_LENGTH,
    ArrayOf,
    Kind,
    TableOf,
    Whole,
    did_you_mean,
    key_problem,
    printable,
    quoted,
)

NAMES = ArrayOf(str)
DEVOTION_KEYS: dict[str, Kind] = {"colors": ArrayOf(str), "value": Whole(0)}
PLAYER_FACTS = {
    "player": str,
    "life": int,
    "poison": Whole(0),
    "mana_pool": str,
    "turns_taken": Whole(0),
    "lost": bool,
    "hand": NAMES,
    "graveyard": NAMES,
    "library": NAMES,
    "exile": NAMES,
    "hand_count": Whole(0),
    "graveyard_count": Whole(0),
    "library_count": Whole(0),
    "devotion": dict,
}
PERMANENT_FACTS = {
    "permanent": str,
    "controller": str,
    "count": Whole(0),
    "tapped": bool,
    "power": int,
    "toughness": int,
    "transformed": bool,
    "keywords": ArrayOf(str),
    "colors": ArrayOf(str),
    "attached_to": str,
    "counters": TableOf(Whole(0)),
    "summoning_sick": bool,
    "token": bool,
}
LOG_FACTS = {"log": str, "not_in_log": str}
TURN_FACTS = {
    "step": str,
    "active": str,
    "priority": str,
    "turn": Whole(1),
    "stack": NAMES,
    "winner": str,
}
SUBJECTS: dict[str, Mapping[str, Any]] = {
    "player": PLAYER_FACTS,
    "permanent": PERMANENT_FACTS,
    "log": LOG_FACTS,
    "not_in_log": LOG_FACTS,
}
EVERY_FACT = {**PLAYER_FACTS, **PERMANENT_FACTS, **LOG_FACTS, **TURN_FACTS}


class ExpectationError(CardhostError):
    """An expectation that can't be checked: an unknown or mistyped fact, or two subjects."""

    def __init__(self, key: str, problem: str) -> None:
        self.key = key
        self.problem = problem
        super().__init__(f"{key}: {problem}" if key else problem)


def check_expectation(game: Game, expectation: Mapping[str, Any]) -> list[str]:
    """Compare one expectation with the game; return each difference in words."""
    subjects = [s for s in ("player", "permanent") if s in expectation]
    if not subjects:
        subjects = [s for s in ("log", "not_in_log") if s in expectation][:1]
    if len(subjects) > 1:
        raise ExpectationError("", f"an expectation has one subject, not {' and '.join(subjects)}")
    facts: Mapping[str, Any] = SUBJECTS[subjects[0]] if subjects else TURN_FACTS
    for key in expectation:
        if key not in facts and key in EVERY_FACT:
            raise ExpectationError(
                key, f"is not a fact about {subjects[0] if subjects else 'the turn'}"
            )
    problem = key_problem(expectation, facts)
    if problem is not None:
        raise ExpectationError(*problem)
    if not expectation:
        raise ExpectationError("", "an empty expectation checks nothing")
    check: Callable[[Game, Mapping[str, Any]], list[str]] = CHECKS[
        subjects[0] if subjects else "turn"
    ]
    return check(game, expectation)


def _compare(pairs: list[tuple[str, Any, Any]]) -> list[str]:
    return [
        f"expected {what} {_shown(wanted)}, found {_shown(found)}"
        for what, wanted, found in pairs
        if wanted is not None and wanted != found
    ]


def _shown(value: Any) -> str:
    """A value as a failure shows it: its repr, printable, at most 200 characters (a
    scenario's text may be megabytes)."""
    shown = printable(repr(value))
    return shown if len(shown) <= QUOTED_LENGTH else shown[:QUOTED_LENGTH] + "..."


def _names(objects: tuple[GameObject, ...] | list[GameObject]) -> list[str]:
    return sorted(o.name for o in objects)


def _player(game: Game, e: Mapping[str, Any]) -> list[str]:
    player = game.player(e["player"])
    who = f"{player.name}'s"
    pairs: list[tuple[str, Any, Any]] = [
        (f"{who} life", e.get("life"), player.life),
        (f"{who} poison counters", e.get("poison"), player.poison),
        (f"{who} turns taken", e.get("turns_taken"), player.turns_taken),
        (f"{who} loss", e.get("lost"), player.has_lost),
    ]
    if "mana_pool" in e:
        wanted = parse_mana(e["mana_pool"])
        pairs.append((f"{who} mana pool", str(wanted), str(player.mana_pool.mana)))
    for zone in ("hand", "graveyard", "library"):
        if zone in e:
            pairs.append((f"{who} {zone}", sorted(e[zone]), _names(getattr(player, zone))))
        if f"{zone}_count" in e:
            size = len(getattr(player, zone))
            pairs.append((f"number of cards in {who} {zone}", e[f"{zone}_count"], size))
    if "exile" in e:
        owned = [o for o in game.exile_zone if o.owner is player]
        pairs.append((f"{who} cards in exile", sorted(e["exile"]), _names(owned)))
    if "devotion" in e:
        spec = e["devotion"]
        problem = key_problem(spec, DEVOTION_KEYS, "devotion")
        if problem is not None:
            raise ExpectationError(*problem)
        if "colors" not in spec or "value" not in spec:
            raise ExpectationError("devotion", "write devotion = { colors = [...], value = N }")
        colors = spec["colors"]
        pairs.append(
            (
                f"{who} devotion to {' and '.join(colors)}",
                spec["value"],
                game.devotion(player, *colors),
            )
        )
    return _compare(pairs)


def _permanent(game: Game, e: Mapping[str, Any]) -> list[str]:
    name = e["permanent"]
    if name not in game.catalog:
        raise ExpectationError(
            "permanent",
            f"no card or token named {name!r}{did_you_mean(name, game.catalog.names())}",
        )
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
            (f"{label} summoning sickness", e.get("summoning_sick"), permanent.summoning_sick),
            (f"{label} being a token", e.get("token"), permanent.is_token),
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
        if "counters" in e:
            pairs.append((f"{label} counters", dict(e["counters"]), dict(permanent.counters)))
        out.extend(_compare(pairs))
    return out


def _log(game: Game, e: Mapping[str, Any]) -> list[str]:
    for key in ("log", "not_in_log"):
        if e.get(key) == "":
            raise ExpectationError(key, "an empty text is in every line: it checks nothing")
    lines = game.log.lines()
    out = []
    if "log" in e and not any(e["log"] in line for line in lines):
        out.append(f"expected a log line containing {quoted(e['log'])}; none does")
    if "not_in_log" in e:
        found = [line for line in lines if e["not_in_log"] in line]
        if found:
            out.append(
                f"expected no log line containing {quoted(e['not_in_log'])}; "
                f"found {quoted(found[0])}"
            )
    return out


def _turn(game: Game, e: Mapping[str, Any]) -> list[str]:
    stack = [getattr(item, "name", str(item)) for item in game.stack]
    return _compare(
        [
            ("step", e.get("step"), game.step.value),
            ("active player", e.get("active"), game.active_player.name),
            ("player with priority", e.get("priority"), getattr(game.priority, "name", None)),
            ("turn", e.get("turn"), game.turn_number),
            ("stack, bottom first", e.get("stack"), stack),
            ("winner", e.get("winner"), game.winner.name if game.winner else None),
        ]
    )


CHECKS: dict[str, Callable[[Game, Mapping[str, Any]], list[str]]] = {
    "player": _player,
    "permanent": _permanent,
    "log": _log,
    "not_in_log": _log,
    "turn": _turn,
}
