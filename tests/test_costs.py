"""Costs (118, 601.2f-h, 602.2b) of activated abilities: X, life, sacrificing another
permanent, tapping an untapped creature, removing counters. Each is paid whole, with the
payer's choices, or refused with nothing paid (118.3)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardFileError,
    Choice,
    ChoiceKind,
    CostPaid,
    FirstOptionChooser,
    Game,
    GameObject,
    IllegalActionError,
    ScriptedChooser,
    Step,
    game_state,
    load_card_text,
)

NewGame = Callable[..., Game]

BEARS = "Grizzly Bears"

ENGINE = load_card_text(
    """
name = "Cost Engine"
types = ["Artifact"]
oracle = '''
{X}, Pay 2 life: Draw X cards.
Sacrifice a creature: You gain 3 life.
Tap an untapped creature you control: Scry 1.
Remove two charge counters from this artifact: Draw a card.'''

[[abilities]]
cost = "{X}, Pay 2 life"

[[abilities]]
cost = "Sacrifice a creature"
effects = [{ gain_life = 3 }]

[[abilities]]
cost = "Tap an untapped creature you control"
effects = [{ scry = 1 }]

[[abilities]]
cost = "Remove two charge counters from this artifact"
effects = [{ draw = 1 }]
"""
)


def engine_game(new_game: NewGame, chooser: ScriptedChooser | None = None) -> Game:
    game = new_game(cards=[ENGINE], chooser=chooser)
    alice = game.players[0]
    game.add_card("Cost Engine", alice)
    game.begin_at(alice, Step.MAIN1)
    return game


def engine(game: Game) -> GameObject:
    return game.permanents("Cost Engine")[0]


def test_x_and_life_are_paid_together(new_game: NewGame) -> None:
    """107.3, 119.4: X = 2 takes {2}; the 2 life is paid as the ability is activated."""
    game = engine_game(new_game)
    alice = game.players[0]
    game.add_mana(alice, "{2}")
    ability = game.activate(engine(game), 0, x=2)
    assert ability.x == 2 and alice.life == 18 and alice.mana_pool.total == 0
    assert game.log.events(CostPaid) == []  # the activation's own event says what was paid
    assert "paying {2}, Pay 2 life" in game.log.text()


def test_life_that_cant_be_paid_is_refused(new_game: NewGame) -> None:
    """119.4: a player can pay life only if their life total is at least that much."""
    game = new_game(cards=[ENGINE], starting_life=1)
    alice = game.players[0]
    game.add_card("Cost Engine", alice)
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 119\.4"):
        game.activate(engine(game), 0, x=0)
    assert game_state(game) == before


def test_sacrificing_a_creature_is_the_payers_choice(new_game: NewGame) -> None:
    """701.21a, 118.3: the creature is chosen and sacrificed as the cost is paid."""
    game = engine_game(new_game, ScriptedChooser({"sacrifice": ["Llanowar Elves"]}))
    alice = game.players[0]
    game.add_card(BEARS, alice)
    elves = game.add_card("Llanowar Elves", alice)
    game.activate(engine(game), 1)
    assert elves.zone is None and len(game.permanents(BEARS)) == 1
    game.resolve_stack()
    assert alice.life == 23


def test_no_creature_to_sacrifice_is_refused(new_game: NewGame) -> None:
    game = engine_game(new_game)
    game.add_card(BEARS, game.players[1])  # not Alice's to sacrifice
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 118\.3: Alice has no creature left"):
        game.activate(engine(game), 1)
    assert game_state(game) == before


def test_tapping_an_untapped_creature_ignores_summoning_sickness(new_game: NewGame) -> None:
    """302.6 restricts only {T} and {Q} in a creature's own costs: tapping a new creature
    to pay another permanent's cost is allowed; a tapped one can't pay (118.3)."""
    game = engine_game(new_game)
    alice = game.players[0]
    bears = game.add_card(BEARS, alice, summoning_sick=True)
    game.activate(engine(game), 2)
    assert bears.tapped
    game.resolve_stack()
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"no untapped creature you control left"):
        game.activate(engine(game), 2)
    assert game_state(game) == before


def test_counters_are_removed_to_pay(new_game: NewGame) -> None:
    """122.8: two charge counters removed; with one, the cost can't be paid."""
    game = engine_game(new_game)
    alice = game.players[0]
    permanent = engine(game)
    game.add_counters(permanent, "charge", 3)
    game.activate(permanent, 3)
    assert permanent.counters == {"charge": 1}
    game.resolve_stack()
    assert len(alice.hand) == 1
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 118\.3: .* fewer than 2 charge"):
        game.activate(permanent, 3)
    assert game_state(game) == before


def test_a_sacrificed_source_is_gone_before_the_ability_resolves(new_game: NewGame) -> None:
    """602.2, 113.7a: a Food sacrificed to pay its cost leaves at once; its ability still
    resolves."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    [food] = game.create_token("Food Token", alice)
    game.add_mana(alice, "{2}")
    game.activate(food)
    assert food.zone is None and game.permanents("Food Token") == []
    assert game.stack and alice.life == 20
    game.resolve_stack()
    assert alice.life == 23
    assert game.follow(food) is None  # a token in the graveyard ceased to exist (704.5d)
    assert alice.graveyard == ()


def test_tap_an_untapped_creature_may_tap_the_source_itself(new_game: NewGame) -> None:
    """602.2b, 601.2h: with no {T} in its cost, "Tap an untapped Merfolk you control"
    can be paid by tapping the creature whose ability it is, even a new one (302.6
    concerns {T} and {Q} only)."""
    drowner = load_card_text(
        'name = "Drowner of Secrets"\nmana_cost = "{2}{U}"\ntypes = ["Creature"]\n'
        'subtypes = ["Merfolk", "Wizard"]\npower = 1\ntoughness = 3\n'
        'oracle = "Tap an untapped Merfolk you control: Target player mills a card."\n'
        '[[abilities]]\ncost = "Tap an untapped Merfolk you control"\n'
        'targets = ["target player"]\neffects = [{ mill = 1, player = "target" }]\n'
    )
    game = new_game(cards=[drowner])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    merfolk = game.add_card("Drowner of Secrets", alice, summoning_sick=True)
    game.activate(merfolk, target=bob)
    game.resolve_stack()
    assert merfolk.tapped and len(bob.graveyard) == 1


def test_a_cost_may_name_the_card_itself(new_game: NewGame) -> None:
    """201.4b: older Oracle texts name the card for "this": "{1}, Sacrifice Ember Pod"
    is sacrificing the source (701.21a), and "Remove a charge counter from Ember Pod"
    removes one from it (122.8); another card's name is not the card."""
    pod = load_card_text(
        """
name = "Ember Pod"
types = ["Artifact"]
oracle = '''
{1}, Sacrifice Ember Pod: You gain 2 life.
Remove a charge counter from Ember Pod: You gain 1 life.'''

[[abilities]]
cost = "{1}, Sacrifice Ember Pod"
effects = [{ gain_life = 2 }]

[[abilities]]
cost = "Remove a charge counter from Ember Pod"
effects = [{ gain_life = 1 }]
"""
    )
    sacrifice, remove = pod.front.activated_abilities
    assert sacrifice.cost.sacrifice_self and remove.cost.remove_counters == (("charge", 1),)
    game = new_game(cards=[pod])
    alice = game.players[0]
    permanent = game.add_card("Ember Pod", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_counters(permanent, "charge", 1)
    game.activate(permanent, 1)
    game.resolve_stack()
    game.add_mana(alice, "{1}")
    game.activate(permanent, 0)
    game.resolve_stack()
    assert alice.life == 23 and [c.name for c in alice.graveyard] == ["Ember Pod"]
    with pytest.raises(CardFileError, match="Sacrifice Other Pod"):
        load_card_text(
            """
name = "Ember Pod"
types = ["Artifact"]
oracle = "{1}, Sacrifice Other Pod: You gain 2 life."

[[abilities]]
cost = "{1}, Sacrifice Other Pod"
effects = [{ gain_life = 2 }]
"""
        )


DOUBLE_SAC = load_card_text(
    'name = "Double Sac"\nmana_cost = "{1}{B}"\ntypes = ["Creature"]\npower = 2\ntoughness = 2\n'
    'oracle = "Sacrifice this creature, Sacrifice a creature: You gain 5 life."\n'
    '[[abilities]]\ncost = "Sacrifice this creature, Sacrifice a creature"\n'
    "effects = [{ gain_life = 5 }]\n"
)
DOUBLE_EXILE = load_card_text(
    'name = "Double Exile"\nmana_cost = "{1}{B}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "Exile this card from your graveyard, Exile a creature card '
    'from your graveyard: You gain 5 life."\n[[abilities]]\n'
    'cost = "Exile this card from your graveyard, Exile a creature card from your graveyard"\n'
    'effects = [{ gain_life = 5 }]\nrestrictions = ["from your graveyard"]\n'
)


@pytest.mark.parametrize(
    ("name", "zone"), [("Double Sac", "battlefield"), ("Double Exile", "graveyard")]
)
def test_one_object_pays_one_part_of_a_cost(new_game: NewGame, name: str, zone: str) -> None:
    """118.3, 601.2h: the card sacrificed (or exiled) as "this" can't also be "a creature"
    of the same cost: alone, the ability isn't among the legal actions and is refused
    with nothing paid; with Grizzly Bears beside it, the Bears pay the other part."""
    game = new_game(cards=[DOUBLE_SAC, DOUBLE_EXILE])
    alice = game.players[0]
    source = game.add_card(name, alice, zone)
    game.begin_at(alice, Step.MAIN1)
    assert [a.name for a in game.legal_actions()] == ["pass"]
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"118\.3"):
        game.activate(source, 0)
    assert game_state(game) == before
    bears = game.add_card("Grizzly Bears", alice, zone)
    assert len(game.legal_actions()) == 2
    game.activate(source, 0)
    game.resolve_stack()
    assert alice.life == 25 and source.zone is None and bears.zone is None


TAP_THEN_SACRIFICE = load_card_text(
    'name = "Tap Altar"\ntypes = ["Artifact"]\n'
    'oracle = "Tap an untapped creature you control, Sacrifice a creature: You gain 3 life."\n'
    '[[abilities]]\ncost = "Tap an untapped creature you control, Sacrifice a creature"\n'
    "effects = [{ gain_life = 3 }]\n"
)


def test_one_creature_tapped_then_sacrificed_pays_both_parts(new_game: NewGame) -> None:
    """601.2h: paid in any order, so tapping Grizzly Bears then sacrificing them pays
    both parts: the ability is listed and activated with the Bears alone."""
    game = new_game(cards=[TAP_THEN_SACRIFICE])
    alice = game.players[0]
    altar = game.add_card("Tap Altar", alice)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.MAIN1)
    assert [a.name.split(":")[0] for a in game.legal_actions()] == ["pass", "activate Tap Altar"]
    game.activate(altar, 0)
    game.resolve_stack()
    assert alice.life == 23 and bears.zone is None
    assert [c.name for c in alice.graveyard] == ["Grizzly Bears"]


TITHE = load_card_text(
    'name = "Blood Tithe"\nmana_cost = "{W/P}"\ntypes = ["Sorcery"]\n'
    'oracle = "As an additional cost to cast this spell, pay 2 life.\\nYou gain 1 life."\n'
    '[spell]\nadditional_cost = "Pay 2 life"\neffects = [{ gain_life = 1 }]\n'
)


def test_a_phyrexian_choice_counts_the_life_the_rest_of_the_cost_pays(
    new_game: NewGame,
) -> None:
    """119.4, 601.2b, 601.2h: at 3 life with {W}, the spell's {W/P} and its "pay 2 life"
    can be paid only with the {W}: paying the symbol with 2 life would make 4 life in
    all, so that way isn't offered (the one way left is taken without asking), and the
    spell is cast for {W} and 2 life."""
    offered: list[list[str]] = []

    class Watching(FirstOptionChooser):
        def choose(self, choice: Choice) -> object:
            if choice.kind is ChoiceKind.PHYREXIAN:
                offered.append([str(o) for o in choice.options])
                return choice.options[-1]
            return super().choose(choice)

    game = new_game(cards=[TITHE], chooser=Watching(), starting_life=3)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}")
    game.cast(game.add_card("Blood Tithe", alice, "hand"))
    assert not any("life" in option for options in offered for option in options)
    assert alice.life == 1 and alice.mana_pool.total == 0


TWO_RITES = load_card_text(
    'name = "Two Rites"\nmana_cost = "{B}"\ntypes = ["Sorcery"]\noracle = "As an additional '
    'cost to cast this spell, sacrifice an artifact and sacrifice a creature.\\nDraw a card."\n'
    '[spell]\nadditional_cost = "Sacrifice an artifact, Sacrifice a creature"\n'
    "effects = [{ draw = 1 }]\n"
)


def test_no_choice_of_a_cost_leaves_the_rest_of_it_unpayable(new_game: NewGame) -> None:
    """601.2h, 118.3: the total cost is paid in any order, so what is offered for one part
    is only what leaves the rest payable. "Sacrifice an artifact, Sacrifice a creature"
    with Darksteel Myr (an artifact creature) and Sol Ring: the artifact offered is Sol
    Ring alone, the Myr being the only creature; the spell is listed and cast with the
    first options (it was neither, the Myr coming first). With the Myr alone, it is
    neither listed nor cast, nothing paid."""
    game = new_game(cards=[TWO_RITES], chooser=FirstOptionChooser())
    alice = game.players[0]
    rites = game.add_card("Two Rites", alice, "hand")
    myr = game.add_card("Darksteel Myr", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    assert [a.name for a in game.legal_actions()] == ["pass"]
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"118\.3.*still pay the rest of the cost"):
        game.cast(rites)  # the Myr is an artifact: what is missing is another object
    assert game_state(game) == before
    ring = game.add_card("Sol Ring", alice)
    assert any(a.name == "cast Two Rites" for a in game.legal_actions())
    asked: list[Choice] = []

    class Recording(FirstOptionChooser):
        def choose(self, choice: Choice) -> object:
            asked.append(choice)
            return super().choose(choice)

    game.chooser = Recording()
    game.cast(rites)
    assert [c.options for c in asked if c.kind is ChoiceKind.SACRIFICE] == []  # one offered each
    assert [c.name for c in alice.graveyard] == ["Sol Ring", "Darksteel Myr"]
    assert ring.zone is None and myr.zone is None


RANDOM_DISCARD = load_card_text(
    'name = "Random Press"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
    'oracle = "Discard a card at random, Discard a creature card: You gain 1 life."\n'
    '[[abilities]]\ncost = "Discard a card at random, Discard a creature card"\n'
    "effects = [{ gain_life = 1 }]\n"
)


def test_a_card_discarded_at_random_is_drawn_after_the_rest_of_the_cost_is_chosen(
    new_game: NewGame,
) -> None:
    """601.2h: costs that don't involve random elements are paid first: with Grizzly
    Bears, Test Bird and a Plains in hand, Alice chooses which creature card to discard
    among both (nothing drawn yet), then one of the two cards left goes at random (701.9b).
    Whichever she chose, the other creature goes only if the random draw takes it."""
    kept_other = 0
    for seed in range(12):
        chooser = ScriptedChooser({}, fallback=FirstOptionChooser())
        game = new_game(cards=[RANDOM_DISCARD], chooser=chooser, seed=seed)
        alice = game.players[0]
        press = game.add_card("Random Press", alice)
        for name in (BEARS, "Test Bird", "Plains"):
            game.add_card(name, alice, "hand")
        game.begin_at(alice, Step.MAIN1)
        game.activate(press, 0)
        (asked,) = [c for c in chooser.asked if c.kind is ChoiceKind.DISCARD]
        assert [o.name for o in asked.options] == [BEARS, "Test Bird"]
        assert len(alice.hand) == 1 and alice.hand[0].name in ("Test Bird", "Plains")
        kept_other += alice.hand[0].name == "Test Bird"
    assert 0 < kept_other < 12  # the draw among the Bird and the Plains, each now and then


def test_a_cost_asking_objects_in_more_parts_than_printed_cards_do_is_refused() -> None:
    """A card file whose cost asks objects to be chosen in nine parts is refused as it
    loads, naming the key and the bound: paying a cost offers each choice only what
    leaves all the others payable, so a hostile one can't make that cost a game."""
    parts = ", ".join(f"Sacrifice a non-{kind} creature" for kind in MANY_KINDS)
    with pytest.raises(CardFileError, match=r"9 parts ask objects to be chosen.*at most 8"):
        load_card_text(
            f'name = "Many Altars"\ntypes = ["Artifact"]\noracle = "{parts}: Draw a card."\n'
            f'[[abilities]]\ncost = "{parts}"\neffects = [{{ draw = 1 }}]\n'
        )


@pytest.mark.parametrize(
    "cost",
    [
        "Tap an untapped creature you control, Sacrifice an untapped creature",
        "Tap an untapped creature you control, Sacrifice a tapped creature",
        "{T}, Sacrifice an untapped creature",
        "{Q}, Return a tapped creature you control to its owner's hand",
    ],
)
def test_a_cost_whose_order_decides_what_pays_it_is_refused(cost: str) -> None:
    """601.2h: tapping (or untapping) and sacrificing or returning by whether a permanent
    is tapped, the order the cost is paid in decides whether one creature pays both
    (tapped, then sacrificed as a tapped creature; never sacrificed as an untapped one
    once tapped): such a card file is refused as it loads, naming the rule, rather than
    paid in an order the rules don't allow."""
    with pytest.raises(CardFileError, match=r"abilities\[0\]\.cost.*601\.2h.*not supported"):
        load_card_text(
            f'name = "Odd Altar"\ntypes = ["Artifact"]\noracle = "{cost}: Draw a card."\n'
            f'[[abilities]]\ncost = "{cost}"\neffects = [{{ draw = 1 }}]\n'
        )


MANY_KINDS = ("Elf", "Goblin", "Wizard", "Zombie", "Soldier", "Bird", "Cat", "Dog", "Rat")
