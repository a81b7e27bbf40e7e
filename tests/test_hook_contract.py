"""The hook contract: every hook declares whom it reaches and how its results combine, and
the host follows the declaration. Card hooks reach only their own card's plugin, whatever
face is up; every card plugin may take its own definition as ``card``; a result of the
wrong kind is an error naming the card and the hook."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from types import SimpleNamespace
from typing import Any

import pytest

from cardhost import (
    CONTRACTS,
    CardDefinition,
    CardPluginError,
    Combine,
    Game,
    IllegalActionError,
    Scope,
    Step,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.hooks import specs
from cardhost.hooks.implementations import HOOK_NAMES

MakeGame = Callable[..., Game]

BEAR = """
name = "Watched Bear"
mana_cost = "{1}{G}"
types = ["Creature"]
power = 2
toughness = 2
"""

SHRINE = """
name = "Test Shrine"
mana_cost = "{W}"
types = ["Enchantment"]
oracle = "Your devotion to white is increased by the shrine's bonus."

[config]
bonus = 3
"""


def card_with(toml: str, **hooks: Any) -> CardDefinition:
    return load_card_text(
        toml, plugin=SimpleNamespace(**{name: hookimpl(fn) for name, fn in hooks.items()})
    )


def test_every_hook_declares_its_contract() -> None:
    assert set(CONTRACTS) == HOOK_NAMES
    for name, contract in CONTRACTS.items():
        parameters = inspect.signature(getattr(specs, name)).parameters
        assert next(iter(parameters)) == "game", name
        if contract.event is not None:
            assert "event" in parameters, name
        if contract.scope is Scope.CARD and contract.event is not None:
            assert contract.subject in {
                f.name for f in contract.event.__dataclass_fields__.values()
            }
        if contract.when:
            assert isinstance(getattr(contract.event, contract.when), property), name


def test_summed_results_and_the_card_argument(make_game: MakeGame) -> None:
    """count_devotion is summed (700.5a); the plugin reads its own config through ``card``
    and finds its own permanents by definition, not by name."""

    def count_devotion(game, card, player, colors):
        return card.config["bonus"] * len(game.permanents(card, controller=player))

    game = make_game(cards=[card_with(SHRINE, count_devotion=count_devotion)])
    alice, bob = game.players
    game.add_card("Test Shrine", alice)
    game.add_card("Test Shrine", alice)
    assert CONTRACTS["count_devotion"].combine is Combine.SUM
    # Two {W} symbols counted by the built-in rule, plus 3 for each Shrine.
    assert game.devotion(alice, "white") == 2 + 6
    assert game.devotion(bob, "white") == 0


@pytest.mark.parametrize(
    ("hook", "result", "expected"),
    [
        ("count_devotion", "7", "returns a count (an int from 0 to 2**63 - 1) or None"),
        ("count_devotion", [1], "returns a count (an int from 0 to 2**63 - 1) or None"),
        ("count_devotion", True, "returns a count (an int from 0 to 2**63 - 1) or None"),
        ("count_devotion", 0.5, "returns a count (an int from 0 to 2**63 - 1) or None"),
        ("count_devotion", -100, "returns a count (an int from 0 to 2**63 - 1) or None"),
        ("attack_restrictions", True, "returns a reason (a str that says why) or None"),
        ("attack_restrictions", "", "returns a reason (a str that says why) or None"),
        ("on_beginning_of_step", 1, "results are ignored"),
        ("replace_mana_event", "double", "returns a ReplacementEffect"),
    ],
)
def test_a_result_of_the_wrong_kind_names_the_card_and_the_hook(
    make_game: MakeGame, hook: str, result: object, expected: str
) -> None:
    game = make_game(cards=[card_with(SHRINE, **{hook: lambda game: result})])
    alice = game.players[0]
    game.add_card("Test Shrine", alice)
    forest = game.add_card("Forest", alice)
    bear = game.add_card("Grizzly Bears", alice)  # a test card (tests/cards)
    actions = {
        "count_devotion": (Step.MAIN1, lambda: game.devotion(alice, "white")),
        "attack_restrictions": (Step.DECLARE_ATTACKERS, lambda: game.declare_attackers([bear])),
        "on_beginning_of_step": (Step.MAIN1, game.advance),
        "replace_mana_event": (Step.MAIN1, lambda: game.activate_mana_ability(forest)),
    }
    step, act = actions[hook]
    game.begin_at(alice, step)
    with pytest.raises(CardPluginError) as raised:
        act()
    assert raised.value.card == "Test Shrine" and raised.value.hook == hook
    assert expected in str(raised.value)


@pytest.mark.parametrize(
    ("reason", "shown"),
    [
        ("\x1b[31mred\x07", "\\x1b[31mred\\x07"),
        ("x" * 5_000, "x" * 1_000 + "..."),
    ],
    ids=["escapes", "long"],
)
def test_a_plugins_reason_is_shown_escaped_and_cut(
    make_game: MakeGame, reason: str, shown: str
) -> None:
    """A restriction's reason (508.1c) is a plugin's words: the refusal shows them with
    their control characters escaped and at most 1,000 characters of them, as any
    plugin's words (a 10 MB one was printed whole, escapes raw)."""
    game = make_game(cards=[card_with(SHRINE, attack_restrictions=lambda game: reason)])
    alice = game.players[0]
    game.add_card("Test Shrine", alice)
    bear = game.add_card("Grizzly Bears", alice)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    with pytest.raises(IllegalActionError) as raised:
        game.declare_attackers([bear])
    assert str(raised.value).endswith(f"can't attack: {shown}")


def test_a_card_hook_reaches_its_card_whichever_face_is_up(make_game: MakeGame) -> None:
    """A transformed permanent shows its back face's name (712.8e), yet its damage is still
    its card's: whose ability it is never depends on a face's name."""
    seen: list[tuple[str, str]] = []

    def on_damage_dealt(game, card, event):
        seen.append((card.name, event.source.name))

    werewolf = """
name = "Test Villager"
mana_cost = "{G}"
types = ["Creature"]
power = 1
toughness = 1

[back]
name = "Test Howler"
colors = ["green"]
types = ["Creature"]
power = 3
toughness = 3
"""
    game = make_game(cards=[card_with(werewolf, on_damage_dealt=on_damage_dealt)])
    alice = game.players[0]
    howler = game.add_card("Test Villager", alice, transformed=True)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([howler])
    game.advance_to(Step.COMBAT_DAMAGE)
    assert seen == [("Test Villager", "Test Howler")]


def test_a_watcher_hears_every_card_while_a_card_hook_hears_only_its_own(
    make_game: MakeGame,
) -> None:
    heard: dict[str, list[str]] = {"watcher": [], "own": []}

    def on_permanent_entered(game, event):
        heard["watcher"].append(event.permanent.name)

    def on_enter_battlefield(game, event):
        heard["own"].append(event.permanent.name)

    watcher = card_with(SHRINE, on_permanent_entered=on_permanent_entered)
    bear = card_with(BEAR, on_enter_battlefield=on_enter_battlefield)
    game = make_game(cards=[watcher, bear])
    alice = game.players[0]
    game.add_card("Test Shrine", alice)
    game.begin_at(alice, Step.MAIN1)
    for name in ("Forest", "Watched Bear"):
        game.put_onto_battlefield(game.add_card(name, alice, "graveyard"))
    assert heard == {"watcher": ["Forest", "Watched Bear"], "own": ["Watched Bear"]}


@pytest.mark.parametrize("result", [True, 1, "", ["a reason"]])
def test_a_block_restriction_of_the_wrong_kind_names_the_card(
    make_game: MakeGame, result: object
) -> None:
    """509.1b: a block restriction gives a reason or None; anything else is the card's
    error, and the declaration is undone."""
    game = make_game(cards=[card_with(SHRINE, block_restrictions=lambda game: result)])
    alice, bob = game.players
    game.add_card("Test Shrine", bob)
    attacker = game.add_card("Grizzly Bears", alice)
    blocker = game.add_card("Grizzly Bears", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers([attacker])
    game.resolve_stack()
    game.advance()
    assert game.step is Step.DECLARE_BLOCKERS
    before = game_state(game)
    with pytest.raises(CardPluginError) as raised:
        game.declare_blockers({blocker: attacker})
    assert raised.value.card == "Test Shrine" and raised.value.hook == "block_restrictions"
    assert "returns a reason (a str that says why) or None" in str(raised.value)
    assert game_state(game) == before
