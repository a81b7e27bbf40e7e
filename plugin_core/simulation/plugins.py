"""Finding policies and metrics: the built-in ones, those of installed distributions
(entry point group ``cardhost.simulation``) and those of modules named on the command
line, each a pluggy plugin implementing the hooks of :mod:`cardhost.hooks.simulation`."""

from __future__ import annotations

import hashlib
import importlib
import importlib.util
import random
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pluggy

from cardhost.hooks import PROJECT
from cardhost.hooks import simulation as simulation_hooks
from cardhost.loading.tomlfile import read_text
from cardhost.model.errors import FileProblem, said
from cardhost.model.validation import did_you_mean
from cardhost.simulation import builtin
from cardhost.simulation.errors import PLUGIN_FAILURES, SimulationError
from cardhost.simulation.metrics import Metric
from cardhost.simulation.policy import Policy

ENTRY_POINT_GROUP = "cardhost.simulation"
RECORD_FIELDS = frozenset(
    {"game", "seed", "starting", "end", "players"}
    | {"match", "match_game", "match_winner", "best_of", "matchup"}
)
"""The fields of a game's record (a match's and a gauntlet's too) that no metric may be
named."""


@dataclass(frozen=True)
class Registry:
    """The policies and metrics available, by name."""

    policies: dict[str, Callable[[random.Random], Policy]]
    metrics: dict[str, Callable[[str | None], Metric]]

    def policy(self, name: str, rng: random.Random) -> Policy:
        """A fresh policy ``name`` for one player of one game."""
        factory = self.policies.get(name)
        if factory is None:
            known = ", ".join(sorted(self.policies))
            raise SimulationError(
                f"no policy {name!r}{did_you_mean(name, self.policies)} (policies: {known})"
            )
        policy = _called(factory, f"policy {name!r}", rng)
        if not isinstance(policy, Policy):
            raise SimulationError(f"policy {name!r} made {policy!r}, not a cardhost Policy")
        return policy

    def metric(self, text: str) -> Metric:
        """A fresh metric from its text: a name, then ``:`` and its argument if it takes one."""
        name, colon, argument = text.partition(":")
        factory = self.metrics.get(name.strip())
        if factory is None:
            known = ", ".join(sorted(self.metrics))
            raise SimulationError(
                f"no metric {name!r}{did_you_mean(name, self.metrics)} (metrics: {known})"
            )
        metric = _called(factory, f"metric {text!r}", argument if colon else None)
        if not isinstance(metric, Metric):
            raise SimulationError(f"metric {text!r} made {metric!r}, not a cardhost Metric")
        return metric


def _called(factory: Callable[..., Any], what: str, argument: Any) -> Any:
    try:
        return factory(argument)
    except ValueError as error:
        raise SimulationError(f"{what}: {said(error)}") from None
    except PLUGIN_FAILURES as error:
        raise SimulationError(f"{what} raised {type(error).__name__}: {said(error)}") from error


_REGISTRIES: dict[tuple[str | bool, ...], Registry] = {}


def registry(
    plugins: Iterable[str] = (), *, data_only: bool = False, sources: Sequence[str] = ()
) -> Registry:
    """The registry of the built-in plugin, the installed ones and ``plugins`` (module
    names or ``.py`` files), made once per process for each list. With ``data_only`` only
    cardhost's own policies and metrics: no installed or named plugin's code runs.
    ``sources``: for each plugin, the text of its ``.py`` file as read where the run
    began (``""`` for a module name), loaded from that text: a worker on another machine
    needs no copy of the file."""
    key = tuple(plugins)
    texts = tuple(sources) or ("",) * len(key)
    if len(texts) != len(key):
        raise SimulationError(f"{len(texts)} plugin sources for {len(key)} plugins")
    if data_only and key:
        raise SimulationError(
            f"--plugin {key[0]}: cards are loaded data-only, so no plugin code runs, a "
            "simulation plugin's neither"
        )
    digests = tuple(hashlib.sha1(t.encode()).hexdigest() if t else "" for t in texts)
    found = _REGISTRIES.get((*key, *digests, data_only))
    if found is None:
        found = _build(tuple(zip(key, texts, strict=True)), data_only)
        _REGISTRIES[(*key, *digests, data_only)] = found
    return found


def source_of(plugin: str) -> str:
    """The text of a ``--plugin`` that is a ``.py`` file (``""`` for a module name), to
    ship with the simulation (:func:`registry`'s ``sources``)."""
    if not plugin.endswith(".py"):
        return ""
    try:
        return read_text(Path(plugin), FileProblem)
    except FileProblem as error:
        raise SimulationError(f"plugin {plugin!r}: {error.problem}") from None


def _build(plugins: tuple[tuple[str, str], ...], data_only: bool) -> Registry:
    manager = pluggy.PluginManager(PROJECT)
    manager.add_hookspecs(simulation_hooks)
    manager.register(builtin, "cardhost.simulation.builtin")
    try:
        if not data_only:
            manager.load_setuptools_entrypoints(ENTRY_POINT_GROUP)
    except PLUGIN_FAILURES as error:
        raise SimulationError(
            f"an installed {ENTRY_POINT_GROUP} plugin failed to load: "
            f"{type(error).__name__}: {said(error)}"
        ) from error
    for plugin, text in plugins:
        module = _module(plugin, text)
        try:
            manager.register(module, plugin)
        except ValueError as error:  # registered twice, or under the name of another
            raise SimulationError(f"plugin {plugin!r}: {error}") from None
        except pluggy.PluginValidationError as error:
            raise SimulationError(f"plugin {plugin!r}: {error}") from None
    return Registry(
        _merged(manager, "simulation_policies", "policy"),
        _merged(manager, "simulation_metrics", "metric"),
    )


def _module(plugin: str, text: str = "") -> ModuleType:
    """The module a ``--plugin`` names: a ``.py`` file (made from ``text``, the file's as
    read where the run began, if given), or an importable module name."""
    try:
        if text:
            digest = hashlib.sha1(text.encode()).hexdigest()[:10]
            module = ModuleType(f"cardhost_simulation_plugin_{digest}")
            module.__file__ = plugin
            sys.modules[module.__name__] = module
            exec(compile(text, plugin, "exec"), module.__dict__)
            return module
        if plugin.endswith(".py"):
            path = Path(plugin).resolve()
            if not path.is_file():
                raise SimulationError(f"plugin {plugin!r}: no such file")
            digest = hashlib.sha1(str(path).encode()).hexdigest()[:10]
            name = f"cardhost_simulation_plugin_{digest}"
            spec = importlib.util.spec_from_file_location(name, path)
            if spec is None or spec.loader is None:
                raise SimulationError(f"plugin {plugin!r} is not a Python module")
            module = importlib.util.module_from_spec(spec)
            sys.modules[name] = module
            spec.loader.exec_module(module)
            return module
        return importlib.import_module(plugin)
    except SimulationError:
        raise
    except KeyboardInterrupt:
        raise
    except BaseException as error:
        raise SimulationError(
            f"plugin {plugin!r}: importing it raised {type(error).__name__}: {error}"
        ) from error


def _merged(manager: pluggy.PluginManager, hook: str, what: str) -> dict[str, Any]:
    """Every plugin's answer to ``hook`` in one mapping; a name given twice is an error."""
    merged: dict[str, Any] = {}
    owners: dict[str, str] = {}
    for implementation in reversed(getattr(manager.hook, hook).get_hookimpls()):
        plugin_name = implementation.plugin_name
        try:
            answer = implementation.function()
            items = list(dict(answer or {}).items())
        except PLUGIN_FAILURES as error:
            raise SimulationError(
                f"plugin {plugin_name!r}: its {hook} hook raised {type(error).__name__}: {error}"
            ) from error
        for name, factory in items:
            if not isinstance(name, str) or not name or ":" in name or not callable(factory):
                raise SimulationError(
                    f"plugin {plugin_name!r}: {hook} gave {name!r}: {factory!r}; a {what} is "
                    "a name (no colon) and a callable that makes one"
                )
            if what == "metric" and name in RECORD_FIELDS:
                raise SimulationError(
                    f"plugin {plugin_name!r}: a metric can't be named {name!r}, a field of "
                    f"the records ({', '.join(sorted(RECORD_FIELDS))})"
                )
            if name in merged:
                raise SimulationError(
                    f"{what} {name!r} is provided by both {owners[name]!r} and {plugin_name!r}"
                )
            merged[name] = factory
            owners[name] = plugin_name
    return merged
