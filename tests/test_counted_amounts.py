"""An amount counted as the effect resolves (608.2h): ``x`` says what X is ("where X is
the number of creatures you control", "for each card in your hand", "equal to your
life total"), counted once as it resolves, then fixed (611.2c); every mistake in one
named by its key."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]


def sorcery(name: str, oracle: str, spell: str, *, cost: str = "{1}{G}") -> CardDefinition:
    """A sorcery with ``oracle`` and the ``[spell]`` lines ``spell``."""
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{cost}"\ntypes = ["Sorcery"]\n'
        f'oracle = "{oracle}"\n[spell]\n{spell}'
    )


SURGE = sorcery(
    "Pack Surge",
    "Target creature gets +X/+X until end of turn, where X is the number of creatures you control.",
    'targets = ["target creature"]\n'
    'effects = [{ gets = "+X/+X", on = "target", x = "the number of creatures you control" }]\n',
)
VOLLEY = sorcery(
    "Grove Volley",
    "Grove Volley deals 1 damage to any target for each Forest you control.",
    'targets = ["any target"]\n'
    'effects = [{ damage = "X", to = "target", x = "the number of Forests you control" }]\n',
    cost="{R}",
)
RECALL = sorcery(
    "Bone Recall",
    "Draw a card for each creature card in your graveyard. You gain life equal to the "
    "number of cards in your hand.",
    'effects = [{ draw = "X", x = "the number of creature cards in your graveyard" },\n'
    '  { gain_life = "X", x = "the number of cards in your hand" }]\n',
    cost="{B}",
)
CARDS = [SURGE, VOLLEY, RECALL]


def in_main(new_game: NewGame) -> Game:
    game = new_game(cards=CARDS)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_x_is_counted_as_the_spell_resolves_then_fixed(new_game: NewGame) -> None:
    """608.2h, 611.2c: Pack Surge counts Alice's creatures as it resolves (one that
    entered after it was cast counts) and the bonus stays when more enter later."""
    game = in_main(new_game)
    alice, bob = game.players
    bear = game.put_onto_battlefield(game.add_card("Grizzly Bears", alice, "hand"))
    game.put_onto_battlefield(game.add_card("Grizzly Bears", bob, "hand"))
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Pack Surge", alice, "hand"), target=bear)
    game.put_onto_battlefield(game.add_card("Llanowar Elves", alice, "hand"))
    game.resolve_stack()
    assert (bear.power, bear.toughness) == (4, 4)
    game.put_onto_battlefield(game.add_card("Llanowar Elves", alice, "hand"))
    assert (bear.power, bear.toughness) == (4, 4)


def test_for_each_of_a_land_subtype_counts_its_plural(new_game: NewGame) -> None:
    """107.1b: "1 damage for each Forest you control" is X damage, X the number of
    Forests you control ("Forests": the subtype Forest, 205.3), Bob's not counted."""
    game = in_main(new_game)
    alice, bob = game.players
    for land, owner in (("Forest", alice), ("Forest", alice), ("Island", alice), ("Forest", bob)):
        game.put_onto_battlefield(game.add_card(land, owner, "hand"))
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Grove Volley", alice, "hand"), target=bob)
    game.resolve_stack()
    assert bob.life == 18


def test_counts_of_cards_in_a_graveyard_and_a_hand(new_game: NewGame) -> None:
    """Bone Recall draws one card per creature card in Alice's graveyard (lands there
    and Bob's creature cards don't count), then counts her hand after drawing (608.2c:
    in order)."""
    game = in_main(new_game)
    alice, bob = game.players
    for name, owner in (("Grizzly Bears", alice), ("Llanowar Elves", alice)):
        game.add_card(name, owner, "graveyard")
    game.add_card("Forest", alice, "graveyard")
    game.add_card("Grizzly Bears", bob, "graveyard")
    game.add_mana(alice, "{B}")
    game.cast(game.add_card("Bone Recall", alice, "hand"))
    in_hand = len(alice.hand)
    game.resolve_stack()
    assert len(alice.hand) == in_hand + 2
    assert alice.life == 20 + in_hand + 2


@pytest.mark.parametrize(
    ("effect", "problem"),
    [
        ('{ draw = 2, x = "your life total" }', 'that is "X"'),
        ('{ draw = "X", x = "the number of blorps" }', "blorps"),
        ('{ draw = "X", x = "your devotion to purple" }', "purple"),
        ('{ draw = "X", x = 3 }', "expected a number the rules count"),
        ('{ draw = "X", x = "twice twice the number of cards in your hand" }', "twice the number"),
    ],
)
def test_a_bad_count_is_refused_naming_its_key(effect: str, problem: str) -> None:
    """107.3: ``x`` says what X is, for a value that is X, in the rules' words."""
    with pytest.raises(CardFileError) as refused:
        sorcery("Bad Count", "Draw X cards.", f"effects = [{effect}]\n")
    message = str(refused.value)
    assert "spell.effects[0].x" in message and problem in message, message


def test_life_total_devotion_and_all_graveyards(new_game: NewGame) -> None:
    """119, 700.5: X may be your life total, your devotion to a colour (Llanowar
    Elves's {G}) or the cards in all graveyards (both players')."""
    tithe = sorcery(
        "Grove Tithe",
        "Target player loses X life, where X is your devotion to green. Draw X cards, "
        "where X is the number of cards in all graveyards. You gain life equal to your "
        "life total.",
        'targets = ["target player"]\n'
        'effects = [{ lose_life = "X", player = "target", x = "your devotion to green" },\n'
        '  { draw = "X", x = "the number of cards in all graveyards" },\n'
        '  { gain_life = "X", x = "your life total" }]\n',
    )
    game = new_game(cards=[*CARDS, tithe])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    game.put_onto_battlefield(game.add_card("Llanowar Elves", alice, "hand"))
    game.add_card("Forest", alice, "graveyard")
    game.add_card("Island", bob, "graveyard")
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Grove Tithe", alice, "hand"), target=bob)
    in_hand = len(alice.hand)
    game.resolve_stack()
    assert bob.life == 19
    assert len(alice.hand) == in_hand + 2
    assert alice.life == 40


def test_counters_for_each(new_game: NewGame) -> None:
    """107.1b, 122.6: "Put a +1/+1 counter on target creature for each Forest you
    control" puts X counters, X counted as it resolves; none when X is 0."""
    growth = sorcery(
        "Grove Blessing",
        "Put a +1/+1 counter on target creature for each Forest you control.",
        'targets = ["target creature"]\n'
        'effects = [{ counters = "+1/+1", amount = "X", on = "target", '
        'x = "the number of Forests you control" }]\n',
    )
    game = new_game(cards=[*CARDS, growth])
    game.begin_at(game.players[0], Step.MAIN1)
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Grove Blessing", alice, "hand"), target=bears)
    game.resolve_stack()
    assert "+1/+1" not in bears.counters
    for _ in range(2):
        game.add_card("Forest", alice)
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Grove Blessing", alice, "hand"), target=bears)
    game.resolve_stack()
    assert bears.counters["+1/+1"] == 2 and bears.power == 4


def test_power_of_the_source_as_it_last_existed_and_of_the_target(new_game: NewGame) -> None:
    """608.2h, 208.1: "{R}, Sacrifice this creature: It deals damage equal to its power
    to target creature" counts its power as it last existed (sacrificed as a cost);
    "Target creature gets +X/+0 ..., where X is its power" counts the target's."""
    elemental = load_card_text(
        'name = "Cinder Elemental"\nmana_cost = "{2}{R}"\ntypes = ["Creature"]\n'
        "power = 3\ntoughness = 1\n"
        'oracle = "{R}, Sacrifice Cinder Elemental: It deals damage equal to its power to '
        'target creature."\n[[abilities]]\ncost = "{R}, Sacrifice Cinder Elemental"\n'
        'targets = ["target creature"]\n'
        'effects = [{ damage = "X", to = "target", x = "this creature\'s power" }]\n'
    )
    frenzy = sorcery(
        "Double Fury",
        "Target creature gets +X/+0 until end of turn, where X is its power.",
        'targets = ["target creature"]\n'
        'effects = [{ gets = "+X/+0", on = "target", x = "the target\'s power" }]\n',
        cost="{R}",
    )
    game = new_game(cards=[*CARDS, elemental, frenzy])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    cinder = game.add_card("Cinder Elemental", alice)
    wall = game.add_card("Wall of Stone", bob)
    game.add_mana(alice, "{R}")
    game.activate(cinder, 0, target=wall)
    game.resolve_stack()
    assert wall.damage == 3 and cinder.zone is None
    bears = game.add_card("Grizzly Bears", alice)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Double Fury", alice, "hand"), target=bears)
    game.resolve_stack()
    assert bears.power == 4
    with pytest.raises(CardFileError, match="own power is none"):
        sorcery(
            "Bad Fury",
            "Draw X cards, where X is this spell's power.",
            'effects = [{ draw = "X", x = "this creature\'s power" }]\n',
        )


def test_domain_counters_greatest_power_and_mana_value(new_game: NewGame) -> None:
    """305.6: domain counts basic land types, not lands (two Forests are one type);
    122.1: counters of a kind on the source; the greatest power among a group (0 for
    none); 202.3: the target's mana value, as it last existed once it left (608.2h);
    "Create X tokens" creates none for 0 (107.3)."""
    tribal = sorcery(
        "Tribal Chant",
        "Domain \u2014 You gain 1 life for each basic land type among lands you control.",
        'effects = [{ gain_life = "X", x = "the number of basic land types among lands you '
        'control" }]\n',
    )
    pages = load_card_text(
        'name = "Page Codex"\nmana_cost = "{3}"\ntypes = ["Artifact"]\n'
        'oracle = "{T}: Draw X cards, where X is the number of page counters on Page Codex."\n'
        '[[abilities]]\ncost = "{T}"\n'
        'effects = [{ draw = "X", x = "the number of page counters on this" }]\n'
    )
    titan = sorcery(
        "Titan's Toll",
        "You gain X life, where X is the greatest power among creatures you control.",
        'effects = [{ gain_life = "X", x = "the greatest power among creatures you control" }]\n',
    )
    spores = sorcery(
        "Spore Recall",
        "Return target creature to its owner's hand. Create X 1/1 green Saproling creature "
        "tokens, where X is that creature's mana value.",
        'targets = ["target creature"]\neffects = [{ return_to_hand = "target" },\n'
        '  { create = "Saproling Token", count = "X", x = "the target\'s mana value" }]\n'
        '[[tokens]]\nname = "Saproling Token"\ncolors = ["green"]\ntypes = ["Creature"]\n'
        'subtypes = ["Saproling"]\npower = 1\ntoughness = 1\n',
    )
    game = new_game(cards=[*CARDS, tribal, pages, titan, spores])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    for land in ("Forest", "Forest", "Island"):
        game.add_card(land, alice)
    game.add_card("Swamp", bob)
    game.add_mana(alice, "{1}{G}{1}{G}{1}{G}{1}{G}")
    game.cast(game.add_card("Titan's Toll", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 20
    game.cast(game.add_card("Tribal Chant", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 22
    codex = game.add_card("Page Codex", alice, counters={"page": 3})
    in_hand = len(alice.hand)
    game.activate(codex, 0)
    game.resolve_stack()
    assert len(alice.hand) == in_hand + 3
    giant = game.add_card("Colossal Dreadmaw", bob)
    game.add_card("Grizzly Bears", alice)
    game.cast(game.add_card("Titan's Toll", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 24
    game.cast(game.add_card("Spore Recall", alice, "hand"), target=giant)
    game.resolve_stack()
    saprolings = [p for p in game.battlefield if p.name == "Saproling Token"]
    assert len(saprolings) == 6 and all(p.controller is alice for p in saprolings)
    assert [c.name for c in bob.hand][-1] == "Colossal Dreadmaw"


def test_card_types_among_cards_in_your_graveyard(new_game: NewGame) -> None:
    """205.2a, delirium (207.2c): each card type counts once, an artifact creature card
    for two; another player's graveyard doesn't count."""
    omen = sorcery(
        "Grave Omen",
        "You gain X life, where X is the number of card types among cards in your graveyard.",
        'effects = [{ gain_life = "X", x = "the number of card types among cards in your '
        'graveyard" }]\n',
    )
    golem = load_card_text(
        'name = "Tin Golem"\nmana_cost = "{3}"\ntypes = ["Artifact", "Creature"]\n'
        'power = 2\ntoughness = 2\noracle = ""\n'
    )
    game = new_game(cards=[*CARDS, omen, golem])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    for name in ("Tin Golem", "Grizzly Bears", "Forest"):
        game.add_card(name, alice, "graveyard")
    game.add_card("Lightning Bolt", bob, "graveyard")
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Grave Omen", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 23


def test_twice_a_count_and_a_number_plus_a_count(new_game: NewGame) -> None:
    """107.1: "You gain 2 life for each creature you control" is twice the count; "X is
    3 plus the number of artifacts you control" adds 3 to it."""
    tithe = sorcery(
        "Flock Tithe",
        "You gain 2 life for each creature you control.",
        'effects = [{ gain_life = "X", x = "twice the number of creatures you control" }]\n',
        cost="{W}",
    )
    sparks = sorcery(
        "Shop Sparks",
        "Shop Sparks deals X damage to target player, where X is 3 plus the number of "
        "artifacts you control.",
        'targets = ["target player"]\n'
        'effects = [{ damage = "X", to = "target", x = "3 plus the number of artifacts you '
        'control" }]\n',
        cost="{R}",
    )
    game = new_game(cards=[tithe, sparks])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    for name in ("Grizzly Bears", "Grizzly Bears", "Darksteel Myr"):
        game.add_card(name, alice, "battlefield")
    game.add_mana(alice, "{W}{R}")
    game.cast(game.add_card("Flock Tithe", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 20 + 2 * 3
    game.cast(game.add_card("Shop Sparks", alice, "hand"), targets=[bob])
    game.resolve_stack()
    assert bob.life == 20 - (3 + 1)


def test_cards_in_your_library(new_game: NewGame) -> None:
    """401.1: "You gain life equal to the number of cards in your library": Alice's
    library alone (Bob's is larger and doesn't count)."""
    gauge = sorcery(
        "Library Gauge",
        "You gain life equal to the number of cards in your library.",
        'effects = [{ gain_life = "X", x = "the number of cards in your library" }]\n',
        cost="{G}",
    )
    game = new_game(cards=[gauge], library=4)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Plains", bob, "library")
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Library Gauge", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 20 + len(alice.library) == 24
