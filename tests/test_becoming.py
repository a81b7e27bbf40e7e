"""A permanent that becomes something else for a while, as data (``becomes``): a land
that becomes a creature ("It's still a land", 205.1b), an artifact that becomes an
"artifact creature" (205.1b), a land that becomes a Forest (305.7), a permanent that
becomes a colour (105.3), each in its layer (613.1d-f, 613.4b) for its duration
(611.2a, 511.3, 514.2)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import CardDefinition, CardFileError, Cast, Game, Step, load_card_text
from cardhost.model.card_types import CardType
from cardhost.model.mana import Color

NewGame = Callable[..., Game]

FEN = load_card_text(
    'name = "Murk Fen"\ntypes = ["Land"]\n'
    'oracle = "{T}: Add {B}.\\n{1}{B}{G}: Murk Fen becomes a 2/2 black and green Elemental '
    "creature with deathtouch until end of turn. It's still a land.\"\n"
    '[[mana_abilities]]\ncost = "{T}"\nadd = "{B}"\n'
    '[[abilities]]\ncost = "{1}{B}{G}"\neffects = [{ becomes = "a 2/2 black and green Elemental '
    'creature with deathtouch", in_addition = true, duration = "until end of turn" }]\n'
)
RUNE = load_card_text(
    'name = "Gale Rune"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
    'oracle = "{1}: Gale Rune becomes a 2/2 Bird artifact creature with flying until end of '
    'combat."\n[[abilities]]\ncost = "{1}"\n'
    'effects = [{ becomes = "a 2/2 Bird artifact creature with flying", '
    'duration = "until end of combat" }]\n'
)


def _instant(name: str, oracle: str, target: str, effect: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{G}}"\ntypes = ["Instant"]\noracle = "{oracle}"\n'
        f'[spell]\ntargets = ["{target}"]\neffects = [{effect}]\n'
    )


VERDANT = _instant(
    "Verdant Touch",
    "Target land becomes a Forest until end of turn.",
    "target land",
    '{ becomes = "a Forest", on = "target", duration = "until end of turn" }',
)
BLANCH = _instant(
    "Blanch",
    "Target permanent becomes white.",
    "target permanent",
    '{ becomes = "white", on = "target" }',
)
CARDS = [FEN, RUNE, VERDANT, BLANCH]


def test_a_land_becomes_a_creature_that_is_still_a_land(new_game: NewGame) -> None:
    """205.1b: Murk Fen keeps its land type and its mana ability; it is a 2/2 black and
    green Elemental with deathtouch (613.1d-f, 613.4b), can attack (controlled since the
    turn began, 302.6) and stops being a creature in the cleanup step (514.2)."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    fen = game.add_card("Murk Fen", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{B}{G}")
    game.activate(fen, 0)
    game.resolve_stack()
    assert fen.is_type(CardType.LAND) and fen.is_creature
    assert fen.subtypes == ("Elemental",)
    assert fen.colors == frozenset({Color.BLACK, Color.GREEN})
    assert (fen.power, fen.toughness) == (2, 2) and fen.has_keyword("deathtouch")
    assert len(fen.mana_abilities) == 1
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([fen])
    game.advance_to(Step.END_OF_COMBAT)
    assert bob.life == 18
    game.advance_to(Step.UPKEEP, bob)
    assert not fen.is_creature and fen.colors == frozenset()


def test_an_artifact_creature_until_end_of_combat(new_game: NewGame) -> None:
    """205.1b: Gale Rune becomes an artifact creature (still an artifact) with a creature
    type and flying; "until end of combat" ends as the end of combat step ends (511.3)."""
    game = new_game(cards=CARDS)
    alice, _ = game.players
    rune = game.add_card("Gale Rune", alice)
    game.begin_at(alice, Step.BEGINNING_OF_COMBAT)
    game.add_mana(alice, "{1}")
    game.activate(rune, 0)
    game.resolve_stack()
    assert rune.is_type(CardType.ARTIFACT) and rune.is_creature
    assert rune.subtypes == ("Bird",) and rune.has_keyword("flying")
    game.advance_to(Step.END_OF_COMBAT)
    assert rune.is_creature
    game.advance_to(Step.MAIN2)
    assert not rune.is_creature and rune.subtypes == ()


def test_a_land_becomes_a_forest_and_a_permanent_a_colour(new_game: NewGame) -> None:
    """305.7: a Swamp that becomes a Forest has only the Forest's mana ability; 105.3:
    the new colour replaces the old ones, for the rest of the game when no duration is
    said (611.2a)."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    swamp = game.add_card("Swamp", bob)
    bears = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}{G}")
    game.cast(game.add_card("Verdant Touch", alice, "hand"), target=swamp)
    game.resolve_stack()
    assert swamp.subtypes == ("Forest",)
    [ability] = swamp.mana_abilities
    assert str(ability.produces) == "{G}"
    game.cast(game.add_card("Blanch", alice, "hand"), target=bears)
    game.resolve_stack()
    assert bears.colors == frozenset({Color.WHITE})
    game.advance_to(Step.UPKEEP, bob)
    assert swamp.subtypes == ("Swamp",)
    assert bears.colors == frozenset({Color.WHITE})


def test_a_saved_game_keeps_what_it_became(new_game: NewGame) -> None:
    """A becoming effect is part of the game's state (613): saved and restored, the land
    is still a creature until end of turn."""
    game = new_game(cards=CARDS)
    alice, _ = game.players
    fen = game.add_card("Murk Fen", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{B}{G}")
    game.activate(fen, 0)
    game.resolve_stack()
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    [restored] = [p for p in again.battlefield if p.name == "Murk Fen"]
    assert restored.is_creature and restored.power == 2 and restored.has_keyword("deathtouch")
    again.advance_to(Step.UPKEEP, again.players[1])
    assert not restored.is_creature


@pytest.mark.parametrize(
    ("effect", "problem"),
    [
        ('{ becomes = "a 3/3 creature", on = "this" }', "205.1a"),
        ('{ becomes = "a Zombie", on = "this" }', "305.7"),
        ('{ becomes = "a 1/1 purple creature", in_addition = true }', "'purple'"),
        ('{ becomes = "a 2/2 creature with wings", in_addition = true }', "wings"),
        ('{ becomes = "white", in_addition = "yes" }', "true or false"),
    ],
)
def test_what_it_becomes_is_read_or_refused(effect: str, problem: str) -> None:
    """Words that don't say what a permanent becomes are refused with the key's path."""
    with pytest.raises(CardFileError) as refused:
        _instant("Odd Turn", "Odd.", "target creature", effect)
    message = str(refused.value)
    assert "spell.effects[0]" in message and problem in message, message


SHRINK = load_card_text(
    'name = "Shrink Test"\nmana_cost = "{U}"\ntypes = ["Instant"]\n'
    'oracle = "Target creature has base power and toughness 1/1 until end of turn."\n'
    '[spell]\ntargets = ["target creature"]\n'
    'effects = [{ becomes = "base power and toughness 1/1", on = "target", '
    'duration = "until end of turn" }]\n'
)


def test_base_power_and_toughness_only(new_game: NewGame) -> None:
    """613.4b: the Bears' base power and toughness become 1/1 until end of turn; a +1/+1
    counter still counts after it (613.4c); its types are kept; the next turn it is 2/2."""
    game = new_game(cards=[SHRINK])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice)
    game.add_counters(bears, "+1/+1", 1)
    game.add_mana(alice, "{U}")
    game.cast(game.add_card("Shrink Test", alice, "hand"), target=bears)
    game.resolve_stack()
    assert (bears.power, bears.toughness) == (2, 2) and bears.subtypes == ("Bear",)
    game.advance_to(Step.UPKEEP)
    assert (bears.power, bears.toughness) == (3, 3)


def test_what_becomes_a_creature_is_a_target_for_creatures_while_it_is_one(
    new_game: NewGame,
) -> None:
    """115.1, 205.1b, 613.1d: Giant Growth ("target creature") has no target while
    Alice's only permanent is Murk Fen, a land; once Fen becomes a creature it is the
    target it is cast on, and in Alice's next turn, a land again, no longer one."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    fen = game.add_card("Murk Fen", alice)
    game.add_card("Giant Growth", alice, "hand")
    game.begin_at(alice, Step.MAIN1)

    def growths() -> list[Cast]:
        return [a for a in game.legal_actions() if isinstance(a, Cast)]

    game.add_mana(alice, "{G}")
    assert growths() == []
    game.add_mana(alice, "{1}{B}{G}")
    game.activate(fen, 0)
    game.resolve_stack()
    assert fen.is_creature and len(growths()) == 1
    game.cast(alice.hand[0], target=fen)
    game.resolve_stack()
    assert (fen.power, fen.toughness) == (5, 5)
    game.add_card("Giant Growth", alice, "hand")
    game.advance_to(Step.UPKEEP, bob)
    game.advance_to(Step.MAIN1, alice)
    game.add_mana(alice, "{G}")
    assert not fen.is_creature and growths() == []
