"""Keywords that are triggered abilities putting +1/+1 counters, as watchers of the same
hooks cards use: renown (702.112), fabricate (702.123), modular (702.43), mentor
(702.134) and evolve (702.100); and living weapon (702.92). Each instance triggers on
its own (702.112c, 702.123b, 702.43b, 702.134b, 702.100d)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardhost.hooks import hookimpl
from cardhost.model.choice_kinds import YES_NO, ChoiceKind
from cardhost.model.events import BecameRenowned
from cardhost.model.keywords import numbered
from cardhost.model.targets import parse_target
from cardhost.model.zones import BATTLEFIELD, GRAVEYARD

if TYPE_CHECKING:
    from cardhost.model.definitions import CardDefinition
    from cardhost.model.events import (
        AttackersDeclared,
        DamageDealt,
        PermanentEntered,
        ZoneChanged,
    )
    from cardhost.model.protocols import Game, GameObject

PLUS_ONE = "+1/+1"
NUMBERED_HERE = ("renown", "fabricate", "modular")
PLAIN_HERE = ("mentor", "evolve", "living weapon")
N = "n"
"""What a numbered keyword's ability remembers: its N."""


def needed_by(card: CardDefinition) -> bool:
    """Whether a game with ``card`` needs these hooks: it has one of these keywords, or
    may give one (``keywords_given``)."""
    return any(
        keyword in PLAIN_HERE or any(numbered(keyword, name) for name in NUMBERED_HERE)
        for keyword in card.keywords_given
    )


def _instances(permanent: GameObject, name: str) -> list[int]:
    """The N of each instance of numbered keyword ``name`` it has."""
    return [
        amount
        for keyword in sorted(permanent.keywords)
        if (amount := numbered(keyword, name)) is not None
        for _ in range(permanent.keyword_count(keyword))
    ]


@hookimpl(trylast=True)
def on_damage_done(game: Game, event: DamageDealt) -> None:
    """Renown N: "When this creature deals combat damage to a player, if it isn't
    renowned, put N +1/+1 counters on it and it becomes renowned" (702.112a); an
    intervening "if" (603.4)."""
    source = event.source
    if not event.combat or not event.to_players() or source.renowned:
        return
    for amount in _instances(source, "renown"):
        game.trigger(
            source,
            f"Renown {amount} (702.112a)",
            _renown,
            condition=_not_renowned,
            data={N: amount},
        )


def _not_renowned(game: Game, ability: object) -> bool:
    return not ability.source.renowned  # type: ignore[attr-defined]


def _renown(game: Game, ability: object) -> None:
    source = ability.source  # type: ignore[attr-defined]
    if source.zone is not BATTLEFIELD:
        return
    game.add_counters(source, PLUS_ONE, ability.data[N])  # type: ignore[attr-defined]
    source.renowned = True
    game.emit(BecameRenowned(source))  # type: ignore[attr-defined]


@hookimpl(trylast=True)
def on_permanent_entered(game: Game, event: PermanentEntered) -> None:
    """Fabricate N (702.123a) and living weapon (702.92a) of the permanent entering;
    evolve (702.100a) of each creature its controller controls, the entering creature
    compared with each as it triggers and again as it resolves (603.4)."""
    permanent = event.permanent
    for amount in _instances(permanent, "fabricate"):
        game.trigger(permanent, f"Fabricate {amount} (702.123a)", _fabricate, data={N: amount})
    for _ in range(permanent.keyword_count("living weapon")):
        game.trigger(permanent, "Living weapon (702.92a)", _living_weapon)
    if not permanent.is_creature:  # type: ignore[attr-defined]
        return
    for evolving in game.permanents(controller=permanent.controller):
        for _ in range(evolving.keyword_count("evolve")):
            game.trigger(
                evolving,
                "Evolve (702.100a)",
                _evolve,
                condition=_greater,
                subject=permanent,  # type: ignore[call-arg]
            )


SERVO = "Servo Token"
GERM = "Germ Token"


def _fabricate(game: Game, ability: object) -> None:
    """ "You may put N +1/+1 counters on it. If you don't, create N Servos": with it
    gone from the battlefield, only the Servos are left to choose (702.123a)."""
    source = ability.source  # type: ignore[attr-defined]
    controller = ability.controller  # type: ignore[attr-defined]
    amount = ability.data[N]  # type: ignore[attr-defined]
    counters = f"put {amount} +1/+1 counter{'s' * (amount > 1)} on it"
    servos = f"create {amount} Servo{'s' * (amount > 1)}"
    choice = servos
    if source.zone is BATTLEFIELD:
        prompt = f"fabricate {amount} of {source.name} (702.123a)"
        choice = game.choose(ChoiceKind.FABRICATE, controller, prompt, (counters, servos))
    if choice == counters:
        game.add_counters(source, PLUS_ONE, amount)
    else:
        game.create_token(SERVO, controller, amount)  # type: ignore[attr-defined]


def _living_weapon(game: Game, ability: object) -> None:
    """Create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to
    it (702.92a): if the Equipment is still on the battlefield and the Germ there."""
    source = ability.source  # type: ignore[attr-defined]
    germs = game.create_token(GERM, ability.controller, 1)  # type: ignore[attr-defined]
    if germs and source.zone is BATTLEFIELD:
        game.attach(source, germs[0])  # type: ignore[attr-defined]


def _greater(game: Game, ability: object) -> bool:
    """Whether the creature entering has greater power and/or toughness than the evolve
    creature (702.100a), each as it is or last existed; a noncreature has neither
    (702.100c)."""
    entered = ability.subject  # type: ignore[attr-defined]
    evolving = ability.source  # type: ignore[attr-defined]
    if not (entered.is_creature and evolving.is_creature):
        return False
    return entered.power > evolving.power or entered.toughness > evolving.toughness


def _evolve(game: Game, ability: object) -> None:
    source = ability.source  # type: ignore[attr-defined]
    if source.zone is BATTLEFIELD:
        game.add_counters(source, PLUS_ONE, 1)


MENTORED = parse_target("target attacking creature with power less than this creature's power")


@hookimpl(trylast=True)
def on_attackers_declared(game: Game, event: AttackersDeclared) -> None:
    """Mentor: "Whenever this creature attacks, put a +1/+1 counter on target attacking
    creature with power less than this creature's power" (702.134a)."""
    for attacker in event.attackers:
        for _ in range(attacker.keyword_count("mentor")):
            game.trigger(attacker, "Mentor (702.134a)", _mentor, targets=(MENTORED,))


def _mentor(game: Game, ability: object) -> None:
    for creature in ability.targets:  # type: ignore[attr-defined]
        game.add_counters(creature, PLUS_ONE, 1)


@hookimpl(trylast=True)
def on_leaves_battlefield(game: Game, event: ZoneChanged) -> None:
    """Modular N's triggered ability (702.43a): "When this permanent is put into a
    graveyard from the battlefield, you may put a +1/+1 counter on target artifact
    creature for each +1/+1 counter on this permanent", its counters as it last existed
    (603.10a)."""
    if event.to_zone != GRAVEYARD.value:
        return
    permanent = event.object
    for amount in _instances(permanent, "modular"):
        counters = permanent.counters.get(PLUS_ONE, 0)
        game.trigger(
            permanent,
            f"Modular {amount} (702.43a)",
            _modular,
            targets=(MODULAR_TARGET,),
            data={N: counters},
        )


MODULAR_TARGET = parse_target("target artifact creature")


def _modular(game: Game, ability: object) -> None:
    """ "You may" (603.5): its controller chooses."""
    controller = ability.controller  # type: ignore[attr-defined]
    [creature] = ability.targets  # type: ignore[attr-defined]
    amount = ability.data[N]  # type: ignore[attr-defined]
    prompt = f"whether to put {amount} +1/+1 counter(s) on {creature.name} (702.43a, 603.5)"
    if amount and game.choose(ChoiceKind.YES_NO, controller, prompt, YES_NO) == "yes":
        game.add_counters(creature, PLUS_ONE, amount)
