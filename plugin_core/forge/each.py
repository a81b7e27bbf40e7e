"""Forge's effects on each permanent of a group and those that add mana, as cardhost's
instructions: "Put a +1/+1 counter on each creature you control." (122.6), "Untap all
creatures you control." (701.26), "Add {B}{B}{B}." (106.4)."""

from __future__ import annotations

from cardhost.forge.costs import counter_name
from cardhost.forge.effects import NUMBERS, Said, amount, group_of, searched
from cardhost.forge.script import Ability
from cardhost.forge.valid import article

PUT_COUNTER_ALL_PARAMS = frozenset({"ValidCards", "CounterType", "CounterNum"})
MANA_PARAMS = frozenset({"Produced", "Amount"})


def put_counter_all(step: Ability, target: str | None) -> Said | None:
    """ "Put a +1/+1 counter on each creature you control." (122.6)"""
    group = group_of(step.get("ValidCards"))
    count = amount(step.get("CounterNum", "1"))
    forge = step.get("CounterType")
    if group is None or target is not None or not isinstance(count, int) or not forge.isalnum():
        return None
    kind = counter_name(forge)
    what = (
        f"{article(kind)} {kind} counter"
        if count == 1
        else f"{NUMBERS.get(count, count)} {kind} counters"
    )
    sentence = f"Put {what} on {_each(group.words)}."
    instruction = {"counters": kind, "amount": count, "on": f"each {group.words}"}
    return Said((instruction,), sentence, sentence[0].lower() + sentence[1:])


def tap_all(untap: bool) -> object:
    """ "Untap all creatures you control.", "Tap all creatures your opponents control."
    (701.26)"""

    def said(step: Ability, target: str | None) -> Said | None:
        group = group_of(step.get("ValidCards"))
        if group is None or target is not None:
            return None
        verb = "untap" if untap else "tap"
        named = group.plural.replace(" an opponent controls", " your opponents control")
        sentence = f"{verb.capitalize()} all {named}."
        each = (f"{verb.capitalize()} {_each(group.words)}.",)  # the same, each at once
        return Said(
            ({f"{verb}_all": group.plural},), sentence, sentence[0].lower() + sentence[1:], (), each
        )

    return said


def mana(step: Ability, target: str | None) -> Said | None:
    """ "Add {B}{B}{B}." "Add {R}{W}{B}." (106.4: a spell's or ability's effect that
    isn't a mana ability's, 605.1a)"""
    produced = step.get("Produced").split()
    count = amount(step.get("Amount", "1"))
    if target is not None or not isinstance(count, int) or count < 1 or not produced:
        return None
    if any(p not in ("W", "U", "B", "R", "G", "C") for p in produced):
        return None
    if len(produced) > 1 and count != 1:
        return None
    symbols = "".join(f"{{{p}}}" for p in produced) * count
    return Said(({"add_mana": symbols},), f"Add {symbols}.", f"add {symbols}.")


CHANGE_ZONE_ALL_PARAMS = frozenset({"ChangeType", "Origin", "Destination", "ValidTgts", "Shuffle"})
TARGET_PLAYERS = ("target player", "target opponent")


def change_zone_all(step: Ability, target: str | None) -> Said | None:
    """ "Exile all creatures.", "Return all creatures to their owners' hands." (each of a
    group at once, 603.10a); a target player's graveyard exiled or shuffled into their
    library."""
    if step.get("Origin") == "Graveyard" and target in TARGET_PLAYERS:
        return _graveyard_moved(step, target)
    if "Shuffle" in step.params:
        return None
    group = group_of(step.get("ChangeType"))
    if group is None or target is not None or step.get("Origin") != "Battlefield":
        return None
    named = group.plural.replace(" an opponent controls", " your opponents control")
    destination = step.get("Destination")
    if destination == "Exile":
        sentence = f"Exile all {named}."
        return Said(({"exile_all": group.plural},), sentence, sentence[0].lower() + sentence[1:])
    if destination != "Hand":
        return None
    sentence = f"Return all {named} to their owners' hands."
    older = sentence.replace("their owners' hands", "their owner's hand")
    each = f"Return {_each(group.words)} to its owner's hand."
    instruction = {"return_all_to_hand": group.plural}
    return Said((instruction,), sentence, sentence[0].lower() + sentence[1:], (), (older, each))


def _each(words: str) -> str:
    """A group as "each" names it: "each other creature you control"."""
    return f"each {words}".replace("each another ", "each other ")


def fog(step: Ability, target: str | None) -> Said | None:
    """ "Prevent all combat damage that would be dealt this turn." (615.1)"""
    if target is not None:
        return None
    sentence = "Prevent all combat damage that would be dealt this turn."
    return Said(({"prevent_all": "combat damage"},), sentence, sentence[0].lower() + sentence[1:])


def rearrange_top(step: Ability, target: str | None) -> Said | None:
    """ "Look at the top four cards of your library, then put them back in any order."
    (701.20e)"""
    count = amount(step.get("NumCards", "1"))
    if target is not None or step.get("Defined", "You") != "You" or not isinstance(count, int):
        return None
    if count < 2:
        return None
    cards = f"{NUMBERS.get(count, count)} cards"
    sentence = f"Look at the top {cards} of your library, then put them back in any order."
    return Said(({"rearrange_top": count},), sentence, sentence[0].lower() + sentence[1:])


def tap_or_untap(step: Ability, target: str | None) -> Said | None:
    """ "Tap or untap target permanent." (701.26)"""
    if target is None:
        return None
    sentence = f"Tap or untap {target}."
    return Said(({"tap_or_untap": "target"},), sentence, sentence[0].lower() + sentence[1:])


def _graveyard_moved(step: Ability, target: str) -> Said | None:
    """ "Exile all cards from target player's graveyard.", "Target player exiles all land
    cards from their graveyard.", "Target player shuffles their graveyard into their
    library." (603.10a, 701.24a); Forge's ``Shuffle$`` of an exile is no rule of it."""
    destination = step.get("Destination")
    shuffled = destination == "Library"
    if destination not in ("Exile", "Library") or (shuffled and step.get("Shuffle") != "True"):
        return None
    card = "card" if step.get("ChangeType", "Card") == "Card" else searched(step.get("ChangeType"))
    if card is None or " named " in card:
        return None
    verb = "shuffle_graveyard" if shuffled else "exile_graveyard"
    instruction = {verb: card, "player": "target"}
    subject = target[0].upper() + target[1:]
    cards = "cards" if card == "card" else f"{card.removesuffix(' card')} cards"
    if shuffled and card == "card":
        ways = [f"{subject} shuffles their graveyard into their library."]
    elif shuffled:
        ways = [
            f"Shuffle all {cards} from {target}'s graveyard into that player's library.",
            f"{subject} shuffles all {cards} from their graveyard into their library.",
        ]
    else:
        ways = [
            f"Exile all {cards} from {target}'s graveyard.",
            f"{subject} exiles all {cards} from their graveyard.",
        ]
    return Said((instruction,), ways[0], "", (), tuple(ways[1:]))
