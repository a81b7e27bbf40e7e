"""Spells that cost more to cast (601.2f: generic mana only), as data (``costs_more``): a
permanent's "Noncreature spells cost {1} more to cast." (every player's spells,
``whose = "a player"``), "Creature spells your opponents cast cost {1} more to cast."
(``whose = "an opponent"``), and a spell's own "This spell costs {2} more to cast ...";
the increases added before the reductions are taken off, never below {0} (601.2f), and
to an alternative cost that pays no mana too (118.9d)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    PASS,
    CardFileError,
    Cast,
    Game,
    IllegalActionError,
    ManaActivation,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]

THORN = load_card_text(
    'name = "Thorn Warden"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 1\noracle = "Noncreature spells cost {1} more to cast."\n'
    'costs_more = [{ generic = 1, spells = "noncreature spell", whose = "a player" }]\n'
)
TOLL = load_card_text(
    'name = "Gate Toll"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    'oracle = "Creature spells your opponents cast cost {1} more to cast."\n'
    'costs_more = [{ generic = 1, spells = "creature spell", whose = "an opponent" }]\n'
)
FORGE = load_card_text(
    'name = "Spell Forge"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    'oracle = "Instant spells you cast cost {2} less to cast."\n'
    'costs_less = [{ generic = 2, spells = "instant spell" }]\n'
)
HEAVY = load_card_text(
    'name = "Heavy Verdict"\nmana_cost = "{W}"\ntypes = ["Sorcery"]\n'
    'oracle = "This spell costs {2} more to cast if you control no creatures.\\nYou gain 2 '
    'life."\ncosts_more = [{ generic = 2, as_long_as = { count = "the number of creatures '
    'you control", at_most = 0 } }]\n[spell]\neffects = [{ gain_life = 2 }]\n'
)
FREE = load_card_text(
    'name = "Mountain Rite"\nmana_cost = "{3}{R}"\ntypes = ["Sorcery"]\n'
    "oracle = \"You may sacrifice a Mountain rather than pay this spell's mana cost.\\nYou "
    'gain 4 life."\nalternative_cost = "Sacrifice a Mountain"\n'
    "[spell]\neffects = [{ gain_life = 4 }]\n"
)
CARDS = [THORN, TOLL, FORGE, HEAVY, FREE]


def casts(game: Game) -> list[str]:
    return [a.card_name for a in game.legal_actions() if isinstance(a, Cast)]


def test_noncreature_spells_of_every_player_cost_more(new_game: NewGame) -> None:
    """601.2f: with Thorn Warden, Lightning Bolt costs {1}{R} to Alice and to Bob: not
    listed nor cast with {R} alone (nothing paid), cast with {R}{R}; Grizzly Bears, a
    creature spell, costs {1}{G} as ever."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Thorn Warden", alice)
    game.begin_at(bob, Step.MAIN1)
    bolt = game.add_card("Lightning Bolt", bob, "hand")
    game.add_card("Grizzly Bears", bob, "hand")
    game.add_mana(bob, "{R}")
    assert casts(game) == []
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.cast(bolt, target=alice)
    assert bob.mana_pool.total == 1 and bolt.zone.value == "hand"
    game.add_mana(bob, "{G}")
    assert casts(game) == ["Lightning Bolt", "Grizzly Bears"]
    game.cast(bolt, target=alice)
    game.resolve_stack()
    assert alice.life == 17 and bob.mana_pool.total == 0
    game.advance_to(Step.MAIN1, alice)
    game.add_mana(alice, "{R}")
    assert casts(game) == []


def test_creature_spells_of_the_opponents_cost_more(new_game: NewGame) -> None:
    """601.2f: Gate Toll's controller's creature spells cost as ever; an opponent's cost
    {1} more."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Gate Toll", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_card("Grizzly Bears", alice, "hand")
    game.add_mana(alice, "{1}{G}")
    assert casts(game) == ["Grizzly Bears"]
    game.advance_to(Step.MAIN1, bob)
    game.add_card("Grizzly Bears", bob, "hand")
    game.add_mana(bob, "{1}{G}")
    assert casts(game) == []
    game.add_mana(bob, "{G}")
    assert casts(game) == ["Grizzly Bears"]


def test_increases_come_before_reductions_and_never_below_nothing(new_game: NewGame) -> None:
    """601.2f: the total cost is the mana cost plus increases, less reductions, never
    below {0}: Lightning Bolt with Thorn Warden ({1} more) and Spell Forge ({2} less)
    costs {R}, not less; Divination ({2}{U}, a sorcery) {3}{U}."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.add_card("Thorn Warden", alice)
    game.add_card("Spell Forge", alice)
    game.begin_at(alice, Step.MAIN1)
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    divination = game.add_card("Divination", alice, "hand")
    game.add_mana(alice, "{R}{U}{U}{U}")
    game.cast(bolt, target=game.players[1])
    assert alice.mana_pool.total == 3  # {R} alone paid
    game.resolve_stack()
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.cast(divination)
    game.add_mana(alice, "{U}")
    game.cast(divination)
    assert alice.mana_pool.total == 0


def test_an_x_is_offered_as_far_as_the_increase_leaves_mana(new_game: NewGame) -> None:
    """601.2b, 601.2f: with Thorn Warden and {R}{R}{R} in the pool, Blaze of Will ({X}{R})
    is offered X from 0 to 1, not 2: the increase takes one mana; X 2 is refused."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.add_card("Thorn Warden", alice)
    game.begin_at(alice, Step.MAIN1)
    blaze = game.add_card("Blaze of Will", alice, "hand")
    game.add_mana(alice, "{R}{R}{R}")
    with pytest.raises(IllegalActionError, match=r"601\.2h|107\.3"):
        game.cast(blaze, x=2, target=bob)
    game.cast(blaze, x=1, target=bob)
    game.resolve_stack()
    assert bob.life == 19 and alice.mana_pool.total == 0


def test_a_spell_costs_more_while_its_condition_holds(new_game: NewGame) -> None:
    """601.2f: Heavy Verdict costs {2}{W} while Alice controls no creature, {W} once she
    does."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    verdict = game.add_card("Heavy Verdict", alice, "hand")
    game.add_mana(alice, "{W}")
    assert casts(game) == []
    game.add_card("Grizzly Bears", alice)
    assert casts(game) == ["Heavy Verdict"]
    game.cast(verdict)
    game.resolve_stack()
    assert alice.life == 22


def test_an_alternative_cost_without_mana_pays_the_increase(new_game: NewGame) -> None:
    """118.9d: Mountain Rite cast by sacrificing a Mountain with Thorn Warden out costs
    {1} too: refused with nothing paid while the pool is empty, cast once it holds a
    mana, the Mountain sacrificed and the mana spent."""
    game = new_game(cards=CARDS)
    alice = game.players[0]
    game.add_card("Thorn Warden", alice)
    mountain = game.add_card("Mountain", alice)
    game.begin_at(alice, Step.MAIN1)
    rite = game.add_card("Mountain Rite", alice, "hand")
    alternative = Cast(rite.id, rite.name, alternative=True)
    tap = ManaActivation(mountain.id, 0, "Mountain", "{T}: Add {R}.")
    assert game.legal_actions() == [PASS, tap]
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.cast(rite, alternative=True)
    assert mountain.zone.value == "battlefield" and rite.zone.value == "hand"
    game.add_mana(alice, "{C}")
    assert alternative in game.legal_actions()
    game.apply(alternative)
    game.resolve_stack()
    assert alice.life == 24 and mountain.zone is None and alice.mana_pool.total == 0


SHARD = load_card_text(
    'name = "Shard Beast"\nmana_cost = "{2}{R}"\ntypes = ["Creature"]\npower = 2\n'
    'toughness = 2\noracle = "Cascade"\nkeywords = ["cascade"]\n'
)


def test_a_spell_cast_without_paying_its_mana_cost_pays_the_increase(new_game: NewGame) -> None:
    """118.9d, 608.2g, 702.85a: cascading into Lightning Bolt while Bob controls Thorn
    Warden, Alice may cast it without paying its mana cost but pays {1}: with an empty
    pool she is offered her Mountain's mana ability first, then the cast; Bolt deals 3."""
    game = new_game(
        cards=[*CARDS, SHARD],
        choices={
            "cast": ["activate Mountain: {T}: Add {R}.", "cast Lightning Bolt"],
            "target": ["Bob"],
        },
    )
    alice, bob = game.players
    game.add_card("Lightning Bolt", alice, "library")
    game.add_card("Thorn Warden", bob)
    mountain = game.add_card("Mountain", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}")
    game.cast(game.add_card("Shard Beast", alice, "hand"))
    game.resolve_stack()
    assert bob.life == 17 and mountain.tapped and alice.mana_pool.total == 0


def test_whose_spells_is_read_from_the_paragraph() -> None:
    """601.2f: without ``whose``, the paragraph says whose spells: "Noncreature spells
    cost ..." every player's, "... spells your opponents cast ..." an opponent's, "...
    spells you cast ..." its controller's."""
    for says, whose in (
        ("Noncreature spells cost {1} more to cast.", "a player"),
        ("Noncreature spells your opponents cast cost {1} more to cast.", "an opponent"),
        ("Noncreature spells you cast cost {1} more to cast.", "you"),
    ):
        card = load_card_text(
            f'name = "Plain Warden"\nmana_cost = "{{1}}{{W}}"\ntypes = ["Artifact"]\n'
            f'oracle = "{says}"\ncosts_more = [{{ generic = 1, spells = "noncreature spell" }}]\n'
        )
        assert card.front.cost_changes[0].casters == whose


def test_one_paragraph_may_say_less_and_more() -> None:
    """601.2f: "Creature spells you cast cost {1} less to cast and noncreature spells
    cost {1} more to cast." is one paragraph for both entries."""
    card = load_card_text(
        'name = "Even Hand"\nmana_cost = "{2}"\ntypes = ["Artifact"]\noracle = "Creature '
        "spells you cast cost {1} less to cast and noncreature spells cost {1} more to "
        'cast."\ncosts_less = [{ generic = 1, spells = "creature spell" }]\n'
        'costs_more = [{ generic = 1, spells = "noncreature spell", whose = "you" }]\n'
    )
    less, more = card.front.cost_changes
    assert (less.more, more.more, less.text) == (False, True, more.text)


@pytest.mark.parametrize(
    ("entry", "problem"),
    [
        ('{ generic = 2, spells = "noncreature spell" }', "no paragraph .* '\\{2\\} more"),
        ('{ generic = 1, spells = "noncreature spell", whose = "us" }', "whose: expected one"),
        ('{ generic = 1, whose = "a player" }', "whose spells a change applies to needs"),
        ('{ generic = 0, spells = "noncreature spell" }', "generic: expected the generic mana"),
        (
            '{ generic = 1, spells = "noncreature spell", whose = "you" }',
            r"whose: 'you', but its paragraph .* names every player's spells \(601\.2f\)",
        ),
    ],
)
def test_a_cost_increase_that_isnt_so_is_named(entry: str, problem: str) -> None:
    """A ``costs_more`` entry whose amount, players or paragraph don't fit is refused,
    naming the key."""
    with pytest.raises(CardFileError, match=rf"costs_more\[0\].*{problem}"):
        load_card_text(
            'name = "Odd Warden"\nmana_cost = "{1}{W}"\ntypes = ["Artifact"]\n'
            'oracle = "Noncreature spells cost {1} more to cast."\n'
            f"costs_more = [{entry}]\n"
        )
