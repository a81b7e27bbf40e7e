"""Announcing X (601.2b, 107.3): the values offered are those the total cost could be paid
with, each reduction by mana value found with that X counted (202.3e, 601.2f) and the life
the rest of the cost takes kept aside (119.4); modes come before X; a cost X isn't in has
none to announce; a second variable, {Y}, is refused as the card loads (107.3p). The
simulator's payment planner finds the largest X those offers allow."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from cardhost import (
    Activation,
    CardDefinition,
    CardFileError,
    Cast,
    Choice,
    ChoiceKind,
    Game,
    IllegalActionError,
    ManaAmount,
    Step,
    load_card_text,
)
from cardhost.model.qualities import Quality
from cardhost.simulation import plan_cast, trial
from cardhost.tools.testing import game_state

NewGame = Callable[..., Game]


def forge(name: str, spells: str, generic: int = 1) -> CardDefinition:
    """An artifact: "Spells you cast with mana value N or greater cost {generic} less"."""
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{{2}}"\ntypes = ["Artifact"]\n'
        f'oracle = "Spells you cast with {spells} cost {{{generic}}} less to cast."\n'
        f'costs_less = [{{ generic = {generic}, spells = "spell with {spells}" }}]\n'
    )


def life_spell(name: str, cost: str) -> CardDefinition:
    return load_card_text(
        f'name = "{name}"\nmana_cost = "{cost}"\ntypes = ["Sorcery"]\n'
        'oracle = "You gain X life."\n[spell]\neffects = [{ gain_life = "X" }]\n'
    )


def the_cast(game: Game) -> Cast:
    """The one cast among the legal actions of the decision the game waits for."""
    decision = game.decision()
    assert decision is not None
    return next(o for o in decision.options if isinstance(o, Cast))


def offered_x(game: Game, name: str) -> list[int]:
    """The values of X the decision offers once the cast of ``name`` is chosen."""
    decision = game.decision()
    assert decision is not None
    casts = [o for o in decision.options if isinstance(o, Cast) and o.card_name == name]
    assert casts, f"{name} isn't among the legal actions"
    asked = game.answer(casts[0])
    assert asked is not None and asked.kind == "x"
    return list(asked.options)


def payable_xs(board: Callable[[], tuple[Game, object]], most: int) -> list[int]:
    """The values of X up to ``most`` with which casting the spell succeeds, each tried
    on a board of its own."""
    found = []
    for x in range(most + 1):
        game, spell = board()
        try:
            game.cast(spell, x=x)
        except Exception:
            continue
        found.append(x)
    return found


@pytest.mark.parametrize(
    ("spells", "generic", "mana", "payable"),
    [
        # X = 3 makes Verdant Surge's mana value 4: {2}{G} less {1}, paid by {G}{G}{G}
        ("mana value 4 or greater", 1, "{G}{G}{G}", [0, 1, 2, 3]),
        # X = 2 makes it 3, past "2 or less": {2}{G}, which {G}{G} can't pay
        ("mana value 2 or less", 1, "{G}{G}", [0, 1]),
        # {G}{G}: X = 0 to 1 without the reduction; X = 4 to 5 with {4} less (5 or greater)
        ("mana value 5 or greater", 4, "{G}{G}", [0, 1, 4, 5]),
    ],
)
def test_x_is_offered_where_a_reduction_by_mana_value_makes_it_payable(
    new_game: NewGame, spells: str, generic: int, mana: str, payable: list[int]
) -> None:
    """202.3e, 601.2b, 601.2f: on the stack a spell's mana value counts its X, so a
    reduction of spells by mana value may apply to one X and not another: the values
    offered are exactly those the cast then pays for, gaps and all."""
    cards = [forge("Mana Forge", spells, generic), life_spell("Verdant Surge", "{X}{G}")]

    def board() -> tuple[Game, object]:
        game = new_game(cards=cards)
        alice = game.players[0]
        game.add_card("Mana Forge", alice)
        game.begin_at(alice, Step.MAIN1)
        game.add_mana(alice, mana)
        return game, game.add_card("Verdant Surge", alice, "hand")

    assert payable_xs(board, 8) == payable
    game, _ = board()
    assert offered_x(game, "Verdant Surge") == payable
    game.answer(payable[-1])  # a number among numbers is itself, not a place
    assert game.stack[0].x == payable[-1]


def test_a_spell_payable_only_with_an_x_above_0_is_a_legal_action(new_game: NewGame) -> None:
    """202.3e, 601.2f: Green Wave {X}{1}{G} with {G} in the pool, under "spells with mana
    value 3 or greater cost {2} less": X = 0 can't be paid, X = 1 can ({G}); the cast is
    listed, and cast with X = 1, the one value offered."""
    cards = [
        forge("Grand Forge", "mana value 3 or greater", 2),
        life_spell("Green Wave", "{X}{1}{G}"),
    ]
    game = new_game(cards=cards)
    alice = game.players[0]
    game.add_card("Grand Forge", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{G}")
    game.add_card("Green Wave", alice, "hand")
    cast = the_cast(game)
    game.answer(cast)  # one value of X to offer: nothing to ask
    assert game.stack[0].x == 1 and game.stack[0].mana_value == 3
    game.resolve_stack()
    assert alice.life == 21 and alice.mana_pool.total == 0


BLOOD_SURGE = load_card_text(
    'name = "Blood Surge"\nmana_cost = "{X}{R/P}"\ntypes = ["Sorcery"]\n'
    'oracle = "As an additional cost to cast this spell, pay 2 life.\\nYou gain X life."\n'
    '[spell]\nadditional_cost = "Pay 2 life"\neffects = [{ gain_life = "X" }]\n'
)
BLOOD_ROD = load_card_text(
    'name = "Blood Rod"\nmana_cost = "{1}"\ntypes = ["Artifact"]\n'
    'oracle = "{X}{R/P}, Pay 2 life: You gain X life."\n'
    '[[abilities]]\ncost = "{X}{R/P}, Pay 2 life"\neffects = [{ gain_life = "X" }]\n'
)


@pytest.mark.parametrize("source", ["spell", "ability"])
def test_x_offered_keeps_aside_the_life_the_rest_of_the_cost_pays(
    new_game: NewGame, source: str
) -> None:
    """119.4, 601.2b, 601.2h: with 3 life and {R}{G}{G}, "{X}{R/P}, Pay 2 life" can't
    take X = 3: {R/P} would then be paid with 2 life besides the 2 the cost pays, 4 in
    all. X is offered up to 2, for a spell and for an activated ability (602.2b)."""

    def board() -> tuple[Game, object]:
        game = new_game(cards=[BLOOD_SURGE, BLOOD_ROD])
        alice = game.players[0]
        game.begin_at(alice, Step.MAIN1)
        game.add_mana(alice, "{R}{G}{G}")
        alice.life = 3
        if source == "spell":
            return game, game.add_card("Blood Surge", alice, "hand")
        return game, game.add_card("Blood Rod", alice)

    game, obj = board()
    if source == "spell":
        assert offered_x(game, "Blood Surge") == [0, 1, 2]
    else:
        decision = game.decision()
        assert decision is not None
        activation = next(o for o in decision.options if isinstance(o, Activation))
        asked = game.answer(activation)
        assert asked is not None and list(asked.options) == [0, 1, 2]
    game, obj = board()
    with pytest.raises(Exception, match=r"119\.4|601\.2h"):
        if source == "spell":
            game.cast(obj, x=3)
        else:
            game.activate(obj, 0, x=3)


def test_modes_are_announced_before_x(new_game: NewGame) -> None:
    """601.2b: a modal spell's modes are announced, then the value of X."""
    surge = load_card_text(
        'name = "Choice Surge"\nmana_cost = "{X}{R}"\ntypes = ["Sorcery"]\n'
        'oracle = """\nChoose one —\n• You gain X life.\n'
        '• Choice Surge deals X damage to each opponent."""\n'
        '[[spell.modes]]\neffects = [{ gain_life = "X" }]\n'
        '[[spell.modes]]\neffects = [{ damage = "X", to = "each opponent" }]\n'
    )
    game = new_game(cards=[surge])
    alice, bob = game.players
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{R}{R}")
    game.add_card("Choice Surge", alice, "hand")
    cast = the_cast(game)
    modes = game.answer(cast)
    assert modes is not None and modes.kind == "mode"
    x = game.answer(modes.options[1])
    assert x is not None and x.kind == "x" and list(x.options) == [0, 1, 2]
    game.answer(2)
    game.resolve_stack()
    assert bob.life == 18


def test_a_flashback_cost_without_x_announces_targets_without_x(new_game: NewGame) -> None:
    """107.3b, 601.2b, 702.34a: Echo Blaze {X}{R} cast with flashback {R}{R} has no X to
    announce (it is 0): a cast announcing its target alone is taken."""
    blaze = load_card_text(
        'name = "Echo Blaze"\nmana_cost = "{X}{R}"\ntypes = ["Sorcery"]\n'
        'oracle = "Echo Blaze deals X damage to any target.\\nFlashback {R}{R}"\n'
        '[spell]\ntargets = ["any target"]\neffects = [{ damage = "X", to = "target" }]\n'
        'flashback = "{R}{R}"\n'
    )
    game = new_game(cards=[blaze])
    alice, bob = game.players
    game.add_card("Echo Blaze", alice, "graveyard")
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{R}")
    cast = the_cast(game)
    assert cast.flashback
    after = game.answer(replace(cast, targets=("Bob",)))
    assert after is not None and after.kind == "priority"
    assert game.stack[0].x is None and game.stack[0].mana_value == 1
    game.resolve_stack()
    assert bob.life == 20 and [c.name for c in game.exile_zone] == ["Echo Blaze"]


@pytest.mark.parametrize("cost", ["{X}{Y}{R}", "{Z}{G}"])
def test_a_second_variable_is_refused_as_the_card_loads(cost: str) -> None:
    """107.3p: Y is announced apart from X; cardhost announces one, so a cost with {Y}
    or {Z} is refused, naming the file, the key and the rule."""
    with pytest.raises(CardFileError, match=r"dials\.toml: mana_cost: .*107\.3p"):
        load_card_text(
            f'name = "Dials"\nmana_cost = "{cost}"\ntypes = ["Sorcery"]\n'
            'oracle = "You gain 1 life."\n[spell]\neffects = [{ gain_life = 1 }]\n',
            source="dials.toml",
        )


@pytest.mark.parametrize(
    ("card", "cost", "lands", "ornaments", "largest"),
    [
        ("Hybrid Surge", "{X}{2/R}", 3, 0, 2),  # {2/R} paid with {R} (107.4e)
        ("Affine Surge", "{X}{R}", 1, 2, 2),  # affinity pays {2} of X's {2} (702.41a)
    ],
)
def test_the_planner_casts_with_the_largest_x_offered(
    new_game: NewGame, card: str, cost: str, lands: int, ornaments: int, largest: int
) -> None:
    """The payment planner (cardhost.simulation.plan_cast) announces the largest X the
    mana it finds pays for: the largest the cast offers (601.2b)."""
    spell = load_card_text(
        f'name = "{card}"\nmana_cost = "{cost}"\ntypes = ["Sorcery"]\n'
        + ('keywords = ["affinity for artifacts"]\n' if ornaments else "")
        + 'oracle = "'
        + ("Affinity for artifacts\\n" if ornaments else "")
        + 'You gain X life."\n[spell]\neffects = [{ gain_life = "X" }]\n'
    )
    game = new_game(cards=[spell])
    alice = game.players[0]
    for _ in range(lands):
        game.add_card("Mountain", alice)
    for _ in range(ornaments):
        game.add_card("Zero Ornament", alice)
    game.begin_at(alice, Step.MAIN1)
    hand = game.add_card(card, alice, "hand")
    plan = plan_cast(game, alice, hand)
    assert plan is not None and plan.x == largest
    for action in plan.actions:
        game.apply(action)
    game.resolve_stack()
    assert alice.life == 20 + largest


def test_an_x_announced_that_cant_be_paid_is_refused_before_the_targets(
    new_game: NewGame,
) -> None:
    """601.2b, 601.2h: a cast announcing an X its total cost can't be paid with is
    refused at once, naming the rule, and the game still waits at priority with nothing
    changed; it never waits for targets no answer could complete."""
    blast = load_card_text(
        'name = "Flame Fan"\nmana_cost = "{X}{R}"\ntypes = ["Sorcery"]\n'
        'oracle = "Flame Fan deals X damage to any target."\n'
        '[spell]\ntargets = ["any target"]\neffects = [{ damage = "X", to = "target" }]\n'
    )
    game = new_game(cards=[blast])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{R}{R}")
    game.add_card("Flame Fan", alice, "hand")
    cast = the_cast(game)
    before = game_state(game)
    with pytest.raises(IllegalActionError, match=r"601\.2h: .*X = 8 \(0 to 2\)"):
        game.answer(replace(cast, x=8))
    assert game_state(game) == before
    again = game.decision()
    assert again is not None and again.kind == "priority"
    asked = game.answer(replace(cast, x=2))
    assert asked is not None and asked.kind == "target"


def test_x_under_many_reductions_by_mana_value_asks_each_once(
    new_game: NewGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    """202.3e, 601.2f: under reducers "spells with mana value i or greater cost {1} less"
    for i = 1 to n, Verdant Surge {X}{G} costs {G} up to X = n, so X is offered 0 to n
    from {G}; each reducer's kind is asked about the spell a bounded number of times,
    not once for each other reducer (three times the reducers, about three times the
    asking: it grew with their square)."""
    asked = 0
    matches = Quality.matches

    def counting(self: Quality, *args: object, **kwargs: object) -> bool:
        nonlocal asked
        asked += 1
        return matches(self, *args, **kwargs)  # type: ignore[arg-type]

    def offered_under(n: int) -> tuple[list[int], int]:
        nonlocal asked
        forges = [forge(f"Forge {i}", f"mana value {i} or greater") for i in range(1, n + 1)]
        game = new_game(cards=[*forges, life_spell("Verdant Surge", "{X}{G}")])
        alice = game.players[0]
        for card in forges:
            game.add_card(card, alice)
        game.begin_at(alice, Step.MAIN1)
        game.add_mana(alice, "{G}")
        spell = game.add_card("Verdant Surge", alice, "hand")
        monkeypatch.setattr(Quality, "matches", counting)
        asked = 0
        try:
            with trial():
                game.cast(spell, x=n)
            counted = asked
        finally:
            monkeypatch.setattr(Quality, "matches", matches)
        return offered_x(game, "Verdant Surge"), counted

    offered, few = offered_under(20)
    assert offered == list(range(21))
    offered, many = offered_under(60)
    assert offered == list(range(61))
    assert many < 4 * few


def test_the_spell_has_no_x_while_it_is_asked(new_game: NewGame) -> None:
    """601.2b: while its controller chooses X the spell on the stack has none yet (its
    mana value counts none, 202.3e), whatever reductions by mana value were looked at to
    offer the values."""
    seen: list[tuple[object, int]] = []

    class Peeking:
        def choose(self, choice: Choice) -> object:
            if choice.kind is ChoiceKind.X:
                seen.append((game.stack[0].x, game.stack[0].mana_value))
            return choice.options[0]

    cards = [forge("Far Forge", "mana value 1000000 or greater"), life_spell("Surge", "{X}{R}")]
    game = new_game(cards=cards, chooser=Peeking())
    alice = game.players[0]
    game.add_card("Far Forge", alice)
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{R}{R}")
    game.cast(game.add_card("Surge", alice, "hand"))
    assert seen == [(None, 1)]


def test_no_x_is_payable_when_the_rest_of_the_cost_takes_more_life_than_there_is(
    new_game: NewGame,
) -> None:
    """119.4, 601.2h: with 1 life, "Pay 2 life" can't be paid, so no X can: an announced
    X is refused at once, naming the rule."""
    game = new_game(cards=[BLOOD_SURGE])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}{R}{R}")
    alice.life = 1
    surge = game.add_card("Blood Surge", alice, "hand")
    with pytest.raises(IllegalActionError, match=r"601\.2h: .*X = 2 \(0\)"):
        game.cast(surge, x=2)


def test_the_planner_pays_phyrexian_mana_with_mana_beside_a_counted_reducer(
    new_game: NewGame,
) -> None:
    """107.4f: the planner pays a Phyrexian symbol with mana when its lands can, though a
    reducer counted on the stack that doesn't apply to the spell is on the battlefield."""
    counting_forge = load_card_text(
        'name = "Counting Forge"\nmana_cost = "{2}"\ntypes = ["Artifact"]\n'
        'oracle = "Artifact spells you cast cost {1} less to cast for each artifact you '
        'control."\ncosts_less = [{ generic = 1, spells = "artifact spell", '
        'x = "the number of artifacts you control" }]\n'
    )
    vow = load_card_text(
        'name = "Phyrexian Vow"\nmana_cost = "{1}{W/P}"\ntypes = ["Sorcery"]\n'
        'oracle = "You gain 3 life."\n[spell]\neffects = [{ gain_life = 3 }]\n'
    )
    game = new_game(cards=[counting_forge, vow])
    alice = game.players[0]
    game.add_card("Counting Forge", alice)
    lands = [game.add_card("Plains", alice) for _ in range(2)]
    game.begin_at(alice, Step.MAIN1)
    plan = plan_cast(game, alice, game.add_card("Phyrexian Vow", alice, "hand"))
    assert plan is not None
    for action in plan.actions:
        game.apply(action)
    game.resolve_stack()
    assert all(land.tapped for land in lands) and alice.life == 23


def test_the_planner_announces_the_largest_x_of_an_enormous_pool(new_game: NewGame) -> None:
    """107.3: from a pool of 10**12 mana ({R} and the rest colourless), the planner casts
    {X}{R} with X = 10**12 - 1, the last value offered (not every value looked at)."""
    game = new_game(cards=[life_spell("Surge", "{X}{R}")])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    game.add_mana(alice, "{R}")
    alice.mana_pool = alice.mana_pool.plus(ManaAmount(c=10**12 - 1))
    plan = plan_cast(game, alice, game.add_card("Surge", alice, "hand"))
    assert plan is not None and plan.x == 10**12 - 1


def test_x_offered_from_a_pool_past_64_bits_of_mana_stays_within_them(new_game: NewGame) -> None:
    """107.3: with 2**63 - 1 red and as many colourless mana, X could be paid up to
    about 2**64; it is offered up to 2**63 - 2, counted in 64 bits like every number a
    game keeps, and the cast goes on."""
    game = new_game(cards=[life_spell("Surge", "{X}{R}")])
    alice = game.players[0]
    game.begin_at(alice, Step.MAIN1)
    alice.mana_pool = alice.mana_pool.plus(ManaAmount(r=2**63 - 1, c=2**63 - 1))
    game.add_card("Surge", alice, "hand")
    asked = game.answer(the_cast(game))
    assert asked is not None and asked.kind == "x"
    assert asked.options[-1] == 2**63 - 2 and len(asked.options) == 2**63 - 1
    game.answer(0)
    assert game.stack[0].x == 0
