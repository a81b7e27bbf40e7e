"""Squall, SeeD Mercenary: attacks alone (506.5, SQ-1) and returns a cheap permanent card
when it deals combat damage to a player (510.2; X is 0 in the graveyard, SQ-2)."""

from __future__ import annotations

from cardhost import (
    AttackersDeclared,
    CardDefinition,
    DamageDealt,
    Game,
    GameObject,
    StackAbility,
    TargetRequirement,
    Zone,
    hookimpl,
)


@hookimpl
def on_attackers_declared(game: Game, card: CardDefinition, event: AttackersDeclared) -> None:
    """Rough Divide: only the declaration counts, a lone declared attacker whatever happens
    later (506.5, SQ-1)."""
    alone = event.alone
    if alone is None:
        return
    for squall in game.permanents(card, controller=alone.controller):
        game.trigger(squall, card.ability_text(0), gain_double_strike, subject=alone)


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


@hookimpl
def on_damage_dealt(game: Game, card: CardDefinition, event: DamageDealt) -> None:
    """Triggers once for each player Squall dealt combat damage to, in each combat damage
    step it does (510.2, 510.4)."""
    if not event.combat:
        return
    limit = card.config["max_mana_value"]
    target = TargetRequirement(
        f"target permanent card with mana value {limit} or less from your graveyard",
        (Zone.GRAVEYARD,),
        returnable,
    )
    for _player in event.to_players():
        game.trigger(event.source, card.ability_text(1), return_to_battlefield, target=target)


def return_to_battlefield(game: Game, ability: StackAbility) -> None:
    for target in ability.targets:
        if ability.target_still_legal(game, target):
            game.put_onto_battlefield(target, reason=f"returned by {ability.source_ref.name}")
