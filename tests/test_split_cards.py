"""Split cards (709) as data: a card file's own keys are its left half, ``[right]`` its
right half. In every zone but the stack the card is both halves combined (709.4: both
names, both mana costs, each card type); its owner casts one half (709.3), only that
half evaluated and put on the stack (709.3a-b). Aftermath (702.127a): the right half is
cast only from a graveyard, and exiled as it leaves the stack."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from cardhost import (
    CardFileError,
    Cast,
    Game,
    IllegalActionError,
    Step,
    load_card_text,
)
from cardhost.loading.paragraphs import unclaimed, unspoken

NewGame = Callable[..., Game]

FLARE_FROST = load_card_text(
    """name = "Flare"
mana_cost = "{1}{R}"
types = ["Instant"]
oracle = "Flare deals 2 damage to any target."
[spell]
targets = ["any target"]
effects = [{ damage = 2, to = "target" }]
[right]
name = "Frost"
mana_cost = "{2}{U}"
types = ["Sorcery"]
oracle = "Tap target permanent.\\nDraw a card."
[right.spell]
targets = ["target permanent"]
effects = [{ tap = "target" }, { draw = 1 }]
"""
)
DIG_TEXT = """name = "Dig"
mana_cost = "{G}"
types = ["Sorcery"]
oracle = "Draw a card."
[spell]
effects = [{ draw = 1 }]
[right]
name = "Delve Deep"
mana_cost = "{3}{G}"
types = ["Sorcery"]
aftermath = true
oracle = "Aftermath (Cast this spell only from your graveyard. Then exile it.)\\nYou gain 4 \
life."
[right.spell]
effects = [{ gain_life = 4 }]
"""
DIG_DELVE = load_card_text(DIG_TEXT)
CARDS = [FLARE_FROST, DIG_DELVE]


def setup(new_game: NewGame, step: Step = Step.MAIN1) -> Game:
    game = new_game(cards=CARDS)
    alice = game.players[0]
    for _ in range(5):
        game.add_card("Plains", alice, "library")
    game.begin_at(alice, step)
    return game


def test_both_halves_combined_off_the_stack(new_game: NewGame) -> None:
    """709.4: in a hand (and a graveyard) the card has both names, both mana costs (mana
    value 5, 709.4b), both colours and each card type (709.4c); it is one card (709.2)."""
    game = setup(new_game)
    card = game.add_card("Flare // Frost", game.players[0], "hand")
    assert card.name == "Flare // Frost"
    assert (card.mana_value, {c.word for c in card.colors}) == (5, {"red", "blue"})
    assert card.is_type("Instant") and card.is_type("Sorcery")


def test_each_half_cast_on_its_own(new_game: NewGame) -> None:
    """709.3: Flare, an instant, is cast in Bob's turn; only Flare is on the stack, mana
    value 2 and red (709.3b); it goes to the graveyard as the whole card again."""
    game = setup(new_game)
    alice, bob = game.players
    game.advance_to(Step.MAIN1, bob)
    card = game.add_card("Flare // Frost", alice, "hand")
    game.add_mana(alice, "{1}{R}")
    game.pass_priority()  # Alice gets priority in Bob's main phase
    spell = game.cast(card, half="Flare", target=bob)
    assert (spell.name, spell.mana_value, {c.word for c in spell.colors}) == ("Flare", 2, {"red"})
    game.resolve_stack()
    assert bob.life == 18
    assert [c.name for c in alice.graveyard] == ["Flare // Frost"]


def test_only_the_chosen_half_is_evaluated(new_game: NewGame) -> None:
    """709.3a: in Bob's turn Frost, a sorcery, can't be cast (307.1), though the card is
    an instant too; the refusal changes nothing, and the legal actions list only Flare."""
    game = setup(new_game)
    alice, bob = game.players
    wall = game.add_card("Wall of Stone", bob)
    game.advance_to(Step.MAIN1, bob)
    card = game.add_card("Flare // Frost", alice, "hand")
    game.add_mana(alice, "{2}{U}{1}{R}")
    game.pass_priority()
    with pytest.raises(IllegalActionError, match=r"307\.1"):
        game.cast(card, half="Frost", target=wall)
    assert card.zone is not None and card.zone.value == "hand" and card.half is None
    casts = [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert [a.half for a in casts] == ["Flare"]


def test_a_half_must_be_chosen(new_game: NewGame) -> None:
    """709.3: casting a split card names its half."""
    game = setup(new_game)
    card = game.add_card("Flare // Frost", game.players[0], "hand")
    with pytest.raises(IllegalActionError, match=r"709\.3.*'Flare' or 'Frost'"):
        game.cast(card, target=game.players[1])


def test_frost_taps_and_draws_and_is_saved_on_the_stack(new_game: NewGame) -> None:
    """709.3b: Frost on the stack survives a saved game as Frost."""
    game = setup(new_game)
    alice, bob = game.players
    wall = game.add_card("Wall of Stone", bob)
    game.add_mana(alice, "{2}{U}")
    game.cast(game.add_card("Flare // Frost", alice, "hand"), half=1, target=wall)
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    alice = game.players[0]
    assert [item.name for item in game.stack] == ["Frost"]
    hand = len(alice.hand)
    game.resolve_stack()
    assert len(alice.hand) == hand + 1
    assert next(p for p in game.battlefield if p.name == "Wall of Stone").tapped


def test_aftermath(new_game: NewGame) -> None:
    """702.127a: Delve Deep can't be cast from a hand; Dig is; from the graveyard only
    Delve Deep is cast, and it is exiled as it leaves the stack."""
    assert unclaimed(DIG_DELVE) == [] and unspoken(DIG_DELVE) == []
    game = setup(new_game)
    alice = game.players[0]
    card = game.add_card("Dig // Delve Deep", alice, "hand")
    game.add_mana(alice, "{3}{G}{G}")
    with pytest.raises(IllegalActionError, match=r"702\.127a"):
        game.cast(card, half="Delve Deep")
    assert [a.half for a in game.legal_actions() if isinstance(a, Cast)] == ["Dig"]
    game.cast(card, half="Dig")
    game.resolve_stack()
    [in_graveyard] = alice.graveyard
    with pytest.raises(IllegalActionError, match=r"601\.3"):
        game.cast(in_graveyard, half="Dig")
    [cast] = [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert (cast.half, cast.flashback) == ("Delve Deep", False)
    with pytest.raises(IllegalActionError, match=r"702\.34a"):  # no flashback: aftermath's
        game.apply(replace(cast, flashback=True))
    game.apply(cast)
    game.resolve_stack()
    assert alice.life == 24
    assert alice.graveyard == () or [c.name for c in alice.graveyard] == []
    assert [c.name for c in game.exile_zone] == ["Dig // Delve Deep"]


@pytest.mark.parametrize(
    ("old", "new", "where"),
    [
        ('mana_cost = "{3}{G}"\ntypes = ["Sorcery"]', 'types = ["Land"]', "right.types"),
        ('name = "Delve Deep"', 'name = "Dig"', "right.name"),
        ("aftermath = true", 'aftermath = "yes"', "right.aftermath"),
        ("[right]", "[back]\nname = 'Other'\ntypes = ['Sorcery']\n[right]", "right"),
    ],
)
def test_a_bad_split_card_names_its_key(old: str, new: str, where: str) -> None:
    """709.1: each half an instant or a sorcery here, of its own name, on the front."""
    assert old in DIG_TEXT
    with pytest.raises(CardFileError) as refused:
        load_card_text(DIG_TEXT.replace(old, new))
    assert f"{where}:" in str(refused.value), str(refused.value)


WEAR_TEAR = load_card_text(
    """name = "Rust"
mana_cost = "{1}{R}"
types = ["Instant"]
fuse = true
oracle = "Rust deals 2 damage to target creature.\\nFuse (You may cast one or both halves of \
this card from your hand.)"
[spell]
targets = ["target creature"]
effects = [{ damage = 2, to = "target" }]
[right]
name = "Rot"
mana_cost = "{W}"
types = ["Instant"]
oracle = "Target player gains 3 life.\\nFuse (You may cast one or both halves of this card \
from your hand.)"
[right.spell]
targets = ["target player"]
effects = [{ gain_life = 3, player = "target" }]
"""
)


def test_fuse_casts_both_halves_as_one_spell(new_game: NewGame) -> None:
    """702.102a-d: from a hand both halves are cast together for both mana costs: one
    spell of both halves' characteristics (mana value 3), the left half's instructions
    then the right's, each on its own target; the legal actions offer it."""
    assert unclaimed(WEAR_TEAR) == [] and unspoken(WEAR_TEAR) == []
    game = new_game(cards=[WEAR_TEAR])
    alice, bob = game.players
    wall = game.add_card("Wall of Stone", bob)
    card = game.add_card("Rust // Rot", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{R}{W}")
    casts = [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert sorted((a.half, a.fused) for a in casts) == [("", True), ("Rot", False), ("Rust", False)]
    spell = game.cast(card, fused=True, targets=[wall, alice])
    assert (spell.name, spell.mana_value) == ("Rust // Rot", 3)
    game = Game.from_json(game.to_json(), catalog=game.catalog)
    alice = game.players[0]
    game.resolve_stack()
    assert next(p for p in game.battlefield if p.name == "Wall of Stone").damage == 2
    assert alice.life == 23


def test_fuse_only_from_a_hand_and_only_with_fuse(new_game: NewGame) -> None:
    """702.102a: a card without fuse, or one not in a hand, isn't fused."""
    game = new_game(cards=[WEAR_TEAR, *CARDS])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{9}")
    with pytest.raises(IllegalActionError, match=r"702\.102a.*no fuse"):
        game.cast(game.add_card("Flare // Frost", alice, "hand"), fused=True)
    with pytest.raises(IllegalActionError, match=r"702\.102a.*from a hand"):
        game.cast(game.add_card("Rust // Rot", alice, "graveyard"), fused=True)


def test_fuse_needs_a_right_half() -> None:
    """702.102a: only a split card has fuse."""
    text = DIG_TEXT.split("[right]")[0].replace("[spell]", "fuse = true\n[spell]")
    with pytest.raises(CardFileError, match=r"fuse: only a split card has fuse"):
        load_card_text(text)
