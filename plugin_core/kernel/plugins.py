"""The plugins of one game, and how hooks reach them.

A game registers the built-in rule plugins and, as each card first appears in it, that
card's plugin only, so a hook call costs what the game contains, not what is installed.
Each card hook is bound to its card (the ``card`` argument) and guarded, so a failure or a
result of the wrong kind names the card and the hook. The host follows each hook's
declared :class:`~cardhost.hooks.contract.HookContract`: whom it reaches and how results
combine.
"""

from __future__ import annotations

import functools
import inspect
import weakref
from collections.abc import Callable
from contextvars import ContextVar
from dataclasses import replace
from typing import TYPE_CHECKING, Any

import pluggy

from cardhost.hooks import PROJECT, specs
from cardhost.hooks.contract import (
    CARD_ARGUMENT,
    CONTRACTS,
    Combine,
    HookContract,
    Kind,
    Scope,
    routes,
)
from cardhost.hooks.implementations import hook_implementations
from cardhost.kernel.choices import pending_stop
from cardhost.kernel.journal import changed, on_undo, reading
from cardhost.kernel.objects import GameObject
from cardhost.model.definitions import CardDefinition
from cardhost.model.errors import (
    CardhostError,
    CardPluginError,
    ChoiceError,
    IllegalActionError,
    shown,
)
from cardhost.model.events import Event
from cardhost.model.mana import ManaAmount
from cardhost.model.replaceable import ReplacementEffect, mana_problem
from cardhost.model.validation import integer_problem, printable

if TYPE_CHECKING:
    from cardhost.model.protocols import Game

_running: ContextVar[tuple[str, str] | None] = ContextVar("cardhost_plugin_code", default=None)
QUERIES = frozenset(name for name, contract in CONTRACTS.items() if contract.kind is Kind.QUERY)
"""The hooks that only read the game (their kind is :attr:`Kind.QUERY`)."""


_PRISTINE: dict[tuple[Any, ...], PluginHost] = {}
_NEEDS: weakref.WeakKeyDictionary[CardDefinition, frozenset[Any]] = weakref.WeakKeyDictionary()
"""The on-demand built-in plugins each card needs (``needed_by(card)``), found once."""


def pristine(
    builtin: tuple[object, ...], on_demand: tuple[Any, ...] = (), enlisted: tuple[Any, ...] = ()
) -> PluginHost:
    """The host holding only the built-in plugins ``builtin`` and, of ``on_demand``, those
    ``enlisted`` (in that order), made once per process and shared by every game that
    needs no other (a new game, a restored one, until a card of its needs more): a game
    costs no plugin manager of its own until a card brings a plugin."""
    key = (builtin, on_demand, enlisted)
    host = _PRISTINE.get(key)
    if host is None:
        host = _PRISTINE[key] = PluginHost(builtin, on_demand, enlisted)
        host.shared = host.pristine = True
    return host


def running_plugin() -> tuple[str, str] | None:
    """The card and the hook (or callback) whose plugin code is running now, if any."""
    return _running.get()


class CardWatchers:
    """The broadcast hook implementations of one card's plugin, as pluggy registers them."""

    def __init__(self, card_name: str) -> None:
        self.card_name = card_name


class PluginHost:
    """The plugin manager of one game, with the card plugins registered so far."""

    def __init__(
        self,
        builtin: tuple[object, ...],
        on_demand: tuple[Any, ...] = (),
        enlisted: tuple[Any, ...] = (),
    ) -> None:
        self._builtin = builtin
        self._on_demand = on_demand
        self._waiting = list(on_demand)
        """The built-in plugins registered only once a card that needs them is in the game
        (each says so, ``needed_by(card)``), not yet registered."""
        self._enlisted: list[Any] = []
        """The built-in plugins registered on demand, in the order they were."""
        self._met: set[CardDefinition] = set()
        self.shared = False
        """Whether more than one game uses this host (a game and its copies, or games
        with only built-in plugins): a card new to one of them is then registered in a
        host of that game's own."""
        self.pristine = False
        """Whether it holds built-in plugins only and is shared by every game that needs
        no more (:func:`pristine`): never changed."""
        self._manager = pluggy.PluginManager(PROJECT)
        self._manager.add_hookspecs(specs)
        for plugin in builtin:
            self._manager.register(plugin)
        self._card_hooks: dict[CardDefinition, dict[str, Callable[..., Any]]] = {}
        self._takes: dict[Callable[..., Any], frozenset[str]] = {}
        self._routes: dict[type[Event], tuple[HookContract, ...]] = {}
        self._implemented: dict[str, bool] = {}
        """Whether any registered plugin implements a broadcast hook, as last seen."""
        self._cards_implement: dict[str, bool] = {}
        """Whether a card's plugin implements a broadcast hook, as last seen."""
        self.live_routes: dict[type[Event], tuple[HookContract, ...]] = {}
        """Per kind of event met, the hooks watching it that a plugin implements: none
        (an empty tuple) lets the game skip :meth:`dispatch`."""
        for plugin in enlisted:
            self._enlist(plugin)

    @property
    def cards(self) -> tuple[str, ...]:
        """The names of the cards whose plugins are registered, sorted."""
        return tuple(sorted(card.name for card in self._card_hooks))

    @property
    def card_definitions(self) -> tuple[CardDefinition, ...]:
        """The cards whose plugins are registered, in the order they were."""
        return tuple(self._card_hooks)

    def new_to(self, card: CardDefinition) -> bool:
        """Whether registering ``card`` would add a plugin: its own, not yet here, or a
        built-in one it needs."""
        if self._waiting and card not in self._met and self._needs(card):
            return True
        return card.has_plugin and card not in self._card_hooks

    def copy(self) -> PluginHost:
        """A host of its own with the same plugins, registered in the same order."""
        twin = PluginHost(self._builtin, self._on_demand, tuple(self._enlisted))
        twin._met.update(self._met)
        for card in self._card_hooks:
            twin.register(card)
        return twin

    def holding(self, card: CardDefinition) -> PluginHost:
        """The host a game sharing this one goes on with once ``card`` is in it (``card``
        being :meth:`new_to` it): a pristine one with the built-in plugins it needs too,
        if that is all it brings to a pristine host, else a copy of its own."""
        if self.pristine and not card.has_plugin:
            needed = [p for p in self._waiting if p.needed_by(card)]
            enlisted = sorted((*self._enlisted, *needed), key=self._on_demand.index)
            return pristine(self._builtin, self._on_demand, tuple(enlisted))
        return self.copy()

    def register(self, card: CardDefinition) -> None:
        """Register ``card``'s plugin, once: card hooks are kept for calls about its own
        objects, the rest join the broadcast; and the built-in plugins it needs that
        aren't yet (a game pays for what its cards use)."""
        if self.pristine:  # shared by games with built-in plugins only: holds ``card``'s
            return
        if self._waiting and card not in self._met:
            self._demand(card)
        if not card.has_plugin or card in self._card_hooks:
            return
        own: dict[str, Callable[..., Any]] = {}
        watchers = CardWatchers(card.name)
        for hook, function in hook_implementations(card.plugin).items():
            bound = bind_card(card, hook, function)
            if CONTRACTS[hook].scope is Scope.CARD:
                own[hook] = bound
                self._takes[bound] = frozenset(inspect.signature(bound).parameters)
            else:
                setattr(watchers, hook, bound)
        watching = bool(vars(watchers).keys() - {"card_name"})
        on_undo(functools.partial(self._forget, card))  # refused while reading: before any change
        if watching:
            on_undo(functools.partial(self._unregister, f"card:{card.name}"))
        self._card_hooks[card] = own
        if watching:
            self._manager.register(watchers, name=f"card:{card.name}")
        self._changed()

    def _needs(self, card: CardDefinition) -> bool:
        needs = _NEEDS.get(card)
        if needs is None:
            needs = _NEEDS[card] = frozenset(p for p in self._on_demand if p.needed_by(card))
        return any(plugin in needs for plugin in self._waiting)

    def _demand(self, card: CardDefinition) -> None:
        self._met.add(card)
        on_undo(functools.partial(self._met.discard, card), functools.partial(self._met.add, card))
        for plugin in [p for p in self._waiting if p.needed_by(card)]:
            self._enlist(plugin)
            on_undo(
                functools.partial(self._withdraw, plugin), functools.partial(self._enlist, plugin)
            )

    def _enlist(self, plugin: Any) -> None:
        """Register the built-in ``plugin`` a card needs, among those enlisted in the
        order of ``on_demand`` whenever each came: the order their hooks are called in
        (so abilities that trigger at once are offered in one order) doesn't depend on
        which card the game met first, as a saved game meets them in another."""
        self._waiting.remove(plugin)
        rank = self._on_demand.index
        later = [p for p in self._enlisted if rank(p) > rank(plugin)]
        for each in later:
            self._manager.unregister(each)
        for each in (plugin, *later):
            self._manager.register(each)
        self._enlisted = sorted([*self._enlisted, plugin], key=rank)
        self._changed()

    def _withdraw(self, plugin: Any) -> None:
        self._manager.unregister(plugin)
        self._enlisted.remove(plugin)
        self._waiting.append(plugin)
        self._changed()

    def _unregister(self, name: str) -> None:
        self._manager.unregister(name=name)
        self._changed()

    def _forget(self, card: CardDefinition) -> None:
        self._card_hooks.pop(card)
        self._changed()

    def _changed(self) -> None:
        """Plugins came or went: which hooks anyone implements is asked anew, and what
        was computed from what they said (a devotion a plugin adds to) is too."""
        changed(board=True)
        self._implemented.clear()
        self._cards_implement.clear()
        self.live_routes.clear()

    def _is_implemented(self, contract: HookContract) -> bool:
        if contract.scope is Scope.CARD:
            return any(contract.name in hooks for hooks in self._card_hooks.values())
        return bool(getattr(self._manager.hook, contract.name).get_hookimpls())

    def implements(self, hook: str) -> bool:
        """Whether any plugin of the game implements the broadcast hook ``hook``."""
        implemented = self._implemented.get(hook)
        if implemented is None:
            implemented = bool(getattr(self._manager.hook, hook).get_hookimpls())
            self._implemented[hook] = implemented
        return implemented

    def cards_implement(self, hook: str) -> bool:
        """Whether a card's plugin, not a built-in one, implements the broadcast hook
        ``hook``."""
        implemented = self._cards_implement.get(hook)
        if implemented is None:
            impls = getattr(self._manager.hook, hook).get_hookimpls()
            implemented = any(i.plugin_name.startswith("card:") for i in impls)
            self._cards_implement[hook] = implemented
        return implemented

    def broadcast(self, game: Game, hook: str, **arguments: Any) -> Any:
        """Call ``hook`` on every plugin of the game; results combine as it declares. A
        query hook runs while the game is only read: a change is refused. A hook no
        plugin implements is not called at all."""
        if not self.implements(hook):
            return nothing(CONTRACTS[hook].combine)
        if hook in QUERIES:
            with reading(f"the query hook {hook!r}"):
                results = getattr(self._manager.hook, hook)(game=game, **arguments)
        else:
            results = getattr(self._manager.hook, hook)(game=game, **arguments)
        return combine(CONTRACTS[hook].combine, results)

    def call_card(self, card: CardDefinition, game: Game, hook: str, **arguments: Any) -> Any:
        """Call card hook ``hook`` on ``card``'s own plugin only, if it implements it."""
        function = self._card_hooks.get(card, {}).get(hook)
        if function is None:
            return nothing(CONTRACTS[hook].combine)
        arguments["game"] = game
        takes = self._takes[function]  # like pluggy: only the arguments it asks for
        results = [function(**{k: v for k, v in arguments.items() if k in takes})]
        return combine(CONTRACTS[hook].combine, results)

    def dispatch(self, game: Game, event: Event) -> None:
        """Call the hooks that watch ``event``'s kind of happening, in declaration order."""
        kind = type(event)
        contracts = self.live_routes.get(kind)
        if contracts is None:
            every = self._routes.get(kind)
            if every is None:
                every = self._routes[kind] = routes(kind)
            contracts = tuple(c for c in every if self._is_implemented(c))
            self.live_routes[kind] = contracts
        for contract in contracts:
            if contract.when and not getattr(event, contract.when):
                continue
            if contract.scope is Scope.CARD:
                game.call_card(getattr(event, contract.subject), contract.name, event=event)
            else:
                self.broadcast(game, contract.name, event=event)


def nothing(how: Combine) -> Any:
    """What a hook that combines ``how`` gives when no plugin implements it."""
    return [] if how in _LISTED else _NOTHING.get(how)


def combine(how: Combine, results: list[Any]) -> Any:
    """The results of one hook call, combined as its contract declares."""
    return _COMBINED[how](results)


def _offers(results: list[Any]) -> list[ReplacementEffect[Any]]:
    offers: list[ReplacementEffect[Any]] = []
    for result in results:
        if isinstance(result, ReplacementEffect):
            offers.append(result)
        elif result is not None:
            offers.extend(result)
    return offers


_LISTED = frozenset({Combine.REASONS, Combine.MANA_OPTIONS, Combine.OFFERS})
_NOTHING = {Combine.SUM: 0}
_COMBINED: dict[Combine, Callable[[list[Any]], Any]] = {
    Combine.IGNORED: lambda results: None,
    Combine.SUM: lambda results: sum(r for r in results if r is not None),
    Combine.REASONS: lambda results: [r for r in results if r is not None],
    Combine.MANA_OPTIONS: lambda results: [a for r in results if r is not None for a in r],
    Combine.OFFERS: _offers,
}
"""How each kind of hook's results combine: tables, as a hook's results are combined on
every call (and a read of ``Combine.SUM`` goes through the enum metaclass on 3.10-3.11)."""


REASON_LENGTH = 1_000
"""The most characters of a plugin's reason a refusal shows, as of any plugin's words."""


def plain_result(how: Combine, result: object) -> Any:
    """``result`` as the plain values a hook that combines ``how`` accepts, or a
    ``TypeError`` saying what it returns. A plugin's subclass of ``int``, ``str``,
    ``list`` or ``tuple`` is copied through the base type's own methods, so none of the
    plugin's methods runs once the hook has returned (the read-only guard is over)."""
    if result is None:
        return None
    if how is Combine.IGNORED:
        raise TypeError("its results are ignored: return None")
    if how is Combine.SUM:
        count = int.__int__(result) if isinstance(result, int) else None  # type: ignore[arg-type]
        if count is None or isinstance(result, bool) or count < 0 or integer_problem(count):
            raise TypeError("it returns a count (an int from 0 to 2**63 - 1) or None")
        return count
    if how is Combine.REASONS:
        reason = str.__str__(result) if isinstance(result, str) else ""  # type: ignore[arg-type]
        if not reason.strip():
            raise TypeError("it returns a reason (a str that says why) or None")
        reason = printable(reason)  # a plugin's words, shown in refusals: escaped, cut
        return reason if len(reason) <= REASON_LENGTH else reason[:REASON_LENGTH] + "..."
    if how is Combine.MANA_OPTIONS:
        options = _items(result)
        if options is None or not all(type(m) is ManaAmount for m in options):
            raise TypeError("it returns a list of ManaAmount or None")
        problems = [problem for m in options if (problem := mana_problem(m))]
        if problems:
            raise TypeError(f"a ManaAmount's {problems[0]}")
        return options
    offers = [result] if type(result) is ReplacementEffect else _items(result)
    if offers is None or not all(type(r) is ReplacementEffect for r in offers):
        raise TypeError("it returns a ReplacementEffect, a list of them, or None")
    for offer in offers:
        problem = _offer_problem(offer)
        if problem:
            raise TypeError(f"{OFFERED} whose {problem}")
    return offers


OFFERED = "it offered a ReplacementEffect"
"""How an error about an effect a plugin offered begins."""


def _offer_problem(offer: ReplacementEffect[Any]) -> str:
    """What is wrong with a replacement effect a plugin offers (614.1), or ``""``: its
    source is the permanent or card whose ability makes it, of the game asked."""
    if type(offer.source) is not GameObject:
        return f"source is the object whose ability makes it, not {shown(offer.source)}"
    if type(offer.description) is not str or not offer.description.strip():
        return f"description says what it does, not {shown(offer.description)}"
    if not callable(offer.apply):
        return f"apply is a function of the event, not {shown(offer.apply)}"
    if type(offer.self_replacement) is not bool:
        return f"self_replacement is True or False, not {shown(offer.self_replacement)}"
    if type(offer.instance) is not int or integer_problem(offer.instance) or offer.instance < 0:
        return f"instance is a number from 0, not {shown(offer.instance)}"
    return ""


def _offered_by(
    card: CardDefinition, offers: list[ReplacementEffect[Any]], game: object
) -> list[ReplacementEffect[Any]]:
    """``card``'s plugin's ``offers``, each of an object of ``game`` (a ``TypeError`` if
    not; ``None``: a plugin that doesn't take the game, whose offers aren't checked so),
    and marked as ``card``'s where its source is another
    card's, so that its failure is ``card``'s error."""
    if game is not None and any(offer.source.game is not game for offer in offers):
        raise TypeError(f"{OFFERED} whose source is an object of another game")
    return [
        offer if offer.source.rules_card is card else replace(offer, offered_by=card.name)
        for offer in offers
    ]


def _items(result: object) -> list[Any] | None:
    """The items of a list or tuple, read through the base type's own iteration."""
    if isinstance(result, list):
        return list(list.__iter__(result))
    if isinstance(result, tuple):
        return list(tuple.__iter__(result))
    return None


def bind_card(card: CardDefinition, hook: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` as a guarded hook implementation of ``card``: it receives ``card`` if
    it asks for it, pluggy sees only the hook's own arguments, and its result is checked
    against the hook's contract."""
    signature = inspect.signature(function)
    takes_card = CARD_ARGUMENT in signature.parameters
    names = [name for name in signature.parameters if name != CARD_ARGUMENT]
    how = CONTRACTS[hook].combine
    safe = guarded(card.name, hook, function)

    def call(**arguments: Any) -> Any:
        if takes_card:
            arguments[CARD_ARGUMENT] = card
        result = safe(**arguments)
        try:
            plain = plain_result(how, result)
            if how is Combine.OFFERS and plain:
                plain = _offered_by(card, plain, arguments.get("game"))
        except TypeError as problem:
            said = str(problem)
            error = TypeError(
                said if said.startswith(OFFERED) else f"returned {shown(result)}; {said}"
            )
            raise blame(card.name, hook, error) from None
        return plain

    run = _with_arguments(names, call)
    run.__name__ = run.__qualname__ = hook
    run.__dict__.update(function.__dict__)  # the @hookimpl marker and its options
    return run


def _with_arguments(names: list[str], call: Callable[..., Any]) -> Callable[..., Any]:
    """A function taking exactly ``names`` (pluggy reads a function's own parameters to
    know what to pass) and handing them to ``call`` by keyword. The names come from a
    function signature checked against the hook contract, so they are identifiers."""
    parameters = ", ".join(names)
    passed = ", ".join(f"{name}={name}" for name in names)
    namespace: dict[str, Any] = {"call": call}
    exec(f"def run({parameters}):\n    return call({passed})\n", namespace)
    return namespace["run"]


def _cardhosts(function: Callable[..., Any]) -> bool:
    """Whether ``function`` is cardhost's own (a built-in rule's effect), not a plugin's."""
    module = getattr(function, "__module__", None) or ""
    return module == "cardhost" or module.startswith("cardhost.")


def guarded(card_name: str, hook: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` called through :func:`call_guarded` with ``card_name`` and ``hook``."""

    @functools.wraps(function)
    def run(*args: Any, **kwargs: Any) -> Any:
        return call_guarded(card_name, hook, function, *args, **kwargs)

    return run


_BLAMED: weakref.WeakSet[BaseException] = weakref.WeakSet()
"""The :class:`CardPluginError` s the host made (:func:`blame`), each naming the card at
fault: one a plugin makes itself (naming another card, perhaps) is that plugin's."""


def blame(card: str, hook: str, error: BaseException) -> CardPluginError:
    """The error naming ``card`` and ``hook`` (or the callback) as the cause of
    ``error``, as the host finds it: :func:`call_guarded` lets it through."""
    blamed = CardPluginError(card, hook, error)
    _BLAMED.add(blamed)
    return blamed


def call_guarded(
    card_name: str, hook: str, function: Callable[..., Any], *args: Any, **kwargs: Any
) -> Any:
    """Call ``function``, re-raising any exception as :class:`CardPluginError` naming the
    card and the hook, or the callback (an effect, a condition, a replacement) that
    raised: ``SystemExit`` and the like too, and an error of a game call a plugin made
    (an object of another game); only ``KeyboardInterrupt``, a rule refusing an action
    (``IllegalActionError``), a choice's error, another card's as a nested call found
    it, and the errors of cardhost's own effects (the built-in rules') go through.
    While it runs, :func:`running_plugin` names it."""
    token = _running.set((card_name, hook))
    try:
        result = function(*args, **kwargs)
    except KeyboardInterrupt:
        raise
    except BaseException as error:
        signal = pending_stop()  # the action stops for a decision, whatever the plugin did
        if signal is not None:
            raise signal from None
        if isinstance(error, (IllegalActionError, ChoiceError)) or error in _BLAMED:
            raise  # a rule refusing, a choice's answer, or the innermost card's fault
        if isinstance(error, CardhostError) and _cardhosts(function):
            raise  # the built-in rules' own effect (living weapon's): no plugin's fault
        raise blame(card_name, hook, error) from error
    finally:
        _running.reset(token)
    signal = pending_stop()
    if signal is not None:  # the plugin caught the stop and went on: it stops here
        raise signal
    return result
