"""Instants and sorceries with targets and effects (601.2, 608.2): Lightning Bolt,
Counterspell, Doom Blade, Divination and Pirate's Pillage, with their edges: illegal
targets refused as they're cast (601.2c), targets gone by resolution (608.2b), timing
(307.1, 117.1a), additional costs (601.2f), responses (117.7)."""

from __future__ import annotations

import re
from collections.abc import Callable

import pytest

from cardhost import (
    CardFileError,
    DamageDealt,
    Game,
    GameObject,
    IllegalActionError,
    SpellCountered,
    Step,
    Zone,
    game_state,
    load_card_text,
)
from cardhost.model.targets import KNOWN_TARGETS, parse_target

NewGame = Callable[..., Game]

BEARS = "Grizzly Bears"  # a green 2/2 (tests/cards)


def main_with(game: Game, *cards: str, mana: str = "") -> list[GameObject]:
    """Alice's precombat main phase, with ``cards`` in her hand and ``mana`` in her pool."""
    alice = game.players[0]
    in_hand = [game.add_card(card, alice, "hand") for card in cards]
    game.begin_at(alice, Step.MAIN1)
    if mana:
        game.add_mana(alice, mana)
    return in_hand


# --------------------------------------------------------------------------- Lightning Bolt


def test_lightning_bolt_deals_three_damage_to_a_player(new_game: NewGame) -> None:
    """120.3a: "Lightning Bolt deals 3 damage to any target"; a player is one (115.4)."""
    game = new_game()
    alice, bob = game.players
    [bolt] = main_with(game, "Lightning Bolt", mana="{R}")
    spell = game.cast(bolt, target=bob)
    assert spell.targets == (bob,)
    game.resolve_stack()
    assert bob.life == 17
    [dealt] = game.log.events(DamageDealt)
    assert dealt.source.name == "Lightning Bolt" and not dealt.combat
    assert [c.name for c in alice.graveyard] == ["Lightning Bolt"]  # 608.2n


def test_lightning_bolt_destroys_a_two_toughness_creature(new_game: NewGame) -> None:
    """120.3e, 120.5, 704.5g: the damage is marked; state-based actions destroy it."""
    game = new_game()
    _alice, bob = game.players
    bears = game.add_card(BEARS, bob)
    [bolt] = main_with(game, "Lightning Bolt", mana="{R}")
    game.cast(bolt, target=bears)
    game.resolve_stack()
    assert bears.zone is None and [c.name for c in bob.graveyard] == [BEARS]


def test_lightning_bolt_cant_target_a_noncreature_permanent(new_game: NewGame) -> None:
    """115.4: any target is a creature, a player, a planeswalker or a battle; a land is
    none. The cast is refused and the game is as it was (601.2c, 601.2e)."""
    game = new_game()
    _alice, bob = game.players
    forest = game.add_card("Forest", bob)
    [bolt] = main_with(game, "Lightning Bolt", mana="{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 601\.2c: Forest #\d+ is not a legal"):
        game.cast(bolt, target=forest)
    assert game_state(game) == before and bolt.zone is Zone.HAND


def test_lightning_bolt_whose_target_left_doesnt_resolve(new_game: NewGame) -> None:
    """608.2b: its only target is gone (400.7), so the spell doesn't resolve: nothing is
    dealt, and it goes to its owner's graveyard."""
    game = new_game()
    alice, bob = game.players
    bears = game.add_card(BEARS, bob)
    [bolt] = main_with(game, "Lightning Bolt", mana="{R}")
    game.cast(bolt, target=bears)
    game.return_to_hand(bears)  # an effect, while the Bolt waits on the stack
    game.resolve_stack()
    assert game.log.events(DamageDealt) == []
    [countered] = game.log.events(SpellCountered)
    assert "608.2b" in countered.reason
    assert [c.name for c in alice.graveyard] == ["Lightning Bolt"]
    assert [c.name for c in bob.hand] == [BEARS]


def test_lightning_bolt_is_cast_in_response_on_an_opponents_turn(new_game: NewGame) -> None:
    """117.1a: an instant any time its caster has priority; 117.7: it resolves first."""
    game = new_game()
    alice, bob = game.players
    bolt = game.add_card("Lightning Bolt", bob, "hand")
    [divination] = main_with(game, "Divination", mana="{2}{U}")
    game.add_mana(bob, "{R}")
    game.cast(divination)
    game.pass_priority()
    game.cast(bolt, target=alice)
    game.pass_priority()
    game.pass_priority()  # both pass: the Bolt resolves, Divination still waits
    assert alice.life == 17 and [item.name for item in game.stack] == ["Divination"]


# --------------------------------------------------------------------------- Counterspell


def test_counterspell_counters_the_target_spell(new_game: NewGame) -> None:
    """701.6a: countered, Divination goes to its owner's graveyard unresolved; its cost
    is not refunded (701.6b)."""
    game = new_game()
    alice, bob = game.players
    counterspell = game.add_card("Counterspell", bob, "hand")
    [divination] = main_with(game, "Divination", mana="{2}{U}")
    game.add_mana(bob, "{U}{U}")
    spell = game.cast(divination)
    game.pass_priority()
    game.cast(counterspell, target=spell)
    game.resolve_stack()
    assert game.stack == ()
    assert sorted(c.name for c in alice.graveyard) == ["Divination"]
    assert [c.name for c in bob.graveyard] == ["Counterspell"]
    assert alice.hand == ()  # Divination never resolved: nothing was drawn
    assert alice.mana_pool.total == 0


def test_counterspell_with_no_other_spell_has_no_target(new_game: NewGame) -> None:
    """115.5: a spell is an illegal target for itself, so with no other spell on the
    stack Counterspell can't be cast (601.2c)."""
    game = new_game()
    [counterspell] = main_with(game, "Counterspell", mana="{U}{U}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 601\.2c: .*no legal choice"):
        game.cast(counterspell)
    assert game_state(game) == before


def test_a_countered_counterspell_lets_the_first_spell_resolve(new_game: NewGame) -> None:
    """Bob counters Alice's Divination; Alice counters Bob's Counterspell: the last in
    resolves first (405.5), and Divination resolves."""
    game = new_game()
    alice, bob = game.players
    bobs = game.add_card("Counterspell", bob, "hand")
    divination, alices = main_with(game, "Divination", "Counterspell", mana="{2}{U}{U}{U}")
    game.add_mana(bob, "{U}{U}")
    first = game.cast(divination)
    game.pass_priority()
    second = game.cast(bobs, target=first)
    game.pass_priority()
    game.cast(alices, target=second)
    game.resolve_stack()
    assert sorted(c.name for c in alice.graveyard) == ["Counterspell", "Divination"]
    assert [c.name for c in bob.graveyard] == ["Counterspell"]
    assert len(alice.hand) == 2  # Divination's two cards (the Counterspells left the hand)


# --------------------------------------------------------------------------- Doom Blade


def test_doom_blade_destroys_a_nonblack_creature(new_game: NewGame) -> None:
    """701.8a: destroyed, it goes to its owner's graveyard."""
    game = new_game()
    _alice, bob = game.players
    bears = game.add_card(BEARS, bob)
    [blade] = main_with(game, "Doom Blade", mana="{1}{B}")
    game.cast(blade, target=bears)
    game.resolve_stack()
    assert [c.name for c in bob.graveyard] == [BEARS]


def test_doom_blade_cant_target_a_black_creature(new_game: NewGame) -> None:
    """115.1: "target nonblack creature": Blood Artist ({1}{B}) is black (202.2)."""
    game = new_game()
    _alice, bob = game.players
    artist = game.add_card("Blood Artist", bob)
    [blade] = main_with(game, "Doom Blade", mana="{1}{B}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 601\.2c"):
        game.cast(blade, target=artist)
    assert game_state(game) == before


def test_doom_blade_leaves_an_indestructible_creature(new_game: NewGame) -> None:
    """702.12b: indestructible permanents aren't destroyed; the spell still resolves."""
    game = new_game()
    _alice, bob = game.players
    bears = game.add_card(BEARS, bob)
    [blade] = main_with(game, "Doom Blade", mana="{1}{B}")
    game.grant_keyword(bears, "indestructible")
    game.cast(blade, target=bears)
    game.resolve_stack()
    assert bears.zone is Zone.BATTLEFIELD


def test_doom_blade_offers_only_nonblack_creatures(new_game: NewGame) -> None:
    """601.2c: asked for a target, the chooser is offered the legal ones only."""
    game = new_game()
    _alice, bob = game.players
    game.add_card("Blood Artist", bob)
    bears = game.add_card(BEARS, bob)
    [blade] = main_with(game, "Doom Blade", mana="{1}{B}")
    spell = game.cast(blade)
    assert spell.targets == (bears,)


# --------------------------------------------------------------------------- Divination


def test_divination_draws_two(new_game: NewGame) -> None:
    game = new_game()
    alice = game.players[0]
    [divination] = main_with(game, "Divination", mana="{2}{U}")
    game.cast(divination)
    game.resolve_stack()
    assert len(alice.hand) == 2 and len(alice.library) == 8


def test_divination_is_cast_only_as_a_sorcery(new_game: NewGame) -> None:
    """307.1: only in its caster's main phase with an empty stack."""
    game = new_game()
    alice = game.players[0]
    divination = game.add_card("Divination", alice, "hand")
    game.begin_at(alice, Step.BEGINNING_OF_COMBAT)
    game.add_mana(alice, "{2}{U}")
    with pytest.raises(IllegalActionError, match=r"rule 307\.1"):
        game.cast(divination)


def test_divination_from_a_short_library_loses(new_game: NewGame) -> None:
    """121.4, 704.5b: the second draw finds no card; the player loses."""
    game = new_game(library=1)
    alice, bob = game.players
    [divination] = main_with(game, "Divination", mana="{2}{U}")
    game.cast(divination)
    game.resolve_stack()
    assert alice.has_lost and game.winner is bob


# --------------------------------------------------------------------------- Pirate's Pillage


def test_pirates_pillage_discards_draws_and_makes_treasures(new_game: NewGame) -> None:
    """601.2f, 701.9a: the discard is part of the total cost, chosen as it's cast; then
    two cards and two Treasures (111.10a)."""
    game = new_game(choices={"discard": ["Island"]})
    alice = game.players[0]
    pillage, _forest, _island = main_with(
        game, "Pirate's Pillage", "Forest", "Island", mana="{3}{R}"
    )
    game.cast(pillage)
    assert [c.name for c in alice.graveyard] == ["Island"]
    game.resolve_stack()
    assert len(alice.hand) == 3  # the Forest and two drawn cards
    treasures = game.permanents("Treasure Token")
    assert len(treasures) == 2 and all(t.is_token for t in treasures)
    assert sorted(c.name for c in alice.graveyard) == ["Island", "Pirate's Pillage"]


def test_pirates_pillage_with_nothing_to_discard_cant_be_cast(new_game: NewGame) -> None:
    """118.3, 601.2h: the spell itself is on the stack as its cost is paid (601.2a), so a
    hand of only Pillage can't pay; everything is undone, the mana included."""
    game = new_game()
    alice = game.players[0]
    [pillage] = main_with(game, "Pirate's Pillage", mana="{3}{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"rule 118\.3: Alice has no card left"):
        game.cast(pillage)
    assert game_state(game) == before and alice.mana_pool.total == 4


def test_a_treasure_is_sacrificed_for_one_mana_of_any_color(new_game: NewGame) -> None:
    """111.10a, 605.1a: "{T}, Sacrifice this token: Add one mana of any color." A mana
    ability: it doesn't use the stack (605.3b); the token is a noncreature artifact, so it
    can be tapped at once (302.6), and ceases to exist in the graveyard (704.5d)."""
    game = new_game(choices={"color": ["black"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    [treasure] = game.create_token("Treasure Token", alice)
    game.activate_mana_ability(treasure)
    assert str(alice.mana_pool) == "{B}"
    assert game.permanents("Treasure Token") == [] and alice.graveyard == ()


def test_an_aura_spell_with_no_target_doesnt_resolve(new_game: NewGame) -> None:
    """115.1b, 608.3b: an Aura spell is always targeted; one set up on the stack without
    a target has no legal target as it resolves, and goes to the graveyard."""
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Wild Growth", alice, "stack")
    game.resolve_stack()
    assert [c.name for c in alice.graveyard] == ["Wild Growth"]
    [countered] = game.log.events(SpellCountered)
    assert "608.3b" in countered.reason


def test_an_auras_target_is_chosen_like_any_target(new_game: NewGame) -> None:
    """601.2c, 115.1b: cast without naming it, Pacifism's target is chosen among what it
    could enchant; and the player may cast it, as decisions() says."""
    game = new_game()
    _alice, bob = game.players
    bears = game.add_card(BEARS, bob)
    [pacifism] = main_with(game, "Pacifism", mana="{1}{W}")
    assert "cast Pacifism" in [getattr(o, "name", o) for o in game.decisions()]
    spell = game.cast(pacifism)
    assert spell.targets == (bears,)


# --------------------------------------------------------------------------- target wording

NEGATE_LIKE = load_card_text(
    'name = "Stifling Word"\nmana_cost = "{1}{U}"\ntypes = ["Instant"]\n'
    'oracle = "Counter target noncreature spell."\n'
    '[spell]\ntargets = ["target noncreature spell"]\neffects = [{ counter = "target" }]\n'
)
SECOND_THOUGHTS = load_card_text(
    'name = "Second Thoughts"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    'oracle = "Counter target spell you control."\n'
    '[spell]\ntargets = ["target spell you control"]\neffects = [{ counter = "target" }]\n'
)


def test_a_noncreature_spell_is_a_kind_of_spell(new_game: NewGame) -> None:
    """115.1, 112.1: "target noncreature spell" is a spell on the stack that isn't a
    creature spell: Divination is one, Grizzly Bears isn't."""
    game = new_game(cards=[NEGATE_LIKE])
    alice, bob = game.players
    word = game.add_card("Stifling Word", bob, "hand")
    [divination, bears] = main_with(game, "Divination", "Grizzly Bears", mana="{2}{U}{1}{G}")
    game.add_mana(bob, "{1}{U}")
    creature = game.cast(bears)
    game.pass_priority()
    with pytest.raises(IllegalActionError, match=r"rule 601\.2c"):
        game.cast(word, target=creature)
    game.pass_priority()  # the Bears resolve (117.4)
    spell = game.cast(divination)
    game.pass_priority()
    game.cast(word, target=spell)
    game.resolve_stack()
    assert [c.name for c in alice.graveyard] == ["Divination"]


def test_a_spell_you_control_is_a_target_on_the_stack(new_game: NewGame) -> None:
    """115.1, 112.1: "target spell you control" names a spell on the stack that its
    controller controls; an opponent's spell isn't one."""
    game = new_game(cards=[SECOND_THOUGHTS])
    alice, bob = game.players
    second = game.add_card("Second Thoughts", alice, "hand")
    theirs = game.add_card("Second Thoughts", bob, "hand")
    [divination] = main_with(game, "Divination", mana="{2}{U}{U}")
    game.add_mana(bob, "{U}")
    spell = game.cast(divination)
    game.cast(second, target=spell)
    game.pass_priority()
    with pytest.raises(IllegalActionError, match=r"rule 601\.2c"):
        game.cast(theirs, target=spell)
    game.resolve_stack()
    assert sorted(c.name for c in alice.graveyard) == ["Divination", "Second Thoughts"]


@pytest.mark.parametrize(
    ("phrase", "nearest"),
    [
        ("target creture", "'target creature'"),
        ("target spell card in your graveyard", "'target permanent card in your graveyard'"),
        ("target creature or player", "'target creature'"),
    ],
)
def test_target_wording_it_cant_read_is_refused_as_the_card_loads(
    phrase: str, nearest: str
) -> None:
    """Refused when the card loads, not when it is cast: the file, the key path, the
    phrase and the nearest phrases cardhost reads."""
    text = NEGATE_LIKE.front.oracle_text
    with pytest.raises(CardFileError) as error:
        load_card_text(
            f'name = "Stifling Word"\ntypes = ["Instant"]\noracle = "{text}"\n'
            f'[spell]\ntargets = ["{phrase}"]\neffects = [{{ counter = "target" }}]\n',
            source="stifling_word.toml",
        )
    message = str(error.value)
    assert message.startswith("stifling_word.toml: spell.targets[0]: ")
    assert repr(phrase) in message
    assert "the nearest target phrases cardhost reads: " in message
    assert nearest in message.split("the nearest target phrases cardhost reads: ")[1]


@pytest.mark.parametrize("phrase", KNOWN_TARGETS)
def test_every_phrase_offered_as_nearest_reads(phrase: str) -> None:
    assert parse_target(phrase).text == phrase


def test_an_amount_of_x_is_the_value_announced(new_game: NewGame) -> None:
    """107.3, 601.2b: Blaze of Will ({X}{R}, "deals X damage") cast with X=4 deals 4;
    with X=0, none (120.8)."""
    game = new_game()
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{4}{R}")
    game.cast(game.add_card("Blaze of Will", alice, "hand"), x=4, target=bob)
    game.resolve_stack()
    assert bob.life == 16
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Blaze of Will", alice, "hand"), x=0, target=bob)
    game.resolve_stack()
    assert bob.life == 16


@pytest.mark.parametrize(
    ("head", "effects", "where"),
    [
        (
            'mana_cost = "{R}"\ntypes = ["Sorcery"]',
            '[spell]\neffects = [{ draw = "X" }]',
            "spell.effects",
        ),
        (
            'types = ["Artifact"]',
            '[[abilities]]\ncost = "{T}"\neffects = [{ draw = "X" }]',
            "abilities[0].effects",
        ),
    ],
)
def test_x_without_x_in_the_cost_is_refused(head: str, effects: str, where: str) -> None:
    """107.3: X is announced only when the cost has {X}: otherwise it names the key."""
    text = f'name = "Probe"\n{head}\noracle = "{{T}}: Draw X cards."\n\n{effects}\n'
    with pytest.raises(CardFileError, match=rf"{re.escape(where)}: X is announced only"):
        load_card_text(text)


EMBER_WAVE = """
name = "Ember Wave"
mana_cost = "{2}{R}"
types = ["Sorcery"]
oracle = "Ember Wave deals 2 damage to each creature and each player."

[spell]
effects = [{ damage = 2, to = "each creature and each player" }]
"""


def test_damage_to_each_creature_and_each_player_at_once(new_game: NewGame) -> None:
    """120.3: "deals 2 damage to each creature and each player" is one damage event: every
    creature and player is dealt 2 at once; a land is passed over (120.1a)."""
    game = new_game(cards=[load_card_text(EMBER_WAVE)])
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", alice)
    wall = game.add_card("Wall of Stone", bob)
    land = game.add_card("Forest", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}")
    game.cast(game.add_card("Ember Wave", alice, "hand"))
    game.resolve_stack()
    assert (alice.life, bob.life, wall.damage, land.damage) == (18, 18, 2, 0)
    assert elves.zone is None
    [dealt] = game.log.events(DamageDealt)
    assert len(dealt.recipients) == 4


def test_damage_to_each_of_a_bad_group_names_the_key() -> None:
    """A group of permanents, then perhaps 'and each player' or 'and each opponent'."""
    for to, problem in (("each creture", "creture"), ("each creature and you", "and each")):
        text = EMBER_WAVE.replace('each creature and each player" }', f'{to}" }}')
        with pytest.raises(CardFileError, match=problem):
            load_card_text(text)


def test_with_and_without_a_keyword_describe_objects(new_game: NewGame) -> None:
    """702.9: "each creature without flying" and "target creature with flying", judged
    with the keywords the layers give (613.1f): a creature given flying this turn is
    spared by the first and may be the second's target."""
    quake = load_card_text(
        EMBER_WAVE.replace("each creature and each player", "each creature without flying")
    )
    game = new_game(cards=[quake])
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", alice)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.grant_keyword(elves, "flying")
    game.add_mana(alice, "{2}{R}")
    game.cast(game.add_card("Ember Wave", alice, "hand"))
    game.resolve_stack()
    assert elves.zone is not None and bears.zone is None and (alice.life, bob.life) == (20, 20)
    assert parse_target("target creature with flying").quality.matches(elves, alice)
    with pytest.raises(ValueError, match="flyng"):
        parse_target("target creature with flyng")
