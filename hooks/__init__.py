"""The contract between the cardhost host and card plugins.

A card author needs one import::

    from cardhost.hooks import hookimpl

and implements any of the hooks specified in :mod:`hooks.specs`.
"""

from cardhost.hooks.markers import PROJECT, hookimpl, hookspec

__all__ = ["PROJECT", "hookimpl", "hookspec"]
