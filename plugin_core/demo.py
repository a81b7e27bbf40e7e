"""A short scripted game that shows the headline cards at work (``cardhost demo``)."""

from __future__ import annotations

from plugin_core.choices import ScriptedChooser
from plugin_core.game import Game
from plugin_core.turns import Step


def play_demo() -> Game:
    """Alice plays Starting Town, casts March of the Canonized with X=1, and attacks alone
    with Squall, whose double strike returns two cards; next upkeep her devotion to white
    and black reaches seven and March makes a Vampire Demon."""
    chooser = ScriptedChooser(
        {
            "color": ["B"],
            "target": ["Porcelain Legionnaire"],
        }
    )
    game = Game(["Alice", "Bob"], chooser=chooser, seed=1)
    alice, bob = game.players
    for player, land in ((alice, "Plains"), (bob, "Swamp")):
        for _ in range(10):
            game.add_card(land, player, "library")
    town = game.add_card("Starting Town", alice, "hand")
    march = game.add_card("March of the Canonized", alice, "hand")
    game.add_card("Squall, SeeD Mercenary", alice)
    game.add_card("Altar of the Pantheon", alice)
    plains = [game.add_card("Plains", alice) for _ in range(2)]
    game.add_card("Porcelain Legionnaire", alice, "graveyard")
    game.add_card("Mourning Thrull", alice, "graveyard")

    game.start(alice)
    game.advance_to(Step.MAIN1)
    town = game.play_land(town)
    assert town is not None
    game.activate_mana_ability(town, 1)  # {T}, Pay 1 life: Add one mana of any color.
    for land in plains:
        game.activate_mana_ability(land)
    game.cast(march, x=1)
    game.resolve_stack()

    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers(game.permanents("Squall, SeeD Mercenary"))
    game.advance_to(Step.END)
    game.next_turn()
    game.next_turn()
    game.resolve_stack()
    return game


def demo_text() -> str:
    game = play_demo()
    alice, bob = game.players
    summary = [
        "",
        f"Alice: {alice.life} life, devotion to white and black "
        f"{game.devotion(alice, 'W', 'B')}; Bob: {bob.life} life.",
        "Alice's battlefield: "
        + ", ".join(str(p) for p in game.permanents(controller=alice))
        + ".",
    ]
    return game.log.text() + "\n" + "\n".join(summary)
