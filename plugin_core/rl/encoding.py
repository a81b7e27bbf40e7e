"""A player's observation (:func:`cardhost.observation`) as a fixed-size vector of
numbers, and the action mask of the small decision waiting: the layout is in
``docs/agents.md``. Everything in the vector comes from the observation, so it holds
what the player may know and nothing more (400.2)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from cardhost.kernel.objects import GameObject, Player
from cardhost.model.actions import Activation, Cast, ManaActivation, Pass, PlayLand
from cardhost.model.turns import Step
from cardhost.rl.steps import MOST_OPTIONS, Small

CARD_SLOTS = 64
"""Cards shown one by one: the player's hand, then the battlefield (theirs, then the
opponents'), then the stack, then the cards their decision shows them (a hand dealt
before a mulligan, 103.5; a card scried) and the cards of hidden zones they have seen
(400.2); beyond these, only counted."""
CARD_FEATURES = 17
PLAYER_FEATURES = 15
GLOBAL_FEATURES = 11
OPTION_FEATURES = 2
SIZE = GLOBAL_FEATURES + 2 * PLAYER_FEATURES + CARD_SLOTS * CARD_FEATURES
SIZE += MOST_OPTIONS * OPTION_FEATURES
"""The length of the vector."""
BOUND = 2.0**15
"""Every number is clipped to within this of 0."""

STEPS = {step.value: index for index, step in enumerate(Step)}
KINDS = ("priority", "attackers", "blockers")
ZONES = {"hand": 1.0, "battlefield": 2.0, "stack": 3.0, "shown": 4.0, "seen": 5.0}
TYPES = ("Creature", "Land", "Artifact", "Enchantment", "Planeswalker")
MANA = ("W", "U", "B", "R", "G", "C")
ACTION_KINDS: tuple[type, ...] = (Pass, PlayLand, Cast, Activation, ManaActivation)


def encode(
    seen: Mapping[str, Any], small: Small | None, vocabulary: Mapping[str, int]
) -> np.ndarray:
    """The vector of the observation ``seen``, with ``small``'s options described if it
    is the observing player's; card names numbered by ``vocabulary`` (0: another)."""
    me = seen["player"]
    players = sorted(seen["players"], key=lambda p: p["name"] != me)  # theirs first
    decision = seen["decision"] or {}
    kind = decision.get("kind", "")
    head = [
        seen["turn"],
        STEPS.get(seen["step"], -1),
        seen["active_player"] == me,
        seen["priority"] == me,
        decision.get("player") == me,
        KINDS.index(kind) + 1 if kind in KINDS else (4 if kind else 0),
        seen["game_over"],
        len(seen["stack"]),
    ]
    every = _cards(seen, me)
    cards = every[:CARD_SLOTS]
    slots = {c["id"]: i for i, c in enumerate(cards) if "id" in c}
    action = decision.get("action")  # the agent's action its choice is part of
    head += _action(action, slots) if action else [0.0, -1.0]
    head.append(len(every) - len(cards))  # beyond the slots: only counted
    for player in players[:2]:
        head += _player(player, seen)
    head += [0.0] * (GLOBAL_FEATURES + 2 * PLAYER_FEATURES - len(head))
    mine = small is not None and small.player == me
    combat = _in_combat(seen, small if mine else None)
    rows = [_card(c, me, combat, vocabulary) for c in cards]
    rows += [[0.0] * CARD_FEATURES] * (CARD_SLOTS - len(rows))
    order = [p["name"] for p in seen["players"]]
    seats = {name: (i - order.index(me)) % len(order) for i, name in enumerate(order)}
    options = [_option(o, slots, seats) for o in small.options] if mine and small else []
    options += [[0.0, -1.0]] * (MOST_OPTIONS - len(options))
    vector = np.array(
        [*head, *(x for row in rows for x in row), *(x for o in options for x in o)],
        dtype=np.float32,
    )
    return np.clip(vector, -BOUND, BOUND)


def mask(small: Small | None, player: str) -> np.ndarray:
    """1 for each option of ``small`` if it is ``player``'s to make, 0 elsewhere."""
    found = np.zeros(MOST_OPTIONS, dtype=np.int8)
    if small is not None and small.player == player:
        found[: len(small.options)] = 1
    return found


def _player(player: Mapping[str, Any], seen: Mapping[str, Any]) -> list[float]:
    pool = player["mana_pool"]
    graveyard = seen["graveyards"].get(player["name"], [])
    return [
        player["life"],
        player["poison"],
        player["energy"],
        player["hand"],
        player["library"],
        len(graveyard),
        player["lands_played"],
        player["has_lost"],
        *(pool.get(m, 0) for m in MANA),
        sum(1 for c in seen["battlefield"] if c["controller"] == player["name"]),
    ]


def _cards(seen: Mapping[str, Any], me: str) -> list[Mapping[str, Any]]:
    battlefield = seen["battlefield"]
    decision = seen["decision"] or {}
    ordered = [
        *({**c, "zone": "hand"} for c in seen["hand"]),
        *({**c, "zone": "battlefield"} for c in battlefield if c["controller"] == me),
        *({**c, "zone": "battlefield"} for c in battlefield if c["controller"] != me),
        *({**c, "zone": "stack"} for c in seen["stack"]),
        *({**c, "zone": "shown"} for c in decision.get("cards", ())),
        *({**c, "zone": "seen"} for c in seen["seen"]),
    ]
    numbers: set[int] = set()
    found = []
    for card in ordered:  # each object once: a card shown may be one seen
        number = card.get("id")
        if number in numbers:
            continue
        found.append(card)
        if number is not None:
            numbers.add(number)
    return found


def _in_combat(seen: Mapping[str, Any], small: Small | None) -> dict[int, float]:
    """Each creature's part in combat by its number: 1 attacking, 2 blocking, with those
    the agent's declaration has declared so far; 3 the creature the agent's step of a
    declaration is about (508.1a, 509.1a)."""
    found = {a: 1.0 for a, _ in seen["attackers"]}
    found.update((b, 2.0) for b, _ in seen["blockers"])
    if small is not None and small.creature is not None:
        part = 1.0 if small.kind == "attackers" else 2.0
        found.update((number, part) for number in small.declared)
        found[small.creature.id] = 3.0
    return found


def _card(
    card: Mapping[str, Any], me: str, combat: Mapping[int, float], vocabulary: Mapping[str, int]
) -> list[float]:
    types = card.get("types", [])
    name = card.get("face_up_name") or card.get("name") or card.get("source_name", "")
    number = card.get("id", card.get("source", -1))
    return [
        1.0,
        ZONES[card["zone"]],
        card.get("controller", card.get("owner")) == me,
        vocabulary.get(name, 0),
        card.get("tapped", False),
        card.get("summoning_sick", False),
        card.get("power", 0),
        card.get("toughness", 0),
        card.get("damage", 0),
        sum(card.get("counters", {}).values()),
        *(t in types for t in TYPES),
        combat.get(number, 0.0),
        "ability" in card,
    ]


def _action(action: Mapping[str, Any], slots: Mapping[int, int]) -> list[float]:
    """The action a choice is part of: its kind as an option's (1 + its place in
    :data:`ACTION_KINDS`, 6 another action) and the card slot of its card (-1: none)."""
    kind = next((i + 1.0 for i, k in enumerate(ACTION_KINDS) if k.__name__ == action["kind"]), 6.0)
    return [kind, float(slots.get(action["of"], -1))]


def _option(option: Any, slots: Mapping[int, int], seats: Mapping[str, int]) -> list[float]:
    """An option's kind (1 + its place in :data:`ACTION_KINDS`; 6 another action, 7 an
    object, 8 a player, 9 anything else) and the card slot it names (-1: none), or for
    a player their seat counted from the agent's in turn order (0: the agent)."""
    if isinstance(option, ACTION_KINDS):
        number = getattr(option, "card", getattr(option, "permanent", None))
        return [ACTION_KINDS.index(type(option)) + 1.0, float(slots.get(number, -1))]
    if isinstance(option, GameObject):
        return [7.0, float(slots.get(option.id, -1))]
    if isinstance(option, Player):
        return [8.0, float(seats.get(option.name, -1))]
    if hasattr(option, "name") and hasattr(option, "__dataclass_fields__"):
        return [6.0, -1.0]
    return [9.0, -1.0]


def vocabulary_of(names: Sequence[str]) -> dict[str, int]:
    """Card names numbered from 1, in the order given."""
    return {name: index + 1 for index, name in enumerate(names)}
