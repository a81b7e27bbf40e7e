"""Whose damage a prevention effect prevents, and to whom (615), as data: "Prevent all
damage that would be dealt to creatures this turn" (its group read as damage would be
dealt, 611.2c not applying), "... to you this turn by attacking creatures", "Prevent
all damage target creature would deal this turn", "The next time a red source of your
choice would deal damage to you this turn, prevent that damage" (a source chosen as it
resolves, 609.7a; one event's damage, 615.7), "Prevent the next 3 damage that would be
dealt to any target this turn by a source of your choice"."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    CardDefinition,
    CardFileError,
    Choice,
    ChoiceKind,
    DamagePrevented,
    FirstOptionChooser,
    Game,
    GameObject,
    Player,
    Step,
    game_state,
    load_card_text,
)

NewGame = Callable[..., Game]


def instant(name: str, oracle: str, effect: str, targets: str = "") -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{W}}"\ntypes = ["Instant"]\noracle = "{oracle}"\n'
        f"[spell]\n{targets}effects = [{effect}]\n"
    )


FOG_WALL = instant(
    "Creature Fog",
    "Prevent all damage that would be dealt to creatures this turn.",
    '{ prevent_all = "damage", to = "creatures" }',
)
DEEP_GROVE = instant(
    "Deep Grove",
    "Prevent all damage that would be dealt to you this turn by attacking creatures.",
    '{ prevent_all = "damage", to = "you", by = "attacking creatures" }',
)
BLIND = instant(
    "Blind Strike",
    "Prevent all damage target creature would deal this turn.",
    '{ prevent_all = "damage", by = "target" }',
    'targets = ["target creature"]\n',
)
GRACE = instant(
    "Grace Test",
    "Prevent the next 3 damage that would be dealt to any target this turn by a source of "
    "your choice.",
    '{ prevent = 3, to = "target", by = "a source of your choice" }',
    'targets = ["any target"]\n',
)
CIRCLE = load_card_text(
    'name = "Circle Test"\nmana_cost = "{1}{W}"\ntypes = ["Enchantment"]\n'
    'oracle = "{1}: The next time a red source of your choice would deal damage to you this '
    'turn, prevent that damage."\n[[abilities]]\ncost = "{1}"\n'
    'effects = [{ prevent_next_time = "damage", to = "you", by = "a red source of your choice" }]\n'
)
REDEEM = instant(
    "Redeem Test",
    "Prevent all damage that would be dealt this turn to up to two target creatures.",
    '{ prevent_all = "damage", to = "target" }',
    'targets = ["up to two target creatures"]\n',
)
GEIST = load_card_text(
    'name = "Geist Test"\nmana_cost = "{2}{W}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 1\noracle = "{W}: Prevent all combat damage that would be dealt to and '
    'dealt by Geist Test this turn."\n[[abilities]]\ncost = "{W}"\neffects = ['
    '{ prevent_all = "combat damage", to = "this" }, '
    '{ prevent_all = "combat damage", by = "this" }]\n'
)
CARDS = [FOG_WALL, DEEP_GROVE, BLIND, GRACE, CIRCLE, REDEEM, GEIST]


def cast(game: Game, player: Player, name: str, **how: object) -> GameObject:
    card = game.add_card(name, player, "hand")
    game.add_mana(player, "{R}" if name == "Lightning Bolt" else "{W}")
    return game.cast(card, **how)


def test_to_a_group_read_as_damage_would_be_dealt(new_game: NewGame) -> None:
    """615, 611.2c: after the fog resolves, a Bolt to the Bears, and to Llanowar Elves
    that entered after it, deals nothing; a Bolt to Bob still deals 3."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    cast(game, alice, "Creature Fog")
    game.resolve_stack()
    elves = game.add_card("Llanowar Elves", bob)
    for target in (bears, elves, bob):
        cast(game, alice, "Lightning Bolt", targets=[target])
        game.resolve_stack()
    assert bears.damage == elves.damage == 0 and bob.life == 17
    assert len(game.log.events(DamagePrevented)) == 2


def test_to_you_by_attacking_creatures(new_game: NewGame) -> None:
    """615: Bob's attacking Bears deal Alice nothing; his Bolt to her still deals 3."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(bob, Step.DECLARE_ATTACKERS)
    game.declare_attackers({bears: alice})
    game.pass_priority()
    cast(game, alice, "Deep Grove")
    game.resolve_stack()
    game.advance_to(Step.END_OF_COMBAT)
    assert alice.life == 20
    cast(game, bob, "Lightning Bolt", targets=[alice])
    game.resolve_stack()
    assert alice.life == 17


def test_by_a_target_creature(new_game: NewGame) -> None:
    """615: the blinded Prodigal Pyromancer's ability deals nothing; Bob's other
    Pyromancer's still deals 1."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    blinded = game.add_card("Prodigal Pyromancer", bob)
    other = game.add_card("Prodigal Pyromancer", bob)
    game.begin_at(bob, Step.MAIN1, summoning_sick=())
    game.pass_priority()
    cast(game, alice, "Blind Strike", targets=[blinded])
    game.resolve_stack()
    for pyromancer in (blinded, other):
        game.activate(pyromancer, targets=[alice])
        game.resolve_stack()
    assert alice.life == 19


class SourceRecorder(FirstOptionChooser):
    """Chooses the option named Lightning Bolt where a source is asked, noting the
    names offered."""

    def __init__(self) -> None:
        self.offered: list[tuple[str, ...]] = []

    def choose(self, choice: Choice) -> object:
        if choice.kind is not ChoiceKind.SOURCE:
            return super().choose(choice)
        self.offered.append(tuple(o.name for o in choice.options))
        return next(o for o in choice.options if o.name == "Lightning Bolt")


def test_the_next_time_a_red_source_of_your_choice(new_game: NewGame) -> None:
    """609.7a, 615.7: Alice chooses Bob's Lightning Bolt on the stack among the red
    sources (his Boggart Brute too; the green Bears aren't offered): it deals her
    nothing; his second Bolt deals her 3."""
    recorder = SourceRecorder()
    game = new_game(cards=CARDS, chooser=recorder)
    alice, bob = game.players
    circle = game.add_card("Circle Test", alice)
    game.add_card("Grizzly Bears", bob)
    game.add_card("Boggart Brute", bob)
    game.begin_at(bob, Step.MAIN1)
    cast(game, bob, "Lightning Bolt", targets=[alice])
    game.pass_priority()
    game.add_mana(alice, "{1}")
    game.activate(circle)
    game.resolve_stack()
    assert recorder.offered == [("Boggart Brute", "Lightning Bolt")] and alice.life == 20
    cast(game, bob, "Lightning Bolt", targets=[alice])
    game.resolve_stack()
    assert alice.life == 17


WHITEN = load_card_text(
    'name = "Whiten"\nmana_cost = "{W}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature becomes white until end of turn."\n[spell]\n'
    'targets = ["target creature"]\n'
    'effects = [{ becomes = "white", on = "target", duration = "until end of turn" }]\n'
)


def test_a_chosen_red_source_no_longer_red_deals_its_damage(new_game: NewGame) -> None:
    """609.7b, 615.9: Alice's shield is against Bob's Boggart Brute, chosen as a red
    source; made white, it deals her its 2 (the shield rechecks the colour as the damage
    would be dealt), and the shield isn't used up."""
    game = new_game(cards=[*CARDS, WHITEN], choices={"source": ["Boggart Brute"]})
    alice, bob = game.players
    circle = game.add_card("Circle Test", alice)
    brute = game.add_card("Boggart Brute", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}")
    game.activate(circle)
    game.resolve_stack()
    [shield] = game.prevention
    assert "Boggart Brute, a red source" in shield.description
    cast(game, alice, "Whiten", targets=[brute])
    game.resolve_stack()
    game.deal_damage(brute, alice, 2)
    assert alice.life == 18 and game.prevention == (shield,)


AWE = load_card_text(
    'name = "Awe Test"\nmana_cost = "{W}"\ntypes = ["Instant"]\n'
    'oracle = "The next time target creature would deal damage this turn, prevent that '
    'damage."\n[spell]\ntargets = ["target creature"]\n'
    'effects = [{ prevent_next_time = "damage", by = "target" }]\n'
)


def test_the_next_time_a_source_deals_damage_is_all_of_that_event(new_game: NewGame) -> None:
    """615.8: the next instance of damage from the Dreadmaw, trampling over Bob's Bears,
    is all of it: none to the Bears, none to Bob; the shield is then used up."""
    game = new_game(cards=[*CARDS, AWE])
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({dreadmaw: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({bears: dreadmaw})
    cast(game, alice, "Awe Test", targets=[dreadmaw])
    game.resolve_stack()
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 20 and bears.damage == 0 and game.prevention == ()


def blocked_by_two_bears(game: Game) -> tuple[GameObject, list[GameObject]]:
    """Alice's Dreadmaw attacks Bob, who blocks it with two Bears (509.1a): the Dreadmaw
    and the Bears, in the declare blockers step."""
    alice, bob = game.players
    dreadmaw = game.add_card("Colossal Dreadmaw", alice)
    blockers = [game.add_card("Grizzly Bears", bob) for _ in range(2)]
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({dreadmaw: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({b: dreadmaw for b in blockers})
    return dreadmaw, blockers


def test_the_next_time_to_a_creature_is_all_its_blockers_damage(new_game: NewGame) -> None:
    """510.2, 615.8: "the next time damage would be dealt" to Alice's attacking Dreadmaw is
    the combat damage of both Bears blocking it, dealt at once: all of it is prevented."""
    game = new_game(cards=CARDS)
    dreadmaw, blockers = blocked_by_two_bears(game)
    game.prevent_damage(dreadmaw, dreadmaw, once=True)
    game.advance_to(Step.END_OF_COMBAT)
    assert dreadmaw.damage == 0 and all(b.zone is None for b in blockers)
    assert game.prevention == ()


SOURCEWARD = load_card_text(
    'name = "Sourceward"\nmana_cost = "{W}"\ntypes = ["Instant"]\n'
    'oracle = "The next time a source of your choice would deal damage to you this turn, '
    'prevent that damage."\n[spell]\n'
    'effects = [{ prevent_next_time = "damage", to = "you", by = "a source of your choice" }]\n'
)
SPARK_BRUTE = load_card_text(
    'name = "Spark Brute"\nmana_cost = "{R}"\ntypes = ["Creature"]\nsubtypes = ["Elemental"]\n'
    'power = 1\ntoughness = 1\noracle = "When Spark Brute enters, it deals 2 damage to '
    'target player."\n[[triggers]]\nwhen = "enters"\ntargets = ["target player"]\n'
    'effects = [{ damage = 2, to = "target" }]\n'
)


def test_a_chosen_permanent_spell_s_shield_covers_the_permanent(new_game: NewGame) -> None:
    """609.7a: Alice chooses Bob's Spark Brute spell on the stack; the shield applies to
    the permanent it becomes too: its enters trigger's 2 damage to her is prevented."""
    choices = {"source": ["Spark Brute"], "target": ["Alice"]}
    game = new_game(cards=[*CARDS, SOURCEWARD, SPARK_BRUTE], choices=choices)
    alice, bob = game.players
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{R}")
    game.cast(game.add_card("Spark Brute", bob, "hand"))
    game.pass_priority()
    cast(game, alice, "Sourceward")
    game.resolve_stack()
    assert alice.life == 20 and game.prevention == ()


def test_the_next_three_by_a_source_of_your_choice_in_a_saved_game(new_game: NewGame) -> None:
    """615.7, 609.7a: a shield of 3 against Bob's Pyromancer only, to Alice; a saved game
    keeps it: the Pyromancer's 1 is prevented, a Bolt's 3 isn't."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Prodigal Pyromancer", bob)
    game.begin_at(bob, Step.MAIN1)
    game.pass_priority()
    cast(game, alice, "Grace Test", targets=[alice])
    game.resolve_stack()
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    assert game_state(restored) == game_state(game)
    for played in (game, restored):
        you, them = played.players
        played.activate(played.permanents("Prodigal Pyromancer")[0], targets=[you])
        played.resolve_stack()
        cast(played, them, "Lightning Bolt", targets=[you])
        played.resolve_stack()
        assert you.life == 17


def test_to_each_of_several_targets(new_game: NewGame) -> None:
    """115.3, 615: both targets are protected; a third creature isn't."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    first, second, third = (game.add_card("Grizzly Bears", bob) for _ in range(3))
    game.begin_at(alice, Step.MAIN1)
    cast(game, alice, "Redeem Test", targets=[first, second])
    game.resolve_stack()
    for bears in (first, second, third):
        cast(game, alice, "Lightning Bolt", targets=[bears])
        game.resolve_stack()
    assert first.damage == second.damage == 0 and third.zone is None


def test_to_and_by_itself(new_game: NewGame) -> None:
    """615: the Geist blocked by Bears deals and is dealt no combat damage."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    geist = game.add_card("Geist Test", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS, summoning_sick=())
    game.declare_attackers({geist: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    game.declare_blockers({bears: geist})
    game.add_mana(alice, "{W}")
    game.activate(geist)
    game.resolve_stack()
    game.advance_to(Step.END_OF_COMBAT)
    assert geist.damage == bears.damage == 0 and geist.zone is not None


@pytest.mark.parametrize(
    ("effect", "targets", "key", "problem"),
    [
        ('{ prevent_all = "damage", to = "crutures" }', "", "to", "crutures"),
        ('{ prevent_all = "damage", by = "a purple source of your choice" }', "", "by", "purple"),
        ('{ prevent_all = "damage", by = "target" }', '"target player"', "", "creature or spell"),
    ],
)
def test_bad_reach_is_named(effect: str, targets: str, key: str, problem: str) -> None:
    said = f"targets = [{targets}]\n" if targets else ""
    with pytest.raises(CardFileError) as refused:
        instant("Odd Fog", "Odd.", effect, said)
    message = str(refused.value)
    assert f"spell.effects[0]{'.' + key if key else ''}" in message, message
    assert problem in message, message
