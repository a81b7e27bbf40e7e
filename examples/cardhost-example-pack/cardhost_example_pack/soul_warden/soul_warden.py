"""Soul Warden: "Whenever another creature enters, you gain 1 life."

An enters-the-battlefield triggered ability (603.2, 603.6a): each time a creature enters,
every Soul Warden on the battlefield other than that creature triggers once, whoever
controls the creature. The life goes to the Warden's controller ("you", 109.5), the
controller of the triggered ability (603.3a).
"""

from __future__ import annotations

from cardhost.hooks import hookimpl
from cardhost.kernel.game import Game
from cardhost.kernel.objects import GameObject
from cardhost.kernel.stack import StackAbility

NAME = "Soul Warden"
TEXT = "Whenever another creature enters, you gain 1 life."


@hookimpl
def on_enter_battlefield(game: Game, permanent: GameObject) -> None:
    """A permanent entered: every Soul Warden on the battlefield checks it (603.6a).

    Only a creature triggers it, and never the Warden itself ("another"); one trigger per
    Warden per creature, so two Wardens gain 2 life and two creatures trigger twice
    (603.2c).
    """
    if not permanent.is_creature:
        return
    for warden in game.permanents(NAME):
        if warden is not permanent:
            game.trigger(warden, TEXT, gain_life, subject=permanent)


def gain_life(game: Game, ability: StackAbility) -> None:
    """The trigger resolves: its controller, the Warden's controller, gains the life."""
    amount = int(ability.source.definition.config.get("life", 1))
    game.gain_life(ability.controller, amount, NAME)
