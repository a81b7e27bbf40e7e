"""What an Aura's or Equipment's abilities act on: "enchanted creature", "equipped
creature" (303.4, 301.5c), as data: "{W}: Enchanted creature gets +1/+1 until end of
turn.", "{2}: Put a +1/+1 counter on equipped creature." Nothing once it is attached to
nothing."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

BLESSING = load_card_text(
    'name = "Blessing Test"\nmana_cost = "{W}{W}"\ntypes = ["Enchantment"]\n'
    'subtypes = ["Aura"]\nenchant = "creature"\n'
    'oracle = "Enchant creature\\n{W}: Enchanted creature gets +1/+1 until end of turn."\n'
    '[[abilities]]\ncost = "{W}"\neffects = [{ gets = "+1/+1", on = "enchanted creature" }]\n'
)
ARMORY = load_card_text(
    'name = "Armory Test"\nmana_cost = "{2}"\ntypes = ["Artifact"]\nsubtypes = ["Equipment"]\n'
    'equip = "{1}"\noracle = "{2}: Put a +1/+1 counter on equipped creature.\\nEquip {1}"\n'
    '[[abilities]]\ncost = "{2}"\n'
    'effects = [{ counters = "+1/+1", on = "equipped creature" }]\n'
)


def test_enchanted_and_equipped_creature(new_game: NewGame) -> None:
    """303.4, 301.5c: the Bears the Aura enchants get +1/+1; the Elves the Equipment
    equips get a counter; unattached, the Equipment's ability does nothing."""
    game = new_game(cards=[BLESSING, ARMORY])
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    elves = game.add_card("Llanowar Elves", alice)
    blessing = game.add_card("Blessing Test", alice, attached_to=bears)
    armory = game.add_card("Armory Test", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}")
    game.activate(armory)
    game.resolve_stack()
    assert elves.counters == {} and bears.counters == {}
    game.add_mana(alice, "{1}")
    game.activate(armory, 1, targets=[elves])  # equip (702.6a)
    game.resolve_stack()
    game.add_mana(alice, "{W}{2}")
    game.activate(blessing)
    game.activate(armory)
    game.resolve_stack()
    assert (bears.power, bears.toughness) == (3, 3)
    assert elves.counters == {"+1/+1": 1}


def test_a_spell_is_attached_to_nothing() -> None:
    with pytest.raises(CardFileError, match=r"303\.4"):
        load_card_text(
            'name = "Odd Boon"\nmana_cost = "{W}"\ntypes = ["Instant"]\n'
            'oracle = "Enchanted creature gets +1/+1 until end of turn."\n'
            '[spell]\neffects = [{ gets = "+1/+1", on = "enchanted creature" }]\n'
        )


def test_the_enchanted_creature_of_an_aura_sacrificed_for_the_cost(
    new_game: Callable[..., Game],
) -> None:
    """608.2h, 112.7a: "Sacrifice this Aura: Return enchanted creature to its owner's
    hand." acts on the creature the Aura was attached to as it last existed."""
    wings = load_card_text(
        'name = "Ghost Wings"\nmana_cost = "{1}{U}"\ntypes = ["Enchantment"]\n'
        'subtypes = ["Aura"]\nenchant = "creature"\n'
        'oracle = "Enchant creature\\nSacrifice Ghost Wings: Return enchanted creature to '
        "its owner's hand.\"\n"
        '[[abilities]]\ncost = "Sacrifice Ghost Wings"\n'
        'effects = [{ return_to_hand = "enchanted creature" }]\n'
    )
    game = new_game(cards=[wings])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{1}{U}")
    game.cast(game.add_card("Ghost Wings", alice, "hand"), target=bears)
    game.resolve_stack()
    aura = game.permanents("Ghost Wings")[0]
    game.activate(aura)
    game.resolve_stack()
    assert [c.name for c in alice.hand] == ["Grizzly Bears"]


ENCHANTED_FIELD = load_card_text(
    'name = "Enchanted Field"\nmana_cost = "{3}"\ntypes = ["Artifact"]\n'
    'oracle = "Each enchantment is an enchantment creature with base power and toughness '
    '2/2."\n[[statics]]\naffects = "enchantments"\nadd_types = ["Creature"]\nbase_pt = "2/2"\n'
)


def test_an_aura_that_is_also_a_creature_enchants_nothing(new_game: NewGame) -> None:
    """303.4d, 704.5m: once Enchanted Field makes Alice's Aura a creature, it can't
    enchant anything: it is put into her graveyard."""
    game = new_game(cards=[BLESSING, ENCHANTED_FIELD])
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    blessing = game.add_card("Blessing Test", alice, attached_to=bears)
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Enchanted Field", alice)
    game.settle()
    assert blessing.zone is None and [c.name for c in alice.graveyard] == ["Blessing Test"]
