"""A static ability's change of power and toughness for each of a count (613.4c):
"Pack Lord gets +1/+1 for each other creature you control", counted continuously
(611.3a) for the ability's controller, in layer 7c with the other changes."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Game, load_card_text

NewGame = Callable[..., Game]


def static(name: str, types: str, oracle: str, lines: str, pt: str = "") -> CardDefinition:
    body = f"power = {pt.split('/')[0]}\ntoughness = {pt.split('/')[1]}\n" if pt else ""
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{2}}"\ntypes = [{types}]\n{body}oracle = "{oracle}"\n'
        f"[[statics]]\n{lines}"
    )


LORD = static(
    "Pack Lord",
    '"Creature"',
    "Pack Lord gets +1/+1 for each other creature you control.",
    'affects = "this"\npt = "+X/+X"\nx = "the number of other creatures you control"\n',
    "1/1",
)
BANNER = static(
    "Swarm Banner",
    '"Artifact"',
    "Creatures you control get +1/+0 for each creature you control.",
    'affects = "creatures you control"\npt = "+X/+0"\nx = "the number of creatures you control"\n',
)
CARDS = [LORD, BANNER]


def test_counted_continuously_for_its_controller(new_game: NewGame) -> None:
    """611.3a, 613.4c: the count follows the board: creatures entering and dying change
    it; a creature of another player isn't counted ("you control")."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    lord = game.add_card("Pack Lord", alice)
    assert (lord.power, lord.toughness) == (1, 1)
    elves = [game.add_card("Llanowar Elves", alice) for _ in range(2)]
    game.add_card("Llanowar Elves", bob)
    assert (lord.power, lord.toughness) == (3, 3)
    game.add_card("Swarm Banner", alice)
    assert (lord.power, lord.toughness) == (6, 3)
    assert (elves[0].power, elves[0].toughness) == (4, 1)
    game.destroy(elves[1])
    assert (lord.power, lord.toughness) == (4, 2) and elves[0].power == 3
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    [twin] = [p for p in restored.battlefield if p.name == "Pack Lord"]
    assert (twin.power, twin.toughness) == (4, 2)


@pytest.mark.parametrize(
    ("lines", "problem"),
    [
        ('pt = "+X/+X"\n', "missing: what X is"),
        ('pt = "+2X/+X"\nx = "the number of creatures you control"\n', "'+X/+X'"),
        ('pt = "+X/+X"\nx = "the number of blorps you control"\n', "blorp"),
    ],
)
def test_a_bad_count_names_its_key(lines: str, problem: str) -> None:
    with pytest.raises(CardFileError) as refused:
        static("Odd Lord", '"Creature"', "Odd.", f'affects = "this"\n{lines}', "1/1")
    assert "statics[0]" in str(refused.value) and problem in str(refused.value)


ARTISAN = static(
    "Aura Artisan",
    '"Creature"',
    "Aura Artisan gets +2/+2 for each Aura attached to it.",
    'affects = "this"\npt = "+X/+X"\nx = "twice the number of Auras attached to this"\n',
    "2/3",
)


def test_for_each_aura_attached_to_it(new_game: NewGame) -> None:
    """303.4: Auras attached to it, counted continuously (611.3a): an Aura attached to
    another creature doesn't count, and one that leaves stops counting."""
    game = new_game(cards=[ARTISAN])
    alice, bob = game.players
    artisan = game.add_card("Aura Artisan", alice)
    bears = game.add_card("Grizzly Bears", bob)
    first = game.add_card("Pacifism", bob, attached_to=artisan)
    game.add_card("Pacifism", alice, attached_to=artisan)
    game.add_card("Pacifism", alice, attached_to=bears)
    assert (artisan.power, artisan.toughness) == (6, 7)
    game.destroy(first)
    assert (artisan.power, artisan.toughness) == (4, 5)


def test_a_count_of_a_hand_kills_when_the_hand_alone_changes(new_game: NewGame) -> None:
    """704.3, 704.5f, 611.3a: an effect counting more than permanents (cards in a hand)
    changes toughness as the hand changes, with no permanent changed: the state-based
    actions are checked again then, and a creature its count leaves at 0 toughness
    dies; while nothing it reads changes, it stays alive."""
    grip = static(
        "Crushing Grip",
        '"Enchantment"',
        "Creatures your opponents control get -0/-X, where X is the number of cards in your hand.",
        'affects = "creatures an opponent controls"\npt = "+0/-X"\n'
        'x = "the number of cards in your hand"\n',
    )
    game = new_game(cards=[grip], library=5)
    alice, bob = game.players
    game.add_card("Crushing Grip", alice)
    bear = game.add_card("Grizzly Bears", bob)
    game.add_card("Lightning Bolt", alice, "hand")
    game.settle()
    assert bear.zone is not None and bear.toughness == 1
    game.draw(alice)
    game.settle()
    assert bear.zone is None and game.player("Bob").graveyard[-1].name == "Grizzly Bears"
