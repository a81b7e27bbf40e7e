"""What each player has seen of the hidden zones (400.2): the cards revealed to all
players (701.20a), and those a player alone looked at (701.20e: an opponent's hand,
701.20b; the top of their library as they scry, 701.22a, surveil, 701.25a, or look at
it; the cards they put from their hand into their library, 103.5, 401.4); a card all
saw go into a hand or a library from a public zone, and a known card moved between
hidden zones, known still. Each player
keeps the objects they have seen (``Player.seen``, by number) while
those stay in a hidden zone: an object that changes zones is a new object (400.7), and
a library shuffled has no order anyone knows (701.24a, 701.20d). An agent's view of
the game (:mod:`~cardhost.kernel.information`) shows them, and a determinization keeps
them where they are."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from cardhost.kernel.objects import GameObject, Player
from cardhost.model.events import (
    CardDrawn,
    CardsRevealed,
    Discarded,
    Event,
    HandLookedAt,
    HandRevealed,
    LibraryShuffled,
    ZoneChanged,
)
from cardhost.model.zones import HIDDEN_ZONES

KNOWN_BY = frozenset(
    {CardsRevealed, HandLookedAt, HandRevealed, LibraryShuffled, ZoneChanged, CardDrawn, Discarded}
)
"""The kinds of event that show hidden cards to players, or hide them again."""
_HIDDEN_NAMES = frozenset(zone.value for zone in HIDDEN_ZONES)
"""The hidden zones by the names events give them."""


def record(players: Sequence[Player], event: Event) -> None:
    """What ``event`` (one of :data:`KNOWN_BY`) shows or hides to the game's ``players``:
    cards revealed are seen by every player (701.20a), a hand looked at by its looker
    (701.20b), and a library shuffled is no longer known by anyone (701.24a)."""
    if isinstance(event, (CardsRevealed, HandRevealed)):
        learn(players, players, event.cards)
    elif isinstance(event, HandLookedAt):
        learn(players, (event.looker,), event.cards)
    elif isinstance(event, LibraryShuffled):
        shuffled(players, event.player)
    elif isinstance(event, ZoneChanged):
        _followed(players, event)


def _followed(players: Sequence[Player], moved: ZoneChanged) -> None:
    """A card that goes into a hand or a library (400.7: a new object there) is known to
    every player if it came from a zone all see (a face-down permanent or spell is
    revealed as it leaves, 708.9), to those who knew it if it came from a hidden one
    (a card they saw on top of a library drawn, a hand revealed then put on a library);
    to no one else."""
    new = moved.new
    if new is None or moved.to_zone not in _HIDDEN_NAMES:
        return
    old = moved.object.id
    public = moved.from_zone not in _HIDDEN_NAMES and not (
        moved.from_zone == "exile" and moved.object.face_down  # 406.3: seen by none
    )
    for player in players:
        if public or old in player.seen:
            player.seen = (player.seen - {old}) | {new.id}


def chosen_privately(players: Sequence[Player], chooser: Player, options: Iterable[object]) -> None:
    """``chooser`` chose privately among ``options`` (a choice the others don't see,
    701.20e: which card of a hand goes on a library, which a search finds, in which
    order cards go back): whoever else knew some of those cards no longer knows which is
    where, for they don't know which was chosen (400.2, 701.23e)."""
    flat = [i for o in options for i in (o if isinstance(o, tuple) else (o,))]
    cards = {o.id for o in flat if isinstance(o, GameObject)}
    for player in players:
        if player is not chooser and player.seen & cards:
            player.seen = player.seen - cards


def knowing(players: Sequence[Player], card: GameObject) -> tuple[str, ...]:
    """The names of the game's ``players`` who know which card ``card`` is (in a hidden
    zone): who saw it revealed (701.20a) or looked at it (701.20e)."""
    return tuple(player.name for player in players if card.id in player.seen)


def shuffled(players: Sequence[Player], owner: Player) -> None:
    """``owner``'s library was shuffled: no one of the game's ``players`` knows its
    cards any longer (701.24a), however they knew them."""
    cards = {card.id for card in owner.library}
    for player in players:
        if player.seen & cards:
            player.seen = player.seen - cards


def learn(players: Sequence[Player], seers: Iterable[Player], cards: Iterable[GameObject]) -> None:
    """``seers``, of the game's ``players``, see ``cards`` (701.20a, 701.20e): each is
    kept as seen while it stays in its hidden zone (what left one is forgotten as it
    goes, 400.7)."""
    hidden = _in_hidden_zones(players)
    shown = frozenset(c.id for c in cards if c.id in hidden)
    for player in seers:
        now = (player.seen | shown) & hidden
        if now != player.seen:
            player.seen = now


def _in_hidden_zones(players: Sequence[Player]) -> frozenset[int]:
    return frozenset(
        card.id for player in players for zone in HIDDEN_ZONES for card in player.contents(zone)
    )
