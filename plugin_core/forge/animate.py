"""Forge's ``Animate`` as cardhost's ``becomes``: "CARDNAME becomes a 3/2 blue and black
Elemental creature with deathtouch until end of turn. It's still a land." (205.1b),
"... becomes a 2/2 Bird artifact creature with flying ...", "Target land becomes a
Forest ..." (305.7), "Target permanent becomes white." (105.3)."""

from __future__ import annotations

from typing import Any

from cardhost.forge.chosen import LAND_TYPE, OF_CHOICE
from cardhost.forge.effects import TOKEN_COLORS, TOKEN_KEYWORDS, Said, acted_on, listed
from cardhost.forge.script import Ability
from cardhost.forge.wording import leading_duration
from cardhost.model.becoming import BASIC_LAND_TYPE_OF_CHOICE
from cardhost.model.card_types import BASIC_LAND_TYPES

ANIMATE_PARAMS = frozenset(
    {"ValidTgts", "Defined", "Power", "Toughness", "Types", "Colors", "OverwriteColors"}
    | {"Keywords", "Permanent", "UntilEndOfCombat", "RemoveCreatureTypes", "RemoveLandTypes"}
    | {"RemoveIntrinsicAbilities", OF_CHOICE}
)
"""The parameters of an ``Animate`` the importer says."""
CARD_TYPES = ("Artifact", "Enchantment", "Land", "Creature")
"""The card types a permanent becomes, in the order an Oracle text writes them."""
STILL_A_LAND = " It's still a land."


def animate(step: Ability, target: str | None) -> Said | None:
    """What the permanent becomes, for how long, and whether it keeps its types."""
    on = acted_on(step, target)
    if on is None:
        return None
    subject, named = on
    duration = _duration(step)
    if step.get(OF_CHOICE) and duration is not None:  # 608.2d: chosen as it resolves
        return _of_choice(step, subject, named, duration)
    based = _base_pt(step, subject, named, duration) if duration else None
    if based is not None:
        return based
    what = _what(step)
    if what is None or duration is None:
        return None
    words, types, subtypes = what
    land_type = not types and len(subtypes) == 1 and subtypes[0] in BASIC_LAND_TYPES
    if step.get("RemoveLandTypes") and not land_type:
        return None
    if step.get("RemoveIntrinsicAbilities") and not land_type:
        return None
    if step.get("RemoveCreatureTypes") and not (subtypes and "Creature" in types):
        return None
    still = "still a land" in step.get("SpellDescription")  # 205.1b: Forge's words say so
    kept = bool(types) and (still or not {"Artifact", "Creature"} <= set(types))
    instruction: dict[str, Any] = {"becomes": words}
    if subject != "this":
        instruction["on"] = subject
    if kept:
        instruction["in_addition"] = True
    if duration:
        instruction["duration"] = duration
    lasting = f" {duration}" if duration else ""
    head = f"{named[0].upper()}{named[1:]} becomes {words}"
    if not kept:
        sentence = f"{head}{lasting}."
        return Said((instruction,), sentence, "", (), (leading_duration(sentence),))
    if "Creature" in types:
        plain = f"{head}{lasting}.{STILL_A_LAND}"
        leading = leading_duration(f"{head}{lasting}.")
        that_still = f"{head} that's still a land{lasting}."
        ways = (that_still, leading + STILL_A_LAND if leading else "", leading_duration(that_still))
        return Said((instruction,), plain, "", (), ways)
    sentence = f"{head} in addition to its other types{lasting}."
    return Said((instruction,), sentence, "", (), (leading_duration(sentence),))


def _base_pt(step: Ability, subject: str, named: str, duration: str) -> Said | None:
    """ "Target creature has base power and toughness 1/1 until end of turn." (613.4b):
    no type, colour or ability changed."""
    power, toughness = step.get("Power"), step.get("Toughness")
    if not (power.isdigit() and toughness.isdigit()):
        return None
    if set(step.params) & {"Types", "Colors", "Keywords"} or set(step.params) & REMOVING:
        return None
    words = f"base power and toughness {power}/{toughness}"
    instruction: dict[str, Any] = {"becomes": words, "duration": duration}
    if subject != "this":
        instruction["on"] = subject
    sentence = f"{named[0].upper()}{named[1:]} has {words} {duration}."
    return Said((instruction,), sentence, "", (), (leading_duration(sentence),))


REMOVING = frozenset({"RemoveLandTypes", "RemoveIntrinsicAbilities", "RemoveCreatureTypes"})


def _of_choice(step: Ability, subject: str, named: str, duration: str) -> Said:
    """ "... becomes the color of your choice until end of turn."; a basic land type
    without Forge's removal of the others is "in addition to its other types" (205.1b)."""
    words = step.get(OF_CHOICE)
    instruction: dict[str, Any] = {"becomes": words}
    if subject != "this":
        instruction["on"] = subject
    added = words == BASIC_LAND_TYPE_OF_CHOICE and not set(step.params) >= LAND_TYPE
    if added:
        instruction["in_addition"] = True
    if duration:
        instruction["duration"] = duration
    kept = " in addition to its other types" if added else ""
    lasting = f" {duration}" if duration else ""
    sentence = f"{named[0].upper()}{named[1:]} becomes {words}{kept}{lasting}."
    return Said((instruction,), sentence, "", (), (leading_duration(sentence),))


def _what(step: Ability) -> tuple[str, list[str], list[str]] | None:
    """ "a 3/2 blue and black Elemental creature with deathtouch", and its card types
    and subtypes; ``None`` for what cardhost can't say."""
    written = [t.strip() for t in step.get("Types").split(",") if t.strip()]
    types = [t for t in CARD_TYPES if t in written]
    subtypes = [t for t in written if t not in CARD_TYPES]
    if any(not s.isalpha() or not s[:1].isupper() for s in subtypes):
        return None
    parts = []
    power, toughness = step.get("Power"), step.get("Toughness")
    if power or toughness:
        if not (power.isdigit() and toughness.isdigit()) or "Creature" not in types:
            return None
        parts.append(f"{power}/{toughness}")
    colors = _colors(step.get("Colors"))
    if colors is None:
        return None
    parts += [colors] if colors else []
    parts += subtypes + [t.lower() for t in types]
    if not parts:
        return None
    keywords = [k.strip() for k in step.get("Keywords").split("&")] if step.get("Keywords") else []
    said = [TOKEN_KEYWORDS.get(k) for k in keywords]
    if None in said:
        return None
    phrase = " ".join(parts)
    if parts[0] != colors:
        phrase = ("an " if phrase[0] in "aeiou8" else "a ") + phrase
    if said:
        phrase += " with " + listed([k for k in said if k])
    return phrase, types, subtypes


def _colors(written: str) -> str | None:
    """ "blue and black", "colorless", ``""`` for none; ``None`` if unknown."""
    if not written:
        return ""
    if written == "Colorless":
        return "colorless"
    names = [TOKEN_COLORS.get(c.strip()) for c in written.split(",")]
    if None in names or len(set(names)) != len(names):
        return None
    return listed([n for n in names if n])


def _duration(step: Ability) -> str | None:
    """Until end of turn unless it says otherwise; ``""`` for the rest of the game;
    ``None`` for a duration cardhost can't say."""
    if step.get("Permanent") == "True":
        return "" if not step.get("UntilEndOfCombat") else None
    if step.get("UntilEndOfCombat") == "True":
        return "until end of combat"
    return "until end of turn"
