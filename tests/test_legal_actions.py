"""Legal actions as values (117.1): listed exactly as the rules allow now, compared,
applied; listing changes nothing, and an action no longer legal is refused."""

from __future__ import annotations

from collections.abc import Callable
from itertools import product

import pytest

from cardhost import (
    PASS,
    Activation,
    CardDefinition,
    CardhostError,
    Cast,
    Game,
    IllegalActionError,
    ManaActivation,
    ManaAmount,
    PlayLand,
    ScriptedChooser,
    Step,
    Zone,
    game_state,
    load_card_text,
)
from cardhost.kernel.choices import succeeds
from cardhost.loading.catalog import bundled_catalog
from cardhost.model.actions import Action
from cardhost.model.card_types import PERMANENT_TYPES
from cardhost.simulation import trial

NewGame = Callable[..., Game]


def main_phase(new_game: NewGame, **options: object) -> Game:
    game = new_game(**options)
    alice = game.players[0]
    game.add_card("Forest", alice, "hand")
    game.add_card("Llanowar Elves", alice, "hand")
    game.add_card("Forest", alice)
    game.add_card("Prodigal Pyromancer", alice)
    game.begin_at(alice, Step.MAIN1)
    return game


def test_every_action_the_rules_allow_and_only_those(new_game: NewGame) -> None:
    """Alice may pass, play her Forest (305.1), tap her Forest for mana (605.3a) and
    activate Prodigal Pyromancer (602.2), permanent by permanent; Llanowar Elves needs
    {G} in her pool first."""
    game = main_phase(new_game)
    alice = game.players[0]
    before = game_state(game)
    actions = game.legal_actions()
    assert game_state(game) == before  # trying each changed nothing
    forest_in_hand = alice.hand[0]
    forest, pyromancer = game.battlefield
    assert actions == [
        PASS,
        PlayLand(forest_in_hand.id, "Forest"),
        ManaActivation(forest.id, 0, "Forest", "{T}: Add {G}."),
        Activation(pyromancer.id, 0, "Prodigal Pyromancer", pyromancer.activated_abilities[0].text),
    ]
    assert [a.name for a in actions][1:2] == ["play Forest"]
    assert game.legal_actions(alice) == actions and game.legal_actions("Bob") == []


def test_applying_actions_moves_the_game_on(new_game: NewGame) -> None:
    game = main_phase(new_game)
    alice = game.players[0]
    tap = next(a for a in game.legal_actions() if isinstance(a, ManaActivation))
    assert game.apply(tap) == ManaAmount(g=1)
    elves = next(c for c in alice.hand if c.name == "Llanowar Elves")
    assert Cast(elves.id, "Llanowar Elves") in game.legal_actions()
    assert tap not in game.legal_actions()  # the Forest is tapped now
    spell = game.apply(Cast(elves.id, "Llanowar Elves"))
    assert game.stack == (spell,)
    game.resolve_top()
    play = next(a for a in game.legal_actions() if isinstance(a, PlayLand))
    game.apply(play)
    assert not any(isinstance(a, PlayLand) for a in game.legal_actions())  # 305.2
    assert len(game.permanents("Forest")) == 2


def test_an_action_no_longer_legal_is_refused_and_changes_nothing(new_game: NewGame) -> None:
    game = main_phase(new_game)
    play = next(a for a in game.legal_actions() if isinstance(a, PlayLand))
    game.apply(play)
    before = game_state(game)
    with pytest.raises(
        IllegalActionError, match=r"rule 400\.7: no object #\d+ \(Forest\) in the hand"
    ):
        game.apply(play)  # the card is a permanent now: a new object (400.7)
    assert game_state(game) == before


def test_a_cast_or_an_activation_may_announce_x_and_its_targets(new_game: NewGame) -> None:
    """An action value may carry what is announced as it is taken (601.2b-c, 602.2b):
    X, and targets by number or, for a player, by name; nothing is asked then."""
    game = new_game(chooser=ScriptedChooser(strict=True))
    alice, bob = game.players
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    march = game.add_card("March of the Canonized", alice, "hand")
    pyromancer = game.add_card("Prodigal Pyromancer", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{W}{W}{W}{W}")
    to_bob = Cast(bolt.id, "Lightning Bolt", targets=("Bob",))
    assert to_bob.name == "cast Lightning Bolt (targeting Bob)"
    game.apply(to_bob)
    game.resolve_stack()
    assert bob.life == 17
    game.apply(Cast(march.id, "March of the Canonized", x=2))
    game.resolve_stack()
    vampires = game.permanents("Vampire Token")
    assert len(vampires) == 2
    text = pyromancer.activated_abilities[0].text
    ping = Activation(pyromancer.id, 0, pyromancer.name, text, targets=(vampires[0].id,))
    assert ping.name.endswith(f"1 damage to any target. (targeting #{vampires[0].id})")
    game.apply(ping)
    game.resolve_stack()
    assert len(game.permanents("Vampire Token")) == 1


def test_a_target_that_has_moved_is_refused_and_changes_nothing(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 400\.7: no object #999"):
        game.apply(Cast(bolt.id, "Lightning Bolt", targets=(999,)))
    with pytest.raises(CardhostError, match="a target is an object's number"):
        game.apply(Cast(bolt.id, "Lightning Bolt", targets=(True,)))
    assert game_state(game) == before


def test_only_a_player_with_priority_may_act(new_game: NewGame) -> None:
    """117.1: nobody has priority while attackers are being declared (508.1); on Bob's
    turn Alice may respond with an instant or an ability, but not play a land (305.1) or
    cast a sorcery (307.1)."""
    game = main_phase(new_game)
    alice, bob = game.players
    game.add_card("Divination", alice, "hand")
    game.add_card("Giant Growth", alice, "hand")
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert game.awaiting is not None and game.legal_actions() == []
    game.next_turn()
    game.advance_to(Step.MAIN1)
    assert game.priority is bob and game.legal_actions(alice) == []
    game.add_mana(alice, "{G}")
    game.pass_priority()
    assert [a.name for a in game.legal_actions(alice)] == [
        "pass",
        "cast Giant Growth",
        "activate Forest: {T}: Add {G}.",
        "activate Prodigal Pyromancer: {T}: This creature deals 1 damage to any target.",
    ]


def test_the_chooser_answers_with_the_same_values(new_game: NewGame) -> None:
    """decide() offers the responses among the legal actions (lands and mana abilities
    aside) and takes the one the chooser names."""
    ping = "activate Prodigal Pyromancer: {T}: This creature deals 1 damage to any target."
    game = main_phase(new_game, choices={"priority": [ping]})
    pyromancer = game.battlefield[1]
    responses = game.decisions()
    assert responses == [
        a for a in game.legal_actions() if not isinstance(a, (PlayLand, ManaActivation))
    ]
    taken = game.decide()
    assert taken == Activation(
        pyromancer.id, 0, pyromancer.name, pyromancer.activated_abilities[0].text
    )
    assert pyromancer.tapped and len(game.stack) == 1


BEARS = "Grizzly Bears"  # a 2/2 test card (tests/cards)


def test_attack_options_are_the_creatures_that_could_attack(new_game: NewGame) -> None:
    """508.1a: untapped creatures that have been under Alice's control since her turn
    began (302.6), not a defender (702.3b); Bob is whom they attack (508.1b)."""
    game = new_game()
    alice, bob = game.players
    pyromancer = game.add_card("Prodigal Pyromancer", alice)
    game.add_card("Wall of Stone", alice)
    game.add_card(BEARS, alice, tapped=True)
    game.begin_at(alice, Step.MAIN1)
    game.add_card(BEARS, alice, summoning_sick=True)
    assert game.attack_options() == {}  # not while attackers aren't being declared
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert game.attack_options() == {pyromancer: [bob]}


def test_block_options_are_each_blocker_and_what_it_could_block(new_game: NewGame) -> None:
    """509.1a: Bob's untapped creatures may each block the attacker; menace (702.111b)
    is checked on the whole declaration, so one blocker alone is refused."""
    game = new_game()
    alice, bob = game.players
    brute = game.add_card("Boggart Brute", alice)
    bears = game.add_card(BEARS, bob)
    wall = game.add_card("Wall of Stone", bob)
    game.add_card(BEARS, bob, tapped=True)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([brute])
    game.advance_to(Step.DECLARE_BLOCKERS)
    assert game.block_options() == {bears: [brute], wall: [brute]}
    with pytest.raises(IllegalActionError, match=r"rule 509\.1b: .*menace"):
        game.declare_blockers({bears: brute})
    game.declare_blockers({bears: brute, wall: brute})
    assert game.block_options() == {}


def test_listed_again_after_any_change_and_never_stale(new_game: NewGame) -> None:
    """117.1: the legal actions, kept between changes, follow every change that could
    alter them: mana in the pool (Llanowar Elves castable, 601.2h), a land played this
    turn (305.2), a permanent tapped (107.5), each made outside any action; a trial
    that changed the game and was undone leaves them as they were. The list returned is
    the caller's own."""
    game = main_phase(new_game)
    alice = game.players[0]
    first = game.legal_actions()
    first.append(PASS)  # the caller's list: the game's kept list is not changed by it
    assert game.legal_actions() == first[:-1]
    elves = next(c for c in alice.hand if c.name == "Llanowar Elves")
    assert Cast(elves.id, "Llanowar Elves") not in game.legal_actions()
    game.add_mana(alice, "{G}")
    assert Cast(elves.id, "Llanowar Elves") in game.legal_actions()
    alice.lands_played = 1
    assert not [a for a in game.legal_actions() if isinstance(a, PlayLand)]
    forest = game.permanents("Forest")[0]
    forest.tapped = True
    assert not [a for a in game.legal_actions() if isinstance(a, ManaActivation)]
    listed = game.legal_actions()
    with trial():
        game.cast(elves)
        assert Cast(elves.id, "Llanowar Elves") not in game.legal_actions()
    assert game.legal_actions() == listed


def test_a_spell_is_listed_exactly_when_some_way_pays_it(new_game: NewGame) -> None:
    """601.2f-h: with an empty pool, Frogmite ({4}, affinity for artifacts, 702.41a) is
    listed once four artifacts pay all of it, and not with three; Porcelain Legionnaire
    ({2}{W/P}) with {2} in the pool is listed, its {W/P} paid with 2 life (107.4f), but
    not at 1 life (119.4); Llanowar Elves ({G}) not with {R}; White Knight ({W}{W}) with
    {W}{W}."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    frogmite = game.add_card("Frogmite", alice, "hand")
    legionnaire = game.add_card("Porcelain Legionnaire", alice, "hand")
    elves = game.add_card("Llanowar Elves", alice, "hand")
    knight = game.add_card("White Knight", alice, "hand")

    def listed(card: object) -> bool:
        return any(isinstance(a, Cast) and a.card == card.id for a in game.legal_actions())

    for _ in range(3):
        game.add_card("Darksteel Myr", alice)
    assert not listed(frogmite)
    game.add_card("Darksteel Myr", alice)
    assert listed(frogmite)
    game.add_mana(alice, "{2}")
    assert listed(legionnaire)
    alice.life = 1
    assert not listed(legionnaire)
    game.add_mana(alice, "{R}")
    assert not listed(elves)
    game.add_mana(alice, "{W}{W}")
    assert listed(knight)


def test_a_mana_ability_is_listed_only_when_it_could_be_activated(new_game: NewGame) -> None:
    """605.3a with 302.6, 107.5 and 602.5: Llanowar Elves that arrived this turn can't
    tap for mana, nor a tapped Forest, nor a Forest whose activated abilities can't be
    activated (an Aura saying so, 602.5); an untapped Forest and Elves Alice has had
    since her turn began can."""
    jinx = load_card_text(
        'name = "Stone Jinx"\nmana_cost = "{B}"\ntypes = ["Enchantment"]\n'
        'subtypes = ["Aura"]\noracle = "Enchant land\\nEnchanted land\'s activated '
        'abilities can\'t be activated."\nenchant = "land"\n'
        '[[statics]]\naffects = "enchanted land"\ncant = ["activate abilities"]\n'
    )
    game = new_game(cards=[jinx])
    alice = game.players[0]
    old_elves = game.add_card("Llanowar Elves", alice)
    forest, tapped, jinxed = (game.add_card("Forest", alice) for _ in range(3))
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Llanowar Elves", alice, "hand"))
    game.resolve_stack()  # it arrives this turn
    tapped.tapped = True
    game.add_card("Stone Jinx", alice, attached_to=jinxed)

    def taps() -> set[int]:
        return {a.permanent for a in game.legal_actions() if isinstance(a, ManaActivation)}

    assert taps() == {old_elves.id, forest.id}


def test_a_mana_ability_asking_no_choice_is_judged_as_paying_it_would(
    new_game: NewGame,
) -> None:
    """602.2b, 605.3a, 118.3, 119.4: a mana ability whose cost asks no choice is listed
    exactly when paying it would succeed: a Treasure untapped ({T}, sacrifice it, 701.21a)
    and not tapped (107.5); a land asking "{T}, Pay 2 life" at 2 life and not at 1."""
    sanctum = load_card_text(
        'name = "Blood Sanctum"\ntypes = ["Land"]\n'
        'oracle = "{T}, Pay 2 life: Add {B}."\n'
        '[[mana_abilities]]\ncost = "{T}, Pay 2 life"\nadd = "{B}"\n'
    )
    game = new_game(cards=[sanctum])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    treasure = game.add_card("Treasure Token", alice)
    spent = game.add_card("Treasure Token", alice, tapped=True)
    land = game.add_card("Blood Sanctum", alice)

    def taps() -> set[int]:
        return {a.permanent for a in game.legal_actions() if isinstance(a, ManaActivation)}

    alice.life = 2
    assert taps() == {treasure.id, land.id}
    alice.life = 1
    assert taps() == {treasure.id}
    with pytest.raises(IllegalActionError, match=r"rule 119\.4"):
        game.activate_mana_ability(land)
    with pytest.raises(IllegalActionError, match=r"rule 107\.5"):
        game.activate_mana_ability(spent)
    game.activate_mana_ability(treasure)
    assert treasure.zone is None and len(game.permanents("Treasure Token")) == 1


def _ways_to_act(game: Game) -> list[Action]:
    """Every land play, cast from a hand (each way a card's face allows: 702.33a kicker,
    702.74a evoke, 702.27a buyback, 702.109a dash, 118.9 an alternative cost) or from a
    graveyard (flashback, retrace), activated and mana ability of the player with
    priority (117.1): what the listing might hold,
    each to be tried whole. Split and morph cards, cast as the listing tries them
    anyway, are left out."""
    player = game.priority
    ways: list[Action] = []
    for card in player.hand:
        ways.append(PlayLand(card.id, card.name))
        face = card.face
        if card.definition.halves:
            continue
        for evoked, kicked, bought in product(
            (False, True) if face.evoke is not None else (False,),
            (False, True) if face.kicker is not None else (False,),
            (False, True) if face.buyback is not None else (False,),
        ):
            ways.append(Cast(card.id, card.name, kicked=kicked, evoked=evoked, bought_back=bought))
        if face.dash is not None:
            ways.append(Cast(card.id, card.name, dashed=True))
        for kicked in (False, True) if face.alternative_cost is not None else ():
            ways.append(Cast(card.id, card.name, kicked=kicked, alternative=True))
    for card in player.graveyard:  # 702.34a flashback, 702.81a retrace
        if card.definition.halves:
            continue
        kickers = (False, True) if card.face.kicker is not None else (False,)
        for kicked in kickers:
            ways.append(Cast(card.id, card.name, flashback=True, kicked=kicked))
            ways.append(Cast(card.id, card.name, retraced=True, kicked=kicked))
    for holder in (player.hand, player.graveyard, game.battlefield):
        for card in holder:
            if card.zone is Zone.BATTLEFIELD and card.controller is not player:
                continue
            for index, ability in enumerate(card.activated_abilities):
                ways.append(Activation(card.id, index, card.name, ability.text))
    for permanent in game.battlefield:
        if permanent.controller is player:
            for index, mana in enumerate(permanent.mana_abilities):
                ways.append(ManaActivation(permanent.id, index, permanent.name, mana.text))
    return ways


def _listing_agrees(game: Game) -> int:
    """Assert the listing holds exactly the ways to act that succeed when taken whole
    and undone; how many succeeded."""
    ways = set(_ways_to_act(game))
    found = {way for way in ways if succeeds(game, lambda w=way: game.apply(w))}
    assert {a for a in game.legal_actions() if a in ways} == found
    return len(found)


@pytest.mark.parametrize(("policy", "seed"), [("heuristic", 3), ("random", 11)])
def test_the_listing_is_what_trying_every_action_finds(
    every_card: Callable[[str, int], Game], policy: str, seed: int
) -> None:
    """117.1, 601.2, 602.2, 605.3a, 305.1: on positions of games with two of every
    bundled card, and on copies of them with eight mana in the pool of the player with
    priority (so that most spells and abilities could be paid for), the actions listed
    are exactly those that succeed when each is taken whole and undone: the checks the
    listing asks instead of trying (timing, zone, a cost that asks no choice, a land
    play, a pool too small) drop no legal action and admit no illegal one."""
    game = every_card(policy, seed)
    policies = game.chooser.policies  # type: ignore[attr-defined]
    decision = game.decision()
    found = asked = 0
    while decision is not None and game.turn_number < 12:
        if decision.kind == "priority":
            asked += 1
            found += _listing_agrees(game)
            if asked % 3 == 0:
                rich = game.copy(log="off")
                rich.add_mana(rich.priority, "{W}{U}{B}{R}{G}{C}{C}{C}")
                found += _listing_agrees(rich)
        decision = game.answer(policies[decision.player].answer(game, decision))
    assert asked >= 100 and found >= 200


@pytest.mark.parametrize("step", [Step.MAIN1, Step.END])
def test_the_listing_is_what_trying_every_action_finds_with_every_card(
    new_game: NewGame, step: Step
) -> None:
    """117.1, 602.2, 602.5d, 606.3, 305.1: with every bundled permanent card that has
    an activated or a mana ability on each player's battlefield since before the turn
    (so none is summoning sick, 302.6), every other one tapped, and every bundled card
    in the hand and in the graveyard of the player with priority, at a step with and
    without eight mana in their pool, the actions listed are exactly those that succeed
    when taken whole and undone."""
    game = new_game()
    alice, bob = game.players
    cards = [c for c in bundled_catalog() if not c.is_token]
    for card in cards:
        game.add_card(card.name, alice, "hand")
        game.add_card(card.name, alice, "graveyard")  # flashback, retrace (702.34a, 702.81a)
        face = card.front
        permanent = any(t in PERMANENT_TYPES for t in face.types)
        if permanent and (face.activated_abilities or face.mana_abilities):
            for player in (alice, bob):
                game.add_card(card.name, player)
    for player in (alice, bob):
        for permanent in [p for p in game.battlefield if p.controller is player][::2]:
            permanent.tapped = True  # {T} can't be paid (107.5)
    game.begin_at(alice, step)
    assert _listing_agrees(game) >= 5
    game.add_mana(alice, "{W}{U}{B}{R}{G}{C}{C}{C}")
    assert _listing_agrees(game) >= 10


def heavy(name: str, lines: str, oracle: str, spell: str = "") -> CardDefinition:
    """A {B}{B}{B} card of ``lines``: its mana cost needs three mana no reduction lowers."""
    kind = "Sorcery" if spell else "Creature"
    stats = "" if spell else "power = 1\ntoughness = 1\n"
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{B}}{{B}}{{B}}"\ntypes = ["{kind}"]\n{stats}'
        f'oracle = "{oracle}"\n{lines}{spell}'
    )


HEAVY = [
    heavy("Heavy Evoker", 'evoke = "{B}"\n', "Evoke {B}"),
    heavy(
        "Heavy Cycler",
        'cycling = "{B}"\n',
        "Draw a card.\\nCycling {B}",
        "[spell]\neffects = [{ draw = 1 }]\n",
    ),
    heavy("Heavy Convoker", 'keywords = ["convoke"]\n', "Convoke"),
    heavy("Heavy Plain", "", ""),
]


def test_a_card_a_small_pool_cant_cast_for_its_mana_cost_is_listed_its_other_ways(
    new_game: NewGame,
) -> None:
    """601.2f-h, 702.74a, 702.29a, 702.51a: with {B} in Alice's pool, no {B}{B}{B} card is
    cast for its mana cost, but one is cast for its evoke cost, one cycled, and one
    convoked with her two black creatures; the card with no other way is not listed."""
    game = new_game(cards=HEAVY)
    alice = game.players[0]
    for card in HEAVY:
        game.add_card(card.name, alice, "hand")
    for _ in range(2):
        game.add_card("Heavy Plain", alice)  # black creatures, to convoke with
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    names = {a.name for a in game.legal_actions()}
    assert {"cast Heavy Evoker for its evoke cost", "cycle Heavy Cycler"} <= names
    assert "cast Heavy Convoker" in names and "cast Heavy Plain" not in names
    assert _listing_agrees(game) == 2  # the evoked and the convoked casts


def test_mana_abilities_listed_follow_what_their_checks_read(new_game: NewGame) -> None:
    """What a mana ability's checks read changes without the board changing (a tapped
    status, whose turn it is, how long a creature has been controlled), and the listing
    follows: a Forest tapped for mana is no longer listed (107.5), and Llanowar Elves
    that entered this turn is listed only from its controller's next turn (302.6)."""
    game = new_game()
    alice, bob = game.players
    forest = game.add_card("Forest", alice)
    game.begin_at(alice, Step.MAIN1)
    elves = game.add_card("Llanowar Elves", alice, summoning_sick=True)  # came this turn
    tap_forest = ManaActivation(forest.id, 0, "Forest", "{T}: Add {G}.")
    tap_elves = ManaActivation(elves.id, 0, "Llanowar Elves", "{T}: Add {G}.")
    actions = game.legal_actions()
    assert tap_forest in actions and tap_elves not in actions
    game.apply(tap_forest)
    assert tap_forest not in game.legal_actions()
    game.advance_to(Step.MAIN1, bob)
    assert game.legal_actions(alice) == []  # Bob has priority (117.1)
    game.advance_to(Step.MAIN1, alice)  # Alice's next turn: untapped, and the Elves able
    actions = game.legal_actions()
    assert tap_forest in actions and tap_elves in actions


def test_a_spell_is_listed_only_while_each_target_it_needs_exists(new_game: NewGame) -> None:
    """601.2c, 115.1: Doom Blade ("Destroy target nonblack creature") with its mana in
    the pool is not listed while the only creature is black (Typhoid Rats), and is once
    a nonblack one (Llanowar Elves) is on the battlefield; Divination, which targets
    nothing, is listed throughout."""
    game = new_game()
    alice, bob = game.players
    blade = game.add_card("Doom Blade", alice, "hand")
    divination = game.add_card("Divination", alice, "hand")
    game.add_card("Typhoid Rats", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{B}{U}")
    actions = game.legal_actions()
    assert Cast(divination.id, "Divination") in actions
    assert Cast(blade.id, "Doom Blade") not in actions
    elves = game.add_card("Llanowar Elves", bob)
    actions = game.legal_actions()
    assert Cast(divination.id, "Divination") in actions
    assert Cast(blade.id, "Doom Blade") in actions
    game.apply(Cast(blade.id, "Doom Blade"))
    assert game.stack[0].targets == (elves,)


def test_costs_modes_and_targets_decide_which_ways_to_cast_are_listed(
    new_game: NewGame,
) -> None:
    """The ways to cast a spell listed are those whose total cost the pool pays (601.2f-h)
    and whose mode (700.2a) and targets (601.2c) could be chosen: Burst Lightning kicked
    (702.33a) only with {4} more; Shriekmaw for its evoke cost (702.74a) but not its mana
    cost; Abrade only once a creature or an artifact is there; Counterspell only once a
    spell is on the stack. Each listed way can be taken."""
    game = new_game()
    alice, bob = game.players
    bolt = game.add_card("Burst Lightning", alice, "hand")
    shriekmaw = game.add_card("Shriekmaw", alice, "hand")
    abrade = game.add_card("Abrade", alice, "hand")
    counterspell = game.add_card("Counterspell", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{B}{U}{U}")

    def casts() -> set[tuple[str, bool, bool]]:
        return {
            (a.card_name, a.kicked, a.evoked) for a in game.legal_actions() if isinstance(a, Cast)
        }

    assert casts() == {("Burst Lightning", False, False), ("Shriekmaw", False, True)}
    game.add_card("Darksteel Myr", bob)  # an artifact creature: Abrade has a mode
    assert casts() == {
        ("Burst Lightning", False, False),
        ("Shriekmaw", False, True),
        ("Abrade", False, False),
    }
    game.add_mana(alice, "{4}")
    found = casts()
    assert ("Burst Lightning", True, False) in found and ("Shriekmaw", False, False) in found
    assert ("Counterspell", False, False) not in found
    game.apply(Cast(shriekmaw.id, "Shriekmaw", evoked=True))  # Alice keeps priority
    assert ("Counterspell", False, False) in casts()
    game.apply(Cast(counterspell.id, "Counterspell"))
    assert game.stack[-1].targets == (game.stack[0],)
    assert bolt.zone is Zone.HAND and abrade.zone is Zone.HAND


def test_a_spell_is_listed_only_while_its_additional_cost_could_be_paid(
    new_game: NewGame,
) -> None:
    """601.2f, 118.3, 601.2a: Pirate's Pillage ("As an additional cost ..., discard a
    card") with its mana in the pool is listed only once its caster holds another card
    to discard (it is on the stack as the cost is paid, not in the hand); Bone Splinters
    ("... sacrifice a creature. Destroy target creature.") only while its caster
    controls a creature, which may be the one it targets (601.2c before 601.2h). Each
    time the listing is what casting each and undoing finds."""
    game = new_game()
    alice, bob = game.players
    pillage = game.add_card("Pirate's Pillage", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{3}{R}{B}")

    def listed() -> set[str]:
        _listing_agrees(game)
        return {a.card_name for a in game.legal_actions() if isinstance(a, Cast)}

    assert listed() == set()  # nothing else in the hand to discard
    splinters = game.add_card("Bone Splinters", alice, "hand")
    assert listed() == {"Pirate's Pillage"}  # no creature of Alice's to sacrifice
    game.add_card("Typhoid Rats", bob)
    assert listed() == {"Pirate's Pillage"}
    elves = game.add_card("Llanowar Elves", alice)
    assert listed() == {"Pirate's Pillage", "Bone Splinters"}
    game.apply(Cast(splinters.id, "Bone Splinters", targets=(elves.id,)))
    assert [c.name for c in alice.graveyard] == ["Llanowar Elves"]  # sacrificed
    assert game.stack[0].targets == (elves,)
    assert pillage.zone is Zone.HAND


def test_the_permanents_listed_are_those_their_player_controls_now(new_game: NewGame) -> None:
    """613.1b, 302.6: once Alice's Mind Control resolves on Bob's Llanowar Elves, Alice
    controls it (``controlled_by``) and Bob doesn't; its mana ability is listed for
    neither, since Alice hasn't controlled it since her turn began; at her next turn it
    is hers to tap."""
    game = new_game()
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", bob)
    control = game.add_card("Mind Control", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    assert game.controlled_by(bob) == (elves,) and game.controlled_by(alice) == ()
    game.add_mana(alice, "{3}{U}{U}")
    game.cast(control, target=elves)
    game.resolve_stack()
    aura = game.permanents("Mind Control")[0]
    assert game.controlled_by(alice) == (elves, aura)  # in the battlefield's order
    assert game.controlled_by(bob) == ()
    tap_elves = ManaActivation(elves.id, 0, "Llanowar Elves", "{T}: Add {G}.")
    assert tap_elves not in game.legal_actions()
    game.advance_to(Step.MAIN1, bob)
    game.advance_to(Step.MAIN1, alice)
    assert tap_elves in game.legal_actions()


def test_an_aura_is_listed_only_while_something_it_could_enchant_is_there(
    new_game: NewGame,
) -> None:
    """303.4a, 115.1b: an Aura spell targets what it will enchant, so Pacifism ("Enchant
    creature") with its mana in the pool is not listed while no creature is on the
    battlefield, and is once Bob has one; taken, it targets that creature. Think Twice
    in the graveyard is listed for its flashback cost once the pool pays it (702.34a)."""
    game = new_game()
    alice, bob = game.players
    pacifism = game.add_card("Pacifism", alice, "hand")
    think = game.add_card("Think Twice", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}")
    casts = {a.name for a in game.legal_actions() if isinstance(a, Cast)}
    assert casts == set()
    rats = game.add_card("Typhoid Rats", bob)
    game.add_mana(alice, "{1}{U}")
    casts = {a.name for a in game.legal_actions() if isinstance(a, Cast)}
    assert casts == {"cast Pacifism", "cast Think Twice with flashback"}
    game.apply(Cast(pacifism.id, "Pacifism"))
    assert game.stack[0].targets == (rats,)
    assert think.zone is Zone.GRAVEYARD


def test_a_mana_ability_listed_follows_its_own_permanent_with_no_effect_in_force(
    new_game: NewGame,
) -> None:
    """With no continuous effect in force (613), what a mana ability's checks read of
    its permanent is the permanent's own state, kept with what was found: its face
    (712.8, transformed), and its counters (118.3, a cost removing one); a change to
    another permanent changes neither."""
    vault = load_card_text(
        'name = "Test Vault"\ntypes = ["Land"]\noracle = "Remove a +1/+1 counter from '
        'Test Vault: Add {C}."\n[[mana_abilities]]\n'
        'cost = "Remove a +1/+1 counter from this land"\nadd = "{C}"\n'
        '[back]\nname = "Test Vault Opened"\ntypes = ["Land"]\noracle = "{T}: Add {C}{C}."\n'
        '[[back.mana_abilities]]\ncost = "{T}"\nadd = "{C}{C}"\n'
    )
    game = new_game(cards=[vault])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    land = game.add_card("Test Vault", alice)
    text = "Remove a +1/+1 counter from this land: Add {C}."
    counter = ManaActivation(land.id, 0, "Test Vault", text)
    assert counter not in game.legal_actions()  # no counter to remove (118.3)
    game.add_counters(land, "+1/+1")
    assert counter in game.legal_actions()
    game.add_card("Forest", alice)  # another permanent: the answer kept still holds
    assert counter in game.legal_actions()
    game.transform(land)
    actions = game.legal_actions()
    assert counter not in actions
    assert ManaActivation(land.id, 0, "Test Vault Opened", "{T}: Add {C}{C}.") in actions
