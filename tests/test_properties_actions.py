"""Property tests: generated action sequences on generated boards of the bundled cards.

A hypothesis state machine sets up a board (players, life totals, libraries, hands,
battlefields, graveyards, mana pools; a game begun at some step, started, or not yet
started) and then takes generated actions with generated arguments: objects that still
exist, objects that have left their zone (400.7), abilities on the stack, objects and
players of another game, names that aren't players, steps and zones that don't exist.
Every choice is answered by a chooser the example drives. After each action:

- the action succeeded, or raised a ``CardhostError``; never anything else;
- an action that raised left ``game_state(game)`` as it was (732.1: every change of a
  refused action is undone; the API promises it of ``IllegalActionError`` and of every
  action's failure);
- a query (``devotion``, ``could_produce``) changed nothing, whatever it returned;
- every mana pool holds only mana: a ``ManaPool`` of counts, none negative;
- every player's devotion to every colour and pair of colours is the count of 700.5
  computed here by brute force from the printed mana costs (the card files themselves),
  plus one for each Altar of the Pantheon the player controls (700.5a);
- the log renders;
- no example runs longer than the profile's deadline, and no action hangs.

The guarantees and their limits are in docs/guarantees.md; the settings profiles are in
tests/conftest.py.
"""

from __future__ import annotations

import random
import re
import signal
import sys
import threading
from collections.abc import Callable
from itertools import combinations
from typing import Any, NamedTuple

from hypothesis import note, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    Bundle,
    RuleBasedStateMachine,
    initialize,
    invariant,
    multiple,
    precondition,
    rule,
)

from cardhost import (
    CardhostError,
    Choice,
    Color,
    Game,
    GameObject,
    ManaAmount,
    ManaPool,
    ManaType,
    Player,
    Step,
    Zone,
    bundled_catalog,
    game_state,
)

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

# ------------------------------------------------------------------ the bundled cards
CATALOG = bundled_catalog()
CARDS = sorted(card.name for card in CATALOG)
TOKENS = sorted({name for card in CATALOG for name in card.tokens})


def printed_costs() -> dict[str, str]:
    """Each bundled card's mana cost as its file prints it ("" for none), read from the
    card files themselves rather than from the engine's parse."""
    costs = {}
    for card in CATALOG:
        with open(card.source, "rb") as file:
            costs[card.name] = tomllib.load(file).get("mana_cost", "")
    return costs


PRINTED_COSTS = printed_costs()
ALTAR = "Altar of the Pantheon"
"""The one bundled card whose text raises devotion: "Your devotion to each color and each
combination of colors is increased by one." (700.5a)"""
assert ALTAR in CARDS

SYMBOL = re.compile(r"\{([^{}]*)\}")


def symbol_colors(body: str) -> set[str]:
    """The colours of a mana symbol (105.1, 107.4): its colour letters, each part of a
    hybrid ({W/B}), monocolored hybrid ({2/W}) or Phyrexian ({W/P}) symbol included."""
    return {part for part in body.upper().split("/") if part in ("W", "U", "B", "R", "G")}


def brute_force_devotion(game: Game, player: Player, colors: frozenset[str]) -> int:
    """700.5: the mana symbols of ``colors`` (one symbol counts once, whichever of them it
    is: MC-5) among the mana costs of the permanents ``player`` controls (an Aura on
    another's permanent included: MC-6); a token a card defines has no mana cost (111.4),
    a token copy of a card has the card's (707.2), a back face has none (712.8e, MC-4);
    text boxes count for nothing (MC-1);
    generic, colorless and X symbols for nothing (MC-7). Then 700.5a: one more for each
    Altar of the Pantheon the player controls."""
    total = 0
    for permanent in game.battlefield:
        if permanent.controller is not player:
            continue
        if permanent.definition.name == ALTAR:
            total += 1
        if permanent.transformed:
            continue
        cost = PRINTED_COSTS.get(permanent.definition.name, "")
        total += sum(1 for body in SYMBOL.findall(cost) if symbol_colors(body) & colors)
    return total


COLOR_SETS = [frozenset(c) for c in "WUBRG"] + [
    frozenset(pair) for pair in combinations("WUBRG", 2)
]

# ------------------------------------------------------------------ arguments
PLAYER_NAMES = ("Alice", "Bob", "Carol")
WHO = [*PLAYER_NAMES, "'Alice'", "'Bob'", "'Carol'", "'Nobody'", "foreign Alice"]
"""Players as the rules name them: ``Alice`` is the player object (another game's if this
game has no Alice), ``'Alice'`` the string, ``foreign Alice`` another game's player."""
who = st.sampled_from(WHO)
maybe_who = st.none() | who

STEP_NAMES = [s.value for s in Step]
steps = st.one_of(
    st.sampled_from(list(Step)),
    st.sampled_from([*STEP_NAMES, "Upkeep", "main", "combat", "", "untap "]),
)
zones = st.one_of(st.sampled_from(list(Zone)), st.sampled_from(["Hand", "sideboard", ""]))
card_names = st.one_of(
    st.sampled_from(CARDS),
    st.sampled_from(TOKENS),
    st.sampled_from(["Llanowar Elf", "", "forest"]),
)
odd_strings = st.one_of(
    st.sampled_from(["", "a reason", "\x1b[31m", "line\nbreak", "Ω" * 50]),
    st.text(max_size=8),
)
mana_texts = st.one_of(
    st.lists(
        st.sampled_from(["{W}", "{U}", "{B}", "{R}", "{G}", "{C}", "{2}", "{S}", "{W/P}"]),
        max_size=4,
    ).map("".join),
    st.sampled_from(["{X}", "{W/U}", "{1000001}", "{0}", "G", "{", "{Q}", ""]),
)
counter_kinds = st.sampled_from(["+1/+1", "-1/-1", "charge", "", "\x00"])
keywords = st.sampled_from(["flying", "haste", "first strike", "double strike", "vigilance", ""])
small = st.one_of(st.integers(-3, 6), st.sampled_from([10**6, -(10**6), 2**63]))


class Placement(NamedTuple):
    """One card of a generated board: ``attach`` picks what an Aura enchants, among the
    permanents placed before it."""

    card: str
    owner: int
    zone: str
    tapped: bool = False
    summoning_sick: bool = False
    controller: int | None = None
    attach: int = 0


placements = st.builds(
    Placement,
    card=st.sampled_from(CARDS),
    owner=st.integers(0, 2),
    zone=st.sampled_from(["battlefield", "battlefield", "hand", "graveyard", "exile", "stack"]),
    tapped=st.booleans(),
    summoning_sick=st.booleans(),
    controller=st.none() | st.integers(0, 2),
    attach=st.integers(0, 20),
)

BEGIN_STEPS = [
    Step.UPKEEP,
    Step.DRAW,
    Step.MAIN1,
    Step.BEGINNING_OF_COMBAT,
    Step.DECLARE_ATTACKERS,
    Step.MAIN2,
    Step.END,
    Step.CLEANUP,
]


class Opening(NamedTuple):
    """How the game begins: ``begin_at`` a step, ``start`` from turn 1, or not at all."""

    how: str
    active: int = 0
    step: Step = Step.MAIN1
    turns_taken: int = 1
    opening_hands: bool = False


openings = st.one_of(
    st.builds(
        Opening,
        how=st.just("begin_at"),
        active=st.integers(0, 2),
        step=st.sampled_from(BEGIN_STEPS),
        turns_taken=st.integers(0, 4),
    ),
    st.builds(Opening, how=st.just("start"), active=st.integers(0, 2), opening_hands=st.booleans()),
    st.just(Opening("not started")),
)


class GeneratedChooser:
    """Answers every choice from the example's own random numbers: usually the first
    option (the engine orders options so the first keeps a cost payable), else any."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed)

    def choose(self, choice: Choice) -> Any:
        options = choice.options
        if self.random.random() < 0.6:
            return options[0]
        return options[self.random.randrange(len(options))]


# ------------------------------------------------------------------ a guard against hangs
HANG_SECONDS = 20.0
"""An example still running after this long is stopped and fails (the profile's deadline,
a few seconds, fails slower ones once they end; this stops one that would never end)."""


class ExampleHung(Exception):
    """Raised by the alarm in an example that ran too long."""


def _can_alarm() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


# ------------------------------------------------------------------ the state machine
class ActionSequences(RuleBasedStateMachine):
    """A game of the bundled cards and a generated sequence of actions on it."""

    objects = Bundle("objects")

    def __init__(self) -> None:
        super().__init__()
        self.game: Game | None = None
        self.foreign = Game(["Alice", "Bob"])
        self.foreign_card = self.foreign.add_card("Forest", "Alice")
        self.hung = False
        if _can_alarm():
            signal.signal(signal.SIGALRM, self._alarm)
            signal.setitimer(signal.ITIMER_REAL, HANG_SECONDS)

    def _alarm(self, signum: int, frame: object) -> None:
        self.hung = True
        raise ExampleHung(f"the example ran longer than {HANG_SECONDS} s")

    def teardown(self) -> None:
        if _can_alarm():
            signal.setitimer(signal.ITIMER_REAL, 0)

    # -------------------------------------------------------------- helpers
    def player(self, name: str | None) -> Player | str | None:
        """The player ``name`` (from :data:`WHO`) stands for."""
        if name is None:
            return None
        if name.startswith("'"):
            return name.strip("'")
        if name.startswith("foreign "):
            return self.foreign.player(name.removeprefix("foreign "))
        assert self.game is not None
        mine = [p for p in self.game.players if p.name == name]
        return mine[0] if mine else self.foreign.players[0]

    def target(self, value: Any) -> Any:
        """A target as drawn: a player's name from :data:`WHO` stands for the player."""
        return self.player(value) if isinstance(value, str) and value in WHO else value

    def attempt(self, what: str, call: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        """Take one action: it succeeds, or raises a ``CardhostError`` and leaves the game
        as it was. Any other exception fails the example as it is."""
        game = self.game
        assert game is not None
        before = game_state(game)
        shown = ", ".join([*map(repr, args), *(f"{k}={v!r}" for k, v in kwargs.items())])
        note(f"game.{what}({shown})")
        try:
            result = call(*args, **kwargs)
        except CardhostError as error:
            self.check_not_hung(what)
            after = game_state(game)
            assert after == before, (
                f"game.{what}({shown}) raised {type(error).__name__} ({error}) and left the "
                f"game changed:\n{describe_change(before, after)}"
            )
            note(f"    refused: {type(error).__name__}: {error}")
            return None
        self.check_not_hung(what)
        note(f"    -> {result!r}")
        return result

    def query(
        self, what: str, call: Callable[..., Any], *args: Any, before: Any = None
    ) -> tuple[Any, Any]:
        """Ask the game something: an answer or a ``CardhostError``, and nothing changed.
        The answer (``None`` for an error) and the state after it, which is the state
        ``before`` the next query when nothing happens between them (given, it isn't
        taken again)."""
        game = self.game
        assert game is not None
        if before is None:
            before = game_state(game)
        try:
            result = call(*args)
        except CardhostError:
            result = None
        self.check_not_hung(what)
        after = game_state(game)
        assert after == before, (
            f"the query {what}{args!r} changed the game:\n{describe_change(before, after)}"
        )
        return result, after

    def check_not_hung(self, what: str) -> None:
        assert not self.hung, f"{what} ran past the alarm ({HANG_SECONDS} s)"

    @staticmethod
    def objects_made(result: Any) -> Any:
        if isinstance(result, GameObject):
            return multiple(result)
        if isinstance(result, list):
            return multiple(*(o for o in result if isinstance(o, GameObject)))
        return multiple()

    # -------------------------------------------------------------- the board
    @initialize(
        target=objects,
        players=st.sampled_from([PLAYER_NAMES[:2], PLAYER_NAMES]),
        life=st.integers(1, 20),
        libraries=st.lists(st.lists(st.sampled_from(CARDS), max_size=8), min_size=3, max_size=3),
        opening=openings,
        board=st.lists(placements, max_size=12),
        pools=st.lists(st.tuples(st.integers(0, 2), mana_texts), max_size=3),
        seed=st.integers(0, 2**32 - 1),
    )
    def set_up(
        self,
        players: tuple[str, ...],
        life: int,
        libraries: list[list[str]],
        opening: Opening,
        board: list[Placement],
        pools: list[tuple[int, str]],
        seed: int,
    ) -> Any:
        game = Game(players, chooser=GeneratedChooser(seed), starting_life=life, seed=seed)
        self.game = game
        everyone = game.players
        made: list[GameObject] = []
        for player, library in zip(everyone, libraries, strict=False):
            for name in library:
                made.append(self.attempt("add_card", game.add_card, name, player, "library"))
        active = everyone[opening.active % len(everyone)]
        if opening.how == "begin_at":
            turns = {p.name: opening.turns_taken for p in everyone}
            self.attempt("begin_at", game.begin_at, active, opening.step, turns_taken=turns)
        elif opening.how == "start":
            self.attempt("start", game.start, active, opening_hands=opening.opening_hands)
        for placement in board:
            permanents = list(game.battlefield)
            attached = permanents[placement.attach % len(permanents)] if permanents else None
            controller = placement.controller
            made.append(
                self.attempt(
                    "add_card",
                    game.add_card,
                    placement.card,
                    everyone[placement.owner % len(everyone)],
                    placement.zone,
                    tapped=placement.tapped,
                    summoning_sick=placement.summoning_sick,
                    attached_to=attached
                    if "Aura" in CATALOG.get(placement.card).front.subtypes
                    else None,
                    controller=None if controller is None else everyone[controller % len(everyone)],
                )
            )
        for index, mana in pools:
            self.attempt("add_mana", game.add_mana, everyone[index % len(everyone)], mana)
        return multiple(*(o for o in made if o is not None))

    # -------------------------------------------------------------- picking arguments
    @rule(target=objects, index=st.integers(0, 100))
    def pick(self, index: int) -> Any:
        """An object or ability in the game now, by its place in the game."""
        game = self.game
        assert game is not None
        present: list[Any] = [*game.battlefield, *game.stack, *game.exile_zone]
        for player in game.players:
            present.extend([*player.hand, *player.library, *player.graveyard])
        return multiple(present[index % len(present)]) if present else multiple()

    @rule(target=objects, junk=st.sampled_from(["None", "a string", "a player", "foreign card"]))
    def pick_junk(self, junk: str) -> Any:
        """What is not a card of this game."""
        assert self.game is not None
        value = {
            "None": None,
            "a string": "Forest",
            "a player": self.game.players[0],
            "foreign card": self.foreign_card,
        }[junk]
        return multiple(value)

    # -------------------------------------------------------------- player actions
    @rule(target=objects, card=objects)
    def play_land(self, card: Any) -> Any:
        return self.objects_made(self.attempt("play_land", self.game.play_land, card))

    @rule(
        target=objects,
        card=objects,
        x=st.none() | small,
        target_=st.none() | objects | who,
    )
    def cast(self, card: Any, x: int | None, target_: Any) -> Any:
        spell = self.attempt("cast", self.game.cast, card, x=x, target=self.target(target_))
        return self.objects_made(spell)

    @rule(permanent=objects, index=st.integers(-1, 2))
    def activate_mana_ability(self, permanent: Any, index: int) -> None:
        self.attempt("activate_mana_ability", self.game.activate_mana_ability, permanent, index)

    @rule(
        target=objects,
        permanent=objects,
        index=st.integers(-1, 2),
        x=st.none() | small,
        chosen=st.none() | st.lists(objects | who, max_size=2),
    )
    def activate(self, permanent: Any, index: int, x: int | None, chosen: Any) -> Any:
        targets = None if chosen is None else [self.target(t) for t in chosen]
        self.attempt("activate", self.game.activate, permanent, index, x=x, targets=targets)
        return multiple()

    @rule()
    def pass_priority(self) -> None:
        self.attempt("pass_priority", self.game.pass_priority)

    @rule()
    def decide(self) -> None:
        self.attempt("decide", self.game.decide)

    @rule(player=who, mana=mana_texts)
    def add_mana(self, player: str, mana: str) -> None:
        self.attempt("add_mana", self.game.add_mana, self.player(player), mana)

    @rule(attackers=st.lists(objects, max_size=3), defender=maybe_who)
    def declare_attackers(self, attackers: list[Any], defender: str | None) -> None:
        declared: Any = attackers
        if defender is not None:
            try:
                declared = dict.fromkeys(attackers, self.player(defender))
            except TypeError:  # an unhashable junk object
                declared = attackers
        self.attempt("declare_attackers", self.game.declare_attackers, declared)

    @rule(blocks=st.lists(st.tuples(objects, objects), max_size=3))
    def declare_blockers(self, blocks: list[tuple[Any, Any]]) -> None:
        try:
            mapping = dict(blocks)
        except TypeError:
            return
        self.attempt("declare_blockers", self.game.declare_blockers, mapping)

    @rule(creature=objects)
    def remove_from_combat(self, creature: Any) -> None:
        self.attempt("remove_from_combat", self.game.remove_from_combat, creature)

    # -------------------------------------------------------------- passing
    @rule()
    def resolve_top(self) -> None:
        self.attempt("resolve_top", self.game.resolve_top)

    @rule()
    def resolve_stack(self) -> None:
        self.attempt("resolve_stack", self.game.resolve_stack)

    @rule()
    def advance(self) -> None:
        self.attempt("advance", self.game.advance)

    @rule(step=steps, player=maybe_who)
    def advance_to(self, step: Any, player: str | None) -> None:
        self.attempt("advance_to", self.game.advance_to, step, self.player(player))

    @rule()
    def next_turn(self) -> None:
        self.attempt("next_turn", self.game.next_turn)

    @rule(player=who)
    def add_extra_turn(self, player: str) -> None:
        self.attempt("add_extra_turn", self.game.add_extra_turn, self.player(player))

    @rule(player=who, exempt=st.lists(objects, max_size=2))
    def restart(self, player: str, exempt: list[Any]) -> None:
        self.attempt("restart", self.game.restart, self.player(player), exempt=exempt)

    @rule(player=who, step=steps)
    def begin_at(self, player: str, step: Any) -> None:
        self.attempt("begin_at", self.game.begin_at, self.player(player), step)

    @rule(player=maybe_who)
    def start(self, player: str | None) -> None:
        self.attempt("start", self.game.start, self.player(player))

    # -------------------------------------------------------------- effects
    @rule(target=objects, permanent=objects, reason=odd_strings)
    def sacrifice(self, permanent: Any, reason: str) -> Any:
        return self.objects_made(self.attempt("sacrifice", self.game.sacrifice, permanent, reason))

    @rule(
        target=objects,
        card=objects,
        controller=maybe_who,
        tapped=st.booleans(),
        attacking=maybe_who,
    )
    def put_onto_battlefield(
        self, card: Any, controller: str | None, tapped: bool, attacking: str | None
    ) -> Any:
        permanent = self.attempt(
            "put_onto_battlefield",
            self.game.put_onto_battlefield,
            card,
            controller=self.player(controller),
            tapped=tapped,
            attacking=self.player(attacking),
        )
        return self.objects_made(permanent)

    @rule(target=objects, name=card_names, controller=who, count=st.integers(-3, 6) | st.just(True))
    def create_token(self, name: str, controller: str, count: int) -> Any:
        tokens = self.attempt(
            "create_token", self.game.create_token, name, self.player(controller), count
        )
        return self.objects_made(tokens)

    @rule(target=objects, obj=objects, zone=zones, reason=odd_strings)
    def move_to(self, obj: Any, zone: Any, reason: str) -> Any:
        return self.objects_made(self.attempt("move_to", self.game.move_to, obj, zone, reason))

    @rule(permanent=objects)
    def transform(self, permanent: Any) -> None:
        self.attempt("transform", self.game.transform, permanent)

    @rule(permanent=objects, kind=counter_kinds, amount=small)
    def add_counters(self, permanent: Any, kind: str, amount: int) -> None:
        self.attempt("add_counters", self.game.add_counters, permanent, kind, amount)

    @rule(permanent=objects, keyword=keywords)
    def grant_keyword(self, permanent: Any, keyword: str) -> None:
        self.attempt("grant_keyword", self.game.grant_keyword, permanent, keyword)

    @rule(player=who, amount=small, reason=odd_strings)
    def gain_life(self, player: str, amount: int, reason: str) -> None:
        self.attempt("gain_life", self.game.gain_life, self.player(player), amount, reason)

    @rule(
        verb=st.sampled_from(["lose_life", "draw", "mill", "scry", "discard", "shuffle"]),
        player=who,
        amount=small,
    )
    def player_effect(self, verb: str, player: str, amount: int) -> Any:
        args = (self.player(player),) if verb == "shuffle" else (self.player(player), amount)
        self.attempt(verb, getattr(self.game, verb), *args)

    @rule(
        target=objects,
        verb=st.sampled_from(
            ["destroy", "exile", "return_to_hand", "tap", "untap", "counter", "follow"]
        ),
        obj=objects,
    )
    def object_effect(self, verb: str, obj: Any) -> Any:
        return self.objects_made(self.attempt(verb, getattr(self.game, verb), obj))

    @rule(source=objects, recipient=objects | who, amount=small)
    def deal_damage(self, source: Any, recipient: Any, amount: int) -> None:
        self.attempt("deal_damage", self.game.deal_damage, source, self.target(recipient), amount)

    @rule(permanent=objects, kind=counter_kinds, amount=small)
    def remove_counters(self, permanent: Any, kind: str, amount: int) -> None:
        self.attempt("remove_counters", self.game.remove_counters, permanent, kind, amount)

    @rule(target=objects, player=who)
    def investigate(self, player: str) -> Any:
        return self.objects_made(
            self.attempt("investigate", self.game.investigate, self.player(player))
        )

    @rule(target=objects, player=who, count=small, to=zones)
    def search_library(self, player: str, count: int, to: Any) -> Any:
        found = self.attempt(
            "search_library",
            self.game.search_library,
            self.player(player),
            lambda card: card.is_land,
            "a land card",
            count=count,
            to=to,
        )
        return self.objects_made(found)

    @rule(
        source=objects,
        player=who,
        mana=st.one_of(
            st.lists(st.sampled_from(list(ManaType)), max_size=3).map(lambda t: ManaAmount.of(*t)),
            st.builds(ManaAmount, c=st.integers(0, 10**6)),
            st.sampled_from([(ManaType.G,), ["G"], None, "{G}"]),
        ),
        reason=odd_strings,
    )
    def add_mana_from(self, source: Any, player: str, mana: Any, reason: str) -> None:
        self.attempt(
            "add_mana_from", self.game.add_mana_from, source, self.player(player), mana, reason
        )

    @rule(
        target=objects,
        name=card_names,
        owner=who,
        zone=zones,
        tapped=st.booleans(),
        summoning_sick=st.booleans(),
        attached_to=st.none() | objects,
        controller=maybe_who,
    )
    def add_card(
        self,
        name: str,
        owner: str,
        zone: Any,
        tapped: bool,
        summoning_sick: bool,
        attached_to: Any,
        controller: str | None,
    ) -> Any:
        card = self.attempt(
            "add_card",
            self.game.add_card,
            name,
            self.player(owner),
            zone,
            tapped=tapped,
            summoning_sick=summoning_sick,
            attached_to=attached_to,
            controller=self.player(controller),
        )
        return self.objects_made(card)

    # -------------------------------------------------------------- queries
    @rule(player=who, colors=st.lists(st.sampled_from([*Color, "white", "b", "pink", ""])))
    def devotion(self, player: str, colors: list[Any]) -> None:
        self.query("devotion", self.game.devotion, self.player(player), *colors)

    @rule(permanent=objects)
    def could_produce(self, permanent: Any) -> None:
        self.query("could_produce", self.game.could_produce, permanent)

    # -------------------------------------------------------------- invariants
    @precondition(lambda self: self.game is not None)
    @invariant()
    def mana_pools_hold_mana(self) -> None:
        for player in self.game.players:
            pool = player.mana_pool
            assert isinstance(pool, ManaPool), f"{player}'s mana pool is {pool!r}"
            for part in (pool.ordinary, pool.snow):
                assert isinstance(part, ManaAmount), f"{player}'s mana pool holds {part!r}"
                for mana_type in ManaType:
                    count = part.count(mana_type)
                    assert isinstance(count, int) and count >= 0, (
                        f"{player}'s pool holds {count!r} {mana_type.symbol}"
                    )

    @precondition(lambda self: self.game is not None)
    @invariant()
    def devotion_is_the_count_of_700_5(self) -> None:
        game = self.game
        state = None  # each query's state after is the next one's before: nothing between
        for player in game.players:
            for colors in COLOR_SETS:
                expected = brute_force_devotion(game, player, colors)
                found, state = self.query("devotion", game.devotion, player, *colors, before=state)
                assert found == expected, (
                    f"{player}'s devotion to {'/'.join(sorted(colors))} is {found}; counting "
                    f"the mana costs of their permanents gives {expected}: "
                    f"{[p for p in game.battlefield if p.controller is player]}"
                )

    @precondition(lambda self: self.game is not None)
    @invariant()
    def the_log_renders(self) -> None:
        log = self.game.log
        text = log.text()
        assert isinstance(text, str)
        assert all(isinstance(line, str) for line in log.lines())
        assert len(log.lines()) == len(log)


def describe_change(before: tuple[Any, ...], after: tuple[Any, ...]) -> str:
    """Which parts of ``game_state`` differ, and how (first differences only)."""
    parts = ["objects", "players", "stack", "waiting", "combat", "turn", "log length"]
    lines = []
    for index, (old, new) in enumerate(zip(before, after, strict=False)):
        if old != new:
            name = parts[index] if index < len(parts) else f"part {index}"
            lines.append(f"  {name}: {old!r}\n    became {new!r}")
    if len(before) != len(after):
        lines.append(f"  {len(before)} parts became {len(after)}")
    return "\n".join(lines)


ActionSequences.TestCase.settings = settings(
    max_examples=settings.default.max_examples,
)
test_generated_action_sequences_keep_the_invariants = ActionSequences.TestCase
