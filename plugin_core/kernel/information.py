"""What one player may know of a game (400.2), and games consistent with it.

:func:`observation` is a player's view as plain values: their own hand, every public
zone (a face-down permanent or spell as what it is face down, 708.2a, but to its
controller, 708.5), how many cards each hidden zone holds, what they have seen of the
hidden zones (:mod:`~cardhost.kernel.knowledge`), and the decision waiting (its options
only to the player who decides). :func:`determinize` makes a copy of the game in which
everything that player can't see is drawn again at random, consistently with what they
have seen: the basis of information-set Monte-Carlo search. Both read the game and
never change it.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from cardhost.kernel import decisions
from cardhost.kernel.choices import Choice, Chooser, Numbers
from cardhost.kernel.log import as_json
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.snapshots import copy_game
from cardhost.kernel.stack import StackAbility
from cardhost.model.actions import Action, Cast, Cycle, Pass, PlayLand, SuspendCard
from cardhost.model.mana import ManaType
from cardhost.model.zones import BATTLEFIELD, HAND, HIDDEN_ZONES, STACK

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore


def observation(game: GameCore, player: Player | str) -> dict[str, Any]:
    """What ``player`` may know now (400.2), as plain values (numbers, strings, lists
    and dicts): the same for two games that differ only in what they can't see."""
    player = game.as_player(player)
    waiting = _waiting(game)
    combat = game.combat
    return {
        "player": player.name,
        "turn": game.turn_number,
        "step": game.step.value,
        "active_player": game.active_player.name if game.active_player else None,
        "priority": game.priority.name if game.priority else None,
        "game_over": game.game_over,
        "winner": game.winner.name if isinstance(game.winner, Player) else None,
        "players": [_player(p) for p in game.players],
        "hand": [_card(c) for c in player.hand],
        "battlefield": [_permanent(p, player) for p in game.battlefield],
        "stack": [_stack_item(i, player) for i in game.stack],
        "graveyards": {p.name: [_card(c) for c in p.graveyard] for p in game.players},
        "exile": [_card(c) for c in game.exile_zone],
        "seen": _seen(game, player),
        "attackers": [[a.id, _name(d)] for a, d in combat.attackers] if combat else [],
        "blockers": [[b.id, a.id] for b, a in combat.blocks] if combat else [],
        "decision": _decision(waiting, player, _started(game, player)),
    }


def events_for(game: GameCore, player: Player | str) -> list[dict[str, Any]]:
    """The log's events as ``player`` sees them (400.2), as JSON values: one they don't
    see (a card drawn by another) as its ``unseen_text``, without its fields
    (``docs/events.md``). Empty while the log is off."""
    name = game.as_player(player).name
    return [as_json(entry, name) for entry in game.log]


def determinize(
    game: GameCore, player: Player | str, rng: random.Random, chooser: Chooser | None = None
) -> GameCore:
    """A copy of ``game`` (its log off) in which what ``player`` can't see is drawn
    again from ``rng``: which card each unseen card of a hand, a library or a face-down
    permanent or spell is, drawn among the cards its owner has unseen there (so every
    count stays as it was), a face-down one only among cards that could be face down
    (702.37c); and the copy's random generator reseeded, so what is still to be
    shuffled or flipped is not the original's. What ``player`` has seen (their own
    hand, their face-down permanents, 708.5, cards revealed or looked at, the cards a
    decision of theirs shows them, and what the action waiting showed them before its
    choice) stays as it is: the copy gives them the same :func:`observation` and the
    same legal actions. A decision waiting is asked again in the copy, its action taken
    up to it with the original's generator (so a hand dealt before a mulligan is the
    same) and only then reseeded: another player's decision is then what it would be in
    the copy's world, none of the original's unseen cards in it (400.2). ``chooser``
    answers the copy's choices (by default a copy of the original's): a search's
    playout policies."""
    copied = copy_game(game, "off")
    if chooser is not None:
        object.__setattr__(copied, "chooser", chooser)  # not state: as a game is made
    me = copied.player(game.as_player(player).name)
    known = _known(copied, me) | _seen_on_the_way(copied, me) | _played(copied)
    for owner in copied.players:
        unseen = [o for o in _hidden(copied, owner, me) if o.id not in known]
        _redraw(unseen, rng)
        _renumber([o for o in unseen if o.zone in HIDDEN_ZONES], copied.players, rng)
    decisions.wait_anew(copied)  # its random generator still the original's
    copied.rng.seed(rng.getrandbits(64))
    return copied


def _seen_on_the_way(game: GameCore, player: Player) -> frozenset[int]:
    """The objects of hidden zones whose cards ``player`` sees at the choice the game
    waits for, its action taken again up to it (a card drawn before a discard, the hand
    dealt before a mulligan, 400.2; a spell being cast, on the stack from 601.2a): found
    by their cards, since those moved (400.7)."""
    cards: set[int | None] = set()

    def look(choice: Choice) -> None:
        shown = [*player.hand, *_objects(o for o in _in_hidden_zones(game) if o.id in player.seen)]
        shown += [o for o in game.stack if isinstance(o, GameObject) and not o.face_down]  # 601.2a
        if choice.player is player and not isinstance(choice.options, Numbers):
            shown += _objects((*_flat(choice.options), *choice.cards))
        cards.update(o.card_id for o in shown)

    decisions.at_the_choice(game, look)
    cards.discard(None)
    return frozenset(o.id for o in _in_hidden_zones(game) if o.card_id in cards)


def _played(game: GameCore) -> frozenset[int]:
    """The card the action the game waits in plays from a hidden zone, for all to see:
    a land played (305.1), a spell cast face up (601.2a), a card cycled (702.29a) or
    suspended (702.62a). A card cast face down is not shown (708.4)."""
    waiting = game.waiting
    start = waiting.start if waiting is not None else None
    if not isinstance(start, (PlayLand, Cast, Cycle, SuspendCard)):
        return frozenset()
    if isinstance(start, Cast) and start.face_down:
        return frozenset()
    return frozenset({start.card})


def _in_hidden_zones(game: GameCore) -> list[GameObject]:
    return [o for p in game.players for zone in HIDDEN_ZONES for o in p.contents(zone)]


def _hidden(game: GameCore, owner: Player, viewer: Player) -> list[GameObject]:
    """``owner``'s objects whose card ``viewer`` can't see by the rules: their library
    (401.2), their hand unless it is the viewer's (402.3), their face-down permanents
    and spells unless the viewer controls them (708.5)."""
    hidden = list(owner.library)
    if owner is not viewer:
        hidden += owner.hand
    for obj in (*game.battlefield, *game.stack):
        face_down = isinstance(obj, GameObject) and obj.face_down
        if face_down and obj.owner is owner and obj.controller is not viewer:
            hidden.append(obj)
    return hidden


def _redraw(unseen: list[GameObject], rng: random.Random) -> None:
    """Give ``unseen`` objects their cards again in a random order: a face-down one a
    card that could be face down (with morph, 702.37c), the rest whatever is left."""
    cards = [(o.definition, o.card_id) for o in unseen]
    rng.shuffle(cards)
    face_down = [o for o in unseen if o.zone in (BATTLEFIELD, STACK)]
    for obj in face_down:  # each brings its own card, so one that could be is left
        able = next((i for i, (c, _) in enumerate(cards) if c.front.morph is not None), 0)
        _become(obj, cards.pop(able))
    for obj in (o for o in unseen if o not in face_down):
        _become(obj, cards.pop())


def _renumber(unseen: list[GameObject], players: Iterable[Player], rng: random.Random) -> None:
    """Deal the numbers of one owner's ``unseen`` objects of a hand and a library among
    them again at random: an object's number says when it came to its zone (a library
    card's, its place in the deck list), so kept it would say which card each of them
    is, and which are in the hand (401.2, 402.3). What each player has seen by number
    follows its object."""
    numbers = [o.id for o in unseen]
    dealt = numbers[:]
    rng.shuffle(dealt)
    for obj, number in zip(unseen, dealt, strict=True):
        obj.id = number
    moved = dict(zip(numbers, dealt, strict=True))
    for player in players:
        if not moved.keys().isdisjoint(player.seen):
            player.seen = frozenset(moved.get(number, number) for number in player.seen)


def _become(obj: GameObject, card: tuple[Any, int]) -> None:
    definition, card_id = card
    if obj.definition is not definition:
        obj.definition = definition
    if obj.card_id != card_id:
        obj.card_id = card_id


def _known(game: GameCore, player: Player) -> frozenset[int]:
    """The objects in hidden zones ``player`` has seen, with those a decision of theirs
    shows them now (a library searched, 701.23)."""
    waiting = _waiting(game)
    shown: set[int] = set()
    if waiting is not None and waiting.player == player.name:
        options = () if isinstance(waiting.options, Numbers) else _flat(waiting.options)
        shown = {o.id for o in _objects((*options, *waiting.cards))}
    return player.seen | shown


def _waiting(game: GameCore) -> decisions.Decision | None:
    """The decision the game waits for; ``None`` once it is over, or before it begins."""
    if game.game_over or (game.waiting is None and game.priority is None and not game.awaiting):
        return None
    return decisions.decision(game)


def _seen(game: GameCore, player: Player) -> list[Any]:
    """The cards of hidden zones ``player`` has seen (their own hand aside): each with
    its place, a library's counted from the top."""
    known = _known(game, player)
    found = []
    for owner in game.players:
        for zone in HIDDEN_ZONES:
            if zone is HAND and owner is player:
                continue
            for place, card in enumerate(owner.contents(zone)):
                if card.id in known:
                    found.append({**_card(card), "zone": zone.value, "place": place})
    return found


def _player(player: Player) -> dict[str, Any]:
    return {
        "name": player.name,
        "life": player.life,
        "poison": player.poison,
        "energy": player.energy,
        "mana_pool": {t.value: player.mana_pool.count(t) for t in ManaType},
        "hand": len(player.hand),
        "library": len(player.library),
        "lands_played": player.lands_played,
        "has_lost": player.has_lost,
    }


def _card(card: GameObject) -> dict[str, Any]:
    return {"id": card.id, "name": card.name, "owner": card.owner.name}


def _permanent(permanent: GameObject, viewer: Player) -> dict[str, Any]:
    shown = {
        **_card(permanent),
        "controller": permanent.controller.name,
        "types": [t.value for t in permanent.types],
        "subtypes": list(permanent.subtypes),
        "tapped": permanent.tapped,
        "summoning_sick": permanent.summoning_sick,
        "counters": dict(permanent.counters),
        "damage": permanent.damage,
        "attached_to": permanent.attached_to.id if permanent.attached_to else None,
        "token": permanent.is_token,
        "face_down": permanent.face_down,
    }
    if permanent.is_creature:
        shown |= {"power": permanent.power, "toughness": permanent.toughness}
    if permanent.face_down and permanent.controller is viewer:  # 708.5
        shown["face_up_name"] = permanent.face_up.name
    return shown


def _stack_item(item: GameObject | StackAbility, viewer: Player) -> dict[str, Any]:
    if isinstance(item, StackAbility):
        return {
            "ability": item.text,
            "source": item.source_ref.id,
            "source_name": item.source_ref.name,
            "controller": item.controller.name,
            "targets": [_name(t) for t in item.targets],
        }
    shown = {
        **_card(item),
        "controller": item.controller.name,
        "targets": [_name(t) for t in item.targets],
        "face_down": item.face_down,
    }
    if item.face_down and item.controller is viewer:  # 708.5
        shown["face_up_name"] = item.face_up.name
    return shown


def _decision(
    waiting: decisions.Decision | None, viewer: Player, started: Action | None
) -> dict[str, Any] | None:
    """Who decides what; the options only to them (a choice among their hidden cards is
    theirs to see), and the action of theirs the choice is part of (``action``: its
    class's name, its name, and the number of the card or permanent it is of)."""
    if waiting is None:
        return None
    shown: dict[str, Any] = {"player": waiting.player, "kind": waiting.kind}
    if waiting.player == viewer.name:
        shown["prompt"] = waiting.prompt
        options = waiting.options
        if isinstance(options, Numbers):  # however many: their runs (107.3)
            shown["numbers"] = [[run.start, run.stop] for run in options.runs]
        else:
            shown["options"] = [_name(o) for o in _flat(options)]
        shown["cards"] = [_name(c) for c in waiting.cards]
        if started is not None:
            number = getattr(started, "card", getattr(started, "permanent", None))
            kind = type(started).__name__
            shown["action"] = {"kind": kind, "name": _name(started), "of": number}
    return shown


def _started(game: GameCore, player: Player) -> Action | None:
    """The action ``player`` took at priority that a choice waiting is part of, if any:
    not a pass (the choices as what it let resolve resolves aren't part of it), and not
    another player's (the action is taken back while the choice waits, so who holds
    priority is who took it)."""
    waiting = game.waiting
    if waiting is None or waiting.kind != "priority" or game.priority is not player:
        return None
    start = waiting.start
    return start if isinstance(start, Action) and not isinstance(start, Pass) else None


def _flat(options: Iterable[Any]) -> list[Any]:
    """A decision's options, a declaration's pairs opened (a creature and what it could
    attack or block)."""
    found: list[Any] = []
    for option in options:
        if isinstance(option, tuple) and option and isinstance(option[0], GameObject):
            creature, choices = option
            found += [creature, *choices]
        else:
            found.append(option)
    return found


def _objects(values: Iterable[Any]) -> list[GameObject]:
    return [v for v in values if isinstance(v, GameObject)]


def _name(value: Any) -> Any:
    """A value of a decision or a target as plain data: an object by its number, a
    player by name, an action by its name, a number or a word as it is."""
    if isinstance(value, GameObject):
        return {"id": value.id, "name": value.name}
    if isinstance(value, Player):
        return value.name
    if isinstance(value, (int, str, bool)) or value is None:
        return value
    name = getattr(value, "name", None)
    return name if isinstance(name, str) else str(value)
