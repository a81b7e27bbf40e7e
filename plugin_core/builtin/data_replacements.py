"""Replacement abilities written as data (``[[replacements]]``, 614.1a), offered through
the same hooks cards use: a permanent's "If an effect would create one or more tokens
under your control, it creates twice that many of those tokens instead" and "If an
effect would put one or more counters on a permanent you control, it puts twice that
many of those counters on that permanent instead". The host applies each once to an
event (614.5), the affected player ordering several (616.1)."""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl
from cardhost.model.choice_kinds import ChoiceKind
from cardhost.model.damage_replacement import ANY_RECIPIENT, ANY_SOURCE, DamageReplacement
from cardhost.model.events import CardsRevealed
from cardhost.model.keywords import numbered
from cardhost.model.protocols import Player
from cardhost.model.replaceable import (
    CreatingTokens,
    DealingDamage,
    DrawingCard,
    EnteringPermanent,
    PuttingCounters,
    ReplacementEffect,
)
from cardhost.model.zones import STACK

if TYPE_CHECKING:
    from cardhost.model.costs import Cost
    from cardhost.model.definitions import (
        CardDefinition,
        EntersWithCounters,
        ReplacementAbility,
    )
    from cardhost.model.protocols import Game, GameObject
    from cardhost.model.qualities import Quality


def needed_by(card: CardDefinition) -> bool:
    """Whether a game with ``card`` needs these hooks: a face of it has
    ``[[replacements]]``, ``[enters_with_counters]`` or ``enters_tapped``, or it has or
    may give (``keywords_given``) a keyword of these."""
    faces = [face for face in (card.front, card.back) if face is not None]
    if any(f.replacements or f.enters_with is not None or f.enters_tapped for f in faces):
        return True
    keywords = card.keywords_given
    return (
        any(numbered(k, name) for k in keywords for name in (*ENTERING_WITH, DREDGE))
        or UNLEASH in keywords
        or SUNBURST in keywords
    )


@hookimpl(trylast=True)
def replace_enter_battlefield(
    game: Game, event: EnteringPermanent
) -> list[ReplacementEffect[EnteringPermanent]]:
    """ "This creature enters with two +1/+1 counters on it" (614.1c), "This land
    enters tapped" (614.1d), bloodthirst N (702.54a), fading, vanishing and modular N
    and unleash, unless it has lost its rules text (305.7, 614.12)."""
    permanent = event.permanent
    face = permanent.face
    effects = _bloodthirst(game, event) + _entering_with_counters(event) + _unleash(game, event)
    effects += _sunburst(event)
    if (face.enters_with is None and not face.enters_tapped) or not permanent.has_rules_text:
        return effects
    entering = face.enters_with
    if entering is not None and _entering_with(game, entering, event):
        adding = partial(_with_counters, game, entering)
        effects.append(ReplacementEffect(permanent, entering.text, adding))
    if face.enters_tapped and not event.tapped and not _untapped(game, event):
        tapping = EnteringPermanent.as_tapped
        if face.enters_tapped_unless_paid is not None:  # 614.12: paid as it would enter
            tapping = partial(_tapped_unless_paid, game, face.enters_tapped_unless_paid)
        if face.enters_tapped_unless_revealed is not None:  # 701.20a: revealed as it enters
            tapping = partial(_tapped_unless_revealed, game, face.enters_tapped_unless_revealed)
        effects.append(ReplacementEffect(permanent, face.enters_tapped, tapping))
    return effects


def _bloodthirst(
    game: Game, event: EnteringPermanent
) -> list[ReplacementEffect[EnteringPermanent]]:
    """Bloodthirst N: "If an opponent was dealt damage this turn, this permanent enters
    with N +1/+1 counters on it" (702.54a); each instance applies (702.54c)."""
    permanent = event.permanent
    dealt = any(p.this_turn.dealt for p in game.players if p is not event.controller)
    if not dealt or not permanent.has_rules_text:
        return []
    effects = []
    for keyword in sorted(permanent.keywords):
        amount = numbered(keyword, "bloodthirst")
        for instance in range(permanent.keyword_count(keyword) if amount else 0):
            adding = partial(_with_counters_of, "+1/+1", amount)
            said = f"Bloodthirst {amount} (702.54a)"
            effects.append(ReplacementEffect(permanent, said, adding, instance=instance))
    return effects


ENTERING_WITH = {
    "bloodthirst": "+1/+1",
    "fading": "fade",
    "vanishing": "time",
    "modular": "+1/+1",
}
"""The numbered keywords a permanent enters with counters for, and their kind."""


ENTERING_RULES = {"fading": "702.32a", "vanishing": "702.63a", "modular": "702.43a"}


def _entering_with_counters(event: EnteringPermanent) -> list[ReplacementEffect[EnteringPermanent]]:
    """Fading N, vanishing N and modular N: "This permanent enters with N fade (time,
    +1/+1) counters on it" (702.32a, 702.63a, 702.43a), each instance apart (702.63c,
    702.43b)."""
    permanent = event.permanent
    if not permanent.has_rules_text:
        return []
    effects = []
    for keyword in sorted(permanent.keywords):
        for name, rule in ENTERING_RULES.items():
            amount = numbered(keyword, name)
            for instance in range(permanent.keyword_count(keyword) if amount else 0):
                adding = partial(_with_counters_of, ENTERING_WITH[name], amount)
                said = f"{name.capitalize()} {amount} ({rule})"
                effects.append(ReplacementEffect(permanent, said, adding, instance=instance))
    return effects


DREDGE = "dredge"
DREDGED = "yes"


@hookimpl(trylast=True)
def replace_draw(game: Game, event: DrawingCard) -> list[ReplacementEffect[DrawingCard]]:
    """Dredge N (702.52a), of each card in the drawing player's graveyard: while they
    have at least N cards in their library (702.52b), "you may instead mill N cards and
    return this card from your graveyard to your hand"; a ``yes or no`` decision as it
    would apply."""
    player = event.player
    effects = []
    for card in player.graveyard:  # type: ignore[attr-defined]
        for keyword in sorted(card.keywords):
            amount = numbered(keyword, DREDGE)
            if amount and len(player.library) >= amount:  # type: ignore[attr-defined]
                dredging = partial(_dredged, game, card, amount)
                effects.append(ReplacementEffect(card, f"Dredge {amount} (702.52a)", dredging))
    return effects


def _dredged(game: Game, card: GameObject, amount: int, event: DrawingCard) -> DrawingCard:
    prompt = f"whether to mill {amount} and return {card.name} instead of drawing (702.52a)"
    if game.choose(ChoiceKind.YES_NO, event.player, prompt, (DREDGED, "no")) != DREDGED:
        return event
    return event.replaced_by(partial(_dredge, card, amount))


def _dredge(card: GameObject, amount: int, game: Game) -> None:
    """Mill N, then return the card to its owner's hand if it is still in the
    graveyard (702.52a)."""
    game.mill(card.owner, amount)  # type: ignore[attr-defined]
    if card.zone is not None and card.zone.value == "graveyard":
        game.return_to_hand(card, "dredged, 702.52a")


SUNBURST = "sunburst"


def _sunburst(event: EnteringPermanent) -> list[ReplacementEffect[EnteringPermanent]]:
    """Sunburst (702.44a): entering from the stack, a +1/+1 counter (as a creature) or a
    charge counter (otherwise) for each colour of mana spent to cast it, each instance
    (702.44d)."""
    permanent = event.permanent
    if not event.colors_spent or not permanent.has_rules_text:
        return []
    kind = "+1/+1" if permanent.is_type("Creature") else "charge"
    adding = partial(_with_counters_of, kind, event.colors_spent)
    return [
        ReplacementEffect(permanent, "Sunburst (702.44a)", adding, instance=instance)
        for instance in range(permanent.keyword_count(SUNBURST))
    ]


UNLEASH = "unleash"
UNLEASHED = "yes"


def _unleash(game: Game, event: EnteringPermanent) -> list[ReplacementEffect[EnteringPermanent]]:
    """Unleash: "You may have this permanent enter with an additional +1/+1 counter on
    it" (702.98a): its controller chooses as it would enter, for each instance apart."""
    permanent = event.permanent
    if not permanent.has_rules_text:
        return []
    unleashing = partial(_unleashed, game)
    return [
        ReplacementEffect(permanent, "Unleash (702.98a)", unleashing, instance=instance)
        for instance in range(permanent.keyword_count(UNLEASH))
    ]


def _unleashed(game: Game, event: EnteringPermanent) -> EnteringPermanent:
    prompt = f"whether {event.permanent.name} enters with a +1/+1 counter (702.98a)"
    if game.choose(ChoiceKind.YES_NO, event.controller, prompt, (UNLEASHED, "no")) == UNLEASHED:
        return event.with_counters("+1/+1", 1)
    return event


def _with_counters_of(kind: str, amount: int, event: EnteringPermanent) -> EnteringPermanent:
    return event.with_counters(kind, amount)


def _tapped_unless_paid(game: Game, cost: Cost, event: EnteringPermanent) -> EnteringPermanent:
    """ "As this land enters, you may pay 2 life. If you don't, it enters tapped.": its
    controller pays or declines (a ``pay`` decision, 118.12a) as the effect applies."""
    reason = f"{event.permanent.name} entering untapped (614.12)"
    if game.paid_by_any([event.controller], cost, reason, 0):
        return event
    return event.as_tapped()


NOT_REVEALED = "don't reveal"
"""The answer that reveals no card (it enters tapped)."""


def _tapped_unless_revealed(
    game: Game, kind: Quality, event: EnteringPermanent
) -> EnteringPermanent:
    """ "As this land enters, you may reveal a Giant card from your hand. If you don't,
    it enters tapped.": its controller reveals one (701.20a) or not, as the effect
    applies (a ``reveal`` decision, asked with none to reveal too, so the others learn
    nothing of the hand, 400.2)."""
    player, permanent = event.controller, event.permanent
    cards = [c for c in player.hand if kind.matches(c, player, permanent)]
    prompt = f"a {kind.text} to reveal from your hand, or none: {permanent.name} enters tapped"
    options = [*cards, NOT_REVEALED]  # asked with none to reveal too: the hand is hidden
    chosen = game.choose(ChoiceKind.REVEAL, player, prompt, options, hidden=True)
    if chosen == NOT_REVEALED:
        return event.as_tapped()
    game.emit(CardsRevealed(player, (chosen,), f"{permanent.name} entering untapped (614.12)"))
    return event


def _untapped(game: Game, event: EnteringPermanent) -> bool:
    """Whether "unless ..." holds for the permanent's controller as it would enter
    (614.1d, 614.12): "unless you control a Mountain or a Plains"."""
    unless = event.permanent.face.enters_tapped_unless
    if unless is None:
        return False
    return unless.holds(game.count(unless.count, event.controller, event.permanent))


def _entering_with(game: Game, entering: EntersWithCounters, event: EnteringPermanent) -> bool:
    """Whether it enters with them: "If this creature was kicked, it enters with ..."
    (702.33d), "Raid — This creature enters with ... if you attacked this turn" (a count
    for its controller as it would enter, 614.1c)."""
    if entering.if_kicked and not event.permanent.kicked:
        return False
    condition = entering.condition
    if condition is None:
        return True
    return condition.holds(game.count(condition.count, event.controller, event.permanent))


def _with_counters(
    game: Game, entering: EntersWithCounters, event: EnteringPermanent
) -> EnteringPermanent:
    """The counters, an amount "X" the spell's X (107.3m) or counted as it would enter."""
    for kind, amount in entering.counters:
        if amount == "X":
            counted = entering.x
            amount = (
                event.x
                if counted is None
                else game.count(counted, event.controller, event.permanent)
            )
        if isinstance(amount, int) and amount > 0:
            event = event.with_counters(kind, amount)
    return event


@hookimpl(trylast=True)
def replace_token_creation(
    game: Game, event: CreatingTokens
) -> list[ReplacementEffect[CreatingTokens]]:
    """Tokens an effect would create under a player's control: each of that player's
    permanents' "create tokens" replacements (614.1a)."""
    return [
        ReplacementEffect(permanent, ability.text, CreatingTokens.twice)
        for permanent, ability in _abilities(game, event.controller, "create tokens")
    ]


@hookimpl(trylast=True)
def replace_counters(
    game: Game, event: PuttingCounters
) -> list[ReplacementEffect[PuttingCounters]]:
    """Counters an effect would put on a permanent: each of its controller's
    permanents' "put counters" replacements (614.1a); none for counters put to pay a
    cost, which no effect puts (606.4)."""
    if event.as_cost:
        return []
    return [
        ReplacementEffect(permanent, ability.text, PuttingCounters.twice)
        for permanent, ability in _abilities(game, event.permanent.controller, "put counters")
    ]


@hookimpl(trylast=True)
def replace_damage(game: Game, event: DealingDamage) -> list[ReplacementEffect[DealingDamage]]:
    """Damage a source would deal: each permanent's "deal damage" replacements whose
    reach takes it (614.1a): "If a source you control would deal damage to a permanent
    or player, it deals double that damage to that permanent or player instead."."""
    effects = []
    for permanent in game.permanents():
        face = permanent.face
        if not face.replacements or not permanent.has_rules_text:
            continue
        for ability in face.replacements:
            damage = ability.damage
            if damage is not None and _reaches(damage, permanent, event):
                changing = partial(_dealing, damage)
                effects.append(ReplacementEffect(permanent, ability.text, changing))
    return effects


def _reaches(damage: DamageReplacement, permanent: GameObject, event: DealingDamage) -> bool:
    """Whether ``damage`` of ``permanent`` replaces ``event``: its source, its recipient,
    combat damage, at least so much (614.1a)."""
    if (damage.combat and not event.combat) or event.amount < damage.at_least:
        return False
    you = permanent.controller
    source, recipient = event.source, event.recipient
    if damage.by_kind is not None:
        spell = source.zone is STACK
        if (damage.spell and not spell) or not damage.by_kind.matches(source, you, permanent):
            return False
    elif damage.by != ANY_SOURCE and source is not _named(damage.by, permanent):
        return False
    player = isinstance(recipient, Player)
    if damage.to_kind is not None:
        return not player and damage.to_kind.matches(recipient, you, permanent)
    if damage.to == "you":
        return recipient is you
    if damage.to == "a player":
        return player
    return damage.to == ANY_RECIPIENT or recipient is _named(damage.to, permanent)


def _named(words: str, permanent: GameObject) -> GameObject | None:
    """The permanent itself, or the creature it is attached to (303.4, 301.5)."""
    return permanent if words == "this" else permanent.attached_to


def _dealing(damage: DamageReplacement, event: DealingDamage) -> DealingDamage:
    return replace(event, amount=damage.amount(event.amount))


def _abilities(
    game: Game, controller: Player, replaces: str
) -> list[tuple[GameObject, ReplacementAbility]]:
    """The replacement abilities of ``controller``'s permanents that replace what
    ``replaces`` names; none of a permanent that lost its rules text (305.7)."""
    found = []
    for permanent in game.permanents(controller=controller):
        face = permanent.face
        if face.replacements and permanent.has_rules_text:
            found += [(permanent, a) for a in face.replacements if a.replaces == replaces]
    return found
