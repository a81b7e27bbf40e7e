"""Face-down spells and permanents (708) and morph (702.37): a card cast face down is a
2/2 creature with no text, no name, no subtypes and no mana cost (708.2a) for {3}, an
alternative cost (702.37c, 118.9); its controller may turn the face-down permanent face
up any time they have priority by paying its morph cost, a special action (116.2b,
702.37e): its copiable values revert (708.8), it gets a new timestamp (613.7f), and
"When this is turned face up" abilities trigger; not an entering (708.8)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.kernel import counters, priority
from cardhost.kernel.actions import players_action
from cardhost.kernel.costs import pay_cost
from cardhost.model.errors import IllegalActionError
from cardhost.model.events import TurnedFaceUp
from cardhost.model.mana import ManaCost
from cardhost.model.zones import BATTLEFIELD, HAND

if TYPE_CHECKING:
    from cardhost.kernel.core import GameCore
    from cardhost.kernel.objects import GameObject

FACE_DOWN_COST = ManaCost.parse("{3}")
"""What a card is cast face down for with its morph ability (702.37a)."""


def check_castable_face_down(card: GameObject, *others: bool) -> None:
    """That ``card`` may be cast face down (702.37d: only with a morph ability, from a
    hand, 702.37c), and with no other alternative or additional cost it would have face
    up (``others``: kicked, evoked, bought back; 708.4: a face-down spell has no text)."""
    if card.face_up.morph is None:
        raise IllegalActionError("702.37d", f"{card} has no morph: it can't be cast face down")
    if card.zone is not HAND:
        raise IllegalActionError("702.37c", f"{card} is cast face down only from a hand")
    if any(others):
        raise IllegalActionError(
            "708.4", f"{card} cast face down has no text: no kicker, evoke or buyback cost"
        )


@players_action
def turn_face_up(game: GameCore, permanent: GameObject) -> GameObject:
    """Turn the face-down ``permanent`` face up (702.37e): its controller, who has
    priority, pays the morph cost it would have face up, then it is turned face up,
    with a +1/+1 counter if that cost was a megamorph cost (702.37b, 708.11); the player
    keeps priority (117.3c). Returns the permanent."""
    game.existing(permanent)
    player = permanent.controller
    priority.check(game, player, "turn a permanent face up")
    if permanent.zone is not BATTLEFIELD or not permanent.face_down:
        raise IllegalActionError("702.37e", f"{permanent} is not a face-down permanent")
    face = permanent.face_up
    if face.morph is None:  # 702.37e: it can't be turned face up this way
        raise IllegalActionError("702.37e", f"{permanent} would have no morph cost face up")
    pay_cost(game, permanent, player, face.morph, f"turning {face.name} face up", log=False)
    permanent.face_down = False
    permanent.timestamp = game.new_timestamp()  # 613.7f
    if face.megamorph:  # 708.11: as it is turned face up
        counters.put(game, permanent, "+1/+1", 1)
    game.emit(TurnedFaceUp(player, permanent, face.megamorph))
    priority.give(game, player)  # 117.3c
    return permanent
