"""The library cards, shipped as data: Preordain (scry, 701.22), Index (look at the top
five and put them back in any order, 701.20e), Notion Rain (surveil, 701.25), Thought
Scour (mill, 701.17) and Coercion (a hand revealed, 701.20a, and a card chosen from it
by another player, 701.9b). Each plays by its Oracle text, driven by a chooser or by
decisions, and a decision waiting in the middle of one survives a saved game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pytest
from test_hooks import WATCHER, plugin_card

from cardhost import (
    PASS,
    CardFileError,
    CardsRevealed,
    Cast,
    Choice,
    ChoiceKind,
    Game,
    GameObject,
    HandRevealed,
    LibraryShuffled,
    MovingObject,
    Player,
    ReplacementEffect,
    Scried,
    Step,
    Surveilled,
    TopRearranged,
    ZoneChanged,
    game_state,
    load_card_text,
)
from cardhost.kernel.choices import option_label

NewGame = Callable[..., Game]
TOP = ("Island", "Swamp", "Mountain", "Forest", "Plains", "Wastes")


def library_of(game: Game, player: Player, names: Sequence[str]) -> list[GameObject]:
    """``player``'s library holds the cards ``names``, the first on top (each card added
    goes on top)."""
    for name in reversed(names):
        game.add_card(name, player, "library")
    assert [card.name for card in player.library] == list(names)
    return list(player.library)


def cast_and_resolve(game: Game, name: str, mana: str, **announced: object) -> GameObject:
    """Alice, in her precombat main phase, casts ``name`` from her hand and it resolves."""
    alice = game.players[0]
    card = game.add_card(name, alice, "hand")
    game.add_mana(alice, mana)
    game.cast(card, **announced)
    game.resolve_stack()
    return card


def names(cards: Sequence[GameObject]) -> list[str]:
    return [card.name for card in cards]


def in_main_phase(new_game: NewGame, **options: object) -> Game:
    game = new_game(library=0, **options)
    game.begin_at(game.players[0], Step.MAIN1)
    return game


def test_preordain_scries_two_then_draws(new_game: NewGame) -> None:
    """701.22a: Preordain looks at the top two, puts the first on the bottom and keeps
    the second on top, then its controller draws that one (608.2c: in the order
    written). Each card is shown with its scry choice, to the scrying player."""
    game = in_main_phase(new_game, choices={"scry": ["bottom", "top"]})
    alice = game.players[0]
    library_of(game, alice, TOP[:4])
    cast_and_resolve(game, "Preordain", "{U}")
    asked = [c for c in game.chooser.asked if c.kind is ChoiceKind.SCRY]
    assert [names(c.cards) for c in asked] == [["Island"], ["Swamp"]]
    assert all(c.player is alice for c in asked)
    assert names(alice.hand) == ["Swamp"]
    assert names(alice.library) == ["Mountain", "Forest", "Island"]
    assert game.log.events(Scried)[-1] == Scried(alice, 1, 1)


def test_index_puts_the_top_five_back_in_the_order_chosen(new_game: NewGame) -> None:
    """701.20e: Index looks at the top five and puts them back in the order chosen,
    the sixth card untouched; each card to put back is asked of its controller."""
    order = ["Plains", "Island", "Forest", "Swamp", "Mountain"]
    game = in_main_phase(new_game, choices={"order": order[:4]})
    alice = game.players[0]
    library_of(game, alice, TOP)
    cast_and_resolve(game, "Index", "{U}")
    assert names(alice.library) == [*order, "Wastes"]
    assert game.log.events(TopRearranged)[-1] == TopRearranged(alice, 5)


def test_index_with_fewer_cards_looks_at_those_there_are(new_game: NewGame) -> None:
    """701.20e: with two cards in the library Index looks at those two; with none it
    does nothing and no event says it looked."""
    game = in_main_phase(new_game, choices={"order": ["Swamp"]})
    alice = game.players[0]
    library_of(game, alice, TOP[:2])
    cast_and_resolve(game, "Index", "{U}")
    assert names(alice.library) == ["Swamp", "Island"]
    for card in list(alice.library):
        game.move_to(card, "exile")
    cast_and_resolve(game, "Index", "{U}")
    assert len(game.log.events(TopRearranged)) == 1


def test_notion_rain_surveils_two_draws_two_and_deals_two_to_you(new_game: NewGame) -> None:
    """701.25a: Notion Rain puts the first card looked at into the graveyard, keeps
    the second on top; then its controller draws two (the kept card and the next) and
    it deals 2 damage to them (120.3a)."""
    game = in_main_phase(new_game, choices={"surveil": ["graveyard", "top"]})
    alice = game.players[0]
    library_of(game, alice, TOP[:4])
    cast_and_resolve(game, "Notion Rain", "{1}{U}{B}")
    assert "Island" in names(alice.graveyard)
    assert names(alice.hand) == ["Swamp", "Mountain"]
    assert names(alice.library) == ["Forest"]
    assert alice.life == 18
    assert game.log.events(Surveilled)[-1] == Surveilled(alice, 1, 1)


def test_surveil_keeps_both_on_top_in_the_order_chosen(new_game: NewGame) -> None:
    """701.25a: both cards kept go back on top in the order their owner chooses."""
    game = in_main_phase(new_game, choices={"surveil": ["top", "top"], "order": ["Swamp"]})
    alice = game.players[0]
    library_of(game, alice, TOP[:3])
    game.surveil(alice, 2)
    assert names(alice.library) == ["Swamp", "Island", "Mountain"]
    game.surveil(alice, 0)  # 701.25c: no surveil event
    assert len(game.log.events(Surveilled)) == 1


def test_a_surveilled_card_sent_to_the_library_instead_is_one_card(new_game: NewGame) -> None:
    """701.25a, 614.1a, 400.7: a card surveilled into the graveyard that a replacement
    effect puts on top of the library instead is a new object there; the card kept goes
    back on top of it, and every card of the library is there once."""

    def to_library(game: Game, card: object, event: MovingObject) -> object:
        if event.zone != "graveyard":
            return None
        (watcher,) = game.permanents("Hook Watcher")
        return ReplacementEffect(
            watcher,
            "put it on top of its owner's library instead",
            lambda moving: replace(moving, zone="library"),
        )

    watcher = plugin_card(WATCHER, replace_zone_change=to_library)
    game = new_game(library=0, cards=[watcher], choices={"surveil": ["graveyard", "top"]})
    alice = game.players[0]
    library_of(game, alice, TOP[:5])
    game.add_card("Hook Watcher", alice)
    game.begin_at(alice, Step.MAIN1)
    game.surveil(alice, 2)
    assert sorted(names(alice.library)) == sorted(TOP[:5])
    assert len({card.id for card in alice.library}) == 5
    assert names(alice.library)[0] == "Swamp" and alice.graveyard == ()


def test_scry_and_surveil_with_an_empty_library_are_events(new_game: NewGame) -> None:
    """701.22d, 701.25d: scrying or surveilling 1 with no card to look at is still a scry
    or a surveil (what triggers on one does); scry 0 and surveil 0 are none (701.22b,
    701.25c)."""
    game = in_main_phase(new_game)
    alice = game.players[0]
    game.scry(alice, 1)
    game.surveil(alice, 1)
    game.scry(alice, 0)
    game.surveil(alice, 0)
    assert game.log.events(Scried) == [Scried(alice, 0, 0)]
    assert game.log.events(Surveilled) == [Surveilled(alice, 0, 0)]


@pytest.mark.parametrize("whom", ["Alice", "Bob"])
def test_thought_scour_mills_its_target_then_draws(new_game: NewGame, whom: str) -> None:
    """701.17a, 608.2c: the target player mills two, then Thought Scour's controller
    draws; targeting herself, Alice draws the third card."""
    game = in_main_phase(new_game)
    alice, bob = game.players
    target = game.player(whom)
    library_of(game, alice, TOP[:3])
    if target is bob:
        library_of(game, bob, TOP[3:])
    cast_and_resolve(game, "Thought Scour", "{U}", targets=(target,))
    milled = TOP[:2] if target is alice else TOP[3:5]
    assert set(milled) <= set(names(target.graveyard))
    assert names(alice.hand) == (["Mountain"] if target is alice else ["Island"])


def test_coercion_reveals_the_hand_and_its_caster_chooses(new_game: NewGame) -> None:
    """701.20a, 701.9b: Coercion's target opponent reveals their hand (an event naming
    every card); Alice, not Bob, chooses the card, from Bob's hand; Bob discards it."""
    game = in_main_phase(new_game, choices={"discard": ["Lightning Bolt"]})
    alice, bob = game.players
    hand = [game.add_card(name, bob, "hand") for name in ("Forest", "Lightning Bolt")]
    cast_and_resolve(game, "Coercion", "{2}{B}", targets=(bob,))
    [revealed] = game.log.events(HandRevealed)
    assert revealed.player is bob and [c.name for c in revealed.shown("cards")] == names(hand)
    [asked] = [c for c in game.chooser.asked if c.kind is ChoiceKind.DISCARD]
    assert asked.player is alice and names(asked.options) == names(hand)
    assert names(bob.hand) == ["Forest"] and "Lightning Bolt" in names(bob.graveyard)


def test_coercion_targets_an_opponent_and_an_empty_hand_reveals_nothing(
    new_game: NewGame,
) -> None:
    """115.1, 701.9a: only an opponent can be targeted; with no cards in hand the
    hand is revealed (nothing in it) and nothing is discarded."""
    game = in_main_phase(new_game)
    alice, bob = game.players
    coercion = game.add_card("Coercion", alice, "hand")
    game.add_mana(alice, "{2}{B}")
    with pytest.raises(Exception, match="115"):
        game.cast(coercion, targets=(alice,))
    game.cast(coercion, targets=(bob,))
    game.resolve_stack()
    [revealed] = game.log.events(HandRevealed)
    assert revealed.cards == () and bob.graveyard == ()


def test_a_surveil_waiting_as_a_decision_survives_a_saved_game(new_game: NewGame) -> None:
    """701.25a: driven by decisions, each card surveilled is a decision of kind
    "surveil" (rule 701.25a) showing that card; while it waits nothing has moved, and
    a saved game waits for the same decision and plays on to the same result."""
    game = in_main_phase(new_game)
    alice = game.players[0]
    library_of(game, alice, TOP[:4])
    game.add_card("Notion Rain", alice, "hand")
    game.add_mana(alice, "{1}{U}{B}")
    (cast,) = [a for a in game.legal_actions() if isinstance(a, Cast)]
    game.answer(cast)
    game.answer(PASS)
    asked = game.answer(PASS)  # both passed: Notion Rain resolves
    assert asked is not None and (asked.kind, asked.rule) == ("surveil", "701.25a")
    assert names(asked.cards) == ["Island"] and asked.options == ("top", "graveyard")
    assert names(alice.library) == list(TOP[:4]) and names(game.stack) == ["Notion Rain"]
    restored = Game.from_json(game.to_json())
    again = restored.decision()
    assert again is not None and (again.kind, again.prompt) == (asked.kind, asked.prompt)
    assert names(again.cards) == ["Island"]
    for played in (game, restored):
        played.answer("graveyard")
        played.answer("top")
    assert game_state(restored) == game_state(game)
    assert names(alice.hand) == ["Swamp", "Mountain"] and alice.life == 18


@pytest.mark.parametrize(
    ("effect", "problem"),
    [
        ('{ discard = 1, player = "target", chosen_by = "them" }', "chosen_by"),
        ('{ surveil = 2, player = "target" }', "player"),
        ("{ rearrange_top = -1 }", "rearrange_top"),
    ],
)
def test_bad_library_instructions_name_the_key(effect: str, problem: str) -> None:
    """A bad instruction names its key path and what it expects."""
    text = (
        'name = "Bad Spell"\nmana_cost = "{B}"\ntypes = ["Sorcery"]\noracle = "Do it."\n'
        f'[spell]\ntargets = ["target opponent"]\neffects = [{effect}]\n'
    )
    with pytest.raises(CardFileError, match=rf"spell\.effects\[0\]\.{problem}"):
        load_card_text(text)


TRAIL_FINDER = """
name = "Trail Finder"
mana_cost = "{1}{G}"
types = ["Sorcery"]
oracle = '''
Search your library for a basic land card, reveal it, put it into your hand, then shuffle.'''

[spell]
effects = [{ search = "basic land card", reveal = true }]
"""


def test_a_search_written_as_data_reveals_what_it_finds(new_game: NewGame) -> None:
    """701.23, 701.20a: the basic land found is revealed to every player (Bob's view of
    the log names it), put into Alice's hand, and her library shuffled; she may find
    nothing (701.23b)."""
    game = new_game(cards=[load_card_text(TRAIL_FINDER)], library=0, choices={"search": ["Forest"]})
    alice, bob = game.players
    for name in ("Island", "Forest", "Cabal Coffers"):
        game.add_card(name, alice, "library")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Trail Finder", alice, "hand"))
    game.resolve_stack()
    assert [c.name for c in alice.hand] == ["Forest"]
    [revealed] = game.log.events(CardsRevealed)
    assert [c.name for c in revealed.cards] == ["Forest"]
    assert any("revealed Forest" in line for line in game.log.lines(viewer=bob))


def test_a_search_onto_the_battlefield_tapped_and_bad_keys(new_game: NewGame) -> None:
    """701.23a: "put it onto the battlefield tapped"; a card kept in a hand can't enter
    tapped, and what is searched for is a kind of card."""
    text = TRAIL_FINDER.replace("reveal = true", 'to = "battlefield", tapped = true')
    game = new_game(cards=[load_card_text(text)], library=0)
    alice = game.players[0]
    game.add_card("Forest", alice, "library")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Trail Finder", alice, "hand"))
    game.resolve_stack()
    [forest] = game.permanents("Forest")
    assert forest.tapped
    with pytest.raises(CardFileError, match="tapped: only a card put onto the battlefield"):
        load_card_text(TRAIL_FINDER.replace("reveal = true", "tapped = true"))
    with pytest.raises(CardFileError, match="a kind of card"):
        load_card_text(TRAIL_FINDER.replace('"basic land card"', '"basic land"'))


def test_a_search_for_a_card_must_find_one(new_game: NewGame) -> None:
    """701.23d: a search simply for "a card" must find one if the library has any (no
    "find nothing" is offered), and it isn't revealed (701.23e); "up to two" cards of a
    quality may be fewer (701.23b)."""
    tutor = TRAIL_FINDER.replace("Trail Finder", "Dark Pact").replace(
        "a basic land card, reveal it, put it into your hand", "a card, put it into your hand"
    )
    tutor = tutor.replace('search = "basic land card", reveal = true', 'search = "card"')
    pair = TRAIL_FINDER.replace("Trail Finder", "Twin Trails").replace(
        "a basic land card, reveal it, put it",
        "up to two Island or Swamp cards, reveal them, put them",
    )
    pair = pair.replace('search = "basic land card"', 'search = "Island or Swamp card", count = 2')
    offered: list[list[str]] = []

    class Picker:
        """Takes a Swamp if offered, else the first option; notes what each search
        offered."""

        def choose(self, choice: Choice) -> object:
            options = list(choice.options)  # type: ignore[arg-type]
            if choice.kind is not ChoiceKind.SEARCH:
                return options[0]
            offered.append([option_label(o) for o in options])
            names = [option_label(o) for o in options]
            return options[names.index("Swamp")] if "Swamp" in names else options[0]

    game = new_game(
        cards=[load_card_text(tutor), load_card_text(pair)], library=0, chooser=Picker()
    )
    alice = game.players[0]
    for name in ("Island", "Swamp", "Forest"):
        game.add_card(name, alice, "library")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{1}{G}{1}{G}")
    game.cast(game.add_card("Dark Pact", alice, "hand"))
    game.resolve_stack()
    assert "find nothing" not in offered[0] and len(offered[0]) == 3
    assert [c.name for c in alice.hand] == ["Swamp"] and not game.log.events(CardsRevealed)
    game.cast(game.add_card("Twin Trails", alice, "hand"))
    game.resolve_stack()
    assert offered[1] == ["Island", "find nothing"]
    assert [c.name for c in alice.hand] == ["Swamp", "Island"]
    assert [c.name for c in alice.library] == ["Forest"]


def test_discarding_at_random(new_game: NewGame) -> None:
    """701.9b: "Target opponent discards a card at random": the game's seeded generator
    picks it, so a game with the same seed discards the same card."""
    flay = load_card_text(
        'name = "Idle Flay"\nmana_cost = "{B}"\ntypes = ["Sorcery"]\n'
        'oracle = "Target opponent discards a card at random."\n'
        '[spell]\ntargets = ["target opponent"]\n'
        'effects = [{ discard = 1, player = "target", chosen_by = "random" }]\n'
    )
    discarded = []
    for _ in range(2):
        game = new_game(cards=[flay], seed=7)
        alice, bob = game.players
        game.begin_at(alice, Step.MAIN1)
        for name in ("Forest", "Island", "Swamp", "Mountain"):
            game.add_card(name, bob, "hand")
        game.add_mana(alice, "{B}")
        game.cast(game.add_card("Idle Flay", alice, "hand"), target=bob)
        game.resolve_stack()
        assert len(bob.hand) == 3
        discarded.append([c.name for c in bob.graveyard])
    assert discarded[0] == discarded[1] and len(discarded[0]) == 1


TUTOR = load_card_text(
    'name = "Top Tutor"\nmana_cost = "{1}{G}"\ntypes = ["Sorcery"]\n'
    'oracle = "Search your library for a creature card, reveal it, then shuffle and put that '
    'card on top."\n'
    '[spell]\neffects = [{ search = "creature card", reveal = true, to = "top of library" }]\n'
)


def test_a_card_found_is_put_on_top_after_the_shuffle(new_game: NewGame) -> None:
    """701.24b: the Bears found are left out of the shuffle and put on top; the library
    keeps its size and is shuffled once."""
    game = new_game(cards=[TUTOR], choices={"search": ["Grizzly Bears"]})
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    bears = game.add_card("Grizzly Bears", alice, "library")
    size = len(alice.library)
    shuffles = len(game.log.events(LibraryShuffled))
    game.add_mana(alice, "{1}{G}")
    game.cast(game.add_card("Top Tutor", alice, "hand"))
    game.resolve_stack()
    assert alice.library[0] is bears and len(alice.library) == size
    assert len(game.log.events(LibraryShuffled)) == shuffles + 1


def test_a_search_for_a_card_by_name_that_one_may_decline(new_game: NewGame) -> None:
    """201.2: "a card named Cloud Herald" finds only such a card; "you may search":
    declined, the library is neither searched nor shuffled; to a graveyard, it goes
    there (701.23a)."""
    call = load_card_text(
        'name = "Herald Call"\nmana_cost = "{W}"\ntypes = ["Sorcery"]\n'
        'oracle = "You may search your library for a card named Cloud Herald, put it into '
        'your graveyard, then shuffle."\n'
        '[spell]\neffects = [{ search = "card named Cloud Herald", may = true, '
        'to = "graveyard" }]\n'
    )
    herald = load_card_text(
        'name = "Cloud Herald"\nmana_cost = "{1}{W}"\ntypes = ["Creature"]\npower = 1\n'
        "toughness = 1\n"
    )
    game = new_game(
        cards=[call, herald],
        library=0,
        choices={"yes or no": ["no", "yes"], "search": ["Cloud Herald"]},
    )
    alice = game.players[0]
    for name in ("Island", "Cloud Herald", "Forest"):
        game.add_card(name, alice, "library")
    game.begin_at(alice, Step.MAIN1)
    for _ in range(2):
        game.add_mana(alice, "{W}")
        game.cast(game.add_card("Herald Call", alice, "hand"))
        game.resolve_stack()
    assert len(game.log.events(LibraryShuffled)) == 1
    assert "Cloud Herald" in [c.name for c in alice.graveyard]
    [search] = [c for c in game.chooser.asked if c.kind == "search"]
    assert [option_label(o) for o in search.options] == ["Cloud Herald", "find nothing"]


def test_cards_one_effect_moves_from_a_library_move_together(new_game: NewGame) -> None:
    """701.25a, 701.20e, 701.23a: the two cards surveilled into the graveyard go at once,
    as do the card taken from among those looked at and the rest put into the graveyard
    (each group), and the two Islands a search finds: each move names the others."""
    game = in_main_phase(new_game, choices={"surveil": ["graveyard", "graveyard"]})
    alice = game.players[0]
    names = ["Swamp", "Mountain", "Forest", "Plains", "Wastes", "Island", "Island"]
    library_of(game, alice, names)
    mark = len(game.log)
    game.surveil(alice, 2)
    game.look_at_top(alice, 3, rest="graveyard")
    game.search_library(alice, lambda c: c.name == "Island", "an Island", count=2)
    moved = [e.event for e in game.log.since(mark) if isinstance(e.event, ZoneChanged)]
    groups = [tuple(c.name for c in m.simultaneous) for m in moved]
    assert groups == [
        ("Swamp", "Mountain"),
        ("Swamp", "Mountain"),
        ("Forest",),
        ("Plains", "Wastes"),
        ("Plains", "Wastes"),
        ("Island", "Island"),
        ("Island", "Island"),
    ]
