"""The plugin manager of one game: built-in rule plugins plus the game's own cards
(a hook call costs what the game contains, not what is installed), with each card hook
wrapped so a failure names the card and hook."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from types import ModuleType, SimpleNamespace
from typing import Any

import pluggy

from hooks import PROJECT, specs
from plugin_core.errors import CardhostError, CardPluginError
from plugin_core.validation import did_you_mean

IMPL_ATTRIBUTE = f"{PROJECT}_impl"
HOOK_NAMES: frozenset[str] = frozenset(
    name for name, value in vars(specs).items() if hasattr(value, f"{PROJECT}_spec")
)


def new_plugin_manager() -> pluggy.PluginManager:
    manager = pluggy.PluginManager(PROJECT)
    manager.add_hookspecs(specs)
    return manager


def hook_implementations(plugin: object) -> dict[str, Callable[..., Any]]:
    """The functions of ``plugin`` marked with ``@hookimpl``, by the hook they implement."""
    found: dict[str, Callable[..., Any]] = {}
    for attribute in dir(plugin):
        value = getattr(plugin, attribute, None)
        options = getattr(value, IMPL_ATTRIBUTE, None)
        if callable(value) and isinstance(options, dict):
            found[options.get("specname") or attribute] = value
    return found


def check_plugin(plugin: object) -> list[str]:
    """Problems with a card plugin: hooks that do not exist, or arguments a hook does not
    have. Empty when the plugin is sound."""
    problems = []
    marked = hook_implementations(plugin)
    for name in sorted(HOOK_NAMES - set(marked)):
        if callable(getattr(plugin, name, None)):
            problems.append(
                f"defines {name!r} without @hookimpl, so it would never be called; "
                "mark it with `from hooks import hookimpl`"
            )
    for hook, function in sorted(marked.items()):
        if hook not in HOOK_NAMES:
            hint = did_you_mean(hook, sorted(HOOK_NAMES))
            problems.append(f"implements hook {hook!r}, which does not exist{hint}")
            continue
        allowed = set(inspect.signature(getattr(specs, hook)).parameters)
        extra = [p for p in inspect.signature(function).parameters if p not in allowed]
        if extra:
            problems.append(
                f"hook {hook!r} has no argument {', '.join(map(repr, extra))}; "
                f"its arguments are {', '.join(sorted(allowed))}"
            )
    return problems


def wrap_card_plugin(card_name: str, plugin: ModuleType | object) -> SimpleNamespace:
    """A namespace of ``plugin``'s hook implementations, each re-raising any exception as
    :class:`CardPluginError` naming the card and the hook."""
    wrapped = SimpleNamespace()
    for hook, function in hook_implementations(plugin).items():
        setattr(wrapped, hook, guarded(card_name, hook, function))
    return wrapped


def guarded(card_name: str, hook: str, function: Callable[..., Any]) -> Callable[..., Any]:
    """``function`` re-raising any exception as :class:`CardPluginError` naming the card
    and the hook, or the callback (an effect, a condition, a replacement) that raised."""

    @functools.wraps(function)
    def run(*args: Any, **kwargs: Any) -> Any:
        try:
            result = function(*args, **kwargs)
        except CardhostError:
            raise
        except Exception as error:
            raise CardPluginError(card_name, hook, error) from error
        if hook.startswith("replace_") and not _replacement_offer(result):
            problem = TypeError(
                f"returned {result!r}; a replacement hook returns a ReplacementEffect, a "
                "list of them, or None"
            )
            raise CardPluginError(card_name, hook, problem)
        return result

    return run


def _replacement_offer(result: object) -> bool:
    from plugin_core.replacement import ReplacementEffect

    if result is None or isinstance(result, ReplacementEffect):
        return True
    return isinstance(result, list | tuple) and all(
        isinstance(r, ReplacementEffect) for r in result
    )
