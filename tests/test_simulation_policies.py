"""Policies decide as the rules let them: every action they take is a legal action
(117.1), paid for by mana abilities activated first (601.2g, 605.3a); planning changes
nothing; what a policy leaves goes to the game's chooser."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from cardhost import (
    PASS,
    AbilityActivated,
    Cast,
    Choice,
    ChoiceKind,
    Game,
    ManaActivation,
    PlayLand,
    ScriptedChooser,
    Step,
    TurnFaceUp,
    game_state,
    load_card_text,
)
from cardhost.model.events import OpeningHandKept
from cardhost.simulation import (
    DEFER,
    Goldfish,
    Heuristic,
    Passive,
    Policy,
    PolicyChooser,
    RandomPolicy,
    SimulationError,
    drive,
    plan_cast,
)

NewGame = Callable[..., Game]


def seated(game: Game, **policies: Policy) -> dict[str, Policy]:
    """Seat ``policies`` by player name: the game asks them through its chooser."""
    seats: dict[str, Policy] = {p.name: Passive(random.Random(0)) for p in game.players}
    seats.update(policies)
    object.__setattr__(game, "chooser", PolicyChooser(seats, game.chooser))
    return seats


def act_until_pass(game: Game, policy: Policy) -> list[object]:
    """Apply ``policy``'s actions for the player with priority until it passes."""
    taken: list[object] = []
    for _ in range(50):
        action = policy.act(game, game.priority)
        if action == PASS:
            return taken
        game.apply(action)
        taken.append(action)
    raise AssertionError("the policy never passed")


def test_plan_finds_the_sources_that_pay_and_changes_nothing(new_game: NewGame) -> None:
    """Colossal Dreadmaw ({4}{G}{G}) is paid by tapping six lands, two of them for {G}:
    the plan lists the activations, then the cast; finding it leaves the game as it was."""
    game = new_game()
    alice = game.players[0]
    dreadmaw = game.add_card("Colossal Dreadmaw", alice, "hand")
    for _ in range(2):
        game.add_card("Forest", alice)
    for _ in range(4):
        game.add_card("Plains", alice)
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    plan = plan_cast(game, alice, dreadmaw)
    assert game_state(game) == before
    assert plan is not None and plan.cast == Cast(dreadmaw.id, "Colossal Dreadmaw")
    assert len(plan.activations) == 6 and plan.x is None
    assert [a.permanent_name for a in plan.activations[:2]] == ["Forest", "Forest"]
    for action in plan.actions:
        game.apply(action)
    assert game.stack[-1].name == "Colossal Dreadmaw"


@pytest.mark.parametrize(("cost", "life"), [("{2/W}", 20), ("{1}{W/P}", 18)])
def test_a_plan_pays_less_than_the_mana_value_where_the_cost_allows(
    new_game: NewGame, cost: str, life: int
) -> None:
    """107.4e-f: one Plains pays {2/W} (with {W}) and {1}{W/P} (its {W/P} with 2 life,
    119.4): the planner taps it and casts, as the game allows, though the mana value is
    2."""
    trinket = load_card_text(f'name = "Trinket"\nmana_cost = "{cost}"\ntypes = ["Artifact"]\n')
    game = new_game(cards=[trinket])
    alice = game.players[0]
    game.add_card("Plains", alice)
    card = game.add_card("Trinket", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    plan = plan_cast(game, alice, card)
    assert plan is not None and [a.permanent_name for a in plan.activations] == ["Plains"]
    for action in plan.actions:
        game.apply(action)
    assert game.stack[-1].name == "Trinket" and alice.life == life


def test_a_filter_land_tried_before_its_cost_can_be_paid_is_tried_again(
    new_game: NewGame,
) -> None:
    """605.3a, 601.2g-h: "{1}, {T}: Add {W}{U}." can't be activated with an empty pool;
    the planner tried it first and never again: once the Forest has added {G} it pays
    it, and the {W}{U} spell is cast."""
    filter_land = load_card_text(
        'name = "Test Filter"\ntypes = ["Land"]\noracle = "{1}, {T}: Add {W}{U}."\n'
        '[[mana_abilities]]\ncost = "{1}, {T}"\nadd = "{W}{U}"\n'
    )
    sphinx = load_card_text('name = "Test Azorius"\nmana_cost = "{W}{U}"\ntypes = ["Artifact"]\n')
    game = new_game(cards=[filter_land, sphinx])
    alice = game.players[0]
    game.add_card("Test Filter", alice)
    game.add_card("Forest", alice)
    card = game.add_card("Test Azorius", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    plan = plan_cast(game, alice, card)
    assert plan is not None
    assert [a.permanent_name for a in plan.activations] == ["Forest", "Test Filter"]
    for action in plan.actions:
        game.apply(action)
    assert game.stack[-1].name == "Test Azorius"


def test_no_plan_when_the_colours_are_missing(new_game: NewGame) -> None:
    """Six Plains can't pay {G}{G} (601.2h): no plan, and nothing changed."""
    game = new_game()
    alice = game.players[0]
    dreadmaw = game.add_card("Colossal Dreadmaw", alice, "hand")
    for _ in range(6):
        game.add_card("Plains", alice)
    game.begin_at(alice, Step.MAIN1)
    before = game_state(game)
    assert plan_cast(game, alice, dreadmaw) is None
    assert game_state(game) == before


def test_goldfish_pays_life_only_for_a_colour_it_lacks(new_game: NewGame) -> None:
    """Starting Town adds {C}, or any colour for 1 life: for White Knight ({W}{W}) with
    one Plains, the goldfish taps the Plains and pays 1 life once for the second {W}."""
    game = new_game()
    alice = game.players[0]
    game.add_card("White Knight", alice, "hand")
    game.add_card("Plains", alice)
    game.add_card("Starting Town", alice)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 5})
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    taken = act_until_pass(game, goldfish)
    assert [type(a) for a in taken] == [ManaActivation, ManaActivation, Cast]
    assert alice.life == 19
    game.resolve_stack()
    assert game.permanents("White Knight")


def test_goldfish_taps_a_land_of_one_colour_before_one_of_two(new_game: NewGame) -> None:
    """601.2g-h: a Plains and a land adding {W} or {G} pay {W}{G}; the planner tapped the
    two-colour land first, the policy chose {W} (what both lacked, first), and the Plains
    could only add {W} too: no plan, though the spell is castable. A land adding fewer
    types is tapped first: the Plains, then {G} from the other, and the spell is cast."""
    dual = load_card_text(
        'name = "Test Dual"\ntypes = ["Land"]\noracle = "{T}: Add {W} or {G}."\n'
        '[[mana_abilities]]\ncost = "{T}"\nadd = "{W} or {G}"\n'
    )
    seedling = load_card_text(
        'name = "Test Seedling"\nmana_cost = "{W}{G}"\ntypes = ["Creature"]\npower = 2\n'
        "toughness = 2\n"
    )
    game = new_game(cards=[dual, seedling])
    alice = game.players[0]
    game.add_card("Test Dual", alice)
    game.add_card("Plains", alice)
    game.add_card("Test Seedling", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    taken = act_until_pass(game, goldfish)
    assert [type(a) for a in taken] == [ManaActivation, ManaActivation, Cast]
    assert [a.permanent_name for a in taken[:2]] == ["Plains", "Test Dual"]  # type: ignore[attr-defined]
    assert game.stack[-1].name == "Test Seedling"


def test_goldfish_announces_the_largest_x(new_game: NewGame) -> None:
    """March of the Canonized ({X}{W}{W}) with five Plains: X = 3 (107.3, 601.2b)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("March of the Canonized", alice, "hand")
    for _ in range(5):
        game.add_card("Plains", alice)
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    act_until_pass(game, goldfish)
    assert game.stack[-1].name == "March of the Canonized" and game.stack[-1].x == 3
    game.resolve_stack()
    assert len(game.permanents("Vampire Token")) == 3


SHELL = load_card_text(
    'name = "Veiled Shell"\nmana_cost = "{5}{U}"\ntypes = ["Creature"]\npower = 5\n'
    'toughness = 5\noracle = "Morph {1}{U}"\nmorph = "{1}{U}"\n'
)


def test_goldfish_casts_a_morph_face_down_then_turns_it_face_up(new_game: NewGame) -> None:
    """702.37c, 702.37e: with three Islands it can't cast Veiled Shell ({5}{U}) but can
    cast it face down for {3}; a turn later, with two Islands untapped, it turns it face
    up for {1}{U}: a 5/5."""
    game = new_game(cards=[SHELL])
    alice = game.players[0]
    game.add_card("Veiled Shell", alice, "hand")
    islands = [game.add_card("Island", alice) for _ in range(3)]
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    taken = act_until_pass(game, goldfish)
    assert isinstance(taken[-1], Cast) and taken[-1].face_down
    game.resolve_stack()
    [shell] = [p for p in game.battlefield if p.face_down]
    for island in islands:
        game.untap(island)
    taken = act_until_pass(game, goldfish)
    assert isinstance(taken[-1], TurnFaceUp)
    assert not shell.face_down and (shell.power, shell.toughness) == (5, 5)
    assert sum(i.tapped for i in islands) == 2


def test_goldfish_plays_the_land_its_hand_needs(new_game: NewGame) -> None:
    """With Forests on the battlefield and Llanowar Elves in hand, a Forest is kept for
    later only if another land adds what the hand lacks: here the hand needs {G}, so it
    plays the untapped Forest rather than Plains (305.1)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Plains", alice, "hand")
    forest = game.add_card("Forest", alice, "hand")
    game.add_card("Llanowar Elves", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    assert goldfish.act(game, alice) == PlayLand(forest.id, "Forest")


def test_goldfish_does_nothing_outside_its_main_phases(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    game.add_card("Llanowar Elves", alice, "hand")
    game.add_card("Forest", alice)
    game.begin_at(alice, Step.UPKEEP)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    assert goldfish.act(game, alice) == PASS


def test_goldfish_attacks_with_every_creature_that_can(new_game: NewGame) -> None:
    """Summoning-sick and defender creatures can't attack (302.6, 702.3b)."""
    game = new_game()
    alice = game.players[0]
    bears = [game.add_card("Llanowar Elves", alice) for _ in range(2)]
    game.add_card("Wall of Stone", alice)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 2})
    game.add_card("Llanowar Elves", alice, summoning_sick=True)
    game.advance_to(Step.DECLARE_ATTACKERS)
    declared = Goldfish(random.Random(0)).attack(game, alice, game.attack_options())
    assert set(declared) == set(bears)


def test_a_deferred_choice_goes_to_the_games_chooser(new_game: NewGame) -> None:
    """A policy that defers (:data:`DEFER`, as ``pass`` does) leaves the choice to the
    game's own chooser: here a script answering {U} for Starting Town's any colour."""
    game = new_game(chooser=ScriptedChooser({"color": ["U"]}))
    alice = game.players[0]
    town = game.add_card("Starting Town", alice)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 5})
    seated(game)
    game.activate_mana_ability(town, 1)
    assert str(alice.mana_pool) == "{U}"


def test_a_policy_answers_before_the_chooser(new_game: NewGame) -> None:
    class Green(Passive):
        def choose(self, choice: Choice) -> Any:
            green = [o for o in choice.options if getattr(o, "value", None) == "G"]
            return green[0] if green else DEFER

    game = new_game(chooser=ScriptedChooser({"color": ["U"]}))
    alice = game.players[0]
    town = game.add_card("Starting Town", alice)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 5})
    seated(game, Alice=Green(random.Random(0)))
    game.activate_mana_ability(town, 1)
    assert str(alice.mana_pool) == "{G}"


def combat_against(new_game: NewGame, attacker: str, blocker: str, **options: object) -> Game:
    """Alice attacks Bob with ``attacker``; Bob, with ``blocker``, is to declare blockers."""
    game = new_game(**options)
    alice, bob = game.players
    creature = game.add_card(attacker, alice)
    game.add_card(blocker, bob)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 2, "Bob": 1})
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([creature])
    game.advance()  # all pass: the declare blockers step begins (509.1)
    assert game.awaiting == "blockers"
    return game


def bobs_blocks(game: Game) -> dict[object, object]:
    bob = game.players[1]
    own = {b: a for b, a in game.block_options().items() if b.controller is bob}
    return dict(Heuristic(random.Random(0)).block(game, bob, own))


def test_heuristic_blocks_when_its_blocker_survives(new_game: NewGame) -> None:
    """Wall of Stone (0/8) survives Llanowar Elves (1/1): Bob blocks."""
    game = combat_against(new_game, "Llanowar Elves", "Wall of Stone")
    (wall,) = game.permanents("Wall of Stone")
    (elves,) = game.permanents("Llanowar Elves")
    assert bobs_blocks(game) == {wall: elves}


def test_heuristic_never_blocks_menace_alone(new_game: NewGame) -> None:
    """Boggart Brute has menace (702.111b): one blocker can't block it, so Bob doesn't."""
    game = combat_against(new_game, "Boggart Brute", "Wall of Stone")
    assert bobs_blocks(game) == {}


def test_heuristic_chumps_when_the_attack_is_lethal(new_game: NewGame) -> None:
    """At 1 life, Bob blocks Colossal Dreadmaw with Thraben Inspector, which dies."""
    game = combat_against(new_game, "Colossal Dreadmaw", "Thraben Inspector", starting_life=1)
    (inspector,) = game.permanents("Thraben Inspector")
    (dreadmaw,) = game.permanents("Colossal Dreadmaw")
    assert bobs_blocks(game) == {inspector: dreadmaw}


def test_heuristic_lets_a_harmless_attack_through(new_game: NewGame) -> None:
    """At 20 life, Thraben Inspector (1/2) would die to Colossal Dreadmaw for nothing."""
    game = combat_against(new_game, "Colossal Dreadmaw", "Thraben Inspector")
    assert bobs_blocks(game) == {}


def test_heuristic_counters_an_opponents_spell(new_game: NewGame) -> None:
    """With Counterspell and two Islands, Bob counters Alice's Colossal Dreadmaw."""
    game = new_game()
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice, "hand")
    for _ in range(6):
        game.add_card("Forest", alice)
    game.add_card("Counterspell", bob, "hand")
    for _ in range(2):
        game.add_card("Island", bob)
    game.begin_at(alice, Step.MAIN1)
    heuristic = Heuristic(random.Random(0))
    seated(game, Bob=heuristic)
    for land in game.permanents("Forest"):
        game.activate_mana_ability(land)
    game.cast(dreadmaw)
    game.pass_priority()
    assert game.priority is bob
    act_until_pass(game, heuristic)
    assert game.stack[-1].name == "Counterspell"
    game.resolve_stack()
    assert dreadmaw.name in [card.name for card in alice.graveyard]


@pytest.mark.parametrize("seed", range(4))
def test_random_players_only_take_legal_actions(new_game: NewGame, seed: int) -> None:
    """Two random players with a bit of everything play on without an illegal action:
    each action drawn is tried with its random choices before it is taken."""
    game = new_game(library=0, seed=seed)
    spread = [
        "Forest",
        "Plains",
        "Island",
        "Swamp",
        "Mountain",
        "Mourning Thrull",
        "Porcelain Legionnaire",
        "Lightning Bolt",
        "Counterspell",
        "Starting Town",
        "Llanowar Elves",
        "March of the Canonized",
        "Prodigal Pyromancer",
        "Giant Growth",
    ]
    for player in game.players:
        for name in spread * 3:
            game.add_card(name, player, "library")
    policies = {p.name: RandomPolicy(random.Random(f"{seed}/{p.name}")) for p in game.players}
    seated(game, **policies)
    game.start(game.players[seed % 2], opening_hands=True)
    assert drive(game, policies, [], turns=8) in ("win", "draw", "turn limit")
    assert game.game_over or game.active_player.turns_taken == 9


def test_pacifism_goes_on_an_opponents_creature(new_game: NewGame) -> None:
    """Pacifism ("enchanted creature can't attack or block") is harmful: the goldfish
    enchants Bob's creature, not its own (303.4a)."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Pacifism", alice, "hand")
    game.add_card("Plains", alice)
    game.add_card("Plains", alice)
    game.add_card("Thraben Inspector", alice)
    knight = game.add_card("White Knight", bob)
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    act_until_pass(game, goldfish)
    game.resolve_stack()
    (pacifism,) = game.permanents("Pacifism")
    assert pacifism.attached_to is knight


def test_no_pacifism_when_only_its_own_creatures_could_take_it(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    game.add_card("Pacifism", alice, "hand")
    game.add_card("Plains", alice)
    game.add_card("Plains", alice)
    game.add_card("Thraben Inspector", alice)
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    assert goldfish.act(game, alice) == PASS
    assert not game.permanents("Pacifism") and not any(p.tapped for p in game.battlefield)


def attackers_of(new_game: NewGame, mine: list[str], theirs: list[str], life: int = 20) -> set:
    game = new_game(starting_life=life)
    alice, bob = game.players
    for name in mine:
        game.add_card(name, alice)
    for name in theirs:
        game.add_card(name, bob)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 2, "Bob": 1})
    game.advance_to(Step.DECLARE_ATTACKERS)
    declared = Heuristic(random.Random(0)).attack(game, alice, game.attack_options())
    return {creature.name for creature in declared}


def test_heuristic_attacks_where_no_blocker_kills_for_free(new_game: NewGame) -> None:
    """Before Bob's untapped White Knight (2/2), Llanowar Elves (1/1) would die for
    nothing and stays home; Colossal Dreadmaw (6/6) goes."""
    assert attackers_of(new_game, ["Llanowar Elves", "Colossal Dreadmaw"], ["White Knight"]) == {
        "Colossal Dreadmaw"
    }


def test_heuristic_flies_over_ground_blockers(new_game: NewGame) -> None:
    """Sublime Archangel (4/3, flying) can be blocked only by a flyer (702.9b)."""
    assert attackers_of(new_game, ["Sublime Archangel"], ["Colossal Dreadmaw"]) == {
        "Sublime Archangel"
    }


def test_heuristic_attacks_with_everything_when_that_is_lethal(new_game: NewGame) -> None:
    """Bob at 1 life with one blocker: two attackers, one gets through."""
    assert attackers_of(new_game, ["Llanowar Elves"] * 2, ["Colossal Dreadmaw"], life=1) == {
        "Llanowar Elves"
    }


def test_heuristic_chumps_counting_what_it_cant_block(new_game: NewGame) -> None:
    """Bob at 6 life: Sublime Archangel (flying, 4) and White Knight (2) attack; his
    Llanowar Elves can only block the Knight, and must, or he dies."""
    game = new_game(starting_life=6)
    alice, bob = game.players
    angel = game.add_card("Sublime Archangel", alice)
    knight = game.add_card("White Knight", alice)
    elves = game.add_card("Llanowar Elves", bob)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 2, "Bob": 1})
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([angel, knight])
    game.advance()
    assert bobs_blocks(game) == {elves: knight}


def test_heuristic_casts_its_instants_at_the_end_of_an_opponents_turn(
    new_game: NewGame,
) -> None:
    """Bob holds Lightning Bolt through Alice's turn and casts it in her end step, at her
    (a harmful effect aims at an opponent: 115.1)."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Lightning Bolt", bob, "hand")
    game.add_card("Mountain", bob)
    game.begin_at(alice, Step.MAIN1)
    heuristic = Heuristic(random.Random(0))
    seated(game, Bob=heuristic)
    game.pass_priority()  # Alice passes in her main phase: Bob has priority there
    assert heuristic.act(game, bob) == PASS  # not yet
    game.advance_to(Step.END)
    game.pass_priority()
    assert game.priority is bob
    act_until_pass(game, heuristic)
    assert game.stack[-1].name == "Lightning Bolt"
    game.resolve_stack()
    assert alice.life == 17


def test_goldfish_keeps_a_hand_of_lands_and_spells_and_mulligans_one_of_lands_alone(
    new_game: NewGame,
) -> None:
    """103.5: the goldfish keeps seven cards holding two lands or more and two spells or
    more; a library of lands alone gives hands of lands alone, so it takes mulligans
    until five cards are left, which it keeps."""
    game = new_game(library=0, seed=3)
    alice, bob = game.players
    for _ in range(4):
        for name in ("Forest", "Forest", "Llanowar Elves", "Giant Growth", "Forest"):
            game.add_card(name, alice, "library")
    for _ in range(20):
        game.add_card("Forest", bob, "library")
    goldfish = {p.name: Goldfish(random.Random(0)) for p in game.players}
    seated(game, **goldfish)
    game.start(alice, opening_hands=True)
    kept = {e.player.name: (e.cards, e.mulligans) for e in game.log.events(OpeningHandKept)}
    lands = sum(card.is_land for card in alice.hand)
    assert 2 <= lands <= 5 and kept["Alice"] == (7, 0)
    assert kept["Bob"] == (5, 2) and len(bob.hand) == 5


def test_goldfish_puts_lands_on_the_bottom_while_the_hand_has_too_many(
    new_game: NewGame,
) -> None:
    """After a mulligan the goldfish puts on the bottom a land while the rest of its hand
    would hold more lands than three in seven, else its costliest spell (103.5)."""
    game = new_game(library=0)
    alice = game.players[0]
    goldfish = Goldfish(random.Random(0))
    lands = [game.add_card("Forest", alice, "hand") for _ in range(5)]
    elves = game.add_card("Llanowar Elves", alice, "hand")
    dreadmaw = game.add_card("Colossal Dreadmaw", alice, "hand")
    hand = (*lands, elves, dreadmaw)
    bottom = goldfish.choose(Choice(ChoiceKind.BOTTOM, alice, "bottom", hand))
    assert bottom in lands  # five lands of seven: three of six at most are kept
    growths = tuple(game.add_card("Giant Growth", alice, "hand") for _ in range(2))
    balanced = (*lands[:3], elves, dreadmaw, *growths)  # three lands of six kept: enough
    assert goldfish.choose(Choice(ChoiceKind.BOTTOM, alice, "bottom", balanced)) is dreadmaw


class ListAttacker(Passive):
    """A policy that declares its attackers as a list, not a mapping (508.1)."""

    def attack(self, game: Game, player: Any, options: Any) -> Any:
        return list(options)


class JunkChooser(Passive):
    """A policy whose every answer to a choice is a string no option is."""

    def choose(self, choice: Choice) -> Any:
        return "junk"


def test_a_declaration_that_isnt_a_mapping_names_the_player_and_the_policy(
    new_game: NewGame,
) -> None:
    game = new_game()
    alice = game.players[0]
    game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    policies = seated(game, Alice=ListAttacker(random.Random(0)))
    with pytest.raises(SimulationError) as error:
        drive(game, policies, [], turns=2)
    assert "Alice's policy (ListAttacker): attack returned a list, not a mapping" in str(
        error.value
    )


def test_a_choice_answered_with_junk_names_the_player_and_the_policy(new_game: NewGame) -> None:
    """A color choice (106.1) answered with no option is the policy's error, not a bare
    ChoiceError; the tap is undone."""
    game = new_game()
    alice = game.players[0]
    town = game.add_card("Starting Town", alice)
    game.begin_at(alice, Step.MAIN1)
    seated(game, Alice=JunkChooser(random.Random(0)))
    before = game_state(game)
    with pytest.raises(SimulationError) as error:
        game.activate_mana_ability(town, 1)
    assert "Alice's policy (JunkChooser): choose answered 'junk' to color" in str(error.value)
    assert "not one of its options" in str(error.value)
    assert game_state(game) == before


@pytest.mark.parametrize(
    ("hand", "looked", "kept"),
    [
        (["Lightning Bolt"], "Mountain", True),  # a land while the hand holds fewer than two
        (["Mountain", "Forest"], "Mountain", False),
        (["Mountain"], "Lightning Bolt", True),  # a spell while the hand holds a land
        (["Lightning Bolt"], "Divination", False),
    ],
)
@pytest.mark.parametrize("kind", [ChoiceKind.SCRY, ChoiceKind.SURVEIL])
def test_goldfish_keeps_on_top_what_its_hand_needs(
    new_game: NewGame, kind: ChoiceKind, hand: list[str], looked: str, kept: bool
) -> None:
    """701.22a, 701.25a: scrying or surveilling, the goldfish keeps a land on top while
    its hand holds fewer than two, and a spell while its hand holds a land; else the
    card goes to the bottom or the graveyard."""
    game = new_game()
    alice = game.players[0]
    for name in hand:
        game.add_card(name, alice, "hand")
    card = game.add_card(looked, alice, "library")
    away = "bottom" if kind is ChoiceKind.SCRY else "graveyard"
    choice = Choice(kind, alice, f"where {card} goes", ("top", away), (card,))
    assert Goldfish(random.Random(0)).choose(choice) == ("top" if kept else away)


def test_goldfish_activates_a_loyalty_ability_that_leaves_its_planeswalker(
    new_game: NewGame,
) -> None:
    """606.3: in its main phase, with nothing to cast, the goldfish activates the loyalty
    ability that removes the most counters while leaving loyalty: Liliana (3) -2 on Bob
    (a harmful ability: the opponent is targeted); then nothing more this turn."""
    game = new_game()
    alice, bob = game.players
    liliana = game.add_card("Liliana of the Veil", alice)
    game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    taken = act_until_pass(game, goldfish)
    assert [a.index for a in taken] == [1]
    assert game.stack[-1].targets == (bob,)
    game.resolve_stack()
    assert liliana.loyalty == 1 and game.permanents(controller=bob) == []
    assert act_until_pass(game, goldfish) == []


def test_goldfish_takes_the_greatest_x_that_leaves_its_planeswalker(new_game: NewGame) -> None:
    """107.7, 606.6: a -X ability is taken with the greatest X leaving loyalty, never
    with X = 0 (which would waste the turn's loyalty ability): -2 from 3, over +1."""
    walker = load_card_text(
        'name = "Twinwalker"\nmana_cost = "{3}"\ntypes = ["Planeswalker"]\nloyalty = 3\n'
        'oracle = "+1: You gain 2 life.\\n\u2212X: Twinwalker deals X damage to target '
        'creature."\n[[abilities]]\ncost = "+1"\neffects = [{ gain_life = 2 }]\n'
        '[[abilities]]\ncost = "\u2212X"\ntargets = ["target creature"]\n'
        'effects = [{ damage = "X", to = "target" }]\n'
    )
    game = new_game(cards=[walker])
    alice, bob = game.players
    twinwalker = game.add_card("Twinwalker", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    [taken] = act_until_pass(game, goldfish)
    assert (taken.index, taken.x) == (1, 2) and twinwalker.loyalty == 1
    game.resolve_stack()
    assert bears.zone is None


@pytest.mark.parametrize(("cost", "x"), [("\u2212X", 1), ("\u22121", None)])
def test_goldfish_counts_the_loyalty_other_costs_remove(
    new_game: NewGame, cost: str, x: int | None
) -> None:
    """606.6: "-X, Remove a loyalty counter from this permanent" from 3 leaves one for
    X = 1 at most; "-1, Remove a loyalty counter" leaves one too: taken so, the
    planeswalker stays."""
    text = f"{cost}, Remove a loyalty counter from this permanent"
    walker = load_card_text(
        'name = "Costly Walker"\nmana_cost = "{3}"\ntypes = ["Planeswalker"]\nloyalty = 3\n'
        f'oracle = "{text}: You gain 1 life."\n[[abilities]]\ncost = "{text}"\n'
        "effects = [{ gain_life = 1 }]\n"
    )
    game = new_game(cards=[walker])
    alice = game.players[0]
    costly = game.add_card("Costly Walker", alice)
    game.begin_at(alice, Step.MAIN1)
    goldfish = Goldfish(random.Random(0))
    seated(game, Alice=goldfish)
    [taken] = act_until_pass(game, goldfish)
    assert taken.x == x and costly.zone is not None and costly.loyalty == 1


def test_heuristic_sends_attackers_at_a_planeswalker(new_game: NewGame) -> None:
    """506.3: with no lethal attack, the heuristic sends its largest safe attacker at
    Bob's Liliana until their power matches her loyalty; the rest attack Bob."""
    game = new_game()
    alice, bob = game.players
    liliana = game.add_card("Liliana of the Veil", bob)
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    elves = game.add_card("Llanowar Elves", alice)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 2, "Bob": 1})
    game.advance_to(Step.DECLARE_ATTACKERS)
    declared = Heuristic(random.Random(0)).attack(game, alice, game.attack_options())
    assert declared == {dreadmaw: liliana, elves: bob}


@pytest.mark.parametrize("seed", range(3))
def test_random_players_with_planeswalkers_take_only_legal_actions(
    new_game: NewGame, seed: int
) -> None:
    """Random players with planeswalkers activate loyalty abilities, attack players and
    planeswalkers, separate piles and sacrifice, without an illegal action."""
    game = new_game(library=0, seed=seed)
    spread = ["Plains", "Swamp", "Ajani Goldmane", "Liliana of the Veil", "Grizzly Bears"]
    for player in game.players:
        for name in spread * 6:
            game.add_card(name, player, "library")
        for name in spread[2:] + spread[4:]:
            game.add_card(name, player)
    policies = {p.name: RandomPolicy(random.Random(f"{seed}/{p.name}")) for p in game.players}
    seated(game, **policies)
    game.start(game.players[seed % 2], opening_hands=True)
    assert drive(game, policies, [], turns=10) in ("win", "draw", "turn limit")
    loyalty = [e for e in game.log.events(AbilityActivated) if e.ability.activated.is_loyalty]
    assert loyalty


def test_a_source_of_damage_chosen_is_the_opponents_strongest(new_game: NewGame) -> None:
    """609.7a: asked for "a source of your choice" to prevent its damage, the goldfish
    (and the heuristic) choose the opponent's most powerful source, not their own."""
    game = new_game(library=0)
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    elves = game.add_card("Llanowar Elves", bob)
    bears = game.add_card("Grizzly Bears", bob)
    goldfish = Goldfish(random.Random(0))
    options = (dreadmaw, elves, bears)
    assert goldfish.choose(Choice(ChoiceKind.SOURCE, alice, "a source", options)) is bears


@pytest.mark.parametrize("policy", ["heuristic", "random"])
def test_a_policy_answers_every_decision_of_a_driven_game(
    every_card: Callable[[str, int], Game], policy: str
) -> None:
    """117.1, 508.1, 509.1: two players with two of every bundled card, each decision of
    the game (priority, attackers, blockers, targets, colours) answered with
    ``policy.answer(game, decision)`` through ``game.answer``: every answer is
    accepted, and the game reaches its sixth turn or its end."""
    game = every_card(policy, 7)
    policies = game.chooser.policies  # type: ignore[attr-defined]
    decision = game.decision()
    kinds = set()
    while decision is not None and game.turn_number < 6:
        kinds.add(decision.kind)
        decision = game.answer(policies[decision.player].answer(game, decision))
    assert game.turn_number >= 6 or game.game_over
    assert {"priority", "attackers"} <= kinds


def test_a_plan_pays_a_phyrexian_symbol_with_mana_where_mana_can(new_game: NewGame) -> None:
    """107.4f, 119.4: at 2 life with three Plains, {2}{W/P} is paid with the three
    Plains' mana, not two of them and her last 2 life (which would lose her the game,
    704.5a)."""
    legionnaire = load_card_text(
        'name = "Porcelain Guard"\nmana_cost = "{2}{W/P}"\ntypes = ["Artifact", "Creature"]\n'
        "power = 3\ntoughness = 1\n"
    )
    game = new_game(cards=[legionnaire], starting_life=2)
    alice = game.players[0]
    for _ in range(3):
        game.add_card("Plains", alice)
    card = game.add_card("Porcelain Guard", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    plan = plan_cast(game, alice, card)
    assert plan is not None and len(plan.activations) == 3
    for action in plan.actions:
        game.apply(action)
    assert game.stack[-1].name == "Porcelain Guard" and alice.life == 2
