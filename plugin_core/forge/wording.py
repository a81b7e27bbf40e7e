"""The ways an Oracle text words what the importer says: an effect's sentences joined
("Draw a card, then discard a card.", "... and you gain 2 life."), a card naming itself
once and "it" after, and the older words of Oracle texts before their updates ("puts
the top two cards of their library into their graveyard" for "mills two cards",
701.17b). Each variant says the same instructions in the same order (608.2c)."""

from __future__ import annotations

import re
from collections.abc import Iterator

OLD_WORDINGS = (
    (" and put that card onto the battlefield", ", put it onto the battlefield"),
    (" and put that card into your hand", ", put it into your hand"),
    (", put that card onto the battlefield", ", put it onto the battlefield"),
    (", put that card into your hand", ", put it into your hand"),
    (" card and put it onto the battlefield", " card, put it onto the battlefield"),
    (" card and put it into your hand", " card, put it into your hand"),
    (" and put that card into your graveyard", ", put it into your graveyard"),
    (" cards and put them into your graveyard", " cards, put them into your graveyard"),
    (", reveal that card, put it into your hand", ", reveal it, put it into your hand"),
    (", reveal that card, and put it into your hand", ", reveal it, put it into your hand"),
    (", reveal it, and put it into your hand", ", reveal it, put it into your hand"),
    (", reveal them, and put them into your hand", ", reveal them, put them into your hand"),
    (", reveal those cards, and put them into your hand", ", reveal them, put them into your hand"),
    (". If you do, shuffle your library.", ", then shuffle."),
    (". Then shuffle your library.", ", then shuffle."),
    (", then shuffle your library.", ", then shuffle."),
    ("Activate this ability only once each turn.", "Activate only once each turn."),
    ("converted mana cost", "mana value"),
    (
        "Activate this ability only any time you could cast a sorcery.",
        "Activate only as a sorcery.",
    ),
)
"""Older Oracle words and today's, which say the same (701.23, 701.24, 602.5b, 202.3)."""
_MILLED = re.compile(
    r"\b([Pp]uts?) the top (card|\w+ cards) of (?:their|your) library"
    r" into (?:their|your) graveyard"
)
"""Putting the top cards of a library into its owner's graveyard: milling (701.17a; the
Oracle texts said so before the keyword action)."""
_OTHER_THAN = re.compile(r"\btarget ([a-z][a-z ,]*?) other than CARDNAME\b")

IMPERATIVES = (
    *("Draw", "Scry", "Put", "Create", "Destroy", "Exile", "Return", "Tap", "Untap"),
    *("Counter", "Search", "Sacrifice", "Mill", "Surveil", "Investigate", "Regenerate"),
    *("Prevent", "Discard", "Populate", "Proliferate", "Remove"),
)
"""The verbs an instruction to the controller opens with ("Draw a card.")."""


def todays(oracle: str) -> str:
    """``oracle`` (the card's name as CARDNAME) in today's words."""
    for old, new in OLD_WORDINGS:
        oracle = oracle.replace(old, new)
    oracle = _MILLED.sub(_milled, oracle)
    return _OTHER_THAN.sub(r"another target \1", oracle)


def _milled(match: re.Match[str]) -> str:
    """Today's words: "you mill", as an instruction to you now reads ("When ... enters,
    you mill four cards."), but "mill" after "you may"; "mills" of another player."""
    may = match.string[: match.start()].endswith("may ")
    verb = {"put": "mill" if may else "you mill", "puts": "mills", "Put": "You mill"}
    cards = "a card" if match[2] == "card" else match[2]
    return f"{verb.get(match[1], match[1])} {cards}"


def joined(sentences: list[str]) -> Iterator[str]:
    """The texts ``sentences`` may be written as: one after another, and with neighbours
    joined as the Oracle texts join them."""
    if not sentences:
        yield ""
        return
    first, rest = sentences[0], sentences[1:]
    yielded: set[str] = set()
    for tail in joined(rest):
        for text in [f"{first} {tail}"] if tail else [first]:
            if text not in yielded:
                yielded.add(text)
                yield text
    if rest:
        for merged in _pair(first, rest[0]):
            for text in joined([merged, *rest[1:]]):
                if text not in yielded:
                    yielded.add(text)
                    yield text


def _pair(a: str, b: str) -> Iterator[str]:
    """Two sentences as one: "A and you gain 2 life.", "Draw a card, then discard a
    card.", "You draw two cards and you lose 2 life.", "CARDNAME deals 4 damage to any
    target and 2 damage to you.", "Tap that creature and it doesn't untap ..."."""
    shared = _WHERE_X.search(a)
    if shared is not None and b.endswith(shared[0]) and _counts_alike(a, shared[0]):
        yield from _pair(a[: shared.start()] + ".", b)  # "... and you gain X life, where X is"
    head = a[:-1]
    if b.startswith("You "):
        yield f"{head} and you {b[4:]}"
        yield f"{head}, then {b[4:]}"
        if a.startswith(IMPERATIVES):
            yield f"You {head[:1].lower()}{head[1:]} and you {b[4:]}"
            yield f"You {head[:1].lower()}{head[1:]} and {b[4:]}"
    elif b.startswith(IMPERATIVES):
        yield f"{head}, then {b[:1].lower()}{b[1:]}"
        yield f"{head} and {b[:1].lower()}{b[1:]}"
        for named in ("CARDNAME", "that creature"):  # "remove CARDNAME from combat and tap it"
            if f" {named}" in head and b.count(f" {named}") == 1:
                yield f"{head} and {b[:1].lower()}{b[1:].replace(f' {named}', ' it')}"
    elif a.startswith(("Draw ", "Gain ", "Lose ")) and b[:1].isupper():  # "You draw a card and
        yield f"You {head[:1].lower()}{head[1:]} and {b[:1].lower()}{b[1:]}"  # target opponent ..."
    for pronoun in ("That creature ", "It "):  # "Tap that creature and it doesn't untap ..."
        if b.startswith(pronoun) and a.startswith(IMPERATIVES):
            yield f"{head} and it {b.removeprefix(pronoun)}"
    yield from _one_verb(a, b)
    subject = _subject(a)
    again = {"Target player": "That player", "Target opponent": "That player"}.get(subject)
    for said in (subject, again):
        if said and b.startswith(said + " "):
            verb_b = b[len(said) + 1 :]
            yield f"{head}, then {verb_b}"
            yield f"{head} and {verb_b}"
            dealt = verb_b.startswith("deals ") and a.startswith("CARDNAME deals ")
            if subject == "CARDNAME" and dealt:
                yield f"{head} and {verb_b.removeprefix('deals ')}"
            lasting = " until end of turn"  # "gains flying and loses trample until end of turn"
            if head.endswith(lasting) and verb_b.endswith(lasting + "."):
                yield f"{head.removesuffix(lasting)} and {verb_b}"


_TARGETS = re.compile(r"(?P<verb>Tap|Untap) (?P<what>target [^.]+?)\.")
"""Imperatives whose objects acted on one after the other or at once are the same: no
"leaves the battlefield" look-back (603.10a) tells them apart, as it would destroying,
exiling or returning two objects at once."""


def _one_verb(a: str, b: str) -> Iterator[str]:
    """One imperative of two targets: "Tap target creature you control and target
    creature you don't control."."""
    first, second = _TARGETS.fullmatch(a), _TARGETS.fullmatch(b)
    if first is not None and second is not None and first["verb"] == second["verb"]:
        yield f"{first['verb']} {first['what']} and {second['what']}."


_WHERE_X = re.compile(r", where X is [^,]+\.$")


def _counts_alike(first: str, where: str) -> bool:
    """Whether one X said for two instructions is the same number counted for each
    (608.2h): the first deals damage or changes a life total, which changes no count of
    permanents or cards in a graveyard before state-based actions (704.3), nor what a
    permanent sacrificed for the cost was as it last existed."""
    changes_nothing = " X damage " in first or " X life" in first
    permanents = where.startswith(", where X is the number of ") and "hand" not in where
    sacrificed = where.startswith(", where X is the sacrificed ")  # as it last existed
    return changes_nothing and (permanents or sacrificed)


def _subject(sentence: str) -> str:
    for subject in (
        "Each player",
        "Each opponent",
        "Target player",
        "Target opponent",
        "That player",
    ):
        if sentence.startswith(subject + " "):
            return subject
    return "CARDNAME" if sentence.startswith("CARDNAME ") else ""


_BASE = {
    "gets": "get",
    "gains": "gain",
    "deals": "deal",
    "loses": "lose",
    "draws": "draw",
    "discards": "discard",
    "mills": "mill",
    "sacrifices": "sacrifice",
    "becomes": "become",
}
_HAVING = re.compile(
    r"(?P<subject>CARDNAME|it|[Tt]arget [A-Za-z ,]+?|[Ee]ach (?:player|opponent)|[Tt]hat player) "
    rf"(?P<verb>{'|'.join(_BASE)}) (?P<rest>.+)"
)
_HAVING_ALL = re.compile(
    r"(?P<subject>(?:[A-Z][a-z]+ )?creatures you control) (?P<rest>(?:get|gain) .+)"
)
"""A group's "get" after "you may have": "you may have Ally creatures you control get
+1/+0 until end of turn"."""


def having(sentence: str) -> str:
    """A sentence whose subject isn't "you" as it follows "you may" (603.5): "Target
    creature gets +1/+1 ..." as "have target creature get +1/+1 ...", "CARDNAME deals 1
    damage ..." as "have CARDNAME deal 1 damage ..."; ``""`` if it can't be."""
    group = _HAVING_ALL.fullmatch(sentence)
    if group is not None and ". " not in sentence:
        subject = group["subject"]
        subject = "c" + subject[1:] if subject.startswith("Creatures") else subject
        return f"have {subject} {group['rest']}"
    match = _HAVING.fullmatch(sentence)
    if match is None or ". " in sentence:
        return ""
    subject = match["subject"]
    subject = subject if subject == "CARDNAME" else subject[:1].lower() + subject[1:]
    rest = match["rest"].replace(" and gains ", " and gain ").replace(" and gets ", " and get ")
    return f"have {subject} {_BASE[match['verb']]} {rest}"


def leading_duration(sentence: str) -> str:
    """ "Creatures you control get +1/+1 until end of turn." as "Until end of turn,
    creatures you control get +1/+1." (the same duration, 611.2a), or ``""``."""
    head = sentence.removesuffix(" until end of turn.")
    if head == sentence or " until end of turn" in head:
        return ""
    subject = head if head.startswith("CARDNAME") else head[:1].lower() + head[1:]
    return f"Until end of turn, {subject}."


_A_TARGET = re.compile(r"(?<!the )\btarget\b")
"""A target of the ability ("target creature"), not "becomes the target of"."""


def named_once(text: str) -> str:
    """``text`` with the card naming itself once and "it" after (as Oracle texts do),
    up to the first target: after one, "it" could be the target."""
    first = text.find("CARDNAME")
    if first < 0:
        return text
    out = text[: first + len("CARDNAME")]
    rest = text[first + len("CARDNAME") :]
    while "CARDNAME" in rest:
        before, _, rest = rest.partition("CARDNAME")
        if _A_TARGET.search(out + before):
            return out + before + "CARDNAME" + rest
        sentence_start = before.rstrip().endswith((".", ":")) or not (out + before).strip()
        out += before + ("It" if sentence_start else "it")
    return out + rest


PLURAL_WORDINGS = (
    (" to its owner's hand", " to their owners' hands"),
    (" on top of its owner's library", " on top of their owners' libraries"),
    (" on the bottom of its owner's library", " on the bottom of their owners' libraries"),
    (" It can't be regenerated.", " They can't be regenerated."),
)
"""What a sentence says of one target and of several ("Return up to two target creatures
to their owners' hands.")."""


def plural(sentence: str, target: str) -> str:
    """``sentence`` about several targets, ``target`` the phrase naming them: each gets or
    gains ("Two target creatures each get +2/+2"), damage to each of them (120.3)."""
    for one, several in PLURAL_WORDINGS:
        sentence = sentence.replace(one, several)
    capital = target[:1].upper() + target[1:]
    for verb, each in (("gets", "each get"), ("gains", "each gain"), ("can't", "can't")):
        sentence = sentence.replace(f"{capital} {verb} ", f"{capital} {each} ")
    if f"{capital} each get " in sentence:  # "... each get +2/+2 and gain trample"
        sentence = sentence.replace(" and gains ", " and gain ", 1)
    return sentence.replace(f"damage to {target}", f"damage to each of {target}")


def opponents(sentence: str) -> list[str]:
    """Other words for "an opponent controls" (102.2: each of them is an opponent):
    "each creature your opponents control", "... each opponent controls"."""
    if " an opponent controls" not in sentence:
        return []
    return [
        sentence.replace(" an opponent controls", " your opponents control"),
        sentence.replace(" an opponent controls", " each opponent controls"),
    ]


_KINDS = "artifacts|creatures|enchantments|lands|planeswalkers|permanents|spells|cards"
_PLURALS_OR = re.compile(rf"\b({_KINDS}) or ({_KINDS})\b")
"""Two card types in the plural joined by "or": "artifacts or enchantments"."""


def listed_with_and(text: str) -> str:
    """``text`` with kinds in the plural listed with "and", as Oracle texts list every
    permanent of either kind: "Destroy all artifacts and enchantments.", "Creatures and
    lands you control have shroud." (the same objects as "artifacts or enchantments")."""
    return _PLURALS_OR.sub(r"\1 and \2", text)
