"""Activated abilities a static ability gives (613.1f, 113.1a): 'Enchanted land has
"{T}: Target player loses 1 life."', 'All Slivers have "{2}: This creature gets +0/+1
until end of turn."'. The object that has one activates it, as its own; "this" is that
object; the ability leaves with the static ability's source."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

CURSED = load_card_text(
    'name = "Cursed Ground"\nmana_cost = "{2}{B}"\ntypes = ["Enchantment"]\n'
    'subtypes = ["Aura"]\nenchant = "land"\n'
    "oracle = '''Enchant land\nEnchanted land has \"{T}: Target player loses 1 life.\"'''\n"
    '[[statics]]\naffects = "enchanted land"\n[[statics.abilities]]\ncost = "{T}"\n'
    'targets = ["target player"]\neffects = [{ lose_life = 1, player = "target" }]\n'
)
HIVE = load_card_text(
    'name = "Hive Warden"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\n'
    'subtypes = ["Sliver"]\npower = 1\ntoughness = 1\n'
    "oracle = '''All Slivers have \"{2}: This creature gets +0/+1 until end of turn.\"'''\n"
    '[[statics]]\naffects = "Slivers"\n[[statics.abilities]]\ncost = "{2}"\n'
    'effects = [{ gets = "+0/+1", on = "this" }]\n'
)
CARDS: list[CardDefinition] = [CURSED, HIVE]


def test_an_aura_gives_its_land_an_ability(new_game: NewGame) -> None:
    """613.1f: the enchanted Swamp has the ability, after its own; tapping it is its
    cost (602.2); the ability goes on the stack and, saved and restored there, resolves
    alike; once the Aura leaves, the land no longer has it."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    swamp = game.add_card("Swamp", alice)
    aura = game.add_card("Cursed Ground", alice, attached_to=swamp)
    assert [a.text for a in swamp.activated_abilities] == ["{T}: Target player loses 1 life."]
    game.begin_at(alice, Step.MAIN1)
    game.activate(swamp, 0, target=bob)
    assert swamp.tapped
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    for played in (game, restored):
        played.resolve_stack()
        assert played.players[1].life == 19
    game.destroy(aura)
    assert swamp.activated_abilities == ()


def test_a_group_has_it_each_on_its_own(new_game: NewGame) -> None:
    """613.1f: every Sliver has the ability; "this creature" is the one activating."""
    game = new_game(cards=CARDS)
    alice, _ = game.players
    warden = game.add_card("Hive Warden", alice)
    other = game.add_card("Hive Warden", alice)
    game.begin_at(alice, Step.MAIN1)
    assert len(warden.activated_abilities) == 2  # one from each Hive Warden
    game.add_mana(alice, "{2}")
    game.activate(other, 0)
    game.resolve_stack()
    assert (other.toughness, warden.toughness) == (2, 1)


def test_a_granted_ability_is_the_text_of_a_quotation() -> None:
    """113.1a: the ability's text is a quotation in the Oracle text; one nothing quotes is
    refused naming its key."""
    text = CURSED.front.oracle_text.replace("loses 1 life", "loses 2 life")
    with pytest.raises(CardFileError, match=r"statics\[0\]\.abilities\[0\]\.cost"):
        load_card_text(
            'name = "Odd Ground"\nmana_cost = "{2}{B}"\ntypes = ["Enchantment"]\n'
            'subtypes = ["Aura"]\nenchant = "land"\n'
            f"oracle = '''{text.replace('{T}', '{1}')}'''\n"
            '[[statics]]\naffects = "enchanted land"\n[[statics.abilities]]\ncost = "{T}"\n'
            'targets = ["target player"]\neffects = [{ lose_life = 1, player = "target" }]\n'
        )


ROOST = load_card_text(
    'name = "Drake Roost Test"\nmana_cost = "{1}{G}{U}"\ntypes = ["Enchantment"]\n'
    'subtypes = ["Aura"]\nenchant = "land"\n'
    "oracle = '''Enchant land\nEnchanted land has \"{T}: Create a 2/2 green and blue Drake "
    "creature token with flying.\"'''\n"
    '[[statics]]\naffects = "enchanted land"\n[[statics.abilities]]\ncost = "{T}"\n'
    'effects = [{ create = "Drake Token" }]\n'
    '[[tokens]]\nname = "Drake Token"\ntypes = ["Creature"]\nsubtypes = ["Drake"]\n'
    'colors = ["green", "blue"]\npower = 2\ntoughness = 2\nkeywords = ["flying"]\n'
    'oracle = "Flying"\n'
)
SUMMONER = load_card_text(
    'name = "Drake Caller Test"\nmana_cost = "{2}{U}"\ntypes = ["Sorcery"]\n'
    'oracle = "Create a 2/2 blue Drake creature token with flying."\n'
    '[spell]\neffects = [{ create = "Drake Token" }]\n'
    '[[tokens]]\nname = "Drake Token"\ntypes = ["Creature"]\nsubtypes = ["Drake"]\n'
    'colors = ["blue"]\npower = 2\ntoughness = 2\nkeywords = ["flying"]\noracle = "Flying"\n'
)


def test_a_granted_ability_creates_the_granting_cards_token(new_game: NewGame) -> None:
    """111.4, 613.1f: the land's ability creates the Aura's green and blue Drake, though
    another card in the game makes a blue Drake Token of the same name."""
    game = new_game(cards=[ROOST, SUMMONER])
    alice = game.players[0]
    island = game.add_card("Island", alice)
    game.add_card("Drake Roost Test", alice, attached_to=island)
    game.add_card("Drake Caller Test", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.activate(island, 0)
    game.resolve_stack()
    [drake] = game.permanents("Drake Token")
    assert {c.word for c in drake.colors} == {"green", "blue"}
