"""Morph (702.37) and face-down spells and permanents (708): a card with morph is cast
face down for {3} as a 2/2 creature with no text, no name, no subtypes and no mana cost
(702.37c, 708.2a), judged so as it is cast (708.4); its controller turns the permanent
face up any time they have priority by paying its morph cost, a special action (116.2b,
702.37e): its copiable values revert, effects on it stay (708.8), it gets a new
timestamp (613.7f), "When this is turned face up" triggers and nothing "enters"."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

import pytest
from test_forge_import import folder_of, imported, report

from cardhost import (
    PASS,
    CardFileError,
    Cast,
    ChoiceError,
    Color,
    Game,
    IllegalActionError,
    PermanentEntered,
    SnapshotError,
    Step,
    TurnedFaceUp,
    TurnFaceUp,
    Zone,
    ZoneChanged,
    load_card_text,
)
from cardhost.forge.importer import import_forge

NewGame = Callable[..., Game]

CRAB = load_card_text(
    '''name = "Veiled Crab"
mana_cost = "{4}{U}{U}"
types = ["Creature"]
subtypes = ["Crab"]
power = 4
toughness = 5
oracle = """Flying
Morph {2}{U} (You may cast this card face down as a 2/2 creature for {3}. \
Turn it face up any time for its morph cost.)
When Veiled Crab is turned face up, draw two cards."""
keywords = ["flying"]
morph = "{2}{U}"
[[triggers]]
when = "turned face up"
effects = [{ draw = 2 }]
'''
)
PALE = load_card_text(
    '''name = "Pale Sentry"
mana_cost = "{4}{W}"
types = ["Creature"]
subtypes = ["Spirit"]
power = 3
toughness = 3
oracle = """Flash
Megamorph\u2014Pay 5 life."""
keywords = ["flash"]
megamorph = "Pay 5 life"
'''
)
CARDS = [CRAB, PALE]


def in_main(new_game: NewGame, **options: object) -> Game:
    game = new_game(cards=CARDS, **options)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def face_down_crab(game: Game) -> object:
    """Alice casts Veiled Crab face down for {3} and it resolves: the permanent."""
    alice = game.players[0]
    card = game.add_card("Veiled Crab", alice, "hand")
    game.add_mana(alice, "{3}")
    game.cast(card, face_down=True)
    game.resolve_stack()
    [crab] = [p for p in game.battlefield if p.face_down]
    return crab


def test_cast_face_down_for_three_as_a_nameless_two_two(new_game: NewGame) -> None:
    """702.37c, 708.2a: {3} pays for it (no blue); on the stack and on the battlefield
    it is a colorless 2/2 creature with no name, subtypes, mana cost or flying."""
    game = in_main(new_game)
    alice = game.players[0]
    card = game.add_card("Veiled Crab", alice, "hand")
    game.add_mana(alice, "{C}{C}{C}")
    spell = game.cast(card, face_down=True)
    assert spell.face_down and spell.name == "" and spell.is_creature
    assert (spell.mana_value, spell.colors, spell.subtypes) == (0, frozenset(), ())
    game.resolve_stack()
    [crab] = [p for p in game.battlefield if p.definition is CRAB]
    assert crab.face_down and (crab.power, crab.toughness) == (2, 2)
    assert not crab.has_keyword("flying") and crab.subtypes == ()
    assert str(crab).startswith("face-down creature")


def test_a_face_down_cast_refused_for_mana_names_the_spell_as_shown(new_game: NewGame) -> None:
    """601.2h, 708.2a: {3} not in the pool: the refusal names the nameless spell as the
    game shows it (it said "can't pay {3} for :"), and nothing is cast."""
    game = in_main(new_game)
    alice = game.players[0]
    card = game.add_card("Veiled Crab", alice, "hand")
    game.add_mana(alice, "{C}")
    with pytest.raises(IllegalActionError, match=r"can't pay \{3\} for face-down creature #\d+:"):
        game.cast(card, face_down=True)
    assert card.zone is Zone.HAND and not game.stack


def test_a_face_down_target_is_answered_by_the_name_it_is_shown_by(new_game: NewGame) -> None:
    """708.2a: Bob's Bolt targets Alice's face-down Crab, offered as "face-down creature"
    with its number, as the log writes it; its card's name names no option (400.2)."""
    game = in_main(new_game)
    alice, bob = game.players
    crab = face_down_crab(game)
    game.pass_priority()
    game.add_mana(bob, "{R}")
    waiting = game.answer(Cast(game.add_card("Lightning Bolt", bob, "hand").id, "Lightning Bolt"))
    assert waiting is not None and waiting.kind == "target" and crab in waiting.options
    with pytest.raises(ChoiceError):
        game.answer("Veiled Crab")
    game.answer(f"face-down creature #{crab.id}")
    game.resolve_stack()
    assert crab.zone is None and alice.life == 20


def test_only_its_owner_sees_which_card_was_cast_face_down(new_game: NewGame) -> None:
    """708.5, 400.2: Alice's log names Veiled Crab moving to the stack; Bob's doesn't."""
    game = in_main(new_game)
    face_down_crab(game)
    mine, theirs = game.log.text("Alice"), game.log.text("Bob")
    assert "Veiled Crab" in mine
    assert "Veiled Crab" not in theirs and "face down" in theirs


def test_no_event_says_which_card_a_face_down_object_is(new_game: NewGame) -> None:
    """708.5, 400.2: the events Bob sees of Alice's face-down Crab, cast and entering,
    give it no name and no card number but its own (a card's number is the same in every
    zone, so it would say which of her cards it is); turned face up, its card's number is
    said again (708.8)."""
    game = in_main(new_game)
    alice = game.players[0]
    crab = face_down_crab(game)
    seen = [e for e in game.events_for("Bob") if e["event"] in ("SpellCast", "PermanentEntered")]
    said = [e["fields"].get("spell") or e["fields"]["permanent"] for e in seen]
    assert [(s["name"], s["card"] == s["id"]) for s in said] == [("", True), ("", True)]
    assert all(s["card"] != crab.card_id for s in said)
    game.add_mana(alice, "{2}{U}")
    game.turn_face_up(crab)
    assert crab.snapshot().card == crab.card_id and crab.snapshot().name == "Veiled Crab"


def test_turning_it_face_up_is_a_special_action_that_pays_its_morph_cost(
    new_game: NewGame,
) -> None:
    """116.2b, 702.37e, 708.8: with Bob's spell on the stack Alice pays {2}{U} and turns
    it face up: the stack is unchanged, the crab is a 4/5 flier named Veiled Crab, its
    "turned face up" trigger draws two cards as it resolves, and nothing entered."""
    game = in_main(new_game)
    alice, bob = game.players
    crab = face_down_crab(game)
    before = crab.timestamp
    entered = len(game.log.events(PermanentEntered))
    game.add_mana(alice, "{2}{U}")
    hand = len(alice.hand)
    game.turn_face_up(crab)
    assert not crab.face_down and crab.name == "Veiled Crab"
    assert (crab.power, crab.toughness) == (4, 5) and crab.has_keyword("flying")
    assert crab.timestamp > before  # 613.7f
    assert len(game.stack) == 1 and game.priority is alice  # its trigger; 117.3c
    game.resolve_stack()
    assert len(alice.hand) == hand + 2
    assert len(game.log.events(PermanentEntered)) == entered
    [turned] = game.log.events(TurnedFaceUp)
    assert "Veiled Crab" in turned.text and turned.player is alice
    assert bob.life == 20


def test_effects_on_it_face_down_stay_when_it_is_turned_face_up(new_game: NewGame) -> None:
    """708.8: a +1/+1 counter put on the face-down 2/2 stays: the crab is 5/6."""
    game = in_main(new_game)
    alice = game.players[0]
    crab = face_down_crab(game)
    game.add_counters(crab, "+1/+1")
    assert (crab.power, crab.toughness) == (3, 3)
    game.add_mana(alice, "{2}{U}")
    game.turn_face_up(crab)
    assert (crab.power, crab.toughness) == (5, 6)


def test_turning_face_up_refused_names_the_rule_and_changes_nothing(
    new_game: NewGame,
) -> None:
    """702.37e: without its morph cost, by another player, or a face-up permanent: an
    error naming the rule, the game as it was."""
    game = in_main(new_game)
    alice, bob = game.players
    crab = face_down_crab(game)
    game.add_mana(alice, "{2}")
    before = game.to_json()
    with pytest.raises(IllegalActionError):
        game.turn_face_up(crab)
    assert game.to_json() == before and crab.face_down
    bears = game.add_card("Grizzly Bears", alice)
    with pytest.raises(IllegalActionError, match=r"702\.37e"):
        game.turn_face_up(bears)
    game.pass_priority()
    game.add_mana(bob, "{2}{U}")
    with pytest.raises(IllegalActionError):
        game.turn_face_up(crab)


def test_only_a_card_with_morph_is_cast_face_down_and_as_a_creature(
    new_game: NewGame,
) -> None:
    """702.37d: no morph, no face-down cast; 708.4: a face-down spell has no flash, so
    Pale Sentry cast face down waits for Alice's main phase and an empty stack."""
    game = in_main(new_game)
    alice, bob = game.players
    bears = game.add_card("Grizzly Bears", alice, "hand")
    game.add_mana(alice, "{3}")
    with pytest.raises(IllegalActionError, match=r"702\.37d"):
        game.cast(bears, face_down=True)
    game.advance_to(Step.UPKEEP, bob)
    sentry = game.add_card("Pale Sentry", alice, "hand")
    game.pass_priority()
    game.add_mana(alice, "{3}")
    with pytest.raises(IllegalActionError, match=r"117\.1a"):
        game.cast(sentry, face_down=True)


def test_megamorph_paid_in_life_gives_a_counter(new_game: NewGame) -> None:
    """702.37b: "Megamorph—Pay 5 life": Alice pays 5 life and the Spirit is a 4/4."""
    game = in_main(new_game)
    alice = game.players[0]
    card = game.add_card("Pale Sentry", alice, "hand")
    game.add_mana(alice, "{3}")
    game.cast(card, face_down=True)
    game.resolve_stack()
    [sentry] = [p for p in game.battlefield if p.face_down]
    game.turn_face_up(sentry)
    assert alice.life == 15 and (sentry.power, sentry.toughness) == (4, 4)
    [turned] = game.log.events(TurnedFaceUp)
    assert turned.megamorph


def test_a_face_down_permanent_that_dies_is_revealed(new_game: NewGame) -> None:
    """708.9: destroyed face down, it is Veiled Crab in Alice's graveyard, every player
    seeing which; it was never turned face up, so its trigger didn't."""
    game = in_main(new_game)
    alice = game.players[0]
    crab = face_down_crab(game)
    game.destroy(crab)
    [card] = alice.graveyard
    assert card.name == "Veiled Crab" and not card.face_down
    [moved] = [e for e in game.log.events(ZoneChanged) if e.from_zone == "battlefield"]
    assert moved.seen_by is None and "Veiled Crab" in moved.text
    assert not game.log.events(TurnedFaceUp)


def test_legal_actions_list_the_face_down_cast_and_turning_face_up(new_game: NewGame) -> None:
    """The legal actions offer casting Veiled Crab face down with {3}, not for its mana
    cost; then turning it face up once {2}{U} is there; each applies."""
    game = in_main(new_game)
    alice = game.players[0]
    card = game.add_card("Veiled Crab", alice, "hand")
    game.add_mana(alice, "{3}")
    casts = [a for a in game.legal_actions() if isinstance(a, Cast)]
    assert casts == [Cast(card.id, "Veiled Crab", face_down=True)]
    assert "face down" in casts[0].name
    game.apply(casts[0])
    game.resolve_stack()
    assert not [a for a in game.legal_actions() if isinstance(a, TurnFaceUp)]
    game.add_mana(alice, "{2}{U}")
    [turn] = [a for a in game.legal_actions() if isinstance(a, TurnFaceUp)]
    assert turn.permanent_name == "Veiled Crab"
    game.apply(turn)
    assert game.permanents("Veiled Crab")


def test_a_saved_game_keeps_face_down_spells_and_permanents(new_game: NewGame) -> None:
    """708: the face-down permanent and a face-down spell on the stack stay face down
    in a saved game and a copy; turned face up there, the permanent is the crab."""
    game = in_main(new_game)
    alice = game.players[0]
    face_down_crab(game)
    card = game.add_card("Veiled Crab", alice, "hand")
    game.add_mana(alice, "{3}")
    game.cast(card, face_down=True)
    for twin in (Game.from_json(game.to_json(), catalog=game.catalog), game.copy()):
        [spell] = twin.stack
        assert spell.face_down and spell.name == ""
        twin.resolve_stack()
        first, second = (p for p in twin.battlefield if p.definition is CRAB)
        assert first.face_down and second.face_down
        twin.add_mana(twin.players[0], "{2}{U}")
        twin.turn_face_up(first)
        assert first.name == "Veiled Crab" and Color.BLUE in first.colors


def test_a_saved_game_refuses_a_face_down_card_in_a_hand(new_game: NewGame) -> None:
    """708.9: a face-down card leaving the battlefield or the stack is turned face up, so
    a saved game with one in a hand is refused, naming the rule."""
    game = in_main(new_game)
    game.add_card("Veiled Crab", game.players[0], "hand")
    saved = json.loads(game.to_json())
    for obj in saved["objects"]:
        attributes = obj[1]
        if obj[0] == "GameObject" and attributes["definition"] == "Veiled Crab":
            attributes["face_down"] = True
    with pytest.raises(SnapshotError, match=r"face_down.*708\.9"):
        Game.from_json(json.dumps(saved), catalog=game.catalog)


@pytest.mark.parametrize(
    ("lines", "problem"),
    [
        ('morph = "{T}"\n', "702.37e"),
        ('morph = "{X}{U}"\n', "702.37e"),
        ('morph = "{2}"\nmegamorph = "{2}"\n', "702.37b"),
        ('morph = "Blorp"\n', "morph"),
    ],
)
def test_a_bad_morph_cost_names_its_key(lines: str, problem: str) -> None:
    with pytest.raises(CardFileError, match=problem):
        load_card_text(
            'name = "Odd Crab"\nmana_cost = "{2}"\ntypes = ["Creature"]\npower = 1\n'
            f'toughness = 1\noracle = "Morph {{2}}"\n{lines}'
        )


def test_passing_is_all_bob_may_do_with_alices_face_down_permanent(new_game: NewGame) -> None:
    """702.37e: only its controller turns it face up: Bob's legal actions don't."""
    game = in_main(new_game)
    face_down_crab(game)
    game.pass_priority()
    bob = game.players[1]
    game.add_mana(bob, "{2}{U}")
    assert not [a for a in game.legal_actions(bob) if isinstance(a, TurnFaceUp)]
    assert PASS in game.legal_actions(bob)


def test_morph_is_a_single_faced_cards() -> None:
    """702.37a: morph on a back face, or on a card with one, is refused naming the key."""
    back = '[back]\nname = "Odd Back"\ntypes = ["Creature"]\npower = 1\ntoughness = 1\n'
    for where, lines in (
        ("back.morph", back + 'morph = "{1}"\n'),
        ("morph", 'morph = "{1}"\n' + back),
    ):
        with pytest.raises(CardFileError, match=rf"{where}: morph"):
            load_card_text(
                'name = "Odd Front"\nmana_cost = "{2}"\ntypes = ["Creature"]\npower = 1\n'
                f'toughness = 1\noracle = "Morph {{1}}"\n{lines}'
            )


def test_a_saved_game_refuses_a_face_down_card_without_morph(new_game: NewGame) -> None:
    game = in_main(new_game)
    game.add_card("Grizzly Bears", game.players[0])
    saved = json.loads(game.to_json())
    for obj in saved["objects"]:
        attributes = obj[1]
        if obj[0] == "GameObject" and attributes["definition"] == "Grizzly Bears":
            attributes["face_down"] = True
    with pytest.raises(SnapshotError, match=r"702\.37a"):
        Game.from_json(json.dumps(saved), catalog=game.catalog)


SPITTER = """Name:Veiled Spitter
ManaCost:3 R
Types:Creature Lizard
PT:3/2
K:Morph:2 R
T:Mode$ TurnFaceUp | ValidCard$ Card.Self | TriggerZones$ Battlefield | Execute$ TrigDmg \
| TriggerDescription$ x
SVar:TrigDmg:DB$ DealDamage | ValidTgts$ Creature,Player,Planeswalker | NumDmg$ 2
Oracle:Morph {2}{R} (You may cast this card face down as a 2/2 creature for {3}.)\\n\
When Veiled Spitter is turned face up, it deals 2 damage to any target.
"""
BROOD = """Name:Pale Brood
ManaCost:4 W
Types:Creature Spirit
PT:3/3
K:Megamorph:PayLife<4>
Oracle:Megamorph\u2014Pay 4 life. (You may cast this card face down.)
"""
SEER = """Name:Hue Seer
ManaCost:2 U
Types:Creature Wizard
PT:2/2
K:Morph:Reveal<1/Card.Blue/blue>
Oracle:Morph\u2014Reveal a blue card in your hand.
"""


def test_the_importer_brings_morph_and_its_trigger(tmp_path: Path) -> None:
    """Forge's ``K:Morph:`` (mana) and ``K:Megamorph:`` (life) costs, and ``TurnFaceUp``
    of the card itself, "When this is turned face up" (708.8); a cost cardhost can't pay
    (revealing a card) is skipped with its reason."""
    spitter = imported(tmp_path, "veiled_spitter.txt", SPITTER)
    assert str(spitter.morph) == "{2}{R}" and not spitter.megamorph
    [turned] = spitter.triggers
    assert turned.event == "turned face up"
    brood = imported(tmp_path / "b", "pale_brood.txt", BROOD)
    assert str(brood.morph) == "Pay 4 life" and brood.megamorph
    out = tmp_path / "out"
    import_forge(folder_of(tmp_path / "c", {"hue_seer.txt": SEER}), out, progress=False)
    entry = report(out)["h/hue_seer.txt"]
    assert not entry["imported"] and "K:Morph:Reveal" in str(entry["reasons"]), entry
