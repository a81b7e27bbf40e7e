"""The actions a scenario file can take, each a table ``{ do = "...", ... }``.

Each action names the keys it takes. Playing a land, casting, activating and passing
are taken as the action values ``game.legal_actions()`` lists (``game.apply``), as a
policy takes them. ``by`` is the acting player (default: the active
player), for the actions that act for one player; every action takes ``choices``, the
answers to the choices this one action asks, ahead of the file's ``[choices]``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject, Player
from cardhost.model.actions import (
    PASS,
    Activation,
    Cast,
    Cycle,
    ManaActivation,
    PlayLand,
    Target,
)
from cardhost.model.errors import ScenarioError
from cardhost.model.turns import Step
from cardhost.model.validation import ArrayOf, Kind, TableOf, Whole
from cardhost.model.zones import BATTLEFIELD, EXILE, GRAVEYARD, HAND, LIBRARY, Zone


class ScenarioPlay(Protocol):
    """What an action's handler uses of the scenario being played
    (:class:`cardhost.tools.scenario.ScenarioPlay` is one): its game, and the look-ups
    that name the file and the key path when they fail."""

    @property
    def game(self) -> Game: ...

    def fail(self, key: str, problem: str) -> ScenarioError: ...

    def player(self, key: str, name: str) -> Player: ...

    def step(self, key: str, name: str) -> Step: ...

    def target(self, key: str, name: str) -> Player | GameObject: ...

    def find(self, key: str, name: str, *zones: Zone, mine: Player | None = None) -> GameObject: ...

    def exists(self, name: str, *zones: Zone, mine: Player | None = None) -> bool: ...

    def actor(self, key: str, action: Mapping[str, Any]) -> Player: ...


Handler = Callable[[ScenarioPlay, str, Mapping[str, Any]], None]
COMMON: dict[str, Kind] = {"do": str, "choices": dict}
BY: dict[str, Kind] = {"by": str}
TARGETS: dict[str, Kind] = {"target": str, "targets": ArrayOf(str)}


@dataclass(frozen=True)
class Action:
    """An action's handler, the keys it requires, and the keys it may have."""

    handler: Handler
    required: dict[str, Kind]
    optional: dict[str, Kind]

    @property
    def keys(self) -> dict[str, Kind]:
        return {**COMMON, **self.required, **self.optional}


def _play_land(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    card = s.find(f"{key}.card", a["card"], HAND, mine=player)
    s.game.apply(PlayLand(card.id, card.name))


def _targets(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> tuple[Target, ...] | None:
    """The targets an action names: ``target`` or ``targets``, each a player's name, a
    label, or a card's name (on the battlefield, the stack or in a graveyard), as an
    action value names them (a player by name, an object by number)."""
    if "target" in a and "targets" in a:
        raise s.fail(f"{key}.targets", "name the target or the targets, not both")
    if "target" in a:
        found = [s.target(f"{key}.target", a["target"])]
    elif "targets" in a:
        found = [s.target(f"{key}.targets[{i}]", t) for i, t in enumerate(a["targets"])]
    else:
        return None
    return tuple(t.name if isinstance(t, Player) else t.id for t in found)


def _cast(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    card = s.find(f"{key}.card", a["card"], HAND, GRAVEYARD, mine=player)
    modes = tuple(a["modes"]) if "modes" in a else None
    half = a.get("half", "")
    aftermath = any(h.name == half and h.aftermath for h in card.definition.halves)
    flashback = card.zone is GRAVEYARD and not aftermath  # 702.34a, 702.127a
    how = {"kicked": a.get("kicked", False), "evoked": a.get("evoked", False), "half": half}
    how["fused"] = a.get("fused", False)
    how["bought_back"] = a.get("buyback", False)
    targets = _targets(s, key, a)
    s.game.apply(Cast(card.id, card.name, a.get("x"), targets, modes, flashback, **how))


def _cycle(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    card = s.find(f"{key}.card", a["card"], HAND, mine=player)
    s.game.apply(Cycle(card.id, card.name, a.get("ability", 0)))


def _ability_text(abilities: Sequence[Any], index: int) -> str:
    """The text of ability ``index``, or nothing for a number it lacks (the action is
    then refused by rule as it is taken)."""
    return abilities[index].text if 0 <= index < len(abilities) else ""


def _activate(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    permanent = s.find(f"{key}.card", a["card"], BATTLEFIELD, mine=player)
    index = a.get("ability", 0)
    text = _ability_text(permanent.mana_abilities, index)
    s.game.apply(ManaActivation(permanent.id, index, permanent.name, text))


def _activate_ability(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    permanent = s.find(f"{key}.card", a["card"], BATTLEFIELD, mine=player)
    index = a.get("ability", 0)
    text = _ability_text(permanent.activated_abilities, index)
    targets = _targets(s, key, a)
    s.game.apply(
        Activation(permanent.id, index, permanent.name, text, x=a.get("x"), targets=targets)
    )


def _attack(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
    active = s.game.active_player
    attackers = a["attackers"]
    if isinstance(attackers, Mapping):
        s.game.declare_attackers(
            {
                s.find(f"{key}.attackers.{n}", n, BATTLEFIELD, mine=active): s.player(
                    f"{key}.attackers.{n}", d
                )
                for n, d in attackers.items()
            }
        )
    else:
        s.game.declare_attackers(
            [s.find(f"{key}.attackers", n, BATTLEFIELD, mine=active) for n in attackers]
        )


def _block(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
    defenders = [p for p in s.game.players if p is not s.game.active_player]
    blocks = {}
    for blocker, attacker in a["blocks"].items():
        where = f"{key}.blocks.{blocker}"
        mine = next((p for p in defenders if s.exists(blocker, BATTLEFIELD, mine=p)), defenders[0])
        blocks[s.find(where, blocker, BATTLEFIELD, mine=mine)] = s.find(
            where, attacker, BATTLEFIELD, mine=s.game.active_player
        )
    s.game.declare_blockers(blocks)


def _put(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
    player = s.actor(key, a)
    zones = (HAND, GRAVEYARD, LIBRARY, EXILE)
    card = s.find(f"{key}.card", a["card"], *zones, mine=player)
    attacking = s.player(f"{key}.attacking", a["attacking"]) if "attacking" in a else None
    s.game.put_onto_battlefield(card, tapped=a.get("tapped", False), attacking=attacking)


def _advance_to(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
    step = s.step(f"{key}.step", a["step"])
    player = s.player(f"{key}.player", a["player"]) if "player" in a else None
    s.game.advance_to(step, player)


def _named_player(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> Player:
    return s.player(f"{key}.player", a["player"]) if "player" in a else s.actor(key, a)


def _on_battlefield(method: str) -> Handler:
    def run(s: ScenarioPlay, key: str, a: Mapping[str, Any]) -> None:
        getattr(s.game, method)(s.find(f"{key}.card", a["card"], BATTLEFIELD))

    return run


ACTIONS: dict[str, Action] = {
    "play land": Action(_play_land, {"card": str}, BY),
    "cast": Action(
        _cast,
        {"card": str},
        {
            **BY,
            **TARGETS,
            "x": Whole(0),
            "modes": ArrayOf(Whole(0)),
            "kicked": bool,
            "evoked": bool,
            "half": str,
            "fused": bool,
            "buyback": bool,
        },
    ),
    "cycle": Action(_cycle, {"card": str}, {**BY, "ability": Whole(0)}),
    "activate": Action(_activate, {"card": str}, {**BY, "ability": Whole(0)}),
    "activate ability": Action(
        _activate_ability, {"card": str}, {**BY, **TARGETS, "ability": Whole(0), "x": Whole(0)}
    ),
    "pass": Action(lambda s, k, a: s.game.apply(PASS), {}, {}),
    "attack": Action(_attack, {"attackers": (ArrayOf(str), TableOf(str))}, {}),
    "block": Action(_block, {"blocks": TableOf(str)}, {}),
    "remove from combat": Action(_on_battlefield("remove_from_combat"), {"card": str}, {}),
    "put onto battlefield": Action(_put, {"card": str}, {**BY, "tapped": bool, "attacking": str}),
    "resolve": Action(lambda s, k, a: s.game.resolve_stack(), {}, {}),
    "resolve top": Action(lambda s, k, a: s.game.resolve_top(), {}, {}),
    "advance": Action(lambda s, k, a: s.game.advance(), {}, {}),
    "advance to": Action(_advance_to, {"step": str}, {"player": str}),
    "next turn": Action(lambda s, k, a: s.game.next_turn(), {}, {}),
    "extra turn": Action(
        lambda s, k, a: s.game.add_extra_turn(_named_player(s, k, a)), {}, {**BY, "player": str}
    ),
    "restart": Action(
        lambda s, k, a: s.game.restart(_named_player(s, k, a)), {}, {**BY, "player": str}
    ),
    "transform": Action(_on_battlefield("transform"), {"card": str}, {}),
    "add mana": Action(
        lambda s, k, a: s.game.add_mana(s.actor(k, a), a["mana"]), {"mana": str}, BY
    ),
}
