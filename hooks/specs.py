"""Hook specifications: every hook a card plugin may implement, grouped by kind.

Each hook is declared with :func:`~cardhost.hooks.contract.spec`: whom it reaches, how
results combine, and the event that drives it. Every argument is passed by keyword; an
implementation takes only the arguments it needs, and a card plugin's implementation may
also take ``card``, its own card definition. ``docs/hooks.md`` is generated from this
module (``cardhost hooks``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardhost.hooks.contract import Combine, Kind, Scope, spec
from cardhost.model.events import (
    AttackersDeclared,
    DamageDealt,
    ManaAbilityResolved,
    PermanentEntered,
    StepBegan,
)

if TYPE_CHECKING:
    from cardhost.model.mana import Color
    from cardhost.model.protocols import Game, GameObject, Player
    from cardhost.model.replaceable import EnteringPermanent, ManaEvent, ReplacementEffect

# --------------------------------------------------------------------------- card hooks


@spec(Kind.CARD, Combine.IGNORED, scope=Scope.CARD, event=PermanentEntered, subject="permanent")
def on_enter_battlefield(game: Game, event: PermanentEntered) -> None:
    """This card's permanent entered the battlefield (603.6a): trigger its "enters"
    abilities here.

    Called once, after it entered, whether it was cast, played or put there.

    Arguments:
        game: the game.
        event: what entered: ``event.permanent``, and ``event.x``, the X of the spell that
            became it (107.3m), or 0 when it was not cast or its spell had no X. The
            permanent's own X is 0 (107.3g).
    """


@spec(Kind.CARD, Combine.IGNORED, scope=Scope.CARD, event=DamageDealt, subject="source")
def on_damage_dealt(game: Game, event: DamageDealt) -> None:
    """This card's object dealt damage (120.3): once per damage event, however many
    recipients.

    With first strike or double strike it can be called in each combat damage step
    (510.4).

    Arguments:
        game: the game.
        event: ``event.source``, the object that dealt it; ``event.recipients``, each
            player or permanent with the amount it was dealt; ``event.combat``, whether it
            was combat damage (510.2); ``event.to_players()``, the players dealt damage.
    """


@spec(
    Kind.CARD,
    Combine.IGNORED,
    scope=Scope.CARD,
    event=ManaAbilityResolved,
    subject="permanent",
)
def on_mana_ability_resolved(game: Game, event: ManaAbilityResolved) -> None:
    """A mana ability of this card's permanent resolved (605.3b), after its mana was added.

    Implement it to carry out the rest of a mana ability's own text, such as "If you
    control a God ..., you gain 1 life". Called for every mana ability, including one that
    produced no mana.

    Arguments:
        game: the game.
        event: ``event.permanent``; ``event.ability``, the mana ability that resolved;
            ``event.mana``, the mana it added after replacement effects.
    """


@spec(Kind.CARD, Combine.OFFERS, scope=Scope.CARD, subject="event.permanent")
def replace_own_entering(
    game: Game, event: EnteringPermanent
) -> ReplacementEffect[EnteringPermanent] | Sequence[ReplacementEffect[EnteringPermanent]] | None:
    """Offer replacement effects that modify how this card's permanent enters (614.1c-d,
    614.12), such as "This land enters tapped unless ...".

    Called just before it enters, and again after each applied effect with the event as
    modified so far (616.1f). The host applies each effect at most once; when several
    apply, the player who controls the entering permanent chooses the order (616.1).

    Arguments:
        game: the game.
        event: the permanent about to enter (``event.permanent``), its ``controller``,
            whether it enters ``tapped``, and its ``x``.

    Returns: an effect, a sequence of effects, or ``None``.
    """


@spec(Kind.CARD, Combine.IGNORED, scope=Scope.CARD, subject="spell")
def resolve_spell(game: Game, spell: GameObject, x: int) -> None:
    """This card's instant or sorcery spell resolves (608.2): carry out its instructions.

    Afterwards the host puts the card into its owner's graveyard (608.2n).

    Arguments:
        game: the game.
        spell: the spell on the stack.
        x: the spell's X, or 0.
    """


# --------------------------------------------------------------------------- watchers


@spec(Kind.WATCHER, Combine.IGNORED, event=PermanentEntered)
def on_permanent_entered(game: Game, event: PermanentEntered) -> None:
    """A permanent entered the battlefield (603.6a): trigger "whenever a ... enters"
    abilities here.

    Arguments:
        game: the game.
        event: ``event.permanent``, what entered; ``event.tapped``; ``event.from_zone``,
            the zone it came from ("" for a token); ``event.x`` (107.3m).
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=ManaAbilityResolved, when="tapped_for_mana")
def on_tapped_for_mana(game: Game, event: ManaAbilityResolved) -> None:
    """A permanent was tapped for mana (106.12, 106.12a).

    Called after a mana ability with {T} in its cost resolved and produced mana, with the
    mana actually produced after replacement effects. Not called for {Q} abilities, for
    non-mana abilities, or when no mana was produced.

    Arguments:
        game: the game.
        event: ``event.permanent``, what was tapped; ``event.ability``, its mana ability;
            ``event.mana``, the mana produced.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=AttackersDeclared)
def on_attackers_declared(game: Game, event: AttackersDeclared) -> None:
    """Attackers have been declared (508.1): trigger "attacks" abilities here (508.3a).

    Called even when no creatures attacked.

    Arguments:
        game: the game.
        event: ``event.player``, the attacking player; ``event.attacks``, each attacking
            creature with the player it attacks; ``event.alone``, the creature that
            attacked alone, if one did (506.5).
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=StepBegan, when="gives_priority")
def on_beginning_of_step(game: Game, event: StepBegan) -> None:
    """A step has begun (500.1): trigger "at the beginning of" abilities here (503.1a).

    Called once the step's turn-based actions are dealt with (703.3), for every step but
    the untap step, in which no player receives priority (502.4).

    Arguments:
        game: the game.
        event: ``event.step`` and ``event.active_player``.
    """


# --------------------------------------------------------------------------- replacement


@spec(Kind.REPLACEMENT, Combine.OFFERS)
def replace_enter_battlefield(
    game: Game, event: EnteringPermanent
) -> ReplacementEffect[EnteringPermanent] | Sequence[ReplacementEffect[EnteringPermanent]] | None:
    """Offer replacement effects that modify how any permanent enters (614.1c-d, 614.12),
    such as "Creatures your opponents control enter tapped".

    Called just before a permanent enters, and again after each applied effect with the
    event as modified so far (616.1f). For a card's own "this enters ..." text, use
    ``replace_own_entering``.

    Arguments:
        game: the game.
        event: the permanent about to enter, its controller, ``tapped`` and ``x``.

    Returns: an effect, a sequence of effects, or ``None``.
    """


@spec(Kind.REPLACEMENT, Combine.OFFERS)
def replace_mana_event(
    game: Game, event: ManaEvent
) -> ReplacementEffect[ManaEvent] | Sequence[ReplacementEffect[ManaEvent]] | None:
    """Offer replacement effects that modify a mana production event (106.12b, 616.1).

    Called while a mana ability resolves, before its mana is added, and again after each
    applied effect with the event as modified so far (616.1f). Each effect applies at most
    once; when several apply, the player who gets the mana chooses which applies first
    (616.1). Also called with hypothetical events to work out what a permanent could
    produce (106.7): only read the game, never change it.

    Arguments:
        game: the game.
        event: ``event.permanent``, the source of the mana; ``event.ability``, the
            activated mana ability resolving, or ``None`` for a triggered mana ability
            (605.1b); ``event.player``, who gets the mana; ``event.mana``;
            ``event.tapped_for_mana`` (106.12).

    Returns: an effect, a sequence of effects, or ``None``.
    """


# --------------------------------------------------------------------------- queries


@spec(Kind.QUERY, Combine.SUM)
def count_devotion(game: Game, player: Player, colors: frozenset[Color]) -> int | None:
    """Contribute to a player's devotion to some colours (700.5, 700.5a).

    A built-in plugin counts the mana symbols among the mana costs of permanents the
    player controls that are any of the colours, each hybrid symbol once; cards that
    modify devotion add to it.

    Arguments:
        game: the game.
        player: whose devotion.
        colors: the colours it is devotion to.

    Returns: an amount to add, or ``None``.
    """


@spec(Kind.QUERY, Combine.REASONS)
def attack_restrictions(game: Game, creature: GameObject) -> str | None:
    """Say why a creature can't attack (508.1c).

    One reason makes the attack illegal; the error names every reason.

    Arguments:
        game: the game.
        creature: the creature declared as an attacker.

    Returns: a reason, or ``None``.
    """


@spec(Kind.QUERY, Combine.REASONS)
def block_restrictions(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """Say why a creature can't block an attacker (509.1b).

    One reason makes the block illegal; the error names every reason.

    Arguments:
        game: the game.
        creature: the creature declared as a blocker.
        attacker: the attacking creature it would block.

    Returns: a reason, or ``None``.
    """
