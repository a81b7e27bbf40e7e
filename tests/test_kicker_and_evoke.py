"""Casting with additional and alternative costs, as data: Burst Lightning's kicker
(702.33) and Shriekmaw's evoke (702.74) and fear (702.36). Each way to cast is its own
legal action (601.2b: the intention to pay is announced), the cost paid is the total
cost (601.2f), and what the spell does depends on how it was cast."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from cardhost import (
    PASS,
    CardDefinition,
    CardFileError,
    Cast,
    Game,
    IllegalActionError,
    Step,
    load_card_text,
)
from cardhost.loading.paragraphs import unclaimed

NewGame = Callable[..., Game]


def casts(game: Game) -> list[str]:
    return sorted(a.name for a in game.legal_actions() if isinstance(a, Cast))


def main_phase(new_game: NewGame, mana: str) -> Game:
    game = new_game()
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, mana)
    return game


def test_burst_lightning_deals_two_or_kicked_four(new_game: NewGame) -> None:
    """702.33d: unkicked it deals 2 damage; kicked ({4} more, 601.2f) it deals 4 instead.
    With {R} only the unkicked cast is a legal action; with {4}{R} both are."""
    game = main_phase(new_game, "{R}")
    alice, bob = game.players
    game.add_card("Burst Lightning", alice, "hand")
    assert casts(game) == ["cast Burst Lightning"]
    game.add_mana(alice, "{4}")
    assert casts(game) == ["cast Burst Lightning", "cast Burst Lightning with kicker"]
    game.cast(alice.hand[0], target=bob)
    game.resolve_stack()
    assert bob.life == 18 and alice.mana_pool.total == 4
    game.add_mana(alice, "{R}")
    game.cast(game.add_card("Burst Lightning", alice, "hand"), target=bob, kicked=True)
    assert alice.mana_pool.total == 0
    game.resolve_stack()
    assert bob.life == 14


def test_a_kicked_spell_waiting_in_a_saved_game_stays_kicked(new_game: NewGame) -> None:
    """A game driven by decisions: Alice answers the kicked cast, and the game is saved
    with the spell on the stack; restored, it resolves kicked (4 damage)."""
    game = main_phase(new_game, "{4}{R}")
    alice, bob = game.players
    game.add_card("Burst Lightning", alice, "hand")
    (kicked,) = [a for a in game.decision().options if isinstance(a, Cast) and a.kicked]
    asked = game.answer(kicked)
    assert asked.kind == "target"
    game.answer(bob)
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    for each in (game, restored):
        each.answer(PASS)
        each.answer(PASS)
        assert each.players[1].life == 16


def test_no_kicker_no_kicked_cast(new_game: NewGame) -> None:
    """702.33a: a spell without kicker can't be cast kicked: refused, nothing changed."""
    game = main_phase(new_game, "{R}{4}")
    alice, bob = game.players
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"702\.33a"):
        game.cast(bolt, target=bob, kicked=True)
    assert bolt in alice.hand and alice.mana_pool.total == 5


def test_shriekmaw_evoked_destroys_and_is_sacrificed(new_game: NewGame) -> None:
    """702.74a: cast for {1}{B}, Shriekmaw enters, both its abilities trigger: Bob's
    Llanowar Elves are destroyed and Shriekmaw is sacrificed. Cast for {4}{B} it stays."""
    game = main_phase(new_game, "{1}{B}")
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", bob)
    shriekmaw = game.add_card("Shriekmaw", alice, "hand")
    assert casts(game) == ["cast Shriekmaw for its evoke cost"]
    game.cast(shriekmaw, evoked=True)
    game.resolve_stack()
    assert elves.zone is None and game.permanents("Shriekmaw") == []
    assert [c.name for c in alice.graveyard] == ["Shriekmaw"]
    game.add_mana(alice, "{4}{B}")
    game.cast(game.add_card("Shriekmaw", alice, "hand"))
    game.resolve_stack()
    assert len(game.permanents("Shriekmaw")) == 1


def test_shriekmaw_targets_only_nonartifact_nonblack_creatures(new_game: NewGame) -> None:
    """115.1, 603.3d: with only Drudge Skeletons (black) and Darksteel Myr (an artifact)
    to target, the enters ability is removed from the stack; the evoke sacrifice still
    happens."""
    game = main_phase(new_game, "{1}{B}")
    alice, bob = game.players
    game.add_card("Drudge Skeletons", bob)
    game.add_card("Darksteel Myr", bob)
    game.cast(game.add_card("Shriekmaw", alice, "hand"), evoked=True)
    game.resolve_stack()
    assert {p.name for p in game.battlefield} == {"Drudge Skeletons", "Darksteel Myr"}


def test_evoke_only_from_a_hand(new_game: NewGame) -> None:
    """118.9a, 702.74a: no card is cast for an evoke cost it hasn't; none from anywhere
    but a hand."""
    game = main_phase(new_game, "{1}{B}{R}")
    alice, bob = game.players
    bolt = game.add_card("Lightning Bolt", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"702\.74a"):
        game.cast(bolt, target=bob, evoked=True)


def test_fear_lets_only_artifact_or_black_creatures_block(new_game: NewGame) -> None:
    """702.36b: Shriekmaw attacks; Bob's Llanowar Elves can't block it, his Darksteel
    Myr and Drudge Skeletons can."""
    game = new_game()
    alice, bob = game.players
    shriekmaw = game.add_card("Shriekmaw", alice)
    game.add_card("Llanowar Elves", bob)
    game.add_card("Darksteel Myr", bob)
    game.add_card("Drudge Skeletons", bob)
    game.begin_at(alice, Step.DECLARE_ATTACKERS)
    game.declare_attackers({shriekmaw: bob})
    game.advance_to(Step.DECLARE_BLOCKERS)
    options = game.block_options()
    able = {blocker.name for blocker, attackers in options.items() if shriekmaw in attackers}
    assert able == {"Darksteel Myr", "Drudge Skeletons"}


def card(kicker: str, oracle: str, spell: str) -> CardDefinition:
    return load_card_text(
        f'name = "Kicky"\nmana_cost = "{{R}}"\ntypes = ["Instant"]\n{kicker}'
        f"oracle = '''{oracle}'''\n[spell]\n{spell}"
    )


def test_kicker_in_the_file_and_the_text_agree() -> None:
    """702.33a: "if kicked" effects need kicker; a "Kicker {4}" paragraph is claimed only
    by kicker = "{4}"."""
    with pytest.raises(CardFileError, match=r"spell\.kicked_effects: a spell without kicker"):
        card(
            "",
            "Kicky deals 1 damage to any target.",
            'targets = ["any target"]\neffects = [{ damage = 1 }]\n'
            "kicked_effects = [{ damage = 2 }]\n",
        )
    wrong = card(
        'kicker = "{3}"\n',
        "Kicker {4}\nKicky deals 1 damage to any target.",
        'targets = ["any target"]\neffects = [{ damage = 1 }]\n',
    )
    assert [u.number for u in unclaimed(wrong)] == [1]
