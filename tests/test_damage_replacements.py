"""Damage replacement effects of static abilities (614.1a) as data: ``[[replacements]]``
with ``replaces = "deal damage"``, whose damage (``by``), to whom (``to``), combat damage
only, at least how much, and the amount dealt ``instead``: double, plus or minus N,
half rounded down, or N. Each applies once to the event (614.5); the affected player
orders several (616.1)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardFileError,
    Choice,
    ChoiceKind,
    FirstOptionChooser,
    Game,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]


def enchantment(name: str, oracle: str, keys: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{2}}{{R}}"\ntypes = ["Enchantment"]\n'
        f'oracle = "{oracle}"\n[[replacements]]\nreplaces = "deal damage"\n{keys}'
    )


HEAT = enchantment(
    "Forge Heat",
    "If a source would deal damage to a permanent or player, it deals double that damage "
    "to that permanent or player instead.",
    "",
)
MARAUDING = enchantment(
    "Marauding Heat",
    "If a source you control would deal damage to a permanent or player, it deals double "
    "that damage to that permanent or player instead.",
    'by = "a source you control"\n',
)
SWATH = enchantment(
    "Spell Swath",
    "If an instant or sorcery source you control would deal damage to a permanent or "
    "player, it deals that much damage plus 2 to that permanent or player instead.",
    'by = "an instant or sorcery source you control"\ninstead = "plus 2"\n',
)
BARRIER = enchantment(
    "Knife Barrier",
    "If a source would deal damage to a creature you control, it deals that much damage "
    "minus 1 to that creature instead.",
    'to = "a creature you control"\ninstead = "minus 1"\n',
)
PRESENCE = enchantment(
    "Calm Presence",
    "If a source would deal 4 or more damage to a permanent or player, that source deals 3 "
    "damage to that permanent or player instead.",
    'at_least = 4\ninstead = "3"\n',
)
TUSK = load_card_text(
    'name = "Tusk Charger"\nmana_cost = "{3}{G}"\ntypes = ["Creature"]\nsubtypes = ["Dinosaur"]\n'
    "power = 2\ntoughness = 2\n"
    'oracle = "If Tusk Charger would deal combat damage to a player, it deals double that '
    'damage to that player instead."\n'
    '[[replacements]]\nreplaces = "deal damage"\nby = "this"\nto = "a player"\ncombat = true\n'
)
CARDS = [HEAT, MARAUDING, SWATH, BARRIER, PRESENCE, TUSK]


def in_main(new_game: NewGame, **options: object) -> Game:
    game = new_game(cards=CARDS, **options)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_double_that_damage(new_game: NewGame) -> None:
    """614.1a: any source's damage to a player or a creature is doubled."""
    game = in_main(new_game)
    alice, bob = game.players
    game.add_card("Forge Heat", bob)
    bears = game.add_card("Grizzly Bears", alice)
    game.deal_damage(bears, bob, 3)
    assert bob.life == 14


def test_only_your_sources(new_game: NewGame) -> None:
    """614.1a: "a source you control": Alice's Bears deal double, Bob's don't."""
    game = in_main(new_game)
    alice, bob = game.players
    game.add_card("Marauding Heat", alice)
    game.deal_damage(game.add_card("Grizzly Bears", alice), bob, 2)
    game.deal_damage(game.add_card("Grizzly Bears", bob), alice, 2)
    assert (alice.life, bob.life) == (18, 16)


def test_an_instant_you_control_deals_plus_two(new_game: NewGame) -> None:
    """614.1a: Lightning Bolt, an instant source Alice controls, deals 3 plus 2."""
    game = in_main(new_game)
    alice, bob = game.players
    game.add_card("Spell Swath", alice)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    game.resolve_stack()
    assert bob.life == 15


def test_minus_one_to_your_creatures(new_game: NewGame) -> None:
    """614.1a, 120.8: 1 damage minus 1 to Alice's Bears is none; to Bob, unchanged."""
    game = in_main(new_game)
    alice, bob = game.players
    game.add_card("Knife Barrier", alice)
    bears = game.add_card("Grizzly Bears", alice)
    source = game.add_card("Grizzly Bears", bob)
    game.deal_damage(source, bears, 1)
    game.deal_damage(source, alice, 1)
    assert bears.damage == 0 and alice.life == 19


def test_at_least_four_becomes_three(new_game: NewGame) -> None:
    """614.1a: 5 damage becomes 3; 2 damage stays 2."""
    game = in_main(new_game)
    alice, bob = game.players
    game.add_card("Calm Presence", alice)
    source = game.add_card("Grizzly Bears", alice)
    game.deal_damage(source, bob, 5)
    game.deal_damage(source, alice, 2)
    assert (alice.life, bob.life) == (18, 17)


def test_its_own_combat_damage_to_a_player(new_game: NewGame) -> None:
    """614.1a: Tusk Charger's combat damage to Bob is doubled; its other damage isn't."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    tusk = game.add_card("Tusk Charger", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([tusk])
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 16
    game.deal_damage(tusk, bob, 2)
    assert bob.life == 14


class Ordering(FirstOptionChooser):
    def __init__(self, first: str) -> None:
        self.first = first

    def choose(self, choice: Choice) -> object:
        if choice.kind is ChoiceKind.REPLACEMENT:
            return next(o for o in choice.options if o.source.name == self.first)
        return super().choose(choice)


@pytest.mark.parametrize(("first", "dealt"), [("Forge Heat", 3), ("Knife Barrier", 2)])
def test_the_affected_player_orders_them(new_game: NewGame, first: str, dealt: int) -> None:
    """616.1: 2 damage to Alice's Bears, doubled then minus 1 (3), or minus 1 then
    doubled (2), as Alice chooses; each applies once (614.5)."""
    game = in_main(new_game, chooser=Ordering(first), choices=None)
    alice, bob = game.players
    game.add_card("Forge Heat", bob)
    game.add_card("Knife Barrier", alice)
    giant = game.add_card("Grizzly Bears", alice)
    game.add_counters(giant, "+1/+1", 5)
    game.deal_damage(game.add_card("Grizzly Bears", bob), giant, 2)
    assert giant.damage == dealt


@pytest.mark.parametrize(
    ("keys", "problem"),
    [
        ('instead = "triple"', r"replacements\[0\]\.instead"),
        ('by = "a wandering breeze"', r"replacements\[0\]\.by"),
        ('to = "a yellow rainbow"', r"replacements\[0\]\.to"),
        ("combat = 3", r"replacements\[0\]\.combat"),
    ],
)
def test_a_bad_damage_replacement_names_its_key(keys: str, problem: str) -> None:
    with pytest.raises(CardFileError, match=problem):
        enchantment("Bad Heat", "If a source would deal damage, it deals more.", keys + "\n")


def test_only_deal_damage_takes_its_keys() -> None:
    with pytest.raises(CardFileError, match=r"replacements\[0\]\.by"):
        load_card_text(
            'name = "Bad Season"\ntypes = ["Enchantment"]\n'
            'oracle = "If an effect would create one or more tokens under your control, it '
            'creates twice that many of those tokens instead."\n'
            '[[replacements]]\nreplaces = "create tokens"\nby = "a source"\n'
        )
