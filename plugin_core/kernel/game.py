"""The game: its state, and every action players and cards can take.

Each public action is atomic: an illegal one raises
:class:`IllegalActionError` naming the rule and changes nothing. After every action the
game checks state-based actions and puts waiting triggered abilities on the stack (117.5).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from cardhost.builtin import BUILTIN_PLUGINS
from cardhost.kernel import (
    casting,
    decisions,
    game_flow,
    journal,
    layers,
    mana_abilities,
    priority,
    resolution,
    responses,
    saved_games,
    sba,
    snapshots,
    targeting,
    turn_engine,
)
from cardhost.kernel import combat as combat_rules
from cardhost.kernel.actions import action, turn_action
from cardhost.kernel.choices import Choice, ChoiceKind, Chooser, FirstOptionChooser, option_label
from cardhost.kernel.combat import Combat
from cardhost.kernel.contents import ZoneContents
from cardhost.kernel.could_produce import could_produce
from cardhost.kernel.decisions import Decision
from cardhost.kernel.effects import Effects
from cardhost.kernel.journal import Tracked, atomic, board_version, version
from cardhost.kernel.layers import ContinuousEffect
from cardhost.kernel.log import LogSink, event_log
from cardhost.kernel.loops import LOOP_WINDOW, LoopWatch
from cardhost.kernel.objects import GameObject, Player
from cardhost.kernel.plugins import PluginHost, call_guarded
from cardhost.kernel.stack import Condition, Effect, StackAbility
from cardhost.kernel.targeting import Requirement
from cardhost.kernel.zone_changes import (
    can_enchant,
    enter_battlefield,
    place,
    zone_contents,
)
from cardhost.loading.catalog import Catalog, bundled_catalog
from cardhost.model.actions import Action
from cardhost.model.definitions import CardDefinition
from cardhost.model.errors import (
    CardhostError,
    ChoiceError,
    IllegalActionError,
    UnknownNameError,
)
from cardhost.model.events import (
    AttackersDeclared,
    ChoiceMade,
    Event,
    ExtraTurnAdded,
    GameDrawn,
    LandPlayed,
    ManaAdded,
    PlayerLost,
    ZoneChanged,
)
from cardhost.model.mana import Color, ManaAmount, ManaType, parse_mana
from cardhost.model.targets import TargetError
from cardhost.model.turns import CLEANUP, MAIN1, UNTAP, Step
from cardhost.model.validation import did_you_mean, name_problem
from cardhost.model.zones import BATTLEFIELD, EXILE, HAND, STACK, Zone

PASSES_LIMIT = 10_000
"""How many times ``advance_to``, ``next_turn`` and ``resolve_stack`` let everyone pass."""
UNREACHABLE_STEPS = {UNTAP: "502.4", CLEANUP: "514.3"}
"""Steps in which no player receives priority (normally), by the rule that says so."""


def zone_named(zone: Zone | str) -> Zone:
    """A zone from its name (400.1), or an error listing the zones."""
    try:
        return Zone(zone)
    except ValueError:
        names = ", ".join(z.value for z in Zone)
        raise UnknownNameError(f"{zone!r} is not a zone; the zones are {names}") from None


def step_named(step: Step | str) -> Step:
    """A step from its name (500.1), or an error listing the steps."""
    try:
        return Step(step)
    except ValueError:
        names = ", ".join(s.value for s in Step)
        raise UnknownNameError(f"{step!r} is not a step; the steps are {names}") from None


class Game(Effects, Tracked):
    """A game of Magic between two or more players (103).

    ``Game(["Alice", "Bob"])`` uses the bundled cards; pass ``catalog`` for others and
    ``cards`` for extra definitions (for example from :func:`load_card_text`). The game
    registers the built-in rule plugins and, as each card first appears, that card's
    plugin only. A loop of mandatory actions makes the game a draw (104.4b), or, with
    ``mandatory_loops="error"``, an error that leaves the game as it was. ``log`` is
    ``"full"`` (the whole log kept), ``"off"``, or a sink each action's entries are
    streamed to once it succeeds (:class:`LogStream`), for long runs in flat memory.
    """

    unversioned = frozenset(
        {
            "priority",
            "_passes",
            "_activated_this_turn",
            "step",
            "awaiting",
            "_cleanup_again",
            "_pending",
            "_clock",
            "_next_id",
            "turn_number",
            "active_player",
            "combat",
        }
    )
    """What no characteristic (613) and no state-based action (704) depends on."""
    on_board = True

    def __init__(
        self,
        players: Sequence[str] = ("Alice", "Bob"),
        *,
        catalog: Catalog | None = None,
        cards: Iterable[CardDefinition] = (),
        chooser: Chooser | None = None,
        seed: int = 0,
        starting_life: int = 20,
        mandatory_loops: str = "draw",
        log: str | LogSink = "full",
    ) -> None:
        if mandatory_loops not in ("draw", "error"):
            raise CardhostError(f"mandatory_loops is 'draw' or 'error', not {mandatory_loops!r}")
        if len(players) < 2:
            raise CardhostError("a game has two or more players (103.1)")
        for name in players:
            problem = name_problem(name, player=True) if isinstance(name, str) else "not a string"
            if problem is not None:
                raise CardhostError(f"player name: {problem}")
        if len(set(players)) < len(players):
            raise CardhostError("two players have the same name; the log couldn't tell them apart")
        object.__setattr__(self, "catalog", catalog.copy() if catalog else bundled_catalog())
        for card in cards:
            self.catalog.add(card)
        object.__setattr__(self, "chooser", chooser or FirstOptionChooser())
        object.__setattr__(self, "rng", random.Random(seed))
        object.__setattr__(self, "mandatory_loops", mandatory_loops)
        object.__setattr__(self, "_host", PluginHost(BUILTIN_PLUGINS))
        object.__setattr__(self, "log", event_log(log))
        object.__setattr__(self, "_in_action", False)
        object.__setattr__(self, "_waiting", None)  # an action waiting for an answer
        self.players: tuple[Player, ...] = tuple(
            Player(name, index, starting_life) for index, name in enumerate(players)
        )
        self.turn_number = 0
        self.active_player = self.players[0]
        self._normal_turn_player = self.players[0]
        self.starting_player: Player | None = None
        self.step = UNTAP
        self.awaiting: str | None = None
        self.priority: Player | None = None
        self._passes = 0
        self._cleanup_again = False
        self.combat: Combat | None = None
        self._extra_turns: tuple[Player, ...] = ()
        self._pending: tuple[StackAbility, ...] = ()
        self._effects: tuple[ContinuousEffect, ...] = ()
        self._static_sources: tuple[GameObject, ...] = ()
        self._stray_tokens: tuple[GameObject, ...] = ()
        self._endings: tuple[PlayerLost | GameDrawn, ...] = ()
        object.__setattr__(self, "_computing", set())
        object.__setattr__(self, "_characteristics", {})
        object.__setattr__(self, "_checked_at", -1)
        object.__setattr__(self, "_board_checked_at", -1)
        resolving: set[tuple[int, int]] = set()  # the mana abilities resolving now (605.3c)
        object.__setattr__(self, "_resolving_mana_abilities", resolving)
        self._activated_this_turn: frozenset[tuple[int, int]] = frozenset()
        self.winner: Player | None = None
        self.game_over = False
        self._clock = 0
        self._next_id = 1
        zones: dict[Zone, ZoneContents[Any]] = {
            BATTLEFIELD: ZoneContents(board=True),
            STACK: ZoneContents(versioned=False),  # no characteristic depends on it
            EXILE: ZoneContents(),
        }
        object.__setattr__(self, "_zones", zones)

    # ----------------------------------------------------------------- queries
    @property
    def version(self) -> int:
        """A number that changes whenever anything changes that a characteristic (613) or
        a state-based action (704) could depend on: while it stays the same, a value
        computed from those is still true. Statuses no characteristic depends on (tapped,
        110.5), mana pools, priority and the step change without it. It may change with
        nothing in this game changed (it counts every game's changes)."""
        return version()

    @property
    def board_version(self) -> tuple[bool, int]:
        """A value that changes whenever anything changes that a permanent's
        characteristics or controller (613), or a state-based action of a permanent
        (704.5f-q), could depend on: a permanent, the battlefield's contents, the game;
        with a continuous effect in force, anything :attr:`version` follows. A life total,
        a hand or a library change without it. Compared for equality only."""
        if layers.in_force(self):
            return True, version()
        return False, board_version()

    @property
    def battlefield(self) -> tuple[GameObject, ...]:
        return self._zones[BATTLEFIELD].view()  # type: ignore[no-any-return]

    @property
    def stack(self) -> tuple[GameObject | StackAbility, ...]:
        """The stack, bottom first: the last item resolves first (405.5)."""
        return self._zones[STACK].view()  # type: ignore[no-any-return]

    @property
    def exile_zone(self) -> tuple[GameObject, ...]:
        """The objects in exile (406); ``exile(obj)`` is the effect that puts one there."""
        return self._zones[EXILE].view()  # type: ignore[no-any-return]

    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        names = [p.name for p in self.players]
        raise CardhostError(f"no player named {name!r}{did_you_mean(name, names)}")

    def opponents(self, player: Player) -> list[Player]:
        return [p for p in self.players if p is not player and not p.has_lost]

    def apnap(self) -> list[Player]:
        """The players still in the game in APNAP order: the active player, then the others
        in turn order (101.4, 800.4a)."""
        start = self.active_player.index
        count = len(self.players)
        order = [self.players[(start + i) % count] for i in range(count)]
        return [p for p in order if not p.has_lost]

    def permanents(
        self,
        card: str | CardDefinition | None = None,
        *,
        controller: Player | None = None,
        card_type: str | None = None,
    ) -> list[GameObject]:
        """Permanents on the battlefield, optionally by card (a name, or a definition:
        every permanent of that card, whichever face is up), controller and card type."""
        if isinstance(card, CardDefinition):  # from the battlefield's index by card
            candidates = self._zones[BATTLEFIELD].by_card().get(card, ())
            name = None
        else:
            candidates, name = self.battlefield, card
        return [
            p
            for p in candidates
            if (name is None or p.name == name)
            and (controller is None or p.controller is controller)
            and (card_type is None or p.is_type(card_type))
        ]

    def _objects_in(self, zones: Iterable[Zone]) -> list[GameObject]:
        """Cards and tokens in ``zones`` (spells included; abilities on the stack are not
        objects of this kind)."""
        return [
            obj
            for zone in zones
            for obj in zone_contents(self, zone)
            if isinstance(obj, GameObject)
        ]

    def _all_objects(self) -> list[GameObject]:
        return self._objects_in(Zone)

    def legal_targets(self, item: GameObject | StackAbility) -> list[GameObject | Player]:
        """The targets of a spell or ability that are still legal (608.2b), in the order
        they were chosen: what its instructions act on as it resolves."""
        if not isinstance(item, StackAbility):
            self._of_this_game(item)
        return resolution.legal_targets(self, item)

    def looking_back(self, card: CardDefinition, event: ZoneChanged) -> list[GameObject]:
        """The permanents of ``card`` on the battlefield just before ``event`` (603.10a):
        those still there, and those that left with it at the same time, as they last
        existed. What a "leaves the battlefield" or "dies" ability of ``card`` sees."""
        present = self.permanents(card)
        gone = [
            o
            for o in event.simultaneous
            if o.definition is card and all(o is not p for p in present)
        ]
        return [*present, *gone]

    def follow(self, obj: GameObject) -> GameObject | None:
        """The object ``obj``'s card is now: after a zone change the card is a new object
        (400.7), which this finds by the card's identity (``card_id``, the same in every
        zone). ``obj`` itself if it hasn't moved; ``None`` for a token that ceased to
        exist (704.5d, 111.7) or a card that left the game (800.4a)."""
        self._of_this_game(obj)
        if obj.zone is not None:
            return obj
        return next((o for o in self._all_objects() if o.card_id == obj.card_id), None)

    def devotion(self, player: Player | str, *colors: Color | str) -> int:
        """``player``'s devotion to ``colors`` (700.5): the sum of every ``count_devotion``
        result, built-in mana-cost counting included."""
        player = self._player(player)
        try:
            wanted = frozenset(c if isinstance(c, Color) else Color.from_text(c) for c in colors)
        except ValueError as error:
            raise UnknownNameError(str(error)) from None
        if not wanted:
            raise CardhostError("devotion is to one or more colors (700.5)")
        return self._host.broadcast(self, "count_devotion", player=player, colors=wanted)

    def could_produce(self, permanent: GameObject) -> frozenset[ManaType]:
        """The types of mana ``permanent`` could produce now (106.7): every mana ability,
        under every applicable replacement effect in every order, costs ignored."""
        return could_produce(self, self._existing(permanent))

    # ----------------------------------------------------------------- services
    def choose(
        self,
        kind: ChoiceKind,
        player: Player,
        prompt: str,
        options: Sequence[Any],
        cards: Sequence[Any] = (),
    ) -> Any:
        """Ask ``player`` through the chooser, showing them ``cards`` besides the options
        (:class:`Choice`). A single option is taken without asking."""
        options = tuple(options)
        if not options:
            raise CardhostError(f"nothing to choose for {kind.value}: {prompt}")
        if len(options) == 1:
            return options[0]
        answer = self.chooser.choose(Choice(kind, player, prompt, options, tuple(cards)))
        if not any(answer is o or answer == o for o in options):
            raise ChoiceError(f"the chooser answered {answer!r}, not one of the options")
        self._emit(ChoiceMade(player, kind.value, prompt, option_label(answer)))
        return answer

    def _broadcast(self, hook: str, **arguments: Any) -> Any:
        """Call a broadcast hook on every plugin of the game, combining results as the
        hook declares."""
        return self._host.broadcast(self, hook, **arguments)

    def _call_card(self, obj: GameObject, hook: str, **arguments: Any) -> Any:
        """Call a card hook on the plugin of ``obj``'s own card only."""
        return self._host.call_card(obj.definition, self, hook, **arguments)

    def _emit(self, event: Event) -> None:
        """The one path of every happening: log ``event``, then call the hooks that watch
        its kind (as the contract declares them)."""
        self.log.record(self.turn_number, self.step._value_, event)  # ._value_: .value, quicker
        host = self._host
        if host.live_routes.get(type(event)) != ():  # most kinds no plugin watches
            host.dispatch(self, event)

    def _tick(self) -> int:
        """A timestamp (613.7): strictly increasing."""
        self._clock += 1
        return self._clock

    def _new_object(
        self,
        definition: CardDefinition,
        owner: Player,
        zone: Zone,
        *,
        token: bool = False,
        card_id: int | None = None,
    ) -> GameObject:
        """A new object (400.7), of the card ``card_id`` if it is one that moved; registers
        its card's plugin on first use, in a host of its own if it shares one with a copy."""
        host = self._host
        if host.shared and host.new_to(definition):
            host = host.copy()
            object.__setattr__(self, "_host", host)
        host.register(definition)
        obj = GameObject(self, self._next_id, definition, owner, zone, token, card_id)
        self._next_id += 1
        return obj

    @property
    def registered_cards(self) -> tuple[str, ...]:
        """The cards whose plugins this game has registered: only those in the game."""
        return self._host.cards

    def card(self, name: str | CardDefinition) -> CardDefinition:
        return name if isinstance(name, CardDefinition) else self.catalog.get(name)

    def _check_not_over(self) -> None:
        if self.game_over:
            drawn = [e for e in self._endings if isinstance(e, GameDrawn)]
            result = (
                f"{self.winner} won"
                if self.winner
                else f"it is a draw ({drawn[-1].reason if drawn else '104.4a'})"
            )
            losses = [
                f"{e.player} lost ({e.reason})" for e in self._endings if isinstance(e, PlayerLost)
            ]
            raise IllegalActionError("104.1", "; ".join([f"the game is over: {result}", *losses]))

    def _settle(self) -> bool:
        """Perform state-based actions and put triggered abilities on the stack until
        neither happens (117.5, 603.3b, 704.3). True if anything happened. Nothing happens
        while a combat step waits for its declaration: no player has priority (508.2)."""
        if self.awaiting:
            return False
        acted = False
        while True:
            if self._checked_at != journal.WRITES:  # version(), without the call: hot
                layers.refresh(self)
                if sba.check_once(self):
                    acted = True
                    if self.game_over:
                        return acted
                    continue  # 704.3: check again until none is performed
                object.__setattr__(self, "_checked_at", version())
            if not self._pending:
                return acted
            resolution.put_triggers_on_stack(self)
            acted = True

    # ----------------------------------------------------------------- set-up
    def add_card(
        self,
        card: str | CardDefinition,
        player: Player | str,
        zone: Zone | str = BATTLEFIELD,
        *,
        tapped: bool = False,
        transformed: bool = False,
        attached_to: GameObject | None = None,
        summoning_sick: bool = False,
        controller: Player | str | None = None,
    ) -> GameObject:
        """Set up a position: place a card, owned by ``player``, as if it had always been
        there. No replacement effects or triggers apply; use actions for that. A card that
        can't be placed so raises and leaves the game as it was."""
        owner = self._player(player)
        definition = self.card(card)
        zone = zone_named(zone)
        if transformed and definition.back is None:
            raise CardhostError(f"{definition.name} has no back face to show (712)")
        with atomic():
            obj = self._new_object(definition, owner, zone)
            if zone is BATTLEFIELD:
                obj.base_controller = self._player(controller) if controller else owner
                obj.tapped = tapped
                obj.transformed = transformed
                obj.control_since = self._tick() if summoning_sick else 0
                if obj.is_aura:
                    if attached_to is None or not can_enchant(self, obj, attached_to):
                        raise CardhostError(
                            f"{obj.name} must be attached to something it can enchant (303.4a)"
                        )
                    obj.attached_to = attached_to
            place(self, obj, zone)
        return obj

    def add_mana(self, player: Player | str, mana: str) -> None:
        """An effect adds mana, written as symbols (``"{W}{W}{B}"``), to a pool (106.4)."""
        who = self._player(player)
        if not isinstance(mana, str):
            raise CardhostError(f"mana to add is written as symbols, such as '{{G}}', not {mana!r}")
        added = parse_mana(mana)
        who.mana_pool = who.mana_pool.plus(added)
        self._emit(ManaAdded(who, added, None, "effect"))

    def _existing(self, obj: object) -> GameObject:
        """``obj``, a card or permanent of this game that still exists: one that changed
        zones is gone, and the new object is another (400.7); an ability on the stack is
        not a card (113.1c)."""
        if type(obj) is GameObject and obj.game is self and obj.zone is not None:
            return obj  # the common case, answered first: every action naming an object
        if isinstance(obj, StackAbility):
            raise IllegalActionError("113.1c", f"{obj.text!r} is an ability, not a card")
        if not isinstance(obj, GameObject) or obj.game is not self:
            raise CardhostError(f"{obj!r} is not a card or permanent of this game")
        if obj.zone is None:
            raise IllegalActionError(
                "400.7", f"{obj} changed zones and no longer exists; the card is a new object"
            )
        return obj

    def _of_this_game(self, obj: object) -> GameObject:
        """``obj``, a card or permanent of this game, that may have left its zone since
        (its last known information, 113.7a, 608.2h)."""
        if not isinstance(obj, GameObject) or obj.game is not self:
            raise CardhostError(f"{obj!r} is not a card or permanent of this game")
        return obj

    def _zone(self, zone: Zone | str) -> Zone:
        return zone_named(zone)

    def _player(self, player: Player | str) -> Player:
        """A player of this game, given as itself or by name (102.1)."""
        if isinstance(player, Player):
            if player not in self.players:
                raise CardhostError(f"{player!r} is not a player of this game")
            return player
        if not isinstance(player, str):
            raise CardhostError(f"a player is a Player or a player's name, not {player!r}")
        return self.player(player)

    @turn_action
    @action
    def start(
        self, starting_player: Player | str | None = None, *, opening_hands: bool = False
    ) -> None:
        """Start the game (103): optionally shuffle and draw opening hands (103.3), which
        each player keeps or takes mulligans on, declared through the chooser (103.5);
        the starting player's first turn begins and runs to its upkeep (103.8)."""
        if self.turn_number:
            raise IllegalActionError("103.1", "the game has already started")
        first = self._player(starting_player) if starting_player else self.players[0]
        if first.has_lost:
            raise IllegalActionError("103.1", f"{first} has left the game")
        game_flow.start(self, first, opening_hands)

    def start_with_decisions(
        self, starting_player: Player | str | None = None, *, opening_hands: bool = True
    ) -> Decision | None:
        """Start the game as :meth:`start` does, each choice it asks (keeping a hand or
        taking a mulligan, 103.5) waiting as a decision (:meth:`decision`,
        :meth:`answer`) instead of going to the chooser; the first decision. Nothing
        is dealt until every choice is answered: the start is undone while one waits."""
        first = self._player(starting_player) if starting_player else self.players[0]
        if self.turn_number:
            raise IllegalActionError("103.1", "the game has already started")
        return decisions.begin(self, first.name, opening_hands)

    @turn_action
    @action
    def begin_at(
        self,
        active_player: Player | str,
        step: Step | str = MAIN1,
        *,
        turn_number: int | None = None,
        turns_taken: Mapping[str, int] | None = None,
    ) -> None:
        """Set up a game already in progress, as a puzzle does: it is ``active_player``'s
        turn ``turn_number`` at ``step``, each player having taken ``turns_taken`` turns
        (the active player at least 1). Nothing triggers; cards added afterwards with
        ``summoning_sick=True`` arrived this turn (302.6)."""
        if self.turn_number:
            raise IllegalActionError("103.1", "the game has already started")
        active = self._player(active_player)
        game_flow.begin_at(self, active, step_named(step), turn_number, dict(turns_taken or {}))

    # ----------------------------------------------------------------- turn actions
    @turn_action
    @action
    def advance(self) -> None:
        """All players pass with an empty stack: go to the next step where a player gets
        priority or must declare (500.2)."""
        turn_engine.advance(self)

    @turn_action
    def advance_to(self, step: Step | str, player: Player | str | None = None) -> None:
        """Pass until it is ``step`` (of ``player``'s turn, if given), resolving the stack
        as everyone passes; stop at once if it already is, or when the game ends on the
        way. One action: if it fails, the game is as it was. A step in which no player
        receives priority can't be passed to (502.4, 514.3), nor a player's turn who has
        left the game (800.4a)."""
        target = step_named(step)
        who = self._player(player) if player else None
        if self._reached(target, who):
            return
        if target in UNREACHABLE_STEPS:
            raise IllegalActionError(
                UNREACHABLE_STEPS[target],
                f"no player receives priority in the {target.value} step, so play never "
                "stops there",
            )
        if who is not None and who.has_lost:
            raise IllegalActionError("800.4a", f"{who} has left the game and takes no turns")
        with atomic():
            self._pass_until(lambda: self._reached(target, who), f"the {target.value} step")

    def _reached(self, step: Step, player: Player | None) -> bool:
        return self.step is step and (player is None or self.active_player is player)

    @turn_action
    def next_turn(self) -> None:
        """Pass until the next turn begins and a player gets priority in it (or the game
        ends). One action: if it fails, the game is as it was."""
        turn = self.turn_number
        with atomic():
            self._pass_until(lambda: self.turn_number != turn, "the next turn")

    def _pass_until(self, reached: Callable[[], bool], what: str) -> None:
        """Every player passes, again and again, until ``reached()`` or the game is over.
        A loop of mandatory actions found on the way (104.4b) ends the game in a draw, or
        is an error if the game was made with ``mandatory_loops="error"``."""
        watch = LoopWatch(self)
        for _ in range(PASSES_LIMIT):
            if reached() or self.game_over:
                return
            if not self.stack:
                watch.reset()
                self.advance()
                continue
            self.resolve_top()
            if watch.resolved():
                self._mandatory_loop()
                return
        raise CardhostError(f"the game never reached {what} in {PASSES_LIMIT} passes")

    def _mandatory_loop(self) -> None:
        """104.4b: a loop of mandatory actions with no way to stop: the game is a draw."""
        reason = (
            f"104.4b: a loop of mandatory actions, {LOOP_WINDOW} resolutions in a row that "
            "nothing could stop"
        )
        if self.mandatory_loops == "error":
            raise CardhostError(f"rule {reason}; the game is as it was before passing")
        self.winner = None
        self.game_over = True
        drawn = GameDrawn(reason)
        self._endings = (*self._endings, drawn)
        self._emit(drawn)

    @action
    def add_extra_turn(self, player: Player | str) -> None:
        """``player`` takes an extra turn directly after this one (500.7)."""
        who = self._player(player)
        self._extra_turns = (*self._extra_turns, who)
        self._emit(ExtraTurnAdded(who))

    @turn_action
    @action
    def restart(self, starting_player: Player | str, *, exempt: Iterable[GameObject] = ()) -> None:
        """Restart the game (726): every card goes to its owner's library, each player
        still in the game starts anew (726.1, 103), and ``starting_player`` takes the
        first turn (726.1a). ``exempt`` cards stay in exile, out of the new game's decks
        (726.5). A player who has left the game doesn't come back (800.4a)."""
        first = self._player(starting_player)
        if first.has_lost:
            raise IllegalActionError("726.1a", f"{first} has left the game")
        game_flow.restart(self, first, [self._existing(card) for card in exempt])

    # ----------------------------------------------------------------- player actions
    @action
    def play_land(self, card: GameObject) -> GameObject | None:
        """Play a land from hand (305.1-305.3): a special action, one land per turn."""
        self._existing(card)
        player = card.owner
        priority.check(self, player, "play a land")
        if card.zone is not HAND:
            raise IllegalActionError("305.1", f"{card} is not in {player}'s hand")
        if not card.is_land:
            raise IllegalActionError("305.1", f"{card} is not a land card")
        casting.check_sorcery_timing(self, player, "play a land", "305.1")
        if player.lands_played >= 1:
            raise IllegalActionError("305.2", f"{player} has already played a land this turn")
        player.lands_played += 1
        self._emit(LandPlayed(player, card))
        land = enter_battlefield(self, card, player, reason="played")
        priority.give(self, player)  # 117.3c
        return land

    @action
    def cast(
        self,
        card: GameObject,
        *,
        x: int | None = None,
        target: GameObject | Player | None = None,
        targets: Sequence[GameObject | Player] | None = None,
        modes: Sequence[int] | None = None,
    ) -> GameObject:
        """Cast a spell from its owner's hand (601.2): announce the modes of a modal spell
        (``modes``, by their places in the order written, from 0) and X (each asked of
        the chooser if not given, 601.2b, 700.2), choose its targets (``target`` for one,
        ``targets`` in order, those of the modes chosen only; asked of the chooser if not
        given, 601.2c), pay the total cost with any additional cost from the mana pool
        (601.2f-h). Returns the spell on the stack."""
        self._existing(card)
        chosen = self._targets_given(target, targets)
        return casting.cast(self, card, x, chosen, modes)

    @action
    def activate(
        self,
        permanent: GameObject,
        index: int = 0,
        *,
        x: int | None = None,
        target: GameObject | Player | None = None,
        targets: Sequence[GameObject | Player] | None = None,
    ) -> StackAbility:
        """Activate the activated ability ``index`` (from 0, in its card file's order) of
        a permanent, other than a mana ability (602.2): X, targets and costs as for a
        spell. Returns the ability on the stack."""
        self._existing(permanent)
        if not isinstance(index, int) or isinstance(index, bool):
            raise CardhostError(f"an ability number is an int, not {index!r}")
        return casting.activate(self, permanent, index, x, self._targets_given(target, targets))

    def _targets_given(
        self, target: object, targets: Sequence[object] | None
    ) -> tuple[GameObject | Player, ...] | None:
        """The targets an action names: ``target``, or ``targets`` in order, or ``None``
        for the chooser to choose. Each is a player or an object of this game."""
        if target is not None and targets is not None:
            raise CardhostError("name the target or the targets, not both")
        given = (target,) if target is not None else targets
        if given is None:
            return None
        if isinstance(given, str) or not isinstance(given, Sequence):
            raise CardhostError(f"targets are a sequence of players and objects, not {given!r}")
        return tuple(self._player(t) if isinstance(t, Player) else self._existing(t) for t in given)

    @action
    def activate_mana_ability(self, permanent: GameObject, index: int = 0) -> ManaAmount:
        """Activate a mana ability of a permanent; it resolves at once (605.3b). Returns
        the mana added to its controller's pool."""
        self._existing(permanent)
        player = permanent.controller
        priority.check(self, player, "activate a mana ability")  # 117.1d
        added = mana_abilities.activate(self, permanent, index, player)
        priority.give(self, player)  # 117.3c
        return added

    @action
    def declare_attackers(
        self, attackers: Iterable[GameObject] | Mapping[GameObject, Player]
    ) -> AttackersDeclared:
        """Declare attackers (508.1): creatures, or a mapping of creature to the player it
        attacks."""
        for creature in attackers:
            self._existing(creature)
        return combat_rules.declare_attackers(self, attackers)

    @action
    def declare_blockers(self, blocks: Mapping[GameObject, GameObject]) -> None:
        """Declare blockers (509.1): a mapping of blocking creature to the attacker it blocks."""
        for blocker, attacker in blocks.items():
            self._existing(blocker)
            self._existing(attacker)
        combat_rules.declare_blockers(self, blocks)

    def attack_options(self) -> dict[GameObject, list[Player]]:
        """While attackers are awaited (508.1), each creature the active player could
        declare as an attacker and the players it could attack, each checked on its own:
        a declaration is any choice of them, ``declare_attackers`` checks it whole."""
        return combat_rules.attack_options(self)

    def block_options(self) -> dict[GameObject, list[GameObject]]:
        """While blockers are awaited (509.1), each creature that could block and the
        attackers it could block, each checked on its own (menace, 702.111b, needs two
        or more together: ``declare_blockers`` checks the declaration whole)."""
        return combat_rules.block_options(self)

    @action
    def remove_from_combat(self, creature: GameObject) -> None:
        """Remove a creature from combat (506.4)."""
        self._existing(creature)
        combat_rules.remove_from_combat(self, creature)

    @turn_action
    @action
    def pass_priority(self) -> None:
        """The player with priority passes (117.3d): the next player in turn order
        receives it. When every player has passed in succession, the top of the stack
        resolves or, with an empty stack, the step ends (117.4)."""
        if priority.pass_once(self):
            if self.stack:
                self._resolve_top()
            else:
                turn_engine.advance(self)

    @turn_action
    def decide(self) -> Action:
        """The player with priority decides (117.1, 117.3d), asked through the chooser
        (choice kind ``priority``) among :meth:`decisions`; X, targets and costs are then
        chosen as for any cast or activation. With the default chooser, the answer is to
        pass. Returns the action taken."""
        return responses.decide(self, priority.holder(self, "decide"))

    def decisions(self) -> list[Action]:
        """How the player with priority could respond now: pass, then each spell they
        could cast and each ability they could activate (lands and mana abilities aside:
        :meth:`legal_actions` has them)."""
        holder = priority.holder(self, "decide")
        return responses.legal_actions(self, holder, responses_only=True)

    def legal_actions(self, player: Player | str | None = None) -> list[Action]:
        """Everything ``player`` (by default whoever has priority) may do now, as values
        (``cardhost.Pass``, ``PlayLand``, ``Cast``, ``Activation``, ``ManaActivation``):
        none unless they have priority (117.1); each found by trying it with the first
        legal choices and undoing the try. :meth:`apply` takes one."""
        holder = self.priority if self.awaiting is None else None
        who = holder if player is None else self._player(player)
        if holder is None or who is not holder:
            return []
        return responses.legal_actions(self, holder)

    def copy(self, *, log: str = "full") -> Game:
        """An independent game that plays on from this one's state: zones, statuses,
        counters, effects in force, the stack, the turn and step, a decision waiting, the
        chooser's state and the random generator's; card definitions are shared. Its log
        is ``"full"`` (the entries so far, copied) or ``"off"`` (cheaper, for a search);
        a streamed log is not copied. Not while an action runs."""
        return snapshots.copy_game(self, log)

    def to_json(self) -> str:
        """The whole game saved as JSON text (``docs/embedding.md``): what
        :meth:`from_json` restores, to continue exactly as this game would. Not while an
        action runs; a chooser other than cardhost's own is not saved."""
        return saved_games.to_json(self)

    @classmethod
    def from_json(
        cls,
        text: str | bytes,
        *,
        catalog: Catalog | None = None,
        cards: Iterable[CardDefinition] = (),
        chooser: Chooser | None = None,
        log: str | LogSink | None = None,
    ) -> Game:
        """The game ``text`` (from :meth:`to_json`) saved, with ``catalog``'s cards (the
        bundled ones by default) and ``cards``; ``chooser`` and ``log`` replace the
        saved ones. A :class:`SnapshotError` says what and where for text that is not a
        saved game of this version, a card the catalog lacks, or a value out of place."""
        return saved_games.from_json(
            cls, text, catalog=catalog, cards=cards, chooser=chooser, log=log
        )

    def decision(self) -> Decision | None:
        """The decision the game waits for, as a value (``None`` once it is over): a
        choice an action stopped at, attackers (508.1) or blockers (509.1) to declare,
        or what the player with priority does (117.1). For a program that drives the
        game step by step instead of answering a chooser (``docs/embedding.md``)."""
        return decisions.decision(self)

    def answer(self, answer: Any) -> Decision | None:
        """Answer :meth:`decision` and go on; the next decision. A choice an action asks
        that isn't answered yet stops it, undone, until it is: nothing is half done while
        a decision waits. A bad answer is refused and changes nothing."""
        return decisions.answer(self, answer)

    def apply(self, action: Action) -> Any:
        """Take ``action`` (from :meth:`legal_actions`), as the game method it stands for:
        refused, with the game unchanged, if it is no longer legal."""
        return responses.apply(self, action)

    @turn_action
    @action
    def resolve_top(self) -> None:
        """All players pass in succession: the top of the stack resolves (117.4, 608),
        then the active player receives priority (117.3b)."""
        priority.holder(self, "pass priority")
        if not self.stack:
            raise IllegalActionError("608.1", "the stack is empty")
        self._resolve_top()

    def _resolve_top(self) -> None:
        item = self.stack[-1]
        if isinstance(item, StackAbility):
            self._zones[STACK].remove(item)
            resolution.resolve_ability(self, item)
        else:
            resolution.resolve_spell(self, item)
        priority.give(self, self.active_player)  # 117.3b

    @turn_action
    def resolve_stack(self, *, ask: bool = False) -> None:
        """Resolve until the stack is empty, triggered abilities included, or the game
        ends. One action: if it fails, the game is as it was. With ``ask``, each
        player who receives priority is asked what to do (``decide``): a simulation's
        players may respond; otherwise every player passes."""
        with atomic():
            if ask:
                self._decide_until(lambda: not self.stack)
            else:
                self._pass_until(lambda: not self.stack, "an empty stack")

    def _decide_until(self, reached: Callable[[], bool]) -> None:
        """Players with priority decide, again and again, until ``reached()`` or the game
        is over; a loop of mandatory actions is handled as for passing (104.4b)."""
        watch = LoopWatch(self)
        for _ in range(PASSES_LIMIT):
            if reached() or self.game_over:
                return
            height = len(self.stack)
            self.decide()
            if len(self.stack) < height and watch.resolved():
                self._mandatory_loop()
                return
        raise CardhostError(f"the stack never emptied in {PASSES_LIMIT} decisions")

    # ----------------------------------------------------------------- effects
    @action
    def add_mana_from(
        self, source: GameObject, player: Player | str, mana: ManaAmount, reason: str
    ) -> ManaAmount:
        """A triggered mana ability of ``source`` adds ``mana`` to ``player``'s pool at once
        (605.1b, 605.4a). Replacement effects that apply to it do (616.1); "tapped for
        mana" ones don't, since nothing was tapped for it (106.12). Returns the mana added."""
        self._existing(source)
        player = self._player(player)
        if not isinstance(mana, ManaAmount):
            raise CardhostError(f"mana is a ManaAmount (106.1), not {mana!r}")
        return mana_abilities.add_triggered_mana(self, source, player, mana, reason)

    def _end_turn_effects(self) -> None:
        """ "Until end of turn" effects end (514.2), and those whose objects are all gone
        with them (400.7)."""
        present = {o.id for o in self.battlefield}
        self._effects = tuple(
            e for e in self._effects if not e.until_end_of_turn and e.objects & present
        )

    def _lose(self, player: Player, reason: str) -> None:
        """``player`` loses the game (104.3); the last one standing wins (104.2a); if the
        last players lose at once, the game is a draw (104.4a)."""
        player.has_lost = True
        lost = PlayerLost(player, reason)
        self._endings = (*self._endings, lost)
        self._emit(lost)
        left = game_flow.playing(self)
        if len(left) == 1:
            self.winner = left[0]
            self.game_over = True
        elif not left:  # all remaining players lost at once: a draw (104.4a)
            self.winner = None
            self.game_over = True
        else:
            game_flow.leave_game(self, player)

    # ----------------------------------------------------------------- triggers
    def trigger(
        self,
        source: GameObject,
        text: str,
        effect: Effect,
        *,
        controller: Player | None = None,
        condition: Condition | None = None,
        target: Requirement | str | None = None,
        targets: Sequence[Requirement | str] = (),
        subject: GameObject | None = None,
        x: int = 0,
        data: Mapping[str, Any] | None = None,
    ) -> StackAbility | None:
        """An ability of ``source`` triggers (603.2); it goes on the stack the next time a
        player would receive priority (603.3), its targets chosen then (603.3d): ``target``
        for one, ``targets`` for several, each the words of a target (``"target player"``,
        ``"any target"``), a :class:`TargetSpec` or a :class:`TargetRequirement`. With an
        intervening "if" ``condition``, it triggers only if the condition holds now, and
        does nothing if it no longer holds as it resolves (603.4). ``source`` may have
        left its zone: the ability exists on its own (113.7a). Returns the ability, or
        ``None`` if it didn't trigger."""
        self._of_this_game(source)
        if target is not None and targets:
            raise CardhostError("name the target or the targets, not both")
        try:
            requirements = [
                targeting.requirement_of(r) for r in ((target,) if target is not None else targets)
            ]
        except TargetError as error:
            raise CardhostError(str(error)) from None
        ability = StackAbility(
            source,
            controller or source.controller,
            text,
            effect,
            condition=condition,
            requirements=requirements,
            subject=subject,
            x=x,
            data=data,
        )
        if condition is not None and not call_guarded(
            source.name, "the condition of its triggered ability", condition, self, ability
        ):
            return None
        self._pending = (*self._pending, ability)
        return ability
