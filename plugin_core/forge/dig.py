"""Forge's ``Dig`` as cardhost's ``look_at_top`` (701.20a, 701.20e): "Look at the top
three cards of your library. Put one of them into your hand and the rest on the bottom
of your library in any order.", "You may reveal a creature card from among them and put
it into your hand.", "Reveal the top four cards of your library. Put all land cards
revealed this way into your hand and the rest into your graveyard."."""

from __future__ import annotations

from typing import Any

from cardhost.forge.effects import NUMBERS, Said, amount, searched
from cardhost.forge.script import Ability
from cardhost.forge.valid import article

DIG_PARAMS = frozenset(
    {"DigNum", "ChangeNum", "ChangeValid", "Optional", "DestinationZone", "DestinationZone2"}
    | {"LibraryPosition2", "Reveal", "ForceRevealToController", "AnyNumber", "Defined"}
)
"""The parameters of a ``Dig`` the importer says."""
DESTINATIONS = {"Hand": "hand", "Battlefield": "battlefield", "Graveyard": "graveyard"}
PUT = {"hand": "into your hand", "battlefield": "onto the battlefield"}
PUT["graveyard"] = "into your graveyard"
RESTS = {
    "bottom": "on the bottom of your library in any order",
    "top": "back on top of your library in any order",
    "graveyard": "into your graveyard",
    "hand": "into your hand",
}


def dig(step: Ability, target: str | None) -> Said | None:
    """What is looked at or revealed, what is taken and where the rest go."""
    looked = amount(step.get("DigNum"))
    to = DESTINATIONS.get(step.get("DestinationZone", "Hand"))
    rest = _rest(step)
    if target is not None or step.get("Defined", "You") != "You" or to is None or rest is None:
        return None
    if not isinstance(looked, int) or looked < 1:
        return None
    reveal = step.get("Reveal") == "True"
    kind = searched(step.get("ChangeValid", "Card"))
    taken = _taken(step)
    if kind is None or taken is None:
        return None
    may = step.get("Optional") == "True"
    if may and taken != "one":
        return None
    instruction: dict[str, Any] = {"look_at_top": looked}
    if taken != "one":
        instruction["take"] = taken
    if kind != "card":
        instruction["kind"] = kind
    reveal_taken = may and kind != "card" and not reveal
    for key, value in (("may", may), ("reveal", reveal), ("reveal_taken", reveal_taken)):
        if value:
            instruction[key] = True
    if to != "hand":
        instruction["to"] = to
    if rest != "bottom":
        instruction["rest"] = rest
    cards = "card" if looked == 1 else f"{NUMBERS.get(looked, looked)} cards"
    opening = f"{'Reveal' if reveal else 'Look at'} the top {cards} of your library."
    said = _taking(taken, kind, may, reveal, reveal_taken, to, rest)
    if said is None:
        return None
    sentence = f"{opening} {said}"
    then = sentence.replace(". Put the rest", ". Then put the rest")
    ways = [then, sentence.replace(" back on top of your library", " on top of your library")]
    return Said(
        (instruction,), sentence, "", (), tuple(dict.fromkeys(w for w in ways if w != sentence))
    )


def _rest(step: Ability) -> str | None:
    """Where the cards not taken go."""
    zone = step.get("DestinationZone2", "Library")
    if zone == "Library":
        return {"-1": "bottom", "0": "top"}.get(step.get("LibraryPosition2", "-1"))
    return {"Graveyard": "graveyard", "Hand": "hand"}.get(zone)


def _taken(step: Ability) -> str | None:
    if step.get("AnyNumber") == "True":
        return "any number" if "ChangeNum" not in step.params else None
    return {"1": "one", "All": "all"}.get(step.get("ChangeNum", "1"))


def _taking(
    taken: str, kind: str, may: bool, reveal: bool, reveal_taken: bool, to: str, rest: str
) -> str | None:
    """The sentences after the opening: what is put where, then the rest."""
    put, rest_said = PUT[to], RESTS[rest]
    if taken == "all":
        plural = kind.replace("card", "cards", 1)
        way = "revealed" if reveal else "looked at"
        return f"Put all {plural} {way} this way {put} and the rest {rest_said}."
    if taken == "any number":
        return f"Put any number of them {put} and the rest {rest_said}."
    if not may:
        one = "one of them" if kind == "card" else f"{article(kind)} {kind} from among them"
        return f"Put {one} {put} and the rest {rest_said}."
    chosen = f"{article(kind)} {kind} from among them"
    if reveal_taken:
        return f"You may reveal {chosen} and put it {put}. Put the rest {rest_said}."
    return f"You may put {chosen} {put}. Put the rest {rest_said}."
