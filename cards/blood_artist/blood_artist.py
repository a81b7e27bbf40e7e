"""Blood Artist: "Whenever Blood Artist or another creature dies" is a leaves-the-
battlefield trigger that looks back in time (603.6c, 603.10a): a Blood Artist dying with
other creatures sees each of them die. Its target player loses life and its controller
gains life (119.3); with its only target illegal, neither happens (608.2b)."""

from __future__ import annotations

from cardhost import CardDefinition, Game, StackAbility, ZoneChanged, hookimpl


@hookimpl
def on_leaves_battlefield(game: Game, card: CardDefinition, event: ZoneChanged) -> None:
    if not event.dies:  # 700.4: a creature put into a graveyard from the battlefield
        return
    for artist in game.looking_back(card, event):
        game.trigger(artist, card.ability_text(0), drain, target="target player")


def drain(game: Game, ability: StackAbility) -> None:
    amount = ability.source.definition.config["life"]
    for player in game.legal_targets(ability):
        game.lose_life(player, amount, ability.source_ref.name)
    game.gain_life(ability.controller, amount, ability.source_ref.name)
