"""A copy has the rules text of the card it copies (707.2), so the abilities that card's
plugin implements are the copy's too: its card hooks are called for the copy, the
plugin finds the copy among ``game.permanents(card)``, and the copy makes the tokens
that card defines (111.4). A copy of a face-down permanent has no abilities (707.2,
708.2a), whatever the hidden card's plugin says."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace

from test_copies import FORGE, SHAPESHIFTER, cast

from cardhost import Color, Game, ManaAmount, Step, hookimpl, load_card_text

NewGame = Callable[..., Game]


def _gain_three(game: Game, event: object) -> None:
    game.gain_life(event.permanent.controller, 3, "Plugin Seer")  # type: ignore[attr-defined]


SEER = load_card_text(
    'name = "Plugin Seer"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\npower = 1\n'
    'toughness = 1\nmorph = "{W}"\n'
    'oracle = "When this creature enters, you gain 3 life.\\nMorph {W}"\n'
    'implements = ["When this creature enters"]\n',
    plugin=SimpleNamespace(on_enter_battlefield=hookimpl(_gain_three)),
)
SIGIL = load_card_text(
    'name = "Mirror Sigil"\nmana_cost = "{2}{U}"\ntypes = ["Enchantment"]\n'
    'oracle = "You may have Mirror Sigil enter as a copy of any enchantment on the '
    'battlefield."\n[enters_as_copy]\nof = "enchantment"\n'
)
MAKER = load_card_text(
    'name = "Token Maker"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\npower = 1\n'
    "toughness = 1\n"
    'oracle = "When this creature enters, create a 1/1 white Soldier creature token."\n'
    '[[triggers]]\nwhen = "enters"\neffects = [{ create = "Soldier Token" }]\n'
    '[[tokens]]\nname = "Soldier Token"\ncolors = ["white"]\ntypes = ["Creature"]\n'
    'subtypes = ["Soldier"]\npower = 1\ntoughness = 1\n'
)
OTHER_MAKER = load_card_text(
    'name = "Other Maker"\nmana_cost = "{3}{W}"\ntypes = ["Enchantment"]\n'
    '[[tokens]]\nname = "Soldier Token"\ncolors = ["red"]\ntypes = ["Creature"]\n'
    'subtypes = ["Soldier"]\npower = 2\ntoughness = 2\n'
)
CARDS = [SHAPESHIFTER, FORGE, SEER, SIGIL, MAKER, OTHER_MAKER]


def test_a_copy_has_the_abilities_its_cards_plugin_implements(new_game: NewGame) -> None:
    """707.2, 707.5: Alice's Shapeshifter entering as a copy of Bob's Plugin Seer gains
    her 3 life (the Seer's plugin, called for the copy); her Sigil entering as a copy of
    her Mana Reflection is a second Mana Reflection, found by its plugin: a Forest
    taps for four (106.12b, 616.1), in a restored game too."""
    game = new_game(cards=CARDS, choices={"copy": ["Plugin Seer", "Mana Reflection"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Plugin Seer", bob)
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    assert alice.life == 23 and bob.life == 20
    game.add_card("Mana Reflection", alice)
    forest = game.add_card("Forest", alice)
    cast(game, "Mirror Sigil", "{2}{U}")
    assert len(game.permanents(game.card("Mana Reflection"))) == 2
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    for each in (game, again):
        land = next(p for p in each.battlefield if p.id == forest.id)
        assert each.activate_mana_ability(land) == ManaAmount(g=4)


def test_a_token_copy_of_a_face_down_permanent_has_no_abilities(new_game: NewGame) -> None:
    """707.2, 708.2a: a token copy of Bob's face-down Plugin Seer is a 2/2 with no
    abilities: entering, it gains Alice nothing."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    seer = game.add_card("Plugin Seer", bob, "hand")
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{3}")
    game.cast(seer, face_down=True)
    game.resolve_stack()
    [hidden] = game.battlefield
    [token] = game.create_token_copies(hidden, alice)
    assert (token.power, token.toughness) == (2, 2) and not token.has_rules_text
    assert alice.life == 20 and bob.life == 20


def test_a_copy_makes_the_tokens_its_copied_card_defines(new_game: NewGame) -> None:
    """707.2, 111.4: a Shapeshifter copying Token Maker makes the 1/1 white Soldier Token
    that card defines, though another card defines a red 2/2 of that name."""
    game = new_game(cards=CARDS, choices={"copy": ["Token Maker"]})
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Token Maker", bob)
    cast(game, "Mirror Shapeshifter", "{3}{U}")
    [soldier] = game.permanents("Soldier Token")
    assert soldier.controller is alice and (soldier.power, soldier.toughness) == (1, 1)
    assert soldier.colors == {Color.WHITE}
