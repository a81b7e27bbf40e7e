"""Decisions as values: a game driven step by step stops at each decision, names the
player, the rule and the options, and goes on when it is answered; nothing is half done
while a decision waits (732), and a bad answer changes nothing."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from cardhost import (
    PASS,
    CardDefinition,
    CardhostError,
    Cast,
    ChoiceError,
    ChoiceKind,
    Decision,
    FirstOptionChooser,
    Game,
    GameObject,
    IllegalActionError,
    ManaActivation,
    PlayLand,
    Step,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.kernel.decisions import RULES
from cardhost.simulation import trial

NewGame = Callable[..., Game]


def bolt_ready(new_game: NewGame) -> Game:
    game = new_game()
    alice = game.players[0]
    game.add_card("Lightning Bolt", alice, "hand")
    game.add_card("Mountain", alice)
    game.add_card("Llanowar Elves", game.players[1])
    game.begin_at(alice, Step.MAIN1)
    return game


def test_priority_is_a_decision_among_the_legal_actions(new_game: NewGame) -> None:
    game = bolt_ready(new_game)
    decision = game.decision()
    assert decision == Decision(
        "Alice",
        "priority",
        "117.1",
        "pass, play a land, cast a spell or activate an ability (117.1)",
        tuple(game.legal_actions()),
    )
    (tap,) = [a for a in decision.options if isinstance(a, ManaActivation)]
    after = game.answer(tap)
    assert after is not None and after.kind == "priority"
    assert any(isinstance(a, Cast) for a in after.options)  # {R} in the pool now


def test_a_target_waits_with_nothing_done(new_game: NewGame) -> None:
    """Casting Lightning Bolt asks for its target (601.2c): the cast stops and is undone,
    the {R} still in the pool and the card in hand, until the answer comes."""
    game = bolt_ready(new_game)
    alice, bob = game.players
    (tap,) = [a for a in game.decision().options if isinstance(a, ManaActivation)]
    game.answer(tap)
    (cast,) = [a for a in game.decision().options if isinstance(a, Cast)]
    before = game_state(game)
    waiting = game.answer(cast)
    assert waiting is not None and waiting.kind == "target" and waiting.rule == "601.2c"
    assert waiting.player == "Alice"
    assert alice in waiting.options and bob in waiting.options
    assert game_state(game) == before and game.decision() == waiting
    with pytest.raises(ChoiceError, match="not an option"):
        game.answer("Carol")
    assert game_state(game) == before and game.decision() == waiting
    after = game.answer("Bob")
    assert game.stack[-1].name == "Lightning Bolt" and not alice.mana_pool
    assert after is not None and after.kind == "priority" and after.player == "Alice"
    game.answer(PASS)
    final = game.answer(PASS)  # Bob passes too: the Bolt resolves (117.4)
    assert bob.life == 17
    assert final is not None and final.player == "Alice"


def test_an_answer_names_an_option_or_gives_its_place(new_game: NewGame) -> None:
    """117.1, 601.2c: a legal action is answered by its name ("activate Mountain: ...",
    case aside) or its place among the options; a target by its place too. A name or a
    place no option has is refused, naming the options, and changes nothing."""
    game = bolt_ready(new_game)
    decision = game.decision()
    before = game_state(game)
    with pytest.raises(CardhostError, match=r"no legal action .* is named 'cast Giant Growth'"):
        game.answer("cast Giant Growth")
    with pytest.raises(CardhostError, match=f"there are {len(decision.options)} legal actions"):
        game.answer(len(decision.options))
    assert game_state(game) == before and game.decision() == decision
    (tap,) = [a for a in decision.options if isinstance(a, ManaActivation)]
    after = game.answer(tap.name.upper())
    places = [i for i, a in enumerate(after.options) if isinstance(a, Cast)]
    waiting = game.answer(places[0])
    assert waiting is not None and waiting.kind == "target"
    bob = waiting.options.index(game.players[1])
    game.answer(bob)
    assert game.stack[-1].name == "Lightning Bolt" and game.stack[-1].targets == (game.players[1],)
    assert game.answer("PASS") is not None


def test_of_several_options_of_one_name_the_number_says_which(new_game: NewGame) -> None:
    """601.2c: two Grizzly Bears, Alice's and Bob's, as Lightning Bolt's targets: by
    name alone the first; with its number, as the log writes it, the one of that
    number; so is a legal action of one of two cards of one name."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Grizzly Bears", alice)
    theirs = game.add_card("Grizzly Bears", bob)
    bolts = [game.add_card("Lightning Bolt", alice, "hand") for _ in range(2)]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    waiting = game.answer(f"cast Lightning Bolt #{bolts[1].id}")
    assert waiting is not None and waiting.kind == "target"
    with pytest.raises(CardhostError, match="not an option"):
        game.answer("Grizzly Bears #999")
    game.answer(f"Grizzly Bears (#{theirs.id})")
    assert game.stack[-1].targets == (theirs,)
    assert [c.id for c in alice.hand] == [bolts[0].id]


def test_an_illegal_action_is_refused_and_the_decision_stays(new_game: NewGame) -> None:
    game = bolt_ready(new_game)
    decision = game.decision()
    before = game_state(game)
    bolt = game.players[0].hand[0]
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.answer(Cast(bolt.id, bolt.name, targets=("Bob",)))  # no {R} yet
    assert game_state(game) == before and game.decision() == decision


def abrade_ready(new_game: NewGame) -> Game:
    """Alice, with {R}{R} in her pool, may cast Abrade (choose one: 3 damage to target
    creature, or destroy target artifact) at Bob's Typhoid Rats or Darksteel Myr."""
    game = new_game()
    alice, bob = game.players
    game.add_card("Abrade", alice, "hand")
    game.add_card("Darksteel Myr", bob)
    game.add_card("Typhoid Rats", bob)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{R}")
    return game


def test_the_game_goes_on_with_its_own_action_not_the_callers(new_game: NewGame) -> None:
    """An answer equal to a legal action is taken as the game lists it, with what it
    announces held as tuples of its own: a list of modes the caller changes after
    answering, or a ``kicked`` of 0 for False, changes nothing, and the game waiting for
    Abrade's target is saved and restored, and copied, as it is."""
    game = abrade_ready(new_game)
    abrade = game.players[0].hand[0]
    modes = [0]
    decision = game.answer(replace(Cast(abrade.id, abrade.name, modes=modes), kicked=0))  # type: ignore[arg-type]
    assert decision is not None and decision.kind == "target"
    modes[0] = 1
    twin = game.copy()
    again = Game.from_json(game.to_json(), catalog=game.catalog)
    rats = next(o for o in decision.options if o.name == "Typhoid Rats")
    for each in (game, twin, again):
        each.answer(rats.name)
        spell = each.stack[-1]
        assert isinstance(spell, GameObject) and spell.modes == (0,)
    with pytest.raises(CardhostError, match="modes are whole numbers"):
        abrade_ready(new_game).answer(Cast(abrade.id, abrade.name, modes=(0.0,)))  # type: ignore[arg-type]


def test_targets_are_announced_with_the_modes_chosen_before_them(new_game: NewGame) -> None:
    """601.2b-c: a modal spell's modes are chosen before its targets; Abrade answered
    with a target but no mode is refused (every mode could leave the target illegal, and
    the game would wait on a decision no answer completes), changing nothing; with its
    mode, an illegal target is refused too."""
    game = abrade_ready(new_game)
    abrade = game.players[0].hand[0]
    decision, before = game.decision(), game_state(game)
    with pytest.raises(IllegalActionError, match=r"601\.2c.*announce its modes"):
        game.answer(Cast(abrade.id, abrade.name, targets=(abrade.id,)))
    with pytest.raises(IllegalActionError, match=r"601\.2c"):
        game.answer(Cast(abrade.id, abrade.name, modes=(0,), targets=(abrade.id,)))
    assert game_state(game) == before and game.decision() == decision


def test_an_action_that_could_only_be_undone_waits_on_no_decision(new_game: NewGame) -> None:
    """601.2c, 601.2h: Wild Growth, not among Alice's legal actions with her lands
    tapped, is answered anyway: casting it would ask its target first and then fail to
    pay, so it is refused at once with the payment's rule, the game and the decision as
    they were, rather than waiting on a target for a cast that can only be undone."""
    game = new_game()
    alice = game.players[0]
    growth = game.add_card("Wild Growth", alice, "hand")
    game.add_card("Forest", alice, tapped=True)
    game.add_card("Plains", game.players[1])  # two lands to enchant: the target is asked
    game.begin_at(alice, Step.MAIN1)
    decision = game.decision()
    assert decision is not None and decision.options == (PASS,)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"601\.2h"):
        game.answer(Cast(growth.id, growth.name))
    assert game_state(game) == before and game.decision() == decision


def test_an_action_naming_another_card_is_not_among_the_legal_actions(
    new_game: NewGame,
) -> None:
    """117.1, 400.7: a cast that names Lightning Bolt by its number but calls it Shock is
    no legal action, though the card could be cast: refused as an answer and as an
    action applied, naming the card the number is, nothing changed."""
    game = bolt_ready(new_game)
    (tap,) = [a for a in game.decision().options if isinstance(a, ManaActivation)]
    game.answer(tap)
    (cast,) = [a for a in game.decision().options if isinstance(a, Cast)]
    before, decision = game_state(game), game.decision()
    for take in (game.answer, game.apply):
        with pytest.raises(IllegalActionError, match=r"400\.7: .*Lightning Bolt.*not 'Shock'"):
            take(Cast(cast.card, "Shock", targets=("Bob",)))
        assert game_state(game) == before and game.decision() == decision
    waiting = game.answer(Cast(cast.card, cast.card_name, targets=("Bob",)))
    assert waiting is not None and game.stack[-1].name == "Lightning Bolt"


PHYREXIAN_X = load_card_text(
    'name = "Test Phyrexian Ooze"\nmana_cost = "{X}{W/P}"\ntypes = ["Creature"]\n'
    "power = 1\ntoughness = 1\n"
)


@pytest.mark.parametrize(
    ("card", "pool", "life", "most"),
    [
        ("March of the Canonized", "{W}{W}{R}{G}", 20, 2),  # {X}{W}{W}: two mana left over
        ("March of the Canonized", "{W}{W}{W}", 20, 1),
        ("Test Phyrexian Ooze", "{W}{C}", 20, 2),  # 2 life pays {W/P} (107.4f)
        ("Test Phyrexian Ooze", "{W}{C}", 1, 1),  # 1 life can't (119.4): the {W} does
    ],
)
def test_x_is_offered_up_to_what_the_pool_and_life_could_pay(
    new_game: NewGame, card: str, pool: str, life: int, most: int
) -> None:
    """601.2b, 601.2h: the value of X is asked among those the rest of the cost leaves
    payable, so no X offered makes the cast fail at its payment; the largest is cast."""
    game = new_game(cards=[PHYREXIAN_X])
    alice = game.players[0]
    spell_card = game.add_card(card, alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    alice.life = life
    game.add_mana(alice, pool)
    asked = game.answer(Cast(spell_card.id, spell_card.name))
    assert asked is not None and asked.kind == "x"
    assert list(asked.options) == list(range(most + 1))
    after = game.answer(most)
    while after is not None and after.kind != "priority":  # how to pay {W/P}: the first
        after = game.answer(after.options[0])  # way keeps the whole cost payable (601.2b)
    assert game.stack[-1].x == most


def test_x_is_zero_without_asking_when_the_pool_pays_no_more(new_game: NewGame) -> None:
    """601.2b: with {W}{W} in the pool, March of the Canonized ({X}{W}{W}) could be
    paid only with X = 0: nothing to decide, the spell is cast."""
    game = new_game()
    alice = game.players[0]
    march = game.add_card("March of the Canonized", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{W}{W}")
    after = game.answer(Cast(march.id, march.name))
    assert after is not None and after.kind == "priority"
    assert game.stack[-1].x == 0 and alice.mana_pool.total == 0


def test_declarations_are_decisions(new_game: NewGame) -> None:
    """Attackers are the active player's decision (508.1), blockers the defender's
    (509.1), each with the creatures that could and what they could do."""
    game = new_game()
    alice, bob = game.players
    elves = game.add_card("Llanowar Elves", alice)
    wall = game.add_card("Wall of Stone", bob)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 2, "Bob": 1})
    while (decision := game.decision()) is not None and decision.kind == "priority":
        game.answer(PASS)
    assert decision is not None
    assert (decision.player, decision.kind, decision.rule) == ("Alice", "attackers", "508.1")
    assert decision.options == ((elves, (bob,)),)
    blocking = game.answer({elves: bob})
    while blocking is not None and blocking.kind == "priority":
        blocking = game.answer(PASS)
    assert blocking is not None and (blocking.player, blocking.kind) == ("Bob", "blockers")
    assert blocking.options == ((wall, (elves,)),)
    game.answer({wall: elves})
    assert game.combat is not None and game.combat.blocks == ((wall, elves),)


def test_a_decision_asked_again_is_found_once_and_follows_every_change(
    new_game: NewGame,
) -> None:
    """117.1: asked twice with nothing done between, the decision is the one found (its
    legal actions listed once); an answer tried and undone leaves it as it was; Alice's
    mana ability taken changes it (the mana in her pool casts the Bears)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Grizzly Bears", alice, "hand")
    forests = [game.add_card("Forest", alice) for _ in range(2)]
    game.begin_at(alice, Step.MAIN1)
    first = game.decision()
    assert first is not None and game.decision() is first
    with trial():
        game.answer(next(o for o in first.options if isinstance(o, ManaActivation)))
    assert game.decision() == first
    for forest in forests:
        game.answer(
            next(o for o in game.decision().options if getattr(o, "permanent", 0) == forest.id)
        )
    after = game.decision()
    assert after is not None and after != first
    assert any(isinstance(o, Cast) and o.card_name == "Grizzly Bears" for o in after.options)


def test_a_declaration_naming_no_player_is_refused_by_its_rule(new_game: NewGame) -> None:
    """508.1b: an attacker declared attacking a name no player of the game has is an
    illegal declaration, refused naming the rule; the decision stays, nothing changed."""
    game = new_game()
    alice = game.players[0]
    elves = game.add_card("Llanowar Elves", alice)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 2, "Bob": 1})
    while (decision := game.decision()) is not None and decision.kind == "priority":
        game.answer(PASS)
    before = game.to_json()
    with pytest.raises(IllegalActionError, match=r"508\.1b.*Nobody"):
        game.answer({elves: "Nobody"})
    assert game.to_json() == before and game.decision() == decision


def _bob_has_declared(new_game: NewGame, *cards: Any) -> Game:
    """Alice attacks Bob with two Elves and Carol with her Bears; Bob declares his Wall
    blocking the first Elves (802.4)."""
    game = new_game(players=("Alice", "Bob", "Carol"), cards=list(cards))
    alice, bob, carol = game.players
    first, second = (game.add_card("Llanowar Elves", alice) for _ in range(2))
    bears = game.add_card("Grizzly Bears", alice)
    wall = game.add_card(cards[0].name if cards else "Wall of Stone", bob)
    game.add_card("Grizzly Bears", carol)
    game.begin_at(alice, Step.DECLARE_ATTACKERS, turns_taken={"Alice": 2, "Bob": 1, "Carol": 1})
    game.declare_attackers({first: bob, second: bob, bears: carol})
    game.advance_to(Step.DECLARE_BLOCKERS)
    assert game.declare_blocks_of({wall: first}) is bob
    return game


def test_a_player_who_declared_blocks_blocks_with_nothing_more(new_game: NewGame) -> None:
    """802.4, 509.1a: Bob has declared; the rest declared at once can't have his Wall
    block the second Elves as well (a creature blocks one attacker): refused, the game
    as it was."""
    game = _bob_has_declared(new_game)
    [wall] = game.permanents("Wall of Stone")
    second, bears = game.combat.attackers[1][0], game.combat.attackers[2][0]
    guard = game.permanents("Grizzly Bears", controller=game.players[2])[0]
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"802\.4: Bob has declared"):
        game.declare_blockers({wall: second, guard: bears})
    assert game_state(game) == before
    game.declare_blockers({guard: bears})
    assert [(b.id, a.id) for b, a in game.combat.blocks] == [
        (wall.id, game.combat.attackers[0][0].id),
        (guard.id, bears.id),
    ]


def test_a_requirement_met_in_an_earlier_declaration_stays_met(new_game: NewGame) -> None:
    """509.1c, 802.4: Bob's creature that blocks each combat if able blocked as he
    declared; Carol's declaration after (made at once, or with none) is legal."""
    keen = load_card_text(
        'name = "Keen Guard"\nmana_cost = "{1}"\ntypes = ["Creature"]\npower = 1\n'
        'toughness = 1\noracle = "Keen Guard blocks each combat if able."\n'
        '[[statics]]\naffects = "this"\nmust = ["block each combat"]\n'
    )
    game = _bob_has_declared(new_game, keen)
    game.declare_blockers({})
    assert [b.name for b, _ in game.combat.blocks] == ["Keen Guard"]
    assert game.awaiting is None


def test_each_defending_player_declares_their_own_blocks_in_turn(new_game: NewGame) -> None:
    """802.4, 802.4a, 509.1a: Alice attacks Bob with her Elves and Carol with her Bears:
    Bob declares his blocks with his creatures only, then Carol hers (a save between
    keeps Bob's); Bob can't block with Carol's creature; then both blocks are made."""
    game = new_game(players=("Alice", "Bob", "Carol"))
    alice, bob, carol = game.players
    elves = game.add_card("Llanowar Elves", alice)
    bears = game.add_card("Grizzly Bears", alice)
    wall = game.add_card("Wall of Stone", bob)
    guard = game.add_card("Grizzly Bears", carol)
    game.begin_at(alice, Step.DECLARE_ATTACKERS, turns_taken={"Alice": 2, "Bob": 1, "Carol": 1})
    blocking = game.answer({elves: bob, bears: carol})
    while blocking is not None and blocking.kind == "priority":
        blocking = game.answer(PASS)
    assert blocking is not None and (blocking.player, blocking.kind) == ("Bob", "blockers")
    assert blocking.options == ((wall, (elves,)),)
    with pytest.raises(IllegalActionError, match=r"802\.4a"):
        game.answer({guard: bears})
    carols = game.answer({wall: elves})
    assert carols is not None and (carols.player, carols.kind) == ("Carol", "blockers")
    assert carols.options == ((guard, (bears,)),)
    for each in (game, Game.from_json(game.to_json(), catalog=game.catalog)):
        each.answer(
            {next(p for p in each.battlefield if p.id == guard.id): each.combat.attackers[1][0]}
        )
        assert [(b.id, a.id) for b, a in each.combat.blocks] == [
            (wall.id, elves.id),
            (guard.id, bears.id),
        ]
        assert each.awaiting is None


def test_answering_the_first_option_plays_as_the_first_option_chooser(
    new_game: NewGame,
) -> None:
    """Driven by decisions, always the first option: the same game, event for event, as
    one whose chooser takes the first option and whose players always pass."""

    def setup(game: Game) -> Game:
        for player in game.players:
            for name in ("Mountain", "Lightning Bolt", "Llanowar Elves", "Forest") * 3:
                game.add_card(name, player, "library")
        game.start(game.players[0], opening_hands=True)
        return game

    driven = setup(new_game(library=0, seed=3))
    for _ in range(400):
        decision = driven.decision()
        if decision is None or driven.turn_number > 6:
            break
        if decision.kind in ("attackers", "blockers"):
            driven.answer({})
        else:
            driven.answer(decision.options[0])
    chosen = setup(new_game(library=0, seed=3, chooser=FirstOptionChooser()))
    while chosen.turn_number <= 6 and not chosen.game_over:
        if chosen.awaiting == "attackers":
            chosen.declare_attackers([])
        elif chosen.awaiting == "blockers":
            chosen.declare_blockers({})
        else:
            chosen.pass_priority()
    assert driven.log.lines()[: len(chosen.log.lines())] == chosen.log.lines()


def test_a_colour_waits_mid_ability_and_the_cost_is_paid_once(new_game: NewGame) -> None:
    """Starting Town's {T}, Pay 1 life: the colour is chosen as the ability resolves
    (106.1, 605.3b); while it waits the Town is untapped and no life is paid, and once
    answered the life is paid once, however many times the action was replayed."""
    game = new_game()
    alice = game.players[0]
    town = game.add_card("Starting Town", alice)
    game.begin_at(alice, Step.MAIN1, turns_taken={"Alice": 5})
    any_color = ManaActivation(town.id, 1, town.name, town.mana_abilities[1].text)
    waiting = game.answer(any_color)
    assert waiting is not None and (waiting.kind, waiting.rule) == ("color", "106.1")
    assert not town.tapped and alice.life == 20
    game.answer("W")
    assert town.tapped and alice.life == 19 and str(alice.mana_pool) == "{W}"
    assert [e.text for e in game.log.events()].count(
        "Alice chose W (color: a color of mana for Starting Town (106.1))."
    ) == 1


def test_mulligans_wait_as_decisions_with_nothing_dealt(new_game: NewGame) -> None:
    """Started with decisions, each declaration and each card to put on the bottom
    waits as a decision (103.5), the hand shown with it; while one waits nothing
    is dealt (the start is undone), a game saved then waits again once restored, and
    the answers play the game a chooser giving them would."""

    def dealt(game: Game) -> Game:
        for player in game.players:
            for name in ("Mountain", "Lightning Bolt", "Forest", "Island") * 4:
                game.add_card(name, player, "library")
        return game

    driven = dealt(new_game(library=0, seed=4))
    first = driven.start_with_decisions("Bob")
    assert first is not None
    assert (first.player, first.kind, first.rule) == ("Bob", "mulligan", "103.5")
    assert first.options == ("keep", "mulligan")
    assert first.prompt == "keep Bob's hand of 7, or take mulligan 1 (103.5)"
    assert len(first.cards) == 7 and all(card.owner.name == "Bob" for card in first.cards)
    assert driven.turn_number == 0 and all(p.hand == () for p in driven.players)
    assert driven.answer("mulligan").player == "Alice"
    bottom = driven.answer("keep")
    assert bottom is not None and (bottom.player, bottom.kind) == ("Bob", "bottom")
    assert len(bottom.options) == 7 and all(p.hand == () for p in driven.players)
    waiting = Game.from_json(driven.to_json()).decision()
    assert waiting is not None
    assert (waiting.player, waiting.kind) == (bottom.player, "bottom")
    assert waiting.prompt == bottom.prompt
    assert [str(o) for o in waiting.options] == [str(o) for o in bottom.options]
    card = bottom.options[2].name
    again = driven.answer(bottom.options[2])
    assert again is not None and (again.player, again.kind) == ("Bob", "mulligan")
    assert driven.answer("keep").kind == "priority" and driven.turn_number == 1
    bob = driven.players[1]
    assert len(bob.hand) == 6 and bob.library[-1].name == card

    answers = {"mulligan": ["mulligan", "keep", "keep"], "bottom": [card]}
    chosen = dealt(new_game(library=0, seed=4, choices=answers))
    chosen.start("Bob", opening_hands=True)
    assert driven.log.lines() == chosen.log.lines()


def test_the_example_of_embedding_md_runs() -> None:
    page = Path(__file__).resolve().parent.parent / "docs" / "embedding.md"
    (block,) = re.findall(r"```python\n(.*?)```", page.read_text(encoding="utf-8"), flags=re.S)
    assert len(block.splitlines()) <= 45
    exec(compile(block, "docs/embedding.md", "exec"), {"__name__": "docs_example"})


def asking_sorcery(swallow: bool) -> CardDefinition:
    """A sorcery whose plugin asks its controller "yes or no" as it resolves (608.2d):
    5 life for yes, 1 for no; ``swallow`` wraps the choice in a bare ``except:``."""

    def resolve_spell(game: Game, spell: GameObject) -> None:
        if swallow:
            try:
                picked = game.choose(ChoiceKind.YES_NO, spell.controller, "gain 5?", ["yes", "no"])
            except:  # noqa: E722  (what a careless plugin does)
                picked = "skipped"
        else:
            picked = game.choose(ChoiceKind.YES_NO, spell.controller, "gain 5?", ["yes", "no"])
        game.gain_life(spell.controller, {"yes": 5, "no": 1}.get(picked, 100))

    return load_card_text(
        'name = "Asking Sorcery"\nmana_cost = "{R}"\ntypes = ["Sorcery"]\n[spell]\n',
        plugin=SimpleNamespace(resolve_spell=hookimpl(resolve_spell)),
    )


@pytest.mark.parametrize("swallow", [False, True], ids=["plain", "bare-except"])
def test_a_plugins_choice_waits_as_a_decision_even_if_it_catches_everything(
    new_game: NewGame, swallow: bool
) -> None:
    """608.2d: a choice a plugin asks as its spell resolves is a decision like any other;
    a plugin that catches every exception around it can't skip it: the action stops
    there all the same, nothing done, and the answer is what happens."""
    game = new_game(cards=[asking_sorcery(swallow)])
    alice = game.players[0]
    game.add_card("Asking Sorcery", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    (cast,) = [a for a in game.decision().options if isinstance(a, Cast)]
    game.answer(cast)
    game.answer(PASS)
    before = game_state(game)
    waiting = game.answer(PASS)  # both passed: it resolves, and asks
    assert waiting is not None and (waiting.kind, waiting.prompt) == ("yes or no", "gain 5?")
    assert game_state(game) == before and alice.life == 20
    game.answer("yes")
    assert alice.life == 25 and game.stack == ()


def test_a_players_action_taken_directly_abandons_the_decision_waiting(
    new_game: NewGame,
) -> None:
    """Starting Town's colour waits (106.1). An effect the host takes meanwhile (1 life
    gained) leaves it waiting; an illegal action taken directly is refused and leaves it
    waiting too; a pass taken directly (117.3d) abandons it: Bob then has priority."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Starting Town", alice, "hand")
    game.begin_at(alice, Step.MAIN1)
    (play,) = [a for a in game.decision().options if isinstance(a, PlayLand)]
    game.answer(play)
    (paying,) = [a for a in game.decision().options if "Pay 1 life" in str(a)]
    asked = game.answer(paying)
    assert asked.kind == "color"
    game.gain_life(alice, 1)
    assert game.decision() == asked
    with pytest.raises(IllegalActionError, match=r"305\.2"):
        game.play_land(game.add_card("Plains", alice, "hand"))
    assert game.decision() == asked
    game.pass_priority()
    now = game.decision()
    assert now.kind == "priority" and now.player == "Bob"
    assert alice.life == 21  # the life the colour would have cost was never paid


def test_every_kind_of_choice_names_its_rule() -> None:
    """Every kind of choice the kernel asks, driven as a decision, names the rule that
    asks it (a pile's, 700.3, had none)."""
    assert [k.value for k in ChoiceKind if k.value not in RULES] == []


def test_a_discard_to_the_maximum_hand_size_names_the_cleanup_rule(new_game: NewGame) -> None:
    """514.1: Alice, with nine cards in hand as her turn's end step ends, is asked which
    to discard down to seven; the decision names 514.1, the rule that asks it, not the
    rule of discarding (701.9), and each answer discards one."""
    game = new_game()
    alice = game.players[0]
    for _ in range(9):
        game.add_card("Island", alice, "hand")
    game.begin_at(alice, Step.END)
    waiting = game.answer(PASS)
    assert waiting is not None and waiting.player == "Bob" and waiting.kind == "priority"
    waiting = game.answer(PASS)  # Bob passes too: the end step ends, cleanup begins
    assert waiting is not None and waiting.kind == "discard"
    assert waiting.rule == "514.1" and RULES["discard"] == "701.9"
    waiting = game.answer(0)
    assert waiting is not None and waiting.kind == "discard" and waiting.rule == "514.1"
    game.answer(0)
    assert len(alice.hand) == 7 and len(alice.graveyard) == 2
