"""Forge's effect APIs (``SP$``/``AB$``/``DB$ DealDamage`` ...) said as cardhost
instructions, each with the sentence an Oracle text says it with, or ``None`` when the
importer can't say a form of it exactly.

A handler is given the step's parameters and its target phrase (``None`` if it has no
target) and returns :class:`Said`. Every parameter of a step must be one its API's
handler knows (or common to all): an unknown one skips the card.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from cardhost.forge.costs import counter_name
from cardhost.forge.exiled_until import UNTIL_PARAM
from cardhost.forge.flicker import RETURN_AT, THEN_RETURN
from cardhost.forge.nouns import NOUNS
from cardhost.forge.script import Ability
from cardhost.forge.valid import Kind, article, color_pair, kind
from cardhost.forge.wording import leading_duration
from cardhost.model.continuous import Duration
from cardhost.model.instructions import CHOSEN_PROTECTION
from cardhost.model.keywords import KEYWORDS, LANDWALK
from cardhost.model.mana import Color


@dataclass(frozen=True)
class Said:
    """Instructions as data and the sentence an Oracle text says them with; ``may`` is
    the sentence after "you may" (603.5), if it can follow one."""

    instructions: tuple[dict[str, Any], ...]
    sentence: str
    may: str = ""
    tokens: tuple[dict[str, Any], ...] = ()
    """The ``[[tokens]]`` the instructions create (111.4)."""
    otherwise: tuple[str, ...] = ()
    """Other sentences an Oracle text may say the same instructions with."""
    may_otherwise: tuple[str, ...] = ()
    """Other words after "you may" for the same instructions."""


Handler = Callable[[Ability, "str | None"], "Said | None"]

NUMBERS = {1: "a", 2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}
NUMBERS |= {8: "eight", 9: "nine", 10: "ten", 11: "eleven", 12: "twelve", 13: "thirteen"}
NUMBERS |= {14: "fourteen", 15: "fifteen", 20: "twenty"}
THAT_CARD = "ThatCard"
"""The importer's ``Defined$`` for the card a permanent a trigger saw die became
(400.7e), Forge's ``TriggeredCard`` of such a trigger."""
_SIGNED = re.compile(r"[+-](?:[0-9]{1,3}|X)")


def amount(text: str) -> int | str | None:
    """A fixed number written in a parameter, or ``"X"``, the value announced (the
    importer lets X through only where its SVar is the X paid, 107.3); ``None`` else."""
    if text == "X":
        return "X"
    return int(text) if text.isdigit() and len(text) <= 6 else None


def _lower(sentence: str) -> str:
    """``sentence`` as it reads after "you may" (its first letter in lower case)."""
    return sentence[0].lower() + sentence[1:]


def _cards(count: int | str) -> str:
    return "a card" if count == 1 else f"{NUMBERS.get(count, count)} cards"


TRIGGERED_PLAYER = ("TriggeredPlayer", "TriggeredTarget")
"""Forge's ``Defined$`` for the player a trigger event named: whose step began, the
player dealt damage (cardhost's "that player"; the loader allows it only there)."""


def _player_subject(step: Ability, target: str | None) -> tuple[str, str] | None:
    """Who a player verb acts on: the data's ``player`` and the sentence's subject."""
    defined = step.get("Defined")
    if target is not None:
        if target in ("target player", "target opponent") and not defined:
            return "target", target.capitalize()
        return None
    if defined in ("", "You"):
        return "you", "You"
    if defined in ("Player.Opponent", "Opponent"):  # Forge's "Opponent": all of them
        return "each opponent", "Each opponent"
    if defined == "Player":
        return "each player", "Each player"
    if defined in TRIGGERED_PLAYER:
        return "that player", "That player"
    if defined == "TargetedController":  # "Its controller loses 2 life."
        return "the target's controller", "Its controller"
    return None


def _third(subject: str, verb: str) -> str:
    """``verb`` agreeing with ``subject``: "You gain", "Target player gains"."""
    return verb if subject == "You" else {"have": "has"}.get(verb, verb + "s")


DIVIDED_AMONG = ("one or two ", "one, two, or three ", "any number of ")
"""The words of the target phrases damage is divided among (601.2d)."""


def damage(step: Ability, target: str | None) -> Said | None:
    count = amount(step.get("NumDmg"))
    if count is None:
        return None
    if "DividedAsYouChoose" in step.params:  # 601.2d
        divided = step.get("DividedAsYouChoose") == step.get("NumDmg") and isinstance(count, int)
        if not divided or target is None or not target.startswith(DIVIDED_AMONG):
            return None
        instruction = {"damage": count, "to": "target", "divided": True}
        sentence = f"CARDNAME deals {count} damage divided as you choose among {target}."
        return Said((instruction,), sentence)
    if target is not None and "Defined" not in step.params:
        return Said(
            ({"damage": count, "to": "target"},), f"CARDNAME deals {count} damage to {target}."
        )
    who = {"Player.Opponent": "each opponent", "Player": "each player", "You": "you"}
    who |= dict.fromkeys(TRIGGERED_PLAYER, "that player")
    who["TargetedController"] = "its controller"
    who["ThatCreature"] = "that creature"  # the other creature a block trigger names
    who |= HOSTS  # 303.4, 301.5c: the creature an Aura or Equipment is attached to
    to = who.get(step.get("Defined"))
    if target is None and step.get("Defined") == "Self":  # 120.3: a source may damage itself
        sentence = f"CARDNAME deals {count} damage to itself."
        return Said(
            ({"damage": count, "to": "this"},),
            sentence,
            "",
            (),
            ("It deals " + sentence.removeprefix("CARDNAME deals "),),
        )
    if target is None and to is not None:
        data = "the target's controller" if to == "its controller" else to
        sentence = f"CARDNAME deals {count} damage to {to}."
        return Said(({"damage": count, "to": data},), sentence, "", (), _its_controller(sentence))
    return None


CONTROLLER_NOUNS = ("creature", "permanent", "artifact", "land", "enchantment", "planeswalker")


def _its_controller(sentence: str) -> tuple[str, ...]:
    """ "that creature's controller" for "its controller" (the target's, 608.2c)."""
    if "ts controller" not in sentence:
        return ()
    ways = []
    for noun in CONTROLLER_NOUNS:
        ways.append(sentence.replace("Its controller", f"That {noun}'s controller"))
        ways.append(sentence.replace("its controller", f"that {noun}'s controller"))
    if sentence.startswith("Its controller "):  # "... unless its controller pays {1}. That
        ways.append("That player " + sentence.removeprefix("Its controller "))  # player ..."
    return tuple(w for w in dict.fromkeys(ways) if w != sentence)


def of_players(target: str) -> bool:
    """Whether a target phrase may name players, not only permanents: "target player",
    "two target opponents", "any target", "target player or planeswalker" (115.4);
    "target creature that player controls" names a creature."""
    return (
        target == "any target"
        or bool(re.search(r"\btarget (?:player|opponent)", target))
        or target.endswith(" targets")
    )


def destroy(step: Ability, target: str | None) -> Said | None:
    """ "Destroy target creature[. It can't be regenerated.]" (701.8a, 701.19c); of the
    card itself, what it is attached to or "that creature" (``Defined$``)."""
    if step.get("Defined"):
        on = acted_on(step, target)
        if on is None or on[0] == "target" or step.get("NoRegen", "True") != "True":
            return None
        sentence = f"Destroy {on[1]}."
        if step.get("NoRegen"):  # 701.19c
            instruction = {"destroy": on[0], "can_be_regenerated": False}
            older = (f"{sentence} That creature can't be regenerated.",) if on[0] != "this" else ()
            return Said((instruction,), f"{sentence} It can't be regenerated.", "", (), older)
        return Said(({"destroy": on[0]},), sentence, f"destroy {on[1]}.")
    if target is None or of_players(target):
        return None
    if step.get("NoRegen") == "True":
        instruction = {"destroy": "target", "can_be_regenerated": False}
        noun = target.split()[-1]
        older = (f"Destroy {target}. That {noun} can't be regenerated.",)  # 701.19c
        return Said((instruction,), f"Destroy {target}. It can't be regenerated.", "", (), older)
    return Said(({"destroy": "target"},), f"Destroy {target}.", f"destroy {target}.")


def prevent(step: Ability, target: str | None) -> Said | None:
    """ "Prevent the next 3 damage that would be dealt to any target this turn." (615.7)"""
    count = amount(step.get("Amount"))
    if target is None and step.get("Defined") == "You" and isinstance(count, int):
        sentence = f"Prevent the next {count} damage that would be dealt to you this turn."
        return Said(({"prevent": count, "to": "you"},), sentence, _lower(sentence))
    if target is None or not isinstance(count, int) or target.endswith(" spell"):
        return None
    sentence = f"Prevent the next {count} damage that would be dealt to {target} this turn."
    return Said(({"prevent": count, "to": "target"},), sentence)


def draw(step: Ability, target: str | None) -> Said | None:
    count = amount(step.get("NumCards", "1"))
    who = _player_subject(step, target)
    if count is None or who is None:
        return None
    player, subject = who
    sentence = f"{subject} {_third(subject, 'draw')} {_cards(count)}."
    if player == "you":  # "When enchanted creature dies, you draw two cards."
        you = (f"You draw {_cards(count)}.",)
        return Said(({"draw": count},), f"Draw {_cards(count)}.", f"draw {_cards(count)}.", (), you)
    return Said(({"draw": count, "player": player},), sentence)


def life(verb: str, key: str) -> Handler:
    def said(step: Ability, target: str | None) -> Said | None:
        count = amount(step.get("LifeAmount"))
        who = _player_subject(step, target)
        if count is None or who is None:
            return None
        player, subject = who
        instruction = {key: count} if player == "you" else {key: count, "player": player}
        sentence = f"{subject} {_third(subject, verb)} {count} life."
        may = f"{verb} {count} life." if player == "you" else ""
        return Said((instruction,), sentence, may, (), _its_controller(sentence))

    return said


def discard(step: Ability, target: str | None) -> Said | None:
    count = amount(step.get("NumCards", "1"))
    who = _player_subject(step, target)
    if who is not None and step.get("Mode") == "Hand" and "NumCards" not in step.params:
        player, subject = who  # 701.9a: "Each player discards their hand."
        instruction = {"discard": "hand"} | ({"player": player} if player != "you" else {})
        whose = "your" if subject == "You" else "their"
        sentence = f"{subject} {_third(subject, 'discard')} {whose} hand."
        if player == "you":
            return Said((instruction,), "Discard your hand.", "discard your hand.", (), (sentence,))
        return Said((instruction,), sentence)
    if step.get("Mode") == "RevealYouChoose" and who is not None and count == 1:
        return _revealed_and_chosen(step, who)
    if count is None or who is None or step.get("Mode") not in ("TgtChoose", "Random"):
        return None
    if "DiscardValid" in step.params:  # a kind of card the player discards: not yet said
        return None
    if step.get("Mode") == "Random":  # 701.9b: chosen at random
        player, subject = who
        instruction: dict[str, Any] = {"discard": count, "chosen_by": "random"}
        if player != "you":
            instruction["player"] = player
        said = f"{subject} {_third(subject, 'discard')} {_cards(count)} at random."
        return Said((instruction,), said)
    player, subject = who
    instruction = {"discard": count} if player == "you" else {"discard": count, "player": player}
    sentence = f"{subject} {_third(subject, 'discard')} {_cards(count)}."
    if player == "you":  # "Discard a card." as an instruction to you
        return Said((instruction,), f"Discard {_cards(count)}.", "", (), (sentence,))
    return Said((instruction,), sentence, "", (), _its_controller(sentence))


def _revealed_and_chosen(step: Ability, who: tuple[str, str]) -> Said | None:
    """ "Target opponent reveals their hand. You choose a nonland card from it. That
    player discards that card." (701.20a, 701.9b)"""
    player, subject = who
    if player != "target":
        return None
    card = searched(step.get("DiscardValid", "Card"))
    if card is None:
        return None
    instruction: dict[str, Any] = {"discard": 1, "player": player, "chosen_by": "you"}
    if card != "card":
        instruction["kind"] = card
    sentence = (
        f"{subject} reveals their hand. You choose {article(card)} {card} from it. "
        "That player discards that card."
    )
    return Said((instruction,), sentence)


COUNTERED_TO = {
    "Exile": ("exile", "exile it instead of putting it into its owner's graveyard"),
    "Hand": ("hand", "put it into its owner's hand instead of into that player's graveyard"),
    "TopOfLibrary": (
        "top of library",
        "put it on top of its owner's library instead of into that player's graveyard",
    ),
    "BottomOfLibrary": (
        "bottom of library",
        "put it on the bottom of its owner's library instead of into that player's graveyard",
    ),
}
"""Forge's ``Destination$`` of a countered spell other than its owner's graveyard, and
how the Oracle text says it after "If that spell is countered this way, " (701.6a)."""


def counter(step: Ability, target: str | None) -> Said | None:
    """ "Counter target spell.", and "If that spell is countered this way, exile it
    instead of putting it into its owner's graveyard." (701.6a)"""
    if target is None or not target.endswith(" spell"):
        return None
    destination = step.get("Destination", "Graveyard")
    if destination == "Graveyard":
        return Said(({"counter": "target"},), f"Counter {target}.")
    if destination not in COUNTERED_TO:
        return None
    to, said = COUNTERED_TO[destination]
    sentence = f"Counter {target}. If that spell is countered this way, {said}."
    return Said(({"counter": "target", "to": to},), sentence)


COPIED = ("target instant or sorcery spell", "target instant or sorcery spell you control")
"""The spells Forge's ``CopySpellAbility`` copies that the importer says (707.10)."""


def copy_spell(step: Ability, target: str | None) -> Said | None:
    """ "Copy target instant or sorcery spell. You may choose new targets for the copy."
    (707.10, 707.10c)"""
    if target not in COPIED or step.get("TargetType") != "Spell":
        return None
    sentence = f"Copy {target}. You may choose new targets for the copy."
    return Said(
        ({"copy": "target", "new_targets": "may"},), sentence, sentence[0].lower() + sentence[1:]
    )


def acted_on(step: Ability, target: str | None) -> tuple[str, str] | None:
    """What a permanent verb acts on: ``target`` or the source itself (``Defined$
    Self`` or nothing), and how the sentence names it."""
    defined = step.get("Defined")
    if target is not None and not defined:
        return "target", target
    if target is None and defined in ("", "Self"):
        return "this", "CARDNAME"
    if target is None and defined == "ThatCreature":  # a block trigger's other creature
        return "that creature", "that creature"
    if target is None and defined in HOSTS:  # 303.4, 301.5c
        return HOSTS[defined], HOSTS[defined]
    return None


HOSTS = {"Enchanted": "enchanted creature", "Equipped": "equipped creature"}
"""Forge's ``Defined$`` of the creature an Aura or Equipment is attached to."""


def debuff(step: Ability, target: str | None) -> Said | None:
    """ "Target creature loses flying until end of turn." (613.1f)"""
    on = acted_on(step, target)
    words = [FORGE_KEYWORDS.get(k.strip()) for k in step.get("Keywords").split("&")]
    if on is None or not words or any(w is None for w in words) or step.get("Permanent"):
        return None
    subject, named = on
    lost = [w for w in words if w]
    sentence = f"{named[0].upper()}{named[1:]} loses {listed(lost)} until end of turn."
    instructions = tuple({"loses": w, "on": subject} for w in lost)
    return Said(instructions, sentence, _lower(sentence), (), (leading_duration(sentence),))


def protection(step: Ability, target: str | None) -> Said | None:
    """ "Target creature gains protection from the color of your choice until end of
    turn.", "CARDNAME gains protection from black and from red until end of turn."
    (702.16a)"""
    on = acted_on(step, target)
    gains = step.get("Gains")
    if on is None:
        return None
    subject, named = on
    if gains == "Choice" and step.get("Choices") == "AnyColor":
        words, given = CHOSEN_PROTECTION, [CHOSEN_PROTECTION]
    else:
        colors = gains.split(",")
        if not all(c in {k.word for k in Color} for c in colors):
            return None
        given = [f"protection from {c}" for c in colors]
        words = "protection from " + " and from ".join(colors)
    sentence = f"{named[0].upper()}{named[1:]} gains {words} until end of turn."
    instructions = tuple({"gains": g, "on": subject} for g in given)
    return Said(instructions, sentence, _lower(sentence), (), (leading_duration(sentence),))


CANT_HIDDEN = {
    "CARDNAME can't block.": "block",
    "CARDNAME can't attack.": "attack",
    "CARDNAME can't attack or block.": "attack or block",
    "Unblockable": "be blocked",
    "CARDNAME can't be regenerated.": "be regenerated",
    "CARDNAME assigns no combat damage": "assign combat damage",
    "CARDNAME's activated abilities can't be activated.": "activate abilities",
}
"""Forge's hidden keywords a creature gains for what it can't do (508.1c, 509.1b)."""


NEXT_UNTAP = "HIDDEN This card doesn't untap during your next untap step."
"""Forge's hidden keyword for "doesn't untap during its controller's next untap step"
(502.3), with ``Permanent$ True``."""


def changed_pt(step: Ability) -> bool:
    return "NumAtt" in step.params or "NumDef" in step.params


def _held_down(subject: str, named: str) -> Said:
    """ "Target creature doesn't untap during its controller's next untap step." (502.3);
    of the card itself, "... during your next untap step": the untap step of who controls
    the ability, not of whoever controls the card then."""
    duration = "during its controller's next untap step"
    if named == "CARDNAME":
        duration = "during your next untap step"
    sentence = f"{named[0].upper()}{named[1:]} doesn't untap {duration}."
    held = {"cant": "untap", "on": subject, "duration": duration}
    return Said((held,), sentence, _lower(sentence))


SWITCHED = "HIDDEN CARDNAME's power and toughness are switched"
"""Forge's hidden keyword for "switch its power and toughness" (613.4d)."""


PREVENTING = {
    "Prevent all damage that would be dealt to CARDNAME.": ("damage", ("to",)),
    "Prevent all combat damage that would be dealt to CARDNAME.": ("combat damage", ("to",)),
    "Prevent all damage that would be dealt by CARDNAME.": ("damage", ("by",)),
    "Prevent all combat damage that would be dealt by CARDNAME.": ("combat damage", ("by",)),
    "Prevent all damage that would be dealt to and dealt by CARDNAME.": ("damage", ("to", "by")),
    "Prevent all combat damage that would be dealt to and dealt by CARDNAME.": (
        "combat damage",
        ("to", "by"),
    ),
}
"""Forge's keywords a creature gains for the turn that prevent damage dealt to it or by
it: the prevention effects (615) they are, and to or by it."""


IF_ABLE = {
    "HIDDEN CARDNAME attacks each combat if able.": ("attack each combat", "attacks"),
    "HIDDEN CARDNAME blocks each combat if able.": ("block each combat", "blocks"),
}
"""Forge's hidden keywords a creature gains for the turn: it attacks (508.1d) or blocks
(509.1c) if able; cardhost's ``must`` and the Oracle's verb."""


def _prevented(keyword: str, subject: str, named: str) -> Said:
    """ "Prevent all combat damage that would be dealt by target creature this turn."
    (615): a ``prevent_all`` to or by the object, for each way the Oracle words it."""
    kind, reaches = PREVENTING[keyword]
    instructions = tuple({"prevent_all": kind, reach: subject} for reach in reaches)
    ways = [
        f"Prevent all {kind} that would be dealt {' and dealt '.join(reaches)} {named} this turn."
    ]
    if reaches == ("by",):
        ways.append(f"Prevent all {kind} {named} would deal this turn.")
        ways.append(f"Prevent all {kind} that would be dealt this turn by {named}.")
    if reaches == ("to",):
        ways.append(f"Prevent all {kind} that would be dealt this turn to {named}.")
    return Said(instructions, ways[0], "", (), tuple(ways[1:]))


SKIP_KEYWORDS = {
    "Skip your next untap step.": "untap step",
    "Skip your next draw step.": "draw step",
    "Skip your next combat phase.": "combat phase",
    "Skip all combat phases of your next turn.": "combat phases of next turn",
}
"""Forge's keywords a player gains for good that skip their next step or phase
(614.10), as cardhost's ``skip`` says them."""


def skip(step: Ability, target: str | None) -> Said | None:
    """ "Target player skips their next draw step.", "You skip your next untap step.",
    "... skips all combat phases of their next turn." (614.10); Forge's ``SkipTurn``:
    "You skip your next two turns."."""
    if step.get("DB", step.get("SP", step.get("AB"))) == "SkipTurn":
        what, count = "turn", amount(step.get("NumTurns", "1"))
    else:
        what, count = SKIP_KEYWORDS.get(step.get("KW").strip()), 1
        if step.get("Permanent") != "True" or changed_pt(step):  # "this turn" only
            return None
    who = _player_subject(step, target)
    if what is None or who is None or not isinstance(count, int) or not 1 <= count <= 100:
        return None
    player, subject = who
    if what == "turn":
        skipped = "turn" if count == 1 else f"{NUMBERS.get(count, count)} turns"
        words = f"{_third(subject, 'skip')} {'your' if player == 'you' else 'their'} next {skipped}"
    elif what == "combat phases of next turn":
        whose = "your" if player == "you" else "their"
        words = f"{_third(subject, 'skip')} all combat phases of {whose} next turn"
    else:
        words = f"{_third(subject, 'skip')} {'your' if player == 'you' else 'their'} next {what}"
    instruction: dict[str, Any] = {"skip": what}
    instruction |= {} if player == "you" else {"player": player}
    instruction |= {"count": count} if count != 1 else {}
    sentence = f"{subject} {words}."
    return Said((instruction,), sentence, _lower(sentence), (), _its_controller(sentence))


def pump(step: Ability, target: str | None) -> Said | None:
    """ "gets +N/+N" and/or "gains [keyword]" until end of turn (611.2)."""
    if step.get("KW").strip() in SKIP_KEYWORDS:  # a player's: 614.10
        return skip(step, target)
    on = acted_on(step, target)
    if on is None or "player" in (target or ""):
        return None
    subject, named = on
    power, toughness = _signed(step.get("NumAtt", "+0")), _signed(step.get("NumDef", "+0"))
    if _SIGNED.fullmatch(power) is None or _SIGNED.fullmatch(toughness) is None:
        return None
    keywords = [k.strip() for k in step.get("KW").split("&")] if step.get("KW") else []
    if keywords == [SWITCHED] and not {"NumAtt", "NumDef"} & set(step.params):  # 613.4d
        whose = "CARDNAME's" if named == "CARDNAME" else f"{named}'s"
        sentence = f"Switch {whose} power and toughness until end of turn."
        return Said(({"switch_pt": subject},), sentence, _lower(sentence))
    if keywords == [NEXT_UNTAP] and step.get("Permanent") == "True" and not changed_pt(step):
        return _held_down(subject, named)
    if len(keywords) == 1 and keywords[0] in PREVENTING and not changed_pt(step):
        return _prevented(keywords[0], subject, named)
    if len(keywords) == 1 and keywords[0] in IF_ABLE and not changed_pt(step):  # this turn
        words, verb = IF_ABLE[keywords[0]]
        sentence = f"{named[0].upper()}{named[1:]} {verb} this turn if able."
        must = {"must": words, "on": subject}
        return Said((must,), sentence, _lower(sentence))
    if step.get("UntilYourNextTurn") == "True":  # 701.35a
        return _detained(step, keywords, subject, named)
    if [k.removeprefix("HIDDEN ").strip() for k in keywords] == [DESPITE_DEFENDER]:
        return None if step.get("Permanent") else _despite_defender(step, subject, named)
    if step.get("Permanent") == "True" and not changed_pt(step):  # 611.2a: no duration
        return _gains_for_good(keywords, subject, named)
    if step.get("Permanent"):
        return None
    cant = [CANT_HIDDEN.get(k.removeprefix("HIDDEN ").strip()) for k in keywords]
    cant_said = [c for c in cant if c]
    if "activate abilities" in cant_said:  # said only of detain and of static abilities
        return None
    words = [k.lower() for k, c in zip(keywords, cant, strict=True) if not c]
    if any(w not in KEYWORDS and w not in LANDWALK for w in words):
        return None
    if cant_said and not changed_pt(step) and not words:
        restricted = tuple({"cant": c, "on": subject} for c in cant_said)
        said = " or ".join(cant_said)
        sentence = f"{named[0].upper()}{named[1:]} can't {said} this turn."
        if cant_said == ["assign combat damage"]:  # 510.1
            sentence = f"{named[0].upper()}{named[1:]} assigns no combat damage this turn."
        return Said(restricted, sentence, _lower(sentence))
    instructions: list[dict[str, Any]] = []
    parts = []
    changed = "NumAtt" in step.params or "NumDef" in step.params
    if changed:
        instructions.append({"gets": _change(power, toughness), "on": subject})
        parts.append(f"gets {_change(power, toughness)}")
    for word in words:
        instructions.append({"gains": word, "on": subject})
    if words:
        parts.append("gains " + listed(words))
    if not parts:
        return None
    sentence = f"{named[0].upper()}{named[1:]} {' and '.join(parts)} until end of turn."
    if cant_said:  # "... until end of turn and can't be blocked this turn."
        instructions += [{"cant": c, "on": subject} for c in cant_said]
        sentence = f"{sentence[:-1]} and can't {' or '.join(cant_said)} this turn."
        return Said(tuple(instructions), sentence, _lower(sentence))
    return Said(tuple(instructions), sentence, "", (), (leading_duration(sentence),))


DETAINED = ["CARDNAME can't attack or block.", "CARDNAME's activated abilities can't be activated."]
"""Forge's hidden keywords of detain (701.35a), with ``UntilYourNextTurn$``."""


def _detained(step: Ability, keywords: list[str], subject: str, named: str) -> Said | None:
    """ "Detain target creature an opponent controls.": until its controller's next turn,
    it can't attack or block and its activated abilities can't be activated (701.35a)."""
    if [k.removeprefix("HIDDEN ").strip() for k in keywords] != DETAINED or changed_pt(step):
        return None
    until = Duration.YOUR_NEXT_TURN.value
    instructions = tuple(
        {"cant": words, "on": subject, "duration": until}
        for words in ("attack or block", "activate abilities")
    )
    sentence = f"Detain {named}."
    return Said(instructions, sentence, _lower(sentence))


DESPITE_DEFENDER = "CARDNAME can attack as though it didn't have defender."
"""Forge's hidden keyword for what cardhost's ``can`` says (702.3b)."""


def _despite_defender(step: Ability, subject: str, named: str) -> Said:
    """ "CARDNAME can attack this turn as though it didn't have defender.", after "gets
    +3/-1 until end of turn and" if it says so (702.3b, 611.2a)."""
    can = {"can": "attack as though it didn't have defender", "on": subject}
    words = "can attack this turn as though it didn't have defender"
    opening = f"{named[0].upper()}{named[1:]}"
    if not changed_pt(step):
        sentence = f"{opening} {words}."
        return Said((can,), sentence, _lower(sentence))
    change = _change(_signed(step.get("NumAtt", "+0")), _signed(step.get("NumDef", "+0")))
    sentence = f"{opening} gets {change} until end of turn and {words}."
    return Said(({"gets": change, "on": subject}, can), sentence, _lower(sentence))


def _gains_for_good(keywords: list[str], subject: str, named: str) -> Said | None:
    """ "It gains first strike.": with no duration stated, for the rest of the game
    (611.2a)."""
    words = [k.lower() for k in keywords]
    if not words or any(w not in KEYWORDS and w not in LANDWALK for w in words):
        return None
    game = Duration.GAME.value
    instructions = tuple({"gains": w, "on": subject, "duration": game} for w in words)
    sentence = f"{named[0].upper()}{named[1:]} gains {listed(words)}."
    return Said(instructions, sentence, _lower(sentence))


def _signed(text: str) -> str:
    """A change of power or toughness with its sign: Forge writes ``+2``, ``2`` or ``X``
    (X: counted or paid, 107.3)."""
    return f"+{text}" if text.isdigit() or text == "X" else text


def _change(power: str, toughness: str) -> str:
    """A change of power and toughness as the Oracle text writes it: "+2/+2", and
    "-2/-0" when the other part lowers (613.4c)."""
    if power.startswith("-") and toughness == "+0":
        toughness = "-0"
    elif toughness.startswith("-") and power == "+0":
        power = "-0"
    return f"{power}/{toughness}"


def listed(words: list[str]) -> str:
    if len(words) <= 2:
        return " and ".join(words)
    return ", ".join(words[:-1]) + f", and {words[-1]}"


def tap(step: Ability, target: str | None) -> Said | None:
    """ "Tap target creature.", "Tap enchanted creature.", "Tap CARDNAME." (701.26a)"""
    if target is not None and of_players(target):
        return None
    on = acted_on(step, target)
    if on is None:
        return None
    subject, named = on
    return Said(({"tap": subject},), f"Tap {named}.", f"tap {named}.")


def untap(step: Ability, target: str | None) -> Said | None:
    """ "Untap target permanent.", "Untap CARDNAME." (701.26b); "Untap up to two lands."
    (608.2d: chosen as it resolves)."""
    if step.get("UntapUpTo") == "True":
        return _untap_up_to(step, target)
    on = acted_on(step, target)
    if on is None:
        return None
    subject, named = on
    return Said(({"untap": subject},), f"Untap {named}.", f"untap {named}.")


def _untap_up_to(step: Ability, target: str | None) -> Said | None:
    """Forge's ``UntapUpTo$ True | UntapType$ Land | Amount$ 2``: "Untap up to two
    lands." (608.2d)."""
    amount, found = step.get("Amount"), kind(step.get("UntapType"))
    if target is not None or found is None or not amount.isdigit() or not 2 <= int(amount) <= 7:
        return None
    words = f"up to {NUMBERS[int(amount)]} {found.plural}"
    sentence = f"Untap {words}."
    return Said(({"untap": words},), sentence, _lower(sentence))


def remove_from_combat(step: Ability, target: str | None) -> Said | None:
    """ "Remove target attacking or blocking creature from combat." (506.4)"""
    on = acted_on(step, target)
    if on is None:
        return None
    subject, named = on
    sentence = f"Remove {named} from combat."
    return Said(({"remove_from_combat": subject},), sentence, _lower(sentence))


def regenerate(step: Ability, target: str | None) -> Said | None:
    on = acted_on(step, target)
    if on is None:
        return None
    subject, named = on
    return Said(({"regenerate": subject},), f"Regenerate {named}.")


def _return_chosen(step: Ability, target: str | None) -> Said | None:
    """ "Return a land you control to its owner's hand.": a permanent chosen as the
    effect resolves, not targeted (608.2d)."""
    moves = (step.get("Origin"), step.get("Destination"), step.get("Mandatory"))
    found = kind(step.get("ChangeType"))
    if target is not None or moves != ("Battlefield", "Hand", "True") or found is None:
        return None
    if step.get("ChangeNum", "1") != "1" or any(n in ("card", "spell") for n in found.nouns):
        return None
    sentence = f"Return {found.one} to its owner's hand."
    return Said(({"return_to_hand": found.one},), sentence, _lower(sentence))


def _moving_itself(step: Ability, destination: str | None) -> Said | None:
    """The card moving itself: a resolving spell (then not put into its owner's
    graveyard, 608.2n) or the card its ability triggered on going to a graveyard
    (400.7e), exiled, returned to its owner's hand, put on top of its owner's library
    or shuffled into it (701.24c)."""
    position = step.get("LibraryPosition")
    shuffled = step.get("Shuffle") == "True"
    if destination == "Library" and shuffled == (not position) and position in ("", "0"):
        sentence = (
            "Shuffle CARDNAME into its owner's library."
            if shuffled
            else "Put CARDNAME on top of its owner's library."
        )
        instruction = {"to_library": "this", "position": "shuffled" if shuffled else "top"}
        return Said((instruction,), sentence, _lower(sentence))
    tapped = step.get("Tapped") == "True"
    if shuffled or position or (tapped and destination != "Battlefield"):
        return None
    if destination == "Exile":
        return Said(({"exile": "this"},), "Exile CARDNAME.", "exile CARDNAME.")
    if destination == "Hand":
        sentence = "Return CARDNAME to its owner's hand."
        yours = ("Return CARDNAME from your graveyard to your hand.",)  # 113.6k: its owner's
        return Said(({"return_to_hand": "this"},), sentence, _lower(sentence), (), yours)
    if destination == "Battlefield" and step.get("Origin") == "Graveyard":  # 113.6k
        sentence = f"Return CARDNAME from your graveyard to the battlefield{' tapped' * tapped}."
        instruction: dict[str, Any] = {"return_to_battlefield": "this"}
        return Said((instruction | ({"tapped": True} if tapped else {}),), sentence)
    return None


def _that_card(destination: str, gained: bool, position: str, shuffled: bool) -> Said | None:
    """The card a permanent the trigger saw die became (400.7e), moved from the
    graveyard: "Return that card to its owner's hand.", "... to the battlefield under
    your control." (110.2a), "Exile that card.", "Put that card on top of its owner's
    library.", "Shuffle that card into its owner's library." (701.24c)"""
    if destination == "Battlefield" and not position and not shuffled:
        whose = "your" if gained else "its owner's"
        sentence = f"Return that card to the battlefield under {whose} control."
        instruction = {"return_to_battlefield": "that card"} | (
            {} if gained else {"under": "owner"}
        )
        return Said((instruction,), sentence, _lower(sentence))
    if gained:
        return None
    if destination == "Hand" and not position and not shuffled:
        sentence = "Return that card to its owner's hand."
        return Said(({"return_to_hand": "that card"},), sentence, _lower(sentence))
    if destination == "Exile" and not position and not shuffled:
        return Said(({"exile": "that card"},), "Exile that card.", "exile that card.")
    if destination == "Library" and shuffled:
        sentence = "Shuffle that card into its owner's library."
        instruction = {"to_library": "that card", "position": "shuffled"}
        return Said((instruction,), sentence, _lower(sentence))
    place = {"0": "top", "-1": "bottom"}.get(position)
    if destination == "Library" and place is not None:
        where = "top" if place == "top" else "the bottom"
        sentence = f"Put that card on {where} of its owner's library."
        return Said(({"to_library": "that card", "position": place},), sentence, _lower(sentence))
    return None


def _flickered(step: Ability, target: str | None) -> Said | None:
    """ "Exile target creature you control, then return that card to the battlefield
    under your control.", "Exile another target permanent. Return that card to the
    battlefield under its owner's control at the beginning of the next end step." (400.7,
    603.7)"""
    itself = target is None and step.get("Defined", "Self") == "Self"
    if not itself and (target is None or "Defined" in step.params or of_players(target)):
        return None
    if "Optional" in step.params:
        return None
    named, under, at = target or "CARDNAME", step.get(THEN_RETURN), step.get(RETURN_AT)
    whose = "its owner's" if under == "owner" else "your"
    instruction = {"exile": "this" if itself else "target", "then_return": under}
    ways = []
    for it in ("that card", "it"):
        back = f"return {it} to the battlefield under {whose} control"
        if at:
            ways += [f"Exile {named}. {back[:1].upper()}{back[1:]} at {at}."]
            ways += [f"Exile {named}. At {at}, {back}."]
        else:
            ways += [f"Exile {named}, then {back}."]
    instruction |= {"return_at": at} if at else {}
    return Said((instruction,), ways[0], _lower(ways[0]), (), tuple(ways[1:]))


def _shuffled(step: Ability) -> bool:
    """Whether a ``ChangeZone`` to a library shuffles the object into it (701.24c)."""
    return step.get("Shuffle") == "True" and not step.get("LibraryPosition")


def change_zone(step: Ability, target: str | None) -> Said | None:
    """Exile target permanent, or card from a graveyard; return target permanent to its
    owner's hand, or target card from your graveyard to your hand; return or exile the
    source itself (400.3, 406.2)."""
    origin, destination = step.get("Origin"), step.get("Destination")
    if step.get("Hidden") == "True":
        return _return_chosen(step, target)
    if step.get(THEN_RETURN):  # "Exile ..., then return that card to the battlefield"
        return _flickered(step, target)
    if {"Mandatory", "ShuffleNonMandatory", "ChangeType", "Optional"} & set(step.params):
        return None
    gained = step.get("GainControl") == "True"  # "... onto the battlefield under your control"
    if target is None and step.get("Defined") == THAT_CARD and origin == "Graveyard":
        return _that_card(destination, gained, step.get("LibraryPosition"), _shuffled(step))
    if gained and (target is None or (origin, destination) != ("Graveyard", "Battlefield")):
        return None
    itself = target is None and step.get("Defined", "Self") == "Self"
    if itself and origin in ("Graveyard", "Stack"):  # 400.7e; 608.2n
        return _moving_itself(step, destination)
    host = HOSTS.get(step.get("Defined"))
    if target is None and host and origin == "Battlefield" and not step.get("LibraryPosition"):
        verb = {"Exile": "exile", "Hand": "return_to_hand"}.get(destination)
        sentence = f"Exile {host}." if verb == "exile" else f"Return {host} to its owner's hand."
        return Said(({verb: host},), sentence, _lower(sentence)) if verb else None
    if target is None and step.get("Defined") == "ThatCreature" and origin == "Battlefield":
        verb = {"Exile": "exile", "Hand": "return_to_hand"}.get(destination)
        sentence = (
            "Exile that creature."
            if verb == "exile"
            else "Return that creature to its owner's hand."
        )
        return Said(({verb: "that creature"},), sentence, _lower(sentence)) if verb else None
    if target is None and step.get("Defined", "Self") == "Self" and origin == "Battlefield":
        if destination == "Hand":
            return Said(({"return_to_hand": "this"},), "Return CARDNAME to its owner's hand.")
        if destination == "Exile":
            return Said(({"exile": "this"},), "Exile CARDNAME.")
        if destination == "Library" and _shuffled(step):  # 701.24c
            sentence = "Shuffle CARDNAME into its owner's library."
            owner = ("CARDNAME's owner shuffles it into their library.",)
            return Said(({"to_library": "this", "position": "shuffled"},), sentence, "", (), owner)
        return None
    if target is None or of_players(target):
        return None
    graveyard = origin == "Graveyard" and target.endswith("graveyard")
    if origin != "Battlefield" and not graveyard:
        return None
    until = step.get(UNTIL_PARAM)
    if destination == "Exile" and until:  # 610.3
        sentence = f"Exile {target} until CARDNAME leaves the battlefield."
        return Said(({"exile": "target", "until": until},), sentence, _lower(sentence))
    if destination == "Exile":
        return Said(({"exile": "target"},), f"Exile {target}.", f"exile {target}.")
    if destination == "Library" and _shuffled(step):  # 701.24c
        sentence = f"Shuffle {target} into its owner's library."
        instruction = {"to_library": "target", "position": "shuffled"}
        if target.endswith("from your graveyard"):
            mine = sentence.replace("its owner's library", "your library")
            return Said((instruction,), sentence, _lower(mine), (), (mine,))
        owner = (
            f"The owner of {target} shuffles it into their library.",
            f"Choose {target}. Its owner shuffles it into their library.",
        )
        return Said((instruction,), sentence, _lower(sentence), (), owner)
    position = {"": "top", "0": "top", "-1": "bottom"}.get(step.get("LibraryPosition"))
    if destination == "Library" and position is not None:  # 401.4: on top, unless said
        where = "top" if position == "top" else "the bottom"
        sentence = f"Put {target} on {where} of its owner's library."
        instruction = {"to_library": "target", "position": position}
        yours = (sentence.replace("its owner's library", "your library"),)
        mine = yours if target.endswith("from your graveyard") else ()
        return Said((instruction,), sentence, _lower(sentence), (), mine)
    if destination == "Battlefield" and graveyard and target.endswith(" your graveyard"):
        sentence = f"Return {target} to the battlefield."  # 110.2a: under your control
        return Said(({"return_to_battlefield": "target"},), sentence, _lower(sentence))
    if destination == "Battlefield" and graveyard and gained:  # 110.2a: under your control
        sentence = f"Put {target} onto the battlefield under your control."
        others = (f"Return {target} to the battlefield under your control.",)
        return Said(({"return_to_battlefield": "target"},), sentence, _lower(sentence), (), others)
    if destination == "Hand" and graveyard and target.endswith(" your graveyard"):
        sentence = f"Return {target} to your hand."
        return Said(({"return_to_hand": "target"},), sentence, _lower(sentence))
    if destination == "Hand" and not graveyard:
        sentence = f"Return {target} to its owner's hand."
        return Said(({"return_to_hand": "target"},), sentence, _lower(sentence))
    return None


def scry(step: Ability, target: str | None) -> Said | None:
    count = amount(step.get("ScryNum", "1"))
    if count is None or target is not None or step.get("Defined", "You") != "You":
        return None
    return Said(({"scry": count},), f"Scry {count}.", f"scry {count}.")


def surveil(step: Ability, target: str | None) -> Said | None:
    """ "Surveil 2." (701.25a)"""
    count = amount(step.get("Amount", "1"))
    if not isinstance(count, int) or target is not None or step.get("Defined", "You") != "You":
        return None
    return Said(({"surveil": count},), f"Surveil {count}.", f"surveil {count}.")


def poison(step: Ability, target: str | None) -> Said | None:
    """ "Target player gets two poison counters." (122.1f)"""
    count = amount(step.get("Num", "1"))
    who = _player_subject(step, target)
    if not isinstance(count, int) or count < 1 or who is None:
        return None
    player, subject = who
    instruction = {"poison": count} if player == "you" else {"poison": count, "player": player}
    counters = "a poison counter" if count == 1 else f"{NUMBERS.get(count, count)} poison counters"
    sentence = f"{subject} {_third(subject, 'get')} {counters}."
    return Said((instruction,), sentence, "", (), _its_controller(sentence))


def extra_turn(step: Ability, target: str | None) -> Said | None:
    """ "Take an extra turn after this one.", "Target player takes an extra turn after
    this one." (500.7)"""
    who = _player_subject(step, target)
    count = amount(step.get("NumTurns", "1"))
    if not isinstance(count, int) or count < 1 or who is None or who[0] not in ("you", "target"):
        return None
    player, subject = who
    turns = "an extra turn" if count == 1 else f"{NUMBERS.get(count, count)} extra turns"
    if player == "you":
        sentence = f"Take {turns} after this one."
        return Said(({"extra_turn": count},), sentence, sentence[0].lower() + sentence[1:])
    sentence = f"{subject} takes {turns} after this one."
    return Said(({"extra_turn": count, "player": "target"},), sentence)


PLAYER_COUNTERS = frozenset({"ENERGY", "POISON", "EXPERIENCE"})
"""Forge's counters that a player, not a permanent, gets (122.1)."""


def _counters_of(step: Ability, target: str | None) -> tuple[int | str, str, str, str, str] | None:
    """What Forge's ``PutCounter`` or ``RemoveCounter`` puts or removes: how many, of
    what kind, on whom (the data's and the sentence's words), and how the sentence says
    the counters ("a +1/+1 counter", "two charge counters")."""
    count = amount(step.get("CounterNum", "1"))
    forge = step.get("CounterType")
    kind = counter_name(forge) if forge.isalnum() and forge not in PLAYER_COUNTERS else None
    on = acted_on(step, target)
    if count is None or kind is None or on is None:
        return None
    one = f"{article(kind)} {kind} counter"
    what = one if count == 1 else f"{NUMBERS.get(count, count)} {kind} counters"
    return count, kind, on[0], on[1], what


def put_counter(step: Ability, target: str | None) -> Said | None:
    if step.get("CounterType") == "ENERGY":
        return _energy(step, target)
    if step.get("Bolster") == "True":
        return _bolster(step, target)
    found = _counters_of(step, target)
    if found is None:
        return None
    count, kind, subject, named, what = found
    sentence = f"Put {what} on {named}."
    instruction = {"counters": kind, "amount": count, "on": subject}
    return Said((instruction,), sentence, f"put {what} on {named}.")


def _bolster(step: Ability, target: str | None) -> Said | None:
    """ "Bolster 2." (701.39a)"""
    count = amount(step.get("CounterNum", "1"))
    if target is not None or "Defined" in step.params or step.get("CounterType") != "P1P1":
        return None
    if not isinstance(count, int) or not 1 <= count <= 20:
        return None
    sentence = f"Bolster {count}."
    return Said(({"bolster": count},), sentence, _lower(sentence))


def explore(step: Ability, target: str | None) -> Said | None:
    """ "CARDNAME explores.", "Target creature you control explores." (701.44a)"""
    if target is not None and "Defined" not in step.params and not of_players(target):
        sentence = f"{target[:1].upper()}{target[1:]} explores."
        return Said(({"explore": "target"},), sentence, _lower(sentence))
    if target is None and step.get("Defined", "Self") == "Self":
        return Said(({"explore": "this"},), "CARDNAME explores.", "", (), ("It explores.",))
    return None


def copy_permanent(step: Ability, target: str | None) -> Said | None:
    """ "Create a token that's a copy of target creature you control.", "... of
    CARDNAME." (707.2, 111.1): one token."""
    if step.get("NumCopies", "1") != "1":
        return None
    if "Choices" in step.params and step.get("Populate") != "True":
        return None  # a permanent chosen as it resolves
    if step.get("Populate") == "True":  # 701.36a
        if step.get("Choices") != "Creature.token+YouCtrl" or target is not None:
            return None
        return Said(({"populate": 1},), "Populate.", "populate.")
    if target is not None and "Defined" not in step.params and not of_players(target):
        sentence = f"Create a token that's a copy of {target}."
        return Said(({"create_copy": "target"},), sentence, _lower(sentence))
    if target is None and step.get("Defined") == "Self":
        sentence = "Create a token that's a copy of CARDNAME."
        return Said(({"create_copy": "this"},), sentence, _lower(sentence))
    return None


def play(step: Ability, target: str | None) -> Said | None:
    """ "You may cast target instant card from your graveyard without paying its mana
    cost.", "You may cast a card with mana value 4 or less from your hand without paying
    its mana cost." (118.9, 608.2g)"""
    if step.get("WithoutManaCost") != "True":
        return None
    if step.get("ValidZone") == "Hand":
        return _cast_from_hand(step, target)
    if step.get("TgtZone") != "Graveyard":
        return None
    if target is None or " card " not in target:
        return None
    may = step.get("Optional") == "True"
    sentence = f"{'You may cast' if may else 'Cast'} {target} without paying its mana cost."
    instruction: dict[str, Any] = {"cast_without_paying": "target"}
    if may:
        instruction["may"] = True
    return Said((instruction,), sentence, _lower(sentence))


def _cast_from_hand(step: Ability, target: str | None) -> Said | None:
    """A card from its controller's hand, one at most; a land can't be cast (305.9), so
    "nonland" may go unsaid."""
    if target is not None or step.get("Controller", "You") != "You":
        return None
    if step.get("Amount", "1") != "1" or set(step.params) & {"TgtZone", "ValidTgts"}:
        return None
    whose = ("+YouOwn", "+YouCtrl", ".YouOwn", ".YouCtrl")  # Forge's, of a card in a hand
    valid = step.get("Valid")
    for word in whose:
        valid = valid.replace(word, "")
    card = searched(valid)
    if card is None:
        return None
    may = step.get("Optional") == "True"
    instruction: dict[str, Any] = {"cast_from_hand": card}
    if may:
        instruction["may"] = True
    casts = [
        f"cast {article(said)} {said} from your hand without paying its mana cost."
        for said in dict.fromkeys((card, card.removeprefix("nonland ")))
    ]
    ways = [f"You may {cast}" if may else cast[:1].upper() + cast[1:] for cast in casts]
    return Said((instruction,), ways[0], casts[0] if may else "", (), tuple(ways[1:]))


def reveal_hand(step: Ability, target: str | None) -> Said | None:
    """ "Target opponent reveals their hand." (701.20a); "Look at target player's hand."
    (701.20b): Forge's RevealHand is both, its own description telling which."""
    who = _player_subject(step, target)
    if who is None or who[0] == "you":
        return None
    player, subject = who
    if step.get("SpellDescription").startswith("Look at"):
        whose = f"{subject[:1].lower()}{subject[1:]}'s" if player == "target" else "that player's"
        sentence = f"Look at {whose} hand."
        return Said(({"look_at": "hand", "player": player},), sentence, _lower(sentence))
    sentence = f"{subject} {_third(subject, 'reveal')} their hand."
    return Said(({"reveals": "hand", "player": player},), sentence)


def proliferate(step: Ability, target: str | None) -> Said | None:
    """ "Proliferate." (701.34a)"""
    if target is not None:
        return None
    return Said(({"proliferate": 1},), "Proliferate.", "proliferate.")


def _energy(step: Ability, target: str | None) -> Said | None:
    """ "You get {E}{E}." (107.14): energy counters on you."""
    count = amount(step.get("CounterNum", "1"))
    if target is not None or step.get("Defined") != "You" or not isinstance(count, int):
        return None
    if not 1 <= count <= 20:
        return None
    sentence = "You get " + "{E}" * count + "."
    return Said(({"energy": count},), sentence, _lower(sentence))


def remove_counter(step: Ability, target: str | None) -> Said | None:
    """ "Remove a -1/-1 counter from CARDNAME." (122.8)"""
    found = _counters_of(step, target)
    if found is None or not isinstance(found[0], int):
        return None
    count, kind, subject, named, what = found
    sentence = f"Remove {what} from {named}."
    instruction = {"remove_counters": kind, "amount": count, "on": subject}
    return Said((instruction,), sentence, f"remove {what} from {named}.")


def gain_control(step: Ability, target: str | None) -> Said | None:
    """ "Gain control of target creature until end of turn. Untap that creature. It
    gains haste until end of turn." (Threaten: 613.1b, 611.2a)."""
    if target is None or of_players(target):
        return None
    if step.get("LoseControl", "EOT") != "EOT" or "Defined" in step.params:
        return None
    keywords = [k.strip() for k in step.get("AddKWs").split("&")] if step.get("AddKWs") else []
    if any(k not in TOKEN_KEYWORDS for k in keywords):
        return None
    instructions: list[dict[str, Any]] = [
        {"gain_control": "target", "duration": "until end of turn"}
    ]
    noun = next((w for w in target.split() if w in NOUNS), target.split()[-1])  # "creature"
    sentences = [f"Gain control of {target} until end of turn."]
    if step.get("Untap") == "True":
        instructions.append({"untap": "target"})
        sentences.append(f"Untap that {noun}.")
    for keyword in keywords:
        instructions.append({"gains": TOKEN_KEYWORDS[keyword], "on": "target"})
    if keywords:
        words = " and ".join(TOKEN_KEYWORDS[k] for k in keywords)
        sentences.append(f"It gains {words} until end of turn.")
    return Said(tuple(instructions), " ".join(sentences))


def sacrifice_self(step: Ability, target: str | None) -> Said | None:
    """ "Sacrifice CARDNAME."; "Each player sacrifices a creature." (701.21a: chosen by
    each as it resolves)."""
    if step.get("SacValid", "Self") != "Self":
        return _sacrifice_kind(step, target)
    if target is not None or step.get("Defined", "Self") != "Self" or "Amount" in step.params:
        return None
    return Said(({"sacrifice": "this"},), "Sacrifice CARDNAME.")


def _sacrifice_kind(step: Ability, target: str | None) -> Said | None:
    found = kind(step.get("SacValid"))
    who = _player_subject(step, target)
    if found is None or who is None or found.another or found.controlled:
        return None
    if any(n in ("card", "instant", "sorcery") for n in found.nouns):
        return None
    player, subject = who
    count = step.get("Amount", "1")
    if count not in ("1", "2", "3", "4", "5", "6", "7"):
        return None
    one = f"{article(found.noun_phrase)} {found.noun_phrase}"
    if count != "1":  # 701.21a: "Each player sacrifices two creatures."
        one = f"{NUMBERS[int(count)]} {found.plural}"
    instruction: dict[str, Any] = {"sacrifice": one}
    if player != "you":
        instruction["player"] = player
    sentence = f"{subject} {_third(subject, 'sacrifice')} {one}."
    may = f"sacrifice {one}." if player == "you" else ""
    return Said(
        (instruction,), sentence, may, (), (f"Sacrifice {one}.",) if player == "you" else ()
    )


def group_of(valid: str) -> Kind | None:
    """The permanents ``valid`` describes, as a group an effect acts on each of."""
    found = kind(valid)
    if found is None or any(n in ("card", "instant", "sorcery") for n in found.nouns):
        return None
    return found


def all_of(group: Kind) -> str:
    """How an Oracle sentence names every permanent of ``group`` as a subject: "All
    creatures", "Creatures you control", "Creatures your opponents control", "Other
    Elves you control"."""
    if group.controlled == "an opponent controls":
        named = group.plural.removesuffix(" an opponent controls") + " your opponents control"
    elif group.controlled or group.another:
        named = group.plural
    else:
        named = f"all {group.plural}"
    return named[:1].upper() + named[1:]


def pump_all(step: Ability, target: str | None) -> Said | None:
    """ "Creatures you control get +1/+1 [and gain trample] until end of turn." (611.2c)"""
    group = group_of(step.get("ValidCards"))
    if group is None or target is not None:
        return None
    each, named = group.words, all_of(group)
    power, toughness = _signed(step.get("NumAtt", "+0")), _signed(step.get("NumDef", "+0"))
    if _SIGNED.fullmatch(power) is None or _SIGNED.fullmatch(toughness) is None:
        return None
    words = [k.strip().lower() for k in step.get("KW").split("&")] if step.get("KW") else []
    if any(w not in KEYWORDS for w in words):
        return None
    instructions: list[dict[str, Any]] = []
    parts = []
    if "NumAtt" in step.params or "NumDef" in step.params:
        instructions.append({"gets": _change(power, toughness), "on": f"each {each}"})
        parts.append(f"get {_change(power, toughness)}")
    for word in words:
        instructions.append({"gains": word, "on": f"each {each}"})
    if words:
        parts.append("gain " + listed(words))
    if not parts:
        return None
    sentence = f"{named} {' and '.join(parts)} until end of turn."
    bare = sentence.removeprefix("All ")  # "Green creatures get -1/-1 ..."
    singular = " and ".join(p.replace("get ", "gets ").replace("gain ", "gains ") for p in parts)
    one = group.words.replace("another ", "other ", 1) if group.another else group.words
    each = f"Each {one} {singular} until end of turn."  # 611.2c: the same
    ways = (bare[:1].upper() + bare[1:], each, leading_duration(sentence))
    return Said(tuple(instructions), sentence, "", (), ways)


def destroy_all(step: Ability, target: str | None) -> Said | None:
    """ "Destroy all creatures[. They can't be regenerated]." (701.8a, 701.19c)"""
    found = group_of(step.get("ValidCards"))
    if found is None or target is not None:  # a subtype's plural: as the Oracle text says
        return None
    group = found.plural
    sentence = f"Destroy all {group}."
    each = f"Destroy each {found.words}."  # "Destroy each creature with mana value 3 or less."
    instruction: dict[str, Any] = {"destroy_all": group}
    if step.get("NoRegen") == "True":
        instruction["can_be_regenerated"] = False
        sentence += " They can't be regenerated."
        each += " They can't be regenerated."
    return Said((instruction,), sentence, "", (), (each,))


def mill(step: Ability, target: str | None) -> Said | None:
    """ "Target player mills two cards." (701.17a)"""
    count = amount(step.get("NumCards", "1"))
    who = _player_subject(step, target)
    if count is None or who is None or "Destination" in step.params:
        return None
    player, subject = who
    instruction = {"mill": count} if player == "you" else {"mill": count, "player": player}
    sentence = f"{subject} {_third(subject, 'mill')} {_cards(count)}."
    if player != "you":
        return Said((instruction,), sentence)
    today = f"Mill {_cards(count)}."  # today's Oracle words for you (701.17a)
    return Said((instruction,), sentence, _lower(today), (), (today,))


def damage_all(step: Ability, target: str | None) -> Said | None:
    """ "CARDNAME deals 2 damage to each creature [and each player]." (120.3)"""
    count = amount(step.get("NumDmg"))
    players = {"": "", "Player": "each player", "Player.Opponent": "each opponent"}.get(
        step.get("ValidPlayers")
    )
    if target is not None or count is None or players is None:
        return None
    if not step.get("ValidCards") and players:  # "... to each opponent." (120.3)
        return Said(
            ({"damage": count, "to": players},), f"CARDNAME deals {count} damage to {players}."
        )
    group = group_of(step.get("ValidCards"))
    if group is None:
        return None
    words = group.words.replace("another ", "other ", 1) if group.another else group.words
    named = words.replace(" an opponent controls", " your opponents control")
    to = f"each {words}" + (f" and {players}" if players else "")
    said = f"each {named}" + (f" and {players}" if players else "")
    players_first = (f"CARDNAME deals {count} damage to {players} and each {named}.",)
    return Said(
        ({"damage": count, "to": to},),
        f"CARDNAME deals {count} damage to {said}.",
        otherwise=players_first if players else (),
    )


def searched(valid: str) -> str | None:
    """The kind of card a library search looks for (701.23a) as an Oracle text says it:
    "basic land card", "Island or Swamp card", "Mercenary permanent card with mana
    value 3 or less", "card" (a quantity only, 701.23d); ``None`` if cardhost can't."""
    found = kind(valid)
    if found is None or found.controlled or found.another or found.keyword:
        return None
    nouns = tuple(n for n in found.nouns if n != "card")
    if valid.startswith("Permanent.") and nouns != ("permanent",):  # "Rebel permanent card"
        nouns = (f"{nouns[0]} permanent",) if len(nouns) == 1 else ()
    if not nouns and found.nouns != ("card",):
        return None
    listed = " or ".join(nouns) if len(nouns) < 3 else f"{', '.join(nouns[:-1])}, or {nouns[-1]}"
    words = " ".join(w for w in (" ".join(found.adjectives), listed, "card") if w)
    if found.name:  # 201.2: "a card named Avarax"
        return f"{words} named {found.name}"
    return f"{words} {found.compared}" if found.compared else words


NOT_FROM_HAND = frozenset({"Shuffle", "LibraryPosition", "Defined", "Hidden", "GainControl"})
NOT_FROM_HAND |= {"ShuffleNonMandatory", THEN_RETURN, RETURN_AT, UNTIL_PARAM}
"""ChangeZone's parameters that a plain put from hand hasn't."""


def put_from_hand(step: Ability, target: str | None) -> Said | None:
    """ "You may put a land card from your hand onto the battlefield." (608.2d; 305.4:
    not played); "Put ..." if Forge's choice is mandatory."""
    card = searched(step.get("ChangeType"))
    if target is not None or card is None or step.get("ChangeNum", "1") != "1":
        return None
    if set(step.params) & NOT_FROM_HAND:
        return None
    if step.get("Optional") not in ("", "You") or card == "card":
        return None
    tapped = step.get("Tapped") == "True"
    may = step.get("Mandatory") != "True"
    put = f"put {article(card)} {card} from your hand onto the battlefield{' tapped' * tapped}."
    instruction: dict[str, Any] = {"put_from_hand": card}
    instruction |= {"may": True} if may else {}
    instruction |= {"tapped": True} if tapped else {}
    sentence = f"You may {put}" if may else put[:1].upper() + put[1:]
    return Said((instruction,), sentence, put if may else "")


def hand_to_library(step: Ability, target: str | None) -> Said | None:
    """ "Put two cards from your hand on top of your library in any order.", "Put a card
    from your hand on the bottom of your library." (401.4: in any order, said or not)."""
    count = amount(step.get("ChangeNum", "1"))
    position = {"": "top", "0": "top", "-1": "bottom"}.get(step.get("LibraryPosition"))
    if target is not None or not isinstance(count, int) or count < 1 or position is None:
        return None
    if step.get("Mandatory") != "True" or step.get("ChangeType") not in ("", "Card"):
        return None
    if (
        set(step.params) & (NOT_FROM_HAND - {"Hidden", "LibraryPosition"})
        or "Optional" in step.params
    ):
        return None
    cards = "a card" if count == 1 else f"{NUMBERS.get(count, count)} cards"
    where = "on top of" if position == "top" else "on the bottom of"
    sentence = f"Put {cards} from your hand {where} your library."
    instruction: dict[str, Any] = {"hand_to_library": count}
    instruction |= {"position": "bottom"} if position == "bottom" else {}
    ordered = (sentence[:-1] + " in any order.",) if count > 1 else ()
    return Said((instruction,), sentence, otherwise=ordered)


def search(step: Ability, target: str | None) -> Said | None:
    """ "Search your library for a basic land card, reveal it, put it into your hand,
    then shuffle.", "... for up to two basic land cards, put them onto the battlefield
    tapped, then shuffle.", "... for a card, put it into your hand, then shuffle."
    (701.23, 701.23d: no reveal for a quantity only)"""
    card = searched(step.get("ChangeType"))
    count = amount(step.get("ChangeNum", "1"))
    if step.get("Origin") == AND_GRAVEYARD and target is None and card is not None:
        return _searched_with_graveyard(step, card)
    if target is not None or card is None or step.get("Origin") != "Library":
        return None
    if "GainControl" in step.params or step.get("Optional") not in ("", "True", "You"):
        return None  # "under your control"
    if not isinstance(count, int) or count < 1 or step.get("Shuffle", "True") != "True":
        return None
    if "Mandatory" in step.params and (card != "card" or step.get("Mandatory") != "True"):
        return None  # only a search for a quantity must find (701.23d)
    if step.get("ShuffleNonMandatory") not in ("", "True"):
        return None  # "you may search ... If you do, shuffle": said with its "you may"
    if count == 1:
        wanted, it = f"{article(card)} {card}", "it"
    else:
        plural = card.replace("card", "cards", 1)
        wanted, it = f"up to {NUMBERS.get(count, str(count))} {plural}", "them"
    destination = step.get("Destination")
    instruction: dict[str, Any] = {"search": card}
    if count != 1:
        instruction["count"] = count
    if destination == "Hand" and card != "card":
        instruction["reveal"] = True
        put = f"reveal {it}, put {it} into your hand"
    elif destination == "Hand":
        put = f"put {it} into your hand"
    elif destination == "Battlefield":
        instruction["to"] = "battlefield"
        tapped = step.get("Tapped") == "True"
        if tapped:
            instruction["tapped"] = True
        put = f"put {it} onto the battlefield{' tapped' if tapped else ''}"
    elif destination == "Graveyard":
        instruction["to"] = "graveyard"
        put = f"put {it} into your graveyard"
    elif destination == "Library" and step.get("LibraryPosition") == "0" and count == 1:
        return _tutored(instruction, card, wanted)
    else:
        return None
    sentence = f"Search your library for {wanted}, {put}, then shuffle."
    if "Optional" in step.params:  # "You may search ...": or not, and no shuffle
        instruction["may"] = True
        sentence = f"You may search your library for {wanted}, {put}, then shuffle."
        return Said(
            (instruction,), sentence, otherwise=(sentence.replace(", then", ". If you do,"),)
        )
    itself = re.sub(r" named .+$", " named CARDNAME", wanted)  # the card's own name (201.5)
    if itself == wanted:
        return Said((instruction,), sentence, _lower(sentence))
    own = sentence.replace(wanted, itself, 1)
    return Said((instruction,), own, _lower(own), otherwise=(sentence,))


AND_GRAVEYARD = "Library,Graveyard"
"""Forge's ``Origin$`` of a search of a library and/or a graveyard."""


def _searched_with_graveyard(step: Ability, card: str) -> Said | None:
    """ "Search your library and/or graveyard for a card named ..., reveal it, and put it
    into your hand. If you search your library this way, shuffle it." (701.23), or "You
    may ..."."""
    extra = set(step.params) - {"DB", "SP", "AB", "Cost", "Origin", "Destination", "ChangeType"}
    extra -= {"ChangeNum", "Optional", "SubAbility", "SpellDescription", "Hidden"}
    if extra or step.get("Destination") != "Hand" or step.get("ChangeNum", "1") != "1":
        return None
    if step.get("Optional") not in ("", "True"):
        return None
    instruction: dict[str, Any] = {"search": card, "reveal": True, "and_graveyard": True}
    found = f"search your library and/or graveyard for {article(card)} {card}, reveal it"
    ways = [  # ", reveal it, put it into your hand": as todays() words it
        f"{found}, put it into your hand. If you {search} your library this way, shuffle{it}."
        for it in (" it", "")
        for search in ("search", "searched")
    ]
    ways += [w.replace(", put it", ", then put it") for w in ways]
    after_may = () if step.get("Optional") else tuple(ways)  # what may follow "you may"
    if step.get("Optional"):
        instruction["may"] = True
        ways = [f"you may {w}" for w in ways]
    ways = [w[:1].upper() + w[1:] for w in ways]
    may = after_may[0] if after_may else ""
    return Said((instruction,), ways[0], may, (), tuple(ways[1:]), after_may[1:])


def _tutored(instruction: dict[str, Any], card: str, wanted: str) -> Said:
    """ "Search your library for a creature card, reveal it, then shuffle and put that
    card on top." (701.24b), and the older words of the same."""
    instruction |= {"to": "top of library"} | ({"reveal": True} if card != "card" else {})
    found = f"Search your library for {wanted}"
    shown = ", reveal it" if card != "card" else ""
    ways = [
        f"{found}{shown}, then shuffle and put that card on top.",
        f"{found}{shown}, then shuffle your library and put that card on top of it.",
    ]
    if card != "card":
        ways.append(
            f"{found} and reveal that card. Shuffle your library, then put the card on top of it."
        )
    return Said((instruction,), ways[0], _lower(ways[0]), (), tuple(ways[1:]))


TOKEN_COLORS = {c: c.lower() for c in ("White", "Blue", "Black", "Red", "Green")}
FORGE_KEYWORDS = {
    "Flying": "flying",
    "Reach": "reach",
    "First Strike": "first strike",
    "Double Strike": "double strike",
    "Lifelink": "lifelink",
    "Haste": "haste",
    "Vigilance": "vigilance",
    "Flash": "flash",
    "Trample": "trample",
    "Deathtouch": "deathtouch",
    "Menace": "menace",
    "Defender": "defender",
    "Indestructible": "indestructible",
    "Hexproof": "hexproof",
    "Shroud": "shroud",
    "Exalted": "exalted",
    "Prowess": "prowess",
    "Fear": "fear",
    "Devoid": "devoid",
    "Wither": "wither",
    "Infect": "infect",
    "Intimidate": "intimidate",
    "Shadow": "shadow",
    "Horsemanship": "horsemanship",
    "Skulk": "skulk",
    "Flanking": "flanking",
    "Persist": "persist",
    "Undying": "undying",
    "Changeling": "changeling",
    "Convoke": "convoke",
    "Improvise": "improvise",
    "Delve": "delve",
    "Storm": "storm",
    "Cascade": "cascade",
    "Rebound": "rebound",
    "Sunburst": "sunburst",
    "Retrace": "retrace",
    "Split second": "split second",
    "Mentor": "mentor",
    "Evolve": "evolve",
    "Unleash": "unleash",
    "Living Weapon": "living weapon",
    "Totem armor": "totem armor",
    "Umbra armor": "umbra armor",
    **{walk.capitalize(): walk for walk in LANDWALK},
    **{f"Protection from {c.word}": f"protection from {c.word}" for c in Color},
    **{
        f"Protection from {kind}": f"protection from {kind}"
        for kind in ("artifacts", "creatures", "enchantments", "lands", "planeswalkers")
    },
}
"""Forge's keywords (``K:``) that are cardhost keywords of the same rules (702)."""
TOKEN_KEYWORDS = FORGE_KEYWORDS
"""Keywords a token may have, as Forge's ``TokenKeywords$`` says them: any of them."""


def token(step: Ability, target: str | None) -> Said | None:
    """ "Create two 1/1 green Squirrel creature tokens [with flying]." (111.2, 111.4)"""
    count = amount(step.get("TokenAmount", "1"))
    name, power, toughness = (
        step.get("TokenName"),
        step.get("TokenPower"),
        step.get("TokenToughness"),
    )
    if target is not None or count is None or step.get("TokenOwner", "You") != "You":
        return None
    if not name.replace(" ", "").isalpha() or not power.isdigit() or not toughness.isdigit():
        return None
    types = step.get("TokenTypes").split(",")
    kinds = [t for t in types if t in ("Artifact", "Creature", "Enchantment")]
    subtypes = [t for t in types if t not in kinds]
    if "Creature" not in kinds or not subtypes:
        return None
    colors = [TOKEN_COLORS.get(c) for c in step.get("TokenColors").split(",")]
    if step.get("TokenColors") == "Colorless":
        colors = []
    elif not colors or None in colors:
        return None
    keywords = (
        [TOKEN_KEYWORDS.get(k) for k in step.get("TokenKeywords").split("<>")]
        if step.get("TokenKeywords")
        else []
    )
    if None in keywords:
        return None
    named = [c for c in colors if c]
    pair = color_pair(*named) if len(named) == 2 else named  # "green and white" (105.1)
    said_colors = " and ".join(pair) or "colorless"
    kind_words = " ".join(k.lower() for k in kinds)
    what = f"{power}/{toughness} {said_colors} {' '.join(subtypes)} {kind_words}"
    many = "a" if count == 1 else NUMBERS.get(count, str(count))
    if count == 1 and power.startswith(("8", "11", "18")):
        many = "an"
    plural = "" if count == 1 else "s"
    sentence = f"Create {many} {what} token{plural}"
    older = (
        f"{'a' if count == 1 else many} {said_colors} {power}/{toughness}"  # "green and white 2/2"
    )
    earlier = f"Create {older} {' '.join(subtypes)} {kind_words} token{plural}"
    said_keywords = [k for k in keywords if k]
    if said_keywords:
        sentence += " with " + listed(said_keywords)
        earlier += " with " + listed(said_keywords)
    face: dict[str, Any] = {"name": f"{name} Token"}
    if colors:
        face["colors"] = [c for c in colors if c]
    face |= {"types": kinds, "subtypes": subtypes, "power": int(power), "toughness": int(toughness)}
    if said_keywords:
        face["keywords"] = said_keywords
        face["oracle"] = ", ".join(said_keywords).capitalize()
    instruction: dict[str, Any] = {"create": f"{name} Token"}
    if count != 1:
        instruction["count"] = count
    if step.get("TokenTapped") == "True":  # 110.5b: "Create a tapped 2/2 ... token"
        instruction["tapped"] = True
        sentence = sentence.replace(f"Create {many} ", f"Create {many} tapped ", 1)
        first, rest = older.split(" ", 1)
        earlier = earlier.replace(older, f"{first} tapped {rest}", 1)
    return Said((instruction,), sentence + ".", _lower(sentence) + ".", (face,), (earlier + ".",))


TOKEN_PARAMS = frozenset(
    {"TokenAmount", "TokenName", "TokenTypes", "TokenOwner", "TokenColors", "TokenPower"}
    | {"TokenToughness", "TokenKeywords", "TokenImage", "TokenAltImages", "TokenTapped"}
)


def set_state(step: Ability, target: str | None) -> Said | None:
    """ "Transform CARDNAME." (701.27a)"""
    if target is not None or step.get("Mode") != "Transform":
        return None
    if step.get("Defined", "Self") != "Self":
        return None
    return Said(({"transform": "this"},), "Transform CARDNAME.", "transform CARDNAME.")
