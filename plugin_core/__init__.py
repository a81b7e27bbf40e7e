"""cardhost: Magic: The Gathering card rules as drop-in pluggy plugins.

Everything a card author, a test writer or a host program needs is imported from here::

    from cardhost import Game, GameObject, Step, hookimpl

The package's layers, each importing only those below it (``docs/architecture.md``):
``cardhost.model`` (values: mana, card definitions, events, errors), ``cardhost.hooks``
(the hook contract), ``cardhost.builtin`` (the built-in rules as plugins) and
``cardhost.loading`` (card files and the catalog), ``cardhost.kernel`` (the game), and
``cardhost.tools`` (command line, scenarios, pytest plugin). Names not exported here are
internal and may change.
"""

from __future__ import annotations

from importlib import import_module as _import

TYPE_CHECKING = False  # typing.TYPE_CHECKING, without importing typing as the command starts
if TYPE_CHECKING:
    from typing import Any

    from cardhost.api import *  # noqa: F403 -- its names, as type checkers see them


if not TYPE_CHECKING:  # a type checker reads the names above, and refuses a misspelt one

    def __getattr__(name: str) -> Any:
        """One of the names :mod:`cardhost.api` exports, loaded as first asked for:
        importing the package alone loads none of the engine, so the ``cardhost``
        command's entry point (:mod:`cardhost.tools.command`) runs at once, and a Ctrl-C
        as it starts is one line, not a traceback."""
        api = _import("cardhost.api")  # loading, a name asked: not there yet
        if name == "__all__" or name in getattr(api, "__all__", ()):
            value = globals()[name] = getattr(api, name)
            return value
        if name in globals():  # a subpackage the names' modules imported (cardhost.kernel)
            return globals()[name]
        raise AttributeError(f"module 'cardhost' has no attribute {name!r}")

    def __dir__() -> list[str]:
        """The names exported, and the subpackages loaded."""
        api = _import("cardhost.api")
        loaded = (n for n in globals() if not n.startswith("_") and n[0].islower())
        return sorted({*getattr(api, "__all__", ()), *(n for n in loaded if n != "annotations")})
