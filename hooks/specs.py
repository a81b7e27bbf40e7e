"""Hook specifications: every hook a card plugin may implement.

Hooks are broadcast: the host calls every implementation registered in the game (its
built-in rule plugins and the plugins of the cards in that game). An implementation that
concerns one card checks the objects it is given, for example ``permanent.name``. Every
argument is passed by keyword; an implementation may accept only the arguments it needs.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from cardhost.hooks.markers import hookspec

if TYPE_CHECKING:
    from cardhost.kernel.combat import AttackDeclaration
    from cardhost.kernel.damage import DamageEvent
    from cardhost.kernel.game import Game
    from cardhost.kernel.objects import GameObject, Player
    from cardhost.model.definitions import ManaAbilityDefinition
    from cardhost.model.mana import Color, ManaType
    from cardhost.model.replaceable import EnteringPermanent, ManaEvent, ReplacementEffect
    from cardhost.model.turns import Step


@hookspec
def on_enter_battlefield(game: Game, permanent: GameObject, x: int) -> None:
    """A permanent has entered the battlefield (603.6a): trigger "enters" abilities here.

    Called once per permanent, after it entered, for every permanent that enters, whether
    cast, played or put there. ``x`` is the X of the spell that became the permanent
    (107.3m); it is 0 when the permanent was not cast or its spell had no X. The
    permanent's own X is 0 (107.3g). Results are ignored.
    """


@hookspec
def replace_enter_battlefield(
    game: Game, entering: EnteringPermanent
) -> ReplacementEffect[EnteringPermanent] | Sequence[ReplacementEffect[EnteringPermanent]] | None:
    """Offer replacement effects that modify how a permanent enters (614.1c-d, 614.12).

    Called just before a permanent enters, and again after each applied effect with the
    event as modified so far (616.1f). Return an effect, a sequence of effects, or ``None``.
    The host applies each effect at most once; when several apply, the player who controls
    the entering permanent chooses the order (616.1). Example: "enters tapped unless ...".
    """


@hookspec
def replace_mana_event(
    game: Game, event: ManaEvent
) -> ReplacementEffect[ManaEvent] | Sequence[ReplacementEffect[ManaEvent]] | None:
    """Offer replacement effects that modify a mana production event (106.12b, 616.1).

    Called while a mana ability resolves, before its mana is added, and again after each
    applied effect with the event as modified so far (616.1f). Return an effect, a sequence
    of effects, or ``None``. Each effect applies at most once; when several apply, the
    player who gets the mana chooses which applies first (616.1). ``event.ability`` is
    ``None`` for a triggered mana ability (605.1b). Also called with hypothetical events to
    work out what a permanent could produce (106.7): only read the game, never change it.
    """


@hookspec
def on_tapped_for_mana(
    game: Game,
    permanent: GameObject,
    ability: ManaAbilityDefinition,
    mana: tuple[ManaType, ...],
) -> None:
    """A permanent was tapped for mana (106.12, 106.12a).

    Fires after a mana ability with {T} in its cost resolved and produced mana, with the
    mana actually produced after replacement effects. It does not fire for {Q} abilities,
    for non-mana abilities, or when no mana was produced. Results are ignored.
    """


@hookspec
def on_mana_ability_resolved(
    game: Game,
    permanent: GameObject,
    ability: ManaAbilityDefinition,
    mana: tuple[ManaType, ...],
) -> None:
    """A mana ability of a permanent has resolved (605.3b), after its mana was added.

    Implement it to carry out the rest of a mana ability's own text, such as Altar of the
    Pantheon's "If you control a God ..., you gain 1 life". Fires for every mana ability,
    including those that produced no mana. Results are ignored.
    """


@hookspec
def count_devotion(game: Game, player: Player, colors: frozenset[Color]) -> int | None:
    """Contribute to ``player``'s devotion to ``colors`` (700.5, 700.5a).

    The host sums every non-``None`` result. A built-in plugin counts the mana symbols
    among the mana costs of permanents the player controls that are any of ``colors``,
    each hybrid symbol once; cards that modify devotion (Altar of the Pantheon) add to it.
    """


@hookspec
def on_attackers_declared(game: Game, declaration: AttackDeclaration) -> None:
    """Attackers have been declared (508.1, 508.3a): trigger "attacks" abilities here.

    ``declaration.alone`` is the creature that attacked alone, if one did (506.5). It is
    called even when no creatures attacked. Results are ignored.
    """


@hookspec
def on_damage_dealt(game: Game, damage: DamageEvent) -> None:
    """A source dealt damage (120.3): called once per source per damage event.

    ``damage`` lists every recipient of that source's simultaneous damage and whether it
    was combat damage (510.2). Results are ignored.
    """


@hookspec
def on_combat_damage_to_player(game: Game, source: GameObject, player: Player, amount: int) -> None:
    """A source dealt combat damage to a player (510.2): once per source and player.

    With first strike or double strike it can fire in each combat damage step (510.4).
    Results are ignored.
    """


@hookspec
def on_beginning_of_step(game: Game, step: Step, active_player: Player) -> None:
    """A step has begun (500.1): trigger "at the beginning of" abilities here (503.1a).

    Called after the step's turn-based actions, before any player receives priority, for
    every step but the untap step, in which no player gets priority (502.4). Results are
    ignored.
    """


@hookspec
def attack_restrictions(game: Game, creature: GameObject) -> str | None:
    """Say why ``creature`` can't attack, or return ``None`` (508.1c).

    Every non-``None`` result is a reason; one reason makes the attack illegal.
    """


@hookspec
def block_restrictions(game: Game, creature: GameObject, attacker: GameObject) -> str | None:
    """Say why ``creature`` can't block ``attacker``, or return ``None`` (509.1b).

    Every non-``None`` result is a reason; one reason makes the block illegal.
    """


@hookspec
def resolve_spell(game: Game, spell: GameObject, x: int) -> None:
    """An instant or sorcery spell resolves (608.2): carry out its instructions here.

    Called for every such spell; check ``spell.name``. Afterwards the host puts the card
    into its owner's graveyard (608.2n). ``x`` is the spell's X, or 0. Results are ignored.
    """
