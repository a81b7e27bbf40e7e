"""What a permanent could produce (106.7, M-2) under replacement effects applied in every
order 616.1 allows: each effect once (614.5, 616.1f), self-replacement effects first
(616.1a). The search merges effects that behave alike; these tests hold it to the rule's
own definition, every order tried one by one."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from types import SimpleNamespace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardhost import (
    CardDefinition,
    CardhostError,
    CardPluginError,
    Game,
    GameObject,
    ManaAmount,
    ManaEvent,
    ManaType,
    ReplacementEffect,
    Step,
    game_state,
    hookimpl,
    load_card_text,
)
from cardhost.kernel import could_produce as could_produce_module
from cardhost.kernel import replacement as replacement_module

NewGame = Callable[..., Game]


@dataclass(frozen=True)
class Effect:
    """A replacement effect on mana a land is tapped for, as data: it applies when the
    mana has (or lacks) ``when`` mana, or always; it adds one mana, makes the mana one
    mana of a type instead, or doubles it."""

    when: ManaType | None
    present: bool
    does: str
    mana_type: ManaType
    self_replacement: bool = False
    self_if: ManaType | None = None
    """If set, a self-replacement effect exactly when the mana has this type."""

    def is_self(self, mana: ManaAmount) -> bool:
        if self.self_if is not None:
            return mana.count(self.self_if) > 0
        return self.self_replacement

    def applies(self, mana: ManaAmount) -> bool:
        return self.when is None or (mana.count(self.when) > 0) == self.present

    def apply(self, mana: ManaAmount) -> ManaAmount:
        if self.does == "add":
            return mana + ManaAmount.of(self.mana_type)
        if self.does == "instead":
            return ManaAmount.of(self.mana_type)
        return mana * 2


def effect_card(index: int, effect: Effect) -> CardDefinition:
    return replacement_card(f"Effect {index}", effect.applies, effect.apply, effect.is_self)


def replacement_card(
    name: str,
    applies: Callable[[ManaAmount], bool],
    apply: Callable[[ManaAmount], ManaAmount],
    is_self: Callable[[ManaAmount], bool] = lambda mana: False,
) -> CardDefinition:
    """An enchantment whose effect replaces the mana of a permanent tapped for mana; a
    self-replacement effect (616.1a) where ``is_self`` says so."""

    def replace(event: ManaEvent) -> ManaEvent:
        return event.with_mana(apply(event.mana))

    def replace_mana_event(game: Game, event: ManaEvent) -> list[ReplacementEffect[ManaEvent]]:
        if not (event.tapped_for_mana and applies(event.mana)):
            return []
        return [
            ReplacementEffect(p, "its effect", replace, is_self(event.mana))
            for p in game.permanents(name)
        ]

    plugin = SimpleNamespace(replace_mana_event=hookimpl(replace_mana_event))
    return load_card_text(f'name = "{name}"\ntypes = ["Enchantment"]\n', plugin=plugin)


def by_every_order(mana: ManaAmount, effects: list[Effect], applied: frozenset[int]) -> set:
    """106.7 read literally: the types of every outcome of every order 616.1 allows."""
    applicable = [
        i for i, effect in enumerate(effects) if i not in applied and effect.applies(mana)
    ]
    if not applicable:
        return set(mana.types)
    own = [i for i in applicable if effects[i].is_self(mana)]
    found: set = set()
    for i in own or applicable:
        found |= by_every_order(effects[i].apply(mana), effects, applied | {i})
    return found


def forest_under(new_game: NewGame, cards: list[CardDefinition]) -> tuple[Game, GameObject]:
    game = new_game(cards=cards)
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    for card in cards:
        game.add_card(card, alice)
    game.begin_at(alice, Step.MAIN1)
    return game, forest


def effect_cards(effects: list[Effect]) -> list[CardDefinition]:
    return [effect_card(i, effect) for i, effect in enumerate(effects)]


ALWAYS_ADD_C = Effect(None, True, "add", ManaType.C)


def test_many_copies_of_one_effect(new_game: NewGame) -> None:
    """Twelve effects that each add {C}: every order ends {G} and twelve {C} (M-2)."""
    game, forest = forest_under(new_game, effect_cards([ALWAYS_ADD_C] * 12))
    assert game.could_produce(forest) == {ManaType.G, ManaType.C}


def test_effects_alike_at_first_but_not_later_are_told_apart(new_game: NewGame) -> None:
    """Both effects first add {C}. Once there is {C}, the first adds another; the second
    makes {R} instead. First then second ends {R}; second then first, {G}{C}{C}."""
    adds_c = replacement_card("Adds C", lambda mana: True, lambda mana: mana + ManaAmount(c=1))

    def c_then_red(mana: ManaAmount) -> ManaAmount:
        return ManaAmount(r=1) if mana.c else mana + ManaAmount(c=1)

    game, forest = forest_under(
        new_game, [adds_c, replacement_card("C Then Red", lambda mana: True, c_then_red)]
    )
    assert game.could_produce(forest) == {ManaType.R, ManaType.G, ManaType.C}


def test_self_replacement_effects_apply_first(new_game: NewGame) -> None:
    """616.1a: the self-replacement effect adds {U} first; then the other, which turns
    exactly {G} into {R}, no longer applies. {R} is never possible."""
    adds_blue = Effect(None, True, "add", ManaType.U, self_replacement=True)
    red_if_only_green = Effect(ManaType.U, False, "instead", ManaType.R)
    game, forest = forest_under(new_game, effect_cards([red_if_only_green, adds_blue]))
    assert game.could_produce(forest) == {ManaType.G, ManaType.U}


def test_twelve_mana_reflections_and_contamination(new_game: NewGame) -> None:
    """Contamination applies in every order, so every outcome is black mana; Reflecting
    Pool could produce what the Forest could (106.7)."""
    game = new_game()
    alice = game.players[0]
    forest = game.add_card("Forest", alice)
    pool = game.add_card("Reflecting Pool", alice)
    for _ in range(12):
        game.add_card("Mana Reflection", alice)
    assert game.could_produce(forest) == {ManaType.G}
    assert game.could_produce(pool) == {ManaType.G}
    game.add_card("Contamination", alice)
    assert game.could_produce(forest) == {ManaType.B}
    assert game.could_produce(pool) == {ManaType.B}


def test_reflecting_pools_are_answered_in_steps_that_grow_with_them(
    new_game: NewGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seven Reflecting Pools and a Forest: each Pool could produce {G} (106.7), found by
    asking what each ability would make of each type once, not once for every order the
    Pools could be visited in (thousands)."""
    game = new_game()
    alice = game.players[0]
    game.add_card("Forest", alice)
    pools = [game.add_card("Reflecting Pool", alice) for _ in range(7)]
    game.begin_at(alice, Step.MAIN1)
    asked: list[ManaEvent] = []
    searched = could_produce_module.outcomes

    def counted(game: Game, event: ManaEvent) -> frozenset[ManaType]:
        asked.append(event)
        return searched(game, event)

    monkeypatch.setattr(could_produce_module, "outcomes", counted)
    assert game.could_produce(pools[0]) == {ManaType.G}
    assert len(asked) <= 2 * (len(pools) + 1)


def red_when_even(event: ManaEvent) -> ManaEvent:
    """One function every effect of the Staggered Prism shares: {R} instead of an even
    amount of mana, one more {C} otherwise."""
    mana = event.mana
    return event.with_mana(ManaAmount(r=1) if mana.total % 2 == 0 else mana + ManaAmount(c=1))


def staggered_prisms(game: Game, event: ManaEvent) -> list[ReplacementEffect[ManaEvent]]:
    """The Staggered Prisms' effects, all with one ``apply``: the Nth Prism's applies
    only while there are at most N mana."""
    if not event.tapped_for_mana:
        return []
    prisms = game.permanents("Staggered Prism")
    return [
        ReplacementEffect(p, "its effect", red_when_even)
        for number, p in enumerate(prisms, start=1)
        if event.mana.total <= number
    ]


def every_order(game: Game, event: ManaEvent, applied: frozenset) -> set[ManaType]:
    """106.7 and 616.1 read literally, asking the plugin itself at each event."""
    offers = [o for o in staggered_prisms(game, event) if o.key not in applied]
    if not offers:
        return set(event.mana.types)
    found: set[ManaType] = set()
    for offer in offers:
        found |= every_order(game, offer.apply(event), applied | {offer.key})
    return found


@pytest.mark.parametrize("prisms", [1, 2, 3, 4, 5])
def test_effects_sharing_one_function_but_not_applying_alike(
    new_game: NewGame, prisms: int
) -> None:
    """Effects that share one ``apply`` make the same event of an event, so the search
    asks it once per event; whether each applies is still asked of each (616.1f), and
    effects that stop applying at different events are told apart."""
    plugin = SimpleNamespace(replace_mana_event=hookimpl(staggered_prisms))
    prism = load_card_text('name = "Staggered Prism"\ntypes = ["Artifact"]\n', plugin=plugin)
    game, forest = forest_under(new_game, [prism] * prisms)
    ability = forest.mana_abilities[0]
    event = ManaEvent(forest, ability, forest.controller, ability.produces)
    expected = every_order(game, event, frozenset())
    assert game.could_produce(forest) == expected
    assert ManaType.R in expected or prisms < 2


effects = st.builds(
    Effect,
    when=st.sampled_from([None, ManaType.G, ManaType.C, ManaType.R]),
    present=st.booleans(),
    does=st.sampled_from(["add", "instead", "twice"]),
    mana_type=st.sampled_from([ManaType.G, ManaType.C, ManaType.R]),
    self_replacement=st.booleans(),
    self_if=st.sampled_from([None, None, ManaType.C, ManaType.R]),
)


@settings(suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(effects, min_size=1, max_size=5))
def test_could_produce_is_every_order_tried(new_game: NewGame, chosen: list[Effect]) -> None:
    """The merged search finds exactly what trying every order finds (106.7, 616.1).
    ``new_game`` only builds games, so sharing it between examples is safe."""
    game, forest = forest_under(new_game, effect_cards(chosen))
    assert game.could_produce(forest) == by_every_order(ManaAmount(g=1), chosen, frozenset())


def endless_card() -> CardDefinition:
    """An enchantment whose plugin offers a new effect each time: its description names
    the mana so far, so no two are the same effect (614.5)."""

    def replace_mana_event(game: Game, event: ManaEvent) -> list[ReplacementEffect[ManaEvent]]:
        if not event.tapped_for_mana:
            return []
        source = game.permanents("Endless Echo")[0]
        more = event.with_mana(event.mana + ManaAmount(c=1))
        return [ReplacementEffect(source, f"after {event.mana.total}", lambda e: more)]

    plugin = SimpleNamespace(replace_mana_event=hookimpl(replace_mana_event))
    return load_card_text('name = "Endless Echo"\ntypes = ["Enchantment"]\n', plugin=plugin)


def test_an_endless_supply_of_effects_is_an_error_not_a_hang(
    new_game: NewGame, monkeypatch: pytest.MonkeyPatch
) -> None:
    """could_produce gives up after its bound of states; tapping the land for mana names
    the card whose effects never end, and the game is as it was."""
    monkeypatch.setattr(could_produce_module, "MOST_STATES", 500)
    monkeypatch.setattr(replacement_module, "MOST_REPLACEMENTS", 200)
    game, forest = forest_under(new_game, [endless_card()])
    with pytest.raises(CardhostError, match="gave up after 500 orders"):
        game.could_produce(forest)
    before = game_state(game)
    with pytest.raises(CardPluginError, match=r"Endless Echo.*more than 200 replacement effects"):
        game.activate_mana_ability(forest)
    assert game_state(game) == before
