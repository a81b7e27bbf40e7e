"""A triggered ability of either of two events of its object (603.2): "Whenever this
creature attacks or blocks", "When this creature enters or dies", "When you cycle this
card or it dies": ``when = "attacks or blocks"``, triggering once for each that
happens."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, Game, Step, load_card_text

NewGame = Callable[..., Game]


def creature(name: str, oracle: str, when: str) -> object:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{1}}{{W}}"\ntypes = ["Creature"]\npower = 2\n'
        f'toughness = 2\noracle = "{oracle}"\n'
        f'[[triggers]]\nwhen = "{when}"\neffects = [{{ gain_life = 1 }}]\n'
    )


SENTRY = creature(
    "Sentry Test", "Whenever Sentry Test attacks or blocks, you gain 1 life.", "attacks or blocks"
)
HERALD = creature(
    "Herald Test",
    "When Herald Test enters the battlefield or dies, you gain 1 life.",
    "enters or dies",
)


def test_attacks_or_blocks_triggers_on_each(new_game: NewGame) -> None:
    """508.3a, 509.3a: once as one attacks in Alice's turn, once as another blocks in
    Bob's."""
    game = new_game(cards=[SENTRY])
    alice, bob = game.players
    sentry = game.add_card("Sentry Test", alice)
    game.start(alice)
    game.advance_to(Step.DECLARE_ATTACKERS)
    game.declare_attackers([sentry])
    game.resolve_stack()
    assert alice.life == 21
    game.advance_to(Step.DECLARE_ATTACKERS, bob)
    bears = game.add_card("Grizzly Bears", bob)
    game.declare_attackers([bears])
    game.advance()
    game.declare_blockers({game.add_card("Sentry Test", alice): bears})
    game.resolve_stack()
    assert alice.life == 22


def test_enters_or_dies(new_game: NewGame) -> None:
    game = new_game(cards=[HERALD])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{W}")
    game.cast(game.add_card("Herald Test", alice, "hand"))
    game.resolve_stack()
    assert alice.life == 21
    game.destroy(game.permanents("Herald Test")[0])
    game.resolve_stack()
    assert alice.life == 22


def test_the_paragraph_must_say_both() -> None:
    with pytest.raises(CardFileError, match=r"attacks or blocks"):
        creature("Bad Sentry", "Whenever Bad Sentry attacks, you gain 1 life.", "attacks or blocks")


SENTRY_SCRIPT = """Name:Sentry Script
ManaCost:1 W
Types:Creature Human Soldier
PT:2/2
T:Mode$ Attacks | ValidCard$ Card.Self | Execute$ TrigGain | TriggerDescription$ x
T:Mode$ Blocks | ValidCard$ Card.Self | Execute$ TrigGain | Secondary$ True \
| TriggerDescription$ x
SVar:TrigGain:DB$ GainLife | Defined$ You | LifeAmount$ 1
Oracle:Whenever Sentry Script attacks or blocks, you gain 1 life.
"""


def test_forge_pairs_of_one_ability(tmp_path: Path) -> None:
    """Forge's two triggers with one ``Execute$``, the second marked ``Secondary$``."""
    [trigger] = imported(tmp_path, "sentry_script.txt", SENTRY_SCRIPT).triggers
    assert trigger.event == "attacks or blocks"


WORTHY = """Name:Worthy Script
ManaCost:4 R
Types:Instant
K:Cycling:3 R
A:SP$ DealDamage | Cost$ 4 R | ValidTgts$ Creature | NumDmg$ 7 | SpellDescription$ x
T:Mode$ Cycled | ValidCard$ Card.Self | Execute$ TrigDamage | TriggerDescription$ x
SVar:TrigDamage:DB$ DealDamage | ValidTgts$ Creature | NumDmg$ 2
Oracle:Worthy Script deals 7 damage to target creature.\\nCycling {3}{R}\\nWhen you cycle \
Worthy Script, it deals 2 damage to target creature.
"""


def test_forge_when_you_cycle_an_instant(tmp_path: Path) -> None:
    """702.29c: Forge's ``Cycled`` trigger of the card itself is ``"cycle"``; its
    paragraph is the trigger's, not the instant's effect."""
    face = imported(tmp_path, "worthy_script.txt", WORTHY)
    [trigger] = face.triggers
    assert trigger.event == "cycle" and face.spell.effects[0].amount == 7
