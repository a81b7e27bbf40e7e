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
    problems += _twice(plugin)
    for hook, function in sorted(marked.items()):
        if hook not in HOOK_NAMES:
            hint = did_you_mean(hook, sorted(HOOK_NAMES))
            problems.append(f"implements hook {hook!r}, which does not exist{hint}")
            continue
        options = getattr(function, IMPL_ATTRIBUTE)
        wrapping = [o for o in WRAPPING if options.get(o)]
        if wrapping:
            problems.append(
                f"hook {hook!r} is marked {wrapping[0]}=True: a card's hook is called as "
                "any other, never wrapping the others"
            )
        allowed = {*inspect.signature(getattr(specs, hook)).parameters, CARD_ARGUMENT}
        parameters = inspect.signature(function).parameters.values()
        extra = [p.name for p in parameters if p.name not in allowed]
        if extra:
            problems.append(
                f"hook {hook!r} has no argument {', '.join(map(repr, extra))}; "
                f"its arguments are {', '.join(sorted(allowed))}"
            )
        unnamed = [p.name for p in parameters if p.kind not in BY_NAME]
        if unnamed:
            problems.append(
                f"hook {hook!r}: its argument {unnamed[0]!r} can't be passed by name, and "
                "every hook's arguments are"
            )
    return problems


WRAPPING = ("hookwrapper", "wrapper")
"""pluggy's options for a hook that wraps the others, which no card's hook may be."""
BY_NAME = (inspect.Parameter.POSITIONAL_OR_KEYWORD, inspect.Parameter.KEYWORD_ONLY)
"""The kinds of parameters a hook's arguments, passed by name, can fill."""


def _twice(plugin: object) -> list[str]:
    """Hooks two functions of the plugin implement: only one would be registered."""
    by_hook: dict[str, list[str]] = {}
    for attribute in dir(plugin):
        value = getattr(plugin, attribute, None)
        options = getattr(value, IMPL_ATTRIBUTE, None)
        if callable(value) and isinstance(options, dict):
            by_hook.setdefault(options.get("specname") or attribute, []).append(attribute)
    return [
        f"implements hook {hook!r} twice ({', '.join(names)}): only one would be called"
        for hook, names in sorted(by_hook.items())
        if len(names) > 1
    ]


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
