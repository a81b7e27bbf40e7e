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
    AbilityActivated,
    AttackersDeclared,
    BecameMonstrous,
    BecameTarget,
    BlockersDeclared,
    CardDrawn,
    CountersChanged,
    Cycled,
    DamageDealt,
    DamageDealtAtOnce,
    Discarded,
    Exerted,
    LifeChanged,
    ManaAbilityResolved,
    PermanentEntered,
    PlayerLost,
    SpellCast,
    StepBegan,
    TappedOrUntapped,
    TurnedFaceUp,
    ZoneChanged,
)

if TYPE_CHECKING:
    from cardhost.model.definitions import ManaAbilityDefinition
    from cardhost.model.mana import Color, ManaAmount
    from cardhost.model.protocols import Game, GameObject, Player, StackAbility
    from cardhost.model.replaceable import (
        CreatingTokens,
        DealingDamage,
        DrawingCard,
        EnteringPermanent,
        ManaEvent,
        MovingObject,
        PuttingCounters,
        ReplacementEffect,
    )

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

    Called after the ``effects`` its card file declares, if any, and only if the spell
    resolves: a spell whose every target has become illegal doesn't (608.2b); act only on
    ``game.legal_targets(spell)``, since an illegal target is unaffected. Afterwards the
    host puts the card into its owner's graveyard (608.2n).

    Arguments:
        game: the game.
        spell: the spell on the stack; ``spell.targets``, its targets in order.
        x: the spell's X, or 0.
    """


@spec(Kind.CARD, Combine.IGNORED, scope=Scope.CARD, subject="ability.source")
def resolve_ability(game: Game, ability: StackAbility) -> None:
    """An activated ability of this card's permanent resolves (608.2): carry out what its
    card file's ``effects`` can't say.

    Called after those effects, and only if the ability resolves (608.2b); act only on
    ``game.legal_targets(ability)``.

    Arguments:
        game: the game.
        ability: the ability on the stack: ``ability.index`` (which of the card's
            ``[[abilities]]``, from 0), ``ability.source``, ``ability.controller``,
            ``ability.targets``, ``ability.x``.
    """


@spec(Kind.CARD, Combine.MANA_OPTIONS, scope=Scope.CARD, subject="permanent")
def mana_options(
    game: Game, permanent: GameObject, ability: ManaAbilityDefinition
) -> list[ManaAmount] | None:
    """Say what a ``computed = true`` mana ability of this card's permanent could add now
    (605.1a, 106.7): each way it could, such as "{G} for each Elf you control" counted, or
    each colour of a choice. Only read the game.

    When the ability resolves, its controller chooses among the ways if there are more
    than one; ``could_produce`` takes the types of every way (106.7).

    Arguments:
        game: the game.
        permanent: the permanent whose ability it is.
        ability: the mana ability.

    Returns: a list of ``ManaAmount``; an empty list or ``None`` for no mana.
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


@spec(Kind.WATCHER, Combine.IGNORED, event=DamageDealt)
def on_damage_done(game: Game, event: DamageDealt) -> None:
    """A source dealt damage (120.3): trigger "whenever a ... deals damage" abilities
    here, such as "Whenever this creature deals combat damage to a player". Once per
    source and damage event, however many recipients; in each combat damage step a
    creature deals damage in (510.4).

    Arguments:
        game: the game.
        event: ``event.source``; ``event.recipients``, each player or permanent with the
            amount it was dealt; ``event.combat`` (510.2); ``event.to_players()``.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=DamageDealtAtOnce)
def on_dealt_damage(game: Game, event: DamageDealtAtOnce) -> None:
    """Permanents and players were dealt damage at one time (120.3, 510.2): trigger
    "whenever this is dealt damage" abilities here. Once per such time, however many
    sources dealt it (603.2c).

    Arguments:
        game: the game.
        event: ``event.recipients``, each player or permanent with the total damage it
            was dealt; ``event.combat`` (510.2).
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


@spec(Kind.WATCHER, Combine.IGNORED, event=BlockersDeclared)
def on_blockers_declared(game: Game, event: BlockersDeclared) -> None:
    """Blockers have been declared (509.1): trigger "blocks" and "becomes blocked"
    abilities here (509.3a, 509.3c).

    Called even when no creatures blocked.

    Arguments:
        game: the game.
        event: ``event.players``, the defending players; ``event.blocks``, each blocking
            creature with the attacker it blocks.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=SpellCast)
def on_spell_cast(game: Game, event: SpellCast) -> None:
    """A spell became cast (601.2i): trigger "whenever ... casts" abilities here.

    Arguments:
        game: the game.
        event: ``event.player``, who cast it; ``event.spell``, the spell on the stack.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=BecameTarget)
def on_became_target(game: Game, event: BecameTarget) -> None:
    """An object or a player became a target of a spell or ability as its targets were
    chosen (601.2c, 602.2b, 603.3d): trigger "whenever ... becomes the target" here.

    Arguments:
        game: the game.
        event: ``event.target``, the object or player; ``event.item``, the spell or
            ability; ``event.controller``, who controls it.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=AbilityActivated)
def on_ability_activated(game: Game, event: AbilityActivated) -> None:
    """An activated ability became activated (602.2b, 601.2i), mana abilities aside.

    Arguments:
        game: the game.
        event: ``event.player``; ``event.ability``, the ability on the stack.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=LifeChanged, when="gained")
def on_life_gained(game: Game, event: LifeChanged) -> None:
    """A player gained life (119.3, 119.9): through an effect, lifelink (120.3f) or any
    other way; never for 0 life.

    Arguments:
        game: the game.
        event: ``event.player``, ``event.amount``, ``event.total``, ``event.reason``.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=LifeChanged, when="lost")
def on_life_lost(game: Game, event: LifeChanged) -> None:
    """A player lost life (119.3): through an effect, damage (120.3a) or paying life
    (119.4). ``event.amount`` is negative.

    Arguments:
        game: the game.
        event: ``event.player``, ``event.amount``, ``event.total``, ``event.reason``.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=ZoneChanged, when="left_battlefield")
def on_leaves_battlefield(game: Game, event: ZoneChanged) -> None:
    """A permanent left the battlefield (603.6c, 603.10a): trigger "leaves the
    battlefield" and "dies" abilities here.

    These abilities look back in time: permanents that left at the same time (a
    combat's deaths, one state-based action check) are all dispatched after all of them
    left, so each sees the others; ``game.looking_back(card, event)`` gives a card's
    permanents as they were just before.

    Arguments:
        game: the game.
        event: ``event.object``, the permanent as it last existed (608.2h);
            ``event.new``, what it became; ``event.to_zone``; ``event.dies``, whether
            it was a creature put into a graveyard (700.4).
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=Cycled)
def on_cycled(game: Game, event: Cycled) -> None:
    """A player cycled a card (702.29a), discarding it to pay its cycling cost: trigger
    "when you cycle" abilities here (702.29c), from wherever the card went.

    Arguments:
        game: the game.
        event: ``event.player``; ``event.card``, the card as it was in their hand;
            ``event.new``, the card where it went (their graveyard).
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=TurnedFaceUp)
def on_turned_face_up(game: Game, event: TurnedFaceUp) -> None:
    """A player turned a face-down permanent face up (702.37e, 708.8): trigger "When
    this is turned face up" abilities here; it didn't enter the battlefield (708.8).

    Arguments:
        game: the game.
        event: ``event.player``; ``event.permanent``, face up now; ``event.megamorph``,
            whether it got a +1/+1 counter as it was (702.37b).
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=BecameMonstrous)
def on_became_monstrous(game: Game, event: BecameMonstrous) -> None:
    """A permanent became monstrous (701.37a-b): trigger "When this creature becomes
    monstrous" abilities here.

    Arguments:
        game: the game.
        event: ``event.permanent``, monstrous now; ``event.amount``, the monstrosity's N
            (the X its other abilities may refer to, 701.37c).
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=Exerted)
def on_exerted(game: Game, event: Exerted) -> None:
    """A player exerted an attacking creature (701.43a, 701.43d): trigger "When you do"
    abilities here (607.2h), and "whenever you exert a creature" ones.

    Arguments:
        game: the game.
        event: ``event.player``; ``event.permanent``, the creature exerted, attacking.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=CardDrawn)
def on_card_drawn(game: Game, event: CardDrawn) -> None:
    """A player drew a card (121.1): the draw step's draw or any effect's, one call per
    card (121.2).

    Arguments:
        game: the game.
        event: ``event.player``; ``event.new``, the card in their hand.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=Discarded)
def on_discarded(game: Game, event: Discarded) -> None:
    """A player discarded a card (701.9a): an effect's discard, a cost's ("Discard a
    card", cycling's), or the cleanup step's (514.1), one call per card. Trigger
    "whenever a player discards a card" abilities here.

    Arguments:
        game: the game.
        event: ``event.player``; ``event.object``, the card as it was in their hand;
            ``event.new``, what it is now, in ``event.to_zone``.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=TappedOrUntapped, when="became_tapped")
def on_permanent_tapped(game: Game, event: TappedOrUntapped) -> None:
    """A permanent became tapped (701.26a): to pay a cost, by an effect, or to attack.

    Arguments:
        game: the game.
        event: ``event.permanent`` and ``event.reason``.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=TappedOrUntapped, when="became_untapped")
def on_permanent_untapped(game: Game, event: TappedOrUntapped) -> None:
    """A permanent became untapped (701.26b): in its controller's untap step (502.3) or
    by an effect.

    Arguments:
        game: the game.
        event: ``event.permanent`` and ``event.reason``.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=CountersChanged, when="put")
def on_counters_put(game: Game, event: CountersChanged) -> None:
    """Counters were put on a permanent (122.6).

    Arguments:
        game: the game.
        event: ``event.permanent``, ``event.kind``, ``event.amount`` (how many were put),
            ``event.total``.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=CountersChanged, when="removed")
def on_counters_removed(game: Game, event: CountersChanged) -> None:
    """Counters were removed from a permanent (122.8).

    Arguments:
        game: the game.
        event: ``event.permanent``, ``event.kind``, ``event.amount`` (negative: how many
            were removed), ``event.total``.
    """


@spec(Kind.WATCHER, Combine.IGNORED, event=PlayerLost)
def on_player_lost(game: Game, event: PlayerLost) -> None:
    """A player lost the game (104.3, 800.4).

    Arguments:
        game: the game.
        event: ``event.player`` and ``event.reason``.
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
def replace_token_creation(
    game: Game, event: CreatingTokens
) -> ReplacementEffect[CreatingTokens] | Sequence[ReplacementEffect[CreatingTokens]] | None:
    """Offer replacement effects that modify how many tokens an effect creates (614.1a),
    such as "it creates twice that many of those tokens instead".

    Called just before an effect creates tokens, and again after each applied effect
    with the event as modified so far (616.1f); whose tokens they will be decides who
    orders several (616.1).

    Arguments:
        game: the game.
        event: ``event.controller``, ``event.token`` (the definition) and
            ``event.count``; ``event.twice()`` is it creating twice that many.

    Returns: an effect, a sequence of effects, or ``None``.
    """


@spec(Kind.REPLACEMENT, Combine.OFFERS)
def replace_counters(
    game: Game, event: PuttingCounters
) -> ReplacementEffect[PuttingCounters] | Sequence[ReplacementEffect[PuttingCounters]] | None:
    """Offer replacement effects that modify how many counters an effect puts on a
    permanent (614.1a), such as "it puts twice that many of those counters instead".

    Called just before an effect puts counters on a permanent, and again after each
    applied effect (616.1f); the permanent's controller orders several (616.1).

    Arguments:
        game: the game.
        event: ``event.permanent``, ``event.kind`` and ``event.amount``;
            ``event.twice()`` is it putting twice that many.

    Returns: an effect, a sequence of effects, or ``None``.
    """


@spec(Kind.REPLACEMENT, Combine.OFFERS)
def replace_damage(
    game: Game, event: DealingDamage
) -> ReplacementEffect[DealingDamage] | Sequence[ReplacementEffect[DealingDamage]] | None:
    """Offer replacement effects that modify how much damage a source deals (614.1a),
    such as "it deals double that damage instead".

    Called for each recipient just before damage is dealt, and again after each applied
    effect (616.1f); the affected player, or the affected object's controller, orders
    them together with the prevention effects that apply (615, 616.1): a shield chosen
    first prevents damage before it is doubled.

    Arguments:
        game: the game.
        event: ``event.source``, ``event.recipient``, ``event.amount`` and
            ``event.combat``; ``event.twice()`` is it dealing double.

    Returns: an effect, a sequence of effects, or ``None``.
    """


@spec(Kind.REPLACEMENT, Combine.OFFERS)
def replace_zone_change(
    game: Game, event: MovingObject
) -> ReplacementEffect[MovingObject] | Sequence[ReplacementEffect[MovingObject]] | None:
    """Offer replacement effects that change where an object moving between zones goes
    (614.1a), such as "If a card would be put into a graveyard from anywhere, exile it
    instead".

    Called just before an object moves (a spell, a card, a permanent leaving the
    battlefield; not a permanent entering it, see ``replace_enter_battlefield``), and
    again after each applied effect (616.1f); the object's controller orders several
    (616.1).

    Arguments:
        game: the game.
        event: ``event.obj`` and ``event.zone``, the name of the zone it would go to;
            ``event.to_exile()`` is it going to exile instead.

    Returns: an effect, a sequence of effects, or ``None``.
    """


@spec(Kind.REPLACEMENT, Combine.OFFERS)
def replace_draw(
    game: Game, event: DrawingCard
) -> ReplacementEffect[DrawingCard] | Sequence[ReplacementEffect[DrawingCard]] | None:
    """Offer replacement effects that replace a card draw (121.6, 614.11), such as "If
    you would draw a card, return a creature card from your graveyard to your hand
    instead".

    Called before each draw of a sequence (121.2), even from an empty library (121.6a),
    and again after each applied effect (616.1f) until one replaces it; the drawing
    player orders several (616.1). What replaces the draw happens before the next draw
    (614.11a).

    Arguments:
        game: the game.
        event: ``event.player``, who would draw; ``event.replaced_by(instead)`` is the
            draw replaced, ``instead(game)`` (if given) happening in its place.

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
def attack_restrictions(
    game: Game, creature: GameObject, attacked: Player | GameObject
) -> str | None:
    """Say why a creature can't attack (508.1c).

    One reason makes the attack illegal; the error names every reason.

    Arguments:
        game: the game.
        creature: the creature declared as an attacker.
        attacked: what it would attack (508.1b): a player, or a planeswalker, whose
            controller is the defending player (506.2).

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
