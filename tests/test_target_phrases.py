"""Several target phrases in one spell or ability (115.1): each instruction names the
phrase whose targets it acts on, as ``targets`` writes it: "Searing Split deals 3 damage
to target creature and 1 damage to target player.". An illegal target of one phrase
leaves the other's instruction alone (608.2b); a phrase the targets don't declare, or
"target" with several phrases, is refused naming the key."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]

SPLIT_BLAST = load_card_text(
    """name = "Searing Split"
mana_cost = "{2}{R}"
types = ["Instant"]
oracle = "Searing Split deals 3 damage to target creature and 1 damage to target player."
[spell]
targets = ["target creature", "target player"]
effects = [
  { damage = 3, to = "target creature" },
  { damage = 1, to = "target player" },
]
"""
)
SHOVE = load_card_text(
    """name = "Shove Aside"
mana_cost = "{1}{U}"
types = ["Sorcery"]
oracle = "Untap target land. Draw a card. Tap up to one target creature."
[spell]
targets = ["target land", "up to one target creature"]
effects = [
  { untap = "target land" },
  { draw = 1 },
  { tap = "up to one target creature" },
]
"""
)


def _cast(game: Game, name: str, mana: str, targets: list[object]) -> None:
    alice = game.players[0]
    game.add_mana(alice, mana)
    game.cast(game.add_card(name, alice, "hand"), targets=targets)


def test_each_instruction_acts_on_its_phrases_target(new_game: NewGame) -> None:
    """115.1: 3 damage to the creature, 1 to the player; neither gets the other's."""
    game = new_game(cards=[SPLIT_BLAST])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", bob, "battlefield")
    _cast(game, "Searing Split", "{2}{R}", [bears, bob])
    game.resolve_stack()
    assert bears.zone is None  # destroyed by lethal damage (704.5g)
    assert bob.life == 19 and alice.life == 20


def test_an_illegal_target_leaves_the_other_phrase_alone(new_game: NewGame) -> None:
    """608.2b: the creature left before it resolved; the player still takes 1."""
    game = new_game(cards=[SPLIT_BLAST])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", bob, "battlefield")
    _cast(game, "Searing Split", "{2}{R}", [bears, bob])
    game.destroy(bears)
    game.resolve_stack()
    assert bob.life == 19


def test_one_object_chosen_for_two_phrases_is_acted_on_only_where_still_legal(
    new_game: NewGame,
) -> None:
    """115.3, 608.2b: Alice's Bears are chosen for both phrases of Split Boon; Bob gains
    control of them in response. As it resolves they are still a legal "target creature"
    (they get +3/+3) but no longer "target creature you control", so they aren't tapped:
    an illegal target isn't affected by the parts for which it is illegal."""
    game = new_game(cards=[SPLIT_BOON, QUICK_THEFT])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice, "battlefield")
    game.begin_at(alice, Step.MAIN1)
    _cast(game, "Split Boon", "{1}{G}", [bears, bears])
    game.pass_priority()  # Bob responds
    game.add_mana(bob, "{U}")
    game.cast(game.add_card("Quick Theft", bob, "hand"), target=bears)
    game.resolve_top()
    assert bears.controller is bob
    game.resolve_stack()
    assert (bears.power, bears.toughness) == (5, 5) and not bears.tapped


SPLIT_BOON = load_card_text(
    """name = "Split Boon"
mana_cost = "{1}{G}"
types = ["Instant"]
oracle = "Target creature gets +3/+3 until end of turn. Tap target creature you control."
[spell]
targets = ["target creature", "target creature you control"]
effects = [{ gets = "+3/+3", on = "target creature" }, { tap = "target creature you control" }]
"""
)
QUICK_THEFT = load_card_text(
    """name = "Quick Theft"
mana_cost = "{U}"
types = ["Instant"]
oracle = "Gain control of target creature."
[spell]
targets = ["target creature"]
effects = [{ gain_control = "target" }]
"""
)


def test_up_to_one_target_may_be_left_unchosen(new_game: NewGame) -> None:
    """601.2c: "up to one target creature" (last in targets) chosen or not; the land is
    untapped either way and the card drawn."""
    game = new_game(cards=[SHOVE])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", bob, "battlefield")
    forest = game.add_card("Forest", alice, "battlefield")
    forest.tapped = True
    _cast(game, "Shove Aside", "{1}{U}", [forest, bears])
    game.resolve_stack()
    assert bears.tapped and not forest.tapped
    forest.tapped = True
    hand = len(alice.hand)
    _cast(game, "Shove Aside", "{1}{U}", [forest])
    game.resolve_stack()
    assert not forest.tapped and len(alice.hand) == hand + 1


@pytest.mark.parametrize(
    ("effects", "problem"),
    [
        ('{ damage = 3, to = "target" }', "name one, as targets writes it"),
        ('{ damage = 3, to = "target planeswalker" }', "is no phrase of targets"),
        ('{ destroy = "target player" }', "needs a target object"),
    ],
)
def test_a_phrase_that_doesnt_fit_is_refused(effects: str, problem: str) -> None:
    """115.1: with two phrases "target" is ambiguous; a phrase must be one of targets
    and fit the verb."""
    text = (
        'name = "Odd Split"\nmana_cost = "{R}"\ntypes = ["Instant"]\n'
        'oracle = "Odd Split does it."\n[spell]\n'
        'targets = ["target creature", "target player"]\n'
        f"effects = [{effects}]\n"
    )
    with pytest.raises(CardFileError, match=problem):
        load_card_text(text)


def test_another_target_after_a_phrase_is_refused() -> None:
    """115.3: "another target creature" after "target creature" means a creature other
    than the first target, which cardhost can't say yet: refused, not misread."""
    text = (
        'name = "Odd Bite"\nmana_cost = "{G}"\ntypes = ["Instant"]\n'
        'oracle = "Tap target creature and another target creature."\n[spell]\n'
        'targets = ["target creature", "another target creature"]\n'
        'effects = [{ tap = "target creature" }, { tap = "another target creature" }]\n'
    )
    with pytest.raises(CardFileError, match=r"spell\.targets\[1\].*another target"):
        load_card_text(text)


def test_two_phrases_of_the_same_words_are_refused() -> None:
    """115.1: instructions name a phrase by its words, so two alike can't be told apart;
    "two target creatures" is one phrase of two targets."""
    text = (
        'name = "Odd Pair"\nmana_cost = "{G}"\ntypes = ["Instant"]\n'
        'oracle = "Tap target creature. Untap target creature."\n[spell]\n'
        'targets = ["target creature", "target creature"]\n'
        'effects = [{ tap = "target creature" }]\n'
    )
    with pytest.raises(CardFileError, match=r"spell\.targets\[1\].*can't be told apart"):
        load_card_text(text)
