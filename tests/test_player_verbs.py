"""Instructions a player is the subject of: ``poison`` ("Target player gets two poison
counters.", 122.1f; ten or more and they lose, 704.5c) and ``extra_turn`` ("Take an extra
turn after this one.", 500.7), as data; and the importer bringing Forge's ``Poison`` and
``AddTurn``."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from test_forge_import import imported

from cardhost import Game, PoisonCountersGiven, Step, load_card_text

NewGame = Callable[..., Game]

DART = load_card_text(
    """name = "Venom Dart"
mana_cost = "{B}"
types = ["Instant"]
oracle = "Target player gets two poison counters."
[spell]
targets = ["target player"]
effects = [{ poison = 2, player = "target" }]
"""
)
STRETCH = load_card_text(
    """name = "Long Day"
mana_cost = "{U}"
types = ["Sorcery"]
oracle = "Target player takes two extra turns after this one."
[spell]
targets = ["target player"]
effects = [{ extra_turn = 2, player = "target" }]
"""
)
CARDS = [DART, STRETCH]


def test_poison_counters_from_an_effect(new_game: NewGame) -> None:
    """122.1f: two counters, the event naming the spell; at ten Bob loses (704.5c)."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    for count in range(5):
        game.add_mana(alice, "{B}")
        game.cast(game.add_card("Venom Dart", alice, "hand"), target=bob)
        game.resolve_stack()
        if count == 0:
            [given] = game.log.events(PoisonCountersGiven)
            assert (given.amount, given.total, given.source.name) == (2, 2, "Venom Dart")
    assert bob.poison == 10 and bob.has_lost


def test_extra_turns(new_game: NewGame) -> None:
    """500.7: Bob takes the next two turns, then Alice's come again."""
    game = new_game(cards=CARDS)
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{U}")
    game.cast(game.add_card("Long Day", alice, "hand"), target=bob)
    game.resolve_stack()
    takers = []
    for _ in range(3):
        game.next_turn()
        takers.append(game.active_player.name)
    assert takers == [bob.name, bob.name, bob.name]
    game.next_turn()
    assert game.active_player is alice


VIPER = """Name:Fen Viper
ManaCost:B
Types:Creature Snake
PT:1/1
T:Mode$ DamageDone | ValidSource$ Card.Self | ValidTarget$ Player | CombatDamage$ True \
| Execute$ TrigPoison | TriggerDescription$ x
SVar:TrigPoison:DB$ Poison | Defined$ TriggeredTarget | Num$ 2
Oracle:Whenever Fen Viper deals combat damage to a player, that player gets two poison \
counters.
"""
WALK = """Name:Time Stride
ManaCost:1 U
Types:Sorcery
A:SP$ AddTurn | Cost$ 1 U | NumTurns$ 1 | SpellDescription$ x
Oracle:Take an extra turn after this one.
"""


def test_the_importer_brings_poison_and_extra_turns(tmp_path: Path) -> None:
    [trigger] = imported(tmp_path / "a", "fen_viper.txt", VIPER).triggers
    [poison] = trigger.effects
    assert (poison.verb, poison.amount, poison.subject) == ("poison", 2, "that player")
    spell = imported(tmp_path / "b", "time_stride.txt", WALK).spell
    assert spell is not None
    assert [(e.verb, e.amount, e.subject) for e in spell.effects] == [("extra_turn", 1, "you")]


SQUALL = load_card_text(
    'name = "Squall Counter"\nmana_cost = "{U}{B}"\ntypes = ["Instant"]\n'
    'oracle = "Counter target noncreature spell. Its controller loses 2 life."\n'
    '[spell]\ntargets = ["target noncreature spell"]\n'
    'effects = [{ counter = "target" }, { lose_life = 2, player = "the target\'s controller" }]\n'
)


def test_the_controller_of_a_countered_spell(new_game: NewGame) -> None:
    """608.2h, 110.2: the target spell's controller, as it last existed once countered:
    Bob, who cast it, loses 2 life."""
    game = new_game(cards=[SQUALL])
    alice, bob = game.players
    game.begin_at(bob, Step.MAIN1)
    game.add_mana(bob, "{R}")
    bolt = game.cast(game.add_card("Lightning Bolt", bob, "hand"), target=alice)
    game.pass_priority()
    game.add_mana(alice, "{U}{B}")
    game.cast(game.add_card("Squall Counter", alice, "hand"), target=bolt)
    game.resolve_stack()
    assert (alice.life, bob.life) == (20, 18)
