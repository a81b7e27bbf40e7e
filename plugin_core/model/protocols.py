"""What the contract and the values may rely on of the game's live objects.

The hook contract and the value types sit below the rules kernel and never import it
(the layers are drawn in ``docs/architecture.md``). They name the kernel's game, players
and objects through these protocols; :class:`cardhost.Game`, :class:`cardhost.Player` and
:class:`cardhost.GameObject` satisfy them, and a card plugin annotates with those.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

    from cardhost.model.choice_kinds import ChoiceKind
    from cardhost.model.costs import Cost
    from cardhost.model.definitions import CardDefinition, Face, TriggeredAbility
    from cardhost.model.mana import ManaCost
    from cardhost.model.turns import ThisTurn
    from cardhost.model.zones import Zone


@runtime_checkable
class Player(Protocol):
    """A player (102)."""

    @property
    def name(self) -> str: ...

    @property
    def life(self) -> int: ...

    @property
    def last_upkeep_began_at(self) -> int | None:
        """When the upkeep before their most recent one began (a timestamp; 702.30a)."""
        ...

    @property
    def this_turn(self) -> ThisTurn:
        """What they and their permanents did this turn."""
        ...


@runtime_checkable
class GameObject(Protocol):
    """A card, token or copy in a zone (109.1); a new object after each zone change
    (400.7)."""

    @property
    def id(self) -> int: ...

    @property
    def name(self) -> str: ...

    @property
    def definition(self) -> CardDefinition: ...

    @property
    def owner(self) -> Player: ...

    @property
    def controller(self) -> Player: ...

    @property
    def zone(self) -> Zone | None: ...

    @property
    def mana_cost(self) -> ManaCost | None: ...

    @property
    def face(self) -> Face:
        """The face up (712.2): the characteristics its card file gives it."""
        ...

    @property
    def has_rules_text(self) -> bool:
        """Whether it has the abilities of its rules text (305.7)."""
        ...

    @property
    def counters(self) -> Mapping[str, int]:
        """The counters on it, by kind (122.1)."""
        ...

    @property
    def control_since(self) -> int:
        """When its controller last began controlling it (a timestamp; 302.6)."""
        ...

    @property
    def evoked(self) -> bool:
        """Whether it is a spell cast for its evoke cost, or the permanent it became
        (702.74a)."""
        ...

    @property
    def targets(self) -> tuple[object, ...]:
        """What it targets as a spell (601.2c): objects and players."""
        ...

    @property
    def restrictions(self) -> frozenset[str]:
        """What effects say it can't do: "can't attack", "can't block", "can't be
        blocked" (508.1c, 509.1b)."""
        ...

    def restricted_by(self, restriction: str) -> str:
        """The name of the source of an effect that says it ``restriction``."""
        ...

    def has_keyword(self, keyword: str) -> bool: ...

    @property
    def tapped(self) -> bool:
        """Whether it is tapped (110.5, 302.6)."""
        ...

    @property
    def renowned(self) -> bool:
        """Whether it is renowned (702.112b)."""
        ...

    @property
    def monstrous(self) -> bool:
        """Whether it is monstrous (701.37b)."""
        ...


@runtime_checkable
class StackAbility(Protocol):
    """A triggered or activated ability on the stack (113.1c, 602.2a, 603.3)."""

    @property
    def source(self) -> GameObject: ...

    @property
    def controller(self) -> Player: ...

    @property
    def text(self) -> str: ...


@runtime_checkable
class Game(Protocol):
    """The game a hook is called for; its whole API is :class:`cardhost.Game`."""

    @property
    def players(self) -> tuple[Player, ...]: ...

    @property
    def active_player(self) -> Player: ...

    @property
    def turn_number(self) -> int: ...

    @property
    def version(self) -> int: ...

    @property
    def board_version(self) -> tuple[bool, int]: ...

    @property
    def permanents_with_triggers(self) -> tuple[GameObject, ...]: ...

    @property
    def permanents_watching(self) -> tuple[GameObject, ...]: ...

    def permanents(
        self,
        card: str | CardDefinition | None = None,
        *,
        controller: Player | None = None,
        card_type: str | None = None,
    ) -> list[GameObject]: ...

    def trigger(
        self,
        source: GameObject,
        text: str,
        effect: Callable[..., None] | None,
        *,
        written: TriggeredAbility | None = None,
        condition: Callable[..., bool] | None = None,
        targets: Sequence[object] = (),
        x: int = 0,
        data: Mapping[str, object] | None = None,
    ) -> StackAbility | None:
        """An ability of ``source`` triggers (603.2): :meth:`cardhost.Game.trigger`."""
        ...

    def sacrifice(
        self, permanent: GameObject, reason: str = "sacrificed", by: Player | str | None = None
    ) -> GameObject | None:
        """Its controller sacrifices ``permanent`` (701.21a); ``by`` who must control it
        (:meth:`cardhost.Game.sacrifice`)."""
        ...

    def return_to_hand(self, obj: GameObject, reason: str = "") -> GameObject:
        """Return ``obj`` to its owner's hand (:meth:`cardhost.Game.return_to_hand`)."""
        ...

    def blockers_of(self, attacker: GameObject) -> tuple[GameObject, ...]:
        """The creatures blocking ``attacker`` now (:meth:`cardhost.Game.blockers_of`)."""
        ...

    def spells_cast_this_turn(self, player: Player | None = None) -> int:
        """How many spells were cast this turn (:meth:`cardhost.Game.spells_cast_this_turn`)."""
        ...

    def copy_spell(
        self,
        spell: GameObject,
        controller: Player,
        *,
        new_targets: bool = False,
        as_it_last_existed: bool = False,
    ) -> GameObject:
        """A copy of ``spell`` on the stack (:meth:`cardhost.Game.copy_spell`)."""
        ...

    def defending_player(self, attacker: GameObject) -> Player | None:
        """The player ``attacker`` attacks (:meth:`cardhost.Game.defending_player`)."""
        ...

    def attacked(self, attacker: GameObject) -> Player | GameObject | None:
        """What ``attacker`` attacks (:meth:`cardhost.Game.attacked`)."""
        ...

    def put_onto_battlefield(
        self,
        card: GameObject,
        *,
        counters: Mapping[str, int] | None = None,
        reason: str = "put onto the battlefield",
    ) -> GameObject | None:
        """Put ``card`` onto the battlefield under its owner's control, with ``counters``
        (:meth:`cardhost.Game.put_onto_battlefield`)."""
        ...

    def remove_counters(self, permanent: GameObject, kind: str, amount: int) -> int:
        """Remove up to ``amount`` counters of ``kind``; how many were (122.8)."""
        ...

    def add_counters(self, permanent: GameObject, kind: str, amount: int) -> object:
        """Put ``amount`` counters of ``kind`` on ``permanent`` (122.6)."""
        ...

    def paid_by_any(self, players: Sequence[Player], cost: Cost, reason: str, x: int) -> bool:
        """Whether one of ``players`` pays ``cost`` as an effect resolves (118.12a)."""
        ...

    def choose(
        self,
        kind: ChoiceKind,
        player: Player,
        prompt: str,
        options: Sequence[Any],
        cards: Sequence[Any] = (),
        *,
        private: bool = False,
        hidden: bool = False,
    ) -> Any:
        """Ask ``player`` to choose one of ``options`` (:meth:`cardhost.Game.choose`)."""
        ...
