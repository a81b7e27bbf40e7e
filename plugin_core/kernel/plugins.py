"""The plugin manager of one game: built-in rule plugins plus the game's own cards
(a hook call costs what the game contains, not what is installed), with each card hook
wrapped so a failure names the card and hook."""

from __future__ import annotations

import functools
from collections.abc import Callable
from types import ModuleType, SimpleNamespace
from typing import Any

import pluggy
from cardhost.hooks import PROJECT, specs
from cardhost.hooks.implementations import hook_implementations
from cardhost.model.errors import CardhostError, CardPluginError


def new_plugin_manager() -> pluggy.PluginManager:
    manager = pluggy.PluginManager(PROJECT)
    manager.add_hookspecs(specs)
    return manager


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
    from cardhost.model.replaceable import ReplacementEffect

    if result is None or isinstance(result, ReplacementEffect):
        return True
    return isinstance(result, list | tuple) and all(
        isinstance(r, ReplacementEffect) for r in result
    )
