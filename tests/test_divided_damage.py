"""Damage divided as its controller chooses among one or more targets (601.2d): the
division announced as the spell or ability is put on the stack, each target 1 or more
and all of it divided; a target illegal as it resolves isn't dealt its share (608.2b);
kept in saved games; a bad division names the rule and changes nothing."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Game, IllegalActionError, Step, load_card_text

NewGame = Callable[..., Game]

ARC = load_card_text(
    """name = "Forked Arc"
mana_cost = "{2}{R}"
types = ["Sorcery"]
oracle = "Forked Arc deals 3 damage divided as you choose among one, two, or three targets."
[spell]
targets = ["one, two, or three targets"]
effects = [{ damage = 3, to = "target", divided = true }]
"""
)
HELLKITE = load_card_text(
    """name = "Storm Hellkite"
mana_cost = "{6}{R}"
types = ["Creature"]
subtypes = ["Dragon"]
power = 5
toughness = 5
keywords = ["flying"]
oracle = "Flying\\nWhen Storm Hellkite enters the battlefield, it deals 5 damage divided as \
you choose among any number of targets."
[[triggers]]
when = "enters"
targets = ["any number of targets"]
effects = [{ damage = 5, to = "target", divided = true }]
"""
)


def test_divided_as_announced(new_game: NewGame) -> None:
    """601.2d: 2 to the Bears and 1 to Bob, as announced; saved with the spell."""
    game = new_game(cards=[ARC])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}")
    spell = game.cast(
        game.add_card("Forked Arc", alice, "hand"), targets=[bears, bob], divided=[2, 1]
    )
    assert spell.division == (2, 1)
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    game.resolve_stack()
    alice, bob = game.players
    assert bob.life == 19
    assert "Grizzly Bears" in [c.name for c in bob.graveyard]


@pytest.mark.parametrize("division", [[3, 1], [1, 1], [0, 3], [2]])
def test_a_bad_division_is_refused(new_game: NewGame, division: list[int]) -> None:
    """601.2d: each target 1 or more, all 3 divided, one share per target."""
    game = new_game(cards=[ARC])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}")
    card = game.add_card("Forked Arc", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"601\.2d"):
        game.cast(card, targets=[bears, bob], divided=division)
    assert card.zone is not None and card.zone.value == "hand" and not game.stack


def test_a_division_given_a_spell_dividing_nothing_is_an_illegal_action(
    new_game: NewGame,
) -> None:
    """601.2d: Lightning Bolt divides nothing; a division given it is refused as every
    other wrong announcement is, an IllegalActionError naming the rule (it was a plain
    CardhostError), the Bolt still in hand."""
    game = new_game()
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"601\.2d.*divides nothing"):
        game.cast(bolt, targets=[bob], divided=[3])
    assert bolt.zone is not None and bolt.zone.value == "hand" and not game.stack


def test_an_illegal_target_is_not_dealt_its_share(new_game: NewGame) -> None:
    """608.2b: the Bears gone, Bob is still dealt his 1; the Bears' 2 isn't dealt."""
    game = new_game(cards=[ARC])
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{2}{R}")
    game.cast(game.add_card("Forked Arc", alice, "hand"), targets=[bears, bob], divided=[2, 1])
    game.destroy(bears)
    game.resolve_stack()
    assert bob.life == 19


def test_a_trigger_divides_as_it_goes_on_the_stack(new_game: NewGame) -> None:
    """603.3d, 601.2d: the chooser picks the targets and then each share, one at a time."""
    game = new_game(
        cards=[HELLKITE],
        choices={"target": ["Grizzly Bears", "Bob", "no more targets"], "divide": [2]},
    )
    alice, bob = game.players
    game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.put_onto_battlefield(game.add_card("Storm Hellkite", alice, "hand"))
    [ability] = game.stack
    assert ability.division == (2, 3)
    game.resolve_stack()
    assert bob.life == 17


@pytest.mark.parametrize(
    ("targets", "effect", "problem"),
    [
        ('"target creature"', '{ damage = 3, to = "target", divided = true }', "one or more"),
        ('"any number of targets"', '{ damage = 3, to = "target" }', "only for damage divided"),
        ('"one or two targets"', '{ damage = "X", to = "target", divided = true }', "not X"),
    ],
)
def test_a_bad_divided_effect_names_its_key(targets: str, effect: str, problem: str) -> None:
    with pytest.raises(CardFileError) as refused:
        load_card_text(
            'name = "Bad Arc"\nmana_cost = "{X}{R}"\ntypes = ["Sorcery"]\noracle = "x"\n'
            f"[spell]\ntargets = [{targets}]\neffects = [{effect}]\n"
        )
    assert problem in str(refused.value) and "spell.effects[0]" in str(refused.value)


BOLTS = """Name:Twin Sparks
ManaCost:R
Types:Instant
A:SP$ DealDamage | Cost$ R | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 2 \
| TargetMin$ 1 | TargetMax$ 2 | DividedAsYouChoose$ 2 | SpellDescription$ x
Oracle:Twin Sparks deals 2 damage divided as you choose among one or two targets.
"""


def test_the_importer_brings_divided_damage(tmp_path: Path) -> None:
    """Forge's ``DividedAsYouChoose$`` with ``TargetMin$ 1 | TargetMax$ 2``."""
    spell = imported(tmp_path, "twin_sparks.txt", BOLTS).spell
    assert spell is not None
    assert [t.text for t in spell.targets] == ["one or two targets"] * 2
    [damage] = spell.effects
    assert (damage.amount, damage.divided) == (2, True)
