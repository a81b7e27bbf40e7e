"""Squall, SeeD Mercenary: attacks alone (506.5, SQ-1) and returns a cheap permanent card
when it deals combat damage to a player (510.2; X is 0 in the graveyard, SQ-2)."""

from __future__ import annotations

from cardhost.hooks import hookimpl
from cardhost.kernel.combat import AttackDeclaration
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.stack import StackAbility, TargetRequirement
from cardhost.model.zones import Zone

NAME = "Squall, SeeD Mercenary"
ROUGH_DIVIDE = (
    "Rough Divide — Whenever a creature you control attacks alone, it gains double strike "
    "until end of turn."
)
RETURN = (
    "Whenever Squall deals combat damage to a player, return target permanent card with "
    "mana value 3 or less from your graveyard to the battlefield."
)


@hookimpl
def on_attackers_declared(game: Game, declaration: AttackDeclaration) -> None:
    """Only the declaration counts: a lone declared attacker, whatever happens later
    (506.5, SQ-1)."""
    alone = declaration.alone
    if alone is None:
        return
    for squall in game.permanents(NAME, controller=alone.controller):
        game.trigger(squall, ROUGH_DIVIDE, gain_double_strike, subject=alone)


def gain_double_strike(game: Game, ability: StackAbility) -> None:
    if ability.subject is not None:
        game.grant_keyword(ability.subject, "double strike")


def returnable(game: Game, ability: StackAbility, card: GameObject) -> bool:
    """A permanent card in its controller's graveyard with mana value 3 or less; X counts
    as 0 there (107.3g, 202.3e, SQ-2). A token is not a card (108.2b)."""
    limit = ability.source.definition.config["max_mana_value"]
    return (
        card.owner is ability.controller
        and not card.is_token
        and card.is_permanent_card
        and card.mana_value <= limit
    )


TARGET = TargetRequirement(
    "target permanent card with mana value 3 or less from your graveyard",
    (Zone.GRAVEYARD,),
    returnable,
)


@hookimpl
def on_combat_damage_to_player(game: Game, source: GameObject, player: Player) -> None:
    """Triggers in each combat damage step Squall deals damage to a player (510.4)."""
    if source.name == NAME:
        game.trigger(source, RETURN, return_to_battlefield, target=TARGET)


def return_to_battlefield(game: Game, ability: StackAbility) -> None:
    for card in ability.targets:
        if ability.target_still_legal(game, card):
            game.put_onto_battlefield(card, reason="returned by Squall")
