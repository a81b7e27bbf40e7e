"""Translating a Forge script into a cardhost card file's table, exactly or not at all.

Each construct of the script is either said in cardhost's card format with the same
rules, or named as a reason the card is skipped: the Forge construct and the cardhost
capability it lacks. A spell's effect is also written back as Oracle-style sentences and
compared with the script's Oracle text, so a script whose parameters say something its
Oracle text doesn't is skipped rather than imported wrong.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from itertools import islice, permutations, product
from types import MappingProxyType
from typing import Any

from cardhost.forge.added_types import added_types
from cardhost.forge.apis import APIS
from cardhost.forge.blocking import THAT_CREATURE, merged_pair, other_creature, pair_event
from cardhost.forge.chosen import CHOOSING, of_choice, using_choice
from cardhost.forge.conditional import CONDITION_KEYS, step_condition, with_condition
from cardhost.forge.conditions import NAMED, Condition, checked, compared, said_ways, unless_said
from cardhost.forge.copies import clone
from cardhost.forge.costs import cost_text, counter_name, mana_symbols
from cardhost.forge.counted import (
    BLOCKERS_OF_THIS,
    REPEATED_PLAYER,
    Counted,
    counted,
    counted_amount,
    worded,
)
from cardhost.forge.creature_types import current_subtypes
from cardhost.forge.damage_replacing import (
    damage_replacements,
    redirection_svars,
    replaced_svars,
    static_redirection,
)
from cardhost.forge.dealt_by import dealt_by, power_counted
from cardhost.forge.defining import defining, stars
from cardhost.forge.delayed import AT_PARAM, delayed_step, with_at
from cardhost.forge.effects import (
    AND_GRAVEYARD,
    DESPITE_DEFENDER,
    FORGE_KEYWORDS,
    NUMBERS,
    PREVENTING,
    THAT_CARD,
    TOKEN_PARAMS,
    Said,
    all_of,
    searched,
)
from cardhost.forge.exchanging import exchange
from cardhost.forge.exiled_until import until_step
from cardhost.forge.fighting import fight, only_a_target
from cardhost.forge.flicker import flicker_step
from cardhost.forge.group_rules import group_rule
from cardhost.forge.instead import choice_of, referring, with_instead, with_x
from cardhost.forge.leveler import level_range, level_words
from cardhost.forge.player_effects import player_effect
from cardhost.forge.predefined import predefined, predefined_said
from cardhost.forge.preventing import EFFECT_PARAMS, chosen_colors, prevention
from cardhost.forge.redirecting import REDIRECTING_PARAMS, redirection
from cardhost.forge.repeated import REPEATED, each_player_step, repeated
from cardhost.forge.script import (
    DEEPEST_CHAIN,
    Ability,
    Script,
    ScriptError,
    ScriptFace,
    follow,
    parse_ability,
)
from cardhost.forge.static_prevention import (
    granted_prevention,
    keyword_statics,
    prevention_static,
)
from cardhost.forge.targeted import DEFINED_TARGET, THAT_PLAYER_DEFINED, targeted
from cardhost.forge.targeted import EVENT as TARGETED
from cardhost.forge.unless import unless_of, upkeep_cost, with_unless
from cardhost.forge.valid import SUBTYPES, THAT_PLAYERS, Kind, article, kind
from cardhost.forge.wording import (
    having,
    joined,
    listed_with_and,
    named_once,
    opponents,
    plural,
    todays,
)
from cardhost.loading.paragraphs import without_reminder
from cardhost.model.card_types import SUPERTYPES, CardType, subtype_kind
from cardhost.model.continuous import DEFENDING_CONTROLS, RULED_PLAYERS, restrictions_of
from cardhost.model.costs import CostError, parse_cost
from cardhost.model.definitions import (
    EITHER_EVENTS,
    ENCHANTED_CONTROLLERS,
    TRIGGER_STATES,
    alternative_cost_paragraphs,
)
from cardhost.model.keywords import NUMBERED, normal, numbered, protection


@dataclass(frozen=True)
class Reason:
    """Why a script isn't imported: the Forge ``construct`` and the cardhost capability
    it ``lacks``."""

    construct: str
    lacks: str

    def __str__(self) -> str:
        return f"{self.construct}: {self.lacks}"


@dataclass
class Translation:
    """A script's card table, or the reasons it has none."""

    table: dict[str, Any] = field(default_factory=dict)
    reasons: list[Reason] = field(default_factory=list)

    def skip(self, construct: str, lacks: str) -> None:
        reason = Reason(construct, lacks)
        if reason not in self.reasons:
            self.reasons.append(reason)


IGNORED_FIELDS = frozenset(
    {"DeckHints", "DeckHas", "DeckNeeds", "HandLifeModifier", "AI", "MeldPair", "Picture"}
    | {"AlternateMode"}
)
"""Keys of a script that only Forge's deck builder and AI read (no rules), and
``AlternateMode``, read as the script is (:func:`translate`)."""
LIFE_LOST = "AFLifeLost"
"""Forge's SVar of the life the ``LoseLife`` before it made players lose (119.3)."""


def _named_if(trigger: Ability) -> Condition | None:
    """A trigger's intervening "if" Forge names (``Revolt$ True``: "if a permanent you
    controlled left the battlefield this turn") or of your life total (``LifeTotal$ You |
    LifeAmount$ LE5``: "if you have 5 or less life"), or ``None``."""
    named = [n for n in NAMED_IFS if trigger.get(n) == "True"]
    if len(named) == 1 and not {"IsPresent", "CheckSVar", "LifeTotal"} & set(trigger.params):
        return NAMED[named[0]]
    if trigger.get("LifeTotal") == "You" and not named:
        return compared(counted("Count$YourLifeTotal"), trigger.get("LifeAmount"))
    return None


DRAWERS = {"Card.YouCtrl": "you", "Card.YouOwn": "you", "Card.OppOwn": "an opponent"}
DRAWERS |= {"Card": "a player", "Card.OppCtrl": "an opponent"}
"""Forge's ``ValidCard$`` of a ``Drawn`` trigger: whose draws it watches (121.1)."""
DRAWS = {True: "draw a card", False: "draws a card"}
"""How an Oracle text says a draw, of "you" and of another player."""
ALTERNATIVE_COST = "AltCost"
"""Forge's SVar of a spell's alternative cost (118.9)."""
IGNORED_SVARS = frozenset(
    {
        *(
            ALTERNATIVE_COST,
            "Picture",
            "EnchantMe",
            "maxLevel",
            "NoZeroToughnessAI",
            LIFE_LOST,
            "SacrificeEndCombat",
            "FreeSpellAI",
            "AIExertCondition",
            "HasDamagedEffect",
            "PlayBeforeLandDrop",
            "AICastPreference",
            "RemAIDeck",
            "RemRandomDeck",
            "AIPreference",
            "PlayMain1",
            "SacMe",
        ),
        *("NonStackingAttachEffect", "OblivionRing", "EnchantMe", "EquipMe"),
        *("BuffedBy", "NonStackingEffect", "NeedsToPlay", "NeedsToPlayVar", "DiscardMe"),
        *("HasCombatEffect", "HasAttackEffect", "HasBlockEffect", "MustBeBlocked"),
        *(
            "EndOfTurnLeavePlay",
            "AIPriorityModifier",
            "Targeting",
            "ManaNeededToAvoidNegativeEffect",
        ),
        *("NonCombatPriority", "PicCount", "AntiBuffedBy", "AmbushAI", "AIPreferences"),
    }
)
"""SVars that are hints to Forge's AI or images: no rules."""


SUPERTYPE_WORDS = frozenset(SUPERTYPES)
TYPE_WORDS = {t.value: t.value for t in CardType} | {"Tribal": CardType.KINDRED.value}


def translate(script: Script) -> Translation:
    """The card table of ``script``, or the reasons it can't be said exactly."""
    out = Translation()
    mode = script.alternate_mode.strip()
    two = len(script.faces) == 2
    if (len(script.faces) > 1 or mode) and not (two and mode in ("DoubleFaced", "Split")):
        out.skip(f"AlternateMode:{mode or 'two faces'}", "cards with two faces in the importer")
        return out
    front = script.front
    fuse = mode == "Split" and FUSE in front.keywords  # 702.102a: across both halves
    if fuse:
        front = replace(front, keywords=tuple(k for k in front.keywords if k != FUSE))
    try:
        _face(front, out)
        if "ManaCost" not in front.fields and "Land" not in front.fields.get("Types", "").split():
            out.skip("ManaCost:", "missing: a script says 'no cost' of a card with none (202.1b)")
        if mode == "DoubleFaced":
            _back(script.faces[1], out)
        if mode == "Split":
            _right(script.faces[1], out)
        if fuse:
            out.table["fuse"] = True
    except ScriptError as error:
        out.skip("script", str(error))
    return out


def _back(face: ScriptFace, out: Translation) -> None:
    """The back face of a transforming double-faced card (712.2): its own characteristics
    and abilities, no mana cost (712.8e); the tokens its abilities create are the card's."""
    back = Translation()
    _face(face, back)
    for reason in back.reasons:
        out.skip(f"back face: {reason.construct}", reason.lacks)
    if face.fields.get("ManaCost", "no cost") != "no cost":
        out.skip("back face: ManaCost", "a back face has no mana cost (712.8e)")
    for made in back.table.pop("tokens", []):
        _token_face(made, out)
    back.table.pop("mana_cost", None)
    out.table["back"] = back.table


MANA_KEYWORDS = ("Echo", "Buyback", "Evoke", "Scavenge", "Madness", "Unearth", "Dash")
"""Forge's keywords of a mana cost that are cardhost's keys of the same name, said in a
paragraph of the keyword and the cost ("Echo {2}{R}", "Buyback {3}", "Evoke {R}",
"Scavenge {4}{G}{G}")."""
AFTERMATH = "Aftermath"
"""Forge's keyword of a split card's right half with aftermath (702.127a)."""
FUSE = "Fuse"
"""Forge's keyword of a split card's left half for fuse (702.102a)."""


def _right(face: ScriptFace, out: Translation) -> None:
    """A split card's right half (709.1): its own characteristics and spell, and
    aftermath (702.127a); the tokens its spell creates are the card's. Fuse (702.102)
    isn't said."""
    right = Translation()
    aftermath = AFTERMATH in face.keywords
    keywords = tuple(k for k in face.keywords if k != AFTERMATH)
    _face(replace(face, keywords=keywords), right)
    for reason in right.reasons:
        out.skip(f"right half: {reason.construct}", reason.lacks)
    for made in right.table.pop("tokens", []):
        _token_face(made, out)
    if aftermath:
        right.table["aftermath"] = True
    out.table["right"] = right.table


def _says_alternative_cost(face: ScriptFace, paragraph: str) -> bool:
    """Whether ``paragraph`` is the one saying the card's alternative cost (118.9), which
    ``alternative_cost`` claims: "You may ... rather than pay this spell's mana cost."."""
    return (
        face.svar(ALTERNATIVE_COST) is not None
        and paragraph.startswith("You may ")
        and paragraph.endswith(
            (" rather than pay this spell's mana cost.", " rather than pay CARDNAME's mana cost.")
        )
    )


def _alternative_cost(face: ScriptFace, out: Translation) -> None:
    """Forge's ``SVar:AltCost:Cost$ ...``: a cost paid rather than the spell's mana cost
    (118.9), as ``alternative_cost``; one with a condition or from another zone is
    skipped."""
    alternative = parse_ability(face.svar(ALTERNATIVE_COST) or "")
    extra = sorted(set(alternative.params) - {"Cost", "Description"})
    if extra:
        out.skip(f"SVar:AltCost with {extra[0]}$", "this alternative cost in the importer")
        return
    said, unsaid = cost_text(alternative.get("Cost"))
    if unsaid or not said or "CARDNAME" in said:
        out.skip(f"SVar:AltCost of {unsaid or said}", "this alternative cost in the importer")
        return
    try:
        ways = alternative_cost_paragraphs(parse_cost(said, additional=True), "CARDNAME")
    except CostError as error:
        out.skip(f"SVar:AltCost of {said}", f"a cost cardhost reads: {error}")
        return
    if not set(ways) & set(_paragraphs(face)):
        out.skip("SVar:AltCost", f"a paragraph {ways[0]!r} (118.9)")
        return
    out.table["alternative_cost"] = said


def _face(face: ScriptFace, out: Translation) -> None:
    table = out.table
    for key in face.fields:
        if key not in IGNORED_FIELDS and key not in HANDLED_FIELDS:
            out.skip(f"{key}:", "this key in the importer")
    table["name"] = face.name
    cost = face.fields.get("ManaCost", "no cost")
    if cost != "no cost":
        table["mana_cost"] = mana_cost(cost, out)
    _types(face, out)
    if "PT" in face.fields:
        _power_toughness(face.fields["PT"], out)
    if "Loyalty" in face.fields:
        loyalty = face.fields["Loyalty"]
        if not loyalty.isdigit():
            out.skip(f"Loyalty:{loyalty}", "a loyalty that isn't a number")
        else:
            table["loyalty"] = int(loyalty)
    if "Colors" in face.fields:
        table["colors"] = [c.strip() for c in face.fields["Colors"].split(",")]
    keywords = [_keyword(k, face, out) for k in face.keywords if not _enchant(k, out)]
    if any(keywords):
        table["keywords"] = [k for k in keywords if k]
    table["oracle"] = face.oracle
    for ability in face.abilities:
        _ability(face, ability, out)
    flashback = _flashback(face, out)
    if flashback and "spell" in table:  # 702.34a: the spell's, cast from a graveyard
        table["spell"]["flashback"] = flashback
    if face.svar(ALTERNATIVE_COST) is not None:
        _alternative_cost(face, out)
    _mana_choices(face, out)
    for trigger in _merged(face, face.triggers):
        _trigger(face, trigger, out)
    statics = _levels(face, out) if "level_up" in table else face.statics
    for static in statics:
        if static.get("Mode") in ("ReduceCost", "RaiseCost"):
            _cost_change(face, static, out)
        elif static.get("Mode") == "CantBlockBy" and "ValidAttacker" in static.params:
            _cant_be_blocked_by(face, static, out)
        elif static.get("Mode") == "CantAttack" and "UnlessDefenderControls" in static.params:
            _cant_attack_unless(face, static, out)
        elif static.get("CharacteristicDefining") == "True":
            _defining(face, static, out)
        else:
            _static(face, static, out)
    if stars(table) and "characteristic_defining" not in table:
        out.skip(
            f"PT:{face.fields['PT']}", "a power or toughness defined by an ability in the importer"
        )
    for replacement in face.replacements:
        _replacement(face, replacement, out)
    if not out.reasons:  # an SVar of rules that no ability said refers to
        referenced = _referenced(face)
        for name in face.svars:
            inert = (face.svar(name) or "").startswith("Count$")  # a number, no rules: the AI's
            inert = inert or face.svar(name) == REMEMBERED_AMOUNT
            inert = inert or (face.svar(name) or "").startswith("SVar:")  # a hint it gives
            if name not in IGNORED_SVARS and name not in referenced and not inert:
                out.skip(f"SVar:{name}", "an SVar no translated ability refers to")


def _replacement(face: ScriptFace, replacement: Ability, out: Translation) -> None:
    """A replacement effect of a static ability (614.1a): one that prevents damage
    (615), as a ``[[statics]]`` entry with ``prevent``."""
    if _tapped_unless_counted(face, replacement, out):
        return
    said = prevention_static(replacement) or static_redirection(replacement, face.svar)
    ways = damage_replacements(replacement, face.svar) if said is None else []
    if ways:  # 614.1a: as the Oracle text says the source
        paragraphs = _paragraphs(face)
        entry = next((e for e, s in ways if _found([s], paragraphs) is not None), None)
        if entry is None:
            out.skip("R: whose Oracle text reads otherwise", f"a paragraph {ways[0][1]!r}")
            return
        out.table.setdefault("replacements", []).append(entry)
        return
    if said is None:
        head = next(iter(replacement.params.items()), ("", ""))
        out.skip(f"R:{head[0]}$ {head[1]}", "this kind of ability in the importer")
        return
    entry, texts = said
    if _found(texts, _paragraphs(face)) is None:
        out.skip("R: whose Oracle text reads otherwise", f"a paragraph {texts[0]!r}")
        return
    out.table.setdefault("statics", []).append(entry)


ENTERING_TAPPED = {"DB": "Tap", "Defined": "Self", "ETB": "True", "SubAbility": "MoveToPlay"}
"""Forge's step that taps a card as it enters (614.1d), then puts it onto the battlefield."""
TAPPED_IF = {
    "GT": ("at_most", 0),
    "GE": ("at_most", -1),
    "LE": ("at_least", 1),
    "LT": ("at_least", 0),
}
"""A Forge comparison that taps the card, and the bound of the count it enters untapped
within (the other way round): tapped if greater than 2 is untapped if at most 2."""


def _tapped_unless_counted(face: ScriptFace, replacement: Ability, out: Translation) -> bool:
    """Forge's "CARDNAME enters the battlefield tapped unless you control two or fewer
    other lands." (614.1d): a replacement tapping the card as it enters if a count is
    beyond a bound, as ``enters_tapped_unless`` (the count within the other bound);
    ``False`` for any other replacement."""
    params = replacement.params
    if params.get("Event") != "Moved" or params.get("ValidCard") != "Card.Self":
        return False
    if (
        params.get("Destination") != "Battlefield"
        or face.svar(params.get("ReplaceWith", "")) is None
    ):
        return False
    step = follow(face, params["ReplaceWith"])
    rest = {k: v for k, v in step.params.items() if k not in ENTERING_TAPPED}
    if any(step.get(k) != v for k, v in ENTERING_TAPPED.items()):
        return False
    compared = re.fullmatch(r"(GT|GE|LE|LT)(\d)", rest.pop("ConditionSVarCompare", ""))
    svar = face.svar(rest.pop("ConditionCheckSVar", "")) or ""
    rest.pop("References", None)
    if rest or compared is None or not svar.startswith("Count$LastStateBattlefield "):
        return False
    count = counted("Count$Valid " + svar.removeprefix("Count$LastStateBattlefield "))
    if count is None or not count.data.endswith(" you control"):
        return False
    key, shift = TAPPED_IF[compared[1]]
    bound = int(compared[2]) + shift
    plural = count.data.removeprefix("the number of ").removesuffix(" you control")
    many = NUMBERS.get(bound, str(bound)) if bound > 1 else "one"
    words = [f"{many} or {'fewer' if key == 'at_most' else 'more'} {p}" for p in (plural,)]
    if key == "at_most":  # the card itself isn't on the battlefield yet: "other lands"
        words.append(f"{many} or fewer other {plural}")
    said = [f"CARDNAME enters the battlefield tapped unless you control {w}." for w in words]
    found = _found(said, _paragraphs(face))
    if found is None or bound < 1:
        out.skip("R:Event$ Moved of entering tapped", f"a paragraph {said[0]!r}")
        return True
    other = "other " if "other" in found.split(" control ", 1)[1] else ""
    out.table["enters_tapped"] = True
    whose = f"the number of {other}{plural} you control"
    out.table["enters_tapped_unless"] = {"count": whose, key: bound}
    return True


def _entering_tapped_svars(face: ScriptFace, replacement: Ability) -> set[str]:
    """The SVars an entering-tapped replacement (614.1d) refers to: its step, the step
    putting the card onto the battlefield, and the count it checks."""
    name = replacement.get("ReplaceWith")
    if replacement.get("Event") != "Moved" or face.svar(name) is None:
        return set()
    step = follow(face, name)
    if any(step.get(k) != v for k, v in ENTERING_TAPPED.items()):
        return set()
    return {name, ENTERING_TAPPED["SubAbility"], step.get("ConditionCheckSVar")}


HANDLED_FIELDS = frozenset({"Name", "ManaCost", "Types", "PT", "Loyalty", "Colors", "Oracle"})


def mana_cost(text: str, out: Translation) -> str:
    """Forge's ``2 W W`` as ``{2}{W}{W}`` (hybrid ``W/U`` or ``WU``, Phyrexian ``W/P``,
    ``2/W``)."""
    symbols = mana_symbols(text.split())
    if symbols is None:
        bad = [p for p in text.split() if mana_symbols([p]) is None]
        out.skip(f"ManaCost:{text}", f"the mana symbol {bad[0]!r}")
        return ""
    return symbols


def _types(face: ScriptFace, out: Translation) -> None:
    """The type line (205): supertypes, card types and subtypes, a retired creature type
    as the one it became (205.3m)."""
    text = face.fields.get("Types", "")
    supertypes, types, subtypes = [], [], []
    for word in text.split():
        if word in SUPERTYPE_WORDS:
            supertypes.append(word)
        elif word in TYPE_WORDS:
            types.append(TYPE_WORDS[word])
        else:
            subtypes.append(word)
    if not types:
        out.skip(f"Types:{text}", "a card type cardhost knows (300.1)")
    if supertypes:
        out.table["supertypes"] = supertypes
    out.table["types"] = types
    creature = bool({CardType.CREATURE.value, CardType.KINDRED.value} & set(types))
    subtypes, problem = current_subtypes(subtypes, creature, face.oracle, face.name)
    if problem:
        out.skip(f"Types:{text}", problem)
    if subtypes:
        out.table["subtypes"] = subtypes


def _power_toughness(text: str, out: Translation) -> None:
    """``PT:2/3``; ``*`` (208.2a) as it is, which a characteristic-defining ability must
    then define (:func:`_defining`)."""
    power, _, toughness = text.partition("/")
    for key, value in (("power", power), ("toughness", toughness)):
        if not value.isdigit() and value != "*":
            out.skip(f"PT:{text}", "a power or toughness defined by an ability in the importer")
            return
        out.table[key] = "*" if value == "*" else int(value)


def _defining(face: ScriptFace, static: Ability, out: Translation) -> None:
    """A characteristic-defining power or toughness (604.3), its paragraph checked."""
    found = defining(face, static)
    if isinstance(found, str):
        out.skip(found, "this characteristic-defining ability in the importer")
    elif found[1] not in _paragraphs(face):
        out.skip(
            "S: CharacteristicDefining$ whose Oracle text reads otherwise",
            f"a paragraph {found[1]!r}",
        )
    else:
        out.table["characteristic_defining"] = found[0]


def _enters_with(keyword: str, face: ScriptFace, out: Translation) -> None:
    """``K:etbCounter:P1P1:2``: "CARDNAME enters the battlefield with two +1/+1 counters
    on it." (614.1c); an amount X the spell's X (107.3m) or a count ("where X is ...");
    only if it was kicked (702.33d) or a count holds ("Raid — ... if you attacked this
    turn"), the sentence checked against the Oracle text with the others."""
    parts = keyword.split(":")
    said = _entering_amount(face, parts)
    terms = _entering_condition(face, parts)
    if said is None or terms is None or len(parts) > 5:
        out.skip(f"K:{keyword}", "this entering with counters in the importer")
        return
    (name, amount, extra, sentences), (condition, ways) = said, terms
    if "enters_with_counters" in out.table:
        out.skip(f"K:{keyword}", "entering with two kinds of counters in the importer")
        return
    texts = [w(s) for s in sentences for w in ways]
    worded = [p for p in _paragraphs(face) if _ABILITY_WORD.match(p)]  # 207.2c: "Raid — "
    texts += [f"{m[1]}{t}" for t in texts for p in worded if (m := _ABILITY_WORD.match(p))]
    if _found(texts, _paragraphs(face)) is None:
        out.skip(f"K:{keyword}", f"a paragraph {texts[0]!r}")
        return
    out.table["enters_with_counters"] = {name: amount, **extra, **condition}


def _entering_amount(
    face: ScriptFace, parts: list[str]
) -> tuple[str, int | str, dict[str, str], list[str]] | None:
    """The kind, the amount (a number or "X"), its count if X is counted, and the
    sentences saying it: "CARDNAME enters the battlefield with X +1/+1 counters on it,
    where X is ..." (or "... a +1/+1 counter on it for each ...")."""
    if len(parts) < 3:
        return None
    name, number = counter_name(parts[1]), parts[2]
    opening = "CARDNAME enters the battlefield with"
    if number.isdigit() and 1 <= int(number) <= 20:
        count = int(number)
        counters = f"{NUMBERS[count]} {name} counter{'s' if count > 1 else ''}"
        return name, count, {}, [f"{opening} {counters} on it."]
    if number != "X":
        return None
    x = face.svar("X") or ""
    if x == X_PAID:  # 107.3m: the X of the spell it was
        return name, "X", {}, [f"{opening} X {name} counters on it."]
    counted = counted_amount(x, False)
    if counted is None:
        return None
    said = (counted.oracle, *counted.also)
    ways = [f"{opening} X {name} counters on it, where X is {words}." for words in said]
    ways += [f"{opening} a number of {name} counters on it equal to {words}." for words in said]
    if counted.each:  # "for each color of mana spent to cast it"
        each = {counted.each, counted.each.replace(" to cast this spell", " to cast it")}
        ways += [f"{opening} a {name} counter on it for each {e}." for e in sorted(each)]
    return name, "X", {"x": counted.data}, ways


def _entering_condition(
    face: ScriptFace, parts: list[str]
) -> tuple[dict[str, Any], list[Callable[[str], str]]] | None:
    """An entering with counters' condition as data, and how each sentence says it:
    none; "If CARDNAME was kicked, it enters ..." (702.33d); "... if [a count holds]."."""
    said = parts[3].strip() if len(parts) > 3 else "no condition"
    if said.lower() == "no condition":
        return {}, [lambda sentence: sentence]
    if said == "Revolt$ True":
        condition: Condition | None = NAMED["Revolt"]
    elif said.startswith("CheckSVar$ ") and "|" not in said:
        name = said.removeprefix("CheckSVar$ ")
        if (face.svar(name) or "").startswith("Count$Kicked"):  # 702.33d
            return {"if": "it was kicked"}, [
                lambda s: s.replace("CARDNAME enters", "If CARDNAME was kicked, it enters", 1)
            ]
        svar = face.svar(name) or ""
        named = next((n for n in NAMED if svar == f"Count${n}.1.0"), None)  # "Count$Morbid.1.0"
        condition = NAMED[named] if named else compared(counted(svar), "GE1")
    else:
        return None
    if condition is None:
        return None
    table, _ = condition
    return {"if": table}, [
        (lambda s, words=words: f"{s[:-1]} if {words}.") for words in said_ways(condition)
    ]


ETB_OTHER = "ETBReplacement:Other:"
"""Forge's keyword naming the SVar of how the card enters (614.1)."""


def _tapped_unless(face: ScriptFace, svar: str, out: Translation) -> None:
    """Forge's "enters tapped unless you control a Mountain or a Plains" (614.1d): a tap
    on entering unless permanents of a kind are present."""
    params = dict(p.strip().partition("$")[::2] for p in svar.split("|"))
    params = {k.strip(): v.strip() for k, v in params.items()}
    expected = {"DB", "Defined", "ETB", "ConditionPresent", "ConditionCompare", "SpellDescription"}
    if "UnlessCost" in params:  # 614.12: "you may pay 2 life. If you don't, ..."
        _tapped_unless_paid(face, params, out)
        return
    found = kind(params.get("ConditionPresent", ""))
    plain = (
        params.get("DB") == "Tap" and params.get("Defined") == "Self" and set(params) <= expected
    )
    if not plain or params.get("ConditionCompare") != "EQ0" or found is None:
        out.skip("K:ETBReplacement", "this replacement in the importer")
        return
    if found.controlled != "you control" or found.adjectives or found.another or found.keyword:
        out.skip("K:ETBReplacement", "this replacement in the importer")
        return
    ones = " or ".join(f"{article(n)} {n}" for n in found.nouns)
    said = f"CARDNAME enters the battlefield tapped unless you control {ones}."
    if said not in _paragraphs(face):
        out.skip("K:ETBReplacement", f"a paragraph {said!r}")
        return
    out.table["enters_tapped"] = True
    out.table["enters_tapped_unless"] = {"count": f"the number of {found.plural}", "at_least": 1}


def _tapped_unless_paid(face: ScriptFace, params: dict[str, str], out: Translation) -> None:
    """Forge's shockland: "As CARDNAME enters the battlefield, you may pay 2 life. If you
    don't, CARDNAME enters the battlefield tapped." (614.1d, 614.12)."""
    known = {"DB", "Defined", "ETB", "UnlessCost", "UnlessPayer", "UnlessAI"}
    known |= {"StackDescription", "SpellDescription"}
    revealed = _revealed(params.get("UnlessCost", ""))
    if revealed is not None:  # 701.20a: "you may reveal a Giant card from your hand"
        if params.get("UnlessPayer") != "You" or not set(params) <= known:
            out.skip("K:ETBReplacement with UnlessCost$ Reveal", "this reveal in the importer")
            return
        said = (
            f"As CARDNAME enters the battlefield, you may reveal {article(revealed)} "
            f"{revealed} from your hand. If you don't, CARDNAME enters the battlefield tapped."
        )
        if said not in _paragraphs(face):
            out.skip("K:ETBReplacement", f"a paragraph {said!r}")
            return
        out.table["enters_tapped"] = True
        out.table["enters_tapped_unless_revealed"] = revealed
        return
    cost, problem = cost_text(params.get("UnlessCost", ""))
    plain = params.get("DB") == "Tap" and params.get("Defined") == "Self"
    payer = params.get("UnlessPayer") == "You" and set(params) <= known
    if problem or not cost or not plain or not payer or "," in cost or "CARDNAME" in cost:
        out.skip("K:ETBReplacement with UnlessCost$", "this cost in the importer")
        return
    words = cost[:1].lower() + cost[1:] if not cost.startswith("{") else f"pay {cost}"
    said = (
        f"As CARDNAME enters the battlefield, you may {words}. "
        "If you don't, CARDNAME enters the battlefield tapped."
    )
    if said not in _paragraphs(face):
        out.skip("K:ETBReplacement", f"a paragraph {said!r}")
        return
    out.table["enters_tapped"] = True
    out.table["enters_tapped_unless_paid"] = cost


def _revealed(cost: str) -> str | None:
    """Forge's ``Reveal<1/Giant>`` or ``Reveal<1/Island,Swamp/Island or Swamp>``: the kind
    of card revealed from a hand, as the Oracle text names it ("Island or Swamp card");
    ``None`` if it isn't one."""
    if not cost.startswith("Reveal<1/") or not cost.endswith(">"):
        return None
    parts = cost.removeprefix("Reveal<1/").removesuffix(">").split("/")
    found = kind(parts[0])
    if found is None or found.controlled or found.another or len(parts) > 2:
        return None
    return f"{found.noun_phrase} card"


UNCOUNTERABLE = ("This spell can't be countered.", "CARDNAME can't be countered.")
"""How an Oracle paragraph says its spell can't be countered (113.6g)."""


FLASHBACK = re.compile(r"Flashback[: ](?P<cost>[0-9WUBRGC ]+)")
"""Forge's flashback keyword of a mana cost: ``Flashback:2 R``, or ``Flashback 2 R``."""


def _flashback(face: ScriptFace, out: Translation) -> str:
    """The flashback cost of ``face`` (702.34a), a mana cost its keyword line says
    ("Flashback {2}{R}"), or ``""``; a form the importer can't say is noted."""
    for keyword in face.keywords:
        match = FLASHBACK.fullmatch(keyword)
        if not keyword.startswith("Flashback"):
            continue
        cost = mana_symbols(match["cost"].split()) if match else None
        paragraphs = [p.lower() for p in _paragraphs(face)]
        if cost is None or f"flashback {cost}".lower() not in paragraphs:
            with_x = " X " in f" {keyword.partition('Flashback')[2].lstrip(':')} "
            what = "with X (107.3)" if with_x else "other than mana"
            out.skip(f"K:{keyword}", f"a flashback cost {what} in the importer")
            return ""
        return cost
    return ""


def _keyword(keyword: str, face: ScriptFace, out: Translation) -> str:
    if keyword.startswith("Flashback"):  # 702.34a: read with the spell (_flashback)
        return ""
    if keyword == "CARDNAME enters the battlefield tapped.":  # 614.1d
        out.table["enters_tapped"] = True
        return ""
    if keyword == "CARDNAME can't be countered.":  # 113.6g
        if not set(UNCOUNTERABLE) & set(_paragraphs(face)):
            out.skip(f"K:{keyword}", 'a paragraph "This spell can\'t be countered."')
        else:
            out.table["cant_be_countered"] = True
        return ""
    if _cant(keyword) is not None:  # 508.1c, 509.1b: "CARDNAME can't block."
        said = f"CARDNAME {_cant_words(_cant(keyword) or '', 'CARDNAME', False)}."
        _static_keyword(keyword, said, {"cant": [_cant(keyword)]}, face, out)
        return ""
    preventing = keyword_statics(keyword)
    if preventing is not None:  # 615: damage to or by the card itself
        entries, said = preventing
        if said not in _paragraphs(face):
            out.skip(f"K:{keyword}", f"a paragraph {said!r}")
        else:
            out.table.setdefault("statics", []).extend(entries)
        return ""
    if keyword.startswith("CantBeBlockedBy "):  # 509.1b: "can't be blocked by Walls"
        _blocked_only_by_some(keyword, face, out)
        return ""
    if keyword == "CARDNAME attacks each combat if able.":  # 508.1d
        _static_keyword(keyword, keyword, {"must": ["attack each combat"]}, face, out)
        return ""
    if keyword == "CARDNAME blocks each combat if able.":  # 509.1c
        _static_keyword(keyword, keyword, {"must": ["block each combat"]}, face, out)
        return ""
    if keyword.startswith("ETBReplacement:Copy:"):  # 707.5: "You may have ... as a copy"
        _clone(keyword, face, out)
        return ""
    if keyword.startswith(ETB_OTHER):  # 614.1d: a check land
        _tapped_unless(face, face.svar(keyword.removeprefix(ETB_OTHER)) or "", out)
        return ""
    if keyword.startswith("Kicker:"):  # 702.33a: one kicker, its cost mana
        cost = mana_symbols(keyword.removeprefix("Kicker:").split())
        spell = {"Instant", "Sorcery"} & set(face.fields.get("Types", "").split())
        if cost is None or spell:  # a kicked spell's effects aren't said here
            out.skip(f"K:{keyword}", "this kicker in the importer")
        else:
            out.table["kicker"] = cost
        return ""
    if keyword.startswith("Cumulative upkeep:"):  # 702.24a: mana or life
        cost, problem = cost_text(keyword.split(":")[1])
        said = [f"Cumulative upkeep {cost}", f"Cumulative upkeep\u2014{cost}."]
        mana_or_life = cost and "," not in cost and (cost.startswith("{") or "life" in cost)
        if problem or not mana_or_life or not any(s in _paragraphs(face) for s in said):
            out.skip(f"K:{keyword}", "this cumulative upkeep in the importer")
        else:
            out.table["cumulative_upkeep"] = cost
        return ""
    name = keyword.split(":")[0]
    if name in ("Morph", "Megamorph"):  # 702.37a-b: a cost of mana, life, a discard...
        cost, problem = cost_text(keyword.removeprefix(f"{name}:"))
        said = [f"{name} {cost}", f"{name}\u2014{cost}."]
        if problem or not cost or not any(s in _paragraphs(face) for s in said):
            out.skip(f"K:{keyword}", f"this {name.lower()} cost in the importer")
        else:
            out.table[name.lower()] = cost
        return ""
    if name in MANA_KEYWORDS:  # echo 702.30a, buyback 702.27a, evoke 702.74a, scavenge 702.97a
        cost = mana_symbols(keyword.removeprefix(f"{name}:").split())
        if cost is None or f"{name} {cost}" not in _paragraphs(face):
            lacks = f"{article(name.lower())} {name.lower()} cost other than mana in the importer"
            out.skip(f"K:{keyword}", lacks)
        else:
            out.table[name.lower()] = cost
        return ""
    if keyword.startswith("TypeCycling:"):  # 702.29e: a search for a card of a type
        _, searched, mana = keyword.split(":", 2)
        cost = mana_symbols(mana.split())
        searched = "basic land" if searched == "Basic" else searched
        if cost is None or not any(
            p.lower().startswith(f"{searched}cycling {cost}".lower()) for p in _paragraphs(face)
        ):
            out.skip(f"K:{keyword}", "a typecycling cost other than mana in the importer")
        else:
            out.table["typecycling"] = {"type": searched, "cost": cost}
        return ""
    if keyword.startswith("Equip:"):  # 702.6a: its cost is mana
        cost = mana_symbols(keyword.removeprefix("Equip:").split())
        if cost is None or "Equipment" not in face.fields.get("Types", "").split():
            out.skip(f"K:{keyword}", "an equip cost other than mana in the importer")
        else:
            out.table["equip"] = cost
        return ""
    if keyword == EXERT:  # 701.43d: said with its "when you do" trigger (607.2h)
        if not any(t.get("Mode") == "Exerted" for t in face.triggers):
            out.skip(f"K:{keyword}", "exerting with no trigger in the importer")
        return ""
    if keyword.startswith("Saga:"):  # 714.2: its chapter abilities
        _saga(keyword, face, out)
        return ""
    if keyword.startswith("Crew:") and keyword.removeprefix("Crew:").isdigit():  # 702.122a
        out.table["crew"] = int(keyword.removeprefix("Crew:"))
        return ""
    if keyword.startswith("Level up:"):  # 702.87a: its cost mana
        cost = mana_symbols(keyword.removeprefix("Level up:").split())
        if cost is None:
            out.skip("K:Level up", "a level up cost other than mana in the importer")
        else:
            out.table["level_up"] = cost
        return ""
    if keyword.startswith("Monstrosity:"):  # 701.37a: "[cost]: Monstrosity N."
        _monstrosity(keyword, face, out)
        return ""
    if keyword.startswith("etbCounter:"):  # 614.1c
        _enters_with(keyword, face, out)
        return ""
    if keyword.startswith("UpkeepCost:"):  # 118.12a: "sacrifice CARDNAME unless you pay"
        found = upkeep_cost(keyword)
        if found is None or found[1] not in _paragraphs(face):
            said = f"a paragraph {found[1]!r}" if found else "this upkeep cost in the importer"
            out.skip(f"K:{keyword}", said)
        else:
            out.table.setdefault("triggers", []).append(found[0])
        return ""
    if keyword.startswith("Suspend:"):  # 702.62a: "Suspend N—[cost]", the cost mana
        _, time, mana = keyword.split(":", 2)
        cost = mana_symbols(mana.split())
        said = f"Suspend {time}\u2014{cost}"
        if not time.isdigit() or cost is None or "X" in cost or said not in _paragraphs(face):
            out.skip(f"K:{keyword}", "this suspend in the importer")
        else:
            out.table["suspend"] = {"time": int(time), "cost": cost}
        return ""
    if keyword.startswith("Cycling:"):  # 702.29a: its cost is mana
        cost = mana_symbols(keyword.removeprefix("Cycling:").split())
        if cost is None:
            out.skip(f"K:{keyword}", "a cycling cost other than mana in the importer")
        else:
            out.table["cycling"] = cost
        return ""
    if keyword.startswith("Affinity:") and kind(keyword.removeprefix("Affinity:")):  # 702.41a
        found = kind(keyword.removeprefix("Affinity:"))
        if found is not None and not found.controlled and not found.another:
            return f"affinity for {found.plural}"
    name, _, number = keyword.partition(":")
    if name.lower() in NUMBERED and numbered(f"{name.lower()} {number}", name.lower()):
        return f"{name.lower()} {number}"  # 702.45a, 702.54a, 702.23a
    known = FORGE_KEYWORDS.get(keyword)
    if known is None and protection(normal(keyword)) is not None:  # 702.16a: of a kind
        known = normal(keyword)
    if known is None:
        head = keyword.split(":")[0]
        out.skip(f"K:{head}", "this keyword in cardhost or the importer")
        return ""
    return known


def _monstrosity(keyword: str, face: ScriptFace, out: Translation) -> None:
    """``K:Monstrosity:N:cost``: the activated ability "[cost]: Monstrosity N." (701.37a),
    N a number or X."""
    _, number, mana = [*keyword.split(":", 2), "", ""][:3]
    cost = mana_symbols(mana.split())
    amount: int | str | None = int(number) if number.isdigit() else "X" if number == "X" else None
    said = f"{cost}: Monstrosity {number}."
    if cost is None or amount is None or said not in _paragraphs(face):
        out.skip("K:Monstrosity", "this monstrosity in the importer")
        return
    entry = {"cost": cost, "effects": [{"monstrosity": amount}]}
    out.table.setdefault("abilities", []).append(entry)


EXERT = "You may exert CARDNAME as it attacks."
"""Forge's keyword of the exert ability (701.43d)."""


def _clone(keyword: str, face: ScriptFace, out: Translation) -> None:
    """``K:ETBReplacement:Copy:<SVar>:Optional``: "You may have CARDNAME enter the
    battlefield as a copy of any creature on the battlefield." (707.5, 614.1c)."""
    _, _, name, *rest = keyword.split(":")
    said = clone(follow(face, name)) if rest == ["Optional"] and face.svar(name) else None
    if said is None or said[1] not in _paragraphs(face):
        out.skip("K:ETBReplacement:Copy", "this copy in the importer")
        return
    out.table["enters_as_copy"] = said[0]


ROMAN = ("I", "II", "III", "IV", "V", "VI")
"""A Saga's chapter numbers as printed (714.2a)."""


def _saga(keyword: str, face: ScriptFace, out: Translation) -> None:
    """``K:Saga:3:DBToken,DBToken,DBPump``: a chapter ability for each chapter (714.2b),
    chapters doing the same said together ("I, II — ...", 714.2c)."""
    _, count, names = [*keyword.split(":", 2), "", ""][:3]
    chapters = [n.strip() for n in names.split(",")]
    if not count.isdigit() or int(count) != len(chapters) or len(chapters) > len(ROMAN):
        out.skip("K:Saga", "this Saga in the importer")
        return
    groups: dict[str, list[int]] = {}
    for number, name in enumerate(chapters, 1):
        groups.setdefault(name, []).append(number)
    paragraphs = [  # the chapter symbols kept, which read as ability words otherwise
        todays(" ".join(p.replace(face.name, "CARDNAME").split()))
        for p in face.oracle.splitlines()
        if p.strip()
    ]
    for name, numbers in groups.items():
        effect = _effect(face, follow(face, name), out, "trigger") if face.svar(name) else None
        if effect is None:
            out.skip("K:Saga", "a chapter ability in the importer")
            return
        numerals = ", ".join(ROMAN[n - 1] for n in numbers)
        texts = [f"{numerals}{dash}{t}" for t in effect.texts for dash in (" - ", " \u2014 ")]
        if _found(texts, paragraphs) is None:
            out.skip("K:Saga", f"a paragraph {texts[0]!r}")
            return
        entry = {"when": "chapter", "chapters": numbers, **effect.as_data()}
        out.table.setdefault("triggers", []).append(entry)


ENCHANT = {"Enchant creature": "creature", "Enchant land": "land", "Enchant artifact": "artifact"}
ENCHANT |= {"Enchant permanent": "permanent", "Enchant enchantment": "enchantment"}
"""Forge's "Enchant" keywords (702.5a) cardhost's ``enchant`` key says."""


def _static_keyword(
    keyword: str, said: str, entry: dict[str, Any], face: ScriptFace, out: Translation
) -> None:
    """A keyword that is a static ability of the card itself (604.1), ``said`` so in a
    paragraph of its own: its ``[[statics]]`` entry, ``affects = "this"``."""
    if said not in _paragraphs(face):
        out.skip(f"K:{keyword}", f"a paragraph {said!r}")
    else:
        out.table.setdefault("statics", []).append({"affects": "this", **entry})


def _enchant(keyword: str, out: Translation) -> bool:
    """Whether ``keyword`` is an Aura's "Enchant [object]" (702.5a), written as the
    ``enchant`` key; one cardhost lacks is noted."""
    if not keyword.startswith("Enchant "):
        return False
    enchanted = ENCHANT.get(keyword)
    if enchanted is None:
        out.skip(f"K:{keyword}", "this kind of Aura in cardhost or the importer")
    else:
        out.table["enchant"] = enchanted
    return True


def _attach(ability: Ability, out: Translation) -> None:
    """An Aura's spell (``SP$ Attach``): casting it targets what it can enchant (303.4a),
    which the ``enchant`` key says; nothing else may be in it."""
    enchanted = out.table.get("enchant", "")
    wanted = {"creature": "Creature", "land": "Land", "artifact": "Artifact"}
    wanted |= {"permanent": "Permanent", "enchantment": "Enchantment"}
    for key in ability.params:
        if key not in ("SP", "Cost", "ValidTgts", "AILogic", "TgtPrompt", "SpellDescription"):
            out.skip(f"A:SP$ Attach with {key}$", "this parameter in the importer")
    if ability.get("ValidTgts") != wanted.get(enchanted):
        out.skip(f"A:SP$ Attach | ValidTgts$ {ability.get('ValidTgts')}", "an Aura of this")
    if mana_cost(ability.get("Cost"), out) != out.table.get("mana_cost", ""):
        out.skip("A:SP$ Attach with Cost$ other than the mana cost", "additional costs")


ENCHANTED = {
    f"{t}.{by}": t.lower()
    for t in ("Creature", "Land", "Artifact")
    for by in ("EnchantedBy", "AttachedBy")
}
ENCHANTED["Card.EnchantedBy"] = "permanent"
EQUIPPED = ("Creature.EquippedBy", "Card.EquippedBy")
"""Forge's ``Affected$`` for the creature an Equipment is attached to (301.5)."""
"""Forge's ``Affected$`` for the permanent an Aura enchants, and its kind."""


def _affected(valid: str, face: ScriptFace) -> tuple[str, str, bool] | None:
    """What a static ability affects: cardhost's ``affects``, how the Oracle text names
    it, and whether that is plural ("Enchanted creature", "Creatures you control",
    "Other Elves you control", "All creatures"), or ``None``."""
    if valid in ("Card.EnchantedBy", "Card.AttachedBy"):  # its "Enchant" says what it is
        enchants = [k.removeprefix("Enchant ").lower() for k in face.keywords]
        noun = next((e for e in enchants if e in ENCHANTED.values()), "permanent")
        return f"enchanted {noun}", f"Enchanted {noun}", False
    if valid in ENCHANTED:
        return f"enchanted {ENCHANTED[valid]}", f"Enchanted {ENCHANTED[valid]}", False
    if valid in EQUIPPED:
        return "equipped creature", "Equipped creature", False
    if _itself(valid, face):
        return "this", "CARDNAME", False
    found = kind(valid)
    if found is None or any(n in SPELL_ONLY or n == "card" for n in found.nouns):
        return None
    return found.plural, all_of(found), True


SOURCE_STATES = {
    "attacking": "attacking",
    "blocking": "blocking",
    "tapped": "tapped",
    "untapped": "untapped",
    "enchanted": "enchanted",
    "equipped": "equipped",
    "IsMonstrous": "monstrous",
    "IsRenowned": "renowned",
}
"""Forge's states of a static ability's own permanent (``Card.Self+attacking``) and
cardhost's ``this_is`` (611.3b)."""


PLAYERS_AFFECTED = {"You": "you", "Player.Opponent": "each opponent", "Player": "each player"}
"""Forge's ``Affected$`` of players, and whom cardhost's player rules are for."""
PLAYER_KEYWORDS = {
    "You can't gain life.": ("can't gain life", "can't gain life"),
    "Hexproof": ("hexproof", "have hexproof"),
    "Shroud": ("shroud", "have shroud"),
}
"""Forge's keywords a static ability gives players: cardhost's rule, and the Oracle's
words after the players."""


def _player_static(face: ScriptFace, static: Ability, out: Translation) -> None:
    """``S:Mode$ Continuous | Affected$ You``: "You have no maximum hand size.", "You may
    play an additional land on each of your turns.", "Your opponents can't gain life.",
    "You have hexproof." (402.2, 305.2, 119.7, 702.11d)."""
    whom = PLAYERS_AFFECTED[static.get("Affected")]
    subject = RULED_PLAYERS[whom]
    known = {"Mode", "Affected", "EffectZone", "Description", "AddKeyword", "SetMaxHandSize"}
    keyword = static.get("AddKeyword")
    rules: list[str] = []
    said = ""
    lands = re.fullmatch(r"AdjustLandPlays:(\d)", keyword)
    if set(static.params) - known or static.get("Mode") != "Continuous":
        rules = []
    elif static.get("SetMaxHandSize") == "Unlimited" and not keyword:  # 402.2
        rules, said = ["no maximum hand size"], f"{subject} have no maximum hand size."
    elif lands and whom == "you" and not static.get("SetMaxHandSize"):  # 305.2
        count = int(lands[1])
        rules = ["an additional land"] * count
        more = "an additional land" if count == 1 else f"{NUMBERS[count]} additional lands"
        said = f"You may play {more} on each of your turns."
    elif keyword in PLAYER_KEYWORDS and not static.get("SetMaxHandSize"):
        rule, words = PLAYER_KEYWORDS[keyword]
        rules, said = [rule], f"{subject} {words}."
    if not rules:
        out.skip(
            f"S:Mode$ Continuous | Affected$ {static.get('Affected')}", "this rule for players"
        )
        return
    if _found([said], _paragraphs(face)) is None:
        out.skip("S: whose Oracle text reads otherwise", f"a paragraph {said!r}")
        return
    out.table.setdefault("statics", []).append({"affects": whom, "rules": rules})


def _checked_state(face: ScriptFace, static: Ability) -> str | None:
    """The state a static ability's condition asks its own permanent to be in
    (``CheckSVar$`` counting ``Card.Self+untapped`` as 1, or ``IsPresent$``), or
    ``None``."""
    if "CheckSVar" in static.params and "IsPresent" not in static.params:
        counted = face.svar(static.get("CheckSVar")) or ""
        if static.get("SVarCompare", "GE1") not in ("GE1", "EQ1"):
            return None
        return _source_state(counted.removeprefix("Count$Valid "))
    if "IsPresent" in static.params and static.get("PresentCompare", "GE1") in ("GE1", "EQ1"):
        return _source_state(static.get("IsPresent"))
    return None


def _present_itself(trigger: Ability) -> bool:
    """Whether a trigger's only condition is ``IsPresent$ Card.Self`` while it functions
    on the battlefield: a condition always true as it triggers and resolves (603.4)."""
    keys = {"PresentCompare", "PresentZone", "PresentPlayer", "CheckSVar"}
    return (
        trigger.get("IsPresent") == "Card.Self"
        and trigger.get("TriggerZones") == "Battlefield"
        and not keys & set(trigger.params)
    )


def _without_condition(static: Ability) -> Ability:
    """A static ability without Forge's ``CheckSVar$`` or ``IsPresent$`` condition."""
    keys = ("CheckSVar", "SVarCompare", "IsPresent", "PresentCompare")
    kept = {k: v for k, v in static.params.items() if k not in keys}
    return Ability(static.text, MappingProxyType(kept))


def _source_state(valid: str) -> str | None:
    """The state ``Affected$ Card.Self+<state>`` says its permanent is in, or ``None``."""
    for kind_of in ("Card.Self+", "Creature.Self+"):
        if valid.startswith(kind_of):
            return SOURCE_STATES.get(valid.removeprefix(kind_of))
    return None


STATIC_KEYS = frozenset(
    {"Mode", "Affected", "AddPower", "AddToughness", "AddKeyword", "Description", "AddAbility"}
    | {"AddHiddenKeyword", "CheckSVar", "SVarCompare", "References", "Condition", "AddSVar"}
    | {"IsPresent", "PresentCompare", "AddType", "SetPower", "SetToughness"}
)


def _levels(face: ScriptFace, out: Translation) -> tuple[Ability, ...]:
    """A leveler's level symbols (711.2) as ``[[levels]]`` entries, from the static
    abilities whose condition is a range of its level counters: its own base power and
    toughness, keywords and activated abilities, and others' static abilities; the
    static abilities of no level, left."""
    levels: dict[tuple[int, int | None], dict[str, Any]] = {}
    rest = []
    for static in face.statics:
        bounds = level_range(face, static)
        if bounds is None:
            rest.append(static)
            continue
        level = levels.setdefault(bounds, {"level": level_words(*bounds)})
        plain = Ability(static.text, MappingProxyType(_rest_of_level(static)))
        if static.get("Affected") == "Card.Self" and "SetPower" in static.params:
            _own_level(face, plain, level, out)
            continue
        apart = Translation()
        _static(face, plain, apart)
        out.reasons += apart.reasons
        level.setdefault("statics", []).extend(apart.table.get("statics", []))
    if any("base_pt" not in level for level in levels.values()):
        out.skip("S: a level symbol without SetPower$", "a level's power/toughness box (711.2)")
    out.table["levels"] = [levels[bounds] for bounds in sorted(levels, key=lambda b: b[0])]
    return tuple(rest)


def _rest_of_level(static: Ability) -> dict[str, str]:
    """A level's static ability without its condition, the level (711.2)."""
    return {
        k: v
        for k, v in static.params.items()
        if k not in ("CheckSVar", "SVarCompare", "Description", "References")
    }


def _granted_rules(static: Ability) -> tuple[Ability, str, list[str]]:
    """A static ability's ``AddKeyword$`` parted: the static ability without the
    keywords that are no keywords in the rules, the one preventing damage to or by the
    object (615, ``""`` if none), and what the object can't do (508.1c, 509.1b): "can't
    attack", "can't attack or block"."""
    keywords = [k.strip() for k in static.get("AddKeyword").split("&") if k.strip()]
    preventing = [k for k in keywords if k in PREVENTING]
    cants = [c for c in (_cant(k) for k in keywords) if c is not None]
    if len(preventing) > 1:
        return static, "", []
    rest = [k for k in keywords if k not in preventing and _cant(k) is None]
    if len(rest) == len(keywords):
        return static, "", []
    params = dict(static.params) | {"AddKeyword": " & ".join(rest)}
    if not rest:
        del params["AddKeyword"]
    cants = ["attack or block"] if sorted(cants) == ["attack", "block"] else cants
    return Ability(static.text, MappingProxyType(params)), "".join(preventing), cants


def _added_keywords(static: Ability, out: Translation) -> list[str] | None:
    """The keywords a static ability's ``AddKeyword$`` gives (613.1f), as cardhost's;
    ``None`` with the reason noted if one isn't cardhost's."""
    keywords = [k.strip() for k in static.get("AddKeyword").split("&") if k.strip()]
    words = [FORGE_KEYWORDS.get(k) for k in keywords]
    if any(w is None for w in words):
        out.skip(f"S: AddKeyword$ {static.get('AddKeyword')}", "this keyword in the importer")
        return None
    return [w for w in words if w is not None]


LEVEL_OWN = frozenset({"Mode", "Affected", "SetPower", "SetToughness", "AddKeyword", "AddAbility"})


def _own_level(face: ScriptFace, static: Ability, level: dict[str, Any], out: Translation) -> None:
    """A level symbol's power/toughness box, keywords and activated abilities of the
    creature itself (711.2a)."""
    unknown = sorted(set(static.params) - LEVEL_OWN)
    power, toughness = static.get("SetPower"), static.get("SetToughness")
    if unknown or not power.isdigit() or not toughness.isdigit():
        out.skip(
            f"S: a level symbol with {unknown or 'SetPower$ ' + power}",
            "this level in the importer",
        )
        return
    level["base_pt"] = f"{power}/{toughness}"
    words = _added_keywords(static, out)
    if words is None:
        return
    if words:
        level["keywords"] = words
    for name in (n.strip() for n in static.get("AddAbility").split("&") if n.strip()):
        ability = follow(face, name) if face.svar(name) is not None else None
        said = _activated_entry(face, ability, out, _paragraphs(face)) if ability else None
        if said is None:
            out.skip(f"AddAbility$ {name}", "this level's ability in the importer")
            return
        level.setdefault("abilities", []).append(said[0])


def _static(face: ScriptFace, static: Ability, out: Translation) -> None:
    """``S:Mode$ Continuous``: "[Affected] get(s) +N/+N and ha(s|ve) [keywords]" (604,
    613.1f, 613.4c), with no condition."""
    mode = static.get("Mode")
    if static.get("Affected") in PLAYERS_AFFECTED:  # rules for players, not objects
        _player_static(face, static, out)
        return
    if static.get("AffectedZone") == "Battlefield":  # 611.3a: where it applies anyway
        static = _without(static, "AffectedZone")
    for key in static.params:
        if key not in STATIC_KEYS:
            out.skip(f"S:Mode$ {mode} with {key}$", "this parameter in the importer")
            return
    state = _source_state(static.get("Affected"))
    if state is not None:  # 611.3b: "As long as CARDNAME is attacking, it gets +2/+0."
        static = Ability(
            static.text, MappingProxyType(dict(static.params) | {"Affected": "Card.Self"})
        )
    elif _checked_state(face, static) is not None:  # "... as long as CARDNAME is enchanted"
        state = _checked_state(face, static)
        static = _without_condition(static)
    affected = _affected(static.get("Affected"), face)
    if mode != "Continuous" or affected is None:
        out.skip(
            f"S:Mode$ {mode} | Affected$ {static.get('Affected')}",
            "this static ability in the importer",
        )
        return
    affects, named, plural = affected
    entry: dict[str, Any] = {"affects": affects}
    parts = []
    based = _base_pt(static, affects, plural)
    if based is None:
        out.skip("S: SetPower$ and SetToughness$ as written", "this base power and toughness")
        return
    if based:  # 613.4b: "Enchanted creature has base power and toughness 0/2."
        entry["base_pt"], said = based
        parts.append(said)
    power, toughness = static.get("AddPower", "0"), static.get("AddToughness", "0")
    per = None
    if "AddPower" in static.params or "AddToughness" in static.params:
        change = _signed_change(_sign(power), _sign(toughness))
        if "?" in change:
            per = _per_count(face, power, toughness)
            if per is None:
                out.skip(f"S: AddPower$ {power} AddToughness$ {toughness}", "a variable amount")
                return
            if plural and "the number of other " in per[1].data:  # other than each of them
                out.skip("S: a group's count of 'other' permanents", "a count for each of them")
                return
            change, entry["x"] = per[0], per[1].data
        entry["pt"] = change
        parts.append(f"{'get' if plural else 'gets'} {change}")
    static, preventing, cants = _granted_rules(static)
    words = _added_keywords(static, out)
    if words is None:
        return
    if words:
        entry["keywords"] = words
        verb = "have" if plural else "has"
        parts.append(f"{verb} {_and(words)}")
    if cants and "AddHiddenKeyword" not in static.params:  # 508.1c, 509.1b
        entry["cant"] = cants
        parts.append(_cant_words(cants[0], named, plural))
    elif cants:
        out.skip("S: AddKeyword$ and AddHiddenKeyword$ restrictions", "two of them")
        return
    if "AddAbility" in static.params:  # 613.1f: 'Enchanted land has "{T}: ..."'
        given = _granted(face, static.get("AddAbility"), out)
        if given is None:
            return
        entry["abilities"] = [g[0] for g in given]
        quoted = " and ".join(f'"{g[1]}"' for g in given)
        parts.append(f"{'have' if plural else 'has'} {quoted}")
    hidden = static.get("AddHiddenKeyword")
    must = MUST_HIDDEN.get(hidden.removeprefix("HIDDEN ").strip()) if hidden else None
    if must is not None:  # 508.1d, 509.1c: "attacks (blocks) each combat if able"
        entry["must"] = [must[0]]
        parts.append(f"{must[1] if plural else must[1] + 's'} each combat if able")
    elif hidden and hidden.removeprefix("HIDDEN ").strip() == DESPITE_DEFENDER:  # 702.3b
        entry["can"] = ["attack as though it didn't have defender"]
        parts.append("can attack as though it didn't have defender")
    elif hidden:
        cants = [_cant(h) for h in hidden.split(" & ")]
        if None in cants or len(cants) > 2:
            out.skip(f"S: AddHiddenKeyword$ {hidden}", "this restriction in the importer")
            return
        entry["cant"] = cants
        parts += [_cant_words(c, named, plural) for c in cants if c]
    if "AddType" in static.params:  # 205.1b: "... is a Knight in addition to its other types"
        added = added_types(static)
        if added is None:
            out.skip(f"S: AddType$ {static.get('AddType')}", "these types in the importer")
            return
        entry |= added.fields
        ways = added.many if plural else added.one
        parts.append(ways[0])
    if preventing:  # 615: "Prevent all combat damage ... dealt by enchanted creature."
        if state is not None or {"CheckSVar", "Condition", "IsPresent"} & set(static.params):
            out.skip("S: a prevention keyword with a condition", "this condition in the importer")
            return
        entries, said = granted_prevention(preventing, affects, named)
        if said not in _paragraphs(face):
            out.skip(f"S: AddKeyword$ {preventing}", f"a paragraph {said!r}")
            return
        out.table.setdefault("statics", []).extend(entries)
        if not parts:
            return
    if not parts:
        out.skip(f"S:Mode$ {mode} as written", "this static ability in the importer")
        return
    text = f"{named} {' and '.join(parts)}."
    text = text.removesuffix(".") if text.endswith('".') else text  # the quotation ends it
    texts = [text, *_listed_ways(named, parts, plural, affects)]
    if "AddType" in static.params:  # each way the Oracle text says the types
        texts += [t.replace(parts[-1], way) for t in list(texts) for way in ways[1:]]
    if {"CheckSVar", "Condition", "IsPresent"} & set(static.params):
        condition = checked(face, static, static=True)
        if condition is None:
            out.skip("S: CheckSVar$ of this count", "this condition in the importer")
            return
        entry["as_long_as"] = condition[0]
        opening = text if text.startswith("CARDNAME") else f"{text[:1].lower()}{text[1:]}"
        texts = [
            way
            for said in said_ways(condition)
            for way in (f"{text[:-1]} as long as {said}.", f"As long as {said}, {opening}")
        ]
        most = entry["as_long_as"].get("at_most")
        only_most = most is not None and "at_least" not in entry["as_long_as"]
        unless = unless_said(face, static, most) if only_most and "can't" in text else None
        if unless is not None:  # "can't attack unless you control another Minotaur"
            texts += [f"{text[:-1]} unless {u}." for u in said_ways(({}, unless))]
    if state is not None:
        if "as_long_as" in entry:
            out.skip(f"S: Affected$ {static.get('Affected')} with a condition", "two conditions")
            return
        entry["as_long_as"] = {"this_is": state}
        rest = text.removeprefix("CARDNAME ")
        texts = [
            f"As long as CARDNAME is {state}, it {rest}",
            f"CARDNAME {rest[:-1]} as long as it's {state}.",
            f"CARDNAME {rest[:-1]} as long as it is {state}.",
        ]
        if affects != "this":  # "As long as CARDNAME is untapped, white creatures ..."
            texts = [
                f"As long as CARDNAME is {state}, {text[:1].lower()}{text[1:]}",
                f"{text[:-1]} as long as CARDNAME is {state}.",
            ]
    if per is not None:  # "gets +1/+1 for each creature you control" (613.4c)
        texts = [w for t in texts for w in worded(t, per[1])]
    texts += [_without_all(t) for t in texts if "All " in t or ", all " in t]
    if _found(texts, _paragraphs(face)) is None:
        out.skip("S: whose Oracle text reads otherwise", f"a paragraph {texts[0]!r}")
        return
    out.table.setdefault("statics", []).append(entry)


CANT = {
    "CARDNAME can't attack.": "attack",
    "CARDNAME can't block.": "block",
    "CARDNAME can't attack or block.": "attack or block",
    "Unblockable": "be blocked",
    "CARDNAME can't be blocked.": "be blocked",
    "CARDNAME doesn't untap during your untap step.": "untap",
    "CARDNAME can block only creatures with flying.": "block creatures without flying",
    "CARDNAME's activated abilities can't be activated.": "activate abilities",
}
"""Forge's hidden keywords of what a creature can't do, and cardhost's ``cant``."""


MUST_HIDDEN = {
    "CARDNAME attacks each combat if able.": ("attack each combat", "attack"),
    "CARDNAME blocks each combat if able.": ("block each combat", "block"),
}
"""Forge's hidden keywords of what a creature must do (508.1d, 509.1c): cardhost's
``must`` and the Oracle's verb."""


def _base_pt(static: Ability, affects: str, plural: bool) -> tuple[str, str] | str | None:
    """``SetPower$``/``SetToughness$`` of others: the base power and toughness and the
    Oracle's words for them ("has base power and toughness 0/2", 613.4b); ``""`` for
    none; ``None`` for a form cardhost can't say here."""
    power, toughness = static.get("SetPower"), static.get("SetToughness")
    if not power and not toughness:
        return ""
    if affects == "this" or not power.isdigit() or not toughness.isdigit():
        return None
    verb = "have" if plural else "has"
    return f"{power}/{toughness}", f"{verb} base power and toughness {power}/{toughness}"


def _listed_ways(named: str, parts: list[str], plural: bool, affects: str) -> list[str]:
    """Other ways an Oracle sentence lists a static ability's changes: "gets +2/+2, has
    first strike, and is a Knight ..." (three or more, with commas); "Each land is ..."
    for "All lands are ..." (of a group named by one noun)."""
    ways = []
    if len(parts) > 2:
        ways.append(f"{named} {', '.join(parts[:-1])}, and {parts[-1]}.")
    activated = f"{'their' if plural else 'its'} activated abilities can't be activated"
    if len(parts) == 2 and parts[1] == activated:  # "can't block, and its activated ..."
        ways.append(f"{named} {parts[0]}, and {parts[1]}.")
    if parts == [activated]:  # 602.5: "Activated abilities of artifacts can't be ..."
        ways.append(f"{named}'s activated abilities can't be activated.")
        if plural:
            ways.append(f"Activated abilities of {affects} can't be activated.")
    noun = affects.removesuffix("s")
    if plural and named == f"All {affects}" and " " not in affects and len(parts) == 1:
        one = parts[0].replace("are ", "is ", 1).replace(" their ", " its ")
        one = re.sub(r"^is (\w+)s ", lambda m: f"is {article(m[1])} {m[1]} ", one)
        ways.append(f"Each {noun} {one}.")
    return ways


def _cant_words(cant: str, named: str, plural: bool) -> str:
    """What it can't do as the Oracle text says it: "can't block"; "untap": "doesn't
    untap during your untap step" (the card itself), "... during its controller's untap
    step", "don't untap during their controllers' untap steps" (502.3); "its activated
    abilities can't be activated" (602.5)."""
    if cant == "block creatures without flying":  # 509.1b, as Oracle texts say it
        return "can block only creatures with flying"
    if cant == "activate abilities":
        return f"{'their' if plural else 'its'} activated abilities can't be activated"
    if cant != "untap":
        return f"can't {cant}"
    if plural:
        return "don't untap during their controllers' untap steps"
    whose = "your" if named == "CARDNAME" else "its controller's"
    return f"doesn't untap during {whose} untap step"


def _blocked_only_by_some(keyword: str, face: ScriptFace, out: Translation) -> None:
    """Forge's ``CantBeBlockedBy [kind]``: "CARDNAME can't be blocked by creatures with
    power 2 or less."; of creatures without a keyword, "... except by creatures with
    flying." (509.1b)."""
    valid = keyword.removeprefix("CantBeBlockedBy ")
    found = kind(valid)
    if found is None or found.controlled or found.another:
        out.skip(f"K:{keyword}", "this kind of blocker in the importer")
        return
    ways = [(f"be blocked by {found.plural}", f"CARDNAME can't be blocked by {found.plural}.")]
    without = re.fullmatch(r"creatures without (\w+)", found.plural)
    if without:
        words = f"be blocked except by creatures with {without[1]}"
        ways.append((words, f"CARDNAME can't be blocked except by creatures with {without[1]}."))
    paragraphs = _paragraphs(face)
    said = next(((w, s) for w, s in ways if s in paragraphs), None)
    if said is None:
        out.skip(f"K:{keyword}", f"a paragraph {ways[0][1]!r}")
        return
    out.table.setdefault("statics", []).append({"affects": "this", "cant": [said[0]]})


_EXCEPT_BY = re.compile(r"Creature\.non([A-Z][a-z]+)")
"""Forge's ``ValidBlocker$`` of creatures not of a subtype: blocked "except by Walls"."""


def _cant_be_blocked_by(face: ScriptFace, static: Ability, out: Translation) -> None:
    """Forge's ``S:Mode$ CantBlockBy``: "Enchanted creature can't be blocked by black
    creatures.", "... can't be blocked except by Walls." (509.1b), a restriction of what
    the static ability affects."""
    extra = set(static.params) - {"Mode", "ValidAttacker", "ValidBlocker", "Description"}
    affected = _affected(static.get("ValidAttacker"), face)
    blocker = static.get("ValidBlocker")
    excepted = _EXCEPT_BY.fullmatch(blocker)
    found = kind(excepted[1] if excepted else blocker)
    if extra or affected is None or found is None or found.controlled or found.another:
        out.skip("S:Mode$ CantBlockBy as written", "this restriction in the importer")
        return
    affects, named, _ = affected
    plurals = [found.plural]
    if (
        found.nouns == ("creature",)
        and len(found.adjectives) == 1
        and found.adjectives[0] in SUBTYPES
    ):
        plurals.append(kind(found.adjectives[0]).plural)  # type: ignore[union-attr]  # blockers are creatures
    ways = [f"be blocked {'except ' if excepted else ''}by {p}" for p in plurals]
    paragraphs = _paragraphs(face)
    words = next((w for w in ways if _found([f"{named} can't {w}."], paragraphs)), None)
    if words is None:
        said = f"{named} can't {ways[0]}."
        out.skip("S:Mode$ CantBlockBy whose Oracle text reads otherwise", f"a paragraph {said!r}")
        return
    out.table.setdefault("statics", []).append({"affects": affects, "cant": [words]})


def _cant_attack_unless(face: ScriptFace, static: Ability, out: Translation) -> None:
    """Forge's ``S:Mode$ CantAttack | UnlessDefenderControls$``: "CARDNAME can't attack
    unless defending player controls an Island." (508.1c, 506.2)."""
    extra = set(static.params) - {"Mode", "ValidCard", "UnlessDefenderControls", "Description"}
    found = kind(static.get("UnlessDefenderControls"))
    words = f"{DEFENDING_CONTROLS}{found.one}" if found is not None else ""
    if extra or not _itself(static.get("ValidCard"), face) or restrictions_of(words) is None:
        out.skip("S:Mode$ CantAttack as written", "this restriction in the importer")
        return
    said = f"CARDNAME can't {words}."
    if _found([said], _paragraphs(face)) is None:
        out.skip("S:Mode$ CantAttack whose Oracle text reads otherwise", f"a paragraph {said!r}")
        return
    out.table.setdefault("statics", []).append({"affects": "this", "cant": [words]})


def _cant(hidden: str) -> str | None:
    """What a Forge hidden keyword says a creature can't do, or ``None``."""
    return CANT.get(hidden.removeprefix("HIDDEN ").strip())


THIS_OBJECT = ("this creature", "this permanent", "this land", "this artifact")
"""How a granted ability names the object that has it (113.1a)."""


def _granted(
    face: ScriptFace, names: str, out: Translation
) -> list[tuple[dict[str, Any], str]] | None:
    """The activated abilities a static ability gives (``AddAbility$``, 613.1f), each an
    SVar's ``AB$`` and the text of a quotation in the Oracle text, with "CARDNAME" for
    the object that has it ("this creature")."""
    quoted = [q for p in _paragraphs(face) for q in re.findall(r'"([^"]+)"', p)]
    candidates = []
    for q in quoted:
        for this in THIS_OBJECT:
            q = q.replace(this[:1].upper() + this[1:], "CARDNAME").replace(this, "CARDNAME")
        candidates.append(q)
    given = []
    for name in (n.strip() for n in names.split("&")):
        ability = follow(face, name) if face.svar(name) is not None else None
        if ability is None or "AB" not in ability.params or "CARDNAME" in ability.get("Cost"):
            out.skip(f"AddAbility$ {name}", "this granted ability in the importer")
            return None
        said = _activated_entry(face, ability, out, candidates)
        if said is None:
            return None
        given.append((said[0], quoted[candidates.index(said[1])]))
    return given


COST_CHANGE_PARAMS = frozenset(
    {"Mode", "ValidCard", "Type", "Activator", "Amount", "Description", "EffectZone"}
    | {"References", "CheckSVar", "SVarCompare", "IsPresent", "PresentCompare"}
)


CASTING_WORDS = {"you": " you cast", "an opponent": " your opponents cast", "a player": ""}
"""How the Oracle text names whose spells a change applies to, after the spells."""


def _cost_change(face: ScriptFace, static: Ability, out: Translation) -> None:
    """``S:Mode$ ReduceCost`` or ``RaiseCost``: "This spell costs {1} less to cast for
    each ..." / "... if you control a Wizard", "Artifact spells you cast cost {1} less to
    cast.", "Noncreature spells cost {1} more to cast.", "Creature spells your opponents
    cast cost {1} more to cast." (601.2f)."""
    mode = static.get("Mode")
    more = mode == "RaiseCost"
    unknown = [k for k in static.params if k not in COST_CHANGE_PARAMS]
    amount_said = static.get("Amount")
    if unknown or static.get("Type") != "Spell" or not amount_said:
        what = f"with {unknown[0]}$" if unknown else "as written"
        out.skip(
            f"S:Mode$ {mode} {what}",
            f"this cost {'increase' if more else 'reduction'} in the importer",
        )
        return
    itself = _itself(static.get("ValidCard"), face)
    entry: dict[str, Any] = {}
    per = counted(face.svar("X") or "") if amount_said == "X" else None
    generic = 1 if per is not None else (int(amount_said) if amount_said.isdigit() else 0)
    condition = checked(face, static) if {"CheckSVar", "IsPresent"} & set(static.params) else None
    if not 0 < generic < 100 or (amount_said == "X" and per is None):
        out.skip(f"S:Mode$ {mode} Amount$ {amount_said}", "this amount in the importer")
        return
    if {"CheckSVar", "IsPresent"} & set(static.params) and condition is None:
        out.skip(f"S:Mode$ {mode} with this condition", "this condition in the importer")
        return
    entry["generic"] = generic
    change = f"{{{generic}}} {'more' if more else 'less'} to cast"
    if itself:
        if static.get("Activator", "You") != "You":
            out.skip(f"S:Mode$ {mode} Activator$", "this caster in the importer")
            return
        heads = ["This spell costs", "CARDNAME costs"]
        texts = [f"{h} {change}." for h in heads]
        if per is not None:
            entry["x"] = per.data
            texts = [f"{h} {change} for each {per.each}." for h in heads] if per.each else []
        if condition is not None:
            entry["as_long_as"], said = condition
            texts = [f"{h} {change} if {said}." for h in heads]
            texts += [f"If {said}, {h[:1].lower()}{h[1:]} {change}." for h in heads]
            texts += [f"If {said}, {h} {change}." for h in heads if h.startswith("CARDNAME")]
    else:
        found = kind(static.get("ValidCard"))
        spell = found.spell if found is not None else ""
        activator = static.get("Activator", "Player")  # whose spells (601.2f): as a trigger's
        whose = CASTERS.get("Opponent" if activator == "Player.Opponent" else activator)
        if not spell or whose is None or per is not None or condition:
            out.skip(f"S:Mode$ {mode} ValidCard$ {static.get('ValidCard')}", "this kind")
            return
        entry["spells"] = spell
        if whose != "you":
            entry["whose"] = whose
        plural = spell.removesuffix("spell") + "spells"
        if found is not None and len(found.nouns) == 2 and not found.adjectives:
            plural = " and ".join(f"{n} spells" for n in found.nouns)  # "Kithkin spells and ..."
        texts = [f"{plural[:1].upper()}{plural[1:]}{CASTING_WORDS[whose]} cost {change}."]
    text = _found(texts, _paragraphs(face)) if texts else None
    if text is None:
        out.skip(f"S:Mode$ {mode} whose Oracle text reads otherwise", f"a paragraph {texts[:1]!r}")
        return
    out.table.setdefault("costs_more" if more else "costs_less", []).append(entry)


def _per_count(face: ScriptFace, power: str, toughness: str) -> tuple[str, Counted] | None:
    """A static ability's change "+X/+X" (or "+X/+0", "-X/-X") with X a count."""
    signed = {"X": "+X", "+X": "+X", "-X": "-X", "0": "+0", "+0": "+0"}
    change = _signed_change(signed.get(power, "?"), signed.get(toughness, "?"))
    count = counted_amount(face.svar("X") or "")  # "+2/+2 for each": twice the count
    if "?" in change or count is None or count.data == "that much" or "'s " in count.data:
        return None
    return change, count


def _without_all(text: str) -> str:
    """A static ability's group as Oracle texts name it without "all": "Nonblack
    creatures get -1/-1.", "Creatures can't block."."""
    if text.startswith("All "):
        rest = text.removeprefix("All ")
        return rest[:1].upper() + rest[1:]
    return text.replace(", all ", ", ", 1)


def _signed_change(power: str, toughness: str) -> str:
    """ "-1/-0": a change that lowers power writes its unchanged toughness "-0", as
    Oracle texts do (and the other way round)."""
    if power.startswith("-") and toughness == "+0":
        toughness = "-0"
    elif toughness.startswith("-") and power == "+0":
        power = "-0"
    return f"{power}/{toughness}"


def _sign(text: str) -> str:
    if text.isdigit():
        return f"+{text}"
    if text.startswith("-") and text[1:].isdigit():
        return text
    return "?"


def _and(words: list[str | None]) -> str:
    said = [w for w in words if w]
    if len(said) <= 2:
        return " and ".join(said)
    return ", ".join(said[:-1]) + f", and {said[-1]}"


def _ability(face: ScriptFace, ability: Ability, out: Translation) -> None:
    """An ``A:`` line: a spell's effect (``SP$``), an Aura's (``SP$ Attach``), a mana
    ability (``AB$ Mana``) or another activated ability (``AB$``)."""
    if ability.get("SP") == "Attach":
        _attach(ability, out)
    elif ability.get("SP") == "Charm":
        _modal(face, ability, out)
    elif "SP" in ability.params:
        _spell(face, ability, out)
    elif ability.get("AB") == "Mana":
        _mana_ability(face, ability, out)
    elif "AB" in ability.params:
        _activated(face, ability, out)
    else:
        head = next(iter(ability.params.items()))
        out.skip(f"A:{head[0]}$ {head[1]}", "this kind of ability in the importer")


def _mana_choices(face: ScriptFace, out: Translation) -> None:
    """Forge's mana abilities of one cost, each adding one kind of mana, that the Oracle
    text says as one ("{T}: Add {W}, {B}, or {G}."): one ability adding one of them
    (605.3b)."""
    entries = out.table.get("mana_abilities", [])
    groups = list(dict.fromkeys((e["cost"], str(e.get("effects"))) for e in entries))
    for cost, effects in groups:
        same = [e for e in entries if (e["cost"], str(e.get("effects"))) == (cost, effects)]
        same = [e for e in same if "add" in e]
        adds = [e["add"] for e in same]
        if len(adds) < 2:
            continue
        merged = next(
            (
                m
                for order in permutations(adds)
                if _mana_said(m := _one_of(same[0], list(order)), _paragraphs(face)) is not None
            ),
            None,
        )
        if merged is None:
            continue
        at = entries.index(same[0])
        entries[:] = [e for e in entries if e not in same]
        entries.insert(at, merged)
    for entry in entries:
        said = entry.pop(SAID, None)
        if "add" in entry and _mana_said(entry | {SAID: said}, _paragraphs(face)) is None:
            out.skip(
                "A:AB$ Mana whose Oracle text reads otherwise", f"a paragraph for {entry['add']}"
            )
        entry["cost"] = entry["cost"].replace("CARDNAME", face.name)


def _one_of(entry: dict[str, Any], adds: list[str]) -> dict[str, Any]:
    """``entry`` adding one of ``adds``, as the Oracle text lists them (605.3b): "{G}
    or {U}", "{W}, {B}, or {G}"."""
    listed = " or ".join(adds) if len(adds) == 2 else ", ".join(adds[:-1]) + f", or {adds[-1]}"
    return {k: v for k, v in entry.items() if k != "add"} | {"add": listed}


def _mana_said(entry: dict[str, Any], paragraphs: list[str]) -> str | None:
    """The paragraph that says the mana ability ``entry``: "{T}: Add {W} or {U}.", and
    its other effects after ("... CARDNAME deals 1 damage to you.")."""
    opening = f"{entry['cost']}: Add {entry['add']}."
    said = entry.get(SAID)
    texts = [opening] if said is None else [f"{opening} {t}" for t in said]
    return _found(texts, paragraphs)


def _mana_ability(face: ScriptFace, ability: Ability, out: Translation) -> None:
    """``AB$ Mana | Cost$ T | Produced$ G``: "{T}: Add {G}." (605.1a), and what else it
    does at once (``SubAbility$``, 605.3a: "CARDNAME deals 1 damage to you.")."""
    allowed = {"AB", "Cost", "Produced", "SpellDescription", "Amount", "SubAbility"}
    for key in ability.params:
        if key not in allowed:
            out.skip(f"A:AB$ Mana with {key}$", "this parameter in the importer")
    cost, problem = cost_text(ability.get("Cost"))
    itself = cost.replace("Sacrifice CARDNAME", "")  # 605.1a: "{T}, Sacrifice CARDNAME"
    tapped = "{T}" in cost or cost == "Sacrifice CARDNAME"  # 605.1a: "Sacrifice it: Add {B}."
    if problem or not tapped or "CARDNAME" in itself:
        cost = f"A:AB$ Mana | Cost$ {ability.get('Cost')}"
        out.skip(cost, "mana abilities costing this in the importer")
        return
    produced = ability.get("Produced")
    count = ability.get("Amount", "1")
    if produced == "Any" and count == "1":  # 106.1
        add = "one mana of any color"
    elif re.fullmatch(r"[WUBRGC]( [WUBRGC])*", produced) and count.isdigit():
        add = "".join(f"{{{p}}}" for p in produced.split()) * int(count)
    else:
        out.skip(f"A:AB$ Mana | Produced$ {produced}", "this mana in the importer")
        return
    entry: dict[str, Any] = {"cost": cost, "add": add}
    sub = ability.get("SubAbility")
    if sub:
        effect = _effect(face, follow(face, sub), out, "activated") if face.svar(sub) else None
        if effect is None or effect.targets:
            out.skip("A:AB$ Mana with SubAbility$", "this effect of a mana ability (605.1a)")
            return
        entry["effects"] = effect.instructions
        entry[SAID] = effect.texts
    out.table.setdefault("mana_abilities", []).append(entry)


SAID = "_said"
"""The Oracle sentences a mana ability's other effects may be said with, until its
paragraph is found (:func:`_mana_said`); not part of the card file."""


PLAYER_TARGETS = {
    "Creature,Player,Planeswalker": "any target",
    "Any": "any target",
    "Player": "target player",
    "Opponent": "target opponent",
    "Player,Planeswalker": "target player or planeswalker",
    "Opponent,Planeswalker": "target opponent or planeswalker",
}
"""Forge's ``ValidTgts`` naming players, and the target phrase of the same (115.4)."""
SPELL_ONLY = ("instant", "sorcery", "card")
"""Nouns of a kind that names no permanent."""


def plural_said(said: Said, target: str) -> Said:
    """``said`` of several targets (:func:`plural`)."""
    return replace(
        said,
        sentence=plural(said.sentence, target),
        may=plural(said.may, target),
        otherwise=tuple(plural(o, target) for o in said.otherwise),
    )


def _several(step: Ability) -> str:
    """Forge's ``TargetMin$``/``TargetMax$`` as the Oracle text's words before "target":
    "two", "up to two" (601.2c); ``""`` for one target, or a number cardhost can't say."""
    least, most = step.get("TargetMin", "1"), step.get("TargetMax", "1")
    if (least, most) == ("0", "1"):
        return UP_TO_ONE
    divided = step.get("DividedAsYouChoose")
    if divided and least == "1":  # 601.2d: one target or more, each dealt 1 or more
        if most == divided and most.isdigit() and 4 <= int(most) <= 10:
            return "any number of"
        return {"2": "one or two", "3": "one, two, or three"}.get(most, "")
    count = {"2": "two", "3": "three", "4": "four", "5": "five", "6": "six"}.get(most, "")
    if not count or least not in ("0", most):
        return ""
    return count if least == most else f"up to {count}"


RANGED = ("one or two", "one, two, or three", "any number of")
"""Forge's targets of one or more, up to a number, as the Oracle text says them (601.2c)."""
UP_TO_ONE = "up to one"
"""Forge's ``TargetMin$ 0 | TargetMax$ 1``: one target the player may leave unchosen
(601.2c), said in the singular."""


def _target(step: Ability, several: str = "") -> str | None:
    """The target phrase of ``step``'s ``ValidTgts``, or ``None`` if the importer has none:
    a player, any target, a spell (115.1) or a permanent of a kind; ``several`` of them
    ("up to two target creatures", 601.2c)."""
    valid = step.get("ValidTgts")
    if several == UP_TO_ONE:
        one = _target(step)
        return one.replace("target ", "up to one target ", 1) if one else None
    if several:
        found = kind(valid)
        if valid in ("Player", "Opponent"):
            return f"{several} target {valid.lower()}s"
        if valid == "Creature,Player,Planeswalker" and several in RANGED:  # 115.4
            return f"{several} targets"
        if found is None or found.another or step.get("TargetType") == "Spell":
            return None
        if GRAVEYARD_ORIGIN in (step.get("Origin"), step.get("TgtZone")):
            one = _card_in_graveyard(found)
            return one and one.replace("target ", f"{several} target ", 1).replace(
                " card ", " cards ", 1
            )
        return f"{several} target {found.plural}"
    if valid in PLAYER_TARGETS:
        return PLAYER_TARGETS[valid]
    if valid == "Creature,Planeswalker":
        return "target creature or planeswalker"
    found = kind(valid)
    if found is None:
        return None
    if step.get("TargetType") == "Spell":
        return f"target {found.spell}" if found.spell else None
    if GRAVEYARD_ORIGIN in (step.get("Origin"), step.get("TgtZone")):
        return _card_in_graveyard(found)
    if any(n in SPELL_ONLY for n in found.nouns):
        return None
    lead = "another " if found.another else ""
    return f"{lead}target {found.noun_phrase}{found.after}"


GRAVEYARD_ORIGIN = "Graveyard"
"""Forge's zone of a target card in a graveyard: ``Origin$`` of a move, ``TgtZone$``."""


def _card_in_graveyard(found: Kind) -> str | None:
    """A target card in a graveyard (115.1, 400.1): "target creature card from your
    graveyard" (Forge's ``YouCtrl`` of a card there is its owner), "... from a
    graveyard", "... from an opponent's graveyard"."""
    whose = {
        "": "a graveyard",
        "you control": "your graveyard",
        "an opponent controls": "an opponent's graveyard",
    }.get(found.controlled)
    if whose is None or found.another or found.nouns == ("permanent",):
        return None
    nouns = tuple(n for n in found.nouns if n != "card")
    named = " or ".join(nouns)
    adjectives = " ".join(found.adjectives)
    kind_words = " ".join(w for w in (adjectives, named, "card", found.compared) if w)
    return f"target {kind_words} from {whose}"


FLIP_KEYS = frozenset({"WinSubAbility", "LoseSubAbility", "ValidTgts", "Defined"})
"""A coin flip's parameters the importer reads (705.1)."""
JOINED_AT_MOST = 4
"""The most sentences an effect has for the importer to try joining them."""
WORDINGS_AT_MOST = 64
"""The most choices of each sentence's wordings the importer tries for one effect."""


def _found(texts: list[str], paragraphs: Sequence[str]) -> str | None:
    """The first of ``texts`` (or of them naming the card once, "it" after, or listing
    kinds with "and") that is one of ``paragraphs``."""
    for text in texts:
        for said in (text, named_once(text)):
            for way in (said, listed_with_and(said)):
                if way in paragraphs:
                    return way
    return None


FLIP = "cardhost-flip"
"""The importer's mark on a step of a coin flip's ``WinSubAbility$`` or
``LoseSubAbility$``: ``"won"`` or ``"lost"`` (705.2)."""


def _on_flip(said: Said, result: str, first: bool) -> Said:
    """``said`` followed only if the coin flip was ``result``; the first sentence of an
    outcome opens "If you win the flip, " (or lose)."""
    condition = f"you {result} the flip"
    instructions = tuple(i | {"if": condition} for i in said.instructions)
    if not first:
        return replace(said, instructions=instructions)
    opening = f"If you {'win' if result == 'won' else 'lose'} the flip, "
    ways = [f"{opening}{_lowered(w)}" for w in (said.sentence, *said.otherwise) if w]
    return replace(said, instructions=instructions, sentence=ways[0], otherwise=tuple(ways[1:]))


@dataclass
class Effect:
    """An ability's effect as data: its target phrases, instructions and sentences."""

    targets: list[str] = field(default_factory=list)
    instructions: list[dict[str, Any]] = field(default_factory=list)
    sentences: list[Said] = field(default_factory=list)
    phrases: list[str | None] = field(default_factory=list)
    """For each instruction, the target phrase its step chose or referred to, if any."""

    flip: str = ""
    """While a coin flip's outcome step is added: ``"won"`` or ``"lost"`` (705.2)."""
    flips_said: set[str] = field(default_factory=set)

    def add(self, said: Said, phrase: str | None = None) -> None:
        """``said``'s instructions and sentence, its "target" the targets of ``phrase``;
        while :attr:`flip` is set, followed only on that outcome of the coin flip before
        ("If you win the flip, ...", 705.2)."""
        if self.flip:
            said = _on_flip(said, self.flip, self.flip not in self.flips_said)
            self.flips_said.add(self.flip)
        self.instructions += said.instructions
        self.phrases += [phrase] * len(said.instructions)
        self.sentences.append(said)

    def named_phrases(self) -> bool:
        """With several target phrases (115.1), each instruction's ``"target"`` as the
        phrase its step chose; ``False`` if one acts on a target of no phrase."""
        if len(self.targets) < 2:
            return True
        for instruction, phrase in zip(self.instructions, self.phrases, strict=True):
            for key, value in instruction.items():
                if value == "target" and phrase is None:
                    return False
                if value == "target":
                    instruction[key] = phrase
        return True

    @property
    def text(self) -> str:
        return " ".join(s.sentence for s in self.sentences)

    @property
    def texts(self) -> list[str]:
        """Every way an Oracle text may word it (:func:`joined`), the plain one first;
        an effect of many sentences only the plain way, so the ways stay few."""
        sentences = [s.sentence for s in self.sentences]
        if len(sentences) > JOINED_AT_MOST:
            return [self.text]
        ways = [[s.sentence, *filter(None, s.otherwise)] for s in self.sentences]
        found: list[str] = []
        for chosen in islice(product(*ways), WORDINGS_AT_MOST):
            found += joined(list(chosen))
        return found

    def as_data(self) -> dict[str, Any]:
        """Its ``targets`` (if any) and ``effects``, as a card file's entry has them."""
        data: dict[str, Any] = {"targets": self.targets} if self.targets else {}
        data["effects"] = self.instructions
        return data

    def may_text(self) -> str | None:
        """The effect after "you may" (603.5): one sentence that can follow it; or "you
        may have target creature get ...", "you may have CARDNAME deal ..." for one whose
        subject isn't "you"."""
        if len(self.sentences) != 1:
            return None
        return _may_of(self.sentences[0])

    def may_texts(self) -> list[str | None]:
        """Every way the effect reads after "you may" (:meth:`may_text`, "you may draw a
        card. If you do, ..." for the rest after the first sentence, and "you may gain
        life equal to ..." for each way a sentence of "you" words it)."""
        found: list[str | None] = [self.may_text()]
        if len(self.sentences) == 1:
            found += [f"you may {w}" for w in self.sentences[0].may_otherwise]
        head = self.sentences[0] if len(self.sentences) > 1 else None
        heads = [head, *(Said((), w) for w in head.otherwise if w)] if head else []
        rest = " ".join(s.sentence for s in self.sentences[1:])
        for first in filter(None, map(_may_of, heads)):  # "you may draw a card. If you do, ..."
            found.append(f"{first.removesuffix('.')}. If you do, {_lowered(rest)}")
        if len(self.sentences) != 1:  # "you may untap it and remove it from combat"
            ones = [t for t in self.texts[1:] if ". " not in t and t.split(" ")[0] in IMPERATIVES]
            ones += [_named_again(t) for t in ones if _named_again(t) != t]
            found += [f"you may {_lowered(t)}" for t in ones]
            return found
        for text in self.texts[1:]:
            if text.startswith("You ") and not self.sentences[0].may:
                found.append(f"you may {text[4:]}")
            elif text.split(" ", 1)[0] in IMPERATIVES and ". " not in text:  # "you may search"
                found.append(f"you may {_lowered(text)}")
        return found


def _named_again(text: str) -> str:
    """``text`` naming the same object a second time as "it": "Untap CARDNAME and remove
    it from combat."."""
    for named in ("CARDNAME", "that creature"):
        if text.count(f" {named} ") + text.count(f" {named}.") == 2:
            head, _, tail = text.rpartition(f" {named}")
            return f"{head} it{tail}"
    return text


def _may_of(said: Said) -> str | None:
    """The words of ``said`` after "you may" (603.5), or ``None`` if none can follow it."""
    if said.may:
        return "you may " + said.may
    had = having(said.sentence)
    if had:
        return f"you may {had}"
    verb = said.sentence.split(" ", 1)[0]
    if verb in IMPERATIVES and ". " not in said.sentence:  # "you may counter target spell."
        return f"you may {said.sentence[0].lower()}{said.sentence[1:]}"
    if said.sentence.startswith("You ") and ". " not in said.sentence:  # "you may gain"
        return f"you may {said.sentence[4:]}"
    return None


def paid_first(step: Ability) -> tuple[str, tuple[str, ...]] | None:
    """The cost of a triggered ability's step its controller may pay as it resolves
    (118.12), Forge's ``AB$`` with a ``Cost$``: cardhost's words for it and the Oracle
    text's after "you may" ("pay {1}", "discard a card", "sacrifice it"); ``None`` if
    cardhost can't say it (one part, nothing of the source itself but sacrificing it)."""
    if step.get("Cost") == "Sac<1/CARDNAME>":  # "you may sacrifice it. If you do, ..."
        return "Sacrifice this permanent", ("sacrifice CARDNAME", "sacrifice it")
    found = unless_of(step.get("Cost"))
    if found is None:
        return None
    text = found.cost
    return text, (f"pay {text}" if text.startswith("{") else text[:1].lower() + text[1:],)


REMEMBERED_PRESENT = {
    "ConditionDefined": "Remembered",
    "ConditionPresent": "Card",
    "ConditionCompare": "GE1",
}
"""Forge's condition of a step after one that remembered what it did: "If you do"."""


REMEMBERED_AMOUNT = "Remembered$Amount"
"""Forge's count of what a step remembered: 1 after one object moved."""


def _if_it_moved(face: ScriptFace, step: Ability) -> tuple[ScriptFace, Ability]:
    """An optional trigger's first step moving its one target and remembering it, then a
    step on the condition that it did ("you may exile target creature card from a
    graveyard. If you do, you gain 2 life."): the trigger's whole choice (603.5), as the
    one target moves whenever the ability resolves at all (608.2b); the steps without
    Forge's remembering, its condition and its cleanup. ``face`` and ``step`` as they
    are for any other form."""
    single = step.get("TargetMin", "1") == step.get("TargetMax", "1") == "1"
    moving = step.get("DB") == "ChangeZone" and "ValidTgts" in step.params and single
    then_name = step.get("SubAbility")
    if not moving or step.get("RememberChanged") != "True" or face.svar(then_name) is None:
        return face, step
    then = follow(face, then_name)
    checked = face.svar(then.get("ConditionCheckSVar")) == REMEMBERED_AMOUNT
    if checked and then.get("ConditionSVarCompare") in ("EQ1", "GE1"):
        condition = {"ConditionCheckSVar", "ConditionSVarCompare", "References"}
    elif all(then.get(k) == v for k, v in REMEMBERED_PRESENT.items() if k != "ConditionCompare"):
        condition = set(REMEMBERED_PRESENT)
        if then.get("ConditionCompare") not in ("EQ1", "GE1"):
            return face, step
    else:
        return face, step
    rest = {k: v for k, v in then.params.items() if k not in condition}
    after = rest.get("SubAbility")
    if after:
        cleanup = follow(face, after)
        if dict(cleanup.params) != {"DB": "Cleanup", "ClearRemembered": "True"}:
            return face, step
        del rest["SubAbility"]
    written = " | ".join(f"{k}$ {v}" for k, v in rest.items())
    svars = MappingProxyType(dict(face.svars) | {then_name: written})
    return replace(face, svars=svars), _without(step, "RememberChanged")


def _discarded_if_you_do(face: ScriptFace, step: Ability) -> Ability | None:
    """Forge's "you may discard a card. If you do, ...": an optional trigger's step
    discarding one card of its controller's choice and remembering it, then a step on
    the condition that one was; that step, without the condition, for ``if_paid`` with
    the cost "Discard a card" (118.12); ``None`` for another form."""
    wanted = {"Defined": "You", "NumCards": "1", "Mode": "TgtChoose", "RememberDiscarded": "True"}
    keys = set(step.params) - {"DB", "SubAbility"}
    if step.get("DB") != "Discard" or keys != set(wanted):
        return None
    if (
        any(step.get(k) != v for k, v in wanted.items())
        or face.svar(step.get("SubAbility")) is None
    ):
        return None
    then = follow(face, step.get("SubAbility"))
    if any(then.get(k) != v for k, v in REMEMBERED_PRESENT.items()):
        return None
    rest = {k: v for k, v in then.params.items() if k not in REMEMBERED_PRESENT}
    after = rest.get("SubAbility")
    if after and follow(face, after).get("DB") != "Cleanup":
        return None
    rest.pop("SubAbility", None)
    return Ability(then.text, MappingProxyType(rest))


def if_you_do(effect: Effect, paying: tuple[str, tuple[str, ...]]) -> Effect | None:
    """``effect``, one instruction, followed only if its controller pays the cost as it
    resolves: "you may pay {1}. If you do, you gain 1 life." (118.12)."""
    if len(effect.instructions) != 1 or len(effect.sentences) != 1:
        return None
    cost, wordings = paying
    said = effect.sentences[0]
    ways = [f"You may {w}. If you do, {_lowered(t)}" for w in wordings for t in effect.texts]
    ways += [  # "If you do, you draw a card."
        f"You may {w}. If you do, you {_lowered(t)}"
        for w in wordings
        for t in effect.texts
        if t.split(" ", 1)[0] in IMPERATIVES
    ]
    paid = Said(
        ({**effect.instructions[0], "if_paid": cost},), ways[0], "", said.tokens, tuple(ways[1:])
    )
    found = Effect(list(effect.targets))
    found.add(paid, effect.phrases[0])
    return found


IMPERATIVES = frozenset(
    {"Counter", "Destroy", "Exile", "Return", "Tap", "Untap", "Draw", "Create", "Put"}
    | {"Sacrifice", "Search", "Scry", "Regenerate", "Transform", "Prevent", "Gain", "Lose"}
    | {"Look", "Reveal", "Mill", "Discard", "Investigate", "Copy", "Attach", "Surveil"}
)
"""Verbs an effect's sentence opens with that "you may" may precede as they are (603.5):
the player's own actions."""


def _effect(
    face: ScriptFace,
    ability: Ability,
    out: Translation,
    where: str,
    moved: bool = False,
    other: tuple[str, ...] = (),
    renamed: Mapping[str, str] | None = None,
) -> Effect | None:
    """The effect of ``ability`` and its ``SubAbility$`` chain (608.2c), or ``None``
    with the reasons noted. ``moved``: the ability of the card itself leaving the
    battlefield, whose ``TriggeredCard`` is the card it became (400.7e): "this"."""
    effect = Effect()
    chosen: str | None = None
    pending: str | None = None  # a colour or type chosen for the step after it (608.2d)
    unsaid: str | None = None  # a target chosen for a later step, named by none yet
    for step in _chain(face, ability):
        effect.flip = step.get(FLIP)
        if effect.flip:
            step = _without(step, FLIP)
        if moved and step.get("Defined") in ("TriggeredCard", "TriggeredNewCardLKICopy"):
            params = dict(step.params) | {"Defined": "Self"}
            step = Ability(step.text, MappingProxyType(params))
        if other and step.get("Defined") in other:  # the other creature (509.3d, 509.3f)
            params = dict(step.params) | {"Defined": THAT_CREATURE}
            step = Ability(step.text, MappingProxyType(params))
        if renamed and step.get("Defined") in renamed:  # the player the event named, you
            params = dict(step.params) | {"Defined": renamed[step.get("Defined")]}
            step = Ability(step.text, MappingProxyType(params))
        for param in ("ValidTgts", "ValidCards"):  # "... that player controls" (603.2)
            valid = step.get(param)
            whose = [k for k in (renamed or {}) if k.endswith("Ctrl") and f".{k}" in valid]
            for key in whose:
                valid = valid.replace(f".{key}", f".{renamed[key]}")  # type: ignore[index]
            if whose:
                step = Ability(step.text, MappingProxyType(dict(step.params) | {param: valid}))
        if renamed and renamed.get(step.get("TokenOwner")) == "You":  # 603.3a: yours
            step = Ability(step.text, MappingProxyType(dict(step.params) | {"TokenOwner": "You"}))
        dealing = "DealDamage" in (step.get("SP"), step.get("DB"), step.get("AB"))
        if dealing and step.get("DamageSource"):  # 120.3: dealt by another than the card
            before = effect.targets[-1] if effect.targets else None
            found, target = _step_target(step, "", effect, out)
            watching = (renamed or {}).get(CARD_CONTROLLER) == "TriggeredPlayer"
            counted = face.svar(step.get("NumDmg")) or ""
            if not found:
                return None
            said = dealt_by(step, counted, before, before == unsaid, target, watching)
            if said is None:
                out.skip("API DealDamage with DamageSource$", "this parameter in the importer")
                return None
            effect.add(said, target)
            unsaid = None
            continue
        count = None
        choice = None
        theirs = REPEATED in step.params  # 608.2h: counted for each player
        step = _without(step, REPEATED) if theirs else step
        if _uses_x(step) and face.svar("X") != X_PAID:
            counting, theirs = _their_count(step, _own_count(face.svar("X") or "", renamed), theirs)
            count = counted_amount(counting, theirs)
            choice = choice_of(face, face.svar("X") or "") if count is None else None
            if count is None and choice is None:
                out.skip("an amount X other than the X paid", "counts as amounts in the importer")
                return None
        unless = None
        if "UnlessCost" in step.params:  # 118.12a
            unless = unless_of(step.get("UnlessCost"), step.get("UnlessPayer"))
            if unless is None or ("{X}" in unless.cost and count is not None):
                payer = step.get("UnlessPayer") or "You"
                out.skip(
                    f"UnlessCost$ {step.get('UnlessCost')} paid by {payer}",
                    "this cost paid as it resolves in the importer",
                )
                return None
            for key in ("UnlessCost", "UnlessPayer", "UnlessAI"):
                step = _without(step, key)
        moment = step.get(AT_PARAM)
        if moment:
            step = _without(step, AT_PARAM)
        api = step.get("SP") or step.get("DB") or step.get("AB")
        condition = None
        if CONDITION_KEYS & set(step.params) and "ConditionDefined" not in step.params:
            said_as = " ".join(f"{k}$ {v}" for k, v in step.params.items() if k in CONDITION_KEYS)
            step, condition = step_condition(face, step)
            if condition is None or moment:
                out.skip(f"API {api} with {said_as}", "this condition in the importer")
                return None
        if api in CHOOSING:  # 608.2d: chosen as it resolves, for the step after it
            pending = of_choice(step)
            if pending is None or condition is not None or unless or moment or count:
                out.skip(f"API {api}", "this effect in the importer")
                return None
            continue
        if pending is not None:
            using = using_choice(step, pending)
            if using is None:
                out.skip(f"API {api} of a choice", "this effect in the importer")
                return None
            step, pending = using, None
        if api == "GainLife" and step.get("LifeAmount") == LIFE_LOST:  # 119.3
            last = effect.instructions[-1] if effect.instructions else {}
            plain = set(step.params) - COMMON <= {"LifeAmount", "Defined"}
            if "lose_life" not in last or step.get("Defined", "You") != "You" or not plain:
                out.skip("API GainLife as written", "this form of it in the importer")
                return None
            last["gain_lost"] = True
            effect.add(Said((), "You gain life equal to the life lost this way."))
            continue
        if api == "FlipACoin":  # 705.1: "Flip a coin.", its outcomes the steps after it
            if set(step.params) - COMMON - FLIP_KEYS or step.get("Defined", "You") != "You":
                out.skip("API FlipACoin as written", "this form of it in the importer")
                return None
            if condition is not None or unless or moment or effect.flip:
                out.skip("API FlipACoin as written", "this form of it in the importer")
                return None
            if "ValidTgts" in step.params:  # chosen for an outcome's step (115.1)
                found, unsaid = _step_target(step, "", effect, out)
                if not found:
                    return None
            effect.add(Said(({"flip_coin": 1},), "Flip a coin.", "flip a coin."))
            continue
        if api == "ChooseSource":  # 609.7a: the source an effect after it names
            chosen = _choose_source(step, out)
            if chosen is None:
                return None
            continue
        if api == "Cleanup" and set(step.params) <= COMMON | {"ClearChosenCard", "ClearRemembered"}:
            continue  # Forge's bookkeeping: no rules
        if api == "Token" and step.get("TokenAbilities"):
            said = _predefined_token(face, step)
            if said is None:
                out.skip("API Token with TokenAbilities$", "this token in the importer")
                return None
            effect.add(said)
            for made in said.tokens:
                _token_face(made, out)
            continue
        if api == "Effect":
            before = len(effect.targets)
            said = _prevention(face, step, out, effect, chosen, _several(step))
            if said is None:
                return None
            chosen = None
            effect.add(said, effect.targets[-1] if len(effect.targets) > before else None)
            continue
        if only_a_target(step) and unsaid is None:  # chosen for the fight after it
            found, unsaid = _step_target(step, "", effect, out)
            if not found:
                return None
            continue
        if api in PAIRED:  # 701.14a, 701.12b: an earlier target, or the card, and this one
            before = effect.targets[-1] if effect.targets else None
            several = _several(step) if api == "ExchangeControl" else ""
            found, target = _step_target(step, several, effect, out)
            said = None
            if found and target and api == "Fight":
                said = fight(step, before, before == unsaid, target)
            elif found and target:
                plain = {k: v for k, v in step.params.items() if k not in where_keys(where)}
                exchanged = Ability(step.text, MappingProxyType(plain))
                said = exchange(exchanged, before if before == unsaid else None, several, target)
            if said is None or condition is not None or unless or moment:
                out.skip(f"API {api} as written", "this form of it in the importer")
                return None
            effect.add(said, target)
            unsaid = None
            continue
        known = APIS.get(api)
        if known is None:
            out.skip(f"API {api}", "this effect in the importer")
            return None
        at_end = step.get("AtEOT")  # 603.7: "Sacrifice it at the beginning of the next end step."
        step = _without(step, "AtEOT") if at_end else step
        several = _several(step)
        for key in step.params:
            if key in ("TargetMin", "TargetMax") and several:
                continue
            if key not in COMMON and key not in known[0] and key not in where_keys(where):
                out.skip(f"API {api} with {key}$", "this parameter in the importer")
                return None
        found, target = _step_target(step, several, effect, out)
        if not found:
            return None
        phrase = target
        earlier = step.get("Defined") in EARLIER_TARGET and "ValidTgts" not in step.params
        if earlier and len(effect.targets) == 1:
            step, target = _without(step, "Defined"), effect.targets[0]
            phrase = target
        said = known[1](with_x(step, choice.otherwise) if choice else step, target)
        if said is not None and choice is not None:  # 608.2c: "... instead if ..."
            alone = not (earlier or unless or moment or condition) and several in ("", UP_TO_ONE)
            then = known[1](with_x(step, choice.then), target) if alone else None
            said = with_instead(said, then, choice, target) if then is not None else None
        if said is not None and earlier and effect.targets[0] != unsaid:
            said = referring(said, effect.targets[0])
        if earlier and effect.targets[0] == unsaid:  # named here first: "any target"
            unsaid = None
        if said is not None and several not in ("", UP_TO_ONE, *RANGED) and target is not None:
            said = plural_said(said, target)
        if said is not None and opponents(said.sentence):
            said = replace(said, otherwise=(*said.otherwise, *opponents(said.sentence)))
        if said is None:
            out.skip(f"API {api} as written", "this form of it in the importer")
            return None
        if count is not None:
            said = _with_count(said, count)
        if unless is not None:
            said = with_unless(said, unless)
            if said is None:
                out.skip(f"API {api} with UnlessCost$", "this form of it in the importer")
                return None
        if moment:
            said = with_at(said, moment)
        if condition is not None:
            itself = where in ("trigger", "activated") and not moved
            conditioned = with_condition(said, condition, itself)
            if conditioned is None:
                out.skip(f"API {api} with {said_as}", "this condition in the importer")
                return None
            said = conditioned
        effect.add(said, phrase)
        for made in said.tokens:
            _token_face(made, out)
        if at_end:
            later = _at_next_end_step(at_end, said, face.oracle)
            if later is None:
                out.skip(
                    f"API {api} with AtEOT$ {at_end}", "this later instruction in the importer"
                )
                return None
            effect.add(later, phrase)
    if chosen is not None:
        out.skip("API ChooseSource of no later effect", "this effect in the importer")
        return None
    if pending is not None:
        out.skip("API ChooseType of no later effect", "this effect in the importer")
        return None
    if unsaid is not None:
        out.skip("API Pump of only a target", "a later step acting on it in the importer")
        return None
    if not effect.named_phrases():
        out.skip("several target phrases", "the phrase an instruction acts on in the importer")
        return None
    return effect


AT_END = {"Sacrifice": "sacrifice", "Destroy": "destroy", "Exile": "exile"}
"""Forge's ``AtEOT$``: what is done to the object at the beginning of the next end step."""
NEXT_END_STEP = "the beginning of the next end step"


def _at_next_end_step(what: str, said: Said, oracle: str) -> Said | None:
    """ "Sacrifice it at the beginning of the next end step.", "Destroy that creature
    ...", "Exile CARDNAME ...": a delayed triggered ability (603.7) made as the effect
    resolves, for the object it acted on: the source itself or its one target. A target
    is sacrificed by the ability's controller ("Sacrifice it"), unless the Oracle text
    says "Its controller sacrifices it" (701.21a)."""
    verb = AT_END.get(what)
    subject = said.instructions[0].get("on", "this") if len(said.instructions) else ""
    if verb is None or subject not in ("this", "target"):
        return None
    instruction = {verb: subject}
    named = ("CARDNAME", "it") if subject == "this" else ("it", "that creature")
    ways = [f"{what} {n} at {NEXT_END_STEP}." for n in named]
    theirs = f"Its controller sacrifices it at {NEXT_END_STEP}."
    if subject == "target" and verb == "sacrifice" and theirs.lower() in oracle.lower():
        ways = [theirs]
    elif subject == "target" and verb == "sacrifice":
        instruction["player"] = "you"
    instruction["at"] = NEXT_END_STEP
    return Said((instruction,), ways[0], "", (), tuple(ways[1:]))


def _predefined_token(face: ScriptFace, step: Ability) -> Said | None:
    """A Treasure, Clue or Eldrazi Scion token (111.10) created, or ``None``."""
    known = TOKEN_PARAMS | {"TokenAbilities"}
    count = step.get("TokenAmount", "1")
    name = predefined(face, step)
    if set(step.params) - COMMON - known or not count.isdigit() or name is None:
        return None
    if step.get("TokenOwner", "You") != "You" or not 1 <= int(count) <= 20:
        return None
    investigates = "investigate" in face.oracle.lower()
    instruction, ways, made = predefined_said(name, int(count), investigates)
    if not ways:
        return None
    may = ways[0][0].lower() + ways[0][1:]
    return Said((instruction,), ways[0], may, (made,) if made else (), tuple(ways[1:]))


def _choose_source(step: Ability, out: Translation) -> str | None:
    """The colours of "a source of your choice" (609.7a) as words ("red"; ``""`` for any
    source); ``None`` with the reason noted."""
    unknown = set(step.params) - COMMON - {"Choices", "RememberChosen"}
    chosen = chosen_colors(step.get("Choices")) if not unknown else None
    if chosen is None:
        out.skip(f"API ChooseSource of {step.get('Choices')}", "this choice in the importer")
    return chosen


def _step_target(
    step: Ability, several: str, effect: Effect, out: Translation
) -> tuple[bool, str | None]:
    """The target phrase a step declares (``ValidTgts$``), added to the effect's, or
    none; ``False`` with the reason noted if the importer can't say it or another step
    declared the same words (115.1: each a phrase of its own)."""
    if "ValidTgts" not in step.params:
        return True, None
    target = _target(step, several)
    if target is None or target in effect.targets:  # 115.1: a phrase of its own
        out.skip(f"ValidTgts$ {step.get('ValidTgts')}", "this target in the importer")
        return False, None
    effect.targets.append(target)
    return True, target


def _prevention(
    face: ScriptFace,
    step: Ability,
    out: Translation,
    effect: Effect,
    chosen: str | None,
    several: str,
) -> Said | None:
    """Forge's ``Effect`` making a prevention effect (615), or saying what each
    permanent of a group can't or must do this turn (611.2c); ``None`` with the reason
    noted."""
    found, target = _step_target(step, several, effect, out)
    if not found:
        return None
    names = step.get("ReplacementEffects")
    said = None
    statics = step.get("StaticAbilities")
    only_statics = set(step.params) - COMMON - {"Name", "Duration"} == {"StaticAbilities"}
    if statics and "," not in statics and only_statics and "Duration" not in step.params:
        said = group_rule(follow(face, statics), target)
    if statics and "," not in statics and only_statics and said is None and target is None:
        said = player_effect(follow(face, statics), step.get("Duration"))
    extra = set(step.params) - COMMON - EFFECT_PARAMS
    if extra - REDIRECTING_PARAMS:
        names = ""
    if names and "," not in names and not step.get("Triggers") and not step.get("StaticAbilities"):
        replacement = follow(face, names)
        used_up = replacement.get("ReplaceWith")
        replace_with = follow(face, used_up) if used_up else None
        redirecting = replace_with is not None and "ReplaceWith" in replacement.params
        if redirecting and replace_with.get("DB") in ("ReplaceSplitDamage", "ReplaceEffect"):
            after = replace_with.get("SubAbility")  # type: ignore[union-attr]
            said = redirection(
                step,
                replacement,
                replace_with,
                follow(face, after) if after else None,
                target,
                chosen,
            )
        elif not extra:
            said = prevention(step, replacement, replace_with, target, chosen)
    if said is None:
        out.skip("API Effect", "this effect in the importer")
    return said


EARLIER_TARGET = ("Targeted", "ParentTarget")
"""Forge's ``Defined$`` for the target an earlier instruction of the effect chose."""


def _rest_of(step: Ability) -> dict[str, str]:
    """``step``'s parameters but its kind and its cost."""
    return {k: v for k, v in step.params.items() if k not in ("AB", "Cost")}


def _without(step: Ability, key: str) -> Ability:
    """``step`` without its parameter ``key``."""
    return Ability(step.text, MappingProxyType({k: v for k, v in step.params.items() if k != key}))


def _uses_x(step: Ability) -> bool:
    """Whether a parameter of ``step`` is X: an amount, or a change of power or
    toughness ("+X", "-X")."""
    return any(v in ("X", "+X", "-X") for v in step.params.values())


def _with_count(said: Said, count: Counted) -> Said:
    """``said`` with its X counted as it resolves (608.2h): each instruction with X
    says what X is, and its sentence says so as an Oracle text may."""
    instructions = tuple(
        i | {"x": count.data} if any("X" in str(v) for v in i.values()) else i
        for i in said.instructions
    )
    ways = worded(said.sentence, count)
    return Said(instructions, ways[0], "", said.tokens, ways[1:])


def _token_face(made: dict[str, Any], out: Translation) -> None:
    """Add the token ``made`` to the card's ``[[tokens]]`` (111.4): once, and never two
    different tokens of one name."""
    tokens = out.table.setdefault("tokens", [])
    same = [t for t in tokens if t["name"] == made["name"]]
    if same and same[0] != made:
        out.skip(f"two {made['name']}s", "two different tokens of one name")
    elif not same:
        tokens.append(made)


def where_keys(where: str) -> frozenset[str]:
    """Parameters an ability of this kind may have: a loyalty ability's ``Planeswalker$``
    and ``Ultimate$`` (a mark for Forge's AI) and its activation limits."""
    if where == "activated":
        return ACTIVATION_KEYS
    return frozenset()


ACTIVATION_KEYS = frozenset({"Planeswalker", "Ultimate", "SorcerySpeed", "ActivationLimit"})
PAIRED = ("Fight", "ExchangeControl")
"""Forge's effects on two objects: fighting (701.14a) and exchanging control (701.12b)."""
COMMON = frozenset(
    {"SP", "DB", "AB", "Cost", "SpellDescription", "StackDescription", "SubAbility", "TgtPrompt"}
    | {"References", "IsCurse", "AILogic", "AIlogic", "AINoRecursiveCheck", "AITgts"}
    | {"AIPhyrexianPayment", "AILifeThreshold", "AITgtOwnCards", "AICheckSVar", "AISVarCompare"}
)
"""Parameters of every effect that say nothing of its rules: its cost (checked apart),
its texts, the next step of the chain, the prompt for its target, the SVars it names
(each still checked) and hints to Forge's AI."""


def _spell(face: ScriptFace, ability: Ability, out: Translation) -> None:
    """An instant's or sorcery's effect (``SP$``): cast for its mana cost, which a script
    says again as its ``Cost$`` or, as Forge writes spells now, not at all."""
    cost = out.table.get("mana_cost", "")
    if "Cost" in ability.params and mana_cost(ability.get("Cost"), out) != cost:
        out.skip("A:SP$ with Cost$ other than the mana cost", "additional costs in the importer")
    effect = _effect(face, ability, out, "spell")
    if effect is None:
        return
    said = " ".join(
        p
        for p in _paragraphs(face)
        if not _keyword_line(p)
        and not (out.table.get("cant_be_countered") and p in UNCOUNTERABLE)  # 113.6g
        and not p.startswith(OPENINGS["cycle"])  # 702.29c: a triggered ability's
        and not _says_alternative_cost(face, p)  # 118.9: alternative_cost's
    )
    if _found(effect.texts, [said]) is None:
        out.skip(
            "A:SP$ whose Oracle text reads otherwise", f"the Oracle text to be {effect.text!r}"
        )
        return
    out.table["spell"] = effect.as_data()


CHOOSE = {("1", "1"): "one", ("2", "2"): "two", ("1", "2"): "one or both", ("3", "3"): "three"}
"""Forge's ``MinCharmNum$`` and ``CharmNum$`` and the Oracle text's "Choose ..." (700.2)."""


CARD_CONTROLLER = "TriggeredCardController"
"""Forge's ``Defined$`` for the controller of the card whose event triggered."""
WATCHED_EVENTS = ("enters", "dies", "attacks", "put into a graveyard")


DAMAGED_PLAYER = ("combat damage to a player", "damage to a player")
DAMAGED_PLAYER += ("combat damage to an opponent", "damage to an opponent")
"""Trigger events whose "that player" is the player dealt damage, for a creature dealing
combat damage the defending player (Forge's ``DefenderCtrl``)."""
STEPS_OF_EACH = ("upkeep", "draw step", "end step", "beginning of combat")
"""Trigger events of a step, whose "that player" is the active player."""


def _renamed(trigger: Ability, event: str, face: ScriptFace, targeting: bool) -> dict[str, str]:
    """Forge's ``Defined$`` of a trigger's players as cardhost names them: the controller
    of the spell or ability targeting, the player casting a spell, or the controller of
    the permanent a trigger watching others saw, "that player" (603.2); the card's own
    controller, you (603.3a)."""
    if targeting:
        return dict.fromkeys(THAT_PLAYER_DEFINED, "TriggeredPlayer")
    if event == "cast":  # the player casting it
        return {"TriggeredActivator": "TriggeredPlayer"}
    if event == "discard":  # the player discarding it, its owner
        return {CARD_CONTROLLER: "TriggeredPlayer"}
    if event == "draw":  # the player drawing it
        return {CARD_CONTROLLER: "TriggeredPlayer"}
    if event in DAMAGED_PLAYER:  # its targets "that player controls": the player dealt it
        return {"DefenderCtrl": THAT_PLAYERS}
    if event in STEPS_OF_EACH and trigger.get("ValidPlayer", "Player") != "You":
        return {"ActivePlayerCtrl": THAT_PLAYERS}  # whose step began
    itself = _itself(trigger.get("ValidCard").removesuffix("+kicked"), face)
    if event in WATCHED_EVENTS and not itself and "ValidCard" in trigger.params:
        dying = event in ("dies", "put into a graveyard")  # 400.7e: the card it became
        return {CARD_CONTROLLER: "TriggeredPlayer"} | (MOVED_CARD if dying else {})
    return {CARD_CONTROLLER: "You", ITSELF: "True"} if itself else {}


ITSELF = "cardhost-itself"
"""The importer's mark on a trigger of the card itself (``ValidCard$ Card.Self``)."""


THEIR_PROPERTIES = {"TargetedPlayerCtrl": "ValidTgts", "ActivePlayerCtrl": "Defined"}
"""Forge's properties of what a target player, or the player whose step began,
controls; the parameter that says the step is followed for that player."""


def _their_count(step: Ability, svar: str, theirs: bool) -> tuple[str, bool]:
    """A count of what the player a step is followed for controls ("the number of
    artifacts they control", 608.2h): of its target player (``TargetedPlayerCtrl``), or
    of the player whose step began, "that player" (``ActivePlayerCtrl``), as a step
    repeated for each player says it; ``svar`` as it is otherwise."""
    for property_, param in THEIR_PROPERTIES.items():
        if property_ not in svar or svar.count(property_) != 1:
            continue
        value = step.get(param)
        followed = (
            value in ("Player", "Opponent") if param == "ValidTgts" else value == "TriggeredPlayer"
        )
        if followed:
            return svar.replace(property_, REPEATED_PLAYER.removeprefix(".")), True
    return svar, theirs


def _own_count(svar: str, renamed: Mapping[str, str] | None) -> str:
    """A count of the card a trigger of the card itself names (``TriggeredCard$``) as the
    count of the card itself: as it is, or last existed if it left (608.2h)."""
    if (renamed or {}).get(ITSELF) and svar.startswith("TriggeredCard$Card"):
        return "Count$" + svar.removeprefix("TriggeredCard$")
    if (renamed or {}).get(ITSELF) and svar.startswith("TriggerCount$NumBlockers"):
        return BLOCKERS_OF_THIS + svar.removeprefix("TriggerCount$NumBlockers")
    return svar


MOVED_CARD = dict.fromkeys(("TriggeredCard", "TriggeredNewCardLKICopy"), THAT_CARD)
"""Forge's names of the card a permanent a trigger saw die became (400.7e)."""
_THAT_CREATURE = re.compile(r"\bthat creature\b(?!')")
"""The creature a trigger saw, as "it" may say it too: "deals 1 damage to it"."""


def _that_player(said: str, trigger: Ability, event: str) -> list[str]:
    """The player a trigger event named as Oracle texts say it besides "that player"
    (603.2): "that opponent" dealt damage, "they" who cast a spell, "that spell or
    ability's controller" targeting."""
    if " to that player" in said and event in ("draw", "discard", "cast"):  # "to them"
        return [said.replace(" to that player", " to them", 1)]
    if not said.startswith("that player "):
        return []
    rest = said.removeprefix("that player ")
    if event in DAMAGED_PLAYER and trigger.get("ValidTarget") == "Opponent":
        return [f"that opponent {rest}"]
    if event in ("cast", "draw") and rest.split(" ", 1)[0] in THIRD_PERSON:  # "they lose 2 life"
        verb, _, tail = rest.partition(" ")
        return [f"they {THIRD_PERSON[verb]} {tail}"]
    return []


def _them(said: str) -> list[str]:
    """A trigger's effect after "if that player ...", naming that player again as Oracle
    texts do: "deals 2 damage to them", "they lose 3 life"."""
    condition, _, rest = said.partition(", ")
    found = [f"{condition}, {rest.replace(' to that player', ' to them')}"]
    if rest.startswith("that player "):
        verb, _, tail = rest.removeprefix("that player ").partition(" ")
        if verb in THIRD_PERSON:
            found.append(f"{condition}, they {THIRD_PERSON[verb]} {tail}")
    return [f for f in found if f != said]


_DRAWN = re.compile(r"\b(draws?) (a|two|three) (cards?)\b")


def _additional(said: str) -> str:
    """A draw in a draw step's trigger as Oracle texts say it: "draw an additional card",
    "draws two additional cards" (504.2: after the card drawn for the turn)."""

    def word(match: re.Match[str]) -> str:
        count = "an" if match[2] == "a" else match[2]
        return f"{match[1]} {count} additional {match[3]}"

    return _DRAWN.sub(word, said)


THIRD_PERSON = {"loses": "lose", "draws": "draw", "discards": "discard", "gains": "gain"}
THIRD_PERSON |= {"sacrifices": "sacrifice", "mills": "mill"}
"""A verb after "that player", and after "they"."""


def _its_controller(said: str) -> list[str]:
    """A sentence of "that player" said of the controller of the permanent the trigger
    saw: "that creature's controller", "that land's controller", as Oracle texts name
    them."""
    if "that player" not in said:
        return []
    nouns = ("creature", "land", "artifact", "enchantment", "permanent")
    ways = [said.replace("that player", f"that {noun}'s controller", 1) for noun in nouns]
    return [*ways, said.replace("that player", "its controller", 1)]


def _trigger_modes(
    face: ScriptFace,
    step: Ability,
    out: Translation,
    moved: bool,
    other: tuple[str, ...],
    renamed: Mapping[str, str],
) -> tuple[str, list[dict[str, Any]]] | None:
    """A trigger's ``DB$ Charm``: how its paragraph goes on ("choose one —") and each
    mode's entry, each mode one of the bulleted paragraphs after it (700.2, 603.3c);
    ``None`` with the reasons noted."""
    unknown = set(step.params) - {"DB", "Choices", "CharmNum", "MinCharmNum"}
    most = step.get("CharmNum", "1")
    choose = CHOOSE.get((step.get("MinCharmNum", most), most))
    if unknown or choose is None:
        out.skip("DB$ Charm as written", "this form of a modal triggered ability in the importer")
        return None
    bullets = [p.removeprefix("\u2022 ") for p in _paragraphs(face) if p.startswith("\u2022 ")]
    names = [name.strip() for name in step.get("Choices").split(",")]
    if len(names) != len(bullets):
        out.skip("DB$ Charm whose modes differ", f"{len(bullets)} bulleted modes")
        return None
    modes = []
    for name, bullet in zip(names, bullets, strict=True):  # in the Oracle text's order
        effect = _effect(face, follow(face, name), out, "trigger", moved, other, renamed)
        if effect is None:
            return None
        if _found(effect.texts, [bullet]) is None:
            out.skip("DB$ Charm whose mode reads otherwise", f"the mode {bullet!r}")
            return None
        modes.append(effect.as_data())
    return f"choose {choose} \u2014", modes


def _modal(face: ScriptFace, ability: Ability, out: Translation) -> None:
    """``SP$ Charm``: "Choose one — • ... • ..." (700.2), each mode an SVar's effect."""
    for key in ability.params:
        if key not in ("SP", "Cost", "Choices", "CharmNum", "MinCharmNum"):
            out.skip(f"A:SP$ Charm with {key}$", "this parameter in the importer")
            return
    if mana_cost(ability.get("Cost"), out) != out.table.get("mana_cost", ""):
        out.skip("A:SP$ Charm with Cost$ other than the mana cost", "additional costs")
        return
    most = ability.get("CharmNum", "1")
    choose = CHOOSE.get((ability.get("MinCharmNum", most), most))
    if choose is None:
        out.skip(f"A:SP$ Charm choosing {most}", "this number of modes in the importer")
        return
    lines = [f"Choose {choose} \u2014"]
    modes = []
    for name in ability.get("Choices").split(","):
        effect = _effect(face, follow(face, name.strip()), out, "spell")
        if effect is None:
            return
        said = _found(effect.texts, _modes_said(face))
        lines.append(f"\u2022 {said or effect.text}")
        modes.append(effect.as_data())
    written = " ".join(lines)
    if written != " ".join(_paragraphs(face)):
        out.skip("A:SP$ Charm whose Oracle text reads otherwise", f"the Oracle text {written!r}")
        return
    out.table["spell"] = {"modes": modes}


def _activated(face: ScriptFace, ability: Ability, out: Translation) -> None:
    """``AB$``: "[cost]: [effect]" (602.1a), a loyalty ability's cost its loyalty
    symbol (606.4), with "Activate only as a sorcery" (602.5d) and "only once each
    turn" (602.5b)."""
    said = _activated_entry(face, ability, out, _paragraphs(face))
    if said is not None:
        out.table.setdefault("abilities", []).append(said[0])


def _activated_entry(
    face: ScriptFace, ability: Ability, out: Translation, paragraphs: list[str]
) -> tuple[dict[str, Any], str] | None:
    """An activated ability's entry and its text, one of ``paragraphs``; ``None`` with
    the reasons noted."""
    cost, problem = cost_text(ability.get("Cost"))
    if problem:
        out.skip(f"Cost$ part {problem}", "this cost in the importer")
        return None
    zone = {"Graveyard": "from your graveyard", "Hand": "from your hand"}.get(
        ability.get("ActivationZone")
    )  # 113.6k: a card's there
    ability = _without(ability, "ActivationZone") if zone else ability
    if "PrecostDesc" in ability.params:  # an ability word's text (207.2c)
        ability = _without(ability, "PrecostDesc")
    effect = _effect(face, ability, out, "activated")
    if effect is None:
        return None
    if zone == "from your graveyard" and "CARDNAME from your graveyard" not in cost:  # 406.2
        cost = cost.replace("Exile CARDNAME", "Exile CARDNAME from your graveyard")
    restrictions = [zone] if zone else []
    ending = ""
    if ability.get("SorcerySpeed") == "True":
        restrictions.append("as a sorcery")
        ending += " Activate only as a sorcery."
    limit = ability.get("ActivationLimit")
    if limit == "1":
        restrictions.append("once each turn")
        ending += " Activate only once each turn."
    elif limit:
        out.skip(f"ActivationLimit$ {limit}", "this limit in the importer")
        return None
    texts = [f"{cost}: {said}{ending}" for said in effect.texts]
    texts += [f"{word}{t}" for t in texts for word in _ability_words(tuple(paragraphs))]
    text = _found(texts, paragraphs) or texts[0]
    if text not in paragraphs:
        out.skip("A:AB$ whose Oracle text reads otherwise", f"a paragraph {text!r}")
        return None
    entry: dict[str, Any] = {"cost": cost.replace("CARDNAME", face.name), **effect.as_data()}
    if restrictions:
        entry["restrictions"] = restrictions
    return entry, text


_ABILITY_WORD = re.compile(r"([A-Z][\w' -]{0,40}? \u2014 )")
"""An ability word before an activated ability's cost (207.2c): "Bloodrush — "."""


@functools.lru_cache(maxsize=64)
def _ability_words(paragraphs: tuple[str, ...]) -> tuple[str, ...]:
    """The ability words opening ``paragraphs`` (207.2c: "Channel — "), each once, in
    their order: read once for a face, however many abilities it has."""
    return tuple(dict.fromkeys(m[1] for p in paragraphs if (m := _ABILITY_WORD.match(p))))


NAMED_IFS = ("Revolt", "Delirium", "Threshold", "Metalcraft", "Hellbent", "Morbid")
"""Forge's trigger parameters naming an intervening "if" (603.4, ability words 207.2c)."""
TRIGGER_KEYS = frozenset(
    {"Mode", "Origin", "Destination", "ValidCard", "Execute", "TriggerZones"}
    | {"TriggerDescription", "OptionalDecider", "Phase", "ValidPlayer", "TriggerController"}
    | {"ValidActivatingPlayer", "ValidSource", "ValidTarget", "CombatDamage", "TargetsValid"}
    | {"ValidBlocker", "SourceType", "FirstTime", "Alone", *NAMED_IFS, "LifeTotal", "LifeAmount"}
    | {"References", "IsPresent", "PresentCompare", "CheckSVar", "SVarCompare"}
    | {"WerewolfTransformCondition", "WerewolfUntransformCondition", "Either", "Attacked"}
)
"""Parameters of a trigger (``T:``) the importer reads; any other skips the card."""
WEREWOLF = {
    "WerewolfTransformCondition": "no spells were cast last turn",
    "WerewolfUntransformCondition": "a player cast two or more spells last turn",
}
"""Forge's conditions of the werewolves' transforming, as intervening "if" clauses."""


def _merged(face: ScriptFace, triggers: tuple[Ability, ...]) -> list[Ability]:
    """The triggers, each of Forge's pairs for one ability ("Whenever CARDNAME or another
    Ally enters the battlefield under your control": one on the card itself, one marked
    ``Secondary$`` on the others, with the same ``Execute$``) as one, its ``ValidCard$``
    "Card.Self," and the others' (as Forge writes one trigger on both)."""
    found = list(triggers)
    for secondary in [t for t in triggers if t.get("Secondary") == "True"]:
        blocking = _blocking_pair(found, secondary)
        if blocking is not None or merged_pair(face, found, secondary):
            continue
        same = ("Mode", "Origin", "Destination", "Execute")
        primary = next(
            (
                t
                for t in found
                if t.get("Secondary") != "True"
                and t.get("ValidCard") == "Card.Self"
                and all(t.get(k) == secondary.get(k) for k in same)
            ),
            None,
        )
        if primary is None:
            primary = _either(face, found, secondary)
            if primary is not None:
                params = dict(primary.params) | {EITHER: str(face.triggers.index(secondary))}
                found[found.index(primary)] = Ability(primary.text, MappingProxyType(params))
                found.remove(secondary)
            continue
        params = dict(primary.params) | {"ValidCard": f"Card.Self,{secondary.get('ValidCard')}"}
        found[found.index(primary)] = Ability(primary.text, MappingProxyType(params))
        found.remove(secondary)
    return found


EITHER = "Either"
"""The importer's parameter on a trigger of the card itself that triggers on another
event of it too: the place among the face's triggers of Forge's ``Secondary$`` one for
that event ("Whenever CARDNAME attacks or blocks")."""
EVENT_KEYS = ("Mode", "Origin", "Destination", "Secondary", "TriggerZones", "Phase")


def _either(face: ScriptFace, found: list[Ability], secondary: Ability) -> Ability | None:
    """The trigger of the card itself in ``found`` that ``secondary``, another of the
    card itself with the same effect and all but its event, is the other event of."""
    if not _itself(secondary.get("ValidCard"), face):
        return None
    rest = {k: v for k, v in secondary.params.items() if k not in EVENT_KEYS}
    return next(
        (
            t
            for t in found
            if t is not secondary
            and t.get("Secondary") != "True"
            and _itself(t.get("ValidCard"), face)
            and {k: v for k, v in t.params.items() if k not in EVENT_KEYS} == rest
        ),
        None,
    )


BLOCKING = {"Blocks", "AttackerBlocked"}
BLOCKS_OR_BLOCKED = "BlocksOrBecomesBlocked"
"""The one trigger mode the importer makes of Forge's pair for "Whenever CARDNAME blocks
or becomes blocked" (509.3a, 509.3c)."""


def _blocking_pair(found: list[Ability], secondary: Ability) -> Ability | None:
    """Forge's "blocks" and "becomes blocked" triggers of the card itself with one
    ``Execute$``, one marked ``Secondary$``: replaced in ``found`` by one trigger of
    both, which is returned; ``None`` if ``secondary`` isn't one of such a pair."""
    if secondary.get("Mode") not in BLOCKING or secondary.get("ValidCard") != "Card.Self":
        return None
    other = (BLOCKING - {secondary.get("Mode")}).pop()
    primary = next(
        (
            t
            for t in found
            if t.get("Mode") == other
            and t.get("ValidCard") == "Card.Self"
            and t.get("Execute") == secondary.get("Execute")
            and t.get("Secondary") != "True"
        ),
        None,
    )
    if primary is None:
        return None
    merged = Ability(
        primary.text, MappingProxyType(dict(primary.params) | {"Mode": BLOCKS_OR_BLOCKED})
    )
    found[found.index(primary)] = merged
    found.remove(secondary)
    return merged


def _trigger(face: ScriptFace, trigger: Ability, out: Translation) -> None:
    """``T:``: "When CARDNAME enters the battlefield, ...", dies, leaves the
    battlefield, attacks, or "At the beginning of your upkeep" (603.1, 603.6)."""
    battalion = _battalion(face, trigger)
    if battalion:  # its count is when it triggers, not an "if" (603.4)
        kept = {k: v for k, v in trigger.params.items() if k not in BATTALION}
        trigger = Ability(trigger.text, MappingProxyType(kept))
    if not {"CheckSVar", "IsPresent"} & set(trigger.params):  # no condition to recheck
        trigger = _without(trigger, "NoResolvingCheck")
    for key in trigger.params:
        if key not in TRIGGER_KEYS:
            out.skip(f"T:Mode$ {trigger.get('Mode')} with {key}$", "this parameter in the importer")
            return
    event = BATTALION_EVENT if battalion else _event(trigger, face)
    if event is not None and trigger.get(EITHER):  # "attacks or blocks"
        other = _event(face.triggers[int(trigger.get(EITHER))], face)
        event = next((e for e, pair in EITHER_EVENTS.items() if {event, other} == set(pair)), None)
    if event is None:
        where = ", ".join(
            f"{k}$ {trigger.get(k)}"
            for k in ("Mode", "Origin", "Destination", "Phase")
            if k in trigger.params
        )
        out.skip(f"T:{where}", "this trigger event in the importer")
        return
    if trigger.get("TriggerController") not in ("", "TriggeredCardController"):
        out.skip("TriggerController$ other than the card's", "this controller in the importer")
        return
    decider = trigger.get("OptionalDecider")
    own = _itself(trigger.get("ValidCard").removesuffix("+kicked"), face)
    if decider == CARD_CONTROLLER and own:  # 603.3a: the card's controller is you
        decider = "You"
    optional = decider == "You"
    if decider not in ("", "You"):
        out.skip("OptionalDecider$ other than You", "another player's choice in the importer")
        return
    execute = trigger.get("Execute")
    if not execute:
        out.skip("T: without Execute$", "a trigger that does something")
        return
    leaving = ("dies", "leaves", "put into a graveyard")
    moved = event in leaving and _itself(trigger.get("ValidCard"), face)
    aimed = targeted(trigger) if event == TARGETED else None
    other = DEFINED_TARGET if aimed is not None else other_creature(trigger)
    renamed = _renamed(trigger, event, face, aimed is not None)
    step = follow(face, execute)
    if step.get("AB") and step.get("Cost") == "0":  # Forge's way to a plain step: no cost
        step = Ability(step.text, MappingProxyType({"DB": step.get("AB")} | _rest_of(step)))
    paying = paid_first(step) if step.get("AB") and step.get("Cost") else None
    if step.get("AB") and step.get("Cost"):  # 118.12: "you may pay {1}. If you do, ..."
        if paying is None:  # Forge asks whether to pay, OptionalDecider$ or not
            out.skip(f"T: Execute$ with Cost$ {step.get('Cost')}", "this cost in the importer")
            return
        step, optional = _without(step, "Cost"), False  # the may is the payment's
    if optional:  # "you may exile target card ... If you do, you gain 2 life." (603.5)
        face, step = _if_it_moved(face, step)
    searching = step.get("Origin") == AND_GRAVEYARD and step.get("Optional") == "True"
    if optional and searching:  # "you may search ...": one choice, the trigger's (603.5)
        step = _without(step, "Optional")
    rummaged = _discarded_if_you_do(face, step) if optional else None
    if rummaged is not None:  # "you may discard a card. If you do, draw a card." (118.12)
        step, paying, optional = rummaged, ("Discard a card", ("discard a card",)), False
    charm = None
    if step.get("DB") == "Charm":  # 700.2, 603.3c: "choose one — • ... • ..."
        charm = _trigger_modes(face, step, out, moved, other, renamed)
        if charm is None or optional:
            return
    effect = Effect() if charm else _effect(face, step, out, "trigger", moved, other, renamed)
    if effect is None:
        return
    if paying is not None:
        effect = if_you_do(effect, paying)
        if effect is None:
            out.skip("T: a cost paid for more than one instruction", "this in the importer")
            return
    saids = effect.may_texts() if optional else [_lowered(t) for t in effect.texts]
    saids += [] if optional else effect.texts  # a subtype opens it: "Wizards you control"
    if renamed.get(CARD_CONTROLLER) == "TriggeredPlayer":  # "that land's controller"
        saids += [way for said in saids if said for way in _its_controller(said)]
    saids += [way for said in saids if said for way in _that_player(said, trigger, event)]
    host = HOSTS.get(trigger.get("ValidCard"), "")
    if event == "attacks" and host:  # "it": the equipped or enchanted creature attacking
        saids += [s.replace(host, "it", 1) for s in saids if s and host in s]
    if aimed is not None:  # "... deals 3 damage to that spell or ability's controller"
        saids += [
            s.replace("that player", "that spell or ability's controller", 1)
            for s in saids
            if s and "that player" in s
        ]
    if (
        event in ("becomes blocked", "attacks", "attacks alone", TARGETED) and other
    ):  # "it": the one it saw
        saids += [_THAT_CREATURE.sub("it", s, 1) for s in saids if s and _THAT_CREATURE.search(s)]
    if event == "draw step":  # 504.2: "draws an additional card", after the one drawn
        saids += [_additional(s) for s in saids if s and _additional(s) != s]
    if charm is not None:
        saids = [charm[0]]
    kicked = trigger.get("ValidCard").endswith("+kicked") and event == "enters"
    if kicked:  # 603.4, 702.33d: "if it was kicked"
        saids = [f"if it was kicked, {said}" for said in saids if said is not None]
    werewolf = [WEREWOLF[k] for k in WEREWOLF if trigger.get(k) == "True"]
    if werewolf:  # 603.4: "if no spells were cast last turn"
        saids = [f"if {werewolf[0]}, {said}" for said in saids if said is not None]
    counted_if = None
    if _present_itself(trigger):  # it is there while it triggers
        trigger = _without_condition(trigger)
    named_if = _named_if(trigger)
    state = _checked_state(face, trigger) if named_if is None else None
    if state in TRIGGER_STATES and not kicked:  # 603.4: "if CARDNAME is untapped"
        counted_if = ({"this_is": state}, f"CARDNAME is {state}")
        saids = [
            f"if {way}, {said}"
            for said in saids
            if said is not None
            for way in (f"CARDNAME is {state}", f"it's {state}")
        ]
    elif named_if is not None or {"IsPresent", "CheckSVar"} & set(trigger.params):  # 603.4
        counted_if = named_if or checked(face, trigger, event in STEPS_OF_EACH)
        if counted_if is None or kicked:
            out.skip("T: with a condition of this count", "this condition in the importer")
            return
        ways = said_ways(counted_if)
        saids = [f"if {way}, {said}" for said in saids if said is not None for way in ways]
        saids += [
            them for said in saids if said.startswith("if that player ") for them in _them(said)
        ]
    spell = _spell_kind(trigger.get("ValidCard", "Card")) if event == "cast" else ""
    caster = CASTERS.get(trigger.get("ValidActivatingPlayer", "Player"), "you")
    discarded = discarding(trigger) if event == "discard" else None
    if discarded is not None:
        caster, spell = discarded
    if event == "draw":  # 121.1: who draws
        caster = DRAWERS[trigger.get("ValidCard")]
    targeting = " that targets CARDNAME" if trigger.get("TargetsValid") == "Card.Self" else ""
    whose = WHOSE.get(trigger.get("ValidPlayer", "Player"), ("your",))
    said_spell = f"{article(spell)} {spell}{targeting}"
    if discarded is not None and spell.startswith("another "):
        said_spell = spell
    discards = ["discard", "cycle or discard"] if caster == "you" else ["discards"]
    openings = [
        OPENINGS[event].format(
            caster=caster,
            cast=DRAWS[caster == "you"]
            if event == "draw"
            else ("cast" if caster == "you" else "casts"),
            discard=discard,
            spell=said_spell,
            whose=words,
        )
        for words in whose
        for discard in (discards if event == "discard" else [""])
    ]
    itself = _itself(trigger.get("ValidCard").removesuffix("+kicked"), face)
    if event == "end step" and whose[0] == "each":
        openings.append(THE_END_STEP)
    if event == "beginning of combat" and whose[0] == "each":  # 507.1
        openings = ["At the beginning of each combat"]
    if whose[0] == ENCHANTED_CONTROLLERS:  # 303.4: an Aura's
        enchanted = _enchanted(face) or "creature"  # "enchanted land's controller"
        openings = [f"At the beginning of the {event} of enchanted {enchanted}'s controller"]
    watching = (
        "enters",
        "dies",
        "attacks",
        "attacks alone",
        "put into a graveyard",
        "becomes blocked",
    )
    others = event in watching and not itself
    watched = _watched(trigger, event) if others else None
    if event == "becomes tapped" and not itself:  # the permanent it enchants (303.4)
        host = f"enchanted {_enchanted(face)}" if _enchanted(face) else ""
        watched = (host, f"{host} becomes tapped") if host else None
        if watched is None:
            out.skip("T:Mode$ Taps of what it is attached to", "this host in the importer")
            return
    damaging = event in DAMAGED_PLAYER
    if damaging and not _itself(trigger.get("ValidSource"), face):
        of = _source_watched(trigger)
        watched = (of, f"{of} deals {event}")
    whom = ATTACKED.get(trigger.get("Attacked")) if "Attacked" in trigger.params else ""
    if whom is None or (whom and (watched is None or event != "attacks")):
        out.skip(f"T: Attacked$ {trigger.get('Attacked')}", "this attacked player in the importer")
        return
    if whom and watched is not None:  # 506.2: "Whenever a creature attacks you"
        watched = (watched[0], f"{watched[1]} {whom}")
    bare = None
    if watched is not None:
        openings = [f"Whenever {watched[1]}"]
        bare = _only_creatures(watched, event)
        openings += [f"Whenever {bare[1]}"] if bare else []
    if aimed is not None:  # 601.2c
        openings = [aimed.opening]
    openings += [o.replace("Whenever ", "When ", 1) for o in openings if o.startswith("Whenever ")]
    texts = [f"{opening}, {said}" for opening in openings for said in saids if said is not None]
    found = _found(texts, _paragraphs(face)) if texts else None
    if found is None:
        out.skip("T: whose Oracle text reads otherwise", f"a paragraph {texts[:1]!r}")
        return
    entry: dict[str, Any] = {"when": event}
    if watched is not None:
        said_bare = bare is not None and any(
            found.startswith(f"{w} {bare[1]}, ") for w in ("Whenever", "When")
        )
        entry["of"] = bare[0] if said_bare and bare else watched[0]
    if whom:
        entry["attacking"] = whom
    if aimed is not None:
        entry |= aimed.entry()
    if spell and spell != "spell" and discarded is None:
        entry["spell"] = spell
    if event in ("cast", "discard", "draw") and caster != "you":
        entry["by"] = caster
    if discarded is not None and discarded[1] != "card":
        entry["card"] = discarded[1]
    if targeting:
        entry["targets_this"] = True
    if event in STEPS_OF_EACH and whose[0] != "your":
        entry["whose"] = whose[0]
    if kicked:
        entry["if"] = "it was kicked"
    if counted_if is not None:
        entry["if"] = counted_if[0]
    if werewolf:
        entry["if"] = werewolf[0]
    entry |= {"modes": charm[1]} if charm is not None else effect.as_data()
    intervening = charm is None and any(found.startswith(f"{o}, if ") for o in openings)
    if intervening and not _intervening(entry, out):
        return
    if optional:
        entry["optional"] = True
    out.table.setdefault("triggers", []).append(entry)


def _intervening(entry: dict[str, Any], out: Translation) -> bool:
    """A condition Forge puts on a trigger's first step that the Oracle text says right
    after the opening's comma ("When ..., if you control an artifact, draw a card.") is an
    intervening "if" clause (603.4), checked as the event happens too: moved from the
    instruction to the trigger. Whether it could be."""
    effects = entry["effects"]
    first = effects[0] if effects else {}
    condition = first.get("if") if isinstance(first, dict) else None
    if not isinstance(condition, dict):
        return True  # the trigger's own (kicked, counted): already intervening
    if "if" in entry:
        out.skip("T: with two intervening conditions", "them together in the importer")
        return False
    entry["if"] = condition
    entry["effects"] = [{k: v for k, v in first.items() if k != "if"}, *effects[1:]]
    return True


ATTACKED = {"You": "you", "You,Planeswalker.YouCtrl": "you or a planeswalker you control"}
"""Forge's ``Attacked$`` of a watched attacker, and cardhost's ``attacking`` (506.2)."""
BATTALION = {"CheckSVar": "", "SVarCompare": "GE2", "NoResolvingCheck": "True"}
"""Forge's battalion: a count of the other attacking creatures, at least two, checked
as the creature attacks only."""
BATTALION_EVENT = "attacks with two others"
"""cardhost's battalion event: "Whenever this creature and at least two other creatures
attack" (207.2c, 508.3a)."""


OPENINGS = {
    "enters": "When CARDNAME enters the battlefield",
    "dies": "When CARDNAME dies",
    "put into a graveyard": "When CARDNAME is put into a graveyard from the battlefield",
    "leaves": "When CARDNAME leaves the battlefield",
    "attacks": "Whenever CARDNAME attacks",
    "upkeep": "At the beginning of {whose} upkeep",
    "cast": "Whenever {caster} {cast} {spell}",
    "discard": "Whenever {caster} {discard} {spell}",
    "draw": "Whenever {caster} {cast}",
    "cast this": "When you cast CARDNAME",
    "combat damage to a player": "Whenever CARDNAME deals combat damage to a player",
    "damage to a player": "Whenever CARDNAME deals damage to a player",
    "combat damage to an opponent": "Whenever CARDNAME deals combat damage to an opponent",
    "damage to an opponent": "Whenever CARDNAME deals damage to an opponent",
    "combat damage to a creature": "Whenever CARDNAME deals combat damage to a creature",
    "damage to a creature": "Whenever CARDNAME deals damage to a creature",
    "end step": "At the beginning of {whose} end step",
    "draw step": "At the beginning of {whose} draw step",
    "gain life": "Whenever you gain life",
    "deals damage": "Whenever CARDNAME deals damage",
    "dealt damage": "Whenever CARDNAME is dealt damage",
    "dealt combat damage": "Whenever CARDNAME is dealt combat damage",
    "blocks": "Whenever CARDNAME blocks",
    "becomes blocked": "Whenever CARDNAME becomes blocked",
    "blocks or becomes blocked": "Whenever CARDNAME blocks or becomes blocked",
    "becomes tapped": "Whenever CARDNAME becomes tapped",
    "becomes untapped": "Whenever CARDNAME becomes untapped",
    "turned face up": "When CARDNAME is turned face up",
    "becomes monstrous": "When CARDNAME becomes monstrous",
    "exert": "You may exert CARDNAME as it attacks. When you do",
    "cycle": "When you cycle CARDNAME",
    "attacks or blocks": "Whenever CARDNAME attacks or blocks",
    "enters or attacks": "Whenever CARDNAME enters the battlefield or attacks",
    "enters or dies": "When CARDNAME enters the battlefield or dies",
    "enters or leaves": "When CARDNAME enters or leaves the battlefield",
    "enters or put into a graveyard": (
        "When CARDNAME enters the battlefield or is put into a graveyard from the battlefield"
    ),
    "enters or turned face up": "When CARDNAME enters the battlefield or is turned face up",
    "cycle or dies": "When you cycle CARDNAME or it dies",
    "blocks a creature": "Whenever CARDNAME blocks a creature",
    "becomes blocked by a creature": "Whenever CARDNAME becomes blocked by a creature",
    "blocks or becomes blocked by a creature": (
        "Whenever CARDNAME blocks or becomes blocked by a creature"
    ),
    "attacks and isn't blocked": "Whenever CARDNAME attacks and isn't blocked",
    "attacks alone": "Whenever CARDNAME attacks alone",
    BATTALION_EVENT: "Whenever CARDNAME and at least two other creatures attack",
    "beginning of combat": "At the beginning of combat on {whose} turn",
    TARGETED: "Whenever CARDNAME becomes the target of a spell or ability",
}
"""How the Oracle text opens each trigger event the importer says (603.6)."""


HOSTS = {
    "Card.AttachedBy": "enchanted creature",
    "Creature.EnchantedBy": "enchanted creature",
    "Card.EquippedBy": "equipped creature",
    "Creature.EquippedBy": "equipped creature",
}
"""Forge's ``ValidCard$`` for the creature an Aura or Equipment is attached to."""
UNDER = {"": "", "you control": " under your control"}
UNDER["an opponent controls"] = " under an opponent's control"
"""How an Oracle text says whose a permanent entering is (603.6a)."""


def _enchanted(face: ScriptFace) -> str:
    """What an Aura enchants, as its "Enchant ..." keyword says (702.5a): "creature",
    "land", "artifact", "permanent"; ``""`` for none of those."""
    found = [k.removeprefix("Enchant ").lower() for k in face.keywords if k.startswith("Enchant ")]
    known = ("creature", "land", "artifact", "enchantment", "permanent")
    return found[0] if len(found) == 1 and found[0] in known else ""


def _source_watched(trigger: Ability) -> str:
    """For a damage trigger watching others deal it: cardhost's ``of`` ("a creature you
    control", "equipped creature"), or ``""``."""
    valid = trigger.get("ValidSource")
    if valid in HOSTS:
        return HOSTS[valid]
    found = kind(valid)
    if found is None or found.another or found.controlled not in ("", "you control"):
        return ""
    return found.one if all(_creature(n) for n in found.nouns) else ""


def _watched(trigger: Ability, event: str) -> tuple[str, str] | None:
    """For a trigger on other permanents entering or dying, cardhost's ``of`` and how
    the Oracle text words the event (603.6a, 700.4): "another creature enters the
    battlefield under your control", "a creature an opponent controls dies", "CARDNAME
    or another creature dies" (every creature, itself too: 603.10a)."""
    valid = trigger.get("ValidCard")
    host = HOSTS.get(valid)
    if host is not None and event in ("dies", "attacks", "attacks alone", "becomes blocked"):
        return host, f"{host} {event}"
    itself = valid.startswith("Card.Self,")
    found = kind(valid.removeprefix("Card.Self,"))
    if found is not None and found.nouns == ("card",) and event == "becomes blocked":
        found = replace(found, nouns=("creature",))  # 509.1: an attacker blocked is a creature
    if found is None or any(n in SPELL_ONLY for n in found.nouns):
        return None
    if found.controlled not in UNDER:
        return None
    if itself:
        if not found.another or (event == "dies" and not all(_creature(n) for n in found.nouns)):
            return None
        whose = f" {found.controlled}" if found.controlled else ""
        every = f"{article(found.noun_phrase)} {found.noun_phrase}{whose}"
        if event == "enters":
            under = UNDER[found.controlled]
            return every, f"CARDNAME or another {found.noun_phrase} enters the battlefield{under}"
        return every, f"CARDNAME or {found.words} dies"
    if event == "put into a graveyard" and not itself:
        return found.one, f"{found.one} is put into a graveyard from the battlefield"
    fighting = ("dies", "attacks", "attacks alone", "becomes blocked")
    if event in fighting and not all(_creature(n) for n in found.nouns):
        return None  # only a creature dies (700.4), attacks (508.1) or is blocked (509.1)
    if event in fighting:  # "a creature dealt damage by CARDNAME this turn dies"
        said = found.one.replace(" by this creature this turn", " by CARDNAME this turn")
        return found.one, f"{said} {event}"
    lead = "another" if found.another else article(found.noun_phrase)
    described = "".join(f" {w}" for w in (found.keyword, found.compared) if w)  # "with flying"
    entering = f"{lead} {found.noun_phrase}{described} enters the battlefield"
    return found.one, f"{entering}{UNDER[found.controlled]}"


_SUBTYPE_CREATURE = re.compile(r"\b([A-Z][a-z]+) creature\b")
"""A creature type and "creature": "another Zombie creature you control"."""


def _only_creatures(watched: tuple[str, str], event: str) -> tuple[str, str] | None:
    """A watched kind of creature said by its creature type alone, as Oracle texts say
    it of events only creatures have: "Whenever another Zombie you control dies" (700.4;
    508.1, 509.1: attacking, blocked); ``None`` for other events."""
    if event not in ("dies", "attacks", "becomes blocked"):
        return None
    of, wording = watched
    if _SUBTYPE_CREATURE.search(of) is None:
        return None
    return _SUBTYPE_CREATURE.sub(r"\1", of, 1), _SUBTYPE_CREATURE.sub(r"\1", wording, 1)


def _creature(noun: str) -> bool:
    """Whether ``noun`` names creatures only: "creature" or a creature type (205.3m)."""
    if noun == "creature":
        return True
    return noun[:1].isupper() and subtype_kind(noun) is CardType.CREATURE


def _itself(valid: str, face: ScriptFace) -> bool:
    """Whether ``valid`` names the card itself: ``Card.Self`` or ``Creature.Self`` (a
    type the card has)."""
    head, dot, rest = valid.partition(".")
    types = face.fields.get("Types", "").split()
    return dot == "." and rest == "Self" and (head in ("Card", "Permanent") or head in types)


CASTERS = {"You": "you", "Opponent": "an opponent", "Player": "a player"}
"""Forge's ``ValidActivatingPlayer$`` of a spell-cast trigger, and who casts (601.2i)."""


DISCARDERS = {"YouCtrl": "you", "YouOwn": "you", "OppOwn": "an opponent", "OppCtrl": "an opponent"}
"""Forge's words of whose card was discarded, and who discards it (its owner, 701.9a)."""


def discarding(trigger: Ability) -> tuple[str, str] | None:
    """Who discards what kind of card, for a ``Discarded`` trigger: ("an opponent",
    "card"), ("you", "another card"), ("a player", "creature card"); ``None`` if the
    importer can't say it."""
    if set(trigger.params) & {"ValidCause", "ValidPlayer"} and trigger.get("ValidPlayer") not in (
        "",
        "Opponent",
        "You",
    ):
        return None
    head, _, rest = trigger.get("ValidCard", "Card").partition(".")
    words = [w for w in rest.split("+") if w]
    whose = [DISCARDERS[w] for w in words if w in DISCARDERS]
    player = {"Opponent": "an opponent", "You": "you"}.get(trigger.get("ValidPlayer"), "")
    if player:
        whose.append(player)
    if len(set(whose)) > 1 or "ValidCause" in trigger.params:
        return None
    left = [w for w in words if w not in DISCARDERS]
    another = "Other" in left
    left = [w for w in left if w != "Other"]
    card = searched(".".join([head, "+".join(left)]) if left else head)
    if card is None:
        return None
    return (whose[0] if whose else "a player", f"another {card}" if another else card)


def _spell_kind(valid: str) -> str:
    """The kind of spell a cast trigger's ``ValidCard$`` names, or ``""``."""
    found = kind(valid)
    return found.spell if found is not None else ""


def _battalion(face: ScriptFace, trigger: Ability) -> bool:
    """Whether ``trigger`` is battalion's attack with at least two other creatures."""
    counted = face.svar(trigger.get("CheckSVar")) or ""
    return (
        trigger.get("Mode") == "Attacks"
        and _itself(trigger.get("ValidCard"), face)
        and trigger.get("TriggerZones", "Battlefield") == "Battlefield"
        and counted == "Count$Valid Creature.attacking+Other"
        and all(trigger.get(k) == v for k, v in BATTALION.items() if v)
    )


def _event(trigger: Ability, face: ScriptFace) -> str | None:
    """The trigger event of ``trigger`` in cardhost's words, or ``None``."""
    mode = trigger.get("Mode")
    self_only = _itself(trigger.get("ValidCard").removesuffix("+kicked"), face)
    zones = trigger.get("TriggerZones", "Battlefield")
    moves = (trigger.get("Origin"), trigger.get("Destination"))
    if mode == "ChangesZone" and self_only and zones == "Battlefield":
        creature = "Creature" in face.fields.get("Types", "").split()
        return {
            ("Any", "Battlefield"): "enters",
            ("Battlefield", "Graveyard"): "dies" if creature else "put into a graveyard",
            ("Battlefield", "Any"): "leaves",
        }.get(moves)
    if mode == "ChangesZone" and zones == "Battlefield":
        event = {("Any", "Battlefield"): "enters", ("Battlefield", "Graveyard"): "dies"}
        found = event.get(moves)
        if found == "dies" and _watched(trigger, found) is None:
            found = "put into a graveyard"  # 603.6c: a permanent of another kind
        return found if found and _watched(trigger, found) is not None else None
    alone = trigger.get("Alone") == "True"  # 506.5
    attacking = self_only or _watched(trigger, "attacks") is not None
    if mode == "Attacks" and zones == "Battlefield" and attacking:
        return "attacks alone" if alone else "attacks"
    blocking = {"Blocks": "blocks", "AttackerBlocked": "becomes blocked"}
    blocking["AttackerUnblocked"] = "attacks and isn't blocked"
    blocking[BLOCKS_OR_BLOCKED] = "blocks or becomes blocked"
    if mode in blocking and self_only and zones == "Battlefield":
        return blocking[mode]
    others_blocked = mode == "AttackerBlocked" and not {"ValidBlocker", "ByCreature"} & set(
        trigger.params
    )
    if others_blocked and zones == "Battlefield" and _watched(trigger, "becomes blocked"):
        return "becomes blocked"  # 509.3c: of others, once for each
    paired = pair_event(trigger)
    if paired is not None and zones == "Battlefield":
        return paired
    attached = trigger.get("ValidCard") == "Card.AttachedBy"
    if mode == "Taps" and (self_only or attached) and zones == "Battlefield":
        return "becomes tapped"  # 701.26a
    if mode == "Untaps" and self_only and zones == "Battlefield":
        return "becomes untapped"  # 701.26b
    if mode == "TurnFaceUp" and self_only and zones == "Battlefield":
        return "turned face up"  # 708.8
    if mode == "BecomeMonstrous" and self_only and zones == "Battlefield":
        return "becomes monstrous"  # 701.37a
    if mode == "Exerted" and self_only and EXERT in face.keywords:
        return "exert"  # 701.43d, 607.2h: the exert ability and its linked trigger
    if mode == "LifeGained" and trigger.get("ValidPlayer") == "You" and zones == "Battlefield":
        return "gain life" if "ValidSource" not in trigger.params else None
    anything = "ValidTarget" not in trigger.params and "CombatDamage" not in trigger.params
    once = mode in ("DamageDone", "DamageDealtOnce")
    if once and anything and _itself(trigger.get("ValidSource"), face):
        return "deals damage" if zones == "Battlefield" else None
    dealt = mode in ("DamageDone", "DamageDoneOnce") and "ValidSource" not in trigger.params
    if dealt and _itself(trigger.get("ValidTarget"), face) and zones == "Battlefield":
        combat = trigger.get("CombatDamage", "False") == "True"  # 603.2c: once, the total
        return "dealt combat damage" if combat else "dealt damage"
    whom = {"Player": "a player", "Opponent": "an opponent", "Creature": "a creature"}.get(
        trigger.get("ValidTarget")
    )
    if mode == "DamageDone" and whom and zones == "Battlefield":
        combat = {"True": "combat damage", "False": "damage"}.get(
            trigger.get("CombatDamage", "False")
        )
        event = f"{combat} to {whom}" if combat else None
        itself = _itself(trigger.get("ValidSource"), face)
        watched = whom in ("a player", "an opponent") and _source_watched(trigger)
        return event if itself or watched else None
    if mode == "BecomesTarget" and targeted(trigger) is not None:
        return TARGETED
    if mode == "Cycled" and self_only and "TriggerZones" not in trigger.params:
        return "cycle"  # 702.29c: from wherever it went
    own = (
        trigger.get("ValidActivatingPlayer", "You") == "You"
        and "TriggerZones" not in trigger.params
    )
    if mode == "SpellCast" and trigger.get("ValidCard") == "Card.Self" and own:
        return "cast this"  # "When you cast this spell": an ability of the spell (601.2i)
    if mode == "SpellCast" and trigger.get("ValidActivatingPlayer", "Player") in CASTERS:
        known = bool(_spell_kind(trigger.get("ValidCard", "Card")))
        targeting = trigger.get("TargetsValid") in ("", "Card.Self")
        return "cast" if known and targeting and zones == "Battlefield" else None
    if mode == "Discarded" and zones == "Battlefield" and discarding(trigger) is not None:
        return "discard"  # 701.9a
    if mode == "Drawn" and zones == "Battlefield" and trigger.get("ValidCard") in DRAWERS:
        return "draw"  # 121.1
    steps = {"Upkeep": "upkeep", "Draw": "draw step", "End of Turn": "end step"}
    steps["BeginCombat"] = "beginning of combat"
    step = steps.get(trigger.get("Phase"))
    players = trigger.get("ValidPlayer", "Player") in WHOSE and "ValidCard" not in trigger.params
    if mode == "Phase" and step and players and zones == "Battlefield":
        return step
    return None


WHOSE = {"You": ("your",), "Player": ("each", "each player's"), "Opponent": ("each opponent's",)}
WHOSE["EnchantedController"] = (ENCHANTED_CONTROLLERS,)
THE_END_STEP = "At the beginning of the end step"
"""How older Oracle texts say each end step (513.1a): "the end step"."""
"""Forge's ``ValidPlayer$`` of a step's trigger: whose step, as the Oracle texts say it."""


def _keyword_line(paragraph: str) -> bool:
    """A paragraph of keywords (702.1), such as "Cycling {2}": no sentence, no colon."""
    return not paragraph.endswith((".", '"')) and ":" not in paragraph


def _lowered(text: str) -> str:
    """An effect's sentences after a trigger's comma: the first word in lower case,
    unless it is the card's name."""
    if text.startswith("CARDNAME"):
        return text
    return text[:1].lower() + text[1:]


def _modes_said(face: ScriptFace) -> tuple[str, ...]:
    """The Oracle paragraphs of ``face``, a mode's bullet aside (700.2)."""
    return _modes_of(_paragraphs_of(face.oracle, face.name))


@functools.lru_cache(maxsize=64)
def _modes_of(paragraphs: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(p.removeprefix("\u2022 ") for p in paragraphs)


def _paragraphs(face: ScriptFace) -> list[str]:
    """The Oracle paragraphs of ``face``, its name as ``CARDNAME``, reminder text aside:
    read once for each face (a script with thousands of abilities asks for them with each,
    which made its translation grow with the square of its size)."""
    return list(_paragraphs_of(face.oracle, face.name))


@functools.lru_cache(maxsize=64)
def _paragraphs_of(oracle: str, name: str) -> tuple[str, ...]:
    return tuple(_plain(p, name) for p in oracle.splitlines() if p.strip())


def _plain(oracle: str, name: str) -> str:
    """An Oracle text with its name (or shortened name, 201.5c) as ``CARDNAME``, reminder
    text (in parentheses) aside, its lines as one, and the older words of a library
    search as today's ("and put that card onto", "Then shuffle your library": 701.23,
    701.24)."""
    short = name.split(", ", 1)[0]  # 201.5c: "Tajic" for "Tajic, Blade of the Legion"
    named = oracle.replace(name, "CARDNAME")
    if short != name:
        named = re.sub(rf"\b{re.escape(short)}\b(?!,)", "CARDNAME", named)
    without = without_reminder(named)
    plain = " ".join(without.split())
    return todays(plain)


X_PAID = "Count$xPaid"
"""Forge's SVar X when it is the value announced for X (107.3)."""


def _referenced(face: ScriptFace) -> set[str]:
    """The SVars the abilities of ``face`` refer to: their ``SubAbility$`` chains, the
    triggers' ``Execute$`` and theirs, X when it is the X paid or a count (a number, no
    rules of its own), and the count a static ability's ``CheckSVar$`` names."""
    x = face.svar("X")
    own = _own_count(x or "", {ITSELF: "True"})  # of the card itself, if a trigger's
    counts = [counted_amount(c, theirs) for c in {x or "", own} for theirs in (False, True)]
    names: set[str] = {"X"} if x == X_PAID or any(counts) else set()
    if x and choice_of(face, x) is not None:  # a number if a count holds, another if not
        names |= {"X", *re.findall(r"^Count\$Compare (\w+)", x)}
    starts = [*face.abilities]
    for choice in (c.strip() for a in face.abilities for c in a.get("Choices").split(",")):
        if choice and face.svar(choice) is not None:
            names.add(choice)
            starts.append(follow(face, choice))
    names.update(
        c
        for c in (s.get("CheckSVar") for s in (*face.statics, *face.triggers))
        if counted(face.svar(c) or "")
    )
    names.update(
        s.get("CheckSVar")
        for s in face.statics
        if level_range(face, s) is not None or _checked_state(face, s) is not None
    )
    names.update(k.removeprefix(ETB_OTHER) for k in face.keywords if k.startswith(ETB_OTHER))
    names.update(k.split(":")[2] for k in face.keywords if k.startswith("ETBReplacement:Copy:"))
    for keyword in (k for k in face.keywords if k.startswith("Saga:")):  # 714.2b
        for name in (n.strip() for n in keyword.split(":", 2)[-1].split(",")):
            if face.svar(name) is not None:
                names.add(name)
                starts.append(follow(face, name))
    names.update(  # what an entering with counters checks (614.1c)
        k.split(":")[3].removeprefix("CheckSVar$ ")
        for k in face.keywords
        if k.startswith("etbCounter:") and k.count(":") >= 3 and "CheckSVar$ " in k.split(":")[3]
    )
    for static in face.statics:  # the abilities a static ability gives (613.1f)
        for name in (n.strip() for n in static.get("AddAbility").split("&") if n.strip()):
            if face.svar(name) is not None:
                names.add(name)
                starts.append(follow(face, name))
    for replacement in face.replacements:  # 614.1a: what a damage replacement refers to
        names |= replaced_svars(replacement, face.svar)
        names |= redirection_svars(replacement, face.svar)
        names |= _entering_tapped_svars(face, replacement)
    for trigger in face.triggers:
        execute = trigger.get("Execute")
        if execute and face.svar(execute) is not None:
            names.add(execute)
            starts.append(follow(face, execute))
    for charm in [s for s in starts if s.get("DB") == "Charm"]:  # a trigger's modes (700.2)
        for choice in (c.strip() for c in charm.get("Choices").split(",")):
            if choice and face.svar(choice) is not None:
                names.add(choice)
                starts.append(follow(face, choice))
    for ability in starts:
        step = ability
        _flip_outcomes(face, step, names, starts)
        for _ in range(DEEPEST_CHAIN):
            sub = step.get("SubAbility")
            if not sub or sub in names or face.svar(sub) is None:
                break
            names.add(sub)
            step = follow(face, sub)
            _flip_outcomes(face, step, names, starts)
            names.update(_made(face, step), repeated(step), power_counted(step, face.svar))
        names.update(_made(face, ability), repeated(ability), power_counted(ability, face.svar))
    return names


def _flip_outcomes(face: ScriptFace, step: Ability, names: set[str], starts: list[Ability]) -> None:
    """A coin flip's outcomes (705.2): referred to, and their chains followed after."""
    for key in ("WinSubAbility", "LoseSubAbility"):
        name = step.get(key)
        if name and name not in names and face.svar(name) is not None:
            names.add(name)
            starts.append(follow(face, name))


def _counted_for(face: ScriptFace, step: Ability) -> set[str]:
    """The count a step's condition names (``ConditionCheckSVar$``), if it is one."""
    name = step.get("ConditionCheckSVar")
    return {name} if name and counted(face.svar(name) or "") is not None else set()


def _made(face: ScriptFace, step: Ability) -> set[str]:
    """The SVars a step makes an object of or counts: an ``Effect``'s replacement effect
    and what that replaces the event with, its triggers and the SVars it carries, a
    token's abilities, what a delayed trigger does, the count of its condition."""
    made = {step.get("ReplacementEffects")} if step.get("ReplacementEffects") else set()
    made |= {n.strip() for n in step.get("TokenAbilities").split(",") if n.strip()}
    if "DelayedTrigger" in (step.get("DB"), step.get("AB")) and step.get("Execute"):
        made.add(step.get("Execute"))
    if "Effect" in (step.get("DB"), step.get("AB"), step.get("SP")):  # its triggers, SVars
        keys = ("Triggers", "SVars", "StaticAbilities")
        made |= {n.strip() for k in keys for n in step.get(k).split(",")}
    for name in list(made):
        if face.svar(name) is not None:
            made.add(follow(face, name).get("ReplaceWith"))
    made |= _counted_for(face, step)
    return {name for name in made if name and face.svar(name) is not None}


def _chain(face: ScriptFace, ability: Ability) -> Iterator[Ability]:
    """The ability and its ``SubAbility$`` SVars in order (608.2c)."""
    seen: tuple[str, ...] = ()
    step: Ability | None = ability
    while step is not None:
        if "DelayedTrigger" in (step.get("DB"), step.get("AB"), step.get("SP")):  # 603.7
            step = delayed_step(face, step)
        step = each_player_step(face, until_step(face, flicker_step(face, step)))
        yield step
        if "FlipACoin" in (step.get("DB"), step.get("AB"), step.get("SP")):  # 705.2
            for key, result in (("WinSubAbility", "won"), ("LoseSubAbility", "lost")):
                name = step.get(key)
                if name and name not in seen and face.svar(name) is not None:
                    start = follow(face, name, seen)
                    seen = (*seen, name)
                    for outcome in _chain(face, start):
                        marked = dict(outcome.params) | {FLIP: result}
                        yield Ability(outcome.text, MappingProxyType(marked))
        sub = step.get("SubAbility")
        step = None
        if sub:
            step = follow(face, sub, seen)
            seen = (*seen, sub)
