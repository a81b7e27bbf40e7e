"""Modal triggered abilities (700.2, 603.3c): "When this creature enters, choose one — •
... • ..." as ``[[triggers.modes]]``; the controller chooses the modes as it is put on
the stack, then the targets of those chosen (603.3d); a mode none of whose targets could
be chosen can't be (700.2a), and with none left the ability is removed from the stack.
The chosen modes are saved with it."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    AbilityDidNothing,
    CardFileError,
    ChoiceError,
    Game,
    Step,
    load_card_text,
)

NewGame = Callable[..., Game]

KNIGHT = load_card_text(
    """name = "Harvest Knight"
mana_cost = "{2}{G}{W}"
types = ["Creature"]
subtypes = ["Human", "Knight"]
power = 2
toughness = 1
oracle = '''When Harvest Knight enters, choose one —
• Put two +1/+1 counters on Harvest Knight.
• Destroy target artifact.
• You gain 4 life.'''
[[triggers]]
when = "enters"
[[triggers.modes]]
effects = [{ counters = "+1/+1", amount = 2, on = "this" }]
[[triggers.modes]]
targets = ["target artifact"]
effects = [{ destroy = "target" }]
[[triggers.modes]]
effects = [{ gain_life = 4 }]
"""
)


def enter(new_game: NewGame, mode: str, artifact: bool = False) -> Game:
    """Harvest Knight enters under Alice's control; she chooses ``mode``."""
    game = new_game(cards=[KNIGHT], choices={"mode": [mode]})
    alice, bob = game.players
    if artifact:
        game.add_card("Sol Ring", bob)
    game.begin_at(alice, Step.MAIN1)
    game.put_onto_battlefield(game.add_card("Harvest Knight", alice, "hand"))
    return game


def test_the_chosen_mode_alone_happens(new_game: NewGame) -> None:
    """700.2: gaining 4 life, nothing else."""
    game = enter(new_game, "You gain 4 life.")
    game.resolve_stack()
    knight = game.permanents("Harvest Knight")[0]
    assert game.players[0].life == 24 and not knight.counters


def test_a_chosen_modes_target_is_chosen_after_it(new_game: NewGame) -> None:
    """603.3c, 603.3d: the artifact mode, then its target, Bob's Sol Ring: destroyed;
    the life mode didn't happen."""
    game = enter(new_game, "Destroy target artifact.", artifact=True)
    [ability] = game.stack
    assert ability.modes == (1,) and [t.name for t in ability.targets] == ["Sol Ring"]
    game.resolve_stack()
    assert not game.permanents("Sol Ring") and game.players[0].life == 20


def test_a_mode_with_no_legal_target_cant_be_chosen(new_game: NewGame) -> None:
    """700.2a: with no artifact, the destroy mode isn't offered: answering it is refused,
    naming the modes that are."""
    game = new_game(cards=[KNIGHT], choices={"mode": ["Destroy target artifact."]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    with pytest.raises(ChoiceError, match="You gain 4 life") as refused:
        game.put_onto_battlefield(game.add_card("Harvest Knight", alice, "hand"))
    assert "options: Put two +1/+1 counters" in str(refused.value)


def test_the_modes_are_saved(new_game: NewGame) -> None:
    """A saved game keeps the modes chosen for an ability on the stack."""
    game = enter(new_game, "Put two +1/+1 counters on Harvest Knight.")
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    assert again.stack[0].modes == (0,)
    again.resolve_stack()
    assert again.permanents("Harvest Knight")[0].counters.get("+1/+1") == 2


def test_too_few_modes_and_it_is_removed() -> None:
    """700.2a: "choose two" of modes whose targets can't all be chosen: removed from the
    stack with an event saying why."""
    pair = load_card_text(
        """name = "Twin Knight"
mana_cost = "{2}"
types = ["Creature"]
power = 1
toughness = 1
oracle = '''When Twin Knight enters, choose two —
• Destroy target artifact.
• Destroy target enchantment.
• You gain 2 life.'''
[[triggers]]
when = "enters"
[[triggers.modes]]
targets = ["target artifact"]
effects = [{ destroy = "target" }]
[[triggers.modes]]
targets = ["target enchantment"]
effects = [{ destroy = "target" }]
[[triggers.modes]]
effects = [{ gain_life = 2 }]
"""
    )
    game = Game(["Alice", "Bob"], cards=[pair])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.put_onto_battlefield(game.add_card("Twin Knight", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 20 and not game.stack
    assert any("700.2a" in e.reason for e in game.log.events(AbilityDidNothing))


@pytest.mark.parametrize(
    ("oracle", "modes", "problem"),
    [
        ("When Odd Knight enters, choose one —\\n• You gain 2 life.", 1, "are its modes"),
        (
            "When Odd Knight enters, choose one —\\n• You gain 2 life.\\n• Draw a card.",
            1,
            "lists 2 modes; 1 are given",
        ),
    ],
)
def test_modes_the_oracle_text_doesnt_list_are_refused(
    oracle: str, modes: int, problem: str
) -> None:
    """700.2: two or more bulleted modes after "choose one —", one entry each."""
    entries = "[[triggers.modes]]\neffects = [{ gain_life = 2 }]\n" * modes
    text = (
        'name = "Odd Knight"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
        f'toughness = 1\noracle = "{oracle}"\n[[triggers]]\nwhen = "enters"\n{entries}'
    )
    with pytest.raises(CardFileError, match=problem):
        load_card_text(text)


def test_the_importer_brings_a_triggers_charm(tmp_path: object) -> None:
    """Forge's ``DB$ Charm`` of a trigger: its modes in the Oracle text's order (700.2);
    modes listed in another order than the Oracle's are skipped, never misattached."""
    from pathlib import Path

    from test_forge_import import folder_of, imported, report

    from cardhost.forge.importer import import_forge

    script = """Name:Tithe Exarch
ManaCost:W W
Types:Creature Cleric
PT:2/2
T:Mode$ ChangesZone | Origin$ Any | Destination$ Battlefield | ValidCard$ Card.Self \
| Execute$ TrigCharm | TriggerDescription$ x
SVar:TrigCharm:DB$ Charm | Choices$ DBGain,DBLose
SVar:DBGain:DB$ GainLife | Defined$ You | LifeAmount$ 2
SVar:DBLose:DB$ LoseLife | LifeAmount$ 2 | ValidTgts$ Opponent
Oracle:When Tithe Exarch enters the battlefield, choose one —\\n• You gain 2 life.\\n\
• Target opponent loses 2 life.
"""
    folder = Path(str(tmp_path))
    exarch = imported(folder / "a", "tithe_exarch.txt", script)
    [trigger] = exarch.triggers
    assert [m.text for m in trigger.modes] == ["You gain 2 life.", "Target opponent loses 2 life."]
    assert trigger.modes[1].effects[0].verb == "lose_life"
    swapped = script.replace("Choices$ DBGain,DBLose", "Choices$ DBLose,DBGain")
    out = folder / "b" / "out"
    import_forge(folder_of(folder / "b", {"tithe_exarch.txt": swapped}), out, progress=False)
    assert not report(out)["t/tithe_exarch.txt"]["imported"]
