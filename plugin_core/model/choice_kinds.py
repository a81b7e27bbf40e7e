"""The kinds of choice a player makes (a value): what is being chosen, with the rule that
asks for it. The kernel asks them through a chooser (:mod:`cardhost.kernel.choices`);
a built-in ability asks them through the game (:class:`cardhost.model.protocols.Game`)."""

from __future__ import annotations

from enum import Enum


class ChoiceKind(str, Enum):
    """What is being chosen, with the rule that asks for it."""

    COLOR = "color"  # 106.1, 605.3b: "one mana of any color"
    MANA_TYPE = "mana type"  # 106.7: "one mana of any type that ... could produce"
    MANA = "mana"  # 605.3b: which of the ways a mana ability could add mana
    X = "x"  # 107.3, 601.2b
    TARGET = "target"  # 115, 601.2c, 603.3d
    REPLACEMENT = "replacement"  # 616.1: which replacement effect applies first
    TRIGGER_ORDER = "trigger order"  # 603.3b
    HYBRID = "hybrid"  # 601.2b: how a hybrid symbol is paid
    PHYREXIAN = "phyrexian"  # 601.2b: mana or 2 life
    GENERIC = "generic mana"  # 601.2h, 106.4: which mana in the pool pays generic mana
    SNOW = "snow mana"  # 601.2h, 107.4h: which snow mana in the pool pays {S}
    SACRIFICE = "sacrifice"  # 701.21
    DISCARD = "discard"  # 701.9, 514.1
    LEGEND_RULE = "legend rule"  # 704.5j
    DAMAGE_ASSIGNMENT = "damage assignment"  # 510.1c-d
    ATTACH = "attach"  # 303.4f
    YES_NO = "yes or no"  # "you may", "unless"
    SEARCH = "search"  # 701.23: which card to find
    SCRY = "scry"  # 701.22a: top or bottom
    SURVEIL = "surveil"  # 701.25a: top or graveyard
    ORDER = "order"  # 701.22a: the order of cards put on top or on the bottom
    TAP = "tap"  # 118.3: which untapped permanent to tap to pay a cost
    PRIORITY = "priority"  # 117.1, 117.3d: pass, or cast or activate something
    MODE = "mode"  # 601.2b, 700.2: a mode of a modal spell
    MULLIGAN = "mulligan"  # 103.5: keep the hand, or take a mulligan
    BOTTOM = "bottom"  # 103.5: a card of a new hand to put on the bottom of the library
    PILE = "pile"  # 700.3: which pile an object goes into, or which pile a player chooses
    TAKE = "take"  # 701.20e: which of the cards looked at to put where the effect says
    PERMANENT = "permanent"  # 608.2d: a permanent an effect acts on, chosen as it resolves
    TAP_OR_UNTAP = "tap or untap"  # 701.26: "Tap or untap target permanent"
    PAY = "pay"  # 118.12a, 605.3a: pay a cost as an effect resolves, or activate mana first
    SOURCE = "source"  # 609.7a: "a source of your choice"
    REVEAL = "reveal"  # 701.20a: a card to reveal from a hand, or none
    DIVIDE = "divide"  # 601.2d: how much of a divided amount goes to each target
    PUT = "put"  # 608.2d: a card from a hand to put onto the battlefield, or none
    CONVOKE = "convoke"  # 702.51a: a creature to tap to pay for a spell, or none more
    CONVOKE_MANA = "convoke mana"  # 702.51a: which mana a creature tapped for convoke pays
    IMPROVISE = "improvise"  # 702.126a: an artifact to tap to pay {1}, or none more
    DELVE = "delve"  # 702.66a: a card to exile from a graveyard to pay {1}, or none more
    COPY = "copy"  # 707.5: a permanent to enter as a copy of, or none
    CREW = "crew"  # 702.122a: a creature to tap to crew, or enough
    EXERT = "exert"  # 701.43d: whether to exert a creature as it attacks
    EXPLORE = "explore"  # 701.44a: a nonland card revealed stays on top or goes to a graveyard
    PROLIFERATE = "proliferate"  # 701.34a: a permanent or player with counters, or done
    FABRICATE = "fabricate"  # 702.123a: +1/+1 counters on it, or Servo tokens
    CAST = "cast"  # 118.9, 608.2g: cast a card without paying its mana cost (which half), or not
    TYPE = "type"  # 608.2d, 205.3: a creature type or basic land type, chosen as it resolves
    EXILE = "exile"  # 118.3: a card in a hand to exile to pay a cost
    RETURN = "return"  # 118.3: a permanent to return to its owner's hand to pay a cost
    COIN_CALL = "coin call"  # 705.2: "heads" or "tails", called by who flips a coin


YES_NO = ("yes", "no")
"""The answers of a ``yes or no`` decision: "you may", "unless"."""

DECLINING = frozenset({"no", "none", "cast none", "don't cast it", "don't reveal", "don't pay"})
"""The answers by which a player declines an optional action ("you may", "you may pay",
"unless"'s payment): a loop in which a player took one instead is not a loop of
mandatory actions (104.4b); one in which each declined goes on as mandatory (731.6)."""

COIN_SIDES = ("heads", "tails")
"""The sides of a coin (705.1), and the answers of a ``coin call`` decision (705.2)."""
