"""Accounting for a card's Oracle text: each paragraph is one ability or one line of
keywords (113.2, 702.1), its reminder text aside (207.2), and each must be claimed by
something the card file or its plugin implements. ``cardhost check`` refuses a card with
a paragraph nothing claims, so a card is never "ok" for rules it doesn't have.

What claims a paragraph:

- a keyword line: every keyword of it in ``keywords`` (an "Enchant" keyword by
  ``enchant``, flashback by ``[spell] flashback``);
- "Choose N —" and its bulleted modes: ``[[spell.modes]]`` (700.2), or a modal
  triggered ability's ``[[triggers.modes]]``, its paragraph going on "choose one —";
- an activated ability, "cost: effect" (602.1a): a ``[[mana_abilities]]`` entry with that
  cost for "Add ..." (605.1a), an ``[[abilities]]`` entry for the others;
- an instant's or sorcery's other paragraphs: ``[spell]`` effects (113.3a);
- a permanent's other paragraphs: a ``[[statics]]`` entry whose ``affects`` the paragraph
  names (604.1);
- a triggered ability, "When/Whenever/At ..." (603.1): a ``[[triggers]]`` entry;
- a leveler's striation, from "LEVEL N1-N2" to the next level symbol (711.3): its
  ``[[levels]]`` entry;
- any paragraph the plugin's file names in ``implements``.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from cardhost.loading.reader import SPELL_TYPES
from cardhost.model.continuous import RULED_PLAYERS
from cardhost.model.definitions import ActivatedAbility, CardDefinition, Face
from cardhost.model.keywords import normal

_REMINDER = re.compile(r"\s*\([^()]*\)")
_TRIGGER_WORDS = ("when ", "whenever ", "at ")
_CHOOSE = re.compile(r"choose .+ —$", re.IGNORECASE)
_ABILITY_WORD = re.compile(r"[A-Z][\w' -]{0,40}? — (?=\S)")
_REPLACEMENT_WORDS = (" instead", "enters tapped", "enters with", "as it enters")


@dataclass(frozen=True)
class Unclaimed:
    """An Oracle paragraph nothing implements: the ``face`` it is on (``""`` for the
    front, ``"back"``, ``"tokens[0]"``), its number from 1, its text, and what would
    implement it."""

    face: str
    number: int
    paragraph: str
    implement: str

    @property
    def key(self) -> str:
        """The key path of the Oracle text it is in."""
        return f"{self.face}.oracle" if self.face else "oracle"

    def __str__(self) -> str:
        return f"paragraph {self.number} {self.paragraph!r} is not implemented: {self.implement}"


def paragraphs(face: Face) -> tuple[str, ...]:
    """The face's Oracle paragraphs, in order (113.2)."""
    return tuple(p.strip() for p in face.oracle_text.splitlines() if p.strip())


def without_reminder(paragraph: str) -> str:
    """The paragraph without its reminder text, the parenthesized part (207.2), and
    without an ability word, which has no rules meaning (207.2c)."""
    plain = _REMINDER.sub("", paragraph).strip()
    word = _ABILITY_WORD.match(plain)
    return plain[word.end() :] if word else plain


def faces(card: CardDefinition) -> list[tuple[str, Face]]:
    """Every face the card file defines, with its key path: front (or left half), back
    or right half, tokens."""
    return faces_of(card.front, card.back, card.tokens, card.right)


def faces_of(
    front: Face,
    back: Face | None,
    tokens: Mapping[str, CardDefinition],
    right: Face | None = None,
) -> list[tuple[str, Face]]:
    """The faces of a card file, with their key paths: front, back (or a split card's
    right half), tokens in order."""
    found = [("", front)]
    if back is not None:
        found.append(("back", back))
    if right is not None:
        found.append(("right", right))
    found += [(f"tokens[{i}]", t.front) for i, t in enumerate(tokens.values())]
    return found


def declared(
    declarations: Sequence[str], card_faces: Sequence[tuple[str, Face]]
) -> tuple[set[tuple[str, int]], list[tuple[int, str]]]:
    """The paragraphs ``implements`` names, each by its beginning (case and spacing
    aside), as (face, number) pairs; and a problem for each entry that names no paragraph
    or more than one."""
    claimed: set[tuple[str, int]] = set()
    problems: list[tuple[int, str]] = []
    every = [
        (where, number, text)
        for where, face in card_faces
        for number, text in enumerate(paragraphs(face), 1)
    ]
    for index, declaration in enumerate(declarations):
        wanted = _plain(declaration)
        matches = [(w, n) for w, n, text in every if wanted and _plain(text).startswith(wanted)]
        if len(matches) == 1:
            claimed.add(matches[0])
            continue
        listed = "; ".join(repr(text) for _, _, text in every) or "none"
        what = "no paragraph" if not matches else f"{len(matches)} paragraphs"
        problems.append(
            (index, f"{declaration!r} begins {what} of the Oracle text (paragraphs: {listed})")
        )
    return claimed, problems


@dataclass(frozen=True)
class Unspoken:
    """Data that no Oracle paragraph says: the ``key`` path of a keyword, a mana ability
    or a static ability the card file implements, and what it is. A card's rules are its
    Oracle text (the card's own words, 207.1), so the text says each."""

    key: str
    what: str

    def __str__(self) -> str:
        return f"{self.what} is implemented, but no paragraph of the Oracle text says it"


def unclaimed(card: CardDefinition) -> list[Unclaimed]:
    """Every Oracle paragraph of the card's faces that nothing implements."""
    found = []
    for where, face in faces(card):
        claims = _Claims(face)
        by_plugin = {n for w, n in card.implemented if w == where}
        for number, text in enumerate(paragraphs(face), 1):
            if (
                without_reminder(text)
                and number not in by_plugin
                and not claims.claim(number, text)
            ):
                found.append(Unclaimed(where, number, text, _what_would(face, text)))
    return found


def unspoken(card: CardDefinition) -> list[Unspoken]:
    """Every keyword, mana ability and static ability of the card file's faces that no
    paragraph of their Oracle text says."""
    found = []
    for where, face in faces(card):
        prefix = f"{where}." if where else ""
        texts = [_plain(p.replace("(", " ").replace(")", " ")) for p in paragraphs(face)]
        lines = [without_reminder(p) for p in paragraphs(face)]
        said = {
            normal(part)
            for line in lines
            if _is_keyword_line(line)
            for part in _keyword_parts(line)
        }
        for keyword in sorted(face.keywords - said):
            found.append(Unspoken(f"{prefix}keywords", f"the keyword {keyword!r}"))
        saying = [i for i, text in enumerate(texts) if " add " in text]  # each says one (602.1a)
        for index, ability in enumerate(face.mana_abilities):
            opening = _plain(ability.cost.text) + ":"
            said_by = next((i for i in saying if opening in texts[i]), None)
            if said_by is not None:
                saying.remove(said_by)
            else:
                found.append(
                    Unspoken(
                        f"{prefix}mana_abilities[{index}]", f"the mana ability {ability.text!r}"
                    )
                )
        claimed = _static_claims(face)
        for index, static in enumerate(face.statics):
            if index >= len(claimed):
                found.append(
                    Unspoken(f"{prefix}statics[{index}]", f"the static ability {static.text!r}")
                )
    return found


class _Claims:
    """What the face's data implements, each ability claiming one paragraph."""

    def __init__(self, face: Face) -> None:
        self.face = face
        self.mana = list(face.mana_abilities)
        self.activated = {a.text for a in face.activated_abilities}
        self.triggers = {t.text for t in face.triggers}
        self.statics = set(_static_claims(face))
        self.leveled = {p for level in face.levels for p in level.paragraphs}
        self.modal = face.spell is not None and bool(face.spell.modes)
        self.mode_lines = {m.text for t in face.triggers for m in t.modes}
        spell = face.spell
        self.spell = spell is not None and not self.modal and bool(spell.effects or spell.targets)

    def claim(self, number: int, text: str) -> bool:
        """Whether the data claims paragraph ``number``, ``text``."""
        plain = without_reminder(text)
        if text in self.leveled or text in self.triggers:  # 711.3; 701.43d: "You may exert"
            return True
        if plain.startswith("•") and plain.removeprefix("•").strip() in self.mode_lines:
            return True  # a mode of a modal triggered ability (700.2)
        if _is_mode_line(plain):
            return self.modal
        if _MORPH_LINE.fullmatch(plain):  # "Morph—Reveal a white card."
            return _keyword_claimed(self.face, plain)
        if _is_keyword_line(plain):
            return all(_keyword_claimed(self.face, part) for part in _keyword_parts(plain))
        cost = _cost_of(plain)
        if cost is not None:
            if text in self.activated:
                return True
            ability = next((a for a in self.mana if _same(a.cost.text, cost)), None)
            if ability is None or not _adds_mana(plain):
                return False
            self.mana.remove(ability)
            return True
        if plain.lower().startswith(_TRIGGER_WORDS):
            return text in self.triggers
        counted = self.face.counted_pt
        if counted is not None and text == counted.text:
            return True
        if any(text == r.text for r in self.face.replacements):
            return True
        entering = self.face.enters_with
        if entering is not None and text == entering.text:
            return True
        if text == self.face.enters_tapped:
            return True
        copying = self.face.enters_as_copy
        if copying is not None and text == copying.text:  # 707.5
            return True
        if text == self.face.cant_be_countered:
            return True
        alternative = self.face.alternative_cost
        if alternative is not None and text == alternative.text:  # 118.9
            return True
        if any(text == r.text for r in self.face.cost_changes):
            return True
        return self.spell or number in self.statics


def _what_would(face: Face, text: str) -> str:
    plain = without_reminder(text)
    if _is_mode_line(plain):
        return "a [[spell.modes]] entry for each mode (700.2)"
    if _is_keyword_line(plain):
        missing = [p for p in _keyword_parts(plain) if not _keyword_claimed(face, p)]
        return f"keywords = {[normal(p) for p in missing]!r} (702), or the plugin's `implements`"
    cost = _cost_of(plain)
    if cost is not None:
        table = "[[mana_abilities]]" if _adds_mana(plain) else "[[abilities]]"
        return f"a {table} entry with cost = {cost!r} (602.1a), or the plugin's `implements`"
    if plain.lower().startswith(_TRIGGER_WORDS):
        return "a [[triggers]] entry (603.1), or a plugin hook and the paragraph in `implements`"
    if any(w in plain.lower() for w in _REPLACEMENT_WORDS):
        return (
            "a replacement effect (614): a [[replacements]] entry where data says it, or a "
            "plugin hook and the paragraph in `implements`"
        )
    if face.spell is not None or SPELL_TYPES.intersection(face.types):
        return "[spell] effects (113.3a), or the plugin's `implements`"
    return "a [[statics]] entry whose affects it names (604.1), or the plugin's `implements`"


def _static_claims(face: Face) -> list[int]:
    """The paragraph each of the face's static abilities claims, in order, for those that
    claim one: the first not yet claimed that names what it affects ("this" for the
    object itself: its name or "this"), else the first one left that no other kind of
    ability could be."""
    said = paragraphs(face)
    texts = [without_reminder(p) for p in said]
    leveled = {p for level in face.levels for p in level.paragraphs}
    triggered = {t.text for t in face.triggers}
    counted = face.counted_pt.text if face.counted_pt is not None else None
    entering = face.enters_with.text if face.enters_with is not None else None
    copying = face.enters_as_copy.text if face.enters_as_copy is not None else None
    others = {counted, entering, copying, *(r.text for r in face.replacements)}  # their own
    candidates = [
        n
        for n, t in enumerate(texts, 1)
        if t
        and said[n - 1] not in others
        and said[n - 1] not in leveled
        and said[n - 1] not in triggered
        and not _is_keyword_line(t)
        and not _MORPH_LINE.fullmatch(t)
        and _cost_of(t) is None
        and not t.lower().startswith(_TRIGGER_WORDS)
        and not _is_mode_line(t)
    ]
    claimed: list[int] = []
    for static in face.statics:
        affected = static.affects
        names = (
            [face.name.lower(), "this "]
            if affected.this
            else [_plain(affected.text).removeprefix("each ")]
        )
        if static.player_rules:  # "You have no maximum hand size.", "Players can't ..."
            names = [RULED_PLAYERS[affected.text].lower()]
        named = [
            n
            for n in candidates
            if n not in claimed and any(w in _plain(texts[n - 1]) for w in names)
        ]
        free = [n for n in candidates if n not in claimed]
        pick = named[:1] or free[:1]
        if not pick:
            break
        claimed.extend(pick)
    return claimed


_MORPH_LINE = re.compile(r"(?:mega)?morph\s*\u2014.+", re.IGNORECASE)
"""A morph keyword whose cost isn't mana, written after a dash as a sentence (702.37a)."""


def _is_mode_line(plain: str) -> bool:
    """ "Choose N —" or one of its bulleted modes (700.2)."""
    return bool(_CHOOSE.fullmatch(plain)) or plain.startswith("•")


def _adds_mana(plain: str) -> bool:
    """Whether an activated ability's paragraph adds mana (605.1a)."""
    return " add " in f" {plain.lower()} "


def _is_keyword_line(plain: str) -> bool:
    """A line of keywords (702.1): no sentence, no cost and colon, no trigger opening (a
    modal triggered ability's paragraph ends "choose one —", 700.2)."""
    sentence = plain.endswith((".", '"', "”")) or plain.lower().startswith(_TRIGGER_WORDS)
    return not sentence and ":" not in plain


def _keyword_parts(plain: str) -> list[str]:
    """The keywords of a keyword line, "protection from black and from red" as the two
    protections it is shorthand for (702.16g)."""
    parts = []
    for part in (p.strip() for p in re.split(r"[,;]", plain) if p.strip()):
        both = _PROTECTIONS.fullmatch(part)
        if both is None:
            parts.append(part)
        else:
            parts += [f"protection from {both['first']}", f"protection from {both['second']}"]
    return parts


_PROTECTIONS = re.compile(
    r"protection from (?P<first>[a-z]+) and from (?P<second>[a-z]+)", re.IGNORECASE
)


def _keyword_claimed(face: Face, part: str) -> bool:
    word = normal(part)
    if word.startswith("enchant "):
        return face.enchant is not None and word == f"enchant {face.enchant}"
    if word.startswith("flashback"):
        return face.spell is not None and face.spell.flashback is not None
    if word == "aftermath":  # 702.127a: a split card's right half
        return face.aftermath
    if word == "fuse":  # 702.102a: printed across both halves
        return face.fuse
    if word.startswith("equip"):  # 702.6a: the keyword and its cost
        equips = [
            a for a in face.activated_abilities if a.effects[:1] and a.effects[0].verb == "attach"
        ]
        return any(_same(word, f"equip {a.cost.text}") for a in equips)
    if word.startswith("suspend") and face.suspend is not None:  # 702.62a: "Suspend 4—{1}{R}"
        return _same(word.replace("\u2014", " "), face.suspend.text.replace("\u2014", " "))
    if word.startswith("unearth"):  # 702.84a: the keyword and its cost
        unearths = [
            a for a in face.activated_abilities if a.effects[:1] and a.effects[0].verb == "unearth"
        ]
        return any(_same(word, f"unearth {a.cost.mana}") for a in unearths)
    if word.startswith("crew"):  # 702.122a: the keyword and its N
        return any(
            a.cost.crew and normal(without_reminder(a.text)) == word
            for a in face.activated_abilities
        )
    if word.startswith("level up"):  # 702.87a: the keyword and its cost
        return any(normal(without_reminder(a.text)) == word for a in face.activated_abilities)
    if word.startswith("scavenge"):  # 702.97a: the keyword and its cost
        scavenges = [a for a in face.activated_abilities if a.from_graveyard and a.cost.exile_self]
        return any(_same(word, f"scavenge {a.cost.mana}") for a in scavenges)
    if any(word == normal(without_reminder(a.text)) for a in face.cycling):
        return True  # "Cycling {2}", and typecycling: "Swampcycling {2}" (702.29e)
    cycling = face.cycling[0].cost.mana if face.cycling else None
    if word.startswith("cumulative upkeep"):  # 702.24a: "Cumulative upkeep {1}", "...—Pay 1 life"
        upkeep = face.cumulative_upkeep
        rest = word.removeprefix("cumulative upkeep").lstrip(" \u2014-")
        return upkeep is not None and _same(rest, upkeep.text)
    for morph in ("megamorph", "morph"):  # 702.37a-b: "Morph {2}{U}", "Morph—Pay 5 life"
        if word.startswith(morph):
            rest = word.removeprefix(morph).lstrip(" \u2014-").rstrip(".")
            cost = face.morph
            mega = morph == "megamorph"
            return cost is not None and face.megamorph == mega and _same(rest, cost.text)
    costed = (
        *(("kicker", face.kicker), ("evoke", face.evoke), ("echo", face.echo)),
        ("madness", face.madness),
        ("dash", face.dash),
        ("buyback", face.buyback),
    )
    for keyword, cost in (*costed, ("cycling", cycling)):
        if word.startswith(keyword):  # 702.33a, 702.74a, 702.30a: the keyword and its cost
            return cost is not None and _same(word.removeprefix(keyword), str(cost))
    return word in face.keywords


def _verb(ability: ActivatedAbility) -> str:
    """The verb of an activated ability's first instruction, or ``""``."""
    return ability.effects[0].verb if ability.effects else ""


def _cost_of(plain: str) -> str | None:
    """The cost of an activated ability's paragraph, "cost: effect" (602.1a): what
    comes before the first colon, outside any quoted ability and before any sentence."""
    head, colon, _ = plain.partition(":")
    if not colon or '"' in head or "." in head or "“" in head:
        return None
    return head.strip()


def _same(one: str, other: str) -> bool:
    return _plain(one) == _plain(other)


def _plain(text: str) -> str:
    return " ".join(text.lower().split())
