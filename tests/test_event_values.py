"""Events as values: frozen records with their fields, equality and defaults, each
keeping its objects as they were when it happened (608.2h); and the plain values the
kernel reads quickly (mana sums, zones, steps, card types) staying exact."""

from __future__ import annotations

import dataclasses
import functools
import weakref
from collections.abc import Callable

import pytest

from cardhost import (
    CardType,
    Game,
    GameObject,
    Layer,
    ManaAmount,
    Modification,
    ObjectRef,
    Step,
    TappedOrUntapped,
    Zone,
    ZoneChanged,
)
from cardhost.model import card_types, turns, zones
from cardhost.model.events import Event, event
from cardhost.model.mana import EMPTY_POOL

NewGame = Callable[..., Game]


def test_an_event_is_frozen_and_compares_by_its_fields(new_game: NewGame) -> None:
    game = new_game()
    forest = game.add_card("Forest", game.players[0])
    tapped = TappedOrUntapped(forest, True, "cost {T}")
    assert tapped == TappedOrUntapped(permanent=forest, tapped=True, reason="cost {T}")
    assert tapped != TappedOrUntapped(forest, False, "cost {T}")
    assert repr(tapped).startswith("TappedOrUntapped(permanent=")
    with pytest.raises(dataclasses.FrozenInstanceError):
        tapped.tapped = False  # type: ignore[misc]


def test_an_event_in_a_copied_game_keeps_its_fields_and_snapshots(new_game: NewGame) -> None:
    """608.2h: a copy of a game copies its log, and each event in it still shows its
    objects as they were, holds the copy's own objects, and is still frozen."""
    game = new_game()
    game.begin_at("Alice", Step.MAIN1)
    forest = game.add_card("Forest", game.players[0])
    game.activate_mana_ability(forest)
    game.create_effect(forest, [forest], [Modification(Layer.CONTROL, control=True)])
    tapped = game.log.events(TappedOrUntapped)[-1]
    twin = game.copy().log.events(TappedOrUntapped)[-1]
    assert type(twin) is TappedOrUntapped and twin is not tapped
    assert twin.shown("permanent") == tapped.shown("permanent")
    assert twin.permanent is not forest and twin.permanent.id == forest.id
    assert (twin.tapped, twin.reason) == (True, "cost {T}")
    with pytest.raises(dataclasses.FrozenInstanceError):
        twin.reason = "changed"  # type: ignore[misc]
    assert weakref.ref(twin)() is twin


def test_an_event_takes_its_defaults_and_refuses_a_missing_field(new_game: NewGame) -> None:
    game = new_game()
    forest = game.add_card("Forest", game.players[0])
    moved = ZoneChanged(forest, "battlefield", "graveyard")
    assert (moved.reason, moved.new, moved.together) == ("", None, ())
    assert moved.simultaneous == (forest,)
    with pytest.raises(TypeError):
        ZoneChanged(forest)  # type: ignore[call-arg]


def test_an_event_keeps_each_object_as_it_was_and_nothing_else(new_game: NewGame) -> None:
    """608.2h: the snapshot is of the fields that can hold an object, taken when the
    event is made; a later change of the object leaves it as it was."""
    game = new_game()
    alice, bob = game.players
    forest = game.add_card("Forest", alice)
    tapped = TappedOrUntapped(forest, True, "cost {T}")
    thief = game.add_card("Forest", bob)
    game.create_effect(thief, [forest], [Modification(Layer.CONTROL, control=True)])
    ref = tapped.shown("permanent")
    assert ref == ObjectRef(forest.id, "Forest", "Alice", forest.card_id)
    assert tapped.snapshots() == {"permanent": ref}
    assert tapped.shown("reason") == "cost {T}"  # holds no object: as it is
    assert TappedOrUntapped(forest, True, "").shown("permanent").controller == "Bob"


def test_an_event_class_of_no_fields_is_made_and_equal_to_its_like() -> None:
    @event
    class Happened(Event):
        pass

    assert Happened() == Happened() and Happened().snapshots() == {}


def test_an_event_class_with_a_field_made_by_a_factory_is_refused() -> None:
    class Counted(Event):
        counts: list[int] = dataclasses.field(default_factory=list)

    with pytest.raises(TypeError, match=r"Counted\.counts: an event's fields are plain ones"):
        event(Counted)


def test_an_event_class_with_fields_its_made_init_would_not_take_is_refused() -> None:
    class KeywordOnly(Event):
        first: int = 0
        second: int = dataclasses.field(default=0, kw_only=True)

    class InitOnly(Event):
        seen: dataclasses.InitVar[int]

    class PostInit(Event):
        seen: int

        def __post_init__(self) -> None:
            pass

    for kind in (KeywordOnly, InitOnly, PostInit):
        with pytest.raises(TypeError, match=rf"{kind.__name__}: an event's fields are plain"):
            event(kind)


def test_an_event_class_not_made_by_event_cant_be_made(new_game: NewGame) -> None:
    """It would keep no snapshot of its objects (608.2h): refused when made, by name,
    whether a plain dataclass (with fields of its own or not) or a plain subclass."""

    @dataclasses.dataclass(frozen=True)
    class Plain(Event):
        permanent: object

    @dataclasses.dataclass(frozen=True)
    class PlainTapped(TappedOrUntapped):
        extra: int = 0

    class Subclass(TappedOrUntapped):
        pass

    forest = new_game().add_card("Forest", "Alice")
    made = [
        (Plain, (forest,), {}),
        (PlainTapped, (forest, True, "cost {T}"), {"extra": 1}),
        (Subclass, (forest, True, "cost {T}"), {}),
    ]
    for kind, args, kwargs in made:
        with pytest.raises(TypeError, match=rf"{kind.__name__} is an event class not made by"):
            kind(*args, **kwargs)


def test_an_event_class_of_an_authors_own_behaves_as_a_class(new_game: NewGame) -> None:
    """An author's event class: a bare super() in its methods, a field given a new
    default by a subclass, fields named as the event's own parameters might be, and
    a frozen event refusing any attribute set."""

    @event
    class Noted(Event):
        permanent: GameObject
        amount: int = 1
        cls: str = "a"
        self: str = "b"

        @property
        def text(self) -> str:
            return f"noted {self.amount}"

    @event
    class NotedAgain(Noted):
        amount: int = 5

        @property
        def text(self) -> str:
            return super().text + " again"

    forest = new_game().add_card("Forest", "Alice")
    again = NotedAgain(forest, 7)
    assert (again.amount, again.cls, again.self, str(again)) == (7, "a", "b", "noted 7 again")
    assert NotedAgain(forest).amount == 5 and Noted(forest).amount == 1
    assert dataclasses.replace(again, amount=2).text == "noted 2 again"
    assert again.shown("permanent").name == "Forest"
    for name in ("amount", "unknown"):
        with pytest.raises(dataclasses.FrozenInstanceError):
            setattr(again, name, 3)


def test_an_event_class_that_cant_be_made_is_refused_by_name() -> None:
    """A cached_property (an event keeps only its fields, in slots) and a field the
    generated __new__ needs the name of: each a TypeError saying so."""

    class Cached(Event):
        a: int = 0

        @functools.cached_property
        def double(self) -> int:
            return 2 * self.a

    class Clashing(Event):
        __event__: int = 0

    for kind, problem in (
        (Cached, "Cached: an event keeps only its fields"),
        (Clashing, "Clashing: no field of an event is named"),
    ):
        with pytest.raises(TypeError, match=problem):
            event(kind)


def test_sums_of_mana_are_exact_past_the_amounts_kept() -> None:
    """106.1: an amount is its counts, however many different amounts were added."""
    one_green = ManaAmount(g=1)
    total = ManaAmount()
    for count in range(1, 6_000):
        total = total + one_green
        assert total.g == count and total.total == count
    assert ManaAmount(w=2) + ManaAmount(c=3) == ManaAmount(w=2, c=3)
    assert ManaAmount(u=1) * 3 == ManaAmount(u=3)
    assert ManaAmount(r=4) + ManaAmount() == ManaAmount(r=4)


def test_pools_added_to_are_exact_past_the_sums_kept() -> None:
    """106.4, 106.3: a pool holds all the mana added to it, snow mana apart, however many
    different pools were added to (sums are kept by the identity of what was added)."""
    pool = EMPTY_POOL
    for count in range(1, 6_000):
        pool = pool.plus(ManaAmount(g=1), snow=count % 3 == 0)
        assert pool.total == count and pool.snow.g == count // 3
    twice = [EMPTY_POOL.plus(ManaAmount(w=n % 7)) for n in range(10_000)]
    assert [p.ordinary.w for p in twice] == [n % 7 for n in range(10_000)]


@pytest.mark.parametrize(
    ("module", "members"), [(zones, Zone), (turns, Step), (card_types, CardType)]
)
def test_every_zone_step_and_card_type_has_its_module_constant(
    module: object, members: type
) -> None:
    """The kernel reads these as module constants: each must be the member itself."""
    for member in members:  # type: ignore[attr-defined]
        assert getattr(module, member.name) is member
