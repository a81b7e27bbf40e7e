"""Skipping steps, phases and turns (614.10) as data: ``{ skip = "draw step", player =
"target" }`` ("Target player skips their next draw step."), ``"untap step"``,
``"upkeep step"``, ``"combat phase"``, ``"combat phases of next turn"`` ("skips all
combat phases of their next turn") and ``"turn"`` with a ``count`` ("You skip your next
two turns."). A skipped step, phase or turn doesn't happen (614.10a); each effect is
used up by the first it skips, so two skip the next two; waiting effects survive a
saved game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import (
    CardFileError,
    CardhostError,
    Game,
    Skipped,
    SkipScheduled,
    Step,
    StepBegan,
    load_card_text,
)

NewGame = Callable[..., Game]


def sorcery(name: str, oracle: str, effect: str, targets: str = "") -> object:
    aimed = f'targets = ["{targets}"]\n' if targets else ""
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{U}}"\ntypes = ["Sorcery"]\noracle = "{oracle}"\n'
        f"[spell]\n{aimed}effects = [{effect}]\n"
    )


FATIGUE = sorcery(
    "Fatigue Test",
    "Target player skips their next draw step.",
    '{ skip = "draw step", player = "target" }',
    "target player",
)
MEDITATE = sorcery(
    "Meditate Test",
    "Draw four cards. You skip your next two turns.",
    '{ draw = 4 }, { skip = "turn", count = 2 }',
)
PEACE = sorcery(
    "Peace Test",
    "Target player skips all combat phases of their next turn.",
    '{ skip = "combat phases of next turn", player = "target" }',
    "target player",
)
STASIS = sorcery(
    "Stall Test",
    "Target player skips their next untap step.",
    '{ skip = "untap step", player = "target" }',
    "target player",
)
CARDS = [FATIGUE, MEDITATE, PEACE, STASIS]


def cast(game: Game, name: str, target: object = None) -> None:
    alice = game.players[0]
    game.add_mana(alice, "{U}")
    card = game.add_card(name, alice, "hand")
    game.cast(card, **({"target": target} if target is not None else {}))
    game.resolve_stack()


def test_a_skipped_draw_step_does_not_happen(new_game: NewGame) -> None:
    """614.10a: Bob's next turn has no draw step: he draws nothing; the one after has."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Fatigue Test", bob)
    assert game.log.events(SkipScheduled)[-1] == SkipScheduled(bob, "draw step")
    hand = len(bob.hand)
    game.advance_to(Step.MAIN1, bob)
    assert len(bob.hand) == hand
    assert game.log.events(Skipped)[-1] == Skipped(bob, "draw step")
    game.advance_to(Step.MAIN1, alice)
    game.advance_to(Step.MAIN1, bob)
    assert len(bob.hand) == hand + 1 and not game.skips


def test_two_effects_skip_the_next_two(new_game: NewGame) -> None:
    """614.10a: two Fatigues skip Bob's next two draw steps, one each."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Fatigue Test", bob)
    cast(game, "Fatigue Test", bob)
    hand = len(bob.hand)
    for _ in range(2):
        game.advance_to(Step.MAIN1, bob)
        game.advance_to(Step.MAIN1, alice)
    assert len(bob.hand) == hand
    game.advance_to(Step.MAIN1, bob)
    assert len(bob.hand) == hand + 1


def test_skipped_turns_pass_to_the_next_player(new_game: NewGame) -> None:
    """614.10, 101.4: Alice skips her next two turns; Bob takes three in a row."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Meditate Test")
    takers = []
    for _ in range(4):
        game.next_turn()
        takers.append(game.active_player)
    assert takers == [bob, bob, bob, alice]
    assert [e.what for e in game.log.events(Skipped)] == ["turn", "turn"]


def test_all_combat_phases_of_the_next_turn(new_game: NewGame) -> None:
    """614.10a: Bob's next turn goes from his precombat main phase to his postcombat
    main phase with no combat step between; the turn after has combat again."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Peace Test", bob)
    game.advance_to(Step.MAIN1, bob)
    mark = len(game.log.events(StepBegan))
    game.advance_to(Step.MAIN2, bob)
    assert [e.step for e in game.log.events(StepBegan)[mark:]] == [Step.MAIN2]
    assert game.log.events(Skipped)[-1] == Skipped(bob, "combat phase")
    game.advance_to(Step.MAIN1, alice)
    game.advance_to(Step.MAIN1, bob)
    game.advance_to(Step.BEGINNING_OF_COMBAT, bob)
    assert game.step is Step.BEGINNING_OF_COMBAT and not game.skips


def test_a_skipped_untap_step_leaves_permanents_tapped(new_game: NewGame) -> None:
    """502.3, 614.10a: Bob's tapped land stays tapped through his next turn; it untaps
    in the turn after."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    forest = game.add_card("Forest", bob)
    game.tap(forest)
    cast(game, "Stall Test", bob)
    game.advance_to(Step.MAIN1, bob)
    assert forest.tapped
    game.advance_to(Step.MAIN1, alice)
    game.advance_to(Step.MAIN1, bob)
    assert not forest.tapped


def test_a_waiting_skip_survives_a_saved_game(new_game: NewGame) -> None:
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    cast(game, "Fatigue Test", bob)
    loaded = Game.from_json(game.to_json(), catalog=game.catalog)
    loaded_bob = loaded.players[1]
    hand = len(loaded_bob.hand)
    loaded.advance_to(Step.MAIN1, loaded_bob)
    assert len(loaded_bob.hand) == hand and not loaded.skips


def test_a_copy_has_its_own_skips(new_game: NewGame) -> None:
    """A copy of the game (for a search) carries the skips waiting; using one up in the
    copy leaves the original's."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.skip_next(bob, "turn")
    copied = game.copy()
    copied.next_turn()
    assert copied.active_player is copied.players[0] and not copied.skips
    assert len(game.skips) == 1


def test_bad_skips_are_refused() -> None:
    with pytest.raises(CardFileError, match=r"effects\[0\]\.skip"):
        sorcery("Bad Skip", "Bad.", '{ skip = "end step" }')
    with pytest.raises(CardFileError, match=r"effects\[0\]\.count"):
        sorcery("Bad Count", "Bad.", '{ skip = "turn", count = 0 }')


def test_the_api_refuses_what_cant_be_skipped(new_game: NewGame) -> None:
    game = new_game()
    with pytest.raises(CardhostError, match=r"614\.10"):
        game.skip_next(game.players[1], "cleanup step")


WEARY = """Name:Weary Script
ManaCost:1 U
Types:Sorcery
A:SP$ Pump | Cost$ 1 U | ValidTgts$ Player | KW$ Skip your next draw step. | Permanent$ True \
| SpellDescription$ x
Oracle:Target player skips their next draw step.
"""
SLUMBER = """Name:Slumber Script
ManaCost:U
Types:Creature Atog
PT:1/2
A:AB$ Pump | Cost$ 0 | NumAtt$ +3 | NumDef$ +3 | SubAbility$ DBSkip | SpellDescription$ x
SVar:DBSkip:DB$ SkipTurn | NumTurns$ 2 | Defined$ You
Oracle:{0}: Slumber Script gets +3/+3 until end of turn. You skip your next two turns.
"""


def test_forge_skips(tmp_path: Path) -> None:
    """614.10: Forge's keyword "Skip your next draw step." a player gains for good and
    its ``SkipTurn`` are ``skip``."""
    [skip] = imported(tmp_path, "weary_script.txt", WEARY).spell.effects
    assert (skip.verb, skip.name, skip.subject) == ("skip", "draw step", "target")
    [ability] = imported(tmp_path / "s", "slumber_script.txt", SLUMBER).activated_abilities
    skip = ability.effects[1]
    assert (skip.verb, skip.name, skip.amount, skip.subject) == ("skip", "turn", 2, "you")
