"""Soul Warden: "Whenever another creature enters, you gain 1 life."

An enters-the-battlefield triggered ability (603.2, 603.6a) that watches every permanent
entering: each time a creature enters, every Soul Warden on the battlefield other than
that creature triggers once, whoever controls the creature. The life goes to the Warden's
controller ("you", 109.5), the controller of the triggered ability (603.3a).
"""

from __future__ import annotations

from cardhost import CardDefinition, Game, PermanentEntered, StackAbility, hookimpl


@hookimpl
def on_permanent_entered(game: Game, card: CardDefinition, event: PermanentEntered) -> None:
    """A permanent entered: every Soul Warden on the battlefield checks it (603.6a).

    Only a creature triggers it, and never the Warden itself ("another"); one trigger per
    Warden per creature, so two Wardens gain 2 life and two creatures trigger twice
    (603.2c).
    """
    entered = event.permanent
    if not entered.is_creature:
        return
    for warden in game.permanents(card):
        if warden is not entered:
            game.trigger(warden, card.ability_text(0), gain_life, subject=entered)


def gain_life(game: Game, ability: StackAbility) -> None:
    """The trigger resolves: its controller, the Warden's controller, gains the life."""
    amount = int(ability.source.definition.config.get("life", 1))
    game.gain_life(ability.controller, amount, ability.source_ref.name)
