"""Keywords that are triggered abilities, as watchers of the same hooks cards use:
exalted (702.83), storm (702.40), cascade (702.85), prowess (702.108), bushido (702.45),
flanking (702.25), persist (702.79), undying (702.93), rampage (702.23) and soulshift
(702.46). Each instance triggers on its own."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl
from cardhost.model.choice_kinds import YES_NO, ChoiceKind
from cardhost.model.continuous import Layer, Modification
from cardhost.model.keywords import numbered
from cardhost.model.targets import parse_target

if TYPE_CHECKING:
    from cardhost.model.events import AttackersDeclared, BlockersDeclared, SpellCast, ZoneChanged
    from cardhost.model.protocols import Game, GameObject

PLUS_ONE = (Modification(Layer.PT_MODIFY, modify_pt=(1, 1)),)


@hookimpl
def on_attackers_declared(game: Game, event: AttackersDeclared) -> None:
    """Exalted: "Whenever a creature you control attacks alone, that creature gets +1/+1
    until end of turn" (702.83a); every instance of every permanent triggers."""
    alone = event.alone
    if alone is None:
        return
    for permanent in game.permanents(controller=event.player):
        for _ in range(permanent.keyword_count("exalted")):
            game.trigger(permanent, "Exalted (702.83a)", _exalt, subject=alone)


def _exalt(game: Game, ability: object) -> None:
    creature = ability.subject  # type: ignore[attr-defined]
    source = ability.source  # type: ignore[attr-defined]
    if creature is not None and creature.zone is not None:
        game.create_effect(source, [creature], PLUS_ONE, description="exalted: +1/+1")


@hookimpl
def on_spell_cast(game: Game, event: SpellCast) -> None:
    """Storm: "When you cast this spell, copy it for each other spell that was cast
    before it this turn. If the spell has any targets, you may choose new targets for
    any of the copies." (702.40a; each instance triggers, 702.40b). Prowess: "Whenever
    you cast a noncreature spell, this creature gets +1/+1 until end of turn"
    (702.108a); each instance triggers (702.108b). Cascade: "When you cast this spell,
    exile cards from the top of your library until ..." (702.85a)."""
    spell = event.spell
    for _ in range(spell.keyword_count("storm")):
        before = game.spells_cast_this_turn() - 1  # fixed as it triggers: those before it
        game.trigger(spell, "Storm (702.40a)", _storm, data={STORM_COUNT: before})
    for _ in range(spell.keyword_count("cascade")):  # 702.85c: each instance
        game.trigger(spell, "Cascade (702.85a)", _cascade)
    if event.spell.is_creature:
        return
    for permanent in game.permanents(controller=event.player):
        for _ in range(permanent.keyword_count("prowess")):
            game.trigger(permanent, "Prowess (702.108a)", _prowess)


STORM_COUNT = "storm count"
"""What a storm ability remembers: how many spells were cast before its spell this turn."""


def _storm(game: Game, ability: object) -> None:
    """Copy the spell that many times, on the stack or as it last existed there; its
    controller may choose new targets for each copy (707.10c)."""
    spell = ability.source  # type: ignore[attr-defined]
    controller = ability.controller  # type: ignore[attr-defined]
    for _ in range(ability.data[STORM_COUNT]):  # type: ignore[attr-defined]
        game.copy_spell(spell, controller, new_targets=True, as_it_last_existed=True)


def _cascade(game: Game, ability: object) -> None:
    """Cascade (702.85a), compared with the spell's mana value as it is now, or as it
    last existed on the stack."""
    spell = ability.source  # type: ignore[attr-defined]
    game.cascade(ability.controller, spell.mana_value)  # type: ignore[attr-defined]


def _prowess(game: Game, ability: object) -> None:
    source = ability.source  # type: ignore[attr-defined]
    if source.zone is not None:
        game.create_effect(source, [source], PLUS_ONE, description="prowess: +1/+1")


@hookimpl
def on_blockers_declared(game: Game, event: BlockersDeclared) -> None:
    """Flanking: "Whenever this creature becomes blocked by a creature without flanking,
    the blocking creature gets -1/-1 until end of turn" (702.25a); bushido N: "Whenever
    this creature blocks or becomes blocked, it gets +N/+N until end of turn" (702.45a):
    once for each creature blocking or blocked, however many it blocks or is blocked by.
    Each instance triggers (702.25b, 702.45b)."""
    for blocker, attacker in event.blocks:  # 702.25a: once for each such blocker
        if attacker.has_keyword("flanking") and not blocker.has_keyword("flanking"):
            for _ in range(attacker.keyword_count("flanking")):
                game.trigger(attacker, "Flanking (702.25a)", _flanking, data={FLANKED: blocker})
    for attacker in dict.fromkeys(a for _, a in event.blocks):  # 702.23a: once, however many
        for keyword in sorted(attacker.keywords):
            amount = numbered(keyword, "rampage")
            for _ in range(attacker.keyword_count(keyword) if amount else 0):
                text = f"Rampage {amount} (702.23a)"
                game.trigger(attacker, text, _rampage, data={RAMPAGE_N: amount})
    fighting = dict.fromkeys(c for pair in event.blocks for c in pair)
    for creature in fighting:
        for keyword in sorted(creature.keywords):
            amount = numbered(keyword, "bushido")
            if amount is not None:
                for _ in range(creature.keyword_count(keyword)):
                    text = f"Bushido {amount} (702.45a)"
                    game.trigger(creature, text, _bushido, data={BUSHIDO_N: amount})


BUSHIDO_N = "bushido"
"""What a bushido ability remembers: its N."""


def _bushido(game: Game, ability: object) -> None:
    source = ability.source  # type: ignore[attr-defined]
    amount = ability.data[BUSHIDO_N]  # type: ignore[attr-defined]
    if source.zone is not None:
        change = (Modification(Layer.PT_MODIFY, modify_pt=(amount, amount)),)
        game.create_effect(source, [source], change, description=f"bushido: +{amount}/+{amount}")


RAMPAGE_N = "rampage"
"""What a rampage ability remembers: its N."""


def _rampage(game: Game, ability: object) -> None:
    """+N/+N for each creature blocking it beyond the first, counted as it resolves
    (702.23b)."""
    source = ability.source  # type: ignore[attr-defined]
    amount = ability.data[RAMPAGE_N]  # type: ignore[attr-defined]
    beyond = len(game.blockers_of(source)) - 1
    if source.zone is not None and beyond > 0:
        change = (Modification(Layer.PT_MODIFY, modify_pt=(amount * beyond, amount * beyond)),)
        described = f"rampage: +{amount * beyond}/+{amount * beyond}"
        game.create_effect(source, [source], change, description=described)


FLANKED = "flanked"
"""What a flanking ability remembers: the creature blocking without flanking."""
MINUS_ONE = (Modification(Layer.PT_MODIFY, modify_pt=(-1, -1)),)


def _flanking(game: Game, ability: object) -> None:
    blocker = ability.data[FLANKED]  # type: ignore[attr-defined]
    source = ability.source  # type: ignore[attr-defined]
    if blocker.zone is not None:
        game.create_effect(source, [blocker], MINUS_ONE, description="flanking: -1/-1")


RETURNING = {"persist": ("-1/-1", "702.79a"), "undying": ("+1/+1", "702.93a")}
"""The keywords that return their permanent from the graveyard with a counter, unless it
had one of that kind: the kind, and the rule."""
RETURNED = "returned"
"""What a persist or undying ability remembers: the card its permanent became in the
graveyard, and which of the two it is (``KEYWORD``)."""
KEYWORD = "keyword"


@hookimpl
def on_leaves_battlefield(game: Game, event: ZoneChanged) -> None:
    """Persist: "When this permanent is put into a graveyard from the battlefield, if it
    had no -1/-1 counters on it, return it to the battlefield under its owner's control
    with a -1/-1 counter on it" (702.79a); undying the same with +1/+1 counters
    (702.93a). Judged as it last existed (603.10a); each instance triggers."""
    if event.to_zone != "graveyard" or event.new is None:
        return
    permanent = event.object
    _soulshift(game, permanent)
    for keyword, (kind, rule) in RETURNING.items():
        if permanent.counters.get(kind):  # 603.4: "if it had no ... counters on it"
            continue
        for _ in range(permanent.keyword_count(keyword)):
            data = {RETURNED: event.new, KEYWORD: keyword}
            game.trigger(permanent, f"{keyword.capitalize()} ({rule})", _return, data=data)


def _return(game: Game, ability: object) -> None:
    """Return the card with its counter, if it is still the card in the graveyard
    (400.7)."""
    card = ability.data[RETURNED]  # type: ignore[attr-defined]
    keyword = ability.data[KEYWORD]  # type: ignore[attr-defined]
    kind, rule = RETURNING[keyword]
    if card.zone is not None and card.zone.value == "graveyard":
        game.put_onto_battlefield(card, counters={kind: 1}, reason=f"{keyword}, {rule}")


def _soulshift(game: Game, permanent: GameObject) -> None:
    """Soulshift N (702.46a): "When this permanent is put into a graveyard from the
    battlefield, you may return target Spirit card with mana value N or less from your
    graveyard to your hand"; each instance triggers (702.46b)."""
    for keyword in sorted(permanent.keywords):
        amount = numbered(keyword, "soulshift")
        for _ in range(permanent.keyword_count(keyword) if amount else 0):
            phrase = f"target Spirit card with mana value {amount} or less from your graveyard"
            text = f"Soulshift {amount} (702.46a)"
            game.trigger(permanent, text, _return_spirit, targets=(parse_target(phrase),))


def _return_spirit(game: Game, ability: object) -> None:
    """ "You may return" it (603.5): its controller chooses."""
    controller = ability.controller  # type: ignore[attr-defined]
    [card] = ability.targets  # type: ignore[attr-defined]
    prompt = f"whether to return {card.name} to your hand (702.46a, 603.5)"
    if game.choose(ChoiceKind.YES_NO, controller, prompt, YES_NO) == "yes":
        game.return_to_hand(card)
