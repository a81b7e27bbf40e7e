"""Reading a plugin against the contract: which hooks it implements, and whether it may.

Card loading uses this to refuse a plugin before any game runs it; the host uses it to
register the hooks a plugin implements.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any

from cardhost.hooks import specs
from cardhost.hooks.contract import CARD_ARGUMENT
from cardhost.hooks.markers import PROJECT
from cardhost.model.validation import did_you_mean

IMPL_ATTRIBUTE = f"{PROJECT}_impl"
HOOK_NAMES: frozenset[str] = frozenset(
    name for name, value in vars(specs).items() if hasattr(value, f"{PROJECT}_spec")
)


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
    have (every hook may also take ``card``). Empty when the plugin is sound."""
    problems = []
    marked = hook_implementations(plugin)
    for name in sorted(HOOK_NAMES - set(marked)):
        if callable(getattr(plugin, name, None)):
            problems.append(
                f"defines {name!r} without @hookimpl, so it would never be called; "
                "mark it with `from cardhost import hookimpl`"
            )
    problems += _misspelt(plugin, marked)
    for hook, function in sorted(marked.items()):
        if hook not in HOOK_NAMES:
            hint = did_you_mean(hook, sorted(HOOK_NAMES))
            problems.append(f"implements hook {hook!r}, which does not exist{hint}")
            continue
        allowed = {*inspect.signature(getattr(specs, hook)).parameters, CARD_ARGUMENT}
        extra = [p for p in inspect.signature(function).parameters if p not in allowed]
        if extra:
            problems.append(
                f"hook {hook!r} has no argument {', '.join(map(repr, extra))}; "
                f"its arguments are {', '.join(sorted(allowed))}"
            )
    return problems


def _misspelt(plugin: object, marked: dict[str, Callable[..., Any]]) -> list[str]:
    """Functions of the plugin's own, unmarked and named nearly like a hook: a misspelt
    hook, which would never be called."""
    implementing = {id(f) for f in marked.values()}
    problems = []
    for name, value in sorted(_own_functions(plugin).items()):
        if name in HOOK_NAMES or id(value) in implementing:
            continue
        hint = did_you_mean(name, sorted(HOOK_NAMES), cutoff=0.85)
        if hint:
            problems.append(
                f"defines {name!r}, which is no hook and not marked @hookimpl, so it would never "
                f"be called{hint}"
            )
    return problems


def _own_functions(plugin: object) -> dict[str, Callable[..., Any]]:
    """The public functions defined in the plugin itself (not imported into it)."""
    module = getattr(plugin, "__name__", None) if inspect.ismodule(plugin) else None
    found = {}
    for name in dir(plugin):
        if name.startswith("_"):
            continue
        value = getattr(plugin, name, None)
        if not inspect.isfunction(value):
            continue
        if module is None or value.__module__ == module:
            found[name] = value
    return found
