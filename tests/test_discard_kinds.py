"""A discard of a kind of card (701.9b): "Target player reveals their hand. You choose a
nonland card from it. That player discards that card." As data, ``kind``; from Forge,
``Mode$ RevealYouChoose`` with ``DiscardValid$``. The scripts are made-up cards in
Forge's syntax."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import imported

from cardhost import CardFileError, ChoiceKind, Game, Step, load_card_text

NewGame = Callable[..., Game]


def duress(kind: str = "nonland card", extra: str = "") -> object:
    return load_card_text(
        'name = "Mind Peek"\nmana_cost = "{B}"\ntypes = ["Sorcery"]\n'
        f'oracle = "Target player reveals their hand. You choose a {kind} from it. That '
        'player discards that card."\n'
        '[spell]\ntargets = ["target player"]\n'
        f'effects = [{{ discard = 1, player = "target", chosen_by = "you", kind = "{kind}"'
        f"{extra} }}]\n"
    )


def test_you_choose_a_nonland_card(new_game: NewGame) -> None:
    """701.9b: only the Bears may be chosen; the Forest stays."""
    game = new_game(cards=[duress()], choices={"target": ["Bob"]})
    alice, bob = game.players
    game.add_card("Forest", bob, "hand")
    game.add_card("Grizzly Bears", bob, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    game.cast(game.add_card("Mind Peek", alice, "hand"))
    game.resolve_stack()
    assert [c.name for c in bob.hand] == ["Forest"]
    assert [c.name for c in bob.graveyard] == ["Grizzly Bears"]


def test_none_of_the_kind_none_discarded(new_game: NewGame) -> None:
    game = new_game(cards=[duress()], choices={"target": ["Bob"]})
    alice, bob = game.players
    game.add_card("Forest", bob, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{B}")
    game.cast(game.add_card("Mind Peek", alice, "hand"))
    game.resolve_stack()
    assert [c.name for c in bob.hand] == ["Forest"]
    assert ChoiceKind.DISCARD not in [c.kind for c in game.chooser.asked]


def test_a_kind_is_chosen_not_random() -> None:
    with pytest.raises(CardFileError, match="not discarded at random"):
        load_card_text(
            'name = "Odd Peek"\nmana_cost = "{B}"\ntypes = ["Sorcery"]\n'
            'oracle = "Target player discards a card at random."\n'
            '[spell]\ntargets = ["target player"]\n'
            'effects = [{ discard = 1, player = "target", chosen_by = "random", '
            'kind = "creature card" }]\n'
        )


PEEK = """Name:Quiet Peek
ManaCost:B
Types:Sorcery
A:SP$ Discard | Cost$ B | ValidTgts$ Opponent | NumCards$ 1 | DiscardValid$ Creature,Planeswalker \
| Mode$ RevealYouChoose | SpellDescription$ x
Oracle:Target opponent reveals their hand. You choose a creature or planeswalker card from it. \
That player discards that card.
"""


def test_the_importer_brings_reveal_and_choose(tmp_path: Path) -> None:
    spell = imported(tmp_path, "quiet_peek.txt", PEEK).spell
    assert spell is not None
    [discard] = spell.effects
    assert discard.chosen_by == "you" and discard.group is not None
    assert str(discard.group) == "creature or planeswalker card"
