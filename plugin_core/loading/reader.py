"""Checking one card file's tables and building its faces, noting every problem found.

The reader never stops at the first problem: each key is checked on its own, and the
caller gets all the file's problems at once (``cardhost check`` prints them all).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from cardhost.loading import abilities, entering_copies, levels, statics
from cardhost.loading.problems import ProblemNotes
from cardhost.model.card_types import (
    CREATURE,
    INSTANT,
    KINDRED,
    PLANESWALKER,
    SORCERY,
    SUPERTYPES,
    CardType,
)
from cardhost.model.continuous import CountCondition, Layer, Modification, StaticAbility
from cardhost.model.costs import Cost, CostError, parse_cost
from cardhost.model.counts import (
    SOURCE,
    Count,
    CountError,
    parse_count,
    parse_standing_count,
)
from cardhost.model.definitions import (
    CASTERS,
    ENCHANT_TARGETS,
    ActivatedAbility,
    AlternativeCost,
    CostChange,
    CountedPowerToughness,
    EntersWithCounters,
    Face,
    SpellAbility,
    Suspend,
    TriggeredAbility,
    alternative_cost_paragraphs,
)
from cardhost.model.errors import ManaCostError
from cardhost.model.instructions import LARGEST_AMOUNT, Instruction, read_instruction
from cardhost.model.keywords import keyword_problem, normal
from cardhost.model.mana import Color, ManaCost
from cardhost.model.qualities import Quality, QualityError, parse_quality
from cardhost.model.targets import parse_target
from cardhost.model.validation import (
    Kind,
    TableOf,
    name_problem,
    printable,
    quoted,
    text_problem,
    type_name,
    unprinted_problem,
)

COST_CHANGE_KEYS: dict[str, Kind] = {
    "generic": int,
    "spells": str,
    "whose": str,
    "x": str,
    "as_long_as": dict,
}
"""The keys of a ``costs_less`` or ``costs_more`` entry."""
_QUOTED = re.compile(r'"([^"]+)"')
"""A quotation in an Oracle paragraph: an ability an effect grants (113.1a, 613.1f)."""

FACE_KEYS: dict[str, Kind] = {
    "name": str,
    "mana_cost": str,
    "colors": list,
    "supertypes": list,
    "types": list,
    "subtypes": list,
    "power": (int, str),
    "toughness": (int, str),
    "loyalty": int,
    "oracle": str,
    "keywords": list,
    "mana_abilities": list,
    "abilities": list,
    "statics": list,
    "triggers": list,
    "characteristic_defining": dict,
    "kicker": str,
    "buyback": str,
    "evoke": str,
    "madness": str,
    "dash": str,
    "suspend": dict,
    "echo": str,
    "cumulative_upkeep": str,
    "morph": str,
    "megamorph": str,
    "cycling": str,
    "typecycling": TableOf(str),
    "equip": str,
    "scavenge": str,
    "unearth": str,
    "level_up": str,
    "crew": int,
    "levels": list,
    "enters_as_copy": dict,
    "replacements": list,
    "enters_with_counters": dict,
    "enters_tapped": bool,
    "cant_be_countered": bool,
    "alternative_cost": str,
    "enters_tapped_unless": dict,
    "enters_tapped_unless_paid": str,
    "enters_tapped_unless_revealed": str,
    "costs_less": list,
    "costs_more": list,
    "spell": dict,
    "enchant": str,
}
SPELL_TYPES = frozenset({INSTANT, SORCERY})
EQUIP_TARGET = "target creature you control"
SCAVENGED = {"counters": "+1/+1", "amount": "X", "on": "target", "x": "this creature's power"}
"""Scavenge's instruction (702.97a): as many +1/+1 counters as the exiled card's power
(its power in the graveyard, 608.2h)."""
"""What equip targets (702.6a)."""


def _same_words(paragraph: str, words: str) -> bool:
    """Whether ``paragraph`` (its reminder text aside) is ``words``, case aside."""
    plain = re.sub(r"\s*\([^()]*\)", "", paragraph).strip().lower()
    return plain == words.lower()


LARGEST_CREW = 100
"""The largest crew N a card file may give."""
LARGEST_LOYALTY = 1_000
"""The largest printed loyalty a card file may give (far beyond any printed card)."""


class CardReader(ProblemNotes):
    """Checks the tables of one card file; every problem names the file and the key path.
    The problems found so far are in ``problems``; a method that found one returns None."""

    def strings(self, table: Mapping[str, Any], key: str, prefix: str) -> tuple[str, ...] | None:
        """The strings of the array ``table[key]``, each listed once."""
        values: Sequence[object] = table.get(key, [])
        before = len(self.problems)
        seen: set[str] = set()
        for index, value in enumerate(values):
            if not isinstance(value, str):
                problem = f"expected a string, found {type_name(type(value))}"
            elif value.lower() in seen:
                problem = f"{quoted(value)} is listed twice"
            else:
                seen.add(value.lower())
                continue
            self.note(f"{prefix}{key}[{index}]", problem)
        return tuple(values) if len(self.problems) == before else None  # type: ignore[arg-type]

    def _subtypes(self, table: Mapping[str, Any], prefix: str) -> tuple[str, ...] | None:
        """The subtypes, each a printed word or words of the type line (205.3)."""
        subtypes = self.strings(table, "subtypes", prefix)
        for index, subtype in enumerate(subtypes or ()):
            problem = unprinted_problem(subtype)
            if not subtype.strip() or subtype != subtype.strip():
                problem = f"{quoted(subtype)} is not a subtype: a word printed on the type line"
            if problem is not None:
                self.note(f"{prefix}subtypes[{index}]", f"{problem} (205.3)")
                subtypes = None
        return subtypes

    def face(
        self,
        table: Mapping[str, Any],
        where: str,
        *,
        keys: Mapping[str, Kind] = FACE_KEYS,
        other_keys: Mapping[str, Kind] | None = None,
        forbidden: Mapping[str, str] | None = None,
    ) -> Face | None:
        """The face described by ``table`` (a card, its back face, or a token). Keys in
        ``other_keys`` are checked too, and left to the caller; a key in ``forbidden`` is
        noted with its reason, and no key is suggested but those valid here."""
        prefix = f"{where}." if where else ""
        before = len(self.problems)
        for key, reason in (forbidden or {}).items():
            if key in table:
                self.note(f"{prefix}{key}", reason)
        table = {k: v for k, v in table.items() if k not in (forbidden or {})}
        known = self.known_keys(table, {**keys, **(other_keys or {})}, where)
        wrong = set(table) - set(known)
        table = {k: v for k, v in known.items() if k in keys}
        if len(self.problems) == before:  # a misspelt key is reported as such, not as missing
            if "name" not in table:
                self.note(f"{prefix}name", "missing: every card and face has a name (201.1)")
            if "types" not in table:
                self.note(f"{prefix}types", "missing: every card has a card type (205.2)")
        name = self._name(table, prefix)
        cost = self._mana_cost(table, prefix)
        types = self._types(table, prefix)
        supertypes = self._listed(table, "supertypes", prefix, SUPERTYPES, "a supertype (205.4a: ")
        keywords = self._keywords(table, prefix)
        colors = self._colors(table, prefix)
        subtypes = self._subtypes(table, prefix)
        if types is not None and not wrong & {"power", "toughness"}:
            self._power_and_toughness(table, prefix, types, subtypes or ())
        if types is not None and "loyalty" not in wrong:
            self._loyalty(table, prefix, types)
        enchant = table.get("enchant")
        if subtypes is not None:
            self._enchant(enchant, prefix, subtypes)
        mana = tuple(
            abilities.mana_ability(self, entry, f"{prefix}mana_abilities[{index}]", name or "")
            for index, entry in enumerate(table.get("mana_abilities", []))
        )
        oracle_problem = text_problem(table.get("oracle", ""))
        if oracle_problem is not None:
            self.note(f"{prefix}oracle", oracle_problem)
        paragraphs = [p.strip() for p in table.get("oracle", "").splitlines() if p.strip()]
        claimed: set[str] = set()
        activated = tuple(
            abilities.activated_ability(
                self, entry, f"{prefix}abilities[{index}]", paragraphs, name or "", claimed
            )
            for index, entry in enumerate(table.get("abilities", []))
        )
        spell = self._spell(table, prefix, types, paragraphs)
        static = tuple(
            statics.static_ability(self, entry, f"{prefix}statics[{index}]")
            for index, entry in enumerate(table.get("statics", []))
        )
        static, granted = self._granted(table, prefix, paragraphs, name or "", static)
        given = list(granted)
        leveled = ()
        if "levels" in table:
            where = f"{prefix}levels"
            leveled = levels.levels(self, table["levels"], where, paragraphs, name or "", given)
            granted = tuple(given)
            if "level_up" not in table:
                self.note(where, "a leveler card has level up (711.4): add level_up")
        triggers = abilities.triggered_abilities(
            self, table.get("triggers", []), f"{prefix}triggers", paragraphs, name or ""
        )
        counted = self._counted_pt(table, prefix, paragraphs)
        kicker = self._optional_cost(table, prefix, "kicker")
        buyback = self._optional_cost(table, prefix, "buyback")
        if buyback is not None and types is not None and not SPELL_TYPES.intersection(types):
            self.note(f"{prefix}buyback", "only an instant or sorcery has buyback (702.27a)")
        evoke = self._optional_cost(table, prefix, "evoke")
        madness = self._optional_cost(table, prefix, "madness")
        dash = self._optional_cost(table, prefix, "dash")
        suspend = self._suspend(table, prefix)
        if madness is not None and madness.has_x:
            self.note(f"{prefix}madness", "a madness cost with {X} is not yet in cardhost")
        echo = self._optional_cost(table, prefix, "echo")
        cumulative = self._cumulative_upkeep(table, prefix)
        morph = self._morph(table, prefix)
        cycling = self._cycling(table, prefix, paragraphs)
        cycling += self._typecycling(table, prefix, paragraphs)
        equip = self._equip(table, prefix, paragraphs, subtypes or ())
        equip += self._scavenge(table, prefix, paragraphs, types or ())
        equip += self._unearth(table, prefix, paragraphs)
        equip += self._level_up(table, prefix, paragraphs, types or ())
        equip += self._crew(table, prefix, paragraphs, subtypes or ())
        enters_with = self._enters_with(table, prefix, paragraphs)
        copy = None
        if "enters_as_copy" in table:  # 707.5, 614.1c
            where = f"{prefix}enters_as_copy"
            copy = entering_copies.enters_as_copy(
                self, table["enters_as_copy"], where, paragraphs, name or ""
            )
        enters_tapped = self._enters_tapped(table, prefix, paragraphs)
        uncounterable = self._cant_be_countered(table, prefix, paragraphs)
        alternative = self._alternative_cost(table, prefix, paragraphs)
        changes = self._cost_changes(table, prefix, paragraphs)
        unless = table.get("enters_tapped_unless")
        untapped_if = (
            statics.count_condition(self, unless, f"{prefix}enters_tapped_unless")
            if isinstance(unless, Mapping) and "count" in unless
            else None
        )
        if isinstance(unless, Mapping) and "count" not in unless:
            self.note(f"{prefix}enters_tapped_unless", "write { count = '...', at_least = N }")
        paid = self._unless_paid(table, prefix, paragraphs)
        revealed = self._unless_revealed(table, prefix, paragraphs)
        replacements = abilities.replacement_abilities(
            self, table.get("replacements", []), f"{prefix}replacements", paragraphs, name or ""
        )
        if spell is not None and _uses_x(spell) and (cost is None or not cost.has_x):
            self.note(
                f"{prefix}spell.effects", "X is announced only with {X} in the mana cost (107.3)"
            )
        aura = subtypes is not None and "Aura" in subtypes
        if aura and _returns_itself(activated, triggers):  # 303.4f: attached as chosen
            self.note(
                f"{prefix}abilities",
                "an Aura returned to the battlefield is attached to what its owner chooses "
                "(303.4f), not yet in cardhost: return_to_battlefield 'this'",
            )
        if any(t.condition == "it was kicked" for t in triggers) and kicker is None:
            self.note(
                f"{prefix}triggers",
                "a permanent without kicker is never kicked (702.33d): add kicker",
            )
        if enters_with is not None and enters_with.if_kicked and kicker is None:
            self.note(
                f"{prefix}enters_with_counters.if",
                "a permanent without kicker is never kicked (702.33d): add kicker",
            )
        self._keywords_paying(prefix, keywords or (), spell, alternative)
        paid_x = enters_with is not None and enters_with.x is None
        if paid_x and any(a == "X" for _, a in enters_with.counters) and not _has_x(cost):
            self.note(
                f"{prefix}enters_with_counters",
                'an amount "X" is the X paid, only with {X} in the mana cost (107.3m); '
                "or say what X counts with x",
            )
        if spell is not None and spell.kicked_effects and kicker is None:
            self.note(
                f"{prefix}spell.kicked_effects",
                "a spell without kicker is never kicked (702.33d): add kicker",
            )
        if len(self.problems) > before:
            return None
        return Face(
            name=name or "",
            mana_cost=cost,
            color_indicator=colors,
            supertypes=supertypes or (),
            types=types or (),
            subtypes=subtypes or (),
            power=_printed_number(table.get("power")),
            toughness=_printed_number(table.get("toughness")),
            loyalty=table.get("loyalty"),
            oracle_text=table.get("oracle", ""),
            keywords=frozenset(normal(k) for k in keywords or ()),
            mana_abilities=tuple(a for a in mana if a is not None),
            activated_abilities=tuple(a for a in (*activated, *equip) if a is not None),
            granted_abilities=granted,
            spell=spell,
            statics=tuple(s for s in static if s is not None),
            enchant=enchant,
            triggers=triggers,
            counted_pt=counted,
            kicker=kicker,
            buyback=buyback,
            evoke=evoke,
            madness=madness,
            dash=dash,
            suspend=suspend,
            echo=echo,
            cumulative_upkeep=cumulative,
            morph=morph,
            megamorph="megamorph" in table,
            cycling=cycling,
            replacements=replacements,
            enters_with=enters_with,
            enters_tapped=enters_tapped,
            cant_be_countered=uncounterable,
            alternative_cost=alternative,
            enters_tapped_unless=untapped_if,
            enters_tapped_unless_paid=paid,
            enters_tapped_unless_revealed=revealed,
            cost_changes=changes,
            levels=leveled,
            enters_as_copy=copy,
        )

    def _keywords(self, table: Mapping[str, Any], prefix: str) -> tuple[str, ...] | None:
        """The keyword abilities this engine implements (702)."""
        texts = self.strings(table, "keywords", prefix)
        if texts is None:
            return None
        problems = [(i, keyword_problem(text)) for i, text in enumerate(texts)]
        for index, problem in problems:
            if problem:
                self.note(f"{prefix}keywords[{index}]", printable(problem))
        return None if any(p for _, p in problems) else texts

    def _spell(
        self,
        table: Mapping[str, Any],
        prefix: str,
        types: tuple[CardType, ...] | None,
        paragraphs: list[str],
    ) -> SpellAbility | None:
        """``[spell]``: only an instant or a sorcery has a spell ability of this kind
        (113.3a; a permanent spell's effect is to become a permanent, 608.3)."""
        if "spell" not in table:
            if (
                types is not None
                and SPELL_TYPES.intersection(types)
                and (abilities.oracle_modes(paragraphs))
            ):
                self.note(
                    f"{prefix}spell",
                    "missing: the Oracle text lists modes (700.2); give each a [[spell.modes]]",
                )
            return None
        if types is not None and not SPELL_TYPES.intersection(types):
            self.note(f"{prefix}spell", "only an instant or a sorcery has a [spell] (113.3a)")
            return None
        return abilities.spell_ability(self, table["spell"], f"{prefix}spell", paragraphs)

    def _name(self, table: Mapping[str, Any], prefix: str) -> str | None:
        if "name" not in table:
            return None
        problem = name_problem(table["name"])
        if problem is not None:
            self.note(f"{prefix}name", problem)
            return None
        return table["name"]

    def _mana_cost(self, table: Mapping[str, Any], prefix: str) -> ManaCost | None:
        if "mana_cost" not in table:
            return None
        try:
            return ManaCost.parse(table["mana_cost"])
        except ManaCostError as error:
            self.note(f"{prefix}mana_cost", str(error))
            return None

    def _types(self, table: Mapping[str, Any], prefix: str) -> tuple[CardType, ...] | None:
        """The card types, which must make a possible type line (205.2, 300.2)."""
        if "types" not in table:
            return None
        texts = self.strings(table, "types", prefix)
        if texts is None:
            return None
        types = []
        for index, text in enumerate(texts):
            card_type = _CARD_TYPE_NAMED.get(text.capitalize())  # CardType(), without its call
            if card_type is not None:
                types.append(card_type)
            else:
                known = ", ".join(t.value for t in CardType)
                self.note(
                    f"{prefix}types[{index}]",
                    f"{quoted(text)} is not a card type (205.2a: {known})",
                )
                return None
        if not types:
            self.note(f"{prefix}types", "empty: every card has a card type (205.2)")
            return None
        problem = type_line_problem(types)
        if problem is not None:
            self.note(f"{prefix}types", problem)
            return None
        return tuple(types)

    def _listed(
        self,
        table: Mapping[str, Any],
        key: str,
        prefix: str,
        known: Sequence[str],
        what: str,
        normal: Callable[[str], str] = str,
    ) -> tuple[str, ...] | None:
        """The strings of ``table[key]``, each one of ``known`` (after ``normal``)."""
        texts = self.strings(table, key, prefix)
        if texts is None:
            return None
        unknown = [i for i, text in enumerate(texts) if normal(text) not in known]
        for index in unknown:
            self.note(
                f"{prefix}{key}[{index}]",
                f"{quoted(texts[index])} is not {what}{', '.join(known)})",
            )
        return None if unknown else texts

    def _colors(self, table: Mapping[str, Any], prefix: str) -> tuple[Color, ...] | None:
        if "colors" not in table:
            return None
        texts = self.strings(table, "colors", prefix)
        if texts is None:
            return None
        try:
            return tuple(Color.from_text(c) for c in texts)
        except ValueError as error:
            self.note(f"{prefix}colors", printable(str(error)))
            return None

    def _power_and_toughness(
        self,
        table: Mapping[str, Any],
        prefix: str,
        types: Sequence[CardType],
        subtypes: Sequence[str],
    ) -> None:
        """A creature's power and toughness (208.1); a Vehicle's too, which it has only
        while a creature (301.7a, 208.3)."""
        power, toughness = table.get("power"), table.get("toughness")
        for key, value in (("power", power), ("toughness", toughness)):
            if isinstance(value, str) and value != "*":
                self.note(f"{prefix}{key}", f"expected a whole number or '*', found {value!r}")
        if CREATURE in types or "Vehicle" in subtypes:
            for key, value in (("power", power), ("toughness", toughness)):
                if value is None:
                    self.note(
                        f"{prefix}{key}", "missing: a creature has power and toughness (208.1)"
                    )
        elif power is not None or toughness is not None:
            key = "power" if power is not None else "toughness"
            self.note(
                f"{prefix}{key}", "only a creature or a Vehicle has power and toughness (208.1)"
            )

    def _loyalty(
        self,
        table: Mapping[str, Any],
        prefix: str,
        types: Sequence[CardType],
    ) -> None:
        """A planeswalker's printed loyalty (306.5a, 209.1): a whole number only it has."""
        loyalty = table.get("loyalty")
        if PLANESWALKER not in types:
            if loyalty is not None:
                self.note(f"{prefix}loyalty", "only a planeswalker has loyalty (306.5)")
            return
        if loyalty is None:
            self.note(f"{prefix}loyalty", "missing: a planeswalker has a printed loyalty (306.5a)")
        elif isinstance(loyalty, bool) or not 0 <= loyalty <= LARGEST_LOYALTY:
            self.note(
                f"{prefix}loyalty",
                f"expected a whole number from 0 to {LARGEST_LOYALTY}, found {loyalty!r}",
            )

    def _optional_cost(self, table: Mapping[str, Any], prefix: str, key: str) -> ManaCost | None:
        """A mana cost a keyword gives (kicker, 702.33a; evoke, 702.74a; echo, 702.30a),
        if any."""
        text = table.get(key)
        if text is None:
            return None
        try:
            cost = ManaCost.parse(text, where=f"{prefix}{key}")
        except ManaCostError as error:
            self.note(f"{prefix}{key}", printable(str(error)))
            return None
        if not cost.symbols:
            self.note(f"{prefix}{key}", "a mana cost, such as '{1}{B}'")
            return None
        return cost

    def _cumulative_upkeep(self, table: Mapping[str, Any], prefix: str) -> Cost | None:
        """Cumulative upkeep's cost (702.24a): mana, life, or both, paid once for each
        age counter."""
        text = table.get("cumulative_upkeep")
        if text is None:
            return None
        where = f"{prefix}cumulative_upkeep"
        try:
            cost = parse_cost(text) if isinstance(text, str) else None
        except CostError as error:
            self.note(where, printable(str(error)))
            return None
        plain = (
            cost is not None
            and cost.text
            and not (
                cost.tap
                or cost.untap
                or cost.sacrifice_self
                or cost.sacrifice
                or cost.discard
                or cost.tap_untapped
                or cost.remove_counters
                or cost.loyalty is not None
            )
        )
        if cost is None or not plain or (not cost.mana.symbols and not cost.life):
            self.note(where, f"a cost of mana or life, such as '{{1}}' or 'Pay 1 life': {text!r}")
            return None
        return cost

    def _morph(self, table: Mapping[str, Any], prefix: str) -> Cost | None:
        """Morph's cost (702.37a), or megamorph's (702.37b), paid by the face-down
        permanent's controller to turn it face up (702.37e): a cost a player pays, not the
        permanent (no {T}, {Q}, nothing of "this", no X)."""
        keys = [k for k in ("morph", "megamorph") if k in table]
        if not keys:
            return None
        where = f"{prefix}{keys[-1]}"
        if len(keys) == 2:
            self.note(where, "a card has morph or megamorph, not both (702.37b)")
            return None
        text = table[keys[0]]
        try:
            cost = parse_cost(text) if isinstance(text, str) else None
        except CostError as error:
            self.note(where, printable(str(error)))
            return None
        if cost is None or not cost.text:
            self.note(where, f"a cost, such as '{{2}}{{U}}' or 'Pay 5 life': {text!r}")
            return None
        if (
            cost.tap
            or cost.untap
            or cost.sacrifice_self
            or cost.remove_counters
            or cost.loyalty is not None
            or cost.mana.has_x
        ):
            self.note(
                where,
                f"{text!r}: a player pays it to turn the permanent face up (702.37e): no "
                "{T}, {Q}, X nor anything of 'this'",
            )
            return None
        return cost

    def _granted(
        self,
        table: Mapping[str, Any],
        prefix: str,
        paragraphs: Sequence[str],
        name: str,
        found: tuple[StaticAbility | None, ...],
    ) -> tuple[tuple[StaticAbility | None, ...], tuple[ActivatedAbility, ...]]:
        """The activated abilities each ``[[statics]]`` entry's ``abilities`` gives what it
        affects ('Enchanted land has "{T}: Target player loses 3 life."', 613.1f), each
        the text of one quotation in the Oracle text (its "this" the object that has
        it); the statics with a layer 6 change naming them."""
        quoted = [q.strip() for p in paragraphs for q in _QUOTED.findall(p)]
        claimed: set[str] = set()
        granted: list[ActivatedAbility] = []
        statics_out = list(found)
        for index, entry in enumerate(table.get("statics", [])):
            given = entry.get("abilities") if isinstance(entry, Mapping) else None
            if given is None:
                continue
            where = f"{prefix}statics[{index}].abilities"
            if not isinstance(given, list) or not given:
                self.note(where, "expected an array of the abilities it gives (613.1f)")
                continue
            places = []
            for number, ability in enumerate(given):
                read = abilities.activated_ability(
                    self, ability, f"{where}[{number}]", quoted, name, claimed
                )
                if read is not None:
                    places.append(len(granted))
                    granted.append(read)
            current = statics_out[index]
            if current is not None and len(places) == len(given):
                grant = Modification(Layer.ABILITY, grants=tuple(places))
                statics_out[index] = replace(current, modifications=(*current.modifications, grant))
        return tuple(statics_out), tuple(granted)

    def _cost_changes(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> tuple[CostChange, ...]:
        """``costs_less`` and ``costs_more``: each ``{ generic = N }`` its spell costs less
        or more (601.2f), with ``spells`` the kind of spell a permanent's change applies
        to ("artifact spell"), cast by ``whose`` players (:data:`CASTERS`, of its
        controller: "you", by default; "an opponent"; "a player"), else the card itself,
        ``x`` "for each" of a count, ``as_long_as`` a condition; its text the paragraph
        saying "{N} less to cast" or "{N} more to cast"."""
        found: list[CostChange] = []
        for key, more in (("costs_less", False), ("costs_more", True)):
            claimed: set[str] = set()  # a paragraph may say "{1} less" and "{1} more"
            for index, entry in enumerate(table.get(key, [])):
                where = f"{prefix}{key}[{index}]"
                change = self._cost_change(entry, where, more, paragraphs, claimed)
                if change is not None:
                    found.append(change)
        return tuple(found)

    def _cost_change(
        self,
        entry: Any,
        where: str,
        more: bool,
        paragraphs: Sequence[str],
        claimed: set[str],
    ) -> CostChange | None:
        """One entry of :meth:`_cost_changes` at ``where``, claiming a paragraph not in
        ``claimed``; ``None``, its problems noted, if it isn't one."""
        if not isinstance(entry, Mapping):
            self.note(where, "expected a table")
            return None
        known = self.known_keys(entry, COST_CHANGE_KEYS, where)
        generic = known.get("generic")
        if not isinstance(generic, int) or isinstance(generic, bool) or not 0 < generic < 100:
            way = "more" if more else "less"
            self.note(f"{where}.generic", f"expected the generic mana it costs {way}, 1 to 99")
            return None
        said = f"{{{generic}}} {'more' if more else 'less'} to cast"
        text = next((p for p in paragraphs if said in p and p not in claimed), None)
        if text is None:
            self.note(where, f"no paragraph of the Oracle text says {said!r} (601.2f)")
            return None
        claimed.add(text)
        said_casters = _casters_said(text)
        casters = known.get("whose", said_casters)
        if casters not in CASTERS:
            wanted = ", ".join(repr(c) for c in CASTERS)
            self.note(f"{where}.whose", f"expected one of {wanted}: whose spells (601.2f)")
            return None
        if "whose" in known and "spells" not in known:
            self.note(f"{where}.whose", "whose spells a change applies to needs 'spells'")
            return None
        if "spells" in known and casters != said_casters:
            self.note(
                f"{where}.whose",
                f"{casters!r}, but its paragraph {text!r} names {WHOSE_SPELLS[said_casters]} "
                "(601.2f)",
            )
            return None
        spells = per = condition = None
        try:
            if "spells" in known:
                spells = parse_quality(str(known["spells"]))
            if "x" in known:
                per = parse_standing_count(str(known["x"]))
        except (QualityError, CountError) as error:
            self.note(where, printable(str(error)))
            return None
        if "as_long_as" in known:
            condition = statics.count_condition(self, known["as_long_as"], f"{where}.as_long_as")
            if condition is None:
                return None
        return CostChange(text, generic, spells, per, condition, more, casters)

    def _cycling(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> tuple[ActivatedAbility, ...]:
        """Cycling (702.29a): "[cost], Discard this card: Draw a card.", its text the
        paragraph that begins "Cycling" and the cost."""
        cost = self._optional_cost(table, prefix, "cycling")
        if cost is None:
            return ()
        opening = f"cycling {cost}".lower()
        text = next((p for p in paragraphs if p.lower().startswith(opening)), None)
        if text is None:
            self.note(
                f"{prefix}cycling",
                f"no paragraph of the Oracle text begins 'Cycling {cost}' (702.29a)",
            )
            return ()
        pay = Cost(f"{cost}, Discard this card", mana=cost)
        return (ActivatedAbility(pay, text, effects=(Instruction("draw", 1),)),)

    def _typecycling(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> tuple[ActivatedAbility, ...]:
        """Typecycling (702.29e): ``{ type = "Swamp", cost = "{2}" }`` is "Swampcycling
        {2}": "[cost], Discard this card: Search your library for a Swamp card, reveal
        it, put it into your hand, then shuffle."; ``type = "basic land"`` is "Basic
        landcycling"; a cycling ability all the same (702.29f)."""
        entry = table.get("typecycling")
        if entry is None:
            return ()
        where = f"{prefix}typecycling"
        unknown = set(entry) - {"type", "cost"}
        if unknown or not isinstance(entry.get("type"), str) or "cost" not in entry:
            self.note(where, "write { type = 'Swamp', cost = '{2}' } (702.29e)")
            return ()
        cost = self._optional_cost(entry, f"{where}.", "cost")
        kind = entry["type"]
        search, problems = read_instruction({"search": f"{kind} card", "reveal": True})
        for key, problem in problems:
            self.note(f"{where}.type", f"{problem} ({key})")
        if cost is None or search is None:
            return ()
        opening = f"{kind}cycling {cost}".lower()
        text = next((p for p in paragraphs if p.lower().startswith(opening)), None)
        if text is None:
            self.note(where, f"no paragraph of the Oracle text begins {opening!r} (702.29e)")
            return ()
        pay = Cost(f"{cost}, Discard this card", mana=cost)
        return (ActivatedAbility(pay, text, effects=(search,)),)

    def _keywords_paying(
        self,
        prefix: str,
        keywords: Sequence[str],
        spell: SpellAbility | None,
        alternative: AlternativeCost | None,
    ) -> None:
        """Convoke and improvise tap permanents, delve exiles cards from a graveyard, as
        the cost is paid (601.2h); cardhost doesn't yet pay them beside a cost that taps
        untapped permanents or exiles cards from a graveyard too (which would take what
        they could have)."""
        said = {normal(k) for k in keywords}
        costs = [spell.additional_cost if spell is not None else None]
        costs.append(alternative.cost if alternative is not None else None)
        for cost in (c for c in costs if c is not None):
            taps = cost.tap_untapped and said & {"convoke", "improvise"}
            if taps or (cost.exile_from_graveyard and "delve" in said):
                self.note(
                    f"{prefix}keywords",
                    f"{', '.join(sorted(said & {'convoke', 'improvise', 'delve'}))} beside a "
                    f"cost of tapping or exiling ({cost.text!r}) isn't in cardhost yet (601.2h)",
                )
                return

    def _equip(
        self,
        table: Mapping[str, Any],
        prefix: str,
        paragraphs: Sequence[str],
        subtypes: Sequence[str],
    ) -> tuple[ActivatedAbility, ...]:
        """Equip (702.6a): "[cost]: Attach this permanent to target creature you control.
        Activate only as a sorcery.", its text the paragraph "Equip [cost]"; only an
        Equipment has it (301.5)."""
        cost = self._optional_cost(table, prefix, "equip")
        if cost is None:
            return ()
        if "Equipment" not in subtypes:
            self.note(f"{prefix}equip", "only an Equipment equips (301.5, 702.6a)")
            return ()
        text = self._paragraph_of(paragraphs, f"Equip {cost}", f"{prefix}equip")
        if text is None:
            return ()
        equip = ActivatedAbility(
            Cost(str(cost), mana=cost),
            text,
            targets=(parse_target(EQUIP_TARGET),),
            effects=(Instruction("attach", subject="target"),),
            sorcery_speed=True,
        )
        return (equip,)

    def _paragraph_of(self, paragraphs: Sequence[str], words: str, where: str) -> str | None:
        """The paragraph that is ``words`` (a keyword and its cost, its reminder text
        aside), or ``None`` with the problem noted at ``where``."""
        text = next((p for p in paragraphs if _same_words(p, words)), None)
        if text is None:
            self.note(where, f"no paragraph of the Oracle text is {words!r}")
        return text

    def _crew(
        self,
        table: Mapping[str, Any],
        prefix: str,
        paragraphs: Sequence[str],
        subtypes: Sequence[str],
    ) -> tuple[ActivatedAbility, ...]:
        """Crew N (702.122a): "Tap any number of other untapped creatures you control with
        total power N or greater: This permanent becomes an artifact creature until end of
        turn.", its text the paragraph "Crew N"; only a Vehicle has it here (301.7)."""
        power = table.get("crew")
        if power is None:
            return ()
        where = f"{prefix}crew"
        if not 1 <= power <= LARGEST_CREW:
            self.note(where, f"expected a whole number from 1 to {LARGEST_CREW}")
            return ()
        if "Vehicle" not in subtypes:
            self.note(where, "only a Vehicle crews here (301.7, 702.122a)")
            return ()
        text = self._paragraph_of(paragraphs, f"Crew {power}", where)
        if text is None:
            return ()
        becomes, _ = read_instruction(
            {"becomes": "an artifact creature", "duration": "until end of turn"}
        )
        assert becomes is not None  # the one thing crewing does, as written here
        return (ActivatedAbility(Cost(f"Crew {power}", crew=power), text, effects=(becomes,)),)

    def _level_up(
        self,
        table: Mapping[str, Any],
        prefix: str,
        paragraphs: Sequence[str],
        types: Sequence[CardType],
    ) -> tuple[ActivatedAbility, ...]:
        """Level up (702.87a), a mana cost: only a creature card is a leveler (711.1)."""
        cost = self._optional_cost(table, prefix, "level_up")
        if cost is None:
            return ()
        if CREATURE not in types:
            self.note(f"{prefix}level_up", "only a creature has level up here (711.1)")
            return ()
        ability = levels.level_up(self, cost, paragraphs, f"{prefix}level_up")
        return () if ability is None else (ability,)

    def _suspend(self, table: Mapping[str, Any], prefix: str) -> Suspend | None:
        """Suspend N—[cost] (702.62a): ``{ time = 4, cost = "{1}{R}" }``, N from 1 to
        100, the cost mana; its paragraph claims it."""
        found = table.get("suspend")
        if found is None:
            return None
        where = f"{prefix}suspend"
        unknown = sorted(set(found) - {"time", "cost"})
        if unknown:
            self.note(f"{where}.{unknown[0]}", "unknown key (suspend takes time and cost)")
            return None
        time = found.get("time")
        if type(time) is not int or not 1 <= time <= 100:
            self.note(f"{where}.time", "expected a whole number of time counters from 1 to 100")
            return None
        cost = self._optional_cost(found, f"{where}.", "cost")
        if cost is None:
            self.note(f"{where}.cost", "expected a mana cost, such as '{1}{R}'")
            return None
        if cost.has_x:
            self.note(f"{where}.cost", "a suspend cost with {X} is not yet in cardhost")
            return None
        return Suspend(time, cost)

    def _unearth(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> tuple[ActivatedAbility, ...]:
        """Unearth (702.84a): "[cost]: Return this card from your graveyard to the
        battlefield. It gains haste. Exile it at the beginning of the next end step. If it
        would leave the battlefield, exile it instead of putting it anywhere else. Activate
        only as a sorcery.", its text the paragraph "Unearth [cost]"."""
        cost = self._optional_cost(table, prefix, "unearth")
        if cost is None:
            return ()
        opening = f"unearth {cost}".lower()
        text = next((p for p in paragraphs if p.lower().startswith(opening)), None)
        if text is None:
            self.note(f"{prefix}unearth", f"no paragraph of the Oracle text begins {opening!r}")
            return ()
        unearth = ActivatedAbility(
            Cost(str(cost), mana=cost),
            text,
            effects=(Instruction("unearth", subject="this"),),
            sorcery_speed=True,
            from_graveyard=True,
        )
        return (unearth,)

    def _scavenge(
        self,
        table: Mapping[str, Any],
        prefix: str,
        paragraphs: Sequence[str],
        types: Sequence[CardType | str],
    ) -> tuple[ActivatedAbility, ...]:
        """Scavenge (702.97a): "[cost], Exile this card from your graveyard: Put a number
        of +1/+1 counters equal to the power of the card you exiled on target creature.
        Activate only as a sorcery.", its text the paragraph "Scavenge [cost]"; only a
        creature card has power to give (208.1)."""
        cost = self._optional_cost(table, prefix, "scavenge")
        if cost is None:
            return ()
        if CREATURE not in types:
            self.note(f"{prefix}scavenge", "only a creature card scavenges (702.97a: its power)")
            return ()
        opening = f"scavenge {cost}".lower()
        text = next((p for p in paragraphs if p.lower().startswith(opening)), None)
        if text is None:
            self.note(f"{prefix}scavenge", f"no paragraph of the Oracle text begins {opening!r}")
            return ()
        counters, _ = read_instruction(SCAVENGED)
        assert counters is not None  # the form is fixed
        scavenge = ActivatedAbility(
            Cost(f"{cost}, Exile this card from your graveyard", mana=cost, exile_self=True),
            text,
            targets=(parse_target("target creature"),),
            effects=(counters,),
            sorcery_speed=True,
            from_graveyard=True,
        )
        return (scavenge,)

    def _enters_with(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> EntersWithCounters | None:
        """``[enters_with_counters]``: each kind of counter and how many the permanent
        enters with (614.1c), said by an Oracle paragraph "... enters with ... counter"."""
        counted = table.get("enters_with_counters")
        if counted is None:
            return None
        where = f"{prefix}enters_with_counters"
        pairs: list[tuple[str, int | str]] = []
        for kind, amount in counted.items():
            if kind in ENTERING_KEYS:
                continue
            if not kind.strip() or not kind.isprintable():
                self.note(where, f"a kind of counter is a printed name, not {kind!r}")
            elif amount != "X" and (type(amount) is not int or not 1 <= amount <= LARGEST_AMOUNT):
                self.note(
                    f"{where}.{kind}",
                    f'expected a whole number from 1 to {LARGEST_AMOUNT:,}, or "X"',
                )
            else:
                pairs.append((kind, amount))
        x, if_kicked, condition = self._entering_terms(counted, where, pairs)
        text = next((p for p in paragraphs if _ENTERS_WITH.search(p.lower())), None)
        if text is None:
            self.note(
                where, "no paragraph of the Oracle text says it enters with counters (614.1c)"
            )
            return None
        if not pairs:
            return None
        return EntersWithCounters(text, tuple(pairs), x, if_kicked, condition)

    def _entering_terms(
        self, table: Mapping[str, Any], where: str, pairs: list[tuple[str, int | str]]
    ) -> tuple[Count | None, bool, CountCondition | None]:
        """An entering with counters' ``x`` (a count, for an amount "X", 608.2h) and its
        ``if``: "it was kicked" (702.33d) or a count condition (614.1c)."""
        x = None
        if "x" in table:
            try:
                x = parse_count(table["x"]) if isinstance(table["x"], str) else None
            except CountError as error:
                self.note(f"{where}.x", printable(str(error)))
            if x is None or not any(amount == "X" for _, amount in pairs):
                self.note(f"{where}.x", 'counts an amount "X": write "X" as the amount')
        condition = table.get("if")
        if condition is None:
            return x, False, None
        if condition == "it was kicked":
            return x, True, None
        if isinstance(condition, Mapping):
            return x, False, statics.count_condition(self, condition, f"{where}.if", "if")
        self.note(f"{where}.if", "write 'it was kicked' or { count = '...', at_least = N }")
        return x, False, None

    def _enters_tapped(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> str:
        """``enters_tapped = true``: "This land enters tapped." (614.1d), the paragraph
        that says so; with ``enters_tapped_unless``, "... enters tapped unless ..."."""
        if not table.get("enters_tapped"):
            if "enters_tapped_unless" in table:
                self.note(
                    f"{prefix}enters_tapped_unless",
                    "says when it enters untapped: with enters_tapped = true",
                )
            return ""
        said = _ENTERS_TAPPED_UNLESS if "enters_tapped_unless" in table else _ENTERS_TAPPED
        if "enters_tapped_unless_paid" in table:
            said = _ENTERS_TAPPED_UNLESS_PAID
        if "enters_tapped_unless_revealed" in table:
            said = _ENTERS_TAPPED_UNLESS_REVEALED
        text = next((p for p in paragraphs if said.search(p.lower())), None)
        if text is None:
            self.note(
                f"{prefix}enters_tapped",
                "no paragraph of the Oracle text says it enters tapped (614.1d)",
            )
            return ""
        return text

    def _cant_be_countered(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> str:
        """``cant_be_countered = true``: "This spell can't be countered." (113.6g), the
        paragraph that says so, of the spell itself (or its name)."""
        if not table.get("cant_be_countered"):
            return ""
        name = str(table.get("name", "")).lower()
        text = next(
            (p for p in paragraphs if p.lower() in (_UNCOUNTERABLE, f"{name} can't be countered.")),
            None,
        )
        if text is None:
            self.note(
                f"{prefix}cant_be_countered",
                'no paragraph of the Oracle text says "This spell can\'t be countered." (113.6g)',
            )
            return ""
        return text

    def _alternative_cost(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> AlternativeCost | None:
        """``alternative_cost``: a cost paid rather than the spell's mana cost (118.9), as
        a spell's additional cost is written (601.2f), and the paragraph that says "You may
        [its parts, joined by 'and'] rather than pay this spell's mana cost." (mana parts
        after "pay")."""
        text = table.get("alternative_cost")
        if text is None:
            return None
        key = f"{prefix}alternative_cost"
        name = str(table.get("name", ""))
        try:
            cost = parse_cost(text, additional=True, name=name)
        except CostError as error:
            self.note(key, printable(str(error)))
            return None
        ways = alternative_cost_paragraphs(cost, name)
        found = next((p for p in paragraphs if p.lower() in {w.lower() for w in ways}), None)
        if found is None:
            self.note(key, f"no paragraph of the Oracle text says {ways[0]!r} (118.9)")
            return None
        return AlternativeCost(cost, found)

    def _unless_paid(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> Cost | None:
        """``enters_tapped_unless_paid``: the cost its controller may pay as it would
        enter, or it enters tapped (614.1d, 614.12): life or mana, nothing of itself, as
        its paragraph says it ("you may pay 2 life.")."""
        key = f"{prefix}enters_tapped_unless_paid"
        text = table.get("enters_tapped_unless_paid")
        if text is None:
            return None
        if not table.get("enters_tapped") or "enters_tapped_unless" in table:
            self.note(key, "says what it may pay: with enters_tapped = true, no other unless")
            return None
        try:
            cost = parse_cost(text)
        except CostError as error:
            self.note(key, printable(str(error)))
            return None
        if cost.tap or cost.untap or cost.sacrifice_self or cost.remove_counters:
            self.note(key, f"{text!r}: it isn't on the battlefield yet to pay with itself")
            return None
        words = cost.text.lower().removeprefix("pay ")
        if not any(f"you may pay {words}. " in p.lower() for p in paragraphs):
            self.note(key, f"no paragraph of the Oracle text says 'you may pay {words}.'")
            return None
        return cost

    def _unless_revealed(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> Quality | None:
        """``enters_tapped_unless_revealed``: the kind of card its controller may reveal
        from their hand as it would enter, or it enters tapped (614.1d, 614.12,
        701.20a), as its paragraph says it ("you may reveal a Giant card from your
        hand.")."""
        key = f"{prefix}enters_tapped_unless_revealed"
        text = table.get("enters_tapped_unless_revealed")
        if text is None:
            return None
        others = {"enters_tapped_unless", "enters_tapped_unless_paid"} & set(table)
        if not table.get("enters_tapped") or others:
            self.note(key, "says what it may reveal: with enters_tapped = true, no other unless")
            return None
        try:
            quality = parse_quality(text)
        except QualityError as error:
            self.note(key, printable(str(error)))
            return None
        if not text.lower().endswith(" card"):
            self.note(key, f"expected a kind of card ('Giant card'), found {text!r}")
            return None
        said = (
            f"you may reveal {'an' if text[:1].lower() in 'aeiou' else 'a'} {text} from your hand."
        )
        if not any(said.lower() in p.lower() for p in paragraphs):
            self.note(key, f"no paragraph of the Oracle text says {said!r}")
            return None
        return quality

    def _counted_pt(
        self, table: Mapping[str, Any], prefix: str, paragraphs: Sequence[str]
    ) -> CountedPowerToughness | None:
        """``[characteristic_defining]``: the count each ``*`` of the power and toughness
        is (604.3, 208.2a), said by an Oracle paragraph "... equal to the number of ..."."""
        where = f"{prefix}characteristic_defining"
        stars = [key for key in ("power", "toughness") if table.get(key) == "*"]
        defined = table.get("characteristic_defining")
        if defined is None:
            for key in stars:
                self.note(
                    f"{prefix}{key}",
                    "'*' is a number a characteristic-defining ability defines (208.2a, "
                    "604.3): say which in [characteristic_defining]",
                )
            return None
        counted: dict[str, Count] = {}
        for key, value in defined.items():
            if key not in ("power", "toughness"):
                self.note(f"{where}.{key}", "unknown key (power, toughness)")
            elif table.get(key) != "*":
                self.note(f"{where}.{key}", f"the printed {key} is '*' when an ability defines it")
            elif not isinstance(value, str):
                self.note(f"{where}.{key}", f"expected a count, found {value!r}")
            else:
                count = self._defining_count(value, f"{where}.{key}")
                if count is not None:
                    counted[key] = count
        for key in stars:
            if key not in defined:
                self.note(f"{where}.{key}", f"missing: what the '*' of the {key} counts")
        text = next((p for p in paragraphs if _DEFINES_PT.search(p.lower())), None)
        if text is None:
            self.note(
                where,
                "no paragraph of the Oracle text says its power or toughness is equal to "
                "the number of something, or to your life total (604.3)",
            )
            return None
        return CountedPowerToughness(text, **counted)

    def _defining_count(self, value: str, where: str) -> Count | None:
        """What a characteristic-defining ability counts (604.3): a count as an effect
        says one ("the number of cards in your hand"), or a group of permanents alone
        ("creatures you control"); none of an object's own or a target's power, nor an
        event's amount, which it has none of."""
        try:
            count = parse_count(value)
        except CountError as error:
            try:
                count = parse_count(f"the number of {value}")
            except CountError:
                self.note(where, printable(str(error)))
                return None
        if count.where == SOURCE or count.of_an_effect:
            self.note(
                where, f"{value!r} is no count a characteristic-defining ability makes (604.3)"
            )
            return None
        return count

    def _enchant(self, enchant: object, prefix: str, subtypes: Sequence[str]) -> None:
        if ("Aura" in subtypes) != (enchant is not None):
            self.note(
                f"{prefix}enchant",
                "an Aura has an enchant keyword and only an Aura has one (303.4a, 702.5a)",
            )
        elif enchant is not None and enchant not in ENCHANT_TARGETS:
            self.note(
                f"{prefix}enchant",
                f"{quoted(str(enchant))} is not something this engine can enchant "
                f"({', '.join(ENCHANT_TARGETS)})",
            )


_CARD_TYPE_NAMED = {card_type.value: card_type for card_type in CardType}


def _returns_itself(
    activated: Sequence[ActivatedAbility | None], triggers: Sequence[TriggeredAbility | None]
) -> bool:
    """Whether an ability returns the card itself to the battlefield."""
    abilities = [a for a in (*activated, *triggers) if a is not None]  # some may be refused
    effects = [e for a in abilities for e in a.effects]
    return any(e.verb == "return_to_battlefield" and e.subject == "this" for e in effects)


def _uses_x(spell: SpellAbility) -> bool:
    """Whether an instruction of the spell's (its modes' and kicked effects' too) is X."""
    instructions = [*spell.effects, *spell.kicked_effects]
    instructions += [i for mode in spell.modes for i in mode.effects]
    return any(i.announced for i in instructions)


ENTERING_KEYS = frozenset({"x", "if"})
"""The keys of ``enters_with_counters`` that aren't a kind of counter."""
_ENTERS_WITH = re.compile(r" enters(?: the battlefield)? with ")
"""How an Oracle paragraph says its permanent enters with counters (614.1c)."""
_ENTERS_TAPPED = re.compile(r"^[^.]* enters(?: the battlefield)? tapped\.$")
_ENTERS_TAPPED_UNLESS = re.compile(r"^[^.]* enters(?: the battlefield)? tapped unless [^.]+\.$")
_UNCOUNTERABLE = "this spell can't be countered."
_ENTERS_TAPPED_UNLESS_REVEALED = re.compile(
    r"^as [^.]* enters(?: the battlefield)?, you may reveal [^.]+ from your hand\. "
    r"if you don't, [^.]* enters(?: the battlefield)? tapped\.$"
)
_ENTERS_TAPPED_UNLESS_PAID = re.compile(
    r"^as [^.]* enters(?: the battlefield)?, you may pay [^.]+\. "
    r"if you don't, [^.]* enters(?: the battlefield)? tapped\.$"
)
"""How an Oracle paragraph says its permanent enters tapped (614.1d): the whole sentence."""
_DEFINES_PT = re.compile(r"(power|toughness).*\bequal to (the number of|your life total)\b")
"""How an Oracle paragraph words a count that defines power or toughness (604.3)."""


def _printed_number(value: object) -> int | None:
    """A printed power or toughness: a number, or ``None`` for ``*`` (208.2a)."""
    return value if isinstance(value, int) else None


def type_line_problem(types: Sequence[CardType]) -> str | None:
    """Why card types can't make one type line, if they can't: an instant or a sorcery
    can't be a permanent (304.4, 307.4) nor both; a kindred card has another type (308.1)."""
    spells = SPELL_TYPES.intersection(types)
    if len(spells) == 2:
        return "a card is not both an instant and a sorcery (304.1, 307.1)"
    permanents = (
        [t.value for t in types if t not in SPELL_TYPES and t is not KINDRED] if spells else []
    )
    if permanents:
        spell = "an instant" if INSTANT in spells else "a sorcery"
        return (
            f"{spell} can't also be {', '.join(permanents)}: it can't enter the "
            "battlefield (304.4, 307.4)"
        )
    if list(types) == [KINDRED]:
        return "a kindred card has another card type (308.1)"
    return None


def _has_x(cost: ManaCost | None) -> bool:
    """Whether a mana cost has {X} (107.3)."""
    return cost is not None and cost.has_x


WHOSE_SPELLS = {
    "you": "its controller's spells ('you cast')",
    "an opponent": "their opponents' spells ('your opponents cast')",
    "a player": "every player's spells",
}
"""How an error names whose spells a paragraph changes the cost of."""


def _casters_said(paragraph: str) -> str:
    """Whose spells a paragraph changing a kind of spells' cost names (601.2f): "...
    spells your opponents cast cost ..." an opponent's, "... spells you cast cost ..."
    its controller's, "Noncreature spells cost ..." a player's."""
    lower = paragraph.lower()
    if "your opponents cast" in lower or "an opponent casts" in lower:
        return "an opponent"
    return "you" if "you cast" in lower else "a player"
