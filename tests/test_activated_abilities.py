"""Activated abilities (602) and mana abilities with costs beyond {T} (605): Prodigal
Pyromancer, Kiora's Follower, Thraben Inspector's Clue, Food, Cabal Coffers and Sol Ring;
costs that can't be paid leave the game unchanged (118.3), restrictions (602.5), and the
ability on the stack, answered in turn (117.7, 608.2)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    AbilityActivated,
    CardDefinition,
    CardFileError,
    CardhostError,
    Game,
    IllegalActionError,
    ManaAmount,
    ManaType,
    StackAbility,
    Step,
    Zone,
    game_state,
    load_card_text,
)
from cardhost.loading.paragraphs import unclaimed

NewGame = Callable[..., Game]

BEARS = "Grizzly Bears"


def alice_main(game: Game) -> None:
    game.begin_at(game.players[0], Step.MAIN1)


# --------------------------------------------------------------------------- Pyromancer


def test_pyromancer_pings_any_target_through_the_stack(new_game: NewGame) -> None:
    """602.2: the ability goes on the stack, its {T} paid; it resolves when all pass."""
    game = new_game()
    alice, bob = game.players
    pyromancer = game.add_card("Prodigal Pyromancer", alice)
    alice_main(game)
    ability = game.activate(pyromancer, target=bob)
    assert isinstance(ability, StackAbility) and game.stack == (ability,)
    assert pyromancer.tapped and bob.life == 20
    [activated] = game.log.events(AbilityActivated)
    assert activated.cost == "{T}"
    game.resolve_stack()
    assert bob.life == 19


def test_a_summoning_sick_pyromancer_cant_tap(new_game: NewGame) -> None:
    """302.6, 602.5a: {T} of a creature not controlled since its controller's turn began."""
    game = new_game()
    alice, bob = game.players
    alice_main(game)
    pyromancer = game.add_card("Prodigal Pyromancer", alice, summoning_sick=True)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 302\.6"):
        game.activate(pyromancer, target=bob)
    assert game_state(game) == before


def test_the_ping_resolves_after_the_pyromancer_left(new_game: NewGame) -> None:
    """113.7a: once activated, the ability exists on its own: the Pyromancer destroyed
    in response still deals the damage, as it last existed (608.2h)."""
    game = new_game()
    alice, bob = game.players
    pyromancer = game.add_card("Prodigal Pyromancer", alice)
    bolt = game.add_card("Lightning Bolt", bob, "hand")
    alice_main(game)
    game.add_mana(bob, "{R}")
    game.activate(pyromancer, target=bob)
    game.pass_priority()
    game.cast(bolt, target=pyromancer)
    game.resolve_top()  # the Bolt: the Pyromancer dies (704.5g)
    assert pyromancer.zone is None
    game.resolve_top()
    assert bob.life == 19


def test_the_pings_target_chosen_by_the_chooser(new_game: NewGame) -> None:
    """602.2b, 601.2c: without a named target, its controller chooses among the legal
    ones: creatures and players."""
    game = new_game(choices={"target": ["Bob"]})
    alice, bob = game.players
    pyromancer = game.add_card("Prodigal Pyromancer", alice)
    alice_main(game)
    ability = game.activate(pyromancer)
    assert ability.targets == (bob,)


def test_a_wrong_number_of_targets_is_refused(new_game: NewGame) -> None:
    game = new_game()
    alice, bob = game.players
    pyromancer = game.add_card("Prodigal Pyromancer", alice)
    alice_main(game)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 602\.2b: .* has 1 target\(s\); 2"):
        game.activate(pyromancer, targets=[bob, alice])
    with pytest.raises(IllegalActionError, match=r"rule 602\.1: .* no activated ability"):
        game.activate(pyromancer, 1)
    assert game_state(game) == before


# --------------------------------------------------------------------------- Kiora's Follower


def test_kioras_follower_untaps_another_permanent(new_game: NewGame) -> None:
    """701.26b: untap another target permanent."""
    game = new_game()
    alice = game.players[0]
    follower = game.add_card("Kiora's Follower", alice)
    forest = game.add_card("Forest", alice, tapped=True)
    alice_main(game)
    game.activate(follower, target=forest)
    game.resolve_stack()
    assert not forest.tapped and follower.tapped


def test_kioras_follower_cant_target_itself(new_game: NewGame) -> None:
    """109.5 "another": the Follower isn't among its own legal targets."""
    game = new_game()
    alice = game.players[0]
    follower = game.add_card("Kiora's Follower", alice)
    alice_main(game)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 602\.2b"):
        game.activate(follower, target=follower)
    with pytest.raises(IllegalActionError, match=r"no legal choice for another target"):
        game.activate(follower)
    assert game_state(game) == before


# --------------------------------------------------------------------------- Clue, Food


def test_thraben_inspector_investigates_as_it_enters(new_game: NewGame) -> None:
    """603.6a, 701.16a: when it enters, its controller creates a Clue."""
    game = new_game()
    alice = game.players[0]
    inspector = game.add_card("Thraben Inspector", alice, "hand")
    alice_main(game)
    game.add_mana(alice, "{W}")
    game.cast(inspector)
    game.resolve_stack()
    [clue] = game.permanents("Clue Token")
    assert clue.controller is alice and clue.is_token and clue.is_type("Artifact")


def test_a_clue_is_sacrificed_to_draw_a_card(new_game: NewGame) -> None:
    """111.10f: "{2}, Sacrifice this token: Draw a card." The token goes as the cost is
    paid (601.2h); the draw happens as the ability resolves."""
    game = new_game()
    alice = game.players[0]
    alice_main(game)
    clue = game.investigate(alice)
    game.add_mana(alice, "{2}")
    game.activate(clue)
    assert game.permanents("Clue Token") == [] and alice.hand == ()
    game.resolve_stack()
    assert len(alice.hand) == 1


def test_a_clue_without_the_mana_is_refused_and_kept(new_game: NewGame) -> None:
    """118.3, 601.2h: {2} can't be paid from {G}; nothing is paid, not even the sacrifice."""
    game = new_game()
    alice = game.players[0]
    alice_main(game)
    clue = game.investigate(alice)
    game.add_mana(alice, "{G}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 601\.2h"):
        game.activate(clue)
    assert game_state(game) == before and clue.zone is Zone.BATTLEFIELD


def test_food_gains_three_life(new_game: NewGame) -> None:
    """111.10b: "{2}, {T}, Sacrifice this token: You gain 3 life."."""
    game = new_game()
    alice = game.players[0]
    alice_main(game)
    [food] = game.create_token("Food Token", alice)
    game.add_mana(alice, "{2}")
    game.activate(food)
    game.resolve_stack()
    assert alice.life == 23


# --------------------------------------------------------------------------- mana


def test_cabal_coffers_adds_black_for_each_swamp_you_control(new_game: NewGame) -> None:
    """107.1b: the number is counted as the ability resolves; an opponent's Swamps don't
    count."""
    game = new_game()
    alice, bob = game.players
    coffers = game.add_card("Cabal Coffers", alice)
    for _ in range(3):
        game.add_card("Swamp", alice)
    game.add_card("Swamp", bob)
    alice_main(game)
    assert game.could_produce(coffers) == {ManaType.B}
    game.add_mana(alice, "{2}")
    assert game.activate_mana_ability(coffers) == ManaAmount(b=3)
    assert alice.mana_pool.mana == ManaAmount(b=3) and coffers.tapped


def test_cabal_coffers_without_swamps_produces_nothing(new_game: NewGame) -> None:
    """106.7: with no Swamp it could produce no mana; it still resolves, its cost paid."""
    game = new_game()
    alice = game.players[0]
    coffers = game.add_card("Cabal Coffers", alice)
    alice_main(game)
    assert game.could_produce(coffers) == frozenset()
    game.add_mana(alice, "{2}")
    assert game.activate_mana_ability(coffers) == ManaAmount()
    assert alice.mana_pool.total == 0


def test_sol_ring_adds_two_colorless(new_game: NewGame) -> None:
    """Sol Ring is tapped for mana (106.12): Mana Reflection doubles it (106.12b)."""
    game = new_game()
    alice = game.players[0]
    ring = game.add_card("Sol Ring", alice)
    game.add_card("Mana Reflection", alice)
    alice_main(game)
    assert game.activate_mana_ability(ring) == ManaAmount(c=4)


def test_a_mana_ability_adding_one_of_several(new_game: NewGame) -> None:
    """605.3b: "{T}: Add {W}, {B}, or {G}." is one mana ability, its controller choosing
    the mana as it resolves; it could produce each of them (106.7)."""
    banner = load_card_text(
        'name = "Tri Banner"\nmana_cost = "{3}"\ntypes = ["Artifact"]\n'
        'oracle = "{T}: Add {W}, {B}, or {G}."\n'
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{W}, {B}, or {G}"\n'
    )
    game = new_game(cards=[banner], choices={"mana": ["{B}"]})
    alice = game.players[0]
    tri = game.add_card("Tri Banner", alice)
    alice_main(game)
    assert len(tri.mana_abilities) == 1
    assert game.could_produce(tri) == {ManaType.W, ManaType.B, ManaType.G}
    assert game.activate_mana_ability(tri) == ManaAmount(b=1)
    with pytest.raises(CardFileError, match="each choice of mana is different"):
        load_card_text(
            'name = "Bad Banner"\nmana_cost = "{3}"\ntypes = ["Artifact"]\n'
            'oracle = "{T}: Add {W} or {W}."\n'
            '[[mana_abilities]]\ncost = "{T}"\nadd = "{W} or {W}"\n'
        )


# --------------------------------------------------------------------------- restrictions


RESTRICTED = load_card_text(
    'name = "Drill Sergeant"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
    'oracle = """\n{1}: You gain 1 life. Activate only as a sorcery.\n'
    '{2}: You gain 2 life. Activate only once each turn."""\n'
    '[[abilities]]\ncost = "{1}"\neffects = [{ gain_life = 1 }]\n'
    'restrictions = ["as a sorcery"]\n'
    '[[abilities]]\ncost = "{2}"\neffects = [{ gain_life = 2 }]\n'
    'restrictions = ["once each turn"]\n'
)


def test_activate_only_as_a_sorcery(new_game: NewGame) -> None:
    """602.5d: only in its controller's main phase, with an empty stack."""
    game = new_game(cards=[RESTRICTED])
    alice = game.players[0]
    sergeant = game.add_card("Drill Sergeant", alice)
    alice_main(game)
    game.add_mana(alice, "{3}")
    game.activate(sergeant, 0)
    with pytest.raises(IllegalActionError, match=r"rule 602\.5d: .*while the stack is empty"):
        game.activate(sergeant, 0)
    game.resolve_stack()
    game.activate(sergeant, 0)
    game.resolve_stack()
    assert alice.life == 22


def test_activate_only_once_each_turn(new_game: NewGame) -> None:
    """602.5b: once this turn; again next turn."""
    game = new_game(cards=[RESTRICTED])
    alice, bob = game.players
    sergeant = game.add_card("Drill Sergeant", alice)
    game.start(alice)
    game.advance_to(Step.MAIN1)
    game.add_mana(alice, "{4}")
    game.activate(sergeant, 1)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 602\.5b"):
        game.activate(sergeant, 1)
    assert game_state(game) == before
    game.advance_to(Step.MAIN1, bob)
    game.advance_to(Step.MAIN1, alice)  # Alice's next turn
    game.add_mana(alice, "{2}")
    game.activate(sergeant, 1)
    game.resolve_stack()
    assert alice.life == 24
    assert bob.life == 20


def _granting(name: str) -> CardDefinition:
    """An Aura whose enchanted creature has a once-each-turn ability."""
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{W}}"\ntypes = ["Enchantment"]\nsubtypes = ["Aura"]\n'
        'enchant = "creature"\noracle = """Enchant creature\nEnchanted creature has '
        '"{0}: You gain 1 life. Activate only once each turn.\\""""\n'
        '[[statics]]\naffects = "enchanted creature"\n[[statics.abilities]]\n'
        'cost = "{0}"\neffects = [{ gain_life = 1 }]\nrestrictions = ["once each turn"]\n'
    )


def test_once_each_turn_counts_each_granted_ability_as_itself(new_game: NewGame) -> None:
    """602.5b-c: two Auras each give the Bears "{0}: You gain 1 life. Activate only once
    each turn."; each given ability once. Aura A's activated, then A destroyed: B's,
    numbered 0 now, was never activated and may be, once; A's use isn't B's."""
    game = new_game(cards=[_granting("Aura A"), _granting("Aura B")])
    alice = game.players[0]
    bears = game.add_card("Grizzly Bears", alice)
    first = game.add_card("Aura A", alice, attached_to=bears)
    game.add_card("Aura B", alice, attached_to=bears)
    game.begin_at(alice, Step.MAIN1)
    game.activate(bears, 0)
    game.resolve_stack()
    game.destroy(first)
    assert len(bears.activated_abilities) == 1
    game.activate(bears, 0)
    game.resolve_stack()
    with pytest.raises(IllegalActionError, match=r"rule 602\.5b"):
        game.activate(bears, 0)
    assert alice.life == 22


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ('cost = "{T}"\ntargets = ["target wombat"]', "'wombat' in 'wombat' is not a card type"),
        ('cost = "{T}"\neffects = [{ draw = 1, zap = 2 }]', "effects[0].zap: unknown key"),
        ('cost = "{T}"\neffects = [{ counter = "target" }]', "'target' names the one target"),
        ('cost = "{V}"', "{V} is not a mana symbol"),
        ('cost = "{T}"\nrestrictions = ["twice a day"]', "expected one of 'as a sorcery'"),
        ('cost = "{1}"', "no paragraph of the Oracle text begins with '{1}'"),
        (
            'cost = "{T}"\neffects = [{ add_mana = "{G}" }]',
            "adds mana and has no target is a mana ability (605.1a)",
        ),
    ],
)
def test_a_bad_ability_names_its_key(text: str, problem: str) -> None:
    card = (
        'name = "Bad Gadget"\ntypes = ["Artifact"]\noracle = "{T}: Something."\n'
        f"[[abilities]]\n{text}\n"
    )
    with pytest.raises(CardhostError) as raised:
        load_card_text(card)
    assert "abilities[0]" in str(raised.value) and problem in str(raised.value)


def test_two_abilities_with_one_cost_each_claim_their_own_paragraph() -> None:
    """602.1a: "{U}: ... gains flying" and "{U}: ... gains shroud": each entry's text is
    the first paragraph with its cost that no entry before it took, so both paragraphs
    are implemented and each ability names its own."""
    card = load_card_text(
        """
name = "Tide Shifter"
mana_cost = "{3}{U}"
types = ["Creature"]
power = 2
toughness = 2
oracle = '''
{U}: Tide Shifter gains flying until end of turn.
{U}: Tide Shifter gains shroud until end of turn.'''

[[abilities]]
cost = "{U}"
effects = [{ gains = "flying" }]

[[abilities]]
cost = "{U}"
effects = [{ gains = "shroud" }]
"""
    )
    flying, shroud = card.front.activated_abilities
    assert flying.text.endswith("flying until end of turn.")
    assert shroud.text.endswith("shroud until end of turn.")
    assert unclaimed(card) == []


def test_a_cost_tapping_two_of_a_subtype_reads_its_plural() -> None:
    """118, 701.26, 205.3: "Tap two untapped Wizards you control" taps two Wizards (the
    plural of a subtype read as the subtype), not permanents of a subtype "Wizards"."""
    card = load_card_text(
        'name = "Coven Adept"\nmana_cost = "{2}{U}"\ntypes = ["Creature"]\n'
        'subtypes = ["Human", "Wizard"]\npower = 1\ntoughness = 3\n'
        'oracle = "Tap two untapped Wizards you control: Draw a card."\n'
        '[[abilities]]\ncost = "Tap two untapped Wizards you control"\n'
        "effects = [{ draw = 1 }]\n"
    )
    [wizards] = card.front.activated_abilities[0].cost.tap_untapped
    assert wizards.count == 2 and wizards.quality.subtypes == ("Wizard",)
