"""The pluggy markers of the project ``cardhost``."""

import pluggy

PROJECT = "cardhost"
hookspec = pluggy.HookspecMarker(PROJECT)
hookimpl = pluggy.HookimplMarker(PROJECT)
