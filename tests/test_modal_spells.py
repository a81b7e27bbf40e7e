"""Modal spells (700.2): Abrade ("Choose one —") and Kolaghan's Command ("Choose two —").
The modes are chosen as the spell is cast (601.2b), a mode with no legal target can't be
(700.2a), nor one twice (700.2d); only the chosen modes' targets are chosen (601.2c,
700.2c); the chosen modes happen in the order written (608.2c), each with its own targets
still legal (608.2b). Card files declare the modes their Oracle text lists."""

from __future__ import annotations

import json
import re
from collections.abc import Callable

import pytest

from cardhost import (
    CardFileError,
    Cast,
    Game,
    GameObject,
    IllegalActionError,
    ScriptedChooser,
    SnapshotError,
    SpellCountered,
    Step,
    Zone,
    game_state,
    load_card_text,
)
from cardhost.model.events import SpellCast

NewGame = Callable[..., Game]
BEARS = "Grizzly Bears"  # a green 2/2 (tests/cards)
ABRADE_MODES = ("Abrade deals 3 damage to target creature.", "Destroy target artifact.")


def main_phase(game: Game, *cards: str, mana: str) -> list[GameObject]:
    """Alice's precombat main phase, ``cards`` in her hand and ``mana`` in her pool."""
    alice = game.players[0]
    in_hand = [game.add_card(card, alice, "hand") for card in cards]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, mana)
    return in_hand


def asked(chooser: ScriptedChooser, kind: str) -> list[tuple[str, ...]]:
    """The options of each choice of ``kind`` the chooser was asked, as words."""
    return [tuple(str(o) for o in c.options) for c in chooser.asked if c.kind.value == kind]


def test_abrade_s_chosen_mode_alone_happens_and_only_its_target_is_chosen(
    new_game: NewGame,
) -> None:
    """601.2b, 700.2c: Abrade cast choosing "Destroy target artifact." targets only the
    artifact; the creature it could have dealt damage to is never asked for."""
    chooser = ScriptedChooser({"mode": ["Destroy target artifact."]})
    game = new_game(chooser=chooser)
    bob = game.players[1]
    ring = game.add_card("Sol Ring", bob)
    bears = game.add_card(BEARS, bob)
    (abrade,) = main_phase(game, "Abrade", mana="{1}{R}")
    spell = game.cast(abrade)
    assert asked(chooser, "mode") == [ABRADE_MODES]
    assert spell.modes == (1,) and spell.targets == (ring,)
    assert asked(chooser, "target") == []  # one artifact: taken without asking
    (cast,) = game.log.events(SpellCast)
    assert cast.modes == ("Destroy target artifact.",)
    game.resolve_stack()
    assert ring.zone is None and bears.damage == 0 and bears.zone is Zone.BATTLEFIELD


def test_abrade_deals_three_damage_with_its_first_mode(new_game: NewGame) -> None:
    game = new_game()
    bears = game.add_card(BEARS, game.players[1])
    (abrade,) = main_phase(game, "Abrade", mana="{1}{R}")
    spell = game.cast(abrade, modes=[0], target=bears)
    assert spell.modes == (0,)
    game.resolve_stack()
    assert bears.zone is None  # 3 damage to a 2/2 (704.5g)


def test_a_mode_with_no_legal_target_cant_be_chosen(new_game: NewGame) -> None:
    """700.2a: with no artifact on the battlefield, Abrade's second mode can't be
    chosen: announced, it is refused with the game unchanged; asked, it isn't offered,
    and the one mode left is taken. With no creature either, Abrade can't be cast."""
    chooser = ScriptedChooser()
    game = new_game(chooser=chooser)
    bears = game.add_card(BEARS, game.players[1])
    (abrade,) = main_phase(game, "Abrade", mana="{1}{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"700\.2a.*Destroy target artifact.*no legal"):
        game.cast(abrade, modes=[1])
    assert game_state(game) == before
    spell = game.cast(abrade)
    assert spell.modes == (0,) and spell.targets == (bears,)
    assert asked(chooser, "mode") == []

    game = new_game()
    (abrade,) = main_phase(game, "Abrade", mana="{1}{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"700\.2a.*only 0 could be chosen"):
        game.cast(abrade)
    assert game_state(game) == before
    assert [a.name for a in game.legal_actions() if isinstance(a, Cast)] == []


@pytest.mark.parametrize(
    ("modes", "rule", "says"),
    [
        ((2, 2), "700.2d", "can't be chosen twice"),
        ((2,), "700.2", "choose 2 of"),
        ((0, 1, 2), "700.2", "choose 2 of"),
        ((2, 7), "700.2", "no mode number 7"),
    ],
)
def test_modes_announced_against_the_text_are_refused(
    new_game: NewGame, modes: tuple[int, ...], rule: str, says: str
) -> None:
    """Kolaghan's Command says "Choose two —": two different modes (700.2, 700.2d). The
    refusal names the card as it is in the hand, not the spell it would have become on
    the stack (a new object, 400.7, undone with the cast)."""
    game = new_game()
    game.add_card("Sol Ring", game.players[1])
    (command,) = main_phase(game, "Kolaghan's Command", mana="{1}{B}{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=rf"{re.escape(rule)}.*{says}") as refused:
        game.cast(command, modes=modes)
    assert game_state(game) == before
    assert f"Kolaghan's Command #{command.id}" in str(refused.value)


def test_two_modes_chosen_in_any_order_happen_in_the_order_written(new_game: NewGame) -> None:
    """Kolaghan's Command: the second mode is chosen among those left, not the first
    again (700.2d); the targets are chosen for the modes in the order written (601.2c), and
    the modes happen in that order (608.2c): with no artifact to destroy, that mode is
    never offered (700.2a); the Elves come back to Alice's hand before
    Bob's Bears are dealt 2 damage."""
    damage = "Kolaghan's Command deals 2 damage to any target."
    back = "Return target creature card from your graveyard to your hand."
    chooser = ScriptedChooser({"mode": [damage, back], "target": [BEARS]})
    game = new_game(chooser=chooser)
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", alice, "graveyard")
    bears = game.add_card(BEARS, bob)
    (command,) = main_phase(game, "Kolaghan's Command", mana="{1}{B}{R}")
    spell = game.cast(command)
    offered = asked(chooser, "mode")  # no artifact: that mode is never offered (700.2a)
    assert [len(options) for options in offered] == [3, 2]
    assert damage not in offered[1] and "Destroy target artifact." not in offered[0]
    assert spell.modes == (0, 3) and spell.targets == (elves, bears)
    mark = len(game.log)
    game.resolve_stack()
    happened = [e.text for e in game.log.since(mark)]
    returned = next(i for i, t in enumerate(happened) if "moved from graveyard to hand" in t)
    damaged = next(i for i, t in enumerate(happened) if "dealt 2 damage" in t)
    assert returned < damaged
    assert [c.name for c in alice.hand] == ["Llanowar Elves"] and bears.zone is None


def test_a_mode_whose_target_is_gone_does_nothing_and_the_other_still_happens(
    new_game: NewGame,
) -> None:
    """608.2b: Kolaghan's Command targeting Sol Ring (destroy) and Bob (discard); the
    Ring leaves before it resolves, so that mode does nothing, and Bob still discards.
    With every target gone, the spell doesn't resolve: nothing of it happens."""
    game = new_game()
    alice, bob = game.players
    ring = game.add_card("Sol Ring", bob)
    game.add_card("Forest", bob, "hand")
    (command,) = main_phase(game, "Kolaghan's Command", mana="{1}{B}{R}")
    game.cast(command, modes=[1, 2], targets=[bob, ring])
    game.exile(ring)
    game.resolve_stack()
    assert bob.hand == () and [c.name for c in bob.graveyard] == ["Forest"]

    game = new_game()
    alice, bob = game.players
    ring = game.add_card("Sol Ring", bob)
    bears = game.add_card(BEARS, bob)
    (command,) = main_phase(game, "Kolaghan's Command", mana="{1}{B}{R}")
    spell = game.cast(command, modes=[2, 3], targets=[ring, bears])
    game.exile(ring)
    game.exile(bears)
    game.resolve_stack()
    (countered,) = game.log.events(SpellCountered)
    assert countered.spell is spell and "608.2b" in countered.reason
    assert [c.name for c in alice.graveyard] == ["Kolaghan's Command"]


def test_a_spell_that_isnt_modal_has_no_modes_to_announce(new_game: NewGame) -> None:
    game = new_game()
    bears = game.add_card(BEARS, game.players[1])
    (bolt,) = main_phase(game, "Lightning Bolt", mana="{R}")
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"700\.2.*not modal"):
        game.cast(bolt, modes=[0], target=bears)
    assert game_state(game) == before


def test_a_mode_waits_as_a_decision_and_a_saved_spell_keeps_its_modes(
    new_game: NewGame,
) -> None:
    """Driven by decisions, the mode is a decision (kind "mode", 700.2a) among the modes
    that could be chosen; a game saved with the spell on the stack keeps the modes
    chosen for it (and their targets), and resolves the same once restored."""
    game = new_game()
    bob = game.players[1]
    ring = game.add_card("Sol Ring", bob)
    bears = game.add_card(BEARS, bob)
    main_phase(game, "Abrade", mana="{1}{R}")
    cast = next(a for a in game.legal_actions() if isinstance(a, Cast))
    decision = game.answer(cast)
    assert decision is not None and (decision.kind, decision.rule) == ("mode", "700.2a")
    assert [str(o) for o in decision.options] == list(ABRADE_MODES)
    assert game.stack == ()  # nothing is cast while the mode waits
    game.answer("Destroy target artifact.")
    (spell,) = game.stack
    assert spell.modes == (1,)
    restored = Game.from_json(game.to_json(), catalog=game.catalog)
    (again,) = restored.stack
    assert (again.modes, [t.name for t in again.targets]) == ((1,), ["Sol Ring"])
    restored.resolve_stack()
    assert restored.permanents("Sol Ring") == [] and len(restored.permanents(BEARS)) == 1
    assert ring.zone is Zone.BATTLEFIELD and bears.zone is Zone.BATTLEFIELD


MODAL = """name = "Test Charm"
mana_cost = "{R}"
types = ["Instant"]
oracle = \"\"\"
Choose one —
• Test Charm deals 1 damage to any target.
• Draw a card.\"\"\"
"""
FIRST = '[[spell.modes]]\ntargets = ["any target"]\neffects = [{ damage = 1, to = "target" }]\n'
SECOND = "[[spell.modes]]\neffects = [{ draw = 1 }]\n"


@pytest.mark.parametrize(
    ("toml", "key", "says"),
    [
        (MODAL + FIRST, "spell.modes", ("the Oracle text lists 2 modes", "1 are given")),
        (MODAL + "[spell]\neffects = [{ draw = 1 }]\n", "spell.modes", ("lists 2 modes",)),
        (MODAL, "spell", ("missing: the Oracle text lists modes",)),
        (
            MODAL.replace("Choose one —", "Choose up to one —") + FIRST + SECOND,
            "spell.modes",
            ("not 'Choose up to one —'",),
        ),
        (
            MODAL.replace("Choose one —", "Choose one:") + FIRST + SECOND,
            "spell.modes",
            ("no line 'Choose one —'",),
        ),
        (
            MODAL + FIRST.replace("any target", "target wizzard") + SECOND,
            "spell.modes[0].targets[0]",
            ("wizzard",),
        ),
        (
            MODAL + FIRST + "[[spell.modes]]\neffects = [{ draw = 1 }]\nlabel = 2\n",
            "spell.modes[1].label",
            ("unknown key",),
        ),
        (
            MODAL.replace("Choose one —", "Choose two —").replace(
                "• Draw a card.", "• Draw a card.\n• Scry 1."
            )
            + FIRST
            + SECOND
            + "[[spell.modes]]\neffects = [{ scry = 1 }]\n",
            "",
            (),
        ),
    ],
    ids=[
        "too-few-modes",
        "no-modes",
        "no-spell",
        "unknown-wording",
        "no-choose-line",
        "bad-target",
        "bad-key",
        "ok",
    ],
)
def test_a_modal_card_file_is_checked_against_its_oracle_text(
    toml: str, key: str, says: tuple[str, ...]
) -> None:
    """A modal spell's card file gives one ``[[spell.modes]]`` per bulleted mode of its
    Oracle text, in order; a problem names the key path (700.2)."""
    if not key:
        card = load_card_text(toml)
        assert card.front.spell is not None
        assert (card.front.spell.least, card.front.spell.most) == (2, 2)
        assert [m.text for m in card.front.spell.modes][-1] == "Scry 1."
        return
    with pytest.raises(CardFileError) as raised:
        load_card_text(toml)
    assert raised.value.key == key
    for fragment in says:
        assert fragment in raised.value.problem


COMMAND = load_card_text(
    """name = "Test Command"
mana_cost = "{U}"
types = ["Instant"]
oracle = \"\"\"
Choose one or more —
• Target creature gains shroud until end of turn.
• Destroy target creature.
• Draw a card.\"\"\"

[[spell.modes]]
targets = ["target creature"]
effects = [{ gains = "shroud", on = "target" }]

[[spell.modes]]
targets = ["target creature"]
effects = [{ destroy = "target" }]

[[spell.modes]]
effects = [{ draw = 1 }]
"""
)


def test_one_or_more_modes_stop_when_the_player_says_so(new_game: NewGame) -> None:
    """ "Choose one or more —": after each mode the player may stop (700.2); "no more
    modes" is offered only once one is chosen, and the mode taken is never offered
    again (700.2d)."""
    chooser = ScriptedChooser({"mode": ["Draw a card.", "no more modes"]})
    game = new_game(cards=[COMMAND], chooser=chooser)
    game.add_card(BEARS, game.players[1])
    (command,) = main_phase(game, "Test Command", mana="{U}")
    spell = game.cast(command)
    offered = asked(chooser, "mode")
    assert "no more modes" not in offered[0] and len(offered[0]) == 3
    assert offered[1] == (
        COMMAND.front.spell.modes[0].text,
        COMMAND.front.spell.modes[1].text,
        "no more modes",
    )
    assert spell.modes == (2,) and spell.targets == ()
    hand = len(game.players[0].hand)
    game.resolve_stack()
    assert len(game.players[0].hand) == hand + 1


def test_targets_are_checked_once_as_the_spell_begins_to_resolve(new_game: NewGame) -> None:
    """608.2b: whether each target is legal is checked once, as the spell begins to
    resolve: the Bears given shroud by the first mode are still destroyed by the second,
    both aimed at them (each "target" may name the same creature, 601.2c)."""
    game = new_game(cards=[COMMAND])
    bears = game.add_card(BEARS, game.players[1])
    (command,) = main_phase(game, "Test Command", mana="{U}")
    spell = game.cast(command, modes=[0, 1], targets=[bears, bears])
    assert spell.targets == (bears, bears)
    game.resolve_stack()
    assert bears.zone is None


def test_a_spell_with_every_target_gone_does_nothing_even_its_untargeted_mode(
    new_game: NewGame,
) -> None:
    """608.2b: a spell all of whose targets are illegal doesn't resolve, so its mode
    that targets nothing ("Draw a card.") doesn't happen either."""
    game = new_game(cards=[COMMAND])
    alice = game.players[0]
    bears = game.add_card(BEARS, game.players[1])
    (command,) = main_phase(game, "Test Command", mana="{U}")
    spell = game.cast(command, modes=[1, 2], target=bears)
    game.exile(bears)
    hand = len(alice.hand)
    game.resolve_stack()
    (countered,) = game.log.events(SpellCountered)
    assert countered.spell is spell and len(alice.hand) == hand


def test_the_targeted_player_chooses_the_card_to_discard(new_game: NewGame) -> None:
    """Kolaghan's Command's discard and damage modes may both target Bob (601.2c), and
    Bob, not Alice, chooses the card he discards (701.9b)."""
    chooser = ScriptedChooser({"discard": ["Island"]})
    game = new_game(chooser=chooser)
    bob = game.players[1]
    for name in ("Forest", "Island"):
        game.add_card(name, bob, "hand")
    (command,) = main_phase(game, "Kolaghan's Command", mana="{1}{B}{R}")
    game.cast(command, modes=[1, 3], targets=[bob, bob])
    game.resolve_stack()
    (discard,) = [c for c in chooser.asked if c.kind.value == "discard"]
    assert discard.player is bob
    assert [c.name for c in bob.graveyard] == ["Island"] and bob.life == 18


def test_modes_announced_as_anything_but_a_list_of_numbers_are_refused(
    new_game: NewGame,
) -> None:
    game = new_game()
    bears = game.add_card(BEARS, game.players[1])
    (abrade,) = main_phase(game, "Abrade", mana="{1}{R}")
    before = game_state(game)
    for modes in (0, "0", [True], [0.0]):
        with pytest.raises(IllegalActionError, match=r"601\.2b.*list of their numbers"):
            game.cast(abrade, modes=modes, target=bears)  # type: ignore[arg-type]
        assert game_state(game) == before


@pytest.mark.parametrize(
    ("modes", "says"),
    [
        ([7], "numbered from 0 to 1"),
        ([1, 0], "in order"),
        ([], "has from 1 to 1 modes chosen"),
        ([0, 1], "has from 1 to 1 modes chosen"),
    ],
)
def test_a_saved_game_whose_spell_has_impossible_modes_is_refused(
    new_game: NewGame, modes: list[int], says: str
) -> None:
    """A saved game's modal spell has its modes as its text allows (700.2, 700.2d),
    one target for each target they name (601.2c); Lightning Bolt has none."""
    game = new_game()
    bears = game.add_card(BEARS, game.players[1])
    abrade, bolt = main_phase(game, "Abrade", "Lightning Bolt", mana="{1}{R}{R}")
    game.cast(abrade, modes=[0], target=bears)
    text = game.to_json()
    document = json.loads(text)
    spell = next(o for o in document["objects"] if o[1].get("modes") == [0])
    spell[1]["modes"] = modes
    with pytest.raises(SnapshotError, match=rf"modes.*{re.escape(says)}"):
        Game.from_json(json.dumps(document), catalog=game.catalog)
    game.cast(bolt, target=bears)
    document = json.loads(game.to_json())
    (bolt_saved,) = [  # the spell, which the stack lists, not the card it was in hand
        document["objects"][number][1]
        for number in document["game"]["_zones"]["stack"]
        if document["objects"][number][1].get("definition") == "Lightning Bolt"
    ]
    bolt_saved["modes"] = [0]
    with pytest.raises(SnapshotError, match="only a modal spell on the stack has modes"):
        Game.from_json(json.dumps(document), catalog=game.catalog)


TWIN_VOLLEY = load_card_text(
    """name = "Twin Volley"
mana_cost = "{R}"
types = ["Instant"]
oracle = \"\"\"Choose one or both —
• Twin Volley deals 1 damage to each of two target creatures.
• Twin Volley deals 1 damage to each of two target creatures.\"\"\"

[[spell.modes]]
targets = ["two target creatures"]
effects = [{ damage = 1, to = "target" }]

[[spell.modes]]
targets = ["two target creatures"]
effects = [{ damage = 1, to = "target" }]
"""
)
"""Two modes each with "two target creatures": four instances of the word "target" in
two phrases, so two creatures may be the targets of both modes (115.3)."""


def test_each_modes_phrase_is_its_own_instance_of_target(new_game: NewGame) -> None:
    """115.3: the same object can be chosen once for each instance of "target"; each mode
    of Twin Volley has its own "two target creatures", so with only two Grizzly Bears on
    the battlefield both modes are chosen (700.2), each targets both Bears, and each Bear
    is dealt 1 damage twice and dies (704.5g). Within one mode the two are still two
    different creatures."""
    game = new_game(cards=[TWIN_VOLLEY])
    bob = game.players[1]
    first, second = game.add_card(BEARS, bob), game.add_card(BEARS, bob)
    (volley,) = main_phase(game, "Twin Volley", mana="{R}")
    with pytest.raises(IllegalActionError, match=r"115\.3"):
        game.cast(volley, modes=(0, 1), targets=[first, first, first, second])
    spell = game.cast(volley, modes=(0, 1), targets=[first, second, first, second])
    assert spell.targets == (first, second, first, second)
    game.resolve_stack()
    assert [c.name for c in bob.graveyard] == [BEARS, BEARS]


def test_a_modal_spell_is_listed_once_enough_of_its_modes_could_be_chosen(
    new_game: NewGame,
) -> None:
    """700.2a, 601.2c: Twin Volley ("Choose one or both") needs a mode whose two targets
    could be chosen: with one Grizzly Bears on the battlefield none could, and it is not
    among the legal actions; with two it is, and taken it chooses its first mode."""
    game = new_game(cards=[TWIN_VOLLEY])
    bob = game.players[1]
    first = game.add_card(BEARS, bob)
    (volley,) = main_phase(game, "Twin Volley", mana="{R}")
    assert Cast(volley.id, "Twin Volley") not in game.legal_actions()
    second = game.add_card(BEARS, bob)
    assert Cast(volley.id, "Twin Volley") in game.legal_actions()
    game.apply(Cast(volley.id, "Twin Volley", modes=(1,)))
    assert game.stack[-1].targets == (first, second)


TORRENT = load_card_text(
    """name = "Test Torrent"
mana_cost = "{5}{U}"
types = ["Sorcery"]
oracle = \"\"\"
Choose one or both —
• Put target creature on top of its owner's library.
• Return target creature to its owner's hand.\"\"\"

[[spell.modes]]
targets = ["target creature"]
effects = [{ to_library = "target", position = "top" }]

[[spell.modes]]
targets = ["target creature"]
effects = [{ return_to_hand = "target" }]
"""
)


def test_a_creature_both_modes_target_is_acted_on_by_the_first_only(
    new_game: NewGame,
) -> None:
    """115.3, 400.7, 608.2b: both modes target Bob's Bears; the first puts them on top of
    his library, so the second finds them gone and does nothing; the spell resolves (it
    raised, and the game could not go on)."""
    game = new_game(cards=[TORRENT])
    bears = game.add_card(BEARS, game.players[1])
    (torrent,) = main_phase(game, "Test Torrent", mana="{5}{U}")
    game.cast(torrent, modes=[0, 1], targets=[bears, bears])
    game.resolve_stack()
    bob = game.players[1]
    assert bob.library[0].name == BEARS and bob.hand == () and game.stack == ()
