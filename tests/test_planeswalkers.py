"""Planeswalkers (306, 606) as data: Ajani Goldmane and Liliana of the Veil. Loyalty
abilities are activated once a turn as a sorcery could be cast, their cost paid in
loyalty counters (606.3, 606.4); a planeswalker enters with its printed loyalty (306.5b),
damage removes loyalty (120.3c), creatures attack it (506.3, 508.1b) and it dies at 0
loyalty (704.5i). Once a turn is the permanent's, whatever became of the ability (a
granter gone, a face transformed away); placed transformed, its back face's loyalty."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    Activation,
    CardFileError,
    CardhostError,
    CardType,
    Color,
    Game,
    GameObject,
    IllegalActionError,
    Layer,
    Modification,
    PilesSeparated,
    RemovedFromCombat,
    Step,
    Zone,
    load_card_text,
)

NewGame = Callable[..., Game]
AJANI = "Ajani Goldmane"
LILIANA = "Liliana of the Veil"


def in_main(new_game: NewGame, **options: object) -> Game:
    game = new_game(**options)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def cast_planeswalker(game: Game, name: str) -> GameObject:
    """Alice casts ``name`` with the mana it costs and it resolves: the permanent."""
    alice = game.players[0]
    card = game.add_card(name, alice, "hand")
    game.add_mana(alice, str(card.mana_cost))
    game.cast(card)
    game.resolve_stack()
    (permanent,) = game.permanents(name)
    return permanent


def test_a_planeswalker_enters_with_its_printed_loyalty(new_game: NewGame) -> None:
    """306.5b: Ajani enters with four loyalty counters; its loyalty is their number on
    the battlefield (306.5c) and its printed loyalty elsewhere (306.5a)."""
    game = in_main(new_game)
    in_hand = game.add_card(AJANI, game.players[0], "hand")
    assert in_hand.loyalty == 4 and in_hand.counters == {}
    ajani = cast_planeswalker(game, AJANI)
    assert ajani.counters == {"loyalty": 4} and ajani.loyalty == 4
    assert game.add_card("Grizzly Bears", game.players[0]).loyalty is None


def test_doubling_season_doubles_the_loyalty_it_enters_with_not_a_plus_cost(
    new_game: NewGame,
) -> None:
    """306.5b, 614.1c: entering with loyalty counters is a replacement effect putting
    counters, so Doubling Season makes it eight; a loyalty ability's +1 is a cost
    (606.4), not an effect, so it puts one counter, not two."""
    game = in_main(new_game)
    game.add_card("Doubling Season", game.players[0])
    ajani = cast_planeswalker(game, AJANI)
    assert ajani.loyalty == 8
    game.activate(ajani, 0)
    assert ajani.loyalty == 9
    game.resolve_stack()
    assert game.players[0].life == 22


def test_a_loyalty_ability_is_activated_once_a_turn_at_sorcery_speed(
    new_game: NewGame,
) -> None:
    """606.3: once Ajani's +1 is activated, none of its loyalty abilities can be this
    turn, even after it resolved; nor while the stack isn't empty, nor in combat, nor
    on the opponent's turn. Each refusal names the rule and changes nothing."""
    game = in_main(new_game)
    alice, bob = game.players
    ajani = cast_planeswalker(game, AJANI)
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=bob)
    with pytest.raises(IllegalActionError, match=r"606.3.*stack is empty"):
        game.activate(ajani, 0)
    game.resolve_stack()
    game.activate(ajani, 0)
    game.resolve_stack()
    before = (ajani.loyalty, alice.life, len(game.log))
    for index in (0, 1):
        with pytest.raises(IllegalActionError, match=r"606.3.*only one a turn"):
            game.activate(ajani, index)
    assert (ajani.loyalty, alice.life, len(game.log)) == before
    assert not [a for a in game.legal_actions() if isinstance(a, Activation)]
    game.advance_to(Step.MAIN1, bob)
    game.pass_priority()  # Bob passes; Alice has priority on his turn
    with pytest.raises(IllegalActionError, match=r"606.3.*own turn"):
        game.activate(ajani, 0)
    game.advance_to(Step.BEGINNING_OF_COMBAT, alice)
    with pytest.raises(IllegalActionError, match=r"606.3.*main phase"):
        game.activate(ajani, 0)
    assert ajani.loyalty == before[0]


def test_a_new_turn_allows_a_loyalty_ability_again(new_game: NewGame) -> None:
    """606.3: "that turn": on Alice's next turn Ajani's abilities can be activated
    again, and legal_actions lists each she could pay for."""
    game = in_main(new_game)
    alice = game.players[0]
    ajani = cast_planeswalker(game, AJANI)
    game.activate(ajani, 0)
    game.resolve_stack()
    game.next_turn()
    game.advance_to(Step.MAIN1, alice)
    listed = [a.text for a in game.legal_actions() if isinstance(a, Activation)]
    assert listed == [ajani.activated_abilities[0].text, ajani.activated_abilities[1].text]


def test_a_minus_ability_needs_that_much_loyalty(new_game: NewGame) -> None:
    """606.4, 606.6: Ajani with 4 loyalty can't pay -6; with 6 it can, and goes to the
    graveyard with 0 loyalty as the ability waits on the stack (704.5i), which still
    resolves (113.7a)."""
    game = in_main(new_game)
    alice = game.players[0]
    ajani = cast_planeswalker(game, AJANI)
    with pytest.raises(IllegalActionError, match=r"606\.6.*fewer than 6 loyalty"):
        game.activate(ajani, 2)
    assert ajani.loyalty == 4
    game.add_counters(ajani, "loyalty", 2)
    game.activate(ajani, 2)
    assert game.permanents(AJANI) == [] and [c.name for c in alice.graveyard] == [AJANI]
    game.resolve_stack()
    (avatar,) = game.permanents("Avatar Token")
    assert (avatar.power, avatar.toughness) == (20, 20)


def test_ajani_minus_one_counters_and_vigilance_for_those_creatures_only(
    new_game: NewGame,
) -> None:
    """608.2c, 611.2c: each creature Alice controls as it resolves gets a +1/+1 counter
    and vigilance until end of turn; Bob's doesn't, nor a creature she casts after."""
    game = in_main(new_game)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice)
    elves = game.add_card("Llanowar Elves", alice)
    theirs = game.add_card("Grizzly Bears", bob)
    ajani = cast_planeswalker(game, AJANI)
    game.activate(ajani, 1)
    game.resolve_stack()
    assert ajani.loyalty == 3
    assert bears.counters == elves.counters == {"+1/+1": 1} and theirs.counters == {}
    assert (bears.power, bears.toughness) == (3, 3)
    assert bears.has_keyword("vigilance") and elves.has_keyword("vigilance")
    assert not theirs.has_keyword("vigilance")
    game.add_mana(alice, "{G}")
    game.cast(game.add_card("Llanowar Elves", alice, "hand"))
    game.resolve_stack()
    late = game.permanents("Llanowar Elves")[-1]
    assert late is not elves and not late.has_keyword("vigilance")
    game.next_turn()
    assert not bears.has_keyword("vigilance") and bears.counters == {"+1/+1": 1}


def test_the_avatar_is_as_big_as_its_controllers_life(new_game: NewGame) -> None:
    """604.3: the Avatar's power and toughness are its controller's life total as it
    changes; with 3 damage marked it dies once that life is 3 (704.5g)."""
    game = in_main(new_game)
    alice = game.players[0]
    ajani = cast_planeswalker(game, AJANI)
    game.add_counters(ajani, "loyalty", 2)
    game.activate(ajani, 2)
    game.resolve_stack()
    (avatar,) = game.permanents("Avatar Token")
    assert avatar.colors == frozenset({Color.WHITE}) and avatar.is_token
    game.gain_life(alice, 5)
    assert (avatar.power, avatar.toughness) == (25, 25)
    game.deal_damage(avatar, avatar, 3)
    game.lose_life(alice, 21)
    assert alice.life == 4 and game.permanents("Avatar Token") == [avatar]
    game.lose_life(alice, 1)
    assert game.permanents("Avatar Token") == []


def test_liliana_plus_one_each_player_discards(new_game: NewGame) -> None:
    """+1: each player discards a card of their own choice (701.9b), in turn order."""
    game = in_main(new_game, choices={"discard": ["Island", "Swamp"]})
    alice, bob = game.players
    for player, cards in ((alice, ("Island", "Forest")), (bob, ("Swamp", "Mountain"))):
        for name in cards:
            game.add_card(name, player, "hand")
    liliana = cast_planeswalker(game, LILIANA)
    game.activate(liliana, 0)
    game.resolve_stack()
    assert liliana.loyalty == 4
    assert [c.name for c in alice.hand] == ["Forest"] and [c.name for c in bob.hand] == ["Mountain"]


def test_liliana_minus_two_the_target_player_sacrifices_a_creature_they_choose(
    new_game: NewGame,
) -> None:
    """701.21a: Bob chooses which of his creatures to sacrifice; his land stays, and
    sacrificing isn't destroying (a regeneration shield doesn't save it)."""
    game = in_main(new_game, choices={"sacrifice": ["Llanowar Elves"]})
    bob = game.players[1]
    game.add_card("Grizzly Bears", bob)
    elves = game.add_card("Llanowar Elves", bob)
    game.add_card("Forest", bob)
    game.regenerate(elves)
    liliana = cast_planeswalker(game, LILIANA)
    game.activate(liliana, 1, target=bob)
    game.resolve_stack()
    assert liliana.loyalty == 1
    assert sorted(p.name for p in game.permanents(controller=bob)) == ["Forest", "Grizzly Bears"]
    assert [c.name for c in bob.graveyard] == ["Llanowar Elves"]


def test_liliana_minus_two_on_a_player_without_creatures_does_nothing(
    new_game: NewGame,
) -> None:
    """701.21a: a player with no creature sacrifices nothing; the ability resolves."""
    game = in_main(new_game)
    bob = game.players[1]
    land = game.add_card("Forest", bob)
    liliana = cast_planeswalker(game, LILIANA)
    game.activate(liliana, 1, target=bob)
    game.resolve_stack()
    assert game.permanents(controller=bob) == [land] and liliana.loyalty == 1


def test_liliana_minus_six_two_piles_the_chosen_one_sacrificed(new_game: NewGame) -> None:
    """700.3: Alice separates all of Bob's permanents into two piles (one may be empty,
    700.3d); Bob chooses the pile he sacrifices, all at once (701.21a); the other stays.
    The separation is logged."""
    piles = ["first pile", "second pile", "first pile"]
    game = in_main(new_game, choices={"pile": [*piles, "second pile"]})
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    forest = game.add_card("Forest", bob)
    ajani = game.add_card(AJANI, bob)
    liliana = cast_planeswalker(game, LILIANA)
    game.add_counters(liliana, "loyalty", 3)
    game.activate(liliana, 2, target=bob)
    game.resolve_stack()
    assert game.permanents(LILIANA) == []  # 704.5i: loyalty 0
    assert game.permanents(controller=bob) == [bears, ajani]
    assert [c.name for c in bob.graveyard] == ["Forest"]
    (separated,) = game.log.events(PilesSeparated)
    assert separated.first == (bears, ajani) and separated.second == (forest,)
    assert separated.separator is alice and separated.chosen == 2


def test_damage_removes_loyalty_and_zero_loyalty_puts_it_into_the_graveyard(
    new_game: NewGame,
) -> None:
    """120.3c, 704.5i: Lightning Bolt, any target, may target a planeswalker (115.4);
    its 3 damage removes three of Liliana's loyalty counters and she dies at 0."""
    game = in_main(new_game)
    alice, bob = game.players
    liliana = game.add_card(LILIANA, bob)
    assert liliana.loyalty == 3
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Lightning Bolt", alice, "hand"), target=liliana)
    game.resolve_stack()
    assert game.permanents(LILIANA) == [] and [c.name for c in bob.graveyard] == [LILIANA]
    assert bob.life == 20
    kinds = [type(e.event).__name__ for e in game.log if type(e.event).__name__ in RESULTS]
    assert kinds == ["DamageDealt", "DamageDealtAtOnce", "CountersChanged"]  # 120.3: all at once


RESULTS = ("DamageDealt", "DamageDealtAtOnce", "CountersChanged")
"""The events of damage and its results: the damage dealt, then each result (120.3),
loyalty lost as a creature's -1/-1 counters and a player's life are."""


def test_damage_dealt_to_a_land_is_still_refused(new_game: NewGame) -> None:
    """120.1a: damage can't be dealt to an object that isn't a battle, a creature or a
    planeswalker; the refusal says battles are the engine's limit, not the rule's."""
    game = in_main(new_game)
    forest = game.add_card("Forest", game.players[1])
    with pytest.raises(IllegalActionError, match=r"120\.1a.*battles.*aren't implemented"):
        game.deal_damage(forest, forest, 1)


def attacking(new_game: NewGame) -> tuple[Game, GameObject, GameObject]:
    """Bob controls Liliana; Alice's Grizzly Bears may attack in her declare attackers
    step: the game, the Bears and Liliana."""
    game = new_game()
    alice, bob = game.players
    liliana = game.add_card(LILIANA, bob)
    bears = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    return game, bears, liliana


def to_damage(game: Game, blocks: dict[GameObject, GameObject] | None = None) -> None:
    """Pass through combat to the end of combat step, declaring ``blocks``."""
    while game.step is not Step.END_OF_COMBAT:
        if game.awaiting == "blockers":
            game.declare_blockers(blocks or {})
        else:
            game.pass_priority()


def test_a_creature_attacks_a_planeswalker_and_damages_it_not_the_player(
    new_game: NewGame,
) -> None:
    """506.3, 508.1b, 510.1b: the Bears attack Liliana; unblocked, their 2 damage
    removes two loyalty counters; Bob loses no life. attack_options offer Bob and
    Liliana; the decision too."""
    game, bears, liliana = attacking(new_game)
    bob = game.players[1]
    assert game.attack_options() == {bears: [bob, liliana]}
    decision = game.decision()
    assert decision is not None and decision.options == ((bears, (bob, liliana)),)
    game.declare_attackers({bears: liliana})
    assert game.combat is not None and game.combat.attacked(bears) is liliana
    assert game.combat.defender_of(bears) is bob
    to_damage(game)
    assert liliana.loyalty == 1 and bob.life == 20


def test_the_defending_player_blocks_for_their_planeswalker(new_game: NewGame) -> None:
    """509.1a: Bob's creature may block the Bears attacking his planeswalker; blocked,
    they deal their damage to the blocker and none to Liliana (510.1c)."""
    game, bears, liliana = attacking(new_game)
    bob = game.players[1]
    wall = game.add_card("Wall of Stone", bob)
    game.declare_attackers({bears: liliana})
    to_damage(game, {wall: bears})
    assert liliana.loyalty == 3 and wall.damage == 2


def test_an_attacker_whose_planeswalker_left_deals_no_combat_damage(
    new_game: NewGame,
) -> None:
    """506.4c, 510.1b: Liliana dies after attackers are declared; the Bears go on
    attacking, may be blocked, and unblocked deal no combat damage to anyone."""
    game, bears, liliana = attacking(new_game)
    bob = game.players[1]
    game.declare_attackers({bears: liliana})
    game.remove_counters(liliana, "loyalty", 3)
    assert game.permanents(LILIANA) == []
    combat = game.combat
    assert combat is not None and combat.is_attacking(bears) and combat.attacked(bears) is None
    to_damage(game)
    assert bob.life == 20


def test_a_planeswalker_removed_from_combat_stays_removed(new_game: NewGame) -> None:
    """506.4, 506.4c: Alice takes Bob's attacked Liliana: it is removed from combat; Bob
    takes it back before damage: it is not attacked again, so the Bears deal no combat
    damage (510.1b) and Liliana keeps her loyalty. A creature already attacking can't be
    declared an attacker again (508.1a)."""
    game, bears, liliana = attacking(new_game)
    alice, bob = game.players
    game.declare_attackers({bears: liliana})
    take = Modification(Layer.CONTROL, control=True)
    game.create_effect(bears, [liliana], [take], controller=alice)
    combat = game.combat
    assert combat is not None and combat.attacked(bears) is None
    game.create_effect(liliana, [liliana], [take], controller=bob)
    assert liliana.controller is bob and combat.attacked(bears) is None
    to_damage(game)
    assert liliana.counters == {"loyalty": 3} and bob.life == 20
    removed = [e.creature for e in game.log.events(RemovedFromCombat)]
    assert removed == [liliana]


def test_an_effect_removes_an_attacked_planeswalker_from_combat(new_game: NewGame) -> None:
    """506.4, 506.4c: an effect removes Liliana, being attacked, from combat: the Bears go
    on attacking nothing and deal no combat damage."""
    game, bears, liliana = attacking(new_game)
    bob = game.players[1]
    game.declare_attackers({bears: liliana})
    game.remove_from_combat(liliana)
    combat = game.combat
    assert combat is not None and combat.is_attacking(bears) and combat.attacked(bears) is None
    to_damage(game)
    assert liliana.counters == {"loyalty": 3} and bob.life == 20


def test_a_creature_put_onto_the_battlefield_attacking_isnt_declared_again(
    new_game: NewGame,
) -> None:
    """508.1a, 508.4: a hasty creature put onto the battlefield attacking in the beginning
    of combat step is attacking already: it isn't offered as an attacker, declaring it is
    refused, and it deals its combat damage once."""
    game = new_game()
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice, "hand")
    game.begin_at(alice, Step.BEGINNING_OF_COMBAT)
    entered = game.put_onto_battlefield(dreadmaw, attacking=bob)
    assert entered is not None
    game.grant_keyword(entered, "haste")
    game.advance_to(Step.DECLARE_ATTACKERS)
    assert entered not in game.attack_options()
    with pytest.raises(IllegalActionError, match=r"508\.1a.*attacking already"):
        game.declare_attackers([entered])
    game.declare_attackers([])
    to_damage(game)
    assert bob.life == 14


def test_trample_over_a_blocker_goes_to_the_planeswalker(new_game: NewGame) -> None:
    """702.19b: a trampler attacking a planeswalker assigns lethal damage to its blocker
    and the rest to the planeswalker, not the player."""
    game = new_game(choices={"damage assignment": [1]})
    alice, bob = game.players
    liliana = game.add_card(LILIANA, bob)
    spider = game.add_card("Llanowar Elves", bob)
    trampler = game.add_card("Colossal Dreadmaw", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({trampler: liliana})
    to_damage(game, {spider: trampler})
    assert game.permanents(LILIANA) == [] and bob.life == 20
    assert sorted(c.name for c in bob.graveyard) == [LILIANA, "Llanowar Elves"]


def test_attacks_on_planeswalkers_are_checked(new_game: NewGame) -> None:
    """508.1b: with a planeswalker to attack, a bare list of attackers doesn't say whom
    each attacks; 506.2: a creature can't attack its own controller's planeswalker, nor
    506.3 a permanent that isn't a planeswalker. Each refusal changes nothing."""
    game, bears, _ = attacking(new_game)
    alice, bob = game.players
    mine = game.add_card(AJANI, alice)
    forest = game.add_card("Forest", bob)
    before = len(game.log)
    with pytest.raises(IllegalActionError, match=r"508.1b.*planeswalker"):
        game.declare_attackers([bears])
    with pytest.raises(IllegalActionError, match=r"506.2"):
        game.declare_attackers({bears: mine})
    with pytest.raises(IllegalActionError, match=r"506.3"):
        game.declare_attackers({bears: forest})
    assert len(game.log) == before and not bears.tapped and game.awaiting == "attackers"


def test_the_player_attacked_may_be_given_by_name(new_game: NewGame) -> None:
    """508.1b, 102.1: a declaration may name the player each creature attacks, as the
    decision's answer too; a name no player has is refused and changes nothing."""
    game, bears, _ = attacking(new_game)
    bob = game.players[1]
    with pytest.raises(CardhostError, match="no player named 'Carol'"):
        game.answer({bears: "Carol"})
    assert not bears.tapped and game.awaiting == "attackers"
    game.answer({bears: "Bob"})
    assert game.combat is not None and game.combat.attacked(bears) is bob
    assert game.combat.declaration is not None
    assert game.combat.declaration.attacks == ((bears, bob),)


def test_the_legend_rule_applies_to_planeswalkers(new_game: NewGame) -> None:
    """306.4, 704.5j: two Ajanis under one player: they keep one."""
    game = in_main(new_game)
    first = game.add_card(AJANI, game.players[0])
    second = game.add_card(AJANI, game.players[0], "hand")
    game.add_mana(game.players[0], "{2}{W}{W}")
    game.cast(second)
    game.resolve_stack()
    assert len(game.permanents(AJANI)) == 1
    assert [c.name for c in game.players[0].graveyard] == [AJANI] and first.zone is not None


def test_saved_games_keep_loyalty_used_and_attacks_on_planeswalkers(
    new_game: NewGame,
) -> None:
    """A saved game keeps that Ajani's loyalty ability was activated this turn (606.3)
    and, mid-combat, which planeswalker a creature attacks (506.3)."""
    game = in_main(new_game)
    ajani = cast_planeswalker(game, AJANI)
    game.activate(ajani, 0)
    game.resolve_stack()
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    (again,) = restored.permanents(AJANI)
    assert again.loyalty == 5
    with pytest.raises(IllegalActionError, match=r"606.3"):
        restored.activate(again, 0)
    fight, bears, liliana = attacking(new_game)
    fight.declare_attackers({bears: liliana})
    back = Game.from_json(fight.to_json(), catalog=fight.catalog)
    (bears2,) = back.permanents("Grizzly Bears")
    (liliana2,) = back.permanents(LILIANA)
    assert back.combat is not None and back.combat.attacked(bears2) is liliana2
    to_damage(back)
    assert liliana2.loyalty == 1 and back.players[1].life == 20


@pytest.mark.parametrize(
    ("lines", "key", "problem"),
    [
        ('types = ["Planeswalker"]\n', "loyalty", "missing: a planeswalker has a printed loyalty"),
        ('types = ["Planeswalker"]\nloyalty = -1\n', "loyalty", "from 0 to 1000"),
        ('types = ["Planeswalker"]\nloyalty = true\n', "loyalty", "expected"),
        (
            'types = ["Creature"]\npower = 1\ntoughness = 1\nloyalty = 3\n',
            "loyalty",
            "only a planeswalker has loyalty",
        ),
    ],
)
def test_a_bad_loyalty_names_the_key(lines: str, key: str, problem: str) -> None:
    """306.5a: only a planeswalker has loyalty, a whole number it must have."""
    text = f'name = "Probe"\nmana_cost = "{{2}}"\n{lines}'
    with pytest.raises(CardFileError) as error:
        load_card_text(text, source="probe.toml")
    assert f"probe.toml: {key}" in str(error.value) and problem in str(error.value)


@pytest.mark.parametrize(
    ("cost", "effects", "where", "problem"),
    [
        ('"1"', "[{ gain_life = 1 }]", "abilities[0].cost", "a loyalty symbol has a sign"),
        ('"+1, -1"', "[{ gain_life = 1 }]", "abilities[0].cost", "one loyalty symbol (606.5)"),
        (
            '"+1"',
            '[{ gains = "vigilance", on = "those creatures" }]',
            "abilities[0].effects[0]",
            "it follows one acting on 'each' of a group",
        ),
        ('"+1"', '[{ sacrifice = "the creature" }]', "sacrifice", "expected 'this' or"),
        ('"+1"', '[{ sacrifice = "this", player = "target" }]', "player", "source itself"),
        ('"+1"', '[{ sacrifice_pile = "cards" }]', "sacrifice_pile", "expected one of"),
        ('"+1"', '[{ counters = "+1/+1", on = "all creatures" }]', "on", "or 'each' and a"),
    ],
)
def test_bad_loyalty_abilities_name_the_key(
    cost: str, effects: str, where: str, problem: str
) -> None:
    """602.1a, 606.4: a loyalty symbol has a sign (or is 0) and appears once; each new
    instruction's words are checked, each problem naming its key path."""
    text = (
        'name = "Probe"\nmana_cost = "{2}"\ntypes = ["Planeswalker"]\nloyalty = 3\n'
        f'oracle = "{cost.strip(chr(34))}: Do it."\n\n[[abilities]]\ncost = {cost}\n'
        f"effects = {effects}\n"
    )
    with pytest.raises(CardFileError) as error:
        load_card_text(text, source="probe.toml")
    assert where in str(error.value) and problem in str(error.value), str(error.value)


def test_a_loyalty_ability_adding_mana_is_not_a_mana_ability(new_game: NewGame) -> None:
    """605.1a: an activated ability that is a loyalty ability isn't a mana ability: one
    written in ``[[mana_abilities]]`` is refused, naming its key; in ``[[abilities]]`` it
    uses the stack, once a turn (606.3)."""
    text = (
        'name = "Probe"\nmana_cost = "{2}{R}"\ntypes = ["Planeswalker"]\nloyalty = 3\n'
        'oracle = "+1: Add {R}{R}."\n\n[[{kind}]]\ncost = "+1"\n{add}\n'
    )
    with pytest.raises(CardFileError) as error:
        load_card_text(
            text.replace("{kind}", "mana_abilities").replace("{add}", 'add = "{R}{R}"'),
            source="probe.toml",
        )
    assert "probe.toml: mana_abilities[0].cost" in str(error.value)
    assert "not a mana ability (605.1a)" in str(error.value)
    probe = load_card_text(
        text.replace("{kind}", "abilities").replace("{add}", 'effects = [{ add_mana = "{R}{R}" }]')
    )
    game = new_game(cards=[probe])
    alice = game.players[0]
    walker = game.add_card("Probe", alice)
    game.begin_at(alice, Step.MAIN1)
    game.activate(walker, 0)
    assert len(game.stack) == 1 and walker.loyalty == 4
    game.resolve_stack()
    assert str(alice.mana_pool) == "{R}{R}"
    with pytest.raises(IllegalActionError, match=r"606\.3"):
        game.activate(walker, 0)


def test_a_target_player_or_planeswalker(new_game: NewGame) -> None:
    """115.1: "target player or planeswalker" may be a player or a planeswalker, never a
    creature; "target opponent or planeswalker" not its controller; damage to the
    planeswalker removes loyalty (120.3c). A player verb can't have such a target."""
    blast = load_card_text(
        'name = "Spire Blast"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
        'oracle = "Spire Blast deals 2 damage to target opponent or planeswalker."\n'
        '[spell]\ntargets = ["target opponent or planeswalker"]\n'
        'effects = [{ damage = 2, to = "target" }]\n'
    )
    game = new_game(cards=[blast])
    game.begin_at(game.players[0], Step.MAIN1)
    alice, bob = game.players
    liliana = game.add_card("Liliana of the Veil", bob)
    bear = game.add_card("Grizzly Bears", bob)
    for target, rule in ((bear, "115"), (alice, "115")):
        game.add_mana(alice, "{R}")
        with pytest.raises(IllegalActionError, match=rule):
            game.cast(game.add_card("Spire Blast", alice, "hand"), target=target)
    game.cast(game.add_card("Spire Blast", alice, "hand"), target=liliana)
    game.resolve_stack()
    assert liliana.loyalty == 1
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Spire Blast", alice, "hand"), target=bob)
    game.resolve_stack()
    assert bob.life == 18
    with pytest.raises(CardFileError, match="draw needs a target player"):
        load_card_text(
            'name = "Bad Draw"\nmana_cost = "{U}"\ntypes = ["Sorcery"]\n'
            'oracle = "Target player or planeswalker draws a card."\n'
            '[spell]\ntargets = ["target player or planeswalker"]\n'
            'effects = [{ draw = 1, player = "target" }]\n'
        )


AMBUSHER = load_card_text(
    'name = "Liliana\'s Ambusher"\nmana_cost = "{2}{B}"\ntypes = ["Creature"]\n'
    'subtypes = ["Orc"]\npower = 2\ntoughness = 3\n'
    'oracle = "Liliana\'s Ambusher gets +2/+0 as long as you control a Liliana planeswalker."\n'
    '[[statics]]\naffects = "this"\npt = "+2/+0"\n'
    'as_long_as = { count = "the number of Liliana planeswalkers you control", at_least = 1 }\n'
)
ANIMATOR = load_card_text(
    'name = "Planar Animator"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    'oracle = "Planeswalkers are artifacts in addition to their other types."\n'
    '[[statics]]\naffects = "planeswalkers"\nadd_types = ["Artifact"]\n'
)


def test_a_planeswalker_type_counts_planeswalkers_of_it(new_game: NewGame) -> None:
    """205.3j: Liliana is a planeswalker type; "a Liliana planeswalker you control" is
    one of Alice's planeswalkers with that subtype, not Bob's, nor Ajani."""
    game = in_main(new_game, cards=[AMBUSHER])
    alice, bob = game.players
    ambusher = game.add_card("Liliana's Ambusher", alice)
    game.add_card(LILIANA, bob)
    game.add_card(AJANI, alice)
    assert ambusher.power == 2
    game.add_card(LILIANA, alice)
    assert ambusher.power == 4


def test_a_planeswalker_keeps_its_planeswalker_type_when_its_types_change(
    new_game: NewGame,
) -> None:
    """205.3j, 205.1a: a planeswalker type goes with the planeswalker card type, so a
    planeswalker that becomes an artifact too keeps it (it isn't a creature type that
    a non-creature would lose)."""
    game = in_main(new_game, cards=[AMBUSHER, ANIMATOR])
    alice = game.players[0]
    ambusher = game.add_card("Liliana's Ambusher", alice)
    liliana = game.add_card(LILIANA, alice)
    game.add_card("Planar Animator", alice)
    assert "Liliana" in liliana.subtypes and liliana.is_type(CardType.ARTIFACT)
    assert ambusher.power == 4


TEST_WALKER = load_card_text(
    'name = "Test Walker"\nmana_cost = "{2}"\ntypes = ["Planeswalker"]\n'
    'subtypes = ["Tezzeret"]\nloyalty = 3\noracle = "+1: You gain 1 life."\n'
    '[[abilities]]\ncost = "+1"\neffects = [{ gain_life = 1 }]\n'
)
GAUNTLET = load_card_text(
    'name = "Gauntlet"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    'oracle = """\nPlaneswalkers you control have "0: You gain 5 life."\n'
    '{0}: Sacrifice this artifact."""\n'
    '[[statics]]\naffects = "planeswalkers you control"\n'
    '[[statics.abilities]]\ncost = "0"\neffects = [{ gain_life = 5 }]\n'
    '[[abilities]]\ncost = "{0}"\neffects = [{ sacrifice = "this" }]\n'
)
FLIP_WALKER = load_card_text(
    'name = "Flip Walker"\nmana_cost = "{2}"\ntypes = ["Planeswalker"]\n'
    'subtypes = ["Arlinn"]\nloyalty = 5\noracle = """\n+1: You gain 1 life.\n'
    '0: You gain 2 life.\n-1: You gain 3 life. Transform Flip Walker."""\n'
    '[[abilities]]\ncost = "+1"\neffects = [{ gain_life = 1 }]\n'
    '[[abilities]]\ncost = "0"\neffects = [{ gain_life = 2 }]\n'
    '[[abilities]]\ncost = "-1"\neffects = [{ gain_life = 3 }, { transform = "this" }]\n'
    '[back]\nname = "Flipped Walker"\ntypes = ["Planeswalker"]\nsubtypes = ["Arlinn"]\n'
    'loyalty = 2\noracle = """\n+1: You gain 10 life.\n-1: Transform Flipped Walker."""\n'
    '[[back.abilities]]\ncost = "+1"\neffects = [{ gain_life = 10 }]\n'
    '[[back.abilities]]\ncost = "-1"\neffects = [{ transform = "this" }]\n'
)


def test_a_granted_loyalty_ability_counts_after_its_granter_is_gone(new_game: NewGame) -> None:
    """606.3: Alice activates the "0: You gain 5 life." her Gauntlet gives her walker,
    then sacrifices the Gauntlet: a loyalty ability of that permanent was activated this
    turn, so its own +1 can't be, nor is it listed; it can be the next turn, and a
    saved game remembers."""
    game = in_main(new_game, cards=[TEST_WALKER, GAUNTLET])
    alice = game.players[0]
    walker = game.add_card("Test Walker", alice)
    gauntlet = game.add_card("Gauntlet", alice)
    game.activate(walker, 1)
    game.resolve_stack()
    game.activate(gauntlet, 0)
    game.resolve_stack()
    assert gauntlet.zone is not Zone.BATTLEFIELD and alice.life == 25
    assert not [a for a in game.legal_actions() if isinstance(a, Activation)]
    restored = Game.from_json(game.to_json(), cards=[TEST_WALKER, GAUNTLET])
    for each in (game, restored):
        with pytest.raises(IllegalActionError, match=r"606\.3"):
            each.activate(each.permanents("Test Walker")[0], 0)
    game.advance_to(Step.MAIN1, alice)
    game.next_turn()
    game.advance_to(Step.MAIN1, alice)
    game.activate(walker, 0)
    assert walker.loyalty == 4


def test_a_transformed_planeswalker_is_the_permanent_that_activated(new_game: NewGame) -> None:
    """606.3, 712.3: Flip Walker's -1 transforms it; Flipped Walker is the same
    permanent, whose loyalty ability was activated this turn: its +1 waits a turn."""
    game = in_main(new_game, cards=[FLIP_WALKER])
    alice = game.players[0]
    walker = game.add_card("Flip Walker", alice)
    game.activate(walker, 2)
    game.resolve_stack()
    assert walker.name == "Flipped Walker" and walker.loyalty == 4 and alice.life == 23
    assert not [a for a in game.legal_actions() if isinstance(a, Activation)]
    with pytest.raises(IllegalActionError, match=r"606\.3"):
        game.activate(walker, 0)


def test_a_planeswalker_placed_transformed_has_its_back_faces_loyalty(
    new_game: NewGame,
) -> None:
    """306.5b: placed with its back face up, a planeswalker has that face's printed
    loyalty in loyalty counters, not its front's."""
    game = new_game(cards=[FLIP_WALKER])
    walker = game.add_card("Flip Walker", game.players[0], transformed=True)
    assert walker.name == "Flipped Walker" and walker.loyalty == 2


TORCHWALKER = load_card_text(
    'name = "Torchwalker"\nmana_cost = "{2}{R}"\nsupertypes = ["Legendary"]\n'
    'types = ["Planeswalker"]\nloyalty = 5\n'
    'oracle = "\u2212X: Torchwalker deals X damage to target creature."\n'
    '[[abilities]]\ncost = "\u2212X"\ntargets = ["target creature"]\n'
    'effects = [{ damage = "X", to = "target" }]\n'
)


def test_a_minus_x_loyalty_ability_removes_the_x_announced(new_game: NewGame) -> None:
    """107.7, 606.4, 601.2b: -X removes X loyalty counters, X announced as the ability
    is activated and the damage it deals; no more than its loyalty counters (606.6):
    X = 6 from 5 is refused, naming the rule, nothing done."""
    game = new_game(cards=[TORCHWALKER])
    alice, bob = game.players
    walker = game.add_card("Torchwalker", alice)
    dreadmaw = game.add_card("Colossal Dreadmaw", bob)
    game.begin_at(alice, Step.MAIN1)
    with pytest.raises(IllegalActionError, match=r"606\.6: X can be at most 5: .* has 5 loyalty"):
        game.activate(walker, 0, x=6, target=dreadmaw)
    assert walker.loyalty == 5 and game.stack == ()
    ability = game.activate(walker, 0, x=4, target=dreadmaw)
    assert walker.loyalty == 1 and ability.x == 4
    assert "paying \u22124" in game.log.lines()[-1]
    game.resolve_stack()
    assert dreadmaw.damage == 4


def test_a_minus_x_loyalty_ability_asks_x_as_a_decision(new_game: NewGame) -> None:
    """601.2b, 606.6: driven by decisions, activating it asks X among 0 to its loyalty;
    a saved game waiting for that answer waits for it again."""
    game = new_game(cards=[TORCHWALKER])
    alice, bob = game.players
    walker = game.add_card("Torchwalker", alice, counters={"loyalty": 3})
    game.add_card("Colossal Dreadmaw", bob)
    game.begin_at(alice, Step.MAIN1)
    activation = next(a for a in game.legal_actions() if getattr(a, "permanent", None) == walker.id)
    asked = game.answer(activation)
    assert asked is not None and asked.kind == "x" and str(asked.options) == "0 to 3"
    restored = Game.from_json(game.to_json(), cards=[TORCHWALKER]).decision()
    assert restored is not None and str(restored.options) == "0 to 3"
    game.answer(2)
    assert walker.loyalty == 1


def test_a_loyalty_symbol_with_x_is_negative() -> None:
    """107.7: only a negative loyalty symbol has an X: "+X" is refused, naming the key."""
    text = (
        'name = "Probe"\nmana_cost = "{2}"\ntypes = ["Planeswalker"]\nloyalty = 3\n'
        'oracle = "+X: Draw X cards."\n[[abilities]]\ncost = "+X"\n'
        'effects = [{ draw = "X" }]\n'
    )
    with pytest.raises(CardFileError, match=r"abilities\[0\]\.cost.*negative: '-X' \(107\.7\)"):
        load_card_text(text, source="probe.toml")


def test_loyalty_removed_by_other_costs_counts_too(new_game: NewGame) -> None:
    """606.6, 118.3: "-2, Remove a loyalty counter from this permanent" needs three loyalty
    counters in all: with two it is refused, nothing removed; "-X" beside it is offered
    X up to the counters the other cost leaves."""
    probe = load_card_text(
        'name = "Probe"\nmana_cost = "{2}"\ntypes = ["Planeswalker"]\nloyalty = 2\n'
        'oracle = "\u22122, Remove a loyalty counter from this permanent: You gain 1 life.\\n'
        '\u2212X, Remove a loyalty counter from this permanent: You gain X life."\n'
        '[[abilities]]\ncost = "\u22122, Remove a loyalty counter from this permanent"\n'
        "effects = [{ gain_life = 1 }]\n"
        '[[abilities]]\ncost = "\u2212X, Remove a loyalty counter from this permanent"\n'
        'effects = [{ gain_life = "X" }]\n'
    )
    game = new_game(cards=[probe])
    alice = game.players[0]
    walker = game.add_card("Probe", alice)
    game.begin_at(alice, Step.MAIN1)
    with pytest.raises(IllegalActionError, match=r"606\.6.*fewer than 3 loyalty"):
        game.activate(walker, 0)
    with pytest.raises(
        IllegalActionError, match=r"606\.6: X can be at most 1: .* 2 loyalty .* 1 of them removed"
    ):
        game.activate(walker, 1, x=2)
    assert walker.loyalty == 2
    game.activate(walker, 1, x=1)
    assert walker.zone is None  # 0 loyalty: put into its owner's graveyard (704.5i)
