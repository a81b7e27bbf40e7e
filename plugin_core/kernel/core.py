"""The kernel's core: the state of one game and the services every rule module uses.

The core holds the players, the zones and the objects in them, the turn and step, what
waits (triggered abilities, extra turns), the continuous effects in force and the plugin
host; the journal (:mod:`cardhost.kernel.journal`) records every change to it. Its
services, each a public name: :meth:`GameCore.emit` an event, :meth:`GameCore.choose`
(ask a player), :meth:`GameCore.broadcast` and :meth:`GameCore.call_card` (call the
plugin host), :meth:`GameCore.new_timestamp`, :meth:`GameCore.new_object`, and the
look-ups (:meth:`GameCore.existing`, :meth:`GameCore.as_player`,
:meth:`GameCore.objects_in`, :meth:`GameCore.contents`). Running an action atomically is
:mod:`cardhost.kernel.actions`'s.

Rule modules depend on the core and on the model, never on :class:`~cardhost.Game`; the
core depends on no rule module. What the rules above it supply to an object and to an
action (its characteristics through the layers, 613; state-based actions and triggers
once an action is done, 117.5; a cost paid as an effect resolves, 118.12a) the core
declares as abstract methods, which the game (the facade, :mod:`cardhost.kernel.game`)
binds to the rule modules that own them.
"""

from __future__ import annotations

import functools
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from cardhost.builtin import BUILTIN_PLUGINS, ON_DEMAND
from cardhost.hooks.contract import CONTRACTS
from cardhost.kernel import journal, knowledge, turn_history
from cardhost.kernel.choices import (
    NOT_OFFERED,
    Choice,
    ChoiceKind,
    Chooser,
    FirstOptionChooser,
    Numbers,
    offered,
    option_label,
    pending_stop,
)
from cardhost.kernel.contents import ZoneContents
from cardhost.kernel.continuous import ContinuousEffect
from cardhost.kernel.delayed import DelayedTrigger
from cardhost.kernel.journal import GameRandom, Tracked, board_version, changed, on_undo, version
from cardhost.kernel.knowledge import KNOWN_BY
from cardhost.kernel.linked_exile import ExiledWith
from cardhost.kernel.log import LogSink, event_log
from cardhost.kernel.objects import Characteristics, GameObject, Player
from cardhost.kernel.plugins import PluginHost, nothing, pristine
from cardhost.kernel.prevention import Prevention
from cardhost.kernel.redirection import Redirection
from cardhost.kernel.skips import Skip
from cardhost.kernel.turn_history import RECORDED
from cardhost.loading.catalog import Catalog, add_rules_tokens, bundled_catalog
from cardhost.model.card_types import CardType
from cardhost.model.choice_kinds import DECLINING
from cardhost.model.continuous import (
    Affected,
    Condition,
    Duration,
    Modification,
    TurnCondition,
    reads_only_its_objects,
    reads_only_permanents,
    reads_tapped,
)
from cardhost.model.costs import Cost
from cardhost.model.definitions import CardDefinition, ManaAbilityDefinition
from cardhost.model.errors import (
    CardhostError,
    ChoiceError,
    IllegalActionError,
    UnknownNameError,
    shown,
)
from cardhost.model.events import PRIVATE_CHOICES, ChoiceMade, Event, GameDrawn, PlayerLost
from cardhost.model.mana import Color
from cardhost.model.protocols import StackAbility
from cardhost.model.turns import UNTAP, Step
from cardhost.model.validation import did_you_mean, integer_problem, name_problem
from cardhost.model.zones import BATTLEFIELD, EXILE, PLAYER_ZONES, STACK, Zone


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


YOUR_TURN = TurnCondition(yours=True)
"""An effect "during your next untap step" applies in its controller's turn only."""


class GameCore(Tracked, ABC):
    """The state of a game of Magic between two or more players (103), and the services
    rule modules use to read and change it. Every attribute is journaled but those
    :attr:`transient` names (working memory, never game state)."""

    unversioned = frozenset(
        {
            "priority",
            "passes",
            "activated_this_turn",
            "spells_this_turn",
            "spells_last_turn",
            "step",
            "awaiting",
            "cleanup_again",
            "pending_triggers",
            "exiled_with",
            "regeneration_shields",
            "prevention",
            "redirections",
            "skips",
            "delayed_triggers",
            "clock",
            "next_id",
            "turn_number",
            "combat",
            "chooser",
        }
    )
    """What no characteristic (613) and no state-based action (704) depends on: a new
    combat has no creature in it, and a combat ending first removes its creatures from it
    (``Combat``'s own fields, which "attacking creatures you control" reads, 506.4). Whose
    turn it is is a change: "as long as it's your turn" reads it (611.3b)."""
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
        problem = integer_problem(starting_life) if type(starting_life) is int else "not an int"
        if problem is not None:
            raise CardhostError(f"starting_life (103.4): {problem}")
        for name in players:
            problem = name_problem(name, player=True) if isinstance(name, str) else "not a string"
            if problem is not None:
                raise CardhostError(f"player name: {problem}")
        if len(set(players)) < len(players):
            raise CardhostError("two players have the same name; the log couldn't tell them apart")
        object.__setattr__(self, "catalog", catalog.copy() if catalog else bundled_catalog())
        for card in cards:
            self.catalog.add(card)
        add_rules_tokens(self.catalog)
        object.__setattr__(self, "chooser", chooser or FirstOptionChooser())
        object.__setattr__(self, "rng", GameRandom(seed))
        object.__setattr__(self, "mandatory_loops", mandatory_loops)
        object.__setattr__(self, "host", pristine(BUILTIN_PLUGINS, ON_DEMAND))
        object.__setattr__(self, "log", event_log(log))
        for name, value in self.transient().items():
            object.__setattr__(self, name, value)
        self.players: tuple[Player, ...] = tuple(
            Player(name, index, starting_life) for index, name in enumerate(players)
        )
        self.turn_number = 0
        self.active_player = self.players[0]
        self.normal_turn_player = self.players[0]
        """Whose turn it is, extra turns aside: the next normal turn follows theirs (500.7)."""
        self.starting_player: Player | None = None
        self.began_with = 0
        """How many players the game began (or restarted) with: more than two makes it a
        multiplayer game (100.1b), whoever leaves it later (103.8)."""
        self.step = UNTAP
        self.awaiting: str | None = None
        self.priority: Player | None = None
        self.passes = 0
        """How many players have passed in succession (117.4)."""
        self.cleanup_again = False
        """Whether another cleanup step follows this one (514.3a)."""
        self.combat: Any = None
        self.extra_turns: tuple[Player, ...] = ()
        """The extra turns to come, the next one last (500.7)."""
        self.pending_triggers: tuple[StackAbility, ...] = ()
        """Triggered abilities waiting to be put on the stack (603.3)."""
        self.continuous_effects: tuple[ContinuousEffect, ...] = ()
        """The continuous effects of resolved spells and abilities in force (611.2)."""
        self.static_sources: tuple[GameObject, ...] = ()
        """The permanents with static abilities, whose effects are judged continuously
        (604.2, 611.3)."""
        self.stray_tokens: tuple[GameObject, ...] = ()
        """Tokens put into a zone other than the battlefield, to cease to exist (704.5d)."""
        self.prevention: tuple[Prevention, ...] = ()
        """The prevention effects in force this turn (615), in the order made."""
        self.redirections: tuple[Redirection, ...] = ()
        """The redirection effects in force this turn (614.9), in the order made."""
        self.skips: tuple[Skip, ...] = ()
        """The steps, phases and turns players will skip (614.10), in the order made."""
        self.delayed_triggers: tuple[DelayedTrigger, ...] = ()
        """The delayed triggered abilities waiting for their moment (603.7)."""
        self.regeneration_shields: tuple[GameObject, ...] = ()
        """A permanent for each regeneration shield on it, until used or the turn ends
        (701.19a, 514.2)."""
        self.exiled_with: tuple[ExiledWith, ...] = ()
        """The cards in exile that an object's linked ability refers to (607.2a), or that
        return as it leaves the battlefield (610.3)."""
        self.endings: tuple[PlayerLost | GameDrawn, ...] = ()
        """How the game has ended for each player who left it, and a draw (104)."""
        self.activated_this_turn: frozenset[tuple[int, int, int]] = frozenset()
        self.spells_this_turn: tuple[int, ...] = ()
        """How many spells each player (by place) has cast this turn (601.2i)."""
        self.spells_last_turn: tuple[int, ...] = ()
        """... and in the turn before this one: "if no spells were cast last turn"."""
        """The "activate only once each turn" abilities activated this turn (602.5b)."""
        self.winner: Player | None = None
        self.game_over = False
        self.clock = 0
        self.next_id = 1
        zones: dict[Zone, ZoneContents[Any]] = {
            BATTLEFIELD: ZoneContents(board=True),
            STACK: ZoneContents(versioned=False),  # no characteristic depends on it
            EXILE: ZoneContents(),
        }
        object.__setattr__(self, "shared_zones", zones)

    RECOMPUTED = (
        "characteristics_cache",
        "mana_abilities_cache",
        "mana_activations_kept",
        "affinity_counts",
        "control_effects",
        "faces_with",
        "controlled",
        "of_types",
        "attached",
        "effects_in_force",
        "reads_permanents",
        "tapped_read",
        "effects_keyed",
        "board_stamp",
        "legal_actions_kept",
        "decision_kept",
    )
    """The working memory that only keeps values computed from the state: a copy of the
    game starts without it (each its own container, never shared with state)."""

    VERSIONED = ("mana_activations_kept", "checked_at", "board_checked_at", "controllers_seen_at")
    """The working memory a copy of the game keeps, true of it as of the original while
    versions name the same states in both; not of a copy made inside a trial, whose
    undo puts back a version the original had while the copy keeps the state it was
    copied in, nor of one made while a decision waits, whose action taken up again may
    put back a version it had reached before it stopped: such a copy starts without it
    (and without what events said of its permanents at a version)."""

    @staticmethod
    def transient() -> dict[str, Any]:
        """The working memory of a game, never saved nor journaled, as a new game has it:
        whether an action runs, how many have been done, a decision waiting, the
        layers' and the settling's records, the mana abilities resolving."""
        return {
            "in_action": False,
            "actions_done": 0,
            "waiting": None,
            "layers_computing": set(),
            "layers_partial": {},
            "layers_excluding": {},  # 611.3b: by object, the effect a condition decides
            "layers_guessed": 0,  # values a loop of dependency gave as far as found (613.8b)
            "characteristics_cache": {},
            "mana_abilities_cache": {},
            "mana_activations_kept": {},
            "affinity_counts": {},
            "control_effects": {},
            "checked_at": -1,
            "board_checked_at": None,
            "controllers_seen_at": None,
            "faces_with": {},
            "controlled": (None, {}),
            "of_types": (None, {}),
            "attached": (-1, {}),
            "effects_in_force": (None, []),
            "reads_permanents": (-1, False),
            "tapped_read": (-1, True),
            "effects_keyed": (-1, None),
            "board_stamp": (-1, (False, -1)),
            "legal_actions_kept": {},
            "decision_kept": {},
            "resolving_mana_abilities": set(),  # (605.3c)
            "items_resolved": 0,  # what a loop is counted in (104.4b)
            "optional_taken": 0,  # optional actions taken (104.4b, 731.6)
            "entering": (),  # 614.12: permanents whose replacement effects are being found
            "counting_met": False,  # a card with a counting characteristic-defining ability
        }

    # ----------------------------------------------------------------- from the rules above
    @abstractmethod
    def settle(self) -> bool:
        """Perform state-based actions and put triggered abilities on the stack until
        neither happens (117.5, 603.3b, 704.3); True if anything happened. The last step
        of every outermost action (:func:`cardhost.kernel.actions.action`)."""

    @abstractmethod
    def characteristics_of(self, obj: GameObject) -> Characteristics:
        """A permanent's characteristics through the layers (613.1)."""

    @abstractmethod
    def controller_of(self, obj: GameObject) -> Player:
        """A permanent's controller through the layers (613.1b)."""

    @abstractmethod
    def mana_abilities_of(self, obj: GameObject) -> tuple[ManaAbilityDefinition, ...]:
        """A permanent's mana abilities through the layers (605.1a, 305.7)."""

    @abstractmethod
    def paid_by_any(
        self,
        players: Sequence[Player],
        cost: Cost,
        reason: str,
        x: int,
        source: GameObject | None = None,
    ) -> bool:
        """Whether one of ``players``, asked in turn order, pays ``cost`` as an effect
        resolves, activating mana abilities first (118.12a, 605.3a); ``source`` pays
        what the cost takes of it ("you may sacrifice it", 118.12)."""

    @abstractmethod
    def offer_ways(
        self,
        player: Player,
        card: GameObject,
        ways: Sequence[tuple[str, Callable[[], GameObject]]],
        prompt: str,
        *,
        may: bool = True,
        mana: bool = True,
    ) -> GameObject | None:
        """``player`` casts ``card`` as an effect resolves in one of ``ways`` (its option
        and the cast), or not if ``may``, activating mana abilities first (605.3a) if a
        way asks ``mana``: one ``cast`` decision at a time. The spell, or ``None``."""

    # ----------------------------------------------------------------- state
    @property
    def version(self) -> int:
        """A number that changes whenever anything changes that a characteristic (613) or
        a state-based action (704) could depend on: while it stays the same, a value
        computed from those is still true. Mana pools, priority, the step, and a
        permanent's tapped status (110.5) while no continuous effect is in force change
        without it. It may change with
        nothing in this game changed (it counts every game's changes)."""
        return version()

    @property
    def board_version(self) -> tuple[bool, int]:
        """A value that changes whenever anything changes that a permanent's
        characteristics or controller (613), or a state-based action of a permanent
        (704.5f-q), could depend on: a permanent, the battlefield's contents, the game;
        with a continuous effect in force, anything :attr:`version` follows. A life total,
        a hand or a library change without it. Compared for equality only. An effect
        that reads only permanents and whose turn it is (no count, no combat:
        :func:`~cardhost.model.continuous.reads_only_permanents`) changes nothing
        between: with only such effects in force, it moves as without any. Found once
        for each change of the game (what it depends on is all versioned)."""
        kept = self.__dict__["board_stamp"]
        if kept[0] == journal.WRITES:  # version(), without the call: hot
            return kept[1]  # type: ignore[no-any-return]
        if (self.continuous_effects or self.static_sources) and not self._reads_permanents():
            now = True, version()
        else:
            now = False, board_version()
        self.__dict__["board_stamp"] = (version(), now)
        return now

    @property
    def effects_key(self) -> tuple[Any, ...] | None:
        """What a permanent's characteristics depend on besides its own state, when
        every effect in force reads only what it applies to and its source
        (:func:`~cardhost.model.continuous.reads_only_its_objects`) and nothing on the
        battlefield counts (:attr:`board_version`'s permanents-only case): the effects
        in force and their sources' stamps (:attr:`GameObject.write_stamp`). While it
        and a permanent's own stamp stay the same, so do its characteristics (613),
        whatever else changed; ``None`` when some effect reads more. Found once for each
        change of the board."""
        kept = self.__dict__["effects_keyed"]
        now = board_version()
        if kept[0] == now:
            return kept[1]  # type: ignore[no-any-return]
        key = None
        if self._reads_permanents() and all(
            reads_only_its_objects(*said) for said in self._effects_said()
        ):
            effects, sources = self.continuous_effects, self.static_sources
            stamps = (*(e.source.write_stamp for e in effects), *(s.write_stamp for s in sources))
            key = (effects, sources, stamps)
        self.__dict__["effects_keyed"] = (now, key)
        return key

    @property
    def tapped_is_read(self) -> bool:
        """Whether an effect in force may read a permanent's tapped status (611.3b, a
        group's status, 302.6): one that says "tapped" or "untapped", or one reading
        more than permanents (a count may count tapped ones). Found once for each
        change of the board."""
        if not (self.continuous_effects or self.static_sources):
            return False
        if not self._reads_permanents():
            return True
        kept = self.__dict__["tapped_read"]
        now = board_version()
        if kept[0] != now:
            kept = (now, any(reads_tapped(c, a) for c, a, _ in self._effects_said()))
            self.__dict__["tapped_read"] = kept
        return kept[1]  # type: ignore[no-any-return]

    def _effects_said(
        self,
    ) -> Iterator[tuple[Condition | None, Affected | None, tuple[Modification, ...]]]:
        """The condition, group and modifications of each effect in force and of each
        static ability of a source of them (611.3)."""
        for effect in self.continuous_effects:
            yield effect.condition, effect.affects, effect.modifications
        for source in self.static_sources:
            for static in source.face.all_statics:
                yield static.condition, static.affects, static.modifications

    def _reads_permanents(self) -> bool:
        """Whether every effect in force reads only permanents (611.3, 613), and so no
        characteristic-defining ability on the battlefield counts anything (604.3) nor
        any plugin counts devotion (its hook may read anything): found once for each
        change of the board, whose contents, effects and faces it reads."""
        if self.host.cards_implement("count_devotion"):
            return False
        kept = self.__dict__["reads_permanents"]
        now = board_version()
        if kept[0] != now:
            kept = (now, self._effects_read_permanents())
            self.__dict__["reads_permanents"] = kept
        return kept[1]  # type: ignore[no-any-return]

    def _effects_read_permanents(self) -> bool:
        if not all(reads_only_permanents(*said) for said in self._effects_said()):
            return False
        if not self.__dict__["counting_met"]:  # no card of the game counts (604.3)
            return True
        return all(p.face.counted_pt is None for p in self.battlefield)

    @property
    def battlefield(self) -> tuple[GameObject, ...]:
        return self.shared_zones[BATTLEFIELD].view()  # type: ignore[no-any-return]

    def attachments(self, obj: GameObject) -> tuple[GameObject, ...]:
        """The permanents attached to ``obj`` (301.5, 303.4), in the battlefield's order:
        read from an index made once for each change to a permanent or to the
        battlefield, so asking for each of a thousand permanents costs a thousand
        lookups, not a million."""
        kept = self.__dict__["attached"]
        now = board_version()
        if kept[0] != now:
            index: dict[int, list[GameObject]] = {}
            for permanent in self.battlefield:
                if permanent.attached_to is not None:
                    index.setdefault(id(permanent.attached_to), []).append(permanent)
            kept = (now, {key: tuple(found) for key, found in index.items()})
            self.__dict__["attached"] = kept
        return kept[1].get(id(obj), ())  # type: ignore[no-any-return]

    @property
    def permanents_with_triggers(self) -> tuple[GameObject, ...]:
        """The permanents whose face has triggered abilities (603.1), in the
        battlefield's order: those that may watch an event. Found again only after a
        change to a permanent or to the battlefield's contents (no continuous effect
        changes a face), so a thousand tokens entering at once are each seen by the
        few that watch, not by each other."""
        return self._faces_with("triggers")

    @property
    def permanents_watching(self) -> tuple[GameObject, ...]:
        """The permanents whose face has triggered abilities that watch other objects
        (:attr:`Face.watching`), found as :attr:`permanents_with_triggers` are: ten
        thousand tokens entering at once, each with "When this enters", are each seen by
        none of the others, not looked at by each."""
        return self._faces_with("watching")

    @property
    def permanents_changing_costs(self) -> tuple[GameObject, ...]:
        """The permanents whose face says spells cost less or more (601.2f: "Artifact
        spells you cast cost {1} less", "Noncreature spells cost {1} more"), in the
        battlefield's order, found as :attr:`permanents_with_triggers` are."""
        return self._faces_with("cost_changes")

    @property
    def resolutions(self) -> int:
        """How many items of the stack have resolved in this game so far: not state, a
        count a loop is watched by (104.4b)."""
        return self.__dict__["items_resolved"]  # type: ignore[no-any-return]

    def count_resolution(self) -> None:
        """An item of the stack resolves (608): counted, not journaled."""
        self.__dict__["items_resolved"] += 1

    @property
    def optional_actions_taken(self) -> int:
        """How many optional actions players have taken in this game so far ("you may",
        "you may pay", what "unless" asks paid, a spell cast or an ability activated with
        priority): not state, a count a loop is judged by (104.4b, 731.6)."""
        return self.__dict__["optional_taken"]  # type: ignore[no-any-return]

    def count_optional_action(self) -> None:
        """A player took an optional action (104.4b): counted, not journaled."""
        self.__dict__["optional_taken"] += 1

    def remember(self, cache: dict[int, Any], permanent: GameObject, value: Any) -> None:
        """Keep ``value`` for ``permanent`` in ``cache``, one of the game's caches by
        permanent (its characteristics, its mana abilities): once the cache holds more
        than twice as many as the battlefield does (and 64 more), the values of objects
        no longer there are let go, so a long game's caches hold what its board does."""
        cache[permanent.id] = value
        if len(cache) > 2 * len(self.shared_zones[BATTLEFIELD]) + 64:
            there = {p.id for p in self.shared_zones[BATTLEFIELD]}
            for gone in [number for number in cache if number not in there]:
                del cache[gone]

    def controlled_by(self, player: Player) -> tuple[GameObject, ...]:
        """The permanents ``player`` controls (108.4), in the battlefield's order: found
        once for each :attr:`board_version`, which moves with whatever a controller
        depends on (613.1b)."""
        now = self.board_version
        kept = self.__dict__["controlled"]
        if kept[0] != now:
            found: dict[Player, list[GameObject]] = {}
            for permanent in self.battlefield:
                found.setdefault(permanent.controller, []).append(permanent)
            kept = (now, {who: tuple(permanents) for who, permanents in found.items()})
            self.__dict__["controlled"] = kept
        return kept[1].get(player, ())  # type: ignore[no-any-return]

    def permanents_of_types(self, types: tuple[CardType, ...]) -> tuple[GameObject, ...]:
        """The permanents that have one of ``types`` (205.2a), in the battlefield's
        order: found once for each :attr:`board_version`, which moves with whatever a
        permanent's types depend on (613.1d)."""
        now = self.board_version
        kept = self.__dict__["of_types"]
        if kept[0] != now:
            kept = (now, {})
            self.__dict__["of_types"] = kept
        found = kept[1].get(types)
        if found is None:
            wanted = frozenset(types)
            found = tuple(p for p in self.battlefield if not wanted.isdisjoint(p.types))
            kept[1][types] = found
        return found  # type: ignore[no-any-return]

    def _faces_with(self, part: str) -> tuple[GameObject, ...]:
        """The permanents whose face has some ``part`` (a tuple of its abilities), found
        once for each change to a permanent or to the battlefield's contents."""
        kept = self.__dict__["faces_with"].get(part)
        now = board_version()
        if kept is None or kept[0] != now:
            kept = (now, tuple(p for p in self.battlefield if getattr(p.face, part)))
            self.__dict__["faces_with"][part] = kept
        return kept[1]  # type: ignore[no-any-return]

    @property
    def stack(self) -> tuple[GameObject | StackAbility, ...]:
        """The stack, bottom first: the last item resolves first (405.5)."""
        return self.shared_zones[STACK].view()  # type: ignore[no-any-return]

    @property
    def exile_zone(self) -> tuple[GameObject, ...]:
        """The objects in exile (406); ``exile(obj)`` is the effect that puts one there."""
        return self.shared_zones[EXILE].view()  # type: ignore[no-any-return]

    @property
    def registered_cards(self) -> tuple[str, ...]:
        """The cards whose plugins this game has registered: only those in the game."""
        return self.host.cards

    def contents(self, zone: Zone, owner: Player) -> ZoneContents[Any]:
        """Where an object of ``owner``'s is kept in ``zone``: a player's own zone for a
        library, hand or graveyard (400.2), else the shared zone."""
        return owner.contents(zone) if zone in PLAYER_ZONES else self.shared_zones[zone]

    def zone_view(self, zone: Zone, player: Player | None = None) -> tuple[Any, ...]:
        """The objects in a zone; for a player's own zones, that player's (400.2)."""
        if zone in PLAYER_ZONES:
            owners = [player] if player is not None else list(self.players)
            return tuple(obj for p in owners for obj in p.contents(zone))
        return self.shared_zones[zone].view()  # type: ignore[no-any-return]

    def objects_in(self, zones: Iterable[Zone]) -> list[GameObject]:
        """Cards and tokens in ``zones`` (spells included; abilities on the stack are not
        objects of this kind)."""
        found: list[GameObject] = []
        for zone in zones:
            if zone in PLAYER_ZONES:  # cards only
                for player in self.players:
                    found += player.contents(zone).view()
            else:
                found += [o for o in self.shared_zones[zone].view() if isinstance(o, GameObject)]
        return found

    def all_objects(self) -> list[GameObject]:
        """Every card and token in every zone."""
        return self.objects_in(Zone)

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
        every permanent of that card, whichever face is up, and every copy of it, 707.2),
        controller and card type."""
        if isinstance(card, CardDefinition):  # from the battlefield's index by card
            candidates = self.shared_zones[BATTLEFIELD].by_card().get(card, ())
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

    def card(self, name: str | CardDefinition) -> CardDefinition:
        return name if isinstance(name, CardDefinition) else self.catalog.get(name)

    # ----------------------------------------------------------------- look-ups
    def existing(self, obj: object) -> GameObject:
        """``obj``, a card or permanent of this game that still exists: one that changed
        zones is gone, and the new object is another (400.7); an ability on the stack is
        not a card (113.1c)."""
        if type(obj) is GameObject and obj.game is self and obj.zone is not None:
            return obj  # the common case, answered first: every action naming an object
        if isinstance(obj, StackAbility) and not isinstance(obj, GameObject):
            raise IllegalActionError("113.1c", f"{obj.text!r} is an ability, not a card")
        if not isinstance(obj, GameObject) or obj.game is not self:
            raise CardhostError(f"{obj!r} is not a card or permanent of this game")
        if obj.zone is None:
            raise IllegalActionError(
                "400.7", f"{obj} changed zones and no longer exists; the card is a new object"
            )
        return obj

    def of_this_game(self, obj: object) -> GameObject:
        """``obj``, a card or permanent of this game, that may have left its zone since
        (its last known information, 113.7a, 608.2h)."""
        if not isinstance(obj, GameObject) or obj.game is not self:
            raise CardhostError(f"{obj!r} is not a card or permanent of this game")
        return obj

    def as_player(self, player: Player | str) -> Player:
        """A player of this game, given as itself or by name (102.1)."""
        if isinstance(player, Player):
            if player not in self.players:
                raise CardhostError(f"{player!r} is not a player of this game")
            return player
        if not isinstance(player, str):
            raise CardhostError(f"a player is a Player or a player's name, not {player!r}")
        return self.player(player)

    def check_not_over(self) -> None:
        """Refuse an action once the game is over (104.1), saying how it ended."""
        if self.game_over:
            drawn = [e for e in self.endings if isinstance(e, GameDrawn)]
            result = (
                f"{self.winner} won"
                if self.winner
                else f"it is a draw ({drawn[-1].reason if drawn else '104.4a'})"
            )
            losses = [
                f"{e.player} lost ({e.reason})" for e in self.endings if isinstance(e, PlayerLost)
            ]
            raise IllegalActionError("104.1", "; ".join([f"the game is over: {result}", *losses]))

    # ----------------------------------------------------------------- services
    def emit(self, event: Event) -> None:
        """The one path of every happening: log ``event``, then call the hooks that watch
        its kind (as the contract declares them)."""
        self.log.record(self.turn_number, self.step._value_, event)  # ._value_: .value, quicker
        kind = type(event)
        if kind in RECORDED:
            turn_history.record(event)
        if kind in KNOWN_BY:
            knowledge.record(self.players, event)
        host = self.host
        if host.live_routes.get(type(event)) != ():  # most kinds no plugin watches
            host.dispatch(self, event)

    def choose(
        self,
        kind: ChoiceKind,
        player: Player,
        prompt: str,
        options: Sequence[Any],
        cards: Sequence[Any] = (),
        *,
        private: bool = False,
        rule: str = "",
        hidden: bool = False,
    ) -> Any:
        """Ask ``player`` through the chooser, showing them ``cards`` besides the options
        (:class:`Choice`); ``private``: a choice among cards shown to them alone (701.20e),
        which the log shows to them alone; ``rule``: the rule that asks it, if not the one
        that asks every choice of its kind. A single option is taken without asking,
        unless the options are ``hidden`` cards (of a hand) with a way to decline: then
        asked with none but declining too, so whether there was one isn't told (400.2).
        Numbers (a ``range`` or :class:`Numbers`) are offered as they are, however many.
        Nothing is asked once the action is stopping at a choice (a plugin caught the
        stop): the stop again."""
        signal = pending_stop()
        if signal is not None:
            raise signal
        if isinstance(options, range):
            options = Numbers((options,))
        elif not isinstance(options, Numbers):
            options = tuple(options)
        if not options:
            raise CardhostError(f"nothing to choose for {kind.value}: {prompt}")
        if len(options) == 1 and not hidden:
            return options[0]
        chooser = self.chooser
        answer = chooser.choose(Choice(kind, player, prompt, options, tuple(cards), rule))
        chosen = offered(options, answer)
        if chosen is NOT_OFFERED:
            raise ChoiceError(
                f"{player}'s chooser ({type(chooser).__name__}) answered {shown(answer)} to "
                f"{kind.value} ({prompt}), not one of its options"
            )
        answer = chosen  # the option itself, whatever object compared equal to it
        if not (answer.__class__ is str and answer in DECLINING) and (
            kind is ChoiceKind.YES_NO
            or (
                options.__class__ is not Numbers
                and any(o.__class__ is str and o in DECLINING for o in options)
            )
        ):
            self.count_optional_action()  # 104.4b, 731.6
        self.emit(ChoiceMade(player, kind.value, prompt, option_label(answer), private))
        if (private or kind.value in PRIVATE_CHOICES) and options.__class__ is not Numbers:
            knowledge.chosen_privately(self.players, player, options)  # they don't see which
        return answer

    def broadcast(self, hook: str, **arguments: Any) -> Any:
        """Call a broadcast hook on every plugin of the game, combining results as the
        hook declares."""
        return self.host.broadcast(self, hook, **arguments)

    def call_card(self, obj: GameObject, hook: str, **arguments: Any) -> Any:
        """Call a card hook on the plugin of ``obj``'s card only, the card it copies for
        a copy (707.2); none for a land whose land type an effect set, which has lost its
        rules text (305.7), its replacement effects for how it enters judged so too
        (614.12)."""
        if not obj.has_rules_text:
            return nothing(CONTRACTS[hook].combine)
        return self.host.call_card(obj.rules_card, self, hook, **arguments)

    def devotion(self, player: Player | str, *colors: Color | str) -> int:
        """``player``'s devotion to ``colors`` (700.5): the sum of every ``count_devotion``
        result, built-in mana-cost counting included."""
        player = self.as_player(player)
        try:
            wanted = frozenset(c if isinstance(c, Color) else Color.from_text(c) for c in colors)
        except ValueError as error:
            raise UnknownNameError(str(error)) from None
        if not wanted:
            raise CardhostError("devotion is to one or more colors (700.5)")
        devotion: int = self.host.broadcast(self, "count_devotion", player=player, colors=wanted)
        problem = integer_problem(devotion)
        if problem:  # each plugin's count within bounds, their sum may not be
            raise CardhostError(
                f"{player}'s devotion counted by plugins' count_devotion: {problem}"
            )
        return devotion

    def put_in_force(
        self,
        source: GameObject,
        controller: Player,
        objects: Sequence[GameObject],
        modifications: tuple[Modification, ...],
        duration: Duration,
        description: str,
        affects: Affected | None = None,
        players: Sequence[Player] = (),
        player_rules: tuple[str, ...] = (),
    ) -> ContinuousEffect | None:
        """A continuous effect of ``source`` put in force now (611.2, 613.7b), applying to
        ``objects`` on the battlefield (611.2c) or to the group ``affects``, or giving
        ``players`` ``player_rules``; ``None`` if its "for as long as" duration never
        starts (611.2b)."""
        effect = ContinuousEffect(
            source,
            controller,
            modifications,
            self.new_timestamp(),
            affects,
            objects=frozenset(o.id for o in objects if o.zone is BATTLEFIELD),
            condition=YOUR_TURN if duration is Duration.YOUR_NEXT_UNTAP else None,
            duration=duration,
            description=description,
            players=frozenset(p.index for p in players),
            player_rules=player_rules,
        )
        if not effect.lasting():
            return None
        self.continuous_effects = (*self.continuous_effects, effect)
        return effect

    def new_timestamp(self) -> int:
        """A timestamp (613.7): strictly increasing."""
        self.clock += 1
        return self.clock

    def use_card(self, definition: CardDefinition) -> None:
        """Register ``definition``'s plugin and the built-in plugins it needs, once: in
        a host of this game's own if it shares one (with a copy, or a pristine host)
        that lacks them; the change of host undone with the action that made it. A card
        with a characteristic-defining ability that counts (604.3) is noted: only then
        may one on the battlefield count (:attr:`board_version`)."""
        if not self.__dict__["counting_met"] and any(
            face is not None and face.counted_pt is not None
            for face in (definition.front, definition.back, definition.right)
        ):
            self.__dict__["counting_met"] = True
        host = self.host
        if host.shared and host.new_to(definition):
            held = host.holding(definition)
            on_undo(
                functools.partial(self._use_host, host), functools.partial(self._use_host, held)
            )
            self._use_host(held)
            host = held
        host.register(definition)

    def _use_host(self, host: PluginHost) -> None:
        """Go on with ``host``: its plugins are the game's (what they said is asked anew)."""
        object.__setattr__(self, "host", host)
        changed(board=True)

    def new_object(
        self,
        definition: CardDefinition,
        owner: Player,
        zone: Zone,
        *,
        token: bool = False,
        card_id: int | None = None,
    ) -> GameObject:
        """A new object (400.7), of the card ``card_id`` if it is one that moved; registers
        its card's plugin on first use, in a host of its own if it shares one with a copy.
        What was kept for an object its number was given before (one an undone action
        made) is let go: its number is all the caches know it by."""
        self.use_card(definition)
        obj = GameObject(self, self.next_id, definition, owner, zone, token, card_id)
        self.next_id += 1
        self.characteristics_cache.pop(obj.id, None)
        self.mana_abilities_cache.pop(obj.id, None)
        return obj
