"""Translating a Forge script into a cardhost card file's table, exactly or not at all.

Each construct of the script is either said in cardhost's card format with the same
rules, or named as a reason the card is skipped: the Forge construct and the cardhost
capability it lacks. A spell's effect is also written back as Oracle-style sentences and
compared with the script's Oracle text, so a script whose parameters say something its
Oracle text doesn't is skipped rather than imported wrong.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from cardhost.forge.script import (
    DEEPEST_CHAIN,
    Ability,
    Script,
    ScriptError,
    ScriptFace,
    follow,
)
from cardhost.model.card_types import SUPERTYPES, CardType
from cardhost.model.keywords import LANDWALK
from cardhost.model.mana import Color


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
)
"""Keys of a script that only Forge's deck builder and AI read: no rules."""
IGNORED_SVARS = frozenset(
    {
        *("Picture", "RemAIDeck", "RemRandomDeck", "AIPreference", "PlayMain1", "SacMe"),
        *("BuffedBy", "NonStackingEffect", "NeedsToPlay", "NeedsToPlayVar", "DiscardMe"),
        *("HasCombatEffect", "HasAttackEffect", "HasBlockEffect", "MustBeBlocked"),
        *(
            "EndOfTurnLeavePlay",
            "AIPriorityModifier",
            "Targeting",
            "ManaNeededToAvoidNegativeEffect",
        ),
    }
)
"""SVars that are hints to Forge's AI or images: no rules."""

KEYWORDS = {
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
    **{walk.capitalize(): walk for walk in LANDWALK},
    **{f"Protection from {c.word}": f"protection from {c.word}" for c in Color},
}
"""Forge's keywords (``K:``) that are cardhost keywords of the same rules (702)."""

SUPERTYPE_WORDS = frozenset(SUPERTYPES)
TYPE_WORDS = {t.value: t.value for t in CardType} | {"Tribal": CardType.KINDRED.value}
_MANA_PART = re.compile(r"(?:[0-9]{1,2}|[WUBRGCSX]|[WUBRG2]/[WUBRGP])")


def translate(script: Script) -> Translation:
    """The card table of ``script``, or the reasons it can't be said exactly."""
    out = Translation()
    if len(script.faces) > 1 or script.alternate_mode:
        mode = script.alternate_mode or "two faces"
        out.skip(f"AlternateMode:{mode}", "cards with two faces in the importer")
        return out
    face = script.front
    try:
        _face(face, out)
    except ScriptError as error:
        out.skip("script", str(error))
    return out


def _face(face: ScriptFace, out: Translation) -> None:
    table = out.table
    for key in face.fields:
        if key not in IGNORED_FIELDS and key not in HANDLED_FIELDS:
            out.skip(f"{key}:", "this key in the importer")
    table["name"] = face.name
    cost = face.fields.get("ManaCost", "no cost")
    if cost != "no cost":
        table["mana_cost"] = mana_cost(cost, out)
    _types(face.fields.get("Types", ""), out)
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
    keywords = [_keyword(k, out) for k in face.keywords]
    if keywords:
        table["keywords"] = [k for k in keywords if k]
    table["oracle"] = face.oracle
    for ability in face.abilities:
        _ability(face, ability, out)
    for kind, listed in (("T", face.triggers), ("S", face.statics), ("R", face.replacements)):
        for ability in listed:
            head = next(iter(ability.params.items()), ("", ""))
            out.skip(f"{kind}:{head[0]}$ {head[1]}", "this kind of ability in the importer")
    if not out.reasons:  # an SVar of rules that no ability said refers to
        referenced = _referenced(face)
        for name in face.svars:
            if name not in IGNORED_SVARS and name not in referenced:
                out.skip(f"SVar:{name}", "an SVar no translated ability refers to")


HANDLED_FIELDS = frozenset({"Name", "ManaCost", "Types", "PT", "Loyalty", "Colors", "Oracle"})


def mana_cost(text: str, out: Translation) -> str:
    """Forge's ``2 W W`` as ``{2}{W}{W}`` (hybrid ``W/U``, Phyrexian ``W/P``, ``2/W``)."""
    parts = text.split()
    for part in parts:
        if _MANA_PART.fullmatch(part) is None:
            out.skip(f"ManaCost:{text}", f"the mana symbol {part!r}")
    return "".join(f"{{{p}}}" for p in parts)


def _types(text: str, out: Translation) -> None:
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
    if subtypes:
        out.table["subtypes"] = subtypes


def _power_toughness(text: str, out: Translation) -> None:
    power, _, toughness = text.partition("/")
    for key, value in (("power", power), ("toughness", toughness)):
        if not value.isdigit():
            out.skip(f"PT:{text}", "a power or toughness defined by an ability in the importer")
            return
        out.table[key] = int(value)


def _keyword(keyword: str, out: Translation) -> str:
    known = KEYWORDS.get(keyword)
    if known is None:
        head = keyword.split(":")[0]
        out.skip(f"K:{head}", "this keyword in cardhost or the importer")
        return ""
    return known


def _ability(face: ScriptFace, ability: Ability, out: Translation) -> None:
    """An ``A:`` line: a spell's effect (``SP$``) or a mana ability (``AB$ Mana``)."""
    if "SP" in ability.params:
        _spell(face, ability, out)
    elif ability.get("AB") == "Mana":
        _mana_ability(ability, out)
    else:
        head = next(iter(ability.params.items()))
        out.skip(f"A:{head[0]}$ {head[1]}", "this kind of ability in the importer")


def _mana_ability(ability: Ability, out: Translation) -> None:
    """``AB$ Mana | Cost$ T | Produced$ G``: "{T}: Add {G}." (605.1a)."""
    allowed = {"AB", "Cost", "Produced", "SpellDescription", "Amount"}
    for key in ability.params:
        if key not in allowed:
            out.skip(f"A:AB$ Mana with {key}$", "this parameter in the importer")
    if ability.get("Cost") != "T":
        cost = f"A:AB$ Mana | Cost$ {ability.get('Cost')}"
        out.skip(cost, "mana abilities costing more than {T} in the importer")
        return
    produced = ability.get("Produced")
    amount = ability.get("Amount", "1")
    if not re.fullmatch(r"[WUBRGC]( [WUBRGC])*", produced) or not amount.isdigit():
        out.skip(f"A:AB$ Mana | Produced$ {produced}", "this mana in the importer")
        return
    add = "".join(f"{{{p}}}" for p in produced.split()) * int(amount)
    out.table.setdefault("mana_abilities", []).append({"cost": "{T}", "add": add})


TARGETS = {
    "Creature,Player,Planeswalker": "any target",
    "Any": "any target",
    "Player": "target player",
    "Opponent": "target opponent",
    "Creature": "target creature",
    "Creature.nonBlack": "target nonblack creature",
    "Creature.YouCtrl": "target creature you control",
    "Creature.OppCtrl": "target creature an opponent controls",
    "Artifact": "target artifact",
    "Enchantment": "target enchantment",
    "Artifact,Enchantment": "target artifact or enchantment",
    "Land": "target land",
    "Permanent": "target permanent",
    "Permanent.nonLand": "target nonland permanent",
    "Planeswalker": "target planeswalker",
    "Creature,Planeswalker": "target creature or planeswalker",
}
"""Forge's ``ValidTgts`` for a permanent or a player, and the target phrase of the same
objects (115)."""


SPELL_TARGETS = {
    "Card": "target spell",
    "Creature": "target creature spell",
    "Card.nonCreature": "target noncreature spell",
    "Instant,Sorcery": "target instant or sorcery spell",
}
"""Forge's ``ValidTgts`` with ``TargetType$ Spell``, and the target phrase (115)."""


def _target(step: Ability) -> str | None:
    """The target phrase of ``step``'s ``ValidTgts``, or ``None`` if the importer has none."""
    valid = step.get("ValidTgts")
    if step.get("TargetType") == "Spell":
        return SPELL_TARGETS.get(valid)
    return TARGETS.get(valid)


@dataclass(frozen=True)
class Said:
    """An instruction as data and the sentence an Oracle text says it with."""

    instruction: dict[str, Any]
    sentence: str


def _spell(face: ScriptFace, ability: Ability, out: Translation) -> None:
    """An instant's or sorcery's effect (``SP$``), its sub-abilities in order."""
    cost = out.table.get("mana_cost", "")
    if mana_cost(ability.get("Cost"), out) != cost:
        out.skip("A:SP$ with Cost$ other than the mana cost", "additional costs in the importer")
    targets: list[str] = []
    said: list[Said] = []
    for step in _chain(face, ability):
        one = _instruction(step, targets, out)
        if one is None:
            return
        said.append(one)
    written = " ".join(s.sentence for s in said)
    if written != _plain(face.oracle, face.name):
        out.skip("A:SP$ whose Oracle text says more", f"the Oracle text to be {written!r}")
        return
    spell: dict[str, Any] = {"effects": [s.instruction for s in said]}
    if targets:
        spell["targets"] = targets
    out.table["spell"] = spell


def _referenced(face: ScriptFace) -> set[str]:
    """The SVars the abilities of ``face`` the importer says refer to: their
    ``SubAbility$`` chains."""
    names: set[str] = set()
    for ability in face.abilities:
        step = ability
        for _ in range(DEEPEST_CHAIN):
            sub = step.get("SubAbility")
            if not sub or sub in names or face.svar(sub) is None:
                break
            names.add(sub)
            step = follow(face, sub)
    return names


def _chain(face: ScriptFace, ability: Ability) -> Iterator[Ability]:
    """The ability and its ``SubAbility$`` SVars in order (608.2c)."""
    seen: tuple[str, ...] = ()
    step: Ability | None = ability
    while step is not None:
        yield step
        sub = step.get("SubAbility")
        step = None
        if sub:
            step = follow(face, sub, seen)
            seen = (*seen, sub)


COMMON = frozenset(
    {"SP", "DB", "Cost", "SpellDescription", "StackDescription", "SubAbility", "TgtPrompt"}
)
"""Parameters of every effect that say nothing of its rules: its cost (checked apart),
its texts, the next step of the chain and the prompt for its target."""


def _instruction(step: Ability, targets: list[str], out: Translation) -> Said | None:
    api = step.get("SP") or step.get("DB")
    handler = APIS.get(api)
    if handler is None:
        out.skip(f"API {api}", "this effect in the importer")
        return None
    allowed = COMMON | handler[0]
    for key in step.params:
        if key not in allowed:
            out.skip(f"API {api} with {key}$", "this parameter in the importer")
            return None
    target = None
    if "ValidTgts" in step.params:
        target = _target(step)
        if target is None or targets:
            out.skip(f"ValidTgts$ {step.get('ValidTgts')}", "this target in the importer")
            return None
        targets.append(target)
    said = handler[1](step, target)
    if said is None:
        out.skip(f"API {api} as written", "this form of it in the importer")
    return said


def _amount(text: str) -> int | None:
    return int(text) if text.isdigit() else None


def _damage(step: Ability, target: str | None) -> Said | None:
    amount = _amount(step.get("NumDmg"))
    if amount is None or target is None:
        return None
    return Said({"damage": amount, "to": "target"}, f"CARDNAME deals {amount} damage to {target}.")


def _destroy(step: Ability, target: str | None) -> Said | None:
    if target is None or target == "any target" or "player" in target or "opponent" in target:
        return None
    return Said({"destroy": "target"}, f"Destroy {target}.")


def _draw(step: Ability, target: str | None) -> Said | None:
    amount = _amount(step.get("NumCards", "1"))
    if amount is None or target is not None or step.get("Defined", "You") != "You":
        return None
    cards = "a card" if amount == 1 else f"{NUMBERS.get(amount, amount)} cards"
    return Said({"draw": amount}, f"Draw {cards}.")


def _gain_life(step: Ability, target: str | None) -> Said | None:
    amount = _amount(step.get("LifeAmount"))
    if amount is None:
        return None
    if target is None and step.get("Defined", "You") == "You":
        return Said({"gain_life": amount}, f"You gain {amount} life.")
    if target == "target player" and "Defined" not in step.params:
        return Said(
            {"gain_life": amount, "player": "target"}, f"Target player gains {amount} life."
        )
    return None


def _counter(step: Ability, target: str | None) -> Said | None:
    if target is None or not target.endswith(" spell"):
        return None
    return Said({"counter": "target"}, f"Counter {target}.")


NUMBERS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven"}

APIS: dict[str, tuple[frozenset[str], Any]] = {
    "DealDamage": (frozenset({"ValidTgts", "NumDmg"}), _damage),
    "Destroy": (frozenset({"ValidTgts"}), _destroy),
    "Draw": (frozenset({"NumCards", "Defined"}), _draw),
    "GainLife": (frozenset({"LifeAmount", "Defined", "ValidTgts"}), _gain_life),
    "Counter": (frozenset({"TargetType", "ValidTgts"}), _counter),
}
"""Forge's effect APIs the importer says, with the parameters each may have besides the
common ones, and how it is said."""


def _plain(oracle: str, name: str) -> str:
    """An Oracle text with its name as ``CARDNAME`` and its lines as one."""
    return " ".join(oracle.replace(name, "CARDNAME").split())
